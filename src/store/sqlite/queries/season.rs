//! Every player's season, rivals and ratings as rows (`store/season.rs` counts them, and
//! `store/season_upkeep.rs` decides what changes): read by `stats`, and kept up to date in the
//! transaction that ends a match, reopens it or ends it again after an edit, and in the one that
//! merges two players. Each statement reads or writes rows through their key.

use rusqlite::{Connection, OptionalExtension, params};

use super::Rows;
use super::{json_column, stored_game, to_json_text};
use crate::games::GameId;
use crate::games::names::PlayerName;
use crate::store::queries::archive::finished_matches;
use crate::store::season::{PlayerSeason, Rating, SeasonKey, Tally};
use crate::store::season_upkeep::{self, SeasonRows, scope_key};
use crate::store::{FinishedMatch, MatchFilter, Rivalry, StoreError, StoredSeason};

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
    season_upkeep::counted(&Rows(conn), id)
}

/// After match `id` changed: its players' seasons, rivals and ratings follow
/// ([`season_upkeep::recount`]).
pub(in crate::store::sqlite) fn recount(
    conn: &Connection,
    before: Option<FinishedMatch>,
    id: i64,
) -> Result<(), StoreError> {
    season_upkeep::recount(&Rows(conn), before, id)
}

/// After an import ended the matches `ended` ([`season_upkeep::recount_imported`]).
pub(in crate::store::sqlite) fn recount_imported(
    conn: &Connection,
    ended: &[i64],
) -> Result<(), StoreError> {
    season_upkeep::recount_imported(&Rows(conn), ended)
}

/// Before player `from` is merged into `into` ([`season_upkeep::before_merge`]).
pub(in crate::store::sqlite) fn before_merge(
    conn: &Connection,
    from: i64,
    into: i64,
) -> Result<Vec<(GameId, SeasonKey)>, StoreError> {
    season_upkeep::before_merge(&Rows(conn), from, into)
}

/// After a merge into `into` ([`season_upkeep::after_merge`]).
pub(in crate::store::sqlite) fn after_merge(
    conn: &Connection,
    into: i64,
    firsts: Vec<(GameId, SeasonKey)>,
) -> Result<(), StoreError> {
    season_upkeep::after_merge(&Rows(conn), into, firsts)
}

/// Every season, rival and rating counted again from every finished match
/// ([`season_upkeep::rebuild`]).
pub(in crate::store::sqlite) fn rebuild(
    conn: &Connection,
    progress: &dyn Fn(u64),
) -> Result<(), StoreError> {
    season_upkeep::rebuild(&Rows(conn), progress)
}

impl SeasonRows for Rows<'_> {
    fn finished_matches(&self, filter: &MatchFilter) -> Result<Vec<FinishedMatch>, StoreError> {
        finished_matches(self.0, filter)
    }

    fn season_row(&self, player: i64, scope: &str) -> Result<Option<PlayerSeason>, StoreError> {
        self.0
            .prepare_cached("SELECT season FROM player_seasons WHERE player_id = ?1 AND game = ?2")?
            .query_row(params![player, scope], |r| r.get::<_, String>(0))
            .optional()?
            .map(|text| json_column(&text, "player season"))
            .transpose()
    }

    fn put_season(&self, player: i64, scope: &str, row: &PlayerSeason) -> Result<(), StoreError> {
        let text = to_json_text(row)?;
        self.0
            .prepare_cached(
                "INSERT INTO player_seasons (player_id, game, season) VALUES (?1, ?2, ?3)
                 ON CONFLICT (player_id, game) DO UPDATE SET season = excluded.season",
            )?
            .execute(params![player, scope, text])?;
        Ok(())
    }

    fn delete_season(&self, player: i64, scope: &str) -> Result<(), StoreError> {
        self.0
            .prepare_cached("DELETE FROM player_seasons WHERE player_id = ?1 AND game = ?2")?
            .execute(params![player, scope])?;
        Ok(())
    }

    fn add_rivalry(
        &self,
        player: i64,
        game: &str,
        other: i64,
        tally: Tally,
        sign: i64,
    ) -> Result<(), StoreError> {
        self.0
            .prepare_cached(
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

    fn prune_rivalry(&self, player: i64, game: &str, other: i64) -> Result<(), StoreError> {
        self.0
            .prepare_cached(
                "DELETE FROM player_rivals
                 WHERE player_id = ?1 AND game = ?2 AND other_id = ?3
                   AND ahead + behind + level <= 0",
            )?
            .execute(params![player, game, other])?;
        Ok(())
    }

    fn finished_later(&self, finished: &FinishedMatch) -> Result<bool, StoreError> {
        Ok(self
            .0
            .prepare_cached(
                // Through the (finished_at, id) index from this match on: the unary + keeps the
                // planner from walking every match of the game (or every finished one) instead.
                "SELECT 1 FROM matches
                 WHERE (finished_at, id) > (?1, ?2) AND +status = 'finished' AND +game = ?3
                 LIMIT 1",
            )?
            .query_row(
                params![finished.finished_at, finished.id, finished.game.id()],
                |_| Ok(()),
            )
            .optional()?
            .is_some())
    }

    fn rating(&self, player: i64, game: GameId) -> Result<Option<Rating>, StoreError> {
        Ok(self
            .0
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
            .optional()?)
    }

    fn set_rating(&self, player: i64, game: GameId, rating: Rating) -> Result<(), StoreError> {
        self.0
            .prepare_cached(
                "UPDATE player_seasons SET rating_mu = ?3, rating_sigma = ?4
                 WHERE player_id = ?1 AND game = ?2",
            )?
            .execute(params![player, game.id(), rating.mu, rating.sigma])?;
        Ok(())
    }

    fn keep_match_rating(
        &self,
        match_id: i64,
        player: i64,
        rating: Rating,
    ) -> Result<(), StoreError> {
        self.0
            .prepare_cached(
                "INSERT OR REPLACE INTO match_ratings (match_id, player_id, mu, sigma)
                 VALUES (?1, ?2, ?3, ?4)",
            )?
            .execute(params![match_id, player, rating.mu, rating.sigma])?;
        Ok(())
    }

    fn match_ratings(&self, match_id: i64) -> Result<Vec<(i64, Rating)>, StoreError> {
        Ok(self
            .0
            .prepare_cached("SELECT player_id, mu, sigma FROM match_ratings WHERE match_id = ?1")?
            .query_map([match_id], |r| {
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

    fn forget_match_ratings(&self, match_id: i64) -> Result<(), StoreError> {
        self.0
            .prepare_cached("DELETE FROM match_ratings WHERE match_id = ?1")?
            .execute([match_id])?;
        Ok(())
    }

    fn forget_player(&self, player: i64) -> Result<(), StoreError> {
        self.0
            .execute("DELETE FROM player_seasons WHERE player_id = ?1", [player])?;
        self.0.execute(
            "DELETE FROM player_rivals WHERE player_id = ?1 OR other_id = ?1",
            [player],
        )?;
        Ok(())
    }

    fn move_match_ratings(&self, from: i64, into: i64) -> Result<(), StoreError> {
        self.0.execute(
            "UPDATE match_ratings SET player_id = ?2 WHERE player_id = ?1",
            params![from, into],
        )?;
        Ok(())
    }

    fn clear(&self) -> Result<(), StoreError> {
        for table in ["player_seasons", "player_rivals", "match_ratings"] {
            self.0.execute(&format!("DELETE FROM {table}"), [])?;
        }
        Ok(())
    }
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
