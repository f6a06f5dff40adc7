//! A game's options in `play`, asked one question after another: `back` (or Esc) at one steps
//! back to the question before, which offers the answer it was given, so that Enter keeps it.

use super::{PromptError, Ui, back_on_esc, is_back};

/// One question of a game's options.
pub enum Step<'a> {
    /// One of `items`, the first marked until answered.
    Choose { prompt: String, items: Vec<String> },
    /// Yes or no, `default` offered until answered.
    Confirm { prompt: String, default: bool },
    /// A typed answer, `default` offered until answered, checked by `check` as it is typed.
    Ask {
        prompt: String,
        default: String,
        check: &'a dyn Fn(&str) -> Result<(), String>,
    },
}

/// What a step was answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    Chosen(usize),
    Yes(bool),
    Typed(String),
}

/// The answers of every step, in their order.
#[derive(Debug, PartialEq, Eq)]
pub struct Answers(Vec<Answer>);

impl Answers {
    /// The item chosen at step `at` (the first when that step chose none).
    pub fn chosen(&self, at: usize) -> usize {
        match self.0.get(at) {
            Some(Answer::Chosen(item)) => *item,
            _ => 0,
        }
    }

    /// Whether step `at` was answered yes.
    pub fn yes(&self, at: usize) -> bool {
        matches!(self.0.get(at), Some(Answer::Yes(true)))
    }

    /// What was typed at step `at`.
    pub fn typed(&self, at: usize) -> &str {
        match self.0.get(at) {
            Some(Answer::Typed(text)) => text,
            _ => "",
        }
    }
}

/// Asks `steps` in turn, each offering its answer in `offered` (what it was answered before
/// going back; kept by the caller, so that going back before the first step and on again offers
/// every answer again). Back or Esc steps back one question; at the first one: `Cancelled`.
pub fn ask_steps(
    ui: &mut dyn Ui,
    steps: &[Step],
    offered: &mut Vec<Answer>,
) -> Result<Answers, PromptError> {
    let mut at = 0;
    while let Some(step) = steps.get(at) {
        match ask_step(ui, step, offered.get(at))? {
            Some(answer) => {
                match offered.get_mut(at) {
                    Some(kept) => *kept = answer,
                    None => offered.push(answer),
                }
                at += 1;
            }
            None if at == 0 => return Err(PromptError::Cancelled),
            None => at -= 1,
        }
    }
    Ok(Answers(offered.iter().take(steps.len()).cloned().collect()))
}

/// One step, offering `offered`; `None` when the player went back.
fn ask_step(
    ui: &mut dyn Ui,
    step: &Step,
    offered: Option<&Answer>,
) -> Result<Option<Answer>, PromptError> {
    match step {
        Step::Choose { prompt, items } => {
            let marked = match offered {
                Some(Answer::Chosen(item)) if *item < items.len() => *item,
                _ => 0,
            };
            Ok(back_on_esc(ui.choose(prompt, items, marked))?.map(Answer::Chosen))
        }
        Step::Confirm { prompt, default } => {
            let default = match offered {
                Some(Answer::Yes(yes)) => *yes,
                _ => *default,
            };
            match ui.confirm(prompt, default) {
                Ok(yes) => Ok(Some(Answer::Yes(yes))),
                Err(PromptError::Cancelled) => Ok(None),
                Err(e) => Err(e),
            }
        }
        Step::Ask {
            prompt,
            default,
            check,
        } => {
            let default = match offered {
                Some(Answer::Typed(text)) => text,
                _ => default,
            };
            let checked = |text: &str| match is_back(text) {
                true => Ok(()),
                false => check(text),
            };
            let text = ui.ask(prompt, Some(default), &checked)?;
            Ok((!is_back(&text)).then(|| Answer::Typed(text.trim().to_string())))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ui::scripted::ScriptedUi;

    fn steps(check: &dyn Fn(&str) -> Result<(), String>) -> Vec<Step<'_>> {
        vec![
            Step::Choose {
                prompt: "End?".into(),
                items: vec!["Last".into(), "First".into()],
            },
            Step::Ask {
                prompt: "Peak?".into(),
                default: "10".into(),
                check,
            },
            Step::Confirm {
                prompt: "Bonus?".into(),
                default: false,
            },
        ]
    }

    #[test]
    fn back_steps_back_one_question_offering_its_answer() {
        let any = |_: &str| Ok(());
        // First, 5, yes; back at the bonus question, back at the peak: the end list marks First
        // (Enter keeps it), the peak offers 5, the bonus question yes.
        let mut ui = ScriptedUi::new(&["First", "5", "back", "back", "", "", ""]);
        let mut offered = Vec::new();
        let answers = ask_steps(&mut ui, &steps(&any), &mut offered).unwrap();
        assert_eq!(
            answers,
            Answers(vec![
                Answer::Chosen(1),
                Answer::Typed("5".into()),
                Answer::Yes(false)
            ])
        );
        assert!(ui.transcript.contains(&"(took the offered 5)".to_string()));
        // Back at the first question leaves, the answers kept for the next time.
        let mut ui = ScriptedUi::new(&["back"]);
        let left = ask_steps(&mut ui, &steps(&any), &mut offered);
        assert!(matches!(left, Err(PromptError::Cancelled)), "{left:?}");
        assert_eq!(offered.len(), 3);
    }
}
