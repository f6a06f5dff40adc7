//! A known construction as the search's starting point: the affine plane of order q (q² players
//! in tables of q, q + 1 rounds in which every pair meets exactly once), for q = 2, 3, 4 and 5
//! (4, 9, 16 and 25 players). Points are (x, y) over the field GF(q); round "x" seats the
//! columns x = c, round "y" the rows y = c, and round m (for each field element m) the lines
//! y = m·x + c. A history already drawn from such a plane is found again (its first two rounds
//! give each player's column and row, the rest fix how rows and columns are numbered), so that a
//! draw made round by round goes on with the plane's remaining rounds.

use super::problem::Problem;
use crate::events::rng::SplitMix64;

/// GF(4) as polynomials over GF(2) modulo x² + x + 1: addition is xor.
const GF4_MUL: [[usize; 4]; 4] = [[0, 0, 0, 0], [0, 1, 2, 3], [0, 2, 3, 1], [0, 3, 1, 2]];

struct Field {
    q: usize,
}

impl Field {
    fn add(&self, a: usize, b: usize) -> usize {
        if self.q == 4 { a ^ b } else { (a + b) % self.q }
    }
    fn mul(&self, a: usize, b: usize) -> usize {
        if self.q == 4 {
            GF4_MUL[a][b]
        } else {
            (a * b) % self.q
        }
    }
    fn neg(&self, a: usize) -> usize {
        if self.q == 4 {
            a
        } else {
            (self.q - a) % self.q
        }
    }
}

/// The plane's rounds not yet played, as tables of player indices (in a seeded order), or None
/// where no plane fits the players and their history.
pub(super) fn remaining_rounds(
    problem: &Problem,
    rng: &mut SplitMix64,
) -> Option<Vec<Vec<Vec<usize>>>> {
    let q = problem.sizes[0];
    if !(2..=5).contains(&q) || problem.n != q * q || problem.sizes.iter().any(|&s| s != q) {
        return None;
    }
    let field = Field { q };
    let history = &problem.past.rounds;
    if history
        .iter()
        .any(|round| round.iter().any(|t| t.len() != q) || round.len() != q)
    {
        return None;
    }
    let points = place(problem, &field, rng)?;
    let mut rounds: Vec<Vec<Vec<usize>>> = std::iter::once(columns(q, &points))
        .chain((0..q).map(|m| lines(&field, &points, m)))
        .filter(|class| {
            !history
                .iter()
                .any(|round| same_tables(problem.n, round, class))
        })
        .collect();
    rng.shuffle(&mut rounds);
    Some(rounds)
}

fn columns(q: usize, points: &[(usize, usize)]) -> Vec<Vec<usize>> {
    (0..q)
        .map(|c| (0..points.len()).filter(|&p| points[p].0 == c).collect())
        .collect()
}

/// The lines y = m·x + c, c over the field: each a table.
fn lines(field: &Field, points: &[(usize, usize)], m: usize) -> Vec<Vec<usize>> {
    (0..field.q)
        .map(|c| {
            (0..points.len())
                .filter(|&p| intercept(field, points[p], m) == c)
                .collect()
        })
        .collect()
}

fn intercept(field: &Field, (x, y): (usize, usize), m: usize) -> usize {
    field.add(y, field.neg(field.mul(m, x)))
}

/// Whether `round` seats the same tables as `class` (all tables of one size, so: whether
/// every table of `round` sits within one table of `class`).
fn same_tables(n: usize, round: &[Vec<usize>], class: &[Vec<usize>]) -> bool {
    let mut table_of = vec![usize::MAX; n];
    for (t, table) in class.iter().enumerate() {
        for &p in table {
            table_of[p] = t;
        }
    }
    round
        .iter()
        .all(|table| table.iter().all(|&p| table_of[p] == table_of[table[0]]))
}

fn is_slope(field: &Field, points: &[(usize, usize)], round: &[Vec<usize>], m: usize) -> bool {
    round.iter().all(|table| {
        let c = intercept(field, points[table[0]], m);
        table.iter().all(|&p| intercept(field, points[p], m) == c)
    })
}

/// Each player's point: at random without history; the first earlier round's tables as
/// columns (and the second's as rows) with one; numbered so that every later earlier round is
/// the lines of one slope (None where none is).
fn place(problem: &Problem, field: &Field, rng: &mut SplitMix64) -> Option<Vec<(usize, usize)>> {
    let (q, n) = (field.q, problem.n);
    let history = &problem.past.rounds;
    let mut points = vec![(0, 0); n];
    match history.len() {
        0 => {
            let mut order: Vec<usize> = (0..n).collect();
            rng.shuffle(&mut order);
            for (k, &p) in order.iter().enumerate() {
                points[p] = (k / q, k % q);
            }
            return Some(points);
        }
        1 => {
            for (x, table) in history[0].iter().enumerate() {
                let mut members = table.clone();
                rng.shuffle(&mut members);
                for (y, &p) in members.iter().enumerate() {
                    points[p] = (x, y);
                }
            }
            return Some(points);
        }
        _ => {}
    }
    let grid = grid(n, &history[0], &history[1])?;
    let mut column_orders = permutations_fixing_zero(q);
    let mut row_orders = column_orders.clone();
    rng.shuffle(&mut column_orders);
    rng.shuffle(&mut row_orders);
    for columns in &column_orders {
        for rows in &row_orders {
            for (p, &(x, y)) in grid.iter().enumerate() {
                points[p] = (columns[x], rows[y]);
            }
            let slopes: Vec<Option<usize>> = history[2..]
                .iter()
                .map(|round| (1..q).find(|&m| is_slope(field, &points, round, m)))
                .collect();
            let mut found: Vec<usize> = slopes.iter().flatten().copied().collect();
            found.sort_unstable();
            found.dedup();
            if slopes.iter().all(Option::is_some) && found.len() == slopes.len() {
                return Some(points);
            }
        }
    }
    None
}

/// Each player's (table in `first`, table in `second`), when every such pair is distinct (the
/// two rounds are orthogonal: nobody met twice).
fn grid(n: usize, first: &[Vec<usize>], second: &[Vec<usize>]) -> Option<Vec<(usize, usize)>> {
    let mut cell = vec![(usize::MAX, usize::MAX); n];
    for (round, tables) in [first, second].iter().enumerate() {
        for (t, table) in tables.iter().enumerate() {
            for &p in table {
                if round == 0 {
                    cell[p].0 = t
                } else {
                    cell[p].1 = t
                }
            }
        }
    }
    let mut seen = cell.clone();
    seen.sort_unstable();
    seen.dedup();
    (seen.len() == n
        && !cell
            .iter()
            .any(|&(x, y)| x == usize::MAX || y == usize::MAX))
    .then_some(cell)
}

/// Every permutation of `0..q` that keeps 0 in place (a translation moves any plane to one).
fn permutations_fixing_zero(q: usize) -> Vec<Vec<usize>> {
    let mut all = vec![vec![0]];
    for value in 1..q {
        all = all
            .into_iter()
            .flat_map(|perm| {
                (1..=perm.len()).map(move |at| {
                    let mut next = perm.clone();
                    next.insert(at, value);
                    next
                })
            })
            .collect();
    }
    all
}
