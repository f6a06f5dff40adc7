use super::*;
use crate::games::ViolationKind;
use crate::games::tenstuff::sets::tests::{card, cards};

fn hand_back(ten: &str, hand: &str, given: Option<&str>) -> HandBack {
    let given = given.map(cards);
    skip_with(card(ten), &cards(hand), given.as_deref()).unwrap()
}

fn refused(ten: &str, hand: &str, given: Option<&str>) -> RuleViolation {
    let given = given.map(cards);
    let violation = skip_with(card(ten), &cards(hand), given.as_deref()).unwrap_err();
    assert_eq!(violation.kind, ViolationKind::AgainstRules);
    violation
}

#[test]
fn the_cards_of_the_tens_suit_may_go_back_but_not_the_ten_nor_a_joker() {
    let back = hand_back("10H", "3H 10H KH 4C JK", None);
    assert!(back.legal());
    assert_eq!(back.ten, card("10H"));
    assert_eq!(back.allowed, cards("3H KH"));
    assert!(back.refused.is_empty());
    assert_eq!(
        back.reason,
        "3♥ and K♥ may be handed back: a skipped player may hand back any cards of their hand in \
         the suit of the 10 (hearts), never the 10 itself, and never a joker, which has no suit"
    );
}

#[test]
fn the_hand_may_be_given_without_the_ten() {
    let back = hand_back("10S", "2S QS 9D", None);
    assert_eq!(back.allowed, cards("2S QS"));
    let back = hand_back("10S", "9D JKM", None);
    assert!(back.allowed.is_empty());
    assert!(
        back.reason.starts_with("nothing may be handed back: "),
        "{}",
        back.reason
    );
}

#[test]
fn cards_of_the_suit_given_back_are_legal() {
    let back = hand_back("10H", "3H 10H KH 4C JK", Some("3H KH"));
    assert!(back.legal());
    assert_eq!(back.allowed, cards("3H KH"));
    assert!(
        back.reason.starts_with("3♥ and K♥ may be handed back: "),
        "{}",
        back.reason
    );
    // Handing back nothing is always allowed: it is an option.
    let back = hand_back("10H", "3H", Some(""));
    assert!(back.legal());
    assert!(back.allowed.is_empty());
    assert!(
        back.reason
            .starts_with("nothing is handed back, which is always allowed: "),
        "{}",
        back.reason
    );
}

#[test]
fn each_card_that_may_not_go_back_is_named_with_why() {
    let back = hand_back("10H", "3H 10H KH 4C JK", Some("3H 10H 4C JK 5S"));
    assert!(!back.legal());
    assert_eq!(back.allowed, cards("3H"));
    let problems: Vec<(TenstuffCard, ReturnProblem)> =
        back.refused.iter().map(|r| (r.card, r.problem)).collect();
    assert_eq!(
        problems,
        [
            (card("10H"), ReturnProblem::TheTen),
            (card("4C"), ReturnProblem::OtherSuit),
            (card("JK"), ReturnProblem::Joker),
            (card("5S"), ReturnProblem::NotInHand),
        ]
    );
    assert_eq!(
        back.reason,
        "10♥ is the 10 that skipped them, and the 10 itself is never handed back; 4♣ is not a \
         heart, the suit of 10♥; JK is a joker, and a joker is never handed back: it has no suit; \
         5♠ is not in the skipped player's hand, and only cards of their own hand go back; from \
         this hand, 3♥ and K♥ may be handed back: a skipped player may hand back any cards of \
         their hand in the suit of the 10 (hearts), never the 10 itself, and never a joker, \
         which has no suit"
    );
    let back = hand_back("10H", "4C", Some("4C"));
    assert!(
        back.reason
            .starts_with("4♣ is not a heart, the suit of 10♥; nothing may be handed back: ")
    );
}

#[test]
fn a_card_of_the_suit_not_in_hand_may_not_go_back() {
    let back = hand_back("10D", "3D", Some("3D 7D"));
    assert_eq!(back.allowed, cards("3D"));
    assert_eq!(back.refused.len(), 1);
    assert_eq!(back.refused[0].problem, ReturnProblem::NotInHand);
}

#[test]
fn only_a_ten_skips() {
    for not_a_ten in ["9H", "JH", "JK", "JKM", "AS"] {
        let violation = refused(not_a_ten, "3H", None);
        assert_eq!(
            violation.problem,
            format!("only a 10 skips a player, and {} is no 10", card(not_a_ten))
        );
        assert_eq!(
            violation.legal,
            "hand the skipped player a 10 (10♣, 10♦, 10♥ or 10♠) before their turn"
        );
    }
}

#[test]
fn a_card_twice_is_refused() {
    // Impossible input (exit 2), not a broken rule.
    let impossible = |ten: &str, hand: &str, given: Option<&str>| {
        let given = given.map(cards);
        let violation = skip_with(card(ten), &cards(hand), given.as_deref()).unwrap_err();
        assert_eq!(violation.kind, ViolationKind::Malformed);
        violation
    };
    assert_eq!(
        impossible("10H", "3H 3H", None).problem,
        "3♥ is in the hand twice, but a deck holds each card once"
    );
    assert_eq!(
        impossible("10H", "3H", Some("3H 3H")).problem,
        "3♥ is handed back twice, but a deck holds each card once"
    );
}

#[test]
fn the_skipped_player_does_not_draw_and_play_passes_on() {
    assert_eq!(
        skipped_turn(None, None),
        "the skipped player does not draw, and play passes at once to the next player"
    );
    assert_eq!(
        skipped_turn(Some("Bob"), Some(("Cy", Direction::Clockwise))),
        "Bob does not draw, and play passes at once to the next player, to the left \
         (clockwise): Cy"
    );
    assert_eq!(
        skipped_turn(Some("Bob"), Some(("Ann", Direction::Counterclockwise))),
        "Bob does not draw, and play passes at once to the next player, to the right \
         (counterclockwise): Ann"
    );
}
