//! The stroke-of-luck referee of Under the 10 (`tenscore check under10 luck`): whether a card drawn
//! may be laid at once because it matches the value of a card just laid.

use crate::games::RuleViolation;
use crate::games::cards::Under10Card;

use super::combos::check_cards;

/// Stroke of luck: a card drawn from the closed deck with the value of a card just laid may be laid
/// at once. House rulings: it must come from the closed deck, match the value of any card just
/// laid, and a drawn joker never matches (a laid joker has no value of its own to match either).
/// Ok carries the reason; Err (exit 3) says why it is not a stroke of luck.
pub fn stroke_of_luck(
    played: &[Under10Card],
    drawn: Under10Card,
    from_closed_deck: bool,
) -> Result<String, RuleViolation> {
    let laid = played
        .iter()
        .map(Under10Card::to_string)
        .collect::<Vec<_>>()
        .join(" ");
    const LEGAL: &str = "a stroke of luck is a card drawn from the closed deck with the same value \
                         as a card just laid (a drawn joker never matches)";
    check_cards(played)?;
    check_cards(&[drawn])?;
    if played.is_empty() {
        return Err(RuleViolation::malformed(
            "no card was laid",
            "give the cards just laid with --played, e.g. --played 8r,8b",
        ));
    }
    if !from_closed_deck {
        return Err(RuleViolation::rule(
            format!(
                "{drawn} was taken from the open deck: only a card drawn from the closed deck can be a stroke of luck"
            ),
            LEGAL,
        ));
    }
    let Some(drawn_value) = drawn.value() else {
        return Err(RuleViolation::rule(
            "a drawn joker is never a stroke of luck: it has no value of its own to match",
            LEGAL,
        ));
    };
    match played.iter().find(|card| card.value() == Some(drawn_value)) {
        Some(matched) => Ok(format!(
            "{drawn} drawn from the closed deck has the value of {matched} just laid: a stroke of \
             luck — it may be laid at once"
        )),
        None => Err(RuleViolation::rule(
            format!(
                "{drawn} drawn from the closed deck matches the value of none of the cards just laid ({laid})"
            ),
            LEGAL,
        )),
    }
}

#[cfg(test)]
mod tests;
