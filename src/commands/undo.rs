//! `tenscore undo`: withdraw the last round; it stays in the audit trail.

use clap::Args;

use crate::commands::{Context, Go, confirm_left_out, confirmation, view};
use crate::error::CliError;
use crate::ops::{self, Undone};
use crate::render::json::UndoJson;
use crate::store::Access;

#[derive(Debug, Args)]
pub struct UndoArgs {
    /// The match [default: the most recent unfinished one]
    #[arg(value_name = "MATCH", value_parser = crate::games::numbers::match_number)]
    pub r#match: Option<i64>,

    /// Do not ask first (a terminal is asked when MATCH is left out and several matches are unfinished)
    #[arg(long)]
    pub yes: bool,
}

pub(crate) fn run(ctx: &Context, args: UndoArgs) -> Result<(), CliError> {
    let mut store = ctx.open_store(Access::Write)?;
    let asked = confirm_left_out(
        ctx,
        &store,
        args.r#match,
        args.yes,
        |info| {
            Undone::of(info).map(|what| {
                crate::t!(
                    "cmd-undo-ask",
                    what = what.words(info.game),
                    label = info.label()
                )
            })
        },
        &crate::t!("cmd-undo-declined"),
    )?;
    let target = match asked {
        Go::Ahead(target) => target,
        Go::Declined => return Ok(()),
    };
    let (state, undone) = ops::undo_last(&mut store, target)?;
    let info = &state.info;
    let view = view(&state)?;
    if ctx.json {
        let what = match undone {
            Undone::Opening(_) => info.game.about().opening_word,
            Undone::Round(_) | Undone::Ending(_) => "round",
        };
        return ctx.print_json(&UndoJson::new(&view, undone.seq(), what));
    }
    let mut done = crate::t!(
        "cmd-undo-done",
        what = undone.describe(info.game),
        kind = undone.kind(),
        label = info.label(),
        id = info.id
    );
    // An ended match is in progress again: said, as an edit that reopens one says it.
    if let Undone::Ending(_) = undone {
        done = format!("{done} {}", crate::t!("cmd-undo-reopened"));
    }
    let done = confirmation(&done, &crate::render::shown_names(info));
    ctx.print(&format!("{done}\n\n{}", view.text(ctx)))
}
