use super::*;
use crate::games::ViolationKind;
use crate::games::cards::Card;
use crate::games::tenstuff::sets::tests::{card, cards, deck};
use crate::games::tenstuff::sets::{PlayKind, Set, judge_play};
use proptest::prelude::*;

fn opening_of(hands: &[&str]) -> Opening {
    let hands: Vec<Vec<TenstuffCard>> = hands.iter().map(|h| cards(h)).collect();
    opening(&hands).unwrap()
}

fn codes(sets: &[Vec<TenstuffCard>]) -> Vec<String> {
    sets.iter()
        .map(|set| set.iter().map(|c| c.code()).collect::<Vec<_>>().join(" "))
        .collect()
}

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
    let violation = opening(&twice).unwrap_err();
    assert_eq!(
        violation.problem,
        "5♦ is held twice, but a deck holds each card once"
    );
    // A card twice is impossible input (exit 2), not a broken rule.
    assert_eq!(violation.kind, crate::games::ViolationKind::Malformed);
}

// Properties.

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, ..ProptestConfig::default() })]

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
