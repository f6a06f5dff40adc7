//! The recorded round a `check` form compares with (`check updown hand --match M --round R`):
//! read, never written.

use super::{OpError, match_rounds};
use crate::games::{GameId, RecordedRound, RoundWanted};
use crate::said;
use crate::store::{RoundsWanted, Store};

/// The round `wanted` names (its live take), or the match's open round, of a match of `game`.
pub fn recorded_round(
    store: &Store,
    game: GameId,
    wanted: RoundWanted,
) -> Result<RecordedRound, OpError> {
    let only_live = RoundsWanted {
        withdrawn: false,
        explanations: false,
        counters: false,
    };
    let (state, rounds) = match_rounds(store, Some(wanted.match_id), only_live)?;
    let info = state.info;
    if info.game != game {
        return Err(OpError::usage(
            said!(
                "cmd-check-recorded-other-game",
                id = info.id,
                game = info.game.title()
            ),
            said!("cmd-check-recorded-other-game-hint", game = game.title()),
        ));
    }
    let players = (info.players.iter())
        .map(|p| p.name.as_stored().to_string())
        .collect();
    let recorded = |seq, opening, entry| RecordedRound {
        match_id: info.id,
        seq,
        players,
        opening,
        entry,
    };
    match wanted.round {
        None => match info.open_round.clone() {
            Some(open) => Ok(recorded(open.seq, Some(open.opening), None)),
            None => Err(OpError::usage(
                said!("cmd-check-recorded-no-open", id = info.id),
                said!("cmd-check-recorded-no-open-hint"),
            )),
        },
        Some(seq) => match rounds.iter().find(|r| r.seq == seq && r.entry.is_some()) {
            Some(round) => Ok(recorded(
                seq,
                round.opening.as_ref().map(|o| o.to_json()),
                round.entry.as_ref().map(|e| e.to_json()),
            )),
            None => Err(OpError::not_found(
                said!("cmd-check-recorded-no-round", id = info.id, round = seq),
                said!("cmd-check-recorded-no-round-hint", rounds = info.rounds),
            )),
        },
    }
}
