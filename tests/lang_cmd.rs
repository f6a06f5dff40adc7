//! The commands' write reports and errors in Dutch and German: snapshots of each report (new,
//! round, bid, undo, edit, finish, reopen, player rename and merge, import) and of a few errors
//! with their hints, and a check that none of them says an English word.

use crate::common::{TestEnv, transcript};

/// English words none of these reports and errors may say in Dutch or German.
const ENGLISH: &[&str] = &[
    "round",
    "rounds",
    "called",
    "player",
    "players",
    "points",
    "deal",
    "deals",
    "legal",
    "score",
    "the",
    "match",
    "matches",
    "recorded",
    "withdrawn",
    "withdraw",
    "replaced",
    "rescored",
    "finished",
    "abandoned",
    "reopened",
    "merged",
    "imported",
    "added",
    "present",
    "nothing",
    "there",
    "error",
    "bids",
    "kept",
    "now",
    "every",
    "start",
    "record",
    "check",
    "already",
    "more",
    "takes",
    "written",
    "name",
];

/// The English words `text` says, as whole words in any case; what is quoted as a command
/// (`tenscore show 1 --all`) is left out.
fn english_words(text: &str) -> Vec<String> {
    crate::common::english_words(&crate::common::outside_backticks(text), ENGLISH)
        .into_iter()
        // A placeholder of the command line (MATCH, NAME) is not prose.
        .filter(|word| word.chars().any(char::is_lowercase))
        .collect()
}

/// The report a write prints before its table.
fn report(text: &str) -> String {
    text.split("\n\n").next().unwrap_or_default().to_string()
}

/// Every report and error of the commands in `lang`, as (what, text) pairs.
fn session(lang: &str) -> Vec<(String, String)> {
    let env = TestEnv::new();
    let mut seen = Vec::new();
    let mut ok = |what: &str, args: &[&str]| {
        let mut all = vec!["--lang", lang];
        all.extend_from_slice(args);
        let text = env.ok(&all);
        seen.push((what.to_string(), text));
    };
    ok("new", &["new", "pig10", "--players", "Anouk,Bram,Cor"]);
    ok("round", &["round", "1", "Anouk=12", "Bram=7", "Cor=0"]);
    ok("round", &["round", "1", "Anouk=3", "Bram=9", "Cor=20"]);
    ok(
        "edit",
        &[
            "edit", "1", "1", "Anouk=10", "Bram=9", "Cor=0", "--reason", "telfout",
        ],
    );
    ok("undo", &["undo", "1"]);
    ok("finish", &["finish", "1"]);
    ok("reopen", &["reopen", "1"]);
    ok("abandon", &["finish", "1", "--abandon"]);
    ok(
        "new updown",
        &["new", "updown", "--players", "Dirk,Evert,Fenna"],
    );
    ok("bid", &["bid", "2", "Dirk=0", "Evert=0", "Fenna=0"]);
    ok("undo bids", &["undo", "2"]);
    ok("rename", &["player", "rename", "Cor", "Cees"]);
    ok("merge", &["player", "merge", "Fenna", "Cees"]);
    let file = env.dir().join("tafel.jsonl");
    let file = file.to_str().unwrap();
    env.ok(&["export", "-o", file]);
    let other = TestEnv::new();
    let imported = other.ok(&["--lang", lang, "import", file]);
    let again = other.ok(&["--lang", lang, "import", "--dry-run", file]);
    let imported = (imported + "\n" + &again).replace(file, "tafel.jsonl");
    seen.push(("import".to_string(), imported));
    let mut fails = |what: &str, args: &[&str], code: i32| {
        let mut all = vec!["--lang", lang];
        all.extend_from_slice(args);
        seen.push((what.to_string(), env.fails(&all, code)));
    };
    env.ok(&["new", "pig10", "--players", "Anouk,Bram,Cees"]);
    env.ok(&["round", "3", "Anouk=12", "Bram=7", "Cees=0"]);
    env.ok(&["finish", "3"]);
    fails("unknown match", &["undo", "99"], 2);
    fails(
        "unknown player",
        &["player", "rename", "Zoltan", "Zeger"],
        2,
    );
    fails(
        "finished match",
        &["round", "3", "Anouk=1", "Bram=2", "Cees=3"],
        3,
    );
    fails("abandoned match", &["undo", "1"], 3);
    fails("two people", &["player", "merge", "Anouk", "Bram"], 2);
    fails("player count", &["new", "pig10", "--players", "Anouk"], 3);
    seen
}

#[test]
fn lang_cmd_reports_and_errors_in_dutch() {
    let seen = session("nl");
    insta::assert_snapshot!("lang_cmd_nl", transcript(&seen));
    no_english(&seen);
}

#[test]
fn lang_cmd_reports_and_errors_in_german() {
    let seen = session("de");
    insta::assert_snapshot!("lang_cmd_de", transcript(&seen));
    no_english(&seen);
}

/// The reports (not the tables after them, which other areas write) and the errors say no
/// English word.
fn no_english(seen: &[(String, String)]) {
    for (what, text) in seen {
        let said = match what.as_str() {
            // What `new` and `round` print is written by render (another area).
            "new" | "new updown" | "round" => continue,
            "import" => text.clone(),
            _ => report(text),
        };
        let english = english_words(&said);
        assert!(
            english.is_empty(),
            "{what}: English {english:?} in:\n{said}"
        );
    }
}

#[test]
fn lang_cmd_english_words_are_found_as_whole_words_outside_commands() {
    assert_eq!(english_words("Round 2, `tenscore round`"), vec!["Round"]);
    assert!(english_words("laat MATCH weg").is_empty());
    assert!(english_words("rondes, Rundenzahl, `tenscore show 1 --all`").is_empty());
}
