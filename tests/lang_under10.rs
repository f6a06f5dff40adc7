//! Onder de 10 / Unter der 10 in Dutch and German: a round with a call, its standings and `show`,
//! and the three forms of `check under10` (call, combo, luck), each with a legal and a refused
//! verdict; snapshotted in both languages and read for English words left behind.

use crate::common::{TestEnv, transcript};

const LANGS: [&str; 2] = ["nl", "de"];

/// Words that would give away an English sentence, matched whole and in any case.
const ENGLISH: &[&str] = &[
    "round",
    "rounds",
    "called",
    "call",
    "calls",
    "player",
    "players",
    "points",
    "luck",
    "stroke",
    "combination",
    "legal",
    "score",
    "scores",
    "the",
    "hand",
    "hands",
    "cards",
    "card",
    "stands",
    "failed",
    "drawn",
    "played",
    "pair",
    "street",
    "match",
    "total",
    "not",
    "with",
];

/// `tenscore --lang LANG ARGS...`, which succeeds: its standard output.
fn run(env: &TestEnv, lang: &str, args: &[&str]) -> String {
    let mut all = vec!["--lang", lang];
    all.extend_from_slice(args);
    env.ok(&all)
}

/// Everything this test reads in `lang`, as (what, text) pairs.
fn session(lang: &str) -> Vec<(String, String)> {
    let env = TestEnv::new();
    let mut seen = Vec::new();
    run(
        &env,
        lang,
        &[
            "new",
            "under10",
            "--players",
            "Anke,Bram,Cees",
            "--bonus-cards",
        ],
    );
    let round = run(
        &env,
        lang,
        &[
            "round", "1", "Anke=7", "Bram=3", "Cees=12", "--call", "Bram",
        ],
    );
    seen.push(("round --call".to_string(), round));
    let failed = run(
        &env,
        lang,
        &["round", "1", "Anke=2", "Bram=9", "Cees=0", "--call", "Bram"],
    );
    seen.push(("round --call, failed".to_string(), failed));
    seen.push((
        "standings".to_string(),
        run(&env, lang, &["standings", "1"]),
    ));
    seen.push(("show".to_string(), run(&env, lang, &["show", "1"])));
    let checks: &[(&str, &[&str], i32)] = &[
        (
            "check call, stands",
            &["call", "--call", "Anke", "Anke=3", "Bram=7", "Cees=12"],
            0,
        ),
        (
            "check call, refused",
            &["call", "--call", "Anke", "Anke=10", "Bram=7"],
            3,
        ),
        (
            "check combo, legal",
            &["combo", "8r", "9b", "10g", "11r", "12y"],
            0,
        ),
        ("check combo, refused", &["combo", "8r", "9b", "10r"], 3),
        (
            "check luck, legal",
            &["luck", "--played", "8r,8b", "--drawn", "8g"],
            0,
        ),
        (
            "check luck, refused",
            &["luck", "--played", "8r", "--drawn", "8g", "--from", "open"],
            3,
        ),
    ];
    let env_lang = TestEnv::new();
    for (what, args, code) in checks {
        let text = check_in(&env_lang, lang, args, *code);
        seen.push((what.to_string(), text));
    }
    seen
}

/// `check under10 ARGS...` in `lang`, on a line wide enough not to wrap: its verdict, which
/// exits with `code`.
fn check_in(env: &TestEnv, lang: &str, args: &[&str], code: i32) -> String {
    let mut all = vec!["--lang", lang, "check", "under10"];
    all.extend_from_slice(args);
    env.wide(&all, code).trim_end().to_string()
}

/// Words of `ENGLISH` that the language says too, spelled as it spells them: Dutch "in de
/// hand", German "auf der Hand" (a German "hand" in lower case is still English).
const SAID_TOO: &[(&str, &str)] = &[("nl", "hand"), ("de", "Hand")];

/// Every word of `ENGLISH` in `text` in `lang`, outside what is quoted as a command.
fn english_in(lang: &str, text: &str) -> Vec<String> {
    crate::common::english_words(&crate::common::outside_backticks(text), ENGLISH)
        .into_iter()
        .filter(|word| !SAID_TOO.contains(&(lang, word.as_str())))
        .collect()
}

#[test]
fn lang_under10_in_dutch() {
    insta::assert_snapshot!("lang_under10_nl", transcript(&session("nl")));
}

#[test]
fn lang_under10_in_german() {
    insta::assert_snapshot!("lang_under10_de", transcript(&session("de")));
}

#[test]
fn lang_under10_says_no_english_word() {
    for lang in LANGS {
        for (what, text) in session(lang) {
            let english = english_in(lang, &text);
            assert!(
                english.is_empty(),
                "{lang}, {what}: English {english:?} in:\n{text}"
            );
        }
    }
}
