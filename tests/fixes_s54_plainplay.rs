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
            "  wrong? Type Bob's again, or back to go back one answer",
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
            "       one answer",
            "Bob: victory points",
        ]
    );
}

/// A Krumme10 match with game 1 recorded, played in plain mode: game 2 recorded (one count
/// refused on the way), the whole match shown, then Quit. Returns the screen.
fn plain_evening() -> Vec<String> {
    let env = TestEnv::new();
    let id = env.new_match(&["krumme10", "--players", "Ann,Bob,Cy"]);
    env.ok(&["round", &id.to_string(), "Ann=100", "Bob=60", "Cy=20"]);
    let id = id.to_string();
    let plain = [("TENSCORE_PLAIN", "1")];
    let mut s = Screen::start_with(&env, "en", 80, &plain, &["play", &id]);
    // A plain list is answered by a choice's number (session 55): 1, Record game 2.
    s.answer("Record game 2", "1");
    s.answer("Ann: victory points", "200");
    s.answer("Bob: victory points", "100");
    s.answer("Bob: victory points", "50");
    s.answer("Cy: victory points", "20");
    // Record game 3, Undo, Fix, Show the whole match.
    s.answer("Record game 3", "4");
    // Then Quit.
    s.answer("Record game 3", "7");
    s.ends_well()
}

/// The rows of `rows` from the one starting with `first`, `count` of them.
fn rows_from(rows: &[String], first: &str, count: usize) -> Vec<String> {
    let at = (rows.iter())
        .position(|row| row.starts_with(first))
        .unwrap_or_else(|| panic!("no {first:?}:\n{}", rows.join("\n")));
    rows[at..(at + count).min(rows.len())].to_vec()
}

/// `play` in plain mode drew the match's table in its frame (`┌ │ ┆ ╞ ═ └`) at the start, after
/// every game and under Show, which a screen reader reads out symbol by symbol. It prints them
/// as `show --plain` does: the header row and the columns, two spaces apart, arrows in words,
/// and no mark a reader spells out.
#[test]
fn play_in_plain_mode_prints_its_tables_without_frames_and_arrows_as_words() {
    let screen = plain_evening();
    let unread = ['┌', '│', '┆', '╞', '═', '└', '→', '✔', '✘', '❯', '?'];
    let marked: Vec<&String> = (screen.iter())
        .filter(|row| row.contains(unread) && !row.starts_with("What next?"))
        .collect();
    assert!(marked.is_empty(), "{marked:?}\n{}", screen.join("\n"));
    assert_eq!(
        rows_from(&screen, "Rank", 4),
        [
            "Rank  Player  Total  Last game",
            "   1  Ann       100       +100",
            "   2  Bob        60        +60",
            "   3  Cy         20        +20",
        ]
    );
    assert_eq!(
        rows_from(&screen, "What next?: Show the whole match", 4),
        [
            "What next?: Show the whole match",
            "Game  Ann          Bob         Cy",
            "1     +100 to 100   +60 to 60  +20 to 20",
            "2     +200 to 300  +50 to 110  +20 to 40",
        ]
    );
    assert_eq!(
        rows_from(&screen, "Match 1 saved", 1),
        ["Match 1 saved after 2 games. Resume with `tenscore play`."]
    );
}
