//! The rounds of a match as they are read and written: opened (bids), recorded with their
//! scores, replaced by an edit, rescored, withdrawn (kept in the audit trail), and the live
//! entries and openings read back to rescore. What is written when is decided in
//! `store/writing.rs`. Every statement reads and writes the rows of one match through the
//! (match_id, seq, take) keys, and their scores through (match_id, seq, take, player_id).

use serde_json::Value;

use crate::store::columns::{unpacked, unpacked_value};
use crate::store::figures::SeatRound;
use crate::store::sql::{Connection, Get, Query, params, sql};
use crate::store::writing::{At, NewResult, NewRound, NewScore};
use crate::store::{Ending, LiveEntry, OpenRound, StoreError};

/// Round `seq` when it is live and only opened (no entry yet).
pub(super) fn open_round(
    db: &dyn Connection,
    match_id: i64,
    seq: u32,
) -> Result<Option<OpenRound>, StoreError> {
    let row = db.opt_row(
        sql!(
            "SELECT take, opening FROM rounds WHERE match_id = ?1 AND seq = ?2 AND ",
            LIVE,
            " AND entry IS NULL"
        ),
        params![match_id, seq],
        |r| Ok((r.get::<u32>(0)?, r.opt::<Vec<u8>>(1)?)),
    )?;
    row.map(|(take, opening)| opened_round(match_id, (seq, take), opening))
        .transpose()
}

/// An open round from its take and opening as read (an open round without an opening is
/// damaged).
pub(super) fn opened_round(
    match_id: i64,
    (seq, take): At,
    opening: Option<Vec<u8>>,
) -> Result<OpenRound, StoreError> {
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
}

/// The take the next round recorded at position `seq` gets: one more than the last one there
/// (1 for the first).
pub(in crate::store) fn next_take(
    db: &dyn Connection,
    match_id: i64,
    seq: u32,
) -> Result<u32, StoreError> {
    db.value(
        "SELECT coalesce(max(take), 0) + 1 FROM rounds WHERE match_id = ?1 AND seq = ?2",
        params![match_id, seq],
    )
}

/// What opened live round `seq` (bids), if the game has that step.
pub(in crate::store) fn round_opening(
    db: &dyn Connection,
    match_id: i64,
    seq: u32,
) -> Result<Option<Value>, StoreError> {
    let opening: Option<Option<Vec<u8>>> = db.opt_row(
        sql!(
            "SELECT opening FROM rounds WHERE match_id = ?1 AND seq = ?2 AND ",
            LIVE
        ),
        params![match_id, seq],
        |r| r.opt(0),
    )?;
    opening
        .flatten()
        .map(|o| unpacked_value(&o, "round opening"))
        .transpose()
}

/// The take of the live round at position `seq` (1-based), if any.
pub(in crate::store) fn live_take(
    db: &dyn Connection,
    match_id: i64,
    seq: u32,
) -> Result<Option<u32>, StoreError> {
    db.opt_value(
        sql!(
            "SELECT take FROM rounds WHERE match_id = ?1 AND seq = ?2 AND ",
            LIVE
        ),
        params![match_id, seq],
    )
}

/// The take of the round with this UUID at position `seq` of the match, if it is there.
pub(in crate::store) fn take_of(
    db: &dyn Connection,
    uuid: &[u8; 16],
    match_id: i64,
    seq: u32,
) -> Result<Option<u32>, StoreError> {
    db.opt_value(
        "SELECT take FROM rounds WHERE uuid = ?1 AND match_id = ?2 AND seq = ?3",
        params![uuid, match_id, seq],
    )
}

pub(in crate::store) fn insert_round(
    db: &dyn Connection,
    round: &NewRound<'_>,
) -> Result<(), StoreError> {
    db.execute(
        "INSERT INTO rounds (match_id, seq, take, uuid, opening, entry, explanation,
                             withdrawn, replaces, reason, created_at, withdrawn_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
        params![
            round.match_id,
            round.seq,
            round.take,
            &round.uuid,
            round.opening.as_ref(),
            round.entry.as_ref(),
            round.explanation.as_ref(),
            round.withdrawn,
            round.replaces,
            round.reason,
            round.created_at,
            round.withdrawn_at
        ],
    )?;
    Ok(())
}

/// Writes a round at the next take of its position (one more than the last there, 1 for the
/// first), found by the insert itself rather than read first (`round.take` is not used): on
/// the server, a read is a round trip.
pub(in crate::store) fn insert_round_at_next_take(
    db: &dyn Connection,
    round: &NewRound<'_>,
) -> Result<(), StoreError> {
    db.execute(
        "INSERT INTO rounds (match_id, seq, take, uuid, opening, entry, explanation,
                             withdrawn, replaces, reason, created_at, withdrawn_at)
         VALUES (?1, ?2, (SELECT coalesce(max(take), 0) + 1 FROM rounds
                          WHERE match_id = ?1 AND seq = ?2),
                 ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
        params![
            round.match_id,
            round.seq,
            &round.uuid,
            round.opening.as_ref(),
            round.entry.as_ref(),
            round.explanation.as_ref(),
            round.withdrawn,
            round.replaces,
            round.reason,
            round.created_at,
            round.withdrawn_at
        ],
    )?;
    Ok(())
}

/// The server: withdraws the live round at `round.seq` (at `round.created_at`, with its
/// `explanation`) and writes `round` in its place at the next take, replacing it, in one
/// statement (`round.take` and `round.replaces` are not used). PostgreSQL only: SQLite has no
/// writes in WITH.
pub(in crate::store) fn replace_live(
    db: &dyn Connection,
    round: &NewRound<'_>,
    explanation: &str,
) -> Result<(), StoreError> {
    db.execute(
        "WITH old AS (
             UPDATE rounds SET withdrawn = TRUE, withdrawn_at = ?8, explanation = ?9
             WHERE match_id = ?1 AND seq = ?2 AND NOT withdrawn RETURNING take)
         INSERT INTO rounds (match_id, seq, take, uuid, opening, entry, explanation,
                             withdrawn, replaces, reason, created_at, withdrawn_at)
         SELECT ?1, ?2, (SELECT coalesce(max(take), 0) + 1 FROM rounds
                         WHERE match_id = ?1 AND seq = ?2),
                ?3, ?4, ?5, NULL, FALSE, old.take, ?6, ?7, NULL FROM old",
        params![
            round.match_id,
            round.seq,
            &round.uuid,
            round.opening.as_ref(),
            round.entry.as_ref(),
            round.reason,
            round.created_at,
            round.created_at,
            explanation
        ],
    )?;
    Ok(())
}

/// Gives an opened round its entry (packed).
pub(in crate::store) fn set_entry(
    db: &dyn Connection,
    match_id: i64,
    (seq, take): At,
    entry: &[u8],
) -> Result<(), StoreError> {
    db.execute(
        "UPDATE rounds SET entry = ?4 WHERE match_id = ?1 AND seq = ?2 AND take = ?3",
        params![match_id, seq, take, entry],
    )?;
    Ok(())
}

/// Sets what opened a round that waits for its entry.
pub(in crate::store) fn set_opening(
    db: &dyn Connection,
    match_id: i64,
    (seq, take): At,
    opening: &[u8],
) -> Result<(), StoreError> {
    db.execute(
        "UPDATE rounds SET opening = ?4
         WHERE match_id = ?1 AND seq = ?2 AND take = ?3 AND entry IS NULL",
        params![match_id, seq, take, opening],
    )?;
    Ok(())
}

/// Marks a round withdrawn at `at_time` with the explanation (JSON) it had.
pub(in crate::store) fn withdraw(
    db: &dyn Connection,
    match_id: i64,
    (seq, take): At,
    explanation: &str,
    at_time: &str,
) -> Result<(), StoreError> {
    // TRUE is 1 to SQLite (a flag of 0/1) and the BOOLEAN true to PostgreSQL.
    db.execute(
        "UPDATE rounds SET withdrawn = TRUE, withdrawn_at = ?4, explanation = ?5
         WHERE match_id = ?1 AND seq = ?2 AND take = ?3",
        params![match_id, seq, take, at_time, explanation],
    )?;
    Ok(())
}

/// Marks the live round at `seq` withdrawn at `at_time` with the explanation (JSON) it had,
/// whichever take it is.
pub(in crate::store) fn withdraw_live(
    db: &dyn Connection,
    match_id: i64,
    seq: u32,
    explanation: &str,
    at_time: &str,
) -> Result<(), StoreError> {
    db.execute(
        sql!(
            "UPDATE rounds SET withdrawn = TRUE, withdrawn_at = ?3, explanation = ?4
         WHERE match_id = ?1 AND seq = ?2 AND ",
            LIVE
        ),
        params![match_id, seq, at_time, explanation],
    )?;
    Ok(())
}

/// Writes a score of the round at `seq` and `take`, or (`None`) of the round written last at
/// `seq`, found by the insert (on the server, where reading its take first is a round trip).
pub(in crate::store) fn insert_score(
    db: &dyn Connection,
    match_id: i64,
    (seq, take): (u32, Option<u32>),
    score: &NewScore,
) -> Result<(), StoreError> {
    let sql = match take {
        Some(_) => {
            "INSERT INTO round_scores
             (match_id, seq, take, player_id, points, total, out, notes, counters)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)"
        }
        None => {
            "INSERT INTO round_scores
             (match_id, seq, take, player_id, points, total, out, notes, counters)
         VALUES (?1, ?2, (SELECT max(take) FROM rounds WHERE match_id = ?1 AND seq = ?2),
                 ?4, ?5, ?6, ?7, ?8, ?9)"
        }
    };
    db.execute(
        sql,
        params![
            match_id,
            seq,
            take,
            score.player_id,
            score.points,
            score.total,
            score.out,
            score.notes.as_ref(),
            score.counters.as_ref(),
        ],
    )?;
    Ok(())
}

pub(in crate::store) fn delete_scores(
    db: &dyn Connection,
    match_id: i64,
    (seq, take): At,
) -> Result<(), StoreError> {
    db.execute(
        "DELETE FROM round_scores WHERE match_id = ?1 AND seq = ?2 AND take = ?3",
        params![match_id, seq, take],
    )?;
    Ok(())
}

/// Sets the match's count of live scored rounds.
pub(in crate::store) fn set_rounds(
    db: &dyn Connection,
    match_id: i64,
    rounds: u32,
) -> Result<(), StoreError> {
    db.execute(
        "UPDATE matches SET rounds = ?2 WHERE id = ?1",
        params![match_id, rounds],
    )?;
    Ok(())
}

/// Raises the match's count of live scored rounds to `rounds`, if it is lower.
pub(in crate::store) fn raise_rounds(
    db: &dyn Connection,
    match_id: i64,
    rounds: u32,
) -> Result<(), StoreError> {
    db.execute(
        sql!(
            "UPDATE matches SET rounds = ",
            GREATEST,
            "(rounds, ?2) WHERE id = ?1"
        ),
        params![match_id, rounds],
    )?;
    Ok(())
}

/// Takes one from the match's count of live scored rounds.
pub(in crate::store) fn count_down_rounds(
    db: &dyn Connection,
    match_id: i64,
) -> Result<(), StoreError> {
    db.execute(
        "UPDATE matches SET rounds = rounds - 1 WHERE id = ?1",
        params![match_id],
    )?;
    Ok(())
}

/// Sets how the match stands: ended (status, how, when) or in progress (`None`). When it ended
/// is kept while it is in progress again (`kept_finished_at`).
pub(in crate::store) fn set_ended(
    db: &dyn Connection,
    match_id: i64,
    ended: Option<(Ending, &str)>,
) -> Result<(), StoreError> {
    match ended {
        Some((ending, finished_at)) => db.execute(
            "UPDATE matches SET status = ?2, ended_by = ?3, finished_at = ?4, kept_finished_at = ?4
             WHERE id = ?1",
            params![
                match_id,
                ending.status().as_str(),
                ending.as_str(),
                finished_at
            ],
        )?,
        None => db.execute(
            "UPDATE matches SET status = 'in-progress', ended_by = NULL, finished_at = NULL
             WHERE id = ?1",
            params![match_id],
        )?,
    };
    Ok(())
}

pub(in crate::store) fn delete_results(
    db: &dyn Connection,
    match_id: i64,
) -> Result<(), StoreError> {
    db.execute("DELETE FROM results WHERE match_id = ?1", params![match_id])?;
    Ok(())
}

pub(in crate::store) fn insert_result(
    db: &dyn Connection,
    match_id: i64,
    result: &NewResult,
) -> Result<(), StoreError> {
    db.execute(
        "INSERT INTO results (match_id, player_id, rank, score, won, season)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![
            match_id,
            result.player_id,
            result.rank,
            result.score,
            result.won,
            result.season.as_ref()
        ],
    )?;
    Ok(())
}

pub(in crate::store) fn delete_figures(
    db: &dyn Connection,
    match_id: i64,
) -> Result<(), StoreError> {
    db.execute(
        "DELETE FROM match_figures WHERE match_id = ?1",
        params![match_id],
    )?;
    Ok(())
}

pub(in crate::store) fn insert_figure(
    db: &dyn Connection,
    match_id: i64,
    player_id: i64,
    figure: &str,
    value: i64,
) -> Result<(), StoreError> {
    db.execute(
        "INSERT INTO match_figures (match_id, player_id, figure, value) VALUES (?1, ?2, ?3, ?4)",
        params![match_id, player_id, figure, value],
    )?;
    Ok(())
}

/// The live rounds `from..` of a match with their entries, in order (for rescoring after an edit).
pub(in crate::store) fn entries_from(
    db: &dyn Connection,
    match_id: i64,
    from: u32,
) -> Result<Vec<LiveEntry>, StoreError> {
    let rows = db.rows(
        sql!(
            "SELECT seq, opening, entry FROM rounds
         WHERE match_id = ?1 AND seq >= ?2 AND ",
            LIVE,
            " AND entry IS NOT NULL ORDER BY seq"
        ),
        params![match_id, from],
        |r| Ok((r.get::<u32>(0)?, r.opt::<Vec<u8>>(1)?, r.get::<Vec<u8>>(2)?)),
    )?;
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

/// How many positions the match's rounds had reached at `at` (when it ended, kept through a
/// reopen).
pub(in crate::store) fn positions_at(
    db: &dyn Connection,
    match_id: i64,
    at: &str,
) -> Result<u32, StoreError> {
    Ok(db
        .opt_row(
            "SELECT coalesce(max(seq), 0) FROM rounds WHERE match_id = ?1 AND created_at <= ?2",
            params![match_id, at],
            |r| r.get::<u32>(0),
        )?
        .unwrap_or(0))
}

/// Each seat's part in every live round of a match: what its figures and season sums are counted
/// from. Reads only this match's rows.
pub(in crate::store) fn live_seat_rounds(
    db: &dyn Connection,
    match_id: i64,
) -> Result<Vec<SeatRound>, StoreError> {
    let rows = db.rows(
        sql!(
            "SELECT s.player_id, s.seq, s.notes, s.counters
             FROM round_scores s JOIN rounds r
                  ON r.match_id = s.match_id AND r.seq = s.seq AND r.take = s.take
             WHERE s.match_id = ?1 AND ",
            LIVE_R
        ),
        params![match_id],
        |r| {
            Ok((
                r.get::<i64>(0)?,
                r.get::<u32>(1)?,
                r.opt::<Vec<u8>>(2)?,
                r.opt::<Vec<u8>>(3)?,
            ))
        },
    )?;
    rows.into_iter()
        .map(|(player_id, seq, notes, counters)| {
            Ok(SeatRound {
                player_id,
                seq,
                notes: notes
                    .map(|n| unpacked(&n, "score notes"))
                    .transpose()?
                    .unwrap_or_default(),
                counters: counters
                    .map(|c| unpacked(&c, "score counters"))
                    .transpose()?
                    .unwrap_or_default(),
            })
        })
        .collect()
}
