//! `event new NAME --game GAME --players ... [game options]`: every game's options are
//! arguments of `event new` (under a heading per game), so clap reads them as `new GAME` does;
//! those of a game other than `--game` are refused when run.

use clap::parser::ValueSource;
use clap::{Arg, ArgAction, ArgMatches, Args, Command, FromArgMatches};

use crate::commands::Context;
use crate::commands::args::GameParser;
use crate::error::CliError;
use crate::games::{GAMES, GameId};
use crate::ops::event::{EventRequest, create_event};
use crate::store::{Access, EventRanking};

/// A club evening's usual count of rounds: long enough that most players meet, short enough
/// to end the evening in time.
const DEFAULT_ROUNDS: &str = "3";

#[derive(Debug)]
pub struct NewEventArgs {
    name: String,
    game: GameId,
    players: Vec<String>,
    players_file: Option<std::path::PathBuf>,
    rounds: u32,
    table_size: u32,
    series: Option<String>,
    ranking: EventRanking,
    /// Everything clap read: the game's options among it.
    choices: ArgMatches,
}

impl FromArgMatches for NewEventArgs {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        let missing = || clap::Error::new(clap::error::ErrorKind::MissingRequiredArgument);
        Ok(NewEventArgs {
            name: matches
                .get_one::<String>("name")
                .cloned()
                .ok_or_else(missing)?,
            game: matches
                .get_one::<GameId>("game")
                .copied()
                .ok_or_else(missing)?,
            players: (matches.get_many::<String>("players"))
                .map(|names| names.cloned().collect())
                .unwrap_or_default(),
            players_file: matches
                .get_one::<std::path::PathBuf>("players_file")
                .cloned(),
            rounds: matches.get_one::<u32>("rounds").copied().unwrap_or(3),
            table_size: matches.get_one::<u32>("table_size").copied().unwrap_or(4),
            series: matches.get_one::<String>("series").cloned(),
            ranking: match matches.get_one::<String>("ranking").map(String::as_str) {
                Some("points") => EventRanking::Points,
                _ => EventRanking::Share,
            },
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
        let cmd = cmd
            .arg(Arg::new("name").value_name("NAME").required(true).help("The evening's name, e.g. Friday"))
            .arg(
                Arg::new("game")
                    .long("game")
                    .value_name("GAME")
                    .required(true)
                    .value_parser(GameParser)
                    .help("The game every table plays"),
            )
            .arg(
                Arg::new("players")
                    .long("players")
                    .value_name("A,B,...")
                    .value_delimiter(',')
                    .num_args(1..)
                    .required_unless_present("players_file")
                    .conflicts_with("players_file")
                    .help("The players, separated by commas (a new name is a new player)"),
            )
            .arg(
                Arg::new("players_file")
                    .long("players-file")
                    .value_name("FILE")
                    .value_parser(clap::value_parser!(std::path::PathBuf))
                    .help("The players, one a line; blank lines and lines starting with # are skipped"),
            )
            .arg(
                Arg::new("rounds")
                    .long("rounds")
                    .value_name("N")
                    .default_value(DEFAULT_ROUNDS)
                    .value_parser(clap::value_parser!(u32).range(1..=100))
                    .help("The rounds planned: 3 by default, a club evening's usual count"),
            )
            .arg(
                Arg::new("table_size")
                    .long("table-size")
                    .value_name("N")
                    .default_value("4")
                    .value_parser(clap::value_parser!(u32).range(1..=100))
                    .help("The players a table aims for; as few tables one smaller as make the count work"),
            )
            .arg(
                Arg::new("series")
                    .long("series")
                    .value_name("SERIES")
                    .help("A series the evening counts in (made with `tenscore series new`)"),
            )
            .arg(
                Arg::new("ranking")
                    .long("ranking")
                    .value_name("HOW")
                    .default_value("share")
                    .value_parser(["share", "points"])
                    .help("share: the sum of each table's share beaten; points: the game's points (updown, pig10)"),
            );
        GAMES.iter().fold(cmd, |cmd, game| {
            let heading = crate::t!("event-cmd-options-heading", title = game.id().title());
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
/// (every game's is called `Choices`).
fn game_args(game: &'static dyn crate::games::Game) -> Vec<Arg> {
    let scratch = game.add_choices(Command::new(game.about().id));
    scratch
        .get_arguments()
        .filter(|arg| !matches!(arg.get_action(), ArgAction::Help | ArgAction::Version))
        .cloned()
        .collect()
}

/// The options given on the command line that `game` does not take, or that name a player
/// (the draw decides who starts at each table): refused before anything is read.
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
            if arg
                .get_value_names()
                .is_some_and(|names| names.iter().any(|n| n.as_str() == "NAME"))
            {
                return Err(CliError::usage(
                    crate::t!("event-cmd-option-names-player", option = option.as_str()),
                    crate::t!("event-cmd-option-names-player-hint", option = option),
                ));
            }
        }
    }
    Ok(())
}

/// The players of `--players-file`: one a line, blank lines and `#` comments skipped.
fn players_from_file(path: &std::path::Path) -> Result<Vec<String>, CliError> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        CliError::runtime(
            crate::t!(
                "event-cmd-players-file",
                file = path.display().to_string(),
                reason = e.to_string()
            ),
            Some(crate::t!("event-cmd-players-file-hint")),
        )
    })?;
    Ok(text
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(str::to_string)
        .collect())
}

pub(super) fn run(ctx: &Context, args: NewEventArgs) -> Result<(), CliError> {
    refuse_foreign_options(args.game, &args.choices)?;
    let players = match &args.players_file {
        Some(path) => players_from_file(path)?,
        None => args.players.clone(),
    };
    let request = EventRequest {
        name: args.name,
        game: args.game,
        players,
        rounds: args.rounds,
        table_size: args.table_size,
        series: args.series,
        ranking: args.ranking,
        choices: args.choices,
    };
    let mut store = ctx.open_store(Access::Create)?;
    let created = create_event(&mut store, &request)?;
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
    ctx.print(
        &(crate::t!(
            "event-cmd-created",
            id = info.id,
            name = crate::render::sanitize(&info.name).into_owned(),
            title = info.game.title(),
            count = created.players.len(),
            rounds = info.rounds
        )),
    )
}
