//! What a Tenstuff slam may hand over: cards lower than the slamming set that share a suit with it
//! (a joker never, as it has no suit).

use serde::Serialize;

use crate::games::RuleViolation;
use crate::games::tenstuff::cards::TenstuffCard;

use super::words::{and_list, join, set_words, suit_name, value_plural};
use super::{PlayKind, Set, first_repeat, judge_play};

/// The slam hand-over rule in words.
fn gift_rule() -> String {
    crate::t!("tenstuff-gift-rule")
}

/// Why a card may not be handed over after a slam.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum GiftProblem {
    /// A joker has no suit, so it never shares one with the slamming set.
    Joker,
    /// Not lower than the slamming set (equal or higher value).
    NotLower,
    /// Shares no suit with any card of the slamming set.
    NoSharedSuit,
}

/// A card offered after a slam that may not be given, and why in words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RefusedGift {
    pub card: TenstuffCard,
    pub problems: Vec<GiftProblem>,
    /// "K♦ is higher than the slamming 8s and shares no suit with them (hearts and spades)".
    pub why: String,
}

/// Which of the cards offered after a slam may be handed over to the slammed player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HandOver {
    /// The cards that may be given, in the order offered.
    pub allowed: Vec<TenstuffCard>,
    /// The cards that may not, in the order offered.
    pub refused: Vec<RefusedGift>,
    /// The verdict and the rule in words.
    pub reason: String,
}

impl HandOver {
    /// Every card offered may be given.
    pub fn legal(&self) -> bool {
        self.refused.is_empty()
    }
}

/// Why `card` may not be given after a slam with `slam`; empty when it may. The card must be lower
/// than the slamming set and share a suit with one of its cards; a joker never can (house ruling:
/// it has no suit to share).
pub fn gift_problems(slam: &Set, card: TenstuffCard) -> Vec<GiftProblem> {
    let Some(suit) = card.suit() else {
        return vec![GiftProblem::Joker];
    };
    let mut problems = Vec::new();
    if card.value() >= slam.value() {
        problems.push(GiftProblem::NotLower);
    }
    if !slam.suits().contains(&suit) {
        problems.push(GiftProblem::NoSharedSuit);
    }
    problems
}

/// Which of the cards `offered` may be given to the slammed player after `slam` was played on
/// `below`. Malformed (exit 2) when a card is listed twice or in two places (a deck holds each
/// card once); refused (exit 3) when either set breaks the set rules, or the play is no slam (a
/// legal play of another kind, or no legal play at all). A card that may not be given is not a refusal of the question: it is
/// listed in [`HandOver::refused`] and [`HandOver::legal`] is false.
pub fn slam_hand_over(
    below: &[TenstuffCard],
    slam: &[TenstuffCard],
    offered: &[TenstuffCard],
) -> Result<HandOver, RuleViolation> {
    check_offer(below, slam, offered)?;
    let slam_set = check_slam(below, slam)?;
    let mut allowed = Vec::new();
    let mut refused = Vec::new();
    for &card in offered {
        let problems = gift_problems(&slam_set, card);
        if problems.is_empty() {
            allowed.push(card);
            continue;
        }
        refused.push(refused_gift(&slam_set, card, problems));
    }
    let reason = hand_over_reason(offered, &allowed, &refused);
    Ok(HandOver {
        allowed,
        refused,
        reason,
    })
}

/// Only a slam, a bigger set of the same value, may give cards to the slammed player: the play
/// must be legal, and a slam.
fn check_slam(below: &[TenstuffCard], slam: &[TenstuffCard]) -> Result<Set, RuleViolation> {
    let verdict = judge_play(below, slam)?;
    let slam_set = Set::new(slam)?;
    if verdict.kind != PlayKind::Slam {
        let (words, _) = set_words(&slam_set);
        let on = if below.is_empty() {
            crate::t!("tenstuff-empty-pile")
        } else {
            join(below)
        };
        return Err(RuleViolation::rule(
            crate::t!(
                "tenstuff-not-a-slam",
                set = words,
                on = on,
                kind = verdict.kind.name()
            ),
            crate::t!("tenstuff-not-a-slam-hint"),
        ));
    }
    Ok(slam_set)
}

/// A deck holds each card once: no card offered twice, and none already in the slammed or the
/// slamming set.
fn check_offer(
    below: &[TenstuffCard],
    slam: &[TenstuffCard],
    offered: &[TenstuffCard],
) -> Result<(), RuleViolation> {
    if let Some(card) = first_repeat(offered) {
        return Err(RuleViolation::malformed(
            crate::t!("tenstuff-offered-twice", card = card.to_string()),
            crate::t!("tenstuff-offered-twice-hint"),
        ));
    }
    if let Some(card) = offered
        .iter()
        .find(|c| below.contains(c) || slam.contains(c))
    {
        let place = if slam.contains(card) {
            "slamming"
        } else {
            "slammed"
        };
        return Err(RuleViolation::malformed(
            crate::t!(
                "tenstuff-offered-in-set",
                card = card.to_string(),
                place = place
            ),
            crate::t!("tenstuff-offered-in-set-hint"),
        ));
    }
    Ok(())
}

/// A card that may not be given, with the reason in words.
fn refused_gift(slam_set: &Set, card: TenstuffCard, problems: Vec<GiftProblem>) -> RefusedGift {
    let value = value_plural(slam_set.value());
    let suits = if slam_set.is_jokers() {
        crate::t!("tenstuff-jokers-no-suit")
    } else {
        and_list(
            &slam_set
                .suits()
                .iter()
                .map(|&s| suit_name(s))
                .collect::<Vec<_>>(),
        )
    };
    let higher = if card.value() > slam_set.value() {
        "higher"
    } else {
        "not-lower"
    };
    let card_shown = card.to_string();
    let why = match problems.as_slice() {
        [GiftProblem::NotLower, GiftProblem::NoSharedSuit] => crate::t!(
            "tenstuff-gift-high-and-no-suit",
            card = card_shown,
            higher = higher,
            values = value,
            suits = suits
        ),
        [GiftProblem::NotLower] => crate::t!(
            "tenstuff-gift-high",
            card = card_shown,
            higher = higher,
            values = value
        ),
        [GiftProblem::NoSharedSuit] => crate::t!(
            "tenstuff-gift-no-suit",
            card = card_shown,
            values = value,
            suits = suits
        ),
        _ => crate::t!("tenstuff-gift-joker", card = card_shown),
    };
    RefusedGift {
        card,
        problems,
        why,
    }
}

/// The hand-over in words: why each refused card may not be given, then what may.
fn hand_over_reason(
    offered: &[TenstuffCard],
    allowed: &[TenstuffCard],
    refused: &[RefusedGift],
) -> String {
    let may = match allowed {
        [] if offered.is_empty() => crate::t!("tenstuff-gift-none-offered"),
        [] => crate::t!("tenstuff-gift-none-may"),
        _ if refused.is_empty() => crate::t!(
            "tenstuff-gift-may",
            cards = join(allowed),
            count = allowed.len()
        ),
        _ => crate::t!(
            "tenstuff-gift-only",
            cards = join(allowed),
            count = allowed.len()
        ),
    };
    let reasons: Vec<&str> = refused.iter().map(|r| r.why.as_str()).collect();
    if reasons.is_empty() {
        format!("{may}: {}", gift_rule())
    } else {
        format!("{}; {may}: {}", reasons.join("; "), gift_rule())
    }
}

#[cfg(test)]
mod tests;
