//! The PostgreSQL backend: a league's database on a server, which every table writes to live.
//!
//! One connection per store, opened with a connect timeout (`open.rs`: the marker, the schema
//! in `schema/postgres/*.sql`, created under an advisory lock). Reads are one `REPEATABLE READ
//! READ ONLY` transaction: one snapshot of the whole league (`history`, `stats`, `standings`).
//! Writes are `SERIALIZABLE`: two tables writing the same match at the same moment never lose or
//! duplicate a round; the server refuses one of them instead (a serialization failure), and the
//! store runs that write again (`Store::write_if`). Tables writing different matches do not wait
//! for each other: every statement goes through the keys and indexes of its match (the planner
//! is kept from scanning whole tables, which in a write would make every write meet every other).
//! Every failure is named for what it is (`errors.rs`).

mod db;
mod errors;
mod open;
mod queries;

use serde_json::Value;

use super::{
    Access, Backend, Ending, ExportFilter, FinalPlace, FinishedMatch, ImportedMatch,
    ImportedPlayer, ImportedRound, LiveEntry, MatchFigure, MatchFilter, MatchInfo, MatchSummary,
    OpenRound, Player, PlayerRecord, PlayerSummary, Reader, Replacement, Rivalry, RoundPlace,
    RoundRecord, RoundsWanted, ScoreRecord, StoreError, StoredSeason, Transaction, Writer,
};
use super::{keeping, writing};
use crate::games::{GameId, Outcome, Standing};
use db::Db;

/// The tests' own PostgreSQL server (shared with the integration tests).
#[cfg(test)]
#[path = "../../../tests/support/pg_server.rs"]
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
/// How a write begins: serializable (the session goes through the indexes: `open.rs`).
const BEGIN_WRITE: &str = "BEGIN ISOLATION LEVEL SERIALIZABLE";

impl PostgresBackend {
    fn begin(&self, sql: &str) -> Result<PgTx<'_>, StoreError> {
        self.db.begin(sql)?;
        Ok(PgTx {
            db: &self.db,
            done: false,
        })
    }
}

impl Backend for PostgresBackend {
    fn begin_read(&self) -> Result<Box<dyn Transaction + '_>, StoreError> {
        Ok(Box::new(self.begin(BEGIN_READ)?))
    }

    fn begin_write(&mut self) -> Result<Box<dyn Transaction + '_>, StoreError> {
        Ok(Box::new(self.begin(BEGIN_WRITE)?))
    }
}

/// A transaction on the store's connection: rolled back when dropped uncommitted.
struct PgTx<'d> {
    db: &'d Db,
    done: bool,
}

impl PgTx<'_> {
    fn db(&self) -> &Db {
        self.db
    }

    fn rows(&self) -> queries::Rows<'_> {
        queries::Rows(self.db)
    }
}

impl Drop for PgTx<'_> {
    fn drop(&mut self) {
        if !self.done {
            self.db.rollback();
        }
    }
}

impl Transaction for PgTx<'_> {
    fn commit(mut self: Box<Self>) -> Result<(), StoreError> {
        self.done = true;
        if self.db.failed() {
            // The server rolls back a transaction a statement failed in, whatever COMMIT says.
            self.db.rollback();
            return Err(match self.db.conflicted() {
                true => StoreError::Conflict("another table wrote at the same moment".into()),
                false => StoreError::Query(
                    "a statement of this write failed, so nothing was written".into(),
                ),
            });
        }
        if let Err(e) = self.db.batch("COMMIT") {
            // A commit that failed for another reason than a conflict may leave the
            // transaction open.
            self.db.rollback();
            return Err(e);
        }
        Ok(())
    }

    fn conflicted(&self) -> bool {
        self.db.conflicted()
    }
}

impl Reader for PgTx<'_> {
    fn latest_unfinished(&self) -> Result<Option<i64>, StoreError> {
        queries::latest_unfinished(self.db())
    }
    fn unfinished_count(&self) -> Result<u64, StoreError> {
        queries::unfinished_count(self.db())
    }
    fn unfinished_seating(&self, players: &[i64]) -> Result<Vec<i64>, StoreError> {
        queries::unfinished_seating(self.db(), players)
    }
    fn latest_ended(&self) -> Result<Option<i64>, StoreError> {
        queries::latest_ended(self.db())
    }
    fn match_ids(&self) -> Result<Vec<i64>, StoreError> {
        queries::match_ids(self.db())
    }
    fn load_match(&self, id: i64) -> Result<Option<MatchInfo>, StoreError> {
        queries::load_match(self.db(), id)
    }
    fn standing_with_scores(
        &self,
        info: &MatchInfo,
        rounds: u32,
    ) -> Result<(Standing, Vec<ScoreRecord>), StoreError> {
        queries::standing_with_scores(self.db(), info, rounds)
    }
    fn round_opening(&self, match_id: i64, seq: u32) -> Result<Option<Value>, StoreError> {
        queries::round_opening(self.db(), match_id, seq)
    }
    fn entries_from(&self, match_id: i64, from: u32) -> Result<Vec<LiveEntry>, StoreError> {
        queries::entries_from(self.db(), match_id, from)
    }
    fn rounds_of(
        &self,
        info: &MatchInfo,
        wanted: RoundsWanted,
    ) -> Result<Vec<RoundRecord>, StoreError> {
        queries::rounds_of(self.db(), info, wanted)
    }
    fn figures_of(&self, match_id: i64) -> Result<Vec<MatchFigure>, StoreError> {
        queries::figures_of(self.db(), match_id)
    }
    fn player_by_uuid(&self, uuid: &str) -> Result<Option<Player>, StoreError> {
        queries::player_by_uuid(self.db(), uuid)
    }
    fn player_named(&self, name: &str) -> Result<Option<Player>, StoreError> {
        queries::player_named(self.db(), name)
    }
    fn matches(&self, filter: &MatchFilter) -> Result<Vec<MatchSummary>, StoreError> {
        queries::matches(self.db(), filter)
    }
    fn last_played(&self, match_id: i64) -> Result<Option<String>, StoreError> {
        queries::last_played(self.db(), match_id)
    }
    fn finished_matches(&self, filter: &MatchFilter) -> Result<Vec<FinishedMatch>, StoreError> {
        queries::finished_matches(self.db(), filter)
    }
    fn players(&self, only: Option<i64>) -> Result<Vec<PlayerSummary>, StoreError> {
        queries::players(self.db(), only)
    }
    fn shared_match(&self, a: i64, b: i64) -> Result<Option<i64>, StoreError> {
        queries::shared_match(self.db(), a, b)
    }
    fn seasons(&self, only: Option<i64>) -> Result<Vec<StoredSeason>, StoreError> {
        queries::season::seasons(self.db(), only)
    }
    fn scope_seasons(&self, game: Option<GameId>) -> Result<Vec<StoredSeason>, StoreError> {
        queries::season::scope_seasons(self.db(), game)
    }
    fn rivals(&self, player: i64) -> Result<Vec<Rivalry>, StoreError> {
        queries::season::rivals(self.db(), player)
    }
    fn next_match(&self, filter: &ExportFilter, after: i64) -> Result<Option<i64>, StoreError> {
        queries::next_match(self.db(), filter, after)
    }
    fn players_of_matches(&self, filter: &ExportFilter) -> Result<Vec<PlayerRecord>, StoreError> {
        queries::players_of_matches(self.db(), filter)
    }
    fn count_matches(&self, filter: &ExportFilter) -> Result<(u64, u64), StoreError> {
        queries::count_matches(self.db(), filter)
    }
    fn match_by_uuid(&self, uuid: &str) -> Result<Option<i64>, StoreError> {
        queries::match_by_uuid(self.db(), uuid)
    }
    fn round_by_uuid(&self, uuid: &str) -> Result<Option<RoundPlace>, StoreError> {
        queries::round_by_uuid(self.db(), uuid)
    }
}

impl Writer for PgTx<'_> {
    fn create_match(
        &self,
        game: GameId,
        options: &Value,
        names: &[String],
    ) -> Result<i64, StoreError> {
        queries::create_match(self.db(), game, options, names)
    }
    fn open_next_round(&self, info: &MatchInfo, opening: &Value) -> Result<OpenRound, StoreError> {
        writing::open_next_round(&self.rows(), info, opening)
    }
    fn withdraw_open_round(&self, info: &MatchInfo) -> Result<Option<u32>, StoreError> {
        writing::withdraw_open_round(&self.rows(), info)
    }
    fn record_round(
        &self,
        info: &MatchInfo,
        entry: &Value,
        outcome: &Outcome,
    ) -> Result<u32, StoreError> {
        writing::record_round(&self.rows(), info, entry, outcome)
    }
    fn replace_round(
        &self,
        info: &MatchInfo,
        replacement: &Replacement<'_>,
    ) -> Result<(), StoreError> {
        writing::replace_round(&self.rows(), info, replacement)
    }
    fn rescore_round(
        &self,
        info: &MatchInfo,
        seq: u32,
        outcome: &Outcome,
    ) -> Result<(), StoreError> {
        writing::rescore_round(&self.rows(), info, seq, outcome)
    }
    fn withdraw_last_round(
        &self,
        info: &MatchInfo,
        explanation: &[String],
    ) -> Result<Option<u32>, StoreError> {
        writing::withdraw_last_round(&self.rows(), info, explanation)
    }
    fn end_match(
        &self,
        info: &MatchInfo,
        ending: Ending,
        places: &[FinalPlace],
    ) -> Result<String, StoreError> {
        // The seasons, rivals and ratings follow in the same transaction.
        let counted = keeping::counted(&self.rows(), info.id)?;
        let finished_at = writing::end_match(
            &self.rows(),
            info,
            ending,
            places,
            crate::store::clock::now(),
        )?;
        keeping::recount(&self.rows(), counted, info.id)?;
        Ok(finished_at)
    }
    fn reopen_match(&self, match_id: i64) -> Result<(), StoreError> {
        let counted = keeping::counted(&self.rows(), match_id)?;
        writing::reopen_match(&self.rows(), match_id)?;
        keeping::recount(&self.rows(), counted, match_id)
    }
    fn alias_player(&self, uuid: &str, into: i64) -> Result<(), StoreError> {
        queries::alias_player(self.db(), uuid, into)
    }
    fn rename_player(&self, id: i64, name: &str) -> Result<(), StoreError> {
        queries::rename_player(self.db(), id, name)
    }
    fn merge_player(&self, from: i64, into: i64) -> Result<(), StoreError> {
        // A refused merge (the two shared a match) leaves the transaction to roll back.
        let firsts = keeping::before_merge(&self.rows(), from, into)?;
        queries::merge_player(self.db(), from, into)?;
        keeping::after_merge(&self.rows(), into, firsts)
    }
    fn import_player(&self, player: &ImportedPlayer<'_>) -> Result<i64, StoreError> {
        queries::import_player(self.db(), player)
    }
    fn import_match(&self, imported: &ImportedMatch<'_>) -> Result<i64, StoreError> {
        queries::import_match(self.db(), imported)
    }
    fn import_round(&self, info: &MatchInfo, round: &ImportedRound<'_>) -> Result<u32, StoreError> {
        writing::import_round(&self.rows(), info, round)
    }
    fn count_rounds(&self, id: i64, rounds: u32) -> Result<(), StoreError> {
        queries::count_rounds(self.db(), id, rounds)
    }
    fn complete_open_round(
        &self,
        info: &MatchInfo,
        round: (u32, u32),
        entry: &Value,
        scores: &[ScoreRecord],
    ) -> Result<(), StoreError> {
        writing::complete_open_round(&self.rows(), info, round, entry, scores)
    }
    fn end_match_at(
        &self,
        info: &MatchInfo,
        ending: Ending,
        places: &[FinalPlace],
        finished_at: &str,
    ) -> Result<(), StoreError> {
        // As `end_match`: the seasons, rivals and ratings follow in the same transaction.
        let counted = keeping::counted(&self.rows(), info.id)?;
        writing::end_match(&self.rows(), info, ending, places, finished_at.to_string())?;
        keeping::recount(&self.rows(), counted, info.id)
    }
}
