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
//! holds the options, the opening and entry types, and the match itself. Beside the engine,
//! `check` reads and settles the forms of `tenscore check updown`, and `play` asks the questions of
//! `tenscore play` through the `Ui` trait.

pub mod tricks;

mod bidding;
pub mod check;
pub mod hand;
mod opening;
pub mod play;
mod rules_text;
mod schedule;
mod scoring;

pub use bidding::{allowed_bids, check_hand_bids};
pub use opening::{Entry, Opening};
pub use schedule::{
    bidding_order, cards_in_round, deepest_peak, default_peak, first_bidder, rounds_in_match,
};

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use super::cards::{Card, Suit};
use super::{
    About, Figure, Flag, GameId, Note, Outcome, Progress, RoundDetail, RoundInput, RuleViolation,
    Rules, SeasonColumn, SeasonValue, SeatSeason, SeatState, Standing, grouped_key,
};
use crate::t;
use bidding::{hook_bid, read_bids};
use rules_text::rules_text;
use scoring::{read_tricks, score_round};
use tricks::Trump;

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
    number: 2,
    aliases: &["10-op-en-neer", "oh-hell"],
    title: "10 op en neer",
    round_word: "round",
    round_title: "Round",
    opening_word: "bids",
    entry_word: "tricks",
    players: PLAYERS,
    starts: "the first one bids first and leads round 1",
};

/// The trump turned up, given with the bids.
const OPENING_FLAGS: &[Flag] = &[Flag {
    name: "trump",
    value_name: "SUIT",
    help: "The trump suit turned up (C, D, H, S, or clubs, harten, ...), or none for a round \
           without trumps (geen, kein, ...), kept for the record",
}];

/// The options of `new updown`, as typed.
#[derive(clap::Args, Debug, Default)]
pub struct Choices {
    /// The most cards dealt in a round: 1 to 51 / players, rounded down (12 for four players)
    /// [default: 10, or 51 / players when fewer]
    #[arg(long, value_name = "N", value_parser = schedule::peak_value)]
    pub peak: Option<u32>,

    /// The last bidder may not make the bids add up to the cards
    #[arg(long)]
    pub hook: bool,

    /// `play` does not ask for the trump suit with the bids (`bid --trump` still keeps one)
    #[arg(long)]
    pub no_trump: bool,

    /// `play` offers to referee each hand card by card before it asks the tricks
    #[arg(long)]
    pub referee: bool,
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
    /// `play` offers "Referee the hand?" before the tricks: the cards of every trick typed, the
    /// tricks derived from them (`check updown hand`).
    #[serde(default, skip_serializing_if = "is_false")]
    pub referee: bool,
}

pub(crate) fn is_false(value: &bool) -> bool {
    !value
}

/// House ruling: 3 to 7 players.
pub fn check_table_size(players: usize) -> Result<(), RuleViolation> {
    super::check_player_count(&ABOUT, players)
}

/// A list of numbers in words: "0, 2 or 3".
pub fn or_list(values: &[u32]) -> String {
    match values {
        [] => t!("updown-or-none"),
        [one] => one.to_string(),
        [init @ .., last] => t!(
            "updown-or",
            init = init
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(", "),
            last = *last
        ),
    }
}

/// Cards in words: "K♣", "K♣ and 5♣", "A♠, K♣ and 5♣".
pub fn and_list(cards: &[Card]) -> String {
    let shown: Vec<String> = cards.iter().map(Card::to_string).collect();
    match shown.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => t!("updown-and", init = rest.join(", "), last = last.as_str()),
    }
}

/// A suit's name in the reader's language, as in "no hearts in hand" (its stored form,
/// [`Suit::name`], stays English).
pub fn suit_name(suit: Suit) -> String {
    t!("updown-suit", suit = suit.name())
}

/// One card of a suit in the reader's language, as in "the highest heart".
pub fn suit_card(suit: Suit) -> String {
    t!("updown-suit-card", suit = suit.name())
}

/// A place in an order: "4th" (a trick holds at most 7 cards, a table 7 bidders).
pub fn ordinal(place: usize) -> String {
    t!("updown-ordinal", place = place)
}

impl Updown {
    fn round_ahead(options: &Options, standing: &Standing) -> Result<(u32, u32), RuleViolation> {
        let seq = standing.rounds_played + 1;
        let last = rounds_in_match(options.peak);
        if seq > last {
            return Err(RuleViolation::rule(
                t!("updown-all-played", last = last),
                t!("updown-all-played-legal"),
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
                t!("updown-peak-zero"),
                t!("updown-peak-legal", deepest = deepest),
            ));
        }
        // House ruling: the deck must deal the peak to everyone and keep one card for trump.
        if peak > deepest {
            return Err(RuleViolation::rule(
                t!(
                    "updown-peak-too-high",
                    peak = peak,
                    players = players,
                    deepest = deepest
                ),
                t!("updown-peak-legal", deepest = deepest),
            ));
        }
        Ok(Options {
            peak,
            hook: chosen.hook,
            no_trump: chosen.no_trump,
            referee: chosen.referee,
        })
    }

    /// House ruling: the deck must deal the peak to everyone at the table.
    fn fits(&self, options: &Options, seats: usize) -> bool {
        options.peak <= deepest_peak(seats)
    }

    fn needs_opening(&self) -> bool {
        true
    }

    fn opening_entries(&self, opening: &Opening) -> Vec<String> {
        opening.bids.iter().map(u32::to_string).collect()
    }

    fn opening_flag_values(&self, opening: &Opening) -> Vec<(&'static str, String)> {
        let told = match opening.trump {
            Trump::Of(suit) => suit.letter().to_string(),
            Trump::NoTrumps => t!("updown-no-trumps-typed"),
            Trump::NotGiven => return Vec::new(),
        };
        vec![("trump", told)]
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
            return t!("updown-next-over");
        };
        let seats = standing.seats.len();
        if seats == 0 {
            return t!("updown-next-empty", seq = seq);
        }
        let order = bidding_order(seats, seq);
        let name = |seat: usize| standing.seats[seat].name.to_string();
        let first = name(order[0]);
        let last = name(order[seats - 1]);
        let of = rounds_in_match(options.peak);
        let Some(opening) = opening.filter(|o| o.bids.len() == seats) else {
            let open = t!(
                "updown-next-open",
                seq = seq,
                of = of,
                cards = cards,
                first = first
            );
            if !options.hook {
                return open;
            }
            let hook = t!("updown-next-hook", last = last, cards = cards);
            return format!("{open} {hook}");
        };
        let dealt = match opening.trump {
            Trump::Of(trump) => t!(
                "updown-next-bid-trump",
                seq = seq,
                of = of,
                cards = cards,
                trump = suit_name(trump)
            ),
            Trump::NoTrumps => t!(
                "updown-next-bid-no-trumps",
                seq = seq,
                of = of,
                cards = cards
            ),
            Trump::NotGiven => t!("updown-next-bid", seq = seq, of = of, cards = cards),
        };
        format!(
            "{dealt}\n{}\n{}",
            bids_in_words(options, standing, &order, cards, opening),
            t!("updown-next-lead", first = first)
        )
    }

    fn figures(&self, _options: &Options, seat: &SeatState, rounds: u32) -> Vec<Figure> {
        let hit = seat.counters.get(BIDS_HIT).copied().unwrap_or(0);
        vec![Figure {
            key: BIDS_HIT,
            title_id: "updown-figure-bids-hit",
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
        let cards = t!("updown-detail-cards", count = opening.cards);
        let (about, trump_short) = match opening.trump {
            Trump::Of(suit) => (
                format!("{cards} {}", suit.symbol()),
                suit.symbol().to_string(),
            ),
            Trump::NoTrumps => (
                t!("updown-detail-cards-no-trumps", count = opening.cards),
                t!("updown-detail-no-trumps-short"),
            ),
            Trump::NotGiven => (cards, String::new()),
        };
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
                .map(|&bid| t!("updown-detail-bid", bid = bid))
                .collect(),
        };
        RoundDetail {
            about: Some(about),
            about_short: Some(format!("{}{trump_short}", opening.cards)),
            seats,
        }
    }

    /// Each seat's bid and tricks in words ("bid 1, took 1"): `show`'s `1/1` is a date to a
    /// spreadsheet (1 January). A round's open bids alone are not a scored round's row.
    fn seat_entries(
        &self,
        _options: &Options,
        _seq: u32,
        opening: Option<&Opening>,
        entry: Option<&Entry>,
    ) -> Vec<String> {
        let (Some(opening), Some(entry)) = (opening, entry) else {
            return Vec::new();
        };
        (opening.bids.iter().zip(&entry.tricks))
            .map(|(&bid, &tricks)| t!("updown-entry", bid = bid, tricks = tricks))
            .collect()
    }

    fn detail_legend(&self, points: bool) -> Option<String> {
        let legend = match points {
            true => t!("updown-legend-points"),
            // Bid and tricks say the points: tricks + 10 on an exact bid, else 0.
            false => t!("updown-legend"),
        };
        Some(legend)
    }

    fn describe_options(&self, options: &Options) -> String {
        let rounds = ID.rounds(u64::from(rounds_in_match(options.peak)));
        let mut parts = vec![if options.peak == 1 {
            t!("updown-options-single", rounds = rounds)
        } else {
            t!("updown-options-range", peak = options.peak, rounds = rounds)
        }];
        parts.push(match options.hook {
            true => t!("updown-options-hook"),
            false => t!("updown-options-no-hook"),
        });
        if options.no_trump {
            parts.push(t!("updown-options-no-trump"));
        }
        if options.referee {
            parts.push(t!("updown-options-referee"));
        }
        parts.join(", ")
    }

    fn rules_text(&self) -> String {
        rules_text()
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

    fn play(&self) -> &'static dyn super::ui::Flows {
        &play::UpdownFlows
    }
    fn check_forms(&self) -> &'static dyn super::CheckForms {
        &check::UpdownForms
    }
    fn season_columns(&self) -> &'static [SeasonColumn] {
        &[
            SeasonColumn {
                key: "bids",
                title_id: "updown-column-bids",
                value: SeasonValue::Count("bids"),
            },
            SeasonColumn {
                key: "exact",
                title_id: "updown-column-exact",
                value: SeasonValue::Count("exact"),
            },
            SeasonColumn {
                key: "exact_rate",
                title_id: "updown-column-exact-rate",
                value: SeasonValue::Rate {
                    part: "exact",
                    of: "bids",
                },
            },
            SeasonColumn {
                key: "exact_rate_by_cards",
                title_id: "updown-column-exact-rate-by-cards",
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
    let name = |seat: usize| standing.seats[seat].name.to_string();
    let last = name(order[seats - 1]);
    let bids = order
        .iter()
        .map(|&s| format!("{} {}", name(s), opening.bids[s]))
        .collect::<Vec<_>>()
        .join(", ");
    let sum: u32 = opening.bids.iter().sum();
    let balance = match sum.cmp(&cards) {
        std::cmp::Ordering::Less => t!("updown-under", by = cards - sum),
        std::cmp::Ordering::Equal => t!("updown-even"),
        std::cmp::Ordering::Greater => t!("updown-over", by = sum - cards),
    };
    let said = t!(
        "updown-bids-said",
        bids = bids,
        sum = sum,
        cards = cards,
        balance = balance
    );
    if !options.hook {
        return said;
    }
    let others: u32 = order[..seats - 1].iter().map(|&s| opening.bids[s]).sum();
    let hook = match hook_bid(cards, others) {
        Some(barred) => t!("updown-bids-hook-barred", last = last, barred = barred),
        None => t!("updown-bids-hook-free", last = last),
    };
    format!("{said} {hook}")
}

#[cfg(test)]
mod tests;
