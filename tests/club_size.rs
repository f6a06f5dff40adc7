//! Looking back at club size (issue 34): `stats` finds its leaders through the index of wins
//! and matches (the players tied at the cut ordered by name, as before), and `player list`'s
//! matches are kept with each player as seats are written, moved and upgraded.

use std::collections::BTreeMap;
use std::path::Path;

use rusqlite::Connection;
use serde_json::Value;

use crate::common::TestEnv;

const FIXTURE_V4: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/v4.db");

fn names(stats: &Value) -> Vec<String> {
    stats["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap().to_string())
        .collect()
}

/// Tenstuff matches of one deal, each finished: the first named wins.
fn finished(env: &TestEnv, order: &[&str]) {
    env.ok(&["new", "tenstuff", "--players", &order.join(",")]);
    env.ok(&["round", "--order", &order.join(",")]);
    env.ok(&["finish"]);
}

#[test]
fn the_leaders_tied_at_the_cut_are_the_first_by_name() {
    let env = TestEnv::new();
    // Zoe, Ann and Fay win one match each, started in that order; the others lose one.
    finished(&env, &["Zoe", "Bea", "Cas"]);
    finished(&env, &["Ann", "Dan"]);
    finished(&env, &["Fay", "Eli"]);
    assert_eq!(names(&env.json(&["stats", "--limit", "2"])), ["Ann", "Fay"]);
    assert_eq!(
        names(&env.json(&["stats", "--limit", "4"])),
        ["Ann", "Fay", "Zoe", "Bea"]
    );
    let text = env.ok(&["stats", "--limit", "2"]);
    assert!(
        text.contains(
            "Shown: 2 of the 7 players, those with the most wins; `tenscore stats --all` lists every \
             one."
        ),
        "{text}"
    );
    assert!(!text.contains("│ Zoe"), "{text}");
    // Of equal wins, more matches first: Zoe loses a second one and leads.
    finished(&env, &["Gus", "Zoe"]);
    assert_eq!(names(&env.json(&["stats", "--limit", "1"])), ["Zoe"]);
    assert_eq!(
        names(&env.json(&["stats", "--all"])),
        ["Zoe", "Ann", "Fay", "Gus", "Bea", "Cas", "Dan", "Eli"]
    );
    assert_eq!(
        names(&env.json(&["stats", "--game", "tenstuff", "--limit", "3"])),
        ["Zoe", "Ann", "Fay"]
    );
    // A limit above the players lists them all, counted as all.
    let text = env.ok(&["stats", "--limit", "50"]);
    assert!(!text.contains("--all"), "{text}");
    assert_eq!(names(&env.json(&["stats", "--limit", "50"])).len(), 8);
}

/// Each player's matches as `player list --json` shows them.
fn listed(env: &TestEnv) -> BTreeMap<String, u64> {
    env.json(&["player", "list"])
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                p["matches"].as_u64().unwrap(),
            )
        })
        .collect()
}

/// Each player's seats, counted in the file.
fn seats_in(db: &Path) -> BTreeMap<String, u64> {
    let conn = Connection::open(db).unwrap();
    let mut statement = conn
        .prepare(
            "SELECT p.name, (SELECT count(*) FROM seats s WHERE s.player_id = p.id) FROM players p",
        )
        .unwrap();
    statement
        .query_map([], |r| Ok((r.get(0)?, r.get::<_, i64>(1)? as u64)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

#[test]
fn player_list_counts_every_match_sat_in_as_seats_are_written_moved_and_imported() {
    let env = TestEnv::new();
    env.ok(&["new", "tenstuff", "--players", "Ann,Bob"]);
    env.ok(&["finish", "--abandon"]);
    env.ok(&["new", "pig10", "--players", "Ann,Annie,Cy"]);
    finished(&env, &["Annie", "Bob"]);
    finished(&env, &["Dee", "Bob"]);
    let counts = |pairs: &[(&str, u64)]| -> BTreeMap<String, u64> {
        pairs.iter().map(|(n, c)| (n.to_string(), *c)).collect()
    };
    assert_eq!(
        listed(&env),
        counts(&[("Ann", 2), ("Annie", 2), ("Bob", 3), ("Cy", 1), ("Dee", 1)])
    );
    // Refused (one match seats both): nothing moves.
    let err = env.fails(&["player", "merge", "Annie", "Ann"], 2);
    assert!(err.contains("both played in match 2"), "{err}");
    assert_eq!(listed(&env), seats_in(env.db()));
    env.ok(&["player", "merge", "Dee", "Cy"]);
    assert_eq!(
        listed(&env),
        counts(&[("Ann", 2), ("Annie", 2), ("Bob", 3), ("Cy", 2)])
    );
    assert_eq!(listed(&env), seats_in(env.db()));

    // Imported seats are counted as written ones.
    let file = env.db().with_extension("jsonl");
    std::fs::write(&file, env.ok(&["export"])).unwrap();
    let other = TestEnv::new();
    other.ok(&["import", file.to_str().unwrap()]);
    assert_eq!(listed(&other), listed(&env));
    assert_eq!(listed(&other), seats_in(other.db()));
}

#[test]
fn an_upgraded_file_counts_every_players_matches() {
    let env = TestEnv::new();
    std::fs::copy(FIXTURE_V4, env.db()).unwrap();
    let before = seats_in(env.db());
    let shown = listed(&env);
    assert!(shown.values().any(|&n| n > 1), "{shown:?}");
    assert_eq!(shown, before);
    // Written on after the upgrade, the counts follow.
    let (first, _) = before.iter().next().unwrap();
    env.ok(&["new", "tenstuff", "--players", &format!("{first},Newcomer")]);
    assert_eq!(listed(&env)[first], before[first] + 1);
    assert_eq!(listed(&env), seats_in(env.db()));
}

/// Each player's newest match as `player list --json` shows it: when it started.
fn last_listed(env: &TestEnv) -> BTreeMap<String, Option<String>> {
    env.json(&["player", "list"])
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let last = p["last_played"].as_str().map(str::to_string);
            (p["name"].as_str().unwrap().to_string(), last)
        })
        .collect()
}

/// Each player's match of the highest id, read in the file: when it started.
fn last_in(db: &Path) -> BTreeMap<String, Option<String>> {
    let conn = Connection::open(db).unwrap();
    let mut statement = conn
        .prepare(
            "SELECT p.name, (SELECT max(m.created_at) FROM seats s JOIN matches m ON m.id = s.match_id
                             WHERE s.player_id = p.id)
             FROM players p",
        )
        .unwrap();
    statement
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

#[test]
fn player_list_says_when_each_player_last_played_as_matches_start_are_redrawn_merged_and_imported()
{
    let env = TestEnv::new();
    let at = |when: &str, args: &[&str]| {
        env.cmd()
            .env("TENSCORE_NOW", format!("2026-03-0{when}T20:00:00Z"))
            .args(args)
            .assert()
            .success();
    };
    at("1", &["new", "tenstuff", "--players", "Ann,Bob,Cy"]);
    at("2", &["finish", "--abandon"]);
    at("3", &["new", "pig10", "--players", "Bob,Dee"]);
    let shown = last_listed(&env);
    assert_eq!(shown["Ann"].as_deref(), Some("2026-03-01T20:00:00Z"));
    assert_eq!(shown["Bob"].as_deref(), Some("2026-03-03T20:00:00Z"));
    assert_eq!(shown, last_in(env.db()));

    // A club night's first round, drawn again after Eve left: her seat goes, and with it the
    // only match she sat in; the others' newest is the match of the second draw.
    at(
        "4",
        &[
            "event",
            "new",
            "Friday",
            "--game",
            "tenstuff",
            "--players",
            "Ann,Bob,Cy,Dee,Eve,Fay",
        ],
    );
    at("4", &["event", "seat"]);
    assert_eq!(
        last_listed(&env)["Eve"].as_deref(),
        Some("2026-03-04T20:00:00Z")
    );
    at("5", &["event", "remove", "Eve"]);
    at("5", &["event", "seat", "--redraw"]);
    let shown = last_listed(&env);
    assert_eq!(shown["Eve"], None, "{shown:?}");
    assert_eq!(shown["Ann"].as_deref(), Some("2026-03-05T20:00:00Z"));
    assert_eq!(shown, last_in(env.db()));
    assert_eq!(listed(&env), seats_in(env.db()));

    // A merge keeps the newer of the two newest matches.
    at("6", &["new", "tenstuff", "--players", "Gus,Hal"]);
    at("6", &["player", "merge", "Gus", "Eve"]);
    assert_eq!(
        last_listed(&env)["Eve"].as_deref(),
        Some("2026-03-06T20:00:00Z")
    );
    assert_eq!(last_listed(&env), last_in(env.db()));
    assert_eq!(listed(&env), seats_in(env.db()));

    // Imported matches are counted as written ones.
    let file = env.db().with_extension("jsonl");
    std::fs::write(&file, env.ok(&["export"])).unwrap();
    let other = TestEnv::new();
    other.ok(&["import", file.to_str().unwrap()]);
    assert_eq!(last_listed(&other), last_listed(&env));
    assert_eq!(last_listed(&other), last_in(other.db()));
}
