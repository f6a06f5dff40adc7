//! `tenscore rules`: the rules text fitted to the terminal. The texts are written as paragraphs
//! under capitalised headings, with indented tables and examples; each paragraph is filled again
//! to the width, a long table row wraps under its own description, and no word is ever split.

use super::fit::{text_width, wrap_words};

/// The width the rules texts are written at (`src/games/rules/*.txt`).
const WRITTEN_WIDTH: usize = 100;
/// How much earlier than that a writer may have wrapped a line that goes on.
const SLACK: usize = 10;

/// `text` fitted to the terminal (COLUMNS, else the terminal's width, else 80 columns).
pub fn rules_text(text: &str) -> String {
    fitted(text, super::fit::width())
}

/// `text` with every paragraph filled to `width` columns.
pub fn fitted(text: &str, width: usize) -> String {
    let width = width.max(20);
    let mut out: Vec<String> = Vec::new();
    let mut paragraph: Vec<&str> = Vec::new();
    let mut lines = text.trim_end().lines().peekable();
    while let Some(line) = lines.next() {
        let prose = !(line.trim().is_empty() || is_heading(line) || line.starts_with(' '));
        if prose && !paragraph.is_empty() && broken_on_purpose(paragraph[paragraph.len() - 1], line)
        {
            out.extend(wrapped(&paragraph.join(" "), width, "", ""));
            paragraph.clear();
        }
        if prose {
            paragraph.push(line.trim_end());
            continue;
        }
        if !paragraph.is_empty() {
            out.extend(wrapped(&paragraph.join(" "), width, "", ""));
            paragraph.clear();
        }
        if line.starts_with(' ') && !line.trim().is_empty() {
            // A row and the lines indented deeper under it, which go on with it.
            let indent = indent_of(line);
            let mut row = line.trim_end().to_string();
            while let Some(next) =
                lines.next_if(|next| !next.trim().is_empty() && indent_of(next) > indent)
            {
                row.push(' ');
                row.push_str(next.trim());
            }
            out.extend(wrapped_row(&row, width));
        } else if is_heading(line) {
            // A heading in capitals is wider than prose: on a phone it wraps as prose does.
            out.extend(wrapped(line.trim_end(), width, "", ""));
        } else {
            out.push(line.trim_end().to_string());
        }
    }
    if !paragraph.is_empty() {
        out.extend(wrapped(&paragraph.join(" "), width, "", ""));
    }
    out.join("\n")
}

/// The texts are written wrapped at about [`WRITTEN_WIDTH`] columns: a line that ends well
/// before the next line's first word would have stopped fitting was ended on purpose (a worked
/// example, a new point), and stays a line of its own. The slack keeps a line the writer
/// wrapped a little early in its paragraph: joining two points reads better than a break in the
/// middle of a sentence.
fn broken_on_purpose(previous: &str, line: &str) -> bool {
    let first_word = line.split_whitespace().next().unwrap_or_default();
    text_width(previous) + 1 + text_width(first_word) <= WRITTEN_WIDTH - SLACK
}

fn indent_of(line: &str) -> usize {
    line.len() - line.trim_start().len()
}

/// A heading: a line of capitals ("A FAILED CALL", `CALLING "UNDER THE 10!"`).
fn is_heading(line: &str) -> bool {
    let letters: Vec<char> = line.chars().filter(|c| c.is_alphabetic()).collect();
    !line.starts_with(' ') && letters.len() > 1 && letters.iter().all(|c| c.is_uppercase())
}

/// An indented line (a table row, an example) as it is when it fits; else wrapped with its
/// continuation under where its description starts (after the first run of two spaces).
fn wrapped_row(line: &str, width: usize) -> Vec<String> {
    let line = line.trim_end();
    if text_width(line) <= width {
        return vec![line.to_string()];
    }
    let indent = indent_of(line);
    // Where the description starts: after the first run of two spaces past the indent, when
    // that leaves room to wrap into; else the whole row hangs two columns in.
    let description = line[indent..]
        .find("  ")
        .map(|gap| {
            let after = &line[indent + gap..];
            indent + gap + (after.len() - after.trim_start().len())
        })
        .filter(|&at| text_width(&line[..at]) + 20 <= width);
    let (head, tail, hanging) = match description {
        Some(at) => {
            let (head, tail) = line.split_at(at);
            (head, tail, text_width(head))
        }
        None => (&line[..indent], &line[indent..], indent + 2),
    };
    wrapped(tail, width, head, &" ".repeat(hanging))
}

/// `text` wrapped at its spaces (see [`wrap_words`]), and a word still too wide for a line
/// broken after its joins (see [`broken_after_joins`]).
fn wrapped(text: &str, width: usize, first: &str, rest: &str) -> Vec<String> {
    (wrap_words(text, width, first, rest, &[])
        .into_iter()
        .enumerate())
    .flat_map(
        |(n, line)| match n > 0 && text_width(&line) > width && !line.starts_with(' ') {
            // Set out without its indent for being too wide: it breaks under it instead.
            true => match broken_after_joins(format!("{rest}{line}"), width, rest) {
                pieces if pieces.len() > 1 => pieces,
                _ => vec![line],
            },
            false => broken_after_joins(line, width, rest),
        },
    )
    .collect()
}

/// A line still wider than `width` holds an example no space breaks (`Cy=17+trade-one+trade-all`):
/// it breaks after the last `+`, `,` or `=` that fits, the rest going on under `rest`, so nothing
/// runs past a phone's screen; without such a place the line stays whole.
fn broken_after_joins(line: String, width: usize, rest: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = line;
    while text_width(&line) > width {
        // Not inside brackets: `NAME=POINTS[+BONUS...]` breaks after its `=`, not its `[+`.
        let mut depth = 0i32;
        let fits = (line.char_indices())
            .map(|(at, c)| (at + c.len_utf8(), c))
            .take_while(|&(end, _)| text_width(&line[..end]) <= width)
            .filter(|&(end, c)| {
                depth += i32::from(c == '[') - i32::from(c == ']');
                depth == 0 && matches!(c, '+' | ',' | '=') && end > rest.len()
            })
            .last();
        let Some((end, _)) = fits else { break };
        let tail = format!("{rest}{}", line[end..].trim_start());
        lines.push(line[..end].trim_end().to_string());
        line = tail;
    }
    lines.push(line);
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GAMES;

    #[test]
    fn every_games_rules_fit_80_columns_without_a_split_word() {
        for game in GAMES {
            let text = game.rules_text();
            let shown = fitted(&text, 80);
            for line in shown.lines() {
                assert!(text_width(line) <= 80, "{}: {line:?}", game.about().id);
            }
            // Every word of the text is still there, whole and in order.
            let words = |t: &str| t.split_whitespace().map(str::to_string).collect::<Vec<_>>();
            assert_eq!(words(&shown), words(&text), "{}", game.about().id);
        }
    }

    #[test]
    fn a_long_table_row_wraps_under_its_description_and_headings_stay() {
        let text = "COMBINATIONS\n  small street       3 or 4 values in a row, all of one colour \
                    [house ruling: one colour is a must]\nThe order does not matter.";
        assert_eq!(
            fitted(text, 60),
            "COMBINATIONS\n  small street       3 or 4 values in a row, all of one\n                     \
             colour [house ruling: one colour is a\n                     must]\nThe order does \
             not matter."
        );
    }

    #[test]
    fn on_a_phone_headings_wrap_and_an_example_breaks_after_its_joins() {
        let text = "HALBIEREN UND AUSSCHEIDEN\n  Ann=5 Bob=3 Cy=17+einzeltausch+handtausch";
        assert_eq!(
            fitted(text, 24),
            "HALBIEREN UND\nAUSSCHEIDEN\n  Ann=5 Bob=3\n    Cy=17+einzeltausch+\n    handtausch"
        );
        // Where no join fits, the word stays whole rather than being cut.
        assert_eq!(
            fitted("  [tenscore-Konvention]", 20),
            "  [tenscore-Konvention]"
        );
    }

    #[test]
    fn a_paragraph_is_filled_to_the_width_and_a_line_ended_on_purpose_stays_ended() {
        // 98 columns: the next line's first word did not fit, so that break was the wrapping.
        // "Worked example" follows a line of 15: that one was ended on purpose.
        let long = "word ".repeat(19) + "end";
        let text = format!("{long}\nfour five six.\nWorked example: seven.");
        let shown = fitted(&text, 40);
        assert!(
            shown.contains("end four five six.\nWorked example: seven."),
            "{shown}"
        );
        assert!(shown.lines().all(|l| l.len() <= 40), "{shown}");
    }
}
