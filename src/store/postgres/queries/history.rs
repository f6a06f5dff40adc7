//! Reading a match back from its scores: the standing after a given round, and every round with
//! its scores in seat order (`store/from_rows.rs` puts them together).

use postgres::Row;

use super::rounds::live_take;
use super::{Db, Get, big};
use crate::games::Standing;
use crate::store::from_rows::{
    RawRound, RawScore, no_round, rounds_with_scores, standing_from, standing_start,
};
use crate::store::{MatchInfo, RoundRecord, RoundsWanted, ScoreRecord, StoreError};

pub(in crate::store::postgres) fn standing_with_scores(
    db: &Db,
    info: &MatchInfo,
    rounds: u32,
) -> Result<(Standing, Vec<ScoreRecord>), StoreError> {
    if rounds == 0 {
        return Ok((standing_start(info, rounds), Vec::new()));
    }
    let take = live_take(db, info.id, rounds)?.ok_or_else(|| no_round(info, rounds))?;
    let rows = db
        .rows(
            "SELECT player_id, points, total, out, notes, counters FROM round_scores
             WHERE match_id = $1 AND seq = $2 AND take = $3",
            &[&info.id, &big(rounds), &big(take)],
        )?
        .iter()
        .map(|r| Ok((r.at(0)?, score_from(r, 1)?)))
        .collect::<Result<Vec<_>, StoreError>>()?;
    standing_from(info, rounds, rows)
}

/// The score columns from column `first` on: points, total, out, notes, counters.
fn score_from(r: &Row, first: usize) -> Result<RawScore, StoreError> {
    Ok(RawScore {
        points: r.at(first)?,
        total: r.at(first + 1)?,
        out: r.at(first + 2)?,
        notes: r.at(first + 3)?,
        counters: r.at(first + 4)?,
    })
}

pub(in crate::store::postgres) fn rounds_of(
    db: &Db,
    info: &MatchInfo,
    wanted: RoundsWanted,
) -> Result<Vec<RoundRecord>, StoreError> {
    let rounds = db
        .rows(
            "SELECT seq, take, uuid, opening, entry, CASE WHEN $3 THEN explanation END, withdrawn,
                    reason, created_at,
                    (SELECT o.uuid FROM rounds o
                     WHERE o.match_id = r.match_id AND o.seq = r.seq AND o.take = r.replaces),
                    withdrawn_at
             FROM rounds r WHERE match_id = $1 AND ($2 OR NOT withdrawn) ORDER BY seq, take",
            &[&info.id, &wanted.withdrawn, &wanted.explanations],
        )?
        .iter()
        .map(|r| {
            RawRound {
                seq: r.u32_at(0)?,
                take: r.u32_at(1)?,
                uuid: r.at(2)?,
                opening: r.at(3)?,
                entry: r.at(4)?,
                explanation: r.at(5)?,
                withdrawn: r.at(6)?,
                reason: r.at(7)?,
                created_at: r.at(8)?,
                replaces: r.at(9)?,
                withdrawn_at: r.at(10)?,
            }
            .read()
        })
        .collect::<Result<Vec<_>, StoreError>>()?;
    // Rounds and scores come in the same key order: each round takes the scores that follow.
    let scores = db.rows(
        "SELECT seq, take, player_id, points, total, out, notes, CASE WHEN $2 THEN counters END
         FROM round_scores WHERE match_id = $1 ORDER BY seq, take",
        &[&info.id, &wanted.explanations],
    )?;
    rounds_with_scores(
        info,
        rounds,
        scores
            .iter()
            .map(|r| Ok((r.u32_at(0)?, r.u32_at(1)?, r.at(2)?, score_from(r, 3)?))),
    )
}
