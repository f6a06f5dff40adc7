//! Club nights, written: an event with its first players, players who come late or leave
//! early, each round's draw (its tables' matches, created as any match is) and the undoing of a
//! draw no table has played yet.
//!
//! Nothing here reads back what it can find by key: a player is written and enlisted by name
//! without a read (as a match's seats are on the server, where each read is a round trip).

use serde_json::Value;

use super::matches::create_match;
use super::new_uuid;
use super::players::{create_unless_known, found_by_name, player_id};
use crate::games::GameId;
use crate::store::clock::{self, UuidTable};
use crate::store::columns::json_column;
use crate::store::sql::{Connection, Get, Query, Value as Param, marks, params, sql};
use crate::store::{NewEvent, StoreError};

/// Creates an event with its players, each in from round 1 (found or created as a match's
/// players are: a name known by its folded form keeps the spelling it has); returns its id.
pub(in crate::store) fn create_event(
    db: &dyn Connection,
    event: &NewEvent,
) -> Result<i64, StoreError> {
    let uuid = new_uuid(db, UuidTable::Events)?;
    let id: i64 = db.value(
        "INSERT INTO events (id, uuid, name, game, options, rounds, table_size, ranking,
                             series_id, created_at)
         VALUES ((SELECT coalesce(max(id), 0) + 1 FROM events),
                 ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
         RETURNING id",
        params![
            &uuid,
            &event.name,
            event.game.id(),
            &event.options.to_string(),
            event.rounds,
            event.table_size,
            event.ranking.as_str(),
            event.series,
            &clock::now()
        ],
    )?;
    for name in &event.players {
        let (folded, before) = create_unless_known(db, name)?;
        db.execute(
            concat!(
                "INSERT INTO event_players (event_id, player_id, joined) VALUES (?1, ",
                found_by_name!("?2", "?3"),
                ", 1) ON CONFLICT (event_id, player_id) DO NOTHING"
            ),
            params![id, &folded, &before],
        )?;
    }
    Ok(id)
}

/// Adds players to event `event` from round `from_round` on; returns their ids, in the order
/// of `names`. One already in stays as they are; one who left comes back: their `left` is
/// cleared and `joined` kept, so the rounds drawn without them are told by those rounds' tables.
pub(in crate::store) fn add_event_players(
    db: &dyn Connection,
    event: i64,
    names: &[String],
    from_round: u32,
) -> Result<Vec<i64>, StoreError> {
    let mut ids = Vec::with_capacity(names.len());
    for name in names {
        let player = player_id(db, name)?;
        db.execute(
            "INSERT INTO event_players (event_id, player_id, joined) VALUES (?1, ?2, ?3)
             ON CONFLICT (event_id, player_id) DO UPDATE SET \"left\" = NULL",
            params![event, player, from_round],
        )?;
        ids.push(player);
    }
    Ok(ids)
}

/// Takes players out of event `event` from round `from_round` on: their `left` is set; one who
/// was to join at that round or later (never seated) is taken off the list altogether.
pub(in crate::store) fn remove_event_players(
    db: &dyn Connection,
    event: i64,
    players: &[i64],
    from_round: u32,
) -> Result<(), StoreError> {
    for &player in players {
        db.execute(
            "DELETE FROM event_players WHERE event_id = ?1 AND player_id = ?2 AND joined >= ?3",
            params![event, player, from_round],
        )?;
        db.execute(
            "UPDATE event_players SET \"left\" = ?3
             WHERE event_id = ?1 AND player_id = ?2 AND \"left\" IS NULL",
            params![event, player, from_round],
        )?;
    }
    Ok(())
}

/// Records the draw of round `round` of event `event`: each table's match (the event's game
/// and options, its players seated in the order given, created as any match is), its
/// `event_tables` row (tables numbered from 1 in the order given), and the round's row with
/// its seed, stamped after the draw it replaces (`replacing`). Returns the tables' match ids,
/// in table order.
pub(in crate::store) fn record_draw(
    db: &dyn Connection,
    event: i64,
    draw: (u32, i64, bool),
    replacing: Option<&str>,
    tables: &[Vec<String>],
) -> Result<Vec<i64>, StoreError> {
    let (round, seed, by_standing) = draw;
    let (game, options) = game_of(db, event)?;
    db.execute(
        "INSERT INTO event_rounds (event_id, round, seed, by_standing, drawn_at)
         VALUES (?1, ?2, ?3, ?4, ?5)",
        params![
            event,
            round,
            seed,
            by_standing,
            &clock::now_after(replacing)
        ],
    )?;
    let mut matches = Vec::with_capacity(tables.len());
    for (table, names) in (1u32..).zip(tables) {
        let match_id = create_match(db, game, &options, names)?;
        db.execute(
            "INSERT INTO event_tables (event_id, round, table_no, match_id)
             VALUES (?1, ?2, ?3, ?4)",
            params![event, round, table, match_id],
        )?;
        matches.push(match_id);
    }
    Ok(matches)
}

/// The game and options of event `event`, which must be there.
fn game_of(db: &dyn Connection, event: i64) -> Result<(GameId, Value), StoreError> {
    let (game, options): (String, String) = db
        .opt_row(
            "SELECT game, options FROM events WHERE id = ?1",
            params![event],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?
        .ok_or_else(|| StoreError::Query(format!("there is no event {event}")))?;
    let game = game.parse::<GameId>().map_err(|_| {
        StoreError::Damaged(format!(
            "event {event} is a game this tenscore does not know ({game})"
        ))
    })?;
    Ok((game, json_column(&options, "event options")?))
}

/// The matches of round `round` of event `event`, by table.
pub(in crate::store) fn round_matches(
    db: &dyn Connection,
    event: i64,
    round: u32,
) -> Result<Vec<i64>, StoreError> {
    db.rows(
        "SELECT match_id FROM event_tables WHERE event_id = ?1 AND round = ?2 ORDER BY table_no",
        params![event, round],
        |r| r.get(0),
    )
}

/// Undoes the draw of round `round` of event `event` (`matches`: its tables' matches, locked),
/// when it was drawn and none of its matches has a live round (opened or recorded) or has ended:
/// its matches with their seats and any withdrawn rounds (a deal typed at the wrong table and
/// undone), its tables and its round's row go, and the players' count of matches with them.
/// Such matches were never played, so no history is lost; `event add` and `event remove`
/// promise the redraw on the same terms. Returns whether it was undone (else nothing is
/// written).
pub(in crate::store) fn undraw_round(
    db: &dyn Connection,
    event: i64,
    round: u32,
    matches: &[i64],
) -> Result<bool, StoreError> {
    let (drawn, played): (u32, u32) = db.one_row(
        "SELECT (SELECT count(*) FROM event_rounds WHERE event_id = ?1 AND round = ?2),
                (SELECT count(*) FROM event_tables t JOIN matches m ON m.id = t.match_id
                 WHERE t.event_id = ?1 AND t.round = ?2
                   AND (m.status <> 'in-progress'
                        OR EXISTS (SELECT 1 FROM rounds r
                                   WHERE r.match_id = m.id AND r.withdrawn_at IS NULL)))",
        params![event, round],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    if drawn == 0 || played > 0 {
        return Ok(false);
    }
    let of_round = "SELECT match_id FROM event_tables WHERE event_id = ?1 AND round = ?2";
    db.execute(
        format!(
            "UPDATE player_matches SET
                 matches = matches - (SELECT count(*) FROM seats s
                     WHERE s.player_id = player_matches.player_id AND s.match_id IN ({of_round})),
                 last_match = coalesce((SELECT max(s.match_id) FROM seats s
                     WHERE s.player_id = player_matches.player_id
                       AND s.match_id NOT IN ({of_round})), last_match),
                 last_played = coalesce((SELECT max(m.created_at) FROM seats s
                     JOIN matches m ON m.id = s.match_id
                     WHERE s.player_id = player_matches.player_id
                       AND s.match_id NOT IN ({of_round})), last_played)
             WHERE player_id IN (SELECT player_id FROM seats WHERE match_id IN ({of_round}))"
        )
        .as_str(),
        params![event, round],
    )?;
    // Who sat only at this round's tables has no match left to count.
    db.execute("DELETE FROM player_matches WHERE matches <= 0", &[])?;
    db.execute(
        format!("DELETE FROM seats WHERE match_id IN ({of_round})").as_str(),
        params![event, round],
    )?;
    db.execute(
        "DELETE FROM event_tables WHERE event_id = ?1 AND round = ?2",
        params![event, round],
    )?;
    if !matches.is_empty() {
        let marks = marks(1, matches.len());
        let ids: Vec<Param<'_>> = matches.iter().map(|&id| Param::Int(id)).collect();
        // Withdrawn rounds only (the check above): their scores first, then the rounds.
        for table in ["round_scores", "rounds"] {
            db.execute(
                format!("DELETE FROM {table} WHERE match_id IN ({marks})").as_str(),
                &ids,
            )?;
        }
        retire_match_ids(db, matches)?;
        db.execute(
            format!("DELETE FROM matches WHERE id IN ({marks})").as_str(),
            &ids,
        )?;
    }
    db.execute(
        "DELETE FROM event_rounds WHERE event_id = ?1 AND round = ?2",
        params![event, round],
    )?;
    Ok(true)
}

/// Keeps the highest of `matches`' ids, about to be deleted, from being given again: a note of
/// one, or a terminal still open on it, must not come to name another table.
fn retire_match_ids(db: &dyn Connection, matches: &[i64]) -> Result<(), StoreError> {
    let highest = matches.iter().copied().max().unwrap_or_default();
    db.execute(
        sql!(
            "INSERT INTO retired_ids (kind, high) VALUES ('matches', ?1)
             ON CONFLICT (kind) DO UPDATE SET high = ",
            GREATEST,
            "(retired_ids.high, excluded.high)"
        ),
        params![highest],
    )?;
    Ok(())
}
