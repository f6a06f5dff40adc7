//! The leaders of a season and `stats --all`: seasons read in the order of their scope's
//! ranking of wins (a game's, or all games together), through its index.

use super::stored_seasons_at;
use crate::games::GameId;
use crate::store::season_upkeep::scope_key;
use crate::store::sql::{Connection, Dialect, Get, Value, piece};
use crate::store::{RankedSeason, StoreError, StoredSeason};

/// How a scope's seasons are ranked: the condition of its rows, and their wins and matches.
fn ranked_by(scope: Option<GameId>) -> (&'static str, &'static str, &'static str) {
    match scope {
        Some(_) => ("game = ?1", "won", "played"),
        None => ("all_won IS NOT NULL", "all_won", "all_played"),
    }
}

/// The seasons of the players with the most wins in one game (`None`: all games together),
/// then the most matches: every season of the first `limit` of them and of any tied with the
/// last (the caller orders those by name), with how many players played in that scope. Found
/// through the scope's index of wins: the cut is the `limit`-th best, walking the index from the
/// top (the matches read for the wins down to the cut's), and only the rows from the cut up are
/// read (with their JSON). Every kept season has a match (one with none is deleted), so the
/// count is the scope's entries in the index.
pub(in crate::store) fn leading_seasons(
    db: &dyn Connection,
    game: Option<GameId>,
    limit: u32,
) -> Result<(Vec<StoredSeason>, usize), StoreError> {
    let (rows_of, won, played) = ranked_by(game);
    let sql = format!(
        "SELECT s.player_id, p.name, s.game, s.season, s.rating_mu, s.rating_sigma, s.all_season,
                (SELECT count(*) FROM player_seasons c WHERE c.{rows_of})
         FROM (SELECT t.player_id FROM player_seasons t
               WHERE t.{rows_of} AND (t.{won}, t.{played}) >= (
                   SELECT won, played FROM (
                       SELECT {won} AS won, {played} AS played FROM player_seasons
                       WHERE {rows_of} ORDER BY {won} DESC, {played} DESC LIMIT ?2
                   ) best ORDER BY won, played LIMIT 1)) w
         CROSS JOIN player_seasons s JOIN players p ON p.id = s.player_id
         WHERE s.key BETWEEN w.player_id * 16 AND w.player_id * 16 + 15
         ORDER BY s.player_id, s.game"
    );
    let mut counted = 0;
    let mut all = Vec::new();
    let values = [Value::Text(scope_key(game)), Value::Int(i64::from(limit))];
    db.each((&sql).into(), &values, &mut |r| {
        counted = r.get::<i64>(7)?;
        let (together, of_game) = stored_seasons_at(r, 0)?;
        all.extend(together);
        all.push(of_game);
        Ok(true)
    })?;
    Ok((all, usize::try_from(counted).unwrap_or_default()))
}

/// `stats --all` (`scope`: of one game) in one statement, handed over a season at a time (on
/// the server the rows of one statement arrive together, in one round trip, as they always
/// did): every season of the players who played in the scope (with a game, only that game's),
/// each player's together, best first as the season lists them: most wins, then most matches
/// in the scope, then the folded name kept with the player, compared byte by byte as Rust
/// compares it (then the id, never needed: the folded name is unique). Only the players are
/// sorted (their scope's wins and matches, small); each one's rows are then read through the
/// key, in that order, so no season's JSON is sorted or read twice. Nobody is held.
pub(in crate::store) fn each_ranked_season(
    db: &dyn Connection,
    scope: Option<GameId>,
    visit: &mut dyn FnMut(RankedSeason) -> bool,
) -> Result<(), StoreError> {
    let (rows_of, won, played) = ranked_by(scope);
    let (bytewise, kept_in_order, in_order) = match db.dialect() {
        Dialect::Sqlite => (
            piece!(sqlite, BYTEWISE),
            piece!(sqlite, KEPT_IN_ORDER),
            piece!(sqlite, RANKED_ORDER),
        ),
        Dialect::Postgres => (
            piece!(postgres, BYTEWISE),
            piece!(postgres, KEPT_IN_ORDER),
            piece!(postgres, RANKED_ORDER),
        ),
    };
    // The server is told the order again (RANKED_ORDER), by these columns.
    let ranks = match db.dialect() {
        Dialect::Sqlite => String::new(),
        Dialect::Postgres => {
            format!(", o.{won} AS rank_won, o.{played} AS rank_played, p.folded AS folded")
        }
    };
    let rows = match scope {
        Some(_) => "s.game = ?1",
        None => "TRUE",
    };
    let sql = format!(
        "SELECT r.player_id, r.name, s.game, s.season, s.rating_mu, s.rating_sigma, s.all_season
         FROM (SELECT o.player_id, p.name{ranks}
               FROM player_seasons o JOIN players p ON p.id = o.player_id
               WHERE o.{rows_of} AND o.{played} > 0
               ORDER BY o.{won} DESC, o.{played} DESC, p.folded{bytewise}, p.id{kept_in_order}) r
         CROSS JOIN player_seasons s
         WHERE s.key BETWEEN r.player_id * 16 AND r.player_id * 16 + 15 AND {rows}{in_order}"
    );
    let game = scope.map(|game| Value::Text(game.id()));
    db.each((&sql).into(), game.as_slice(), &mut |r| {
        let (together, of_game) = stored_seasons_at(r, 0)?;
        if let Some(season) = together.filter(|_| scope.is_none())
            && !visit(RankedSeason { season })
        {
            return Ok(false);
        }
        Ok(visit(RankedSeason { season: of_game }))
    })
}
