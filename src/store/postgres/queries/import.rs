//! What `tenscore import` writes: players, matches and rounds of another database, with the
//! UUIDs, times and scores they had there, and the lookups by UUID that decide what is new.

use super::{Db, Get, big};
use crate::games::names::fold;
use crate::store::columns::uuid_bytes;
use crate::store::{ImportedMatch, ImportedPlayer, RoundPlace, StoreError};

pub(in crate::store::postgres) fn match_by_uuid(
    db: &Db,
    uuid: &str,
) -> Result<Option<i64>, StoreError> {
    let Ok(uuid) = uuid::Uuid::parse_str(uuid) else {
        return Ok(None);
    };
    db.row(
        "SELECT id FROM matches WHERE uuid = $1",
        &[&&uuid.as_bytes()[..]],
    )?
    .map(|r| r.at(0))
    .transpose()
}

pub(in crate::store::postgres) fn round_by_uuid(
    db: &Db,
    uuid: &str,
) -> Result<Option<RoundPlace>, StoreError> {
    let Ok(uuid) = uuid::Uuid::parse_str(uuid) else {
        return Ok(None);
    };
    db.row(
        "SELECT match_id, seq, take, withdrawn, entry IS NULL FROM rounds WHERE uuid = $1",
        &[&&uuid.as_bytes()[..]],
    )?
    .map(|r| {
        let withdrawn: bool = r.at(3)?;
        Ok(RoundPlace {
            match_id: r.at(0)?,
            seq: r.u32_at(1)?,
            take: r.u32_at(2)?,
            withdrawn,
            open: r.at::<bool>(4)? && !withdrawn,
        })
    })
    .transpose()
}

pub(in crate::store::postgres) fn import_player(
    db: &Db,
    player: &ImportedPlayer<'_>,
) -> Result<i64, StoreError> {
    let uuid = uuid_bytes(player.uuid)?;
    db.one(
        "INSERT INTO players (id, uuid, name, folded, created_at)
         VALUES ((SELECT coalesce(max(id), 0) + 1 FROM players), $1, $2, $3, $4) RETURNING id",
        &[
            &&uuid[..],
            &player.name,
            &fold(player.name),
            &player.created_at,
        ],
    )?
    .at(0)
}

pub(in crate::store::postgres) fn import_match(
    db: &Db,
    imported: &ImportedMatch<'_>,
) -> Result<i64, StoreError> {
    let uuid = uuid_bytes(imported.uuid)?;
    let match_id: i64 = db
        .one(
            "INSERT INTO matches (id, uuid, game, options, status, created_at)
             VALUES ((SELECT coalesce(max(id), 0) + 1 FROM matches), $1, $2, $3, 'in-progress', $4)
             RETURNING id",
            &[
                &&uuid[..],
                &imported.game.id(),
                &imported.options.to_string(),
                &imported.created_at,
            ],
        )?
        .at(0)?;
    for (seat, player) in imported.players.iter().enumerate() {
        db.run(
            "INSERT INTO seats (match_id, seat, player_id) VALUES ($1, $2, $3)",
            &[&match_id, &(seat as i64), player],
        )?;
    }
    Ok(match_id)
}

pub(in crate::store::postgres) fn count_rounds(
    db: &Db,
    id: i64,
    rounds: u32,
) -> Result<(), StoreError> {
    db.run(
        "UPDATE matches SET rounds = $2 WHERE id = $1",
        &[&id, &big(rounds)],
    )?;
    Ok(())
}
