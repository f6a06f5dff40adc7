//! `tenscore check`: referee a disputed situation without recording anything. Exit 0 when the
//! play or claim is legal (whatever its outcome), 3 when it breaks a rule, 2 when it cannot be
//! read. Only `check history` and a form's comparison with a recorded round (`--match M --round R`)
//! open the database, to read it: the games' forms never do.
//!
//! `check GAME ...` is built from `GAMES`: each game brings its forms and settles them into a
//! verdict; this module only prints it.

use clap::{ArgMatches, Args, FromArgMatches, Subcommand};

mod history;

use crate::commands::Context;
use crate::error::CliError;
use crate::games::forms::VerdictTable;
use crate::games::{GAMES, Game, GameId, Verdict};
use crate::ops;
use crate::render::{self, Grid, GridCell};
use crate::store::Access;

pub use history::HistoryArgs;

/// `check GAME FORM ...` for one of `GAMES`, or `check history`.
#[derive(Debug)]
pub enum CheckArgs {
    /// The game's check command, and what clap read for it.
    Game(&'static dyn Game, ArgMatches),
    History(HistoryArgs),
}

// What `check` offers besides the games. (Not a doc comment: clap would make it the about-text
// of `check` itself.)
#[derive(Debug, Subcommand)]
enum NotAGame {
    /// Every stored round replayed through its game's rules: which no longer follow from them
    #[command(name = "history")]
    History(HistoryArgs),
}

impl Args for CheckArgs {
    fn augment_args(cmd: clap::Command) -> clap::Command {
        let cmd = GAMES.iter().fold(cmd, |cmd, game| {
            cmd.subcommand(game.check_forms().command())
        });
        NotAGame::augment_subcommands(cmd)
            .subcommand_required(true)
            .arg_required_else_help(true)
    }

    fn augment_args_for_update(cmd: clap::Command) -> clap::Command {
        Self::augment_args(cmd)
    }
}

impl FromArgMatches for CheckArgs {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        let game = matches.subcommand().and_then(|(name, form)| {
            (GAMES.iter())
                .find(|game| game.about().id == name)
                .map(|game| CheckArgs::Game(*game, form.clone()))
        });
        match game {
            Some(game) => Ok(game),
            None => NotAGame::from_arg_matches(matches)
                .map(|NotAGame::History(args)| CheckArgs::History(args)),
        }
    }

    /// As [`FromArgMatches::from_arg_matches`], taking the game's matches rather than copying them.
    fn from_arg_matches_mut(matches: &mut ArgMatches) -> Result<Self, clap::Error> {
        let game: Option<&'static dyn Game> = (matches.subcommand_name())
            .and_then(|name| GAMES.iter().find(|game| game.about().id == name))
            .copied();
        match (game, game.and_then(|_| matches.remove_subcommand())) {
            (Some(game), Some((_, form))) => Ok(CheckArgs::Game(game, form)),
            _ => NotAGame::from_arg_matches_mut(matches)
                .map(|NotAGame::History(args)| CheckArgs::History(args)),
        }
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

pub(crate) fn run(ctx: &Context, args: CheckArgs) -> Result<(), CliError> {
    match args {
        CheckArgs::Game(game, form) => {
            let verdict = settle(ctx, game, &form)?;
            print(ctx, verdict)
        }
        CheckArgs::History(args) => history::run(ctx, args),
    }
}

/// The game settles the form; a form that compares with a recorded round gets it read here (the
/// games never open the database), only read.
fn settle(ctx: &Context, game: &'static dyn Game, form: &ArgMatches) -> Result<Verdict, CliError> {
    let forms = game.check_forms();
    let recorded = match forms.round_wanted(form) {
        Some(wanted) => {
            let store = ctx.open_store(Access::Read)?;
            Some(ops::recorded_round(
                &store,
                GameId::of(game.about()),
                wanted,
            )?)
        }
        None => None,
    };
    Ok(forms.check(form, recorded.as_ref())?)
}

/// Prints a verdict: its words, or with `--json` the form's typed verdict; an illegal one (exit
/// 3) is printed on stdout too, so `--json` always answers.
fn print(ctx: &Context, verdict: Verdict) -> Result<(), CliError> {
    if ctx.json {
        let json = verdict
            .json
            .map_err(|reason| CliError::runtime(crate::t!("error-json", reason = reason), None))?;
        ctx.print_json(&json)?;
    } else {
        let text = match &verdict.table {
            Some(table) => format!("{}\n{}", grid(table).render(ctx), verdict.text),
            None => verdict.text,
        };
        // The verdict wraps at word boundaries to the terminal (its tables were fitted already).
        ctx.print(&render::fit_to_terminal(&text))?;
    }
    if verdict.legal {
        Ok(())
    } else {
        Err(CliError::verdict())
    }
}

/// A verdict's table, drawn as every table is.
fn grid(table: &VerdictTable) -> Grid {
    let mut grid = Grid::new(table.titles.clone());
    for row in &table.rows {
        grid.add_row(
            row.iter()
                .map(|cell| match cell.right {
                    true => GridCell::right(cell.text.clone()),
                    false => GridCell::new(cell.text.clone()),
                })
                .collect(),
        );
    }
    grid
}
