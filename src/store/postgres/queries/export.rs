//! What an export reads besides a match's own rows: the matches it takes, one at a time in id
//! order, and the players they seat with their aliases. The SQL is shared (`store/filters.rs`).

use super::{DIALECT, Db, Get, bound};
use crate::store::columns::uuid_text;
use crate::store::filters;
use crate::store::{ExportFilter, PlayerRecord, StoreError};

pub(in crate::store::postgres) fn next_match(
    db: &Db,
    filter: &ExportFilter,
    after: i64,
) -> Result<Option<i64>, StoreError> {
    let (sql, values) = filters::next_match(DIALECT, filter, after);
    db.row(&sql, &bound(&values))?.map(|r| r.at(0)).transpose()
}

pub(in crate::store::postgres) fn count_matches(
    db: &Db,
    filter: &ExportFilter,
) -> Result<(u64, u64), StoreError> {
    let (sql, values) = filters::count_matches(DIALECT, filter);
    let row = db.one(&sql, &bound(&values))?;
    let (matches, rounds): (i64, i64) = (row.at(0)?, row.at(1)?);
    Ok((
        u64::try_from(matches).unwrap_or_default(),
        u64::try_from(rounds).unwrap_or_default(),
    ))
}

pub(in crate::store::postgres) fn players_of_matches(
    db: &Db,
    filter: &ExportFilter,
) -> Result<Vec<PlayerRecord>, StoreError> {
    let (sql, values) = filters::players_of_matches(DIALECT, filter);
    db.rows(&sql, &bound(&values))?
        .iter()
        .map(|r| {
            let id: i64 = r.at(0)?;
            let aliases = db
                .rows(
                    "SELECT uuid FROM player_aliases WHERE player_id = $1 ORDER BY uuid",
                    &[&id],
                )?
                .iter()
                .map(|a| uuid_text(a.at(0)?, "player alias"))
                .collect::<Result<Vec<_>, StoreError>>()?;
            Ok(PlayerRecord {
                id,
                uuid: uuid_text(r.at(1)?, "player uuid")?,
                name: r.at(2)?,
                created_at: r.at(3)?,
                aliases,
            })
        })
        .collect()
}
