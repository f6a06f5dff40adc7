//! The operations that commands and `play` share: create a match, open a round, record a round,
//! undo, edit with rescoring, finish, reopen, rematch, the reads they show afterwards, and the replay of every
//! stored round that `check history` reports on. Each is one store transaction; commands only
//! parse, call one operation and show its result.

mod audit;
mod edit;
mod error;
pub mod event;
mod export;
mod history;
mod import;
mod opening_given;
mod other_match;
mod players;
mod record;
mod recorded;
mod reopen_and_rematch;
mod start;
mod stats;
mod undo;

pub use audit::{Audit, Checked, Finding, audit_history};
pub use edit::{
    Edit, Edited, LONGEST_REASON, LaterChange, NoteChange, PastRound, check_reason, edit_round,
    past_round, same_entry,
};
pub use error::{OpError, Said, SaidArg};
pub use export::{ExportProgress, ExportQuery, export};
pub use history::{
    HistoryQuery, history, known_names, known_player, local_day, local_rfc3339, local_time,
};
pub use import::{ImportOptions, ImportProgress, ImportSummary, import};
pub use players::{
    Merged, Renamed, checked_names, checked_players, each_player, merge_players, merged_name_among,
    merged_name_twice, merged_names, new_mixed_script, refuse_new_mixed_scripts, rename_player,
};
pub use record::{Recorded, open_round, open_round_typed_on, record_round, record_round_typed_on};
pub use recorded::recorded_round;
pub use reopen_and_rematch::{last_ended, rematch, reopen_match};
pub use start::{Resumable, resumable};
pub use stats::{
    GameStats, HeadToHead, Placing, PlayerStats, Ranked, RatingStats, Rival, Season, StatsQuery,
    best_first_key, each_ranked, lists_everyone, season,
};
pub use undo::{Undone, undo_last, undo_last_typed_on};

use crate::games::{Game, GameId, Standing, StoredPlay};
use crate::store::{
    Ending, FinalPlace, LiveEntry, MatchInfo, Reader, RoundRecord, RoundsWanted, ScoreRecord,
    Status, Store,
};

/// A match as it stands: its header, the standing and the scores of its last round.
#[derive(Clone, Debug)]
pub struct MatchState {
    pub info: MatchInfo,
    pub standing: Standing,
    /// The scores of the last round played (empty before round 1).
    pub last: Vec<ScoreRecord>,
}

/// The match named, or the most recent unfinished one.
pub fn resolve_match(reader: &dyn Reader, id: Option<i64>) -> Result<MatchInfo, OpError> {
    let id = match id {
        Some(id) => id,
        None => match reader.latest_unfinished()? {
            Some(id) => id,
            // Right after the rules ended a match, the table most likely means that one (an
            // `undo` of a mistyped last round): its id is the fix.
            None => {
                let hint = match reader.latest_ended()? {
                    Some(ended) => crate::said!("error-no-unfinished-ended-hint", id = ended),
                    None => crate::said!("error-no-unfinished-hint"),
                };
                return Err(OpError::not_found(
                    crate::said!("error-no-unfinished"),
                    hint,
                ));
            }
        },
    };
    reader
        .load_match(id)?
        .ok_or_else(|| no_such_match(reader, id, crate::said!("error-no-match-hint")))
}

/// The match named by a command that must be told which (`edit`): one not here is answered with
/// where the ids are listed, since leaving MATCH out is no way out there.
pub(crate) fn named_match(reader: &dyn Reader, id: i64) -> Result<MatchInfo, OpError> {
    reader
        .load_match(id)?
        .ok_or_else(|| no_such_match(reader, id, crate::said!("error-reopen-which-hint")))
}

/// A match id the database does not have (exit 2), with what to do instead: a table withdrawn
/// when its club night's round was drawn again says so, since a terminal may still be open on it.
fn no_such_match(reader: &dyn Reader, id: i64, hint: Said) -> OpError {
    match reader.withdrawn_match(id) {
        Ok(true) => OpError::not_found(
            crate::said!("error-match-withdrawn", id = id),
            crate::said!("error-match-withdrawn-hint"),
        ),
        Ok(false) => OpError::not_found(crate::said!("error-no-match", id = id), hint),
        Err(e) => e.into(),
    }
}

/// The match as it stands, read from the stored running totals (no replay).
pub(crate) fn state_of(reader: &dyn Reader, info: MatchInfo) -> Result<MatchState, OpError> {
    let (standing, last) = reader.standing_with_scores(&info, info.rounds)?;
    Ok(MatchState {
        info,
        standing,
        last,
    })
}

/// The match named (or the most recent unfinished one) as it stands, in one snapshot.
pub fn match_state(store: &Store, id: Option<i64>) -> Result<MatchState, OpError> {
    store.read(|reader| {
        let info = resolve_match(reader, id)?;
        state_of(reader, info)
    })
}

/// The match as it stands and its rounds, as much of them as `wanted` says, in one snapshot.
pub fn match_rounds(
    store: &Store,
    id: Option<i64>,
    wanted: RoundsWanted,
) -> Result<(MatchState, Vec<RoundRecord>), OpError> {
    store.read(|reader| {
        let info = resolve_match(reader, id)?;
        // The counters also for a game whose explanations read them: not for Under the 10's,
        // where every seat of every round of a long match unpacked into a map of its own took
        // more memory (and time, in fresh pages) than the rest of the round.
        let reads_counters = wanted.explanations && info.game.game().explain_reads_counters();
        let wanted = RoundsWanted {
            counters: wanted.counters || reads_counters,
            ..wanted
        };
        let mut rounds = reader.rounds_of_alone(&info, wanted)?;
        if wanted.explanations {
            explain_live_rounds(&info, &mut rounds)?;
        }
        Ok((state_of(reader, info)?, rounds))
    })
}

/// Gives each live scored round its explanation, derived again from its entry and the standing
/// before it: the totals and counters stored with the live round before (the store keeps the
/// explanations of withdrawn rounds only). `rounds` are in order, as `rounds_of` gives them. The
/// game reads its options once and each entry straight from its bytes (`show --json` explains
/// every round: DESIGN section 6, its work per round within 1.5x of the text's).
fn explain_live_rounds(info: &MatchInfo, rounds: &mut [RoundRecord]) -> Result<(), OpError> {
    let scored: Vec<usize> = (rounds.iter().enumerate())
        .filter(|(_, round)| !round.withdrawn && round.entry.is_some())
        .map(|(i, _)| i)
        .collect();
    let plays: Vec<StoredPlay<'_>> = (scored.iter())
        .filter_map(|&i| {
            let round = &rounds[i];
            Some(StoredPlay {
                seq: round.seq,
                opening: round.opening.as_ref(),
                entry: round.entry.as_ref()?,
            })
        })
        .collect();
    let game = info.game.game();
    // Copied only for a game whose explanations read them.
    let counters = game.explain_reads_counters();
    let mut after = |i: usize, before: &mut Standing| {
        for (seat, score) in before.seats.iter_mut().zip(&rounds[scored[i]].scores) {
            seat.total = score.total;
            seat.out = score.out;
            if counters {
                seat.counters.clone_from(score.counters());
            }
        }
    };
    let start = Standing::start(&info.names());
    let explanations = game.explain_stored(&info.options, start, &plays, &mut after)?;
    for (i, explanation) in scored.into_iter().zip(explanations) {
        rounds[i].set_explanation(explanation);
    }
    Ok(())
}

/// Why live round `seq` scored as it did, derived again from its entry and `before`, the
/// standing before it, to be kept with it when it is withdrawn.
pub(crate) fn explanation_after(
    reader: &dyn Reader,
    info: &MatchInfo,
    seq: u32,
    before: &Standing,
) -> Result<Vec<String>, OpError> {
    let entries = reader.entries_from(info.id, seq)?;
    Ok(explanation_from(
        info,
        before,
        entries.iter().find(|round| round.seq == seq),
    ))
}

/// Why `round` (live, as stored; `None`: not found) scored as it did from `before`.
fn explanation_from(info: &MatchInfo, before: &Standing, round: Option<&LiveEntry>) -> Vec<String> {
    let Some(round) = round else {
        return Vec::new();
    };
    // A round the engine cannot score again (written by hand, say) is still withdrawn, as it is
    // stored, with no explanation: undo and edit are how a table gets rid of it.
    info.game
        .game()
        .score(&info.options, before, round.opening.as_ref(), &round.entry)
        .map(|outcome| outcome.explanation)
        .unwrap_or_default()
}

/// The newest match still in progress, if any.
pub fn latest_unfinished(store: &Store) -> Result<Option<i64>, OpError> {
    store.read(|reader| Ok(reader.latest_unfinished()?))
}

/// The match that MATCH left out means (the most recent unfinished one) and how many matches are
/// unfinished, in one snapshot: what `undo` and `finish` ask about in a terminal before they act
/// on a match the table did not name, when it is one of several.
pub fn match_left_out(store: &Store) -> Result<(MatchInfo, u64), OpError> {
    store.read(|reader| {
        let info = resolve_match(reader, None)?;
        Ok((info, reader.unfinished_count()?))
    })
}

/// Checks the names and the options (as clap read them for the game), then starts the match in
/// one transaction.
pub fn create_match(
    store: &mut Store,
    game_id: GameId,
    names: &[String],
    options: &clap::ArgMatches,
) -> Result<MatchInfo, OpError> {
    let names = checked_players(game_id, names)?;
    let options = game_id.game().options(options, &names)?;
    store.write(|writer| {
        refuse_new_mixed_scripts(writer, &names)?;
        let id = writer.create_match(game_id, &options, &names)?;
        let info = writer
            .load_match(id)?
            .ok_or_else(|| OpError::failed(crate::said!("error-new-unread"), None))?;
        if info.players.len() < names.len() {
            return Err(players::merged_name_twice(writer, &names, false)?);
        }
        Ok(info)
    })
}

/// Every seat's final place at this standing: ranked by the game, ties sharing rank 1; winners
/// (in teams, the members of the best team) only when `winners_allowed`.
pub fn final_places(
    game: &dyn Game,
    info: &MatchInfo,
    standing: &Standing,
    winners_allowed: bool,
) -> Result<Vec<FinalPlace>, OpError> {
    // In teams the members of the best team win, whatever their own rank.
    let winners = game.winners(&info.options, standing)?;
    Ok(game
        .ranks(&info.options, standing)?
        .into_iter()
        .zip(&standing.seats)
        .enumerate()
        .map(|(seat, (rank, state))| FinalPlace {
            rank,
            score: state.total,
            won: winners_allowed && winners.contains(&seat),
        })
        .collect())
}

/// The match stands where it stood: the same rounds, the same open round, the same status.
pub fn same_point(before: &MatchInfo, now: &MatchInfo) -> bool {
    let open = |info: &MatchInfo| info.open_round.as_ref().map(|open| (open.seq, open.take));
    before.rounds == now.rounds && before.status == now.status && open(before) == open(now)
}

/// Refuses a write asked for while the match stood at `typed_on` (what `play` showed) once
/// another terminal has moved it: recorded, opened or withdrawn a round, or (with `standing`,
/// the match's standing read in the write) changed the totals, as an undo followed by another
/// round, or an edit, does without changing the count.
pub(crate) fn refuse_moved(
    typed_on: Option<&MatchState>,
    now: &MatchInfo,
    standing: Option<&Standing>,
) -> Result<(), OpError> {
    let totals = |standing: &Standing| -> Vec<(i64, bool)> {
        standing.seats.iter().map(|s| (s.total, s.out)).collect()
    };
    let moved = |before: &MatchState| {
        !same_point(&before.info, now)
            || standing.is_some_and(|standing| totals(standing) != totals(&before.standing))
    };
    match typed_on {
        Some(before) if moved(before) => Err(OpError::rule(
            crate::said!(
                "error-moved-meanwhile",
                id = now.id,
                counted = now.game.rounds(u64::from(now.rounds)),
                open = u32::from(now.open_round.is_some()),
                opening = now.game.opening_word(),
                // As many rounds as before: one was withdrawn and another recorded, or edited.
                same = u32::from(same_point(&before.info, now))
            ),
            crate::said!("error-moved-meanwhile-hint"),
        )),
        _ => Ok(()),
    }
}

/// [`refuse_moved`] for a write that does not read the standing itself (an undo, an edit): it
/// is read only when there is a point to compare with.
pub(crate) fn refuse_if_moved(
    writer: &dyn crate::store::Writer,
    info: &MatchInfo,
    typed_on: Option<&MatchState>,
) -> Result<(), OpError> {
    match typed_on {
        Some(_) => refuse_moved(typed_on, info, Some(&writer.current_standing(info)?)),
        None => Ok(()),
    }
}

/// A finished or abandoned match takes no more rounds.
fn refuse_unless_in_progress(info: &MatchInfo) -> Result<(), OpError> {
    match info.status {
        Status::InProgress => Ok(()),
        status => Err(OpError::rule(
            crate::said!(
                "error-match-ended",
                id = info.id,
                status = status.as_str(),
                game = info.game.id()
            ),
            ended_hint(info),
        )),
    }
}

/// How to go on with an ended match. One the table ended (`finish`, `finish --abandon`) comes
/// back as it was with `reopen`; `undo` would withdraw its last real round. One its rules ended
/// plays on only once the round that ended it is withdrawn, which the hint names.
fn ended_hint(info: &MatchInfo) -> Said {
    match info.ended_by {
        Some(Ending::Rules) if info.rounds > 0 => crate::said!(
            "error-start-new-or-undo",
            id = info.id,
            game = info.game.id(),
            seq = info.rounds
        ),
        Some(Ending::Rules) => crate::said!("error-start-new"),
        // `finish`, abandoned, or an older file's end that does not say how.
        _ => crate::said!("error-start-new-or-reopen", id = info.id),
    }
}

/// The match header again after a write changed it.
pub(crate) fn reload(reader: &dyn Reader, info: MatchInfo) -> Result<MatchInfo, OpError> {
    Ok(reader.load_match(info.id)?.unwrap_or(info))
}

/// A match ended by `finish`: as it stands now, and the round whose bids it withdrew (bids
/// typed for a round never played), which the table is told of.
pub struct Finished {
    pub state: MatchState,
    pub withdrawn_opening: Option<u32>,
}

/// Ends a match now: finished (ranked as it stands) or abandoned (no winner), in one transaction.
pub fn finish_match(
    store: &mut Store,
    match_id: Option<i64>,
    abandon: bool,
) -> Result<Finished, OpError> {
    store.write(|writer| {
        let info = resolve_match(writer, match_id)?;
        if info.status != Status::InProgress {
            return Err(OpError::rule(
                crate::said!(
                    "error-ended-already",
                    id = info.id,
                    status = info.status.as_str()
                ),
                crate::said!("error-see-it-or-reopen", id = info.id),
            ));
        }
        // Nothing to rank yet: finishing would make everyone a winner.
        if info.rounds == 0 && !abandon {
            return Err(OpError::rule(
                crate::said!("error-nothing-to-rank", id = info.id, game = info.game.id()),
                crate::said!("error-nothing-to-rank-hint"),
            ));
        }
        let (standing, last) = writer.standing_with_scores(&info, info.rounds)?;
        // A round that was only opened (bids) was never played: it goes, kept in the audit trail.
        let withdrawn_opening = writer.withdraw_open_round(&info)?;
        let ending = if abandon {
            Ending::Abandoned
        } else {
            Ending::Finish
        };
        let places = final_places(info.game.game(), &info, &standing, !abandon)?;
        let finished_at = writer.end_match(&info, ending, &places)?;
        // The match as it is now, without reading it again (on the server a read is a round
        // trip): ended, its open round gone, its standing the one it ended at.
        let info = MatchInfo {
            status: ending.status(),
            ended_by: Some(ending),
            kept_end: None,
            finished_at: Some(finished_at),
            open_round: None,
            ..info
        };
        Ok(Finished {
            state: MatchState {
                info,
                standing,
                last,
            },
            withdrawn_opening,
        })
    })
}
