//! `tenscore player`: one identity per person: the list, a new spelling, two names made one.

use serde_json::json;

use crate::common::TestEnv;

/// Ann, Bob and Cy play Pig 10 (Ann wins); Annie, Dan and Eve start another.
fn two_tables() -> TestEnv {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "Ann,Bob,Cy"]);
    env.ok(&["round", "Ann=5", "Bob=1", "Cy=2"]);
    env.ok(&["finish"]);
    env.ok(&["new", "pig10", "--players", "Annie,Dan,Eve"]);
    env.ok(&["round", "Annie=1", "Dan=0", "Eve=0"]);
    env
}

fn row<'a>(list: &'a serde_json::Value, name: &str) -> &'a serde_json::Value {
    list.as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == name)
        .unwrap_or_else(|| panic!("{name} in {list}"))
}

#[test]
fn the_list_shows_each_players_matches_wins_and_last_game_by_name() {
    let env = two_tables();
    let list = env.json(&["player", "list"]);
    let names: Vec<&str> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Ann", "Annie", "Bob", "Cy", "Dan", "Eve"]);
    assert_eq!(row(&list, "Ann")["matches"], 1);
    assert_eq!(row(&list, "Ann")["won"], 1);
    assert_eq!(row(&list, "Bob")["won"], 0);
    assert_eq!(row(&list, "Ann")["last_played"], "2026-01-02T03:04:05Z");
    let text = env.ok(&["player", "list"]);
    assert!(text.contains("Last played"), "{text}");
    assert!(
        text.lines()
            .any(|l| l.contains("Ann ") && l.contains("2026-01-02 03:04")),
        "{text}"
    );
}

#[test]
fn a_merge_moves_every_match_score_and_win_and_refuses_two_people() {
    let env = two_tables();
    let text = env.ok(&["player", "merge", "annie", "Ann"]);
    assert_eq!(
        text.trim(),
        "Annie is merged into Ann: 1 match is Ann's now."
    );
    let list = env.json(&["player", "list"]);
    assert_eq!(row(&list, "Ann")["matches"], 2);
    assert_eq!(row(&list, "Ann")["won"], 1);
    assert!(
        list.as_array()
            .unwrap()
            .iter()
            .all(|p| p["name"] != "Annie")
    );
    // The match in progress seats Ann now, with Annie's score.
    let standings = env.json(&["standings"]);
    assert_eq!(standings["players"][0]["name"], "Ann");
    assert_eq!(standings["players"][0]["score"], 1);
    assert_eq!(
        env.json(&["history", "--player", "Ann"])
            .as_array()
            .unwrap()
            .len(),
        2,
        "history finds both of Ann's matches"
    );
    // The round goes on under the one name.
    env.ok(&["round", "Ann=2", "Dan=1", "Eve=0"]);

    let before = env.db_bytes();
    for (args, message) in [
        (
            &["player", "merge", "Bob", "Ann"][..],
            "'Bob' and 'Ann' both played in match 1, so they are two people",
        ),
        (
            &["player", "merge", "ann", "ANN"],
            "'Ann' and 'Ann' are one player already",
        ),
        (
            &["player", "merge", "Zed", "Ann"],
            "no player named 'Zed' has played in this database",
        ),
    ] {
        let err = env.fails(args, 2);
        assert!(err.contains(message), "{args:?}: {err}");
    }
    assert!(env.db_bytes() == before, "a refused merge wrote nothing");
}

#[test]
fn a_club_nights_player_merges_and_two_of_one_evening_are_refused() {
    club_night_merge(&TestEnv::new(), true);
    if let Some(server) = crate::pg_server::fresh_database() {
        club_night_merge(&TestEnv::on(server.url()), false);
    }
}

/// The test above on `env`; `file`: a SQLite file, whose bytes show that a refusal wrote nothing.
fn club_night_merge(env: &TestEnv, file: bool) {
    let players = "Ann,Bob,Cy,Dee,Gus,Hal";
    env.ok(&[
        "event",
        "new",
        "Friday",
        "--game",
        "pig10",
        "--players",
        players,
    ]);
    let seating = env.json(&["event", "seat"]);
    let first_at = |table: usize| seating["tables"][table]["players"][0].as_str().unwrap();
    let (one, other) = (first_at(0), first_at(1));
    env.ok(&["new", "pig10", "--players", "Annie,Eve,Fay"]);
    // On the evening's list both, at two tables of one round: two people, refused in one line
    // with nothing written.
    let before = file.then(|| env.db_bytes());
    assert_eq!(
        env.fails(&["player", "merge", one, other], 2),
        format!(
            "'{one}' and '{other}' are both players of the club night Friday, so they are two \
             people; merge only two names of one person; to tell them apart, `tenscore player \
             rename {one} NEW`"
        )
    );
    assert!(
        before.is_none_or(|before| env.db_bytes() == before),
        "a refused merge wrote nothing"
    );
    // A player of the evening merged into another name: the evening follows (it failed on a
    // foreign key before).
    env.ok(&["player", "merge", one, "Annie"]);
    let seating = env.json(&["event", "seating"]);
    let seated: Vec<&str> = (seating["tables"][0]["players"].as_array().unwrap().iter())
        .map(|p| p.as_str().unwrap())
        .collect();
    assert!(
        seated.contains(&"Annie") && !seated.contains(&one),
        "{seated:?}"
    );
    let standings = env.json(&["event", "standings"]);
    let names: Vec<&str> = (standings["players"].as_array().unwrap().iter())
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert!(
        names.contains(&"Annie") && !names.contains(&one),
        "{names:?}"
    );
}

#[test]
fn a_merge_in_json_says_what_was_merged() {
    let env = two_tables();
    assert_eq!(
        env.json(&["player", "merge", "Annie", "Ann"]),
        json!({"merged": "Annie", "into": "Ann", "matches": 1})
    );
}

#[test]
fn a_rename_shows_in_every_match_and_refuses_a_name_taken() {
    let env = two_tables();
    let renamed = env.json(&["player", "rename", "bob", "Robert"]);
    assert_eq!(
        (renamed["was"].clone(), renamed["name"].clone()),
        (json!("Bob"), json!("Robert"))
    );
    let show = env.ok(&["show", "1"]);
    assert!(show.contains("Robert") && !show.contains("Bob"), "{show}");
    assert_eq!(
        env.json(&["history", "--player", "ROBERT"])[0]["players"],
        json!(["Ann", "Robert", "Cy"])
    );
    // Only the case: the same player.
    assert!(
        env.ok(&["player", "rename", "robert", "ROBERT"])
            .contains("ROBERT")
    );
    // Spelled as it is already: said so.
    assert_eq!(
        env.ok(&["player", "rename", "robert", "ROBERT"]),
        "ROBERT is called ROBERT already; nothing changed.\n"
    );
    assert_eq!(
        env.json(&["player", "rename", "ROBERT", "ROBERT"])["name"],
        "ROBERT"
    );
    // A new match with the new name is the same person.
    env.ok(&["new", "tenstuff", "--players", "Robert,Eve"]);
    assert_eq!(row(&env.json(&["player", "list"]), "ROBERT")["matches"], 2);

    let before = env.db_bytes();
    for (args, message) in [
        (
            &["player", "rename", "Robert", "ann"][..],
            // They sat in match 1 together: two people, so the fix is another name, not a merge.
            "there is already a player called 'Ann'; choose another name: they both played in match 1, so they are two people, not one to merge; e.g. `tenscore player rename ROBERT NEW`",
        ),
        (
            &["player", "rename", "Zed", "Zoe"],
            "no player named 'Zed' has played in this database",
        ),
        (&["player", "rename", "Ann", " "], "the new name is empty"),
    ] {
        let err = env.fails(args, 2);
        assert!(err.contains(message), "{args:?}: {err}");
    }
    assert!(env.db_bytes() == before, "a refused rename wrote nothing");
}

#[test]
fn the_list_on_a_missing_database_creates_nothing() {
    let env = TestEnv::new();
    let err = env.fails(&["player", "list"], 1);
    assert!(err.contains("no tenscore database"), "{err}");
    assert!(!env.db().exists());
}

#[test]
fn a_name_typed_composed_or_decomposed_is_one_player() {
    let env = TestEnv::new();
    // "Zoë" with one ë, then as a keyboard that sends e and the combining dots types it.
    env.ok(&["new", "pig10", "--players", "Zo\u{00EB},Ann"]);
    env.ok(&["finish", "--abandon"]);
    env.ok(&["new", "pig10", "--players", "Zoe\u{0308},Bob"]);
    let list = env.json(&["player", "list"]);
    assert_eq!(list.as_array().map(Vec::len), Some(3), "{list}");
    assert_eq!(row(&list, "Zo\u{00EB}")["matches"], 2, "{list}");
    let history = env.json(&["history", "--player", "Zoe\u{0308}"]);
    assert_eq!(history.as_array().map(Vec::len), Some(2), "{history}");
}
