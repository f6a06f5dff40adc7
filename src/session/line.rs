//! A typed line of our own, for every typed question of `play`: dialoguer's line ran its
//! completion on → at the end of the line as well as on Tab, so → after a name added ", " and
//! after a number a space. Here only Tab does what the question makes of it (the next name, or
//! a space); ←/→, Home/End (Ctrl-A/Ctrl-E), Backspace and Delete edit the line; Esc goes back,
//! as the back word typed does. It looks as dialoguer's line in the theme:
//! the offered answer in the prompt (Enter takes it), a refusal above the prompt's row, the
//! answered line reported by the theme.

use dialoguer::console::{Key, Term, measure_text_width};
use dialoguer::theme::Theme;

use super::confirm::{clear, rows};
use crate::games::ui::back_word;

/// The line being typed: its characters and where the cursor stands among them.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct Line {
    chars: Vec<char>,
    cursor: usize,
}

/// What a key did to the line.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Edited {
    /// Only a character was added at the end: written as it is, nothing else drawn again.
    Appended(char),
    /// The line or its cursor changed otherwise: drawn again.
    Changed,
    Unchanged,
    /// Enter: the line is answered.
    Enter,
    /// Esc: back, as the back word typed.
    Back,
}

impl Line {
    pub(crate) fn text(&self) -> String {
        self.chars.iter().collect()
    }

    /// The text before the cursor.
    fn head(&self) -> String {
        self.chars[..self.cursor].iter().collect()
    }

    /// What `key` does; `next` is what Tab makes of the text before the cursor (`None`: the
    /// Tab adds nothing).
    pub(crate) fn key(&mut self, key: Key, next: &dyn Fn(&str) -> Option<String>) -> Edited {
        let at_end = self.cursor == self.chars.len();
        match key {
            Key::Enter => return Edited::Enter,
            Key::Escape => return Edited::Back,
            Key::Char(c) if !c.is_control() => {
                self.chars.insert(self.cursor, c);
                self.cursor += 1;
                if at_end {
                    return Edited::Appended(c);
                }
            }
            Key::Tab => {
                let Some(made) = next(&self.head()) else {
                    return Edited::Unchanged;
                };
                let tail = self.chars.split_off(self.cursor);
                self.chars = made.chars().collect();
                self.cursor = self.chars.len();
                self.chars.extend(tail);
            }
            Key::Backspace if self.cursor > 0 => {
                self.cursor -= 1;
                self.chars.remove(self.cursor);
            }
            Key::Del if !at_end => {
                self.chars.remove(self.cursor);
            }
            Key::ArrowLeft if self.cursor > 0 => self.cursor -= 1,
            Key::ArrowRight if !at_end => self.cursor += 1,
            Key::Home if self.cursor > 0 => self.cursor = 0,
            Key::End if !at_end => self.cursor = self.chars.len(),
            _ => return Edited::Unchanged,
        }
        Edited::Changed
    }
}

/// The prompt's row as drawn: how wide its prompt is, and how many rows it and the line take.
struct Drawn {
    prompt: usize,
    rows: usize,
    /// The row the cursor stands on, from the first.
    cursor_row: usize,
}

/// Asks `prompt` on `term` in `theme`'s look, `default` offered (Enter on an empty line takes
/// it), until `check` passes the answer (a refusal is shown above the prompt's row, as the theme
/// formats it); the answered line is then reported by the theme. Tab makes the line what `next`
/// makes of the text before the cursor; Esc answers the back word.
pub(crate) fn line_on(
    term: &Term,
    theme: &dyn Theme,
    (prompt, default): (&str, Option<&str>),
    next: &dyn Fn(&str) -> Option<String>,
    check: &mut dyn FnMut(&str) -> Result<(), String>,
) -> dialoguer::Result<String> {
    if !term.is_term() {
        return Err(std::io::Error::new(std::io::ErrorKind::NotConnected, "not a terminal").into());
    }
    let mut asked = String::new();
    let _ = theme.format_input_prompt(&mut asked, prompt, default);
    // The rows of the refusal above the prompt's row.
    let mut refused = 0;
    loop {
        let mut line = Line::default();
        let mut drawn = draw(term, &asked, &line, None)?;
        let typed = loop {
            match line.key(term.read_key()?, next) {
                Edited::Enter => break line.text(),
                Edited::Back => break back_word(),
                Edited::Appended(c) => {
                    term.write_str(&c.to_string())?;
                    drawn.rows = rows(&format!("{asked}{}", line.text()), columns(term));
                    drawn.cursor_row = drawn.rows - 1;
                }
                Edited::Changed => drawn = draw(term, &asked, &line, Some(drawn))?,
                Edited::Unchanged => {}
            }
            term.flush()?;
        };
        to_last_row(term, &drawn)?;
        clear(term, drawn.rows)?;
        if refused > 0 {
            term.clear_last_lines(refused)?;
        }
        let answer = match (typed.is_empty(), default) {
            (true, Some(default)) => default.to_string(),
            _ => typed,
        };
        if let Err(reason) = check(&answer) {
            let mut shown = String::new();
            let _ = theme.format_error(&mut shown, &reason);
            term.write_line(&shown)?;
            refused = shown.matches('\n').count() + 1;
            continue;
        }
        let mut reported = String::new();
        let _ = theme.format_input_prompt_selection(&mut reported, prompt, &answer);
        term.write_line(&reported)?;
        term.flush()?;
        return Ok(answer);
    }
}

fn columns(term: &Term) -> usize {
    usize::from(term.size().1).max(1)
}

/// Moves the cursor down to the last row of what was drawn.
fn to_last_row(term: &Term, drawn: &Drawn) -> std::io::Result<()> {
    term.move_cursor_down(drawn.rows - 1 - drawn.cursor_row.min(drawn.rows - 1))
}

/// Draws the prompt (`asked`) and the line over the last drawing (`last`, cleared first), the
/// cursor put where the line's cursor is.
fn draw(term: &Term, asked: &str, line: &Line, last: Option<Drawn>) -> std::io::Result<Drawn> {
    if let Some(last) = &last {
        to_last_row(term, last)?;
        clear(term, last.rows)?;
    }
    let text = line.text();
    term.write_str(&format!("{asked}{text}"))?;
    let columns = columns(term);
    let prompt = measure_text_width(asked);
    let rows = rows(&format!("{asked}{text}"), columns);
    let mut drawn = Drawn {
        prompt,
        rows,
        cursor_row: rows - 1,
    };
    if line.cursor < line.chars.len() {
        // Back to the start of the last row, then up and right to the cursor.
        let at = drawn.prompt + measure_text_width(&line.head());
        drawn.cursor_row = at / columns;
        term.write_str("\r")?;
        term.move_cursor_up(rows - 1 - drawn.cursor_row)?;
        term.move_cursor_right(at % columns)?;
    }
    term.flush()?;
    Ok(drawn)
}

#[cfg(test)]
mod tests;
