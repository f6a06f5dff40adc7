//! Which event a command means: its id, its name (any case), or, left out, the most recent
//! unfinished one (for a view, the newest once all are complete).

use crate::games::names::similar::closest;
use crate::games::numbers;
use crate::ops::OpError;
use crate::store::{EventInfo, EventSummary, Reader};

/// The event `named` (an id or a name, whatever its case), or the most recent unfinished one.
pub fn find_event(reader: &dyn Reader, named: Option<&str>) -> Result<EventInfo, OpError> {
    let Some(named) = named else {
        return reader.latest_open_event()?.ok_or_else(|| {
            OpError::not_found(
                crate::said!("event-cmd-no-open"),
                crate::said!("event-cmd-no-open-hint"),
            )
        });
    };
    if let Ok(id) = numbers::whole(named) {
        return reader.event(id)?.ok_or_else(|| {
            OpError::not_found(
                crate::said!("event-cmd-no-id", id = id.to_string()),
                crate::said!("event-cmd-list-hint"),
            )
        });
    }
    if let Some(event) = reader.event_named(named.trim())? {
        return Ok(event);
    }
    let events = reader.events()?;
    let names = events.iter().map(|e| e.event.name.as_str());
    let hint = match closest(named.trim(), names) {
        Some(near) => crate::said!("event-cmd-did-you-mean", name = near),
        None => crate::said!("event-cmd-list-hint"),
    };
    Err(OpError::not_found(
        crate::said!("event-cmd-no-name", name = named.trim()),
        hint,
    ))
}

/// The event a view shows (standings, board, report, seating): as [`find_event`], but left out
/// once every event is complete, the newest one, so that the evening just ended can still be
/// looked at and posted without its name.
pub fn find_event_to_show(reader: &dyn Reader, named: Option<&str>) -> Result<EventInfo, OpError> {
    if named.is_none()
        && reader.latest_open_event()?.is_none()
        && let Some(newest) = reader.events()?.into_iter().next()
    {
        return Ok(newest.event);
    }
    find_event(reader, named)
}

/// Every event, newest first, with its rounds drawn and players.
pub fn list_events(reader: &dyn Reader) -> Result<Vec<EventSummary>, OpError> {
    Ok(reader.events()?)
}
