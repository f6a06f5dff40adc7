//! A list to choose from in the theme's look, where letters typed are read as a word, as at a
//! typed question: a choice's name (or its start) and Enter chooses it, `back` and Enter goes
//! back, as Esc does. dialoguer's own list took letters as keys (k moves up, space chooses), so
//! `back` and Enter chose the item above the one marked, and `kim` lost its k.

use dialoguer::console::{Key, Term, measure_text_width};
use dialoguer::theme::Theme;

use super::confirm::{clear, draw, rows};
use crate::games::names::{fold, same_name};
use crate::games::ui::{back_word, is_back};
use crate::t;

/// Breaks an item into lines within a width and the terminal's columns.
pub(crate) type FitItem<'a> = dyn Fn(&str, usize, usize) -> String + 'a;

/// What is printed above a list's question on the screen: the question's own first lines
/// (`lead`) and the rows said just before it (`said`: "The 9 newest unfinished matches are
/// listed; ...").
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Above {
    pub lead: usize,
    pub said: usize,
}

/// The fewest rows a list that scrolls is given, whatever stands above it.
const LEAST_ROOM: usize = 5;

/// The rows a list's items may take on a screen of `rows` under what stands `above` it, when
/// they take `needed` rows in all: below the question's lead lines always (its row, and a row
/// for what is typed under the list, take 3 with the cursor's); below what was said just before
/// too when the list scrolls anyway (it would push that off the screen for nothing), unless that
/// leaves it fewer than [`LEAST_ROOM`] rows.
pub(crate) fn list_room(rows: usize, above: Above, needed: usize) -> usize {
    let under_question = rows.saturating_sub(3 + above.lead).max(1);
    if needed <= under_question {
        return under_question;
    }
    (under_question.saturating_sub(above.said)).max(under_question.min(LEAST_ROOM))
}

/// Asks `prompt` on `term` with `items`, `default` marked first: `Some(item)` for Enter (on the
/// item marked, or after typing the item's name, [`named_choice`]), `None` for Esc or a word
/// that goes back (`back`, `terug`, `zurück`) and Enter. Only up and down (Tab and Shift-Tab)
/// move the mark: every letter is text. What is typed is shown after the question with what goes
/// back under the list, and a word that names no one choice is refused there, what is typed
/// cleared. The terminal is measured
/// again at every drawing (it may have been resized): `fitted` breaks an item into lines within
/// a width and the terminal's columns, and the last drawing is cleared as the terminal now
/// shows it. The items take the rows left under what stands `above` the list ([`list_room`]).
pub(crate) fn select_on(
    term: &Term,
    theme: &dyn Theme,
    prompt: &str,
    items: &[String],
    (default, fitted, above): (usize, &FitItem, Above),
) -> dialoguer::Result<Option<usize>> {
    if !term.is_term() {
        return Err(std::io::Error::new(std::io::ErrorKind::NotConnected, "not a terminal").into());
    }
    if items.is_empty() {
        return Ok(None);
    }
    let mut list = List {
        marked: default.min(items.len() - 1),
        top: 0,
        typed: String::new(),
        refused: None,
    };
    term.hide_cursor()?;
    let mut last = String::new();
    let picked = loop {
        let (rows, columns) = term.size();
        let columns = usize::from(columns);
        let width = crate::render::fit::width().min(columns);
        let shown: Vec<String> = (items.iter())
            .map(|item| fitted(item, width, columns))
            .collect();
        let needed = shown.iter().map(|item| item.lines().count().max(1)).sum();
        let room = list_room(usize::from(rows), above, needed);
        let frame = list.frame(theme, prompt, &shown, (room, width));
        draw(term, &frame, drawn_rows(&last, columns))?;
        last = frame;
        if let Some(answer) = list.key(term.read_key()?, items) {
            break answer;
        }
    };
    clear(term, drawn_rows(&last, usize::from(term.size().1)))?;
    if let Some(picked) = picked {
        let mut line = String::new();
        let _ = theme.format_select_prompt_selection(&mut line, prompt, &items[picked]);
        term.write_line(&line)?;
    }
    term.show_cursor()?;
    term.flush()?;
    Ok(picked)
}

/// The rows the last drawing takes now, on a terminal `columns` wide (none before the first).
fn drawn_rows(last: &str, columns: usize) -> usize {
    match last.is_empty() {
        true => 0,
        false => rows(last, columns),
    }
}

/// What a word typed at a list names among its items.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Named {
    One(usize),
    /// It starts more than one item and is no item's whole name.
    Several,
    Nothing,
}

/// The item `typed` names, case and accents aside as names are matched ([`same_name`]): the
/// item it is whole, or whose name in brackets it is ("krumme10" at "Krumme10 (krumme10)"),
/// else the one item it starts ("kr", "Kim" at "Kim (dealer)").
pub(crate) fn named_choice(typed: &str, items: &[String]) -> Named {
    let wanted = fold(typed);
    if wanted.is_empty() {
        return Named::Nothing;
    }
    let whole = one_fitting(items, |item| same_name(item, typed));
    let bracketed = || {
        one_fitting(items, |item| {
            (item.trim_end().strip_suffix(')'))
                .and_then(|rest| rest.rsplit_once('('))
                .is_some_and(|(_, inside)| same_name(inside, typed))
        })
    };
    match (whole, bracketed()) {
        (Named::One(n), _) | (_, Named::One(n)) => Named::One(n),
        _ => one_fitting(items, |item| fold(item).starts_with(&wanted)),
    }
}

/// The one item that `fits`, or whether several or none do.
fn one_fitting(items: &[String], fits: impl Fn(&str) -> bool) -> Named {
    let mut fitting = (items.iter().enumerate()).filter(|(_, item)| fits(item));
    match (fitting.next(), fitting.next()) {
        (Some((n, _)), None) => Named::One(n),
        (Some(_), Some(_)) => Named::Several,
        (None, _) => Named::Nothing,
    }
}

/// A list being asked: the item marked, the first item shown, and what was typed.
struct List {
    marked: usize,
    top: usize,
    typed: String,
    /// The word that names no one choice, when Enter was pressed on it, and what it named.
    refused: Option<(String, Named)>,
}

impl List {
    /// What `key` does among `items`: `Some(answer)` when it answers.
    fn key(&mut self, key: Key, items: &[String]) -> Option<Option<usize>> {
        let nothing_typed = self.typed.is_empty();
        let count = items.len();
        match key {
            Key::Enter if nothing_typed => return Some(Some(self.marked)),
            Key::Enter if is_back(&self.typed) => return Some(None),
            Key::Enter => match named_choice(&self.typed, items) {
                Named::One(n) => return Some(Some(n)),
                named => self.refused = Some((std::mem::take(&mut self.typed), named)),
            },
            Key::Escape => return Some(None),
            Key::Char(' ') if nothing_typed => return Some(Some(self.marked)),
            Key::ArrowDown | Key::Tab => self.marked = (self.marked + 1) % count,
            Key::ArrowUp | Key::BackTab => self.marked = (self.marked + count - 1) % count,
            Key::Backspace => {
                self.typed.pop();
            }
            // Typing again: the hint under the list says how to go back, not the refusal.
            Key::Char(c) if !c.is_control() => {
                self.refused = None;
                self.typed.push(c);
            }
            _ => {}
        }
        None
    }

    /// The question, the items that fit in `room` rows (the marked one among them), and under
    /// them what goes back once something is typed (or a word was refused).
    /// `width` is the columns the hint is fitted to.
    fn frame(
        &mut self,
        theme: &dyn Theme,
        prompt: &str,
        items: &[String],
        (room, width): (usize, usize),
    ) -> String {
        let mut text = String::new();
        let _ = theme.format_select_prompt(&mut text, prompt);
        if !self.typed.is_empty() {
            text.push(' ');
            text.push_str(&self.typed);
        }
        let shown = self.shown(items, room);
        let more = |above: bool, count: usize, text: &mut String| {
            if count > 0 {
                let id = if above {
                    "play-list-more-above"
                } else {
                    "play-list-more-below"
                };
                text.push('\n');
                let _ = theme.format_select_prompt_item(text, &t!(id, count = count), false);
            }
        };
        more(true, self.top, &mut text);
        for (n, item) in items.iter().enumerate().skip(self.top).take(shown) {
            text.push('\n');
            let _ = theme.format_select_prompt_item(&mut text, item, n == self.marked);
        }
        more(false, items.len() - self.top - shown, &mut text);
        let hint = t!("play-list-back", back = back_word());
        if let Some((word, named)) = &self.refused {
            // The problem first, then the way on, wrapped between words after the label.
            let id = match named {
                Named::Several => "play-list-several",
                _ => "play-list-refused",
            };
            let refusal = t!(
                id,
                typed = crate::games::names::safe_text(word).into_owned(),
                back = back_word()
            );
            let mut label = String::new();
            let _ = theme.format_error(&mut label, "");
            let room = width.saturating_sub(measure_text_width(&label));
            text.push('\n');
            let _ = theme.format_error(&mut text, &crate::render::fit::wrap(&refusal, room));
        } else if !self.typed.is_empty() {
            text.push('\n');
            text.push_str(&crate::render::fit::wrap(&hint, width));
        }
        text
    }

    /// How many items from `top` are shown in `room` rows, `top` moved so that the marked item
    /// is among them; a line saying how many more lie above or below takes a row of `room` when
    /// items are hidden there.
    fn shown(&mut self, items: &[String], room: usize) -> usize {
        let mut markers = 0;
        loop {
            let shown = self.fitting(items, room.saturating_sub(markers).max(1));
            let needed = usize::from(self.top > 0) + usize::from(self.top + shown < items.len());
            // Fewer rows for items only hide more of them, so the markers needed only grow.
            if needed <= markers {
                return shown;
            }
            markers = needed;
        }
    }

    /// How many items from `top` fit in `room` rows, `top` moved so that the marked item is
    /// among them.
    fn fitting(&mut self, items: &[String], room: usize) -> usize {
        let rows = |item: &String| item.lines().count().max(1);
        self.top = self.top.min(self.marked);
        loop {
            let mut used = 0;
            let mut shown = 0;
            for item in &items[self.top..] {
                if shown > 0 && used + rows(item) > room {
                    break;
                }
                used += rows(item);
                shown += 1;
            }
            if self.marked < self.top + shown {
                return shown;
            }
            self.top += 1;
        }
    }
}

#[cfg(test)]
mod tests;
