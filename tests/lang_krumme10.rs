//! Krumme10 in Dutch and German: the display referee's verdicts and refusals, what a card's back
//! may show, a game's explanation, `play`'s table words, and `tenscore rules krumme10`.

use crate::common::TestEnv;

const LANGS: [&str; 2] = ["nl", "de"];

/// The displays the snapshots and the word test read: a steal and a chain of 1s going over, an
/// exact 15 with a reversal and the jackpot, one still open, a foul in teams, a play out of turn
/// after a reversal, and one after the display was resolved.
const DISPLAYS: &[(i32, &[&str])] = &[
    (
        0,
        &[
            "--players",
            "Alma,Bernie,Carla",
            "Bernie:3",
            "Carla:3",
            "Alma:1>Bernie:1>Bernie:1>Carla:3",
        ],
    ),
    (
        0,
        &[
            "--players",
            "Alma,Bernie,Carla",
            "Carla:4p",
            "Alma:4p!",
            "Carla:5",
            "Bernie:2",
        ],
    ),
    (0, &["--players", "Alma,Bernie,Carla,Dora", "Alma:3"]),
    (
        0,
        &[
            "--players",
            "Alma,Bernie,Carla,Dora",
            "--teams",
            "--empty",
            "Dora",
            "Alma:4",
            "Bernie:5",
            "Carla:3",
            "Alma:5",
        ],
    ),
    (
        3,
        &[
            "--players",
            "Alma,Bernie,Carla,Dora",
            "--empty",
            "Dora",
            "Alma:3",
            "Bernie:4p!",
            "Bernie:1",
        ],
    ),
    (3, &["Alma:5", "Bernie:5", "Carla:3"]),
    (3, &["--players", "Alma,Bernie", "Alma:1>Alma:3"]),
];

fn in_lang<'a>(lang: &'a str, args: &[&'a str]) -> Vec<&'a str> {
    let mut all = vec!["--lang", lang];
    all.extend_from_slice(args);
    all
}

/// Every display's verdict as text, then its JSON `reason`, in `lang`.
fn verdicts(env: &TestEnv, lang: &str) -> String {
    let mut out = Vec::new();
    for (code, args) in DISPLAYS {
        let mut all = in_lang(lang, &["check", "krumme10", "display"]);
        all.extend_from_slice(args);
        let text = (env.cmd().env("COLUMNS", "100"))
            .args(&all)
            .output()
            .unwrap();
        assert_eq!(text.status.code(), Some(*code), "{all:?}");
        out.push(format!(
            "$ {}\n{}",
            args.join(" "),
            String::from_utf8(text.stdout).unwrap()
        ));
        let mut json = in_lang(lang, &["--json"]);
        json.extend_from_slice(&all[2..]);
        let v: serde_json::Value = serde_json::from_slice(&env.run(&json).stdout).unwrap();
        out.push(format!("reason: {}\n", v["reason"].as_str().unwrap()));
    }
    for value in ["0", "4p", "3"] {
        out.push(env.ok(&in_lang(lang, &["check", "krumme10", "back", value])));
    }
    out.join("\n")
}

/// Refusals of what cannot be read, each one line on standard error.
fn refusals(env: &TestEnv, lang: &str) -> String {
    let cases: [&[&str]; 4] = [
        &["check", "krumme10", "display", "Alma"],
        &["check", "krumme10", "display", "Alma:3!"],
        &[
            "check",
            "krumme10",
            "display",
            "--players",
            "Alma,Bernie",
            "Carla:3",
        ],
        &[
            "check", "krumme10", "display", "--teams", "Alma:3", "Bernie:2",
        ],
    ];
    let mut out = Vec::new();
    for args in cases {
        let all = in_lang(lang, args);
        let output = env.run(&all);
        let text =
            String::from_utf8(output.stderr).unwrap() + &String::from_utf8(output.stdout).unwrap();
        out.push(text.trim_end().to_string());
    }
    out.join("\n")
}

/// A match in teams: a game's explanation (`--json round`), a refused game, and the options.
fn a_match(lang: &str) -> String {
    let env = TestEnv::new();
    env.ok(&[
        "new",
        "krumme10",
        "--players",
        "Alma,Bernie,Carla,Dora",
        "--teams",
        "--long",
    ]);
    let round = env.json(&in_lang(
        lang,
        &["round", "Alma=14", "Bernie=9", "Carla=3", "Dora=0"],
    ));
    let mut out: Vec<String> = round["explanation"]
        .as_array()
        .unwrap()
        .iter()
        .map(|line| line.as_str().unwrap().to_string())
        .collect();
    out.push(env.fails(
        &in_lang(
            lang,
            &["round", "Alma=200", "Bernie=90", "Carla=3", "Dora=0"],
        ),
        3,
    ));
    // The options: the line under the standings' title.
    let standings = env.ok(&in_lang(lang, &["standings"]));
    out.push(standings.lines().nth(1).unwrap_or_default().to_string());
    let standings = env.json(&in_lang(lang, &["standings"]));
    out.push(standings["next"].as_str().unwrap_or_default().to_string());
    out.join("\n")
}

fn rules(lang: &str) -> String {
    let env = TestEnv::new();
    let out = (env.cmd().env("COLUMNS", "80"))
        .args(in_lang(lang, &["rules", "krumme10"]))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn lang_krumme10_verdicts_in_dutch_and_german() {
    let env = TestEnv::new();
    for lang in LANGS {
        insta::assert_snapshot!(
            format!("lang_krumme10_verdicts_{lang}"),
            verdicts(&env, lang)
        );
        insta::assert_snapshot!(
            format!("lang_krumme10_refusals_{lang}"),
            refusals(&env, lang)
        );
        insta::assert_snapshot!(format!("lang_krumme10_match_{lang}"), a_match(lang));
    }
}

#[test]
fn lang_krumme10_rules_in_dutch_and_german_fit_80_columns() {
    for lang in LANGS {
        let text = rules(lang);
        for line in text.lines() {
            assert!(line.chars().count() <= 80, "{lang}: {line:?}");
        }
        insta::assert_snapshot!(format!("lang_krumme10_rules_{lang}"), text);
    }
    // Every marker of the English, in the language's own words.
    let english = rules("en");
    for (lang, house, convention, variant) in [
        ("nl", "[huisregel", "[tenscore-afspraak]", "[variant]"),
        ("de", "[Hausregel", "[tenscore-Konvention]", "[Variante]"),
    ] {
        let text = rules(lang).split_whitespace().collect::<Vec<_>>().join(" ");
        let en = english.split_whitespace().collect::<Vec<_>>().join(" ");
        assert_eq!(
            text.matches(house).count(),
            en.matches("[house ruling").count()
        );
        assert_eq!(
            text.matches(convention).count(),
            en.matches("[tenscore convention]").count()
        );
        assert_eq!(
            text.matches(variant).count(),
            en.matches("[variant]").count()
        );
    }
}

/// The words of `text` that are English: commands in backquotes and flags are left out, as are
/// card notation and names.
fn english_words(text: &str) -> Vec<String> {
    const ENGLISH: &[&str] = &[
        "round",
        "called",
        "player",
        "players",
        "points",
        "deal",
        "legal",
        "score",
        "scores",
        "the",
        "display",
        "steal",
        "steals",
        "stole",
        "stolen",
        "pink",
        "clockwise",
        "counterclockwise",
        "target",
        "draw",
        "draws",
        "card",
        "cards",
        "back",
        "play",
        "plays",
        "turn",
        "teammate",
        "victory",
        "game",
        "games",
        "exact",
        "whoever",
        "birthday",
        "thief",
        "liable",
        "flipped",
        "lowest",
        "none",
        "nothing",
        "left",
        "seat",
        "seating",
        "reshuffled",
        "average",
        "chain",
        "discard",
        "pile",
        "twice",
        "stole",
        "rules",
        "house",
        "ruling",
        "convention",
        "and",
        "not",
        "with",
    ];
    let plain = crate::common::outside_backticks(text);
    // "Not legal:" heads every refused `check` verdict; it is src/commands/check.rs's, not
    // Krumme10's, and is translated there.
    let plain = plain.replace("Not legal:", "");
    let prose: Vec<&str> = (plain.split_whitespace())
        .filter(|token| !token.starts_with("--"))
        .collect();
    crate::common::english_words(&prose.join(" "), ENGLISH)
}

#[test]
fn lang_krumme10_says_no_english_word_in_dutch_or_german() {
    let env = TestEnv::new();
    for lang in LANGS {
        let text = [
            verdicts(&env, lang),
            refusals(&env, lang),
            a_match(lang),
            rules(lang),
        ]
        .join("\n");
        let found = english_words(&text);
        assert!(found.is_empty(), "{lang}: {found:?}\n{text}");
    }
    // The test finds them in English.
    assert!(english_words(&verdicts(&env, "en")).len() > 20);
}
