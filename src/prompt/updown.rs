//! The questions for a 10 op en neer match: its options, then per round the bids in bidding order
//! (the hook bid refused as it is typed) and, once the round is played, the tricks, the last
//! player's offered as what remains. Every answer is checked by the engine's rules as it is typed.

use crate::games::updown::{self, Opening, Options, plural};
use crate::games::{RoundInput, Standing, numbers};
use crate::prompt::{BACK, Flows, PromptError, Ui, is_back, stored};
use crate::store::MatchInfo;

/// The peak and the hook; the default peak is what the deck deals to this many players.
pub fn ask_options(ui: &mut dyn Ui, players: usize) -> Result<Vec<String>, PromptError> {
    let deepest = updown::deepest_peak(players);
    let default = updown::default_peak(players).to_string();
    let check = |text: &str| match numbers::count(text) {
        Ok(peak) if (1..=deepest).contains(&peak) => Ok(()),
        _ => Err(format!(
            "the peak is a number from 1 to {deepest} (52 cards, one kept for trump, among {players} players)"
        )),
    };
    let question = format!("Most cards in a round (the peak, 1 to {deepest})");
    let peak = ui.ask(&question, Some(&default), &check)?;
    let hook = ui.confirm(
        "Play with the hook (the last bidder may not make the bids add up to the cards)?",
        false,
    )?;
    let mut chosen = vec!["--peak".to_string(), peak.trim().to_string()];
    if hook {
        chosen.push("--hook".to_string());
    }
    Ok(chosen)
}

/// The bids of the next round, in bidding order, and the trump if the table says it.
pub fn ask_bids(
    ui: &mut dyn Ui,
    options: &Options,
    standing: &Standing,
) -> Result<Option<RoundInput>, PromptError> {
    let seq = standing.rounds_played + 1;
    let seats = standing.seats.len();
    let cards = updown::cards_in_round(options.peak, seq);
    let order = updown::bidding_order(seats, seq);
    ui.say(&format!(
        "Bids for round {seq}, from {} round the table; type {BACK} to leave the round.",
        standing.seats[order[0]].name
    ))?;
    let trump = ui.ask(
        "Trump suit (C, D, H, S, or hearts, harten, ...; Enter to skip)",
        None,
        &|text: &str| {
            if text.trim().is_empty() || is_back(text) {
                return Ok(());
            }
            crate::games::cards::parse_suit(text)
                .map(|_| ())
                .map_err(|e| e.to_string())
        },
    )?;
    if is_back(&trump) {
        return Ok(None);
    }
    let mut input = RoundInput::default();
    if !trump.trim().is_empty() {
        input.flags.insert("trump".into(), trump.trim().to_string());
    }
    let mut so_far = Vec::with_capacity(seats);
    for (place, &seat) in order.iter().enumerate() {
        let name = &standing.seats[seat].name;
        let allowed = updown::allowed_bids(cards, seats, options.hook, &so_far)
            .map_err(|v| PromptError::Io(std::io::Error::other(v.problem)))?;
        let barred: Vec<u32> = (0..=cards).filter(|b| !allowed.contains(b)).collect();
        let range = match (barred.as_slice(), allowed.as_slice()) {
            (_, [only]) => format!("must be {only}"),
            ([one], _) => format!("0–{cards}, not {one}"),
            _ => format!("0–{cards}"),
        };
        let last = place + 1 == seats;
        let check = |text: &str| {
            if is_back(text) {
                return Ok(());
            }
            match numbers::count(text) {
                Ok(bid) if allowed.contains(&bid) => Ok(()),
                Ok(bid) if bid <= cards && last => Err(format!(
                    "with the hook, {} (bidding last) may not bid {bid}: the bids would add up to \
                     the {}",
                    name,
                    plural(cards, "card", "cards")
                )),
                _ => Err(format!("a bid is a whole number from 0 to {cards}")),
            }
        };
        let answer = ui.ask(&format!("{}'s bid ({range})", name), None, &check)?;
        if is_back(&answer) {
            return Ok(None);
        }
        let bid = numbers::count(&answer).unwrap_or_default();
        so_far.push(bid);
        input
            .entries
            .push((name.as_stored().to_string(), bid.to_string()));
    }
    Ok(Some(input))
}

/// The tricks of the open round, in the order the round was bid; the last player is offered what
/// remains.
pub fn ask_tricks(
    ui: &mut dyn Ui,
    standing: &Standing,
    opening: &Opening,
) -> Result<Option<RoundInput>, PromptError> {
    let seq = standing.rounds_played + 1;
    let seats = standing.seats.len();
    let cards = opening.cards;
    ui.say(&format!(
        "Tricks taken in round {seq}, {} in all, from the leader round the table; type {BACK} to \
         leave them for later (the bids are kept).",
        cards
    ))?;
    let mut input = RoundInput::default();
    let mut taken = 0;
    let order = updown::bidding_order(seats, seq);
    for (place, &seat) in order.iter().enumerate() {
        let name = &standing.seats[seat].name;
        let last = place + 1 == seats;
        let remaining = cards - taken;
        let check = |text: &str| {
            if is_back(text) {
                return Ok(());
            }
            match numbers::count(text) {
                Ok(n) if last && n != remaining => Err(format!(
                    "the tricks must add up to {cards}, so {} took the {} left, not {n}",
                    name,
                    plural(remaining, "trick", "tricks")
                )),
                Ok(n) if n <= remaining => Ok(()),
                Ok(n) => Err(format!(
                    "only {remaining} of the {cards} tricks remain, not {n}"
                )),
                Err(_) => Err(format!("tricks are a whole number from 0 to {remaining}")),
            }
        };
        let offer = remaining.to_string();
        let prompt = format!(
            "{}'s tricks (bid {})",
            name,
            opening.bids.get(seat).copied().unwrap_or_default()
        );
        let answer = ui.ask(&prompt, last.then_some(offer.as_str()), &check)?;
        if is_back(&answer) {
            return Ok(None);
        }
        let n = numbers::count(&answer).unwrap_or_default();
        taken += n;
        input
            .entries
            .push((name.as_stored().to_string(), n.to_string()));
    }
    Ok(Some(input))
}

#[cfg(test)]
mod tests;

/// 10 op en neer's questions: the bids open a round, the tricks close it.
pub struct UpdownFlows;

impl Flows for UpdownFlows {
    fn ask_options(&self, ui: &mut dyn Ui, players: usize) -> Result<Vec<String>, PromptError> {
        ask_options(ui, players)
    }

    fn ask_opening(
        &self,
        ui: &mut dyn Ui,
        info: &MatchInfo,
        standing: &Standing,
    ) -> Result<Option<RoundInput>, PromptError> {
        ask_bids(ui, &stored(&info.options)?, standing)
    }

    fn ask_round(
        &self,
        ui: &mut dyn Ui,
        info: &MatchInfo,
        standing: &Standing,
    ) -> Result<Option<RoundInput>, PromptError> {
        match &info.open_round {
            Some(open) => ask_tricks(ui, standing, &stored(&open.opening)?),
            None => Ok(None),
        }
    }
}
