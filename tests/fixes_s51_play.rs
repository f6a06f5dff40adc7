//! Session 51: the last rough edges of `play` at the terminal, each pinned by the test that finds
//! it fixed.

use crate::common::TestEnv;
use crate::pty_wrapping::{Screen, flowing, rows_with};

/// After `back`, the question asked again kept its earlier answered line above it: "How did
/// round 1 end?: Someone called…" stood over the same question asked again, and "Ann (caller):
/// points in hand: 3" over Ann's. The answered line goes, with the text said after it.
#[test]
fn a_question_asked_again_after_back_leaves_no_answered_line_above_it() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    let mut s = Screen::start(&env, "en", &["play", &id.to_string()]);
    s.choose("Record round 1", 0);
    s.choose("How did round 1 end?", 0);
    // A list gone back from, typed: the list before it asked again.
    s.expect("Who called");
    s.press("back\n");
    s.expect("?: back");
    s.expect("How did round 1 end?");
    s.expect("> Someone called");
    let rows = s.screen();
    assert_eq!(rows_with(&rows, "How did round 1 end?"), 1, "{rows:#?}");
    assert_eq!(rows_with(&rows, "Who called"), 0, "{rows:#?}");
    s.press("\n");
    s.choose("Who called", 0);
    s.answer("Ann (caller): points in hand:", "3");
    // A typed question gone back from: the typed one before it asked again, offering 3.
    s.answer("Bob: points in hand:", "back");
    s.expect("Ann (caller): points in hand [3]:");
    let rows = s.screen();
    assert_eq!(
        rows_with(&rows, "Ann (caller): points in hand"),
        1,
        "{rows:#?}"
    );
    assert_eq!(rows_with(&rows, "Bob: points"), 0, "{rows:#?}");
    // Back from the first points: the list again, the line said before the points gone too.
    s.press("back\n");
    s.expect("> Ann");
    let rows = s.screen();
    assert_eq!(rows_with(&rows, "Who called"), 1, "{rows:#?}");
    assert_eq!(rows_with(&rows, "Points left in each hand"), 0, "{rows:#?}");
    assert_eq!(rows_with(&rows, "points in hand"), 0, "{rows:#?}");
    s.press("\n");
    // The points typed before are offered again (s51, helper Q): Enter keeps Ann's 3.
    s.answer("Ann (caller): points in hand [3]:", "");
    s.answer("Bob: points in hand:", "4");
    s.answer("Cy: points in hand:", "5");
    s.expect("Round 1 recorded");
    // Record round 2, Undo, Fix, Show, Finish, Abandon, Quit.
    s.choose("What next?", 6);
    let screen = flowing(&s.ends_well());
    assert_eq!(
        screen.matches("How did round 1 end?").count(),
        1,
        "{screen}"
    );
    assert_eq!(screen.matches("Who called").count(), 1, "{screen}");
    assert_eq!(
        env.scores(id),
        vec![("Ann".into(), 0), ("Bob".into(), 4), ("Cy".into(), 5)]
    );
}

/// Esc at a yes/no question did nothing until Enter; it goes back at once, as at a list, and the
/// question before it (a list of setup) is asked again in place of its answered line.
#[test]
fn esc_at_a_yes_no_question_goes_back_at_once() {
    let env = TestEnv::new();
    let mut s = Screen::start(&env, "en", &["play"]);
    s.choose("(under10)", 0);
    s.answer("Players, clockwise", "Dee,Eve,Fay");
    s.choose("How does the match end?", 1);
    s.expect("Play with the bonus cards (trade-all, joker, trade-one)? [y/N]");
    // Esc alone, no Enter.
    s.press("\x1b");
    s.expect("> First out");
    let rows = s.screen();
    assert_eq!(rows_with(&rows, "How does the match end?"), 1, "{rows:#?}");
    assert_eq!(
        rows_with(&rows, "Play with the bonus cards"),
        0,
        "{rows:#?}"
    );
    s.press("\n");
    s.key("[y/N]", "y");
    s.choose("Who starts round 1", 0);
    s.expect("Match 1 started");
    // Record round 1, Show, Finish, Abandon, Quit.
    s.choose("What next?", 4);
    let screen = flowing(&s.ends_well());
    assert!(
        screen.contains(
            "Match 1 started: Under the 10 for 3 (ends when the first player goes out; lowest \
             total wins; bonus cards on)."
        ),
        "{screen}"
    );
    assert_eq!(
        screen.matches("How does the match end?").count(),
        1,
        "{screen}"
    );
}

/// A row of names pasted with an empty last cell (`Ann<Tab>Bob<Tab>Cy<Tab>`) seated the three,
/// but its answered line showed "Ann, Bob, Cy, ", the separator of the empty cell dangling. It
/// shows the names as seated.
#[test]
fn a_pasted_row_ending_in_a_tab_shows_no_dangling_separator() {
    let env = TestEnv::new();
    let mut s = Screen::start(&env, "en", &["play"]);
    s.choose("(pig10)", 2);
    s.expect("Players, clockwise");
    s.press("Ann\tBob\tCy\t\n");
    s.expect("Match 1 started");
    // Record deal 1, Show, Finish, Abandon, Quit.
    s.choose("What next?", 4);
    let rows = s.ends_well();
    let answered: Vec<&String> = (rows.iter())
        .filter(|row| row.starts_with("Players, clockwise"))
        .collect();
    assert_eq!(answered.len(), 1, "{rows:#?}");
    assert!(
        answered[0].trim_end().ends_with("): Ann, Bob, Cy"),
        "{rows:#?}"
    );
}
