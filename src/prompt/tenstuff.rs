//! The questions for a Tenstuff match: the rules to play by, and each deal's finishing order,
//! picked from the players still to place, one place at a time.

use crate::games::names::PlayerName;
use crate::games::{RoundInput, Standing, ordinal};
use crate::prompt::{Flows, PromptError, Ui, back_on_esc};
use crate::store::MatchInfo;

/// The options as `new tenstuff` takes them.
pub fn ask_options(ui: &mut dyn Ui) -> Result<Vec<String>, PromptError> {
    let casual = !ui.confirm(
        "Official rules (excommunication, the three sixes, cheating)?",
        true,
    )?;
    Ok(casual.then(|| "--casual".to_string()).into_iter().collect())
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
            .map(|&s| standing.seats[s].name.to_string())
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
        ui.say(&format!("{} is {}.", name, ordinal(order.len() + 1)))?;
        order.push(name.clone());
    }
    Ok(Some(
        RoundInput::default().with_flag(
            "order",
            order
                .iter()
                .map(PlayerName::as_stored)
                .collect::<Vec<_>>()
                .join(","),
        ),
    ))
}

#[cfg(test)]
mod tests;

/// Tenstuff's questions.
pub struct TenstuffFlows;

impl Flows for TenstuffFlows {
    fn ask_options(&self, ui: &mut dyn Ui, _players: usize) -> Result<Vec<String>, PromptError> {
        ask_options(ui)
    }

    fn ask_round(
        &self,
        ui: &mut dyn Ui,
        _info: &MatchInfo,
        standing: &Standing,
    ) -> Result<Option<RoundInput>, PromptError> {
        ask_order(ui, standing)
    }
}
