use super::*;
use crate::games::RuleViolation;

fn k10(value: u8) -> Krumme10Card {
    Krumme10Card::plain(value)
}

#[test]
fn krumme10_cards_are_the_values_0_to_5() {
    for value in 0..=5 {
        assert_eq!(parse_krumme10_card(&value.to_string()), Ok(k10(value)));
    }
    assert_eq!(parse_krumme10_card(" 3 "), Ok(k10(3)));
}

#[test]
fn a_pink_four_is_4p_and_a_blue_one_4_or_4b_whatever_the_case() {
    assert_eq!(parse_krumme10_card("4p"), Ok(Krumme10Card::PINK_FOUR));
    assert_eq!(parse_krumme10_card("4P"), Ok(Krumme10Card::PINK_FOUR));
    assert_eq!(parse_krumme10_card("4"), Ok(k10(4)));
    assert_eq!(parse_krumme10_card("4b"), Ok(k10(4)));
    assert_eq!(parse_krumme10_card("4B"), Ok(k10(4)));
}

#[test]
fn values_outside_0_to_5_and_other_shapes_are_refused_with_the_notation() {
    let notation =
        "a Krumme10 card is its face-up value 0 to 5; a pink four is 4p, a blue one 4 or 4b";
    for typed in [
        "6", "-1", "x", "", "10", "05", "44", "4pp", "4x", "p", "4p!", "٣",
    ] {
        let error = parse_krumme10_card(typed).unwrap_err();
        assert_eq!(
            error.problem,
            format!("'{typed}' is not a Krumme10 card"),
            "{typed}"
        );
        assert_eq!(error.legal, notation);
    }
}

#[test]
fn only_a_4_is_pink_or_blue() {
    for typed in ["3p", "0b", "5P", "1B"] {
        let error = parse_krumme10_card(typed).unwrap_err();
        assert_eq!(
            error.problem,
            format!("'{typed}' is not a Krumme10 card: only a 4 is pink or blue")
        );
        // A card that cannot be read is malformed input (exit 2).
        assert_eq!(
            RuleViolation::from(error).kind,
            crate::games::ViolationKind::Malformed
        );
    }
}

#[test]
fn krumme10_cards_show_and_are_stored_as_their_notation() {
    assert_eq!(Krumme10Card::PINK_FOUR.to_string(), "4p");
    assert_eq!(k10(4).to_string(), "4");
    assert_eq!(k10(0).to_string(), "0");
    assert_eq!(
        serde_json::to_value(Krumme10Card::PINK_FOUR).unwrap(),
        serde_json::json!("4p")
    );
    assert_eq!(
        serde_json::to_value(k10(3)).unwrap(),
        serde_json::json!("3")
    );
    let read: Krumme10Card = serde_json::from_value(serde_json::json!("4P")).unwrap();
    assert_eq!(read, Krumme10Card::PINK_FOUR);
    assert!(serde_json::from_value::<Krumme10Card>(serde_json::json!("3p")).is_err());
}

#[test]
fn only_cards_of_the_deck_are_valid() {
    assert!(k10(0).is_valid() && k10(5).is_valid() && Krumme10Card::PINK_FOUR.is_valid());
    assert!(!k10(6).is_valid());
    assert!(
        !Krumme10Card {
            value: 3,
            pink: true
        }
        .is_valid()
    );
}

#[test]
fn the_back_is_one_more_or_one_less_and_0_and_5_are_neighbours() {
    assert_eq!(krumme10_backs(0), [1, 5]);
    assert_eq!(krumme10_backs(1), [0, 2]);
    assert_eq!(krumme10_backs(2), [1, 3]);
    assert_eq!(krumme10_backs(3), [2, 4]);
    assert_eq!(krumme10_backs(4), [3, 5]);
    assert_eq!(krumme10_backs(5), [0, 4]);
    assert!(krumme10_backs(6).is_empty());
    assert!(krumme10_backs(u8::MAX).is_empty());
}

proptest::proptest! {
    #[test]
    fn reading_any_text_as_a_krumme10_card_never_panics(text in proptest::arbitrary::any::<String>()) {
        let _ = parse_krumme10_card(&text);
    }

    #[test]
    fn every_krumme10_card_reads_back_from_its_display(value in 0u8..=5, pink in proptest::bool::ANY) {
        let card = Krumme10Card { value, pink: pink && value == 4 };
        proptest::prop_assert_eq!(parse_krumme10_card(&card.to_string().to_uppercase()), Ok(card));
    }

    #[test]
    fn backs_are_each_others_backs(value in 0u8..=5) {
        for back in krumme10_backs(value) {
            proptest::prop_assert!(krumme10_backs(back).contains(&value));
        }
    }
}

#[test]
fn the_krumme10_fours_are_pink_or_blue_in_every_language() {
    for text in [
        "4p", "4P", "4pink", "4roze", "4 roze", "4-roze", "4Rosa", "4 rosa", "4-ROSA",
    ] {
        assert_eq!(
            parse_krumme10_card(text),
            Ok(Krumme10Card::PINK_FOUR),
            "{text}"
        );
    }
    for text in ["4", "4b", "4blue", "4blauw", "4 Blauw", "4blau", "4-blau"] {
        assert_eq!(
            parse_krumme10_card(text),
            Ok(Krumme10Card::plain(4)),
            "{text}"
        );
    }
    for text in ["3roze", "5 blau", "4 p", "4-b", "4groen", "4rosaa"] {
        assert!(
            parse_krumme10_card(text).is_err(),
            "{text:?} should be refused"
        );
    }
    let error = parse_krumme10_card("3rosa").unwrap_err();
    assert_eq!(
        error.problem,
        "'3rosa' is not a Krumme10 card: only a 4 is pink or blue"
    );
}

#[test]
fn krumme10_card_errors_are_said_in_the_language_in_use() {
    use crate::i18n::{Lang, with};
    let error = with(Lang::De, || parse_krumme10_card("3p").unwrap_err());
    assert_eq!(
        error.problem,
        "'3p' ist keine Karte von Krumme10: nur eine 4 ist eine pinke oder blaue"
    );
}
