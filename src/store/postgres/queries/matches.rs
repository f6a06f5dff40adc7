//! A match as a whole: started with its seats, loaded (header, seats and any round waiting for
//! its entry), the newest unfinished one, ended with its places and figures, and reopened.

use serde_json::Value;

use super::players::player_id;
use super::rounds::open_round;
use super::{Db, Get, new_uuid};
use crate::games::GameId;
use crate::store::clock::{self, UuidTable};
use crate::store::from_rows::{RawMatch, match_info};
use crate::store::{Figure, MatchFigure, MatchInfo, StoreError};

/// Starts a match; returns its id (one more than the highest, as SQLite gives it).
pub(in crate::store::postgres) fn create_match(
    db: &Db,
    game: GameId,
    options: &Value,
    names: &[String],
) -> Result<i64, StoreError> {
    let uuid = new_uuid(db, UuidTable::Matches)?;
    let match_id: i64 = db
        .one(
            "INSERT INTO matches (id, uuid, game, options, status, created_at)
             VALUES ((SELECT coalesce(max(id), 0) + 1 FROM matches), $1, $2, $3, 'in-progress', $4)
             RETURNING id",
            &[&&uuid[..], &game.id(), &options.to_string(), &clock::now()],
        )?
        .at(0)?;
    for (seat, name) in names.iter().enumerate() {
        let player = player_id(db, name)?;
        db.run(
            "INSERT INTO seats (match_id, seat, player_id) VALUES ($1, $2, $3)",
            &[&match_id, &(seat as i64), &player],
        )?;
    }
    Ok(match_id)
}

fn first_id(db: &Db, sql: &str) -> Result<Option<i64>, StoreError> {
    db.row(sql, &[])?.map(|r| r.at(0)).transpose()
}

pub(in crate::store::postgres) fn latest_unfinished(db: &Db) -> Result<Option<i64>, StoreError> {
    first_id(
        db,
        "SELECT id FROM matches WHERE status = 'in-progress' ORDER BY id DESC LIMIT 1",
    )
}

pub(in crate::store::postgres) fn unfinished_count(db: &Db) -> Result<u64, StoreError> {
    let count: i64 = db
        .one(
            "SELECT count(*) FROM matches WHERE status = 'in-progress'",
            &[],
        )?
        .at(0)?;
    Ok(u64::try_from(count).unwrap_or_default())
}

/// The unfinished matches that seat every one of `players`, newest first.
pub(in crate::store::postgres) fn unfinished_seating(
    db: &Db,
    players: &[i64],
) -> Result<Vec<i64>, StoreError> {
    let players = crate::store::filters::distinct(players);
    if players.is_empty() {
        return Ok(Vec::new());
    }
    let count = players.len() as i64;
    db.rows(
        "SELECT s.match_id FROM seats s JOIN matches m ON m.id = s.match_id
         WHERE s.player_id = ANY($1) AND m.status = 'in-progress'
         GROUP BY s.match_id HAVING count(*) = $2
         ORDER BY s.match_id DESC",
        &[&players, &count],
    )?
    .iter()
    .map(|r| r.at(0))
    .collect()
}

pub(in crate::store::postgres) fn latest_ended(db: &Db) -> Result<Option<i64>, StoreError> {
    first_id(
        db,
        "SELECT id FROM matches WHERE finished_at IS NOT NULL AND status != 'in-progress'
         ORDER BY finished_at DESC, id DESC LIMIT 1",
    )
}

pub(in crate::store::postgres) fn match_ids(db: &Db) -> Result<Vec<i64>, StoreError> {
    db.rows("SELECT id FROM matches ORDER BY id", &[])?
        .iter()
        .map(|r| r.at(0))
        .collect()
}

pub(in crate::store::postgres) fn load_match(
    db: &Db,
    id: i64,
) -> Result<Option<MatchInfo>, StoreError> {
    let Some(row) = db.row(
        "SELECT uuid, game, options, status, ended_by, created_at, finished_at, rounds
         FROM matches WHERE id = $1",
        &[&id],
    )?
    else {
        return Ok(None);
    };
    let header = RawMatch {
        id,
        uuid: row.at(0)?,
        game: row.at(1)?,
        options: row.at(2)?,
        status: row.at(3)?,
        ended_by: row.at(4)?,
        created_at: row.at(5)?,
        finished_at: row.at(6)?,
        rounds: row.u32_at(7)?,
    };
    let seats = db
        .rows(
            "SELECT s.player_id, p.uuid, p.name FROM seats s JOIN players p ON p.id = s.player_id
             WHERE s.match_id = $1 ORDER BY s.seat",
            &[&id],
        )?
        .iter()
        .map(|r| Ok((r.at(0)?, r.at(1)?, r.at(2)?)))
        .collect::<Result<Vec<_>, StoreError>>()?;
    match_info(header, seats, |seq| open_round(db, id, seq)).map(Some)
}

pub(in crate::store::postgres) fn figures_of(
    db: &Db,
    match_id: i64,
) -> Result<Vec<MatchFigure>, StoreError> {
    let mut figures = db
        .rows(
            "SELECT s.seat, f.player_id, f.figure, f.value
             FROM match_figures f JOIN seats s ON s.match_id = f.match_id AND s.player_id = f.player_id
             WHERE f.match_id = $1",
            &[&match_id],
        )?
        .iter()
        .map(|r| {
            Ok(MatchFigure {
                seat: r.u32_at(0)? as usize,
                player_id: r.at(1)?,
                figure: Figure::parse(r.at(2)?)?,
                value: r.at(3)?,
            })
        })
        .collect::<Result<Vec<_>, StoreError>>()?;
    figures.sort_by(|a, b| (a.seat, &a.figure).cmp(&(b.seat, &b.figure)));
    Ok(figures)
}
