//! `tenscore standings`: the table as it stands.

use clap::Args;

use crate::commands::{Context, view};
use crate::error::CliError;
use crate::ops;
use crate::store::Access;

#[derive(Debug, Args)]
pub struct StandingsArgs {
    /// The match [default: the most recent unfinished one]
    #[arg(value_name = "MATCH", value_parser = crate::games::numbers::match_number)]
    pub r#match: Option<i64>,
}

pub(crate) fn run(ctx: &Context, args: StandingsArgs) -> Result<(), CliError> {
    let store = ctx.open_store(Access::Read)?;
    let view = view(&ops::match_state(&store, args.r#match)?)?;
    if ctx.json {
        return ctx.print_json(&view.json());
    }
    ctx.print(&view.text(ctx))
}
