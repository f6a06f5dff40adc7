//! The rounds of a match as they are read and written: opened (bids), recorded with their
//! scores, replaced by an edit, rescored, withdrawn (kept in the audit trail), and the live entries
//! and openings read back to rescore. What is written when is decided in `store/writing.rs`;
//! these are its rows ([`RoundRows`]). Every statement reads and writes the rows of one match
//! through the (match_id, seq, take) keys.

use serde_json::Value;

use super::{Db, Get, Rows, big};
use crate::store::columns::unpacked;
use crate::store::columns::unpacked_value;
use crate::store::figures::SeatRound;
use crate::store::writing::{At, NewResult, NewRound, NewScore, RoundRows};
use crate::store::{Ending, LiveEntry, StoreError};

/// The take the next round recorded at position `seq` gets: one more than the last one there.
fn next_take(db: &Db, match_id: i64, seq: u32) -> Result<u32, StoreError> {
    db.one(
        "SELECT coalesce(max(take), 0) + 1 FROM rounds WHERE match_id = $1 AND seq = $2",
        &[&match_id, &big(seq)],
    )?
    .u32_at(0)
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

impl RoundRows for Rows<'_> {
    fn next_id(&self, sql: &'static str) -> Result<i64, StoreError> {
        self.0.one(sql, &[])?.at(0)
    }

    fn next_take(&self, match_id: i64, seq: u32) -> Result<u32, StoreError> {
        next_take(self.0, match_id, seq)
    }

    fn live_take(&self, match_id: i64, seq: u32) -> Result<Option<u32>, StoreError> {
        live_take(self.0, match_id, seq)
    }

    fn take_of(&self, uuid: &[u8; 16], match_id: i64, seq: u32) -> Result<Option<u32>, StoreError> {
        self.0
            .row(
                "SELECT take FROM rounds WHERE uuid = $1 AND match_id = $2 AND seq = $3",
                &[&&uuid[..], &match_id, &big(seq)],
            )?
            .map(|r| r.u32_at(0))
            .transpose()
    }

    fn insert_round(&self, round: &NewRound<'_>) -> Result<(), StoreError> {
        self.0.run(
            "INSERT INTO rounds (match_id, seq, take, uuid, opening, entry, explanation,
                                 withdrawn, replaces, reason, created_at, withdrawn_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
            &[
                &round.match_id,
                &big(round.seq),
                &big(round.take),
                &&round.uuid[..],
                &round.opening,
                &round.entry,
                &round.explanation,
                &round.withdrawn,
                &round.replaces.map(big),
                &round.reason,
                &round.created_at,
                &round.withdrawn_at,
            ],
        )?;
        Ok(())
    }

    fn set_entry(&self, match_id: i64, (seq, take): At, entry: &[u8]) -> Result<(), StoreError> {
        self.0.run(
            "UPDATE rounds SET entry = $4 WHERE match_id = $1 AND seq = $2 AND take = $3",
            &[&match_id, &big(seq), &big(take), &entry],
        )?;
        Ok(())
    }

    fn withdraw(
        &self,
        match_id: i64,
        (seq, take): At,
        explanation: &str,
        at_time: &str,
    ) -> Result<(), StoreError> {
        self.0.run(
            "UPDATE rounds SET withdrawn = true, withdrawn_at = $4, explanation = $5
             WHERE match_id = $1 AND seq = $2 AND take = $3",
            &[&match_id, &big(seq), &big(take), &at_time, &explanation],
        )?;
        Ok(())
    }

    fn insert_score(
        &self,
        match_id: i64,
        (seq, take): At,
        score: &NewScore,
    ) -> Result<(), StoreError> {
        self.0.run(
            "INSERT INTO round_scores
                 (match_id, seq, take, player_id, points, total, out, notes, counters)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
            &[
                &match_id,
                &big(seq),
                &big(take),
                &score.player_id,
                &score.points,
                &score.total,
                &score.out,
                &score.notes,
                &score.counters,
            ],
        )?;
        Ok(())
    }

    fn delete_scores(&self, match_id: i64, (seq, take): At) -> Result<(), StoreError> {
        self.0.run(
            "DELETE FROM round_scores WHERE match_id = $1 AND seq = $2 AND take = $3",
            &[&match_id, &big(seq), &big(take)],
        )?;
        Ok(())
    }

    fn set_rounds(&self, match_id: i64, rounds: u32) -> Result<(), StoreError> {
        self.0.run(
            "UPDATE matches SET rounds = $2 WHERE id = $1",
            &[&match_id, &big(rounds)],
        )?;
        Ok(())
    }

    fn raise_rounds(&self, match_id: i64, rounds: u32) -> Result<(), StoreError> {
        self.0.run(
            "UPDATE matches SET rounds = greatest(rounds, $2) WHERE id = $1",
            &[&match_id, &big(rounds)],
        )?;
        Ok(())
    }

    fn count_down_rounds(&self, match_id: i64) -> Result<(), StoreError> {
        self.0.run(
            "UPDATE matches SET rounds = rounds - 1 WHERE id = $1",
            &[&match_id],
        )?;
        Ok(())
    }

    fn set_ended(&self, match_id: i64, ended: Option<(Ending, &str)>) -> Result<(), StoreError> {
        match ended {
            Some((ending, finished_at)) => self.0.run(
                "UPDATE matches SET status = $2, ended_by = $3, finished_at = $4 WHERE id = $1",
                &[
                    &match_id,
                    &ending.status().as_str(),
                    &ending.as_str(),
                    &finished_at,
                ],
            )?,
            None => self.0.run(
                "UPDATE matches SET status = 'in-progress', ended_by = NULL, finished_at = NULL
                 WHERE id = $1",
                &[&match_id],
            )?,
        };
        Ok(())
    }

    fn live_seat_rounds(&self, match_id: i64) -> Result<Vec<SeatRound>, StoreError> {
        self.0
            .rows(
                "SELECT s.player_id, s.seq, s.notes, s.counters
                 FROM round_scores s JOIN rounds r
                      ON r.match_id = s.match_id AND r.seq = s.seq AND r.take = s.take
                 WHERE s.match_id = $1 AND NOT r.withdrawn",
                &[&match_id],
            )?
            .iter()
            .map(|r| {
                Ok(SeatRound {
                    player_id: r.at(0)?,
                    seq: r.u32_at(1)?,
                    notes: r
                        .at::<Option<&[u8]>>(2)?
                        .map(|n| unpacked(n, "score notes"))
                        .transpose()?
                        .unwrap_or_default(),
                    counters: r
                        .at::<Option<&[u8]>>(3)?
                        .map(|c| unpacked(c, "score counters"))
                        .transpose()?
                        .unwrap_or_default(),
                })
            })
            .collect()
    }

    fn delete_results(&self, match_id: i64) -> Result<(), StoreError> {
        self.0
            .run("DELETE FROM results WHERE match_id = $1", &[&match_id])?;
        Ok(())
    }

    fn insert_result(&self, match_id: i64, result: &NewResult) -> Result<(), StoreError> {
        self.0.run(
            "INSERT INTO results (match_id, player_id, rank, score, won, season)
             VALUES ($1, $2, $3, $4, $5, $6)",
            &[
                &match_id,
                &result.player_id,
                &result.rank,
                &result.score,
                &result.won,
                &result.season,
            ],
        )?;
        Ok(())
    }

    fn delete_figures(&self, match_id: i64) -> Result<(), StoreError> {
        self.0.run(
            "DELETE FROM match_figures WHERE match_id = $1",
            &[&match_id],
        )?;
        Ok(())
    }

    fn insert_figure(
        &self,
        match_id: i64,
        player_id: i64,
        figure: &str,
        value: i64,
    ) -> Result<(), StoreError> {
        self.0.run(
            "INSERT INTO match_figures (match_id, player_id, figure, value) VALUES ($1, $2, $3, $4)",
            &[&match_id, &player_id, &figure, &value],
        )?;
        Ok(())
    }
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
