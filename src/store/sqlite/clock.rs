//! The clock and the UUID source of SQLite's writes: the shared ones (`store/clock.rs`), with the
//! highest id read on the write's connection.

pub(super) use crate::store::clock::now;

#[cfg(test)]
mod tests {
    use rusqlite::Connection;

    use crate::store::StoreError;
    use crate::store::clock::{UuidTable, new_uuid_from, seeded_uuid};

    fn next_id(conn: &Connection) -> impl FnOnce(&'static str) -> Result<i64, StoreError> + '_ {
        |sql| Ok(conn.query_row(sql, [], |row| row.get(0))?)
    }

    #[test]
    fn a_seeded_uuid_follows_the_id_the_next_row_gets() {
        let conn = Connection::open_in_memory().unwrap();
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
}
