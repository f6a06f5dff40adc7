//! Session 53: names refused or told apart rightly, and JSON that says what the text says.

use serde_json::{Value, json};

use crate::common::TestEnv;

/// A one-round Pig 10 evening of Ann, Bob, Cy and Dee at one table, finished with `scores`.
fn one_table_evening(scores: &[&str]) -> TestEnv {
    let env = TestEnv::new();
    env.ok(&[
        "event",
        "new",
        "L",
        "--game",
        "pig10",
        "--players",
        "Ann,Bob,Cy,Dee",
        "--rounds",
        "1",
    ]);
    env.ok(&["event", "seat"]);
    let mut round = vec!["round"];
    round.extend_from_slice(scores);
    env.ok(&round);
    env.ok(&["finish"]);
    env
}

#[test]
fn a_tied_last_place_is_named_whole_in_the_json_as_in_the_text() {
    let env = one_table_evening(&["Ann=10", "Bob=9", "Cy=0", "Dee=0"]);
    let text = env.ok(&["event", "standings"]);
    assert_eq!(
        text.lines().last(),
        Some("Last place: Cy and Dee — the booby prize"),
        "{text}"
    );
    let standings = env.json(&["event", "standings"]);
    assert_eq!(standings["last_place"], json!(["Cy", "Dee"]), "{standings}");
    // "last" keeps its meaning: the first of them, as the text names them first.
    assert_eq!(standings["last"], "Cy");
    let report: Value =
        serde_json::from_str(&env.ok(&["event", "report", "--format", "json"])).expect("JSON");
    assert_eq!(report["last_place"], json!(["Cy", "Dee"]), "{report}");
    assert_eq!(report["last"], "Cy");
    let board = env.json(&["event", "board"]);
    assert_eq!(board["last_place"], json!(["Cy", "Dee"]), "{board}");
}

#[test]
fn a_last_place_without_a_tie_is_an_array_of_one_name() {
    let env = one_table_evening(&["Ann=10", "Bob=9", "Cy=3", "Dee=0"]);
    let text = env.ok(&["event", "standings"]);
    assert_eq!(
        text.lines().last(),
        Some("Last place: Dee — the booby prize"),
        "{text}"
    );
    let standings = env.json(&["event", "standings"]);
    assert_eq!(standings["last_place"], json!(["Dee"]), "{standings}");
    assert_eq!(standings["last"], "Dee");
    let report = env.json(&["event", "report", "--format", "json"]);
    assert_eq!(report["last_place"], json!(["Dee"]), "{report}");
}

#[test]
fn stats_json_keeps_the_full_numbers_the_text_rounds() {
    let env = TestEnv::new();
    for round in [
        ["round", "Ann=10", "Bob=5", "Cy=0"],
        ["round", "Ann=10", "Bob=5", "Cy=0"],
        ["round", "Ann=5", "Bob=10", "Cy=0"],
    ] {
        env.ok(&["new", "pig10", "--players", "Ann,Bob,Cy"]);
        env.ok(&round);
        env.ok(&["finish"]);
    }
    let stats = env.json(&["stats"]);
    let ann = (stats["players"].as_array().expect("players").iter())
        .find(|p| p["name"] == "Ann")
        .expect("Ann");
    // Two wins of three, places 1, 1 and 2: not 0.6667 and 1.3333.
    assert_eq!(ann["win_rate"].as_f64(), Some(2.0 / 3.0), "{ann}");
    assert_eq!(ann["average_place"].as_f64(), Some(4.0 / 3.0), "{ann}");
    let rating = &ann["games"]["pig10"]["rating"];
    for key in ["mu", "sigma"] {
        let value = rating[key].as_f64().expect("a number");
        let at_four = (value * 10_000.0).round() / 10_000.0;
        assert_ne!(value, at_four, "{key} cut to 4 decimals: {rating}");
    }
    // The text still rounds: 67% and 1.33.
    let text = env.ok(&["stats"]);
    let row = text.lines().find(|l| l.contains("Ann")).expect("Ann's row");
    assert!(row.contains("67%") && row.contains("1.33"), "{text}");
}

/// The hint of every refusal of a name's marks.
const MARKS_HINT: &str = "type each letter with its own accents once, e.g. Zoë or Nguyễn";

#[test]
fn a_mark_with_no_letter_or_piled_on_one_is_refused_in_one_line() {
    let env = TestEnv::new();
    let acute_ten = format!("\u{e9}{}", "\u{301}".repeat(10));
    for (players, problem) in [
        (
            "\u{308},Bob".to_string(),
            "the name '<U+0308>' has the mark U+0308 with no letter before it, so it shows on \
             nothing"
                .to_string(),
        ),
        (
            "Ann,Bo \u{308}b".to_string(),
            "the name 'Bo <U+0308>b' has the mark U+0308 with no letter before it, so it shows \
             on nothing"
                .to_string(),
        ),
        (
            format!("{acute_ten},Bob"),
            format!(
                "the name '\u{e9}{}' piles 10 marks on one letter, more than any language writes",
                "<U+0301>".repeat(10)
            ),
        ),
        (
            "Zoe\u{308}\u{308},Bob".to_string(),
            "the name 'Zoe<U+0308><U+0308>' puts the mark U+0308 twice on one letter, which no \
             language writes"
                .to_string(),
        ),
    ] {
        assert_eq!(
            env.fails(&["new", "pig10", "--players", &players], 2),
            format!("{problem}; {MARKS_HINT}"),
            "{players:?}"
        );
        assert!(!env.db().exists(), "{players:?} made the file");
    }
    // In Dutch and German too, problem then fix.
    assert_eq!(
        env.fails(
            &[
                "--lang",
                "nl",
                "new",
                "pig10",
                "--players",
                "Zoe\u{308}\u{308},Bob"
            ],
            2
        ),
        "de naam 'Zoe<U+0308><U+0308>' zet het teken U+0308 twee keer op één letter, wat geen \
         taal doet; typ elke letter één keer met haar eigen accenten, bijv. Zoë of Nguyễn"
    );
    assert_eq!(
        env.fails(
            &["--lang", "de", "new", "pig10", "--players", "\u{308},Bob"],
            2
        ),
        "der Name '<U+0308>' hat das Zeichen U+0308 ohne Buchstaben davor, es steht also auf \
         nichts; tippe jeden Buchstaben einmal mit seinen eigenen Akzenten, z. B. Zoë oder Nguyễn"
    );
    // Marks as languages write them pass, composed or not: Vietnamese puts two on a vowel.
    let players = "Zoe\u{308},Nguye\u{302}\u{303}n,Bj\u{f6}rn";
    env.ok(&["new", "pig10", "--players", players]);
}

#[test]
fn one_name_typed_twice_says_what_alone_told_the_spellings_apart() {
    let env = TestEnv::new();
    let hint = |name: &str| format!("give each player a different name, e.g. {name} and {name} B");
    for (players, problem) in [
        (
            "Zo\u{eb},Zoe\u{308},Bj\u{f6}rn",
            "'Zo\u{eb}' and 'Zoe\u{308}' are the same name typed twice (they differ only in how \
             a letter is encoded)",
        ),
        (
            "O'Brien,O\u{2019}Brien",
            "'O'Brien' and 'O’Brien' are the same name typed twice (they differ only in the \
             kind of apostrophe, ’ or ')",
        ),
        (
            "Ann,ann",
            "'Ann' and 'ann' are the same name typed twice (case does not tell players apart)",
        ),
    ] {
        let first = players.split(',').next().expect("a name");
        assert_eq!(
            env.fails(&["new", "pig10", "--players", players], 2),
            format!("{problem}; {}", hint(first)),
            "{players:?}"
        );
    }
}

#[test]
fn a_phones_apostrophe_names_the_same_player() {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "O'Brien,Bob"]);
    // Typed on a phone: the same O'Brien, kept with the spelling first typed.
    env.ok(&["new", "pig10", "--players", "O\u{2019}Brien,Bob"]);
    let players = env.json(&["player", "list"]);
    let names: Vec<&str> = (players.as_array().expect("players").iter())
        .map(|p| p["name"].as_str().expect("a name"))
        .collect();
    assert_eq!(names, ["Bob", "O'Brien"], "{players}");
    let standings = env.json(&["standings"]);
    assert!(standings.to_string().contains("\"O'Brien\""), "{standings}");
    env.ok(&["round", "O\u{2019}Brien=10", "Bob=9"]);
}

#[test]
fn renaming_onto_a_tablemate_does_not_suggest_a_merge_that_is_refused() {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "Zoe,ZOË,Bob"]);
    env.ok(&["round", "Zoe=10", "ZOË=9", "Bob=0"]);
    let refused = env.fails(&["player", "rename", "Zoe", "ZOË"], 2);
    assert_eq!(
        refused,
        "there is already a player called 'ZOË'; choose another name: they both played in \
         match 1, so they are two people, not one to merge; e.g. `tenscore player rename Zoe NEW`"
    );
    assert!(!refused.contains("merge Zoe"), "{refused}");
    // What it suggests is refused no more: that merge was.
    env.fails(&["player", "merge", "Zoe", "ZOË"], 2);
    // Two players who never met still get the merge as the fix.
    env.ok(&["new", "pig10", "--players", "Ann,Cy"]);
    assert_eq!(
        env.fails(&["player", "rename", "Ann", "Zoe"], 2),
        "there is already a player called 'Zoe'; choose another name; if they are one person, \
         `tenscore player merge Ann Zoe`"
    );
}

#[test]
fn an_invisible_character_is_written_out_and_the_hint_says_what_a_name_may_hold() {
    let env = TestEnv::new();
    for (players, shown, char) in [
        (
            "Zo\u{200B}e,Bob",
            "Zo<U+200B>e",
            "U+200B (ZERO WIDTH SPACE)",
        ),
        (
            "Zo\u{200D}e,Bob",
            "Zo<U+200D>e",
            "U+200D (ZERO WIDTH JOINER)",
        ),
    ] {
        assert_eq!(
            env.fails(&["new", "pig10", "--players", players], 2),
            format!(
                "the name '{shown}' holds {char}, an invisible character, so it would look like \
                 another name; type the name without it; letters, digits, spaces and punctuation \
                 but = , : @ > are fine, e.g. O'Brien"
            )
        );
    }
    // The apostrophe the hint names is taken.
    env.ok(&["new", "pig10", "--players", "O'Brien,Bob"]);
}

#[test]
fn an_emoji_joined_with_a_zero_width_joiner_is_a_name() {
    let env = TestEnv::new();
    let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}";
    let rainbow = "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}";
    env.ok(&[
        "new",
        "pig10",
        "--players",
        &format!("{family},{rainbow},Bob"),
    ]);
    env.ok(&[
        "round",
        &format!("{family}=10"),
        &format!("{rainbow}=9"),
        "Bob=0",
    ]);
    let text = env.ok(&["standings"]);
    assert!(text.contains(family) && text.contains(rainbow), "{text}");
    assert!(!text.contains("<U+200D>"), "{text}");
    let standings = env.json(&["standings"]);
    assert!(standings.to_string().contains(family), "{standings}");
    // Between letters, or between a letter and an emoji, the joiner still hides.
    for players in ["A\u{200D}nn,Bob", "Ann\u{200D}\u{1F308},Bob"] {
        let refused = env.fails(&["new", "pig10", "--players", players], 2);
        assert!(refused.contains("<U+200D>"), "{refused}");
    }
}

/// The key an older tenscore stored for a name typed with a phone's apostrophe (`’` kept as
/// typed), and the file marked as that version's: version 15 folds such keys again.
fn stored_as_in_version_14(env: &TestEnv, name: &str) {
    let db = rusqlite::Connection::open(env.db()).expect("the database opens");
    let old_key = name.to_lowercase();
    db.execute(
        "UPDATE players SET folded = ?2 WHERE name = ?1",
        rusqlite::params![name, old_key],
    )
    .expect("the key set back");
    db.pragma_update(None, "user_version", 14)
        .expect("the version set back");
}

#[test]
fn an_older_files_phone_apostrophes_are_folded_again_unless_both_spellings_are_players() {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "O\u{2019}Brien,D\u{2019}Arcy"]);
    stored_as_in_version_14(&env, "O\u{2019}Brien");
    stored_as_in_version_14(&env, "D\u{2019}Arcy");
    // Before the upgrade a plain D'Arcy was a player of their own, as older tenscores took it.
    let db = rusqlite::Connection::open(env.db()).expect("the database opens");
    db.pragma_update(None, "user_version", 15).expect("version");
    drop(db);
    env.ok(&["new", "pig10", "--players", "D'Arcy,Bob"]);
    let db = rusqlite::Connection::open(env.db()).expect("the database opens");
    db.pragma_update(None, "user_version", 14).expect("version");
    drop(db);
    // The upgrade: O’Brien is found as O'Brien now; both D'Arcys stay, each by its spelling.
    env.ok(&["new", "pig10", "--players", "O'Brien,Bob"]);
    let names = |env: &TestEnv| -> Vec<String> {
        (env.json(&["player", "list"])
            .as_array()
            .expect("players")
            .iter())
        .map(|p| p["name"].as_str().expect("a name").to_string())
        .collect()
    };
    assert_eq!(
        names(&env),
        ["Bob", "D\u{2019}Arcy", "D'Arcy", "O\u{2019}Brien"]
    );
    let seated = env.json(&["standings"]);
    assert!(seated.to_string().contains("O\u{2019}Brien"), "{seated}");
    // Each D'Arcy is still named by its own spelling, and the two can be made one.
    env.ok(&["player", "merge", "D\u{2019}Arcy", "D'Arcy"]);
    assert_eq!(names(&env), ["Bob", "D'Arcy", "O\u{2019}Brien"]);
}
