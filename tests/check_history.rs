//! `tenscore check history`: every stored round replayed through its game's rules, against a
//! season played with the real commands, then with stored rows altered behind tenscore's back.

use rusqlite::params;
use serde_json::{Value, json};

use crate::common::TestEnv;

/// A season of all five games, played with `new`, `round`, `bid`, `edit`, `undo` and `finish`:
/// the match ids in order. 12 live rounds in all.
fn season(env: &TestEnv) -> [i64; 5] {
    // Under the 10, in progress: round 2 edited (its live take is the second), round 3 undone
    // and recorded again.
    let under10 = env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    let m = under10.to_string();
    env.ok(&["round", &m, "Ann=7", "Bob=5", "Cy=12", "--call", "Ann"]);
    env.ok(&["round", &m, "Ann=3", "Bob=20", "Cy=30", "--call", "Ann"]);
    env.ok(&["round", &m, "Ann=40", "Bob=2", "Cy=15", "--call", "Bob"]);
    env.ok(&[
        "edit", &m, "2", "Ann=3", "Bob=25", "Cy=30", "--call", "Ann", "--reason", "recount",
    ]);
    env.ok(&["undo", &m]);
    env.ok(&["round", &m, "Ann=40", "Bob=2", "Cy=15", "--call", "Bob"]);

    // 10 op en neer, peak 2 (rounds of 1, 2 and 1 cards), ended by its rules; round 1 edited.
    let updown = env.new_match(&["updown", "--players", "Ann,Bob,Cy", "--peak", "2"]);
    let m = updown.to_string();
    env.ok(&["bid", &m, "Ann=1", "Bob=0", "Cy=0", "--trump", "hearts"]);
    env.ok(&["round", &m, "Ann=1", "Bob=0", "Cy=0"]);
    env.ok(&["bid", &m, "Ann=1", "Bob=1", "Cy=0"]);
    env.ok(&["round", &m, "Ann=1", "Bob=1", "Cy=0"]);
    env.ok(&[
        "edit", &m, "1", "Ann=0", "Bob=1", "Cy=0", "--reason", "miscount",
    ]);
    env.ok(&["bid", &m, "Ann=0", "Bob=0", "Cy=1"]);
    env.ok(&["round", &m, "Ann=0", "Bob=0", "Cy=1"]);

    // Pig 10, finished with `finish`.
    let pig10 = env.new_match(&["pig10", "--players", "Ann,Bob"]);
    let m = pig10.to_string();
    env.ok(&["round", &m, "Ann=12", "Bob=7"]);
    env.ok(&["round", &m, "Ann=3", "Bob=20"]);
    env.ok(&["finish", &m]);

    // Krumme10 in teams, abandoned.
    let krumme10 = env.new_match(&["krumme10", "--players", "Ann,Bob,Cy,Dee", "--teams"]);
    let m = krumme10.to_string();
    env.ok(&["round", &m, "Ann=14", "Bob=9", "Cy=20", "Dee=17"]);
    env.ok(&["round", &m, "Ann=5", "Bob=30", "Cy=2", "Dee=8"]);
    env.ok(&["finish", &m, "--abandon"]);

    // Tenstuff, in progress; the last player left out of the second deal.
    let tenstuff = env.new_match(&["tenstuff", "--players", "Ann,Bob,Cy"]);
    let m = tenstuff.to_string();
    env.ok(&["round", &m, "--order", "Cy,Ann,Bob"]);
    env.ok(&["round", &m, "--order", "Ann,Bob"]);

    [under10, updown, pig10, krumme10, tenstuff]
}

fn db(env: &TestEnv) -> rusqlite::Connection {
    rusqlite::Connection::open(env.db()).expect("the database opens")
}

/// Adds 5 to the points and the running total of seat `seat` in round `seq` of a match: in its
/// live take, or in the withdrawn one the audit trail keeps.
fn add_five(env: &TestEnv, id: i64, seq: u32, seat: i64, withdrawn: bool) {
    add(env, (id, seq, seat, withdrawn), 5);
}

/// The same, `points` more (or fewer).
fn add(env: &TestEnv, (id, seq, seat, withdrawn): (i64, u32, i64, bool), points: i64) {
    let changed = db(env)
        .execute(
            "UPDATE round_scores SET points = points + ?5, total = total + ?5
             WHERE match_id = ?1 AND seq = ?2
               AND player_id = (SELECT player_id FROM seats WHERE match_id = ?1 AND seat = ?3)
               AND take = (SELECT take FROM rounds
                           WHERE match_id = ?1 AND seq = ?2 AND withdrawn = ?4)",
            params![id, seq, seat, withdrawn, points],
        )
        .expect("the score is altered");
    assert_eq!(changed, 1);
}

/// `check history ARGS...` as text: expects exit `code`, nothing on stderr; the lines of stdout.
fn text(env: &TestEnv, args: &[&str], code: i32) -> Vec<String> {
    env.check_text("history", args, code)
        .lines()
        .map(str::to_string)
        .collect()
}

/// (match, round, player, what) of every finding of `check history --json`.
fn findings(verdict: &Value) -> Vec<(i64, i64, Value, String)> {
    verdict["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .map(|f| {
            (
                f["match"].as_i64().expect("a match"),
                f["round"].as_i64().expect("a round"),
                f["player"].clone(),
                f["what"].as_str().expect("what").to_string(),
            )
        })
        .collect()
}

#[test]
fn a_season_played_with_the_commands_follows_from_the_rules() {
    let env = TestEnv::new();
    let [under10, updown, ..] = season(&env);
    assert_eq!(
        text(&env, &[], 0),
        vec!["5 matches, 12 rounds checked: every round follows from the rules"]
    );
    let verdict = env.check_json("history", &[], 0);
    assert_eq!(
        verdict,
        json!({
            "legal": true,
            "reason": "5 matches, 12 rounds checked: every round follows from the rules",
            "matches": 5,
            "rounds": 12,
            "findings": [],
        })
    );
    let one = env.check_json("history", &["--match", &updown.to_string()], 0);
    assert_eq!((&one["matches"], &one["rounds"]), (&json!(1), &json!(3)));
    assert_eq!(
        text(&env, &["--match", &under10.to_string()], 0),
        vec!["1 match, 3 rounds checked: every round follows from the rules"]
    );
}

#[test]
fn one_altered_score_is_reported_in_its_round_for_its_player_and_nowhere_else() {
    let env = TestEnv::new();
    let [under10, updown, ..] = season(&env);
    // The audit trail is replayed too: the withdrawn take of round 2 must follow from its entry.
    add_five(&env, under10, 2, 1, true);
    let withdrawn = env.check_json("history", &[], 3);
    assert_eq!(
        findings(&withdrawn),
        vec![
            (under10, 2, json!("Bob"), "points".to_string()),
            (under10, 2, json!("Bob"), "total".to_string()),
        ]
    );
    assert_eq!(withdrawn["findings"][0]["take"], json!(1));
    add(&env, (under10, 2, 1, true), -5);
    env.check_json("history", &[], 0);

    // Bob's live round 2, in the middle of the match: round 3 was scored from the right totals.
    add_five(&env, under10, 2, 1, false);
    let lines = text(&env, &[], 3);
    assert_eq!(
        lines,
        vec![
            "match 1 (Under the 10), round 2: Bob's score is stored as 30 but the rules give 25 \
             (Ann called with 3 points and nobody else had 3 or fewer — the call stands: Ann \
             scores 0, everyone else scores their hand.)",
            "match 1 (Under the 10), round 2: Bob's running total is stored as 30 but the rules \
             give 25 from 0 before this round (Ann called with 3 points and nobody else had 3 or \
             fewer — the call stands: Ann scores 0, everyone else scores their hand.)",
            "5 matches, 12 rounds checked: 1 round does not follow from the rules",
            "Each round was replayed from the standing stored before it, and right after a \
             reported round also from the one the rules gave for it; fix a round with `tenscore \
             edit MATCH ROUND ...`, which rescores the rounds after it.",
        ]
    );
    let verdict = env.check_json("history", &[], 3);
    assert_eq!(verdict["legal"], json!(false));
    assert_eq!(
        verdict["reason"],
        json!("5 matches, 12 rounds checked: 1 round does not follow from the rules")
    );
    assert_eq!(
        findings(&verdict),
        vec![
            (under10, 2, json!("Bob"), "points".to_string()),
            (under10, 2, json!("Bob"), "total".to_string()),
        ]
    );
    let points = &verdict["findings"][0];
    assert_eq!(
        (&points["game"], &points["stored"], &points["expected"]),
        (&json!("under10"), &json!(30), &json!(25))
    );
    assert!(
        points["reason"]
            .as_str()
            .is_some_and(|r| r.starts_with("Bob's score is stored as 30 but the rules give 25 (")),
        "{points}"
    );

    // Another match is untouched; the altered one alone still fails.
    env.check_json("history", &["--match", &updown.to_string()], 0);
    let alone = env.check_json("history", &["--match", &under10.to_string()], 3);
    assert_eq!(findings(&alone).len(), 2);
    assert_eq!(alone["matches"], json!(1));
}

#[test]
fn an_end_the_rules_do_not_give_is_reported() {
    let env = TestEnv::new();
    let [_, updown, pig10, ..] = season(&env);
    // Pig 10 has no end in its rules: `finish` ended it, and only that can.
    db(&env)
        .execute(
            "UPDATE matches SET ended_by = 'rules' WHERE id = ?1",
            [pig10],
        )
        .expect("altered");
    assert_eq!(
        text(&env, &["--match", &pig10.to_string()], 3)[0],
        "match 3 (Pig 10), after deal 2: it is stored as ended by its rules after deal 2, but its \
         rules do not end it there (most cards collected over the deals wins)"
    );
    // 10 op en neer ends after its last round: a match stored as in progress there is not.
    db(&env)
        .execute(
            "UPDATE matches SET status = 'in-progress', ended_by = NULL, finished_at = NULL
             WHERE id = ?1",
            [updown],
        )
        .expect("altered");
    let verdict = env.check_json("history", &[], 3);
    assert_eq!(
        findings(&verdict),
        vec![
            (updown, 3, Value::Null, "end".to_string()),
            (pig10, 2, Value::Null, "end".to_string()),
        ]
    );
    assert_eq!(
        verdict["findings"][0]["reason"],
        json!(
            "it is stored as in progress, but its rules end it after round 3 (1 to 2 cards and \
             back, 3 rounds, no hook)"
        )
    );
    assert_eq!(
        (
            &verdict["findings"][0]["stored"],
            &verdict["findings"][0]["expected"]
        ),
        (&json!("in-progress"), &json!("ended-by-rules"))
    );
    assert_eq!(
        verdict["reason"],
        json!("5 matches, 12 rounds checked: 2 matches' ends do not follow from the rules")
    );
}

#[test]
fn an_entry_the_rules_no_longer_score_is_reported_with_the_rule() {
    let env = TestEnv::new();
    let three = env.new_match(&["pig10", "--players", "Ann,Bob,Cy"]);
    env.ok(&["round", &three.to_string(), "Ann=1", "Bob=2", "Cy=3"]);
    let two = env.new_match(&["pig10", "--players", "Ann,Bob"]);
    env.ok(&["round", &two.to_string(), "Ann=4", "Bob=5"]);
    env.ok(&["round", &two.to_string(), "Ann=6", "Bob=7"]);
    // The first deal of the two-player match now holds three counts.
    db(&env)
        .execute(
            "UPDATE rounds SET entry = (SELECT entry FROM rounds WHERE match_id = ?1 AND seq = 1)
             WHERE match_id = ?2 AND seq = 1",
            [three, two],
        )
        .expect("altered");
    let verdict = env.check_json("history", &[], 3);
    // Deal 2 follows from the totals stored before it.
    assert_eq!(
        findings(&verdict),
        vec![(two, 1, Value::Null, "entry".to_string())]
    );
    assert_eq!(
        verdict["findings"][0]["reason"],
        json!(
            "its stored entry no longer scores: the deal does not have one count per player; \
             record the deal again"
        )
    );
    assert_eq!(
        verdict["findings"][0]["stored"],
        json!({"cards": [1, 2, 3]})
    );
}

#[test]
fn an_unknown_match_is_refused_and_a_missing_database_is_not_created() {
    let env = TestEnv::new();
    let missing = format!(
        "no tenscore database at {}; start a match with `tenscore new GAME --players A,B,C`, or \
         choose another file with --db PATH or TENSCORE_DB",
        env.db().display()
    );
    assert_eq!(env.fails(&["check", "history"], 1), missing);
    assert_eq!(env.fails(&["check", "history", "--match", "1"], 1), missing);
    assert!(!env.db().exists());

    env.new_match(&["pig10", "--players", "Ann,Bob"]);
    let before = env.db_bytes();
    assert_eq!(
        env.fails(&["check", "history", "--match", "9"], 2),
        "there is no match 9 in this database; leave --match out to check every match, or check \
         --db"
    );
    assert_eq!(env.db_bytes(), before);
    assert!(
        env.fails(&["check", "history", "--match", "+1"], 2)
            .starts_with("invalid value '+1' for '--match <M>'"),
    );
    // A match without rounds, in progress: nothing to replay, nothing wrong.
    assert_eq!(
        text(&env, &[], 0),
        vec!["1 match, 0 rounds checked: every round follows from the rules"]
    );
}
