//! Whether a Tenstuff set may go on the set below it, by which rule, and what kind of play that is
//! (plain, match, attempt, slam).

use serde::Serialize;

use crate::games::RuleViolation;
use crate::games::cards::TenstuffCard;

use super::Set;
use super::words::{and_list, equal_or_higher, join, or_list, set_words, verb};

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

/// Judges a set played on the set below it; `below` empty means the pile is empty. Both are
/// checked against the set rules, and no card may be in both (a deck holds each card once).
/// A lower set that no rule allows is refused with the rule and what would be legal.
pub fn judge_play(
    below: &[TenstuffCard],
    played: &[TenstuffCard],
) -> Result<PlayVerdict, RuleViolation> {
    let below = below_set(below)?;
    let played = Set::new(played)?;
    if let Some(below) = &below
        && let Some(card) = played.cards().iter().find(|c| below.cards().contains(c))
    {
        return Err(RuleViolation::rule(
            format!(
                "{card} is in the set below and in the set played, but a deck holds each card once"
            ),
            "play a set of cards that are not already on the pile",
        ));
    }
    play_on(below.as_ref(), &played)
}

/// Judges a checked set on a checked set below it (`None`: the pile is empty). The sets are
/// trusted to hold different cards; [`judge_play`] checks that too.
pub fn play_on(below: Option<&Set>, played: &Set) -> Result<PlayVerdict, RuleViolation> {
    let Some(below) = below else {
        return Ok(PlayVerdict {
            kind: PlayKind::Plain,
            rule: PlayRule::EmptyPile,
            reason: "a plain play: the pile is empty, so any set may start it".to_string(),
        });
    };
    let (words, plural) = set_words(played);
    let on = join(below.cards());
    if played.value() == below.value() {
        return Ok(same_value(below, played));
    }
    if played.value() > below.value() {
        return Ok(PlayVerdict {
            kind: PlayKind::Plain,
            rule: PlayRule::EqualOrHigher,
            reason: format!(
                "a plain play: {words} {} higher than {on}, and a set may go on a set of equal or \
                 higher value",
                verb(plural, "is", "are")
            ),
        });
    }
    // Lower than the set below: only the face-card rules can allow it.
    if below.is_face() {
        return lower_on_face(below, played);
    }
    Err(RuleViolation::rule(
        format!("{words} {} lower than {on}", verb(plural, "is", "are")),
        format!(
            "a set may go on a set of equal or higher value, and lower sets or jokers only on \
             jacks, queens and kings: here {}",
            equal_or_higher(below.value())
        ),
    ))
}

/// The same value as the set below: a match, an attempt or a slam (rule document, "Special
/// plays").
fn same_value(below: &Set, played: &Set) -> PlayVerdict {
    // Special plays: the same value, compared by size.
    let (kind, reason) = match played.size().cmp(&below.size()) {
        std::cmp::Ordering::Equal => (
            PlayKind::Match,
            "a match: a set of the same value and size; play another set if you like",
        ),
        std::cmp::Ordering::Less => (
            PlayKind::Attempt,
            "an attempt: a smaller set of the same value; guess the next card of the draw \
             pile if you like (value and suit: if you are right, it goes to the next player)",
        ),
        std::cmp::Ordering::Greater => (
            PlayKind::Slam,
            "a slam: a bigger set of the same value; give the slammed player lower cards \
             sharing a suit with your set if you like",
        ),
    };
    PlayVerdict {
        kind,
        rule: PlayRule::EqualOrHigher,
        reason: reason.to_string(),
    }
}

/// A lower set on jacks, queens or kings: jokers may go, and so may a set sharing a suit with the
/// set below; anything else is refused.
fn lower_on_face(below: &Set, played: &Set) -> Result<PlayVerdict, RuleViolation> {
    let (words, plural) = set_words(played);
    let on = join(below.cards());
    if played.is_jokers() {
        // Jokers can be played on face cards (they have no suit to share).
        return Ok(PlayVerdict {
            kind: PlayKind::Plain,
            rule: PlayRule::JokersOnFace,
            reason: format!(
                "a plain play: {words} may go on {on}, because jokers may be played on \
                 jacks, queens and kings"
            ),
        });
    }
    let shared = played.shared_suits(below);
    if !shared.is_empty() {
        // On jacks, queens and kings a lower set may go when it shares at least one suit.
        return Ok(PlayVerdict {
            kind: PlayKind::Plain,
            rule: PlayRule::SharedSuitOnFace,
            reason: format!(
                "a plain play: {words} {} lower than {on} but {} {} with {}, and on jacks, \
                 queens and kings a lower set may go when it shares a suit",
                verb(plural, "is", "are"),
                verb(plural, "shares", "share"),
                and_list(&shared.iter().map(|s| s.name()).collect::<Vec<_>>()),
                verb(below.size() > 1, "it", "them"),
            ),
        });
    }
    Err(RuleViolation::rule(
        format!(
            "{words} {} lower than {on} and {} no suit with {}",
            verb(plural, "is", "are"),
            verb(plural, "shares", "share"),
            verb(below.size() > 1, "it", "them"),
        ),
        format!(
            "on jacks, queens and kings a set of equal or higher value, a lower set sharing a \
             suit, or jokers may go: here {}, a set with {}, or jokers",
            equal_or_higher(below.value()),
            or_list(
                &below
                    .suits()
                    .iter()
                    .map(|s| format!("a {}", s.singular()))
                    .collect::<Vec<_>>()
            )
        ),
    ))
}

/// The set below as a [`Set`], `None` for an empty pile; a refusal says which set broke the rules.
fn below_set(below: &[TenstuffCard]) -> Result<Option<Set>, RuleViolation> {
    if below.is_empty() {
        return Ok(None);
    }
    Set::new(below)
        .map(Some)
        .map_err(|violation| RuleViolation {
            problem: format!("the set below: {}", violation.problem),
            ..violation
        })
}

#[cfg(test)]
mod tests;
