//! `player`: the players of the file, and what a rename or a merge did.

use serde::Serialize;

use super::GridCell;
use super::grid::{GridStream, cell_width};
use crate::games::names::PlayerName;
use crate::ops::{Merged, Renamed, local_rfc3339, local_time};
use crate::output::Output;
use crate::store::{Listed, PlayerSummary};

/// The columns "2026-11-28 20:15" takes: when a player last played.
const LOCAL_TIME_WIDTH: usize = 16;

/// `player list` drawn as the store hands it over: the widths from the names and bounds that
/// come first, then each player's row (or `--json` element) as it comes, holding none.
pub struct PlayerListing {
    ctx: Output,
    name_width: usize,
    table: Option<GridStream>,
    shown: usize,
}

impl PlayerListing {
    pub fn new(ctx: &Output) -> Self {
        PlayerListing {
            ctx: *ctx,
            name_width: 0,
            table: None,
            shown: 0,
        }
    }

    /// What the store handed over, drawn into `out`.
    pub fn take(
        &mut self,
        listed: Listed<'_, PlayerSummary>,
        out: &mut String,
    ) -> Result<(), serde_json::Error> {
        match listed {
            Listed::Name(name) => {
                let width = cell_width(&PlayerName::stored(name).to_string());
                self.name_width = self.name_width.max(width);
            }
            Listed::Bounds(bounds) if !self.ctx.json => {
                let titles = [
                    "table-player",
                    "table-matches",
                    "table-won",
                    "table-last-played",
                ]
                .map(|id| crate::t!(id))
                .to_vec();
                let last = if bounds.matches > 0 {
                    LOCAL_TIME_WIDTH
                } else {
                    0
                };
                let widths = [
                    self.name_width.max(bounds.ascii_name),
                    digits(bounds.matches),
                    digits(bounds.won),
                    last,
                ];
                self.table = Some(GridStream::new(
                    &self.ctx,
                    titles,
                    &widths,
                    super::fit::terminal_width().map(usize::from),
                ));
            }
            Listed::Bounds(_) => {}
            Listed::Row(summary) if self.ctx.json => {
                push_json_element(out, &PlayerJson::new(&summary), self.shown, 1)?;
                self.shown += 1;
            }
            Listed::Row(summary) => {
                if let Some(table) = &mut self.table {
                    if self.shown == 0 {
                        table.head(out);
                    }
                    table.row(player_row(&summary), out);
                }
                self.shown += 1;
            }
        }
        Ok(())
    }

    /// The end of the list (or that there is nobody).
    pub fn finish(self, out: &mut String) {
        match (self.ctx.json, self.table) {
            (true, _) => close_json_list(out, self.shown, 0),
            (false, Some(table)) if self.shown > 0 => table.foot(out),
            _ => out.push_str(&crate::t!("table-players-none")),
        }
    }
}

fn player_row(summary: &PlayerSummary) -> Vec<GridCell> {
    vec![
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
    ]
}

/// The columns a whole number takes.
pub(super) fn digits(n: u32) -> usize {
    n.checked_ilog10().map_or(1, |d| d as usize + 1)
}

/// Element `index` of a JSON list nested `depth` levels deep, as `--json` prints the whole list
/// (pretty, its object keys in alphabetical order): the list opened before the first.
pub(super) fn push_json_element<T: Serialize>(
    out: &mut String,
    element: &T,
    index: usize,
    depth: usize,
) -> Result<(), serde_json::Error> {
    let value = serde_json::to_value(element)?;
    let text = serde_json::to_string_pretty(&value)?;
    out.push_str(if index == 0 { "[\n" } else { ",\n" });
    let indent = "  ".repeat(depth);
    for (n, line) in text.split('\n').enumerate() {
        if n > 0 {
            out.push('\n');
        }
        out.push_str(&indent);
        out.push_str(line);
    }
    Ok(())
}

/// The end of a JSON list of `count` elements nested `depth` levels deep (`[]` when empty).
pub(super) fn close_json_list(out: &mut String, count: usize, depth: usize) {
    if count == 0 {
        out.push_str("[]");
    } else {
        out.push('\n');
        out.push_str(&"  ".repeat(depth));
        out.push(']');
    }
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
