//! Bidding in 10 op en neer: every player bids the tricks they will take, 0 up to the cards of the
//! round, in bidding order; with the hook (house ruling, `--hook`) the last bidder may not make the
//! bids add up to the cards. [`Updown`] opens a round with the bids.

use crate::games::cards::{means_no_trump, parse_suit};
use crate::games::{Counted, RoundInput, RuleViolation, Standing, per_seat_numbers};

use super::tricks::Trump;
use super::{Opening, Options, Updown, bidding_order, check_table_size, deepest_peak, or_list};
use crate::t;

/// What `bid NAME=N` gives, in the reader's language.
fn bids_counted() -> Counted {
    Counted { noun: "bid" }
}

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
            t!("updown-deal-impossible", seats = seats, cards = cards),
            t!("updown-deal-impossible-legal", deepest = deepest),
        ));
    }
    // More bids than bidders before the next one does not fit --seats (exit 2), as a trick
    // of more cards than players.
    if so_far.len() >= seats {
        return Err(RuleViolation::malformed(
            t!("updown-all-bid", seats = seats, given = so_far.len()),
            t!("updown-all-bid-legal", most = seats - 1),
        ));
    }
    if let Some(bid) = so_far.iter().find(|&&bid| bid > cards) {
        return Err(bid_above_cards(
            t!("updown-bid-above", bid = *bid, cards = cards),
            cards,
        ));
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

/// A bid above the cards of the round (`problem` says whose), and what a bid may be.
fn bid_above_cards(problem: String, cards: u32) -> RuleViolation {
    RuleViolation::rule(problem, t!("updown-bid-above-legal", cards = cards))
}

/// Opens the round ahead with the bids typed (`tenscore bid NAME=N ...`) and the trump, if given.
pub(super) fn read_bids(
    options: &Options,
    standing: &Standing,
    input: &RoundInput,
) -> Result<Opening, RuleViolation> {
    let (seq, cards) = Updown::round_ahead(options, standing)?;
    // The entries first, then the options, as in every game (issue 35 item 9).
    let bids = per_seat_numbers(standing, &input.entries, bids_counted())?;
    let trump = match input.flag("trump") {
        None => Trump::NotGiven,
        // The words `check updown trick --trump` reads as a round without trumps.
        Some(text) if means_no_trump(text) => Trump::NoTrumps,
        Some(text) => Trump::Of(parse_suit(text).map_err(|refused| {
            RuleViolation::malformed(
                refused.problem,
                t!("updown-check-trump-notation", notation = refused.legal),
            )
        })?),
    };
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
    check_above_cards(standing, cards, bids)?;
    if options.hook {
        check_hook(standing, seq, cards, bids)?;
    }
    Ok(())
}

/// The bids of a hand `check updown hand` scores, judged as `bid` judges them: `names` and their
/// `bids` in seating order, each 0 up to the cards; `hooked` is the round's number when it is a
/// round of a match played with the hook, whose last bidder may not make the bids add up.
pub fn check_hand_bids(
    names: &[String],
    cards: u32,
    hooked: Option<u32>,
    bids: &[u32],
) -> Result<(), RuleViolation> {
    let standing = Standing::start(names);
    check_above_cards(&standing, cards, bids)?;
    match hooked {
        Some(seq) => check_hook(&standing, seq, cards, bids),
        None => Ok(()),
    }
}

/// No bid above the cards of the round.
fn check_above_cards(standing: &Standing, cards: u32, bids: &[u32]) -> Result<(), RuleViolation> {
    for (seat, &bid) in standing.seats.iter().zip(bids) {
        if bid > cards {
            return Err(bid_above_cards(
                t!(
                    "updown-bid-above-named",
                    name = seat.name.to_string(),
                    bid = bid,
                    cards = cards
                ),
                cards,
            ));
        }
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
        let name = standing.seats[last].name.to_string();
        return Err(RuleViolation::rule(
            t!(
                "updown-hook-refused",
                name = name.as_str(),
                bid = bids[last],
                cards = cards,
                seq = seq
            ),
            t!("updown-hook-legal", name = name, allowed = or_list(&legal)),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests;
