//! Every statement of the store, written once for both backends over [`Connection`], one
//! module for each thing a query touches. Every query touches the rows of one match (or one row
//! per player) through an index, so that commands stay instant however long the history grows.
//! What the rows become is shared (`store/from_rows.rs`, `store/columns.rs`); which writes
//! happen when is decided in `store/writing.rs` and `store/season_upkeep.rs`.
//!
//! Here too is the one implementation of the store's [`Reader`] and [`Writer`], for every
//! backend's transaction: a store method is its line in the trait, its line here, its function
//! in one of these modules, and its case in the conformance suite (`store/tests.rs`). A write
//! says what it is about to touch ([`Lock`]) before it reads or writes it, for the server's
//! advisory locks.

pub(super) mod archive;
pub(super) mod event_copies;
pub(super) mod event_live;
pub(super) mod event_writes;
pub(super) mod events;
pub(super) mod export;
pub(super) mod history;
pub(super) mod import;
pub(super) mod matches;
pub(super) mod players;
pub(super) mod rounds;
pub(super) mod season;
pub(super) mod series;

use serde_json::Value;

use super::clock::{self, UuidTable};
use super::sql::{Connection, Dialect, Lock, Query};
use super::{
    Ending, EventInfo, EventMark, EventPlayer, EventResult, EventRound, EventSummary, EventTable,
    EventsCopy, ExportFilter, FinalPlace, FinishedMatch, ImportedEvent, ImportedMatch,
    ImportedPlayer, ImportedRound, ImportedSeries, LiveEntry, LiveTotal, MatchFigure, MatchFilter,
    MatchInfo, MatchSummary, NewEvent, OpenRound, Player, PlayerRecord, PlayerSummary, PlayersKept,
    RankedSeason, Reader, Replacement, RoundPlace, RoundRecord, RoundsWanted, ScoreRecord,
    SeriesEvening, SeriesInfo, Status, StoreError, StoredSeason, TablePlace, Writer, season_upkeep,
    writing,
};
use crate::games::{GameId, Outcome, Standing};
use crate::packed::pack;

/// A UUID for the next row of `table` (seeded in tests: from the id the row gets).
pub(super) fn new_uuid(db: &dyn Connection, table: UuidTable) -> Result<[u8; 16], StoreError> {
    let uuid = clock::new_uuid(table, |sql| db.value(sql, &[]))?;
    Ok(*uuid.as_bytes())
}

impl<C: Connection> Reader for C {
    fn latest_unfinished(&self) -> Result<Option<i64>, StoreError> {
        matches::latest_unfinished(self)
    }
    fn unfinished_count(&self) -> Result<u64, StoreError> {
        matches::unfinished_count(self)
    }
    fn unfinished_seating(&self, players: &[i64]) -> Result<Vec<i64>, StoreError> {
        matches::unfinished_seating(self, players)
    }
    fn latest_ended(&self) -> Result<Option<i64>, StoreError> {
        matches::latest_ended(self)
    }
    fn match_ids(&self) -> Result<Vec<i64>, StoreError> {
        matches::match_ids(self)
    }
    fn load_match(&self, id: i64) -> Result<Option<MatchInfo>, StoreError> {
        self.lock(Lock::Match(id))?;
        matches::load_match(self, id)
    }
    fn withdrawn_match(&self, id: i64) -> Result<bool, StoreError> {
        matches::withdrawn_match(self, id)
    }
    fn standing_with_scores(
        &self,
        info: &MatchInfo,
        rounds: u32,
    ) -> Result<(Standing, Vec<ScoreRecord>), StoreError> {
        history::standing_with_scores(self, info, rounds)
    }
    fn round_opening(&self, match_id: i64, seq: u32) -> Result<Option<Value>, StoreError> {
        rounds::round_opening(self, match_id, seq)
    }
    fn entries_from(&self, match_id: i64, from: u32) -> Result<Vec<LiveEntry>, StoreError> {
        rounds::entries_from(self, match_id, from)
    }
    fn rounds_of(
        &self,
        info: &MatchInfo,
        wanted: RoundsWanted,
    ) -> Result<Vec<RoundRecord>, StoreError> {
        history::rounds_of(self, info, wanted, false)
    }
    fn rounds_of_alone(
        &self,
        info: &MatchInfo,
        wanted: RoundsWanted,
    ) -> Result<Vec<RoundRecord>, StoreError> {
        history::rounds_of(self, info, wanted, true)
    }
    fn figures_of(&self, match_id: i64) -> Result<Vec<MatchFigure>, StoreError> {
        matches::figures_of(self, match_id)
    }
    fn player_by_uuid(&self, uuid: &str) -> Result<Option<Player>, StoreError> {
        self.lock(Lock::Everything)?;
        players::player_by_uuid(self, uuid)
    }
    fn player_named_at(&self, id: i64) -> Result<String, StoreError> {
        self.lock(Lock::Everything)?;
        players::named_at(self, id)
    }
    fn player_named(&self, name: &str) -> Result<Option<Player>, StoreError> {
        self.lock(Lock::Everything)?;
        players::player_named(self, name)
    }
    fn players_named(&self, names: &[&str]) -> Result<Vec<Option<Player>>, StoreError> {
        self.lock(Lock::Everything)?;
        players::players_named(self, names)
    }
    fn player_names(&self) -> Result<Vec<String>, StoreError> {
        players::player_names(self)
    }
    fn merged_names(&self) -> Result<Vec<(String, String)>, StoreError> {
        players::merged_names(self)
    }
    fn matches(&self, filter: &MatchFilter) -> Result<Vec<MatchSummary>, StoreError> {
        archive::matches(self, filter)
    }
    fn last_played(&self, match_id: i64) -> Result<Option<String>, StoreError> {
        archive::last_played(self, match_id)
    }
    fn finished_matches(&self, filter: &MatchFilter) -> Result<Vec<FinishedMatch>, StoreError> {
        archive::finished_matches(self, filter)
    }
    fn players(&self, only: Option<i64>) -> Result<Vec<PlayerSummary>, StoreError> {
        players::players(self, only)
    }
    fn each_player(&self, visit: &mut dyn FnMut(PlayerSummary) -> bool) -> Result<(), StoreError> {
        players::each_player(self, visit)
    }
    fn shared_match(&self, a: i64, b: i64) -> Result<Option<i64>, StoreError> {
        self.lock(Lock::Everything)?;
        players::shared_match(self, a, b)
    }
    fn shared_event(&self, a: i64, b: i64) -> Result<Option<String>, StoreError> {
        self.lock(Lock::Everything)?;
        players::shared_event(self, a, b)
    }
    fn seasons(&self, only: Option<i64>) -> Result<Vec<StoredSeason>, StoreError> {
        season::seasons(self, only)
    }
    fn leading_seasons(
        &self,
        game: Option<GameId>,
        limit: u32,
    ) -> Result<(Vec<StoredSeason>, usize), StoreError> {
        season::leading_seasons(self, game, limit)
    }
    fn each_ranked_season(
        &self,
        scope: Option<GameId>,
        visit: &mut dyn FnMut(RankedSeason) -> bool,
    ) -> Result<(), StoreError> {
        season::each_ranked_season(self, scope, visit)
    }
    fn kept_by(&self, players: &[i64], with_rivals: bool) -> Result<PlayersKept, StoreError> {
        season::kept_by(self, players, with_rivals)
    }
    fn next_match(&self, filter: &ExportFilter, after: i64) -> Result<Option<i64>, StoreError> {
        export::next_match(self, filter, after)
    }
    fn players_of_matches(&self, filter: &ExportFilter) -> Result<Vec<PlayerRecord>, StoreError> {
        export::players_of_matches(self, filter)
    }
    fn count_matches(&self, filter: &ExportFilter) -> Result<(u64, u64), StoreError> {
        export::count_matches(self, filter)
    }
    fn match_by_uuid(&self, uuid: &str) -> Result<Option<i64>, StoreError> {
        self.lock(Lock::Everything)?;
        import::match_by_uuid(self, uuid)
    }
    fn round_by_uuid(&self, uuid: &str) -> Result<Option<RoundPlace>, StoreError> {
        self.lock(Lock::Everything)?;
        import::round_by_uuid(self, uuid)
    }
    // An event's rows are read under the lock its writes take (Create) when a write reads them
    // to decide what to write; a match's event is not (a table's own writes take only its
    // match's lock, so the tables of an evening write at once).
    fn event(&self, id: i64) -> Result<Option<EventInfo>, StoreError> {
        self.lock(Lock::Create)?;
        events::event(self, id)
    }
    fn events_named(&self, name: &str) -> Result<Vec<EventInfo>, StoreError> {
        self.lock(Lock::Create)?;
        events::events_named(self, name)
    }
    fn latest_open_event(&self) -> Result<Option<EventInfo>, StoreError> {
        self.lock(Lock::Create)?;
        events::latest_open_event(self)
    }
    fn events(&self) -> Result<Vec<EventSummary>, StoreError> {
        events::events(self)
    }
    fn event_players(&self, event: i64) -> Result<Vec<EventPlayer>, StoreError> {
        self.lock(Lock::Create)?;
        events::event_players(self, event)
    }
    fn event_rounds(&self, event: i64) -> Result<Vec<EventRound>, StoreError> {
        self.lock(Lock::Create)?;
        events::event_rounds(self, event)
    }
    fn event_tables(&self, event: i64, round: Option<u32>) -> Result<Vec<EventTable>, StoreError> {
        self.lock(Lock::Create)?;
        events::event_tables(self, event, round)
    }
    fn event_results(&self, event: i64) -> Result<Vec<EventResult>, StoreError> {
        events::event_results(self, event)
    }
    fn event_of_match(&self, match_id: i64) -> Result<Option<TablePlace>, StoreError> {
        events::event_of_match(self, match_id)
    }
    fn series(&self, id: i64) -> Result<Option<SeriesInfo>, StoreError> {
        self.lock(Lock::Create)?;
        series::series(self, id)
    }
    fn series_named(&self, name: &str) -> Result<Option<SeriesInfo>, StoreError> {
        self.lock(Lock::Create)?;
        series::series_named(self, name)
    }
    fn series_list(&self) -> Result<Vec<SeriesInfo>, StoreError> {
        series::series_list(self)
    }
    fn series_events(&self, series: i64) -> Result<Vec<SeriesEvening>, StoreError> {
        events::series_events(self, series)
    }
    fn export_events(&self, filter: &ExportFilter) -> Result<EventsCopy, StoreError> {
        event_copies::export_events(self, filter)
    }
    fn series_by_uuid(&self, uuid: &str) -> Result<Option<i64>, StoreError> {
        self.lock(Lock::Create)?;
        event_copies::series_by_uuid(self, uuid)
    }
    fn event_by_uuid(&self, uuid: &str) -> Result<Option<i64>, StoreError> {
        self.lock(Lock::Create)?;
        event_copies::event_by_uuid(self, uuid)
    }
    fn event_live_totals(&self, event: i64) -> Result<Vec<LiveTotal>, StoreError> {
        event_live::event_live_totals(self, event)
    }
    fn event_mark(&self, event: i64) -> Result<EventMark, StoreError> {
        event_live::event_mark(self, event)
    }
}

impl<C: Connection> Writer for C {
    fn create_match(
        &self,
        game: GameId,
        options: &Value,
        names: &[String],
    ) -> Result<i64, StoreError> {
        self.lock(Lock::Create)?;
        matches::create_match(self, game, options, names)
    }
    fn open_next_round(&self, info: &MatchInfo, opening: &Value) -> Result<OpenRound, StoreError> {
        self.lock(Lock::Match(info.id))?;
        writing::open_next_round(self, info, opening)
    }
    fn amend_opening(&self, info: &MatchInfo, opening: &Value) -> Result<(), StoreError> {
        self.lock(Lock::Match(info.id))?;
        match &info.open_round {
            Some(open) => rounds::set_opening(self, info.id, (open.seq, open.take), &pack(opening)),
            None => Ok(()),
        }
    }
    fn withdraw_open_round(&self, info: &MatchInfo) -> Result<Option<u32>, StoreError> {
        self.lock(Lock::Match(info.id))?;
        writing::withdraw_open_round(self, info)
    }
    fn record_round(
        &self,
        info: &MatchInfo,
        entry: &Value,
        outcome: &Outcome,
    ) -> Result<u32, StoreError> {
        self.lock(Lock::Match(info.id))?;
        writing::record_round(self, info, entry, outcome)
    }
    fn replace_round(
        &self,
        info: &MatchInfo,
        replacement: &Replacement<'_>,
    ) -> Result<(), StoreError> {
        self.lock(Lock::Match(info.id))?;
        writing::replace_round(self, info, replacement)
    }
    fn rescore_round(
        &self,
        info: &MatchInfo,
        seq: u32,
        outcome: &Outcome,
    ) -> Result<(), StoreError> {
        self.lock(Lock::Match(info.id))?;
        writing::rescore_round(self, info, seq, outcome)
    }
    fn withdraw_last_round(
        &self,
        info: &MatchInfo,
        explanation: &[String],
    ) -> Result<Option<u32>, StoreError> {
        self.lock(Lock::Match(info.id))?;
        writing::withdraw_last_round(self, info, explanation)
    }
    fn end_match(
        &self,
        info: &MatchInfo,
        ending: Ending,
        places: &[FinalPlace],
    ) -> Result<String, StoreError> {
        self.lock(Lock::Match(info.id))?;
        // The seasons, rivals and ratings follow in the same transaction.
        self.lock(Lock::Seasons)?;
        // Only a finished match counts in the seasons (one in progress is not read for it).
        let counted = match info.status {
            Status::Finished => season_upkeep::counted(self, info.id)?,
            Status::InProgress | Status::Abandoned => None,
        };
        let at = writing::end_time(self, info)?;
        let (finished_at, after) = writing::end_match(self, info, ending, places, at)?;
        season_upkeep::recount_to(self, counted, after)?;
        Ok(finished_at)
    }
    fn reopen_match(&self, match_id: i64) -> Result<(), StoreError> {
        self.lock(Lock::Match(match_id))?;
        self.lock(Lock::Seasons)?;
        // Dialect: the server reads what the seasons are counted again from in one statement
        // (a read there is a round trip); SQLite reads each through its key.
        if matches!(self.dialect(), Dialect::Postgres) {
            let around = season_upkeep::around(self, match_id)?;
            writing::reopen_match(self, match_id)?;
            return season_upkeep::recount_reopened(self, match_id, around);
        }
        let counted = season_upkeep::counted(self, match_id)?;
        writing::reopen_match(self, match_id)?;
        // A match in progress counts in no season: nothing to read back.
        season_upkeep::recount_to(self, counted, None)
    }
    fn alias_player(&self, uuid: &str, into: i64) -> Result<(), StoreError> {
        self.lock(Lock::Everything)?;
        players::alias_player(self, uuid, into)
    }
    fn name_alias(&self, uuid: &str, folded: &str) -> Result<bool, StoreError> {
        self.lock(Lock::Everything)?;
        players::name_alias(self, uuid, folded)
    }
    fn rename_player(&self, id: i64, name: &str, named_at: &str) -> Result<(), StoreError> {
        self.lock(Lock::Everything)?;
        players::rename_player(self, id, name, named_at)
    }
    fn merge_player(&self, from: i64, into: i64) -> Result<(), StoreError> {
        // A refused merge (the two shared a match) leaves the transaction to roll back.
        self.lock(Lock::Everything)?;
        let firsts = season_upkeep::before_merge(self, from, into)?;
        players::move_match_count(self, from, into)?;
        players::move_event_places(self, from, into)?;
        players::keep_merged_name(self, from, into)?;
        players::merge_player(self, from, into)?;
        season_upkeep::after_merge(self, from, into, firsts)
    }
    fn import_player(&self, player: &ImportedPlayer<'_>) -> Result<i64, StoreError> {
        self.lock(Lock::Create)?;
        import::import_player(self, player)
    }
    fn import_match(&self, imported: &ImportedMatch<'_>) -> Result<i64, StoreError> {
        self.lock(Lock::Create)?;
        import::import_match(self, imported)
    }
    fn import_round(&self, info: &MatchInfo, round: &ImportedRound<'_>) -> Result<u32, StoreError> {
        self.lock(Lock::Match(info.id))?;
        writing::import_round(self, info, round)
    }
    fn count_rounds(&self, id: i64, rounds: u32) -> Result<(), StoreError> {
        self.lock(Lock::Everything)?;
        import::count_rounds(self, id, rounds)
    }
    fn complete_open_round(
        &self,
        info: &MatchInfo,
        round: (u32, u32),
        entry: &Value,
        scores: &[ScoreRecord],
    ) -> Result<(), StoreError> {
        self.lock(Lock::Match(info.id))?;
        writing::complete_open_round(self, info, round, entry, scores)
    }
    fn end_match_at(
        &self,
        info: &MatchInfo,
        ending: Ending,
        places: &[FinalPlace],
        finished_at: &str,
    ) -> Result<(), StoreError> {
        self.lock(Lock::Match(info.id))?;
        writing::end_match(self, info, ending, places, finished_at.to_string()).map(drop)
    }
    fn recount_imported(&self, ended: &[i64]) -> Result<(), StoreError> {
        self.lock(Lock::Seasons)?;
        season_upkeep::recount_imported(self, ended)
    }
    // Events and series are written under the lock of new matches and players (Create): their
    // writes create those, and are few.
    fn create_series(&self, name: &str, best: u32, min: u32) -> Result<i64, StoreError> {
        self.lock(Lock::Create)?;
        series::create_series(self, name, best, min)
    }
    fn create_event(&self, event: &NewEvent) -> Result<i64, StoreError> {
        self.lock(Lock::Create)?;
        event_writes::create_event(self, event)
    }
    fn add_event_players(
        &self,
        event: i64,
        names: &[String],
        from_round: u32,
    ) -> Result<Vec<i64>, StoreError> {
        self.lock(Lock::Create)?;
        event_writes::add_event_players(self, event, names, from_round)
    }
    fn remove_event_players(
        &self,
        event: i64,
        players: &[i64],
        from_round: u32,
    ) -> Result<(), StoreError> {
        self.lock(Lock::Create)?;
        event_writes::remove_event_players(self, event, players, from_round)
    }
    fn record_draw(
        &self,
        event: i64,
        draw: (u32, i64, bool),
        replacing: Option<&str>,
        tables: &[Vec<String>],
    ) -> Result<Vec<i64>, StoreError> {
        self.lock(Lock::Create)?;
        event_writes::record_draw(self, event, draw, replacing, tables)
    }
    fn import_series(&self, series: &ImportedSeries<'_>) -> Result<i64, StoreError> {
        self.lock(Lock::Create)?;
        event_copies::import_series(self, series)
    }
    fn import_event(&self, event: &ImportedEvent<'_>) -> Result<i64, StoreError> {
        self.lock(Lock::Create)?;
        event_copies::import_event(self, event)
    }
    fn set_event_player(
        &self,
        event: i64,
        player: i64,
        rounds: (u32, Option<u32>),
    ) -> Result<(), StoreError> {
        self.lock(Lock::Create)?;
        event_copies::set_event_player(self, event, player, rounds)
    }
    fn import_event_round(&self, event: i64, round: &EventRound) -> Result<(), StoreError> {
        self.lock(Lock::Create)?;
        event_copies::import_event_round(self, event, round)
    }
    fn import_event_table(
        &self,
        event: i64,
        place: (u32, u32),
        match_id: i64,
    ) -> Result<(), StoreError> {
        self.lock(Lock::Create)?;
        event_copies::import_event_table(self, event, place, match_id)
    }
    fn undraw_round(&self, event: i64, round: u32) -> Result<bool, StoreError> {
        self.lock(Lock::Create)?;
        // Each table's match is locked before it is looked at: no table opens its first round
        // while the draw is undone.
        let matches = event_writes::round_matches(self, event, round)?;
        for &id in &matches {
            self.lock(Lock::Match(id))?;
        }
        event_writes::undraw_round(self, event, round, &matches)
    }
}
