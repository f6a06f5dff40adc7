//! Looking back at club size (issue 34): `stats`, `stats --all` and `player list` on a history
//! whose players come from 20,000 names, against the same history over 20 names (DESIGN section
//! 6: `stats` at 20,000 players within 2x of a 20-player file). `stats` lists the leaders only, so
//! it must read only theirs; `stats --all` and `player list` show every player, so they are
//! measured per player shown: their time and peak memory on both files, over the players each
//! file holds. Both histories are generated once (`examples/generate_history.rs --players N`,
//! each match's rows together) and kept in `target/tmp/` as the others are.

use std::path::{Path, PathBuf};
use std::time::Duration;

use super::{
    CACHE_DIR, LOOK_BACK_BUDGET, fingerprint, generate_history, measured, run_ok, summary, tenscore,
};

/// The players of the club-size history (issue 34: "stats at 20,000 players").
const CLUB: usize = 20_000;
/// The players of the file it is measured against.
const SMALL: usize = 20;
/// The commands timed on both files; only `stats` (the leaders) has a budget over the small file.
const COMMANDS: [(&str, &[&str], bool); 3] = [
    ("stats", &["stats"], true),
    ("stats --all", &["stats", "--all"], false),
    ("player list", &["player", "list"], false),
];
/// `stats --all` and `player list` show every player: at most this much time per player shown
/// on the club-size file (its whole time over its players: start-up included, so it is generous
/// for a small file and the linear cost shows at 20,000). A gate against a cost that grows faster
/// than the players shown; the peak memory is printed beside it.
const PER_PLAYER_AIM: Duration = Duration::from_micros(50);

/// Times the scale row (`runs` runs of each command on each file, in turn) and says what is over
/// its budget (only when `gate`: run as a test it only checks that every command works).
pub fn scale(work: &Path, rounds: u64, runs: usize, regenerate: bool, gate: bool) -> Vec<String> {
    let files: Vec<PathBuf> = [SMALL, CLUB]
        .into_iter()
        .map(|players| {
            let cached = cached(rounds, players, regenerate);
            let db = work.join(format!("players-{players}.db"));
            std::fs::copy(&cached, &db).expect("cannot copy the generated history");
            db
        })
        .collect();
    let counts: Vec<usize> = files.iter().map(|db| players_in(db)).collect();
    let mut times = vec![[Vec::new(), Vec::new()]; COMMANDS.len()];
    let mut peaks = vec![[0u64; 2]; COMMANDS.len()];
    super::disk_at_rest();
    // One untimed run of each warms the file cache, then the runs, the files' order alternating.
    for run in 0..=runs {
        for (index, (_, args, _)) in COMMANDS.iter().enumerate() {
            let order = if (run + index) % 2 == 0 {
                [0, 1]
            } else {
                [1, 0]
            };
            for side in order {
                let (elapsed, peak) = measured(tenscore(&files[side], args));
                if run > 0 {
                    times[index][side].push(elapsed);
                }
                peaks[index][side] = peaks[index][side].max(peak.unwrap_or(0));
            }
        }
    }
    println!(
        "\nlooking back at club size: {} players against {} (each a history of {rounds} rounds, \
         each match's rows together), {runs} runs, medians; DESIGN: `stats` within \
         {LOOK_BACK_BUDGET}x; every player shown at most {} µs each\n",
        counts[1],
        counts[0],
        PER_PLAYER_AIM.as_micros()
    );
    println!(
        "  {:<12} {:>10} {:>10} {:>7} {:>12} {:>10} {:>10}",
        "command", "20 (ms)", "club (ms)", "ratio", "µs/player", "20 peak", "club peak"
    );
    let mut over = Vec::new();
    for (index, (label, _, leaders)) in COMMANDS.iter().enumerate() {
        let (small, _) = summary(&mut times[index][0]);
        let (club, _) = summary(&mut times[index][1]);
        let ratio = club / small.max(1e-9);
        let per_player = club * 1000.0 / counts[1].max(1) as f64;
        println!(
            "  {label:<12} {small:>10.2} {club:>10.2} {ratio:>6.2}x {per_player:>12.1} {:>7} KB \
             {:>7} KB",
            peaks[index][0], peaks[index][1]
        );
        if !gate {
            continue;
        }
        if *leaders && ratio > LOOK_BACK_BUDGET {
            over.push(format!("{label} at {} players {ratio:.2}x", counts[1]));
        }
        if !*leaders && per_player > PER_PLAYER_AIM.as_secs_f64() * 1e6 {
            over.push(format!("{label} {per_player:.1} µs per player"));
        }
    }
    over
}

/// How many players a file holds.
fn players_in(db: &Path) -> usize {
    let listed = run_ok(db, &["--json", "player", "list"]);
    serde_json::from_str::<serde_json::Value>(&listed)
        .ok()
        .and_then(|v| v.as_array().map(Vec::len))
        .expect("`player list --json` is a list")
}

/// The history of `rounds` rounds over `players` names, generated now if it is not there yet
/// (named as the other histories, by the generator, the schema and the fingerprint).
fn cached(rounds: u64, players: usize, regenerate: bool) -> PathBuf {
    let prefix = format!("history-{rounds}-p{players}-");
    let path = Path::new(CACHE_DIR).join(format!(
        "{prefix}v{}-s{}-{:016x}.db",
        generate_history::VERSION,
        tenscore::store::schema_version(),
        fingerprint()
    ));
    if path.exists() && !regenerate {
        println!("using {}", path.display());
        return path;
    }
    if let Ok(entries) = std::fs::read_dir(CACHE_DIR) {
        for entry in entries.flatten() {
            if entry.file_name().to_string_lossy().starts_with(&prefix) {
                std::fs::remove_file(entry.path()).expect("cannot remove an old history");
            }
        }
    }
    let partial = path.with_extension("partial");
    for stale in ["partial", "partial-wal", "partial-shm"] {
        let _ = std::fs::remove_file(path.with_extension(stale));
    }
    println!(
        "generating {rounds} rounds over {players} players into {} ...",
        path.display()
    );
    let mut summary = generate_history::generate_with(rounds, 1, players, &partial, true)
        .unwrap_or_else(|e| panic!("generating the history failed: {e:#}"));
    std::fs::rename(&partial, &path).expect("cannot move the generated history into place");
    summary.path = path.clone();
    println!("{summary}");
    path
}
