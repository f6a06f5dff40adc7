//! Faults found in session 52 where one thing was answered two ways: refusals about where a match
//! stands with two exit codes, check forms refusing a wrong number of cards with two exit codes,
//! times in JSON in UTC here and in local time there, and a club night's CSV with figures the
//! page and the text round.

use crate::common::TestEnv;

#[test]
fn every_refusal_about_where_a_match_stands_exits_3_and_a_round_it_lacks_exit_2() {
    let env = TestEnv::new();
    env.ok(&["new", "updown", "--players", "Ann,Bob,Cy"]);
    // Nothing to undo: where the match stands, as a round for a finished match (exit 3).
    assert_eq!(
        env.refused_unwritten(&["undo"], 3),
        "match 1 has no round to undo; open a round first with `tenscore bid`"
    );
    // Tricks before bids, and an edit of a round that is not there (a lookup, exit 2).
    assert!(
        env.refused_unwritten(&["round", "Ann=1", "Bob=0", "Cy=0"], 3)
            .starts_with("round 1 has no bids yet")
    );
    let edit = ["edit", "1", "1", "Ann=1", "Bob=0", "Cy=0", "--reason", "x"];
    assert_eq!(
        env.refused_unwritten(&edit, 2),
        "match 1 has no round 1; its rounds are numbered 1 to 0 (see `tenscore show 1`)"
    );
    // Bids in: bids again, and an edit of the round only bid, are where the match stands.
    env.ok(&["bid", "Ann=1", "Bob=0", "Cy=1"]);
    assert!(
        env.refused_unwritten(&["bid", "Ann=1", "Bob=0", "Cy=1"], 3)
            .starts_with("round 1 of match 1 already has its bids;")
    );
    assert_eq!(
        env.refused_unwritten(&edit, 3),
        "round 1 of match 1 has only its bids so far: there is nothing played to edit; record it \
         with `tenscore round 1 ...`, or withdraw the bids with `tenscore undo 1`"
    );
    assert!(
        env.refused_unwritten(&["reopen", "1"], 3)
            .starts_with("match 1 is in progress, so there is nothing to reopen;")
    );
    assert!(
        env.refused_unwritten(&["finish"], 3)
            .starts_with("match 1 has no rounds yet, so")
    );
    // Abandoned: it takes no round, no bids, no undo, no second ending.
    env.ok(&["finish", "--abandon"]);
    for args in [
        &["undo", "1"][..],
        &["round", "1", "Ann=1", "Bob=0", "Cy=0"],
        &["bid", "1", "Ann=1", "Bob=0", "Cy=1"],
        &["finish", "1"],
    ] {
        assert!(
            env.refused_unwritten(args, 3).starts_with("match 1 "),
            "{args:?}"
        );
    }

    // Every game words its nothing to undo in its own round word, with exit 3.
    for (game, players, undo) in [
        (
            "pig10",
            "Ann,Bob",
            "match 2 has no deal to undo; record a deal first",
        ),
        (
            "krumme10",
            "Ann,Bob",
            "match 3 has no game to undo; record a game first",
        ),
        (
            "under10",
            "Ann,Bob",
            "match 4 has no round to undo; record a round first",
        ),
        (
            "tenstuff",
            "Ann,Bob",
            "match 5 has no deal to undo; record a deal first",
        ),
    ] {
        env.ok(&["new", game, "--players", players]);
        assert_eq!(
            env.refused_unwritten(&["undo"], 3),
            format!("{undo} with `tenscore round`")
        );
    }
    // In Dutch too.
    assert!(
        env.refused_unwritten(&["--lang", "nl", "undo"], 3)
            .starts_with("partij 5 heeft "),
    );
}

#[test]
fn cards_tricks_or_plays_that_do_not_fit_the_rest_of_the_input_exit_2_in_every_check_form() {
    let env = TestEnv::new();
    // A hand of too few tricks for its round, and a deal missing a play: both exit 2, one line
    // on standard error, no verdict (even with --json).
    env.ok(&["new", "updown", "--players", "Ann,Bob,Cy"]);
    env.ok(&["bid", "Ann=1", "Bob=0", "Cy=1"]);
    env.ok(&["round", "Ann=1", "Bob=0", "Cy=0"]);
    env.ok(&["bid", "Ann=1", "Bob=0", "Cy=1"]);
    assert_eq!(
        env.check_fails("updown", &["hand", "--match", "1", "2H,3H,4H"], 2),
        "the hand has 1 trick, but round 2 deals 2 cards to each player; give 2 tricks, one for \
         each card in hand"
    );
    let deal = ["deal", "--players", "Ann,Bob", "--cards", "6"];
    let short = [&deal[..], &["Ann:4", "Bob:3", "Ann:2", "Bob:1", "Ann:9"]].concat();
    assert_eq!(
        env.check_fails("pig10", &short, 2),
        "the deal is not over: Bob still holds 1 card; play goes on until no hand holds a card: \
         give every play of the deal"
    );
    let json = env.run(&[&["--json", "check", "pig10"][..], &short].concat());
    assert_eq!(
        (json.status.code(), json.stdout.is_empty()),
        (Some(2), true)
    );
    // A play too many for a player's share, and more bids than bidders: exit 2 as well.
    let long = [
        &deal[..],
        &[
            "Ann:4", "Bob:3", "Ann:2", "Bob:1", "Ann:9", "Bob:9", "Ann:1",
        ],
    ]
    .concat();
    assert!(env.check_fails("pig10", &long, 2).starts_with(
        "pile 3, play 7: Ann has played every card the deal gave them but plays a 1;"
    ));
    assert_eq!(
        env.check_fails(
            "updown",
            &["bids", "--cards", "3", "--seats", "3", "1", "1", "1"],
            2
        ),
        "all 3 players have bid already (3 bids given); give the bids made so far, at most 2"
    );
    // A deal no table of the game can have is a rule broken (exit 3) in both games, as a --peak
    // the deck cannot deal is.
    let big = env.check_json(
        "pig10",
        &["deal", "--players", "Ann,Bob", "--cards", "81", "Ann:1"],
        3,
    );
    assert!(
        big["reason"]
            .as_str()
            .unwrap()
            .starts_with("a deal of 81 cards cannot be played by 2 players;"),
        "{big}"
    );
    assert!(
        !env.check_json("updown", &["bids", "--cards", "18", "--seats", "3"], 3)["legal"]
            .as_bool()
            .unwrap()
    );
}

/// `tenscore --json ARGS...` two hours east of UTC (POSIX `UTC-2`), as JSON.
fn json_east(env: &TestEnv, args: &[&str]) -> serde_json::Value {
    let out = env
        .cmd()
        .env("TZ", "UTC-2")
        .arg("--json")
        .args(args)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{args:?}");
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn every_time_in_json_is_local_time_with_its_offset_and_export_keeps_utc() {
    let env = TestEnv::new();
    // The clock stands at 2026-01-02T03:04:05Z: 05:04:05 two hours east.
    let local = "2026-01-02T05:04:05+02:00";
    env.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    env.ok(&["round", "Ann=3", "Bob=4"]);
    env.ok(&["finish"]);
    let show = json_east(&env, &["show", "1"]);
    assert_eq!(show["created_at"], local);
    assert_eq!(show["finished_at"], local);
    assert_eq!(show["rounds"][0]["recorded_at"], local);
    let all = json_east(&env, &["show", "1", "--all"]);
    assert_eq!(all["rounds"][0]["recorded_at"], local);
    assert_eq!(json_east(&env, &["history"])[0]["date"], local);
    assert_eq!(
        json_east(&env, &["player", "list"])[0]["last_played"],
        local
    );
    env.ok(&[
        "event",
        "new",
        "Friday",
        "--game",
        "pig10",
        "--players",
        "A,B,C,D",
    ]);
    assert_eq!(json_east(&env, &["event", "list"])[0]["created_at"], local);
    // The interchange format keeps the time as stored, in UTC.
    let export = (env.cmd().env("TZ", "UTC-2"))
        .args(["export"])
        .output()
        .unwrap();
    let export = String::from_utf8(export.stdout).unwrap();
    assert!(
        export.contains(r#""created_at":"2026-01-02T03:04:05Z""#),
        "{export}"
    );
    assert!(!export.contains("+02:00"), "{export}");
}

#[test]
fn a_club_nights_csv_gives_the_figures_as_the_page_shows_them_in_every_language() {
    let env = TestEnv::new();
    env.ok(&[
        "event",
        "new",
        "Friday",
        "--game",
        "pig10",
        "--players",
        "A,B,C,D,E,F,G",
        "--rounds",
        "1",
    ]);
    let seat = env.json(&["event", "seat"]);
    // Tables of 4 and 3: at the table of 4, thirds; at the table of 3, halves.
    for table in seat["tables"].as_array().unwrap() {
        let id = table["match"].to_string();
        let players: Vec<&str> = (table["players"].as_array().unwrap().iter())
            .map(|p| p.as_str().unwrap())
            .collect();
        let mut args = vec!["round".to_string(), id.clone()];
        args.extend(
            players
                .iter()
                .zip([9, 5, 1, 0])
                .map(|(n, c)| format!("{n}={c}")),
        );
        env.ok(&args.iter().map(String::as_str).collect::<Vec<_>>());
        env.ok(&["finish", &id]);
    }
    for lang in ["en", "nl", "de"] {
        let csv = env.ok(&["--lang", lang, "event", "report", "--format", "csv"]);
        let shares: Vec<&str> = (csv.lines().skip(1))
            .map(|line| line.rsplit(',').next().unwrap())
            .collect();
        assert_eq!(
            shares,
            ["1.00", "0.67", "0.33", "0.00", "1.00", "0.50", "0.00"],
            "{csv}"
        );
    }
    // The JSON keeps the full numbers.
    let json = env.json(&["event", "report", "--format", "json"]);
    assert_eq!(
        json["rounds"][0]["tables"][0]["players"][1]["share"].as_f64(),
        Some(2.0 / 3.0)
    );
}
