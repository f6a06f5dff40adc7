//! `event seat`: draw the next round (or the last one again) and create its tables' matches in
//! one transaction.

use std::collections::HashMap;

use super::create::draw_sizes;
use super::{RoundSeating, find_event, new_seed, seating, standing_order};
use crate::events::{DrawRequest, draw};
use crate::ops::OpError;
use crate::store::{EventInfo, EventPlayer, EventTable, Reader, Status, Store};

/// How `event seat` draws.
#[derive(Clone, Copy, Debug, Default)]
pub struct SeatRequest {
    /// Players of similar standing at one table, where that repeats no pair.
    pub by_standing: bool,
    /// Draw while tables of earlier rounds still play: their players wait.
    pub force: bool,
    /// Draw the last drawn round again (none of its matches started), with a new seed.
    pub redraw: bool,
}

/// The round drawn, as stored.
#[derive(Clone, Debug)]
pub struct Seated {
    pub seating: RoundSeating,
    /// Whether it replaced a draw of the same round.
    pub redrawn: bool,
    /// A size of table the game seats that the evening's options cannot be played at, which the
    /// draw would otherwise have made (Up and Down to 10 cards at six players).
    pub left_out: Option<usize>,
}

/// Draws the next round of the event `named` (or the last one again) and records it.
///
/// A draw the evening's state does not allow (nothing drawn to draw again, every round drawn, a
/// table still playing, a round started) is refused as a rule refusal, exit 3, as DESIGN has "a
/// round for a finished match": the command is well-formed and fits the evening, but not now.
pub fn seat_round(
    store: &mut Store,
    named: Option<&str>,
    request: &SeatRequest,
) -> Result<Seated, OpError> {
    store.write(|writer| {
        let event = find_event(writer, named)?;
        let rounds = writer.event_rounds(event.id)?;
        let (round, replaced) = match (request.redraw, rounds.last()) {
            (true, Some(last)) => (last.round, Some((last.seed, last.drawn_at.as_str()))),
            (true, None) => {
                return Err(OpError::rule(
                    crate::said!("event-cmd-nothing-drawn", name = event.name.as_str()),
                    crate::said!("event-cmd-seat-hint"),
                ));
            }
            (false, _) => (rounds.len() as u32 + 1, None),
        };
        if replaced.is_some() {
            refuse_started(writer, &event, round)?;
        } else if round > event.rounds {
            return Err(OpError::rule(
                crate::said!(
                    "event-cmd-all-drawn",
                    name = event.name.as_str(),
                    rounds = event.rounds
                ),
                crate::said!("event-cmd-all-drawn-hint"),
            ));
        }
        let seed = new_seed(event.id, round, replaced.map(|(seed, _)| seed));
        let planned = planned_tables(writer, &event, round, *request, seed)?;
        if replaced.is_some() && !writer.undraw_round(event.id, round)? {
            // A table started since it was looked at (another terminal's round won the race):
            // looked at again, so that the refusal names it.
            refuse_started(writer, &event, round)?;
            return Err(started(&event, round, None));
        }
        let draw = (round, seed, request.by_standing);
        let replacing = replaced.map(|(_, drawn_at)| drawn_at);
        writer.record_draw(event.id, draw, replacing, &planned.tables)?;
        Ok(Seated {
            seating: seating(writer, event.clone(), Some(round))?,
            redrawn: replaced.is_some(),
            left_out: planned.left_out,
        })
    })
}

/// The tables a draw makes, and the size of table it left out (see [`Seated::left_out`]).
#[derive(Clone, Debug)]
pub struct Planned {
    /// Each table's names in seat order.
    pub tables: Vec<Vec<String>>,
    pub left_out: Option<usize>,
}

/// The tables the draw of round `round` makes with `seed`, from the stored history of the
/// rounds before it: the same stored seed and history give the same tables. Refused while a
/// table of an earlier round still plays, unless `request.force` (or a redraw, which went past
/// it already); either way its players are not seated.
pub fn planned_tables(
    reader: &dyn Reader,
    event: &EventInfo,
    round: u32,
    request: SeatRequest,
    seed: i64,
) -> Result<Planned, OpError> {
    let all_tables = reader.event_tables(event.id, None)?;
    // Every earlier round's table still playing, not only the last round's: one passed over by
    // an earlier `--force`, or reopened, keeps its players until it ends.
    let playing: Vec<&EventTable> = (all_tables.iter())
        .filter(|t| t.round < round && t.status == Status::InProgress)
        .collect();
    // A redraw went past them when the round was first drawn (or they were reopened since):
    // their players simply wait again.
    if !request.force && !request.redraw {
        refuse_still_playing(&playing)?;
    }
    let busy: Vec<i64> = (playing.iter())
        .flat_map(|t| t.players.iter().map(|p| p.player_id))
        .collect();
    let present: Vec<EventPlayer> = (reader.event_players(event.id)?.into_iter())
        .filter(|p| p.present_in(round) && !busy.contains(&p.player.id))
        .collect();
    let ids: Vec<i64> = present.iter().map(|p| p.player.id).collect();
    let sizes = draw_sizes(
        event.game,
        &event.options,
        event.table_size as usize,
        ids.len(),
    )
    .map_err(|refused| match busy.is_empty() {
        true => refused,
        false => busy_refusal(&all_tables, (busy.len(), ids.len()), round),
    })?;
    let left_out = sizes.left_out;
    let by_standing = match request.by_standing {
        true => Some(standing_order(reader, event, &ids)?),
        false => None,
    };
    let drawn = draw(&DrawRequest {
        players: ids,
        table_sizes: sizes.sizes,
        history: history(&all_tables, round),
        rounds_left: (event.rounds.max(round) - round + 1) as usize,
        seed: seed as u64,
        by_standing,
    })
    .map_err(|e| {
        OpError::failed(
            crate::said!("event-cmd-draw-failed", reason = e.to_string()),
            None,
        )
    })?;
    let names: HashMap<i64, &str> = (present.iter())
        .map(|p| (p.player.id, p.player.name.as_str()))
        .collect();
    let tables = (drawn.tables.iter())
        .map(|table| {
            (table.iter())
                .map(|id| names.get(id).copied().unwrap_or_default().to_string())
                .collect()
        })
        .collect();
    Ok(Planned { tables, left_out })
}

/// Those still at earlier tables leave the rest (`free`) no table: said so, not as a roster too
/// small for the game. Where the round before has no table ended, it was drawn and not played
/// (a second `--force` in a row): that round is what stands in the way, not slow tables.
fn busy_refusal(tables: &[EventTable], (busy, free): (usize, usize), round: u32) -> OpError {
    let previous = round.saturating_sub(1);
    let before: Vec<&EventTable> = tables.iter().filter(|t| t.round == previous).collect();
    if !before.is_empty() && before.iter().all(|t| t.status == Status::InProgress) {
        return OpError::rule(
            crate::said!(
                "event-cmd-busy-unplayed",
                previous = previous,
                round = round
            ),
            crate::said!("event-cmd-busy-unplayed-hint", previous = previous),
        );
    }
    OpError::rule(
        crate::said!("event-cmd-busy", busy = busy, free = free, round = round),
        crate::said!("event-cmd-busy-hint"),
    )
}

/// The rounds drawn before `round`: tables of player ids in seat order.
fn history(tables: &[EventTable], round: u32) -> Vec<Vec<Vec<i64>>> {
    let mut rounds: Vec<Vec<Vec<i64>>> = vec![Vec::new(); round.saturating_sub(1) as usize];
    for table in tables.iter().filter(|t| t.round < round && t.round >= 1) {
        let seats = table.players.iter().map(|p| p.player_id).collect();
        rounds[table.round as usize - 1].push(seats);
    }
    rounds
}

/// Refuses a draw while a table of an earlier round still plays, naming the earliest such
/// round's tables.
fn refuse_still_playing(playing: &[&EventTable]) -> Result<(), OpError> {
    let Some(first) = playing.first() else {
        return Ok(());
    };
    let tables: Vec<String> = (playing.iter())
        .filter(|t| t.round == first.round)
        .map(|t| t.table.to_string())
        .collect();
    Err(OpError::rule(
        crate::said!(
            "event-cmd-still-playing",
            round = first.round,
            count = tables.len(),
            tables = crate::games::and_list(&tables)
        ),
        crate::said!("event-cmd-still-playing-hint", count = tables.len()),
    ))
}

/// Refuses to draw round `round` again once one of its tables has started.
fn refuse_started(reader: &dyn Reader, event: &EventInfo, round: u32) -> Result<(), OpError> {
    for table in reader.event_tables(event.id, Some(round))? {
        let opened = match reader.load_match(table.match_id)? {
            Some(info) => info.open_round.is_some(),
            None => false,
        };
        if table.status != Status::InProgress || table.rounds > 0 || opened {
            return Err(started(event, round, Some(&table)));
        }
    }
    Ok(())
}

/// Round `round` cannot be drawn again: `table` (when known) has started.
fn started(event: &EventInfo, round: u32, table: Option<&EventTable>) -> OpError {
    let (table, id) = table.map_or((0, 0), |t| (t.table, t.match_id));
    OpError::rule(
        crate::said!(
            "event-cmd-redraw-started",
            name = event.name.as_str(),
            round = round,
            table = table,
            id = id
        ),
        crate::said!("event-cmd-redraw-started-hint"),
    )
}
