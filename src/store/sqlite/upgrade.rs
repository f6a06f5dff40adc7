//! The Rust half of the migrations: what SQL alone cannot do, run by rusqlite_migration inside the
//! migration's transaction, right after its SQL. Whatever fails here rolls the whole migration
//! back: the file stays as it was.

use std::collections::BTreeMap;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rusqlite::functions::FunctionFlags;
use rusqlite::{Connection, OptionalExtension, params};
use rusqlite_migration::{HookError, HookResult};
use serde_json::Value;

use crate::games::names::fold;
use crate::games::{GameId, Progress, SeatState, Standing};
use crate::packed::pack;
use crate::store::figures::SeatRound;
use crate::store::{Ending, StoreError};

/// Schema version 2 (after `schema/0002_looking_back_and_import.sql` rebuilt the tables): folds
/// every name by Unicode's rules and merges the players who then share a name, tells the matches
/// the rules ended from those `finish` ended, and writes the figures of every ended match.
pub(super) fn to_v2(tx: &rusqlite::Transaction<'_>) -> HookResult {
    upgrade_to_v2(tx).map_err(|e| match e {
        StoreError::Migration(reason) => HookError::Hook(reason),
        other => HookError::Hook(format!("while upgrading to schema version 2: {other}")),
    })
}

// The queries here read the tables as schema 2 left them (text UUIDs, JSON columns, rounds
// by id), not through `queries`, which reads today's schema.
fn upgrade_to_v2(conn: &Connection) -> Result<(), StoreError> {
    fold_players(conn)?;
    tell_rules_endings(conn)?;
    let ended = conn
        .prepare("SELECT id FROM matches WHERE status <> 'in-progress' ORDER BY id")?
        .query_map([], |r| r.get::<_, i64>(0))?
        .collect::<Result<Vec<i64>, _>>()?;
    for match_id in ended {
        write_v2_figures(conn, match_id)?;
    }
    Ok(())
}

/// The figures of an ended match from its live rounds, read from the schema 2 tables.
fn write_v2_figures(conn: &Connection, match_id: i64) -> Result<(), StoreError> {
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
                notes: json(&notes, "score notes")?,
                counters: json(&counters, "score counters")?,
            })
        })
        .collect::<Result<Vec<_>, StoreError>>()?;
    crate::store::writing::insert_figures(conn, match_id, &rounds)
}

fn json<T: serde::de::DeserializeOwned>(text: &str, what: &str) -> Result<T, StoreError> {
    serde_json::from_str(text).map_err(|e| StoreError::Damaged(format!("{what}: {e}")))
}

/// A finished match's game, options and standing after its last live round, read from the
/// schema 2 tables.
fn v2_standing(conn: &Connection, id: i64) -> Result<(GameId, Value, Standing), StoreError> {
    let (game, options, rounds): (String, String, u32) = conn.query_row(
        "SELECT game, options, rounds FROM matches WHERE id = ?1",
        [id],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
    )?;
    let game = crate::store::columns::stored_game(id, &game)?;
    let seats = conn
        .prepare_cached(
            "SELECT s.player_id, p.name FROM seats s JOIN players p ON p.id = s.player_id
             WHERE s.match_id = ?1 ORDER BY s.seat",
        )?
        .query_map([id], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?)))?
        .collect::<Result<Vec<_>, _>>()?;
    let names: Vec<String> = seats.iter().map(|(_, name)| name.clone()).collect();
    let mut standing = Standing::start(&names);
    standing.rounds_played = rounds;
    let last: Option<i64> = conn
        .query_row(
            "SELECT id FROM rounds WHERE match_id = ?1 AND seq = ?2 AND withdrawn = 0",
            params![id, rounds],
            |r| r.get(0),
        )
        .optional()?;
    if let Some(round_id) = last {
        let scores = conn
            .prepare_cached(
                "SELECT player_id, total, out, counters FROM round_scores WHERE round_id = ?1",
            )?
            .query_map([round_id], |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, i64>(1)?,
                    r.get::<_, bool>(2)?,
                    r.get::<_, String>(3)?,
                ))
            })?
            .collect::<Result<Vec<_>, _>>()?;
        for (player, total, out, counters) in scores {
            let seat = seats
                .iter()
                .position(|(p, _)| *p == player)
                .ok_or_else(|| StoreError::Damaged(format!("a score in match {id} has no seat")))?;
            let name = standing.seats[seat].name.clone();
            standing.seats[seat] = SeatState {
                name,
                total,
                out,
                counters: json(&counters, "score counters")?,
            };
        }
    }
    Ok((game, json(&options, "match options")?, standing))
}

/// Gives every player the folded name the engine uses. Players whose names fold alike (version 1
/// compared ASCII letters only, so it kept "Éva" and "éva" apart) become one: the oldest, with
/// their spelling; the others' UUIDs stay as aliases of it.
fn fold_players(conn: &Connection) -> Result<(), StoreError> {
    let players = conn
        .prepare("SELECT id, name, folded FROM players ORDER BY id")?
        .query_map([], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let mut first_of: BTreeMap<String, i64> = BTreeMap::new();
    let mut refold = Vec::new();
    for (id, name, stored) in players {
        let folded = fold(&name);
        match first_of.get(&folded) {
            Some(&oldest) => {
                if let Some(match_id) =
                    crate::store::queries::players::shared_match(conn, id, oldest)?
                {
                    let oldest_name: String =
                        conn.query_row("SELECT name FROM players WHERE id = ?1", [oldest], |r| {
                            r.get(0)
                        })?;
                    return Err(StoreError::Migration(format!(
                        "match {match_id} seats both '{oldest_name}' and '{name}', who are one player now that names are the same whatever their case"
                    )));
                }
                crate::store::queries::players::merge_player(conn, id, oldest)?
            }
            None => {
                if folded != stored {
                    refold.push((id, folded.clone()));
                }
                first_of.insert(folded, id);
            }
        }
    }
    // Only now that the players who fold alike are one can every folded name be unique. (The
    // provisional ones, ASCII lower case, were unique as NOCASE names were, and a provisional one
    // equal to another player's folded name would fold alike too, so merged already.)
    let mut update = conn.prepare("UPDATE players SET folded = ?2 WHERE id = ?1")?;
    for (id, folded) in refold {
        update.execute(params![id, folded])?;
    }
    Ok(())
}

/// Matches finished at a standing where the game's rules end them were ended by the rules
/// (`round`, or an edit); the others by `finish` (copied as 'finish' by the SQL).
fn tell_rules_endings(conn: &Connection) -> Result<(), StoreError> {
    let finished = conn
        .prepare("SELECT id FROM matches WHERE status = 'finished' ORDER BY id")?
        .query_map([], |r| r.get::<_, i64>(0))?
        .collect::<Result<Vec<i64>, _>>()?;
    let mut mark =
        conn.prepare("UPDATE matches SET ended_by = ?2 WHERE id = ?1 AND status = 'finished'")?;
    for id in finished {
        let (game, options, standing) = v2_standing(conn, id)?;
        let progress = game
            .game()
            .progress(&options, &standing)
            .map_err(|e| StoreError::Damaged(format!("match {id}: {e}")))?;
        if progress == Progress::Ended {
            mark.execute(params![id, Ending::Rules.as_str()])?;
        }
    }
    Ok(())
}

/// Rows to copy from which the upgrade to schema 4 shows a progress bar (on a terminal only).
const ROWS_WORTH_A_BAR: u64 = 50_000;

/// Before the SQL of schema version 4 (`schema/0004_rows_by_match.sql`): registers
/// `tenscore_pack(json)`, which packs a JSON column (`src/packed.rs`; NULL stays NULL), and,
/// for a big file on a terminal, a progress bar that moves with every value packed.
pub(super) fn before_v4(conn: &Connection) -> Result<(), StoreError> {
    // Each round packs its opening and entry, each score its notes and counters.
    let values: i64 = conn.query_row(
        "SELECT 2 * (SELECT count(*) FROM rounds) + 2 * (SELECT count(*) FROM round_scores)",
        [],
        |r| r.get(0),
    )?;
    let values = values.unsigned_abs();
    let bar = (values >= ROWS_WORTH_A_BAR).then(|| upgrade_bar(values));
    let progress = Progress4 { bar };
    conn.create_scalar_function(
        "tenscore_pack",
        1,
        FunctionFlags::SQLITE_UTF8 | FunctionFlags::SQLITE_DETERMINISTIC,
        move |ctx| {
            if let Some(bar) = &progress.bar {
                bar.inc(1);
            }
            let Some(text) = ctx.get::<Option<String>>(0)? else {
                return Ok(None);
            };
            let value: Value = serde_json::from_str(&text).map_err(|e| {
                rusqlite::Error::UserFunctionError(
                    format!("a JSON column does not read: {e}").into(),
                )
            })?;
            Ok(Some(pack(&value)))
        },
    )?;
    Ok(())
}

/// A progress bar of `steps` for an upgrade, on standard error (drawn only on a terminal).
fn upgrade_bar(steps: u64) -> ProgressBar {
    let bar = ProgressBar::with_draw_target(Some(steps), ProgressDrawTarget::stderr());
    bar.set_style(
        ProgressStyle::with_template("Upgrading the database {bar:40} {percent}% ({eta} left)")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    bar
}

/// The progress bar of the upgrade to schema 4, cleared when the packing function goes.
struct Progress4 {
    bar: Option<ProgressBar>,
}

impl Drop for Progress4 {
    fn drop(&mut self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

/// After the SQL of schema version 4: the packing function (and its progress bar) go.
pub(super) fn to_v4(tx: &rusqlite::Transaction<'_>) -> HookResult {
    tx.remove_function("tenscore_pack", 1)?;
    Ok(())
}

/// Finished matches from which the upgrade to schema 5 shows a progress bar (on a terminal only).
const MATCHES_WORTH_A_BAR: u64 = 2_000;

/// Once the last step ran, when a step asked for it (schema 5, which began keeping seasons, and
/// 7, where teammates came to share their team's place): every season, rival and rating counted
/// again from the finished matches, written by today's code into today's schema.
pub(super) fn count_seasons_again(conn: &Connection) -> Result<(), StoreError> {
    let finished: i64 = conn.query_row(
        "SELECT count(*) FROM matches WHERE status = 'finished'",
        [],
        |r| r.get(0),
    )?;
    let finished = u64::try_from(finished).unwrap_or(0);
    let bar = (finished >= MATCHES_WORTH_A_BAR).then(|| upgrade_bar(finished));
    crate::store::season_upkeep::rebuild(conn, &|n| {
        if let Some(bar) = &bar {
            bar.inc(n);
        }
    })?;
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    Ok(())
}

/// After the SQL of schema version 5 (`schema/0005_seasons.sql`): each ended match's season sums,
/// counted from its live rounds (the seasons themselves are counted from them once the last step
/// ran: `count_seasons_again`).
pub(super) fn to_v5(tx: &rusqlite::Transaction<'_>) -> HookResult {
    upgrade_to_v5(tx).map_err(|e| match e {
        StoreError::Migration(reason) => HookError::Hook(reason),
        other => HookError::Hook(format!("while upgrading to schema version 5: {other}")),
    })
}

fn upgrade_to_v5(conn: &Connection) -> Result<(), StoreError> {
    let ended = conn
        .prepare("SELECT id, game, options FROM matches WHERE status <> 'in-progress' ORDER BY id")?
        .query_map([], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    // Each ended match is read for its sums; the seasons are counted after the last step.
    let steps = ended.len() as u64;
    let bar = (ended.len() as u64 >= MATCHES_WORTH_A_BAR).then(|| upgrade_bar(steps));
    let mut write =
        conn.prepare("UPDATE results SET season = ?3 WHERE match_id = ?1 AND player_id = ?2")?;
    for (id, game, options) in ended {
        let game = crate::store::columns::stored_game(id, &game)?;
        let options: Value = json(&options, "match options")?;
        let seats = conn
            .prepare_cached(
                "SELECT r.player_id, r.score FROM results r
                 JOIN seats s ON s.match_id = r.match_id AND s.player_id = r.player_id
                 WHERE r.match_id = ?1 ORDER BY s.seat",
            )?
            .query_map([id], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, i64>(1)?)))?
            .collect::<Result<Vec<_>, _>>()?;
        let rounds = crate::store::queries::rounds::live_seat_rounds(conn, id)?;
        let sums = crate::store::season::seat_sums(game, &options, &seats, &rounds)?;
        for ((player_id, _), sums) in seats.iter().zip(&sums) {
            write.execute(params![
                id,
                player_id,
                crate::store::columns::packed_unless_empty(sums)?
            ])?;
        }
        if let Some(bar) = &bar {
            bar.inc(1);
        }
    }
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    Ok(())
}
