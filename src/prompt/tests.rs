use super::scripted::ScriptedUi;
use super::*;

fn menu(ui: &mut ScriptedUi, state: MenuState) -> Next {
    ask_next(ui, state).unwrap()
}

#[test]
fn the_menu_names_the_round_to_record_and_the_round_to_undo() {
    let state = MenuState {
        next_round: 3,
        last_round: Some(2),
        over: false,
        opened: false,
        abandoned: false,
        reopenable: false,
        word: "round",
    };
    assert_eq!(
        menu(&mut ScriptedUi::new(&["Record round 3"]), state),
        Next::Round
    );
    assert_eq!(
        menu(&mut ScriptedUi::new(&["Undo round 2"]), state),
        Next::Undo
    );
    assert_eq!(menu(&mut ScriptedUi::new(&["Show"]), state), Next::Show);
    assert_eq!(menu(&mut ScriptedUi::new(&["Quit"]), state), Next::Quit);
    // Esc (a script with no answer left) quits: every round is already saved.
    assert_eq!(menu(&mut ScriptedUi::new(&[]), state), Next::Quit);
}

#[test]
fn a_match_without_rounds_offers_no_undo() {
    let state = MenuState {
        next_round: 1,
        last_round: None,
        over: false,
        opened: false,
        abandoned: false,
        reopenable: false,
        word: "round",
    };
    assert!(ask_next(&mut ScriptedUi::new(&["Undo"]), state).is_err());
}

#[test]
fn an_ended_match_offers_undo_and_show_but_no_new_round() {
    let state = MenuState {
        next_round: 9,
        last_round: Some(8),
        over: true,
        opened: false,
        abandoned: false,
        reopenable: false,
        word: "round",
    };
    assert!(ask_next(&mut ScriptedUi::new(&["Record"]), state).is_err());
    let mut ui = ScriptedUi::new(&["Undo round 8 (reopens the match)"]);
    assert_eq!(menu(&mut ui, state), Next::Undo);
    assert!(ui.transcript[0].starts_with("The match is over"));
    assert_eq!(menu(&mut ScriptedUi::new(&["Done"]), state), Next::Quit);
}

#[test]
fn undo_is_confirmed_and_esc_means_no() {
    let state = MenuState {
        next_round: 3,
        last_round: Some(2),
        over: false,
        opened: false,
        abandoned: false,
        reopenable: false,
        word: "round",
    };
    assert!(confirm_undo(&mut ScriptedUi::new(&["y"]), state).unwrap());
    assert!(!confirm_undo(&mut ScriptedUi::new(&["n"]), state).unwrap());
    assert!(!confirm_undo(&mut ScriptedUi::new(&[]), state).unwrap());
}

fn under10() -> GameId {
    "under10".parse().unwrap()
}

#[test]
fn every_game_has_its_questions() {
    for game in GameId::all() {
        assert!(flows(game).is_ok(), "{game}");
    }
}

#[test]
fn new_match_questions_skip_what_the_command_line_gave() {
    let any = |_: GameId, _: &[String]| Ok(());
    let mut ui = ScriptedUi::new(&["Under the 10", "Ann, Bob", "First out", "y"]);
    let asked = ask_new_match(&mut ui, None, None, None, &any).unwrap();
    assert_eq!(asked.game, under10());
    assert_eq!(asked.players, vec!["Ann".to_string(), "Bob".to_string()]);
    assert_eq!(asked.options, ["--end", "first-out", "--bonus-cards"]);

    let given = vec!["--end".to_string(), "first-out".to_string()];
    let mut ui = ScriptedUi::new(&["Ann, Bob"]);
    let asked = ask_new_match(&mut ui, Some(under10()), None, Some(given), &any).unwrap();
    assert_eq!(asked.players.len(), 2);
    assert_eq!(asked.options, ["--end", "first-out"]);
    assert!(ui.answers.is_empty() && ui.transcript.len() == 1);
}

#[test]
fn players_are_asked_again_with_the_reason() {
    let two = |_: GameId, names: &[String]| {
        if names.len() == 2 {
            Ok(())
        } else {
            Err(format!("not {}", names.len()))
        }
    };
    let mut ui = ScriptedUi::new(&["Ann", "Ann,Bob"]);
    assert_eq!(ask_players(&mut ui, under10(), &two).unwrap().len(), 2);
    assert!(ui.transcript.iter().any(|l| l == "refused: not 1"));
}

#[test]
fn wrap_breaks_long_reasons_at_spaces() {
    let text = "Bob called with 12 points in hand; a call needs fewer than 10 points";
    let wrapped = wrap(text, 30);
    assert!(
        wrapped.lines().all(|l| l.chars().count() <= 30),
        "{wrapped}"
    );
    assert_eq!(wrapped.replace('\n', " "), text);
    assert_eq!(wrap("short", 30), "short");
    // A word longer than the line keeps its own line rather than being cut.
    let long = "x".repeat(50);
    assert_eq!(wrap(&format!("a {long} b"), 30), format!("a\n{long}\nb"));
}

#[test]
fn wrap_counts_display_width_not_characters() {
    // Each word is 6 characters but 12 columns wide: two of them with a space are 13 characters,
    // which would fit in 20, but 25 columns, which do not.
    let text = "日本語の文章 日本語の文章 日本語の文章";
    let wrapped = wrap(text, 20);
    assert_eq!(wrapped, "日本語の文章\n日本語の文章\n日本語の文章");
    assert!(
        wrapped
            .lines()
            .all(|l| textwrap::core::display_width(l) <= 20),
        "{wrapped}"
    );
    // An emoji is two columns too: ten of them fill a line of 20, so the next word moves on.
    let dice = "🎲".repeat(10);
    assert_eq!(wrap(&format!("{dice} x"), 20), format!("{dice}\nx"));
}
