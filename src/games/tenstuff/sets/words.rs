//! The words of the Tenstuff set referee: values, sets and lists of cards as they are read out.

use crate::games::cards::{Rank, TenstuffCard};

use super::Set;

/// A value's name: "joker", "ace", "2"–"10", "jack", "queen", "king".
fn value_name(value: u8) -> &'static str {
    match value {
        0 => "joker",
        1 => "ace",
        2 => "2",
        3 => "3",
        4 => "4",
        5 => "5",
        6 => "6",
        7 => "7",
        8 => "8",
        9 => "9",
        10 => "10",
        11 => "jack",
        12 => "queen",
        _ => "king",
    }
}

/// "jokers", "aces", "7s", "kings".
pub(in crate::games::tenstuff) fn value_plural(value: u8) -> String {
    format!("{}s", value_name(value))
}

/// The set played in words, and whether that is plural: "a 4", "an ace", "two queens", "two
/// jokers".
pub(in crate::games::tenstuff) fn set_words(set: &Set) -> (String, bool) {
    let value = set.value();
    match set.size() {
        1 => {
            let article = if matches!(value, 1 | 8) { "an" } else { "a" };
            (format!("{article} {}", value_name(value)), false)
        }
        size => {
            let count = match size {
                2 => "two",
                3 => "three",
                _ => "four",
            };
            (format!("{count} {}", value_plural(value)), true)
        }
    }
}

/// What may go on a set of this value by the equal-or-higher rule: "5s or higher", "kings".
pub(in crate::games::tenstuff) fn equal_or_higher(value: u8) -> String {
    if value == Rank::KING.value() {
        value_plural(value)
    } else {
        format!("{} or higher", value_plural(value))
    }
}

pub(in crate::games::tenstuff) fn verb<'a>(plural: bool, one: &'a str, many: &'a str) -> &'a str {
    if plural { many } else { one }
}

/// "Q♥", "Q♥ and Q♠", "3♦, 3♣ and 3♠".
pub(in crate::games::tenstuff) fn join(cards: &[TenstuffCard]) -> String {
    let shown: Vec<String> = cards.iter().map(TenstuffCard::to_string).collect();
    and_list(&shown)
}

pub(in crate::games::tenstuff) fn and_list<S: AsRef<str>>(items: &[S]) -> String {
    word_list(items, "and")
}

pub(in crate::games::tenstuff) fn or_list<S: AsRef<str>>(items: &[S]) -> String {
    word_list(items, "or")
}

fn word_list<S: AsRef<str>>(items: &[S], last_word: &str) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.as_ref().to_string(),
        Some((last, rest)) => format!(
            "{} {last_word} {}",
            rest.iter()
                .map(AsRef::as_ref)
                .collect::<Vec<_>>()
                .join(", "),
            last.as_ref()
        ),
    }
}
