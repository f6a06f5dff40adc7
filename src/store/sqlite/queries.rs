//! Matches, seats, rounds and round scores.
//!
//! Every query touches the rows of one match (or one row per player) through an index, so that
//! commands stay instant however long the history grows.

use std::collections::HashMap;

use rusqlite::{Connection, OptionalExtension, params};

use super::clock::{self, UuidTable};
use serde_json::Value;

use crate::games::names::PlayerName;
use crate::games::names::fold;
use crate::games::{GameId, Outcome, SeatState, Standing};
use crate::store::figures::{self, SeatRound};
use crate::store::{
    Ending, Figure, FinalPlace, LiveEntry, MatchFigure, MatchInfo, OpenRound, Player, Replacement,
    RoundRecord, ScoreRecord, SeatedPlayer, Status, StoreError,
};

fn json_column<T: serde::de::DeserializeOwned>(text: &str, what: &str) -> Result<T, StoreError> {
    serde_json::from_str(text).map_err(|e| StoreError::Damaged(format!("{what}: {e}")))
}

fn to_json_text<T: serde::Serialize>(value: &T) -> Result<String, StoreError> {
    serde_json::to_string(value).map_err(|e| StoreError::Damaged(e.to_string()))
}

/// The player named `name` (found by the folded name, so "éva" finds "Éva"), created on first use
/// so one person keeps one identity and one spelling across matches.
pub(super) fn player_id(conn: &Connection, name: &str) -> Result<i64, StoreError> {
    let folded = fold(name);
    if let Some(id) = conn
        .prepare_cached("SELECT id FROM players WHERE folded = ?1")?
        .query_row([&folded], |r| r.get(0))
        .optional()?
    {
        return Ok(id);
    }
    conn.execute(
        "INSERT INTO players (uuid, name, folded, created_at) VALUES (?1, ?2, ?3, ?4)",
        params![
            clock::new_uuid(conn, UuidTable::Players)?,
            name,
            folded,
            clock::now()
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

/// The player with this UUID, or the player it was merged into.
pub(super) fn player_by_uuid(conn: &Connection, uuid: &str) -> Result<Option<Player>, StoreError> {
    let read = |r: &rusqlite::Row<'_>| {
        Ok(Player {
            id: r.get(0)?,
            uuid: r.get(1)?,
            name: r.get(2)?,
        })
    };
    if let Some(player) = conn
        .prepare_cached("SELECT id, uuid, name FROM players WHERE uuid = ?1")?
        .query_row([uuid], read)
        .optional()?
    {
        return Ok(Some(player));
    }
    Ok(conn
        .prepare_cached(
            "SELECT p.id, p.uuid, p.name FROM player_aliases a JOIN players p ON p.id = a.player_id
             WHERE a.uuid = ?1",
        )?
        .query_row([uuid], read)
        .optional()?)
}

/// Records that the player record with this UUID was merged into player `into`.
pub(super) fn alias_player(conn: &Connection, uuid: &str, into: i64) -> Result<(), StoreError> {
    conn.execute(
        "INSERT INTO player_aliases (uuid, player_id) VALUES (?1, ?2)
         ON CONFLICT (uuid) DO UPDATE SET player_id = excluded.player_id",
        params![uuid, into],
    )?;
    Ok(())
}

/// Merges player `from` into player `into`: every seat, score, result and figure of `from`
/// becomes `into`'s, `from`'s UUID (and the ones merged into it) become aliases of `into`, and
/// `from` is deleted. Refused when one match seats both, since one player cannot sit twice.
pub(super) fn merge_player(conn: &Connection, from: i64, into: i64) -> Result<(), StoreError> {
    let name = |id: i64| -> Result<String, StoreError> {
        Ok(conn.query_row("SELECT name FROM players WHERE id = ?1", [id], |r| r.get(0))?)
    };
    let both: Option<i64> = conn
        .query_row(
            "SELECT a.match_id FROM seats a JOIN seats b ON b.match_id = a.match_id
             WHERE a.player_id = ?1 AND b.player_id = ?2 ORDER BY a.match_id LIMIT 1",
            params![from, into],
            |r| r.get(0),
        )
        .optional()?;
    if let Some(match_id) = both {
        return Err(StoreError::Migration(format!(
            "match {match_id} seats both '{}' and '{}', who are one player now that names are the same whatever their case",
            name(into)?,
            name(from)?
        )));
    }
    let matches = conn
        .prepare("SELECT match_id FROM seats WHERE player_id = ?1")?
        .query_map([from], |r| r.get::<_, i64>(0))?
        .collect::<Result<Vec<_>, _>>()?;
    for match_id in matches {
        conn.execute(
            "UPDATE seats SET player_id = ?3 WHERE match_id = ?1 AND player_id = ?2",
            params![match_id, from, into],
        )?;
        // Through the (match_id, player_id) index: only this match's rows.
        conn.execute(
            "UPDATE round_scores SET player_id = ?3 WHERE match_id = ?1 AND player_id = ?2",
            params![match_id, from, into],
        )?;
    }
    for table in ["results", "match_figures", "player_aliases"] {
        conn.execute(
            &format!("UPDATE {table} SET player_id = ?2 WHERE player_id = ?1"),
            params![from, into],
        )?;
    }
    let uuid: String = conn.query_row("SELECT uuid FROM players WHERE id = ?1", [from], |r| {
        r.get(0)
    })?;
    conn.execute("DELETE FROM players WHERE id = ?1", [from])?;
    alias_player(conn, &uuid, into)
}

/// Starts a match; returns its id. Players keep the spelling they already have.
pub(super) fn create_match(
    conn: &Connection,
    game: GameId,
    options: &Value,
    names: &[String],
) -> Result<i64, StoreError> {
    conn.execute(
        "INSERT INTO matches (uuid, game, options, status, created_at) VALUES (?1, ?2, ?3, 'in-progress', ?4)",
        params![clock::new_uuid(conn, UuidTable::Matches)?, game.id(), options.to_string(), clock::now()],
    )?;
    let match_id = conn.last_insert_rowid();
    let mut seat_stmt =
        conn.prepare_cached("INSERT INTO seats (match_id, seat, player_id) VALUES (?1, ?2, ?3)")?;
    for (seat, name) in names.iter().enumerate() {
        let player = player_id(conn, name)?;
        seat_stmt.execute(params![match_id, seat as i64, player])?;
    }
    Ok(match_id)
}

/// The newest match that is still in progress.
pub(super) fn latest_unfinished(conn: &Connection) -> Result<Option<i64>, StoreError> {
    Ok(conn
        .query_row(
            "SELECT id FROM matches WHERE status = 'in-progress' ORDER BY id DESC LIMIT 1",
            [],
            |r| r.get(0),
        )
        .optional()?)
}

/// A match header and its seats, or `None` when there is no such match.
pub(super) fn load_match(conn: &Connection, id: i64) -> Result<Option<MatchInfo>, StoreError> {
    let header = conn
        .query_row(
            "SELECT uuid, game, options, status, ended_by, created_at, finished_at, rounds
             FROM matches WHERE id = ?1",
            [id],
            |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, String>(3)?,
                    r.get::<_, Option<String>>(4)?,
                    r.get::<_, String>(5)?,
                    r.get::<_, Option<String>>(6)?,
                    r.get::<_, u32>(7)?,
                ))
            },
        )
        .optional()?;
    let Some((uuid, game, options, status, ended_by, created_at, finished_at, rounds)) = header
    else {
        return Ok(None);
    };
    let game = game.parse::<GameId>().map_err(|_| {
        StoreError::Damaged(format!(
            "match {id} is a game this tenscore does not know ({game})"
        ))
    })?;
    let mut stmt = conn.prepare_cached(
        "SELECT s.player_id, p.uuid, p.name FROM seats s JOIN players p ON p.id = s.player_id
         WHERE s.match_id = ?1 ORDER BY s.seat",
    )?;
    let players = stmt
        .query_map([id], |r| {
            Ok(SeatedPlayer {
                player_id: r.get(0)?,
                uuid: r.get(1)?,
                name: PlayerName::stored(r.get::<_, String>(2)?),
            })
        })?
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Some(MatchInfo {
        id,
        uuid,
        game,
        options: json_column(&options, "match options")?,
        status: Status::parse(&status)?,
        ended_by: ended_by.as_deref().map(Ending::parse).transpose()?,
        created_at,
        finished_at,
        rounds,
        players,
        // Only games that open their rounds (bids) can have one waiting.
        open_round: if game.game().needs_opening() {
            open_round(conn, id, rounds + 1)?
        } else {
            None
        },
    }))
}

/// Round `seq` when it is live and only opened (no entry yet).
fn open_round(conn: &Connection, match_id: i64, seq: u32) -> Result<Option<OpenRound>, StoreError> {
    let row = conn
        .prepare_cached(
            "SELECT id, opening FROM rounds
             WHERE match_id = ?1 AND seq = ?2 AND withdrawn = 0 AND entry IS NULL",
        )?
        .query_row(params![match_id, seq], |r| {
            Ok((r.get::<_, i64>(0)?, r.get::<_, Option<String>>(1)?))
        })
        .optional()?;
    row.map(|(id, opening)| {
        let opening = opening.ok_or_else(|| {
            StoreError::Damaged(format!(
                "round {seq} of match {match_id} has neither opening nor entry"
            ))
        })?;
        Ok(OpenRound {
            id,
            seq,
            opening: json_column(&opening, "round opening")?,
        })
    })
    .transpose()
}

/// Opens the next round of a match (10 op en neer: records the bids).
pub(super) fn open_next_round(
    conn: &Connection,
    info: &MatchInfo,
    opening: &Value,
) -> Result<OpenRound, StoreError> {
    let seq = info.rounds + 1;
    conn.execute(
        "INSERT INTO rounds (uuid, match_id, seq, opening, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![
            clock::new_uuid(conn, UuidTable::Rounds)?,
            info.id,
            seq,
            opening.to_string(),
            clock::now()
        ],
    )?;
    Ok(OpenRound {
        id: conn.last_insert_rowid(),
        seq,
        opening: opening.clone(),
    })
}

/// Withdraws the open round (kept in the audit trail). Returns its position, if there was one.
pub(super) fn withdraw_open_round(
    conn: &Connection,
    info: &MatchInfo,
) -> Result<Option<u32>, StoreError> {
    let Some(open) = &info.open_round else {
        return Ok(None);
    };
    conn.execute(
        "UPDATE rounds SET withdrawn = 1, withdrawn_at = ?2 WHERE id = ?1",
        params![open.id, clock::now()],
    )?;
    Ok(Some(open.seq))
}

/// What opened live round `seq` (bids), if the game has that step.
pub(super) fn round_opening(
    conn: &Connection,
    match_id: i64,
    seq: u32,
) -> Result<Option<Value>, StoreError> {
    let opening: Option<Option<String>> = conn
        .query_row(
            "SELECT opening FROM rounds WHERE match_id = ?1 AND seq = ?2 AND withdrawn = 0",
            params![match_id, seq],
            |r| r.get(0),
        )
        .optional()?;
    opening
        .flatten()
        .map(|o| json_column(&o, "round opening"))
        .transpose()
}

/// The live round at position `seq` (1-based), if any.
fn live_round_id(conn: &Connection, match_id: i64, seq: u32) -> Result<Option<i64>, StoreError> {
    Ok(conn
        .query_row(
            "SELECT id FROM rounds WHERE match_id = ?1 AND seq = ?2 AND withdrawn = 0",
            params![match_id, seq],
            |r| r.get(0),
        )
        .optional()?)
}

/// The standing after `rounds` scored rounds, with the scores of that round (empty at the start).
pub(super) fn standing_with_scores(
    conn: &Connection,
    info: &MatchInfo,
    rounds: u32,
) -> Result<(Standing, Vec<ScoreRecord>), StoreError> {
    let mut standing = Standing::start(&info.names());
    standing.rounds_played = rounds;
    if rounds == 0 {
        return Ok((standing, Vec::new()));
    }
    let round_id = live_round_id(conn, info.id, rounds)?
        .ok_or_else(|| StoreError::Damaged(format!("match {} has no round {rounds}", info.id)))?;
    let mut stmt = conn.prepare_cached(
        "SELECT player_id, points, total, out, notes, counters FROM round_scores WHERE round_id = ?1",
    )?;
    let rows = stmt
        .query_map([round_id], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, i64>(1)?,
                r.get::<_, i64>(2)?,
                r.get::<_, bool>(3)?,
                r.get::<_, String>(4)?,
                r.get::<_, String>(5)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let mut scores = vec![None; info.players.len()];
    for (player, points, total, out, notes, counters) in rows {
        let seat = info.seat_of_player(player)?;
        standing.seats[seat] = SeatState {
            name: info.players[seat].name.clone(),
            total,
            out,
            counters: json_column(&counters, "score counters")?,
        };
        scores[seat] = Some(ScoreRecord {
            points,
            total,
            out,
            notes: json_column(&notes, "score notes")?,
        });
    }
    let scores = scores
        .into_iter()
        .collect::<Option<Vec<_>>>()
        .ok_or_else(|| {
            StoreError::Damaged(format!("round {rounds} of match {} lacks a score", info.id))
        })?;
    Ok((standing, scores))
}

fn insert_scores(
    conn: &Connection,
    info: &MatchInfo,
    round_id: i64,
    outcome: &Outcome,
) -> Result<(), StoreError> {
    let mut stmt = conn.prepare_cached(
        "INSERT INTO round_scores (round_id, match_id, player_id, points, total, out, notes, counters)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
    )?;
    for (player, result) in info.players.iter().zip(&outcome.seats) {
        stmt.execute(params![
            round_id,
            info.id,
            player.player_id,
            result.points,
            result.total,
            result.out,
            to_json_text(&result.notes)?,
            to_json_text(&result.counters)?,
        ])?;
    }
    Ok(())
}

/// Records the next round of a match with the scores it produced, closing it when it was opened
/// (bids). Returns its position.
pub(super) fn record_round(
    conn: &Connection,
    info: &MatchInfo,
    entry: &Value,
    outcome: &Outcome,
) -> Result<u32, StoreError> {
    let seq = info.rounds + 1;
    let explanation = to_json_text(&outcome.explanation)?;
    let round_id = match &info.open_round {
        Some(open) => {
            conn.execute(
                "UPDATE rounds SET entry = ?2, explanation = ?3 WHERE id = ?1",
                params![open.id, entry.to_string(), explanation],
            )?;
            open.id
        }
        None => {
            conn.execute(
                "INSERT INTO rounds (uuid, match_id, seq, entry, explanation, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![clock::new_uuid(conn, UuidTable::Rounds)?, info.id, seq, entry.to_string(), explanation, clock::now()],
            )?;
            conn.last_insert_rowid()
        }
    };
    insert_scores(conn, info, round_id, outcome)?;
    conn.execute(
        "UPDATE matches SET rounds = ?2 WHERE id = ?1",
        params![info.id, seq],
    )?;
    Ok(seq)
}

/// Replaces live round `seq` with a new opening and entry (the old one is kept, withdrawn, in the
/// audit trail).
pub(super) fn replace_round(
    conn: &Connection,
    info: &MatchInfo,
    replacement: &Replacement<'_>,
) -> Result<(), StoreError> {
    let Replacement {
        seq,
        opening,
        entry,
        outcome,
        reason,
    } = *replacement;
    let old = live_round_id(conn, info.id, seq)?
        .ok_or_else(|| StoreError::Damaged(format!("match {} has no round {seq}", info.id)))?;
    let old_uuid: String =
        conn.query_row("SELECT uuid FROM rounds WHERE id = ?1", [old], |r| r.get(0))?;
    let at = clock::now();
    conn.execute(
        "UPDATE rounds SET withdrawn = 1, withdrawn_at = ?2 WHERE id = ?1",
        params![old, at],
    )?;
    conn.execute(
        "INSERT INTO rounds (uuid, match_id, seq, opening, entry, explanation, replaces, reason, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        params![
            clock::new_uuid(conn, UuidTable::Rounds)?,
            info.id,
            seq,
            opening.map(Value::to_string),
            entry.to_string(),
            to_json_text(&outcome.explanation)?,
            old_uuid,
            reason,
            at
        ],
    )?;
    insert_scores(conn, info, conn.last_insert_rowid(), outcome)
}

/// Writes new scores for live round `seq` after an earlier round changed (its entry stays).
pub(super) fn rescore_round(
    conn: &Connection,
    info: &MatchInfo,
    seq: u32,
    outcome: &Outcome,
) -> Result<(), StoreError> {
    let round_id = live_round_id(conn, info.id, seq)?
        .ok_or_else(|| StoreError::Damaged(format!("match {} has no round {seq}", info.id)))?;
    conn.execute("DELETE FROM round_scores WHERE round_id = ?1", [round_id])?;
    conn.execute(
        "UPDATE rounds SET explanation = ?2 WHERE id = ?1",
        params![round_id, to_json_text(&outcome.explanation)?],
    )?;
    insert_scores(conn, info, round_id, outcome)
}

/// Withdraws the last live round (kept in the audit trail). Returns its position, if there was one.
pub(super) fn withdraw_last_round(
    conn: &Connection,
    info: &MatchInfo,
) -> Result<Option<u32>, StoreError> {
    if info.rounds == 0 {
        return Ok(None);
    }
    let Some(round_id) = live_round_id(conn, info.id, info.rounds)? else {
        return Ok(None);
    };
    conn.execute(
        "UPDATE rounds SET withdrawn = 1, withdrawn_at = ?2 WHERE id = ?1",
        params![round_id, clock::now()],
    )?;
    conn.execute(
        "UPDATE matches SET rounds = rounds - 1 WHERE id = ?1",
        [info.id],
    )?;
    Ok(Some(info.rounds))
}

/// The live rounds `from..` of a match with their entries, in order (for rescoring after an edit).
pub(super) fn entries_from(
    conn: &Connection,
    match_id: i64,
    from: u32,
) -> Result<Vec<LiveEntry>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT seq, opening, entry FROM rounds
         WHERE match_id = ?1 AND seq >= ?2 AND withdrawn = 0 AND entry IS NOT NULL ORDER BY seq",
    )?;
    let rows = stmt
        .query_map(params![match_id, from], |r| {
            Ok((
                r.get::<_, u32>(0)?,
                r.get::<_, Option<String>>(1)?,
                r.get::<_, String>(2)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    rows.into_iter()
        .map(|(seq, opening, entry)| {
            let opening = opening
                .map(|o| json_column(&o, "round opening"))
                .transpose()?;
            Ok(LiveEntry {
                seq,
                opening,
                entry: json_column(&entry, "round entry")?,
            })
        })
        .collect()
}

/// Ends a match: its status and how it ended, each seat's final place and the game's figures
/// (for history and stats). Returns the time it ended.
pub(super) fn end_match(
    conn: &Connection,
    info: &MatchInfo,
    ending: Ending,
    places: &[FinalPlace],
) -> Result<String, StoreError> {
    let finished_at = clock::now();
    conn.execute(
        "UPDATE matches SET status = ?2, ended_by = ?3, finished_at = ?4 WHERE id = ?1",
        params![
            info.id,
            ending.status().as_str(),
            ending.as_str(),
            finished_at
        ],
    )?;
    conn.execute("DELETE FROM results WHERE match_id = ?1", [info.id])?;
    let mut stmt = conn.prepare_cached(
        "INSERT INTO results (match_id, player_id, rank, score, won) VALUES (?1, ?2, ?3, ?4, ?5)",
    )?;
    for (player, place) in info.players.iter().zip(places) {
        stmt.execute(params![
            info.id,
            player.player_id,
            place.rank as i64,
            place.score,
            place.won
        ])?;
    }
    write_figures(conn, info.id)?;
    Ok(finished_at)
}

/// Puts an ended match back in progress (after its last round was withdrawn or edited away).
pub(super) fn reopen_match(conn: &Connection, match_id: i64) -> Result<(), StoreError> {
    conn.execute(
        "UPDATE matches SET status = 'in-progress', ended_by = NULL, finished_at = NULL WHERE id = ?1",
        [match_id],
    )?;
    conn.execute("DELETE FROM results WHERE match_id = ?1", [match_id])?;
    conn.execute("DELETE FROM match_figures WHERE match_id = ?1", [match_id])?;
    Ok(())
}

/// Writes the game's figures of a match from its live rounds (replacing any it had). Reads only
/// this match's scores, through the (match_id, player_id) index.
pub(super) fn write_figures(conn: &Connection, match_id: i64) -> Result<(), StoreError> {
    conn.execute("DELETE FROM match_figures WHERE match_id = ?1", [match_id])?;
    let rows = conn
        .prepare_cached(
            "SELECT s.player_id, r.seq, s.notes, s.counters
             FROM round_scores s JOIN rounds r ON r.id = s.round_id
             WHERE s.match_id = ?1 AND r.withdrawn = 0",
        )?
        .query_map([match_id], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, u32>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, String>(3)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let rounds = rows
        .into_iter()
        .map(|(player_id, seq, notes, counters)| {
            Ok(SeatRound {
                player_id,
                seq,
                notes: json_column(&notes, "score notes")?,
                counters: json_column(&counters, "score counters")?,
            })
        })
        .collect::<Result<Vec<_>, StoreError>>()?;
    let mut insert = conn.prepare_cached(
        "INSERT INTO match_figures (match_id, player_id, figure, value) VALUES (?1, ?2, ?3, ?4)",
    )?;
    for ((player_id, figure), value) in figures::tally(&rounds)? {
        insert.execute(params![match_id, player_id, figure.key(), value])?;
    }
    Ok(())
}

/// The figures of an ended match, by seat (empty while it is in progress).
pub(super) fn figures_of(conn: &Connection, match_id: i64) -> Result<Vec<MatchFigure>, StoreError> {
    let rows = conn
        .prepare_cached(
            "SELECT s.seat, f.player_id, f.figure, f.value
             FROM match_figures f JOIN seats s ON s.match_id = f.match_id AND s.player_id = f.player_id
             WHERE f.match_id = ?1",
        )?
        .query_map([match_id], |r| {
            Ok((
                r.get::<_, u32>(0)?,
                r.get::<_, i64>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, i64>(3)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let mut figures = rows
        .into_iter()
        .map(|(seat, player_id, figure, value)| {
            Ok(MatchFigure {
                seat: seat as usize,
                player_id,
                figure: Figure::parse(&figure)?,
                value,
            })
        })
        .collect::<Result<Vec<_>, StoreError>>()?;
    figures.sort_by(|a, b| (a.seat, &a.figure).cmp(&(b.seat, &b.figure)));
    Ok(figures)
}

/// Every round of a match with its scores, in order; withdrawn ones only when asked.
pub(super) fn rounds_of(
    conn: &Connection,
    info: &MatchInfo,
    with_withdrawn: bool,
) -> Result<Vec<RoundRecord>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, uuid, seq, opening, entry, explanation, withdrawn, replaces, reason, created_at
         FROM rounds WHERE match_id = ?1 AND (?2 OR withdrawn = 0) ORDER BY seq, id",
    )?;
    let raw = stmt
        .query_map(params![info.id, with_withdrawn], |r| {
            Ok(RawRound {
                id: r.get(0)?,
                uuid: r.get(1)?,
                seq: r.get(2)?,
                opening: r.get(3)?,
                entry: r.get(4)?,
                explanation: r.get(5)?,
                withdrawn: r.get(6)?,
                replaces: r.get(7)?,
                reason: r.get(8)?,
                created_at: r.get(9)?,
            })
        })?
        .collect::<Result<Vec<_>, _>>()?;

    let mut scores: HashMap<i64, Vec<Option<ScoreRecord>>> = HashMap::new();
    let mut score_stmt = conn.prepare_cached(
        "SELECT round_id, player_id, points, total, out, notes FROM round_scores WHERE match_id = ?1",
    )?;
    let score_rows = score_stmt
        .query_map([info.id], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, i64>(1)?,
                r.get::<_, i64>(2)?,
                r.get::<_, i64>(3)?,
                r.get::<_, bool>(4)?,
                r.get::<_, String>(5)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    for (round_id, player, points, total, out, notes) in score_rows {
        let seat = info.seat_of_player(player)?;
        let row = scores
            .entry(round_id)
            .or_insert_with(|| vec![None; info.players.len()]);
        row[seat] = Some(ScoreRecord {
            points,
            total,
            out,
            notes: json_column(&notes, "score notes")?,
        });
    }

    raw.into_iter()
        .map(|round| {
            let seq = round.seq;
            let scores = scores
                .remove(&round.id)
                .map(|row| row.into_iter().collect::<Option<Vec<_>>>())
                .unwrap_or(Some(Vec::new()))
                .ok_or_else(|| {
                    StoreError::Damaged(format!("round {seq} of match {} lacks a score", info.id))
                })?;
            Ok(RoundRecord {
                id: round.id,
                uuid: round.uuid,
                seq,
                opening: round
                    .opening
                    .map(|o| json_column(&o, "round opening"))
                    .transpose()?,
                entry: round
                    .entry
                    .map(|e| json_column(&e, "round entry"))
                    .transpose()?,
                explanation: json_column(&round.explanation, "round explanation")?,
                withdrawn: round.withdrawn,
                replaces: round.replaces,
                reason: round.reason,
                created_at: round.created_at,
                scores,
            })
        })
        .collect()
}

/// A round as stored, before its JSON columns are read.
struct RawRound {
    id: i64,
    uuid: String,
    seq: u32,
    opening: Option<String>,
    entry: Option<String>,
    explanation: String,
    withdrawn: bool,
    replaces: Option<String>,
    reason: Option<String>,
    created_at: String,
}
