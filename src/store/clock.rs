//! The clock and the UUID source of every write, which tests can fix (like jj's `JJ_TIMESTAMP`
//! and `JJ_RANDOMNESS_SEED`) so that output with timestamps and UUIDs is the same on every run.
//!
//! - `TENSCORE_NOW`: an RFC 3339 timestamp (`2026-01-02T03:04:05Z`); when set, "now" is that
//!   instant (stored in UTC, to the second) instead of the system clock.
//! - `TENSCORE_UUID_SEED`: an integer; when set, every new UUID follows from the seed, the table
//!   and the id the new row gets, so the same commands give the same UUIDs in every run, and every
//!   process (each command is one) still gives each row its own UUID. The id is read inside the
//!   write's IMMEDIATE transaction, so no other writer can take it meanwhile. The UUIDs keep the
//!   shape of version 4.
//!
//! Without the seed, a new UUID is version 7: time-ordered, so that each new row's UUID goes at
//! the end of its unique index instead of into a random leaf of it (a write touches one page of
//! each index, the last one, however big the file is).
//!
//! Both are test-only and read once per process. A value that cannot be read (not RFC 3339, not
//! an integer) is treated as unset: the system clock and random UUIDs, as without the variable.
//! Nothing a user types at the table goes through them, so they never refuse or panic.

use std::sync::LazyLock;

use crate::store::StoreError;
use crate::store::queries::matches::next_match_id;
use chrono::{DateTime, SecondsFormat, Utc};

/// The environment variable that fixes the clock.
const NOW_VAR: &str = "TENSCORE_NOW";
/// The environment variable that makes UUIDs deterministic.
const UUID_SEED_VAR: &str = "TENSCORE_UUID_SEED";

static FIXED_NOW: LazyLock<Option<DateTime<Utc>>> =
    LazyLock::new(|| parse_now(std::env::var(NOW_VAR).ok().as_deref()));

static UUID_SEED: LazyLock<Option<u64>> =
    LazyLock::new(|| parse_seed(std::env::var(UUID_SEED_VAR).ok().as_deref()));

/// The tables whose rows carry a UUID.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum UuidTable {
    Players,
    Matches,
    Rounds,
    Events,
    Series,
}

impl UuidTable {
    fn name(self) -> &'static str {
        match self {
            UuidTable::Players => "players",
            UuidTable::Matches => "matches",
            UuidTable::Rounds => "rounds",
            UuidTable::Events => "events",
            UuidTable::Series => "series",
        }
    }

    /// The query of the id the next row gets (the same SQL on every backend).
    pub(crate) fn next_id_query(self) -> &'static str {
        match self {
            UuidTable::Players => "SELECT coalesce(max(id), 0) + 1 FROM players",
            // The id the match will get: past every id a redrawn round's matches gave up.
            UuidTable::Matches => concat!("SELECT ", next_match_id!()),
            UuidTable::Events => "SELECT coalesce(max(id), 0) + 1 FROM events",
            UuidTable::Series => "SELECT coalesce(max(id), 0) + 1 FROM series",
            // Rounds have no id of their own (they are keyed by match): one more than the rows
            // there are, as the id used to be, so seeded UUIDs stay what they were.
            UuidTable::Rounds => "SELECT count(*) + 1 FROM rounds",
        }
    }
}

/// Now, in UTC as RFC 3339 to the second: `TENSCORE_NOW` when it is set, else the system clock.
pub(crate) fn now() -> String {
    now_from(*FIXED_NOW)
}

/// A UUID for the next row of `table`: time-ordered (version 7), or derived from
/// `TENSCORE_UUID_SEED` when it is set, which costs one read of the table's highest id:
/// `next_id` runs [`UuidTable::next_id_query`] on the backend's transaction.
pub(crate) fn new_uuid(
    table: UuidTable,
    next_id: impl FnOnce(&'static str) -> Result<i64, StoreError>,
) -> Result<uuid::Uuid, StoreError> {
    new_uuid_from(*UUID_SEED, table, next_id)
}

/// Now, and at least a second after `earlier` (RFC 3339) when given: for a row that must read
/// as later than the one it replaces, though times are kept to the second (a round drawn
/// again within the second it was drawn; the clock fixed in tests).
pub(crate) fn now_after(earlier: Option<&str>) -> String {
    now_after_from(*FIXED_NOW, earlier)
}

fn now_after_from(fixed: Option<DateTime<Utc>>, earlier: Option<&str>) -> String {
    let now = fixed.unwrap_or_else(Utc::now);
    let floor = parse_now(earlier).map(|t| t + chrono::TimeDelta::seconds(1));
    floor
        .filter(|&floor| floor > now)
        .unwrap_or(now)
        .to_rfc3339_opts(SecondsFormat::Secs, true)
}

fn parse_now(text: Option<&str>) -> Option<DateTime<Utc>> {
    DateTime::parse_from_rfc3339(text?)
        .ok()
        .map(|t| t.with_timezone(&Utc))
}

fn parse_seed(text: Option<&str>) -> Option<u64> {
    let text = text?;
    text.parse::<u64>()
        .ok()
        .or_else(|| text.parse::<i64>().ok().map(|n| n as u64))
}

fn now_from(fixed: Option<DateTime<Utc>>) -> String {
    fixed
        .unwrap_or_else(Utc::now)
        .to_rfc3339_opts(SecondsFormat::Secs, true)
}

pub(crate) fn new_uuid_from(
    seed: Option<u64>,
    table: UuidTable,
    next_id: impl FnOnce(&'static str) -> Result<i64, StoreError>,
) -> Result<uuid::Uuid, StoreError> {
    let Some(seed) = seed else {
        return Ok(uuid::Uuid::now_v7());
    };
    let next_id = next_id(table.next_id_query())?;
    Ok(seeded_uuid(seed, table.name(), next_id))
}

/// The UUID of row `id` of `table` under `seed`: the three hashed with splitmix64 into 16 bytes.
pub(crate) fn seeded_uuid(seed: u64, table: &str, id: i64) -> uuid::Uuid {
    // FNV-1a folds the table name into one word.
    let table_hash = table.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    let mut state = seed;
    for word in [table_hash, id as u64] {
        state = splitmix64(&mut state) ^ word;
    }
    let mut bytes = [0u8; 16];
    bytes[..8].copy_from_slice(&splitmix64(&mut state).to_le_bytes());
    bytes[8..].copy_from_slice(&splitmix64(&mut state).to_le_bytes());
    uuid::Builder::from_random_bytes(bytes).into_uuid()
}

/// One step of splitmix64: advances `state` and returns the next well-mixed word.
fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests;
