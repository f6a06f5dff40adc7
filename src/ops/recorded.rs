//! The recorded round a `check` form names (`--match M --round R`), read and never written, for
//! the game's form to compare with (`CheckForms::check`): `check updown hand` judges its
//! bids and tricks against the cards, `check pig10 deal` sets the cards each player collected
//! beside its points.

use super::{OpError, match_rounds};
use crate::games::{GameId, RecordedRound, RoundWanted};
use crate::said;
use crate::store::{RoundsWanted, Store};

/// The round `wanted` names (its live, scored take), or the match's open round, of a match of
/// `game`. Refused (exit 2) when the match is of another game or has no open round, and as not
/// found when it has no such round.
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
    let (state, rounds) = match_rounds(store, wanted.match_id, only_live)?;
    let info = state.info;
    if info.game != game {
        return Err(OpError::usage(
            said!(
                "error-check-other-game",
                id = info.id,
                game = info.game.title(),
                game_id = info.game.id(),
                wanted = game.title()
            ),
            said!("error-check-other-game-hint"),
        ));
    }
    let players: Vec<String> = (info.players.iter())
        .map(|p| p.name.as_stored().to_string())
        .collect();
    let Some(seq) = wanted.round else {
        return match info.open_round {
            Some(open) => Ok(RecordedRound {
                match_id: info.id,
                seq: open.seq,
                players,
                options: info.options.clone(),
                opening: Some(open.opening),
                entry: None,
                points: Vec::new(),
            }),
            None => Err(OpError::usage(
                said!("cmd-check-recorded-no-open", id = info.id),
                said!("cmd-check-recorded-no-open-hint"),
            )),
        };
    };
    let scored = (rounds.iter()).find(|r| {
        r.seq == seq && !r.withdrawn && r.entry.is_some() && r.scores.len() == players.len()
    });
    let Some(round) = scored else {
        return Err(OpError::not_found(
            said!(
                "error-check-no-round",
                id = info.id,
                seq = seq,
                game = info.game.id()
            ),
            said!(
                "error-check-no-round-hint",
                id = info.id,
                rounds = info.rounds
            ),
        ));
    };
    Ok(RecordedRound {
        match_id: info.id,
        seq,
        players,
        options: info.options.clone(),
        opening: round.opening.as_ref().map(|o| o.to_json()),
        entry: round.entry.as_ref().map(|e| e.to_json()),
        points: round.scores.iter().map(|s| s.points).collect(),
    })
}
