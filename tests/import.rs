//! `tenscore import`: a round trip through an empty database, merging tables that played on,
//! importing twice, name matching, `--dry-run`, and every bad file refused with the database
//! left byte for byte as it was.

use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use crate::common::TestEnv;

/// [`TestEnv::five_games`], with `annie` then merged into Ann.
fn five_games(env: &TestEnv) {
    env.five_games();
    env.ok(&["player", "merge", "annie", "Ann"]);
}

/// Exports everything from `env` to a file in its folder; returns the path.
fn export_to(env: &TestEnv, name: &str) -> PathBuf {
    let path = env.dir().join(name);
    env.ok(&["export", "-o", path.to_str().unwrap()]);
    path
}

/// The export of `env` without its `exported_at`.
fn export_without_time(env: &TestEnv) -> String {
    env.ok(&["export"])
        .lines()
        .map(|line| {
            let mut record: Value = serde_json::from_str(line).unwrap();
            if let Some(object) = record.as_object_mut() {
                object.remove("exported_at");
            }
            record.to_string()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn import_json(env: &TestEnv, file: &Path, more: &[&str]) -> Value {
    let mut args = vec!["import", file.to_str().unwrap()];
    args.extend_from_slice(more);
    env.json(&args)
}

/// Writes `lines` (JSON records) to a file in `env`'s folder.
fn write_file(env: &TestEnv, name: &str, lines: &[Value]) -> PathBuf {
    let path = env.dir().join(name);
    let text: String = lines.iter().map(|l| format!("{l}\n")).collect();
    std::fs::write(&path, text).unwrap();
    path
}

fn records(path: &Path) -> Vec<Value> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn a_round_trip_through_an_empty_database_gives_the_same_export_and_the_same_reads() {
    let a = TestEnv::new();
    five_games(&a);
    let file = export_to(&a, "a.jsonl");
    let b = TestEnv::with_seed(2);
    let summary = import_json(&b, &file, &[]);
    assert_eq!(
        summary,
        json!({
            "matches": {"added": 5, "present": 0, "extended": 0},
            "rounds": {"added": 9, "present": 0},
            "players": {"added": 4, "present": 0, "matched_by_name": []},
            "dry_run": false
        })
    );
    assert_eq!(export_without_time(&a), export_without_time(&b));
    for id in ["1", "2", "3", "4", "5"] {
        for command in [&["standings", id][..], &["show", id, "--all"][..]] {
            assert_eq!(a.json(command), b.json(command), "{command:?}");
        }
    }
    for command in [
        &["history", "--all"][..],
        &["stats"][..],
        &["player", "list"][..],
    ] {
        assert_eq!(a.json(command), b.json(command), "{command:?}");
    }
    // The merged player's old UUID still finds Ann: importing the export again adds nothing.
    b.ok(&["check", "history"]);
}

#[test]
fn importing_the_same_file_twice_changes_nothing_the_second_time() {
    let a = TestEnv::new();
    five_games(&a);
    let file = export_to(&a, "a.jsonl");
    let b = TestEnv::with_seed(2);
    b.ok(&["import", file.to_str().unwrap()]);
    let export = export_without_time(&b);
    let bytes = b.db_bytes();
    let again = b.ok(&["import", file.to_str().unwrap()]);
    assert_eq!(
        again.trim_end(),
        format!(
            "Imported {}: matches: 0 added, 0 extended, 5 already present; rounds: 0 added, 9 already present; players: 0 added, 4 already present, 0 matched by name.",
            file.display()
        )
    );
    assert_eq!(export_without_time(&b), export);
    assert!(b.db_bytes() == bytes, "the second import wrote to the file");
}

#[test]
fn two_tables_that_played_on_merge_into_a_third_without_duplicates() {
    let a = TestEnv::new();
    a.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    a.ok(&["round", "1", "Ann=3", "Bob=5"]);
    a.ok(&["new", "krumme10", "--players", "Ann,Cy"]);
    a.ok(&["round", "2", "Ann=5", "Cy=0"]);
    let first = export_to(&a, "first.jsonl");

    // Table B takes A's matches over and plays on in the first; A plays on in the second.
    let b = TestEnv::with_seed(2);
    b.ok(&["import", first.to_str().unwrap()]);
    b.ok(&["round", "1", "Ann=2", "Bob=4"]);
    b.ok(&["new", "under10", "--players", "Bob,Dee"]);
    b.ok(&["round", "3", "Bob=3", "Dee=9", "--call", "Bob"]);
    a.ok(&["round", "2", "Ann=0", "Cy=5"]);
    let from_a = export_to(&a, "a.jsonl");
    let from_b = export_to(&b, "b.jsonl");

    let c = TestEnv::with_seed(3);
    let summary_a = import_json(&c, &from_a, &[]);
    assert_eq!(
        summary_a["matches"],
        json!({"added": 2, "present": 0, "extended": 0})
    );
    let summary_b = import_json(&c, &from_b, &[]);
    assert_eq!(
        summary_b,
        json!({
            "matches": {"added": 1, "present": 1, "extended": 1},
            "rounds": {"added": 2, "present": 2},
            "players": {"added": 1, "present": 3, "matched_by_name": []},
            "dry_run": false
        })
    );
    let history = c.json(&["history", "--all"]);
    let games: Vec<&str> = history
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["game"].as_str().unwrap())
        .collect();
    assert_eq!(games, ["under10", "krumme10", "pig10"]);
    let rounds: Vec<u64> = history
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["rounds"].as_u64().unwrap())
        .collect();
    assert_eq!(rounds, [1, 2, 2]);
    let names: Vec<String> = c
        .json(&["player", "list"])
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(names, ["Ann", "Bob", "Cy", "Dee"]);
    // Table B's totals of the pig10 match and of its own, A's of the krumme10 one.
    assert_eq!(c.standings(1)["players"], b.standings(1)["players"]);
    assert_eq!(c.standings(2)["players"], a.standings(2)["players"]);
    assert_eq!(c.standings(3)["players"], b.standings(3)["players"]);
    c.ok(&["check", "history"]);
    // Both files again: nothing new.
    let bytes = c.db_bytes();
    for file in [&from_a, &from_b] {
        let again = import_json(&c, file, &[]);
        assert_eq!(again["matches"]["added"], 0);
        assert_eq!(again["matches"]["extended"], 0);
        assert_eq!(again["rounds"]["added"], 0);
    }
    assert!(c.db_bytes() == bytes);
}

#[test]
fn a_finished_match_brings_its_results_seasons_and_ratings() {
    let a = TestEnv::new();
    a.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    a.ok(&["round", "1", "Ann=3", "Bob=5"]);
    let early = export_to(&a, "early.jsonl");
    a.ok(&["round", "1", "Ann=4", "Bob=1"]);
    a.ok(&["finish", "1"]);
    let late = export_to(&a, "late.jsonl");
    let b = TestEnv::with_seed(2);
    b.ok(&["import", early.to_str().unwrap()]);
    assert_eq!(b.standings(1)["status"], "in-progress");
    // The table that finished it had every round this database has: it takes the end.
    let summary = import_json(&b, &late, &[]);
    assert_eq!(
        summary["matches"],
        json!({"added": 0, "present": 0, "extended": 1})
    );
    assert_eq!(b.standings(1), a.standings(1));
    assert_eq!(b.json(&["stats"]), a.json(&["stats"]));
    assert_eq!(b.json(&["history"]), a.json(&["history"]));
    assert_eq!(export_without_time(&a), export_without_time(&b));
}

#[test]
fn two_different_rounds_at_the_same_position_are_a_conflict() {
    let a = TestEnv::new();
    a.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    a.ok(&["round", "1", "Ann=3", "Bob=5"]);
    let first = export_to(&a, "first.jsonl");
    let b = TestEnv::with_seed(2);
    b.ok(&["import", first.to_str().unwrap()]);
    a.ok(&["round", "1", "Ann=1", "Bob=1"]);
    b.ok(&["round", "1", "Ann=2", "Bob=2"]);
    let file = export_to(&a, "a.jsonl");
    let bytes = b.db_bytes();
    let error = b.fails(&["import", file.to_str().unwrap()], 3);
    let uuid = records(&file)
        .iter()
        .find(|r| r["type"] == "match")
        .unwrap()["uuid"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(
        error,
        format!(
            "deal 2 of match 1, Pig 10: Ann, Bob (UUID {uuid}) cannot be imported: this database has another live deal there; nothing was imported; the two tables played on differently: to take the file's rounds, withdraw this table's from deal 2 on with `tenscore undo 1` (once) and import again; or import the file into another database"
        )
    );
    assert!(b.db_bytes() == bytes);
    // The advice works: withdrawn here, the file's deal 2 comes in.
    b.ok(&["undo", "1", "--yes"]);
    b.ok(&["import", file.to_str().unwrap()]);
    assert_eq!(b.json(&["standings", "1"]), a.json(&["standings", "1"]));
}

#[test]
fn a_player_with_a_new_uuid_and_a_known_name_is_matched_by_name_unless_told_not_to() {
    let a = TestEnv::new();
    a.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    a.ok(&["round", "1", "Ann=3", "Bob=5"]);
    let file = export_to(&a, "a.jsonl");
    let b = TestEnv::with_seed(2);
    b.ok(&["new", "pig10", "--players", "ANN,Cy"]);
    let bytes = b.db_bytes();
    let error = b.fails(&["import", file.to_str().unwrap(), "--no-name-match"], 2);
    assert_eq!(
        error,
        format!(
            "player 'Ann' of {} is not known here by UUID, and this database has another player called 'ANN'; with --no-name-match they cannot both be kept; nothing was imported; rename the player here first with `tenscore player rename ANN NEW`, or import without --no-name-match to take them as one",
            file.display()
        )
    );
    assert!(b.db_bytes() == bytes);

    let summary = import_json(&b, &file, &[]);
    assert_eq!(
        summary["players"],
        json!({"added": 1, "present": 0, "matched_by_name": [{"name": "Ann", "player": "ANN"}]})
    );
    let text = b.ok(&["import", file.to_str().unwrap(), "--dry-run"]);
    assert!(text.contains("0 matched by name"), "{text}");
    assert_eq!(b.standings(2)["players"][0]["name"], "Bob");
    assert_eq!(b.standings(2)["players"][1]["name"], "ANN");

    // Renamed first, the player of the file is a new one.
    let c = TestEnv::with_seed(3);
    c.ok(&["new", "pig10", "--players", "Ann,Cy"]);
    c.ok(&["player", "rename", "Ann", "Ann C"]);
    let summary = import_json(&c, &file, &["--no-name-match"]);
    assert_eq!(
        summary["players"],
        json!({"added": 2, "present": 0, "matched_by_name": []})
    );
}

#[test]
fn a_dry_run_prints_the_summary_and_writes_nothing() {
    let a = TestEnv::new();
    five_games(&a);
    let file = export_to(&a, "a.jsonl");
    let b = TestEnv::with_seed(2);
    b.ok(&["new", "pig10", "--players", "Eve,Fay"]);
    let bytes = b.db_bytes();
    let summary = import_json(&b, &file, &["--dry-run"]);
    assert_eq!(summary["dry_run"], true);
    assert_eq!(summary["matches"]["added"], 5);
    let text = b.ok(&["import", file.to_str().unwrap(), "--dry-run"]);
    assert_eq!(
        text.trim_end(),
        format!(
            "Would import {}: matches: 5 added, 0 extended, 0 already present; rounds: 9 added, 0 already present; players: 4 added, 0 already present, 0 matched by name.\nNothing was written (--dry-run).",
            file.display()
        )
    );
    assert!(b.db_bytes() == bytes);
    assert_eq!(b.json(&["history", "--all"]).as_array().unwrap().len(), 1);
    // A dry run into a database that does not exist creates none.
    let c = TestEnv::with_seed(3);
    let error = c.fails(&["import", file.to_str().unwrap(), "--dry-run"], 1);
    assert!(
        error.ends_with(
            "a dry run creates nothing: import without --dry-run makes the database and takes \
             the file into it, or choose another with --db PATH or TENSCORE_DB"
        ),
        "{error}"
    );
    assert!(!c.db().exists());
}

/// A database with a match, and an export of another one with five games, to spoil.
fn target_and_export() -> (TestEnv, Vec<Value>) {
    let a = TestEnv::new();
    five_games(&a);
    let file = export_to(&a, "a.jsonl");
    let b = TestEnv::with_seed(2);
    b.ok(&["new", "pig10", "--players", "Eve,Fay"]);
    b.ok(&["round", "1", "Eve=3", "Fay=5"]);
    (b, records(&file))
}

/// Imports `text` into `env` as a file; expects `code`, the database untouched, and returns the
/// error.
fn refused(env: &TestEnv, name: &str, text: &str, code: i32) -> String {
    let path = env.dir().join(name);
    std::fs::write(&path, text).unwrap();
    let bytes = env.db_bytes();
    let error = env.fails(&["import", path.to_str().unwrap()], code);
    assert!(env.db_bytes() == bytes, "{name} changed the database");
    error.replace(path.to_str().unwrap(), "FILE")
}

fn joined(lines: &[Value]) -> String {
    lines.iter().map(|l| format!("{l}\n")).collect()
}

#[test]
fn every_bad_file_is_refused_and_the_database_is_left_as_it_was() {
    let (b, good) = target_and_export();
    let whole = joined(&good);

    assert_eq!(
        refused(&b, "not.json", "match 1: Ann 3, Bob 5\n", 2),
        "line 1 of FILE cannot be imported: it is not a record of a tenscore export (expected value at line 1 column 1); nothing was imported; import a file written by `tenscore export` (JSON), whole"
    );
    // Cut short: without its end record, or in the middle of a line.
    let without_end = joined(&good[..good.len() - 1]);
    assert_eq!(
        refused(&b, "short.jsonl", &without_end, 2),
        "FILE ends before its end record: it was cut short; nothing was imported; export it again, and copy the whole file"
    );
    let cut = &whole[..whole.len() * 2 / 3];
    assert!(refused(&b, "cut.jsonl", cut, 2).contains("it is not a record of a tenscore export"));

    let mut newer = good.clone();
    newer[0]["schema"] = json!(99);
    assert_eq!(
        refused(&b, "newer.jsonl", &joined(&newer), 2),
        format!(
            "FILE was exported by a newer tenscore (schema 99; this one reads up to schema 16); nothing was imported; import it with a tenscore that reads schema 99 (the file was written by tenscore {})",
            env!("CARGO_PKG_VERSION")
        )
    );

    let mut unknown = good.clone();
    let first_match = unknown.iter().position(|r| r["type"] == "match").unwrap();
    let match_uuid = unknown[first_match]["uuid"].as_str().unwrap().to_string();
    unknown[first_match]["game"] = json!("bridge");
    assert_eq!(
        refused(&b, "unknown.jsonl", &joined(&unknown), 2),
        format!(
            "match {match_uuid} of FILE is a game this tenscore does not know (bridge); nothing was imported; import it with the tenscore that exported it, or a newer one"
        )
    );

    // A live round whose score was altered: the rules give another.
    let mut altered = good.clone();
    let live = altered
        .iter()
        .position(|r| r["type"] == "round" && r["withdrawn"] == false && r["seq"] == 2)
        .unwrap();
    altered[live]["scores"][0]["points"] = json!(1);
    let error = refused(&b, "altered.jsonl", &joined(&altered), 3);
    assert!(
        error.starts_with(&format!(
            "round 2 of match {match_uuid} (Under the 10) in FILE does not follow from the rules: Ann's score is stored as 1 but the rules give 4"
        )),
        "{error}"
    );

    let missing = b.dir().join("missing.jsonl");
    let error = b.fails(&["import", missing.to_str().unwrap()], 1);
    assert!(error.starts_with("cannot read "), "{error}");
}

#[test]
fn records_out_of_place_are_refused_naming_their_line() {
    let (b, good) = target_and_export();
    let first_match = good.iter().position(|r| r["type"] == "match").unwrap();
    let first_round = good.iter().position(|r| r["type"] == "round").unwrap();
    let last = good.len();
    let hint = "nothing was imported; import a file written by `tenscore export` (JSON), whole";
    let line =
        |n: usize, problem: &str| format!("line {n} of FILE cannot be imported: {problem}; {hint}");

    let mut more = good.clone();
    more.push(good[1].clone());
    assert_eq!(
        refused(&b, "more.jsonl", &joined(&more), 2),
        line(last + 1, "there is more after the end record")
    );
    let mut second_header = good.clone();
    second_header.insert(1, good[0].clone());
    assert_eq!(
        refused(&b, "header.jsonl", &joined(&second_header), 2),
        line(2, "a second header")
    );
    let mut late_player = good.clone();
    late_player.insert(first_match + 1, good[1].clone());
    assert_eq!(
        refused(&b, "player.jsonl", &joined(&late_player), 2),
        line(first_match + 2, "a player record after the matches began")
    );
    let mut stray = good.clone();
    let round = stray.remove(first_round);
    stray.insert(first_match, round.clone());
    assert_eq!(
        refused(&b, "stray.jsonl", &joined(&stray), 2),
        line(
            first_match + 1,
            &format!(
                "round {} does not follow the record of its match {}",
                round["uuid"].as_str().unwrap(),
                round["match"].as_str().unwrap()
            )
        )
    );
    let mut miscounted = good.clone();
    miscounted[last - 1]["rounds"] = json!(1000);
    assert!(
        refused(&b, "count.jsonl", &joined(&miscounted), 2).starts_with(&format!(
            "line {last} of FILE cannot be imported: its end record counts"
        )),
    );
    let mut bytes = joined(&good).into_bytes();
    bytes.splice(0..0, [0xff, 0xfe]);
    let path = b.dir().join("binary.jsonl");
    std::fs::write(&path, bytes).unwrap();
    let error = b.fails(&["import", path.to_str().unwrap()], 2);
    assert!(error.contains("line 1 of "), "{error}");
    assert!(error.contains("it is not UTF-8 text"), "{error}");
}

#[test]
fn a_uuid_that_names_another_match_or_another_matchs_round_is_refused() {
    let (b, good) = target_and_export();
    // B's own match 1 (pig10, Eve and Fay) under the UUID of the file's first match.
    let theirs = b.ok(&["export"]);
    let b_match = theirs
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .find(|r| r["type"] == "match")
        .unwrap();
    let b_uuid = b_match["uuid"].as_str().unwrap().to_string();
    let b_round = theirs
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .find(|r| r["type"] == "round")
        .unwrap()["uuid"]
        .as_str()
        .unwrap()
        .to_string();

    let mut same_match = good.clone();
    let first_match = same_match
        .iter()
        .position(|r| r["type"] == "match")
        .unwrap();
    let their_uuid = same_match[first_match]["uuid"]
        .as_str()
        .unwrap()
        .to_string();
    for record in &mut same_match {
        if record["uuid"] == json!(their_uuid) {
            record["uuid"] = json!(b_uuid);
        }
        if record["match"] == json!(their_uuid) {
            record["match"] = json!(b_uuid);
        }
    }
    assert_eq!(
        refused(&b, "same-match.jsonl", &joined(&same_match), 2),
        format!(
            "match {b_uuid} of FILE (Under the 10) has the UUID of another match here (match 1, Pig 10: Eve, Fay); nothing was imported; one UUID cannot name two matches: import into another database"
        )
    );

    let mut same_round = good.clone();
    let first_round = same_round
        .iter()
        .position(|r| r["type"] == "round")
        .unwrap();
    same_round[first_round]["uuid"] = json!(b_round);
    let error = refused(&b, "same-round.jsonl", &joined(&same_round), 2);
    assert!(
        error.contains(&format!(
            "its UUID {b_round} is a round of another match here (match 1)"
        )),
        "{error}"
    );
    // Nothing of the good file was written along the way.
    let _ = write_file(&b, "good.jsonl", &good);
    assert_eq!(b.json(&["history", "--all"]).as_array().unwrap().len(), 1);
}

#[test]
fn bids_open_here_take_the_round_the_other_table_recorded_for_them() {
    let a = TestEnv::new();
    a.ok(&["new", "updown", "--players", "Ann,Bob,Dee"]);
    a.ok(&["bid", "1", "Ann=1", "Bob=0", "Dee=1"]);
    let bids = export_to(&a, "bids.jsonl");
    let b = TestEnv::with_seed(2);
    b.ok(&["import", bids.to_str().unwrap()]);
    a.ok(&["round", "1", "Ann=1", "Bob=0", "Dee=0"]);
    let played = export_to(&a, "played.jsonl");
    let summary = import_json(&b, &played, &[]);
    assert_eq!(
        summary["matches"],
        json!({"added": 0, "present": 0, "extended": 1})
    );
    assert_eq!(summary["rounds"], json!({"added": 1, "present": 0}));
    assert_eq!(b.standings(1), a.standings(1));
    assert_eq!(export_without_time(&a), export_without_time(&b));
}

#[test]
fn a_player_merged_away_here_stays_merged() {
    let a = TestEnv::new();
    a.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    a.ok(&["new", "pig10", "--players", "annie,Cy"]);
    let file = export_to(&a, "a.jsonl");
    let b = TestEnv::with_seed(2);
    b.ok(&["import", file.to_str().unwrap()]);
    b.ok(&["player", "merge", "annie", "Ann"]);
    let summary = import_json(&b, &file, &[]);
    assert_eq!(
        summary["players"],
        json!({"added": 0, "present": 4, "matched_by_name": []})
    );
    let names: Vec<String> = b
        .json(&["player", "list"])
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(names, ["Ann", "Bob", "Cy"]);
}
