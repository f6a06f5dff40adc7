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
        game: crate::games::under10::ID,
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
        game: crate::games::under10::ID,
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
        game: crate::games::under10::ID,
    };
    assert!(ask_next(&mut ScriptedUi::new(&["Record"]), state).is_err());
    let mut ui = ScriptedUi::new(&["Undo round 8 (reopens the match)"]);
    assert_eq!(menu(&mut ui, state), Next::Undo);
    assert!(ui.transcript[0].starts_with("The match is over"));
    assert_eq!(menu(&mut ScriptedUi::new(&["Done"]), state), Next::Quit);
}

#[test]
fn undo_is_confirmed_and_esc_means_no() {
    let mut ui = ScriptedUi::new(&["y"]);
    assert!(confirm_undo(&mut ui, "round 2").unwrap());
    assert_eq!(
        ui.transcript,
        ["Withdraw round 2? It stays in the audit trail. > y"]
    );
    assert!(!confirm_undo(&mut ScriptedUi::new(&["n"]), "round 2").unwrap());
    assert!(!confirm_undo(&mut ScriptedUi::new(&[]), "round 2").unwrap());
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
    let mut ui = ScriptedUi::new(&["Under the 10", "Ann, Bob", "First out", "y", "Bob"]);
    let asked = ask_new_match(&mut ui, None, None, None, &any).unwrap();
    assert_eq!(asked.game, under10());
    assert_eq!(asked.players, vec!["Ann".to_string(), "Bob".to_string()]);
    assert_eq!(
        asked.options,
        ["--end", "first-out", "--bonus-cards", "--starter", "Bob"]
    );

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
