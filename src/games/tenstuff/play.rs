//! The questions for a Tenstuff match: the rules to play by, and each deal's finishing order,
//! picked from the players still to place, one place at a time.

use crate::games::tenstuff::{Entry, place_in_words};
use crate::games::ui::steps::{Answer, Step, ask_steps};
use crate::games::ui::{Flows, PlayMatch, PromptError, Ui, back_on_esc};
use crate::games::{RoundInput, Standing};

/// The options as `new tenstuff` takes them.
pub fn ask_options(ui: &mut dyn Ui) -> Result<Vec<String>, PromptError> {
    ask_options_again(ui, &mut Vec::new())
}

/// [`ask_options`] offering the answer given before going back (`offered`); back leaves:
/// `Cancelled`.
pub fn ask_options_again(
    ui: &mut dyn Ui,
    offered: &mut Vec<Answer>,
) -> Result<Vec<String>, PromptError> {
    let official = Step::Confirm {
        prompt: crate::t!("tenstuff-ask-official"),
        default: true,
    };
    let casual = !ask_steps(ui, &[official], offered)?.yes(0);
    Ok(casual.then(|| "--casual".to_string()).into_iter().collect())
}

/// The finishing order of the next deal, first out first; the last player is placed by itself.
/// Back takes the last place back; Back at the first place leaves the deal: `None`.
pub fn ask_order(ui: &mut dyn Ui, standing: &Standing) -> Result<Option<RoundInput>, PromptError> {
    ask_order_again(ui, standing, None)
}

/// [`ask_order`] for a deal played before (Fix a past round): each place offers the player who
/// took it, so that Enter keeps the order.
pub fn ask_order_again(
    ui: &mut dyn Ui,
    standing: &Standing,
    past: Option<&Entry>,
) -> Result<Option<RoundInput>, PromptError> {
    let deal = standing.rounds_played + 1;
    let seats = standing.seats.len();
    let mut order: Vec<usize> = Vec::with_capacity(seats);
    // The player last chosen at each place, marked again when the place is asked again after
    // back, so that Enter keeps them.
    let mut chosen: Vec<Option<usize>> = vec![None; seats];
    while order.len() + 1 < seats {
        // Still to place, in seating order.
        let left: Vec<usize> = (0..seats).filter(|s| !order.contains(s)).collect();
        let mut items: Vec<String> = left
            .iter()
            .map(|&s| standing.seats[s].name.to_string())
            .collect();
        items.push(match order.last() {
            Some(&placed) => crate::t!(
                "tenstuff-ask-back",
                name = standing.seats[placed].name.to_string(),
                place = place_in_words(order.len())
            ),
            // Fixing a deal already recorded, back goes to the list of deals to fix.
            None if past.is_some() => crate::t!("tenstuff-ask-leave-fix"),
            None => crate::t!("tenstuff-ask-leave"),
        });
        let question = crate::t!(
            "tenstuff-ask-out",
            deal = deal,
            place = place_in_words(order.len() + 1)
        );
        let past_seat = past.and_then(|past| past.order.get(order.len()));
        let marked = (chosen.get(order.len()).copied().flatten().as_ref())
            .or(past_seat)
            .and_then(|seat| left.iter().position(|s| s == seat))
            .unwrap_or(0);
        match back_on_esc(ui.choose(&question, &items, marked))? {
            Some(picked) if picked < left.len() => {
                if let Some(place) = chosen.get_mut(order.len()) {
                    *place = Some(left[picked]);
                }
                order.push(left[picked]);
            }
            _ => {
                if order.pop().is_none() {
                    return Ok(None);
                }
            }
        }
    }
    if let Some(last) = (0..seats).find(|s| !order.contains(s)) {
        ui.say(&crate::t!(
            "tenstuff-last-place",
            name = standing.seats[last].name.to_string(),
            words = place_in_words(order.len() + 1)
        ))?;
        order.push(last);
    }
    Ok(Some(
        RoundInput::default().with_flag(
            "order",
            order
                .iter()
                .map(|&s| standing.seats[s].name.as_stored())
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
    fn ask_options(
        &self,
        ui: &mut dyn Ui,
        _players: &[String],
        offered: &mut Vec<Answer>,
    ) -> Result<Vec<String>, PromptError> {
        ask_options_again(ui, offered)
    }

    fn ask_round(
        &self,
        ui: &mut dyn Ui,
        game: &PlayMatch,
        standing: &Standing,
    ) -> Result<Option<RoundInput>, PromptError> {
        let past: Option<Entry> = game.past_entry()?;
        ask_order_again(ui, standing, past.as_ref())
    }
}
