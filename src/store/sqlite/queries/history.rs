//! Reading a match back from its scores: the standing after a given round (what the table
//! shows), and every round with its scores in seat order (what `show` lists).
//!
//! Both read the rows of one match only, which lie together under its id, and put each score in
//! the seat of its player.

use rusqlite::{Connection, params};

use super::rounds::live_take;
use crate::games::Standing;
use crate::store::from_rows::{
    RawRound, RawScore, no_round, rounds_with_scores, standing_from, standing_start,
};
use crate::store::{MatchInfo, RoundRecord, RoundsWanted, ScoreRecord, StoreError};

/// The standing after `rounds` scored rounds, with the scores of that round (empty at the start).
pub(in crate::store::sqlite) fn standing_with_scores(
    conn: &Connection,
    info: &MatchInfo,
    rounds: u32,
) -> Result<(Standing, Vec<ScoreRecord>), StoreError> {
    if rounds == 0 {
        return Ok((standing_start(info, rounds), Vec::new()));
    }
    let take = live_take(conn, info.id, rounds)?.ok_or_else(|| no_round(info, rounds))?;
    let mut stmt = conn.prepare_cached(
        "SELECT player_id, points, total, out, notes, counters FROM round_scores
         WHERE match_id = ?1 AND seq = ?2 AND take = ?3",
    )?;
    let rows = stmt
        .query_map(params![info.id, rounds, take], |r| {
            Ok((r.get::<_, i64>(0)?, score_from(r, 1, true)?))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    standing_from(info, rounds, rows)
}

/// The score columns from column `first` on: points, total, out, notes, counters (read only
/// `with_counters`).
fn score_from(
    r: &rusqlite::Row<'_>,
    first: usize,
    with_counters: bool,
) -> rusqlite::Result<RawScore> {
    Ok(RawScore {
        points: r.get(first)?,
        total: r.get(first + 1)?,
        out: r.get(first + 2)?,
        notes: r.get(first + 3)?,
        counters: if with_counters {
            r.get(first + 4)?
        } else {
            None
        },
    })
}

/// Every round of a match with its scores, in order, as much of them as `wanted` says: the
/// withdrawn rounds only when wanted, and then with the explanation they had (a live round's is
/// derived again by whoever wants it, from its entry and the counters of the round before).
pub(in crate::store::sqlite) fn rounds_of(
    conn: &Connection,
    info: &MatchInfo,
    wanted: RoundsWanted,
) -> Result<Vec<RoundRecord>, StoreError> {
    let rounds = raw_rounds(conn, info.id, wanted)?;
    // Rounds and scores come in the same key order: each round takes the scores that follow.
    let mut stmt = conn.prepare_cached(
        "SELECT seq, take, player_id, points, total, out, notes, CASE WHEN ?2 THEN counters END
         FROM round_scores WHERE match_id = ?1 ORDER BY seq, take",
    )?;
    let rows = stmt.query_map(params![info.id, wanted.explanations], |r| {
        Ok((
            r.get::<_, u32>(0)?,
            r.get::<_, u32>(1)?,
            r.get::<_, i64>(2)?,
            score_from(r, 3, true)?,
        ))
    })?;
    rounds_with_scores(info, rounds, rows.map(|row| Ok(row?)))
}

/// The round rows of a match in order, each with room for its scores by seat.
fn raw_rounds(
    conn: &Connection,
    match_id: i64,
    wanted: RoundsWanted,
) -> Result<Vec<RoundRecord>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT seq, take, uuid, opening, entry, CASE WHEN ?3 THEN explanation END, withdrawn,
                replaces, reason, created_at,
                (SELECT o.uuid FROM rounds o
                 WHERE o.match_id = r.match_id AND o.seq = r.seq AND o.take = r.replaces),
                withdrawn_at
         FROM rounds r WHERE match_id = ?1 AND (?2 OR withdrawn = 0) ORDER BY seq, take",
    )?;
    let rows = stmt.query_map(
        params![match_id, wanted.withdrawn, wanted.explanations],
        |r| {
            Ok((
                r.get::<_, u32>(0)?,
                r.get::<_, u32>(1)?,
                r.get::<_, Vec<u8>>(2)?,
                r.get::<_, Option<Vec<u8>>>(3)?,
                r.get::<_, Option<Vec<u8>>>(4)?,
                r.get::<_, Option<String>>(5)?,
                r.get::<_, bool>(6)?,
                r.get::<_, Option<String>>(8)?,
                r.get::<_, String>(9)?,
                r.get::<_, Option<Vec<u8>>>(10)?,
                r.get::<_, Option<String>>(11)?,
            ))
        },
    )?;
    let mut rounds = Vec::new();
    for row in rows {
        let (
            seq,
            take,
            uuid,
            opening,
            entry,
            explanation,
            withdrawn,
            reason,
            created_at,
            replaces,
            withdrawn_at,
        ) = row?;
        let raw = RawRound {
            seq,
            take,
            uuid,
            opening,
            entry,
            explanation,
            withdrawn,
            reason,
            created_at,
            replaces,
            withdrawn_at,
        };
        rounds.push(raw.read()?);
    }
    Ok(rounds)
}
