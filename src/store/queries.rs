//! Every statement of the store, written once for both backends over [`Connection`], one
//! module for each thing a query touches. Every query touches the rows of one match (or one row
//! per player) through an index, so that commands stay instant however long the history grows.
//! What the rows become is shared (`store/from_rows.rs`, `store/columns.rs`); which writes
//! happen when is decided in `store/writing.rs` and `store/season_upkeep.rs`.

pub(super) mod history;
pub(super) mod matches;
pub(super) mod players;
pub(super) mod rounds;
pub(super) mod season;

use super::StoreError;
use super::clock::{self, UuidTable};
use super::sql::{Connection, Query};

/// A UUID for the next row of `table` (seeded in tests: from the id the row gets).
pub(super) fn new_uuid(db: &dyn Connection, table: UuidTable) -> Result<[u8; 16], StoreError> {
    let uuid = clock::new_uuid(table, |sql| db.value(sql, &[]))?;
    Ok(*uuid.as_bytes())
}
