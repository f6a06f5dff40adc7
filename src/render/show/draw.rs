//! The text of `show`'s cells written into a buffer, and the table drawn straight from the
//! rounds when it goes plain (no colour) and fits: a long match has hundreds of cells, and each
//! as a string of its own in a grid was most of what `show` cost a round (DESIGN section 6:
//! `show`'s work per round within 1.3x of a bare program reading the same rows).

use super::rows::{RoundRow, Row, Rows, SeatPart};
use super::{Cells, Layout, RoundColumns, RoundKind, decimal};
use crate::render::Align;
use crate::render::grid::{border, cell_width, padded, table_width, text_width};

/// What takes a row's cells one by one: the column, the text, its alignment.
pub(super) type CellSink<'a> = dyn FnMut(usize, &str, Align) + 'a;

/// A layout's columns measured: each one's width, and whether a cell has more than one line.
pub(super) struct Measured {
    pub widths: Vec<usize>,
    pub multiline: bool,
}

impl RoundColumns<'_> {
    /// Each column's width in `layout` (titles included, at least one), without the notes
    /// column, measured without making the cells; measured no further once the table is wider
    /// than `give_up` (it cannot fit then).
    pub(super) fn measure(
        &self,
        rows: &Rows,
        layout: Layout,
        give_up: Option<usize>,
        scratch: &mut String,
    ) -> Measured {
        let titles = self.titles(layout);
        let mut widths: Vec<usize> = titles.iter().map(|t| cell_width(t).max(1)).collect();
        let mut multiline = titles.iter().any(|t| t.contains('\n'));
        let compact = layout.cells != Cells::Full;
        let deal = self.with_deal && layout.deal;
        let mut note = |widths: &mut [usize], column: usize, text: &str| {
            if let Some(width) = widths.get_mut(column) {
                *width = (*width).max(cell_width(text));
            }
            multiline |= text.contains('\n');
        };
        for row in rows.iter() {
            scratch.clear();
            row.round.write_label(compact, scratch);
            note(&mut widths, 0, scratch);
            let mut column = 1;
            if deal {
                note(&mut widths, column, row.about_in(compact));
                column += 1;
            }
            for seat in row.seats() {
                // Most cells are numbers and arrows: counted, not written.
                match seat.width(layout.cells) {
                    Some(width) => {
                        if let Some(widest) = widths.get_mut(column) {
                            *widest = (*widest).max(width);
                        }
                    }
                    None => {
                        scratch.clear();
                        seat.write(layout.cells, scratch);
                        note(&mut widths, column, scratch);
                    }
                }
                column += 1;
            }
            for team in row.teams(&self.teams) {
                scratch.clear();
                write_team(team, layout.cells, scratch);
                note(&mut widths, column, scratch);
                column += 1;
            }
            if give_up.is_some_and(|width| table_width(&widths) > width) {
                break;
            }
        }
        Measured { widths, multiline }
    }

    /// Hands each cell of `row` in `layout` to `cell`: its column, its text, its alignment.
    pub(super) fn each_cell(
        &self,
        row: Row,
        layout: Layout,
        scratch: &mut String,
        cell: &mut CellSink<'_>,
    ) {
        let compact = layout.cells != Cells::Full;
        scratch.clear();
        row.round.write_label(compact, scratch);
        cell(0, scratch, Align::Left);
        let mut column = 1;
        if self.with_deal && layout.deal {
            cell(column, row.about_in(compact), Align::Left);
            column += 1;
        }
        for seat in row.seats() {
            scratch.clear();
            let align = seat.write(layout.cells, scratch);
            cell(column, scratch, align);
            column += 1;
        }
        for team in row.teams(&self.teams) {
            scratch.clear();
            write_team(team, layout.cells, scratch);
            cell(column, scratch, Align::Right);
            column += 1;
        }
    }

    /// The rounds as lines, where even the narrowest table is wider than a phone's terminal:
    /// each round's label, then each column's title (a player's initial, a team) with its cell
    /// as one piece that never breaks ("D +9→9"), the pieces wrapped under each other past the
    /// labels. Without a line break after the last line.
    pub(super) fn draw_listed(&self, rows: &Rows, layout: Layout, width: usize, out: &mut String) {
        let titles = self.titles(layout);
        let mut label = String::new();
        let label_width = (rows.rows.iter())
            .map(|row| {
                label.clear();
                row.write_label(true, &mut label);
                text_width(&label)
            })
            .max()
            .unwrap_or(0);
        let rest = " ".repeat(label_width + 2);
        let mut scratch = String::new();
        for row in rows.iter() {
            let mut first = String::new();
            let mut pieces: Vec<String> = Vec::new();
            self.each_cell(row, layout, &mut scratch, &mut |column, text, _| match (
                column,
                titles.get(column),
            ) {
                (0, _) => {
                    let pad = label_width.saturating_sub(text_width(text));
                    first = format!("{}{text}  ", " ".repeat(pad));
                }
                (_, Some(title)) if !text.trim().is_empty() => {
                    pieces.push(format!("{title} {}", text.replace('\n', " ")));
                }
                _ => {}
            });
            crate::render::fit::wrap_words_into(
                &pieces.join(", "),
                width,
                &first,
                &rest,
                &pieces,
                out,
            );
        }
        // The caller ends the table's last line.
        if out.ends_with('\n') {
            out.pop();
        }
    }

    /// The table drawn as the grid draws a table that fits, without colour: `widths` measured
    /// by [`measure`](Self::measure), the notes column (its width last in `widths`) when
    /// `notes`.
    pub(super) fn draw_plain(
        &self,
        rows: &Rows,
        layout: Layout,
        widths: &[usize],
        notes: Option<&str>,
        out: &mut String,
    ) {
        let mut titles = self.titles(layout);
        titles.extend(notes.map(str::to_string));
        border(out, widths, ['┌', '─', '┬', '┐']);
        out.push_str("\n│");
        for (column, title) in titles.iter().enumerate() {
            cell_into(out, widths, column, title, text_width(title), Align::Left);
        }
        out.push_str("│\n");
        border(out, widths, ['╞', '═', '╪', '╡']);
        let mut scratch = String::new();
        for row in rows.iter() {
            out.push_str("\n│");
            let mut last = 0;
            self.each_cell(row, layout, &mut scratch, &mut |column, text, align| {
                cell_into(out, widths, column, text, text_width(text), align);
                last = column;
            });
            if notes.is_some() {
                let width = text_width(row.notes);
                cell_into(out, widths, last + 1, row.notes, width, Align::Left);
            }
            out.push('│');
        }
        out.push('\n');
        border(out, widths, ['└', '─', '┴', '┘']);
    }
}

/// Room for the legends and keys below the table (a few lines), beyond the players' names.
const PROSE_ROOM: usize = 1024;

impl RoundColumns<'_> {
    /// About the bytes the table (its columns `widths`) and what is below it take, a little
    /// more rather than less, so that the text is made once at its size rather than doubled
    /// and copied as it grows: each line of the table as wide as the table, its box characters
    /// three bytes each, and two arrows (three bytes each) in each seat's and team's cell;
    /// what the seats' parts and the deals take beyond a byte a column (the notes' the caller
    /// counts); the notes below the table (when `notes_below`) a line each and a line more
    /// each time they wrap at `width`.
    pub(super) fn room(
        &self,
        rows: &Rows,
        widths: &[usize],
        notes_below: bool,
        width: usize,
    ) -> usize {
        let borders = 2 * (widths.len() + 1);
        let arrows = 4 * (rows.seats + self.teams.len());
        // The label's mark (`×`) one byte more.
        let line = table_width(widths) + borders + arrows + 2;
        let beyond_columns = |text: &str| text.len().saturating_sub(text_width(text));
        let names: usize = self.names.iter().map(String::len).sum();
        let mut room =
            (rows.rows.len() + 4) * line + beyond_columns(&rows.texts) + 2 * names + PROSE_ROOM;
        if notes_below {
            // A line's indent: about the label's column, with the spaces around it.
            let indent = widths.first().copied().unwrap_or(0) + 5;
            let noted = rows.iter().filter(|row| !row.notes.is_empty()).count();
            let wraps = rows.notes.len() / width.saturating_sub(indent).max(1);
            room += rows.notes.len() + (noted + wraps) * (indent + 1);
        }
        room
    }
}

/// One cell of one line, `width` columns of text: the border before it (but the first), then
/// its text in its column.
fn cell_into(
    out: &mut String,
    widths: &[usize],
    column: usize,
    text: &str,
    width: usize,
    align: Align,
) {
    if column > 0 {
        out.push('┆');
    }
    let room = widths.get(column).copied().unwrap_or(0);
    padded(out, text, room.saturating_sub(width), align);
}

impl<'r> Row<'r> {
    /// The deal as the layout says it: in the compact layouts the short form where there is one.
    pub(super) fn about_in(&self, compact: bool) -> &'r str {
        let round = self.round;
        let about = match compact {
            true => round.about_short.or(round.about),
            false => round.about,
        };
        about
            .map(|about| about.read(self.texts))
            .unwrap_or_default()
    }
}

impl RoundRow {
    /// The round's label ([`RoundRow::label`]) added to `out`.
    pub(super) fn write_label(&self, compact: bool, out: &mut String) {
        match (self.kind, compact) {
            (RoundKind::Played, _) | (RoundKind::Opened, true) => push_int(out, self.seq.into()),
            (RoundKind::Withdrawn, true) => {
                push_int(out, self.seq.into());
                out.push('×');
            }
            (RoundKind::Edited, true) => {
                push_int(out, self.seq.into());
                out.push('*');
            }
            _ => out.push_str(&self.label(compact)),
        }
    }
}

impl SeatPart<'_> {
    /// The columns [`SeatPart::write`] takes, counted without writing it; `None` for a part
    /// of more than one line.
    fn width(&self, cells: Cells) -> Option<usize> {
        let (part, points, total, halved_from) = match self {
            SeatPart::Opened(_) => return None,
            SeatPart::SatOut => return Some(1),
            SeatPart::Played {
                part,
                points,
                total,
                halved_from,
            } => (*part, *points, *total, *halved_from),
        };
        if part.contains('\n') {
            return None;
        }
        let part_width = match part.is_empty() {
            true => 0,
            false => text_width(part) + 1,
        };
        if cells == Cells::Bare && !part.is_empty() {
            return Some(part_width + digits(total));
        }
        let arrow = match cells {
            Cells::Full => 3,
            Cells::Compact | Cells::Bare => 1,
        };
        // The points always with their sign: `+` before zero and above.
        let points_width = digits(points) + usize::from(points >= 0);
        let reached = halved_from.map_or(0, |reached| digits(reached) + arrow);
        Some(part_width + points_width + arrow + reached + digits(total))
    }

    /// The seat's cell ([`SeatPart::cell`]) added to `out`; where it sits in its column.
    pub(super) fn write(&self, cells: Cells, out: &mut String) -> Align {
        let (part, points, total, halved_from) = match self {
            SeatPart::Opened(part) => {
                out.push_str(part);
                return Align::Right;
            }
            SeatPart::SatOut => {
                out.push('—');
                return Align::Center;
            }
            SeatPart::Played {
                part,
                points,
                total,
                halved_from,
            } => (*part, *points, *total, *halved_from),
        };
        let arrow = match cells {
            Cells::Full => " → ",
            Cells::Compact | Cells::Bare => "→",
        };
        if !part.is_empty() {
            out.push_str(part);
            out.push(' ');
        }
        if cells == Cells::Bare && !part.is_empty() {
            // The part says the points (bid and tricks, a place): the total is enough.
            push_int(out, total);
            return Align::Right;
        }
        if points >= 0 {
            out.push('+');
        }
        push_int(out, points);
        out.push_str(arrow);
        if let Some(reached) = halved_from {
            // The round took the total to a halving mark: show it, then the halved total.
            push_int(out, reached);
            out.push_str(arrow);
        }
        push_int(out, total);
        Align::Right
    }
}

/// A team's cell ([`super::team_cell`]) added to `out`.
pub(super) fn write_team(scores: Option<(f64, f64)>, cells: Cells, out: &mut String) {
    let Some((round, total)) = scores else {
        return;
    };
    if cells != Cells::Bare {
        let round_text = decimal(round);
        if !round.is_sign_negative() {
            out.push('+');
        }
        out.push_str(&round_text);
        out.push_str(match cells {
            Cells::Full => " → ",
            _ => "→",
        });
    }
    out.push_str(&decimal(total));
}

/// The characters `{n}` writes.
fn digits(n: i64) -> usize {
    let sign = usize::from(n < 0);
    sign + n
        .unsigned_abs()
        .checked_ilog10()
        .map_or(1, |log| log as usize + 1)
}

/// `n` in decimal digits, as `{n}` writes it, without the formatting machinery.
pub(super) fn push_int(out: &mut String, n: i64) {
    out.push_str(itoa::Buffer::new().format(n));
}

#[cfg(test)]
mod tests {
    use super::push_int;

    #[test]
    fn whole_numbers_are_written_as_format_writes_them() {
        for n in [0, 7, -7, 10, 99, -100, 1234567, i64::MIN, i64::MAX] {
            let mut out = String::from("x");
            push_int(&mut out, n);
            assert_eq!(out, format!("x{n}"));
            assert_eq!(super::digits(n), format!("{n}").len());
        }
    }
}
