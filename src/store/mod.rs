//! Storage: the only place that speaks SQL.
//!
//! One SQLite file, opened with WAL, foreign keys, `synchronous=FULL` and a busy timeout so two
//! terminals on one file both work. Migrations come from `schema/*.sql` (rusqlite_migration keeps
//! the version in `PRAGMA user_version`); a database from a newer tenscore, or a file that is not a
//! tenscore database, is refused before anything is written to it.

mod clock;
mod matches;

pub use matches::*;

use std::path::{Path, PathBuf};
use std::sync::LazyLock;

use rusqlite::{Connection, OpenFlags, TransactionBehavior};
use rusqlite_migration::{M, Migrations};

/// Marks a file as ours (`PRAGMA application_id`, "TENS").
pub const APPLICATION_ID: i64 = 0x5445_4E53;

static MIGRATIONS: LazyLock<Migrations<'static>> =
    LazyLock::new(|| Migrations::new(vec![M::up(include_str!("../../schema/0001_init.sql"))]));

/// The schema version this build writes.
pub fn schema_version() -> usize {
    1
}

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("cannot open the database {}: {source}", path.display())]
    Open {
        path: PathBuf,
        source: rusqlite::Error,
    },
    #[error("{} is not a tenscore database", path.display())]
    NotOurs { path: PathBuf },
    #[error(
        "{} was written by a newer tenscore (schema {found}; this one knows up to {known})",
        path.display()
    )]
    Newer {
        path: PathBuf,
        found: i64,
        known: usize,
    },
    #[error("cannot create the folder {}: {source}", path.display())]
    Folder {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("no folder for application data was found on this system")]
    NoDataDir,
    #[error("database error: {0}")]
    Sql(#[from] rusqlite::Error),
    #[error("database migration failed: {0}")]
    Migration(#[from] rusqlite_migration::Error),
    #[error("stored data is damaged: {0}")]
    Damaged(String),
}

impl StoreError {
    /// What the user can do about it, in one line.
    pub fn hint(&self) -> Option<String> {
        match self {
            StoreError::Open { .. } | StoreError::Folder { .. } => {
                Some("choose a writable path with --db PATH or TENSCORE_DB".into())
            }
            StoreError::NotOurs { .. } => Some(
                "it was left untouched; choose another file with --db PATH or TENSCORE_DB".into(),
            ),
            StoreError::Newer { .. } => Some(
                "it was left untouched; use a newer tenscore, or another file with --db".into(),
            ),
            StoreError::NoDataDir => Some("choose a file with --db PATH or TENSCORE_DB".into()),
            StoreError::Sql(rusqlite::Error::SqliteFailure(e, _))
                if e.code == rusqlite::ErrorCode::DatabaseBusy =>
            {
                Some("another tenscore is writing to this file; try again".into())
            }
            _ => None,
        }
    }
}

/// The default database: `tenscore.db` in the platform's data directory.
pub fn default_path() -> Result<PathBuf, StoreError> {
    let dirs = directories::ProjectDirs::from("", "", "tenscore").ok_or(StoreError::NoDataDir)?;
    Ok(dirs.data_dir().join("tenscore.db"))
}

/// An open tenscore database.
pub struct Store {
    conn: Connection,
}

impl Store {
    /// Opens (creating if needed) the database at `path`, migrating it to the current schema.
    pub fn open(path: &Path, create_folder: bool) -> Result<Store, StoreError> {
        if create_folder && let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(parent).map_err(|source| StoreError::Folder {
                path: parent.to_path_buf(),
                source,
            })?;
        }
        let open_error = |source| StoreError::Open {
            path: path.to_path_buf(),
            source,
        };
        let mut conn = Connection::open_with_flags(
            path,
            OpenFlags::SQLITE_OPEN_READ_WRITE
                | OpenFlags::SQLITE_OPEN_CREATE
                | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )
        .map_err(open_error)?;
        conn.busy_timeout(std::time::Duration::from_secs(5))
            .map_err(open_error)?;
        check_ours(&conn, path)?;
        conn.pragma_update(None, "journal_mode", "WAL")
            .map_err(open_error)?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        MIGRATIONS.to_latest(&mut conn)?;
        Ok(Store { conn })
    }

    /// Reads without a transaction of its own.
    pub fn conn(&self) -> &Connection {
        &self.conn
    }

    /// Runs `work` in one immediate transaction: everything it writes lands, or nothing does.
    pub fn write<T, E>(&mut self, work: impl FnOnce(&Connection) -> Result<T, E>) -> Result<T, E>
    where
        E: From<StoreError>,
    {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(StoreError::from)?;
        let value = work(&tx)?;
        tx.commit().map_err(StoreError::from)?;
        Ok(value)
    }
}

/// Refuses, without writing, a file that is not ours or comes from a newer schema.
fn check_ours(conn: &Connection, path: &Path) -> Result<(), StoreError> {
    let not_ours = || StoreError::NotOurs {
        path: path.to_path_buf(),
    };
    // A file that is not SQLite at all fails on its first read.
    let application_id: i64 = conn
        .pragma_query_value(None, "application_id", |row| row.get(0))
        .map_err(|_| not_ours())?;
    let version: i64 = conn
        .pragma_query_value(None, "user_version", |row| row.get(0))
        .map_err(|_| not_ours())?;
    let tables: i64 = conn
        .query_row("SELECT count(*) FROM sqlite_master", [], |row| row.get(0))
        .map_err(|_| not_ours())?;
    let empty = application_id == 0 && version == 0 && tables == 0;
    if !empty && application_id != APPLICATION_ID {
        return Err(not_ours());
    }
    if version > schema_version() as i64 {
        return Err(StoreError::Newer {
            path: path.to_path_buf(),
            found: version,
            known: schema_version(),
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests;
