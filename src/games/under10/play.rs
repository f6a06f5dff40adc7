//! The questions for an Under the 10 match: its options, and each round (who ended it and how,
//! then every hand), each answer checked by the engine as it is typed.

use crate::games::names::PlayerName;
use crate::games::ui::steps::{Answer, Step, ask_steps};
use crate::games::ui::{
    Flows, PlayMatch, PromptError, Ui, back_on_esc, back_word, is_back, stored,
};
use crate::games::under10::{self, Ending, HandRole};
use crate::games::{RoundInput, Standing};

use crate::t;

/// The options as `new under10` takes them, for these players in seating order.
pub fn ask_options(ui: &mut dyn Ui, players: &[String]) -> Result<Vec<String>, PromptError> {
    ask_options_again(ui, players, &mut Vec::new())
}

/// [`ask_options`] offering the answers given before going back (`offered`); back steps back
/// one question, and at the first one leaves: `Cancelled`.
pub fn ask_options_again(
    ui: &mut dyn Ui,
    players: &[String],
    offered: &mut Vec<Answer>,
) -> Result<Vec<String>, PromptError> {
    // The player left of the dealer starts round 1; the first seat unless the table says otherwise.
    let shown: Vec<String> = players
        .iter()
        .map(|name| PlayerName::stored(name).to_string())
        .collect();
    let steps = [
        Step::Choose {
            prompt: t!("under10-ask-end"),
            items: vec![t!("under10-end-last-standing"), t!("under10-end-first-out")],
        },
        Step::Confirm {
            prompt: t!("under10-ask-bonus"),
            default: false,
        },
        Step::Choose {
            prompt: t!("under10-ask-starter"),
            items: shown,
        },
    ];
    let answers = ask_steps(ui, &steps, offered)?;
    let (bonus_cards, starter) = (answers.yes(1), answers.chosen(2));
    let end = if answers.chosen(0) == 0 {
        "last-standing"
    } else {
        "first-out"
    };
    let mut chosen = vec!["--end".to_string(), end.to_string()];
    if bonus_cards {
        chosen.push("--bonus-cards".to_string());
    }
    if let Some(name) = players.get(starter).filter(|_| starter > 0) {
        chosen.extend(["--starter".to_string(), name.clone()]);
    }
    Ok(chosen)
}

/// One round: how it ended, who ended it, then the points of every player still in. Back (or
/// `back` at a points question) goes back one question, offering what was typed; back at the
/// first question leaves the round: `None`, nothing is recorded.
pub fn ask_round(
    ui: &mut dyn Ui,
    options: &under10::Options,
    standing: &Standing,
) -> Result<Option<RoundInput>, PromptError> {
    ask_round_again(ui, options, standing, None)
}

/// [`ask_round`] for a round played before (Fix a past round): how it ended, who ended it and
/// every hand are offered as they were, so that Enter keeps them.
pub fn ask_round_again(
    ui: &mut dyn Ui,
    options: &under10::Options,
    standing: &Standing,
    past: Option<&under10::Entry>,
) -> Result<Option<RoundInput>, PromptError> {
    let round = standing.rounds_played + 1;
    let in_play: Vec<usize> = (0..standing.seats.len())
        .filter(|&s| !standing.seats[s].out)
        .collect();
    let mut luck = None;
    let mut ender = None;
    // The ending and its player last chosen (else, fixing, as they were), marked again when
    // their list is asked again after back, so that Enter keeps them.
    let mut chosen_luck = past.is_some_and(|past| matches!(past.ending, Ending::Luck { .. }));
    let mut chosen_ender = past.map(|past| past.ending.seat());
    let mut hands: Vec<String> = Vec::new();
    // The points last typed for each seat, offered again when its question is asked again
    // (after back, even back past the first points question to who called).
    let mut typed: Vec<Option<String>> = vec![None; standing.seats.len()];
    loop {
        let Some(by_luck) = luck else {
            match ask_ending(ui, round, usize::from(chosen_luck))? {
                Some(by_luck) => (luck, chosen_luck) = (Some(by_luck), by_luck),
                None => return Ok(None),
            }
            continue;
        };
        let Some(ended_by) = ender else {
            ender = ask_ender(ui, standing, &in_play, by_luck, chosen_ender)?;
            match ender {
                Some(ended_by) => {
                    chosen_ender = Some(ended_by);
                    say_hands(ui, options, standing, round, by_luck, ended_by)?;
                }
                None => luck = None,
            }
            continue;
        };
        // Who still has to give their points: a stroke of luck leaves its player with none.
        let asked: Vec<usize> = (in_play.iter().copied())
            .filter(|&seat| !(by_luck && seat == ended_by))
            .collect();
        let Some(&seat) = asked.get(hands.len()) else {
            break;
        };
        let role = if seat == ended_by {
            HandRole::Caller
        } else {
            HandRole::Other
        };
        let name = &standing.seats[seat].name;
        // What was typed before going back, else (Fix) the hand as it was.
        let was = (past.and_then(|past| past.hands.get(seat)))
            .and_then(|hand| hand.as_ref())
            .map(ToString::to_string);
        let offered = typed.get(seat).cloned().flatten().or(was);
        match ask_hand(ui, options, name, role, offered.as_deref())? {
            Some(points) => {
                if let Some(kept) = typed.get_mut(seat) {
                    *kept = Some(points.clone());
                }
                hands.push(points);
            }
            None if hands.pop().is_none() => ender = None,
            None => {}
        }
    }
    let (Some(by_luck), Some(ended_by)) = (luck, ender) else {
        return Ok(None);
    };
    Ok(Some(round_input(
        standing,
        &in_play,
        (by_luck, ended_by),
        hands,
    )))
}

/// The round as typed: how it ended and by whom, and the points of every seat in play (none for
/// a stroke of luck's player).
fn round_input(
    standing: &Standing,
    in_play: &[usize],
    (by_luck, ended_by): (bool, usize),
    hands: Vec<String>,
) -> RoundInput {
    let mut input = RoundInput::default();
    let flag = if by_luck { "luck" } else { "call" };
    let ender_name = &standing.seats[ended_by].name;
    input
        .flags
        .insert(flag.into(), ender_name.as_stored().to_string());
    let mut hands = hands.into_iter();
    for &seat in in_play {
        let points = if by_luck && seat == ended_by {
            "0".to_string()
        } else {
            hands.next().unwrap_or_default()
        };
        let name = standing.seats[seat].name.as_stored().to_string();
        input.entries.push((name, points));
    }
    input
}

/// What the points questions take, said before the first of them.
fn say_hands(
    ui: &mut dyn Ui,
    options: &under10::Options,
    standing: &Standing,
    round: u32,
    luck: bool,
    ender: usize,
) -> Result<(), PromptError> {
    let bonus = if options.bonus_cards { "on" } else { "off" };
    ui.say(&t!(
        "under10-say-hands",
        bonus = bonus,
        round = round,
        back = back_word()
    ))?;
    if luck {
        ui.say(&t!(
            "under10-say-emptied",
            name = standing.seats[ender].name.to_string()
        ))?;
    }
    Ok(())
}

/// How the round ended: `Some(false)` for a call, `Some(true)` for a stroke of luck, `None` for
/// Back or Esc; `default` is the ending offered (0 a call, 1 luck).
fn ask_ending(ui: &mut dyn Ui, round: u32, default: usize) -> Result<Option<bool>, PromptError> {
    let endings = [
        t!("under10-ending-call"),
        t!("under10-ending-luck"),
        t!("under10-back"),
    ];
    let question = t!("under10-ask-ending", round = round);
    let ending = back_on_esc(ui.choose(&question, &endings, default))?;
    Ok(match ending {
        Some(0) => Some(false),
        Some(1) => Some(true),
        _ => None,
    })
}

/// Who called (or emptied their hand), chosen among the seats still in play, seat `was` offered
/// when it is one of them; `None` for Back or Esc.
fn ask_ender(
    ui: &mut dyn Ui,
    standing: &Standing,
    in_play: &[usize],
    luck: bool,
    was: Option<usize>,
) -> Result<Option<usize>, PromptError> {
    let default = (was.and_then(|seat| in_play.iter().position(|&s| s == seat))).unwrap_or(0);
    let mut names: Vec<String> = in_play
        .iter()
        .map(|&s| standing.seats[s].name.to_string())
        .collect();
    names.push(t!("under10-back"));
    let question = if luck {
        t!("under10-ask-lucky")
    } else {
        t!("under10-ask-caller")
    };
    let Some(picked) = back_on_esc(ui.choose(&question, &names, default))? else {
        return Ok(None);
    };
    Ok(in_play.get(picked).copied())
}

/// The points left in one player's hand, checked as typed (`offered`: what was typed before,
/// taken by Enter); `None` when the player typed `back`.
fn ask_hand(
    ui: &mut dyn Ui,
    options: &under10::Options,
    name: &PlayerName,
    role: HandRole,
    offered: Option<&str>,
) -> Result<Option<String>, PromptError> {
    let check = |text: &str| {
        if is_back(text) {
            return Ok(());
        }
        under10::check_hand_text(options, &name.to_string(), text, role)
            .map(|_| ())
            .map_err(|v| format!("{}; {}", v.problem, v.legal))
    };
    let shown = name.to_string();
    let caller = if role == HandRole::Caller {
        "yes"
    } else {
        "no"
    };
    let prompt = t!("under10-ask-hand", caller = caller, name = shown);
    let answer = ui.ask(&prompt, offered, &check)?;
    if is_back(&answer) {
        return Ok(None);
    }
    Ok(Some(answer.trim().to_string()))
}

#[cfg(test)]
mod tests;

/// Under the 10's questions.
pub struct Under10Flows;

impl Flows for Under10Flows {
    fn ask_options(
        &self,
        ui: &mut dyn Ui,
        players: &[String],
        offered: &mut Vec<Answer>,
    ) -> Result<Vec<String>, PromptError> {
        ask_options_again(ui, players, offered)
    }

    fn ask_round(
        &self,
        ui: &mut dyn Ui,
        game: &PlayMatch,
        standing: &Standing,
    ) -> Result<Option<RoundInput>, PromptError> {
        let past: Option<under10::Entry> = game.past_entry()?;
        ask_round_again(ui, &stored(game.options)?, standing, past.as_ref())
    }
}
