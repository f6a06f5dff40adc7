use rusqlite_migration::{M, Migrations};

use super::*;

/// The migrations as rusqlite_migration takes them.
fn migration_list() -> Vec<M<'static>> {
    STEPS
        .iter()
        .map(|step| match step.hook {
            Some(hook) => M::up_with_hook(step.sql, hook),
            None => M::up(step.sql),
        })
        .collect()
}

#[test]
fn migrations_are_valid() {
    assert!(Migrations::new(migration_list()).validate().is_ok());
}

#[test]
fn a_new_database_is_marked_as_ours_at_the_current_version() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let store = SqliteBackend::open(&path, Access::Create).unwrap();
    let id: i64 = store
        .conn
        .pragma_query_value(None, "application_id", |r| r.get(0))
        .unwrap();
    let version: i64 = store
        .conn
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .unwrap();
    assert_eq!((id, version), (APPLICATION_ID, schema_version() as i64));
    drop(store);
    // Opening again is fine.
    SqliteBackend::open(&path, Access::Create).unwrap();
}

#[test]
fn a_foreign_sqlite_file_is_refused_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("other.db");
    Connection::open(&path)
        .unwrap()
        .execute_batch("CREATE TABLE t (x); INSERT INTO t VALUES (1);")
        .unwrap();
    let before = std::fs::read(&path).unwrap();
    assert!(matches!(
        SqliteBackend::open(&path, Access::Create),
        Err(StoreError::NotOurs { .. })
    ));
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

#[test]
fn a_newer_schema_is_refused_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("new.db");
    drop(SqliteBackend::open(&path, Access::Create).unwrap());
    Connection::open(&path)
        .unwrap()
        .pragma_update(None, "user_version", 99)
        .unwrap();
    let before = std::fs::read(&path).unwrap();
    assert!(matches!(
        SqliteBackend::open(&path, Access::Create),
        Err(StoreError::Newer { found: 99, .. })
    ));
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

#[test]
fn a_text_file_is_refused_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("notes.txt");
    std::fs::write(
        &path,
        "shopping list: eggs, milk, a second deck of cards\n".repeat(20),
    )
    .unwrap();
    let before = std::fs::read(&path).unwrap();
    assert!(matches!(
        SqliteBackend::open(&path, Access::Create),
        Err(StoreError::NotOurs { .. })
    ));
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

#[test]
fn the_schema_version_is_the_number_of_migrations() {
    assert_eq!(schema_version(), migration_list().len());
    assert_eq!(schema_version(), 2);
}

#[test]
fn a_version_1_file_is_upgraded_in_place_with_foreign_keys_on() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("v1.db");
    {
        // Version 1 as its migration made it, with two players only ASCII NOCASE told apart and
        // an edited round.
        let mut conn = Connection::open(&path).unwrap();
        Migrations::new(migration_list().into_iter().take(1).collect())
            .to_latest(&mut conn)
            .unwrap();
        conn.execute_batch(
            "INSERT INTO players VALUES (1, 'p1', 'Ödön', 't'), (2, 'p2', 'ödön', 't'), (3, 'p3', 'Ann', 't');
             INSERT INTO matches VALUES (1, 'm1', 'pig10', '{}', 'in-progress', 't', NULL, 1);
             INSERT INTO seats VALUES (1, 0, 2), (1, 1, 3);
             INSERT INTO rounds (id, uuid, match_id, seq, entry, withdrawn, created_at)
                 VALUES (1, 'r1', 1, 1, '{}', 1, 't');
             INSERT INTO rounds (id, uuid, match_id, seq, entry, replaces, reason, created_at)
                 VALUES (2, 'r2', 1, 1, '{}', 1, 'x', 't');
             INSERT INTO round_scores (round_id, match_id, player_id, points, total)
                 VALUES (1, 1, 2, 1, 1), (1, 1, 3, 0, 0), (2, 1, 2, 2, 2), (2, 1, 3, 0, 0);",
        )
        .unwrap();
    }
    let store = SqliteBackend::open(&path, Access::Write).unwrap();
    let conn = &store.conn;
    let version: i64 = conn
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .unwrap();
    assert_eq!(version, 2);
    let foreign_keys: i64 = conn
        .pragma_query_value(None, "foreign_keys", |r| r.get(0))
        .unwrap();
    assert_eq!(foreign_keys, 1);
    let broken: i64 = conn
        .query_row("SELECT count(*) FROM pragma_foreign_key_check", [], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(broken, 0);
    let replaces: Option<String> = conn
        .query_row("SELECT replaces FROM rounds WHERE id = 2", [], |r| r.get(0))
        .unwrap();
    assert_eq!(replaces.as_deref(), Some("r1"));
    let players: Vec<(i64, String, String)> = conn
        .prepare("SELECT id, name, folded FROM players ORDER BY id")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(
        players,
        vec![
            (1, "Ödön".to_string(), "ödön".to_string()),
            (3, "Ann".to_string(), "ann".to_string())
        ]
    );
    let seated: Vec<i64> = conn
        .prepare("SELECT player_id FROM round_scores WHERE round_id = 2 ORDER BY player_id")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(seated, vec![1, 3]);
    let alias: i64 = conn
        .query_row(
            "SELECT player_id FROM player_aliases WHERE uuid = 'p2'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(alias, 1);
}
