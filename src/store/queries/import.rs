//! What `tenscore import` writes: players, matches and rounds of another database, with the
//! UUIDs, times and scores they had there, and the lookups by UUID that decide what is new.
//!
//! Each lookup reads one row through a unique UUID index; each write touches the rows of one
//! match, as the other writes do.

use super::matches::next_match_id;
use crate::games::names::{fold, sort_text};
use crate::store::columns::{unpacked_value, uuid_bytes};
use crate::store::sql::{Connection, Get, Query, params};
use crate::store::{ImportedMatch, ImportedPlayer, RoundPlace, StoreError};

/// The local id of the row `select` (`SELECT id FROM ... WHERE uuid = ?1`) finds by this UUID;
/// `None` also for text that is no UUID, which no row has.
pub(in crate::store) fn id_by_uuid(
    db: &dyn Connection,
    select: &'static str,
    uuid: &str,
) -> Result<Option<i64>, StoreError> {
    let Ok(uuid) = uuid::Uuid::parse_str(uuid) else {
        return Ok(None);
    };
    db.opt_value(select, params![uuid.as_bytes()])
}

/// The local id of the match with this UUID.
pub(in crate::store) fn match_by_uuid(
    db: &dyn Connection,
    uuid: &str,
) -> Result<Option<i64>, StoreError> {
    id_by_uuid(db, "SELECT id FROM matches WHERE uuid = ?1", uuid)
}

/// Where the round with this UUID is kept.
pub(in crate::store) fn round_by_uuid(
    db: &dyn Connection,
    uuid: &str,
) -> Result<Option<RoundPlace>, StoreError> {
    let Ok(uuid) = uuid::Uuid::parse_str(uuid) else {
        return Ok(None);
    };
    db.opt_row(
        "SELECT match_id, seq, take, withdrawn, opening, entry FROM rounds WHERE uuid = ?1",
        params![uuid.as_bytes()],
        |r| {
            let withdrawn: bool = r.get(3)?;
            let value = |column: usize, what: &str| -> Result<_, StoreError> {
                r.opt::<Vec<u8>>(column)?
                    .map(|bytes| unpacked_value(&bytes, what))
                    .transpose()
            };
            let entry = value(5, "round entry")?;
            Ok(RoundPlace {
                match_id: r.get(0)?,
                seq: r.get(1)?,
                take: r.get(2)?,
                withdrawn,
                open: entry.is_none() && !withdrawn,
                opening: value(4, "round opening")?,
                entry,
            })
        },
    )
}

/// Writes a player record as it was in another database; returns its local id: one more than
/// the highest, as SQLite gives a new row's id (the server has no sequence of its own for it).
pub(in crate::store) fn import_player(
    db: &dyn Connection,
    player: &ImportedPlayer<'_>,
) -> Result<i64, StoreError> {
    db.value(
        "INSERT INTO players (id, uuid, name, folded, created_at, sort_key, named_at)
         VALUES ((SELECT coalesce(max(id), 0) + 1 FROM players), ?1, ?2, ?3, ?4, ?5, ?6)
         RETURNING id",
        params![
            &uuid_bytes(player.uuid)?,
            player.name,
            &fold(player.name),
            player.created_at,
            &sort_text(player.name),
            player.named_at
        ],
    )
}

/// Writes a match as it started in another database, seated, in progress and with no rounds;
/// returns its local id, as a new match's ([`next_match_id`]).
pub(in crate::store) fn import_match(
    db: &dyn Connection,
    imported: &ImportedMatch<'_>,
) -> Result<i64, StoreError> {
    let match_id: i64 = db.value(
        concat!(
            "INSERT INTO matches (id, uuid, game, options, status, created_at, kept_finished_at) \
             VALUES (",
            next_match_id!(),
            ", ?1, ?2, ?3, 'in-progress', ?4, ?5) RETURNING id"
        ),
        params![
            &uuid_bytes(imported.uuid)?,
            imported.game.id(),
            &imported.options.to_string(),
            imported.created_at,
            imported.kept_finished_at
        ],
    )?;
    for (seat, player) in imported.players.iter().enumerate() {
        db.execute(
            "INSERT INTO seats (match_id, seat, player_id) VALUES (?1, ?2, ?3)",
            params![match_id, seat as i64, *player],
        )?;
    }
    Ok(match_id)
}

/// Sets the count of live scored rounds of match `id` (kept in step by every write): once, after
/// an import wrote its rounds.
pub(in crate::store) fn count_rounds(
    db: &dyn Connection,
    id: i64,
    rounds: u32,
) -> Result<(), StoreError> {
    db.execute(
        "UPDATE matches SET rounds = ?2 WHERE id = ?1",
        params![id, rounds],
    )?;
    Ok(())
}
