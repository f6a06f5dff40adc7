//! Recording at the table: a round scored from the match as it stands and written, and a round
//! opened (its bids); each in one transaction, refused when the match moved since it was typed.

use std::collections::BTreeMap;

use super::{
    MatchState, OpError, final_places, opening_given, other_match, refuse_moved,
    refuse_unless_in_progress, resolve_match,
};
use crate::games::{Outcome, Progress, RoundInput, SeamError, Standing};
use crate::store::{Ending, MatchInfo, ScoreRecord, Status, Store};

/// A round that was just recorded, with what it changed.
#[derive(Clone, Debug)]
pub struct Recorded {
    /// The match after the round (its round count and status updated), the standing the round
    /// produced and its scores.
    pub state: MatchState,
    pub seq: u32,
    pub outcome: Outcome,
    /// The rules ended the match with this round.
    pub ended: bool,
}

/// Scores a round from the current standing and records it, in one transaction.
pub fn record_round(
    store: &mut Store,
    match_id: Option<i64>,
    input: &RoundInput,
) -> Result<Recorded, OpError> {
    record_round_typed_on(store, match_id, input, &BTreeMap::new(), None)
}

/// [`record_round`] of a round typed while the match stood at `typed_on` (`play` asks its
/// questions before it writes): refused when the match has moved since, so that what was typed
/// for one round is never recorded as another. `opening_flags` (the trump `play`'s referee was
/// given) are recorded with the open round's opening first.
pub fn record_round_typed_on(
    store: &mut Store,
    match_id: Option<i64>,
    input: &RoundInput,
    opening_flags: &BTreeMap<String, String>,
    typed_on: Option<&MatchState>,
) -> Result<Recorded, OpError> {
    store.write(|writer| {
        let mut info = resolve_match(writer, match_id)?;
        refuse_unless_in_progress(&info)?;
        let game = info.game.game();
        let standing = writer.current_standing(&info)?;
        refuse_moved(typed_on, &info, Some(&standing))?;
        opening_given::reopen_with(writer, &mut info, &standing, opening_flags)?;
        // Refused with MATCH left out, the round may be one of another unfinished match.
        let (entry, outcome) = scored(&info, &standing, input).map_err(|refused| {
            other_match::refusal(
                writer,
                match_id,
                &info,
                input,
                refused,
                "round",
                |other, standing| scored(other, standing, input).is_ok(),
            )
        })?;
        let seq = writer.record_round(&info, &entry, &outcome)?;
        let after = standing.after(&outcome);
        let ended = game.progress(&info.options, &after)? == Progress::Ended;
        // The round is counted before the match ends: a match reopened and played on past the
        // rounds it had ends now, not when it first ended.
        info.rounds = seq;
        if ended {
            let places = final_places(game, &info, &after, true)?;
            info.finished_at = Some(writer.end_match(&info, Ending::Rules, &places)?);
            info.status = Status::Finished;
            info.ended_by = Some(Ending::Rules);
            info.kept_end = None;
        }
        info.open_round = None;
        Ok(Recorded {
            state: MatchState {
                info,
                standing: after,
                last: outcome.seats.iter().map(ScoreRecord::from).collect(),
            },
            seq,
            outcome,
            ended,
        })
    })
}

/// The entry read and scored for `info` as it stands (with its open round, if any).
fn scored(
    info: &MatchInfo,
    standing: &Standing,
    input: &RoundInput,
) -> Result<(serde_json::Value, Outcome), SeamError> {
    let game = info.game.game();
    // A game that opens its rounds (bids) refuses an entry without an open round itself.
    let opening = info.open_round.as_ref().map(|open| &open.opening);
    let entry = game.parse(&info.options, standing, opening, input)?;
    let outcome = game.score(&info.options, standing, opening, &entry)?;
    Ok((entry, outcome))
}

/// Opens the next round (records the bids) in one transaction; the match as it stands after.
pub fn open_round(
    store: &mut Store,
    match_id: Option<i64>,
    input: &RoundInput,
) -> Result<MatchState, OpError> {
    open_round_typed_on(store, match_id, input, None)
}

/// [`open_round`] of bids typed while the match stood at `typed_on`: refused when it has moved
/// since (bids are made for the cards of one round).
pub fn open_round_typed_on(
    store: &mut Store,
    match_id: Option<i64>,
    input: &RoundInput,
    typed_on: Option<&MatchState>,
) -> Result<MatchState, OpError> {
    store.write(|writer| {
        let mut info = resolve_match(writer, match_id)?;
        refuse_unless_in_progress(&info)?;
        refuse_moved(typed_on, &info, None)?;
        if let Some(open) = &info.open_round {
            let game = info.game;
            return Err(OpError::rule(
                crate::said!(
                    "error-opened-already",
                    round = game.round_word(),
                    seq = open.seq,
                    id = info.id,
                    opening = game.opening_word()
                ),
                crate::said!(
                    "error-opened-already-hint",
                    entry = game.entry_word(),
                    opening = game.opening_word(),
                    id = info.id
                ),
            ));
        }
        let game = info.game.game();
        let (standing, last) = writer.standing_with_scores(&info, info.rounds)?;
        refuse_moved(typed_on, &info, Some(&standing))?;
        // Refused with MATCH left out, the bids may be another unfinished match's.
        let opening = game
            .open(&info.options, &standing, input)
            .map_err(|refused| {
                other_match::refusal(
                    writer,
                    match_id,
                    &info,
                    input,
                    refused,
                    "bid",
                    |other, standing| {
                        other.open_round.is_none()
                            && other
                                .game
                                .game()
                                .open(&other.options, standing, input)
                                .is_ok()
                    },
                )
            })?;
        info.open_round = Some(writer.open_next_round(&info, &opening)?);
        Ok(MatchState {
            info,
            standing,
            last,
        })
    })
}
