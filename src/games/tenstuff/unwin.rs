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

use crate::games::RuleViolation;
use crate::games::tenstuff::cards::TenstuffCard;

use super::sets::words::{and_list, join, set_words};
use super::sets::{HandOver, Set, slam_hand_over};
use super::{check_player_count, place_in_words, place_word};

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
    let slammed = slammed_seat(names, out, by)?;
    let hand_over = slam_hand_over(on, set, give)?;
    let slam = Set::new(set)?;
    let back = hand_over.legal() && !give.is_empty();
    let order: Vec<usize> = if back {
        out.iter().copied().filter(|&s| s != slammed).collect()
    } else {
        out.to_vec()
    };
    let name = |seat: usize| names.get(seat).map_or("", String::as_str);
    let (slam_words, _) = set_words(&slam);
    let slams = crate::t!(
        "tenstuff-unwin-slams",
        name = name(by),
        set = slam_words,
        on = join(on),
        slammed = name(slammed)
    );
    let reason = unwin_reason(&UnwinFacts {
        names,
        slams,
        slammed,
        placed: out.len(),
        hand_over: &hand_over,
        give,
        order: back.then_some(order.as_slice()),
    });
    Ok(Unwin {
        slammed,
        back,
        order,
        hand_over,
        reason,
    })
}

/// The seat a slam by `by` would unwin: the last one in `out`, while the deal goes on and the
/// slammer is still in it. The refusals of [`unwin`] that concern the table, not the cards.
fn slammed_seat(names: &[String], out: &[usize], by: usize) -> Result<usize, RuleViolation> {
    let players = names.len();
    check_player_count(players)?;
    let name = |seat: usize| names.get(seat).map_or("", String::as_str);
    let Some((&slammed, _)) = out.split_last() else {
        return Err(RuleViolation::malformed(
            crate::t!("tenstuff-unwin-no-one-out"),
            crate::t!("tenstuff-unwin-no-one-out-hint"),
        ));
    };
    if let Some(seat) = out
        .iter()
        .enumerate()
        .find(|&(i, seat)| out[..i].contains(seat))
        .map(|(_, &seat)| seat)
    {
        return Err(RuleViolation::malformed(
            crate::t!("tenstuff-unwin-out-twice", name = name(seat)),
            crate::t!("tenstuff-unwin-out-twice-hint"),
        ));
    }
    let still_in: Vec<&str> = (0..players)
        .filter(|seat| !out.contains(seat))
        .map(name)
        .collect();
    // The deal goes on only while two players or more are in.
    if still_in.len() < 2 {
        let left = match still_in.as_slice() {
            [] => crate::t!("tenstuff-unwin-no-one-left"),
            [one] => crate::t!("tenstuff-unwin-one-left", name = *one),
            _ => String::new(),
        };
        return Err(RuleViolation::rule(
            crate::t!("tenstuff-unwin-over", name = name(slammed), left = left),
            crate::t!("tenstuff-unwin-over-hint"),
        ));
    }
    if let Some(place) = out.iter().position(|&seat| seat == by) {
        return Err(RuleViolation::rule(
            crate::t!(
                "tenstuff-unwin-slammer-out",
                name = name(by),
                place = place_in_words(place + 1)
            ),
            crate::t!(
                "tenstuff-unwin-slammer-out-hint",
                names = and_list(&still_in)
            ),
        ));
    }
    Ok(slammed)
}

/// What a slam on a player out did, for [`unwin_reason`] to put in words.
struct UnwinFacts<'a> {
    names: &'a [String],
    /// Who slams what on what, in words.
    slams: String,
    slammed: usize,
    /// How many players are out, the slammed player the last of them.
    placed: usize,
    hand_over: &'a HandOver,
    give: &'a [TenstuffCard],
    /// The finishing order left when the slammed player is back; `None` when they stay out.
    order: Option<&'a [usize]>,
}

/// What the slam does and why, in words: a card that may not be given, the slammed player back
/// in the deal (and the finishing order so far), or staying out.
fn unwin_reason(facts: &UnwinFacts<'_>) -> String {
    let name = |seat: usize| facts.names.get(seat).map_or("", String::as_str);
    let slammed = name(facts.slammed);
    let place = place_word(facts.placed);
    if !facts.hand_over.legal() {
        return crate::t!(
            "tenstuff-unwin-not-given",
            reason = facts.hand_over.reason.as_str(),
            slammed = slammed
        );
    }
    let Some(order) = facts.order else {
        return crate::t!(
            "tenstuff-unwin-stays-out",
            slams = facts.slams.as_str(),
            slammed = slammed,
            place = place
        );
    };
    let so_far = match order {
        [] => crate::t!("tenstuff-unwin-no-one-out-now"),
        seats => crate::t!(
            "tenstuff-unwin-so-far",
            order = seats
                .iter()
                .map(|&s| name(s))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    crate::t!(
        "tenstuff-unwin-back",
        slams = facts.slams.as_str(),
        cards = join(facts.give),
        slammed = slammed,
        place = place,
        so_far = so_far
    )
}

#[cfg(test)]
mod tests;
