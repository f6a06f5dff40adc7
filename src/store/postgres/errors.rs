//! What a failure of the PostgreSQL server (or of the way to it) means for the user, as
//! `sqlite/errors.rs` says it for a file: the server cannot be reached, the login was refused, the
//! connection was lost, the disk is full, the user may not do it, the database is read-only
//! (a standby); another writer met at the same moment is a conflict the store runs the write again
//! for. The password is never part of a message: only the server as it may be shown, and the
//! host, port and user.

use std::error::Error as _;
use std::path::PathBuf;

use postgres::error::SqlState;

use crate::store::StoreError;
use crate::store::location::DEFAULT_PORT;

/// Who tenscore talks to, for the messages: the URL as it may be shown (`shown`), and
/// "HOST:PORT as USER" (`server`).
#[derive(Clone, Debug)]
pub(super) struct Server {
    pub shown: String,
    /// "HOST:PORT as USER".
    pub server: String,
    /// "HOST:PORT" (hosts separated by commas).
    pub hosts: String,
    pub user: String,
}

impl Server {
    /// The names of the server of `config`: every host (a socket folder, or a name) with its port,
    /// and the user.
    pub(super) fn of(config: &postgres::Config, shown: String) -> Server {
        let ports = config.get_ports();
        let hosts = config
            .get_hosts()
            .iter()
            .enumerate()
            .map(|(i, host)| {
                let port = ports
                    .get(i)
                    .or(ports.first())
                    .copied()
                    .unwrap_or(DEFAULT_PORT);
                match host {
                    // An IPv6 address in brackets, as it is written in a URL: [::1]:5432.
                    postgres::config::Host::Tcp(name) if name.contains(':') => {
                        format!("[{name}]:{port}")
                    }
                    postgres::config::Host::Tcp(name) => format!("{name}:{port}"),
                    postgres::config::Host::Unix(dir) => format!("{}:{port}", dir.display()),
                }
            })
            .collect::<Vec<_>>();
        let hosts = match hosts.is_empty() {
            true => format!("localhost:{DEFAULT_PORT}"),
            false => hosts.join(","),
        };
        let user = config.get_user().unwrap_or("(no user)").to_string();
        Server {
            // "HOST:PORT as USER", in the reader's language.
            server: crate::t!(
                "error-server-as-user",
                hosts = hosts.as_str(),
                user = user.as_str()
            ),
            hosts,
            shown,
            user,
        }
    }

    /// The database as a path, for the errors that name one.
    pub(super) fn path(&self) -> PathBuf {
        PathBuf::from(&self.shown)
    }
}

/// The reason an error gives, with what lies behind it (the operating system's words), and never
/// more than one line.
fn reason(e: &postgres::Error) -> String {
    if let Some(db) = e.as_db_error() {
        return db.message().replace('\n', " ");
    }
    let mut text = e.to_string();
    let mut source = e.source();
    while let Some(cause) = source {
        let more = cause.to_string();
        if !text.contains(&more) {
            text = format!("{text}: {more}");
        }
        source = cause.source();
    }
    text.replace('\n', " ")
}

/// A failure to connect.
pub(super) fn at_connect(server: &Server, e: &postgres::Error) -> StoreError {
    let Some(code) = e.code() else {
        let reason = reason(e);
        // The server asked for a password and none was given.
        if reason.contains("password missing") {
            return login_refused(server);
        }
        return StoreError::Unreachable {
            server: server.server.clone(),
            reason,
        };
    };
    match *code {
        SqlState::INVALID_PASSWORD | SqlState::INVALID_AUTHORIZATION_SPECIFICATION => {
            login_refused(server)
        }
        // No database of that name on the server: tenscore never creates one (a club's server
        // keeps its databases), whether the command reads or would write.
        SqlState::INVALID_CATALOG_NAME => StoreError::NoServerDatabase {
            path: server.path(),
        },
        SqlState::INSUFFICIENT_PRIVILEGE => StoreError::PermissionDenied {
            path: server.path(),
        },
        _ => StoreError::Unreachable {
            server: server.server.clone(),
            reason: reason(e),
        },
    }
}

fn login_refused(server: &Server) -> StoreError {
    StoreError::LoginRefused {
        server: server.hosts.clone(),
        user: server.user.clone(),
    }
}

/// A failure of a statement, or of a transaction's begin or commit.
pub(super) fn in_transaction(server: &Server, e: &postgres::Error) -> StoreError {
    match by_kind(server, e) {
        Some(named) => named,
        None => StoreError::Query(reason(e)),
    }
}

/// A failure while creating or upgrading the schema: the server's own troubles are named as in
/// a transaction; anything else is the migration failing (it was rolled back).
pub(super) fn in_migration(server: &Server, e: &postgres::Error) -> StoreError {
    match by_kind(server, e) {
        Some(named) => named,
        None => StoreError::Migration(reason(e)),
    }
}

/// Whether the failure was another transaction writing at the same moment.
pub(super) fn is_conflict(e: &postgres::Error) -> bool {
    matches!(
        e.code(),
        Some(&SqlState::T_R_SERIALIZATION_FAILURE | &SqlState::T_R_DEADLOCK_DETECTED)
    )
}

/// Whether the failure was the connection breaking (or the server shutting down or restarting):
/// what was sent on it may not have been answered.
pub(super) fn is_lost(e: &postgres::Error) -> bool {
    match e.code() {
        Some(code) => is_lost_code(code.code()),
        None => e.is_closed() || e.source().is_some_and(|cause| cause.is::<std::io::Error>()),
    }
}

/// Connection exceptions; the server shutting down or restarting.
fn is_lost_code(code: &str) -> bool {
    code.starts_with("08") || matches!(code, "57P01" | "57P02" | "57P03")
}

/// What a failure is, when it is more than a query going wrong.
fn by_kind(server: &Server, e: &postgres::Error) -> Option<StoreError> {
    let lost = || StoreError::ConnectionLost {
        server: server.server.clone(),
        reason: reason(e),
    };
    let Some(code) = e.code() else {
        // No answer from the server: the connection broke (or could not be used).
        return Some(lost());
    };
    if is_conflict(e) {
        return Some(StoreError::Conflict(reason(e)));
    }
    let path = server.path();
    let named = match code.code() {
        c if is_lost_code(c) => lost(),
        "53100" => StoreError::DiskFull { path },
        "42501" => StoreError::PermissionDenied { path },
        // A standby, or a database set read-only.
        "25006" => StoreError::ReadOnly { path },
        // A lock or statement timeout: another writer held what this one needed.
        "55P03" | "57014" => StoreError::Busy(reason(e)),
        "XX001" | "XX002" => {
            StoreError::Damaged(format!("{} is corrupt ({})", server.shown, reason(e)))
        }
        c if c.starts_with("53") || c.starts_with("58") => StoreError::Io {
            path,
            reason: reason(e),
        },
        _ => return None,
    };
    Some(named)
}
