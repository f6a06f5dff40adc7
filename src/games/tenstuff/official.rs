//! The official rules of Tenstuff (rule document: "Not everyone plays with the following rules
//! ... In 'official' games of Tenstuff, these rules DO apply"): three sixes with the restart
//! after them, the Round of Shame for a player caught cheating, and excommunication. They are on
//! unless `new tenstuff --casual`; a `check` of one of them with `--casual` is refused
//! ([`casual_refusal`]).

mod excommunication;
mod shame;
mod sixes;

pub use excommunication::{Action, Excommunication, Placement, Turn, excommunication};
pub use shame::{DECK_SIZE, Shame, round_of_shame, round_of_shame_with};
pub use sixes::{Sixes, after_set, restart_words};

use crate::games::RuleViolation;

/// One of the official rules, as a `check` asks about it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OfficialRule {
    /// A set of exactly three sixes turns play around and swaps the piles.
    ThreeSixes,
    /// The restart when the draw pile runs out after three sixes.
    Restart,
    /// Caught cheating: draw up to a multiple of five and play with the hand open.
    RoundOfShame,
    /// The last set before a reshuffle put on the old pile: sit out until another player passes.
    Excommunication,
}

impl OfficialRule {
    /// "three sixes are an official rule", as the start of a refusal.
    fn is_official(self) -> String {
        let rule = match self {
            OfficialRule::ThreeSixes => "sixes",
            OfficialRule::Restart => "restart",
            OfficialRule::RoundOfShame => "shame",
            OfficialRule::Excommunication => "excommunication",
        };
        crate::t!("tenstuff-official-rule", rule = rule)
    }
}

/// The refusal of a `check` of an official rule under `--casual` (exit 3): the rule is off.
pub fn casual_refusal(rule: OfficialRule) -> RuleViolation {
    RuleViolation::rule(
        crate::t!("tenstuff-casual-refusal", rule = rule.is_official()),
        crate::t!("tenstuff-casual-refusal-hint"),
    )
}

#[cfg(test)]
mod tests;
