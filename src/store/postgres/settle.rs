//! What became of a write whose COMMIT was sent but whose answer never came (the line dropped,
//! the server restarted): the server may have committed it or not. Asked on a new connection,
//! as PostgreSQL documents: `txid_status()` of the write's own `txid_current()`, taken as it
//! began. A transaction still "in progress" is one whose process has not yet noticed its client
//! is gone: it is given a moment, then ended (`pg_terminate_backend`), so that the answer is
//! final before the store runs the write again.

use std::time::{Duration, Instant};

use postgres::SimpleQueryMessage;

use super::db::{Db, WriteId};
use crate::store::StoreError;

/// What became of a commit.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Settled {
    Committed,
    /// Rolled back: nothing of it is on the server.
    NotCommitted,
    /// The server could not be asked (why).
    Unknown(String),
}

/// How many times a new connection is tried (a restarting server takes a moment)...
const CONNECT_TRIES: u32 = 3;
/// ... with this pause between two of them ...
const CONNECT_PAUSE: Duration = Duration::from_millis(250);
/// ... while they are refused at once: a server that does not answer is waited for once (the
/// connect timeout), not three times.
const CONNECT_QUICK: Duration = Duration::from_secs(1);
/// How long a transaction may stay "in progress" before its process is ended.
const PATIENCE: Duration = Duration::from_millis(500);
/// How long the whole asking may take once connected.
const LIMIT: Duration = Duration::from_secs(5);
/// The pause between two questions.
const POLL: Duration = Duration::from_millis(10);

/// Asks the server, on a new connection (which the store keeps), what became of write `id`.
pub(super) fn settle(db: &Db, id: WriteId) -> Settled {
    if let Err(e) = connect_again(db) {
        return Settled::Unknown(reason(e));
    }
    let started = Instant::now();
    let mut ended = false;
    loop {
        let status = match status(db, id) {
            Ok(status) => status,
            Err(e) => return Settled::Unknown(reason(e)),
        };
        match status.as_deref() {
            Some("committed") => return Settled::Committed,
            Some("aborted") => return Settled::NotCommitted,
            Some(_) if started.elapsed() < LIMIT => {
                if !ended && started.elapsed() >= PATIENCE {
                    if let Err(e) = end_process(db, id) {
                        return Settled::Unknown(reason(e));
                    }
                    ended = true;
                }
                std::thread::sleep(POLL);
            }
            Some(status) => {
                return Settled::Unknown(format!("the write is still {status} on the server"));
            }
            None => return Settled::Unknown("the server no longer knows the write".into()),
        }
    }
}

fn connect_again(db: &Db) -> Result<(), StoreError> {
    let started = Instant::now();
    let mut tries = 0;
    loop {
        tries += 1;
        match db.reconnect() {
            Err(_) if tries < CONNECT_TRIES && started.elapsed() < CONNECT_QUICK => {
                std::thread::sleep(CONNECT_PAUSE)
            }
            done => return done,
        }
    }
}

/// `txid_status()` of the write: "committed", "aborted", "in progress", or none when the server
/// no longer keeps it.
fn status(db: &Db, id: WriteId) -> Result<Option<String>, StoreError> {
    let messages = db.simple(&format!("SELECT txid_status({})", id.txid))?;
    Ok(messages.iter().find_map(|message| match message {
        SimpleQueryMessage::Row(row) => row.get(0).map(str::to_string),
        _ => None,
    }))
}

/// Ends the process still serving write `id`, only if it still serves that transaction (a
/// process id may be given again).
fn end_process(db: &Db, id: WriteId) -> Result<(), StoreError> {
    // `backend_xid` is the low 32 bits of the transaction's id, without its epoch.
    let xid = id.txid & 0xFFFF_FFFF;
    db.simple(&format!(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE pid = {} AND backend_xid::text = '{xid}'",
        id.pid
    ))
    .map(|_| ())
}

/// Why the server could not be asked, as a message gives it.
fn reason(e: StoreError) -> String {
    match e {
        StoreError::Unreachable { reason, .. } | StoreError::ConnectionLost { reason, .. } => {
            reason
        }
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests;
