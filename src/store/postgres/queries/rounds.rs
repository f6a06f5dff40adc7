//! The rounds of a match as they are written: opened (bids), recorded with their scores,
//! replaced by an edit, rescored, withdrawn (kept in the audit trail), and the live entries and
//! openings read back to rescore. Every statement reads and writes the rows of one match through
//! the (match_id, seq, take) keys.

use serde_json::Value;

use super::{Db, Get, big, new_uuid};
use crate::games::Outcome;
use crate::packed::pack;
use crate::store::assemble::no_round;
use crate::store::clock::{self, UuidTable};
use crate::store::columns::{packed_unless_empty, to_json_text, unpacked_value};
use crate::store::{LiveEntry, MatchInfo, OpenRound, Replacement, ScoreRecord, StoreError};

/// Round `seq` when it is live and only opened (no entry yet).
pub(super) fn open_round(
    db: &Db,
    match_id: i64,
    seq: u32,
) -> Result<Option<OpenRound>, StoreError> {
    let Some(row) = db.row(
        "SELECT take, opening FROM rounds
         WHERE match_id = $1 AND seq = $2 AND NOT withdrawn AND entry IS NULL",
        &[&match_id, &big(seq)],
    )?
    else {
        return Ok(None);
    };
    let opening: Option<&[u8]> = row.at(1)?;
    let opening = opening.ok_or_else(|| {
        StoreError::Damaged(format!(
            "round {seq} of match {match_id} has neither opening nor entry"
        ))
    })?;
    Ok(Some(OpenRound {
        take: row.u32_at(0)?,
        seq,
        opening: unpacked_value(opening, "round opening")?,
    }))
}

/// The take the next round recorded at position `seq` gets: one more than the last one there.
pub(super) fn next_take(db: &Db, match_id: i64, seq: u32) -> Result<u32, StoreError> {
    db.one(
        "SELECT coalesce(max(take), 0) + 1 FROM rounds WHERE match_id = $1 AND seq = $2",
        &[&match_id, &big(seq)],
    )?
    .u32_at(0)
}

pub(in crate::store::postgres) fn open_next_round(
    db: &Db,
    info: &MatchInfo,
    opening: &Value,
) -> Result<OpenRound, StoreError> {
    let seq = info.rounds + 1;
    let take = next_take(db, info.id, seq)?;
    let uuid = new_uuid(db, UuidTable::Rounds)?;
    db.run(
        "INSERT INTO rounds (match_id, seq, take, uuid, opening, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)",
        &[
            &info.id,
            &big(seq),
            &big(take),
            &&uuid[..],
            &pack(opening),
            &clock::now(),
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
    db: &Db,
    match_id: i64,
    (seq, take): (u32, u32),
    explanation: &[String],
    at: &str,
) -> Result<(), StoreError> {
    db.run(
        "UPDATE rounds SET withdrawn = true, withdrawn_at = $4, explanation = $5
         WHERE match_id = $1 AND seq = $2 AND take = $3",
        &[
            &match_id,
            &big(seq),
            &big(take),
            &at,
            &to_json_text(&explanation)?,
        ],
    )?;
    Ok(())
}

pub(in crate::store::postgres) fn withdraw_open_round(
    db: &Db,
    info: &MatchInfo,
) -> Result<Option<u32>, StoreError> {
    let Some(open) = &info.open_round else {
        return Ok(None);
    };
    withdraw(db, info.id, (open.seq, open.take), &[], &clock::now())?;
    Ok(Some(open.seq))
}

pub(in crate::store::postgres) fn round_opening(
    db: &Db,
    match_id: i64,
    seq: u32,
) -> Result<Option<Value>, StoreError> {
    let Some(row) = db.row(
        "SELECT opening FROM rounds WHERE match_id = $1 AND seq = $2 AND NOT withdrawn",
        &[&match_id, &big(seq)],
    )?
    else {
        return Ok(None);
    };
    row.at::<Option<&[u8]>>(0)?
        .map(|o| unpacked_value(o, "round opening"))
        .transpose()
}

/// The take of the live round at position `seq` (1-based), if any.
pub(super) fn live_take(db: &Db, match_id: i64, seq: u32) -> Result<Option<u32>, StoreError> {
    db.row(
        "SELECT take FROM rounds WHERE match_id = $1 AND seq = $2 AND NOT withdrawn",
        &[&match_id, &big(seq)],
    )?
    .map(|r| r.u32_at(0))
    .transpose()
}

fn live_take_or_damaged(db: &Db, info: &MatchInfo, seq: u32) -> Result<u32, StoreError> {
    live_take(db, info.id, seq)?.ok_or_else(|| no_round(info, seq))
}

fn insert_scores(
    db: &Db,
    info: &MatchInfo,
    at: (u32, u32),
    outcome: &Outcome,
) -> Result<(), StoreError> {
    let scores: Vec<ScoreRecord> = outcome.seats.iter().map(ScoreRecord::from).collect();
    insert_score_records(db, info, at, &scores)
}

/// Writes the scores of round `seq`/`take`, one per seat in seating order.
pub(super) fn insert_score_records(
    db: &Db,
    info: &MatchInfo,
    (seq, take): (u32, u32),
    scores: &[ScoreRecord],
) -> Result<(), StoreError> {
    for (player, result) in info.players.iter().zip(scores) {
        db.run(
            "INSERT INTO round_scores
                 (match_id, seq, take, player_id, points, total, out, notes, counters)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
            &[
                &info.id,
                &big(seq),
                &big(take),
                &player.player_id,
                &result.points,
                &result.total,
                &result.out,
                &packed_unless_empty(&result.notes)?,
                &packed_unless_empty(&result.counters)?,
            ],
        )?;
    }
    Ok(())
}

/// Gives the opened round `seq`/`take` its entry.
pub(super) fn set_entry(
    db: &Db,
    match_id: i64,
    (seq, take): (u32, u32),
    entry: &Value,
) -> Result<(), StoreError> {
    db.run(
        "UPDATE rounds SET entry = $4 WHERE match_id = $1 AND seq = $2 AND take = $3",
        &[&match_id, &big(seq), &big(take), &pack(entry)],
    )?;
    Ok(())
}

pub(in crate::store::postgres) fn record_round(
    db: &Db,
    info: &MatchInfo,
    entry: &Value,
    outcome: &Outcome,
) -> Result<u32, StoreError> {
    let seq = info.rounds + 1;
    let take = match &info.open_round {
        Some(open) => {
            set_entry(db, info.id, (open.seq, open.take), entry)?;
            open.take
        }
        None => {
            let take = next_take(db, info.id, seq)?;
            let uuid = new_uuid(db, UuidTable::Rounds)?;
            db.run(
                "INSERT INTO rounds (match_id, seq, take, uuid, entry, created_at)
                 VALUES ($1, $2, $3, $4, $5, $6)",
                &[
                    &info.id,
                    &big(seq),
                    &big(take),
                    &&uuid[..],
                    &pack(entry),
                    &clock::now(),
                ],
            )?;
            take
        }
    };
    insert_scores(db, info, (seq, take), outcome)?;
    db.run(
        "UPDATE matches SET rounds = $2 WHERE id = $1",
        &[&info.id, &big(seq)],
    )?;
    Ok(seq)
}

pub(in crate::store::postgres) fn replace_round(
    db: &Db,
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
    let old = live_take_or_damaged(db, info, seq)?;
    let at = clock::now();
    withdraw(db, info.id, (seq, old), replaced_explanation, &at)?;
    let take = next_take(db, info.id, seq)?;
    let uuid = new_uuid(db, UuidTable::Rounds)?;
    db.run(
        "INSERT INTO rounds (match_id, seq, take, uuid, opening, entry, replaces, reason, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        &[
            &info.id,
            &big(seq),
            &big(take),
            &&uuid[..],
            &opening.map(pack),
            &pack(entry),
            &big(old),
            &reason,
            &at,
        ],
    )?;
    insert_scores(db, info, (seq, take), outcome)
}

pub(in crate::store::postgres) fn rescore_round(
    db: &Db,
    info: &MatchInfo,
    seq: u32,
    outcome: &Outcome,
) -> Result<(), StoreError> {
    let take = live_take_or_damaged(db, info, seq)?;
    db.run(
        "DELETE FROM round_scores WHERE match_id = $1 AND seq = $2 AND take = $3",
        &[&info.id, &big(seq), &big(take)],
    )?;
    insert_scores(db, info, (seq, take), outcome)
}

pub(in crate::store::postgres) fn withdraw_last_round(
    db: &Db,
    info: &MatchInfo,
    explanation: &[String],
) -> Result<Option<u32>, StoreError> {
    if info.rounds == 0 {
        return Ok(None);
    }
    let Some(take) = live_take(db, info.id, info.rounds)? else {
        return Ok(None);
    };
    withdraw(db, info.id, (info.rounds, take), explanation, &clock::now())?;
    db.run(
        "UPDATE matches SET rounds = rounds - 1 WHERE id = $1",
        &[&info.id],
    )?;
    Ok(Some(info.rounds))
}

pub(in crate::store::postgres) fn entries_from(
    db: &Db,
    match_id: i64,
    from: u32,
) -> Result<Vec<LiveEntry>, StoreError> {
    db.rows(
        "SELECT seq, opening, entry FROM rounds
         WHERE match_id = $1 AND seq >= $2 AND NOT withdrawn AND entry IS NOT NULL ORDER BY seq",
        &[&match_id, &big(from)],
    )?
    .iter()
    .map(|r| {
        Ok(LiveEntry {
            seq: r.u32_at(0)?,
            opening: r
                .at::<Option<&[u8]>>(1)?
                .map(|o| unpacked_value(o, "round opening"))
                .transpose()?,
            entry: unpacked_value(r.at(2)?, "round entry")?,
        })
    })
    .collect()
}
