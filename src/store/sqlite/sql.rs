//! The store's statements on a SQLite connection: each prepared once per connection and kept
//! (rusqlite's statement cache, by its text), the parameters bound in order, flags as 0 and 1.

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

impl Connection for rusqlite::Connection {
    fn dialect(&self) -> Dialect {
        Dialect::Sqlite
    }

    fn run(&self, sql: Text<'_>, params: &[Value<'_>]) -> Result<u64, StoreError> {
        let changed = self
            .prepare_cached(sql.of(Dialect::Sqlite))?
            .execute(rusqlite::params_from_iter(params))?;
        Ok(u64::try_from(changed).unwrap_or_default())
    }

    fn each(
        &self,
        sql: Text<'_>,
        params: &[Value<'_>],
        row: &mut dyn FnMut(&dyn Row) -> Result<bool, StoreError>,
    ) -> Result<(), StoreError> {
        let mut statement = self.prepare_cached(sql.of(Dialect::Sqlite))?;
        let mut rows = statement.query(rusqlite::params_from_iter(params))?;
        while let Some(found) = rows.next()? {
            if !row(found)? {
                break;
            }
        }
        Ok(())
    }
}

/// A transaction of rusqlite's runs its statements on its connection (for the tests, which
/// open one themselves).
impl Connection for rusqlite::Transaction<'_> {
    fn dialect(&self) -> Dialect {
        Dialect::Sqlite
    }

    fn run(&self, sql: Text<'_>, params: &[Value<'_>]) -> Result<u64, StoreError> {
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
