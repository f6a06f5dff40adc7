//! The tricks of a 10 op en neer round and what they score: every card is played, so the tricks
//! add up to the cards of the round; the rule document scores an exact bid the tricks + 10 and any
//! other bid 0, and counts the bids hit per seat.

use crate::games::{
    Counted, Note, Outcome, RoundInput, RuleViolation, SeatResult, SeatState, Standing,
    per_seat_numbers,
};

use super::bidding::check_bids;
use super::{BIDS_HIT, Entry, Opening, Options, Updown};
use crate::t;

/// An exact bid scores the tricks plus this bonus.
const EXACT_BID_BONUS: i64 = 10;

/// What `round NAME=N` gives, in the reader's language.
fn tricks_counted() -> Counted {
    Counted { noun: "tricks" }
}

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
            t!("updown-tricks-no-bids", seq = seq),
            t!("updown-tricks-no-bids-legal"),
        ));
    };
    let tricks = per_seat_numbers(standing, &input.entries, tricks_counted())?;
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
                t!(
                    "updown-tricks-too-many",
                    name = seat.name.to_string(),
                    taken = taken,
                    seq = seq,
                    cards = cards
                ),
                t!("updown-tricks-per-player", cards = cards),
            ));
        }
    }
    // Summed wide, so that huge counts cannot wrap round to the cards.
    let sum: u64 = tricks.iter().map(|&t| u64::from(t)).sum();
    if sum != u64::from(cards) {
        return Err(RuleViolation::rule(
            t!("updown-tricks-sum", sum = sum, seq = seq, cards = cards),
            t!("updown-tricks-sum-legal", cards = cards),
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
            t!("updown-score-no-bids", seq = seq),
            t!("updown-score-no-bids-legal"),
        ));
    };
    let seats = standing.seats.len();
    if opening.bids.len() != seats || entry.tricks.len() != seats {
        return Err(RuleViolation::rule(
            t!("updown-score-uneven", seq = seq),
            t!("updown-score-uneven-legal"),
        ));
    }
    if opening.cards != cards {
        return Err(RuleViolation::rule(
            t!(
                "updown-score-cards",
                seq = seq,
                opened = opening.cards,
                cards = cards
            ),
            t!("updown-score-cards-legal"),
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

/// What a seat scores for a round: the rule document scores an exact bid the tricks + 10, any
/// other bid 0.
pub fn round_points(bid: u32, tricks: u32) -> i64 {
    match bid == tricks {
        true => i64::from(tricks) + EXACT_BID_BONUS,
        false => 0,
    }
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
    let (points, note) = if hit {
        *counters.entry(BIDS_HIT.to_string()).or_insert(0) += 1;
        hits.push(t!(
            "updown-explain-hit",
            name = seat.name.to_string(),
            bid = bid,
            tricks = tricks,
            points = round_points(bid, tricks)
        ));
        (
            round_points(bid, tricks),
            Note::new(HIT_BID).with("bid", bid.into()),
        )
    } else {
        counters.entry(BIDS_HIT.to_string()).or_insert(0);
        let by = if tricks > bid {
            t!("updown-over", by = tricks - bid)
        } else {
            t!("updown-under", by = bid - tricks)
        };
        misses.push(t!(
            "updown-explain-miss",
            name = seat.name.to_string(),
            bid = bid,
            tricks = tricks,
            by = by
        ));
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
        explanation.push(t!("updown-explain-nobody"));
    } else {
        explanation.push(t!("updown-explain-exact", hits = hits.join(", ")));
    }
    if !misses.is_empty() {
        explanation.push(t!("updown-explain-missed", misses = misses.join("; ")));
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
        HIT_BID => t!("updown-note-hit", bid = note.value("bid")),
        MISSED_BID => t!(
            "updown-note-missed",
            bid = note.value("bid"),
            tricks = note.value("tricks")
        ),
        other => other.replace('-', " "),
    }
}
