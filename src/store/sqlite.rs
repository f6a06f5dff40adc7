//! The SQLite backend: one file, opened with WAL, foreign keys, `synchronous=FULL` and a busy
//! timeout so two terminals on one file both work. Migrations come from `schema/*.sql`, each with
//! Rust before or after it in the same transaction where SQL alone cannot do it (`upgrade.rs`,
//! with rusqlite_migration's hook type); they run under the write lock (`open.rs`), so that several tenscores opening a new file at once create it once. The
//! version is kept in `PRAGMA user_version`. A database from a newer tenscore, or a file that is
//! not a tenscore database, is refused before anything is written, and a migration that fails
//! leaves the file as it was. Every other failure is named for what it is (`errors.rs`), and a
//! file replaced under an open store is noticed before the next write.

mod errors;
mod marks;
mod open;
mod queries;
mod sql;
mod upgrade;

use std::cell::Cell;
use std::path::{Path, PathBuf};

use rusqlite::{Connection, TransactionBehavior};
use rusqlite_migration::HookResult;
use serde_json::Value;

use super::{
    Access, Backend, Ending, ExportFilter, FinalPlace, FinishedMatch, ImportedMatch,
    ImportedPlayer, ImportedRound, LiveEntry, MatchFigure, MatchFilter, MatchInfo, MatchSummary,
    OpenRound, Player, PlayerRecord, PlayerSummary, Reader, Replacement, Rivalry, RoundPlace,
    RoundRecord, RoundsWanted, ScoreRecord, StoreError, StoredSeason, Transaction, Writer,
};
use crate::games::{GameId, Outcome, Standing};
use crate::store::season_upkeep;
use crate::store::{clock, writing};
use open::FileId;

/// Now, as the writes stamp their rows.
pub(super) fn now() -> String {
    clock::now()
}

/// Marks a file as ours (`PRAGMA application_id`, "TENS").
pub const APPLICATION_ID: i64 = 0x5445_4E53;

/// What a step needs on the connection before its SQL runs (a function the SQL calls).
type Prepare = fn(&Connection) -> Result<(), StoreError>;

/// One step of the schema: what it needs ready first (if anything), its SQL, then its Rust hook
/// (if any), all in one transaction.
struct Step {
    /// The file of its SQL, named in the message when the step fails.
    name: &'static str,
    before: Option<Prepare>,
    sql: &'static str,
    hook: Option<fn(&rusqlite::Transaction<'_>) -> HookResult>,
}

/// Every migration, oldest first; the schema version is their number.
static STEPS: [Step; 5] = [
    Step {
        name: "0001_init.sql",
        before: None,
        sql: include_str!("../../schema/0001_init.sql"),
        hook: None,
    },
    Step {
        name: "0002_looking_back_and_import.sql",
        before: None,
        sql: include_str!("../../schema/0002_looking_back_and_import.sql"),
        hook: Some(upgrade::to_v2),
    },
    Step {
        name: "0003_write_marks.sql",
        before: None,
        sql: include_str!("../../schema/0003_write_marks.sql"),
        hook: None,
    },
    Step {
        name: "0004_rows_by_match.sql",
        before: Some(upgrade::before_v4),
        sql: include_str!("../../schema/0004_rows_by_match.sql"),
        hook: Some(upgrade::to_v4),
    },
    Step {
        name: "0005_seasons.sql",
        before: None,
        sql: include_str!("../../schema/0005_seasons.sql"),
        hook: Some(upgrade::to_v5),
    },
];

/// The schema version this build writes: the number of migrations.
pub fn schema_version() -> usize {
    STEPS.len()
}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> Self {
        match &e {
            rusqlite::Error::SqliteFailure(failure, _)
                if failure.code == rusqlite::ErrorCode::DatabaseBusy =>
            {
                StoreError::Busy(e.to_string())
            }
            _ => StoreError::Query(e.to_string()),
        }
    }
}

/// An open SQLite database.
pub(super) struct SqliteBackend {
    conn: Connection,
    /// The path it was opened by, and the file that path named then.
    path: PathBuf,
    file: FileId,
    /// The mark of the last write made through this connection, or the newest one at open: the
    /// file at the path must still hold it at the next write (`marks.rs`).
    mark: Cell<Option<marks::Mark>>,
    /// Set once the file at the path was found not to be the one opened: every write is refused.
    replaced: Cell<bool>,
    /// Whether opening made the file: if no write of this store commits, it goes again.
    created: bool,
}

impl SqliteBackend {
    /// Opens the file at `path` for `access`. A read never creates or changes a file, except to
    /// bring an older tenscore's file up to the current schema.
    pub(super) fn open(path: &Path, access: Access) -> Result<SqliteBackend, StoreError> {
        let (conn, created) = open::open(path, access)?;
        let file = FileId::of(path).ok_or_else(|| StoreError::Replaced {
            path: path.to_path_buf(),
        })?;
        let mark = match access {
            Access::Read => None,
            Access::Write | Access::Create => {
                marks::newest(&conn).map_err(|e| errors::on(path, &e))?
            }
        };
        Ok(SqliteBackend {
            conn,
            path: path.to_path_buf(),
            file,
            mark: Cell::new(mark),
            replaced: Cell::new(false),
            created,
        })
    }

    /// Whether the path still names the file that was opened.
    fn still_at_its_path(&self) -> bool {
        FileId::of(&self.path) == Some(self.file)
    }

    /// For a file that is no longer at its path: SQLite does not checkpoint a file that moved
    /// when it closes, and would leave that file's write-ahead log under the path, where the
    /// next tenscore would read it as part of the file now there. The log goes into the file it
    /// belongs to (whose content stays what it was) and is emptied.
    fn let_go_of_the_log(&self) {
        // A read-only connection has no log of its own to let go of; nothing else can be done.
        let _ = self
            .conn
            .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()));
    }

    fn begin(&self, behavior: TransactionBehavior) -> Result<SqliteTx<'_>, StoreError> {
        Ok(SqliteTx {
            tx: rusqlite::Transaction::new_unchecked(&self.conn, behavior)
                .map_err(|e| errors::in_transaction(&self.path, &e))?,
            conn: &self.conn,
            path: &self.path,
            mark: None,
        })
    }

    /// Refuses every write from now on: the file at the path is not the one opened.
    fn refuse_writes(&self) -> StoreError {
        self.replaced.set(true);
        StoreError::Replaced {
            path: self.path.clone(),
        }
    }
}

impl Backend for SqliteBackend {
    fn begin_read(&self) -> Result<Box<dyn Transaction + '_>, StoreError> {
        // Deferred: the snapshot is taken at the first read and holds for the whole transaction.
        Ok(Box::new(self.begin(TransactionBehavior::Deferred)?))
    }

    fn begin_write(&mut self) -> Result<Box<dyn Transaction + '_>, StoreError> {
        // `play` keeps one store open across many writes: if the file at the path is no longer
        // the one opened (another moved over it, or it was deleted), nothing is written to either.
        if self.replaced.get() {
            return Err(self.refuse_writes());
        }
        if !self.still_at_its_path() {
            self.let_go_of_the_log();
            return Err(self.refuse_writes());
        }
        // A copy put over the file in place keeps the inode: the file must still hold the mark
        // of the last write, read from disk under the write lock.
        let expected = self.mark.get();
        if expected.is_some() {
            marks::forget_cached_pages(&self.conn);
        }
        let mut tx = self.begin(TransactionBehavior::Immediate)?;
        // Another tenscore that made the file may have taken it back while this one waited for
        // the lock (`open::forget_new_file`).
        if !self.still_at_its_path() {
            drop(tx);
            return Err(self.refuse_writes());
        }
        if let Some(mark) = expected
            && !marks::still_there(&tx.tx, mark)
                .map_err(|e| errors::in_transaction(&self.path, &e))?
        {
            // Rolled back as it is dropped: nothing was written.
            drop(tx);
            marks::no_checkpoint_on_close(&self.conn);
            return Err(self.refuse_writes());
        }
        tx.mark = Some(&self.mark);
        Ok(Box::new(tx))
    }
}

impl Drop for SqliteBackend {
    fn drop(&mut self) {
        if !self.still_at_its_path() {
            self.let_go_of_the_log();
        } else if self.created && self.mark.get().is_none() {
            // Made by this store and never written to (its first write was refused): taken
            // back, once this connection is closed, so that a refusal leaves no file behind.
            if let Ok(memory) = Connection::open_in_memory() {
                drop(std::mem::replace(&mut self.conn, memory));
                open::forget_new_file(&self.path);
            }
        }
    }
}

struct SqliteTx<'c> {
    tx: rusqlite::Transaction<'c>,
    conn: &'c Connection,
    path: &'c Path,
    /// For a write: where the store keeps the mark of its last write.
    mark: Option<&'c Cell<Option<marks::Mark>>>,
}

impl Transaction for SqliteTx<'_> {
    fn commit(self: Box<Self>) -> Result<(), StoreError> {
        let SqliteTx {
            tx,
            conn,
            path,
            mark,
        } = *self;
        let Some(last_mark) = mark else {
            return tx.commit().map_err(|e| errors::in_transaction(path, &e));
        };
        let written = marks::add(&tx).map_err(|e| errors::in_transaction(path, &e))?;
        tx.commit().map_err(|e| errors::in_transaction(path, &e))?;
        last_mark.set(Some(written));
        marks::empty_the_log(conn);
        Ok(())
    }
}

impl Reader for SqliteTx<'_> {
    fn latest_unfinished(&self) -> Result<Option<i64>, StoreError> {
        crate::store::queries::matches::latest_unfinished(self)
    }
    fn unfinished_count(&self) -> Result<u64, StoreError> {
        crate::store::queries::matches::unfinished_count(self)
    }
    fn unfinished_seating(&self, players: &[i64]) -> Result<Vec<i64>, StoreError> {
        crate::store::queries::matches::unfinished_seating(self, players)
    }
    fn latest_ended(&self) -> Result<Option<i64>, StoreError> {
        crate::store::queries::matches::latest_ended(self)
    }
    fn match_ids(&self) -> Result<Vec<i64>, StoreError> {
        crate::store::queries::matches::match_ids(self)
    }
    fn load_match(&self, id: i64) -> Result<Option<MatchInfo>, StoreError> {
        crate::store::queries::matches::load_match(self, id)
    }
    fn standing_with_scores(
        &self,
        info: &MatchInfo,
        rounds: u32,
    ) -> Result<(Standing, Vec<ScoreRecord>), StoreError> {
        crate::store::queries::history::standing_with_scores(self, info, rounds)
    }
    fn round_opening(&self, match_id: i64, seq: u32) -> Result<Option<Value>, StoreError> {
        crate::store::queries::rounds::round_opening(self, match_id, seq)
    }
    fn entries_from(&self, match_id: i64, from: u32) -> Result<Vec<LiveEntry>, StoreError> {
        crate::store::queries::rounds::entries_from(self, match_id, from)
    }
    fn rounds_of(
        &self,
        info: &MatchInfo,
        wanted: RoundsWanted,
    ) -> Result<Vec<RoundRecord>, StoreError> {
        crate::store::queries::history::rounds_of(self, info, wanted)
    }
    fn figures_of(&self, match_id: i64) -> Result<Vec<MatchFigure>, StoreError> {
        crate::store::queries::matches::figures_of(self, match_id)
    }
    fn player_by_uuid(&self, uuid: &str) -> Result<Option<Player>, StoreError> {
        queries::player_by_uuid(&self.tx, uuid)
    }
    fn player_named(&self, name: &str) -> Result<Option<Player>, StoreError> {
        queries::player_named(&self.tx, name)
    }
    fn matches(&self, filter: &MatchFilter) -> Result<Vec<MatchSummary>, StoreError> {
        queries::matches(&self.tx, filter)
    }
    fn last_played(&self, match_id: i64) -> Result<Option<String>, StoreError> {
        queries::last_played(&self.tx, match_id)
    }
    fn finished_matches(&self, filter: &MatchFilter) -> Result<Vec<FinishedMatch>, StoreError> {
        queries::finished_matches(&self.tx, filter)
    }
    fn players(&self, only: Option<i64>) -> Result<Vec<PlayerSummary>, StoreError> {
        queries::players(&self.tx, only)
    }
    fn shared_match(&self, a: i64, b: i64) -> Result<Option<i64>, StoreError> {
        queries::shared_match(&self.tx, a, b)
    }
    fn seasons(&self, only: Option<i64>) -> Result<Vec<StoredSeason>, StoreError> {
        crate::store::queries::season::seasons(self, only)
    }
    fn scope_seasons(&self, game: Option<GameId>) -> Result<Vec<StoredSeason>, StoreError> {
        crate::store::queries::season::scope_seasons(self, game)
    }
    fn rivals(&self, player: i64) -> Result<Vec<Rivalry>, StoreError> {
        crate::store::queries::season::rivals(self, player)
    }
    fn next_match(&self, filter: &ExportFilter, after: i64) -> Result<Option<i64>, StoreError> {
        queries::next_match(&self.tx, filter, after)
    }
    fn players_of_matches(&self, filter: &ExportFilter) -> Result<Vec<PlayerRecord>, StoreError> {
        queries::players_of_matches(&self.tx, filter)
    }
    fn count_matches(&self, filter: &ExportFilter) -> Result<(u64, u64), StoreError> {
        queries::count_matches(&self.tx, filter)
    }
    fn match_by_uuid(&self, uuid: &str) -> Result<Option<i64>, StoreError> {
        queries::match_by_uuid(&self.tx, uuid)
    }
    fn round_by_uuid(&self, uuid: &str) -> Result<Option<RoundPlace>, StoreError> {
        queries::round_by_uuid(&self.tx, uuid)
    }
}

impl Writer for SqliteTx<'_> {
    fn create_match(
        &self,
        game: GameId,
        options: &Value,
        names: &[String],
    ) -> Result<i64, StoreError> {
        crate::store::queries::matches::create_match(self, game, options, names)
    }
    fn open_next_round(&self, info: &MatchInfo, opening: &Value) -> Result<OpenRound, StoreError> {
        writing::open_next_round(self, info, opening)
    }
    fn withdraw_open_round(&self, info: &MatchInfo) -> Result<Option<u32>, StoreError> {
        writing::withdraw_open_round(self, info)
    }
    fn record_round(
        &self,
        info: &MatchInfo,
        entry: &Value,
        outcome: &Outcome,
    ) -> Result<u32, StoreError> {
        writing::record_round(self, info, entry, outcome)
    }
    fn replace_round(
        &self,
        info: &MatchInfo,
        replacement: &Replacement<'_>,
    ) -> Result<(), StoreError> {
        writing::replace_round(self, info, replacement)
    }
    fn rescore_round(
        &self,
        info: &MatchInfo,
        seq: u32,
        outcome: &Outcome,
    ) -> Result<(), StoreError> {
        writing::rescore_round(self, info, seq, outcome)
    }
    fn withdraw_last_round(
        &self,
        info: &MatchInfo,
        explanation: &[String],
    ) -> Result<Option<u32>, StoreError> {
        writing::withdraw_last_round(self, info, explanation)
    }
    fn end_match(
        &self,
        info: &MatchInfo,
        ending: Ending,
        places: &[FinalPlace],
    ) -> Result<String, StoreError> {
        // The seasons, rivals and ratings follow in the same transaction.
        let counted = season_upkeep::counted(self, info.id)?;
        let finished_at = writing::end_match(self, info, ending, places, clock::now())?;
        season_upkeep::recount(self, counted, info.id)?;
        Ok(finished_at)
    }
    fn reopen_match(&self, match_id: i64) -> Result<(), StoreError> {
        let counted = season_upkeep::counted(self, match_id)?;
        writing::reopen_match(self, match_id)?;
        season_upkeep::recount(self, counted, match_id)
    }
    fn alias_player(&self, uuid: &str, into: i64) -> Result<(), StoreError> {
        queries::alias_player(&self.tx, uuid, into)
    }
    fn rename_player(&self, id: i64, name: &str) -> Result<(), StoreError> {
        queries::rename_player(&self.tx, id, name)
    }
    fn merge_player(&self, from: i64, into: i64) -> Result<(), StoreError> {
        // A refused merge (the two shared a match) leaves the transaction to roll back.
        let firsts = season_upkeep::before_merge(self, from, into)?;
        queries::merge_player(&self.tx, from, into)?;
        season_upkeep::after_merge(self, into, firsts)
    }
    fn import_player(&self, player: &ImportedPlayer<'_>) -> Result<i64, StoreError> {
        queries::import_player(&self.tx, player)
    }
    fn import_match(&self, imported: &ImportedMatch<'_>) -> Result<i64, StoreError> {
        queries::import_match(&self.tx, imported)
    }
    fn import_round(&self, info: &MatchInfo, round: &ImportedRound<'_>) -> Result<u32, StoreError> {
        writing::import_round(self, info, round)
    }
    fn count_rounds(&self, id: i64, rounds: u32) -> Result<(), StoreError> {
        queries::count_rounds(&self.tx, id, rounds)
    }
    fn complete_open_round(
        &self,
        info: &MatchInfo,
        round: (u32, u32),
        entry: &Value,
        scores: &[ScoreRecord],
    ) -> Result<(), StoreError> {
        writing::complete_open_round(self, info, round, entry, scores)
    }
    fn end_match_at(
        &self,
        info: &MatchInfo,
        ending: Ending,
        places: &[FinalPlace],
        finished_at: &str,
    ) -> Result<(), StoreError> {
        writing::end_match(self, info, ending, places, finished_at.to_string()).map(drop)
    }
    fn recount_imported(&self, ended: &[i64]) -> Result<(), StoreError> {
        season_upkeep::recount_imported(self, ended)
    }
}

/// Another program holding the write lock of the file at `path` until this is dropped: for tests
/// of what waits for it.
#[cfg(test)]
pub(crate) struct HeldLock(#[allow(dead_code)] Connection);

#[cfg(test)]
impl HeldLock {
    pub(crate) fn on(path: &Path) -> Result<HeldLock, StoreError> {
        let conn = Connection::open(path)?;
        conn.execute_batch("BEGIN IMMEDIATE")?;
        Ok(HeldLock(conn))
    }
}

#[cfg(test)]
mod tests;

impl crate::store::sql::Connection for SqliteTx<'_> {
    fn dialect(&self) -> crate::store::sql::Dialect {
        crate::store::sql::Dialect::Sqlite
    }

    fn run(
        &self,
        sql: crate::store::sql::Text<'_>,
        params: &[crate::store::sql::Value<'_>],
    ) -> Result<u64, StoreError> {
        (*self.tx).run(sql, params)
    }

    fn each(
        &self,
        sql: crate::store::sql::Text<'_>,
        params: &[crate::store::sql::Value<'_>],
        row: &mut dyn FnMut(&dyn crate::store::sql::Row) -> Result<bool, StoreError>,
    ) -> Result<(), StoreError> {
        (*self.tx).each(sql, params, row)
    }
}
