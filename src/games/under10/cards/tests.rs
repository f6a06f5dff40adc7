use super::*;
use crate::games::RuleViolation;

fn card(value: u8, colour: char) -> Under10Card {
    Under10Card::Card { value, colour }
}

#[test]
fn under10_cards_are_a_value_and_a_colour_letter_case_insensitively() {
    assert_eq!(parse_under10_card("8r"), Ok(card(8, 'r')));
    assert_eq!(parse_under10_card("12B"), Ok(card(12, 'b')));
    assert_eq!(parse_under10_card(" 0g "), Ok(card(0, 'g')));
    assert_eq!(parse_under10_card("13z"), Ok(card(13, 'z')));
}

#[test]
fn the_joker_is_joker_or_a_star() {
    assert_eq!(parse_under10_card("joker"), Ok(Under10Card::Joker));
    assert_eq!(parse_under10_card("JOKER"), Ok(Under10Card::Joker));
    assert_eq!(parse_under10_card("*"), Ok(Under10Card::Joker));
}

#[test]
fn values_above_13_and_other_shapes_are_refused_with_the_notation() {
    let error = parse_under10_card("14r").unwrap_err();
    assert_eq!(
        error.to_string(),
        "'14r' is not an Under the 10 card: a card is its value 0–13 followed by a colour \
         letter (8r, 12b), or joker / *"
    );
    for text in [
        "",
        "r",
        "8",
        "8rr",
        "r8",
        "-1r",
        "8é",
        "8 r",
        "100r",
        "99999999999r",
        "+8r",
    ] {
        assert!(
            parse_under10_card(text).is_err(),
            "{text:?} should be refused"
        );
    }
}

#[test]
fn a_card_error_is_malformed_input() {
    let violation: RuleViolation = parse_under10_card("x").unwrap_err().into();
    assert_eq!(violation.kind, crate::games::ViolationKind::Malformed);
    assert_eq!(violation.problem, "'x' is not an Under the 10 card");
}

#[test]
fn cards_show_as_typed_in_lowercase() {
    assert_eq!(card(12, 'b').to_string(), "12b");
    assert_eq!(Under10Card::Joker.to_string(), "joker");
    let card = parse_under10_card("7R").unwrap();
    assert_eq!(parse_under10_card(&card.to_string()), Ok(card));
}

#[test]
fn lists_may_be_separated_by_spaces_or_commas() {
    let args: Vec<String> = vec!["8r,9r".into(), "10r".into(), " * , 3b ".into()];
    assert_eq!(
        parse_under10_cards(&args),
        Ok(vec![
            card(8, 'r'),
            card(9, 'r'),
            card(10, 'r'),
            Under10Card::Joker,
            card(3, 'b')
        ])
    );
    let bad: Vec<String> = vec!["8r,14r".into()];
    assert_eq!(
        parse_under10_cards(&bad).unwrap_err().problem,
        "'14r' is not an Under the 10 card"
    );
}

proptest::proptest! {
    #[test]
    fn reading_any_text_never_panics(text in "\\PC*") {
        let _ = parse_under10_card(&text);
        let _ = parse_under10_cards(&[text]);
    }

    #[test]
    fn every_card_reads_back_from_its_display(value in 0u8..=13, colour in proptest::char::range('a', 'z')) {
        let shown = card(value, colour).to_string();
        proptest::prop_assert_eq!(parse_under10_card(&shown), Ok(card(value, colour)));
    }
}
