use super::*;
use crate::games::ViolationKind;
use crate::games::tenstuff::sets::tests::{cards, refusal, set};

#[test]
fn one_to_four_cards_of_one_value_are_a_set() {
    for text in ["7C", "7C 7D", "7C 7D 7H", "7C 7D 7H 7S", "KS", "AD AH"] {
        let made = set(text);
        assert_eq!(made.cards(), cards(text).as_slice());
        assert_eq!(made.size(), text.split_whitespace().count());
    }
    assert_eq!(set("7C 7D").value(), 7);
    assert_eq!(set("AD").value(), 1);
    assert_eq!(set("KS KH").value(), 13);
}

#[test]
fn a_lone_joker_is_a_set_and_so_are_the_two_jokers() {
    for text in ["JK", "JKM", "JK JKM", "JKM JK"] {
        let made = set(text);
        assert!(made.is_jokers());
        assert_eq!(made.value(), 0);
        assert!(made.suits().is_empty());
    }
}

#[test]
fn mixed_values_are_refused() {
    let violation = Set::new(&cards("KC QC")).unwrap_err();
    assert_eq!(violation.kind, ViolationKind::AgainstRules);
    assert_eq!(violation.problem, "K♣ and Q♣ are of different values");
    assert_eq!(
        violation.legal,
        "a set is 1 to 4 cards of one value, or the two jokers"
    );
    assert_eq!(
        Set::new(&cards("5C 5D 6D")).unwrap_err().problem,
        "5♣ and 6♦ are of different values"
    );
}

#[test]
fn five_cards_are_refused() {
    let violation = Set::new(&cards("5C 5D 5H 5S 6C")).unwrap_err();
    assert_eq!(
        violation.problem,
        "5 cards are too many for one set (at most 4)"
    );
    // Five cards of one value can only be a card twice: impossible input, named first.
    assert_eq!(
        Set::new(&cards("5C 5D 5H 5S 5S")).unwrap_err().problem,
        "5♠ is listed twice, but a deck holds each card once"
    );
}

#[test]
fn a_joker_with_a_number_card_is_refused() {
    for text in ["JK 5C", "5C JKM", "JK JKM AS"] {
        let violation = Set::new(&cards(text)).unwrap_err();
        assert!(
            violation.problem.contains("a joker is no wild card"),
            "{text}: {}",
            violation.problem
        );
    }
    assert_eq!(
        Set::new(&cards("JK 5C")).unwrap_err().problem,
        "JK cannot be in one set with 5♣: a joker is no wild card, and only the two jokers make \
         a set together"
    );
}

#[test]
fn a_repeated_card_is_refused() {
    // Impossible input (exit 2), not a broken rule.
    assert_eq!(
        Set::new(&cards("QH QH")).unwrap_err().kind,
        crate::games::ViolationKind::Malformed
    );
    assert_eq!(
        Set::new(&cards("QH QH")).unwrap_err().problem,
        "Q♥ is listed twice, but a deck holds each card once"
    );
    assert_eq!(
        Set::new(&cards("JK jk")).unwrap_err().problem,
        "JK is listed twice, but a deck holds each card once"
    );
}

#[test]
fn an_empty_set_is_refused() {
    assert_eq!(
        Set::new(&[]).unwrap_err().problem,
        "a set needs at least one card"
    );
    assert_eq!(refusal("5C", "").problem, "a set needs at least one card");
}

#[test]
fn suits_are_listed_once_and_shared_suits_found() {
    assert_eq!(set("QH QS").suits(), vec![Suit::Hearts, Suit::Spades]);
    assert_eq!(
        set("4C 4H 4S").shared_suits(&set("QH QS")),
        vec![Suit::Hearts, Suit::Spades]
    );
    assert!(set("4C 4D").shared_suits(&set("QH QS")).is_empty());
    assert!(set("JK").shared_suits(&set("QH")).is_empty());
    assert!(set("JS").is_face() && set("QS").is_face() && set("KS").is_face());
    assert!(!set("10S").is_face() && !set("JK").is_face());
}
