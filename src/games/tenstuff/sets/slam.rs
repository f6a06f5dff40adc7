//! What a Tenstuff slam may hand over: cards lower than the slamming set that share a suit with it
//! (a joker never, as it has no suit).

use serde::Serialize;

use crate::games::RuleViolation;
use crate::games::cards::TenstuffCard;

use super::words::{and_list, join, set_words, value_plural};
use super::{PlayKind, Set, first_repeat, judge_play};

/// The slam hand-over rule in words.
const GIFT_RULE: &str = "a slam may give the slammed player cards lower than the slamming set that share a suit with it";

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
/// `below`. Refused (exit 3) when either set breaks the set rules, a card is listed twice or in
/// two places (a deck holds each card once), or the play is no slam (a legal play of another kind,
/// or no legal play at all). A card that may not be given is not a refusal of the question: it is
/// listed in [`HandOver::refused`] and [`HandOver::legal`] is false.
pub fn slam_hand_over(
    below: &[TenstuffCard],
    slam: &[TenstuffCard],
    offered: &[TenstuffCard],
) -> Result<HandOver, RuleViolation> {
    let slam_set = check_slam(below, slam)?;
    check_offer(below, slam, offered)?;
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
            "an empty pile".to_string()
        } else {
            join(below)
        };
        return Err(RuleViolation::rule(
            format!(
                "{words} on {on} is {}, not a slam",
                match verdict.kind {
                    PlayKind::Plain => "a plain play",
                    PlayKind::Match => "a match",
                    PlayKind::Attempt => "an attempt",
                    PlayKind::Slam => "a slam",
                }
            ),
            "only a slam, a bigger set of the same value, may give cards to the slammed player",
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
        return Err(RuleViolation::rule(
            format!("{card} is offered twice, but a deck holds each card once"),
            "offer each card once",
        ));
    }
    if let Some(card) = offered
        .iter()
        .find(|c| below.contains(c) || slam.contains(c))
    {
        let place = if slam.contains(card) {
            "the slamming set"
        } else {
            "the slammed set"
        };
        return Err(RuleViolation::rule(
            format!("{card} is offered but is already in {place}; a deck holds each card once"),
            "offer cards from the slamming player's hand",
        ));
    }
    Ok(())
}

/// A card that may not be given, with the reason in words.
fn refused_gift(slam_set: &Set, card: TenstuffCard, problems: Vec<GiftProblem>) -> RefusedGift {
    let value = value_plural(slam_set.value());
    let suits = if slam_set.is_jokers() {
        "jokers have no suit".to_string()
    } else {
        and_list(
            &slam_set
                .suits()
                .iter()
                .map(|s| s.name().to_string())
                .collect::<Vec<_>>(),
        )
    };
    let higher = if card.value() > slam_set.value() {
        format!("is higher than the slamming {value}")
    } else {
        format!("is not lower than the slamming {value}")
    };
    let why = match problems.as_slice() {
        [GiftProblem::NotLower, GiftProblem::NoSharedSuit] => {
            format!("{card} {higher} and shares no suit with them ({suits})")
        }
        [GiftProblem::NotLower] => format!("{card} {higher}"),
        [GiftProblem::NoSharedSuit] => {
            format!("{card} shares no suit with the slamming {value} ({suits})")
        }
        _ => format!("{card} is a joker, and a joker is never given: it has no suit to share"),
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
        [] if offered.is_empty() => "nothing was offered".to_string(),
        [] => "none of them may be given".to_string(),
        _ if refused.is_empty() => format!("{} may be given", join(allowed)),
        _ => format!("only {} may be given", join(allowed)),
    };
    let reasons: Vec<&str> = refused.iter().map(|r| r.why.as_str()).collect();
    if reasons.is_empty() {
        format!("{may}: {GIFT_RULE}")
    } else {
        format!("{}; {may}: {GIFT_RULE}", reasons.join("; "))
    }
}

#[cfg(test)]
mod tests;
