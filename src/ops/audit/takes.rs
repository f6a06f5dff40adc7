//! `check history` on the audit trail: every take of a round that `undo` withdrew or `edit`
//! replaced is kept with the scores it had, and those must follow from its entry too.
//!
//! Such a take was scored from the standing as it stood when it was withdrawn (an edit rescores
//! the later live rounds in place, so they always follow from the rules): the rules' replay of
//! the takes live then. Which those were is told by the times: the stored ones (to the second)
//! and the time-ordered UUIDs (to the millisecond). Where times cannot tell (another table's
//! clock, edits within one millisecond), each position is also judged from every standing the
//! takes before it can give: the standing stored with each take of the position before, and the
//! rules' standing after each of them (from each standing before that). A take is reported when
//! it follows from none, with what the rules give from the closest of them.

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
    let (precise, stored) = (times(rounds, true), times(rounds, false));
    let mut befores = vec![start];
    let mut checked = 0;
    for seq in 1..=last {
        let takes: Vec<&RoundRecord> = rounds
            .iter()
            .filter(|round| round.seq == seq && is_scored(round))
            .collect();
        for take in takes.iter().filter(|take| take.withdrawn) {
            checked += 1;
            // The UUIDs' clock first, then the stored times alone (a table whose stored
            // times were set apart from its clock, as tests do), then every combination.
            let mut candidates = alive_befores(info, rounds, &precise, take).unwrap_or_default();
            candidates.extend(alive_befores(info, rounds, &stored, take).unwrap_or_default());
            candidates.extend(befores.iter().cloned());
            findings.extend(judge(info, take, &candidates));
        }
        befores = standings_after(info, &takes, &befores);
        if befores.is_empty() {
            break;
        }
    }
    checked
}

/// The standings `take` was scored from when it was withdrawn: the rules' replay of the takes
/// that were live then at every position before it (an edit rescores every later live round, so
/// the live rounds always follow from the rules). `None` when a position before it had no live
/// take then (times from another table's clock) or the times cannot be read. `times`: when each
/// of `rounds` was recorded and withdrawn, as [`times`] gives them.
fn alive_befores(
    info: &MatchInfo,
    rounds: &[RoundRecord],
    times: &[Times],
    take: &RoundRecord,
) -> Option<Vec<Standing>> {
    let index = rounds.iter().position(|round| std::ptr::eq(round, take))?;
    let at = times[index].withdrawn?;
    let live_then = |time: &Times| {
        time.created.is_some_and(|created| created.0 <= at.1)
            && time.withdrawn.is_none_or(|gone| gone.1 >= at.0)
    };
    let mut befores = vec![Standing::start(&info.names())];
    for seq in 1..take.seq {
        let takes: Vec<&RoundRecord> = (rounds.iter().zip(times))
            .filter(|(round, time)| round.seq == seq && is_scored(round) && live_then(time))
            .map(|(round, _)| round)
            .collect();
        let mut after = Vec::new();
        rules_after(info, &takes, &befores, &mut after);
        if after.is_empty() {
            return None;
        }
        befores = after;
    }
    Some(befores)
}

/// When something happened, as the earliest and the latest it may have been, in milliseconds
/// since 1970: a stored time is kept to the second, a time-ordered UUID to the millisecond.
type Span = (i64, i64);

/// When a take was recorded, and when it was withdrawn (`None` while live, or unreadable).
#[derive(Clone, Copy)]
struct Times {
    created: Option<Span>,
    withdrawn: Option<Span>,
}

/// The times of every one of `rounds`, in order. `precise`: the time-ordered UUIDs'
/// milliseconds where there are some, else the stored seconds alone.
fn times(rounds: &[RoundRecord], precise: bool) -> Vec<Times> {
    let created: Vec<Option<Span>> = rounds.iter().map(|r| created(r, precise)).collect();
    (rounds.iter().enumerate())
        .map(|(index, round)| {
            // Withdrawn by an edit: when the take that replaced it was recorded.
            let uuid = round.uuid.to_string();
            let replacement = (rounds.iter()).position(|other| {
                other.seq == round.seq && other.trail().replaces.as_deref() == Some(&uuid)
            });
            let withdrawn = round.withdrawn.then(|| {
                replacement
                    .and_then(|other| created[other])
                    .or_else(|| second(round.trail().withdrawn_at.as_deref()?))
            });
            Times {
                created: created[index],
                withdrawn: withdrawn.flatten(),
            }
        })
        .collect()
}

/// When a take was recorded: its UUID's time (version 7), else its stored time.
fn created(round: &RoundRecord, precise: bool) -> Option<Span> {
    if let Some(stamp) = round.uuid.get_timestamp().filter(|_| precise) {
        let (seconds, nanos) = stamp.to_unix();
        let millis = i64::try_from(seconds).ok()? * 1000 + i64::from(nanos / 1_000_000);
        return Some((millis, millis));
    }
    second(&round.created_at)
}

/// A stored RFC 3339 time, kept to the second: any millisecond of that second.
fn second(text: &str) -> Option<Span> {
    let millis = chrono::DateTime::parse_from_rfc3339(text)
        .ok()?
        .timestamp_millis();
    Some((millis, millis + 999))
}

/// Adds to `after` the rules' standing after each of `takes` from each of `befores`; each once,
/// `after` holding at most [`MOST_STANDINGS`].
fn rules_after(
    info: &MatchInfo,
    takes: &[&RoundRecord],
    befores: &[Standing],
    after: &mut Vec<Standing>,
) {
    for take in takes {
        for before in befores {
            if let Ok(outcome) = scored(info, take, before) {
                let mut next = before.after(&outcome);
                next.rounds_played = take.seq;
                keep(after, next);
            }
        }
    }
}

/// Adds `standing` to `after` unless it is there already or `after` is full.
fn keep(after: &mut Vec<Standing>, standing: Standing) {
    if after.len() < MOST_STANDINGS && !after.contains(&standing) {
        after.push(standing);
    }
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

/// Every standing after the position of `takes`: the one stored with each take, then the
/// rules' after each take from each standing before it; each once, at most [`MOST_STANDINGS`].
/// The stored ones come first: the standings the rules give multiply with every edit before
/// them, and a later take was scored from a stored one (an edit rescores in place).
fn standings_after(
    info: &MatchInfo,
    takes: &[&RoundRecord],
    befores: &[Standing],
) -> Vec<Standing> {
    let mut after: Vec<Standing> = Vec::new();
    if let Some(template) = befores.first() {
        for take in takes {
            keep(&mut after, stored_after(template, take));
        }
    }
    rules_after(info, takes, befores, &mut after);
    after
}
