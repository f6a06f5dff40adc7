//! The rounds of a match as they are read and written: opened (bids), recorded with their
//! scores, replaced by an edit, rescored, withdrawn (kept in the audit trail), and the live entries
//! and openings read back to rescore. What is written when is decided in `store/writing.rs`;
//! these are its rows ([`RoundRows`]).
//!
//! Rounds are keyed by (match_id, seq, take) and their scores by (match_id, seq, take,
//! player_id): every query reads and writes the rows of one match, which lie together.

use rusqlite::{Connection, OptionalExtension, params};
use serde_json::Value;

use super::{Rows, unpacked, unpacked_value};
use crate::store::figures::SeatRound;
use crate::store::writing::{At, NewResult, NewRound, NewScore, RoundRows};
use crate::store::{Ending, LiveEntry, StoreError};

/// The take the next round recorded at position `seq` gets: one more than the last one there.
pub(super) fn next_take(conn: &Connection, match_id: i64, seq: u32) -> Result<u32, StoreError> {
    Ok(conn
        .prepare_cached(
            "SELECT coalesce(max(take), 0) + 1 FROM rounds WHERE match_id = ?1 AND seq = ?2",
        )?
        .query_row(params![match_id, seq], |r| r.get(0))?)
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

impl RoundRows for Rows<'_> {
    fn next_id(&self, sql: &'static str) -> Result<i64, StoreError> {
        Ok(self.0.query_row(sql, [], |row| row.get(0))?)
    }

    fn next_take(&self, match_id: i64, seq: u32) -> Result<u32, StoreError> {
        next_take(self.0, match_id, seq)
    }

    fn live_take(&self, match_id: i64, seq: u32) -> Result<Option<u32>, StoreError> {
        live_take(self.0, match_id, seq)
    }

    fn take_of(&self, uuid: &[u8; 16], match_id: i64, seq: u32) -> Result<Option<u32>, StoreError> {
        Ok(self
            .0
            .prepare_cached(
                "SELECT take FROM rounds WHERE uuid = ?1 AND match_id = ?2 AND seq = ?3",
            )?
            .query_row(params![uuid, match_id, seq], |r| r.get(0))
            .optional()?)
    }

    fn insert_round(&self, round: &NewRound<'_>) -> Result<(), StoreError> {
        self.0
            .prepare_cached(
                "INSERT INTO rounds (match_id, seq, take, uuid, opening, entry, explanation,
                                     withdrawn, replaces, reason, created_at, withdrawn_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
            )?
            .execute(params![
                round.match_id,
                round.seq,
                round.take,
                round.uuid,
                round.opening,
                round.entry,
                round.explanation,
                round.withdrawn,
                round.replaces,
                round.reason,
                round.created_at,
                round.withdrawn_at
            ])?;
        Ok(())
    }

    fn set_entry(&self, match_id: i64, (seq, take): At, entry: &[u8]) -> Result<(), StoreError> {
        self.0
            .prepare_cached(
                "UPDATE rounds SET entry = ?4 WHERE match_id = ?1 AND seq = ?2 AND take = ?3",
            )?
            .execute(params![match_id, seq, take, entry])?;
        Ok(())
    }

    fn withdraw(
        &self,
        match_id: i64,
        (seq, take): At,
        explanation: &str,
        at_time: &str,
    ) -> Result<(), StoreError> {
        self.0
            .prepare_cached(
                "UPDATE rounds SET withdrawn = 1, withdrawn_at = ?4, explanation = ?5
                 WHERE match_id = ?1 AND seq = ?2 AND take = ?3",
            )?
            .execute(params![match_id, seq, take, at_time, explanation])?;
        Ok(())
    }

    fn insert_score(
        &self,
        match_id: i64,
        (seq, take): At,
        score: &NewScore,
    ) -> Result<(), StoreError> {
        self.0
            .prepare_cached(
                "INSERT INTO round_scores (match_id, seq, take, player_id, points, total, out, notes, counters)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            )?
            .execute(params![
                match_id,
                seq,
                take,
                score.player_id,
                score.points,
                score.total,
                score.out,
                score.notes,
                score.counters,
            ])?;
        Ok(())
    }

    fn delete_scores(&self, match_id: i64, (seq, take): At) -> Result<(), StoreError> {
        self.0
            .prepare_cached(
                "DELETE FROM round_scores WHERE match_id = ?1 AND seq = ?2 AND take = ?3",
            )?
            .execute(params![match_id, seq, take])?;
        Ok(())
    }

    fn set_rounds(&self, match_id: i64, rounds: u32) -> Result<(), StoreError> {
        self.0
            .prepare_cached("UPDATE matches SET rounds = ?2 WHERE id = ?1")?
            .execute(params![match_id, rounds])?;
        Ok(())
    }

    fn raise_rounds(&self, match_id: i64, rounds: u32) -> Result<(), StoreError> {
        self.0
            .prepare_cached("UPDATE matches SET rounds = max(rounds, ?2) WHERE id = ?1")?
            .execute(params![match_id, rounds])?;
        Ok(())
    }

    fn count_down_rounds(&self, match_id: i64) -> Result<(), StoreError> {
        self.0
            .prepare_cached("UPDATE matches SET rounds = rounds - 1 WHERE id = ?1")?
            .execute([match_id])?;
        Ok(())
    }

    fn set_ended(&self, match_id: i64, ended: Option<(Ending, &str)>) -> Result<(), StoreError> {
        match ended {
            Some((ending, finished_at)) => self.0.execute(
                "UPDATE matches SET status = ?2, ended_by = ?3, finished_at = ?4 WHERE id = ?1",
                params![match_id, ending.status().as_str(), ending.as_str(), finished_at],
            )?,
            None => self.0.execute(
                "UPDATE matches SET status = 'in-progress', ended_by = NULL, finished_at = NULL WHERE id = ?1",
                [match_id],
            )?,
        };
        Ok(())
    }

    fn live_seat_rounds(&self, match_id: i64) -> Result<Vec<SeatRound>, StoreError> {
        live_seat_rounds(self.0, match_id)
    }

    fn delete_results(&self, match_id: i64) -> Result<(), StoreError> {
        self.0
            .execute("DELETE FROM results WHERE match_id = ?1", [match_id])?;
        Ok(())
    }

    fn insert_result(&self, match_id: i64, result: &NewResult) -> Result<(), StoreError> {
        self.0
            .prepare_cached(
                "INSERT INTO results (match_id, player_id, rank, score, won, season)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?
            .execute(params![
                match_id,
                result.player_id,
                result.rank,
                result.score,
                result.won,
                result.season
            ])?;
        Ok(())
    }

    fn delete_figures(&self, match_id: i64) -> Result<(), StoreError> {
        self.0
            .execute("DELETE FROM match_figures WHERE match_id = ?1", [match_id])?;
        Ok(())
    }

    fn insert_figure(
        &self,
        match_id: i64,
        player_id: i64,
        figure: &str,
        value: i64,
    ) -> Result<(), StoreError> {
        self.0
            .prepare_cached(
                "INSERT INTO match_figures (match_id, player_id, figure, value) VALUES (?1, ?2, ?3, ?4)",
            )?
            .execute(params![match_id, player_id, figure, value])?;
        Ok(())
    }
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

/// Each seat's part in every live round of a match: what its figures and season sums are counted
/// from. Reads only this match's rows.
pub(in crate::store::sqlite) fn live_seat_rounds(
    conn: &Connection,
    match_id: i64,
) -> Result<Vec<SeatRound>, StoreError> {
    let rows = conn
        .prepare_cached(
            "SELECT s.player_id, s.seq, s.notes, s.counters
             FROM round_scores s JOIN rounds r
                  ON r.match_id = s.match_id AND r.seq = s.seq AND r.take = s.take
             WHERE s.match_id = ?1 AND r.withdrawn = 0",
        )?
        .query_map([match_id], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, u32>(1)?,
                r.get::<_, Option<Vec<u8>>>(2)?,
                r.get::<_, Option<Vec<u8>>>(3)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
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
