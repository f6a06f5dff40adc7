//! `tenscore undo`: withdraw the last round; it stays in the audit trail.

use clap::Args;
use serde_json::json;

use crate::commands::{Context, load_match};
use crate::error::CliError;
use crate::store::{self, MatchInfo, Status, Store};

/// Withdraw the last round (kept in the audit trail, see `show --all`)
#[derive(Debug, Args)]
pub struct UndoArgs {
    /// The match [default: the most recent unfinished one]
    #[arg(value_name = "MATCH")]
    pub r#match: Option<i64>,
}

pub(crate) fn run(ctx: &Context, args: UndoArgs) -> Result<(), CliError> {
    let mut store = ctx.open_store()?;
    let (info, seq) = undo_last(&mut store, args.r#match)?;
    let view = crate::render::StandingsView::load(store.conn(), &info)?;
    if ctx.json {
        return ctx
            .print_json(&json!({ "match": info.id, "withdrawn": seq, "standings": view.json() }));
    }
    ctx.print(&format!(
        "Round {seq} of match {} withdrawn (kept in `tenscore show {} --all`).\n\n{}",
        info.id,
        info.id,
        view.text(ctx)
    ))
}

/// Withdraws the last round of a match, reopening it if that round had ended it.
pub(crate) fn undo_last(
    store: &mut Store,
    match_id: Option<i64>,
) -> Result<(MatchInfo, u32), CliError> {
    store.write(|conn| {
        let info = load_match(conn, match_id)?;
        let seq = store::withdraw_last_round(conn, &info)?.ok_or_else(|| {
            CliError::usage(
                format!("match {} has no round to undo", info.id),
                "record a round first with `tenscore round`",
            )
        })?;
        if info.status != Status::InProgress {
            store::reopen_match(conn, info.id)?;
        }
        let info = store::load_match(conn, info.id)?.unwrap_or(info);
        Ok((info, seq))
    })
}
