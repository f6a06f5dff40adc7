//! The file looked back over: which matches were played, newest first, with their players and
//! winners (`history`).
//!
//! The list is read from the newest match backwards and stops at the limit: through the matches'
//! key, the (game, id) index for one game, or the (player_id, match_id) index of the seats for
//! one player, so a short list costs the same however many matches the file holds. Each match
//! listed then reads its seats and results through its own key.

use rusqlite::{Connection, ToSql};

use crate::games::GameId;
use crate::games::names::PlayerName;
use crate::store::{Ending, MatchFilter, MatchSummary, Status, StoreError};

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
    let mut conditions = Vec::new();
    let mut values = Vec::new();
    if let Some(player) = filter.player {
        sql.push_str(" JOIN seats s ON s.match_id = m.id");
        values.push(Bound::Int(player));
        conditions.push(format!("s.player_id = ?{}", values.len()));
    }
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
    if !conditions.is_empty() {
        sql.push_str(" WHERE ");
        sql.push_str(&conditions.join(" AND "));
    }
    sql.push_str(" ORDER BY m.id DESC");
    if let Some(limit) = filter.limit {
        values.push(Bound::Int(i64::from(limit)));
        sql.push_str(&format!(" LIMIT ?{}", values.len()));
    }
    (sql, values)
}
