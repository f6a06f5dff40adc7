//! The seam every game plugs into: pure rules engines, no I/O, no SQL, no printing.
//!
//! A match is a list of rounds. Each game says how to read a round's entry from what the user typed
//! ([`RoundInput`]), and how to score it from the current [`Standing`] alone (never from a replay of
//! the history): the result is an [`Outcome`] (every seat's round score, running total, notes and the
//! rule that decided it, in words) or a [`RuleViolation`] (which rule, and what would be legal).
//!
//! Games that open a round before it is played (bids in 10 op en neer) use [`Rules::Opening`];
//! games without that step use `()`. Team games report their teams through [`Rules::teams`];
//! per-seat counters beyond the total (bids hit, deals won) ride along in [`SeatState::counters`].
//!
//! Engines are typed ([`Rules`]); the commands and the store use them through the object-safe
//! [`Game`], which speaks JSON for the stored options, openings and entries.

pub mod cards;
pub mod krumme10;
pub mod names;
pub mod pig10;
pub mod tenstuff;
pub mod under10;
pub mod updown;

// The trick referee lives beside 10 op en neer; `games::tricks` still names it.
pub use updown::tricks;

use std::collections::BTreeMap;
use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// The games tenscore knows, with the ids and aliases people type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameId {
    Under10,
    Updown,
    Pig10,
    Krumme10,
    Tenstuff,
}

impl GameId {
    pub const ALL: [GameId; 5] = [
        GameId::Under10,
        GameId::Updown,
        GameId::Pig10,
        GameId::Krumme10,
        GameId::Tenstuff,
    ];

    /// The id stored in the database and printed in JSON.
    pub fn id(self) -> &'static str {
        match self {
            GameId::Under10 => "under10",
            GameId::Updown => "updown",
            GameId::Pig10 => "pig10",
            GameId::Krumme10 => "krumme10",
            GameId::Tenstuff => "tenstuff",
        }
    }

    /// Other spellings accepted wherever a game is named.
    pub fn aliases(self) -> &'static [&'static str] {
        match self {
            GameId::Under10 => &["onderde10", "under-the-10"],
            GameId::Updown => &["10-op-en-neer", "oh-hell"],
            GameId::Pig10 => &["pig-10"],
            GameId::Krumme10 => &["krumme-10"],
            GameId::Tenstuff => &["ten-stuff"],
        }
    }

    /// The name people say at the table.
    pub fn title(self) -> &'static str {
        match self {
            GameId::Under10 => "Under the 10",
            GameId::Updown => "10 op en neer",
            GameId::Pig10 => "Pig 10",
            GameId::Krumme10 => "Krumme10",
            GameId::Tenstuff => "Tenstuff",
        }
    }

    /// What the game calls one scored round, for tables and messages: "round", "deal".
    pub fn round_word(self) -> &'static str {
        match self {
            GameId::Under10 | GameId::Updown => "round",
            GameId::Pig10 | GameId::Tenstuff => "deal",
            GameId::Krumme10 => "game",
        }
    }

    /// [`GameId::round_word`] with a capital, to start a sentence.
    pub fn round_title(self) -> &'static str {
        match self {
            GameId::Under10 | GameId::Updown => "Round",
            GameId::Pig10 | GameId::Tenstuff => "Deal",
            GameId::Krumme10 => "Game",
        }
    }

    /// The engine behind this game.
    pub fn game(self) -> &'static dyn Game {
        match self {
            GameId::Under10 => &under10::Under10,
            GameId::Updown => &updown::Updown,
            GameId::Pig10 => &pig10::Pig10,
            GameId::Krumme10 => &krumme10::Krumme10,
            GameId::Tenstuff => &tenstuff::Tenstuff,
        }
    }

    /// Every accepted spelling, for help texts and error hints.
    pub fn known_list() -> String {
        Self::ALL
            .iter()
            .map(|g| {
                let aliases = g.aliases();
                if aliases.is_empty() {
                    g.id().to_string()
                } else {
                    format!("{} ({})", g.id(), aliases.join(", "))
                }
            })
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// Returned when a game name is not one tenscore knows.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown game '{0}'")]
pub struct UnknownGame(pub String);

impl FromStr for GameId {
    type Err = UnknownGame;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let wanted = s.trim().to_ascii_lowercase();
        GameId::ALL
            .into_iter()
            .find(|g| g.id() == wanted || g.aliases().contains(&wanted.as_str()))
            .ok_or_else(|| UnknownGame(s.to_string()))
    }
}

/// Where one seat stands before a round is scored: everything a game needs, one row per seat.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatState {
    pub name: String,
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
                    name: name.clone(),
                    ..SeatState::default()
                })
                .collect(),
        }
    }

    /// The players' names in seating order, for messages: "Ann, Bob, Cy".
    pub fn names_list(&self) -> String {
        self.seats
            .iter()
            .map(|s| s.name.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The seat of a player named as typed (case-insensitive), if any.
    pub fn seat_of(&self, name: &str) -> Option<usize> {
        let name = names::fold(name);
        self.seats.iter().position(|s| names::fold(&s.name) == name)
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

/// Everything the user typed for one round, before any game has read it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoundInput {
    pub entries: Entries,
    /// Under the 10: who called "Under the 10!".
    pub call: Option<String>,
    /// Under the 10: who emptied their hand.
    pub luck: Option<String>,
    /// 10 op en neer: the trump suit turned up, recorded with the bids.
    pub trump: Option<String>,
    /// Tenstuff: the finishing order, first out first.
    pub order: Option<Vec<String>>,
}

/// Something about a seat's round worth showing beside the score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "note", rename_all = "kebab-case")]
pub enum Note {
    /// Called "Under the 10!" and the call stood.
    Called,
    /// Called, but someone had as few points or fewer: 20 + hand.
    FailedCall,
    /// Beat (or tied) a failed caller and won the round.
    BeatCaller,
    /// Emptied their hand by a stroke of luck.
    Luck,
    /// Penalty points for bonus cards still held.
    BonusPenalty { points: i64 },
    /// The total landed exactly on a halving mark.
    Halved { from: i64, to: i64 },
    /// The total went past the limit: out of the match.
    WentOut { total: i64 },
    /// Already out; took no part in the round.
    SatOut,
    /// 10 op en neer: took exactly the tricks bid.
    HitBid { bid: u32 },
    /// 10 op en neer: took another number of tricks than bid.
    MissedBid { bid: u32, tricks: u32 },
}

impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Note::Called => f.write_str("called"),
            Note::FailedCall => f.write_str("failed call (+20)"),
            Note::BeatCaller => f.write_str("beat the caller"),
            Note::Luck => f.write_str("stroke of luck"),
            Note::BonusPenalty { points } => write!(f, "bonus cards +{points}"),
            Note::Halved { from, to } => write!(f, "halved {from} → {to}"),
            Note::WentOut { total } => write!(f, "out ({total})"),
            Note::SatOut => f.write_str("out"),
            Note::HitBid { bid } => write!(f, "hit {bid}"),
            Note::MissedBid { bid, tricks } => write!(f, "bid {bid}, took {tricks}"),
        }
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
    let with_points: Vec<(i64, i64)> = teams
        .iter()
        .map(|team| {
            let points = team
                .seats
                .iter()
                .filter_map(|&seat| standing.seats.get(seat))
                .map(|seat| seat.total)
                .sum();
            (points, team.seats.len().max(1) as i64)
        })
        .collect();
    // a/n > b/m exactly when a·m > b·n (n and m are positive).
    let better = |(a, n): (i64, i64), (b, m): (i64, i64)| {
        i128::from(a) * i128::from(m) > i128::from(b) * i128::from(n)
    };
    teams
        .iter()
        .zip(&with_points)
        .map(|(team, &mine)| TeamStanding {
            name: team.name.clone(),
            seats: team.seats.clone(),
            points: mine.0,
            rank: 1 + with_points
                .iter()
                .filter(|&&other| better(other, mine))
                .count(),
        })
        .collect()
}

/// The options chosen for a match with `new` (each game reads the ones it knows).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NewOptions {
    /// Under the 10: `last-standing` or `first-out`.
    pub end: Option<String>,
    /// Under the 10: play with the bonus cards.
    pub bonus_cards: bool,
    /// 10 op en neer: the most cards dealt in a round.
    pub peak: Option<u32>,
    /// 10 op en neer: the last bidder may not make the bids add up to the cards.
    pub hook: bool,
    /// Krumme10: play in teams that follow the seating.
    pub teams: bool,
    /// Krumme10: reshuffle the discard pile once ("too short?").
    pub long: bool,
    /// Krumme10: play out all cards when the draw pile is empty.
    pub showdown: bool,
    /// Tenstuff: without the official rules (excommunication, three sixes, cheating).
    pub casual: bool,
}

impl NewOptions {
    /// The game options given, as the flags that set them.
    fn given(&self) -> Vec<&'static str> {
        [
            (self.end.is_some(), "--end"),
            (self.bonus_cards, "--bonus-cards"),
            (self.peak.is_some(), "--peak"),
            (self.hook, "--hook"),
            (self.teams, "--teams"),
            (self.long, "--long"),
            (self.showdown, "--showdown"),
            (self.casual, "--casual"),
        ]
        .into_iter()
        .filter_map(|(given, flag)| given.then_some(flag))
        .collect()
    }

    /// Refuses the options that belong to other games (exit 2); `own` are the game's own flags.
    pub fn refuse_options_of_other_games(
        &self,
        game: GameId,
        own: &[&str],
    ) -> Result<(), RuleViolation> {
        let foreign: Vec<&str> = self
            .given()
            .into_iter()
            .filter(|flag| !own.contains(flag))
            .collect();
        refuse_foreign(game, &foreign, own, "options")
    }
}

impl RoundInput {
    /// Refuses the round flags that belong to other games (exit 2); `own` are the game's own flags.
    pub fn refuse_flags_of_other_games(
        &self,
        game: GameId,
        own: &[&str],
    ) -> Result<(), RuleViolation> {
        let foreign: Vec<&str> = [
            (self.call.is_some(), "--call"),
            (self.luck.is_some(), "--luck"),
            (self.trump.is_some(), "--trump"),
            (self.order.is_some(), "--order"),
        ]
        .into_iter()
        .filter_map(|(given, flag)| (given && !own.contains(&flag)).then_some(flag))
        .collect();
        refuse_foreign(game, &foreign, own, "flags")
    }
}

/// "a", "a and b", "a, b and c".
fn and_list(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => one.to_string(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

fn refuse_foreign(
    game: GameId,
    foreign: &[&str],
    own: &[&str],
    what: &str,
) -> Result<(), RuleViolation> {
    if foreign.is_empty() {
        return Ok(());
    }
    let verb = if foreign.len() == 1 { "is" } else { "are" };
    Err(RuleViolation::malformed(
        format!("{} {verb} not for {}", foreign.join(" and "), game.title()),
        if own.is_empty() {
            format!("{} has no {what}: leave them out", game.title())
        } else {
            format!("{} takes {}", game.title(), and_list(own))
        },
    ))
}

/// A running per-seat figure shown beside the total (bids hit, deals won).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Figure {
    /// The key in JSON output, e.g. `bids_hit`.
    pub key: &'static str,
    /// The column title in tables, e.g. `Bids hit`.
    pub title: &'static str,
    pub value: i64,
    /// How the table shows it, e.g. `3/5`.
    pub text: String,
}

/// How `show` describes a round beyond its scores: the deal (cards, trump) and each seat's part
/// (bid and tricks), in seating order. Empty when the scores say it all.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoundDetail {
    pub about: Option<String>,
    pub seats: Vec<String>,
}

/// A typed rules engine. Implementations are pure and unit-tested beside their code.
pub trait Rules: Sync {
    type Options: Serialize + DeserializeOwned;
    /// What opens a round before it is played (bids); `()` for games without that step.
    type Opening: Serialize + DeserializeOwned;
    type Entry: Serialize + DeserializeOwned;

    fn id(&self) -> GameId;
    /// How many players may sit at the table.
    fn players(&self) -> std::ops::RangeInclusive<usize>;
    /// Checks the options of `new` for this many players.
    fn options(&self, chosen: &NewOptions, players: usize) -> Result<Self::Options, RuleViolation>;
    /// Whether a round must be opened (with [`Rules::open`]) before its entry can be recorded.
    fn needs_opening(&self) -> bool {
        false
    }
    /// Opens the next round (bids). Games without that step never get here.
    fn open(
        &self,
        _options: &Self::Options,
        _standing: &Standing,
        _input: &RoundInput,
    ) -> Result<Self::Opening, RuleViolation> {
        Err(RuleViolation::malformed(
            format!(
                "{} has no bidding before a {}",
                self.id().title(),
                self.id().round_word()
            ),
            format!(
                "record the {} with `tenscore round`",
                self.id().round_word()
            ),
        ))
    }
    /// Reads a round's entry from what was typed; checks everything that can be checked alone.
    fn parse(
        &self,
        options: &Self::Options,
        standing: &Standing,
        opening: Option<&Self::Opening>,
        input: &RoundInput,
    ) -> Result<Self::Entry, RuleViolation>;
    /// Scores a round from the current standing and the entry alone.
    fn score(
        &self,
        options: &Self::Options,
        standing: &Standing,
        opening: Option<&Self::Opening>,
        entry: &Self::Entry,
    ) -> Result<Outcome, RuleViolation>;
    /// Whether the rules end the match at this standing.
    fn progress(&self, options: &Self::Options, standing: &Standing) -> Progress;
    /// A sort key per seat: smaller is better; equal keys share a rank.
    fn rank_key(&self, options: &Self::Options, seat: &SeatState) -> Vec<i64>;
    /// Teams, when the match is played in teams.
    fn teams(&self, _options: &Self::Options, _seats: usize) -> Option<Vec<Team>> {
        None
    }
    /// What comes next (who starts, deals or bids; with `opening`, the round opened and what it
    /// waits for), for standings, `bid` and `play`.
    fn next_round(
        &self,
        options: &Self::Options,
        standing: &Standing,
        opening: Option<&Self::Opening>,
    ) -> String;
    /// Running per-seat figures beside the total, for standings.
    fn figures(&self, _options: &Self::Options, _seat: &SeatState, _rounds: u32) -> Vec<Figure> {
        Vec::new()
    }
    /// Round `seq` (from 1) described for `show`; the entry is `None` while the round is only opened.
    fn round_detail(
        &self,
        _options: &Self::Options,
        _seq: u32,
        _opening: Option<&Self::Opening>,
        _entry: Option<&Self::Entry>,
    ) -> RoundDetail {
        RoundDetail::default()
    }
    /// Whether players can be out of the match (the standings then show who is in and who is out).
    fn eliminates(&self) -> bool {
        false
    }
    /// How to read the seat cells of [`Rules::round_detail`], under the `show` table.
    fn detail_legend(&self) -> Option<&'static str> {
        None
    }
    /// The options in words, for headers.
    fn describe_options(&self, options: &Self::Options) -> String;
    /// The rules in our own words, house rulings marked.
    fn rules_text(&self) -> &'static str;
}

/// Rule violations and JSON errors at the object-safe seam.
#[derive(Debug, thiserror::Error)]
pub enum SeamError {
    #[error(transparent)]
    Violation(#[from] RuleViolation),
    #[error("stored data does not fit {game}: {source}")]
    Stored {
        game: GameId,
        source: serde_json::Error,
    },
}

/// The object-safe face of [`Rules`] the commands use; options, openings and entries as JSON.
pub trait Game: Sync {
    fn id(&self) -> GameId;
    fn players(&self) -> std::ops::RangeInclusive<usize>;
    fn options(
        &self,
        chosen: &NewOptions,
        players: usize,
    ) -> Result<serde_json::Value, RuleViolation>;
    fn needs_opening(&self) -> bool;
    fn open(
        &self,
        options: &serde_json::Value,
        standing: &Standing,
        input: &RoundInput,
    ) -> Result<serde_json::Value, SeamError>;
    fn parse(
        &self,
        options: &serde_json::Value,
        standing: &Standing,
        opening: Option<&serde_json::Value>,
        input: &RoundInput,
    ) -> Result<serde_json::Value, SeamError>;
    fn score(
        &self,
        options: &serde_json::Value,
        standing: &Standing,
        opening: Option<&serde_json::Value>,
        entry: &serde_json::Value,
    ) -> Result<Outcome, SeamError>;
    fn progress(
        &self,
        options: &serde_json::Value,
        standing: &Standing,
    ) -> Result<Progress, SeamError>;
    fn rank_key(
        &self,
        options: &serde_json::Value,
        seat: &SeatState,
    ) -> Result<Vec<i64>, SeamError>;
    fn teams(
        &self,
        options: &serde_json::Value,
        seats: usize,
    ) -> Result<Option<Vec<Team>>, SeamError>;
    fn next_round(
        &self,
        options: &serde_json::Value,
        standing: &Standing,
        opening: Option<&serde_json::Value>,
    ) -> Result<String, SeamError>;
    fn figures(
        &self,
        options: &serde_json::Value,
        seat: &SeatState,
        rounds: u32,
    ) -> Result<Vec<Figure>, SeamError>;
    fn round_detail(
        &self,
        options: &serde_json::Value,
        seq: u32,
        opening: Option<&serde_json::Value>,
        entry: Option<&serde_json::Value>,
    ) -> Result<RoundDetail, SeamError>;
    fn detail_legend(&self) -> Option<&'static str>;
    fn eliminates(&self) -> bool;
    fn describe_options(&self, options: &serde_json::Value) -> Result<String, SeamError>;
    fn rules_text(&self) -> &'static str;

    /// The winning seats at this standing: the members of the best team(s) when the match is
    /// played in teams, else the seats ranked first.
    fn winners(
        &self,
        options: &serde_json::Value,
        standing: &Standing,
    ) -> Result<Vec<usize>, SeamError> {
        if let Some(teams) = self.teams(options, standing.seats.len())? {
            let mut seats: Vec<usize> = team_standings(&teams, standing)
                .into_iter()
                .filter(|team| team.rank == 1)
                .flat_map(|team| team.seats)
                .collect();
            seats.sort_unstable();
            return Ok(seats);
        }
        Ok(self
            .ranks(options, standing)?
            .into_iter()
            .enumerate()
            .filter(|&(_, rank)| rank == 1)
            .map(|(seat, _)| seat)
            .collect())
    }

    /// Every seat's rank at this standing (1 is best; ties share a rank, the next one skips).
    fn ranks(
        &self,
        options: &serde_json::Value,
        standing: &Standing,
    ) -> Result<Vec<usize>, SeamError> {
        let keys = standing
            .seats
            .iter()
            .map(|seat| self.rank_key(options, seat))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(ranks(&keys))
    }
}

fn from_json<T: DeserializeOwned>(game: GameId, value: &serde_json::Value) -> Result<T, SeamError> {
    T::deserialize(value).map_err(|source| SeamError::Stored { game, source })
}

fn to_json<T: Serialize>(game: GameId, value: &T) -> Result<serde_json::Value, SeamError> {
    serde_json::to_value(value).map_err(|source| SeamError::Stored { game, source })
}

impl<R: Rules> Game for R {
    fn id(&self) -> GameId {
        Rules::id(self)
    }
    fn players(&self) -> std::ops::RangeInclusive<usize> {
        Rules::players(self)
    }
    fn options(
        &self,
        chosen: &NewOptions,
        players: usize,
    ) -> Result<serde_json::Value, RuleViolation> {
        let options = Rules::options(self, chosen, players)?;
        // Options are plain data; serialising them cannot fail.
        Ok(serde_json::to_value(options).unwrap_or(serde_json::Value::Null))
    }
    fn needs_opening(&self) -> bool {
        Rules::needs_opening(self)
    }
    fn open(
        &self,
        options: &serde_json::Value,
        standing: &Standing,
        input: &RoundInput,
    ) -> Result<serde_json::Value, SeamError> {
        let options: R::Options = from_json(self.id(), options)?;
        let opening = Rules::open(self, &options, standing, input)?;
        to_json(self.id(), &opening)
    }
    fn parse(
        &self,
        options: &serde_json::Value,
        standing: &Standing,
        opening: Option<&serde_json::Value>,
        input: &RoundInput,
    ) -> Result<serde_json::Value, SeamError> {
        let options: R::Options = from_json(self.id(), options)?;
        let opening: Option<R::Opening> = opening.map(|o| from_json(self.id(), o)).transpose()?;
        let entry = Rules::parse(self, &options, standing, opening.as_ref(), input)?;
        to_json(self.id(), &entry)
    }
    fn score(
        &self,
        options: &serde_json::Value,
        standing: &Standing,
        opening: Option<&serde_json::Value>,
        entry: &serde_json::Value,
    ) -> Result<Outcome, SeamError> {
        let options: R::Options = from_json(self.id(), options)?;
        let opening: Option<R::Opening> = opening.map(|o| from_json(self.id(), o)).transpose()?;
        let entry: R::Entry = from_json(self.id(), entry)?;
        Ok(Rules::score(
            self,
            &options,
            standing,
            opening.as_ref(),
            &entry,
        )?)
    }
    fn progress(
        &self,
        options: &serde_json::Value,
        standing: &Standing,
    ) -> Result<Progress, SeamError> {
        let options: R::Options = from_json(self.id(), options)?;
        Ok(Rules::progress(self, &options, standing))
    }
    fn rank_key(
        &self,
        options: &serde_json::Value,
        seat: &SeatState,
    ) -> Result<Vec<i64>, SeamError> {
        let options: R::Options = from_json(self.id(), options)?;
        Ok(Rules::rank_key(self, &options, seat))
    }
    fn teams(
        &self,
        options: &serde_json::Value,
        seats: usize,
    ) -> Result<Option<Vec<Team>>, SeamError> {
        let options: R::Options = from_json(self.id(), options)?;
        Ok(Rules::teams(self, &options, seats))
    }
    fn next_round(
        &self,
        options: &serde_json::Value,
        standing: &Standing,
        opening: Option<&serde_json::Value>,
    ) -> Result<String, SeamError> {
        let options: R::Options = from_json(self.id(), options)?;
        let opening: Option<R::Opening> = opening.map(|o| from_json(self.id(), o)).transpose()?;
        Ok(Rules::next_round(
            self,
            &options,
            standing,
            opening.as_ref(),
        ))
    }
    fn figures(
        &self,
        options: &serde_json::Value,
        seat: &SeatState,
        rounds: u32,
    ) -> Result<Vec<Figure>, SeamError> {
        let options: R::Options = from_json(self.id(), options)?;
        Ok(Rules::figures(self, &options, seat, rounds))
    }
    fn round_detail(
        &self,
        options: &serde_json::Value,
        seq: u32,
        opening: Option<&serde_json::Value>,
        entry: Option<&serde_json::Value>,
    ) -> Result<RoundDetail, SeamError> {
        let options: R::Options = from_json(self.id(), options)?;
        let opening: Option<R::Opening> = opening.map(|o| from_json(self.id(), o)).transpose()?;
        let entry: Option<R::Entry> = entry.map(|e| from_json(self.id(), e)).transpose()?;
        Ok(Rules::round_detail(
            self,
            &options,
            seq,
            opening.as_ref(),
            entry.as_ref(),
        ))
    }
    fn detail_legend(&self) -> Option<&'static str> {
        Rules::detail_legend(self)
    }
    fn eliminates(&self) -> bool {
        Rules::eliminates(self)
    }
    fn describe_options(&self, options: &serde_json::Value) -> Result<String, SeamError> {
        let options: R::Options = from_json(self.id(), options)?;
        Ok(Rules::describe_options(self, &options))
    }
    fn rules_text(&self) -> &'static str {
        Rules::rules_text(self)
    }
}

/// What a number of [`per_seat_numbers`] is, in words.
pub struct Counted {
    /// "bid", "tricks"
    pub noun: &'static str,
    /// "a bid", "a number of tricks"
    pub one: &'static str,
}

/// Reads `NAME=N` for every seat exactly once: unknown, repeated and missing players and values
/// that are not whole numbers are malformed (exit 2).
pub fn per_seat_numbers(
    standing: &Standing,
    entries: &Entries,
    what: Counted,
) -> Result<Vec<u32>, RuleViolation> {
    let names = || standing.names_list();
    let mut values: Vec<Option<u32>> = vec![None; standing.seats.len()];
    for (name, value) in entries {
        let seat = standing.seat_of(name).ok_or_else(|| {
            RuleViolation::malformed(
                format!("there is no player '{name}' in this match"),
                format!("the players are {}", names()),
            )
        })?;
        let number = value.trim().parse::<u32>().map_err(|_| {
            RuleViolation::malformed(
                format!("'{name}={value}' is not {}", what.one),
                format!("write a whole number, e.g. {}=1", standing.seats[seat].name),
            )
        })?;
        if values[seat].replace(number).is_some() {
            return Err(RuleViolation::malformed(
                format!("{} is named twice", standing.seats[seat].name),
                format!("give each player's {} once", what.noun),
            ));
        }
    }
    let missing: Vec<&str> = standing
        .seats
        .iter()
        .zip(&values)
        .filter(|(_, v)| v.is_none())
        .map(|(s, _)| s.name.as_str())
        .collect();
    if !missing.is_empty() {
        return Err(RuleViolation::malformed(
            format!("no {} for {}", what.noun, missing.join(", ")),
            format!("give every player's {}: {}", what.noun, names()),
        ));
    }
    Ok(values.into_iter().flatten().collect())
}

/// Refuses a table the game is not played at (exit 3), naming the seats it takes.
pub fn check_player_count(
    game: GameId,
    seats: &RangeInclusive<usize>,
    players: usize,
) -> Result<(), RuleViolation> {
    if seats.contains(&players) {
        return Ok(());
    }
    Err(RuleViolation::rule(
        format!(
            "{} is played by {} to {} players, not {players}",
            game.title(),
            seats.start(),
            seats.end()
        ),
        format!("seat {} to {} players", seats.start(), seats.end()),
    ))
}

/// "1st", "2nd", "3rd", "4th", ... "11th", "21st".
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// Ranks from sort keys: 1 is best, equal keys share a rank and the next rank skips (1, 1, 3).
pub fn ranks(keys: &[Vec<i64>]) -> Vec<usize> {
    keys.iter()
        .map(|key| 1 + keys.iter().filter(|other| *other < key).count())
        .collect()
}

#[cfg(test)]
mod tests;
