//! Session 51, a second pass at `play`: what the table typed is kept (the trump the referee was
//! given, the points typed before going back), and the players' question behaves as a line.

use crate::common::TestEnv;
use crate::pty_wrapping::Screen;

/// The trump a table skipped with the bids and named when `play` refereed the hand judged that
/// hand, but was not recorded: `check updown hand --match 1 --round 1` said "no trump was given"
/// and judged the trick without trumps (Cy's A♣ took it, against the recorded tricks). It is
/// recorded with the bids now, as `bid --trump` records it.
#[test]
fn the_trump_given_to_the_referee_is_recorded_with_the_round() {
    let env = TestEnv::new();
    let id = env.new_match(&["updown", "--players", "Ann,Bob,Cy", "--referee"]);
    let mut s = Screen::start(&env, "en", &["play", &id.to_string()]);
    s.choose("Record round 1", 0);
    // Skipped with the bids.
    s.answer("Trump suit (C, D, H, S", "");
    s.answer("Ann's bid", "1");
    s.answer("Bob's bid", "0");
    s.answer("Cy's bid", "1");
    s.key("Referee the hand?", "y");
    s.answer("Trump suit of this hand", "H");
    s.answer("Trick 1", "2C,3H,AC");
    s.expect("Bob takes it with 3♥:");
    // Record round 2, Undo, Fix, Show, Finish, Abandon, Quit.
    s.choose("What next?", 6);
    s.ends_well();
    let shown = env.json(&["show", &id.to_string()]);
    assert_eq!(
        shown["rounds"][0]["opening"],
        serde_json::json!({"bids": [1, 0, 1], "cards": 1, "trump": "hearts"}),
        "{shown}"
    );
    let id = id.to_string();
    // Added to the bids in place: the audit trail holds one take of the round, nothing withdrawn.
    let all = env.ok(&["show", &id, "--all"]);
    assert!(!all.contains("withdrawn"), "{all}");
    let hand = ["hand", "--match", &id, "--round", "1", "2C,3H,AC"];
    let verdict = env.check_json("updown", &hand, 0);
    assert_eq!(verdict["recorded"], "agrees", "{verdict}");
    assert_eq!(verdict["tricks"][0]["winner"], "Bob", "{verdict}");
    assert_eq!(
        verdict["tricks"][0]["reason"],
        "3♥ wins: it is the only trump (hearts) in the trick, and a trump beats every card of \
         another suit, even A♣.",
        "{verdict}"
    );
    assert_eq!(
        env.scores(id.parse().expect("an id")),
        vec![("Ann".into(), 0), ("Bob".into(), 0), ("Cy".into(), 0)]
    );
}

const RIGHT: &str = "\x1b[C";
const LEFT: &str = "\x1b[D";
const HOME: &str = "\x1b[H";
const END: &str = "\x1b[F";

/// → at the end of the players' line added ", " as a Tab does (dialoguer completes on both), so
/// "Ann, Bob, C", →, "y" seated C and y. → only moves the cursor now; ←, Home and End move it
/// for a name to be put right, and Esc goes back to the game, as `back` does.
#[test]
fn the_right_arrow_at_the_end_of_the_players_line_adds_nothing() {
    let env = TestEnv::new();
    let mut s = Screen::start(&env, "en", &["play"]);
    s.choose("(pig10)", 2);
    s.expect("Players, clockwise");
    s.press("Ann, Bob, C");
    s.press(RIGHT);
    s.press("y");
    // Bo typed Bi: ← to the i, the i out, an o in; Home for a name in front, End for the last.
    s.press(&format!(
        "{LEFT}{LEFT}{LEFT}{LEFT}{LEFT}\x7fo{HOME}Dee, {END}, Eve"
    ));
    s.press("\x1b");
    // The game chosen is marked again.
    s.choose("> Pig 10 (pig10)", 0);
    s.expect("Players, clockwise");
    s.press("Ann, Bi, C");
    s.press(RIGHT);
    s.press("y");
    s.press(&format!(
        "{LEFT}{LEFT}{LEFT}{LEFT}\x7fob{HOME}Dee, {END}{RIGHT}, Eve\n"
    ));
    s.expect("Match 1 started");
    // Record deal 1, Show, Finish, Abandon, Quit.
    s.choose("What next?", 4);
    let rows = s.ends_well();
    let answered: Vec<&String> = (rows.iter())
        .filter(|row| row.starts_with("Players, clockwise"))
        .collect();
    assert_eq!(answered.len(), 1, "{rows:#?}");
    assert!(
        answered[0]
            .trim_end()
            .ends_with("): Dee, Ann, Bob, Cy, Eve"),
        "{rows:#?}"
    );
    let shown = env.json(&["show", "1"]);
    assert_eq!(
        shown["players"],
        serde_json::json!(["Dee", "Ann", "Bob", "Cy", "Eve"]),
        "{shown}"
    );
}

/// At 40 columns, the players offered again after back ("[Annemarie, Bartholomew, Cornelius,
/// Dagobert]") made the prompt's row wider than the terminal, which wrapped it mid-name (and
/// dialoguer, counting its rows, left one standing once answered). The offered names are cut
/// to the room the row has, with "…"; Enter still seats all four.
#[test]
fn a_long_offered_answer_is_cut_to_fit_the_row_at_40_columns() {
    let env = TestEnv::new();
    let mut s = Screen::start_at(&env, "en", 40, &["play"]);
    s.choose("(under10)", 0);
    s.expect("(e.g.");
    s.press("Annemarie, Bartholomew, Cornelius, Dagobert\n");
    s.expect("How does the match end?");
    s.press("\x1b");
    s.expect("[Annemarie,");
    s.expect("]: ");
    let rows = s.screen();
    let wide: Vec<&String> = (rows.iter())
        .filter(|row| row.trim_end().chars().count() > 40)
        .collect();
    assert!(wide.is_empty(), "{rows:#?}");
    assert!(
        rows.iter().any(|row| row.trim_end().ends_with("…]:")),
        "{rows:#?}"
    );
    s.press("\n");
    s.choose("How does the match end?", 0);
    s.key("bonus cards", "");
    s.choose("Who starts round 1", 0);
    s.expect("Match 1 started");
    // Record round 1, Show, Finish, Abandon, Quit.
    s.choose("What next?", 4);
    s.ends_well();
    let shown = env.json(&["show", "1"]);
    assert_eq!(
        shown["players"],
        serde_json::json!(["Annemarie", "Bartholomew", "Cornelius", "Dagobert"]),
        "{shown}"
    );
}

/// Back from the first points question of an Under the 10 round to who called forgot the
/// points typed: Ann's 3 and Bob's 4 were asked again with nothing offered. What was typed is
/// offered again, so Enter keeps it, as after back between the points questions.
#[test]
fn back_past_the_first_points_question_offers_the_points_typed_again() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    let mut s = Screen::start(&env, "en", &["play", &id.to_string()]);
    s.choose("Record round 1", 0);
    s.choose("How did round 1 end?", 0);
    s.choose("Who called", 0);
    s.answer("Ann (caller): points in hand:", "3");
    s.answer("Bob: points in hand:", "4");
    s.answer("Cy: points in hand:", "back");
    s.answer("Bob: points in hand [4]:", "back");
    s.answer("Ann (caller): points in hand [3]:", "back");
    s.choose("> Ann", 0);
    s.answer("Ann (caller): points in hand [3]:", "");
    s.answer("Bob: points in hand [4]:", "");
    s.answer("Cy: points in hand:", "5");
    s.expect("Round 1 recorded");
    // Record round 2, Undo, Fix, Show, Finish, Abandon, Quit.
    s.choose("What next?", 6);
    s.ends_well();
    assert_eq!(
        env.scores(id),
        vec![("Ann".into(), 0), ("Bob".into(), 4), ("Cy".into(), 5)]
    );
}

/// Every typed question is our own line now, not only the players': → at the end of a points
/// line added a space there (dialoguer completed on it as on a Tab), so "1", →, "2" read as
/// "1 2" and was refused; and Esc did nothing at a typed question. → only moves the cursor, ←
/// puts a digit in front, and Esc goes back as `back` does.
#[test]
fn the_arrows_edit_and_esc_goes_back_at_any_typed_question() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    let mut s = Screen::start(&env, "en", &["play", &id.to_string()]);
    s.choose("Record round 1", 0);
    s.choose("How did round 1 end?", 0);
    s.choose("Who called", 0);
    s.expect("Ann (caller): points in hand:");
    // Esc: back to who called, and Bob chosen instead.
    s.press("\x1b");
    s.choose("> Ann", 1);
    s.expect("Ann: points in hand:");
    s.press(&format!("1{RIGHT}2\n"));
    s.answer("Bob (caller): points in hand:", "3");
    s.expect("Cy: points in hand:");
    s.press(&format!("0{LEFT}3\n"));
    s.expect("Round 1 recorded");
    // Record round 2, Undo, Fix, Show, Finish, Abandon, Quit.
    s.choose("What next?", 6);
    s.ends_well();
    assert_eq!(
        env.scores(id),
        vec![("Ann".into(), 12), ("Bob".into(), 0), ("Cy".into(), 30)]
    );
}
