//! Session 50: what a tester found driving `play` at the terminal after its own list, Tab between
//! names and wrapped questions came in, each pinned by the test that finds it fixed.

use crate::common::TestEnv;
use crate::pty_wrapping::{Screen, flowing};

/// A Tab at a number question was dropped and the digits either side joined: `3<Tab>4` showed
/// 34 and stored Ann +34. A Tab separates as a space does, so "3 4" is refused as a number.
#[test]
fn a_tab_at_a_number_question_separates_and_is_refused_never_glued() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    let mut s = Screen::start(&env, "en", &["play", &id.to_string()]);
    s.choose("Record round 1", 0);
    s.choose("How did round 1 end?", 0);
    s.choose("Who called", 1);
    s.expect("Ann: points in hand");
    s.press("3\t4\n");
    s.expect("error: '3 4' is not a number of points");
    s.answer("Ann: points in hand", "3");
    s.answer("Bob (caller): points in hand", "2");
    s.answer("Cy: points in hand", "5");
    s.expect("Round 1 recorded");
    // Record round 2, Undo, Fix, Show, Finish, Abandon, Quit.
    s.choose("What next?", 6);
    s.ends_well();
    let scores = env.scores(id);
    assert_eq!(
        scores,
        vec![("Ann".into(), 3), ("Bob".into(), 0), ("Cy".into(), 5)],
        "{scores:?}"
    );
}

/// A row of names pasted from a spreadsheet with an empty last cell (`Ann<Tab>Bob<Tab>Cy<Tab>`)
/// was refused as "a player name is empty", while an empty cell between names was quietly
/// dropped: empty cells are no players either way.
#[test]
fn a_pasted_row_with_empty_cells_seats_the_names_in_it() {
    for (row, seated) in [
        ("Ann\tBob\tCy\t", vec!["Ann", "Bob", "Cy"]),
        ("Ann\t\tBob\t\t", vec!["Ann", "Bob"]),
    ] {
        let env = TestEnv::new();
        let mut s = Screen::start(&env, "en", &["play"]);
        s.choose("(pig10)", 2);
        s.expect("Players, clockwise");
        s.press(&format!("{row}\n"));
        s.expect("Match 1 started");
        // Record deal 1, Show, Finish, Abandon, Quit.
        s.choose("What next?", 4);
        let screen = flowing(&s.ends_well());
        assert!(!screen.contains("is empty"), "{row:?}: {screen}");
        let shown = env.json(&["show", "1"]);
        let players: Vec<&str> = (shown["players"].as_array().unwrap().iter())
            .map(|p| p.as_str().unwrap())
            .collect();
        assert_eq!(players, seated, "{row:?}: {shown}");
    }
}

/// `back` at "Who starts" jumped to the players, skipping the bonus and end questions, and
/// forgot them (the end list marked "Last one standing" again, the bonus question offered no).
/// Back steps back one question, each offering its answer; `back` at a yes/no question goes
/// back too (it was refused as neither yes nor no), its letters shown as typed.
#[test]
fn back_during_setup_steps_back_one_question_offering_every_answer() {
    let env = TestEnv::new();
    let mut s = Screen::start(&env, "en", &["play"]);
    s.choose("(under10)", 0);
    s.answer("Players, clockwise", "Dee,Eve,Fay");
    s.choose("How does the match end?", 1);
    s.key("Play with the bonus cards", "y");
    s.answer("Who starts round 1", "back");
    // The bonus question again, offering yes: `back` there, typed where it shows.
    s.expect("Play with the bonus cards (trade-all, joker, trade-one)? [Y/n]");
    s.press("bac");
    s.expect("[y/n] bac");
    s.press("k\n");
    // The end list again, First out marked: back to the players, which Enter keeps.
    s.expect("> First out");
    s.press("\x1b");
    s.answer("[Dee, Eve, Fay]", "");
    // Every option offered as answered: Enter keeps each.
    s.expect("> First out");
    s.press("\n");
    s.key("[Y/n]", "");
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
    assert!(!screen.contains("type y for yes or n for no"), "{screen}");
}

/// 10 op en neer: Esc at the hook question went back to the players, not the peak, and the
/// peak was then offered as the deck's [10] again.
#[test]
fn esc_at_the_hook_goes_back_to_the_peak_offering_it() {
    let env = TestEnv::new();
    let mut s = Screen::start(&env, "en", &["play"]);
    s.choose("(updown)", 1);
    s.answer("Ann, Bob, Cy)", "Ann, Bob, Cy");
    s.answer("[10]", "5");
    // Esc goes back at once (it waited for Enter until session 51).
    s.expect("cards)? [y/N]");
    s.press("\x1b");
    s.answer("[5]", "");
    s.key("Play with the hook", "y");
    s.key("trump suit", "");
    // Record, Referee, Show, Finish, Abandon, Quit.
    s.choose("Record round 1", 5);
    s.ends_well();
    let next = env.json(&["show", "1"])["standings"]["next"].to_string();
    assert!(
        next.contains("Round 1 of 9") && next.contains("With the hook"),
        "{next}"
    );
}

/// A word refused at a list wrapped inside words at 50 columns ("to go ba" / "ck;") and did not
/// say what was wrong: it names the word first, wrapped between words, in every language.
#[test]
fn a_word_refused_at_a_list_is_named_and_wrapped_between_words() {
    for (lang, refusal) in [
        (
            "en",
            "error: 'xy' is not one of the choices; type back and Enter, or press Esc, to go \
             back; choose with ↑ ↓ and Enter",
        ),
        (
            "nl",
            "fout: 'xy' staat niet tussen de keuzes; typ terug en Enter, of druk op Esc, om \
             terug te gaan; kies met ↑ ↓ en Enter",
        ),
        (
            "de",
            "Fehler: 'xy' steht nicht zur Wahl; tippe zurück und Enter oder drücke Esc, um \
             zurückzugehen; wähle mit ↑ ↓ und Enter",
        ),
    ] {
        let env = TestEnv::new();
        let mut s = Screen::start_at(&env, lang, 50, &["play"]);
        s.expect("(tenstuff)");
        s.press("xy\n");
        s.expect("'xy' ");
        s.expect(&refusal[refusal.find("↑").unwrap_or(0)..]);
        let rows = s.screen();
        s.press("\x1b");
        s.ends_well();
        let screen = flowing(&rows);
        assert!(screen.contains(refusal), "{lang}: {screen}");
        assert!(
            rows.iter().all(|row| row.chars().count() <= 50),
            "{lang}: {rows:#?}"
        );
    }
}

/// `standings` at 41 to 49 columns took the short titles `#` and `Last` with no key below, where
/// every other table that shortens its titles says what they mean, as the guide has it.
#[test]
fn standings_with_short_titles_has_a_key_below() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    let out = env
        .process()
        .env("COLUMNS", "45")
        .args(["standings", &id.to_string()])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("│ # ┆ Player ┆ Total ┆ Last ┆ State │"),
        "{text}"
    );
    assert!(
        text.contains(
            "└───┴────────┴───────┴──────┴───────┘\nColumns: # = Rank, Last = Last round.\n"
        ),
        "{text}"
    );
    // With the full titles, no key.
    let wide = env.ok(&["standings", &id.to_string()]);
    assert!(
        wide.contains("Last round") && !wide.contains("Columns:"),
        "{wide}"
    );
}

/// A typed question left with `back` is taken off the screen, as a list left with Esc is: the
/// tester saw "Bob's tricks (bid 0): back" stay above Ann's question asked again.
#[test]
fn a_typed_question_left_with_back_is_taken_off_the_screen() {
    let env = TestEnv::new();
    let id = env.new_match(&["updown", "--players", "Ann,Bob,Cy"]);
    env.ok(&["bid", "Ann=0", "Bob=0", "Cy=1", "--trump", "H"]);
    let mut s = Screen::start(&env, "en", &["play", &id.to_string()]);
    s.choose("Record the tricks of round 1", 0);
    s.answer("Ann's tricks (bid 0)", "0");
    s.answer("Bob's tricks (bid 0)", "back");
    s.answer("Ann's tricks (bid 0)", "");
    s.answer("Bob's tricks (bid 0)", "0");
    s.answer("Cy's tricks (bid 1)", "");
    s.expect("Round 2 of 19");
    s.leave_menu();
    let screen = flowing(&s.ends_well());
    assert!(!screen.contains("(bid 0): back"), "{screen}");
    assert_eq!(
        screen.matches("Bob's tricks (bid 0): 0").count(),
        1,
        "{screen}"
    );
    let shown = env.json(&["show", &id.to_string()]);
    assert_eq!(
        shown["rounds"][0]["entry"]["tricks"],
        serde_json::json!([0, 0, 1]),
        "{shown}"
    );
}
