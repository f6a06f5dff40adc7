//! How a play ends a Krumme10 display: exactly on target (the last card, and at 15 the jackpot of
//! every face-up pink 4), over it (foul points for the others, in turn order after the causer), or
//! still open; and who draws afterwards.

use crate::games::krumme10::cards::krumme10_backs;

use super::{Direction, HAND, RAISED_TARGET, Resolution, ScoredCard, Step, TARGET, Table};

/// How a play ends the display (or leaves it open), and who draws after it.
pub(super) fn resolve(
    table: &Table,
    steps: &[Step],
    active: usize,
    robbed: &[usize],
    direction: Direction,
) -> (Resolution, Vec<usize>) {
    let (total, target) = steps.last().map_or((0, TARGET), |s| (s.total, s.target));
    let order = table.turn_order_after(active, direction);
    let victim = |seat: usize| robbed.get(seat).is_some_and(|&taken| taken > 0);
    let resolution = if total > target {
        foul(table, &order, active, robbed, target)
    } else if total == target {
        exact(steps, active, target)
    } else {
        Resolution::Open
    };
    // All score first; then those stolen from and the foul scorers draw in turn order after the
    // active player, who draws last.
    let draws = |seat: usize| {
        victim(seat)
            || matches!(&resolution, Resolution::Foul { scorers, .. } if scorers.contains(&seat))
    };
    // A player runs out of cards only in the Showdown, once the draw pile is gone: then nobody
    // draws (rules: "No more cards are drawn").
    if table.anyone_without_cards() {
        return (resolution, Vec::new());
    }
    let mut draw_order: Vec<usize> = order.into_iter().filter(|&seat| draws(seat)).collect();
    draw_order.push(active);
    (resolution, draw_order)
}

/// Over the target: everyone but the causer and their teammates may score foul points, in turn
/// order after the causer; a player with no cards scores none.
fn foul(table: &Table, order: &[usize], causer: usize, robbed: &[usize], target: u8) -> Resolution {
    let teammates: Vec<usize> = order
        .iter()
        .copied()
        .filter(|&seat| table.teammates(causer, seat))
        .collect();
    let (scorers, without_cards): (Vec<usize>, Vec<usize>) = order
        .iter()
        .copied()
        .filter(|&seat| !table.teammates(causer, seat))
        .partition(|&seat| {
            table.has_cards(seat) && robbed.get(seat).is_none_or(|&taken| taken < HAND)
        });
    Resolution::Foul {
        causer,
        scorers,
        // Over 15 the others may score with any of their cards; over 10 with their lowest.
        any_card: target == RAISED_TARGET,
        teammates,
        without_cards,
    }
}

/// Exactly on target: the last card, and at 15 every face-up pink 4 in the display; no card counts
/// twice (the last card may itself be a pink 4).
fn exact(steps: &[Step], scorer: usize, target: u8) -> Resolution {
    let last = steps.len().saturating_sub(1);
    let jackpot = steps
        .iter()
        .enumerate()
        .filter(|(index, step)| target == RAISED_TARGET && step.card.pink && *index != last);
    let cards: Vec<ScoredCard> = steps
        .get(last)
        .map(|step| (last, step))
        .into_iter()
        .chain(jackpot)
        .map(|(index, step)| ScoredCard {
            step: index,
            card: step.card,
            backs: krumme10_backs(step.card.value),
        })
        .collect();
    let points = cards
        .iter()
        .fold(0u8, |sum, scored| sum.saturating_add(scored.card.value));
    Resolution::Exact {
        scorer,
        cards,
        points,
    }
}

#[cfg(test)]
mod tests;
