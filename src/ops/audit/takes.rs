//! `check history` on the audit trail: every take of a round that `undo` withdrew or `edit`
//! replaced is kept with the scores it had, and those must follow from its entry too.
//!
//! Such a take was scored from the standing as it stood when it was recorded: the takes then
//! live before it. Which takes those were is not stored (a later edit rescored the live rounds
//! in place), so each position is judged from every standing the takes before it can give:
//! the rules' standing after each take of the position before (from each standing before that),
//! and the standing stored with each of them. A take is reported when it follows from none, with
//! what the rules give from the first of them (the match as first recorded).

use serde_json::Value;

use super::{Checked, Finding, differences, follows, refusal, stored_after};
use crate::games::Standing;
use crate::packed::Packed;
use crate::store::{MatchInfo, RoundRecord};

/// How many standings before one position are kept at most: each edit before it adds a few.
const MOST_STANDINGS: usize = 64;

/// Checks every withdrawn or replaced take of the match (`rounds`: every take, in order of
/// position and take, as `rounds_of` gives them with the withdrawn ones), adding what does not
/// follow from the rules to `findings`; returns how many takes it checked.
pub(super) fn check_old_takes(
    info: &MatchInfo,
    rounds: &[RoundRecord],
    findings: &mut Vec<Finding>,
) -> usize {
    let is_old = |round: &&RoundRecord| round.withdrawn && is_scored(round);
    let Some(last) = rounds.iter().filter(is_old).map(|round| round.seq).max() else {
        return 0;
    };
    let start = Standing::start(&info.names());
    // Unreadable options are the match's finding already; nothing scores without them.
    if info.game.game().progress(&info.options, &start).is_err() {
        return 0;
    }
    let mut befores = vec![start];
    let mut checked = 0;
    for seq in 1..=last {
        let takes: Vec<&RoundRecord> = rounds
            .iter()
            .filter(|round| round.seq == seq && is_scored(round))
            .collect();
        for take in takes.iter().filter(|take| take.withdrawn) {
            checked += 1;
            findings.extend(judge(info, take, &befores));
        }
        befores = standings_after(info, &takes, &befores);
        if befores.is_empty() {
            break;
        }
    }
    checked
}

/// A take with an entry and its scores (one only opened, bids alone, has nothing to check).
fn is_scored(round: &RoundRecord) -> bool {
    round.entry.is_some() && !round.scores.is_empty()
}

/// What the rules give for `take` from `before`.
fn scored(
    info: &MatchInfo,
    take: &RoundRecord,
    before: &Standing,
) -> Result<crate::games::Outcome, crate::games::SeamError> {
    let mut before = before.clone();
    before.rounds_played = take.seq.saturating_sub(1);
    let opening = take.opening.as_ref().map(Packed::to_json);
    let entry = take.entry.as_ref().map_or(Value::Null, Packed::to_json);
    info.game
        .game()
        .score(&info.options, &before, opening.as_ref(), &entry)
}

/// The findings of one old take: none when it follows from one of `befores`, else the fewest
/// differences from a standing its entry scores from (the values altered, not those a
/// standing it was not scored from would change), or the engine's refusal.
fn judge(info: &MatchInfo, take: &RoundRecord, befores: &[Standing]) -> Vec<Finding> {
    let mut closest: Option<Vec<Finding>> = None;
    let mut refused = None;
    for before in befores {
        let outcome = scored(info, take, before);
        if follows(&outcome, &take.scores) {
            return Vec::new();
        }
        match outcome {
            Ok(outcome) => {
                let found = differences(info, take, before, &outcome);
                if closest.as_ref().is_none_or(|c| found.len() < c.len()) {
                    closest = Some(found);
                }
            }
            Err(e) if refused.is_none() => refused = Some(e),
            Err(_) => {}
        }
    }
    if let Some(found) = closest {
        return found;
    }
    refused
        .map(|refused| Finding {
            match_id: info.id,
            game: info.game,
            seq: take.seq,
            take: Some(take.take),
            player: None,
            what: Checked::Entry,
            stored: take.entry.as_ref().map_or(Value::Null, Packed::to_json),
            expected: Value::Null,
            reason: refusal(info, &refused),
        })
        .into_iter()
        .collect()
}

/// Every standing after the position of `takes`: the rules' after each take from each standing
/// before it, then the one stored with each take; each once, at most [`MOST_STANDINGS`].
fn standings_after(
    info: &MatchInfo,
    takes: &[&RoundRecord],
    befores: &[Standing],
) -> Vec<Standing> {
    let mut after: Vec<Standing> = Vec::new();
    let mut keep = |standing: Standing| {
        if after.len() < MOST_STANDINGS && !after.contains(&standing) {
            after.push(standing);
        }
    };
    for take in takes {
        for before in befores {
            if let Ok(outcome) = scored(info, take, before) {
                let mut next = before.after(&outcome);
                next.rounds_played = take.seq;
                keep(next);
            }
        }
    }
    if let Some(template) = befores.first() {
        for take in takes {
            keep(stored_after(template, take));
        }
    }
    after
}
