use super::*;
use crate::games::ui::scripted::ScriptedUi;
use std::ops::Not;

#[test]
fn each_players_cards_are_asked_and_the_box_limit_is_checked_as_typed() {
    let mut standing = Standing::start(&["Ann".into(), "Bob".into(), "Cy".into()]);
    standing.rounds_played = 1;
    let mut ui = ScriptedUi::new(&["70", "seven", "11", "10", "0"]);
    let input = ask_deal(&mut ui, &standing).unwrap().unwrap();
    let typed: Vec<(&str, &str)> = input
        .entries
        .iter()
        .map(|(n, v)| (n.as_str(), v.as_str()))
        .collect();
    assert_eq!(typed, [("Ann", "70"), ("Bob", "10"), ("Cy", "0")]);
    assert_eq!(
        ui.transcript,
        [
            "Cards each player collected in deal 2 (the box holds 80); type back to go back one answer.",
            "Ann: cards collected > 70",
            "Bob: cards collected > seven",
            "refused: 'seven' is not a whole number: only the digits 0 to 9 are read; give a whole number of cards, 0 to 10",
            "Bob: cards collected > 11",
            "refused: Ann 70 and Bob 11 make 81 cards, but the box holds 80 cards: which count is \
             wrong? Type Bob's again, or back to go back one answer",
            "Bob: cards collected > 10",
            "Cy: cards collected > 0",
        ]
    );
}

#[test]
fn back_steps_back_one_count_offering_it_and_at_the_first_leaves_the_deal() {
    let standing = Standing::start(&["Ann".into(), "Bob".into(), "Cy".into()]);
    // Ann 3, Bob 5, back to Bob, back to Ann (offered 3), Enter keeps it, Bob 6, Cy 0.
    let mut ui = ScriptedUi::new(&["3", "5", "back", "back", "", "6", "0"]);
    let input = ask_deal(&mut ui, &standing).unwrap().unwrap();
    let typed: Vec<&str> = input.entries.iter().map(|(_, v)| v.as_str()).collect();
    assert_eq!(typed, ["3", "6", "0"]);
    assert!(ui.transcript.contains(&"(took the offered 3)".to_string()));
    assert!(
        ui.transcript
            .contains(&"Ann: cards collected > back".to_string())
            .not()
    );

    let mut ui = ScriptedUi::new(&["3", "back", "back"]);
    assert_eq!(ask_deal(&mut ui, &standing).unwrap(), None);
}

#[test]
fn a_deal_is_asked_and_refused_in_german() {
    use crate::i18n::{Lang, with};
    let mut standing = Standing::start(&["Ann".into(), "Bob".into(), "Cy".into()]);
    standing.rounds_played = 1;
    let transcript = with(Lang::De, || {
        let mut ui = ScriptedUi::new(&["81", "70", "sieben", "11", "zurück", "60", "20", "0"]);
        ask_deal(&mut ui, &standing).unwrap().unwrap();
        ui.transcript
    });
    assert_eq!(
        transcript,
        [
            "Gesammelte Karten jedes Spielers in Durchgang 2 (in der Schachtel sind 80); tippe \
             zurück, um eine Antwort zurückzugehen.",
            "Ann: gesammelte Karten > 81",
            "refused: 81 sind zu viele: in der Schachtel sind 80 Karten",
            "Ann: gesammelte Karten > 70",
            "Bob: gesammelte Karten > sieben",
            "refused: 'sieben' ist keine ganze Zahl: nur die Ziffern 0 bis 9 werden gelesen; gib die Karten als ganze Zahl an, 0 bis 10",
            "Bob: gesammelte Karten > 11",
            "refused: Ann 70 und Bob 11 ergeben 81 Karten, aber in der Schachtel sind 80 Karten: \
             welche Zahl stimmt nicht? Tippe die von Bob noch einmal, oder zurück, um eine \
             Antwort zurückzugehen",
            "Bob: gesammelte Karten > zurück",
            "Ann: gesammelte Karten > 60",
            "Bob: gesammelte Karten > 20",
            "Cy: gesammelte Karten > 0",
        ]
    );
}

#[test]
fn a_past_deal_asked_again_offers_each_players_cards() {
    let standing = Standing::start(&["Ann".into(), "Bob".into(), "Cy".into()]);
    let past = Entry {
        cards: vec![70, 10, 0],
    };
    let mut ui = ScriptedUi::new(&["", "9", ""]);
    let input = ask_deal_again(&mut ui, &standing, Some(&past))
        .unwrap()
        .unwrap();
    let typed: Vec<(&str, &str)> = (input.entries.iter())
        .map(|(n, v)| (n.as_str(), v.as_str()))
        .collect();
    assert_eq!(typed, [("Ann", "70"), ("Bob", "9"), ("Cy", "0")]);
}
