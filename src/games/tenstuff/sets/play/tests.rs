use super::*;
use crate::games::tenstuff::sets::tests::{cards, deck, impossible, refusal, set};
use crate::games::tenstuff::sets::{opening, opening_sets, slam_hand_over};
use proptest::prelude::*;

fn play(on: &str, played: &str) -> PlayVerdict {
    judge_play(&cards(on), &cards(played))
        .unwrap_or_else(|v| panic!("{played} on {on:?} refused: {}; {}", v.problem, v.legal))
}

fn kind(on: &str, played: &str) -> PlayKind {
    play(on, played).kind
}

// The set below.

#[test]
fn a_card_both_below_and_played_is_refused() {
    // A card twice is impossible input (exit 2), refused before any rule is asked.
    let violation = impossible("8H", "8S 8H");
    assert_eq!(
        violation.problem,
        "8♥ is in the set below and in the set played, but a deck holds each card once"
    );
    assert_eq!(
        impossible("JK", "JK").problem,
        "JK is in the set below and in the set played, but a deck holds each card once"
    );
    assert_eq!(
        impossible("", "5H 5h").problem,
        "5♥ is listed twice, but a deck holds each card once"
    );
    // Even when the set below breaks a rule, the card twice is named first.
    assert_eq!(
        impossible("KC QC", "5H 5H").problem,
        "5♥ is listed twice, but a deck holds each card once"
    );
}

#[test]
fn a_broken_set_below_is_refused_and_named() {
    assert_eq!(
        refusal("KC QC", "KD").problem,
        "the set below: K♣ and Q♣ are of different values"
    );
    assert_eq!(
        refusal("JK 5C", "6C").problem,
        "the set below: JK cannot be in one set with 5♣: a joker is no wild card, and only the \
         two jokers make a set together"
    );
}

// Plays on number sets.

#[test]
fn any_set_may_start_an_empty_pile() {
    for played in ["3C", "KC KD", "JK", "JK JKM", "AS AC AD AH"] {
        let verdict = play("", played);
        assert_eq!(verdict.kind, PlayKind::Plain, "{played}");
        assert_eq!(verdict.rule, PlayRule::EmptyPile);
        assert_eq!(
            verdict.reason,
            "a plain play: the pile is empty, so any set may start it"
        );
    }
}

#[test]
fn a_higher_set_goes_on_a_number_set_whatever_the_suits() {
    let verdict = play("5H", "7C");
    assert_eq!(verdict.kind, PlayKind::Plain);
    assert_eq!(verdict.rule, PlayRule::EqualOrHigher);
    assert_eq!(
        verdict.reason,
        "a plain play: a 7 is higher than 5♥, and a set may go on a set of equal or higher value"
    );
    assert_eq!(
        play("5H 5S", "8C 8D 8H").reason,
        "a plain play: three 8s are higher than 5♥ and 5♠, and a set may go on a set of equal or \
         higher value"
    );
    // A bigger set of a higher value is plain, not a slam.
    assert_eq!(kind("9D", "10C 10D"), PlayKind::Plain);
    // Anything goes on jokers: every value is higher.
    assert_eq!(kind("JK", "AC"), PlayKind::Plain);
    assert_eq!(kind("JK JKM", "KC"), PlayKind::Plain);
    // Aces are low: a 2 goes on an ace, and an ace is higher only than jokers.
    assert_eq!(kind("AS", "2S"), PlayKind::Plain);
    assert_eq!(kind("10H", "JC"), PlayKind::Plain);
}

#[test]
fn an_equal_value_goes_on_a_number_set() {
    assert_eq!(kind("5H", "5C"), PlayKind::Match);
    assert_eq!(kind("AS AD", "AC AH"), PlayKind::Match);
}

#[test]
fn a_lower_set_on_a_number_set_is_refused_even_sharing_a_suit() {
    let violation = refusal("5H", "4H");
    assert_eq!(violation.problem, "a 4 is lower than 5♥");
    assert_eq!(
        violation.legal,
        "a set may go on a set of equal or higher value, and lower sets or jokers only on jacks, \
         queens and kings: here 5s or higher"
    );
    assert_eq!(
        refusal("10C 10D", "9C 9D").problem,
        "two 9s are lower than 10♣ and 10♦"
    );
    assert_eq!(refusal("2S", "AS").problem, "an ace is lower than 2♠");
    assert_eq!(refusal("9C", "8C").problem, "an 8 is lower than 9♣");
    // A 10 is no face card.
    refusal("10H", "4H");
}

// Plays on face sets.

#[test]
fn on_each_face_value_a_higher_face_set_goes() {
    assert_eq!(kind("JH", "QS"), PlayKind::Plain);
    assert_eq!(kind("QH", "KS KD"), PlayKind::Plain);
    assert_eq!(kind("JD JC", "KS"), PlayKind::Plain);
    assert_eq!(play("QH", "KS").rule, PlayRule::EqualOrHigher);
}

#[test]
fn on_each_face_value_a_lower_set_sharing_a_suit_goes() {
    for (on, played) in [
        ("JH", "4H"),
        ("QH", "4H"),
        ("KH", "4H"),
        ("JC JS", "2S"),
        ("QH QS", "4C 4H"),
        ("KD", "AD AC"),
        ("KC KD", "QC"),
        ("QS", "JS JH"),
    ] {
        let verdict = play(on, played);
        assert_eq!(verdict.kind, PlayKind::Plain, "{played} on {on}");
        assert_eq!(verdict.rule, PlayRule::SharedSuitOnFace, "{played} on {on}");
    }
    assert_eq!(
        play("QH", "4H").reason,
        "a plain play: a 4 is lower than Q♥ but shares hearts with it, and on jacks, queens and \
         kings a lower set may go when it shares a suit"
    );
    assert_eq!(
        play("QH QS", "4C 4H 4S").reason,
        "a plain play: three 4s are lower than Q♥ and Q♠ but share hearts and spades with them, \
         and on jacks, queens and kings a lower set may go when it shares a suit"
    );
}

#[test]
fn on_each_face_value_a_lower_set_without_a_shared_suit_is_refused() {
    for on in ["JH", "QH", "KH"] {
        refusal(on, "4C");
    }
    let violation = refusal("QH", "4C");
    assert_eq!(
        violation.problem,
        "a 4 is lower than Q♥ and shares no suit with it"
    );
    assert_eq!(
        violation.legal,
        "on jacks, queens and kings a set of equal or higher value, a lower set sharing a suit, \
         or jokers may go: here queens or higher, a set with a heart, or jokers"
    );
    let violation = refusal("KH KS", "JC JD");
    assert_eq!(
        violation.problem,
        "two jacks are lower than K♥ and K♠ and share no suit with them"
    );
    assert_eq!(
        violation.legal,
        "on jacks, queens and kings a set of equal or higher value, a lower set sharing a suit, \
         or jokers may go: here kings, a set with a heart or a spade, or jokers"
    );
    assert_eq!(
        refusal("JC", "10D").legal,
        "on jacks, queens and kings a set of equal or higher value, a lower set sharing a suit, \
         or jokers may go: here jacks or higher, a set with a club, or jokers"
    );
}

#[test]
fn jokers_go_on_each_face_value() {
    for on in ["JH", "QC QD", "KS", "KC KD KH KS"] {
        for jokers in ["JK", "JKM", "JK JKM"] {
            let verdict = play(on, jokers);
            assert_eq!(verdict.kind, PlayKind::Plain, "{jokers} on {on}");
            assert_eq!(verdict.rule, PlayRule::JokersOnFace, "{jokers} on {on}");
        }
    }
    assert_eq!(
        play("KC", "JK JKM").reason,
        "a plain play: two jokers may go on K♣, because jokers may be played on jacks, queens \
         and kings"
    );
    assert_eq!(
        play("KC", "JKM").reason,
        "a plain play: a joker may go on K♣, because jokers may be played on jacks, queens and \
         kings"
    );
}

#[test]
fn jokers_on_a_number_set_are_refused() {
    let violation = refusal("5C", "JK");
    assert_eq!(violation.problem, "a joker is lower than 5♣");
    assert_eq!(
        violation.legal,
        "a set may go on a set of equal or higher value, and lower sets or jokers only on jacks, \
         queens and kings: here 5s or higher"
    );
    assert_eq!(
        refusal("5C", "JK JKM").problem,
        "two jokers are lower than 5♣"
    );
    refusal("AS", "JKM");
    refusal("10D", "JK");
}

#[test]
fn two_queens_on_two_queens_are_a_match_without_a_shared_suit() {
    // The suit rule is for lower sets; the same value always goes, whatever the suits.
    assert_eq!(kind("QH QS", "QC QD"), PlayKind::Match);
    // Equal values never share a suit: a deck has one queen of hearts.
    assert_eq!(kind("KH", "KS KC"), PlayKind::Slam);
    assert_eq!(kind("JD JC JH", "JS"), PlayKind::Attempt);
}

// Match, attempt, slam.

#[test]
fn the_same_value_and_size_is_a_match() {
    let verdict = play("3C", "3D");
    assert_eq!(verdict.kind, PlayKind::Match);
    assert_eq!(
        verdict.reason,
        "a match: a set of the same value and size; play another set if you like"
    );
    assert_eq!(kind("KC KD", "KH KS"), PlayKind::Match);
    // The two jokers are one value: one joker on the other is a match.
    assert_eq!(kind("JKM", "JK"), PlayKind::Match);
}

#[test]
fn a_smaller_set_of_the_same_value_is_an_attempt() {
    let verdict = play("3C 3D", "3H");
    assert_eq!(verdict.kind, PlayKind::Attempt);
    assert_eq!(
        verdict.reason,
        "an attempt: a smaller set of the same value; guess the next card of the draw pile if \
         you like (value and suit: if you are right, it goes to the next player)"
    );
    assert_eq!(kind("KC KD KH", "KS"), PlayKind::Attempt);
    assert_eq!(kind("9C 9D 9H", "9S"), PlayKind::Attempt);
}

#[test]
fn a_bigger_set_of_the_same_value_is_a_slam() {
    let verdict = play("3C", "3D 3H 3S");
    assert_eq!(verdict.kind, PlayKind::Slam);
    assert_eq!(
        verdict.reason,
        "a slam: a bigger set of the same value; give the slammed player lower cards sharing a \
         suit with your set if you like"
    );
    assert_eq!(kind("KC", "KD KH"), PlayKind::Slam);
    assert_eq!(kind("8H", "8S 8C"), PlayKind::Slam);
}

#[test]
fn play_on_agrees_with_judge_play() {
    let below = set("QH");
    assert_eq!(
        play_on(Some(&below), &set("4H")),
        judge_play(&cards("QH"), &cards("4H"))
    );
    assert_eq!(play_on(None, &set("4H")).unwrap().rule, PlayRule::EmptyPile);
    assert_eq!(PlayKind::Slam.name(), "slam");
    assert_eq!(
        serde_json::to_string(&PlayKind::Attempt).unwrap(),
        "\"attempt\""
    );
    assert_eq!(
        serde_json::to_string(&set("QH QS")).unwrap(),
        "[\"QH\",\"QS\"]"
    );
}

// Properties.

/// A well-formed set: 1–4 cards of one value, or one or both jokers.
fn any_set() -> impl Strategy<Value = Vec<TenstuffCard>> {
    (0u8..=13).prop_flat_map(|value| {
        let of_value: Vec<TenstuffCard> = TenstuffCard::deck()
            .filter(|c| c.value() == value)
            .collect();
        let most = of_value.len();
        prop::sample::subsequence(of_value, 1..=most).prop_shuffle()
    })
}

/// Any list of cards at all, sets or not.
fn any_cards(most: usize) -> impl Strategy<Value = Vec<TenstuffCard>> {
    prop::collection::vec(prop::sample::select(deck()), 0..=most)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, ..ProptestConfig::default() })]

    #[test]
    fn a_legal_play_is_never_lower_unless_the_face_card_or_joker_rule_applies(
        below in any_set(),
        played in any_set(),
    ) {
        let Ok(verdict) = judge_play(&below, &played) else {
            return Ok(());
        };
        let below = Set::new(&below).unwrap();
        let played = Set::new(&played).unwrap();
        if played.value() < below.value() {
            prop_assert!(below.is_face());
            prop_assert!(played.is_jokers() || !played.shared_suits(&below).is_empty());
            prop_assert_eq!(verdict.kind, PlayKind::Plain);
            prop_assert!(matches!(verdict.rule, PlayRule::JokersOnFace | PlayRule::SharedSuitOnFace));
        } else {
            prop_assert_eq!(verdict.rule, PlayRule::EqualOrHigher);
        }
        let expected = if played.value() != below.value() {
            PlayKind::Plain
        } else {
            match played.size().cmp(&below.size()) {
                std::cmp::Ordering::Equal => PlayKind::Match,
                std::cmp::Ordering::Less => PlayKind::Attempt,
                std::cmp::Ordering::Greater => PlayKind::Slam,
            }
        };
        prop_assert_eq!(verdict.kind, expected);
    }

    #[test]
    fn a_refused_play_of_two_sets_is_lower_without_the_face_card_or_joker_rule(
        below in any_set(),
        played in any_set(),
    ) {
        prop_assume!(played.iter().all(|c| !below.contains(c)));
        if judge_play(&below, &played).is_err() {
            let below = Set::new(&below).unwrap();
            let played = Set::new(&played).unwrap();
            prop_assert!(played.value() < below.value());
            prop_assert!(!below.is_face() || (!played.is_jokers() && played.shared_suits(&below).is_empty()));
        }
    }

    #[test]
    fn any_cards_get_a_verdict_or_a_refusal_never_a_panic(
        below in any_cards(6),
        played in any_cards(6),
        offered in any_cards(8),
    ) {
        let _ = judge_play(&below, &played);
        let _ = slam_hand_over(&below, &played, &offered);
        let _ = opening(&[below.clone(), played.clone(), offered.clone()]);
        let _ = opening_sets(&offered);
    }
}
