//! Telling, before a write, that the file at the path is still the one this connection has been
//! writing to, when a copy was put over it in place (`cp backup.db tenscore.db` keeps the inode,
//! so the inode check of `sqlite.rs` cannot see it).
//!
//! Every write adds a mark (the next generation, a random token) to `write_marks`; the store
//! remembers the last mark it wrote or saw at open, and before its next write looks for that mark
//! in the file, under the write lock. Two things make that look reach the file on disk:
//! - after every write the write-ahead log is emptied into the file (best effort: a reader in the
//!   middle of a read keeps it), so that a copy put over the file is not read through frames of
//!   the log that belong to the file it replaced;
//! - before the look, the connection's page cache is dropped: SQLite trusts its cache while the
//!   log's index is unchanged, and a copy put over the file leaves that index as it was.

use std::time::Duration;

use rusqlite::{Connection, OptionalExtension, config::DbConfig};

use crate::store::BUSY_TIMEOUT;

/// How many writes back a mark is kept: another terminal may write this many times between two
/// writes of `play` before `play` can no longer find its own mark (and stops, to be safe).
pub(super) const MARKS_KEPT: i64 = 4096;

/// One write: its generation (1 for the first write to a file) and its random token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Mark {
    generation: i64,
    token: i64,
}

/// The newest mark in the file, if any write has left one (a new or just upgraded file has none).
pub(super) fn newest(conn: &Connection) -> rusqlite::Result<Option<Mark>> {
    conn.query_row(
        "SELECT generation, token FROM write_marks ORDER BY generation DESC LIMIT 1",
        [],
        |row| {
            Ok(Mark {
                generation: row.get(0)?,
                token: row.get(1)?,
            })
        },
    )
    .optional()
}

/// Adds the mark of the write in progress, and lets the oldest go.
pub(super) fn add(conn: &Connection) -> rusqlite::Result<Mark> {
    let generation = newest(conn)?.map_or(1, |m| m.generation + 1);
    // Random even when tests fix the UUIDs: two files must never share a mark by construction.
    let token = uuid::Uuid::new_v4().as_u64_pair().0 as i64;
    conn.execute(
        "INSERT INTO write_marks (generation, token) VALUES (?1, ?2)",
        (generation, token),
    )?;
    conn.execute(
        "DELETE FROM write_marks WHERE generation <= ?1",
        [generation - MARKS_KEPT],
    )?;
    Ok(Mark { generation, token })
}

/// Drops what the connection has cached of the file, so that the next read comes from disk. It
/// runs outside any transaction, when no page is in use.
pub(super) fn forget_cached_pages(conn: &Connection) {
    // Only memory is released; a failure leaves the cache as it was, which is no worse.
    let _ = conn.execute_batch("PRAGMA shrink_memory");
}

/// Whether the file (read inside the write transaction) still holds `mark`. A file without the
/// table is a copy of an older tenscore's file.
pub(super) fn still_there(conn: &Connection, mark: Mark) -> rusqlite::Result<bool> {
    let has_table: bool = conn.query_row(
        "SELECT count(*) > 0 FROM sqlite_master WHERE type = 'table' AND name = 'write_marks'",
        [],
        |row| row.get(0),
    )?;
    if !has_table {
        return Ok(false);
    }
    let token: Option<i64> = conn
        .query_row(
            "SELECT token FROM write_marks WHERE generation = ?1",
            [mark.generation],
            |row| row.get(0),
        )
        .optional()?;
    Ok(token == Some(mark.token))
}

/// Empties the write-ahead log into the file after a write, without waiting for readers: one in
/// the middle of a read keeps the log as it is, and the next write tries again.
pub(super) fn empty_the_log(conn: &Connection) {
    // Best effort after a commit: the write has landed whatever happens here.
    let _ = conn.busy_timeout(Duration::ZERO);
    let _ = conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()));
    let _ = conn.busy_timeout(BUSY_TIMEOUT);
}

/// For a file found replaced in place: closing the connection must not copy the log into the file
/// now at the path, which is not the file the log belongs to.
pub(super) fn no_checkpoint_on_close(conn: &Connection) {
    // If SQLite refuses, the log was emptied after the last write and there is nothing to copy.
    let _ = conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true);
}
