//! The file looked back over: which matches were played, newest first, with their players and
//! winners (`history`), and the finished ones with every seat's place and figures (`stats`).
//!
//! The list is read from the newest match backwards and stops at the limit: through the matches'
//! key, the (game, id) index for one game, or the (player_id, match_id) index of the seats for
//! one player, so a short list costs the same however many matches the file holds. Each match
//! listed then reads its seats and results through its own key.

use std::collections::{BTreeMap, HashMap};

use rusqlite::{Connection, ToSql};

use super::json_column;

use crate::games::GameId;
use crate::games::names::PlayerName;
use crate::store::{
    Ending, Figure, FinishedMatch, FinishedSeat, MatchFilter, MatchSummary, Status, StoreError,
};

/// The matches `filter` lets through, newest first.
pub(in crate::store::sqlite) fn matches(
    conn: &Connection,
    filter: &MatchFilter,
) -> Result<Vec<MatchSummary>, StoreError> {
    let (sql, values) = listing(filter);
    let values: Vec<&dyn ToSql> = values.iter().map(|v| v as &dyn ToSql).collect();
    let mut stmt = conn.prepare_cached(&sql)?;
    let headers = stmt
        .query_map(values.as_slice(), |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, Option<String>>(3)?,
                r.get::<_, String>(4)?,
                r.get::<_, u32>(5)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let mut seats = conn.prepare_cached(
        "SELECT p.name, coalesce(r.won, 0) FROM seats s
         JOIN players p ON p.id = s.player_id
         LEFT JOIN results r ON r.match_id = s.match_id AND r.player_id = s.player_id
         WHERE s.match_id = ?1 ORDER BY s.seat",
    )?;
    headers
        .into_iter()
        .map(|(id, game, status, ended_by, created_at, rounds)| {
            let game = game.parse::<GameId>().map_err(|_| {
                StoreError::Damaged(format!(
                    "match {id} is a game this tenscore does not know ({game})"
                ))
            })?;
            let status = Status::parse(&status)?;
            let mut players = Vec::new();
            let mut winners = Vec::new();
            for seat in
                seats.query_map([id], |r| Ok((r.get::<_, String>(0)?, r.get::<_, bool>(1)?)))?
            {
                let (name, won) = seat?;
                let name = PlayerName::stored(name);
                // Only a finished match has winners (an abandoned one has none, whatever was kept).
                if won && status == Status::Finished {
                    winners.push(name.clone());
                }
                players.push(name);
            }
            Ok(MatchSummary {
                id,
                game,
                status,
                ended_by: ended_by.as_deref().map(Ending::parse).transpose()?,
                created_at,
                rounds,
                players,
                winners,
            })
        })
        .collect()
}

/// One value bound to the listing's SQL.
enum Bound {
    Int(i64),
    Text(String),
}

impl ToSql for Bound {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        match self {
            Bound::Int(n) => n.to_sql(),
            Bound::Text(text) => text.to_sql(),
        }
    }
}

/// The SQL listing the matches `filter` lets through, newest first, and its values. Only the
/// conditions given are written, so that SQLite walks the index that fits: the seats of one
/// player, the matches of one game, or else every match from the newest.
fn listing(filter: &MatchFilter) -> (String, Vec<Bound>) {
    let mut sql = String::from(
        "SELECT m.id, m.game, m.status, m.ended_by, m.created_at, m.rounds FROM matches m",
    );
    let mut values = Vec::new();
    let mut conditions = Vec::new();
    if let Some(player) = filter.player {
        sql.push_str(" JOIN seats s ON s.match_id = m.id");
        values.push(Bound::Int(player));
        conditions.push(format!("s.player_id = ?{}", values.len()));
    }
    conditions.extend(match_conditions(filter, &mut values));
    push_where(&mut sql, &conditions);
    sql.push_str(" ORDER BY m.id DESC");
    if let Some(limit) = filter.limit {
        values.push(Bound::Int(i64::from(limit)));
        sql.push_str(&format!(" LIMIT ?{}", values.len()));
    }
    (sql, values)
}

/// The conditions on `matches m` of the game and the days, their values added to `values`.
fn match_conditions(filter: &MatchFilter, values: &mut Vec<Bound>) -> Vec<String> {
    let mut conditions = Vec::new();
    if let Some(game) = filter.game {
        values.push(Bound::Text(game.id().to_string()));
        conditions.push(format!("m.game = ?{}", values.len()));
    }
    if let Some(since) = &filter.since {
        values.push(Bound::Text(since.clone()));
        conditions.push(format!("m.created_at >= ?{}", values.len()));
    }
    if let Some(before) = &filter.before {
        values.push(Bound::Text(before.clone()));
        conditions.push(format!("m.created_at < ?{}", values.len()));
    }
    conditions
}

fn push_where(sql: &mut String, conditions: &[String]) {
    if !conditions.is_empty() {
        sql.push_str(" WHERE ");
        sql.push_str(&conditions.join(" AND "));
    }
}

/// The conditions of a season's finished matches: finished, then the game, the days and the
/// player (a match that seats them: every seat of it is read, for head-to-head figures).
fn finished_conditions(filter: &MatchFilter) -> (Vec<String>, Vec<Bound>) {
    let mut values = Vec::new();
    let mut conditions = vec!["m.status = 'finished'".to_string()];
    conditions.extend(match_conditions(filter, &mut values));
    if let Some(player) = filter.player {
        values.push(Bound::Int(player));
        conditions.push(format!(
            "m.id IN (SELECT match_id FROM seats WHERE player_id = ?{})",
            values.len()
        ));
    }
    (conditions, values)
}

/// The finished matches `filter` lets through (its limit aside), in the order they finished,
/// with every seat's place, score and figures.
pub(in crate::store::sqlite) fn finished_matches(
    conn: &Connection,
    filter: &MatchFilter,
) -> Result<Vec<FinishedMatch>, StoreError> {
    let (conditions, values) = finished_conditions(filter);
    let values: Vec<&dyn ToSql> = values.iter().map(|v| v as &dyn ToSql).collect();
    let mut figures_sql = String::from(
        "SELECT f.match_id, f.player_id, f.figure, f.value
         FROM match_figures f JOIN matches m ON m.id = f.match_id",
    );
    push_where(&mut figures_sql, &conditions);
    let mut figures: HashMap<(i64, i64), Vec<(Figure, i64)>> = HashMap::new();
    let mut stmt = conn.prepare_cached(&figures_sql)?;
    let mut rows = stmt.query(values.as_slice())?;
    while let Some(row) = rows.next()? {
        let key = (row.get::<_, i64>(0)?, row.get::<_, i64>(1)?);
        let figure = Figure::parse(&row.get::<_, String>(2)?)?;
        figures.entry(key).or_default().push((figure, row.get(3)?));
    }

    let mut seats_sql = String::from(
        "SELECT m.id, m.game, m.options, m.finished_at, m.rounds,
                s.player_id, p.name, r.rank, r.score, r.won
         FROM matches m JOIN seats s ON s.match_id = m.id
         JOIN players p ON p.id = s.player_id
         JOIN results r ON r.match_id = m.id AND r.player_id = s.player_id",
    );
    push_where(&mut seats_sql, &conditions);
    seats_sql.push_str(" ORDER BY m.finished_at, m.id, s.seat");
    let mut stmt = conn.prepare_cached(&seats_sql)?;
    let mut rows = stmt.query(values.as_slice())?;
    let mut matches: Vec<FinishedMatch> = Vec::new();
    while let Some(row) = rows.next()? {
        let id: i64 = row.get(0)?;
        if matches.last().is_none_or(|m| m.id != id) {
            let game: String = row.get(1)?;
            matches.push(FinishedMatch {
                id,
                game: game.parse::<GameId>().map_err(|_| {
                    StoreError::Damaged(format!(
                        "match {id} is a game this tenscore does not know ({game})"
                    ))
                })?,
                options: json_column(&row.get::<_, String>(2)?, "match options")?,
                finished_at: row.get::<_, Option<String>>(3)?.unwrap_or_default(),
                rounds: row.get(4)?,
                seats: Vec::new(),
            });
        }
        let player_id: i64 = row.get(5)?;
        let mut seat = FinishedSeat {
            player_id,
            name: PlayerName::stored(row.get::<_, String>(6)?),
            rank: row.get::<_, i64>(7)?.max(1) as usize,
            score: row.get(8)?,
            won: row.get(9)?,
            notes: BTreeMap::new(),
            counters: BTreeMap::new(),
        };
        for (figure, value) in figures.remove(&(id, player_id)).unwrap_or_default() {
            match figure {
                Figure::Note(kind) => seat.notes.insert(kind, value),
                Figure::Counter(name) => seat.counters.insert(name, value),
            };
        }
        if let Some(last) = matches.last_mut() {
            last.seats.push(seat);
        }
    }
    Ok(matches)
}
