//! `tenscore history`: the matches of the file, newest first.

use clap::Args;

use crate::commands::Context;
use crate::commands::args::{GameParser, day};
use crate::error::CliError;
use crate::games::GameId;
use crate::ops::{self, HistoryQuery};
use crate::render::{HistoryJson, history_text};
use crate::store::Access;

/// How many matches the list shows unless told otherwise: a screenful.
const NEWEST: u32 = 20;

#[derive(Debug, Args)]
pub struct HistoryArgs {
    /// Only matches of this game (its id or an alias)
    #[arg(long, value_parser = GameParser, value_name = "GAME")]
    pub game: Option<GameId>,

    /// Only matches this player sat in
    #[arg(long, value_name = "NAME")]
    pub player: Option<String>,

    /// Only matches started on this day (YYYY-MM-DD, local time) or later
    #[arg(long, value_name = "DATE")]
    pub since: Option<String>,

    /// Only matches started on this day (YYYY-MM-DD, local time) or earlier
    #[arg(long, value_name = "DATE")]
    pub until: Option<String>,

    /// How many of the newest matches to list [default: 20]
    #[arg(long, value_name = "N", value_parser = crate::games::numbers::count_from_1, conflicts_with = "all")]
    pub limit: Option<u32>,

    /// Every match, however many
    #[arg(long)]
    pub all: bool,
}

pub(crate) fn run(ctx: &Context, args: HistoryArgs) -> Result<(), CliError> {
    let limit = match (args.all, args.limit) {
        (true, _) => None,
        (false, limit) => Some(limit.unwrap_or(NEWEST)),
    };
    let query = HistoryQuery {
        game: args.game,
        player: args.player,
        since: args
            .since
            .as_deref()
            .map(|d| day("--since", d))
            .transpose()?,
        until: args
            .until
            .as_deref()
            .map(|d| day("--until", d))
            .transpose()?,
        // One more than shown tells whether there are more.
        limit: limit.map(|n| n.saturating_add(1)),
    };
    let store = ctx.open_store(Access::Read)?;
    let mut matches = ops::history(&store, &query)?;
    let more = limit.is_some_and(|n| matches.len() > n as usize);
    if let Some(n) = limit {
        matches.truncate(n as usize);
    }
    if ctx.json {
        let list: Vec<HistoryJson> = matches.iter().map(HistoryJson::new).collect();
        return ctx.print_json(&list);
    }
    let given = [
        ("--game", query.game.is_some()),
        ("--player", query.player.is_some()),
        ("--since", query.since.is_some()),
        ("--until", query.until.is_some()),
    ];
    let filters: Vec<String> = (given.iter())
        .filter(|(_, given)| *given)
        .map(|(flag, _)| flag.to_string())
        .collect();
    ctx.print(&history_text(ctx, &matches, more, &filters))
}
