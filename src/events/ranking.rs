//! The evening's ranking: tables of different sizes and games of different scores made
//! comparable by each player's share of the table they beat.

use std::collections::HashMap;

use super::score::Score;

/// One player's result at a finished table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatResult {
    pub player: i64,
    /// 1 is best; tied players share a place (a Krumme10 team's members take the team's place).
    pub place: u32,
    /// The game's own score at the end of the match.
    pub score: i64,
    /// In a match played in teams, the member's team's points and number of members: the team's
    /// score, which the tie-break compares, so that teammates stay level; `None` otherwise.
    pub team: Option<(i64, i64)>,
}

impl SeatResult {
    /// The score the tie-break compares with the table's: the team's for a team's member.
    fn compared(&self) -> f64 {
        match self.team {
            Some((points, members)) => points as f64 / members.max(1) as f64,
            None => self.score as f64,
        }
    }
}

/// A finished table (one match) of the evening.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableResult {
    /// The round, from 1.
    pub round: u32,
    /// The table's number in its round, from 1.
    pub table: u32,
    pub seats: Vec<SeatResult>,
}

/// What the evening ranks by first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ranking {
    /// The sum of the shares of the tables beaten.
    Share,
    /// The sum of the game's own points (where points compare across tables).
    Points,
}

/// How to rank an evening.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EveningRules {
    pub ranking: Ranking,
    /// Whether a higher game score is better (false for games where the lowest wins).
    pub higher_is_better: bool,
    /// The rounds planned; `shares` has an entry for each (and for any later round played).
    pub rounds: u32,
    /// The event's players in the caller's order (names' order): listed even without a match,
    /// and the order of players who stay tied.
    pub players: Vec<i64>,
}

/// A player's line in the evening's ranking.
#[derive(Clone, Debug, PartialEq)]
pub struct Ranked {
    pub player: i64,
    /// From 1; players who stay tied share it (1, 2, 2, 4). Players without a match come last.
    pub rank: usize,
    /// The sum of shares ([`Ranking::Share`]) or of the game's points ([`Ranking::Points`]).
    pub score: f64,
    /// `score` exactly, as a series adds it up.
    pub exact: Score,
    pub matches: usize,
    /// Per round (index 0 = round 1): what that round's table adds to `score` (its share, or
    /// its points with [`Ranking::Points`]), None where not seated.
    pub shares: Vec<Option<f64>>,
    /// The average of the game score minus its table's mean, its sign turned where lower is
    /// better (0 without a match).
    pub relative: f64,
}

/// A share: (players beaten + half the players tied) / (table size − 1); 1 for any table's
/// winner, 0 for its last. A table of one (which the draw never makes) gives ½: nobody beaten,
/// nobody beating.
pub fn share(seats: &[SeatResult], place: u32) -> f64 {
    exact_share(seats, place).value()
}

/// [`share`] exactly, as the evening adds shares up.
fn exact_share(seats: &[SeatResult], place: u32) -> Score {
    if seats.len() < 2 {
        return Score::share(0, 1, 1);
    }
    let beaten = seats.iter().filter(|s| s.place > place).count();
    let tied = seats
        .iter()
        .filter(|s| s.place == place)
        .count()
        .saturating_sub(1);
    Score::share(beaten, tied, seats.len() - 1)
}

#[derive(Default)]
struct Tally {
    shares: Score,
    points: i64,
    relative: f64,
    matches: usize,
    per_round: Vec<Option<Score>>,
}

/// The evening's ranking, best first: by the sum of shares (or of points), then by the average
/// score relative to the table, then head-to-head among the players still tied (who placed
/// above whom at the tables where they met: see [`head_to_head`]); players still tied share
/// the rank and are listed in the caller's order.
pub fn rank_evening(tables: &[TableResult], rules: &EveningRules) -> Vec<Ranked> {
    let rounds = tables
        .iter()
        .map(|t| t.round)
        .max()
        .unwrap_or(0)
        .max(rules.rounds) as usize;
    let mut players = rules.players.clone();
    for seat in tables.iter().flat_map(|t| &t.seats) {
        if !players.contains(&seat.player) {
            players.push(seat.player);
        }
    }
    let order: HashMap<i64, usize> = players.iter().enumerate().map(|(i, &p)| (p, i)).collect();
    let mut tally: Vec<Tally> = players
        .iter()
        .map(|_| Tally {
            per_round: vec![None; rounds],
            ..Tally::default()
        })
        .collect();
    for table in tables {
        add_table(&mut tally, &order, table, rules);
    }
    let key = |i: usize| -> (i64, i64) {
        let t = &tally[i];
        let first = match rules.ranking {
            Ranking::Share => quantise(t.shares.value()),
            Ranking::Points if rules.higher_is_better => t.points,
            Ranking::Points => -t.points,
        };
        (first, quantise(average(t.relative, t.matches)))
    };
    let (mut played, idle): (Vec<usize>, Vec<usize>) =
        (0..players.len()).partition(|&i| tally[i].matches > 0);
    played.sort_by_key(|&i| (std::cmp::Reverse(key(i)), i));
    let mut ranked = Vec::with_capacity(players.len());
    let mut start = 0;
    while start < played.len() {
        let end = start
            + played[start..]
                .iter()
                .take_while(|&&i| key(i) == key(played[start]))
                .count();
        let group = &played[start..end];
        let mut above = 0;
        for tier in head_to_head(tables, &players, group) {
            for &i in &tier {
                ranked.push(line(&players, &tally, i, start + above + 1, rules.ranking));
            }
            above += tier.len();
        }
        start = end;
    }
    let rank = played.len() + 1;
    ranked.extend(
        idle.into_iter()
            .map(|i| line(&players, &tally, i, rank, rules.ranking)),
    );
    ranked
}

fn add_table(
    tally: &mut [Tally],
    order: &HashMap<i64, usize>,
    table: &TableResult,
    rules: &EveningRules,
) {
    let higher = rules.higher_is_better;
    let size = table.seats.len().max(1) as f64;
    let mean = table.seats.iter().map(SeatResult::compared).sum::<f64>() / size;
    for seat in &table.seats {
        let Some(&i) = order.get(&seat.player) else {
            continue;
        };
        let t = &mut tally[i];
        let share = exact_share(&table.seats, seat.place);
        t.shares += share;
        t.points += seat.score;
        let relative = seat.compared() - mean;
        t.relative += if higher { relative } else { -relative };
        t.matches += 1;
        if let Some(slot) = (table.round as usize)
            .checked_sub(1)
            .and_then(|r| t.per_round.get_mut(r))
        {
            // The round's part of the score, so that the rounds add up to it.
            let part = match rules.ranking {
                Ranking::Share => share,
                Ranking::Points => Score::points(seat.score),
            };
            *slot = Some(slot.unwrap_or_default() + part);
        }
    }
}

/// `group` (in the caller's order) split into tiers, best first, by who placed above whom: one
/// player is above another where they placed above them at more of the tables where they met
/// than the other way round. Each tier is the players no one left in the group is above, a cycle
/// (each above the next, the last above the first) counting as one: its players stay level,
/// and so do players between whom nothing decides.
fn head_to_head(tables: &[TableResult], players: &[i64], group: &[usize]) -> Vec<Vec<usize>> {
    let n = group.len();
    let place = |t: &TableResult, k: usize| {
        let id = players[group[k]];
        t.seats.iter().find(|s| s.player == id).map(|s| s.place)
    };
    // reach[x][y]: x is above y, directly or through others of the group.
    let net = |x: usize, y: usize| -> i64 {
        (tables.iter())
            .map(|t| match (place(t, x), place(t, y)) {
                (Some(px), Some(py)) => i64::from(px < py) - i64::from(px > py),
                _ => 0,
            })
            .sum()
    };
    let mut reach: Vec<Vec<bool>> = (0..n)
        .map(|x| (0..n).map(|y| x != y && net(x, y) > 0).collect())
        .collect();
    for k in 0..n {
        for x in 0..n {
            for y in 0..n {
                reach[x][y] = reach[x][y] || (reach[x][k] && reach[k][y]);
            }
        }
    }
    let mut left: Vec<usize> = (0..n).collect();
    let mut tiers = Vec::new();
    while !left.is_empty() {
        // Those above whom everyone left above them is in a cycle with them.
        let (tier, rest): (Vec<usize>, Vec<usize>) = left
            .iter()
            .partition(|&&x| left.iter().all(|&y| !reach[y][x] || reach[x][y]));
        tiers.push(tier.iter().map(|&k| group[k]).collect());
        left = rest;
    }
    tiers
}

fn line(players: &[i64], tally: &[Tally], i: usize, rank: usize, ranking: Ranking) -> Ranked {
    let t = &tally[i];
    let exact = match ranking {
        Ranking::Share => t.shares,
        Ranking::Points => Score::points(t.points),
    };
    Ranked {
        player: players[i],
        rank,
        score: exact.value(),
        exact,
        matches: t.matches,
        shares: t
            .per_round
            .iter()
            .map(|part| part.map(Score::value))
            .collect(),
        relative: average(t.relative, t.matches),
    }
}

fn average(sum: f64, count: usize) -> f64 {
    if count == 0 { 0.0 } else { sum / count as f64 }
}

/// A sum of shares or an average as a whole number, so that sums equal on paper (1/3 + 2/3
/// and 1) compare equal.
fn quantise(value: f64) -> i64 {
    (value * 1e9).round() as i64
}

/// The player(s) in last place (the "poedelprijs"), among those who played a match.
pub fn last_place(ranked: &[Ranked]) -> Vec<i64> {
    let played = ranked.iter().filter(|r| r.matches > 0);
    let worst = played.clone().map(|r| r.rank).max();
    played
        .filter(|r| Some(r.rank) == worst)
        .map(|r| r.player)
        .collect()
}

/// The players best first, as [`crate::events::DrawRequest::by_standing`] takes them.
pub fn standing_order(ranked: &[Ranked]) -> Vec<i64> {
    ranked.iter().map(|r| r.player).collect()
}

#[cfg(test)]
mod tests;
