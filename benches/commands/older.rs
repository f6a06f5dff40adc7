//! An older build beside this one (`TENSCORE_BENCH_BEFORE=/path/to/an/older/tenscore`, issue
//! 34: "before and after for each row, measured in one run side by side"). It gets databases of
//! its own holding the same histories (each exported by this build and imported by the older one,
//! `support/before.rs`), prepared as this build's are but with its own program: the twins of the
//! same finished matches replayed into its empty database, the matches per round, the fresh
//! matches in progress. Every case then runs for both builds, interleaved; its medians and ratios
//! are printed beside this build's and are not held to the budgets.

use std::path::{Path, PathBuf};

use super::runs::Prepared;
use super::{History, Twin, before, near_floor, run_ok, twin_of};

/// Prepares the older build `bin` in `work/before/`: its databases, its twins of `twins` (this
/// build's, by history), its matches per round for the histories of `per_round` (in that order),
/// its fresh matches and its cases (without the floor, which runs on this build's databases).
pub(crate) fn prepare(
    bin: &Path,
    work: &Path,
    histories: &[History],
    twins: &[Vec<Twin>],
    per_round: &[near_floor::PerRound],
    floor_bin: &Path,
) -> (Prepared, Vec<Option<near_floor::PerRound>>) {
    let folder = work.join("before");
    std::fs::create_dir_all(&folder).expect("cannot create a folder for the older build");
    println!("before: {}", version(bin));
    let dbs: Vec<PathBuf> = histories
        .iter()
        .map(|history| own_history(bin, &folder, history))
        .collect();
    let empty = folder.join("empty.db");
    let twins: Vec<Vec<Twin>> = histories
        .iter()
        .zip(&dbs)
        .zip(twins)
        .map(|((history, db), twins)| {
            twins
                .iter()
                .map(|ours| {
                    let old = same_match(db, &history.db, ours.old);
                    let twin = twin_of(bin, &empty, db, old, ours.picked.clone());
                    println!(
                        "before: empty database: match {} replays {} match {old} of the {} \
                         history (this build's {})",
                        twin.twin, twin.game, history.label, ours.old
                    );
                    twin
                })
                .collect()
        })
        .collect();
    // Before the fresh matches, as for this build, so that those stay the newest in progress.
    let per_round = per_round
        .iter()
        .map(|measured| {
            let index = histories.iter().position(|h| h.label == measured.label)?;
            near_floor::prepare(bin, measured.label, &histories[index].db, &dbs[index])
        })
        .collect();
    let labels: Vec<&str> = histories.iter().map(|h| h.label).collect();
    let mut prepared = Prepared::new(bin, floor_bin, &empty, dbs, &labels, &twins, "before: ");
    for case in prepared.tables.iter_mut().flatten() {
        case.floor = None;
    }
    (prepared, per_round)
}

/// `--per-round` with the older build `bin`: its own copy of `history` (in `work/before/`) and its
/// matches per round there.
pub(crate) fn per_round_only(
    bin: &Path,
    work: &Path,
    history: &History,
) -> Option<near_floor::PerRound> {
    let folder = work.join("before");
    std::fs::create_dir_all(&folder).expect("cannot create a folder for the older build");
    let db = own_history(bin, &folder, history);
    near_floor::prepare(bin, history.label, &history.db, &db)
}

/// What the older build says it is (`--version`).
fn version(bin: &Path) -> String {
    let output = std::process::Command::new(bin)
        .arg("--version")
        .output()
        .unwrap_or_else(|e| panic!("cannot start the older build {}: {e}", bin.display()));
    assert!(
        output.status.success(),
        "{} --version failed",
        bin.display()
    );
    format!(
        "{} ({})",
        String::from_utf8_lossy(&output.stdout).trim(),
        bin.display()
    )
}

/// The older build's own copy of `history`: exported by this build from the history as
/// generated, imported by the older build into a new file.
fn own_history(bin: &Path, folder: &Path, history: &History) -> PathBuf {
    let exported = folder.join(format!("{}.jsonl", history.label));
    run_ok(
        &history.generated,
        &["export".as_ref(), "-o".as_ref(), exported.as_os_str()],
    );
    let db = folder.join(format!("{}.db", history.label));
    let started = std::time::Instant::now();
    let lowered = before::import_history(&exported, |file| {
        super::tenscore_of(bin, &db, &["import".as_ref(), file.as_os_str()])
            .output()
            .expect("cannot start the older build")
    });
    println!(
        "before: imported the {} history in {:.1} s{}",
        history.label,
        started.elapsed().as_secs_f64(),
        lowered.map_or_else(String::new, |schema| format!(
            " (its header given schema {schema}, which it reads up to)"
        ))
    );
    std::fs::remove_file(&exported).expect("cannot remove the export");
    let _ = std::fs::remove_file(exported.with_extension("older.jsonl"));
    db
}

/// The id in the older build's database `older` of match `id` of this build's `newer`: the match
/// with the same UUID (an import keeps a match's UUID, not necessarily its id).
fn same_match(older: &Path, newer: &Path, id: i64) -> i64 {
    let conn = rusqlite::Connection::open(older).expect("cannot open the older build's database");
    let newer = newer.to_str().expect("a UTF-8 path");
    conn.execute("ATTACH DATABASE ?1 AS newer", [newer])
        .expect("cannot attach this build's database");
    conn.query_row(
        "SELECT m.id FROM main.matches m JOIN newer.matches n ON n.uuid = m.uuid WHERE n.id = ?1",
        [id],
        |row| row.get(0),
    )
    .unwrap_or_else(|e| panic!("match {id} is not in the older build's database: {e}"))
}

/// The header of the older build's columns before this build's, and of its column beside "x
/// floor"; both empty without it.
pub(crate) fn headers(with_older: bool) -> (String, String) {
    if !with_older {
        return (String::new(), String::new());
    }
    (
        format!(
            "{:>9} {:>9} {:>13}   ",
            "before e", "before b", "before ratio"
        ),
        format!("{:>14} ", "before x floor"),
    )
}

/// The older build's medians (empty database, history) and their ratio run by run (`[empty,
/// big, ratio]`), as columns.
pub(crate) fn medians(older: Option<[f64; 3]>) -> String {
    older.map_or_else(String::new, |[empty, big, ratio]| {
        format!("{empty:>6.2} ms {big:>6.2} ms {ratio:>13.2}   ")
    })
}

/// The older build's median on the history over the floor's (`NAN`: the case has no floor).
pub(crate) fn above_floor(older: Option<[f64; 3]>, floor_big: f64) -> String {
    match older {
        None => String::new(),
        Some(_) if floor_big.is_nan() => format!("{:>14} ", ""),
        Some([_, big, _]) => format!("{:>14.2} ", big / floor_big),
    }
}
