//! Krumme10's card notation: the face-up value `0`–`5`; the fours come in two colours, so a pink
//! four is `4p` and a blue one `4` or `4b`. Every card is double-sided, and [`krumme10_backs`]
//! says what its back may show.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

pub use crate::games::cards::CardError;

/// The highest Krumme10 card.
pub const KRUMME10_HIGHEST: u8 = 5;

/// One face of a Krumme10 card: its value 0–5, and for a four its colour. Only the pink four has an
/// effect of its own (it may reverse the direction, and it is the jackpot at 15), so the colour is
/// kept for fours alone. Stored and printed as typed in the notation: `4p`, `3`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Krumme10Card {
    /// The face value, 0–5.
    pub value: u8,
    /// A pink four; only a 4 can be pink.
    pub pink: bool,
}

impl Krumme10Card {
    /// A card that is not a pink four.
    pub fn plain(value: u8) -> Krumme10Card {
        Krumme10Card { value, pink: false }
    }

    /// The pink four.
    pub const PINK_FOUR: Krumme10Card = Krumme10Card {
        value: 4,
        pink: true,
    };

    /// Whether the fields describe a card of the deck: a value 0–5, and pink only on a 4. The
    /// fields are public, so engines check this before trusting a card they did not parse.
    pub fn is_valid(self) -> bool {
        self.value <= KRUMME10_HIGHEST && (!self.pink || self.value == 4)
    }
}

impl fmt::Display for Krumme10Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.pink {
            write!(f, "{}p", self.value)
        } else {
            write!(f, "{}", self.value)
        }
    }
}

impl FromStr for Krumme10Card {
    type Err = CardError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_krumme10_card(s)
    }
}

impl From<Krumme10Card> for String {
    fn from(card: Krumme10Card) -> String {
        card.to_string()
    }
}

impl TryFrom<String> for Krumme10Card {
    type Error = CardError;

    fn try_from(text: String) -> Result<Krumme10Card, CardError> {
        parse_krumme10_card(&text)
    }
}

/// Reads one Krumme10 card as it lies face up: `0`–`5`, a pink four `4p`, a blue one `4` or `4b`
/// (case-insensitive), whatever the language shown; the colour may also be named in English,
/// Dutch or German, with or without a space or `-` (`4pink`, `4 roze`, `4-rosa`, `4blauw`,
/// `4 blau`, `4blue`). A colour on any other value is refused: only the fours are pink or blue.
pub fn parse_krumme10_card(text: &str) -> Result<Krumme10Card, CardError> {
    let shown = text.trim();
    let refuse = |only_fours: bool| CardError {
        problem: match only_fours {
            true => crate::t!("cards-krumme10-only-fours", text = shown),
            false => crate::t!("cards-not-krumme10", text = shown),
        },
        legal: crate::t!("cards-krumme10-notation"),
    };
    let typed = shown.to_lowercase();
    let mut chars = typed.chars();
    let value = match chars.next() {
        // One digit only: `05` or `44` are not cards, and no parse can overflow.
        Some(digit @ '0'..='5') => digit as u8 - b'0',
        _ => return Err(refuse(false)),
    };
    let colour = chars.as_str();
    let colour = colour
        .strip_prefix(['-', ' '])
        .filter(|named| named.len() > 1)
        .unwrap_or(colour);
    let pink = match colour {
        "" => false,
        "p" | "pink" | "roze" | "rosa" => true,
        "b" | "blue" | "blauw" | "blau" => false,
        _ => return Err(refuse(false)),
    };
    if !colour.is_empty() && value != 4 {
        return Err(refuse(true));
    }
    Ok(Krumme10Card { value, pink })
}

/// What the back of a Krumme10 card may show, ascending: one more or one less than its front,
/// except that 0 and 5 are each other's neighbours (the back of a 0 is a 1 or a 5, of a 5 a 4 or
/// a 0). A value outside 0–5 has no back: the list is empty.
pub fn krumme10_backs(value: u8) -> Vec<u8> {
    match value {
        0 => vec![1, 5],
        5 => vec![0, 4],
        1..=4 => vec![value - 1, value + 1],
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests;
