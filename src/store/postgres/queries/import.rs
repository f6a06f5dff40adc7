//! What `tenscore import` writes: players, matches and rounds of another database, with the
//! UUIDs, times and scores they had there, and the lookups by UUID that decide what is new.

use super::rounds::{insert_score_records, next_take, set_entry};
use super::{Db, Get, big};
use crate::games::names::fold;
use crate::packed::pack;
use crate::store::columns::{to_json_text, uuid_bytes};
use crate::store::{
    ImportedMatch, ImportedPlayer, ImportedRound, MatchInfo, RoundPlace, ScoreRecord, StoreError,
};

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

pub(in crate::store::postgres) fn import_round(
    db: &Db,
    info: &MatchInfo,
    round: &ImportedRound<'_>,
) -> Result<u32, StoreError> {
    let take = next_take(db, info.id, round.seq)?;
    // `replaces` is kept as the take of the replaced round at the same position.
    let replaces: Option<i64> = match round.replaces {
        None => None,
        Some(uuid) => Some(
            db.row(
                "SELECT take FROM rounds WHERE uuid = $1 AND match_id = $2 AND seq = $3",
                &[&&uuid_bytes(uuid)?[..], &info.id, &big(round.seq)],
            )?
            .ok_or_else(|| {
                StoreError::Damaged(format!(
                    "round {} replaces {uuid}, which is not at its position",
                    round.uuid
                ))
            })?
            .at(0)?,
        ),
    };
    let explanation = match (round.withdrawn, round.explanation) {
        (true, explanation) => Some(to_json_text(&explanation.unwrap_or_default())?),
        (false, _) => None,
    };
    db.run(
        "INSERT INTO rounds (match_id, seq, take, uuid, opening, entry, explanation, withdrawn,
                             replaces, reason, created_at, withdrawn_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
        &[
            &info.id,
            &big(round.seq),
            &big(take),
            &&uuid_bytes(round.uuid)?[..],
            &round.opening.map(pack),
            &round.entry.map(pack),
            &explanation,
            &round.withdrawn,
            &replaces,
            &round.reason,
            &round.created_at,
            &round.withdrawn_at,
        ],
    )?;
    insert_score_records(db, info, (round.seq, take), round.scores)?;
    Ok(take)
}

pub(in crate::store::postgres) fn complete_open_round(
    db: &Db,
    info: &MatchInfo,
    (seq, take): (u32, u32),
    entry: &serde_json::Value,
    scores: &[ScoreRecord],
) -> Result<(), StoreError> {
    set_entry(db, info.id, (seq, take), entry)?;
    insert_score_records(db, info, (seq, take), scores)?;
    db.run(
        "UPDATE matches SET rounds = greatest(rounds, $2) WHERE id = $1",
        &[&info.id, &big(seq)],
    )?;
    Ok(())
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
