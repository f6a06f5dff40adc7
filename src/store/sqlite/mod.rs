//! The SQLite backend: one file, opened with WAL, foreign keys, `synchronous=FULL` and a busy
//! timeout so two terminals on one file both work. Migrations come from `schema/*.sql`, each with
//! a Rust hook in the same transaction where SQL alone cannot do it (`upgrade.rs`);
//! rusqlite_migration keeps the version in `PRAGMA user_version`. A database from a newer
//! tenscore, or a file that is not a tenscore database, is refused before anything is written,
//! and a migration that fails leaves the file as it was.

mod clock;
mod queries;
mod upgrade;

use std::path::Path;
use std::sync::LazyLock;

use rusqlite::{Connection, OpenFlags, TransactionBehavior};
use rusqlite_migration::{M, Migrations};
use serde_json::Value;

use super::{
    Access, Backend, Ending, FinalPlace, LiveEntry, MatchFigure, MatchInfo, OpenRound, Player,
    Reader, Replacement, RoundRecord, ScoreRecord, StoreError, Transaction, Writer,
};
use crate::games::{GameId, Outcome, Standing};

/// Marks a file as ours (`PRAGMA application_id`, "TENS").
pub const APPLICATION_ID: i64 = 0x5445_4E53;

/// Every migration, oldest first; the schema version is their number. Each runs in one
/// transaction, its Rust hook (if any) after its SQL.
static MIGRATION_LIST: LazyLock<Vec<M<'static>>> = LazyLock::new(|| {
    vec![
        M::up(include_str!("../../../schema/0001_init.sql")),
        M::up_with_hook(
            include_str!("../../../schema/0002_looking_back_and_import.sql"),
            upgrade::to_v2,
        ),
    ]
});

static MIGRATIONS: LazyLock<Migrations<'static>> =
    LazyLock::new(|| Migrations::from_slice(MIGRATION_LIST.as_slice()));

/// The schema version this build writes: the number of migrations.
pub fn schema_version() -> usize {
    MIGRATION_LIST.len()
}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> Self {
        match &e {
            rusqlite::Error::SqliteFailure(failure, _)
                if failure.code == rusqlite::ErrorCode::DatabaseBusy =>
            {
                StoreError::Busy(e.to_string())
            }
            _ => StoreError::Query(e.to_string()),
        }
    }
}

impl From<rusqlite_migration::Error> for StoreError {
    fn from(e: rusqlite_migration::Error) -> Self {
        match e {
            // A hook's refusal is already one clear sentence.
            rusqlite_migration::Error::Hook(reason) => StoreError::Migration(reason),
            e => StoreError::Migration(e.to_string()),
        }
    }
}

/// An open SQLite database.
pub(super) struct SqliteBackend {
    conn: Connection,
}

impl SqliteBackend {
    /// Opens the file at `path` for `access`. A read never creates or changes a file, except to
    /// bring an older tenscore's file up to the current schema.
    pub(super) fn open(path: &Path, access: Access) -> Result<SqliteBackend, StoreError> {
        let missing = || StoreError::Missing {
            path: path.to_path_buf(),
        };
        if access != Access::Create && !path.exists() {
            return Err(missing());
        }
        if access == Access::Read {
            let conn = connect(path, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
            match check_ours(&conn, path)? {
                Found::Empty => return Err(missing()),
                Found::Current => {
                    configure(&conn)?;
                    return Ok(SqliteBackend { conn });
                }
                // An older file is upgraded once, then read.
                Found::Older => drop(conn),
            }
        }
        let mut conn = connect(
            path,
            OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_CREATE,
        )?;
        if check_ours(&conn, path)? == Found::Empty && access == Access::Write {
            return Err(missing());
        }
        conn.pragma_update(None, "journal_mode", "WAL")
            .map_err(|e| open_error(path, e))?;
        configure(&conn)?;
        MIGRATIONS.to_latest(&mut conn)?;
        if access == Access::Read {
            drop(conn);
            let conn = connect(path, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
            configure(&conn)?;
            return Ok(SqliteBackend { conn });
        }
        Ok(SqliteBackend { conn })
    }

    fn begin(
        &self,
        behavior: TransactionBehavior,
    ) -> Result<Box<dyn Transaction + '_>, StoreError> {
        Ok(Box::new(SqliteTx {
            tx: rusqlite::Transaction::new_unchecked(&self.conn, behavior)?,
        }))
    }
}

fn open_error(path: &Path, e: rusqlite::Error) -> StoreError {
    StoreError::Open {
        path: path.to_path_buf(),
        reason: e.to_string(),
    }
}

/// A connection to the file, waiting for other writers up to the busy timeout.
fn connect(path: &Path, flags: OpenFlags) -> Result<Connection, StoreError> {
    let conn = Connection::open_with_flags(path, flags | OpenFlags::SQLITE_OPEN_NO_MUTEX)
        .map_err(|e| open_error(path, e))?;
    conn.busy_timeout(super::BUSY_TIMEOUT)
        .map_err(|e| open_error(path, e))?;
    Ok(conn)
}

/// The settings every command relies on, once the file is known to be ours.
fn configure(conn: &Connection) -> Result<(), StoreError> {
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    Ok(())
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Found {
    /// A new, empty file: nothing in it yet.
    Empty,
    /// A tenscore database of an older schema.
    Older,
    /// A tenscore database of this schema.
    Current,
}

/// Refuses, without writing, a file that is not ours or comes from a newer schema.
fn check_ours(conn: &Connection, path: &Path) -> Result<Found, StoreError> {
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
    if application_id == 0 && version == 0 && tables == 0 {
        return Ok(Found::Empty);
    }
    if application_id != APPLICATION_ID {
        return Err(not_ours());
    }
    let known = schema_version();
    if version > known as i64 {
        return Err(StoreError::Newer {
            path: path.to_path_buf(),
            found: version,
            known,
        });
    }
    Ok(if version < known as i64 {
        Found::Older
    } else {
        Found::Current
    })
}

impl Backend for SqliteBackend {
    fn begin_read(&self) -> Result<Box<dyn Transaction + '_>, StoreError> {
        // Deferred: the snapshot is taken at the first read and holds for the whole transaction.
        self.begin(TransactionBehavior::Deferred)
    }

    fn begin_write(&mut self) -> Result<Box<dyn Transaction + '_>, StoreError> {
        self.begin(TransactionBehavior::Immediate)
    }
}

struct SqliteTx<'c> {
    tx: rusqlite::Transaction<'c>,
}

impl Transaction for SqliteTx<'_> {
    fn commit(self: Box<Self>) -> Result<(), StoreError> {
        Ok(self.tx.commit()?)
    }
}

impl Reader for SqliteTx<'_> {
    fn latest_unfinished(&self) -> Result<Option<i64>, StoreError> {
        queries::latest_unfinished(&self.tx)
    }
    fn load_match(&self, id: i64) -> Result<Option<MatchInfo>, StoreError> {
        queries::load_match(&self.tx, id)
    }
    fn standing_with_scores(
        &self,
        info: &MatchInfo,
        rounds: u32,
    ) -> Result<(Standing, Vec<ScoreRecord>), StoreError> {
        queries::standing_with_scores(&self.tx, info, rounds)
    }
    fn round_opening(&self, match_id: i64, seq: u32) -> Result<Option<Value>, StoreError> {
        queries::round_opening(&self.tx, match_id, seq)
    }
    fn entries_from(&self, match_id: i64, from: u32) -> Result<Vec<LiveEntry>, StoreError> {
        queries::entries_from(&self.tx, match_id, from)
    }
    fn rounds_of(
        &self,
        info: &MatchInfo,
        with_withdrawn: bool,
    ) -> Result<Vec<RoundRecord>, StoreError> {
        queries::rounds_of(&self.tx, info, with_withdrawn)
    }
    fn figures_of(&self, match_id: i64) -> Result<Vec<MatchFigure>, StoreError> {
        queries::figures_of(&self.tx, match_id)
    }
    fn player_by_uuid(&self, uuid: &str) -> Result<Option<Player>, StoreError> {
        queries::player_by_uuid(&self.tx, uuid)
    }
}

impl Writer for SqliteTx<'_> {
    fn create_match(
        &self,
        game: GameId,
        options: &Value,
        names: &[String],
    ) -> Result<i64, StoreError> {
        queries::create_match(&self.tx, game, options, names)
    }
    fn open_next_round(&self, info: &MatchInfo, opening: &Value) -> Result<OpenRound, StoreError> {
        queries::open_next_round(&self.tx, info, opening)
    }
    fn withdraw_open_round(&self, info: &MatchInfo) -> Result<Option<u32>, StoreError> {
        queries::withdraw_open_round(&self.tx, info)
    }
    fn record_round(
        &self,
        info: &MatchInfo,
        entry: &Value,
        outcome: &Outcome,
    ) -> Result<u32, StoreError> {
        queries::record_round(&self.tx, info, entry, outcome)
    }
    fn replace_round(
        &self,
        info: &MatchInfo,
        replacement: &Replacement<'_>,
    ) -> Result<(), StoreError> {
        queries::replace_round(&self.tx, info, replacement)
    }
    fn rescore_round(
        &self,
        info: &MatchInfo,
        seq: u32,
        outcome: &Outcome,
    ) -> Result<(), StoreError> {
        queries::rescore_round(&self.tx, info, seq, outcome)
    }
    fn withdraw_last_round(&self, info: &MatchInfo) -> Result<Option<u32>, StoreError> {
        queries::withdraw_last_round(&self.tx, info)
    }
    fn end_match(
        &self,
        info: &MatchInfo,
        ending: Ending,
        places: &[FinalPlace],
    ) -> Result<String, StoreError> {
        queries::end_match(&self.tx, info, ending, places)
    }
    fn reopen_match(&self, match_id: i64) -> Result<(), StoreError> {
        queries::reopen_match(&self.tx, match_id)
    }
    fn alias_player(&self, uuid: &str, into: i64) -> Result<(), StoreError> {
        queries::alias_player(&self.tx, uuid, into)
    }
}

#[cfg(test)]
mod tests;
