//! The stroke-of-luck referee of Under the 10 (`tenscore check under10 luck`): whether a card drawn
//! may be laid at once because it matches the value of a card just laid.

use crate::games::RuleViolation;
use crate::games::under10::cards::Under10Card;
use crate::t;

use super::combos::{check_cards, combination};

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
    let legal = || t!("under10-luck-legal");
    check_cards(played)?;
    check_cards(&[drawn])?;
    if played.is_empty() {
        return Err(RuleViolation::malformed(
            t!("under10-luck-none-laid"),
            t!("under10-luck-none-laid-hint"),
        ));
    }
    // Cards are laid one at a time or as a combination (rules: "Possible combinations"): cards
    // that make none were not laid together, so nothing was just laid to match.
    if let Err(none) = combination(played) {
        return Err(RuleViolation {
            problem: t!("under10-luck-not-a-lay", problem = none.problem),
            ..none
        });
    }
    if !from_closed_deck {
        return Err(RuleViolation::rule(
            t!("under10-luck-open", drawn = drawn.to_string()),
            legal(),
        ));
    }
    let Some(drawn_value) = drawn.value() else {
        return Err(RuleViolation::rule(t!("under10-luck-joker"), legal()));
    };
    match played.iter().find(|card| card.value() == Some(drawn_value)) {
        Some(matched) => Ok(t!(
            "under10-luck-yes",
            drawn = drawn.to_string(),
            matched = matched.to_string()
        )),
        // House ruling: a joker laid counts as the card it stands for only inside its
        // combination, so the card it stood for is not "just laid"; the reason says so.
        None if played.contains(&Under10Card::Joker) => Err(RuleViolation::rule(
            t!(
                "under10-luck-no-joker-laid",
                drawn = drawn.to_string(),
                laid = laid
            ),
            legal(),
        )),
        None => Err(RuleViolation::rule(
            t!("under10-luck-no", drawn = drawn.to_string(), laid = laid),
            legal(),
        )),
    }
}

#[cfg(test)]
mod tests;
