use super::*;
use crate::games::ViolationKind;
use crate::games::tenstuff::sets::tests::cards;
use proptest::prelude::*;

#[test]
fn with_5_cards_draw_to_10() {
    // The rule document's own example: "So if you have 5 cards, draw to 10."
    let shame = round_of_shame(5).unwrap();
    assert_eq!((shame.hand, shame.draw, shame.hand_after), (5, 5, 10));
    assert_eq!(
        shame.reason,
        "caught cheating with 5 cards in hand: draw 5 to have 10, the next multiple of five (at \
         least one card is drawn), then lay the hand face up on the table for everyone to see \
         until the end of your next turn"
    );
}

#[test]
fn draw_up_to_the_next_multiple_of_five() {
    for (hand, draw, after) in [(3, 2, 5), (0, 5, 5), (9, 1, 10), (1, 4, 5), (12, 3, 15)] {
        let shame = round_of_shame(hand).unwrap();
        assert_eq!((shame.draw, shame.hand_after), (draw, after), "{hand}");
    }
    assert!(
        round_of_shame(0)
            .unwrap()
            .reason
            .starts_with("caught cheating with no cards")
    );
    assert!(
        round_of_shame(1)
            .unwrap()
            .reason
            .starts_with("caught cheating with 1 card in")
    );
}

#[test]
fn a_hand_cannot_outgrow_the_deck() {
    assert_eq!(round_of_shame(49).unwrap().hand_after, 50);
    let violation = round_of_shame(50).unwrap_err();
    assert_eq!(violation.kind, ViolationKind::AgainstRules);
    assert_eq!(
        violation.problem,
        "a hand of 50 cards would have to grow to 55 cards, but the deck holds 54"
    );
}

#[test]
fn a_hand_given_card_by_card_is_counted() {
    let shame = round_of_shame_with(&cards("3H 10H KH")).unwrap();
    assert_eq!((shame.hand, shame.draw, shame.hand_after), (3, 2, 5));
    let violation = round_of_shame_with(&cards("3H 3H")).unwrap_err();
    // A card twice is impossible input (exit 2), not a broken rule.
    assert_eq!(violation.kind, crate::games::ViolationKind::Malformed);
    assert_eq!(
        violation.problem,
        "3♥ is in the hand twice, but a deck holds each card once"
    );
}

proptest! {
    #[test]
    fn at_least_one_at_most_five_to_a_multiple_of_five(hand in 0usize..50) {
        let shame = round_of_shame(hand).unwrap();
        prop_assert!((1..=5).contains(&shame.draw));
        prop_assert_eq!(shame.hand_after % 5, 0);
        prop_assert_eq!(shame.hand_after, hand + shame.draw);
    }
}
