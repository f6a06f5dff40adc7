//! Players: found by their folded name and created on first use, looked up by UUID (or by the
//! UUID of a player merged into them), and merged.
//!
//! A lookup reads one row through the unique `folded` or `uuid` index; a merge moves a player's
//! seats and scores one match at a time, through the (match_id, player_id) indexes.

use rusqlite::{Connection, OptionalExtension, params};

use crate::games::names::fold;
use crate::store::sqlite::clock::{self, UuidTable};
use crate::store::{Player, StoreError};

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
pub(in crate::store::sqlite) fn player_by_uuid(
    conn: &Connection,
    uuid: &str,
) -> Result<Option<Player>, StoreError> {
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
pub(in crate::store::sqlite) fn alias_player(
    conn: &Connection,
    uuid: &str,
    into: i64,
) -> Result<(), StoreError> {
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
pub(in crate::store::sqlite) fn merge_player(
    conn: &Connection,
    from: i64,
    into: i64,
) -> Result<(), StoreError> {
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
