//! The one connection of a PostgreSQL store: each statement prepared once and kept (by its SQL),
//! every failure named (`errors.rs`), and whether the current transaction failed, or met another
//! writer (a serialization failure or a deadlock), remembered for its commit and for the store's
//! retry.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;

use postgres::types::{FromSql, ToSql};
use postgres::{Client, Row, Statement};

use super::errors::{self, Server};
use crate::store::StoreError;

/// A statement's parameter.
pub(super) type Param<'a> = &'a (dyn ToSql + Sync);

pub(super) struct Db {
    client: RefCell<Client>,
    statements: RefCell<HashMap<String, Statement>>,
    pub(super) server: Server,
    /// A statement of the current transaction failed (its commit must not pretend otherwise).
    failed: Cell<bool>,
    /// A statement of the current transaction met another writer.
    conflicted: Cell<bool>,
}

impl Db {
    pub(super) fn new(client: Client, server: Server) -> Db {
        Db {
            client: RefCell::new(client),
            statements: RefCell::new(HashMap::new()),
            server,
            failed: Cell::new(false),
            conflicted: Cell::new(false),
        }
    }

    /// Notes a failure of the current transaction, and names it.
    fn fail(&self, e: &postgres::Error) -> StoreError {
        self.failed.set(true);
        if errors::is_conflict(e) {
            self.conflicted.set(true);
        }
        errors::in_transaction(&self.server, e)
    }

    /// Starts a transaction with `sql` (BEGIN ..., and any settings of it).
    pub(super) fn begin(&self, sql: &str) -> Result<(), StoreError> {
        self.failed.set(false);
        self.conflicted.set(false);
        self.batch(sql)
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
        let statement = client.prepare(sql).map_err(|e| self.fail(&e))?;
        self.statements
            .borrow_mut()
            .insert(sql.to_string(), statement.clone());
        Ok(statement)
    }

    /// Every row `sql` gives.
    pub(super) fn rows(&self, sql: &str, params: &[Param<'_>]) -> Result<Vec<Row>, StoreError> {
        let mut client = self.client.borrow_mut();
        let statement = self.statement(&mut client, sql)?;
        client.query(&statement, params).map_err(|e| self.fail(&e))
    }

    /// The first row `sql` gives, if any.
    pub(super) fn row(&self, sql: &str, params: &[Param<'_>]) -> Result<Option<Row>, StoreError> {
        Ok(self.rows(sql, params)?.into_iter().next())
    }

    /// The one row `sql` gives.
    pub(super) fn one(&self, sql: &str, params: &[Param<'_>]) -> Result<Row, StoreError> {
        self.row(sql, params)?
            .ok_or_else(|| StoreError::Query(format!("no row from: {sql}")))
    }

    /// Runs `sql`; returns how many rows it changed.
    pub(super) fn run(&self, sql: &str, params: &[Param<'_>]) -> Result<u64, StoreError> {
        let mut client = self.client.borrow_mut();
        let statement = self.statement(&mut client, sql)?;
        client
            .execute(&statement, params)
            .map_err(|e| self.fail(&e))
    }
}

/// Reading a column of a row, a value of the wrong type being damaged data.
pub(super) trait Get {
    fn at<'a, T: FromSql<'a>>(&'a self, i: usize) -> Result<T, StoreError>;
    /// A count or position kept as BIGINT.
    fn u32_at(&self, i: usize) -> Result<u32, StoreError>;
}

impl Get for Row {
    fn at<'a, T: FromSql<'a>>(&'a self, i: usize) -> Result<T, StoreError> {
        self.try_get(i)
            .map_err(|e| StoreError::Damaged(format!("column {i}: {e}")))
    }

    fn u32_at(&self, i: usize) -> Result<u32, StoreError> {
        let value: i64 = self.at(i)?;
        u32::try_from(value)
            .map_err(|_| StoreError::Damaged(format!("column {i}: {value} is out of range")))
    }
}
