//! A season's statistics: per player, matches played and won, places, streaks and rivals, and
//! each game's own figures; two players head to head. Counted from the stored results and
//! figures of the finished matches, never by replaying their rounds.

use std::collections::{BTreeMap, HashMap};

use chrono::NaiveDate;

use crate::error::CliError;
use crate::games::names::PlayerName;
use crate::games::{GameId, SeasonColumn, SeasonFigure, SeatSeason};
use crate::ops::history::start_of_day;
use crate::ops::known_player;
use crate::store::{FinishedMatch, MatchFilter, Player, Store};

/// What to count, as typed.
#[derive(Clone, Debug, Default)]
pub struct StatsQuery {
    pub game: Option<GameId>,
    /// Only this player's row (counted over the matches they played).
    pub player: Option<String>,
    /// Only matches started on this local day or later.
    pub since: Option<NaiveDate>,
    /// Two players head to head.
    pub vs: Option<(String, String)>,
}

/// A season: each player's figures, best first, and two players head to head when asked.
#[derive(Clone, Debug, Default)]
pub struct Season {
    pub players: Vec<PlayerStats>,
    pub head_to_head: Option<HeadToHead>,
}

/// One player's season.
#[derive(Clone, Debug)]
pub struct PlayerStats {
    pub name: PlayerName,
    /// Finished matches played.
    pub played: u32,
    /// Finished matches won (a shared win counts for each winner).
    pub won: u32,
    /// Sum of final places, for the average.
    place_sum: u64,
    /// The match with the best place relative to the table (the newest of equals).
    pub best: Option<Placing>,
    /// The match with the worst place relative to the table (the newest of equals).
    pub worst: Option<Placing>,
    pub longest_streak: u32,
    current_streak: u32,
    /// Each opponent: how often this player finished behind them, and ahead of them.
    behind: HashMap<i64, (PlayerName, u32)>,
    ahead: HashMap<i64, (PlayerName, u32)>,
    /// Per game played, by the game's place in the registry (the order `--help` lists them).
    games: BTreeMap<usize, (GameId, GameStats)>,
}

impl PlayerStats {
    fn new(name: PlayerName) -> Self {
        PlayerStats {
            name,
            played: 0,
            won: 0,
            place_sum: 0,
            best: None,
            worst: None,
            longest_streak: 0,
            current_streak: 0,
            behind: HashMap::new(),
            ahead: HashMap::new(),
            games: BTreeMap::new(),
        }
    }

    /// Won of played, 0 to 1.
    pub fn win_rate(&self) -> Option<f64> {
        (self.played > 0).then(|| f64::from(self.won) / f64::from(self.played))
    }

    pub fn average_place(&self) -> Option<f64> {
        (self.played > 0).then(|| self.place_sum as f64 / f64::from(self.played))
    }

    /// The games played, each with its figures, in the order of the games' registry.
    pub fn games(&self) -> impl Iterator<Item = &(GameId, GameStats)> {
        self.games.values()
    }

    /// The opponent this player finished behind most often.
    pub fn nemesis(&self) -> Option<Rival> {
        most(&self.behind)
    }

    /// The opponent this player finished ahead of most often.
    pub fn victim(&self) -> Option<Rival> {
        most(&self.ahead)
    }
}

/// A place in one match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placing {
    pub match_id: i64,
    pub game: GameId,
    pub place: usize,
    /// Players at the table.
    pub of: usize,
}

/// An opponent and how many times.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rival {
    pub name: PlayerName,
    pub times: u32,
}

/// One player's figures in one game.
#[derive(Clone, Debug, Default)]
pub struct GameStats {
    pub played: u32,
    pub won: u32,
    sums: BTreeMap<&'static str, i64>,
}

impl GameStats {
    /// The game's own figures, as its columns compute them from the sums.
    pub fn figures(&self, game: GameId) -> Vec<(SeasonColumn, SeasonFigure)> {
        game.game()
            .season_columns()
            .iter()
            .map(|column| (*column, column.value.of(&self.sums)))
            .collect()
    }
}

/// Two players' finished matches together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeadToHead {
    pub a: PlayerName,
    pub b: PlayerName,
    pub matches: u32,
    pub a_ahead: u32,
    pub b_ahead: u32,
    pub level: u32,
}

/// The season the query asks for, in one snapshot.
pub fn season(store: &Store, query: &StatsQuery) -> Result<Season, CliError> {
    store.read(|reader| {
        let base = MatchFilter {
            game: query.game,
            since: query.since.map(start_of_day),
            ..MatchFilter::default()
        };
        if let Some((a, b)) = &query.vs {
            let (a, b) = (known_player(reader, a)?, known_player(reader, b)?);
            if a.id == b.id {
                return Err(CliError::usage(
                    format!(
                        "'{}' is one player; --vs compares two",
                        PlayerName::stored(a.name)
                    ),
                    "name two different players: --vs Ann Bob",
                ));
            }
            let of = |id| {
                reader.finished_matches(&MatchFilter {
                    player: Some(id),
                    ..base.clone()
                })
            };
            let (a_matches, b_matches) = (of(a.id)?, of(b.id)?);
            return Ok(Season {
                head_to_head: Some(head_to_head(&a_matches, (a.id, &a.name), (b.id, &b.name))),
                players: vec![own_season(&a_matches, &a)?, own_season(&b_matches, &b)?],
            });
        }
        let player = query
            .player
            .as_deref()
            .map(|name| known_player(reader, name))
            .transpose()?;
        let matches = reader.finished_matches(&MatchFilter {
            player: player.as_ref().map(|p| p.id),
            ..base
        })?;
        let players = match player {
            Some(player) => vec![own_season(&matches, &player)?],
            None => {
                let mut players: Vec<PlayerStats> = count(&matches)?.into_values().collect();
                players.sort_by(|x, y| {
                    (y.won, y.played)
                        .cmp(&(x.won, x.played))
                        .then_with(|| x.name.folded().cmp(&y.name.folded()))
                });
                players
            }
        };
        Ok(Season {
            players,
            head_to_head: None,
        })
    })
}

/// `player`'s own season from the matches they played (none yet: an empty one).
fn own_season(matches: &[FinishedMatch], player: &Player) -> Result<PlayerStats, CliError> {
    Ok(count(matches)?
        .remove(&player.id)
        .unwrap_or_else(|| PlayerStats::new(PlayerName::stored(player.name.as_str()))))
}

/// Every player's figures over `matches` (in the order they finished), by player id.
fn count(matches: &[FinishedMatch]) -> Result<BTreeMap<i64, PlayerStats>, CliError> {
    let mut players: BTreeMap<i64, PlayerStats> = BTreeMap::new();
    for finished in matches {
        let of = finished.seats.len();
        let seasons: Vec<SeatSeason<'_>> = (finished.seats.iter())
            .map(|seat| SeatSeason {
                score: seat.score,
                rounds: finished.rounds,
                seats: of,
                notes: &seat.notes,
            })
            .collect();
        let sums = finished
            .game
            .game()
            .season_sums(&finished.options, &seasons)?;
        for (seat, sums) in finished.seats.iter().zip(sums) {
            let stats = players
                .entry(seat.player_id)
                .or_insert_with(|| PlayerStats::new(seat.name.clone()));
            stats.played += 1;
            stats.place_sum += seat.rank as u64;
            if seat.won {
                stats.won += 1;
                stats.current_streak += 1;
                stats.longest_streak = stats.longest_streak.max(stats.current_streak);
            } else {
                stats.current_streak = 0;
            }
            let placing = Placing {
                match_id: finished.id,
                game: finished.game,
                place: seat.rank,
                of,
            };
            // Places compared by how far down the table they are: 2nd of 6 is better than
            // 2nd of 3. The newest of equals stands.
            let depth = |p: &Placing| (p.place - 1) as f64 / (p.of.max(2) - 1) as f64;
            if stats
                .best
                .as_ref()
                .is_none_or(|b| depth(&placing) <= depth(b))
            {
                stats.best = Some(placing.clone());
            }
            if stats
                .worst
                .as_ref()
                .is_none_or(|w| depth(&placing) >= depth(w))
            {
                stats.worst = Some(placing);
            }
            for other in finished
                .seats
                .iter()
                .filter(|o| o.player_id != seat.player_id)
            {
                let tally = if other.rank < seat.rank {
                    &mut stats.behind
                } else if other.rank > seat.rank {
                    &mut stats.ahead
                } else {
                    continue;
                };
                tally
                    .entry(other.player_id)
                    .or_insert_with(|| (other.name.clone(), 0))
                    .1 += 1;
            }
            let (_, in_game) = stats
                .games
                .entry(registry_order(finished.game))
                .or_insert_with(|| (finished.game, GameStats::default()));
            in_game.played += 1;
            in_game.won += u32::from(seat.won);
            for (key, value) in sums {
                *in_game.sums.entry(key).or_default() += value;
            }
        }
    }
    Ok(players)
}

/// Where the game stands in the registry (`tenscore --help` and `rules` list them so).
fn registry_order(game: GameId) -> usize {
    crate::games::GAMES
        .iter()
        .position(|g| g.id() == game)
        .unwrap_or(usize::MAX)
}

/// The opponent met most often this way; of equals, the first by name.
fn most(tally: &HashMap<i64, (PlayerName, u32)>) -> Option<Rival> {
    tally
        .values()
        .map(|(name, times)| (*times, name.folded(), name))
        .min_by(|(x_times, x_name, _), (y_times, y_name, _)| {
            y_times.cmp(x_times).then_with(|| x_name.cmp(y_name))
        })
        .map(|(times, _, name)| Rival {
            name: name.clone(),
            times,
        })
}

/// A and B in the matches (A's) that seat both.
fn head_to_head(a_matches: &[FinishedMatch], a: (i64, &str), b: (i64, &str)) -> HeadToHead {
    let mut h2h = HeadToHead {
        a: PlayerName::stored(a.1),
        b: PlayerName::stored(b.1),
        matches: 0,
        a_ahead: 0,
        b_ahead: 0,
        level: 0,
    };
    for finished in a_matches {
        let rank = |id| {
            finished
                .seats
                .iter()
                .find(|s| s.player_id == id)
                .map(|s| s.rank)
        };
        let (Some(rank_a), Some(rank_b)) = (rank(a.0), rank(b.0)) else {
            continue;
        };
        h2h.matches += 1;
        match rank_a.cmp(&rank_b) {
            std::cmp::Ordering::Less => h2h.a_ahead += 1,
            std::cmp::Ordering::Greater => h2h.b_ahead += 1,
            std::cmp::Ordering::Equal => h2h.level += 1,
        }
    }
    h2h
}
