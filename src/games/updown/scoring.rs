//! The tricks of a 10 op en neer round and what they score: every card is played, so the tricks
//! add up to the cards of the round; the rule document scores an exact bid the tricks + 10 and any
//! other bid 0, and counts the bids hit per seat.

use crate::games::{
    Counted, Note, Outcome, RoundInput, RuleViolation, SeatResult, SeatState, Standing,
    per_seat_numbers,
};

use super::bidding::check_bids;
use super::{BIDS_HIT, Entry, Opening, Options, Updown, plural};

/// An exact bid scores the tricks plus this bonus.
const EXACT_BID_BONUS: i64 = 10;
const TRICKS: Counted = Counted {
    noun: "tricks",
    one: "a number of tricks",
};

/// Reads the tricks each player took (`tenscore round NAME=N ...`) in the round the bids opened.
pub(super) fn read_tricks(
    options: &Options,
    standing: &Standing,
    opening: Option<&Opening>,
    input: &RoundInput,
) -> Result<Entry, RuleViolation> {
    let (seq, _) = Updown::round_ahead(options, standing)?;
    // Bids come first: a round is opened with the bids before its tricks are recorded.
    let Some(opening) = opening else {
        return Err(RuleViolation::rule(
            format!("round {seq} has no bids yet (bids come before the tricks)"),
            "open the round with `tenscore bid NAME=N ...`, then record the tricks",
        ));
    };
    let tricks = per_seat_numbers(standing, &input.entries, TRICKS)?;
    check_tricks(standing, seq, opening.cards, &tricks)?;
    Ok(Entry { tricks })
}

/// Every card is played: each player's tricks are 0 to the cards of the round, and together
/// exactly the cards.
fn check_tricks(
    standing: &Standing,
    seq: u32,
    cards: u32,
    tricks: &[u32],
) -> Result<(), RuleViolation> {
    for (seat, &taken) in standing.seats.iter().zip(tricks) {
        if taken > cards {
            return Err(RuleViolation::rule(
                format!(
                    "{} took {taken} tricks, but round {seq} has only {}",
                    seat.name,
                    plural(cards, "trick", "tricks")
                ),
                format!("tricks are 0 to {cards} per player, adding up to {cards}"),
            ));
        }
    }
    // Summed wide, so that huge counts cannot wrap round to the cards.
    let sum: u64 = tricks.iter().map(|&t| u64::from(t)).sum();
    if sum != u64::from(cards) {
        return Err(RuleViolation::rule(
            format!(
                "the tricks add up to {sum}, but round {seq} deals {} so {} played",
                plural(cards, "card", "cards"),
                if cards == 1 {
                    "1 trick is".to_string()
                } else {
                    format!("{cards} tricks are")
                }
            ),
            format!("give tricks adding up to exactly {cards}"),
        ));
    }
    Ok(())
}

/// Scores a round from its bids and tricks; the bids and tricks are checked again as `bid` and
/// `round` check them, so that a stored round that no longer follows the rules is refused
/// (`check history`).
pub(super) fn score_round(
    options: &Options,
    standing: &Standing,
    opening: Option<&Opening>,
    entry: &Entry,
) -> Result<Outcome, RuleViolation> {
    let (seq, cards) = Updown::round_ahead(options, standing)?;
    let Some(opening) = opening else {
        return Err(RuleViolation::rule(
            format!("round {seq} has no bids"),
            "bids come before the tricks",
        ));
    };
    let seats = standing.seats.len();
    if opening.bids.len() != seats || entry.tricks.len() != seats {
        return Err(RuleViolation::rule(
            format!("round {seq} does not have one bid and one tricks count per player"),
            "record the round again",
        ));
    }
    if opening.cards != cards {
        return Err(RuleViolation::rule(
            format!(
                "round {seq} was opened for {} but deals {cards}",
                plural(opening.cards, "card", "cards")
            ),
            "open the round again with `tenscore bid`",
        ));
    }
    check_bids(options, standing, seq, cards, &opening.bids)?;
    check_tricks(standing, seq, cards, &entry.tricks)?;
    let mut hits = Vec::new();
    let mut misses = Vec::new();
    let results = standing
        .seats
        .iter()
        .zip(opening.bids.iter().zip(&entry.tricks))
        .map(|(seat, (&bid, &tricks))| score_seat(seat, bid, tricks, &mut hits, &mut misses))
        .collect();
    Ok(Outcome {
        seats: results,
        explanation: explain(&hits, &misses),
    })
}

/// One seat's round, its words added to `hits` or `misses` for the explanation.
fn score_seat(
    seat: &SeatState,
    bid: u32,
    tricks: u32,
    hits: &mut Vec<String>,
    misses: &mut Vec<String>,
) -> SeatResult {
    let mut counters = seat.counters.clone();
    let hit = bid == tricks;
    // The rule document: an exact bid scores the tricks + 10; any other scores 0.
    let (points, note) = if hit {
        *counters.entry(BIDS_HIT.to_string()).or_insert(0) += 1;
        hits.push(format!(
            "{} bid {bid} and took {tricks} (+{})",
            seat.name,
            i64::from(tricks) + EXACT_BID_BONUS
        ));
        (
            i64::from(tricks) + EXACT_BID_BONUS,
            Note::new(HIT_BID).with("bid", bid.into()),
        )
    } else {
        counters.entry(BIDS_HIT.to_string()).or_insert(0);
        let by = if tricks > bid {
            format!("{} over", tricks - bid)
        } else {
            format!("{} under", bid - tricks)
        };
        misses.push(format!("{} bid {bid}, took {tricks} ({by})", seat.name));
        (
            0,
            Note::new(MISSED_BID)
                .with("bid", bid.into())
                .with("tricks", tricks.into()),
        )
    };
    SeatResult {
        points,
        total: seat.total + points,
        out: false,
        notes: vec![note],
        counters,
    }
}

/// The explanation: the exact bids and what they scored, then the missed ones.
fn explain(hits: &[String], misses: &[String]) -> Vec<String> {
    let mut explanation = Vec::new();
    if hits.is_empty() {
        explanation.push("Nobody took exactly their bid, so nobody scores.".to_string());
    } else {
        explanation.push(format!(
            "Exact bids score the tricks + 10: {}.",
            hits.join(", ")
        ));
    }
    if !misses.is_empty() {
        explanation.push(format!("Missed bids score 0: {}.", misses.join("; ")));
    }
    explanation
}

#[cfg(test)]
mod tests;

/// Took exactly the tricks bid.
pub(super) const HIT_BID: &str = "hit-bid";
/// Took another number of tricks than bid.
pub(super) const MISSED_BID: &str = "missed-bid";

/// The notes of a 10 op en neer round, in words.
pub(super) fn note_text(note: &Note) -> String {
    match note.kind.as_str() {
        HIT_BID => format!("hit {}", note.value("bid")),
        MISSED_BID => format!("bid {}, took {}", note.value("bid"), note.value("tricks")),
        other => other.replace('-', " "),
    }
}
