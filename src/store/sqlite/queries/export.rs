//! What an export reads besides a match's own rows (`history::rounds_of`): the matches it takes,
//! one at a time in id order, and the players they seat with their aliases.
//!
//! The matches are walked by their key: each step asks for the first match after the last one
//! (through the primary key; one game's through the (game, id) index), so the walk holds one
//! id, however many matches the file has.

use rusqlite::{Connection, OptionalExtension, params_from_iter};

use super::{DIALECT, bound, uuid_text};
use crate::store::filters;
use crate::store::{ExportFilter, PlayerRecord, StoreError};

/// The first match after id `after` that `filter` lets through.
pub(in crate::store::sqlite) fn next_match(
    conn: &Connection,
    filter: &ExportFilter,
    after: i64,
) -> Result<Option<i64>, StoreError> {
    let (sql, values) = filters::next_match(DIALECT, filter, after);
    let values = bound(values);
    Ok(conn
        .prepare_cached(&sql)?
        .query_row(params_from_iter(&values), |r| r.get(0))
        .optional()?)
}

/// How many matches `filter` lets through, and their live scored rounds.
pub(in crate::store::sqlite) fn count_matches(
    conn: &Connection,
    filter: &ExportFilter,
) -> Result<(u64, u64), StoreError> {
    let (sql, values) = filters::count_matches(DIALECT, filter);
    let values = bound(values);
    let (matches, rounds): (i64, i64) = conn
        .prepare_cached(&sql)?
        .query_row(params_from_iter(&values), |r| Ok((r.get(0)?, r.get(1)?)))?;
    Ok((
        u64::try_from(matches).unwrap_or_default(),
        u64::try_from(rounds).unwrap_or_default(),
    ))
}

/// The players seated in a match `filter` lets through (every player, when it lets every match
/// through: one merged into another and never seated again is still copied), by id, each with
/// the UUIDs merged into them.
pub(in crate::store::sqlite) fn players_of_matches(
    conn: &Connection,
    filter: &ExportFilter,
) -> Result<Vec<PlayerRecord>, StoreError> {
    let (sql, values) = filters::players_of_matches(DIALECT, filter);
    let values = bound(values);
    let mut stmt = conn.prepare(&sql)?;
    let rows = stmt
        .query_map(params_from_iter(&values), |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, Vec<u8>>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, String>(3)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let mut aliases =
        conn.prepare_cached("SELECT uuid FROM player_aliases WHERE player_id = ?1 ORDER BY uuid")?;
    rows.into_iter()
        .map(|(id, uuid, name, created_at)| {
            let aliases = aliases
                .query_map([id], |r| r.get::<_, Vec<u8>>(0))?
                .map(|alias| uuid_text(&alias?, "player alias"))
                .collect::<Result<Vec<_>, StoreError>>()?;
            Ok(PlayerRecord {
                id,
                uuid: uuid_text(&uuid, "player uuid")?,
                name,
                created_at,
                aliases,
            })
        })
        .collect()
}
