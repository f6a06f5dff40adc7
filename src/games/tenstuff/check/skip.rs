//! `check tenstuff skip`: what a player skipped with a 10 may hand back, and who plays next.

use serde::Serialize;

use super::{cards_of, codes, seat_named, table_of, verdict_line};
use crate::games::RuleViolation;
use crate::games::Verdict;
use crate::games::forms::{capitalised, illegal_or_error, verdict};
use crate::games::names::safe_text as sanitize;
use crate::games::tenstuff::cards::parse_tenstuff_card;
use crate::games::tenstuff::seating::{Direction, next_seat};
use crate::games::tenstuff::skip::{ReturnProblem, skip_with, skipped_turn};

/// The form as typed.
pub(super) struct Asked<'a> {
    pub ten: &'a str,
    pub hand: &'a [String],
    pub give: Option<&'a [String]>,
    pub players: &'a [String],
    pub skipped: Option<&'a str>,
    pub counterclockwise: bool,
}

/// `check tenstuff skip --json`: the 10 (its code), the cards that may be handed back (every
/// such card of the hand; with `--give`, those of the cards given), each card given that may
/// not with why, who plays next (a name with `--players`, else `null`), and the rule in words.
#[derive(Debug, Serialize)]
struct SkipVerdict<'a> {
    legal: bool,
    ten: String,
    allowed: Vec<String>,
    refused: Vec<RefusedReturn<'a>>,
    next: Option<String>,
    reason: String,
}

/// A card that may not be handed back: its code, the rule it breaks, and why in words.
#[derive(Debug, Serialize)]
struct RefusedReturn<'a> {
    card: String,
    problem: ReturnProblem,
    why: &'a str,
}

pub(super) fn run(asked: &Asked<'_>) -> Result<Verdict, RuleViolation> {
    let ten = parse_tenstuff_card(asked.ten).map_err(RuleViolation::from)?;
    let hand = cards_of(asked.hand)?;
    let give = asked.give.map(cards_of).transpose()?;
    // Who plays next: the player after the skipped one, in the direction of play.
    let table = match asked.skipped {
        Some(skipped) => {
            let (players, seats) = table_of(asked.players)?;
            let seat = seat_named(&players, &seats, skipped)?;
            Some((players, seat))
        }
        None => None,
    };
    let refused_verdict = |reason| SkipVerdict {
        legal: false,
        ten: ten.code(),
        allowed: Vec::new(),
        refused: Vec::new(),
        next: None,
        reason,
    };
    if let Some((players, _)) = &table
        && let Err(violation) = crate::games::tenstuff::check_player_count(players.len())
    {
        return illegal_or_error(violation, refused_verdict);
    }
    let back = match skip_with(ten, &hand, give.as_deref()) {
        Ok(back) => back,
        Err(violation) => return illegal_or_error(violation, refused_verdict),
    };
    let direction = if asked.counterclockwise {
        Direction::Counterclockwise
    } else {
        Direction::Clockwise
    };
    let next = table.as_ref().map(|(players, seat)| {
        let next = next_seat(players.len(), *seat, direction, |_| false);
        (players[*seat].as_str(), players[next].as_str())
    });
    let turn = skipped_turn(
        next.map(|(skipped, _)| skipped),
        next.map(|(_, next)| (next, direction)),
    );
    let legal = back.legal();
    verdict(
        legal,
        format!(
            "{}\n{}.",
            verdict_line(legal, &back.reason),
            capitalised(&sanitize(&turn))
        ),
        SkipVerdict {
            legal,
            ten: ten.code(),
            allowed: codes(&back.allowed),
            refused: back
                .refused
                .iter()
                .map(|r| RefusedReturn {
                    card: r.card.code(),
                    problem: r.problem,
                    why: &r.why,
                })
                .collect(),
            next: next.map(|(_, next)| next.to_string()),
            reason: back.reason.clone(),
        },
    )
}
