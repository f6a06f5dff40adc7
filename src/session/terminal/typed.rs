//! A typed answer read at the terminal, on our own line (`session/line.rs`): at the players a
//! Tab starts the next name, at any other question it is a space; → only moves the cursor and
//! Esc goes back. Each answer is checked as the question's lines stand around it.

use dialoguer::console::Term;
use dialoguer::theme::Theme;

use super::{NextName, TabSpace, prompt_width};
use crate::games::ui::Check;
use crate::render::fit;

/// An answer checked where the question stands: a refusal is fitted after its label, and the
/// question's first lines, which stood above the prompt's row, are drawn under it.
pub(super) struct Checking<'a> {
    pub check: Check<'a>,
    /// The line as a Tab left it: a row pasted with an empty last cell is read without it.
    pub pasted: &'a NextName,
    /// The question's first lines as asked.
    pub asked: &'a [String],
    /// How wide the theme's label of a refusal is.
    pub label: usize,
    /// Whether the question's first lines stand where they were printed, above the prompt's
    /// row: a refusal takes them under it, so that the question stays whole below the refusal
    /// (a refusal is drawn above the prompt's row, and cleared with the lines under it before
    /// the next answer is checked).
    pub lead_above: bool,
}

impl Checking<'_> {
    /// The verdict on `text` (our line has taken its own rows off the screen).
    fn verdict(&mut self, text: &str) -> Result<(), String> {
        let term = Term::stderr();
        let verdict = (self.check)(self.pasted.without_last_cell(text));
        match (&verdict, self.lead_above) {
            // Drawn again under the refusal, with the prompt's row.
            (Err(_), true) => {
                let _ = term.clear_last_lines(self.asked.len());
                self.lead_above = false;
            }
            // Cleared with the refusal: printed again above the answer.
            (Ok(()), false) => {
                for line in self.asked {
                    let _ = term.write_line(line);
                }
            }
            _ => {}
        }
        // Broken into lines that fit after its label at the width of the moment (a resized
        // terminal), which the line clears by counting them.
        verdict.map_err(|reason| {
            fit::wrap(
                &crate::games::names::safe_text(&reason),
                prompt_width().saturating_sub(self.label),
            )
        })
    }
}

/// An answer on our own line (`names`: the players', where a Tab starts the next name).
/// dialoguer's line completed on → at the end of the line as on a Tab, so → after a name added
/// ", " and after a number a space.
pub(super) fn own_line(
    theme: &dyn Theme,
    (last, initial): (&str, Option<&str>),
    checking: &mut Checking,
    names: bool,
) -> dialoguer::Result<String> {
    let pasted = checking.pasted;
    let next = |head: &str| match names {
        true => pasted.get(head),
        false => TabSpace.get(head),
    };
    let mut check = |text: &str| checking.verdict(text);
    super::super::line::line_on(&Term::stderr(), theme, (last, initial), &next, &mut check)
}
