//! What can go wrong with the store, in the reader's words: each [`StoreError`] is one line, the
//! problem (naming the file or server) and, where there is one, a hint ([`StoreError::hint`]).

use std::path::{Path, PathBuf};

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("{}", self.message())]
    Missing { path: PathBuf },
    /// A league server has no database of the name read from: tenscore creates none there.
    #[error("{}", self.message())]
    NoServerDatabase { path: PathBuf },
    #[error("{}", self.message())]
    Open { path: PathBuf, reason: String },
    #[error("{}", self.message())]
    NotOurs { path: PathBuf },
    #[error("{}", self.message())]
    Newer {
        path: PathBuf,
        found: i64,
        known: usize,
    },
    /// What `--db` names is there, but is not a file a database can be kept in (a folder, a
    /// named pipe, a device): refused before anything opens it.
    #[error("{}", self.message())]
    NotAFile { path: PathBuf, kind: NotAFile },
    /// A folder on the way to what `--db` names is a file (`notes.txt/x.db`): the user's
    /// mistake, refused (exit 2) before anything is opened.
    #[error("{}", self.message())]
    FileInTheWay { path: PathBuf, file: PathBuf },
    /// A file with tenscore's mark and tables whose schema version was set back to 0: which
    /// schema it has can no longer be told.
    #[error("{}", self.message())]
    VersionLost { path: PathBuf },
    /// The file (or the folder a new file would go in) cannot be written.
    #[error("{}", self.message())]
    ReadOnly { path: PathBuf },
    /// A file of an older schema that cannot be written: it is upgraded (written) before it is
    /// read, even by a command that only reads.
    #[error("{}", self.message())]
    OlderReadOnly { path: PathBuf },
    /// The disk holding the file has no room for what tenscore had to write.
    #[error("{}", self.message())]
    DiskFull { path: PathBuf },
    /// Another program held the file longer than the busy timeout while it was being opened.
    #[error("{}", self.message())]
    Locked { path: PathBuf },
    /// The operating system could not read or write the file.
    #[error("{}", self.message())]
    Io { path: PathBuf, reason: String },
    /// The operating system does not let this user open the file.
    #[error("{}", self.message())]
    PermissionDenied { path: PathBuf },
    /// The file at the path is no longer the one opened (moved or copied over, or deleted).
    #[error("{}", self.message())]
    Replaced { path: PathBuf },
    #[error("{}", self.message())]
    Folder {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{}", self.message())]
    NoDataDir,
    /// Another writer held the database longer than the busy timeout.
    #[error("{}", self.message())]
    Busy(String),
    #[error("{}", self.message())]
    Query(String),
    /// A server refused a statement because another transaction wrote at the same moment (a
    /// serialization failure or a deadlock): the write is run again ([`Store::write_if`]).
    #[error("{}", self.message())]
    Conflict(String),
    #[error("{}", self.message())]
    Migration(String),
    #[error("{}", self.message())]
    Damaged(String),
    /// The league server could not be reached (`server`: "HOST:PORT as USER", the host may be a
    /// socket folder).
    #[error("{}", self.message())]
    Unreachable { server: String, reason: String },
    /// The league server refused the login (a wrong password, or a user it does not know).
    #[error("{}", self.message())]
    LoginRefused { server: String, user: String },
    /// The connection to the league server broke while tenscore was using it (before a write's
    /// COMMIT was sent, or after it when the server then said the write was rolled back).
    #[error("{}", self.message())]
    ConnectionLost { server: String, reason: String },
    /// The connection to the league server broke after a write's COMMIT was sent, and the server
    /// could not be asked whether it committed: the write may have been recorded. `match_id`:
    /// the one match it wrote to, where to look; `db`: the `--db ...` words a command the user
    /// types to look needs to find the same database ([`crate::store::Store::named_in_hints`]).
    #[error("{}", self.message())]
    Unsettled {
        server: String,
        reason: String,
        match_id: Option<i64>,
        db: Option<String>,
    },
    /// Every try of a write met other tables writing at the same moment.
    #[error("{}", self.message())]
    Contended { tries: u32 },
    /// A new series was given the name of one there is (whatever its case): `name` is the one
    /// there is, as stored.
    #[error("{}", self.message())]
    SeriesTaken { name: String },
}

impl StoreError {
    /// The error with the store's `--db` words (`Store::named_in_hints`), where it names a
    /// command to type.
    pub(super) fn naming_db(self, words: Option<&str>) -> StoreError {
        match self {
            StoreError::Unsettled {
                server,
                reason,
                match_id,
                db: None,
            } => StoreError::Unsettled {
                server,
                reason,
                match_id,
                db: words.map(str::to_string),
            },
            other => other,
        }
    }

    /// The league server is out of reach, and nothing was written (see [`StoreError::Unsettled`]
    /// for a write it may have kept).
    pub fn is_line_down(&self) -> bool {
        matches!(
            self,
            StoreError::Unreachable { .. } | StoreError::ConnectionLost { .. }
        )
    }

    /// The problem, in the reader's language (the error's Display).
    fn message(&self) -> String {
        use crate::t;
        match self {
            StoreError::Missing { path } => t!("error-store-missing", path = shown(path)),
            StoreError::NoServerDatabase { path } => {
                t!("error-server-no-database", path = shown(path))
            }
            StoreError::Open { path, reason } => {
                t!("error-store-open", path = shown(path), reason = reason)
            }
            StoreError::NotOurs { path } => t!("error-store-not-ours", path = shown(path)),
            StoreError::Newer { path, found, known } => t!(
                "error-store-newer",
                path = shown(path),
                found = *found,
                known = *known
            ),
            StoreError::NotAFile {
                path,
                kind: NotAFile::Folder,
            } => t!("error-store-a-folder", path = shown(path)),
            StoreError::FileInTheWay { path, file } => t!(
                "error-store-file-in-the-way",
                path = shown(path),
                file = shown(file)
            ),
            StoreError::NotAFile { path, kind } => t!(
                "error-store-not-a-file",
                path = shown(path),
                kind = kind.as_str()
            ),
            StoreError::VersionLost { path } => {
                t!("error-store-version-lost", path = shown(path))
            }
            StoreError::ReadOnly { path } => t!("error-store-read-only", path = shown(path)),
            StoreError::OlderReadOnly { path } => {
                t!("error-store-older-read-only", path = shown(path))
            }
            StoreError::DiskFull { path } => t!("error-store-disk-full", path = shown(path)),
            StoreError::Locked { path } => t!("error-store-locked", path = shown(path)),
            StoreError::Io { path, reason } => {
                t!("error-store-io", path = shown(path), reason = reason)
            }
            StoreError::PermissionDenied { path } => {
                t!("error-store-permission", path = shown(path))
            }
            StoreError::Replaced { path } => t!("error-store-replaced", path = shown(path)),
            StoreError::Folder { path, source } => t!(
                "error-store-folder",
                path = shown(path),
                reason = source.to_string()
            ),
            StoreError::NoDataDir => t!("error-store-no-data-dir"),
            // The driver's own words ("database is locked") would blame no one and say nothing
            // to do: who holds the lock is unknown, another tenscore or another program.
            StoreError::Busy(_) => t!("error-store-busy"),
            StoreError::Query(reason) | StoreError::Conflict(reason) => {
                t!("error-store-database", reason = reason)
            }
            StoreError::Unreachable { server, reason } => {
                t!("error-server-unreachable", server = server, reason = reason)
            }
            StoreError::LoginRefused { server, user } => {
                t!("error-server-login", server = server, user = user)
            }
            StoreError::ConnectionLost { server, reason } => {
                t!("error-server-lost", server = server, reason = reason)
            }
            StoreError::Unsettled { server, reason, .. } => {
                t!("error-server-unsettled", server = server, reason = reason)
            }
            StoreError::Contended { tries } => t!("error-server-contended", tries = *tries),
            StoreError::Migration(reason) => t!("error-store-migration", reason = reason),
            StoreError::Damaged(reason) => t!("error-store-damaged", reason = reason),
            StoreError::SeriesTaken { name } => t!("error-store-series-taken", name = name),
        }
    }

    /// What the user can do about it, in one line.
    pub fn hint(&self) -> Option<String> {
        self.server_hint().or_else(|| self.file_hint())
    }

    /// The hint for a database on a league server, where another file is no answer and `new`
    /// makes no database: another database is named in a URL, and the server's admin makes one.
    fn server_hint(&self) -> Option<String> {
        use crate::t;
        let form = crate::store::location::SERVER_FORM;
        let on_server = |path: &Path| {
            let text = path.to_string_lossy();
            ["postgres://", "postgresql://"].iter().any(|scheme| {
                text.get(..scheme.len())
                    .is_some_and(|start| start.eq_ignore_ascii_case(scheme))
            })
        };
        match self {
            StoreError::NoServerDatabase { .. } => {
                Some(t!("error-server-no-database-hint", form = form))
            }
            StoreError::Missing { path } if on_server(path) => {
                Some(t!("error-server-missing-hint", form = form))
            }
            StoreError::NotOurs { path } if on_server(path) => {
                Some(t!("error-server-not-ours-hint", form = form))
            }
            StoreError::VersionLost { path } if on_server(path) => {
                Some(t!("error-server-version-lost-hint", form = form))
            }
            StoreError::PermissionDenied { path } if on_server(path) => {
                Some(t!("error-server-permission-hint", form = form))
            }
            _ => None,
        }
    }

    fn file_hint(&self) -> Option<String> {
        use crate::t;
        match self {
            StoreError::Missing { .. } => Some(t!("error-store-missing-hint")),
            StoreError::Open { .. } | StoreError::Folder { .. } => {
                Some(t!("error-store-open-hint"))
            }
            StoreError::NotOurs { .. } => Some(t!("error-store-not-ours-hint")),
            StoreError::Newer { .. } => Some(t!("error-store-newer-hint")),
            StoreError::NotAFile {
                path,
                kind: NotAFile::Folder,
            } => Some(t!(
                "error-store-a-folder-hint",
                file = shown(&path.join("tenscore.db"))
            )),
            StoreError::NotAFile { .. } => Some(t!("error-store-not-a-file-hint")),
            StoreError::FileInTheWay { .. } => Some(t!("error-store-file-in-the-way-hint")),
            StoreError::VersionLost { .. } => Some(t!("error-store-version-lost-hint")),
            StoreError::ReadOnly { .. } => Some(t!("error-store-read-only-hint")),
            StoreError::OlderReadOnly { .. } => Some(t!("error-store-older-read-only-hint")),
            StoreError::DiskFull { .. } => Some(t!("error-store-disk-full-hint")),
            StoreError::Locked { .. } => Some(t!("error-store-locked-hint")),
            StoreError::Io { .. } => Some(t!("error-store-io-hint")),
            StoreError::PermissionDenied { .. } => Some(t!("error-store-permission-hint")),
            StoreError::Replaced { path } => {
                Some(t!("error-store-replaced-hint", path = shown(path)))
            }
            StoreError::NoDataDir => Some(t!("error-store-no-data-dir-hint")),
            StoreError::Busy(_) => Some(t!("error-store-busy-hint")),
            StoreError::Migration(_) => Some(t!("error-store-migration-hint")),
            StoreError::Damaged(_) => Some(t!("error-store-damaged-hint")),
            StoreError::Unreachable { .. } => Some(t!("error-server-unreachable-hint")),
            StoreError::ConnectionLost { .. } => Some(t!("error-server-lost-hint")),
            StoreError::Unsettled {
                match_id: Some(id),
                db,
                ..
            } => Some(t!(
                "error-server-unsettled-hint-match",
                id = *id,
                db = spaced(db.as_deref())
            )),
            StoreError::Unsettled {
                match_id: None, db, ..
            } => Some(t!(
                "error-server-unsettled-hint",
                db = spaced(db.as_deref())
            )),
            StoreError::LoginRefused { .. } => Some(t!("error-server-login-hint")),
            StoreError::Contended { .. } => Some(t!("error-server-contended-hint")),
            StoreError::SeriesTaken { name } => {
                Some(t!("error-store-series-taken-hint", name = name))
            }
            _ => None,
        }
    }
}

/// What a path names that is not a file: `--db` must be a regular file (or a link to one), or a
/// file not made yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotAFile {
    Folder,
    NamedPipe,
    Socket,
    CharacterDevice,
    BlockDevice,
}

impl NotAFile {
    /// What `metadata` says the path is, when it is not a regular file.
    pub fn of(metadata: &std::fs::Metadata) -> Option<NotAFile> {
        use std::os::unix::fs::FileTypeExt;
        let kind = metadata.file_type();
        if kind.is_file() {
            None
        } else if kind.is_dir() {
            Some(NotAFile::Folder)
        } else if kind.is_fifo() {
            Some(NotAFile::NamedPipe)
        } else if kind.is_socket() {
            Some(NotAFile::Socket)
        } else if kind.is_block_device() {
            Some(NotAFile::BlockDevice)
        } else {
            Some(NotAFile::CharacterDevice)
        }
    }

    /// The word the messages select on.
    fn as_str(self) -> &'static str {
        match self {
            NotAFile::Folder => "folder",
            NotAFile::NamedPipe => "fifo",
            NotAFile::Socket => "socket",
            NotAFile::CharacterDevice => "character-device",
            NotAFile::BlockDevice => "block-device",
        }
    }
}

/// A path as a message shows it.
fn shown(path: &Path) -> String {
    path.display().to_string()
}

/// `--db ...` as it follows `tenscore` in a command a hint names: after a space, or nothing.
pub(crate) fn spaced(db: Option<&str>) -> String {
    db.map(|db| format!(" {db}")).unwrap_or_default()
}
