//! The tables in Dutch and German: `standings` and `show` of one match of each game, `history`
//! and `stats`, set up with English commands and read with `--lang nl` / `--lang de`. Snapshots
//! pin the text; a scan makes sure no English word of the tables is left in it.

use crate::common::TestEnv;

/// Five matches, one of each game, played with English commands; the players' names are no
/// English words. Match 1 (Onder de 10) is finished with an edited round, match 2 (10 op en neer)
/// has a bid open, match 3 (Pig 10) is abandoned after an undo, match 4 (Krumme10) is played in
/// teams, match 5 (Tenstuff) goes on.
fn five_matches() -> TestEnv {
    let env = TestEnv::new();
    let script: &[&[&str]] = &[
        &[
            "new",
            "under10",
            "--players",
            "Anke,Bram,Cees",
            "--bonus-cards",
        ],
        &[
            "round",
            "1",
            "Anke=7",
            "Bram=3",
            "Cees=12+joker",
            "--call",
            "Bram",
        ],
        &["round", "1", "Anke=4", "Bram=9", "Cees=0", "--luck", "Cees"],
        &[
            "edit", "1", "1", "Anke=8", "Bram=3", "Cees=12", "--call", "Bram", "--reason", "oeps",
        ],
        &["finish", "1"],
        &["new", "updown", "--players", "Anke,Bram,Dirk"],
        &["bid", "2", "Anke=1", "Bram=0", "Dirk=1"],
        &["round", "2", "Anke=1", "Bram=0", "Dirk=0"],
        &["bid", "2", "Anke=1", "Bram=0", "Dirk=0"],
        &["new", "pig10", "--players", "Cees,Dirk"],
        &["round", "3", "Cees=3", "Dirk=5"],
        &["round", "3", "Cees=2", "Dirk=1"],
        &["undo", "3"],
        &["finish", "3", "--abandon"],
        &[
            "new",
            "krumme10",
            "--players",
            "Anke,Bram,Cees,Dirk",
            "--teams",
        ],
        &["round", "4", "Anke=5", "Bram=0", "Cees=2", "Dirk=0"],
        &["new", "tenstuff", "--players", "Anke,Bram,Cees"],
        &["round", "5", "--order", "Bram,Anke,Cees"],
    ];
    for args in script {
        env.ok(args);
    }
    env
}

/// Every text the tables print for the five matches in `lang`, each with its command line.
fn outputs(env: &TestEnv, lang: &str) -> Vec<(String, String)> {
    let mut commands: Vec<Vec<&str>> = Vec::new();
    let ids = ["1", "2", "3", "4", "5"];
    for id in &ids {
        commands.push(vec!["standings", id]);
        commands.push(vec!["show", id]);
    }
    commands.push(vec!["history"]);
    commands.push(vec!["stats"]);
    commands.push(vec!["stats", "--player", "Anke"]);
    commands.push(vec!["stats", "--vs", "Anke", "Bram"]);
    commands
        .into_iter()
        .map(|args| {
            let mut all = vec!["--lang", lang];
            all.extend(&args);
            let line = format!("tenscore {}", all.join(" "));
            (line, env.ok(&all))
        })
        .collect()
}

fn name_of(line: &str) -> String {
    let words: Vec<&str> = line.split(' ').skip(1).collect();
    format!("lang_core_{}", words.join("_").replace("--", ""))
}

#[test]
fn lang_core_tables_in_dutch_and_german() {
    let env = five_matches();
    for lang in ["nl", "de"] {
        for (line, text) in outputs(&env, lang) {
            insta::with_settings!({ description => line.clone(), omit_expression => true }, {
                insta::assert_snapshot!(name_of(&line), text);
            });
        }
    }
}

/// English words of the tables, none of which a Dutch or German table says.
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
    "rank",
    "total",
    "notes",
    "last",
    "winner",
    "winners",
    "winning",
    "played",
    "won",
    "streak",
    "after",
    "yet",
    "finished",
    "abandoned",
    "withdrawn",
    "edited",
    "halved",
    "out",
    "game",
    "games",
    "started",
    "times",
    "once",
    "shared",
    "members",
    "worst",
    "best",
    "rate",
    "behind",
    "ahead",
    "level",
    "together",
    "progress",
    "only",
    "shown",
    "each",
    "running",
    "cards",
    "calls",
    "wins",
];

#[test]
fn lang_core_no_english_word_is_left_in_the_tables() {
    let env = five_matches();
    for lang in ["nl", "de"] {
        for (line, text) in outputs(&env, lang) {
            let found = crate::common::english_words(&text, ENGLISH);
            assert!(found.is_empty(), "{line}: English {found:?} in\n{text}");
        }
    }
}

#[test]
fn lang_core_cards_are_read_in_every_language_whatever_the_language_shown() {
    let env = TestEnv::new();
    let display = |lang: &str, four: &str| {
        let card = format!("Carla:{four}");
        env.ok(&[
            "--lang", lang, "--json", "check", "krumme10", "display", "Alma:5", "Bernie:3", &card,
        ])
    };
    // A pink four named in Dutch or German reads as 4p, and a blue one as 4, in any language.
    for lang in ["en", "nl", "de"] {
        let pink = display(lang, "4p");
        let blue = display(lang, "4b");
        for four in ["4roze", "4rosa", "4pink", "4 Roze"] {
            assert_eq!(display(lang, four), pink, "{lang} {four}");
        }
        for four in ["4blauw", "4blau", "4blue"] {
            assert_eq!(display(lang, four), blue, "{lang} {four}");
        }
    }
}

#[test]
fn lang_core_an_unknown_card_is_refused_in_the_language_shown() {
    let env = TestEnv::new();
    let nl = env.fails(
        &[
            "--lang",
            "nl",
            "check",
            "krumme10",
            "display",
            "Alma:5",
            "Bernie:3roze",
        ],
        2,
    );
    assert!(nl.contains("alleen een 4 is roze of blauw"), "{nl}");
    let de = env.fails(
        &[
            "--lang", "de", "check", "krumme10", "display", "Alma:5", "Bernie:7",
        ],
        2,
    );
    assert!(de.contains("'7' ist keine Karte von Krumme10"), "{de}");
}

#[test]
fn lang_core_decimals_and_plurals_follow_the_language() {
    let env = five_matches();
    let nl = env.ok(&["--lang", "nl", "standings", "4"]);
    let de = env.ok(&["--lang", "de", "standings", "4"]);
    // Team scores with a decimal comma.
    assert!(nl.contains(",50") || nl.contains(",00"), "{nl}");
    assert!(de.contains(",50") || de.contains(",00"), "{de}");
    assert!(!nl.contains(".50") && !nl.contains(".00"), "{nl}");
    assert!(
        env.ok(&["--lang", "nl", "standings", "2"])
            .contains("na 1 ronde")
    );
    assert!(
        env.ok(&["--lang", "de", "standings", "1"])
            .contains("nach 2 Runden")
    );
}
