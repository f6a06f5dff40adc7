//! Players: found by their folded name and created on first use, looked up by UUID (or by the
//! UUID of a player merged into them), renamed and merged.
//!
//! A lookup reads one row through the unique `folded` or `uuid` index; a merge moves a player's
//! seats and scores one match at a time, through the (match_id, player_id) indexes.

use super::new_uuid;
use crate::games::names::{fold, fold_as_before};
use crate::store::StoreError;
use crate::store::clock::{self, UuidTable};
use crate::store::sql::{Connection, Query, params};

/// The player named `name` (found by the folded name, so "éva" finds "Éva"), created on first use
/// so one person keeps one identity and one spelling across matches, with the id SQLite gives a
/// new row (one more than the highest).
pub(super) fn player_id(db: &dyn Connection, name: &str) -> Result<i64, StoreError> {
    let folded = fold(name);
    // The key an older tenscore stored (trimmed and lower-cased only) first: typed exactly, a
    // name stored with an invisible character finds that player, not the one it looks like.
    if let Some(id) = db.opt_value(
        "SELECT id FROM players WHERE folded IN (?1, ?2) ORDER BY folded <> ?2 LIMIT 1",
        params![&folded, &fold_as_before(name)],
    )? {
        return Ok(id);
    }
    let uuid = new_uuid(db, UuidTable::Players)?;
    db.value(
        "INSERT INTO players (id, uuid, name, folded, created_at)
         VALUES ((SELECT coalesce(max(id), 0) + 1 FROM players), ?1, ?2, ?3, ?4) RETURNING id",
        params![&uuid, name, &folded, &clock::now()],
    )
}
