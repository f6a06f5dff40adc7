//! Who starts a Tenstuff deal: the player holding the lowest card (jokers lowest, the marked one
//! below the unmarked; among equal values diamonds < clubs < hearts < spades), opening with a set
//! of the lowest value in hand.

use serde::Serialize;

use crate::games::RuleViolation;
use crate::games::cards::{Rank, Suit};
use crate::games::tenstuff::cards::TenstuffCard;

use super::words::{join, value_plural};
use super::{PLAYERS, first_repeat};

/// Who starts a deal and with which sets.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Opening {
    /// The starter's place in the hands given, 0-based.
    pub seat: usize,
    /// The lowest card in play, in the starter's hand.
    pub card: TenstuffCard,
    /// Every set the starter may open with ([`opening_sets`]).
    pub sets: Vec<Vec<TenstuffCard>>,
    /// Why [`Opening::card`] is the lowest, and what the first play must be: "no one holds a
    /// lower value, and of the 3s held (3♦ and 3♠) the diamond is lowest, as diamonds < clubs <
    /// hearts < spades; the first play is a set of the lowest value in hand (3s)".
    pub reason: String,
}

/// Who starts a deal (or the restart after three sixes): the player holding the lowest card, by
/// [`TenstuffCard::start_order`] (jokers lowest, the marked one below the unmarked; then A, 2, ...;
/// among equal values diamonds < clubs < hearts < spades). Hands with no cards are fine (a
/// player who is out); refused (exit 3) are fewer than 2 or more than 8 hands (asked first), and
/// hands without a single card between them; a card held twice is malformed (exit 2, a deck
/// holds each card once).
pub fn opening<H: AsRef<[TenstuffCard]>>(hands: &[H]) -> Result<Opening, RuleViolation> {
    if !PLAYERS.contains(&hands.len()) {
        return Err(RuleViolation::rule(
            crate::t!(
                "tenstuff-hands-count",
                count = hands.len(),
                least = *PLAYERS.start(),
                most = *PLAYERS.end()
            ),
            crate::t!("tenstuff-hands-count-hint"),
        ));
    }
    let all: Vec<TenstuffCard> = hands
        .iter()
        .flat_map(|hand| hand.as_ref().iter().copied())
        .collect();
    // A card twice is impossible input; the count of hands is asked first, as it is cheap.
    if let Some(card) = first_repeat(&all) {
        return Err(RuleViolation::malformed(
            crate::t!("tenstuff-held-twice", card = card.to_string()),
            crate::t!("tenstuff-held-twice-hint"),
        ));
    }
    let lowest = hands
        .iter()
        .enumerate()
        .flat_map(|(seat, hand)| hand.as_ref().iter().map(move |&card| (seat, card)))
        .min_by_key(|(_, card)| card.start_order());
    let Some((seat, card)) = lowest else {
        return Err(RuleViolation::rule(
            crate::t!("tenstuff-no-cards"),
            crate::t!("tenstuff-no-cards-hint"),
        ));
    };
    // The first play is a set of the lowest value in hand, which is the lowest card's value.
    let sets = opening_sets(hands.get(seat).map_or(&[][..], |h| h.as_ref()));
    let why = lowest_card_reason(card, &all);
    let reason = crate::t!(
        "tenstuff-first-play",
        why = why,
        values = value_plural(card.value())
    );
    Ok(Opening {
        seat,
        card,
        sets,
        reason,
    })
}

/// Why `card` is the lowest card in play: jokers are lowest (the marked one below the unmarked),
/// then A, 2, ...; among equal values diamonds < clubs < hearts < spades. `all` is every card held.
fn lowest_card_reason(card: TenstuffCard, all: &[TenstuffCard]) -> String {
    if card == TenstuffCard::MARKED_JOKER {
        crate::t!("tenstuff-lowest-marked-joker")
    } else if card.is_joker() {
        crate::t!("tenstuff-lowest-joker")
    } else {
        let same: Vec<TenstuffCard> = all
            .iter()
            .copied()
            .filter(|c| c.value() == card.value())
            .collect();
        let lower = if card.value() == Rank::ACE.value() {
            crate::t!("tenstuff-lowest-no-joker")
        } else {
            crate::t!("tenstuff-lowest-no-lower")
        };
        if same.len() > 1 {
            let mut same = same;
            same.sort_by_key(|c| c.start_order());
            crate::t!(
                "tenstuff-lowest-by-suit",
                lower = lower,
                values = value_plural(card.value()),
                cards = join(&same),
                suit = card.suit().map_or("joker", Suit::name)
            )
        } else {
            lower
        }
    }
}

/// Every set a hand may open a deal with: each non-empty combination of its cards of the lowest
/// value in hand, smallest sets first, the cards of each in the order that decides who starts
/// (the two jokers: `JKM`, `JK`, then both). Empty for an empty hand. A card listed twice counts
/// once.
pub fn opening_sets(hand: &[TenstuffCard]) -> Vec<Vec<TenstuffCard>> {
    let Some(lowest) = hand.iter().map(|c| c.value()).min() else {
        return Vec::new();
    };
    let mut cards: Vec<TenstuffCard> = Vec::new();
    for &card in hand.iter().filter(|c| c.value() == lowest) {
        if !cards.contains(&card) {
            cards.push(card);
        }
    }
    cards.sort_by_key(|c| c.start_order());
    // At most four cards of one value (two jokers): at most 15 combinations.
    let mut sets: Vec<Vec<TenstuffCard>> = (1u32..(1 << cards.len()))
        .map(|mask| {
            cards
                .iter()
                .enumerate()
                .filter(|(i, _)| mask & (1 << i) != 0)
                .map(|(_, &c)| c)
                .collect()
        })
        .collect();
    sets.sort_by(|a: &Vec<TenstuffCard>, b: &Vec<TenstuffCard>| {
        let key = |set: &Vec<TenstuffCard>| {
            (
                set.len(),
                set.iter().map(|c| c.start_order()).collect::<Vec<_>>(),
            )
        };
        key(a).cmp(&key(b))
    });
    sets
}

#[cfg(test)]
mod tests;
