//! The same tenscore on both backends: every command of a whole match of each game prints the
//! same, exits the same and writes the same on a PostgreSQL server as in a SQLite file; a
//! table's file moves to the league server and back without losing anything; and many tables
//! write to one server at once without losing or doubling a round.
//!
//! The server is the tests' own (`pg_server.rs`); without PostgreSQL these tests say so and
//! check nothing, unless `TENSCORE_PG_REQUIRED` is set (CI), when they fail.

use std::process::Output;

use serde_json::Value;

use crate::common::TestEnv;
use crate::pg_server;

/// A whole match of each game, with the corrections a table makes (undo, edit, finish, reopen),
/// and every way of looking at it, in text and JSON.
const SESSION: &[&[&str]] = &[
    // Under the 10 to the end by the rules (the first one out), one round edited on the way.
    &[
        "new",
        "under10",
        "--players",
        "Ann,Bob,Cy",
        "--end",
        "first-out",
    ],
    &["round", "Ann=60", "Bob=3", "Cy=20", "--call", "Bob"],
    &["round", "Ann=4", "Bob=3", "Cy=2", "--call", "Ann"],
    &["undo"],
    &["round", "Ann=60", "Bob=9", "Cy=20", "--call", "Bob"],
    &[
        "edit",
        "1",
        "2",
        "Ann=60",
        "Bob=9",
        "Cy=21",
        "--call",
        "Bob",
        "--reason",
        "miscounted",
    ],
    &[
        "--json", "round", "Ann=40", "Bob=30", "Cy=2", "--call", "Cy",
    ],
    &["round", "Ann=1", "Bob=2", "Cy=3", "--call", "Ann"],
    &["show", "1", "--all"],
    &["--json", "standings", "1"],
    // 10 op en neer to the end by the rules (one card and back), with the hook and a bid undone.
    &[
        "new",
        "updown",
        "--players",
        "Ann,Bob,Dee",
        "--peak",
        "2",
        "--hook",
    ],
    &["bid", "Ann=1", "Bob=0", "Dee=1"],
    &["undo"],
    &["bid", "Ann=1", "Bob=0", "Dee=1"],
    &["round", "Ann=1", "Bob=0", "Dee=0"],
    &["bid", "Ann=1", "Bob=1", "Dee=1"],
    &["round", "Ann=1", "Bob=1", "Dee=0"],
    &["bid", "Ann=0", "Bob=0", "Dee=0"],
    &["--json", "round", "Ann=0", "Bob=0", "Dee=1"],
    &["show", "2"],
    &["standings", "2"],
    // Pig 10 ended with `finish`, reopened, ended again.
    &["new", "pig10", "--players", "Cy,Dee,Eve"],
    &["round", "Cy=3", "Dee=5", "Eve=0"],
    &["round", "Cy=2", "Dee=1", "Eve=9"],
    &["--json", "finish", "3"],
    &["reopen", "3"],
    &["round", "Cy=4", "Dee=0", "Eve=0"],
    &["finish", "3"],
    &["show", "3", "--all"],
    // Krumme10 in teams, ended with `finish`; a rematch started and abandoned.
    &["new", "krumme10", "--players", "Ann,Bob,Cy,Dee", "--teams"],
    &["round", "Ann=5", "Bob=0", "Cy=3", "Dee=1"],
    &["round", "Ann=0", "Bob=7", "Cy=0", "Dee=2"],
    &["finish", "4"],
    &["--json", "standings", "4"],
    &["new", "--rematch", "4"],
    &["finish", "5", "--abandon"],
    // Tenstuff, a player renamed and another merged in.
    &["new", "tenstuff", "--players", "annie,Bob,Cy"],
    &["round", "--order", "Bob,annie,Cy"],
    &["round", "--order", "annie,Cy,Bob"],
    &["finish", "6"],
    &["player", "merge", "annie", "Ann"],
    &["player", "rename", "Eve", "Eva"],
    &["show", "6"],
    // What a table refuses, the same way on both: unknown match, a rule broken, a finished match.
    &["round", "9", "Ann=1"],
    &["round", "1", "Ann=1", "Bob=2", "Cy=3", "--call", "Ann"],
    &["bid", "2", "Ann=1", "Bob=0", "Dee=1"],
    // Looking back over the season.
    &["history"],
    &["--json", "history"],
    &["stats"],
    &["--json", "stats", "--game", "under10"],
    &["stats", "--player", "Ann"],
    &["player", "list"],
    &["--json", "player", "list"],
    &["check", "history"],
    &["export", "--format", "csv"],
];

/// What one command did: its exit code and both outputs.
fn outcome(out: Output) -> (Option<i32>, String, String) {
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn every_game_is_kept_the_same_on_a_server_as_in_a_file() {
    let Some(server) = pg_server::fresh_database() else {
        return;
    };
    let file = TestEnv::new();
    let league = TestEnv::on(server.url());
    for args in SESSION {
        let in_file = outcome(file.run(args));
        let on_server = outcome(league.run(args));
        assert_eq!(in_file, on_server, "tenscore {args:?}");
    }
    // The session did what it says: matches ended by the rules, finished, abandoned.
    let history = league.json(&["history"]);
    let status: Vec<&str> = (history.as_array().expect("an array").iter().rev())
        .map(|m| m["status"].as_str().expect("a status"))
        .collect();
    assert_eq!(
        status,
        [
            "finished",
            "finished",
            "finished",
            "finished",
            "abandoned",
            "finished"
        ]
    );
    // The lossless export is the same too, but for the moment it was made.
    assert_eq!(export(&file), export(&league));
}

/// The JSON export of an environment's database, one value per line.
fn export(env: &TestEnv) -> Vec<Value> {
    env.ok(&["export"])
        .lines()
        .map(|line| serde_json::from_str(line).expect("a JSON line"))
        .collect()
}

#[test]
fn a_tables_file_moves_to_the_league_server_and_back_losing_nothing() {
    let Some(server) = pg_server::fresh_database() else {
        return;
    };
    let table = TestEnv::new();
    table.five_games();
    let exported = table.dir().join("table.jsonl");
    std::fs::write(&exported, table.ok(&["export"])).expect("the export is written");

    let league = TestEnv::on(server.url());
    let exported = exported.to_string_lossy().into_owned();
    league.ok(&["import", &exported]);
    assert_eq!(export(&league), export(&table));
    // Idempotent on the server as in a file: a second import finds nothing new.
    league.ok(&["import", &exported]);
    assert_eq!(export(&league), export(&table));
    for args in [
        &["history"][..],
        &["stats"],
        &["show", "1", "--all"],
        &["standings", "4"],
    ] {
        assert_eq!(league.ok(args), table.ok(args), "{args:?}");
    }

    let back = TestEnv::new();
    let from_league = back.dir().join("league.jsonl");
    std::fs::write(&from_league, league.ok(&["export"])).expect("the export is written");
    back.ok(&["import", &from_league.to_string_lossy()]);
    assert_eq!(export(&back), export(&table));
}

#[test]
fn six_tables_and_two_sharing_a_match_write_to_one_server_at_once() {
    let Some(server) = pg_server::fresh_database() else {
        return;
    };
    let league = TestEnv::on(server.url()).unseeded();
    const TABLES: usize = 6;
    const ROUNDS: usize = 50;
    let tables: Vec<i64> = (0..TABLES)
        .map(|t| league.new_match(&["pig10", "--players", &format!("A{t},B{t}")]))
        .collect();
    let shared = league.new_match(&["pig10", "--players", "Sam,Sue"]);
    let done = std::sync::atomic::AtomicBool::new(false);
    std::thread::scope(|scope| {
        let writers: Vec<_> = tables
            .iter()
            .enumerate()
            .map(|(t, &id)| (id, format!("A{t}=1"), format!("B{t}=2")))
            .chain((0..2).map(|_| (shared, "Sam=1".to_string(), "Sue=2".to_string())))
            .map(|(id, a, b)| {
                let league = &league;
                scope.spawn(move || {
                    for _ in 0..ROUNDS {
                        league.ok(&["round", &id.to_string(), &a, &b]);
                    }
                })
            })
            .collect();
        let readers: Vec<_> = [&["stats"][..], &["history"], &["--json", "standings", "7"]]
            .into_iter()
            .map(|args| {
                let (league, done) = (&league, &done);
                scope.spawn(move || {
                    let mut reads = 0;
                    while !done.load(std::sync::atomic::Ordering::Relaxed) {
                        league.ok(args);
                        reads += 1;
                    }
                    reads
                })
            })
            .collect();
        // Every writer is waited for before anything is asserted, so the readers stop even when
        // a writer failed.
        let written: Vec<_> = writers.into_iter().map(|w| w.join()).collect();
        done.store(true, std::sync::atomic::Ordering::Relaxed);
        let reads: Vec<_> = readers.into_iter().map(|r| r.join()).collect();
        for writer in written {
            writer.expect("a writer finished");
        }
        for reader in reads {
            assert!(reader.expect("a reader finished") > 0);
        }
    });
    for (t, &id) in tables.iter().enumerate() {
        let standings = league.standings(id);
        assert_eq!(standings["rounds"], ROUNDS, "table {t}");
        assert_eq!(
            league.scores(id),
            [
                (format!("A{t}"), ROUNDS as i64),
                (format!("B{t}"), 2 * ROUNDS as i64)
            ]
        );
    }
    // Both tables' rounds of the shared match landed, each once, numbered 1 to 100.
    let shared_rounds = league.json(&["show", &shared.to_string()]);
    let numbers: Vec<i64> = shared_rounds["rounds"]
        .as_array()
        .expect("rounds")
        .iter()
        .map(|r| r["round"].as_i64().expect("a number"))
        .collect();
    assert_eq!(numbers, (1..=2 * ROUNDS as i64).collect::<Vec<_>>());
    assert_eq!(
        league.scores(shared),
        [
            ("Sam".to_string(), 2 * ROUNDS as i64),
            ("Sue".to_string(), 4 * ROUNDS as i64)
        ]
    );
    league.ok(&["check", "history"]);
}
