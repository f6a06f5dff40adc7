//! Numbers as people type them: the one reading of a count (points in hand, cards collected,
//! tricks, bids, victory points, a peak, a pile value, a round number) and of a match id,
//! wherever tenscore reads one: an entry, a flag, an answer to one of `play`'s questions.
//!
//! - Spaces around the number are ignored: ` 5 ` is 5 (and `Ann= 5` is Ann's 5).
//! - Digits only, 0 to 9; leading zeros are fine: `07` is 7.
//! - No sign: `+5` and `-0` are refused, like `-5`. A count is never signed, and in Under the 10
//!   a `+` already joins a bonus card to the points (`7+joker`), so a leading `+` would read two
//!   ways. The refusal says to write the number without the sign.
//! - A number too large for what it counts (above 4,294,967,295 for a count) cannot be read.
//!
//! Every refusal is malformed input (exit 2); whether a number that was read is allowed (a bid
//! above the cards, a peak of 0) is the rules' question (exit 3).

use std::fmt;
use std::num::{IntErrorKind, ParseIntError};
use std::str::FromStr;

/// Why a typed number cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NumberError {
    /// Digits after a sign: `+5`, `-0`, `-3`. `digits` are the digits as typed.
    Signed { negative: bool, digits: String },
    /// Not digits, nothing at all, or too large (in the standard library's words, which the
    /// command line has always given: "invalid digit found in string").
    Unreadable(ParseIntError),
}

impl NumberError {
    /// Digits, but more than any count holds (`99999999999999999999`).
    pub fn too_large(&self) -> bool {
        matches!(self, NumberError::Unreadable(e) if *e.kind() == std::num::IntErrorKind::PosOverflow)
    }

    /// The same number without its sign (`5` for `+5`, `0` for `-0`), when that is a number of
    /// its own: what the user most likely meant. `None` for a negative number (`-3`), which no
    /// count can be.
    pub fn unsigned(&self) -> Option<&str> {
        match self {
            NumberError::Signed { negative, digits } if !negative || is_zero(digits) => {
                Some(digits)
            }
            _ => None,
        }
    }

    /// Whether the number is below zero (`-3`, not `-0`).
    pub fn is_negative(&self) -> bool {
        matches!(self, NumberError::Signed { negative: true, digits } if !is_zero(digits))
    }
}

impl fmt::Display for NumberError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            _ if self.is_negative() => crate::t!("cards-number-negative"),
            NumberError::Signed { digits, .. } => {
                crate::t!("cards-number-signed", digits = digits)
            }
            // The standard library's words in English, as the command line has always given them.
            NumberError::Unreadable(e) => match e.kind() {
                IntErrorKind::Empty => crate::t!("cards-number-empty"),
                IntErrorKind::InvalidDigit => crate::t!("cards-number-invalid"),
                IntErrorKind::PosOverflow => crate::t!("cards-number-too-large"),
                _ => return e.fmt(f),
            },
        };
        f.write_str(&text)
    }
}

impl std::error::Error for NumberError {}

fn is_zero(digits: &str) -> bool {
    digits.chars().all(|c| c == '0')
}

/// A whole number ≥ 0 as typed (see the module documentation), of any unsigned width (`u8` for a
/// pile value, `u32` for a count, `usize` for a number of seats) or an `i64` match id.
pub fn whole<T: FromStr<Err = ParseIntError>>(text: &str) -> Result<T, NumberError> {
    let text = text.trim();
    if let Some(digits) = text.strip_prefix(['+', '-'])
        && !digits.is_empty()
        && digits.chars().all(|c| c.is_ascii_digit())
    {
        return Err(NumberError::Signed {
            negative: text.starts_with('-'),
            digits: digits.to_string(),
        });
    }
    // A sign before digits alone was refused above; with anything else after it the standard
    // parser refuses the text too ("+x", "--5"), so it reads digits alone.
    text.parse::<T>().map_err(NumberError::Unreadable)
}

/// A count: points, cards, tricks, bids, victory points, a peak, a round number. Also the value
/// parser of every such flag and argument (`--peak N`, `edit MATCH ROUND`).
pub fn count(text: &str) -> Result<u32, NumberError> {
    whole(text)
}

/// A count from 1 with no upper bound but u32's (`--limit N`), read as every number is.
pub fn count_from_1(text: &str) -> Result<u32, String> {
    count_between(text, 1, u32::MAX)
}

/// A count of 1 to 100 (`event new --rounds`, `--table-size`).
pub fn count_to_100(text: &str) -> Result<u32, String> {
    count_between(text, 1, 100)
}

/// A count of 1 to 1000 (`series new --best`, `--min`).
pub fn count_to_1000(text: &str) -> Result<u32, String> {
    count_between(text, 1, 1000)
}

/// A count read as every number is (no sign, digits only), then held to `least..=most`.
fn count_between(text: &str, least: u32, most: u32) -> Result<u32, String> {
    let value: u64 = whole(text).map_err(|e| e.to_string())?;
    match u32::try_from(value) {
        Ok(n) if (least..=most).contains(&n) => Ok(n),
        _ if most == u32::MAX => Err(crate::t!(
            "cards-number-at-least",
            value = value,
            least = least
        )),
        _ => Err(crate::t!(
            "cards-number-outside",
            value = value,
            least = least,
            most = most
        )),
    }
}

/// A small count: a Pig 10 pile value (`--pile N`, `--says N`, `5@0`).
pub fn small_count(text: &str) -> Result<u8, NumberError> {
    whole(text)
}

/// A pile value called (`--says N`, `5@N`): any whole number, since one no pile reaches is the
/// rules' refusal (exit 3), not a number that cannot be read.
pub fn pile_call(text: &str) -> Result<u64, NumberError> {
    whole(text)
}

/// A number of seats (`check updown bids --seats P`).
pub fn seat_count(text: &str) -> Result<usize, NumberError> {
    whole(text)
}

/// The refusal of an answer to one of `play`'s number questions that is not read (`+5`, `-0`,
/// `５`, `1e3`): what was typed and why, as the command line says it, then `wanted`, the
/// question's own range. An empty answer is refused as nothing typed, then `wanted`.
pub fn answer_refused(typed: &str, refused: &NumberError, wanted: String) -> String {
    let why = match refused {
        NumberError::Unreadable(e) if *e.kind() == IntErrorKind::Empty => "empty",
        _ if refused.is_negative() => "negative",
        NumberError::Signed { .. } => "signed",
        _ if refused.too_large() => "large",
        _ => "digits",
    };
    crate::t!(
        "play-number-refused",
        why = why,
        typed = crate::games::names::safe_text(typed.trim()).to_string(),
        digits = refused.unsigned().unwrap_or_default(),
        wanted = wanted
    )
}

/// A match id (`MATCH`, `--match M`): digits beyond any id name no match.
pub fn match_number(text: &str) -> Result<i64, FlagError> {
    // A word where the id stands ("abc", a name, a forgotten id before an entry): the parser's
    // own "invalid digit found in string" names neither the id nor where ids are listed.
    let typed = text.trim();
    if !typed.is_empty()
        && !typed.starts_with(['+', '-'])
        && !typed.chars().all(|c| c.is_ascii_digit())
    {
        return Err(crate::t!("error-match-not-a-number", text = typed).into());
    }
    within(text, |typed| OutOfRange {
        problem: crate::t!("error-no-match", id = typed),
        fix: crate::t!("error-no-match-hint"),
    })
}

/// A recorded round (`--round R`): digits beyond any match's rounds.
pub fn round_number(text: &str) -> Result<u32, FlagError> {
    within(text, |typed| OutOfRange {
        problem: crate::t!("cards-round-too-large", value = typed),
        fix: crate::t!("cmd-edit-round-number"),
    })
}

/// Digits that are more than a flag can ever be (`--pile 99999999999`): the refusal in the
/// flag's own words, its problem and the range to give instead, as the rules word theirs, where
/// the bare "number too large to fit in target type" named neither. Malformed input (exit 2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutOfRange {
    pub problem: String,
    pub fix: String,
}

impl fmt::Display for OutOfRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}; {}", self.problem, self.fix)
    }
}

impl std::error::Error for OutOfRange {}

/// A flag's refusal: its number unread, or out of its range.
pub type FlagError = Box<dyn std::error::Error + Send + Sync>;

/// [`whole`] as a flag's value parser: a number too large for `T` is refused by `refuse`, given
/// the digits as typed, with the flag's range; any other refusal is [`NumberError`]'s.
pub fn within<T: FromStr<Err = ParseIntError>>(
    text: &str,
    refuse: impl FnOnce(&str) -> OutOfRange,
) -> Result<T, FlagError> {
    whole(text).map_err(|e| -> FlagError {
        if e.too_large() {
            Box::new(refuse(text.trim()))
        } else {
            Box::new(e)
        }
    })
}

#[cfg(test)]
mod tests;
