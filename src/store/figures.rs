//! The game's own figures of an ended match, counted the same way by every backend and without
//! knowing any game: for each seat, how many notes of each kind its live rounds brought (by the
//! note's tag: `called`, `failed-call`, `luck`, `halved`, `went-out`, `hit-bid`, ...), and its
//! running counters as they stood after its last live round (`bids_hit`, `deals_won`, ...).

use std::collections::BTreeMap;

use serde_json::Value;

use super::{Figure, StoreError};

/// One seat's part in one live scored round, as stored.
#[derive(Clone, Debug)]
pub(crate) struct SeatRound {
    pub player_id: i64,
    /// The round's position in the match.
    pub seq: u32,
    /// The stored notes: objects tagged by `note`.
    pub notes: Vec<Value>,
    /// The running counters after the round.
    pub counters: BTreeMap<String, i64>,
}

/// Each player's figures from the live rounds of one match, in any order.
pub(crate) fn tally(rounds: &[SeatRound]) -> Result<BTreeMap<(i64, Figure), i64>, StoreError> {
    let mut figures = BTreeMap::new();
    let mut last: BTreeMap<i64, &SeatRound> = BTreeMap::new();
    for round in rounds {
        for note in &round.notes {
            let kind = note.get("note").and_then(Value::as_str).ok_or_else(|| {
                StoreError::Damaged(crate::t!("error-store-note-kind", note = note.to_string()))
            })?;
            *figures
                .entry((round.player_id, Figure::Note(kind.to_string())))
                .or_insert(0) += 1;
        }
        let seen = last.entry(round.player_id).or_insert(round);
        if round.seq > seen.seq {
            *seen = round;
        }
    }
    for (player_id, round) in last {
        for (name, &value) in &round.counters {
            figures.insert((player_id, Figure::Counter(name.clone())), value);
        }
    }
    Ok(figures)
}

#[cfg(test)]
mod tests;
