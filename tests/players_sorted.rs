//! `player list` names the players as a reader sorts names (schema 12's `players.sort_key`):
//! an accented letter beside its plain one, "Émile" before "Zoë" (the folded name put every
//! accented letter after z), on both backends, for players made by `new`, renamed, imported, and
//! already there when the file or the league database was upgraded.

use crate::common::TestEnv;

const SORTED: [&str; 6] = ["Ann", "Émile", "Eve", "Özil", "Zack", "Zoë"];

fn listed(env: &TestEnv) -> Vec<String> {
    (env.json(&["player", "list"]).as_array().unwrap().iter())
        .map(|p| p["name"].as_str().unwrap().to_string())
        .collect()
}

/// The players of SORTED, made in another order: one renamed into its spelling.
fn players(env: &TestEnv) {
    env.ok(&["new", "tenstuff", "--players", "Zoë,Özil,Zack,Eve"]);
    env.ok(&["finish", "--abandon"]);
    env.ok(&["new", "tenstuff", "--players", "Emil,Ann,Zoë"]);
    env.ok(&["finish", "--abandon"]);
    env.ok(&["player", "rename", "Emil", "Émile"]);
}

#[test]
fn the_players_are_listed_as_names_are_sorted_on_both_backends() {
    let env = TestEnv::new();
    players(&env);
    assert_eq!(listed(&env), SORTED);
    // Imported into a file of its own: the same order.
    let export = env.dir().join("all.jsonl");
    env.ok(&["export", "-o", export.to_str().unwrap()]);
    let other = TestEnv::new();
    other.ok(&["import", export.to_str().unwrap()]);
    assert_eq!(listed(&other), SORTED);
    if let Some(server) = crate::pg_server::fresh_database() {
        let league = TestEnv::on(server.url());
        players(&league);
        assert_eq!(listed(&league), SORTED);
    }
}

#[test]
fn an_upgraded_file_keys_the_names_it_holds() {
    let env = TestEnv::new();
    players(&env);
    // The file as schema 8 left it (no keys, no merged names), then upgraded by a read.
    let conn = rusqlite::Connection::open(env.db()).expect("the file opens");
    conn.execute_batch(&format!(
        "{} PRAGMA user_version = 8",
        crate::schema_8::SQLITE
    ))
    .expect("back to schema 8");
    drop(conn);
    assert_eq!(listed(&env), SORTED);
    let conn = rusqlite::Connection::open(env.db()).expect("the file opens");
    let unkeyed: i64 = conn
        .query_row(
            "SELECT count(*) FROM players WHERE sort_key IS NULL",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(unkeyed, 0);
}

#[test]
fn an_upgraded_league_database_keys_the_names_it_holds() {
    let Some(db) = crate::pg_server::fresh_database() else {
        return;
    };
    let env = TestEnv::on(db.url());
    players(&env);
    let mut client = db.connect();
    client
        .batch_execute(&format!(
            "{} UPDATE tenscore_meta SET value = '8' WHERE key = 'schema_version';",
            crate::schema_8::POSTGRES
        ))
        .expect("back to schema 8");
    // A write upgrades the server's database.
    env.ok(&["new", "pig10", "--players", "Ann,Eve,Zack"]);
    assert_eq!(listed(&env), SORTED);
}
