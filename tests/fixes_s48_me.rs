//! Faults found in batch s48, each pinned by the test that found it fixed.

use crate::common::TestEnv;

/// Runs `tenscore --db DB ARGS` in the environment's folder: `--db` as a relative path.
fn in_folder(env: &TestEnv, db: &str, args: &[&str]) -> std::process::Output {
    env.process()
        .current_dir(env.dir())
        .arg("--db")
        .arg(db)
        .args(args)
        .output()
        .expect("tenscore runs")
}

/// `--db :memory:` and `--db file:NAME` are files of those names: SQLite's in-memory database
/// would lose the match with the process, and a URI would write another file.
#[test]
fn a_db_named_like_sqlites_special_names_is_a_file_of_that_name() {
    let env = TestEnv::new();
    for db in [":memory:", "file:a.db", "file::memory:"] {
        let new = in_folder(&env, db, &["new", "pig10", "--players", "Ann,Bob"]);
        assert!(new.status.success(), "{db}: {new:?}");
        let round = in_folder(&env, db, &["round", "Ann=3", "Bob=4"]);
        assert!(round.status.success(), "{db}: {round:?}");
        let standings = in_folder(&env, db, &["--json", "standings"]);
        let json: serde_json::Value =
            serde_json::from_slice(&standings.stdout).expect("standings JSON");
        assert_eq!(json["rounds"], 1, "{db}");
        let file = env.dir().join(db);
        assert!(std::fs::metadata(&file).expect(db).len() > 0, "{db}");
    }
    // Nothing went to the file a URI would have named.
    assert!(!env.dir().join("a.db").exists());
}

/// An edit of a finished match corrects what was played, not when: the match keeps its end,
/// and with it its place in the seasons' order (streaks, best match, ratings).
#[test]
fn an_edited_finished_match_keeps_when_it_ended_and_its_place_in_the_season() {
    let env = TestEnv::new();
    for (i, (ann, bob)) in [("30", "20"), ("30", "20"), ("30", "20"), ("10", "20")]
        .iter()
        .enumerate()
    {
        let now = format!("2026-01-0{}T20:00:00Z", i + 1);
        let id = (i + 1).to_string();
        env.ok_at(&now, &["new", "pig10", "--players", "Ann,Bob"]);
        let ann = format!("Ann={ann}");
        let bob = format!("Bob={bob}");
        env.ok_at(&now, &["round", &id, &ann, &bob]);
        env.ok_at(&now, &["finish", &id, "--yes"]);
    }
    let ended = |env: &TestEnv| {
        let show: serde_json::Value =
            serde_json::from_str(&env.ok_at("2026-02-01T00:00:00Z", &["--json", "show", "1"]))
                .expect("JSON");
        show["finished_at"].clone()
    };
    let before_end = ended(&env);
    let stats = |env: &TestEnv| env.ok_at("2026-02-01T00:00:00Z", &["--json", "stats"]);
    let before = stats(&env);
    // Bob had 30 too: Ann still wins match 1, shared.
    env.ok_at(
        "2026-01-09T20:00:00Z",
        &[
            "edit",
            "1",
            "1",
            "Ann=30",
            "Bob=30",
            "--reason",
            "Bob had 30 too",
        ],
    );
    assert_eq!(ended(&env), before_end);
    assert_ne!(before_end, serde_json::Value::Null);
    let after: serde_json::Value = serde_json::from_str(&stats(&env)).expect("JSON");
    let before: serde_json::Value = serde_json::from_str(&before).expect("JSON");
    let ann = |v: &serde_json::Value| {
        v["players"]
            .as_array()
            .expect("players")
            .iter()
            .find(|p| p["name"] == "Ann")
            .cloned()
            .expect("Ann")
    };
    assert_eq!(ann(&after)["longest_streak"], 3, "{after}");
    assert_eq!(
        ann(&after)["longest_streak"],
        ann(&before)["longest_streak"]
    );
}

/// A deal undone at one table after it was copied is not silently dropped when the tables
/// exchange exports: the two disagree whether it was played, and each import says so and how
/// to agree; once the other table undoes it too, they hold the same match.
#[test]
fn a_deal_undone_at_one_table_is_a_conflict_at_the_other_in_both_directions() {
    let a = TestEnv::new();
    a.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    a.ok(&["round", "Ann=10", "Bob=20"]);
    a.ok(&["round", "Ann=30", "Bob=5"]);
    a.ok(&["finish", "--yes"]);
    let a_file = a.dir().join("a.jsonl");
    a.ok(&["export", "-o", a_file.to_str().unwrap()]);
    let b = TestEnv::with_seed(2);
    b.ok(&["import", a_file.to_str().unwrap()]);
    b.ok(&["undo", "1", "--yes"]);
    let b_file = b.dir().join("b.jsonl");
    b.ok(&["export", "-o", b_file.to_str().unwrap()]);
    let bytes = a.db_bytes();
    let into_a = a.fails(&["import", b_file.to_str().unwrap()], 3);
    assert!(
        into_a.contains("cannot be imported: withdrawn in the file (undone or corrected at the other table), but still counted here; nothing was imported; the two tables played on differently: to take the file's rounds, withdraw this table's from deal 2 on with `tenscore undo 1` (once) and import again"),
        "{into_a}"
    );
    assert!(a.db_bytes() == bytes);
    let bytes = b.db_bytes();
    let into_b = b.fails(&["import", a_file.to_str().unwrap()], 3);
    assert!(
        into_b.contains("cannot be imported: withdrawn here (undone or corrected), but still counted in the file; nothing was imported; the other table has to withdraw it too (`tenscore undo` there) and export again, or import the file into another database"),
        "{into_b}"
    );
    assert!(b.db_bytes() == bytes);
    // The advice works: undone at the first table too, the two agree, both ways.
    a.ok(&["undo", "1", "--yes"]);
    a.ok(&["import", b_file.to_str().unwrap()]);
    a.ok(&["export", "-o", a_file.to_str().unwrap()]);
    b.ok(&["import", a_file.to_str().unwrap()]);
    assert_eq!(a.json(&["standings", "1"]), b.json(&["standings", "1"]));
    assert_eq!(a.json(&["standings", "1"])["rounds"], 1);
}

/// The same bids typed at both tables are not called "other bids", and the advice (withdraw
/// them here once) takes the other table's round.
#[test]
fn the_same_bids_typed_at_both_tables_are_named_so_and_the_advice_works() {
    let one = TestEnv::new();
    one.ok(&["new", "updown", "--players", "Ann,Bob,Cy", "--peak", "2"]);
    let first = one.dir().join("first.jsonl");
    one.ok(&["export", "-o", first.to_str().unwrap()]);
    let two = TestEnv::with_seed(2);
    two.ok(&["import", first.to_str().unwrap()]);
    two.ok(&["bid", "Ann=1", "Bob=0", "Cy=0"]);
    two.ok(&["round", "Ann=1", "Bob=0", "Cy=0"]);
    let played = two.dir().join("played.jsonl");
    two.ok(&["export", "-o", played.to_str().unwrap()]);
    one.ok(&["bid", "Ann=1", "Bob=0", "Cy=0"]);
    let error = one.fails(&["import", played.to_str().unwrap()], 3);
    assert!(
        error.contains("this database has the same bids open there, typed at this table as well")
            && error
                .contains("withdraw this table's from round 1 on with `tenscore undo 1` (once)"),
        "{error}"
    );
    one.ok(&["undo", "1", "--yes"]);
    one.ok(&["import", played.to_str().unwrap()]);
    assert_eq!(one.json(&["standings", "1"]), two.json(&["standings", "1"]));
}

/// What `new` refuses, an import cannot bring in: a match at a table its game is not played at,
/// options that do not fit its size, or an end by the rules before any round (exit 2, nothing
/// written).
#[test]
fn an_import_refuses_a_match_new_would_refuse() {
    let source = TestEnv::new();
    source.ok(&["new", "krumme10", "--players", "A1,B1,C1"]);
    source.ok(&["new", "updown", "--players", "A1,B1,C1,D1"]);
    source.ok(&["new", "pig10", "--players", "A1,B1"]);
    let file = source.dir().join("all.jsonl");
    source.ok(&["export", "-o", file.to_str().unwrap()]);
    let text = std::fs::read_to_string(&file).expect("export");
    let target = TestEnv::with_seed(2);
    target.ok(&["new", "pig10", "--players", "Zed,Yo"]);
    let bytes = target.db_bytes();
    for (from, to, said) in [
        (
            "\"teams\":false",
            "\"teams\":true",
            "its options (teams: a team scores its members' average) do not fit a table of 3",
        ),
        ("\"peak\":10", "\"peak\":13", "do not fit a table of 4"),
        (
            "\"players\":[",
            "\"ended_by\":\"rules\",\"players\":[",
            "it says the rules ended it, but it has no rounds",
        ),
    ] {
        let tampered = match from {
            "\"players\":[" => {
                // The Pig 10 match, finished by the rules with no rounds.
                let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
                for line in &mut lines {
                    if line.contains("\"game\":\"pig10\"") && line.contains("\"type\":\"match\"") {
                        *line = line
                            .replace("\"status\":\"in-progress\"", "\"status\":\"finished\"")
                            .replace("\"ended_by\":null,", "")
                            .replace(from, to)
                            .replace(
                                "\"finished_at\":null",
                                "\"finished_at\":\"2026-01-02T05:00:00Z\"",
                            );
                    }
                }
                lines.join("\n") + "\n"
            }
            _ => text.replacen(from, to, 1),
        };
        assert_ne!(tampered, text, "{from}");
        let path = target.dir().join("tampered.jsonl");
        std::fs::write(&path, &tampered).expect("written");
        let error = target.fails(&["import", path.to_str().unwrap()], 2);
        assert!(error.contains(said), "{error}");
        assert!(target.db_bytes() == bytes);
    }
    // A Pig 10 match of one seat.
    let one_seat: String = text
        .lines()
        .map(|line| {
            let mut record: serde_json::Value = serde_json::from_str(line).expect("a record");
            if record["type"] == "match" && record["game"] == "pig10" {
                let first = record["players"][0].clone();
                record["players"] = serde_json::json!([first]);
            }
            record.to_string() + "\n"
        })
        .collect();
    let path = target.dir().join("one_seat.jsonl");
    std::fs::write(&path, one_seat).expect("written");
    let error = target.fails(&["import", path.to_str().unwrap()], 2);
    assert!(
        error.contains("Pig 10 is played by 2 to 8 players, and it seats 1"),
        "{error}"
    );
    assert!(target.db_bytes() == bytes);
}

/// `--players ''` is one empty name: input to type again (exit 2), not a table of one (exit 3).
#[test]
fn an_empty_players_list_is_an_empty_name_not_a_table_of_one() {
    let env = TestEnv::new();
    let error = env.fails(&["new", "pig10", "--players", ""], 2);
    assert!(error.starts_with("a player name is empty"), "{error}");
    assert!(!env.db().exists());
}

/// `edit --trump` alone corrects the trump and keeps the recorded bids, as its help says.
#[test]
fn an_edit_of_the_trump_alone_keeps_the_recorded_bids() {
    let env = TestEnv::new();
    env.ok(&["new", "updown", "--players", "Ann,Bob,Cy", "--peak", "2"]);
    env.ok(&["bid", "Ann=1", "Bob=0", "Cy=0", "--trump", "S"]);
    env.ok(&["round", "Ann=1", "Bob=0", "Cy=0"]);
    let before = env.json(&["show", "1"]);
    env.ok(&[
        "edit", "1", "1", "Ann=1", "Bob=0", "Cy=0", "--trump", "H", "--reason", "hearts",
    ]);
    let opening = &env.json(&["show", "1"])["rounds"][0]["opening"];
    assert_eq!(opening["trump"], "hearts", "{opening}");
    assert_eq!(opening["bids"], serde_json::json!([1, 0, 0]), "{opening}");
    // The scores follow the same bids.
    assert_eq!(
        env.json(&["show", "1"])["rounds"][0]["scores"],
        before["rounds"][0]["scores"]
    );
}

/// `finish` with bids open says it withdrew them (they stay in `show --all`).
#[test]
fn finish_with_bids_open_says_it_withdrew_them() {
    let env = TestEnv::new();
    env.ok(&["new", "updown", "--players", "Ann,Bob,Cy", "--peak", "2"]);
    env.ok(&["bid", "Ann=1", "Bob=0", "Cy=1"]);
    env.ok(&["round", "Ann=1", "Bob=0", "Cy=0"]);
    env.ok(&["bid", "Ann=1", "Bob=1", "Cy=1"]);
    let said = env.wide(&["finish", "1"], 0);
    assert!(
        said.starts_with(
            "Finished match 1, 10 op en neer: Ann, Bob, Cy. The bids of round 2, never played, \
             were withdrawn (`tenscore show 1 --all` keeps them)."
        ),
        "{said}"
    );
    env.ok(&["reopen", "1"]);
    let said = env.ok(&["finish", "1"]);
    assert!(!said.contains("withdrawn"), "{said}");
}

/// Refusals on an ended match name the way that works: `undo` of an abandoned match and `finish`
/// of a finished one point to `reopen`; `edit` of a match not here to where the ids are listed.
#[test]
fn refusals_on_ended_or_unknown_matches_name_the_way_that_works() {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    env.ok(&["round", "Ann=3", "Bob=4"]);
    env.ok(&["finish", "1", "--abandon"]);
    assert_eq!(
        env.fails(&["undo", "1"], 3),
        "match 1 was abandoned; its deals stay as they were; start a new match with `tenscore \
         new`, or reopen this one with `tenscore reopen 1`"
    );
    env.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    env.ok(&["round", "2", "Ann=3", "Bob=4"]);
    env.ok(&["finish", "2"]);
    assert_eq!(
        env.fails(&["finish", "2", "--abandon"], 3),
        "match 2 is finished already; see it with `tenscore show 2`; to end it another way, \
         reopen it first with `tenscore reopen 2`"
    );
    assert_eq!(
        env.fails(&["edit", "99", "1", "Ann=1", "Bob=2"], 2),
        "there is no match 99 in this database; `tenscore history` lists the matches and their ids"
    );
}

/// A game a letter off, named as a flag's or an argument's value (`history --game`, `rules`),
/// is answered with the game meant, as `new undr10` is.
#[test]
fn a_game_a_letter_off_in_a_value_is_answered_with_the_game_meant() {
    let env = TestEnv::new();
    for (args, meant) in [
        (&["history", "--game", "undr10"][..], "under10"),
        (&["rules", "undr10"], "under10"),
        (&["stats", "--game", "pigg10"], "pig10"),
        (&["export", "--game", "pigg10"], "pig10"),
    ] {
        let error = env.fails(args, 2);
        assert!(
            error.contains(&format!("did you mean {meant}?")),
            "{args:?}: {error}"
        );
    }
}

/// Numbers are read one way everywhere (GUIDE, Data): a flag's number never takes a sign, and
/// one out of range says the range.
#[test]
fn every_counted_flag_refuses_a_sign_and_names_its_range() {
    let env = TestEnv::new();
    for args in [
        &["history", "--limit", "+5"][..],
        &["stats", "--limit", "+3"],
        &[
            "event",
            "new",
            "F",
            "--game",
            "pig10",
            "--players",
            "A,B,C,D",
            "--rounds",
            "+2",
        ],
        &[
            "event",
            "new",
            "F",
            "--game",
            "pig10",
            "--players",
            "A,B,C,D",
            "--table-size",
            "+4",
        ],
        &["series", "new", "S", "--best", "+3"],
        &["series", "new", "S", "--best", "3", "--min", "+2"],
        &["event", "seating", "--round", "+1"],
    ] {
        let error = env.fails(args, 2);
        assert!(
            error.contains("write the number without its sign"),
            "{args:?}: {error}"
        );
    }
    let error = env.fails(
        &[
            "event",
            "new",
            "F",
            "--game",
            "pig10",
            "--players",
            "A,B",
            "--rounds",
            "101",
        ],
        2,
    );
    assert!(error.contains("101 is outside 1 to 100"), "{error}");
    let error = env.fails(&["history", "--limit", "0"], 2);
    assert!(
        error.contains("0 is less than 1: give 1 or more"),
        "{error}"
    );
    assert!(!env.db().exists());
}

/// A word where a match id stands says what a match id is and where the ids are listed.
#[test]
fn a_word_where_a_match_id_stands_says_what_an_id_is() {
    let env = TestEnv::new();
    for args in [
        &["show", "abc"][..],
        &["undo", "abc"],
        &["reopen", "abc"],
        &["finish", "abc"],
        &["edit", "Ann=1", "1"],
    ] {
        let error = env.fails(args, 2);
        assert!(
            error.contains("is not a match id: a match is named by its number, as `tenscore history` lists them"),
            "{args:?}: {error}"
        );
    }
}
