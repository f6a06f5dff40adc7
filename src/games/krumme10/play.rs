//! The questions for a Krumme10 match: its options (teams for 4 to 6 players, and the two
//! variants), and each game's victory points, checked against the most a game gives as they are
//! typed.

use super::{Entry, MOST_POINTS_IN_A_GAME};
use crate::games::ui::counts::{Counts, ask_counts_again};
use crate::games::ui::steps::{Answer, Step, ask_steps};
use crate::games::ui::{Flows, PlayMatch, PromptError, Ui, back_word};
use crate::games::{RoundInput, Standing};

use crate::t;

/// The options as `new krumme10` takes them.
pub fn ask_options(ui: &mut dyn Ui, players: usize) -> Result<Vec<String>, PromptError> {
    ask_options_again(ui, players, &mut Vec::new())
}

/// [`ask_options`] offering the answers given before going back (`offered`); back steps back
/// one question, and at the first one leaves: `Cancelled`.
pub fn ask_options_again(
    ui: &mut dyn Ui,
    players: usize,
    offered: &mut Vec<Answer>,
) -> Result<Vec<String>, PromptError> {
    let asks_teams = (4..=6).contains(&players);
    let yes_or_no = |id: &str, default: bool| Step::Confirm {
        prompt: t!(id),
        default,
    };
    let mut steps = Vec::new();
    if asks_teams {
        steps.push(yes_or_no("krumme10-ask-teams", true));
    }
    steps.push(yes_or_no("krumme10-ask-long", false));
    steps.push(yes_or_no("krumme10-ask-showdown", false));
    let answers = ask_steps(ui, &steps, offered)?;
    let first = usize::from(asks_teams);
    let teams = asks_teams && answers.yes(0);
    let (long, showdown) = (answers.yes(first), answers.yes(first + 1));
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

impl Counts {
    /// A Krumme10 game's victory points: at most 270 together.
    pub fn krumme10() -> Counts {
        Counts {
            question: t!("play-counts-victory-points"),
            unit: "points",
            limit: MOST_POINTS_IN_A_GAME,
            why: t!("play-counts-most-points", points = MOST_POINTS_IN_A_GAME),
        }
    }
}

/// A Krumme10 game: each player's victory points.
pub fn ask_krumme10_game(
    ui: &mut dyn Ui,
    standing: &Standing,
) -> Result<Option<RoundInput>, PromptError> {
    ask_krumme10_game_again(ui, standing, None)
}

/// [`ask_krumme10_game`] for a game played before (Fix a past round): each player's points as
/// they were are offered.
pub fn ask_krumme10_game_again(
    ui: &mut dyn Ui,
    standing: &Standing,
    past: Option<&Entry>,
) -> Result<Option<RoundInput>, PromptError> {
    let game = standing.rounds_played + 1;
    ask_counts_again(
        ui,
        standing,
        &Counts::krumme10(),
        &t!("play-counts-krumme10-intro", seq = game, back = back_word()),
        past.map(|past| past.points.as_slice()),
    )
}

#[cfg(test)]
mod tests;

/// Krumme10's questions.
pub struct Krumme10Flows;

impl Flows for Krumme10Flows {
    fn ask_options(
        &self,
        ui: &mut dyn Ui,
        players: &[String],
        offered: &mut Vec<Answer>,
    ) -> Result<Vec<String>, PromptError> {
        ask_options_again(ui, players.len(), offered)
    }

    fn ask_round(
        &self,
        ui: &mut dyn Ui,
        game: &PlayMatch,
        standing: &Standing,
    ) -> Result<Option<RoundInput>, PromptError> {
        let past: Option<Entry> = game.past_entry()?;
        ask_krumme10_game_again(ui, standing, past.as_ref())
    }
}
