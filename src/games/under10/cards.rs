//! Under the 10's card notation: the rule document lists neither the deck's values nor its
//! colours, so tenscore writes a card as its value (a whole number 0–13) followed by one colour
//! letter a–z the table agrees on (`8r`, `12b`); the joker (a bonus card) is `joker` or `*`.

use std::fmt;

use serde::{Deserialize, Serialize};

pub use crate::games::cards::CardError;

/// The highest value an Under the 10 card can have (DESIGN section 5: values 0–13).
pub const UNDER10_HIGHEST_VALUE: u8 = 13;

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

/// Reads one Under the 10 card: `8r`, `12B`, `0g`, `joker`, `*`.
pub fn parse_under10_card(text: &str) -> Result<Under10Card, CardError> {
    let refuse = || CardError {
        problem: crate::t!("cards-not-under10", text = text),
        legal: crate::t!("cards-under10-notation"),
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
mod tests;
