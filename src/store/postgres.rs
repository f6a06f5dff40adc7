//! The PostgreSQL backend: a league's database on a server, which every table writes to live.
//!
//! One connection per store, opened with a connect timeout (`open.rs`: the marker, the schema
//! in `schema/postgres/*.sql`, created under an advisory lock). Reads are one `REPEATABLE READ
//! READ ONLY` transaction: one snapshot of the whole league (`history`, `stats`, `standings`).
//! Writes are kept apart by advisory locks (`Locks`): two tables writing the same match at the
//! same moment take turns, so neither loses nor duplicates a round; tables writing different
//! matches do not wait for each other. A deadlock or a serialization failure the server still
//! reports makes the store run the write again (`Store::write_if`). Every failure is named for
//! what it is (`errors.rs`). A write whose connection broke before its COMMIT was sent left
//! nothing behind and is run again once on a new connection; one whose COMMIT was sent but never
//! answered is first looked up on the server (`settle.rs`): committed, it is done; rolled back,
//! it runs again once; and when the server cannot be asked, the store says that the write may
//! have been recorded ([`StoreError::Unsettled`]). The statements are the store's shared ones
//! (`store/queries/`), run through this backend's `Connection` (`sql.rs`), which takes the
//! advisory locks a write asks for.

mod db;
mod errors;
mod literals;
mod open;
mod settle;
mod sql;

use std::cell::{Cell, RefCell};

use super::sql::{Query, params};
use super::{Access, Backend, StoreError, Transaction};
use db::Db;

/// The tests' own PostgreSQL server (shared with the integration tests).
#[cfg(test)]
#[path = "../../tests/support/pg_server.rs"]
pub(super) mod pg_server;

#[cfg(test)]
mod tests;

/// An open tenscore database on a PostgreSQL server.
pub(super) struct PostgresBackend {
    db: Db,
}

/// Opens the tenscore database of `config` for `access`.
///
/// `shown`: the server as it may be printed (password redacted), e.g.
/// "postgres://ann@localhost:5432/league"; used in every message.
pub(super) fn open(
    config: postgres::Config,
    shown: String,
    access: Access,
) -> Result<PostgresBackend, StoreError> {
    Ok(PostgresBackend {
        db: open::open(config, shown, access)?,
    })
}

/// How a read begins: one snapshot, and nothing written.
const BEGIN_READ: &str = "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY";
/// How a write begins. Writes are kept apart by locks, not by serializable isolation: the
/// server's serializable checks work by index page, so two tables recording rounds into two
/// different matches clashed on most writes and had to run again. Each statement of a write
/// reads what is committed when it runs, so whatever a write reads after taking its locks
/// (`Locks`) no other write can be changing.
const BEGIN_WRITE: &str = "BEGIN ISOLATION LEVEL READ COMMITTED";

/// The advisory locks of tenscore's writes (held to the end of the transaction). Every write
/// takes the catalog's lock: shared when it writes to one match (its own lock then keeps other
/// writers of that match out, so tables writing to different matches never wait for each
/// other), creates matches and players (one at a time, for their ids and names), or brings the
/// seasons up to date as a match ends (one at a time, as seasons and ratings span matches);
/// exclusive for everything else (imports, renames, merges), which waits for the others.
mod keys {
    /// "TENS" in the high half: tenscore's locks among any others on the server.
    const BASE: i64 = 0x5445_4E53 << 32;
    pub const CATALOG: i64 = BASE;
    pub const CREATE: i64 = BASE + 1;
    pub const SEASONS: i64 = BASE + 2;
    /// A match's lock: its id in the low half, under "TENT".
    pub fn of_match(id: i64) -> i64 {
        (0x5445_4E54 << 32) + id
    }
}

/// The catalog lock a write holds.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Catalog {
    /// None yet: the write has not said what it writes.
    Free,
    /// Shared, with the locks of what it writes.
    Shared,
    /// Exclusive: no other write runs.
    Exclusive,
}

/// What a write has locked so far.
struct Locks {
    catalog: Cell<Catalog>,
    matches: RefCell<Vec<i64>>,
    create: Cell<bool>,
    seasons: Cell<bool>,
}

impl PostgresBackend {
    fn begin(&self, sql: &str, write: bool) -> Result<PgTx<'_>, StoreError> {
        match write {
            true => self.db.begin_write(sql)?,
            false => self.db.begin(sql)?,
        }
        Ok(PgTx {
            db: &self.db,
            done: false,
            write,
            locks: write.then(|| Locks {
                catalog: Cell::new(Catalog::Free),
                matches: RefCell::new(Vec::new()),
                create: Cell::new(false),
                seasons: Cell::new(false),
            }),
        })
    }
}

impl Backend for PostgresBackend {
    fn begin_read(&self) -> Result<Box<dyn Transaction + '_>, StoreError> {
        Ok(Box::new(self.begin(BEGIN_READ, false)?))
    }

    fn begin_write(&mut self) -> Result<Box<dyn Transaction + '_>, StoreError> {
        Ok(Box::new(self.begin(BEGIN_WRITE, true)?))
    }

    fn unsettled(&self) -> bool {
        self.db.unsettled().is_some()
    }

    fn settle(&mut self) -> Result<bool, StoreError> {
        let Some((id, match_id)) = self.db.unsettled() else {
            return Ok(false);
        };
        match settle::settle(&self.db, id) {
            settle::Settled::Committed => {
                self.db.set_unsettled(None);
                Ok(true)
            }
            settle::Settled::NotCommitted => {
                self.db.set_unsettled(None);
                Ok(false)
            }
            settle::Settled::Unknown(reason) => Err(unsettled(&self.db, reason, match_id)),
        }
    }
}

/// A write the server could not be asked about: it may have been recorded.
fn unsettled(db: &Db, reason: String, match_id: Option<i64>) -> StoreError {
    StoreError::Unsettled {
        server: db.server.server.clone(),
        reason,
        match_id,
        // The store names it (`Store::named_in_hints`): the backend does not know how it was given.
        db: None,
    }
}

/// A transaction on the store's connection: rolled back when dropped uncommitted.
struct PgTx<'d> {
    db: &'d Db,
    done: bool,
    /// A write: its transaction and process on the server are known before its COMMIT goes,
    /// to ask what became of it.
    write: bool,
    /// A write's locks (a read takes none: it reads one snapshot).
    locks: Option<Locks>,
}

impl PgTx<'_> {
    fn advisory_lock(&self, key: i64, shared: bool) -> Result<(), StoreError> {
        let sql = match shared {
            true => "SELECT pg_advisory_xact_lock_shared(?1)",
            false => "SELECT pg_advisory_xact_lock(?1)",
        };
        self.db.execute(sql, params![key]).map(drop)
    }

    /// The catalog, shared, unless the write holds it already.
    fn share_catalog(&self, locks: &Locks) -> Result<bool, StoreError> {
        match locks.catalog.get() {
            Catalog::Exclusive => Ok(false),
            Catalog::Shared => Ok(true),
            Catalog::Free => {
                self.advisory_lock(keys::CATALOG, true)?;
                locks.catalog.set(Catalog::Shared);
                Ok(true)
            }
        }
    }

    /// Before a write reads or writes match `id`: no other write of it runs until this one ends.
    fn lock_match(&self, id: i64) -> Result<(), StoreError> {
        let Some(locks) = &self.locks else {
            return Ok(());
        };
        if self.share_catalog(locks)? && !locks.matches.borrow().contains(&id) {
            self.advisory_lock(keys::of_match(id), false)?;
            locks.matches.borrow_mut().push(id);
        }
        Ok(())
    }

    /// Before a write creates matches or players.
    fn lock_create(&self) -> Result<(), StoreError> {
        let Some(locks) = &self.locks else {
            return Ok(());
        };
        if self.share_catalog(locks)? && !locks.create.replace(true) {
            self.advisory_lock(keys::CREATE, false)?;
        }
        Ok(())
    }

    /// Before a write brings seasons, rivals and ratings up to date.
    fn lock_seasons(&self) -> Result<(), StoreError> {
        let Some(locks) = &self.locks else {
            return Ok(());
        };
        if self.share_catalog(locks)? && !locks.seasons.replace(true) {
            self.advisory_lock(keys::SEASONS, false)?;
        }
        Ok(())
    }

    /// Before anything else a write does (players by name, imports, renames, merges): when it
    /// holds nothing yet, it takes the whole catalog. A write that already holds the catalog
    /// shared goes on with the unique keys as its guard (no such write is made today).
    fn lock_everything(&self) -> Result<(), StoreError> {
        let Some(locks) = &self.locks else {
            return Ok(());
        };
        if locks.catalog.get() == Catalog::Free {
            self.advisory_lock(keys::CATALOG, false)?;
            locks.catalog.set(Catalog::Exclusive);
        }
        Ok(())
    }
}

impl Drop for PgTx<'_> {
    fn drop(&mut self) {
        if !self.done {
            // A read's end can wait for the next statement (it holds no lock); a write's not.
            match self.locks.is_some() {
                true => self.db.rollback_now(),
                false => self.db.rollback(),
            }
        }
    }
}

impl Transaction for PgTx<'_> {
    fn commit(mut self: Box<Self>) -> Result<(), StoreError> {
        self.done = true;
        if self.db.failed() {
            // The server rolls back a transaction a statement failed in, whatever COMMIT says;
            // its locks go only with the ROLLBACK.
            self.db.rollback_now();
            return Err(match self.db.conflicted() {
                true => StoreError::Conflict("another table wrote at the same moment".into()),
                false => StoreError::Query(
                    "a statement of this write failed, so nothing was written".into(),
                ),
            });
        }
        if self.write {
            // Asked for now if still waiting: a write whose COMMIT is lost must know who it was.
            self.db.write_id()?;
        }
        match self.db.batch("COMMIT") {
            Ok(()) => Ok(()),
            Err(e) if self.db.lost() || matches!(e, StoreError::ConnectionLost { .. }) => {
                self.after_lost_commit(e)
            }
            Err(e) => {
                // A commit that failed for another reason than a conflict may leave the
                // transaction open.
                self.db.rollback_now();
                Err(e)
            }
        }
    }

    fn conflicted(&self) -> bool {
        self.db.conflicted()
    }

    fn lost(&self) -> bool {
        self.db.lost()
    }
}

impl PgTx<'_> {
    /// The COMMIT was sent, but its answer never came (`lost`): asks the server what became of
    /// the write. Rolled back, the error says the connection was lost (and the store runs the
    /// write again); not to be found out, that it may have been recorded.
    fn after_lost_commit(&self, lost: StoreError) -> Result<(), StoreError> {
        let Ok(Some(id)) = self.db.write_id() else {
            return Err(lost);
        };
        match settle::settle(self.db, id) {
            settle::Settled::Committed => Ok(()),
            settle::Settled::NotCommitted => {
                self.db.set_lost(true);
                Err(lost)
            }
            settle::Settled::Unknown(reason) => {
                self.db.set_lost(false);
                let match_id = self.written_match();
                self.db.set_unsettled(Some((id, match_id)));
                Err(unsettled(self.db, reason, match_id))
            }
        }
    }

    /// The one match this write wrote to, if it wrote to one only and created nothing: where
    /// the user can look to see whether it landed.
    fn written_match(&self) -> Option<i64> {
        let locks = self.locks.as_ref()?;
        let matches = locks.matches.borrow();
        match (locks.catalog.get(), locks.create.get(), matches.as_slice()) {
            (Catalog::Shared, false, [id]) => Some(*id),
            _ => None,
        }
    }
}
