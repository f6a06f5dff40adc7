//! The questions a game asks in `tenscore play`, written against the small [`Ui`] trait: the
//! games' folders say what to ask and check every answer, without doing any I/O themselves (the
//! terminal behind the trait lives with the `play` session), so the flows can be tested with
//! scripted answers.

pub mod counts;
pub mod steps;

use std::io;

use crate::games::{RoundInput, Standing};
use crate::t;

#[derive(Debug, thiserror::Error)]
pub enum PromptError {
    /// The player pressed Esc or closed the input: go back / stop asking.
    #[error("cancelled")]
    Cancelled,
    /// Ctrl-C: leave `play` now, saying what was kept.
    #[error("interrupted")]
    Interrupted,
    #[error("{0}")]
    Io(#[from] io::Error),
}

/// A check run on every answer as it is typed: `Err(reason)` asks again with the reason.
pub type Check<'a> = &'a dyn Fn(&str) -> Result<(), String>;

/// What the flows need from a terminal.
pub trait Ui {
    /// Prints text between questions.
    fn say(&mut self, text: &str) -> Result<(), PromptError>;
    /// One of `items`; `Cancelled` on Esc.
    fn choose(
        &mut self,
        prompt: &str,
        items: &[String],
        default: usize,
    ) -> Result<usize, PromptError>;
    /// A line of text that passes `check`; asked again with the reason until it does.
    fn ask(
        &mut self,
        prompt: &str,
        initial: Option<&str>,
        check: Check,
    ) -> Result<String, PromptError>;
    /// Names separated by commas, asked as [`Ui::ask`] asks; a terminal takes a tab (names
    /// pasted from a spreadsheet's row) as a comma.
    fn ask_names(
        &mut self,
        prompt: &str,
        initial: Option<&str>,
        check: Check,
    ) -> Result<String, PromptError> {
        self.ask(prompt, initial, check)
    }
    /// [`Ui::ask`] of a question that Enter alone skips: a terminal shows `skipped` (what
    /// skipping decided, in words) after the question once it is answered so, where the empty
    /// answer showed nothing. The answer is still the empty line.
    fn ask_skippable(
        &mut self,
        prompt: &str,
        initial: Option<&str>,
        check: Check,
        _skipped: &str,
    ) -> Result<String, PromptError> {
        self.ask(prompt, initial, check)
    }
    fn confirm(&mut self, prompt: &str, default: bool) -> Result<bool, PromptError>;
    /// The players' names, which a line wrapped to the terminal's width keeps whole ("Anna
    /// Maria" never split over two lines).
    fn keep_whole(&mut self, _names: &[String]) {}
}

/// What a player types at a typed question to go back one answer (Esc cannot, there), in the
/// language in use: "back", "terug", "zurück".
pub fn back_word() -> String {
    t!("play-back")
}

/// The words that go back, whatever the language in use: a player who reads Dutch may still type
/// "back", and the other way round.
const BACK_WORDS: [&str; 4] = ["back", "terug", "zurück", "zurueck"];

pub fn is_back(text: &str) -> bool {
    let text = text.trim().to_lowercase();
    text == back_word().to_lowercase() || BACK_WORDS.contains(&text.as_str())
}

/// Esc at a choice in a round goes back to the menu, like Back.
pub fn back_on_esc(answer: Result<usize, PromptError>) -> Result<Option<usize>, PromptError> {
    match answer {
        Ok(i) => Ok(Some(i)),
        Err(PromptError::Cancelled) => Ok(None),
        Err(e) => Err(e),
    }
}

/// Stored match data a flow cannot read (a damaged database).
pub fn stored<T: serde::de::DeserializeOwned>(value: &serde_json::Value) -> Result<T, PromptError> {
    T::deserialize(value).map_err(|e| {
        PromptError::Io(io::Error::other(t!(
            "play-stored-data",
            error = e.to_string()
        )))
    })
}

/// What a game's questions may read of the match being played: its stored options, the
/// opening of the round waiting for its entry (the bids), when there is one, and the round as it
/// was played when a past round is asked again.
#[derive(Clone, Copy, Debug)]
pub struct PlayMatch<'a> {
    pub options: &'a serde_json::Value,
    pub opening: Option<&'a serde_json::Value>,
    /// Fix a past round: the round as it was, whose answers every question offers as its
    /// default (as `back` offers the answer just given), so that Enter keeps them.
    pub past: Option<Past<'a>>,
}

/// A past round as stored, asked again by Fix.
#[derive(Clone, Copy, Debug)]
pub struct Past<'a> {
    /// What opened it (the bids), in a game that has that step.
    pub opening: Option<&'a serde_json::Value>,
    pub entry: &'a serde_json::Value,
}

impl<'a> PlayMatch<'a> {
    /// The past round's entry read as the game's own, when a past round is asked again.
    pub fn past_entry<T: serde::de::DeserializeOwned>(&self) -> Result<Option<T>, PromptError> {
        self.past.map(|past| stored(past.entry)).transpose()
    }

    /// The past round's opening read as the game's own, when a past round is asked again.
    pub fn past_opening<T: serde::de::DeserializeOwned>(&self) -> Result<Option<T>, PromptError> {
        (self.past.and_then(|past| past.opening))
            .map(stored)
            .transpose()
    }
}

/// The questions one game asks.
pub trait Flows: Sync {
    /// The game's options for these players (in seating order), as `new GAME` takes them
    /// (`["--end", "first-out"]`). `offered`: the answers given before going back, offered
    /// again ([`steps::ask_steps`]); back at the first option: `Cancelled`.
    fn ask_options(
        &self,
        _ui: &mut dyn Ui,
        _players: &[String],
        _offered: &mut Vec<steps::Answer>,
    ) -> Result<Vec<String>, PromptError> {
        Ok(Vec::new())
    }
    /// The questions that open the next round (bids); games without that step ask nothing.
    fn ask_opening(
        &self,
        _ui: &mut dyn Ui,
        _game: &PlayMatch,
        _standing: &Standing,
    ) -> Result<Option<RoundInput>, PromptError> {
        Ok(Some(RoundInput::default()))
    }
    /// The questions for one round, after its opening. A flag of the opening in the answer (10
    /// op en neer's trump, asked by its referee when the bids had none) is recorded with the
    /// opening, not read as the entry's.
    fn ask_round(
        &self,
        ui: &mut dyn Ui,
        game: &PlayMatch,
        standing: &Standing,
    ) -> Result<Option<RoundInput>, PromptError>;
    /// Whether the menu offers to referee the next round card by card (a game with a referee,
    /// in a match whose options do not referee every round already).
    fn offers_referee(&self, _options: &serde_json::Value) -> bool {
        false
    }
    /// The questions for one round the table chose to referee from the menu; a game without a
    /// referee asks its usual questions.
    fn ask_refereed_round(
        &self,
        ui: &mut dyn Ui,
        game: &PlayMatch,
        standing: &Standing,
    ) -> Result<Option<RoundInput>, PromptError> {
        self.ask_round(ui, game, standing)
    }
}

/// Answers given in advance, for testing the flows without a terminal.
#[cfg(test)]
pub mod scripted {
    use super::*;
    use std::collections::VecDeque;

    #[derive(Default)]
    pub struct ScriptedUi {
        pub answers: VecDeque<String>,
        /// Everything said and every refusal, in order.
        pub transcript: Vec<String>,
        /// The whole label of every item chosen, in order.
        pub chosen: Vec<String>,
        /// Every list of items offered, in order.
        pub offered: Vec<Vec<String>>,
    }

    impl ScriptedUi {
        pub fn new(answers: &[&str]) -> Self {
            ScriptedUi {
                answers: answers.iter().map(|a| a.to_string()).collect(),
                transcript: Vec::new(),
                chosen: Vec::new(),
                offered: Vec::new(),
            }
        }

        fn next(&mut self, prompt: &str) -> Result<String, PromptError> {
            let answer = self.answers.pop_front().ok_or(PromptError::Cancelled)?;
            self.transcript.push(format!("{prompt} > {answer}"));
            Ok(answer)
        }
    }

    impl Ui for ScriptedUi {
        fn say(&mut self, text: &str) -> Result<(), PromptError> {
            self.transcript.push(text.to_string());
            Ok(())
        }

        /// Answered with the start of the item's label; an empty answer takes the item the
        /// cursor starts on, as Enter does on a terminal.
        fn choose(
            &mut self,
            prompt: &str,
            items: &[String],
            default: usize,
        ) -> Result<usize, PromptError> {
            self.offered.push(items.to_vec());
            let answer = self.next(prompt)?;
            if answer == "back" {
                return Err(PromptError::Cancelled);
            }
            let picked = match answer.as_str() {
                "" if default < items.len() => Some(default),
                _ => (items.iter()).position(|item| item.starts_with(&answer)),
            };
            let picked = picked.ok_or_else(|| {
                PromptError::Io(io::Error::other(format!("no item '{answer}' in {items:?}")))
            })?;
            self.chosen.push(items[picked].clone());
            Ok(picked)
        }

        /// An empty answer takes the text offered, as Enter does on a terminal.
        fn ask(
            &mut self,
            prompt: &str,
            initial: Option<&str>,
            check: Check,
        ) -> Result<String, PromptError> {
            loop {
                let mut answer = self.next(prompt)?;
                if let (true, Some(offered)) = (answer.is_empty(), initial) {
                    self.transcript
                        .push(format!("(took the offered {offered})"));
                    answer = offered.to_string();
                }
                match check(&answer) {
                    Ok(()) => return Ok(answer),
                    Err(reason) => self.transcript.push(format!("refused: {reason}")),
                }
            }
        }

        /// `back` goes back, as Esc; an empty answer takes the default, as Enter does.
        fn confirm(&mut self, prompt: &str, default: bool) -> Result<bool, PromptError> {
            match self.next(prompt)?.as_str() {
                "back" => Err(PromptError::Cancelled),
                "" => Ok(default),
                answer => Ok(answer == "y"),
            }
        }
    }
}
