//! Faults of pooling tables' files found in session 49: a round recorded otherwise under the
//! same UUID (a conflict, not "already present"), edited matches pooled in either order, a
//! player renamed at one table, an entry that cannot be read (named by line and field), a
//! folder or a database named instead of an export.

use serde_json::Value;

use crate::common::TestEnv;

fn export_to(env: &TestEnv, name: &str) -> String {
    let path = env.dir().join(name);
    env.ok(&["export", "-o", path.to_str().unwrap()]);
    path.to_str().unwrap().to_string()
}

/// The UUIDs of the file's first match and of its first round.
fn uuids(file: &str) -> (String, String) {
    let records: Vec<Value> = std::fs::read_to_string(file)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let first = |kind: &str| {
        records.iter().find(|r| r["type"] == kind).unwrap()["uuid"]
            .as_str()
            .unwrap()
            .to_string()
    };
    (first("match"), first("round"))
}

/// Two tables whose UUIDs come from the same seed: the same match and round UUIDs, recorded
/// with other hands.
fn one_uuid_two_rounds() -> (TestEnv, String, TestEnv, String) {
    let a = TestEnv::new();
    let b = TestEnv::new();
    a.ok(&["new", "under10", "--players", "Ann,Bob"]);
    a.ok(&["round", "Ann=3", "Bob=7", "--call", "Ann"]);
    b.ok(&["new", "under10", "--players", "Ann,Bob"]);
    b.ok(&["round", "Ann=5", "Bob=2", "--call", "Bob"]);
    let file_a = export_to(&a, "a.jsonl");
    let file_b = export_to(&b, "b.jsonl");
    (a, file_a, b, file_b)
}

#[test]
fn a_round_recorded_otherwise_under_its_uuid_is_a_conflict_in_either_order() {
    let (a, file_a, b, file_b) = one_uuid_two_rounds();
    let (match_uuid, round_uuid) = uuids(&file_a);
    assert_eq!(uuids(&file_b), (match_uuid.clone(), round_uuid.clone()));
    let refusal = |here: &str, there: &str| {
        format!(
            "round 1 of match 1, Under the 10: Ann, Bob (UUID {match_uuid}) cannot be imported: \
             this database holds its UUID {round_uuid} with another entry (here: {here}; in the \
             file: {there}); nothing was imported; one UUID cannot name two different rounds: \
             export the file again at the table that recorded it (a file changed by hand does \
             not import), or import it into another database"
        )
    };
    let before = a.db_bytes();
    assert_eq!(
        a.fails(&["import", &file_b], 3),
        refusal("Ann +0, Bob +7", "Ann +5, Bob +0")
    );
    assert!(a.db_bytes() == before, "a refusal writes nothing");
    let before = b.db_bytes();
    assert_eq!(
        b.fails(&["import", &file_a], 3),
        refusal("Ann +5, Bob +0", "Ann +0, Bob +7")
    );
    assert!(b.db_bytes() == before, "a refusal writes nothing");
    // The same file again is no conflict: it is here already.
    let again = a.json(&["import", &file_a]);
    assert_eq!(
        again["rounds"],
        serde_json::json!({"added": 0, "present": 1})
    );
}

#[test]
fn other_bids_under_the_uuid_of_open_bids_are_a_conflict() {
    let a = TestEnv::new();
    let b = TestEnv::new();
    for (env, ann) in [(&a, "Ann=1"), (&b, "Ann=0")] {
        env.ok(&["new", "updown", "--players", "Ann,Bob,Cy"]);
        env.ok(&["bid", ann, "Bob=0", "Cy=0"]);
    }
    let file_b = export_to(&b, "b.jsonl");
    let (match_uuid, round_uuid) = uuids(&file_b);
    let before = a.db_bytes();
    assert_eq!(
        a.fails(&["import", &file_b], 3),
        format!(
            "round 1 of match 1, 10 op en neer: Ann, Bob, Cy (UUID {match_uuid}) cannot be \
             imported: this database holds its UUID {round_uuid} with other bids; nothing was \
             imported; one UUID cannot name two different rounds: export the file again at the \
             table that recorded it (a file changed by hand does not import), or import it into \
             another database"
        )
    );
    assert!(a.db_bytes() == before);
}

/// What a pool holds of a table's matches, whatever their ids there: each match's game,
/// players, status and every take of its rounds with its scores, in the order they started.
fn pooled(env: &TestEnv) -> Vec<Value> {
    let mut matches: Vec<Value> = env
        .json(&["history", "--all"])
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            let id = m["id"].as_i64().unwrap().to_string();
            let mut shown = env.json(&["show", &id, "--all"]);
            shown.as_object_mut().unwrap().remove("match");
            shown["standings"].as_object_mut().unwrap().remove("match");
            shown
        })
        .collect();
    matches.sort_by_key(|m| m.to_string());
    matches
}

#[test]
fn edited_matches_pool_the_same_in_either_order_and_again_without_change() {
    let table_a = TestEnv::with_seed(11);
    table_a.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    table_a.ok(&["round", "Ann=30", "Bob=10"]);
    table_a.ok(&["round", "Ann=20", "Bob=20"]);
    table_a.ok(&[
        "edit",
        "1",
        "1",
        "Ann=10",
        "Bob=30",
        "--reason",
        "miscounted",
    ]);
    let table_b = TestEnv::with_seed(12);
    table_b.ok(&["new", "krumme10", "--players", "Cy,Dee,Eve"]);
    table_b.ok(&["round", "Cy=3", "Dee=2", "Eve=1"]);
    table_b.ok(&[
        "edit", "1", "1", "Cy=1", "Dee=2", "Eve=3", "--reason", "swapped",
    ]);
    let file_a = export_to(&table_a, "a.jsonl");
    let file_b = export_to(&table_b, "b.jsonl");
    let a_then_b = TestEnv::with_seed(13);
    let b_then_a = TestEnv::with_seed(14);
    for (pool, files) in [
        (&a_then_b, [&file_a, &file_b]),
        (&b_then_a, [&file_b, &file_a]),
    ] {
        for file in files {
            pool.ok(&["import", file]);
        }
        let before = pool.db_bytes();
        for file in files {
            let again = pool.json(&["import", file]);
            assert_eq!(again["rounds"]["added"], 0, "{again}");
            assert_eq!(again["matches"]["added"], 0, "{again}");
            assert_eq!(again["matches"]["extended"], 0, "{again}");
        }
        assert!(pool.db_bytes() == before, "importing again changes nothing");
        pool.ok(&["check", "history"]);
    }
    assert_eq!(pooled(&a_then_b), pooled(&b_then_a));
    assert_eq!(pooled(&a_then_b).len(), 2);
}

#[test]
fn a_player_renamed_at_one_table_is_named_in_the_summary_whichever_file_came_first() {
    let table = TestEnv::new();
    table.ok(&["new", "pig10", "--players", "Ann Lee,Bob"]);
    let old = export_to(&table, "old.jsonl");
    table.ok(&["player", "rename", "Ann Lee", "Annie"]);
    let new = export_to(&table, "new.jsonl");
    for (first, second, here, there) in [
        (&old, &new, "Ann Lee", "Annie"),
        (&new, &old, "Annie", "Ann Lee"),
    ] {
        let pool = TestEnv::with_seed(2);
        pool.ok(&["import", first]);
        let second_name = std::path::Path::new(second).display().to_string();
        let said = pool.ok(&["import", second]);
        let rename = match here {
            "Ann Lee" => "'Ann Lee' Annie",
            _ => "Annie 'Ann Lee'",
        };
        assert_eq!(
            said.lines().nth(1),
            Some(
                format!(
                    "'{here}' is called '{there}' in {second_name}; to use that name here too: \
                     `tenscore player rename {rename}`"
                )
                .as_str()
            ),
            "{said}"
        );
        assert_eq!(
            pool.json(&["import", second])["players"]["named_otherwise"],
            serde_json::json!([{"player": here, "name": there}])
        );
        // Bob's name is the same in both: no line for him, and the import wrote nothing.
        assert_eq!(said.lines().count(), 2, "{said}");
    }
}

#[test]
fn a_database_named_instead_of_an_export_is_refused_with_the_export_to_make() {
    let table = TestEnv::new();
    table.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    let folder = table.dir().join("table two");
    std::fs::create_dir(&folder).unwrap();
    let copy = folder.join("tenscore.db");
    std::fs::copy(table.db(), &copy).unwrap();
    let pool = TestEnv::with_seed(2);
    let copy_shown = copy.display().to_string();
    let export = folder.join("tenscore.jsonl").display().to_string();
    assert_eq!(
        pool.fails(&["import", &copy_shown], 2),
        format!(
            "{copy_shown} is a database (an SQLite file), not an export; nothing was imported; \
             to pool its matches, export them first with `tenscore --db '{copy_shown}' export -o \
             '{export}'`, then `tenscore import '{export}'`"
        )
    );
    assert!(!pool.db().exists(), "a refusal makes no database");
    // What it says to type pools the table.
    table.ok(&["--db", &copy_shown, "export", "-o", &export]);
    let imported = pool.json(&["import", &export]);
    assert_eq!(imported["matches"]["added"], 1);
}

#[test]
fn an_entry_that_does_not_read_is_malformed_at_its_line_and_field() {
    let table = TestEnv::new();
    table.ok(&["new", "under10", "--players", "Ann,Bob"]);
    table.ok(&["round", "Ann=3", "Bob=7", "--call", "Ann"]);
    table.ok(&["round", "Ann=4", "Bob=2", "--call", "Bob"]);
    let file = export_to(&table, "t.jsonl");
    let text = std::fs::read_to_string(&file).unwrap();
    let pool = TestEnv::with_seed(2);
    for (from, to, field) in [
        (
            r#""points":4}"#,
            r#""points":"four"}"#,
            r#"hands[0].points: invalid type: string "four", expected i64"#,
        ),
        (
            r#""seat":1"#,
            r#""seat":-1"#,
            "ending.call.seat: invalid value: integer `-1`, expected usize",
        ),
    ] {
        assert_eq!(text.matches(from).count(), 1, "{from}");
        let bad = pool.dir().join("bad.jsonl");
        std::fs::write(&bad, text.replace(from, to)).unwrap();
        let bad = bad.display().to_string();
        // Line 1 the header, 2 and 3 the players, 4 the match, 5 and 6 its rounds.
        assert_eq!(
            pool.fails(&["import", &bad], 2),
            format!(
                "line 6 of {bad} cannot be imported: its round 2 cannot be read as a round of \
                 Under the 10 ({field}); nothing was imported; import a file written by \
                 `tenscore export` (JSON), whole"
            )
        );
        assert!(!pool.db().exists());
    }
}
