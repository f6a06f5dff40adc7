//! A match as a whole: started with its seats, loaded (header, seats and any round waiting for
//! its entry), the newest unfinished one, ended with its places and figures, and reopened.
//!
//! Every query reads or writes the rows of one match through its id or a (match_id, ...) index;
//! across matches, only the newest unfinished match and their count are looked for, through the
//! (status, id) index, the one that ended last through the (finished_at, id) index, and the
//! unfinished ones seating some players through the seats' (player_id, match_id) index; only
//! `check history` lists them all, by their key.

use std::collections::BTreeMap;

use rusqlite::{Connection, OptionalExtension, params};
use serde_json::Value;

use super::players::player_id;
use super::rounds::open_round;
use crate::games::GameId;
use crate::store::figures::SeatRound;
use crate::store::from_rows::{RawMatch, match_info};
use crate::store::sqlite::clock::{self, UuidTable};
use crate::store::{Figure, MatchFigure, MatchInfo, StoreError};

/// Starts a match; returns its id. Players keep the spelling they already have.
pub(in crate::store::sqlite) fn create_match(
    conn: &Connection,
    game: GameId,
    options: &Value,
    names: &[String],
) -> Result<i64, StoreError> {
    conn.execute(
        "INSERT INTO matches (uuid, game, options, status, created_at) VALUES (?1, ?2, ?3, 'in-progress', ?4)",
        params![clock::new_uuid(conn, UuidTable::Matches)?.as_bytes(), game.id(), options.to_string(), clock::now()],
    )?;
    let match_id = conn.last_insert_rowid();
    let mut seat_stmt =
        conn.prepare_cached("INSERT INTO seats (match_id, seat, player_id) VALUES (?1, ?2, ?3)")?;
    for (seat, name) in names.iter().enumerate() {
        let player = player_id(conn, name)?;
        seat_stmt.execute(params![match_id, seat as i64, player])?;
    }
    Ok(match_id)
}

/// The newest match that is still in progress.
pub(in crate::store::sqlite) fn latest_unfinished(
    conn: &Connection,
) -> Result<Option<i64>, StoreError> {
    Ok(conn
        .query_row(
            "SELECT id FROM matches WHERE status = 'in-progress' ORDER BY id DESC LIMIT 1",
            [],
            |r| r.get(0),
        )
        .optional()?)
}

/// How many matches are in progress, counted in the (status, id) index.
pub(in crate::store::sqlite) fn unfinished_count(conn: &Connection) -> Result<u64, StoreError> {
    let count: i64 = conn.query_row(
        "SELECT COUNT(*) FROM matches WHERE status = 'in-progress'",
        [],
        |r| r.get(0),
    )?;
    Ok(u64::try_from(count).unwrap_or_default())
}

/// The unfinished matches that seat every one of `players`, newest first: each player's seats
/// through the (player_id, match_id) index, kept where all of them sit.
pub(in crate::store::sqlite) fn unfinished_seating(
    conn: &Connection,
    players: &[i64],
) -> Result<Vec<i64>, StoreError> {
    let players = crate::store::filters::distinct(players);
    if players.is_empty() {
        return Ok(Vec::new());
    }
    let marks = vec!["?"; players.len()].join(", ");
    let sql = format!(
        "SELECT s.match_id FROM seats s JOIN matches m ON m.id = s.match_id
         WHERE s.player_id IN ({marks}) AND m.status = 'in-progress'
         GROUP BY s.match_id HAVING COUNT(*) = {}
         ORDER BY s.match_id DESC",
        players.len()
    );
    Ok(conn
        .prepare(&sql)?
        .query_map(rusqlite::params_from_iter(&players), |r| r.get(0))?
        .collect::<Result<Vec<i64>, _>>()?)
}

/// The match that ended last, through the (finished_at, id) index read backwards (a match in
/// progress has no finished_at and comes last).
pub(in crate::store::sqlite) fn latest_ended(conn: &Connection) -> Result<Option<i64>, StoreError> {
    Ok(conn
        .query_row(
            "SELECT id FROM matches WHERE finished_at IS NOT NULL AND status != 'in-progress'
             ORDER BY finished_at DESC, id DESC LIMIT 1",
            [],
            |r| r.get(0),
        )
        .optional()?)
}

/// Every match's id, oldest first: the key, read in its own order.
pub(in crate::store::sqlite) fn match_ids(conn: &Connection) -> Result<Vec<i64>, StoreError> {
    Ok(conn
        .prepare("SELECT id FROM matches ORDER BY id")?
        .query_map([], |r| r.get(0))?
        .collect::<Result<Vec<i64>, _>>()?)
}

/// A match header and its seats, or `None` when there is no such match.
pub(in crate::store::sqlite) fn load_match(
    conn: &Connection,
    id: i64,
) -> Result<Option<MatchInfo>, StoreError> {
    let header = conn
        .query_row(
            "SELECT uuid, game, options, status, ended_by, created_at, finished_at, rounds
             FROM matches WHERE id = ?1",
            [id],
            |r| {
                Ok(RawMatch {
                    id,
                    uuid: r.get(0)?,
                    game: r.get(1)?,
                    options: r.get(2)?,
                    status: r.get(3)?,
                    ended_by: r.get(4)?,
                    created_at: r.get(5)?,
                    finished_at: r.get(6)?,
                    rounds: r.get(7)?,
                })
            },
        )
        .optional()?;
    let Some(header) = header else {
        return Ok(None);
    };
    let mut stmt = conn.prepare_cached(
        "SELECT s.player_id, p.uuid, p.name FROM seats s JOIN players p ON p.id = s.player_id
         WHERE s.match_id = ?1 ORDER BY s.seat",
    )?;
    let seats = stmt
        .query_map([id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
        .collect::<Result<Vec<_>, _>>()?;
    match_info(header, seats, |seq| open_round(conn, id, seq)).map(Some)
}

/// A seat's season sums as stored: packed, NULL when there are none.
pub(in crate::store::sqlite) fn packed_sums(
    sums: &BTreeMap<String, i64>,
) -> Result<Option<Vec<u8>>, StoreError> {
    let value = serde_json::to_value(sums).map_err(|e| StoreError::Damaged(e.to_string()))?;
    Ok(crate::packed::pack_unless_empty(&value))
}

/// Writes the figures of a match tallied from these seat rounds, replacing any it had.
pub(in crate::store::sqlite) fn insert_figures(
    conn: &Connection,
    match_id: i64,
    rounds: &[SeatRound],
) -> Result<(), StoreError> {
    crate::store::writing::insert_figures(&super::Rows(conn), match_id, rounds)
}

/// The figures of an ended match, by seat (empty while it is in progress).
pub(in crate::store::sqlite) fn figures_of(
    conn: &Connection,
    match_id: i64,
) -> Result<Vec<MatchFigure>, StoreError> {
    let rows = conn
        .prepare_cached(
            "SELECT s.seat, f.player_id, f.figure, f.value
             FROM match_figures f JOIN seats s ON s.match_id = f.match_id AND s.player_id = f.player_id
             WHERE f.match_id = ?1",
        )?
        .query_map([match_id], |r| {
            Ok((
                r.get::<_, u32>(0)?,
                r.get::<_, i64>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, i64>(3)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let mut figures = rows
        .into_iter()
        .map(|(seat, player_id, figure, value)| {
            Ok(MatchFigure {
                seat: seat as usize,
                player_id,
                figure: Figure::parse(&figure)?,
                value,
            })
        })
        .collect::<Result<Vec<_>, StoreError>>()?;
    figures.sort_by(|a, b| (a.seat, &a.figure).cmp(&(b.seat, &b.figure)));
    Ok(figures)
}
