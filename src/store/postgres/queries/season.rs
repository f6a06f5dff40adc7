//! Every player's season, rivals and ratings as rows: read by `stats`, and kept up to date
//! (`store/season_upkeep.rs` decides what changes; these are its rows).

use postgres::Row;

use super::{Db, Get, Rows};
use crate::games::GameId;
use crate::games::names::PlayerName;
use crate::store::columns::{json_column, stored_game, to_json_text};
use crate::store::queries::archive::finished_matches;
use crate::store::season::{PlayerSeason, Rating, Tally};
use crate::store::season_upkeep::{SeasonRows, scope_key};
use crate::store::{FinishedMatch, MatchFilter, Rivalry, StoreError, StoredSeason};

fn scope_of(game: &str) -> Result<Option<GameId>, StoreError> {
    if game.is_empty() {
        return Ok(None);
    }
    stored_game(0, game).map(Some)
}

/// The columns of a season row: player_id, name, game, season, rating_mu, rating_sigma. In key
/// order, as SQLite reads them.
const SEASON_ROWS: &str =
    "SELECT s.player_id, p.name, s.game, s.season, s.rating_mu, s.rating_sigma
     FROM player_seasons s JOIN players p ON p.id = s.player_id";

pub(in crate::store::postgres) fn seasons(
    db: &Db,
    only: Option<i64>,
) -> Result<Vec<StoredSeason>, StoreError> {
    let rows = match only {
        Some(player) => db.rows(
            &format!("{SEASON_ROWS} WHERE s.player_id = $1 ORDER BY s.player_id, s.game"),
            &[&player],
        )?,
        None => db.rows(&format!("{SEASON_ROWS} ORDER BY s.player_id, s.game"), &[])?,
    };
    rows.iter().map(stored_season).collect()
}

pub(in crate::store::postgres) fn scope_seasons(
    db: &Db,
    game: Option<GameId>,
) -> Result<Vec<StoredSeason>, StoreError> {
    db.rows(
        &format!("{SEASON_ROWS} WHERE s.game = $1 ORDER BY s.player_id, s.game"),
        &[&scope_key(game)],
    )?
    .iter()
    .map(stored_season)
    .collect()
}

fn stored_season(row: &Row) -> Result<StoredSeason, StoreError> {
    let rating = match (row.at::<Option<f64>>(4)?, row.at::<Option<f64>>(5)?) {
        (Some(mu), Some(sigma)) => Some(Rating { mu, sigma }),
        _ => None,
    };
    Ok(StoredSeason {
        player_id: row.at(0)?,
        name: PlayerName::stored(row.at::<String>(1)?),
        game: scope_of(row.at(2)?)?,
        season: json_column(row.at(3)?, "player season")?,
        rating,
    })
}

pub(in crate::store::postgres) fn rivals(db: &Db, player: i64) -> Result<Vec<Rivalry>, StoreError> {
    db.rows(
        "SELECT r.other_id, p.name, r.game, r.ahead, r.behind, r.level
         FROM player_rivals r JOIN players p ON p.id = r.other_id
         WHERE r.player_id = $1 ORDER BY r.game, r.other_id",
        &[&player],
    )?
    .iter()
    .map(|row| {
        let count = |i: usize| row.u32_at(i);
        Ok(Rivalry {
            other_id: row.at(0)?,
            other: PlayerName::stored(row.at::<String>(1)?),
            game: stored_game(0, row.at(2)?)?,
            tally: Tally {
                ahead: count(3)?,
                behind: count(4)?,
                level: count(5)?,
            },
        })
    })
    .collect()
}

impl SeasonRows for Rows<'_> {
    fn finished_matches(&self, filter: &MatchFilter) -> Result<Vec<FinishedMatch>, StoreError> {
        finished_matches(self.0, filter)
    }

    fn season_row(&self, player: i64, scope: &str) -> Result<Option<PlayerSeason>, StoreError> {
        self.0
            .row(
                "SELECT season FROM player_seasons WHERE player_id = $1 AND game = $2",
                &[&player, &scope],
            )?
            .map(|r| json_column(r.at(0)?, "player season"))
            .transpose()
    }

    fn put_season(&self, player: i64, scope: &str, row: &PlayerSeason) -> Result<(), StoreError> {
        self.0.run(
            "INSERT INTO player_seasons (player_id, game, season) VALUES ($1, $2, $3)
             ON CONFLICT (player_id, game) DO UPDATE SET season = excluded.season",
            &[&player, &scope, &to_json_text(row)?],
        )?;
        Ok(())
    }

    fn delete_season(&self, player: i64, scope: &str) -> Result<(), StoreError> {
        self.0.run(
            "DELETE FROM player_seasons WHERE player_id = $1 AND game = $2",
            &[&player, &scope],
        )?;
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
        self.0.run(
            "INSERT INTO player_rivals AS r (player_id, game, other_id, ahead, behind, level)
             VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (player_id, game, other_id) DO UPDATE SET
                 ahead = r.ahead + excluded.ahead, behind = r.behind + excluded.behind,
                 level = r.level + excluded.level",
            &[
                &player,
                &game,
                &other,
                &(sign * i64::from(tally.ahead)),
                &(sign * i64::from(tally.behind)),
                &(sign * i64::from(tally.level)),
            ],
        )?;
        Ok(())
    }

    fn prune_rivalry(&self, player: i64, game: &str, other: i64) -> Result<(), StoreError> {
        self.0.run(
            "DELETE FROM player_rivals
             WHERE player_id = $1 AND game = $2 AND other_id = $3 AND ahead + behind + level <= 0",
            &[&player, &game, &other],
        )?;
        Ok(())
    }

    fn finished_later(&self, finished: &FinishedMatch) -> Result<bool, StoreError> {
        Ok(self
            .0
            .row(
                "SELECT 1 FROM matches
                 WHERE (finished_at, id) > ($1, $2) AND status = 'finished' AND game = $3 LIMIT 1",
                &[&finished.finished_at, &finished.id, &finished.game.id()],
            )?
            .is_some())
    }

    fn rating(&self, player: i64, game: GameId) -> Result<Option<Rating>, StoreError> {
        self.0
            .row(
                "SELECT rating_mu, rating_sigma FROM player_seasons
                 WHERE player_id = $1 AND game = $2 AND rating_mu IS NOT NULL",
                &[&player, &game.id()],
            )?
            .map(|r| {
                Ok(Rating {
                    mu: r.at(0)?,
                    sigma: r.at(1)?,
                })
            })
            .transpose()
    }

    fn set_rating(&self, player: i64, game: GameId, rating: Rating) -> Result<(), StoreError> {
        self.0.run(
            "UPDATE player_seasons SET rating_mu = $3, rating_sigma = $4
             WHERE player_id = $1 AND game = $2",
            &[&player, &game.id(), &rating.mu, &rating.sigma],
        )?;
        Ok(())
    }

    fn keep_match_rating(
        &self,
        match_id: i64,
        player: i64,
        rating: Rating,
    ) -> Result<(), StoreError> {
        self.0.run(
            "INSERT INTO match_ratings (match_id, player_id, mu, sigma) VALUES ($1, $2, $3, $4)
             ON CONFLICT (match_id, player_id) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma",
            &[&match_id, &player, &rating.mu, &rating.sigma],
        )?;
        Ok(())
    }

    fn match_ratings(&self, match_id: i64) -> Result<Vec<(i64, Rating)>, StoreError> {
        self.0
            .rows(
                "SELECT player_id, mu, sigma FROM match_ratings WHERE match_id = $1
                 ORDER BY player_id",
                &[&match_id],
            )?
            .iter()
            .map(|r| {
                Ok((
                    r.at(0)?,
                    Rating {
                        mu: r.at(1)?,
                        sigma: r.at(2)?,
                    },
                ))
            })
            .collect()
    }

    fn forget_match_ratings(&self, match_id: i64) -> Result<(), StoreError> {
        self.0.run(
            "DELETE FROM match_ratings WHERE match_id = $1",
            &[&match_id],
        )?;
        Ok(())
    }

    fn forget_player(&self, player: i64) -> Result<(), StoreError> {
        self.0.run(
            "DELETE FROM player_seasons WHERE player_id = $1",
            &[&player],
        )?;
        self.0.run(
            "DELETE FROM player_rivals WHERE player_id = $1 OR other_id = $1",
            &[&player],
        )?;
        Ok(())
    }

    fn move_match_ratings(&self, from: i64, into: i64) -> Result<(), StoreError> {
        self.0.run(
            "UPDATE match_ratings SET player_id = $2 WHERE player_id = $1",
            &[&from, &into],
        )?;
        Ok(())
    }

    fn clear(&self) -> Result<(), StoreError> {
        self.0.batch(
            "DELETE FROM player_seasons; DELETE FROM player_rivals; DELETE FROM match_ratings",
        )
    }
}
