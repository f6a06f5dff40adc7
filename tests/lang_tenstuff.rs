//! Tenstuff in Dutch and German: every `check tenstuff` form's verdict and reason, the JSON reason
//! of a refused play, and `rules tenstuff`, with no English word left in them.

use crate::common::TestEnv;

/// `tenscore --lang LANG ARGS...` on a wide terminal: stdout, whatever the exit code (0 or 3).
fn said(env: &TestEnv, lang: &str, args: &[&str]) -> String {
    let out = env
        .cmd()
        .env("COLUMNS", "1000")
        .args(["--lang", lang])
        .args(args)
        .output()
        .expect("tenscore runs");
    assert!(
        matches!(out.status.code(), Some(0 | 3)),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8 output")
}

/// The `check tenstuff` forms whose every word comes from Tenstuff's messages.
const CHECKS: &[&[&str]] = &[
    &["play", "--on", "5H", "7C"],
    &["play", "--on", "QH,QS", "QC,QD"],
    &["play", "--on", "QH", "4H"],
    &["play", "--on", "KC", "JK,JKM"],
    &["play", "7C,7D"],
    &[
        "slam",
        "--on",
        "8H",
        "--set",
        "8S,8C",
        "--give",
        "5S,3C,KS,5D",
    ],
    &["first", "Ann=3D,9S,KH", "Bob=3C,JKM", "Cy=AS,AH"],
    &["first", "Ann=3D,9S,KH", "Bob=3C,7D", "Cy=AS,AH"],
    &["first", "--restart", "Ann=9S,KH", "Bob=7C,JK", "Cy="],
    &["skip", "--ten", "10H", "--hand", "3H,10H,KH,4C,JK"],
    &[
        "skip",
        "--ten",
        "10H",
        "--hand",
        "3H,10H,KH,4C,JK",
        "--give",
        "3H,4C,JK",
    ],
    &[
        "skip",
        "--ten",
        "10S",
        "--hand",
        "2S,9D",
        "--players",
        "Ann,Bob,Cy",
        "--skipped",
        "Bob",
        "--counterclockwise",
    ],
    &[
        "sixes",
        "--players",
        "Ann,Bob,Cy,Dee",
        "--by",
        "Bob",
        "6H,6C,6S",
    ],
    &[
        "sixes",
        "--players",
        "Ann,Bob,Cy,Dee",
        "--by",
        "Bob",
        "6H,6C",
    ],
    &[
        "sixes",
        "--players",
        "Ann,Bob,Cy,Dee",
        "--by",
        "Bob",
        "--swapped",
        "6H,6C,6S",
    ],
    &["shame", "--hand", "5"],
    &["shame", "--hand", "3H,10H,KH"],
    &[
        "excommunication",
        "--players",
        "Ann,Bob,Cy,Dee",
        "--by",
        "Bob",
        "--onto",
        "pile",
    ],
    &[
        "excommunication",
        "--players",
        "Ann,Bob,Cy,Dee",
        "--by",
        "Bob",
        "--onto",
        "pile",
        "Cy:play",
        "Dee:pass",
    ],
    &[
        "excommunication",
        "--players",
        "Ann,Bob,Cy",
        "--by",
        "Bob",
        "--onto",
        "table",
        "Cy:play",
    ],
    &[
        "unwin",
        "--players",
        "Ann,Bob,Cy,Dee",
        "--out",
        "Ann,Bob",
        "--by",
        "Cy",
        "--on",
        "5H",
        "--set",
        "5S,5C",
        "--give",
        "3S",
    ],
    &[
        "unwin",
        "--players",
        "Ann,Bob,Cy",
        "--out",
        "Ann",
        "--by",
        "Cy",
        "--on",
        "9D",
        "--set",
        "9S,9C",
    ],
];

/// Refused forms: their JSON reason is all Tenstuff's (the text verdict's head is `check`'s).
const REFUSED: &[&[&str]] = &[
    &["play", "--on", "7H", "5C"],
    &["play", "--on", "QH,QS", "4C"],
    &["slam", "--on", "8H", "--set", "8S", "--give", "5S"],
    &[
        "sixes",
        "--casual",
        "--players",
        "Ann,Bob",
        "--by",
        "Bob",
        "6H,6C,6S",
    ],
    &["shame", "--hand", "52"],
    &[
        "excommunication",
        "--players",
        "Ann,Bob,Cy,Dee",
        "--by",
        "Bob",
        "--onto",
        "pile",
        "Cy:play",
        "Bob:play",
    ],
    &[
        "unwin",
        "--players",
        "Ann,Bob,Cy",
        "--out",
        "Ann,Bob",
        "--by",
        "Cy",
        "--on",
        "9D",
        "--set",
        "9S,9C",
    ],
];

fn checks(env: &TestEnv, lang: &str) -> String {
    let mut all = String::new();
    for form in CHECKS {
        let mut args = vec!["check", "tenstuff"];
        args.extend_from_slice(form);
        all.push_str(&format!("$ tenscore {}\n", args.join(" ")));
        all.push_str(&said(env, lang, &args));
        all.push('\n');
    }
    for form in REFUSED {
        let mut args = vec!["--json", "check", "tenstuff"];
        args.extend_from_slice(form);
        let json: serde_json::Value =
            serde_json::from_str(&said(env, lang, &args)).expect("JSON verdict");
        assert_eq!(json["legal"], false, "{form:?}");
        all.push_str(&format!("$ tenscore {}\n", args.join(" ")));
        all.push_str(json["reason"].as_str().expect("a reason"));
        all.push_str("\n\n");
    }
    all
}

/// The rules as an 80-column terminal shows them.
fn rules(env: &TestEnv, lang: &str) -> String {
    let out = env
        .cmd()
        .env("COLUMNS", "80")
        .args(["--lang", lang, "rules", "tenstuff"])
        .output()
        .expect("tenscore runs");
    assert_eq!(out.status.code(), Some(0));
    String::from_utf8(out.stdout).expect("utf-8 output")
}

#[test]
fn lang_tenstuff_checks_in_dutch_and_german() {
    let env = TestEnv::new();
    insta::assert_snapshot!("lang_tenstuff_checks_nl", checks(&env, "nl"));
    insta::assert_snapshot!("lang_tenstuff_checks_de", checks(&env, "de"));
}

#[test]
fn lang_tenstuff_rules_in_dutch_and_german() {
    let env = TestEnv::new();
    for lang in ["nl", "de"] {
        let text = rules(&env, lang);
        for line in text.lines() {
            assert!(line.chars().count() <= 80, "{lang}: {line}");
        }
    }
    insta::assert_snapshot!("lang_tenstuff_rules_nl", rules(&env, "nl"));
    insta::assert_snapshot!("lang_tenstuff_rules_de", rules(&env, "de"));
}

/// English words that must not be left in Dutch or German text.
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
    "sixes",
    "turn",
    "cards",
    "card",
    "draw",
    "plays",
    "passes",
    "skipped",
    "lowest",
    "starts",
    "given",
    "suit",
    "shares",
    "excommunicated",
    "back",
    "out",
    "and",
    "or",
    "with",
    "house",
    "ruling",
    "official",
    "rules",
    "match",
    "attempt",
    "three",
    "first",
];

fn english_words(text: &str) -> Vec<String> {
    // `new tenstuff --casual` and the like are commands, and flags are typed as they are.
    let text: String = crate::common::outside_backticks(text)
        .split_whitespace()
        .filter(|word| !word.contains('`') && !word.starts_with("--"))
        .collect::<Vec<_>>()
        .join(" ");
    crate::common::english_words(&text, ENGLISH)
}

#[test]
fn lang_tenstuff_leaves_no_english_word() {
    let env = TestEnv::new();
    for lang in ["nl", "de"] {
        let checks = checks(&env, lang);
        // The command lines in the transcript are commands, not text.
        let said: String = checks
            .lines()
            .filter(|line| !line.starts_with("$ "))
            .collect::<Vec<_>>()
            .join("\n");
        let found = english_words(&said);
        assert!(found.is_empty(), "{lang}: {found:?}\n{said}");
        let rules = rules(&env, lang);
        let found = english_words(&rules);
        assert!(found.is_empty(), "{lang}: {found:?}\n{rules}");
    }
}
