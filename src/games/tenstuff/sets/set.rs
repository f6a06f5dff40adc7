//! What a Tenstuff set is: 1–4 cards of one value, or the two jokers, each card once.

use serde::Serialize;

use crate::games::RuleViolation;
use crate::games::cards::{Rank, Suit};
use crate::games::tenstuff::cards::TenstuffCard;

use super::{MOST_CARDS_IN_A_SET, first_repeat};

/// The set rule in words, for refusals.
fn set_rule() -> String {
    crate::t!("tenstuff-set-rule")
}

/// A card listed twice in a set is impossible input (exit 2): a deck holds each card once.
pub(super) fn check_once(cards: &[TenstuffCard]) -> Result<(), RuleViolation> {
    match first_repeat(cards) {
        Some(card) => Err(RuleViolation::malformed(
            crate::t!("tenstuff-set-repeat", card = card.to_string()),
            crate::t!("tenstuff-set-repeat-hint"),
        )),
        None => Ok(()),
    }
}

/// 1–4 cards of one value, or the two jokers, each card once: a set that passed the set rules.
/// The cards stay in the order given.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct Set {
    cards: Vec<TenstuffCard>,
}

impl Set {
    /// Checks the set rules. Malformed (exit 2): a card twice (a deck holds each card once).
    /// Refused (exit 3): no card, more than four cards, a joker with a number card (only the two
    /// jokers make a set together), or cards of different values.
    pub fn new(cards: &[TenstuffCard]) -> Result<Set, RuleViolation> {
        check_once(cards)?;
        if cards.is_empty() {
            return Err(RuleViolation::rule(
                crate::t!("tenstuff-set-empty"),
                set_rule(),
            ));
        }
        if cards.len() > MOST_CARDS_IN_A_SET {
            return Err(RuleViolation::rule(
                crate::t!(
                    "tenstuff-set-too-big",
                    count = cards.len(),
                    most = MOST_CARDS_IN_A_SET
                ),
                set_rule(),
            ));
        }
        // A joker with a number card: the jokers are a set of their own, never wild cards.
        let joker = cards.iter().copied().find(|c| c.is_joker());
        let number = cards.iter().copied().find(|c| !c.is_joker());
        if let (Some(joker), Some(number)) = (joker, number) {
            return Err(RuleViolation::rule(
                crate::t!(
                    "tenstuff-set-joker",
                    joker = joker.to_string(),
                    number = number.to_string()
                ),
                set_rule(),
            ));
        }
        if let Some((&first, rest)) = cards.split_first()
            && let Some(&other) = rest.iter().find(|c| c.value() != first.value())
        {
            return Err(RuleViolation::rule(
                crate::t!(
                    "tenstuff-set-values",
                    first = first.to_string(),
                    other = other.to_string()
                ),
                set_rule(),
            ));
        }
        Ok(Set {
            cards: cards.to_vec(),
        })
    }

    /// The cards, in the order given.
    pub fn cards(&self) -> &[TenstuffCard] {
        &self.cards
    }

    /// The value every card of the set shares (0 for jokers, 1 = ace ... 13 = king).
    pub fn value(&self) -> u8 {
        self.cards
            .first()
            .map_or(TenstuffCard::JOKER_VALUE, |c| c.value())
    }

    /// How many cards the set holds, 1–4.
    pub fn size(&self) -> usize {
        self.cards.len()
    }

    /// A set of jokers (one or both).
    pub fn is_jokers(&self) -> bool {
        self.value() == TenstuffCard::JOKER_VALUE
    }

    /// A set of jacks, queens or kings: lower sets may go on it when they share a suit.
    pub fn is_face(&self) -> bool {
        self.value() >= Rank::JACK.value()
    }

    /// The suits in the set, each once, in the order of the cards; none for jokers.
    pub fn suits(&self) -> Vec<Suit> {
        let mut suits = Vec::new();
        for suit in self.cards.iter().filter_map(|c| c.suit()) {
            if !suits.contains(&suit) {
                suits.push(suit);
            }
        }
        suits
    }

    /// The suits this set shares with another, in the order of this set's cards.
    pub fn shared_suits(&self, other: &Set) -> Vec<Suit> {
        let theirs = other.suits();
        self.suits()
            .into_iter()
            .filter(|suit| theirs.contains(suit))
            .collect()
    }
}

#[cfg(test)]
mod tests;
