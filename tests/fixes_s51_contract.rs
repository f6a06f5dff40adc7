//! Faults found in session 51 where one thing was answered two ways: a half rounded to even in
//! `stats` where club nights round it away from zero, a trick of the wrong size refused with
//! another exit code by `check updown trick` than by `check updown hand`, refusals about the
//! evening's state with two exit codes, and names and options that `import` let in where the
//! command line refuses them.

use crate::common::TestEnv;

/// The cells of the row of `name` in the first table of `text` that has one.
fn row_of(text: &str, name: &str) -> Vec<String> {
    let line = (text.lines())
        .find(|line| {
            line.split('┆')
                .next()
                .is_some_and(|c| c.trim_matches(['│', ' ']) == name)
        })
        .unwrap_or_else(|| panic!("no row of {name} in:\n{text}"));
    line.split(['┆', '│'])
        .map(str::trim)
        .filter(|cell| !cell.is_empty())
        .map(String::from)
        .collect()
}

/// Eight matches of Krumme10 of one game each: Ann wins the first by 1 to 0, Bob the other
/// seven by 3 to 0. Ann's win rate is 12.5%, Bob's average place 1.125, Ann's points per game
/// 0.125 and Bob's 2.625: every one an exact half at the precision shown.
fn eight_matches_of_halves(env: &TestEnv) {
    for n in 0..8 {
        env.ok(&["new", "krumme10", "--players", "Ann,Bob"]);
        match n {
            0 => env.ok(&["round", "Ann=1", "Bob=0"]),
            _ => env.ok(&["round", "Ann=0", "Bob=3"]),
        };
        env.ok(&["finish"]);
    }
}

#[test]
fn stats_rounds_an_exact_half_away_from_zero_as_club_nights_do() {
    let env = TestEnv::new();
    eight_matches_of_halves(&env);
    let all = env.ok(&["stats"]);
    // Player, played, won, win rate, average place, best, worst, streak.
    assert_eq!(
        row_of(&all, "Ann")[..5],
        ["Ann", "8", "1", "13%", "1.88"],
        "{all}"
    );
    assert_eq!(
        row_of(&all, "Bob")[..5],
        ["Bob", "8", "7", "88%", "1.13"],
        "{all}"
    );
    let game = env.ok(&["stats", "--game", "krumme10"]);
    let krumme10 = &game[game.find("Krumme10\n").unwrap()..];
    // Player, played, won, points per game alone, in teams.
    assert_eq!(row_of(krumme10, "Ann")[..5], ["Ann", "8", "1", "0.13", "–"]);
    assert_eq!(row_of(krumme10, "Bob")[..5], ["Bob", "8", "7", "2.63", "–"]);
    // In Dutch the same halves, with the decimal comma; one player's listing rounds alike.
    let dutch = env.ok(&["--lang", "nl", "stats", "--game", "krumme10"]);
    assert_eq!(row_of(&dutch, "Bob")[3..5], ["88%", "1,13"], "{dutch}");
    let ann = env.ok(&["stats", "--player", "Ann"]);
    assert_eq!(row_of(&ann, "Ann")[3..5], ["13%", "1.88"], "{ann}");
    // JSON keeps the full numbers.
    let json = env.json(&["stats"]);
    let bob = &json["players"][0];
    assert_eq!(
        (bob["name"].as_str(), bob["average_place"].as_f64()),
        (Some("Bob"), Some(1.125))
    );
}

#[test]
fn a_trick_of_the_wrong_size_does_not_fit_the_table_in_both_forms() {
    let env = TestEnv::new();
    let table = ["--players", "Ann,Bob,Cy", "--leader", "Ann", "--trump", "H"];
    // One trick on its own: two cards for three players.
    let mut trick = vec!["trick"];
    trick.extend(table);
    trick.extend(["5H", "7H"]);
    assert_eq!(
        env.check_fails("updown", &trick, 2),
        "the trick has 2 cards, but 3 players each play one card to every trick; give the trick \
         as its 3 cards in the order played, the led card first: KC AS 5C"
    );
    // The same trick in a whole hand: the same exit code and the same words.
    let mut hand = vec!["hand"];
    hand.extend(table);
    hand.push("5H,7H");
    assert_eq!(
        env.check_fails("updown", &hand, 2),
        "trick 1 has 2 cards, but 3 players each play one card to every trick; give each trick as \
         its 3 cards in the order played, comma-separated, the led card first: KC,AS,5C"
    );
    // And one card too many, with --json: no verdict, the same one line.
    let mut json = vec!["--json", "check", "updown", "trick"];
    json.extend(table);
    json.extend(["5H", "7H", "9H", "JH"]);
    let out = env.run(&json);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: the trick has 4 cards, but 3 players each play one card to every trick; give the \
         trick as its 3 cards in the order played, the led card first: KC AS 5C\n"
    );
    // In Dutch and German too.
    let mut dutch = vec!["--lang", "nl", "check", "updown"];
    dutch.extend(&trick);
    assert_eq!(
        env.fails(&dutch, 2),
        "de slag heeft 2 kaarten, maar 3 spelers leggen elk één kaart in elke slag; geef de slag \
         als zijn 3 kaarten in de volgorde van spelen, de uitgekomen kaart eerst: KC AS 5C"
    );
    let mut german = vec!["--lang", "de", "check", "updown"];
    german.extend(&trick);
    assert_eq!(
        env.fails(&german, 2),
        "der Stich hat 2 Karten, aber 3 Spieler legen zu jedem Stich je eine Karte; gib den Stich \
         als seine 3 Karten in der gespielten Reihenfolge an, die ausgespielte Karte zuerst: KC \
         AS 5C"
    );
}

#[test]
fn every_refusal_about_the_evenings_state_exits_3_and_names_typed_wrong_exit_2() {
    use crate::event_seat::{club, play_table, record_deal, tables};
    let env = TestEnv::new();
    club(&env, 8, 3);
    // Nothing drawn yet to draw again.
    assert!(
        env.refused_unwritten(&["event", "seat", "--redraw"], 3)
            .starts_with("no round of Friday is drawn yet;")
    );
    let round1 = tables(&env.json(&["event", "seat"]));
    play_table(&env, round1[0].0, &round1[0].1);
    // A table of round 1 still plays.
    assert!(
        env.refused_unwritten(&["event", "seat"], 3)
            .starts_with("round 1 is still playing at table 2;")
    );
    // Round 1 has started: it is not drawn again (exit 3 already, the other refusals' code now).
    record_deal(&env, round1[1].0, &round1[1].1);
    assert!(
        env.refused_unwritten(&["event", "seat", "--redraw"], 3)
            .starts_with("round 1 of Friday cannot be drawn again:")
    );
    // Round 2 passes table 2 over; a third draw at once finds nobody free.
    env.ok(&["event", "seat", "--force"]);
    assert!(
        env.refused_unwritten(&["event", "seat", "--force"], 3)
            .starts_with("round 2 was just drawn and none of its tables has ended,")
    );
    // A name typed wrong is still exit 2: one already in, one not in the evening.
    assert_eq!(
        env.refused_unwritten(&["event", "add", "P1"], 2),
        "P1 already plays in Friday; nothing to add: `tenscore event seating` shows who sits where"
    );
    assert!(
        env.refused_unwritten(&["event", "remove", "Zed"], 2)
            .starts_with("Zed does not play in Friday")
    );

    // An evening of one round, started: no round left to draw, to join or to leave.
    let env = TestEnv::new();
    club(&env, 4, 1);
    let round1 = tables(&env.json(&["event", "seat"]));
    record_deal(&env, round1[0].0, &round1[0].1);
    assert!(
        env.refused_unwritten(&["event", "seat"], 3)
            .starts_with("the one round of Friday is drawn;")
    );
    assert!(
        env.refused_unwritten(&["event", "add", "Ivy"], 3)
            .starts_with("no round of Friday is left to seat Ivy:")
    );
    assert!(
        env.refused_unwritten(&["event", "remove", "P1"], 3)
            .starts_with("no round of Friday is left to play without P1:")
    );
}

/// `from`'s export with `find` replaced by `put` in its player lines, written to a file of
/// `into`'s folder; the file's path.
fn export_changed(from: &TestEnv, into: &TestEnv, find: &str, put: &str) -> String {
    let export = from.ok(&["export"]);
    assert!(export.contains(find), "{export}");
    let changed: Vec<String> = (export.lines())
        .map(|line| match line.contains(r#""type":"player""#) {
            true => line.replacen(find, put, 1),
            false => line.to_string(),
        })
        .collect();
    let path = into.dir().join("changed.jsonl");
    std::fs::write(&path, changed.join("\n") + "\n").unwrap();
    path.to_str().unwrap().to_string()
}

/// The UUID of the player line of `name` in `env`'s export.
fn player_uuid(env: &TestEnv, name: &str) -> String {
    (env.ok(&["export"]).lines())
        .map(|line| serde_json::from_str::<serde_json::Value>(line).unwrap())
        .find(|record| record["type"] == "player" && record["name"] == name)
        .and_then(|record| record["uuid"].as_str().map(String::from))
        .unwrap()
}

#[test]
fn import_refuses_a_new_name_mixing_alphabets_as_new_does() {
    // "Аnn" with a Cyrillic А: `new` refuses it.
    let mixed = "\u{410}nn";
    let here = TestEnv::new();
    assert!(
        here.fails(
            &["new", "pig10", "--players", &format!("{mixed},Bob,Cy")],
            2
        )
        .starts_with(&format!("the name '{mixed}' mixes alphabets in one word:"))
    );
    assert!(!here.db().exists());
    // A file that brings it in as a new player is refused whole, naming the line and the name.
    let there = TestEnv::with_seed(2);
    there.ok(&["new", "pig10", "--players", "Ann,Bob,Cy"]);
    let uuid = player_uuid(&there, "Ann");
    let file = export_changed(
        &there,
        &here,
        r#""name":"Ann""#,
        &format!(r#""name":"{mixed}""#),
    );
    assert_eq!(
        here.fails(&["import", &file], 2).replace(&file, "FILE"),
        format!(
            "line 2 of FILE cannot be imported: player {uuid}: the name '{mixed}' mixes alphabets \
             in one word: U+0410 is a Cyrillic letter among Latin ones, so the name can pass for \
             another; nothing was imported; at the table that wrote the file, rename the player \
             with every letter of a word in one alphabet (`tenscore player rename OLD NEW`) and \
             export again"
        )
    );
    assert!(!here.db().exists(), "a refused import made a file");
    // Into a database that has players: nothing written either.
    here.ok(&["new", "pig10", "--players", "Dee,Eve,Flo"]);
    let before = (here.db_bytes(), here.ok(&["export"]));
    here.fails(&["import", &file], 2);
    assert!(
        (here.db_bytes(), here.ok(&["export"])) == before,
        "a refused import wrote"
    );
    // The names a merge kept come in as names too: one mixing alphabets is refused alike.
    let merged = TestEnv::with_seed(3);
    merged.ok(&["new", "pig10", "--players", "Ann,Bob,Cy"]);
    merged.ok(&["finish", "--abandon"]);
    merged.ok(&["new", "pig10", "--players", "Annie,Bob,Cy"]);
    merged.ok(&["player", "merge", "Annie", "Ann"]);
    let file = export_changed(&merged, &here, r#":"annie""#, r#":"\u0430nnie""#);
    let refused = here.fails(&["import", &file], 2);
    assert!(
        refused.contains("the name '\u{430}nnie' mixes alphabets in one word"),
        "{refused}"
    );
    assert!(
        (here.db_bytes(), here.ok(&["export"])) == before,
        "a refused import wrote"
    );
    // The file as exported imports.
    let file = export_changed(&there, &here, r#""name":"Ann""#, r#""name":"Ann""#);
    here.ok(&["import", &file]);
}

/// `from`'s export with the options of its records of `kind` given a key no game has, written
/// to a file of `into`'s folder: the file's path, the changed line's number and its UUID.
fn export_with_unknown_option(
    from: &TestEnv,
    into: &TestEnv,
    kind: &str,
) -> (String, usize, String) {
    let mut changed = None;
    let lines: Vec<String> = (from.ok(&["export"]).lines().enumerate())
        .map(|(n, line)| {
            let mut record: serde_json::Value = serde_json::from_str(line).unwrap();
            if record["type"] != kind || changed.is_some() {
                return line.to_string();
            }
            record["options"]["colour"] = "red".into();
            changed = Some((n + 1, record["uuid"].as_str().unwrap().to_string()));
            record.to_string()
        })
        .collect();
    let path = into.dir().join(format!("{kind}.jsonl"));
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();
    let (number, uuid) = changed.unwrap();
    (path.to_str().unwrap().to_string(), number, uuid)
}

#[test]
fn import_refuses_options_with_a_key_the_game_does_not_know() {
    let there = TestEnv::with_seed(2);
    there.ok(&["new", "under10", "--players", "Ann,Bob,Cy", "--bonus-cards"]);
    let here = TestEnv::new();
    here.ok(&["new", "pig10", "--players", "Dee,Eve,Flo"]);
    let before = (here.db_bytes(), here.ok(&["export"]));
    let (file, number, uuid) = export_with_unknown_option(&there, &here, "match");
    assert_eq!(
        here.fails(&["import", &file], 2).replace(&file, "FILE"),
        format!(
            "line {number} of FILE cannot be imported: match {uuid}: its options hold a key \
             Under the 10 does not know ('colour'), as no option of `tenscore new` writes; \
             nothing was imported; import a file written by `tenscore export` (JSON), whole"
        )
    );
    assert!(
        (here.db_bytes(), here.ok(&["export"])) == before,
        "a refused import wrote"
    );
    // An evening's options alike.
    let evening = TestEnv::with_seed(3);
    evening.ok(&[
        "event",
        "new",
        "Friday",
        "--game",
        "pig10",
        "--players",
        "Ann,Bob,Cy",
    ]);
    let (file, number, _) = export_with_unknown_option(&evening, &here, "event");
    let refused = here.fails(&["import", &file], 2).replace(&file, "FILE");
    assert!(
        refused.starts_with(&format!("line {number} of FILE cannot be imported: ")),
        "{refused}"
    );
    assert!(
        refused.contains("its options hold a key Pig 10 does not know ('colour')"),
        "{refused}"
    );
    assert!(
        (here.db_bytes(), here.ok(&["export"])) == before,
        "a refused import wrote"
    );
    // The same files as exported import.
    let file = here.dir().join("as-exported.jsonl");
    std::fs::write(&file, there.ok(&["export"])).unwrap();
    here.ok(&["import", file.to_str().unwrap()]);
}
