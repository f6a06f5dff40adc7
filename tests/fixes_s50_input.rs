//! Faults found in session 50 in what import reads and what `play` takes as typed: a match found
//! by its UUID but made with other options (a conflict, not a match to add rounds to), free
//! text of a file that would show otherwise than it is, a tab pasted between names, and `back`
//! typed at a list.

use serde_json::{Value, json};

use crate::common::TestEnv;

/// The file's first match record, read from an export.
fn first_match(export: &str) -> Value {
    export
        .lines()
        .map(|line| serde_json::from_str::<Value>(line).unwrap())
        .find(|record| record["type"] == "match")
        .unwrap()
}

/// Two tables that made the same match UUID (the same seed) with other options: one with the
/// hook and a round played, the other without. Each side imports the other's file, and is refused
/// with the options of both named, nothing written; each imports its own file as present.
fn other_options_under_one_uuid(a: &TestEnv, b: &TestEnv) {
    a.ok(&[
        "new",
        "updown",
        "--players",
        "Ann,Bob,Cy",
        "--peak",
        "3",
        "--hook",
    ]);
    a.ok(&["bid", "Ann=1", "Bob=0", "Cy=1"]);
    a.ok(&["round", "Ann=1", "Bob=0", "Cy=0"]);
    b.ok(&["new", "updown", "--players", "Ann,Bob,Cy", "--peak", "3"]);
    let (file_a, file_b) = (a.dir().join("a.jsonl"), b.dir().join("b.jsonl"));
    let (file_a, file_b) = (file_a.to_str().unwrap(), file_b.to_str().unwrap());
    a.ok(&["export", "-o", file_a]);
    b.ok(&["export", "-o", file_b]);
    let uuid = first_match(&a.ok(&["export"]))["uuid"].clone();
    assert_eq!(first_match(&b.ok(&["export"]))["uuid"], uuid);
    let uuid = uuid.as_str().unwrap();
    let hooked = "1 to 3 cards and back, 5 rounds, with the hook";
    let unhooked = "1 to 3 cards and back, 5 rounds, no hook";
    for (env, file, here, there) in [(a, file_b, hooked, unhooked), (b, file_a, unhooked, hooked)] {
        let before = (env.db_bytes(), env.ok(&["export"]));
        assert_eq!(
            env.fails(&["import", file], 3).replace(file, "FILE"),
            format!(
                "match 1, 10 op en neer: Ann, Bob, Cy (UUID {uuid}) in FILE cannot be imported: \
                 this database holds it with other options (here: {here}; in the file: {there}); \
                 nothing was imported; one UUID cannot name two different matches: export the \
                 file again at the table that started it (a file changed by hand does not \
                 import), or import it into another database"
            )
        );
        assert!(
            (env.db_bytes(), env.ok(&["export"])) == before,
            "a refused import wrote"
        );
    }
    // Its own file is no conflict: the match is here already, options and all.
    assert_eq!(
        a.json(&["import", file_a])["matches"],
        json!({"added": 0, "extended": 0, "present": 1})
    );
}

#[test]
fn a_match_made_with_other_options_under_its_uuid_is_a_conflict() {
    other_options_under_one_uuid(&TestEnv::new(), &TestEnv::new());
}

#[test]
fn a_match_made_with_other_options_under_its_uuid_is_a_conflict_on_the_league_server() {
    let (Some(a), Some(b)) = (
        crate::pg_server::fresh_database(),
        crate::pg_server::fresh_database(),
    ) else {
        return;
    };
    other_options_under_one_uuid(&TestEnv::on(a.url()), &TestEnv::on(b.url()));
}

/// An option the game's words leave out (who starts an Under the 10 match) is still an option:
/// the refusal shows both as the file writes them.
#[test]
fn another_starter_under_a_match_uuid_is_shown_as_the_file_writes_it() {
    let (a, b) = (TestEnv::new(), TestEnv::new());
    a.ok(&["new", "under10", "--players", "Ann,Bob", "--starter", "Bob"]);
    b.ok(&["new", "under10", "--players", "Ann,Bob"]);
    let file = b.dir().join("b.jsonl");
    let file = file.to_str().unwrap();
    b.ok(&["export", "-o", file]);
    let here = first_match(&a.ok(&["export"]))["options"].to_string();
    let there = first_match(&b.ok(&["export"]))["options"].to_string();
    assert_ne!(here, there);
    let before = a.db_bytes();
    let said = a.fails(&["import", file], 3);
    assert!(
        said.contains(&format!(
            "this database holds it with other options (here: {here}; in the file: {there})"
        )),
        "{said}"
    );
    assert!(a.db_bytes() == before, "a refused import wrote");
}

