//! A write lands exactly once on a league server, however the line to it breaks: through a proxy
//! (`support/fault_proxy.rs`) that cuts the connection right as a write's COMMIT goes by, every
//! write command exits 0 and leaves the league exactly as the same commands leave a league they
//! reach without trouble (the same output, the same export); with the server gone after the
//! cut, it exits 1 saying the write may have been recorded and where to look; a write that the
//! server never committed, twice, exits 1 with nothing written; and `play` keeps each deal once.
//!
//! The server is the tests' own (`pg_server.rs`); without PostgreSQL these tests say so and
//! check nothing, unless `TENSCORE_PG_REQUIRED` is set (CI), when they fail.

use std::process::Output;

use rexpect::session::PtySession;
use serde_json::Value;

use crate::common::TestEnv;
use crate::fault_proxy::{Fault, FaultProxy, Plan, Which};
use crate::pg_server::{self, PgDb};
use crate::pty_play;

/// Every kind of write a table makes, in an evening of three matches and an import.
const WRITES: &[&[&str]] = &[
    &["new", "under10", "--players", "Ann,Bob,Cy"],
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
    &["new", "updown", "--players", "Ann,Bob,Dee", "--peak", "2"],
    &["bid", "Ann=1", "Bob=0", "Dee=1"],
    &["round", "Ann=1", "Bob=0", "Dee=0"],
    &["new", "pig10", "--players", "Cy,Dee,Eve"],
    &["round", "Cy=3", "Dee=5", "Eve=0"],
    &["finish", "3"],
    &["reopen", "3"],
    &["finish", "3"],
    &["new", "--rematch", "3"],
    &["player", "rename", "Eve", "Eva"],
    &["import", IMPORTED],
    &["series", "new", "Winter", "--best", "2"],
    &[
        "event",
        "new",
        "Friday",
        "--game",
        "pig10",
        "--players",
        "Ann,Bob,Cy,Dee,Eva,Gus",
        "--table-size",
        "3",
        "--series",
        "Winter",
    ],
    &["event", "add", "Hal"],
    &["event", "remove", "Gus"],
    &["event", "seat"],
];

/// Stands for the file another table exported, in [`WRITES`].
const IMPORTED: &str = "(the other table's export)";

/// Where each write of [`WRITES`] says to look when it may have been recorded: the one match it
/// wrote to, else what shows what it made; `Again`: a write whose repetition says it was done.
const LOOK_AT: &[Look] = &[
    Look::At("tenscore history"),
    Look::Match(1),
    Look::Match(1),
    Look::Match(1),
    Look::Match(1),
    Look::Match(1),
    Look::At("tenscore history"),
    Look::Match(2),
    Look::Match(2),
    Look::At("tenscore history"),
    Look::Match(3),
    Look::Match(3),
    Look::Match(3),
    Look::Match(3),
    Look::At("tenscore history"),
    Look::At("tenscore player list"),
    Look::At("tenscore history"),
    Look::Again,
    Look::At("tenscore event list"),
    Look::Again,
    Look::Again,
    Look::At("tenscore event seating"),
];

/// Where a write that may have been recorded says to look.
#[derive(Clone, Copy)]
enum Look {
    Match(i64),
    At(&'static str),
    Again,
}

/// What one command did: its exit code and both outputs.
fn outcome(out: Output) -> (Option<i32>, String, String) {
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The JSON export of an environment's database, one value per line.
fn export(env: &TestEnv) -> Vec<Value> {
    env.ok(&["export"])
        .lines()
        .map(|line| serde_json::from_str(line).expect("a JSON line"))
        .collect()
}

/// Another table's file with a match of its own, exported; the path of the export.
fn other_tables_export(into: &TestEnv) -> String {
    let table = TestEnv::with_seed(7);
    table.ok(&["new", "pig10", "--players", "Fay,Gus,Hal"]);
    table.ok(&["round", "Fay=1", "Gus=2", "Hal=3"]);
    table.ok(&["finish"]);
    let path = into.dir().join("other-table.jsonl");
    std::fs::write(&path, table.ok(&["export"])).expect("the export is written");
    path.to_string_lossy().into_owned()
}

/// `args` with the import's file put in.
fn with_file<'a>(args: &[&'a str], file: &'a str) -> Vec<&'a str> {
    args.iter()
        .map(|arg| if *arg == IMPORTED { file } else { arg })
        .collect()
}

/// The same database, reached through the proxy.
pub(crate) fn through(db: &PgDb, proxy: &FaultProxy) -> String {
    PgDb {
        name: db.name.clone(),
        socket_dir: proxy.socket_dir().to_path_buf(),
    }
    .url()
}

/// Every write of [`WRITES`] through a proxy cutting as `which` and `fault` say, beside the same
/// writes on a league reached directly: the same outcome for each, the same league after all.
/// Returns the proxy's cuts and COMMITs.
fn writes_land_once(fault: Fault, which: Which) -> Option<(usize, usize)> {
    let cut_db = pg_server::fresh_database()?;
    let plain_db = pg_server::fresh_database()?;
    let proxy = FaultProxy::start(
        &cut_db.socket_dir,
        Plan {
            fault,
            which,
            then_unreachable: false,
        },
    );
    let cut = TestEnv::on(through(&cut_db, &proxy));
    let plain = TestEnv::on(plain_db.url());
    let file = other_tables_export(&cut);
    for args in WRITES {
        let args = with_file(args, &file);
        let on_plain = outcome(plain.run(&args));
        assert_eq!(on_plain.0, Some(0), "tenscore {args:?}: {on_plain:?}");
        let mut on_cut = outcome(cut.run(&args));
        if fault == Fault::BeforeCommit && args[0] == "import" {
            // The file is read once, as it streams in: run again, the import says so, and
            // is made again by hand.
            assert_eq!(on_cut, import_broken_off(&file));
            on_cut = outcome(cut.run(&args));
        }
        assert_eq!(on_cut, on_plain, "tenscore {args:?}");
    }
    // Looked at directly: the league holds each write once, as the other one does.
    let direct = TestEnv::on(cut_db.url());
    assert_eq!(export(&direct), export(&plain));
    for id in ["1", "2", "3", "4"] {
        let args = ["show", id, "--all"];
        assert_eq!(direct.ok(&args), plain.ok(&args), "{args:?}");
    }
    Some((proxy.cuts(), proxy.commits()))
}

/// What an import whose COMMIT never reached the server says (nothing was written).
fn import_broken_off(file: &str) -> (Option<i32>, String, String) {
    (
        Some(1),
        String::new(),
        format!(
            "error: the import of {file} was broken off before it was saved (the connection to \
             the league server broke, or another table wrote at the same moment), and the file \
             is read only once; nothing was written; import the file again\n"
        ),
    )
}

#[test]
fn every_write_whose_commit_answer_is_lost_exits_0_and_lands_once() {
    let Some((cuts, commits)) = writes_land_once(Fault::AfterCommit, Which::Every) else {
        return;
    };
    // Every write's COMMIT was cut (and the schema's, made by the first write).
    assert_eq!(cuts, WRITES.len() + 1);
    assert_eq!(commits, cuts);
}

#[test]
fn every_write_whose_commit_never_reached_the_server_runs_again_and_lands_once() {
    let Some((cuts, commits)) = writes_land_once(Fault::BeforeCommit, Which::EveryOther) else {
        return;
    };
    // Each write (and the schema) was cut once, then ran again on a new connection (the
    // import, by hand).
    assert_eq!(cuts, WRITES.len() + 1);
    assert_eq!(commits, 2 * cuts);
}

/// The message of a write whose server (reached through `proxy`) went away after its COMMIT.
fn may_have_been_recorded(proxy: &FaultProxy, look_at: Look) -> String {
    let server = format!("{}:5432 as postgres", proxy.socket_dir().display());
    let hint = match look_at {
        Look::Match(id) => {
            format!("see whether it was with `tenscore standings {id}` before you enter it again")
        }
        Look::At(command) => {
            format!("see whether it was with `{command}` before you enter it again")
        }
        Look::Again => {
            "give the same command again: if it was recorded, tenscore says so and changes nothing"
                .to_string()
        }
    };
    format!(
        "error: lost the connection to the league server {server} just after sending it the \
         change, and could not ask it again whether it kept it (error connecting to server: No \
         such file or directory (os error 2)): the change may have been recorded; once the \
         server is back, {hint}\n"
    )
}

#[test]
fn with_the_server_gone_after_the_commit_every_write_says_it_may_have_been_recorded() {
    let (Some(cut_db), Some(plain_db)) = (pg_server::fresh_database(), pg_server::fresh_database())
    else {
        return;
    };
    let plain = TestEnv::on(plain_db.url());
    let direct = TestEnv::on(cut_db.url());
    let file = other_tables_export(&plain);
    for (i, (args, look_at)) in WRITES.iter().zip(LOOK_AT).enumerate() {
        let args = with_file(args, &file);
        let proxy = FaultProxy::start(
            &cut_db.socket_dir,
            Plan {
                fault: Fault::AfterCommit,
                // The first write creates the schema first, in a COMMIT of its own.
                which: Which::Nth(if i == 0 { 2 } else { 1 }),
                then_unreachable: true,
            },
        );
        let said = outcome(TestEnv::on(through(&cut_db, &proxy)).run(&args));
        let expected = (
            Some(1),
            String::new(),
            may_have_been_recorded(&proxy, *look_at),
        );
        assert_eq!(said, expected, "tenscore {args:?}");
        assert_eq!(proxy.cuts(), 1, "tenscore {args:?}");
        // It was recorded, once: as the same write on a league reached without trouble.
        plain.ok(&args);
        assert_eq!(export(&direct), export(&plain), "after tenscore {args:?}");
    }
}

#[test]
fn a_write_the_server_never_committed_twice_exits_1_with_nothing_written() {
    let Some(db) = pg_server::fresh_database() else {
        return;
    };
    let direct = TestEnv::on(db.url());
    direct.ok(&["new", "under10", "--players", "Ann,Bob,Cy"]);
    let before = export(&direct);
    let proxy = FaultProxy::start(
        &db.socket_dir,
        Plan {
            fault: Fault::BeforeCommit,
            which: Which::Every,
            then_unreachable: false,
        },
    );
    let cut = TestEnv::on(through(&db, &proxy));
    let error = cut.fails(&["round", "Ann=60", "Bob=3", "Cy=20", "--call", "Bob"], 1);
    let server = format!("{}:5432 as postgres", proxy.socket_dir().display());
    assert_eq!(
        error,
        format!(
            "lost the connection to the league server {server}: connection closed; nothing was \
             written; check that the server is running and reachable, then try again"
        )
    );
    // Tried twice: once, then once more on a new connection.
    assert_eq!(proxy.cuts(), 2);
    assert_eq!(export(&direct), before);
}

/// A `play` session at the table: two deals recorded, the second withdrawn and dealt again.
fn play_session(env: &TestEnv, id: i64) {
    let mut p = pty_play::spawn(env, &["play", &id.to_string()]);
    pty_play::call_round(&mut p, 1, 0, &[("Ann", "2"), ("Bob", "14")]);
    pty_play::call_round(&mut p, 2, 1, &[("Ann", "30"), ("Bob", "5")]);
    pty_play::menu_pick(&mut p, 3, 1);
    pty_play::key(&mut p, "Withdraw round 2?", "y");
    pty_play::expect(&mut p, "Round 2 withdrawn");
    pty_play::call_round(&mut p, 2, 0, &[("Ann", "3"), ("Bob", "20")]);
    pty_play::menu_quit(&mut p, 3);
    pty_play::expect(&mut p, "saved after 2 rounds");
    pty_play::ends_well(p);
}

#[test]
fn play_keeps_each_deal_once_when_every_commit_answer_is_lost() {
    let (Some(cut_db), Some(plain_db)) = (pg_server::fresh_database(), pg_server::fresh_database())
    else {
        return;
    };
    let direct = TestEnv::on(cut_db.url());
    let plain = TestEnv::on(plain_db.url());
    let id = direct.new_match(&["under10", "--players", "Ann,Bob"]);
    assert_eq!(plain.new_match(&["under10", "--players", "Ann,Bob"]), id);
    let proxy = FaultProxy::start(
        &cut_db.socket_dir,
        Plan {
            fault: Fault::AfterCommit,
            which: Which::Every,
            then_unreachable: false,
        },
    );
    play_session(&TestEnv::on(through(&cut_db, &proxy)), id);
    play_session(&plain, id);
    // Three deals and a withdrawal, each cut as it was committed, each kept once.
    assert_eq!(proxy.cuts(), 4);
    let args = ["show", &id.to_string(), "--all"];
    assert_eq!(direct.json(&args), plain.json(&args));
    assert_eq!(direct.standings(id)["rounds"], 2);
}

/// Match 1 (Under the 10, Ann and Bob) on two fresh leagues: one reached through a proxy that
/// cuts as `plan` says (`direct` reaches it without the proxy), the other plainly.
struct TwoLeagues {
    db: PgDb,
    direct: TestEnv,
    plain: TestEnv,
    proxy: FaultProxy,
}

impl TwoLeagues {
    /// `None` without PostgreSQL.
    fn new(plan: Plan) -> Option<TwoLeagues> {
        let (db, plain_db) = (pg_server::fresh_database()?, pg_server::fresh_database()?);
        let direct = TestEnv::on(db.url());
        let plain = TestEnv::on(plain_db.url());
        let id = direct.new_match(&["under10", "--players", "Ann,Bob"]);
        assert_eq!(plain.new_match(&["under10", "--players", "Ann,Bob"]), id);
        let proxy = FaultProxy::start(&db.socket_dir, plan);
        Some(TwoLeagues {
            db,
            direct,
            plain,
            proxy,
        })
    }

    /// `play 1` through the proxy, round 1 called by Ann with 2 points: Bob's hand is next.
    fn play_round_one(&self) -> PtySession {
        let mut p = pty_play::spawn(&TestEnv::on(through(&self.db, &self.proxy)), &["play", "1"]);
        pty_play::menu_pick(&mut p, 1, 0);
        pty_play::choose(&mut p, "How did round 1 end?", 0);
        pty_play::choose(&mut p, "Who called", 0);
        pty_play::answer(&mut p, "Ann (caller): points in hand", "2");
        p
    }

    /// Round 2 played and `play` left; the same two rounds typed on the plain league: both
    /// show the match alike (`show` with `args` after the match id).
    fn end_alike(&self, mut p: PtySession, args: &[&str]) {
        pty_play::call_round(&mut p, 2, 1, &[("Ann", "30"), ("Bob", "5")]);
        pty_play::menu_quit(&mut p, 3);
        pty_play::expect(&mut p, "saved after 2 rounds");
        pty_play::ends_well(p);
        self.plain
            .ok(&["round", "Ann=2", "Bob=14", "--call", "Ann"]);
        self.plain
            .ok(&["round", "Ann=30", "Bob=5", "--call", "Bob"]);
        let mut shown = vec!["show", "1"];
        shown.extend(args);
        assert_eq!(self.direct.ok(&shown), self.plain.ok(&shown));
    }
}

/// One deal of `play` whose COMMIT is cut as `fault` says, the server then gone until the
/// player has been told that the deal may have been recorded; then it comes back, the player
/// tries again (the screen says `after_retry`) and deals once more: each deal is kept once, as
/// on a league reached without trouble. `None` without PostgreSQL.
fn play_through_a_gone_server(fault: Fault, after_retry: &str) -> Option<()> {
    let leagues = TwoLeagues::new(Plan {
        fault,
        which: Which::Nth(1),
        then_unreachable: true,
    })?;
    let mut p = leagues.play_round_one();
    pty_play::answer(&mut p, "Bob: points in hand", "14");
    pty_play::expect(&mut p, "the change may have been recorded");
    pty_play::expect(&mut p, "`tenscore standings 1`");
    leagues.proxy.come_back();
    pty_play::key(&mut p, "Try again?", "y");
    pty_play::expect(&mut p, after_retry);
    leagues.end_alike(p, &[]);
    assert_eq!(leagues.proxy.cuts(), 1);
    Some(())
}

#[test]
fn play_asks_a_server_back_again_and_keeps_a_deal_it_had_kept_once() {
    play_through_a_gone_server(
        Fault::AfterCommit,
        "The league server had kept it after all; nothing more was written.",
    );
}

#[test]
fn play_asks_a_server_back_again_and_records_a_deal_it_had_not_kept() {
    play_through_a_gone_server(Fault::BeforeCommit, "Round 1 recorded");
}

/// `play` at a league table whose server goes away between two answers (stopped, or the line
/// dropped) and comes back: the deal typed is kept and recorded once it answers; a read while it
/// is away goes back to the menu; nothing is lost or kept twice. `None` without PostgreSQL.
fn play_through_a_server_away_before_the_write() -> Option<()> {
    let leagues = TwoLeagues::new(Plan {
        fault: Fault::AfterCommit,
        which: Which::Nth(usize::MAX),
        then_unreachable: false,
    })?;
    let mut p = leagues.play_round_one();
    leagues.proxy.go_away();
    pty_play::answer(&mut p, "Bob: points in hand", "14");
    pty_play::expect(&mut p, "the league server");
    pty_play::expect(&mut p, "Nothing was written; what you typed is kept.");
    // Asked again while it is still away: asked once more.
    pty_play::key(&mut p, "Try again?", "y");
    pty_play::expect(&mut p, "Nothing was written; what you typed is kept.");
    leagues.proxy.come_back();
    pty_play::key(&mut p, "Try again?", "y");
    pty_play::expect(&mut p, "Round 1 recorded");
    // A read with the server away: back to the menu, then on as before.
    leagues.proxy.go_away();
    pty_play::menu_pick(&mut p, 2, 3); // Show the whole match
    pty_play::expect(
        &mut p,
        "Back to the menu: choose again once the league server answers",
    );
    leagues.proxy.come_back();
    leagues.end_alike(p, &["--all"]);
    Some(())
}

#[test]
fn play_keeps_a_deal_typed_while_the_server_is_away_and_records_it_once_back() {
    play_through_a_server_away_before_the_write();
}
