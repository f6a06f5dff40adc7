//! Reading a match back from its scores: the standing after a given round (what the table
//! shows), and every round with its scores in seat order (what `show` lists).
//!
//! Both read the rows of one match only, which lie together under its id, and put each score in
//! the seat of its player (`store/from_rows.rs` puts them together).

use super::rounds::live_take;
use crate::games::Standing;
use crate::store::columns::{uuid_of, uuid_text};
use crate::store::from_rows::{
    RawRound, ScoredRounds, no_round, score_record, standing_from, standing_start,
};
use crate::store::sql::{Connection, Dialect, Get, Query, Row, params, sql};
use crate::store::{MatchInfo, RoundRecord, RoundsWanted, ScoreRecord, StoreError};

/// The standing after `rounds` scored rounds, with the scores of that round (empty at the start).
pub(in crate::store) fn standing_with_scores(
    db: &dyn Connection,
    info: &MatchInfo,
    rounds: u32,
) -> Result<(Standing, Vec<ScoreRecord>), StoreError> {
    if rounds == 0 {
        return Ok((standing_start(info, rounds), Vec::new()));
    }
    // The server read them with the match's header, and nothing was written since.
    if let Some(rows) = db.kept_scores(info.id, rounds) {
        return standing_from(info, rounds, rows);
    }
    let read = |r: &dyn Row| Ok((r.get::<i64>(0)?, score_from(r, 1)?));
    let rows = match db.dialect() {
        // SQLite: the live take through the rounds' key, then its scores through theirs.
        Dialect::Sqlite => {
            let take = live_take(db, info.id, rounds)?.ok_or_else(|| no_round(info, rounds))?;
            db.rows(
                "SELECT player_id, points, total, out, notes, counters FROM round_scores
                 WHERE match_id = ?1 AND seq = ?2 AND take = ?3",
                params![info.id, rounds, take],
                read,
            )?
        }
        // The server: both in one statement, as each statement there is a round trip.
        Dialect::Postgres => {
            let rows = db.rows(
                sql!(
                    "SELECT s.player_id, s.points, s.total, s.out, s.notes, s.counters
                     FROM rounds r JOIN round_scores s
                       ON s.match_id = r.match_id AND s.seq = r.seq AND s.take = r.take
                     WHERE r.match_id = ?1 AND r.seq = ?2 AND ",
                    LIVE_R
                ),
                params![info.id, rounds],
                read,
            )?;
            if rows.is_empty() {
                return Err(no_round(info, rounds));
            }
            rows
        }
    };
    standing_from(info, rounds, rows)
}

/// The score columns from column `first` on: points, total, out, notes, counters; the packed
/// ones decoded from the row's own bytes.
pub(super) fn score_from(r: &dyn Row, first: usize) -> Result<ScoreRecord, StoreError> {
    score_record(
        (r.get(first)?, r.get(first + 1)?, r.get(first + 2)?),
        r.blob_ref(first + 3)?.as_deref(),
        r.blob_ref(first + 4)?.as_deref(),
    )
}

/// The UUID in column `i` as text, read from the row's own bytes; `None` when NULL.
fn uuid_at(r: &dyn Row, i: usize, what: &str) -> Result<Option<String>, StoreError> {
    r.blob_ref(i)?
        .map(|bytes| uuid_text(&bytes, what))
        .transpose()
}

/// Every round of a match with its scores, in order, as much of them as `wanted` says: the
/// withdrawn rounds only when wanted, and then with the explanation they had (a live round's is
/// derived again by whoever wants it, from its entry and the counters of the round before).
/// `alone`: the only match read ([`crate::store::Reader::rounds_of_alone`]).
pub(in crate::store) fn rounds_of(
    db: &dyn Connection,
    info: &MatchInfo,
    wanted: RoundsWanted,
    alone: bool,
) -> Result<Vec<RoundRecord>, StoreError> {
    let rounds = raw_rounds(db, info, wanted)?;
    if alone {
        db.forget_read_pages();
    }
    // Rounds and scores come in the same key order: each round takes the scores that follow,
    // put in place as they are read.
    let mut scored = ScoredRounds::new(info, rounds);
    db.each(
        "SELECT seq, take, player_id, points, total, out, notes, CASE WHEN ?2 THEN counters END
         FROM round_scores WHERE match_id = ?1 ORDER BY seq, take"
            .into(),
        params![info.id, wanted.counters],
        &mut |r| scored.add((r.get(0)?, r.get(1)?, r.get(2)?, score_from(r, 3)?)),
    )?;
    scored.finish()
}

/// The round rows of a match in order, each with room for its scores by seat.
fn raw_rounds(
    db: &dyn Connection,
    info: &MatchInfo,
    wanted: RoundsWanted,
) -> Result<Vec<RoundRecord>, StoreError> {
    // Room for the live rounds and the one opened: a long match's list is not grown (and
    // copied) again and again.
    let mut rounds = Vec::with_capacity(info.rounds as usize + 1);
    db.each(
        sql!(
            "SELECT seq, take, uuid, opening, entry, CASE WHEN ?3 THEN explanation END, withdrawn,
                replaces, reason, created_at,
                (SELECT o.uuid FROM rounds o
                 WHERE o.match_id = r.match_id AND o.seq = r.seq AND o.take = r.replaces),
                withdrawn_at
         FROM rounds r WHERE match_id = ?1 AND (?2 OR ",
            LIVE,
            ") ORDER BY seq, take"
        )
        .into(),
        params![info.id, wanted.withdrawn, wanted.explanations],
        &mut |r| {
            let round = RawRound {
                seq: r.get(0)?,
                take: r.get(1)?,
                uuid: uuid_of(
                    &r.blob_ref(2)?
                        .ok_or_else(|| StoreError::Damaged("column 2 is empty".to_string()))?,
                    "round uuid",
                )?,
                opening: r.opt(3)?,
                entry: r.opt(4)?,
                explanation: r.opt(5)?,
                withdrawn: r.get(6)?,
                reason: r.opt(8)?,
                created_at: r.get(9)?,
                replaces: uuid_at(r, 10, "replaced round uuid")?,
                withdrawn_at: r.opt(11)?,
            }
            .read()?;
            rounds.push(round);
            Ok(true)
        },
    )?;
    Ok(rounds)
}
