//! Pig 10: cards laid on a pile whose value must reach exactly 10. The rule document is
//! rules/pig-10.txt; where it leaves room, the house rulings of DESIGN section 5 decide, and comments
//! beside the code name the rule or ruling they implement.
//!
//! Two parts: the pile referee ([`play_options`], [`replay_pile`]), which says what a pile may become
//! after a card and who takes it, and the match engine [`Pig10`], which keeps the cards each player
//! collected per deal (`NAME=CARDS`); the most cards over all deals win.
//!
//! The pile referee lives in `pile`, the card notation in `cards`; `check` reads and answers
//! `tenscore check pig10`, `play` asks a deal's counts in `tenscore play`. This module holds the
//! match engine.

pub mod cards;
pub mod check;
mod deal;
mod pile;
pub mod play;

pub use deal::{DealOutcome, HAND, replay_deal, shares};
pub use pile::{
    FROG, Lead, PIGMAID, PileOutcome, PilePlay, PileStep, PlayOption, TARGET, Way, can_make,
    cannot_make, card_in_words, check_pile, check_previous, legal_values, pile_in_words,
    play_options, replay_lone_pile, replay_pile, values_in_words,
};

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use super::{
    About, Counted, GameId, Outcome, Progress, RoundInput, RuleViolation, Rules, SeasonColumn,
    SeasonValue, SeatResult, SeatSeason, SeatState, Standing, per_seat_numbers,
};

/// 2 to 8 players, as the box says.
const PLAYERS: RangeInclusive<usize> = 2..=8;
/// House ruling (from the publisher's list of contents): the box holds 80 cards.
pub const BOX_CARDS: u32 = 80;

const CARDS: Counted = Counted { noun: "cards" };

fn check_player_count(players: usize) -> Result<(), RuleViolation> {
    super::check_player_count(&ABOUT, players)
}

/// The Pig 10 match engine: cards collected per deal, summed.
pub struct Pig10;

/// The game, as stored with its matches.
pub const ID: GameId = GameId::of(&ABOUT);

/// Its ids and words.
pub const ABOUT: About = About {
    id: "pig10",
    number: 3,
    aliases: &["pig-10"],
    title: "Pig 10",
    round_word: "deal",
    round_title: "Deal",
    opening_word: "",
    entry_word: "cards",
    players: PLAYERS,
    starts: "the quickest to count to ten begins a deal, whatever the seating",
};

/// Pig 10 has no options to choose.
#[derive(clap::Args, Debug, Default)]
pub struct Choices {}

/// Pig 10 has no options.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {}

/// A deal: the cards each seat collected, in seating order.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub cards: Vec<u32>,
}

/// Checks a deal's counts as typed so far against the box: the cards still possible.
pub fn cards_left(counted: u32) -> u32 {
    BOX_CARDS.saturating_sub(counted)
}

/// House ruling: the box holds 80 cards, so one deal cannot hand out more.
fn check_box(cards: &[u32]) -> Result<(), RuleViolation> {
    // Summed wide, so that huge counts cannot wrap round below the limit.
    let total: u64 = cards.iter().map(|&c| u64::from(c)).sum();
    if total > u64::from(BOX_CARDS) {
        return Err(RuleViolation::rule(
            crate::t!("pig10-box-over", total = total, limit = BOX_CARDS),
            crate::t!("pig10-box-over-legal", limit = BOX_CARDS),
        ));
    }
    Ok(())
}

impl Rules for Pig10 {
    type Options = Options;
    type Opening = ();
    type Entry = Entry;
    type Choices = Choices;

    fn about(&self) -> &'static About {
        &ABOUT
    }

    /// The cards each seat collected in the deal, as `round` takes them.
    fn seat_entries(
        &self,
        _options: &Options,
        _seq: u32,
        _opening: Option<&()>,
        entry: Option<&Entry>,
    ) -> Vec<String> {
        entry.map_or_else(Vec::new, |e| {
            e.cards
                .iter()
                .map(|&n| crate::t!("pig10-cards", count = n))
                .collect()
        })
    }

    fn options(&self, _chosen: Choices, seated: &[String]) -> Result<Options, RuleViolation> {
        let players = seated.len();
        check_player_count(players)?;
        Ok(Options {})
    }

    fn parse(
        &self,
        _options: &Options,
        standing: &Standing,
        _opening: Option<&()>,
        input: &RoundInput,
    ) -> Result<Entry, RuleViolation> {
        let cards = per_seat_numbers(standing, &input.entries, CARDS)?;
        check_box(&cards)?;
        Ok(Entry { cards })
    }

    fn score(
        &self,
        _options: &Options,
        standing: &Standing,
        _opening: Option<&()>,
        entry: &Entry,
    ) -> Result<Outcome, RuleViolation> {
        if entry.cards.len() != standing.seats.len() {
            return Err(RuleViolation::rule(
                crate::t!("pig10-counts-missing"),
                crate::t!("pig10-counts-missing-legal"),
            ));
        }
        // Checked again, so that a stored deal that no longer fits is refused (`check history`).
        check_box(&entry.cards)?;
        let seats = standing
            .seats
            .iter()
            .zip(&entry.cards)
            .map(|(seat, &cards)| SeatResult {
                points: i64::from(cards),
                total: seat.total + i64::from(cards),
                out: false,
                notes: Vec::new(),
                counters: seat.counters.clone(),
            })
            .collect();
        let collected: u32 = entry.cards.iter().sum();
        let counts = standing
            .seats
            .iter()
            .zip(&entry.cards)
            .map(|(seat, cards)| format!("{} {cards}", seat.name))
            .collect::<Vec<_>>()
            .join(", ");
        let most = entry.cards.iter().copied().max().unwrap_or(0);
        let leaders: Vec<String> = standing
            .seats
            .iter()
            .zip(&entry.cards)
            .filter(|(_, cards)| **cards == most && most > 0)
            .map(|(seat, _)| seat.name.to_string())
            .collect();
        let mut explanation = vec![crate::t!(
            "pig10-collected",
            counts = counts,
            collected = collected,
            left = BOX_CARDS.saturating_sub(collected)
        )];
        if !leaders.is_empty() {
            let names = crate::games::and_list(&leaders);
            explanation.push(crate::t!("pig10-most", names = names, most = most));
        }
        Ok(Outcome { seats, explanation })
    }

    fn progress(&self, _options: &Options, _standing: &Standing) -> Progress {
        // A match is as many deals as the table wants: `finish` ends it.
        Progress::InProgress
    }

    fn rank_key(&self, _options: &Options, seat: &SeatState) -> Vec<i64> {
        // The most cards win; equal counts share the rank.
        vec![-seat.total]
    }

    fn next_round(&self, _options: &Options, standing: &Standing, _opening: Option<&()>) -> String {
        // The rule document lets the fastest to count to ten begin: the table settles that.
        crate::t!(
            "pig10-next",
            round = ID.round_title(),
            seq = standing.rounds_played + 1
        )
    }

    fn describe_options(&self, _options: &Options) -> String {
        crate::t!("pig10-options")
    }

    fn rules_text(&self) -> String {
        rules_text()
    }

    fn season_sums(&self, _options: &Options, seat: &SeatSeason<'_>) -> Vec<(String, i64)> {
        vec![
            ("deals".into(), i64::from(seat.rounds)),
            ("cards".into(), seat.score),
        ]
    }

    fn play(&self) -> &'static dyn super::ui::Flows {
        &play::Pig10Flows
    }
    fn check_forms(&self) -> &'static dyn super::CheckForms {
        &check::Pig10Forms
    }
    fn season_columns(&self) -> &'static [SeasonColumn] {
        &[
            SeasonColumn {
                key: "deals",
                title_id: "pig10-column-deals",
                value: SeasonValue::Count("deals"),
            },
            SeasonColumn {
                key: "cards_per_deal",
                title_id: "pig10-column-cards-per-deal",
                value: SeasonValue::Average {
                    total: "cards",
                    per: "deals",
                },
            },
        ]
    }
}

/// The rules, section by section; the messages of a section are lines of it, the sections are
/// paragraphs apart.
const RULES: &[&[&str]] = &[
    &["rules-pig10-title"],
    &["rules-pig10-markers"],
    &["rules-pig10-aim"],
    &["rules-pig10-deal"],
    &[
        "rules-pig10-pile-value",
        "rules-pig10-pigmaid",
        "rules-pig10-frog",
        "rules-pig10-same-number",
        "rules-pig10-calling",
    ],
    &[
        "rules-pig10-taking",
        "rules-pig10-example",
        "rules-pig10-example-more",
        "rules-pig10-check",
    ],
    &["rules-pig10-end"],
    &["rules-pig10-deal-check"],
];

/// `tenscore rules pig10` in the reader's language.
fn rules_text() -> String {
    let sections: Vec<String> = RULES
        .iter()
        .map(|section| {
            section
                .iter()
                .map(|id| crate::t!(id))
                .collect::<Vec<_>>()
                .join("\n")
        })
        .collect();
    sections.join("\n\n") + "\n"
}

#[cfg(test)]
mod tests;
