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
//! [`Game`], which speaks JSON for the stored options, openings and entries. [`GAMES`] is the one
//! list of games: everything else (the command line, completions, menus) is built from it.

pub mod cards;
mod explain;
pub mod forms;
pub mod krumme10;
pub mod names;
pub mod numbers;
pub mod pig10;
mod round;
mod seam;
mod season;
pub mod tenstuff;
pub mod ui;
pub mod under10;
pub mod updown;

// The trick referee lives beside 10 op en neer; `games::tricks` still names it.
pub use updown::tricks;

pub use explain::Worded;
pub use forms::{CheckForms, RecordedRound, RoundWanted, Verdict};
pub use round::*;
pub use seam::{Game, Rules, SeamError};
pub use season::{SeasonColumn, SeasonFigure, SeasonValue, SeatSeason, grouped_key};

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// Every game tenscore knows, one line each, in the order menus and help list them.
pub static GAMES: [&dyn Game; 5] = [
    &under10::Under10,
    &updown::Updown,
    &pig10::Pig10,
    &krumme10::Krumme10,
    &tenstuff::Tenstuff,
];

/// What a game is called and how it speaks of its rounds.
#[derive(Debug, PartialEq, Eq)]
pub struct About {
    /// The id stored in the database and printed in JSON: `under10`.
    pub id: &'static str,
    /// A small number of the game's own, 1 to 15, never changed nor given to another game: where
    /// a player's season of the game lies among their others in the store (beside the season of
    /// all games together, 0).
    pub number: u8,
    /// Other spellings accepted wherever a game is named.
    pub aliases: &'static [&'static str],
    /// The name people say at the table: "Under the 10".
    pub title: &'static str,
    /// One scored round, for tables and messages: "round", "deal", "game".
    pub round_word: &'static str,
    /// The same with a capital, to start a sentence: "Round".
    pub round_title: &'static str,
    /// What opens a round, for games with that step: "bids".
    pub opening_word: &'static str,
    /// What a round's entry counts, for messages about it: "tricks", "points".
    pub entry_word: &'static str,
    /// How many players may sit at the table.
    pub players: RangeInclusive<usize>,
    /// Who starts, as the help of `--players` says it after the seating order (English, as
    /// clap's help is): "the first one bids first and leads round 1".
    pub starts: &'static str,
}

/// A game, as named by the user or stored with a match.
#[derive(Clone, Copy)]
pub struct GameId(&'static About);

impl GameId {
    /// The game that says this about itself (each game's `ABOUT`).
    pub const fn of(about: &'static About) -> GameId {
        GameId(about)
    }

    /// Every game, in registry order.
    pub fn all() -> impl Iterator<Item = GameId> {
        GAMES.iter().map(|game| GameId(game.about()))
    }

    /// The id stored in the database and printed in JSON.
    pub fn id(self) -> &'static str {
        self.0.id
    }

    /// The game's own number ([`About::number`]).
    pub fn number(self) -> u8 {
        self.0.number
    }

    /// Other spellings accepted wherever a game is named.
    pub fn aliases(self) -> &'static [&'static str] {
        self.0.aliases
    }

    /// The name people say at the table, in the reader's language.
    pub fn title(self) -> String {
        crate::t!("game-title", game = self.0.id)
    }

    /// What the game calls one scored round, for tables and messages: "round", "deal".
    pub fn round_word(self) -> String {
        crate::t!("game-round", game = self.0.id)
    }

    /// [`GameId::round_word`] with a capital, to start a sentence.
    pub fn round_title(self) -> String {
        crate::t!("game-round-title", game = self.0.id)
    }

    /// A count of rounds as the game says it: "1 round", "3 deals".
    pub fn rounds(self, count: u64) -> String {
        crate::t!("game-rounds", game = self.0.id, count = count)
    }

    /// [`GameId::rounds`] after a word that takes the dative, as "after" does in German: "nach 2
    /// Durchgängen", where the plain count would say "nach 2 Durchgänge".
    pub fn rounds_dative(self, count: u64) -> String {
        crate::t!("game-rounds-dative", game = self.0.id, count = count)
    }

    /// What opens a round, for the game with that step: "bids".
    pub fn opening_word(self) -> String {
        crate::t!("game-opening")
    }

    /// What a round's entry counts: "tricks", "points".
    pub fn entry_word(self) -> String {
        crate::t!("game-entry", game = self.0.id)
    }

    /// Everything the game says about itself.
    pub fn about(self) -> &'static About {
        self.0
    }

    /// The engine behind this game.
    pub fn game(self) -> &'static dyn Game {
        GAMES
            .iter()
            .copied()
            .find(|game| game.about().id == self.0.id)
            // A GameId is only ever made from a registered game's About.
            .unwrap_or(GAMES[0])
    }

    /// Every accepted spelling, for help texts and error hints.
    pub fn known_list() -> String {
        Self::all()
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

impl PartialEq for GameId {
    fn eq(&self, other: &GameId) -> bool {
        self.0.id == other.0.id
    }
}

impl Eq for GameId {}

/// In registry order: the order `--help`, `rules` and `stats` list the games.
impl Ord for GameId {
    fn cmp(&self, other: &GameId) -> std::cmp::Ordering {
        let place = |game: &GameId| GAMES.iter().position(|g| g.about().id == game.0.id);
        place(self).cmp(&place(other))
    }
}

impl PartialOrd for GameId {
    fn partial_cmp(&self, other: &GameId) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl std::hash::Hash for GameId {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.id.hash(state);
    }
}

impl fmt::Debug for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl Serialize for GameId {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.id())
    }
}

impl<'de> Deserialize<'de> for GameId {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// Returned when a game name is not one tenscore knows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownGame(pub String);

impl fmt::Display for UnknownGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::t!("game-unknown", name = self.0.as_str()))
    }
}

impl std::error::Error for UnknownGame {}

impl FromStr for GameId {
    type Err = UnknownGame;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let wanted = s.trim().to_ascii_lowercase();
        GameId::all()
            .find(|g| g.id() == wanted || g.aliases().contains(&wanted.as_str()))
            .ok_or_else(|| UnknownGame(s.to_string()))
    }
}

/// The word with its article as it is said: "a 5", "an 8", "an 11", "an 18", "an A♠", "an
/// ace", "a pink 4".
pub fn a_or_an(word: &str) -> String {
    let digits: String = word.chars().take_while(char::is_ascii_digit).collect();
    let an = if digits.is_empty() {
        let mut chars = word.chars();
        match (chars.next(), chars.next()) {
            // A rank on its own or with its suit ("A", "A♠") is said "ace".
            (Some('A'), next) => next.is_none_or(|c| !c.is_alphabetic()),
            (Some(first), _) => "aeioAEIO".contains(first),
            (None, _) => false,
        }
    } else {
        // Said "eight...", "eleven" or "eighteen" (cards and pile values stay below 1000).
        digits.starts_with('8') || digits == "11" || digits == "18"
    };
    format!("{} {word}", if an { "an" } else { "a" })
}

/// "a", "a and b", "a, b and c".
pub fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => crate::t!("game-and-list", init = init.join(", "), last = last),
    }
}

/// "a", "a or b", "a, b or c".
pub fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => crate::t!("game-or-list", init = init.join(", "), last = last),
    }
}

/// Refuses options or flags (`foreign`) a game does not take (exit 2), naming its own (`own`).
pub fn refuse_foreign(
    game: GameId,
    foreign: &[String],
    own: &[String],
    what: &str,
) -> Result<(), RuleViolation> {
    if foreign.is_empty() {
        return Ok(());
    }
    Err(RuleViolation::malformed(
        crate::t!(
            "game-not-for",
            count = foreign.len(),
            foreign = and_list(foreign),
            title = game.title()
        ),
        if own.is_empty() {
            crate::t!("game-has-none", what = what, title = game.title())
        } else {
            crate::t!("game-takes", title = game.title(), list = and_list(own))
        },
    ))
}

/// What a number of [`per_seat_numbers`] is, in words.
pub struct Counted {
    /// What is counted, as the count messages of `game.ftl` choose their words by it: `bid`,
    /// `tricks`, `cards` or `points`. A key, not a word: each language says it its own way.
    pub noun: &'static str,
}

/// Reads `NAME=N` for every seat exactly once: unknown, repeated and missing players and values
/// that are not counts as [`numbers::count`] reads them are malformed (exit 2).
pub fn per_seat_numbers(
    standing: &Standing,
    entries: &Entries,
    what: Counted,
) -> Result<Vec<u32>, RuleViolation> {
    let names = || standing.names_list();
    let seats = standing.name_index();
    let mut values: Vec<Option<u32>> = vec![None; standing.seats.len()];
    for (name, value) in entries {
        let seat = seats.seat(name).ok_or_else(|| {
            RuleViolation::malformed(
                crate::t!("game-no-such-player", name = name.as_str()),
                names::similar::seat_guess_or(name, standing, || {
                    crate::t!("game-players-are", names = names())
                }),
            )
        })?;
        let number = numbers::count(value).map_err(|refused| {
            let player = &standing.seats[seat].name;
            if refused.too_large() {
                return RuleViolation::malformed(
                    crate::t!(
                        "game-count-too-large",
                        entry = format!("{name}={value}"),
                        noun = what.noun
                    ),
                    crate::t!("game-count-again"),
                );
            }
            RuleViolation::malformed(
                crate::t!(
                    "game-not-a-count",
                    entry = format!("{name}={value}"),
                    noun = what.noun
                ),
                match refused.unsigned() {
                    Some(digits) => crate::t!(
                        "game-without-sign",
                        player = player.to_string(),
                        digits = digits
                    ),
                    None => crate::t!("game-whole-number", player = player.to_string()),
                },
            )
        })?;
        if values[seat].replace(number).is_some() {
            return Err(RuleViolation::malformed(
                crate::t!(
                    "game-named-twice",
                    name = standing.seats[seat].name.to_string()
                ),
                crate::t!("game-give-once", noun = what.noun),
            ));
        }
    }
    let missing: Vec<String> = standing
        .seats
        .iter()
        .zip(&values)
        .filter(|(_, v)| v.is_none())
        .map(|(s, _)| s.name.to_string())
        .collect();
    if !missing.is_empty() {
        return Err(RuleViolation::malformed(
            crate::t!("game-missing", noun = what.noun, names = missing.join(", ")),
            crate::t!("game-give-every", noun = what.noun, names = names()),
        ));
    }
    Ok(values.into_iter().flatten().collect())
}

/// Refuses a table the game is not played at (exit 3), naming the seats it takes.
pub fn check_player_count(game: &About, players: usize) -> Result<(), RuleViolation> {
    let seats = &game.players;
    if seats.contains(&players) {
        return Ok(());
    }
    Err(RuleViolation::rule(
        crate::t!(
            "game-player-count",
            title = crate::t!("game-title", game = game.id),
            low = *seats.start(),
            high = *seats.end(),
            players = players
        ),
        crate::t!("game-seat", low = *seats.start(), high = *seats.end()),
    ))
}

/// "1st", "2nd", "3rd", "4th", ... "11th", "21st"; in Dutch "1e", "2e"; in German "1.", "2.".
pub fn ordinal(n: usize) -> String {
    match crate::i18n::current() {
        crate::i18n::Lang::En => {}
        crate::i18n::Lang::Nl => return format!("{n}e"),
        crate::i18n::Lang::De => return format!("{n}."),
    }
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

/// A table of `players` seated players named P1, P2, ..., for tests of options.
#[cfg(test)]
pub(crate) fn table_of(players: usize) -> Vec<String> {
    (1..=players).map(|seat| format!("P{seat}")).collect()
}

#[cfg(test)]
mod tests;
