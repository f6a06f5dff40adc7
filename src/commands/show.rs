//! `tenscore show`: a match round by round.

use clap::Args;

use crate::commands::{Context, load_match};
use crate::error::CliError;
use crate::store;

/// Round-by-round table with running totals and notes
#[derive(Debug, Args)]
pub struct ShowArgs {
    /// The match [default: the most recent unfinished one]
    #[arg(value_name = "MATCH")]
    pub r#match: Option<i64>,

    /// Also the withdrawn and replaced rounds (the audit trail)
    #[arg(long)]
    pub all: bool,
}

pub(crate) fn run(ctx: &Context, args: ShowArgs) -> Result<(), CliError> {
    let store = ctx.open_store()?;
    let info = load_match(store.conn(), args.r#match)?;
    let rounds = store::rounds_of(store.conn(), &info, args.all)?;
    let view = crate::render::StandingsView::load(store.conn(), &info)?;
    if ctx.json {
        return ctx.print_json(&crate::render::show_json(&info, &rounds, &view));
    }
    ctx.print(&crate::render::show_text(ctx, &info, &rounds, &view)?)
}
