//! Club nights, read: an event (by id, by name, the newest still open, all of them), its
//! players, draws, tables with their seats, and the results of its ended tables; the event a
//! match is a table of; the evenings of a series with all their ranking is made from.
//!
//! Each read is one statement, however many tables and matches it spans (on the server every
//! statement whose rows are read is a round trip): an event's rows through the keys that start
//! with its id, a match's event through the unique `event_tables_match` index, the evenings of
//! a series through `events_series`.

use std::collections::HashMap;

use super::players::player;
use crate::games::GameId;
use crate::games::names::{PlayerName, fold, sort_key};
use crate::store::columns::{json_column, uuid_text};
use crate::store::sql::{Connection, Get, Query, Row, Value, marks, params};
use crate::store::{
    EventInfo, EventPlayer, EventRanking, EventResult, EventRound, EventSummary, EventTable,
    SeatedPlayer, SeriesEvening, Status, StoreError, TablePlace,
};

/// An event's columns (from `events e` joined to its series `s`), as [`event_info`] reads them.
pub(super) const EVENT: &str =
    "e.id, e.uuid, e.name, e.game, e.options, e.rounds, e.table_size, e.ranking,
                     e.series_id, s.name, e.created_at";

/// The events with their series' names.
pub(super) const EVENTS: &str = "events e LEFT JOIN series s ON s.id = e.series_id";

/// Which rows of an event's tables (`t`) or players (`ep`) a read takes: one event's, or every
/// evening's of a series. Both take the id as `?1`.
#[derive(Clone, Copy)]
enum Scope {
    Event,
    Series,
}

impl Scope {
    fn of(self, column: &str) -> String {
        match self {
            Scope::Event => format!("{column} = ?1"),
            Scope::Series => format!("{column} IN (SELECT id FROM events WHERE series_id = ?1)"),
        }
    }
}

/// An event from the [`EVENT`] columns.
pub(super) fn event_info(r: &dyn Row) -> Result<EventInfo, StoreError> {
    let id: i64 = r.get(0)?;
    let game: String = r.get(3)?;
    let series = match r.opt::<i64>(8)? {
        Some(series) => Some((series, r.get(9)?)),
        None => None,
    };
    Ok(EventInfo {
        id,
        uuid: uuid_text(&r.get::<Vec<u8>>(1)?, "event uuid")?,
        name: r.get(2)?,
        game: game.parse::<GameId>().map_err(|_| {
            StoreError::Damaged(format!(
                "event {id} is a game this tenscore does not know ({game})"
            ))
        })?,
        options: json_column(&r.get::<String>(4)?, "event options")?,
        rounds: r.get(5)?,
        table_size: r.get(6)?,
        ranking: EventRanking::parse(&r.get::<String>(7)?)?,
        series,
        created_at: r.get(10)?,
    })
}

/// The event with this id.
pub(in crate::store) fn event(
    db: &dyn Connection,
    id: i64,
) -> Result<Option<EventInfo>, StoreError> {
    let sql = format!("SELECT {EVENT} FROM {EVENTS} WHERE e.id = ?1");
    db.opt_row(&sql, params![id], event_info)
}

/// Every event named `name`, newest first, its name compared as players' names are
/// ([`fold`]: whatever its case, invisible characters, runs of spaces, typographic apostrophes
/// or composed accents), so that `event new` refuses a name an event is found by. The names are
/// folded here, over the events' ids and names (a club's few hundred), as no backend's lower()
/// folds so; the events named are then read in one statement.
pub(in crate::store) fn events_named(
    db: &dyn Connection,
    name: &str,
) -> Result<Vec<EventInfo>, StoreError> {
    let key = fold(name);
    let named: Vec<(i64, String)> =
        db.rows("SELECT id, name FROM events ORDER BY id DESC", &[], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })?;
    let ids: Vec<i64> = (named.into_iter())
        .filter(|(_, stored)| fold(stored) == key)
        .map(|(id, _)| id)
        .collect();
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let sql = format!(
        "SELECT {EVENT} FROM {EVENTS} WHERE e.id IN ({}) ORDER BY e.id DESC",
        marks(1, ids.len())
    );
    let ids: Vec<Value<'_>> = ids.into_iter().map(Value::Int).collect();
    db.rows(&sql, &ids, event_info)
}

/// Whether event `e` is not complete: fewer rounds drawn than planned, or a table of a drawn
/// round whose match is still in progress.
const OPEN: &str = "((SELECT count(*) FROM event_rounds r WHERE r.event_id = e.id) < e.rounds
                     OR EXISTS (SELECT 1 FROM event_tables t JOIN matches m ON m.id = t.match_id
                                WHERE t.event_id = e.id AND m.status = 'in-progress'))";

/// The newest event that is not complete ([`OPEN`]).
pub(in crate::store) fn latest_open_event(
    db: &dyn Connection,
) -> Result<Option<EventInfo>, StoreError> {
    let sql = format!("SELECT {EVENT} FROM {EVENTS} WHERE {OPEN} ORDER BY e.id DESC LIMIT 1");
    db.opt_row(&sql, &[], event_info)
}

/// Every event, newest first, with its rounds drawn, its players still in and its tables
/// still playing.
pub(in crate::store) fn events(db: &dyn Connection) -> Result<Vec<EventSummary>, StoreError> {
    let sql = format!(
        "SELECT {EVENT},
                (SELECT count(*) FROM event_rounds r WHERE r.event_id = e.id),
                (SELECT count(*) FROM event_players ep
                 WHERE ep.event_id = e.id AND ep.\"left\" IS NULL),
                (SELECT count(*) FROM event_tables t JOIN matches m ON m.id = t.match_id
                 WHERE t.event_id = e.id AND m.status = 'in-progress')
         FROM {EVENTS} ORDER BY e.id DESC"
    );
    db.rows(&sql, &[], |r| {
        Ok(EventSummary {
            event: event_info(r)?,
            drawn: r.get(11)?,
            players: r.get(12)?,
            unfinished: r.get(13)?,
        })
    })
}

/// The players of an event (or of a series' evenings, each row led by its event's id), by name
/// as a reader lists names ([`sort_key`]: "anna" before "Zack", "Émile" before "Zoë"; SQL
/// would order them by bytes), an evening's few dozen rows sorted here.
fn players_in(
    db: &dyn Connection,
    scope: Scope,
    id: i64,
) -> Result<Vec<(i64, EventPlayer)>, StoreError> {
    let sql = format!(
        "SELECT p.id, p.uuid, p.name, ep.joined, ep.\"left\", ep.event_id
         FROM event_players ep JOIN players p ON p.id = ep.player_id
         WHERE {} ORDER BY ep.event_id, p.id",
        scope.of("ep.event_id")
    );
    let mut players = players_rows(db, &sql, id)?;
    players.sort_by_cached_key(|(event, p)| (*event, sort_key(&p.player.name), p.player.id));
    Ok(players)
}

fn players_rows(
    db: &dyn Connection,
    sql: &str,
    id: i64,
) -> Result<Vec<(i64, EventPlayer)>, StoreError> {
    db.rows(sql, params![id], |r| {
        Ok((
            r.get(5)?,
            EventPlayer {
                player: player(r)?,
                joined: r.get(3)?,
                left: r.opt(4)?,
            },
        ))
    })
}

/// The players of event `event`, by name, with the rounds they are in.
pub(in crate::store) fn event_players(
    db: &dyn Connection,
    event: i64,
) -> Result<Vec<EventPlayer>, StoreError> {
    Ok(players_in(db, Scope::Event, event)?
        .into_iter()
        .map(|(_, p)| p)
        .collect())
}

/// The rounds of event `event` drawn so far, in order.
pub(in crate::store) fn event_rounds(
    db: &dyn Connection,
    event: i64,
) -> Result<Vec<EventRound>, StoreError> {
    db.rows(
        "SELECT round, seed, by_standing, drawn_at FROM event_rounds
         WHERE event_id = ?1 ORDER BY round",
        params![event],
        |r| {
            Ok(EventRound {
                round: r.get(0)?,
                seed: r.get(1)?,
                by_standing: r.get(2)?,
                drawn_at: r.get(3)?,
            })
        },
    )
}

/// The tables of an event (or of a series' evenings), each with its match's state and its
/// players in seat order, led by its event's id: one row per seat, put together here.
fn tables_in(
    db: &dyn Connection,
    scope: Scope,
    id: i64,
    round: Option<u32>,
) -> Result<Vec<(i64, EventTable)>, StoreError> {
    let sql = format!(
        "SELECT t.event_id, t.round, t.table_no, t.match_id, m.status, m.rounds,
                p.id, p.uuid, p.name
         FROM event_tables t JOIN matches m ON m.id = t.match_id
         JOIN seats s ON s.match_id = t.match_id JOIN players p ON p.id = s.player_id
         WHERE {} AND (?2 IS NULL OR t.round = ?2)
         ORDER BY t.event_id, t.round, t.table_no, s.seat",
        scope.of("t.event_id")
    );
    let mut tables: Vec<(i64, EventTable)> = Vec::new();
    db.each(sql.as_str().into(), params![id, round], &mut |r| {
        let match_id: i64 = r.get(3)?;
        let seat = SeatedPlayer {
            player_id: r.get(6)?,
            uuid: uuid_text(&r.get::<Vec<u8>>(7)?, "player uuid")?,
            name: PlayerName::stored(r.get::<String>(8)?),
        };
        match tables.last_mut() {
            Some((_, table)) if table.match_id == match_id => table.players.push(seat),
            _ => tables.push((
                r.get(0)?,
                EventTable {
                    round: r.get(1)?,
                    table: r.get(2)?,
                    match_id,
                    status: Status::parse(&r.get::<String>(4)?)?,
                    rounds: r.get(5)?,
                    players: vec![seat],
                },
            )),
        }
        Ok(true)
    })?;
    Ok(tables)
}

/// The tables of event `event` (of one round, or of every round), in round and table order.
pub(in crate::store) fn event_tables(
    db: &dyn Connection,
    event: i64,
    round: Option<u32>,
) -> Result<Vec<EventTable>, StoreError> {
    Ok(tables_in(db, Scope::Event, event, round)?
        .into_iter()
        .map(|(_, t)| t)
        .collect())
}

/// The places of an event's (or a series' evenings') ended tables, led by the event's id.
fn results_in(
    db: &dyn Connection,
    scope: Scope,
    id: i64,
) -> Result<Vec<(i64, EventResult)>, StoreError> {
    let sql = format!(
        "SELECT t.event_id, t.round, t.table_no, t.match_id, r.player_id, r.rank, r.score
         FROM event_tables t JOIN matches m ON m.id = t.match_id
         JOIN results r ON r.match_id = t.match_id
         WHERE {} AND m.status <> 'in-progress'
         ORDER BY t.event_id, t.round, t.table_no, r.rank, r.player_id",
        scope.of("t.event_id")
    );
    db.rows(&sql, params![id], |r| {
        Ok((
            r.get(0)?,
            EventResult {
                round: r.get(1)?,
                table: r.get(2)?,
                match_id: r.get(3)?,
                player_id: r.get(4)?,
                rank: r.get(5)?,
                score: r.get(6)?,
            },
        ))
    })
}

/// The places of event `event`'s ended tables, by round, table and place.
pub(in crate::store) fn event_results(
    db: &dyn Connection,
    event: i64,
) -> Result<Vec<EventResult>, StoreError> {
    Ok(results_in(db, Scope::Event, event)?
        .into_iter()
        .map(|(_, r)| r)
        .collect())
}

/// The event, round and table match `match_id` is, if it is a table of one.
pub(in crate::store) fn event_of_match(
    db: &dyn Connection,
    match_id: i64,
) -> Result<Option<TablePlace>, StoreError> {
    db.opt_row(
        "SELECT t.event_id, e.name, t.round, t.table_no
         FROM event_tables t JOIN events e ON e.id = t.event_id WHERE t.match_id = ?1",
        params![match_id],
        |r| {
            Ok(TablePlace {
                event: r.get(0)?,
                event_name: r.get(1)?,
                round: r.get(2)?,
                table: r.get(3)?,
            })
        },
    )
}

/// The evenings of series `series`, oldest first, each with its players, tables and results:
/// four statements, however many evenings.
pub(in crate::store) fn series_events(
    db: &dyn Connection,
    series: i64,
) -> Result<Vec<SeriesEvening>, StoreError> {
    let sql = format!("SELECT {EVENT} FROM {EVENTS} WHERE e.series_id = ?1 ORDER BY e.id");
    let mut evenings: Vec<SeriesEvening> = db
        .rows(&sql, params![series], event_info)?
        .into_iter()
        .map(|event| SeriesEvening {
            event,
            players: Vec::new(),
            tables: Vec::new(),
            results: Vec::new(),
        })
        .collect();
    let at: HashMap<i64, usize> = evenings
        .iter()
        .enumerate()
        .map(|(at, evening)| (evening.event.id, at))
        .collect();
    for (event, player) in players_in(db, Scope::Series, series)? {
        if let Some(&at) = at.get(&event) {
            evenings[at].players.push(player);
        }
    }
    for (event, table) in tables_in(db, Scope::Series, series, None)? {
        if let Some(&at) = at.get(&event) {
            evenings[at].tables.push(table);
        }
    }
    for (event, result) in results_in(db, Scope::Series, series)? {
        if let Some(&at) = at.get(&event) {
            evenings[at].results.push(result);
        }
    }
    Ok(evenings)
}
