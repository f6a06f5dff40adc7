//! Opening the file to read it: read-write without creating it, so that the last connection to
//! close removes the `-wal` and `-shm`; read-only where SQLite cannot make those; as it is
//! (`immutable=1`) where a read-only connection cannot read it either and nothing is pending.

use std::fmt::Write as _;
use std::os::unix::ffi::OsStrExt;
use std::path::Path;
use std::time::Duration;

use rusqlite::{Connection, ErrorCode, OpenFlags};

use super::super::{errors, marks};
use super::{Found, beside, configure, connect, judge, missing, probe};
use crate::store::StoreError;

/// A connection that only reads, to a current file; `None` when the file is of an older schema
/// and must be upgraded first.
pub(super) fn open_read(path: &Path, wait: Duration) -> Result<Option<Connection>, StoreError> {
    let conn = connect_to_read(path, wait)?;
    let (conn, found, frozen) = match probe(&conn) {
        Ok(probed) => {
            let found = judge_leaving_logs(&conn, path, probed)?;
            (conn, found, false)
        }
        // Where the logs cannot be made (a read-only folder, a full disk): read-only.
        Err(e) if may_read_read_only(&e) => {
            drop(conn);
            open_read_only(path, wait)?
        }
        Err(e) => return Err(errors::on(path, &e)),
    };
    match found {
        Found::Empty => Err(missing(path)),
        Found::Current => {
            configure(&conn, path)?;
            Ok(Some(conn))
        }
        // Upgrading it needs the file and its folder written.
        Found::Older { .. } if frozen => Err(StoreError::OlderReadOnly {
            path: path.to_path_buf(),
        }),
        Found::Older { .. } => Ok(None),
    }
}

/// A connection for reading: read-write but never creating, so that the last one to close, a
/// reader's as a writer's, takes the write-ahead log into the file and removes it and the `-shm`
/// (a read-only connection cannot, and leaves them); `query_only` keeps every statement a read.
/// SQLite opens a file it may not write read-only, silently.
pub(super) fn connect_to_read(path: &Path, wait: Duration) -> Result<Connection, StoreError> {
    let conn = connect(path, OpenFlags::SQLITE_OPEN_READ_WRITE, wait)?;
    conn.pragma_update(None, "query_only", true)
        .map_err(|e| errors::on(path, &e))?;
    Ok(conn)
}

/// [`judge`], and a refused file's write-ahead log left as it was, not taken into the file.
fn judge_leaving_logs(
    conn: &Connection,
    path: &Path,
    probed: (i64, i64, i64),
) -> Result<Found, StoreError> {
    let judged = judge(path, probed);
    if judged.is_err() {
        marks::no_checkpoint_on_close(conn);
    }
    judged
}

/// Whether a read that failed in read-write mode may go as a read-only one did: where the
/// `-wal` or `-shm` cannot be made or written.
fn may_read_read_only(e: &rusqlite::Error) -> bool {
    matches!(
        e.sqlite_error_code(),
        Some(
            ErrorCode::CannotOpen
                | ErrorCode::ReadOnly
                | ErrorCode::SystemIoFailure
                | ErrorCode::DiskFull
                | ErrorCode::PermissionDenied
        )
    )
}

/// A read-only connection to the file, or one that reads it as it is when there is nothing in its
/// log; with what it found and whether it reads the file as it is.
fn open_read_only(path: &Path, wait: Duration) -> Result<(Connection, Found, bool), StoreError> {
    let conn = connect(path, OpenFlags::SQLITE_OPEN_READ_ONLY, wait)?;
    Ok(match probe(&conn) {
        Ok(probed) => (conn, judge(path, probed)?, false),
        Err(e) => {
            let failure = errors::on(path, &e);
            if !read_as_it_is(&e, &failure) || !nothing_pending(path) {
                return Err(failure);
            }
            drop(conn);
            let conn = connect_immutable(path, wait)?;
            let probed = probe(&conn).map_err(|e| errors::on(path, &e))?;
            (conn, judge(path, probed)?, true)
        }
    })
}

/// Whether a read that failed this way can read the file as it is on disk instead. WAL reads
/// need the -shm file beside the database, and SQLite cannot make it in a folder that cannot be
/// written, or on a full disk. Then a file with nothing in a write-ahead log (checked by the
/// caller) is read as it is.
fn read_as_it_is(e: &rusqlite::Error, failure: &StoreError) -> bool {
    match e.sqlite_error_code() {
        Some(ErrorCode::CannotOpen) => matches!(
            failure,
            StoreError::Open { .. } | StoreError::ReadOnly { .. }
        ),
        // SQLite may also say a WAL file cannot be read "read-only" (the folder, or a -shm it
        // cannot initialise, or one that is not a file).
        Some(ErrorCode::ReadOnly) => {
            matches!(failure, StoreError::ReadOnly { .. } | StoreError::Io { .. })
        }
        Some(ErrorCode::SystemIoFailure) => matches!(
            failure,
            StoreError::DiskFull { .. } | StoreError::ReadOnly { .. }
        ),
        _ => false,
    }
}

/// Whether the file has no write-ahead log, or an empty one (a failed read may leave one): all
/// of it is in the file itself, and no writer has anything pending.
fn nothing_pending(path: &Path) -> bool {
    match std::fs::metadata(beside(path, "-wal")) {
        Ok(wal) => wal.len() == 0,
        Err(e) => e.kind() == std::io::ErrorKind::NotFound,
    }
}

/// A read-only connection that takes the file as unchanging: no locks, no -wal or -shm.
fn connect_immutable(path: &Path, wait: Duration) -> Result<Connection, StoreError> {
    let absolute = std::path::absolute(path).map_err(|e| errors::in_file_system(path, &e))?;
    let conn = Connection::open_with_flags(
        immutable_uri(&absolute),
        OpenFlags::SQLITE_OPEN_READ_ONLY
            | OpenFlags::SQLITE_OPEN_URI
            | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(|e| errors::at_open(path, &e))?;
    conn.busy_timeout(wait).map_err(|e| errors::on(path, &e))?;
    Ok(conn)
}

/// `file:` URI of an absolute path with `immutable=1`, every byte but the plainest escaped.
fn immutable_uri(absolute: &Path) -> String {
    let mut uri = String::from("file:");
    for &byte in absolute.as_os_str().as_bytes() {
        if byte.is_ascii_alphanumeric() || b"/-._~".contains(&byte) {
            uri.push(char::from(byte));
        } else {
            // Writing to a String cannot fail.
            let _ = write!(uri, "%{byte:02X}");
        }
    }
    uri.push_str("?immutable=1");
    uri
}
