//! Whole-process benchmark of the commands a table uses (DESIGN section 6): each command is run as
//! the real release binary against an empty database and against two generated histories of
//! 1,000,000 rounds over 20,000 matches of all five games, in the same run, interleaved; each
//! history must stay within 1.1x of the empty database. The two histories hold the same kind of
//! matches in two shapes: contiguous (each match's rows written together) and interleaved (200
//! matches in progress at once, their rounds written in turn, as when several tables or evenings
//! share one file, so a match's rows lie scattered). One table is printed for each, with the bytes
//! per round of the history.
//!
//! ```text
//! cargo bench --bench commands                       # 1,000,000 rounds, 40 runs per case
//! TENSCORE_BENCH_ROUNDS=100000 cargo bench --bench commands
//! cargo bench --bench commands -- --rounds 100000 --runs 60 --regenerate
//! cargo bench --bench commands -- --rounds 100000 --per-round   # start-up and show per round only
//! cargo bench --bench commands -- --only new,finish      # only these cases (whole words)
//! TENSCORE_BENCH_BEFORE=/path/to/an/older/tenscore cargo bench --bench commands
//! ```
//!
//! Before and after in one run (`TENSCORE_BENCH_BEFORE`, `commands/older.rs`): the older build
//! gets databases of its own holding the same histories (exported by this build, imported by it)
//! and the same preparation through its own program; every case, the start-up and the rows per
//! round run for both builds in turn, and its medians and ratios are printed beside this build's
//! (not held to the budgets). `--only TEXT[,TEXT...]` (or `TENSCORE_BENCH_ONLY`) measures only the
//! cases whose name holds one of the texts as whole words, the start-up row when one is
//! `start-up` and the rows per round when one is `per round`, without export, import, pooling
//! and scale.
//!
//! The histories (a fifth of the matches of each game) are generated once (by
//! `examples/generate_history.rs`, included below, without and with `--interleave 200`) and kept
//! in `target/tmp/`; they are generated again when asked (`--regenerate` or
//! `TENSCORE_BENCH_REGENERATE=1`) or when the schema, the store's queries or the generator changed
//! (the interleaving, the generator's `VERSION`, the schema version and a hash of `schema/*.sql`,
//! `src/store/queries/*.rs` and the generator are in the file name). Each run works on a
//! copy.
//!
//! The floor: `examples/bare_floor.rs`, a bare rusqlite program doing the SQL of `standings`,
//! `round` and `show` of one match (its statements copied from the store's queries, one constant
//! each), opening the file with the store's pragmas and printing the rows minimally. It is a
//! separate small program, not a mode of this binary, so that its start costs what a small
//! program's does; the benchmark builds it at start with `cargo build --example bare_floor` (with
//! the benchmark's own profile) in the same target folder, since `cargo bench` does not build
//! examples. Every `standings`, `round` and `show` case also times the floor on both databases,
//! between the same untimed commands, and the table shows tenscore over the floor on the history
//! next to the history over the empty database, for information.
//!
//! `show` near the floor (`commands/near_floor.rs`): start-up, `tenscore --version` timed against
//! a hello-world Rust program built with the same release profile (in `target/tmp/hello-world`),
//! ten runs of each, in turn, for every run of the cases, within 1.3x; and the work per round of
//! `show` in each history, (cost at 112 rounds − cost at 20) over the floor's, within 1.3x in
//! instructions (callgrind, where installed) and in time, `--json show` within 1.5x of the text.
//! Both print their instruction counts where callgrind is present. And each history must take at
//! most 300 bytes per round.
//!
//! The cases, in each database:
//!
//! - For every game, a fresh match in progress of the four players at the table (created with
//!   `tenscore new`, 20 rounds recorded; 10 op en neer 8 rounds bid and recorded), which is what a
//!   table records into: `round` (a valid round, withdrawn again with `tenscore undo` outside the
//!   timing so the match never moves on), `standings` and `show`, each naming the match; then
//!   `standings` and `show` of a finished match from the middle of the history (and, for Under the
//!   10, of the finished match nearest 112 rounds, as issue 13 names it) against its twin in
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
//! The empty database is one for both histories: it holds the same fresh matches and the twins of
//! both histories' finished matches. Every match in progress must show the same after the runs as
//! before. Below each table it names the cases whose timed runs read from the disk (`getrusage` of
//! the child), with how many on each database: the runs are meant to find the files in the file
//! cache, and a machine that pages out what it finds idle can take a page back between two runs.
//!
//! A case's ratio (the column `ratio`, held to the budget) is the median of its runs' ratios,
//! each run on the history over the run on the empty database made right before or after it
//! (`paired_ratio`): a stretch in which the machine is busier slows both runs of a pair, which
//! the ratio of the pair cancels. The ratio of the two medians is printed beside it (`of med`).
//! The rows per round take the median of the paired differences likewise. Where callgrind is
//! present, the last column (`instr`) is one run's instructions on the history over one run's on
//! the empty database, for information: what the program does more as the file grows, without
//! what the disk adds; the budget is the time's. Exit status 1 when a
//! command is over its budget (1.1x of the empty database on either history; the start-up and
//! per-round budgets above), so it can gate a change. Run as a test (`cargo test
//! --benches`), it only checks on 2,000 rounds, one run each, that every case works.
//!
//! It ends with the export and import of the contiguous history, and with pooling tables
//! (`commands/pooling.rs`: a second table's 1,000 matches interleaved with 1,000 stored, under
//! 2 s; 10,000 matches shuffled, within 2x of in order); `-- --pooling` runs only those; and with
//! `stats`, `stats --all` and `player list` at 20,000 players against 20 (`commands/scale.rs`).
//! `-- --per-round` runs only the start-up and the per-round rows of `show` on both histories
//! (`cargo bench --bench commands -- --rounds 100000 --per-round`), exit status 1 when over.

// Benchmark code: a panic is the failure report, so unwrap, expect and panic are fine here.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[path = "support/before.rs"]
mod before;
#[path = "../examples/generate_history.rs"]
#[allow(dead_code)]
mod generate_history;
#[path = "commands/near_floor.rs"]
mod near_floor;
#[path = "commands/older.rs"]
mod older;
#[path = "commands/pooling.rs"]
mod pooling;
#[path = "commands/runs.rs"]
mod runs;
#[path = "commands/scale.rs"]
mod scale;

use std::cell::Cell;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;
use tenscore::games::tricks::Trump;
use tenscore::games::{GameId, krumme10, pig10, tenstuff, under10, updown};
use tenscore::store::{Access, MatchInfo, RoundRecord, RoundsWanted, Status, Store, StoreError};

/// The release binary cargo built for this benchmark.
const BIN: &str = env!("CARGO_BIN_EXE_tenscore");
/// `target/tmp`: where the generated history is kept between runs.
const CACHE_DIR: &str = env!("CARGO_TARGET_TMPDIR");
/// DESIGN section 6: every command a table uses (`new`, `bid`, `round`, `undo`, `finish`,
/// `standings`, `show` of one match, `check`) within 1.1x of the empty database.
const BUDGET: f64 = 1.1;
/// DESIGN section 6: `stats`, `history` and `check history --match M` within 2x of the empty
/// database (and so `player list`, which reads as they do).
const LOOK_BACK_BUDGET: f64 = 2.0;
/// The issue "Looking back": `show --chart` of a match within 1.5x of its `show`.
const CHART_BUDGET: f64 = 1.5;
/// Runs of `--version` and of the hello-world program for each run of the other cases: one
/// start is a millisecond, so it takes many to see a tenth of one.
const START_RUNS_PER_RUN: usize = 10;
/// DESIGN section 6: at most this many bytes per round on disk.
const BYTES_PER_ROUND: f64 = 300.0;
/// Matches in progress at once in the interleaved history (issue 13: "200 matches in progress at
/// once").
const INTERLEAVE: usize = 200;
/// The length of the long finished Under the 10 match whose `show` is timed (issue 13: "show of a
/// finished 112-round match"): the one nearest it.
const LONG_ROUNDS: u32 = 112;
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
    /// `--pooling`: only the imports of pooled tables (`commands/pooling.rs`).
    pooling_only: bool,
    /// `--per-round`: only start-up and `show`'s work per round (`commands/near_floor.rs`).
    per_round_only: bool,
    /// `--only TEXT[,TEXT...]`: only the rows whose name holds one of the texts as whole words
    /// (empty: all).
    only: Vec<String>,
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
        runs: env("TENSCORE_BENCH_RUNS").map_or(if gate { 40 } else { 1 }, |v| {
            number(&v, "TENSCORE_BENCH_RUNS") as usize
        }),
        regenerate: env("TENSCORE_BENCH_REGENERATE").is_some_and(|v| v != "0"),
        gate,
        pooling_only: false,
        per_round_only: false,
        only: env("TENSCORE_BENCH_ONLY").map_or_else(Vec::new, |v| only_texts(&v)),
    };
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--rounds" => config.rounds = number(&args.next().unwrap_or_default(), "--rounds"),
            "--runs" => config.runs = number(&args.next().unwrap_or_default(), "--runs") as usize,
            "--regenerate" => config.regenerate = true,
            "--pooling" => config.pooling_only = true,
            "--per-round" => config.per_round_only = true,
            "--only" => config.only = only_texts(&args.next().unwrap_or_default()),
            "--bench" => {}
            other => panic!(
                "unknown argument '{other}'; this benchmark takes --rounds N, --runs N, \
                 --regenerate, --pooling, --per-round and --only TEXT[,TEXT...] (only the cases \
                 whose name holds one of the texts as whole words, e.g. `new,finish`; `start-up` \
                 and `per round` name those rows; export, import, pooling and scale are left \
                 out), or TENSCORE_BENCH_ROUNDS, TENSCORE_BENCH_RUNS, \
                 TENSCORE_BENCH_REGENERATE=1 and TENSCORE_BENCH_ONLY=TEXT[,TEXT...]; \
                 TENSCORE_BENCH_BEFORE=/path/to/an/older/tenscore measures that build beside"
            ),
        }
    }
    assert!(
        config.rounds > 0 && config.runs > 0,
        "rounds and runs must be at least 1"
    );
    config
}

/// The texts of `--only`, split at commas.
fn only_texts(list: &str) -> Vec<String> {
    let texts: Vec<String> = list
        .split(',')
        .map(str::trim)
        .filter(|text| !text.is_empty())
        .map(String::from)
        .collect();
    assert!(!texts.is_empty(), "--only TEXT[,TEXT...], not '{list}'");
    texts
}

impl Config {
    /// Whether the row `name` is measured: every row, or with `--only` those whose name holds
    /// one of its texts as whole words (so `finish` is the `finish` case, not every finished
    /// match's).
    fn wants(&self, name: &str) -> bool {
        self.only.is_empty() || self.only.iter().any(|text| holds_words(name, text))
    }
}

/// Whether `text` occurs in `name` with no letter or digit right before or after it.
fn holds_words(name: &str, text: &str) -> bool {
    let word = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
    name.match_indices(text).any(|(at, _)| {
        !word(name[..at].chars().next_back()) && !word(name[at + text.len()..].chars().next())
    })
}

fn number(text: &str, what: &str) -> u64 {
    text.replace(['_', ','], "")
        .parse()
        .unwrap_or_else(|_| panic!("{what} must be a whole number, not '{text}'"))
}

fn main() -> ExitCode {
    let config = config();
    if config.pooling_only {
        return pooling_only(&config);
    }
    if config.per_round_only {
        return per_round_only(&config);
    }
    let older_bin = before::program().map(PathBuf::from);
    let floor_bin = build_floor();
    let hello_bin = near_floor::build_hello_world();
    let callgrind = near_floor::callgrind_present();
    let work = tempfile::Builder::new()
        .prefix("tenscore-bench-")
        .tempdir_in(CACHE_DIR)
        .expect("cannot create a temporary folder in target/tmp");
    let empty = work.path().join("empty.db");
    let histories: Vec<History> = [(1, "contiguous"), (INTERLEAVE, "interleaved")]
        .into_iter()
        .map(|(interleave, label)| {
            let cached = cached_history(config.rounds, interleave, config.regenerate);
            let db = work.path().join(format!("{label}.db"));
            let copying = Instant::now();
            std::fs::copy(&cached, &db).expect("cannot copy the generated history");
            let bytes = std::fs::metadata(&db).map(|m| m.len()).unwrap_or(0);
            println!(
                "copied the {label} history ({:.0} MB) in {:.1} s",
                bytes as f64 / 1e6,
                copying.elapsed().as_secs_f64()
            );
            History {
                label,
                interleave,
                db,
                generated: cached,
                bytes,
            }
        })
        .collect();

    // From each history, a finished match of each game from its middle and the finished Under the
    // 10 match nearest 112 rounds, each with its twin in the empty database.
    let twins: Vec<Vec<Twin>> = histories
        .iter()
        .map(|history| twins_of(&empty, history))
        .collect();
    // The rows per round: two matches in progress in each history, made before the fresh ones.
    let per_round: Vec<near_floor::PerRound> = histories
        .iter()
        .filter(|_| config.wants(near_floor::PER_ROUND))
        .filter_map(|history| {
            near_floor::prepare(Path::new(BIN), history.label, &history.db, &history.db)
        })
        .collect();
    let labels: Vec<&str> = histories.iter().map(|h| h.label).collect();
    let mut ours = runs::Prepared::new(
        Path::new(BIN),
        &floor_bin,
        &empty,
        histories.iter().map(|h| h.db.clone()).collect(),
        &labels,
        &twins,
        "",
    );
    // The older build (`TENSCORE_BENCH_BEFORE`): its own databases holding the same histories,
    // prepared the same way with its own program.
    let (mut older, older_per_round) = match older_bin {
        Some(bin) => {
            let (prepared, per_round) = older::prepare(
                &bin,
                work.path(),
                &histories,
                &twins,
                &per_round,
                &floor_bin,
            );
            (Some(prepared), per_round)
        }
        None => (None, per_round.iter().map(|_| None).collect()),
    };
    for cases in ours
        .tables
        .iter_mut()
        .chain(older.iter_mut().flat_map(|o| &mut o.tables))
    {
        cases.retain(|case| config.wants(&case.name));
    }
    let tables = &ours.tables;
    let older_tables = older.as_ref().map(|older| older.tables.as_slice());
    let shown = ours.snapshot();
    let older_shown = older.as_ref().map(runs::Prepared::snapshot);
    let mut times = runs::time_cases(tables, older_tables, config.runs);
    // Beside each row, its instructions on the history over those on the empty database: what the
    // program does more, without what the disk adds to the time.
    let counts: Vec<Option<Vec<[u64; 2]>>> = tables
        .iter()
        .map(|cases| callgrind.then(|| cases.iter().map(Case::instructions).collect()))
        .collect();
    assert_eq!(
        shown,
        ours.snapshot(),
        "the matches in progress changed during the runs: a timed command was not undone"
    );
    if let (Some(older), Some(shown)) = (&older, older_shown) {
        assert_eq!(
            shown,
            older.snapshot(),
            "the older build's matches in progress changed during the runs"
        );
    }

    println!(
        "\ntenscore {} whole-process times, {} runs per case, {} cores; empty database against \
         each history of {} rounds in {} matches (DESIGN: at most {BYTES_PER_ROUND:.0} bytes per \
         round); the floor is a bare rusqlite program doing the same SQL (examples/bare_floor.rs)",
        env!("CARGO_PKG_VERSION"),
        config.runs,
        std::thread::available_parallelism().map_or(0, |n| n.get()),
        config.rounds,
        (config.rounds / generate_history::ROUNDS_PER_MATCH).max(1),
    );
    let mut over = Vec::new();
    if config.wants(near_floor::START_UP) {
        over.extend(near_floor::report_start(
            &hello_bin,
            older.as_ref().map(|older| older.bin.as_path()),
            config.runs * START_RUNS_PER_RUN,
            callgrind,
        ));
    }
    for (measured, older) in per_round.iter().zip(&older_per_round) {
        over.extend(near_floor::report_per_round(
            &floor_bin,
            measured,
            older.as_ref(),
            config.runs,
            callgrind,
            config.gate,
        ));
    }
    for (((history, cases), timings), counts) in
        (histories.iter().zip(tables).zip(&mut times)).zip(&counts)
    {
        println!(
            "\n{} history ({}): {:.0} MB, {:.0} bytes per round\n",
            history.label,
            generate_history::shape_of(history.interleave),
            history.bytes as f64 / 1e6,
            history.bytes as f64 / config.rounds as f64
        );
        let per_round = history.bytes as f64 / config.rounds as f64;
        if config.gate && per_round > BYTES_PER_ROUND {
            over.push(format!(
                "{} history {per_round:.0} bytes per round",
                history.label
            ));
        }
        over.extend(report(history.label, cases, timings, counts.as_deref()));
    }
    // `--only` measures the rows it names, none of these.
    if config.only.is_empty() {
        export_and_import(&histories[0], work.path());
        over.extend(pooling::pooling(work.path(), config.gate));
        over.extend(scale::scale(
            work.path(),
            config.rounds,
            config.runs,
            config.regenerate,
            config.gate,
        ));
    }
    drop(work);
    if !config.gate {
        println!("\nrun as a test: every case works (measure with `cargo bench --bench commands`)");
        return ExitCode::SUCCESS;
    }
    if over.is_empty() {
        println!(
            "\nevery command is within its budget of the empty database ({BUDGET}x; looking back \
             {LOOK_BACK_BUDGET}x), `--version` within {}x of hello-world, `show` per round \
             within {}x of the floor (--json {}x of show), each chart within {CHART_BUDGET}x of \
             its `show`, and pooling tables within its aims",
            near_floor::START_BUDGET,
            near_floor::PER_ROUND_BUDGET,
            near_floor::JSON_BUDGET
        );
        ExitCode::SUCCESS
    } else {
        println!(
            "\nover budget ({BUDGET}x of the empty database, looking back {LOOK_BACK_BUDGET}x; \
             `--version` {}x of hello-world; `show` per round {}x of the floor, --json {}x of \
             show; a chart {CHART_BUDGET}x of its `show`; pooling: a second table 2 s, shuffled \
             2x of in order): {}",
            near_floor::START_BUDGET,
            near_floor::PER_ROUND_BUDGET,
            near_floor::JSON_BUDGET,
            over.join(", ")
        );
        ExitCode::FAILURE
    }
}

/// `--pooling`: only the imports of pooled tables, timed and checked against their aims.
fn pooling_only(config: &Config) -> ExitCode {
    let work = tempfile::Builder::new()
        .prefix("tenscore-bench-")
        .tempdir_in(CACHE_DIR)
        .expect("cannot create a temporary folder in target/tmp");
    let over = pooling::pooling(work.path(), config.gate);
    if over.is_empty() {
        return ExitCode::SUCCESS;
    }
    println!("\nover its aim: {}", over.join(", "));
    ExitCode::FAILURE
}

/// `--per-round`: only start-up against hello-world and `show`'s work per round in both
/// histories, checked against their budgets.
fn per_round_only(config: &Config) -> ExitCode {
    let floor_bin = build_floor();
    let hello_bin = near_floor::build_hello_world();
    let callgrind = near_floor::callgrind_present();
    let work = tempfile::Builder::new()
        .prefix("tenscore-bench-")
        .tempdir_in(CACHE_DIR)
        .expect("cannot create a temporary folder in target/tmp");
    let older_bin = before::program().map(PathBuf::from);
    let mut over = near_floor::report_start(
        &hello_bin,
        older_bin.as_deref(),
        config.runs * START_RUNS_PER_RUN,
        callgrind,
    );
    for (interleave, label) in [(1, "contiguous"), (INTERLEAVE, "interleaved")] {
        let cached = cached_history(config.rounds, interleave, config.regenerate);
        let db = work.path().join(format!("{label}.db"));
        std::fs::copy(&cached, &db).expect("cannot copy the generated history");
        let history = History {
            label,
            interleave,
            db,
            generated: cached,
            bytes: 0,
        };
        if let Some(measured) = near_floor::prepare(Path::new(BIN), label, &history.db, &history.db)
        {
            let older = older_bin
                .as_deref()
                .and_then(|bin| older::per_round_only(bin, work.path(), &history));
            over.extend(near_floor::report_per_round(
                &floor_bin,
                &measured,
                older.as_ref(),
                config.runs,
                callgrind,
                config.gate,
            ));
        }
    }
    drop(work);
    if !config.gate || over.is_empty() {
        return ExitCode::SUCCESS;
    }
    println!(
        "\nover budget (`--version` {}x of hello-world; `show` per round {}x of the floor, --json \
         {}x of show): {}",
        near_floor::START_BUDGET,
        near_floor::PER_ROUND_BUDGET,
        near_floor::JSON_BUDGET,
        over.join(", ")
    );
    ExitCode::FAILURE
}

/// A generated history, copied to work on.
struct History {
    label: &'static str,
    /// Matches in progress at once while it was written (1: contiguous).
    interleave: usize,
    db: PathBuf,
    /// The generated history as written, before any timed command (the floor program's rounds,
    /// withdrawn again, carry entries of its own that no game reads back).
    generated: PathBuf,
    bytes: u64,
}

/// A finished match of a history and its twin replayed into the empty database.
struct Twin {
    game: GameId,
    twin: i64,
    old: i64,
    rounds: u32,
    /// The match as the history holds it, to replay again for the older build.
    picked: OldMatch,
}

/// The wall times of one case, by side (0 empty, 1 the history): tenscore's, the floor's and the
/// older build's (`TENSCORE_BENCH_BEFORE`; empty without it).
#[derive(Default)]
struct Timings {
    tenscore: [Vec<Duration>; 2],
    floor: [Vec<Duration>; 2],
    before: [Vec<Duration>; 2],
}

/// The finished matches of `history` whose `standings` and `show` are timed, each replayed into
/// `empty` (and checked to show the same there).
fn twins_of(empty: &Path, history: &History) -> Vec<Twin> {
    let mut picked: Vec<(GameId, OldMatch)> = Vec::new();
    for game in GameId::all() {
        match pick_old_match(&history.db, game) {
            Some(old) => picked.push((game, old)),
            None => println!(
                "the {} history has no finished {game} match: its finished-match cases are left \
                 out",
                history.label
            ),
        }
    }
    if let Some(long) = pick_long_match(&history.db)
        && !picked.iter().any(|(_, old)| old.info.id == long.info.id)
    {
        picked.push((under10::ID, long));
    }
    // In registry order, the long match beside the other Under the 10 one.
    picked.sort_by_key(|(game, _)| GameId::all().position(|g| g == *game));
    picked
        .into_iter()
        .map(|(game, old)| {
            let in_history = old.info.id;
            let twin = twin_of(Path::new(BIN), empty, &history.db, in_history, old);
            assert_eq!(
                options_of(empty, twin.twin),
                twin.picked.info.options,
                "match {in_history} of the {} history has other options than its replay",
                history.label
            );
            println!(
                "empty database: match {} replays {game} match {in_history} of the {} history \
                 ({} rounds, {} players, {})",
                twin.twin,
                history.label,
                twin.rounds,
                twin.picked.info.players.len(),
                twin.picked.info.status.as_str()
            );
            twin
        })
        .collect()
}

/// Replays `picked` with the program `bin` into `empty` and checks that the twin shows the same
/// as match `old` of the history `history` (the one picked, or its copy in the older build's
/// database).
fn twin_of(bin: &Path, empty: &Path, history: &Path, old: i64, picked: OldMatch) -> Twin {
    let twin = replay(bin, empty, &picked);
    let twin_json = run_ok_of(bin, empty, &["--json", "show", &twin.to_string()]);
    let old_json = run_ok_of(bin, history, &["--json", "show", &old.to_string()]);
    assert_eq!(
        comparable(&twin_json),
        comparable(&old_json),
        "match {old} of {} differs from its replay through the commands of {}",
        history.display(),
        bin.display()
    );
    Twin {
        game: picked.info.game,
        twin,
        old,
        rounds: picked.info.rounds,
        picked,
    }
}

/// Every case of the program `bin` against one history: `dbs` are the empty database and the
/// history; `named` the fresh matches named by id, `updown` the fresh 10 op en neer match, `twins`
/// the finished ones.
fn cases_for(
    bin: &Path,
    floor_bin: &Path,
    dbs: [PathBuf; 2],
    named: &[(GameId, [i64; 2])],
    updown: [i64; 2],
    twins: &[Twin],
) -> Vec<Case> {
    let finished_of = |game: GameId| -> Vec<Case> {
        twins
            .iter()
            .filter(|twin| twin.game == game)
            .flat_map(finished_cases)
            .collect()
    };
    let mut cases = Vec::new();
    for &(game, ids) in named {
        cases.push(
            Case::per_db(format!("round ({game} in progress)"), ids, |id| {
                let mut args = vec!["round".to_string(), id.to_string()];
                args.extend(strings(timed_round(game)));
                args
            })
            .floor(ids, |id| floor_round(Some(id)))
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
            })
            .floor(ids, |id| vec!["standings".into(), id.to_string()]),
            Case::per_db(format!("show ({game} in progress)"), ids, |id| {
                vec!["show".into(), id.to_string()]
            })
            .floor(ids, |id| vec!["show".into(), id.to_string()]),
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
            .floor_same(floor_round(None))
            .before(updown, |id| {
                let mut args = bid.clone();
                args.insert(1, id.to_string());
                args
            })
            .after(updown, |id| vec!["undo".into(), id.to_string()]),
        Case::same("standings (updown in progress)", strings(&["standings"]))
            .floor_same(strings(&["standings"])),
        Case::same("show (updown in progress)", strings(&["show"])).floor_same(strings(&["show"])),
    ]);
    cases.extend(finished_of(updown::ID));
    cases.push(Case::same("check updown", strings(check_of(updown::ID))));
    // Looking back over the whole file.
    cases.extend([
        Case::same("history", strings(&["history"])).budget(LOOK_BACK_BUDGET),
        Case::same(
            "history --game pig10",
            strings(&["history", "--game", "pig10"]),
        )
        .budget(LOOK_BACK_BUDGET),
        Case::same(
            "history --player Ann",
            strings(&["history", "--player", "Ann"]),
        )
        .budget(LOOK_BACK_BUDGET),
        Case::same("stats", strings(&["stats"])).budget(LOOK_BACK_BUDGET),
        Case::same("stats --player Ann", strings(&["stats", "--player", "Ann"]))
            .budget(LOOK_BACK_BUDGET),
        Case::same(
            "stats --vs Ann Bob",
            strings(&["stats", "--vs", "Ann", "Bob"]),
        )
        .budget(LOOK_BACK_BUDGET),
        Case::same("player list", strings(&["player", "list"])).budget(LOOK_BACK_BUDGET),
    ]);
    if let Some(twin) = twins.iter().find(|t| t.game == under10::ID) {
        let ids = [twin.twin, twin.old];
        cases.push(
            Case::per_db(
                format!("check history --match ({} rounds)", twin.rounds),
                ids,
                |id| strings(&["check", "history", "--match", &id.to_string()]),
            )
            .budget(LOOK_BACK_BUDGET),
        );
    }
    for case in &mut cases {
        case.bin = bin.to_path_buf();
        case.dbs = dbs.clone();
        case.floor_bin = floor_bin.to_path_buf();
    }
    cases
}

/// The floor's `round` into a match of the table (the newest in progress without an id): the
/// points given, as it does not score.
fn floor_round(id: Option<i64>) -> Vec<String> {
    let mut args = vec!["round".to_string()];
    args.extend(id.map(|id| id.to_string()));
    args.extend(["--points".to_string(), "4,3,5,2".to_string()]);
    args
}

/// Prints the table of one history, with the older build's medians and ratios beside where it
/// was measured; returns the cases over budget (this build's only).
/// The table of one history: each case's times on the empty database and on the history, their
/// paired ratio against its budget, the floor, and (`counts`, where callgrind is present) the
/// ratio of its instructions, for information: the budget is the time's. Returns the rows over.
fn report(
    label: &str,
    cases: &[Case],
    timings: &mut [Timings],
    counts: Option<&[[u64; 2]]>,
) -> Vec<String> {
    let width = cases.iter().map(|c| c.name.len()).max().unwrap_or(0);
    let with_older = timings.iter().any(|t| !t.before[0].is_empty());
    let (older_columns, older_above_floor) = older::headers(with_older);
    println!(
        "{:<width$} {}{:>9} {:>9}   {:>9} {:>9}   {:>6} {:>6} {:>6}   {:>9} {:>9} {:>6}   {}{:>7} {:>6}  {:>6}",
        "command",
        older_columns,
        "empty med",
        "p90",
        "big med",
        "p90",
        "of med",
        "ratio",
        "budget",
        "floor e",
        "floor b",
        "ratio",
        older_above_floor,
        "x floor",
        "budget",
        "instr"
    );
    let mut over = Vec::new();
    let mut medians: std::collections::HashMap<&str, f64> = std::collections::HashMap::new();
    for (index, (case, timings)) in cases.iter().zip(timings.iter_mut()).enumerate() {
        let [empty_times, big_times] = &mut timings.tenscore;
        // Before the runs are sorted: each run on the history against the run on the empty
        // database made right before or after it.
        let ratio = paired_ratio(empty_times, big_times);
        let (empty_median, empty_p90) = summary(empty_times);
        let (big_median, big_p90) = summary(big_times);
        let of_medians = big_median / empty_median;
        let older = with_older.then(|| {
            let paired = paired_ratio(&timings.before[0], &timings.before[1]);
            let [empty, big] = timings.before.each_mut().map(|t| summary(t).0);
            [empty, big, paired]
        });
        let mut verdict = "ok";
        if ratio > case.budget {
            over.push(format!(
                "{} on the {label} history ({ratio:.2}x)",
                case.name
            ));
            verdict = "OVER";
        }
        let floor = if timings.floor[0].is_empty() {
            String::new()
        } else {
            let (floor_empty, _) = summary(&mut timings.floor[0]);
            let (floor_big, _) = summary(&mut timings.floor[1]);
            let above_floor = big_median / floor_big;
            // Whole-process, for information: `show` is budgeted against the floor per round
            // (`commands/near_floor.rs`), as starting a process alone is more than a fifth of it.
            let budget = "-";
            format!(
                "{floor_empty:>6.2} ms {floor_big:>6.2} ms {:>6.2}   {}{above_floor:>7.2} {budget:>6}",
                floor_big / floor_empty,
                older::above_floor(older, floor_big)
            )
        };
        let floor = if floor.is_empty() {
            format!(
                "{:>9} {:>9} {:>6}   {}{:>7} {:>6}",
                "",
                "",
                "",
                older::above_floor(older, f64::NAN),
                "",
                ""
            )
        } else {
            floor
        };
        let instructions = counts.map_or(String::new(), |counts| {
            let [empty, big] = counts[index];
            format!("{:>6.2}", big as f64 / empty as f64)
        });
        println!(
            "{:<width$} {}{:>6.2} ms {:>6.2} ms   {:>6.2} ms {:>6.2} ms   {:>6.2} {:>6.2} {:>6.1}   {floor}  {instructions:>6}  {verdict}",
            case.name,
            older::medians(older),
            empty_median,
            empty_p90,
            big_median,
            big_p90,
            of_medians,
            ratio,
            case.budget
        );
        medians.insert(case.name.as_str(), big_median);
    }
    // A time that includes reads from the disk is the machine's as much as tenscore's: said
    // beside the table, so that a row is not judged on it unawares.
    let from_disk: Vec<String> = (cases.iter().zip(timings.iter()))
        .filter(|(case, _)| case.from_disk.iter().any(|n| n.get() > 0))
        .map(|(case, timings)| {
            format!(
                "  {}: {} of {} runs on the empty database, {} of {} on the history",
                case.name,
                case.from_disk[0].get(),
                timings.tenscore[0].len(),
                case.from_disk[1].get(),
                timings.tenscore[1].len()
            )
        })
        .collect();
    if !from_disk.is_empty() {
        println!(
            "timed runs that read from the disk (pages the file cache gave back):\n{}",
            from_disk.join("\n")
        );
    }
    // Each chart against the table of the same match, on the history.
    for case in cases
        .iter()
        .filter(|c| c.name.starts_with("show --chart ("))
    {
        let table = case.name.replacen("show --chart (", "show (", 1);
        let (Some(chart), Some(shown)) =
            (medians.get(case.name.as_str()), medians.get(table.as_str()))
        else {
            continue;
        };
        let ratio = chart / shown;
        let verdict = if ratio > CHART_BUDGET {
            over.push(format!(
                "{} on the {label} history ({ratio:.2}x its show)",
                case.name
            ));
            "OVER"
        } else {
            "ok"
        };
        println!(
            "{:<width$} {ratio:>6.2}x its show (budget {CHART_BUDGET:.1})  {verdict}",
            case.name
        );
    }
    over
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

/// `standings` and `show` of a finished match of the history against its twin, and the floor's.
fn finished_cases(twin: &Twin) -> [Case; 3] {
    let ids = [twin.twin, twin.old];
    let word = twin.game.round_word();
    let (game, rounds) = (twin.game, twin.rounds);
    [
        Case::per_db(format!("standings ({game} finished)"), ids, |id| {
            vec!["standings".into(), id.to_string()]
        })
        .floor(ids, |id| vec!["standings".into(), id.to_string()]),
        Case::per_db(
            format!("show ({game} finished, {rounds} {word}s)"),
            ids,
            |id| vec!["show".into(), id.to_string()],
        )
        .floor(ids, |id| vec!["show".into(), id.to_string()]),
        Case::per_db(
            format!("show --chart ({game} finished, {rounds} {word}s)"),
            ids,
            |id| vec!["show".into(), id.to_string(), "--chart".into()],
        ),
    ]
}

/// One timed command, with its arguments for each database (empty, big), and the untimed
/// commands run before and after it each time.
struct Case {
    name: String,
    /// The program timed: this build's, or the older build's (`TENSCORE_BENCH_BEFORE`).
    bin: PathBuf,
    /// The empty database and the history.
    dbs: [PathBuf; 2],
    args: [Vec<String>; 2],
    /// The floor's command doing the same SQL, if it has one (`standings`, `round`, `show`).
    floor: Option<[Vec<String>; 2]>,
    /// The floor program (`examples/bare_floor.rs`, built by `build_floor`).
    floor_bin: PathBuf,
    /// Run before the timed command, untimed (the bids that open the round the command closes).
    before: [Vec<Vec<String>>; 2],
    /// Run after it, untimed (`undo`, so the match never moves on).
    after: [Vec<Vec<String>>; 2],
    /// Its budget against the empty database.
    budget: f64,
    /// How many of its timed runs read from the disk, on each database: a page the file cache
    /// gave back (this machine pages out what it finds idle) costs a read from the disk there.
    from_disk: [Cell<usize>; 2],
}

impl Case {
    fn same(name: impl Into<String>, args: Vec<String>) -> Case {
        Case {
            name: name.into(),
            bin: PathBuf::new(),
            dbs: Default::default(),
            args: [args.clone(), args],
            floor: None,
            floor_bin: PathBuf::new(),
            before: [vec![], vec![]],
            after: [vec![], vec![]],
            budget: BUDGET,
            from_disk: Default::default(),
        }
    }

    /// The command for the match `ids[side]` of each database.
    fn per_db(name: impl Into<String>, ids: [i64; 2], args: impl Fn(i64) -> Vec<String>) -> Case {
        Case {
            name: name.into(),
            bin: PathBuf::new(),
            dbs: Default::default(),
            args: ids.map(args),
            floor: None,
            floor_bin: PathBuf::new(),
            before: [vec![], vec![]],
            after: [vec![], vec![]],
            budget: BUDGET,
            from_disk: Default::default(),
        }
    }

    /// A budget against the empty database other than [`BUDGET`].
    fn budget(mut self, budget: f64) -> Case {
        self.budget = budget;
        self
    }

    /// The floor's command for the match `ids[side]` of each database.
    fn floor(mut self, ids: [i64; 2], args: impl Fn(i64) -> Vec<String>) -> Case {
        self.floor = Some(ids.map(args));
        self
    }

    /// The same floor command in both databases.
    fn floor_same(mut self, args: Vec<String>) -> Case {
        self.floor = Some([args.clone(), args]);
        self
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

    /// Runs the command once on database `side` (0 empty, 1 the history); returns its wall
    /// time.
    fn run(&self, side: usize) -> Duration {
        let (elapsed, from_disk) = self.timed(
            side,
            tenscore_of(&self.bin, &self.dbs[side], &self.args[side]),
        );
        let count = &self.from_disk[side];
        count.set(count.get() + usize::from(from_disk));
        elapsed
    }

    /// The instructions of one run on the empty database and one on the history (callgrind),
    /// each between its untimed commands.
    fn instructions(&self) -> [u64; 2] {
        [0, 1].map(|side| {
            for args in &self.before[side] {
                run_ok_of(&self.bin, &self.dbs[side], args);
            }
            let counted =
                near_floor::instructions(tenscore_of(&self.bin, &self.dbs[side], &self.args[side]));
            for args in &self.after[side] {
                run_ok_of(&self.bin, &self.dbs[side], args);
            }
            counted
        })
    }

    /// Runs the floor's command once on database `side`, between the same untimed commands;
    /// returns its wall time, or `None` when the case has no floor.
    fn run_floor(&self, side: usize) -> Option<Duration> {
        let args = &self.floor.as_ref()?[side];
        let mut command = Command::new(&self.floor_bin);
        command.arg(&self.dbs[side]).args(args).stdin(Stdio::null());
        Some(self.timed(side, command).0)
    }

    /// Runs `command` between the untimed commands of database `side`; returns its wall time
    /// and whether it read from the disk.
    fn timed(&self, side: usize, mut command: Command) -> (Duration, bool) {
        let db = &self.dbs[side];
        for args in &self.before[side] {
            run_ok_of(&self.bin, db, args);
        }
        let read_before = blocks_read_by_children();
        let started = Instant::now();
        let output = command.output().expect("cannot start the timed program");
        let elapsed = started.elapsed();
        let from_disk = blocks_read_by_children() > read_before;
        assert!(
            output.status.success(),
            "`{command:?}` failed on {}: {}",
            db.display(),
            String::from_utf8_lossy(&output.stderr)
        );
        for args in &self.after[side] {
            run_ok_of(&self.bin, db, args);
        }
        (elapsed, from_disk)
    }
}

/// Writes out everything waiting to be written before a timed loop: the copies and imports just
/// made are still going to the disk, and a timed program would wait behind them (a `fsync`
/// behind their writes, any program behind the processor time their writing takes).
fn disk_at_rest() {
    nix::unistd::sync();
}

/// The blocks read from the disk by every child this process has waited for (`getrusage`); 0
/// where the system does not say.
fn blocks_read_by_children() -> i64 {
    nix::sys::resource::getrusage(nix::sys::resource::UsageWho::RUSAGE_CHILDREN)
        .map_or(0, |usage| usage.block_reads())
}

/// Builds the floor (`examples/bare_floor.rs`) with the profile of this benchmark, in its target
/// folder (cargo does not build examples for `cargo bench`, and holds no lock while a benchmark
/// runs); returns the program.
fn build_floor() -> PathBuf {
    let target_dir = Path::new(CACHE_DIR)
        .parent()
        .expect("target/tmp is in the target folder");
    let mut cargo = Command::new(env!("CARGO"));
    cargo
        .args(["build", "--example", "bare_floor", "--message-format=json"])
        .arg("--manifest-path")
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml"))
        .arg("--target-dir")
        .arg(target_dir)
        .args(["--profile", &bench_profile()])
        .stderr(Stdio::inherit());
    let output = cargo
        .output()
        .expect("cannot start cargo to build the floor");
    assert!(output.status.success(), "cargo could not build the floor");
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .filter(|message| message["target"]["name"] == "bare_floor")
        .find_map(|message| message["executable"].as_str().map(PathBuf::from))
        .expect("cargo built no bare_floor program")
}

/// The profile cargo built this benchmark with, read from the folder of the tenscore binary it
/// built beside it (`target/PROFILE/`, `debug` for dev): `release` for `cargo bench`, `testing`
/// for CI's `cargo test --benches --profile testing`, so the floor reuses that build.
fn bench_profile() -> String {
    let folder = Path::new(BIN)
        .parent()
        .and_then(Path::file_name)
        .and_then(|name| name.to_str())
        .expect("the tenscore binary is in target/PROFILE/");
    match folder {
        "debug" => "dev".to_string(),
        profile => profile.to_string(),
    }
}

fn tenscore<S: AsRef<std::ffi::OsStr>>(db: &Path, args: &[S]) -> Command {
    tenscore_of(Path::new(BIN), db, args)
}

/// The program `bin` (this build's or the older one's) on the database `db`.
fn tenscore_of<S: AsRef<std::ffi::OsStr>>(bin: &Path, db: &Path, args: &[S]) -> Command {
    let mut command = Command::new(bin);
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
    run_ok_of(Path::new(BIN), db, args)
}

/// Runs a setup command of the program `bin` that must succeed; returns its standard output.
fn run_ok_of<S: AsRef<std::ffi::OsStr>>(bin: &Path, db: &Path, args: &[S]) -> String {
    let output = tenscore_of(bin, db, args)
        .output()
        .unwrap_or_else(|e| panic!("cannot start {}: {e}", bin.display()));
    let shown: Vec<String> = args
        .iter()
        .map(|a| a.as_ref().to_string_lossy().into_owned())
        .collect();
    assert!(
        output.status.success(),
        "`{} {}` failed on {}: {}",
        bin.display(),
        shown.join(" "),
        db.display(),
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// Median and 90th percentile, in milliseconds.
/// The median of `big[i] / empty[i]`, each pair the runs of one case made one right after the
/// other (the order alternating): a stretch in which the machine is busier slows both runs of a
/// pair, which the ratio cancels, where the ratio of two medians taken apart kept it (session 55:
/// `finish` read 1.05x to 1.17x that way from run to run). `NAN` without runs.
fn paired_ratio(empty: &[Duration], big: &[Duration]) -> f64 {
    let mut ratios: Vec<f64> = empty
        .iter()
        .zip(big)
        .map(|(empty, big)| big.as_secs_f64() / empty.as_secs_f64().max(1e-9))
        .collect();
    median(&mut ratios).unwrap_or(f64::NAN)
}

/// The median of `values` (the mean of the middle two of an even count); `None` without any.
fn median(values: &mut [f64]) -> Option<f64> {
    values.sort_by(f64::total_cmp);
    let n = values.len();
    match n {
        0 => None,
        _ if n.is_multiple_of(2) => Some((values[n / 2 - 1] + values[n / 2]) / 2.0),
        _ => Some(values[n / 2]),
    }
}

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

/// The generated history for this many rounds written `interleave` matches at a time, generated
/// now if it is not there yet, was asked for again, or was written by another schema, store or
/// generator (its `VERSION`, the schema version, and a hash of `schema/*.sql`, the store's queries
/// and the generator are in the file name).
fn cached_history(rounds: u64, interleave: usize, regenerate: bool) -> PathBuf {
    let prefix = format!("history-{rounds}-i{interleave}-");
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
    // Older histories of this size and shape are stale now (and those named before there were
    // two shapes): remove them, they are big.
    let unshaped = format!("history-{rounds}-v");
    if let Ok(entries) = std::fs::read_dir(CACHE_DIR) {
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.starts_with(&prefix) || name.starts_with(&unshaped) {
                std::fs::remove_file(entry.path()).expect("cannot remove an old history");
            }
        }
    }
    let partial = path.with_extension("partial");
    // Left behind by an interrupted run.
    for stale in ["partial", "partial-wal", "partial-shm"] {
        let _ = std::fs::remove_file(path.with_extension(stale));
    }
    println!(
        "generating {rounds} rounds ({}) into {} ...",
        generate_history::shape_of(interleave),
        path.display()
    );
    let mut summary = generate_history::generate(rounds, interleave, &partial, true)
        .unwrap_or_else(|e| panic!("generating the history failed: {e:#}"));
    std::fs::rename(&partial, &path).expect("cannot move the generated history into place");
    summary.path = path.clone();
    println!("{summary}");
    path
}

/// A hash of what decides the history written: every schema step, the store's queries and the
/// generator, read from the source tree (so a new schema step counts without a change here).
fn fingerprint() -> u64 {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for (folder, extension) in [
        ("schema", "sql"),
        ("src/store/queries", "rs"),
        ("src/store", "rs"),
    ] {
        let entries = std::fs::read_dir(root.join(folder))
            .unwrap_or_else(|e| panic!("cannot list {folder}: {e}"));
        files.extend(
            entries
                .flatten()
                .map(|entry| entry.path())
                .filter(|path| path.extension().is_some_and(|e| e == extension)),
        );
    }
    files.sort();
    files.push(root.join("examples/generate_history.rs"));
    let texts: Vec<String> = files
        .iter()
        .map(|path| {
            let text = std::fs::read_to_string(path)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
            format!(
                "{}\n{text}",
                path.strip_prefix(root).unwrap_or(path).display()
            )
        })
        .collect();
    fnv1a(&texts.iter().map(String::as_str).collect::<Vec<_>>())
}

fn fnv1a(texts: &[&str]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in texts.iter().flat_map(|t| t.bytes()) {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

/// The finished (not abandoned) Under the 10 match of the history whose length is nearest
/// `LONG_ROUNDS`, with its rounds; `None` when there is none.
fn pick_long_match(db: &Path) -> Option<OldMatch> {
    let store = Store::open(db, Access::Read).expect("cannot open the copied history");
    store
        .read(|conn| -> Result<Option<OldMatch>, StoreError> {
            let newest = conn
                .latest_unfinished()
                .expect("cannot read the history")
                .expect("the history has no match in progress");
            let mut nearest: Option<MatchInfo> = None;
            for id in 1..=newest {
                let Some(info) = conn.load_match(id)? else {
                    continue;
                };
                let distance = |info: &MatchInfo| info.rounds.abs_diff(LONG_ROUNDS);
                if info.game == under10::ID
                    && info.status == Status::Finished
                    && nearest
                        .as_ref()
                        .is_none_or(|best| distance(&info) < distance(best))
                {
                    nearest = Some(info);
                }
            }
            let Some(info) = nearest else {
                return Ok(None);
            };
            let rounds = conn.rounds_of(&info, RoundsWanted::LIVE)?;
            Ok(Some(OldMatch { info, rounds }))
        })
        .expect("cannot read the history")
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
                .rounds_of(&info, RoundsWanted::LIVE)
                .expect("cannot read the rounds");
            Ok(Some(OldMatch { info, rounds }))
        })
        .expect("cannot read the history")
}

#[derive(Clone)]
struct OldMatch {
    info: MatchInfo,
    rounds: Vec<RoundRecord>,
}

/// Plays `old` again into `db` through the binary, as a table would type it; returns the match id.
fn replay(bin: &Path, db: &Path, old: &OldMatch) -> i64 {
    replay_first(bin, db, old, old.rounds.len(), true)
}

/// Plays the first `count` rounds of `old` again into `db` with the program `bin`; ends the match as the history did when
/// `end` (and the rounds left it in progress). Returns the match id.
fn replay_first(bin: &Path, db: &Path, old: &OldMatch, count: usize, end: bool) -> i64 {
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
    let id = match_id(&run_ok_of(bin, db, &new));
    for round in old.rounds.iter().take(count) {
        match info.game.id() {
            "under10" => {
                let entry: under10::Entry = round
                    .entry
                    .as_ref()
                    .expect("a scored round")
                    .read()
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
                run_ok_of(bin, db, &args);
            }
            "updown" => {
                let opening: updown::Opening = round
                    .opening
                    .as_ref()
                    .expect("an opened round")
                    .read()
                    .expect("a stored opening is a 10 op en neer opening");
                let mut bid = vec!["bid".to_string(), id.to_string()];
                bid.extend(
                    names
                        .iter()
                        .zip(&opening.bids)
                        .map(|(n, b)| format!("{n}={b}")),
                );
                match opening.trump {
                    Trump::Of(suit) => bid.extend(["--trump".into(), suit.name().into()]),
                    Trump::NoTrumps => bid.extend(["--trump".into(), "none".into()]),
                    Trump::NotGiven => {}
                }
                run_ok_of(bin, db, &bid);
                if let Some(entry) = &round.entry {
                    let entry: updown::Entry = entry
                        .read()
                        .expect("a stored entry is a 10 op en neer entry");
                    let mut args = vec!["round".to_string(), id.to_string()];
                    args.extend(
                        names
                            .iter()
                            .zip(&entry.tricks)
                            .map(|(n, t)| format!("{n}={t}")),
                    );
                    run_ok_of(bin, db, &args);
                }
            }
            "pig10" | "krumme10" => {
                let stored = round.entry.clone().expect("a scored round");
                let values: Vec<u32> = if info.game == pig10::ID {
                    stored
                        .read::<pig10::Entry>()
                        .expect("a stored entry is a Pig 10 entry")
                        .cards
                } else {
                    stored
                        .read::<krumme10::Entry>()
                        .expect("a stored entry is a Krumme10 entry")
                        .points
                };
                let mut args = vec!["round".to_string(), id.to_string()];
                args.extend(names.iter().zip(&values).map(|(n, v)| format!("{n}={v}")));
                run_ok_of(bin, db, &args);
            }
            "tenstuff" => {
                let entry: tenstuff::Entry = round
                    .entry
                    .as_ref()
                    .expect("a scored round")
                    .read()
                    .expect("a stored entry is a Tenstuff entry");
                let order: Vec<&str> = entry.order.iter().map(|&s| names[s].as_str()).collect();
                let args = [
                    "round".to_string(),
                    id.to_string(),
                    "--order".into(),
                    order.join(","),
                ];
                run_ok_of(bin, db, &args);
            }
            other => unreachable!("no {other} case here"),
        }
    }
    if !end {
        return id;
    }
    let shown: Value = serde_json::from_str(&run_ok_of(
        bin,
        db,
        &["--json", "standings", &id.to_string()],
    ))
    .expect("standings --json is JSON");
    if shown["status"] == "in-progress" {
        // The history ended it as `tenscore finish` does.
        let mut finish = vec!["finish".to_string(), id.to_string()];
        if info.status == Status::Abandoned {
            finish.push("--abandon".into());
        }
        run_ok_of(bin, db, &finish);
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
fn fresh(bin: &Path, db: &Path, game: GameId) -> i64 {
    let players = TABLE.join(",");
    let mut new = vec!["--json", "new", game.id(), "--players", &players];
    if game == krumme10::ID {
        new.push("--teams");
    }
    let id = match_id(&run_ok_of(bin, db, &new));
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
        run_ok_of(bin, db, &args);
    }
    id
}

/// A new 10 op en neer match of the four players at the table, with the hook, with a few rounds bid
/// and recorded (the trump given every other round); returns its id.
fn fresh_updown(bin: &Path, db: &Path) -> i64 {
    let players = TABLE.join(",");
    let id = match_id(&run_ok_of(
        bin,
        db,
        &["--json", "new", "updown", "--players", &players, "--hook"],
    ));
    for seq in 1..=UPDOWN_SETUP_ROUNDS {
        let mut bid = vec!["bid".to_string(), id.to_string()];
        bid.extend(table_entries(&table_bids(seq)));
        if seq % 2 == 0 {
            bid.extend(["--trump".to_string(), "spades".to_string()]);
        }
        run_ok_of(bin, db, &bid);
        let mut round = vec!["round".to_string(), id.to_string()];
        round.extend(table_entries(&table_tricks(seq)));
        run_ok_of(bin, db, &round);
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

/// `tenscore export` of the whole contiguous history, as generated, and `tenscore import` of that file into a new
/// database (issue 17): wall time, rounds per second and peak memory of each, printed (no budget:
/// the aims are 10 s for an export and 30 s for an import of 1,000,000 rounds, with memory that
/// does not grow with the file). The import's own export must be the file imported, apart from
/// the time in its header: nothing lost, nothing added.
fn export_and_import(history: &History, work: &Path) {
    let file = work.join("export.jsonl");
    let (exported, export_peak) = measured(tenscore(
        &history.generated,
        &["export".as_ref(), "-o".as_ref(), file.as_os_str()],
    ));
    let bytes = std::fs::metadata(&file).map(|m| m.len()).unwrap_or(0);
    let imported_db = work.join("imported.db");
    let (imported, import_peak) = measured(tenscore(
        &imported_db,
        &["import".as_ref(), file.as_os_str()],
    ));
    let again = work.join("again.jsonl");
    run_ok(
        &imported_db,
        &["export".as_ref(), "-o".as_ref(), again.as_os_str()],
    );
    let rounds = same_after_header(&file, &again).unwrap_or_else(|line| {
        panic!(
            "the export of the imported {} history differs from the file imported at line {line}",
            history.label
        )
    });
    let per_second = |elapsed: Duration| rounds as f64 / elapsed.as_secs_f64().max(1e-9);
    let peak = |kb: Option<u64>| {
        kb.map_or("unknown".to_string(), |kb| {
            format!("{:.1} MB", kb as f64 / 1024.0)
        })
    };
    println!(
        "\nexport and import of the {} history ({rounds} round records, {:.0} MB of JSON Lines):",
        history.label,
        bytes as f64 / 1e6
    );
    println!(
        "  export  {:>7.2} s  {:>9.0} rounds/s  peak {}",
        exported.as_secs_f64(),
        per_second(exported),
        peak(export_peak)
    );
    println!(
        "  import  {:>7.2} s  {:>9.0} rounds/s  peak {}  (rescoring included; its export is the \
         file imported)",
        imported.as_secs_f64(),
        per_second(imported),
        peak(import_peak)
    );
}

/// Runs a command that must succeed: its wall time and, on Linux, its peak resident memory in KB
/// (the high-water mark the kernel keeps for it, read every few milliseconds while it runs;
/// `wait4`'s figure would include the benchmark's own memory, copied at the fork).
fn measured(mut command: Command) -> (Duration, Option<u64>) {
    command.stdout(Stdio::null());
    let started = Instant::now();
    let mut child = command.spawn().expect("cannot start the tenscore binary");
    let status_file = PathBuf::from(format!("/proc/{}/status", child.id()));
    let mut peak = None;
    let status = loop {
        if let Some(status) = child
            .try_wait()
            .expect("cannot wait for the tenscore binary")
        {
            break status;
        }
        peak = high_water_kb(&status_file).or(peak);
        std::thread::sleep(Duration::from_millis(5));
    };
    let elapsed = started.elapsed();
    assert!(status.success(), "a timed export or import failed");
    (elapsed, peak)
}

/// `VmHWM` of a running process's `/proc/PID/status`, in KB; `None` elsewhere than on Linux.
fn high_water_kb(status_file: &Path) -> Option<u64> {
    let status = std::fs::read_to_string(status_file).ok()?;
    let line = status
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))?;
    line.trim().trim_end_matches("kB").trim().parse().ok()
}

/// Whether two exports hold the same lines after their headers (the header has the time of the
/// export), read a line at a time: the round records counted, or the first line that differs.
fn same_after_header(one: &Path, other: &Path) -> Result<usize, usize> {
    use std::io::BufRead;
    let lines = |path: &Path| {
        std::io::BufReader::new(std::fs::File::open(path).expect("cannot read an export"))
            .lines()
            .map(|line| line.expect("cannot read an export"))
    };
    let mut rounds = 0;
    let mut read = 1;
    let mut theirs = lines(other).skip(1);
    for line in lines(one).skip(1) {
        read += 1;
        if theirs.next().as_deref() != Some(line.as_str()) {
            return Err(read);
        }
        rounds += usize::from(line.starts_with(r#"{"type":"round""#));
    }
    match theirs.next() {
        Some(_) => Err(read + 1),
        None => Ok(rounds),
    }
}
