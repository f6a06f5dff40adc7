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
    /// Each note of the seat's live rounds with the round's position (for figures by round, such
    /// as exact bids by the cards dealt).
    pub round_notes: &'a [(u32, String)],
}

impl SeatSeason<'_> {
    /// How many rounds brought the seat a note of this kind.
    pub fn notes_of(&self, kind: &str) -> i64 {
        self.notes.get(kind).copied().unwrap_or_default()
    }
}

/// The key of a sum kept per group (`exact` in rounds of 5 cards: `exact@5`).
pub fn grouped_key(key: &str, group: u32) -> String {
    format!("{key}@{group}")
}

/// One figure a season shows for a game, computed from the sums the game added up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeasonColumn {
    /// The key in JSON output, e.g. `failed_calls`.
    pub key: &'static str,
    /// The message of the column title in tables (`Failed calls`), read in the reader's
    /// language when shown.
    pub title_id: &'static str,
    pub value: SeasonValue,
}

impl SeasonColumn {
    /// The column title in the reader's language, e.g. `Failed calls`.
    pub fn title(&self) -> String {
        crate::i18n::message(self.title_id, None)
    }
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
    /// [`SeasonValue::Rate`] for each group the sums were kept by (`part@G` of `of@G`), groups
    /// ascending.
    RateByGroup {
        part: &'static str,
        of: &'static str,
    },
}

/// A season figure's value, from the sums of one player in one game.
#[derive(Clone, Debug, PartialEq)]
pub enum SeasonFigure {
    Count(i64),
    /// Two decimals.
    Average(Option<f64>),
    /// A share, 0 to 1 (shown as a per cent; kept as the exact fraction, so that `stats --json`
    /// gives it in full).
    Rate(Option<f64>),
    /// A share for each group (the cards dealt, ...), groups ascending.
    RatesByGroup(Vec<(u32, f64)>),
}

impl SeasonValue {
    /// The figure from a player's sums (a sum never added is 0).
    pub fn of(self, sums: &BTreeMap<String, i64>) -> SeasonFigure {
        let sum = |key: &str| sums.get(key).copied().unwrap_or_default();
        let ratio = |a: &str, b: &str| (sum(b) != 0).then(|| sum(a) as f64 / sum(b) as f64);
        match self {
            SeasonValue::Count(key) => SeasonFigure::Count(sum(key)),
            SeasonValue::Average { total, per } => SeasonFigure::Average(ratio(total, per)),
            SeasonValue::Rate { part, of } => SeasonFigure::Rate(ratio(part, of)),
            SeasonValue::RateByGroup { part, of } => {
                let group_of = |key: &str| {
                    let rest = key.strip_prefix(of)?.strip_prefix('@')?;
                    rest.parse::<u32>().ok()
                };
                let mut rates: Vec<(u32, f64)> = sums
                    .keys()
                    .filter_map(|key| group_of(key))
                    .filter_map(|group| {
                        ratio(&grouped_key(part, group), &grouped_key(of, group))
                            .map(|share| (group, share))
                    })
                    .collect();
                rates.sort_by_key(|(group, _)| *group);
                SeasonFigure::RatesByGroup(rates)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_follow_from_the_sums_and_a_share_of_nothing_is_none() {
        let sums: BTreeMap<String, i64> = [("cards", 31), ("deals", 10), ("exact", 3), ("bids", 4)]
            .map(|(k, v)| (k.to_string(), v))
            .into();
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
            SeasonFigure::Rate(Some(0.75))
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

    #[test]
    fn a_rate_by_group_gives_each_group_its_own_share_in_group_order() {
        let sums: BTreeMap<String, i64> = [
            ("bids@10", 4),
            ("exact@10", 1),
            ("bids@2", 8),
            ("exact@2", 6),
            ("bids@1", 2),
            ("bids", 14),
        ]
        .map(|(k, v)| (k.to_string(), v))
        .into();
        assert_eq!(
            SeasonValue::RateByGroup {
                part: "exact",
                of: "bids"
            }
            .of(&sums),
            SeasonFigure::RatesByGroup(vec![(1, 0.0), (2, 0.75), (10, 0.25)])
        );
    }
}
