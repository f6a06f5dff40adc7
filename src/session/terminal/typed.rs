//! A typed answer read at the terminal: the players' names on our own line (Tab starts the next
//! name, → only moves), any other answer on dialoguer's (a Tab is a space), each answer checked
//! as the question's lines stand around it.

use dialoguer::Input;
use dialoguer::console::Term;
use dialoguer::theme::Theme;

use super::{NextName, TabSpace, layout, prompt_width};
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
    /// The verdict on `text`, once the `spilled` rows an answer wider than its row pushed up
    /// are cleared.
    fn verdict(&mut self, text: &str, spilled: usize) -> Result<(), String> {
        let term = Term::stderr();
        let _ = term.clear_last_lines(spilled);
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

/// The players' names on our own line: dialoguer's takes → at the end of the line as a Tab.
pub(super) fn names_line(
    theme: &dyn Theme,
    (last, initial): (&str, Option<&str>),
    checking: &mut Checking,
) -> dialoguer::Result<String> {
    let pasted = checking.pasted;
    let next = |head: &str| pasted.get(head);
    let mut check = |text: &str| checking.verdict(text, 0);
    super::super::line::line_on(&Term::stderr(), theme, (last, initial), &next, &mut check)
}

/// Any other answer on dialoguer's line, `initial` offered (Enter takes it, typing replaces
/// it); `drawn_row` is how wide the prompt's row is drawn.
pub(super) fn dialoguer_line(
    theme: &dyn Theme,
    (last, initial): (&str, Option<&str>),
    checking: &mut Checking,
    drawn_row: usize,
) -> dialoguer::Result<String> {
    let columns = super::terminal_columns();
    let input = Input::<String>::with_theme(theme)
        .with_prompt(last)
        .allow_empty(true)
        .validate_with(move |text: &String| {
            // dialoguer has just cleared the prompt's row; an answer wider than that row pushed
            // it up, and those rows are cleared too (Enter on the offered answer typed nothing).
            let spilled = match Some(text.as_str()) != initial {
                true => layout::rows_spilled(drawn_row, text, columns),
                false => 0,
            };
            checking.verdict(text, spilled)
        });
    let input = match initial {
        Some(initial) => input.default(initial.to_string()),
        None => input,
    };
    input.completion_with(&TabSpace).interact_text()
}
