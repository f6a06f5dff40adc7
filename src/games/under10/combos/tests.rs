use super::*;
use crate::games::under10::cards::Under10Card;
use crate::games::under10::tests::cards;
use crate::games::under10::{Combination, Combo, combination, stroke_of_luck};
use crate::games::{RuleViolation, ViolationKind};
use proptest::prelude::*;

fn combo(text: &str) -> Combo {
    combination(&cards(text)).unwrap()
}

fn no_combo(text: &str) -> RuleViolation {
    let error = combination(&cards(text)).unwrap_err();
    assert_eq!(error.kind, ViolationKind::AgainstRules, "{text}");
    error
}

#[test]
fn each_combination_is_recognised_in_any_order() {
    assert_eq!(combo("5r").kind, Combination::Single);
    assert_eq!(combo("8r 8b").kind, Combination::Pair);
    assert_eq!(combo("10r 10b 10g").kind, Combination::ThreeOfAKind);
    assert_eq!(
        combo("10r 10b 10g").explanation,
        "10r 10b 10g: three of a kind — three cards of value 10"
    );
    assert_eq!(combo("3r 3b 3g 3y").kind, Combination::FourOfAKind);
    assert_eq!(combo("5r 3r 4r").kind, Combination::SmallStreet);
    assert_eq!(
        combo("5r 3r 4r").explanation,
        "5r 3r 4r: small street — 3 4 5 in a row, all colour r"
    );
    assert_eq!(combo("3r 4r 5r 6r").kind, Combination::SmallStreet);
    assert_eq!(combo("12b 9r 10g 8r 11y").kind, Combination::BigStreet);
    assert_eq!(combo("4r 5r 3r 10r 12r").kind, Combination::Flush);
    assert_eq!(combo("0r 1b 2g 3r 4r").kind, Combination::BigStreet);
    assert_eq!(combo("9r 10b 11g 12r 13r").kind, Combination::BigStreet);
}

#[test]
fn a_straight_of_one_colour_is_a_big_street_and_also_a_flush() {
    let found = combo("8r 9r 10r 11r 12r");
    assert_eq!(
        (found.kind, found.also.clone()),
        (Combination::BigStreet, vec![Combination::Flush])
    );
    assert_eq!(
        found.explanation,
        "8r 9r 10r 11r 12r: big street — 8 9 10 11 12 in a row; it is also a flush — five cards of colour r"
    );
}

#[test]
fn two_pair_full_house_and_five_of_a_kind_are_not_combinations() {
    assert!(
        no_combo("3r 3b 5r 5b")
            .problem
            .contains("two pair is not a combination")
    );
    assert!(
        no_combo("3r 3b 5r 5b 7g")
            .problem
            .contains("two pair is not a combination")
    );
    assert!(
        no_combo("3r 3b 3g 5r 5b")
            .problem
            .contains("a full house is not a combination")
    );
    assert!(
        no_combo("7r 7b 7g 7y 7p")
            .problem
            .contains("five of a kind is not a combination")
    );
    assert!(
        no_combo("7r 7b 7g 5r")
            .problem
            .contains("three of a kind with one more card")
    );
    let error = no_combo("3r 5b");
    assert_eq!(
        error.problem,
        "3r 5b: two cards of different values — a pair needs two cards of one value"
    );
    assert_eq!(error.legal, COMBINATIONS_LEGAL);
}

#[test]
fn five_cards_of_one_colour_are_a_flush_even_as_a_full_house_or_five_of_a_kind() {
    assert_eq!(combo("3r 3r 3r 5r 5r").kind, Combination::Flush);
    assert_eq!(combo("7r 7r 7r 7r 7r").kind, Combination::Flush);
}

#[test]
fn three_or_four_in_a_row_must_share_a_colour() {
    assert_eq!(
        no_combo("8r 9b 10r").problem,
        "8r 9b 10r: three in a row but not of one colour — a small street needs one colour"
    );
    assert!(
        no_combo("3r 4r 5b 6r")
            .problem
            .contains("four in a row but not of one colour")
    );
    assert!(
        no_combo("3r 4r 6r")
            .problem
            .contains("neither all of one value")
    );
}

#[test]
fn streets_do_not_wrap_around() {
    assert!(
        no_combo("12r 13r 0r")
            .problem
            .contains("13 is not followed by 0")
    );
    assert!(
        no_combo("11r 12b 13g 0r 1y")
            .problem
            .contains("13 is not followed by 0")
    );
    assert!(
        no_combo("13r 0r")
            .problem
            .contains("two cards of different values")
    );
}

#[test]
fn more_than_five_cards_or_none_are_refused() {
    assert!(no_combo("1r 2r 3r 4r 5r 6r").problem.contains("at most 5"));
    assert_eq!(combination(&[]).unwrap_err().kind, ViolationKind::Malformed);
}

#[test]
fn a_joker_stands_in_for_one_card_of_the_players_choice() {
    let found = combo("8r 9r 10r 11r joker");
    assert_eq!(
        (found.kind, found.also.clone()),
        (Combination::BigStreet, vec![Combination::Flush])
    );
    assert!(
        found
            .explanation
            .contains("8 9 10 11 12 in a row (the joker stands in for a 12)")
    );
    assert_eq!(
        combo("8r joker").explanation,
        "8r joker: pair — two cards of value 8 (the joker stands in for an 8)"
    );
    assert_eq!(combo("8r 10r *").kind, Combination::SmallStreet);
    assert!(
        combo("8r 10r *")
            .explanation
            .contains("the joker stands in for 9r")
    );
    assert_eq!(
        combo("12r 13r *").explanation,
        "12r 13r joker: small street — 11 12 13 in a row, all colour r (the joker stands in for 11r)"
    );
    assert_eq!(combo("3r 3b 3g joker").kind, Combination::FourOfAKind);
    assert_eq!(combo("1r 5r 9r 13r joker").kind, Combination::Flush);
    assert_eq!(combo("2r 3b 4g 6y joker").kind, Combination::BigStreet);
    assert_eq!(combo("joker").kind, Combination::Single);
    assert_eq!(combo("8r 9r joker joker").kind, Combination::SmallStreet);
    // A joker fills one gap, not two; and it does not give the colour to the others.
    assert!(combination(&cards("8r 11r joker")).is_err());
    assert!(combination(&cards("8r 9b joker")).is_err());
    assert!(combination(&cards("3r 3b 5r joker")).is_err());
}

// --- properties ---------------------------------------------------------------------------

proptest! {
    #[test]
    fn combination_and_luck_never_panic(
        raw in prop::collection::vec(proptest::option::of((0u8..=13, proptest::char::range('a', 'e'))), 0..7),
        from_closed in any::<bool>(),
    ) {
        let cards: Vec<Under10Card> = raw
            .into_iter()
            .map(|card| card.map_or(Under10Card::Joker, |(value, colour)| Under10Card::Card { value, colour }))
            .collect();
        if let Ok(found) = combination(&cards) {
            prop_assert!(!found.also.contains(&found.kind));
        }
        if let Some((drawn, played)) = cards.split_last() {
            let _ = stroke_of_luck(played, *drawn, from_closed);
        }
    }
}
