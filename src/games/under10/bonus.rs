//! The bonus cards of Under the 10 (an optional extra: `new under10 --bonus-cards`): what each
//! costs when still held as a round ends, and the names an entry may give them.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::games::RuleViolation;
use crate::t;

/// A bonus card still held at the end of a round; each costs its penalty.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
#[serde(rename_all = "kebab-case")]
pub enum Bonus {
    /// "Trade your entire hand (or +20 penalty points)".
    TradeAll,
    /// "The Joker (or +10 penalty points)".
    Joker,
    /// "Trade 1 card of your choice (or +5 penalty points)".
    TradeOne,
}

impl Bonus {
    pub const ALL: [Bonus; 3] = [Bonus::TradeAll, Bonus::Joker, Bonus::TradeOne];

    /// The penalty printed on the card, paid when it is still held as the round ends.
    pub fn penalty(self) -> i64 {
        match self {
            Bonus::TradeAll => 20,
            Bonus::Joker => 10,
            Bonus::TradeOne => 5,
        }
    }

    /// The name as typed in an entry.
    pub fn name(self) -> &'static str {
        match self {
            Bonus::TradeAll => "trade-all",
            Bonus::Joker => "joker",
            Bonus::TradeOne => "trade-one",
        }
    }

    /// Its Dutch and German names, read in every language beside the English one.
    pub fn other_names(self) -> &'static [&'static str] {
        match self {
            // German shows Handtausch and Einzeltausch; the first German words stay readable.
            Bonus::TradeAll => &["ruil-alles", "handtausch", "tausch-alle"],
            Bonus::Joker => &[],
            Bonus::TradeOne => &["ruil-een", "ruil-één", "einzeltausch", "tausch-eine"],
        }
    }
}

impl fmt::Display for Bonus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Bonus {
    type Err = RuleViolation;

    /// Reads `joker`, `trade-one` or `trade-all`, or their Dutch and German names (`ruil-een`,
    /// `ruil-alles`, `einzeltausch`, `handtausch`, and the older `tausch-eine`, `tausch-alle`) whatever the language in use, in any case,
    /// with `_` accepted for `-`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let wanted = s.trim().to_lowercase().replace('_', "-");
        Bonus::ALL
            .into_iter()
            .find(|bonus| bonus.name() == wanted || bonus.other_names().contains(&wanted.as_str()))
            .ok_or_else(|| {
                RuleViolation::malformed(
                    t!("under10-not-bonus", text = s),
                    t!("under10-not-bonus-hint"),
                )
            })
    }
}
