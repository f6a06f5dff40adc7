//! Schema 8 (club nights: series, events and their players, draws and tables): a file or a
//! league database of schema 7 is upgraded by the first command (a file) or write (a league
//! database) and keeps everything it held,
//! with the same tables and indexes a new one gets.

use crate::common::TestEnv;
use crate::pg_server;
use crate::schema_8;

/// The tables schema 8 adds, those referring to others first.
const EVENT_TABLES: [&str; 5] = [
    "event_tables",
    "event_rounds",
    "event_players",
    "events",
    "series",
];

/// A match finished, one in progress with a round, and the seasons they make.
fn play_two_matches(env: &TestEnv) {
    env.ok(&["new", "under10", "--players", "Ann,Bob,Cy"]);
    env.ok(&["round", "1", "Ann=3", "Bob=5", "Cy=0", "--call", "Cy"]);
    env.ok(&["finish", "1"]);
    env.ok(&["new", "pig10", "--players", "Ann,Dee"]);
}

/// What the commands show of the file: every match with every round, and the seasons.
fn everything(env: &TestEnv) -> Vec<serde_json::Value> {
    vec![
        env.json(&["show", "1", "--all"]),
        env.json(&["show", "2", "--all"]),
        env.json(&["stats", "--all"]),
        env.json(&["history"]),
    ]
}

/// The schema of a SQLite file: every table, index and trigger with its SQL.
fn sqlite_schema(conn: &rusqlite::Connection) -> Vec<(String, String, Option<String>)> {
    let mut statement = conn
        .prepare("SELECT type, name, sql FROM sqlite_master ORDER BY type, name")
        .expect("the schema reads");
    statement
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .expect("the schema reads")
        .collect::<Result<_, _>>()
        .expect("the schema reads")
}

fn user_version(conn: &rusqlite::Connection) -> i64 {
    conn.query_row("PRAGMA user_version", [], |r| r.get(0))
        .expect("a version")
}

#[test]
fn a_schema_7_file_gets_the_event_tables_on_its_first_command_and_keeps_everything() {
    let env = TestEnv::new();
    play_two_matches(&env);
    let before = everything(&env);
    let fresh = rusqlite::Connection::open(env.db()).expect("the file opens");
    let schema_8 = sqlite_schema(&fresh);
    drop(fresh);
    // The file as tenscore of schema 7 left it: no event tables, version 7.
    let conn = rusqlite::Connection::open(env.db()).expect("the file opens");
    for table in EVENT_TABLES {
        conn.execute_batch(&format!("DROP TABLE {table}"))
            .expect("the table goes");
    }
    conn.execute_batch(&format!("{} PRAGMA user_version = 7", schema_8::SQLITE))
        .expect("version 7");
    assert!(
        sqlite_schema(&conn)
            .iter()
            .all(|(_, name, _)| !name.contains("event"))
    );
    assert_eq!(user_version(&conn), 7);

    // The first command upgrades it (a read as well as a write), and it reads as before.
    assert_eq!(everything(&env), before);
    assert_eq!(user_version(&conn), 16);
    assert_eq!(sqlite_schema(&conn), schema_8);
    for table in EVENT_TABLES {
        let rows: i64 = conn
            .query_row(&format!("SELECT count(*) FROM {table}"), [], |r| r.get(0))
            .expect("the table is there");
        assert_eq!(rows, 0, "{table}");
    }
    env.ok(&["new", "under10", "--players", "Eve,Fay"]);
    let mut after = everything(&env);
    // The new match is listed first in the history; the rest is as it was.
    let history = after[3].as_array_mut().expect("a list");
    assert_eq!(history.len(), 3, "{history:?}");
    history.remove(0);
    assert_eq!(after, before);
}

#[test]
fn a_league_database_of_schema_7_gets_the_event_tables_on_its_first_write() {
    let Some(db) = pg_server::fresh_database() else {
        return;
    };
    let env = TestEnv::on(db.url());
    play_two_matches(&env);
    let before = everything(&env);
    let mut client = db.connect();
    let drops: String = EVENT_TABLES
        .iter()
        .map(|t| format!("DROP TABLE {t};"))
        .collect();
    client
        .batch_execute(&format!(
            "{} {drops} UPDATE tenscore_meta SET value = '7' WHERE key = 'schema_version';",
            schema_8::POSTGRES
        ))
        .expect("back to schema 7");
    env.ok(&["new", "under10", "--players", "Eve,Fay"]);
    let version: String = client
        .query_one(
            "SELECT value FROM tenscore_meta WHERE key = 'schema_version'",
            &[],
        )
        .expect("a version")
        .get(0);
    assert_eq!(version, "16");
    for table in EVENT_TABLES {
        let rows: i64 = client
            .query_one(&format!("SELECT count(*) FROM {table}"), &[])
            .expect("the table is there")
            .get(0);
        assert_eq!(rows, 0, "{table}");
    }
    let mut after = everything(&env);
    after[3].as_array_mut().expect("a list").remove(0);
    assert_eq!(after, before);
}
