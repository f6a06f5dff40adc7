//! The store's statements on the server: the parameters sent as the types the statement takes
//! (a NULL fits any), each column read back as the type it is (flags as BOOLEAN, or a count as
//! BIGINT where a flag is computed), and the statements themselves run by the connection
//! (`db.rs`, which turns their `?N` marks into `$N` once, as it prepares them).

use std::error::Error;

use bytes::BytesMut;
use postgres::types::{IsNull, ToSql, Type, to_sql_checked};

use super::PgTx;
use super::db::Db;
use crate::store::StoreError;
use crate::store::sql::{Connection, Dialect, Lock, Row, Text, Value};

impl ToSql for Value<'_> {
    fn to_sql(
        &self,
        ty: &Type,
        out: &mut BytesMut,
    ) -> Result<IsNull, Box<dyn Error + Sync + Send>> {
        match *self {
            Value::Int(n) => n.to_sql(ty, out),
            Value::Bool(b) => b.to_sql(ty, out),
            Value::Real(x) => x.to_sql(ty, out),
            Value::Text(text) => text.to_sql(ty, out),
            Value::Blob(bytes) => bytes.to_sql(ty, out),
            Value::Null => Ok(IsNull::Yes),
        }
    }

    /// Whether the value fits is asked of each value as it is written (`to_sql_checked`).
    fn accepts(_: &Type) -> bool {
        true
    }

    to_sql_checked!();
}

impl Connection for Db {
    fn dialect(&self) -> Dialect {
        Dialect::Postgres
    }

    fn run(&self, sql: Text<'_>, params: &[Value<'_>]) -> Result<u64, StoreError> {
        self.prepared_run(sql.of(Dialect::Postgres), &bound(params))
    }

    fn each(
        &self,
        sql: Text<'_>,
        params: &[Value<'_>],
        row: &mut dyn FnMut(&dyn Row) -> Result<bool, StoreError>,
    ) -> Result<(), StoreError> {
        for found in self.prepared_rows(sql.of(Dialect::Postgres), &bound(params))? {
            if !row(&found)? {
                break;
            }
        }
        Ok(())
    }
}

impl Connection for PgTx<'_> {
    fn dialect(&self) -> Dialect {
        Dialect::Postgres
    }

    fn run(&self, sql: Text<'_>, params: &[Value<'_>]) -> Result<u64, StoreError> {
        Connection::run(self.db, sql, params)
    }

    fn each(
        &self,
        sql: Text<'_>,
        params: &[Value<'_>],
        row: &mut dyn FnMut(&dyn Row) -> Result<bool, StoreError>,
    ) -> Result<(), StoreError> {
        Connection::each(self.db, sql, params, row)
    }

    fn lock(&self, what: Lock) -> Result<(), StoreError> {
        match what {
            Lock::Match(id) => self.lock_match(id),
            Lock::Create => self.lock_create(),
            Lock::Seasons => self.lock_seasons(),
            Lock::Everything => self.lock_everything(),
        }
    }
}

fn bound<'a>(params: &'a [Value<'_>]) -> Vec<&'a (dyn ToSql + Sync)> {
    params
        .iter()
        .map(|value| value as &(dyn ToSql + Sync))
        .collect()
}

/// A column read as `T`, a value of another type being damaged data.
fn column<'a, T: postgres::types::FromSql<'a>>(
    row: &'a postgres::Row,
    i: usize,
) -> Result<Option<T>, StoreError> {
    row.try_get(i)
        .map_err(|e| StoreError::Damaged(format!("column {i}: {e}")))
}

impl Row for postgres::Row {
    fn int(&self, i: usize) -> Result<Option<i64>, StoreError> {
        column(self, i)
    }

    fn flag(&self, i: usize) -> Result<Option<bool>, StoreError> {
        // A flag the statement computes (a count, a CASE of numbers) comes as a number.
        match self.columns().get(i).map(|c| c.type_()) {
            Some(&Type::INT8) => Ok(column::<i64>(self, i)?.map(|n| n != 0)),
            Some(&Type::INT4) => Ok(column::<i32>(self, i)?.map(|n| n != 0)),
            _ => column(self, i),
        }
    }

    fn real(&self, i: usize) -> Result<Option<f64>, StoreError> {
        column(self, i)
    }

    fn text(&self, i: usize) -> Result<Option<String>, StoreError> {
        column(self, i)
    }

    fn blob(&self, i: usize) -> Result<Option<Vec<u8>>, StoreError> {
        column(self, i)
    }
}
