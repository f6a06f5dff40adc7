//! `tenscore undo`: withdraw the last round; it stays in the audit trail.

use clap::Args;

use crate::commands::{Context, Go, confirm_left_out, view};
use crate::error::CliError;
use crate::ops::{self, Undone};
use crate::render::json::UndoJson;
use crate::store::{Access, MatchInfo};

#[derive(Debug, Args)]
pub struct UndoArgs {
    /// The match [default: the most recent unfinished one]
    #[arg(value_name = "MATCH", value_parser = crate::commands::args::match_id)]
    pub r#match: Option<i64>,

    /// Do not ask first (a terminal is asked when MATCH is left out and several matches are unfinished)
    #[arg(long)]
    pub yes: bool,
}

/// What `undo` would withdraw from the match, in words (`round 3`, `the bids of round 3`); `None`
/// when there is nothing to withdraw (`undo` refuses it then, without asking).
fn to_withdraw(info: &MatchInfo) -> Option<String> {
    let round = info.game.round_word();
    match &info.open_round {
        Some(open) => Some(format!(
            "the {} of {round} {}",
            info.game.about().opening_word,
            open.seq
        )),
        None if info.rounds > 0 => Some(format!("{round} {}", info.rounds)),
        None => None,
    }
}

pub(crate) fn run(ctx: &Context, args: UndoArgs) -> Result<(), CliError> {
    let mut store = ctx.open_store(Access::Write)?;
    let asked = confirm_left_out(
        ctx,
        &store,
        args.r#match,
        args.yes,
        |info| to_withdraw(info).map(|what| format!("Withdraw {what} from {}?", info.label())),
        "Nothing withdrawn.",
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
            Undone::Round(_) => "round",
        };
        return ctx.print_json(&UndoJson::new(&view, undone.seq(), what));
    }
    ctx.print(&format!(
        "{} withdrawn from {} (kept in `tenscore show {} --all`).\n\n{}",
        undone.describe(info.game),
        info.label(),
        info.id,
        view.text(ctx)
    ))
}
