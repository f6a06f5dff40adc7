//! Players: found by their folded name and created on first use, looked up by UUID (or by the
//! UUID of a player merged into them), and merged.
//!
//! A lookup reads one row through the unique `folded` or `uuid` index; a merge moves a player's
//! seats and scores one match at a time, through the (match_id, player_id) indexes.

use rusqlite::{Connection, OptionalExtension, params};

use super::uuid_text;
use crate::games::names::{fold, fold_as_before};
use crate::store::{Player, PlayerSummary, StoreError};

/// The player with this UUID, or the player it was merged into. Text that is not a UUID names
/// nobody.
pub(in crate::store::sqlite) fn player_by_uuid(
    conn: &Connection,
    uuid: &str,
) -> Result<Option<Player>, StoreError> {
    let Ok(uuid) = uuid::Uuid::parse_str(uuid) else {
        return Ok(None);
    };
    let found = conn
        .prepare_cached("SELECT id, uuid, name FROM players WHERE uuid = ?1")?
        .query_row([uuid.as_bytes()], player_row)
        .optional()?;
    let found = match found {
        Some(found) => Some(found),
        None => conn
            .prepare_cached(
                "SELECT p.id, p.uuid, p.name FROM player_aliases a JOIN players p ON p.id = a.player_id
                 WHERE a.uuid = ?1",
            )?
            .query_row([uuid.as_bytes()], player_row)
            .optional()?,
    };
    found.map(player).transpose()
}

/// A row of `id, uuid, name`.
type PlayerRow = (i64, Vec<u8>, String);

fn player_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<PlayerRow> {
    Ok((r.get(0)?, r.get(1)?, r.get(2)?))
}

fn player((id, uuid, name): PlayerRow) -> Result<Player, StoreError> {
    Ok(Player {
        id,
        uuid: uuid_text(&uuid, "player uuid")?,
        name,
    })
}

/// Records that the player record with this UUID was merged into player `into`. Text that is not
/// a UUID is refused.
pub(in crate::store::sqlite) fn alias_player(
    conn: &Connection,
    uuid: &str,
    into: i64,
) -> Result<(), StoreError> {
    let uuid = uuid::Uuid::parse_str(uuid)
        .map_err(|_| StoreError::Damaged(format!("'{uuid}' is not a UUID")))?;
    conn.execute(
        "INSERT INTO player_aliases (uuid, player_id) VALUES (?1, ?2)
         ON CONFLICT (uuid) DO UPDATE SET player_id = excluded.player_id",
        params![uuid.as_bytes(), into],
    )?;
    Ok(())
}

/// The first match that seats both players, if any.
pub(in crate::store::sqlite) fn shared_match(
    conn: &Connection,
    a: i64,
    b: i64,
) -> Result<Option<i64>, StoreError> {
    Ok(conn
        .prepare_cached(
            "SELECT a.match_id FROM seats a JOIN seats b ON b.match_id = a.match_id
             WHERE a.player_id = ?1 AND b.player_id = ?2 ORDER BY a.match_id LIMIT 1",
        )?
        .query_row(params![a, b], |r| r.get(0))
        .optional()?)
}

/// Merges player `from` into player `into`: every seat, score, result and figure of `from`
/// becomes `into`'s, `from`'s UUID (and the ones merged into it) become aliases of `into`, and
/// `from` is deleted. Refused when one match seats both, since one player cannot sit twice.
pub(in crate::store::sqlite) fn merge_player(
    conn: &Connection,
    from: i64,
    into: i64,
) -> Result<(), StoreError> {
    if let Some(match_id) = shared_match(conn, from, into)? {
        let name = |id: i64| -> Result<String, StoreError> {
            Ok(conn.query_row("SELECT name FROM players WHERE id = ?1", [id], |r| r.get(0))?)
        };
        return Err(StoreError::Query(format!(
            "match {match_id} seats both '{}' and '{}', and one player cannot sit twice",
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
        // Only this match's rows.
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
    // Copied as stored, so that this works on the text UUIDs of schema 2 (its migration merges)
    // as on the bytes of today.
    conn.execute(
        "INSERT INTO player_aliases (uuid, player_id) SELECT uuid, ?2 FROM players WHERE id = ?1
         ON CONFLICT (uuid) DO UPDATE SET player_id = excluded.player_id",
        params![from, into],
    )?;
    conn.execute("DELETE FROM players WHERE id = ?1", [from])?;
    Ok(())
}

/// The player known by `name`, found as players are found when a match starts (the folded name;
/// the key an older tenscore stored first, so that a name stored with an invisible character is
/// found by its exact spelling, not as the player it looks like).
pub(in crate::store::sqlite) fn player_named(
    conn: &Connection,
    name: &str,
) -> Result<Option<Player>, StoreError> {
    conn.prepare_cached(
        "SELECT id, uuid, name FROM players WHERE folded IN (?1, ?2)
         ORDER BY folded <> ?2 LIMIT 1",
    )?
    .query_row([fold(name), fold_as_before(name)], player_row)
    .optional()?
    .map(player)
    .transpose()
}

/// Every player (or only player `only`), by name, with the matches they sat in (counted in the
/// (player_id, match_id) index of the seats), the finished ones they won (kept in their season)
/// and when the newest of them started.
pub(in crate::store::sqlite) fn players(
    conn: &Connection,
    only: Option<i64>,
) -> Result<Vec<PlayerSummary>, StoreError> {
    let mut stmt = conn.prepare_cached(
        "SELECT p.id, p.uuid, p.name,
                (SELECT count(*) FROM seats s WHERE s.player_id = p.id),
                coalesce((SELECT json_extract(ps.season, '$.won') FROM player_seasons ps
                          WHERE ps.player_id = p.id AND ps.game = ''), 0),
                (SELECT m.created_at FROM seats s JOIN matches m ON m.id = s.match_id
                 WHERE s.player_id = p.id ORDER BY s.match_id DESC LIMIT 1)
         FROM players p WHERE ?1 IS NULL OR p.id = ?1 ORDER BY p.folded",
    )?;
    let rows = stmt.query_map([only], |r| {
        Ok((
            player_row(r)?,
            r.get::<_, u32>(3)?,
            r.get::<_, u32>(4)?,
            r.get::<_, Option<String>>(5)?,
        ))
    })?;
    rows.map(|row| {
        let (row, matches, won, last_played) = row?;
        Ok(PlayerSummary {
            player: player(row)?,
            matches,
            won,
            last_played,
        })
    })
    .collect()
}

/// Gives player `id` the spelling `name`; refused by the unique folded name when another player
/// is known by it.
pub(in crate::store::sqlite) fn rename_player(
    conn: &Connection,
    id: i64,
    name: &str,
) -> Result<(), StoreError> {
    conn.execute(
        "UPDATE players SET name = ?2, folded = ?3 WHERE id = ?1",
        params![id, name, fold(name)],
    )?;
    Ok(())
}
