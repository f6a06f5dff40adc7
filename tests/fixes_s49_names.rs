//! The faults of batch s49 in names, free text and edits, each pinned by a test that fails
//! without its fix.

use crate::common::TestEnv;

/// Under the 10 for Ann, Bob and Cy with one round: match 1.
fn one_round(env: &TestEnv) {
    env.ok(&["new", "under10", "--players", "Ann,Bob,Cy"]);
    env.ok(&["round", "1", "Ann=5", "Bob=3", "Cy=0", "--call", "Cy"]);
}

/// A direction control in an edit's reason (or an event's or a series' name) would make the line
/// that prints it read otherwise than what is stored: refused as a name is, naming the field and
/// the character, and nothing is written. The reason took it.
#[test]
fn free_text_refuses_direction_controls_naming_the_field_and_character() {
    let env = TestEnv::new();
    one_round(&env);
    let before = env.db_bytes();
    let edit = |reason: &str| {
        env.fails(
            &[
                "edit", "1", "1", "Ann=6", "Bob=3", "Cy=0", "--call", "Cy", "--reason", reason,
            ],
            2,
        )
    };
    assert_eq!(
        edit("Bob\u{202E}miscounted"),
        "the reason holds U+202E (RIGHT-TO-LEFT OVERRIDE), which changes how the text around it \
         reads; say why the round changed in plain text on one line"
    );
    assert_eq!(
        edit("Bob \u{2067}miscounted\u{2069}"),
        "the reason holds U+2067 (RIGHT-TO-LEFT ISOLATE), which changes how the text around it \
         reads; say why the round changed in plain text on one line"
    );
    assert_eq!(
        edit("Bob\u{200B}miscounted"),
        "the reason holds U+200B (ZERO WIDTH SPACE), which does not show, so the reason would not \
         read as stored; say why the round changed in plain text on one line"
    );
    assert_eq!(
        edit("Bob\tmiscounted"),
        "the reason holds U+0009, which is a control character; say why the round changed in \
         plain text on one line"
    );
    assert_eq!(
        env.fails(
            &[
                "event",
                "new",
                "Club\u{202D}night",
                "--game",
                "under10",
                "--players",
                "Ann,Bob,Cy,Dee"
            ],
            2
        ),
        "the event name holds U+202D (LEFT-TO-RIGHT OVERRIDE), which changes how the text around \
         it reads; type the name in plain text, e.g. `tenscore event new Friday --game updown \
         --players A,B,...`"
    );
    assert_eq!(
        env.fails(&["series", "new", "Win\u{061C}ter", "--best", "3"], 2),
        "the series name holds U+061C (ARABIC LETTER MARK), which changes how the text around it \
         reads; name the season, e.g. \"Winter 2026\""
    );
    assert_eq!(env.db_bytes(), before, "a refusal wrote");
    // Plain text in every script is still a reason.
    env.ok(&[
        "edit",
        "1",
        "1",
        "Ann=6",
        "Bob=3",
        "Cy=0",
        "--call",
        "Cy",
        "--reason",
        "Бob שכח",
    ]);
}

/// "Аnn" with a Cyrillic А passes for Ann: a new name that mixes alphabets in one word is refused
/// (new, event new, event add, player rename), naming the letter; a player known by such a name
/// (here as an older tenscore stored it) keeps it. It was taken as a second person.
#[test]
fn a_new_name_that_mixes_alphabets_in_a_word_is_refused_and_a_known_one_still_works() {
    let table = TestEnv::with_seed(2);
    table.ok(&["new", "pig10", "--players", "Zed,Bob"]);
    let file = table.dir().join("table.jsonl");
    let spoofed = table.ok(&["export"]).replace("\"Zed\"", "\"\u{0410}nna\"");
    std::fs::write(&file, spoofed).unwrap();

    let env = TestEnv::new();
    env.ok(&["new", "under10", "--players", "Ann,Bob,Cy"]);
    let before = env.db_bytes();
    let refusal = |name: &str, letter: &str, script: &str| {
        format!(
            "the name '{name}' mixes alphabets in one word: {letter} is a {script} letter among \
             Latin ones, so the name can pass for another; type every letter of a word in one \
             alphabet (a player already known by such a name keeps it)"
        )
    };
    assert_eq!(
        env.fails(&["new", "under10", "--players", "\u{0410}nn,Bob,Cy"], 2),
        refusal("\u{0410}nn", "U+0410", "Cyrillic")
    );
    assert_eq!(
        env.fails(
            &[
                "event",
                "new",
                "Friday",
                "--game",
                "under10",
                "--players",
                "Ann,Bob,Cy,P\u{0435}ter"
            ],
            2
        ),
        refusal("P\u{0435}ter", "U+0435", "Cyrillic")
    );
    assert_eq!(
        env.fails(&["player", "rename", "Bob", "B\u{03BF}b"], 2),
        refusal("B\u{03BF}b", "U+03BF", "Greek")
    );
    assert_eq!(env.db_bytes(), before, "a refusal wrote");
    let players = |env: &TestEnv| -> Vec<String> {
        let list = env.json(&["player", "list"]);
        let names = list.as_array().or_else(|| list["players"].as_array());
        names
            .unwrap()
            .iter()
            .map(|p| p["name"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(players(&env), ["Ann", "Bob", "Cy"]);

    // A name in one alphabet a word is new as ever; one already known keeps working. A file
    // does not bring such a name in (the rule of `new`, since session 51): one is known here
    // as an older tenscore stored it.
    env.ok(&["new", "under10", "--players", "Ann Мария,Bob,Cy"]);
    let before = env.db_bytes();
    assert!(
        env.fails(&["import", file.to_str().unwrap()], 2)
            .contains("the name '\u{0410}nna' mixes alphabets in one word")
    );
    assert_eq!(env.db_bytes(), before, "a refused import wrote");
    env.ok(&["new", "pig10", "--players", "Zed,Bob"]);
    rusqlite::Connection::open(env.db())
        .unwrap()
        .execute(
            "UPDATE players SET name = ?1, folded = ?2 WHERE name = 'Zed'",
            ["\u{0410}nna", "\u{0430}nna"],
        )
        .unwrap();
    env.ok(&["new", "pig10", "--players", "\u{0410}nna,Bob"]);
    let list = players(&env);
    assert_eq!(
        list.iter().filter(|n| n.as_str() == "\u{0410}nna").count(),
        1,
        "{list:?}"
    );
}

/// An evening's players list as a reader looks names up: without regard to case or accents. By
/// bytes "Zack" and "Zoë" came before "anna", and "Émile" after "Zoë".
#[test]
fn an_evenings_players_list_without_regard_to_case_or_accents() {
    let env = TestEnv::new();
    let made = env.json(&[
        "event",
        "new",
        "Friday",
        "--game",
        "under10",
        "--players",
        "Zoë,Zack,anna,Émile,bob,Ann",
    ]);
    let order = ["Ann", "anna", "bob", "Émile", "Zack", "Zoë"];
    assert_eq!(made["players"], serde_json::json!(order));
    let standings = env.json(&["event", "standings"]);
    let listed: Vec<&str> = standings["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(listed, order, "{standings}");
}

/// "Één" and "één" name one series and one event on both backends: SQLite's lower() folds ASCII
/// only, so there they were two series, and "één" did not find the evening "Één", while the
/// server (whose lower() folds every letter) took them as one.
#[test]
fn series_and_event_names_fold_every_letter_on_both_backends() {
    let mut targets = vec![TestEnv::new()];
    if let Some(db) = crate::pg_server::fresh_database() {
        targets.push(TestEnv::on(db.url()));
    }
    for env in &targets {
        env.ok(&["series", "new", "Één", "--best", "2"]);
        let before = env.db_bytes();
        assert_eq!(
            env.fails(&["series", "new", "één", "--best", "3"], 2),
            "there is already a series named Één; give the new series another name, or add the \
             evening to Één with --series"
        );
        assert_eq!(env.db_bytes(), before, "a refusal wrote");
        assert_eq!(env.json(&["series", "standings", "één"])["series"], "Één");
        env.ok(&[
            "event",
            "new",
            "Ünterhaltung",
            "--game",
            "under10",
            "--players",
            "Ann,Bob,Cy,Dee",
            "--series",
            "ÉÉN",
        ]);
        // A newer evening, so that only the name finds the first.
        env.ok(&[
            "event",
            "new",
            "Friday",
            "--game",
            "pig10",
            "--players",
            "Ann,Bob,Cy,Dee",
        ]);
        let found = env.json(&["event", "standings", "ünterhaltung"]);
        assert_eq!(found["name"], "Ünterhaltung", "{found}");
    }
}

/// `edit --json` says whether the edit changed anything, as the text does ("already reads so:
/// nothing was written"): `"changed": false` and nothing written, `true` for a real edit. It
/// printed the same JSON either way.
#[test]
fn edit_json_says_whether_the_round_changed() {
    let env = TestEnv::new();
    one_round(&env);
    let args = |ann: &'static str| {
        vec![
            "edit",
            "1",
            "1",
            ann,
            "Bob=3",
            "Cy=0",
            "--call",
            "Cy",
            "--reason",
            "recounted",
        ]
    };
    let before = env.db_bytes();
    let same = env.json(&args("Ann=5"));
    assert_eq!(
        (&same["changed"], &same["rescored"], &same["round"]),
        (
            &serde_json::json!(false),
            &serde_json::json!(0),
            &serde_json::json!(1)
        ),
        "{same}"
    );
    assert_eq!(env.db_bytes(), before, "a no-op edit wrote");
    let text = env.ok(&args("Ann=5"));
    assert!(
        text.starts_with("Round 1 of match 1 already reads so: nothing was written."),
        "{text}"
    );
    let changed = env.json(&args("Ann=6"));
    assert_eq!(changed["changed"], true, "{changed}");
}
