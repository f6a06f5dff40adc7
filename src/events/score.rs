//! An evening's score counted exactly: shares added as floats drift (2/3 + 1 + 1/3 comes to
//! 1.9999999999999998 where 1 + 1 + 0 is 2), so that equal evenings printed unequal numbers.
//! Shares and points are whole numbers of [`UNIT`]ths here, added exactly, and turned into a
//! float once, to show: equal scores give the same float.

/// Parts of one point: 2 × lcm(1..=15), so that every share of a table of up to 16 seats
/// ((players beaten + half the players tied) / (size − 1)) is a whole number of them. A larger
/// table (no game seats one) is rounded to the nearest part.
pub const UNIT: i64 = 720_720;

/// A score (a share, a sum of shares, or a game's points) in [`UNIT`]ths of a point.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Score(i64);

impl Score {
    /// A game's own points.
    pub fn points(points: i64) -> Score {
        Score(points.saturating_mul(UNIT))
    }

    /// The share of a table of `others` + 1 seats of a player who beat `beaten` of the others
    /// and tied with `tied` of them: (beaten + tied / 2) / others.
    pub fn share(beaten: usize, tied: usize, others: usize) -> Score {
        let halves = 2 * beaten as i128 + tied as i128;
        let per = 2 * (others.max(1) as i128);
        let parts = (halves * i128::from(UNIT) + per / 2) / per;
        Score(i64::try_from(parts).unwrap_or(i64::MAX))
    }

    /// The score as a float: the nearest to the exact value, so equal scores give equal floats.
    pub fn value(self) -> f64 {
        self.0 as f64 / UNIT as f64
    }

    /// The average of `count` scores whose sum is `self`, as a float (0 for none): one division
    /// of exact numbers, so equal averages give equal floats whatever the counts.
    pub fn mean(self, count: usize) -> f64 {
        match count {
            0 => 0.0,
            n => self.0 as f64 / (UNIT as f64 * n as f64),
        }
    }
}

impl std::ops::Add for Score {
    type Output = Score;
    fn add(self, other: Score) -> Score {
        Score(self.0.saturating_add(other.0))
    }
}

impl std::ops::AddAssign for Score {
    fn add_assign(&mut self, other: Score) {
        *self = *self + other;
    }
}

impl std::iter::Sum for Score {
    fn sum<I: Iterator<Item = Score>>(scores: I) -> Score {
        scores.fold(Score::default(), |sum, score| sum + score)
    }
}

#[cfg(test)]
mod tests;
