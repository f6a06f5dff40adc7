//! The questions for games scored by one count per player with a limit on the total: the cards
//! each player collected in a Pig 10 deal (80 in the box), the victory points of a Krumme10 game
//! (at most 270). Each answer is checked against what is left as it is typed.
//!
//! [`Counts`] and [`ask_counts`] are shared by the games whose round is one count per player;
//! each game's own `Counts` and round question live in its folder with its play questions
//! (`pig10/play.rs`, `krumme10/play.rs`).

use super::{PromptError, Ui, back_word, is_back};
use crate::games::{RoundInput, Standing, numbers};

use crate::t;

/// What is counted and how much there can be in one round.
pub struct Counts {
    /// The question after the name: "cards collected".
    pub question: String,
    /// What one counts, as the messages select it (not shown): "cards", "points".
    pub unit: &'static str,
    pub limit: u32,
    /// Why the limit: "the box holds 80 cards".
    pub why: String,
}

/// Every player's count for the next round, after `intro`; `back` goes to the player before (what
/// they typed is offered again), and at the first player leaves the round: `None`.
pub fn ask_counts(
    ui: &mut dyn Ui,
    standing: &Standing,
    counts: &Counts,
    intro: &str,
) -> Result<Option<RoundInput>, PromptError> {
    ask_counts_again(ui, standing, counts, intro, None)
}

/// [`ask_counts`] for a round played before (Fix a past round): each player's count as it was
/// (`past`, in seating order) is offered, so that Enter keeps it.
pub fn ask_counts_again(
    ui: &mut dyn Ui,
    standing: &Standing,
    counts: &Counts,
    intro: &str,
    past: Option<&[u32]>,
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
                Ok(n) if counted == 0 => Err(t!("play-counts-too-many", n = n, why = why)),
                Ok(n) => Err(t!(
                    "play-counts-sum",
                    so_far = &so_far,
                    n = n,
                    sum = u64::from(counted) + u64::from(n),
                    unit = *unit,
                    why = why,
                    name = seat.name.to_string(),
                    back = back_word()
                )),
                Err(e) if left == 0 => Err(numbers::answer_refused(
                    text,
                    &e,
                    t!("play-counts-all-counted", limit = *limit, unit = *unit),
                )),
                Err(e) => Err(numbers::answer_refused(
                    text,
                    &e,
                    t!("play-counts-whole", unit = *unit, left = left),
                )),
            }
        };
        let question = t!(
            "play-counts-ask",
            name = seat.name.to_string(),
            question = question
        );
        let was = past
            .and_then(|past| past.get(typed.len()))
            .map(u32::to_string);
        let answer = ui.ask(&question, offered.take().or(was).as_deref(), &check)?;
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
