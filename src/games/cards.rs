//! The card notations of DESIGN section 5: how cards are typed at the command line and shown back.
//!
//! Cards are written case-insensitively, and a list of cards may be separated by spaces or commas.
//! For now this holds the Under the 10 notation only; the other games add theirs here.
//!
//! Under the 10: the rule document lists neither the deck's values nor its colours, so tenscore
//! writes a card as its value (a whole number 0–13) followed by one colour letter a–z the table
//! agrees on (`8r`, `12b`); the joker (a bonus card) is `joker` or `*`.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::RuleViolation;

/// The highest value an Under the 10 card can have (DESIGN section 5: values 0–13).
pub const UNDER10_HIGHEST_VALUE: u8 = 13;

/// What an Under the 10 card looks like, in words, for error messages.
const UNDER10_NOTATION: &str =
    "a card is its value 0–13 followed by a colour letter (8r, 12b), or joker / *";

/// One Under the 10 card as typed: a numbered card of one colour, or the joker bonus card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Under10Card {
    /// The joker bonus card: it stands in for one card of the player's choice.
    Joker,
    /// A numbered card; `colour` is always stored as a lowercase letter a–z.
    Card { value: u8, colour: char },
}

impl Under10Card {
    /// The card's value; the joker has none of its own.
    pub fn value(self) -> Option<u8> {
        match self {
            Under10Card::Joker => None,
            Under10Card::Card { value, .. } => Some(value),
        }
    }

    /// The card's colour letter; the joker has none of its own.
    pub fn colour(self) -> Option<char> {
        match self {
            Under10Card::Joker => None,
            Under10Card::Card { colour, .. } => Some(colour),
        }
    }
}

impl fmt::Display for Under10Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Under10Card::Joker => f.write_str("joker"),
            Under10Card::Card { value, colour } => write!(f, "{value}{colour}"),
        }
    }
}

/// A card that cannot be read: what was typed, and what a card looks like.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{problem}: {legal}")]
pub struct CardError {
    /// What is wrong, e.g. "'14r' is not an Under the 10 card".
    pub problem: String,
    /// How cards are written.
    pub legal: String,
}

/// A card that cannot be read is malformed input (exit 2), never a rule question.
impl From<CardError> for RuleViolation {
    fn from(error: CardError) -> Self {
        RuleViolation::malformed(error.problem, error.legal)
    }
}

/// Reads one Under the 10 card: `8r`, `12B`, `0g`, `joker`, `*`.
pub fn parse_under10_card(text: &str) -> Result<Under10Card, CardError> {
    let refuse = || CardError {
        problem: format!("'{text}' is not an Under the 10 card"),
        legal: UNDER10_NOTATION.to_string(),
    };
    let typed = text.trim().to_lowercase();
    if typed == "joker" || typed == "*" {
        return Ok(Under10Card::Joker);
    }
    let mut chars = typed.chars();
    let colour = chars.next_back().ok_or_else(refuse)?;
    let digits = chars.as_str();
    // Only a–z is a colour letter (DESIGN section 5); at most two digits keeps the parse in range.
    if !colour.is_ascii_lowercase()
        || digits.is_empty()
        || digits.len() > 2
        || !digits.chars().all(|c| c.is_ascii_digit())
    {
        return Err(refuse());
    }
    let value: u8 = digits.parse().map_err(|_| refuse())?;
    if value > UNDER10_HIGHEST_VALUE {
        return Err(refuse());
    }
    Ok(Under10Card::Card { value, colour })
}

/// Reads a list of Under the 10 cards; each argument may itself hold several cards separated by
/// commas or spaces (`8r,9r 10r`).
pub fn parse_under10_cards(args: &[String]) -> Result<Vec<Under10Card>, CardError> {
    args.iter()
        .flat_map(|arg| arg.split(|c: char| c == ',' || c.is_whitespace()))
        .filter(|piece| !piece.is_empty())
        .map(parse_under10_card)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(violation.kind, super::super::ViolationKind::Malformed);
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
}
