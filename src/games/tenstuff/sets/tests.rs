use super::*;
use crate::games::tenstuff::cards::parse_tenstuff_card;
use crate::games::{RuleViolation, ViolationKind};

// Helpers shared by the tests of the set referee's modules (set, play, slam, starter).

/// Cards as typed at the table, e.g. "QH QS" or "JK JKM"; "" is no cards (an empty pile).
pub(in crate::games::tenstuff) fn cards(text: &str) -> Vec<TenstuffCard> {
    text.split_whitespace()
        .map(|code| parse_tenstuff_card(code).unwrap())
        .collect()
}

pub(in crate::games::tenstuff) fn card(code: &str) -> TenstuffCard {
    parse_tenstuff_card(code).unwrap()
}

pub(in crate::games::tenstuff) fn set(text: &str) -> Set {
    Set::new(&cards(text)).unwrap()
}

pub(in crate::games::tenstuff) fn refusal(on: &str, played: &str) -> RuleViolation {
    match judge_play(&cards(on), &cards(played)) {
        Ok(verdict) => panic!("{played} on {on:?} was allowed: {}", verdict.reason),
        Err(violation) => {
            assert_eq!(violation.kind, ViolationKind::AgainstRules);
            violation
        }
    }
}

/// A play that cannot be read as one: a card twice (exit 2).
pub(in crate::games::tenstuff) fn impossible(on: &str, played: &str) -> RuleViolation {
    let violation = judge_play(&cards(on), &cards(played)).unwrap_err();
    assert_eq!(violation.kind, ViolationKind::Malformed);
    violation
}

pub(in crate::games::tenstuff) fn deck() -> Vec<TenstuffCard> {
    TenstuffCard::deck().collect()
}
