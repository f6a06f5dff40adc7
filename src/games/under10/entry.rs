//! Reading a round of Under the 10 as typed: every player's hand (`NAME=POINTS[+BONUS...]`) and
//! how the round ended (`--call NAME` or `--luck NAME`). Only the form is read here (a malformed
//! entry is exit 2); the rules the entry must keep are checked in `validate`.

use crate::games::names::NameIndex;
use crate::games::numbers;
use crate::games::{RoundInput, RuleViolation, Standing};

use super::{Bonus, Ending, Entry, Hand, names_still_in};

/// What a hand looks like, for error messages.
const HAND_FORM: &str = "write the points left in hand as a whole number, then any bonus card held: 7, 12+joker, 0+trade-one";

/// Reads a hand as typed after `NAME=`: `POINTS[+BONUS...]`. Only the form is checked here (a
/// malformed hand is exit 2); the rules on points and bonus cards are checked when scoring.
pub fn parse_hand(text: &str) -> Result<Hand, RuleViolation> {
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
            format!("'{text}' gives no points"),
            HAND_FORM,
        ));
    }
    let points = numbers::count(&points_text).map_err(|refused| {
        if refused.is_negative() {
            return negative_points(&points_text);
        }
        RuleViolation::malformed(
            format!("'{points_text}' is not a number of points"),
            match refused.unsigned() {
                Some(digits) => format!("write the points without the sign: {digits}"),
                None => HAND_FORM.to_string(),
            },
        )
    })?;
    let bonus = parts
        .map(|name| {
            if name.is_empty() {
                Err(RuleViolation::malformed(
                    format!("'{text}' has a '+' with no bonus card after it"),
                    HAND_FORM,
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
        format!("{points} points: points in hand cannot be negative"),
        "card values run from 0 to 13, so a hand holds 0 points or more",
    )
}

/// Reads a typed round into an [`Entry`]: how it ended, and one hand per seat in seating order
/// (`None` for seats not entered). A player entered twice is malformed.
pub(super) fn read_entry(standing: &Standing, input: &RoundInput) -> Result<Entry, RuleViolation> {
    let ending = read_ending(standing, input)?;
    let seats = standing.name_index();
    let mut hands: Vec<Option<Hand>> = vec![None; standing.seats.len()];
    for (name, value) in &input.entries {
        let seat = find_entered_player(standing, &seats, name, value)?;
        if hands[seat].is_some() {
            return Err(RuleViolation::malformed(
                format!("{} is entered twice", standing.seats[seat].name),
                "give one NAME=POINTS per player",
            ));
        }
        let hand = parse_hand(value).map_err(|error| RuleViolation {
            problem: format!("{}={value}: {}", name.trim(), error.problem),
            ..error
        })?;
        hands[seat] = Some(hand);
    }
    Ok(Entry { ending, hands })
}

/// Reads `--call` / `--luck`: exactly one, naming a player of the match (DESIGN section 3: both or
/// neither is malformed).
fn read_ending(standing: &Standing, input: &RoundInput) -> Result<Ending, RuleViolation> {
    let find = |flag: &str, name: &str| {
        standing.seat_of(name).ok_or_else(|| {
            RuleViolation::malformed(
                format!(
                    "{flag} {name}: there is no player '{}' in this match",
                    name.trim()
                ),
                format!("name a player still in: {}", names_still_in(standing)),
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
            "the round needs --call or --luck: say how it ended",
            "add --call NAME (who called \"Under the 10!\") or --luck NAME (who emptied their hand)",
        )),
        (Some(_), Some(_)) => Err(RuleViolation::malformed(
            "both --call and --luck given: a round ends either by a call or by a stroke of luck",
            "keep only one of --call NAME and --luck NAME",
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
            format!("'={value}' names no player"),
            "write NAME=POINTS, e.g. Ann=7",
        ));
    }
    seats.seat(name).ok_or_else(|| {
        RuleViolation::malformed(
            format!(
                "{}={value}: there is no player '{}' in this match",
                name.trim(),
                name.trim()
            ),
            format!(
                "give NAME=POINTS for the players still in: {}",
                names_still_in(standing)
            ),
        )
    })
}

#[cfg(test)]
mod tests;
