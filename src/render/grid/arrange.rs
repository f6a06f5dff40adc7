//! The layout comfy-table (8.0.1) gives a table wider than the terminal, worked out without
//! holding its rows: its dynamic arrangement (`utils/arrangement/dynamic.rs`: which column keeps
//! its width, which is narrowed, how the rest is shared) and its splitting of a cell's lines to a
//! column's width (`utils/formatting/content_split`: between words, a word too long for a line
//! cut where it reaches the edge). The arrangement looks at each column's widest line and at how
//! wide its lines are once split at a trial width; [`Measure`] keeps both as the rows pass, so
//! that the rows can then be drawn one at a time. The tests of `stream.rs` hold the result equal
//! to comfy-table's for random tables.

use unicode_segmentation::UnicodeSegmentation;
use unicode_width::UnicodeWidthStr;

use super::text_width;

/// The free columns comfy-table leaves at the end of a line before it starts the next one
/// (`MIN_FREE_CHARS`).
const MIN_FREE: usize = 2;

/// What the arrangement needs to know of a table's cells, titles included, gathered a row at a
/// time.
#[derive(Debug)]
pub(super) struct Measure {
    columns: Vec<ColumnMeasure>,
    /// The narrowest width a column is tried at: the share each column left has once those no
    /// wider than their share keep their width (the share only grows from there).
    low: usize,
}

/// One column's lines: the widest, and the widest once split at each trial width.
#[derive(Debug, Clone)]
struct ColumnMeasure {
    /// The widest line.
    widest: usize,
    /// For each trial width from `low` to the room: the widest piece of the lines wider than
    /// it once split at it (at one column for 0, as comfy-table splits them). Empty for a
    /// column that keeps its width, which is never tried.
    split: Vec<usize>,
    /// For each width up to the room: whether a line is exactly that wide.
    seen: Vec<bool>,
}

impl Measure {
    /// The measure of a table of these titles, to fit `width` columns, each column's widest
    /// line (title included, at least one) `widest`.
    pub(super) fn new(titles: &[String], widest: &[usize], width: usize) -> Self {
        let mut kept = Arrangement::new(widest.len(), width);
        kept.keep_the_narrow(widest);
        let low = kept.average();
        // The widest a column is tried at: all that is left for the columns' text.
        let room = Arrangement::new(widest.len(), width).remaining;
        let columns = (kept.widths.iter())
            .map(|decided| ColumnMeasure {
                widest: 0,
                split: match decided {
                    Some(_) => Vec::new(),
                    None => vec![0; (room + 1).saturating_sub(low)],
                },
                seen: vec![false; room + 1],
            })
            .collect();
        let mut measure = Measure { columns, low };
        for (at, title) in titles.iter().enumerate() {
            measure.cell(at, title);
        }
        measure
    }

    /// Cell `at` of a row (its lines split at `\n`).
    pub(super) fn cell(&mut self, at: usize, text: &str) {
        let Some(column) = self.columns.get_mut(at) else {
            return;
        };
        for line in text.split('\n') {
            let width = text_width(line);
            column.widest = column.widest.max(width);
            if let Some(seen) = column.seen.get_mut(width) {
                *seen = true;
            }
            // Only the trial widths narrower than the line split it.
            let trials = (self.low..width).zip(column.split.iter_mut());
            for (trial, widest) in trials {
                split_line(line, trial.max(1), |piece| {
                    *widest = (*widest).max(text_width(piece));
                });
            }
        }
    }

    /// The width comfy-table gives each column's text in a table `width` columns wide.
    pub(super) fn widths(&self, width: usize) -> Vec<usize> {
        let widest: Vec<usize> = self.columns.iter().map(|c| c.widest.max(1)).collect();
        arrange(&widest, width, |at, trial| {
            self.columns
                .get(at)
                .map_or(0, |column| column.after_split(trial, self.low))
        })
    }
}

impl ColumnMeasure {
    /// The column's widest line once the lines wider than `trial` are split at it
    /// (comfy-table's `longest_line_after_split`), tried at no less than `low`.
    fn after_split(&self, trial: usize, low: usize) -> usize {
        if trial >= self.widest {
            return self.widest;
        }
        let unsplit = (self.seen.iter().take(trial + 1))
            .rposition(|seen| *seen)
            .unwrap_or(0);
        let split = (trial.checked_sub(low))
            .and_then(|at| self.split.get(at))
            .copied()
            .unwrap_or(self.widest);
        unsplit.max(split)
    }
}

/// The border lines of a table of `columns` columns: one either side, one between two columns.
fn borders(columns: usize) -> usize {
    2 + columns.saturating_sub(1)
}

/// comfy-table's dynamic arrangement of columns whose widest lines are `widest` (each at least
/// one) in a table `width` columns wide, `after_split(column, trial)` the column's widest line
/// once split at `trial`: the width of each column's text. Columns narrower than their share
/// keep their width; a column that split at its share is much narrower takes that width; the
/// others share what is left evenly (the first ones a column more).
fn arrange(
    widest: &[usize],
    width: usize,
    after_split: impl Fn(usize, usize) -> usize,
) -> Vec<usize> {
    let mut state = Arrangement::new(widest.len(), width);
    state.keep_the_narrow(widest);
    if state.undecided > 0 {
        state.narrow_after_split(after_split);
    }
    // The rest shared evenly, at least a column each.
    let undecided = state.undecided;
    let share = state.remaining.max(undecided);
    let mut even = (0..undecided).map(|n| {
        let each = share / undecided;
        each + usize::from(n < share - each * undecided)
    });
    (state.widths.into_iter())
        .map(|decided| decided.or_else(|| even.next()).unwrap_or(1).max(1))
        .collect()
}

/// The arrangement under way: the columns decided and what is left to share.
struct Arrangement {
    widths: Vec<Option<usize>>,
    remaining: usize,
    undecided: usize,
}

impl Arrangement {
    /// Nothing decided yet: the table's width less its borders and the space either side of
    /// each column is left to share.
    fn new(columns: usize, width: usize) -> Self {
        Arrangement {
            widths: vec![None; columns],
            remaining: width.saturating_sub(borders(columns) + 2 * columns),
            undecided: columns,
        }
    }

    fn average(&self) -> usize {
        self.remaining.checked_div(self.undecided).unwrap_or(0)
    }

    /// Column `at` takes `width` (at least one is drawn; the width itself is what is spent);
    /// false when no column is left undecided.
    fn decide(&mut self, at: usize, width: usize) -> bool {
        if let Some(slot) = self.widths.get_mut(at) {
            *slot = Some(width.max(1));
        }
        self.remaining = self.remaining.saturating_sub(width);
        self.undecided -= 1;
        self.undecided > 0
    }

    /// Each column no wider than the average share keeps its width, the share growing as they
    /// are decided (`find_columns_that_fit_into_average`).
    fn keep_the_narrow(&mut self, widest: &[usize]) {
        let mut found = true;
        while found && self.undecided > 0 && self.average() > 0 {
            found = false;
            for (at, &width) in widest.iter().enumerate() {
                if self.widths.get(at).is_some_and(Option::is_some) || width > self.average() {
                    continue;
                }
                if !self.decide(at, width) {
                    break;
                }
                found = true;
            }
        }
    }

    /// Each column whose lines split at the average share leave at least three columns of it
    /// takes the width of its widest piece (`optimize_space_after_split`).
    fn narrow_after_split(&mut self, after_split: impl Fn(usize, usize) -> usize) {
        let mut found = true;
        while found {
            found = false;
            for at in 0..self.widths.len() {
                if self.widths.get(at).is_some_and(Option::is_some) {
                    continue;
                }
                let average = self.average();
                let longest = after_split(at, average);
                if average.saturating_sub(longest) >= 3 {
                    if !self.decide(at, longest) {
                        break;
                    }
                    found = true;
                }
            }
        }
    }
}

/// A line of a cell split to fit `width` columns as comfy-table splits it, each piece handed to
/// `piece`: words (between spaces) go on a line while they fit, a line all but full (two columns
/// free or less) is ended, and a word longer than a line is cut to fill the line it starts on
/// when that has more than two columns free. Each piece is a stretch of the line (the words of
/// a piece are the line's, with the one space between them).
pub(super) fn split_line<'a>(line: &'a str, width: usize, mut piece: impl FnMut(&'a str)) {
    let mut words = Words {
        line,
        at: Some(0),
        put_back: None,
    };
    // The piece being filled: `line[start..end]`, empty when they are equal.
    let (mut start, mut end, mut filled) = (0, 0, 0);
    let mut ended = |start: &mut usize, end: usize, filled: &mut usize| {
        piece(line.get(*start..end).unwrap_or_default());
        *start = end;
        *filled = 0;
    };
    while let Some((at, word)) = words.pop() {
        let word_width = text_width(word);
        let started = end > start;
        let free = width
            .saturating_sub(filled)
            .saturating_sub(usize::from(started));
        if word_width + filled + usize::from(started) <= width {
            if !started {
                start = at;
            }
            end = at + word.len();
            filled += word_width + usize::from(started);
            if filled > width.saturating_sub(MIN_FREE) {
                ended(&mut start, end, &mut filled);
            }
            continue;
        }
        if started && free <= MIN_FREE {
            words.put_back = Some((at, word));
            ended(&mut start, end, &mut filled);
            continue;
        }
        if word_width > width {
            let (head, tail) = split_long_word(free, word);
            // Not even the first character of a word on a line of its own fits: it takes the
            // line anyway.
            let cut = match (started, head.is_empty()) {
                (false, true) => tail.chars().next().map_or(0, char::len_utf8),
                _ => head.len(),
            };
            if !started {
                start = at;
            }
            ended(&mut start, at + cut, &mut filled);
            words.put_back = Some((at + cut, word.get(cut..).unwrap_or_default()));
            end = start;
            continue;
        }
        ended(&mut start, end, &mut filled);
        (start, end, filled) = (at, at + word.len(), word_width);
        if filled > width.saturating_sub(MIN_FREE) {
            ended(&mut start, end, &mut filled);
        }
    }
    if end > start {
        ended(&mut start, end, &mut filled);
    }
}

/// The words of a line (between single spaces) in order, each with where it starts, and one
/// put back to be taken again.
struct Words<'a> {
    line: &'a str,
    /// Where the next word of the line starts (none: every word taken).
    at: Option<usize>,
    put_back: Option<(usize, &'a str)>,
}

impl<'a> Words<'a> {
    fn pop(&mut self) -> Option<(usize, &'a str)> {
        if let Some(word) = self.put_back.take() {
            return Some(word);
        }
        let at = self.at?;
        let rest = self.line.get(at..)?;
        match rest.find(' ') {
            Some(len) => {
                self.at = Some(at + len + 1);
                Some((at, rest.get(..len).unwrap_or_default()))
            }
            None => {
                self.at = None;
                Some((at, rest))
            }
        }
    }
}

/// `word` cut where it would pass `width` columns: printable ASCII at that many characters,
/// other text between whole graphemes.
fn split_long_word(width: usize, word: &str) -> (&str, &str) {
    if word.bytes().all(|byte| (0x20..0x7f).contains(&byte)) {
        return word.split_at(word.len().min(width));
    }
    let mut taken = 0;
    for (at, grapheme) in word.grapheme_indices(true) {
        taken += grapheme.width();
        if taken > width {
            return word.split_at(at);
        }
    }
    (word, "")
}
