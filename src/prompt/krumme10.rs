//! The options of a Krumme10 match: teams (for 4 to 6 players) and the two variants.

use crate::games::NewOptions;
use crate::prompt::{PromptError, Ui};

pub fn ask_options(ui: &mut dyn Ui, players: usize) -> Result<NewOptions, PromptError> {
    let teams = (4..=6).contains(&players)
        && ui.confirm(
            "Play in teams following the seating (ABAB, ABCAB, ABABAB)?",
            true,
        )?;
    let long = ui.confirm(
        "Long game: reshuffle the discard pile once when the draw pile runs out?",
        false,
    )?;
    let showdown = ui.confirm("Showdown: play out every card at the end?", false)?;
    Ok(NewOptions {
        teams,
        long,
        showdown,
        ..NewOptions::default()
    })
}

#[cfg(test)]
mod tests;
