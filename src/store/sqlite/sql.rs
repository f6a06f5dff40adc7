//! The store's statements on a SQLite connection: each prepared once per connection and kept
//! (rusqlite's statement cache, by its text), the parameters bound in order, flags as 0 and 1.

use std::cell::RefCell;
use std::collections::HashSet;

use rusqlite::ToSql;
use rusqlite::types::{ToSqlOutput, ValueRef};

use crate::store::StoreError;
use crate::store::sql::{Connection, Dialect, Row, Text, Value};

impl ToSql for Value<'_> {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::Borrowed(match *self {
            Value::Int(n) => ValueRef::Integer(n),
            Value::Bool(b) => ValueRef::Integer(i64::from(b)),
            Value::Real(x) => ValueRef::Real(x),
            Value::Text(text) => ValueRef::Text(text.as_bytes()),
            Value::Blob(bytes) => ValueRef::Blob(bytes),
            Value::Null => ValueRef::Null,
        }))
    }
}

thread_local! {
    /// The statements run once already in this process.
    static RUN_BEFORE: RefCell<HashSet<Box<str>>> = RefCell::new(HashSet::new());
}

/// Runs `work` on `sql` prepared: plainly the first time it runs in this process, kept in the
/// connection's statement cache from the second time on. A statement kept is prepared as one
/// that lasts, which SQLite gives no lookaside memory: worth it for a statement run again and
/// again (a row per player, a round per line of an import), a cost for one run once, as most
/// are in a command's process.
fn prepared<T>(
    conn: &rusqlite::Connection,
    sql: &str,
    work: impl FnOnce(&mut rusqlite::Statement<'_>) -> Result<T, StoreError>,
) -> Result<T, StoreError> {
    let again = RUN_BEFORE.with(|seen| {
        let mut seen = seen.borrow_mut();
        seen.contains(sql) || !seen.insert(Box::from(sql))
    });
    match again {
        true => work(&mut *conn.prepare_cached(sql)?),
        false => work(&mut conn.prepare(sql)?),
    }
}

fn run_on(statement: &mut rusqlite::Statement<'_>, params: &[Value<'_>]) -> Result<(), StoreError> {
    statement.execute(rusqlite::params_from_iter(params))?;
    Ok(())
}

fn each_on(
    statement: &mut rusqlite::Statement<'_>,
    params: &[Value<'_>],
    row: &mut dyn FnMut(&dyn Row) -> Result<bool, StoreError>,
) -> Result<(), StoreError> {
    let mut rows = statement.query(rusqlite::params_from_iter(params))?;
    while let Some(found) = rows.next()? {
        if !row(found)? {
            break;
        }
    }
    Ok(())
}

impl Connection for rusqlite::Connection {
    fn dialect(&self) -> Dialect {
        Dialect::Sqlite
    }

    fn run(&self, sql: Text<'_>, params: &[Value<'_>]) -> Result<(), StoreError> {
        prepared(self, sql.of(Dialect::Sqlite), |statement| {
            run_on(statement, params)
        })
    }

    fn each(
        &self,
        sql: Text<'_>,
        params: &[Value<'_>],
        row: &mut dyn FnMut(&dyn Row) -> Result<bool, StoreError>,
    ) -> Result<(), StoreError> {
        prepared(self, sql.of(Dialect::Sqlite), |statement| {
            each_on(statement, params, row)
        })
    }

    fn forget_read_pages(&self) {
        // Only memory is released; a failure leaves the pages as they were, which is no worse.
        let _ = self.execute_batch("PRAGMA shrink_memory");
    }
}

/// A transaction of rusqlite's runs its statements on its connection (for the tests, which
/// open one themselves).
impl Connection for rusqlite::Transaction<'_> {
    fn dialect(&self) -> Dialect {
        Dialect::Sqlite
    }

    fn run(&self, sql: Text<'_>, params: &[Value<'_>]) -> Result<(), StoreError> {
        (**self).run(sql, params)
    }

    fn each(
        &self,
        sql: Text<'_>,
        params: &[Value<'_>],
        row: &mut dyn FnMut(&dyn Row) -> Result<bool, StoreError>,
    ) -> Result<(), StoreError> {
        (**self).each(sql, params, row)
    }

    fn forget_read_pages(&self) {
        (**self).forget_read_pages();
    }
}

impl Row for rusqlite::Row<'_> {
    fn int(&self, i: usize) -> Result<Option<i64>, StoreError> {
        Ok(self.get(i)?)
    }

    fn flag(&self, i: usize) -> Result<Option<bool>, StoreError> {
        Ok(self.get(i)?)
    }

    fn real(&self, i: usize) -> Result<Option<f64>, StoreError> {
        Ok(self.get(i)?)
    }

    fn text(&self, i: usize) -> Result<Option<String>, StoreError> {
        Ok(self.get(i)?)
    }

    fn blob(&self, i: usize) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.get(i)?)
    }

    fn blob_ref(&self, i: usize) -> Result<Option<std::borrow::Cow<'_, [u8]>>, StoreError> {
        match self.get_ref(i)? {
            ValueRef::Null => Ok(None),
            ValueRef::Blob(bytes) => Ok(Some(std::borrow::Cow::Borrowed(bytes))),
            // Another type: the copying read says what is wrong with it.
            _ => Ok(self.blob(i)?.map(std::borrow::Cow::Owned)),
        }
    }
}
