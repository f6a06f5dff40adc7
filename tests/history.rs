//! `tenscore history`: every match of the file, newest first, chosen by game, player and day.

use serde_json::{Value, json};

use crate::common::TestEnv;

/// A file with a match of each game on its own day: 10 op en neer ended by the rules (1 Jan),
/// Under the 10 in progress (2 Jan), Pig 10 finished with a shared win (3 Jan), Krumme10 in
/// teams, finished (4 Jan, late in the evening UTC), Tenstuff abandoned (5 Jan).
fn season() -> TestEnv {
    let env = TestEnv::new();
    let day = |d: u32| format!("2026-01-{d:02}T20:00:00Z");
    env.ok_at(
        &day(1),
        &["new", "updown", "--players", "Ann,Bob,Cy", "--peak", "1"],
    );
    env.ok_at(&day(1), &["bid", "Ann=1", "Bob=0", "Cy=1"]);
    env.ok_at(&day(1), &["round", "Ann=1", "Bob=0", "Cy=0"]);
    env.ok_at(&day(2), &["new", "under10", "--players", "Ann,Bob"]);
    env.ok_at(&day(2), &["round", "Ann=0", "Bob=30", "--call", "Ann"]);
    env.ok_at(&day(3), &["new", "pig10", "--players", "Bob,Cy,Dee"]);
    env.ok_at(&day(3), &["round", "Bob=4", "Cy=4", "Dee=2"]);
    env.ok_at(&day(3), &["finish", "3"]);
    let late = "2026-01-04T23:30:00Z";
    env.ok_at(
        late,
        &["new", "krumme10", "--players", "Ann,Bob,Cy,Dee", "--teams"],
    );
    env.ok_at(late, &["round", "4", "Ann=10", "Bob=0", "Cy=20", "Dee=0"]);
    env.ok_at(late, &["finish", "4"]);
    env.ok_at(&day(5), &["new", "tenstuff", "--players", "Cy,Eve"]);
    env.ok_at(&day(5), &["finish", "5", "--abandon"]);
    env
}

fn ids(list: &Value) -> Vec<i64> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|m| m["id"].as_i64().unwrap())
        .collect()
}

#[test]
fn every_match_is_listed_newest_first_with_who_played_and_who_won() {
    let env = season();
    let list = env.json(&["history"]);
    assert_eq!(ids(&list), [5, 4, 3, 2, 1]);
    assert_eq!(
        list[4],
        json!({"id": 1, "game": "updown", "date": "2026-01-01T20:00:00Z",
               "players": ["Ann", "Bob", "Cy"], "winners": ["Ann"], "rounds": 1,
               "status": "finished"})
    );
    assert_eq!(list[3]["status"], "in-progress");
    assert_eq!(list[3]["winners"], json!([]));
    assert_eq!(list[3]["rounds"], 1);
    assert_eq!(
        list[2]["winners"],
        json!(["Bob", "Cy"]),
        "a shared win names both"
    );
    assert_eq!(list[1]["players"], json!(["Ann", "Bob", "Cy", "Dee"]));
    assert_eq!(
        list[1]["winners"],
        json!(["Ann", "Cy"]),
        "the winning team's members"
    );
    assert_eq!(list[0]["status"], "abandoned");
    assert_eq!(
        list[0]["winners"],
        json!([]),
        "an abandoned match has no winner"
    );

    let text = env.ok(&["history"]);
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[1].contains("Match") && lines[1].contains("Winners"),
        "{text}"
    );
    assert!(
        lines[3].contains("Tenstuff") && lines[3].contains("abandoned"),
        "{text}"
    );
    assert!(
        // The players, then the winners in a cell of their own.
        lines[5].contains("Pig 10")
            && lines[5].contains("┆ Bob, Cy, Dee ")
            && lines[5].contains("┆ Bob, Cy ┆"),
        "{text}"
    );
    assert!(
        lines[6].contains("Under the 10") && lines[6].contains("in progress"),
        "{text}"
    );
    assert!(
        lines[7].contains("2026-01-01 20:00") && lines[7].contains("10 op en neer"),
        "{text}"
    );
}

#[test]
fn filters_by_game_player_and_days_in_local_time() {
    let env = season();
    assert_eq!(ids(&env.json(&["history", "--game", "pig10"])), [3]);
    // Aliases and any case, as every command reads a game.
    assert_eq!(ids(&env.json(&["history", "--game", "onderde10"])), [2]);
    assert_eq!(ids(&env.json(&["history", "--player", "ann"])), [4, 2, 1]);
    // The newest of them when the list is cut short (read down the player's seats from the end).
    assert_eq!(
        ids(&env.json(&["history", "--player", "ann", "--limit", "2"])),
        [4, 2]
    );
    assert_eq!(
        ids(&env.json(&["history", "--player", "Cy", "--game", "updown"])),
        [1]
    );
    assert_eq!(
        ids(&env.json(&["history", "--since", "2026-01-03"])),
        [5, 4, 3]
    );
    assert_eq!(
        ids(&env.json(&["history", "--until", "2026-01-02"])),
        [2, 1]
    );
    assert_eq!(
        ids(&env.json(&["history", "--since", "2026-01-02", "--until", "2026-01-03"])),
        [3, 2]
    );
    // Krumme10 started at 23:30 UTC on 4 January: the 5th two hours east of UTC.
    let east = |args: &[&str]| -> Value {
        let out = env
            .cmd()
            .env("TZ", "UTC-2")
            .arg("--json")
            .args(args)
            .output()
            .unwrap();
        serde_json::from_slice(&out.stdout).unwrap()
    };
    assert_eq!(ids(&east(&["history", "--since", "2026-01-05"])), [5, 4]);
    assert_eq!(ids(&east(&["history", "--until", "2026-01-04"])), [3, 2, 1]);
    assert_eq!(
        east(&["history", "--game", "krumme10"])[0]["date"],
        "2026-01-05T01:30:00+02:00"
    );
    let text = env
        .cmd()
        .env("TZ", "UTC-2")
        .args(["history", "--game", "krumme10"])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&text.stdout).contains("2026-01-05 01:30"));
}

#[test]
fn a_limit_keeps_the_newest_and_says_there_are_more() {
    let env = season();
    assert_eq!(ids(&env.json(&["history", "--limit", "2"])), [5, 4]);
    let text = env.ok(&["history", "--limit", "2"]);
    assert!(
        text.contains(
            "Only the newest 2 matches are shown; --limit N shows more, --all every one."
        ),
        "{text}"
    );
    assert!(
        !env.ok(&["history", "--limit", "5"])
            .contains("Only the newest")
    );
    for _ in 0..20 {
        env.ok(&["new", "tenstuff", "--players", "Ann,Bob"]);
    }
    assert_eq!(
        env.json(&["history"]).as_array().unwrap().len(),
        20,
        "a screenful by default"
    );
    assert_eq!(
        env.json(&["history", "--all"]).as_array().unwrap().len(),
        25
    );
}

#[test]
fn an_empty_list_says_how_to_start_or_what_to_leave_out() {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "Ann,Bob,Cy"]);
    // Only the flags given are named.
    assert_eq!(
        env.ok(&["history", "--game", "krumme10"]).trim_end(),
        "No match fits that; leave out --game to see more."
    );
    assert_eq!(
        crate::common::words(&env.ok(&["history", "--player", "Ann", "--since", "2030-01-01"])),
        "No match fits that; leave out --player or --since to see more."
    );
    assert_eq!(env.json(&["history", "--since", "2030-01-01"]), json!([]));
}

#[test]
fn bad_filters_are_refused_in_one_line_and_write_nothing() {
    let env = season();
    let before = env.db_bytes();
    for (args, code, message) in [
        (
            &["history", "--since", "2024-13-45"][..],
            2,
            "--since '2024-13-45' is not a date; write a day as YYYY-MM-DD, e.g. 2026-11-23",
        ),
        (
            &["history", "--until", "friday"],
            2,
            "--until 'friday' is not a date",
        ),
        (
            &["history", "--since", "2026-01-05", "--until", "2026-01-01"],
            2,
            "--until 2026-01-01 is before --since 2026-01-05",
        ),
        (
            &["history", "--player", "Zed"],
            2,
            "no player named 'Zed' has played in this database",
        ),
        (&["history", "--game", "poker"], 2, "poker"),
        (&["history", "--limit", "0"], 2, "0"),
        (&["history", "--limit", "3", "--all"], 2, "--all"),
    ] {
        let err = env.fails(args, code);
        assert!(err.contains(message), "{args:?}: {err}");
    }
    assert!(env.db_bytes() == before, "a refused history wrote nothing");
}

#[test]
fn a_missing_database_is_not_created_by_a_look_back() {
    let env = TestEnv::new();
    let err = env.fails(&["history"], 1);
    assert!(err.contains("no tenscore database"), "{err}");
    assert!(!env.db().exists());
}
