//! Session 54, a season of club nights kept at two tables: each table's own series of the same
//! name pools into one season (matched by name), importing again changes nothing, an evening
//! exported half played and then whole counts once, and an arrival who left before being seated
//! has no evening in the series. Everything through the binary, as a club would type it.

use serde_json::{Value, json};

use crate::common::TestEnv;

/// `event new NAME --game pig10 --players PLAYERS --series "Winter 2026" --rounds ROUNDS`: one
/// table of three each round (tables of four are the target, three the only way to seat three).
fn evening(env: &TestEnv, name: &str, players: &str, rounds: &str) {
    env.ok(&[
        "event",
        "new",
        name,
        "--game",
        "pig10",
        "--players",
        players,
        "--series",
        "Winter 2026",
        "--rounds",
        rounds,
    ]);
}

/// `event seat NAME`: the one table's match id.
fn seat(env: &TestEnv, name: &str) -> String {
    let drawn = env.json(&["event", "seat", name]);
    let tables = drawn["tables"].as_array().expect("tables");
    assert_eq!(tables.len(), 1, "{drawn}");
    tables[0]["match"].to_string()
}

/// One deal `NAME=CARDS...` at match `m`.
fn deal(env: &TestEnv, m: &str, cards: &[&str]) {
    let mut args = vec!["round", m];
    args.extend_from_slice(cards);
    env.ok(&args);
}

/// A one-round evening of three, played in one deal and ended.
fn played_evening(env: &TestEnv, name: &str, cards: &[&str]) {
    let players: Vec<&str> = cards.iter().map(|c| c.split('=').next().unwrap()).collect();
    evening(env, name, &players.join(","), "1");
    let m = seat(env, name);
    deal(env, &m, cards);
    env.ok(&["finish", &m]);
}

/// A table's laptop with its own series "Winter 2026" (best 2, at least 2 to rank).
fn table(seed: u64) -> TestEnv {
    let env = TestEnv::with_seed(seed);
    env.ok(&["series", "new", "Winter 2026", "--best", "2", "--min", "2"]);
    env
}

fn export(env: &TestEnv, file: &str) -> String {
    let path = env.dir().join(file).display().to_string();
    env.ok(&["export", "-o", &path]);
    path
}

/// The series' ranking without the event ids (each database numbers its own).
fn season(env: &TestEnv) -> Vec<(String, Value, f64, u64)> {
    let series = env.json(&["series", "standings", "Winter 2026"]);
    (series["players"].as_array().expect("players").iter())
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                p["rank"].clone(),
                p["score"].as_f64().unwrap(),
                p["evenings"].as_u64().unwrap(),
            )
        })
        .collect()
}

/// An evening's standings without its id.
fn evening_standings(env: &TestEnv, name: &str) -> Value {
    let mut standings = env.json(&["event", "standings", name]);
    standings.as_object_mut().unwrap().remove("event");
    standings
}

fn two_tables() -> (TestEnv, TestEnv) {
    let a = table(1);
    // Shares at a table of three: 1, 1/2, 0.
    played_evening(&a, "A1", &["Ann=30", "Bob=20", "Cy=10"]);
    played_evening(&a, "A2", &["Bob=30", "Dee=20", "Ann=10"]);
    let b = table(2);
    played_evening(&b, "B1", &["Ann=30", "Eve=20", "Fay=10"]);
    played_evening(&b, "B2", &["Cy=30", "Fay=20", "Eve=10"]);
    (a, b)
}

#[test]
fn two_tables_series_of_one_name_pool_into_one_season_whatever_the_order() {
    let (a, b) = two_tables();
    let (from_a, from_b) = (export(&a, "a.jsonl"), export(&b, "b.jsonl"));
    let pool = TestEnv::with_seed(3);
    let first = pool.json(&["import", &from_a]);
    assert_eq!(first["events"]["series_added"], 1);
    let second = pool.json(&["import", &from_b]);
    // B's series is A's by its name; B's Ann and Cy are A's by theirs.
    assert_eq!(
        (
            &second["events"]["series_added"],
            &second["events"]["series_present"]
        ),
        (&json!(0), &json!(1))
    );
    assert_eq!(
        second["players"]["matched_by_name"],
        json!([{"name": "Ann", "player": "Ann"}, {"name": "Cy", "player": "Cy"}])
    );
    // Evenings in the pool: A1 1, A2 2, B1 3, B2 4. Ann: 1, 0, 1 → (1 + 1) / 2; Bob: 1/2, 1;
    // Cy: 0, 1; Eve: 1/2, 0; Fay: 0, 1/2 (Eve and Fay tie, listed by who came first); Dee: one
    // evening, fewer than 2, unranked.
    let standings = pool.json(&["series", "standings", "Winter 2026"]);
    assert_eq!(
        standings,
        json!({
            "series": "Winter 2026",
            "best": 2,
            "min": 2,
            "players": [
                {"name": "Ann", "score": 1.0, "rank": 1, "evenings": 3, "counted": [1, 3]},
                {"name": "Bob", "score": 0.75, "rank": 2, "evenings": 2, "counted": [2, 1]},
                {"name": "Cy", "score": 0.5, "rank": 3, "evenings": 2, "counted": [4, 1]},
                {"name": "Eve", "score": 0.25, "rank": 4, "evenings": 2, "counted": [3, 4]},
                {"name": "Fay", "score": 0.25, "rank": 4, "evenings": 2, "counted": [4, 3]},
                {"name": "Dee", "score": 0.5, "rank": null, "evenings": 1, "counted": [2]},
            ]
        })
    );
    // Both files again: nothing new, the same season.
    for file in [&from_a, &from_b] {
        let again = pool.json(&["import", file]);
        assert_eq!(again["matches"]["added"], 0);
        assert_eq!(again["rounds"]["added"], 0);
        assert_eq!(
            (&again["events"]["added"], &again["events"]["present"]),
            (&json!(0), &json!(2))
        );
    }
    assert_eq!(
        pool.json(&["series", "standings", "Winter 2026"]),
        standings
    );
    // Every evening ranks in the pool as at its own table.
    for (env, name) in [(&a, "A1"), (&a, "A2"), (&b, "B1"), (&b, "B2")] {
        assert_eq!(
            evening_standings(&pool, name),
            evening_standings(env, name),
            "{name}"
        );
    }
    // Pooled the other way round, the season is the same.
    let other = TestEnv::with_seed(4);
    other.ok(&["import", &from_b]);
    other.ok(&["import", &from_a]);
    assert_eq!(season(&other), season(&pool));
    // Each table's own series holds its own evenings only; the unranked by evenings, then
    // average.
    let own = |name: &str, rank: Value, score: f64, evenings: u64| {
        (name.to_string(), rank, score, evenings)
    };
    assert_eq!(
        season(&a),
        [
            own("Bob", json!(1), 0.75, 2),
            own("Ann", json!(2), 0.5, 2),
            own("Dee", Value::Null, 0.5, 1),
            own("Cy", Value::Null, 0.0, 1),
        ]
    );
}

#[test]
fn an_evening_pooled_half_played_and_then_whole_counts_once() {
    let a = table(1);
    evening(&a, "Friday", "Ann,Bob,Cy", "2");
    let first = seat(&a, "Friday");
    deal(&a, &first, &["Ann=30", "Bob=20", "Cy=10"]);
    a.ok(&["finish", &first]);
    let second = seat(&a, "Friday");
    // Round 2's table has played one deal of two when the first file is written.
    deal(&a, &second, &["Ann=5", "Bob=10", "Cy=15"]);
    let half = export(&a, "half.jsonl");
    deal(&a, &second, &["Ann=0", "Bob=10", "Cy=0"]);
    a.ok(&["finish", &second]);
    let whole = export(&a, "whole.jsonl");
    let pool = TestEnv::with_seed(3);
    pool.ok(&["import", &half]);
    // In the pool as at the table then: round 1 counts, round 2 still plays.
    let then = evening_standings(&pool, "Friday");
    assert_eq!(then["rounds_played"], 1);
    let took = pool.json(&["import", &whole]);
    assert_eq!(
        (&took["matches"], &took["rounds"]),
        (
            &json!({"added": 0, "extended": 1, "present": 1}),
            &json!({"added": 1, "present": 2})
        )
    );
    assert_eq!(
        (&took["events"]["added"], &took["events"]["tables_added"]),
        (&json!(0), &json!(0))
    );
    // Round 2: Bob 20, Cy 15, Ann 5 → Bob 1, Cy 1/2, Ann 0; with round 1, Ann 1, Bob 3/2, Cy 1/2.
    let standings = evening_standings(&pool, "Friday");
    assert_eq!(standings, evening_standings(&a, "Friday"));
    let scores: Vec<(&str, f64)> = (standings["players"].as_array().unwrap().iter())
        .map(|p| (p["name"].as_str().unwrap(), p["score"].as_f64().unwrap()))
        .collect();
    assert_eq!(scores, [("Bob", 1.5), ("Ann", 1.0), ("Cy", 0.5)]);
    // One evening in the series, counted once.
    assert_eq!(
        pool.json(&["series", "standings", "Winter 2026"])["players"][0],
        json!({"name": "Bob", "score": 1.5, "rank": null, "evenings": 1, "counted": [1]})
    );
    assert_eq!(pool.json(&["history"]).as_array().unwrap().len(), 2);
}

#[test]
fn an_arrival_who_leaves_before_being_seated_has_no_evening_in_the_series() {
    let env = table(1);
    evening(&env, "Friday", "Ann,Bob,Cy", "2");
    let first = seat(&env, "Friday");
    deal(&env, &first, &["Ann=30", "Bob=20", "Cy=10"]);
    env.ok(&["finish", &first]);
    assert_eq!(
        env.wide(&["event", "add", "Friday", "Zed"], 0),
        "Zed joins Friday from round 2.\n"
    );
    assert_eq!(
        env.wide(&["event", "remove", "Friday", "Zed"], 0),
        "Zed leaves Friday from round 2.\n"
    );
    let second = seat(&env, "Friday");
    deal(&env, &second, &["Ann=30", "Bob=20", "Cy=10"]);
    env.ok(&["finish", &second]);
    // Zed is on the roster but finished no match: not in the evening's ranking.
    let names = |v: &Value| -> Vec<String> {
        (v["players"].as_array().unwrap().iter())
            .map(|p| p["name"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(
        names(&env.json(&["event", "standings", "Friday"])),
        ["Ann", "Bob", "Cy"]
    );
    // Zed plays the next evening: one evening in the series, not two (a 0 would pull the average
    // down and count towards the minimum).
    played_evening(&env, "Monday", &["Zed=30", "Ann=20", "Bob=10"]);
    let series = env.json(&["series", "standings", "Winter 2026"]);
    assert_eq!(
        series["players"],
        json!([
            {"name": "Ann", "score": 1.25, "rank": 1, "evenings": 2, "counted": [1, 2]},
            {"name": "Bob", "score": 0.5, "rank": 2, "evenings": 2, "counted": [1, 2]},
            {"name": "Zed", "score": 1.0, "rank": null, "evenings": 1, "counted": [2]},
            {"name": "Cy", "score": 0.0, "rank": null, "evenings": 1, "counted": [1]},
        ])
    );
}
