//! EVENT as typed: its id, its name (whatever the case), or, left out, the most recent event
//! still open.

use crate::games::names::{safe_text, similar::closest};
use crate::ops::OpError;
use crate::store::{EventInfo, Reader};

/// The event `typed` names (an id or a name), or the most recent unfinished one.
pub fn find_event(reader: &dyn Reader, typed: Option<&str>) -> Result<EventInfo, OpError> {
    let Some(typed) = typed.map(str::trim) else {
        return reader.latest_open_event()?.ok_or_else(|| {
            OpError::not_found(
                crate::said!("event-results-none-open"),
                crate::said!("event-results-none-open-hint"),
            )
        });
    };
    if let Ok(id) = typed.parse::<i64>() {
        if let Some(event) = reader.event(id)? {
            return Ok(event);
        }
        // A number that is no event's id may still be an event's name ("2026").
        if let Some(event) = reader.event_named(typed)? {
            return Ok(event);
        }
        return Err(OpError::not_found(
            crate::said!("event-results-no-id", id = id),
            crate::said!("event-results-list-hint"),
        ));
    }
    if let Some(event) = reader.event_named(typed)? {
        return Ok(event);
    }
    let names: Vec<String> = reader.events()?.into_iter().map(|e| e.event.name).collect();
    let hint = match closest(typed, names.iter().map(String::as_str)) {
        Some(meant) => crate::said!("event-results-did-you-mean", name = meant.to_string()),
        None => crate::said!("event-results-list-hint"),
    };
    Err(OpError::not_found(
        crate::said!("event-results-no-name", name = safe_text(typed).to_string()),
        hint,
    ))
}
