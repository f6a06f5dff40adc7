//! Every player's season, rivals and ratings as rows (`store/season.rs` counts them, and
//! `store/season_upkeep.rs` decides what changes): read by `stats`, and kept up to date in the
//! transaction that ends a match, reopens it or ends it again after an edit, and in the one that
//! merges two players. Each statement reads or writes rows through their key.

use crate::games::GameId;
use crate::games::names::PlayerName;
use crate::store::columns::{json_column, stored_game, to_json_text};
use crate::store::season::{PlayerSeason, Rating, Tally};
use crate::store::season_upkeep::scope_key;
use crate::store::sql::{Connection, Dialect, Get, Query, Row, Value, params, piece};
use crate::store::{FinishedMatch, RankedSeason, Rivalry, StoreError, StoredSeason};

fn scope_of(game: &str) -> Result<Option<GameId>, StoreError> {
    if game.is_empty() {
        return Ok(None);
    }
    stored_game(0, game).map(Some)
}

/// The columns of a season row: player_id, name, game, season, rating_mu, rating_sigma. In key
/// order (the order SQLite walks the key in: no sort).
macro_rules! season_rows {
    ($condition:literal) => {
        concat!(
            "SELECT s.player_id, p.name, s.game, s.season, s.rating_mu, s.rating_sigma
             FROM player_seasons s JOIN players p ON p.id = s.player_id ",
            $condition,
            " ORDER BY s.player_id, s.game"
        )
    };
}

/// Every player's seasons, or one player's.
pub(in crate::store) fn seasons(
    db: &dyn Connection,
    only: Option<i64>,
) -> Result<Vec<StoredSeason>, StoreError> {
    match only {
        // One player's rows through the key.
        Some(player) => db.rows(
            season_rows!("WHERE s.player_id = ?1"),
            params![player],
            stored_season,
        ),
        None => db.rows(season_rows!(""), &[], stored_season),
    }
}

/// The season rows of the players with the most wins in one game (`None`: all games together),
/// then the most matches: every row of the first `limit` of them and of any tied with the last
/// (the caller orders those by name), with how many players played in that scope. Found through
/// the (game, won) index: the cut is the `limit`-th best, walking the index from the top (the
/// matches read for the wins down to the cut's), and only the rows from the cut up are read (with
/// their JSON). Every kept season has a match
/// (one with none is deleted), so the count is the scope's entries in the index, never touching
/// `played`: SQLite computes a virtual column from the row's JSON, even where the index holds it.
pub(in crate::store) fn leading_seasons(
    db: &dyn Connection,
    game: Option<GameId>,
    limit: u32,
) -> Result<(Vec<StoredSeason>, usize), StoreError> {
    let mut counted = 0;
    let rows = db.rows(
        "SELECT s.player_id, p.name, s.game, s.season, s.rating_mu, s.rating_sigma,
                (SELECT count(*) FROM player_seasons c WHERE c.game = ?1)
         FROM player_seasons s JOIN players p ON p.id = s.player_id
         WHERE s.player_id IN (
             SELECT t.player_id FROM player_seasons t
             WHERE t.game = ?1 AND (t.won, t.played) >= (
                 SELECT won, played FROM (
                     SELECT won, played FROM player_seasons WHERE game = ?1
                     ORDER BY won DESC, played DESC LIMIT ?2
                 ) best ORDER BY won, played LIMIT 1))
         ORDER BY s.player_id, s.game",
        params![scope_key(game), i64::from(limit)],
        |r| {
            counted = r.get::<i64>(6)?;
            stored_season(r)
        },
    )?;
    Ok((rows, usize::try_from(counted).unwrap_or_default()))
}

fn stored_season(r: &dyn Row) -> Result<StoredSeason, StoreError> {
    stored_season_at(r, 0)
}

/// A season row whose columns (as [`season_rows`]) start at column `at`.
fn stored_season_at(r: &dyn Row, at: usize) -> Result<StoredSeason, StoreError> {
    let rating = match (r.opt::<f64>(at + 4)?, r.opt::<f64>(at + 5)?) {
        (Some(mu), Some(sigma)) => Some(Rating { mu, sigma }),
        _ => None,
    };
    Ok(StoredSeason {
        player_id: r.get(at)?,
        name: PlayerName::stored(r.get::<String>(at + 1)?),
        game: scope_of(&r.get::<String>(at + 2)?)?,
        season: json_column(&r.get::<String>(at + 3)?, "player season")?,
        rating,
    })
}

/// `stats --all` (`scope`: of one game) in one statement, handed over a row at a time (on the
/// server the rows of one statement arrive together, in one round trip, as they always did):
/// every season row of the players who played in the scope (with a game, only that game's),
/// each player's rows together, best first as the season lists them: most wins, then most
/// matches in the scope, then the folded name kept with the player, compared byte by byte as
/// Rust compares it (then the id, never needed: the folded name is unique). Only the players
/// are sorted (their scope's row, small); each one's rows are then read through the key, in
/// that order, so no season's JSON is sorted or read twice. Nobody is held.
pub(in crate::store) fn each_ranked_season(
    db: &dyn Connection,
    scope: Option<GameId>,
    visit: &mut dyn FnMut(RankedSeason) -> bool,
) -> Result<(), StoreError> {
    let (bytewise, kept_in_order, ranks, in_order) = match db.dialect() {
        Dialect::Sqlite => (
            piece!(sqlite, BYTEWISE),
            piece!(sqlite, KEPT_IN_ORDER),
            piece!(sqlite, RANK_COLUMNS),
            piece!(sqlite, RANKED_ORDER),
        ),
        Dialect::Postgres => (
            piece!(postgres, BYTEWISE),
            piece!(postgres, KEPT_IN_ORDER),
            piece!(postgres, RANK_COLUMNS),
            piece!(postgres, RANKED_ORDER),
        ),
    };
    let rows = match scope {
        Some(_) => "s.game = ?1",
        None => "TRUE",
    };
    let sql = format!(
        "SELECT r.player_id, r.name, s.game, s.season, s.rating_mu, s.rating_sigma
         FROM (SELECT o.player_id, p.name{ranks}
               FROM player_seasons o JOIN players p ON p.id = o.player_id
               WHERE o.game = ?1 AND o.played > 0
               ORDER BY o.won DESC, o.played DESC, p.folded{bytewise}, p.id{kept_in_order}) r
         CROSS JOIN player_seasons s
         WHERE s.player_id = r.player_id AND {rows}{in_order}"
    );
    db.each((&sql).into(), &[Value::Text(scope_key(scope))], &mut |r| {
        let row = RankedSeason {
            season: stored_season_at(r, 0)?,
        };
        Ok(visit(row))
    })
}

/// How `player` fared against each opponent, per game.
pub(in crate::store) fn rivals(
    db: &dyn Connection,
    player: i64,
) -> Result<Vec<Rivalry>, StoreError> {
    db.rows(
        "SELECT r.other_id, p.name, r.game, r.ahead, r.behind, r.level
         FROM player_rivals r JOIN players p ON p.id = r.other_id
         WHERE r.player_id = ?1 ORDER BY r.game, r.other_id",
        params![player],
        |r| {
            Ok(Rivalry {
                other_id: r.get(0)?,
                other: PlayerName::stored(r.get::<String>(1)?),
                game: stored_game(0, &r.get::<String>(2)?)?,
                tally: Tally {
                    ahead: r.get(3)?,
                    behind: r.get(4)?,
                    level: r.get(5)?,
                },
            })
        },
    )
}

/// A player's season row (of a game, or '' for all games together), if they have one.
pub(in crate::store) fn season_row(
    db: &dyn Connection,
    player: i64,
    scope: &str,
) -> Result<Option<PlayerSeason>, StoreError> {
    db.opt_value::<String>(
        "SELECT season FROM player_seasons WHERE player_id = ?1 AND game = ?2",
        params![player, scope],
    )?
    .map(|text| json_column(&text, "player season"))
    .transpose()
}

/// What a match's players have kept, read at once: each one's season rows (of a game, and of
/// all games together) and their rating in the game; and whether a match of the game finished
/// after the one asked about.
#[derive(Default)]
pub(crate) struct Kept {
    pub seasons: std::collections::HashMap<(i64, bool), PlayerSeason>,
    pub ratings: std::collections::HashMap<i64, Rating>,
    pub finished_later: bool,
}

/// The season rows of `players` in `game` and of all games together (''), with their ratings
/// in `game`, and (with `later_than`) whether a match of the game finished after it, in one
/// statement through the keys (a match's players: on the server a read is a round trip, and a
/// loop of them one each). The one row of the question comes first, with the seasons, if any,
/// joined to it.
pub(in crate::store) fn kept_of(
    db: &dyn Connection,
    players: &[i64],
    game: GameId,
    later_than: Option<&FinishedMatch>,
) -> Result<Kept, StoreError> {
    let mut kept = Kept::default();
    if players.is_empty() {
        return Ok(kept);
    }
    let marks = (4..players.len() + 4)
        .map(|n| format!("?{n}"))
        .collect::<Vec<_>>()
        .join(", ");
    // Dialect: the question goes through the (finished_at, id) index from this match on:
    // SQLite's unary + (NOT_BY_INDEX) keeps its planner from walking every match of the game
    // (or every finished one) instead; PostgreSQL has no unary + on text and needs no such hint.
    let plus = db.dialect().not_by_index();
    let later = match later_than {
        Some(_) => format!(
            "SELECT 1 FROM matches WHERE finished_at IS NOT NULL AND (finished_at, id) > (?2, ?3)
             AND {plus}status = 'finished' AND {plus}game = ?1 LIMIT 1"
        ),
        None => "SELECT NULL".to_string(),
    };
    let sql = format!(
        "SELECT k.player_id, k.game, k.season, k.rating_mu, k.rating_sigma, l.later
         FROM (SELECT ({later}) AS later) l
         LEFT JOIN player_seasons k ON k.player_id IN ({marks}) AND k.game IN (?1, '')"
    );
    let (finished_at, id) = later_than.map_or(("", 0), |m| (m.finished_at.as_str(), m.id));
    let mut values = vec![
        Value::Text(game.id()),
        Value::Text(finished_at),
        Value::Int(id),
    ];
    values.extend(players.iter().map(|&id| Value::Int(id)));
    db.each((&sql).into(), &values, &mut |r| {
        kept.finished_later = r.opt::<i64>(5)?.is_some();
        let Some(player) = r.opt::<i64>(0)? else {
            return Ok(true);
        };
        let of_game = !r.get::<String>(1)?.is_empty();
        let season = json_column(&r.get::<String>(2)?, "player season")?;
        kept.seasons.insert((player, of_game), season);
        if let (true, Some(mu), Some(sigma)) = (of_game, r.opt(3)?, r.opt(4)?) {
            kept.ratings.insert(player, Rating { mu, sigma });
        }
        Ok(true)
    })?;
    Ok(kept)
}

/// Writes a player's season row, keeping the rating it has. `wins_kept`: the row is there and
/// its wins stayed the same, so it is written without them and its entry in the ranking of wins
/// (`player_seasons_best`) is left where it is (SQLite moves an index entry out and back in for
/// any column written, even to the same value).
pub(in crate::store) fn put_season(
    db: &dyn Connection,
    player: i64,
    scope: &str,
    row: &PlayerSeason,
    wins_kept: bool,
) -> Result<(), StoreError> {
    let text = to_json_text(row)?;
    let played = i64::from(row.played);
    if wins_kept {
        db.execute(
            "UPDATE player_seasons SET season = ?3, played = ?4 WHERE player_id = ?1 AND game = ?2",
            params![player, scope, &text, played],
        )?;
    } else {
        db.execute(
            "INSERT INTO player_seasons (player_id, game, season, won, played)
             VALUES (?1, ?2, ?3, ?4, ?5)
             ON CONFLICT (player_id, game) DO UPDATE SET
                 season = excluded.season, won = excluded.won, played = excluded.played",
            params![player, scope, &text, i64::from(row.won), played],
        )?;
    }
    Ok(())
}

pub(in crate::store) fn delete_season(
    db: &dyn Connection,
    player: i64,
    scope: &str,
) -> Result<(), StoreError> {
    db.execute(
        "DELETE FROM player_seasons WHERE player_id = ?1 AND game = ?2",
        params![player, scope],
    )?;
    Ok(())
}

/// Adds `tally` to a rivals row `sign` times (-1 takes it away), making the row if needed.
pub(in crate::store) fn add_rivalry(
    db: &dyn Connection,
    player: i64,
    game: &str,
    other: i64,
    tally: Tally,
    sign: i64,
) -> Result<(), StoreError> {
    // The row named (`AS r`): PostgreSQL finds a bare `ahead` beside `excluded.ahead` ambiguous.
    db.execute(
        "INSERT INTO player_rivals AS r (player_id, game, other_id, ahead, behind, level)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (player_id, game, other_id) DO UPDATE SET
             ahead = r.ahead + excluded.ahead, behind = r.behind + excluded.behind,
             level = r.level + excluded.level",
        params![
            player,
            game,
            other,
            sign * i64::from(tally.ahead),
            sign * i64::from(tally.behind),
            sign * i64::from(tally.level)
        ],
    )?;
    Ok(())
}

/// Deletes a rivals row that came to nothing.
pub(in crate::store) fn prune_rivalry(
    db: &dyn Connection,
    player: i64,
    game: &str,
    other: i64,
) -> Result<(), StoreError> {
    db.execute(
        "DELETE FROM player_rivals
         WHERE player_id = ?1 AND game = ?2 AND other_id = ?3
           AND ahead + behind + level <= 0",
        params![player, game, other],
    )?;
    Ok(())
}

/// A player's rating in a game, if they have one.
pub(in crate::store) fn rating(
    db: &dyn Connection,
    player: i64,
    game: GameId,
) -> Result<Option<Rating>, StoreError> {
    db.opt_row(
        "SELECT rating_mu, rating_sigma FROM player_seasons
         WHERE player_id = ?1 AND game = ?2 AND rating_mu IS NOT NULL",
        params![player, game.id()],
        |r| {
            Ok(Rating {
                mu: r.get(0)?,
                sigma: r.get(1)?,
            })
        },
    )
}

/// Sets a player's rating in a game (kept in their season row of it).
pub(in crate::store) fn set_rating(
    db: &dyn Connection,
    player: i64,
    game: GameId,
    rating: Rating,
) -> Result<(), StoreError> {
    db.execute(
        "UPDATE player_seasons SET rating_mu = ?3, rating_sigma = ?4
         WHERE player_id = ?1 AND game = ?2",
        params![player, game.id(), rating.mu, rating.sigma],
    )?;
    Ok(())
}

/// Keeps a seat's rating before match `match_id` (replacing one kept).
pub(in crate::store) fn keep_match_rating(
    db: &dyn Connection,
    match_id: i64,
    player: i64,
    rating: Rating,
) -> Result<(), StoreError> {
    db.execute(
        "INSERT INTO match_ratings (match_id, player_id, mu, sigma) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (match_id, player_id) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma",
        params![match_id, player, rating.mu, rating.sigma],
    )?;
    Ok(())
}

/// Each seat's rating before match `match_id`, as kept.
pub(in crate::store) fn match_ratings(
    db: &dyn Connection,
    match_id: i64,
) -> Result<Vec<(i64, Rating)>, StoreError> {
    db.rows(
        "SELECT player_id, mu, sigma FROM match_ratings WHERE match_id = ?1 ORDER BY player_id",
        params![match_id],
        |r| {
            Ok((
                r.get(0)?,
                Rating {
                    mu: r.get(1)?,
                    sigma: r.get(2)?,
                },
            ))
        },
    )
}

pub(in crate::store) fn forget_match_ratings(
    db: &dyn Connection,
    match_id: i64,
) -> Result<(), StoreError> {
    db.execute(
        "DELETE FROM match_ratings WHERE match_id = ?1",
        params![match_id],
    )?;
    Ok(())
}

/// Deletes a player's seasons and every rivals row of theirs (either side).
pub(in crate::store) fn forget_player(db: &dyn Connection, player: i64) -> Result<(), StoreError> {
    db.execute(
        "DELETE FROM player_seasons WHERE player_id = ?1",
        params![player],
    )?;
    db.execute(
        "DELETE FROM player_rivals WHERE player_id = ?1 OR other_id = ?1",
        params![player],
    )?;
    Ok(())
}

/// The ratings kept before matches for player `from` become `into`'s.
pub(in crate::store) fn move_match_ratings(
    db: &dyn Connection,
    from: i64,
    into: i64,
) -> Result<(), StoreError> {
    db.execute(
        "UPDATE match_ratings SET player_id = ?2 WHERE player_id = ?1",
        params![from, into],
    )?;
    Ok(())
}

/// Deletes every season, rivals row and kept rating.
pub(in crate::store) fn clear(db: &dyn Connection) -> Result<(), StoreError> {
    for sql in [
        "DELETE FROM player_seasons",
        "DELETE FROM player_rivals",
        "DELETE FROM match_ratings",
    ] {
        db.execute(sql, &[])?;
    }
    Ok(())
}

/// The seasons, rivals and ratings as kept, for comparing with `season_upkeep::rebuild`'s: every
/// row of the three tables as text, each cell as its kind and value (`Integer(3)`, `Text("")`,
/// `Real(..)`, `Null`), ratings rounded to 9 decimals.
#[cfg(test)]
pub(in crate::store) fn kept(db: &dyn Connection) -> Result<Vec<String>, StoreError> {
    let real = |x: Option<f64>| x.map_or_else(|| "Null".to_string(), |x| format!("Real({x:.9})"));
    let mut all = db.rows(
        "SELECT player_id, game, season, rating_mu, rating_sigma, won, played
         FROM player_seasons ORDER BY player_id, game",
        &[],
        |r| {
            Ok(format!(
                "Integer({}) Text({:?}) Text({:?}) {} {} won {} played {}",
                r.get::<i64>(0)?,
                r.get::<String>(1)?,
                r.get::<String>(2)?,
                real(r.opt(3)?),
                real(r.opt(4)?),
                r.get::<i64>(5)?,
                r.get::<i64>(6)?
            ))
        },
    )?;
    all.extend(db.rows(
        "SELECT player_id, game, other_id, ahead, behind, level FROM player_rivals
         ORDER BY player_id, game, other_id",
        &[],
        |r| {
            Ok(format!(
                "Integer({}) Text({:?}) Integer({}) Integer({}) Integer({}) Integer({})",
                r.get::<i64>(0)?,
                r.get::<String>(1)?,
                r.get::<i64>(2)?,
                r.get::<i64>(3)?,
                r.get::<i64>(4)?,
                r.get::<i64>(5)?
            ))
        },
    )?);
    all.extend(db.rows(
        "SELECT match_id, player_id, mu, sigma FROM match_ratings ORDER BY match_id, player_id",
        &[],
        |r| {
            Ok(format!(
                "Integer({}) Integer({}) {} {}",
                r.get::<i64>(0)?,
                r.get::<i64>(1)?,
                real(r.opt(2)?),
                real(r.opt(3)?)
            ))
        },
    )?);
    Ok(all)
}
