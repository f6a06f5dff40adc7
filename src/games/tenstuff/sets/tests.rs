use super::*;
use crate::games::ViolationKind;
use crate::games::cards::{Card, parse_tenstuff_card};
use proptest::prelude::*;

/// Cards as typed at the table, e.g. "QH QS" or "JK JKM"; "" is no cards (an empty pile).
fn cards(text: &str) -> Vec<TenstuffCard> {
    text.split_whitespace()
        .map(|code| parse_tenstuff_card(code).unwrap())
        .collect()
}

fn card(code: &str) -> TenstuffCard {
    parse_tenstuff_card(code).unwrap()
}

fn set(text: &str) -> Set {
    Set::new(&cards(text)).unwrap()
}

fn play(on: &str, played: &str) -> PlayVerdict {
    judge_play(&cards(on), &cards(played))
        .unwrap_or_else(|v| panic!("{played} on {on:?} refused: {}; {}", v.problem, v.legal))
}

fn kind(on: &str, played: &str) -> PlayKind {
    play(on, played).kind
}

fn refusal(on: &str, played: &str) -> RuleViolation {
    match judge_play(&cards(on), &cards(played)) {
        Ok(verdict) => panic!("{played} on {on:?} was allowed: {}", verdict.reason),
        Err(violation) => {
            assert_eq!(violation.kind, ViolationKind::AgainstRules);
            violation
        }
    }
}

fn hand_over(on: &str, slam: &str, offered: &str) -> HandOver {
    slam_hand_over(&cards(on), &cards(slam), &cards(offered)).unwrap()
}

fn no_hand_over(on: &str, slam: &str, offered: &str) -> RuleViolation {
    let violation = slam_hand_over(&cards(on), &cards(slam), &cards(offered)).unwrap_err();
    assert_eq!(violation.kind, ViolationKind::AgainstRules);
    violation
}

fn opening_of(hands: &[&str]) -> Opening {
    let hands: Vec<Vec<TenstuffCard>> = hands.iter().map(|h| cards(h)).collect();
    opening(&hands).unwrap()
}

fn codes(sets: &[Vec<TenstuffCard>]) -> Vec<String> {
    sets.iter()
        .map(|set| set.iter().map(|c| c.code()).collect::<Vec<_>>().join(" "))
        .collect()
}

// What a set is.

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
    // Five cards of one value can only be a card twice; the count is named first.
    assert_eq!(
        Set::new(&cards("5C 5D 5H 5S 5S")).unwrap_err().problem,
        "5 cards are too many for one set (at most 4)"
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
fn a_card_both_below_and_played_is_refused() {
    let violation = refusal("8H", "8S 8H");
    assert_eq!(
        violation.problem,
        "8♥ is in the set below and in the set played, but a deck holds each card once"
    );
    assert_eq!(
        refusal("JK", "JK").problem,
        "JK is in the set below and in the set played, but a deck holds each card once"
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

// Slam hand-overs.

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
        no_hand_over("8H", "8S 8C", "5S 5S").problem,
        "5♠ is offered twice, but a deck holds each card once"
    );
    assert_eq!(
        no_hand_over("8H", "8S 8C", "8C").problem,
        "8♣ is offered but is already in the slamming set; a deck holds each card once"
    );
    assert_eq!(
        no_hand_over("8H", "8S 8C", "8H").problem,
        "8♥ is offered but is already in the slammed set; a deck holds each card once"
    );
}

// Who starts.

#[test]
fn the_lowest_value_starts() {
    let opened = opening_of(&["9S KH", "5C 7H", "AS 10D"]);
    assert_eq!(opened.seat, 2);
    assert_eq!(opened.card, card("AS"));
    assert_eq!(codes(&opened.sets), vec!["AS"]);
    assert_eq!(
        opened.reason,
        "no one holds a joker; the first play is a set of the lowest value in hand (aces)"
    );
    let opened = opening_of(&["9S KH", "5C 7H"]);
    assert_eq!(opened.seat, 1);
    assert_eq!(
        opened.reason,
        "no one holds a lower value; the first play is a set of the lowest value in hand (5s)"
    );
}

#[test]
fn jokers_start_and_the_marked_joker_is_below_the_unmarked() {
    let opened = opening_of(&["AS AD", "JK 9C", "JKM KH"]);
    assert_eq!(opened.seat, 2);
    assert_eq!(opened.card, TenstuffCard::MARKED_JOKER);
    assert_eq!(codes(&opened.sets), vec!["JKM"]);
    assert_eq!(
        opened.reason,
        "jokers are the lowest cards, and the marked joker is below the unmarked one; the first \
         play is a set of the lowest value in hand (jokers)"
    );
    let opened = opening_of(&["AS AD", "JK 9C"]);
    assert_eq!(opened.seat, 1);
    assert_eq!(
        opened.reason,
        "jokers are the lowest cards; the first play is a set of the lowest value in hand \
         (jokers)"
    );
}

#[test]
fn among_equal_values_diamonds_clubs_hearts_spades() {
    let order = ["3D", "3C", "3H", "3S"];
    for (i, low) in order.iter().enumerate() {
        for high in &order[i + 1..] {
            let opened = opening_of(&[high, low]);
            assert_eq!(opened.seat, 1, "{low} is below {high}");
            let opened = opening_of(&[low, high]);
            assert_eq!(opened.seat, 0, "{low} is below {high}");
        }
    }
    let opened = opening_of(&["3S 9C", "3C 4D", "3H"]);
    assert_eq!(opened.seat, 1);
    assert_eq!(
        opened.reason,
        "no one holds a lower value, and of the 3s held (3♣, 3♥ and 3♠) the club is lowest, as \
         diamonds < clubs < hearts < spades; the first play is a set of the lowest value in hand \
         (3s)"
    );
}

#[test]
fn the_starter_may_open_with_any_combination_of_the_lowest_value() {
    let opened = opening_of(&["3S 9C 3H", "5C"]);
    assert_eq!(codes(&opened.sets), vec!["3H", "3S", "3H 3S"]);
    let all_aces = opening_sets(&cards("AS AH KC AC AD"));
    assert_eq!(
        codes(&all_aces),
        vec![
            "AD",
            "AC",
            "AH",
            "AS",
            "AD AC",
            "AD AH",
            "AD AS",
            "AC AH",
            "AC AS",
            "AH AS",
            "AD AC AH",
            "AD AC AS",
            "AD AH AS",
            "AC AH AS",
            "AD AC AH AS"
        ]
    );
    // Every opening set is a legal set on an empty pile.
    for opening_set in &all_aces {
        assert_eq!(judge_play(&[], opening_set).unwrap().kind, PlayKind::Plain);
    }
}

#[test]
fn the_two_jokers_open_alone_or_together() {
    let opened = opening_of(&["JK 4C JKM", "AS"]);
    assert_eq!(opened.seat, 0);
    assert_eq!(codes(&opened.sets), vec!["JKM", "JK", "JKM JK"]);
}

#[test]
fn opening_sets_of_an_empty_hand_are_none() {
    assert!(opening_sets(&[]).is_empty());
    // A card listed twice counts once.
    assert_eq!(codes(&opening_sets(&cards("5C 5C"))), vec!["5C"]);
}

#[test]
fn empty_hands_are_fine_but_someone_must_hold_a_card() {
    let opened = opening_of(&["", "KC", ""]);
    assert_eq!(opened.seat, 1);
    let hands: Vec<Vec<TenstuffCard>> = vec![vec![], vec![]];
    let violation = opening(&hands).unwrap_err();
    assert_eq!(violation.kind, ViolationKind::AgainstRules);
    assert_eq!(
        violation.problem,
        "no one holds a card, so no one can start"
    );
}

#[test]
fn two_to_eight_hands_and_each_card_once() {
    let one = vec![cards("KC")];
    assert_eq!(
        opening(&one).unwrap_err().problem,
        "1 hand given, but Tenstuff is played by 2 to 8 players"
    );
    let nine: Vec<Vec<TenstuffCard>> = (0..9).map(|_| Vec::new()).collect();
    assert_eq!(
        opening(&nine).unwrap_err().problem,
        "9 hands given, but Tenstuff is played by 2 to 8 players"
    );
    let eight: Vec<Vec<TenstuffCard>> = (1..=8u8)
        .map(|v| {
            vec![TenstuffCard::Card(Card::new(
                Rank::new(v).unwrap(),
                Suit::Clubs,
            ))]
        })
        .collect();
    assert_eq!(opening(&eight).unwrap().seat, 0);
    let twice = vec![cards("KC 5D"), cards("5D")];
    assert_eq!(
        opening(&twice).unwrap_err().problem,
        "5♦ is held twice, but a deck holds each card once"
    );
}

// Properties.

fn deck() -> Vec<TenstuffCard> {
    TenstuffCard::deck().collect()
}

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

    #[test]
    fn the_starter_holds_the_lowest_card_and_opens_with_its_value(
        dealt in prop::sample::subsequence(deck(), 2..=40).prop_shuffle(),
        players in 2usize..=8,
    ) {
        let hands: Vec<Vec<TenstuffCard>> = (0..players)
            .map(|seat| dealt.iter().copied().skip(seat).step_by(players).collect())
            .collect();
        let opened = opening(&hands).unwrap();
        let lowest = dealt.iter().copied().min_by_key(|c| c.start_order()).unwrap();
        prop_assert_eq!(opened.card, lowest);
        prop_assert!(hands[opened.seat].contains(&lowest));
        let same: usize = hands[opened.seat].iter().filter(|c| c.value() == lowest.value()).count();
        prop_assert_eq!(opened.sets.len(), (1usize << same) - 1);
        for opening_set in &opened.sets {
            prop_assert!(Set::new(opening_set).is_ok());
            prop_assert!(opening_set.iter().all(|c| c.value() == lowest.value()));
            prop_assert!(opening_set.iter().all(|c| hands[opened.seat].contains(c)));
        }
    }
}
