//! What `tenscore export --format csv` writes: a spreadsheet's rows, in the games' words. The
//! lossless JSON Lines copy is the interchange format (`exchange`), not presentation.
//!
//! A byte order mark (for Excel: [`SPREADSHEET_BOM`]), a header row, then one row per player per live scored round (withdrawn rounds and open rounds
//! left out), matches by id, rounds by position, players in seating order: `match` (the id
//! `show` takes), `date` (the day the match started, local time, `YYYY-MM-DD`), `game` (its id),
//! `round`, `player`, `entry` (the player's part of the round: the hand as typed, `7+joker`, with
//! `, called` or `, luck` for Under the 10; `bid 1, took 1` for 10 op en neer (not `1/1`, a date
//! to a spreadsheet); `3 cards` for
//! Pig 10; `5 points` for Krumme 10; the place, `1st`, for Tenstuff), `round score`, `running
//! total`, `notes` (the game's notes in words, comma-separated), `edit reason` (why the round
//! was replaced with `edit` or play's Fix; empty for a round never edited). New columns come last,
//! so a spreadsheet made from an older export keeps its columns where they were.

use std::borrow::Cow;
use std::io::Write;

use crate::exchange::{ExportCounts, ExportSink, SinkError};
use crate::store::{MatchInfo, PlayerRecord, RoundRecord};

/// The CSV export: one row per player per live scored round.
pub struct CsvRows<W: Write> {
    out: csv::Writer<W>,
    counts: ExportCounts,
}

/// The header row.
const CSV_HEADER: [&str; 10] = [
    "match",
    "date",
    "game",
    "round",
    "player",
    "entry",
    "round score",
    "running total",
    "notes",
    "edit reason",
];

/// The byte order mark a CSV file starts with: without it Excel reads the file as the system's
/// old code page (Windows-1252), and "Jörg" shows as "JÃ¶rg". LibreOffice, Python's `utf-8-sig`
/// and tenscore's own `import` (which names a CSV file as such) read past it. Left out on a
/// terminal and into a pipe, where no spreadsheet reads it.
pub const SPREADSHEET_BOM: &str = "\u{feff}";

fn csv_error(e: csv::Error) -> SinkError {
    match e.into_kind() {
        csv::ErrorKind::Io(e) => SinkError::Write(e),
        other => SinkError::Csv(format!("{other:?}")),
    }
}

impl<W: Write> CsvRows<W> {
    /// Starts the export with its header row, after a byte order mark when `marked`
    /// ([`SPREADSHEET_BOM`]).
    pub fn start(mut out: W, marked: bool) -> Result<Self, SinkError> {
        if marked {
            out.write_all(SPREADSHEET_BOM.as_bytes())
                .map_err(SinkError::Write)?;
        }
        let mut out = csv::Writer::from_writer(out);
        out.write_record(CSV_HEADER).map_err(csv_error)?;
        Ok(CsvRows {
            out,
            counts: ExportCounts::default(),
        })
    }
}

/// A text cell a spreadsheet will not run: one that starts with `=`, `+`, `-`, `@`, a tab or a
/// carriage return gets a leading `'` (OWASP's rule against CSV injection), whatever the database
/// holds (a file an older tenscore wrote, or an import, may hold such a name). Only text cells:
/// a number written from an integer (`-5`) is a number to a spreadsheet, not a formula.
pub(crate) fn inert(text: &str) -> Cow<'_, str> {
    match text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        true => Cow::Owned(format!("'{text}")),
        false => Cow::Borrowed(text),
    }
}

/// The local day of a stored instant: `2026-01-02`; as stored when it does not read.
fn local_day(stored: &str) -> String {
    crate::i18n::dates::in_local_time(stored)
        .map_or_else(|| stored.to_string(), |t| t.format("%Y-%m-%d").to_string())
}

impl<W: Write> ExportSink for CsvRows<W> {
    fn players(&mut self, players: &[PlayerRecord]) -> Result<(), SinkError> {
        self.counts.players = players.len() as u64;
        Ok(())
    }

    fn one_match(&mut self, info: &MatchInfo, rounds: &[RoundRecord]) -> Result<(), SinkError> {
        let game = info.game.game();
        let id = info.id.to_string();
        let date = local_day(&info.created_at);
        self.counts.matches += 1;
        for round in rounds {
            // Live scored rounds only: not the audit trail, not bids waiting for their round.
            if round.withdrawn || round.scores.is_empty() {
                continue;
            }
            let entries = game.seat_entries(
                &info.options,
                round.seq,
                round.opening.as_ref(),
                round.entry.as_ref(),
            )?;
            let seq = round.seq.to_string();
            let reason = round.reason().unwrap_or_default();
            for (seat, (player, score)) in info.players.iter().zip(&round.scores).enumerate() {
                let notes = super::notes_text(game, score.notes());
                let entry = entries.get(seat).map(String::as_str).unwrap_or_default();
                // Numbers are written from integers as they are (`-5` stays a number to a
                // spreadsheet); every text cell goes through `inert`.
                self.out
                    .write_record([
                        id.as_str(),
                        &inert(&date),
                        &inert(info.game.id()),
                        &seq,
                        &inert(player.name.as_stored()),
                        &inert(entry),
                        &score.points.to_string(),
                        &score.total.to_string(),
                        &inert(&notes),
                        &inert(reason),
                    ])
                    .map_err(csv_error)?;
            }
            self.counts.rounds += 1;
        }
        Ok(())
    }

    fn end(&mut self) -> Result<ExportCounts, SinkError> {
        self.out.flush().map_err(SinkError::Write)?;
        Ok(self.counts)
    }
}
