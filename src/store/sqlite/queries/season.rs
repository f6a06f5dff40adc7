//! Every player's season, rivals and ratings as rows (`store/season.rs` counts them): read by
//! `stats`, and kept up to date in the transaction that ends a match, reopens it or ends it again
//! after an edit, and in the one that merges two players.
//!
//! A match that ends after every match its players finished before is added on: two season rows,
//! a rivals row per opponent and one rating per seat, each through its key. Anything else (a
//! match reopened, ended again, or ending before another that already counts) counts the seasons
//! of its players again from their own finished matches, and rates the game again from that match
//! on, starting each player from the rating they had before their first match rated again.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use rusqlite::{Connection, OptionalExtension, params};

use super::archive::finished_matches;
use super::{json_column, stored_game, to_json_text};
use crate::games::GameId;
use crate::games::names::PlayerName;
use crate::store::season::{self, PlayerSeason, Rating, SeasonKey, Tally};
use crate::store::{FinishedMatch, MatchFilter, Rivalry, StoreError, StoredSeason};

/// The key of a season row: a game's id, or '' for all games together.
fn scope_key(game: Option<GameId>) -> &'static str {
    game.map_or("", GameId::id)
}

fn scope_of(game: &str) -> Result<Option<GameId>, StoreError> {
    if game.is_empty() {
        return Ok(None);
    }
    stored_game(0, game).map(Some)
}

/// Every player's seasons, or one player's.
pub(in crate::store::sqlite) fn seasons(
    conn: &Connection,
    only: Option<i64>,
) -> Result<Vec<StoredSeason>, StoreError> {
    match only {
        // One player's rows through the key.
        Some(player) => season_rows(conn, "WHERE s.player_id = ?1", &[&player]),
        None => season_rows(conn, "", &[]),
    }
}

/// Every player's season in one game, or in all games together.
pub(in crate::store::sqlite) fn scope_seasons(
    conn: &Connection,
    game: Option<GameId>,
) -> Result<Vec<StoredSeason>, StoreError> {
    season_rows(conn, "WHERE s.game = ?1", &[&scope_key(game)])
}

/// The season rows `condition` (on `s`, with its `values`) lets through.
fn season_rows(
    conn: &Connection,
    condition: &str,
    values: &[&dyn rusqlite::ToSql],
) -> Result<Vec<StoredSeason>, StoreError> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT s.player_id, p.name, s.game, s.season, s.rating_mu, s.rating_sigma
         FROM player_seasons s JOIN players p ON p.id = s.player_id {condition}"
    ))?;
    let mut rows = stmt.query(values)?;
    let mut seasons = Vec::new();
    while let Some(row) = rows.next()? {
        let rating = match (row.get::<_, Option<f64>>(4)?, row.get::<_, Option<f64>>(5)?) {
            (Some(mu), Some(sigma)) => Some(Rating { mu, sigma }),
            _ => None,
        };
        seasons.push(StoredSeason {
            player_id: row.get(0)?,
            name: PlayerName::stored(row.get::<_, String>(1)?),
            game: scope_of(&row.get::<_, String>(2)?)?,
            season: json_column(&row.get::<_, String>(3)?, "player season")?,
            rating,
        });
    }
    Ok(seasons)
}

/// How `player` fared against each opponent, per game.
pub(in crate::store::sqlite) fn rivals(
    conn: &Connection,
    player: i64,
) -> Result<Vec<Rivalry>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT r.other_id, p.name, r.game, r.ahead, r.behind, r.level
         FROM player_rivals r JOIN players p ON p.id = r.other_id
         WHERE r.player_id = ?1",
    )?;
    let mut rows = stmt.query([player])?;
    let mut rivals = Vec::new();
    while let Some(row) = rows.next()? {
        let game: String = row.get(2)?;
        rivals.push(Rivalry {
            other_id: row.get(0)?,
            other: PlayerName::stored(row.get::<_, String>(1)?),
            game: stored_game(0, &game)?,
            tally: Tally {
                ahead: row.get(3)?,
                behind: row.get(4)?,
                level: row.get(5)?,
            },
        });
    }
    Ok(rivals)
}

/// Match `id` as seasons count it, while it is finished (read before a change to it).
pub(in crate::store::sqlite) fn counted(
    conn: &Connection,
    id: i64,
) -> Result<Option<FinishedMatch>, StoreError> {
    Ok(finished_matches(
        conn,
        &MatchFilter {
            match_id: Some(id),
            ..MatchFilter::default()
        },
    )?
    .pop())
}

/// After match `id` changed (ended, reopened, ended again): its players' seasons, rivals and
/// ratings follow. `before` is the match as seasons counted it before the change (none while it
/// was not finished).
pub(in crate::store::sqlite) fn recount(
    conn: &Connection,
    before: Option<FinishedMatch>,
    id: i64,
) -> Result<(), StoreError> {
    let after = counted(conn, id)?;
    if before.is_none() && after.is_none() {
        return Ok(());
    }
    if let Some(gone) = &before {
        add_rivalries(conn, gone, -1)?;
    }
    if let Some(new) = &after {
        add_rivalries(conn, new, 1)?;
    }

    let players: BTreeSet<i64> = (before.iter().chain(&after))
        .flat_map(|m| m.seats.iter().map(|s| s.player_id))
        .collect();
    let game = before.as_ref().or(after.as_ref()).map(|m| m.game);
    for &player in &players {
        for scope in [game, None] {
            let mut row = season_row(conn, player, scope)?;
            let seat = after.as_ref().and_then(|m| {
                let seat = m.seats.iter().position(|s| s.player_id == player)?;
                Some((m, seat))
            });
            match (&before, seat, &mut row) {
                // Ending after everything the player finished: added on.
                (None, Some((m, seat)), row)
                    if row
                        .as_ref()
                        .is_none_or(|r| r.last.as_ref() < Some(&m.key())) =>
                {
                    let row = row.get_or_insert_with(PlayerSeason::default);
                    row.add(m, seat, scope.is_some());
                    write_season(conn, player, scope, row)?;
                }
                _ => count_again(conn, player, scope)?,
            }
        }
    }

    match (&before, &after) {
        (None, Some(new)) if !finished_later(conn, new)? => rate_on(conn, new),
        _ => {
            let from = (before.iter().chain(&after)).map(FinishedMatch::key).min();
            match (game, from) {
                (Some(game), Some(from)) => rate_again(conn, game, from, before.as_ref()),
                _ => Ok(()),
            }
        }
    }
}

/// A player's season row, if they have one.
fn season_row(
    conn: &Connection,
    player: i64,
    scope: Option<GameId>,
) -> Result<Option<PlayerSeason>, StoreError> {
    conn.prepare_cached("SELECT season FROM player_seasons WHERE player_id = ?1 AND game = ?2")?
        .query_row(params![player, scope_key(scope)], |r| r.get::<_, String>(0))
        .optional()?
        .map(|text| json_column(&text, "player season"))
        .transpose()
}

/// Writes a player's season (keeping their rating); one with no match left goes.
fn write_season(
    conn: &Connection,
    player: i64,
    scope: Option<GameId>,
    row: &PlayerSeason,
) -> Result<(), StoreError> {
    if row.played == 0 {
        conn.prepare_cached("DELETE FROM player_seasons WHERE player_id = ?1 AND game = ?2")?
            .execute(params![player, scope_key(scope)])?;
        return Ok(());
    }
    let text = to_json_text(row)?;
    conn.prepare_cached(
        "INSERT INTO player_seasons (player_id, game, season) VALUES (?1, ?2, ?3)
         ON CONFLICT (player_id, game) DO UPDATE SET season = excluded.season",
    )?
    .execute(params![player, scope_key(scope), text])?;
    Ok(())
}

/// Counts a player's season again from their finished matches (of one game, or all).
fn count_again(conn: &Connection, player: i64, scope: Option<GameId>) -> Result<(), StoreError> {
    let matches = finished_matches(
        conn,
        &MatchFilter {
            game: scope,
            player: Some(player),
            ..MatchFilter::default()
        },
    )?;
    let row = season::count(&matches)
        .remove(&(player, scope))
        .unwrap_or_default();
    write_season(conn, player, scope, &row)
}

/// Adds each pair of players of `finished` to their rivals rows, `sign` times (-1 takes a match
/// away); a row that comes to nothing goes.
fn add_rivalries(conn: &Connection, finished: &FinishedMatch, sign: i64) -> Result<(), StoreError> {
    let mut prune = conn.prepare_cached(
        "DELETE FROM player_rivals
         WHERE player_id = ?1 AND game = ?2 AND other_id = ?3 AND ahead + behind + level <= 0",
    )?;
    for (player, other, tally) in season::rivalries(finished) {
        let game = finished.game.id();
        add_rivalry(conn, player, game, other, tally, sign)?;
        if sign < 0 {
            prune.execute(params![player, game, other])?;
        }
    }
    Ok(())
}

/// Whether a match of `finished`'s game finished after it (then rating it on its own would rate
/// the later one from the wrong start).
fn finished_later(conn: &Connection, finished: &FinishedMatch) -> Result<bool, StoreError> {
    Ok(conn
        .prepare_cached(
            // Through the (finished_at, id) index from this match on: the unary + keeps the
            // planner from walking every match of the game (or every finished one) instead.
            "SELECT 1 FROM matches
             WHERE (finished_at, id) > (?1, ?2) AND +status = 'finished' AND +game = ?3 LIMIT 1",
        )?
        .query_row(
            params![finished.finished_at, finished.id, finished.game.id()],
            |_| Ok(()),
        )
        .optional()?
        .is_some())
}

/// A player's current rating in a game (the start while they have none).
fn current_rating(conn: &Connection, player: i64, game: GameId) -> Result<Rating, StoreError> {
    Ok(conn
        .prepare_cached(
            "SELECT rating_mu, rating_sigma FROM player_seasons
             WHERE player_id = ?1 AND game = ?2 AND rating_mu IS NOT NULL",
        )?
        .query_row(params![player, game.id()], |r| {
            Ok(Rating {
                mu: r.get(0)?,
                sigma: r.get(1)?,
            })
        })
        .optional()?
        .unwrap_or_default())
}

/// Rates `finished`, the last match of its game: each seat from its current rating.
fn rate_on(conn: &Connection, finished: &FinishedMatch) -> Result<(), StoreError> {
    let before = finished
        .seats
        .iter()
        .map(|seat| current_rating(conn, seat.player_id, finished.game))
        .collect::<Result<Vec<_>, _>>()?;
    write_rated(conn, finished, &before).map(drop)
}

/// Keeps what rating `finished` did: each seat's rating before it, and after it as the player's.
fn write_rated(
    conn: &Connection,
    finished: &FinishedMatch,
    before: &[Rating],
) -> Result<Vec<Rating>, StoreError> {
    let after = season::rate(finished, before)?;
    let mut keep = conn.prepare_cached(
        "INSERT OR REPLACE INTO match_ratings (match_id, player_id, mu, sigma)
         VALUES (?1, ?2, ?3, ?4)",
    )?;
    for ((seat, was), now) in finished.seats.iter().zip(before).zip(&after) {
        keep.execute(params![finished.id, seat.player_id, was.mu, was.sigma])?;
        set_rating(conn, seat.player_id, finished.game, *now)?;
    }
    Ok(after)
}

/// A player's rating in a game, kept in their season of it.
fn set_rating(
    conn: &Connection,
    player: i64,
    game: GameId,
    rating: Rating,
) -> Result<(), StoreError> {
    conn.prepare_cached(
        "UPDATE player_seasons SET rating_mu = ?3, rating_sigma = ?4
         WHERE player_id = ?1 AND game = ?2",
    )?
    .execute(params![player, game.id(), rating.mu, rating.sigma])?;
    Ok(())
}

/// Rates `game` again from `from` on (in the order seasons count matches). `gone` is a match
/// that was rated at its place and is no longer (reopened), or is rated at another place now
/// (ended again). Each player starts from the rating they had before their first match rated
/// again; one whose matches all lie before `from` keeps theirs.
fn rate_again(
    conn: &Connection,
    game: GameId,
    from: SeasonKey,
    gone: Option<&FinishedMatch>,
) -> Result<(), StoreError> {
    let matches = finished_matches(
        conn,
        &MatchFilter {
            game: Some(game),
            from: Some(from),
            ..MatchFilter::default()
        },
    )?;
    // The matches rated before, where they stood then.
    let mut rated_before: Vec<SeasonKey> = matches
        .iter()
        .filter(|m| gone.is_none_or(|g| g.id != m.id))
        .map(FinishedMatch::key)
        .collect();
    rated_before.extend(gone.map(FinishedMatch::key));
    rated_before.sort();
    let mut start: HashMap<i64, Rating> = HashMap::new();
    let mut forget = conn.prepare_cached("DELETE FROM match_ratings WHERE match_id = ?1")?;
    for key in &rated_before {
        for (player, rating) in match_ratings(conn, key.match_id)? {
            start.entry(player).or_insert(rating);
        }
        forget.execute([key.match_id])?;
    }
    let mut now: HashMap<i64, Rating> = HashMap::new();
    for finished in &matches {
        let before = finished
            .seats
            .iter()
            .map(|seat| {
                if let Some(rating) = now.get(&seat.player_id).or(start.get(&seat.player_id)) {
                    return Ok(*rating);
                }
                current_rating(conn, seat.player_id, game)
            })
            .collect::<Result<Vec<_>, StoreError>>()?;
        let after = write_rated(conn, finished, &before)?;
        for (seat, rating) in finished.seats.iter().zip(after) {
            now.insert(seat.player_id, rating);
        }
    }
    // A player of the match gone who plays no match from there on is back where they were.
    for (&player, &rating) in start.iter().filter(|(p, _)| !now.contains_key(p)) {
        set_rating(conn, player, game, rating)?;
    }
    Ok(())
}

/// Each seat's rating before match `id`, as kept.
fn match_ratings(conn: &Connection, id: i64) -> Result<Vec<(i64, Rating)>, StoreError> {
    Ok(conn
        .prepare_cached("SELECT player_id, mu, sigma FROM match_ratings WHERE match_id = ?1")?
        .query_map([id], |r| {
            Ok((
                r.get(0)?,
                Rating {
                    mu: r.get(1)?,
                    sigma: r.get(2)?,
                },
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?)
}

/// Before player `from` is merged into `into`: `from`'s seasons and rivals go (counted again for
/// `into` afterwards) and their kept ratings become `into`'s. Returns, for each game either
/// played, where rating it again starts: the first finished match of either of them.
pub(in crate::store::sqlite) fn before_merge(
    conn: &Connection,
    from: i64,
    into: i64,
) -> Result<Vec<(GameId, SeasonKey)>, StoreError> {
    let mut firsts: BTreeMap<&'static str, (GameId, SeasonKey)> = BTreeMap::new();
    for player in [from, into] {
        let matches = finished_matches(
            conn,
            &MatchFilter {
                player: Some(player),
                ..MatchFilter::default()
            },
        )?;
        for m in matches {
            let entry = firsts
                .entry(m.game.id())
                .or_insert_with(|| (m.game, m.key()));
            if m.key() < entry.1 {
                entry.1 = m.key();
            }
        }
    }
    for player in [from, into] {
        conn.execute("DELETE FROM player_seasons WHERE player_id = ?1", [player])?;
        conn.execute(
            "DELETE FROM player_rivals WHERE player_id = ?1 OR other_id = ?1",
            [player],
        )?;
    }
    conn.execute(
        "UPDATE match_ratings SET player_id = ?2 WHERE player_id = ?1",
        params![from, into],
    )?;
    Ok(firsts.into_values().collect())
}

/// After a merge into `into`: their seasons and rivals counted from their matches (now all of
/// them), and each game they played rated again from where either first played it.
pub(in crate::store::sqlite) fn after_merge(
    conn: &Connection,
    into: i64,
    firsts: Vec<(GameId, SeasonKey)>,
) -> Result<(), StoreError> {
    let matches = finished_matches(
        conn,
        &MatchFilter {
            player: Some(into),
            ..MatchFilter::default()
        },
    )?;
    for ((player, scope), row) in season::count(&matches) {
        if player == into {
            write_season(conn, player, scope, &row)?;
        }
    }
    for finished in &matches {
        let game = finished.game.id();
        for (player, other, tally) in season::rivalries(finished) {
            if player == into || other == into {
                add_rivalry(conn, player, game, other, tally, 1)?;
            }
        }
    }
    for (game, from) in firsts {
        rate_again(conn, game, from, None)?;
    }
    Ok(())
}

/// Adds `tally` to a rivals row `sign` times (-1 takes it away).
fn add_rivalry(
    conn: &Connection,
    player: i64,
    game: &str,
    other: i64,
    tally: Tally,
    sign: i64,
) -> Result<(), StoreError> {
    conn.prepare_cached(
        "INSERT INTO player_rivals (player_id, game, other_id, ahead, behind, level)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (player_id, game, other_id) DO UPDATE SET
             ahead = ahead + excluded.ahead, behind = behind + excluded.behind,
             level = level + excluded.level",
    )?
    .execute(params![
        player,
        game,
        other,
        sign * i64::from(tally.ahead),
        sign * i64::from(tally.behind),
        sign * i64::from(tally.level)
    ])?;
    Ok(())
}

/// Every season, rival and rating counted again from every finished match: what the upgrade to
/// schema 5 fills the tables with, and what the tests compare the kept ones with.
pub(in crate::store::sqlite) fn rebuild(
    conn: &Connection,
    progress: &dyn Fn(u64),
) -> Result<(), StoreError> {
    for table in ["player_seasons", "player_rivals", "match_ratings"] {
        conn.execute(&format!("DELETE FROM {table}"), [])?;
    }
    let matches = finished_matches(conn, &MatchFilter::default())?;
    for (&(player, scope), row) in &season::count(&matches) {
        write_season(conn, player, scope, row)?;
    }
    let mut rivals: BTreeMap<(i64, &'static str, i64), Tally> = BTreeMap::new();
    let mut ratings: HashMap<(i64, &'static str), Rating> = HashMap::new();
    for finished in &matches {
        let game = finished.game.id();
        for (player, other, tally) in season::rivalries(finished) {
            rivals.entry((player, game, other)).or_default().add(tally);
        }
        let before: Vec<Rating> = finished
            .seats
            .iter()
            .map(|seat| {
                ratings
                    .get(&(seat.player_id, game))
                    .copied()
                    .unwrap_or_default()
            })
            .collect();
        let after = write_rated(conn, finished, &before)?;
        for (seat, rating) in finished.seats.iter().zip(after) {
            ratings.insert((seat.player_id, game), rating);
        }
        progress(1);
    }
    for ((player, game, other), tally) in rivals {
        add_rivalry(conn, player, game, other, tally, 1)?;
    }
    Ok(())
}

/// The seasons, rivals and ratings as kept, for comparing with [`rebuild`]'s: every row of the
/// three tables as text, ratings rounded to 9 decimals.
#[cfg(test)]
pub(in crate::store::sqlite) fn kept(conn: &Connection) -> Result<Vec<String>, StoreError> {
    let mut all = Vec::new();
    for sql in [
        "SELECT player_id, game, season, round(rating_mu, 9), round(rating_sigma, 9)
         FROM player_seasons ORDER BY player_id, game",
        "SELECT player_id, game, other_id, ahead, behind, level FROM player_rivals
         ORDER BY player_id, game, other_id",
        "SELECT match_id, player_id, round(mu, 9), round(sigma, 9) FROM match_ratings
         ORDER BY match_id, player_id",
    ] {
        let mut stmt = conn.prepare(sql)?;
        let columns = stmt.column_count();
        let mut rows = stmt.query([])?;
        while let Some(row) = rows.next()? {
            let cells = (0..columns)
                .map(|i| Ok(format!("{:?}", row.get_ref(i)?)))
                .collect::<Result<Vec<_>, rusqlite::Error>>()?;
            all.push(cells.join(" "));
        }
    }
    Ok(all)
}
