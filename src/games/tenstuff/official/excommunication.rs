//! Excommunication, an official rule (rule document: "When there is no draw pile left, the last
//! play before reshuffling is to be placed on the plain table to start a new play pile. If the
//! player mistakenly places the set on the about-to-be-shuffled play pile, he/she is
//! Excommunicated. This means they are out of the game entirely, no playing, no drawing, until
//! another player passes. This can be by choice or because he/she has no possible plays to make.
//! Then the Excommunicated player resumes in their normal rotation.")
//!
//! How tenscore reads it:
//! - The set on the bare table is right: no one is excommunicated and play goes on clockwise.
//! - On the old pile, the player is excommunicated at once (house ruling: so they do not draw
//!   for that turn either, as an excommunicated player does not draw) and their turns are passed
//!   over until another player passes.
//! - That pass ends it; the excommunicated player comes back in their own seat, so they play
//!   when the rotation next reaches them: with A, B, C, D and B excommunicated, after C plays
//!   and D passes, A plays, then B. Had A been the one to pass, B would play straight after.
//! - Reshuffles only happen while play passes to the left: while three sixes are in force the
//!   draw pile running out restarts the deal without a reshuffle (house ruling: so no one can be
//!   excommunicated then).

use serde::Serialize;

use crate::games::RuleViolation;
use crate::games::tenstuff::check_player_count;
use crate::games::tenstuff::seating::{Direction, next_seat};

/// Where the last set before a reshuffle was put.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Placement {
    /// On the old play pile, about to be shuffled: the player is excommunicated.
    Pile,
    /// On the bare table, starting a new play pile: as the rule says.
    Table,
}

/// What a player did on their turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Action {
    /// Played a set.
    Play,
    /// Played nothing and drew, by choice or because they could not play.
    Pass,
}

impl Action {
    fn word(self) -> &'static str {
        match self {
            Action::Play => "play",
            Action::Pass => "pass",
        }
    }
}

/// One turn after the last set before the reshuffle: whose, and what they did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turn {
    pub seat: usize,
    pub action: Action,
}

/// Who is excommunicated, who ended it, and whose turn it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Excommunication {
    /// The set went on the old pile: the player who put it there is excommunicated.
    pub excommunicated: bool,
    /// The seat whose pass ended the excommunication; `None` while it lasts (or without one).
    pub back_after: Option<usize>,
    /// The seat whose turn it is after the turns given.
    pub next: usize,
    /// What happened and why, in words.
    pub reason: String,
}

/// Replays the turns after `names[by]` put the last set before a reshuffle `onto` the pile or
/// the table, at a table seated clockwise in the order of `names`. Each turn must be taken by the
/// player due: clockwise, passing over an excommunicated player until another player passes.
/// Refused (exit 3): fewer than 2 or more than 8 players, a turn out of turn (the refusal says
/// whose turn it is), and a turn of the excommunicated player before another player passed.
pub fn excommunication(
    names: &[String],
    by: usize,
    onto: Placement,
    turns: &[Turn],
) -> Result<Excommunication, RuleViolation> {
    let players = names.len();
    check_player_count(players)?;
    let name = |seat: usize| names.get(seat).map_or("", String::as_str);
    let excommunicated = onto == Placement::Pile;
    let mut sitting_out = excommunicated;
    let mut back_after = None;
    let mut last = by;
    for turn in turns {
        // Play passes clockwise (no reshuffle while three sixes are in force), over the
        // excommunicated player while they sit out.
        let due = next_seat(players, last, Direction::Clockwise, |s| {
            sitting_out && s == by
        });
        if turn.seat != due {
            return Err(RuleViolation::rule(
                out_of_turn(names, by, sitting_out, turn, last, due),
                crate::t!("tenstuff-turns-hint", name = name(by)),
            ));
        }
        // Another player's pass, by choice or for want of a play, ends the excommunication.
        if sitting_out && turn.action == Action::Pass {
            sitting_out = false;
            back_after = Some(turn.seat);
        }
        last = turn.seat;
    }
    let next = next_seat(players, last, Direction::Clockwise, |s| {
        sitting_out && s == by
    });
    let reason = match (excommunicated, back_after) {
        (false, _) => crate::t!(
            "tenstuff-not-excommunicated",
            name = name(by),
            direction = Direction::Clockwise.words(),
            next = name(next)
        ),
        (true, None) => crate::t!(
            "tenstuff-excommunicated",
            name = name(by),
            next = name(next)
        ),
        (true, Some(passer)) => crate::t!(
            "tenstuff-excommunicated-back",
            name = name(by),
            passer = name(passer),
            next = name(next)
        ),
    };
    Ok(Excommunication {
        excommunicated,
        back_after,
        next,
        reason,
    })
}

/// A turn taken when `due` was to play after `last`, in words: by the excommunicated player
/// `by` while they sit out, by another player while `by` sits out, or out of turn.
fn out_of_turn(
    names: &[String],
    by: usize,
    sitting_out: bool,
    turn: &Turn,
    last: usize,
    due: usize,
) -> String {
    let name = |seat: usize| names.get(seat).map_or("", String::as_str);
    if sitting_out && turn.seat == by {
        crate::t!(
            "tenstuff-excommunicated-turn",
            name = name(by),
            action = turn.action.word(),
            last = name(last),
            due = name(due)
        )
    } else if sitting_out {
        crate::t!(
            "tenstuff-out-of-turn-over",
            name = name(turn.seat),
            action = turn.action.word(),
            last = name(last),
            due = name(due),
            excommunicated = name(by)
        )
    } else {
        crate::t!(
            "tenstuff-out-of-turn",
            name = name(turn.seat),
            action = turn.action.word(),
            last = name(last),
            due = name(due)
        )
    }
}

#[cfg(test)]
mod tests;
