//! The database looked back over: which matches were played, newest first, with their players
//! and winners (`history`), and the finished ones with every seat's place and figures (`stats`).
//! The SQL of the filters is shared (`store/filters.rs`).

use super::{DIALECT, Db, Get, bound};
use crate::store::filters;
use crate::store::from_rows::{RawFinishedSeat, RawSummary, push_finished_seat, summary};
use crate::store::{FinishedMatch, MatchFilter, MatchSummary, StoreError};

pub(in crate::store::postgres) fn matches(
    db: &Db,
    filter: &MatchFilter,
) -> Result<Vec<MatchSummary>, StoreError> {
    let (sql, values) = filters::listing(DIALECT, filter);
    let headers = db.rows(&sql, &bound(&values))?;
    headers
        .iter()
        .map(|r| {
            let header = RawSummary {
                id: r.at(0)?,
                game: r.at(1)?,
                status: r.at(2)?,
                ended_by: r.at(3)?,
                created_at: r.at(4)?,
                rounds: r.u32_at(5)?,
            };
            let seats = db.rows(
                "SELECT p.name, coalesce(r.won, false) FROM seats s
                 JOIN players p ON p.id = s.player_id
                 LEFT JOIN results r ON r.match_id = s.match_id AND r.player_id = s.player_id
                 WHERE s.match_id = $1 ORDER BY s.seat",
                &[&header.id],
            )?;
            summary(header, seats.iter().map(|s| Ok((s.at(0)?, s.at(1)?))))
        })
        .collect()
}

/// When a round of the match was last written (recorded, opened, withdrawn or replaced).
pub(in crate::store::postgres) fn last_played(
    db: &Db,
    match_id: i64,
) -> Result<Option<String>, StoreError> {
    // GREATEST passes over NULLs, where SQLite's max() of a NULL is NULL: no round, no time.
    db.one(
        "SELECT CASE WHEN max(created_at) IS NOT NULL
                     THEN greatest(max(created_at), coalesce(max(withdrawn_at), '')) END
         FROM rounds WHERE match_id = $1",
        &[&match_id],
    )?
    .at(0)
}

pub(in crate::store::postgres) fn finished_matches(
    db: &Db,
    filter: &MatchFilter,
) -> Result<Vec<FinishedMatch>, StoreError> {
    let (sql, values) = filters::finished_listing(DIALECT, filter);
    let mut matches = Vec::new();
    for r in db.rows(&sql, &bound(&values))? {
        let seat = RawFinishedSeat {
            id: r.at(0)?,
            game: r.at(1)?,
            options: r.at(2)?,
            finished_at: r.at(3)?,
            player_id: r.at(4)?,
            name: r.at(5)?,
            rank: r.at(6)?,
            score: r.at(7)?,
            won: r.at(8)?,
            season: r.at(9)?,
        };
        push_finished_seat(&mut matches, seat)?;
    }
    Ok(matches)
}
