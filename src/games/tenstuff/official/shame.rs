//! The Round of Shame, an official rule (rule document: "Cheating is officially legal in
//! Tenstuff. However, if you get caught, you must enter the Round of Shame ... First, you must
//! draw cards until you have a multiple of five in your hand. You must draw at least one card. So
//! if you have 5 cards, draw to 10. Second, you must place your hand face up on the table
//! (shamefully) so that everyone can see what you have, until your next turn ends.")

use serde::Serialize;

use crate::games::RuleViolation;
use crate::games::tenstuff::cards::TenstuffCard;
use crate::games::tenstuff::sets::first_repeat;

/// A deck of 52 cards and the two jokers: no hand grows beyond it.
pub const DECK_SIZE: usize = 54;

/// Hands are filled up to a multiple of this.
const MULTIPLE: usize = 5;

/// The most cards a player can be caught with: at least one card is drawn up to a multiple of
/// five, and the deck holds none beyond 50 (49 draws 1 to 50; 50 would need 55).
pub const MOST_IN_HAND: usize = DECK_SIZE / MULTIPLE * MULTIPLE - 1;

/// What a player caught cheating draws.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Shame {
    /// The cards in hand when caught.
    pub hand: usize,
    /// The cards to draw: up to the next multiple of five, at least one (so 1 to 5).
    pub draw: usize,
    /// The cards in hand after drawing, a multiple of five.
    pub hand_after: usize,
    /// The rule in words.
    pub reason: String,
}

fn cards_word(n: usize) -> String {
    crate::t!("tenstuff-cards", count = n)
}

/// The Round of Shame for a player caught cheating with `hand` cards in hand: draw up to the next
/// multiple of five, at least one card (5 draws 5, to 10; 0 draws 5). Refused (exit 3) when the
/// hand would outgrow the deck of 54 cards.
pub fn round_of_shame(hand: usize) -> Result<Shame, RuleViolation> {
    // At least one card: a multiple of five already in hand draws a whole five more.
    let draw = MULTIPLE - hand % MULTIPLE;
    if hand > MOST_IN_HAND {
        // In u128: a hand near usize::MAX would wrap and seem to fit the deck.
        let after = hand as u128 + draw as u128;
        return Err(RuleViolation::rule(
            crate::t!(
                "tenstuff-shame-too-many",
                hand = cards_word(hand),
                after = after.to_string(),
                deck = DECK_SIZE
            ),
            crate::t!("tenstuff-shame-too-many-hint", most = MOST_IN_HAND),
        ));
    }
    let hand_after = hand + draw;
    let reason = crate::t!(
        "tenstuff-shame",
        hand = cards_word(hand),
        draw = draw,
        after = hand_after
    );
    Ok(Shame {
        hand,
        draw,
        hand_after,
        reason,
    })
}

/// The Round of Shame for a hand given card by card; malformed (exit 2) when a card is listed
/// twice, as a deck holds each card once.
pub fn round_of_shame_with(hand: &[TenstuffCard]) -> Result<Shame, RuleViolation> {
    if let Some(card) = first_repeat(hand) {
        return Err(RuleViolation::malformed(
            crate::t!("tenstuff-hand-twice", card = card.to_string()),
            crate::t!("tenstuff-shame-hand-twice-hint"),
        ));
    }
    round_of_shame(hand.len())
}

#[cfg(test)]
mod tests;
