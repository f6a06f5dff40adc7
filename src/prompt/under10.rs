//! The questions for an Under the 10 match: its options, and each round (who ended it and how,
//! then every hand), each answer checked by the engine as it is typed.

use crate::games::under10::{self, HandRole};
use crate::games::{NewOptions, RoundInput, Standing};
use crate::prompt::{PromptError, Ui};

pub fn ask_options(ui: &mut dyn Ui) -> Result<NewOptions, PromptError> {
    let ends = [
        "last-standing: play on until one player is left, who wins".to_string(),
        "first-out: stop when the first player goes out; the lowest total wins".to_string(),
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

/// One round: how it ended, who ended it, then the points of every player still in.
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
    let luck = match ui.choose(&format!("How did round {round} end?"), &endings, 0)? {
        0 => false,
        1 => true,
        _ => return Ok(None),
    };
    let in_play: Vec<usize> = (0..standing.seats.len())
        .filter(|&s| !standing.seats[s].out)
        .collect();
    let mut names: Vec<String> = in_play
        .iter()
        .map(|&s| standing.seats[s].name.clone())
        .collect();
    names.push("Back".to_string());
    let question = if luck {
        "Who emptied their hand?"
    } else {
        "Who called?"
    };
    let picked = ui.choose(question, &names, 0)?;
    let Some(&ender) = in_play.get(picked) else {
        return Ok(None);
    };

    let mut input = RoundInput::default();
    let ender_name = standing.seats[ender].name.clone();
    if luck {
        input.luck = Some(ender_name);
    } else {
        input.call = Some(ender_name);
    }
    let hint = if options.bonus_cards {
        " (add bonus cards still held, e.g. 12+joker)"
    } else {
        ""
    };
    for &seat in &in_play {
        let name = &standing.seats[seat].name;
        if luck && seat == ender {
            ui.say(&format!("{name} emptied their hand: 0 points."))?;
            input.entries.push((name.clone(), "0".to_string()));
            continue;
        }
        let role = if seat == ender {
            HandRole::Caller
        } else {
            HandRole::Other
        };
        let check = |text: &str| {
            under10::check_hand_text(&options, name, text, role)
                .map(|_| ())
                .map_err(|v| format!("{}; {}", v.problem, v.legal))
        };
        let prompt = match role {
            HandRole::Caller => format!("{name} called: points in hand{hint}"),
            _ => format!("{name}: points in hand{hint}"),
        };
        let answer = ui.ask(&prompt, None, &check)?;
        input
            .entries
            .push((name.clone(), answer.trim().to_string()));
    }
    Ok(Some(input))
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
}
