//! The rules an Under the 10 entry must keep, checked the same way for typed and stored entries
//! (stored entries are scored again when an earlier round is edited, so they are never trusted):
//! who may end a round, the caller's and the lucky player's hands, and the limits on every hand.

use crate::games::RuleViolation;
use crate::games::Standing;
use crate::games::under10::cards::UNDER10_HIGHEST_VALUE;
use crate::t;

use super::entry::{negative_points, read_hand};
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
    check_hands_given(standing, &entry.hands)?;
    check_ender_seat(standing, &entry.ending)?;
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
            t!(
                "under10-hand-count",
                hands = entry.hands.len(),
                players = seats.len()
            ),
            t!("under10-hand-count-hint"),
        ));
    }
    let still_in = seats.iter().filter(|seat| !seat.out).count();
    if still_in < 2 {
        return Err(RuleViolation::rule(
            t!("under10-too-few"),
            t!("under10-too-few-hint"),
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
            t!(
                "under10-seat-unknown",
                flag = flag,
                seat = ender,
                seats = seats.len()
            ),
            t!("under10-name-still-in", names = names_still_in(standing)),
        )),
        Some(seat) if seat.out => Err(RuleViolation::malformed(
            t!(
                "under10-ender-out",
                flag = flag,
                name = seat.name.to_string(),
                total = seat.total
            ),
            t!("under10-name-still-in", names = names_still_in(standing)),
        )),
        Some(_) => Ok(()),
    }
}

/// Every player still in has a hand, and no hand holds negative points (both malformed).
pub(super) fn check_hands_given(
    standing: &Standing,
    hands: &[Option<Hand>],
) -> Result<(), RuleViolation> {
    for (seat, hand) in standing.seats.iter().zip(hands) {
        match hand {
            None if !seat.out => {
                return Err(RuleViolation::malformed(
                    t!("under10-no-entry", name = seat.name.to_string()),
                    t!("under10-no-entry-hint", names = names_still_in(standing)),
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
                    t!(
                        "under10-out-entered",
                        name = seat.name.to_string(),
                        total = seat.total
                    ),
                    t!(
                        "under10-out-entered-hint",
                        name = seat.name.to_string(),
                        names = names_still_in(standing)
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

/// One answer as `play` reads it, checked as it is typed with the same rules a whole round gets,
/// in the words of the prompt: the prompt names the player, so the problem is not prefixed with
/// the command line's `NAME=POINTS`, and a hint says what to type here, not which command line
/// to use (issue 35 item 10).
pub fn check_hand_text(
    options: &Options,
    name: &str,
    text: &str,
    role: HandRole,
) -> Result<Hand, RuleViolation> {
    let hand = read_hand(text, options.bonus_cards)?;
    if hand.holds_bonus() && !options.bonus_cards {
        return Err(RuleViolation::rule(
            t!(
                "under10-bonus-off",
                name = name,
                bonus = describe_bonus(&hand.bonus)
            ),
            t!("under10-ask-bonus-off-hint", points = hand.points),
        ));
    }
    check_hand(options, name, &hand)?;
    check_ender(name, &hand, role)?;
    Ok(hand)
}

/// A hand as an entry writes it, its bonus cards by the names of the language in use
/// ("2+ruil-alles"): the stored English names ("trade-all") would echo what nobody typed.
fn hand_as_said(hand: &Hand) -> String {
    let mut said = hand.points.to_string();
    for bonus in &hand.bonus {
        said.push('+');
        said.push_str(&t!("under10-bonus-typed", bonus = bonus.name()));
    }
    said
}

/// The caller's and the lucky player's hands.
fn check_ender(name: &str, hand: &Hand, role: HandRole) -> Result<(), RuleViolation> {
    match role {
        // House ruling: a call needs fewer than 10 points in hand and no bonus card, else it is
        // refused, not scored.
        HandRole::Caller if hand.holds_bonus() => Err(RuleViolation::rule(
            t!(
                "under10-call-holding",
                name = name,
                bonus = describe_bonus(&hand.bonus)
            ),
            t!("under10-call-hint"),
        )),
        HandRole::Caller if hand.points > HIGHEST_CALL => Err(RuleViolation::rule(
            t!("under10-call-points", name = name, points = hand.points),
            t!("under10-call-hint"),
        )),
        // House ruling: the lucky player has emptied their hand, so the entry is NAME=0.
        HandRole::Lucky if hand.points != 0 || hand.holds_bonus() => Err(RuleViolation::rule(
            t!("under10-luck-holds", name = name, hand = hand_as_said(hand)),
            t!("under10-luck-holds-hint", name = name),
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
            t!(
                "under10-bonus-off",
                name = name,
                bonus = describe_bonus(&hand.bonus)
            ),
            t!("under10-bonus-off-hint", name = name, points = hand.points),
        ));
    }
    // House ruling: a hand holds at most 5 cards when a round ends, each worth 0 to 13.
    let bonus_cards = hand.bonus.len() as i64;
    if bonus_cards > CARDS_IN_HAND {
        return Err(RuleViolation::rule(
            t!("under10-bonus-many", name = name, count = bonus_cards),
            t!("under10-bonus-many-hint"),
        ));
    }
    let card_slots = CARDS_IN_HAND - bonus_cards;
    let most_points = card_slots * i64::from(UNDER10_HIGHEST_VALUE);
    if hand.points > most_points {
        return Err(RuleViolation::rule(
            t!(
                "under10-points-many",
                name = name,
                points = hand.points,
                bonus = bonus_cards,
                slots = card_slots,
                most = most_points
            ),
            t!("under10-points-many-hint", most = most_points),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests;
