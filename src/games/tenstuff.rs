//! Tenstuff: a shedding game played with a standard deck and two jokers; the first player out of
//! cards wins the deal. The rule document is rules/tenstuff.txt; where it leaves room, the house
//! rulings of DESIGN section 5 decide, and comments beside the code name the rule or ruling they
//! implement.
//!
//! The referee: the set rules ([`sets`]), which say whether a set may go on another, what kind of
//! play it is, what a slam may hand over and who starts; skipping a player with a 10 ([`skip`]);
//! slamming a player who went out back into the deal ([`unwin`]); the official rules, off with
//! `--casual` ([`official`]: three sixes and the restart, the Round of Shame, excommunication);
//! and who plays next around the table ([`seating`]). Then the match engine [`Tenstuff`], which
//! scores each deal's finishing order (place k of n scores n − k); the most points win, ties
//! broken by deals won.
//!
//! Around them: the card notation ([`cards`]), the forms of `tenscore check tenstuff` ([`check`])
//! and the questions of `tenscore play` ([`play`]).

pub mod cards;
pub mod check;
pub mod official;
pub mod play;
pub mod seating;
pub mod sets;
pub mod skip;
pub mod unwin;

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use super::{
    About, Figure, Flag, GameId, Outcome, Progress, RoundDetail, RoundInput, RuleViolation, Rules,
    SeasonColumn, SeasonValue, SeatResult, SeatSeason, SeatState, Standing, ordinal,
};

/// 2 to 8 players: the rule document deals fewer cards to bigger tables, up to 8.
pub const PLAYERS: RangeInclusive<usize> = 2..=8;
/// The counter of deals a seat finished first.
pub const DEALS_WON: &str = "deals_won";

/// The Tenstuff match engine.
pub struct Tenstuff;

/// The game, as stored with its matches.
pub const ID: GameId = GameId::of(&ABOUT);

/// Its ids and words.
pub const ABOUT: About = About {
    id: "tenstuff",
    number: 5,
    aliases: &["ten-stuff"],
    title: "Tenstuff",
    round_word: "deal",
    round_title: "Deal",
    opening_word: "",
    entry_word: "places",
    players: PLAYERS,
    starts: "whoever holds the lowest card starts each deal",
};

/// `tenscore rules tenstuff`: its sections in order, each a message of `rules-tenstuff.ftl`.
pub const RULES: [&str; 13] = [
    "rules-tenstuff-title",
    "rules-tenstuff-marks",
    "rules-tenstuff-aim",
    "rules-tenstuff-deal",
    "rules-tenstuff-turn",
    "rules-tenstuff-same-value",
    "rules-tenstuff-skip",
    "rules-tenstuff-going-out",
    "rules-tenstuff-official",
    "rules-tenstuff-sixes",
    "rules-tenstuff-excommunication",
    "rules-tenstuff-shame",
    "rules-tenstuff-match",
];

/// A place in a deal, "1st", as the language says it ("1e", "1.").
pub fn place_word(place: usize) -> String {
    crate::t!("tenstuff-place", number = place, ordinal = ordinal(place))
}

/// A place in a deal as a word in a sentence: "first", "eerste", "Erster" (digits past tenth).
pub fn place_in_words(place: usize) -> String {
    crate::t!(
        "tenstuff-place-words",
        number = place,
        ordinal = ordinal(place)
    )
}

/// The finishing order, given with a deal.
const ROUND_FLAGS: &[Flag] = &[Flag {
    name: "order",
    value_name: "A,B,...",
    help: "Tenstuff: the finishing order, first out first (the last player may be left out)",
}];

/// The options of `new tenstuff`, as typed.
#[derive(clap::Args, Debug, Default)]
pub struct Choices {
    /// Without the official rules (excommunication, three sixes, cheating)
    #[arg(long)]
    pub casual: bool,
}

/// The options of a match, chosen with `new`.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// Without the official rules (excommunication, three sixes, cheating).
    pub casual: bool,
}

/// A deal: the seats in finishing order, first out first (every seat, the last one included).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub order: Vec<usize>,
}

/// The cards dealt to each player: 10 for 2 to 4 players, then 8, 7, 6 and 5 for 5 to 8.
pub fn cards_dealt(players: usize) -> u32 {
    match players {
        0..=4 => 10,
        5 => 8,
        6 => 7,
        7 => 6,
        _ => 5,
    }
}

/// A table of 2 to 8 players; any other count is refused (exit 3).
pub fn check_player_count(players: usize) -> Result<(), RuleViolation> {
    super::check_player_count(&ABOUT, players)
}

/// Reads a finishing order: every player once, first out first; the last one may be left out.
pub fn finishing_order(standing: &Standing, typed: &[String]) -> Result<Vec<usize>, RuleViolation> {
    let names = || standing.names_list();
    let seats = standing.name_index();
    let mut placed = vec![false; standing.seats.len()];
    let mut order: Vec<usize> = Vec::with_capacity(standing.seats.len());
    for name in typed.iter().map(|n| n.trim()).filter(|n| !n.is_empty()) {
        let seat = seats.seat(name).ok_or_else(|| {
            RuleViolation::malformed(
                crate::t!("tenstuff-no-player", name = name),
                crate::games::names::similar::seat_guess_or(name, standing, || {
                    crate::t!("tenstuff-players-are", names = names())
                }),
            )
        })?;
        if std::mem::replace(&mut placed[seat], true) {
            return Err(RuleViolation::malformed(
                crate::t!(
                    "tenstuff-order-twice",
                    name = standing.seats[seat].name.to_string()
                ),
                crate::t!("tenstuff-order-twice-hint"),
            ));
        }
        order.push(seat);
    }
    let missing: Vec<usize> = (0..standing.seats.len())
        .filter(|&seat| !placed[seat])
        .collect();
    match missing.as_slice() {
        [] => Ok(order),
        // House ruling: the last player may be left out; they finished last.
        [last] if !order.is_empty() => {
            order.push(*last);
            Ok(order)
        }
        _ => Err(RuleViolation::malformed(
            crate::t!(
                "tenstuff-order-leaves-out",
                count = missing.len(),
                names = crate::games::and_list(
                    &(missing.iter())
                        .map(|&s| standing.seats[s].name.to_string())
                        .collect::<Vec<_>>()
                )
            ),
            crate::t!("tenstuff-order-leaves-out-hint", names = names()),
        )),
    }
}

impl Rules for Tenstuff {
    type Options = Options;
    type Opening = ();
    type Entry = Entry;
    type Choices = Choices;

    fn about(&self) -> &'static About {
        &ABOUT
    }

    fn round_flags(&self) -> &'static [Flag] {
        ROUND_FLAGS
    }

    fn options(&self, chosen: Choices, seated: &[String]) -> Result<Options, RuleViolation> {
        let players = seated.len();
        check_player_count(players)?;
        Ok(Options {
            casual: chosen.casual,
        })
    }

    fn parse(
        &self,
        _options: &Options,
        standing: &Standing,
        _opening: Option<&()>,
        input: &RoundInput,
    ) -> Result<Entry, RuleViolation> {
        if !input.entries.is_empty() {
            return Err(RuleViolation::malformed(
                crate::t!("tenstuff-order-not-entries"),
                crate::t!("tenstuff-order-hint"),
            ));
        }
        let Some(typed) = input.flag("order") else {
            return Err(RuleViolation::malformed(
                crate::t!("tenstuff-order-missing"),
                crate::t!("tenstuff-order-hint"),
            ));
        };
        let typed: Vec<String> = typed.split(',').map(str::to_string).collect();
        Ok(Entry {
            order: finishing_order(standing, &typed)?,
        })
    }

    fn score(
        &self,
        _options: &Options,
        standing: &Standing,
        _opening: Option<&()>,
        entry: &Entry,
    ) -> Result<Outcome, RuleViolation> {
        let players = standing.seats.len();
        let mut place_of = vec![None; players];
        for (place, &seat) in entry.order.iter().enumerate() {
            if let Some(slot) = place_of.get_mut(seat) {
                *slot = Some(place);
            }
        }
        let Some(place_of) = place_of.into_iter().collect::<Option<Vec<usize>>>() else {
            return Err(RuleViolation::rule(
                crate::t!("tenstuff-unplaced"),
                crate::t!("tenstuff-unplaced-hint"),
            ));
        };
        let seats = standing
            .seats
            .iter()
            .zip(&place_of)
            .map(|(seat, &place)| {
                // Place k of n (k from 1) scores n − k.
                let points = (players - 1 - place) as i64;
                let mut counters = seat.counters.clone();
                let won = counters.entry(DEALS_WON.to_string()).or_insert(0);
                if place == 0 {
                    *won += 1;
                }
                SeatResult {
                    points,
                    total: seat.total + points,
                    out: false,
                    notes: Vec::new(),
                    counters,
                }
            })
            .collect();
        let order = entry
            .order
            .iter()
            .enumerate()
            .map(|(place, &seat)| {
                crate::t!(
                    "tenstuff-placed",
                    place = place_word(place + 1),
                    name = standing.seats[seat].name.to_string(),
                    points = players - 1 - place
                )
            })
            .collect::<Vec<_>>()
            .join(", ");
        Ok(Outcome {
            seats,
            explanation: vec![crate::t!(
                "tenstuff-finishing-order",
                order = order,
                players = players
            )],
        })
    }

    fn progress(&self, _options: &Options, _standing: &Standing) -> Progress {
        // A match is as many deals as the table wants: `finish` ends it.
        Progress::InProgress
    }

    fn rank_key(&self, _options: &Options, seat: &SeatState) -> Vec<i64> {
        // The most points win; equal points are split by deals won, then shared.
        let won = seat.counters.get(DEALS_WON).copied().unwrap_or(0);
        vec![-seat.total, -won]
    }

    fn figures(&self, _options: &Options, seat: &SeatState, _rounds: u32) -> Vec<Figure> {
        let won = seat.counters.get(DEALS_WON).copied().unwrap_or(0);
        vec![Figure {
            key: DEALS_WON,
            title_id: "tenstuff-figure-deals-won",
            value: won,
            text: won.to_string(),
        }]
    }

    fn round_detail(
        &self,
        _options: &Options,
        _seq: u32,
        _opening: Option<&()>,
        entry: Option<&Entry>,
    ) -> RoundDetail {
        let Some(entry) = entry else {
            return RoundDetail::default();
        };
        let mut seats = vec![String::new(); entry.order.len()];
        for (place, &seat) in entry.order.iter().enumerate() {
            if let Some(cell) = seats.get_mut(seat) {
                *cell = place_word(place + 1);
            }
        }
        RoundDetail {
            seats,
            ..RoundDetail::default()
        }
    }

    fn detail_legend(&self, points: bool) -> Option<String> {
        Some(match points {
            true => crate::t!("tenstuff-legend-points"),
            // The place says the points: n − k for place k of n.
            false => crate::t!("tenstuff-legend"),
        })
    }

    fn next_round(&self, _options: &Options, standing: &Standing, _opening: Option<&()>) -> String {
        crate::t!(
            "tenstuff-next-deal",
            deal = standing.rounds_played + 1,
            cards = cards_dealt(standing.seats.len())
        )
    }

    fn describe_options(&self, options: &Options) -> String {
        if options.casual {
            crate::t!("tenstuff-options-casual")
        } else {
            crate::t!("tenstuff-options-official")
        }
    }

    fn rules_text(&self) -> String {
        let sections: Vec<String> = RULES.iter().map(|id| crate::t!(id)).collect();
        format!("{}\n", sections.join("\n\n"))
    }

    fn season_sums(&self, _options: &Options, seat: &SeatSeason<'_>) -> Vec<(String, i64)> {
        // Place k of n scores n − k: the places of a match add up to n × deals − its points.
        let deals = i64::from(seat.rounds);
        vec![
            ("deals".into(), deals),
            ("places".into(), seat.seats as i64 * deals - seat.score),
        ]
    }

    fn play(&self) -> &'static dyn super::ui::Flows {
        &play::TenstuffFlows
    }
    fn check_forms(&self) -> &'static dyn super::CheckForms {
        &check::TenstuffForms
    }
    fn season_columns(&self) -> &'static [SeasonColumn] {
        &[
            SeasonColumn {
                key: "deals",
                title_id: "tenstuff-column-deals",
                value: SeasonValue::Count("deals"),
            },
            SeasonColumn {
                key: "average_place",
                title_id: "tenstuff-column-average-place",
                value: SeasonValue::Average {
                    total: "places",
                    per: "deals",
                },
            },
        ]
    }
}

#[cfg(test)]
mod tests;
