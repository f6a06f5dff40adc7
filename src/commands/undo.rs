//! `tenscore undo`: withdraw the last round; it stays in the audit trail.

use clap::Args;
use serde_json::json;

use crate::commands::{Context, load_match};
use crate::error::CliError;
use crate::games::GameId;
use crate::store::{self, MatchInfo, Status, Store};

/// Withdraw the last round, or the open bids first (kept in the audit trail, see `show --all`)
#[derive(Debug, Args)]
pub struct UndoArgs {
    /// The match [default: the most recent unfinished one]
    #[arg(value_name = "MATCH")]
    pub r#match: Option<i64>,
}

pub(crate) fn run(ctx: &Context, args: UndoArgs) -> Result<(), CliError> {
    let mut store = ctx.open_store()?;
    let (info, undone) = undo_last(&mut store, args.r#match)?;
    let view = crate::render::StandingsView::load(store.conn(), &info)?;
    if ctx.json {
        return ctx.print_json(&json!({
            "match": info.id,
            "withdrawn": undone.seq(),
            "what": match undone {
                Undone::Bids(_) => "bids",
                Undone::Round(_) => "round",
            },
            "standings": view.json(),
        }));
    }
    ctx.print(&format!(
        "{} of match {} withdrawn (kept in `tenscore show {} --all`).\n\n{}",
        undone.describe(info.game),
        info.id,
        info.id,
        view.text(ctx)
    ))
}

/// What `undo` withdrew.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Undone {
    /// The open bids of this round.
    Bids(u32),
    /// This scored round.
    Round(u32),
}

impl Undone {
    pub fn seq(self) -> u32 {
        match self {
            Undone::Bids(seq) | Undone::Round(seq) => seq,
        }
    }
}

impl Undone {
    /// What was withdrawn, in words, as the game calls its rounds.
    pub fn describe(self, game: GameId) -> String {
        match self {
            Undone::Bids(seq) => format!("The bids of {} {seq}", game.round_word()),
            Undone::Round(seq) => format!("{} {seq}", game.round_title()),
        }
    }
}

/// Withdraws the open bids of a match, or else its last round, reopening the match if that round
/// had ended it.
pub(crate) fn undo_last(
    store: &mut Store,
    match_id: Option<i64>,
) -> Result<(MatchInfo, Undone), CliError> {
    store.write(|conn| {
        let info = load_match(conn, match_id)?;
        if let Some(seq) = store::withdraw_open_round(conn, &info)? {
            let info = store::load_match(conn, info.id)?.unwrap_or(info);
            return Ok((info, Undone::Bids(seq)));
        }
        let seq = store::withdraw_last_round(conn, &info)?.ok_or_else(|| {
            CliError::usage(
                format!(
                    "match {} has no {} to undo",
                    info.id,
                    info.game.round_word()
                ),
                if info.game.game().needs_opening() {
                    "open a round first with `tenscore bid`".to_string()
                } else {
                    format!(
                        "record a {} first with `tenscore round`",
                        info.game.round_word()
                    )
                },
            )
        })?;
        if info.status != Status::InProgress {
            store::reopen_match(conn, info.id)?;
        }
        let info = store::load_match(conn, info.id)?.unwrap_or(info);
        Ok((info, Undone::Round(seq)))
    })
}
