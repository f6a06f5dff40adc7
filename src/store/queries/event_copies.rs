//! Club nights copied between databases: what an export reads of them (after its matches, in
//! four statements however many events: the series, the events, their players, their draws
//! with their tables) and what an import writes (each row found by UUID or key first).

use std::collections::HashMap;

use super::events::{EVENT, EVENTS, event_info};
use super::series::{SERIES, series_info};
use crate::store::columns::{uuid_bytes, uuid_text};
use crate::store::filters::{self, Param};
use crate::store::sql::{Connection, Get, Query, Value, params};
use crate::store::{
    DrawCopy, EventCopy, EventPlayerCopy, EventRound, EventsCopy, ExportFilter, ImportedEvent,
    ImportedSeries, StoreError,
};

fn bound(values: &[Param]) -> Vec<Value<'_>> {
    values.iter().map(Value::from).collect()
}

/// ` WHERE condition`, or nothing.
fn only(condition: &Option<String>) -> String {
    condition
        .as_ref()
        .map(|c| format!(" WHERE {c}"))
        .unwrap_or_default()
}

/// The series and events an export with `filter` copies: every one when it takes every match;
/// else the events with a table among its matches (their rosters whole, their draws with those
/// tables only), and their series.
pub(in crate::store) fn export_events(
    db: &dyn Connection,
    filter: &ExportFilter,
) -> Result<EventsCopy, StoreError> {
    let (events_of, values) = filters::exported_events(filter, "e.id");
    let events_sql = format!(
        "SELECT {EVENT}, s.uuid FROM {EVENTS}{} ORDER BY e.id",
        only(&events_of)
    );
    let mut events = db.rows(&events_sql, &bound(&values), |r| {
        let series_uuid = match r.opt::<Vec<u8>>(11)? {
            Some(uuid) => Some(uuid_text(&uuid, "series uuid")?),
            None => None,
        };
        Ok(EventCopy {
            info: event_info(r)?,
            series_uuid,
            players: Vec::new(),
            draws: Vec::new(),
        })
    })?;
    let series = match &events_of {
        None => db.rows(
            &format!("SELECT {SERIES} FROM series ORDER BY id"),
            &[],
            series_info,
        )?,
        Some(_) => {
            let sql = format!(
                "SELECT {SERIES} FROM series WHERE id IN
                 (SELECT e.series_id FROM events e WHERE {}) ORDER BY id",
                filters::exported_events(filter, "e.id")
                    .0
                    .unwrap_or_default()
            );
            db.rows(&sql, &bound(&values), series_info)?
        }
    };
    let at: HashMap<i64, usize> = (events.iter().enumerate())
        .map(|(at, event)| (event.info.id, at))
        .collect();
    for (event, player) in roster(db, filter)? {
        if let Some(&at) = at.get(&event) {
            events[at].players.push(player);
        }
    }
    for (event, draw) in draws(db, filter)? {
        if let Some(&at) = at.get(&event) {
            events[at].draws.push(draw);
        }
    }
    Ok(EventsCopy { series, events })
}

/// The players of the events an export copies, by event then player id.
fn roster(
    db: &dyn Connection,
    filter: &ExportFilter,
) -> Result<Vec<(i64, EventPlayerCopy)>, StoreError> {
    let (events_of, values) = filters::exported_events(filter, "ep.event_id");
    let sql = format!(
        "SELECT ep.event_id, p.uuid, ep.joined, ep.\"left\"
         FROM event_players ep JOIN players p ON p.id = ep.player_id{}
         ORDER BY ep.event_id, p.id",
        only(&events_of)
    );
    db.rows(&sql, &bound(&values), |r| {
        Ok((
            r.get(0)?,
            EventPlayerCopy {
                player: uuid_text(&r.get::<Vec<u8>>(1)?, "player uuid")?,
                joined: r.get(2)?,
                left: r.opt(3)?,
            },
        ))
    })
}

/// The draws of the events an export copies, each with the tables it takes: one row per table
/// (a round none of whose tables is taken is left out).
fn draws(db: &dyn Connection, filter: &ExportFilter) -> Result<Vec<(i64, DrawCopy)>, StoreError> {
    let (tables_of, values) = filters::exported_tables(filter);
    let sql = format!(
        "SELECT r.event_id, r.round, r.seed, r.by_standing, r.drawn_at, t.table_no, m.uuid
         FROM event_rounds r
         JOIN event_tables t ON t.event_id = r.event_id AND t.round = r.round
         JOIN matches m ON m.id = t.match_id{tables_of}
         ORDER BY r.event_id, r.round, t.table_no"
    );
    let rows = db.rows(&sql, &bound(&values), |r| {
        let round = EventRound {
            round: r.get(1)?,
            seed: r.get(2)?,
            by_standing: r.get(3)?,
            drawn_at: r.get(4)?,
        };
        let table: u32 = r.get(5)?;
        let uuid = uuid_text(&r.get::<Vec<u8>>(6)?, "match uuid")?;
        Ok((r.get::<i64>(0)?, round, (table, uuid)))
    })?;
    let mut draws: Vec<(i64, DrawCopy)> = Vec::new();
    for (event, round, table) in rows {
        match draws.last_mut() {
            Some((last, draw)) if *last == event && draw.round.round == round.round => {
                draw.tables.push(table);
            }
            _ => draws.push((
                event,
                DrawCopy {
                    round,
                    tables: vec![table],
                },
            )),
        }
    }
    Ok(draws)
}

/// The local id of the series with this UUID.
pub(in crate::store) fn series_by_uuid(
    db: &dyn Connection,
    uuid: &str,
) -> Result<Option<i64>, StoreError> {
    super::import::id_by_uuid(db, "SELECT id FROM series WHERE uuid = ?1", uuid)
}

/// The local id of the event with this UUID.
pub(in crate::store) fn event_by_uuid(
    db: &dyn Connection,
    uuid: &str,
) -> Result<Option<i64>, StoreError> {
    super::import::id_by_uuid(db, "SELECT id FROM events WHERE uuid = ?1", uuid)
}

/// Writes a series as it was in another database; its local id.
pub(in crate::store) fn import_series(
    db: &dyn Connection,
    series: &ImportedSeries<'_>,
) -> Result<i64, StoreError> {
    db.value(
        "INSERT INTO series (id, uuid, name, best, min_evenings, created_at)
         VALUES ((SELECT coalesce(max(id), 0) + 1 FROM series), ?1, ?2, ?3, ?4, ?5) RETURNING id",
        params![
            &uuid_bytes(series.uuid)?,
            series.name,
            series.best,
            series.min,
            series.created_at
        ],
    )
}

/// Writes an event as it was in another database, without players or draws; its local id.
pub(in crate::store) fn import_event(
    db: &dyn Connection,
    event: &ImportedEvent<'_>,
) -> Result<i64, StoreError> {
    db.value(
        "INSERT INTO events (id, uuid, name, game, options, rounds, table_size, ranking,
                             series_id, created_at)
         VALUES ((SELECT coalesce(max(id), 0) + 1 FROM events),
                 ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
         RETURNING id",
        params![
            &uuid_bytes(event.uuid)?,
            event.name,
            event.game.id(),
            &event.options.to_string(),
            event.rounds,
            event.table_size,
            event.ranking.as_str(),
            event.series,
            event.created_at
        ],
    )
}

/// Puts a player on an event's roster with these rounds (the row there is, rewritten).
pub(in crate::store) fn set_event_player(
    db: &dyn Connection,
    event: i64,
    player: i64,
    (joined, left): (u32, Option<u32>),
) -> Result<(), StoreError> {
    db.execute(
        "INSERT INTO event_players (event_id, player_id, joined, \"left\") VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (event_id, player_id) DO UPDATE SET joined = ?3, \"left\" = ?4",
        params![event, player, joined, left],
    )?;
    Ok(())
}

/// Writes a round's draw as another database made it (its tables follow).
pub(in crate::store) fn import_event_round(
    db: &dyn Connection,
    event: i64,
    round: &EventRound,
) -> Result<(), StoreError> {
    db.execute(
        "INSERT INTO event_rounds (event_id, round, seed, by_standing, drawn_at)
         VALUES (?1, ?2, ?3, ?4, ?5)",
        params![
            event,
            round.round,
            round.seed,
            round.by_standing,
            &round.drawn_at
        ],
    )?;
    Ok(())
}

/// Writes a table of a drawn round: match `match_id` is table `table` of round `round`.
pub(in crate::store) fn import_event_table(
    db: &dyn Connection,
    event: i64,
    (round, table): (u32, u32),
    match_id: i64,
) -> Result<(), StoreError> {
    db.execute(
        "INSERT INTO event_tables (event_id, round, table_no, match_id) VALUES (?1, ?2, ?3, ?4)",
        params![event, round, table, match_id],
    )?;
    Ok(())
}
