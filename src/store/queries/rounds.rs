//! The rounds of a match as they are read and written: opened (bids), recorded with their
//! scores, replaced by an edit, rescored, withdrawn (kept in the audit trail), and the live
//! entries and openings read back to rescore. What is written when is decided in
//! `store/writing.rs`. Every statement reads and writes the rows of one match through the
//! (match_id, seq, take) keys.

use crate::store::columns::unpacked_value;
use crate::store::sql::{Connection, Get, Query, params, sql};
use crate::store::{OpenRound, StoreError};

/// Round `seq` when it is live and only opened (no entry yet).
pub(super) fn open_round(
    db: &dyn Connection,
    match_id: i64,
    seq: u32,
) -> Result<Option<OpenRound>, StoreError> {
    let row = db.opt_row(
        sql!(
            "SELECT take, opening FROM rounds WHERE match_id = ?1 AND seq = ?2 AND ",
            LIVE,
            " AND entry IS NULL"
        ),
        params![match_id, seq],
        |r| Ok((r.get::<u32>(0)?, r.opt::<Vec<u8>>(1)?)),
    )?;
    row.map(|(take, opening)| {
        let opening = opening.ok_or_else(|| {
            StoreError::Damaged(format!(
                "round {seq} of match {match_id} has neither opening nor entry"
            ))
        })?;
        Ok(OpenRound {
            take,
            seq,
            opening: unpacked_value(&opening, "round opening")?,
        })
    })
    .transpose()
}
