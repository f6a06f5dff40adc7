use super::*;
use crate::store::Ending;

/// The first `steps` migrations run on `conn` as `open` runs them, in one transaction: a file as
/// the tenscore of that schema version left it.
fn migrate_to(conn: &mut Connection, steps: usize) {
    let tx = conn.transaction().unwrap();
    for step in &STEPS[..steps] {
        if let Some(before) = step.before {
            before(&tx).unwrap();
        }
        tx.execute_batch(step.sql).unwrap();
        if let Some(hook) = step.hook {
            hook(&tx).unwrap();
        }
    }
    tx.pragma_update(None, "user_version", steps as i64)
        .unwrap();
    tx.commit().unwrap();
}

#[test]
fn every_migration_applies_to_an_empty_file_and_leaves_every_key_whole() {
    let mut conn = Connection::open_in_memory().unwrap();
    conn.pragma_update(None, "foreign_keys", true).unwrap();
    migrate_to(&mut conn, STEPS.len());
    let broken: i64 = conn
        .query_row("SELECT count(*) FROM pragma_foreign_key_check", [], |r| {
            r.get(0)
        })
        .unwrap();
    let check: String = conn
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap();
    assert_eq!((broken, check.as_str()), (0, "ok"));
    // Nothing of the upgrade is left behind: no packing function, no temporary table.
    assert!(conn.execute_batch("SELECT tenscore_pack('[]')").is_err());
    assert!(conn.execute_batch("SELECT * FROM temp.round_keys").is_err());
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
    // An empty file is a new database; one this open made would go again, never written to.
    std::fs::write(&path, b"").unwrap();
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
    assert_eq!(schema_version(), STEPS.len());
    assert_eq!(schema_version(), 16);
}

#[test]
fn a_version_1_file_is_upgraded_in_place_with_foreign_keys_on() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("v1.db");
    {
        // Version 1 as its migration made it, with two players only ASCII NOCASE told apart and
        // an edited round.
        let mut conn = Connection::open(&path).unwrap();
        migrate_to(&mut conn, 1);
        conn.execute_batch(
            "INSERT INTO players VALUES (1, '00000000-0000-4000-8000-000000000001', 'Ödön', 't'),
                 (2, '00000000-0000-4000-8000-000000000002', 'ödön', 't'),
                 (3, '00000000-0000-4000-8000-000000000003', 'Ann', 't');
             INSERT INTO matches
                 VALUES (1, '00000000-0000-4000-8000-00000000000a', 'pig10', '{}', 'in-progress', 't', NULL, 1);
             INSERT INTO seats VALUES (1, 0, 2), (1, 1, 3);
             INSERT INTO rounds (id, uuid, match_id, seq, entry, withdrawn, created_at)
                 VALUES (1, '00000000-0000-4000-8000-000000000101', 1, 1, '{}', 1, 't');
             INSERT INTO rounds (id, uuid, match_id, seq, entry, replaces, reason, created_at)
                 VALUES (2, '00000000-0000-4000-8000-000000000102', 1, 1, '{}', 1, 'x', 't');
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
    assert_eq!(version, schema_version() as i64);
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
    // The edit of round 1 (take 2) replaced take 1.
    let replaces: Option<u32> = conn
        .query_row(
            "SELECT replaces FROM rounds WHERE match_id = 1 AND seq = 1 AND take = 2",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(replaces, Some(1));
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
        .prepare(
            "SELECT player_id FROM round_scores WHERE match_id = 1 AND seq = 1 AND take = 2
             ORDER BY player_id",
        )
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(seated, vec![1, 3]);
    let alias: i64 = conn
        .query_row(
            "SELECT player_id FROM player_aliases
             WHERE uuid = X'00000000000040008000000000000002'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(alias, 1);
}

/// A new match in `store`, as `new` writes it.
fn start_match(store: &mut crate::store::Store, names: &[&str]) -> Result<i64, StoreError> {
    let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    store.write(|w| w.create_match(crate::games::pig10::ID, &serde_json::json!({}), &names))
}

/// The players of every match in the file at `path`, read as a later tenscore reads it.
fn seated(path: &Path) -> Vec<Vec<String>> {
    let store = crate::store::Store::open(path, Access::Read).unwrap();
    store
        .read(|r| {
            let mut all = Vec::new();
            for id in 1.. {
                match r.load_match(id)? {
                    Some(info) => {
                        all.push(info.players.iter().map(|p| p.name.to_string()).collect())
                    }
                    None => break,
                }
            }
            Ok::<_, StoreError>(all)
        })
        .unwrap()
}

fn wal_of(path: &Path) -> PathBuf {
    let mut wal = path.as_os_str().to_os_string();
    wal.push("-wal");
    PathBuf::from(wal)
}

#[test]
fn a_file_replaced_under_an_open_store_is_refused_and_neither_file_is_written() {
    use crate::store::Store;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let mut store = Store::open(&path, Access::Create).unwrap();
    assert_eq!(start_match(&mut store, &["Ann", "Bob"]).unwrap(), 1);
    // The same file, under another name, to look at after the replacement.
    let original = dir.path().join("original.db");
    std::fs::hard_link(&path, &original).unwrap();
    // A copy restored from elsewhere (another table's file), closed: all in one file.
    let elsewhere = dir.path().join("copy.db");
    let mut other = Store::open(&elsewhere, Access::Create).unwrap();
    start_match(&mut other, &["Cy", "Dee"]).unwrap();
    start_match(&mut other, &["Eve", "Fay"]).unwrap();
    drop(other);
    let copy = std::fs::read(&elsewhere).unwrap();
    // Every write empties the write-ahead log into the file (`marks.rs`); a log a reader kept
    // full is let go of below.
    assert_eq!(std::fs::metadata(wal_of(&path)).unwrap().len(), 0);
    // `mv copy.db t.db` while the store is open.
    std::fs::rename(&elsewhere, &path).unwrap();

    let err = start_match(&mut store, &["Gil", "Hal"]).unwrap_err();
    let shown = path.display();
    assert_eq!(
        err.to_string(),
        format!(
            "the database {shown} was replaced or removed while tenscore had it open; nothing was written"
        )
    );
    assert_eq!(
        err.hint(),
        Some(format!(
            "start tenscore again to use the file now at {shown}"
        ))
    );
    // Every later write is refused too.
    assert!(matches!(
        start_match(&mut store, &["Gil", "Hal"]),
        Err(StoreError::Replaced { .. })
    ));
    drop(store);
    // Nothing went into the copy now at the path, and the log the opened file left beside the
    // path is not read as part of it: the copy reads as it was.
    assert_eq!(std::fs::read(&path).unwrap(), copy);
    assert_eq!(seated(&path), vec![vec!["Cy", "Dee"], vec!["Eve", "Fay"]]);
    assert_eq!(std::fs::read(&path).unwrap(), copy);
    // The opened file holds what it held, and no more.
    assert_eq!(seated(&original), vec![vec!["Ann", "Bob"]]);

    // Started again, tenscore uses the file now at the path.
    let mut again = Store::open(&path, Access::Write).unwrap();
    assert_eq!(start_match(&mut again, &["Gil", "Hal"]).unwrap(), 3);
}

#[test]
fn a_file_deleted_under_an_open_store_is_refused() {
    use crate::store::Store;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let mut store = Store::open(&path, Access::Create).unwrap();
    start_match(&mut store, &["Ann", "Bob"]).unwrap();
    std::fs::remove_file(&path).unwrap();
    assert!(matches!(
        start_match(&mut store, &["Cy", "Dee"]),
        Err(StoreError::Replaced { .. })
    ));
    drop(store);
    assert!(!path.exists());
    // A new file at the path starts empty: the deleted file's log is not read as part of it.
    let mut fresh = crate::store::Store::open(&path, Access::Create).unwrap();
    assert_eq!(start_match(&mut fresh, &["Eve", "Fay"]).unwrap(), 1);
    drop(fresh);
    assert_eq!(seated(&path), vec![vec!["Eve", "Fay"]]);
}

#[test]
fn a_store_that_only_read_a_replaced_file_leaves_no_log_for_the_next() {
    use crate::store::Store;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let mut store = Store::open(&path, Access::Create).unwrap();
    start_match(&mut store, &["Ann", "Bob"]).unwrap();
    let elsewhere = dir.path().join("copy.db");
    let mut other = Store::open(&elsewhere, Access::Create).unwrap();
    start_match(&mut other, &["Cy", "Dee"]).unwrap();
    drop(other);
    std::fs::rename(&elsewhere, &path).unwrap();
    // `play` quit without writing again.
    drop(store);
    assert_eq!(seated(&path), vec![vec!["Cy", "Dee"]]);
}

#[test]
fn a_store_keeps_writing_to_its_own_file_however_many_writes() {
    use crate::store::Store;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let mut store = Store::open(&path, Access::Create).unwrap();
    for expected in 1..=5 {
        assert_eq!(start_match(&mut store, &["Ann", "Bob"]).unwrap(), expected);
    }
}

/// `cp FROM TO`: the bytes of `from` written over `to` in place, which keeps `to`'s inode.
fn copy_over_in_place(from: &[u8], to: &Path) {
    use std::os::unix::fs::MetadataExt;
    let inode = std::fs::metadata(to).unwrap().ino();
    std::fs::write(to, from).unwrap();
    assert_eq!(std::fs::metadata(to).unwrap().ino(), inode);
}

#[test]
fn an_older_copy_put_over_the_file_in_place_is_refused_and_stays_as_it_was() {
    use crate::store::Store;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let mut store = Store::open(&path, Access::Create).unwrap();
    start_match(&mut store, &["Ann", "Bob"]).unwrap();
    // A backup taken between two writes: the log was emptied into the file after the first.
    let backup = std::fs::read(&path).unwrap();
    start_match(&mut store, &["Cy", "Dee"]).unwrap();
    // `cp backup.db t.db` while the store is open.
    copy_over_in_place(&backup, &path);

    let err = start_match(&mut store, &["Eve", "Fay"]).unwrap_err();
    assert!(matches!(err, StoreError::Replaced { .. }), "{err:?}");
    // Every later write is refused too.
    assert!(matches!(
        start_match(&mut store, &["Eve", "Fay"]),
        Err(StoreError::Replaced { .. })
    ));
    drop(store);
    // Nothing went into the copy, and it reads as it was: one match.
    assert_eq!(std::fs::read(&path).unwrap(), backup);
    assert_eq!(seated(&path), vec![vec!["Ann", "Bob"]]);
    // Started again, tenscore writes to the copy as it is.
    let mut again = Store::open(&path, Access::Write).unwrap();
    assert_eq!(start_match(&mut again, &["Eve", "Fay"]).unwrap(), 2);
    drop(again);
    assert_eq!(seated(&path), vec![vec!["Ann", "Bob"], vec!["Eve", "Fay"]]);
}

#[test]
fn a_copy_put_over_the_file_before_the_first_write_is_refused() {
    use crate::store::Store;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let mut first = Store::open(&path, Access::Create).unwrap();
    start_match(&mut first, &["Ann", "Bob"]).unwrap();
    let backup = std::fs::read(&path).unwrap();
    start_match(&mut first, &["Cy", "Dee"]).unwrap();
    drop(first);
    // `play` opens the file (two matches), then the backup (one match) is put over it.
    let mut store = Store::open(&path, Access::Write).unwrap();
    copy_over_in_place(&backup, &path);
    assert!(matches!(
        start_match(&mut store, &["Eve", "Fay"]),
        Err(StoreError::Replaced { .. })
    ));
    drop(store);
    assert_eq!(std::fs::read(&path).unwrap(), backup);
}

#[test]
fn another_database_put_over_the_file_in_place_is_refused_however_many_writes_it_had() {
    use crate::store::Store;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let mut store = Store::open(&path, Access::Create).unwrap();
    start_match(&mut store, &["Ann", "Bob"]).unwrap();
    // Another table's file, with more writes than this one: it has a mark of every generation
    // this file has, with other tokens.
    let elsewhere = dir.path().join("other.db");
    let mut other = Store::open(&elsewhere, Access::Create).unwrap();
    for _ in 0..3 {
        start_match(&mut other, &["Cy", "Dee"]).unwrap();
    }
    drop(other);
    let copy = std::fs::read(&elsewhere).unwrap();
    copy_over_in_place(&copy, &path);
    assert!(matches!(
        start_match(&mut store, &["Eve", "Fay"]),
        Err(StoreError::Replaced { .. })
    ));
    drop(store);
    assert_eq!(std::fs::read(&path).unwrap(), copy);
}

#[test]
fn an_older_tenscores_file_put_over_the_file_in_place_is_refused() {
    use crate::store::Store;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let mut store = Store::open(&path, Access::Create).unwrap();
    start_match(&mut store, &["Ann", "Bob"]).unwrap();
    // A version-1 file, as the release before schema version 2 wrote it (no write marks).
    let v1 = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/v1.db")).unwrap();
    copy_over_in_place(&v1, &path);
    assert!(matches!(
        start_match(&mut store, &["Eve", "Fay"]),
        Err(StoreError::Replaced { .. })
    ));
    drop(store);
    assert_eq!(std::fs::read(&path).unwrap(), v1);
}

#[test]
fn writes_of_another_terminal_between_two_writes_are_not_a_replacement() {
    use crate::store::Store;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let mut play = Store::open(&path, Access::Create).unwrap();
    let mut phone = Store::open(&path, Access::Write).unwrap();
    assert_eq!(start_match(&mut play, &["Ann", "Bob"]).unwrap(), 1);
    for expected in 2..=4 {
        assert_eq!(start_match(&mut phone, &["Cy", "Dee"]).unwrap(), expected);
    }
    // A one-shot command in between, opened and closed.
    let mut once = Store::open(&path, Access::Write).unwrap();
    assert_eq!(start_match(&mut once, &["Eve", "Fay"]).unwrap(), 5);
    drop(once);
    assert_eq!(start_match(&mut play, &["Gil", "Hal"]).unwrap(), 6);
    assert_eq!(start_match(&mut phone, &["Ivy", "Jo"]).unwrap(), 7);
}

#[test]
fn only_the_last_marks_are_kept() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let store = SqliteBackend::open(&path, Access::Create).unwrap();
    let conn = &store.conn;
    for _ in 0..(marks::MARKS_KEPT + 10) {
        marks::add(conn).unwrap();
    }
    let (count, oldest): (i64, i64) = conn
        .query_row(
            "SELECT count(*), min(generation) FROM write_marks",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!((count, oldest), (marks::MARKS_KEPT, 11));
}

#[test]
fn counting_every_season_again_gives_what_the_writes_kept() {
    use crate::games::{Note, Outcome, SeatResult, under10};
    use crate::store::{FinalPlace, Store};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("seasons.db");
    let mut store = Store::open(&path, Access::Create).unwrap();
    let tables: [&[&str]; 4] = [
        &["Ann", "Bob", "Cy"],
        &["Bob", "Cy", "Dee"],
        &["Ann", "Dee"],
        &["Ann", "Bob", "Cy", "Dee"],
    ];
    let end = |store: &mut Store, id: i64, ranks: &[usize]| {
        store
            .write(|w| {
                let info = w.load_match(id)?.unwrap();
                let places: Vec<FinalPlace> = (ranks.iter())
                    .map(|&rank| FinalPlace {
                        rank,
                        score: rank as i64,
                        won: rank == 1,
                    })
                    .collect();
                w.end_match(&info, Ending::Finish, &places)
            })
            .unwrap();
    };
    let mut ids = Vec::new();
    for players in tables {
        let names: Vec<String> = players.iter().map(|p| p.to_string()).collect();
        let id = store
            .write(|w| {
                let id = w.create_match(
                    under10::ID,
                    &serde_json::json!({"end": "last-standing"}),
                    &names,
                )?;
                let info = w.load_match(id)?.unwrap();
                let seats = (0..names.len())
                    .map(|seat| SeatResult {
                        points: 5,
                        total: 5,
                        out: false,
                        notes: if seat == 0 {
                            vec![Note::new("called")]
                        } else {
                            Vec::new()
                        },
                        counters: Default::default(),
                    })
                    .collect();
                let outcome = Outcome {
                    seats,
                    explanation: Vec::new(),
                };
                w.record_round(&info, &serde_json::json!({}), &outcome)?;
                Ok::<_, StoreError>(id)
            })
            .unwrap();
        ids.push(id);
    }
    // Out of order, again, and back in progress.
    end(&mut store, ids[3], &[2, 1, 3, 3]);
    end(&mut store, ids[0], &[1, 2, 3]);
    end(&mut store, ids[1], &[1, 1, 3]);
    end(&mut store, ids[2], &[2, 1]);
    end(&mut store, ids[0], &[3, 1, 2]);
    store.write(|w| w.reopen_match(ids[1])).unwrap();
    drop(store);

    let mut conn = Connection::open(&path).unwrap();
    // Each season's wins and matches, written beside its JSON (the wins only when they moved),
    // say what the JSON says.
    let astray: i64 = conn
        .query_row(
            "SELECT count(*) FROM player_seasons
             WHERE won IS NOT json_extract(season, '$.won')
                OR played IS NOT json_extract(season, '$.played')",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(astray, 0);
    let kept = crate::store::queries::season::kept(&conn).unwrap();
    // Ratings were kept: a match_ratings row reads as four cells, two of them reals.
    assert!(
        kept.iter()
            .any(|row| row.matches("Real(").count() == 2 && !row.contains("Text(")),
        "{kept:?}"
    );
    let tx = conn.transaction().unwrap();
    crate::store::season_upkeep::rebuild(&tx, &|_| {}).unwrap();
    assert_eq!(crate::store::queries::season::kept(&tx).unwrap(), kept);
}

#[test]
fn a_file_made_by_a_store_that_never_wrote_goes_again_and_one_written_to_stays() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    drop(SqliteBackend::open(&path, Access::Create).unwrap());
    assert!(!path.exists());
    for suffix in ["-wal", "-shm", "-journal"] {
        assert!(
            !dir.path().join(format!("t.db{suffix}")).exists(),
            "{suffix}"
        );
    }
    // A file found empty was there before: it stays.
    std::fs::write(&path, b"").unwrap();
    drop(SqliteBackend::open(&path, Access::Create).unwrap());
    assert!(path.exists());
    std::fs::remove_file(&path).unwrap();
    // Written to, it stays.
    let mut store = crate::store::Store::open(&path, Access::Create).unwrap();
    start_match(&mut store, &["Ann", "Bob"]).unwrap();
    drop(store);
    assert!(path.exists());
}
