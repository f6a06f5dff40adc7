//! What the migrations of older files still write through the SQLite connection: a seat's season
//! sums, and the figures of an ended match.

use std::collections::BTreeMap;

use rusqlite::Connection;

use crate::store::StoreError;
use crate::store::figures::SeatRound;

/// A seat's season sums as stored: packed, NULL when there are none.
pub(in crate::store::sqlite) fn packed_sums(
    sums: &BTreeMap<String, i64>,
) -> Result<Option<Vec<u8>>, StoreError> {
    let value = serde_json::to_value(sums).map_err(|e| StoreError::Damaged(e.to_string()))?;
    Ok(crate::packed::pack_unless_empty(&value))
}

/// Writes the figures of a match tallied from these seat rounds, replacing any it had.
pub(in crate::store::sqlite) fn insert_figures(
    conn: &Connection,
    match_id: i64,
    rounds: &[SeatRound],
) -> Result<(), StoreError> {
    crate::store::writing::insert_figures(&super::Rows(conn), match_id, rounds)
}
