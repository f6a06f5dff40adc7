//! Opening a file, safely when several tenscores open it at once.
//!
//! - The busy timeout is set on every connection before it reads anything, and a lock met at
//!   open is waited for and looked at again until the timeout has passed (SQLite answers some
//!   lock conflicts at once, without waiting): only then is the file "locked by another program".
//! - Whether a file must be created or upgraded is decided, and done, under the write lock: the
//!   version is read again inside one immediate transaction that runs every pending migration and
//!   raises `PRAGMA user_version`. Four `new`s on a missing file create it once; the other three
//!   find it current. A new file is empty until that transaction commits, never half made.
//! - A read opens the file read-write without creating it, and `query_only`: the last connection
//!   to close, a reader's too, removes the `-wal` and `-shm` (a read-only one would leave them).
//!   A file it may not write is read read-only. In a folder it cannot write, or on a full disk, a
//!   file with nothing in a write-ahead log (no `-wal` beside it, or an empty one) is read as it
//!   is (`immutable=1`), untouched.
//! - `--db` must name a regular file (or a link to one), or a file not made yet: a folder, a
//!   named pipe or a device is refused before SQLite opens it (a pipe would hang every read, a
//!   device would get a `-journal` beside it).
//! - A refusal leaves no file where there was none: a file this process made is taken back when
//!   opening it fails, or when the store goes without ever committing a write
//!   ([`forget_new_file`]); the empty `-wal` and the `-shm` SQLite leaves beside a file it is
//!   refused (another program's, a newer tenscore's) go too ([`LogsBefore`]).
//! - Every failure is named for its cause (`errors.rs`).

use std::fs::OpenOptions;
use std::os::unix::fs::{MetadataExt, OpenOptionsExt};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rusqlite::{Connection, OpenFlags, TransactionBehavior};

use super::{STEPS, errors, marks, schema_version};
use crate::store::{APPLICATION_ID, Access, BUSY_TIMEOUT, NotAFile, StoreError};

mod read;
use read::{connect_to_read, open_read};

/// Which file a path named: its device and inode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct FileId {
    dev: u64,
    ino: u64,
}

impl FileId {
    /// The file at `path` now, if there is one.
    pub(super) fn of(path: &Path) -> Option<FileId> {
        std::fs::metadata(path).ok().map(|m| FileId {
            dev: m.dev(),
            ino: m.ino(),
        })
    }
}

/// How many prepared statements a connection keeps.
const STATEMENT_CACHE: usize = 64;

/// Opens the file at `path` for `access`, looking again while another process holds a lock, until
/// the busy timeout has passed. A read never creates or changes a file, except to bring an older
/// tenscore's file up to the current schema. Says whether this open made the file: a store that
/// never commits a write to it takes it back ([`forget_new_file`]).
pub(super) fn open(path: &Path, access: Access) -> Result<(Connection, bool), StoreError> {
    if let Some(file) = crate::store::file_in_the_way(path) {
        let path = path.to_path_buf();
        return Err(StoreError::FileInTheWay { path, file });
    }
    refuse_what_is_not_a_file(path)?;
    let logs = LogsBefore::look(path);
    let created = match (exists(path)?, access) {
        (true, _) => false,
        (false, Access::Read | Access::Write) => return Err(missing(path)),
        (false, Access::Create) => create_empty(path)?,
    };
    let opened = open_waiting(path, access);
    match &opened {
        Err(_) if created => forget_new_file(path),
        Err(
            StoreError::NotOurs { .. } | StoreError::Newer { .. } | StoreError::VersionLost { .. },
        ) => {
            logs.tidy(path);
        }
        _ => {}
    }
    opened.map(|conn| (conn, created))
}

/// [`open_once`] until it no longer meets a lock, or the busy timeout has passed.
fn open_waiting(path: &Path, access: Access) -> Result<Connection, StoreError> {
    let deadline = Instant::now() + BUSY_TIMEOUT;
    let mut pause = Duration::from_millis(2);
    loop {
        match open_once(path, access, deadline) {
            Err(StoreError::Locked { .. }) if Instant::now() < deadline => {
                std::thread::sleep(pause);
                pause = (pause * 2).min(Duration::from_millis(50));
            }
            Ok(conn) => {
                conn.busy_timeout(BUSY_TIMEOUT)
                    .map_err(|e| errors::on(path, &e))?;
                // Room for every statement one transaction repeats: an import runs the writes of
                // a round, of a match's end and of the seasons for each match (some 40 in all),
                // which rusqlite's default of 16 would prepare again each time.
                conn.set_prepared_statement_cache_capacity(STATEMENT_CACHE);
                return Ok(conn);
            }
            Err(e) => return Err(e),
        }
    }
}

fn open_once(path: &Path, access: Access, deadline: Instant) -> Result<Connection, StoreError> {
    // What is left of the wait; never zero, which would turn the waiting off.
    let wait = deadline
        .saturating_duration_since(Instant::now())
        .max(Duration::from_millis(1));
    if !exists(path)? {
        match access {
            Access::Read | Access::Write => return Err(missing(path)),
            // Removed since `open` made it or found it: made again, empty.
            Access::Create => {
                create_empty(path)?;
            }
        }
    }
    // An older file is upgraded once (below), then read.
    if access == Access::Read
        && let Some(conn) = open_read(path, wait)?
    {
        return Ok(conn);
    }
    // A read that gets here found the file of an older schema.
    let upgrading = access == Access::Read;
    let mut conn = connect(
        path,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_CREATE,
        wait,
    )?;
    // SQLite opens a file it may not write read-only, silently.
    if conn
        .is_readonly(rusqlite::MAIN_DB)
        .map_err(|e| errors::on(path, &e))?
    {
        let path = path.to_path_buf();
        return Err(match upgrading {
            true => StoreError::OlderReadOnly { path },
            false => StoreError::ReadOnly { path },
        });
    }
    let found = check_ours(&conn, path)?;
    if found == Found::Empty && access == Access::Write {
        return Err(missing(path));
    }
    wal(&conn, path)?;
    configure(&conn, path)?;
    if found != Found::Current {
        migrate(&mut conn, path)?;
    }
    if access == Access::Read {
        drop(conn);
        let conn = connect_to_read(path, wait)?;
        configure(&conn, path)?;
        return Ok(conn);
    }
    Ok(conn)
}

fn missing(path: &Path) -> StoreError {
    StoreError::Missing {
        path: path.to_path_buf(),
    }
}

/// Whether there is a file at `path`; a folder that may not be looked into is said so.
fn exists(path: &Path) -> Result<bool, StoreError> {
    match std::fs::metadata(path) {
        Ok(_) => Ok(true),
        Err(e)
            if matches!(
                e.kind(),
                std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory
            ) =>
        {
            Ok(false)
        }
        // A folder on the way that may not be looked into: not read-only, closed.
        Err(e) if e.kind() == std::io::ErrorKind::PermissionDenied => {
            Err(StoreError::PermissionDenied {
                path: errors::folder_of(path),
            })
        }
        Err(e) => Err(errors::in_file_system(path, &e)),
    }
}

/// Creates the file empty (as SQLite would), so that the file system says why when it cannot;
/// says whether this call made it. Another process creating it at the same moment is fine: an
/// empty file is a new database.
fn create_empty(path: &Path) -> Result<bool, StoreError> {
    match OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o644)
        .open(path)
    {
        Ok(_) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(false),
        Err(e) => Err(errors::in_file_system(path, &e)),
    }
}

/// Refuses what cannot hold a database before SQLite opens it: a folder, a named pipe (every
/// read would wait for a writer), a socket or a device. A link is followed. A path that cannot
/// be looked at is left to [`exists`], which says why.
fn refuse_what_is_not_a_file(path: &Path) -> Result<(), StoreError> {
    match std::fs::metadata(path).ok().as_ref().and_then(NotAFile::of) {
        Some(kind) => Err(StoreError::NotAFile {
            path: path.to_path_buf(),
            kind,
        }),
        None => Ok(()),
    }
}

/// Takes back the file at `path` that this process made, when nothing was ever written to it:
/// a refused first write (or a failed open) leaves no file where there was none. It is looked
/// at, and removed, under the write lock: a file another tenscore has written to meanwhile
/// (every write leaves a mark, `marks.rs`) stays, and one waiting to write finds the file gone
/// once it has the lock (`SqliteBackend::begin_write`). Best effort: what cannot be looked at
/// stays.
pub(super) fn forget_new_file(path: &Path) {
    let Ok(conn) = Connection::open_with_flags(
        literal(path),
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    ) else {
        return;
    };
    if conn.busy_timeout(BUSY_TIMEOUT).is_err() || conn.execute_batch("BEGIN IMMEDIATE").is_err() {
        return;
    }
    if never_written(&conn) {
        for file in [
            path.to_path_buf(),
            beside(path, "-wal"),
            beside(path, "-shm"),
            beside(path, "-journal"),
        ] {
            // The logs may not be there; the file itself was.
            let _ = std::fs::remove_file(file);
        }
    }
    let _ = conn.execute_batch("ROLLBACK");
}

/// Whether no write ever landed in the file: nothing in it at all, or tenscore's schema with no
/// write mark.
fn never_written(conn: &Connection) -> bool {
    let count = |sql: &str| conn.query_row(sql, [], |row| row.get::<_, i64>(0));
    match count("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'write_marks'")
    {
        Ok(0) => count("SELECT count(*) FROM sqlite_master").is_ok_and(|n| n == 0),
        Ok(_) => marks::newest(conn).is_ok_and(|mark| mark.is_none()),
        Err(_) => false,
    }
}

/// Which of the `-wal` and `-shm` files were beside the file before it was opened.
struct LogsBefore {
    wal: bool,
    shm: bool,
}

impl LogsBefore {
    fn look(path: &Path) -> LogsBefore {
        LogsBefore {
            wal: std::fs::symlink_metadata(beside(path, "-wal")).is_ok(),
            shm: std::fs::symlink_metadata(beside(path, "-shm")).is_ok(),
        }
    }

    /// After a refused file (another program's, a newer tenscore's), every connection closed:
    /// SQLite leaves an empty `-wal` and its `-shm` beside a file in WAL mode that it only read.
    /// Those it made go; a log with something in it, and what was there before, stay.
    fn tidy(self, path: &Path) {
        let wal = beside(path, "-wal");
        if !self.wal && std::fs::symlink_metadata(&wal).is_ok_and(|m| m.is_file() && m.len() == 0) {
            let _ = std::fs::remove_file(&wal);
        }
        let shm = beside(path, "-shm");
        if !self.shm
            && std::fs::symlink_metadata(&wal).is_err()
            && std::fs::symlink_metadata(&shm).is_ok_and(|m| m.is_file())
        {
            let _ = std::fs::remove_file(&shm);
        }
    }
}

/// `path` with `suffix` appended (the -wal and -shm files).
fn beside(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_os_string();
    name.push(suffix);
    PathBuf::from(name)
}

/// A connection to the file, waiting for other writers up to `wait`; the wait is set before the
/// connection reads anything.
fn connect(path: &Path, flags: OpenFlags, wait: Duration) -> Result<Connection, StoreError> {
    let conn = Connection::open_with_flags(literal(path), flags | OpenFlags::SQLITE_OPEN_NO_MUTEX)
        .map_err(|e| errors::at_open(path, &e))?;
    conn.busy_timeout(wait).map_err(|e| errors::on(path, &e))?;
    Ok(conn)
}

/// The path as SQLite takes it literally: a relative one through `./`, so that `:memory:` is a
/// file of that name, not a database that vanishes with the process, and `file:NAME` a file of
/// that name, not a URI naming another file (`--db` is a file's path, whatever it spells).
fn literal(path: &Path) -> PathBuf {
    match path.is_relative() {
        true => Path::new(".").join(path),
        false => path.to_path_buf(),
    }
}

/// Write-ahead logging, so that a reader never waits for a writer. It is a property of the file,
/// set once: a file already in WAL mode is left as it is.
fn wal(conn: &Connection, path: &Path) -> Result<(), StoreError> {
    let mode: String = conn
        .pragma_query_value(None, "journal_mode", |row| row.get(0))
        .map_err(|e| errors::on(path, &e))?;
    if !mode.eq_ignore_ascii_case("wal") {
        conn.pragma_update(None, "journal_mode", "WAL")
            .map_err(|e| errors::on(path, &e))?;
    }
    Ok(())
}

/// The settings every command relies on, once the file is known to be ours.
fn configure(conn: &Connection, path: &Path) -> Result<(), StoreError> {
    conn.pragma_update(None, "synchronous", "FULL")
        .map_err(|e| errors::on(path, &e))?;
    conn.pragma_update(None, "foreign_keys", "ON")
        .map_err(|e| errors::on(path, &e))?;
    Ok(())
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Found {
    /// A new, empty file: nothing in it yet.
    Empty,
    /// A tenscore database of an older schema.
    Older { version: usize },
    /// A tenscore database of this schema.
    Current,
}

/// What the file says of itself: its application id, its schema version, how many schema objects
/// it has. A file that is not SQLite fails here, on the first read.
fn probe(conn: &Connection) -> rusqlite::Result<(i64, i64, i64)> {
    // One statement, one snapshot: another tenscore creating the file meanwhile must not be seen
    // half (its tables without its application id).
    conn.query_row(
        "SELECT (SELECT application_id FROM pragma_application_id),
                (SELECT user_version FROM pragma_user_version),
                (SELECT count(*) FROM sqlite_master)",
        [],
        |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)),
    )
}

/// Refuses, without writing, a file that is not ours or comes from a newer schema.
fn judge(
    path: &Path,
    (application_id, version, objects): (i64, i64, i64),
) -> Result<Found, StoreError> {
    if application_id == 0 && version == 0 && objects == 0 {
        return Ok(Found::Empty);
    }
    if application_id != APPLICATION_ID {
        return Err(StoreError::NotOurs {
            path: path.to_path_buf(),
        });
    }
    // Ours, with tables, but no version: every schema is made with its version in one
    // transaction, so the mark was set back by hand. Which schema it has cannot be told.
    if version == 0 && objects > 0 {
        return Err(StoreError::VersionLost {
            path: path.to_path_buf(),
        });
    }
    let known = schema_version();
    match usize::try_from(version) {
        Ok(version) if version < known => Ok(Found::Older { version }),
        Ok(version) if version == known => Ok(Found::Current),
        _ => Err(StoreError::Newer {
            path: path.to_path_buf(),
            found: version,
            known,
        }),
    }
}

/// Refuses, without writing, a file that is not ours or comes from a newer schema; says whether
/// it is empty, older or current.
pub(super) fn check_ours(conn: &Connection, path: &Path) -> Result<Found, StoreError> {
    let probed = probe(conn).map_err(|e| errors::on(path, &e))?;
    judge(path, probed)
}

/// Brings the file to the current schema in one immediate transaction: the version is read under
/// the write lock, so a file another tenscore created or upgraded meanwhile is left as it is. A
/// migration that fails rolls back: the file stays as it was.
fn migrate(conn: &mut Connection, path: &Path) -> Result<(), StoreError> {
    let tx = conn
        .transaction_with_behavior(TransactionBehavior::Immediate)
        .map_err(|e| errors::at_open(path, &e))?;
    let from = match check_ours(&tx, path)? {
        // Dropped, the transaction rolls back: it wrote nothing.
        Found::Current => return Ok(()),
        Found::Empty => 0,
        Found::Older { version } => version,
    };
    for step in &STEPS[from..] {
        // A failure names the step it happened in.
        let in_step = |e: StoreError| match e {
            StoreError::Migration(reason) => {
                StoreError::Migration(format!("{}: {reason}", step.name))
            }
            StoreError::Damaged(reason) | StoreError::Query(reason) => {
                StoreError::Migration(format!("{}: {reason}", step.name))
            }
            other => other,
        };
        if let Some(before) = step.before {
            before(&tx).map_err(in_step)?;
        }
        tx.execute_batch(step.sql)
            .map_err(|e| in_step(errors::in_migration(path, &e)))?;
        if let Some(hook) = step.hook {
            hook(&tx)
                .map_err(|e| match e {
                    rusqlite_migration::HookError::Hook(reason) => StoreError::Migration(reason),
                    rusqlite_migration::HookError::RusqliteError(e) => {
                        errors::in_migration(path, &e)
                    }
                    other => StoreError::Migration(format!("{other:?}")),
                })
                .map_err(in_step)?;
        }
    }
    if STEPS[from..].iter().any(|step| step.counts_seasons_again) {
        super::upgrade::count_seasons_again(&tx).map_err(|e| match e {
            said @ StoreError::Migration(_) => said,
            other => StoreError::Migration(format!("counting the seasons again: {other}")),
        })?;
    }
    if STEPS[from..].iter().any(|step| step.fills_sort_keys) {
        crate::store::queries::players::fill_sort_keys(&*tx).map_err(|e| {
            StoreError::Migration(format!("keying the players' names for sorting: {e}"))
        })?;
    }
    tx.pragma_update(None, "user_version", STEPS.len() as i64)
        .map_err(|e| errors::in_migration(path, &e))?;
    let committed = tx.commit();
    committed.map_err(|e| errors::on(path, &e))?;
    if from > 0 {
        give_back_freed_pages(conn);
    }
    Ok(())
}

/// After an upgrade that rebuilt the tables, most of the file may be free pages: VACUUM gives
/// them back (a 1M-round file of schema 3 is 640 MB, 880 MB right after the upgrade, 218 MB
/// after this). A small file is compacted whenever a page is free: that takes milliseconds. Best
/// effort: the upgrade is committed already, and a file that stays big is still whole (VACUUM is
/// atomic), so a failure (a full disk, say) is let be.
fn give_back_freed_pages(conn: &Connection) {
    let pages = |pragma: &str| -> i64 {
        conn.pragma_query_value(None, pragma, |r| r.get(0))
            .unwrap_or(0)
    };
    let (free, all) = (pages("freelist_count"), pages("page_count"));
    if free * 4 > all || (free > 0 && all <= SMALL_FILE_PAGES) {
        let _ = conn.execute_batch("VACUUM");
    }
}

/// A file this small (4 MiB of 4 KiB pages) is compacted after an upgrade whenever it can be.
const SMALL_FILE_PAGES: i64 = 1024;
