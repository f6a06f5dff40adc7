//! What `tenscore import` writes: players, matches and rounds of another database, with the
//! UUIDs, times and scores they had there, and the lookups by UUID that decide what is new.
//!
//! Each lookup reads one row through a unique UUID index; each write touches the rows of one
//! match, as the other writes do.

use rusqlite::{Connection, OptionalExtension, params};

use crate::games::names::fold;
use crate::store::columns::uuid_bytes;
use crate::store::{ImportedMatch, ImportedPlayer, RoundPlace, StoreError};

/// The local id of the match with this UUID.
pub(in crate::store::sqlite) fn match_by_uuid(
    conn: &Connection,
    uuid: &str,
) -> Result<Option<i64>, StoreError> {
    let Ok(uuid) = uuid::Uuid::parse_str(uuid) else {
        return Ok(None);
    };
    Ok(conn
        .prepare_cached("SELECT id FROM matches WHERE uuid = ?1")?
        .query_row([uuid.as_bytes()], |r| r.get(0))
        .optional()?)
}

/// Where the round with this UUID is kept.
pub(in crate::store::sqlite) fn round_by_uuid(
    conn: &Connection,
    uuid: &str,
) -> Result<Option<RoundPlace>, StoreError> {
    let Ok(uuid) = uuid::Uuid::parse_str(uuid) else {
        return Ok(None);
    };
    Ok(conn
        .prepare_cached(
            "SELECT match_id, seq, take, withdrawn, entry IS NULL FROM rounds WHERE uuid = ?1",
        )?
        .query_row([uuid.as_bytes()], |r| {
            Ok(RoundPlace {
                match_id: r.get(0)?,
                seq: r.get(1)?,
                take: r.get(2)?,
                withdrawn: r.get(3)?,
                open: r.get::<_, bool>(4)? && !r.get::<_, bool>(3)?,
            })
        })
        .optional()?)
}

/// Writes a player record as it was in another database; returns its local id.
pub(in crate::store::sqlite) fn import_player(
    conn: &Connection,
    player: &ImportedPlayer<'_>,
) -> Result<i64, StoreError> {
    conn.execute(
        "INSERT INTO players (uuid, name, folded, created_at) VALUES (?1, ?2, ?3, ?4)",
        params![
            uuid_bytes(player.uuid)?,
            player.name,
            fold(player.name),
            player.created_at
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

/// Writes a match as it started in another database, seated, in progress and with no rounds;
/// returns its local id.
pub(in crate::store::sqlite) fn import_match(
    conn: &Connection,
    imported: &ImportedMatch<'_>,
) -> Result<i64, StoreError> {
    conn.execute(
        "INSERT INTO matches (uuid, game, options, status, created_at)
         VALUES (?1, ?2, ?3, 'in-progress', ?4)",
        params![
            uuid_bytes(imported.uuid)?,
            imported.game.id(),
            imported.options.to_string(),
            imported.created_at
        ],
    )?;
    let match_id = conn.last_insert_rowid();
    let mut seat_stmt =
        conn.prepare_cached("INSERT INTO seats (match_id, seat, player_id) VALUES (?1, ?2, ?3)")?;
    for (seat, player) in imported.players.iter().enumerate() {
        seat_stmt.execute(params![match_id, seat as i64, player])?;
    }
    Ok(match_id)
}

/// Sets the count of live scored rounds of match `id` (kept in step by every write): once, after
/// an import wrote its rounds.
pub(in crate::store::sqlite) fn count_rounds(
    conn: &Connection,
    id: i64,
    rounds: u32,
) -> Result<(), StoreError> {
    conn.prepare_cached("UPDATE matches SET rounds = ?2 WHERE id = ?1")?
        .execute(params![id, rounds])?;
    Ok(())
}
