//! Unwinning (rule document: "what if a player wins by running out of cards, but is then slammed
//! by another player after they already won? Well, they unwin. They are back in the game with
//! the cards they received from the slam and they lose the title of winner or nth place (for
//! now). This can only happen in games of 3 or more players when the remaining players are going
//! for 2nd place and so on.")
//!
//! How tenscore reads it:
//! - The set slammed is the last one played: the one the last player out went out with, so that
//!   is the player slammed. The slam follows the slam rules (the same value, more cards), and so
//!   do the cards given ([`slam_hand_over`]).
//! - The slam comes from a player still in the deal.
//! - Given at least one card, the slammed player is back in the deal and loses their place; given
//!   none (giving is optional), they stay out.
//! - The deal goes on only while two players or more are still in: when all but one player are
//!   out, the deal is over and no one can be slammed back.
//! - The finishing order recorded with the deal (`round --order`) is the final one: an unwon
//!   player is placed where they finally finish.

use serde::Serialize;

use crate::games::cards::TenstuffCard;
use crate::games::{RuleViolation, ordinal};

use super::check_player_count;
use super::sets::words::{and_list, join, set_words};
use super::sets::{HandOver, Set, slam_hand_over};

/// What a slam on the set a player went out with does to them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Unwin {
    /// The seat slammed: the last one out.
    pub slammed: usize,
    /// The slammed player is back in the deal (given at least one card, all of them legal).
    pub back: bool,
    /// The finishing order so far, first out first: without the slammed player when they are
    /// back.
    pub order: Vec<usize>,
    /// Which of the cards given may be given.
    pub hand_over: HandOver,
    /// What happens and why, in words.
    pub reason: String,
}

impl Unwin {
    /// Every card given may be given.
    pub fn legal(&self) -> bool {
        self.hand_over.legal()
    }
}

/// A slam by `names[by]` with `set` on `on`, the set the last player in `out` (the finishing
/// order so far, first out first) went out with, giving `give`; the table is seated in the order
/// of `names`. Malformed (exit 2): no one out, or a player out twice. Refused (exit 3): fewer
/// than 2 or more than 8 players, a deal already over (all but one player out), a slam by a
/// player who is out, and a play that is no slam. Cards that may not be given are no refusal of
/// the question: they are listed in the hand-over and [`Unwin::legal`] is false.
pub fn unwin(
    names: &[String],
    out: &[usize],
    by: usize,
    on: &[TenstuffCard],
    set: &[TenstuffCard],
    give: &[TenstuffCard],
) -> Result<Unwin, RuleViolation> {
    let players = names.len();
    check_player_count(players)?;
    let name = |seat: usize| names.get(seat).map_or("", String::as_str);
    let Some((&slammed, _)) = out.split_last() else {
        return Err(RuleViolation::malformed(
            "no one is out, so no one can be slammed back into the deal",
            "give --out with the players who went out, first out first; the last of them went \
             out with the set slammed",
        ));
    };
    if let Some(seat) = out
        .iter()
        .enumerate()
        .find(|&(i, seat)| out[..i].contains(seat))
        .map(|(_, &seat)| seat)
    {
        return Err(RuleViolation::malformed(
            format!("{} is out twice", name(seat)),
            "name each player once in --out, first out first",
        ));
    }
    let still_in: Vec<&str> = (0..players)
        .filter(|seat| !out.contains(seat))
        .map(name)
        .collect();
    // The deal goes on only while two players or more are in.
    if still_in.len() < 2 {
        let left = match still_in.as_slice() {
            [] => "no one was left".to_string(),
            [one] => format!("only {one} was left"),
            _ => String::new(),
        };
        return Err(RuleViolation::rule(
            format!(
                "the deal was over when {} went out, as {left}: it cannot be unwon",
                name(slammed)
            ),
            "a player can unwin only while two players or more are still in after they went out \
             (so with 3 players or more)",
        ));
    }
    if let Some(place) = out.iter().position(|&seat| seat == by) {
        return Err(RuleViolation::rule(
            format!(
                "{} went out {} and plays no more, so cannot slam",
                name(by),
                ordinal(place + 1)
            ),
            format!(
                "the slam comes from a player still in the deal: {}",
                and_list(&still_in)
            ),
        ));
    }
    let hand_over = slam_hand_over(on, set, give)?;
    let slam = Set::new(set)?;
    let (slam_words, _) = set_words(&slam);
    let slammed_name = name(slammed);
    let place = ordinal(out.len());
    let slammed_on = format!(
        "{} slams {slam_words} on {}, the set {slammed_name} went out with",
        name(by),
        join(on)
    );
    let back = hand_over.legal() && !give.is_empty();
    let order: Vec<usize> = if back {
        out.iter().copied().filter(|&s| s != slammed).collect()
    } else {
        out.to_vec()
    };
    let reason = if !hand_over.legal() {
        format!(
            "{}; {slammed_name} comes back into the deal only with cards that may be given",
            hand_over.reason
        )
    } else if back {
        let so_far = match order.as_slice() {
            [] => "no one is out".to_string(),
            seats => format!(
                "the finishing order so far is {}",
                seats
                    .iter()
                    .map(|&s| name(s))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        };
        format!(
            "{slammed_on}, and gives {}, so {slammed_name} unwins: back in the deal with the \
             cards given, no longer {place}; {so_far}; record the deal's final finishing order \
             with {slammed_name} where they finally finish",
            join(give)
        )
    } else {
        format!(
            "{slammed_on}, but gives no cards, so {slammed_name} stays out, {place}: only a \
             player given cards comes back into the deal"
        )
    };
    Ok(Unwin {
        slammed,
        back,
        order,
        hand_over,
        reason,
    })
}

#[cfg(test)]
mod tests;
