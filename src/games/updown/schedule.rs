//! The schedule of a 10 op en neer match: how many cards the deck deals each player, how many
//! rounds a peak makes (1, 2, ..., peak, ..., 2, 1 cards), and who bids first and leads each round.

/// The rule document deals up to 10 cards.
const CLASSIC_PEAK: u32 = 10;
/// A 52-card deck with one card left over to turn up for trump.
const CARDS_TO_DEAL: u32 = 51;

/// The most cards each player can be dealt at this table (one card is left to turn for trump).
pub fn deepest_peak(players: usize) -> u32 {
    CARDS_TO_DEAL / u32::try_from(players.max(1)).unwrap_or(u32::MAX)
}

/// House ruling: the default peak is 10, or fewer when the deck cannot deal 10 to everyone.
pub fn default_peak(players: usize) -> u32 {
    CLASSIC_PEAK.min(deepest_peak(players))
}

/// How many rounds a match of this peak has: up to the peak and back down, 19 for a peak of 10.
pub fn rounds_in_match(peak: u32) -> u32 {
    (2 * peak).saturating_sub(1)
}

/// Cards dealt in round `seq` (from 1): 1, 2, ..., peak, ..., 2, 1.
pub fn cards_in_round(peak: u32, seq: u32) -> u32 {
    if seq <= peak {
        seq
    } else {
        (2 * peak).saturating_sub(seq)
    }
}

/// The seat that bids first and leads in round `seq` (from 1): the first player in round 1, then
/// one seat clockwise each round.
pub fn first_bidder(seats: usize, seq: u32) -> usize {
    (seq.saturating_sub(1) as usize) % seats.max(1)
}

/// The seats in the order they bid in round `seq`: the first bidder, then clockwise.
pub fn bidding_order(seats: usize, seq: u32) -> Vec<usize> {
    let first = first_bidder(seats, seq);
    (0..seats).map(|i| (first + i) % seats).collect()
}

/// `new updown --peak N`: digits beyond any deck are refused with the peaks a table may choose.
pub fn peak_value(text: &str) -> Result<u32, crate::games::numbers::FlagError> {
    crate::games::numbers::within(text, |typed| crate::games::numbers::OutOfRange {
        problem: crate::t!("updown-peak-too-large", value = typed),
        fix: crate::t!("updown-peak-too-large-hint"),
    })
}

#[cfg(test)]
mod tests;
