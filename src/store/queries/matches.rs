//! A match as a whole: started with its seats, loaded (header, seats and any round waiting for
//! its entry), the newest unfinished one, and its figures once ended.
//!
//! Every query reads or writes the rows of one match through its id or a (match_id, ...) index;
//! across matches, only the newest unfinished match and their count are looked for, through the
//! index of the matches in progress, the one that ended last through the (finished_at, id) index
//! of the ended ones, and the
//! unfinished ones seating some players through the seats' (player_id, match_id) index; only
//! `check history` lists them all, by their key.

use serde_json::Value;

use super::history::score_from;
use super::new_uuid;
use super::players::{player_id, seat_by_name};
use super::rounds::{open_round, opened_round};
use crate::games::GameId;
use crate::store::clock::{self, UuidTable};
use crate::store::from_rows::{RawMatch, match_info};
use crate::store::sql::{Connection, Dialect, Get, Query, Row, Value as Param, marks, params};
use crate::store::{Figure, KeptEnd, MatchFigure, MatchInfo, ScoreRecord, StoreError, TablePlace};

/// A new match's id: one more than the highest in use or ever deleted (`retired_ids`, kept as a
/// club night's round drawn again deletes its tables' matches), so that no id names two matches.
/// Written out rather than left to SQLite, which gives the highest plus one, and the same on the
/// server, which has no sequence of its own for it.
macro_rules! next_match_id {
    () => {
        "(SELECT coalesce(max(id), 0) + 1 FROM (SELECT max(id) AS id FROM matches
              UNION ALL SELECT high FROM retired_ids WHERE kind = 'matches') AS ids)"
    };
}
pub(in crate::store) use next_match_id;

/// Starts a match; returns its id ([`next_match_id`]).
pub(in crate::store) fn create_match(
    db: &dyn Connection,
    game: GameId,
    options: &Value,
    names: &[String],
) -> Result<i64, StoreError> {
    let uuid = new_uuid(db, UuidTable::Matches)?;
    let match_id: i64 = db.value(
        concat!(
            "INSERT INTO matches (id, uuid, game, options, status, created_at) VALUES (",
            next_match_id!(),
            ", ?1, ?2, ?3, 'in-progress', ?4) RETURNING id"
        ),
        params![&uuid, game.id(), &options.to_string(), &clock::now()],
    )?;
    for (seat, name) in names.iter().enumerate() {
        match db.dialect() {
            // A read costs SQLite nothing: each player is found (or created) by id.
            Dialect::Sqlite => {
                let player = player_id(db, name)?;
                // Two names of one player (one merged into the other) seat them once: the
                // caller finds a seat missing and refuses the match.
                db.execute(
                    "INSERT INTO seats (match_id, seat, player_id) VALUES (?1, ?2, ?3)
                     ON CONFLICT (match_id, player_id) DO NOTHING",
                    params![match_id, seat as i64, player],
                )?;
            }
            // On the server a read is a round trip: the seats are written without one.
            Dialect::Postgres => seat_by_name(db, match_id, seat as i64, name)?,
        }
    }
    Ok(match_id)
}

/// Whether `id` is at most the highest match id deleted: a match no longer there with such an id
/// was withdrawn with its club night's round (the only rows of `matches` ever deleted).
pub(in crate::store) fn withdrawn_match(db: &dyn Connection, id: i64) -> Result<bool, StoreError> {
    db.value(
        "SELECT count(*) > 0 FROM retired_ids WHERE kind = 'matches' AND high >= ?1",
        params![id],
    )
}

/// The newest match that is still in progress.
pub(in crate::store) fn latest_unfinished(db: &dyn Connection) -> Result<Option<i64>, StoreError> {
    db.opt_value(
        "SELECT id FROM matches WHERE status = 'in-progress' ORDER BY id DESC LIMIT 1",
        &[],
    )
}

/// How many matches are in progress, counted in the (status, id) index.
pub(in crate::store) fn unfinished_count(db: &dyn Connection) -> Result<u64, StoreError> {
    db.value(
        "SELECT count(*) FROM matches WHERE status = 'in-progress'",
        &[],
    )
}

/// The unfinished matches that seat every one of `players`, newest first: each player's seats
/// through the (player_id, match_id) index, kept where all of them sit.
pub(in crate::store) fn unfinished_seating(
    db: &dyn Connection,
    players: &[i64],
) -> Result<Vec<i64>, StoreError> {
    let players = crate::store::filters::distinct(players);
    if players.is_empty() {
        return Ok(Vec::new());
    }
    let marks = marks(1, players.len());
    let sql = format!(
        "SELECT s.match_id FROM seats s JOIN matches m ON m.id = s.match_id
         WHERE s.player_id IN ({marks}) AND m.status = 'in-progress'
         GROUP BY s.match_id HAVING count(*) = {}
         ORDER BY s.match_id DESC",
        players.len()
    );
    let values: Vec<Param<'_>> = players.iter().map(|&id| Param::Int(id)).collect();
    db.rows(&sql, &values, |r| r.get(0))
}

/// The match that ended last, through the (finished_at, id) index of the ended matches read
/// backwards.
pub(in crate::store) fn latest_ended(db: &dyn Connection) -> Result<Option<i64>, StoreError> {
    db.opt_value(
        "SELECT id FROM matches WHERE finished_at IS NOT NULL AND status != 'in-progress'
         ORDER BY finished_at DESC, id DESC LIMIT 1",
        &[],
    )
}

/// Every match's id, oldest first: the key, read in its own order.
pub(in crate::store) fn match_ids(db: &dyn Connection) -> Result<Vec<i64>, StoreError> {
    db.rows("SELECT id FROM matches ORDER BY id", &[], |r| r.get(0))
}

/// A match header and its seats, or `None` when there is no such match.
pub(in crate::store) fn load_match(
    db: &dyn Connection,
    id: i64,
) -> Result<Option<MatchInfo>, StoreError> {
    match db.dialect() {
        Dialect::Sqlite => {
            let Some((header, seats)) = header_then_seats(db, id)? else {
                return Ok(None);
            };
            match_info(header, seats, |seq| open_round(db, id, seq)).map(Some)
        }
        Dialect::Postgres => {
            let Some(((header, seats), open)) = header_with_seats(db, id)? else {
                return Ok(None);
            };
            match_info(header, seats, |seq| {
                open.map(|(take, opening)| opened_round(id, (seq, take), opening))
                    .transpose()
            })
            .map(Some)
        }
    }
}

/// The columns of a match's header, from `matches m`.
const HEADER: &str =
    "m.uuid, m.game, m.options, m.status, m.ended_by, m.created_at, m.finished_at, m.rounds";

/// When the match ended, kept while it is reopened, read after the event table's columns (only
/// while the match is in progress is it a [`KeptEnd`]).
const KEPT_END: &str = "m.kept_finished_at";

/// The server: with [`KEPT_END`], the positions the match's rounds had reached when it ended,
/// read while it is in progress after an end (on SQLite they are read only when such a match
/// ends again: a subquery in every header read costs its parsing in every command).
const KEPT_POSITIONS: &str = "CASE WHEN m.finished_at IS NULL AND m.kept_finished_at IS NOT NULL
              THEN (SELECT coalesce(max(k.seq), 0) FROM rounds k
                    WHERE k.match_id = m.id AND k.created_at <= m.kept_finished_at) END";

/// The columns of the event table a match is, if any, from `event_tables et` and `events ev`
/// ([`EVENT_TABLE_JOIN`]): read with the header, through the unique index on the table's match.
const EVENT_TABLE: &str = "et.event_id, ev.name, et.round, et.table_no";
const EVENT_TABLE_JOIN: &str = "LEFT JOIN event_tables et ON et.match_id = m.id
         LEFT JOIN events ev ON ev.id = et.event_id";

/// A seat: its player's id, UUID and name.
type Seat = (i64, Vec<u8>, String);

/// The header, with its event table's columns ([`EVENT_TABLE`]) from column `table_at` on, and
/// [`KEPT_END`] after them (and [`KEPT_POSITIONS`] after that, on the server).
fn header(
    id: i64,
    r: &dyn Row,
    (table_at, with_positions): (usize, bool),
) -> Result<RawMatch, StoreError> {
    let table = match r.opt::<i64>(table_at)? {
        Some(event) => Some(TablePlace {
            event,
            event_name: r.get(table_at + 1)?,
            round: r.get(table_at + 2)?,
            table: r.get(table_at + 3)?,
        }),
        None => None,
    };
    Ok(RawMatch {
        table,
        id,
        uuid: r.get(0)?,
        game: r.get(1)?,
        options: r.get(2)?,
        status: r.get(3)?,
        ended_by: r.opt(4)?,
        created_at: r.get(5)?,
        finished_at: r.opt(6)?,
        kept_end: match r.opt::<String>(table_at + 4)? {
            Some(at) if r.opt::<String>(6)?.is_none() => Some(KeptEnd {
                at,
                positions: match with_positions {
                    true => r.opt(table_at + 5)?,
                    false => None,
                },
            }),
            _ => None,
        },
        rounds: r.get(7)?,
    })
}

/// SQLite: the header through the matches' key, then the seats through theirs (two statements
/// cost SQLite nothing, and the header is not read again for each seat).
fn header_then_seats(
    db: &dyn Connection,
    id: i64,
) -> Result<Option<(RawMatch, Vec<Seat>)>, StoreError> {
    let sql = format!(
        "SELECT {HEADER}, {EVENT_TABLE}, {KEPT_END} FROM matches m {EVENT_TABLE_JOIN} WHERE m.id = ?1"
    );
    let Some(header) = db.opt_row(&sql, params![id], |r| header(id, r, (8, false)))? else {
        return Ok(None);
    };
    let seats = db.rows(
        "SELECT s.player_id, p.uuid, p.name FROM seats s JOIN players p ON p.id = s.player_id
         WHERE s.match_id = ?1 ORDER BY s.seat",
        params![id],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
    )?;
    Ok(Some((header, seats)))
}

/// A round waiting for its entry: its take and opening, as read.
type Waiting = (u32, Option<Vec<u8>>);

/// A match's header and seats, and the round waiting for its entry, if any.
type Loaded = ((RawMatch, Vec<Seat>), Option<Waiting>);

/// The server: the header with each seat and the round waiting for its entry (the one after the
/// last live round, if opened) in one statement, as each statement there is a round trip (the
/// header's and the open round's columns come again with each seat; a match without seats
/// still has one row).
fn header_with_seats(db: &dyn Connection, id: i64) -> Result<Option<Loaded>, StoreError> {
    let sql = format!(
        "SELECT {HEADER}, s.player_id, p.uuid, p.name, o.take, o.opening,
                c.points, c.total, c.out, c.notes, c.counters,
                b.points, b.total, b.out, b.notes, b.counters, {EVENT_TABLE}, {KEPT_END},
                {KEPT_POSITIONS} FROM matches m
         {EVENT_TABLE_JOIN}
         LEFT JOIN (seats s JOIN players p ON p.id = s.player_id) ON s.match_id = m.id
         LEFT JOIN LATERAL (SELECT take, opening FROM rounds
                            WHERE match_id = m.id AND seq = m.rounds + 1 AND NOT withdrawn
                              AND entry IS NULL LIMIT 1) o ON TRUE
         LEFT JOIN LATERAL (SELECT c.points, c.total, c.out, c.notes, c.counters
                            FROM rounds r JOIN round_scores c
                              ON c.match_id = r.match_id AND c.seq = r.seq AND c.take = r.take
                            WHERE r.match_id = m.id AND r.seq = m.rounds AND NOT r.withdrawn
                              AND c.player_id = s.player_id) c ON TRUE
         LEFT JOIN LATERAL (SELECT b.points, b.total, b.out, b.notes, b.counters
                            FROM rounds r JOIN round_scores b
                              ON b.match_id = r.match_id AND b.seq = r.seq AND b.take = r.take
                            WHERE r.match_id = m.id AND r.seq = m.rounds - 1 AND NOT r.withdrawn
                              AND b.player_id = s.player_id) b ON TRUE
         WHERE m.id = ?1 ORDER BY s.seat"
    );
    let mut found: Option<Loaded> = None;
    // Each seat's score in the last live round and the one before: the standing (or the one
    // before the last round, which undo and edit read), read next, needs no read of its own
    // (kept only when every seat has one; else the standing's read says what is wrong).
    let mut scores = Some(Vec::new());
    let mut before = Some(Vec::new());
    db.each((&sql).into(), params![id], &mut |r| {
        let ((_, seats), _) = match &mut found {
            Some(found) => found,
            None => {
                let waiting = match r.opt::<u32>(11)? {
                    Some(take) => Some((take, r.opt(12)?)),
                    None => None,
                };
                found.insert(((header(id, r, (23, true))?, Vec::new()), waiting))
            }
        };
        if let Some(player) = r.opt(8)? {
            seats.push((player, r.get(9)?, r.get(10)?));
            scores = kept_with(scores.take(), player, r, 13)?;
            before = kept_with(before.take(), player, r, 18)?;
        }
        Ok(true)
    })?;
    if let Some(((header, _), _)) = &found {
        for (rounds, scores) in [
            (header.rounds, scores),
            (header.rounds.wrapping_sub(1), before),
        ] {
            if let Some(scores) = scores.filter(|s| !s.is_empty())
                && header.rounds > 0
                && rounds > 0
            {
                db.keep_scores((id, rounds, scores));
            }
        }
    }
    Ok(found)
}

/// `kept` with the seat's score that starts at column `first` (none when a seat has none).
fn kept_with(
    kept: Option<Vec<(i64, ScoreRecord)>>,
    player: i64,
    r: &dyn Row,
    first: usize,
) -> Result<Option<Vec<(i64, ScoreRecord)>>, StoreError> {
    match (kept, r.opt::<i64>(first)?) {
        (Some(mut kept), Some(_)) => {
            kept.push((player, score_from(r, first)?));
            Ok(Some(kept))
        }
        _ => Ok(None),
    }
}

/// The figures of an ended match, by seat (empty while it is in progress).
pub(in crate::store) fn figures_of(
    db: &dyn Connection,
    match_id: i64,
) -> Result<Vec<MatchFigure>, StoreError> {
    let mut figures = db.rows(
        "SELECT s.seat, f.player_id, f.figure, f.value
         FROM match_figures f JOIN seats s ON s.match_id = f.match_id AND s.player_id = f.player_id
         WHERE f.match_id = ?1",
        params![match_id],
        |r| {
            Ok(MatchFigure {
                seat: r.get::<u32>(0)? as usize,
                player_id: r.get(1)?,
                figure: Figure::parse(&r.get::<String>(2)?)?,
                value: r.get(3)?,
            })
        },
    )?;
    figures.sort_by(|a, b| (a.seat, &a.figure).cmp(&(b.seat, &b.figure)));
    Ok(figures)
}
