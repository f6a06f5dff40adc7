//! Under the 10 (Onder de 10): penalty points, lowest wins; halving at exactly 100 and 150, out above
//! 150. The rule document is rules/under-the-10.txt; where it leaves room, the house rulings of
//! DESIGN section 5 decide, and comments beside the code name the rule or ruling they implement.
//!
//! A round is entered as every player's hand at the end (`NAME=POINTS[+BONUS...]`) and how it ended:
//! a call of "Under the 10!" or a stroke of luck. [`Under10`] scores it from the standing alone.
//! The pure helpers [`settle_call`], [`check_call`], [`combination`] and [`stroke_of_luck`] serve
//! `tenscore check under10`.
//!
//! The engine is split along the rules: `entry` reads a typed round, `validate` checks the rules
//! every entry must keep (typed or stored), and `scoring` scores a validated round; the referees of
//! `tenscore check under10` are `call` (does a call stand), `combos` (which combination cards make)
//! and `luck` (is a drawn card a stroke of luck); `bonus` holds the bonus cards. This module holds the options, the entry types
//! and the match itself: who starts, when it ends, how players rank.

mod bonus;
mod call;
pub mod cards;
pub mod check;
mod combos;
mod entry;
mod luck;
pub mod play;
mod rules;
mod scoring;
mod stored;
mod validate;

pub use bonus::Bonus;
pub use call::{call_stands, check_call, settle_call};
pub use combos::{Combination, Combo, combination};
pub use entry::parse_hand;
pub use luck::stroke_of_luck;
pub use validate::{HandRole, check_hand_text};

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::{
    About, Flag, GameId, Note, Outcome, Progress, RoundInput, RuleViolation, Rules, SeasonColumn,
    SeasonValue, SeatSeason, SeatState, Standing,
};
use crate::games::names::NameIndex;
use crate::t;
use entry::read_entry;
use scoring::score_round;
use validate::validate;

/// House ruling: 2 to 6 players (from the box; the rule document does not say).
const PLAYERS: RangeInclusive<usize> = 2..=6;

/// The Under the 10 rules engine.
pub struct Under10;

/// The game, as stored with its matches.
pub const ID: GameId = GameId::of(&ABOUT);

/// Its ids and words.
pub const ABOUT: About = About {
    id: "under10",
    number: 1,
    aliases: &["onderde10", "under-the-10"],
    title: "Under the 10",
    round_word: "round",
    round_title: "Round",
    opening_word: "",
    entry_word: "points",
    players: PLAYERS,
    starts: "the first one starts round 1 unless --starter names another",
};

/// How a round ended, given with its entries: who called, or who emptied their hand.
const ROUND_FLAGS: &[Flag] = &[
    Flag {
        name: "call",
        value_name: "NAME",
        help: "Under the 10: who called \"Under the 10!\"",
    },
    Flag {
        name: "luck",
        value_name: "NAME",
        help: "Under the 10: who emptied their hand (stroke of luck)",
    },
];

/// The options of `new under10`, as typed.
#[derive(clap::Args, Debug, Default)]
pub struct Choices {
    /// How the match ends
    #[arg(long, value_name = "WHEN", value_parser = ["last-standing", "first-out"])]
    pub end: Option<String>,

    /// Play with the bonus cards (trade-all, joker, trade-one)
    #[arg(long)]
    pub bonus_cards: bool,

    /// Who starts round 1 (the player left of the dealer) [default: the first player named]
    #[arg(long, value_name = "NAME")]
    pub starter: Option<String>,
}

/// When the match ends: the rule document's two options, chosen before the match starts.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Default)]
#[serde(rename_all = "kebab-case")]
pub enum End {
    /// Option 1: play on until one player is left.
    #[default]
    LastStanding,
    /// Option 2: stop after the round in which the first player goes out; lowest total wins.
    FirstOut,
}

impl End {
    pub fn name(self) -> &'static str {
        match self {
            End::LastStanding => "last-standing",
            End::FirstOut => "first-out",
        }
    }
}

impl fmt::Display for End {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for End {
    type Err = RuleViolation;

    /// Reads `last-standing` or `first-out` (any case; `_` for `-` too).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().replace('_', "-").as_str() {
            "last-standing" => Ok(End::LastStanding),
            "first-out" => Ok(End::FirstOut),
            _ => Err(RuleViolation::malformed(
                t!("under10-unknown-end", end = s),
                t!("under10-unknown-end-hint"),
            )),
        }
    }
}

/// The options of an Under the 10 match, fixed when it is created.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq, Default)]
#[serde(default)]
pub struct Options {
    pub end: End,
    /// House ruling: the bonus cards are an optional extra, off unless chosen.
    pub bonus_cards: bool,
    /// The seat that starts round 1; later rounds follow clockwise. Left out when it is the first
    /// seat, so matches made before the choice existed read the same.
    #[serde(skip_serializing_if = "is_first_seat")]
    pub starter: usize,
}

fn is_first_seat(seat: &usize) -> bool {
    *seat == 0
}

/// One player's hand as the round ends: the points of the cards left, and any bonus cards held.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Hand {
    /// The card points in hand; bonus cards have none.
    pub points: i64,
    pub bonus: Vec<Bonus>,
}

impl Hand {
    /// The penalty of every bonus card still held (house ruling: paid in every kind of round).
    pub fn penalty(&self) -> i64 {
        self.bonus.iter().map(|bonus| bonus.penalty()).sum()
    }

    /// What this hand scores when its player does not win the round: card points plus penalties.
    pub fn round_score(&self) -> i64 {
        self.points + self.penalty()
    }

    pub fn holds_bonus(&self) -> bool {
        !self.bonus.is_empty()
    }

    /// Reads `12`, `12+joker`, `0+trade-one+joker`.
    pub fn parse(text: &str) -> Result<Hand, RuleViolation> {
        parse_hand(text)
    }
}

impl fmt::Display for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.points)?;
        for bonus in &self.bonus {
            write!(f, "+{bonus}")?;
        }
        Ok(())
    }
}

impl FromStr for Hand {
    type Err = RuleViolation;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_hand(s)
    }
}

/// How a round ended: exactly one of the two ways.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Ending {
    /// This seat called "Under the 10!".
    Call { seat: usize },
    /// This seat emptied their hand by a stroke of luck.
    Luck { seat: usize },
}

impl Ending {
    pub fn seat(&self) -> usize {
        match self {
            Ending::Call { seat } | Ending::Luck { seat } => *seat,
        }
    }
}

/// A round as entered: how it ended, and every seat's hand in seating order (`None` for seats that
/// are out of the match).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub ending: Ending,
    pub hands: Vec<Option<Hand>>,
}

impl Rules for Under10 {
    type Options = Options;
    type Opening = ();
    type Entry = Entry;
    type Choices = Choices;

    fn about(&self) -> &'static About {
        &ABOUT
    }

    /// The hand as `round` takes it (`7+joker`), and who called or had the stroke of luck.
    fn seat_entries(
        &self,
        _options: &Options,
        _seq: u32,
        _opening: Option<&()>,
        entry: Option<&Entry>,
    ) -> Vec<String> {
        let Some(entry) = entry else {
            return Vec::new();
        };
        (entry.hands.iter().enumerate())
            .map(|(seat, hand)| {
                let hand = hand.as_ref().map(Hand::to_string).unwrap_or_default();
                match &entry.ending {
                    Ending::Call { seat: caller } if *caller == seat => {
                        t!("under10-entry-called", hand = hand)
                    }
                    Ending::Luck { seat: lucky } if *lucky == seat => {
                        t!("under10-entry-luck", hand = hand)
                    }
                    _ => hand,
                }
            })
            .collect()
    }

    fn round_flags(&self) -> &'static [Flag] {
        ROUND_FLAGS
    }

    fn note_text(&self, note: &Note) -> String {
        scoring::note_text(note)
    }

    fn options(&self, chosen: Choices, seated: &[String]) -> Result<Options, RuleViolation> {
        let players = seated.len();
        check_player_count(players)?;
        let end = match &chosen.end {
            Some(text) => text.parse()?,
            None => End::default(),
        };
        let starter = match &chosen.starter {
            Some(name) => NameIndex::new(seated.iter().map(String::as_str))
                .seat(name)
                .ok_or_else(|| {
                    RuleViolation::malformed(
                        t!("under10-starter-unknown", name = name.trim()),
                        t!("under10-starter-hint", names = join_names(seated)),
                    )
                })?,
            None => 0,
        };
        Ok(Options {
            end,
            bonus_cards: chosen.bonus_cards,
            starter,
        })
    }

    fn parse(
        &self,
        options: &Options,
        standing: &Standing,
        _opening: Option<&()>,
        input: &RoundInput,
    ) -> Result<Entry, RuleViolation> {
        let entry = read_entry(options, standing, input)?;
        // Everything else (missing players, out players, the call, the hand limits) is the same
        // check `score` makes on stored entries.
        validate(options, standing, &entry)?;
        Ok(entry)
    }

    fn score(
        &self,
        options: &Options,
        standing: &Standing,
        _opening: Option<&()>,
        entry: &Entry,
    ) -> Result<Outcome, RuleViolation> {
        // Stored entries are scored again when an earlier round is edited: never trust them.
        validate(options, standing, entry)?;
        Ok(score_round(options, standing, entry))
    }

    fn explain(
        &self,
        options: &Options,
        standing: &Standing,
        opening: Option<&()>,
        entry: &Entry,
        worded: &mut crate::games::Worded,
    ) -> Result<Vec<String>, RuleViolation> {
        match scoring::explain_round(standing, entry, worded) {
            Some(explanation) => Ok(explanation),
            None => Ok(self.score(options, standing, opening, entry)?.explanation),
        }
    }

    fn explain_reads_counters(&self) -> bool {
        false
    }

    fn stored_entry(&self, stored: &crate::packed::Packed) -> Option<Entry> {
        stored::stored_entry(stored)
    }

    /// `show`'s table says a round in its scores and notes, not its entry.
    fn round_detail_reads_entry(&self) -> bool {
        false
    }

    fn stored_entry_fits(&self, stored: &crate::packed::Packed) -> bool {
        stored::fits(stored)
    }

    fn same_entry(&self, a: &Entry, b: &Entry) -> bool {
        entry::same_entry(a, b)
    }

    fn progress(&self, options: &Options, standing: &Standing) -> Progress {
        let still_in = standing.seats.iter().filter(|seat| !seat.out).count();
        let anyone_out = standing.seats.iter().any(|seat| seat.out);
        let ended = match options.end {
            // Option 1: play on until one player is left (or none, when the last go out together).
            End::LastStanding => still_in <= 1,
            // Option 2: stop after the round in which a player went out.
            End::FirstOut => anyone_out || still_in <= 1,
        };
        if ended {
            Progress::Ended
        } else {
            Progress::InProgress
        }
    }

    fn rank_key(&self, _options: &Options, seat: &SeatState) -> Vec<i64> {
        // Players still in rank before players who are out, who rank by how long they lasted
        // (a later round out is better); then the lowest total is best. Under last-standing the
        // one left wins; when the last players go out together the lowest total among them wins
        // (tenscore ruling). Under first-out the lowest total still in wins.
        let out_round = seat.counters.get(OUT_ROUND).copied().unwrap_or(0);
        vec![i64::from(seat.out), -out_round, seat.total]
    }

    fn next_round(&self, options: &Options, standing: &Standing, _opening: Option<&()>) -> String {
        if self.progress(options, standing) == Progress::Ended {
            return t!("under10-next-over");
        }
        let round = standing.rounds_played + 1;
        match starter(options, standing) {
            Some(seat) => t!(
                "under10-next-starts",
                round = round,
                name = standing.seats[seat].name.to_string()
            ),
            None => t!("under10-next-nobody", round = round),
        }
    }

    fn eliminates(&self) -> bool {
        true // Above 150 a player is out.
    }

    fn describe_options(&self, options: &Options) -> String {
        let end = t!("under10-options-end", end = options.end.name());
        let on = if options.bonus_cards { "on" } else { "off" };
        let bonus = t!("under10-options-bonus", bonus = on);
        let ending = options.end.name();
        t!("under10-options", ending = ending, end = end, bonus = bonus)
    }

    fn describe_options_in_full(&self, options: &Options, names: &[String]) -> String {
        let starts = (names.get(options.starter)).map_or_else(
            || t!("under10-options-starter-seat", seat = options.starter + 1),
            |name| t!("under10-options-starter", name = name.as_str()),
        );
        format!("{}, {starts}", self.describe_options(options))
    }

    fn rules_text(&self) -> String {
        rules::text()
    }

    fn season_sums(&self, _options: &Options, seat: &SeatSeason<'_>) -> Vec<(String, i64)> {
        let failed = seat.notes_of("failed-call");
        vec![
            ("calls".into(), seat.notes_of("called") + failed),
            ("failed_calls".into(), failed),
            ("luck".into(), seat.notes_of("luck")),
            ("halvings".into(), seat.notes_of("halved")),
            ("outs".into(), seat.notes_of("went-out")),
        ]
    }

    fn play(&self) -> &'static dyn super::ui::Flows {
        &play::Under10Flows
    }
    fn check_forms(&self) -> &'static dyn super::CheckForms {
        &check::Under10Forms
    }
    fn season_columns(&self) -> &'static [SeasonColumn] {
        &SEASON_COLUMNS
    }
}

/// The season figures.
const SEASON_COLUMNS: [SeasonColumn; 5] = [
    count_column("calls", "under10-column-calls"),
    count_column("failed_calls", "under10-column-failed-calls"),
    count_column("luck", "under10-column-luck"),
    count_column("halvings", "under10-column-halvings"),
    count_column("outs", "under10-column-outs"),
];

const fn count_column(key: &'static str, title_id: &'static str) -> SeasonColumn {
    SeasonColumn {
        key,
        title_id,
        value: SeasonValue::Count(key),
    }
}

fn check_player_count(players: usize) -> Result<(), RuleViolation> {
    super::check_player_count(&ABOUT, players)
}

/// Counter: the round in which a seat went out (later is better in the ranking).
const OUT_ROUND: &str = "out_round";
/// Counter: the last round a seat started, so the next starter follows the last one.
const STARTED: &str = "started";

/// The player left of the dealer starts (the rule document); tenscore keeps the deal moving: the
/// seat chosen with `--starter` (the first seat by default) starts round 1, and each later round
/// is started by the next player still in, clockwise from the seat that started the round before.
fn starter(options: &Options, standing: &Standing) -> Option<usize> {
    let seats = standing.seats.len();
    let last = standing
        .seats
        .iter()
        .enumerate()
        .filter_map(|(seat, state)| state.counters.get(STARTED).map(|&round| (round, seat)))
        .max();
    let first = match last {
        Some((_, seat)) => seat + 1,
        None => options.starter,
    };
    (0..seats)
        .map(|step| (first + step) % seats)
        .find(|&seat| !standing.seats[seat].out)
}

/// The players still in, by name, for hints.
fn names_still_in(standing: &Standing) -> String {
    join_names(
        standing
            .seats
            .iter()
            .filter(|seat| !seat.out)
            .map(|seat| &seat.name),
    )
}

/// "Ann", "Ann and Bob", "Ann, Bob and Cy".
fn join_names<T: ToString>(names: impl IntoIterator<Item = T>) -> String {
    let names: Vec<String> = names.into_iter().map(|name| name.to_string()).collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => t!("under10-and", rest = rest.join(", "), last = last),
    }
}

/// "a joker", "a joker and a trade-one" (nl "de bonuskaart joker", de "die Bonuskarte Joker").
fn describe_bonus(bonus: &[Bonus]) -> String {
    let named: Vec<String> = (bonus.iter())
        .map(|b| t!("under10-bonus-one", bonus = b.name()))
        .collect();
    t!(
        "under10-bonus-held",
        count = bonus.len(),
        names = join_names(named)
    )
}

#[cfg(test)]
mod tests;
