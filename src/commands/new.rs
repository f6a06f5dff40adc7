//! `tenscore new`: start a match.

use clap::{Args, FromArgMatches};

use crate::commands::Context;
use crate::commands::args::NewMatchArgs;
use crate::error::CliError;
use crate::ops;
use crate::render::json::NewMatchJson;
use crate::store::Access;

const EXAMPLES: &str = "Examples:
  tenscore new under10 --players Ann,Bob,Cy --end first-out --bonus-cards
  tenscore new updown --players Ann,Bob,Cy,Dee --hook
  tenscore new pig10 --players Ann,Bob,Cy
  tenscore new krumme10 --players Ann,Bob,Cy,Dee --teams
  tenscore new tenstuff --players Ann,Bob,Cy --casual
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
    let setup = args.0.0;
    if setup.players.is_empty() {
        return Err(CliError::usage(
            "no players were named",
            "name them in seating order with --players Ann,Bob,Cy",
        ));
    }
    let mut store = ctx.open_store(Access::Create)?;
    let info = ops::create_match(&mut store, setup.game, &setup.players, &setup.choices)?;
    if ctx.json {
        return ctx.print_json(&NewMatchJson::new(&info));
    }
    ctx.print(&crate::render::new_match(&info)?)
}
