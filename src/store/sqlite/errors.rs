//! What a failure of SQLite or of the file system means for the user. SQLite's result codes say
//! what went wrong (read-only, disk full, locked, I/O error, permission, not a database); where
//! SQLite only says it could not open the file, the file system is asked why. Only a file that
//! really is not SQLite is "not a tenscore database".

use std::fs::OpenOptions;
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
/// than the busy timeout is another writer (another tenscore or another program) ([`StoreError::Busy`]); the rest is named as
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
        ErrorCode::ReadOnly => read_only(path),
        ErrorCode::DiskFull => StoreError::DiskFull { path },
        ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked => StoreError::Locked { path },
        ErrorCode::SystemIoFailure => StoreError::Io { path, reason },
        ErrorCode::PermissionDenied => StoreError::PermissionDenied { path },
        ErrorCode::NotADatabase => StoreError::NotOurs { path },
        ErrorCode::DatabaseCorrupt => StoreError::Damaged(crate::t!(
            "error-store-corrupt",
            path = path.display().to_string(),
            reason = reason
        )),
        ErrorCode::CannotOpen => cannot_open(path, reason),
        _ => StoreError::Open { path, reason },
    }
}

/// SQLite says "read-only" also when the file may be written but a file beside it, its `-shm`
/// or `-wal`, may not (or is a folder): the file system is asked which, so that the message
/// names the file that is.
fn read_only(path: PathBuf) -> StoreError {
    let opens_for_writing = |file: &Path| OpenOptions::new().write(true).open(file);
    if opens_for_writing(&path).is_err() {
        return StoreError::ReadOnly { path };
    }
    for suffix in ["-shm", "-wal"] {
        let beside = beside(&path, suffix);
        // A named pipe or a device would hold the open up: only files and folders are tried.
        if !std::fs::symlink_metadata(&beside).is_ok_and(|m| m.is_file() || m.is_dir()) {
            continue;
        }
        match opens_for_writing(&beside) {
            Ok(_) => {}
            Err(e)
                if matches!(
                    e.kind(),
                    IoKind::PermissionDenied | IoKind::ReadOnlyFilesystem
                ) =>
            {
                return StoreError::ReadOnly { path: beside };
            }
            Err(e) => {
                return StoreError::Io {
                    path: beside,
                    reason: crate::i18n::os_reason(&e),
                };
            }
        }
    }
    StoreError::ReadOnly { path }
}

/// `path` with `suffix` appended (the -wal and -shm files).
fn beside(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_os_string();
    name.push(suffix);
    PathBuf::from(name)
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
        Ok(_) if folder_takes_no_files(&path) => StoreError::ReadOnly {
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
    crate::t!(
        "error-store-no-folder",
        folder = folder_of(path).display().to_string()
    )
}

/// Whether the folder of `path` refuses new files to this user (its permissions, or a read-only
/// file system): asked by making one, as root may write where the permission bits say no one
/// may.
fn folder_takes_no_files(path: &Path) -> bool {
    folder_error(path).is_some_and(|e| {
        matches!(
            e.kind(),
            IoKind::PermissionDenied | IoKind::ReadOnlyFilesystem
        )
    })
}

#[cfg(test)]
mod tests;
