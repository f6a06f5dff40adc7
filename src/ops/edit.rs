//! Editing a past round: the replacement is scored from the standing before it, and every later
//! round is rescored from its stored entry, since rules such as halving depend on the totals.

mod changes;

use serde_json::Value;

use crate::games::{Flag, GameId, Outcome, refuse_foreign};
use crate::games::{Progress, RoundInput, SeamError, Standing};
use crate::ops::OpError;
use crate::ops::{MatchState, explanation_from, final_places, reload, state_of};
use crate::packed::pack;
use changes::Rescoring;
pub use changes::{LaterChange, NoteChange};

use crate::store::{
    Ending, LiveEntry, MatchInfo, OpenRound, Replacement, ScoreRecord, Status, Store,
};

/// The most characters an edit's reason may have, on the command line, in `play` and in an
/// import: room for a few sentences, while `show --all` stays readable.
pub const LONGEST_REASON: usize = 500;

/// A past round's correction as typed.
pub struct Edit<'a> {
    pub match_id: i64,
    /// The round, as numbered by `show` (from 1).
    pub seq: u32,
    pub input: &'a RoundInput,
    /// Corrected bids (10 op en neer), else the round keeps what opened it.
    pub opening: Option<&'a RoundInput>,
    pub reason: &'a str,
    /// The match as `play` showed it when the fix was asked for: refused when another terminal
    /// moved it since.
    pub typed_on: Option<&'a MatchState>,
}

/// What an edit changed.
pub struct Edited {
    pub state: MatchState,
    /// How many later rounds were rescored.
    pub rescored: usize,
    /// The notes the rescored rounds gained, lost or changed (a halving, going out).
    pub changes: Vec<LaterChange>,
    /// The match had ended and is in progress again: the rules no longer end it.
    pub reopened: bool,
    /// The match was in progress and the rules end it now.
    pub ended: bool,
    /// The round already read so (entry and bids alike): nothing was written.
    pub unchanged: bool,
}

/// A past round as `play` asks for it again: the match as it would stand while that round was
/// played (the standing before it, and what opened it as the open round), so that the game's
/// questions for a new round ask for it unchanged.
pub struct PastRound {
    pub info: MatchInfo,
    pub before: Standing,
}

/// Round `seq` of a match, as it was being played, in one snapshot.
pub fn past_round(store: &Store, match_id: i64, seq: u32) -> Result<PastRound, OpError> {
    store.read(|reader| {
        let mut info = crate::ops::named_match(reader, match_id)?;
        refuse_unless_past(&info, seq)?;
        let before = reader.standing_after(&info, seq - 1)?;
        info.open_round = reader
            .round_opening(info.id, seq)?
            .map(|opening| OpenRound {
                take: 1,
                seq,
                opening,
            });
        Ok(PastRound { info, before })
    })
}

impl PastRound {
    /// The past round opened again with corrected bids, checked by the rules as `bid` checks
    /// them.
    pub fn opened_again(&self, bids: &RoundInput) -> Result<PastRound, OpError> {
        let opening = self
            .info
            .game
            .game()
            .open(&self.info.options, &self.before, bids)?;
        let mut info = self.info.clone();
        info.open_round = Some(OpenRound {
            take: 1,
            seq: self.before.rounds_played + 1,
            opening,
        });
        Ok(PastRound {
            info,
            before: self.before.clone(),
        })
    }
}

/// An edit's reason is at most [`LONGEST_REASON`] characters and holds no character that would
/// print otherwise than it is stored (exit 2): no control character (`import` refuses one, so a
/// reason that could be given here would not come back), and no direction, line or invisible
/// character, which could make `show --all` read differently from what was stored.
pub fn check_reason(reason: &str) -> Result<(), OpError> {
    if let Some(unshown) = crate::games::names::unshown_char(reason) {
        return Err(OpError::usage(
            crate::said!(
                "error-edit-reason-control",
                char = unshown.char,
                effect = unshown.effect
            ),
            crate::said!("error-edit-reason-control-hint"),
        ));
    }
    let length = reason.trim().chars().count();
    if length > LONGEST_REASON {
        return Err(OpError::usage(
            crate::said!(
                "error-edit-reason-long",
                length = length,
                most = LONGEST_REASON
            ),
            crate::said!("error-edit-reason-long-hint", most = LONGEST_REASON),
        ));
    }
    Ok(())
}

/// An edit names a round the match has played.
fn refuse_unless_past(info: &MatchInfo, seq: u32) -> Result<(), OpError> {
    // The round opened (bids in) but not yet played has nothing to edit: it is recorded, or its
    // opening withdrawn.
    if let Some(open) = info.open_round.as_ref().filter(|open| open.seq == seq) {
        let opening = info.game.opening_word();
        // Where the match stands (the round is there, not yet played): exit 3, where a round
        // the match does not have is a lookup (exit 2).
        return Err(OpError::rule(
            crate::said!(
                "error-edit-open-round",
                id = info.id,
                seq = open.seq,
                round = info.game.round_word(),
                opening = opening.as_str()
            ),
            crate::said!(
                "error-edit-open-round-hint",
                id = info.id,
                opening = opening.as_str()
            ),
        ));
    }
    if seq == 0 || seq > info.rounds {
        return Err(OpError::usage(
            crate::said!(
                "error-edit-no-round",
                id = info.id,
                seq = seq,
                game = info.game.id()
            ),
            crate::said!(
                "error-edit-no-round-hint",
                rounds = info.rounds,
                id = info.id,
                game = info.game.id()
            ),
        ));
    }
    Ok(())
}

/// Replaces a past round and rescores the ones after it, in one transaction.
pub fn edit_round(store: &mut Store, edit: &Edit<'_>) -> Result<Edited, OpError> {
    check_reason(edit.reason)?;
    store.write_if(|writer| {
        let info = crate::ops::named_match(writer, edit.match_id)?;
        crate::ops::refuse_if_moved(writer, &info, edit.typed_on)?;
        refuse_unless_past(&info, edit.seq)?;
        refuse_flags_edit_lacks(info.game, edit)?;
        let game = info.game.game();
        let before = writer.standing_after(&info, edit.seq - 1)?;
        // The edited round and every later one in one read (a round trip on the server).
        let entries = writer.entries_from(info.id, edit.seq)?;
        let (edited, later) = match entries.split_first() {
            Some((first, later)) if first.seq == edit.seq => (Some(first), later),
            _ => (None, &entries[..]),
        };
        let opening = opening_of(writer, (&info, &before), edit, edited)?;
        let entry = game.parse(&info.options, &before, opening.as_ref(), edit.input)?;
        if reads_so(game, edited, opening.as_ref(), &entry) {
            // Not even an edit in the audit trail: the transaction is rolled back.
            return Ok((unchanged(writer, info)?, false));
        }
        let outcome = game.score(&info.options, &before, opening.as_ref(), &entry)?;
        let (standing, rescored) = rescore_later(&info, edit.seq, later, before.after(&outcome))?;
        let replaced_explanation = explanation_from(&info, &before, edited);
        writer.replace_round(
            &info,
            &Replacement {
                seq: edit.seq,
                opening: opening.as_ref(),
                entry: &entry,
                outcome: &outcome,
                reason: edit.reason.trim(),
                replaced_explanation: &replaced_explanation,
            },
        )?;
        for (seq, outcome) in &rescored {
            writer.rescore_round(&info, *seq, outcome)?;
        }
        let changes = Rescoring::new(&info, &before, (edited, later)).changes(&rescored);
        let rules_end_it = game.progress(&info.options, &standing)? == Progress::Ended;
        let was_over = info.status != Status::InProgress;
        end_as_edited(writer, &info, &standing, rules_end_it)?;
        let rescored_count = rescored.len();
        let last = match rescored.into_iter().last() {
            Some((_, outcome)) => Some(outcome),
            None if edit.seq == info.rounds => Some(outcome),
            None => None,
        };
        if !was_over && !rules_end_it {
            // Still in progress, as it was: the header is as read, the standing the one the
            // rounds were scored to (on the server each read is a round trip).
            if let Some(outcome) = last {
                let state = MatchState {
                    info,
                    standing,
                    last: outcome.seats.iter().map(ScoreRecord::from).collect(),
                };
                let edited = Edited {
                    reopened: false,
                    ended: false,
                    unchanged: false,
                    state,
                    rescored: rescored_count,
                    changes,
                };
                return Ok((edited, true));
            }
        }
        let info = reload(writer, info)?;
        let edited = Edited {
            reopened: was_over && info.status == Status::InProgress,
            ended: !was_over && info.status != Status::InProgress,
            unchanged: false,
            state: state_of(writer, info)?,
            rescored: rescored_count,
            changes,
        };
        Ok((edited, true))
    })
}

/// Refuses the flags `edit` does not take for this game (exit 2), naming the ones it does: the
/// round's own flags, and for a game whose rounds are opened (10 op en neer) `--bids` and the
/// opening's flags. Checked here rather than by the game, whose refusals advise `round` and
/// `bid`.
fn refuse_flags_edit_lacks(game_id: GameId, edit: &Edit<'_>) -> Result<(), OpError> {
    let game = game_id.game();
    let named = |flags: &[Flag]| -> Vec<String> {
        flags
            .iter()
            .map(|flag| format!("--{}", flag.name))
            .collect()
    };
    let mut own = named(game.round_flags());
    if game.needs_opening() {
        own.push("--bids".to_string());
        own.extend(named(game.opening_flags()));
    }
    let given = edit.input.flags.keys().map(|name| format!("--{name}"));
    let mut foreign: Vec<String> = given.filter(|flag| !own.contains(flag)).collect();
    if let Some(opening) = edit.opening {
        if !opening.entries.is_empty() && !own.iter().any(|flag| flag == "--bids") {
            foreign.push("--bids".to_string());
        }
        let opening_flags = opening.flags.keys().map(|name| format!("--{name}"));
        foreign.extend(opening_flags.filter(|flag| !own.contains(flag)));
    }
    Ok(refuse_foreign(game_id, &foreign, &own, "flags")?)
}

/// What opens the edited round: what opened it (the bids) unless corrected bids are given; an
/// opening flag they leave out (10 op en neer's --trump) keeps what was recorded.
fn opening_of(
    writer: &dyn crate::store::Writer,
    (info, before): (&MatchInfo, &Standing),
    edit: &Edit<'_>,
    edited: Option<&LiveEntry>,
) -> Result<Option<Value>, OpError> {
    let recorded = match edited {
        Some(round) => round.opening.clone(),
        None => writer.round_opening(info.id, edit.seq)?,
    };
    let Some(bids) = edit.opening else {
        return Ok(recorded);
    };
    let game = info.game.game();
    let mut corrected = bids.clone();
    // A flag corrected alone (--trump without --bids) keeps the recorded bids.
    if let (true, Some(recorded)) = (corrected.entries.is_empty(), &recorded) {
        let typed = game.opening_entries(recorded)?;
        corrected.entries = (info.players.iter())
            .map(|p| p.name.as_stored().to_string())
            .zip(typed)
            .collect();
    }
    if let Some(recorded) = &recorded {
        for (name, kept) in game.opening_flag_values(recorded)? {
            corrected.flags.entry(name.to_string()).or_insert(kept);
        }
    }
    Ok(Some(game.open(&info.options, before, &corrected)?))
}

/// Whether the live round `edited` already reads as the edit would write it: the same opening
/// once packed (how a number was typed does not count) and an entry the game calls the same.
fn reads_so(
    game: &dyn crate::games::Game,
    edited: Option<&LiveEntry>,
    opening: Option<&Value>,
    entry: &Value,
) -> bool {
    edited.is_some_and(|round| {
        round.opening.as_ref().map(pack) == opening.map(pack)
            && same_entry(game, &round.entry, entry)
    })
}

/// Whether an entry says what a stored one says: alike once packed (how a number was typed
/// does not count), or the same by the game's rules (bonus cards in another order).
pub fn same_entry(game: &dyn crate::games::Game, stored: &Value, entry: &Value) -> bool {
    pack(stored) == pack(entry) || game.same_entry(stored, entry).unwrap_or(false)
}

/// An edit that changes nothing: the match as it stands.
fn unchanged(writer: &dyn crate::store::Writer, info: MatchInfo) -> Result<Edited, OpError> {
    Ok(Edited {
        state: state_of(writer, info)?,
        rescored: 0,
        changes: Vec::new(),
        reopened: false,
        ended: false,
        unchanged: true,
    })
}

/// Ends the edited match as [`state_after_edit`] says from the standing its rounds now reach,
/// or reopens it.
fn end_as_edited(
    writer: &dyn crate::store::Writer,
    info: &MatchInfo,
    standing: &Standing,
    rules_end_it: bool,
) -> Result<(), OpError> {
    match state_after_edit(info.ended_by, rules_end_it) {
        Some(ending) => {
            let game = info.game.game();
            let places = final_places(game, info, standing, ending != Ending::Abandoned)?;
            writer.end_match(info, ending, &places)?;
        }
        None if info.status != Status::InProgress => writer.reopen_match(info.id)?,
        None => {}
    }
    Ok(())
}

/// How a match stands after an edit: ended as the result says (its places and figures are then
/// written again from the new standing), or in progress (`None`). From how it was ended before the
/// edit (`None`: in progress) and whether the game's rules end it at the new standing:
///
/// - abandoned stays abandoned, whatever the rules say: the table gave it up, so it has no
///   winner, and only its places and figures follow the corrected rounds;
/// - else, when the rules end it, it is ended by the rules (in progress, finished by `finish` or
///   by the rules alike), so that `ended_by` says 'rules' exactly when the rules end the match at
///   its standing, as the upgrade to schema 2 tells them apart;
/// - when they do not, a match finished by `finish` stays finished (the table chose to stop
///   there), one the rules had ended is open again (the round that ended it was edited away), and
///   one in progress stays in progress.
fn state_after_edit(before: Option<Ending>, rules_end_it: bool) -> Option<Ending> {
    match (before, rules_end_it) {
        (Some(Ending::Abandoned), _) => Some(Ending::Abandoned),
        (_, true) => Some(Ending::Rules),
        (Some(Ending::Finish), false) => Some(Ending::Finish),
        (Some(Ending::Rules) | None, false) => None,
    }
}

/// The rounds after `seq` scored again from `standing` (the standing after the edited round);
/// the standing they lead to, and each one's new outcome.
fn rescore_later(
    info: &MatchInfo,
    seq: u32,
    later: &[LiveEntry],
    mut standing: crate::games::Standing,
) -> Result<(crate::games::Standing, Vec<(u32, Outcome)>), OpError> {
    let game = info.game.game();
    let mut rescored = Vec::with_capacity(later.len());
    for round in later {
        if game.progress(&info.options, &standing)? == Progress::Ended {
            return Err(OpError::rule(
                crate::said!(
                    "error-edit-ends-earlier",
                    last = round.seq - 1,
                    seq = round.seq
                ),
                crate::said!("error-edit-ends-earlier-hint", id = info.id),
            ));
        }
        let outcome = game
            .score(
                &info.options,
                &standing,
                round.opening.as_ref(),
                &round.entry,
            )
            .map_err(|e| match e {
                SeamError::Violation(v) => OpError::rule(
                    crate::said!(
                        "error-edit-no-longer-fits",
                        seq = round.seq,
                        problem = v.problem
                    ),
                    crate::said!("error-edit-no-longer-fits-hint", seq = seq, id = info.id),
                ),
                other => other.into(),
            })?;
        standing = standing.after(&outcome);
        rescored.push((round.seq, outcome));
    }
    Ok((standing, rescored))
}

#[cfg(test)]
mod tests {
    use super::state_after_edit;
    use crate::store::Ending::{Abandoned, Finish, Rules};

    #[test]
    fn an_edit_reopens_only_a_match_the_rules_had_ended_and_no_longer_end() {
        // (before the edit, the rules end it after) -> after the edit
        let cases = [
            ((None, false), None),
            ((None, true), Some(Rules)),
            ((Some(Rules), true), Some(Rules)),
            ((Some(Rules), false), None),
            ((Some(Finish), true), Some(Rules)),
            ((Some(Finish), false), Some(Finish)),
            ((Some(Abandoned), true), Some(Abandoned)),
            ((Some(Abandoned), false), Some(Abandoned)),
        ];
        for ((before, rules_end_it), after) in cases {
            assert_eq!(
                state_after_edit(before, rules_end_it),
                after,
                "{before:?}, rules end it: {rules_end_it}"
            );
        }
    }
}
