//! The questions for a Tenstuff match: the rules to play by, and each deal's finishing order,
//! picked from the players still to place, one place at a time.

use crate::games::{NewOptions, RoundInput, Standing, ordinal};
use crate::prompt::{PromptError, Ui, back_on_esc};
use crate::render::sanitize;

pub fn ask_options(ui: &mut dyn Ui) -> Result<NewOptions, PromptError> {
    let casual = !ui.confirm(
        "Official rules (excommunication, the three sixes, cheating)?",
        true,
    )?;
    Ok(NewOptions {
        casual,
        ..NewOptions::default()
    })
}

/// The finishing order of the next deal, first out first; the last player is placed by itself.
/// `None` when the player went back.
pub fn ask_order(ui: &mut dyn Ui, standing: &Standing) -> Result<Option<RoundInput>, PromptError> {
    let deal = standing.rounds_played + 1;
    let mut left: Vec<usize> = (0..standing.seats.len()).collect();
    let mut order = Vec::with_capacity(left.len());
    while left.len() > 1 {
        let mut items: Vec<String> = left
            .iter()
            .map(|&s| sanitize(&standing.seats[s].name).into_owned())
            .collect();
        items.push("Back: leave the deal unrecorded".to_string());
        let question = format!("Deal {deal}: who went out {}?", ordinal(order.len() + 1));
        let Some(picked) = back_on_esc(ui.choose(&question, &items, 0))? else {
            return Ok(None);
        };
        if picked >= left.len() {
            return Ok(None);
        }
        order.push(standing.seats[left.remove(picked)].name.clone());
    }
    if let Some(&last) = left.first() {
        let name = &standing.seats[last].name;
        ui.say(&format!(
            "{} is {}.",
            sanitize(name),
            ordinal(order.len() + 1)
        ))?;
        order.push(name.clone());
    }
    Ok(Some(RoundInput {
        order: Some(order),
        ..RoundInput::default()
    }))
}

#[cfg(test)]
mod tests;
