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
}

/// One column's lines: the widest, and the widest once split at each trial width.
#[derive(Debug, Clone)]
struct ColumnMeasure {
    /// The widest line.
    widest: usize,
    /// For each trial width `w` up to the room: the widest piece of the lines wider than `w`
    /// once split at `w` (at one column when `w` is 0, as comfy-table splits them).
    split: Vec<usize>,
    /// For each width up to the room: whether a line is exactly that wide.
    seen: Vec<bool>,
}

impl Measure {
    /// The measure of a table of these titles, to fit `width` columns.
    pub(super) fn new(titles: &[String], width: usize) -> Self {
        // The widest a column is tried at: the table's width less its borders and the space
        // either side of each column.
        let room = width.saturating_sub(borders(titles.len()) + 2 * titles.len());
        let column = ColumnMeasure {
            widest: 0,
            split: vec![0; room + 1],
            seen: vec![false; room + 1],
        };
        let mut measure = Measure {
            columns: vec![column; titles.len()],
        };
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
            for (trial, widest) in column.split.iter_mut().enumerate().take(width) {
                let pieces = split_line(line, trial.max(1));
                for piece in pieces {
                    *widest = (*widest).max(text_width(&piece));
                }
            }
        }
    }

    /// The width comfy-table gives each column's text in a table `width` columns wide.
    pub(super) fn widths(&self, width: usize) -> Vec<usize> {
        let widest: Vec<usize> = self.columns.iter().map(|c| c.widest.max(1)).collect();
        arrange(&widest, width, |at, trial| {
            self.columns
                .get(at)
                .map_or(0, |column| column.after_split(trial))
        })
    }
}

impl ColumnMeasure {
    /// The column's widest line once the lines wider than `trial` are split at it
    /// (comfy-table's `longest_line_after_split`).
    fn after_split(&self, trial: usize) -> usize {
        if trial >= self.widest {
            return self.widest;
        }
        let unsplit = (self.seen.iter().take(trial + 1))
            .rposition(|seen| *seen)
            .unwrap_or(0);
        let split = self.split.get(trial).copied().unwrap_or(self.widest);
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
    let mut state = Arrangement {
        widths: vec![None; widest.len()],
        remaining: width.saturating_sub(borders(widest.len()) + 2 * widest.len()),
        undecided: widest.len(),
    };
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

/// A line of a cell split to fit `width` columns as comfy-table splits it: words (between
/// spaces) go on a line while they fit, a line all but full (two columns free or less) is ended,
/// and a word longer than a line is cut to fill the line it starts on when that has more than two
/// columns free.
pub(super) fn split_line(line: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    // The words still to place, the next last.
    let mut words: Vec<String> = line.split(' ').rev().map(String::from).collect();
    let mut current = String::new();
    let mut current_width = 0;
    while let Some(word) = words.pop() {
        let word_width = text_width(&word);
        let started = !current.is_empty();
        let together = word_width + current_width + usize::from(started);
        let free = width
            .saturating_sub(current_width)
            .saturating_sub(usize::from(started));
        if together <= width {
            if started {
                current.push(' ');
                current_width += 1;
            }
            current.push_str(&word);
            current_width += word_width;
            end_if_full(&mut lines, width, &mut current, &mut current_width);
            continue;
        }
        if started && free <= MIN_FREE {
            words.push(word);
            lines.push(std::mem::take(&mut current));
            current_width = 0;
            continue;
        }
        if word_width > width {
            if started {
                current.push(' ');
            }
            let (head, tail) = split_long_word(free, &word);
            if !started && head.is_empty() {
                // Not even its first character fits: it takes the line anyway.
                let mut chars = tail.chars();
                current.extend(chars.next());
                words.push(chars.as_str().to_string());
            } else {
                current.push_str(head);
                words.push(tail.to_string());
            }
            lines.push(std::mem::take(&mut current));
            current_width = 0;
            continue;
        }
        lines.push(std::mem::replace(&mut current, word));
        current_width = word_width;
        end_if_full(&mut lines, width, &mut current, &mut current_width);
    }
    if !current.is_empty() {
        lines.push(current);
    }
    lines
}

/// The line is ended when at most two columns are left free on it.
fn end_if_full(
    lines: &mut Vec<String>,
    width: usize,
    current: &mut String,
    current_width: &mut usize,
) {
    if *current_width > width.saturating_sub(MIN_FREE) {
        lines.push(std::mem::take(current));
        *current_width = 0;
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
