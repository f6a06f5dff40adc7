//! Session 50's fixes of what `play` leaves at the terminal and of a few refusals: an import
//! refused because only who starts differs says so in words, naming the players.

use serde_json::Value;

use crate::common::TestEnv;

/// The file's first match record, read from an export.
fn first_match(export: &str) -> Value {
    export
        .lines()
        .map(|line| serde_json::from_str::<Value>(line).expect("a JSON line"))
        .find(|record| record["type"] == "match")
        .expect("a match record")
}

/// Who starts an Under the 10 match is an option the headers leave out: a file whose match
/// differs only there is refused naming who starts round 1 here and in the file, in words
/// (before, both options were shown as raw JSON: `{"bonus_cards":false,...,"starter":1}`).
#[test]
fn another_starter_under_a_match_uuid_is_named_in_words() {
    for (lang, here, there) in [
        ("en", "Bob starts round 1", "Ann starts round 1"),
        ("nl", "Bob begint ronde 1", "Ann begint ronde 1"),
        ("de", "Bob fängt Runde 1 an", "Ann fängt Runde 1 an"),
    ] {
        let (a, b) = (TestEnv::new(), TestEnv::new());
        a.ok(&[
            "new",
            "under10",
            "--players",
            "Ann,Bob,Cy",
            "--starter",
            "Bob",
        ]);
        b.ok(&["new", "under10", "--players", "Ann,Bob,Cy"]);
        let file = b.dir().join("b.jsonl");
        let file = file.to_str().expect("a UTF-8 path");
        b.ok(&["export", "-o", file]);
        let uuid = first_match(&a.ok(&["export"]))["uuid"].clone();
        assert_eq!(first_match(&b.ok(&["export"]))["uuid"], uuid);
        let before = a.db_bytes();
        let out = (a.process().env("TENSCORE_LANG", lang))
            .args(["import", file])
            .output()
            .expect("tenscore runs");
        assert_eq!(out.status.code(), Some(3), "{lang}");
        let said = String::from_utf8(out.stderr).expect("utf-8");
        let said = said.replace(file, "FILE");
        assert_eq!(said.lines().count(), 1, "{said}");
        assert!(!said.contains('{'), "{lang}: JSON shown: {said}");
        assert!(said.contains(&format!(", {here}; ")), "{lang}: {said}");
        assert!(said.contains(&format!(", {there})")), "{lang}: {said}");
        assert!(a.db_bytes() == before, "a refused import wrote");
    }
}
