//! The file looked back over: which matches were played, newest first, with their players and
//! winners (`history`), and the finished ones with every seat's place and figures (`stats`).
//!
//! The list is read from the newest match backwards and stops at the limit: through the matches'
//! key, the (game, id) index for one game, or the (player_id, match_id) index of the seats for
//! one player, so a short list costs the same however many matches the file holds. Each match
//! listed then reads its seats and results through its own key.

use rusqlite::types::Value;
use rusqlite::{Connection, params_from_iter};

use super::{json_column, stored_game, unpacked};

use crate::games::names::PlayerName;
use crate::store::{
    Ending, FinishedMatch, FinishedSeat, MatchFilter, MatchSummary, Status, StoreError,
};

/// The matches `filter` lets through, newest first.
pub(in crate::store::sqlite) fn matches(
    conn: &Connection,
    filter: &MatchFilter,
) -> Result<Vec<MatchSummary>, StoreError> {
    let (sql, values) = listing(filter);
    let mut stmt = conn.prepare_cached(&sql)?;
    let headers = stmt
        .query_map(params_from_iter(&values), |r| {
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
            let game = stored_game(id, &game)?;
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

/// When a round of the match was last written (recorded, opened, withdrawn or replaced), UTC,
/// RFC 3339; `None` before its first round. Reads that match's rounds only, through their key.
pub(in crate::store::sqlite) fn last_played(
    conn: &Connection,
    match_id: i64,
) -> Result<Option<String>, StoreError> {
    Ok(conn
        .prepare_cached(
            "SELECT max(max(created_at), coalesce(max(withdrawn_at), '')) FROM rounds
             WHERE match_id = ?1",
        )?
        .query_row([match_id], |r| r.get::<_, Option<String>>(0))?)
}

/// The SQL listing the matches `filter` lets through, newest first, and its values. Only the
/// conditions given are written, so that SQLite walks the index that fits: the seats of one
/// player, the matches of one game, or else every match from the newest.
fn listing(filter: &MatchFilter) -> (String, Vec<Value>) {
    let mut sql = String::from(
        "SELECT m.id, m.game, m.status, m.ended_by, m.created_at, m.rounds FROM matches m",
    );
    let mut values = Vec::new();
    let mut conditions = Vec::new();
    if let Some(player) = filter.player {
        sql.push_str(" JOIN seats s ON s.match_id = m.id");
        values.push(Value::Integer(player));
        conditions.push(format!("s.player_id = ?{}", values.len()));
    }
    if filter.in_progress {
        conditions.push("m.status = 'in-progress'".to_string());
    }
    conditions.extend(match_conditions(filter, &mut values));
    push_where(&mut sql, &conditions);
    sql.push_str(" ORDER BY m.id DESC");
    if let Some(limit) = filter.limit {
        values.push(Value::Integer(i64::from(limit)));
        sql.push_str(&format!(" LIMIT ?{}", values.len()));
    }
    (sql, values)
}

/// The conditions on `matches m` of the game and the days, their values added to `values`.
fn match_conditions(filter: &MatchFilter, values: &mut Vec<Value>) -> Vec<String> {
    let mut conditions = Vec::new();
    if let Some(game) = filter.game {
        values.push(Value::Text(game.id().to_string()));
        conditions.push(format!("m.game = ?{}", values.len()));
    }
    if let Some(since) = &filter.since {
        values.push(Value::Text(since.clone()));
        conditions.push(format!("m.created_at >= ?{}", values.len()));
    }
    if let Some(before) = &filter.before {
        values.push(Value::Text(before.clone()));
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

/// The conditions of a season's finished matches: finished, then the game, the days, the player
/// (a match that seats them: every seat of it is read, for head-to-head figures), one match, and
/// where in the order seasons count them to start.
fn finished_conditions(filter: &MatchFilter) -> (Vec<String>, Vec<Value>) {
    let mut values = Vec::new();
    let mut conditions = vec!["m.status = 'finished'".to_string()];
    conditions.extend(match_conditions(filter, &mut values));
    if let Some(player) = filter.player {
        values.push(Value::Integer(player));
        conditions.push(format!(
            "m.id IN (SELECT match_id FROM seats WHERE player_id = ?{})",
            values.len()
        ));
    }
    if let Some(id) = filter.match_id {
        values.push(Value::Integer(id));
        conditions.push(format!("m.id = ?{}", values.len()));
    }
    if let Some(from) = &filter.from {
        // From a place in the order on, through the (finished_at, id) index: the unary + keeps
        // the planner from walking every finished match, or every match of the game, instead.
        for condition in &mut conditions {
            if condition.starts_with("m.status") || condition.starts_with("m.game") {
                condition.insert(0, '+');
            }
        }
        values.push(Value::Text(from.finished_at.clone()));
        values.push(Value::Integer(from.match_id));
        conditions.push(format!(
            "(m.finished_at, m.id) >= (?{}, ?{})",
            values.len() - 1,
            values.len()
        ));
    }
    (conditions, values)
}

/// The finished matches `filter` lets through (its limit aside), in the order seasons count them
/// (when they finished, then by id), with every seat's place, score and season sums.
pub(in crate::store::sqlite) fn finished_matches(
    conn: &Connection,
    filter: &MatchFilter,
) -> Result<Vec<FinishedMatch>, StoreError> {
    let (conditions, values) = finished_conditions(filter);
    let mut seats_sql = String::from(
        "SELECT m.id, m.game, m.options, m.finished_at, s.player_id, p.name, r.rank, r.score,
                r.won, r.season
         FROM matches m JOIN seats s ON s.match_id = m.id
         JOIN players p ON p.id = s.player_id
         JOIN results r ON r.match_id = m.id AND r.player_id = s.player_id",
    );
    push_where(&mut seats_sql, &conditions);
    seats_sql.push_str(" ORDER BY m.finished_at, m.id, s.seat");
    let mut stmt = conn.prepare_cached(&seats_sql)?;
    let mut rows = stmt.query(params_from_iter(&values))?;
    let mut matches: Vec<FinishedMatch> = Vec::new();
    while let Some(row) = rows.next()? {
        let id: i64 = row.get(0)?;
        if matches.last().is_none_or(|m| m.id != id) {
            let game: String = row.get(1)?;
            matches.push(FinishedMatch {
                id,
                game: stored_game(id, &game)?,
                options: json_column(&row.get::<_, String>(2)?, "match options")?,
                finished_at: row.get::<_, Option<String>>(3)?.unwrap_or_default(),
                seats: Vec::new(),
            });
        }
        let seat = FinishedSeat {
            player_id: row.get(4)?,
            name: PlayerName::stored(row.get::<_, String>(5)?),
            rank: row.get::<_, i64>(6)?.max(1) as usize,
            score: row.get(7)?,
            won: row.get(8)?,
            sums: row
                .get::<_, Option<Vec<u8>>>(9)?
                .map(|bytes| unpacked(&bytes, "season sums"))
                .transpose()?
                .unwrap_or_default(),
        };
        if let Some(last) = matches.last_mut() {
            last.seats.push(seat);
        }
    }
    Ok(matches)
}
