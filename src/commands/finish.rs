//! `tenscore finish`: end a match now.

use clap::Args;

use crate::commands::{Context, Go, confirm_left_out, confirmation, view};
use crate::error::CliError;
use crate::ops;
use crate::store::Access;

#[derive(Debug, Args)]
pub struct FinishArgs {
    /// The match [default: the most recent unfinished one]
    #[arg(value_name = "MATCH", value_parser = crate::games::numbers::match_number)]
    pub r#match: Option<i64>,

    /// Stop without a winner
    #[arg(long)]
    pub abandon: bool,

    /// Do not ask first (a terminal is asked when MATCH is left out and several matches are unfinished)
    #[arg(long)]
    pub yes: bool,
}

pub(crate) fn run(ctx: &Context, args: FinishArgs) -> Result<(), CliError> {
    let mut store = ctx.open_store(Access::Write)?;
    let abandon = if args.abandon { "yes" } else { "no" };
    let asked = confirm_left_out(
        ctx,
        &store,
        args.r#match,
        args.yes,
        // With no round yet, only abandoning is possible: `finish` refuses without asking.
        |info| {
            (args.abandon || info.rounds > 0)
                .then(|| crate::t!("cmd-finish-ask", abandon = abandon, label = info.label()))
        },
        &crate::t!("cmd-finish-declined", abandon = abandon),
    )?;
    let target = match asked {
        Go::Ahead(target) => target,
        Go::Declined => return Ok(()),
    };
    let finished = ops::finish_match(&mut store, target, args.abandon)?;
    let state = &finished.state;
    let view = view(state)?;
    if ctx.json {
        return ctx.print_json(&view.json());
    }
    let done = format!(
        "{}{}",
        crate::t!(
            "cmd-finish-done",
            abandon = abandon,
            label = state.info.label()
        ),
        crate::render::bids_withdrawn(&state.info, finished.withdrawn_opening)
    );
    ctx.print(&format!(
        "{}\n\n{}",
        confirmation(&done, &crate::render::shown_names(&state.info)),
        view.text(ctx)
    ))
}
