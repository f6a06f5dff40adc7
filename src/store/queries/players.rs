//! Players: found by their folded name and created on first use, looked up by UUID (or by the
//! UUID of a player merged into them), listed, renamed and merged.
//!
//! A lookup reads one row through the unique `folded` or `uuid` index; a merge moves a player's
//! seats and scores one match at a time, through the (match_id, player_id) indexes.

use super::new_uuid;
use crate::games::names::{fold, fold_as_before, sort_text};
use crate::store::clock::{self, UuidTable};
use crate::store::columns::{uuid_bytes, uuid_text};
use crate::store::sql::{Connection, Get, Query, Row, Value, params, sql};
use crate::store::{Player, PlayerSummary, StoreError};

/// The id of the player a name finds, as a subquery over the parameters holding the folded name
/// (`$folded`) and the key an older tenscore stored (`$before`): the player with that key first
/// (typed exactly, a name stored with an invisible character finds that player, not the one it
/// looks like), then the one with the folded name, then the player a record of that name was
/// merged into (schema 12), so that "Annie" merged into Ann keeps finding Ann.
macro_rules! found_by_name {
    ($folded:literal, $before:literal) => {
        concat!(
            "(SELECT id FROM (SELECT id, CASE WHEN folded = ",
            $before,
            " THEN 0 ELSE 1 END AS pick FROM players WHERE folded IN (",
            $folded,
            ", ",
            $before,
            ") UNION ALL SELECT player_id, 2 FROM player_aliases WHERE folded IN (",
            $folded,
            ", ",
            $before,
            ")) found ORDER BY pick LIMIT 1)"
        )
    };
}
pub(super) use found_by_name;

/// The player named `name` (found by the folded name, so "éva" finds "Éva"), created on first use
/// so one person keeps one identity and one spelling across matches, with the id SQLite gives a
/// new row (one more than the highest).
pub(super) fn player_id(db: &dyn Connection, name: &str) -> Result<i64, StoreError> {
    let (folded, before) = (fold(name), fold_as_before(name));
    // Found as [`found_by_name`] finds them, in two plain reads: the player first, then the
    // name a merge kept (SQLite reads cost little; preparing the union cost every `new` 7%
    // more instructions).
    let found = db.opt_value(
        "SELECT id FROM players WHERE folded IN (?1, ?2) ORDER BY folded <> ?2 LIMIT 1",
        params![&folded, &before],
    )?;
    let found = match found {
        Some(id) => Some(id),
        None => db.opt_value(
            "SELECT player_id FROM player_aliases WHERE folded IN (?1, ?2)
             ORDER BY folded <> ?2 LIMIT 1",
            params![&folded, &before],
        )?,
    };
    if let Some(id) = found {
        return Ok(id);
    }
    let uuid = new_uuid(db, UuidTable::Players)?;
    db.value(
        "INSERT INTO players (id, uuid, name, folded, created_at, sort_key)
         VALUES ((SELECT coalesce(max(id), 0) + 1 FROM players), ?1, ?2, ?3, ?4, ?5) RETURNING id",
        params![&uuid, name, &folded, &clock::now(), &sort_text(name)],
    )
}

/// Seats the player named `name` (created first unless there is one, as [`player_id`] finds
/// and creates them) at `seat` of match `match_id`, without reading anything back: the insert
/// of a player is skipped when the name is taken, and the seat finds its player by name. On the
/// server, where each read is a round trip, a match's seats go with the next read.
pub(super) fn seat_by_name(
    db: &dyn Connection,
    match_id: i64,
    seat: i64,
    name: &str,
) -> Result<(), StoreError> {
    let (folded, before) = create_unless_known(db, name)?;
    db.execute(
        concat!(
            "INSERT INTO seats (match_id, seat, player_id) VALUES (?1, ?2, ",
            found_by_name!("?3", "?4"),
            ") ON CONFLICT (match_id, player_id) DO NOTHING"
        ),
        params![match_id, seat, &folded, &before],
    )
}

/// Creates the player named `name` unless one is known by the name, without reading anything
/// back; returns the two keys the player is found by afterwards (the folded name, and the key
/// an older tenscore stored), for a statement that finds them as [`seat_by_name`] does.
pub(super) fn create_unless_known(
    db: &dyn Connection,
    name: &str,
) -> Result<(String, String), StoreError> {
    let folded = fold(name);
    let before = fold_as_before(name);
    let uuid = new_uuid(db, UuidTable::Players)?;
    db.execute(
        "INSERT INTO players (id, uuid, name, folded, created_at, sort_key)
         SELECT (SELECT coalesce(max(id), 0) + 1 FROM players), ?1, ?2, ?3, ?4, ?6
         WHERE NOT EXISTS (SELECT 1 FROM players WHERE folded IN (?3, ?5))
           AND NOT EXISTS (SELECT 1 FROM player_aliases WHERE folded IN (?3, ?5))",
        params![
            &uuid,
            name,
            &folded,
            &clock::now(),
            &before,
            &sort_text(name)
        ],
    )?;
    Ok((folded, before))
}

/// A row of `id, uuid, name`.
pub(super) fn player(r: &dyn Row) -> Result<Player, StoreError> {
    Ok(Player {
        id: r.get(0)?,
        uuid: uuid_text(&r.get::<Vec<u8>>(1)?, "player uuid")?,
        name: r.get(2)?,
    })
}

/// The player with this UUID, or the player it was merged into. Text that is not a UUID names
/// nobody.
pub(in crate::store) fn player_by_uuid(
    db: &dyn Connection,
    uuid: &str,
) -> Result<Option<Player>, StoreError> {
    let Ok(uuid) = uuid::Uuid::parse_str(uuid) else {
        return Ok(None);
    };
    let found = db.opt_row(
        "SELECT id, uuid, name FROM players WHERE uuid = ?1",
        params![uuid.as_bytes()],
        player,
    )?;
    match found {
        Some(found) => Ok(Some(found)),
        None => db.opt_row(
            "SELECT p.id, p.uuid, p.name FROM player_aliases a JOIN players p ON p.id = a.player_id
                 WHERE a.uuid = ?1",
            params![uuid.as_bytes()],
            player,
        ),
    }
}

/// Records that the player record with this UUID was merged into player `into`. Text that is not
/// a UUID is refused.
pub(in crate::store) fn alias_player(
    db: &dyn Connection,
    uuid: &str,
    into: i64,
) -> Result<(), StoreError> {
    let uuid = uuid_bytes(uuid)?;
    db.execute(
        "INSERT INTO player_aliases (uuid, player_id) VALUES (?1, ?2)
         ON CONFLICT (uuid) DO UPDATE SET player_id = excluded.player_id",
        params![&uuid, into],
    )?;
    Ok(())
}

/// Names alias `uuid` `folded` (a name a merge kept at another table), unless it has a name or
/// the name finds someone here: a player of that name, or another alias. Says whether it did.
pub(in crate::store) fn name_alias(
    db: &dyn Connection,
    uuid: &str,
    folded: &str,
) -> Result<bool, StoreError> {
    let uuid = uuid_bytes(uuid)?;
    let named: Option<i64> = db.opt_value(
        "UPDATE player_aliases SET folded = ?2 WHERE uuid = ?1 AND folded IS NULL
           AND NOT EXISTS (SELECT 1 FROM players WHERE folded = ?2)
           AND NOT EXISTS (SELECT 1 FROM player_aliases WHERE folded = ?2)
         RETURNING 1",
        params![&uuid, folded],
    )?;
    Ok(named.is_some())
}

/// The first match that seats both players, if any.
pub(in crate::store) fn shared_match(
    db: &dyn Connection,
    a: i64,
    b: i64,
) -> Result<Option<i64>, StoreError> {
    db.opt_value(
        "SELECT a.match_id FROM seats a JOIN seats b ON b.match_id = a.match_id
             WHERE a.player_id = ?1 AND b.player_id = ?2 ORDER BY a.match_id LIMIT 1",
        params![a, b],
    )
}

/// The name of the first club night (by id) whose players `a` and `b` both are.
pub(in crate::store) fn shared_event(
    db: &dyn Connection,
    a: i64,
    b: i64,
) -> Result<Option<String>, StoreError> {
    db.opt_value(
        "SELECT e.name FROM event_players x
             JOIN event_players y ON y.event_id = x.event_id
             JOIN events e ON e.id = x.event_id
         WHERE x.player_id = ?1 AND y.player_id = ?2 ORDER BY e.id LIMIT 1",
        params![a, b],
    )
}

/// Before a merge of player `from` into `into` (schema 8 on): `from`'s places in club nights
/// become `into`'s (the two are never players of one club night: the merge refuses that).
pub(in crate::store) fn move_event_places(
    db: &dyn Connection,
    from: i64,
    into: i64,
) -> Result<(), StoreError> {
    db.execute(
        "UPDATE event_players SET player_id = ?2 WHERE player_id = ?1",
        params![from, into],
    )
}

/// Merges player `from` into player `into`: every seat, score, result and figure of `from`
/// becomes `into`'s, `from`'s UUID (and the ones merged into it) become aliases of `into`, and
/// `from` is deleted. Refused when one match seats both, since one player cannot sit twice.
pub(in crate::store) fn merge_player(
    db: &dyn Connection,
    from: i64,
    into: i64,
) -> Result<(), StoreError> {
    if let Some(match_id) = shared_match(db, from, into)? {
        let name = |id: i64| -> Result<String, StoreError> {
            db.value("SELECT name FROM players WHERE id = ?1", params![id])
        };
        return Err(StoreError::Query(format!(
            "match {match_id} seats both '{}' and '{}', and one player cannot sit twice",
            name(into)?,
            name(from)?
        )));
    }
    let matches: Vec<i64> = db.rows(
        "SELECT match_id FROM seats WHERE player_id = ?1",
        params![from],
        |r| r.get(0),
    )?;
    for match_id in matches {
        db.execute(
            "UPDATE seats SET player_id = ?3 WHERE match_id = ?1 AND player_id = ?2",
            params![match_id, from, into],
        )?;
        // Only this match's rows.
        db.execute(
            "UPDATE round_scores SET player_id = ?3 WHERE match_id = ?1 AND player_id = ?2",
            params![match_id, from, into],
        )?;
    }
    // A match's results and figures are keyed by the match: found through the seats just moved
    // (no index reads them by player).
    for table in ["results", "match_figures"] {
        db.execute(
            &format!(
                "UPDATE {table} SET player_id = ?2 WHERE player_id = ?1
                 AND match_id IN (SELECT match_id FROM seats WHERE player_id = ?2)"
            ),
            params![from, into],
        )?;
    }
    db.execute(
        "UPDATE player_aliases SET player_id = ?2 WHERE player_id = ?1",
        params![from, into],
    )?;
    // Copied as stored, so that this works on the text UUIDs of schema 2 (its migration merges)
    // as on the bytes of today.
    db.execute(
        "INSERT INTO player_aliases (uuid, player_id) SELECT uuid, ?2 FROM players WHERE id = ?1
         ON CONFLICT (uuid) DO UPDATE SET player_id = excluded.player_id",
        params![from, into],
    )?;
    db.execute("DELETE FROM players WHERE id = ?1", params![from])?;
    Ok(())
}

/// Before a merge of player `from` into `into` (schema 12 on): `from`'s UUID becomes an alias of
/// `into` that keeps `from`'s name, so that the name typed at a later match finds `into`.
/// Apart from [`merge_player`], which the upgrade to schema 2 runs before aliases have names.
pub(in crate::store) fn keep_merged_name(
    db: &dyn Connection,
    from: i64,
    into: i64,
) -> Result<(), StoreError> {
    db.execute(
        "INSERT INTO player_aliases (uuid, player_id, folded)
         SELECT uuid, ?2, folded FROM players WHERE id = ?1
         ON CONFLICT (uuid) DO UPDATE SET player_id = excluded.player_id, folded = excluded.folded",
        params![from, into],
    )?;
    Ok(())
}

/// Before a merge of player `from` into `into` (schema 6 on): `from`'s matches become `into`'s
/// too. The seats' trigger counts each seat written; a merge moves seats, so their count goes with
/// them. Apart from [`merge_player`], which the upgrade to schema 2 runs before there is a count.
pub(in crate::store) fn move_match_count(
    db: &dyn Connection,
    from: i64,
    into: i64,
) -> Result<(), StoreError> {
    // `into` may have no count yet; `from`'s goes with its player, and the later of the two
    // last starts stays.
    db.execute(
        sql!(
            "INSERT INTO player_matches (player_id, matches, last_match, last_played)
             SELECT ?2, matches, last_match, last_played FROM player_matches WHERE player_id = ?1
             ON CONFLICT (player_id) DO UPDATE SET
                 matches = player_matches.matches + excluded.matches,
                 last_played = ",
            GREATEST,
            "(player_matches.last_played, excluded.last_played),
                 last_match = ",
            GREATEST,
            "(player_matches.last_match, excluded.last_match)"
        ),
        params![from, into],
    )?;
    db.execute(
        "DELETE FROM player_matches WHERE player_id = ?1",
        params![from],
    )?;
    Ok(())
}

/// The player known by `name`, found as players are found when a match starts (the folded name;
/// the key an older tenscore stored first, so that a name stored with an invisible character is
/// found by its exact spelling, not as the player it looks like).
pub(in crate::store) fn player_named(
    db: &dyn Connection,
    name: &str,
) -> Result<Option<Player>, StoreError> {
    db.opt_row(
        concat!(
            "SELECT id, uuid, name FROM players WHERE id = ",
            found_by_name!("?1", "?2")
        ),
        params![&fold(name), &fold_as_before(name)],
        player,
    )
}

/// The players named `names`, each found as [`player_named`] finds one, in their order: one
/// statement for all (`stats --vs` asks about two).
pub(in crate::store) fn players_named(
    db: &dyn Connection,
    names: &[&str],
) -> Result<Vec<Option<Player>>, StoreError> {
    let mut found = vec![None; names.len()];
    if names.is_empty() {
        return Ok(found);
    }
    let one = found_by_name!("{folded}", "{before}");
    let sql = (0..names.len())
        .map(|n| {
            let id = one
                .replace("{folded}", &format!("?{}", 1 + 2 * n))
                .replace("{before}", &format!("?{}", 2 + 2 * n));
            format!("SELECT id, uuid, name, {n} FROM players WHERE id = {id}")
        })
        .collect::<Vec<_>>()
        .join(" UNION ALL ");
    let folded: Vec<[String; 2]> = (names.iter())
        .map(|name| [fold(name), fold_as_before(name)])
        .collect();
    let values: Vec<Value> = folded.iter().flatten().map(|t| Value::Text(t)).collect();
    db.each((&sql).into(), &values, &mut |r| {
        let at: i64 = r.get(3)?;
        if let Some(slot) = usize::try_from(at).ok().and_then(|at| found.get_mut(at)) {
            *slot = Some(player(r)?);
        }
        Ok(true)
    })?;
    Ok(found)
}

/// Every player (or only player `only`), by name, with the matches they sat in and when the
/// newest of them started (both kept in `player_matches` by the seats' trigger, redraws and
/// merges: counting them walked every seat of the file, and finding the newest read a leaf of the
/// seats' index and one of the matches for each player), and the finished ones they won (kept in
/// their season).
pub(in crate::store) fn players(
    db: &dyn Connection,
    only: Option<i64>,
) -> Result<Vec<PlayerSummary>, StoreError> {
    // The parameter is cast so that the server knows its type when it is NULL.
    db.rows(
        sql!(
            "SELECT p.id, p.uuid, p.name, coalesce(c.matches, 0),
                coalesce((SELECT ps.all_won FROM player_seasons ps
                          WHERE ps.key BETWEEN p.id * 16 AND p.id * 16 + 15
                            AND ps.all_won IS NOT NULL), 0),
                c.last_played
         FROM players p LEFT JOIN player_matches c ON c.player_id = p.id WHERE CAST(?1 AS BIGINT) IS NULL OR p.id = ?1 ORDER BY p.sort_key, p.id"
        ),
        params![only],
        |r| {
            Ok(PlayerSummary {
                player: player(r)?,
                matches: r.get(3)?,
                won: r.get(4)?,
                last_played: r.opt(5)?,
            })
        },
    )
}

/// `player list` in one statement, handed over a row at a time (on the server, the rows of one
/// statement arrive together, in one round trip, as they always did): every player as
/// [`players`] lists them, by the folded name. Nobody is held.
pub(in crate::store) fn each_player(
    db: &dyn Connection,
    visit: &mut dyn FnMut(PlayerSummary) -> bool,
) -> Result<(), StoreError> {
    db.each(
        sql!(
            "SELECT p.id, p.uuid, p.name, coalesce(c.matches, 0),
                coalesce((SELECT ps.all_won FROM player_seasons ps
                          WHERE ps.key BETWEEN p.id * 16 AND p.id * 16 + 15
                            AND ps.all_won IS NOT NULL), 0),
                c.last_played
         FROM players p LEFT JOIN player_matches c ON c.player_id = p.id ORDER BY p.sort_key, p.id"
        )
        .into(),
        &[],
        &mut |r| {
            Ok(visit(PlayerSummary {
                player: player(r)?,
                matches: r.get(3)?,
                won: r.get(4)?,
                last_played: r.opt(5)?,
            }))
        },
    )
}

/// Gives player `id` the spelling `name`, given at `named_at`; refused by the unique folded name
/// when another player is known by it.
pub(in crate::store) fn rename_player(
    db: &dyn Connection,
    id: i64,
    name: &str,
    named_at: &str,
) -> Result<(), StoreError> {
    db.execute(
        "UPDATE players SET name = ?2, folded = ?3, sort_key = ?4, named_at = ?5 WHERE id = ?1",
        params![id, name, &fold(name), &sort_text(name), named_at],
    )?;
    Ok(())
}

/// When player `id` was given the name they have: renamed, or else made (UTC, RFC 3339).
pub(in crate::store) fn named_at(db: &dyn Connection, id: i64) -> Result<String, StoreError> {
    db.one_row(
        "SELECT coalesce(named_at, created_at) FROM players WHERE id = ?1",
        params![id],
        |r| r.get(0),
    )
}

/// Every player's name as stored, in the order they first played: what a name that is not known
/// may be a typo of.
pub(in crate::store) fn player_names(db: &dyn Connection) -> Result<Vec<String>, StoreError> {
    db.rows("SELECT name FROM players ORDER BY id", params![], |r| {
        r.get(0)
    })
}

/// Every folded name kept by a merge, with the name of the player it finds.
pub(in crate::store) fn merged_names(
    db: &dyn Connection,
) -> Result<Vec<(String, String)>, StoreError> {
    db.rows(
        "SELECT a.folded, p.name FROM player_aliases a JOIN players p ON p.id = a.player_id
         WHERE a.folded IS NOT NULL",
        params![],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )
}

/// Gives every player without one the key their name sorts by (the upgrade to schema 12, after
/// its SQL: the name as a reader sorts it is worked out here, not in SQL).
pub(in crate::store) fn fill_sort_keys(db: &dyn Connection) -> Result<(), StoreError> {
    let unkeyed: Vec<(i64, String)> = db.rows(
        "SELECT id, name FROM players WHERE sort_key IS NULL",
        params![],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    for (id, name) in unkeyed {
        db.execute(
            "UPDATE players SET sort_key = ?2 WHERE id = ?1",
            params![id, &sort_text(&name)],
        )?;
    }
    Ok(())
}
