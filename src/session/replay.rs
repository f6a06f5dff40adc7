//! Stepping back into a game's questions from outside them (Fix: `back` at "Why the change?", or
//! at the round's first question after corrected bids): the questions are asked again with the
//! answers they were given fed back without a word on the screen, where those answers still
//! stand, up to the last one, which is asked again for real, offering its answer. The games'
//! questions need no way of starting in the middle.

use std::collections::VecDeque;

use crate::games::ui::{Check, PromptError, Ui};

/// One question's answer, as the game's questions received it; `None`: back (or Esc).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Call {
    Chose(Option<usize>),
    Typed(String),
    Confirmed(Option<bool>),
}

/// A [`Ui`] that first feeds back `script` silently, then asks `again` (the last answer of the
/// questions being stepped back into) for real, offering its answer, then asks everything else
/// on `ui`; every answer received is recorded, so that the questions can be stepped back into
/// again.
pub(super) struct Replay<'u> {
    ui: &'u mut dyn Ui,
    script: VecDeque<Call>,
    again: Option<Call>,
    record: Vec<Call>,
}

impl<'u> Replay<'u> {
    /// Replays `answers` (the record of an earlier asking, cut where the table stepped back to):
    /// all but the last silently, the last asked again. Empty: everything is asked.
    pub(super) fn new(ui: &'u mut dyn Ui, mut answers: Vec<Call>) -> Replay<'u> {
        let again = answers.pop();
        Replay {
            ui,
            script: answers.into(),
            again,
            record: Vec::new(),
        }
    }

    /// How many questions were answered so far (replayed ones included).
    pub(super) fn answered(&self) -> usize {
        self.record.len()
    }

    /// Every answer received, in order.
    pub(super) fn into_record(self) -> Vec<Call> {
        self.record
    }

    /// Still feeding back answers: nothing goes to the screen.
    fn replaying(&self) -> bool {
        !self.script.is_empty()
    }

    /// The next answer to feed back, when it answers this kind of question (`fits`); a
    /// question the record does not fit (the match changed meanwhile) ends the replay, and is
    /// asked as every later one.
    fn fed(&mut self, fits: impl Fn(&Call) -> bool) -> Option<Call> {
        let next = self.script.pop_front()?;
        if fits(&next) {
            return Some(next);
        }
        self.script.clear();
        self.again = None;
        None
    }

    /// The answer to offer at the question asked again, when this is it and it fits.
    fn offered(&mut self, fits: impl Fn(&Call) -> bool) -> Option<Call> {
        if self.replaying() {
            return None;
        }
        self.again.take().filter(fits)
    }

    fn keep<T>(&mut self, call: Call, answer: T) -> T {
        self.record.push(call);
        answer
    }
}

/// Back (`Cancelled`) as a recorded `None`; other errors are not answers.
fn answer_of<T>(answer: Result<T, PromptError>) -> Result<Option<T>, PromptError> {
    match answer {
        Ok(answer) => Ok(Some(answer)),
        Err(PromptError::Cancelled) => Ok(None),
        Err(e) => Err(e),
    }
}

/// A recorded `None` as back again.
fn as_answer<T>(answer: Option<T>) -> Result<T, PromptError> {
    answer.ok_or(PromptError::Cancelled)
}

impl Ui for Replay<'_> {
    fn say(&mut self, text: &str) -> Result<(), PromptError> {
        // Said the first time round, and still on the screen.
        if self.replaying() {
            return Ok(());
        }
        self.ui.say(text)
    }

    fn choose(
        &mut self,
        prompt: &str,
        items: &[String],
        default: usize,
    ) -> Result<usize, PromptError> {
        let fits = |call: &Call| match call {
            Call::Chose(Some(i)) => *i < items.len(),
            Call::Chose(None) => true,
            _ => false,
        };
        if let Some(Call::Chose(chose)) = self.fed(fits) {
            return self.keep(Call::Chose(chose), as_answer(chose));
        }
        let default = match self.offered(fits) {
            Some(Call::Chose(Some(i))) => i,
            _ => default,
        };
        let chose = answer_of(self.ui.choose(prompt, items, default))?;
        self.keep(Call::Chose(chose), as_answer(chose))
    }

    fn ask(
        &mut self,
        prompt: &str,
        initial: Option<&str>,
        check: Check,
    ) -> Result<String, PromptError> {
        self.typed(prompt, initial, check, Asked::Line)
    }

    fn ask_skippable(
        &mut self,
        prompt: &str,
        initial: Option<&str>,
        check: Check,
        skipped: &str,
    ) -> Result<String, PromptError> {
        self.typed(prompt, initial, check, Asked::Skippable(skipped))
    }

    fn ask_names(
        &mut self,
        prompt: &str,
        initial: Option<&str>,
        check: Check,
    ) -> Result<String, PromptError> {
        self.typed(prompt, initial, check, Asked::Names)
    }

    fn confirm(&mut self, prompt: &str, default: bool) -> Result<bool, PromptError> {
        let fits = |call: &Call| matches!(call, Call::Confirmed(_));
        if let Some(Call::Confirmed(yes)) = self.fed(fits) {
            return self.keep(Call::Confirmed(yes), as_answer(yes));
        }
        let default = match self.offered(fits) {
            Some(Call::Confirmed(Some(yes))) => yes,
            _ => default,
        };
        let yes = answer_of(self.ui.confirm(prompt, default))?;
        self.keep(Call::Confirmed(yes), as_answer(yes))
    }

    fn keep_whole(&mut self, names: &[String]) {
        self.ui.keep_whole(names);
    }
}

/// Which of the [`Ui`]'s typed questions a typed answer is asked by.
#[derive(Clone, Copy)]
enum Asked<'a> {
    Line,
    Names,
    /// Skipped by Enter alone, said so in these words.
    Skippable(&'a str),
}

impl Replay<'_> {
    /// A typed answer, fed back or asked as `asked` says.
    fn typed(
        &mut self,
        prompt: &str,
        initial: Option<&str>,
        check: Check,
        asked: Asked,
    ) -> Result<String, PromptError> {
        let fits = |call: &Call| matches!(call, Call::Typed(_));
        if let Some(Call::Typed(text)) = self.fed(fits) {
            return Ok(self.keep(Call::Typed(text.clone()), text));
        }
        let offered = match self.offered(fits) {
            Some(Call::Typed(text)) => Some(text),
            _ => None,
        };
        let initial = offered.as_deref().or(initial);
        let text = match asked {
            Asked::Line => self.ui.ask(prompt, initial, check)?,
            Asked::Names => self.ui.ask_names(prompt, initial, check)?,
            Asked::Skippable(skipped) => self.ui.ask_skippable(prompt, initial, check, skipped)?,
        };
        Ok(self.keep(Call::Typed(text.clone()), text))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ui::scripted::ScriptedUi;

    /// Three questions, as a game's would be.
    fn three(ui: &mut dyn Ui) -> Result<(usize, String, bool), PromptError> {
        ui.say("intro")?;
        let any = |_: &str| Ok(());
        let chose = ui.choose("Which?", &["A".into(), "B".into()], 0)?;
        let typed = ui.ask("How many?", Some("1"), &any)?;
        let yes = ui.confirm("Sure?", false)?;
        Ok((chose, typed, yes))
    }

    #[test]
    fn the_answers_are_fed_back_silently_and_the_last_asked_again_offering_it() {
        let mut ui = ScriptedUi::new(&["B", "7", "y"]);
        let mut replay = Replay::new(&mut ui, Vec::new());
        assert_eq!(three(&mut replay).unwrap(), (1, "7".into(), true));
        let record = replay.into_record();
        assert_eq!(record.len(), 3);
        // Asked again: only the last question reaches the screen, offering yes.
        let mut ui = ScriptedUi::new(&[""]);
        let mut replay = Replay::new(&mut ui, record.clone());
        assert_eq!(three(&mut replay).unwrap(), (1, "7".into(), true));
        assert_eq!(replay.into_record(), record);
        assert_eq!(ui.transcript, vec!["Sure? > ".to_string()]);
        // Cut before the last: the typed answer is offered.
        let mut ui = ScriptedUi::new(&["", "n"]);
        let mut replay = Replay::new(&mut ui, record[..2].to_vec());
        assert_eq!(three(&mut replay).unwrap(), (1, "7".into(), false));
        assert_eq!(ui.transcript[1], "(took the offered 7)");
    }
}
