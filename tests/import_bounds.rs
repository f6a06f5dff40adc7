//! `tenscore import` reads in bounded memory and takes only what the command line would: a line
//! longer than any record (an endless one too, under a memory limit), text longer than the
//! command line takes, a time that is not RFC 3339 and options the game cannot read are each
//! refused with exit 2 and one line naming the line of the file, the database left byte for byte.

use std::path::PathBuf;

use serde_json::{Value, json};

use crate::common::TestEnv;

/// The most bytes a line of an import may have (1 MiB).
const LONGEST_RECORD: usize = 1 << 20;
const HINT: &str = "nothing was imported; import a file written by `tenscore export` (JSON), whole";

/// The export of a table whose finished Under the 10 match had its first round edited, as
/// records: the header, Ann, Bob and Cy, the match, its three rounds (the edited one withdrawn,
/// its replacement with the reason, the second), the end.
fn exported() -> Vec<Value> {
    let table = TestEnv::new();
    for args in [
        &["new", "under10", "--players", "Ann,Bob,Cy"][..],
        &["round", "1", "Ann=7", "Bob=3", "Cy=12", "--call", "Bob"],
        &["round", "1", "Ann=4", "Bob=9", "Cy=0", "--luck", "Cy"],
        &[
            "edit",
            "1",
            "1",
            "Ann=8",
            "Bob=3",
            "Cy=12",
            "--call",
            "Bob",
            "--reason",
            "miscounted",
        ],
        &["finish", "1"],
    ] {
        table.ok(args);
    }
    table
        .ok(&["export"])
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

/// Where the first record that passes `test` is.
fn position(records: &[Value], test: impl Fn(&Value) -> bool) -> usize {
    records.iter().position(test).unwrap()
}

/// Another table's database with a match of its own, to import into.
fn target() -> TestEnv {
    let env = TestEnv::with_seed(2);
    env.ok(&["new", "pig10", "--players", "Eve,Fay"]);
    env.ok(&["round", "1", "Eve=3", "Fay=5"]);
    env
}

fn joined(records: &[Value]) -> String {
    records.iter().map(|r| format!("{r}\n")).collect()
}

fn write(env: &TestEnv, name: &str, bytes: impl AsRef<[u8]>) -> PathBuf {
    let path = env.dir().join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

/// Imports `bytes` as a file into `env`: exit 2, the database byte for byte as it was; the error
/// with the file's path as FILE.
fn refused(env: &TestEnv, name: &str, bytes: impl AsRef<[u8]>) -> String {
    let path = write(env, name, bytes);
    let before = env.db_bytes();
    let error = env.fails(&["import", path.to_str().unwrap()], 2);
    assert!(env.db_bytes() == before, "{name} changed the database");
    error.replace(path.to_str().unwrap(), "FILE")
}

fn at_line(number: usize, problem: &str) -> String {
    format!("line {number} of FILE cannot be imported: {problem}; {HINT}")
}

const TOO_LONG: &str = "it is longer than 1 MiB, more than any record of an export holds";

#[test]
fn an_endless_line_is_refused_after_reading_at_most_a_record() {
    let env = target();
    let endless = vec![b'x'; 64 << 20];
    assert_eq!(refused(&env, "x.txt", &endless), at_line(1, TOO_LONG));

    // /dev/zero never ends: read whole it would take all memory (exit 134 under a limit).
    let before = env.db_bytes();
    let out = std::process::Command::new("sh")
        .args([
            "-c",
            "ulimit -v 500000; exec \"$0\" import /dev/zero",
            env!("CARGO_BIN_EXE_tenscore"),
        ])
        .env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .env("HOME", env.dir())
        .env("TENSCORE_DB", env.db())
        .env("NO_COLOR", "1")
        .env("TZ", "UTC")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert_eq!(
        stderr,
        format!(
            "error: {}\n",
            at_line(1, TOO_LONG).replace("FILE", "/dev/zero")
        )
    );
    assert!(env.db_bytes() == before);

    // Where there was no database: the same refusal, and no file.
    let none = TestEnv::new();
    let path = write(&none, "x.txt", &endless);
    let error = none.fails(&["import", path.to_str().unwrap()], 2);
    assert_eq!(
        error,
        at_line(1, TOO_LONG).replace("FILE", path.to_str().unwrap())
    );
    assert!(!none.db().exists(), "the refused import left a database");
}

#[test]
fn a_record_is_taken_up_to_1_mib_and_refused_beyond_it_naming_its_line() {
    let records = exported();
    // Ann's record, padded with spaces after its JSON to the length wanted.
    let padded = |length: usize| {
        let mut lines: Vec<String> = records.iter().map(Value::to_string).collect();
        let pad = length - lines[1].len();
        lines[1].push_str(&" ".repeat(pad));
        lines.iter().map(|l| format!("{l}\n")).collect::<String>()
    };
    let env = target();
    assert_eq!(
        refused(&env, "long.jsonl", padded(LONGEST_RECORD + 1)),
        at_line(2, TOO_LONG)
    );
    let path = write(&env, "longest.jsonl", padded(LONGEST_RECORD));
    env.ok(&["import", path.to_str().unwrap()]);
    assert_eq!(env.json(&["history", "--all"]).as_array().unwrap().len(), 2);
}

#[test]
fn a_time_that_is_not_rfc_3339_is_refused_naming_its_line_and_field() {
    let records = exported();
    let env = target();
    let player = 1;
    let game = position(&records, |r| r["type"] == "match");
    let withdrawn = position(&records, |r| r["withdrawn"] == true);
    let cases: [(usize, &str, Value); 5] = [
        (game, "created_at", json!("yesterday")),
        (game, "finished_at", json!("2026-13-01T00:00:00Z")),
        (player, "created_at", json!("2026-01-02 03:04:05")),
        (withdrawn, "withdrawn_at", json!("")),
        (withdrawn, "created_at", json!("x".repeat(50))),
    ];
    for (index, field, value) in cases {
        let mut spoiled = records.clone();
        spoiled[index][field] = value.clone();
        let shown = match value.as_str().unwrap() {
            text if text.len() > 40 => format!("{}…", &text[..40]),
            text => text.to_string(),
        };
        assert_eq!(
            refused(&env, "time.jsonl", joined(&spoiled)),
            at_line(
                index + 1,
                &format!(
                    "its {field} '{shown}' is not a time in RFC 3339 (such as 2026-01-02T03:04:05Z)"
                )
            ),
            "{field} {value}"
        );
    }
    // Another offset is a time: kept as the store keeps times, in UTC.
    let mut offset = records.clone();
    offset[game]["finished_at"] = json!("2026-01-02T05:04:05+02:00");
    let path = write(&env, "offset.jsonl", joined(&offset));
    env.ok(&["import", path.to_str().unwrap()]);
    let ours = env.ok(&["export"]);
    assert!(
        ours.contains(r#""finished_at":"2026-01-02T03:04:05Z""#),
        "{ours}"
    );
}

#[test]
fn text_longer_than_the_command_line_takes_is_refused_naming_its_line_and_field() {
    let records = exported();
    let env = target();
    let edited = position(&records, |r| r["reason"].is_string());
    let mut long_reason = records.clone();
    long_reason[edited]["reason"] = json!("r".repeat(501));
    assert_eq!(
        refused(&env, "reason.jsonl", joined(&long_reason)),
        at_line(
            edited + 1,
            "its reason has 501 characters; at most 500 are taken"
        )
    );
    let mut long_name = records.clone();
    long_name[2]["name"] = json!("b".repeat(41));
    let uuid = records[2]["uuid"].as_str().unwrap();
    assert_eq!(
        refused(&env, "name.jsonl", joined(&long_name)),
        at_line(
            3,
            &format!(
                "player {uuid}: the name '{}' is longer than 40 characters",
                "b".repeat(41)
            )
        )
    );
    let withdrawn = position(&records, |r| r["withdrawn"] == true);
    let mut long_explanation = records.clone();
    long_explanation[withdrawn]["explanation"] = json!(["e".repeat(2001)]);
    assert_eq!(
        refused(&env, "explanation.jsonl", joined(&long_explanation)),
        at_line(
            withdrawn + 1,
            "its explanation has 2001 characters; at most 2000 are taken"
        )
    );
    // The longest reason the command line takes is taken.
    let mut longest = records.clone();
    longest[edited]["reason"] = json!("r".repeat(500));
    let path = write(&env, "longest.jsonl", joined(&longest));
    env.ok(&["import", path.to_str().unwrap()]);
    assert!(
        env.ok(&["--json", "show", "2", "--all"])
            .contains(&"r".repeat(500))
    );
}

#[test]
fn the_command_line_takes_a_reason_of_at_most_500_characters() {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "Eve,Fay"]);
    env.ok(&["round", "1", "Eve=3", "Fay=5"]);
    let before = env.db_bytes();
    let long = "r".repeat(501);
    assert_eq!(
        env.fails(&["edit", "1", "1", "Eve=4", "Fay=5", "--reason", &long], 2),
        "the reason has 501 characters; at most 500 are kept; say why the round changed in at \
         most 500 characters"
    );
    assert!(env.db_bytes() == before);
    let longest = "r".repeat(500);
    env.ok(&["edit", "1", "1", "Eve=4", "Fay=5", "--reason", &longest]);
    assert!(env.ok(&["--json", "show", "1", "--all"]).contains(&longest));
}

#[test]
fn options_the_game_cannot_read_are_refused_naming_their_line() {
    let records = exported();
    let env = target();
    let game = position(&records, |r| r["type"] == "match");
    let uuid = records[game]["uuid"].as_str().unwrap();
    let mut corrupt = records.clone();
    corrupt[game]["options"] = json!({"bonus_cards": false, "end": "sideways"});
    assert_eq!(
        refused(&env, "options.jsonl", joined(&corrupt)),
        at_line(
            game + 1,
            &format!(
                "match {uuid}: its options do not fit Under the 10 (unknown variant `sideways`, \
                 expected `last-standing` or `first-out`)"
            )
        )
    );
    let mut not_options = records.clone();
    not_options[game]["options"] = json!("fast");
    let error = refused(&env, "options.jsonl", joined(&not_options));
    assert!(
        error.starts_with(&format!(
            "line {} of FILE cannot be imported: match {uuid}: its options do not fit Under the 10 (",
            game + 1
        )),
        "{error}"
    );
}

#[test]
fn a_withdrawn_round_the_game_cannot_read_is_refused_naming_its_line() {
    // No replay reads a withdrawn round, but `show --all` does: taken, it would fail there.
    let records = exported();
    let env = target();
    let withdrawn = position(&records, |r| r["withdrawn"] == true);
    let mut corrupt = records.clone();
    corrupt[withdrawn]["entry"] = json!({"hands": "x"});
    let error = refused(&env, "withdrawn.jsonl", joined(&corrupt));
    assert!(
        error.starts_with(&format!(
            "line {} of FILE cannot be imported: its round 1 cannot be read as a round of Under \
             the 10 (",
            withdrawn + 1
        )),
        "{error}"
    );
    assert!(error.ends_with(&format!("); {HINT}")), "{error}");
}
