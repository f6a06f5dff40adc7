//! How many tables of which size seat a round's players.

use std::ops::RangeInclusive;

/// Why no split of the players fits the game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SizeError {
    /// Fewer players than the smallest table the game allows.
    #[error("{players} players are fewer than a table of {min}")]
    TooFewPlayers { players: usize, min: usize },
    /// The target size itself is not a size the game allows.
    #[error("a table of {target} is outside the game's {min} to {max}")]
    TargetNotAllowed {
        target: usize,
        min: usize,
        max: usize,
    },
    /// Enough players, but no split into tables the game allows (5 players at a 3-to-4 game).
    #[error("{players} players do not split into tables of {min} to {max}")]
    NoSplit {
        players: usize,
        min: usize,
        max: usize,
    },
}

/// The tables for `players` players, larger tables first: tables of `target` and as few tables
/// of `target - 1` as make the count work (16 → 4,4,4,4; 14 → 4,4,3,3; 9 → 3,3,3); where that is
/// impossible or `target - 1` is below the game's minimum, tables of `target` and `target + 1`
/// (5 → 5; 6 → 3,3 still comes from the first rule); failing both, tables as equal as possible
/// with an average nearest the target (2 → 2 where the game allows it).
pub fn table_sizes(
    players: usize,
    target: usize,
    allowed: RangeInclusive<usize>,
) -> Result<Vec<usize>, SizeError> {
    let (min, max) = (*allowed.start(), *allowed.end());
    if target == 0 || !allowed.contains(&target) {
        return Err(SizeError::TargetNotAllowed { target, min, max });
    }
    if players < min.max(1) {
        return Err(SizeError::TooFewPlayers { players, min });
    }
    let sizes = one_smaller(players, target, min)
        .or_else(|| one_larger(players, target, max))
        .or_else(|| most_equal(players, target, min, max))
        .ok_or(SizeError::NoSplit { players, min, max })?;
    Ok(sizes)
}

/// Tables of `target` with the fewest tables of `target - 1`.
fn one_smaller(players: usize, target: usize, min: usize) -> Option<Vec<usize>> {
    let tables = players.div_ceil(target);
    let short = tables * target - players;
    if short > tables || (short > 0 && target - 1 < min.max(1)) {
        return None;
    }
    Some(split(tables, target, tables - short))
}

/// Tables of `target` with the fewest tables of `target + 1`.
fn one_larger(players: usize, target: usize, max: usize) -> Option<Vec<usize>> {
    let tables = players / target;
    let extra = players - tables * target;
    if tables == 0 || extra > tables || (extra > 0 && target + 1 > max) {
        return None;
    }
    Some(split(tables, target + 1, extra))
}

/// The most equal split whose average is nearest the target.
fn most_equal(players: usize, target: usize, min: usize, max: usize) -> Option<Vec<usize>> {
    (1..=players)
        .filter(|&tables| {
            let (low, high) = (players / tables, players.div_ceil(tables));
            low >= min && high <= max
        })
        .min_by_key(|&tables| (players as isize - (target * tables) as isize).unsigned_abs())
        .map(|tables| {
            let high = players.div_ceil(tables);
            let at_high = players - (high - 1) * tables;
            split(tables, high, at_high)
        })
}

/// `tables` tables, the first `at_large` of size `large`, the rest one smaller.
fn split(tables: usize, large: usize, at_large: usize) -> Vec<usize> {
    (0..tables)
        .map(|i| if i < at_large { large } else { large - 1 })
        .collect()
}

#[cfg(test)]
mod tests;
