//! `tenscore event new`: an evening created with its game, players and options, and every
//! refusal in one line with nothing written; `event list`.

use serde_json::Value;

use crate::common::TestEnv;

const EIGHT: &str = "Ann,Bob,Cy,Dee,Eve,Fay,Gus,Hal";

/// The stored options and ranking of every event, oldest first.
fn stored_events(env: &TestEnv) -> Vec<(String, Value, String)> {
    let conn = rusqlite::Connection::open(env.db()).expect("the file opens");
    let mut query = conn
        .prepare("SELECT game, options, ranking FROM events ORDER BY id")
        .expect("a query");
    query
        .query_map([], |r| {
            let options: String = r.get(1)?;
            Ok((
                r.get(0)?,
                serde_json::from_str(&options).expect("JSON options"),
                r.get(2)?,
            ))
        })
        .expect("rows")
        .map(|row| row.expect("a row"))
        .collect()
}

/// A database with one event in it, to compare refusals against.
fn with_an_event() -> TestEnv {
    let env = TestEnv::new();
    env.ok(&[
        "event",
        "new",
        "Monday",
        "--game",
        "pig10",
        "--players",
        "Ann,Bob,Cy",
    ]);
    env
}

#[test]
fn an_event_is_created_with_its_players_and_says_the_next_step() {
    let env = TestEnv::new();
    let out = env.ok(&[
        "event",
        "new",
        "Friday",
        "--game",
        "updown",
        "--players",
        EIGHT,
    ]);
    assert_eq!(
        out,
        "Event 1 created: Friday, 10 op en neer, 8 players, 3 rounds. Next: `tenscore event seat` draws round 1.\n"
    );
    let json = env.json(&[
        "event",
        "new",
        "Saturday",
        "--game",
        "pig10",
        "--players",
        "Ann,Bob,Cy,Dee,Eve",
        "--rounds",
        "5",
    ]);
    assert_eq!(
        json,
        serde_json::json!({"id": 2, "name": "Saturday", "game": "pig10",
            "players": ["Ann", "Bob", "Cy", "Dee", "Eve"], "rounds": 5})
    );
    let list = env.json(&["event", "list"]);
    let names: Vec<&str> = (list.as_array().expect("a list").iter())
        .map(|e| e["name"].as_str().expect("a name"))
        .collect();
    assert_eq!(names, ["Saturday", "Friday"], "newest first");
    assert_eq!(list[1]["rounds"], 3);
    assert_eq!(list[1]["drawn"], 0);
    assert_eq!(list[1]["players"], 8);
    let text = env.ok(&["event", "list"]);
    assert_eq!(
        text,
        "2  Saturday · 2026-01-02 · Pig 10 · 0 of 5 rounds drawn · 5 players\n\
         1  Friday · 2026-01-02 · 10 op en neer · 0 of 3 rounds drawn · 8 players\n"
    );
}

#[test]
fn a_players_file_skips_blank_lines_comments_and_a_byte_order_mark() {
    let env = TestEnv::new();
    let file = env.dir().join("club.txt");
    std::fs::write(
        &file,
        // Saved by Notepad: a byte order mark first, Windows line ends.
        "\u{feff}# Friday's regulars\r\nAnn\r\n\r\n  Bob  \r\n# away: Zed\r\nCy\r\nDee\r\n",
    )
    .unwrap();
    let json = env.json(&[
        "event",
        "new",
        "Friday",
        "--game",
        "tenstuff",
        "--players-file",
        file.to_str().unwrap(),
    ]);
    assert_eq!(
        json["players"],
        serde_json::json!(["Ann", "Bob", "Cy", "Dee"])
    );
}

#[test]
fn every_games_options_are_stored_as_the_events_options() {
    let env = TestEnv::new();
    let cases: [(&str, &[&str], Value); 5] = [
        (
            "under10",
            &["--end", "first-out", "--bonus-cards"],
            serde_json::json!({"end": "first-out", "bonus_cards": true}),
        ),
        (
            "updown",
            &["--peak", "8", "--hook", "--no-trump"],
            serde_json::json!({"peak": 8, "hook": true, "no_trump": true}),
        ),
        ("pig10", &[], serde_json::json!({})),
        (
            "krumme10",
            &["--teams", "--long", "--showdown"],
            serde_json::json!({"teams": true, "long": true, "showdown": true}),
        ),
        (
            "tenstuff",
            &["--casual"],
            serde_json::json!({"casual": true}),
        ),
    ];
    for (game, options, _) in &cases {
        let name = format!("Night of {game}");
        let mut args = vec!["event", "new", &name, "--game", game, "--players", EIGHT];
        args.extend_from_slice(options);
        env.ok(&args);
    }
    let stored = stored_events(&env);
    for ((game, _, expected), (stored_game, options, ranking)) in cases.iter().zip(&stored) {
        assert_eq!(stored_game, game);
        assert_eq!(options, expected, "{game}");
        assert_eq!(ranking, "share");
    }
    env.ok(&[
        "event",
        "new",
        "Points",
        "--game",
        "updown",
        "--players",
        EIGHT,
        "--ranking",
        "points",
    ]);
    assert_eq!(stored_events(&env)[5].2, "points");
}

#[test]
fn options_are_checked_as_new_checks_them_for_the_tables() {
    let env = with_an_event();
    // Krumme10 in teams needs four to six at a table.
    assert_eq!(
        env.refused_unwritten(
            &[
                "event",
                "new",
                "K",
                "--game",
                "krumme10",
                "--players",
                EIGHT,
                "--teams",
                "--table-size",
                "3"
            ],
            3
        ),
        "teams need 4 to 6 players, not 3; leave out --teams, or seat 4 to 6 players"
    );
    // Up and Down's peak as for a table of the target size.
    assert_eq!(
        env.refused_unwritten(
            &[
                "event",
                "new",
                "U",
                "--game",
                "updown",
                "--players",
                EIGHT,
                "--peak",
                "13"
            ],
            3
        ),
        "a peak of 13 cannot be dealt to 4 players: the 52 cards deal at most 12 each, keeping one to turn for trump; choose --peak 1 to 12"
    );
    assert_eq!(
        env.refused_unwritten(
            &[
                "event",
                "new",
                "U",
                "--game",
                "under10",
                "--players",
                EIGHT,
                "--teams"
            ],
            2
        ),
        "--teams is not an option of Under the 10 (it is one of Krumme10); `tenscore new under10 --help` lists its options"
    );
    assert_eq!(
        env.refused_unwritten(
            &[
                "event",
                "new",
                "U",
                "--game",
                "under10",
                "--players",
                EIGHT,
                "--starter",
                "Ann"
            ],
            2
        ),
        "--starter names a player, but at a club night the draw decides who starts (the first seat of each table); leave --starter out"
    );
}

#[test]
fn krumme10_in_teams_seats_only_tables_of_four_to_six() {
    let env = TestEnv::new();
    env.ok(&[
        "event",
        "new",
        "K",
        "--game",
        "krumme10",
        "--players",
        "A1,A2,A3,A4,A5,A6,A7,A8,A9,A10,A11,A12,A13,A14",
        "--teams",
    ]);
    let seating = env.json(&["event", "seat"]);
    let sizes: Vec<usize> = (seating["tables"].as_array().unwrap().iter())
        .map(|t| t["players"].as_array().unwrap().len())
        .collect();
    assert_eq!(
        sizes,
        [5, 5, 4],
        "never the 4, 4, 3, 3 a game without teams gets"
    );
}

#[test]
fn every_refusal_of_event_new_is_one_line_and_writes_nothing() {
    let env = with_an_event();
    let cases: [(&[&str], i32, &str); 12] = [
        (
            &[
                "event",
                "new",
                "X",
                "--game",
                "krumme10",
                "--players",
                EIGHT,
                "--ranking",
                "points",
            ],
            2,
            "Krumme10 cannot rank an evening by points: its points do not compare across tables; use --ranking share (the default); points only for updown, pig10",
        ),
        (
            &[
                "event",
                "new",
                "X",
                "--game",
                "pig10",
                "--players",
                EIGHT,
                "--series",
                "Winter",
            ],
            2,
            "there is no series named 'Winter'; create it first: `tenscore series new Winter --best K`",
        ),
        (
            &[
                "event",
                "new",
                "X",
                "--game",
                "updown",
                "--players",
                "Ann,Bob",
            ],
            3,
            "2 players are too few for a table of 10 op en neer; name at least 3 players",
        ),
        (
            &[
                "event",
                "new",
                "X",
                "--game",
                "updown",
                "--players",
                EIGHT,
                "--table-size",
                "9",
            ],
            3,
            "10 op en neer seats 3 to 7 at a table, not 9; give --table-size 3 to 7",
        ),
        (
            &[
                "event",
                "new",
                "X",
                "--game",
                "updown",
                "--players",
                "Ann,Bob,ann,Cy",
            ],
            2,
            "'Ann' and 'ann' are the same name typed twice (case does not tell players apart); give each player a different name, e.g. Ann and Ann B",
        ),
        (
            &["event", "new", " ", "--game", "updown", "--players", EIGHT],
            2,
            "the event has no name; give it one, e.g. `tenscore event new Friday --game updown --players A,B,...`",
        ),
        (
            &[
                "event",
                "new",
                "2026",
                "--game",
                "updown",
                "--players",
                EIGHT,
            ],
            2,
            "'2026' is a number, and a number names an event by its id; add a word, e.g. \"Club 2026\"",
        ),
        (
            &[
                "event",
                "new",
                &"x".repeat(81),
                "--game",
                "updown",
                "--players",
                EIGHT,
            ],
            2,
            "the event name is 81 characters long; an event's name has at most 80; give a shorter one, e.g. `tenscore event new Friday --game updown --players A,B,...`",
        ),
        (
            &[
                "event",
                "new",
                "Fri\u{200B}day",
                "--game",
                "updown",
                "--players",
                EIGHT,
            ],
            2,
            "the event name holds U+200B (ZERO WIDTH SPACE), which does not show, so the name would not read as stored; type the name in plain text, e.g. `tenscore event new Friday --game updown --players A,B,...`",
        ),
        (
            &[
                "event",
                "new",
                "Fri\x1bday",
                "--game",
                "updown",
                "--players",
                EIGHT,
            ],
            2,
            "the event name holds U+001B, which is a control character; type the name in plain text, e.g. `tenscore event new Friday --game updown --players A,B,...`",
        ),
        (
            &[
                "event",
                "new",
                "X",
                "--game",
                "updown",
                "--players-file",
                "nowhere.txt",
            ],
            1,
            "cannot read the players file nowhere.txt: No such file or directory (os error 2); check the file's name; it holds one player a line",
        ),
        (
            &[
                "event",
                "new",
                "X",
                "--game",
                "updown",
                "--players",
                EIGHT,
                "--rounds",
                "0",
            ],
            2,
            "",
        ),
    ];
    for (args, code, message) in cases {
        let line = env.refused_unwritten(args, code);
        if !message.is_empty() {
            assert_eq!(line, message, "{args:?}");
        }
    }
}

#[test]
fn an_event_named_wrong_is_refused_with_the_one_meant() {
    let env = TestEnv::new();
    env.ok(&[
        "event",
        "new",
        "Friday",
        "--game",
        "pig10",
        "--players",
        "Ann,Bob,Cy",
    ]);
    assert_eq!(
        env.refused_unwritten(&["event", "seat", "Frday"], 2),
        "no event named 'Frday'; did you mean Friday? `tenscore event list` shows them"
    );
    assert_eq!(
        env.refused_unwritten(&["event", "seating", "7"], 2),
        "there is no event 7 in this database; `tenscore event list` shows the events"
    );
    assert_eq!(
        env.refused_unwritten(&["event", "seating", "friday"], 3),
        "no round of Friday is drawn yet; `tenscore event seat` draws the next round"
    );
    assert_eq!(
        env.refused_unwritten(&["--lang", "nl", "event", "seat", "Frday"], 2),
        "geen avond met de naam 'Frday'; bedoel je Friday? `tenscore event list` toont ze"
    );
    assert_eq!(
        env.refused_unwritten(&["--lang", "de", "event", "seat", "Frday"], 2),
        "kein Abend namens 'Frday'; meintest du Friday? `tenscore event list` zeigt sie"
    );
}

#[test]
fn the_help_of_event_new_lists_each_games_options_under_its_title() {
    let env = TestEnv::new();
    let help = env.ok(&["--lang", "nl", "event", "new", "--help"]);
    for heading in [
        "Under the 10 options:",
        "10 op en neer options:",
        "Krumme10 options:",
        "Tenstuff options:",
    ] {
        assert!(help.contains(heading), "{heading}\n{help}");
    }
    assert!(help.contains("--teams") && help.contains("--hook") && help.contains("--casual"));
    assert!(help.contains("The rounds planned: 3 by default, a club evening's usual count"));
}
