//! The questions for a Pig 10 deal: the cards each player collected, checked against the 80 cards
//! in the box as they are typed.

use crate::games::pig10::{BOX_CARDS, cards_left};
use crate::games::{RoundInput, Standing};
use crate::prompt::{BACK, PromptError, Ui, is_back};
use crate::render::sanitize;

/// Every player's collected cards for the next deal; `None` when the player went back.
pub fn ask_deal(ui: &mut dyn Ui, standing: &Standing) -> Result<Option<RoundInput>, PromptError> {
    let deal = standing.rounds_played + 1;
    ui.say(&format!(
        "Cards each player collected in deal {deal} (the box holds {BOX_CARDS}); type {BACK} to leave the deal unrecorded."
    ))?;
    let mut input = RoundInput::default();
    let mut counted = 0;
    for seat in &standing.seats {
        let left = cards_left(counted);
        let check = |text: &str| {
            if is_back(text) {
                return Ok(());
            }
            match text.trim().parse::<u32>() {
                Ok(cards) if cards <= left => Ok(()),
                Ok(cards) if counted == 0 => Err(format!(
                    "{cards} is too many: the box holds {BOX_CARDS} cards"
                )),
                Ok(cards) => Err(format!(
                    "{cards} is too many: with {counted} already counted, {left} of the {BOX_CARDS} \
                     cards are left"
                )),
                Err(_) if left == 0 => Err(format!(
                    "all {BOX_CARDS} cards are counted already, so this is 0"
                )),
                Err(_) => Err(format!("give a whole number of cards, 0 to {left}")),
            }
        };
        let answer = ui.ask(
            &format!("{}: cards collected", sanitize(&seat.name)),
            None,
            &check,
        )?;
        if is_back(&answer) {
            return Ok(None);
        }
        let cards: u32 = answer.trim().parse().unwrap_or_default();
        counted += cards;
        input.entries.push((seat.name.clone(), cards.to_string()));
    }
    Ok(Some(input))
}

#[cfg(test)]
mod tests;
