//! The store's statements on the server, run by the connection (`db.rs`): a statement whose rows
//! are wanted goes at once (with whatever waits), one that only writes waits for the next; the
//! rows come as text (the simple protocol's answer), each column parsed as the type asked for.

use postgres::SimpleQueryRow;

use super::PgTx;
use super::db::Db;
use crate::store::ScoreRecord;
use crate::store::StoreError;
use crate::store::sql::{Connection, Dialect, KeptScores, Lock, Row, Text, Value};

impl Connection for Db {
    fn dialect(&self) -> Dialect {
        Dialect::Postgres
    }

    fn run(&self, sql: Text<'_>, params: &[Value<'_>]) -> Result<(), StoreError> {
        self.later(sql.of(Dialect::Postgres), params)
    }

    fn each(
        &self,
        sql: Text<'_>,
        params: &[Value<'_>],
        row: &mut dyn FnMut(&dyn Row) -> Result<bool, StoreError>,
    ) -> Result<(), StoreError> {
        for found in self.fetch(sql.of(Dialect::Postgres), params)? {
            if !row(&found)? {
                break;
            }
        }
        Ok(())
    }

    fn keep_scores(&self, scores: KeptScores) {
        self.keep(scores);
    }

    fn kept_scores(&self, match_id: i64, rounds: u32) -> Option<Vec<(i64, ScoreRecord)>> {
        self.kept(match_id, rounds)
    }
}

impl Connection for PgTx<'_> {
    fn dialect(&self) -> Dialect {
        Dialect::Postgres
    }

    fn run(&self, sql: Text<'_>, params: &[Value<'_>]) -> Result<(), StoreError> {
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

    fn keep_scores(&self, scores: KeptScores) {
        self.db.keep(scores);
    }

    fn kept_scores(&self, match_id: i64, rounds: u32) -> Option<Vec<(i64, ScoreRecord)>> {
        self.db.kept(match_id, rounds)
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

/// A column's text (the simple protocol answers in text), parsed as `T`: a value that does not
/// parse is damaged data.
fn column<T: std::str::FromStr>(row: &SimpleQueryRow, i: usize) -> Result<Option<T>, StoreError>
where
    T::Err: std::fmt::Display,
{
    let text = row
        .try_get(i)
        .map_err(|e| StoreError::Damaged(format!("column {i}: {e}")))?;
    text.map(|text| {
        text.parse()
            .map_err(|e| StoreError::Damaged(format!("column {i}: '{text}': {e}")))
    })
    .transpose()
}

impl Row for SimpleQueryRow {
    fn int(&self, i: usize) -> Result<Option<i64>, StoreError> {
        column(self, i)
    }

    fn flag(&self, i: usize) -> Result<Option<bool>, StoreError> {
        // A BOOLEAN reads 't' or 'f'; a flag the statement computes (a count, a CASE of
        // numbers) comes as a number.
        match self.try_get(i) {
            Ok(Some("t")) => Ok(Some(true)),
            Ok(Some("f")) => Ok(Some(false)),
            _ => Ok(column::<i64>(self, i)?.map(|n| n != 0)),
        }
    }

    fn real(&self, i: usize) -> Result<Option<f64>, StoreError> {
        column(self, i)
    }

    fn text(&self, i: usize) -> Result<Option<String>, StoreError> {
        column(self, i)
    }

    fn blob(&self, i: usize) -> Result<Option<Vec<u8>>, StoreError> {
        // BYTEA reads as `\x` and two hex digits a byte.
        let Some(text) = column::<String>(self, i)? else {
            return Ok(None);
        };
        let damaged = || StoreError::Damaged(format!("column {i}: not bytes in hex"));
        let hex = text.strip_prefix("\\x").ok_or_else(damaged)?;
        if hex.len() % 2 != 0 {
            return Err(damaged());
        }
        (0..hex.len())
            .step_by(2)
            .map(|at| {
                hex.get(at..at + 2)
                    .and_then(|pair| u8::from_str_radix(pair, 16).ok())
                    .ok_or_else(damaged)
            })
            .collect::<Result<Vec<u8>, _>>()
            .map(Some)
    }
}
