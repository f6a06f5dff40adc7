//! Argument groups that several commands share, built from the game registry ([`GAMES`]): each
//! game's subcommand of `new` and `play` with its own options (so clap checks them), the flags
//! rounds and openings carry, and the game names `rules` takes (read in `game_names`). Not a
//! command itself: commands import from here, never from each other.

use std::collections::BTreeMap;

use clap::parser::ValueSource;
use clap::{Arg, ArgMatches, Args, Command, FromArgMatches};

use crate::commands::parse_entries;
use crate::error::CliError;
use crate::games::numbers::{self, NumberError};
use crate::games::{Entries, Flag, GAMES, Game, GameId, RoundInput};

mod game_names;
pub use game_names::{GameParser, game_in_other_case, game_usage_error};
pub(crate) use game_names::{game_hint, parse_game};

/// A match id as typed, the one reading of `MATCH` everywhere: the reading of every `MATCH`
/// argument's value parser ([`numbers::match_number`]: `show`, `standings`, `undo`, `finish`,
/// `edit`) and of `play`'s, and what
/// [`split_match`](crate::commands::split_match) takes for a match before the entries of `round`
/// and `bid`. Digits with spaces around them, no sign, as [`numbers`] reads every number: `' 1'`
/// is match 1 everywhere, `+1` nowhere.
pub fn match_id(text: &str) -> Result<i64, NumberError> {
    numbers::whole(text)
}

/// `edit`'s `ROUND`: a round number. An entry where it stands (`edit 1 Ann=2 ...`) means the
/// match was left out, which `edit` needs (the round is numbered within its match): said so.
pub fn edit_round(text: &str) -> Result<u32, String> {
    numbers::count(text).map_err(|refused| match (text.contains('='), refused) {
        (true, _) => crate::t!("cmd-edit-round-entry"),
        (false, signed @ NumberError::Signed { .. }) => signed.to_string(),
        // Not a number: the parser's own words ("invalid digit found in string") name nothing.
        (false, _) => crate::t!("cmd-edit-round-number"),
    })
}

/// `play`'s `MATCH`: a match id, or a game to start (reported as unknown when it is neither). A
/// number with a sign is neither, and is refused as a match id is everywhere.
fn play_target(text: &str) -> Result<String, NumberError> {
    match match_id(text) {
        Err(refused @ NumberError::Signed { .. }) => Err(refused),
        _ => Ok(text.to_string()),
    }
}

/// The `--players` of a new match, saying who starts (`starts`: as the game has it).
fn players_arg(starts: &str) -> Arg {
    let order = format!("Players in seating order, clockwise, separated by commas; {starts}");
    Arg::new("players")
        .long("players")
        .value_delimiter(',')
        .num_args(1..)
        .value_name("A,B,...")
        .help(order.clone())
        .long_help(format!(
            "{order}.\n\
             A name never seen in this database is a new player. `play` first asks about one \
             that is close to a known player's name (case and accents aside, a letter or two \
             off): \"Bobby has not played here before; did you mean Bob?\"; `new` takes the \
             names as typed."
        ))
}

/// A game's subcommand of `new` and `play`: its players and its own options.
fn game_command(game: &'static dyn Game) -> Command {
    let about = game.about();
    // --players first, the option every match needs: the help lists them as added. The about
    // after the game's options, whose doc comment would otherwise stand as the command's.
    game.add_choices(Command::new(about.id).arg(players_arg(about.starts)))
        .visible_aliases(about.aliases)
        .about(about.title)
        .long_about(None)
}

/// The players named with `--players`, as typed.
fn players_of(matches: &ArgMatches) -> Vec<String> {
    matches
        .get_many::<String>("players")
        .map(|names| names.cloned().collect())
        .unwrap_or_default()
}

/// The game, players and options of a new match, as `new GAME --players ... [options]` and
/// `play GAME ...` take them.
#[derive(Clone, Debug)]
pub struct MatchSetup {
    pub game: GameId,
    pub players: Vec<String>,
    /// The game's options as clap read them (see [`Game::options`]).
    pub choices: ArgMatches,
    /// Whether any of the game's options was given (`play` then asks none).
    pub choices_given: bool,
}

impl MatchSetup {
    /// The setup of the game subcommand `name` that clap matched.
    fn read(name: &str, matches: &ArgMatches) -> Result<MatchSetup, clap::Error> {
        let game = name
            .parse::<GameId>()
            .map_err(|_| clap::Error::new(clap::error::ErrorKind::InvalidSubcommand))?;
        let choices_given = matches.ids().any(|id| {
            id.as_str() != "players"
                && matches.value_source(id.as_str()) == Some(ValueSource::CommandLine)
        });
        Ok(MatchSetup {
            game,
            players: players_of(matches),
            choices: matches.clone(),
            choices_given,
        })
    }

    /// The same setup with options given as `new GAME` takes them (answers to `play`'s questions).
    pub fn with_options(
        game: GameId,
        players: Vec<String>,
        options: &[String],
    ) -> Result<MatchSetup, CliError> {
        let choices = game.game().choices_from(options)?;
        Ok(MatchSetup {
            game,
            players,
            choices,
            choices_given: !options.is_empty(),
        })
    }
}

/// `new`'s arguments: one subcommand per game, or `--rematch [MATCH]` instead of one.
#[derive(Clone, Debug)]
pub enum NewMatchArgs {
    /// `new GAME --players ... [options]`.
    Setup(MatchSetup),
    /// `new --rematch [MATCH]`: the match to repeat (`None`: the one that ended last).
    Rematch(Option<i64>),
    /// Neither a game nor `--rematch` (refused when run, in one line).
    Nothing,
}

/// `--rematch`'s MATCH: a match id, read as every `MATCH` is. A game named there (`new --rematch
/// under10`) is refused saying that a rematch takes its game from the match.
fn rematch_of(text: &str) -> Result<i64, String> {
    match match_id(text) {
        Ok(id) => Ok(id),
        Err(_) if text.trim().parse::<GameId>().is_ok() => Err(crate::t!("error-rematch-game")),
        Err(refused) => Err(refused.to_string()),
    }
}

impl FromArgMatches for NewMatchArgs {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        if let Some((name, game)) = matches.subcommand() {
            return Ok(NewMatchArgs::Setup(MatchSetup::read(name, game)?));
        }
        if matches.value_source("rematch") == Some(ValueSource::CommandLine) {
            return Ok(NewMatchArgs::Rematch(
                matches.get_one::<i64>("rematch").copied(),
            ));
        }
        Ok(NewMatchArgs::Nothing)
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

impl Args for NewMatchArgs {
    fn augment_args(cmd: Command) -> Command {
        cmd.arg(
            Arg::new("rematch")
                .long("rematch")
                .value_name("MATCH")
                .num_args(0..=1)
                .value_parser(rematch_of)
                .help(
                    "A new match with the same game, players, seats and options as a match that \
                     ended, instead of a game [default: the match that ended last]",
                ),
        )
        // A game and --rematch never go together: `new --rematch 3 under10` is refused.
        .args_conflicts_with_subcommands(true)
        .subcommand_value_name("GAME")
        .subcommand_help_heading("Games")
        .subcommands(GAMES.iter().map(|game| game_command(*game)))
    }

    fn augment_args_for_update(cmd: Command) -> Command {
        Self::augment_args(cmd)
    }
}

/// `play`'s arguments: a match to resume, or a game subcommand to start one (or neither).
#[derive(Clone, Debug, Default)]
pub struct PlayTarget {
    /// A match id to resume (or, when it is not a number, a game name to report).
    pub target: Option<String>,
    /// Players named without a game: `play` asks the game.
    pub players: Vec<String>,
    /// A game named as a subcommand, with its players and options.
    pub setup: Option<MatchSetup>,
}

impl FromArgMatches for PlayTarget {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        Ok(PlayTarget {
            target: matches.get_one::<String>("target").cloned(),
            players: players_of(matches),
            setup: matches
                .subcommand()
                .map(|(name, game)| MatchSetup::read(name, game))
                .transpose()?,
        })
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

impl Args for PlayTarget {
    fn augment_args(cmd: Command) -> Command {
        cmd.arg(
            Arg::new("target")
                .value_name("MATCH")
                .value_parser(play_target)
                .help("A match id to resume [default: the most recent unfinished match]"),
        )
        .arg(
            players_arg("who starts is the game's to say")
                .help("Players in seating order, clockwise; the game is asked"),
        )
        .args_conflicts_with_subcommands(true)
        .subcommand_value_name("GAME")
        .subcommand_help_heading("Games")
        .subcommands(GAMES.iter().map(|game| game_command(*game)))
    }

    fn augment_args_for_update(cmd: Command) -> Command {
        Self::augment_args(cmd)
    }
}

/// Every game's flags of one kind (round or opening) as clap arguments.
fn flag_args(flags: impl Fn(&dyn Game) -> &'static [Flag]) -> Vec<Arg> {
    GAMES
        .iter()
        .flat_map(|game| flags(*game))
        .map(|flag| {
            Arg::new(flag.name)
                .long(flag.name)
                .value_name(flag.value_name)
                .help(flag.help)
        })
        .collect()
}

/// The values of every game's flags of one kind that were given.
fn given_flags(
    matches: &ArgMatches,
    flags: impl Fn(&dyn Game) -> &'static [Flag],
) -> BTreeMap<String, String> {
    GAMES
        .iter()
        .flat_map(|game| flags(*game))
        .filter_map(|flag| {
            matches
                .get_one::<String>(flag.name)
                .map(|value| (flag.name.to_string(), value.clone()))
        })
        .collect()
}

/// The flags a round's entry carries (`--call NAME`, `--order A,B,...`): every game's, each read
/// by the match's own game, which refuses the others.
#[derive(Clone, Debug, Default)]
pub struct RoundFlags(pub BTreeMap<String, String>);

impl RoundFlags {
    /// The round as typed: the entries and these flags.
    pub(crate) fn input(self, entries: &[String]) -> Result<RoundInput, CliError> {
        Ok(RoundInput {
            entries: parse_entries(entries)?,
            flags: self.0,
        })
    }
}

impl FromArgMatches for RoundFlags {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        Ok(RoundFlags(given_flags(matches, |game| game.round_flags())))
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

impl Args for RoundFlags {
    fn augment_args(cmd: Command) -> Command {
        cmd.args(flag_args(|game| game.round_flags()))
    }

    fn augment_args_for_update(cmd: Command) -> Command {
        Self::augment_args(cmd)
    }
}

/// The flags the opening of a round carries (`--trump SUIT` with the bids).
#[derive(Clone, Debug, Default)]
pub struct OpeningFlags(pub BTreeMap<String, String>);

impl OpeningFlags {
    /// The opening as typed: the entries (bids) and these flags.
    pub(crate) fn input(self, entries: Entries) -> RoundInput {
        RoundInput {
            entries,
            flags: self.0,
        }
    }
}

impl FromArgMatches for OpeningFlags {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        Ok(OpeningFlags(given_flags(matches, |game| {
            game.opening_flags()
        })))
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

impl Args for OpeningFlags {
    fn augment_args(cmd: Command) -> Command {
        cmd.args(flag_args(|game| game.opening_flags()))
    }

    fn augment_args_for_update(cmd: Command) -> Command {
        Self::augment_args(cmd)
    }
}

/// The opening flags of `edit`, which correct what opened a round and so go with `--bids`.
#[derive(Clone, Debug, Default)]
pub struct CorrectedOpening(pub OpeningFlags);

impl FromArgMatches for CorrectedOpening {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        OpeningFlags::from_arg_matches(matches).map(CorrectedOpening)
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

impl Args for CorrectedOpening {
    fn augment_args(cmd: Command) -> Command {
        cmd.args(flag_args(|game| game.opening_flags()))
    }

    fn augment_args_for_update(cmd: Command) -> Command {
        Self::augment_args(cmd)
    }
}

/// A day as typed after `flag`: `YYYY-MM-DD`.
pub(crate) fn day(flag: &str, text: &str) -> Result<chrono::NaiveDate, CliError> {
    chrono::NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d").map_err(|_| {
        let shown = crate::render::sanitize(text.trim()).to_string();
        // A month's day it does not have (2026-02-29, 2026-04-31): saying it is no date would
        // send the user back to a format they already followed.
        if let Some(refusal) = no_such_day(flag, &shown) {
            return refusal;
        }
        CliError::usage(
            crate::t!("error-not-a-date", flag = flag, text = shown),
            crate::t!("error-not-a-date-hint"),
        )
    })
}

/// The refusal of `text` when it is `YYYY-MM-DD` with a month of the year but a day that month
/// does not have.
fn no_such_day(flag: &str, text: &str) -> Option<CliError> {
    let mut parts = text.split('-');
    let mut number = |digits: usize| {
        let part = parts.next().filter(|p| p.len() == digits)?;
        part.bytes()
            .all(|b| b.is_ascii_digit())
            .then(|| part.parse::<u32>().ok())?
    };
    let (year, month, day) = (number(4)?, number(2)?, number(2)?);
    if parts.next().is_some() {
        return None;
    }
    // A month outside 1..=12 is no date at all, as before: `first` is then `None`.
    let first = chrono::NaiveDate::from_ymd_opt(i32::try_from(year).ok()?, month, 1)?;
    let last = first
        .checked_add_months(chrono::Months::new(1))?
        .pred_opt()?;
    use chrono::Datelike;
    (day == 0 || day > last.day()).then(|| {
        CliError::usage(
            crate::t!(
                "error-no-such-day",
                flag = flag,
                text = text,
                year = year.to_string(),
                days = last.day()
            ),
            // Day 0 most likely meant the first; a day past the end, the last.
            match day {
                0 => crate::t!("error-no-such-day-first-hint", first = first.to_string()),
                _ => crate::t!("error-no-such-day-hint", last = last.to_string()),
            },
        )
    })
}
