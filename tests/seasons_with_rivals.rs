//! Schema 16: a player's rivals in a game kept packed in their season row of it. A file (or a
//! league database) of schema 15, with a row per opponent, is upgraded on its first command:
//! every season, rival and rating is counted again from the finished matches, and `stats` says
//! what it said before.

use crate::common::TestEnv;
use crate::pg_server;

/// Schema 15's season and rival tables (SQLite), standing in for the new one: what an older
/// tenscore left. Their rows are wrong on purpose: the upgrade counts every one again.
const SQLITE_15: &str = "
    DROP TABLE player_seasons;
    CREATE TABLE player_seasons (
        player_id INTEGER NOT NULL REFERENCES players (id), game TEXT NOT NULL,
        season TEXT NOT NULL, rating_mu REAL, rating_sigma REAL,
        won INTEGER NOT NULL, played INTEGER NOT NULL,
        PRIMARY KEY (player_id, game)) WITHOUT ROWID;
    CREATE INDEX player_seasons_best ON player_seasons (game, won);
    CREATE TABLE player_rivals (
        player_id INTEGER NOT NULL REFERENCES players (id), game TEXT NOT NULL,
        other_id INTEGER NOT NULL REFERENCES players (id),
        ahead INTEGER NOT NULL, behind INTEGER NOT NULL, level INTEGER NOT NULL,
        PRIMARY KEY (player_id, game, other_id)) WITHOUT ROWID;
    INSERT INTO player_rivals VALUES (1, 'pig10', 2, 99, 0, 0);
    PRAGMA user_version = 15;";

/// The same on the server.
const POSTGRES_15: &str = "
    DROP TABLE player_seasons;
    CREATE TABLE player_seasons (
        player_id BIGINT NOT NULL REFERENCES players (id), game TEXT COLLATE \"C\" NOT NULL,
        season TEXT NOT NULL, rating_mu DOUBLE PRECISION, rating_sigma DOUBLE PRECISION,
        won BIGINT NOT NULL, played BIGINT NOT NULL, PRIMARY KEY (player_id, game));
    CREATE INDEX player_seasons_best ON player_seasons (game, won);
    CREATE TABLE player_rivals (
        player_id BIGINT NOT NULL REFERENCES players (id), game TEXT COLLATE \"C\" NOT NULL,
        other_id BIGINT NOT NULL REFERENCES players (id),
        ahead BIGINT NOT NULL, behind BIGINT NOT NULL, level BIGINT NOT NULL,
        PRIMARY KEY (player_id, game, other_id));
    INSERT INTO player_rivals VALUES (1, 'pig10', 2, 99, 0, 0);
    UPDATE tenscore_meta SET value = '15' WHERE key = 'schema_version';";

/// Two games among four players, one match reopened and ended again, so that each player has
/// rivals in both and the rivals of one game are not the other's.
fn play_a_season(env: &TestEnv) {
    env.ok(&["new", "pig10", "--players", "Ann,Bob,Cy"]);
    env.ok(&["round", "Ann=3", "Bob=1", "Cy=5"]);
    env.ok(&["finish"]);
    env.ok(&["new", "pig10", "--players", "Ann,Dee"]);
    env.ok(&["round", "Ann=4", "Dee=2"]);
    env.ok(&["finish"]);
    env.ok(&["new", "under10", "--players", "Ann,Bob,Dee"]);
    env.ok(&["round", "Ann=3", "Bob=7", "Dee=9", "--call", "Ann"]);
    env.ok(&["finish"]);
    env.ok(&["reopen", "1"]);
    env.ok(&["finish", "1"]);
}

/// What `stats` says of the season: each player with their rivals (text, as people read it,
/// ratings rounded), and the list of everyone.
fn season_said(env: &TestEnv) -> Vec<String> {
    let mut said: Vec<String> = ["Ann", "Bob", "Cy", "Dee"]
        .iter()
        .map(|name| env.ok(&["stats", "--player", name]))
        .collect();
    said.push(env.ok(&["stats", "--player", "Ann", "--game", "pig10"]));
    said.push(env.ok(&["stats", "--vs", "Ann", "Bob"]));
    said.push(env.ok(&["stats", "--all"]));
    said
}

#[test]
fn a_schema_15_file_counts_its_rivals_again_and_stats_says_what_it_said() {
    let env = TestEnv::new();
    play_a_season(&env);
    let before = season_said(&env);
    // Ann's rivals in Pig 10 (once each), and in both games (Bob and Dee twice).
    assert!(
        before[4].contains("Ann finished behind Cy most often (once), and ahead of Bob and Dee"),
        "{}",
        before[4]
    );
    assert!(
        before[0].contains("ahead of Bob and Dee most often (2"),
        "{}",
        before[0]
    );
    let conn = rusqlite::Connection::open(env.db()).expect("the file opens");
    conn.execute_batch(SQLITE_15).expect("schema 15's tables");

    assert_eq!(season_said(&env), before);
    let version: i64 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .expect("a version");
    assert_eq!(version, 16);
    let tables: i64 = conn
        .query_row(
            "SELECT count(*) FROM sqlite_schema WHERE name = 'player_rivals'",
            [],
            |r| r.get(0),
        )
        .expect("the schema");
    assert_eq!(tables, 0, "the rivals live in the season rows now");
}

#[test]
fn a_league_database_of_schema_15_counts_its_rivals_again() {
    let Some(db) = pg_server::fresh_database() else {
        return;
    };
    let env = TestEnv::on(db.url());
    play_a_season(&env);
    let before = season_said(&env);
    let mut client = db.connect();
    client
        .batch_execute(POSTGRES_15)
        .expect("schema 15's tables");

    // The first write upgrades it.
    env.ok(&["new", "pig10", "--players", "Eve,Fay"]);
    assert_eq!(season_said(&env), before);
    let version: String = client
        .query_one(
            "SELECT value FROM tenscore_meta WHERE key = 'schema_version'",
            &[],
        )
        .expect("a version")
        .get(0);
    assert_eq!(version, "16");
}
