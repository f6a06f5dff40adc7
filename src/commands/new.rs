//! `tenscore new`: start a match.

use clap::{Args, FromArgMatches};

use crate::commands::args::NewMatchArgs;
use crate::commands::{Context, confirmation};
use crate::error::CliError;
use crate::games::GameId;
use crate::ops;
use crate::render::json::NewMatchJson;
use crate::store::Access;

const EXAMPLES: &str = "Examples:
  tenscore new under10 --players Ann,Bob,Cy --end first-out --bonus-cards
  tenscore new updown --players Ann,Bob,Cy,Dee --hook
  tenscore new pig10 --players Ann,Bob,Cy
  tenscore new krumme10 --players Ann,Bob,Cy,Dee --teams
  tenscore new tenstuff --players Ann,Bob,Cy --casual
  tenscore new --rematch
  tenscore new --rematch 3
Each game's options: tenscore new GAME --help";

#[derive(Debug)]
pub struct NewArgs(NewMatchArgs);

impl FromArgMatches for NewArgs {
    fn from_arg_matches(matches: &clap::ArgMatches) -> Result<Self, clap::Error> {
        NewMatchArgs::from_arg_matches(matches).map(NewArgs)
    }

    fn update_from_arg_matches(&mut self, matches: &clap::ArgMatches) -> Result<(), clap::Error> {
        self.0.update_from_arg_matches(matches)
    }
}

impl Args for NewArgs {
    fn augment_args(cmd: clap::Command) -> clap::Command {
        NewMatchArgs::augment_args(cmd).after_help(EXAMPLES)
    }

    fn augment_args_for_update(cmd: clap::Command) -> clap::Command {
        Self::augment_args(cmd)
    }
}

pub(crate) fn run(ctx: &Context, args: NewArgs) -> Result<(), CliError> {
    let setup = match args.0 {
        NewMatchArgs::Setup(setup) => setup,
        NewMatchArgs::Rematch(of) => return rematch(ctx, of),
        NewMatchArgs::Nothing => {
            return Err(CliError::usage(
                crate::t!("error-no-game"),
                crate::t!(
                    "error-no-game-hint",
                    games = GameId::all().map(GameId::id).collect::<Vec<_>>().join(", ")
                ),
            ));
        }
    };
    if setup.players.is_empty() {
        return Err(CliError::usage(
            crate::t!("error-no-players"),
            crate::t!("error-no-players-hint"),
        ));
    }
    let mut store = ctx.open_store(Access::Create)?;
    let info = ops::create_match(&mut store, setup.game, &setup.players, &setup.choices)?;
    if ctx.json {
        return ctx.print_json(&NewMatchJson::new(&info));
    }
    ctx.print(&crate::render::new_match(&info)?)
}

/// `new --rematch [MATCH]`: the match named, or the one that ended last, played again.
fn rematch(ctx: &Context, of: Option<i64>) -> Result<(), CliError> {
    // A rematch repeats a match in the file: it never creates one.
    let mut store = ctx.open_store(Access::Write)?;
    // Which match it repeats, to say so; `rematch` refuses when none has ended.
    let of = match of {
        Some(id) => Some(id),
        None => ops::last_ended(&store)?.map(|info| info.id),
    };
    let info = ops::rematch(&mut store, of)?;
    if ctx.json {
        return ctx.print_json(&NewMatchJson::new(&info));
    }
    let repeated = of
        .map(|id| {
            format!(
                "{}\n",
                confirmation(
                    &crate::t!("cmd-rematch-of", id = id, label = info.label()),
                    &crate::render::shown_names(&info)
                )
            )
        })
        .unwrap_or_default();
    ctx.print(&format!("{repeated}{}", crate::render::new_match(&info)?))
}
