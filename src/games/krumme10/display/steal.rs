//! The chain of 1s: a card that lands as a 1 may steal, so the thief takes a card from another
//! player and lays it at once from its back; when that one lands as a 1 too, the chain goes on.

use crate::games::RuleViolation;

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
            format!("the {} stolen from {victim_name}", lay.card),
            format!("{thief} went over the target with the card before"),
        ));
    }
    // Only a card that lands as a 1 may steal; the chain of 1s goes on while stolen cards land as 1.
    if let Some(before) = steps.last()
        && before.card.value != 1
    {
        let which = if before.stolen() {
            format!(
                "the {} stolen from {}",
                before.card,
                table.name(before.from)
            )
        } else {
            format!("{thief}'s own {}", before.card)
        };
        return Err(RuleViolation::rule(
            format!(
                "{thief} cannot steal from {victim_name}: {which} did not land as a 1, and only a 1 \
                 may steal"
            ),
            "the chain of 1s goes on only while cards land as 1: end the play there",
        ));
    }
    // A 1 steals from another player (teammates allowed), never from the thief.
    if victim == active {
        return Err(RuleViolation::rule(
            format!("{thief} cannot steal from {thief}: a 1 steals from another player"),
            "name another player (a teammate is allowed) as the one stolen from",
        ));
    }
    if !table.has_cards(victim) {
        return Err(RuleViolation::rule(
            format!("{thief} cannot steal from {victim_name}: {victim_name} has no cards left"),
            "steal from a player who still has cards, or leave out --empty for them",
        ));
    }
    // Three cards in front of each player: a fourth cannot be taken from one hand in one turn.
    if robbed.get(victim).is_some_and(|&taken| taken >= HAND) {
        return Err(RuleViolation::rule(
            format!(
                "{thief} cannot steal a 4th card from {victim_name} in one turn: a player holds 3"
            ),
            "steal from another player",
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests;
