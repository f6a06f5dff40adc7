//! `tenscore finish`: end a match now.

use clap::Args;

use crate::commands::{Context, view};
use crate::error::CliError;
use crate::ops;
use crate::store::Access;

#[derive(Debug, Args)]
pub struct FinishArgs {
    /// The match [default: the most recent unfinished one]
    #[arg(value_name = "MATCH", value_parser = crate::commands::args::match_id)]
    pub r#match: Option<i64>,

    /// Stop without a winner
    #[arg(long)]
    pub abandon: bool,
}

pub(crate) fn run(ctx: &Context, args: FinishArgs) -> Result<(), CliError> {
    let mut store = ctx.open_store(Access::Write)?;
    let view = view(&ops::finish_match(&mut store, args.r#match, args.abandon)?)?;
    if ctx.json {
        return ctx.print_json(&view.json());
    }
    ctx.print(&view.text(ctx))
}
