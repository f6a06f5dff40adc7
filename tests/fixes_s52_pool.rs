//! Faults of pooled files found in session 52: `history` of a pool listed matches by the ids the
//! import gave them, not by when they were played.

use serde_json::Value;

use crate::common::TestEnv;

/// Writes `env`'s whole file to `name` in its folder; returns the path.
fn export_to(env: &TestEnv, name: &str) -> String {
    let path = env.dir().join(name);
    env.ok(&["export", "-o", path.to_str().unwrap()]);
    path.to_str().unwrap().to_string()
}

/// Table A played on Monday (Ann and Bob: Under the 10 at 18:00, Pig 10 at 19:00 and 20:00),
/// table B on Tuesday (Ann and Cy: Pig 10 at 19:00 and 20:00). The pool imports B first, so
/// B's matches are 1 and 2 there, A's 3, 4 and 5.
fn pooled_tuesday_first(pool: &TestEnv) {
    let a = TestEnv::with_seed(1);
    a.ok_at(
        "2026-03-02T18:00:00Z",
        &["new", "under10", "--players", "Ann,Bob"],
    );
    for hour in ["19", "20"] {
        let now = format!("2026-03-02T{hour}:00:00Z");
        a.ok_at(&now, &["new", "pig10", "--players", "Ann,Bob"]);
    }
    let b = TestEnv::with_seed(2);
    for hour in ["19", "20"] {
        let now = format!("2026-03-03T{hour}:00:00Z");
        b.ok_at(&now, &["new", "pig10", "--players", "Ann,Cy"]);
    }
    let (file_a, file_b) = (export_to(&a, "a.jsonl"), export_to(&b, "b.jsonl"));
    pool.ok(&["import", &file_b]);
    pool.ok(&["import", &file_a]);
}

/// `history --json ARGS...`: each match's id and the day and hour it started.
fn listed(env: &TestEnv, args: &[&str]) -> Vec<(i64, String)> {
    let mut history = vec!["history"];
    history.extend_from_slice(args);
    let list = env.json(&history);
    let list = list.as_array().expect("a list");
    list.iter()
        .map(|m: &Value| {
            let date = m["date"].as_str().unwrap();
            (m["id"].as_i64().unwrap(), date[..13].to_string())
        })
        .collect()
}

fn history_lists_a_pool_by_when_its_matches_were_played(pool: &TestEnv) {
    pooled_tuesday_first(pool);
    let (tue20, tue19) = ((2, "2026-03-03T20"), (1, "2026-03-03T19"));
    let (mon20, mon19, mon18) = (
        (5, "2026-03-02T20"),
        (4, "2026-03-02T19"),
        (3, "2026-03-02T18"),
    );
    let expect = |matches: &[(i64, &str)]| -> Vec<(i64, String)> {
        matches.iter().map(|(id, d)| (*id, d.to_string())).collect()
    };
    // Tuesday's matches above Monday's, though Monday's got the higher ids here.
    assert_eq!(
        listed(pool, &[]),
        expect(&[tue20, tue19, mon20, mon19, mon18])
    );
    assert_eq!(
        listed(pool, &["--game", "pig10"]),
        expect(&[tue20, tue19, mon20, mon19])
    );
    // Ann sat at both tables: down her seats, and (a short list of a player in most matches)
    // down the matches by start.
    assert_eq!(
        listed(pool, &["--player", "Ann"]),
        expect(&[tue20, tue19, mon20, mon19, mon18])
    );
    assert_eq!(
        listed(pool, &["--player", "Ann", "--limit", "3"]),
        expect(&[tue20, tue19, mon20])
    );
    assert_eq!(
        listed(pool, &["--player", "Bob"]),
        expect(&[mon20, mon19, mon18])
    );
    assert_eq!(
        listed(pool, &["--since", "2026-03-02", "--limit", "3"]),
        expect(&[tue20, tue19, mon20])
    );
    assert_eq!(
        listed(pool, &["--until", "2026-03-02", "--game", "pig10"]),
        expect(&[mon20, mon19])
    );
    assert_eq!(listed(pool, &["--all"]).len(), 5);
    // The table reads the same way: Tuesday's first line, Monday's last.
    let text = pool.ok(&["history"]);
    let ids: Vec<&str> = text
        .lines()
        .filter_map(|line| line.strip_prefix('│'))
        .filter_map(|row| row.split_whitespace().next())
        .filter(|word| word.chars().all(|c| c.is_ascii_digit()))
        .collect();
    assert_eq!(ids, ["2", "1", "5", "4", "3"], "{text}");
}

#[test]
fn history_lists_a_pool_by_when_its_matches_were_played_not_by_import_order() {
    history_lists_a_pool_by_when_its_matches_were_played(&TestEnv::with_seed(3));
}

#[test]
fn a_league_history_lists_a_pool_by_when_its_matches_were_played() {
    let Some(db) = crate::pg_server::fresh_database() else {
        return;
    };
    history_lists_a_pool_by_when_its_matches_were_played(&TestEnv::on(db.url()));
}

/// Every player's name in `env`, as `player list` shows them, sorted.
fn names(env: &TestEnv) -> Vec<String> {
    let list = env.json(&["player", "list"]);
    let mut names: Vec<String> = (list.as_array().unwrap().iter())
        .map(|p| p["name"].as_str().unwrap().to_string())
        .collect();
    names.sort();
    names
}

/// Table A's file before and after it renamed Bob to Robert (on the 3rd, at 10:00).
fn before_and_after_a_rename() -> (TestEnv, String, String) {
    let a = TestEnv::with_seed(1);
    a.ok_at(
        "2026-03-02T19:00:00Z",
        &["new", "pig10", "--players", "Ann,Bob"],
    );
    let before = export_to(&a, "before.jsonl");
    a.ok_at(
        "2026-03-03T10:00:00Z",
        &["player", "rename", "Bob", "Robert"],
    );
    let after = export_to(&a, "after.jsonl");
    (a, before, after)
}

fn a_rename_at_a_table_reaches_the_pool(pool: &TestEnv) {
    let (_a, before, after) = before_and_after_a_rename();
    let exported = std::fs::read_to_string(&after).unwrap();
    assert!(
        exported.contains(r#""name":"Robert","created_at":"2026-03-02T19:00:00Z","aliases":[],"named_at":"2026-03-03T10:00:00Z""#),
        "{exported}"
    );
    pool.ok(&["import", &before]);
    assert_eq!(names(pool), ["Ann", "Bob"]);
    // The later name wins, and the summary says so.
    let out = pool.ok(&["import", &after]);
    assert!(
        out.lines().any(|l| l
            == "'Bob' is called 'Robert' here now, as FILE renamed them later."
                .replace("FILE", &after)),
        "{out}"
    );
    assert_eq!(names(pool), ["Ann", "Robert"]);
    // The same file again changes nothing; the older one neither (it is named, not taken).
    let again = pool.json(&["import", &after]);
    assert_eq!(again["players"].get("renamed"), None, "{again}");
    assert_eq!(again["players"].get("named_otherwise"), None, "{again}");
    let older = pool.json(&["import", &before]);
    assert_eq!(
        older["players"]["named_otherwise"],
        serde_json::json!([{"player": "Robert", "name": "Bob"}])
    );
    assert_eq!(names(pool), ["Ann", "Robert"]);
}

#[test]
fn a_rename_at_a_table_reaches_the_pool_and_importing_again_changes_nothing() {
    let pool = TestEnv::with_seed(3);
    a_rename_at_a_table_reaches_the_pool(&pool);
    // Nothing is written by the same file again.
    let bytes = pool.db_bytes();
    let (_a, _before, after) = before_and_after_a_rename();
    let again = pool.dir().join("again.jsonl");
    std::fs::copy(after, &again).unwrap();
    pool.ok(&["import", again.to_str().unwrap()]);
    assert!(
        pool.db_bytes() == bytes,
        "the same file again writes nothing"
    );
}

#[test]
fn a_league_pool_takes_the_later_name() {
    let Some(db) = crate::pg_server::fresh_database() else {
        return;
    };
    a_rename_at_a_table_reaches_the_pool(&TestEnv::on(db.url()));
}

#[test]
fn the_later_name_wins_whatever_order_the_files_come_in() {
    let (_a, before, after) = before_and_after_a_rename();
    let pool = TestEnv::with_seed(3);
    let json = pool.json(&["import", &after]);
    assert_eq!(json["players"].get("renamed"), None, "{json}");
    pool.ok(&["import", &before]);
    assert_eq!(names(&pool), ["Ann", "Robert"]);
}

#[test]
fn a_name_given_here_later_than_at_the_table_stays() {
    let (_a, before, after) = before_and_after_a_rename();
    let pool = TestEnv::with_seed(3);
    pool.ok(&["import", &before]);
    pool.ok_at(
        "2026-03-04T09:00:00Z",
        &["player", "rename", "Bob", "Bobby"],
    );
    let json = pool.json(&["import", &after]);
    assert_eq!(
        json["players"]["named_otherwise"],
        serde_json::json!([{"player": "Bobby", "name": "Robert"}])
    );
    assert_eq!(names(&pool), ["Ann", "Bobby"]);
}

#[test]
fn a_later_name_another_player_has_here_is_refused_and_nothing_is_written() {
    let (_a, before, after) = before_and_after_a_rename();
    let pool = TestEnv::with_seed(3);
    pool.ok(&["import", &before]);
    pool.ok_at(
        "2026-03-03T20:00:00Z",
        &["new", "pig10", "--players", "Robert,Cy"],
    );
    let bytes = pool.db_bytes();
    assert_eq!(
        pool.fails(&["import", &after], 2),
        format!(
            "{after} renames 'Bob' to 'Robert', later than this database named them, but another \
             player here is called 'Robert'; nothing was imported; two players cannot share a \
             name: rename the other player here first with `tenscore player rename Robert NEW` \
             (or merge the two with `tenscore player merge` when they are one person), then \
             import again"
        )
    );
    assert!(pool.db_bytes() == bytes, "a refusal writes nothing");
    assert_eq!(names(&pool), ["Ann", "Bob", "Cy", "Robert"]);
}
