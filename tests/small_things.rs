//! Issue 35, item 9: the small things a person at the table notices. The tricks a player can
//! still take said plainly; a round's entries read before its options (the first real problem is
//! the one reported); `edit` without `--reason`; `check pig10 pile` without `--players`; the CSV's
//! edit reason; the SVG's out cross drawn whole; bare `tenscore`'s help filled to the width.

use crate::common::TestEnv;
use crate::pty_play::{answer, expect, menu_pick, menu_quit, spawn};

#[test]
fn a_player_offered_more_tricks_than_the_round_has_is_told_the_most_they_can_take() {
    let env = TestEnv::new();
    let mut p = spawn(
        &env,
        &[
            "play",
            "updown",
            "--players",
            "Ann,Bob,Cy",
            "--peak",
            "2",
            "--hook",
        ],
    );
    // Round 1 has one card: Ann bids 1, Bob 0, and Cy, last, must bid 1 (the hook).
    menu_pick(&mut p, 1, 0);
    answer(
        &mut p,
        "Trump suit (C, D, H, S, hearts, ..., or none; Enter to skip)",
        "",
    );
    answer(&mut p, "Ann's bid (0–1)", "1");
    answer(&mut p, "Bob's bid (0–1)", "0");
    answer(&mut p, "Cy's bid (must be 1)", "1");
    answer(&mut p, "Ann's tricks (bid 1)", "2");
    expect(&mut p, "round 1 has 1 trick; Ann can take at most 1");
    answer(&mut p, "Ann's tricks (bid 1)", "1");
    answer(&mut p, "Bob's tricks (bid 0)", "0");
    answer(&mut p, "Cy's tricks (bid 1) [0]", "");
    expect(&mut p, "Round 1 recorded");
    menu_quit(&mut p, 2);
    crate::pty_play::ends_well(p);
    assert_eq!(
        env.scores(1),
        crate::pty_play::pairs(&[("Ann", 11), ("Bob", 10), ("Cy", 0)])
    );
}

#[test]
fn a_round_reports_its_entries_first_then_how_it_ended() {
    let env = TestEnv::new();
    env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    // The unreadable x before the missing Cy and the missing --call.
    assert_eq!(
        env.refused_unwritten(&["round", "Ann=5", "Bob=x"], 2),
        "Bob=x: 'x' is not a number of points; write the points left in hand as a whole number: \
         7, 12"
    );
    // The missing Cy before the missing --call.
    assert_eq!(
        env.refused_unwritten(&["round", "Ann=5", "Bob=4"], 2),
        "no entry for Cy; give NAME=POINTS for every player still in: Ann, Bob and Cy"
    );
    // A player not at the table before a caller not at the table.
    assert_eq!(
        env.refused_unwritten(&["round", "Ann=5", "Bob=4", "Dan=3", "--call", "Zed"], 2),
        "Dan=3: there is no player 'Dan' in this match; give NAME=POINTS for the players still \
         in: Ann, Bob and Cy"
    );
    // Every entry read: only now the ending.
    assert_eq!(
        env.refused_unwritten(&["round", "Ann=5", "Bob=4", "Cy=3"], 2),
        "the round needs --call or --luck: say how it ended; add --call NAME (who called \
         \"Under the 10!\") or --luck NAME (who emptied their hand)"
    );
    env.ok(&["round", "Ann=5", "Bob=4", "Cy=3", "--call", "Cy"]);
}

#[test]
fn bids_are_read_before_the_trump() {
    let env = TestEnv::new();
    env.new_match(&["updown", "--players", "Ann,Bob,Cy"]);
    let message = env.refused_unwritten(&["bid", "Ann=x", "Bob=0", "Cy=0", "--trump", "zz"], 2);
    assert!(message.starts_with("'Ann=x' is not a bid"), "{message}");
    let message = env.refused_unwritten(&["bid", "Ann=1", "Bob=0", "Cy=0", "--trump", "zz"], 2);
    assert!(message.contains("zz"), "{message}");
}

/// A Pig 10 match of two deals, the first edited without a reason and the second with one.
fn pig10_edited(env: &TestEnv, lang: &str) {
    env.new_match(&["pig10", "--players", "Ann,Bob"]);
    env.ok(&["round", "Ann=10", "Bob=20"]);
    env.ok(&["round", "Ann=5", "Bob=5"]);
    env.ok(&["--lang", lang, "edit", "1", "1", "Ann=12", "Bob=18"]);
    env.ok(&[
        "edit",
        "1",
        "2",
        "Ann=6",
        "Bob=4",
        "--reason",
        "Bob miscounted",
    ]);
}

#[test]
fn edit_without_a_reason_keeps_one_as_play_does_and_a_blank_one_is_refused() {
    let env = TestEnv::new();
    pig10_edited(&env, "en");
    let reasons: Vec<serde_json::Value> = env
        .ok(&["export"])
        .lines()
        .map(|line| serde_json::from_str::<serde_json::Value>(line).unwrap())
        .filter(|record| record["type"] == "round" && record["withdrawn"] == false)
        .map(|round| round["reason"].clone())
        .collect();
    assert_eq!(
        reasons,
        [
            serde_json::json!("no reason given"),
            serde_json::json!("Bob miscounted")
        ]
    );
    assert_eq!(
        env.refused_unwritten(&["edit", "1", "1", "Ann=1", "Bob=2", "--reason", " "], 2),
        "the reason is empty; say why the round changed with --reason TEXT"
    );
    // The match left out (`edit 1 Ann=1 ...` for round 1): said how an edit is typed.
    assert_eq!(
        env.refused_unwritten(&["edit", "1", "Ann=1", "Bob=2"], 2),
        "invalid value 'Ann=1' for '<ROUND>': an edit names the match, then the round: `tenscore \
         edit MATCH ROUND NAME=VALUE ...` (round 2 of match 1: `tenscore edit 1 2 ...`); see \
         `tenscore edit --help`"
    );
    // A round that is no number is said as one.
    assert_eq!(
        env.refused_unwritten(&["edit", "1", "abc", "Ann=1", "Bob=2"], 2),
        "invalid value 'abc' for '<ROUND>': a round is a number from 1, as `tenscore show MATCH` \
         numbers them; see `tenscore edit --help`"
    );
    assert_eq!(
        env.scores(1),
        crate::pty_play::pairs(&[("Ann", 18), ("Bob", 22)])
    );

    // The reason kept is in the language spoken when the edit was made.
    let env = TestEnv::new();
    pig10_edited(&env, "nl");
    let csv = env.ok(&["export", "--format", "csv"]);
    assert!(csv.contains(",geen reden opgegeven\n"), "{csv}");
}

#[test]
fn the_csv_gives_the_edit_reason_in_a_last_column() {
    let env = TestEnv::new();
    pig10_edited(&env, "en");
    env.ok(&["round", "Ann=1", "Bob=2"]);
    assert_eq!(
        env.ok(&["export", "--format", "csv"]),
        "match,date,game,round,player,entry,round score,running total,notes,edit reason\n\
         1,2026-01-02,pig10,1,Ann,12 cards,12,12,,no reason given\n\
         1,2026-01-02,pig10,1,Bob,18 cards,18,18,,no reason given\n\
         1,2026-01-02,pig10,2,Ann,6 cards,6,18,,Bob miscounted\n\
         1,2026-01-02,pig10,2,Bob,4 cards,4,22,,Bob miscounted\n\
         1,2026-01-02,pig10,3,Ann,1 card,1,19,,\n\
         1,2026-01-02,pig10,3,Bob,2 cards,2,24,,\n"
    );
}

#[test]
fn a_pile_is_seated_from_its_plays_when_players_is_left_out() {
    let env = TestEnv::new();
    let plays = ["Steve:4", "Sally:3", "Jane:2", "Claudio:6"];
    let mut given = vec!["pile", "--players", "Steve,Sally,Jane,Claudio"];
    given.extend(plays);
    let mut read = vec!["pile"];
    read.extend(plays);
    let inferred = env.check_json("pig10", &read, 0);
    assert_eq!(inferred, env.check_json("pig10", &given, 0));
    // Over 10 at Claudio's 6: Jane, seated before him, takes the pile.
    assert_eq!(inferred["taker"], "Jane");
    assert_eq!(
        env.check_text("pig10", &read, 0).lines().last(),
        Some("Over 10: Jane, seated before Claudio, takes the 4 cards.")
    );
    // A play out of the turn the first plays gave is refused as with --players.
    let out_of_turn = env.check_json(
        "pig10",
        &["pile", "Steve:4", "Sally:3", "Steve:1", "Jane:1"],
        3,
    );
    assert_eq!(out_of_turn["legal"], false);
    assert_eq!(
        env.check_fails(
            "pig10",
            &["pile", "--skip", "Jane", "Steve:4", "Sally:3"],
            2
        ),
        "--skip needs --players; where a player without cards sits decides who takes a pile that \
         goes over 10; give the seating with --players A,B,..."
    );
}

/// The x coordinates of the lines in `svg` drawn in `stroke` with `width`.
fn line_xs(svg: &roxmltree::Document, stroke: &str, width: &str) -> Vec<f64> {
    svg.descendants()
        .filter(|n| n.has_tag_name("line"))
        .filter(|n| {
            n.attribute("stroke") == Some(stroke) && n.attribute("stroke-width") == Some(width)
        })
        .flat_map(|n| ["x1", "x2"].map(|a| n.attribute(a).unwrap().parse::<f64>().unwrap()))
        .collect()
}

#[test]
fn a_player_out_in_the_last_round_has_the_whole_cross_inside_the_plot() {
    let env = TestEnv::new();
    env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    env.ok(&["round", "Ann=3", "Bob=60", "Cy=20", "--call", "Ann"]);
    env.ok(&["round", "Ann=3", "Bob=60", "Cy=20", "--call", "Ann"]);
    env.ok(&["round", "Ann=3", "Bob=50", "Cy=20", "--call", "Ann"]);
    let file = env.dir().join("out.svg");
    env.ok(&["show", "1", "--svg", file.to_str().unwrap()]);
    let text = std::fs::read_to_string(&file).unwrap();
    let svg = roxmltree::Document::parse(&text).unwrap();
    // The plot's right edge: where the mesh's horizontal lines end.
    let right_edge = svg
        .descendants()
        .filter(|n| n.has_tag_name("line") && n.attribute("y1") == n.attribute("y2"))
        .filter_map(|n| n.attribute("x2")?.parse::<f64>().ok())
        .fold(f64::MIN, f64::max);
    // Bob's cross (his colour, the cross's stroke): two strokes, all of it left of the edge.
    let cross = line_xs(&svg, "#E69F00", "3");
    assert_eq!(cross.len(), 4, "{text}");
    let rightmost = cross.iter().copied().fold(f64::MIN, f64::max);
    assert!(
        rightmost + 1.5 <= right_edge,
        "the cross reaches {rightmost}, the plot ends at {right_edge}"
    );
}

/// Bare `tenscore` at `columns` columns: exit 2 and the help on standard error.
fn bare_help(env: &TestEnv, columns: &str) -> String {
    // Without TENSCORE_DB: clap counts a global option from the environment as an argument given,
    // and then says a subcommand is missing instead of printing the help.
    let out = env
        .cmd()
        .env_remove("TENSCORE_DB")
        .env("COLUMNS", columns)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    String::from_utf8(out.stderr).unwrap()
}

#[test]
fn bare_tenscore_fills_the_help_epilogue_to_the_width_and_exits_2() {
    let env = TestEnv::new();
    for width in [80, 60] {
        let help = bare_help(&env, &width.to_string());
        let epilogue: Vec<&str> = help
            .lines()
            .skip_while(|line| !line.starts_with("Games:"))
            .collect();
        assert!(epilogue.len() > 3, "{help}");
        for pair in epilogue.windows(2) {
            let (line, next) = (pair[0], pair[1]);
            assert!(line.chars().count() <= width, "wider than {width}: {line}");
            // Filled: the next line's first word would not have fitted, unless a paragraph (or
            // the games, or one game's entry) starts there.
            let starts_paragraph = ["[MATCH]", "Exit codes:"]
                .iter()
                .any(|p| next.starts_with(p));
            let word = next.split(' ').next().unwrap();
            let entry = next.split(", ").next().unwrap();
            if !starts_paragraph && !line.ends_with('.') {
                assert!(
                    line.chars().count() + 1 + word.chars().count() > width
                        || line.chars().count() + 1 + entry.chars().count() > width,
                    "ragged at {width}: {line:?} then {next:?}"
                );
            }
        }
        assert!(help.contains("Exit codes: 0 success;"), "{help}");
    }
}

#[test]
fn an_edit_of_a_round_with_only_its_bids_says_to_record_it_or_undo_the_bids() {
    let env = TestEnv::new();
    env.ok(&["new", "updown", "--players", "Ann,Bob,Cy"]);
    env.ok(&["bid", "Ann=1", "Bob=0", "Cy=0"]);
    env.ok(&["round", "Ann=1", "Bob=0", "Cy=0"]);
    env.ok(&["bid", "Ann=1", "Bob=0", "Cy=0"]);
    let before = env.db_bytes();
    assert_eq!(
        env.fails(
            &["edit", "1", "2", "Ann=1", "Bob=1", "Cy=0", "--reason", "x"],
            3
        ),
        "round 2 of match 1 has only its bids so far: there is nothing played to edit; record it \
         with `tenscore round 1 ...`, or withdraw the bids with `tenscore undo 1`"
    );
    assert!(env.db_bytes() == before);
    // A round past the open one is still no round of the match.
    assert!(
        env.fails(
            &["edit", "1", "3", "Ann=1", "Bob=1", "Cy=0", "--reason", "x"],
            2
        )
        .starts_with("match 1 has no round 3")
    );
}
