//! The words of the Tenstuff set referee: values, sets and lists of cards as they are read out.

use crate::games::cards::{Rank, Suit};
use crate::games::tenstuff::cards::TenstuffCard;

use super::Set;

/// A value's name: "joker", "ace", "2"–"10", "jack", "queen", "king".
fn value_name(value: u8) -> String {
    crate::t!("tenstuff-value", value = value)
}

/// The cards of a value, as in "two queens": "jokers", "aces", "2s", ..., "kings".
pub(in crate::games::tenstuff) fn value_plural(value: u8) -> String {
    crate::t!("tenstuff-values", value = value)
}

/// A set in words, "a 7", "an ace", "three sixes", and whether it is more than one card.
pub(in crate::games::tenstuff) fn set_words(set: &Set) -> (String, bool) {
    let value = set.value();
    match set.size() {
        1 => (
            crate::t!("tenstuff-one-card", value = value, name = value_name(value)),
            false,
        ),
        size => (
            crate::t!(
                "tenstuff-cards-of-a-value",
                count = size,
                names = value_plural(value)
            ),
            true,
        ),
    }
}

pub(in crate::games::tenstuff) fn equal_or_higher(value: u8) -> String {
    if value == Rank::KING.value() {
        value_plural(value)
    } else {
        crate::t!("tenstuff-or-higher", names = value_plural(value))
    }
}

/// A suit's name as in "shares hearts": "clubs", "diamonds", "hearts", "spades".
pub(in crate::games::tenstuff) fn suit_name(suit: Suit) -> String {
    crate::t!("tenstuff-suit", suit = suit.name())
}

/// "a diamond", "a spade" for an or-list: each with its place in the list, as German
/// shares the word Karte among them ("einer Karo- oder Pikkarte").
pub(in crate::games::tenstuff) fn a_card_of_each(suits: &[Suit]) -> Vec<String> {
    let last = suits.len().saturating_sub(1);
    (suits.iter().enumerate())
        .map(|(at, suit)| {
            let place = match at {
                _ if last == 0 => "only",
                0 => "first",
                _ if at == last => "last",
                _ => "middle",
            };
            crate::t!("tenstuff-a-suit", suit = suit.name(), place = place)
        })
        .collect()
}

/// "Q♥", "Q♥ and Q♠", "3♦, 3♣ and 3♠".
pub(in crate::games::tenstuff) fn join(cards: &[TenstuffCard]) -> String {
    let shown: Vec<String> = cards.iter().map(TenstuffCard::to_string).collect();
    and_list(&shown)
}

pub(in crate::games::tenstuff) fn and_list<S: AsRef<str>>(items: &[S]) -> String {
    word_list(items, &crate::t!("tenstuff-and"))
}

pub(in crate::games::tenstuff) fn or_list<S: AsRef<str>>(items: &[S]) -> String {
    word_list(items, &crate::t!("tenstuff-or"))
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
