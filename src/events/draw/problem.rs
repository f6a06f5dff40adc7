//! A draw request turned into what the search reads: players as indices `0..n`, the slots of a
//! round (tables are runs of slots, a slot's place in its run is its seat), the counters the
//! history leaves, and the weight of every rule.

use super::{DrawError, DrawRequest};
use std::collections::HashMap;

/// The rules, highest first. A rule's weight exceeds the most the rules below it can cost
/// together in this draw, so a higher rule always beats any number of lower ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Level {
    /// R0: a small table while someone present at a larger one has had fewer.
    Small,
    /// R1: pairs meeting again, each weighted by how often they met before.
    Pairs,
    /// With `by_standing` only: the distance in standing between players at one table.
    Standing,
    /// R2: pairs meeting again in consecutive rounds.
    Consecutive,
    /// R3: starting (seat 0) while someone present who does not start has started less often.
    Starts,
    /// R4: the same seat again, the k-th time in one seat costing k − 1.
    Seats,
}

pub(super) const LEVELS: usize = 6;
pub(super) const ALL_LEVELS: [Level; LEVELS] = [
    Level::Small,
    Level::Pairs,
    Level::Standing,
    Level::Consecutive,
    Level::Starts,
    Level::Seats,
];

/// What the earlier rounds leave, over this round's players (indices).
pub(super) struct Past {
    pub(super) meet: Vec<u32>,
    pub(super) small: Vec<u32>,
    pub(super) starts: Vec<u32>,
    pub(super) seat: Vec<u32>,
    /// The table each player sat at in the last earlier round (None: absent or no history).
    pub(super) last_table: Vec<Option<usize>>,
    /// Every earlier round as tables of present players (sets, for the construction).
    pub(super) rounds: Vec<Vec<Vec<usize>>>,
}

pub(super) struct Problem {
    pub(super) n: usize,
    pub(super) ids: Vec<i64>,
    pub(super) sizes: Vec<usize>,
    pub(super) table_start: Vec<usize>,
    pub(super) slot_table: Vec<usize>,
    pub(super) slot_seat: Vec<usize>,
    pub(super) small: Vec<bool>,
    /// The most seats a player's seat counter tracks (the largest table now or before).
    pub(super) seats: usize,
    pub(super) past: Past,
    /// Each player's place in the standing (0 best), with `by_standing`.
    pub(super) standing: Option<Vec<usize>>,
    pub(super) rounds: usize,
    pub(super) weights: [f64; LEVELS],
}

/// The rounds looked ahead at most: further rounds change little and cost time.
const HORIZON: usize = 12;

impl Problem {
    pub(super) fn new(request: &DrawRequest) -> Result<Problem, DrawError> {
        let ids = request.players.clone();
        let index = check(request)?;
        let sizes = request.table_sizes.clone();
        let largest = sizes.iter().copied().max().unwrap_or(0);
        let (mut table_start, mut slot_table, mut slot_seat) = (Vec::new(), Vec::new(), Vec::new());
        for (table, &size) in sizes.iter().enumerate() {
            table_start.push(slot_table.len());
            slot_table.extend(std::iter::repeat_n(table, size));
            slot_seat.extend(0..size);
        }
        let history_seats = request
            .history
            .iter()
            .flatten()
            .map(Vec::len)
            .max()
            .unwrap_or(0);
        let seats = largest.max(history_seats);
        let past = past(request, &index, seats);
        let standing = request.by_standing.as_ref().map(|order| {
            let place: HashMap<i64, usize> =
                order.iter().enumerate().map(|(i, &id)| (id, i)).collect();
            ids.iter()
                .map(|id| place.get(id).copied().unwrap_or(order.len()))
                .collect()
        });
        let mut problem = Problem {
            n: ids.len(),
            small: sizes.iter().map(|&size| size < largest).collect(),
            ids,
            sizes,
            table_start,
            slot_table,
            slot_seat,
            seats,
            past,
            standing,
            rounds: request.rounds_left.min(HORIZON),
            weights: [1.0; LEVELS],
        };
        problem.weights = problem.weigh();
        Ok(problem)
    }

    /// Each rule's weight: one more than the most all the rules below it can cost.
    fn weigh(&self) -> [f64; LEVELS] {
        let n = self.n as f64;
        let rounds = self.rounds as f64;
        let all_rounds = rounds + self.past.rounds.len() as f64;
        let largest = self.seats as f64;
        let counters = n * rounds * all_rounds;
        let bound = |level: Level| match level {
            Level::Small | Level::Starts | Level::Seats => counters,
            Level::Pairs => n * largest * rounds * all_rounds,
            Level::Standing => n * n * n * largest,
            Level::Consecutive => n * largest * rounds,
        };
        let mut weights = [1.0; LEVELS];
        for k in (0..LEVELS - 1).rev() {
            weights[k] = weights[k + 1] * (bound(ALL_LEVELS[k + 1]) + 1.0);
        }
        weights
    }

    /// The players at `table` in a round's slots, in seat order.
    pub(super) fn members<'a>(&self, slots: &'a [usize], table: usize) -> &'a [usize] {
        let start = self.table_start[table];
        &slots[start..start + self.sizes[table]]
    }

    /// How far apart two players stand, squared (0 without `by_standing`). Squared, so that
    /// once the top four have met, 1,2,5,6 | 3,4,7,8 beats 3,4,5,6 | 1,2,7,8 (plain distances
    /// cost both the same).
    pub(super) fn distance(&self, a: usize, b: usize) -> i64 {
        self.standing.as_ref().map_or(0, |place| {
            let apart = place[a] as i64 - place[b] as i64;
            apart * apart
        })
    }

    pub(super) fn scalar(&self, costs: &[i64; LEVELS]) -> f64 {
        costs
            .iter()
            .zip(&self.weights)
            .map(|(&c, &w)| c as f64 * w)
            .sum()
    }
}

/// The request's players by index, after checking the request holds together.
fn check(request: &DrawRequest) -> Result<HashMap<i64, usize>, DrawError> {
    if request.players.is_empty() {
        return Err(DrawError::NoPlayers);
    }
    if request.rounds_left == 0 {
        return Err(DrawError::NoRoundsLeft);
    }
    let seats: usize = request.table_sizes.iter().sum();
    if seats != request.players.len() || request.table_sizes.contains(&0) {
        return Err(DrawError::SizesDoNotFit {
            players: request.players.len(),
            seats,
        });
    }
    let mut index = HashMap::new();
    for (i, &id) in request.players.iter().enumerate() {
        if index.insert(id, i).is_some() {
            return Err(DrawError::DuplicatePlayer(id));
        }
    }
    Ok(index)
}

/// The counters the earlier rounds leave for this round's players.
fn past(request: &DrawRequest, index: &HashMap<i64, usize>, seats: usize) -> Past {
    let n = request.players.len();
    let mut past = Past {
        meet: vec![0; n * n],
        small: vec![0; n],
        starts: vec![0; n],
        seat: vec![0; n * seats],
        last_table: vec![None; n],
        rounds: Vec::new(),
    };
    for (round_no, round) in request.history.iter().enumerate() {
        let largest = round.iter().map(Vec::len).max().unwrap_or(0);
        let last = round_no + 1 == request.history.len();
        let mut tables = Vec::new();
        for (table_no, table) in round.iter().enumerate() {
            let present: Vec<(usize, usize)> = table
                .iter()
                .enumerate()
                .filter_map(|(seat, id)| index.get(id).map(|&p| (seat, p)))
                .collect();
            for (k, &(seat, p)) in present.iter().enumerate() {
                for &(_, q) in &present[k + 1..] {
                    past.meet[p * n + q] += 1;
                    past.meet[q * n + p] += 1;
                }
                past.seat[p * seats + seat] += 1;
                past.starts[p] += u32::from(seat == 0);
                past.small[p] += u32::from(table.len() < largest);
                if last {
                    past.last_table[p] = Some(table_no);
                }
            }
            tables.push(present.iter().map(|&(_, p)| p).collect());
        }
        past.rounds.push(tables);
    }
    past
}
