//! Matches, seats, rounds and round scores, one module for each thing a query touches.
//!
//! Every query touches the rows of one match (or one row per player) through an index, so that
//! commands stay instant however long the history grows. The packed columns (openings, entries,
//! notes, counters: `src/packed.rs`), the JSON ones (options, withdrawn rounds' explanations)
//! and the UUIDs (16 bytes) are read and written only through the helpers here, so a damaged
//! column is reported the same way wherever it is read.

pub(super) mod season;

/// The rows of a SQLite database that the shared writes (`store/writing.rs`) and the kept
/// seasons (`store/season_upkeep.rs`) go through.
pub(super) struct Rows<'c>(pub(super) &'c rusqlite::Connection);

pub(super) use crate::store::columns::stored_game;
use crate::store::columns::{json_column, to_json_text};
