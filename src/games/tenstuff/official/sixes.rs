//! Three sixes, an official rule (rule document: "After a player completes a turn in which a set
//! of exactly three sixes was played, the following happens starting on the next turn: Play now
//! passes to the right (counterclockwise). The face-up play pile becomes the face-up draw pile.
//! The face-down draw pile becomes the face-down play pile." ... "As soon as their is no more draw
//! pile left, the game 'restarts'. The face-down pile is now the draw pile again (don't reshuffle
//! it), players keep the cards they have in their hands, and whoever has the lowest card goes
//! first, and play passes to the left like normal.")
//!
//! Only a set of exactly three sixes does it: two or four sixes do not. House ruling (the rule
//! document does not say): three sixes while their effect is already in force change nothing
//! more; play keeps passing to the right and the piles stay as they are until the draw pile runs
//! out.

use serde::Serialize;

use crate::games::RuleViolation;
use crate::games::cards::Rank;
use crate::games::tenstuff::cards::TenstuffCard;
use crate::games::tenstuff::check_player_count;
use crate::games::tenstuff::seating::{Direction, next_seat};
use crate::games::tenstuff::sets::Set;
use crate::games::tenstuff::sets::words::set_words;

/// How many sixes make three sixes: exactly three.
const SIXES: usize = 3;

/// What a turn with a set does to the direction of play and the piles.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Sixes {
    /// The set was exactly three sixes.
    pub three_sixes: bool,
    /// The seat that plays next.
    pub next: usize,
    /// The way play passes from the next turn.
    pub direction: Direction,
    /// The piles swap now: the face-up play pile becomes the face-up draw pile, and the
    /// face-down draw pile the face-down play pile. Not again while three sixes are in force.
    pub piles_swap: bool,
    /// What happens and why, in words.
    pub reason: String,
}

/// The restart when the draw pile runs out while three sixes are in force, in words.
pub fn restart_words() -> String {
    crate::t!("tenstuff-restart", direction = Direction::Clockwise.words())
}

/// What follows a turn in which `names[by]` played `set` at a table seated clockwise in the
/// order of `names`; `in_force` when three sixes played earlier are still in force (the piles
/// already swapped, play passing to the right). Refused (exit 3): fewer than 2 or more than 8
/// players, and a set that breaks the set rules.
pub fn after_set(
    names: &[String],
    by: usize,
    set: &[TenstuffCard],
    in_force: bool,
) -> Result<Sixes, RuleViolation> {
    check_player_count(names.len())?;
    let set = Set::new(set)?;
    let three_sixes = set.value() == Rank::SIX.value() && set.size() == SIXES;
    let direction = if three_sixes || in_force {
        Direction::Counterclockwise
    } else {
        Direction::Clockwise
    };
    let next = next_seat(names.len(), by, direction, |_| false);
    let next_name = names.get(next).map_or("", String::as_str);
    let (words, _) = set_words(&set);
    let count = set.size();
    let reason = match (three_sixes, in_force) {
        // The rule document: from the next turn play passes to the right, and the piles swap.
        (true, false) => crate::t!(
            "tenstuff-sixes",
            direction = direction.words(),
            next = next_name,
            restart = restart_words()
        ),
        // House ruling: three sixes while three sixes are in force change nothing more.
        (true, true) => crate::t!(
            "tenstuff-sixes-in-force",
            direction = direction.words(),
            next = next_name
        ),
        (false, false) => crate::t!(
            "tenstuff-no-sixes",
            set = words,
            count = count,
            direction = direction.words(),
            next = next_name
        ),
        (false, true) => crate::t!(
            "tenstuff-no-sixes-in-force",
            set = words,
            count = count,
            direction = direction.words(),
            next = next_name
        ),
    };
    Ok(Sixes {
        three_sixes,
        next,
        direction,
        piles_swap: three_sixes && !in_force,
        reason,
    })
}

#[cfg(test)]
mod tests;
