//! Session 55: `play`'s leftovers, each pinned by the test that finds it fixed: a league whose
//! server goes away at the start screen, the server's error said in `play`'s words, the hint to
//! come back when the URL carried a password, lists in plain mode, and the referee's "no trump".
//!
//! The league tests use the tests' own PostgreSQL server (`pg_server.rs`), reached through a
//! proxy that can go away (`fault_proxy.rs`); without PostgreSQL they say so and check nothing,
//! unless `TENSCORE_PG_REQUIRED` is set (CI), when they fail.

use rexpect::session::PtySession;
use serde_json::json;

use crate::common::TestEnv;
use crate::fixes_s54_league::{League, last_words};
use crate::pg_server;
use crate::pty_play;
use crate::pty_wrapping::{Screen, flowing};

/// What the screen showed until `text` (which it then shows), its lines joined where the
/// terminal wrapped them.
fn said_until(p: &mut PtySession, text: &str) -> String {
    let read: String = text.bytes().map(char::from).collect();
    let said = p
        .exp_string(&read)
        .unwrap_or_else(|e| panic!("waiting for {text:?}: {e}"));
    let bytes: Vec<u8> = said.chars().map(|c| c as u8).collect();
    String::from_utf8_lossy(&bytes)
        .replace("\r\n  ", " ")
        .replace("\r\n", "\n")
}

/// Types `keys`.
fn send(p: &mut PtySession, keys: &str) {
    p.send(keys).expect("keys sent");
    p.flush().expect("keys sent");
}

/// Presses Esc.
fn esc(p: &mut PtySession) {
    send(p, "\x1b");
}

/// The server's error as `play` says it: the problem, then what to check, never the command
/// line's advice to choose another database.
fn assert_said_in_plays_words(said: &str) {
    let error = (said.lines())
        .find(|line| line.contains("the league server"))
        .unwrap_or_else(|| panic!("no server error:\n{said}"));
    assert!(
        error.ends_with("; check that the server is running and reachable"),
        "{error}"
    );
    assert!(!said.contains("--db"), "{said}");
}

/// `play` alone on a league, the server gone at the start screen, match 1 chosen: it said
/// "Resuming match 1." and stopped with the server's error, exit 1. It says the server cannot
/// be reached, that nothing was written and everything recorded is saved, and asks to try
/// again; once the server answers, the match chosen opens (the choice kept, not asked again).
#[test]
fn the_start_screen_tries_the_match_chosen_again_once_the_league_server_answers() {
    let Some(league) = League::new() else {
        return;
    };
    let mut p = pty_play::spawn(&league.table, &["play"]);
    pty_play::expect(&mut p, "Which match?");
    league.proxy.go_away();
    // Resume match 1 (the first), once the list is drawn.
    pty_play::choose(&mut p, "New match", 0);
    let said = said_until(&mut p, "Try again?");
    assert_said_in_plays_words(&said);
    assert!(
        said.contains("\nNothing was written, and everything recorded is saved.\n"),
        "{said}"
    );
    assert!(!said.contains("Resuming match 1."), "{said}");
    // Still away: asked again.
    send(&mut p, "y\n");
    said_until(
        &mut p,
        "Nothing was written, and everything recorded is saved.",
    );
    league.proxy.come_back();
    pty_play::key(&mut p, "Try again?", "y");
    pty_play::expect(&mut p, "Resuming match 1.");
    pty_play::menu_quit(&mut p, 2);
    assert_eq!(
        last_words(p),
        (
            "Match 1 saved after 1 round. Resume with `tenscore play`.".to_string(),
            0
        )
    );
    assert_eq!(league.direct.standings(1)["rounds"], 1);
}

/// No at "Try again?" with the server still away at the start screen: how to come back to the
/// match chosen, exit 0 (as Quit while the server is away).
#[test]
fn no_at_try_again_at_the_start_screen_says_how_to_come_back() {
    let Some(league) = League::new() else {
        return;
    };
    let mut p = pty_play::spawn(&league.table, &["play"]);
    pty_play::expect(&mut p, "Which match?");
    league.proxy.go_away();
    pty_play::choose(&mut p, "New match", 0);
    pty_play::key(&mut p, "Try again?", "n");
    assert_eq!(
        last_words(p),
        (
            "Resume match 1 with `tenscore play 1` once the league server answers.".to_string(),
            0
        )
    );
}

/// The server gone as the start screen's "New match" was chosen (before its questions): asked
/// to try again, then the start screen again with the new match marked, where Enter goes on.
#[test]
fn a_new_match_chosen_while_the_server_is_away_is_marked_when_tried_again() {
    let Some(league) = League::new() else {
        return;
    };
    let mut p = pty_play::spawn(&league.table, &["play"]);
    pty_play::expect(&mut p, "Which match?");
    league.proxy.go_away();
    pty_play::choose(&mut p, "New match", 1);
    let said = said_until(&mut p, "Try again?");
    assert_said_in_plays_words(&said);
    league.proxy.come_back();
    send(&mut p, "y\n");
    pty_play::choose(&mut p, "> New match", 0);
    // The games of a new match: Esc goes back to the start screen, Esc there leaves.
    pty_play::expect(&mut p, "(tenstuff)");
    esc(&mut p);
    pty_play::expect(&mut p, "> New match");
    esc(&mut p);
    let (last, code) = last_words(p);
    assert!(last.ends_with("No match started."), "{last:?}");
    assert_eq!(code, 0);
    assert_eq!(league.direct.standings(1)["rounds"], 1);
}

/// A deal written while the server is away, in the middle of `play`: the error said that one
/// may choose another database with --db, which is no answer there. It says what to check, and
/// that what was typed is kept, to try again.
#[test]
fn a_deal_meeting_the_server_away_says_what_play_does_not_another_db() {
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
    let said = said_until(&mut p, "Try again?");
    assert_said_in_plays_words(&said);
    assert!(
        said.contains("\nNothing was written; what you typed is kept.\n"),
        "{said}"
    );
    league.proxy.come_back();
    send(&mut p, "y\n");
    pty_play::expect(&mut p, "Round 2 recorded");
    pty_play::menu_quit(&mut p, 3);
    pty_play::ends_well(p);
    assert_eq!(league.direct.standings(1)["rounds"], 2);
}

/// The words of one language that the referee's hand below waits for, and the answered trump
/// question as the screen shows it once Enter took "no trump".
struct RefereeWords {
    lang: &'static str,
    record: &'static str,
    trump_with_bids: &'static str,
    bid: &'static str,
    referee: &'static str,
    trump_of_hand: &'static str,
    trick: &'static str,
    answered: &'static str,
}

const REFEREE_WORDS: [RefereeWords; 3] = [
    RefereeWords {
        lang: "en",
        record: "Record round 1",
        trump_with_bids: "Trump suit (C",
        bid: "'s bid",
        referee: "Referee the hand?",
        trump_of_hand: "Trump suit of this hand",
        trick: "Trick 1",
        answered: "✔ Trump suit of this hand (C, D, H, S; Enter for none) · no trump",
    },
    RefereeWords {
        lang: "nl",
        record: "Noteer ronde 1",
        trump_with_bids: "Troefkleur (klaveren",
        bid: "Bod van",
        referee: "Het spel nakijken?",
        trump_of_hand: "Troefkleur van dit spel",
        trick: "Slag 1",
        answered: "schoppen, of C, D, H, S; Enter voor geen) · geen troef",
    },
    RefereeWords {
        lang: "de",
        record: "Runde 1 eintragen",
        trump_with_bids: "Trumpffarbe (Kreuz",
        bid: "Gebot von",
        referee: "Das Spiel prüfen?",
        trump_of_hand: "Trumpffarbe dieses Spiels",
        trick: "Stich 1",
        answered: "oder C, D, H, S; Enter für keine) · kein Trumpf",
    },
];

/// A 10 op en neer hand refereed in `play`, its trump skipped with the bids and Enter at the
/// referee's trump question (no trump): the answered question showed a blank answer after its
/// "·". It shows "no trump" in the reader's language, and the hand is judged and recorded
/// without trumps as before.
#[test]
fn enter_at_the_referees_trump_shows_no_trump_in_the_readers_language() {
    for words in &REFEREE_WORDS {
        let env = TestEnv::new();
        let id = env.new_match(&["updown", "--players", "Ann,Bob,Cy", "--referee"]);
        let id = id.to_string();
        let args = ["--color", "always", "play", &id];
        let mut s = Screen::start(&env, words.lang, &args);
        s.choose(words.record, 0);
        s.answer(words.trump_with_bids, "");
        for bid in ["1", "0", "1"] {
            s.answer(words.bid, bid);
        }
        s.key(words.referee, "y");
        s.answer(words.trump_of_hand, "");
        s.answer(words.trick, "2C,3H,AC");
        // Without trumps Cy's A♣ takes the trick (with hearts, Bob's 3♥ would).
        s.expect("A♣");
        s.leave_menu();
        let screen = flowing(&s.ends_well());
        assert!(screen.contains(words.answered), "{}: {screen}", words.lang);
        let shown = env.json(&["show", &id]);
        assert_eq!(shown["rounds"][0]["opening"]["no_trumps"], true, "{shown}");
        assert_eq!(shown["rounds"][0]["entry"]["tricks"], json!([0, 0, 1]));
    }
}

/// `play --db URL` where the URL carries a password: the hint to come back showed the URL with
/// `***` in place of the password (never printed), which cannot be pasted as it is. It says
/// what `***` stands for.
#[test]
fn the_hint_to_come_back_says_what_the_hidden_password_stands_for() {
    let Some(db) = pg_server::fresh_database() else {
        return;
    };
    let user = "s55_password_ann";
    let url = login_with_password(&db, user);
    let direct = TestEnv::on(db.url());
    direct.new_match(&["under10", "--players", "Ann,Bob"]);
    direct.ok(&["round", "Ann=2", "Bob=14", "--call", "Ann"]);
    let mut p = pty_play::spawn(&direct, &["--db", &url, "play", "1"]);
    pty_play::menu_quit(&mut p, 2);
    let (last, code) = last_words(p);
    assert_eq!(code, 0);
    let said = said_before_the_password_note(&last);
    assert!(
        said.starts_with(&format!(
            "Match 1 saved after 1 round. Resume with `tenscore --db 'postgres://{user}:***@"
        )),
        "{last}"
    );
    assert!(said.ends_with(&format!("/{}' play`.", db.name)), "{last}");
}

/// A login `user` with the password "horse staple", and the league's URL as that user with the
/// password in it.
pub(crate) fn login_with_password(db: &pg_server::PgDb, user: &str) -> String {
    pg_server::create_login(user, "horse staple");
    (db.url_as(user)).replacen(&format!("{user}@"), &format!("{user}:horse%20staple@"), 1)
}

/// `play`'s last line up to the note on what `***` stands for, which it must end with; the
/// password itself never shown.
pub(crate) fn said_before_the_password_note(last: &str) -> &str {
    let (said, note) = last
        .split_once(" (")
        .unwrap_or_else(|| panic!("no note: {last}"));
    assert_eq!(note, "*** stands for your password: type it in its place.)");
    assert!(!last.contains("horse"), "{last}");
    said
}
