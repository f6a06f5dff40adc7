//! The tables every view prints, in the house style (comfy-table's `UTF8_FULL_CONDENSED`).
//!
//! A view builds a [`Grid`]: titles, rows of [`GridCell`]s. On a terminal (a width to fit, or
//! colour) comfy-table lays it out, wrapping long cells and styling them. Into a pipe or a file,
//! with no width and no colour, there is nothing to fit: the grid draws itself, the same
//! characters comfy-table would draw, without comfy-table's per-cell work (about 15,000
//! instructions a row, most of `show` of a long match). The test beside it holds the two equal.

use comfy_table::{Attribute, Cell, CellAlignment, Color, ContentArrangement, Table, presets};
use unicode_width::UnicodeWidthStr;

use crate::output::Output;

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
            width: text.split('\n').map(text_width).max().unwrap_or(0),
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
}

impl Grid {
    pub fn new(titles: Vec<String>) -> Self {
        Grid {
            titles,
            rows: Vec::new(),
        }
    }

    pub fn add_row(&mut self, cells: Vec<GridCell>) {
        self.rows.push(cells);
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
        let width = terminal_width();
        match (width, ctx.color) {
            (None, false) => self.draw(out),
            (width, _) => out.push_str(&self.to_comfy(ctx, width).to_string()),
        }
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
        let columns = self
            .rows
            .iter()
            .map(Vec::len)
            .chain([self.titles.len()])
            .max()
            .unwrap_or(0);
        let mut widths = vec![1; columns];
        let titles: Vec<GridCell> = self.titles.iter().map(GridCell::new).collect();
        for row in std::iter::once(&titles).chain(&self.rows) {
            for (width, cell) in widths.iter_mut().zip(row) {
                *width = (*width).max(cell.width);
            }
        }
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

/// A border line: left corner, fill, junction, right corner.
fn border(out: &mut String, widths: &[usize], [left, fill, junction, right]: [char; 4]) {
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
            let room = width - text_width;
            let (before, after) = match cell.map(|c| c.align).unwrap_or_default() {
                Align::Left => (0, room),
                Align::Right => (room, 0),
                Align::Center => (room.div_ceil(2), room / 2),
            };
            spaces(out, before + 1);
            out.push_str(text);
            spaces(out, after + 1);
        }
        out.push('│');
    }
}

/// The columns a line takes on a terminal; printable ASCII (most cells) one a byte.
fn text_width(line: &str) -> usize {
    if line.bytes().all(|b| b.is_ascii_graphic() || b == b' ') {
        line.len()
    } else {
        line.width()
    }
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

/// The width to fit: COLUMNS when set, else the terminal's; `None` into a pipe or a file.
pub(super) fn terminal_width() -> Option<u16> {
    columns().or_else(|| Table::new().width())
}

/// The COLUMNS environment variable, when it holds a width.
fn columns() -> Option<u16> {
    let width: u16 = std::env::var("COLUMNS").ok()?.trim().parse().ok()?;
    (width > 0).then_some(width)
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
