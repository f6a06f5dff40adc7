use super::*;
use crate::games::ViolationKind;
use crate::games::cards::parse_card;
use proptest::prelude::*;

/// Cards as typed at the table, e.g. "KC AS 5C 2H".
fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|code| parse_card(code).unwrap())
        .collect()
}

fn card(code: &str) -> Card {
    parse_card(code).unwrap()
}

fn winner(trump: Suit, played: &str) -> TrickVerdict {
    trick_winner(Some(trump), &cards(played), None).unwrap()
}

fn refusal(trump: Suit, played: &str, players: Option<usize>) -> RuleViolation {
    trick_winner(Some(trump), &cards(played), players).unwrap_err()
}

// Who takes the trick.

#[test]
fn the_rule_documents_example_a_lone_small_trump_beats_the_led_king_and_a_discarded_ace() {
    // "Harten is troef; klaverheer, schoppenaas, klavervijf, hartentwee: de slag gaat naar speler 4."
    let verdict = trick_winner(Some(Suit::Hearts), &cards("KC AS 5C 2H"), Some(4)).unwrap();
    assert_eq!(verdict.winner, 3);
    assert_eq!(verdict.card, card("2H"));
    assert_eq!(
        verdict.reason,
        "2♥ wins: it is the only trump (hearts) in the trick, and a trump beats every card of \
         another suit, even A♠."
    );
}

#[test]
fn without_trump_the_highest_card_of_the_suit_led_wins() {
    let verdict = winner(Suit::Hearts, "5C AC 9D KC");
    assert_eq!(verdict.winner, 1);
    assert_eq!(verdict.card, card("AC"));
    assert_eq!(
        verdict.reason,
        "A♣ wins: no trump (hearts) was played, so the highest club (the suit led) takes the \
         trick, and A♣ ranks above 5♣ and K♣; 9♦ is neither a club nor a trump, so it cannot win."
    );
}

#[test]
fn a_discard_never_wins_even_an_ace_of_another_suit() {
    let verdict = winner(Suit::Spades, "2C AD AH 3C");
    assert_eq!(verdict.winner, 3);
    assert_eq!(verdict.card, card("3C"));
    assert_eq!(
        verdict.reason,
        "3♣ wins: no trump (spades) was played, so the highest club (the suit led) takes the \
         trick, and 3♣ ranks above 2♣; A♦ and A♥ are neither clubs nor trumps, so they cannot win."
    );
}

#[test]
fn when_nobody_follows_and_nobody_trumps_the_led_card_wins() {
    let verdict = winner(Suit::Hearts, "2C AS KD");
    assert_eq!(verdict.winner, 0);
    assert_eq!(verdict.card, card("2C"));
    assert_eq!(
        verdict.reason,
        "2♣ wins: no trump (hearts) was played and nobody else played a club (the suit led), so \
         the led card takes the trick; A♠ and K♦ are neither clubs nor trumps, so they cannot win."
    );
}

#[test]
fn when_trump_is_led_the_highest_trump_wins() {
    let verdict = winner(Suit::Hearts, "5H QH 9H 2H");
    assert_eq!(verdict.winner, 1);
    assert_eq!(
        verdict.reason,
        "Q♥ wins: it is the highest trump (hearts, the suit led), above 5♥, 9♥ and 2♥."
    );
}

#[test]
fn a_led_trump_nobody_can_follow_beats_higher_cards_of_other_suits() {
    let verdict = winner(Suit::Clubs, "2C AS KD");
    assert_eq!(verdict.winner, 0);
    assert_eq!(
        verdict.reason,
        "2♣ wins: it is the only trump (clubs, the suit led) in the trick, and a trump beats \
         every card of another suit, even A♠."
    );
}

#[test]
fn of_two_trumps_the_higher_one_wins() {
    let verdict = winner(Suit::Hearts, "KC 3H AC 9H");
    assert_eq!(verdict.winner, 3);
    assert_eq!(verdict.card, card("9H"));
    assert_eq!(
        verdict.reason,
        "9♥ wins: it is the highest trump (hearts), above 3♥, and a trump beats every card of \
         another suit, even A♣."
    );
}

#[test]
fn a_trump_that_outranks_everything_needs_no_even() {
    let verdict = winner(Suit::Diamonds, "5S AD 2C");
    assert_eq!(verdict.winner, 1);
    assert_eq!(
        verdict.reason,
        "A♦ wins: it is the only trump (diamonds) in the trick, and a trump beats every card of \
         another suit."
    );
}

#[test]
fn the_ace_beats_the_king_and_the_ten_beats_the_nine() {
    assert_eq!(winner(Suit::Spades, "KD AD 2C").card, card("AD"));
    assert_eq!(winner(Suit::Spades, "AD KD 2C").card, card("AD"));
    assert_eq!(winner(Suit::Spades, "9D 10D 2C").card, card("10D"));
    assert_eq!(winner(Suit::Spades, "10D 9D 2C").card, card("10D"));
    assert_eq!(winner(Suit::Spades, "10D JD 2C").card, card("JD"));
    assert_eq!(winner(Suit::Spades, "QD JD 2C").card, card("QD"));
    assert_eq!(winner(Suit::Spades, "KD QD 2C").card, card("KD"));
    assert_eq!(winner(Suit::Spades, "2D 3D 2C").card, card("3D"));
    assert_eq!(winner(Suit::Diamonds, "KD AD 2C").card, card("AD"));
}

#[test]
fn a_full_table_of_seven_is_decided() {
    let verdict =
        trick_winner(Some(Suit::Spades), &cards("4H 7H 2S JH AC 3S KH"), Some(7)).unwrap();
    assert_eq!(verdict.winner, 5);
    assert_eq!(verdict.card, card("3S"));
}

// Tricks that cannot have happened.

#[test]
fn a_card_played_twice_is_refused_and_named() {
    let violation = refusal(Suit::Hearts, "KC AS KC 2H", None);
    // Impossible input (exit 2), named before the trick's size is judged.
    assert_eq!(violation.kind, ViolationKind::Malformed);
    assert_eq!(
        refusal(Suit::Hearts, "KC KC", None).kind,
        ViolationKind::Malformed
    );
    assert_eq!(
        violation.problem,
        "K♣ is played twice in this trick (cards 1 and 3), but a deck holds each card once"
    );
    assert_eq!(
        violation.legal,
        "each card played once, in the order played, the led card first"
    );
}

#[test]
fn fewer_than_three_cards_are_refused() {
    // One card per player, and 10 op en neer is played by 3 to 7 players.
    let given = [
        ("", "none were given"),
        ("KC", "only 1 was given"),
        ("2S 3H", "only 2 were given"),
    ];
    for (played, given) in given {
        let violation = refusal(Suit::Hearts, played, None);
        assert_eq!(violation.kind, ViolationKind::AgainstRules);
        assert_eq!(
            violation.problem,
            format!("a trick needs at least 3 cards, but {given}")
        );
        assert_eq!(
            violation.legal,
            "the cards in the order played, the led card first: KC AS 5C 2H"
        );
    }
}

#[test]
fn more_cards_than_players_do_not_fit_the_table() {
    // A card of a player not at the table: the input does not fit it (exit 2), as a trick of a
    // whole hand that has a card too many.
    let violation = refusal(Suit::Hearts, "KC AS 5C 2H 3D", Some(4));
    assert_eq!(violation.kind, ViolationKind::Malformed);
    assert_eq!(
        violation.problem,
        "the trick has 5 cards, but 4 players each play one card to every trick"
    );
    assert_eq!(
        violation.legal,
        "give the trick as its 4 cards in the order played, the led card first: KC AS 5C 2H"
    );
}

#[test]
fn an_unfinished_trick_does_not_fit_the_table() {
    let violation = refusal(Suit::Hearts, "KC AS 5C", Some(4));
    assert_eq!(violation.kind, ViolationKind::Malformed);
    assert_eq!(
        violation.problem,
        "the trick has 3 cards, but 4 players each play one card to every trick"
    );
    assert_eq!(
        refusal(Suit::Hearts, "KC", Some(3)).problem,
        "the trick has 1 card, but 3 players each play one card to every trick"
    );
}

#[test]
fn more_than_seven_cards_are_refused_without_a_table() {
    let violation = refusal(Suit::Hearts, "2C 3C 4C 5C 6C 7C 8C 9C", None);
    assert_eq!(violation.kind, ViolationKind::AgainstRules);
    assert_eq!(
        violation.problem,
        "8 cards in one trick, but 10 op en neer is played by 3 to 7 players"
    );
    assert_eq!(
        refusal(Suit::Hearts, "2C 3C 4C 5C 6C 7C 8C 9C", Some(8)).problem,
        "8 cards in one trick, but 10 op en neer is played by 3 to 7 players"
    );
    // Seven is a full table.
    assert_eq!(winner(Suit::Hearts, "2C 3C 4C 5C 6C 7C 8C").winner, 6);
}

// Following suit.

#[test]
fn a_card_of_the_suit_led_may_always_be_played() {
    let verdict = may_follow(Suit::Clubs, &cards("5C KC 2H"), card("5C")).unwrap();
    assert_eq!(
        verdict,
        FollowVerdict {
            legal: true,
            reason: "5♣ may be played: it follows the suit led (clubs).".to_string(),
        }
    );
}

#[test]
fn another_suit_is_illegal_while_the_hand_holds_the_suit_led() {
    let verdict = may_follow(Suit::Clubs, &cards("5C KC 2H"), card("2H")).unwrap();
    assert_eq!(
        verdict,
        FollowVerdict {
            legal: false,
            reason: "2♥ may not be played: a club was led and the hand holds 5♣ and K♣, so a club \
                     must be played (follow suit when you can)."
                .to_string(),
        }
    );
    let verdict = may_follow(Suit::Clubs, &cards("AS KC 2H"), card("AS")).unwrap();
    assert!(!verdict.legal);
    assert_eq!(
        verdict.reason,
        "A♠ may not be played: a club was led and the hand holds K♣, so K♣ must be played (follow \
         suit when you can)."
    );
}

#[test]
fn a_hand_without_the_suit_led_may_play_anything_with_no_duty_to_trump() {
    for played in ["2H", "AS"] {
        let verdict = may_follow(Suit::Clubs, &cards("AS 2H 9D"), card(played)).unwrap();
        assert!(verdict.legal, "{played}");
        assert_eq!(
            verdict.reason,
            format!(
                "{} may be played: the hand has no clubs (the suit led), so any card may be \
                 played — there is no duty to trump.",
                card(played)
            )
        );
    }
}

#[test]
fn a_card_not_in_the_hand_is_malformed() {
    let violation = may_follow(Suit::Clubs, &cards("5C KC"), card("AS")).unwrap_err();
    assert_eq!(violation.kind, ViolationKind::Malformed);
    assert_eq!(
        violation.problem,
        "A♠ is not in the hand: the hand holds 5♣ and K♣"
    );
    assert_eq!(violation.legal, "list the card among the hand");
    let violation = may_follow(Suit::Clubs, &[], card("AS")).unwrap_err();
    assert_eq!(violation.kind, ViolationKind::Malformed);
    assert_eq!(
        violation.problem,
        "A♠ is not in the hand: the hand is empty"
    );
}

#[test]
fn a_hand_that_lists_a_card_twice_is_malformed() {
    let violation = may_follow(Suit::Clubs, &cards("5C KC 5C"), card("KC")).unwrap_err();
    assert_eq!(violation.kind, ViolationKind::Malformed);
    assert_eq!(violation.problem, "the hand lists 5♣ twice");
}

// Properties over random tricks.

fn deck() -> Vec<Card> {
    Card::deck().collect()
}

fn any_suit() -> impl Strategy<Value = Suit> {
    prop::sample::select(Suit::ALL.to_vec())
}

/// 2 to 7 distinct cards in a random order of play.
fn any_trick() -> impl Strategy<Value = Vec<Card>> {
    prop::sample::subsequence(deck(), 3..=7).prop_shuffle()
}

/// The rule as the DESIGN states it, computed a second, plainer way.
fn expected_winner(trump: Suit, trick: &[Card]) -> Card {
    let highest_of = |suit: Suit| {
        trick
            .iter()
            .copied()
            .filter(|c| c.suit == suit)
            .max_by_key(|c| c.rank.ace_high())
    };
    highest_of(trump)
        .or_else(|| highest_of(trick[0].suit))
        .unwrap()
}

proptest! {
    #[test]
    fn the_winner_is_the_highest_trump_or_else_the_highest_of_the_suit_led(
        trump in any_suit(),
        trick in any_trick(),
    ) {
        let verdict = trick_winner(Some(trump), &trick, None).unwrap();
        prop_assert_eq!(verdict.card, expected_winner(trump, &trick));
        prop_assert_eq!(trick[verdict.winner], verdict.card);
        prop_assert!(verdict.card.suit == trump || verdict.card.suit == trick[0].suit);
        let opening = format!("{} wins: ", verdict.card);
        prop_assert!(verdict.reason.starts_with(&opening));
        prop_assert!(verdict.reason.ends_with('.'));
        let complete = trick_winner(Some(trump), &trick, Some(trick.len())).unwrap();
        prop_assert_eq!(complete, verdict);
    }

    #[test]
    fn any_list_of_cards_gets_a_verdict_or_a_refusal_never_a_panic(
        trump in any_suit(),
        played in prop::collection::vec(prop::sample::select(deck()), 0..12),
        players in proptest::option::of(0usize..12),
    ) {
        let _ = trick_winner(Some(trump), &played, players);
    }

    #[test]
    fn following_is_legal_exactly_when_the_card_follows_or_the_hand_cannot(
        led in any_suit(),
        hand in prop::sample::subsequence(deck(), 1..=13).prop_shuffle(),
        pick in any::<prop::sample::Index>(),
    ) {
        let played = hand[pick.index(hand.len())];
        let verdict = may_follow(led, &hand, played).unwrap();
        let can_follow = hand.iter().any(|c| c.suit == led);
        prop_assert_eq!(verdict.legal, played.suit == led || !can_follow);
    }

    #[test]
    fn asking_about_any_hand_and_card_never_panics(
        led in any_suit(),
        hand in prop::collection::vec(prop::sample::select(deck()), 0..15),
        played in prop::sample::select(deck()),
    ) {
        let _ = may_follow(led, &hand, played);
    }
}

#[test]
fn a_hand_bigger_than_any_table_deals_is_a_rule_broken() {
    // Three players, the fewest, are dealt at most 17 cards (51 dealt, one turned for trump).
    let seventeen = "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH 2S 3S 4S 5S";
    assert!(may_follow(Suit::Hearts, &cards(seventeen), card("2H")).is_ok());
    let eighteen = format!("{seventeen} 6S");
    let violation = may_follow(Suit::Hearts, &cards(&eighteen), card("2H")).unwrap_err();
    assert_eq!(violation.kind, ViolationKind::AgainstRules);
    assert!(
        violation.problem.contains("18 cards"),
        "{}",
        violation.problem
    );
    assert!(
        violation.legal.contains("at most 17"),
        "{}",
        violation.legal
    );
}
