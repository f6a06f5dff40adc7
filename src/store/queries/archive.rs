//! The file looked back over: which matches were played, newest first, with their players and
//! winners (`history`), and the finished ones with every seat's place and figures (`stats`).
//!
//! The list is read from the match that started last backwards and stops at the limit: through
//! the (created_at, id) index, the (game, created_at, id) one for one game, or for one player
//! either down that index or their seats' (player_id, match_id) one and sorted, whichever reads
//! less, so a short list costs about the same however many matches the file holds. Each match
//! listed then reads its seats and results through its own key (on the server, those of every
//! listed match in one statement: each statement there is a round trip). The SQL of the filters is
//! built in `store/filters.rs`.

use std::collections::HashMap;

use crate::store::filters::{self, PlayerWalk};
use crate::store::from_rows::{RawFinishedSeat, RawSummary, push_finished_seat, summary};
use crate::store::sql::{Connection, Dialect, Get, Query, Row, Value, marks, params, sql};
use crate::store::{FinishedMatch, MatchFilter, MatchSummary, StoreError, TablePlace};

/// The matches `filter` lets through, newest first.
pub(in crate::store) fn matches(
    db: &dyn Connection,
    filter: &MatchFilter,
) -> Result<Vec<MatchSummary>, StoreError> {
    let (sql, values) = filters::listing(filter, player_walk(db, filter)?);
    let values: Vec<Value<'_>> = values.iter().map(Value::from).collect();
    let headers = db.rows(&sql, &values, |r| {
        Ok(RawSummary {
            id: r.get(0)?,
            game: r.get(1)?,
            status: r.get(2)?,
            ended_by: r.opt(3)?,
            created_at: r.get(4)?,
            rounds: r.get(5)?,
            table: match r.opt::<i64>(6)? {
                Some(event) => Some(TablePlace {
                    event,
                    event_name: r.get(7)?,
                    round: r.get(8)?,
                    table: r.get(9)?,
                }),
                None => None,
            },
        })
    })?;
    // SQLite reads each match's seats through its key, as fast as it reads them all at once;
    // on the server every statement is a round trip, so the seats of every listed match come
    // in one.
    let per_statement = match db.dialect() {
        Dialect::Sqlite => 1,
        Dialect::Postgres => headers.len().max(1),
    };
    let mut seats: HashMap<i64, Vec<(String, bool)>> = HashMap::new();
    for ids in headers.chunks(per_statement) {
        let marks = marks(1, ids.len());
        let ids: Vec<Value<'_>> = ids.iter().map(|header| Value::Int(header.id)).collect();
        // `false` is SQLite's 0, and the server's BOOLEAN.
        let sql = format!(
            "SELECT s.match_id, p.name, coalesce(r.won, false) FROM seats s
             JOIN players p ON p.id = s.player_id
             LEFT JOIN results r ON r.match_id = s.match_id AND r.player_id = s.player_id
             WHERE s.match_id IN ({}) ORDER BY s.match_id, s.seat",
            marks
        );
        db.each((&sql).into(), &ids, &mut |r| {
            seats
                .entry(r.get(0)?)
                .or_default()
                .push((r.get(1)?, r.get(2)?));
            Ok(true)
        })?;
    }
    headers
        .into_iter()
        .map(|header| {
            let seats = seats.remove(&header.id).unwrap_or_default();
            summary(header, seats.into_iter().map(Ok))
        })
        .collect()
}

/// How to reach the one player's matches `filter` asks for, newest first. Down their seats
/// every one is read and sorted by start; down the matches by start, about `limit` times the
/// file's matches over the player's are looked at. SQLite is told the cheaper, from the player's
/// count of matches and the highest id (two reads of a key); the server's planner weighs it
/// itself, from its statistics, in the one statement.
fn player_walk(db: &dyn Connection, filter: &MatchFilter) -> Result<PlayerWalk, StoreError> {
    let (Some(player), Some(limit), Dialect::Sqlite) = (filter.player, filter.limit, db.dialect())
    else {
        return Ok(PlayerWalk::Seats);
    };
    let (played, all): (Option<i64>, Option<i64>) = db.one_row(
        "SELECT (SELECT matches FROM player_matches WHERE player_id = ?1),
                (SELECT max(id) FROM matches)",
        params![player],
        |r| Ok((r.opt(0)?, r.opt(1)?)),
    )?;
    let (played, all) = (played.unwrap_or(0).max(1), all.unwrap_or(0));
    Ok(
        match played.saturating_mul(played) > i64::from(limit).saturating_mul(all) {
            true => PlayerWalk::Started,
            false => PlayerWalk::Seats,
        },
    )
}

/// When a round of the match was last written (recorded, opened, withdrawn or replaced), UTC,
/// RFC 3339; `None` before its first round. Reads that match's rounds only, through their key.
pub(in crate::store) fn last_played(
    db: &dyn Connection,
    match_id: i64,
) -> Result<Option<String>, StoreError> {
    // Dialect: SQLite's max() of several values against PostgreSQL's greatest() (LAST_WRITTEN).
    db.one_row(
        sql!(
            "SELECT ",
            LAST_WRITTEN,
            " FROM rounds
             WHERE match_id = ?1"
        ),
        params![match_id],
        |r| r.opt(0),
    )
}

/// The finished matches `filter` lets through (its limit aside), in the order seasons count them
/// (when they finished, then by id), with every seat's place, score and season sums.
pub(in crate::store) fn finished_matches(
    db: &dyn Connection,
    filter: &MatchFilter,
) -> Result<Vec<FinishedMatch>, StoreError> {
    finished_matches_of(db, filter, &[])
}

/// The same, of the matches that seat any of `players` too (in one statement).
pub(in crate::store) fn finished_matches_of(
    db: &dyn Connection,
    filter: &MatchFilter,
    players: &[i64],
) -> Result<Vec<FinishedMatch>, StoreError> {
    let (sql, values) = filters::finished_listing_of(db.dialect(), filter, players);
    let values: Vec<Value<'_>> = values.iter().map(Value::from).collect();
    let mut matches: Vec<FinishedMatch> = Vec::new();
    db.each((&sql).into(), &values, &mut |row| {
        let seat = finished_seat(row)?;
        push_finished_seat(&mut matches, seat)?;
        Ok(true)
    })?;
    Ok(matches)
}

/// A finished match's seat from columns 0-9 of a row: the match's id, game, options and end,
/// the player's id and name, and the seat's result (rank, score, won, season sums).
fn finished_seat(row: &dyn Row) -> Result<RawFinishedSeat, StoreError> {
    Ok(RawFinishedSeat {
        id: row.get(0)?,
        game: row.get(1)?,
        options: row.get(2)?,
        finished_at: row.opt(3)?,
        player_id: row.get(4)?,
        name: row.get(5)?,
        rank: row.get(6)?,
        score: row.get(7)?,
        won: row.get(8)?,
        season: row.opt(9)?,
    })
}

/// What reopening match `match_id` counts again from, read in one statement before it is
/// reopened (on the server a read is a round trip): every finished match that seats one of its
/// players (the match itself among them), and the first `part` finished matches of its game
/// from it on, each seat with the rating kept before that match (if one is).
pub(in crate::store) struct AroundMatch {
    pub matches: Vec<FinishedMatch>,
    /// The first `part` matches of the game from the match on were read: a longer run is not
    /// all here.
    pub run_cut: bool,
    /// Each seat's rating before a match, as kept: (match, player) and the rating.
    pub ratings: HashMap<i64, Vec<(i64, crate::store::season::Rating)>>,
}

/// Reads [`AroundMatch`] of match `match_id` (none of it when the match is not finished).
pub(in crate::store) fn around_match(
    db: &dyn Connection,
    match_id: i64,
    part: u32,
) -> Result<AroundMatch, StoreError> {
    let sql = "SELECT m.id, m.game, m.options, m.finished_at, s.player_id, p.name, r.rank,
                r.score, r.won, r.season, k.mu, k.sigma,
                (SELECT count(*) FROM (
                    SELECT x.id FROM matches x JOIN matches o ON o.id = ?1
                    WHERE x.game = o.game AND x.status = 'finished'
                      AND x.finished_at IS NOT NULL
                      AND (x.finished_at, x.id) >= (o.finished_at, o.id)
                    ORDER BY x.finished_at, x.id LIMIT ?2) c)
         FROM matches m JOIN seats s ON s.match_id = m.id
         JOIN players p ON p.id = s.player_id
         JOIN results r ON r.match_id = m.id AND r.player_id = s.player_id
         LEFT JOIN match_ratings k ON k.match_id = m.id AND k.player_id = s.player_id
         WHERE m.status = 'finished' AND m.id IN (
             SELECT t.match_id FROM seats t
             WHERE t.player_id IN (SELECT player_id FROM seats WHERE match_id = ?1)
             UNION
             SELECT run.id FROM (
                 SELECT x.id FROM matches x JOIN matches o ON o.id = ?1
                 WHERE o.status = 'finished' AND x.game = o.game AND x.status = 'finished'
                   AND x.finished_at IS NOT NULL
                   AND (x.finished_at, x.id) >= (o.finished_at, o.id)
                 ORDER BY x.finished_at, x.id LIMIT ?2) run)
         ORDER BY m.finished_at, m.id, s.seat";
    let mut around = AroundMatch {
        matches: Vec::new(),
        run_cut: false,
        ratings: HashMap::new(),
    };
    db.each(sql.into(), params![match_id, i64::from(part)], &mut |row| {
        let seat = finished_seat(row)?;
        if let (Some(mu), Some(sigma)) = (row.opt::<f64>(10)?, row.opt::<f64>(11)?) {
            let rating = crate::store::season::Rating { mu, sigma };
            around
                .ratings
                .entry(seat.id)
                .or_default()
                .push((seat.player_id, rating));
        }
        around.run_cut = row.get::<i64>(12)? >= i64::from(part);
        push_finished_seat(&mut around.matches, seat)?;
        Ok(true)
    })?;
    Ok(around)
}
