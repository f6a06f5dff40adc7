//! A match ended again keeps when it ended (schema 13): reopened and finished again, or its last
//! round undone and typed again, it keeps its place in the order seasons, streaks and ratings
//! count matches in. Before, it took the time it was ended again: a match played first counted
//! as the newest, and Ann's streak of wins skipped the loss `history` shows between them
//! (tester T6).

use serde_json::Value;

use crate::common::TestEnv;

/// Ann wins, loses and wins again against Bob, an hour apart: Pig 10, whoever collects more.
fn ann_wins_loses_wins(env: &TestEnv) {
    for (n, (ann, bob)) in [("5", "1"), ("1", "5"), ("5", "1")].into_iter().enumerate() {
        let hour = 19 + n;
        let id = (n + 1).to_string();
        env.ok_at(
            &format!("2026-03-06T{hour}:00:00Z"),
            &["new", "pig10", "--players", "Ann,Bob"],
        );
        let (ann, bob) = (format!("Ann={ann}"), format!("Bob={bob}"));
        env.ok_at(
            &format!("2026-03-06T{hour}:20:00Z"),
            &["round", &id, &ann, &bob],
        );
        env.ok_at(&format!("2026-03-06T{hour}:30:00Z"), &["finish", &id]);
    }
}

/// Every player's season with their ratings, and Ann's with her nemesis and victim.
fn season(env: &TestEnv) -> (Value, Value) {
    (
        env.json(&["stats"]),
        env.json(&["stats", "--player", "Ann"]),
    )
}

/// When match `id` ended, as `show` gives it.
fn ended(env: &TestEnv, id: &str) -> Value {
    env.json(&["show", id])["finished_at"].clone()
}

fn reopened_and_finished_again_keeps_its_place(env: &TestEnv) {
    ann_wins_loses_wins(env);
    let before = season(env);
    let ann = &before.1["players"][0];
    assert_eq!(ann["longest_streak"], 1, "{ann}");
    assert_eq!(ann["best"]["match"], 3, "{ann}");
    // The next morning, match 1 is reopened and finished again with nothing changed.
    env.ok_at("2026-03-07T09:00:00Z", &["reopen", "1"]);
    env.ok_at("2026-03-07T09:05:00Z", &["finish", "1"]);
    assert_eq!(season(env), before);
    assert_eq!(ended(env, "1"), "2026-03-06T19:30:00Z");
}

#[test]
fn a_match_reopened_and_finished_again_keeps_its_place_in_the_season() {
    reopened_and_finished_again_keeps_its_place(&TestEnv::new());
}

#[test]
fn a_last_round_undone_and_typed_again_keeps_the_match_in_its_place() {
    let env = TestEnv::new();
    ann_wins_loses_wins(&env);
    let before = season(&env);
    // The next morning, match 1's only round is undone (which reopens it) and typed again.
    env.ok_at("2026-03-07T09:00:00Z", &["undo", "1"]);
    env.ok_at("2026-03-07T09:01:00Z", &["round", "1", "Ann=5", "Bob=1"]);
    env.ok_at("2026-03-07T09:02:00Z", &["finish", "1"]);
    assert_eq!(season(&env), before);
    assert_eq!(ended(&env, "1"), "2026-03-06T19:30:00Z");
}

#[test]
fn a_match_reopened_and_played_on_ends_when_it_is_finished_again() {
    // Played on past the rounds it had, the match ended later than it first did: it is the
    // newest, and Ann's two wins in a row are a streak.
    let env = TestEnv::new();
    ann_wins_loses_wins(&env);
    env.ok_at("2026-03-07T09:00:00Z", &["reopen", "2"]);
    env.ok_at("2026-03-07T09:10:00Z", &["round", "2", "Ann=9", "Bob=0"]);
    env.ok_at("2026-03-07T09:20:00Z", &["finish", "2"]);
    assert_eq!(ended(&env, "2"), "2026-03-07T09:20:00Z");
    let ann = &env.json(&["stats", "--player", "Ann"])["players"][0];
    assert_eq!(ann["longest_streak"], 3, "{ann}");
    // A match that never ended takes the time it is finished.
    env.ok_at(
        "2026-03-07T10:00:00Z",
        &["new", "pig10", "--players", "Cy,Dee"],
    );
    env.ok_at("2026-03-07T10:10:00Z", &["round", "4", "Cy=3", "Dee=2"]);
    assert_eq!(ended(&env, "4"), Value::Null);
    env.ok_at("2026-03-07T10:20:00Z", &["finish", "4"]);
    assert_eq!(ended(&env, "4"), "2026-03-07T10:20:00Z");
}

#[test]
fn a_match_reopened_and_ended_by_its_rules_one_round_on_ends_then() {
    // Finished early, reopened, and one round on its rules end it (Bob goes out past 150): it
    // ended with that round, not when it was first finished.
    let env = TestEnv::new();
    let new = [
        "new",
        "under10",
        "--players",
        "Ann,Bob",
        "--end",
        "first-out",
    ];
    env.ok_at("2026-03-06T19:00:00Z", &new);
    for (minute, bob) in [("10", "Bob=60"), ("20", "Bob=60")] {
        let now = format!("2026-03-06T19:{minute}:00Z");
        env.ok_at(&now, &["round", "1", "Ann=2", bob, "--call", "Ann"]);
    }
    env.ok_at("2026-03-06T19:30:00Z", &["finish", "1"]);
    env.ok_at("2026-03-06T20:00:00Z", &["reopen", "1"]);
    let round = ["round", "1", "Ann=2", "Bob=40", "--call", "Ann"];
    env.ok_at("2026-03-06T20:10:00Z", &round);
    assert_eq!(env.json(&["show", "1"])["status"], "finished");
    assert_eq!(ended(&env, "1"), "2026-03-06T20:10:00Z");
}

#[test]
fn an_upgraded_file_keeps_the_end_of_the_matches_it_holds() {
    let env = TestEnv::new();
    ann_wins_loses_wins(&env);
    let before = season(&env);
    let conn = rusqlite::Connection::open(env.db()).expect("the file opens");
    conn.execute_batch(&format!(
        "{} PRAGMA user_version = 8",
        crate::schema_8::SQLITE
    ))
    .expect("back to schema 8");
    drop(conn);
    env.ok_at("2026-03-07T09:00:00Z", &["reopen", "1"]);
    env.ok_at("2026-03-07T09:05:00Z", &["finish", "1"]);
    assert_eq!(season(&env), before);
}

#[test]
fn a_league_match_reopened_and_finished_again_keeps_its_place() {
    let Some(db) = crate::pg_server::fresh_database() else {
        return;
    };
    reopened_and_finished_again_keeps_its_place(&TestEnv::on(db.url()));
}

/// Match 1 of Ann's three, in progress again by `reopen` or by `undo` of its only round, goes by
/// export into a fresh file; both files then end it the same way. Before, the export left the
/// kept end out, so the fresh file counted match 1 as the newest and rated it last (tester T10).
#[test]
fn an_exported_match_in_progress_again_keeps_its_end_in_the_file_it_goes_to() {
    let reopen: &[&[&str]] = &[&["reopen", "1"]];
    let undo: &[&[&str]] = &[&["undo", "1"], &["round", "1", "Ann=5", "Bob=1"]];
    for (taken_back, played_again) in [(reopen[0], None), (undo[0], Some(undo[1]))] {
        let here = TestEnv::new();
        ann_wins_loses_wins(&here);
        let before = season(&here);
        here.ok_at("2026-03-07T09:00:00Z", taken_back);
        let file = here.dir().join("table.jsonl");
        here.ok(&["export", "-o", file.to_str().expect("a UTF-8 path")]);
        let text = std::fs::read_to_string(&file).expect("the export");
        assert!(
            text.contains(r#""kept_finished_at":"2026-03-06T19:30:00Z""#),
            "{text}"
        );
        let there = TestEnv::new();
        there.ok(&["import", file.to_str().expect("a UTF-8 path")]);
        for env in [&here, &there] {
            if let Some(round) = played_again {
                env.ok_at("2026-03-07T09:01:00Z", round);
            }
            env.ok_at("2026-03-07T09:05:00Z", &["finish", "1"]);
            assert_eq!(ended(env, "1"), "2026-03-06T19:30:00Z", "{taken_back:?}");
            assert_eq!(season(env), before, "{taken_back:?}");
        }
    }
}

/// Only a match in progress again has a kept end: a finished one with it refuses the file, and
/// nothing is written.
#[test]
fn an_import_refuses_a_kept_end_on_a_match_that_is_not_in_progress() {
    let here = TestEnv::new();
    ann_wins_loses_wins(&here);
    let file = here.dir().join("table.jsonl");
    here.ok(&["export", "-o", file.to_str().expect("a UTF-8 path")]);
    let text = std::fs::read_to_string(&file).expect("the export");
    let edited = text.replacen(
        r#""finished_at":"2026-03-06T19:30:00Z","#,
        r#""finished_at":"2026-03-06T19:30:00Z","kept_finished_at":"2026-03-06T19:30:00Z","#,
        1,
    );
    assert_ne!(edited, text);
    std::fs::write(&file, edited).expect("the edited export");
    let there = TestEnv::new();
    let said = there.fails(&["import", file.to_str().expect("a UTF-8 path")], 2);
    assert!(
        said.contains("it is finished but has kept_finished_at"),
        "{said}"
    );
    assert!(!there.db().exists(), "nothing is written");
}
