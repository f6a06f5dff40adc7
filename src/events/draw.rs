//! The seating draw: a round's tables chosen by weighted rules, looking ahead over the rounds
//! the event has left (see the method in [`crate::events`]).

mod design;
mod problem;
mod search;
mod state;

use crate::events::rng::SplitMix64;
use problem::Problem;
use state::State;

/// What a draw needs to know. Players are ids; the earlier rounds are given as they were seated
/// (players who left or joined late appear only where they sat).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DrawRequest {
    /// The players to seat this round, each once.
    pub players: Vec<i64>,
    /// The tables' sizes, summing to the number of players (from [`crate::events::table_sizes`]);
    /// the drawn tables come in this order.
    pub table_sizes: Vec<usize>,
    /// The earlier rounds, first to last: each its tables, each table its players in seat order.
    pub history: Vec<Vec<Vec<i64>>>,
    /// The rounds the event has left, this one included (at least 1).
    pub rounds_left: usize,
    /// The seed: the same request with the same seed draws the same tables.
    pub seed: u64,
    /// Seat players of similar standing together: the players best first (players not in the
    /// list count as standing below everyone in it).
    pub by_standing: Option<Vec<i64>>,
}

/// A drawn round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draw {
    /// The tables in the order of the requested sizes, each its players in seat order (seat 0
    /// starts). With `by_standing`: larger tables first, then the best players first.
    pub tables: Vec<Vec<i64>>,
    /// What this round breaks, rule by rule, against the earlier rounds.
    pub cost: Cost,
}

/// The rules a drawn round breaks, each a count (0 everywhere: a perfect round).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cost {
    /// R0: players at a small table who had sat at one more often than someone at a large table.
    pub small_again: u64,
    /// R1: pairs meeting again, each counted as often as they met before.
    pub pairs_again: u64,
    /// With `by_standing`: the sum over tables of the squared standing distances of their pairs
    /// (places in the standing, 0 best).
    pub standing_spread: u64,
    /// R2: pairs who also met in the previous round.
    pub consecutive_pairs: u64,
    /// R3: players starting who had started more often than someone not starting now.
    pub starts_again: u64,
    /// R4: players in a seat (by its number) they sat in before.
    pub seats_again: u64,
}

/// Why a request cannot be drawn (the caller checks these before asking).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DrawError {
    #[error("no players to seat")]
    NoPlayers,
    #[error("no rounds left to draw")]
    NoRoundsLeft,
    #[error("the tables seat {seats}, not the {players} players")]
    SizesDoNotFit { players: usize, seats: usize },
    #[error("player {0} is listed twice")]
    DuplicatePlayer(i64),
}

/// Draws the next round: the whole remaining schedule is searched and its first round returned.
pub fn draw(request: &DrawRequest) -> Result<Draw, DrawError> {
    let problem = Problem::new(request)?;
    let mut rng = SplitMix64::new(request.seed);
    let mut schedule = search::search(&problem, &mut rng);
    if let Some(grouped) = standing_first(request, &problem, &schedule, &mut rng)? {
        schedule = grouped;
    }
    let mut tables: Vec<Vec<usize>> = (0..problem.sizes.len())
        .map(|t| problem.members(&schedule.slots[0], t).to_vec())
        .collect();
    if let Some(place) = &problem.standing {
        let mean = |table: &Vec<usize>| {
            table.iter().map(|&p| place[p]).sum::<usize>() * 1000 / table.len()
        };
        let mut order: Vec<usize> = (0..tables.len()).collect();
        order.sort_by_key(|&t| (std::cmp::Reverse(tables[t].len()), mean(&tables[t]), t));
        let sorted: Vec<Vec<usize>> = order.iter().map(|&t| tables[t].clone()).collect();
        tables = sorted;
    }
    let cost = round_cost(&problem, &tables);
    Ok(Draw {
        tables: tables
            .iter()
            .map(|table| table.iter().map(|&p| problem.ids[p]).collect())
            .collect(),
        cost,
    })
}

/// With `by_standing` and rounds after this one: this round drawn alone (standing right after
/// its own pairs), the later rounds fitted to it, and that schedule where it costs less. The
/// search over the whole schedule moves this round one swap at a time, and each swap breaks the
/// later rounds fitted to the last one, so it stalls with the standing mixed although a grouped
/// round leaves the later ones as possible.
fn standing_first(
    request: &DrawRequest,
    problem: &Problem,
    found: &State,
    rng: &mut SplitMix64,
) -> Result<Option<State>, DrawError> {
    if problem.standing.is_none() || problem.rounds < 2 {
        return Ok(None);
    }
    let alone = Problem::new(&DrawRequest {
        rounds_left: 1,
        ..request.clone()
    })?;
    let first = search::search(&alone, rng).slots.swap_remove(0);
    let seated = (0..alone.sizes.len())
        .map(|t| {
            alone
                .members(&first, t)
                .iter()
                .map(|&p| alone.ids[p])
                .collect()
        })
        .collect();
    let later = Problem::new(&DrawRequest {
        history: [request.history.clone(), vec![seated]].concat(),
        rounds_left: request.rounds_left - 1,
        by_standing: None,
        ..request.clone()
    })?;
    // Both problems index the players in the request's order, so their slots fit together.
    let rest = search::search(&later, rng).slots;
    let slots = std::iter::once(first).chain(rest).take(problem.rounds);
    let candidate = State::build(problem, slots.collect());
    Ok((candidate.cost < found.cost).then_some(candidate))
}

/// What one drawn round breaks against the history.
fn round_cost(problem: &Problem, tables: &[Vec<usize>]) -> Cost {
    let past = &problem.past;
    let mut cost = Cost::default();
    let largest = tables.iter().map(Vec::len).max().unwrap_or(0);
    let fewest = |counts: &[u32], keep: &dyn Fn(&Vec<usize>, usize) -> bool| {
        tables
            .iter()
            .flat_map(|t| {
                t.iter()
                    .enumerate()
                    .filter(|&(seat, _)| keep(t, seat))
                    .map(|(_, &p)| counts[p])
            })
            .min()
            .unwrap_or(u32::MAX)
    };
    let fewest_small = fewest(&past.small, &|t, _| t.len() == largest);
    let fewest_starts = fewest(&past.starts, &|_, seat| seat > 0);
    for table in tables {
        for (seat, &p) in table.iter().enumerate() {
            cost.small_again += u64::from(table.len() < largest && past.small[p] > fewest_small);
            for &q in &table[seat + 1..] {
                cost.pairs_again += u64::from(past.meet[p * problem.n + q]);
                cost.standing_spread += problem.distance(p, q).unsigned_abs();
                let last = past.last_table[p];
                cost.consecutive_pairs += u64::from(last.is_some() && last == past.last_table[q]);
            }
            cost.seats_again += u64::from(past.seat[p * problem.seats + seat] > 0);
        }
        cost.starts_again += u64::from(past.starts[table[0]] > fewest_starts);
    }
    cost
}

#[cfg(test)]
mod tests;
