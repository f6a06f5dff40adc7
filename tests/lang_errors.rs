//! The store's and the operations' errors in Dutch and German, with their hints: no database at
//! the path, a file that is not a tenscore database, one from a newer tenscore, an import of a
//! file that is not an export, and `check history` on a clean database and on one with an altered
//! score; snapshotted in both languages and read for English words left behind.

use crate::common::{TestEnv, transcript};

const LANGS: [&str; 2] = ["nl", "de"];

/// Words that would give away an English sentence, matched whole and in any case.
/// (not "database", "is", "record" or "export", which Dutch says too).
const ENGLISH: &[&str] = &[
    "no",
    "not",
    "at",
    "start",
    "choose",
    "another",
    "file",
    "left",
    "untouched",
    "written",
    "newer",
    "this",
    "one",
    "knows",
    "use",
    "line",
    "cannot",
    "imported",
    "nothing",
    "whole",
    "round",
    "rounds",
    "match",
    "matches",
    "checked",
    "every",
    "follows",
    "follow",
    "rules",
    "score",
    "stored",
    "but",
    "give",
    "the",
    "from",
    "fix",
    "player",
    "points",
];

/// The errors and reports in `lang`, as (what, text) pairs; the temporary paths are written
/// as DIR.
fn session(lang: &str) -> Vec<(String, String)> {
    let env = TestEnv::new();
    let dir = env.dir().to_str().unwrap().to_string();
    let mut seen = Vec::new();
    let mut fails = |what: &str, args: &[&str], code: i32| {
        let mut all = vec!["--lang", lang];
        all.extend_from_slice(args);
        let text = env.fails(&all, code).replace(&dir, "DIR");
        seen.push((what.to_string(), text));
    };
    let missing = format!("{dir}/nergens.db");
    fails("no database", &["--db", &missing, "standings"], 1);
    let notes = format!("{dir}/notities.txt");
    std::fs::write(&notes, "geen database\n".repeat(100)).unwrap();
    fails("not a tenscore database", &["--db", &notes, "standings"], 1);
    let broken = format!("{dir}/kapot.jsonl");
    // A record of an export, but not its header: the reader's own words (serde's) stay out.
    let end = r#"{"type":"end","players":0,"matches":0,"rounds":0}"#;
    std::fs::write(&broken, format!("{end}\n")).unwrap();
    fails("import of a malformed file", &["import", &broken], 2);

    let newer = TestEnv::new();
    newer.new_match(&["under10", "--players", "Anke,Bram"]);
    rusqlite::Connection::open(newer.db())
        .unwrap()
        .pragma_update(None, "user_version", 42)
        .unwrap();
    let text = newer
        .fails(&["--lang", lang, "standings"], 1)
        .replace(newer.dir().to_str().unwrap(), "DIR");
    seen.push(("newer schema".to_string(), text));

    let played = TestEnv::new();
    played.new_match(&["under10", "--players", "Anke,Bram,Cees"]);
    played.ok(&[
        "round", "1", "Anke=7", "Bram=3", "Cees=12", "--call", "Bram",
    ]);
    played.ok(&["round", "1", "Anke=2", "Bram=9", "Cees=0", "--call", "Cees"]);
    let clean = history(&played, lang, 0);
    seen.push(("check history, clean".to_string(), clean));
    rusqlite::Connection::open(played.db())
        .unwrap()
        .execute(
            "UPDATE round_scores SET points = points + 5, total = total + 5
             WHERE match_id = 1 AND seq = 2
               AND player_id = (SELECT player_id FROM seats WHERE match_id = 1 AND seat = 1)",
            [],
        )
        .unwrap();
    let altered = history(&played, lang, 3);
    seen.push(("check history, an altered score".to_string(), altered));
    seen
}

/// `check history` in `lang`, on a line wide enough not to wrap: its report, which exits with
/// `code`.
fn history(env: &TestEnv, lang: &str, code: i32) -> String {
    let report = env.wide(&["--lang", lang, "check", "history"], code);
    report.trim_end().to_string()
}

/// Every word of `ENGLISH` in `text`, outside what is quoted as a command; a placeholder of
/// the command line (PATH, TENSCORE_DB) is not prose.
fn english_in(text: &str) -> Vec<String> {
    crate::common::english_words(&crate::common::outside_backticks(text), ENGLISH)
        .into_iter()
        .filter(|word| word.chars().any(char::is_lowercase))
        .collect()
}

#[test]
fn lang_errors_in_dutch() {
    insta::assert_snapshot!("lang_errors_nl", transcript(&session("nl")));
}

#[test]
fn lang_errors_in_german() {
    insta::assert_snapshot!("lang_errors_de", transcript(&session("de")));
}

#[test]
fn lang_errors_say_no_english_word() {
    for lang in LANGS {
        for (what, text) in session(lang) {
            let english = english_in(&text);
            assert!(
                english.is_empty(),
                "{lang}, {what}: English {english:?} in:\n{text}"
            );
        }
    }
}

#[test]
fn lang_errors_an_empty_reason_is_refused_in_the_language_shown() {
    let env = TestEnv::new();
    let edit = |lang: &str| {
        env.fails(
            &["--lang", lang, "edit", "1", "1", "Ann=1", "--reason", " "],
            2,
        )
    };
    assert_eq!(
        edit("nl"),
        "de reden is leeg; zeg met --reason TEKST waarom de ronde veranderde"
    );
    assert_eq!(
        edit("de"),
        "der Grund ist leer; sag mit --reason TEXT, warum sich die Runde geändert hat"
    );
}
