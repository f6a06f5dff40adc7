//! The questions for a Pig 10 match in `tenscore play`: no options, then each deal the cards every
//! player collected, checked against the 80 in the box as they are typed.

use crate::games::pig10::{BOX_CARDS, Entry};
use crate::games::ui::counts::{Counts, ask_counts_again};
use crate::games::ui::{Flows, PlayMatch, PromptError, Ui, back_word};
use crate::games::{RoundInput, Standing};

use crate::t;

/// What a deal counts: the cards each player collected, at most the box's 80 in all.
fn deal_counts() -> Counts {
    Counts {
        question: t!("play-counts-cards-collected"),
        unit: "cards",
        limit: BOX_CARDS,
        why: t!("play-counts-box", cards = BOX_CARDS),
    }
}

/// A Pig 10 deal: the cards each player collected.
pub fn ask_deal(ui: &mut dyn Ui, standing: &Standing) -> Result<Option<RoundInput>, PromptError> {
    ask_deal_again(ui, standing, None)
}

/// [`ask_deal`] for a deal played before (Fix a past round): each player's cards as they were
/// are offered.
pub fn ask_deal_again(
    ui: &mut dyn Ui,
    standing: &Standing,
    past: Option<&Entry>,
) -> Result<Option<RoundInput>, PromptError> {
    let deal = standing.rounds_played + 1;
    ask_counts_again(
        ui,
        standing,
        &deal_counts(),
        &t!(
            "play-counts-pig10-intro",
            deal = deal,
            cards = BOX_CARDS,
            back = back_word()
        ),
        past.map(|past| past.cards.as_slice()),
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
        game: &PlayMatch,
        standing: &Standing,
    ) -> Result<Option<RoundInput>, PromptError> {
        let past: Option<Entry> = game.past_entry()?;
        ask_deal_again(ui, standing, past.as_ref())
    }
}
