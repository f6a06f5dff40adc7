//! Session 55: a list in `play`'s plain mode (`--plain`, `TENSCORE_PLAIN=1`) is printed once,
//! its choices numbered and without "·", and answered on a typed line: by a number, by a name,
//! by Enter alone for the choice offered. Before, it showed the choice marked with a moving "> "
//! and drew itself again at every arrow key, which a screen reader read out each time.

use crate::common::TestEnv;
use crate::pty_wrapping::Screen;

const PLAIN: [(&str, &str); 1] = [("TENSCORE_PLAIN", "1")];

/// A Krumme10 match of Ann, Bob and Cy with game 1 recorded; its id.
fn one_game_played(env: &TestEnv) -> String {
    let id = env.new_match(&["krumme10", "--players", "Ann,Bob,Cy"]);
    env.ok(&["round", &id.to_string(), "Ann=100", "Bob=60", "Cy=20"]);
    id.to_string()
}

/// The rows of `rows` from the one starting with `first`, `count` of them.
fn rows_from(rows: &[String], first: &str, count: usize) -> Vec<String> {
    let at = (rows.iter())
        .position(|row| row.starts_with(first))
        .unwrap_or_else(|| panic!("no {first:?}:\n{}", rows.join("\n")));
    rows[at..(at + count).min(rows.len())].to_vec()
}

/// The menu of a Krumme10 match after game 1, as plain mode prints it.
const MENU: [&str; 9] = [
    "What next?",
    "  1. Record game 2",
    "  2. Undo game 1",
    "  3. Fix a past game",
    "  4. Show the whole match",
    "  5. Finish the match now (the table ranks as it stands)",
    "  6. Abandon the match (no winner)",
    "  7. Quit (everything recorded is saved)",
    "Type a number or a name and Enter; Enter alone takes 1, back goes back.",
];

/// No row marks a choice with "> " or "❯", and none says "·" or an arrow.
fn assert_no_marks(screen: &[String]) {
    let marked: Vec<&String> = (screen.iter())
        .filter(|row| row.starts_with("> ") || row.contains(['❯', '·', '↑', '↓']))
        .collect();
    assert!(marked.is_empty(), "{marked:?}\n{}", screen.join("\n"));
}

/// The menu is printed once, numbered; 4 and Enter shows the whole match, 7 quits; the
/// answered line reads "What next?: Show the whole match". The start screen's list takes Enter
/// alone for the match offered (the first).
#[test]
fn a_plain_list_is_printed_once_numbered_and_answered_by_its_number_or_enter() {
    let env = TestEnv::new();
    one_game_played(&env);
    let mut s = Screen::start_with(&env, "en", 80, &PLAIN, &["play"]);
    s.expect("Enter alone takes 1, back goes back.");
    let start = s.screen();
    assert_eq!(start[0], "Which match?");
    assert!(
        start[1].starts_with("  1. Resume match 1, Krumme10, Ann, Bob, Cy, 1 game, last played"),
        "{start:?}"
    );
    // The match's line is wrapped under its own text (at its date); then the new match.
    assert_eq!(start[3], "  2. New match", "{start:?}");
    s.answer("Which match?: ", "");
    s.answer("7. Quit", "4");
    s.answer("What next?: Show the whole match", "7");
    let screen = s.ends_well();
    assert_no_marks(&screen);
    // The answered line wrapped between words, as one line (session 56).
    let answered = rows_from(&screen, "Which match?:", 2);
    assert!(
        answered[0].starts_with("Which match?: Resume match 1, Krumme10, Ann, Bob, Cy, 1 game"),
        "{answered:?}"
    );
    assert!(answered[1].starts_with("  "), "{answered:?}");
    // The menu stands once for each time it was asked, each time whole, then its answer.
    assert_eq!(screen.iter().filter(|row| *row == "What next?").count(), 2);
    assert_eq!(rows_from(&screen, "What next?", 9), MENU);
    assert_eq!(
        rows_from(&screen, "What next?:", 2),
        [
            "What next?: Show the whole match",
            "Game  Ann          Bob        Cy",
        ]
    );
    assert_eq!(
        rows_from(&screen, "What next?: Q", 2),
        [
            "What next?: Quit (everything recorded is saved)",
            "Match 1 saved after 1 game. Resume with `tenscore play`.",
        ]
    );
}

/// A name answers as well as a number, case aside and its beginning enough ("SHOW", "quit"),
/// with `--plain` as with `TENSCORE_PLAIN=1`.
#[test]
fn a_plain_list_is_answered_by_a_name_or_its_beginning() {
    let env = TestEnv::new();
    let id = one_game_played(&env);
    let mut s = Screen::start_with(&env, "en", 80, &[], &["--plain", "play", &id]);
    s.answer("7. Quit", "SHOW");
    s.answer("What next?: Show the whole match", "quit");
    let screen = s.ends_well();
    assert_no_marks(&screen);
    assert_eq!(rows_from(&screen, "What next?", 9), MENU);
    assert_eq!(
        rows_from(&screen, "What next?: Q", 2),
        [
            "What next?: Quit (everything recorded is saved)",
            "Match 1 saved after 1 game. Resume with `tenscore play`.",
        ]
    );
}

/// A number beyond the list, a word that names nothing and one that starts two names ("f":
/// Fix, Finish) are each refused in one line saying what to type, the question asked again
/// under the list; then 7 quits, and the refusal is gone from the screen.
#[test]
fn a_wrong_answer_at_a_plain_list_is_refused_and_the_question_asked_again() {
    let env = TestEnv::new();
    let id = one_game_played(&env);
    let mut s = Screen::start_with(&env, "en", 80, &PLAIN, &["play", &id]);
    s.answer("What next?: ", "9");
    s.expect("back to go back");
    s.expect("What next?: ");
    let refused = s.screen();
    assert_eq!(
        refused[refused.len() - 5..],
        [
            "  7. Quit (everything recorded is saved)",
            "Type a number or a name and Enter; Enter alone takes 1, back goes back.",
            "error: '9' is not one of the choices; type a number from 1 to 7 or a name, or",
            "       back to go back",
            "What next?: ",
        ]
    );
    s.press("dance\n");
    s.expect("'dance' is not one of the choices");
    s.expect("back to go back");
    s.expect("What next?: ");
    s.press("f\n");
    s.expect("fits more than one choice");
    s.expect("What next?: ");
    let several = s.screen();
    assert_eq!(
        several[several.len() - 4..],
        [
            "Type a number or a name and Enter; Enter alone takes 1, back goes back.",
            "error: 'f' fits more than one choice; type more of its name, or its number from",
            "       1 to 7",
            "What next?: ",
        ]
    );
    s.press("7\n");
    let screen = s.ends_well();
    assert!(
        !screen.iter().any(|row| row.contains("error")),
        "{screen:?}"
    );
    assert_eq!(
        rows_from(&screen, "What next?", 11),
        MENU.iter()
            .copied()
            .chain([
                "What next?: Quit (everything recorded is saved)",
                "Match 1 saved after 1 game. Resume with `tenscore play`.",
            ])
            .collect::<Vec<_>>()
    );
}
