//! Session 54: a club's league on a PostgreSQL server, played as a club plays it: `play` left
//! (Quit, Ctrl-C) while the server does not answer.
//!
//! The server is the tests' own (`pg_server.rs`), reached through a proxy that can go away
//! (`fault_proxy.rs`); without PostgreSQL these tests say so and check nothing, unless
//! `TENSCORE_PG_REQUIRED` is set (CI), when they fail.

use rexpect::process::WaitStatus;
use rexpect::session::PtySession;

use crate::common::TestEnv;
use crate::exactly_once::through;
use crate::fault_proxy::{Fault, FaultProxy, Plan, Which};
use crate::pg_server;
use crate::pty_play;

/// A league with match 1 (Under the 10, Ann and Bob) and round 1 recorded (Ann called with 2,
/// Bob held 14), reached directly (`direct`) and through a proxy that cuts nothing but can go
/// away (`table`, the table's view of it). `None` without PostgreSQL.
pub(crate) struct League {
    pub direct: TestEnv,
    pub table: TestEnv,
    pub proxy: FaultProxy,
}

impl League {
    pub fn new() -> Option<League> {
        let db = pg_server::fresh_database()?;
        let direct = TestEnv::on(db.url());
        direct.new_match(&["under10", "--players", "Ann,Bob"]);
        direct.ok(&["round", "Ann=2", "Bob=14", "--call", "Ann"]);
        let proxy = FaultProxy::start(
            &db.socket_dir,
            Plan {
                fault: Fault::AfterCommit,
                which: Which::Nth(usize::MAX),
                then_unreachable: false,
            },
        );
        let table = TestEnv::on(through(&db, &proxy));
        Some(League {
            direct,
            table,
            proxy,
        })
    }
}

/// How `play` ended: what it said last (its lines joined where the terminal wrapped them) and
/// its exit code.
pub(crate) fn last_words(mut p: PtySession) -> (String, i32) {
    let said = match p.exp_eof() {
        Ok(said) => said,
        Err(e) => panic!("waiting for the end: {e}"),
    };
    let bytes: Vec<u8> = said.chars().map(|c| c as u8).collect();
    let said = String::from_utf8_lossy(&bytes)
        .replace("\r\n  ", " ")
        .replace("\x1b[?25h", "");
    let last = said
        .trim_end()
        .lines()
        .last()
        .unwrap_or_default()
        .to_string();
    match p.process().wait() {
        Ok(WaitStatus::Exited(_, code)) => (last, code),
        other => panic!("tenscore play ended with {other:?}"),
    }
}

/// Waits for the menu before round `next_round`, then (the server sent away) picks Quit.
fn quit_from_the_menu(p: &mut PtySession, proxy: &FaultProxy) {
    pty_play::expect(p, "Quit (everything recorded is saved)");
    proxy.go_away();
    p.send("\x1b[A\n").expect("keys sent");
    p.flush().expect("keys sent");
}

/// Quit while the league server does not answer: everything said to be recorded is saved, so
/// `play` says so and how to come back, and exits 0 (it stopped with the server's error, exit 1).
#[test]
fn quit_while_the_server_is_away_says_what_is_saved_and_exits_0() {
    let Some(league) = League::new() else {
        return;
    };
    let mut p = pty_play::spawn(&league.table, &["play", "1"]);
    quit_from_the_menu(&mut p, &league.proxy);
    // The match is named: which match `play` alone would offer first cannot be asked.
    assert_eq!(
        last_words(p),
        (
            "Match 1 saved after 1 round. Resume with `tenscore play 1`.".to_string(),
            0
        )
    );
    assert_eq!(league.direct.standings(1)["rounds"], 1);
}

/// Ctrl-C at the menu while the league server does not answer: what is saved, and how to come
/// back (it stopped with the server's error alone).
#[test]
fn ctrl_c_at_the_menu_while_the_server_is_away_says_what_is_saved() {
    let Some(league) = League::new() else {
        return;
    };
    let mut p = pty_play::spawn(&league.table, &["play", "1"]);
    pty_play::expect(&mut p, "Quit (everything recorded is saved)");
    league.proxy.go_away();
    p.send_control('c').expect("Ctrl-C sent");
    assert_eq!(
        last_words(p),
        (
            "Match 1: round 1 is saved. Resume with `tenscore play 1`.".to_string(),
            130
        )
    );
}

/// Ctrl-C at "Try again?" after a deal met the server away: the deal cannot be said to be lost
/// or kept, so `play` says where to look once the server answers, what is saved, and how to come
/// back (it stopped with the server's error alone, the player told nothing of the deal).
#[test]
fn ctrl_c_at_try_again_while_the_server_is_away_says_where_to_look() {
    let Some(league) = League::new() else {
        return;
    };
    let mut p = pty_play::spawn(&league.table, &["play", "1"]);
    pty_play::menu_pick(&mut p, 2, 0);
    pty_play::choose(&mut p, "How did round 2 end?", 0);
    pty_play::choose(&mut p, "Who called", 0);
    pty_play::answer(&mut p, "Ann (caller): points in hand", "3");
    league.proxy.go_away();
    pty_play::answer(&mut p, "Bob: points in hand", "20");
    pty_play::expect(&mut p, "Nothing was written; what you typed is kept.");
    pty_play::expect(&mut p, "Try again?");
    p.send_control('c').expect("Ctrl-C sent");
    assert_eq!(
        last_words(p),
        (
            "Match 1: the league server does not answer, so whether the change under way was \
             recorded cannot be told yet (once it answers, `tenscore standings 1` shows it); \
             round 1 is saved. Resume with `tenscore play 1`."
                .to_string(),
            130
        )
    );
    league.proxy.come_back();
    assert_eq!(league.direct.standings(1)["rounds"], 1);
}

/// Picks the menu's item `down` items below the first, the menu already on the screen.
fn pick(p: &mut PtySession, down: usize) {
    p.send(&format!("{}\n", "\x1b[B".repeat(down)))
        .expect("keys sent");
    p.flush().expect("keys sent");
}

/// Ends every connection to the league's database but the caller's, as the server does when
/// its admin terminates them (`pg_terminate_backend`) or it shuts down: each client reads
/// "terminating connection due to administrator command" (SQLSTATE 57P01) on its next use.
fn terminate_every_connection(db: &pg_server::PgDb) {
    let mut admin = db.connect();
    let ended = admin
        .query(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
             WHERE datname = $1 AND pid <> pg_backend_pid()",
            &[&db.name],
        )
        .expect("the connections are ended");
    assert!(!ended.is_empty(), "play had a connection to end");
}

/// The server ends `play`'s connection between two deals (its admin, or a restart): the next
/// look at the match and the next deal connect again without a word, and each deal is kept once.
#[test]
fn play_connects_again_after_the_server_ended_its_connection_between_deals() {
    let Some(db) = pg_server::fresh_database() else {
        return;
    };
    let env = TestEnv::on(db.url());
    let id = env.new_match(&["under10", "--players", "Ann,Bob"]);
    let mut p = pty_play::spawn(&env, &["play", &id.to_string()]);
    pty_play::call_round(&mut p, 1, 0, &[("Ann", "2"), ("Bob", "14")]);
    pty_play::expect(&mut p, "Quit (everything recorded is saved)");
    terminate_every_connection(&db);
    pick(&mut p, 3); // Show the whole match
    pty_play::expect(&mut p, "Ann: called");
    pty_play::expect(&mut p, "Quit (everything recorded is saved)");
    terminate_every_connection(&db);
    pick(&mut p, 0); // Record round 2
    pty_play::choose(&mut p, "How did round 2 end?", 0);
    pty_play::choose(&mut p, "Who called", 1);
    pty_play::answer(&mut p, "Ann: points in hand", "30");
    pty_play::answer(&mut p, "Bob (caller): points in hand", "5");
    pty_play::expect(&mut p, "Round 2 recorded");
    pty_play::menu_quit(&mut p, 3);
    pty_play::expect(&mut p, "saved after 2 rounds");
    pty_play::ends_well(p);
    let standings = env.standings(id);
    assert_eq!(standings["rounds"], 2);
    assert_eq!(
        pty_play::pairs(&[("Ann", 30), ("Bob", 14)]),
        env.scores(id),
        "each deal once: Ann 0 + 30, Bob 14 + 0"
    );
}

/// `tenscore ARGS...` on `env`'s database with the real clock (tables finishing at once end at
/// different moments, as at a club); expects success.
fn ok_now(env: &TestEnv, args: &[&str]) {
    let out = (env.process().env_remove("TENSCORE_NOW").args(args))
        .output()
        .expect("tenscore runs");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Six tables of the same four players end their matches at the same moment: the seasons,
/// rivals, streaks and ratings the server keeps up to date as each ends are those counted again
/// from the same matches pooled into a file (`export`, then `import`, which recounts them).
#[test]
fn matches_ended_at_once_on_a_server_count_as_the_same_matches_pooled_into_a_file() {
    let Some(db) = pg_server::fresh_database() else {
        return;
    };
    let league = TestEnv::on(db.url()).unseeded();
    const TABLES: i64 = 6;
    let matches: Vec<i64> = (0..TABLES)
        .map(|_| league.new_match(&["pig10", "--players", "Ann,Bob,Cy,Dee"]))
        .collect();
    std::thread::scope(|scope| {
        for (t, &id) in (0..TABLES).zip(&matches) {
            let league = &league;
            scope.spawn(move || {
                let id = id.to_string();
                let (ann, bob) = (format!("Ann={}", t % 4), format!("Bob={}", 3 - t % 4));
                ok_now(league, &["round", &id, &ann, &bob, "Cy=2", "Dee=1"]);
                let cy = format!("Cy={}", t % 3);
                ok_now(league, &["round", &id, "Ann=1", "Bob=2", &cy, "Dee=2"]);
                ok_now(league, &["finish", &id, "--yes"]);
            });
        }
    });
    let stats = league.json(&["stats"]);
    let players = stats["players"].as_array().expect("players");
    assert_eq!(players.len(), 4);
    for player in players {
        assert_eq!(
            player["games"]["pig10"]["rating"]["matches"], TABLES,
            "{player}"
        );
    }
    let pooled = TestEnv::new();
    let file = pooled.dir().join("league.jsonl");
    let file = file.to_str().expect("a UTF-8 path");
    league.ok(&["export", "-o", file]);
    pooled.ok(&["import", file]);
    for args in [&["stats"][..], &["stats", "--game", "pig10"], &["history"]] {
        assert_eq!(league.json(args), pooled.json(args), "{args:?}");
    }
}
