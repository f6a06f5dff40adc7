//! Series of evenings (a season of club nights): created under a name no other series has
//! (compared as players' names are), found by id or name, listed. A series' evenings are read
//! with the events (`events.rs`, `series_events`).
//!
//! A name is compared in Rust, over the few series a club has: the unique `series_name` index
//! on lower(name) folds the case of ASCII letters only, not runs of spaces or accents.

use super::new_uuid;
use crate::games::names::fold;
use crate::store::clock::{self, UuidTable};
use crate::store::columns::uuid_text;
use crate::store::sql::{Connection, Get, Query, Row, params};
use crate::store::{SeriesInfo, StoreError};

/// A series' columns, as [`series_info`] reads them.
pub(super) const SERIES: &str = "id, uuid, name, best, min_evenings, created_at";

pub(super) fn series_info(r: &dyn Row) -> Result<SeriesInfo, StoreError> {
    Ok(SeriesInfo {
        id: r.get(0)?,
        uuid: uuid_text(&r.get::<Vec<u8>>(1)?, "series uuid")?,
        name: r.get(2)?,
        best: r.get(3)?,
        min: r.get(4)?,
        created_at: r.get(5)?,
    })
}

/// Creates a series; a name taken (compared as [`series_named`] compares) is refused with
/// [`StoreError::SeriesTaken`], which names the series there is, and nothing is written.
pub(in crate::store) fn create_series(
    db: &dyn Connection,
    name: &str,
    best: u32,
    min: u32,
) -> Result<i64, StoreError> {
    if let Some(taken) = series_named(db, name)? {
        return Err(StoreError::SeriesTaken { name: taken.name });
    }
    let uuid = new_uuid(db, UuidTable::Series)?;
    db.value(
        "INSERT INTO series (id, uuid, name, best, min_evenings, created_at)
         VALUES ((SELECT coalesce(max(id), 0) + 1 FROM series), ?1, ?2, ?3, ?4, ?5) RETURNING id",
        params![&uuid, name, best, min, &clock::now()],
    )
}

/// The series with this id.
pub(in crate::store) fn series(
    db: &dyn Connection,
    id: i64,
) -> Result<Option<SeriesInfo>, StoreError> {
    let sql = format!("SELECT {SERIES} FROM series WHERE id = ?1");
    db.opt_row(&sql, params![id], series_info)
}

/// The series named `name`, whatever its case, spaces or accents' composition.
pub(in crate::store) fn series_named(
    db: &dyn Connection,
    name: &str,
) -> Result<Option<SeriesInfo>, StoreError> {
    // Compared as players' and events' names are (`fold`: case, runs of spaces, invisible
    // characters, typographic apostrophes, composed accents), over a club's few series; SQLite's
    // lower() folds ASCII letters only.
    let key = fold(name);
    Ok(series_list(db)?
        .into_iter()
        .find(|series| fold(&series.name) == key))
}

/// Every series, newest first.
pub(in crate::store) fn series_list(db: &dyn Connection) -> Result<Vec<SeriesInfo>, StoreError> {
    let sql = format!("SELECT {SERIES} FROM series ORDER BY id DESC");
    db.rows(&sql, &[], series_info)
}
