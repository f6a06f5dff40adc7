use super::*;
use crate::games::ViolationKind;
use crate::games::cards::Suit;
use crate::games::tenstuff::sets::tests::{card, cards, deck, set};
use proptest::prelude::*;

fn hand_over(on: &str, slam: &str, offered: &str) -> HandOver {
    slam_hand_over(&cards(on), &cards(slam), &cards(offered)).unwrap()
}

fn no_hand_over(on: &str, slam: &str, offered: &str) -> RuleViolation {
    let violation = slam_hand_over(&cards(on), &cards(slam), &cards(offered)).unwrap_err();
    assert_eq!(violation.kind, ViolationKind::AgainstRules);
    violation
}

/// A card twice (offered twice, or offered from a set on the pile): impossible input, exit 2.
fn impossible_offer(on: &str, slam: &str, offered: &str) -> RuleViolation {
    let violation = slam_hand_over(&cards(on), &cards(slam), &cards(offered)).unwrap_err();
    assert_eq!(violation.kind, ViolationKind::Malformed);
    violation
}

#[test]
fn lower_cards_sharing_a_suit_may_be_given() {
    let given = hand_over("8H", "8S 8C", "5S 3C AS");
    assert!(given.legal());
    assert_eq!(given.allowed, cards("5S 3C AS"));
    assert!(given.refused.is_empty());
    assert_eq!(
        given.reason,
        "5♠, 3♣ and A♠ may be given: a slam may give the slammed player cards lower than the \
         slamming set that share a suit with it"
    );
}

#[test]
fn a_higher_card_may_not_be_given_nor_one_of_the_same_value() {
    let given = hand_over("8H", "8S 8C", "KS 8D");
    assert!(!given.legal());
    assert!(given.allowed.is_empty());
    assert_eq!(given.refused.len(), 2);
    assert_eq!(given.refused[0].card, card("KS"));
    assert_eq!(given.refused[0].problems, vec![GiftProblem::NotLower]);
    assert_eq!(given.refused[0].why, "K♠ is higher than the slamming 8s");
    assert_eq!(
        given.refused[1].problems,
        vec![GiftProblem::NotLower, GiftProblem::NoSharedSuit]
    );
    assert_eq!(
        given.refused[1].why,
        "8♦ is not lower than the slamming 8s and shares no suit with them (spades and clubs)"
    );
    assert_eq!(
        given.reason,
        "K♠ is higher than the slamming 8s; 8♦ is not lower than the slamming 8s and shares no \
         suit with them (spades and clubs); none of them may be given: a slam may give the \
         slammed player cards lower than the slamming set that share a suit with it"
    );
}

#[test]
fn a_card_of_an_unmatched_suit_may_not_be_given() {
    let given = hand_over("KH", "KS KC", "5D 5S");
    assert_eq!(given.allowed, cards("5S"));
    assert_eq!(given.refused.len(), 1);
    assert_eq!(given.refused[0].problems, vec![GiftProblem::NoSharedSuit]);
    assert_eq!(
        given.refused[0].why,
        "5♦ shares no suit with the slamming kings (spades and clubs)"
    );
    // The suit must be in the slamming set; the suit of the slammed set does not count.
    let given = hand_over("KH", "KS KC", "5H");
    assert_eq!(given.refused[0].problems, vec![GiftProblem::NoSharedSuit]);
    assert!(given.reason.ends_with(
        "none of them may be given: a slam may give the slammed player cards lower than the \
         slamming set that share a suit with it"
    ));
}

#[test]
fn a_joker_is_never_given() {
    let given = hand_over("KH", "KS KC", "JK JKM 2S");
    assert_eq!(given.allowed, cards("2S"));
    assert_eq!(given.refused.len(), 2);
    for refused in &given.refused {
        assert_eq!(refused.problems, vec![GiftProblem::Joker]);
    }
    assert_eq!(
        given.refused[0].why,
        "JK is a joker, and a joker is never given: it has no suit to share"
    );
    assert!(given.reason.contains("only 2♠ may be given"));
}

#[test]
fn the_gift_rule_card_by_card() {
    let slam = set("9H 9C");
    assert!(gift_problems(&slam, card("2H")).is_empty());
    assert!(gift_problems(&slam, card("8C")).is_empty());
    assert_eq!(
        gift_problems(&slam, card("9D")),
        vec![GiftProblem::NotLower, GiftProblem::NoSharedSuit]
    );
    assert_eq!(
        gift_problems(&slam, card("10H")),
        vec![GiftProblem::NotLower]
    );
    assert_eq!(
        gift_problems(&slam, card("2S")),
        vec![GiftProblem::NoSharedSuit]
    );
    assert_eq!(gift_problems(&slam, card("JKM")), vec![GiftProblem::Joker]);
}

#[test]
fn nothing_offered_is_no_fault() {
    let given = hand_over("4C", "4D 4H", "");
    assert!(given.legal());
    assert_eq!(
        given.reason,
        "nothing was offered: a slam may give the slammed player cards lower than the slamming \
         set that share a suit with it"
    );
}

#[test]
fn only_a_slam_may_hand_over() {
    let violation = no_hand_over("8H", "8S", "5S");
    assert_eq!(violation.problem, "an 8 on 8♥ is a match, not a slam");
    assert_eq!(
        violation.legal,
        "only a slam, a bigger set of the same value, may give cards to the slammed player"
    );
    assert_eq!(
        no_hand_over("8H 8D", "8S", "5S").problem,
        "an 8 on 8♥ and 8♦ is an attempt, not a slam"
    );
    assert_eq!(
        no_hand_over("7H", "8S 8C", "5S").problem,
        "two 8s on 7♥ is a plain play, not a slam"
    );
    assert_eq!(
        no_hand_over("", "8S 8C", "5S").problem,
        "two 8s on an empty pile is a plain play, not a slam"
    );
    // No legal play at all: the play's own refusal.
    assert_eq!(
        no_hand_over("9H", "8S 8C", "5S").problem,
        "two 8s are lower than 9♥"
    );
}

#[test]
fn an_offered_card_twice_or_already_played_is_refused() {
    assert_eq!(
        impossible_offer("8H", "8S 8C", "5S 5S").problem,
        "5♠ is offered twice, but a deck holds each card once"
    );
    assert_eq!(
        impossible_offer("8H", "8S 8C", "8C").problem,
        "8♣ is offered but is already in the slamming set; a deck holds each card once"
    );
    assert_eq!(
        impossible_offer("8H", "8S 8C", "8H").problem,
        "8♥ is offered but is already in the slammed set; a deck holds each card once"
    );
}

// Properties.

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, ..ProptestConfig::default() })]

    #[test]
    fn a_hand_over_splits_the_offer_by_the_gift_rule(
        value in 1u8..=13,
        offered in prop::sample::subsequence(deck(), 0..=12).prop_shuffle(),
    ) {
        let of_value: Vec<TenstuffCard> = TenstuffCard::deck().filter(|c| c.value() == value).collect();
        let below = vec![of_value[0]];
        let slam = of_value[1..].to_vec();
        prop_assume!(offered.iter().all(|c| c.value() != value));
        let given = slam_hand_over(&below, &slam, &offered).unwrap();
        prop_assert_eq!(given.allowed.len() + given.refused.len(), offered.len());
        let slam_suits: Vec<Suit> = slam.iter().filter_map(|c| c.suit()).collect();
        for card in &given.allowed {
            prop_assert!(!card.is_joker());
            prop_assert!(card.value() < value);
            prop_assert!(card.suit().is_some_and(|s| slam_suits.contains(&s)));
        }
        prop_assert_eq!(given.legal(), given.refused.is_empty());
    }
}
