//! Session 56: `play` at a real table, the last rough edges, each pinned by the test that finds
//! it fixed: the trump skipped with the bids said in words, a long choice of plain mode's list
//! answered on one line, the farewell of a match that is over naming the database, keys typed
//! while `play` is busy kept as typed; and what playing a match through turned up: the fix's
//! reason skipped said in words, and a fix's tricks offered only while they fit.

use serde_json::json;

use crate::common::TestEnv;
use crate::fixes_s54_league::last_words;
use crate::fixes_s55_play::{login_with_password, said_before_the_password_note};
use crate::pg_server;
use crate::pty_play;
use crate::pty_wrapping::{Screen, flowing};

/// The words of one language the bids below wait for, and the answered trump question as the
/// screen shows it once Enter skipped it.
struct SkipWords {
    lang: &'static str,
    record: &'static str,
    trump: &'static str,
    bid: &'static str,
    tricks: &'static str,
    recorded: &'static str,
    answered: &'static str,
}

const SKIP_WORDS: [SkipWords; 3] = [
    SkipWords {
        lang: "en",
        record: "Record round 1",
        trump: "skip): ",
        bid: "'s bid",
        tricks: "'s tricks",
        recorded: "Round 1 recorded",
        answered: "Trump suit (C, D, H, S, hearts, ..., or none; Enter to skip): not noted",
    },
    SkipWords {
        lang: "nl",
        record: "Noteer ronde 1",
        trump: "slaan): ",
        bid: "Bod van",
        tricks: "Slagen van",
        recorded: "Ronde 1 genoteerd in",
        answered: "schoppen, C, D, H, S of geen; Enter om over te slaan): niet genoteerd",
    },
    SkipWords {
        lang: "de",
        record: "Runde 1 eintragen",
        trump: "Überspringen): ",
        bid: "Gebot von",
        tricks: "Stiche von",
        recorded: "Runde 1 eingetragen in",
        answered: "Pik, C, D, H, S oder kein; Enter zum Überspringen): nicht notiert",
    },
];

/// Enter at the trump question of a 10 op en neer round's bids skips the trump: the answered
/// line showed nothing after the question. It says the trump is not noted, in the reader's
/// language, and the round is recorded without a trump, as before.
#[test]
fn enter_at_the_trump_with_the_bids_says_it_is_not_noted() {
    for words in &SKIP_WORDS {
        let env = TestEnv::new();
        let id = env
            .new_match(&["updown", "--players", "Ann,Bob,Cy"])
            .to_string();
        let mut s = Screen::start(&env, words.lang, &["play", &id]);
        s.choose(words.record, 0);
        s.answer(words.trump, "");
        for bid in ["1", "0", "1"] {
            s.answer(words.bid, bid);
        }
        for tricks in ["1", "0", ""] {
            s.answer(words.tricks, tricks);
        }
        s.expect(words.recorded);
        s.leave_menu();
        let screen = flowing(&s.ends_well());
        assert!(screen.contains(words.answered), "{}: {screen}", words.lang);
        let shown = env.json(&["show", &id]);
        assert_eq!(
            shown["rounds"][0]["opening"],
            json!({"bids": [1, 0, 1], "cards": 1}),
            "{shown}"
        );
    }
}

/// Plain mode: the start screen's match line, longer than a row, answered with Enter, put the
/// question alone on its row ("Which match?:") and the choice on rows of its own, so a screen
/// reader read a question without its answer. It is one answered line, wrapped between words.
#[test]
fn a_long_choice_of_a_plain_list_is_answered_on_one_line_wrapped_between_words() {
    let env = TestEnv::new();
    env.new_match(&["pig10", "--players", "Annemarie,Bartholomew,Cornelius"]);
    env.ok(&["round", "Annemarie=10", "Bartholomew=20", "Cornelius=24"]);
    let plain = [("TENSCORE_PLAIN", "1")];
    let mut s = Screen::start_with(&env, "en", 80, &plain, &["play"]);
    s.answer("Which match?: ", "");
    s.answer("Record deal 2", "7");
    let screen = s.ends_well();
    let at = (screen.iter())
        .position(|row| row.starts_with("Which match?: "))
        .unwrap_or_else(|| panic!("no answered line:\n{}", screen.join("\n")));
    assert_eq!(
        screen[at..at + 3],
        [
            "Which match?: Resume match 1, Pig 10, Annemarie, Bartholomew, Cornelius, 1 deal,",
            "  last played 2026-01-02 03:04",
            "Resuming match 1.",
        ],
        "{}",
        screen.join("\n")
    );
}

/// Finished from the menu of `play --db FILE`, the last line said `tenscore show 1`, which
/// shows match 1 of the default database, not of FILE. It names the file, as the other ways
/// back do.
#[test]
fn the_farewell_of_a_finished_match_names_the_database_given_with_db() {
    let env = TestEnv::new();
    let other = env.dir().join("club night.db");
    let other = other.to_str().expect("a path");
    env.ok(&["--db", other, "new", "pig10", "--players", "Ann,Bob"]);
    env.ok(&["--db", other, "round", "Ann=50", "Bob=30"]);
    let mut p = pty_play::spawn(&env, &["--db", other, "play", "1"]);
    // Record, Undo, Fix, Show, Finish.
    pty_play::choose(&mut p, "Record deal 2", 4);
    pty_play::key(&mut p, "Finish match 1 now?", "y");
    pty_play::choose(&mut p, "Done", 0);
    assert_eq!(
        last_words(p),
        (
            format!("Match 1 is finished; see it again with `tenscore --db '{other}' show 1`."),
            0
        )
    );
}

/// The same on a league server named by a URL with a password: the URL with `***` in its
/// place, and what `***` stands for.
#[test]
fn the_farewell_of_an_abandoned_match_says_what_the_hidden_password_stands_for() {
    let Some(db) = pg_server::fresh_database() else {
        return;
    };
    let user = "s56_password_bea";
    let url = login_with_password(&db, user);
    let direct = TestEnv::on(db.url());
    direct.new_match(&["pig10", "--players", "Ann,Bob"]);
    let mut p = pty_play::spawn(&direct, &["--db", &url, "play", "1"]);
    // Record, Show, Finish, Abandon.
    pty_play::choose(&mut p, "Record deal 1", 3);
    pty_play::key(&mut p, "Abandon match 1?", "y");
    pty_play::choose(&mut p, "Done", 0);
    let (last, code) = last_words(p);
    assert_eq!(code, 0);
    let said = said_before_the_password_note(&last);
    assert!(
        said.starts_with(&format!(
            "Match 1 is abandoned; see it again with `tenscore --db 'postgres://{user}:***@"
        )),
        "{last}"
    );
    assert!(said.ends_with(&format!("/{}' show 1`.", db.name)), "{last}");
}

const LEFT: &str = "\x1b[D";

/// Keys typed while `play` is busy (here writing a deal while another program holds the file)
/// met the terminal's own line editing: they were echoed where the cursor stood, and a
/// Backspace rubbed out the byte before it (the last of an ←) unseen by `play`, so "51", ←,
/// Backspace, "2", Enter never answered (that was the flaky arrow test's "Bi" that stayed).
/// They are kept as typed: the menu's Enter records deal 2, Ann's count reads 21, and nothing
/// typed stands echoed on the screen.
#[test]
fn keys_typed_while_play_is_busy_are_kept_as_typed() {
    let env = TestEnv::new();
    let id = env.new_match(&["pig10", "--players", "Ann,Bob,Cy"]);
    let other = rusqlite::Connection::open(env.db()).expect("a second connection");
    other
        .execute_batch("BEGIN IMMEDIATE")
        .expect("the write lock");
    let mut s = Screen::start(&env, "en", &["play", &id.to_string()]);
    s.choose("Record deal 1", 0);
    s.answer("Ann: cards collected", "10");
    s.answer("Bob: cards collected", "20");
    s.answer("Cy: cards collected", "24");
    // The answered line is written once Enter is read: play writes the deal now, and waits.
    s.expect("collected: 24\r\n");
    s.press(&format!("\n51{LEFT}\x7f2\n"));
    // Typed while it waits; then the other program is done.
    std::thread::sleep(std::time::Duration::from_millis(500));
    drop(other);
    s.expect("Deal 1 recorded");
    s.answer("Bob: cards collected", "5");
    s.answer("Cy: cards collected", "0");
    s.expect("Deal 2 recorded");
    // Record deal 3, Undo, Fix, Show, Finish, Abandon, Quit.
    s.choose("Record deal 3", 6);
    let screen = s.ends_well();
    assert!(
        screen.iter().all(|row| !row.contains("^[")),
        "{}",
        screen.join("\n")
    );
    assert!(
        (screen.iter()).any(|row| row.trim_end() == "Ann: cards collected: 21"),
        "{}",
        screen.join("\n")
    );
    let shown = env.json(&["show", &id.to_string()]);
    let deals: Vec<&serde_json::Value> = (shown["rounds"].as_array())
        .expect("rounds")
        .iter()
        .map(|round| &round["entry"]["cards"])
        .collect();
    assert_eq!(deals, [&json!([10, 20, 24]), &json!([21, 5, 0])], "{shown}");
}

/// Enter at "Why the change?" keeps "fixed in play" as the fix's reason in the audit trail,
/// but the answered line showed nothing after the question. It shows the reason kept.
#[test]
fn enter_at_why_the_change_shows_the_reason_kept() {
    let env = TestEnv::new();
    let id = env
        .new_match(&["pig10", "--players", "Ann,Bob"])
        .to_string();
    env.ok(&["round", "Ann=50", "Bob=30"]);
    let mut s = Screen::start(&env, "en", &["play", &id]);
    // Record, Undo, Fix.
    s.choose("Record deal 2", 2);
    s.choose("Which deal to fix?", 0);
    s.answer("Ann: cards collected [50]: ", "40");
    s.answer("Bob: cards collected [30]: ", "");
    s.answer("Why the change?", "");
    s.expect("Deal 1 fixed");
    // Record, Undo, Fix, Show, Finish, Abandon, Quit.
    s.choose("Record deal 2", 6);
    let rows = s.ends_well();
    let answered = "Why the change? (kept in the audit trail; Enter to skip): fixed in play";
    assert!(
        rows.iter().any(|row| row.trim_end() == answered),
        "{}",
        rows.join("\n")
    );
    let all = env.ok(&["show", &id, "--all"]);
    assert!(all.contains("fixed in play"), "{all}");
}

/// Fixing a 10 op en neer round's tricks, each player was offered the tricks they took, even
/// once the counts typed before left fewer: Ann's 0 made 1, and Bob was still offered his 1,
/// so Enter took a refusal. A count that no longer fits is not offered (0, the only answer
/// left, is), and Enter goes on.
#[test]
fn fixing_tricks_offers_no_count_that_no_longer_fits() {
    let env = TestEnv::new();
    let id = env
        .new_match(&["updown", "--players", "Ann,Bob,Cy"])
        .to_string();
    env.ok(&["bid", "Ann=1", "Bob=1", "Cy=0"]);
    env.ok(&["round", "Ann=0", "Bob=1", "Cy=0"]);
    let mut s = Screen::start(&env, "en", &["play", &id]);
    // Record, Referee, Undo, Fix.
    s.choose("Record round 2", 3);
    s.choose("Which round to fix?", 0);
    s.key(
        "Keep the bids of round 1 as recorded (Ann 1, Bob 1, Cy 0)?",
        "y",
    );
    s.answer("Ann's tricks (bid 1) [0]: ", "1");
    s.answer("Bob's tricks (bid 1) [0]: ", "");
    s.answer("Cy's tricks (bid 0) [0]: ", "");
    s.answer("Why the change?", "Ann took it");
    s.expect("Round 1 fixed");
    // Record, Referee, Undo, Fix, Show, Finish, Abandon, Quit.
    s.choose("Record round 2", 7);
    let rows = s.ends_well();
    assert!(
        !rows.iter().any(|row| row.starts_with("error:")),
        "{}",
        rows.join("\n")
    );
    let id: i64 = id.parse().expect("an id");
    assert_eq!(
        env.scores(id),
        vec![("Ann".into(), 11), ("Bob".into(), 0), ("Cy".into(), 10)]
    );
}

/// SIGTERM (a `kill`) or SIGHUP (a closed window) ends `play` as Ctrl-C does: what was kept is
/// said and it exits 130, putting the terminal's settings back on the way out. Before, either
/// killed it outright, and since `play` keeps keys typed ahead (the terminal without echo while
/// it runs), that left the shell typing blind.
#[test]
fn a_kill_ends_play_as_ctrl_c_does_with_the_terminal_put_back() {
    use nix::sys::signal::Signal;
    use rexpect::process::WaitStatus;
    for signal in [Signal::SIGTERM, Signal::SIGHUP] {
        let env = TestEnv::new();
        let mut p = pty_play::spawn(&env, &["play"]);
        pty_play::expect(&mut p, "Which game?");
        p.process_mut().signal(signal).expect("signal sent");
        if signal == Signal::SIGTERM {
            pty_play::expect(&mut p, "No match started.");
        }
        let _ = p.exp_eof();
        match p.process().wait() {
            Ok(WaitStatus::Exited(_, 130)) => {}
            other => panic!("{signal:?}: play ended with {other:?}"),
        }
    }
}
