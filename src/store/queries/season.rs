//! Every player's season, rivals and ratings as rows (`store/season.rs` counts them, and
//! `store/season_upkeep.rs` decides what changes): read by `stats`, and kept up to date in the
//! transaction that ends a match, reopens it or ends it again after an edit, and in the one that
//! merges two players. Each statement reads or writes rows through their key.

use crate::games::GameId;
use crate::games::names::PlayerName;
use crate::store::columns::{json_column, stored_game, to_json_text};
use crate::store::rivals::Rivals;
use crate::store::season::{PlayerSeason, Rating};
use crate::store::sql::{Connection, Get, Query, Row, Value, marks, params};
use crate::store::{FinishedMatch, StoreError, StoredSeason};

mod asked;
#[cfg(test)]
mod kept;
mod ranked;
pub(in crate::store) use asked::kept_by;
#[cfg(test)]
pub(in crate::store) use kept::kept;
pub(in crate::store) use ranked::{each_ranked_season, leading_seasons};

/// The key of a player's row of a game (schema 16): their id times 16 plus the game's own
/// number, so that a player's rows lie side by side and a row is found through its key alone.
/// The season of all games together (`None`) has no row of its own: it lies in the row of the
/// game of its last match; its key here is the first of the player's.
pub(in crate::store) fn row_key(player: i64, scope: Option<GameId>) -> i64 {
    player
        .wrapping_mul(16)
        .wrapping_add(scope.map_or(0, |game| i64::from(game.number())))
}

/// The keys of every row of `player`: from the first to the last.
fn keys_of(player: i64) -> (i64, i64) {
    let first = row_key(player, None);
    (first, first.wrapping_add(15))
}

/// The condition that finds every row of `players` through the key (`alias.key BETWEEN ?a AND
/// ?b OR ...`, the marks from `?first` on), and its values.
fn key_ranges(alias: &str, players: &[i64], first: usize) -> (String, Vec<Value<'static>>) {
    let condition = (0..players.len())
        .map(|n| {
            let at = first + 2 * n;
            format!("{alias}.key BETWEEN ?{at} AND ?{}", at + 1)
        })
        .collect::<Vec<_>>()
        .join(" OR ");
    let values = (players.iter())
        .flat_map(|&player| {
            let (low, high) = keys_of(player);
            [Value::Int(low), Value::Int(high)]
        })
        .collect();
    (condition, values)
}

/// The columns of a season read, from `s` (the row) and `p` (its player): player_id, name,
/// game, season, rating_mu, rating_sigma, all_season, and `$more` after them. In key order (the
/// order SQLite walks the key in: no sort).
macro_rules! season_rows {
    ($condition:literal) => {
        season_rows!("", $condition)
    };
    ($more:literal, $condition:literal) => {
        concat!(
            "SELECT s.player_id, p.name, s.game, s.season, s.rating_mu, s.rating_sigma,
                    s.all_season",
            $more,
            " FROM player_seasons s JOIN players p ON p.id = s.player_id ",
            $condition,
            " ORDER BY s.player_id, s.game"
        )
    };
}
use season_rows;

/// Every player's seasons, or one player's.
pub(in crate::store) fn seasons(
    db: &dyn Connection,
    only: Option<i64>,
) -> Result<Vec<StoredSeason>, StoreError> {
    let mut all = Vec::new();
    let mut keep = |r: &dyn Row| {
        let (together, of_game) = stored_seasons_at(r, 0)?;
        all.extend(together);
        all.push(of_game);
        Ok(true)
    };
    match only {
        // One player's rows through the key.
        Some(player) => {
            let (first, last) = keys_of(player);
            let sql = season_rows!("WHERE s.key BETWEEN ?1 AND ?2");
            db.each(sql.into(), params![first, last], &mut keep)?;
        }
        None => db.each(season_rows!("").into(), &[], &mut keep)?,
    }
    Ok(all)
}

/// The seasons a row holds (its columns, as [`season_rows`], from column `at`): the season of
/// all games together where the row keeps it, and the game's.
pub(super) fn stored_seasons_at(
    r: &dyn Row,
    at: usize,
) -> Result<(Option<StoredSeason>, StoredSeason), StoreError> {
    let rating = match (r.opt::<f64>(at + 4)?, r.opt::<f64>(at + 5)?) {
        (Some(mu), Some(sigma)) => Some(Rating { mu, sigma }),
        _ => None,
    };
    let player_id = r.get(at)?;
    let name = PlayerName::stored(r.get::<String>(at + 1)?);
    let together = match r.opt::<String>(at + 6)? {
        Some(text) => Some(StoredSeason {
            player_id,
            name: name.clone(),
            game: None,
            season: json_column(&text, "player season")?,
            rating: None,
        }),
        None => None,
    };
    let of_game = StoredSeason {
        player_id,
        name,
        game: Some(stored_game(0, &r.get::<String>(at + 2)?)?),
        season: json_column(&r.get::<String>(at + 3)?, "player season")?,
        rating,
    };
    Ok((together, of_game))
}

/// A player's season row (of a game, or '' for all games together), if they have one.
pub(in crate::store) fn season_row(
    db: &dyn Connection,
    player: i64,
    scope: Option<GameId>,
) -> Result<Option<PlayerSeason>, StoreError> {
    let found = match scope {
        Some(_) => db.opt_value::<String>(
            "SELECT season FROM player_seasons WHERE key = ?1",
            params![row_key(player, scope)],
        )?,
        None => {
            let (first, last) = keys_of(player);
            db.opt_value::<String>(
                "SELECT all_season FROM player_seasons
                 WHERE key BETWEEN ?1 AND ?2 AND all_season IS NOT NULL",
                params![first, last],
            )?
        }
    };
    found
        .map(|text| json_column(&text, "player season"))
        .transpose()
}

/// What a match's players have kept, read at once: each one's season rows (of a game, and of
/// all games together), their rating and their rivals in the game; and whether a match of the
/// game finished after the one asked about.
#[derive(Default)]
pub(crate) struct Kept {
    pub seasons: std::collections::HashMap<(i64, bool), PlayerSeason>,
    pub ratings: std::collections::HashMap<i64, Rating>,
    pub rivals: std::collections::HashMap<i64, Rivals>,
    pub finished_later: bool,
}

/// The season rows of `players` in `game` and of all games together (''), with their ratings
/// and rivals in `game`, and (with `later_than`) whether a match of the game finished after it,
/// in one statement through the keys (a match's players: on the server a read is a round trip,
/// and a loop of them one each). The one row of the question comes first, with the seasons, if
/// any, joined to it.
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
    // Each player's rows (the game's, and the one keeping the season of all games together).
    let (ranges, keys) = key_ranges("k", players, 4);
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
        "SELECT k.player_id, k.game, k.season, k.rating_mu, k.rating_sigma, l.later, k.rivals,
                k.all_season
         FROM (SELECT ({later}) AS later) l
         LEFT JOIN player_seasons k ON {ranges}"
    );
    let (finished_at, id) = later_than.map_or(("", 0), |m| (m.finished_at.as_str(), m.id));
    let mut values = vec![
        Value::Text(game.id()),
        Value::Text(finished_at),
        Value::Int(id),
    ];
    values.extend(keys);
    db.each((&sql).into(), &values, &mut |r| {
        kept.finished_later = r.opt::<i64>(5)?.is_some();
        let Some(player) = r.opt::<i64>(0)? else {
            return Ok(true);
        };
        if let Some(together) = r.opt::<String>(7)? {
            let season = json_column(&together, "player season")?;
            kept.seasons.insert((player, false), season);
        }
        if r.get::<String>(1)? != game.id() {
            return Ok(true);
        }
        let season = json_column(&r.get::<String>(2)?, "player season")?;
        kept.seasons.insert((player, true), season);
        if let (Some(mu), Some(sigma)) = (r.opt(3)?, r.opt(4)?) {
            kept.ratings.insert(player, Rating { mu, sigma });
        }
        if let Some(packed) = r.opt::<Vec<u8>>(6)? {
            kept.rivals.insert(player, Rivals::unpack(&packed)?);
        }
        Ok(true)
    })?;
    Ok(kept)
}

/// What the caller knows of a season as stored before it is written.
#[derive(Clone, Copy, PartialEq)]
pub(in crate::store) enum AsStored {
    /// Nothing (it may be there or not, anywhere).
    Unknown,
    /// It is there, in the row it is written to.
    Here,
    /// It is there, in that row, with the wins it is written with: written without them, its
    /// entry in the ranking of wins stays where it is (SQLite moves an index entry out and back
    /// in for any column written, even to the same value).
    HereWithTheseWins,
}

/// Writes a player's season row, keeping the rating it has; with `rivals`, the row's rivals
/// too (a game's rows: none kept for an empty set), else keeping them.
pub(in crate::store) fn put_season(
    db: &dyn Connection,
    player: i64,
    scope: Option<GameId>,
    row: &PlayerSeason,
    stored: AsStored,
    rivals: Option<&Rivals>,
) -> Result<(), StoreError> {
    let Some(game) = scope else {
        return put_season_of_all_games(db, player, row, stored);
    };
    let wins_kept = stored == AsStored::HereWithTheseWins;
    let text = to_json_text(row)?;
    let played = i64::from(row.played);
    let key = row_key(player, Some(game));
    let packed = rivals.filter(|r| !r.is_empty()).map(Rivals::pack);
    // The rivals written (NULL for none), or kept as they are.
    let (set_rivals, rivals) = match (rivals, &packed) {
        (None, _) => ("", Value::Null),
        (Some(_), Some(bytes)) => (", rivals = ?5", Value::Blob(bytes)),
        (Some(_), None) => (", rivals = ?5", Value::Null),
    };
    if wins_kept {
        let sql = format!(
            "UPDATE player_seasons SET season = ?2, played = ?3{} WHERE key = ?1",
            set_rivals.replace("?5", "?4")
        );
        let mut values = vec![Value::Int(key), Value::Text(&text), Value::Int(played)];
        if !set_rivals.is_empty() {
            values.push(rivals);
        }
        db.execute(&sql, &values)?;
    } else {
        let sql = format!(
            "INSERT INTO player_seasons (key, player_id, game, season, won, played, rivals)
             VALUES (?1, ?6, ?7, ?2, ?4, ?3, ?5)
             ON CONFLICT (key) DO UPDATE SET
                 season = excluded.season, won = excluded.won, played = excluded.played{}",
            set_rivals.replace("?5", "excluded.rivals")
        );
        let values = [
            Value::Int(key),
            Value::Text(&text),
            Value::Int(played),
            Value::Int(i64::from(row.won)),
            rivals,
            Value::Int(player),
            Value::Text(game.id()),
        ];
        db.execute(&sql, &values)?;
    }
    Ok(())
}

/// Writes a player's season of all games together into the row of the game of its last match
/// (there already: its game's season is written first), taking it from the row that kept it
/// before (unless it is known to be there already), and moving its entry in the ranking of wins
/// (`player_seasons_all_best`) only when its wins move.
fn put_season_of_all_games(
    db: &dyn Connection,
    player: i64,
    row: &PlayerSeason,
    stored: AsStored,
) -> Result<(), StoreError> {
    let Some(game) = row.last_game else {
        return Err(StoreError::Damaged(format!(
            "player {player}'s season of all games together names no last game"
        )));
    };
    let text = to_json_text(row)?;
    let key = row_key(player, Some(game));
    let played = i64::from(row.played);
    if stored == AsStored::HereWithTheseWins {
        db.execute(
            "UPDATE player_seasons SET all_season = ?2, all_played = ?3 WHERE key = ?1",
            params![key, &text, played],
        )?;
        return Ok(());
    }
    if stored == AsStored::Unknown {
        let (first, last) = keys_of(player);
        db.execute(
            "UPDATE player_seasons SET all_season = NULL, all_won = NULL, all_played = NULL
             WHERE key BETWEEN ?1 AND ?2 AND key <> ?3 AND all_won IS NOT NULL",
            params![first, last, key],
        )?;
    }
    db.execute(
        "UPDATE player_seasons SET all_season = ?2, all_won = ?3, all_played = ?4 WHERE key = ?1",
        params![key, &text, i64::from(row.won), played],
    )?;
    Ok(())
}

/// Deletes a player's season of a game (its row, with their rating and rivals in it), or of all
/// games together (from the row that keeps it).
pub(in crate::store) fn delete_season(
    db: &dyn Connection,
    player: i64,
    scope: Option<GameId>,
) -> Result<(), StoreError> {
    if scope.is_some() {
        db.execute(
            "DELETE FROM player_seasons WHERE key = ?1",
            params![row_key(player, scope)],
        )?;
        return Ok(());
    }
    let (first, last) = keys_of(player);
    db.execute(
        "UPDATE player_seasons SET all_season = NULL, all_won = NULL, all_played = NULL
         WHERE key BETWEEN ?1 AND ?2 AND all_won IS NOT NULL",
        params![first, last],
    )?;
    Ok(())
}

/// Sets a player's rivals in a game (none: an empty set), in their season row of it.
pub(in crate::store) fn put_rivals(
    db: &dyn Connection,
    player: i64,
    game: GameId,
    rivals: &Rivals,
) -> Result<(), StoreError> {
    let packed = rivals.pack();
    let value = match rivals.is_empty() {
        true => Value::Null,
        false => Value::Blob(&packed),
    };
    db.execute(
        "UPDATE player_seasons SET rivals = ?2 WHERE key = ?1",
        &[Value::Int(row_key(player, Some(game))), value],
    )?;
    Ok(())
}

/// The rivals kept in the game rows `of` (player, game), by them; a row without any is left out.
pub(in crate::store) fn rivals_of(
    db: &dyn Connection,
    of: &[(i64, GameId)],
) -> Result<std::collections::HashMap<(i64, GameId), Rivals>, StoreError> {
    let mut found = std::collections::HashMap::new();
    for part in of.chunks(500) {
        let sql = format!(
            "SELECT player_id, game, rivals FROM player_seasons
             WHERE key IN ({}) AND rivals IS NOT NULL",
            marks(1, part.len())
        );
        let values: Vec<Value> = (part.iter())
            .map(|&(player, game)| Value::Int(row_key(player, Some(game))))
            .collect();
        db.each((&sql).into(), &values, &mut |r| {
            let game = stored_game(0, &r.get::<String>(1)?)?;
            let rivals = Rivals::unpack(&r.get::<Vec<u8>>(2)?)?;
            found.insert((r.get(0)?, game), rivals);
            Ok(true)
        })?;
    }
    Ok(found)
}

/// A player's rating in a game, if they have one.
pub(in crate::store) fn rating(
    db: &dyn Connection,
    player: i64,
    game: GameId,
) -> Result<Option<Rating>, StoreError> {
    db.opt_row(
        "SELECT rating_mu, rating_sigma FROM player_seasons
         WHERE key = ?1 AND rating_mu IS NOT NULL",
        params![row_key(player, Some(game))],
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
        "UPDATE player_seasons SET rating_mu = ?2, rating_sigma = ?3 WHERE key = ?1",
        params![row_key(player, Some(game)), rating.mu, rating.sigma],
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

/// Deletes a player's seasons (their rivals with them; the others' rivals keep them until the
/// caller writes those again).
pub(in crate::store) fn forget_player(db: &dyn Connection, player: i64) -> Result<(), StoreError> {
    let (first, last) = keys_of(player);
    db.execute(
        "DELETE FROM player_seasons WHERE key BETWEEN ?1 AND ?2",
        params![first, last],
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

/// Deletes every season (with its rivals) and kept rating.
pub(in crate::store) fn clear(db: &dyn Connection) -> Result<(), StoreError> {
    for sql in ["DELETE FROM player_seasons", "DELETE FROM match_ratings"] {
        db.execute(sql, &[])?;
    }
    Ok(())
}
