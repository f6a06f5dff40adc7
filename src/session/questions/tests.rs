use super::*;
use crate::games::ui::scripted::ScriptedUi;
use crate::games::ui::{back_word, is_back};

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
        referee: false,
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
    // Esc (a script with no answer left) goes back; the session decides where to.
    assert_eq!(menu(&mut ScriptedUi::new(&[]), state), Next::Back);
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
        referee: false,
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
        referee: false,
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
    let asked = ask_new_match(&mut ui, None, None, None, &any, &[], &[]).unwrap();
    assert_eq!(asked.game, under10());
    assert_eq!(asked.players, vec!["Ann".to_string(), "Bob".to_string()]);
    assert_eq!(
        asked.options,
        ["--end", "first-out", "--bonus-cards", "--starter", "Bob"]
    );

    let given = vec!["--end".to_string(), "first-out".to_string()];
    let mut ui = ScriptedUi::new(&["Ann, Bob"]);
    let asked = ask_new_match(&mut ui, Some(under10()), None, Some(given), &any, &[], &[]).unwrap();
    assert_eq!(asked.players.len(), 2);
    assert_eq!(asked.options, ["--end", "first-out"]);
    assert!(ui.answers.is_empty() && ui.transcript.len() == 1);
}

#[test]
fn a_new_name_close_to_a_known_one_is_asked_about_before_the_options() {
    let any = |_: GameId, _: &[String]| Ok(());
    let known = ["Ann".to_string(), "Bob".to_string()];
    // Bobby is Bob (yes); the starter is then chosen among Ann and Bob.
    let mut ui = ScriptedUi::new(&["Ann, Bobby", "y", "First out", "n", "Bob"]);
    let asked = ask_new_match(&mut ui, Some(under10()), None, None, &any, &known, &[]).unwrap();
    assert_eq!(asked.players, ["Ann", "Bob"]);
    assert_eq!(asked.options, ["--end", "first-out", "--starter", "Bob"]);
    assert!(
        ui.transcript
            .iter()
            .any(|l| l.contains("Bobby has not played here before; did you mean Bob?")),
        "{:?}",
        ui.transcript
    );
    // No: Bobby is a new player.
    let mut ui = ScriptedUi::new(&["n"]);
    let players = vec!["Bobby".to_string(), "Ann".to_string()];
    assert_eq!(
        confirm_new_names(&mut ui, players, &known, &[]).unwrap(),
        ["Bobby", "Ann"]
    );
    // Known names, and names close to nobody, are not asked about.
    let mut ui = ScriptedUi::new(&[]);
    let players = vec!["ann".to_string(), "Zed".to_string()];
    assert_eq!(
        confirm_new_names(&mut ui, players, &known, &[]).unwrap(),
        ["ann", "Zed"]
    );
    assert!(ui.transcript.is_empty());
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
    assert_eq!(
        ask_players(&mut ui, under10(), &two, None)
            .unwrap()
            .map(|p| p.len()),
        Some(2)
    );
    assert!(ui.transcript.iter().any(|l| l == "refused: not 1"));
}

/// The items the menu offers in `lang`, and its question.
fn menu_in(lang: crate::i18n::Lang, state: MenuState) -> (Vec<String>, String) {
    crate::i18n::with(lang, || {
        let mut ui = ScriptedUi::new(&[""]);
        ask_next(&mut ui, state).unwrap();
        let asked = ui.transcript[0].trim_end_matches(" > ").to_string();
        (ui.offered.remove(0), asked)
    })
}

#[test]
fn the_menu_speaks_dutch_and_german_with_the_games_word_for_a_round() {
    use crate::i18n::Lang;
    let going = MenuState {
        next_round: 3,
        last_round: Some(2),
        over: false,
        opened: false,
        abandoned: false,
        reopenable: false,
        game: crate::games::pig10::ID,
        referee: false,
    };
    assert_eq!(
        menu_in(Lang::Nl, going),
        (
            vec![
                "Noteer potje 3".to_string(),
                "Neem potje 2 terug".to_string(),
                "Verbeter achteraf een potje".to_string(),
                "Toon de hele partij".to_string(),
                "Beëindig de partij nu (de huidige stand is de eindstand)".to_string(),
                "Breek de partij af (geen winnaar)".to_string(),
                "Stop (alles wat genoteerd is, blijft bewaard)".to_string(),
            ],
            "Wat nu?".to_string()
        )
    );
    // 10 op en neer with its bids in: the tricks come next, the bids may be withdrawn.
    let opened = MenuState {
        opened: true,
        game: crate::games::updown::ID,
        ..going
    };
    let (items, _) = menu_in(Lang::De, opened);
    assert_eq!(items[0], "Stiche von Runde 3 eintragen");
    assert_eq!(items[1], "Gebote von Runde 3 zurücknehmen");
    // Over, ended from the menu: undo reopens, the match may be reopened, Done leaves.
    let over = MenuState {
        over: true,
        reopenable: true,
        game: crate::games::krumme10::ID,
        ..going
    };
    assert_eq!(
        menu_in(Lang::De, over),
        (
            vec![
                "Durchgang 2 zurücknehmen (öffnet die Partie wieder)".to_string(),
                "Durchgang nachträglich korrigieren".to_string(),
                "Ganze Partie zeigen".to_string(),
                "Partie wieder öffnen (sie wurde im Menü oder mit `finish` beendet)".to_string(),
                "Fertig".to_string(),
            ],
            "Die Partie ist vorbei. Was nun?".to_string()
        )
    );
}

#[test]
fn the_word_that_goes_back_is_the_languages_and_every_one_is_understood() {
    use crate::i18n::{Lang, with};
    assert_eq!(
        Lang::ALL.map(|lang| with(lang, back_word)),
        ["back", "terug", "zurück"]
    );
    for lang in Lang::ALL {
        with(lang, || {
            for word in [
                "back", " Back ", "terug", "TERUG", "zurück", "Zurück", "zurueck",
            ] {
                assert!(is_back(word), "{lang:?}: {word:?}");
            }
            for word in ["", "0", "ba", "terugg", "zuruck"] {
                assert!(!is_back(word), "{lang:?}: {word:?}");
            }
        });
    }
}

#[test]
fn confirmations_name_the_match_in_dutch_and_german() {
    use crate::i18n::{Lang, with};
    let asked = |lang, confirm: fn(&mut dyn Ui) -> Result<bool, PromptError>| {
        with(lang, || {
            let mut ui = ScriptedUi::new(&["n"]);
            assert!(!confirm(&mut ui).unwrap());
            ui.transcript[0].clone()
        })
    };
    assert_eq!(
        asked(Lang::Nl, |ui| confirm_finish(ui, 4)),
        "Partij 4 nu beëindigen? De huidige stand bepaalt de winnaars. > n"
    );
    assert_eq!(
        asked(Lang::De, |ui| confirm_abandon(ui, 4)),
        "Partie 4 abbrechen? Sie endet ohne Sieger; was gespielt wurde, bleibt im Verlauf. > n"
    );
    assert_eq!(
        asked(Lang::De, |ui| confirm_undo(ui, "die Gebote von Runde 3")),
        "Wirklich die Gebote von Runde 3 zurücknehmen? Es bleibt im Protokoll erhalten. > n"
    );
    assert_eq!(asked(Lang::Nl, confirm_retry), "Opnieuw proberen? > n");
}

#[test]
fn a_game_that_referees_offers_referee_this_hand_after_record_in_three_languages() {
    use crate::i18n::Lang;
    let state = MenuState {
        next_round: 2,
        last_round: Some(1),
        over: false,
        opened: false,
        abandoned: false,
        reopenable: false,
        game: crate::games::updown::ID,
        referee: true,
    };
    let mut ui = ScriptedUi::new(&["Referee this hand"]);
    assert_eq!(menu(&mut ui, state), Next::Referee);
    assert_eq!(
        ui.offered[0][..2],
        [
            "Record round 2".to_string(),
            "Referee this hand (type the cards of every trick)".to_string()
        ]
    );
    let (nl, _) = menu_in(Lang::Nl, state);
    assert_eq!(nl[1], "Kijk deze ronde na (typ de kaarten van elke slag)");
    let (de, _) = menu_in(Lang::De, state);
    assert_eq!(
        de[1],
        "Diese Runde prüfen (die Karten jedes Stichs eingeben)"
    );
    // Not once the match is over: there is no next round to referee.
    let over = MenuState {
        over: true,
        ..state
    };
    assert!(ask_next(&mut ScriptedUi::new(&["Referee"]), over).is_err());
}
