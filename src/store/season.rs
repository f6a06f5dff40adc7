//! Every player's season, kept up to date as matches end: what `stats` shows without reading the
//! season's matches again (DESIGN section 6: per-player aggregates written in the transaction that
//! finishes a match). The counting is here, the same for every backend; each backend keeps the
//! rows and calls it when a match ends, is reopened or ends again after an edit, and when two
//! players are merged.
//!
//! Three things are kept:
//! - a [`PlayerSeason`] per player for each game they finished a match of, and one for all games
//!   together: played, won, places, best and worst match, winning streaks and the game's own sums;
//! - a [`Tally`] per player, opponent and game: how often the one finished ahead of, behind or
//!   level with the other;
//! - a Weng-Lin [`Rating`] per player and game, and each seat's rating before each finished match,
//!   so that a change to one match is rated again from that match on, never from the start.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

use super::{FinishedMatch, StoreError};
use crate::games::{GameId, SeatSeason, team_ranks};
use crate::store::figures::SeatRound;

/// Where a finished match stands in the order seasons count them: when it finished, then its id.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct SeasonKey {
    /// UTC, RFC 3339, as stored.
    pub finished_at: String,
    pub match_id: i64,
}

/// A place in one match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placing {
    pub match_id: i64,
    pub game: GameId,
    pub place: usize,
    /// Players at the table.
    pub of: usize,
}

impl Placing {
    /// How far down the table, from 0 (first) to 1 (last): 2nd of 6 is better than 2nd of 3.
    fn depth(&self) -> f64 {
        (self.place.saturating_sub(1)) as f64 / (self.of.max(2) - 1) as f64
    }
}

/// One player's finished matches, of one game or of all games together.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PlayerSeason {
    pub played: u32,
    /// A shared win counts for each winner.
    pub won: u32,
    /// The final places added up, for the average.
    pub place_sum: u64,
    /// The match with the best place relative to the table (the newest of equals).
    pub best: Option<Placing>,
    /// The match with the worst place relative to the table (the newest of equals).
    pub worst: Option<Placing>,
    pub longest_streak: u32,
    /// The wins in a row up to the last match counted.
    pub current_streak: u32,
    /// The last match counted: a match that finished later can be added on.
    pub last: Option<SeasonKey>,
    /// The season of all games together: the game of its last match, whose row keeps it (the
    /// row a `finish` of that game writes anyway). None in a game's own season.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_game: Option<GameId>,
    /// The game's own sums (see [`crate::games::Rules::season_sums`]); none for all games.
    pub sums: BTreeMap<String, i64>,
}

impl PlayerSeason {
    /// Counts seat `seat` of `finished`, which finished after every match counted so far.
    pub fn add(&mut self, finished: &FinishedMatch, seat: usize, with_sums: bool) {
        let Some(mine) = finished.seats.get(seat) else {
            return;
        };
        let place = places(finished).get(seat).copied().unwrap_or(mine.rank);
        self.played += 1;
        self.place_sum += place as u64;
        if mine.won {
            self.won += 1;
            self.current_streak += 1;
            self.longest_streak = self.longest_streak.max(self.current_streak);
        } else {
            self.current_streak = 0;
        }
        let placing = Placing {
            match_id: finished.id,
            game: finished.game,
            place,
            of: finished.seats.len(),
        };
        if self
            .best
            .as_ref()
            .is_none_or(|best| placing.depth() <= best.depth())
        {
            self.best = Some(placing.clone());
        }
        if self
            .worst
            .as_ref()
            .is_none_or(|worst| placing.depth() >= worst.depth())
        {
            self.worst = Some(placing);
        }
        self.last = Some(finished.key());
        if !with_sums {
            self.last_game = Some(finished.game);
        }
        if with_sums {
            for (key, value) in &mine.sums {
                *self.sums.entry(key.clone()).or_default() += value;
            }
        }
    }

    /// Won of played, 0 to 1.
    pub fn win_rate(&self) -> Option<f64> {
        (self.played > 0).then(|| f64::from(self.won) / f64::from(self.played))
    }

    pub fn average_place(&self) -> Option<f64> {
        (self.played > 0).then(|| self.place_sum as f64 / f64::from(self.played))
    }
}

/// The seasons of the players of `matches` (finished, in the order seasons count them): for each
/// player, their game's season and the season of all games together (`None`).
pub fn count(matches: &[FinishedMatch]) -> BTreeMap<(i64, Option<GameId>), PlayerSeason> {
    let mut seasons: BTreeMap<(i64, Option<GameId>), PlayerSeason> = BTreeMap::new();
    for finished in matches {
        for (seat, mine) in finished.seats.iter().enumerate() {
            seasons
                .entry((mine.player_id, Some(finished.game)))
                .or_default()
                .add(finished, seat, true);
            seasons
                .entry((mine.player_id, None))
                .or_default()
                .add(finished, seat, false);
        }
    }
    seasons
}

/// How one player fared against another: finished ahead, behind, or level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub ahead: u32,
    pub behind: u32,
    pub level: u32,
}

impl Tally {
    pub fn add(&mut self, other: Tally) {
        self.ahead += other.ahead;
        self.behind += other.behind;
        self.level += other.level;
    }

    /// Matches together.
    pub fn matches(&self) -> u32 {
        self.ahead + self.behind + self.level
    }
}

/// Each player of `finished` against each other one: (player, opponent, how it went).
pub fn rivalries(finished: &FinishedMatch) -> Vec<(i64, i64, Tally)> {
    let mut pairs = Vec::new();
    let places = places(finished);
    let seats = || finished.seats.iter().zip(&places);
    for (mine, my_place) in seats() {
        for (other, their_place) in seats().filter(|(o, _)| o.player_id != mine.player_id) {
            let tally = match my_place.cmp(their_place) {
                std::cmp::Ordering::Less => Tally {
                    ahead: 1,
                    ..Tally::default()
                },
                std::cmp::Ordering::Greater => Tally {
                    behind: 1,
                    ..Tally::default()
                },
                std::cmp::Ordering::Equal => Tally {
                    level: 1,
                    ..Tally::default()
                },
            };
            pairs.push((mine.player_id, other.player_id, tally));
        }
    }
    pairs
}

/// Each seat's place in `finished` as seasons count it: its own rank, except in a match played
/// in teams, where every member shares the team's place (issue 35): the place among the players
/// of the team's first member, as ties share one (two teams of two: 1st, 1st, 3rd, 3rd). Worked
/// out from the scores when counted, so that a season counted again agrees with one kept.
pub fn places(finished: &FinishedMatch) -> Vec<usize> {
    let own = || finished.seats.iter().map(|s| s.rank).collect();
    let seats = finished.seats.len();
    let Ok(Some(teams)) = (finished.game.game()).teams(&finished.options, seats) else {
        return own();
    };
    let totals: Vec<i64> = finished.seats.iter().map(|s| s.score).collect();
    let team_ranks = team_ranks(&teams, &totals);
    let mut places = own();
    for (team, rank) in teams.iter().zip(&team_ranks) {
        // The players of the teams ranked better.
        let ahead: usize = (teams.iter().zip(&team_ranks))
            .filter(|(_, other)| *other < rank)
            .map(|(other, _)| other.seats.len())
            .sum();
        for &seat in &team.seats {
            if let Some(place) = places.get_mut(seat) {
                *place = ahead + 1;
            }
        }
    }
    places
}

/// A player's Weng-Lin rating in one game: the skill estimate and its uncertainty.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub mu: f64,
    pub sigma: f64,
}

impl Default for Rating {
    /// Where everyone starts: 25 ± 8.33.
    fn default() -> Self {
        let start = WengLinRating::new();
        Rating {
            mu: start.rating,
            sigma: start.uncertainty,
        }
    }
}

/// The ratings of `finished`'s seats after it, from their ratings before it (in seating order).
/// Each player is a side of their own, ranked by their place (equal places are a tie), except
/// in a match played in teams, where each team is a side, ranked as its game ranks teams.
pub fn rate(finished: &FinishedMatch, before: &[Rating]) -> Result<Vec<Rating>, StoreError> {
    let seats = finished.seats.len();
    let teams = finished
        .game
        .game()
        .teams(&finished.options, seats)
        .map_err(|e| {
            StoreError::Damaged(crate::t!(
                "error-store-in-match",
                id = finished.id,
                problem = e.to_string()
            ))
        })?;
    let (sides, ranks): (Vec<Vec<usize>>, Vec<usize>) = match teams {
        Some(teams) => {
            let totals: Vec<i64> = finished.seats.iter().map(|s| s.score).collect();
            let ranks = team_ranks(&teams, &totals);
            (teams.into_iter().map(|t| t.seats).collect(), ranks)
        }
        None => (
            (0..seats).map(|seat| vec![seat]).collect(),
            finished.seats.iter().map(|s| s.rank).collect(),
        ),
    };
    let side_ratings: Vec<Vec<WengLinRating>> = sides
        .iter()
        .map(|side| {
            side.iter()
                .map(|&seat| {
                    let r = before.get(seat).copied().unwrap_or_default();
                    WengLinRating {
                        rating: r.mu,
                        uncertainty: r.sigma,
                    }
                })
                .collect()
        })
        .collect();
    let teams_and_ranks: Vec<(&[WengLinRating], MultiTeamOutcome)> = side_ratings
        .iter()
        .zip(&ranks)
        .map(|(side, &rank)| (side.as_slice(), MultiTeamOutcome::new(rank)))
        .collect();
    let rated = weng_lin_multi_team(&teams_and_ranks, &WengLinConfig::new());
    let mut after: Vec<Rating> = before.to_vec();
    after.resize(seats, Rating::default());
    for (side, ratings) in sides.iter().zip(rated) {
        for (&seat, rating) in side.iter().zip(ratings) {
            if let Some(slot) = after.get_mut(seat) {
                *slot = Rating {
                    mu: rating.rating,
                    sigma: rating.uncertainty,
                };
            }
        }
    }
    Ok(after)
}

/// Each seat's season sums of one ended match, from its live rounds (the notes each brought),
/// in seating order: `seats` are the players' ids and final totals.
pub(crate) fn seat_sums(
    game: GameId,
    options: &serde_json::Value,
    seats: &[(i64, i64)],
    rounds: &[SeatRound],
) -> Result<Vec<BTreeMap<String, i64>>, StoreError> {
    let live_rounds = rounds.iter().map(|r| r.seq).max().unwrap_or(0);
    // Per seat: each kind of note counted, and each note with its round.
    type SeatNotes = (BTreeMap<String, i64>, Vec<(u32, String)>);
    let notes: Vec<SeatNotes> = seats
        .iter()
        .map(|&(player_id, _)| {
            let mut counted: BTreeMap<String, i64> = BTreeMap::new();
            let mut by_round = Vec::new();
            for round in rounds.iter().filter(|r| r.player_id == player_id) {
                for note in &round.notes {
                    if let Some(kind) = note.get("note").and_then(serde_json::Value::as_str) {
                        *counted.entry(kind.to_string()).or_default() += 1;
                        by_round.push((round.seq, kind.to_string()));
                    }
                }
            }
            by_round.sort();
            (counted, by_round)
        })
        .collect();
    let seasons: Vec<SeatSeason<'_>> = seats
        .iter()
        .zip(&notes)
        .map(|(&(_, score), (counted, by_round))| SeatSeason {
            score,
            rounds: live_rounds,
            seats: seats.len(),
            notes: counted,
            round_notes: by_round,
        })
        .collect();
    let sums = game
        .game()
        .season_sums(options, &seasons)
        .map_err(|e| StoreError::Damaged(e.to_string()))?;
    Ok(sums
        .into_iter()
        .map(|seat| seat.into_iter().filter(|(_, v)| *v != 0).collect())
        .collect())
}

#[cfg(test)]
mod tests;
