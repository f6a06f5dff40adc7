//! How `play` lays out its questions at the terminal's width (issue 35, item 2): every line is
//! filled between words by the program's one wrapping helper ([`crate::render::fit`]), so that the
//! terminal never cuts a word. dialoguer redraws a prompt by counting the line breaks it printed,
//! so nothing it draws may be wider than the terminal: a long question is printed on its own
//! lines before the prompt, whose own row stays short enough to leave room for the answer; a
//! menu's items are broken into lines of their own; a report line that would not fit puts the
//! answer on the lines below it.

use std::cell::Cell;
use std::fmt;

use dialoguer::console::measure_text_width;
use dialoguer::theme::Theme;

use crate::render::fit::{fit_lines, wrap};

/// The columns a prompt's row keeps free for a typed answer (points, a hand, a few names).
pub(super) const ANSWER_ROOM: usize = 10;

/// What the themes put before a question's first line ("? "); its other lines are indented as
/// deep, so that every line of a question starts in one column.
pub(super) const PREFIX: usize = 2;

/// A question broken into the lines printed before the prompt and the prompt's own text (its
/// last line), each of `names` kept whole. `row` is how wide the theme draws the prompt's row for
/// a text: its last line must leave `room` columns of `width` free.
pub(super) fn split_question(
    question: &str,
    width: usize,
    room: usize,
    names: &[String],
    row: impl Fn(&str) -> usize,
) -> (Vec<String>, String) {
    let fitted = fit_lines(question.trim(), width.saturating_sub(PREFIX), names);
    let mut lines: Vec<String> = (fitted)
        .lines()
        // Indented again where they are printed, under the first.
        .map(|line| line.trim_start().to_string())
        .collect();
    let last = lines.pop().unwrap_or_default();
    let drawn = row(&last);
    let own = measure_text_width(&last);
    if drawn + room > width && last.contains(' ') {
        // The theme's signs and the default around the text, and the answer, take what is left.
        let around = drawn.saturating_sub(own);
        let narrower = width.saturating_sub(around + room);
        let rewrapped = fit_lines(&last, narrower.max(20), names);
        lines.extend(rewrapped.lines().map(|line| line.trim_start().to_string()));
        let last = lines.pop().unwrap_or_default();
        return (lines, last);
    }
    (lines, last)
}

/// The offered answer as the prompt's row shows it: whole when `room` columns hold it, else cut
/// to fit with "…" after it (Enter still takes it whole). A long one, four names offered again
/// after back, made the row wider than the terminal, which wrapped it.
pub(super) fn offered_within(offered: &str, room: usize) -> String {
    if measure_text_width(offered) <= room {
        return offered.to_string();
    }
    let mut shown = String::new();
    for c in offered.chars() {
        shown.push(c);
        if measure_text_width(&shown) + 1 > room {
            shown.pop();
            break;
        }
    }
    format!("{}…", shown.trim_end())
}

/// A menu item broken into lines that fit after the theme's two-column marker ("> "), the lines
/// after the first indented two columns more, each of `names` kept whole. dialoguer counts an
/// item line's bytes as its width when it clears the menu, so a line is also kept within
/// `columns` bytes.
pub(super) fn item_lines(item: &str, width: usize, columns: usize, names: &[String]) -> String {
    let mut room = width.saturating_sub(PREFIX);
    loop {
        let fitted = fit_lines(item, room, names);
        let narrow = fitted.lines().all(|line| line.len() <= columns);
        if narrow || room <= 20 {
            return fitted;
        }
        room -= 4;
    }
}

/// An item, or an answer, as one line again: its wrapped lines joined by single spaces.
pub(super) fn unwrapped(text: &str) -> String {
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The themes of `play` with every report line ("Who called? Bob") fitted to the width: one that
/// would be wider puts the answer, wrapped, on the lines below the question. A question whose
/// first lines were printed before its prompt ([`split_question`]) is kept whole: its first
/// lines are written again as answered above the report, and drawn under a refusal.
pub(super) struct Fitted<'a> {
    pub inner: &'a dyn Theme,
    pub width: usize,
    /// The question's first lines as answered, written over the lines printed while it was
    /// asked (which stand right above the report); none to write again when empty.
    pub answered: &'a [String],
    /// The question's first lines as asked, drawn under a refusal (above the prompt's row,
    /// which dialoguer draws next); empty for none.
    pub under_refusal: &'a [String],
    /// The rows the answered question's last line took (its report, the answer wrapped below
    /// it), once answered.
    pub reported: Cell<usize>,
    /// A typed answer as it is read, shown so once answered (a row of names pasted with an
    /// empty last cell, without the separator its Tab added); as typed when none.
    pub shown: Option<&'a dyn Fn(&str) -> String>,
    /// The offered answer as the prompt's row shows it ([`offered_within`]), when one is.
    pub offered: Option<&'a str>,
    /// Plain mode's list: a report too wide for a row wraps between words as one line, these
    /// names kept whole ([`Fitted::flowing`]); `None` puts its answer on the rows below.
    pub flowing: Option<&'a [String]>,
}

impl<'a> Fitted<'a> {
    pub fn new(
        inner: &'a dyn Theme,
        width: usize,
        answered: &'a [String],
        under_refusal: &'a [String],
    ) -> Fitted<'a> {
        Fitted {
            inner,
            width,
            answered,
            under_refusal,
            reported: Cell::new(1),
            shown: None,
            offered: None,
            flowing: None,
        }
    }

    /// The theme showing the offered answer on the prompt's row as `offered` (shortened).
    pub fn offering(self, offered: Option<&'a str>) -> Fitted<'a> {
        Fitted { offered, ..self }
    }

    /// The theme wrapping a report too wide for a row between words, as one line ("Which
    /// match?: Resume match 1, Pig 10, ..., last" and "  played ..." under it), `names` kept
    /// whole: in plain mode a screen reader reads it as one answered line, where the question
    /// alone on its row read as unanswered.
    pub fn flowing(self, names: &'a [String]) -> Fitted<'a> {
        Fitted {
            flowing: Some(names),
            ..self
        }
    }

    /// The theme showing a typed answer, once answered, as `shown` reads it.
    pub fn showing(self, shown: &'a dyn Fn(&str) -> String) -> Fitted<'a> {
        Fitted {
            shown: Some(shown),
            ..self
        }
    }
}

impl Fitted<'_> {
    /// The question's first lines written again as answered, over those printed while it was
    /// asked (right above the cursor), when there are any.
    fn answered_above(&self, f: &mut dyn fmt::Write) -> fmt::Result {
        if !self.answered.is_empty() {
            // Up to the first of them, and all below cleared: each fits one row.
            write!(f, "\x1b[{}A\r\x1b[J", self.answered.len())?;
            for line in self.answered {
                writeln!(f, "{line}")?;
            }
        }
        Ok(())
    }

    /// `whole` when it fits; else `head` (the report without its answer) and `answer` wrapped
    /// below it, indented two columns, or, [`Fitted::flowing`], `whole` wrapped between words;
    /// the question's first lines as answered above it.
    fn report(&self, f: &mut dyn fmt::Write, whole: &str, head: &str, answer: &str) -> fmt::Result {
        self.answered_above(f)?;
        self.reported.set(1);
        if measure_text_width(whole) <= self.width {
            return f.write_str(whole);
        }
        if let Some(names) = self.flowing {
            let fitted = fit_lines(whole, self.width, names);
            self.reported.set(fitted.lines().count());
            return f.write_str(&fitted);
        }
        f.write_str(head.trim_end())?;
        for line in wrap(answer, self.width.saturating_sub(PREFIX)).lines() {
            write!(f, "\n  {line}")?;
            self.reported.set(self.reported.get() + 1);
        }
        Ok(())
    }

    fn formatted(format: impl FnOnce(&mut String) -> fmt::Result) -> Result<String, fmt::Error> {
        let mut text = String::new();
        format(&mut text)?;
        Ok(text)
    }
}

impl Theme for Fitted<'_> {
    fn format_prompt(&self, f: &mut dyn fmt::Write, prompt: &str) -> fmt::Result {
        self.inner.format_prompt(f, prompt)
    }

    /// A refusal wrapped into lines keeps them under its first line's text, after the label
    /// ("✘ ", "error: "), as a question's own lines stand under its first.
    fn format_error(&self, f: &mut dyn fmt::Write, err: &str) -> fmt::Result {
        let label = Self::formatted(|s| self.inner.format_error(s, ""))?;
        let hang = format!("\n{}", " ".repeat(measure_text_width(&label)));
        self.inner.format_error(f, &err.replace('\n', &hang))?;
        for line in self.under_refusal {
            write!(f, "\n{line}")?;
        }
        Ok(())
    }

    fn format_confirm_prompt(
        &self,
        f: &mut dyn fmt::Write,
        prompt: &str,
        default: Option<bool>,
    ) -> fmt::Result {
        self.inner.format_confirm_prompt(f, prompt, default)
    }

    fn format_confirm_prompt_selection(
        &self,
        f: &mut dyn fmt::Write,
        prompt: &str,
        selection: Option<bool>,
    ) -> fmt::Result {
        self.answered_above(f)?;
        self.inner
            .format_confirm_prompt_selection(f, prompt, selection)
    }

    fn format_input_prompt(
        &self,
        f: &mut dyn fmt::Write,
        prompt: &str,
        default: Option<&str>,
    ) -> fmt::Result {
        let default = default.map(|default| self.offered.unwrap_or(default));
        self.inner.format_input_prompt(f, prompt, default)
    }

    fn format_input_prompt_selection(
        &self,
        f: &mut dyn fmt::Write,
        prompt: &str,
        sel: &str,
    ) -> fmt::Result {
        let sel = self
            .shown
            .map_or_else(|| sel.to_string(), |shown| shown(sel));
        let whole = Self::formatted(|s| self.inner.format_input_prompt_selection(s, prompt, &sel))?;
        let head = Self::formatted(|s| self.inner.format_input_prompt_selection(s, prompt, ""))?;
        self.report(f, &whole, &head, &sel)
    }

    fn format_select_prompt(&self, f: &mut dyn fmt::Write, prompt: &str) -> fmt::Result {
        self.inner.format_select_prompt(f, prompt)
    }

    fn format_select_prompt_selection(
        &self,
        f: &mut dyn fmt::Write,
        prompt: &str,
        sel: &str,
    ) -> fmt::Result {
        // The item as chosen, without the line breaks that fitted it into the menu.
        let sel = unwrapped(sel);
        let whole =
            Self::formatted(|s| self.inner.format_select_prompt_selection(s, prompt, &sel))?;
        let head = Self::formatted(|s| self.inner.format_select_prompt_selection(s, prompt, ""))?;
        self.report(f, &whole, &head, &sel)
    }

    fn format_select_prompt_item(
        &self,
        f: &mut dyn fmt::Write,
        text: &str,
        active: bool,
    ) -> fmt::Result {
        self.inner.format_select_prompt_item(f, text, active)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The plain theme's input row: "TEXT: ".
    fn plain_row(text: &str) -> usize {
        measure_text_width(text) + 2
    }

    #[test]
    fn a_long_question_keeps_its_words_and_leaves_room_on_the_prompt_row() {
        let question = "Players, in seating order, separated by commas (the first one starts)";
        let (before, last) = split_question(question, 40, ANSWER_ROOM, &[], plain_row);
        let mut all = before.clone();
        all.push(last.clone());
        assert_eq!(all.join(" "), question);
        assert!(before.iter().all(|line| line.len() <= 38), "{before:?}");
        assert!(plain_row(&last) + ANSWER_ROOM <= 40, "{last:?}");
        // A question that fits stays one prompt.
        assert_eq!(
            split_question("Who called?", 80, ANSWER_ROOM, &[], plain_row),
            (Vec::new(), "Who called?".to_string())
        );
    }

    #[test]
    fn an_item_wraps_under_itself_within_the_bytes_dialoguer_counts() {
        let item =
            "match 3 · Under the 10 · Ann, Bob, Cy · 4 rounds · last played 2026-11-27 23:03";
        let lines = item_lines(item, 40, 40, &[]);
        assert!(
            (lines.lines()).all(|line| measure_text_width(line) <= 38 && line.len() <= 40),
            "{lines}"
        );
        // Where bytes are fewer than columns allow, dialoguer's count is kept to by a narrower fit.
        let narrower = item_lines(item, 40, 30, &[]);
        assert!(narrower.lines().all(|line| line.len() <= 30), "{narrower}");
        assert!(lines.contains("\n  "), "{lines}");
        assert_eq!(unwrapped(&lines), item);
    }

    #[test]
    fn a_name_with_a_space_stays_on_one_line_of_a_question_or_an_item() {
        let names = vec!["Anna Maria".to_string()];
        // Without the names, "Anna" would end the first line of each.
        let question = "Points left for Anna Maria";
        let (before, last) = split_question(question, 24, ANSWER_ROOM, &names, plain_row);
        assert_eq!(
            (before, last.as_str()),
            (vec!["Points left for".to_string()], "Anna Maria")
        );
        assert_eq!(
            item_lines("Called by Anna Maria", 16, 80, &names),
            "Called by\n  Anna Maria"
        );
        assert_eq!(
            item_lines("Called by Anna Maria", 16, 80, &[]),
            "Called by Anna\n  Maria"
        );
    }

    #[test]
    fn an_offered_answer_too_long_for_the_row_is_cut_with_an_ellipsis() {
        let names = "Annemarie, Bartholomew, Cornelius, Dagobert";
        assert_eq!(offered_within(names, 60), names);
        assert_eq!(offered_within(names, 15), "Annemarie, Bar…");
        assert_eq!(offered_within(names, 11), "Annemarie,…");
        assert_eq!(offered_within(names, 0), "…");
    }

    #[test]
    fn a_flowing_report_wraps_between_words_as_one_answered_line() {
        let plain = super::super::PlainTheme;
        let (chosen, question) = ("Resume match 1, Pig 10, Ann, Bob, Cy", "Which match?");
        let theme = Fitted::new(&plain, 40, &[], &[]).flowing(&[]);
        let mut text = String::new();
        let _ = theme.format_input_prompt_selection(&mut text, question, chosen);
        assert_eq!(
            text,
            "Which match?: Resume match 1, Pig 10,\n  Ann, Bob, Cy"
        );
        assert_eq!(theme.reported.get(), 2);
        // Not flowing: the answer on rows of its own, under the question.
        let theme = Fitted::new(&plain, 40, &[], &[]);
        let mut text = String::new();
        let _ = theme.format_input_prompt_selection(&mut text, question, chosen);
        assert_eq!(
            text,
            "Which match?:\n  Resume match 1, Pig 10, Ann, Bob, Cy"
        );
    }

    #[test]
    fn a_wrapped_refusal_hangs_under_its_text_after_the_label() {
        let refusal = "Ann 200 and Bob 100 make 300\npoints, but at most 270";
        let plain = super::super::PlainTheme;
        let mut text = String::new();
        let _ = Fitted::new(&plain, 60, &[], &[]).format_error(&mut text, refusal);
        assert_eq!(
            text,
            "error: Ann 200 and Bob 100 make 300\n       points, but at most 270"
        );
        let colour = dialoguer::theme::ColorfulTheme::default();
        let mut text = String::new();
        let _ = Fitted::new(&colour, 60, &[], &["  Bob: points".into()])
            .format_error(&mut text, refusal);
        let text = dialoguer::console::strip_ansi_codes(&text);
        assert_eq!(
            text,
            "✘ Ann 200 and Bob 100 make 300\n  points, but at most 270\n  Bob: points"
        );
    }
}
