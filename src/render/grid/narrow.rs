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
        self.fit_narrow_keeping(width, give_way, &[])
    }

    /// [`Grid::fit_narrow`], the columns of `whole` (the players' names) kept on one line on a
    /// phone's width: columns of `give_way` are left out to make room for them before a name
    /// would wrap ("Anne-Marie van der" over "Berg-Smits" reads as two players). Wider, they are
    /// kept on one line where the columns that stay leave them the room.
    pub fn fit_narrow_keeping(
        &mut self,
        width: usize,
        give_way: &[usize],
        whole: &[usize],
    ) -> Vec<String> {
        let widths = self.column_widths();
        let narrowest = self.narrowest();
        match NarrowPlan::new(&widths, &narrowest, (give_way, whole), width) {
            Some(plan) => self.follow(plan),
            None => Vec::new(),
        }
    }

    /// [`Grid::fit_narrow_keeping`] at any width, not only a phone's: the columns of `whole`
    /// (the players' names) never wrap, columns of `give_way` are left out first. `None`, and
    /// the table left as it is, when even with every one of them gone a name would not fit:
    /// the view lists its rows a line each instead.
    pub fn fit_narrow_names_whole(
        &mut self,
        width: usize,
        give_way: &[usize],
        whole: &[usize],
    ) -> Option<Vec<String>> {
        let widths = self.column_widths();
        if table_width(&widths) <= width {
            return Some(Vec::new());
        }
        let narrowest = self.narrowest();
        let plan = NarrowPlan::keeping_whole(&widths, &narrowest, (give_way, whole), width)?;
        Some(self.follow(plan))
    }

    /// The table as `plan` fits it: its columns left out (their titles returned, in the table's
    /// order), the rest wrapped to their room.
    fn follow(&mut self, plan: NarrowPlan) -> Vec<String> {
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
    /// (at least one); a piece kept whole ([`Grid::keep_names_whole`]) counts as one word.
    fn narrowest(&self) -> Vec<usize> {
        let mut widest = vec![1; self.column_widths().len()];
        let cells = (self.titles.iter().map(String::as_str)).enumerate().chain(
            (self.rows.iter()).flat_map(|row| row.iter().map(|c| c.text.as_str()).enumerate()),
        );
        for (at, text) in cells {
            if let Some(w) = widest.get_mut(at) {
                let word = match self.names.is_empty() {
                    true => fit::widest_plain_word(text),
                    false => (text.split('\n'))
                        .map(|line| fit::widest_word(line, &self.names))
                        .max()
                        .unwrap_or(0),
                };
                *w = (*w).max(word);
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

    /// Every cell and title wider than its column's `room` wrapped at spaces to it, the
    /// players' names kept whole where they fit.
    fn wrap_to(&mut self, room: &[usize]) {
        for (title, &room) in self.titles.iter_mut().zip(room) {
            if cell_width(title) > room {
                *title = wrapped(title, room);
            }
        }
        for row in &mut self.rows {
            for (cell, &room) in row.iter_mut().zip(room) {
                if cell.width > room {
                    let text = wrapped_keeping(&cell.text, room, &self.names);
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
    /// `give_way` leaving out in that order. On a phone's width the columns of `whole` are kept
    /// on one line while leaving columns out can do it; wider, wherever the columns that stay
    /// make the room. `None` when the table fits.
    pub(super) fn new(
        widths: &[usize],
        narrowest: &[usize],
        (give_way, whole): (&[usize], &[usize]),
        width: usize,
    ) -> Option<NarrowPlan> {
        if table_width(widths) <= width {
            return None;
        }
        if width <= fit::PHONE_WIDTH {
            // A name wider than the phone alone wraps after all, at its spaces.
            if let Some(plan) =
                NarrowPlan::keeping_whole(widths, narrowest, (give_way, whole), width)
            {
                return Some(plan);
            }
        }
        let plan = NarrowPlan::leaving_out(widths, narrowest, give_way, width);
        Some(plan.names_whole_if_room(widths, narrowest, whole, width))
    }

    /// The plan that keeps every line of the columns of `whole` on one line, leaving out the
    /// columns of `give_way` in turn; `None` when that cannot be done (or nothing is to be kept
    /// whole).
    pub(super) fn keeping_whole(
        widths: &[usize],
        narrowest: &[usize],
        (give_way, whole): (&[usize], &[usize]),
        width: usize,
    ) -> Option<NarrowPlan> {
        if whole.is_empty() {
            return None;
        }
        let one_line = on_one_line(widths, narrowest, whole);
        let plan = NarrowPlan::leaving_out(widths, &one_line, give_way, width);
        plan.room.is_some().then_some(plan)
    }

    /// This plan with the columns of `whole` given the room of their widest line, where the
    /// columns it keeps leave that room: "Youssef" over "K." reads as two players, where "1st/2"
    /// over "#153" is one place. Otherwise the plan as it is.
    fn names_whole_if_room(
        self,
        widths: &[usize],
        narrowest: &[usize],
        whole: &[usize],
        width: usize,
    ) -> NarrowPlan {
        if whole.is_empty() {
            return self;
        }
        let one_line = kept(&on_one_line(widths, narrowest, whole), &self.gone);
        if table_width(&one_line) > width {
            return self;
        }
        let room = shared_out(kept(widths, &self.gone), &one_line, width);
        NarrowPlan {
            gone: self.gone,
            room: Some(room),
        }
    }

    /// The columns of `give_way` left out in turn while the columns' `narrowest` widths do not
    /// fit side by side, and the room each column kept is given.
    fn leaving_out(
        widths: &[usize],
        narrowest: &[usize],
        give_way: &[usize],
        width: usize,
    ) -> NarrowPlan {
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
        NarrowPlan { gone, room }
    }
}

/// The columns' `narrowest` widths, those of `whole` raised to their widest line.
fn on_one_line(widths: &[usize], narrowest: &[usize], whole: &[usize]) -> Vec<usize> {
    let mut one_line = narrowest.to_vec();
    for &at in whole {
        if let (Some(narrowest), Some(widest)) = (one_line.get_mut(at), widths.get(at)) {
            *narrowest = (*narrowest).max(*widest);
        }
    }
    one_line
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
    wrapped_keeping(text, room, &[])
}

/// [`wrapped`], each of `names` kept on one line unless it alone is wider than `room`.
fn wrapped_keeping(text: &str, room: usize, names: &[String]) -> String {
    (text.split('\n'))
        .flat_map(|line| fit::wrap_words(line, room, "", "", names))
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

    /// On a phone a name kept whole makes columns give way before it would wrap; a name wider
    /// than the phone alone still wraps at its spaces, with what fits beside it.
    #[test]
    fn on_a_phone_columns_give_way_before_a_name_wraps() {
        let rows: &[&[&str]] = &[
            &["Anne-Marie van der Berg-Smits", "1", "0", "5.00"],
            &["Zoë", "1", "1", "7.00"],
        ];
        let mut table = grid(&["Player", "Pl", "W", "Avg"], rows);
        let left_out = table.fit_narrow_keeping(40, &[3, 1], &[0]);
        assert_eq!(left_out, vec!["Pl".to_string(), "Avg".to_string()]);
        assert_eq!(table.titles, vec!["Player", "W"]);
        assert_eq!(table.rows[0][0].text, "Anne-Marie van der Berg-Smits");
        assert_eq!(table.width(), 37);
        // Without a name to keep whole, the name wraps and the columns stay.
        let mut wrapping = grid(&["Player", "Pl", "W", "Avg"], rows);
        assert!(wrapping.fit_narrow(40, &[3, 1]).is_empty());
        assert_eq!(wrapping.rows[0][0].text, "Anne-Marie van der\nBerg-Smits");
        // Wider than the phone alone: wrapped at its spaces as before.
        let long = "Anne-Marie Josephine van der Berg-Smits-Ångström";
        let mut too_long = grid(&["Player", "Pl", "W"], &[&[long, "1", "0"]]);
        assert!(too_long.fit_narrow_keeping(40, &[1], &[0]).is_empty());
        assert!(too_long.width() <= 40, "{}", too_long.width());
        assert!(too_long.rows[0][0].text.contains('\n'));
    }

    /// Wider than a phone, the other columns wrap at their words before a name kept whole
    /// would, though the name is the widest cell; a name wraps only where they cannot make
    /// the room, with every column still there.
    #[test]
    fn wider_than_a_phone_other_cells_wrap_before_a_name_kept_whole() {
        let rows: &[&[&str]] = &[
            &["Youssef K.", "8", "1st/6 #262", "5th/5 #158"],
            &["Saar", "12", "1st/2 #153", "4th/4 #188"],
        ];
        let mut table = grid(&["Player", "Pl", "Best", "Worst"], rows);
        assert!(table.fit_narrow_keeping(42, &[3, 2], &[0]).is_empty());
        assert!(table.width() <= 42, "{}", table.width());
        assert_eq!(table.rows[0][0].text, "Youssef K.");
        assert_eq!(table.rows[0][2].text, "1st/6\n#262");
        // Without a name to keep whole, the widest column, the name's, is narrowed first.
        let mut wrapping = grid(&["Player", "Pl", "Best", "Worst"], rows);
        assert!(wrapping.fit_narrow(42, &[3, 2]).is_empty());
        assert_eq!(wrapping.rows[0][0].text, "Youssef\nK.");
        // Too narrow for the name beside the others' longest words (17 + 2 + 5 + 5 and the
        // lines need 42): it wraps, and nothing goes.
        let longer = [&["Youssef El Khatib", "8", "1st/6 #262", "5th/5 #158"][..]];
        let mut narrower = grid(&["Player", "Pl", "Best", "Worst"], &longer);
        assert!(narrower.fit_narrow_keeping(41, &[3, 2], &[0]).is_empty());
        assert_eq!(narrower.titles.len(), 4);
        assert!(narrower.rows[0][0].text.contains('\n'));
        let mut fitting = grid(&["Player", "Pl", "Best", "Worst"], &longer);
        assert!(fitting.fit_narrow_keeping(42, &[3, 2], &[0]).is_empty());
        assert_eq!(fitting.rows[0][0].text, "Youssef El Khatib");
        // A column that gives way for the others' longest words anyway leaves the room the name
        // needs: it goes, as before, and the name stays whole.
        let titles = ["Player", "Pl", "Avg", "Best", "Worst", "Rating"];
        let rated = [&[
            "Youssef K.",
            "8",
            "2.00",
            "1st/6 #262",
            "5th/5 #158",
            "27.6 ±8.1 (1)",
        ][..]];
        let mut table = grid(&titles, &rated);
        let left_out = table.fit_narrow_keeping(47, &[5, 4], &[0]);
        assert_eq!(left_out, vec!["Rating".to_string()]);
        assert!(table.width() <= 47, "{}", table.width());
        assert_eq!(table.rows[0][0].text, "Youssef K.");
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
