//! Club nights, as they are played: the running totals of an event's unfinished tables, and the
//! mark the venue's board watches for a change. Each is one statement over the event's tables
//! (through the keys that start with the event's id), however many tables play.

use crate::store::sql::{Connection, Get, Query, params, sql};
use crate::store::{EventMark, LiveTotal, StoreError};

/// The running totals of event `event`'s unfinished tables after each one's last live round.
pub(in crate::store) fn event_live_totals(
    db: &dyn Connection,
    event: i64,
) -> Result<Vec<LiveTotal>, StoreError> {
    db.rows(
        sql!(
            "SELECT t.match_id, s.player_id, s.total
             FROM event_tables t JOIN matches m ON m.id = t.match_id
             JOIN rounds r ON r.match_id = t.match_id AND r.seq = m.rounds
             JOIN round_scores s ON s.match_id = r.match_id AND s.seq = r.seq AND s.take = r.take
             WHERE t.event_id = ?1 AND m.status = 'in-progress' AND ",
            LIVE_R,
            " ORDER BY t.match_id, s.player_id"
        ),
        params![event],
        |r| {
            Ok(LiveTotal {
                match_id: r.get(0)?,
                player_id: r.get(1)?,
                total: r.get(2)?,
            })
        },
    )
}

/// The mark of event `event`'s tables: drawn, live rounds, ended, rounds ever recorded and
/// withdrawn (an edit or an undo followed by a new round changes these even where the live
/// count stays). Every sum cast to a 64-bit integer: the server's sum of counts is a numeric.
pub(in crate::store) fn event_mark(
    db: &dyn Connection,
    event: i64,
) -> Result<EventMark, StoreError> {
    db.one_row(
        "SELECT count(*),
                CAST(coalesce(sum(m.rounds), 0) AS BIGINT),
                CAST(coalesce(sum(CASE WHEN m.status <> 'in-progress' THEN 1 ELSE 0 END), 0)
                     AS BIGINT),
                CAST(coalesce(sum((SELECT count(*) FROM rounds r WHERE r.match_id = t.match_id)),
                              0) AS BIGINT),
                CAST(coalesce(sum((SELECT count(*) FROM rounds r
                                   WHERE r.match_id = t.match_id AND r.withdrawn_at IS NOT NULL)),
                              0) AS BIGINT)
         FROM event_tables t JOIN matches m ON m.id = t.match_id WHERE t.event_id = ?1",
        params![event],
        |r| {
            Ok(EventMark {
                tables: r.get(0)?,
                rounds: r.get(1)?,
                ended: r.get(2)?,
                recorded: r.get(3)?,
                withdrawn: r.get(4)?,
            })
        },
    )
}
