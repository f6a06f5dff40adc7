//! The way back from an ended match, as a refusal words it and followed literally: `reopen` for
//! one `finish` ended or abandoned (nothing withdrawn), what `undo` withdraws for one its rules
//! ended. Then `check history` on the audit trail: a score of a take that `undo` withdrew or
//! `edit` replaced, changed behind tenscore's back, is found and named by its take.

use crate::common::TestEnv;

// 1. The advice for an ended match, followed literally.

/// Every take the file keeps of match `id`: (round, take, withdrawn), in order.
fn takes(env: &TestEnv, id: i64) -> Vec<(u32, u32, bool)> {
    let conn = rusqlite::Connection::open(env.db()).unwrap();
    let mut stmt = conn
        .prepare("SELECT seq, take, withdrawn FROM rounds WHERE match_id = ?1 ORDER BY seq, take")
        .unwrap();
    stmt.query_map([id], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect()
}

#[test]
fn a_round_for_a_match_finish_ended_names_reopen_which_withdraws_nothing() {
    let env = TestEnv::new();
    let id = env.new_match(&["pig10", "--players", "Ann,Bob"]);
    env.ok(&["round", "Ann=3", "Bob=5"]);
    env.ok(&["round", "Ann=4", "Bob=1"]);
    env.ok(&["finish", "1"]);
    let before = env.db_bytes();
    assert_eq!(
        env.fails(&["round", "1", "Ann=2", "Bob=6"], 3),
        "match 1 is finished; it takes no more deals; start a new match with `tenscore new`, \
         or reopen this one with `tenscore reopen 1`"
    );
    assert_eq!(env.db_bytes(), before);
    // Followed as it is written: both deals stay, none withdrawn.
    env.ok(&["reopen", "1"]);
    assert_eq!(env.standings(id)["status"], "in-progress");
    assert_eq!(takes(&env, id), vec![(1, 1, false), (2, 1, false)]);
    env.ok(&["round", "1", "Ann=2", "Bob=6"]);
    assert_eq!(env.standings(id)["rounds"], 3);

    // Abandoned: the same way back.
    env.ok(&["finish", "1", "--abandon"]);
    assert_eq!(
        env.fails(&["round", "1", "Ann=2", "Bob=6"], 3),
        "match 1 is abandoned; it takes no more deals; start a new match with `tenscore new`, \
         or reopen this one with `tenscore reopen 1`"
    );
    env.ok(&["reopen", "1"]);
    assert_eq!(env.standings(id)["rounds"], 3);
    assert!(takes(&env, id).iter().all(|&(_, _, withdrawn)| !withdrawn));
}

#[test]
fn a_round_for_a_match_its_rules_ended_says_what_undo_withdraws() {
    let env = TestEnv::new();
    let id = env.new_match(&["updown", "--players", "Ann,Bob,Cy", "--peak", "1"]);
    env.ok(&["bid", "Ann=1", "Bob=0", "Cy=1"]);
    env.ok(&["round", "Ann=1", "Bob=0", "Cy=0"]);
    assert_eq!(env.standings(id)["status"], "finished");
    let before = env.db_bytes();
    assert_eq!(
        env.fails(&["bid", "1", "Ann=1", "Bob=0", "Cy=1"], 3),
        "match 1 is finished; it takes no more rounds; start a new match with `tenscore new`, \
         or play on: `tenscore undo 1` withdraws round 1, the one that ended it"
    );
    assert_eq!(
        env.fails(&["reopen", "1"], 3),
        "match 1 was won under its rules (its last round ended it), not ended by `tenscore \
         finish`; to play on, `tenscore undo 1` withdraws round 1, the one that ended it"
    );
    assert_eq!(env.db_bytes(), before);
    // Followed as it is written: round 1, and only it, is withdrawn.
    env.ok(&["undo", "1"]);
    assert_eq!(env.standings(id)["status"], "in-progress");
    assert_eq!(takes(&env, id), vec![(1, 1, true)]);
}

// 2. `check history` on the audit trail.

/// Sets what round `seq`, take `take` of match 1 stored for `name`: `column` to `value`.
fn tamper(env: &TestEnv, (seq, take): (u32, u32), name: &str, column: &str, value: i64) {
    let conn = rusqlite::Connection::open(env.db()).unwrap();
    let changed = conn
        .execute(
            &format!(
                "UPDATE round_scores SET {column} = ?1 WHERE match_id = 1 AND seq = ?2 AND \
                 take = ?3 AND player_id = (SELECT id FROM players WHERE name = ?4)"
            ),
            rusqlite::params![value, seq, take, name],
        )
        .unwrap();
    assert_eq!(changed, 1);
}

/// A match of Pig 10 with three deals, deal 1 edited (take 1 replaced), deal 3 undone and
/// played again (take 1 withdrawn).
fn edited_match(env: &TestEnv) {
    env.new_match(&["pig10", "--players", "Ann,Bob"]);
    env.ok(&["round", "Ann=3", "Bob=5"]);
    env.ok(&["round", "Ann=4", "Bob=1"]);
    env.ok(&["round", "Ann=2", "Bob=6"]);
    env.ok(&["edit", "1", "1", "Ann=4", "Bob=4", "--reason", "miscounted"]);
    env.ok(&["undo", "1"]);
    env.ok(&["round", "Ann=1", "Bob=7"]);
    assert_eq!(
        takes(env, 1),
        vec![
            (1, 1, true),
            (1, 2, false),
            (2, 1, false),
            (3, 1, true),
            (3, 2, false)
        ]
    );
}

#[test]
fn check_history_passes_an_edited_match_whose_audit_trail_is_untouched() {
    let env = TestEnv::new();
    edited_match(&env);
    assert_eq!(
        env.wide(&["check", "history"], 0),
        "1 match, 3 rounds checked: every round follows from the rules\n"
    );
}

#[test]
fn check_history_finds_a_replaced_takes_score_changed_behind_its_back() {
    let env = TestEnv::new();
    edited_match(&env);
    tamper(&env, (1, 1), "Ann", "points", 13);
    let text = env.wide(&["check", "history"], 3);
    let first = text.lines().next().unwrap();
    assert!(
        first.starts_with(
            "match 1 (Pig 10), deal 1, take 1, withdrawn (kept in `tenscore show 1 --all`): \
             Ann's score is stored as 13 but the rules give 3 ("
        ),
        "{text}"
    );
    assert!(
        text.contains("1 match, 3 rounds checked: 1 round does not follow from the rules"),
        "{text}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&env.wide(&["--json", "check", "history"], 3)).unwrap();
    let findings = json["findings"].as_array().unwrap();
    assert_eq!(findings.len(), 1, "{json}");
    assert_eq!(findings[0]["round"], 1);
    assert_eq!(findings[0]["take"], 1);
    assert_eq!(findings[0]["what"], "points");
    assert_eq!(findings[0]["stored"], 13);
    assert_eq!(findings[0]["expected"], 3);
}

#[test]
fn check_history_finds_a_withdrawn_takes_total_changed_behind_its_back() {
    let env = TestEnv::new();
    edited_match(&env);
    // Deal 3's first take was scored from deal 2 as it stood before deal 1 was edited.
    tamper(&env, (3, 1), "Bob", "total", 99);
    let text = env.wide(&["check", "history"], 3);
    let first = text.lines().next().unwrap();
    assert!(
        first.starts_with(
            "match 1 (Pig 10), deal 3, take 1, withdrawn (kept in `tenscore show 1 --all`): \
             Bob's running total is stored as 99 but the rules give "
        ),
        "{text}"
    );
    assert_eq!(text.matches("take 1, withdrawn").count(), 1, "{text}");
}
