//! `tenscore export`: every match the query takes, walked one at a time in one snapshot, handed
//! with all of its rounds to a sink (an [`ExportSink`]: the JSON Lines writer of `exchange`,
//! which documents the format, or the command's CSV). Memory holds the players and one match,
//! however large the database.

use chrono::NaiveDate;

use crate::exchange::{ExportCounts, ExportSink, SinkError};
use crate::games::GameId;
use crate::ops::OpError;
use crate::store::{ExportFilter, RoundsWanted, Store};

/// Which matches to export, as typed; none given, every match.
#[derive(Clone, Debug, Default)]
pub struct ExportQuery {
    pub match_id: Option<i64>,
    pub game: Option<GameId>,
    /// The first day (local), included: matches started on it or later.
    pub since: Option<NaiveDate>,
}

/// Told how far an export has got, to show a progress bar.
pub trait ExportProgress {
    /// Before the first match: how many live scored rounds the matches taken have.
    fn begin(&mut self, rounds: u64);
    /// After each match: its live scored rounds.
    fn advance(&mut self, rounds: u64);
}

/// Writes the matches `query` takes to the sink `start` makes, in one snapshot; `progress`, when
/// given, is told how far it got. An unknown `--match` is refused (exit 2) before the sink is
/// made, so nothing is written.
pub fn export<S: ExportSink>(
    store: &Store,
    query: &ExportQuery,
    start: impl FnOnce() -> Result<S, SinkError>,
    mut progress: Option<&mut dyn ExportProgress>,
) -> Result<ExportCounts, OpError> {
    let filter = ExportFilter {
        match_id: query.match_id,
        game: query.game,
        since: query.since.map(super::history::start_of_day),
    };
    store.read(|reader| {
        if let Some(id) = query.match_id
            && reader.load_match(id)?.is_none()
        {
            return Err(super::no_such_match(
                reader,
                id,
                crate::said!("error-export-which-hint"),
            ));
        }
        // Read before the sink starts: on a server, a database without tenscore's tables is
        // only found by a query, and a header already buffered for stdout would be flushed as
        // the error unwinds. Nothing is written then, as with SQLite.
        let players = reader.players_of_matches(&filter)?;
        let mut sink = start()?;
        if let Some(progress) = progress.as_deref_mut() {
            progress.begin(reader.count_matches(&filter)?.1);
        }
        sink.players(&players)?;
        let mut after = 0;
        while let Some(id) = reader.next_match(&filter, after)? {
            after = id;
            let Some(info) = reader.load_match(id)? else {
                continue;
            };
            let rounds = reader.rounds_of(&info, RoundsWanted::ALL)?;
            sink.one_match(&info, &rounds)?;
            if let Some(progress) = progress.as_deref_mut() {
                progress.advance(u64::from(info.rounds));
            }
        }
        // After every match, as the format has it: an event names its tables' matches.
        sink.events(&reader.export_events(&filter)?)?;
        Ok(sink.end()?)
    })
}
