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
    let mut same_name = reader.events_named(named.trim())?;
    if same_name.len() > 1 {
        return Err(shared_name(&same_name));
    }
    if let Some(event) = same_name.pop() {
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

/// Refused: the name typed names several `events` (two tables' files pooled, or the same club
/// night every week): which one was meant is not guessed, each is named by its id and day.
fn shared_name(events: &[EventInfo]) -> OpError {
    OpError::usage(
        crate::said!(
            "event-cmd-name-shared",
            name = events.first().map_or("", |event| event.name.as_str()),
            count = events.len(),
            events = ids_and_days(events)
        ),
        crate::said!(
            "event-cmd-name-shared-hint",
            id = events.first().map_or(0, |event| event.id).to_string()
        ),
    )
}

/// `events` as a refusal names them: "2 (2026-05-08), 1 (2026-05-01)", the id to type and the
/// day each was created.
pub(super) fn ids_and_days(events: &[EventInfo]) -> String {
    let each: Vec<String> = (events.iter())
        .map(|event| {
            let day = crate::ops::history::local_day(&event.created_at);
            format!("{} ({day})", event.id)
        })
        .collect();
    each.join(", ")
}

/// Whether `word` names an event here: its id, or the name of one event or more.
pub fn names_event(reader: &dyn Reader, word: &str) -> Result<bool, OpError> {
    if let Ok(id) = numbers::whole(word) {
        return Ok(reader.event(id)?.is_some());
    }
    Ok(!reader.events_named(word.trim())?.is_empty())
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
