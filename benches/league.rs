//! The league server's speed: `round`, `standings` and `show` of a match in progress, as a table
//! types them, against a PostgreSQL server on this machine (over its Unix socket) and against a
//! SQLite file holding the same history, in the same run, interleaved. The aim (issue 19): every
//! table command under 10 ms on the server.
//!
//! ```text
//! cargo bench --bench league                     # a history of 100,000 rounds, 40 runs per case
//! cargo bench --bench league -- --rounds 20000 --runs 20 --network-runs 3
//! TENSCORE_BENCH_BEFORE=/path/to/an/older/tenscore cargo bench --bench league
//! ```
//!
//! The server is the tests' own (`tests/support/pg_server.rs`: `initdb` and `pg_ctl` from PATH,
//! run as the `postgres` user when root, a Unix socket only, removed afterwards). The history is
//! generated into a SQLite file (`examples/generate_history.rs`), exported, and imported into the
//! server, so both hold the same matches; then one fresh match of each game (20 rounds; 10 op en
//! neer 8) is recorded in both with `tenscore new` and `round`. Exit status 1 when a command on the
//! server takes 10 ms or more (the median).
//!
//! Then the league over a network (`league/network.rs`): every command of an evening through a
//! proxy that adds a round trip and counts them, with a password login, at 0, 10 and 50 ms round
//! trip; exit status 1 when a command takes more round trips than its budget. Run as a test
//! (`cargo test --benches`), it checks on 2,000 rounds, one run each at 0 ms only, that every
//! case works and no command takes more round trips than its budget. The server's 10 ms aim is
//! held only by the full run (`cargo bench`).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[path = "support/before.rs"]
mod before;
#[path = "../examples/generate_history.rs"]
#[allow(dead_code)]
mod generate_history;
#[path = "../tests/support/latency_proxy.rs"]
mod latency_proxy;
#[path = "league/network.rs"]
mod network;
#[path = "../tests/support/pg_server.rs"]
mod pg_server;

use std::ffi::OsStr;
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

use tenscore::games::{GameId, krumme10, pig10, tenstuff, under10, updown};

const BIN: &str = env!("CARGO_BIN_EXE_tenscore");
/// The aim on the server, per command (the median of its runs).
const AIM: Duration = Duration::from_millis(10);
const TABLE: [&str; 4] = ["Ann", "Bob", "Cy", "Dee"];

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let gate = args.iter().any(|a| a == "--bench");
    let mut rounds: u64 = if gate { 100_000 } else { 2_000 };
    let mut runs: usize = if gate { 40 } else { 1 };
    let mut network_runs: usize = if gate { 5 } else { 1 };
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        let mut value = || {
            let text = rest.next().map(String::as_str).unwrap_or_default();
            text.replace('_', "")
                .parse::<u64>()
                .unwrap_or_else(|_| panic!("{arg} N, not '{text}'"))
        };
        match arg.as_str() {
            "--rounds" => rounds = value(),
            "--runs" => runs = value() as usize,
            "--network-runs" => network_runs = value() as usize,
            "--bench" => {}
            other => {
                panic!(
                    "unknown argument '{other}'; \
                     this benchmark takes --rounds N, --runs N and --network-runs N"
                )
            }
        }
    }
    let Some(server) = pg_server::fresh_database() else {
        println!("no PostgreSQL here (initdb, pg_ctl): nothing to measure");
        return ExitCode::SUCCESS;
    };
    let work = tempfile::tempdir().expect("a temporary folder");
    let file = work.path().join("table.db");
    println!("generating {rounds} rounds ...");
    generate_history::generate(rounds, 200, &file, false)
        .unwrap_or_else(|e| panic!("generating the history failed: {e:#}"));
    let exported = work.path().join("history.jsonl");
    let file_db = file.as_os_str().to_owned();
    let server_db = std::ffi::OsString::from(server.url());
    let export = run(&file_db, &["export"]);
    std::fs::write(&exported, export).expect("the export is written");
    let started = Instant::now();
    run(
        &server_db,
        &["import", exported.to_str().expect("a UTF-8 path")],
    );
    println!(
        "imported into the server in {:.1} s",
        started.elapsed().as_secs_f64()
    );

    let games = [
        under10::ID,
        updown::ID,
        pig10::ID,
        krumme10::ID,
        tenstuff::ID,
    ];
    let mut lines = Vec::new();
    let mut over = false;
    for game in games {
        let ids: Vec<i64> = [&file_db, &server_db]
            .iter()
            .map(|db| fresh(db, game))
            .collect();
        for (what, args) in cases(game) {
            let mut times = [Vec::new(), Vec::new()];
            for _ in 0..runs {
                for (backend, db) in [&file_db, &server_db].into_iter().enumerate() {
                    let id = ids[backend].to_string();
                    let args: Vec<&str> = args
                        .iter()
                        .map(|a| if *a == "ID" { id.as_str() } else { a })
                        .collect();
                    if what == "round" && game == updown::ID {
                        run(db, &["bid", &id, "Ann=9", "Bob=0", "Cy=0", "Dee=0"]);
                    }
                    let started = Instant::now();
                    run(db, &args);
                    times[backend].push(started.elapsed());
                    if what == "round" {
                        run(db, &["undo", &id]);
                    }
                }
            }
            let [file_ms, server_ms] = times.map(|mut t| median(&mut t));
            let verdict = if server_ms < AIM { "" } else { "  over 10 ms" };
            over |= server_ms >= AIM;
            lines.push(format!(
                "  {:<10} {:<10} {:>8.2} ms {:>8.2} ms{verdict}",
                game.id(),
                what,
                ms(file_ms),
                ms(server_ms)
            ));
        }
    }
    println!("\nmedian of {runs} runs, a match in progress, {rounds} rounds of history in each:");
    println!(
        "  {:<10} {:<10} {:>11} {:>11}",
        "game", "command", "SQLite", "PostgreSQL"
    );
    for line in lines {
        println!("{line}");
    }
    // Over a network: 0 ms only in the smoke run; both hold the budgets of round trips (the
    // count does not depend on the delay).
    let delays: &[u64] = if gate { &[0, 10, 50] } else { &[0] };
    let delays: Vec<Duration> = delays.iter().map(|ms| Duration::from_millis(*ms)).collect();
    // Another build of tenscore (`TENSCORE_BENCH_BEFORE`), measured first in the same run:
    // before and after side by side. Its round trips are not held.
    if let Some(before) = before::program() {
        let own = before_database(&before, &exported);
        network::measure(&before, &before, &own, &delays, network_runs);
    }
    let kept = network::measure(BIN, "this build", &server, &delays, network_runs);
    if !kept {
        println!("a command took more round trips than its budget");
    }
    if (gate && over) || !kept {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// A database of its own for the older build, holding the same history: it imports the export
/// itself (`support/before.rs`).
fn before_database(before: &str, exported: &std::path::Path) -> pg_server::PgDb {
    let own = pg_server::fresh_database().expect("the server is running");
    let url = std::ffi::OsString::from(own.url());
    before::import_history(exported, |file| {
        tenscore(before, &url)
            .arg("import")
            .arg(file)
            .output()
            .expect("the older tenscore runs")
    });
    own
}

/// What a table types, with `ID` for the match.
fn cases(game: GameId) -> Vec<(&'static str, Vec<&'static str>)> {
    let round: Vec<&str> = if game == updown::ID {
        vec!["round", "ID", "Ann=9", "Bob=0", "Cy=0", "Dee=0"]
    } else if game == under10::ID {
        vec![
            "round", "ID", "Ann=2", "Bob=5", "Cy=9", "Dee=11", "--call", "Ann",
        ]
    } else if game == tenstuff::ID {
        vec!["round", "ID", "--order", "Bob,Ann,Dee,Cy"]
    } else {
        vec!["round", "ID", "Ann=1", "Bob=2", "Cy=0", "Dee=3"]
    };
    vec![
        ("round", round),
        ("standings", vec!["standings", "ID"]),
        ("show", vec!["show", "ID"]),
    ]
}

/// A new match of `game` at the table, with 20 rounds (10 op en neer: 8) recorded.
fn fresh(db: &OsStr, game: GameId) -> i64 {
    let players = TABLE.join(",");
    let out = run(db, &["--json", "new", game.id(), "--players", &players]);
    let created: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    let id = created["id"].as_i64().expect("an id");
    let id_text = id.to_string();
    let rounds = if game == updown::ID { 8 } else { 20 };
    for seq in 0..rounds {
        let mut args = vec!["round".to_string(), id_text.clone()];
        if game == updown::ID {
            // One card more each round, up to 8: Ann bids and takes them all.
            let cards = seq + 1;
            run(
                db,
                &[
                    "bid",
                    &id_text,
                    &format!("Ann={cards}"),
                    "Bob=0",
                    "Cy=0",
                    "Dee=0",
                ],
            );
            args.extend([
                format!("Ann={cards}"),
                "Bob=0".into(),
                "Cy=0".into(),
                "Dee=0".into(),
            ]);
        } else if game == under10::ID {
            args.extend(["Ann=2", "Bob=1", "Cy=2", "Dee=0", "--call", "Dee"].map(String::from));
        } else if game == tenstuff::ID {
            args.extend(["--order", "Ann,Bob,Cy,Dee"].map(String::from));
        } else {
            args.extend(["Ann=1", "Bob=2", "Cy=0", "Dee=3"].map(String::from));
        }
        run(db, &args);
    }
    id
}

/// `bin` on the database `db`, in English, with nothing to read: how every command here runs.
fn tenscore(bin: &str, db: &OsStr) -> Command {
    let mut command = Command::new(bin);
    command
        .env("TENSCORE_DB", db)
        .env_remove("TENSCORE_LANG")
        .env_remove("TENSCORE_UUID_SEED")
        .stdin(Stdio::null());
    command
}

fn run<S: AsRef<OsStr>>(db: &OsStr, args: &[S]) -> String {
    let out = tenscore(BIN, db)
        .args(args)
        .output()
        .expect("tenscore runs");
    assert!(
        out.status.success(),
        "tenscore {:?} failed: {}",
        args.iter()
            .map(|a| a.as_ref().to_string_lossy())
            .collect::<Vec<_>>(),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn median(times: &mut [Duration]) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}
