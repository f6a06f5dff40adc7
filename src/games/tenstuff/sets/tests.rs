use super::*;
use crate::games::cards::parse_tenstuff_card;
use crate::games::{RuleViolation, ViolationKind};

// Helpers shared by the tests of the set referee's modules (set, play, slam, starter).

/// Cards as typed at the table, e.g. "QH QS" or "JK JKM"; "" is no cards (an empty pile).
pub(super) fn cards(text: &str) -> Vec<TenstuffCard> {
    text.split_whitespace()
        .map(|code| parse_tenstuff_card(code).unwrap())
        .collect()
}

pub(super) fn card(code: &str) -> TenstuffCard {
    parse_tenstuff_card(code).unwrap()
}

pub(super) fn set(text: &str) -> Set {
    Set::new(&cards(text)).unwrap()
}

pub(super) fn refusal(on: &str, played: &str) -> RuleViolation {
    match judge_play(&cards(on), &cards(played)) {
        Ok(verdict) => panic!("{played} on {on:?} was allowed: {}", verdict.reason),
        Err(violation) => {
            assert_eq!(violation.kind, ViolationKind::AgainstRules);
            violation
        }
    }
}

pub(super) fn deck() -> Vec<TenstuffCard> {
    TenstuffCard::deck().collect()
}
