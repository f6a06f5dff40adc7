//! Whether a Tenstuff set may go on the set below it, by which rule, and what kind of play that is
//! (plain, match, attempt, slam).

use serde::Serialize;

use crate::games::RuleViolation;
use crate::games::tenstuff::cards::TenstuffCard;

use super::Set;
use super::set::check_once;
use super::words::{
    a_card_of_each, and_list, equal_or_higher, join, or_list, set_words, suit_name,
};

/// What a legal play leads to (rule document, "Special plays").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PlayKind {
    /// Nothing special: on an empty pile, on another value, or by the face-card and joker rules.
    Plain,
    /// The same value and size: the player may play another set.
    Match,
    /// The same value, smaller: the player may guess the next card of the draw pile.
    Attempt,
    /// The same value, bigger: the player may give the slammed player lower cards sharing a suit.
    Slam,
}

impl PlayKind {
    /// The kind as printed in JSON: "plain", "match", "attempt", "slam".
    pub fn name(self) -> &'static str {
        match self {
            PlayKind::Plain => "plain",
            PlayKind::Match => "match",
            PlayKind::Attempt => "attempt",
            PlayKind::Slam => "slam",
        }
    }
}

/// Which rule lets a set go where it goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum PlayRule {
    /// No set below: any set may start the pile.
    EmptyPile,
    /// A set may go on a set of equal or higher value.
    EqualOrHigher,
    /// On jacks, queens and kings: a lower set that shares at least one suit with the set below.
    SharedSuitOnFace,
    /// On jacks, queens and kings: jokers.
    JokersOnFace,
}

/// A legal play: what kind it is, by which rule, and the rule in words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayVerdict {
    pub kind: PlayKind,
    pub rule: PlayRule,
    /// The rule in words, starting with the kind: "a match: a set of the same value and size;
    /// play another set if you like".
    pub reason: String,
}

/// Judges a set played on the set below it; `below` empty means the pile is empty. A card twice,
/// in one set or in both, is malformed (exit 2: a deck holds each card once); then both are
/// checked against the set rules.
/// A lower set that no rule allows is refused with the rule and what would be legal.
pub fn judge_play(
    below: &[TenstuffCard],
    played: &[TenstuffCard],
) -> Result<PlayVerdict, RuleViolation> {
    // Impossible input is refused before any rule is asked.
    check_once(below).map_err(in_the_set_below)?;
    check_once(played)?;
    if let Some(card) = played.iter().find(|c| below.contains(c)) {
        return Err(RuleViolation::malformed(
            crate::t!("tenstuff-card-on-pile", card = card.to_string()),
            crate::t!("tenstuff-card-on-pile-hint"),
        ));
    }
    let below = below_set(below)?;
    let played = Set::new(played)?;
    play_on(below.as_ref(), &played)
}

/// Judges a checked set on a checked set below it (`None`: the pile is empty). The sets are
/// trusted to hold different cards; [`judge_play`] checks that too.
pub fn play_on(below: Option<&Set>, played: &Set) -> Result<PlayVerdict, RuleViolation> {
    let Some(below) = below else {
        return Ok(PlayVerdict {
            kind: PlayKind::Plain,
            rule: PlayRule::EmptyPile,
            reason: crate::t!("tenstuff-plain-empty"),
        });
    };
    let (words, _) = set_words(played);
    let count = played.size();
    let on = join(below.cards());
    if played.value() == below.value() {
        return Ok(same_value(below, played));
    }
    if played.value() > below.value() {
        return Ok(PlayVerdict {
            kind: PlayKind::Plain,
            rule: PlayRule::EqualOrHigher,
            reason: crate::t!("tenstuff-plain-higher", set = words, count = count, on = on),
        });
    }
    // Lower than the set below: only the face-card rules can allow it.
    if below.is_face() {
        return lower_on_face(below, played);
    }
    Err(RuleViolation::rule(
        crate::t!("tenstuff-lower", set = words, count = count, on = on),
        crate::t!(
            "tenstuff-lower-hint",
            allowed = equal_or_higher(below.value())
        ),
    ))
}

/// The same value as the set below: a match, an attempt or a slam (rule document, "Special
/// plays").
fn same_value(below: &Set, played: &Set) -> PlayVerdict {
    // Special plays: the same value, compared by size.
    let (kind, reason) = match played.size().cmp(&below.size()) {
        std::cmp::Ordering::Equal => (PlayKind::Match, crate::t!("tenstuff-match")),
        std::cmp::Ordering::Less => (PlayKind::Attempt, crate::t!("tenstuff-attempt")),
        std::cmp::Ordering::Greater => (PlayKind::Slam, crate::t!("tenstuff-slam")),
    };
    PlayVerdict {
        kind,
        rule: PlayRule::EqualOrHigher,
        reason,
    }
}

/// A lower set on jacks, queens or kings: jokers may go, and so may a set sharing a suit with the
/// set below; anything else is refused.
fn lower_on_face(below: &Set, played: &Set) -> Result<PlayVerdict, RuleViolation> {
    let (words, _) = set_words(played);
    let count = played.size();
    let on = join(below.cards());
    if played.is_jokers() {
        // Jokers can be played on face cards (they have no suit to share).
        return Ok(PlayVerdict {
            kind: PlayKind::Plain,
            rule: PlayRule::JokersOnFace,
            reason: crate::t!("tenstuff-plain-jokers", set = words, on = on),
        });
    }
    let shared = played.shared_suits(below);
    if !shared.is_empty() {
        // On jacks, queens and kings a lower set may go when it shares at least one suit.
        return Ok(PlayVerdict {
            kind: PlayKind::Plain,
            rule: PlayRule::SharedSuitOnFace,
            reason: crate::t!(
                "tenstuff-plain-shared",
                set = words,
                count = count,
                on = on,
                suits = and_list(&shared.iter().map(|&s| suit_name(s)).collect::<Vec<_>>()),
                below = below.size(),
            ),
        });
    }
    Err(RuleViolation::rule(
        crate::t!(
            "tenstuff-lower-no-suit",
            set = words,
            count = count,
            on = on,
            below = below.size(),
        ),
        crate::t!(
            "tenstuff-lower-no-suit-hint",
            allowed = equal_or_higher(below.value()),
            suits = or_list(&a_card_of_each(&below.suits()))
        ),
    ))
}

/// The set below as a [`Set`], `None` for an empty pile; a refusal says which set broke the rules.
fn below_set(below: &[TenstuffCard]) -> Result<Option<Set>, RuleViolation> {
    if below.is_empty() {
        return Ok(None);
    }
    Set::new(below).map(Some).map_err(in_the_set_below)
}

/// A refusal of the set below, saying so.
fn in_the_set_below(violation: RuleViolation) -> RuleViolation {
    RuleViolation {
        problem: crate::t!("tenstuff-set-below", problem = violation.problem),
        ..violation
    }
}

#[cfg(test)]
mod tests;
