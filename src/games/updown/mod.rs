//! 10 op en neer (an Oh Hell variant): rounds of 1, 2, ..., peak, ..., 2, 1 cards; everyone bids the
//! tricks they will take, and an exact bid scores the tricks + 10. The rule document is
//! rules/10-op-en-neer.txt; where it leaves room, the house rulings of DESIGN section 5 decide, and
//! comments beside the code name the rule or ruling they implement.
//!
//! A round has two steps: [`Updown`] opens it with the bids ([`Opening`], `tenscore bid`), then
//! records the tricks ([`Entry`], `tenscore round`). The trick referee lives in
//! [`tricks`]; the bidding helpers [`allowed_bids`] and [`bidding_order`] serve
//! `tenscore check updown bids` and the prompts of `play`.

pub mod tricks;

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use super::cards::{Suit, parse_suit};
use super::{
    Counted, Figure, GameId, NewOptions, Note, Outcome, Progress, RoundDetail, RoundInput,
    RuleViolation, Rules, SeatResult, SeatState, Standing, per_seat_numbers,
};

/// House ruling: 3 to 7 players (4 is the classic table).
const PLAYERS: RangeInclusive<usize> = 3..=7;
/// The rule document deals up to 10 cards.
const CLASSIC_PEAK: u32 = 10;
/// A 52-card deck with one card left over to turn up for trump.
const CARDS_TO_DEAL: u32 = 51;
/// An exact bid scores the tricks plus this bonus.
const EXACT_BID_BONUS: i64 = 10;
/// The counter of rounds in which the seat took exactly its bid.
pub const BIDS_HIT: &str = "bids_hit";

/// The 10 op en neer rules engine.
pub struct Updown;

/// The options of a match, chosen with `new`.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// The most cards dealt in a round: the schedule is 1, 2, ..., peak, ..., 2, 1.
    pub peak: u32,
    /// The last bidder may not make the bids add up to the cards of the round.
    pub hook: bool,
}

/// A round opened by the bids, before it is played.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// Cards dealt to each player this round.
    pub cards: u32,
    /// The trump suit turned up, when it was given (kept for the record).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trump: Option<Suit>,
    /// Each seat's bid, in seating order.
    pub bids: Vec<u32>,
}

/// A played round: each seat's tricks, in seating order.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub tricks: Vec<u32>,
}

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

/// House ruling: 3 to 7 players.
pub fn check_table_size(players: usize) -> Result<(), RuleViolation> {
    super::check_player_count(GameId::Updown, &PLAYERS, players)
}

/// The bid the last bidder may not say under the hook, if any bid would make the bids add up.
fn hook_bid(cards: u32, others: u32) -> Option<u32> {
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

/// A list of numbers in words: "0, 2 or 3".
pub fn or_list(values: &[u32]) -> String {
    match values {
        [] => "nothing".to_string(),
        [one] => one.to_string(),
        [init @ .., last] => format!(
            "{} or {last}",
            init.iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// A count with its noun: "1 card", "3 cards".
pub fn plural(n: u32, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

const BIDS: Counted = Counted {
    noun: "bid",
    one: "a bid",
};
const TRICKS: Counted = Counted {
    noun: "tricks",
    one: "a number of tricks",
};

impl Updown {
    fn round_ahead(options: &Options, standing: &Standing) -> Result<(u32, u32), RuleViolation> {
        let seq = standing.rounds_played + 1;
        let last = rounds_in_match(options.peak);
        if seq > last {
            return Err(RuleViolation::rule(
                format!("all {last} rounds of the match are played"),
                "start a new match with `tenscore new updown`",
            ));
        }
        Ok((seq, cards_in_round(options.peak, seq)))
    }
}

impl Rules for Updown {
    type Options = Options;
    type Opening = Opening;
    type Entry = Entry;

    fn id(&self) -> GameId {
        GameId::Updown
    }

    fn players(&self) -> RangeInclusive<usize> {
        PLAYERS
    }

    fn options(&self, chosen: &NewOptions, players: usize) -> Result<Options, RuleViolation> {
        chosen.refuse_options_of_other_games(GameId::Updown, &["--peak", "--hook"])?;
        check_table_size(players)?;
        let deepest = deepest_peak(players);
        let peak = chosen.peak.unwrap_or_else(|| default_peak(players));
        if peak == 0 {
            return Err(RuleViolation::rule(
                "a peak of 0 deals no cards",
                format!("choose --peak 1 to {deepest}"),
            ));
        }
        // House ruling: the deck must deal the peak to everyone and keep one card for trump.
        if peak > deepest {
            return Err(RuleViolation::rule(
                format!(
                    "a peak of {peak} cannot be dealt to {players} players: the 52 cards deal at most \
                     {deepest} each, keeping one to turn for trump"
                ),
                format!("choose --peak 1 to {deepest}"),
            ));
        }
        Ok(Options {
            peak,
            hook: chosen.hook,
        })
    }

    fn needs_opening(&self) -> bool {
        true
    }

    fn open(
        &self,
        options: &Options,
        standing: &Standing,
        input: &RoundInput,
    ) -> Result<Opening, RuleViolation> {
        if input.call.is_some() || input.luck.is_some() {
            return Err(RuleViolation::malformed(
                "--call and --luck are for Under the 10",
                "give each player's bid as NAME=N",
            ));
        }
        let (seq, cards) = Self::round_ahead(options, standing)?;
        let trump = input
            .trump
            .as_deref()
            .map(parse_suit)
            .transpose()
            .map_err(RuleViolation::from)?;
        let bids = per_seat_numbers(standing, &input.entries, BIDS)?;
        // A bid is 0 up to the cards of the round.
        for (seat, &bid) in standing.seats.iter().zip(&bids) {
            if bid > cards {
                return Err(bid_above_cards(
                    &format!("{}'s bid of {bid}", seat.name),
                    cards,
                ));
            }
        }
        // House ruling (--hook): the last bidder may not make the bids add up to the cards.
        if options.hook {
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
        }
        Ok(Opening { cards, trump, bids })
    }

    fn parse(
        &self,
        options: &Options,
        standing: &Standing,
        opening: Option<&Opening>,
        input: &RoundInput,
    ) -> Result<Entry, RuleViolation> {
        let (seq, _) = Self::round_ahead(options, standing)?;
        // Bids come first: a round is opened with the bids before its tricks are recorded.
        let Some(opening) = opening else {
            return Err(RuleViolation::rule(
                format!("round {seq} has no bids yet (bids come before the tricks)"),
                "open the round with `tenscore bid NAME=N ...`, then record the tricks",
            ));
        };
        if input.call.is_some() || input.luck.is_some() || input.trump.is_some() {
            return Err(RuleViolation::malformed(
                "a 10 op en neer round takes only NAME=TRICKS (the trump goes with the bids)",
                "give each player's tricks as NAME=N",
            ));
        }
        let tricks = per_seat_numbers(standing, &input.entries, TRICKS)?;
        let cards = opening.cards;
        for (seat, &taken) in standing.seats.iter().zip(&tricks) {
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
        let sum: u32 = tricks.iter().sum();
        // Every card is played, so the tricks add up to exactly the cards of the round.
        if sum != cards {
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
        Ok(Entry { tricks })
    }

    fn score(
        &self,
        options: &Options,
        standing: &Standing,
        opening: Option<&Opening>,
        entry: &Entry,
    ) -> Result<Outcome, RuleViolation> {
        let (seq, _) = Self::round_ahead(options, standing)?;
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
        let mut hits = Vec::new();
        let mut misses = Vec::new();
        let results = standing
            .seats
            .iter()
            .zip(opening.bids.iter().zip(&entry.tricks))
            .map(|(seat, (&bid, &tricks))| {
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
                    (i64::from(tricks) + EXACT_BID_BONUS, Note::HitBid { bid })
                } else {
                    counters.entry(BIDS_HIT.to_string()).or_insert(0);
                    let by = if tricks > bid {
                        format!("{} over", tricks - bid)
                    } else {
                        format!("{} under", bid - tricks)
                    };
                    misses.push(format!("{} bid {bid}, took {tricks} ({by})", seat.name));
                    (0, Note::MissedBid { bid, tricks })
                };
                SeatResult {
                    points,
                    total: seat.total + points,
                    out: false,
                    notes: vec![note],
                    counters,
                }
            })
            .collect();
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
        Ok(Outcome {
            seats: results,
            explanation,
        })
    }

    fn progress(&self, options: &Options, standing: &Standing) -> Progress {
        // The match ends after the last round of the schedule.
        if standing.rounds_played >= rounds_in_match(options.peak) {
            Progress::Ended
        } else {
            Progress::InProgress
        }
    }

    fn rank_key(&self, _options: &Options, seat: &SeatState) -> Vec<i64> {
        // The highest total wins; equal totals share the rank.
        vec![-seat.total]
    }

    fn next_round(
        &self,
        options: &Options,
        standing: &Standing,
        opening: Option<&Opening>,
    ) -> String {
        let Ok((seq, cards)) = Self::round_ahead(options, standing) else {
            return "The match is over: no further rounds.".to_string();
        };
        let seats = standing.seats.len();
        if seats == 0 {
            return format!("Round {seq}: nobody is seated.");
        }
        let order = bidding_order(seats, seq);
        let name = |seat: usize| standing.seats[seat].name.as_str();
        let first = name(order[0]);
        let last = name(order[seats - 1]);
        let of = rounds_in_match(options.peak);
        let dealt = plural(cards, "card", "cards");
        let Some(opening) = opening.filter(|o| o.bids.len() == seats) else {
            let hook = if options.hook {
                format!(
                    " With the hook, {last} bids last and may not make the bids add up to {cards}."
                )
            } else {
                String::new()
            };
            return format!(
                "Round {seq} of {of}: {dealt} each. {first} bids first and leads.{hook}"
            );
        };
        let trump = opening
            .trump
            .map(|t| format!(", {} trump", t.name()))
            .unwrap_or_default();
        let bids = order
            .iter()
            .map(|&s| format!("{} {}", name(s), opening.bids[s]))
            .collect::<Vec<_>>()
            .join(", ");
        let sum: u32 = opening.bids.iter().sum();
        let balance = match sum.cmp(&cards) {
            std::cmp::Ordering::Less => format!("{} under", cards - sum),
            std::cmp::Ordering::Equal => "even".to_string(),
            std::cmp::Ordering::Greater => format!("{} over", sum - cards),
        };
        let hook = if options.hook {
            let others: u32 = order[..seats - 1].iter().map(|&s| opening.bids[s]).sum();
            match hook_bid(cards, others) {
                Some(barred) => format!(" With the hook, {last} could not bid {barred}."),
                None => format!(" With the hook, {last} could bid anything."),
            }
        } else {
            String::new()
        };
        format!(
            "Round {seq} of {of}: {dealt} each{trump}.\nBids: {bids} ({sum} in all for {}: \
             {balance}).{hook}\n{first} leads; record the tricks next.",
            plural(cards, "trick", "tricks")
        )
    }

    fn figures(&self, _options: &Options, seat: &SeatState, rounds: u32) -> Vec<Figure> {
        let hit = seat.counters.get(BIDS_HIT).copied().unwrap_or(0);
        vec![Figure {
            key: BIDS_HIT,
            title: "Bids hit",
            value: hit,
            text: format!("{hit}/{rounds}"),
        }]
    }

    fn round_detail(
        &self,
        _options: &Options,
        _seq: u32,
        opening: Option<&Opening>,
        entry: Option<&Entry>,
    ) -> RoundDetail {
        let Some(opening) = opening else {
            return RoundDetail::default();
        };
        let trump = opening
            .trump
            .map(|t| format!(" {}", t.symbol()))
            .unwrap_or_default();
        let seats = match entry {
            Some(entry) => opening
                .bids
                .iter()
                .zip(&entry.tricks)
                .map(|(bid, tricks)| format!("{bid}/{tricks}"))
                .collect(),
            None => opening
                .bids
                .iter()
                .map(|bid| format!("bid {bid}"))
                .collect(),
        };
        RoundDetail {
            about: Some(format!("{}{trump}", plural(opening.cards, "card", "cards"))),
            seats,
        }
    }

    fn detail_legend(&self) -> Option<&'static str> {
        Some("Each player: bid/tricks, then the round's points → running total.")
    }

    fn describe_options(&self, options: &Options) -> String {
        let hook = if options.hook {
            "with the hook"
        } else {
            "no hook"
        };
        let rounds = rounds_in_match(options.peak);
        if options.peak == 1 {
            return format!("1 card each, 1 round, {hook}");
        }
        format!(
            "1 to {} cards and back, {rounds} rounds, {hook}",
            options.peak
        )
    }

    fn rules_text(&self) -> &'static str {
        include_str!("../rules/updown.txt")
    }
}

#[cfg(test)]
mod tests;
