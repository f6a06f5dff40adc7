//! Pig 10 in Dutch and German: every `check pig10` verdict, the deals' explanations and the
//! next-deal line, the refusals and `rules pig10`, in the reader's language. The players are
//! named so that no name is an English word.

use serde_json::Value;

use crate::common::{TestEnv, words};

const LANGS: [&str; 2] = ["nl", "de"];

/// The seating of the pile checks.
const SEATING: &str = "Anke,Bram,Carla,Dirk";

/// `check pig10 play` forms: (exit, arguments).
const PLAYS: &[(i32, &[&str])] = &[
    (0, &["--pile", "6", "5"]),
    (0, &["--pile", "5", "--previous", "5", "5"]),
    (0, &["--pile", "7", "0"]),
    (0, &["--pile", "6", "5", "--says", "1"]),
    (3, &["--pile", "6", "5", "--says", "4"]),
    (3, &["8", "--says", "3"]),
];

/// `check pig10 pile` forms, without the seating: (exit, arguments).
const PILES: &[(i32, &[&str])] = &[
    (0, &["Anke:4", "Bram:3", "Carla:2", "Dirk:6"]),
    (0, &["Anke:5", "Bram:1", "Carla:5@1"]),
    (0, &["Anke:5", "Bram:5"]),
    (0, &["Anke:4"]),
    (3, &["Anke:5", "Carla:5"]),
    (3, &["Anke:10", "Bram:5"]),
    (3, &["--skip", "Bram", "Anke:5", "Bram:5"]),
    (3, &["Anke:5", "Bram:5@3"]),
];

/// Runs `tenscore --lang LANG [--json] check pig10 FORM ARGS...`, expects `code` and nothing on
/// stderr; the command line, the exit and stdout, as a snapshot shows them.
fn verdict(env: &TestEnv, lang: &str, json: bool, form: &str, code: i32, args: &[&str]) -> String {
    let mut all = vec!["--lang", lang];
    if json {
        all.push("--json");
    }
    all.extend(["check", "pig10", form]);
    if form == "pile" {
        all.extend(["--players", SEATING]);
    }
    all.extend_from_slice(args);
    let out = env.run(&all);
    let stdout = String::from_utf8(out.stdout).expect("utf-8 output");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(code), "{all:?}: {stderr}");
    assert!(stderr.is_empty(), "{all:?}: {stderr}");
    if json {
        let v: Value = serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{all:?}: {e}"));
        assert_eq!(v["legal"], code == 0, "{all:?}: {v}");
    }
    format!("$ tenscore {}\nexit: {code}\n---\n{stdout}", all.join(" "))
}

/// Every form of `check pig10 FORM` in `lang`, as text or JSON; the pile forms that break a rule
/// only as JSON (their text's first words are the shared verdict's, not Pig 10's).
fn verdicts(env: &TestEnv, lang: &str, json: bool, form: &str) -> Vec<String> {
    let cases = if form == "play" { PLAYS } else { PILES };
    cases
        .iter()
        .filter(|(code, _)| json || form == "play" || *code == 0)
        .map(|(code, args)| verdict(env, lang, json, form, *code, args))
        .collect()
}

/// Two deals of a match, the second with two leaders, and a third whose counts do not fit the
/// box: the deals' explanations and the next-deal line from the JSON, and the refusal.
fn deals(lang: &str) -> String {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "Anke,Bram,Carla"]);
    let mut lines = Vec::new();
    for round in [
        ["Anke=12", "Bram=7", "Carla=0"],
        ["Anke=3", "Bram=9", "Carla=9"],
    ] {
        let mut all = vec!["--lang", lang, "round"];
        all.extend(round);
        let v = env.json(&all);
        lines.push(format!("$ tenscore {}", all.join(" ")));
        for line in v["explanation"].as_array().expect("an explanation") {
            lines.push(line.as_str().unwrap().to_string());
        }
        lines.push(v["standings"]["next"].as_str().unwrap().to_string());
    }
    let over = ["--lang", lang, "round", "Anke=50", "Bram=30", "Carla=1"];
    lines.push(format!("$ tenscore {}", over.join(" ")));
    lines.push(env.fails(&over, 3));
    lines.join("\n") + "\n"
}

/// `rules pig10` in `lang` at 80 columns.
fn rules(lang: &str) -> String {
    let env = TestEnv::new();
    let out = (env.cmd())
        .env("COLUMNS", "80")
        .args(["--lang", lang, "rules", "pig10"])
        .output()
        .expect("tenscore runs");
    assert_eq!(out.status.code(), Some(0));
    String::from_utf8(out.stdout).expect("utf-8 output")
}

fn snapshot(name: &str, text: &str) {
    insta::with_settings!({ omit_expression => true }, {
        insta::assert_snapshot!(name, text);
    });
}

#[test]
fn lang_pig10_check_verdicts_in_dutch_and_german() {
    let env = TestEnv::new();
    for lang in LANGS {
        for form in ["play", "pile"] {
            for json in [false, true] {
                let suffix = if json { "json" } else { "text" };
                snapshot(
                    &format!("lang_pig10_check_{form}_{suffix}_{lang}"),
                    &verdicts(&env, lang, json, form).join("\n"),
                );
            }
        }
    }
    assert!(!env.db().exists());
}

#[test]
fn lang_pig10_deals_in_dutch_and_german() {
    for lang in LANGS {
        snapshot(&format!("lang_pig10_deals_{lang}"), &deals(lang));
    }
}

#[test]
fn lang_pig10_rules_in_dutch_and_german() {
    for lang in LANGS {
        snapshot(&format!("lang_pig10_rules_{lang}"), &rules(lang));
    }
}

#[test]
fn the_rules_in_dutch_and_german_fit_80_columns_without_a_split_word() {
    let env = TestEnv::new();
    for lang in LANGS {
        let shown = rules(lang);
        for line in shown.lines() {
            assert!(line.chars().count() <= 80, "{lang}: {line:?}");
        }
        // The same words as the text itself: none was split to fit.
        let v = env.json(&["--lang", lang, "rules", "pig10"]);
        assert_eq!(words(v["rules"].as_str().unwrap()), words(&shown), "{lang}");
        assert_eq!(v["game"], "pig10");
    }
}

#[test]
fn a_refused_pile_or_play_is_said_in_dutch_and_german() {
    let env = TestEnv::new();
    let cases: [(&[&str], [&str; 2]); 4] = [
        (
            &["pile", "--players", SEATING, "Xaver:5"],
            [
                "'Xaver' hoort niet bij de spelers; noem een van de spelers: Anke, Bram, Carla, Dirk",
                "'Xaver' gehört nicht zu den Spielern; einen der Spieler nennen: Anke, Bram, Carla, \
                 Dirk",
            ],
        ),
        (
            &["pile", "--players", SEATING, "Anke5"],
            [
                "'Anke5' is geen zet; schrijf elke zet als NAME:CARD of NAME:CARD@CALLED, bijv. \
                 Ann:5@0",
                "'Anke5' ist kein Zug; jeden Zug als NAME:CARD oder NAME:CARD@CALLED schreiben, \
                 z. B. Ann:5@0",
            ],
        ),
        (
            &["pile", "--players", SEATING, "--skip", "Xaver", "Anke:5"],
            [
                "'Xaver' hoort niet bij de spelers; noem een van de spelers: Anke, Bram, Carla, Dirk",
                "'Xaver' gehört nicht zu den Spielern; einen der Spieler nennen: Anke, Bram, Carla, \
                 Dirk",
            ],
        ),
        (
            &["play", "--pile", "12", "3"],
            [
                "een stapel van 12 is niet meer in het spel: bij 10 of meer is hij al gepakt; geef \
                 een stapelwaarde van 0 tot en met 9 (0 voor een lege stapel)",
                "ein Stapel von 12 ist nicht mehr im Spiel: bei 10 oder mehr wurde er schon \
                 genommen; einen Stapelwert von 0 bis 9 angeben (0 für einen leeren Stapel)",
            ],
        ),
    ];
    for (args, said) in cases {
        for (lang, expected) in LANGS.into_iter().zip(said) {
            let mut all = vec!["--lang", lang, "check", "pig10"];
            all.extend_from_slice(args);
            assert_eq!(env.fails(&all, 2), expected, "{all:?}");
        }
    }
}

/// English words that must not be left in Dutch or German output.
const ENGLISH: &[&str] = &[
    "round",
    "called",
    "player",
    "players",
    "points",
    "deal",
    "deals",
    "legal",
    "score",
    "the",
    "pile",
    "card",
    "cards",
    "play",
    "plays",
    "takes",
    "frog",
    "pigmaid",
    "most",
    "collected",
    "empty",
    "value",
    "values",
    "turn",
    "and",
    "with",
    "cannot",
    "make",
    "only",
    "exactly",
    "nobody",
    "seated",
    "before",
    "clockwise",
    "count",
    "could",
    "rules",
    "house",
    "ruling",
    "convention",
    "draw",
    "box",
    "match",
    "wins",
];

/// The English words of `text` (whole words, any case), leaving out the commands in backticks
/// and the notation of plays (`NAME:CARD@CALLED`), which stay as they are typed.
fn english_words(text: &str) -> Vec<String> {
    let text: String = crate::common::outside_backticks(text)
        .replace("NAME:CARD[@CALLED]", "")
        .replace("NAME:CARD@CALLED", "")
        .replace("NAME:CARD", "");
    crate::common::english_words(&text, ENGLISH)
}

#[test]
fn no_english_is_left_in_dutch_or_german_pig10_output() {
    let env = TestEnv::new();
    for lang in LANGS {
        let mut texts = Vec::new();
        for form in ["play", "pile"] {
            for json in [false, true] {
                for text in verdicts(&env, lang, json, form) {
                    // The command line echoed above the verdict is the test's, not tenscore's.
                    let (_, said) = text.split_once("---\n").unwrap();
                    texts.push(if json {
                        // The sentences of the JSON, not its keys.
                        let v: Value = serde_json::from_str(said).unwrap();
                        sentences(&v).join("\n")
                    } else {
                        said.to_string()
                    });
                }
            }
        }
        let deals = deals(lang);
        texts.extend(
            deals
                .lines()
                .filter(|l| !l.starts_with("$ "))
                .map(String::from),
        );
        texts.push(rules(lang));
        for text in texts {
            assert_eq!(english_words(&text), Vec::<String>::new(), "{lang}: {text}");
        }
    }
}

/// The sentences of a verdict's JSON: its `reason` and every `rule` (the ids beside them, such
/// as `leads_to`, stay English).
fn sentences(v: &Value) -> Vec<String> {
    match v {
        Value::Array(items) => items.iter().flat_map(sentences).collect(),
        Value::Object(map) => map
            .iter()
            .flat_map(|(key, value)| match (key.as_str(), value) {
                ("reason" | "rule", Value::String(s)) => vec![s.clone()],
                _ => sentences(value),
            })
            .collect(),
        _ => Vec::new(),
    }
}
