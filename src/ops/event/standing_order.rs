//! `event seat --by-standing`: the players in the order of the evening's standing so far, as
//! `event standings` ranks them (a Krumme10 team's members at the team's place included).

use crate::ops::OpError;
use crate::ops::event::standing::Evening;
use crate::store::{EventInfo, Reader};

/// `players` (ids, in the event's order) best first by the evening's standing so far; those
/// without an ended match come last, in the order given.
pub fn standing_order(
    reader: &dyn Reader,
    event: &EventInfo,
    players: &[i64],
) -> Result<Vec<i64>, OpError> {
    let ranked = Evening::read(reader, event.clone())?.ranked();
    let mut order: Vec<i64> = crate::events::standing_order(&ranked)
        .into_iter()
        .filter(|id| players.contains(id))
        .collect();
    // A player seated now who is not (or no longer) on the event's list: after the others.
    let unranked: Vec<i64> = (players.iter().copied())
        .filter(|id| !order.contains(id))
        .collect();
    order.extend(unranked);
    Ok(order)
}
