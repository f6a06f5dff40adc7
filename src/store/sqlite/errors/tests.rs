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
            ErrorCode::DatabaseCorrupt => format!(
                "stored data is damaged: {shown} is corrupt (code {code}); nothing was written; put back a copy of the file from before it was damaged, or keep on in a new file (--db) and bring an earlier export into it with `tenscore import`"
            ),
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
                assert_eq!(e.hint().as_deref(), Some("try again once it is done"));
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
    // A file in a folder without write permission: the folder is read-only, for whoever it
    // stops; root, whom it does not stop, is not told so.
    let folder = dir.path().join("ro");
    std::fs::create_dir(&folder).unwrap();
    let file = folder.join("t.db");
    std::fs::write(&file, b"").unwrap();
    let mode = |bits| std::fs::Permissions::from_mode(bits);
    std::fs::set_permissions(&folder, mode(0o555)).unwrap();
    let writes_anyway = std::fs::write(folder.join("probe"), b"").is_ok();
    let _ = std::fs::remove_file(folder.join("probe"));
    let e = at_open(&file, &failure(ffi::SQLITE_CANTOPEN));
    std::fs::set_permissions(&folder, mode(0o755)).unwrap();
    if writes_anyway {
        assert!(!e.to_string().contains("read-only"), "{e}");
    } else {
        assert_eq!(e.to_string(), format!("{} is read-only", folder.display()));
    }
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
