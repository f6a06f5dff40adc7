//! What an export reads besides a match's own rows (`history::rounds_of`): the matches it takes,
//! one at a time in id order, and the players they seat with their aliases. The SQL of the
//! filters is built in `store/filters.rs`.
//!
//! The matches are walked by their key: each step asks for the first match after the last one
//! (through the primary key; one game's through the (game, id) index), so the walk holds one
//! id, however many matches the file has.

use crate::store::columns::uuid_text;
use crate::store::filters::{self, Param};
use crate::store::sql::{Connection, Get, Query, Value, params};
use crate::store::{ExportFilter, PlayerRecord, StoreError};

/// A filter's parameters, as a statement binds them.
fn bound(values: &[Param]) -> Vec<Value<'_>> {
    values.iter().map(Value::from).collect()
}

/// The first match after id `after` that `filter` lets through.
pub(in crate::store) fn next_match(
    db: &dyn Connection,
    filter: &ExportFilter,
    after: i64,
) -> Result<Option<i64>, StoreError> {
    let (sql, values) = filters::next_match(filter, after);
    db.opt_value(&sql, &bound(&values))
}

/// How many matches `filter` lets through, and their live scored rounds.
pub(in crate::store) fn count_matches(
    db: &dyn Connection,
    filter: &ExportFilter,
) -> Result<(u64, u64), StoreError> {
    let (sql, values) = filters::count_matches(filter);
    let (matches, rounds): (i64, i64) =
        db.one_row(&sql, &bound(&values), |r| Ok((r.get(0)?, r.get(1)?)))?;
    Ok((
        u64::try_from(matches).unwrap_or_default(),
        u64::try_from(rounds).unwrap_or_default(),
    ))
}

/// The players seated in a match `filter` lets through (every player, when it lets every match
/// through: one merged into another and never seated again is still copied), by id, each with
/// the UUIDs merged into them.
pub(in crate::store) fn players_of_matches(
    db: &dyn Connection,
    filter: &ExportFilter,
) -> Result<Vec<PlayerRecord>, StoreError> {
    let (sql, values) = filters::players_of_matches(filter);
    let rows = db.rows(&sql, &bound(&values), |r| {
        Ok((
            r.get::<i64>(0)?,
            r.get::<Vec<u8>>(1)?,
            r.get::<String>(2)?,
            r.get::<String>(3)?,
            r.opt::<String>(4)?,
        ))
    })?;
    rows.into_iter()
        .map(|(id, uuid, name, created_at, named_at)| {
            let kept = db.rows(
                "SELECT uuid, folded FROM player_aliases WHERE player_id = ?1 ORDER BY uuid",
                params![id],
                |r| {
                    Ok((
                        uuid_text(&r.get::<Vec<u8>>(0)?, "player alias")?,
                        r.opt::<String>(1)?,
                    ))
                },
            )?;
            let merged_names = (kept.iter())
                .filter_map(|(alias, name)| Some((alias.clone(), name.clone()?)))
                .collect();
            Ok(PlayerRecord {
                id,
                uuid: uuid_text(&uuid, "player uuid")?,
                name,
                created_at,
                named_at,
                aliases: kept.into_iter().map(|(alias, _)| alias).collect(),
                merged_names,
            })
        })
        .collect()
}
