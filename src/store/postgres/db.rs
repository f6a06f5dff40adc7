//! The one connection of a PostgreSQL store: each statement prepared once and kept (by its SQL),
//! every failure named (`errors.rs`), and whether the current transaction failed, met another
//! writer (a serialization failure or a deadlock), or lost the connection, remembered for its
//! commit and for the store's retry. A broken connection is replaced by a new one, with the same
//! configuration, when the next transaction begins (`settle.rs` asks it what became of a commit
//! whose answer never came).

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::time::Duration;

use postgres::types::ToSql;
use postgres::{Client, Row, SimpleQueryMessage, Statement};

use super::errors::{self, Server};
use crate::store::location::CONNECT_TIMEOUT;
use crate::store::{Access, StoreError};

/// A statement's parameter.
pub(super) type Param<'a> = &'a (dyn ToSql + Sync);

pub(super) struct Db {
    client: RefCell<Client>,
    /// How the connection was made, to make a new one.
    config: postgres::Config,
    statements: RefCell<HashMap<String, Statement>>,
    pub(super) server: Server,
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
}

/// Who a write is on the server, taken as it begins: its transaction's id (`txid_current()`)
/// and the process serving it (`pg_backend_pid()`), to ask what became of its commit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct WriteId {
    pub txid: i64,
    pub pid: i32,
}

impl Db {
    pub(super) fn new(client: Client, config: postgres::Config, server: Server) -> Db {
        Db {
            client: RefCell::new(client),
            config,
            statements: RefCell::new(HashMap::new()),
            server,
            failed: Cell::new(false),
            conflicted: Cell::new(false),
            lost: Cell::new(false),
            broken: Cell::new(false),
            unsettled: Cell::new(None),
        }
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
    /// when the last one broke. A connection that turns out broken only now is replaced once:
    /// nothing was sent on it that could have been committed.
    pub(super) fn begin(&self, sql: &str) -> Result<(), StoreError> {
        self.start(|| self.batch(sql))
    }

    /// Starts a write with `sql`, and takes its [`WriteId`] in the same round trip. A write
    /// left unsettled is given up on: the caller went on.
    pub(super) fn begin_write(&self, sql: &str) -> Result<WriteId, StoreError> {
        self.unsettled.set(None);
        let sql = format!("{sql}; SELECT txid_current(), pg_backend_pid()");
        self.start(|| {
            let messages = self
                .client
                .borrow_mut()
                .simple_query(&sql)
                .map_err(|e| self.fail(&e))?;
            write_id(&messages)
        })
    }

    fn start<T>(&self, begin: impl Fn() -> Result<T, StoreError>) -> Result<T, StoreError> {
        self.failed.set(false);
        self.conflicted.set(false);
        self.lost.set(false);
        if self.broken.get() || self.client.borrow().is_closed() {
            self.reconnect()?;
        }
        match begin() {
            Err(_) if self.lost.get() => {
                self.reconnect()?;
                self.failed.set(false);
                self.lost.set(false);
                begin()
            }
            begun => begun,
        }
    }

    /// Replaces the connection by a new one, made as the first was.
    pub(super) fn reconnect(&self) -> Result<(), StoreError> {
        let client = connect(&self.config, &self.server, Access::Write)?;
        *self.client.borrow_mut() = client;
        self.statements.borrow_mut().clear();
        self.broken.set(false);
        Ok(())
    }

    /// Statements without parameters, sent as they are, with the rows they give as text.
    pub(super) fn simple(&self, sql: &str) -> Result<Vec<SimpleQueryMessage>, StoreError> {
        self.client
            .borrow_mut()
            .simple_query(sql)
            .map_err(|e| self.fail(&e))
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

    /// Statements without parameters, in one round trip.
    pub(super) fn batch(&self, sql: &str) -> Result<(), StoreError> {
        self.client
            .borrow_mut()
            .batch_execute(sql)
            .map_err(|e| self.fail(&e))
    }

    /// Statements without parameters whose failure is named as a migration's.
    pub(super) fn migration(&self, sql: &str) -> Result<(), StoreError> {
        self.client.borrow_mut().batch_execute(sql).map_err(|e| {
            self.failed.set(true);
            errors::in_migration(&self.server, &e)
        })
    }

    /// Ends the transaction, ignoring what the server says: for a transaction given up.
    pub(super) fn rollback(&self) {
        if let Ok(mut client) = self.client.try_borrow_mut() {
            let _ = client.batch_execute("ROLLBACK");
        }
    }

    fn statement(&self, client: &mut Client, sql: &str) -> Result<Statement, StoreError> {
        if let Some(statement) = self.statements.borrow().get(sql) {
            return Ok(statement.clone());
        }
        // Written in SQLite's `?N` style (`store/sql.rs`): the marks become `$N` here, once.
        let statement = client
            .prepare(&crate::store::sql::dollar_marks(sql))
            .map_err(|e| self.fail(&e))?;
        self.statements
            .borrow_mut()
            .insert(sql.to_string(), statement.clone());
        Ok(statement)
    }

    /// Every row `sql` gives (prepared once, its `?N` marks made `$N`).
    pub(super) fn prepared_rows(
        &self,
        sql: &str,
        params: &[Param<'_>],
    ) -> Result<Vec<Row>, StoreError> {
        let mut client = self.client.borrow_mut();
        let statement = self.statement(&mut client, sql)?;
        client.query(&statement, params).map_err(|e| self.fail(&e))
    }

    /// Runs `sql` (prepared once); returns how many rows it changed.
    pub(super) fn prepared_run(&self, sql: &str, params: &[Param<'_>]) -> Result<u64, StoreError> {
        let mut client = self.client.borrow_mut();
        let statement = self.statement(&mut client, sql)?;
        client
            .execute(&statement, params)
            .map_err(|e| self.fail(&e))
    }
}

/// The [`WriteId`] in the rows of `BEGIN ...; SELECT txid_current(), pg_backend_pid()`.
fn write_id(messages: &[SimpleQueryMessage]) -> Result<WriteId, StoreError> {
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
    access: Access,
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
        Ok(Err(e)) => Err(errors::at_connect(server, &e, access == Access::Create)),
        Err(_) => Err(StoreError::Unreachable {
            server: server.server.clone(),
            reason: format!("no answer within {:.1} s", limit.as_secs_f64()),
        }),
    }
}
