//! The rounds of a match as they are written: opened (bids), recorded with their scores,
//! replaced by an edit, rescored, withdrawn (kept in the audit trail), and the live entries and
//! openings read back to rescore.
//!
//! Every query finds its rounds by id or through the (match_id, seq) indexes, and their scores
//! by round id, so only the rows of one match are touched.

use rusqlite::{Connection, OptionalExtension, params};
use serde_json::Value;

use super::{json_column, to_json_text};
use crate::games::Outcome;
use crate::store::sqlite::clock::{self, UuidTable};
use crate::store::{LiveEntry, MatchInfo, OpenRound, Replacement, StoreError};

/// Round `seq` when it is live and only opened (no entry yet).
pub(super) fn open_round(
    conn: &Connection,
    match_id: i64,
    seq: u32,
) -> Result<Option<OpenRound>, StoreError> {
    let row = conn
        .prepare_cached(
            "SELECT id, opening FROM rounds
             WHERE match_id = ?1 AND seq = ?2 AND withdrawn = 0 AND entry IS NULL",
        )?
        .query_row(params![match_id, seq], |r| {
            Ok((r.get::<_, i64>(0)?, r.get::<_, Option<String>>(1)?))
        })
        .optional()?;
    row.map(|(id, opening)| {
        let opening = opening.ok_or_else(|| {
            StoreError::Damaged(format!(
                "round {seq} of match {match_id} has neither opening nor entry"
            ))
        })?;
        Ok(OpenRound {
            id,
            seq,
            opening: json_column(&opening, "round opening")?,
        })
    })
    .transpose()
}

/// Opens the next round of a match (10 op en neer: records the bids).
pub(in crate::store::sqlite) fn open_next_round(
    conn: &Connection,
    info: &MatchInfo,
    opening: &Value,
) -> Result<OpenRound, StoreError> {
    let seq = info.rounds + 1;
    conn.execute(
        "INSERT INTO rounds (uuid, match_id, seq, opening, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![
            clock::new_uuid(conn, UuidTable::Rounds)?,
            info.id,
            seq,
            opening.to_string(),
            clock::now()
        ],
    )?;
    Ok(OpenRound {
        id: conn.last_insert_rowid(),
        seq,
        opening: opening.clone(),
    })
}

/// Withdraws the open round (kept in the audit trail). Returns its position, if there was one.
pub(in crate::store::sqlite) fn withdraw_open_round(
    conn: &Connection,
    info: &MatchInfo,
) -> Result<Option<u32>, StoreError> {
    let Some(open) = &info.open_round else {
        return Ok(None);
    };
    conn.execute(
        "UPDATE rounds SET withdrawn = 1, withdrawn_at = ?2 WHERE id = ?1",
        params![open.id, clock::now()],
    )?;
    Ok(Some(open.seq))
}

/// What opened live round `seq` (bids), if the game has that step.
pub(in crate::store::sqlite) fn round_opening(
    conn: &Connection,
    match_id: i64,
    seq: u32,
) -> Result<Option<Value>, StoreError> {
    let opening: Option<Option<String>> = conn
        .query_row(
            "SELECT opening FROM rounds WHERE match_id = ?1 AND seq = ?2 AND withdrawn = 0",
            params![match_id, seq],
            |r| r.get(0),
        )
        .optional()?;
    opening
        .flatten()
        .map(|o| json_column(&o, "round opening"))
        .transpose()
}

/// The live round at position `seq` (1-based), if any.
pub(super) fn live_round_id(
    conn: &Connection,
    match_id: i64,
    seq: u32,
) -> Result<Option<i64>, StoreError> {
    Ok(conn
        .query_row(
            "SELECT id FROM rounds WHERE match_id = ?1 AND seq = ?2 AND withdrawn = 0",
            params![match_id, seq],
            |r| r.get(0),
        )
        .optional()?)
}

fn insert_scores(
    conn: &Connection,
    info: &MatchInfo,
    round_id: i64,
    outcome: &Outcome,
) -> Result<(), StoreError> {
    let mut stmt = conn.prepare_cached(
        "INSERT INTO round_scores (round_id, match_id, player_id, points, total, out, notes, counters)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
    )?;
    for (player, result) in info.players.iter().zip(&outcome.seats) {
        stmt.execute(params![
            round_id,
            info.id,
            player.player_id,
            result.points,
            result.total,
            result.out,
            to_json_text(&result.notes)?,
            to_json_text(&result.counters)?,
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
    let explanation = to_json_text(&outcome.explanation)?;
    let round_id = match &info.open_round {
        Some(open) => {
            conn.execute(
                "UPDATE rounds SET entry = ?2, explanation = ?3 WHERE id = ?1",
                params![open.id, entry.to_string(), explanation],
            )?;
            open.id
        }
        None => {
            conn.execute(
                "INSERT INTO rounds (uuid, match_id, seq, entry, explanation, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![clock::new_uuid(conn, UuidTable::Rounds)?, info.id, seq, entry.to_string(), explanation, clock::now()],
            )?;
            conn.last_insert_rowid()
        }
    };
    insert_scores(conn, info, round_id, outcome)?;
    conn.execute(
        "UPDATE matches SET rounds = ?2 WHERE id = ?1",
        params![info.id, seq],
    )?;
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
    } = *replacement;
    let old = live_round_id(conn, info.id, seq)?
        .ok_or_else(|| StoreError::Damaged(format!("match {} has no round {seq}", info.id)))?;
    let old_uuid: String =
        conn.query_row("SELECT uuid FROM rounds WHERE id = ?1", [old], |r| r.get(0))?;
    let at = clock::now();
    conn.execute(
        "UPDATE rounds SET withdrawn = 1, withdrawn_at = ?2 WHERE id = ?1",
        params![old, at],
    )?;
    conn.execute(
        "INSERT INTO rounds (uuid, match_id, seq, opening, entry, explanation, replaces, reason, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        params![
            clock::new_uuid(conn, UuidTable::Rounds)?,
            info.id,
            seq,
            opening.map(Value::to_string),
            entry.to_string(),
            to_json_text(&outcome.explanation)?,
            old_uuid,
            reason,
            at
        ],
    )?;
    insert_scores(conn, info, conn.last_insert_rowid(), outcome)
}

/// Writes new scores for live round `seq` after an earlier round changed (its entry stays).
pub(in crate::store::sqlite) fn rescore_round(
    conn: &Connection,
    info: &MatchInfo,
    seq: u32,
    outcome: &Outcome,
) -> Result<(), StoreError> {
    let round_id = live_round_id(conn, info.id, seq)?
        .ok_or_else(|| StoreError::Damaged(format!("match {} has no round {seq}", info.id)))?;
    conn.execute("DELETE FROM round_scores WHERE round_id = ?1", [round_id])?;
    conn.execute(
        "UPDATE rounds SET explanation = ?2 WHERE id = ?1",
        params![round_id, to_json_text(&outcome.explanation)?],
    )?;
    insert_scores(conn, info, round_id, outcome)
}

/// Withdraws the last live round (kept in the audit trail). Returns its position, if there was one.
pub(in crate::store::sqlite) fn withdraw_last_round(
    conn: &Connection,
    info: &MatchInfo,
) -> Result<Option<u32>, StoreError> {
    if info.rounds == 0 {
        return Ok(None);
    }
    let Some(round_id) = live_round_id(conn, info.id, info.rounds)? else {
        return Ok(None);
    };
    conn.execute(
        "UPDATE rounds SET withdrawn = 1, withdrawn_at = ?2 WHERE id = ?1",
        params![round_id, clock::now()],
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
                r.get::<_, Option<String>>(1)?,
                r.get::<_, String>(2)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    rows.into_iter()
        .map(|(seq, opening, entry)| {
            let opening = opening
                .map(|o| json_column(&o, "round opening"))
                .transpose()?;
            Ok(LiveEntry {
                seq,
                opening,
                entry: json_column(&entry, "round entry")?,
            })
        })
        .collect()
}
