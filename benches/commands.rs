//! Whole-process benchmark of the commands a table uses (DESIGN section 6): each command is run as
//! the real release binary against an empty database and against a generated history of 1,000,000
//! rounds over 20,000 matches of all five games, in the same run, interleaved; the big database
//! must stay within 1.1x of the empty one.
//!
//! ```text
//! cargo bench --bench commands                       # 1,000,000 rounds, 40 runs per case
//! TENSCORE_BENCH_ROUNDS=100000 cargo bench --bench commands
//! cargo bench --bench commands -- --rounds 100000 --runs 60 --regenerate
//! ```
//!
//! The history (a fifth of the matches of each game) is generated once (by
//! `examples/generate_history.rs`, included below) and kept in `target/tmp/`; it is generated again
//! when asked (`--regenerate` or `TENSCORE_BENCH_REGENERATE=1`) or when the schema or the generator
//! changed (its `VERSION` and a hash of both are in the file name). Each run works on a copy.
//!
//! The cases, in each database:
//!
//! - For every game, a fresh match in progress of the four players at the table (created with
//!   `tenscore new`, 20 rounds recorded; 10 op en neer 8 rounds bid and recorded), which is what a
//!   table records into: `round` (a valid round, withdrawn again with `tenscore undo` outside the
//!   timing so the match never moves on), `standings` and `show`, each naming the match; then
//!   `standings` and `show` of a finished match from the middle of the history against its twin in
//!   the empty database (the same rounds replayed there with `tenscore new`, `bid`, `round` and
//!   `finish`; the two must show the same, which also checks that the generator writes what the
//!   commands write); and a `check` of the game, which never opens the database.
//! - Under the 10 also times `undo` (of a round recorded outside the timing).
//! - `new` (a Krumme10 match in teams, abandoned again with `tenscore finish --abandon` outside the
//!   timing) and `finish` (of a new Tenstuff match with one deal, both made outside the timing).
//! - The 10 op en neer match is created last, the newest match in progress, so its commands are
//!   typed as at the table, without a match id: `bid` (the bids of round 9, withdrawn again with
//!   `tenscore undo` outside the timing), `round` (round 9 opened with `tenscore bid` outside the
//!   timing, its tricks timed, then withdrawn with one `tenscore undo`: the round and its bids are
//!   one row), `standings` and `show`.
//!
//! Every match in progress must show the same after the runs as before. Exit status 1 when a
//! command is over its budget, so it can gate a change. Run as a test (`cargo test --benches`), it
//! only checks on 2,000 rounds that every case works.

// Benchmark code: a panic is the failure report, so unwrap, expect and panic are fine here.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[path = "../examples/generate_history.rs"]
#[allow(dead_code)]
mod generate_history;

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;
use tenscore::games::{GameId, krumme10, pig10, tenstuff, under10, updown};
use tenscore::store::{Access, MatchInfo, RoundRecord, Status, Store, StoreError};

/// The release binary cargo built for this benchmark.
const BIN: &str = env!("CARGO_BIN_EXE_tenscore");
/// `target/tmp`: where the generated history is kept between runs.
const CACHE_DIR: &str = env!("CARGO_TARGET_TMPDIR");
/// DESIGN section 6: every command a table uses (`new`, `bid`, `round`, `undo`, `finish`,
/// `standings`, `show` of one match, `check`) within 1.1x of the empty database.
const BUDGET: f64 = 1.1;
/// DESIGN section 6: at most this many bytes per round on disk (reported, not gated).
const BYTES_PER_ROUND: f64 = 300.0;
/// Rounds recorded into the fresh matches (but 10 op en neer) before timing.
const SETUP_ROUNDS: usize = 20;
/// Rounds bid and recorded into the fresh 10 op en neer match before timing; the next is timed.
const UPDOWN_SETUP_ROUNDS: u32 = 8;
/// The peak of the fresh 10 op en neer match (the default for 4 players).
const UPDOWN_PEAK: u32 = 10;
const TABLE: [&str; 4] = ["Ann", "Bob", "Cy", "Dee"];
/// The games with a fresh match whose commands name it, in the order they are created and timed;
/// 10 op en neer comes last (the newest match in progress, typed without an id).
const NAMED: [GameId; 4] = [under10::ID, pig10::ID, krumme10::ID, tenstuff::ID];

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

    // A finished match of each game from the middle of the history, and its twin in the empty
    // database.
    let mut twins = Vec::new();
    for game in GameId::all() {
        let Some(old) = pick_old_match(&big, game) else {
            println!(
                "the history has no finished {game} match: its finished-match cases are left out"
            );
            continue;
        };
        let twin = replay(&empty, &old);
        let twin_json = run_ok(&empty, &["--json", "show", &twin.to_string()]);
        let old_json = run_ok(&big, &["--json", "show", &old.info.id.to_string()]);
        assert_eq!(
            comparable(&twin_json),
            comparable(&old_json),
            "match {} of the generated history differs from its replay through the commands",
            old.info.id
        );
        assert_eq!(
            options_of(&empty, twin),
            old.info.options,
            "match {} of the generated history has other options than its replay",
            old.info.id
        );
        println!(
            "empty database: match {twin} replays {game} match {} of the history ({} rounds, {} \
             players, {})",
            old.info.id,
            old.info.rounds,
            old.info.players.len(),
            old.info.status.as_str()
        );
        twins.push((game, twin, old.info.id, old.info.rounds));
    }
    // The matches a table is playing now, the same in both databases; the 10 op en neer one last,
    // so that it is the newest in progress.
    let named: Vec<(GameId, [i64; 2])> = NAMED
        .iter()
        .map(|&game| (game, [fresh(&empty, game), fresh(&big, game)]))
        .collect();
    let updown = [fresh_updown(&empty), fresh_updown(&big)];
    for (game, ids) in &named {
        println!(
            "in progress: {game} match {} (empty) and {} (big), {SETUP_ROUNDS} rounds",
            ids[0], ids[1]
        );
    }
    println!(
        "in progress: updown match {} (empty) and {} (big), {UPDOWN_SETUP_ROUNDS} rounds, the \
         newest",
        updown[0], updown[1]
    );
    let in_progress = |side: usize| -> Vec<Value> {
        let db = if side == 0 { &empty } else { &big };
        named
            .iter()
            .map(|(_, ids)| ids[side])
            .chain([updown[side]])
            .map(|id| comparable(&run_ok(db, &["--json", "show", &id.to_string()])))
            .collect()
    };
    let before = [in_progress(0), in_progress(1)];

    let finished_of = |game: GameId| -> Vec<Case> {
        twins
            .iter()
            .filter(|(g, ..)| *g == game)
            .flat_map(|&(game, twin, old, rounds)| finished_cases(game, twin, old, rounds))
            .collect()
    };
    let mut cases = Vec::new();
    for (game, ids) in &named {
        let (game, ids) = (*game, *ids);
        cases.push(
            Case::per_db(format!("round ({game} in progress)"), ids, |id| {
                let mut args = vec!["round".to_string(), id.to_string()];
                args.extend(strings(timed_round(game)));
                args
            })
            .after(ids, |id| vec!["undo".into(), id.to_string()]),
        );
        if game == under10::ID {
            cases.push(
                Case::per_db(format!("undo ({game} in progress)"), ids, |id| {
                    vec!["undo".into(), id.to_string()]
                })
                .before(ids, |id| {
                    let mut args = vec!["round".to_string(), id.to_string()];
                    args.extend(strings(timed_round(game)));
                    args
                }),
            );
        }
        cases.extend([
            Case::per_db(format!("standings ({game} in progress)"), ids, |id| {
                vec!["standings".into(), id.to_string()]
            }),
            Case::per_db(format!("show ({game} in progress)"), ids, |id| {
                vec!["show".into(), id.to_string()]
            }),
        ]);
        cases.extend(finished_of(game));
        cases.push(Case::same(format!("check {game}"), strings(check_of(game))));
    }
    let players = TABLE.join(",");
    cases.push(
        Case::same(
            "new (krumme10, teams)",
            strings(&["new", "krumme10", "--players", &players, "--teams"]),
        )
        // The new match is the newest in progress.
        .after_same(strings(&["finish", "--abandon"])),
    );
    cases.push(
        Case::same("finish (tenstuff, 1 deal)", strings(&["finish"]))
            .before_same(strings(&["new", "tenstuff", "--players", &players]))
            .before_same(strings(&["round", "--order", "Cy,Ann,Dee"])),
    );

    let next = UPDOWN_SETUP_ROUNDS + 1;
    let mut bid = vec!["bid".to_string()];
    bid.extend(table_entries(&table_bids(next)));
    bid.extend(["--trump".to_string(), "hearts".to_string()]);
    let mut tricks = vec!["round".to_string()];
    tricks.extend(table_entries(&table_tricks(next)));
    cases.extend([
        Case::same("bid (updown in progress)", bid.clone())
            .after(updown, |id| vec!["undo".into(), id.to_string()]),
        Case::same("round (updown in progress)", tricks)
            .before(updown, |id| {
                let mut args = bid.clone();
                args.insert(1, id.to_string());
                args
            })
            .after(updown, |id| vec!["undo".into(), id.to_string()]),
        Case::same("standings (updown in progress)", strings(&["standings"])),
        Case::same("show (updown in progress)", strings(&["show"])),
    ]);
    cases.extend(finished_of(updown::ID));
    cases.push(Case::same("check updown", strings(check_of(updown::ID))));

    // One untimed run of everything warms the file cache; then the runs, interleaved, the order
    // of the two databases alternating to cancel drift.
    for case in &cases {
        case.run(&empty, 0);
        case.run(&big, 1);
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
                let db = if side == 0 { &empty } else { &big };
                times[index][side].push(case.run(db, side));
            }
        }
    }
    let after = [in_progress(0), in_progress(1)];
    assert_eq!(
        before, after,
        "the matches in progress changed during the runs: a timed command was not undone"
    );

    println!(
        "\ntenscore {} whole-process times, {} runs per case, {} cores: empty database against \
         {} rounds in {} matches ({:.0} MB, {:.0} bytes per round; DESIGN: at most \
         {BYTES_PER_ROUND:.0})\n",
        env!("CARGO_PKG_VERSION"),
        config.runs,
        std::thread::available_parallelism().map_or(0, |n| n.get()),
        config.rounds,
        (config.rounds / generate_history::ROUNDS_PER_MATCH).max(1),
        size as f64 / 1e6,
        size as f64 / config.rounds as f64
    );
    let width = cases.iter().map(|c| c.name.len()).max().unwrap_or(0);
    println!(
        "{:<width$} {:>9} {:>9}   {:>9} {:>9}   {:>6} {:>6}",
        "command", "empty med", "p90", "big med", "p90", "ratio", "budget"
    );
    let mut over = Vec::new();
    for (case, [empty_times, big_times]) in cases.iter().zip(&mut times) {
        let (empty_median, empty_p90) = summary(empty_times);
        let (big_median, big_p90) = summary(big_times);
        let ratio = big_median / empty_median;
        let verdict = if ratio > BUDGET {
            over.push(format!("{} ({ratio:.2}x)", case.name));
            "OVER"
        } else {
            "ok"
        };
        println!(
            "{:<width$} {:>6.2} ms {:>6.2} ms   {:>6.2} ms {:>6.2} ms   {:>6.2} {:>6.1}  {verdict}",
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

fn strings<S: AsRef<str>>(args: &[S]) -> Vec<String> {
    args.iter().map(|a| a.as_ref().to_string()).collect()
}

/// The timed round of the fresh match of `game` (withdrawn again after), without the match id.
fn timed_round(game: GameId) -> &'static [&'static str] {
    match game.id() {
        "under10" => &["Ann=4", "Bob=3", "Cy=5", "Dee=2", "--call", "Dee"],
        "pig10" => &["Ann=20", "Bob=15", "Cy=25", "Dee=12"],
        "krumme10" => &["Ann=14", "Bob=9", "Cy=20", "Dee=17"],
        "tenstuff" => &["--order", "Cy,Ann,Bob"],
        "updown" => unreachable!("10 op en neer has its own timed round"),
        other => unreachable!("no {other} case here"),
    }
}

/// A `check` of each game, legal (exit 0), from the rule documents' examples.
fn check_of(game: GameId) -> &'static [&'static str] {
    match game.id() {
        "under10" => &[
            "check",
            "under10",
            "call",
            "--call",
            "Ann",
            "Ann=3",
            "Bob=5",
            "Cy=7+joker",
        ],
        "updown" => &[
            "check", "updown", "trick", "--trump", "H", "KC", "AS", "5C", "2H",
        ],
        "pig10" => &[
            "check",
            "pig10",
            "pile",
            "--players",
            "Steve,Sally,Jane,Claudio",
            "Steve:4",
            "Sally:3",
            "Jane:2",
            "Claudio:6",
        ],
        "krumme10" => &[
            "check",
            "krumme10",
            "display",
            "Bernie:3",
            "Carla:3",
            "Alma:1>Bernie:1>Bernie:1>Carla:3",
        ],
        "tenstuff" => &["check", "tenstuff", "play", "--on", "QH,QS", "QC,QD"],
        other => unreachable!("no {other} case here"),
    }
}

/// `standings` and `show` of a finished match of the history (`old`) against its twin.
fn finished_cases(game: GameId, twin: i64, old: i64, rounds: u32) -> [Case; 2] {
    let ids = [twin, old];
    let word = game.round_word();
    [
        Case::per_db(format!("standings ({game} finished)"), ids, |id| {
            vec!["standings".into(), id.to_string()]
        }),
        Case::per_db(
            format!("show ({game} finished, {rounds} {word}s)"),
            ids,
            |id| vec!["show".into(), id.to_string()],
        ),
    ]
}

/// One timed command, with its arguments for each database (empty, big), and the untimed
/// commands run before and after it each time.
struct Case {
    name: String,
    args: [Vec<String>; 2],
    /// Run before the timed command, untimed (the bids that open the round the command closes).
    before: [Vec<Vec<String>>; 2],
    /// Run after it, untimed (`undo`, so the match never moves on).
    after: [Vec<Vec<String>>; 2],
}

impl Case {
    fn same(name: impl Into<String>, args: Vec<String>) -> Case {
        Case {
            name: name.into(),
            args: [args.clone(), args],
            before: [vec![], vec![]],
            after: [vec![], vec![]],
        }
    }

    /// The command for the match `ids[side]` of each database.
    fn per_db(name: impl Into<String>, ids: [i64; 2], args: impl Fn(i64) -> Vec<String>) -> Case {
        Case {
            name: name.into(),
            args: ids.map(args),
            before: [vec![], vec![]],
            after: [vec![], vec![]],
        }
    }

    fn before(mut self, ids: [i64; 2], args: impl Fn(i64) -> Vec<String>) -> Case {
        for (side, id) in ids.into_iter().enumerate() {
            self.before[side].push(args(id));
        }
        self
    }

    /// The same untimed command before the timed one in both databases.
    fn before_same(mut self, args: Vec<String>) -> Case {
        for side in &mut self.before {
            side.push(args.clone());
        }
        self
    }

    /// The same untimed command after the timed one in both databases.
    fn after_same(mut self, args: Vec<String>) -> Case {
        for side in &mut self.after {
            side.push(args.clone());
        }
        self
    }

    fn after(mut self, ids: [i64; 2], args: impl Fn(i64) -> Vec<String>) -> Case {
        for (side, id) in ids.into_iter().enumerate() {
            self.after[side].push(args(id));
        }
        self
    }

    /// Runs the command once on database `side` (0 empty, 1 big); returns its wall time.
    fn run(&self, db: &Path, side: usize) -> Duration {
        for args in &self.before[side] {
            run_ok(db, args);
        }
        let args = &self.args[side];
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
        for args in &self.after[side] {
            run_ok(db, args);
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
/// for again, or was written by another schema or generator (its `VERSION`, or any change to it).
fn cached_history(rounds: u64, regenerate: bool) -> PathBuf {
    let fingerprint = fnv1a(&[
        include_str!("../schema/0001_init.sql"),
        include_str!("../examples/generate_history.rs"),
    ]);
    let prefix = format!("history-{rounds}-");
    let path = Path::new(CACHE_DIR).join(format!(
        "{prefix}v{}-{fingerprint:016x}.db",
        generate_history::VERSION
    ));
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
    let mut summary = generate_history::generate(rounds, 1, &partial, true)
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

/// A finished match of `game` from the middle of the finished part of the history, with its
/// rounds: preferably finished (not abandoned), of 4 players and about 50 rounds (10 op en neer:
/// played to its last round; Krumme10: in teams). `None` when the history has no finished match of
/// that game.
fn pick_old_match(db: &Path, game: GameId) -> Option<OldMatch> {
    let store = Store::open(db, Access::Read).expect("cannot open the copied history");
    store
        .read(|conn| -> Result<Option<OldMatch>, StoreError> {
            let newest = conn
                .latest_unfinished()
                .expect("cannot read the history")
                .expect("the history has no match in progress");
            let middle = (newest * 2 / 3 / 2).max(1);
            let full = updown::rounds_in_match(UPDOWN_PEAK);
            let fits = |info: &MatchInfo, close: bool| {
                let typical = info.status == Status::Finished
                    && match game.id() {
                        "updown" => info.rounds == full,
                        "krumme10" => {
                            (45..=55).contains(&info.rounds) && info.options["teams"] == true
                        }
                        _ => (45..=55).contains(&info.rounds),
                    };
                info.game == game
                    && info.status != Status::InProgress
                    && info.rounds > 0
                    && (!close || (info.players.len() == 4 && typical))
            };
            let Some(info) = [true, false].into_iter().find_map(|close| {
                (middle..=newest).find_map(|id| {
                    conn.load_match(id)
                        .expect("cannot read a match of the history")
                        .filter(|info| fits(info, close))
                })
            }) else {
                return Ok(None);
            };
            let rounds = conn
                .rounds_of(&info, false)
                .expect("cannot read the rounds");
            Ok(Some(OldMatch { info, rounds }))
        })
        .expect("cannot read the history")
}

struct OldMatch {
    info: MatchInfo,
    rounds: Vec<RoundRecord>,
}

/// Plays `old` again into `db` through the binary, as a table would type it; returns the match id.
fn replay(db: &Path, old: &OldMatch) -> i64 {
    let info = &old.info;
    let names = info.names();
    let mut new = vec![
        "--json".to_string(),
        "new".into(),
        info.game.id().into(),
        "--players".into(),
        names.join(","),
    ];
    match info.game.id() {
        "under10" => {
            let options: under10::Options =
                serde_json::from_value(info.options.clone()).expect("stored Under the 10 options");
            new.extend(["--end".into(), options.end.name().into()]);
            if options.bonus_cards {
                new.push("--bonus-cards".into());
            }
        }
        "updown" => {
            let options: updown::Options =
                serde_json::from_value(info.options.clone()).expect("stored 10 op en neer options");
            new.extend(["--peak".into(), options.peak.to_string()]);
            if options.hook {
                new.push("--hook".into());
            }
        }
        "pig10" => {
            // Pig 10 has no options: only check that they read as such.
            let _: pig10::Options =
                serde_json::from_value(info.options.clone()).expect("stored Pig 10 options");
        }
        "krumme10" => {
            let options: krumme10::Options =
                serde_json::from_value(info.options.clone()).expect("stored Krumme10 options");
            for (flag, on) in [
                ("--teams", options.teams),
                ("--long", options.long),
                ("--showdown", options.showdown),
            ] {
                if on {
                    new.push(flag.into());
                }
            }
        }
        "tenstuff" => {
            let options: tenstuff::Options =
                serde_json::from_value(info.options.clone()).expect("stored Tenstuff options");
            if options.casual {
                new.push("--casual".into());
            }
        }
        other => unreachable!("no {other} case here"),
    }
    let id = match_id(&run_ok(db, &new));
    for round in &old.rounds {
        match info.game.id() {
            "under10" => {
                let entry: under10::Entry =
                    serde_json::from_value(round.entry.clone().expect("a scored round"))
                        .expect("a stored entry is an Under the 10 entry");
                let mut args = vec!["round".to_string(), id.to_string()];
                for (name, hand) in names.iter().zip(&entry.hands) {
                    if let Some(hand) = hand {
                        args.push(format!("{name}={hand}"));
                    }
                }
                let (flag, seat) = match entry.ending {
                    under10::Ending::Call { seat } => ("--call", seat),
                    under10::Ending::Luck { seat } => ("--luck", seat),
                };
                args.push(flag.into());
                args.push(names[seat].clone());
                run_ok(db, &args);
            }
            "updown" => {
                let opening: updown::Opening =
                    serde_json::from_value(round.opening.clone().expect("an opened round"))
                        .expect("a stored opening is a 10 op en neer opening");
                let mut bid = vec!["bid".to_string(), id.to_string()];
                bid.extend(
                    names
                        .iter()
                        .zip(&opening.bids)
                        .map(|(n, b)| format!("{n}={b}")),
                );
                if let Some(trump) = opening.trump {
                    bid.extend(["--trump".into(), trump.name().into()]);
                }
                run_ok(db, &bid);
                if let Some(entry) = &round.entry {
                    let entry: updown::Entry = serde_json::from_value(entry.clone())
                        .expect("a stored entry is a 10 op en neer entry");
                    let mut args = vec!["round".to_string(), id.to_string()];
                    args.extend(
                        names
                            .iter()
                            .zip(&entry.tricks)
                            .map(|(n, t)| format!("{n}={t}")),
                    );
                    run_ok(db, &args);
                }
            }
            "pig10" | "krumme10" => {
                let stored = round.entry.clone().expect("a scored round");
                let values: Vec<u32> = if info.game == pig10::ID {
                    serde_json::from_value::<pig10::Entry>(stored)
                        .expect("a stored entry is a Pig 10 entry")
                        .cards
                } else {
                    serde_json::from_value::<krumme10::Entry>(stored)
                        .expect("a stored entry is a Krumme10 entry")
                        .points
                };
                let mut args = vec!["round".to_string(), id.to_string()];
                args.extend(names.iter().zip(&values).map(|(n, v)| format!("{n}={v}")));
                run_ok(db, &args);
            }
            "tenstuff" => {
                let entry: tenstuff::Entry =
                    serde_json::from_value(round.entry.clone().expect("a scored round"))
                        .expect("a stored entry is a Tenstuff entry");
                let order: Vec<&str> = entry.order.iter().map(|&s| names[s].as_str()).collect();
                let args = [
                    "round".to_string(),
                    id.to_string(),
                    "--order".into(),
                    order.join(","),
                ];
                run_ok(db, &args);
            }
            other => unreachable!("no {other} case here"),
        }
    }
    let shown: Value = serde_json::from_str(&run_ok(db, &["--json", "standings", &id.to_string()]))
        .expect("standings --json is JSON");
    if shown["status"] == "in-progress" {
        // The history ended it as `tenscore finish` does.
        let mut finish = vec!["finish".to_string(), id.to_string()];
        if info.status == Status::Abandoned {
            finish.push("--abandon".into());
        }
        run_ok(db, &finish);
    }
    id
}

/// The options stored with a match.
fn options_of(db: &Path, id: i64) -> Value {
    let store = Store::open(db, Access::Read).expect("cannot open the database");
    store
        .read(|r| r.load_match(id))
        .expect("cannot read a match")
        .expect("the match is there")
        .options
}

/// A new match of `game` (not 10 op en neer) of the four players at the table, with a few rounds
/// recorded; returns its id. Krumme10 is played in teams.
fn fresh(db: &Path, game: GameId) -> i64 {
    let players = TABLE.join(",");
    let mut new = vec!["--json", "new", game.id(), "--players", &players];
    if game == krumme10::ID {
        new.push("--teams");
    }
    let id = match_id(&run_ok(db, &new));
    for round in 0..SETUP_ROUNDS {
        let mut args = vec!["round".to_string(), id.to_string()];
        match game.id() {
            "under10" => {
                let caller = round % TABLE.len();
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
            }
            // At most 5 + 9 + 13 + 17 = 44 of the 80 cards.
            "pig10" => args.extend(
                (0..TABLE.len())
                    .map(|seat| format!("{}={}", TABLE[seat], 5 + 4 * ((seat + round) % 4))),
            ),
            "krumme10" => args.extend(
                (0..TABLE.len())
                    .map(|seat| format!("{}={}", TABLE[seat], 3 * ((2 * seat + round) % 7))),
            ),
            // The table in turn, from a seat that moves on every deal; every other deal the last
            // is left out.
            "tenstuff" => {
                let mut order: Vec<&str> = (0..TABLE.len())
                    .map(|k| TABLE[(round + k) % TABLE.len()])
                    .collect();
                if round % 2 == 1 {
                    order.pop();
                }
                args.extend(["--order".to_string(), order.join(",")]);
            }
            "updown" => unreachable!("10 op en neer is made by fresh_updown"),
            other => unreachable!("no {other} case here"),
        }
        run_ok(db, &args);
    }
    id
}

/// A new 10 op en neer match of the four players at the table, with the hook, with a few rounds bid
/// and recorded (the trump given every other round); returns its id.
fn fresh_updown(db: &Path) -> i64 {
    let players = TABLE.join(",");
    let id = match_id(&run_ok(
        db,
        &["--json", "new", "updown", "--players", &players, "--hook"],
    ));
    for seq in 1..=UPDOWN_SETUP_ROUNDS {
        let mut bid = vec!["bid".to_string(), id.to_string()];
        bid.extend(table_entries(&table_bids(seq)));
        if seq % 2 == 0 {
            bid.extend(["--trump".to_string(), "spades".to_string()]);
        }
        run_ok(db, &bid);
        let mut round = vec!["round".to_string(), id.to_string()];
        round.extend(table_entries(&table_tricks(seq)));
        run_ok(db, &round);
    }
    id
}

/// `NAME=N` for each seat at the table.
fn table_entries(values: &[u32]) -> Vec<String> {
    TABLE
        .iter()
        .zip(values)
        .map(|(name, value)| format!("{name}={value}"))
        .collect()
}

/// The table's bids in round `seq` of the fresh 10 op en neer match, in seating order: about a
/// fair share each, in bidding order, the last bidder keeping to the hook.
fn table_bids(seq: u32) -> Vec<u32> {
    let cards = updown::cards_in_round(UPDOWN_PEAK, seq);
    let seats = TABLE.len();
    let mut bids = vec![0; seats];
    let mut so_far = Vec::new();
    for (turn, seat) in updown::bidding_order(seats, seq).into_iter().enumerate() {
        let wanted = (cards + turn as u32) / seats as u32;
        let allowed = updown::allowed_bids(cards, seats, true, &so_far).expect("a table of four");
        let bid = *allowed
            .iter()
            .min_by_key(|&&bid| (bid.abs_diff(wanted), bid))
            .expect("a bid is allowed");
        bids[seat] = bid;
        so_far.push(bid);
    }
    bids
}

/// The tricks the table takes in round `seq`: the bids, made to add up to the cards from the
/// first seat on (so some bids are hit and some missed).
fn table_tricks(seq: u32) -> Vec<u32> {
    let cards = updown::cards_in_round(UPDOWN_PEAK, seq);
    let mut tricks = table_bids(seq);
    let seats = tricks.len();
    let mut turn = 0;
    while tricks.iter().sum::<u32>() < cards {
        tricks[turn % seats] += 1;
        turn += 1;
    }
    while tricks.iter().sum::<u32>() > cards {
        let seat = turn % seats;
        tricks[seat] = tricks[seat].saturating_sub(1);
        turn += 1;
    }
    tricks
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
