//! The options of a Krumme10 match: teams (for 4 to 6 players) and the two variants.

use crate::games::ui::counts::ask_krumme10_game;
use crate::games::{RoundInput, Standing};
use crate::prompt::{Flows, PlayMatch, PromptError, Ui};

use crate::t;

/// The options as `new krumme10` takes them.
pub fn ask_options(ui: &mut dyn Ui, players: usize) -> Result<Vec<String>, PromptError> {
    let teams = (4..=6).contains(&players) && ui.confirm(&t!("krumme10-ask-teams"), true)?;
    let long = ui.confirm(&t!("krumme10-ask-long"), false)?;
    let showdown = ui.confirm(&t!("krumme10-ask-showdown"), false)?;
    Ok([
        (teams, "--teams"),
        (long, "--long"),
        (showdown, "--showdown"),
    ]
    .into_iter()
    .filter(|(chosen, _)| *chosen)
    .map(|(_, flag)| flag.to_string())
    .collect())
}

#[cfg(test)]
mod tests;

/// Krumme10's questions.
pub struct Krumme10Flows;

impl Flows for Krumme10Flows {
    fn ask_options(&self, ui: &mut dyn Ui, players: &[String]) -> Result<Vec<String>, PromptError> {
        ask_options(ui, players.len())
    }

    fn ask_round(
        &self,
        ui: &mut dyn Ui,
        _game: &PlayMatch,
        standing: &Standing,
    ) -> Result<Option<RoundInput>, PromptError> {
        ask_krumme10_game(ui, standing)
    }
}
