//! Reading a round of Under the 10 as typed: every player's hand (`NAME=POINTS[+BONUS...]`) and
//! how the round ended (`--call NAME` or `--luck NAME`). Only the form is read here (a malformed
//! entry is exit 2); the rules the entry must keep are checked in `validate`.

use crate::games::names::NameIndex;
use crate::games::names::similar::seat_guess_or;
use crate::games::numbers;
use crate::games::{RoundInput, RuleViolation, Standing};
use crate::t;

use super::validate::check_hands_given;
use super::{Bonus, Ending, Entry, Hand, Options, names_still_in};

/// What a hand looks like, for error messages: with the bonus cards only where the match plays
/// with them (a hint to type `12+joker` would be refused there).
fn hand_form(bonus_cards: bool) -> String {
    if bonus_cards {
        t!("under10-hand-form")
    } else {
        t!("under10-hand-form-plain")
    }
}

/// Reads a hand as typed after `NAME=`: `POINTS[+BONUS...]`. Only the form is checked here (a
/// malformed hand is exit 2); the rules on points and bonus cards are checked when scoring.
pub fn parse_hand(text: &str) -> Result<Hand, RuleViolation> {
    read_hand(text, true)
}

/// [`parse_hand`] in a match with or without the bonus cards, whose hint names them or not.
pub(super) fn read_hand(text: &str, bonus_cards: bool) -> Result<Hand, RuleViolation> {
    let mut parts = text.split('+').map(str::trim).peekable();
    let mut points_text = parts.next().unwrap_or_default().to_string();
    // `+5` is a count with a sign, refused as in every game (`numbers`); `+joker` gives no points.
    if points_text.is_empty()
        && text.trim_start().starts_with('+')
        && let Some(digits) = parts.next_if(|next| is_digits(next))
    {
        points_text = format!("+{digits}");
    }
    if points_text.is_empty() {
        return Err(RuleViolation::malformed(
            t!("under10-no-points", text = text),
            hand_form(bonus_cards),
        ));
    }
    let points = numbers::count(&points_text).map_err(|refused| {
        if refused.is_negative() {
            return negative_points(&points_text);
        }
        RuleViolation::malformed(
            t!("under10-not-points", points = &points_text),
            match refused.unsigned() {
                Some(digits) => t!("under10-without-sign", digits = digits.to_string()),
                None => hand_form(bonus_cards),
            },
        )
    })?;
    let bonus = parts
        .map(|name| {
            if name.is_empty() {
                Err(RuleViolation::malformed(
                    t!("under10-plus-alone", text = text),
                    hand_form(bonus_cards),
                ))
            } else {
                name.parse::<Bonus>()
            }
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Hand {
        points: i64::from(points),
        bonus,
    })
}

fn is_digits(text: &str) -> bool {
    !text.is_empty() && text.chars().all(|c| c.is_ascii_digit())
}

pub(super) fn negative_points(points: impl std::fmt::Display) -> RuleViolation {
    RuleViolation::malformed(
        t!("under10-negative", points = points.to_string()),
        t!("under10-negative-hint"),
    )
}

/// Reads a typed round into an [`Entry`]: one hand per seat in seating order (`None` for seats
/// not entered), and how it ended. A player entered twice is malformed. The entries come first,
/// as in every game: an unreadable hand or a player left out is the first problem reported, and
/// only then a missing or wrong `--call`/`--luck` (issue 35 item 9).
pub(super) fn read_entry(
    options: &Options,
    standing: &Standing,
    input: &RoundInput,
) -> Result<Entry, RuleViolation> {
    let seats = standing.name_index();
    let mut hands: Vec<Option<Hand>> = vec![None; standing.seats.len()];
    for (name, value) in &input.entries {
        let seat = find_entered_player(standing, &seats, name, value)?;
        if hands[seat].is_some() {
            return Err(RuleViolation::malformed(
                t!(
                    "under10-entered-twice",
                    name = standing.seats[seat].name.to_string()
                ),
                t!("under10-entered-twice-hint"),
            ));
        }
        let hand = read_hand(value, options.bonus_cards).map_err(|error| RuleViolation {
            problem: format!("{}={value}: {}", name.trim(), error.problem),
            ..error
        })?;
        hands[seat] = Some(hand);
    }
    check_hands_given(standing, &hands)?;
    let ending = read_ending(standing, input)?;
    Ok(Entry { ending, hands })
}

/// Reads `--call` / `--luck`: exactly one, naming a player of the match (DESIGN section 3: both or
/// neither is malformed).
fn read_ending(standing: &Standing, input: &RoundInput) -> Result<Ending, RuleViolation> {
    let find = |flag: &str, name: &str| {
        standing.seat_of(name).ok_or_else(|| {
            RuleViolation::malformed(
                t!(
                    "under10-flag-unknown",
                    flag = flag,
                    typed = name,
                    name = name.trim()
                ),
                seat_guess_or(name, standing, || {
                    t!("under10-name-still-in", names = names_still_in(standing))
                }),
            )
        })
    };
    match (input.flag("call"), input.flag("luck")) {
        (Some(name), None) => Ok(Ending::Call {
            seat: find("--call", name)?,
        }),
        (None, Some(name)) => Ok(Ending::Luck {
            seat: find("--luck", name)?,
        }),
        (None, None) => Err(RuleViolation::malformed(
            t!("under10-no-ending"),
            t!("under10-no-ending-hint"),
        )),
        (Some(_), Some(_)) => Err(RuleViolation::malformed(
            t!("under10-both-endings"),
            t!("under10-both-endings-hint"),
        )),
    }
}

fn find_entered_player(
    standing: &Standing,
    seats: &NameIndex,
    name: &str,
    value: &str,
) -> Result<usize, RuleViolation> {
    if name.trim().is_empty() {
        return Err(RuleViolation::malformed(
            t!("under10-no-name", value = value),
            t!("under10-no-name-hint"),
        ));
    }
    seats.seat(name).ok_or_else(|| {
        RuleViolation::malformed(
            t!("under10-player-unknown", name = name.trim(), value = value),
            seat_guess_or(name, standing, || {
                t!(
                    "under10-player-unknown-hint",
                    names = names_still_in(standing)
                )
            }),
        )
    })
}

#[cfg(test)]
mod tests;

/// Two entries alike but for the order a hand's bonus cards were typed in (`12+joker+trade-one`
/// and `12+trade-one+joker` hold the same cards).
pub fn same_entry(a: &Entry, b: &Entry) -> bool {
    let in_order = |entry: &Entry| {
        let mut entry = entry.clone();
        for hand in entry.hands.iter_mut().flatten() {
            hand.bonus.sort();
        }
        entry
    };
    in_order(a) == in_order(b)
}
