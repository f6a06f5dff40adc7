//! How long `tenscore event seat` takes to draw a club night's round, whole-process, against its
//! budget (DESIGN section 8: under a second for 40 players and 8 rounds). For each evening it
//! creates the event, then per round times `event seat` (the draw with its look-ahead over the
//! rounds still to come, and the write of the tables' matches) and ends every table's match with
//! `finish --abandon` outside the timing, so that the next round may be drawn. It also counts the
//! pairs that met again, which the draw minimises first.
//!
//! Then the evening's ranking on a long history (DESIGN section 8's "how we will know": `event
//! standings` of a 10-table evening on a 1,000,000-round history within 2x of `standings` of one
//! match): the generated history (`examples/generate_history.rs`) gets an evening of 40 players
//! at ten tables, each table records a deal and half of them end, and `event standings` and
//! `standings` of one table's match are timed in turn (medians).
//!
//! `cargo bench --bench seating` measures (3 runs of each evening; `-- --rounds N` sets the
//! history's size, 1,000,000 unless told); the smoke run of
//! `cargo test --bench seating` draws each evening once and holds only the pairs to account
//! (its build is not the one shipped). Exits 1 when a measured round's draw is over budget (the
//! slowest of the runs counts) or the 16-player evening repeats a pair.

// A benchmark stops at the first thing that does not work, saying what.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[path = "../examples/generate_history.rs"]
#[allow(dead_code)]
mod generate_history;

use std::collections::BTreeSet;
use std::path::Path;
use std::process::{Command, ExitCode};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_tenscore");
/// DESIGN section 8: a round's draw for 40 players over 8 rounds under a second.
const BUDGET: Duration = Duration::from_secs(1);
/// DESIGN section 8: `event standings` within 2x of `standings` of one match.
const STANDINGS_BUDGET: f64 = 2.0;

/// An evening to draw: its players, rounds and table size, and whether every pair can be kept
/// apart (a known schedule exists).
struct Evening {
    players: usize,
    rounds: usize,
    table_size: usize,
    nobody_twice: bool,
}

const EVENINGS: [Evening; 3] = [
    Evening {
        players: 16,
        rounds: 5,
        table_size: 4,
        nobody_twice: true,
    },
    Evening {
        players: 40,
        rounds: 8,
        table_size: 4,
        nobody_twice: false,
    },
    Evening {
        players: 30,
        rounds: 6,
        table_size: 5,
        nobody_twice: false,
    },
];

fn main() -> ExitCode {
    let measuring = std::env::args().any(|a| a == "--bench");
    let runs = if measuring { 3 } else { 1 };
    let mut over = false;
    println!(
        "event seat, whole-process (budget {} ms a round)",
        BUDGET.as_millis()
    );
    println!("players  rounds  table  slowest round  mean round  pairs met again");
    for evening in &EVENINGS {
        let mut slowest = Duration::ZERO;
        let mut total = Duration::ZERO;
        let mut repeats = 0;
        for run in 0..runs {
            let drawn = draw_evening(evening, run);
            slowest = slowest.max(drawn.slowest);
            total += drawn.total;
            repeats = repeats.max(drawn.repeats);
        }
        let mean = total / (runs * evening.rounds) as u32;
        println!(
            "{:>7}  {:>6}  {:>5}  {:>10.1} ms  {:>8.1} ms  {:>15}",
            evening.players,
            evening.rounds,
            evening.table_size,
            slowest.as_secs_f64() * 1000.0,
            mean.as_secs_f64() * 1000.0,
            repeats
        );
        // Times gate only a measuring run: the smoke run is a debug-speed check that it works.
        if measuring && slowest > BUDGET {
            println!("  over budget: a round took over {} ms", BUDGET.as_millis());
            over = true;
        }
        if evening.nobody_twice && repeats > 0 {
            println!("  {repeats} pairs met again where a schedule without any exists");
            over = true;
        }
    }
    let rounds = rounds_asked().unwrap_or(if measuring { 1_000_000 } else { 2_000 });
    let (event, table) = evening_standings(rounds, if measuring { 40 } else { 3 });
    let ratio = event.as_secs_f64() / table.as_secs_f64();
    println!(
        "\nevent standings of a 10-table evening on a {rounds}-round history: {:.2} ms, \
         standings of one table's match {:.2} ms: {ratio:.2}x (budget {STANDINGS_BUDGET}x)",
        event.as_secs_f64() * 1000.0,
        table.as_secs_f64() * 1000.0
    );
    if measuring && ratio > STANDINGS_BUDGET {
        println!("  over budget");
        over = true;
    }
    if over {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// One evening drawn round by round.
struct Drawn {
    slowest: Duration,
    total: Duration,
    repeats: usize,
}

fn draw_evening(evening: &Evening, run: usize) -> Drawn {
    let work = tempfile::Builder::new()
        .prefix("tenscore-seating-")
        .tempdir()
        .unwrap_or_else(|e| panic!("a temporary folder: {e}"));
    let db = work.path().join("club.db");
    let names: Vec<String> = (1..=evening.players).map(|i| format!("P{i:02}")).collect();
    run_ok(
        &db,
        &[
            "event",
            "new",
            &format!("Evening {run}"),
            "--game",
            "pig10",
            "--players",
            &names.join(","),
            "--rounds",
            &evening.rounds.to_string(),
            "--table-size",
            &evening.table_size.to_string(),
        ],
    );
    let mut met = BTreeSet::new();
    let mut drawn = Drawn {
        slowest: Duration::ZERO,
        total: Duration::ZERO,
        repeats: 0,
    };
    for _ in 0..evening.rounds {
        let started = Instant::now();
        let seating = run_ok(&db, &["--json", "event", "seat"]);
        let took = started.elapsed();
        drawn.slowest = drawn.slowest.max(took);
        drawn.total += took;
        let seating: serde_json::Value = serde_json::from_str(&seating)
            .unwrap_or_else(|e| panic!("event seat --json printed no JSON ({e}): {seating}"));
        for table in seating["tables"].as_array().into_iter().flatten() {
            let players: Vec<&str> = (table["players"].as_array().into_iter().flatten())
                .filter_map(|p| p.as_str())
                .collect();
            for (i, a) in players.iter().enumerate() {
                for b in &players[i + 1..] {
                    let pair = if a < b { (*a, *b) } else { (*b, *a) };
                    if !met.insert((pair.0.to_string(), pair.1.to_string())) {
                        drawn.repeats += 1;
                    }
                }
            }
            run_ok(&db, &["finish", "--abandon", &table["match"].to_string()]);
        }
    }
    drawn
}

/// Runs tenscore on `db` and returns what it printed; panics (the benchmark fails) when it fails.
fn run_ok(db: &Path, args: &[&str]) -> String {
    let out = Command::new(BIN)
        .arg("--db")
        .arg(db)
        .args(args)
        .env("TENSCORE_LANG", "en")
        .output()
        .unwrap_or_else(|e| panic!("tenscore could not be run: {e}"));
    assert!(
        out.status.success(),
        "tenscore {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// `--rounds N` from the command line, if given.
fn rounds_asked() -> Option<u64> {
    let args: Vec<String> = std::env::args().collect();
    let at = args.iter().position(|a| a == "--rounds")?;
    let text = args.get(at + 1).map(|t| t.replace('_', ""))?;
    Some(
        text.parse()
            .unwrap_or_else(|_| panic!("--rounds N, not '{text}'")),
    )
}

/// The medians of `event standings` and of `standings` of one of its tables' matches, `runs`
/// each, in turn, on a generated history of `rounds` rounds with a 10-table evening in it.
fn evening_standings(rounds: u64, runs: usize) -> (Duration, Duration) {
    let work = tempfile::Builder::new()
        .prefix("tenscore-evening-")
        .tempdir()
        .unwrap_or_else(|e| panic!("a temporary folder: {e}"));
    let db = work.path().join("history.db");
    generate_history::generate(rounds, 1, &db, false)
        .unwrap_or_else(|e| panic!("generating the history failed: {e:#}"));
    let names: Vec<String> = (1..=40).map(|i| format!("Guest {i:02}")).collect();
    run_ok(
        &db,
        &[
            "event",
            "new",
            "Club night",
            "--game",
            "pig10",
            "--players",
            &names.join(","),
        ],
    );
    let seating = run_ok(&db, &["--json", "event", "seat"]);
    let seating: serde_json::Value = serde_json::from_str(&seating).expect("seating JSON");
    let tables = seating["tables"].as_array().expect("tables");
    assert_eq!(tables.len(), 10, "{seating}");
    for (i, table) in tables.iter().enumerate() {
        let id = table["match"].to_string();
        let mut round = vec!["round".to_string(), id.clone()];
        let players = table["players"].as_array().expect("players");
        round.extend(
            (players.iter().enumerate()).map(|(seat, name)| {
                format!("{}={}", name.as_str().expect("a name"), 4 * (seat + 1))
            }),
        );
        run_ok(&db, &round.iter().map(String::as_str).collect::<Vec<_>>());
        if i % 2 == 0 {
            run_ok(&db, &["finish", &id]);
        }
    }
    let one = tables[1]["match"].to_string();
    let (mut event, mut table) = (Vec::new(), Vec::new());
    for _ in 0..runs {
        event.push(timed(&db, &["event", "standings"]));
        table.push(timed(&db, &["standings", &one]));
    }
    (median(event), median(table))
}

/// How long one run of tenscore on `db` took.
fn timed(db: &Path, args: &[&str]) -> Duration {
    let started = Instant::now();
    run_ok(db, args);
    started.elapsed()
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort_unstable();
    times[times.len() / 2]
}
