//! The real terminal of `play`: [`TermUi`] asks the session's questions with dialoguer (prompts on
//! standard error), and Ctrl-C stops the question it hits rather than the process.

use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};

use dialoguer::theme::{ColorfulTheme, Theme};
use dialoguer::{Input, Select};

use crate::games::ui::{Check, PromptError, Ui};
use crate::t;

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

/// The real terminal, through dialoguer (prompts on standard error).
pub struct TermUi {
    theme: Box<dyn Theme>,
}

/// Set by Ctrl-C. While `play` runs, Ctrl-C does not kill the process (a prompt would leave the
/// cursor hidden and say nothing): the prompt it hit returns [`PromptError::Interrupted`], and
/// one that arrives between prompts (while a round is written) stops at the next question.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

impl TermUi {
    pub fn new(color: bool) -> TermUi {
        // Only the first handler counts; a second TermUi in one process keeps it.
        let _ = ctrlc::set_handler(|| INTERRUPTED.store(true, Ordering::SeqCst));
        TermUi {
            theme: if color {
                Box::new(ColorfulTheme::default())
            } else {
                Box::new(PlainTheme)
            },
        }
    }
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
            let term = dialoguer::console::Term::stderr();
            term.show_cursor()?;
            term.write_line("")?;
        }
        answer
    }
}

impl Ui for TermUi {
    fn say(&mut self, text: &str) -> Result<(), PromptError> {
        let mut out = io::stdout().lock();
        writeln!(out, "{text}")?;
        out.flush()?;
        Ok(())
    }

    fn choose(
        &mut self,
        prompt: &str,
        items: &[String],
        default: usize,
    ) -> Result<usize, PromptError> {
        self.asking(|| {
            Select::with_theme(self.theme.as_ref())
                .with_prompt(prompt)
                .items(items)
                .default(default)
                .interact_opt()?
                .ok_or(PromptError::Cancelled)
        })
    }

    fn ask(
        &mut self,
        prompt: &str,
        initial: Option<&str>,
        check: Check,
    ) -> Result<String, PromptError> {
        // dialoguer clears one line per line break of a refusal, so a reason wider than the
        // terminal would be left half on screen: break it into lines that fit.
        let width = usize::from(dialoguer::console::Term::stderr().size().1);
        let mut input = Input::<String>::with_theme(self.theme.as_ref())
            .with_prompt(prompt)
            .allow_empty(true)
            .validate_with(|text: &String| {
                check(text).map_err(|reason| {
                    crate::render::fit::wrap(
                        &crate::games::names::safe_text(&reason),
                        width.saturating_sub(8),
                    )
                })
            });
        // Offered as the default: Enter takes it, typing replaces it.
        if let Some(initial) = initial {
            input = input.default(initial.to_string());
        }
        self.asking(|| Ok(input.interact_text()?))
    }

    fn confirm(&mut self, prompt: &str, default: bool) -> Result<bool, PromptError> {
        // Waits for Enter, so that the Enter after `y` does not answer the next menu.
        // In the language spoken ("(j/n) › nee"), not dialoguer's English "(y/n) › no".
        self.asking(|| {
            let term = dialoguer::console::Term::stderr();
            super::confirm::confirm_on(&term, self.theme.as_ref(), prompt, default)?
                .ok_or(PromptError::Cancelled)
        })
    }
}
