//! The schedule the search changes: every remaining round's seating, and the counters each rule
//! reads (meetings, seats), kept up to date swap by swap so that a move's
//! change in cost is read from a few table members instead of the whole schedule.

use super::problem::{LEVELS, Level, Problem};

/// A cost per rule, in the order of [`Level`] (the higher rule first).
pub(super) type Costs = [i64; LEVELS];

/// `k` meetings (or times in one seat) cost 0 + 1 + ... + (k - 1): the second costs 1,
/// the third 2, so a pair meeting a third time weighs more than two pairs meeting a second time.
fn triangle(k: u32) -> i64 {
    let k = i64::from(k);
    k * (k - 1) / 2
}

#[derive(Clone)]
pub(super) struct State {
    /// Per round of the schedule: the player at each slot (tables are runs of slots).
    pub(super) slots: Vec<Vec<usize>>,
    /// Per round: the slot of each player.
    pos: Vec<Vec<usize>>,
    /// Meetings of each pair over the history and the schedule (`n * n`).
    meet: Vec<u32>,
    /// Per player and seat index (`n * seats`).
    seat: Vec<u32>,
    pub(super) cost: Costs,
}

impl State {
    /// The counters of the history with `slots` added, and the schedule's cost.
    pub(super) fn build(problem: &Problem, slots: Vec<Vec<usize>>) -> State {
        let n = problem.n;
        let mut pos = vec![vec![0; n]; slots.len()];
        for (round, seating) in slots.iter().enumerate() {
            for (slot, &player) in seating.iter().enumerate() {
                pos[round][player] = slot;
            }
        }
        let mut state = State {
            slots,
            pos,
            meet: problem.past.meet.clone(),
            seat: problem.past.seat.clone(),
            cost: [0; LEVELS],
        };
        for round in 0..state.slots.len() {
            state.count_round(problem, round);
        }
        state.cost = state.evaluate(problem);
        state
    }

    fn count_round(&mut self, problem: &Problem, round: usize) {
        let seats = problem.seats;
        for table in 0..problem.sizes.len() {
            let members = problem.members(&self.slots[round], table);
            for (seat, &player) in members.iter().enumerate() {
                for &other in &members[seat + 1..] {
                    self.meet[player * problem.n + other] += 1;
                    self.meet[other * problem.n + player] += 1;
                }
                self.seat[player * seats + seat] += 1;
            }
        }
    }

    /// Every rule's cost from scratch: what the schedule adds to the history.
    pub(super) fn evaluate(&self, problem: &Problem) -> Costs {
        let past = &problem.past;
        let added = |now: &[u32], before: &[u32]| -> i64 {
            now.iter()
                .zip(before)
                .map(|(&k, &h)| triangle(k) - triangle(h))
                .sum()
        };
        let mut cost = [0; LEVELS];
        cost[Level::Small as usize] = self.small_violations(problem, None);
        cost[Level::Pairs as usize] = added(&self.meet, &past.meet) / 2;
        cost[Level::Starts as usize] = self.start_violations(problem, None);
        cost[Level::Seats as usize] = added(&self.seat, &past.seat);
        for round in 0..self.slots.len() {
            for table in 0..problem.sizes.len() {
                let members = problem.members(&self.slots[round], table);
                for (i, &a) in members.iter().enumerate() {
                    for &b in &members[i + 1..] {
                        cost[Level::Consecutive as usize] +=
                            i64::from(self.met(problem, round, -1, a, b));
                        if round == 0 {
                            cost[Level::Standing as usize] += problem.distance(a, b);
                        }
                    }
                }
            }
        }
        cost
    }

    /// A rule that must take turns (R0: small tables, R3: starting), over the schedule: per
    /// round, the players in a `marked` slot who had been there more often before it than
    /// someone in an unmarked slot of that round (with slots `i` and `j` of `round` swapped,
    /// for a move's cost). Counted round by round, since the order matters: nobody has a second
    /// turn while someone present has not had a first.
    fn turns_out_of_order(
        &self,
        problem: &Problem,
        before: &[u32],
        marked: impl Fn(usize) -> bool,
        swap: Option<(usize, usize, usize)>,
    ) -> i64 {
        let mut before = before.to_vec();
        let mut violations = 0;
        for (round, slots) in self.slots.iter().enumerate() {
            let player_at = |slot: usize| match swap {
                Some((r, i, j)) if r == round && slot == i => slots[j],
                Some((r, i, j)) if r == round && slot == j => slots[i],
                _ => slots[slot],
            };
            let fewest_unmarked = (0..problem.n)
                .filter(|&slot| !marked(slot))
                .map(|slot| before[player_at(slot)])
                .min()
                .unwrap_or(u32::MAX);
            for slot in (0..problem.n).filter(|&slot| marked(slot)) {
                let player = player_at(slot);
                violations += i64::from(before[player] > fewest_unmarked);
                before[player] += 1;
            }
        }
        violations
    }

    fn small_violations(&self, problem: &Problem, swap: Option<(usize, usize, usize)>) -> i64 {
        let small = |slot: usize| problem.small[problem.slot_table[slot]];
        self.turns_out_of_order(problem, &problem.past.small, small, swap)
    }

    fn start_violations(&self, problem: &Problem, swap: Option<(usize, usize, usize)>) -> i64 {
        let starts = |slot: usize| problem.slot_seat[slot] == 0;
        self.turns_out_of_order(problem, &problem.past.starts, starts, swap)
    }

    /// Whether `a` and `b` sat together in the round `offset` from schedule round `round`
    /// (−1: the one before, which for the first is the last of the history).
    fn met(&self, problem: &Problem, round: usize, offset: isize, a: usize, b: usize) -> bool {
        let Some(other) = round.checked_add_signed(offset) else {
            return problem.past.last_table[a].is_some()
                && problem.past.last_table[a] == problem.past.last_table[b];
        };
        if other >= self.slots.len() {
            return false;
        }
        let table = |p: usize| problem.slot_table[self.pos[other][p]];
        table(a) == table(b)
    }

    /// Whether the player at `slot` of `round` breaks `level` there (R0 and standing: always,
    /// any player may help).
    pub(super) fn breaks(
        &self,
        problem: &Problem,
        round: usize,
        slot: usize,
        level: Level,
    ) -> bool {
        let player = self.slots[round][slot];
        let members = problem.members(&self.slots[round], problem.slot_table[slot]);
        let others = members.iter().filter(|&&x| x != player);
        match level {
            Level::Pairs => others
                .clone()
                .any(|&x| self.meetings(problem, player, x) > 1),
            Level::Consecutive => others
                .clone()
                .any(|&x| self.met_around(problem, round, player, x) > 0),
            Level::Starts => problem.slot_seat[slot] == 0,
            Level::Seats => self.seat[player * problem.seats + problem.slot_seat[slot]] > 1,
            Level::Small | Level::Standing => true,
        }
    }

    fn met_around(&self, problem: &Problem, round: usize, a: usize, b: usize) -> i64 {
        i64::from(self.met(problem, round, -1, a, b)) + i64::from(self.met(problem, round, 1, a, b))
    }

    fn meetings(&self, problem: &Problem, a: usize, b: usize) -> i64 {
        i64::from(self.meet[a * problem.n + b])
    }

    /// The change in every rule's cost if the players at slots `i` and `j` of `round` swapped.
    pub(super) fn delta(&self, problem: &Problem, round: usize, i: usize, j: usize) -> Costs {
        let mut d = self.delta_but_starts(problem, round, i, j);
        d[Level::Starts as usize] = self.starts_delta(problem, round, i, j);
        d
    }

    /// R3's part of [`State::delta`]: the slowest to count (it runs over the schedule), so the
    /// search counts it only for the moves still in the running.
    pub(super) fn starts_delta(&self, problem: &Problem, round: usize, i: usize, j: usize) -> i64 {
        let (sa, sb) = (problem.slot_seat[i], problem.slot_seat[j]);
        if sa == sb || (sa != 0 && sb != 0) {
            return 0;
        }
        self.start_violations(problem, Some((round, i, j))) - self.cost[Level::Starts as usize]
    }

    /// [`State::delta`] without R3's part.
    pub(super) fn delta_but_starts(
        &self,
        problem: &Problem,
        round: usize,
        i: usize,
        j: usize,
    ) -> Costs {
        let mut d = [0; LEVELS];
        let (a, b) = (self.slots[round][i], self.slots[round][j]);
        let (ta, tb) = (problem.slot_table[i], problem.slot_table[j]);
        if ta != tb {
            for (from, mover, stayer) in [(ta, a, b), (tb, b, a)] {
                for &x in problem.members(&self.slots[round], from) {
                    if x == mover {
                        continue;
                    }
                    d[Level::Pairs as usize] +=
                        self.meetings(problem, stayer, x) - (self.meetings(problem, mover, x) - 1);
                    d[Level::Consecutive as usize] += self.met_around(problem, round, stayer, x)
                        - self.met_around(problem, round, mover, x);
                    if round == 0 {
                        d[Level::Standing as usize] +=
                            problem.distance(stayer, x) - problem.distance(mover, x);
                    }
                }
            }
            if problem.small[ta] != problem.small[tb] {
                d[Level::Small as usize] = self.small_violations(problem, Some((round, i, j)))
                    - self.cost[Level::Small as usize];
            }
        }
        let (sa, sb) = (problem.slot_seat[i], problem.slot_seat[j]);
        if sa != sb {
            let seats = problem.seats;
            for (player, from, to) in [(a, sa, sb), (b, sb, sa)] {
                d[Level::Seats as usize] += i64::from(self.seat[player * seats + to])
                    - (i64::from(self.seat[player * seats + from]) - 1);
            }
        }
        d
    }

    /// Swaps the players at slots `i` and `j` of `round`; `delta` is what [`State::delta`] said.
    pub(super) fn apply(
        &mut self,
        problem: &Problem,
        round: usize,
        i: usize,
        j: usize,
        delta: Costs,
    ) {
        let (a, b) = (self.slots[round][i], self.slots[round][j]);
        let (ta, tb) = (problem.slot_table[i], problem.slot_table[j]);
        let n = problem.n;
        if ta != tb {
            for (from, mover, stayer) in [(ta, a, b), (tb, b, a)] {
                let start = problem.table_start[from];
                for k in start..start + problem.sizes[from] {
                    let x = self.slots[round][k];
                    if x == mover {
                        continue;
                    }
                    self.meet[mover * n + x] -= 1;
                    self.meet[x * n + mover] -= 1;
                    self.meet[stayer * n + x] += 1;
                    self.meet[x * n + stayer] += 1;
                }
            }
        }
        let (sa, sb) = (problem.slot_seat[i], problem.slot_seat[j]);
        if sa != sb {
            let seats = problem.seats;
            for (player, from, to) in [(a, sa, sb), (b, sb, sa)] {
                self.seat[player * seats + from] -= 1;
                self.seat[player * seats + to] += 1;
            }
        }
        self.slots[round].swap(i, j);
        self.pos[round][a] = j;
        self.pos[round][b] = i;
        for (total, change) in self.cost.iter_mut().zip(delta) {
            *total += change;
        }
    }
}
