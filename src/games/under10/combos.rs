//! The combination referee of Under the 10 (`tenscore check under10 combo`): which combination a
//! set of cards makes (single card, pair, three or four of a kind, small or big street, flush), or
//! why it makes none, naming the nearest miss. Jokers stand in for one card each.

use std::collections::BTreeSet;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::games::RuleViolation;
use crate::games::under10::cards::{UNDER10_HIGHEST_VALUE, Under10Card};

use super::join_names;
use crate::t;

/// The combinations a player may lay down at once (from the rule document's table).
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(rename_all = "kebab-case")]
pub enum Combination {
    Single,
    Pair,
    ThreeOfAKind,
    FourOfAKind,
    SmallStreet,
    BigStreet,
    Flush,
}

impl Combination {
    /// The combination's id, as in JSON: `three-of-a-kind`.
    pub fn id(self) -> &'static str {
        match self {
            Combination::Single => "single",
            Combination::Pair => "pair",
            Combination::ThreeOfAKind => "three-of-a-kind",
            Combination::FourOfAKind => "four-of-a-kind",
            Combination::SmallStreet => "small-street",
            Combination::BigStreet => "big-street",
            Combination::Flush => "flush",
        }
    }

    /// The combination in words, in the language in use: "three of a kind".
    pub fn title(self) -> String {
        t!("under10-combination", kind = self.id())
    }

    /// The combination in English words: "three of a kind".
    pub fn name(self) -> &'static str {
        match self {
            Combination::Single => "single card",
            Combination::Pair => "pair",
            Combination::ThreeOfAKind => "three of a kind",
            Combination::FourOfAKind => "four of a kind",
            Combination::SmallStreet => "small street",
            Combination::BigStreet => "big street",
            Combination::Flush => "flush",
        }
    }
}

impl fmt::Display for Combination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.title())
    }
}

/// Cards that make a combination: which one, which others they also make, and why, in words.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct Combo {
    /// The first combination that fits, in the order of [`Combination`] (single card first,
    /// flush last).
    pub kind: Combination,
    /// Every further combination the same cards make (a straight of one colour is a big street
    /// and also a flush).
    pub also: Vec<Combination>,
    /// Why, e.g. "8r 9r 10r: small street — 8 9 10 in a row, all colour r".
    pub explanation: String,
}

/// The English text of [`combinations_legal`], as the tests name it.
#[cfg(test)]
const COMBINATIONS_LEGAL: &str = "a combination is a single card, a pair, three or four of a kind, \
     a small street (3 or 4 in a row of one colour), a big street (5 in a row) or a flush (5 of one \
     colour)";

fn combinations_legal() -> String {
    t!("under10-combo-legal")
}

/// Which combination these cards make, or why they make none. Order does not matter; values do
/// not wrap around (13 is not followed by 0); a joker stands in for one card of the player's
/// choice (house rulings, DESIGN section 5).
pub fn combination(cards: &[Under10Card]) -> Result<Combo, RuleViolation> {
    let shown = cards
        .iter()
        .map(Under10Card::to_string)
        .collect::<Vec<_>>()
        .join(" ");
    check_cards(cards)?;
    let count = cards.len();
    if count == 0 {
        return Err(RuleViolation::malformed(
            t!("under10-combo-empty"),
            t!("under10-combo-empty-hint"),
        ));
    }
    if count > 5 {
        return Err(RuleViolation::rule(
            t!("under10-combo-too-many", shown = &shown, count = count),
            combinations_legal(),
        ));
    }
    let real: Vec<(u8, char)> = cards
        .iter()
        .filter_map(|card| match *card {
            Under10Card::Card { value, colour } => Some((value, colour)),
            Under10Card::Joker => None,
        })
        .collect();
    let jokers = count - real.len();

    let fits: Vec<(Combination, String)> = if real.is_empty() {
        jokers_only(count)
    } else {
        [
            single(count, jokers),
            of_a_kind(count, &real, jokers),
            small_street(count, &real, jokers),
            big_street(count, &real, jokers),
            flush(count, &real, jokers),
        ]
        .into_iter()
        .flatten()
        .collect()
    };

    let Some(((kind, why), rest)) = fits.split_first() else {
        return Err(RuleViolation::rule(
            t!(
                "under10-combo-none",
                shown = &shown,
                why = why_no_combination(count, &real, jokers)
            ),
            combinations_legal(),
        ));
    };
    let mut explanation = t!(
        "under10-combo-is",
        shown = &shown,
        name = kind.title(),
        why = why
    );
    for (other, why) in rest {
        explanation.push_str(&t!(
            "under10-combo-also",
            kind = other.id(),
            name = other.title(),
            why = why
        ));
    }
    Ok(Combo {
        kind: *kind,
        also: rest.iter().map(|(kind, _)| *kind).collect(),
        explanation,
    })
}

/// Cards built in code rather than read by `parse_under10_card` may hold any value or colour:
/// refuse what the notation cannot write, so the arithmetic on values stays within 0–13.
pub(super) fn check_cards(cards: &[Under10Card]) -> Result<(), RuleViolation> {
    for card in cards {
        if let Under10Card::Card { value, colour } = *card
            && (value > UNDER10_HIGHEST_VALUE || !colour.is_ascii_lowercase())
        {
            return Err(RuleViolation::malformed(
                t!("under10-not-a-card", card = card.to_string()),
                t!("under10-not-a-card-hint"),
            ));
        }
    }
    Ok(())
}

/// Only jokers: each stands in for any card, so they make whatever that many cards can make.
fn jokers_only(count: usize) -> Vec<(Combination, String)> {
    let why = t!("under10-jokers-only");
    let kinds: &[Combination] = match count {
        1 => &[Combination::Single],
        2 => &[Combination::Pair],
        3 => &[Combination::ThreeOfAKind, Combination::SmallStreet],
        4 => &[Combination::FourOfAKind, Combination::SmallStreet],
        _ => &[Combination::BigStreet, Combination::Flush],
    };
    kinds.iter().map(|&kind| (kind, why.clone())).collect()
}

fn single(count: usize, jokers: usize) -> Option<(Combination, String)> {
    (count == 1).then(|| {
        let why = if jokers == 1 {
            t!("under10-single-joker")
        } else {
            t!("under10-single")
        };
        (Combination::Single, why)
    })
}

/// "a 7", "an 8", "an 11": a card of this value, whatever its colour.
fn a_card_of(value: u8) -> String {
    t!("under10-a-card-of", value = value)
}

/// " (the joker stands in for X)" / " (the jokers stand in for X and Y)".
fn stand_ins(jokers: usize, stand_for: &str) -> String {
    format!(
        " {}",
        t!("under10-stand-in", jokers = jokers, cards = stand_for)
    )
}

/// Pair, three or four of a kind: 2 to 4 cards of one value (five of a kind is none).
fn of_a_kind(count: usize, real: &[(u8, char)], jokers: usize) -> Option<(Combination, String)> {
    let kind = match count {
        2 => Combination::Pair,
        3 => Combination::ThreeOfAKind,
        4 => Combination::FourOfAKind,
        _ => return None,
    };
    let value = real.first()?.0;
    if real.iter().any(|&(v, _)| v != value) {
        return None;
    }
    let mut why = t!("under10-of-a-kind", count = count, value = value);
    if jokers > 0 {
        let card = a_card_of(value);
        let each = if jokers == 1 {
            card
        } else {
            t!("under10-each", card = card)
        };
        why.push_str(&stand_ins(jokers, &each));
    }
    Some((kind, why))
}

/// The run of `count` consecutive values (no wrap-around) holding every real value once, if any.
/// The run starts at the lowest real value when it fits below 14, else it ends at 13.
fn run_of(count: usize, real: &[(u8, char)]) -> Option<Vec<u8>> {
    let values: BTreeSet<u8> = real.iter().map(|&(value, _)| value).collect();
    if values.len() != real.len() {
        return None; // a value twice cannot be part of a run
    }
    let low = *values.first()?;
    let high = *values.last()?;
    let span = u8::try_from(count).ok()?.checked_sub(1)?;
    if high - low > span {
        return None;
    }
    let start = low.min(UNDER10_HIGHEST_VALUE - span);
    Some((start..=start + span).collect())
}

fn run_text(run: &[u8]) -> String {
    run.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")
}

/// The values of a run not held by a real card: what the jokers stand in for.
fn missing_from_run(run: &[u8], real: &[(u8, char)]) -> Vec<u8> {
    run.iter()
        .copied()
        .filter(|value| !real.iter().any(|&(v, _)| v == *value))
        .collect()
}

fn one_colour(real: &[(u8, char)]) -> Option<char> {
    let colour = real.first()?.1;
    real.iter().all(|&(_, c)| c == colour).then_some(colour)
}

/// Small street: 3 or 4 consecutive values, all of one colour.
fn small_street(count: usize, real: &[(u8, char)], jokers: usize) -> Option<(Combination, String)> {
    if !(3..=4).contains(&count) {
        return None;
    }
    let colour = one_colour(real)?;
    let run = run_of(count, real)?;
    let mut why = t!(
        "under10-small-street",
        run = run_text(&run),
        colour = colour.to_string()
    );
    if jokers > 0 {
        let cards: Vec<String> = missing_from_run(&run, real)
            .iter()
            .map(|value| format!("{value}{colour}"))
            .collect();
        why.push_str(&stand_ins(
            jokers,
            &join_names(cards.iter().map(String::as_str)),
        ));
    }
    Some((Combination::SmallStreet, why))
}

/// Big street: 5 consecutive values, whatever their colours.
fn big_street(count: usize, real: &[(u8, char)], jokers: usize) -> Option<(Combination, String)> {
    if count != 5 {
        return None;
    }
    let run = run_of(count, real)?;
    let mut why = t!("under10-big-street", run = run_text(&run));
    if jokers > 0 {
        let cards: Vec<String> = missing_from_run(&run, real)
            .iter()
            .map(|&value| a_card_of(value))
            .collect();
        why.push_str(&stand_ins(
            jokers,
            &join_names(cards.iter().map(String::as_str)),
        ));
    }
    Some((Combination::BigStreet, why))
}

/// Flush: 5 cards of one colour, whatever their values (even five of one value).
fn flush(count: usize, real: &[(u8, char)], jokers: usize) -> Option<(Combination, String)> {
    if count != 5 {
        return None;
    }
    let colour = one_colour(real)?;
    let mut why = t!("under10-flush", colour = colour.to_string());
    if jokers > 0 {
        let cards = t!(
            "under10-flush-stand-in",
            jokers = jokers,
            colour = colour.to_string()
        );
        why.push_str(&stand_ins(jokers, &cards));
    }
    Some((Combination::Flush, why))
}

/// Why cards that fit no combination fit none, naming the nearest miss.
fn why_no_combination(count: usize, real: &[(u8, char)], jokers: usize) -> String {
    let mut counts: Vec<usize> = real
        .iter()
        .map(|&(value, _)| value)
        .collect::<BTreeSet<u8>>()
        .iter()
        .map(|value| real.iter().filter(|&&(v, _)| v == *value).count())
        .collect();
    counts.sort_unstable_by(|a, b| b.cmp(a));
    let pattern = if jokers == 0 { counts.as_slice() } else { &[] };
    let even_with = if jokers == 0 {
        String::new()
    } else {
        t!("under10-even-with", jokers = jokers)
    };
    if count == 2 {
        return t!("under10-none-two");
    }
    match pattern {
        [5] => return t!("under10-none-five-of-a-kind"),
        [3, 2] => return t!("under10-none-full-house"),
        [2, 2, 1] => return t!("under10-none-two-pair-five"),
        [2, 2] => return t!("under10-none-two-pair"),
        [3, 1] => return t!("under10-none-three-and-one"),
        _ => {}
    }
    if wraps_around(count, real) {
        return t!("under10-none-wraps", count = count);
    }
    if count < 5 && run_of(count, real).is_some() {
        return t!("under10-none-colours", count = count);
    }
    if count < 5 {
        t!("under10-none-small", count = count) + &even_with
    } else {
        t!("under10-none-big") + &even_with
    }
}

/// Whether the values would make a run only if 13 were followed by 0.
fn wraps_around(count: usize, real: &[(u8, char)]) -> bool {
    let values: BTreeSet<u8> = real.iter().map(|&(value, _)| value).collect();
    let same_colour_or_big = count == 5 || one_colour(real).is_some();
    if !same_colour_or_big || values.len() != real.len() || run_of(count, real).is_some() {
        return false;
    }
    let cycle = UNDER10_HIGHEST_VALUE + 1;
    (1..cycle).any(|shift| {
        let shifted: Vec<(u8, char)> = real
            .iter()
            .map(|&(value, colour)| ((value + shift) % cycle, colour))
            .collect();
        run_of(count, &shifted).is_some()
    })
}

#[cfg(test)]
mod tests;
