//! `history`: the matches of the file, newest first, one row each.

use serde::Serialize;

use super::{Grid, GridCell};
use crate::games::GameId;
use crate::games::names::{PlayerName, names_list};
use crate::ops::{local_rfc3339, local_time};
use crate::output::Output;
use crate::store::{MatchSummary, Status};

/// The list of matches: a table, then whether more matches than shown fit the question.
pub fn history_text(ctx: &Output, matches: &[MatchSummary], more: bool, filtered: bool) -> String {
    if matches.is_empty() {
        return if filtered {
            crate::t!("table-history-none-fits")
        } else {
            crate::t!("table-history-none")
        };
    }
    let mut table = Grid::new(
        [
            "table-match",
            "table-started",
            "table-game",
            "table-players",
            "table-winners-column",
            "table-rounds",
            "table-status-column",
        ]
        .map(|id| crate::t!(id))
        .to_vec(),
    );
    for summary in matches {
        table.add_row(vec![
            GridCell::right(summary.id.to_string()),
            GridCell::new(local_time(&summary.created_at)),
            GridCell::new(summary.game.title()),
            GridCell::new(names_list(&summary.players)),
            GridCell::new(names_list(&summary.winners)),
            GridCell::right(summary.rounds.to_string()),
            GridCell::new(status_words(summary.status)),
        ]);
    }
    let mut text = table.render(ctx);
    if more {
        text.push('\n');
        text.push_str(&crate::t!("table-history-more", count = matches.len()));
    }
    text
}

/// A match's status as the list says it.
fn status_words(status: Status) -> String {
    crate::t!("table-status", status = status.as_str())
}

/// One match of `history --json`.
#[derive(Debug, Serialize)]
pub struct HistoryJson<'a> {
    pub id: i64,
    pub game: GameId,
    /// When it was started: RFC 3339 in local time, with the offset.
    pub date: String,
    /// In seating order.
    pub players: &'a [PlayerName],
    /// Empty unless the match is finished.
    pub winners: &'a [PlayerName],
    pub rounds: u32,
    /// `in-progress`, `finished` or `abandoned`.
    pub status: &'static str,
}

impl<'a> HistoryJson<'a> {
    pub fn new(summary: &'a MatchSummary) -> Self {
        HistoryJson {
            id: summary.id,
            game: summary.game,
            date: local_rfc3339(&summary.created_at),
            players: &summary.players,
            winners: &summary.winners,
            rounds: summary.rounds,
            status: summary.status.as_str(),
        }
    }
}
