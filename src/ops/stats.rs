//! A season's statistics: per player, matches played and won, places, streaks, rivals and
//! ratings, and each game's own figures; two players head to head. Read from the seasons the
//! store keeps as matches end; only a season from a given day on is counted from that period's
//! stored results (never by replaying rounds).

use std::cmp::Reverse;
use std::collections::{BTreeMap, HashMap};

use chrono::NaiveDate;

use crate::games::names::{PlayerName, sort_key};
use crate::games::{GameId, SeasonColumn, SeasonFigure};
use crate::ops::OpError;
use crate::ops::history::start_of_day;
use crate::ops::known_player;
use crate::store::season::{self, PlayerSeason, Rating, Tally};
use crate::store::{
    MatchFilter, Player, PlayersKept, RankedSeason, Reader, Rivalry, Store, StoredSeason,
};

pub use crate::store::season::Placing;

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
    /// At most this many players, most wins first (`None`: every one).
    pub limit: Option<u32>,
}

/// A season: each player's figures, best first, and two players head to head when asked.
#[derive(Clone, Debug, Default)]
pub struct Season {
    pub players: Vec<PlayerStats>,
    /// How many players the season counts (more than `players` when the list was cut short).
    pub counted: usize,
    pub head_to_head: Option<HeadToHead>,
}

/// One player's season.
#[derive(Clone, Debug)]
pub struct PlayerStats {
    pub name: PlayerName,
    /// Every game counted together (or the one game asked for).
    pub season: PlayerSeason,
    /// Per game played, in registry order.
    pub games: Vec<GameStats>,
    /// Each opponent (id and name) and how the player fared against them (only when rivals were
    /// asked for).
    rivals: Vec<(i64, PlayerName, Tally)>,
}

impl PlayerStats {
    fn new(name: PlayerName) -> Self {
        PlayerStats {
            name,
            season: PlayerSeason::default(),
            games: Vec::new(),
            rivals: Vec::new(),
        }
    }

    /// The opponent this player finished behind most often.
    pub fn nemesis(&self) -> Option<Rival> {
        most(&self.rivals, |tally| tally.behind)
    }

    /// The opponent this player finished ahead of most often.
    pub fn victim(&self) -> Option<Rival> {
        most(&self.rivals, |tally| tally.ahead)
    }

    /// Every opponent this player finished behind most often (several when tied), by name.
    pub fn nemeses(&self) -> Vec<Rival> {
        all_most(&self.rivals, |tally| tally.behind)
    }

    /// Every opponent this player finished ahead of most often (several when tied), by name.
    pub fn victims(&self) -> Vec<Rival> {
        all_most(&self.rivals, |tally| tally.ahead)
    }
}

/// An opponent and how many times.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rival {
    pub name: PlayerName,
    pub times: u32,
}

/// One player's season in one game, with their rating in it.
#[derive(Clone, Debug)]
pub struct GameStats {
    pub game: GameId,
    pub season: PlayerSeason,
    /// Over every finished match of the game (whatever period was asked for); the number of
    /// matches behind it is the player's finished matches of the game.
    pub rating: Option<RatingStats>,
}

/// A rating and the matches behind it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingStats {
    pub rating: Rating,
    pub matches: u32,
}

impl GameStats {
    /// The game's own figures, as its columns compute them from the sums.
    pub fn figures(&self) -> Vec<(SeasonColumn, SeasonFigure)> {
        self.game
            .game()
            .season_columns()
            .iter()
            .map(|column| (*column, column.value.of(&self.season.sums)))
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

/// Each player's seasons, by player id, with their name.
type Seasons = BTreeMap<i64, (PlayerName, Vec<StoredSeason>)>;

/// The season the query asks for, in one snapshot.
pub fn season(store: &Store, query: &StatsQuery) -> Result<Season, OpError> {
    store.read(|reader| {
        let vs = versus(reader, query)?;
        let player = query
            .player
            .as_deref()
            .map(|name| known_player(reader, name))
            .transpose()?;
        let asked: Vec<&Player> = match (&vs, &player) {
            (Some((a, b)), _) => vec![a, b],
            (None, Some(p)) => vec![p],
            (None, None) => Vec::new(),
        };
        let (kept, counted) = kept_seasons(reader, query, &asked)?;
        // Ratings always come from what is kept: they follow every finished match.
        let ratings = ratings_of(&kept.seasons);
        let (seasons, rivals) = match query.since {
            None => (by_player(kept.seasons), kept.rivals),
            Some(day) => counted_since(reader, query, day, &asked)?,
        };
        let stats_of = |player: &Player| -> Result<PlayerStats, OpError> {
            let mut stats = match seasons.get(&player.id) {
                Some((name, rows)) => {
                    player_stats(name.clone(), rows.clone(), query.game, &ratings, player.id)
                }
                None => PlayerStats::new(PlayerName::stored(player.name.as_str())),
            };
            stats.rivals = rivals_of(&rivals, player.id, query.game);
            Ok(stats)
        };
        if let Some((a, b)) = &vs {
            return Ok(head_to_head(stats_of(a)?, stats_of(b)?, b.id));
        }
        if let Some(player) = &player {
            return Ok(Season {
                players: vec![stats_of(player)?],
                counted: 1,
                head_to_head: None,
            });
        }
        Ok(everyone(seasons, query, &ratings, counted))
    })
}

/// What `stats --all` hands over, one at a time: a season row (text: each player's rows
/// together, best first), or a player's whole season (`--json`).
#[derive(Debug)]
pub enum Ranked {
    Row(RankedSeason),
    Player(PlayerStats),
}

/// Whether the query lists every player's kept season (`stats --all`, of every game or one):
/// what [`each_ranked`] hands over a row at a time.
pub fn lists_everyone(query: &StatsQuery) -> bool {
    query.limit.is_none() && query.player.is_none() && query.vs.is_none() && query.since.is_none()
}

/// `stats --all`, handed to `visit` as the store reads it, best first, while it answers `true`:
/// for text each season row (each player's rows together: the caller sorts them into its
/// tables); for `--json` each player's season, made of their rows as they come together.
/// Nobody is held but the player being put together.
pub fn each_ranked(
    store: &Store,
    game: Option<GameId>,
    json: bool,
    visit: &mut dyn FnMut(Ranked) -> bool,
) -> Result<(), OpError> {
    store.read(|reader| {
        if !json {
            return Ok(reader.each_ranked_season(game, &mut |row| visit(Ranked::Row(row)))?);
        }
        let mut rows: Vec<StoredSeason> = Vec::new();
        let mut going = true;
        let mut player_done = |rows: &mut Vec<StoredSeason>| -> bool {
            let taken = std::mem::take(rows);
            let Some(first) = taken.first() else {
                return true;
            };
            let (id, name) = (first.player_id, first.name.clone());
            let ratings = ratings_of(&taken);
            visit(Ranked::Player(player_stats(
                name, taken, game, &ratings, id,
            )))
        };
        reader.each_ranked_season(game, &mut |row| {
            if rows
                .first()
                .is_some_and(|r| r.player_id != row.season.player_id)
            {
                going = player_done(&mut rows);
            }
            rows.push(row.season);
            going
        })?;
        if going {
            player_done(&mut rows);
        }
        Ok(())
    })
}

/// The two players of `--vs`, when asked: two different known players.
fn versus(reader: &dyn Reader, query: &StatsQuery) -> Result<Option<(Player, Player)>, OpError> {
    let Some((a, b)) = &query.vs else {
        return Ok(None);
    };
    // Both found in one statement (a round trip to a league server); an unknown name is said
    // as `known_player` says it.
    let mut found = reader.players_named(&[a, b])?.into_iter();
    let mut known = |name: &str| match found.next().flatten() {
        Some(player) => Ok(player),
        None => known_player(reader, name),
    };
    let (a, b) = (known(a)?, known(b)?);
    if a.id == b.id {
        return Err(OpError::usage(
            crate::said!(
                "error-vs-one-player",
                name = PlayerName::stored(a.name).to_string()
            ),
            crate::said!("error-vs-one-player-hint"),
        ));
    }
    Ok(Some((a, b)))
}

/// The season rows the store keeps that the query needs (with the rivals of the players asked
/// about, unless they are counted from a period), and how many players the season counts when
/// the list is cut short. Everyone, or (the list cut short) the players with the most wins in
/// the scope asked for, as the store's index of wins finds them: only their own rows read.
fn kept_seasons(
    reader: &dyn Reader,
    query: &StatsQuery,
    asked: &[&Player],
) -> Result<(PlayersKept, Option<usize>), OpError> {
    let seasons = |seasons| PlayersKept {
        seasons,
        ..PlayersKept::default()
    };
    Ok(match (asked, query.limit) {
        ([], Some(limit)) if query.since.is_none() => {
            let (kept, counted) = reader.leading_seasons(query.game, limit)?;
            (seasons(kept), Some(counted))
        }
        ([], _) => (seasons(reader.seasons(None)?), None),
        (asked, _) => {
            let ids: Vec<i64> = asked.iter().map(|p| p.id).collect();
            (reader.kept_by(&ids, query.since.is_none())?, None)
        }
    })
}

/// Each player's rating per game, from the kept rows.
fn ratings_of(kept: &[StoredSeason]) -> HashMap<(i64, GameId), RatingStats> {
    kept.iter()
        .filter_map(|s| {
            let game = s.game?;
            let rating = s.rating?;
            Some((
                (s.player_id, game),
                RatingStats {
                    rating,
                    matches: s.season.played,
                },
            ))
        })
        .collect()
}

/// The seasons and rivals counted from the matches finished since `day` (one player's only, when
/// one is asked for).
fn counted_since(
    reader: &dyn Reader,
    query: &StatsQuery,
    day: NaiveDate,
    asked: &[&Player],
) -> Result<(Seasons, HashMap<i64, Vec<Rivalry>>), OpError> {
    let matches = reader.finished_matches(&MatchFilter {
        game: query.game,
        since: Some(start_of_day(day)),
        player: (asked.len() == 1).then(|| asked[0].id),
        ..MatchFilter::default()
    })?;
    let names: HashMap<i64, PlayerName> = matches
        .iter()
        .flat_map(|m| m.seats.iter().map(|s| (s.player_id, s.name.clone())))
        .collect();
    let counted = season::count(&matches)
        .into_iter()
        .filter_map(|((player_id, game), season)| {
            Some(StoredSeason {
                player_id,
                name: names.get(&player_id)?.clone(),
                game,
                season,
                rating: None,
            })
        })
        .collect();
    let mut rivals: HashMap<i64, Vec<Rivalry>> = HashMap::new();
    for finished in &matches {
        for (player, other, tally) in season::rivalries(finished) {
            if let Some(name) = names.get(&other) {
                rivals.entry(player).or_default().push(Rivalry {
                    other_id: other,
                    other: name.clone(),
                    game: finished.game,
                    tally,
                });
            }
        }
    }
    Ok((by_player(counted), rivals))
}

/// Two players' seasons and how they fared against each other (`b_id` is the second one's id).
fn head_to_head(a_stats: PlayerStats, b_stats: PlayerStats, b_id: i64) -> Season {
    let against = (a_stats.rivals.iter())
        .find(|(other, _, _)| *other == b_id)
        .map(|(_, _, tally)| *tally)
        .unwrap_or_default();
    let head_to_head = HeadToHead {
        a: a_stats.name.clone(),
        b: b_stats.name.clone(),
        matches: against.matches(),
        a_ahead: against.ahead,
        b_ahead: against.behind,
        level: against.level,
    };
    Season {
        players: vec![a_stats, b_stats],
        counted: 2,
        head_to_head: Some(head_to_head),
    }
}

/// Every player who played, best first, cut to the limit; `counted` is how many the season
/// counts when the rows were already cut short.
fn everyone(
    seasons: Seasons,
    query: &StatsQuery,
    ratings: &HashMap<(i64, GameId), RatingStats>,
    counted: Option<usize>,
) -> Season {
    // Each player's rows moved into their figures, not copied: `--all` holds every player.
    let mut players: Vec<PlayerStats> = seasons
        .into_iter()
        .map(|(id, (name, rows))| player_stats(name, rows, query.game, ratings, id))
        .filter(|p| p.season.played > 0)
        .collect();
    // Each name folded once, not once per comparison: `--all` sorts every player.
    players.sort_by_cached_key(|p| best_first_key(&p.name, &p.season));
    let counted = counted.unwrap_or(players.len());
    if let Some(limit) = query.limit {
        players.truncate(limit as usize);
    }
    Season {
        players,
        counted,
        head_to_head: None,
    }
}

/// Most wins first, then most matches, then by name: the season's order, and each game's table's
/// by that game's figures.
pub fn best_first_key(
    name: &PlayerName,
    season: &PlayerSeason,
) -> (Reverse<u32>, Reverse<u32>, String) {
    // By the folded name, as `stats --all` streams the season from SQL (20,000 players are not
    // sorted here): a key without accents would need a stored column to stream by.
    (Reverse(season.won), Reverse(season.played), name.folded())
}

fn by_player(rows: Vec<StoredSeason>) -> Seasons {
    let mut seasons: Seasons = BTreeMap::new();
    for row in rows {
        seasons
            .entry(row.player_id)
            .or_insert_with(|| (row.name.clone(), Vec::new()))
            .1
            .push(row);
    }
    seasons
}

/// A player's figures from their season rows: all games together (or the one game asked for),
/// and each game played.
fn player_stats(
    name: PlayerName,
    rows: Vec<StoredSeason>,
    game: Option<GameId>,
    ratings: &HashMap<(i64, GameId), RatingStats>,
    player_id: i64,
) -> PlayerStats {
    let mut stats = PlayerStats::new(name);
    for row in rows {
        let in_scope = row.game == game;
        match row.game {
            Some(in_game) if game.is_none_or(|g| g == in_game) => {
                if in_scope {
                    stats.season = row.season.clone();
                }
                stats.games.push(GameStats {
                    game: in_game,
                    season: row.season,
                    rating: ratings.get(&(player_id, in_game)).copied(),
                });
            }
            _ if in_scope => stats.season = row.season,
            _ => {}
        }
    }
    stats.games.sort_by_key(|g| g.game);
    stats
}

/// Each opponent of `player` (in `game`, or all games) and how they fared, from the rivals
/// kept or counted (by player).
fn rivals_of(
    rivals: &HashMap<i64, Vec<Rivalry>>,
    player: i64,
    game: Option<GameId>,
) -> Vec<(i64, PlayerName, Tally)> {
    let mut by_other: BTreeMap<i64, (PlayerName, Tally)> = BTreeMap::new();
    for rivalry in rivals.get(&player).into_iter().flatten() {
        if game.is_none_or(|g| g == rivalry.game) {
            by_other
                .entry(rivalry.other_id)
                .or_insert_with(|| (rivalry.other.clone(), Tally::default()))
                .1
                .add(rivalry.tally);
        }
    }
    by_other
        .into_iter()
        .map(|(id, (name, tally))| (id, name, tally))
        .collect()
}

/// The opponent met most often this way; of equals, the first by name.
/// The opponents tied for [`most`], in its order (by name).
fn all_most(rivals: &[(i64, PlayerName, Tally)], times: impl Fn(&Tally) -> u32) -> Vec<Rival> {
    let Some(top) = most(rivals, &times) else {
        return Vec::new();
    };
    let mut tied: Vec<((String, String), Rival)> = rivals
        .iter()
        .filter(|(_, _, tally)| times(tally) == top.times)
        .map(|(_, name, _)| {
            let rival = Rival {
                name: name.clone(),
                times: top.times,
            };
            (sort_key(name.as_stored()), rival)
        })
        .collect();
    tied.sort_by(|(a, _), (b, _)| a.cmp(b));
    tied.into_iter().map(|(_, rival)| rival).collect()
}

fn most(rivals: &[(i64, PlayerName, Tally)], times: impl Fn(&Tally) -> u32) -> Option<Rival> {
    rivals
        .iter()
        .map(|(_, name, tally)| (times(tally), sort_key(name.as_stored()), name))
        .filter(|(times, _, _)| *times > 0)
        .min_by(|(x_times, x_name, _), (y_times, y_name, _)| {
            y_times.cmp(x_times).then_with(|| x_name.cmp(y_name))
        })
        .map(|(times, _, name)| Rival {
            name: name.clone(),
            times,
        })
}
