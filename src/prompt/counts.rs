//! The questions for games scored by one count per player with a limit on the total: the cards
//! each player collected in a Pig 10 deal (80 in the box), the victory points of a Krumme10 game
//! (at most 270). Each answer is checked against what is left as it is typed.

use crate::games::krumme10::MOST_POINTS_IN_A_GAME;
use crate::games::pig10::BOX_CARDS;
use crate::games::{RoundInput, Standing, numbers};
use crate::prompt::{BACK, Flows, PromptError, Ui, is_back};
use crate::store::MatchInfo;

/// What is counted and how much there can be in one round.
pub struct Counts {
    /// The question after the name: "cards collected".
    pub question: &'static str,
    /// What one counts: "cards", "points".
    pub unit: &'static str,
    pub limit: u32,
    /// Why the limit: "the box holds 80 cards".
    pub why: String,
}

impl Counts {
    pub fn pig10() -> Counts {
        Counts {
            question: "cards collected",
            unit: "cards",
            limit: BOX_CARDS,
            why: format!("the box holds {BOX_CARDS} cards"),
        }
    }

    pub fn krumme10() -> Counts {
        Counts {
            question: "victory points",
            unit: "points",
            limit: MOST_POINTS_IN_A_GAME,
            why: format!(
                "a game gives at most {MOST_POINTS_IN_A_GAME} points (54 cards of at most 5)"
            ),
        }
    }
}

/// Every player's count for the next round, after `intro`; `back` goes to the player before (what
/// they typed is offered again), and at the first player leaves the round: `None`.
pub fn ask_counts(
    ui: &mut dyn Ui,
    standing: &Standing,
    counts: &Counts,
    intro: &str,
) -> Result<Option<RoundInput>, PromptError> {
    ui.say(intro)?;
    let Counts {
        question,
        unit,
        limit,
        why,
    } = counts;
    let mut typed: Vec<u32> = Vec::with_capacity(standing.seats.len());
    let mut offered: Option<String> = None;
    while let Some(seat) = standing.seats.get(typed.len()) {
        let counted: u32 = typed.iter().sum();
        let left = limit.saturating_sub(counted);
        // What was typed before, to name the sum rather than blame the last count alone.
        let so_far = (standing.seats.iter().zip(&typed))
            .map(|(seat, n)| format!("{} {n}", seat.name))
            .collect::<Vec<_>>()
            .join(", ");
        let check = |text: &str| {
            if is_back(text) {
                return Ok(());
            }
            match numbers::count(text) {
                Ok(n) if n <= left => Ok(()),
                Ok(n) if counted == 0 => Err(format!("{n} is too many: {why}")),
                Ok(n) => Err(format!(
                    "{so_far} and {n} make {} {unit}, but {why}: which count is wrong? Type \
                     {}'s again, or {BACK} to go back one",
                    u64::from(counted) + u64::from(n),
                    seat.name
                )),
                Err(_) if left == 0 => Err(format!(
                    "all {limit} {unit} are counted already, so this is 0"
                )),
                Err(_) => Err(format!("give a whole number of {unit}, 0 to {left}")),
            }
        };
        let answer = ui.ask(
            &format!("{}: {question}", seat.name),
            offered.take().as_deref(),
            &check,
        )?;
        if is_back(&answer) {
            match typed.pop() {
                Some(n) => offered = Some(n.to_string()),
                None => return Ok(None),
            }
            continue;
        }
        typed.push(numbers::count(&answer).unwrap_or_default());
    }
    let mut input = RoundInput::default();
    for (seat, n) in standing.seats.iter().zip(typed) {
        input
            .entries
            .push((seat.name.as_stored().to_string(), n.to_string()));
    }
    Ok(Some(input))
}

/// A Pig 10 deal: the cards each player collected.
pub fn ask_pig10_deal(
    ui: &mut dyn Ui,
    standing: &Standing,
) -> Result<Option<RoundInput>, PromptError> {
    let deal = standing.rounds_played + 1;
    ask_counts(
        ui,
        standing,
        &Counts::pig10(),
        &format!(
            "Cards each player collected in deal {deal} (the box holds {BOX_CARDS}); type {BACK} to \
             go back one answer."
        ),
    )
}

/// A Krumme10 game: each player's victory points.
pub fn ask_krumme10_game(
    ui: &mut dyn Ui,
    standing: &Standing,
) -> Result<Option<RoundInput>, PromptError> {
    let game = standing.rounds_played + 1;
    ask_counts(
        ui,
        standing,
        &Counts::krumme10(),
        &format!(
            "Victory points of each player in game {game}; type {BACK} to go back one answer."
        ),
    )
}

#[cfg(test)]
mod tests;

/// Pig 10's questions: no options, then the cards each player collected.
pub struct Pig10Flows;

impl Flows for Pig10Flows {
    fn ask_round(
        &self,
        ui: &mut dyn Ui,
        _info: &MatchInfo,
        standing: &Standing,
    ) -> Result<Option<RoundInput>, PromptError> {
        ask_pig10_deal(ui, standing)
    }
}
