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
