//! 10 op en neer (an Oh Hell variant): rounds of 1, 2, ..., peak, ..., 2, 1 cards; everyone bids the
//! tricks they will take, and an exact bid scores the tricks + 10. The rule document is
//! rules/10-op-en-neer.txt; where it leaves room, the house rulings of DESIGN section 5 decide, and
//! comments beside the code name the rule or ruling they implement.
//!
//! A round has two steps: [`Updown`] opens it with the bids ([`Opening`], `tenscore bid`), then
//! records the tricks ([`Entry`], `tenscore round`). The trick referee lives in [`tricks`]; the
//! bidding helpers [`allowed_bids`] and [`bidding_order`] serve `tenscore check updown bids` and
//! the prompts of `play`.
//!
//! The engine is split along the rules: `schedule` (the cards of each round, who bids first),
//! `bidding` (the bids and the hook) and `scoring` (the tricks and what they score); this module
//! holds the options, the opening and entry types, and the match itself.

pub mod tricks;

mod bidding;
mod schedule;
mod scoring;

pub use bidding::allowed_bids;
pub use schedule::{
    bidding_order, cards_in_round, deepest_peak, default_peak, first_bidder, rounds_in_match,
};

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use super::cards::Suit;
use super::{
    About, Figure, Flag, GameId, Note, Outcome, Progress, RoundDetail, RoundInput, RuleViolation,
    Rules, SeasonColumn, SeasonValue, SeatSeason, SeatState, Standing, grouped_key,
};
use bidding::{hook_bid, read_bids};
use scoring::{read_tricks, score_round};

/// House ruling: 3 to 7 players (4 is the classic table).
const PLAYERS: RangeInclusive<usize> = 3..=7;
/// The counter of rounds in which the seat took exactly its bid.
pub const BIDS_HIT: &str = "bids_hit";

/// The 10 op en neer rules engine.
pub struct Updown;

/// The game, as stored with its matches.
pub const ID: GameId = GameId::of(&ABOUT);

/// Its ids and words.
pub const ABOUT: About = About {
    id: "updown",
    aliases: &["10-op-en-neer", "oh-hell"],
    title: "10 op en neer",
    round_word: "round",
    round_title: "Round",
    opening_word: "bids",
    entry_word: "tricks",
    players: PLAYERS,
};

/// The trump turned up, given with the bids.
const OPENING_FLAGS: &[Flag] = &[Flag {
    name: "trump",
    value_name: "SUIT",
    help: "The trump suit turned up (C, D, H, S, or clubs, harten, ...), kept for the record",
}];

/// The options of `new updown`, as typed.
#[derive(clap::Args, Debug, Default)]
pub struct Choices {
    /// The most cards dealt in a round: 1 to 51 / players, rounded down (12 for four players)
    /// [default: 10, or 51 / players when fewer]
    #[arg(long, value_name = "N", value_parser = crate::games::numbers::count)]
    pub peak: Option<u32>,

    /// The last bidder may not make the bids add up to the cards
    #[arg(long)]
    pub hook: bool,

    /// `play` does not ask for the trump suit with the bids (`bid --trump` still keeps one)
    #[arg(long)]
    pub no_trump: bool,
}

/// The options of a match, chosen with `new`.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// The most cards dealt in a round: the schedule is 1, 2, ..., peak, ..., 2, 1.
    pub peak: u32,
    /// The last bidder may not make the bids add up to the cards of the round.
    pub hook: bool,
    /// `play` does not ask for the trump: a table that does not keep it is not asked every round.
    #[serde(default, skip_serializing_if = "is_false")]
    pub no_trump: bool,
}

fn is_false(value: &bool) -> bool {
    !value
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

/// House ruling: 3 to 7 players.
pub fn check_table_size(players: usize) -> Result<(), RuleViolation> {
    super::check_player_count(&ABOUT, players)
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
    type Choices = Choices;

    fn about(&self) -> &'static About {
        &ABOUT
    }

    fn opening_flags(&self) -> &'static [Flag] {
        OPENING_FLAGS
    }

    fn note_text(&self, note: &Note) -> String {
        scoring::note_text(note)
    }

    /// Hit and missed bids are what the seat's part (bid/tricks) already shows.
    fn note_in_detail(&self, note: &Note) -> bool {
        note.is(scoring::HIT_BID) || note.is(scoring::MISSED_BID)
    }

    fn options(&self, chosen: Choices, seated: &[String]) -> Result<Options, RuleViolation> {
        let players = seated.len();
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
            no_trump: chosen.no_trump,
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
        read_bids(options, standing, input)
    }

    fn parse(
        &self,
        options: &Options,
        standing: &Standing,
        opening: Option<&Opening>,
        input: &RoundInput,
    ) -> Result<Entry, RuleViolation> {
        read_tricks(options, standing, opening, input)
    }

    fn score(
        &self,
        options: &Options,
        standing: &Standing,
        opening: Option<&Opening>,
        entry: &Entry,
    ) -> Result<Outcome, RuleViolation> {
        score_round(options, standing, opening, entry)
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
        let name = |seat: usize| &standing.seats[seat].name;
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
        format!(
            "Round {seq} of {of}: {dealt} each{trump}.\n{}\n{first} leads; record the tricks next.",
            bids_in_words(options, standing, &order, cards, opening)
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
            about_short: Some(format!("{}{}", opening.cards, trump.trim_start())),
            seats,
        }
    }

    fn detail_legend(&self, points: bool) -> Option<&'static str> {
        Some(match points {
            true => "Each player: bid/tricks, then the round's points → running total.",
            // Bid and tricks say the points: tricks + 10 on an exact bid, else 0.
            false => "Each player: bid/tricks, then the running total.",
        })
    }

    fn describe_options(&self, options: &Options) -> String {
        let hook = if options.hook {
            "with the hook"
        } else {
            "no hook"
        };
        let rounds = rounds_in_match(options.peak);
        let trump = if options.no_trump {
            ", trump not asked"
        } else {
            ""
        };
        if options.peak == 1 {
            return format!("1 card each, 1 round, {hook}{trump}");
        }
        format!(
            "1 to {} cards and back, {rounds} rounds, {hook}{trump}",
            options.peak
        )
    }

    fn rules_text(&self) -> String {
        include_str!("../rules/updown.txt").to_string()
    }

    fn season_sums(&self, options: &Options, seat: &SeatSeason<'_>) -> Vec<(String, i64)> {
        let exact = seat.notes_of(scoring::HIT_BID);
        let mut sums = vec![
            ("bids".into(), exact + seat.notes_of(scoring::MISSED_BID)),
            ("exact".into(), exact),
        ];
        // The same, by the cards dealt in the round.
        let mut by_cards: BTreeMap<u32, (i64, i64)> = BTreeMap::new();
        for (seq, kind) in seat.round_notes {
            let hit = kind == scoring::HIT_BID;
            if hit || kind == scoring::MISSED_BID {
                let cards = by_cards
                    .entry(cards_in_round(options.peak, *seq))
                    .or_default();
                cards.0 += 1;
                cards.1 += i64::from(hit);
            }
        }
        for (cards, (bids, exact)) in by_cards {
            sums.push((grouped_key("bids", cards), bids));
            sums.push((grouped_key("exact", cards), exact));
        }
        sums
    }

    fn season_columns(&self) -> &'static [SeasonColumn] {
        &[
            SeasonColumn {
                key: "bids",
                title: "Bids",
                value: SeasonValue::Count("bids"),
            },
            SeasonColumn {
                key: "exact",
                title: "Exact",
                value: SeasonValue::Count("exact"),
            },
            SeasonColumn {
                key: "exact_rate",
                title: "Exact %",
                value: SeasonValue::Rate {
                    part: "exact",
                    of: "bids",
                },
            },
            SeasonColumn {
                key: "exact_rate_by_cards",
                title: "Exact % by cards",
                value: SeasonValue::RateByGroup {
                    part: "exact",
                    of: "bids",
                },
            },
        ]
    }
}

/// The bids of an opened round in bidding order, how they add up against the cards, and what the
/// hook barred: "Bids: Ann 1, Bob 0, Cy 1 (2 in all for 3 tricks: 1 under). With the hook, Cy
/// could not bid 2."
fn bids_in_words(
    options: &Options,
    standing: &Standing,
    order: &[usize],
    cards: u32,
    opening: &Opening,
) -> String {
    let seats = order.len();
    let name = |seat: usize| &standing.seats[seat].name;
    let last = name(order[seats - 1]);
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
        "Bids: {bids} ({sum} in all for {}: {balance}).{hook}",
        plural(cards, "trick", "tricks")
    )
}

#[cfg(test)]
mod tests;
