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

/// The mark of event `event`: its tables (drawn, which matches: match ids are never given again,
/// so a redraw changes their sum), their live rounds, rounds ever recorded and withdrawn (an edit
/// or an undo followed by a new round changes these even where the live count stays), those
/// finished and abandoned, its roster (who joined and left when: `event add` and `remove`), its
/// name and its players' latest rename: everything the board shows. Every sum cast to a 64-bit
/// integer: the server's sum of counts or of bigints is a numeric.
pub(in crate::store) fn event_mark(
    db: &dyn Connection,
    event: i64,
) -> Result<EventMark, StoreError> {
    db.one_row(
        "SELECT count(*),
                CAST(coalesce(sum(t.match_id), 0) AS BIGINT),
                CAST(coalesce(sum(m.rounds), 0) AS BIGINT),
                CAST(coalesce(sum(CASE WHEN m.status = 'finished' THEN 1 ELSE 0 END), 0)
                     AS BIGINT),
                CAST(coalesce(sum(CASE WHEN m.status = 'abandoned' THEN 1 ELSE 0 END), 0)
                     AS BIGINT),
                CAST(coalesce(sum((SELECT count(*) FROM rounds r WHERE r.match_id = t.match_id)),
                              0) AS BIGINT),
                CAST(coalesce(sum((SELECT count(*) FROM rounds r
                                   WHERE r.match_id = t.match_id AND r.withdrawn_at IS NOT NULL)),
                              0) AS BIGINT),
                (SELECT CAST(count(*) AS BIGINT) FROM event_players WHERE event_id = ?1),
                (SELECT CAST(coalesce(sum(player_id), 0) AS BIGINT)
                 FROM event_players WHERE event_id = ?1),
                (SELECT CAST(coalesce(sum(joined), 0) AS BIGINT)
                 FROM event_players WHERE event_id = ?1),
                (SELECT CAST(coalesce(sum(coalesce(\"left\", 0)), 0) AS BIGINT)
                 FROM event_players WHERE event_id = ?1),
                (SELECT name FROM events WHERE id = ?1),
                (SELECT max(p.named_at) FROM event_players e JOIN players p ON p.id = e.player_id
                 WHERE e.event_id = ?1)
         FROM event_tables t JOIN matches m ON m.id = t.match_id WHERE t.event_id = ?1",
        params![event],
        |r| {
            Ok(EventMark {
                tables: r.get(0)?,
                matches: r.get(1)?,
                rounds: r.get(2)?,
                finished: r.get(3)?,
                abandoned: r.get(4)?,
                recorded: r.get(5)?,
                withdrawn: r.get(6)?,
                roster: [r.get(7)?, r.get(8)?, r.get(9)?, r.get(10)?],
                name: r.opt::<String>(11)?.unwrap_or_default(),
                renamed: r.opt(12)?,
            })
        },
    )
}
