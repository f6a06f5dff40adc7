//! The SQLite backend: one file, opened with WAL, foreign keys, `synchronous=FULL` and a busy
//! timeout so two terminals on one file both work. Migrations come from `schema/*.sql`, each with
//! Rust before or after it in the same transaction where SQL alone cannot do it (`upgrade.rs`,
//! with rusqlite_migration's hook type); they run under the write lock (`open.rs`), so that
//! several tenscores opening a new file at once create it once. The version is kept in `PRAGMA
//! user_version`. A database from a newer tenscore, or a file that is not a tenscore database,
//! is refused before anything is written, and a migration that fails leaves the file as it was.
//! Every other failure is named for what it is (`errors.rs`), and a file replaced under an open
//! store is noticed before the next write. The statements are the store's shared ones
//! (`store/queries/`), run through this backend's `Connection` (`sql.rs`).

mod errors;
mod marks;
mod open;
mod sql;
mod upgrade;

use std::cell::Cell;
use std::path::{Path, PathBuf};

use super::{Access, Backend, StoreError, Transaction};
use crate::store::clock;
use open::FileId;
use rusqlite::{Connection, TransactionBehavior};
use rusqlite_migration::HookResult;

/// Now, as the writes stamp their rows.
pub(super) fn now() -> String {
    clock::now()
}

/// Marks a file as ours (`PRAGMA application_id`, "TENS").
pub const APPLICATION_ID: i64 = 0x5445_4E53;

/// What a step needs on the connection before its SQL runs (a function the SQL calls).
type Prepare = fn(&Connection) -> Result<(), StoreError>;

/// One step of the schema: what it needs ready first (if anything), its SQL, then its Rust hook
/// (if any), all in one transaction.
struct Step {
    /// The file of its SQL, named in the message when the step fails.
    name: &'static str,
    before: Option<Prepare>,
    sql: &'static str,
    hook: Option<fn(&rusqlite::Transaction<'_>) -> HookResult>,
    /// Every season, rival and rating is counted again once the last step ran, in the same
    /// transaction: the store's own code writes today's schema, not the step's.
    counts_seasons_again: bool,
    /// Every player without the key their name sorts by gets one once the last step ran (in
    /// Rust: `names::sort_key` is not SQL).
    fills_sort_keys: bool,
}

/// Every migration, oldest first; the schema version is their number.
static STEPS: [Step; 16] = [
    Step {
        name: "0001_init.sql",
        before: None,
        sql: include_str!("../../schema/0001_init.sql"),
        hook: None,
        counts_seasons_again: false,
        fills_sort_keys: false,
    },
    Step {
        name: "0002_looking_back_and_import.sql",
        before: None,
        sql: include_str!("../../schema/0002_looking_back_and_import.sql"),
        hook: Some(upgrade::to_v2),
        counts_seasons_again: false,
        fills_sort_keys: false,
    },
    Step {
        name: "0003_write_marks.sql",
        before: None,
        sql: include_str!("../../schema/0003_write_marks.sql"),
        hook: None,
        counts_seasons_again: false,
        fills_sort_keys: false,
    },
    Step {
        name: "0004_rows_by_match.sql",
        before: Some(upgrade::before_v4),
        sql: include_str!("../../schema/0004_rows_by_match.sql"),
        hook: Some(upgrade::to_v4),
        counts_seasons_again: false,
        fills_sort_keys: false,
    },
    Step {
        name: "0005_seasons.sql",
        before: None,
        sql: include_str!("../../schema/0005_seasons.sql"),
        hook: Some(upgrade::to_v5),
        counts_seasons_again: true,
        fills_sort_keys: false,
    },
    Step {
        name: "0006_club_size.sql",
        before: None,
        sql: include_str!("../../schema/0006_club_size.sql"),
        hook: None,
        counts_seasons_again: false,
        fills_sort_keys: false,
    },
    Step {
        name: "0007_team_places.sql",
        before: None,
        sql: include_str!("../../schema/0007_team_places.sql"),
        hook: None,
        counts_seasons_again: true,
        fills_sort_keys: false,
    },
    Step {
        name: "0008_events.sql",
        before: None,
        sql: include_str!("../../schema/0008_events.sql"),
        hook: None,
        counts_seasons_again: false,
        fills_sort_keys: false,
    },
    Step {
        name: "0009_fewer_pages_written.sql",
        before: None,
        sql: include_str!("../../schema/0009_fewer_pages_written.sql"),
        hook: None,
        counts_seasons_again: false,
        fills_sort_keys: false,
    },
    Step {
        name: "0010_fewer_index_writes.sql",
        before: None,
        sql: include_str!("../../schema/0010_fewer_index_writes.sql"),
        hook: None,
        counts_seasons_again: false,
        fills_sort_keys: false,
    },
    Step {
        name: "0011_ids_not_given_again.sql",
        before: None,
        sql: include_str!("../../schema/0011_ids_not_given_again.sql"),
        hook: None,
        counts_seasons_again: false,
        fills_sort_keys: false,
    },
    Step {
        name: "0012_names_kept_and_sorted.sql",
        before: None,
        sql: include_str!("../../schema/0012_names_kept_and_sorted.sql"),
        hook: None,
        counts_seasons_again: false,
        fills_sort_keys: true,
    },
    Step {
        name: "0013_end_kept_through_reopen.sql",
        before: None,
        sql: include_str!("../../schema/0013_end_kept_through_reopen.sql"),
        hook: None,
        counts_seasons_again: false,
        fills_sort_keys: false,
    },
    Step {
        name: "0014_history_by_start.sql",
        before: None,
        sql: include_str!("../../schema/0014_history_by_start.sql"),
        hook: None,
        counts_seasons_again: false,
        fills_sort_keys: false,
    },
    Step {
        name: "0015_phone_apostrophes.sql",
        before: None,
        sql: include_str!("../../schema/0015_phone_apostrophes.sql"),
        hook: None,
        counts_seasons_again: false,
        fills_sort_keys: false,
    },
    Step {
        name: "0016_seasons_with_rivals.sql",
        before: None,
        sql: include_str!("../../schema/0016_seasons_with_rivals.sql"),
        hook: None,
        counts_seasons_again: true,
        fills_sort_keys: false,
    },
];

/// The schema version this build writes: the number of migrations.
pub fn schema_version() -> usize {
    STEPS.len()
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

/// An open SQLite database.
pub(super) struct SqliteBackend {
    conn: Connection,
    /// The path it was opened by, and the file that path named then.
    path: PathBuf,
    file: FileId,
    /// The mark of the last write made through this connection, or the newest one at open: the
    /// file at the path must still hold it at the next write (`marks.rs`).
    mark: Cell<Option<marks::Mark>>,
    /// Set once the file at the path was found not to be the one opened: every write is refused.
    replaced: Cell<bool>,
    /// Whether opening made the file: if no write of this store commits, it goes again.
    created: bool,
}

impl SqliteBackend {
    /// Opens the file at `path` for `access`. A read never creates or changes a file, except to
    /// bring an older tenscore's file up to the current schema.
    pub(super) fn open(path: &Path, access: Access) -> Result<SqliteBackend, StoreError> {
        let (conn, created) = open::open(path, access)?;
        let file = FileId::of(path).ok_or_else(|| StoreError::Replaced {
            path: path.to_path_buf(),
        })?;
        let mark = match access {
            Access::Read => None,
            Access::Write | Access::Create => {
                marks::newest(&conn).map_err(|e| errors::on(path, &e))?
            }
        };
        Ok(SqliteBackend {
            conn,
            path: path.to_path_buf(),
            file,
            mark: Cell::new(mark),
            replaced: Cell::new(false),
            created,
        })
    }

    /// Whether the path still names the file that was opened.
    fn still_at_its_path(&self) -> bool {
        FileId::of(&self.path) == Some(self.file)
    }

    /// For a file that is no longer at its path: SQLite does not checkpoint a file that moved
    /// when it closes, and would leave that file's write-ahead log under the path, where the
    /// next tenscore would read it as part of the file now there. The log goes into the file it
    /// belongs to (whose content stays what it was) and is emptied.
    fn let_go_of_the_log(&self) {
        // A read-only connection has no log of its own to let go of; nothing else can be done.
        let _ = self
            .conn
            .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()));
    }

    fn begin(&self, behavior: TransactionBehavior) -> Result<SqliteTx<'_>, StoreError> {
        Ok(SqliteTx {
            tx: rusqlite::Transaction::new_unchecked(&self.conn, behavior)
                .map_err(|e| errors::in_transaction(&self.path, &e))?,
            conn: &self.conn,
            path: &self.path,
            mark: None,
        })
    }

    /// Refuses every write from now on: the file at the path is not the one opened.
    fn refuse_writes(&self) -> StoreError {
        self.replaced.set(true);
        StoreError::Replaced {
            path: self.path.clone(),
        }
    }
}

impl Backend for SqliteBackend {
    fn begin_read(&self) -> Result<Box<dyn Transaction + '_>, StoreError> {
        // Deferred: the snapshot is taken at the first read and holds for the whole transaction.
        Ok(Box::new(self.begin(TransactionBehavior::Deferred)?))
    }

    fn begin_write(&mut self) -> Result<Box<dyn Transaction + '_>, StoreError> {
        // `play` keeps one store open across many writes: if the file at the path is no longer
        // the one opened (another moved over it, or it was deleted), nothing is written to either.
        if self.replaced.get() {
            return Err(self.refuse_writes());
        }
        if !self.still_at_its_path() {
            self.let_go_of_the_log();
            return Err(self.refuse_writes());
        }
        // A copy put over the file in place keeps the inode: the file must still hold the mark
        // of the last write, read from disk under the write lock.
        let expected = self.mark.get();
        if expected.is_some() {
            marks::forget_cached_pages(&self.conn);
        }
        let mut tx = self.begin(TransactionBehavior::Immediate)?;
        // Another tenscore that made the file may have taken it back while this one waited for
        // the lock (`open::forget_new_file`).
        if !self.still_at_its_path() {
            drop(tx);
            return Err(self.refuse_writes());
        }
        if let Some(mark) = expected
            && !marks::still_there(&tx.tx, mark)
                .map_err(|e| errors::in_transaction(&self.path, &e))?
        {
            // Rolled back as it is dropped: nothing was written.
            drop(tx);
            marks::no_checkpoint_on_close(&self.conn);
            return Err(self.refuse_writes());
        }
        tx.mark = Some(&self.mark);
        Ok(Box::new(tx))
    }
}

impl Drop for SqliteBackend {
    fn drop(&mut self) {
        if !self.still_at_its_path() {
            self.let_go_of_the_log();
        } else if self.created && self.mark.get().is_none() {
            // Made by this store and never written to (its first write was refused): taken
            // back, once this connection is closed, so that a refusal leaves no file behind.
            if let Ok(memory) = Connection::open_in_memory() {
                drop(std::mem::replace(&mut self.conn, memory));
                open::forget_new_file(&self.path);
            }
        }
    }
}

struct SqliteTx<'c> {
    tx: rusqlite::Transaction<'c>,
    conn: &'c Connection,
    path: &'c Path,
    /// For a write: where the store keeps the mark of its last write.
    mark: Option<&'c Cell<Option<marks::Mark>>>,
}

impl Transaction for SqliteTx<'_> {
    fn commit(self: Box<Self>) -> Result<(), StoreError> {
        let SqliteTx {
            tx,
            conn,
            path,
            mark,
        } = *self;
        let Some(last_mark) = mark else {
            return tx.commit().map_err(|e| errors::in_transaction(path, &e));
        };
        let written = marks::add(&tx).map_err(|e| errors::in_transaction(path, &e))?;
        tx.commit().map_err(|e| errors::in_transaction(path, &e))?;
        last_mark.set(Some(written));
        marks::empty_the_log(conn);
        Ok(())
    }
}

/// Another program holding the write lock of the file at `path` until this is dropped: for tests
/// of what waits for it.
#[cfg(test)]
pub(crate) struct HeldLock(#[allow(dead_code)] Connection);

#[cfg(test)]
impl HeldLock {
    pub(crate) fn on(path: &Path) -> Result<HeldLock, StoreError> {
        let conn = Connection::open(path)?;
        conn.execute_batch("BEGIN IMMEDIATE")?;
        Ok(HeldLock(conn))
    }
}

#[cfg(test)]
mod tests;

impl crate::store::sql::Connection for SqliteTx<'_> {
    fn dialect(&self) -> crate::store::sql::Dialect {
        crate::store::sql::Dialect::Sqlite
    }

    fn run(
        &self,
        sql: crate::store::sql::Text<'_>,
        params: &[crate::store::sql::Value<'_>],
    ) -> Result<(), StoreError> {
        (*self.tx).run(sql, params)
    }

    fn each(
        &self,
        sql: crate::store::sql::Text<'_>,
        params: &[crate::store::sql::Value<'_>],
        row: &mut dyn FnMut(&dyn crate::store::sql::Row) -> Result<bool, StoreError>,
    ) -> Result<(), StoreError> {
        (*self.tx).each(sql, params, row)
    }

    fn forget_read_pages(&self) {
        (*self.tx).forget_read_pages();
    }
}
