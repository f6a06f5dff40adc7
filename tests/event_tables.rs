//! A match that is a table of an event (a club night) says so where it is named: `show` and
//! `standings` start their heading with the evening, round and table, and their JSON gains an
//! `event` object (only for such a match, so every other match's JSON stays as it was).

use serde_json::json;

use crate::common::TestEnv;
use crate::evening::{create_event, draw_round};

/// "Friday club" with round 1 drawn at two tables (matches 1 and 2); a plain match 3 beside it.
fn friday() -> TestEnv {
    let env = TestEnv::new();
    let event = create_event(
        env.db(),
        "Friday club",
        &["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"],
    );
    draw_round(
        env.db(),
        event,
        1,
        7,
        &[&["Ann", "Bob", "Cy"], &["Dee", "Eve", "Fay"]],
    );
    env.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    env
}

#[test]
fn show_and_standings_of_an_event_table_name_the_evening_round_and_table_first() {
    let env = friday();
    env.ok(&["round", "2", "Dee=30", "Eve=20", "Fay=30"]);
    for command in ["show", "standings"] {
        // `show` prints the rounds first, then the table under its heading.
        let heading = |text: &str| {
            let line = text.lines().find(|line| line.contains(" · Pig 10 · "));
            line.map(str::to_string)
        };
        let text = env.wide(&[command, "2"], 0);
        assert_eq!(
            heading(&text).as_deref(),
            Some("Friday club — round 1, table 2 · Pig 10 · match 2 · after 1 deal · in progress"),
            "{command}:\n{text}"
        );
        let dutch = heading(&env.wide(&["--lang", "nl", command, "2"], 0)).unwrap();
        assert!(
            dutch.starts_with("Friday club — ronde 1, tafel 2 · "),
            "{dutch}"
        );
        let german = heading(&env.wide(&["--lang", "de", command, "2"], 0)).unwrap();
        assert!(
            german.starts_with("Friday club — Runde 1, Tisch 2 · "),
            "{german}"
        );
    }
    let place = json!({"id": 1, "name": "Friday club", "round": 1, "table": 2});
    assert_eq!(env.json(&["standings", "2"])["event"], place);
    let show = env.json(&["show", "2"]);
    assert_eq!(show["event"], place);
    assert_eq!(show["standings"]["event"], place);
}

#[test]
fn a_match_of_no_event_is_shown_as_before() {
    let env = friday();
    let text = env.wide(&["standings", "3"], 0);
    assert!(text.starts_with("Pig 10 · match 3 · "), "{text}");
    let standings = env.json(&["standings", "3"]);
    assert_eq!(standings.get("event"), None);
    let show = env.json(&["show", "3"]);
    assert_eq!(show.get("event"), None);
    assert_eq!(show["standings"].get("event"), None);
}
