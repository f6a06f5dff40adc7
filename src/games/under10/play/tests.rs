use super::*;
use crate::games::ui::scripted::ScriptedUi;

fn options(bonus: bool) -> under10::Options {
    under10::Options {
        end: under10::End::LastStanding,
        bonus_cards: bonus,
        starter: 0,
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
fn back_at_a_points_question_steps_back_one_question() {
    let standing = Standing::start(&["Ann".into(), "Bob".into(), "Cy".into()]);
    // Ann's 3 and Bob's 9, then back to Bob (offered 9, typed 8), Cy 12.
    let mut ui = ScriptedUi::new(&["Someone called", "Ann", "3", "9", " Back ", "8", "12"]);
    let input = ask_round(&mut ui, &options(false), &standing)
        .unwrap()
        .unwrap();
    let typed: Vec<&str> = input.entries.iter().map(|(_, v)| v.as_str()).collect();
    assert_eq!(typed, ["3", "8", "12"]);
    assert!(!ui.transcript.iter().any(|l| l.starts_with("refused")));

    // Back at the first points question asks who called again; Back there asks how it ended;
    // Back there leaves the round.
    let mut ui = ScriptedUi::new(&[
        "Someone called",
        "Ann",
        "back",
        "Bob",
        "back",
        "Back",
        "Stroke of luck",
        "Back",
        "Back",
    ]);
    assert_eq!(
        ask_round(&mut ui, &options(false), &standing).unwrap(),
        None
    );
    let asked: Vec<&str> = (ui.transcript.iter())
        .filter_map(|line| line.split_once(" > ").map(|(question, _)| question))
        .collect();
    assert_eq!(
        asked,
        [
            "How did round 1 end?",
            "Who called \"Under the 10!\"?",
            "Ann (caller): points in hand",
            "Who called \"Under the 10!\"?",
            "Ann: points in hand",
            "Who called \"Under the 10!\"?",
            "How did round 1 end?",
            "Who emptied their hand?",
            "How did round 1 end?",
        ]
    );
}

#[test]
fn back_past_the_first_points_question_keeps_the_points_typed_to_offer_them_again() {
    let standing = Standing::start(&["Ann".into(), "Bob".into(), "Cy".into()]);
    // Ann's 3 and Bob's 4, back to Bob, to Ann and to who called; Ann again: Enter keeps each.
    let mut ui = ScriptedUi::new(&[
        "Someone called",
        "Ann",
        "3",
        "4",
        "back",
        "back",
        "back",
        "Ann",
        "",
        "",
        "5",
    ]);
    let input = ask_round(&mut ui, &options(false), &standing)
        .unwrap()
        .unwrap();
    let typed: Vec<&str> = input.entries.iter().map(|(_, v)| v.as_str()).collect();
    assert_eq!(typed, ["3", "4", "5"]);
    let took: Vec<&String> = (ui.transcript.iter())
        .filter(|line| line.starts_with("(took"))
        .collect();
    assert_eq!(took, ["(took the offered 3)", "(took the offered 4)"]);
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

#[test]
fn a_past_round_asked_again_offers_its_ending_caller_and_hands() {
    let standing = Standing::start(&["Ann".into(), "Bob".into(), "Cy".into()]);
    let hand = |points, bonus: Vec<under10::Bonus>| Some(under10::Hand { points, bonus });
    let past = under10::Entry {
        ending: Ending::Call { seat: 2 },
        hands: vec![
            hand(12, vec![under10::Bonus::Joker]),
            hand(8, Vec::new()),
            hand(3, Vec::new()),
        ],
    };
    // Enter at every question keeps the round as it was: Cy called, not the first player.
    let mut ui = ScriptedUi::new(&["", "", "", "", ""]);
    let input = ask_round_again(&mut ui, &options(true), &standing, Some(&past))
        .unwrap()
        .unwrap();
    assert_eq!(input.flag("call"), Some("Cy"));
    let entries = |input: &RoundInput| input.entries.clone();
    let typed = |list: &[(&str, &str)]| -> Vec<(String, String)> {
        (list.iter())
            .map(|(n, v)| (n.to_string(), v.to_string()))
            .collect()
    };
    assert_eq!(
        entries(&input),
        typed(&[("Ann", "12+joker"), ("Bob", "8"), ("Cy", "3")])
    );
    // A typo fixed is one changed answer.
    let mut ui = ScriptedUi::new(&["", "", "", "7", ""]);
    let input = ask_round_again(&mut ui, &options(true), &standing, Some(&past))
        .unwrap()
        .unwrap();
    assert_eq!(input.flag("call"), Some("Cy"));
    assert_eq!(
        entries(&input),
        typed(&[("Ann", "12+joker"), ("Bob", "7"), ("Cy", "3")])
    );
}

#[test]
fn back_marks_the_ending_and_the_player_chosen_so_that_enter_keeps_them() {
    let standing = Standing::start(&["Ann".into(), "Bob".into(), "Cy".into()]);
    // A stroke of luck by Cy; back at Ann's points, back at who emptied their hand; Enter at
    // both lists keeps luck and Cy (they marked the first item, a call and Ann).
    let mut ui = ScriptedUi::new(&["Stroke", "Cy", "back", "back", "", "", "3", "4"]);
    let input = ask_round(&mut ui, &options(false), &standing)
        .unwrap()
        .unwrap();
    assert_eq!(input.flag("luck"), Some("Cy"));
    assert_eq!(input.flag("call"), None);
    assert_eq!(
        ui.chosen[2..],
        [t!("under10-ending-luck"), "Cy".to_string()]
    );
}
