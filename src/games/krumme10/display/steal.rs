//! The chain of 1s: a card that lands as a 1 may steal, so the thief takes a card from another
//! player and lays it at once from its back; when that one lands as a 1 too, the chain goes on.

use crate::games::RuleViolation;
use crate::t;

use super::{HAND, Lay, Step, Table, after_resolution};

/// Checks one steal of a chain: the display must still be in play, the card before must have
/// landed as a 1, and the victim must be another player who still has a card to take.
pub(super) fn check_steal(
    table: &Table,
    steps: &[Step],
    active: usize,
    victim: usize,
    lay: Lay,
    robbed: &[usize],
) -> Result<(), RuleViolation> {
    let thief = table.name(active);
    let victim_name = table.name(victim);
    // The chain stops when the display goes over the target: the foul resolves it at once.
    if steps
        .last()
        .is_some_and(|before| before.total > before.target)
    {
        return Err(after_resolution(
            t!(
                "krumme10-stolen-card",
                card = lay.card.to_string(),
                victim = victim_name
            ),
            t!("krumme10-over-before", thief = thief),
        ));
    }
    // Only a card that lands as a 1 may steal; the chain of 1s goes on while stolen cards land as 1.
    if let Some(before) = steps.last()
        && before.card.value != 1
    {
        let which = if before.stolen() {
            t!(
                "krumme10-stolen-card",
                card = before.card.to_string(),
                victim = table.name(before.from)
            )
        } else {
            t!(
                "krumme10-own-card",
                name = thief,
                card = before.card.to_string()
            )
        };
        return Err(RuleViolation::rule(
            t!(
                "krumme10-steal-not-a-one",
                thief = thief,
                victim = victim_name,
                which = which
            ),
            t!("krumme10-steal-not-a-one-legal"),
        ));
    }
    // A 1 steals from another player (teammates allowed), never from the thief.
    if victim == active {
        return Err(RuleViolation::rule(
            t!("krumme10-steal-from-self", thief = thief),
            t!("krumme10-steal-from-self-legal"),
        ));
    }
    if !table.has_cards(victim) {
        return Err(RuleViolation::rule(
            t!(
                "krumme10-steal-from-empty",
                thief = thief,
                victim = victim_name
            ),
            t!("krumme10-steal-from-empty-legal"),
        ));
    }
    // Three cards in front of each player: a fourth cannot be taken from one hand in one turn.
    if robbed.get(victim).is_some_and(|&taken| taken >= HAND) {
        return Err(RuleViolation::rule(
            t!("krumme10-steal-fourth", thief = thief, victim = victim_name),
            t!("krumme10-steal-fourth-legal"),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests;
