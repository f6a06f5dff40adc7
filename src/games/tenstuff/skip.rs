//! Skipping a player with a 10 (rule document: "Before someone does their turn, you can forcibly
//! skip their turn by handing them a 10 ... They then have the option to give you any cards in
//! their hand that match the suit of the 10 (but not the 10 itself). The skipped player does not
//! draw, and play immediately passes to the next player.")
//!
//! Only a 10 skips. The skipped player may hand back any cards of their hand in the suit of the
//! 10, never that 10 itself, and never a joker (a joker has no suit, so it matches none). Their
//! hand may be given with or without the 10 they were handed: it is theirs either way.

use serde::Serialize;

use crate::games::RuleViolation;
use crate::games::cards::{Rank, Suit};
use crate::games::tenstuff::cards::TenstuffCard;

use super::seating::Direction;
use super::sets::first_repeat;
use super::sets::words::{join, suit_name};

/// Why a card may not be handed back after a skip.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ReturnProblem {
    /// The 10 that skipped the player: never handed back.
    TheTen,
    /// A card the skipped player does not hold: only cards of their hand go back.
    NotInHand,
    /// A joker has no suit, so it never matches the suit of the 10.
    Joker,
    /// A card of another suit than the 10.
    OtherSuit,
}

/// A card the skipped player may not hand back, and why in words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RefusedReturn {
    pub card: TenstuffCard,
    pub problem: ReturnProblem,
    /// "4♣ is not a heart, the suit of the 10".
    pub why: String,
}

/// What a skipped player may hand back, and, for the cards they want to, which may not go.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HandBack {
    /// The 10 that skipped them.
    pub ten: TenstuffCard,
    /// Every card of their hand they may hand back, in the order of the hand; when the cards
    /// handed back were given, those of them that may go, in the order given.
    pub allowed: Vec<TenstuffCard>,
    /// The cards given that may not go back, in the order given.
    pub refused: Vec<RefusedReturn>,
    /// The verdict and the rule in words.
    pub reason: String,
}

impl HandBack {
    /// Every card given may be handed back (or none were given).
    pub fn legal(&self) -> bool {
        self.refused.is_empty()
    }
}

/// The rule in words, for the suit of the 10.
fn return_rule(suit: Suit) -> String {
    crate::t!("tenstuff-return-rule", suit = suit_name(suit))
}

/// A card twice in the hand or among those given is impossible input (exit 2), refused before
/// any rule is asked: a deck holds each card once.
fn check_once(hand: &[TenstuffCard], given: Option<&[TenstuffCard]>) -> Result<(), RuleViolation> {
    if let Some(card) = first_repeat(hand) {
        return Err(RuleViolation::malformed(
            crate::t!("tenstuff-hand-twice", card = card.to_string()),
            crate::t!("tenstuff-skip-hand-twice-hint"),
        ));
    }
    if let Some(card) = given.and_then(first_repeat) {
        return Err(RuleViolation::malformed(
            crate::t!("tenstuff-returned-twice", card = card.to_string()),
            crate::t!("tenstuff-returned-twice-hint"),
        ));
    }
    Ok(())
}

/// What a player skipped with `ten` may hand back from `hand`; with `given`, which of the cards
/// they want to hand back may go. Malformed (exit 2): a card listed twice in the hand or among
/// those given (a deck holds each card once). Refused (exit 3): a `ten` that is no 10 (only a 10
/// skips). A given
/// card that may not go back is no refusal of the question: it is listed in
/// [`HandBack::refused`] and [`HandBack::legal`] is false.
pub fn skip_with(
    ten: TenstuffCard,
    hand: &[TenstuffCard],
    given: Option<&[TenstuffCard]>,
) -> Result<HandBack, RuleViolation> {
    check_once(hand, given)?;
    let Some(suit) = ten.suit().filter(|_| ten.value() == Rank::TEN.value()) else {
        return Err(RuleViolation::rule(
            crate::t!("tenstuff-no-ten", card = ten.to_string()),
            crate::t!("tenstuff-no-ten-hint"),
        ));
    };
    let in_suit = |card: &TenstuffCard| *card != ten && card.suit() == Some(suit);
    let Some(given) = given else {
        let allowed: Vec<TenstuffCard> = hand.iter().copied().filter(in_suit).collect();
        let may = match allowed.as_slice() {
            [] => crate::t!("tenstuff-return-nothing"),
            _ => crate::t!(
                "tenstuff-return-may",
                cards = join(&allowed),
                count = allowed.len()
            ),
        };
        return Ok(HandBack {
            ten,
            reason: format!("{may}: {}", return_rule(suit)),
            allowed,
            refused: Vec::new(),
        });
    };
    let mut allowed = Vec::new();
    let mut refused = Vec::new();
    for &card in given {
        match return_problem(ten, suit, hand, card) {
            None => allowed.push(card),
            Some(problem) => refused.push(RefusedReturn {
                card,
                problem,
                why: return_why(ten, suit, card, problem),
            }),
        }
    }
    // With a card refused, what this hand may hand back is named in full: "only 3♥" of the
    // cards given read as if K♥, not given, might not go back either.
    let from_hand: Vec<TenstuffCard> = hand.iter().copied().filter(in_suit).collect();
    let may = match (allowed.as_slice(), refused.is_empty()) {
        ([], true) => crate::t!("tenstuff-return-none-given"),
        (_, true) => crate::t!(
            "tenstuff-return-may",
            cards = join(&allowed),
            count = allowed.len()
        ),
        (_, false) if from_hand.is_empty() => crate::t!("tenstuff-return-nothing"),
        (_, false) => crate::t!(
            "tenstuff-return-from-hand",
            cards = join(&from_hand),
            count = from_hand.len()
        ),
    };
    let whys: Vec<&str> = refused.iter().map(|r| r.why.as_str()).collect();
    let reason = if whys.is_empty() {
        format!("{may}: {}", return_rule(suit))
    } else {
        format!("{}; {may}: {}", whys.join("; "), return_rule(suit))
    };
    Ok(HandBack {
        ten,
        allowed,
        refused,
        reason,
    })
}

/// Why `card` may not be handed back, or `None` when it may. The 10 itself first, then a card
/// not in the hand, then jokers and other suits.
fn return_problem(
    ten: TenstuffCard,
    suit: Suit,
    hand: &[TenstuffCard],
    card: TenstuffCard,
) -> Option<ReturnProblem> {
    if card == ten {
        Some(ReturnProblem::TheTen)
    } else if !hand.contains(&card) {
        Some(ReturnProblem::NotInHand)
    } else if card.is_joker() {
        Some(ReturnProblem::Joker)
    } else if card.suit() != Some(suit) {
        Some(ReturnProblem::OtherSuit)
    } else {
        None
    }
}

fn return_why(ten: TenstuffCard, suit: Suit, card: TenstuffCard, problem: ReturnProblem) -> String {
    let card = card.to_string();
    match problem {
        ReturnProblem::TheTen => crate::t!("tenstuff-return-the-ten", card = card),
        ReturnProblem::NotInHand => crate::t!("tenstuff-return-not-in-hand", card = card),
        ReturnProblem::Joker => crate::t!("tenstuff-return-joker", card = card),
        ReturnProblem::OtherSuit => crate::t!(
            "tenstuff-return-other-suit",
            card = card,
            suit = suit.name(),
            ten = ten.to_string()
        ),
    }
}

/// What the skip does to the turn, in words: the skipped player does not draw, and play passes at
/// once to the next player (`next`, with the player's name, when the table was given).
pub fn skipped_turn(skipped: Option<&str>, next: Option<(&str, Direction)>) -> String {
    let who = skipped.map_or_else(|| crate::t!("tenstuff-skipped-player"), str::to_string);
    match next {
        Some((next, direction)) => crate::t!(
            "tenstuff-skipped-turn-next",
            who = who,
            direction = direction.words(),
            next = next
        ),
        None => crate::t!("tenstuff-skipped-turn", who = who),
    }
}

#[cfg(test)]
mod tests;
