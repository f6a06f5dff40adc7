//! The rules an Under the 10 entry must keep, checked the same way for typed and stored entries
//! (stored entries are scored again when an earlier round is edited, so they are never trusted):
//! who may end a round, the caller's and the lucky player's hands, and the limits on every hand.

use crate::games::RuleViolation;
use crate::games::Standing;
use crate::games::cards::UNDER10_HIGHEST_VALUE;

use super::entry::{negative_points, parse_hand};
use super::{Ending, Entry, Hand, Options, describe_bonus, names_still_in};

/// "Under the 10": a call needs fewer than 10 points in hand.
const HIGHEST_CALL: i64 = 9;
/// Every player is dealt 5 cards and holds 5 again after each turn.
const CARDS_IN_HAND: i64 = 5;

/// Every rule an entry must keep, checked the same way for typed and stored entries: first what
/// makes an entry unreadable for this match (exit 2), then what breaks a rule (exit 3).
pub(super) fn validate(
    options: &Options,
    standing: &Standing,
    entry: &Entry,
) -> Result<(), RuleViolation> {
    check_table(standing, entry)?;
    check_ender_seat(standing, &entry.ending)?;
    check_hands_given(standing, entry)?;
    check_hands(options, standing, entry)?;
    let ender = entry.ending.seat();
    if let Some(hand) = entry.hands[ender].as_ref() {
        let role = match entry.ending {
            Ending::Call { .. } => HandRole::Caller,
            Ending::Luck { .. } => HandRole::Lucky,
        };
        check_ender(&standing.seats[ender].name.to_string(), hand, role)?;
    }
    Ok(())
}

/// One hand per seat, and at least two players still in to play a round.
fn check_table(standing: &Standing, entry: &Entry) -> Result<(), RuleViolation> {
    let seats = &standing.seats;
    if entry.hands.len() != seats.len() {
        return Err(RuleViolation::malformed(
            format!(
                "the entry has {} hands but the match has {} players",
                entry.hands.len(),
                seats.len()
            ),
            "give one hand per player in seating order",
        ));
    }
    let still_in = seats.iter().filter(|seat| !seat.out).count();
    if still_in < 2 {
        return Err(RuleViolation::rule(
            "fewer than two players are still in: the match is over",
            "start a new match",
        ));
    }
    Ok(())
}

/// The seat that ended the round (`--call` / `--luck`) must be a player still in.
fn check_ender_seat(standing: &Standing, ending: &Ending) -> Result<(), RuleViolation> {
    let seats = &standing.seats;
    let ender = ending.seat();
    let flag = match ending {
        Ending::Call { .. } => "--call",
        Ending::Luck { .. } => "--luck",
    };
    match seats.get(ender) {
        None => Err(RuleViolation::malformed(
            format!(
                "{flag} names seat {ender}, but the match has {} seats",
                seats.len()
            ),
            format!("name a player still in: {}", names_still_in(standing)),
        )),
        Some(seat) if seat.out => Err(RuleViolation::malformed(
            format!(
                "{flag} {}: {} is out of the match ({})",
                seat.name, seat.name, seat.total
            ),
            format!("name a player still in: {}", names_still_in(standing)),
        )),
        Some(_) => Ok(()),
    }
}

/// Every player still in has a hand, and no hand holds negative points (both malformed).
fn check_hands_given(standing: &Standing, entry: &Entry) -> Result<(), RuleViolation> {
    for (seat, hand) in standing.seats.iter().zip(&entry.hands) {
        match hand {
            None if !seat.out => {
                return Err(RuleViolation::malformed(
                    format!("no entry for {}", seat.name),
                    format!(
                        "give NAME=POINTS for every player still in: {}",
                        names_still_in(standing)
                    ),
                ));
            }
            Some(hand) if hand.points < 0 => return Err(negative_points(hand.points)),
            _ => {}
        }
    }
    Ok(())
}

/// No hand for a player who is out, and every hand within the limits of [`check_hand`].
fn check_hands(options: &Options, standing: &Standing, entry: &Entry) -> Result<(), RuleViolation> {
    for (seat, hand) in standing.seats.iter().zip(&entry.hands) {
        if let Some(hand) = hand {
            // House ruling: out players take no part in later rounds.
            if seat.out {
                return Err(RuleViolation::rule(
                    format!(
                        "{} is out of the match ({}) and takes no part in later rounds",
                        seat.name, seat.total
                    ),
                    format!(
                        "leave {} out of the entry; the players still in are {}",
                        seat.name,
                        names_still_in(standing)
                    ),
                ));
            }
            check_hand(options, &seat.name.to_string(), hand)?;
        }
    }
    Ok(())
}

/// Whose hand it is, for the checks that depend on how the round ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandRole {
    /// Called "Under the 10!".
    Caller,
    /// Emptied their hand by a stroke of luck.
    Lucky,
    Other,
}

/// One answer as `play` reads it, checked as it is typed with the same rules a whole round gets.
pub fn check_hand_text(
    options: &Options,
    name: &str,
    text: &str,
    role: HandRole,
) -> Result<Hand, RuleViolation> {
    let hand = parse_hand(text).map_err(|error| RuleViolation {
        problem: format!("{name}={}: {}", text.trim(), error.problem),
        ..error
    })?;
    check_hand(options, name, &hand)?;
    check_ender(name, &hand, role)?;
    Ok(hand)
}

/// The caller's and the lucky player's hands.
fn check_ender(name: &str, hand: &Hand, role: HandRole) -> Result<(), RuleViolation> {
    match role {
        // House ruling: a call needs fewer than 10 points in hand and no bonus card, else it is
        // refused, not scored.
        HandRole::Caller if hand.holds_bonus() => Err(RuleViolation::rule(
            format!(
                "{name} called while holding {}",
                describe_bonus(&hand.bonus)
            ),
            "a call needs fewer than 10 points (0 to 9) and no bonus card",
        )),
        HandRole::Caller if hand.points > HIGHEST_CALL => Err(RuleViolation::rule(
            format!("{name} called with {} points in hand", hand.points),
            "a call needs fewer than 10 points (0 to 9) and no bonus card",
        )),
        // House ruling: the lucky player has emptied their hand, so the entry is NAME=0.
        HandRole::Lucky if hand.points != 0 || hand.holds_bonus() => Err(RuleViolation::rule(
            format!("{name} had a stroke of luck but still holds {hand}"),
            format!("a stroke of luck empties the hand: enter {name}=0"),
        )),
        _ => Ok(()),
    }
}

/// The limits on one hand: bonus cards only when playing with them, and no more points than five
/// cards can hold.
fn check_hand(options: &Options, name: &str, hand: &Hand) -> Result<(), RuleViolation> {
    // House ruling: with the bonus cards off, an entry holding one is refused.
    if hand.holds_bonus() && !options.bonus_cards {
        return Err(RuleViolation::rule(
            format!(
                "{name} holds {}, but this match is played without bonus cards",
                describe_bonus(&hand.bonus)
            ),
            format!(
                "enter the card points alone ({name}={}); bonus cards count only in a match \
                 created with `new under10 --bonus-cards`",
                hand.points
            ),
        ));
    }
    // House ruling: a hand holds at most 5 cards when a round ends, each worth 0 to 13.
    let bonus_cards = hand.bonus.len() as i64;
    if bonus_cards > CARDS_IN_HAND {
        return Err(RuleViolation::rule(
            format!("{name} holds {bonus_cards} bonus cards, but a hand holds at most 5 cards"),
            "enter at most 5 cards in hand, bonus cards included",
        ));
    }
    let card_slots = CARDS_IN_HAND - bonus_cards;
    let most_points = card_slots * i64::from(UNDER10_HIGHEST_VALUE);
    if hand.points > most_points {
        let cards = match bonus_cards {
            0 => "5 cards".to_string(),
            1 => format!("besides 1 bonus card, {card_slots} cards"),
            _ => format!("besides {bonus_cards} bonus cards, {card_slots} cards"),
        };
        return Err(RuleViolation::rule(
            format!(
                "{name} has {} points in hand, but {cards} of at most 13 make at most {most_points}",
                hand.points
            ),
            format!(
                "a hand holds at most 5 cards, so at most (5 − bonus cards) × 13 = {most_points} points"
            ),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests;
