//! Whole-process benchmark of the commands a table uses (DESIGN section 6): each command is run as
//! the real release binary against an empty database and against a generated history of 1,000,000
//! rounds over 20,000 matches, in the same run, interleaved; the big database must stay within
//! 1.5x of the empty one.
//!
//! ```text
//! cargo bench --bench commands                       # 1,000,000 rounds, 40 runs per case
//! TENSCORE_BENCH_ROUNDS=100000 cargo bench --bench commands
//! cargo bench --bench commands -- --rounds 100000 --runs 60 --regenerate
//! ```
//!
//! The history is generated once (by `examples/generate_history.rs`, included below) and kept in
//! `target/tmp/`; it is generated again when asked (`--regenerate` or `TENSCORE_BENCH_REGENERATE=1`)
//! or when the schema or the generator changed. Each run works on a copy.
//!
//! The cases: a fresh match in progress (created with `tenscore new`, 20 rounds recorded) in each
//! database, which is what a table records into: `round` (a valid round, withdrawn again with
//! `tenscore undo` outside the timing so the match never ends), `standings` and `show`; then
//! `standings` and `show` of a finished match from the middle of the history against its twin in
//! the empty database (the same rounds replayed there with `tenscore round`; the two must show the
//! same, which also checks that the generator writes what `round` writes); and `check`, which never
//! opens the database. Exit status 1 when a command is over its budget, so it can gate a change.
//! Run as a test (`cargo test --benches`), it only checks on 2,000 rounds that every case works.

#[path = "../examples/generate_history.rs"]
#[allow(dead_code)]
mod generate_history;

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;
use tenscore::games::under10::{Ending, Entry, Options};
use tenscore::store::{self, MatchInfo, Status, Store};

/// The release binary cargo built for this benchmark.
const BIN: &str = env!("CARGO_BIN_EXE_tenscore");
/// `target/tmp`: where the generated history is kept between runs.
const CACHE_DIR: &str = env!("CARGO_TARGET_TMPDIR");
/// DESIGN section 6: `round`, `standings`, `show` and `check` within 1.5x of the empty database.
const BUDGET: f64 = 1.5;
/// Rounds recorded into the fresh match before timing.
const SETUP_ROUNDS: usize = 20;
const TABLE: [&str; 4] = ["Ann", "Bob", "Cy", "Dee"];

struct Config {
    rounds: u64,
    runs: usize,
    regenerate: bool,
    /// Run by `cargo bench`: measure, and fail when over budget. Run as a test (`cargo test
    /// --benches`), it only checks that every case works, on a small history.
    gate: bool,
}

fn config() -> Config {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // cargo bench passes --bench to every benchmark binary; cargo test does not.
    let gate = args.iter().any(|a| a == "--bench");
    let env = |name: &str| std::env::var(name).ok().filter(|v| !v.is_empty());
    let mut config = Config {
        rounds: env("TENSCORE_BENCH_ROUNDS").map_or(if gate { 1_000_000 } else { 2_000 }, |v| {
            number(&v, "TENSCORE_BENCH_ROUNDS")
        }),
        runs: env("TENSCORE_BENCH_RUNS").map_or(if gate { 40 } else { 3 }, |v| {
            number(&v, "TENSCORE_BENCH_RUNS") as usize
        }),
        regenerate: env("TENSCORE_BENCH_REGENERATE").is_some_and(|v| v != "0"),
        gate,
    };
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--rounds" => config.rounds = number(&args.next().unwrap_or_default(), "--rounds"),
            "--runs" => config.runs = number(&args.next().unwrap_or_default(), "--runs") as usize,
            "--regenerate" => config.regenerate = true,
            "--bench" => {}
            other => panic!(
                "unknown argument '{other}'; this benchmark takes --rounds N, --runs N and \
                 --regenerate (or TENSCORE_BENCH_ROUNDS, TENSCORE_BENCH_RUNS, \
                 TENSCORE_BENCH_REGENERATE=1)"
            ),
        }
    }
    assert!(
        config.rounds > 0 && config.runs > 0,
        "rounds and runs must be at least 1"
    );
    config
}

fn number(text: &str, what: &str) -> u64 {
    text.replace(['_', ','], "")
        .parse()
        .unwrap_or_else(|_| panic!("{what} must be a whole number, not '{text}'"))
}

fn main() -> ExitCode {
    let config = config();
    let history = cached_history(config.rounds, config.regenerate);
    let work = tempfile::Builder::new()
        .prefix("tenscore-bench-")
        .tempdir_in(CACHE_DIR)
        .expect("cannot create a temporary folder in target/tmp");
    let empty = work.path().join("empty.db");
    let big = work.path().join("big.db");
    let copying = Instant::now();
    std::fs::copy(&history, &big).expect("cannot copy the generated history");
    let size = std::fs::metadata(&big).map(|m| m.len()).unwrap_or(0);
    println!(
        "copied the history ({:.0} MB) in {:.1} s",
        size as f64 / 1e6,
        copying.elapsed().as_secs_f64()
    );

    // A finished match from the middle of the history, and its twin in the empty database.
    let (old, old_rounds) = pick_old_match(&big);
    let twin = replay(&empty, &old);
    let twin_json = run_ok(&empty, &["--json", "show", &twin.to_string()]);
    let old_json = run_ok(&big, &["--json", "show", &old.id.to_string()]);
    assert_eq!(
        comparable(&twin_json),
        comparable(&old_json),
        "match {} of the generated history differs from its replay through `tenscore round`",
        old.id
    );
    // The match a table is playing now, the same in both databases.
    let fresh_empty = fresh_match(&empty);
    let fresh_big = fresh_match(&big);
    println!(
        "empty database: match {twin} (replay of match {} of the history, {old_rounds} rounds) \
         and match {fresh_empty} in progress; big database: match {fresh_big} in progress",
        old.id
    );

    let old_id = old.id.to_string();
    let twin_id = twin.to_string();
    let fresh_empty_id = fresh_empty.to_string();
    let fresh_big_id = fresh_big.to_string();
    let round: &[&str] = &["round", "Ann=4", "Bob=3", "Cy=5", "Dee=2", "--call", "Dee"];
    let check: &[&str] = &[
        "check",
        "under10",
        "call",
        "--call",
        "Ann",
        "Ann=3",
        "Bob=5",
        "Cy=7+joker",
    ];
    let cases = vec![
        Case::same("round (match in progress)", round, true),
        Case::same("standings (match in progress)", &["standings"], false),
        Case {
            name: "show (match in progress)",
            empty: vec!["show".into(), fresh_empty_id],
            big: vec!["show".into(), fresh_big_id],
            undo: false,
        },
        Case {
            name: "standings (finished match)",
            empty: vec!["standings".into(), twin_id.clone()],
            big: vec!["standings".into(), old_id.clone()],
            undo: false,
        },
        Case {
            name: "show (finished match)",
            empty: vec!["show".into(), twin_id],
            big: vec!["show".into(), old_id],
            undo: false,
        },
        Case::same("check under10 call", check, false),
    ];

    // One untimed run of everything warms the file cache; then the runs, interleaved, the order
    // of the two databases alternating to cancel drift.
    for case in &cases {
        case.run(&empty, &case.empty);
        case.run(&big, &case.big);
    }
    let mut times: Vec<[Vec<Duration>; 2]> = cases.iter().map(|_| [vec![], vec![]]).collect();
    for run in 0..config.runs {
        for (index, case) in cases.iter().enumerate() {
            let order = if (run + index) % 2 == 0 {
                [0, 1]
            } else {
                [1, 0]
            };
            for side in order {
                let (db, args) = if side == 0 {
                    (&empty, &case.empty)
                } else {
                    (&big, &case.big)
                };
                times[index][side].push(case.run(db, args));
            }
        }
    }

    println!(
        "\ntenscore {} whole-process times, {} runs per case, {} cores: empty database against \
         {} rounds in {} matches ({:.0} MB)\n",
        env!("CARGO_PKG_VERSION"),
        config.runs,
        std::thread::available_parallelism().map_or(0, |n| n.get()),
        config.rounds,
        (config.rounds / generate_history::ROUNDS_PER_MATCH).max(1),
        size as f64 / 1e6
    );
    println!(
        "{:<31} {:>9} {:>9}   {:>9} {:>9}   {:>6} {:>6}",
        "command", "empty med", "p90", "big med", "p90", "ratio", "budget"
    );
    let mut over = Vec::new();
    for (case, [empty_times, big_times]) in cases.iter().zip(&mut times) {
        let (empty_median, empty_p90) = summary(empty_times);
        let (big_median, big_p90) = summary(big_times);
        let ratio = big_median / empty_median;
        let verdict = if ratio > BUDGET {
            over.push(case.name);
            "OVER"
        } else {
            "ok"
        };
        println!(
            "{:<31} {:>6.2} ms {:>6.2} ms   {:>6.2} ms {:>6.2} ms   {:>6.2} {:>6.1}  {verdict}",
            case.name, empty_median, empty_p90, big_median, big_p90, ratio, BUDGET
        );
    }
    drop(work);
    if !config.gate {
        println!("\nrun as a test: every case works (measure with `cargo bench --bench commands`)");
        return ExitCode::SUCCESS;
    }
    if over.is_empty() {
        println!("\nevery command is within {BUDGET}x of the empty database");
        ExitCode::SUCCESS
    } else {
        println!(
            "\nover budget ({BUDGET}x of the empty database): {}",
            over.join(", ")
        );
        ExitCode::FAILURE
    }
}

/// One command, with its arguments for each database.
struct Case {
    name: &'static str,
    empty: Vec<String>,
    big: Vec<String>,
    /// A round was recorded: withdraw it again (untimed) so the match never ends.
    undo: bool,
}

impl Case {
    fn same(name: &'static str, args: &[&str], undo: bool) -> Case {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        Case {
            name,
            empty: args.clone(),
            big: args,
            undo,
        }
    }

    /// Runs the command once; returns its wall time.
    fn run(&self, db: &Path, args: &[String]) -> Duration {
        let started = Instant::now();
        let output = tenscore(db, args)
            .output()
            .expect("cannot start the tenscore binary");
        let elapsed = started.elapsed();
        assert!(
            output.status.success(),
            "`tenscore {}` failed on {}: {}",
            args.join(" "),
            db.display(),
            String::from_utf8_lossy(&output.stderr)
        );
        if self.undo {
            run_ok(db, &["undo"]);
        }
        elapsed
    }
}

fn tenscore<S: AsRef<std::ffi::OsStr>>(db: &Path, args: &[S]) -> Command {
    let mut command = Command::new(BIN);
    command
        .arg("--db")
        .arg(db)
        .args(args)
        .env("NO_COLOR", "1")
        .env_remove("TENSCORE_DB")
        .stdin(Stdio::null());
    command
}

/// Runs a setup command that must succeed; returns its standard output.
fn run_ok<S: AsRef<std::ffi::OsStr>>(db: &Path, args: &[S]) -> String {
    let output = tenscore(db, args)
        .output()
        .expect("cannot start the tenscore binary");
    let shown: Vec<String> = args
        .iter()
        .map(|a| a.as_ref().to_string_lossy().into_owned())
        .collect();
    assert!(
        output.status.success(),
        "`tenscore {}` failed on {}: {}",
        shown.join(" "),
        db.display(),
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// Median and 90th percentile, in milliseconds.
fn summary(times: &mut [Duration]) -> (f64, f64) {
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let n = times.len();
    let median = if n.is_multiple_of(2) {
        (ms(times[n / 2 - 1]) + ms(times[n / 2])) / 2.0
    } else {
        ms(times[n / 2])
    };
    let p90 = ms(times[((n * 9).div_ceil(10)).max(1) - 1]);
    (median, p90)
}

/// The generated history for this many rounds, generated now if it is not there yet, was asked
/// for again, or was written by another schema or generator.
fn cached_history(rounds: u64, regenerate: bool) -> PathBuf {
    let fingerprint = fnv1a(&[
        include_str!("../schema/0001_init.sql"),
        include_str!("../examples/generate_history.rs"),
    ]);
    let prefix = format!("history-{rounds}-");
    let path = Path::new(CACHE_DIR).join(format!("{prefix}{fingerprint:016x}.db"));
    if path.exists() && !regenerate {
        println!("using {}", path.display());
        return path;
    }
    // Older histories of this size are stale now: remove them, they are big.
    if let Ok(entries) = std::fs::read_dir(CACHE_DIR) {
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.starts_with(&prefix) {
                std::fs::remove_file(entry.path()).expect("cannot remove an old history");
            }
        }
    }
    let partial = path.with_extension("partial");
    // Left behind by an interrupted run.
    for stale in ["partial", "partial-wal", "partial-shm"] {
        let _ = std::fs::remove_file(path.with_extension(stale));
    }
    println!("generating {rounds} rounds into {} ...", path.display());
    let mut summary = generate_history::generate(rounds, &partial, true)
        .unwrap_or_else(|e| panic!("generating the history failed: {e:#}"));
    std::fs::rename(&partial, &path).expect("cannot move the generated history into place");
    summary.path = path.clone();
    println!("{summary}");
    path
}

fn fnv1a(texts: &[&str]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in texts.iter().flat_map(|t| t.bytes()) {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

/// A finished match of 4 players and about 50 rounds from the middle of the finished part of the
/// history, with its rounds.
fn pick_old_match(db: &Path) -> (OldMatch, u32) {
    let store = Store::open(db, false).expect("cannot open the copied history");
    let conn = store.conn();
    let newest = store::latest_unfinished(conn)
        .expect("cannot read the history")
        .expect("the history has no match in progress");
    let middle = (newest * 2 / 3 / 2).max(1);
    let fits = |info: &MatchInfo, close: bool| {
        info.status != Status::InProgress
            && info.rounds > 0
            && (!close || (info.players.len() == 4 && (45..=55).contains(&info.rounds)))
    };
    let info = [true, false]
        .into_iter()
        .find_map(|close| {
            (middle..=newest).find_map(|id| {
                store::load_match(conn, id)
                    .expect("cannot read a match of the history")
                    .filter(|info| fits(info, close))
            })
        })
        .expect("the history has no finished match");
    let rounds = store::rounds_of(conn, &info, false).expect("cannot read the rounds");
    let entries = rounds
        .into_iter()
        .map(|r| {
            serde_json::from_value(r.entry.expect("a scored round has an entry"))
                .expect("a stored entry is an Under the 10 entry")
        })
        .collect();
    let count = info.rounds;
    (
        OldMatch {
            id: info.id,
            names: info.names(),
            options: serde_json::from_value(info.options).expect("stored Under the 10 options"),
            status: info.status,
            entries,
        },
        count,
    )
}

struct OldMatch {
    id: i64,
    names: Vec<String>,
    options: Options,
    status: Status,
    entries: Vec<Entry>,
}

/// Plays `old` again into `db` through the binary, as a table would type it; returns the match id.
fn replay(db: &Path, old: &OldMatch) -> i64 {
    let mut new = vec![
        "--json".to_string(),
        "new".into(),
        "under10".into(),
        "--players".into(),
        old.names.join(","),
        "--end".into(),
        old.options.end.name().into(),
    ];
    if old.options.bonus_cards {
        new.push("--bonus-cards".into());
    }
    let id = match_id(&run_ok(db, &new));
    for entry in &old.entries {
        let mut args = vec!["round".to_string(), id.to_string()];
        for (name, hand) in old.names.iter().zip(&entry.hands) {
            if let Some(hand) = hand {
                args.push(format!("{name}={hand}"));
            }
        }
        let (flag, seat) = match entry.ending {
            Ending::Call { seat } => ("--call", seat),
            Ending::Luck { seat } => ("--luck", seat),
        };
        args.push(flag.into());
        args.push(old.names[seat].clone());
        run_ok(db, &args);
    }
    let shown: Value = serde_json::from_str(&run_ok(db, &["--json", "standings", &id.to_string()]))
        .expect("standings --json is JSON");
    if shown["status"] == "in-progress" {
        // The history ended it as `tenscore finish` does.
        let mut finish = vec!["finish".to_string(), id.to_string()];
        if old.status == Status::Abandoned {
            finish.push("--abandon".into());
        }
        run_ok(db, &finish);
    }
    id
}

/// A new match of the four players at the table, with a few rounds recorded; returns its id.
fn fresh_match(db: &Path) -> i64 {
    let players = TABLE.join(",");
    let id = match_id(&run_ok(
        db,
        &["--json", "new", "under10", "--players", &players],
    ));
    for round in 0..SETUP_ROUNDS {
        let caller = round % TABLE.len();
        let mut args = vec!["round".to_string(), id.to_string()];
        for (seat, name) in TABLE.iter().enumerate() {
            let points = if seat == caller {
                1
            } else {
                3 + (seat + round) % 3
            };
            args.push(format!("{name}={points}"));
        }
        args.push("--call".into());
        args.push(TABLE[caller].into());
        run_ok(db, &args);
    }
    id
}

fn match_id(json: &str) -> i64 {
    let value: Value = serde_json::from_str(json).expect("new --json is JSON");
    value["id"].as_i64().expect("new --json has an id")
}

/// `show --json` without what differs between two databases: ids, UUIDs and times.
fn comparable(json: &str) -> Value {
    fn strip(value: &mut Value) {
        match value {
            Value::Object(map) => {
                for key in ["match", "uuid", "created_at", "finished_at", "recorded_at"] {
                    map.remove(key);
                }
                map.values_mut().for_each(strip);
            }
            Value::Array(items) => items.iter_mut().for_each(strip),
            _ => {}
        }
    }
    let mut value: Value = serde_json::from_str(json).expect("show --json is JSON");
    strip(&mut value);
    value
}
