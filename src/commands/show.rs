//! `tenscore show`: a match round by round.

use clap::Args;

use crate::commands::{Context, view};
use crate::error::CliError;
use crate::ops;
use crate::store::{Access, RoundsWanted};

#[derive(Debug, Args)]
pub struct ShowArgs {
    /// The match [default: the most recent unfinished one]
    #[arg(value_name = "MATCH", value_parser = crate::commands::args::match_id)]
    pub r#match: Option<i64>,

    /// Also the withdrawn and replaced rounds (the audit trail)
    #[arg(long)]
    pub all: bool,
}

pub(crate) fn run(ctx: &Context, args: ShowArgs) -> Result<(), CliError> {
    let store = ctx.open_store(Access::Read)?;
    // Only JSON prints the explanations.
    let wanted = RoundsWanted {
        withdrawn: args.all,
        explanations: ctx.json,
    };
    let (state, rounds) = ops::match_rounds(&store, args.r#match, wanted)?;
    let view = view(&state)?;
    let shown = if ctx.json {
        ctx.print_json(&crate::render::show_json(&state.info, &rounds, &view))
    } else {
        crate::render::show_text(ctx, &state.info, &rounds, &view).and_then(|text| ctx.print(&text))
    };
    // The process ends with this command: a long match's rounds are not taken apart value by
    // value first (a seventh of what `show` of 112 rounds costs).
    std::mem::forget(rounds);
    shown
}
