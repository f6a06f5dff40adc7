//! 10 op en neer in Dutch and German: what the engine, `check updown` and `rules updown` say,
//! snapshotted in both languages and read for English words left behind. Only this game's own
//! sentences are read here (the round ahead, the explanations, the options, notes and legend, the
//! verdicts, the rules); the tables around them belong to other areas.

use serde_json::Value;

use crate::common::TestEnv;

const LANGS: [&str; 2] = ["nl", "de"];

/// Words that would give away an English sentence, matched whole and in any case (not "over",
/// which is Dutch too).
const ENGLISH: &[&str] = &[
    "round", "rounds", "called", "player", "players", "points", "deal", "deals", "legal", "score",
    "scores", "the", "bid", "bids", "trick", "tricks", "trump", "hook", "peak", "card", "cards",
    "hit", "took", "wins", "takes", "led", "suit", "follow", "match", "nobody", "each", "exact",
    "under", "hearts", "clubs", "may", "not", "and", "with", "first", "leads",
];

fn run(env: &TestEnv, lang: &str, args: &[&str]) -> String {
    let mut all = vec!["--lang", lang];
    all.extend_from_slice(args);
    env.ok(&all)
}

fn json(env: &TestEnv, lang: &str, args: &[&str]) -> Value {
    let mut all = vec!["--lang", lang, "--json"];
    all.extend_from_slice(args);
    let text = env.ok(&all);
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}):\n{text}"))
}

/// `tenscore --lang LANG ARGS...` that fails with `code`: its message, without "error: ".
fn refused(env: &TestEnv, lang: &str, args: &[&str], code: i32) -> String {
    let mut all = vec!["--lang", lang];
    all.extend_from_slice(args);
    let out = env.run(&all);
    assert_eq!(out.status.code(), Some(code), "{all:?}");
    String::from_utf8_lossy(&out.stderr)
        .trim_end()
        .trim_start_matches("error: ")
        .to_string()
}

/// A verdict of `check updown` on a line wide enough not to wrap, and its exit code.
fn check(env: &TestEnv, lang: &str, args: &[&str], code: i32) -> String {
    let mut all = vec!["--lang", lang, "check", "updown"];
    all.extend_from_slice(args);
    env.wide(&all, code).trim_end().to_string()
}

/// Every English word of `ENGLISH` in `text`.
fn english_in(text: &str) -> Vec<String> {
    crate::common::english_words(text, ENGLISH)
}

/// Plays a match of four with the hook in `lang` and returns this game's sentences from what it
/// printed: the round ahead (before and with the bids), the explanations of a round, the options,
/// a note, the legend and the refusals of a bid and of tricks.
fn match_sentences(lang: &str) -> Vec<(String, String)> {
    let env = TestEnv::new();
    let mut said = Vec::new();
    let mut say = |what: &str, text: String| said.push((what.to_string(), text));
    run(
        &env,
        lang,
        &[
            "new",
            "updown",
            "--players",
            "Anouk,Bram,Cas,Dirk",
            "--peak",
            "2",
            "--hook",
        ],
    );
    say(
        "next",
        json(&env, lang, &["standings"])["next"]
            .as_str()
            .unwrap()
            .into(),
    );
    run(&env, lang, &["bid", "Anouk=1", "Bram=0", "Cas=0", "Dirk=1"]);
    let round = json(
        &env,
        lang,
        &["round", "Anouk=1", "Bram=0", "Cas=0", "Dirk=0"],
    );
    for line in round["explanation"].as_array().unwrap() {
        say("explanation", line.as_str().unwrap().into());
    }
    // Round 2: Bram bids first, Anouk last; with 1 + 0 + 0 bid, Anouk may not say 1.
    say(
        "hook",
        refused(
            &env,
            lang,
            &["bid", "Anouk=1", "Bram=1", "Cas=0", "Dirk=0"],
            3,
        ),
    );
    say(
        "above",
        refused(
            &env,
            lang,
            &["bid", "Anouk=3", "Bram=1", "Cas=0", "Dirk=0"],
            3,
        ),
    );
    say(
        "no bids",
        refused(
            &env,
            lang,
            &["round", "Anouk=1", "Bram=1", "Cas=0", "Dirk=0"],
            3,
        ),
    );
    run(
        &env,
        lang,
        &[
            "bid", "Anouk=2", "Bram=1", "Cas=0", "Dirk=0", "--trump", "harten",
        ],
    );
    say(
        "next",
        json(&env, lang, &["standings"])["next"]
            .as_str()
            .unwrap()
            .into(),
    );
    say(
        "sum",
        refused(
            &env,
            lang,
            &["round", "Anouk=1", "Bram=0", "Cas=0", "Dirk=0"],
            3,
        ),
    );
    let standings = run(&env, lang, &["standings"]);
    let lines: Vec<&str> = standings.lines().collect();
    say("options", lines[1].to_string());
    let show = run(&env, lang, &["show"]);
    // The deal column of round 1, and the legend under the table.
    let deal = show
        .lines()
        .find(|l| l.contains(" ♥") || l.contains("1 "))
        .unwrap();
    say("show row", deal.to_string());
    let legend = show
        .lines()
        .skip_while(|l| !l.starts_with('└'))
        .nth(1)
        .unwrap();
    say("legend", legend.to_string());
    run(
        &env,
        lang,
        &["round", "Anouk=2", "Bram=0", "Cas=0", "Dirk=0"],
    );
    let last = run(&env, lang, &["standings"]);
    say("next, round 3", last.lines().last().unwrap().to_string());
    said
}

fn check_sentences(lang: &str) -> Vec<(String, String)> {
    let env = TestEnv::new();
    let trick = ["trick", "--trump", "hearts", "KC", "AS", "5C", "2H"];
    let mut said = vec![
        ("trick".to_string(), check(&env, lang, &trick, 0)),
        (
            "trick, named".to_string(),
            check(
                &env,
                lang,
                &[
                    "trick",
                    "--trump",
                    "H",
                    "--players",
                    "Anouk,Bram,Cas,Dirk",
                    "--leader",
                    "Bram",
                    "KC",
                    "AS",
                    "5C",
                    "2H",
                ],
                0,
            ),
        ),
        (
            "trick, no trump".to_string(),
            check(
                &env,
                lang,
                &["trick", "--trump", "S", "KC", "AH", "5C", "2D"],
                0,
            ),
        ),
        (
            "trick, led alone".to_string(),
            check(&env, lang, &["trick", "--trump", "S", "5C", "AH", "2D"], 0),
        ),
        (
            "trick, highest trump".to_string(),
            check(&env, lang, &["trick", "--trump", "C", "KC", "AC", "5C"], 0),
        ),
        (
            "follow".to_string(),
            check(
                &env,
                lang,
                &["follow", "--led", "clubs", "KC", "--hand", "5C,KC,2H"],
                0,
            ),
        ),
        (
            "follow, void".to_string(),
            check(
                &env,
                lang,
                &["follow", "--led", "spades", "2H", "--hand", "5C,KC,2H"],
                0,
            ),
        ),
        (
            "follow, refused".to_string(),
            check(
                &env,
                lang,
                &["follow", "--led", "clubs", "2H", "--hand", "5C,KC,2H"],
                3,
            ),
        ),
        (
            "follow, the one card".to_string(),
            check(
                &env,
                lang,
                &["follow", "--led", "clubs", "2H", "--hand", "5C,2H"],
                3,
            ),
        ),
        (
            "bids".to_string(),
            check(
                &env,
                lang,
                &[
                    "bids", "--cards", "5", "--seats", "4", "--hook", "2", "1", "0",
                ],
                0,
            ),
        ),
        (
            "bids, any".to_string(),
            check(
                &env,
                lang,
                &["bids", "--cards", "1", "--seats", "4", "1"],
                0,
            ),
        ),
    ];
    let mut reason = |what: &str, args: &[&str]| {
        let mut all = vec!["--lang", lang, "--json", "check", "updown"];
        all.extend_from_slice(args);
        let out = (env.cmd()).args(&all).output().unwrap();
        assert_eq!(out.status.code(), Some(3), "{all:?}");
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        said.push((what.to_string(), v["reason"].as_str().unwrap().to_string()));
    };
    reason("too few", &["trick", "--trump", "H", "KC"]);
    reason("bid above", &["bids", "--cards", "2", "--seats", "4", "3"]);
    // More bids than bidders does not fit --seats: one line (exit 2), as a trick too many cards.
    said.push((
        "all bid".to_string(),
        refused(
            &env,
            lang,
            &[
                "check", "updown", "bids", "--cards", "5", "--seats", "4", "2", "1", "0", "3",
            ],
            2,
        ),
    ));
    said.push((
        "not in hand".to_string(),
        refused(
            &env,
            lang,
            &[
                "check", "updown", "follow", "--led", "C", "2H", "--hand", "5C",
            ],
            2,
        ),
    ));
    // A trick that does not fit the table: refused with one line (exit 2), as in a hand.
    said.push((
        "table".to_string(),
        refused(
            &env,
            lang,
            &[
                "check",
                "updown",
                "trick",
                "--trump",
                "H",
                "--players",
                "Anouk,Bram,Cas",
                "KC",
                "AS",
            ],
            2,
        ),
    ));
    // A card twice is impossible input: refused with one line (exit 2).
    said.push((
        "twice".to_string(),
        refused(
            &env,
            lang,
            &["check", "updown", "trick", "--trump", "H", "KC", "AS", "KC"],
            2,
        ),
    ));
    said
}

fn shown(said: &[(String, String)]) -> String {
    said.iter()
        .map(|(what, text)| format!("[{what}]\n{text}\n"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The rules at 80 columns.
fn rules(lang: &str) -> String {
    let env = TestEnv::new();
    let out = (env.cmd().env("COLUMNS", "80"))
        .args(["--lang", lang, "rules", "updown"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn lang_updown_a_match_is_kept_in_dutch_and_german() {
    for lang in LANGS {
        let said = match_sentences(lang);
        insta::assert_snapshot!(format!("lang_updown_match_{lang}"), shown(&said));
    }
}

#[test]
fn lang_updown_the_referee_speaks_dutch_and_german() {
    for lang in LANGS {
        let said = check_sentences(lang);
        insta::assert_snapshot!(format!("lang_updown_check_{lang}"), shown(&said));
    }
}

#[test]
fn lang_updown_the_rules_are_written_in_dutch_and_german_and_fit_80_columns() {
    for lang in LANGS {
        let text = rules(lang);
        for line in text.lines() {
            assert!(line.chars().count() <= 80, "{lang}: {line:?}");
        }
        insta::assert_snapshot!(format!("lang_updown_rules_{lang}"), text);
    }
    assert!(rules("nl").contains("[huisregel]"));
    assert!(rules("de").contains("[Hausregel]"));
}

#[test]
fn lang_updown_no_english_is_left_in_dutch_or_german() {
    for lang in LANGS {
        for (what, text) in match_sentences(lang).iter().chain(&check_sentences(lang)) {
            // Card codes and commands in a hint are examples, the same in every language.
            let text = crate::common::outside_backticks(&text.replace("KC AS 5C 2H", ""));
            let found = english_in(&text);
            assert!(found.is_empty(), "{lang} {what}: {found:?} in {text:?}");
        }
        // The rules, without the commands they quote (in backquotes and the indented rows).
        let rules = rules(lang);
        let prose = crate::common::outside_backticks(
            &(rules.lines())
                .filter(|line| !line.starts_with(' '))
                .collect::<Vec<_>>()
                .join("\n"),
        );
        let found = english_in(&prose);
        assert!(found.is_empty(), "{lang} rules: {found:?}");
    }
}
