//! Session 54: `play`'s refusals wrapped under their own text, and `play` in plain mode
//! (`TENSCORE_PLAIN=1`) printing its tables as `show --plain` does, each pinned by the test that
//! finds it fixed.

use crate::common::TestEnv;
use crate::pty_wrapping::Screen;

/// Krumme10's refusal of Ann 200 and Bob 100, as the screen shows it under the question's intro,
/// in colour ("✘ ") or plain ("error: ") at 60 columns.
fn refused_at_60(vars: &[(&str, &str)], args: &[&str]) -> Vec<String> {
    let env = TestEnv::new();
    let id = env.new_match(&["krumme10", "--players", "Ann,Bob,Cy"]);
    let mut all = args.to_vec();
    let id = id.to_string();
    all.extend(["play", &id]);
    let mut s = Screen::start_with(&env, "en", 60, vars, &all);
    s.choose("Record game 1", 0);
    s.answer("Ann: victory points", "200");
    s.answer("Bob: victory points", "100");
    s.expect("Bob: victory points");
    let refused = s.screen();
    s.press("50\n");
    s.answer("Cy: victory points", "20");
    // Record game 2, Undo, Fix, Show, Finish, Abandon, Quit.
    s.choose("Record game 2", 6);
    s.ends_well();
    refused
}

/// The refusal's rows, from its label to the question asked again.
fn refusal_rows(rows: &[String], label: &str) -> Vec<String> {
    let first = (rows.iter())
        .position(|row| row.starts_with(&format!("{label}Ann 200")))
        .unwrap_or_else(|| panic!("no refusal:\n{}", rows.join("\n")));
    rows[first..].to_vec()
}

/// A refusal wrapped in `play` went on at column 0 under its "✘ " (or "error: "); its lines
/// hang under its text, as a question's own lines do.
#[test]
fn a_wrapped_refusal_in_play_hangs_under_its_text_in_colour_and_plain() {
    let colour = refused_at_60(&[], &["--color", "always"]);
    assert_eq!(
        refusal_rows(&colour, "✘ "),
        [
            "✘ Ann 200 and Bob 100 make 300 points, but a game gives at",
            "  most 270 points (54 cards of at most 5): which count is",
            "  wrong? Type Bob's again, or back to go back one",
            "? Bob: victory points",
        ]
    );
    let plain = refused_at_60(&[], &[]);
    assert_eq!(
        refusal_rows(&plain, "error: "),
        [
            "error: Ann 200 and Bob 100 make 300 points, but a game gives",
            "       at most 270 points (54 cards of at most 5): which",
            "       count is wrong? Type Bob's again, or back to go back",
            "       one",
            "Bob: victory points",
        ]
    );
}
