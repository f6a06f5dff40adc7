//! The recorded round a `check` form names (`--match M --round R`), read and never written:
//! `check pig10 deal` sets the points it derived beside it (`compare_recorded`), and `check
//! updown hand` has its game judge the round's bids and tricks against the cards
//! (`recorded_round`).

use super::{OpError, match_rounds};
use crate::games::forms::RecordedClaim;
use crate::games::names::NameIndex;
use crate::games::{GameId, RecordedRound, RoundWanted};
use crate::said;
use crate::store::{RoundsWanted, Store};

/// The recorded round beside the claim: each claimed player's recorded points, in the claim's
/// order, and whether every one of them is the point count the form derived.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Comparison {
    /// The match read (the one named, or the most recent unfinished one).
    pub match_id: i64,
    pub recorded: Vec<i64>,
    pub agrees: bool,
}

/// Reads the round the claim names and compares it. Refused (exit 2) when the match is of another
/// game, seats other players, or has no such live scored round.
pub fn compare_recorded(store: &Store, claim: &RecordedClaim) -> Result<Comparison, OpError> {
    let wanted = RoundsWanted {
        withdrawn: false,
        explanations: false,
        counters: false,
    };
    let (state, rounds) = match_rounds(store, claim.match_id, wanted)?;
    let info = &state.info;
    if info.game != claim.game {
        return Err(OpError::usage(
            crate::said!(
                "error-check-other-game",
                id = info.id,
                game = info.game.title(),
                wanted = claim.game.title()
            ),
            crate::said!("error-check-other-game-hint"),
        ));
    }
    let names = info.names();
    let seats = NameIndex::new(names.iter().map(String::as_str));
    let claimed: Option<Vec<usize>> = (claim.points.iter())
        .map(|(name, _)| seats.seat(name))
        .collect();
    let claimed = match claimed {
        Some(claimed) if claimed.len() == names.len() => claimed,
        _ => {
            return Err(OpError::usage(
                crate::said!(
                    "error-check-other-players",
                    id = info.id,
                    players = names.join(", ")
                ),
                crate::said!("error-check-other-players-hint", id = info.id),
            ));
        }
    };
    let round = (rounds.iter())
        .find(|r| r.seq == claim.round && !r.withdrawn && r.scores.len() == names.len())
        .ok_or_else(|| {
            OpError::not_found(
                crate::said!(
                    "error-check-no-round",
                    id = info.id,
                    seq = claim.round,
                    game = info.game.id()
                ),
                crate::said!(
                    "error-check-no-round-hint",
                    id = info.id,
                    rounds = info.rounds
                ),
            )
        })?;
    let recorded: Vec<i64> = claimed
        .iter()
        .map(|&seat| round.scores[seat].points)
        .collect();
    let agrees =
        (recorded.iter().zip(&claim.points)).all(|(recorded, (_, derived))| recorded == derived);
    Ok(Comparison {
        match_id: info.id,
        recorded,
        agrees,
    })
}

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
