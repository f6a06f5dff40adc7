//! The Rust half of the migrations: what SQL alone cannot do, run by rusqlite_migration inside the
//! migration's transaction, right after its SQL. Whatever fails here rolls the whole migration
//! back: the file stays as it was.

use std::collections::BTreeMap;

use rusqlite::{Connection, params};
use rusqlite_migration::{HookError, HookResult};

use super::queries;
use crate::games::Progress;
use crate::games::names::fold;
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

fn upgrade_to_v2(conn: &Connection) -> Result<(), StoreError> {
    fold_players(conn)?;
    tell_rules_endings(conn)?;
    let ended = conn
        .prepare("SELECT id FROM matches WHERE status <> 'in-progress' ORDER BY id")?
        .query_map([], |r| r.get::<_, i64>(0))?
        .collect::<Result<Vec<i64>, _>>()?;
    for match_id in ended {
        queries::write_figures(conn, match_id)?;
    }
    Ok(())
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
            Some(&oldest) => queries::merge_player(conn, id, oldest)?,
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
        let info = queries::load_match(conn, id)?
            .ok_or_else(|| StoreError::Damaged(format!("match {id} vanished")))?;
        let (standing, _) = queries::standing_with_scores(conn, &info, info.rounds)?;
        let progress = info
            .game
            .game()
            .progress(&info.options, &standing)
            .map_err(|e| StoreError::Damaged(format!("match {id}: {e}")))?;
        if progress == Progress::Ended {
            mark.execute(params![id, Ending::Rules.as_str()])?;
        }
    }
    Ok(())
}
