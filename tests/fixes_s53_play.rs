//! Session 53: `play`'s lists, back and Esc as the guide promises, each pinned by the test that
//! finds it fixed.

use serde_json::json;

use crate::common::TestEnv;
use crate::pty_wrapping::{Screen, flowing};

/// A lowercase j or k typed first at a list moved the mark and was swallowed (`kim` showed
/// "› im"), and a listed name typed whole was refused as "not one of the choices". Letters are
/// text; a typed name (any case) or the start of one choice chooses it.
#[test]
fn a_name_typed_at_a_list_chooses_it_and_its_first_letter_is_kept() {
    let env = TestEnv::new();
    let id = env.new_match(&["tenstuff", "--players", "Ann,Bob,Kim,Jo,Eve"]);
    let mut s = Screen::start(&env, "en", &["play", &id.to_string()]);
    s.choose("Record deal 1", 0);
    s.expect("Deal 1: who went out 1st?");
    s.press("kim");
    s.expect("Deal 1: who went out 1st?: kim");
    s.press("\n");
    // A start that fits two choices (Bob, "Back: Kim was not 1st") is refused as such.
    s.expect("Deal 1: who went out 2nd?");
    s.press("b\n");
    s.expect("error: 'b' fits more than one choice; type more of it and Enter, or choose");
    s.press("Jo\n");
    s.answer("Deal 1: who went out 3rd?", "ann");
    s.answer("Deal 1: who went out 4th?", "E");
    s.expect("Deal 2");
    // Record deal 2, Undo, Fix, Show, Finish, Abandon, Quit.
    s.choose("What next?", 6);
    let screen = flowing(&s.ends_well());
    assert!(!screen.contains("not one of the choices"), "{screen}");
    assert_eq!(
        env.json(&["show", &id.to_string()])["rounds"][0]["entry"],
        json!({"order": [2, 3, 0, 4, 1]})
    );

    // At "Which game?": krumme10 chooses Krumme10 (its k kept).
    let env = TestEnv::new();
    let mut s = Screen::start(&env, "en", &["play"]);
    s.expect("(tenstuff)");
    s.press("krumme10\n");
    s.expect("Players, clockwise");
    // Back at the players: the game chosen is marked.
    s.press("back\n");
    s.expect("> Krumme10 (krumme10)");
    s.press("\x1b");
    let screen = flowing(&s.ends_well());
    assert!(screen.ends_with("No match started."), "{screen}");
}

/// `back` or Esc at "Which game?" after the start screen left `play` ("No match started."): it
/// goes back to the start screen.
#[test]
fn back_at_the_game_goes_back_to_the_start_screen() {
    let env = TestEnv::new();
    env.new_match(&["pig10", "--players", "Ann,Bob"]);
    let mut s = Screen::start(&env, "en", &["play"]);
    s.expect("Which match?");
    // Resume match 1, New match.
    s.choose("> Resume match 1", 1);
    s.expect("(tenstuff)");
    s.press("back\n");
    // The choice gone back from marked (session 54).
    s.expect("> New match");
    s.press("\n");
    s.expect("(tenstuff)");
    s.press("\x1b");
    s.expect("> New match");
    s.press("\x1b[A\n");
    s.expect("Resuming match 1.");
    // Record deal 1, Show, Finish, Abandon, Quit.
    s.choose("What next?", 4);
    let screen = flowing(&s.ends_well());
    assert!(!screen.contains("No match started"), "{screen}");
}

/// `back` or Esc at a "did you mean" question left `play`: it asks the one before again
/// (offering its answer), and the first goes back to the players, offering them as typed.
#[test]
fn back_at_did_you_mean_goes_back_one_question() {
    let env = TestEnv::new();
    env.new_match(&["tenstuff", "--players", "Ann,Bob"]);
    env.ok(&["round", "1", "--order", "Ann,Bob"]);
    env.ok(&["finish", "1"]);
    let mut s = Screen::start(&env, "en", &["play"]);
    s.expect("Which match?");
    // New match, Rematch.
    s.choose("> New match", 0);
    s.choose("(tenstuff)", 4);
    s.answer("Players, clockwise", "Anne, Bobby, Cy");
    s.key(
        "Anne has not played here before; did you mean Ann? [Y/n]",
        "n",
    );
    s.expect("Bobby has not played here before; did you mean Bob? [Y/n]");
    s.press("\x1b");
    s.key(
        "Anne has not played here before; did you mean Ann? [y/N]",
        "back",
    );
    s.answer(
        "Players, clockwise (e.g. Ann, Bob, Cy) [Anne, Bobby, Cy]",
        "",
    );
    s.key(
        "Anne has not played here before; did you mean Ann? [Y/n]",
        "y",
    );
    s.key(
        "Bobby has not played here before; did you mean Bob? [Y/n]",
        "y",
    );
    s.key("Official rules", "");
    s.expect("Match 2 started");
    s.choose("What next?", 4);
    s.ends_well();
    assert_eq!(
        env.json(&["show", "2"])["players"],
        json!(["Ann", "Bob", "Cy"])
    );
}

/// Fixing a deal, the first list offered "Back: leave the deal unrecorded", and it went back to
/// the menu ("Nothing changed."). It says where it goes, and goes there: which deal to fix.
#[test]
fn back_at_a_fixed_deals_first_question_asks_which_deal_again() {
    let env = TestEnv::new();
    let id = env.new_match(&["tenstuff", "--players", "Ann,Bob,Cy"]);
    env.ok(&["round", "1", "--order", "Cy,Ann,Bob"]);
    let mut s = Screen::start(&env, "en", &["play", &id.to_string()]);
    // Record deal 2, Undo deal 1, Fix a past deal.
    s.choose("Record deal 2", 2);
    s.choose("Which deal to fix?", 0);
    s.expect("Back: to which deal to fix");
    s.press("Back: to\n");
    s.expect("Which deal to fix?");
    // Back: the menu, nothing changed.
    s.choose("> Deal 1", 1);
    s.expect("Nothing changed.");
    s.choose("Record deal 2", 6);
    let screen = flowing(&s.ends_well());
    assert_eq!(screen.matches("Nothing changed.").count(), 1, "{screen}");
    assert!(!screen.contains("leave the deal unrecorded"), "{screen}");
}

/// The hint to come back left out the `--db` the session was started with, so typed as shown
/// it opened the default database. It names the file, as a word to paste.
#[test]
fn the_way_back_names_the_database_given_with_db() {
    let env = TestEnv::new();
    let other = env.dir().join("club night.db");
    let other = other.to_str().expect("a path");
    env.ok(&["--db", other, "new", "pig10", "--players", "Ann,Bob"]);
    let mut s = Screen::start(&env, "en", &["--db", other, "play", "1"]);
    s.choose("Record deal 1", 4);
    let screen = flowing(&s.ends_well());
    assert!(
        screen.contains(&format!(
            "Match 1 saved, no deals yet. Resume with `tenscore --db '{other}' play`."
        )),
        "{screen}"
    );
}

/// Esc at the menu quit `play`. Started at the start screen, Esc (or back) goes back to it;
/// started on a match, it says how to leave, and Esc again leaves as Quit does.
#[test]
fn esc_at_the_menu_goes_back_or_says_how_to_leave() {
    let env = TestEnv::new();
    env.new_match(&["pig10", "--players", "Ann,Bob"]);
    let mut s = Screen::start(&env, "en", &["play"]);
    s.choose("> Resume match 1", 0);
    s.expect("Record deal 1");
    s.press("\x1b");
    s.expect("> Resume match 1");
    s.press("\n");
    s.expect("Record deal 1");
    s.press("back\n");
    s.expect("> Resume match 1");
    s.press("\x1b");
    let screen = flowing(&s.ends_well());
    assert!(
        screen.ends_with("Match 1 saved, no deals yet. Resume with `tenscore play`."),
        "{screen}"
    );

    let mut s = Screen::start(&env, "en", &["play", "1"]);
    s.expect("Record deal 1");
    s.press("\x1b");
    s.expect("Nothing comes before this menu to go back to: choose Quit, or press Esc again,");
    s.expect("Record deal 1");
    s.press("\x1b");
    let screen = flowing(&s.ends_well());
    assert!(
        screen.ends_with("Match 1 saved, no deals yet. Resume with `tenscore play`."),
        "{screen}"
    );
}

/// An empty Enter at a points question said only the range; it says nothing was typed.
#[test]
fn an_empty_answer_at_a_points_question_says_nothing_was_typed() {
    let env = TestEnv::new();
    let id = env.new_match(&["krumme10", "--players", "Ann,Bob,Cy"]);
    let mut s = Screen::start(&env, "en", &["play", &id.to_string()]);
    s.choose("Record game 1", 0);
    s.answer("Ann: victory points", "");
    s.expect("error: nothing was typed; give a whole number of points, 0 to 270");
}
