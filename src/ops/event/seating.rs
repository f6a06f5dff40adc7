//! `event seating` (and what `event seat` shows after drawing): one round's tables as stored,
//! with the results of those that ended and who waits.

use crate::ops::OpError;
use crate::store::{EventInfo, EventResult, EventRound, EventTable, Reader};

/// One drawn round of an event as it stands.
#[derive(Clone, Debug)]
pub struct RoundSeating {
    pub event: EventInfo,
    pub round: EventRound,
    /// By table; players in seat order (seat 0 starts).
    pub tables: Vec<EventTable>,
    /// The final places of this round's ended tables.
    pub results: Vec<EventResult>,
    /// Players in the event this round whom no table seats, by name.
    pub waiting: Vec<String>,
}

/// Round `round` of `event` (`None`: the last one drawn); refused when it was not drawn.
pub fn seating(
    reader: &dyn Reader,
    event: EventInfo,
    round: Option<u32>,
) -> Result<RoundSeating, OpError> {
    let rounds = reader.event_rounds(event.id)?;
    let wanted = match round {
        Some(n) => rounds.iter().find(|r| r.round == n),
        None => rounds.last(),
    };
    let Some(wanted) = wanted.cloned() else {
        return Err(not_drawn(&event, round, rounds.len()));
    };
    let tables = reader.event_tables(event.id, Some(wanted.round))?;
    let results = (reader.event_results(event.id)?.into_iter())
        .filter(|r| r.round == wanted.round)
        .collect();
    let seated: Vec<i64> = (tables.iter())
        .flat_map(|t| t.players.iter().map(|p| p.player_id))
        .collect();
    let waiting = (reader.event_players(event.id)?.into_iter())
        .filter(|p| p.present_in(wanted.round) && !seated.contains(&p.player.id))
        .map(|p| p.player.name)
        .collect();
    Ok(RoundSeating {
        event,
        round: wanted,
        tables,
        results,
        waiting,
    })
}

/// No round drawn yet, or not round `round`: round 0, which no event has, or one past the
/// last, where `event seat` is the advice only while planned rounds are left to draw.
fn not_drawn(event: &EventInfo, round: Option<u32>, drawn: usize) -> OpError {
    let range = crate::said!("event-cmd-round-range-hint", drawn = drawn);
    let problem = match round {
        Some(0) if drawn > 0 => {
            return OpError::not_found(crate::said!("event-cmd-round-zero"), range);
        }
        Some(n) if drawn > 0 && drawn >= event.rounds as usize => {
            let problem = crate::said!(
                "event-cmd-round-beyond",
                name = event.name.as_str(),
                round = n,
                rounds = drawn
            );
            return OpError::not_found(problem, range);
        }
        Some(n) => crate::said!(
            "event-cmd-round-not-drawn",
            name = event.name.as_str(),
            round = n,
            drawn = drawn
        ),
        // The event is there but has not reached a draw: a state refusal, as `undo` with
        // nothing to undo is, not a name that cannot be found.
        None => {
            let problem = crate::said!("event-cmd-nothing-drawn", name = event.name.as_str());
            return OpError::rule(problem, crate::said!("event-cmd-seat-hint"));
        }
    };
    OpError::not_found(problem, crate::said!("event-cmd-seat-hint"))
}
