//! What a season's statistics count for each game: every game adds up its own figures over a
//! player's finished matches (calls in Under the 10, exact bids in 10 op en neer, ...) and says
//! how to show the sums. Pure: the sums come from the stored results and figures of each match.

use std::collections::BTreeMap;

/// One seat of one finished match, as a season's statistics see it.
#[derive(Clone, Copy, Debug)]
pub struct SeatSeason<'a> {
    /// The seat's final total.
    pub score: i64,
    /// The match's live scored rounds.
    pub rounds: u32,
    /// How many sat at the table.
    pub seats: usize,
    /// Each kind of note the seat's rounds brought, counted (`called`, `halved`, `hit-bid`, ...).
    pub notes: &'a BTreeMap<String, i64>,
}

impl SeatSeason<'_> {
    /// How many rounds brought the seat a note of this kind.
    pub fn notes_of(&self, kind: &str) -> i64 {
        self.notes.get(kind).copied().unwrap_or_default()
    }
}

/// One figure a season shows for a game, computed from the sums the game added up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeasonColumn {
    /// The key in JSON output, e.g. `failed_calls`.
    pub key: &'static str,
    /// The column title in tables, e.g. `Failed calls`.
    pub title: &'static str,
    pub value: SeasonValue,
}

/// How a season figure follows from the sums.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeasonValue {
    /// A sum as it is.
    Count(&'static str),
    /// One sum per another (cards per deal), two decimals; none while the second is 0.
    Average {
        total: &'static str,
        per: &'static str,
    },
    /// One sum as a share of another, in per cent (exact bids of all bids); none while the
    /// second is 0.
    Rate {
        part: &'static str,
        of: &'static str,
    },
}

/// A season figure's value, from the sums of one player in one game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SeasonFigure {
    Count(i64),
    /// Two decimals.
    Average(Option<f64>),
    /// Per cent.
    Rate(Option<f64>),
}

impl SeasonValue {
    /// The figure from a player's sums (a sum never added is 0).
    pub fn of(self, sums: &BTreeMap<&'static str, i64>) -> SeasonFigure {
        let sum = |key: &str| sums.get(key).copied().unwrap_or_default();
        let ratio = |a: &str, b: &str| (sum(b) != 0).then(|| sum(a) as f64 / sum(b) as f64);
        match self {
            SeasonValue::Count(key) => SeasonFigure::Count(sum(key)),
            SeasonValue::Average { total, per } => SeasonFigure::Average(ratio(total, per)),
            SeasonValue::Rate { part, of } => {
                SeasonFigure::Rate(ratio(part, of).map(|share| share * 100.0))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_follow_from_the_sums_and_a_share_of_nothing_is_none() {
        let sums = BTreeMap::from([("cards", 31), ("deals", 10), ("exact", 3), ("bids", 4)]);
        assert_eq!(
            SeasonValue::Count("cards").of(&sums),
            SeasonFigure::Count(31)
        );
        assert_eq!(
            SeasonValue::Count("calls").of(&sums),
            SeasonFigure::Count(0)
        );
        assert_eq!(
            SeasonValue::Average {
                total: "cards",
                per: "deals"
            }
            .of(&sums),
            SeasonFigure::Average(Some(3.1))
        );
        assert_eq!(
            SeasonValue::Rate {
                part: "exact",
                of: "bids"
            }
            .of(&sums),
            SeasonFigure::Rate(Some(75.0))
        );
        assert_eq!(
            SeasonValue::Rate {
                part: "exact",
                of: "none"
            }
            .of(&sums),
            SeasonFigure::Rate(None)
        );
    }
}
