//! Tenstuff's card notation: the standard 52-card deck (read as [`parse_card`] reads it) and two
//! jokers, `JK`, the unmarked joker, and `JKM`, the marked one. In Tenstuff the ace is low, just
//! above the jokers.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

pub use crate::games::cards::CardError;
use crate::games::cards::{Card, Rank, Suit, normalise, parse_card};

/// One card of the Tenstuff deck: the standard 52 cards and two jokers. The jokers are told apart
/// by the print on them (the rule document: the one "with more words on it" is marked), which only
/// matters for choosing who starts. Stored (JSON) as its code, `"KC"`, `"JK"`, `"JKM"`; shown as
/// `K♣`, `JK`, `JKM`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum TenstuffCard {
    /// A joker: the lowest value in Tenstuff, with no suit.
    Joker { marked: bool },
    /// A standard card; in Tenstuff the ace is low (just above the jokers).
    Card(Card),
}

impl TenstuffCard {
    /// The marked joker, `JKM`: the lowest card of all when choosing who starts.
    pub const MARKED_JOKER: TenstuffCard = TenstuffCard::Joker { marked: true };
    /// The unmarked joker, `JK`.
    pub const UNMARKED_JOKER: TenstuffCard = TenstuffCard::Joker { marked: false };

    /// The value of a joker in the Tenstuff order of values.
    pub const JOKER_VALUE: u8 = 0;

    /// The value in the Tenstuff order (Joker < A < 2 < ... < 10 < J < Q < K): 0 for a joker,
    /// otherwise the face value (1 = ace ... 13 = king). Sets compare by this alone.
    pub fn value(self) -> u8 {
        match self {
            TenstuffCard::Joker { .. } => Self::JOKER_VALUE,
            TenstuffCard::Card(card) => card.rank.value(),
        }
    }

    /// The card's suit; jokers have none.
    pub fn suit(self) -> Option<Suit> {
        match self {
            TenstuffCard::Joker { .. } => None,
            TenstuffCard::Card(card) => Some(card.suit),
        }
    }

    pub fn is_joker(self) -> bool {
        matches!(self, TenstuffCard::Joker { .. })
    }

    /// A jack, queen or king: the face cards on which lower sets may be played.
    pub fn is_face(self) -> bool {
        self.value() >= Rank::JACK.value()
    }

    /// The card's place (0–53) in the order that decides who starts a deal: the marked joker,
    /// the unmarked joker, then by value and, among equal values, by suit diamonds < clubs <
    /// hearts < spades (the rule document's "official worldwide order"). That order breaks ties
    /// for the start only; it never decides whether a set may be played.
    pub fn start_order(self) -> u8 {
        match self {
            TenstuffCard::Joker { marked: true } => 0,
            TenstuffCard::Joker { marked: false } => 1,
            TenstuffCard::Card(card) => {
                let suit = match card.suit {
                    Suit::Diamonds => 0,
                    Suit::Clubs => 1,
                    Suit::Hearts => 2,
                    Suit::Spades => 3,
                };
                2 + (card.rank.value() - 1) * 4 + suit
            }
        }
    }

    /// The ASCII form: `KC`, `10H`, `JK`, `JKM`.
    pub fn code(self) -> String {
        match self {
            TenstuffCard::Joker { marked: true } => "JKM".to_string(),
            TenstuffCard::Joker { marked: false } => "JK".to_string(),
            TenstuffCard::Card(card) => card.code(),
        }
    }

    /// All 54 cards in the order that decides who starts ([`TenstuffCard::start_order`]).
    pub fn deck() -> impl Iterator<Item = TenstuffCard> {
        let suits = [Suit::Diamonds, Suit::Clubs, Suit::Hearts, Suit::Spades];
        [Self::MARKED_JOKER, Self::UNMARKED_JOKER]
            .into_iter()
            .chain(Rank::ALL.into_iter().flat_map(move |rank| {
                suits
                    .into_iter()
                    .map(move |suit| TenstuffCard::Card(Card { rank, suit }))
            }))
    }
}

impl From<Card> for TenstuffCard {
    fn from(card: Card) -> Self {
        TenstuffCard::Card(card)
    }
}

impl fmt::Display for TenstuffCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TenstuffCard::Joker { .. } => f.write_str(&self.code()),
            TenstuffCard::Card(card) => card.fmt(f),
        }
    }
}

impl FromStr for TenstuffCard {
    type Err = CardError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_tenstuff_card(s)
    }
}

impl From<TenstuffCard> for String {
    fn from(card: TenstuffCard) -> String {
        card.code()
    }
}

impl TryFrom<String> for TenstuffCard {
    type Error = CardError;

    fn try_from(text: String) -> Result<TenstuffCard, CardError> {
        parse_tenstuff_card(&text)
    }
}

/// Reads one Tenstuff card: a standard card as [`parse_card`] reads it (`KC`, `10h`, `A♠`), or a
/// joker, `JK` (unmarked) or `JKM` (marked), in any case.
pub fn parse_tenstuff_card(text: &str) -> Result<TenstuffCard, CardError> {
    match normalise(text).as_str() {
        "jk" => Ok(TenstuffCard::UNMARKED_JOKER),
        "jkm" => Ok(TenstuffCard::MARKED_JOKER),
        _ => parse_card(text)
            .map(TenstuffCard::Card)
            .map_err(|_| CardError {
                problem: crate::t!("cards-not-tenstuff", text = text.trim()),
                legal: crate::t!("cards-tenstuff-notation"),
            }),
    }
}

/// Reads a list of Tenstuff cards; each argument may itself hold several cards separated by commas
/// or spaces (`JK,JKM 5C`).
pub fn parse_tenstuff_cards(args: &[String]) -> Result<Vec<TenstuffCard>, CardError> {
    args.iter()
        .flat_map(|arg| arg.split(|c: char| c == ',' || c.is_whitespace()))
        .filter(|piece| !piece.is_empty())
        .map(parse_tenstuff_card)
        .collect()
}

#[cfg(test)]
mod tests;
