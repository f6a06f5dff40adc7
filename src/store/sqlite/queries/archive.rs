//! The file looked back over: which matches were played, newest first, with their players and
//! winners (`history`), and the finished ones with every seat's place and figures (`stats`).
//!
//! The list is read from the newest match backwards and stops at the limit: through the matches'
//! key, the (game, id) index for one game, or the (player_id, match_id) index of the seats for
//! one player, so a short list costs the same however many matches the file holds. Each match
//! listed then reads its seats and results through its own key.

use rusqlite::{Connection, params_from_iter};

use super::{DIALECT, bound};
use crate::store::filters;
use crate::store::from_rows::{RawFinishedSeat, RawSummary, push_finished_seat, summary};
use crate::store::{FinishedMatch, MatchFilter, MatchSummary, StoreError};

/// The matches `filter` lets through, newest first.
pub(in crate::store::sqlite) fn matches(
    conn: &Connection,
    filter: &MatchFilter,
) -> Result<Vec<MatchSummary>, StoreError> {
    let (sql, values) = filters::listing(DIALECT, filter);
    let values = bound(values);
    let mut stmt = conn.prepare_cached(&sql)?;
    let headers = stmt
        .query_map(params_from_iter(&values), |r| {
            Ok(RawSummary {
                id: r.get(0)?,
                game: r.get(1)?,
                status: r.get(2)?,
                ended_by: r.get(3)?,
                created_at: r.get(4)?,
                rounds: r.get(5)?,
            })
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
        .map(|header| {
            let rows = seats.query_map([header.id], |r| Ok((r.get(0)?, r.get(1)?)))?;
            summary(header, rows.map(|seat| Ok(seat?)))
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

/// The finished matches `filter` lets through (its limit aside), in the order seasons count them
/// (when they finished, then by id), with every seat's place, score and season sums.
pub(in crate::store::sqlite) fn finished_matches(
    conn: &Connection,
    filter: &MatchFilter,
) -> Result<Vec<FinishedMatch>, StoreError> {
    let (seats_sql, values) = filters::finished_listing(DIALECT, filter);
    let values = bound(values);
    let mut stmt = conn.prepare_cached(&seats_sql)?;
    let mut rows = stmt.query(params_from_iter(&values))?;
    let mut matches: Vec<FinishedMatch> = Vec::new();
    while let Some(row) = rows.next()? {
        let seat = RawFinishedSeat {
            id: row.get(0)?,
            game: row.get(1)?,
            options: row.get(2)?,
            finished_at: row.get(3)?,
            player_id: row.get(4)?,
            name: row.get(5)?,
            rank: row.get(6)?,
            score: row.get(7)?,
            won: row.get(8)?,
            season: row.get(9)?,
        };
        push_finished_seat(&mut matches, seat)?;
    }
    Ok(matches)
}
