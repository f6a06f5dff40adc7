//! The set referee of Tenstuff (rules/tenstuff.txt and the house rulings of DESIGN section 5):
//! whether a set may be played on the set below it and what kind of play that is, which cards a
//! slam may hand over, and who starts a deal with which sets. Every answer carries the rule behind
//! it in words, because it is read out at a table where someone disagrees.
//!
//! The rules, from the rule document and the house rulings:
//! - Values run Joker < A < 2 < ... < 10 < J < Q < K; suits never rank, except to choose who starts.
//! - A set is 1–4 cards of one value, or the two jokers; a single card (a lone joker too) is a set.
//!   A deck holds each card once, so no card can be in a set twice, or in two sets at once.
//! - A set may go on a set of equal or higher value. On jacks, queens and kings also: a higher
//!   face set, a lower set of any value that shares at least one suit with the set below, or
//!   jokers (which have no suit).
//! - On the same value: the same size is a match (play another set), smaller an attempt (guess the
//!   next card of the draw pile), larger a slam (give the slammed player lower cards that share a
//!   suit with the slamming set). Anything else is a plain play, as is any set on an empty pile.
//! - The player with the lowest card starts (jokers lowest, the marked one below the unmarked;
//!   among equal values diamonds < clubs < hearts < spades) and opens with a set of the lowest
//!   value in hand.
//!
//! Malformed cards never reach this module (the notation lives in [`super::cards`]); every
//! refusal here is a broken rule (exit 3).
//!
//! The referee is split along the rules: `set` (what a set is), `play` (what may go on what),
//! `slam` (what a slam may hand over) and `starter` (who starts), with `words` for the wording
//! they share.

mod play;
mod set;
mod slam;
mod starter;
pub(super) mod words;

pub use play::{PlayKind, PlayRule, PlayVerdict, judge_play, play_on};
pub use set::Set;
pub use slam::{GiftProblem, HandOver, RefusedGift, gift_problems, slam_hand_over};
pub use starter::{Opening, opening, opening_sets};

use crate::games::tenstuff::cards::TenstuffCard;

use super::PLAYERS;

/// A set holds at most the four cards of one value (rule document: "sets always consist of 1 to 4
/// cards").
pub const MOST_CARDS_IN_A_SET: usize = 4;

/// The first card that appears a second time, in the order listed.
pub(in crate::games::tenstuff) fn first_repeat(cards: &[TenstuffCard]) -> Option<TenstuffCard> {
    cards
        .iter()
        .enumerate()
        .find(|&(i, card)| cards[..i].contains(card))
        .map(|(_, &card)| card)
}

#[cfg(test)]
pub(super) mod tests;
