//! What a round is made of at the seam: the standing before it, what was typed, the outcome with
//! its notes, and the violations and words the engines answer with.

use std::collections::BTreeMap;

use crate::packed::Packed;
use serde::{Deserialize, Serialize};

use super::names::{NameIndex, PlayerName, fold, names_list};
use super::{GameId, refuse_foreign};

/// Where one seat stands before a round is scored: everything a game needs, one row per seat.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatState {
    /// Shown with `{}`, always terminal-safe.
    pub name: PlayerName,
    pub total: i64,
    /// Out of the match (Under the 10: above 150); takes no part in later rounds.
    pub out: bool,
    /// Running per-seat figures a game keeps beside the total (bids hit, deals won, ...).
    pub counters: BTreeMap<String, i64>,
}

/// The match as it stands: seats in seating order (clockwise, the first one started) and how
/// many rounds have been scored.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Standing {
    pub rounds_played: u32,
    pub seats: Vec<SeatState>,
}

impl Standing {
    /// A fresh match: every seat at zero.
    pub fn start(names: &[String]) -> Standing {
        Standing {
            rounds_played: 0,
            seats: names
                .iter()
                .map(|name| SeatState {
                    name: PlayerName::stored(name.as_str()),
                    ..SeatState::default()
                })
                .collect(),
        }
    }

    /// The players' names in seating order, for messages: "Ann, Bob, Cy".
    pub fn names_list(&self) -> String {
        names_list(self.seats.iter().map(|s| &s.name))
    }

    /// Every seat by name, for finding many names in one pass ([`NameIndex::seat`] answers as
    /// [`Standing::seat_of`] does).
    pub fn name_index(&self) -> NameIndex {
        NameIndex::new(self.seats.iter().map(|seat| seat.name.as_stored()))
    }

    /// The seat of a player named as typed (case-insensitive), if any.
    pub fn seat_of(&self, name: &str) -> Option<usize> {
        let name = fold(name);
        self.seats.iter().position(|s| s.name.folded() == name)
    }

    /// The standing after an outcome is applied.
    pub fn after(&self, outcome: &Outcome) -> Standing {
        Standing {
            rounds_played: self.rounds_played + 1,
            seats: self
                .seats
                .iter()
                .zip(&outcome.seats)
                .map(|(seat, result)| SeatState {
                    name: seat.name.clone(),
                    total: result.total,
                    out: result.out,
                    counters: result.counters.clone(),
                })
                .collect(),
        }
    }
}

/// `NAME=VALUE` pairs as typed, split at the first `=`.
pub type Entries = Vec<(String, String)>;

/// Everything the user typed for one round, before any game has read it: the `NAME=VALUE`
/// entries and the game's own flags (`--call Ann`), by name without the dashes. Each game says
/// which flags it reads ([`Rules::round_flags`], [`Rules::opening_flags`]); the seam refuses others.
///
/// [`Rules::round_flags`]: super::Rules::round_flags
/// [`Rules::opening_flags`]: super::Rules::opening_flags
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoundInput {
    pub entries: Entries,
    pub flags: BTreeMap<String, String>,
}

impl RoundInput {
    /// Entries alone, without flags.
    pub fn entries(entries: Entries) -> RoundInput {
        RoundInput {
            entries,
            flags: BTreeMap::new(),
        }
    }

    /// The same input with one more flag.
    pub fn with_flag(mut self, name: &str, value: impl Into<String>) -> RoundInput {
        self.flags.insert(name.to_string(), value.into());
        self
    }

    /// The value of flag `name`, if it was given.
    pub fn flag(&self, name: &str) -> Option<&str> {
        self.flags.get(name).map(String::as_str)
    }

    /// Refuses the flags a game does not read (exit 2), naming the ones it does.
    pub(crate) fn refuse_flags_except(
        &self,
        game: GameId,
        own: &[Flag],
    ) -> Result<(), RuleViolation> {
        let foreign: Vec<String> = self
            .flags
            .keys()
            .filter(|name| !own.iter().any(|flag| flag.name == name.as_str()))
            .map(|name| format!("--{name}"))
            .collect();
        let own: Vec<String> = own.iter().map(|flag| format!("--{}", flag.name)).collect();
        refuse_foreign(game, &foreign, &own, "flags")
    }
}

/// A flag a game reads with a round (`--call NAME`) or with its opening (`--trump SUIT`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flag {
    /// The long name without dashes: `call`.
    pub name: &'static str,
    /// What its value is, for help texts: `NAME`.
    pub value_name: &'static str,
    /// One line of help.
    pub help: &'static str,
}

/// Something about a seat's round worth showing beside the score: a kind the game names
/// (`halved`) and its numbers (`from`, `to`). Each game words its own notes
/// ([`Rules::note_text`](super::Rules::note_text)); stored as
/// `{"note": "halved", "from": 100, "to": 50}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Note {
    #[serde(rename = "note")]
    pub kind: String,
    #[serde(flatten)]
    pub values: BTreeMap<String, i64>,
}

impl Note {
    /// The one kind of note every game shares: a seat already out took no part in the round.
    pub const SAT_OUT: &'static str = "sat-out";
    /// A running total halved on reaching a mark exactly (Under the 10: 100 and 150), with the
    /// total it reached (`from`) and the one it was halved to (`to`); `show --chart` marks it.
    pub const HALVED: &'static str = "halved";

    /// A note of this kind, without numbers.
    pub fn new(kind: &str) -> Note {
        Note {
            kind: kind.to_string(),
            values: BTreeMap::new(),
        }
    }

    /// The same note with one more number.
    pub fn with(mut self, key: &str, value: i64) -> Note {
        self.values.insert(key.to_string(), value);
        self
    }

    /// Whether the note is of this kind (asked of every note of every round `show` lists).
    #[inline]
    pub fn is(&self, kind: &str) -> bool {
        self.kind == kind
    }

    /// One of its numbers (0 when it has none of that name).
    pub fn value(&self, key: &str) -> i64 {
        self.values.get(key).copied().unwrap_or_default()
    }
}

/// One seat's part in a scored round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatResult {
    /// The round score as the rules give it (before halving).
    pub points: i64,
    /// The running total after this round (after halving).
    pub total: i64,
    pub out: bool,
    pub notes: Vec<Note>,
    pub counters: BTreeMap<String, i64>,
}

/// A scored round: one result per seat, in seating order, and why, in words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub seats: Vec<SeatResult>,
    /// Sentences that name the rule that decided each part of the round.
    pub explanation: Vec<String>,
}

/// An entry that is well-formed but breaks a rule (exit 3), or does not fit the match (exit 2).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{problem}")]
pub struct RuleViolation {
    pub kind: ViolationKind,
    /// Which rule was broken, in words.
    pub problem: String,
    /// What would be legal instead.
    pub legal: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViolationKind {
    /// The entry cannot be read or does not fit the match (unknown player, `Ann=seven`): exit 2.
    Malformed,
    /// Well-formed, but against the rules of the game: exit 3.
    AgainstRules,
}

impl RuleViolation {
    pub fn malformed(problem: impl Into<String>, legal: impl Into<String>) -> Self {
        RuleViolation {
            kind: ViolationKind::Malformed,
            problem: problem.into(),
            legal: legal.into(),
        }
    }

    pub fn rule(problem: impl Into<String>, legal: impl Into<String>) -> Self {
        RuleViolation {
            kind: ViolationKind::AgainstRules,
            problem: problem.into(),
            legal: legal.into(),
        }
    }
}

/// How a match stands as a whole after a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    InProgress,
    /// The rules end the match here.
    Ended,
}

/// A team of seats (Krumme10 plays in teams); `None` from [`Rules::teams`] means every player for
/// themselves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Team {
    pub name: String,
    pub seats: Vec<usize>,
}

/// A team as it stands: its members' points and its rank by their average.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamStanding {
    pub name: String,
    pub seats: Vec<usize>,
    /// The members' points added up.
    pub points: i64,
    /// 1 is best; teams with the same average share a rank and the next one skips.
    pub rank: usize,
}

impl TeamStanding {
    /// The members' points divided by their number: the team's score. For showing only; ranks
    /// compare the exact fractions.
    pub fn score(&self) -> f64 {
        self.points as f64 / self.seats.len().max(1) as f64
    }
}

/// Teams ranked by their members' average, highest first, compared as exact fractions (31/2 and
/// 46/3 are never confused by rounding); equal averages share a rank.
pub fn team_standings(teams: &[Team], standing: &Standing) -> Vec<TeamStanding> {
    let totals: Vec<i64> = standing.seats.iter().map(|seat| seat.total).collect();
    teams
        .iter()
        .zip(team_ranks(teams, &totals))
        .map(|(team, rank)| TeamStanding {
            name: team.name.clone(),
            seats: team.seats.clone(),
            points: team_points(team, &totals),
            rank,
        })
        .collect()
}

/// Each team's rank (1 is best) by its members' average of `totals` (one per seat), compared as
/// exact fractions; equal averages share a rank and the next one skips.
pub fn team_ranks(teams: &[Team], totals: &[i64]) -> Vec<usize> {
    let with_points: Vec<(i64, i64)> = teams
        .iter()
        .map(|team| (team_points(team, totals), team.seats.len().max(1) as i64))
        .collect();
    // a/n > b/m exactly when a·m > b·n (n and m are positive).
    let better = |(a, n): (i64, i64), (b, m): (i64, i64)| {
        i128::from(a) * i128::from(m) > i128::from(b) * i128::from(n)
    };
    with_points
        .iter()
        .map(|&mine| {
            1 + with_points
                .iter()
                .filter(|&&other| better(other, mine))
                .count()
        })
        .collect()
}

fn team_points(team: &Team, totals: &[i64]) -> i64 {
    team.seats.iter().filter_map(|&seat| totals.get(seat)).sum()
}

/// A running per-seat figure shown beside the total (bids hit, deals won).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Figure {
    /// The key in JSON output, e.g. `bids_hit`.
    pub key: &'static str,
    /// The message of the column title in tables (`Bids hit`), read in the reader's language
    /// when shown.
    pub title_id: &'static str,
    pub value: i64,
    /// How the table shows it, e.g. `3/5`.
    pub text: String,
}

impl Figure {
    /// The column title in the reader's language, e.g. `Bids hit`.
    pub fn title(&self) -> String {
        crate::i18n::message(self.title_id, None)
    }
}

/// How `show` describes a round beyond its scores: the deal (cards, trump) and each seat's part
/// (bid and tricks), in seating order. Empty when the scores say it all.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoundDetail {
    pub about: Option<String>,
    /// The deal in as few columns as it can be said ("3♠"), for a narrow terminal.
    pub about_short: Option<String>,
    pub seats: Vec<String>,
}

/// A stored round to be scored again ([`Game::explain_stored`](super::Game::explain_stored)): its place and what was played.
#[derive(Clone, Copy, Debug)]
pub struct StoredPlay<'a> {
    pub seq: u32,
    pub opening: Option<&'a Packed>,
    pub entry: &'a Packed,
}
