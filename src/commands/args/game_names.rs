//! A game as typed on the command line: its value parser (any case, id or alias), the hint for
//! a name that is no game, and clap's refusals of a game's subcommand or options worded as
//! tenscore words them.

use clap::builder::{PossibleValue, TypedValueParser};
use clap::{Arg, Command};

use crate::error::CliError;
use crate::games::{GAMES, Game, GameId};

/// A game as named on the command line (any case, id or alias); shell completion offers the ids.
#[derive(Clone, Copy, Debug, Default)]
pub struct GameParser;

impl TypedValueParser for GameParser {
    type Value = GameId;

    fn parse_ref(
        &self,
        cmd: &Command,
        arg: Option<&Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<GameId, clap::Error> {
        // The same words as a plain function parser gives: "invalid value 'chess' for '<GAME>':
        // unknown game 'chess'; tenscore knows ...".
        // A flag's value has no hint of its own after clap's words: the guess goes with them.
        clap::builder::StringValueParser::new()
            .try_map(|text| {
                parse_game(&text).map_err(|e| match game_meant(&text) {
                    Some(game) => {
                        format!("{e}; {}", crate::t!("game-did-you-mean", name = game.id()))
                    }
                    None => e,
                })
            })
            .parse_ref(cmd, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(GameId::all().map(|game| {
            PossibleValue::new(game.id())
                .aliases(game.aliases())
                .help(game.title())
        })))
    }
}

/// A game named in a prompt or as `play GAME` (not a subcommand there): the same words as
/// everywhere.
pub(crate) fn parse_game(text: &str) -> Result<GameId, String> {
    text.parse::<GameId>().map_err(|e| match game_meant(text) {
        // The guess is the hint: the list of every game would only hide it.
        Some(_) => e.to_string(),
        None => crate::t!(
            "error-knows",
            problem = e.to_string(),
            games = GameId::known_list()
        ),
    })
}

/// The game `typed` is most likely a typo of ("unter10": under10), by its id or an alias; `None`
/// when it is close to none.
pub(crate) fn game_meant(typed: &str) -> Option<GameId> {
    let words: Vec<(&'static str, GameId)> = GameId::all()
        .flat_map(|game| {
            std::iter::once(game.id())
                .chain(game.aliases().iter().copied())
                .map(move |word| (word, game))
        })
        .collect();
    let closest =
        crate::games::names::similar::closest(typed, words.iter().map(|(word, _)| *word))?;
    words
        .iter()
        .find(|(word, _)| *word == closest)
        .map(|(_, game)| *game)
}

/// "did you mean under10?" for a game `typed` is close to, else `otherwise`.
pub(crate) fn game_hint(typed: &str, otherwise: impl FnOnce() -> String) -> String {
    match game_meant(typed) {
        Some(game) => crate::t!("game-did-you-mean", name = game.id()),
        None => otherwise(),
    }
}

/// The words of a clap error about a game of `new` or `play`, as the games say them: an unknown
/// game names the games tenscore knows; another game's option names the game's own. `None` for
/// every other error. `command` is the command line that failed, from clap's usage:
/// `tenscore new krumme10`.
pub fn game_usage_error(err: &clap::Error, command: &str) -> Option<CliError> {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let text = |kind| match err.get(kind) {
        Some(ContextValue::String(text)) => Some(text.clone()),
        Some(ContextValue::StyledStr(text)) => Some(text.to_string()),
        _ => None,
    };
    let words: Vec<&str> = command.split_whitespace().skip(1).collect();
    match (err.kind(), words.as_slice()) {
        (ErrorKind::InvalidSubcommand, [command @ ("new" | "play")]) => {
            let typed = text(ContextKind::InvalidSubcommand)?;
            let unknown = crate::t!("game-unknown", name = typed.as_str());
            let problem = match game_meant(&typed) {
                Some(_) => unknown,
                None => crate::t!(
                    "error-knows",
                    problem = unknown,
                    games = GameId::known_list()
                ),
            };
            Some(CliError::usage(
                problem,
                game_hint(&typed, || crate::t!("error-see-help", command = *command)),
            ))
        }
        // `new --rematch` takes the players and options of the match it repeats.
        (ErrorKind::UnknownArgument, ["new"]) => {
            let typed = text(ContextKind::InvalidArg)?;
            let flag = typed.split(['=', ' ']).next().unwrap_or_default();
            let options: Vec<String> = GAMES.iter().flat_map(|g| option_flags(*g)).collect();
            (flag == "--players" || options.iter().any(|option| option == flag)).then(|| {
                let example = match flag {
                    "--players" => String::new(),
                    option => format!(" {option}"),
                };
                CliError::usage(
                    crate::t!("error-flag-after-game", flag = flag, example = example),
                    crate::t!("error-flag-after-game-hint"),
                )
            })
        }
        (ErrorKind::UnknownArgument, ["new" | "play", game]) => {
            let game: GameId = game.parse().ok()?;
            let typed = text(ContextKind::InvalidArg)?;
            let flag = typed
                .split(['=', ' '])
                .next()
                .unwrap_or_default()
                .to_string();
            if words[0] == "new" && flag == "--rematch" {
                return Some(CliError::usage(
                    crate::t!("error-rematch-with-game", game = game.id()),
                    crate::t!("error-rematch-with-game-hint"),
                ));
            }
            // Only another game's option is worth naming the game's own; a typo keeps clap's tip.
            let others: Vec<String> = GAMES.iter().flat_map(|g| option_flags(*g)).collect();
            if !others.contains(&flag) {
                return None;
            }
            let refused =
                crate::games::refuse_foreign(game, &[flag], &option_flags(game.game()), "options");
            refused.err().map(CliError::from)
        }
        _ => None,
    }
}

/// The game an unknown subcommand of `new` or `play` names in another case or spelling
/// (`UNDER10`, ` Pig10 `): the word as typed and the game's id, for parsing the line again.
pub fn game_in_other_case(err: &clap::Error) -> Option<(String, &'static str)> {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if err.kind() != ErrorKind::InvalidSubcommand {
        return None;
    }
    let typed = match err.get(ContextKind::InvalidSubcommand)? {
        ContextValue::String(text) => text.clone(),
        _ => return None,
    };
    let game: GameId = typed.parse().ok()?;
    Some((typed, game.id()))
}

/// A game's options as typed: `--end`, `--bonus-cards`.
fn option_flags(game: &dyn Game) -> Vec<String> {
    game.add_choices(Command::new(game.about().id))
        .get_arguments()
        .filter_map(|arg| arg.get_long().map(|long| format!("--{long}")))
        .collect()
}
