use super::*;

#[test]
fn pig10_cards_are_the_numbers_0_to_10_with_spaces_around_allowed() {
    for card in 0..=PIG10_HIGHEST {
        assert_eq!(parse_pig10_card(&card.to_string()), Ok(card));
    }
    assert_eq!(parse_pig10_card(" 5 "), Ok(5));
}

#[test]
fn other_numbers_and_shapes_are_refused_with_the_notation() {
    for typed in ["11", "-1", "+3", "five", "", "5@0"] {
        let error = parse_pig10_card(typed).unwrap_err();
        assert_eq!(
            error.problem,
            format!("'{}' is not a Pig 10 card", typed.trim())
        );
        assert_eq!(
            error.legal,
            "a Pig 10 card is a number 0 to 10 (0 is the frog, 5 the pigmaid)"
        );
    }
}

#[test]
fn a_play_is_a_card_with_the_pile_value_called_after_an_at() {
    assert_eq!(parse_pig10_play("4"), Ok((4, None)));
    assert_eq!(parse_pig10_play("5@0"), Ok((5, Some(0))));
    assert_eq!(parse_pig10_play("10@ 10"), Ok((10, Some(10))));
    // The card is read first: a card that is not one is named before the value called.
    let error = parse_pig10_play("12@x").unwrap_err();
    assert_eq!(error.problem, "'12' is not a Pig 10 card");
    let error = parse_pig10_play("5@x").unwrap_err();
    assert_eq!(error.problem, "'x' is not a pile value");
    assert_eq!(
        error.legal,
        "the value called after @ is a whole number, e.g. 5@0"
    );
    let error = parse_pig10_play("5@").unwrap_err();
    assert_eq!(error.problem, "'' is not a pile value");
}

#[test]
fn the_notation_is_explained_in_dutch_and_german() {
    use crate::i18n::{Lang, with};
    let error = with(Lang::Nl, || parse_pig10_card("11").unwrap_err());
    assert_eq!(error.problem, "'11' is geen kaart van Pig 10");
    let error = with(Lang::De, || parse_pig10_play("3@drei").unwrap_err());
    assert_eq!(error.problem, "'drei' ist kein Stapelwert");
    assert_eq!(
        error.legal,
        "der Wert nach @ ist eine ganze Zahl, z. B. 5@0"
    );
}
