//! `tenscore event standings`: the evening's ranking.

use clap::Args;

use super::evening_view::event_view;
use crate::commands::Context;
use crate::error::CliError;
use crate::ops;
use crate::render::event::{standings_json, standings_text};
use crate::store::Access;

#[derive(Debug, Args)]
pub struct StandingsArgs {
    /// The event: its number or name (left out: the most recent unfinished one)
    #[arg(value_name = "EVENT")]
    pub event: Option<String>,
}

pub(super) fn run(ctx: &Context, args: StandingsArgs) -> Result<(), CliError> {
    let store = ctx.open_store(Access::Read)?;
    let view = event_view(&ops::event::evening(&store, args.event.as_deref())?);
    if ctx.json {
        return ctx.print(&standings_json(&view));
    }
    ctx.print(&standings_text(&view, crate::render::fit::width()))
}
