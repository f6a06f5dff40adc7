//! The statements that end, reopen and list matches reach `matches` through its indexes, never
//! by stepping through every match: the indexes of the matches in progress and of the ended ones
//! hold only those (schema 10), and a statement the planner cannot prove fits one reads the table
//! through instead (a `finish` read all 553 pages of `matches` of a 1,000,000-round file so).

use std::sync::Mutex;

use rusqlite::StatementStatus;
use rusqlite::trace::{TraceEvent, TraceEventCodes};
use serde_json::json;

use super::{create, end, end_ranked_in, outcome, record};
use crate::games::under10;
use crate::store::{Access, Ending, MatchFilter, Reader, Store, StoreError, Writer};

/// The matches in the file: a statement that reads them all through takes a step of a full
/// scan from each to the next (one fewer than there are).
const MATCHES: usize = 40;

/// Each statement run while tracing, with the steps of full scans it took (SQLite counts them
/// per prepared statement, over every run of it).
static TRACED: Mutex<Vec<(String, i32)>> = Mutex::new(Vec::new());

fn keep(event: TraceEvent<'_>) {
    if let TraceEvent::Profile(statement, _) = event {
        let steps = statement.get_status(StatementStatus::FullscanStep);
        TRACED
            .lock()
            .expect("the list")
            .push((statement.sql().to_string(), steps));
    }
}

/// Ends match `id` as `finish` would, the first seat first.
fn finish(w: &dyn Writer, id: i64) -> Result<(), StoreError> {
    end_ranked_in(w, id, &[1, 2, 3])
}

#[test]
fn ending_reopening_and_listing_matches_never_step_through_every_match() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("plans.db");
    let mut store = Store::open(&path, Access::Create).expect("a store");
    let ids: Vec<i64> = (0..MATCHES)
        .map(|_| {
            let id = create(&mut store, under10::ID, &["Ann", "Bob", "Cy"]);
            record(
                &mut store,
                id,
                json!({}),
                &outcome(&[3, 5, 2], &[3, 5, 2], Vec::new()),
            );
            id
        })
        .collect();
    for &id in &ids[..MATCHES / 2] {
        end(&mut store, id, Ending::Finish);
    }
    drop(store);

    let mut conn = rusqlite::Connection::open(&path).expect("the file opens");
    conn.trace_v2(TraceEventCodes::SQLITE_TRACE_PROFILE, Some(keep));
    let tx = conn.transaction().expect("a transaction");
    (|| -> Result<(), StoreError> {
        // What a table's commands look for; a match ended after every one counted (its seasons
        // added on), one ended before others (counted again), one reopened and ended again.
        tx.latest_unfinished()?;
        tx.unfinished_count()?;
        tx.latest_ended()?;
        finish(&tx, ids[MATCHES - 1])?;
        tx.reopen_match(ids[0])?;
        finish(&tx, ids[0])?;
        tx.reopen_match(ids[MATCHES / 2 - 1])?;
        finish(&tx, ids[MATCHES / 2])?;
        // What `history` lists: the newest 20.
        tx.matches(&MatchFilter {
            limit: Some(20),
            ..MatchFilter::default()
        })?;
        Ok(())
    })()
    .expect("the writes and reads");
    tx.commit().expect("committed");
    conn.trace_v2(TraceEventCodes::empty(), None);

    let traced = std::mem::take(&mut *TRACED.lock().expect("the list"));
    assert!(
        traced
            .iter()
            .filter(|(sql, _)| sql.contains("matches"))
            .count()
            > 20
    );
    let stepping: Vec<&(String, i32)> = (traced.iter())
        .filter(|(_, steps)| *steps as usize >= MATCHES - 1)
        .collect();
    assert!(stepping.is_empty(), "{stepping:#?}");
}
