//! Pig 10's card notation: the numbers 0–10 (0 is the frog, 5 the pigmaid); after a card, `@N` is
//! the pile value the player called (`5@0`).

use crate::games::numbers;

pub use crate::games::cards::CardError;

/// The highest Pig 10 card; the frog is 0 and the pigmaid 5.
pub const PIG10_HIGHEST: u8 = 10;

/// Reads one Pig 10 card: its number 0–10.
pub fn parse_pig10_card(text: &str) -> Result<u8, CardError> {
    match numbers::small_count(text) {
        Ok(card) if card <= PIG10_HIGHEST => Ok(card),
        _ => Err(CardError {
            problem: crate::t!("cards-not-pig10", text = text.trim()),
            legal: crate::t!("cards-pig10-notation"),
        }),
    }
}

/// Reads a Pig 10 card with the pile value called after it: `4`, `5@0` (a pigmaid subtracted).
pub fn parse_pig10_play(text: &str) -> Result<(u8, Option<u64>), CardError> {
    let (card, called) = match text.split_once('@') {
        Some((card, called)) => (card, Some(called)),
        None => (text, None),
    };
    let card = parse_pig10_card(card)?;
    let called = called
        .map(|called| {
            numbers::pile_call(called).map_err(|_| CardError {
                problem: crate::t!("cards-not-pile-value", text = called.trim()),
                legal: crate::t!("cards-pile-value-notation"),
            })
        })
        .transpose()?;
    Ok((card, called))
}

#[cfg(test)]
mod tests;
