//! Players: found by their folded name and created on first use, looked up by UUID (or by the
//! UUID of a player merged into them), renamed and merged.

use postgres::Row;

use super::{Db, Get};
use crate::games::names::{fold, fold_as_before};
use crate::store::columns::uuid_text;
use crate::store::{Player, PlayerSummary, StoreError};

/// A row of `id, uuid, name`.
fn player(r: &Row) -> Result<Player, StoreError> {
    Ok(Player {
        id: r.at(0)?,
        uuid: uuid_text(r.at(1)?, "player uuid")?,
        name: r.at(2)?,
    })
}

pub(in crate::store::postgres) fn player_by_uuid(
    db: &Db,
    uuid: &str,
) -> Result<Option<Player>, StoreError> {
    let Ok(uuid) = uuid::Uuid::parse_str(uuid) else {
        return Ok(None);
    };
    let bytes = &uuid.as_bytes()[..];
    let found = match db.row(
        "SELECT id, uuid, name FROM players WHERE uuid = $1",
        &[&bytes],
    )? {
        Some(found) => Some(found),
        None => db.row(
            "SELECT p.id, p.uuid, p.name FROM player_aliases a JOIN players p ON p.id = a.player_id
             WHERE a.uuid = $1",
            &[&bytes],
        )?,
    };
    found.as_ref().map(player).transpose()
}

pub(in crate::store::postgres) fn alias_player(
    db: &Db,
    uuid: &str,
    into: i64,
) -> Result<(), StoreError> {
    let uuid = crate::store::columns::uuid_bytes(uuid)?;
    db.run(
        "INSERT INTO player_aliases (uuid, player_id) VALUES ($1, $2)
         ON CONFLICT (uuid) DO UPDATE SET player_id = excluded.player_id",
        &[&&uuid[..], &into],
    )?;
    Ok(())
}

pub(in crate::store::postgres) fn shared_match(
    db: &Db,
    a: i64,
    b: i64,
) -> Result<Option<i64>, StoreError> {
    db.row(
        "SELECT a.match_id FROM seats a JOIN seats b ON b.match_id = a.match_id
         WHERE a.player_id = $1 AND b.player_id = $2 ORDER BY a.match_id LIMIT 1",
        &[&a, &b],
    )?
    .map(|r| r.at(0))
    .transpose()
}

/// Merges player `from` into player `into` (see the SQLite backend's `merge_player`).
pub(in crate::store::postgres) fn merge_player(
    db: &Db,
    from: i64,
    into: i64,
) -> Result<(), StoreError> {
    if let Some(match_id) = shared_match(db, from, into)? {
        let name = |id: i64| -> Result<String, StoreError> {
            db.one("SELECT name FROM players WHERE id = $1", &[&id])?
                .at(0)
        };
        return Err(StoreError::Query(format!(
            "match {match_id} seats both '{}' and '{}', and one player cannot sit twice",
            name(into)?,
            name(from)?
        )));
    }
    let matches = db
        .rows("SELECT match_id FROM seats WHERE player_id = $1", &[&from])?
        .iter()
        .map(|r| r.at(0))
        .collect::<Result<Vec<i64>, _>>()?;
    for match_id in matches {
        db.run(
            "UPDATE seats SET player_id = $3 WHERE match_id = $1 AND player_id = $2",
            &[&match_id, &from, &into],
        )?;
        db.run(
            "UPDATE round_scores SET player_id = $3 WHERE match_id = $1 AND player_id = $2",
            &[&match_id, &from, &into],
        )?;
    }
    for sql in [
        "UPDATE results SET player_id = $2 WHERE player_id = $1",
        "UPDATE match_figures SET player_id = $2 WHERE player_id = $1",
        "UPDATE player_aliases SET player_id = $2 WHERE player_id = $1",
    ] {
        db.run(sql, &[&from, &into])?;
    }
    db.run(
        "INSERT INTO player_aliases (uuid, player_id) SELECT uuid, $2 FROM players WHERE id = $1
         ON CONFLICT (uuid) DO UPDATE SET player_id = excluded.player_id",
        &[&from, &into],
    )?;
    db.run("DELETE FROM players WHERE id = $1", &[&from])?;
    Ok(())
}

/// The player known by `name`: as in SQLite, the key an older tenscore stored first.
pub(in crate::store::postgres) fn player_named(
    db: &Db,
    name: &str,
) -> Result<Option<Player>, StoreError> {
    db.row(
        "SELECT id, uuid, name FROM players WHERE folded IN ($1, $2)
         ORDER BY folded <> $2 LIMIT 1",
        &[&fold(name), &fold_as_before(name)],
    )?
    .as_ref()
    .map(player)
    .transpose()
}

pub(in crate::store::postgres) fn players(
    db: &Db,
    only: Option<i64>,
) -> Result<Vec<PlayerSummary>, StoreError> {
    db.rows(
        "SELECT p.id, p.uuid, p.name,
                (SELECT count(*) FROM seats s WHERE s.player_id = p.id),
                coalesce((SELECT (ps.season::jsonb ->> 'won')::bigint FROM player_seasons ps
                          WHERE ps.player_id = p.id AND ps.game = ''), 0),
                (SELECT m.created_at FROM seats s JOIN matches m ON m.id = s.match_id
                 WHERE s.player_id = p.id ORDER BY s.match_id DESC LIMIT 1)
         FROM players p WHERE $1::bigint IS NULL OR p.id = $1 ORDER BY p.folded",
        &[&only],
    )?
    .iter()
    .map(|r| {
        Ok(PlayerSummary {
            player: player(r)?,
            matches: r.u32_at(3)?,
            won: r.u32_at(4)?,
            last_played: r.at(5)?,
        })
    })
    .collect()
}

pub(in crate::store::postgres) fn rename_player(
    db: &Db,
    id: i64,
    name: &str,
) -> Result<(), StoreError> {
    db.run(
        "UPDATE players SET name = $2, folded = $3 WHERE id = $1",
        &[&id, &name, &fold(name)],
    )?;
    Ok(())
}
