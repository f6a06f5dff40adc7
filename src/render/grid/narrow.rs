//! A table on a terminal too narrow for it even in its compact layout (a phone's 20 to 40
//! columns, or a long name at 60): its cells and titles wrapped at word boundaries, never inside
//! a word, and where even that does not fit, its least important columns left out (named below
//! the table by the view, as club-night standings name the rounds they leave out).

use super::{Grid, GridCell, cell_width, table_width};
use crate::render::fit;

impl Grid {
    /// Fits the table to `width`: every cell and title wrapped at spaces, the widest columns
    /// narrowed first; while even their longest words do not fit side by side, the columns of
    /// `give_way` are left out, in that order (least important first). The titles of the columns
    /// left out, in the table's order; a table that fits is left as it is. One that cannot fit with
    /// every column of `give_way` gone keeps the rest as they are (comfy-table wraps it). At
    /// any width: comfy-table would cut a word, or a title ("Playe" over "r"), where a column
    /// ends.
    pub fn fit_narrow(&mut self, width: usize, give_way: &[usize]) -> Vec<String> {
        let widths = self.column_widths();
        let narrowest = self.narrowest();
        let Some(plan) = NarrowPlan::new(&widths, &narrowest, give_way, width) else {
            return Vec::new();
        };
        let left_out: Vec<String> = (self.titles.iter().zip(&plan.gone))
            .filter(|(_, gone)| **gone)
            .map(|(title, _)| title.clone())
            .collect();
        self.leave_out(&plan.gone);
        if let Some(room) = &plan.room {
            self.wrap_to(room);
        }
        left_out
    }

    /// Whether the table fits `width` with its cells and titles wrapped at spaces alone, every
    /// column kept: when not, comfy-table would cut a word or a number where a column ends.
    pub fn fits_at_words(&self, width: usize) -> bool {
        table_width(&self.narrowest()) <= width
    }

    /// Each column's narrowest width once wrapped at spaces: its longest word, title included
    /// (at least one).
    fn narrowest(&self) -> Vec<usize> {
        let mut widest = vec![1; self.column_widths().len()];
        let cells = (self.titles.iter().map(String::as_str)).enumerate().chain(
            (self.rows.iter()).flat_map(|row| row.iter().map(|c| c.text.as_str()).enumerate()),
        );
        for (at, text) in cells {
            if let Some(w) = widest.get_mut(at) {
                *w = (*w).max(fit::widest_plain_word(text));
            }
        }
        widest
    }

    /// The table without the columns marked `gone`.
    fn leave_out(&mut self, gone: &[bool]) {
        let kept = |at: &usize| !gone.get(*at).copied().unwrap_or(false);
        let titles = std::mem::take(&mut self.titles);
        self.titles = (titles.into_iter().enumerate())
            .filter(|(at, _)| kept(at))
            .map(|(_, t)| t)
            .collect();
        for row in &mut self.rows {
            let cells = std::mem::take(row);
            *row = (cells.into_iter().enumerate())
                .filter(|(at, _)| kept(at))
                .map(|(_, c)| c)
                .collect();
        }
    }

    /// Every cell and title wider than its column's `room` wrapped at spaces to it.
    fn wrap_to(&mut self, room: &[usize]) {
        for (title, &room) in self.titles.iter_mut().zip(room) {
            if cell_width(title) > room {
                *title = wrapped(title, room);
            }
        }
        for row in &mut self.rows {
            for (cell, &room) in row.iter_mut().zip(room) {
                if cell.width > room {
                    let text = wrapped(&cell.text, room);
                    *cell = GridCell {
                        width: cell_width(&text),
                        text,
                        ..cell.clone()
                    };
                }
            }
        }
    }
}

/// How a table too wide for a phone is fitted: the columns left out, and the room each column
/// kept is wrapped to (none when even their longest words do not fit side by side). Worked out
/// from each column's widest line and longest word alone, so that a table drawn a row at a time
/// ([`super::GridStream`]) is fitted as the same table held whole.
#[derive(Debug)]
pub(super) struct NarrowPlan {
    pub(super) gone: Vec<bool>,
    pub(super) room: Option<Vec<usize>>,
}

impl NarrowPlan {
    /// The plan for columns this wide whose longest words are `narrowest` (titles included),
    /// `give_way` leaving out in that order; `None` when the table fits.
    pub(super) fn new(
        widths: &[usize],
        narrowest: &[usize],
        give_way: &[usize],
        width: usize,
    ) -> Option<NarrowPlan> {
        if table_width(widths) <= width {
            return None;
        }
        let mut gone = vec![false; widths.len()];
        let mut giving = give_way.iter().filter(|&&at| at < widths.len());
        while table_width(&kept(narrowest, &gone)) > width {
            // A table keeps one column at least, whatever it was told could give way.
            let Some(&at) = giving
                .next()
                .filter(|_| gone.iter().filter(|g| !**g).count() > 1)
            else {
                break;
            };
            gone[at] = true;
        }
        let narrowest = kept(narrowest, &gone);
        let room = (table_width(&narrowest) <= width)
            .then(|| shared_out(kept(widths, &gone), &narrowest, width));
        Some(NarrowPlan { gone, room })
    }
}

/// The values of the columns not `gone`.
fn kept(values: &[usize], gone: &[bool]) -> Vec<usize> {
    (values.iter().zip(gone))
        .filter(|(_, gone)| !**gone)
        .map(|(value, _)| *value)
        .collect()
}

/// `text` wrapped at spaces to `room` columns, line by line.
pub(super) fn wrapped(text: &str, room: usize) -> String {
    (text.split('\n'))
        .flat_map(|line| fit::wrap_words(line, room, "", "", &[]))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The columns' widths within `width`: taken from the widest column first, a column at a
/// time, never below its `narrowest`.
fn shared_out(widths: Vec<usize>, narrowest: &[usize], width: usize) -> Vec<usize> {
    let mut room = widths;
    while table_width(&room) > width {
        let widest = (room.iter().zip(narrowest).enumerate())
            .filter(|(_, (w, n))| w > n)
            .max_by_key(|(_, (w, _))| **w)
            .map(|(at, _)| at);
        match widest.and_then(|at| room.get_mut(at)) {
            Some(w) => *w -= 1,
            None => break,
        }
    }
    room
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(titles: &[&str], rows: &[&[&str]]) -> Grid {
        let mut grid = Grid::new(titles.iter().map(|t| t.to_string()).collect());
        for row in rows {
            grid.add_row(row.iter().map(|c| GridCell::new(*c)).collect());
        }
        grid
    }

    #[test]
    fn a_narrow_table_wraps_at_words_and_leaves_out_what_gives_way() {
        let mut table = grid(
            &["Player", "Matches", "Last played"],
            &[
                &["Anna Maria", "12", "2026-11-29 03:00"],
                &["Bartholomew", "3", "—"],
            ],
        );
        let left_out = table.fit_narrow(30, &[2, 1]);
        assert_eq!(left_out, vec!["Last played".to_string()]);
        assert_eq!(table.titles, vec!["Player", "Matches"]);
        assert!(table.width() <= 30, "{}", table.width());
        // Wide enough for both left: nothing wrapped.
        assert_eq!(table.rows[0][0].text, "Anna Maria");

        let mut table = grid(
            &["Player", "Matches", "Last played"],
            &[
                &["Anna Maria", "12", "2026-11-29 03:00"],
                &["Bartholomew", "3", "—"],
            ],
        );
        assert!(table.fit_narrow(40, &[2, 1]).is_empty());
        assert!(table.width() <= 40, "{}", table.width());
        // Every word whole: the date and the title wrap at their spaces.
        assert_eq!(table.rows[0][2].text, "2026-11-29\n03:00");
        assert_eq!(table.titles[2], "Last played");
        assert_eq!(table.rows[1][0].text, "Bartholomew");
    }

    #[test]
    fn a_table_that_fits_is_left_as_it_is_and_a_wider_one_wraps_at_words_at_any_width() {
        let mut table = grid(&["A", "B"], &[&["one two", "three"]]);
        let before = table.width();
        assert!(table.fit_narrow(30, &[1]).is_empty());
        assert_eq!(table.width(), before);
        assert_eq!(table.rows[0][0].text, "one two");
        // Wider than a phone too: wrapped between words, the title whole, nothing left out.
        let long = "one two ".repeat(10);
        let mut wide = grid(&["Player", "B"], &[&[long.trim_end(), "three"]]);
        assert!(wide.fit_narrow(60, &[1]).is_empty());
        assert_eq!(wide.titles, vec!["Player", "B"]);
        assert!(wide.width() <= 60, "{}", wide.width());
        assert!(wide.rows[0][0].text.lines().all(|l| l.starts_with("one")));
    }
}
