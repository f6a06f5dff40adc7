use super::*;
use crate::prompt::scripted::ScriptedUi;

fn options(bonus: bool) -> under10::Options {
    under10::Options {
        end: under10::End::LastStanding,
        bonus_cards: bonus,
    }
}

#[test]
fn a_call_round_asks_every_hand_and_refuses_a_caller_with_ten() {
    let standing = Standing::start(&["Ann".into(), "Bob".into(), "Cy".into()]);
    let mut ui = ScriptedUi::new(&["Someone called", "Bob", "12", "10", "6", "seven", "7"]);
    let input = ask_round(&mut ui, &options(false), &standing)
        .unwrap()
        .unwrap();
    assert_eq!(input.flag("call"), Some("Bob"));
    assert_eq!(input.flag("luck"), None);
    assert_eq!(
        input.entries,
        vec![
            ("Ann".into(), "12".into()),
            ("Bob".into(), "6".into()),
            ("Cy".into(), "7".into())
        ]
    );
    let refusals: Vec<&String> = ui
        .transcript
        .iter()
        .filter(|l| l.starts_with("refused"))
        .collect();
    assert_eq!(refusals.len(), 2, "{:?}", ui.transcript);
    assert!(refusals[0].contains("10 points"), "{}", refusals[0]);
    assert!(refusals[1].contains("seven"), "{}", refusals[1]);
}

#[test]
fn a_stroke_of_luck_sets_the_lucky_hand_to_zero_and_skips_players_who_are_out() {
    let mut standing = Standing::start(&["Ann".into(), "Bob".into(), "Cy".into()]);
    standing.seats[0].out = true;
    let mut ui = ScriptedUi::new(&["Stroke of luck", "Cy", "14"]);
    let input = ask_round(&mut ui, &options(false), &standing)
        .unwrap()
        .unwrap();
    assert_eq!(input.flag("luck"), Some("Cy"));
    assert_eq!(
        input.entries,
        vec![("Bob".into(), "14".into()), ("Cy".into(), "0".into())]
    );
}

#[test]
fn bonus_cards_are_refused_unless_the_match_plays_with_them() {
    let standing = Standing::start(&["Ann".into(), "Bob".into()]);
    let mut ui = ScriptedUi::new(&["Someone called", "Ann", "3", "12+joker", "12"]);
    ask_round(&mut ui, &options(false), &standing)
        .unwrap()
        .unwrap();
    assert!(
        ui.transcript
            .iter()
            .any(|l| l.starts_with("refused") && l.contains("bonus"))
    );

    let mut ui = ScriptedUi::new(&["Someone called", "Ann", "3", "12+joker"]);
    let input = ask_round(&mut ui, &options(true), &standing)
        .unwrap()
        .unwrap();
    assert_eq!(input.entries[1], ("Bob".into(), "12+joker".into()));
}

#[test]
fn back_returns_to_the_menu() {
    let standing = Standing::start(&["Ann".into(), "Bob".into()]);
    let mut ui = ScriptedUi::new(&["Back"]);
    assert_eq!(
        ask_round(&mut ui, &options(false), &standing).unwrap(),
        None
    );
}

#[test]
fn back_at_a_points_question_leaves_the_round_unrecorded() {
    let standing = Standing::start(&["Ann".into(), "Bob".into()]);
    let mut ui = ScriptedUi::new(&["Someone called", "Ann", "3", " Back "]);
    assert_eq!(
        ask_round(&mut ui, &options(false), &standing).unwrap(),
        None
    );
    assert!(!ui.transcript.iter().any(|l| l.starts_with("refused")));
}

#[test]
fn esc_at_a_choice_goes_back_to_the_menu() {
    // The scripted terminal answers Esc when it has no answer left.
    let standing = Standing::start(&["Ann".into(), "Bob".into()]);
    for answers in [&[][..], &["Stroke of luck"][..]] {
        let mut ui = ScriptedUi::new(answers);
        assert_eq!(
            ask_round(&mut ui, &options(false), &standing).unwrap(),
            None
        );
    }
}

#[test]
fn the_caller_is_named_as_such_and_the_way_back_is_told() {
    let standing = Standing::start(&["Ann".into(), "Bob".into()]);
    let mut ui = ScriptedUi::new(&["Someone called", "Bob", "12", "4"]);
    ask_round(&mut ui, &options(true), &standing)
        .unwrap()
        .unwrap();
    assert!(
        ui.transcript
            .iter()
            .any(|l| l.contains("12+joker") && l.contains("type back")),
        "{:?}",
        ui.transcript
    );
    assert!(ui.transcript.iter().any(|l| l.starts_with("Bob (caller)")));
}
