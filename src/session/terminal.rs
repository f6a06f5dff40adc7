//! The real terminal of `play`: [`TermUi`] asks the session's questions with dialoguer (prompts on
//! standard error), every line filled to the terminal's width between words, and Ctrl-C stops the
//! question it hits rather than the process.

use std::cell::RefCell;
use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};

use dialoguer::console::{Term, measure_text_width, style};
use dialoguer::theme::{ColorfulTheme, Theme};

use super::confirm::Unanswered;
use crate::games::ui::{Check, PromptError, Ui, is_back};
use crate::render::fit;
use crate::t;

mod layout;
mod plain_list;
#[cfg(test)]
mod tests;
mod trail;
pub(crate) mod type_ahead;
mod typed;

impl From<dialoguer::Error> for PromptError {
    fn from(e: dialoguer::Error) -> Self {
        match e {
            dialoguer::Error::IO(io) if io.kind() == io::ErrorKind::Interrupted => {
                PromptError::Interrupted
            }
            dialoguer::Error::IO(io) => PromptError::Io(io),
        }
    }
}

/// The real terminal, through dialoguer (prompts on standard error), every line fitted to the
/// terminal's width (`layout.rs`).
pub struct TermUi {
    color: bool,
    /// The players' names, kept whole when a line is wrapped.
    names: Vec<String>,
    /// What was printed lately: a question asked again after back takes its answer off.
    trail: trail::Trail,
    /// Keys typed between questions kept as typed, until `play` ends.
    _type_ahead: type_ahead::TypeAhead,
}

/// Set by Ctrl-C (and by SIGTERM or SIGHUP, which `kill` or a closed window send). While `play`
/// runs, none of them kills the process outright (a prompt would leave the cursor hidden, and
/// the terminal without echo, and say nothing): the prompt it hit returns
/// [`PromptError::Interrupted`], and one that arrives between prompts (while a round is written)
/// stops at the next question; the terminal's settings are put back as `play` ends.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

impl TermUi {
    pub fn new(color: bool) -> TermUi {
        // Only the first handler counts; a second TermUi in one process keeps it.
        let _ = ctrlc::set_handler(|| INTERRUPTED.store(true, Ordering::SeqCst));
        TermUi {
            color,
            names: Vec::new(),
            trail: trail::Trail::default(),
            _type_ahead: type_ahead::TypeAhead::keep(),
        }
    }

    /// The theme of a prompt; `continued` when the question's first lines were printed before
    /// it, so that its row is indented under them rather than marked again.
    fn theme(&self, continued: bool) -> Box<dyn Theme> {
        if !self.color {
            return Box::new(PlainTheme);
        }
        let mut theme = ColorfulTheme::default();
        if continued {
            theme.prompt_prefix = style(" ".to_string());
            theme.success_prefix = style(" ".to_string());
        }
        Box::new(theme)
    }

    /// Prints the first lines of a question that does not fit on its prompt's row (the first
    /// one marked as the theme marks a question, the others indented under it); says whether
    /// there were any.
    fn lead(&self, lines: &[String]) -> Result<bool, PromptError> {
        let term = Term::stderr();
        for line in self.marked(lines, false) {
            term.write_line(&line)?;
        }
        Ok(!lines.is_empty())
    }

    /// A question's first lines as [`TermUi::lead`] prints them: the first marked as the theme
    /// marks a question asked, or in colour one `answered` (a tick, where the question mark
    /// was), the others indented under it.
    fn marked(&self, lines: &[String], answered: bool) -> Vec<String> {
        let theme = ColorfulTheme::default();
        (lines.iter().enumerate())
            .map(|(n, line)| {
                let mark = match (self.color, n, answered) {
                    (false, 0, _) => String::new(),
                    (true, 0, false) => format!("{} ", theme.prompt_prefix),
                    (true, 0, true) => format!("{} ", theme.success_prefix),
                    (_, _, _) => " ".repeat(layout::PREFIX),
                };
                format!("{mark}{line}")
            })
            .collect()
    }

    /// The first lines of a question once answered, written again over those printed while
    /// it was asked: in colour, the answered mark in place of the question mark (plain, they
    /// stay as they are: none).
    fn answered(&self, lines: &[String]) -> Vec<String> {
        match self.color {
            true => self.marked(lines, true),
            false => Vec::new(),
        }
    }

    /// The prompt's own text: the last line of its question, indented under the lines printed
    /// before it (the coloured theme indents it itself).
    fn prompt_row(&self, last: &str, continued: bool) -> String {
        match continued && !self.color {
            true => format!("{}{last}", " ".repeat(layout::PREFIX)),
            false => last.to_string(),
        }
    }

    /// Prints a question's first lines (`before`), then gives the theme and the text of its
    /// prompt's row (`last`), indented under them when there were any.
    fn question_row(
        &self,
        before: &[String],
        last: &str,
    ) -> Result<(Box<dyn Theme>, String), PromptError> {
        let continued = self.lead(before)?;
        Ok((self.theme(continued), self.prompt_row(last, continued)))
    }

    /// How wide the theme draws a prompt's row for `text` (`format`), the indent it may get
    /// under the question's first lines included.
    fn row_width(&self, format: impl FnOnce(&mut String) -> std::fmt::Result) -> usize {
        drawn(format) + if self.color { 0 } else { layout::PREFIX }
    }

    /// Clears the first lines of a question again (the menu below them was cleared: Esc).
    fn unlead(lines: &[String]) -> Result<(), PromptError> {
        Term::stderr().clear_last_lines(lines.len())?;
        Ok(())
    }

    /// Before `prompt` is asked: when it is the question answered last, asked again because
    /// the table went back, its answered lines go from the screen, with what was said after
    /// them (the question gone back from is gone already).
    fn unanswer(&mut self, prompt: &str) -> Result<(), PromptError> {
        let screen = usize::from(Term::stderr().size().0);
        let rows = self.trail.asked_again(prompt, screen);
        if rows > 0 {
            Term::stderr().clear_last_lines(rows)?;
        }
        Ok(())
    }

    /// [`TermUi::note`] of a list's or a yes/no question's `answer` (with its report's rows),
    /// under `lead` lines of its question; gives the answer. Left with back or Esc
    /// (`Cancelled`), it was taken off the screen.
    fn noted<T>(
        &mut self,
        prompt: &str,
        lead: usize,
        answer: Result<(T, usize), PromptError>,
    ) -> Result<T, PromptError> {
        match answer {
            Ok((answer, reported)) => {
                self.note(prompt, Some((lead, reported)));
                Ok(answer)
            }
            Err(PromptError::Cancelled) => {
                self.note(prompt, None);
                Err(PromptError::Cancelled)
            }
            Err(e) => Err(e),
        }
    }

    /// Notes how `prompt` was left: answered (its `lead` lines and the rows of its answer's
    /// line, `reported`) or gone back from (`None`: taken off the screen).
    fn note(&mut self, prompt: &str, answered: Option<(usize, usize)>) {
        match answered {
            Some((lead, reported)) => self.trail.answered(prompt, lead + reported),
            None => self.trail.left(),
        }
    }
}

/// The columns of the terminal itself, where it wraps what is wider (dialoguer's view of it).
fn terminal_columns() -> usize {
    usize::from(Term::stderr().size().1)
}

/// The width of what dialoguer draws and redraws: the width the program fits to (COLUMNS, else
/// the terminal's), never wider than the terminal itself, since dialoguer clears a prompt by
/// counting its line breaks and a line the terminal wrapped would stay on the screen.
fn prompt_width() -> usize {
    fit::width().min(terminal_columns())
}

/// How wide `format` draws.
fn drawn(format: impl FnOnce(&mut String) -> std::fmt::Result) -> usize {
    let mut text = String::new();
    let _ = format(&mut text);
    measure_text_width(&text)
}

/// dialoguer's plain theme, with a refused answer labelled as tenscore labels its errors, in the
/// language in use ("error: ", "fout: ", "Fehler: "). The coloured theme marks it with a sign.
struct PlainTheme;

impl Theme for PlainTheme {
    fn format_error(&self, f: &mut dyn std::fmt::Write, err: &str) -> std::fmt::Result {
        write!(f, "{}: {err}", t!("error-label-error"))
    }
}

impl TermUi {
    /// Runs one prompt; after Ctrl-C (during it or before it) shows the cursor again, which a
    /// menu hides, and ends the prompt's line.
    fn asking<T>(&self, prompt: impl FnOnce() -> Result<T, PromptError>) -> Result<T, PromptError> {
        let answer = if INTERRUPTED.load(Ordering::SeqCst) {
            Err(PromptError::Interrupted)
        } else {
            prompt()
        };
        if let Err(PromptError::Interrupted) = answer {
            let term = Term::stderr();
            term.show_cursor()?;
            term.write_line("")?;
        }
        answer
    }
}

impl TermUi {
    /// A line of text that passes `check` (the [`Ui::ask`] of the terminal), with how many lines
    /// of its question stand above its answer and how many rows its answered line took; of
    /// `names`, a Tab starts the next name ([`NextName`]), at any other question it is a space
    /// ([`TabSpace`]). An empty answer is reported as `kind`'s words when it has them.
    fn ask_completed(
        &self,
        prompt: &str,
        initial: Option<&str>,
        check: Check,
        kind: Kind,
    ) -> Result<(String, usize, usize), PromptError> {
        let width = prompt_width();
        let first = self.theme(false);
        let row = |text: &str| self.row_width(|s| first.format_input_prompt(s, text, initial));
        let (before, last) =
            layout::split_question(prompt, width, layout::ANSWER_ROOM, &self.names, row);
        let (asked, answered) = (self.marked(&before, false), self.answered(&before));
        // The offered answer cut to what the row has left, when the 20 columns the question's
        // last line keeps leave too few for it whole.
        let offered = initial.map(|offered| {
            // The row with nothing offered between its marks, and a column for the cursor.
            let around = self.row_width(|s| first.format_input_prompt(s, &last, Some("")));
            layout::offered_within(offered, width.saturating_sub(around + 1))
        });
        self.asking(|| {
            let (inner, last) = self.question_row(&before, &last)?;
            let pasted = &NextName::default();
            // The answer as read, as `pasted` leaves it: no separator for an empty last cell;
            // an empty one skipped, in words.
            let read = |text: &str| match (text.trim().is_empty(), kind) {
                (true, Kind::Skippable(skipped)) => skipped.to_string(),
                _ => pasted.without_last_cell(text).to_string(),
            };
            let theme = layout::Fitted::new(inner.as_ref(), width, &answered, &asked)
                .showing(&read)
                .offering(offered.as_deref());
            let mut checking = typed::Checking {
                check,
                pasted,
                asked: &asked,
                label: drawn(|s| inner.format_error(s, "")),
                lead_above: true,
            };
            let line = (last.as_str(), initial);
            let text = typed::own_line(&theme, line, &mut checking, kind == Kind::Names)?;
            let text = pasted.without_last_cell(&text).to_string();
            Ok((text, before.len(), theme.reported.get()))
        })
    }

    /// [`TermUi::ask_completed`], a question gone back from taken off the screen (its answered
    /// line and its question's lines above it), as a list left with Esc is: "Dee's tricks ·
    /// back" stood above the question asked again.
    fn typed(
        &mut self,
        prompt: &str,
        initial: Option<&str>,
        check: Check,
        kind: Kind,
    ) -> Result<String, PromptError> {
        self.unanswer(prompt)?;
        let (text, lead, reported) = self.ask_completed(prompt, initial, check, kind)?;
        if is_back(&text) {
            Term::stderr().clear_last_lines(lead + reported)?;
            self.note(prompt, None);
        } else {
            self.note(prompt, Some((lead, reported)));
        }
        Ok(text)
    }
}

/// What a typed question takes: names (a Tab starts the next), a line Enter alone may skip
/// (reported as these words once skipped), or any other line.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind<'a> {
    Names,
    Skippable(&'a str),
    Line,
}

/// The next name of a list, at a Tab (the players' own line, [`super::line`]): "Ann<Tab>Bob"
/// pasted from a spreadsheet's row reads as two names, not "AnnBob". A Tab after a name starts
/// the next one, as a comma does; after a comma, or before any name, it adds nothing, so empty
/// cells are no players. (→ is only a cursor's move there: dialoguer's line completed on it
/// too.)
#[derive(Default)]
struct NextName {
    /// The line as the last Tab left it: a row pasted with an empty last cell ends so.
    made: RefCell<Option<String>>,
}

impl NextName {
    /// `text` without the separator a Tab added after the last name, when nothing was typed
    /// after it (a row pasted with an empty last cell): an empty cell is no player, where an
    /// empty name between commas typed is still refused.
    fn without_last_cell<'t>(&self, text: &'t str) -> &'t str {
        match self.made.borrow().as_deref() == Some(text) {
            true => text.trim_end().trim_end_matches(','),
            false => text,
        }
    }
}

impl NextName {
    /// The line a Tab makes of `input`, or `None` when it adds nothing.
    fn get(&self, input: &str) -> Option<String> {
        let typed = input.trim_end();
        let next = match typed.is_empty() || typed.ends_with(',') {
            true => None,
            false => Some(format!("{typed}, ")),
        };
        // A Tab that adds nothing leaves the line as the last one made it.
        if let Some(next) = &next {
            *self.made.borrow_mut() = Some(next.clone());
        }
        next
    }
}

/// A Tab at a question that is not a list of names (dialoguer's line, used before ours, dropped
/// it, so "3<Tab>4" read as 34 and was stored so). It separates what is typed either side as a
/// space does ("3 4" is refused as a number); after a space, or before anything is typed, it
/// adds nothing.
struct TabSpace;

impl TabSpace {
    fn get(&self, input: &str) -> Option<String> {
        match input.is_empty() || input.ends_with(char::is_whitespace) {
            true => None,
            false => Some(format!("{input} ")),
        }
    }
}

impl Ui for TermUi {
    /// In plain mode (`--plain`), as every command prints it: tables without frames, arrows and
    /// ticks in words, for a screen reader.
    fn say(&mut self, text: &str) -> Result<(), PromptError> {
        let text = match crate::output::plain() {
            true => crate::output::plain_text(text),
            false => text.to_string(),
        };
        let fitted = fit::fit_lines(&text, fit::width(), &self.names);
        let mut out = io::stdout().lock();
        writeln!(out, "{fitted}")?;
        out.flush()?;
        (self.trail).said(super::confirm::rows(&fitted, terminal_columns()));
        Ok(())
    }

    fn keep_whole(&mut self, names: &[String]) {
        self.names = names.to_vec();
    }

    fn choose(
        &mut self,
        prompt: &str,
        items: &[String],
        default: usize,
    ) -> Result<usize, PromptError> {
        if crate::output::plain() {
            return self.choose_plain(prompt, items, default);
        }
        let width = prompt_width();
        let first = self.theme(false);
        let row = |text: &str| self.row_width(|s| first.format_select_prompt(s, text));
        let (before, last) = layout::split_question(prompt, width, 0, &self.names, row);
        let answered = self.answered(&before);
        self.unanswer(prompt)?;
        let above = super::select::Above {
            lead: before.len(),
            said: self.trail.said_lately(),
        };
        let chosen = self.asking(|| {
            let (inner, last) = self.question_row(&before, &last)?;
            let theme = layout::Fitted::new(inner.as_ref(), width, &answered, &[]);
            // Not dialoguer's Select, which takes letters as keys: `back` typed goes back.
            let term = Term::stderr();
            // Fitted again at every drawing, to the width the terminal has then.
            let fitted = |item: &str, width: usize, columns: usize| {
                layout::item_lines(item, width, columns, &self.names)
            };
            let picked =
                super::select::select_on(&term, &theme, &last, items, (default, &fitted, above))?;
            match picked {
                Some(picked) => Ok((picked, theme.reported.get())),
                None => {
                    Self::unlead(&before)?;
                    Err(PromptError::Cancelled)
                }
            }
        });
        self.noted(prompt, before.len(), chosen)
    }

    fn ask(
        &mut self,
        prompt: &str,
        initial: Option<&str>,
        check: Check,
    ) -> Result<String, PromptError> {
        self.typed(prompt, initial, check, Kind::Line)
    }

    fn ask_skippable(
        &mut self,
        prompt: &str,
        initial: Option<&str>,
        check: Check,
        skipped: &str,
    ) -> Result<String, PromptError> {
        self.typed(prompt, initial, check, Kind::Skippable(skipped))
    }

    fn ask_names(
        &mut self,
        prompt: &str,
        initial: Option<&str>,
        check: Check,
    ) -> Result<String, PromptError> {
        self.typed(prompt, initial, check, Kind::Names)
    }

    fn confirm(&mut self, prompt: &str, default: bool) -> Result<bool, PromptError> {
        let width = prompt_width();
        let first = self.theme(false);
        let row =
            |text: &str| self.row_width(|s| first.format_confirm_prompt(s, text, Some(default)));
        // Room for the answer as the theme reports it ("no", "nee").
        let (before, last) = layout::split_question(prompt, width, 6, &self.names, row);
        // Waits for Enter, so that the Enter after `y` does not answer the next menu.
        // In the language spoken ("(j/n) › nee"), not dialoguer's English "(y/n) › no".
        let answered = self.answered(&before);
        self.unanswer(prompt)?;
        let answer = self.asking(|| {
            let (inner, last) = self.question_row(&before, &last)?;
            let theme = layout::Fitted::new(inner.as_ref(), width, &answered, &[]);
            // q leaves the question standing unanswered, as dialoguer leaves a one-line one;
            // back and Esc clear it, its first lines too, for the question before is asked
            // again.
            let term = Term::stderr();
            match super::confirm::confirm_on(&term, &theme, &last, default)? {
                Ok(answer) => Ok((Some(answer), theme.reported.get())),
                // Standing on the screen, as a question answered.
                Err(Unanswered::Quit) => Ok((None, 1)),
                Err(Unanswered::Back) => {
                    Self::unlead(&before)?;
                    Err(PromptError::Cancelled)
                }
            }
        });
        (self.noted(prompt, before.len(), answer)?).ok_or(PromptError::Cancelled)
    }
}
