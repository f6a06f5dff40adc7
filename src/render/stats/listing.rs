//! `stats --all` drawn as the store hands it over, each season read once: a table's rows are
//! made into their cells as they come, written to a temporary file while each column's widest
//! cell is kept, and printed from that file once the table's last row has come and its layout
//! is chosen as [`super::stats_text`] chooses it (full titles, or short ones with a key below).
//! `--json` one player at a time. Nobody is held, whatever the club's size; a table that fits
//! the terminal in no layout is read from the file twice: to measure its cells for the layout
//! comfy-table gives it, then to draw it, wrapped as comfy-table wraps it.

use std::fmt::Write as _;
use std::io;

use super::{
    Column, PlayerStatsJson, decimals, figure_text, give_way, note_left_out, percent, placing,
    rating_text, short_placing, whole_on_phone,
};
use crate::games::{GAMES, GameId, SeasonFigure};
use crate::ops::{GameStats, Ranked, RatingStats};
use crate::output::{Output, Printer};
use crate::render::fit;
use crate::render::grid::{Align, GridStream, cell_width, table_width, text_width};
use crate::render::players::{close_json_list, push_json_element};
use crate::render::spool::{ListingError, Spool};
use crate::store::RankedSeason;

/// A table of the listing: the first (all games together, or the one game), or a game's.
type TableKey = (bool, Option<GameId>);

/// The message ids of the columns of the table of all games together.
const OVERALL_COLUMNS: [&str; 8] = [
    "table-player",
    "table-played",
    "table-won",
    "table-win-rate",
    "table-average-place",
    "table-best",
    "table-worst",
    "table-streak",
];

/// The overall table's placings (best, worst): their compact cells follow a row's eight.
const PLACINGS: [usize; 2] = [5, 6];

/// `stats --all`, as it comes.
pub struct StatsListing {
    ctx: Output,
    /// The width the tables fit (80 columns into a pipe).
    width: usize,
    /// The one game asked for (its rows make the first table and the game's).
    scope: Option<GameId>,
    /// The tables in the order printed: the first, then each game's in registry order; each
    /// with the temporary file its rows wait in (made with its first row).
    tables: Vec<Option<(Gathered, Spool)>>,
    /// `--json` players printed so far.
    shown: usize,
    /// With no row for the game asked for, whether a finished match of another game is there:
    /// then nothing fits the filter, rather than nothing ended yet.
    others_ended: bool,
}

impl StatsListing {
    /// The listing of every game together, or of `scope` only.
    pub fn new(ctx: &Output, scope: Option<GameId>) -> Self {
        StatsListing {
            ctx: *ctx,
            width: fit::width(),
            scope,
            tables: (0..=GAMES.len()).map(|_| None).collect(),
            shown: 0,
            others_ended: false,
        }
    }

    /// Whether no row has come (nothing to print but the sentence that says so).
    pub fn is_empty(&self) -> bool {
        self.shown == 0 && self.tables.iter().all(Option::is_none)
    }

    /// Says, when nothing came for the game asked for, that other games' matches have ended.
    pub fn others_ended(&mut self, ended: bool) {
        self.others_ended = ended;
    }

    /// What the season handed over: a `--json` player printed, a season row kept in its
    /// table(s) until the last row has come.
    pub fn take(&mut self, ranked: Ranked, printer: &mut Printer) -> Result<(), ListingError> {
        match ranked {
            Ranked::Player(stats) => {
                let out = printer.buffer();
                if self.shown == 0 {
                    out.push_str("{\n  \"players\": ");
                }
                push_json_element(out, &PlayerStatsJson::new(&stats), self.shown, 2)
                    .map_err(ListingError::Json)?;
                self.shown += 1;
                printer.flushed().map_err(ListingError::Output)
            }
            Ranked::Row(row) => self.table_row(row).map_err(ListingError::Spool),
        }
    }

    /// A season row into its table: the scope's row into the first, a game's into the game's
    /// (with one game asked for, its row into both).
    fn table_row(&mut self, row: RankedSeason) -> io::Result<()> {
        let game = row.season.game;
        if game == self.scope {
            let key = (true, self.scope);
            let width = self.width;
            let mut cells = self.row_of(0, key)?;
            overall_cells(&row, width, &mut cells);
            cells.end()?;
        }
        let Some(game) = game else {
            return Ok(());
        };
        let at = 1 + GAMES
            .iter()
            .position(|g| g.id() == game)
            .unwrap_or_default();
        let width = self.width;
        let mut cells = self.row_of(at, (false, Some(game)))?;
        game_cells(row, width, &mut cells);
        cells.end()
    }

    /// A new row of table `at` (made with its first row), its cells written as they come.
    fn row_of(&mut self, at: usize, key: TableKey) -> io::Result<RowWriter<'_>> {
        let slot = match self.tables.get_mut(at) {
            Some(slot) => slot,
            None => return Err(io::Error::other("no such table")),
        };
        let (table, spool) = match slot {
            Some(made) => made,
            None => slot.insert((Gathered::new(key), Spool::new()?)),
        };
        Ok(RowWriter {
            table,
            spool,
            at: 0,
        })
    }

    /// The end of the listing: each table printed in turn (or that nobody played).
    pub fn finish(self, printer: &mut Printer) -> Result<(), ListingError> {
        if self.ctx.json {
            let out = printer.buffer();
            if self.shown == 0 {
                out.push_str("{\n  \"players\": ");
            }
            close_json_list(out, self.shown, 1);
            out.push_str("\n}");
            return Ok(());
        }
        let mut keyed = Vec::new();
        let mut printed = 0;
        for (table, mut spool) in self.tables.into_iter().flatten() {
            let out = printer.buffer();
            if printed > 0 {
                out.push_str("\n\n");
            }
            if let (false, Some(game)) = table.key {
                out.push_str(&game.title());
                out.push('\n');
            }
            table.print(&self.ctx, self.width, &mut keyed, &mut spool, printer)?;
            printed += 1;
        }
        if printed == 0 {
            let none = match (self.scope, self.others_ended) {
                (Some(_), true) => crate::t!("table-stats-none-fits", flags = "game"),
                _ => crate::t!("table-stats-none"),
            };
            let out = printer.buffer();
            out.push_str(&fit::wrap_words(&none, self.width, "", "  ", &[]).join("\n"));
        }
        Ok(())
    }
}

/// A row of the first table: its eight cells, then its placings compact.
fn overall_cells(row: &RankedSeason, width: usize, cells: &mut RowWriter<'_>) {
    let season = &row.season.season;
    cells.show(&row.season.name);
    cells.count(season.played);
    cells.count(season.won);
    cells.text(&percent(season.win_rate().map(|r| r * 100.0)));
    cells.text(&decimals(season.average_place()));
    cells.text(&placing(season.best.as_ref()));
    cells.text(&placing(season.worst.as_ref()));
    cells.count(season.longest_streak);
    cells.text(&whole_on_phone(short_placing(season.best.as_ref()), width));
    cells.text(&whole_on_phone(short_placing(season.worst.as_ref()), width));
}

/// A row of a game's table: name, played, won, the game's own figures (the figures by group,
/// "1: 50% 2: 33%", are prose) and the rating.
fn game_cells(row: RankedSeason, width: usize, cells: &mut RowWriter<'_>) {
    cells.show(&row.season.name);
    let stats = game_stats(row);
    cells.count(stats.season.played);
    cells.count(stats.season.won);
    for (_, figure) in stats.figures() {
        if let SeasonFigure::RatesByGroup(_) = figure {
            cells.prose();
        }
        cells.text(&figure_text(figure));
    }
    cells.text(&whole_on_phone(rating_text(stats.rating), width));
}

/// A row being written into its table's spool, each cell measured as it is written (no row
/// is made whole).
struct RowWriter<'a> {
    table: &'a mut Gathered,
    spool: &'a mut Spool,
    /// The cell written next.
    at: usize,
}

impl RowWriter<'_> {
    /// A cell of `value` as it displays.
    fn show(&mut self, value: impl std::fmt::Display) {
        self.cell(|text| {
            // Writing into a String does not fail.
            let _ = write!(text, "{value}");
        });
    }

    /// A cell of a whole number, its digits written without the formatting machinery (a
    /// listing writes several a row).
    fn count(&mut self, value: u32) {
        self.cell(|text| {
            let mut digits = [0u8; 10];
            let mut at = digits.len();
            let mut left = value;
            while at > 0 {
                at -= 1;
                if let Some(digit) = digits.get_mut(at) {
                    *digit = b'0' + (left % 10) as u8;
                }
                left /= 10;
                if left == 0 {
                    break;
                }
            }
            for digit in digits.get(at..).unwrap_or_default() {
                text.push(char::from(*digit));
            }
        });
    }

    fn text(&mut self, value: &str) {
        self.cell(|text| text.push_str(value));
    }

    fn cell(&mut self, write: impl FnOnce(&mut String)) {
        let text = self.spool.cell(write);
        self.table.measure(self.at, text);
        self.at += 1;
    }

    /// The next cell is prose (said by the table's first row, as the whole table's is).
    fn prose(&mut self) {
        if self.table.rows == 0 {
            self.table.prose = Some(self.at);
        }
    }

    /// The row is complete.
    fn end(&mut self) -> io::Result<()> {
        self.table.rows += 1;
        self.spool.end_row()
    }
}

/// A game row's figures, its rating over the player's matches of the game.
fn game_stats(row: RankedSeason) -> GameStats {
    let game = row.season.game.unwrap_or(GAMES[0].id());
    let matches = row.season.season.played;
    GameStats {
        game,
        season: row.season.season,
        rating: (row.season.rating).map(|rating| RatingStats { rating, matches }),
    }
}

/// A table while its rows come: its columns and the widest cell of each so far.
struct Gathered {
    key: TableKey,
    /// The columns' titles, full and short (no cells: those wait in the spool).
    columns: Vec<Column>,
    /// Each field's widest cell: the columns', then (overall) the compact placings'.
    widths: Vec<usize>,
    /// Each field's longest word, as `widths`.
    words: Vec<usize>,
    /// The column of prose (a game's figures by group), which wraps when nothing else fits.
    prose: Option<usize>,
    /// The widest word of the prose column.
    widest_word: usize,
    /// Someone has a best place (the key to the compact placings is said then).
    placed: bool,
    rows: usize,
}

impl Gathered {
    fn new(key: TableKey) -> Self {
        let columns: Vec<Column> = match key {
            (true, _) | (false, None) => OVERALL_COLUMNS
                .iter()
                .map(|id| Column::of(id, Vec::new()))
                .collect(),
            (false, Some(game)) => {
                let mut columns: Vec<Column> = ["table-player", "table-played", "table-won"]
                    .iter()
                    .map(|id| Column::of(id, Vec::new()))
                    .collect();
                columns.extend(
                    (game.game().season_columns().iter())
                        .map(|c| Column::of(c.title_id, Vec::new())),
                );
                columns.push(Column::of("table-rating", Vec::new()));
                columns
            }
        };
        let fields = columns.len() + if key.0 { PLACINGS.len() } else { 0 };
        Gathered {
            key,
            columns,
            widths: vec![0; fields],
            words: vec![0; fields],
            prose: None,
            widest_word: 0,
            placed: false,
            rows: 0,
        }
    }
}

impl Gathered {
    /// Cell `at` of a row measured: its column's widest cell, the prose's widest word, whether
    /// someone has a best place.
    fn measure(&mut self, at: usize, text: &str) {
        if let Some(widest) = self.widths.get_mut(at) {
            // A cell is one line until its prose is wrapped for the table.
            *widest = (*widest).max(text_width(text));
        }
        if let Some(word) = self.words.get_mut(at) {
            *word = (*word).max(fit::widest_plain_word(text));
        }
        if self.prose == Some(at) {
            self.widest_word = self.widest_word.max(fit::widest_word(text, &[]));
        }
        if self.key.0 && at == PLACINGS[0] && !text.is_empty() {
            self.placed = true;
        }
    }

    /// The table printed from the spool, as `fitted_table` lays it out: with full titles when
    /// they fit `width`, else with the short ones (and the compact placings; the prose column
    /// wrapped between words when nothing else fits) and the key to them below. The spool is
    /// emptied; the printer writes out as the rows are drawn.
    fn print(
        &self,
        ctx: &Output,
        width: usize,
        keyed: &mut Vec<(String, String)>,
        spool: &mut Spool,
        printer: &mut Printer,
    ) -> Result<(), ListingError> {
        let full: Vec<usize> = self.column_widths(|c| &c.title, false);
        let short = table_width(&full) > width;
        let mut widths = match short {
            true => self.column_widths(|c| &c.short, self.key.0),
            false => full,
        };
        // The rows with their prose wrapped, when it wraps: wrapped once, into a file of their own.
        let mut wrapped = match short {
            true => self
                .wrap(&mut widths, width, spool)
                .map_err(ListingError::Spool)?,
            false => None,
        };
        let spool = wrapped.as_mut().unwrap_or(spool);
        let titles = (self.columns.iter())
            .map(|c| if short { &c.short } else { &c.title }.clone())
            .collect();
        let mut table = GridStream::new(ctx, titles, &widths, Some(width));
        let words = self.per_column(&self.words, short && self.key.0);
        let give_way = give_way(self.key.0, self.columns.len());
        // On a phone each player keeps one line: columns give way before a name would wrap.
        let gone = table.fit_narrow(&words, &give_way, &[0]);
        // Too wide, its layout depends on every cell: the rows are read once to measure them.
        if table.measures() {
            let measured = self.each_row(spool, short, &mut |texts| {
                table.measure(texts);
                Ok(())
            });
            measured.map_err(ListingError::Spool)?;
        }
        table.head(printer.buffer());
        // Standard output failing stops the reading too; said as what it is.
        let mut unwritten = None;
        let read = self.each_row(spool, short, &mut |texts| {
            table.row(texts, |at| self.align(at), printer.buffer());
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
        if short {
            let left_out = self.key(width, &gone, keyed, out);
            note_left_out(&left_out, width, out);
        }
        printer.flushed().map_err(ListingError::Output)
    }

    /// Each column's width under the titles `title` chooses: its widest cell (the compact
    /// placings when `compact`), its title, at least one.
    fn column_widths(&self, title: impl Fn(&Column) -> &String, compact: bool) -> Vec<usize> {
        (self
            .columns
            .iter()
            .zip(self.per_column(&self.widths, compact)))
        .map(|(column, cells)| cell_width(title(column)).max(cells).max(1))
        .collect()
    }

    /// Each column's value of `fields` (one a field, as `widths`): the compact placings' in
    /// the placings' place when `compact`.
    fn per_column(&self, fields: &[usize], compact: bool) -> Vec<usize> {
        (0..self.columns.len())
            .map(|at| {
                let field = match PLACINGS.iter().position(|p| *p == at) {
                    Some(n) if compact => self.columns.len() + n,
                    _ => at,
                };
                fields.get(field).copied().unwrap_or(0)
            })
            .collect()
    }

    /// The rows with the prose column wrapped as [`Grid::wrap_column`] wraps it: at the room
    /// the other columns leave, when the table does not fit and the room holds its title and
    /// its longest word (else `None`); `widths` then holds the column's wrapped width.
    fn wrap(
        &self,
        widths: &mut [usize],
        width: usize,
        spool: &mut Spool,
    ) -> io::Result<Option<Spool>> {
        let Some(at) = self.prose else {
            return Ok(None);
        };
        let total = table_width(widths);
        if total <= width {
            return Ok(None);
        }
        let others = total - widths[at];
        let title = cell_width(&self.columns[at].short);
        let Some(room) = width.checked_sub(others) else {
            return Ok(None);
        };
        if room < title.max(self.widest_word) {
            return Ok(None);
        }
        let mut widest = title.max(1);
        let mut rows = Spool::new()?;
        spool.each(&mut |fields| {
            for (n, field) in fields.iter().enumerate() {
                if n != at {
                    rows.cell(|text| text.push_str(field));
                    continue;
                }
                let cell = wrapped(field, room);
                widest = widest.max(cell_width(&cell));
                rows.cell(|text| text.push_str(&cell));
            }
            rows.end_row()
        })?;
        widths[at] = widest;
        Ok(Some(rows))
    }

    /// Each row of the spool as the table shows it, handed to `row`: the cells as they were
    /// written (in the short layout of the first table, the compact placings in the placings'
    /// place).
    fn each_row(
        &self,
        spool: &mut Spool,
        short: bool,
        row: &mut dyn FnMut(&[&str]) -> io::Result<()>,
    ) -> io::Result<()> {
        spool.each(&mut |fields| match short && self.key.0 {
            true => row(&self.texts(fields, short)),
            false => row(fields.get(..self.columns.len()).unwrap_or(fields)),
        })
    }

    /// A row's texts from its fields in the spool (the placings compact in the short layout).
    fn texts<'a>(&self, fields: &[&'a str], short: bool) -> Vec<&'a str> {
        let compact = short && self.key.0;
        (0..self.columns.len())
            .map(|at| {
                let text = match PLACINGS.iter().position(|p| *p == at) {
                    Some(n) if compact => fields.get(self.columns.len() + n),
                    _ => fields.get(at),
                };
                text.copied().unwrap_or_default()
            })
            .collect()
    }

    /// Where column `at`'s texts sit: names and placings at the left, numbers at the right.
    fn align(&self, at: usize) -> Align {
        match at == 0 || (self.key.0 && PLACINGS.contains(&at)) {
            true => Align::Left,
            false => Align::Right,
        }
    }

    /// The key to the short titles below the table (those no key above explained, of the
    /// columns not `gone`: left out for width), and for the table of all games together the key
    /// to its compact placings while one of them is shown. The full titles of the columns gone.
    fn key(
        &self,
        width: usize,
        gone: &[String],
        keyed: &mut Vec<(String, String)>,
        out: &mut String,
    ) -> Vec<String> {
        let (gone, kept): (Vec<&Column>, Vec<&Column>) =
            (self.columns.iter()).partition(|c| gone.contains(&c.short));
        let entries: Vec<(String, String)> = (kept.iter())
            .map(|c| c.key_entry())
            .filter(|entry| entry.0 != entry.1 && !keyed.contains(entry))
            .collect();
        for line in fit::columns_key(&entries, width) {
            out.push('\n');
            out.push_str(&line);
        }
        keyed.extend(entries);
        let placings_shown = PLACINGS.iter().any(|at| {
            (self.columns.get(*at)).is_some_and(|c| !gone.iter().any(|g| g.short == c.short))
        });
        if self.key.0 && self.placed && placings_shown {
            for line in fit::wrap_words(&crate::t!("table-placing-key"), width, "", "  ", &[]) {
                out.push('\n');
                out.push_str(&line);
            }
        }
        // In the key's words: "Average place", not the title's "Avg place".
        gone.into_iter().map(|c| c.spelled.clone()).collect()
    }
}

/// A prose cell wrapped between words to `room` columns, as [`Grid::wrap_column`] wraps it
/// (a cell that fits unchanged).
fn wrapped(text: &str, room: usize) -> String {
    if cell_width(text) <= room {
        return text.to_string();
    }
    let lines: Vec<String> = (text.split('\n'))
        .flat_map(|line| fit::wrap_words(line, room, "", "", &[]))
        .collect();
    lines.join("\n")
}
