//! Text fitted to the terminal (issue 15, item 4): the width to fit (COLUMNS, else the
//! terminal's, else 80 columns) and prose wrapped at word boundaries. A word is never split, and
//! neither is a player's name: a name with spaces in it ("Anna Maria") stays on one line.

use comfy_table::Table;
use unicode_width::UnicodeWidthStr;

/// The width when nothing says otherwise (a pipe or a file): what fits any terminal.
pub(super) const DEFAULT_WIDTH: usize = 80;
/// No view is fitted narrower: below this even a compact table cannot keep a name whole.
const NARROWEST: usize = 20;
/// A phone's terminal (20 to 40 columns): here a rating or a compact place is kept on one line
/// (its column gives way instead), and `show` lists each round on lines of its own.
pub(super) const PHONE_WIDTH: usize = 40;

/// The width to fit what tenscore prints at the table: COLUMNS, else the terminal's, else 80.
pub fn width() -> usize {
    terminal_width()
        .map_or(DEFAULT_WIDTH, usize::from)
        .max(NARROWEST)
}

/// The columns `text` takes on a terminal (a wide character such as 日 takes two); printable
/// ASCII (most prose and every note of a long match) one a byte, without the Unicode tables.
pub(super) fn text_width(text: &str) -> usize {
    if text.bytes().all(|b| b.is_ascii_graphic() || b == b' ') {
        text.len()
    } else {
        text.width()
    }
}

/// `text` broken into lines of at most `width` columns at spaces: the first line after `first`,
/// the others after `rest`. The words of each of `names` stay together, unless together they
/// are wider than a line after `rest` (then they break at their spaces, as a key's "Ø Platz =
/// Durchschnittsplatz" does at 20 columns); a word wider than the room gets a line of its own
/// rather than being cut.
pub(super) fn wrap_words(
    text: &str,
    width: usize,
    first: &str,
    rest: &str,
    names: &[String],
) -> Vec<String> {
    if let Some(line) = on_one_line(text, width, first) {
        return vec![line];
    }
    let mut lines = Vec::new();
    let mut line = first.to_string();
    let mut line_width = text_width(first);
    // Whether the line holds a word yet (an indent alone does not count).
    let mut started = false;
    let room = width.saturating_sub(text_width(rest));
    let atoms = atoms(text, names);
    // A name broken at its spaces starts a line of its own: "A Alexandrina" stays together;
    // a command in backticks wider than a line wraps as the words it is.
    let pieces = (atoms.iter()).flat_map(|atom| match text_width(atom) > room {
        true => (atom.split(' ').enumerate())
            .map(|(n, word)| (word, n == 0 && !opens_backticks(atom)))
            .collect::<Vec<_>>(),
        false => vec![(atom.as_str(), false)],
    });
    for (atom, own_line) in pieces {
        let atom_width = text_width(atom);
        if started && (own_line || line_width + 1 + atom_width > width) {
            // A word that fits a line only without the indent goes without it.
            let indent = match text_width(rest) + atom_width > width {
                true => "",
                false => rest,
            };
            lines.push(std::mem::replace(&mut line, indent.to_string()));
            line_width = text_width(indent);
            started = false;
        }
        if started {
            line.push(' ');
            line_width += 1;
        }
        line.push_str(atom);
        line_width += atom_width;
        started = true;
    }
    if started || lines.is_empty() {
        lines.push(line.trim_end().to_string());
    }
    lines
}

/// The lines of [`wrap_words`] added to `out`, each ending in a line break: a line that fits
/// (a round's notes, most often) goes straight in.
pub(super) fn wrap_words_into(
    text: &str,
    width: usize,
    first: &str,
    rest: &str,
    names: &[String],
    out: &mut String,
) {
    if spaced_once(text) && text_width(first) + text_width(text) <= width {
        let start = out.len();
        out.push_str(first);
        out.push_str(text);
        let line = out[start..].trim_end().len();
        out.truncate(start + line);
        out.push('\n');
        return;
    }
    for line in wrap_words(text, width, first, rest, names) {
        out.push_str(&line);
        out.push('\n');
    }
}

/// Whether `text` is spaced as [`wrap_words`] spaces words: one space between words, none
/// around them.
fn spaced_once(text: &str) -> bool {
    // Two spaces looked for byte by byte: `contains("  ")` sets up a string search each round.
    let bytes = text.as_bytes();
    !text.is_empty()
        && !text.starts_with(' ')
        && !text.ends_with(' ')
        && !bytes.windows(2).any(|pair| pair == b"  ")
}

/// `first` and `text` as the one line [`wrap_words`] would make of them, when `text` fits after
/// `first` and is already spaced as it spaces words (one space between words, none around): the
/// common case (a round's notes), without splitting it into words first.
fn on_one_line(text: &str, width: usize, first: &str) -> Option<String> {
    (spaced_once(text) && text_width(first) + text_width(text) <= width).then(|| {
        let mut line = String::with_capacity(first.len() + text.len());
        line.push_str(first);
        line.push_str(text);
        line.truncate(line.trim_end().len());
        line
    })
}

/// The pieces of `text` between any of `separators` that hold a space: what reads as one ("in
/// progress", "Ann: halved 100 → 50"), kept whole when given to [`wrap_words`] with the names.
pub(super) fn spaced_parts(text: &str, separators: &[&str]) -> Vec<String> {
    let mut parts = vec![text];
    for separator in separators {
        parts = (parts.into_iter())
            .flat_map(|part| part.split(separator))
            .collect();
    }
    (parts.into_iter())
        .map(str::trim)
        .filter(|part| part.contains(' '))
        .map(str::to_string)
        .collect()
}

/// The widest piece of `text` that [`wrap_words`] never breaks: its longest word or name.
pub(super) fn widest_word(text: &str, names: &[String]) -> usize {
    atoms(text, names)
        .iter()
        .map(|atom| text_width(atom))
        .max()
        .unwrap_or(0)
}

/// The widest word of `text`, its lines and words split at line breaks and spaces: what
/// [`widest_word`] says of each line when no name is to be kept whole, without making a list.
pub(super) fn widest_plain_word(text: &str) -> usize {
    (text.split(['\n', ' '])).map(text_width).max().unwrap_or(0)
}

/// The words of `text` (split at spaces), with the words of a name that has spaces joined into
/// one piece again, punctuation around it included ("(Anna", "Maria):" → "(Anna Maria):"), and
/// so the words of a command in backticks ("`tenscore", "play`." → "`tenscore play`."): a
/// command split over two lines reads as two. [`wrap_words`] still breaks a piece wider than
/// the line at its spaces.
fn atoms(text: &str, names: &[String]) -> Vec<String> {
    let words: Vec<&str> = text.split(' ').filter(|w| !w.is_empty()).collect();
    let spaced: Vec<Vec<&str>> = names
        .iter()
        .filter(|name| name.contains(' '))
        .map(|name| name.split(' ').filter(|w| !w.is_empty()).collect())
        .collect();
    let mut atoms = Vec::with_capacity(words.len());
    let mut at = 0;
    while at < words.len() {
        let joined = spaced
            .iter()
            .filter(|name| name_at(&words[at..], name))
            .map(Vec::len)
            .max()
            .unwrap_or(1)
            .max(backticked(&words[at..]));
        atoms.push(words[at..at + joined].join(" "));
        at += joined;
    }
    atoms
}

/// Whether the first word of `text` opens a span in backticks.
fn opens_backticks(text: &str) -> bool {
    let first = text.split(' ').next().unwrap_or_default();
    first.matches('`').count() % 2 == 1
}

/// How many of `words` a span in backticks opened in the first of them takes, up to the word
/// that closes it (1 when the first opens none, or none closes it).
fn backticked(words: &[&str]) -> usize {
    match words.first() {
        Some(first) if opens_backticks(first) => (words.iter().skip(1))
            .position(|word| word.contains('`'))
            .map_or(1, |closing| closing + 2),
        _ => 1,
    }
}

/// Whether `words` start with the words of a name: the first may have something before it,
/// the last something after it (punctuation, a possessive).
fn name_at(words: &[&str], name: &[&str]) -> bool {
    let n = name.len();
    n > 1
        && words.len() >= n
        && words[0].ends_with(name[0])
        && words[n - 1].starts_with(name[n - 1])
        && words[1..n - 1] == name[1..n - 1]
}

/// Several lines of prose, each fitted to `width`: a line that fits stays as it is; a longer one
/// wraps at word boundaries, its continuation two columns deeper than its own indent. Lines of
/// a table (box drawing) are left alone: the table was fitted when it was drawn.
pub fn fit_lines(text: &str, width: usize, names: &[String]) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 16);
    for (n, line) in text.split('\n').enumerate() {
        if n > 0 {
            out.push('\n');
        }
        if text_width(line) <= width || is_table_line(line) {
            out.push_str(line);
            continue;
        }
        let indent = &line[..line.len() - line.trim_start_matches(' ').len()];
        let rest = format!("{indent}  ");
        out.push_str(
            &wrap_words(line.trim_start_matches(' '), width, indent, &rest, names).join("\n"),
        );
    }
    out
}

/// A line drawn by a table: it starts with one of the table's borders.
fn is_table_line(line: &str) -> bool {
    line.starts_with(['┌', '│', '╞', '├', '└'])
}

/// `text` broken into lines of at most `width` (at least 20) columns at spaces, no word cut:
/// what `play` fits a refused answer's reason to, so that its prompt can clear it again.
pub fn wrap(text: &str, width: usize) -> String {
    wrap_words(text, width.max(NARROWEST), "", "", &[]).join("\n")
}

/// The key to a table's short column titles, fitted to `width`: "Columns: Pl = Played, W =
/// Won." Each entry is one piece that never breaks; nothing when no title was shortened.
pub(super) fn columns_key(entries: &[(String, String)], width: usize) -> Vec<String> {
    if entries.is_empty() {
        return Vec::new();
    }
    let pieces: Vec<String> = (entries.iter())
        .map(|(short, full)| format!("{short} = {full}"))
        .collect();
    let text = crate::t!("table-columns-key", key = pieces.join(", "));
    // A piece with its comma or the closing full stop is still one piece.
    wrap_words(&text, width, "", "  ", &pieces)
}

/// Below a table fitted by [`Grid::fit_narrow`](super::Grid::fit_narrow): which of its columns
/// were left out for width, fitted to `width`; nothing when none was.
pub(super) fn left_out_note(titles: &[String], width: usize) -> Vec<String> {
    if titles.is_empty() {
        return Vec::new();
    }
    // A title of two lines (wrapped) is named on one.
    let titles: Vec<String> = titles.iter().map(|t| t.replace('\n', " ")).collect();
    let text = crate::t!(
        "table-left-out",
        count = titles.len(),
        columns = crate::games::and_list(&titles)
    );
    wrap_words(&text, width, "", "  ", &titles)
}

/// [`fit_lines`] at the width of the terminal: what `check` prints.
pub fn fit_to_terminal(text: &str) -> String {
    fit_lines(text, width(), &[])
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
    use super::*;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|n| n.to_string()).collect()
    }

    #[test]
    fn words_wrap_at_spaces_and_a_long_word_keeps_its_own_line() {
        assert_eq!(
            wrap_words("the call stands and nobody else", 12, "", "", &[]),
            vec!["the call", "stands and", "nobody else"]
        );
        assert_eq!(
            wrap_words("a Bartholomew b", 6, "", "", &[]),
            vec!["a", "Bartholomew", "b"]
        );
        assert_eq!(wrap_words("", 10, "  ", "", &[]), vec![""]);
    }

    #[test]
    fn a_command_in_backticks_stays_on_one_line_unless_it_is_wider_than_the_line() {
        let text = "Record its rounds, or play interactively with `tenscore play`.";
        assert_eq!(
            wrap_words(text, 50, "", "  ", &[]),
            vec![
                "Record its rounds, or play interactively with",
                "  `tenscore play`."
            ]
        );
        assert_eq!(widest_word(text, &[]), 16);
        // Wider than the line, it wraps as the words it is.
        assert_eq!(
            wrap_words("see `tenscore history --game pig10`", 20, "", "", &[]),
            vec!["see `tenscore", "history --game", "pig10`"]
        );
        // A lone backtick opens nothing that closes: the words wrap as words.
        assert_eq!(
            wrap_words("a ` b c d", 3, "", "", &[]),
            vec!["a `", "b c", "d"]
        );
    }

    #[test]
    fn a_name_with_spaces_stays_on_one_line() {
        let text = "Ann called, but Anna Maria's 4 beat the call.";
        let wrapped = wrap_words(text, 20, "", "", &names(&["Anna Maria"]));
        assert_eq!(
            wrapped,
            vec!["Ann called, but", "Anna Maria's 4 beat", "the call."]
        );
        assert_eq!(widest_word("(Anna Maria): 4", &names(&["Anna Maria"])), 13);
    }

    /// A key's piece, or a name, wider than a line after the indent breaks at its spaces rather
    /// than run past the width; one that fits stays whole.
    #[test]
    fn a_piece_wider_than_a_line_breaks_at_its_spaces() {
        let key = columns_key(&[("Avg".into(), "Average place".into())], 20);
        assert_eq!(key, vec!["Columns:", "  Avg = Average", "  place."]);
        assert!(key.iter().all(|l| text_width(l) <= 20), "{key:?}");
        assert_eq!(
            columns_key(&[("Avg".into(), "Average place".into())], 22),
            vec!["Columns:", "  Avg = Average place."]
        );
        // A word a line holds only without the indent goes without it.
        assert_eq!(
            wrap_words("Die Spalten Durchschnittsplatz, Serie", 20, "", "  ", &[]),
            vec!["Die Spalten", "Durchschnittsplatz,", "  Serie"]
        );
        let wrapped = wrap_words(
            "Players: A Alexandrina Montgomery, B Bo.",
            24,
            "",
            "  ",
            &names(&["A Alexandrina Montgomery,", "B Bo."]),
        );
        assert_eq!(
            wrapped,
            vec!["Players:", "  A Alexandrina", "  Montgomery, B Bo."]
        );
    }

    #[test]
    fn the_indents_are_kept_and_wide_characters_count_double() {
        assert_eq!(
            wrap_words("日本 日本 日本", 11, "  ", "    ", &[]),
            vec!["  日本 日本", "    日本"]
        );
    }

    #[test]
    fn a_long_line_hangs_under_its_indent_and_a_table_line_stays() {
        let text = "Legal:\n  5: the same number as the card before\n│ a ┆ table line too wide │";
        assert_eq!(
            fit_lines(text, 24, &[]),
            "Legal:\n  5: the same number as\n    the card before\n│ a ┆ table line too wide │"
        );
    }

    #[test]
    fn wrap_breaks_long_reasons_at_spaces() {
        let text = "Bob called with 12 points in hand; a call needs fewer than 10 points";
        let wrapped = wrap(text, 30);
        assert!(
            wrapped.lines().all(|l| l.chars().count() <= 30),
            "{wrapped}"
        );
        assert_eq!(wrapped.replace('\n', " "), text);
        assert_eq!(wrap("short", 30), "short");
        // A word longer than the line keeps its own line rather than being cut.
        let long = "x".repeat(50);
        assert_eq!(wrap(&format!("a {long} b"), 30), format!("a\n{long}\nb"));
    }

    #[test]
    fn wrap_counts_display_width_not_characters() {
        // Each word is 6 characters but 12 columns wide: two of them with a space are 13 characters,
        // which would fit in 20, but 25 columns, which do not.
        let text = "日本語の文章 日本語の文章 日本語の文章";
        let wrapped = wrap(text, 20);
        assert_eq!(wrapped, "日本語の文章\n日本語の文章\n日本語の文章");
        assert!(wrapped.lines().all(|l| text_width(l) <= 20), "{wrapped}");
        // An emoji is two columns too: ten of them fill a line of 20, so the next word moves on.
        let dice = "🎲".repeat(10);
        assert_eq!(wrap(&format!("{dice} x"), 20), format!("{dice}\nx"));
    }
}
