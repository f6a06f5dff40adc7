//! The faults of batch s49 in refusal advice and words, each pinned by a test that fails without
//! its fix.

use serde_json::{Value, json};

use crate::common::TestEnv;

/// 10 op en neer (match 1, one round played) and Under the 10 (match 2, one round played), both
/// for Ann, Bob and Cy.
fn updown_and_under10(env: &TestEnv) {
    env.ok(&["new", "updown", "--players", "Ann,Bob,Cy"]);
    env.ok(&["bid", "1", "Ann=1", "Bob=0", "Cy=0"]);
    env.ok(&["round", "1", "Ann=1", "Bob=0", "Cy=0"]);
    env.ok(&["new", "under10", "--players", "Ann,Bob,Cy"]);
    env.ok(&["round", "2", "Ann=7", "Bob=4", "Cy=12", "--call", "Ann"]);
}

/// A flag `edit` does not take for the game is refused with edit's own flags as the way out:
/// before, 10 op en neer's said it "has no flags" (edit takes --bids and --trump), and Under the
/// 10's --bids or --trump told to record the round with `tenscore round`.
#[test]
fn edit_refuses_a_foreign_flag_naming_the_flags_edit_takes_for_the_game() {
    let env = TestEnv::new();
    updown_and_under10(&env);
    let before = env.db_bytes();
    let updown = ["edit", "1", "1", "Ann=1", "Bob=0", "Cy=0"];
    let under10 = ["edit", "2", "1", "Ann=7", "Bob=4", "Cy=12", "--call", "Ann"];
    let edit = |base: &[&str], more: &[&str]| {
        let args: Vec<&str> = base.iter().chain(more).copied().collect();
        env.fails(&args, 2)
    };
    assert_eq!(
        edit(&updown, &["--luck", "Ann"]),
        "--luck is not for 10 op en neer; 10 op en neer takes --bids and --trump"
    );
    assert_eq!(
        edit(&updown, &["--call", "Ann", "--order", "Ann,Bob"]),
        "--call and --order are not for 10 op en neer; 10 op en neer takes --bids and --trump"
    );
    assert_eq!(
        edit(&under10, &["--bids", "Ann=1,Bob=0,Cy=0"]),
        "--bids is not for Under the 10; Under the 10 takes --call and --luck"
    );
    assert_eq!(
        edit(&under10, &["--trump", "H"]),
        "--trump is not for Under the 10; Under the 10 takes --call and --luck"
    );
    assert_eq!(
        edit(&under10, &["--lang", "nl", "--bids", "Ann=1,Bob=0,Cy=0"]),
        "--bids hoort niet bij Onder de 10; Onder de 10 kent --call en --luck"
    );
    assert_eq!(env.db_bytes(), before, "a refusal wrote");
    // What edit takes is still taken.
    env.ok(&updown
        .iter()
        .chain(&["--bids", "Ann=0,Bob=0,Cy=0"])
        .copied()
        .collect::<Vec<_>>());
}

/// After `password=...&`, a parameter tenscore does not know is named as one, as it is anywhere
/// else in the URL: before, it was taken for the rest of the password and said to be an '&' not
/// percent-encoded. The password is never shown.
#[test]
fn an_unknown_parameter_after_the_password_is_named_as_one() {
    let env = TestEnv::new();
    let url = "postgres://league@localhost:5499/league3?password=Sekr3tPw&bogus=2";
    let said = env.fails(&["--db", url, "standings"], 2);
    assert_eq!(
        said,
        "the query parameter 'bogus' in postgres://league@localhost:5499/league3?password=***&bogus=2 \
         is not one tenscore knows; write NAME=VALUE with NAME one of host, port, user, password, \
         dbname, connect_timeout, sslmode"
    );
    // The rest of a password after a raw '&' is still not quoted.
    let url = "postgres://league@localhost:5499/league3?password=Sekr&3tPw=x";
    assert_eq!(
        env.fails(&["--db", url, "standings"], 2),
        "the password in postgres://league@localhost:5499/league3?password=*** holds an '&' that \
         is not percent-encoded; write it as %26"
    );
}

/// A reason (or a note's kind, a counter's name) with a direction or invisible character is
/// refused by import as `edit --reason` refuses it, naming the line, the field and the character,
/// the database left as it was: before, only a control character was refused, so `show --all`
/// could read otherwise than the file.
#[test]
fn import_refuses_a_direction_or_invisible_character_in_free_text() {
    let table = TestEnv::new();
    table.ok(&["new", "under10", "--players", "Ann,Bob,Cy"]);
    table.ok(&["round", "1", "Ann=7", "Bob=4", "Cy=12", "--call", "Ann"]);
    table.ok(&[
        "edit",
        "1",
        "1",
        "Ann=7",
        "Bob=3",
        "Cy=12",
        "--call",
        "Ann",
        "--reason",
        "recounted",
    ]);
    let records: Vec<Value> = (table.ok(&["export"]).lines())
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    let edited = records
        .iter()
        .position(|r| r["reason"].is_string())
        .unwrap();
    let played = records
        .iter()
        .position(|r| r["type"] == "round" && r["withdrawn"] == false);
    let played = played.unwrap();
    let env = TestEnv::with_seed(2);
    env.ok(&["new", "pig10", "--players", "Eve,Fay"]);
    let path = env.dir().join("spoiled.jsonl");
    let path = path.to_str().unwrap();
    let refused = |index: usize, field: &str, value: Value| {
        let mut spoiled = records.clone();
        spoiled[index][field] = value;
        let text: String = spoiled.iter().map(|r| format!("{r}\n")).collect();
        std::fs::write(path, text).unwrap();
        let before = env.db_bytes();
        let said = env.fails(&["import", path], 2).replace(path, "FILE");
        assert!(env.db_bytes() == before, "a refused import wrote");
        said
    };
    let at = |line: usize, field: &str, code: &str| {
        format!(
            "line {line} of FILE cannot be imported: its {field} holds a character that does not \
             show as it is ({code}): a direction, line or invisible character; nothing was \
             imported; import a file written by `tenscore export` (JSON), whole"
        )
    };
    assert_eq!(
        refused(edited, "reason", json!("Bob\u{202E}recounted")),
        at(edited + 1, "reason", "U+202E")
    );
    assert_eq!(
        refused(edited, "reason", json!("Bob\u{200B}recounted")),
        at(edited + 1, "reason", "U+200B")
    );
    let mut scores = records[played]["scores"].clone();
    scores[0]["counters"] = json!({"c\u{2066}alls": 1});
    assert_eq!(
        refused(played, "scores", scores),
        at(played + 1, "counters", "U+2066")
    );
}

/// An event's or a series' name too long, or a series' name empty, is refused saying which, in
/// each language: before, the message also asked for a name "without control or invisible
/// characters", which have messages of their own.
#[test]
fn a_name_too_long_or_empty_is_said_to_be_so() {
    let env = TestEnv::new();
    let long = "x".repeat(81);
    let event = |lang: &str| {
        let args = ["--lang", lang, "event", "new", &long, "--game", "updown"];
        env.fails(&[&args[..], &["--players", "A,B,C,D"]].concat(), 2)
    };
    assert_eq!(
        event("en"),
        "the event name is 81 characters long; an event's name has at most 80; give a shorter \
         one, e.g. `tenscore event new Friday --game updown --players A,B,...`"
    );
    assert_eq!(
        event("nl"),
        "de naam van de avond is 81 tekens lang; de naam van een avond telt hoogstens 80 tekens; \
         kies een kortere, bijv. `tenscore event new Vrijdag --game updown --players A,B,...`"
    );
    assert_eq!(
        event("de"),
        "der Name des Abends ist 81 Zeichen lang; der Name eines Abends hat höchstens 80 \
         Zeichen; wähle einen kürzeren, z. B. `tenscore event new Freitag --game updown \
         --players A,B,...`"
    );
    let series = |lang: &str, name: &str| {
        env.fails(&["--lang", lang, "series", "new", name, "--best", "2"], 2)
    };
    assert_eq!(
        series("en", &long),
        "the series name is 81 characters long; a series name has at most 80; name the season, \
         e.g. \"Winter 2026\""
    );
    assert_eq!(
        series("en", " "),
        "the series has no name; name the season, e.g. \"Winter 2026\""
    );
    assert_eq!(
        series("nl", &long),
        "de naam van de reeks is 81 tekens lang; de naam van een reeks telt hoogstens 80 tekens; \
         noem het seizoen, bijvoorbeeld \"Winter 2026\""
    );
    assert_eq!(
        series("de", ""),
        "die Serie hat keinen Namen; benenne die Saison, z. B. \"Winter 2026\""
    );
}

/// `check updown trick --trump` reads a round without trumps in Dutch and German too, as it reads
/// the suits' names in any of the three languages, and says so in the language shown: before,
/// only `none` was read, and Dutch and German named only that English word.
#[test]
fn no_trump_is_read_and_named_in_dutch_and_german() {
    let env = TestEnv::new();
    let trick = |lang: &str, trump: &str| {
        let args = ["--lang", lang, "check", "updown", "trick", "--trump", trump];
        env.wide(&[&args[..], &["KC", "AS", "5C"]].concat(), 0)
    };
    let dutch = "De 1e kaart, K♣, wint de slag: deze ronde is er geen troef, dus wint de hoogste \
                 klaverkaart (de gevraagde kleur) de slag, en K♣ is hoger dan 5♣; A♠ is geen \
                 klaverkaart en kan dus niet winnen.";
    for said in ["geen", "zonder troef", "none"] {
        assert_eq!(crate::common::words(&trick("nl", said)), dutch, "{said}");
    }
    let german = "Die 1. Karte, K♣, macht den Stich: in dieser Runde gibt es keinen Trumpf, also \
                  macht die höchste Kreuzkarte (die ausgespielte Farbe) den Stich, und K♣ ist \
                  höher als 5♣; A♠ ist keine Kreuzkarte und kann deshalb nicht gewinnen.";
    for said in ["kein", "ohne Trumpf"] {
        assert_eq!(crate::common::words(&trick("de", said)), german, "{said}");
    }
    let refused = |lang: &str| {
        let args = [
            "--lang", lang, "check", "updown", "trick", "--trump", "nix", "KC", "AS",
        ];
        env.fails(&args, 2)
    };
    assert_eq!(
        refused("nl"),
        "'nix' is geen kleur; een kleur is C, D, H of S (♣ ♦ ♥ ♠), of \
         klaveren/ruiten/harten/schoppen, Kreuz/Karo/Herz/Pik, clubs/diamonds/hearts/spades; of \
         geen voor een ronde zonder troef"
    );
    assert_eq!(
        refused("de"),
        "'nix' ist keine Farbe; eine Farbe ist C, D, H oder S (♣ ♦ ♥ ♠), oder \
         Kreuz/Karo/Herz/Pik, klaveren/ruiten/harten/schoppen, clubs/diamonds/hearts/spades; \
         oder kein für eine Runde ohne Trumpf"
    );
    assert!(!env.db().exists());
}
