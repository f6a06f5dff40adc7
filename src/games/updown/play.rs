//! The questions for a 10 op en neer match: its options, then per round the bids in bidding order
//! (the hook bid refused as it is typed) and, once the round is played, the tricks, the last
//! player's offered as what remains. Every answer is checked by the engine's rules as it is typed.

use crate::games::cards::means_no_trump;
use crate::games::ui::steps::{Answer, Step, ask_steps};
use crate::games::ui::{Flows, PlayMatch, PromptError, Ui, back_word, is_back, stored};
use crate::games::updown::tricks::Trump;
use crate::games::updown::{self, Opening, Options};
use crate::games::{RoundInput, Standing, numbers};

use crate::t;

/// The peak and the hook; the default peak is what the deck deals to this many players.
pub fn ask_options(ui: &mut dyn Ui, players: usize) -> Result<Vec<String>, PromptError> {
    ask_options_again(ui, players, &mut Vec::new())
}

/// [`ask_options`] offering the answers given before going back (`offered`); back steps back
/// one question, and at the peak leaves: `Cancelled`.
pub fn ask_options_again(
    ui: &mut dyn Ui,
    players: usize,
    offered: &mut Vec<Answer>,
) -> Result<Vec<String>, PromptError> {
    let deepest = updown::deepest_peak(players);
    let default = updown::default_peak(players).to_string();
    let refused = || {
        t!(
            "updown-ask-peak-refused",
            deepest = deepest,
            players = players
        )
    };
    let check = |text: &str| match numbers::count(text) {
        Ok(peak) if (1..=deepest).contains(&peak) => Ok(()),
        Ok(_) => Err(refused()),
        Err(e) => Err(numbers::answer_refused(text, &e, refused())),
    };
    let steps = [
        Step::Ask {
            prompt: t!("updown-ask-peak", deepest = deepest),
            default,
            check: &check,
        },
        Step::Confirm {
            prompt: t!("updown-ask-hook"),
            default: false,
        },
        Step::Confirm {
            prompt: t!("updown-ask-trump-kept"),
            default: true,
        },
    ];
    let answers = ask_steps(ui, &steps, offered)?;
    let (hook, trump) = (answers.yes(1), answers.yes(2));
    let mut chosen = vec!["--peak".to_string(), answers.typed(0).to_string()];
    if hook {
        chosen.push("--hook".to_string());
    }
    if !trump {
        chosen.push("--no-trump".to_string());
    }
    Ok(chosen)
}

/// The bids of the next round, in bidding order, and the trump if the table says it (unless the
/// match does not ask for it). `back` goes back one answer, offering what was typed; back at the
/// first question leaves the round: `None`.
pub fn ask_bids(
    ui: &mut dyn Ui,
    options: &Options,
    standing: &Standing,
) -> Result<Option<RoundInput>, PromptError> {
    ask_bids_again(ui, options, standing, None)
}

/// [`ask_bids`] for a round bid before (Fix a past round): the trump and every bid are offered
/// as they were, so that Enter keeps them.
pub fn ask_bids_again(
    ui: &mut dyn Ui,
    options: &Options,
    standing: &Standing,
    past: Option<&Opening>,
) -> Result<Option<RoundInput>, PromptError> {
    let seq = standing.rounds_played + 1;
    let seats = standing.seats.len();
    let cards = updown::cards_in_round(options.peak, seq);
    let order = updown::bidding_order(seats, seq);
    ui.say(&t!(
        "updown-ask-bids-start",
        seq = seq,
        first = standing.seats[order[0]].name.to_string(),
        back = back_word()
    ))?;
    // The trump first (`None` until answered, `Some("")` when skipped), then one bid per seat.
    let mut trump: Option<String> = options.no_trump.then(String::new);
    let mut bids: Vec<u32> = Vec::with_capacity(seats);
    // Fix: the trump as it was turned up (its letter, as typed).
    let mut offered: Option<String> = past.and_then(|past| match past.trump {
        Trump::Of(suit) => Some(suit.letter().to_string()),
        Trump::NoTrumps => Some(t!("updown-no-trumps-typed")),
        Trump::NotGiven => None,
    });
    loop {
        let Some(suit) = &trump else {
            match ask_trump(ui, offered.take())? {
                Some(answer) => trump = Some(answer),
                None => return Ok(None),
            }
            continue;
        };
        let Some(&seat) = order.get(bids.len()) else {
            let mut input = RoundInput::default();
            if !suit.is_empty() {
                input.flags.insert("trump".into(), suit.clone());
            }
            for (&seat, bid) in order.iter().zip(&bids) {
                let name = standing.seats[seat].name.as_stored().to_string();
                input.entries.push((name, bid.to_string()));
            }
            return Ok(Some(input));
        };
        let was = past
            .and_then(|past| past.bids.get(seat))
            .map(u32::to_string);
        match ask_bid(
            ui,
            options,
            standing,
            cards,
            &bids,
            seat,
            offered.take().or(was),
        )? {
            Some(bid) => bids.push(bid),
            None => match bids.pop() {
                Some(bid) => offered = Some(bid.to_string()),
                // Back to the trump, or out of the round when the match does not ask for it.
                None if options.no_trump => return Ok(None),
                None => offered = trump.take().filter(|suit| !suit.is_empty()),
            },
        }
    }
}

/// The trump turned up, asked with the bids (`offered`: the answer to offer): a suit, "none"
/// for a round without trumps, or `""` when Enter skips it (the round is recorded without it),
/// which the answered line says in words rather than showing nothing. `None` for back.
fn ask_trump(ui: &mut dyn Ui, offered: Option<String>) -> Result<Option<String>, PromptError> {
    let check = |text: &str| {
        if text.trim().is_empty() || is_back(text) || means_no_trump(text) {
            return Ok(());
        }
        crate::games::cards::parse_suit(text)
            .map(|_| ())
            .map_err(|e| e.to_string())
    };
    let skipped = t!("updown-trump-skipped");
    let answer = ui.ask_skippable(
        &t!("updown-ask-trump"),
        offered.as_deref(),
        &check,
        &skipped,
    )?;
    if is_back(&answer) {
        return Ok(None);
    }
    Ok(Some(answer.trim().to_string()))
}

/// One player's bid after the bids `so_far`, the hook bid refused as typed; `None` for `back`.
fn ask_bid(
    ui: &mut dyn Ui,
    options: &Options,
    standing: &Standing,
    cards: u32,
    so_far: &[u32],
    seat: usize,
    offered: Option<String>,
) -> Result<Option<u32>, PromptError> {
    let seats = standing.seats.len();
    let name = &standing.seats[seat].name;
    let allowed = updown::allowed_bids(cards, seats, options.hook, so_far)
        .map_err(|v| PromptError::Io(std::io::Error::other(v.problem)))?;
    let barred: Vec<u32> = (0..=cards).filter(|b| !allowed.contains(b)).collect();
    let range = match (barred.as_slice(), allowed.as_slice()) {
        (_, [only]) => t!("updown-ask-range-only", only = *only),
        ([one], _) => t!("updown-ask-range-barred", cards = cards, barred = *one),
        _ => t!("updown-ask-range", cards = cards),
    };
    let last = so_far.len() + 1 == seats;
    let check = |text: &str| {
        if is_back(text) {
            return Ok(());
        }
        match numbers::count(text) {
            Ok(bid) if allowed.contains(&bid) => Ok(()),
            Ok(bid) if bid <= cards && last => Err(t!(
                "updown-ask-hook-refused",
                name = name.to_string(),
                bid = bid,
                cards = cards
            )),
            Ok(_) => Err(t!("updown-ask-bid-refused", cards = cards)),
            Err(e) => Err(numbers::answer_refused(
                text,
                &e,
                t!("updown-ask-bid-refused", cards = cards),
            )),
        }
    };
    let answer = ui.ask(
        &t!("updown-ask-bid", name = name.to_string(), range = range),
        offered.as_deref(),
        &check,
    )?;
    if is_back(&answer) {
        return Ok(None);
    }
    Ok(Some(numbers::count(&answer).unwrap_or_default()))
}

/// A count of tricks that is not read, said with what it was and the tricks that remain.
fn tricks_refused(text: &str, refused: &numbers::NumberError, remaining: u32) -> String {
    let wanted = t!("updown-ask-tricks-refused", remaining = remaining);
    numbers::answer_refused(text, refused, wanted)
}

/// The tricks of the open round, in the order the round was bid; the last player is offered what
/// remains. `back` goes back one answer; back at the first leaves the round (its bids are kept).
pub fn ask_tricks(
    ui: &mut dyn Ui,
    standing: &Standing,
    opening: &Opening,
) -> Result<Option<RoundInput>, PromptError> {
    ask_tricks_again(ui, standing, opening, None)
}

/// [`ask_tricks`] for a round played before (Fix a past round): every player's tricks are
/// offered as they were (the last player's as what remains), so that Enter keeps them.
pub fn ask_tricks_again(
    ui: &mut dyn Ui,
    standing: &Standing,
    opening: &Opening,
    past: Option<&updown::Entry>,
) -> Result<Option<RoundInput>, PromptError> {
    let seq = standing.rounds_played + 1;
    let seats = standing.seats.len();
    let cards = opening.cards;
    ui.say(&t!(
        "updown-ask-tricks-start",
        seq = seq,
        cards = cards,
        back = back_word()
    ))?;
    let order = updown::bidding_order(seats, seq);
    let mut tricks: Vec<u32> = Vec::with_capacity(seats);
    let mut offered: Option<String> = None;
    while let Some(&seat) = order.get(tricks.len()) {
        let name = &standing.seats[seat].name;
        let last = tricks.len() + 1 == seats;
        let remaining = cards - tricks.iter().sum::<u32>();
        let check = |text: &str| {
            if is_back(text) {
                return Ok(());
            }
            match numbers::count(text) {
                Ok(n) if last && n != remaining => Err(t!(
                    "updown-ask-tricks-last",
                    cards = cards,
                    name = name.to_string(),
                    left = remaining,
                    n = n
                )),
                Ok(n) if n <= remaining => Ok(()),
                Ok(_) => Err(t!(
                    "updown-ask-tricks-over",
                    seq = seq,
                    cards = cards,
                    taken = cards - remaining,
                    name = name.to_string(),
                    remaining = remaining
                )),
                Err(e) => Err(tricks_refused(text, &e, remaining)),
            }
        };
        // The last player is offered what remains (as is anyone once no trick remains: 0 is
        // the only answer), unless going back offers what they typed; the others (Fix) what
        // they took, while that still fits (after a changed count, Enter took a refusal).
        let was = (past.and_then(|past| past.tricks.get(seat)))
            .filter(|&&was| !last && was <= remaining)
            .map(u32::to_string);
        let offer = offered
            .take()
            .or(was)
            .or_else(|| (last || remaining == 0).then(|| remaining.to_string()));
        let prompt = t!(
            "updown-ask-tricks",
            name = name.to_string(),
            bid = opening.bids.get(seat).copied().unwrap_or_default()
        );
        let answer = ui.ask(&prompt, offer.as_deref(), &check)?;
        if is_back(&answer) {
            match tricks.pop() {
                Some(n) => offered = Some(n.to_string()),
                None => return Ok(None),
            }
            continue;
        }
        tricks.push(numbers::count(&answer).unwrap_or_default());
    }
    let mut input = RoundInput::default();
    for (&seat, n) in order.iter().zip(&tricks) {
        let name = standing.seats[seat].name.as_stored().to_string();
        input.entries.push((name, n.to_string()));
    }
    Ok(Some(input))
}

mod referee;

#[cfg(test)]
mod tests;

/// 10 op en neer's questions: the bids open a round, the tricks close it.
pub struct UpdownFlows;

impl Flows for UpdownFlows {
    fn ask_options(
        &self,
        ui: &mut dyn Ui,
        players: &[String],
        offered: &mut Vec<Answer>,
    ) -> Result<Vec<String>, PromptError> {
        ask_options_again(ui, players.len(), offered)
    }

    fn ask_opening(
        &self,
        ui: &mut dyn Ui,
        game: &PlayMatch,
        standing: &Standing,
    ) -> Result<Option<RoundInput>, PromptError> {
        let past: Option<Opening> = game.past_opening()?;
        ask_bids_again(ui, &stored(game.options)?, standing, past.as_ref())
    }

    fn ask_round(
        &self,
        ui: &mut dyn Ui,
        game: &PlayMatch,
        standing: &Standing,
    ) -> Result<Option<RoundInput>, PromptError> {
        match game.opening {
            Some(opening) => {
                let past: Option<updown::Entry> = game.past_entry()?;
                let options: Options = stored(game.options)?;
                let opening: Opening = stored(opening)?;
                // A hand is refereed as it is played, not when a past round is fixed.
                if options.referee && past.is_none() {
                    return referee::ask_hand_or_tricks(ui, standing, &opening);
                }
                ask_tricks_again(ui, standing, &opening, past.as_ref())
            }
            None => Ok(None),
        }
    }

    fn offers_referee(&self, options: &serde_json::Value) -> bool {
        stored::<Options>(options).is_ok_and(|options| !options.referee)
    }

    /// "Referee this hand" from the menu: the same refereeing `--referee` offers, without asking
    /// again; back at the first question (the first trick, or the trump) leaves the round, as
    /// back at the first question of any round does: the table chose the cards in the menu.
    fn ask_refereed_round(
        &self,
        ui: &mut dyn Ui,
        game: &PlayMatch,
        standing: &Standing,
    ) -> Result<Option<RoundInput>, PromptError> {
        let Some(opening) = game.opening else {
            return Ok(None);
        };
        let opening: Opening = stored(opening)?;
        referee::ask_refereed(ui, standing, &opening)
    }
}
