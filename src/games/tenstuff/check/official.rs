//! `check tenstuff sixes`, `shame` and `excommunication`: the official rules, refused with
//! `--casual` (exit 3), which switches them off.

use serde::Serialize;

use super::{cards_of, seat_named, table_of};
use crate::games::forms::{capitalised, illegal_or_error, verdict};
use crate::games::names::safe_text as sanitize;
use crate::games::numbers;
use crate::games::tenstuff::official::{
    self, Action, OfficialRule, Placement, Turn, casual_refusal,
};
use crate::games::tenstuff::seating::Direction;
use crate::games::{RuleViolation, Verdict};

/// `check tenstuff sixes --json`: whether the set was exactly three sixes, who plays next (a
/// name), the direction of play from the next turn, whether the piles swap now, and why; `null`
/// and `false` when the set or the table breaks a rule or the rule is off.
#[derive(Debug, Serialize)]
struct SixesVerdict {
    legal: bool,
    three_sixes: bool,
    next: Option<String>,
    direction: Option<Direction>,
    piles_swap: bool,
    reason: String,
}

impl SixesVerdict {
    fn refused(reason: String) -> Self {
        SixesVerdict {
            legal: false,
            three_sixes: false,
            next: None,
            direction: None,
            piles_swap: false,
            reason,
        }
    }
}

/// `check tenstuff shame --json`: the cards in hand when caught, how many to draw and the hand
/// after, and why; `null` when refused.
#[derive(Debug, Serialize)]
struct ShameVerdict {
    legal: bool,
    hand: Option<usize>,
    draw: Option<usize>,
    hand_after: Option<usize>,
    reason: String,
}

/// `check tenstuff excommunication --json`: whether the player was excommunicated, whose pass
/// ended it (a name, or `null`), whose turn it is, and why; `null` when refused.
#[derive(Debug, Serialize)]
struct ExcommunicationVerdict {
    legal: bool,
    excommunicated: Option<bool>,
    back_after: Option<String>,
    next: Option<String>,
    reason: String,
}

impl ExcommunicationVerdict {
    fn refused(reason: String) -> Self {
        ExcommunicationVerdict {
            legal: false,
            excommunicated: None,
            back_after: None,
            next: None,
            reason,
        }
    }
}

pub(super) fn sixes(
    players: &[String],
    by: &str,
    swapped: bool,
    casual: bool,
    cards: &[String],
) -> Result<Verdict, RuleViolation> {
    let (players, seats) = table_of(players)?;
    let by = seat_named(&players, &seats, by)?;
    let set = cards_of(cards)?;
    if casual {
        let refusal = casual_refusal(OfficialRule::ThreeSixes);
        return illegal_or_error(refusal, SixesVerdict::refused);
    }
    let after = match official::after_set(&players, by, &set, swapped) {
        Ok(after) => after,
        Err(violation) => return illegal_or_error(violation, SixesVerdict::refused),
    };
    verdict(
        true,
        format!("{}.", capitalised(&sanitize(&after.reason))),
        SixesVerdict {
            legal: true,
            three_sixes: after.three_sixes,
            next: players.get(after.next).cloned(),
            direction: Some(after.direction),
            piles_swap: after.piles_swap,
            reason: after.reason,
        },
    )
}

pub(super) fn shame(hand: &str, casual: bool) -> Result<Verdict, RuleViolation> {
    let typed = hand.trim();
    // A number of cards, or the cards themselves.
    let digits = typed.trim_start_matches(['+', '-']);
    let (count, shame) = if !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()) {
        let count: usize = numbers::whole(typed).map_err(|e| {
            RuleViolation::malformed(
                crate::t!("tenstuff-not-a-count", text = typed, error = e.to_string()),
                crate::t!("tenstuff-not-a-count-hint"),
            )
        })?;
        (Some(count), official::round_of_shame(count))
    } else {
        let cards = cards_of(&[typed.to_string()])?;
        (Some(cards.len()), official::round_of_shame_with(&cards))
    };
    let refused = |reason| ShameVerdict {
        legal: false,
        hand: count,
        draw: None,
        hand_after: None,
        reason,
    };
    if casual {
        return illegal_or_error(casual_refusal(OfficialRule::RoundOfShame), refused);
    }
    let shame = match shame {
        Ok(shame) => shame,
        Err(violation) => return illegal_or_error(violation, refused),
    };
    verdict(
        true,
        format!("{}.", capitalised(&shame.reason)),
        ShameVerdict {
            legal: true,
            hand: Some(shame.hand),
            draw: Some(shame.draw),
            hand_after: Some(shame.hand_after),
            reason: shame.reason,
        },
    )
}

/// One turn as typed, NAME:play or NAME:pass, at its player's seat.
fn turn_of(
    players: &[String],
    seats: &crate::games::names::NameIndex,
    text: &str,
) -> Result<Turn, RuleViolation> {
    let not_a_turn = || {
        RuleViolation::malformed(
            crate::t!("tenstuff-not-a-turn", text = text),
            crate::t!("tenstuff-not-a-turn-hint"),
        )
    };
    let (name, action) = text.rsplit_once(':').ok_or_else(not_a_turn)?;
    let action = match action.trim().to_lowercase().as_str() {
        "play" => Action::Play,
        "pass" => Action::Pass,
        _ => return Err(not_a_turn()),
    };
    Ok(Turn {
        seat: seat_named(players, seats, name)?,
        action,
    })
}

pub(super) fn excommunication(
    players: &[String],
    by: &str,
    onto: &str,
    casual: bool,
    turns: &[String],
) -> Result<Verdict, RuleViolation> {
    let (players, seats) = table_of(players)?;
    let by = seat_named(&players, &seats, by)?;
    // Clap allows only "pile" and "table".
    let onto = if onto == "table" {
        Placement::Table
    } else {
        Placement::Pile
    };
    let turns = turns
        .iter()
        .map(|text| turn_of(&players, &seats, text))
        .collect::<Result<Vec<_>, RuleViolation>>()?;
    if casual {
        let refusal = casual_refusal(OfficialRule::Excommunication);
        return illegal_or_error(refusal, ExcommunicationVerdict::refused);
    }
    let done = match official::excommunication(&players, by, onto, &turns) {
        Ok(done) => done,
        Err(violation) => {
            return illegal_or_error(violation, ExcommunicationVerdict::refused);
        }
    };
    verdict(
        true,
        format!("{}.", capitalised(&sanitize(&done.reason))),
        ExcommunicationVerdict {
            legal: true,
            excommunicated: Some(done.excommunicated),
            back_after: done.back_after.and_then(|seat| players.get(seat).cloned()),
            next: players.get(done.next).cloned(),
            reason: done.reason,
        },
    )
}
