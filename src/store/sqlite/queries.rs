//! Matches, seats, rounds and round scores, one module for each thing a query touches.
//!
//! Every query touches the rows of one match (or one row per player) through an index, so that
//! commands stay instant however long the history grows. The packed columns (openings, entries,
//! notes, counters: `store/packed.rs`), the JSON ones (options, withdrawn rounds' explanations)
//! and the UUIDs (16 bytes) are read and written only through the helpers here, so a damaged
//! column is reported the same way wherever it is read.

mod archive;
mod export;
mod history;
mod import;
mod matches;
mod players;
mod rounds;
pub(super) mod season;

pub(super) use archive::{finished_matches, last_played, matches};
pub(super) use export::{count_matches, next_match, players_of_matches};
pub(super) use history::{rounds_of, standing_with_scores};
pub(super) use import::{
    complete_open_round, count_rounds, import_match, import_player, import_round, match_by_uuid,
    round_by_uuid,
};
pub(super) use matches::{
    create_match, end_match, figures_of, latest_ended, latest_unfinished, load_match, match_ids,
    reopen_match, unfinished_count, unfinished_seating,
};
pub(super) use matches::{insert_figures, live_seat_rounds, packed_sums};
pub(super) use players::{
    alias_player, merge_player, player_by_uuid, player_named, players, rename_player, shared_match,
};
pub(super) use rounds::{
    entries_from, open_next_round, record_round, replace_round, rescore_round, round_opening,
    withdraw_last_round, withdraw_open_round,
};

use crate::games::GameId;
use crate::store::StoreError;

/// The game of match `id` as stored; one this tenscore does not know is damaged data.
pub(super) fn stored_game(id: i64, game: &str) -> Result<GameId, StoreError> {
    game.parse::<GameId>().map_err(|_| {
        StoreError::Damaged(format!(
            "match {id} is a game this tenscore does not know ({game})"
        ))
    })
}

/// The value of a JSON column; `what` names the column when it does not read.
fn json_column<T: serde::de::DeserializeOwned>(text: &str, what: &str) -> Result<T, StoreError> {
    serde_json::from_str(text).map_err(|e| StoreError::Damaged(format!("{what}: {e}")))
}

/// A value as the text of its JSON column.
fn to_json_text<T: serde::Serialize>(value: &T) -> Result<String, StoreError> {
    serde_json::to_string(value).map_err(|e| StoreError::Damaged(e.to_string()))
}

/// A stored UUID (16 bytes) as text; `what` names the column when it is not one.
fn uuid_text(bytes: &[u8], what: &str) -> Result<String, StoreError> {
    uuid::Uuid::from_slice(bytes)
        .map(|u| u.to_string())
        .map_err(|_| StoreError::Damaged(format!("{what}: not a UUID")))
}

/// The value packed in a column, typed; `what` names the column when it does not read.
fn unpacked<T: serde::de::DeserializeOwned>(bytes: &[u8], what: &str) -> Result<T, StoreError> {
    crate::packed::unpack_into(bytes).map_err(|problem| damaged(what, problem))
}

/// An opening or entry as JSON, for the engine to score (an open round's bids, the rounds an
/// edit rescores).
fn unpacked_value(bytes: &[u8], what: &str) -> Result<serde_json::Value, StoreError> {
    crate::packed::unpack(bytes).map_err(|problem| damaged(what, problem))
}

/// An opening or entry kept packed, once its bytes are known to hold a value.
fn checked_packed(bytes: Vec<u8>, what: &str) -> Result<crate::packed::Packed, StoreError> {
    crate::packed::Packed::checked(bytes).map_err(|problem| damaged(what, problem))
}

fn damaged(what: &str, problem: crate::packed::Problem) -> StoreError {
    StoreError::Damaged(format!("{what}: {problem}"))
}

/// A value as its packed column; NULL when it is an empty list or map.
fn packed_unless_empty<T: serde::Serialize>(value: &T) -> Result<Option<Vec<u8>>, StoreError> {
    let value = serde_json::to_value(value).map_err(|e| StoreError::Damaged(e.to_string()))?;
    Ok(crate::packed::pack_unless_empty(&value))
}
