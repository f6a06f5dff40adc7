//! A list in plain mode (`--plain`, `TENSCORE_PLAIN=1`), for a screen reader or a terminal that
//! cannot draw a moving mark: the question, its choices numbered and a line saying what to type
//! are printed once, then a typed line answers it by a number, a name ([`named_choice`]), Enter
//! alone for the choice offered, or the back word. The list with its "> " mark redrew itself at
//! every arrow key, which a reader reads out again each time, and its "·" were read as words.

use dialoguer::console::{Term, measure_text_width};
use dialoguer::theme::Theme;

use super::layout::Fitted;
use super::{PlainTheme, TermUi, drawn, prompt_width, terminal_columns};
use crate::games::ui::{PromptError, back_word, is_back};
use crate::render::fit::{fit_lines, wrap};
use crate::session::confirm::rows;
use crate::session::select::{Named, named_choice};
use crate::t;

/// What a line typed at a plain list answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Read {
    /// The choice of this index (from 0).
    Item(usize),
    Back,
}

/// What `typed` answers among `items` (as printed), `default` taken by an empty line: a whole
/// number is a choice's number (from 1), other words its name or the unique start of one; the
/// back word goes back. A refusal is one line: what was wrong, then what to type.
pub(super) fn read(typed: &str, items: &[String], default: usize) -> Result<Read, String> {
    let typed = typed.trim();
    let count = items.len();
    if typed.is_empty() {
        return Ok(Read::Item(default.min(count.saturating_sub(1))));
    }
    if is_back(typed) {
        return Ok(Read::Back);
    }
    let named = match typed.parse::<usize>() {
        Ok(number) if (1..=count).contains(&number) => Named::One(number - 1),
        // Not a choice's number: perhaps the start of a name ("10" of "10 op en neer").
        _ => named_choice(typed, items),
    };
    let id = match named {
        Named::One(n) => return Ok(Read::Item(n)),
        Named::Several => "play-plain-list-several",
        Named::Nothing => "play-plain-list-refused",
    };
    Err(t!(
        id,
        typed = crate::games::names::safe_text(typed).into_owned(),
        count = count,
        back = back_word()
    ))
}

/// The lines printed for a plain list, each within `width`: the question, the choices
/// numbered ("  1. Record game 2"; a longer one wrapped under its own text), and what to type
/// (`default` is the one Enter alone takes). `names` are kept whole.
pub(super) fn listed(
    question: &str,
    items: &[String],
    default: usize,
    width: usize,
    names: &[String],
) -> Vec<String> {
    let mut lines: Vec<String> = (fit_lines(question.trim(), width, names).lines())
        .map(str::to_string)
        .collect();
    let digits = items.len().to_string().len();
    for (n, item) in items.iter().enumerate() {
        let number = format!("  {:>digits$}. ", n + 1);
        let indent = " ".repeat(measure_text_width(&number));
        let room = width.saturating_sub(indent.len()).max(20);
        for (row, line) in fit_lines(item, room, names).lines().enumerate() {
            let head = if row == 0 { &number } else { &indent };
            lines.push(format!("{head}{}", line.trim_start()));
        }
    }
    let hint = t!(
        "play-plain-list-hint",
        number = default + 1,
        back = back_word()
    );
    lines.extend(wrap(&hint, width).lines().map(str::to_string));
    lines
}

impl TermUi {
    /// [`crate::games::ui::Ui::choose`] in plain mode: the list printed once, numbered, then
    /// answered on a typed line; the answered line reads "What next?: Record game 2". Left with
    /// back or Esc, the list and its line are taken off the screen, as a list is.
    pub(super) fn choose_plain(
        &mut self,
        prompt: &str,
        items: &[String],
        default: usize,
    ) -> Result<usize, PromptError> {
        if items.is_empty() {
            return Err(PromptError::Cancelled);
        }
        let width = prompt_width();
        // As every line of plain mode: "·" between an item's parts is a comma.
        let items: Vec<String> = (items.iter())
            .map(|item| crate::output::plain_text(item))
            .collect();
        let lines = listed(prompt, &items, default, width, &self.names);
        // The typed line asks the question's last line again, right above what is typed.
        let question = fit_lines(prompt.trim(), width, &self.names);
        let last = question.lines().last().unwrap_or_default().to_string();
        let label = drawn(|s| PlainTheme.format_error(s, ""));
        self.unanswer(prompt)?;
        let chosen = self.asking(|| {
            let term = Term::stderr();
            let columns = terminal_columns();
            let mut lead = 0;
            for line in &lines {
                term.write_line(line)?;
                lead += rows(line, columns);
            }
            let shown = |text: &str| match read(text, &items, default) {
                Ok(Read::Item(n)) => items[n].clone(),
                _ => text.trim().to_string(),
            };
            let theme =
                (Fitted::new(&PlainTheme, width, &[], &[]).showing(&shown)).flowing(&self.names);
            let mut check = |text: &str| {
                let verdict = read(text, &items, default).map(|_| ());
                verdict.map_err(|reason| wrap(&reason, prompt_width().saturating_sub(label)))
            };
            let typed =
                crate::session::line::line_on(&term, &theme, (&last, None), &|_| None, &mut check)?;
            match read(&typed, &items, default) {
                Ok(Read::Item(n)) => Ok((n, lead, theme.reported.get())),
                _ => {
                    term.clear_last_lines(lead + theme.reported.get())?;
                    Err(PromptError::Cancelled)
                }
            }
        });
        match chosen {
            Ok((n, lead, reported)) => {
                self.note(prompt, Some((lead, reported)));
                Ok(n)
            }
            Err(PromptError::Cancelled) => {
                self.note(prompt, None);
                Err(PromptError::Cancelled)
            }
            Err(e) => Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Read, listed, read};

    fn menu() -> Vec<String> {
        [
            "Record game 2",
            "Undo game 1",
            "Show the whole match",
            "Quit",
        ]
        .map(String::from)
        .to_vec()
    }

    #[test]
    fn a_number_a_name_or_enter_alone_answers_and_back_goes_back() {
        let items = menu();
        assert_eq!(read("3", &items, 0), Ok(Read::Item(2)));
        assert_eq!(read(" 4 ", &items, 0), Ok(Read::Item(3)));
        assert_eq!(read("", &items, 1), Ok(Read::Item(1)));
        assert_eq!(read("quit", &items, 0), Ok(Read::Item(3)));
        assert_eq!(read("SHOW", &items, 0), Ok(Read::Item(2)));
        assert_eq!(read("Undo game 1", &items, 0), Ok(Read::Item(1)));
        assert_eq!(read("back", &items, 0), Ok(Read::Back));
        assert_eq!(read("terug", &items, 0), Ok(Read::Back));
    }

    #[test]
    fn a_wrong_answer_is_refused_in_one_line_saying_what_to_type() {
        let items = menu();
        for typed in ["0", "5", "dance"] {
            assert_eq!(
                read(typed, &items, 0),
                Err(format!(
                    "'{typed}' is not one of the choices; type a number from 1 to 4 or a \
                     name, or back to go back"
                ))
            );
        }
        let two = ["Record game 2", "Reopen game 1"].map(String::from);
        assert_eq!(
            read("re", &two, 0),
            Err(
                "'re' fits more than one choice; type more of its name, or its number from 1 \
                 to 2"
                    .to_string()
            )
        );
    }

    #[test]
    fn the_list_is_numbered_a_long_item_wrapped_under_its_text() {
        let items = [
            "Resume match 1, Pig 10, Ann, Bob, Cy, 1 deal, last played 2026-11-29 19:07",
            "New match",
        ]
        .map(String::from);
        assert_eq!(
            listed("Which match?", &items, 0, 60, &[]),
            [
                "Which match?",
                "  1. Resume match 1, Pig 10, Ann, Bob, Cy, 1 deal, last",
                "     played 2026-11-29 19:07",
                "  2. New match",
                "Type a number or a name and Enter; Enter alone takes 1, back",
                "goes back.",
            ]
        );
    }
}
