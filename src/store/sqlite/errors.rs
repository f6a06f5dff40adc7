//! What a failure of SQLite or of the file system means for the user. SQLite's result codes say
//! what went wrong (read-only, disk full, locked, I/O error, permission, not a database); where
//! SQLite only says it could not open the file, the file system is asked why. Only a file that
//! really is not SQLite is "not a tenscore database".

use std::io::ErrorKind as IoKind;
use std::path::{Path, PathBuf};

use rusqlite::{ErrorCode, ffi};

use crate::store::StoreError;

/// A failure while opening (or creating, or upgrading) the database at `path`.
pub(super) fn at_open(path: &Path, e: &rusqlite::Error) -> StoreError {
    match e.sqlite_error() {
        Some(failure) => by_code(path, failure.code, failure.extended_code, e.to_string()),
        None => StoreError::Open {
            path: path.to_path_buf(),
            reason: e.to_string(),
        },
    }
}

/// A failure of SQLite on `conn` while opening (or creating, or upgrading) the database at
/// `path`: as [`at_open`], where an I/O error is named by the operating system's error behind it
/// when that tells more (a full disk, a read-only file system, a permission).
pub(super) fn on(path: &Path, e: &rusqlite::Error) -> StoreError {
    match at_open(path, e) {
        StoreError::Io { path, reason } => match folder_error(&path) {
            Some(os) => match os.kind() {
                IoKind::StorageFull => StoreError::DiskFull { path },
                IoKind::ReadOnlyFilesystem => StoreError::ReadOnly { path },
                IoKind::PermissionDenied => StoreError::PermissionDenied { path },
                _ => StoreError::Io {
                    reason: format!("{reason} ({os})"),
                    path,
                },
            },
            None => StoreError::Io { path, reason },
        },
        other => other,
    }
}

/// Why the folder of `path` refuses new data, if it does: SQLite reports a file it cannot grow
/// (its shared-memory index, at open) as a plain I/O error, so the file system is asked the same
/// question directly: a small file written beside the database, and removed again.
fn folder_error(path: &Path) -> Option<std::io::Error> {
    use std::io::Write;
    let folder = match path.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => folder,
        _ => Path::new("."),
    };
    let probe = folder.join(format!(".tenscore-probe-{}", std::process::id()));
    // The size of the index SQLite failed to create: a smaller probe could still fit.
    let written = std::fs::File::create(&probe).and_then(|mut file| {
        file.write_all(&[0u8; 32 * 1024])?;
        file.sync_all()
    });
    let _ = std::fs::remove_file(&probe);
    written.err()
}

/// A failure to begin or commit a transaction on the open database at `path`: a lock held longer
/// than the busy timeout is another tenscore writing ([`StoreError::Busy`]); the rest is named as
/// at open, and an error of the query itself stays a query error.
pub(super) fn in_transaction(path: &Path, e: &rusqlite::Error) -> StoreError {
    match e.sqlite_error() {
        Some(failure) => match failure.code {
            ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked => StoreError::Busy(e.to_string()),
            ErrorCode::ReadOnly
            | ErrorCode::DiskFull
            | ErrorCode::SystemIoFailure
            | ErrorCode::PermissionDenied
            | ErrorCode::DatabaseCorrupt
            | ErrorCode::NotADatabase => {
                by_code(path, failure.code, failure.extended_code, e.to_string())
            }
            _ => StoreError::Query(e.to_string()),
        },
        None => StoreError::Query(e.to_string()),
    }
}

/// A failure of a migration's SQL: the file's own troubles are named as at open; anything else
/// is the migration failing (it was rolled back).
pub(super) fn in_migration(path: &Path, e: &rusqlite::Error) -> StoreError {
    match e.sqlite_error_code() {
        Some(
            ErrorCode::ReadOnly
            | ErrorCode::DiskFull
            | ErrorCode::DatabaseBusy
            | ErrorCode::DatabaseLocked
            | ErrorCode::SystemIoFailure
            | ErrorCode::PermissionDenied
            | ErrorCode::CannotOpen
            | ErrorCode::DatabaseCorrupt
            | ErrorCode::NotADatabase,
        ) => on(path, e),
        _ => StoreError::Migration(e.to_string()),
    }
}

/// The meaning of one SQLite result code for the file at `path`; `reason` is SQLite's message.
pub(super) fn by_code(
    path: &Path,
    code: ErrorCode,
    extended_code: i32,
    reason: String,
) -> StoreError {
    let path = path.to_path_buf();
    match code {
        // SQLite noticed the file was moved or deleted under it.
        ErrorCode::ReadOnly if extended_code == ffi::SQLITE_READONLY_DBMOVED => {
            StoreError::Replaced { path }
        }
        ErrorCode::ReadOnly if extended_code == ffi::SQLITE_READONLY_DIRECTORY => {
            StoreError::ReadOnly {
                path: folder_of(&path),
            }
        }
        ErrorCode::ReadOnly => StoreError::ReadOnly { path },
        ErrorCode::DiskFull => StoreError::DiskFull { path },
        ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked => StoreError::Locked { path },
        ErrorCode::SystemIoFailure => StoreError::Io { path, reason },
        ErrorCode::PermissionDenied => StoreError::PermissionDenied { path },
        ErrorCode::NotADatabase => StoreError::NotOurs { path },
        ErrorCode::DatabaseCorrupt => {
            StoreError::Damaged(format!("{} is corrupt ({reason})", path.display()))
        }
        ErrorCode::CannotOpen => cannot_open(path, reason),
        _ => StoreError::Open { path, reason },
    }
}

/// SQLite could not open the file (or the -wal and -shm files beside it): the file system says
/// why.
fn cannot_open(path: PathBuf, reason: String) -> StoreError {
    match std::fs::File::open(&path) {
        Err(e) if e.kind() == IoKind::PermissionDenied => StoreError::PermissionDenied { path },
        Err(e) if e.kind() == IoKind::NotFound && !folder_of(&path).is_dir() => StoreError::Open {
            reason: no_folder(&path),
            path,
        },
        // The file itself reads: what could not be made is the write-ahead log beside it.
        Ok(_) if folder_is_read_only(&path) => StoreError::ReadOnly {
            path: folder_of(&path),
        },
        _ => StoreError::Open { path, reason },
    }
}

/// A failure of the file system while looking for the file or creating it empty.
pub(super) fn in_file_system(path: &Path, e: &std::io::Error) -> StoreError {
    let path = path.to_path_buf();
    match e.kind() {
        // A new file cannot be made in a folder this user may not write, or on a read-only
        // file system: the folder is read-only.
        IoKind::ReadOnlyFilesystem => StoreError::ReadOnly {
            path: folder_of(&path),
        },
        IoKind::PermissionDenied if path.exists() => StoreError::PermissionDenied { path },
        IoKind::PermissionDenied if folder_of(&path).is_dir() => StoreError::ReadOnly {
            path: folder_of(&path),
        },
        IoKind::PermissionDenied => StoreError::PermissionDenied { path },
        IoKind::StorageFull => StoreError::DiskFull { path },
        IoKind::NotFound => StoreError::Open {
            reason: no_folder(&path),
            path,
        },
        _ => StoreError::Io {
            reason: e.to_string(),
            path,
        },
    }
}

/// The folder the file is (or would be) in.
pub(super) fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

fn no_folder(path: &Path) -> String {
    format!("there is no folder {}", folder_of(path).display())
}

/// A folder nobody may write to (no write permission bits at all).
fn folder_is_read_only(path: &Path) -> bool {
    std::fs::metadata(folder_of(path)).is_ok_and(|m| m.permissions().readonly())
}

#[cfg(test)]
mod tests {
    use std::os::unix::fs::PermissionsExt;

    use super::*;

    /// Every primary result code of SQLite, as rusqlite reports it.
    const PRIMARY: [(i32, ErrorCode); 24] = [
        (ffi::SQLITE_INTERNAL, ErrorCode::InternalMalfunction),
        (ffi::SQLITE_PERM, ErrorCode::PermissionDenied),
        (ffi::SQLITE_ABORT, ErrorCode::OperationAborted),
        (ffi::SQLITE_BUSY, ErrorCode::DatabaseBusy),
        (ffi::SQLITE_LOCKED, ErrorCode::DatabaseLocked),
        (ffi::SQLITE_NOMEM, ErrorCode::OutOfMemory),
        (ffi::SQLITE_READONLY, ErrorCode::ReadOnly),
        (ffi::SQLITE_INTERRUPT, ErrorCode::OperationInterrupted),
        (ffi::SQLITE_IOERR, ErrorCode::SystemIoFailure),
        (ffi::SQLITE_CORRUPT, ErrorCode::DatabaseCorrupt),
        (ffi::SQLITE_NOTFOUND, ErrorCode::NotFound),
        (ffi::SQLITE_FULL, ErrorCode::DiskFull),
        (ffi::SQLITE_CANTOPEN, ErrorCode::CannotOpen),
        (ffi::SQLITE_PROTOCOL, ErrorCode::FileLockingProtocolFailed),
        (ffi::SQLITE_SCHEMA, ErrorCode::SchemaChanged),
        (ffi::SQLITE_TOOBIG, ErrorCode::TooBig),
        (ffi::SQLITE_CONSTRAINT, ErrorCode::ConstraintViolation),
        (ffi::SQLITE_MISMATCH, ErrorCode::TypeMismatch),
        (ffi::SQLITE_MISUSE, ErrorCode::ApiMisuse),
        (ffi::SQLITE_NOLFS, ErrorCode::NoLargeFileSupport),
        (ffi::SQLITE_AUTH, ErrorCode::AuthorizationForStatementDenied),
        (ffi::SQLITE_RANGE, ErrorCode::ParameterOutOfRange),
        (ffi::SQLITE_NOTADB, ErrorCode::NotADatabase),
        (ffi::SQLITE_ERROR, ErrorCode::Unknown),
    ];

    fn failure(code: i32) -> rusqlite::Error {
        rusqlite::Error::SqliteFailure(ffi::Error::new(code), Some(format!("code {code}")))
    }

    /// The one-line message a user sees: the problem, then the fix.
    fn line(e: &StoreError) -> String {
        match e.hint() {
            Some(hint) => format!("{e}; {hint}"),
            None => e.to_string(),
        }
    }

    #[test]
    fn rusqlite_reads_the_codes_as_this_table_says() {
        for (code, expected) in PRIMARY {
            assert_eq!(ffi::Error::new(code).code, expected, "code {code}");
        }
    }

    #[test]
    fn every_result_code_at_open_names_its_cause() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db");
        let shown = path.display().to_string();
        for (code, kind) in PRIMARY {
            let e = at_open(&path, &failure(code));
            let text = line(&e);
            assert_eq!(text.lines().count(), 1, "{text}");
            let expected = match kind {
                ErrorCode::ReadOnly => {
                    format!(
                        "{shown} is read-only; choose a writable file with --db PATH or TENSCORE_DB"
                    )
                }
                ErrorCode::DiskFull => format!(
                    "the disk holding {shown} is full; nothing was written; free some space on that disk and try again"
                ),
                ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked => {
                    format!("{shown} is locked by another program; close it and try again")
                }
                ErrorCode::SystemIoFailure => format!(
                    "an I/O error on {shown}: code {code}; nothing was written; check the disk, or copy the file elsewhere and use that copy with --db"
                ),
                ErrorCode::PermissionDenied => format!(
                    "permission denied: {shown}; give yourself access to it, or choose another file with --db PATH or TENSCORE_DB"
                ),
                ErrorCode::NotADatabase => format!(
                    "{shown} is not a tenscore database; it was left untouched; choose another file with --db PATH or TENSCORE_DB"
                ),
                ErrorCode::DatabaseCorrupt => {
                    format!("stored data is damaged: {shown} is corrupt (code {code})")
                }
                // The file does not exist, its folder does: nothing more to tell.
                _ => format!(
                    "cannot open the database {shown}: code {code}; choose a writable path with --db PATH or TENSCORE_DB"
                ),
            };
            assert_eq!(text, expected, "code {code}");
            // Only a file that is not SQLite is "not a tenscore database".
            assert_eq!(
                matches!(e, StoreError::NotOurs { .. }),
                kind == ErrorCode::NotADatabase,
                "code {code}"
            );
        }
    }

    #[test]
    fn a_moved_file_is_reported_as_replaced() {
        let e = at_open(Path::new("t.db"), &failure(ffi::SQLITE_READONLY_DBMOVED));
        assert_eq!(
            line(&e),
            "the database t.db was replaced or removed while tenscore had it open; nothing was written; start tenscore again to use the file now at t.db"
        );
    }

    #[test]
    fn extended_codes_keep_the_meaning_of_their_primary_code() {
        let path = Path::new("t.db");
        assert!(matches!(
            at_open(path, &failure(ffi::SQLITE_IOERR_SHORT_READ)),
            StoreError::Io { .. }
        ));
        assert!(matches!(
            at_open(path, &failure(ffi::SQLITE_BUSY_SNAPSHOT)),
            StoreError::Locked { .. }
        ));
        // A folder that cannot be written is the folder's doing.
        assert_eq!(
            at_open(
                Path::new("tables/t.db"),
                &failure(ffi::SQLITE_READONLY_DIRECTORY)
            )
            .to_string(),
            "tables is read-only"
        );
        assert_eq!(
            at_open(path, &failure(ffi::SQLITE_READONLY_CANTINIT)).to_string(),
            "t.db is read-only"
        );
        assert!(matches!(
            at_open(path, &failure(ffi::SQLITE_IOERR_NOMEM)),
            StoreError::Io { .. }
        ));
    }

    #[test]
    fn in_a_transaction_a_lock_is_another_tenscore_and_a_query_error_stays_one() {
        let path = Path::new("t.db");
        for (code, kind) in PRIMARY {
            let e = in_transaction(path, &failure(code));
            match kind {
                ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked => {
                    assert!(matches!(e, StoreError::Busy(_)), "{code}: {e}");
                    assert_eq!(
                        e.hint().as_deref(),
                        Some("another tenscore is writing to this file; try again")
                    );
                }
                ErrorCode::ReadOnly => assert!(matches!(e, StoreError::ReadOnly { .. })),
                ErrorCode::DiskFull => assert!(matches!(e, StoreError::DiskFull { .. })),
                ErrorCode::SystemIoFailure => assert!(matches!(e, StoreError::Io { .. })),
                ErrorCode::PermissionDenied => {
                    assert!(matches!(e, StoreError::PermissionDenied { .. }))
                }
                ErrorCode::DatabaseCorrupt => assert!(matches!(e, StoreError::Damaged(_))),
                ErrorCode::NotADatabase => assert!(matches!(e, StoreError::NotOurs { .. })),
                _ => assert!(matches!(e, StoreError::Query(_)), "{code}: {e}"),
            }
        }
    }

    #[test]
    fn a_migration_fails_as_a_migration_unless_the_file_is_the_trouble() {
        let path = Path::new("t.db");
        let in_migration = |e| in_migration(path, &e);
        let e = in_migration(failure(ffi::SQLITE_CONSTRAINT));
        assert_eq!(e.to_string(), "database migration failed: code 19");
        assert!(matches!(
            in_migration(failure(ffi::SQLITE_FULL)),
            StoreError::DiskFull { .. }
        ));
        assert!(matches!(
            in_migration(failure(ffi::SQLITE_BUSY)),
            StoreError::Locked { .. }
        ));
        assert!(matches!(
            in_migration(failure(ffi::SQLITE_READONLY)),
            StoreError::ReadOnly { .. }
        ));
    }

    #[test]
    fn cannot_open_asks_the_file_system_why() {
        let dir = tempfile::tempdir().unwrap();
        // No such folder.
        let nowhere = dir.path().join("no/such/t.db");
        let e = at_open(&nowhere, &failure(ffi::SQLITE_CANTOPEN));
        assert_eq!(
            e.to_string(),
            format!(
                "cannot open the database {}: there is no folder {}",
                nowhere.display(),
                dir.path().join("no/such").display()
            )
        );
        // A file in a folder without write permission: the folder is read-only (whoever runs this).
        let folder = dir.path().join("ro");
        std::fs::create_dir(&folder).unwrap();
        let file = folder.join("t.db");
        std::fs::write(&file, b"").unwrap();
        let mode = |bits| std::fs::Permissions::from_mode(bits);
        std::fs::set_permissions(&folder, mode(0o555)).unwrap();
        let e = at_open(&file, &failure(ffi::SQLITE_CANTOPEN));
        std::fs::set_permissions(&folder, mode(0o755)).unwrap();
        assert_eq!(e.to_string(), format!("{} is read-only", folder.display()));
    }

    #[test]
    fn file_system_errors_name_their_cause() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db");
        let folder = dir.path().display().to_string();
        let io = |kind: IoKind| in_file_system(&path, &std::io::Error::from(kind)).to_string();
        assert_eq!(
            io(IoKind::ReadOnlyFilesystem),
            format!("{folder} is read-only")
        );
        assert_eq!(
            io(IoKind::PermissionDenied),
            format!("{folder} is read-only")
        );
        assert_eq!(
            io(IoKind::StorageFull),
            format!("the disk holding {} is full", path.display())
        );
        assert!(io(IoKind::Other).starts_with("an I/O error on"));
        std::fs::write(&path, b"").unwrap();
        assert_eq!(
            io(IoKind::PermissionDenied),
            format!("permission denied: {}", path.display())
        );
    }
}
