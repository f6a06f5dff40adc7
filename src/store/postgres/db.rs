//! The one connection of a PostgreSQL store, and how it keeps the waits for the server few: every
//! statement goes as a simple query with its parameters written into it as literals
//! (`literals.rs`), so without a separate prepare; and whatever needs no answer of its own yet
//! (BEGIN, the schema's check, the write's id, advisory locks, writes) waits in a queue and goes
//! with the next statement whose rows are wanted, or with the COMMIT, in one round trip. Every
//! failure is named (`errors.rs`), and whether the current transaction failed, met another
//! writer (a serialization failure or a deadlock), or lost the connection, remembered for its
//! commit and for the store's retry. A broken connection is replaced by a new one, with the same
//! configuration, when the next transaction begins (`settle.rs` asks it what became of a commit
//! whose answer never came).

use std::cell::{Cell, RefCell};
use std::time::Duration;

use postgres::{Client, SimpleQueryMessage, SimpleQueryRow};

use super::errors::{self, Server};
use super::literals;
use crate::store::location::CONNECT_TIMEOUT;
use crate::store::sql::{KeptScores, Value};
use crate::store::{Access, ScoreRecord, StoreError};

pub(super) struct Db {
    client: RefCell<Client>,
    /// How the connection was made, to make a new one.
    config: postgres::Config,
    pub(super) server: Server,
    /// What the store was opened for: the schema is made or brought up to date only to create.
    access: Access,
    /// Statements that wait to go with the next one whose answer is wanted.
    queue: RefCell<Vec<Queued>>,
    /// The schema is still to be checked (with the first transaction's first statement).
    unchecked: Cell<bool>,
    /// The current write's id, once the server said it.
    write_id: Cell<Option<WriteId>>,
    /// A statement of the current transaction failed (its commit must not pretend otherwise).
    failed: Cell<bool>,
    /// A statement of the current transaction met another writer.
    conflicted: Cell<bool>,
    /// The connection broke during the current transaction, and nothing of it was committed:
    /// the store may run it again on a new connection.
    lost: Cell<bool>,
    /// The connection is broken: the next transaction begins on a new one.
    broken: Cell<bool>,
    /// The last write, whose COMMIT was sent but never answered, and which the server could not
    /// be asked about, with the one match it wrote to: to ask again (`play`).
    unsettled: Cell<Option<(WriteId, Option<i64>)>>,
    /// A match's last scores (and those of the round before) read with its header, until the
    /// next write.
    kept: RefCell<Vec<KeptScores>>,
}

/// A statement in the queue, and what its answer is read for.
struct Queued {
    sql: String,
    kind: Kind,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// Nothing: its answer only says it ran.
    Plain,
    /// A transaction's BEGIN: until it is sent, a lost connection lost nothing.
    Begin,
    /// `SELECT txid_current(), pg_backend_pid()`: the write's [`WriteId`].
    WriteId,
    /// The schema's check (`open::CHECK`).
    Check,
}

/// Who a write is on the server, taken as it begins: its transaction's id (`txid_current()`)
/// and the process serving it (`pg_backend_pid()`), to ask what became of its commit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct WriteId {
    pub txid: i64,
    pub pid: i32,
}

impl Db {
    pub(super) fn new(
        client: Client,
        config: postgres::Config,
        server: Server,
        access: Access,
    ) -> Db {
        Db {
            client: RefCell::new(client),
            config,
            server,
            access,
            queue: RefCell::new(Vec::new()),
            unchecked: Cell::new(false),
            write_id: Cell::new(None),
            failed: Cell::new(false),
            conflicted: Cell::new(false),
            lost: Cell::new(false),
            broken: Cell::new(false),
            unsettled: Cell::new(None),
            kept: RefCell::new(Vec::new()),
        }
    }

    /// The schema is checked with the first statement of the first transaction, not by itself.
    pub(super) fn check_with_first_statement(&self) {
        self.unchecked.set(true);
    }

    /// Notes a failure of the current transaction, and names it.
    fn fail(&self, e: &postgres::Error) -> StoreError {
        self.failed.set(true);
        if errors::is_conflict(e) {
            self.conflicted.set(true);
        }
        if errors::is_lost(e) {
            self.lost.set(true);
            self.broken.set(true);
        }
        errors::in_transaction(&self.server, e)
    }

    /// Starts a transaction with `sql` (BEGIN ..., and any settings of it), on a new connection
    /// when the last one broke. Nothing is sent yet: the BEGIN goes with the first statement.
    pub(super) fn begin(&self, sql: &str) -> Result<(), StoreError> {
        self.kept.borrow_mut().clear();
        self.failed.set(false);
        self.conflicted.set(false);
        self.lost.set(false);
        self.write_id.set(None);
        if self.broken.get() || self.client.borrow().is_closed() {
            self.reconnect()?;
        }
        self.enqueue(sql.to_string(), Kind::Begin);
        if self.unchecked.get() {
            self.enqueue(super::open::CHECK.to_string(), Kind::Check);
        }
        Ok(())
    }

    /// Starts a write with `sql`; its [`WriteId`] comes with its first answer. A write left
    /// unsettled is given up on: the caller went on.
    pub(super) fn begin_write(&self, sql: &str) -> Result<(), StoreError> {
        self.unsettled.set(None);
        self.begin(sql)?;
        self.enqueue(
            "SELECT txid_current(), pg_backend_pid()".into(),
            Kind::WriteId,
        );
        Ok(())
    }

    fn enqueue(&self, sql: String, kind: Kind) {
        self.queue.borrow_mut().push(Queued { sql, kind });
    }

    /// The current write's id: asked for now if its answer is still to come (a write whose
    /// COMMIT is lost must know who it was).
    pub(super) fn write_id(&self) -> Result<Option<WriteId>, StoreError> {
        let waiting = self.queue.borrow().iter().any(|q| q.kind == Kind::WriteId);
        if waiting {
            self.send(None)?;
        }
        Ok(self.write_id.get())
    }

    /// Replaces the connection by a new one, made as the first was; what waited for the old
    /// one goes with it.
    pub(super) fn reconnect(&self) -> Result<(), StoreError> {
        let client = connect(&self.config, &self.server)?;
        *self.client.borrow_mut() = client;
        self.queue.borrow_mut().clear();
        self.broken.set(false);
        Ok(())
    }

    /// Statements without parameters, sent as they are (after whatever waits), with the rows
    /// they give as text.
    pub(super) fn simple(&self, sql: &str) -> Result<Vec<SimpleQueryMessage>, StoreError> {
        self.send(Some(sql))
    }

    /// The last write, when the server could not be asked whether it committed it.
    pub(super) fn unsettled(&self) -> Option<(WriteId, Option<i64>)> {
        self.unsettled.get()
    }

    pub(super) fn set_unsettled(&self, write: Option<(WriteId, Option<i64>)>) {
        self.unsettled.set(write);
    }

    /// The connection broke during this transaction, before its commit was sent.
    pub(super) fn lost(&self) -> bool {
        self.lost.get()
    }

    /// Says whether the transaction given up on left nothing behind, so it may run again
    /// (`settle.rs`: its commit was not committed, or that cannot be known).
    pub(super) fn set_lost(&self, lost: bool) {
        self.lost.set(lost);
    }

    pub(super) fn failed(&self) -> bool {
        self.failed.get()
    }

    pub(super) fn conflicted(&self) -> bool {
        self.conflicted.get()
    }

    /// Statements without parameters, with whatever waits, in one round trip.
    pub(super) fn batch(&self, sql: &str) -> Result<(), StoreError> {
        self.send(Some(sql)).map(drop)
    }

    /// Statements without parameters whose failure is named as a migration's.
    pub(super) fn migration(&self, sql: &str) -> Result<(), StoreError> {
        self.send(None)?;
        self.client.borrow_mut().batch_execute(sql).map_err(|e| {
            self.failed.set(true);
            errors::in_migration(&self.server, &e)
        })
    }

    /// Ends the transaction, ignoring what the server says: for a transaction given up. The
    /// ROLLBACK goes with the next transaction's first statement (or not at all: a connection
    /// that closes rolls back what it began).
    pub(super) fn rollback(&self) {
        let mut queue = self.queue.borrow_mut();
        if let Some(begin) = queue.iter().position(|q| q.kind == Kind::Begin) {
            // Nothing of the transaction was sent (what came before it, the end of the last
            // one, still goes).
            queue.truncate(begin);
        } else {
            queue.push(Queued {
                sql: "ROLLBACK".into(),
                kind: Kind::Plain,
            });
        }
    }

    /// Ends a write given up at once, not with the next transaction: it may hold advisory
    /// locks (its match's, the catalog's), which other tables would wait on while this one's
    /// `play` waits for an answer. What was never sent is dropped, as [`Db::rollback`] does.
    pub(super) fn rollback_now(&self) {
        self.rollback();
        let _ = self.send(None);
    }

    /// Keeps a match's last scores, read with its header, for the standing read next.
    pub(super) fn keep(&self, scores: KeptScores) {
        self.kept.borrow_mut().push(scores);
    }

    /// The scores kept of match `match_id` after `rounds` rounds (taken), unless a write came
    /// since.
    pub(super) fn kept(&self, match_id: i64, rounds: u32) -> Option<Vec<(i64, ScoreRecord)>> {
        let mut kept = self.kept.borrow_mut();
        let at = kept
            .iter()
            .position(|(id, after, _)| *id == match_id && *after == rounds)?;
        Some(kept.swap_remove(at).2)
    }

    /// Runs `sql` with `params` once the next statement whose answer is wanted goes.
    pub(super) fn later(&self, sql: &str, params: &[Value<'_>]) -> Result<(), StoreError> {
        // What was kept of a match may be what this writes.
        self.kept.borrow_mut().clear();
        let sql = literals::written_in(sql, params).inspect_err(|_| self.failed.set(true))?;
        self.enqueue(sql, Kind::Plain);
        Ok(())
    }

    /// Every row `sql` with `params` gives, sent with whatever waits.
    pub(super) fn fetch(
        &self,
        sql: &str,
        params: &[Value<'_>],
    ) -> Result<Vec<SimpleQueryRow>, StoreError> {
        let sql = literals::written_in(sql, params).inspect_err(|_| self.failed.set(true))?;
        let answer = self.send(Some(&sql))?;
        Ok(answer
            .into_iter()
            .filter_map(|message| match message {
                SimpleQueryMessage::Row(row) => Some(row),
                _ => None,
            })
            .collect())
    }

    /// Sends what waits, and `sql` after it, as one simple query; hands each waiting
    /// statement's answer to what it was for; returns `sql`'s answer. When the first of a
    /// transaction finds the connection broken, nothing of it was committed: it goes once more
    /// on a new one. When the schema's check fails, the schema is looked at (and made, when
    /// creating) as on opening, and the whole goes once more.
    fn send(&self, sql: Option<&str>) -> Result<Vec<SimpleQueryMessage>, StoreError> {
        let queued = std::mem::take(&mut *self.queue.borrow_mut());
        let mut text: Vec<&str> = queued.iter().map(|q| q.sql.as_str()).collect();
        text.extend(sql);
        if text.is_empty() {
            return Ok(Vec::new());
        }
        let text = text.join(";\n");
        let begins = queued.iter().any(|q| q.kind == Kind::Begin);
        let checks = queued.iter().any(|q| q.kind == Kind::Check);
        let first = self.client.borrow_mut().simple_query(&text);
        let answer = match first {
            Err(e) if begins && (errors::is_lost(&e) || checks) => {
                self.again(&e)?;
                self.resend(&text)?
            }
            answer => answer.map_err(|e| self.fail(&e))?,
        };
        if let Some(answer) = self.read_answer(&queued, answer)? {
            return Ok(answer);
        }
        // The database is not (yet) this build's.
        self.again_checked()?;
        let answer = self.resend(&text)?;
        self.read_answer(&queued, answer)?.ok_or_else(|| {
            StoreError::Query("the database's schema changed while it was looked at".into())
        })
    }

    fn resend(&self, text: &str) -> Result<Vec<SimpleQueryMessage>, StoreError> {
        self.client
            .borrow_mut()
            .simple_query(text)
            .map_err(|e| self.fail(&e))
    }

    /// Hands each waiting statement's answer (up to its CommandComplete) to what it was for;
    /// returns the rest, the last statement's answer; `None` when the schema's check found the
    /// database not this build's.
    fn read_answer(
        &self,
        queued: &[Queued],
        answer: Vec<SimpleQueryMessage>,
    ) -> Result<Option<Vec<SimpleQueryMessage>>, StoreError> {
        let mut rest = answer.into_iter();
        for waited in queued {
            let mut own = Vec::new();
            for message in rest.by_ref() {
                let complete = matches!(message, SimpleQueryMessage::CommandComplete(_));
                own.push(message);
                if complete {
                    break;
                }
            }
            match waited.kind {
                Kind::WriteId => self.write_id.set(Some(id_of(&own)?)),
                Kind::Check if !super::open::is_current(&own) => return Ok(None),
                Kind::Check => self.unchecked.set(false),
                Kind::Plain | Kind::Begin => {}
            }
        }
        Ok(Some(rest.collect()))
    }

    /// Before the first statements of a transaction go once more: a new connection when the
    /// old one broke, else the schema looked at as on opening.
    fn again(&self, e: &postgres::Error) -> Result<(), StoreError> {
        match errors::is_lost(e) {
            true => self.reconnect(),
            false => self.again_checked(),
        }
    }

    /// The schema's check failed (or found the database not this build's): the transaction is
    /// rolled back, the database looked at (and the schema made, when creating) as on opening,
    /// which refuses what is not a tenscore database of this schema.
    fn again_checked(&self) -> Result<(), StoreError> {
        let _ = self.client.borrow_mut().batch_execute("ROLLBACK");
        self.unchecked.set(false);
        super::open::make_current(self, self.access)?;
        // What looking left waiting (its ROLLBACK) ends before the transaction begins again.
        self.send(None).map(drop)
    }
}
/// The [`WriteId`] in the answer of `SELECT txid_current(), pg_backend_pid()`.
fn id_of(messages: &[SimpleQueryMessage]) -> Result<WriteId, StoreError> {
    let row = messages.iter().find_map(|message| match message {
        SimpleQueryMessage::Row(row) => Some(row),
        _ => None,
    });
    let field = |i: usize| row.and_then(|row| row.get(i));
    match (
        field(0).and_then(|t| t.parse().ok()),
        field(1).and_then(|t| t.parse().ok()),
    ) {
        (Some(txid), Some(pid)) => Ok(WriteId { txid, pid }),
        _ => Err(StoreError::Query(
            "the server did not say which transaction the write is".into(),
        )),
    }
}

/// Connects, within the connect timeout for each host and a second more for the server to
/// answer: the client's timeout bounds only the socket's connection, and a server that took the
/// connection but never answers would otherwise be waited for forever. The connection goes on
/// in a thread of its own, left to end by itself when it is given up.
pub(super) fn connect(
    config: &postgres::Config,
    server: &Server,
) -> Result<postgres::Client, StoreError> {
    let per_host = config
        .get_connect_timeout()
        .copied()
        .unwrap_or(CONNECT_TIMEOUT);
    let hosts = u32::try_from(config.get_hosts().len().max(1)).unwrap_or(1);
    let limit = per_host * hosts + Duration::from_secs(1);
    let (sender, answer) = std::sync::mpsc::channel();
    let config = config.clone();
    std::thread::spawn(move || {
        // Nobody may be waiting any more: then the connection is dropped here.
        let _ = sender.send(config.connect(postgres::NoTls));
    });
    match answer.recv_timeout(limit) {
        Ok(Ok(client)) => Ok(client),
        Ok(Err(e)) => Err(errors::at_connect(server, &e)),
        Err(_) => Err(StoreError::Unreachable {
            server: server.server.clone(),
            reason: format!("no answer within {:.1} s", limit.as_secs_f64()),
        }),
    }
}
