//! The `check` forms a game offers: disputes the user types (`tenscore check under10 combo 8r
//! 9r joker`), read by clap and settled by the game's rules into a [`Verdict`] the command layer
//! prints. Reading arguments is not I/O: the forms live in the games' folders, the printing does
//! not.

use clap::{ArgMatches, Command, FromArgMatches, Subcommand};
use serde::Serialize;

use crate::games::{RuleViolation, ViolationKind};
use crate::t;

/// The disputes one game settles, as `tenscore check GAME ...`.
pub trait CheckForms: Sync {
    /// `check GAME`: the game's name, its visible aliases and about-text, its forms as
    /// subcommands (built with [`forms_command`]).
    fn command(&self) -> Command;
    /// Settles the dispute clap read with [`CheckForms::command`], compared with `recorded`, the
    /// round [`CheckForms::round_wanted`] asked for (read by the command layer). A
    /// [`RuleViolation`] is input that cannot be read (malformed, exit 2); a broken rule is a
    /// verdict, not an error.
    fn check(
        &self,
        matches: &ArgMatches,
        recorded: Option<&RecordedRound>,
    ) -> Result<Verdict, RuleViolation>;
    /// The recorded round the form compares with (`--match M --round R`), when it names one:
    /// the command layer reads it and hands it to [`CheckForms::check`].
    fn round_wanted(&self, _matches: &ArgMatches) -> Option<RoundWanted> {
        None
    }
}

/// Which recorded round a form compares with: a round of a match, or its open round (opened
/// with its bids, its entry not yet recorded).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundWanted {
    /// `None`: the most recent unfinished match.
    pub match_id: Option<i64>,
    /// `None`: the open round.
    pub round: Option<u32>,
}

/// A recorded round as a form compares with it, read from the store by the command layer (the
/// games never open it): the match's players in seating order, the round's opening and entry as
/// stored JSON, read into the game's own types by the form, and each seat's points as scored.
#[derive(Clone, Debug, PartialEq)]
pub struct RecordedRound {
    pub match_id: i64,
    pub seq: u32,
    pub players: Vec<String>,
    /// The match's options as stored (10 op en neer: whether it is played with the hook).
    pub options: serde_json::Value,
    pub opening: Option<serde_json::Value>,
    /// `None` for the open round.
    pub entry: Option<serde_json::Value>,
    /// Each seat's points in the round, in seating order; none for the open round.
    pub points: Vec<i64>,
}

impl RecordedRound {
    /// The players a form compared with this round replays: the match's seating, which a typed
    /// `--players` may repeat but not contradict (exit 2), as another seating order is another
    /// table. `other_players` words typed players who are not the match's.
    pub fn seating(
        &self,
        typed: &[String],
        other_players: impl FnOnce(&[String]) -> RuleViolation,
    ) -> Result<Vec<String>, RuleViolation> {
        if typed.is_empty() {
            return Ok(self.players.clone());
        }
        let players = crate::games::names::checked_names(typed)?;
        let seats: Option<Vec<usize>> = (players.iter())
            .map(|p| (self.players.iter()).position(|r| crate::games::names::same_name(r, p)))
            .collect();
        match seats {
            Some(seats) if seats.len() == self.players.len() => {
                if seats.iter().enumerate().all(|(typed, &seat)| typed == seat) {
                    return Ok(players);
                }
                Err(RuleViolation::malformed(
                    t!(
                        "error-check-other-seating",
                        id = self.match_id,
                        players = players.join(", "),
                        seated = self.players.join(", ")
                    ),
                    t!("error-check-other-seating-hint"),
                ))
            }
            _ => Err(other_players(&players)),
        }
    }
}

/// What a check found: whether the play or claim is legal, the answer in words (after a table,
/// for the forms that show one), and the form's typed verdict for `--json`.
#[derive(Debug)]
pub struct Verdict {
    pub legal: bool,
    pub table: Option<VerdictTable>,
    pub text: String,
    /// The typed verdict as JSON (its keys in alphabetical order, as every `--json` prints
    /// them), or why it could not be made.
    pub json: Result<serde_json::Value, String>,
}

/// A table shown above a verdict's words (Krumme10: the display, card by card); the command
/// layer draws it as it draws every table.
#[derive(Debug, Default)]
pub struct VerdictTable {
    pub titles: Vec<String>,
    pub rows: Vec<Vec<TableCell>>,
}

/// One cell of a [`VerdictTable`]; numbers are aligned right.
#[derive(Debug)]
pub struct TableCell {
    pub text: String,
    pub right: bool,
}

impl Verdict {
    pub fn new(legal: bool, text: String, json: impl Serialize) -> Verdict {
        Verdict {
            legal,
            table: None,
            text,
            json: serde_json::to_value(json).map_err(|e| e.to_string()),
        }
    }

    /// The verdict with a table above its words.
    pub fn with_table(mut self, table: VerdictTable) -> Verdict {
        self.table = Some(table);
        self
    }

    /// Malformed input stays an error (exit 2); a broken rule is a verdict (exit 3), its JSON
    /// built by `json` from the reason ("what broke; what would be legal").
    pub fn illegal_or_error<T: Serialize>(
        violation: RuleViolation,
        json: impl FnOnce(String) -> T,
    ) -> Result<Verdict, RuleViolation> {
        if violation.kind == ViolationKind::Malformed {
            return Err(violation);
        }
        let reason = format!("{}; {}", violation.problem, violation.legal);
        Ok(Verdict::new(
            false,
            t!("cmd-check-not-legal", reason = reason.as_str()),
            json(reason),
        ))
    }
}

/// A verdict, as the forms return it.
pub fn verdict<T: Serialize>(legal: bool, text: String, json: T) -> Result<Verdict, RuleViolation> {
    Ok(Verdict::new(legal, text, json))
}

/// [`Verdict::illegal_or_error`], as the forms call it.
pub fn illegal_or_error<T: Serialize>(
    violation: RuleViolation,
    json: impl FnOnce(String) -> T,
) -> Result<Verdict, RuleViolation> {
    Verdict::illegal_or_error(violation, json)
}

/// `NAME=VALUE` arguments as a round's entries, in the order typed.
pub fn parse_entries(args: &[String]) -> Result<crate::games::Entries, RuleViolation> {
    args.iter()
        .map(|arg| match arg.split_once('=') {
            Some((name, value)) if !name.trim().is_empty() => {
                Ok((name.trim().to_string(), value.trim().to_string()))
            }
            _ => Err(RuleViolation::malformed(
                t!("error-not-entry", word = arg.as_str()),
                t!("error-not-entry-hint"),
            )),
        })
        .collect()
}

/// `check GAME` for a game whose forms are the clap subcommands `F`: named `name`, with these
/// visible aliases (the game's own, as everywhere a game is named) and about-text (a form must be chosen; without one, the help is shown).
pub fn forms_command<F: Subcommand>(
    name: &'static str,
    aliases: &'static [&'static str],
    about: &'static str,
) -> Command {
    // The forms' own doc comment would be the about-text: theirs first, then the game's.
    F::augment_subcommands(Command::new(name))
        .visible_aliases(aliases.iter().copied())
        .about(about)
        .long_about(None)
        .subcommand_required(true)
        .arg_required_else_help(true)
}

/// The form clap read, as the game's own type.
pub fn read_form<F: FromArgMatches>(matches: &ArgMatches) -> Result<F, RuleViolation> {
    F::from_arg_matches(matches)
        .map_err(|e| RuleViolation::malformed(e.to_string(), t!("game-see-check-help")))
}

/// A sentence from a reason: its first letter in capitals.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
