//! `tenscore check pig10 deal`: a whole deal replayed pile after pile, who took each pile and the
//! cards each player collected, and with `--round R [--match M]` whether the recorded deal (read
//! by the command layer) gave each player those points.

use std::collections::BTreeMap;

use serde::Serialize;

use super::pile::{pile_play, pile_reason};
use crate::games::forms::{RecordedRound, illegal_or_error, verdict};
use crate::games::names::checked_names;
use crate::games::names::{NameIndex, PlayerName};
use crate::games::pig10::{self, DealOutcome, PileOutcome, PilePlay};
use crate::games::{RuleViolation, Verdict};
use crate::t;

/// `check pig10 deal --json`: each pile's taker (`null` for a last pile nobody took) and cards,
/// the cards each player collected, and why; no piles when a play breaks a rule.
#[derive(Debug, Serialize)]
struct DealVerdict {
    legal: bool,
    piles: Vec<DealPile>,
    collected: BTreeMap<String, u32>,
    reason: String,
    /// `agrees` or `differs` with the recorded deal's points, when one was named.
    #[serde(skip_serializing_if = "Option::is_none")]
    recorded: Option<&'static str>,
}

impl DealVerdict {
    fn refused(reason: String) -> Self {
        DealVerdict {
            legal: false,
            piles: Vec::new(),
            collected: BTreeMap::new(),
            reason,
            recorded: None,
        }
    }
}

#[derive(Debug, Serialize)]
struct DealPile {
    taker: Option<String>,
    cards: usize,
}

/// `check pig10 deal`: the plays read, the deal replayed, and compared with the `recorded` deal
/// when one was named (a deal that breaks a rule has nothing to compare).
pub(super) fn deal(
    players: &[String],
    cards: Option<u32>,
    recorded: Option<&RecordedRound>,
    plays: &[String],
) -> Result<Verdict, RuleViolation> {
    let players = match recorded {
        Some(recorded) => recorded.seating(players, |_| other_players(recorded))?,
        None => checked_names(players)?,
    };
    let seats = NameIndex::new(players.iter().map(String::as_str));
    let plays = plays
        .iter()
        .enumerate()
        .map(|(index, text)| {
            pile_play(&players, &seats, text).map_err(|v| RuleViolation {
                problem: t!(
                    "pig10-deal-play-at",
                    play = index + 1,
                    text = text.as_str(),
                    problem = v.problem
                ),
                ..v
            })
        })
        .collect::<Result<Vec<PilePlay>, RuleViolation>>()?;
    let outcome = match pig10::replay_deal(&players, cards, &plays) {
        Ok(outcome) => outcome,
        Err(violation) => return illegal_or_error(violation, DealVerdict::refused),
    };
    let reason = deal_reason(&players, &outcome);
    let mut lines: Vec<String> = (outcome.piles.iter().enumerate())
        .map(|(index, pile)| pile_line(&players, index, pile))
        .collect();
    lines.push(super::capitalised(&super::sanitize(&reason)) + ".");
    let comparison = recorded
        .map(|recorded| compare(&players, &outcome.collected, recorded))
        .transpose()?;
    if let Some((_, line)) = &comparison {
        lines.push(line.clone());
    }
    let json = DealVerdict {
        legal: true,
        piles: (outcome.piles.iter())
            .map(|pile| DealPile {
                taker: pile.taker.map(|seat| players[seat].clone()),
                cards: pile.cards,
            })
            .collect(),
        collected: players.iter().cloned().zip(outcome.collected).collect(),
        reason,
        recorded: comparison.map(|(word, _)| word),
    };
    verdict(true, lines.join("\n"), json)
}

/// Whether the recorded deal gave each typed player the cards they collected, in a word and a
/// sentence. The typed players must be the match's (exit 2).
fn compare(
    players: &[String],
    collected: &[u32],
    recorded: &RecordedRound,
) -> Result<(&'static str, String), RuleViolation> {
    let seats = NameIndex::new(recorded.players.iter().map(String::as_str));
    let claimed: Option<Vec<usize>> = players.iter().map(|name| seats.seat(name)).collect();
    let claimed = match claimed {
        // Every seat has its points in a scored deal: the lookups below stay in the seats.
        Some(claimed)
            if claimed.len() == recorded.players.len()
                && recorded.points.len() == recorded.players.len() =>
        {
            claimed
        }
        _ => return Err(other_players(recorded)),
    };
    let points: Vec<i64> = claimed.iter().map(|&seat| recorded.points[seat]).collect();
    let round = pig10::ID.round_title();
    if points
        .iter()
        .zip(collected)
        .all(|(&p, &n)| p == i64::from(n))
    {
        let line = t!(
            "cmd-check-recorded-agrees",
            round = round,
            seq = recorded.seq,
            id = recorded.match_id
        );
        return Ok(("agrees", line));
    }
    let listed = (players.iter().zip(&points))
        .map(|(name, points)| format!("{} {points}", PlayerName::stored(name.as_str())))
        .collect::<Vec<_>>()
        .join(", ");
    let line = t!(
        "cmd-check-recorded-differs",
        round = round,
        seq = recorded.seq,
        id = recorded.match_id,
        recorded = listed
    );
    Ok(("differs", line))
}

/// Typed players who are not the recorded deal's (exit 2).
fn other_players(recorded: &RecordedRound) -> RuleViolation {
    RuleViolation::malformed(
        t!(
            "error-check-other-players",
            id = recorded.match_id,
            players = recorded.players.join(", ")
        ),
        t!("error-check-other-players-hint", id = recorded.match_id),
    )
}

/// "Pile 1 (Steve 4, Sally 3, Jane 2, Claudio 6): over 10: Jane, …, takes the 4 cards."
fn pile_line(players: &[String], index: usize, pile: &PileOutcome) -> String {
    let plays = (pile.steps.iter())
        .map(|step| {
            format!(
                "{} {}",
                PlayerName::stored(players[step.seat].as_str()),
                step.card
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
    let outcome = super::sanitize(&pile_reason(players, pile)).into_owned();
    let id = match pile.taker {
        Some(_) => "pig10-deal-pile",
        None => "pig10-deal-pile-left",
    };
    t!(id, pile = index + 1, plays = plays, outcome = outcome)
}

/// The cards collected in words: "Steve 0, Sally 2, Jane 4, Claudio 0 (6 in all)", and the cards
/// left in the middle, which belong to nobody.
fn deal_reason(players: &[String], outcome: &DealOutcome) -> String {
    let counts = (players.iter().zip(&outcome.collected))
        .map(|(name, n)| format!("{name} {n}"))
        .collect::<Vec<_>>()
        .join(", ");
    let collected: u32 = outcome.collected.iter().sum();
    let piles = outcome.piles.len();
    match outcome.left_in_middle() {
        0 => t!(
            "pig10-deal-collected",
            piles = piles,
            counts = counts,
            collected = collected
        ),
        left => t!(
            "pig10-deal-collected-left",
            piles = piles,
            counts = counts,
            collected = collected,
            left = t!("pig10-cards", count = left)
        ),
    }
}
