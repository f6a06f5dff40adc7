//! Session 54's fixes to Pig 10's referee, `stats`' game tables and words: each test failed
//! before its fix.

use serde_json::json;

use crate::common::TestEnv;

// `check pig10 pile`: the plays are read before the seating is asked for, and what the plays
// alone decide is judged.

#[test]
fn a_badly_typed_play_is_refused_before_the_seating_is_asked_for() {
    let env = TestEnv::new();
    let not_a_play = "'Ann4' is not a play; write each play as NAME:CARD or NAME:CARD@CALLED, \
                      e.g. Ann:5@0";
    // Before, with one name left readable: "the plays name only Bob, so they say nothing of the
    // seating; give it with --players A,B,...".
    assert_eq!(
        env.check_fails("pig10", &["pile", "Ann4", "Bob:3"], 2),
        not_a_play
    );
    assert_eq!(
        env.check_fails("pig10", &["pile", "Bob:3", "Ann4"], 2),
        not_a_play
    );
    // Before --skip's need of --players, too.
    assert_eq!(
        env.check_fails("pig10", &["pile", "--skip", "Cy", "Ann4", "Bob:3"], 2),
        not_a_play
    );
    assert_eq!(
        env.check_fails("pig10", &["pile", "Ann:4@x"], 2),
        "'x' is not a pile value; the value called after @ is a whole number, e.g. 5@0"
    );
    assert_eq!(
        env.check_fails("pig10", &["pile", "Ann:11"], 2),
        "'11' is not a Pig 10 card; a Pig 10 card is a number 0 to 10 (0 is the frog, 5 \
         the pigmaid)"
    );
    assert!(!env.db().exists());
}

#[test]
fn a_single_play_is_judged_without_the_seating() {
    let env = TestEnv::new();
    // A 3 on an empty middle makes only 3: "@5" breaks the rules, as `check pig10 deal` says.
    let v = env.check_json("pig10", &["pile", "Ann:3@5"], 3);
    assert_eq!(
        v,
        json!({
            "legal": false,
            "reason": "Ann: a 3 on an empty pile cannot make 5; the only legal value is 3",
            "plays": [], "values": [], "taker": null, "cards": 0
        })
    );
    assert_eq!(
        env.check_text("pig10", &["pile", "Ann:3@5"], 3).trim_end(),
        "Not legal: Ann: a 3 on an empty pile cannot make 5; the only legal value is 3."
    );
    // A 10 takes the pile.
    let v = env.check_json("pig10", &["pile", "Ann:10"], 0);
    assert_eq!(
        v,
        json!({
            "legal": true,
            "reason": "exactly 10: Ann takes the 1 card",
            "values": [10],
            "taker": "Ann",
            "cards": 1,
            "plays": [
                {"name": "Ann", "card": 10, "value": 10, "rule": "add 10 to 0", "alternatives": []}
            ]
        })
    );
    assert_eq!(
        env.check_text("pig10", &["pile", "Ann:10"], 0).trim_end(),
        "1. Ann plays 10: 10 (add 10 to 0)\nExactly 10: Ann takes the 1 card."
    );
    // Any other card leaves the pile open at its number.
    assert_eq!(
        env.check_text("pig10", &["pile", "Steve:4"], 0).trim_end(),
        "1. Steve plays 4: 4 (add 4 to 0)\nThe pile stands at 4 and is still open (1 card)."
    );
    assert!(!env.db().exists());
}

#[test]
fn one_players_plays_ask_for_the_seating_only_once_their_values_stand() {
    let env = TestEnv::new();
    // The values do not depend on the seating: a wrong one is refused first.
    assert_eq!(
        env.check_json("pig10", &["pile", "Ann:4", "Ann:3@5"], 3)["reason"],
        "Ann: a 3 on a pile of 4 cannot make 5; the only legal value is 7"
    );
    assert_eq!(
        env.check_json("pig10", &["pile", "Ann:10", "Ann:3"], 3)["reason"],
        "Ann's 3 comes after the pile was taken at play 1; a taken pile is gone: check the next \
         pile on its own, from an empty middle"
    );
    // Whether Ann may lay a card again is the seating's to say, and the refusal says so.
    assert_eq!(
        env.check_fails("pig10", &["pile", "Ann:4", "Ann:3"], 2),
        "every play is Ann's, and whether Ann may lay another card depends on the seating (only \
         when the others have no cards left); give the seating with --players A,B,... and those \
         without cards with --skip NAME,..."
    );
    // Given, the seating decides.
    let v = env.check_json(
        "pig10",
        &[
            "pile",
            "--players",
            "Ann,Bob",
            "--skip",
            "Bob",
            "Ann:4",
            "Ann:3",
        ],
        0,
    );
    assert_eq!(v["values"], json!([4, 7]));
}

// `check pig10 play --previous`: the card before must be one that could have left the pile.

#[test]
fn a_card_before_that_cannot_have_left_the_pile_does_not_fit() {
    let env = TestEnv::new();
    let hint = "give the pile value after it with --pile N, or leave out --previous on an empty \
                middle";
    let cases: [(&[&str], String); 5] = [
        // Before: exit 0, "a 3 on a pile of 0 ... the same number as the card before".
        (
            &["play", "--previous", "3", "3"],
            format!("after a 3 the pile is between 3 and 9, not at 0; {hint}"),
        ),
        (
            &["play", "--pile", "2", "--previous", "4", "4"],
            format!("after a 4 the pile is between 4 and 9, not at 2; {hint}"),
        ),
        (
            &["play", "--pile", "7", "--previous", "8", "1"],
            format!("after an 8 the pile is at 8 or 9, not at 7; {hint}"),
        ),
        (
            &["play", "--pile", "4", "--previous", "0", "3"],
            format!("after a 0 the pile is at 0, not at 4; {hint}"),
        ),
        (
            &["play", "--previous", "10", "3"],
            "a 10 always takes the pile (it makes 10 or more), so no card follows it in that \
             pile; leave out --previous: the next card starts a new pile on an empty middle"
                .to_string(),
        ),
    ];
    for (args, message) in &cases {
        assert_eq!(&env.check_fails("pig10", args, 2), message, "{args:?}");
        let mut all = vec!["--json", "check", "pig10"];
        all.extend_from_slice(args);
        let out = env.run(&all);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
    // In Dutch and German too.
    assert_eq!(
        env.check_fails("pig10", &["play", "--previous", "8", "3"], 2),
        format!("after an 8 the pile is at 8 or 9, not at 0; {hint}")
    );
    let dutch = env.fails(
        &[
            "--lang",
            "nl",
            "check",
            "pig10",
            "play",
            "--previous",
            "3",
            "3",
        ],
        2,
    );
    assert_eq!(
        dutch,
        "na een 3 staat de stapel ergens tussen 3 en 9, niet op 0; geef de stapelwaarde daarna \
         met --pile N, of laat --previous weg als het midden leeg is"
    );
    let german = env.fails(
        &[
            "--lang",
            "de",
            "check",
            "pig10",
            "play",
            "--previous",
            "3",
            "3",
        ],
        2,
    );
    assert_eq!(
        german,
        "nach einer 3 steht der Stapel irgendwo zwischen 3 und 9, nicht auf 0; gib den Stapelwert danach mit \
         --pile N an, oder lass --previous bei leerer Tischmitte weg"
    );
}

#[test]
fn every_card_before_that_could_have_left_the_pile_still_fits() {
    let env = TestEnv::new();
    let values = |args: &[&str]| {
        let mut all = vec!["play"];
        all.extend_from_slice(args);
        env.check_json("pig10", &all, 0)["values"].clone()
    };
    // The same number as the card before, at the lowest and highest pile it leaves.
    assert_eq!(
        values(&["--pile", "4", "--previous", "4", "4"]),
        json!([4, 8])
    );
    assert_eq!(
        values(&["--pile", "9", "--previous", "4", "4"]),
        json!([4, 13])
    );
    assert_eq!(
        values(&["--pile", "7", "--previous", "4", "4"]),
        json!([4, 11])
    );
    // The frog leaves 0; the pigmaid anything from 0 (subtracted) to 9.
    assert_eq!(values(&["--pile", "0", "--previous", "0", "0"]), json!([0]));
    assert_eq!(
        values(&["--pile", "0", "--previous", "0", "10"]),
        json!([10])
    );
    assert_eq!(values(&["--pile", "0", "--previous", "5", "5"]), json!([5]));
    assert_eq!(values(&["--pile", "3", "--previous", "5", "2"]), json!([5]));
    assert_eq!(
        values(&["--pile", "8", "--previous", "5", "5"]),
        json!([3, 5, 13])
    );
    // A different card before, at a pile it leaves.
    assert_eq!(
        values(&["--pile", "7", "--previous", "3", "4"]),
        json!([11])
    );
}

// `stats`: each game's table ranks its players by that game's wins.

/// The players of one table of `stats`' text, top to bottom: the table under the line `title`
/// (the first table when `title` is `None`).
fn table_players(text: &str, title: Option<&str>) -> Vec<String> {
    let mut lines = text.lines();
    if let Some(title) = title {
        lines.find(|line| *line == title).expect("the game's table");
    }
    lines
        .skip_while(|line| !line.starts_with('╞'))
        .skip(1)
        .take_while(|line| line.starts_with('│'))
        .map(|line| {
            line.trim_start_matches('│')
                .split('┆')
                .next()
                .unwrap()
                .trim()
                .to_string()
        })
        .collect()
}

#[test]
fn each_games_table_ranks_by_that_games_wins() {
    let env = TestEnv::new();
    // Ann wins two Pig 10 matches and Bob one; Cy wins the Krumme10 match against Ann.
    let script: &[&[&str]] = &[
        &["new", "pig10", "--players", "Ann,Bob,Cy"],
        &["round", "1", "Ann=12", "Bob=7", "Cy=0"],
        &["finish", "1"],
        &["new", "pig10", "--players", "Ann,Bob,Cy"],
        &["round", "2", "Ann=12", "Bob=7", "Cy=0"],
        &["finish", "2"],
        &["new", "pig10", "--players", "Bob,Cy"],
        &["round", "3", "Bob=10", "Cy=0"],
        &["finish", "3"],
        &["new", "krumme10", "--players", "Ann,Cy"],
        &["round", "4", "Ann=0", "Cy=5"],
        &["finish", "4"],
    ];
    for args in script {
        env.ok(args);
    }
    let text = env.wide(&["stats"], 0);
    // All games: Ann 2 wins, then Cy and Bob 1 each (Cy in more matches).
    assert_eq!(table_players(&text, None), ["Ann", "Cy", "Bob"]);
    // Before, every game's table kept that order: Cy (0 Pig 10 wins) above Bob (1), and Ann
    // (0 Krumme10 wins) above Cy (1).
    assert_eq!(table_players(&text, Some("Pig 10")), ["Ann", "Bob", "Cy"]);
    assert_eq!(table_players(&text, Some("Krumme10")), ["Cy", "Ann"]);
    // As `stats --game` ranks them.
    let pig10 = env.wide(&["stats", "--game", "pig10"], 0);
    assert_eq!(table_players(&pig10, None), ["Ann", "Bob", "Cy"]);
    // A game's table shows the players of the first table, in that game's order.
    let two = env.wide(&["stats", "--limit", "2"], 0);
    assert_eq!(table_players(&two, None), ["Ann", "Cy"]);
    assert_eq!(table_players(&two, Some("Pig 10")), ["Ann", "Cy"]);
    assert_eq!(table_players(&two, Some("Krumme10")), ["Cy", "Ann"]);
}

// The contract of `standings --json`: "abandoned" is one of its statuses, and GUIDE says so.

#[test]
fn standings_json_says_abandoned_and_guide_lists_it() {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    env.ok(&["round", "1", "Ann=3", "Bob=5"]);
    env.ok(&["finish", "1", "--abandon"]);
    let standings = env.json(&["standings", "1"]);
    assert_eq!(standings["status"], "abandoned");
    assert_eq!(standings["winners"], json!([]));
    let guide = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/GUIDE.md"))
        .expect("GUIDE.md");
    let guide = guide.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        guide.contains(
            "with `status` one of `in-progress`, `finished` or `abandoned` (a match given up \
             with `finish --abandon`"
        ),
        "GUIDE describes standings --json's statuses"
    );
}
