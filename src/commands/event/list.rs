//! `event list`: the events, newest first, each with the day it was made (two pooled
//! evenings may share a name).

use crate::commands::{Context, confirmation};
use crate::error::CliError;
use crate::ops::event::list_events;
use crate::render::sanitize;
use crate::store::{Access, EventSummary};

pub(super) fn run(ctx: &Context) -> Result<(), CliError> {
    let store = ctx.open_store(Access::Read)?;
    let events = store.read(|reader| list_events(reader))?;
    if ctx.json {
        let rows: Vec<_> = events.iter().map(json_row).collect();
        return ctx.print_json(&rows);
    }
    if events.is_empty() {
        return ctx.print(&(crate::t!("event-cmd-list-empty")));
    }
    let lines: Vec<String> = events.iter().map(text_row).collect();
    ctx.print(&(lines.join("\n")))
}

fn json_row(summary: &EventSummary) -> serde_json::Value {
    let event = &summary.event;
    serde_json::json!({
        "id": event.id,
        "name": event.name,
        "game": event.game.id(),
        "rounds": event.rounds,
        "drawn": summary.drawn,
        "players": summary.players,
        "series": event.series.as_ref().map(|(_, name)| name),
        "created_at": crate::ops::local_rfc3339(&event.created_at),
        "complete": summary.complete(),
    })
}

fn text_row(summary: &EventSummary) -> String {
    let event = &summary.event;
    let series = match &event.series {
        Some((_, name)) => crate::t!(
            "event-cmd-list-series",
            series = sanitize(name).into_owned()
        ),
        None => String::new(),
    };
    // "series Winter 2026" is one piece: the word and the name on one line.
    let series_piece = series.trim_start_matches([' ', '·']).to_string();
    let name = sanitize(&event.name).into_owned();
    let row = crate::t!(
        "event-cmd-list-row",
        id = event.id,
        name = name.clone(),
        day = crate::ops::local_day(&event.created_at),
        title = event.game.title(),
        drawn = summary.drawn,
        rounds = event.rounds,
        players = summary.players,
        series = series
    );
    // Fitted to the terminal, each row on lines of its own, the names and the game's title kept
    // whole (before, a row with its series ran past 80 columns).
    let whole: Vec<String> = [name, event.game.title(), series_piece]
        .into_iter()
        .filter(|piece| !piece.is_empty())
        .collect();
    confirmation(&row, &whole)
}
