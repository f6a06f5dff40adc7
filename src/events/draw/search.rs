//! The local search: tabu search over swaps of two players in one round of the schedule
//! (players of two tables change tables; two players of one table change seats), one phase per
//! rule from the highest down, each phase stopping once that rule and those above it cost
//! nothing. A move that breaks a higher rule costs at least that rule's much larger weight, so
//! a phase only takes one where nothing else is left.

use super::design;
use super::problem::{ALL_LEVELS, LEVELS, Level, Problem};
use super::state::{Costs, State};
use crate::events::rng::SplitMix64;

/// The schedule with the lowest cost found, the first round first.
pub(super) fn search(problem: &Problem, rng: &mut SplitMix64) -> State {
    let (slots, known) = start(problem, rng);
    let mut best = phases(problem, State::build(problem, slots), 0, rng);
    // The construction fixes who meets whom, so only its relabelling decides who can start
    // when: a few relabellings are tried (the construction's draws are small).
    for _ in 1..if known { KNOWN_TRIES } else { 1 } {
        if best.cost.iter().all(|&c| c == 0) {
            break;
        }
        let (slots, _) = start(problem, rng);
        let candidate = phases(problem, State::build(problem, slots), 0, rng);
        if better(&candidate.cost, &best.cost) {
            best = candidate;
        }
    }
    for _ in 0..2 {
        let reordered = reorder(problem, best.clone());
        if !better(&reordered.cost, &best.cost) {
            break;
        }
        best = phases(problem, reordered, Level::Starts as usize, rng);
    }
    best
}

/// The tabu search's phases, from rule `from` down.
fn phases(problem: &Problem, mut best: State, from: usize, rng: &mut SplitMix64) -> State {
    for (k, level) in ALL_LEVELS.into_iter().enumerate().skip(from) {
        if best.cost[k] == 0 || (level == Level::Standing && problem.standing.is_none()) {
            continue;
        }
        let seats = problem.n * problem.rounds;
        let steps = match level {
            // R4 is rarely 0, so its search runs to the end: a short one (its moves stay
            // within a table: a change of tables would break a higher rule).
            Level::Seats => seats * SEAT_STEPS_PER_SEAT + MIN_SEAT_STEPS,
            _ => seats * STEPS_PER_SEAT + MIN_STEPS,
        };
        best = tabu(problem, best, k, steps, rng);
    }
    best
}

/// Swaps whole rounds of the schedule while that lowers the cost: who meets whom stays, but
/// the order decides consecutive meetings and, above all, who can still start before someone
/// starts again (a construction's rounds are fixed, and no swap of two players changes them).
fn reorder(problem: &Problem, mut best: State) -> State {
    let rounds = problem.rounds;
    let mut improved = true;
    while improved {
        improved = false;
        for first in 0..rounds {
            for second in first + 1..rounds {
                let mut slots = best.slots.clone();
                slots.swap(first, second);
                let candidate = State::build(problem, slots);
                if better(&candidate.cost, &best.cost) {
                    best = candidate;
                    improved = true;
                }
            }
        }
    }
    best
}

/// How many relabellings of a known construction are searched.
const KNOWN_TRIES: usize = 6;

/// Steps of the tabu search per player per round (each step weighs every swap of one player).
const STEPS_PER_SEAT: usize = 15;
/// Steps every tabu search may take: small draws are cheap, and some are hard.
const MIN_STEPS: usize = 4000;
/// Steps per player per round, and at least, for the last rule (R4).
const SEAT_STEPS_PER_SEAT: usize = 4;
const MIN_SEAT_STEPS: usize = 600;

/// Tabu search for one rule: each step takes a player who breaks the rule (where one is found),
/// weighs every swap with another player of that round (for R3 and R4: of the same table) and
/// makes the best one that is not tabu (a player moved lately in that round, unless the move
/// finds a new best); a long stall goes back to the best schedule and shakes it. The classic
/// local search for the social golfer problem (Dotú and Van Hentenryck, 2005).
fn tabu(
    problem: &Problem,
    start: State,
    level: usize,
    steps: usize,
    rng: &mut SplitMix64,
) -> State {
    let mut state = start.clone();
    let mut best = start;
    let mut tabu_until = vec![vec![0usize; problem.n]; problem.rounds];
    let only_first = ALL_LEVELS[level] == Level::Standing;
    let mut last_better = 0;
    for step in 1..=steps {
        if problem.n < 2 {
            break;
        }
        let round = if only_first {
            0
        } else {
            rng.below(problem.rounds)
        };
        let i = conflicted_slot(problem, &state, round, level, &tabu_until[round], step, rng);
        let seats_only = matches!(ALL_LEVELS[level], Level::Starts | Level::Seats);
        let swap = (round, i, seats_only);
        let Some((j, delta)) =
            best_swap(problem, &state, &best, swap, &tabu_until[round], step, rng)
        else {
            continue;
        };
        let (a, b) = (state.slots[round][i], state.slots[round][j]);
        state.apply(problem, round, i, j, delta);
        let tenure = 2 + rng.below(problem.n.max(8) / 2);
        tabu_until[round][a] = step + tenure;
        tabu_until[round][b] = step + tenure;
        if better(&state.cost, &best.cost) {
            best = state.clone();
            last_better = step;
            if best.cost[..=level].iter().all(|&c| c == 0) {
                break;
            }
        } else if step - last_better > 20 * problem.n {
            state = shake(problem, best.clone(), rng);
            last_better = step;
        }
    }
    best
}

/// A slot of `round` whose player breaks rule `level` and is not tabu (a few tries), else any.
fn conflicted_slot(
    problem: &Problem,
    state: &State,
    round: usize,
    level: usize,
    tabu_until: &[usize],
    step: usize,
    rng: &mut SplitMix64,
) -> usize {
    let mut any = rng.below(problem.n);
    for _ in 0..problem.n {
        let slot = rng.below(problem.n);
        if tabu_until[state.slots[round][slot]] > step {
            continue;
        }
        any = slot;
        if state.breaks(problem, round, slot, ALL_LEVELS[level]) {
            return slot;
        }
    }
    any
}

/// The best swap of the player at slot `i` with another player of the round (ties at random):
/// at another table they change tables, at the same table seats (only these with
/// `seats_only`: for the seat rules, a change of tables would almost always break a higher one).
fn best_swap(
    problem: &Problem,
    state: &State,
    best: &State,
    (round, i, seats_only): (usize, usize, bool),
    tabu_until: &[usize],
    step: usize,
    rng: &mut SplitMix64,
) -> Option<(usize, Costs)> {
    let a_tabu = tabu_until[state.slots[round][i]] > step;
    let mut chosen = None;
    let (mut lowest, mut ties) = (f64::INFINITY, 0);
    let table = problem.slot_table[i];
    let candidates = if seats_only {
        problem.table_start[table]..problem.table_start[table] + problem.sizes[table]
    } else {
        0..problem.n
    };
    let starts = Level::Starts as usize;
    for j in candidates.filter(|&j| j != i) {
        let mut delta = state.delta_but_starts(problem, round, i, j);
        // Worse above R3 than the best so far: R3 cannot make up for it.
        if chosen.is_some_and(|(_, low): (usize, Costs)| delta[..starts] > low[..starts]) {
            continue;
        }
        delta[starts] = state.starts_delta(problem, round, i, j);
        if a_tabu || tabu_until[state.slots[round][j]] > step {
            let mut after = state.cost;
            after.iter_mut().zip(delta).for_each(|(c, d)| *c += d);
            if !better(&after, &best.cost) {
                continue;
            }
        }
        let change = problem.scalar(&delta);
        if change < lowest {
            (lowest, ties, chosen) = (change, 1, Some((j, delta)));
        } else if change == lowest {
            ties += 1;
            if rng.below(ties) == 0 {
                chosen = Some((j, delta));
            }
        }
    }
    chosen
}

/// A few random swaps of players of two tables.
fn shake(problem: &Problem, mut state: State, rng: &mut SplitMix64) -> State {
    for _ in 0..3 {
        let round = rng.below(problem.rounds);
        if let Some((i, j)) = pick(problem, rng, false) {
            let delta = state.delta(problem, round, i, j);
            state.apply(problem, round, i, j, delta);
        }
    }
    state
}

fn better(a: &[i64; LEVELS], b: &[i64; LEVELS]) -> bool {
    a < b
}

/// Two slots: of one table (`same_table`) or of two.
fn pick(problem: &Problem, rng: &mut SplitMix64, same_table: bool) -> Option<(usize, usize)> {
    let n = problem.n;
    let i = rng.below(n);
    let table = problem.slot_table[i];
    let size = problem.sizes[table];
    if same_table || problem.sizes.len() == 1 {
        if size < 2 {
            return None;
        }
        let j = problem.table_start[table] + rng.below(size);
        return (j != i).then_some((i, j));
    }
    let j = rng.below(n - size);
    let j = if j >= problem.table_start[table] {
        j + size
    } else {
        j
    };
    Some((i, j))
}

/// The starting schedule: the known construction's rounds where one fits, then rounds drawn at
/// random with the small tables given to the players who had the fewest; and whether the
/// construction was used.
fn start(problem: &Problem, rng: &mut SplitMix64) -> (Vec<Vec<usize>>, bool) {
    let mut small = problem.past.small.clone();
    let mut rounds = Vec::new();
    let known = design::remaining_rounds(problem, rng).unwrap_or_default();
    let used = !known.is_empty();
    for tables in known.into_iter().take(problem.rounds) {
        let mut slots = Vec::with_capacity(problem.n);
        for mut table in tables {
            rng.shuffle(&mut table);
            slots.extend(table);
        }
        rounds.push(slots);
    }
    while rounds.len() < problem.rounds {
        let mut order: Vec<usize> = (0..problem.n).collect();
        rng.shuffle(&mut order);
        order.sort_by_key(|&p| small[p]);
        let small_seats: usize = problem
            .sizes
            .iter()
            .zip(&problem.small)
            .filter(|(_, s)| **s)
            .map(|(n, _)| n)
            .sum();
        let (to_small, to_large) = order.split_at(small_seats);
        let (mut to_small, mut to_large) = (to_small.to_vec(), to_large.to_vec());
        rng.shuffle(&mut to_small);
        rng.shuffle(&mut to_large);
        let mut slots = Vec::with_capacity(problem.n);
        for (table, &size) in problem.sizes.iter().enumerate() {
            let from = if problem.small[table] {
                &mut to_small
            } else {
                &mut to_large
            };
            let members: Vec<usize> = from.drain(..size).collect();
            for &p in &members {
                small[p] += u32::from(problem.small[table]);
            }
            slots.extend(members);
        }
        rounds.push(slots);
    }
    (rounds, used)
}
