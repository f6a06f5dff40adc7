use super::*;
use crate::games::ui::scripted::ScriptedUi;

#[test]
fn the_finishing_order_is_picked_one_place_at_a_time_and_the_last_is_placed_by_itself() {
    let standing = Standing::start(&["Ann".into(), "Bob".into(), "Cy".into()]);
    let mut ui = ScriptedUi::new(&["Cy", "Ann"]);
    let input = ask_order(&mut ui, &standing).unwrap().unwrap();
    assert_eq!(input.flag("order"), Some("Cy,Ann,Bob"));
    assert_eq!(
        ui.transcript,
        [
            "Deal 1: who went out 1st? > Cy",
            "Deal 1: who went out 2nd? > Ann",
            "Bob is 3rd.",
        ]
    );
    // Back takes the last place back; Back at the first place leaves the deal.
    let mut ui = ScriptedUi::new(&["Bob", "Back: Bob was not 1st", "Cy", "Bob"]);
    let input = ask_order(&mut ui, &standing).unwrap().unwrap();
    assert_eq!(input.flag("order"), Some("Cy,Bob,Ann"));
    let mut ui = ScriptedUi::new(&["Bob", "Back", "Back: leave"]);
    assert_eq!(ask_order(&mut ui, &standing).unwrap(), None);
    assert_eq!(ui.answers.len(), 0);
}

#[test]
fn the_official_rules_are_the_default_and_casual_leaves_them_out() {
    assert!(
        ask_options(&mut ScriptedUi::new(&["y"]))
            .unwrap()
            .is_empty()
    );
    assert_eq!(
        ask_options(&mut ScriptedUi::new(&["n"])).unwrap(),
        ["--casual"]
    );
}

#[test]
fn the_questions_are_asked_in_dutch_and_german() {
    use crate::i18n::{Lang, with};
    let standing = Standing::start(&["Ann".into(), "Bob".into(), "Cy".into()]);
    let transcript = |lang| {
        with(lang, || {
            let mut ui = ScriptedUi::new(&["Cy", "Ann"]);
            ask_order(&mut ui, &standing).unwrap().unwrap();
            ui.transcript
        })
    };
    assert_eq!(
        transcript(Lang::Nl),
        [
            "Potje 1: wie was als eerste uit? > Cy",
            "Potje 1: wie was als tweede uit? > Ann",
            "Bob is derde.",
        ]
    );
    assert_eq!(
        transcript(Lang::De),
        [
            "Durchgang 1: wer ging als Erster aus? > Cy",
            "Durchgang 1: wer ging als Zweiter aus? > Ann",
            "Bob wird Dritter.",
        ]
    );
}

#[test]
fn a_past_deal_asked_again_offers_each_place_as_it_was_taken() {
    let standing = Standing::start(&["Ann".into(), "Bob".into(), "Cy".into()]);
    let past = Entry {
        order: vec![2, 0, 1],
    };
    let mut ui = ScriptedUi::new(&["", ""]);
    let input = ask_order_again(&mut ui, &standing, Some(&past))
        .unwrap()
        .unwrap();
    assert_eq!(input.flag("order"), Some("Cy,Ann,Bob"));
    // Another first place: the second still offers who took it, when they are still to place
    // (else the first of those left, as for a new deal).
    let mut ui = ScriptedUi::new(&["Bob", ""]);
    let input = ask_order_again(&mut ui, &standing, Some(&past))
        .unwrap()
        .unwrap();
    assert_eq!(input.flag("order"), Some("Bob,Ann,Cy"));
    let mut ui = ScriptedUi::new(&["Ann", ""]);
    let input = ask_order_again(&mut ui, &standing, Some(&past))
        .unwrap()
        .unwrap();
    assert_eq!(input.flag("order"), Some("Ann,Bob,Cy"));
}

#[test]
fn back_marks_the_player_chosen_at_the_place_so_that_enter_keeps_them() {
    let standing = Standing::start(&["Ann".into(), "Bob".into(), "Cy".into(), "Dee".into()]);
    // Cy 1st, Dee 2nd; back twice; Enter at both places keeps Cy and Dee, not Ann.
    let mut ui = ScriptedUi::new(&["Cy", "Dee", "back", "back", "", "", "Bob"]);
    let input = ask_order(&mut ui, &standing).unwrap().unwrap();
    assert_eq!(input.flag("order"), Some("Cy,Dee,Bob,Ann"));
}
