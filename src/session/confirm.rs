//! A yes/no question in the language spoken: its keys and its default as the table says them
//! ("(j/n) › nee", "[j/N]"), where dialoguer's own question says "(y/n) › no" in every language
//! and takes only y and n. The look stays the theme's (coloured or plain); only its English words
//! are replaced. y answers yes in every language, as does the language's own key (j).

use dialoguer::console::{Key, Term, measure_text_width};
use dialoguer::theme::Theme;

use crate::games::ui::is_back;
use crate::t;

/// How a yes/no question was left unanswered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Unanswered {
    /// q and Enter: the question stays on the screen, unanswered.
    Quit,
    /// Esc, or a word that goes back (`back`, `terug`, `zurück`) and Enter: the question is
    /// cleared, as the question before it is asked again.
    Back,
}

/// Asks `prompt` on `term` with `default` shown, and waits for Enter (so that the Enter after a
/// key never answers the next question), or Esc, which goes back at once: `Ok(answer)`, or how
/// it was left. What is typed is
/// shown after the question and read as a word ("y", "yes", "ja", "n", "nee", ...): one that is
/// neither ("no way", "maybe") answers nothing, and Enter then asks again, rather than its last
/// y or n deciding, with a line under the question saying what to type (until the question is
/// answered); one that goes back goes back, as at every typed question.
pub(crate) fn confirm_on(
    term: &Term,
    theme: &dyn Theme,
    prompt: &str,
    default: bool,
) -> dialoguer::Result<Result<bool, Unanswered>> {
    if !term.is_term() {
        return Err(std::io::Error::new(std::io::ErrorKind::NotConnected, "not a terminal").into());
    }
    let keys = Keys::spoken();
    let mut value = Some(default);
    let mut refused = false;
    let mut drawn = draw(term, &asking(theme, prompt, value, &keys), 0)?;
    term.hide_cursor()?;
    term.flush()?;
    let mut typed = String::new();
    let answer = loop {
        match term.read_key()? {
            Key::Enter if typed.is_empty() || keys.reading(&typed).is_some() => break value,
            // Esc goes back at once, as at a list.
            Key::Escape => return gone_back(term, drawn),
            Key::Enter if is_back(&typed) => return gone_back(term, drawn),
            // Neither yes nor no: asked again.
            Key::Enter => {
                typed.clear();
                value = Some(default);
                refused = true;
            }
            Key::Char('q') if typed.is_empty() => value = None,
            Key::Backspace => {
                typed.pop();
                value = keys
                    .reading(&typed)
                    .or(Some(default).filter(|_| typed.is_empty()));
            }
            Key::Char(c) if !c.is_control() => {
                typed.push(c);
                value = keys.reading(&typed);
            }
            _ => continue,
        }
        // What is typed is shown as typed, after the question's keys with no default marked.
        let mut question = match typed.is_empty() {
            true => asking(theme, prompt, value, &keys),
            false => asking(theme, prompt, None, &keys) + &typed,
        };
        if refused {
            question = format!("{question}\n{}", Keys::refusal(theme));
        }
        drawn = draw(term, &question, drawn)?;
    };
    draw(term, &answered(theme, prompt, answer, &keys), drawn)?;
    term.write_line("")?;
    term.show_cursor()?;
    term.flush()?;
    Ok(answer.ok_or(Unanswered::Quit))
}

/// The question left with back: cleared (its `drawn` rows), the cursor shown again.
fn gone_back(term: &Term, drawn: usize) -> dialoguer::Result<Result<bool, Unanswered>> {
    clear(term, drawn)?;
    term.show_cursor()?;
    term.flush()?;
    Ok(Err(Unanswered::Back))
}

/// The keys and words of a yes/no question in the language spoken.
struct Keys {
    yes: String,
    no: String,
    yes_key: char,
    no_key: char,
}

impl Keys {
    fn spoken() -> Keys {
        let first = |id: &str| t!(id).chars().next().unwrap_or('?');
        Keys {
            yes: t!("play-yes"),
            no: t!("play-no"),
            yes_key: first("play-yes-key"),
            no_key: first("play-no-key"),
        }
    }

    /// What `typed` answers: yes when it starts a yes word of the language or English's (y is
    /// yes in every language: a reader of English habits is not refused), no likewise, nothing
    /// for anything else (or nothing typed).
    fn reading(&self, typed: &str) -> Option<bool> {
        let typed = typed.trim().to_lowercase();
        let starts = |words: [&str; 3]| words.iter().any(|word| word.starts_with(&typed));
        let yes_key = self.yes_key.to_string();
        let no_key = self.no_key.to_string();
        match typed.is_empty() {
            true => None,
            false if starts(["yes", &self.yes, &yes_key]) => Some(true),
            false if starts(["no", &self.no, &no_key]) => Some(false),
            false => None,
        }
    }

    /// What to type, said under the question after an answer that is neither yes nor no, as the
    /// theme marks a refused answer.
    fn refusal(theme: &dyn Theme) -> String {
        let mut text = String::new();
        let _ = theme.format_error(&mut text, &t!("play-confirm-neither"));
        text
    }

    /// The theme's English hint ("(y/n)", "[y/N]", ...) as the language writes it.
    fn hint(&self, english: &str) -> String {
        let (y, n) = (self.yes_key, self.no_key);
        let upper = |c: char| c.to_uppercase().collect::<String>();
        match english {
            "[Y/n]" => format!("[{}/{n}]", upper(y)),
            "[y/N]" => format!("[{y}/{}]", upper(n)),
            "[y/n]" => format!("[{y}/{n}]"),
            _ => format!("({y}/{n})"),
        }
    }
}

/// The question as the theme draws it while it waits, in the language spoken.
fn asking(theme: &dyn Theme, prompt: &str, value: Option<bool>, keys: &Keys) -> String {
    let mut text = String::new();
    let _ = theme.format_confirm_prompt(&mut text, prompt, value);
    let (asked, rest) = split_after(&text, prompt);
    let mut rest = rest.to_string();
    for english in ["(y/n)", "[Y/n]", "[y/N]", "[y/n]"] {
        if let Some(at) = rest.find(english) {
            rest.replace_range(at..at + english.len(), &keys.hint(english));
            break;
        }
    }
    format!("{asked}{}", spoken_answer(&rest, keys))
}

/// The question once answered, as the theme draws it, in the language spoken.
fn answered(theme: &dyn Theme, prompt: &str, answer: Option<bool>, keys: &Keys) -> String {
    let mut text = String::new();
    let _ = theme.format_confirm_prompt_selection(&mut text, prompt, answer);
    let (asked, rest) = split_after(&text, prompt);
    format!("{asked}{}", spoken_answer(rest, keys))
}

/// `text` cut after `prompt` (which may say "no" itself): the theme's own words come after it.
fn split_after<'t>(text: &'t str, prompt: &str) -> (&'t str, &'t str) {
    let at = match prompt.is_empty() {
        true => 0,
        false => text.find(prompt).map_or(0, |at| at + prompt.len()),
    };
    text.split_at(at)
}

/// The theme's last "yes" or "no" in `rest` in the language spoken.
fn spoken_answer(rest: &str, keys: &Keys) -> String {
    let last = |word: &str| rest.rfind(word).map(|at| (at, word.len()));
    let found = match (last("yes"), last("no")) {
        (Some(yes), Some(no)) => Some(if yes.0 > no.0 {
            (yes, true)
        } else {
            (no, false)
        }),
        (Some(yes), None) => Some((yes, true)),
        (None, Some(no)) => Some((no, false)),
        (None, None) => None,
    };
    let mut text = rest.to_string();
    if let Some(((at, len), yes)) = found {
        let word = if yes { &keys.yes } else { &keys.no };
        text.replace_range(at..at + len, word);
    }
    text
}

/// Draws `text` where the `drawn` rows of the last drawing were (cleared first), and says how many
/// rows it takes: a question longer than the terminal is wide leaves no stale copy above it.
pub(super) fn draw(term: &Term, text: &str, drawn: usize) -> std::io::Result<usize> {
    clear(term, drawn)?;
    term.write_str(text)?;
    term.flush()?;
    Ok(rows(text, usize::from(term.size().1)))
}

/// Clears the `drawn` rows of the last drawing, the cursor left at the start of the first.
pub(super) fn clear(term: &Term, drawn: usize) -> std::io::Result<()> {
    term.clear_line()?;
    if drawn > 1 {
        term.clear_last_lines(drawn - 1)?;
    }
    Ok(())
}

/// The rows `text` takes on a terminal `width` columns wide.
pub(super) fn rows(text: &str, width: usize) -> usize {
    let width = width.max(1);
    text.split('\n')
        .map(|line| measure_text_width(line).max(1).div_ceil(width))
        .sum()
}

#[cfg(test)]
mod tests {
    use dialoguer::theme::{ColorfulTheme, SimpleTheme};

    use super::*;
    use crate::i18n::{Lang, with};

    #[test]
    fn the_default_and_the_keys_are_shown_in_the_language_spoken() {
        let plain = |lang, value| {
            with(lang, || {
                asking(&SimpleTheme, "Lang potje?", value, &Keys::spoken())
            })
        };
        assert_eq!(plain(Lang::Nl, Some(false)), "Lang potje? [j/N] ");
        assert_eq!(plain(Lang::De, Some(true)), "Lang potje? [J/n] ");
        assert_eq!(plain(Lang::En, Some(false)), "Lang potje? [y/N] ");
        let colourful = ColorfulTheme::default();
        let shown = with(Lang::Nl, || {
            asking(&colourful, "Is no de vraag?", Some(false), &Keys::spoken())
        });
        let plain_text = dialoguer::console::strip_ansi_codes(&shown).to_string();
        assert_eq!(plain_text, "? Is no de vraag? (j/n) › nee");
        let done = with(Lang::De, || {
            answered(&colourful, "Nochmal?", Some(true), &Keys::spoken())
        });
        assert_eq!(
            dialoguer::console::strip_ansi_codes(&done).to_string(),
            "✔ Nochmal? · ja"
        );
    }

    #[test]
    fn j_and_y_are_yes_n_is_no() {
        let keys = with(Lang::Nl, Keys::spoken);
        for yes in ["j", "J", "y", "ja", "Ja", "yes", " ye "] {
            assert_eq!(keys.reading(yes), Some(true), "{yes}");
        }
        for no in ["n", "N", "nee", "no"] {
            assert_eq!(keys.reading(no), Some(false), "{no}");
        }
        // A word that is neither answers nothing, whatever letter it ends with.
        for neither in ["", "no way", "nay", "maybe", "jn", "x", "yess"] {
            assert_eq!(keys.reading(neither), None, "{neither}");
        }
    }

    #[test]
    fn a_question_wider_than_the_terminal_takes_the_rows_it_wraps_to() {
        assert_eq!(rows("abc", 80), 1);
        assert_eq!(rows(&"x".repeat(81), 80), 2);
        assert_eq!(rows("a\nb", 80), 2);
    }
}
