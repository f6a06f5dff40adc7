//! Every statement of the PostgreSQL backend, one module for each thing a query touches, as
//! SQLite's (`sqlite/queries/`): the same rows through the same keys and indexes. What the rows
//! become is shared (`store/from_rows.rs`,
//! `store/columns.rs`, `store/filters.rs`, `store/season_upkeep.rs`).

mod history;
mod rounds;
pub(super) mod season;

pub(super) use history::{rounds_of, standing_with_scores};
pub(super) use rounds::{entries_from, round_opening};

/// The rows of a PostgreSQL database that the shared writes (`store/writing.rs`) and the kept
/// seasons (`store/season_upkeep.rs`) go through.
pub(super) struct Rows<'d>(pub(super) &'d Db);

use super::db::{Db, Get};

/// A position or count as the BIGINT columns keep it.
fn big(n: u32) -> i64 {
    i64::from(n)
}
