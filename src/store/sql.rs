//! The connection both backends give the store's statements: run a statement, or walk the rows
//! it gives, with its parameters bound in order. Every statement is written once, in SQLite's
//! numbered style (`?1`, `?2`, ...); the PostgreSQL backend writes the parameters into the text
//! as literals (`postgres/literals.rs`) and sends it without a prepare. Where the two servers' SQL
//! truly differs, the statement is written with [`sql!`] and a named piece ([`piece!`]), which
//! says why; the two texts are put together at compile time.
//!
//! A write on the server also takes advisory locks before it touches a match (or creates
//! players and matches, or brings the seasons up to date): [`Connection::lock`], which SQLite,
//! whose writes take the whole file, does not need.

use super::{ScoreRecord, StoreError};

/// Which backend a connection is, for the little SQL that differs between them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Dialect {
    Sqlite,
    Postgres,
}

/// A statement whose text differs by backend: [`sql!`] puts it together.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Statement {
    pub sqlite: &'static str,
    pub postgres: &'static str,
}

/// A statement's text: the same for both backends (a string, built or not), or one per backend.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Text<'a> {
    Same(&'a str),
    ByDialect(Statement),
}

impl Text<'_> {
    /// The text `dialect` runs (PostgreSQL's still in the `?N` style).
    pub(crate) fn of(&self, dialect: Dialect) -> &str {
        match (self, dialect) {
            (Text::Same(text), _) => text,
            (Text::ByDialect(both), Dialect::Sqlite) => both.sqlite,
            (Text::ByDialect(both), Dialect::Postgres) => both.postgres,
        }
    }
}

impl<'a> From<&'a str> for Text<'a> {
    fn from(text: &'a str) -> Self {
        Text::Same(text)
    }
}

impl<'a> From<&'a String> for Text<'a> {
    fn from(text: &'a String) -> Self {
        Text::Same(text)
    }
}

impl From<Statement> for Text<'_> {
    fn from(both: Statement) -> Self {
        Text::ByDialect(both)
    }
}

/// The pieces of SQL that differ by backend, each with the reason.
macro_rules! piece {
    // A live round (not withdrawn). SQLite keeps the flag as 0/1, and its partial index of live
    // rounds (`rounds_live`) answers only to the condition written as in the index;
    // PostgreSQL keeps it as BOOLEAN, its index written `WHERE NOT withdrawn`.
    (sqlite, LIVE) => {
        "withdrawn = 0"
    };
    (postgres, LIVE) => {
        "NOT withdrawn"
    };
    // LIVE, of the rounds under the alias `r` (in a join with their scores).
    (sqlite, LIVE_R) => {
        "r.withdrawn = 0"
    };
    (postgres, LIVE_R) => {
        "NOT r.withdrawn"
    };
    // The larger of two values: SQLite's max() of several arguments is PostgreSQL's greatest()
    // (whose max() is only the aggregate).
    (sqlite, GREATEST) => {
        "max"
    };
    (postgres, GREATEST) => {
        "greatest"
    };
    // What keeps SQLite's planner from walking an index of a column (a unary `+`), when the walk
    // wanted is another index's. PostgreSQL's planner needs no such hint.
    (sqlite, NOT_BY_INDEX) => {
        "+"
    };
    (postgres, NOT_BY_INDEX) => {
        ""
    };
    // When a match's rounds were last written, NULL without rounds: SQLite's max() of several
    // values (NULL when one is); PostgreSQL has greatest(), which passes over NULLs, so the case
    // without rounds is written out.
    (sqlite, LAST_WRITTEN) => {
        "max(max(created_at), coalesce(max(withdrawn_at), ''))"
    };
    (postgres, LAST_WRITTEN) => {
        "CASE WHEN max(created_at) IS NOT NULL
                     THEN greatest(max(created_at), coalesce(max(withdrawn_at), '')) END"
    };
    // Text compared byte by byte, as Rust compares strings (`stats` sorted its players by
    // name in Rust): SQLite's BINARY, the default; the server compares by the database's
    // collation unless told.
    (sqlite, BYTEWISE) => {
        ""
    };
    (postgres, BYTEWISE) => {
        " COLLATE \"C\""
    };
    // `stats --all` sorts its players in a subquery, then reads each one's rows in that order.
    // SQLite keeps a subquery's order when it has a LIMIT (it is then neither merged into the
    // outer query nor its ORDER BY dropped) and it is the outer loop (CROSS JOIN): no sort of
    // the rows, whose seasons are large. The server, which may join otherwise, is told the
    // order again, by the subquery's columns, the folded name byte by byte (BYTEWISE).
    (sqlite, KEPT_IN_ORDER) => {
        " LIMIT -1"
    };
    (postgres, KEPT_IN_ORDER) => {
        ""
    };
    (sqlite, RANKED_ORDER) => {
        ""
    };
    (postgres, RANKED_ORDER) => {
        " ORDER BY r.rank_won DESC, r.rank_played DESC, r.folded COLLATE \"C\", r.player_id, s.game"
    };
    ($dialect:ident, $text:literal) => {
        $text
    };
}
pub(crate) use piece;

/// A statement whose text differs by backend, from literal text and named pieces:
/// `sql!("SELECT take FROM rounds WHERE match_id = ?1 AND ", LIVE)`.
macro_rules! sql {
    ($($piece:tt),+ $(,)?) => {
        $crate::store::sql::Statement {
            sqlite: concat!($($crate::store::sql::piece!(sqlite, $piece)),+),
            postgres: concat!($($crate::store::sql::piece!(postgres, $piece)),+),
        }
    };
}
pub(crate) use sql;

impl Dialect {
    /// [`piece!`]'s `NOT_BY_INDEX`, for statements built at run time (the filters).
    pub(crate) fn not_by_index(self) -> &'static str {
        match self {
            Dialect::Sqlite => piece!(sqlite, NOT_BY_INDEX),
            Dialect::Postgres => piece!(postgres, NOT_BY_INDEX),
        }
    }
}

/// What a write is about to touch, for the server's advisory locks ([`Sql::lock`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Lock {
    /// The rows of one match.
    Match(i64),
    /// New matches or players (their ids and names).
    Create,
    /// The seasons, rivals and ratings, which span matches.
    Seasons,
    /// Anything (players by name, imports, renames, merges).
    Everything,
}

/// A parameter of a statement.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Value<'a> {
    Int(i64),
    Bool(bool),
    Real(f64),
    Text(&'a str),
    Blob(&'a [u8]),
    Null,
}

impl From<i64> for Value<'_> {
    fn from(n: i64) -> Self {
        Value::Int(n)
    }
}

impl From<u32> for Value<'_> {
    fn from(n: u32) -> Self {
        Value::Int(i64::from(n))
    }
}

impl From<bool> for Value<'_> {
    fn from(b: bool) -> Self {
        Value::Bool(b)
    }
}

impl From<f64> for Value<'_> {
    fn from(x: f64) -> Self {
        Value::Real(x)
    }
}

impl<'a> From<&'a str> for Value<'a> {
    fn from(text: &'a str) -> Self {
        Value::Text(text)
    }
}

impl<'a> From<&'a String> for Value<'a> {
    fn from(text: &'a String) -> Self {
        Value::Text(text)
    }
}

impl<'a> From<&'a [u8]> for Value<'a> {
    fn from(bytes: &'a [u8]) -> Self {
        Value::Blob(bytes)
    }
}

impl<'a> From<&'a Vec<u8>> for Value<'a> {
    fn from(bytes: &'a Vec<u8>) -> Self {
        Value::Blob(bytes)
    }
}

impl<'a, const N: usize> From<&'a [u8; N]> for Value<'a> {
    fn from(bytes: &'a [u8; N]) -> Self {
        Value::Blob(bytes)
    }
}

impl<'a, T: Into<Value<'a>>> From<Option<T>> for Value<'a> {
    fn from(value: Option<T>) -> Self {
        value.map_or(Value::Null, Into::into)
    }
}

impl<'a> From<&'a super::filters::Param> for Value<'a> {
    fn from(param: &'a super::filters::Param) -> Self {
        match param {
            super::filters::Param::Int(n) => Value::Int(*n),
            super::filters::Param::Text(text) => Value::Text(text),
        }
    }
}

/// A statement's parameters, each turned into a [`Value`]: `params![match_id, seq, uuid]`.
macro_rules! params {
    ($($value:expr),* $(,)?) => {
        &[$($crate::store::sql::Value::from($value)),*]
    };
}
pub(crate) use params;

/// A row a statement gave: its columns read by position, NULL as `None`. A value of another
/// type than the one asked for is damaged data.
pub(crate) trait Row {
    fn int(&self, i: usize) -> Result<Option<i64>, StoreError>;
    /// A flag: SQLite keeps it as 0 or 1, PostgreSQL as BOOLEAN.
    fn flag(&self, i: usize) -> Result<Option<bool>, StoreError>;
    fn real(&self, i: usize) -> Result<Option<f64>, StoreError>;
    fn text(&self, i: usize) -> Result<Option<String>, StoreError>;
    fn blob(&self, i: usize) -> Result<Option<Vec<u8>>, StoreError>;
    /// A blob as the row holds it, borrowed where the backend can lend it (SQLite): what is
    /// decoded at once (a score's notes, a UUID) needs no copy of its own. Else copied.
    fn blob_ref(&self, i: usize) -> Result<Option<std::borrow::Cow<'_, [u8]>>, StoreError> {
        Ok(self.blob(i)?.map(std::borrow::Cow::Owned))
    }
}

/// A column's value as a Rust type: `row.get::<u32>(0)?`.
pub(crate) trait Column: Sized {
    fn read(row: &dyn Row, i: usize) -> Result<Option<Self>, StoreError>;
}

impl Column for i64 {
    fn read(row: &dyn Row, i: usize) -> Result<Option<Self>, StoreError> {
        row.int(i)
    }
}

impl Column for u32 {
    fn read(row: &dyn Row, i: usize) -> Result<Option<Self>, StoreError> {
        row.int(i)?
            .map(|n| {
                u32::try_from(n)
                    .map_err(|_| StoreError::Damaged(format!("column {i}: {n} is out of range")))
            })
            .transpose()
    }
}

impl Column for u64 {
    fn read(row: &dyn Row, i: usize) -> Result<Option<Self>, StoreError> {
        row.int(i)?
            .map(|n| {
                u64::try_from(n)
                    .map_err(|_| StoreError::Damaged(format!("column {i}: {n} is out of range")))
            })
            .transpose()
    }
}

impl Column for bool {
    fn read(row: &dyn Row, i: usize) -> Result<Option<Self>, StoreError> {
        row.flag(i)
    }
}

impl Column for f64 {
    fn read(row: &dyn Row, i: usize) -> Result<Option<Self>, StoreError> {
        row.real(i)
    }
}

impl Column for String {
    fn read(row: &dyn Row, i: usize) -> Result<Option<Self>, StoreError> {
        row.text(i)
    }
}

impl Column for Vec<u8> {
    fn read(row: &dyn Row, i: usize) -> Result<Option<Self>, StoreError> {
        row.blob(i)
    }
}

/// The value of a column that may be NULL.
pub(crate) trait Get {
    /// Column `i`, which must not be NULL.
    fn get<T: Column>(&self, i: usize) -> Result<T, StoreError>;
    /// Column `i`, NULL as `None`.
    fn opt<T: Column>(&self, i: usize) -> Result<Option<T>, StoreError>;
}

impl Get for dyn Row + '_ {
    fn get<T: Column>(&self, i: usize) -> Result<T, StoreError> {
        T::read(self, i)?.ok_or_else(|| StoreError::Damaged(format!("column {i} is empty")))
    }

    fn opt<T: Column>(&self, i: usize) -> Result<Option<T>, StoreError> {
        T::read(self, i)
    }
}

/// The connection of one transaction, as the statements see it.
pub(crate) trait Connection {
    fn dialect(&self) -> Dialect;
    /// Runs `sql`. It may wait to go with the next statement whose rows are wanted, or with
    /// the commit (the server's backend: one round trip for them all), so its failure may be
    /// said there; whoever needs to know what it changed reads it back.
    fn run(&self, sql: Text<'_>, params: &[Value<'_>]) -> Result<(), StoreError>;
    /// Runs `sql` and hands each row it gives to `row`, in order, while `row` answers that it
    /// wants more (`true`).
    fn each(
        &self,
        sql: Text<'_>,
        params: &[Value<'_>],
        row: &mut dyn FnMut(&dyn Row) -> Result<bool, StoreError>,
    ) -> Result<(), StoreError>;
    /// Takes the lock a write needs before touching `what` (the server's advisory locks; a
    /// read, and SQLite, need none).
    fn lock(&self, what: Lock) -> Result<(), StoreError> {
        let _ = what;
        Ok(())
    }
    /// Keeps the scores of a match's last live round, read with its header (the server, where
    /// the standing's own read would be another round trip), for the standing read next. SQLite
    /// keeps nothing: its reads cost nothing.
    fn keep_scores(&self, scores: KeptScores) {
        let _ = scores;
    }
    /// The scores kept of match `match_id` after `rounds` rounds, if nothing was written since
    /// they were read (taken: asked again, they are read again).
    fn kept_scores(&self, match_id: i64, rounds: u32) -> Option<Vec<(i64, ScoreRecord)>> {
        let _ = (match_id, rounds);
        None
    }
    /// Lets go of the pages of the file kept in memory that no statement is reading (SQLite's
    /// page cache), for the memory to be taken again by what is read next; a server keeps none.
    fn forget_read_pages(&self) {}
}

/// A match's id, its count of live rounds and the last one's scores by player.
pub(crate) type KeptScores = (i64, u32, Vec<(i64, ScoreRecord)>);

/// Running statements and reading their rows into values, on every connection.
pub(crate) trait Query {
    /// Runs `sql` (perhaps later: [`Connection::run`]).
    fn execute<'t>(&self, sql: impl Into<Text<'t>>, params: &[Value<'_>])
    -> Result<(), StoreError>;
    /// Every row `sql` gives, each made into a value by `read`.
    fn rows<'t, T>(
        &self,
        sql: impl Into<Text<'t>>,
        params: &[Value<'_>],
        read: impl FnMut(&dyn Row) -> Result<T, StoreError>,
    ) -> Result<Vec<T>, StoreError>;
    /// The first row `sql` gives, if any.
    fn opt_row<'t, T>(
        &self,
        sql: impl Into<Text<'t>>,
        params: &[Value<'_>],
        read: impl FnOnce(&dyn Row) -> Result<T, StoreError>,
    ) -> Result<Option<T>, StoreError>;
    /// The first row `sql` gives, which must be there.
    fn one_row<'t, T>(
        &self,
        sql: impl Into<Text<'t>>,
        params: &[Value<'_>],
        read: impl FnOnce(&dyn Row) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let sql = sql.into();
        self.opt_row(sql, params, read)?
            .ok_or_else(|| StoreError::Query(format!("no row from: {}", sql.of(Dialect::Sqlite))))
    }
    /// The first column of the first row, if there is a row.
    fn opt_value<'t, T: Column>(
        &self,
        sql: impl Into<Text<'t>>,
        params: &[Value<'_>],
    ) -> Result<Option<T>, StoreError> {
        self.opt_row(sql, params, |row| row.get(0))
    }
    /// The first column of the one row `sql` gives.
    fn value<'t, T: Column>(
        &self,
        sql: impl Into<Text<'t>>,
        params: &[Value<'_>],
    ) -> Result<T, StoreError> {
        self.one_row(sql, params, |row| row.get(0))
    }
}

impl<C: Connection + ?Sized> Query for C {
    fn execute<'t>(
        &self,
        sql: impl Into<Text<'t>>,
        params: &[Value<'_>],
    ) -> Result<(), StoreError> {
        self.run(sql.into(), params)
    }

    fn rows<'t, T>(
        &self,
        sql: impl Into<Text<'t>>,
        params: &[Value<'_>],
        mut read: impl FnMut(&dyn Row) -> Result<T, StoreError>,
    ) -> Result<Vec<T>, StoreError> {
        let mut values = Vec::new();
        self.each(sql.into(), params, &mut |row| {
            values.push(read(row)?);
            Ok(true)
        })?;
        Ok(values)
    }

    fn opt_row<'t, T>(
        &self,
        sql: impl Into<Text<'t>>,
        params: &[Value<'_>],
        read: impl FnOnce(&dyn Row) -> Result<T, StoreError>,
    ) -> Result<Option<T>, StoreError> {
        let mut read = Some(read);
        let mut value = None;
        self.each(sql.into(), params, &mut |row| {
            if let Some(read) = read.take() {
                value = Some(read(row)?);
            }
            Ok(false)
        })?;
        Ok(value)
    }
}

/// `?first, ?first+1, ...`: `count` parameter marks, for a statement over a list of values.
pub(crate) fn marks(first: usize, count: usize) -> String {
    (first..first + count)
        .map(|n| format!("?{n}"))
        .collect::<Vec<_>>()
        .join(", ")
}
