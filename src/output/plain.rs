//! Plain mode (`--plain`, `TENSCORE_PLAIN=1`), for a screen reader and a braille display: what a
//! command prints, with no character that is read aloud one symbol at a time. A table keeps its
//! rows and its header row but loses its frame (`┌ │ ┆ ╞ ═ └`): its columns stand apart by
//! spaces, as comfy-table's borderless preset draws them. Arrows and ticks become words in the
//! reader's language ("+3 → 10" is "+3 to 10", "done ✓" is "done yes").
//!
//! Done where the text is printed, once for every view: the tables are drawn by three painters
//! (comfy-table, the streamed listings, `show`'s own), and a word is wider than the symbol it
//! replaces, so a table's columns are measured again after the words are in.

use std::sync::atomic::{AtomicBool, Ordering};

use unicode_width::UnicodeWidthStr;

/// Whether plain mode is on, for the whole process (set once, by the command line).
static PLAIN: AtomicBool = AtomicBool::new(false);

/// The variable that turns plain mode on (`1`), as `--plain` does.
pub const PLAIN_VAR: &str = "TENSCORE_PLAIN";

/// Turns plain mode on or off for what is printed from now on.
pub fn set_plain(on: bool) {
    PLAIN.store(on, Ordering::Relaxed);
}

/// Whether plain mode is on.
pub fn plain() -> bool {
    PLAIN.load(Ordering::Relaxed)
}

/// Whether `TENSCORE_PLAIN` asks for plain mode: set to `1` (or `true`, `yes`).
pub fn plain_in_env() -> bool {
    std::env::var(PLAIN_VAR).is_ok_and(|v| matches!(v.trim(), "1" | "true" | "yes"))
}

/// A line of a drawn table: a border, or a row between `│`.
fn is_table_line(line: &str) -> bool {
    line.starts_with(['┌', '│', '╞', '├', '└'])
}

/// `text` in plain mode: each table without its frame, its columns measured again, and every
/// arrow and tick in words.
pub fn plain_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut table: Vec<&str> = Vec::new();
    for line in text.split_inclusive('\n') {
        let bare = line.trim_end_matches('\n');
        if is_table_line(bare) {
            table.push(bare);
            continue;
        }
        if !table.is_empty() {
            unframed(&table, &mut out);
            table.clear();
        }
        out.push_str(&in_words(bare));
        if line.ends_with('\n') {
            out.push('\n');
        }
    }
    if !table.is_empty() {
        unframed(&table, &mut out);
        // The table was the text's end: its last line break is the caller's.
        if !text.ends_with('\n') {
            out.pop();
        }
    }
    out
}

/// One cell of a row: its text in words, and whether it stood to the right (numbers).
struct PlainCell {
    text: String,
    right: bool,
}

/// The rows of a drawn table (its borders left out), each line a row, written with their
/// columns two spaces apart, every line ending in a line break.
fn unframed(lines: &[&str], out: &mut String) {
    let rows: Vec<Vec<PlainCell>> = (lines.iter())
        .filter_map(|line| line.strip_prefix('│'))
        .map(|row| {
            let row = row.strip_suffix('│').unwrap_or(row);
            (row.split('┆'))
                .map(|cell| PlainCell {
                    // comfy-table pads a cell by one space each side; more on the left is
                    // the room of a cell aligned right.
                    right: cell.starts_with("  ") && !cell.trim().is_empty(),
                    text: in_words(cell.trim()),
                })
                .collect()
        })
        .collect();
    let columns = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..columns)
        .map(|c| {
            (rows.iter())
                .filter_map(|row| row.get(c))
                .map(|cell| cell.text.width())
                .max()
                .unwrap_or(0)
        })
        .collect();
    for row in &rows {
        let mut line = String::new();
        for (c, cell) in row.iter().enumerate() {
            let room = widths[c].saturating_sub(cell.text.width());
            if c > 0 {
                line.push_str("  ");
            }
            if cell.right {
                line.extend(std::iter::repeat_n(' ', room));
                line.push_str(&cell.text);
            } else {
                line.push_str(&cell.text);
                line.extend(std::iter::repeat_n(' ', room));
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
}

/// Whether `text` holds a symbol [`in_words`] says in words (a cell it widens).
pub(super) fn says_in_words(text: &str) -> bool {
    text.contains(SYMBOLS)
}

/// Whole lines of text in plain mode, each on its own: a table's borders left out, a row's
/// cells as its frame padded them, two spaces apart. What [`plain_text`] makes of a table whose
/// every column has a cell as wide as its frame and no symbol to say in words (as in a listing
/// drawn a row at a time), without holding the table whole.
pub(super) fn unframed_lines(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        let bare = line.trim_end_matches('\n');
        if is_table_line(bare) {
            if let Some(row) = bare.strip_prefix('│') {
                let row = row.strip_suffix('│').unwrap_or(row);
                let cells = row.split('┆').map(|cell| {
                    let cell = cell.strip_prefix(' ').unwrap_or(cell);
                    cell.strip_suffix(' ').unwrap_or(cell)
                });
                out.push_str(cells.collect::<Vec<_>>().join("  ").trim_end());
                out.push('\n');
            }
            continue;
        }
        out.push_str(&in_words(line.trim_end_matches('\n')));
        if line.ends_with('\n') {
            out.push('\n');
        }
    }
    out
}

/// A line with the "·" between a heading's parts made a comma: read aloud, "·" is a word.
fn separated(line: &str) -> std::borrow::Cow<'_, str> {
    if !line.contains('·') {
        return line.into();
    }
    let body = line.trim_start_matches(' ');
    let indent = &line[..line.len() - body.len()];
    // A continuation line that starts with the separator: the comma would stand alone.
    let body = body.strip_prefix("· ").unwrap_or(body);
    let body = body.replace(" · ", ", ");
    let body = match body.strip_suffix(" ·") {
        Some(before) => format!("{before},"),
        None => body,
    };
    format!("{indent}{body}").into()
}

/// The symbols [`in_words`] says in words.
const SYMBOLS: [char; 5] = ['→', '✓', '✔', '✗', '✘'];

/// `text` with its arrows and ticks as words ("to", "yes", "no"), a space each side of a word
/// that stood between two others without one ("+34→100" is "+34 to 100"); a heading's "·"
/// between its parts a comma ("Pig 10, match 3, after 2 deals"), or nothing where the line
/// was broken before it.
pub fn in_words(text: &str) -> String {
    let text = &separated(text);
    if !text.contains(SYMBOLS) {
        return text.to_string();
    }
    let to = crate::t!("table-plain-to");
    let yes = crate::t!("table-plain-yes");
    let no = crate::t!("table-plain-no");
    let mut out = String::with_capacity(text.len() + 8);
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let word = match c {
            '→' => &to,
            '✓' | '✔' => &yes,
            '✗' | '✘' => &no,
            c => {
                out.push(c);
                continue;
            }
        };
        if !out.is_empty() && !out.ends_with(' ') {
            out.push(' ');
        }
        out.push_str(word);
        if chars.peek().is_some_and(|next| *next != ' ') {
            out.push(' ');
        }
    }
    out
}

#[cfg(test)]
mod tests;
