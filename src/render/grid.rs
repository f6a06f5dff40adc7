//! The tables every view prints, in the house style (comfy-table's `UTF8_FULL_CONDENSED`).
//!
//! A view builds a [`Grid`]: titles, rows of [`GridCell`]s. On a terminal (a width to fit, or
//! colour) comfy-table lays it out, wrapping long cells and styling them. Into a pipe or a file,
//! with no width and no colour, there is nothing to fit: the grid draws itself, the same
//! characters comfy-table would draw, without comfy-table's per-cell work (about 15,000
//! instructions a row, most of `show` of a long match). The test beside it holds the two equal.

use comfy_table::{Attribute, Cell, CellAlignment, Color, ContentArrangement, Table, presets};
use unicode_width::UnicodeWidthStr;

use super::fit;
use crate::output::Output;

mod arrange;
mod narrow;
mod stream;

pub use stream::GridStream;

/// Where a cell's text sits in its column.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Align {
    #[default]
    Left,
    Right,
    Center,
}

/// One cell: its text (lines split at `\n`), where it sits, and its style in colour.
#[derive(Debug, Clone, Default)]
pub struct GridCell {
    text: String,
    /// The columns its widest line takes.
    width: usize,
    align: Align,
    colour: Option<Color>,
    bold: bool,
}

impl GridCell {
    pub fn new(text: impl Into<String>) -> Self {
        let text = text.into();
        GridCell {
            width: cell_width(&text),
            text,
            ..GridCell::default()
        }
    }

    /// A cell set to the right (numbers).
    pub fn right(text: impl Into<String>) -> Self {
        GridCell::new(text).align(Align::Right)
    }

    pub fn align(mut self, align: Align) -> Self {
        self.align = align;
        self
    }

    /// Its colour, when the output has colour.
    pub fn fg(mut self, colour: Color) -> Self {
        self.colour = Some(colour);
        self
    }

    /// Bold, when the output has colour.
    pub fn bold(mut self) -> Self {
        self.bold = true;
        self
    }

    fn to_comfy(&self, ctx: &Output) -> Cell {
        let mut cell = Cell::new(&self.text).set_alignment(match self.align {
            Align::Left => CellAlignment::Left,
            Align::Right => CellAlignment::Right,
            Align::Center => CellAlignment::Center,
        });
        if ctx.color {
            if let Some(colour) = self.colour {
                cell = cell.fg(colour);
            }
            if self.bold {
                cell = cell.add_attribute(Attribute::Bold);
            }
        }
        cell
    }
}

/// A table: column titles (bold in colour) and rows.
#[derive(Debug, Clone, Default)]
pub struct Grid {
    titles: Vec<String>,
    rows: Vec<Vec<GridCell>>,
    /// The players' names in its cells, which wrapping never breaks unless one alone is wider
    /// than its column: a list of names breaks between them.
    names: Vec<String>,
}

impl Grid {
    pub fn new(titles: Vec<String>) -> Self {
        Grid {
            titles,
            rows: Vec::new(),
            names: Vec::new(),
        }
    }

    /// The players' names in the cells, kept whole when a cell wraps ("O'Brien, 🦄 Uni" breaks
    /// after the comma, not after the unicorn).
    pub fn keep_names_whole(&mut self, names: Vec<String>) {
        self.names = names;
    }

    /// Other column titles for the same columns (short ones, with a key below the table).
    pub fn set_titles(&mut self, titles: Vec<String>) {
        self.titles = titles;
    }

    /// Its column titles, in order.
    pub fn titles(&self) -> &[String] {
        &self.titles
    }

    pub fn add_row(&mut self, cells: Vec<GridCell>) {
        self.rows.push(cells);
    }

    /// A column more at the right: its title and one cell a row.
    pub fn push_column(&mut self, title: String, cells: Vec<GridCell>) {
        self.titles.push(title);
        for (row, cell) in self.rows.iter_mut().zip(cells) {
            row.push(cell);
        }
    }

    /// The table as text, without a line break after its last line.
    pub fn render(&self, ctx: &Output) -> String {
        let mut out = String::new();
        self.render_into(ctx, &mut out);
        out
    }

    /// The table added to `out` (a long match's table is not copied again into what `show`
    /// prints).
    pub fn render_into(&self, ctx: &Output, out: &mut String) {
        // The same width in colour or not: COLUMNS when set, else the terminal's, else none (a
        // pipe: no line is broken).
        self.render_at(ctx, fit::terminal_width().map(usize::from), out);
    }

    /// The table added to `out`, fitted to `width` columns: the views read at the table
    /// (`show`, `standings`), which fit 80 columns even into a pipe. A view makes its table fit
    /// first (a compact layout, prose wrapped at words); only a table that still does not fit is
    /// wrapped by comfy-table.
    pub fn render_within(&self, ctx: &Output, width: usize, out: &mut String) {
        self.render_at(ctx, Some(width), out);
    }

    fn render_at(&self, ctx: &Output, width: Option<usize>, out: &mut String) {
        let fits = width.is_none_or(|width| self.width() <= width);
        if let (false, Some(width)) = (fits, width) {
            // Wrapped between words where its longest words fit side by side: comfy-table would
            // cut a word where a column ends, a title too ("Playe" over "r").
            let mut wrapped = self.clone();
            wrapped.fit_narrow(width, &[]);
            if wrapped.width() <= width {
                return wrapped.render_at(ctx, Some(width), out);
            }
        }
        // A table that fits is drawn as comfy-table would draw it, without its per-cell work.
        match (fits, ctx.color) {
            (true, false) => self.draw(out),
            _ => {
                let width = width.map(|w| u16::try_from(w).unwrap_or(u16::MAX));
                out.push_str(&self.to_comfy(ctx, width).to_string());
            }
        }
    }

    /// Each column's width: its widest line, title included (at least one).
    pub fn column_widths(&self) -> Vec<usize> {
        let columns = self
            .rows
            .iter()
            .map(Vec::len)
            .chain([self.titles.len()])
            .max()
            .unwrap_or(0);
        let mut widths = vec![1; columns];
        for (width, title) in widths.iter_mut().zip(&self.titles) {
            *width = (*width).max(cell_width(title));
        }
        for row in &self.rows {
            for (width, cell) in widths.iter_mut().zip(row) {
                *width = (*width).max(cell.width);
            }
        }
        widths
    }

    /// The columns the drawn table takes: each column with a space either side and a border
    /// before it, and the last border.
    pub fn width(&self) -> usize {
        table_width(&self.column_widths())
    }

    /// Wraps the prose of column `column` at word boundaries (never inside a word or one of
    /// `names`) so that the table fits `width`; false, and nothing changed, when even its
    /// longest word would not fit beside the other columns.
    pub fn wrap_column(&mut self, column: usize, width: usize, names: &[String]) -> bool {
        let widths = self.column_widths();
        if table_width(&widths) <= width {
            return true;
        }
        let Some(&current) = widths.get(column) else {
            return false;
        };
        let others = table_width(&widths) - current;
        let Some(room) = width.checked_sub(others) else {
            return false;
        };
        let title = self.titles.get(column).map_or(0, |t| text_width(t));
        let widest = (self.rows.iter())
            .filter_map(|row| row.get(column))
            .map(|cell| fit::widest_word(&cell.text, names))
            .max()
            .unwrap_or(0);
        if room < title.max(widest) {
            return false;
        }
        for cell in self.rows.iter_mut().filter_map(|row| row.get_mut(column)) {
            if cell.width > room {
                let lines: Vec<String> = (cell.text.split('\n'))
                    .flat_map(|line| fit::wrap_words(line, room, "", "", names))
                    .collect();
                cell.text = lines.join("\n");
                cell.width = lines.iter().map(|l| text_width(l)).max().unwrap_or(0);
            }
        }
        true
    }

    /// The table comfy-table lays out, to fit `width` and in colour when chosen.
    fn to_comfy(&self, ctx: &Output, width: Option<u16>) -> Table {
        let mut table = Table::new();
        table.load_style(presets::UTF8_FULL_CONDENSED);
        table.set_content_arrangement(ContentArrangement::Dynamic);
        if let Some(width) = width {
            table.set_width(width);
        }
        // Styling exactly when colour was chosen, on a terminal or not (`--color always | less -R`).
        if ctx.color {
            table.enforce_styling();
        } else {
            table.force_no_tty();
        }
        let titles =
            (self.titles.iter()).map(|title| GridCell::new(title.as_str()).bold().to_comfy(ctx));
        table.set_header(titles.collect::<Vec<_>>());
        for row in &self.rows {
            table.add_row(row.iter().map(|c| c.to_comfy(ctx)).collect::<Vec<_>>());
        }
        table
    }

    /// The table drawn with no width to fit and no colour, as comfy-table draws it then: every
    /// column as wide as its widest line (at least one), a space either side, no line between
    /// rows.
    fn draw(&self, out: &mut String) {
        let widths = self.column_widths();
        let titles: Vec<GridCell> = self.titles.iter().map(GridCell::new).collect();
        // Box-drawing characters are 3 bytes, most text one.
        let line_bytes: usize = widths.iter().map(|w| w + 3).sum::<usize>() * 3;
        out.reserve(line_bytes * (self.rows.len() + 4));
        border(out, &widths, ['┌', '─', '┬', '┐']);
        lines(out, &widths, &titles);
        out.push('\n');
        border(out, &widths, ['╞', '═', '╪', '╡']);
        for row in &self.rows {
            lines(out, &widths, row);
        }
        out.push('\n');
        border(out, &widths, ['└', '─', '┴', '┘']);
    }
}

/// The columns a cell's text takes: its widest line.
pub(crate) fn cell_width(text: &str) -> usize {
    match text.contains('\n') {
        true => text.split('\n').map(text_width).max().unwrap_or(0),
        false => text_width(text),
    }
}

/// The columns a table of columns this wide takes: a space either side of each, a border before
/// each and one after the last.
pub(super) fn table_width(widths: &[usize]) -> usize {
    widths.iter().map(|w| w + 3).sum::<usize>() + 1
}

/// A border line: left corner, fill, junction, right corner.
pub(super) fn border(out: &mut String, widths: &[usize], [left, fill, junction, right]: [char; 4]) {
    out.push(left);
    for (n, width) in widths.iter().enumerate() {
        if n > 0 {
            out.push(junction);
        }
        out.extend(std::iter::repeat_n(fill, width + 2));
    }
    out.push(right);
}

/// A row's lines (as many as its tallest cell has), each cell padded and aligned in its column;
/// each line starts on a new line.
fn lines(out: &mut String, widths: &[usize], row: &[GridCell]) {
    let height = row
        .iter()
        .map(|cell| cell.text.split('\n').count())
        .max()
        .unwrap_or(1);
    for line in 0..height {
        out.push('\n');
        out.push('│');
        for (n, width) in widths.iter().enumerate() {
            if n > 0 {
                out.push('┆');
            }
            let cell = row.get(n);
            let (text, text_width) = match cell {
                Some(cell) if height == 1 => (cell.text.as_str(), cell.width),
                Some(cell) => {
                    let text = cell.text.split('\n').nth(line).unwrap_or_default();
                    (text, text_width(text))
                }
                None => ("", 0),
            };
            let room = width.saturating_sub(text_width);
            padded(out, text, room, cell.map(|c| c.align).unwrap_or_default());
        }
        out.push('│');
    }
}

/// `text` in its column, `room` columns left beside it, where `align` puts it, with the space
/// either side of every cell.
pub(super) fn padded(out: &mut String, text: &str, room: usize, align: Align) {
    let (before, after) = match align {
        Align::Left => (0, room),
        Align::Right => (room, 0),
        Align::Center => (room.div_ceil(2), room / 2),
    };
    spaces(out, before + 1);
    out.push_str(text);
    spaces(out, after + 1);
}

/// The columns a line takes on a terminal; printable ASCII (most cells) one a byte, and the few
/// other characters cells are made of (`+3 → 10`, `—`) one each, counted without the full
/// Unicode tables (a long match's table has hundreds of cells).
pub(super) fn text_width(line: &str) -> usize {
    let bytes = line.as_bytes();
    let mut columns = 0;
    let mut at = 0;
    while let Some(&byte) = bytes.get(at) {
        // One pass over the bytes: `→` and `—` are three of them, `×` two.
        let step = match (byte, bytes.get(at + 1), bytes.get(at + 2)) {
            (b' '..=b'~', _, _) => 1,
            (0xE2, Some(0x86), Some(0x92)) | (0xE2, Some(0x80), Some(0x94)) => 3,
            (0xC3, Some(0x97), _) => 2,
            _ => return line.width(),
        };
        columns += 1;
        at += step;
    }
    columns
}

/// `n` spaces.
fn spaces(out: &mut String, n: usize) {
    const SPACES: &str = "                                ";
    let mut left = n;
    while left > 0 {
        let now = left.min(SPACES.len());
        out.push_str(&SPACES[..now]);
        left -= now;
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    const PLAIN: Output = Output {
        json: false,
        color: false,
    };

    fn drawn(grid: &Grid) -> String {
        let mut out = String::new();
        grid.draw(&mut out);
        out
    }

    fn cell() -> impl Strategy<Value = GridCell> {
        // Narrow, wide and zero-width characters, and line breaks.
        let text = "[a-z0-9 →—+\\-é你好\u{301}\n]{0,40}";
        let align = prop_oneof![Just(Align::Left), Just(Align::Right), Just(Align::Center)];
        (text, align).prop_map(|(text, align)| GridCell::new(text).align(align))
    }

    proptest! {
        /// Into a pipe the grid draws exactly what comfy-table draws: any text, any alignment,
        /// rows shorter or longer than the titles (every view has titles), no rows at all.
        #[test]
        fn drawn_as_comfy_table_draws_it(
            titles in prop::collection::vec("[A-Za-z ]{0,8}", 1..5),
            rows in prop::collection::vec(prop::collection::vec(cell(), 0..6), 0..6),
        ) {
            let mut grid = Grid::new(titles);
            for row in rows {
                grid.add_row(row);
            }
            prop_assert_eq!(drawn(&grid), grid.to_comfy(&PLAIN, None).to_string());
        }
    }

    /// A notes column wraps between words to fit, never inside one; the other columns keep
    /// their width. Too narrow for its longest word, nothing changes.
    #[test]
    fn a_column_of_prose_wraps_between_words_to_fit() {
        let mut grid = Grid::new(vec!["Player".into(), "Notes".into()]);
        grid.add_row(vec![
            GridCell::new("Alexandra"),
            GridCell::new("failed call (+20), bonus cards +10"),
        ]);
        let mut narrow = grid.clone();
        assert!(!narrow.wrap_column(1, 20, &[]));
        assert_eq!(narrow.width(), grid.width());
        assert!(grid.wrap_column(1, 30, &[]));
        assert!(grid.width() <= 30);
        let expected = "\
┌───────────┬──────────────┐
│ Player    ┆ Notes        │
╞═══════════╪══════════════╡
│ Alexandra ┆ failed call  │
│           ┆ (+20), bonus │
│           ┆ cards +10    │
└───────────┴──────────────┘";
        let mut out = String::new();
        grid.render_within(&PLAIN, 30, &mut out);
        assert_eq!(out, expected);
        // What comfy-table lays out at that width is the same table.
        assert_eq!(grid.to_comfy(&PLAIN, Some(30)).to_string(), expected);
    }

    #[test]
    fn the_width_of_a_cell_is_the_width_unicode_gives_it() {
        for text in [
            "+3 → 10",
            "—",
            "12×",
            "3/3 +13→45",
            "日本 → 2",
            "e\u{301} → 1",
            "→\u{fe0f}",
            "",
        ] {
            assert_eq!(text_width(text), text.width(), "{text:?}");
        }
    }

    #[test]
    fn a_table_into_a_pipe() {
        let mut grid = Grid::new(vec!["Round".into(), "Ann".into(), "Notes".into()]);
        grid.add_row(vec![
            GridCell::new("1"),
            GridCell::right("+3 → 3"),
            GridCell::new("Ann: called"),
        ]);
        grid.add_row(vec![GridCell::new("2 edited"), GridCell::right("+12 → 15")]);
        let expected = "\
┌──────────┬──────────┬─────────────┐
│ Round    ┆ Ann      ┆ Notes       │
╞══════════╪══════════╪═════════════╡
│ 1        ┆   +3 → 3 ┆ Ann: called │
│ 2 edited ┆ +12 → 15 ┆             │
└──────────┴──────────┴─────────────┘";
        assert_eq!(drawn(&grid), expected);
        assert_eq!(grid.to_comfy(&PLAIN, None).to_string(), expected);
    }
}
