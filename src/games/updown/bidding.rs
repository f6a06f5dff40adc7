//! Bidding in 10 op en neer: every player bids the tricks they will take, 0 up to the cards of the
//! round, in bidding order; with the hook (house ruling, `--hook`) the last bidder may not make the
//! bids add up to the cards. [`Updown`] opens a round with the bids.

use crate::games::cards::parse_suit;
use crate::games::{Counted, RoundInput, RuleViolation, Standing, per_seat_numbers};

use super::{
    Opening, Options, Updown, bidding_order, check_table_size, deepest_peak, or_list, plural,
};

const BIDS: Counted = Counted {
    noun: "bid",
    one: "a bid",
};

/// The bids the next bidder may make, given the bids so far (in bidding order) at a table of
/// `seats` players. With the hook, the last bidder may not make the bids add up to `cards`.
pub fn allowed_bids(
    cards: u32,
    seats: usize,
    hook: bool,
    so_far: &[u32],
) -> Result<Vec<u32>, RuleViolation> {
    check_table_size(seats)?;
    let deepest = deepest_peak(seats);
    if cards == 0 || cards > deepest {
        return Err(RuleViolation::rule(
            format!("{seats} players cannot each be dealt {cards} cards"),
            format!("a round deals 1 to {deepest} cards each (52 cards, one kept for trump)"),
        ));
    }
    if so_far.len() >= seats {
        return Err(RuleViolation::rule(
            format!(
                "all {seats} players have bid already ({} bids given)",
                so_far.len()
            ),
            format!("give the bids made so far, at most {}", seats - 1),
        ));
    }
    if let Some(bid) = so_far.iter().find(|&&bid| bid > cards) {
        return Err(bid_above_cards(&format!("a bid of {bid}"), cards));
    }
    let sum: u32 = so_far.iter().sum();
    let last = so_far.len() == seats - 1;
    Ok((0..=cards)
        .filter(|bid| !(hook && last && sum + bid == cards))
        .collect())
}

/// The bid the last bidder may not say under the hook, if any bid would make the bids add up.
pub(super) fn hook_bid(cards: u32, others: u32) -> Option<u32> {
    cards.checked_sub(others)
}

fn bid_above_cards(who: &str, cards: u32) -> RuleViolation {
    RuleViolation::rule(
        format!(
            "{who} is above the {cards} card{} of the round",
            if cards == 1 { "" } else { "s" }
        ),
        format!("a bid is 0 to {cards}"),
    )
}

/// Opens the round ahead with the bids typed (`tenscore bid NAME=N ...`) and the trump, if given.
pub(super) fn read_bids(
    options: &Options,
    standing: &Standing,
    input: &RoundInput,
) -> Result<Opening, RuleViolation> {
    let (seq, cards) = Updown::round_ahead(options, standing)?;
    let trump = input
        .flag("trump")
        .map(parse_suit)
        .transpose()
        .map_err(RuleViolation::from)?;
    let bids = per_seat_numbers(standing, &input.entries, BIDS)?;
    check_bids(options, standing, seq, cards, &bids)?;
    Ok(Opening { cards, trump, bids })
}

/// Each bid is 0 up to the cards of the round; with the hook (a house ruling), the last bidder
/// may not make the bids add up to the cards.
pub(super) fn check_bids(
    options: &Options,
    standing: &Standing,
    seq: u32,
    cards: u32,
    bids: &[u32],
) -> Result<(), RuleViolation> {
    for (seat, &bid) in standing.seats.iter().zip(bids) {
        if bid > cards {
            return Err(bid_above_cards(
                &format!("{}'s bid of {bid}", seat.name),
                cards,
            ));
        }
    }
    if options.hook {
        check_hook(standing, seq, cards, bids)?;
    }
    Ok(())
}

/// With the hook, the last in bidding order may not bid what makes the bids add up to the cards.
fn check_hook(
    standing: &Standing,
    seq: u32,
    cards: u32,
    bids: &[u32],
) -> Result<(), RuleViolation> {
    let order = bidding_order(standing.seats.len(), seq);
    let last = order[order.len() - 1];
    let others: u32 = order[..order.len() - 1].iter().map(|&s| bids[s]).sum();
    if hook_bid(cards, others) == Some(bids[last]) {
        let legal = allowed_bids(
            cards,
            order.len(),
            true,
            &order[..order.len() - 1]
                .iter()
                .map(|&s| bids[s])
                .collect::<Vec<_>>(),
        )?;
        let name = &standing.seats[last].name;
        return Err(RuleViolation::rule(
            format!(
                "with the hook, {name} (bidding last) may not bid {}: the bids would add \
                 up to the {} of round {seq}",
                bids[last],
                plural(cards, "card", "cards")
            ),
            format!("{name} may bid {}", or_list(&legal)),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests;
