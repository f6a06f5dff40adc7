//! `check history`: every stored round replayed through its game's engine, as `round` scores it,
//! and compared with what is stored (each seat's points, running total, out, notes and running
//! figures), then the match's end with what its rules say. One pass over each match's rows, in
//! one snapshot; nothing is written.
//!
//! The takes of a round that `undo` withdrew or `edit` replaced, kept in the audit trail with
//! their scores, are checked too (`takes.rs`): each must follow from its entry and a standing it
//! could have been scored from.
//!
//! Each round is replayed from the standing stored before it, so a finding points at the round
//! that is wrong rather than at every round after it. A round right after a reported one may
//! instead follow from the standing the rules gave for that one (a single altered row: the rounds
//! after it were scored from the right totals); it is reported only when it follows from neither.

use std::collections::BTreeMap;

use serde_json::{Value, json};

use crate::games::names::PlayerName;
use crate::games::{Game, GameId, Note, Outcome, Progress, SeamError, SeatResult, Standing};
use crate::ops::OpError;
use crate::ops::no_such_match;
use crate::packed::Packed;
use crate::store::{Ending, MatchInfo, RoundRecord, RoundsWanted, ScoreRecord, Status, Store};

/// What `check history` found: how much it replayed, and every stored value that does not
/// follow from the rules.
#[derive(Clone, Debug, Default)]
pub struct Audit {
    pub matches: usize,
    /// Live scored rounds replayed.
    pub rounds: usize,
    pub findings: Vec<Finding>,
}

impl Audit {
    /// How many rounds have at least one finding (a match's end or options are not a round).
    pub fn rounds_at_fault(&self) -> usize {
        let mut rounds: Vec<(i64, u32, Option<u32>)> = self
            .findings
            .iter()
            .filter(|f| !matches!(f.what, Checked::End | Checked::Options))
            .map(|f| (f.match_id, f.seq, f.take))
            .collect();
        rounds.dedup();
        rounds.len()
    }
}

/// What a finding is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Checked {
    /// The match's options no longer read (nothing of the match could be replayed).
    Options,
    /// The round's entry no longer scores: the engine refuses it, or cannot read it.
    Entry,
    /// The round was played after the rules had ended the match.
    Late,
    Points,
    Total,
    Out,
    Notes,
    /// The game's running figures (bids hit, deals won, ...).
    Counters,
    /// How the match stands as a whole after its last round: ended by its rules or not.
    End,
}

impl Checked {
    /// The word `--json` prints.
    pub fn as_str(self) -> &'static str {
        match self {
            Checked::Options => "options",
            Checked::Entry => "entry",
            Checked::Late => "late",
            Checked::Points => "points",
            Checked::Total => "total",
            Checked::Out => "out",
            Checked::Notes => "notes",
            Checked::Counters => "counters",
            Checked::End => "end",
        }
    }
}

/// One stored value that does not follow from the rules.
#[derive(Clone, Debug, PartialEq)]
pub struct Finding {
    pub match_id: i64,
    pub game: GameId,
    /// The round (from 1); for the end, the last round played (0: none).
    pub seq: u32,
    /// Which take of the round, when the finding is about one that was withdrawn or replaced
    /// (kept in the audit trail); `None` for the live round.
    pub take: Option<u32>,
    /// The seat's player, when it is about one seat.
    pub player: Option<PlayerName>,
    pub what: Checked,
    pub stored: Value,
    /// What the rules give; `null` where they give nothing (an entry they refuse).
    pub expected: Value,
    /// What is stored against what the rules give, and the rule, in words.
    pub reason: String,
}

/// Replays every match (`only`: that one) in one snapshot. An unknown match is refused in the
/// words every command refuses it with.
pub fn audit_history(store: &Store, only: Option<i64>) -> Result<Audit, OpError> {
    store.read(|reader| {
        let ids = match only {
            Some(id) => vec![id],
            None => reader.match_ids()?,
        };
        let mut audit = Audit::default();
        for id in ids {
            let Some(info) = reader.load_match(id)? else {
                // Every listed id is in this snapshot: only a match asked for can be missing.
                return Err(no_such_match(
                    reader,
                    id,
                    crate::said!("error-check-which-hint"),
                ));
            };
            let rounds = reader.rounds_of(&info, RoundsWanted::ALL)?;
            audit.matches += 1;
            audit.rounds += replay_match(&info, &rounds, &mut audit.findings)?;
            takes::check_old_takes(&info, &rounds, &mut audit.findings);
        }
        Ok(audit)
    })
}

/// Replays the live rounds of one match (`rounds` in order, as `rounds_of` gives them), adding
/// what does not follow from the rules to `findings`; returns how many rounds it replayed.
pub(crate) fn replay_match(
    info: &MatchInfo,
    rounds: &[RoundRecord],
    findings: &mut Vec<Finding>,
) -> Result<usize, OpError> {
    let game = info.game.game();
    let start = Standing::start(&info.names());
    let scored: Vec<(&RoundRecord, &Packed)> = rounds
        .iter()
        .filter(|round| !round.withdrawn)
        // A round only opened (bids) waits for its entry: nothing to replay yet.
        .filter_map(|round| round.entry.as_ref().map(|entry| (round, entry)))
        .collect();
    if let Err(refused) = game.progress(&info.options, &start) {
        findings.push(Finding {
            stored: info.options.clone(),
            reason: crate::t!("cmd-audit-options", refused = refused.to_string()),
            ..blank_finding(info, 0, None, Checked::Options)
        });
        return Ok(scored.len());
    }
    // The standing stored before the round, and after a reported round the one the rules gave.
    let mut stored = start;
    let mut by_rules: Option<Standing> = None;
    for (index, &(round, entry)) in scored.iter().enumerate() {
        stored.rounds_played = round.seq.saturating_sub(1);
        let judged_from = by_rules.as_ref().unwrap_or(&stored);
        if game.progress(&info.options, judged_from)? == Progress::Ended {
            findings.push(Finding {
                stored: entry.to_json(),
                reason: played_late(info, round.seq, scored.len() - index - 1),
                ..blank_finding(info, round.seq, None, Checked::Late)
            });
            // The end is that finding: the rounds after it have no rules to follow.
            return Ok(scored.len());
        }
        let opening = round.opening.as_ref().map(Packed::to_json);
        let entry = entry.to_json();
        let score = |before: &Standing| game.score(&info.options, before, opening.as_ref(), &entry);
        let mut before = judged_from;
        let mut scored_now = score(before);
        // Right after a reported round, the stored rounds may carry on from what is stored (a
        // scorer that went wrong once and added up from there): judged from that, if it follows.
        if by_rules.is_some() && !follows(&scored_now, &round.scores) {
            let from_stored = score(&stored);
            if follows(&from_stored, &round.scores) {
                (before, scored_now) = (&stored, from_stored);
            }
        }
        let next = match scored_now {
            Ok(outcome) => {
                let found = differences(info, round, before, &outcome);
                let next = (!found.is_empty()).then(|| before.after(&outcome));
                findings.extend(found);
                next
            }
            Err(refused) => {
                findings.push(Finding {
                    stored: entry.clone(),
                    reason: refusal(info, &refused),
                    ..blank_finding(info, round.seq, None, Checked::Entry)
                });
                None
            }
        };
        by_rules = next;
        stored = stored_after(&stored, round);
    }
    // The end as the rules give it after the last round: from the standing they gave for it.
    findings.extend(end_finding(info, game, &by_rules.unwrap_or(stored))?);
    Ok(scored.len())
}

/// A finding about round `seq` of the live rounds, its values still to be filled in.
fn blank_finding(info: &MatchInfo, seq: u32, player: Option<PlayerName>, what: Checked) -> Finding {
    Finding {
        match_id: info.id,
        game: info.game,
        seq,
        take: None,
        player,
        what,
        stored: Value::Null,
        expected: Value::Null,
        reason: String::new(),
    }
}

/// Whether the round scored as stored: every seat's points, total, out, notes and figures.
fn follows(scored: &Result<Outcome, SeamError>, stored: &[ScoreRecord]) -> bool {
    match scored {
        Ok(outcome) => {
            outcome.seats.len() == stored.len()
                && outcome
                    .seats
                    .iter()
                    .zip(stored)
                    .all(|(result, score)| ScoreRecord::from(result) == *score)
        }
        Err(_) => false,
    }
}

/// The standing stored after `round`: its running totals, out flags and figures.
fn stored_after(before: &Standing, round: &RoundRecord) -> Standing {
    let mut after = before.clone();
    after.rounds_played = round.seq;
    for (seat, score) in after.seats.iter_mut().zip(&round.scores) {
        seat.total = score.total;
        seat.out = score.out;
        seat.counters.clone_from(score.counters());
    }
    after
}

/// Each seat's stored values that differ from what the rules give (`outcome`, scored from
/// `before`), with the rules' explanation of the round.
fn differences(
    info: &MatchInfo,
    round: &RoundRecord,
    before: &Standing,
    outcome: &Outcome,
) -> Vec<Finding> {
    let why = outcome.explanation.join(" ");
    let mut found = Vec::new();
    for (seat, (rules, stored)) in outcome.seats.iter().zip(&round.scores).enumerate() {
        let name = before
            .seats
            .get(seat)
            .map(|s| s.name.clone())
            .unwrap_or_default();
        let from = before.seats.get(seat).map_or(0, |s| s.total);
        for (what, old, new, claim) in seat_differences(info, &name, from, rules, stored) {
            found.push(Finding {
                match_id: info.id,
                game: info.game,
                seq: round.seq,
                take: round.withdrawn.then_some(round.take),
                player: Some(name.clone()),
                what,
                stored: old,
                expected: new,
                reason: if why.is_empty() {
                    claim
                } else {
                    format!("{claim} ({why})")
                },
            });
        }
    }
    found
}

/// What one seat stored that the rules (`rules`) give otherwise: each as what is checked, the
/// stored value, the rules' value and the claim in words. `from` is the seat's total before.
fn seat_differences(
    info: &MatchInfo,
    name: &PlayerName,
    from: i64,
    rules: &SeatResult,
    stored: &ScoreRecord,
) -> Vec<(Checked, Value, Value, String)> {
    let game = info.game.game();
    let mut found = Vec::new();
    if stored.points != rules.points {
        found.push((
            Checked::Points,
            json!(stored.points),
            json!(rules.points),
            crate::t!(
                "cmd-audit-points",
                name = name.to_string(),
                stored = stored.points,
                rules = rules.points
            ),
        ));
    }
    if stored.total != rules.total {
        found.push((
            Checked::Total,
            json!(stored.total),
            json!(rules.total),
            crate::t!(
                "cmd-audit-total",
                name = name.to_string(),
                stored = stored.total,
                rules = rules.total,
                from = from,
                game = info.game.id()
            ),
        ));
    }
    if stored.out != rules.out {
        let claim = crate::t!(
            "cmd-audit-out",
            name = name.to_string(),
            out = if stored.out { "yes" } else { "no" }
        );
        found.push((Checked::Out, json!(stored.out), json!(rules.out), claim));
    }
    if stored.notes() != rules.notes {
        found.push((
            Checked::Notes,
            json!(stored.notes()),
            json!(rules.notes),
            crate::t!(
                "cmd-audit-notes",
                name = name.to_string(),
                stored = notes_text(game, stored.notes()),
                rules = notes_text(game, &rules.notes)
            ),
        ));
    }
    if *stored.counters() != rules.counters {
        found.push((
            Checked::Counters,
            json!(stored.counters()),
            json!(rules.counters),
            counters_claim(name, stored.counters(), rules),
        ));
    }
    found
}

/// Notes in the game's words: "'halved 100 → 50'", or "none".
fn notes_text(game: &dyn Game, notes: &[Note]) -> String {
    if notes.is_empty() {
        return crate::t!("cmd-audit-no-notes");
    }
    let words: Vec<String> = notes.iter().map(|note| game.note_text(note)).collect();
    format!("'{}'", words.join(", "))
}

/// "Bob's bids_hit is stored as 3 but the rules give 2", one clause per figure that differs.
fn counters_claim(name: &PlayerName, stored: &BTreeMap<String, i64>, rules: &SeatResult) -> String {
    let shown =
        |value: Option<&i64>| value.map_or_else(|| crate::t!("cmd-audit-nothing"), i64::to_string);
    let mut keys: Vec<&String> = stored.keys().chain(rules.counters.keys()).collect();
    keys.sort();
    keys.dedup();
    keys.into_iter()
        .filter(|key| stored.get(*key) != rules.counters.get(*key))
        .map(|key| {
            crate::t!(
                "cmd-audit-counter",
                name = name.to_string(),
                key = key.as_str(),
                stored = shown(stored.get(key)),
                rules = shown(rules.counters.get(key))
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// The engine's refusal of a stored entry, in words.
fn refusal(info: &MatchInfo, refused: &SeamError) -> String {
    match refused {
        SeamError::Violation(violation) => crate::t!(
            "cmd-audit-no-longer-scores",
            problem = violation.problem.as_str(),
            legal = violation.legal.as_str()
        ),
        SeamError::Stored { .. } => crate::t!(
            "cmd-audit-unreadable",
            title = info.game.title(),
            game = info.game.id(),
            refused = refused.to_string()
        ),
    }
}

/// A round played after the rules had ended the match, and how many more came after it.
fn played_late(info: &MatchInfo, seq: u32, after: usize) -> String {
    let game = info.game.id();
    let more = match after {
        0 => String::new(),
        count => format!(
            " {}",
            crate::t!("cmd-audit-late-more", game = game, count = count)
        ),
    };
    crate::t!(
        "cmd-audit-late",
        game = game,
        last = seq.saturating_sub(1),
        seq = seq,
        more = more,
        rules = describe(info)
    )
}

/// A match's stored end against its rules at `standing` (after its last round, which the
/// finding names): one ended by its rules must be ended by them there, and one in progress must
/// not be. A match `finish` ended, or abandoned, is the table's choice, whatever the rules say.
fn end_finding(
    info: &MatchInfo,
    game: &dyn Game,
    standing: &Standing,
) -> Result<Option<Finding>, OpError> {
    let ended = game.progress(&info.options, standing)? == Progress::Ended;
    let game = info.game.id();
    let last = standing.rounds_played;
    let (stored, expected, reason) = match (info.status, info.ended_by, ended) {
        (Status::Finished, Some(Ending::Rules), false) => (
            "ended-by-rules",
            "in-progress",
            crate::t!(
                "cmd-audit-not-ended",
                game = game,
                last = last,
                rules = describe(info)
            ),
        ),
        (Status::InProgress, _, true) => (
            "in-progress",
            "ended-by-rules",
            crate::t!(
                "cmd-audit-ended",
                game = game,
                last = last,
                rules = describe(info)
            ),
        ),
        _ => return Ok(None),
    };
    Ok(Some(Finding {
        match_id: info.id,
        game: info.game,
        seq: last,
        take: None,
        player: None,
        what: Checked::End,
        stored: json!(stored),
        expected: json!(expected),
        reason,
    }))
}

/// The match's options in words ("last one standing wins, bonus cards off").
fn describe(info: &MatchInfo) -> String {
    info.game
        .game()
        .describe_options(&info.options)
        .unwrap_or_default()
}

mod takes;
#[cfg(test)]
mod tests;
