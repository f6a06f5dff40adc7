//! `player`: the players of the file, and what a rename or a merge did.

use serde::Serialize;

use super::grid::Align;
use super::grid::{GridStream, cell_width};
use super::spool::{ListingError, Spool};
use crate::games::names::PlayerName;
use crate::ops::{Merged, Renamed, local_rfc3339, local_time};
use crate::output::Output;
use crate::output::Printer;
use crate::store::PlayerSummary;
use std::fmt::Write as _;
use std::io;

/// `player list` drawn as the store hands it over: each player's row written to a temporary
/// file as it comes, its cells measured (or each `--json` element printed as it comes), then
/// the table printed from the file, holding nobody.
pub struct PlayerListing {
    ctx: Output,
    /// The rows waiting for the table's widths (made with the first row).
    spool: Option<Spool>,
    /// Each column's widest cell.
    widths: [usize; 4],
    /// Each column's longest word (what a phone's width wraps its cells to at the least).
    words: [usize; 4],
    shown: usize,
}

/// Where each column's cells sit: name, matches, won, when last played.
const ALIGN: [Align; 4] = [Align::Left, Align::Right, Align::Right, Align::Left];

impl PlayerListing {
    pub fn new(ctx: &Output) -> Self {
        PlayerListing {
            ctx: *ctx,
            spool: None,
            widths: [0; 4],
            words: [0; 4],
            shown: 0,
        }
    }

    /// What the store handed over: a `--json` element printed, or a row kept for the table.
    pub fn take(
        &mut self,
        summary: PlayerSummary,
        printer: &mut Printer,
    ) -> Result<(), ListingError> {
        if self.ctx.json {
            push_json_element(printer.buffer(), &PlayerJson::new(&summary), self.shown, 1)
                .map_err(ListingError::Json)?;
            self.shown += 1;
            return printer.flushed().map_err(ListingError::Output);
        }
        let spool = match &mut self.spool {
            Some(spool) => spool,
            None => self
                .spool
                .insert(Spool::new().map_err(ListingError::Spool)?),
        };
        let name = PlayerName::stored(summary.player.name.as_str());
        let last = summary.last_played.as_deref().map(local_time);
        let cells: [&dyn std::fmt::Display; 4] = [
            &name,
            &summary.matches,
            &summary.won,
            &last.as_deref().unwrap_or_default(),
        ];
        let measures = self.widths.iter_mut().zip(&mut self.words);
        for ((widest, word), cell) in measures.zip(cells) {
            let text = spool.cell(|text| {
                // Writing into a String does not fail.
                let _ = write!(text, "{cell}");
            });
            *widest = (*widest).max(cell_width(text));
            *word = (*word).max(super::fit::widest_plain_word(text));
        }
        self.shown += 1;
        spool.end_row().map_err(ListingError::Spool)
    }

    /// The end of the list: the table printed from its rows (or that there is nobody).
    pub fn finish(self, printer: &mut Printer) -> Result<(), ListingError> {
        if self.ctx.json {
            close_json_list(printer.buffer(), self.shown, 0);
            return Ok(());
        }
        let Some(mut spool) = self.spool else {
            printer.buffer().push_str(&crate::t!("table-players-none"));
            return Ok(());
        };
        let titles = [
            "table-player",
            "table-matches",
            "table-won",
            "table-last-played",
        ]
        .map(|id| crate::t!(id))
        .to_vec();
        let width = super::fit::terminal_width().map(usize::from);
        let mut table = GridStream::new(&self.ctx, titles, &self.widths, width);
        // Too narrow: when last played, then the wins, then the matches give way; on a phone
        // before a name would wrap.
        let left_out = table.fit_narrow(&self.words, &[3, 2, 1], &[0]);
        // Too wide, its layout depends on every cell: the rows are read once to measure them.
        if table.measures() {
            let measured = spool.each(&mut |cells| {
                table.measure(cells);
                Ok(())
            });
            measured.map_err(ListingError::Spool)?;
        }
        table.head(printer.buffer());
        // Standard output failing stops the reading too; said as what it is.
        let mut unwritten = None;
        let read = spool.each(&mut |cells| {
            table.row(
                cells,
                |at| ALIGN.get(at).copied().unwrap_or_default(),
                printer.buffer(),
            );
            printer.flushed().map_err(|e| {
                unwritten = Some(e);
                io::Error::other("standard output")
            })
        });
        if let Some(e) = unwritten {
            return Err(ListingError::Output(e));
        }
        read.map_err(ListingError::Spool)?;
        let out = printer.buffer();
        table.foot(out);
        if let Some(width) = width {
            for line in super::fit::left_out_note(&left_out, width) {
                out.push('\n');
                out.push_str(&line);
            }
        }
        Ok(())
    }
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
