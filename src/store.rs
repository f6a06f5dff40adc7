//! Storage behind one interface: the only place that speaks SQL.
//!
//! Everything above this module works through [`Store`]: typed reads inside [`Store::read`] (one
//! consistent snapshot) and typed writes inside [`Store::write`] (one immediate transaction:
//! everything lands, or nothing does). The methods of [`Reader`] and [`Writer`] take and return
//! tenscore's own types, never a backend's, so a second backend (PostgreSQL, for a league) can
//! implement [`Backend`] and pass the same conformance suite (`store/tests.rs`): SQLite
//! (`sqlite/`, one file, the default) and PostgreSQL (`postgres/`, a league server). What `--db`
//! names is read in `location.rs`.

mod clock;
mod columns;
mod error;
mod figures;
mod filters;
mod from_rows;
mod location;
mod postgres;
mod queries;
mod rivals;
pub mod season;
mod season_upkeep;
mod sql;
mod sqlite;
mod tries;
mod types;
mod writing;

#[cfg(test)]
mod tests;

pub(crate) use error::spaced;
pub use error::{NotAFile, StoreError};
pub use location::{
    Location, SERVER_FORM, ServerUrl, UrlError, default_path, ensure_folder, file_in_the_way,
};
#[cfg(test)]
pub(crate) use sqlite::HeldLock;
pub use sqlite::{APPLICATION_ID, schema_version};
pub use tries::WRITE_TRIES;
use tries::{Try, retry_pause, try_write};
pub use types::*;

use std::path::Path;

use serde_json::Value;

use crate::games::{GameId, Outcome, Standing};

/// Now, in UTC as RFC 3339 to the second, as every write stamps its rows: `TENSCORE_NOW` when
/// it is set (tests), else the system clock. For what is written elsewhere (an export's header).
pub fn now() -> String {
    sqlite::now()
}

/// How long a write waits for another writer before it gives up with [`StoreError::Busy`].
pub const BUSY_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(5);

/// What a command means to do with the database, which decides how it is opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// Only reads: a missing database is an error and nothing is created.
    Read,
    /// Writes to a database that must already exist (it holds the match written to).
    Write,
    /// Writes, creating the database (and its folder) on first use.
    Create,
}

/// Typed reads, all inside one snapshot.
pub trait Reader {
    /// The newest match that is still in progress.
    fn latest_unfinished(&self) -> Result<Option<i64>, StoreError>;
    /// How many matches are in progress.
    fn unfinished_count(&self) -> Result<u64, StoreError>;
    /// The unfinished matches that seat every one of these players (by id), newest first.
    fn unfinished_seating(&self, players: &[i64]) -> Result<Vec<i64>, StoreError>;
    /// The match that ended last (finished or abandoned; the newest of those that ended in the
    /// same second).
    fn latest_ended(&self) -> Result<Option<i64>, StoreError>;
    /// Every match's id, oldest first (`check history` replays them all).
    fn match_ids(&self) -> Result<Vec<i64>, StoreError>;
    /// A match header and its seats, or `None` when there is no such match.
    fn load_match(&self, id: i64) -> Result<Option<MatchInfo>, StoreError>;
    /// Whether a match `id` not in the database was a club night's table withdrawn when its
    /// round was drawn again (its id is not given again).
    fn withdrawn_match(&self, id: i64) -> Result<bool, StoreError>;
    /// The standing after `rounds` scored rounds, read from the running totals stored with that
    /// round (no replay), with that round's scores (empty at the start of the match).
    fn standing_with_scores(
        &self,
        info: &MatchInfo,
        rounds: u32,
    ) -> Result<(Standing, Vec<ScoreRecord>), StoreError>;
    /// What opened live round `seq` (bids), if the game has that step.
    fn round_opening(&self, match_id: i64, seq: u32) -> Result<Option<Value>, StoreError>;
    /// The live rounds `from..` with their openings and entries, in order (for rescoring).
    fn entries_from(&self, match_id: i64, from: u32) -> Result<Vec<LiveEntry>, StoreError>;
    /// Every round of a match with its scores, in order, as much of them as `wanted` says.
    fn rounds_of(
        &self,
        info: &MatchInfo,
        wanted: RoundsWanted,
    ) -> Result<Vec<RoundRecord>, StoreError>;
    /// The same for `show`, which reads one match: the pages of the file kept in memory are let
    /// go of before the scores, which take that memory instead of fresh pages (each a fault).
    fn rounds_of_alone(
        &self,
        info: &MatchInfo,
        wanted: RoundsWanted,
    ) -> Result<Vec<RoundRecord>, StoreError>;
    /// The game's figures of an ended match, written when it ended (none while it is in
    /// progress): by seat, the notes before the counters, each kind by name.
    fn figures_of(&self, match_id: i64) -> Result<Vec<MatchFigure>, StoreError>;
    /// The player with this UUID, or the player it was merged into (an alias).
    fn player_by_uuid(&self, uuid: &str) -> Result<Option<Player>, StoreError>;
    /// When player `id` was given the name they have (renamed, else made), UTC, RFC 3339.
    fn player_named_at(&self, id: i64) -> Result<String, StoreError>;
    /// The player known by this name (whatever its case or accents, as players are found).
    fn player_named(&self, name: &str) -> Result<Option<Player>, StoreError>;
    /// The players known by these names, in their order, in one statement.
    fn players_named(&self, names: &[&str]) -> Result<Vec<Option<Player>>, StoreError>;
    /// The name of every player who has played here, as stored (read only when a name typed is
    /// not one of them, to say which one it may have meant).
    fn player_names(&self) -> Result<Vec<String>, StoreError>;
    /// Every name merged into a player that still finds them (schema 12): the name's folded key
    /// and the player's name (what `play` checks a table's names against as they are typed).
    fn merged_names(&self) -> Result<Vec<(String, String)>, StoreError>;
    /// The matches `filter` lets through, newest first: the latest start first, ties by id (the
    /// unfinished ones `play` offers by id), each with its players and winners.
    fn matches(&self, filter: &MatchFilter) -> Result<Vec<MatchSummary>, StoreError>;
    /// When a round of the match was last written, UTC, RFC 3339; `None` before its first.
    fn last_played(&self, match_id: i64) -> Result<Option<String>, StoreError>;
    /// The finished matches `filter` lets through (its limit aside), in the order they
    /// finished, each with every seat's place and figures: what a season's statistics count.
    fn finished_matches(&self, filter: &MatchFilter) -> Result<Vec<FinishedMatch>, StoreError>;
    /// Every player (or only player `only`), by name, with how much they played.
    fn players(&self, only: Option<i64>) -> Result<Vec<PlayerSummary>, StoreError>;
    /// `player list`, a row at a time in one statement: every player as `players(None)` lists
    /// them, handed to `visit` while it answers `true`.
    fn each_player(&self, visit: &mut dyn FnMut(PlayerSummary) -> bool) -> Result<(), StoreError>;
    /// The first match that seats both players, if any.
    fn shared_match(&self, a: i64, b: i64) -> Result<Option<i64>, StoreError>;
    /// The name of the first club night whose players both are, if any.
    fn shared_event(&self, a: i64, b: i64) -> Result<Option<String>, StoreError>;
    /// Every player's seasons (or only player `only`'s), as kept when their matches ended: one
    /// per game they finished a match of, and one for all games together.
    fn seasons(&self, only: Option<i64>) -> Result<Vec<StoredSeason>, StoreError>;
    /// The seasons (every row) of the players with the most wins in one game (`None`: all games
    /// together), then the most matches: the first `limit` of them and any tied with the last;
    /// and how many players played in that scope.
    fn leading_seasons(
        &self,
        game: Option<GameId>,
        limit: u32,
    ) -> Result<(Vec<StoredSeason>, usize), StoreError>;
    /// `stats --all` (or of one game), a row at a time in one statement: every season row (of
    /// the one game only, when given) of the players who played in the scope, each player's
    /// rows together, best first as `leading_seasons` ranks them.
    fn each_ranked_season(
        &self,
        scope: Option<GameId>,
        visit: &mut dyn FnMut(RankedSeason) -> bool,
    ) -> Result<(), StoreError>;
    /// The season rows of `players` and (`with_rivals`) how each fared against each opponent,
    /// per game, as kept when their matches ended: two statements whatever their number.
    fn kept_by(&self, players: &[i64], with_rivals: bool) -> Result<PlayersKept, StoreError>;
    /// The first match after id `after` (0: from the first) that `filter` lets through: an
    /// export walks the matches one at a time, in id order, holding one match at a time.
    fn next_match(&self, filter: &ExportFilter, after: i64) -> Result<Option<i64>, StoreError>;
    /// Every player seated in a match `filter` lets through, by id, with their aliases.
    fn players_of_matches(&self, filter: &ExportFilter) -> Result<Vec<PlayerRecord>, StoreError>;
    /// How many matches `filter` lets through, and how many live scored rounds they have (an
    /// export's progress bar; withdrawn and open rounds are not counted).
    fn count_matches(&self, filter: &ExportFilter) -> Result<(u64, u64), StoreError>;
    /// The local id of the match with this UUID (`import`).
    fn match_by_uuid(&self, uuid: &str) -> Result<Option<i64>, StoreError>;
    /// Where the round with this UUID is kept, whatever its match (`import`).
    fn round_by_uuid(&self, uuid: &str) -> Result<Option<RoundPlace>, StoreError>;
    /// The event with this id.
    fn event(&self, id: i64) -> Result<Option<EventInfo>, StoreError>;
    /// Every event with this name, compared as players' names are (whatever its case, spaces or
    /// invisible characters), newest first: `event new` refuses a name taken, but events pooled
    /// from two tables' files may share one.
    fn events_named(&self, name: &str) -> Result<Vec<EventInfo>, StoreError>;
    /// The newest event that is not complete: fewer rounds drawn than planned, or a table of a
    /// drawn round whose match is still in progress.
    fn latest_open_event(&self) -> Result<Option<EventInfo>, StoreError>;
    /// Every event, newest first, with its rounds drawn, players still in and tables playing.
    fn events(&self) -> Result<Vec<EventSummary>, StoreError>;
    /// The players of an event (by name), with the rounds they are in.
    fn event_players(&self, event: i64) -> Result<Vec<EventPlayer>, StoreError>;
    /// The rounds of an event drawn so far, in order, with their seeds.
    fn event_rounds(&self, event: i64) -> Result<Vec<EventRound>, StoreError>;
    /// The tables of one round of an event (`None`: of every round), in round and table order,
    /// each with its match's status and rounds and its players in seat order (seat 0 starts).
    fn event_tables(&self, event: i64, round: Option<u32>) -> Result<Vec<EventTable>, StoreError>;
    /// The final places (the `results` rows) of an event's ended tables, by round, table and
    /// place.
    fn event_results(&self, event: i64) -> Result<Vec<EventResult>, StoreError>;
    /// The event, round and table a match is, if it is a table of an event ("Table 3, round 2
    /// of <event>").
    fn event_of_match(&self, match_id: i64) -> Result<Option<TablePlace>, StoreError>;
    /// The series with this id.
    fn series(&self, id: i64) -> Result<Option<SeriesInfo>, StoreError>;
    /// The series with this name, whatever the case of its ASCII letters (names are unique so).
    fn series_named(&self, name: &str) -> Result<Option<SeriesInfo>, StoreError>;
    /// Every series, newest first.
    fn series_list(&self) -> Result<Vec<SeriesInfo>, StoreError>;
    /// The evenings of a series, oldest first, each with its players, tables and results:
    /// what the series ranking is made from (four statements, however many evenings).
    fn series_events(&self, series: i64) -> Result<Vec<SeriesEvening>, StoreError>;
    /// The series and events an export with `filter` copies, after its matches: every one
    /// when it takes every match; else the events with a table among its matches (their rosters
    /// whole, their draws with those tables only) and their series. Four statements.
    fn export_events(&self, filter: &ExportFilter) -> Result<EventsCopy, StoreError>;
    /// The local id of the series with this UUID (`import`).
    fn series_by_uuid(&self, uuid: &str) -> Result<Option<i64>, StoreError>;
    /// The local id of the event with this UUID (`import`).
    fn event_by_uuid(&self, uuid: &str) -> Result<Option<i64>, StoreError>;
    /// The running totals of an event's unfinished tables (each seat's total after its match's
    /// last live round; none before a match's first round): one statement for every table.
    fn event_live_totals(&self, event: i64) -> Result<Vec<LiveTotal>, StoreError>;
    /// What changes whenever a table records, undoes or ends a round, a round is drawn (again)
    /// or the roster changes: the board redraws when it does. One small statement.
    fn event_mark(&self, event: i64) -> Result<EventMark, StoreError>;

    /// The standing after `rounds` scored rounds (0: the start of the match).
    fn standing_after(&self, info: &MatchInfo, rounds: u32) -> Result<Standing, StoreError> {
        Ok(self.standing_with_scores(info, rounds)?.0)
    }
    /// The standing now.
    fn current_standing(&self, info: &MatchInfo) -> Result<Standing, StoreError> {
        self.standing_after(info, info.rounds)
    }
}

/// Typed writes, all inside one transaction.
pub trait Writer: Reader {
    /// Starts a match with these players in seating order; returns its id. A player already
    /// known (by the folded name) keeps the spelling they have.
    fn create_match(
        &self,
        game: GameId,
        options: &Value,
        names: &[String],
    ) -> Result<i64, StoreError>;
    /// Opens the next round (records the bids).
    fn open_next_round(&self, info: &MatchInfo, opening: &Value) -> Result<OpenRound, StoreError>;
    /// Gives the open round `opening` in place: a flag of its bids told with its entry (the trump
    /// `play`'s referee was given), which adds to the bids and corrects nothing.
    fn amend_opening(&self, info: &MatchInfo, opening: &Value) -> Result<(), StoreError>;
    /// Withdraws the open round (kept in the audit trail); its position, if there was one.
    fn withdraw_open_round(&self, info: &MatchInfo) -> Result<Option<u32>, StoreError>;
    /// Records the next round with the scores it produced, closing the open round if there is
    /// one; returns its position.
    fn record_round(
        &self,
        info: &MatchInfo,
        entry: &Value,
        outcome: &Outcome,
    ) -> Result<u32, StoreError>;
    /// Replaces live round `seq` (the old one is kept, withdrawn, in the audit trail).
    fn replace_round(
        &self,
        info: &MatchInfo,
        replacement: &Replacement<'_>,
    ) -> Result<(), StoreError>;
    /// New scores for live round `seq` after an earlier round changed (its entry stays).
    fn rescore_round(
        &self,
        info: &MatchInfo,
        seq: u32,
        outcome: &Outcome,
    ) -> Result<(), StoreError>;
    /// Withdraws the last live round (kept in the audit trail with `explanation`, the one it
    /// had); its position, if there was one.
    fn withdraw_last_round(
        &self,
        info: &MatchInfo,
        explanation: &[String],
    ) -> Result<Option<u32>, StoreError>;
    /// Ends a match as `ending` says, with each seat's final place, and writes the game's figures
    /// of it; returns the time it ended. Ending an ended match again (after an edit) rewrites
    /// them.
    fn end_match(
        &self,
        info: &MatchInfo,
        ending: Ending,
        places: &[FinalPlace],
    ) -> Result<String, StoreError>;
    /// Puts an ended match back in progress; its places and figures go.
    fn reopen_match(&self, match_id: i64) -> Result<(), StoreError>;
    /// Records that the player record with this UUID (from this database or another one) was
    /// merged into player `into`, so that it is found as `into` from now on.
    fn alias_player(&self, uuid: &str, into: i64) -> Result<(), StoreError>;
    /// Gives the alias `uuid` the folded name its record kept at another table (import), unless
    /// it has one or the name finds someone here already; says whether it took the name.
    fn name_alias(&self, uuid: &str, folded: &str) -> Result<bool, StoreError>;
    /// Gives a player another spelling (found by it from now on, in every match), given at
    /// `named_at` (UTC, RFC 3339: now, or when another table gave it, for an import).
    fn rename_player(&self, id: i64, name: &str, named_at: &str) -> Result<(), StoreError>;
    /// Makes player `from` one with player `into`: every seat, score, result and figure of
    /// `from` becomes `into`'s, and `from`'s UUID finds `into` from now on. The two must never
    /// have sat in one match ([`Reader::shared_match`]).
    fn merge_player(&self, from: i64, into: i64) -> Result<(), StoreError>;
    /// Writes a player record of another database with its UUID, name and creation time
    /// (`import`); returns its id. No player may be known by the same folded name.
    fn import_player(&self, player: &ImportedPlayer<'_>) -> Result<i64, StoreError>;
    /// Writes a match of another database with its UUID, game, options, creation time and
    /// seats, in progress with no rounds (`import`); returns its id. Its rounds follow with
    /// [`Writer::import_round`], and its end with [`Writer::end_match_at`].
    fn import_match(&self, imported: &ImportedMatch<'_>) -> Result<i64, StoreError>;
    /// Writes a round of another database into match `info`, with its UUID, times and scores as
    /// they were (`import`), at the next take of its position; returns that take. The match's
    /// count of rounds follows with [`Writer::count_rounds`].
    fn import_round(&self, info: &MatchInfo, round: &ImportedRound<'_>) -> Result<u32, StoreError>;
    /// Sets the count of live scored rounds of match `id`, once an import wrote them.
    fn count_rounds(&self, id: i64, rounds: u32) -> Result<(), StoreError>;
    /// Records the entry and scores of the open round `(seq, take)` of match `info` as another
    /// database recorded them (`import`).
    fn complete_open_round(
        &self,
        info: &MatchInfo,
        round: (u32, u32),
        entry: &Value,
        scores: &[ScoreRecord],
    ) -> Result<(), StoreError>;
    /// [`Writer::end_match`], at the time another database ended the match (`import`): the same
    /// places and figures. Its seasons, rivals and ratings are left to
    /// [`Writer::recount_imported`], once for the whole import.
    fn end_match_at(
        &self,
        info: &MatchInfo,
        ending: Ending,
        places: &[FinalPlace],
        finished_at: &str,
    ) -> Result<(), StoreError>;
    /// After an import ended the matches `ended` with [`Writer::end_match_at`]: their rivals,
    /// their players' seasons, and each game's ratings from the earliest of them on, counted once
    /// (the same as if each had been ended in the order they finished).
    fn recount_imported(&self, ended: &[i64]) -> Result<(), StoreError>;
    /// Creates a series of evenings: players rank by the average of their best `best` evening
    /// scores among those who attended at least `min`. Returns its id. A name another series
    /// has (whatever the case of its ASCII letters) is refused with
    /// [`StoreError::SeriesTaken`], which names that series.
    fn create_series(&self, name: &str, best: u32, min: u32) -> Result<i64, StoreError>;
    /// Creates an event with its players, each in from round 1, found or created as a match's
    /// players are (a name known by its folded form keeps the spelling it has); returns its id.
    /// The names must differ (one player twice is refused by the store as a broken key).
    fn create_event(&self, event: &NewEvent) -> Result<i64, StoreError>;
    /// Adds players to an event from round `from_round` (the next round to draw) on; returns
    /// their ids in the order of `names`. A player already in stays as they are. A player who
    /// left comes back: their `left` is cleared and `joined` kept; the rounds they missed stay
    /// visible in the tables of those rounds, which do not seat them.
    fn add_event_players(
        &self,
        event: i64,
        names: &[String],
        from_round: u32,
    ) -> Result<Vec<i64>, StoreError>;
    /// Takes players (by id) out of an event from round `from_round` (the next round to draw)
    /// on: their `left` becomes `from_round`. A player who was to join at that round or later,
    /// never seated, is taken off the event's list altogether.
    fn remove_event_players(
        &self,
        event: i64,
        players: &[i64],
        from_round: u32,
    ) -> Result<(), StoreError>;
    /// Records the draw of round `round` of an event with its `seed` (which reproduces it) and
    /// whether it seated players `by_standing` (`draw`: the three): each table's match is created as
    /// [`Writer::create_match`] creates one (the event's game and options, the names in seat
    /// order, seat 0 starts), with its table's row (tables numbered from 1 in the order given).
    /// Returns the tables' match ids, in table order. `replacing`: when the round is drawn
    /// again, the time of the draw it replaces, which the new one is stamped after (an import
    /// keeps the later of two draws of a round).
    fn record_draw(
        &self,
        event: i64,
        draw: (u32, i64, bool),
        replacing: Option<&str>,
        tables: &[Vec<String>],
    ) -> Result<Vec<i64>, StoreError>;
    /// Undoes the draw of round `round` of an event (to draw it again), when none of its
    /// tables' matches has a live round (opened or recorded) or has ended: those matches with
    /// their seats and withdrawn rounds, the round's tables and its row are deleted. Such matches were
    /// never played, so no history is lost. Returns whether it was undone; `false` (nothing
    /// written) when the round was not drawn or a table has begun.
    fn undraw_round(&self, event: i64, round: u32) -> Result<bool, StoreError>;
    /// Writes a series of another database with its UUID and time (`import`); its local id.
    fn import_series(&self, series: &ImportedSeries<'_>) -> Result<i64, StoreError>;
    /// Writes an event of another database with its UUID and time, without players or draws
    /// (`import`); its local id.
    fn import_event(&self, event: &ImportedEvent<'_>) -> Result<i64, StoreError>;
    /// Puts a player on an event's roster from round `joined` to before round `left`
    /// (`import`): the row there is, if any, is rewritten.
    fn set_event_player(
        &self,
        event: i64,
        player: i64,
        rounds: (u32, Option<u32>),
    ) -> Result<(), StoreError>;
    /// Writes a round's draw as another database made it (`import`); its tables follow.
    fn import_event_round(&self, event: i64, round: &EventRound) -> Result<(), StoreError>;
    /// Writes that match `match_id` is table `place.1` of round `place.0` (`import`).
    fn import_event_table(
        &self,
        event: i64,
        place: (u32, u32),
        match_id: i64,
    ) -> Result<(), StoreError>;
}

/// A transaction of a backend: reads and writes until it is committed; dropped uncommitted, it
/// leaves nothing behind.
pub trait Transaction: Writer {
    fn commit(self: Box<Self>) -> Result<(), StoreError>;
    /// Whether a statement (or the commit) failed because another transaction wrote at the same
    /// moment (a serialization failure or a deadlock): the whole write may be run again.
    fn conflicted(&self) -> bool {
        false
    }
    /// Whether the connection to a server broke and nothing of the transaction was committed
    /// (its COMMIT never sent, or the server said it rolled it back): the whole write may be run
    /// again, on a new connection.
    fn lost(&self) -> bool {
        false
    }
}

/// What a database backend provides.
pub trait Backend {
    /// A transaction that only reads, on one consistent snapshot.
    fn begin_read(&self) -> Result<Box<dyn Transaction + '_>, StoreError>;
    /// A transaction that takes the write lock at once, so it never fails half-way for a lock.
    fn begin_write(&mut self) -> Result<Box<dyn Transaction + '_>, StoreError>;
    /// Whether the last write failed with [`StoreError::Unsettled`] and was not given up on.
    fn unsettled(&self) -> bool {
        false
    }
    /// Asks the server again about the unsettled write: whether it was committed (`false` when
    /// there is none); [`StoreError::Unsettled`] again while the server cannot be asked.
    fn settle(&mut self) -> Result<bool, StoreError> {
        Ok(false)
    }
}

/// An open tenscore database.
pub struct Store {
    backend: Box<dyn Backend>,
    /// Set once a write has been committed (see [`Store::count_commits`]).
    committed: Option<std::rc::Rc<std::cell::Cell<bool>>>,
    /// Run once, after the first write that commits (see [`Store::on_first_commit`]).
    first_commit: Option<Box<dyn FnOnce()>>,
    /// `--db ...` as a command a hint names repeats it (see [`Store::named_in_hints`]).
    hint_db: Option<String>,
}

impl Store {
    /// Opens the database at `path` for `access`, migrating it to the current schema.
    pub fn open(path: &Path, access: Access) -> Result<Store, StoreError> {
        Ok(Store {
            backend: Box::new(sqlite::SqliteBackend::open(path, access)?),
            committed: None,
            first_commit: None,
            hint_db: None,
        })
    }

    /// Opens the tenscore database on a PostgreSQL server (a league's) for `access`, creating
    /// its schema on first write. `shown` is the server as it may be printed (the password
    /// redacted), e.g. "postgres://ann@localhost:5432/league": every message names it so.
    pub fn open_server(
        config: ::postgres::Config,
        shown: String,
        access: Access,
    ) -> Result<Store, StoreError> {
        Ok(Store {
            backend: Box::new(postgres::open(config, shown, access)?),
            committed: None,
            first_commit: None,
            hint_db: None,
        })
    }

    /// Sets `flag` whenever a write commits, so that whoever reports the result knows the
    /// change was saved even if the report then fails.
    pub fn count_commits(mut self, flag: std::rc::Rc<std::cell::Cell<bool>>) -> Store {
        self.committed = Some(flag);
        self
    }

    /// `db`: the `--db ...` words a command needs to find this database again, when it does: the
    /// hint of a write the server may have kept names a command to look in the same database.
    pub fn named_in_hints(mut self, db: Option<String>) -> Store {
        self.hint_db = db;
        self
    }

    /// Runs `then` once, right after the first write of this store that commits: a database
    /// this store created is only kept (and worth mentioning) from then on.
    pub fn on_first_commit(mut self, then: impl FnOnce() + 'static) -> Store {
        self.first_commit = Some(Box::new(then));
        self
    }

    /// Runs `work` on one consistent snapshot of the database.
    pub fn read<T, E>(&self, work: impl FnOnce(&dyn Reader) -> Result<T, E>) -> Result<T, E>
    where
        E: From<StoreError>,
    {
        let tx = self.backend.begin_read()?;
        // A read transaction is rolled back when dropped: it wrote nothing.
        work(&*tx)
    }

    /// Runs `work` in one immediate transaction, and commits what it wrote only when it says so
    /// (the `bool` it returns): otherwise nothing lands, as after an error (`import --dry-run`,
    /// and an import that found nothing new).
    ///
    /// On a server, a write that met another table writing at the same moment (a serialization
    /// failure or a deadlock, in any statement or the commit) is rolled back and run again, up to
    /// [`WRITE_TRIES`] times in all, after a short pause that grows; only when every try met one
    /// does it fail ([`StoreError::Contended`]). A try that succeeds says nothing. A write whose
    /// connection broke and that the server did not commit is run again once, on a new
    /// connection; one whose commit the server cannot be asked about fails with
    /// [`StoreError::Unsettled`] (it may have been recorded).
    pub fn write_if<T, E>(
        &mut self,
        mut work: impl FnMut(&dyn Writer) -> Result<(T, bool), E>,
    ) -> Result<T, E>
    where
        E: From<StoreError>,
    {
        let mut tries = 0;
        let mut lost_again = false;
        loop {
            tries += 1;
            match try_write(&mut *self.backend, self.hint_db.as_deref(), &mut work) {
                Try::Done(value) => {
                    if let Some(committed) = &self.committed {
                        committed.set(true);
                    }
                    if let Some(then) = self.first_commit.take() {
                        then();
                    }
                    return Ok(value);
                }
                Try::NotKept(value) => return Ok(value),
                Try::Failed(e) => return Err(e),
                // Nothing was written: once more on a new connection, once.
                Try::Lost(e) if lost_again => return Err(e),
                Try::Lost(_) => lost_again = true,
                // Met another writer: nothing was written; again, unless it was the last try.
                Try::Conflicted if tries >= WRITE_TRIES => {
                    return Err(E::from(StoreError::Contended { tries }));
                }
                Try::Conflicted => std::thread::sleep(retry_pause(tries)),
            }
        }
    }

    /// Whether the last write failed with [`StoreError::Unsettled`]: the server could not be
    /// asked whether it committed it.
    pub fn unsettled(&self) -> bool {
        self.backend.unsettled()
    }

    /// Asks the server again about the last write, unsettled: `true` when it was committed
    /// after all, `false` when it was not (it may be made again); [`StoreError::Unsettled`]
    /// again while the server cannot be asked.
    pub fn settle(&mut self) -> Result<bool, StoreError> {
        let committed = self
            .backend
            .settle()
            .map_err(|e| e.naming_db(self.hint_db.as_deref()))?;
        if let (true, Some(flag)) = (committed, &self.committed) {
            flag.set(true);
        }
        Ok(committed)
    }

    /// Runs `work` in one immediate transaction: everything it writes lands, or nothing does.
    /// On a server, run again as [`Store::write_if`] says when another table wrote at the same
    /// moment.
    pub fn write<T, E>(&mut self, mut work: impl FnMut(&dyn Writer) -> Result<T, E>) -> Result<T, E>
    where
        E: From<StoreError>,
    {
        self.write_if(|writer| Ok((work(writer)?, true)))
    }
}
