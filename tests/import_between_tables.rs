//! What tables that exchange files run into: a match ended here and played on at another table
//! (its rounds are refused until the match is reopened here, rather than keep an end that no
//! longer follows from its rounds); two players merged at the other table who are two here (the
//! merge to make is named); a file whose own rounds of a new match skip a position (malformed,
//! not a conflict); and files as editors and spreadsheets leave them (a byte order mark, blank
//! lines after the end, a CSV export).

use std::path::PathBuf;

use serde_json::Value;

use crate::common::TestEnv;

fn export_to(env: &TestEnv, name: &str) -> PathBuf {
    let path = env.dir().join(name);
    env.ok(&["export", "-o", path.to_str().unwrap()]);
    path
}

fn match_uuid(file: &PathBuf) -> String {
    std::fs::read_to_string(file)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .find(|r| r["type"] == "match")
        .unwrap()["uuid"]
        .as_str()
        .unwrap()
        .to_string()
}

/// The table (`table`) and the organiser (`here`) share a Pig 10 match of one deal, Ann ahead;
/// the table plays a second deal that puts Bob ahead. Returns the table's file of it.
fn played_on_at_the_table(table: &TestEnv, here: &TestEnv) -> PathBuf {
    table.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    table.ok(&["round", "Ann=30", "Bob=10"]);
    let first = export_to(table, "first.jsonl");
    here.ok(&["import", first.to_str().unwrap()]);
    table.ok(&["round", "Ann=0", "Bob=40"]);
    export_to(table, "second.jsonl")
}

#[test]
fn rounds_played_on_after_a_finish_here_are_refused_until_the_match_is_reopened() {
    let table = TestEnv::new();
    let here = TestEnv::with_seed(2);
    let file = played_on_at_the_table(&table, &here);
    let uuid = match_uuid(&file);
    here.ok(&["finish", "1"]);
    let bytes = here.db_bytes();
    assert_eq!(
        here.fails(&["import", file.to_str().unwrap()], 3),
        format!(
            "deal 2 of match 1, Pig 10: Ann, Bob (UUID {uuid}) cannot be imported: it was ended \
             with `tenscore finish` here, and the file has it played on after that; nothing was \
             imported; to take what was played on, reopen it here with `tenscore reopen 1` and \
             import again"
        )
    );
    assert!(here.db_bytes() == bytes);
    assert_eq!(
        here.json(&["history"])[0]["winners"],
        serde_json::json!(["Ann"])
    );
    // Reopened, it takes the deal; ended again, Bob has won, in the history and the seasons.
    here.ok(&["reopen", "1"]);
    here.ok(&["import", file.to_str().unwrap()]);
    here.ok(&["finish", "1"]);
    assert_eq!(
        here.json(&["history"])[0]["winners"],
        serde_json::json!(["Bob"])
    );
    let stats = here.json(&["stats"]);
    let won = |name: &str| {
        stats["players"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["name"] == name)
            .unwrap()["won"]
            .clone()
    };
    assert_eq!((won("Ann"), won("Bob")), (0.into(), 1.into()));
}

#[test]
fn rounds_played_on_after_an_abandon_here_are_refused_as_well() {
    let table = TestEnv::new();
    let here = TestEnv::with_seed(2);
    let file = played_on_at_the_table(&table, &here);
    here.ok(&["finish", "1", "--abandon"]);
    let error = here.fails(&["import", file.to_str().unwrap()], 3);
    assert!(
        error.contains("it was abandoned here, and the file has it played on after that"),
        "{error}"
    );
    // The same file without the deal played on is taken as it is.
    let first = table.dir().join("first.jsonl");
    here.ok(&["import", first.to_str().unwrap()]);
}

#[test]
fn a_deal_edited_at_the_table_after_a_finish_here_is_a_conflict_not_a_deal_played_on() {
    let table = TestEnv::new();
    let here = TestEnv::with_seed(2);
    table.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    table.ok(&["round", "Ann=10", "Bob=5"]);
    table.ok(&["finish"]);
    let first = export_to(&table, "first.jsonl");
    here.ok(&["import", first.to_str().unwrap()]);
    // The table finds deal 1 miscounted: reopened, edited, finished again.
    table.ok(&["reopen", "1"]);
    table.ok(&["edit", "1", "1", "Ann=5", "Bob=10"]);
    table.ok(&["finish", "1"]);
    let file = export_to(&table, "edited.jsonl");
    let error = here.fails(&["import", file.to_str().unwrap()], 3);
    assert!(
        error.contains("withdrawn in the file (undone or corrected at the other table)")
            && error.contains("`tenscore undo 1`")
            && !error.contains("played on after that")
            && !error.contains("tenscore reopen"),
        "{error}"
    );
    // What it advises works: the deal withdrawn here, the table's edit comes in, Bob has won.
    here.ok(&["undo", "1"]);
    here.ok(&["import", file.to_str().unwrap()]);
    assert_eq!(
        here.json(&["history"])[0]["winners"],
        serde_json::json!(["Bob"])
    );
}

#[test]
fn a_new_match_whose_own_rounds_skip_a_position_is_a_malformed_file() {
    let table = TestEnv::new();
    table.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    table.ok(&["round", "Ann=30", "Bob=10"]);
    let file = export_to(&table, "skip.jsonl");
    let uuid = match_uuid(&file);
    let text = std::fs::read_to_string(&file).unwrap();
    let skipped: Vec<String> = text
        .lines()
        .map(|line| {
            let mut record: Value = serde_json::from_str(line).unwrap();
            if record["type"] == "round" {
                record["seq"] = 2.into();
            }
            record.to_string()
        })
        .collect();
    std::fs::write(&file, skipped.join("\n") + "\n").unwrap();
    let empty = TestEnv::with_seed(2);
    let error = empty.fails(&["import", file.to_str().unwrap()], 2);
    assert_eq!(
        error,
        format!(
            "round 2 of match {uuid} in {} cannot be imported: the file has no round 1 of this \
             match before it; nothing was imported; import a file written by `tenscore export` \
             (JSON), whole",
            file.display()
        )
    );
    assert!(!empty.db().exists());
}

#[test]
fn a_byte_order_mark_and_blank_lines_after_the_end_are_read_past_and_a_csv_is_named() {
    let table = TestEnv::new();
    table.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    table.ok(&["round", "Ann=30", "Bob=10"]);
    let export = table.ok(&["export"]);
    let here = TestEnv::with_seed(2);
    // Saved by an editor that marks UTF-8 and adds lines at the end.
    let saved = here.dir().join("saved.jsonl");
    std::fs::write(&saved, format!("\u{feff}{export}\n\n  \n")).unwrap();
    here.ok(&["import", saved.to_str().unwrap()]);
    assert_eq!(here.json(&["standings", "1"])["players"][0]["score"], 30);
    // A blank line before the end is still not a record.
    let inside = here.dir().join("inside.jsonl");
    let mut lines: Vec<&str> = export.lines().collect();
    lines.insert(1, "");
    std::fs::write(&inside, lines.join("\n")).unwrap();
    assert!(
        here.fails(&["import", inside.to_str().unwrap()], 2)
            .starts_with(&format!(
                "line 2 of {} cannot be imported",
                inside.display()
            ))
    );
    let csv = here.dir().join("scores.csv");
    std::fs::write(&csv, table.ok(&["export", "--format", "csv"])).unwrap();
    assert_eq!(
        here.fails(&["import", csv.to_str().unwrap()], 2),
        format!(
            "line 1 of {} cannot be imported: it looks like a CSV export (for spreadsheets), not \
             the JSON export `tenscore export -o FILE` writes; nothing was imported; import a \
             file written by `tenscore export` (JSON), whole",
            csv.display()
        )
    );
}

#[test]
fn a_file_with_two_players_merged_that_are_two_here_names_the_merge_to_make() {
    let organiser = TestEnv::new();
    organiser.ok(&["new", "pig10", "--players", "Evie,Bob"]);
    organiser.ok(&["round", "Evie=30", "Bob=10"]);
    organiser.ok(&["new", "pig10", "--players", "Eve,Cy"]);
    organiser.ok(&["round", "Eve=30", "Cy=10"]);
    let table = TestEnv::with_seed(2);
    table.ok(&[
        "import",
        export_to(&organiser, "all.jsonl").to_str().unwrap(),
    ]);
    organiser.ok(&["player", "merge", "Evie", "Eve"]);
    let merged = export_to(&organiser, "merged.jsonl");
    let bytes = table.db_bytes();
    assert_eq!(
        table.fails(&["import", merged.to_str().unwrap()], 3),
        format!(
            "{} has Evie merged into Eve, but here they are two players; nothing was imported; \
             merge them here too with `tenscore player merge Evie Eve`, then import again",
            merged.display()
        )
    );
    assert!(table.db_bytes() == bytes);
    table.ok(&["player", "merge", "Evie", "Eve"]);
    table.ok(&["import", merged.to_str().unwrap()]);
    assert_eq!(
        table.ok(&["history"]),
        organiser.ok(&["history"]).replace(
            &organiser.dir().display().to_string(),
            &table.dir().display().to_string()
        )
    );
}

#[test]
fn a_folder_named_as_the_file_is_refused_with_a_file_in_it_as_the_fix() {
    let env = TestEnv::new();
    let folder = env.dir().join("exports");
    std::fs::create_dir(&folder).unwrap();
    assert_eq!(
        env.fails(&["import", folder.to_str().unwrap()], 1),
        format!(
            "{} is a folder, not an export file; nothing was imported; name a file written by \
             `tenscore export` instead, e.g. {}",
            folder.display(),
            folder.join("tenscore.jsonl").display()
        )
    );
    assert!(!env.db().exists());
}

#[test]
fn rounds_that_skip_one_this_database_lacks_are_a_gap_counted_in_the_games_words() {
    let table = TestEnv::new();
    table.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    table.ok(&["round", "Ann=30", "Bob=10"]);
    let here = TestEnv::with_seed(2);
    here.ok(&["import", export_to(&table, "first.jsonl").to_str().unwrap()]);
    table.ok(&["round", "Ann=5", "Bob=5"]);
    table.ok(&["round", "Ann=6", "Bob=4"]);
    // A file that lost deal 2 (but keeps its counts in step).
    let file = export_to(&table, "later.jsonl");
    let kept: Vec<String> = std::fs::read_to_string(&file)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .filter(|r| !(r["type"] == "round" && r["seq"] == 2))
        .map(|mut r| {
            if r["type"] == "match" {
                r["round_records"] = 2.into();
                r["rounds"] = 2.into();
            }
            if r["type"] == "end" {
                r["rounds"] = 2.into();
            }
            r.to_string()
        })
        .collect();
    std::fs::write(&file, kept.join("\n") + "\n").unwrap();
    let error = here.fails(&["import", file.to_str().unwrap()], 3);
    assert!(
        error.contains(
            "cannot be imported: this database has 1 deal of it, so it would leave a gap"
        ),
        "{error}"
    );
}
