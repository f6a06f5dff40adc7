//! Session 54: `play`'s back in a fix, at the referee and at the start screen, its refusals
//! wrapped and its plain mode, each pinned by the test that finds it fixed.

use serde_json::json;

use crate::common::TestEnv;
use crate::pty_wrapping::{Screen, flowing, rows_with};

/// Fixing a Krumme10 game, `back` at "Why the change?" asked every player's points again from
/// the first, under the intro said again, the old ✔ lines left standing above. It asks the
/// last question again, offering the answer just given, in the place of its answer.
#[test]
fn back_at_why_the_change_asks_the_last_question_again_in_its_place() {
    let env = TestEnv::new();
    let id = env.new_match(&["krumme10", "--players", "Ann,Bob,Cy,Dan,Eve,Fay"]);
    env.ok(&[
        "round", "1", "Ann=50", "Bob=50", "Cy=50", "Dan=50", "Eve=50", "Fay=20",
    ]);
    let mut s = Screen::start(&env, "en", &["play", &id.to_string()]);
    // Record game 2, Undo game 1, Fix a past game.
    s.choose("Record game 2", 2);
    s.choose("Which game to fix?", 0);
    for name in ["Ann", "Bob", "Cy", "Dan", "Eve"] {
        s.answer(&format!("{name}: victory points [50]"), "");
    }
    s.answer("Fay: victory points [20]", "10");
    s.answer("Why the change?", "back");
    s.answer("Fay: victory points [10]", "");
    s.answer("Why the change?", "typo");
    s.expect("Game 1 fixed");
    // Record game 2, Undo, Fix, Show, Finish, Abandon, Quit.
    s.choose("What next?", 6);
    let screen = s.ends_well();
    for once in [
        "Victory points of each player in game 1",
        "Ann: victory points",
        "Fay: victory points",
        "Why the change?",
    ] {
        assert_eq!(
            rows_with(&screen, once),
            1,
            "{once}:\n{}",
            screen.join("\n")
        );
    }
    assert_eq!(rows_with(&screen, "Fay: victory points: 10"), 1);
    assert_eq!(env.scores(id)[5], ("Fay".to_string(), 10));
}

/// Fixing a 10 op en neer round with its bids corrected, `back` at the first bid said "Nothing
/// changed." and left the fix. It asks whether to keep the bids again (no offered), and back
/// at the round's first tricks asks the last bid again.
#[test]
fn back_from_corrected_bids_in_a_fix_steps_back_one_answer() {
    let env = TestEnv::new();
    let id = env.new_match(&["updown", "--players", "Ann,Bob,Cy"]);
    env.ok(&["bid", "1", "Ann=1", "Bob=0", "Cy=1"]);
    env.ok(&["round", "1", "Ann=1", "Bob=0", "Cy=0"]);
    let mut s = Screen::start(&env, "en", &["play", &id.to_string()]);
    // Record round 2, Referee this hand, Undo round 1, Fix a past round.
    s.choose("Record round 2", 3);
    s.choose("Which round to fix?", 0);
    s.key(
        "Keep the bids of round 1 as recorded (Ann 1, Bob 0, Cy 1)?",
        "n",
    );
    s.answer("Trump suit", "back");
    s.expect("Keep the bids of round 1 as recorded (Ann 1, Bob 0, Cy 1)? [y/N]");
    s.press("\n");
    s.answer("Trump suit", "");
    s.answer("Ann's bid (0–1) [1]", "");
    s.answer("Bob's bid (0–1) [0]", "1");
    s.answer("Cy's bid (0–1) [1]", "");
    s.answer("Ann's tricks", "back");
    s.answer("Cy's bid (0–1) [1]", "0");
    s.answer("Ann's tricks", "0");
    s.answer("Bob's tricks", "1");
    s.answer("Cy's tricks (bid 0) [0]", "");
    s.answer("Why the change?", "");
    s.expect("Round 1 fixed");
    // Record round 2, Referee, Undo, Fix, Show, Finish, Abandon, Quit.
    s.choose("What next?", 7);
    let screen = s.ends_well();
    assert!(
        !flowing(&screen).contains("Nothing changed"),
        "{}",
        screen.join("\n")
    );
    for once in ["Keep the bids of round 1", "Cy's bid", "Ann's tricks"] {
        assert_eq!(
            rows_with(&screen, once),
            1,
            "{once}:\n{}",
            screen.join("\n")
        );
    }
    let round = &env.json(&["show", &id.to_string()])["rounds"][0];
    assert_eq!(round["opening"]["bids"], json!([1, 1, 0]), "{round}");
}

/// In a match refereed every round, `back` at the first trick went on to the tricks as numbers,
/// past "Referee the hand?". It asks that again, offering the answer; no, then back at the first
/// count, asks it again too.
#[test]
fn back_at_the_first_trick_asks_referee_the_hand_again() {
    let env = TestEnv::new();
    let id = env.new_match(&[
        "updown",
        "--players",
        "Ann,Bob,Cy",
        "--peak",
        "3",
        "--referee",
    ]);
    let mut s = Screen::start(&env, "en", &["play", &id.to_string()]);
    s.choose("Record round 1", 0);
    s.answer("Trump suit", "H");
    s.answer("Ann's bid", "0");
    s.answer("Bob's bid", "0");
    s.answer("Cy's bid", "1");
    s.key("Referee the hand?", "y");
    s.answer("Trick 1, led by Ann", "back");
    s.expect("Referee the hand? (type the cards of every trick) [Y/n]");
    s.press("n\n");
    s.answer("Ann's tricks", "back");
    s.expect("Referee the hand? (type the cards of every trick) [y/N]");
    s.press("y\n");
    s.answer("Trick 1, led by Ann", "KC,5C,2H");
    s.expect("Round 1 recorded");
    s.leave_menu();
    let screen = s.ends_well();
    assert_eq!(
        rows_with(&screen, "Referee the hand?"),
        1,
        "{}",
        screen.join("\n")
    );
    assert_eq!(
        rows_with(&screen, "Trick 1, led by Ann"),
        1,
        "{}",
        screen.join("\n")
    );
    assert_eq!(
        env.json(&["show", &id.to_string()])["rounds"][0]["entry"],
        json!({"tricks": [0, 0, 1]})
    );
}

/// Back at the start screen from a new match's game, or from a match's menu, marked the first
/// match listed, and the note that older matches are left out was said again above every
/// showing. The choice gone back from is marked, and the note stands once.
#[test]
fn the_start_screen_marks_the_choice_gone_back_from_and_says_its_note_once() {
    let env = TestEnv::new();
    for _ in 0..11 {
        env.new_match(&["pig10", "--players", "Ann,Bob"]);
    }
    let mut s = Screen::start(&env, "en", &["play"]);
    // Nine matches listed, then New match.
    s.choose("Which match?", 9);
    s.answer("(tenstuff)", "back");
    s.expect("> New match");
    // Up: Resume match 3, the oldest listed; Esc at its menu, back to the start screen.
    s.press("\x1b[A\n");
    s.expect("Resuming match 3.");
    s.expect("What next?");
    s.press("\x1b");
    s.expect("> Resume match 3");
    s.press("\x1b");
    let screen = s.ends_well();
    let note = "The 9 newest unfinished matches are listed";
    assert_eq!(rows_with(&screen, note), 1, "{}", screen.join("\n"));
    let farewell = "Match 3 saved, no deals yet. Resume with `tenscore play 3`.";
    assert!(
        flowing(&screen).ends_with(farewell),
        "{}",
        screen.join("\n")
    );
}
