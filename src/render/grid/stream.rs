//! A table drawn a row at a time: a listing of every player, too long to hold whole.

use std::borrow::Cow;

use comfy_table::{ColumnConstraint, Width};

use super::arrange::{Measure, split_line};
use super::narrow::{NarrowPlan, wrapped};
use super::{Align, Grid, GridCell, border, cell_width, lines, padded, table_width, text_width};
use crate::output::Output;
use crate::render::fit;

/// A table drawn a row at a time, its columns' widths known before the first row. Drawn as
/// [`Grid`] draws it whole within `width` (none: no limit), into a pipe or in colour (where only
/// the titles are styled: the listings' cells have no style). A table wider than `width` is
/// wrapped between words by [`GridStream::fit_narrow`] (always called, as [`Grid`] wraps a table
/// too wide), and where even its longest words do not fit side by side, laid out as comfy-table
/// lays it out, its cells cut to fit: its rows are shown to [`GridStream::measure`] first (the
/// layout depends on how each cell splits), then drawn; none is kept.
#[derive(Debug)]
pub struct GridStream {
    titles: Vec<String>,
    /// The width of each column's text: its widest cell, or comfy-table's once arranged.
    widths: Vec<usize>,
    /// The width to fit (none: no limit).
    width: Option<usize>,
    /// The table does not fit: what its cells are, measured until the head is drawn.
    measure: Option<Measure>,
    /// The cells are split to fit the widths (the table did not fit as it is).
    wraps: bool,
    /// Too narrow a width, the columns kept (the others left out), by their place in a row.
    keep: Option<Vec<usize>>,
    /// Too narrow a width, the room each kept column's cells are wrapped to at spaces.
    room: Option<Vec<usize>>,
    ctx: Output,
}

impl GridStream {
    /// The table's widths: each column's widest cell (`cells`, exactly: the layout of a table
    /// too wide starts from it), its title and at least one.
    pub fn new(ctx: &Output, titles: Vec<String>, cells: &[usize], width: Option<usize>) -> Self {
        let widths: Vec<usize> = (titles.iter().zip(cells))
            .map(|(title, cell)| text_width(title).max(*cell).max(1))
            .collect();
        let measure = width
            .filter(|width| table_width(&widths) > *width)
            .map(|width| Measure::new(&titles, &widths, width));
        GridStream {
            titles,
            widths,
            width,
            measure,
            wraps: false,
            keep: None,
            room: None,
            ctx: *ctx,
        }
    }

    /// Fits the table to `width` as [`Grid::fit_narrow_keeping`] fits it held whole: its cells
    /// wrapped at spaces, and while their longest words do not fit side by side the columns of
    /// `give_way` left out in that order; on a phone's width the columns of `whole` (the
    /// players' names) kept on one line while leaving columns out makes room for them.
    /// `narrowest`: each column's longest word of its cells (its title's is added here). The
    /// titles of the columns left out; the rows are then to be measured, as they are wrapped,
    /// before the head is drawn.
    pub fn fit_narrow(
        &mut self,
        narrowest: &[usize],
        give_way: &[usize],
        whole: &[usize],
    ) -> Vec<String> {
        let Some(width) = self.width else {
            return Vec::new();
        };
        let narrowest: Vec<usize> = (self.titles.iter().enumerate())
            .map(|(at, title)| {
                let cells = narrowest.get(at).copied().unwrap_or(0);
                fit::widest_plain_word(title).max(cells).max(1)
            })
            .collect();
        let Some(plan) = NarrowPlan::new(&self.widths, &narrowest, (give_way, whole), width) else {
            return Vec::new();
        };
        let keep: Vec<usize> = (0..self.widths.len())
            .filter(|at| !plan.gone[*at])
            .collect();
        let titles = std::mem::take(&mut self.titles);
        let (kept, left_out): (Vec<_>, Vec<_>) =
            (titles.into_iter().zip(&plan.gone)).partition(|(_, gone)| !**gone);
        self.titles = kept.into_iter().map(|(title, _)| title).collect();
        self.widths = keep.iter().map(|at| self.widths[*at]).collect();
        self.measure = None;
        match plan.room {
            Some(room) => {
                for (title, room) in self.titles.iter_mut().zip(&room) {
                    if cell_width(title) > *room {
                        *title = wrapped(title, *room);
                    }
                }
                // The cells' wrapped widths are measured as the rows pass.
                self.widths = self.titles.iter().map(|t| cell_width(t).max(1)).collect();
                self.room = Some(room);
            }
            None if table_width(&self.widths) > width => {
                self.measure = Some(Measure::new(&self.titles, &self.widths, width));
            }
            None => {}
        }
        self.keep = Some(keep);
        left_out.into_iter().map(|(title, _)| title).collect()
    }

    /// Whether the table is too wide as it is: each row is to be shown to
    /// [`GridStream::measure`] before the head is drawn.
    pub fn measures(&self) -> bool {
        self.measure.is_some() || self.room.is_some()
    }

    /// One row's texts, measured for the layout of a table that does not fit.
    pub fn measure(&mut self, texts: &[&str]) {
        if let (Some(keep), Some(room)) = (&self.keep, &self.room) {
            for ((widest, at), room) in self.widths.iter_mut().zip(keep).zip(room) {
                let text = texts.get(*at).copied().unwrap_or_default();
                let width = match cell_width(text) {
                    width if width > *room => cell_width(&wrapped(text, *room)),
                    width => width,
                };
                *widest = (*widest).max(width);
            }
            return;
        }
        let Some(measure) = &mut self.measure else {
            return;
        };
        match &self.keep {
            Some(keep) => {
                for (at, kept) in keep.iter().enumerate() {
                    if let Some(text) = texts.get(*kept) {
                        measure.cell(at, text);
                    }
                }
            }
            None => {
                for (at, text) in texts.iter().enumerate() {
                    measure.cell(at, text);
                }
            }
        }
    }

    /// The top border, the titles and the line under them (bold titles in colour, as
    /// comfy-table styles them). A table that does not fit is laid out first.
    pub fn head(&mut self, out: &mut String) {
        if let (Some(measure), Some(width)) = (self.measure.take(), self.width) {
            self.widths = measure.widths(width);
            self.wraps = true;
        }
        if self.ctx.color || self.wraps {
            self.comfy_head(out);
            return;
        }
        let titles: Vec<GridCell> = self.titles.iter().map(GridCell::new).collect();
        border(out, &self.widths, ['┌', '─', '┬', '┐']);
        lines(out, &self.widths, &titles);
        out.push('\n');
        border(out, &self.widths, ['╞', '═', '╪', '╡']);
    }

    /// comfy-table's own head of a table of these widths (titles wrapped, and styled in colour,
    /// as it does it).
    fn comfy_head(&self, out: &mut String) {
        let mut table = Grid::new(self.titles.clone()).to_comfy(&self.ctx, None);
        table.set_constraints(self.widths.iter().map(|width| {
            let drawn = u16::try_from(width + 2).unwrap_or(u16::MAX);
            ColumnConstraint::Absolute(Width::Fixed(drawn))
        }));
        let drawn = table.to_string();
        // Without the bottom border of a table of no rows.
        let head = drawn
            .rsplit_once('\n')
            .map_or(drawn.as_str(), |(head, _)| head);
        out.push_str(head);
    }

    /// One row of texts, `align` placing each column's (its lines start on a new line).
    pub fn row(&mut self, texts: &[&str], align: impl Fn(usize) -> Align, out: &mut String) {
        let Some(keep) = &self.keep else {
            self.draw_row(texts, align, out);
            return;
        };
        // Too narrow: the columns kept, wrapped to their room.
        let room = self.room.as_deref().unwrap_or_default();
        let cells: Vec<Cow<'_, str>> = (keep.iter().enumerate())
            .map(|(n, at)| {
                let text = texts.get(*at).copied().unwrap_or_default();
                match room.get(n) {
                    Some(room) if cell_width(text) > *room => Cow::Owned(wrapped(text, *room)),
                    _ => Cow::Borrowed(text),
                }
            })
            .collect();
        let kept: Vec<&str> = cells.iter().map(AsRef::as_ref).collect();
        self.draw_row(&kept, |n| align(keep.get(n).copied().unwrap_or(n)), out);
    }

    /// One row of the columns drawn, `align` placing each column's.
    fn draw_row(&self, texts: &[&str], align: impl Fn(usize) -> Align, out: &mut String) {
        if self.wraps || texts.iter().any(|text| text.contains('\n')) {
            self.row_of_lines(texts, align, out);
            return;
        }
        out.push('\n');
        out.push('│');
        for (n, width) in self.widths.iter().enumerate() {
            if n > 0 {
                out.push('┆');
            }
            let (text, align) = match texts.get(n) {
                Some(text) => (*text, align(n)),
                None => ("", Align::default()),
            };
            padded(out, text, width.saturating_sub(text_width(text)), align);
        }
        out.push('│');
    }

    /// A row of several lines: each text's lines, split as comfy-table splits them where they
    /// are wider than their column, side by side (as many as its tallest cell has).
    fn row_of_lines(&self, texts: &[&str], align: impl Fn(usize) -> Align, out: &mut String) {
        let cells: Vec<Vec<&str>> = (self.widths.iter().enumerate())
            .map(|(n, width)| {
                let text = texts.get(n).copied().unwrap_or_default();
                let mut lines = Vec::new();
                for line in text.split('\n') {
                    match text_width(line) > *width {
                        true => split_line(line, *width, |piece| lines.push(piece)),
                        false => lines.push(line),
                    }
                }
                lines
            })
            .collect();
        let height = cells.iter().map(Vec::len).max().unwrap_or(0);
        for line in 0..height {
            out.push('\n');
            out.push('│');
            for (n, (width, cell)) in self.widths.iter().zip(&cells).enumerate() {
                if n > 0 {
                    out.push('┆');
                }
                let text = cell.get(line).copied().unwrap_or_default();
                let align = if n < texts.len() {
                    align(n)
                } else {
                    Align::default()
                };
                padded(out, text, width.saturating_sub(text_width(text)), align);
            }
            out.push('│');
        }
    }

    /// The bottom border, on a line of its own, without a line break after it.
    pub fn foot(self, out: &mut String) {
        out.push('\n');
        border(out, &self.widths, ['└', '─', '┴', '┘']);
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
    const COLOUR: Output = Output {
        json: false,
        color: true,
    };

    fn texts(row: &[String]) -> Vec<&str> {
        row.iter().map(String::as_str).collect()
    }

    /// The table drawn through a stream: measured when it does not fit, then drawn.
    fn streamed(
        ctx: &Output,
        titles: &[String],
        rows: &[Vec<String>],
        aligns: &[Align],
        width: Option<usize>,
    ) -> String {
        streamed_narrow(ctx, titles, rows, aligns, width, None).0
    }

    /// [`streamed`], fitted to its width leaving out `give_way` when given: the table
    /// and the titles left out.
    fn streamed_narrow(
        ctx: &Output,
        titles: &[String],
        rows: &[Vec<String>],
        aligns: &[Align],
        width: Option<usize>,
        give_way: Option<&[usize]>,
    ) -> (String, Vec<String>) {
        let mut cells = vec![0; titles.len()];
        let mut words = vec![0; titles.len()];
        for row in rows {
            for ((widest, word), text) in cells.iter_mut().zip(&mut words).zip(row) {
                *widest = (*widest).max(super::super::cell_width(text));
                *word = (*word).max(fit::widest_plain_word(text));
            }
        }
        let align = |at: usize| aligns.get(at).copied().unwrap_or_default();
        let mut table = GridStream::new(ctx, titles.to_vec(), &cells, width);
        // As every view does, and as a table held whole is wrapped between words first.
        let left_out = table.fit_narrow(&words, give_way.unwrap_or_default(), &[]);
        if table.measures() {
            for row in rows {
                table.measure(&texts(row));
            }
        }
        let mut out = String::new();
        table.head(&mut out);
        for row in rows {
            table.row(&texts(row), align, &mut out);
        }
        table.foot(&mut out);
        (out, left_out)
    }

    /// The same table held whole and laid out as every other view's (comfy-table's when it
    /// does not fit or in colour).
    fn whole(
        ctx: &Output,
        titles: &[String],
        rows: &[Vec<String>],
        aligns: &[Align],
        width: Option<usize>,
    ) -> String {
        whole_narrow(ctx, titles, rows, aligns, width, None).0
    }

    /// [`whole`], fitted by [`Grid::fit_narrow`] when `give_way` is given.
    fn whole_narrow(
        ctx: &Output,
        titles: &[String],
        rows: &[Vec<String>],
        aligns: &[Align],
        width: Option<usize>,
        give_way: Option<&[usize]>,
    ) -> (String, Vec<String>) {
        let mut grid = Grid::new(titles.to_vec());
        for row in rows {
            let cells = (row.iter().enumerate())
                .map(|(at, text)| {
                    GridCell::new(text.as_str()).align(aligns.get(at).copied().unwrap_or_default())
                })
                .collect();
            grid.add_row(cells);
        }
        let left_out = match (give_way, width) {
            (Some(give_way), Some(width)) => grid.fit_narrow(width, give_way),
            _ => Vec::new(),
        };
        let mut out = String::new();
        grid.render_at(ctx, width, &mut out);
        (out, left_out)
    }

    fn align() -> impl Strategy<Value = Align> {
        prop_oneof![Just(Align::Left), Just(Align::Right), Just(Align::Center)]
    }

    /// A cell: words of narrow, accented, wide and combining characters, long and short, now
    /// and then two spaces or a line break.
    fn text() -> impl Strategy<Value = String> {
        let word = "[a-zA-Z0-9→—+\\-éÅ你好\u{301}\u{fe0f}\u{200d}🙂]{0,14}";
        let gap = prop_oneof![8 => Just(" "), 1 => Just("  "), 1 => Just("\n")];
        prop::collection::vec((word, gap), 0..5).prop_map(|words| {
            let mut text = String::new();
            for (n, (word, gap)) in words.into_iter().enumerate() {
                if n > 0 {
                    text.push_str(gap);
                }
                text.push_str(&word);
            }
            text
        })
    }

    /// Titles, alignments and rows of as many cells.
    fn table() -> impl Strategy<Value = (Vec<String>, Vec<Align>, Vec<Vec<String>>)> {
        (1usize..9).prop_flat_map(|columns| {
            (
                prop::collection::vec("[A-Za-z]{1,6}( [A-Za-z]{1,8})?", columns),
                prop::collection::vec(align(), columns),
                prop::collection::vec(prop::collection::vec(text(), columns), 0..7),
            )
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]
        /// Drawn a row at a time, a table is what comfy-table draws of it whole, in plain and in
        /// colour, fitted to any width (mostly too narrow: its cells wrapped) or to none.
        #[test]
        fn streamed_as_comfy_table_lays_it_out(
            (titles, aligns, rows) in table(),
            width in prop_oneof![4 => (20usize..100).prop_map(Some), 1 => Just(None)],
            colour in any::<bool>(),
        ) {
            let ctx = if colour { COLOUR } else { PLAIN };
            prop_assert_eq!(
                streamed(&ctx, &titles, &rows, &aligns, width),
                whole(&ctx, &titles, &rows, &aligns, width)
            );
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]
        /// On a phone's width (and a little wider), a table drawn a row at a time is fitted as
        /// the same table held whole: the same columns left out, the same cells wrapped at
        /// spaces, the same characters, in plain and in colour.
        #[test]
        fn fitted_narrow_as_the_table_held_whole(
            (titles, aligns, rows) in table(),
            width in 20usize..46,
            give_way in prop::collection::vec(0usize..9, 0..9),
            colour in any::<bool>(),
        ) {
            let ctx = if colour { COLOUR } else { PLAIN };
            let given = Some(give_way.as_slice());
            prop_assert_eq!(
                streamed_narrow(&ctx, &titles, &rows, &aligns, Some(width), given),
                whole_narrow(&ctx, &titles, &rows, &aligns, Some(width), given)
            );
        }
    }

    /// A case the property above found: a table's only column told it may give way, at 20
    /// columns (the held table dropped its rows, the streamed one drew an empty row): it stays.
    #[test]
    fn a_table_keeps_its_last_column_whatever_may_give_way() {
        let titles = vec!["A".to_string()];
        let rows = vec![vec!["a\u{1F642}你好\u{1F642}好-é—aaÅ".to_string()]];
        let aligns = [Align::Left];
        let given = Some(&[0usize][..]);
        let streamed = streamed_narrow(&COLOUR, &titles, &rows, &aligns, Some(20), given);
        assert_eq!(
            streamed,
            whole_narrow(&COLOUR, &titles, &rows, &aligns, Some(20), given)
        );
        assert!(streamed.1.is_empty(), "{streamed:?}");
        assert!(streamed.0.contains("你好"), "{}", streamed.0);
    }

    /// A player list too wide for 30 columns: comfy-table's widths and its splitting (a long
    /// name between words, a date at its space, a title inside its word), row by row.
    #[test]
    fn a_list_too_wide_is_wrapped_as_comfy_table_wraps_it() {
        let titles: Vec<String> = ["Player", "Matches", "Won", "Last played"]
            .map(String::from)
            .to_vec();
        let rows: Vec<Vec<String>> = [
            ["Anna Maria van der Berg", "12", "3", "2026-01-02 03:04"],
            ["Bob", "1", "0", ""],
        ]
        .iter()
        .map(|row| row.map(String::from).to_vec())
        .collect();
        let aligns = [Align::Left, Align::Right, Align::Right, Align::Left];
        let expected = "\
┌───────┬───────┬─────┬──────┐
│ Playe ┆ Match ┆ Won ┆ Last │
│ r     ┆ es    ┆     ┆ play │
│       ┆       ┆     ┆ ed   │
╞═══════╪═══════╪═════╪══════╡
│ Anna  ┆    12 ┆   3 ┆ 2026 │
│ Maria ┆       ┆     ┆ -01- │
│ van   ┆       ┆     ┆ 02   │
│ der   ┆       ┆     ┆ 03:0 │
│ Berg  ┆       ┆     ┆ 4    │
│ Bob   ┆     1 ┆   0 ┆      │
└───────┴───────┴─────┴──────┘";
        assert_eq!(
            streamed(&PLAIN, &titles, &rows, &aligns, Some(30)),
            expected
        );
        assert_eq!(whole(&PLAIN, &titles, &rows, &aligns, Some(30)), expected);
    }
}
