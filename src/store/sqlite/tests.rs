use super::*;

#[test]
fn migrations_are_valid() {
    assert!(MIGRATIONS.validate().is_ok());
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
