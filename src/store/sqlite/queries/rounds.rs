//! The rounds of a match as they are written: opened (bids), recorded with their scores,
//! replaced by an edit, rescored, withdrawn (kept in the audit trail), and the live entries and
//! openings read back to rescore.
//!
//! Rounds are keyed by (match_id, seq, take) and their scores by (match_id, seq, take,
//! player_id): every query reads and writes the rows of one match, which lie together.

use rusqlite::{Connection, OptionalExtension, params};
use serde_json::Value;

use super::{packed_unless_empty, to_json_text, unpacked_value};
use crate::games::Outcome;
use crate::packed::pack;
use crate::store::sqlite::clock::{self, UuidTable};
use crate::store::{LiveEntry, MatchInfo, OpenRound, Replacement, ScoreRecord, StoreError};

/// Round `seq` when it is live and only opened (no entry yet).
pub(super) fn open_round(
    conn: &Connection,
    match_id: i64,
    seq: u32,
) -> Result<Option<OpenRound>, StoreError> {
    let row = conn
        .prepare_cached(
            "SELECT take, opening FROM rounds
             WHERE match_id = ?1 AND seq = ?2 AND withdrawn = 0 AND entry IS NULL",
        )?
        .query_row(params![match_id, seq], |r| {
            Ok((r.get::<_, u32>(0)?, r.get::<_, Option<Vec<u8>>>(1)?))
        })
        .optional()?;
    row.map(|(take, opening)| {
        let opening = opening.ok_or_else(|| {
            StoreError::Damaged(format!(
                "round {seq} of match {match_id} has neither opening nor entry"
            ))
        })?;
        Ok(OpenRound {
            take,
            seq,
            opening: unpacked_value(&opening, "round opening")?,
        })
    })
    .transpose()
}

/// The take the next round recorded at position `seq` gets: one more than the last one there.
fn next_take(conn: &Connection, match_id: i64, seq: u32) -> Result<u32, StoreError> {
    Ok(conn
        .prepare_cached(
            "SELECT coalesce(max(take), 0) + 1 FROM rounds WHERE match_id = ?1 AND seq = ?2",
        )?
        .query_row(params![match_id, seq], |r| r.get(0))?)
}

/// Opens the next round of a match (10 op en neer: records the bids).
pub(in crate::store::sqlite) fn open_next_round(
    conn: &Connection,
    info: &MatchInfo,
    opening: &Value,
) -> Result<OpenRound, StoreError> {
    let seq = info.rounds + 1;
    let take = next_take(conn, info.id, seq)?;
    conn.execute(
        "INSERT INTO rounds (match_id, seq, take, uuid, opening, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![
            info.id,
            seq,
            take,
            clock::new_uuid(conn, UuidTable::Rounds)?.as_bytes(),
            pack(opening),
            clock::now()
        ],
    )?;
    Ok(OpenRound {
        take,
        seq,
        opening: opening.clone(),
    })
}

/// Marks round `seq`/`take` withdrawn, keeping the explanation it had while it was live.
fn withdraw(
    conn: &Connection,
    match_id: i64,
    (seq, take): (u32, u32),
    explanation: &[String],
    at: &str,
) -> Result<(), StoreError> {
    conn.execute(
        "UPDATE rounds SET withdrawn = 1, withdrawn_at = ?4, explanation = ?5
         WHERE match_id = ?1 AND seq = ?2 AND take = ?3",
        params![match_id, seq, take, at, to_json_text(&explanation)?],
    )?;
    Ok(())
}

/// Withdraws the open round (kept in the audit trail). Returns its position, if there was one.
pub(in crate::store::sqlite) fn withdraw_open_round(
    conn: &Connection,
    info: &MatchInfo,
) -> Result<Option<u32>, StoreError> {
    let Some(open) = &info.open_round else {
        return Ok(None);
    };
    withdraw(conn, info.id, (open.seq, open.take), &[], &clock::now())?;
    Ok(Some(open.seq))
}

/// What opened live round `seq` (bids), if the game has that step.
pub(in crate::store::sqlite) fn round_opening(
    conn: &Connection,
    match_id: i64,
    seq: u32,
) -> Result<Option<Value>, StoreError> {
    let opening: Option<Option<Vec<u8>>> = conn
        .prepare_cached(
            "SELECT opening FROM rounds WHERE match_id = ?1 AND seq = ?2 AND withdrawn = 0",
        )?
        .query_row(params![match_id, seq], |r| r.get(0))
        .optional()?;
    opening
        .flatten()
        .map(|o| unpacked_value(&o, "round opening"))
        .transpose()
}

/// The take of the live round at position `seq` (1-based), if any.
pub(super) fn live_take(
    conn: &Connection,
    match_id: i64,
    seq: u32,
) -> Result<Option<u32>, StoreError> {
    Ok(conn
        .prepare_cached(
            "SELECT take FROM rounds WHERE match_id = ?1 AND seq = ?2 AND withdrawn = 0",
        )?
        .query_row(params![match_id, seq], |r| r.get(0))
        .optional()?)
}

fn live_take_or_damaged(conn: &Connection, info: &MatchInfo, seq: u32) -> Result<u32, StoreError> {
    live_take(conn, info.id, seq)?
        .ok_or_else(|| StoreError::Damaged(format!("match {} has no round {seq}", info.id)))
}

fn insert_scores(
    conn: &Connection,
    info: &MatchInfo,
    (seq, take): (u32, u32),
    outcome: &Outcome,
) -> Result<(), StoreError> {
    let scores: Vec<ScoreRecord> = outcome.seats.iter().map(ScoreRecord::from).collect();
    insert_score_records(conn, info, (seq, take), &scores)
}

/// Writes the scores of round `seq`/`take`, one per seat in seating order.
pub(super) fn insert_score_records(
    conn: &Connection,
    info: &MatchInfo,
    (seq, take): (u32, u32),
    scores: &[ScoreRecord],
) -> Result<(), StoreError> {
    let mut stmt = conn.prepare_cached(
        "INSERT INTO round_scores (match_id, seq, take, player_id, points, total, out, notes, counters)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
    )?;
    for (player, result) in info.players.iter().zip(scores) {
        stmt.execute(params![
            info.id,
            seq,
            take,
            player.player_id,
            result.points,
            result.total,
            result.out,
            packed_unless_empty(&result.notes)?,
            packed_unless_empty(&result.counters)?,
        ])?;
    }
    Ok(())
}

/// Records the next round of a match with the scores it produced, closing it when it was opened
/// (bids). Returns its position.
pub(in crate::store::sqlite) fn record_round(
    conn: &Connection,
    info: &MatchInfo,
    entry: &Value,
    outcome: &Outcome,
) -> Result<u32, StoreError> {
    let seq = info.rounds + 1;
    let take = match &info.open_round {
        Some(open) => {
            conn.prepare_cached(
                "UPDATE rounds SET entry = ?4 WHERE match_id = ?1 AND seq = ?2 AND take = ?3",
            )?
            .execute(params![info.id, open.seq, open.take, pack(entry)])?;
            open.take
        }
        None => {
            let take = next_take(conn, info.id, seq)?;
            conn.prepare_cached(
                "INSERT INTO rounds (match_id, seq, take, uuid, entry, created_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?
            .execute(params![
                info.id,
                seq,
                take,
                clock::new_uuid(conn, UuidTable::Rounds)?.as_bytes(),
                pack(entry),
                clock::now()
            ])?;
            take
        }
    };
    insert_scores(conn, info, (seq, take), outcome)?;
    conn.prepare_cached("UPDATE matches SET rounds = ?2 WHERE id = ?1")?
        .execute(params![info.id, seq])?;
    Ok(seq)
}

/// Replaces live round `seq` with a new opening and entry (the old one is kept, withdrawn, in the
/// audit trail).
pub(in crate::store::sqlite) fn replace_round(
    conn: &Connection,
    info: &MatchInfo,
    replacement: &Replacement<'_>,
) -> Result<(), StoreError> {
    let Replacement {
        seq,
        opening,
        entry,
        outcome,
        reason,
        replaced_explanation,
    } = *replacement;
    let old = live_take_or_damaged(conn, info, seq)?;
    let at = clock::now();
    withdraw(conn, info.id, (seq, old), replaced_explanation, &at)?;
    let take = next_take(conn, info.id, seq)?;
    conn.execute(
        "INSERT INTO rounds (match_id, seq, take, uuid, opening, entry, replaces, reason, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        params![
            info.id,
            seq,
            take,
            clock::new_uuid(conn, UuidTable::Rounds)?.as_bytes(),
            opening.map(pack),
            pack(entry),
            old,
            reason,
            at
        ],
    )?;
    insert_scores(conn, info, (seq, take), outcome)
}

/// Writes new scores for live round `seq` after an earlier round changed (its entry stays).
pub(in crate::store::sqlite) fn rescore_round(
    conn: &Connection,
    info: &MatchInfo,
    seq: u32,
    outcome: &Outcome,
) -> Result<(), StoreError> {
    let take = live_take_or_damaged(conn, info, seq)?;
    conn.execute(
        "DELETE FROM round_scores WHERE match_id = ?1 AND seq = ?2 AND take = ?3",
        params![info.id, seq, take],
    )?;
    insert_scores(conn, info, (seq, take), outcome)
}

/// Withdraws the last live round (kept in the audit trail, with `explanation`, the one it had).
/// Returns its position, if there was one.
pub(in crate::store::sqlite) fn withdraw_last_round(
    conn: &Connection,
    info: &MatchInfo,
    explanation: &[String],
) -> Result<Option<u32>, StoreError> {
    if info.rounds == 0 {
        return Ok(None);
    }
    let Some(take) = live_take(conn, info.id, info.rounds)? else {
        return Ok(None);
    };
    withdraw(
        conn,
        info.id,
        (info.rounds, take),
        explanation,
        &clock::now(),
    )?;
    conn.execute(
        "UPDATE matches SET rounds = rounds - 1 WHERE id = ?1",
        [info.id],
    )?;
    Ok(Some(info.rounds))
}

/// The live rounds `from..` of a match with their entries, in order (for rescoring after an edit).
pub(in crate::store::sqlite) fn entries_from(
    conn: &Connection,
    match_id: i64,
    from: u32,
) -> Result<Vec<LiveEntry>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT seq, opening, entry FROM rounds
         WHERE match_id = ?1 AND seq >= ?2 AND withdrawn = 0 AND entry IS NOT NULL ORDER BY seq",
    )?;
    let rows = stmt
        .query_map(params![match_id, from], |r| {
            Ok((
                r.get::<_, u32>(0)?,
                r.get::<_, Option<Vec<u8>>>(1)?,
                r.get::<_, Vec<u8>>(2)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    rows.into_iter()
        .map(|(seq, opening, entry)| {
            let opening = opening
                .map(|o| unpacked_value(&o, "round opening"))
                .transpose()?;
            Ok(LiveEntry {
                seq,
                opening,
                entry: unpacked_value(&entry, "round entry")?,
            })
        })
        .collect()
}
