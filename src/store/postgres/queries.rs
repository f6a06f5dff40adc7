//! Every statement of the PostgreSQL backend, one module for each thing a query touches, as
//! SQLite's (`sqlite/queries/`): the same rows through the same keys and indexes. What the rows
//! become is shared (`store/from_rows.rs`,
//! `store/columns.rs`, `store/filters.rs`, `store/season_upkeep.rs`).

pub(super) mod season;

/// The rows of a PostgreSQL database that the shared writes (`store/writing.rs`) and the kept
/// seasons (`store/season_upkeep.rs`) go through.
pub(super) struct Rows<'d>(pub(super) &'d Db);

use super::db::{Db, Get};
