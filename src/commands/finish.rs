//! `tenscore finish`: end a match now.

use clap::Args;

use crate::commands::{Context, final_places, load_match};
use crate::error::CliError;
use crate::store::{self, MatchInfo, Status, Store};

/// End a match now: the current ranking decides, or --abandon for no winner
#[derive(Debug, Args)]
pub struct FinishArgs {
    /// The match [default: the most recent unfinished one]
    #[arg(value_name = "MATCH")]
    pub r#match: Option<i64>,

    /// Stop without a winner
    #[arg(long)]
    pub abandon: bool,
}

pub(crate) fn run(ctx: &Context, args: FinishArgs) -> Result<(), CliError> {
    let mut store = ctx.open_store()?;
    let info = finish_match(&mut store, args.r#match, args.abandon)?;
    let view = crate::render::StandingsView::load(store.conn(), &info)?;
    if ctx.json {
        return ctx.print_json(&view.json());
    }
    ctx.print(&view.text(ctx))
}

/// Ends a match now: finished (ranked as it stands) or abandoned (no winner), in one transaction.
pub(crate) fn finish_match(
    store: &mut Store,
    match_id: Option<i64>,
    abandon: bool,
) -> Result<MatchInfo, CliError> {
    store.write(|conn| {
        let info = load_match(conn, match_id)?;
        if info.status != Status::InProgress {
            return Err(CliError::rule(
                format!("match {} is {} already", info.id, info.status.as_str()),
                format!("see it with `tenscore show {}`", info.id),
            ));
        }
        // Nothing to rank yet: finishing would make everyone a winner.
        if info.rounds == 0 && !abandon {
            return Err(CliError::rule(
                format!(
                    "match {} has no {}s yet, so there is nothing to rank",
                    info.id,
                    info.game.round_word()
                ),
                "record one first, or stop it without a winner with `tenscore finish --abandon`",
            ));
        }
        let standing = store::current_standing(conn, &info)?;
        // A round that was only opened (bids) was never played: it goes, kept in the audit trail.
        store::withdraw_open_round(conn, &info)?;
        let status = if abandon {
            Status::Abandoned
        } else {
            Status::Finished
        };
        let places = final_places(info.game.game(), &info, &standing, !abandon)?;
        store::end_match(conn, &info, status, &places)?;
        Ok::<_, CliError>(store::load_match(conn, info.id)?.unwrap_or(info))
    })
}
