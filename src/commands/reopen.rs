//! `tenscore reopen`: put a match that `finish` ended, or abandoned, back in progress.

use clap::Args;

use crate::commands::{Context, confirmation, view};
use crate::error::CliError;
use crate::ops;
use crate::store::Access;

#[derive(Debug, Args)]
#[command(after_help = "\
A match the rules ended (its last round decided it) is not reopened: undo that round with
`tenscore undo MATCH` to play on.
Example: tenscore reopen 3")]
pub struct ReopenArgs {
    /// The match, ended by `tenscore finish` (or `finish --abandon`)
    #[arg(value_name = "MATCH", value_parser = crate::games::numbers::match_number)]
    pub r#match: i64,
}

pub(crate) fn run(ctx: &Context, args: ReopenArgs) -> Result<(), CliError> {
    let mut store = ctx.open_store(Access::Write)?;
    let state = ops::reopen_match(&mut store, args.r#match)?;
    let view = view(&state)?;
    if ctx.json {
        return ctx.print_json(&view.json());
    }
    ctx.print(&format!(
        "{}\n\n{}",
        confirmation(
            &crate::t!("cmd-reopen-done", label = state.info.label()),
            &crate::render::shown_names(&state.info)
        ),
        view.text(ctx)
    ))
}
