//! Opening a tenscore database on a PostgreSQL server: connect (within a connect timeout), find
//! what the database holds, and create or upgrade the schema.
//!
//! - The marker is the table `tenscore_meta`: `application_id` (as SQLite's `PRAGMA
//!   application_id`) and `schema_version`.
//! - A database with nothing in its schema is empty: reading it (or writing to a match in it)
//!   finds no tenscore database and creates nothing; `Access::Create` creates the schema.
//! - A database with tables but no marker, or another application's marker, is not ours; a marker
//!   with a newer version is a newer tenscore's: both are refused before anything is written.
//! - The schema is created or upgraded in one transaction (every migration it lacks, in turn:
//!   one commit however many steps, so all or nothing), under an advisory lock taken in the
//!   transaction: what the database holds is looked at again under the lock, so that
//!   two tenscores creating it at the same moment create it once.

use postgres::SimpleQueryMessage;

use super::db::{Db, connect};
use super::errors::Server;
use crate::store::location::CONNECT_TIMEOUT;
use crate::store::sql::{Get, Query, params};
use crate::store::{APPLICATION_ID, Access, StoreError, schema_version};

/// One migration: the schema version it makes, its file's name (in messages), its SQL, and
/// whether every season is counted again once the last step ran (in the same transaction: the
/// store's own code writes today's schema, not the step's).
struct Step {
    version: usize,
    name: &'static str,
    sql: &'static str,
    counts_seasons_again: bool,
    /// Every player without the key their name sorts by gets one once the last step ran (in
    /// Rust: `names::sort_key` is not SQL).
    fills_sort_keys: bool,
}

/// Every migration, oldest first. PostgreSQL databases start at version 5 (there never was one
/// of an older version); later steps are numbered as SQLite's.
static STEPS: [Step; 12] = [
    Step {
        version: 5,
        name: "postgres/0005_init.sql",
        sql: include_str!("../../../schema/postgres/0005_init.sql"),
        counts_seasons_again: false,
        fills_sort_keys: false,
    },
    Step {
        version: 6,
        name: "postgres/0006_club_size.sql",
        sql: include_str!("../../../schema/postgres/0006_club_size.sql"),
        counts_seasons_again: false,
        fills_sort_keys: false,
    },
    Step {
        version: 7,
        name: "postgres/0007_team_places.sql",
        sql: include_str!("../../../schema/postgres/0007_team_places.sql"),
        counts_seasons_again: true,
        fills_sort_keys: false,
    },
    Step {
        version: 8,
        name: "postgres/0008_events.sql",
        sql: include_str!("../../../schema/postgres/0008_events.sql"),
        counts_seasons_again: false,
        fills_sort_keys: false,
    },
    Step {
        version: 9,
        name: "postgres/0009_fewer_pages_written.sql",
        sql: include_str!("../../../schema/postgres/0009_fewer_pages_written.sql"),
        counts_seasons_again: false,
        fills_sort_keys: false,
    },
    Step {
        version: 10,
        name: "postgres/0010_fewer_index_writes.sql",
        sql: include_str!("../../../schema/postgres/0010_fewer_index_writes.sql"),
        counts_seasons_again: false,
        fills_sort_keys: false,
    },
    Step {
        version: 11,
        name: "postgres/0011_ids_not_given_again.sql",
        sql: include_str!("../../../schema/postgres/0011_ids_not_given_again.sql"),
        counts_seasons_again: false,
        fills_sort_keys: false,
    },
    Step {
        version: 12,
        name: "postgres/0012_names_kept_and_sorted.sql",
        sql: include_str!("../../../schema/postgres/0012_names_kept_and_sorted.sql"),
        counts_seasons_again: false,
        fills_sort_keys: true,
    },
    Step {
        version: 13,
        name: "postgres/0013_end_kept_through_reopen.sql",
        sql: include_str!("../../../schema/postgres/0013_end_kept_through_reopen.sql"),
        counts_seasons_again: false,
        fills_sort_keys: false,
    },
    Step {
        version: 14,
        name: "postgres/0014_history_by_start.sql",
        sql: include_str!("../../../schema/postgres/0014_history_by_start.sql"),
        counts_seasons_again: false,
        fills_sort_keys: false,
    },
    Step {
        version: 15,
        name: "postgres/0015_phone_apostrophes.sql",
        sql: include_str!("../../../schema/postgres/0015_phone_apostrophes.sql"),
        counts_seasons_again: false,
        fills_sort_keys: false,
    },
    Step {
        version: 16,
        name: "postgres/0016_seasons_with_rivals.sql",
        sql: include_str!("../../../schema/postgres/0016_seasons_with_rivals.sql"),
        counts_seasons_again: true,
        fills_sort_keys: false,
    },
];

/// The version the last migration makes: the schema this build writes.
#[cfg(test)]
pub(super) fn newest_step() -> usize {
    STEPS.iter().map(|s| s.version).max().unwrap_or(0)
}

/// Connects to the server of `config` and makes sure its database is tenscore's, of this schema.
pub(super) fn open(
    mut config: postgres::Config,
    shown: String,
    access: Access,
) -> Result<Db, StoreError> {
    if config.get_connect_timeout().is_none() {
        config.connect_timeout(CONNECT_TIMEOUT);
    }
    if config.get_application_name().is_none() {
        config.application_name("tenscore");
    }
    let server = Server::of(&config, shown);
    let client = connect(&config, &server)?;
    let db = Db::new(client, config, server, access);
    // Looked at with the first transaction's first statement, in its round trip; only when
    // that finds the database not this build's is it looked at by itself (`make_current`).
    db.check_with_first_statement();
    Ok(db)
}

/// What the first transaction on a connection asks first: the marker's application id and
/// schema version (a database without the marker fails it, and is then looked at by
/// `make_current`).
pub(super) const CHECK: &str =
    "SELECT (SELECT value FROM tenscore_meta WHERE key = 'application_id'),
        (SELECT value FROM tenscore_meta WHERE key = 'schema_version')";

/// Whether the answer to [`CHECK`] is this build's marker and schema.
pub(super) fn is_current(answer: &[SimpleQueryMessage]) -> bool {
    let row = answer.iter().find_map(|message| match message {
        SimpleQueryMessage::Row(row) => Some(row),
        _ => None,
    });
    let number = |i: usize| {
        row.and_then(|row| row.get(i))
            .and_then(|text| text.parse::<i64>().ok())
    };
    number(0) == Some(APPLICATION_ID)
        && number(1).and_then(|v| usize::try_from(v).ok()) == Some(schema_version())
}

/// Makes sure the database is tenscore's, of this schema: refuses one that is not ours, of a
/// newer schema, or (unless creating) empty; creates or upgrades the schema otherwise.
pub(super) fn make_current(db: &Db, access: Access) -> Result<(), StoreError> {
    match look(db)? {
        Found::Current => Ok(()),
        Found::Empty if access != Access::Create => Err(StoreError::Missing {
            path: db.server.path(),
        }),
        Found::Empty | Found::Older { .. } => {
            match migrate(db) {
                // The connection broke (perhaps as the server committed a migration): once more
                // on a new one, which looks again under the lock and does only what is left.
                Err(StoreError::ConnectionLost { .. }) => migrate(db)?,
                done => done?,
            }
            Ok(())
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Found {
    /// Nothing in the database's schema yet.
    Empty,
    /// A tenscore database of an older schema.
    Older { version: usize },
    /// A tenscore database of this schema.
    Current,
}

/// What the database holds, in one statement (one snapshot): how many relations its schema has,
/// and the marker's application id and version if it has one. Refuses, without writing, a
/// database that is not ours or comes from a newer schema.
fn look(db: &Db) -> Result<Found, StoreError> {
    let (relations, marked) = db.one_row(
        "SELECT (SELECT count(*) FROM pg_catalog.pg_class c
                 JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
                 WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S')),
                to_regclass('tenscore_meta') IS NOT NULL",
        &[],
        |r| Ok((r.get::<i64>(0)?, r.get::<bool>(1)?)),
    )?;
    if !marked {
        return match relations {
            0 => Ok(Found::Empty),
            _ => Err(not_ours(db)),
        };
    }
    let rows = db.rows("SELECT key, value FROM tenscore_meta", &[], |r| {
        Ok((r.get::<String>(0)?, r.get::<String>(1)?))
    })?;
    let mut application_id = None;
    let mut version = None;
    for (key, value) in &rows {
        match key.as_str() {
            "application_id" => application_id = value.parse::<i64>().ok(),
            "schema_version" => version = value.parse::<i64>().ok(),
            _ => {}
        }
    }
    if application_id != Some(APPLICATION_ID) {
        return Err(not_ours(db));
    }
    let found = version.unwrap_or(0);
    let known = schema_version();
    match usize::try_from(found) {
        Ok(version) if version < known => Ok(Found::Older { version }),
        Ok(version) if version == known => Ok(Found::Current),
        _ => Err(StoreError::Newer {
            path: db.server.path(),
            found,
            known,
        }),
    }
}

fn not_ours(db: &Db) -> StoreError {
    StoreError::NotOurs {
        path: db.server.path(),
    }
}

/// Brings the database to the current schema: every migration it lacks, in one transaction
/// under the advisory lock; what it holds is looked at again under the lock, so a database
/// another tenscore created or upgraded meanwhile is left as it is. A migration that fails rolls
/// every step back.
fn migrate(db: &Db) -> Result<(), StoreError> {
    db.begin("BEGIN")?;
    let ran = (STEPS.iter()).try_fold((false, false, false), |(ran, recount, keys), step| {
        let now = migrate_step(db, step)?;
        Ok::<_, StoreError>((
            ran || now,
            recount || (now && step.counts_seasons_again),
            keys || (now && step.fills_sort_keys),
        ))
    });
    // Schema 7: every season, rival and rating counted again, now that teammates share their
    // team's place (as SQLite's upgrade).
    let ran = ran.and_then(|(ran, recount, keys)| {
        if recount {
            crate::store::season_upkeep::rebuild(db, &|_| {})
                .map_err(|e| StoreError::Migration(format!("counting the seasons again: {e}")))?;
        }
        // Schema 12: each player's name as a reader sorts it (as SQLite's upgrade).
        if keys {
            crate::store::queries::players::fill_sort_keys(db).map_err(|e| {
                StoreError::Migration(format!("keying the players' names for sorting: {e}"))
            })?;
        }
        Ok(ran)
    });
    match ran {
        Ok(true) => db.batch("COMMIT"),
        Ok(false) => {
            db.rollback();
            Ok(())
        }
        Err(e) => {
            db.rollback();
            Err(e)
        }
    }
}

/// Runs `step` in the open transaction when the database is older than it; says whether it ran.
fn migrate_step(db: &Db, step: &Step) -> Result<bool, StoreError> {
    db.execute("SELECT pg_advisory_xact_lock(?1)", params![APPLICATION_ID])?;
    let from = match look(db)? {
        Found::Current => return Ok(false),
        Found::Empty => 0,
        Found::Older { version } => version,
    };
    if from >= step.version {
        return Ok(false);
    }
    let in_step = |e: StoreError| match e {
        StoreError::Migration(reason) | StoreError::Query(reason) | StoreError::Damaged(reason) => {
            StoreError::Migration(format!("{}: {reason}", step.name))
        }
        other => other,
    };
    db.migration(step.sql).map_err(in_step)?;
    let version = step.version.to_string();
    let application_id = APPLICATION_ID.to_string();
    db.execute(
        "INSERT INTO tenscore_meta (key, value) VALUES ('application_id', ?1), ('schema_version', ?2)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        params![&application_id, &version],
    )
    .map_err(in_step)?;
    Ok(true)
}
