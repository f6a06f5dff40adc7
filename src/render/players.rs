//! `player`: the players of the file, and what a rename or a merge did.

use serde::Serialize;

use super::{Grid, GridCell};
use crate::games::names::PlayerName;
use crate::ops::{Merged, Renamed, local_rfc3339, local_time};
use crate::output::Output;
use crate::store::PlayerSummary;

/// The players, by name: matches played and won, and when last.
pub fn players_text(ctx: &Output, players: &[PlayerSummary]) -> String {
    if players.is_empty() {
        return crate::t!("table-players-none");
    }
    let mut table = Grid::new(
        [
            "table-player",
            "table-matches",
            "table-won",
            "table-last-played",
        ]
        .map(|id| crate::t!(id))
        .to_vec(),
    );
    for summary in players {
        table.add_row(vec![
            GridCell::new(PlayerName::stored(summary.player.name.as_str()).to_string()),
            GridCell::right(summary.matches.to_string()),
            GridCell::right(summary.won.to_string()),
            GridCell::new(
                summary
                    .last_played
                    .as_deref()
                    .map(local_time)
                    .unwrap_or_default(),
            ),
        ]);
    }
    table.render(ctx)
}

/// One player of `player list --json`.
#[derive(Debug, Serialize)]
pub struct PlayerJson {
    pub name: PlayerName,
    pub uuid: String,
    /// Matches sat in, whatever became of them.
    pub matches: u32,
    /// Finished matches won.
    pub won: u32,
    /// When the newest of their matches started: RFC 3339 in local time; `null` for none.
    pub last_played: Option<String>,
}

impl PlayerJson {
    pub fn new(summary: &PlayerSummary) -> Self {
        PlayerJson {
            name: PlayerName::stored(summary.player.name.as_str()),
            uuid: summary.player.uuid.clone(),
            matches: summary.matches,
            won: summary.won,
            last_played: summary.last_played.as_deref().map(local_rfc3339),
        }
    }
}

/// `player rename --json`.
#[derive(Debug, Serialize)]
pub struct RenamedJson<'a> {
    pub was: &'a PlayerName,
    pub name: &'a PlayerName,
    pub uuid: &'a str,
}

impl<'a> RenamedJson<'a> {
    pub fn new(renamed: &'a Renamed) -> Self {
        RenamedJson {
            was: &renamed.was,
            name: &renamed.now,
            uuid: &renamed.uuid,
        }
    }
}

/// `player merge --json`.
#[derive(Debug, Serialize)]
pub struct MergedJson<'a> {
    pub merged: &'a PlayerName,
    pub into: &'a PlayerName,
    pub matches: u32,
}

impl<'a> MergedJson<'a> {
    pub fn new(merged: &'a Merged) -> Self {
        MergedJson {
            merged: &merged.from,
            into: &merged.into,
            matches: merged.matches,
        }
    }
}
