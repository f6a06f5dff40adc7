//! An ended match played on: reopened (`tenscore reopen`), or played again by the same table
//! (`tenscore new --rematch`, and `play`'s offer of a rematch). Each is one store transaction.

use super::{MatchState, no_such_match};
use crate::ops::OpError;
use crate::store::{Ending, MatchInfo, Status, Store};

/// Puts a match that `finish` ended (ranked as it stood, or abandoned) back in progress, in one
/// transaction: its places and figures go, and the seasons, rivals and ratings of its players
/// are counted again without it (as when `undo` reopens a match). A match its rules ended is
/// refused: its last round decided it, and only withdrawing that round (`undo`) plays on.
pub fn reopen_match(store: &mut Store, match_id: i64) -> Result<MatchState, OpError> {
    store.write(|writer| {
        let info = writer.load_match(match_id)?.ok_or_else(|| {
            no_such_match(writer, match_id, crate::said!("error-reopen-which-hint"))
        })?;
        match (info.status, info.ended_by) {
            (Status::InProgress, _) => {
                return Err(OpError::rule(
                    crate::said!("error-reopen-in-progress", id = info.id),
                    crate::said!(
                        "error-reopen-in-progress-hint",
                        game = info.game.id(),
                        id = info.id
                    ),
                ));
            }
            (_, Some(Ending::Rules)) => {
                return Err(OpError::rule(
                    crate::said!("error-reopen-won", id = info.id, game = info.game.id()),
                    crate::said!(
                        "error-reopen-won-hint",
                        game = info.game.id(),
                        id = info.id,
                        seq = info.rounds
                    ),
                ));
            }
            // Ended by `finish` or `finish --abandon`, (or, from an older file, ended without
            // saying how): the table stopped it, and may take that back.
            _ => {}
        }
        // The standing is read before the match is reopened, and the match is not read again:
        // reopening changes neither its rounds nor its seats (and on the server a read is a
        // round trip, and the scores read with its header are kept only until a write).
        let (standing, last) = writer.standing_with_scores(&info, info.rounds)?;
        writer.reopen_match(info.id)?;
        Ok(MatchState {
            info: MatchInfo {
                status: Status::InProgress,
                finished_at: None,
                ended_by: None,
                ..info
            },
            standing,
            last,
        })
    })
}

/// The match that ended last (finished or abandoned), as `new --rematch` without MATCH repeats
/// it and `play` offers it.
pub fn last_ended(store: &Store) -> Result<Option<MatchInfo>, OpError> {
    store.read(|reader| match reader.latest_ended()? {
        Some(id) => Ok(reader.load_match(id)?),
        None => Ok(None),
    })
}

/// Starts a new match of match `of` (or of the match that ended last, [`last_ended`]) with its
/// game, players, seats and options, in one transaction. A player merged into another since
/// sits as the one they were merged into, under their spelling now. A match in progress is
/// refused (exit 3): finish it first, or name one that ended. A rematch of an abandoned match is
/// allowed: the table gave it up, and starting over with the same seats is what it may want.
pub fn rematch(store: &mut Store, of: Option<i64>) -> Result<MatchInfo, OpError> {
    store.write(|writer| {
        let id = match of {
            Some(id) => id,
            None => writer.latest_ended()?.ok_or_else(|| {
                OpError::usage(
                    crate::said!("error-rematch-none"),
                    crate::said!("error-rematch-none-hint"),
                )
            })?,
        };
        let info = writer
            .load_match(id)?
            .ok_or_else(|| no_such_match(writer, id, crate::said!("error-rematch-which-hint")))?;
        if info.status == Status::InProgress {
            return Err(OpError::rule(
                crate::said!("error-rematch-in-progress", id = info.id),
                crate::said!("error-rematch-in-progress-hint", id = info.id),
            ));
        }
        let new_id = writer.create_match(info.game, &info.options, &info.names())?;
        writer
            .load_match(new_id)?
            .ok_or_else(|| OpError::failed(crate::said!("error-new-unread"), None))
    })
}
