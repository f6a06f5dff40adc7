//! `tenscore check under10 call`: how a disputed round ends, scored by the same rules as a round
//! of a match: whether a call of "Under the 10!" stands, or who scores what after a stroke of
//! luck.

use crate::games::{Note, Outcome, RoundInput, RuleViolation, Rules, Standing};

use super::{End, Ending, Entry, Hand, Options, Under10, check_player_count};

/// `check under10 call`: scores a call as if it were the first round of a match with bonus cards
/// on (every player at total 0), so the round scores are the rules' own. The caller is a seat of
/// `names`; `hands` follow `names`. Use [`call_stands`] on the result.
pub fn settle_call(
    names: &[String],
    caller: usize,
    hands: &[Hand],
) -> Result<Outcome, RuleViolation> {
    check_player_count(names.len())?;
    let entry = Entry {
        ending: Ending::Call { seat: caller },
        hands: hands.iter().cloned().map(Some).collect(),
    };
    Under10.score(&check_options(), &Standing::start(names), None, &entry)
}

/// `check under10 call (--call NAME | --luck NAME) NAME=POINTS[+BONUS]...`: the players are the
/// names typed, in the order typed; checked and scored like [`settle_call`] (a stroke of luck as
/// the rules score it). Returns how the round ended with the outcome.
pub fn check_call(input: &RoundInput) -> Result<(Ending, Outcome), RuleViolation> {
    let names: Vec<String> = input
        .entries
        .iter()
        .map(|(name, _)| name.trim().to_string())
        .collect();
    let standing = Standing::start(&names);
    let options = check_options();
    // The count first when the entries do not parse: one player is refused as "fewer than two
    // still in", which speaks of a match, and `check` has none.
    let entry = Under10
        .parse(&options, &standing, None, input)
        .or_else(|refused| check_player_count(names.len()).and(Err(refused)))?;
    check_player_count(names.len())?;
    let outcome = Under10.score(&options, &standing, None, &entry)?;
    Ok((entry.ending, outcome))
}

fn check_options() -> Options {
    Options {
        end: End::default(),
        bonus_cards: true,
        starter: 0,
    }
}

/// Whether the call in a scored round stood (the caller scored 0 as the winner).
pub fn call_stands(outcome: &Outcome, caller: usize) -> bool {
    outcome
        .seats
        .get(caller)
        .is_some_and(|seat| seat.notes.contains(&Note::new("called")))
}

#[cfg(test)]
mod tests;
