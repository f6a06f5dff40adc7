//! `event add` and `event remove`: a late arrival or an early leave.

use super::find_event;
use crate::games::names::fold;
use crate::games::names::similar::closest;
use crate::ops::{OpError, checked_names};
use crate::store::{EventInfo, EventTable, Reader, Status, Store, Writer};

/// Players added: from which round they are seated, and whether the round drawn last has not
/// started yet (`event seat --redraw` then seats them in it).
#[derive(Clone, Debug)]
pub struct Added {
    pub event: EventInfo,
    pub names: Vec<String>,
    pub from_round: u32,
    /// The round drawn but not started that a redraw would seat them in.
    pub redraw: Option<u32>,
}

/// Players taken out: from which round, the unstarted round still seating any of them, and the
/// tables of the round being played that play on with them.
#[derive(Clone, Debug)]
pub struct Removed {
    pub event: EventInfo,
    pub names: Vec<String>,
    pub from_round: u32,
    /// The round drawn but not started whose tables still seat one of them.
    pub redraw: Option<u32>,
    /// The tables of the round being played, not ended, that seat one of them (with those
    /// names): their matches play on and count once they end.
    pub playing: Vec<(EventTable, Vec<String>)>,
}

/// Adds `names` to the event `named`: from the round drawn last when none of its tables has
/// started (they wait until it is drawn again), else from the next round to draw.
pub fn add_players(
    store: &mut Store,
    named: Option<&str>,
    names: &[String],
) -> Result<Added, OpError> {
    let names = checked_names(names)?;
    store.write(|writer| {
        let event = find_event(writer, named)?;
        refuse_already_in(writer, &event, &names)?;
        crate::ops::refuse_new_mixed_scripts(writer, &names)?;
        let (drawn, unstarted) = last_round(writer, &event)?;
        let from_round = if unstarted { drawn } else { drawn + 1 }.max(1);
        if from_round > event.rounds {
            return Err(no_round_left(&event, &names, Roster::Add));
        }
        writer.add_event_players(event.id, &names, from_round)?;
        Ok(Added {
            event,
            names: names.clone(),
            from_round,
            redraw: unstarted.then_some(drawn),
        })
    })
}

/// Takes `names` out of the event `named` from the next round to draw, or from the last round
/// drawn when none of its tables has started. Someone at a table of the round being played
/// leaves after it: that table's match plays on (or is ended with `finish`) and counts for
/// them as for everyone, and they are not seated from the next round on.
pub fn remove_players(
    store: &mut Store,
    named: Option<&str>,
    names: &[String],
) -> Result<Removed, OpError> {
    store.write(|writer| {
        let event = find_event(writer, named)?;
        let ids = event_player_ids(writer, &event, names)?;
        let (drawn, unstarted) = last_round(writer, &event)?;
        if !unstarted && drawn >= event.rounds {
            let names: Vec<String> = ids.iter().map(|(_, name)| name.clone()).collect();
            return Err(no_round_left(&event, &names, Roster::Remove));
        }
        let tables = writer.event_tables(event.id, Some(drawn))?;
        let seats = |table: &EventTable, id: i64| table.players.iter().any(|p| p.player_id == id);
        let seated = tables
            .iter()
            .any(|t| ids.iter().any(|(id, _)| seats(t, *id)));
        let redraw = (unstarted && seated).then_some(drawn);
        // A round drawn but not started is left from that round, seated there or not (one
        // waiting in it would otherwise be seated by its redraw).
        let from_round = if unstarted { drawn } else { drawn + 1 }.max(1);
        // The tables of the round being played that they leave after, not ended yet.
        let playing = (tables.into_iter())
            .filter(|t| !unstarted && t.status == Status::InProgress)
            .filter_map(|t| {
                let names: Vec<String> = (ids.iter())
                    .filter(|(id, _)| seats(&t, *id))
                    .map(|(_, name)| name.clone())
                    .collect();
                (!names.is_empty()).then_some((t, names))
            })
            .collect();
        let players: Vec<i64> = ids.iter().map(|(id, _)| *id).collect();
        writer.remove_event_players(event.id, &players, from_round)?;
        Ok(Removed {
            event,
            names: ids.into_iter().map(|(_, name)| name).collect(),
            from_round,
            redraw,
            playing,
        })
    })
}

/// Refuses to add a player who is in the event and has not left.
fn refuse_already_in(
    reader: &dyn Reader,
    event: &EventInfo,
    names: &[String],
) -> Result<(), OpError> {
    let players = reader.event_players(event.id)?;
    for name in names {
        let folded = fold(name);
        if let Some(p) = players
            .iter()
            .find(|p| p.left.is_none() && fold(&p.player.name) == folded)
        {
            return Err(OpError::usage(
                crate::said!(
                    "event-cmd-already-in",
                    name = p.player.name.as_str(),
                    event = event.name.as_str()
                ),
                crate::said!("event-cmd-already-in-hint"),
            ));
        }
    }
    Ok(())
}

/// Whether players are being added or taken out.
#[derive(Clone, Copy)]
enum Roster {
    Add,
    Remove,
}

/// Players added or taken out once every planned round has been drawn and started: no round is
/// left that would seat them, or be played without them.
fn no_round_left(event: &EventInfo, names: &[String], roster: Roster) -> OpError {
    let (problem, hint) = match roster {
        Roster::Add => ("event-cmd-add-no-round", "event-cmd-add-no-round-hint"),
        Roster::Remove => (
            "event-cmd-remove-no-round",
            "event-cmd-remove-no-round-hint",
        ),
    };
    // The evening's state, not the names typed: a rule refusal (exit 3), as in `event seat`.
    OpError::rule(
        crate::said!(
            problem,
            name = event.name.as_str(),
            names = crate::games::and_list(names),
            rounds = event.rounds
        ),
        crate::said!(hint),
    )
}

/// The last round drawn (0: none) and whether none of its tables has started.
fn last_round(writer: &dyn Writer, event: &EventInfo) -> Result<(u32, bool), OpError> {
    let drawn = writer.event_rounds(event.id)?.last().map_or(0, |r| r.round);
    if drawn == 0 {
        return Ok((0, false));
    }
    for table in writer.event_tables(event.id, Some(drawn))? {
        let opened = writer
            .load_match(table.match_id)?
            .is_some_and(|info| info.open_round.is_some());
        if table.status != Status::InProgress || table.rounds > 0 || opened {
            return Ok((drawn, false));
        }
    }
    Ok((drawn, true))
}

/// The ids and stored names of the players `names` of the event (still in); refused for a name
/// that is not one of them, with the closest one.
fn event_player_ids(
    reader: &dyn Reader,
    event: &EventInfo,
    names: &[String],
) -> Result<Vec<(i64, String)>, OpError> {
    let players: Vec<_> = (reader.event_players(event.id)?.into_iter())
        .filter(|p| p.left.is_none())
        .collect();
    let mut found: Vec<(i64, String)> = Vec::new();
    for name in names {
        let typed = name.trim();
        let player = players.iter().find(|p| fold(&p.player.name) == fold(typed));
        match player {
            Some(p) if !found.iter().any(|(id, _)| *id == p.player.id) => {
                found.push((p.player.id, p.player.name.clone()))
            }
            Some(_) => {}
            None => {
                let near = closest(typed, players.iter().map(|p| p.player.name.as_str()));
                let hint = match near {
                    Some(near) => crate::said!("event-cmd-did-you-mean-player", name = near),
                    None => crate::said!(
                        "event-cmd-players-are",
                        names = crate::games::and_list(
                            &players
                                .iter()
                                .map(|p| p.player.name.clone())
                                .collect::<Vec<_>>()
                        )
                    ),
                };
                return Err(OpError::usage(
                    crate::said!(
                        "event-cmd-not-playing",
                        name = typed,
                        event = event.name.as_str()
                    ),
                    hint,
                ));
            }
        }
    }
    Ok(found)
}
