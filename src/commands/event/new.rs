//! `event new NAME --game GAME --players ... [game options]`: every game's options are
//! arguments of `event new` (under a heading per game), so clap reads them as `new GAME` does;
//! those of a game other than `--game` are refused when run. A static completion script cannot
//! tell which game `--game` named, so it offers every game's; it never offers one that names a
//! player, which a club night always refuses (the draw decides who starts).

use clap::parser::ValueSource;
use clap::{Arg, ArgAction, ArgMatches, Args, Command, FromArgMatches};

use crate::commands::args::GameParser;
use crate::commands::{Context, confirmation};
use crate::error::{CliError, unsettled_look};
use crate::games::{GAMES, GameId};
use crate::ops::event::{EventRequest, create_event};
use crate::store::{Access, EventRanking};

/// A club evening's usual count of rounds: long enough that most players meet, short enough
/// to end the evening in time.
const DEFAULT_ROUNDS: &str = "3";

/// `event new`'s own arguments; the game's options are added beside them.
#[derive(Debug, Args)]
struct EventSetup {
    /// The evening's name, e.g. Friday
    #[arg(value_name = "NAME")]
    name: String,
    /// The game every table plays
    #[arg(long, value_name = "GAME", value_parser = GameParser)]
    game: GameId,
    /// The players, separated by commas (a new name is a new player)
    #[arg(
        long,
        value_name = "A,B,...",
        value_delimiter = ',',
        num_args = 1..,
        required_unless_present = "players_file",
        conflicts_with = "players_file"
    )]
    players: Vec<String>,
    /// The players, one a line; blank lines and lines starting with # are skipped
    #[arg(long, value_name = "FILE")]
    players_file: Option<std::path::PathBuf>,
    /// The rounds planned: 3 by default, a club evening's usual count
    #[arg(long, value_name = "N", default_value = DEFAULT_ROUNDS,
          value_parser = crate::games::numbers::count_to_100)]
    rounds: u32,
    /// The players a table aims for; as few tables one smaller as make the count work
    #[arg(long, value_name = "N", default_value = "4",
          value_parser = crate::games::numbers::count_to_100)]
    table_size: u32,
    /// A series the evening counts in (made with `tenscore series new`)
    #[arg(long, value_name = "SERIES")]
    series: Option<String>,
    /// share: the sum of each table's share beaten; points: the game's own points (updown, pig10)
    #[arg(long, value_name = "HOW", default_value = "share", value_parser = ["share", "points"])]
    ranking: String,
}

#[derive(Debug)]
pub struct NewEventArgs {
    setup: EventSetup,
    /// Everything clap read: the game's options among it.
    choices: ArgMatches,
}

impl FromArgMatches for NewEventArgs {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        Ok(NewEventArgs {
            setup: EventSetup::from_arg_matches(matches)?,
            choices: matches.clone(),
        })
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

impl Args for NewEventArgs {
    fn augment_args(cmd: Command) -> Command {
        let cmd = EventSetup::augment_args(cmd);
        GAMES.iter().fold(cmd, |cmd, game| {
            // Help stays English (as every --help does): the game's own title, not the reader's.
            let heading = format!("{} options", game.about().title);
            game_args(*game)
                .into_iter()
                .fold(cmd, |cmd, arg| cmd.arg(arg.help_heading(heading.clone())))
        })
    }

    fn augment_args_for_update(cmd: Command) -> Command {
        Self::augment_args(cmd)
    }
}

/// A game's options as `new GAME` takes them, without the group clap's derive puts them in
/// (every game's is called `Choices`), and without those that name a player (under10's
/// `--starter`): the draw decides who starts at each table, so neither the help nor the shells'
/// completions offer them, and [`option_naming_player`] words clap's refusal of one.
fn game_args(game: &'static dyn crate::games::Game) -> Vec<Arg> {
    every_game_arg(game)
        .into_iter()
        .filter(|arg| !names_player(arg))
        .collect()
}

/// Every option of `new GAME` for `game`.
fn every_game_arg(game: &'static dyn crate::games::Game) -> Vec<Arg> {
    let scratch = game.add_choices(Command::new(game.about().id));
    scratch
        .get_arguments()
        .filter(|arg| !matches!(arg.get_action(), ArgAction::Help | ArgAction::Version))
        .cloned()
        .collect()
}

/// clap's refusal of an option `tenscore event new` does not take (`command`, as clap's usage
/// names it), worded as a club night's: a game's option that names a player. `None` for every
/// other error.
pub(crate) fn option_naming_player(err: &clap::Error, command: &str) -> Option<CliError> {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let words: Vec<&str> = command.split_whitespace().skip(1).collect();
    if err.kind() != ErrorKind::UnknownArgument || words != ["event", "new"] {
        return None;
    }
    let Some(ContextValue::String(typed)) = err.get(ContextKind::InvalidArg) else {
        return None;
    };
    let option = typed.split(['=', ' ']).next()?.to_string();
    let long = option.strip_prefix("--")?;
    GAMES
        .iter()
        .flat_map(|game| every_game_arg(*game))
        .any(|arg| names_player(&arg) && arg.get_long() == Some(long))
        .then(|| {
            CliError::usage(
                crate::t!("event-cmd-option-names-player", option = option.as_str()),
                crate::t!("event-cmd-option-names-player-hint", option = option),
            )
        })
}

/// Whether a game's option takes a player's name (under10's `--starter`).
fn names_player(arg: &Arg) -> bool {
    arg.get_value_names()
        .is_some_and(|names| names.iter().any(|n| n.as_str() == "NAME"))
}

/// The options given on the command line that `game` does not take: refused before anything
/// is read.
fn refuse_foreign_options(game: GameId, matches: &ArgMatches) -> Result<(), CliError> {
    for other in GAMES.iter() {
        for arg in game_args(*other) {
            let given =
                matches.value_source(arg.get_id().as_str()) == Some(ValueSource::CommandLine);
            if !given {
                continue;
            }
            let option = format!("--{}", arg.get_long().unwrap_or_default());
            if other.id().id() != game.id() {
                return Err(CliError::usage(
                    crate::t!(
                        "event-cmd-option-foreign",
                        option = option,
                        title = game.title(),
                        owner = other.id().title()
                    ),
                    crate::t!("event-cmd-option-foreign-hint", game = game.id()),
                ));
            }
        }
    }
    Ok(())
}

/// The players of `--players-file`: one a line, blank lines and `#` comments skipped (and a
/// byte order mark before the first).
fn players_from_file(path: &std::path::Path) -> Result<Vec<String>, CliError> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        CliError::runtime(
            crate::t!(
                "event-cmd-players-file",
                file = path.display().to_string(),
                reason = crate::i18n::os_reason(&e)
            ),
            Some(crate::t!("event-cmd-players-file-hint")),
        )
    })?;
    // A list saved by a spreadsheet or Notepad starts with a byte order mark: not a name.
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    Ok(text
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(str::to_string)
        .collect())
}

pub(super) fn run(ctx: &Context, args: NewEventArgs) -> Result<(), CliError> {
    let setup = args.setup;
    refuse_foreign_options(setup.game, &args.choices)?;
    let players = match &setup.players_file {
        Some(path) => players_from_file(path)?,
        None => setup.players.clone(),
    };
    let request = EventRequest {
        name: setup.name,
        game: setup.game,
        players,
        rounds: setup.rounds,
        table_size: setup.table_size,
        series: setup.series,
        ranking: match setup.ranking.as_str() {
            "points" => EventRanking::Points,
            _ => EventRanking::Share,
        },
        choices: args.choices,
    };
    let mut store = ctx.open_store(Access::Create)?;
    let created =
        create_event(&mut store, &request).map_err(|e| unsettled_look(e, Some("event list")))?;
    let info = &created.info;
    if ctx.json {
        return ctx.print_json(&serde_json::json!({
            "id": info.id,
            "name": info.name,
            "game": info.game.id(),
            "players": created.players,
            "rounds": info.rounds,
        }));
    }
    let name = crate::render::sanitize(&info.name).into_owned();
    let title = info.game.title();
    let created = crate::t!(
        "event-cmd-created",
        id = info.id,
        name = name.clone(),
        title = title.clone(),
        count = created.players.len(),
        rounds = info.rounds
    );
    // The game's title is kept whole too: "Pig" and "10, 8 players" on two lines read wrong.
    ctx.print(&confirmation(&created, &[name, title]))
}
