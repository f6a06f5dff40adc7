//! Session 49: faults a tester found playing whole evenings with `tenscore play`, each pinned by
//! the test that finds it fixed.

use crate::common::TestEnv;
use crate::pty_wrapping::{Screen, flowing};

/// "Referee this hand" from the menu, then `back` at the first trick: the round's tricks were
/// asked as numbers ("Tricks taken in round 1 ...") and it took a second `back` to leave. Back at
/// the first question leaves the round unrecorded, its bids kept, and the menu is asked again.
#[test]
fn back_at_the_first_trick_of_referee_this_hand_goes_back_to_the_menu() {
    let env = TestEnv::new();
    let id = env.new_match(&["updown", "--players", "Ann,Bob,Cy", "--hook"]);
    env.ok(&["bid", "Ann=0", "Bob=0", "Cy=0", "--trump", "H"]);
    let mut s = Screen::start(&env, "en", &["play", &id.to_string()]);
    s.choose("Referee this hand", 1);
    s.answer("Trick 1, led by Ann", "back");
    s.expect("Round 1 not recorded (its bids are kept).");
    // Record the tricks, Referee, Withdraw the bids, Show, Finish, Abandon, Quit.
    s.choose("Record the tricks of round 1", 6);
    let rows = s.ends_well();
    let screen = flowing(&rows);
    assert!(!screen.contains("Tricks taken in round"), "{screen}");
    let shown = env.json(&["show", &id.to_string()]);
    // Nothing played: the round holds its bids only.
    assert_eq!(shown["standings"]["rounds"], 0, "{shown}");
    assert_eq!(
        shown["rounds"][0]["entry"],
        serde_json::Value::Null,
        "{shown}"
    );
    let next = shown["standings"]["next"].as_str().unwrap();
    assert!(next.contains("Bids: Ann 0, Bob 0, Cy 0"), "{next}");
}

/// "Finish the match now" before any deal asked "are you sure?" and then refused, pointing to
/// `tenscore finish --abandon`: it is refused at once, pointing to the menu's own Abandon.
#[test]
fn finish_before_any_deal_is_refused_without_asking_and_points_to_the_menus_abandon() {
    let env = TestEnv::new();
    let id = env.new_match(&["pig10", "--players", "Ann,Bob"]);
    let mut s = Screen::start(&env, "en", &["play", &id.to_string()]);
    // Record deal 1, Show, Finish, Abandon, Quit.
    s.choose("Record deal 1", 2);
    s.expect("Match 1 goes on:");
    s.choose("What next?", 4);
    let rows = s.ends_well();
    let screen = flowing(&rows);
    assert!(
        screen.contains(
            "Match 1 goes on: match 1 has no deals yet, so there is nothing to rank; record one \
             first, or pick \"Abandon the match\" in the menu to stop it without a winner"
        ),
        "{screen}"
    );
    assert!(!screen.contains("Finish match 1 now?"), "{screen}");
    assert!(!screen.contains("tenscore finish"), "{screen}");
    assert_eq!(env.json(&["show", "1"])["status"], "in-progress");
}

/// The trick's question showed "(KC,AS,5C)", which reads as the answer Enter keeps, and three
/// cards at a table of four: it is an example now, one card per player.
#[test]
fn the_trick_question_gives_an_example_of_one_card_per_player() {
    let env = TestEnv::new();
    let id = env.new_match(&["updown", "--players", "Ann,Bob,Cy,Dee"]);
    env.ok(&["bid", "Ann=0", "Bob=0", "Cy=0", "Dee=1", "--trump", "H"]);
    let mut s = Screen::start(&env, "en", &["play", &id.to_string()]);
    s.choose("Referee this hand", 1);
    // The question wraps at 80 columns before its example.
    s.expect("Trick 1, led by Ann: its cards in the order played, e.g.");
    s.answer("KC,AS,5C,2H", "KC,AS,5C,2H");
    s.expect("Dee takes it with 2♥:");
    s.expect("Round 1 recorded");
    // Record round 2, Referee, Undo, Fix, Show, Finish, Abandon, Quit.
    s.choose("What next?", 7);
    let rows = s.ends_well();
    let screen = flowing(&rows);
    assert!(
        screen.contains("Trick 1, led by Ann: its cards in the order played, e.g. KC,AS,5C,2H"),
        "{screen}"
    );
    assert!(!screen.contains("(KC,AS,5C)"), "{screen}");
    let scores = env.scores(id);
    assert_eq!(
        scores.iter().map(|(_, s)| *s).sum::<i64>(),
        41,
        "{scores:?}"
    );
}

/// A yes/no question answered with neither (`4`, then Enter) was asked again with no reason:
/// the screen read "Try again? [y/n] Try again? [Y/n]". One line says what to type, and goes
/// once the question is answered.
#[test]
fn a_yes_no_question_answered_with_neither_says_what_to_type() {
    for (lang, hook, trump, menu, reason) in [
        (
            "en",
            "Play with the hook",
            "trump suit",
            "Record round 1",
            "type y for yes or n for no",
        ),
        (
            "nl",
            "Spelen met de haakregel",
            "troefkleur",
            "Noteer ronde 1",
            "typ j voor ja of n voor nee",
        ),
        (
            "de",
            "Mit Hakenregel spielen",
            "Trumpffarbe",
            "Runde 1 eintragen",
            "tippe j für ja oder n für nein",
        ),
    ] {
        let env = TestEnv::new();
        let mut s = Screen::start(&env, lang, &["play"]);
        s.choose("(updown)", 1);
        s.answer("Ann, Bob, Cy)", "Ann, Bob, Cy");
        s.answer("[10]", "");
        s.key(hook, "4");
        s.expect(reason);
        s.key("", "y");
        s.key(trump, "y");
        // Record, Referee, Show, Finish, Abandon, Quit.
        s.choose(menu, 5);
        let rows = s.ends_well();
        let screen = flowing(&rows);
        assert!(!screen.contains(reason), "{lang}: {screen}");
        let next = env.json(&["show", "1"])["standings"]["next"].to_string();
        assert!(next.contains("With the hook"), "{lang}: {next}");
    }
}

/// Setting up Pig 10 in `play`: the players' question said "the first one starts" (Pig 10's
/// rules say who starts otherwise), an empty name was refused with "e.g. --players Ann,Bob,Cy"
/// (a flag, at a question), and "Ann, ann" as "two players are called 'ann'" (it is one name
/// typed twice, as the command line now says too).
#[test]
fn setting_up_pig10_asks_the_players_in_its_own_words_and_refuses_them_the_play_way() {
    let env = TestEnv::new();
    let mut s = Screen::start(&env, "en", &["play"]);
    s.choose("(pig10)", 2);
    s.answer("Players, clockwise (e.g. Ann, Bob, Cy)", "Ann,,Bob");
    // Wrapped before "Cy" at 80 columns.
    s.expect("error: a player name is empty; separate names with single commas, e.g. Ann, Bob,");
    s.answer("Players, clockwise (e.g. Ann, Bob, Cy)", "Ann, ann");
    s.expect("error: 'Ann' and 'ann' are the same name typed twice");
    s.answer("Players, clockwise (e.g. Ann, Bob, Cy)", "back");
    // Esc at the games: no match.
    s.expect("(pig10)");
    s.press("\x1b");
    let rows = s.ends_well();
    let screen = flowing(&rows);
    assert!(!screen.contains("the first one starts"), "{screen}");
    assert!(!screen.contains("--players"), "{screen}");
    assert_eq!(
        env.fails(&["new", "pig10", "--players", "Ann,ann"], 2),
        "'Ann' and 'ann' are the same name typed twice (case does not tell players apart); give \
         each player a different name, e.g. Ann and Ann B"
    );
}
