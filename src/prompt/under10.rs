//! The questions for an Under the 10 match: its options, and each round (who ended it and how,
//! then every hand), each answer checked by the engine as it is typed.

use crate::games::under10::{self, HandRole};
use crate::games::{NewOptions, RoundInput, Standing};
use crate::prompt::{PromptError, Ui};
use crate::render::sanitize;

pub fn ask_options(ui: &mut dyn Ui) -> Result<NewOptions, PromptError> {
    let ends = [
        "Last one standing: play on until one player is left".to_string(),
        "First out: stop when a player goes out; lowest total wins".to_string(),
    ];
    let end = ui.choose("How does the match end?", &ends, 0)?;
    let bonus_cards = ui.confirm(
        "Play with the bonus cards (trade-all, joker, trade-one)?",
        false,
    )?;
    Ok(NewOptions {
        end: Some(
            if end == 0 {
                "last-standing"
            } else {
                "first-out"
            }
            .to_string(),
        ),
        bonus_cards,
    })
}

/// What a player types at a points question to leave the round unrecorded (Esc cannot, there).
pub const BACK: &str = "back";

fn is_back(text: &str) -> bool {
    text.trim().eq_ignore_ascii_case(BACK)
}

/// One round: how it ended, who ended it, then the points of every player still in. `None` when
/// the player went back (Back, Esc, or `back` at a points question): nothing is recorded.
pub fn ask_round(
    ui: &mut dyn Ui,
    options: &serde_json::Value,
    standing: &Standing,
) -> Result<Option<RoundInput>, PromptError> {
    let options: under10::Options = serde_json::from_value(options.clone()).map_err(|e| {
        PromptError::Io(std::io::Error::other(format!("stored match options: {e}")))
    })?;
    let round = standing.rounds_played + 1;
    let endings = [
        "Someone called \"Under the 10!\"".to_string(),
        "Stroke of luck: someone emptied their hand".to_string(),
        "Back".to_string(),
    ];
    let luck = match back_on_esc(ui.choose(&format!("How did round {round} end?"), &endings, 0))? {
        Some(0) => false,
        Some(1) => true,
        _ => return Ok(None),
    };
    let in_play: Vec<usize> = (0..standing.seats.len())
        .filter(|&s| !standing.seats[s].out)
        .collect();
    let mut names: Vec<String> = in_play
        .iter()
        .map(|&s| sanitize(&standing.seats[s].name).into_owned())
        .collect();
    names.push("Back".to_string());
    let question = if luck {
        "Who emptied their hand?"
    } else {
        "Who called \"Under the 10!\"?"
    };
    let Some(picked) = back_on_esc(ui.choose(question, &names, 0))? else {
        return Ok(None);
    };
    let Some(&ender) = in_play.get(picked) else {
        return Ok(None);
    };

    let mut input = RoundInput::default();
    let ender_name = &standing.seats[ender].name;
    if luck {
        input.luck = Some(ender_name.clone());
    } else {
        input.call = Some(ender_name.clone());
    }
    let example = if options.bonus_cards {
        "e.g. 7, or 12+joker for a bonus card still held"
    } else {
        "e.g. 7"
    };
    ui.say(&format!(
        "Points left in each hand, {example}; type {BACK} to leave round {round} unrecorded."
    ))?;
    if luck {
        ui.say(&format!(
            "{} emptied their hand: 0 points.",
            sanitize(ender_name)
        ))?;
    }
    for &seat in &in_play {
        let name = &standing.seats[seat].name;
        if luck && seat == ender {
            input.entries.push((name.clone(), "0".to_string()));
            continue;
        }
        let role = if seat == ender {
            HandRole::Caller
        } else {
            HandRole::Other
        };
        let check = |text: &str| {
            if is_back(text) {
                return Ok(());
            }
            under10::check_hand_text(&options, name, text, role)
                .map(|_| ())
                .map_err(|v| format!("{}; {}", v.problem, v.legal))
        };
        let shown = sanitize(name);
        let prompt = match role {
            HandRole::Caller => format!("{shown} (caller): points in hand"),
            _ => format!("{shown}: points in hand"),
        };
        let answer = ui.ask(&prompt, None, &check)?;
        if is_back(&answer) {
            return Ok(None);
        }
        input
            .entries
            .push((name.clone(), answer.trim().to_string()));
    }
    Ok(Some(input))
}

/// Esc at a choice in a round goes back to the menu, like Back.
fn back_on_esc(answer: Result<usize, PromptError>) -> Result<Option<usize>, PromptError> {
    match answer {
        Ok(i) => Ok(Some(i)),
        Err(PromptError::Cancelled) => Ok(None),
        Err(e) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prompt::scripted::ScriptedUi;

    fn options(bonus: bool) -> serde_json::Value {
        serde_json::json!({ "end": "last-standing", "bonus_cards": bonus })
    }

    #[test]
    fn a_call_round_asks_every_hand_and_refuses_a_caller_with_ten() {
        let standing = Standing::start(&["Ann".into(), "Bob".into(), "Cy".into()]);
        let mut ui = ScriptedUi::new(&["Someone called", "Bob", "12", "10", "6", "seven", "7"]);
        let input = ask_round(&mut ui, &options(false), &standing)
            .unwrap()
            .unwrap();
        assert_eq!(input.call.as_deref(), Some("Bob"));
        assert_eq!(input.luck, None);
        assert_eq!(
            input.entries,
            vec![
                ("Ann".into(), "12".into()),
                ("Bob".into(), "6".into()),
                ("Cy".into(), "7".into())
            ]
        );
        let refusals: Vec<&String> = ui
            .transcript
            .iter()
            .filter(|l| l.starts_with("refused"))
            .collect();
        assert_eq!(refusals.len(), 2, "{:?}", ui.transcript);
        assert!(refusals[0].contains("10 points"), "{}", refusals[0]);
        assert!(refusals[1].contains("seven"), "{}", refusals[1]);
    }

    #[test]
    fn a_stroke_of_luck_sets_the_lucky_hand_to_zero_and_skips_players_who_are_out() {
        let mut standing = Standing::start(&["Ann".into(), "Bob".into(), "Cy".into()]);
        standing.seats[0].out = true;
        let mut ui = ScriptedUi::new(&["Stroke of luck", "Cy", "14"]);
        let input = ask_round(&mut ui, &options(false), &standing)
            .unwrap()
            .unwrap();
        assert_eq!(input.luck.as_deref(), Some("Cy"));
        assert_eq!(
            input.entries,
            vec![("Bob".into(), "14".into()), ("Cy".into(), "0".into())]
        );
    }

    #[test]
    fn bonus_cards_are_refused_unless_the_match_plays_with_them() {
        let standing = Standing::start(&["Ann".into(), "Bob".into()]);
        let mut ui = ScriptedUi::new(&["Someone called", "Ann", "3", "12+joker", "12"]);
        ask_round(&mut ui, &options(false), &standing)
            .unwrap()
            .unwrap();
        assert!(
            ui.transcript
                .iter()
                .any(|l| l.starts_with("refused") && l.contains("bonus"))
        );

        let mut ui = ScriptedUi::new(&["Someone called", "Ann", "3", "12+joker"]);
        let input = ask_round(&mut ui, &options(true), &standing)
            .unwrap()
            .unwrap();
        assert_eq!(input.entries[1], ("Bob".into(), "12+joker".into()));
    }

    #[test]
    fn back_returns_to_the_menu() {
        let standing = Standing::start(&["Ann".into(), "Bob".into()]);
        let mut ui = ScriptedUi::new(&["Back"]);
        assert_eq!(
            ask_round(&mut ui, &options(false), &standing).unwrap(),
            None
        );
    }

    #[test]
    fn back_at_a_points_question_leaves_the_round_unrecorded() {
        let standing = Standing::start(&["Ann".into(), "Bob".into()]);
        let mut ui = ScriptedUi::new(&["Someone called", "Ann", "3", " Back "]);
        assert_eq!(
            ask_round(&mut ui, &options(false), &standing).unwrap(),
            None
        );
        assert!(!ui.transcript.iter().any(|l| l.starts_with("refused")));
    }

    #[test]
    fn esc_at_a_choice_goes_back_to_the_menu() {
        // The scripted terminal answers Esc when it has no answer left.
        let standing = Standing::start(&["Ann".into(), "Bob".into()]);
        for answers in [&[][..], &["Stroke of luck"][..]] {
            let mut ui = ScriptedUi::new(answers);
            assert_eq!(
                ask_round(&mut ui, &options(false), &standing).unwrap(),
                None
            );
        }
    }

    #[test]
    fn the_caller_is_named_as_such_and_the_way_back_is_told() {
        let standing = Standing::start(&["Ann".into(), "Bob".into()]);
        let mut ui = ScriptedUi::new(&["Someone called", "Bob", "12", "4"]);
        ask_round(&mut ui, &options(true), &standing)
            .unwrap()
            .unwrap();
        assert!(
            ui.transcript
                .iter()
                .any(|l| l.contains("12+joker") && l.contains("type back")),
            "{:?}",
            ui.transcript
        );
        assert!(ui.transcript.iter().any(|l| l.starts_with("Bob (caller)")));
    }
}
