//! Matches, seats, rounds and round scores, one module for each thing a query touches.
//!
//! Every query touches the rows of one match (or one row per player) through an index, so that
//! commands stay instant however long the history grows. The packed columns (openings, entries,
//! notes, counters: `src/packed.rs`), the JSON ones (options, withdrawn rounds' explanations)
//! and the UUIDs (16 bytes) are read and written only through the helpers here, so a damaged
//! column is reported the same way wherever it is read.

mod archive;
mod export;
mod import;
mod players;

pub(super) use archive::{finished_matches, last_played, matches};
pub(super) use export::{count_matches, next_match, players_of_matches};
pub(super) use import::{count_rounds, import_match, import_player, match_by_uuid, round_by_uuid};
pub(super) use players::{
    alias_player, merge_player, player_by_uuid, player_named, players, rename_player, shared_match,
};

pub(super) use crate::store::columns::stored_game;
use crate::store::columns::uuid_text;

/// How SQLite's SQL is written where the filters differ (`store/filters.rs`).
const DIALECT: crate::store::filters::Dialect = crate::store::filters::Dialect {
    mark: |n| format!("?{n}"),
    not_by_index: "+",
};

/// The parameters of a filter's SQL as SQLite binds them.
fn bound(values: Vec<crate::store::filters::Param>) -> Vec<rusqlite::types::Value> {
    use crate::store::filters::Param;
    values
        .into_iter()
        .map(|value| match value {
            Param::Int(n) => rusqlite::types::Value::Integer(n),
            Param::Text(t) => rusqlite::types::Value::Text(t),
        })
        .collect()
}
