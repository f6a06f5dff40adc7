//! Reading a match back from its scores: the standing after a given round (what the table
//! shows), and every round with its scores in seat order (what `show` lists).
//!
//! Both read the scores of one match only, by round id or through the (match_id, player_id)
//! index, and put each score in the seat of its player.

use std::collections::HashMap;

use rusqlite::{Connection, params};

use super::json_column;
use super::rounds::live_round_id;
use crate::games::{SeatState, Standing};
use crate::store::{MatchInfo, RoundRecord, RoundsWanted, ScoreRecord, StoreError};

/// The standing after `rounds` scored rounds, with the scores of that round (empty at the start).
pub(in crate::store::sqlite) fn standing_with_scores(
    conn: &Connection,
    info: &MatchInfo,
    rounds: u32,
) -> Result<(Standing, Vec<ScoreRecord>), StoreError> {
    let mut standing = Standing::start(&info.names());
    standing.rounds_played = rounds;
    if rounds == 0 {
        return Ok((standing, Vec::new()));
    }
    let round_id = live_round_id(conn, info.id, rounds)?
        .ok_or_else(|| StoreError::Damaged(format!("match {} has no round {rounds}", info.id)))?;
    let mut stmt = conn.prepare_cached(
        "SELECT player_id, points, total, out, notes, counters FROM round_scores WHERE round_id = ?1",
    )?;
    let rows = stmt
        .query_map([round_id], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, i64>(1)?,
                r.get::<_, i64>(2)?,
                r.get::<_, bool>(3)?,
                r.get::<_, String>(4)?,
                r.get::<_, String>(5)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let mut scores = vec![None; info.players.len()];
    for (player, points, total, out, notes, counters) in rows {
        let seat = info.seat_of_player(player)?;
        standing.seats[seat] = SeatState {
            name: info.players[seat].name.clone(),
            total,
            out,
            counters: json_column(&counters, "score counters")?,
        };
        scores[seat] = Some(ScoreRecord {
            points,
            total,
            out,
            notes: json_column(&notes, "score notes")?,
        });
    }
    let scores = scores
        .into_iter()
        .collect::<Option<Vec<_>>>()
        .ok_or_else(|| {
            StoreError::Damaged(format!("round {rounds} of match {} lacks a score", info.id))
        })?;
    Ok((standing, scores))
}

/// Every round of a match with its scores, in order, as much of them as `wanted` says.
pub(in crate::store::sqlite) fn rounds_of(
    conn: &Connection,
    info: &MatchInfo,
    wanted: RoundsWanted,
) -> Result<Vec<RoundRecord>, StoreError> {
    let raw = raw_rounds(conn, info.id, wanted)?;
    let mut scores = seated_scores(conn, info)?;
    raw.into_iter()
        .map(|round| {
            let seats = scores.remove(&round.id);
            round.into_record(info.id, seats)
        })
        .collect()
}

/// The scores of one round by seat; `None` where a seat has no score (a damaged round).
type SeatScores = Vec<Option<ScoreRecord>>;

/// The round rows of a match as stored, in order; withdrawn ones and explanations only when
/// wanted (an explanation not wanted is never read: NULL).
fn raw_rounds(
    conn: &Connection,
    match_id: i64,
    wanted: RoundsWanted,
) -> Result<Vec<RawRound>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, uuid, seq, opening, entry, CASE WHEN ?3 THEN explanation END, withdrawn,
                replaces, reason, created_at
         FROM rounds WHERE match_id = ?1 AND (?2 OR withdrawn = 0) ORDER BY seq, id",
    )?;
    let raw = stmt
        .query_map(
            params![match_id, wanted.withdrawn, wanted.explanations],
            |r| {
                Ok(RawRound {
                    id: r.get(0)?,
                    uuid: r.get(1)?,
                    seq: r.get(2)?,
                    opening: r.get(3)?,
                    entry: r.get(4)?,
                    explanation: r.get(5)?,
                    withdrawn: r.get(6)?,
                    replaces: r.get(7)?,
                    reason: r.get(8)?,
                    created_at: r.get(9)?,
                })
            },
        )?
        .collect::<Result<Vec<_>, _>>()?;
    Ok(raw)
}

/// Every score of a match (withdrawn rounds' too), put in its player's seat, by round id.
fn seated_scores(
    conn: &Connection,
    info: &MatchInfo,
) -> Result<HashMap<i64, SeatScores>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT round_id, player_id, points, total, out, notes FROM round_scores WHERE match_id = ?1",
    )?;
    let rows = stmt
        .query_map([info.id], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, i64>(1)?,
                r.get::<_, i64>(2)?,
                r.get::<_, i64>(3)?,
                r.get::<_, bool>(4)?,
                r.get::<_, String>(5)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let mut scores: HashMap<i64, SeatScores> = HashMap::new();
    for (round_id, player, points, total, out, notes) in rows {
        let seat = info.seat_of_player(player)?;
        let row = scores
            .entry(round_id)
            .or_insert_with(|| vec![None; info.players.len()]);
        row[seat] = Some(ScoreRecord {
            points,
            total,
            out,
            notes: json_column(&notes, "score notes")?,
        });
    }
    Ok(scores)
}

/// A round as stored, before its JSON columns are read.
struct RawRound {
    id: i64,
    uuid: String,
    seq: u32,
    opening: Option<String>,
    entry: Option<String>,
    explanation: Option<String>,
    withdrawn: bool,
    replaces: Option<String>,
    reason: Option<String>,
    created_at: String,
}

impl RawRound {
    /// The round with its JSON columns read and its scores by seat (none for a round only
    /// opened); damaged when a seat lacks a score.
    fn into_record(
        self,
        match_id: i64,
        seats: Option<SeatScores>,
    ) -> Result<RoundRecord, StoreError> {
        let seq = self.seq;
        let scores = seats
            .map(|row| row.into_iter().collect::<Option<Vec<_>>>())
            .unwrap_or(Some(Vec::new()))
            .ok_or_else(|| {
                StoreError::Damaged(format!("round {seq} of match {match_id} lacks a score"))
            })?;
        Ok(RoundRecord {
            id: self.id,
            uuid: self.uuid,
            seq,
            opening: self
                .opening
                .map(|o| json_column(&o, "round opening"))
                .transpose()?,
            entry: self
                .entry
                .map(|e| json_column(&e, "round entry"))
                .transpose()?,
            explanation: self
                .explanation
                .map(|e| json_column(&e, "round explanation"))
                .transpose()?
                .unwrap_or_default(),
            withdrawn: self.withdrawn,
            replaces: self.replaces,
            reason: self.reason,
            created_at: self.created_at,
            scores,
        })
    }
}
