use super::*;

use crate::store::sql::Query;

#[test]
fn a_fixed_time_is_used_in_utc_to_the_second() {
    let fixed = parse_now(Some("2026-01-02T03:04:05Z"));
    assert_eq!(now_from(fixed), "2026-01-02T03:04:05Z");
    let offset = parse_now(Some("2026-01-02T04:04:05.75+01:00"));
    assert_eq!(now_from(offset), "2026-01-02T03:04:05Z");
}

#[test]
fn a_row_replacing_another_is_stamped_at_least_a_second_after_it() {
    let fixed = parse_now(Some("2026-01-02T03:04:05Z"));
    assert_eq!(now_after_from(fixed, None), "2026-01-02T03:04:05Z");
    // Replacing a row of the same second (or of a clock set back): a second after it.
    let same = Some("2026-01-02T03:04:05Z");
    assert_eq!(now_after_from(fixed, same), "2026-01-02T03:04:06Z");
    let ahead = Some("2026-01-02T03:10:00Z");
    assert_eq!(now_after_from(fixed, ahead), "2026-01-02T03:10:01Z");
    // Replacing an older row: now.
    let older = Some("2026-01-02T03:04:04Z");
    assert_eq!(now_after_from(fixed, older), "2026-01-02T03:04:05Z");
    // A stamp that cannot be read does not hold the clock back.
    assert_eq!(now_after_from(fixed, Some("soon")), "2026-01-02T03:04:05Z");
}

#[test]
fn without_a_fixed_time_the_clock_runs() {
    let text = now_from(None);
    let parsed = parse_now(Some(&text)).expect("RFC 3339");
    assert!((Utc::now() - parsed).num_seconds().abs() < 60, "{text}");
}

#[test]
fn values_that_cannot_be_read_count_as_unset() {
    assert_eq!(parse_now(None), None);
    assert_eq!(parse_now(Some("")), None);
    assert_eq!(parse_now(Some("2026-01-02")), None);
    assert_eq!(parse_now(Some("yesterday")), None);
    assert_eq!(parse_seed(None), None);
    assert_eq!(parse_seed(Some("")), None);
    assert_eq!(parse_seed(Some("one")), None);
    assert_eq!(parse_seed(Some("1")), Some(1));
    assert_eq!(parse_seed(Some("-1")), Some(u64::MAX));
}

#[test]
fn the_same_seed_table_and_id_give_the_same_uuid() {
    let a = seeded_uuid(1, "matches", 7);
    assert_eq!(a, seeded_uuid(1, "matches", 7));
    assert_eq!(a.get_version_num(), 4);
    assert_eq!(a.get_variant(), uuid::Variant::RFC4122);
}

#[test]
fn different_ids_tables_or_seeds_give_different_uuids() {
    let mut seen = std::collections::HashSet::new();
    for seed in [0, 1, 2] {
        for table in ["players", "matches", "rounds"] {
            for id in 1..=200 {
                assert!(seen.insert(seeded_uuid(seed, table, id)));
            }
        }
    }
}

/// The id the next row gets, read on a SQLite connection through the store's statements.
fn next_id(
    conn: &rusqlite::Connection,
) -> impl FnOnce(&'static str) -> Result<i64, StoreError> + '_ {
    |sql| conn.value(sql, &[])
}

#[test]
fn a_seeded_uuid_follows_the_id_the_next_row_gets() {
    let conn = rusqlite::Connection::open_in_memory().unwrap();
    conn.execute_batch("CREATE TABLE players (id INTEGER PRIMARY KEY, uuid BLOB UNIQUE)")
        .unwrap();
    let first = new_uuid_from(Some(1), UuidTable::Players, next_id(&conn)).unwrap();
    assert_eq!(first, seeded_uuid(1, "players", 1));
    conn.execute("INSERT INTO players (uuid) VALUES (?1)", [first.as_bytes()])
        .unwrap();
    let second = new_uuid_from(Some(1), UuidTable::Players, next_id(&conn)).unwrap();
    assert_eq!(second, seeded_uuid(1, "players", 2));
    assert_ne!(first, second);
    // Without a seed: version 7, each one after the one before (in text as in bytes), so that
    // new rows go at the end of the UUID indexes.
    let earlier = new_uuid_from(None, UuidTable::Players, next_id(&conn)).unwrap();
    let later = new_uuid_from(None, UuidTable::Players, next_id(&conn)).unwrap();
    assert_eq!(earlier.get_version_num(), 7);
    assert!(
        earlier.as_bytes() < later.as_bytes(),
        "{earlier} then {later}"
    );
}
