//! Club-night faults found by a tester on the s48 build, each pinned by the command that showed it.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use crate::common::{TestEnv, words};
use crate::event_seat::tables;

/// Records `cards` for each table of `seating` in seat order, and ends the tables.
fn play_in_seat_order(env: &TestEnv, seating: &Value, cards: &[u32]) {
    for (id, names) in tables(seating) {
        let id = id.to_string();
        let mut args = vec!["round".to_string(), id.clone()];
        args.extend(names.iter().zip(cards).map(|(n, c)| format!("{n}={c}")));
        env.ok(&args.iter().map(String::as_str).collect::<Vec<_>>());
        env.ok(&["finish", &id, "--yes"]);
    }
}

/// Every pair that shares a table in `seatings`, as often as they do.
fn pairs(seatings: &[&Value]) -> Vec<(String, String)> {
    let mut met = Vec::new();
    for seating in seatings {
        for (_, names) in tables(seating) {
            for (i, a) in names.iter().enumerate() {
                for b in &names[i + 1..] {
                    met.push((a.min(b).clone(), a.max(b).clone()));
                }
            }
        }
    }
    met
}

#[test]
fn by_standing_groups_equal_standing_when_later_rounds_stay_free_of_repeats() {
    let env = TestEnv::new();
    let names = "Ann,Bob,Cy,Dee,Eve,Fay,Gus,Hal,Ivy,Jo,Kim,Lou,Max,Ned,Oz,Pia";
    let new = ["event", "new", "BS", "--game", "pig10", "--players", names];
    env.ok(&[&new[..], &["--rounds", "3"]].concat());
    let first = env.json(&["event", "seat"]);
    // Four players each on 1.00, 0.67, 0.33 and 0.00, each four from four different tables.
    play_in_seat_order(&env, &first, &[9, 6, 3, 0]);
    let standings = env.json(&["event", "standings"]);
    let score: BTreeMap<String, String> = (standings["players"].as_array().unwrap().iter())
        .map(|p| (p["name"].as_str().unwrap().into(), p["score"].to_string()))
        .collect();
    let second = env.json(&["event", "seat", "--by-standing"]);
    for (_, names) in tables(&second) {
        let levels: BTreeSet<&String> = names.iter().map(|n| &score[n]).collect();
        assert_eq!(levels.len(), 1, "a table mixes standings: {second}");
    }
    play_in_seat_order(&env, &second, &[9, 6, 3, 0]);
    let third = env.json(&["event", "seat"]);
    let met = pairs(&[&first, &second, &third]);
    let distinct: BTreeSet<_> = met.iter().collect();
    assert_eq!(distinct.len(), met.len(), "a pair met again: {third}");
}

#[test]
fn the_board_names_every_player_tied_for_a_tables_lead() {
    let env = TestEnv::new();
    let new = [
        "event",
        "new",
        "L",
        "--game",
        "pig10",
        "--players",
        "Ann,Bob,Cy",
    ];
    env.ok(&[&new[..], &["--rounds", "1"]].concat());
    env.ok(&["event", "seat"]);
    env.ok(&["round", "1", "Ann=0", "Bob=3", "Cy=3"]);
    let board = env.ok(&["event", "board"]);
    let table = board.lines().nth(1).unwrap();
    assert!(table.ends_with("1 deal, Bob and Cy lead"), "{board}");
    let dutch = env.ok(&["--lang", "nl", "event", "board"]);
    assert!(dutch.contains("Bob en Cy staan voor"), "{dutch}");
    let german = env.ok(&["--lang", "de", "event", "board"]);
    assert!(german.contains("Bob und Cy führen"), "{german}");
}

#[test]
fn points_ranking_json_rounds_hold_points_as_the_text_columns_do() {
    let env = TestEnv::new();
    let new = [
        "event",
        "new",
        "P",
        "--game",
        "pig10",
        "--ranking",
        "points",
    ];
    env.ok(&[&new[..], &["--players", "Ann,Bob,Cy", "--rounds", "1"]].concat());
    env.ok(&["event", "seat"]);
    env.ok(&["round", "1", "Ann=10", "Bob=5", "Cy=0"]);
    env.ok(&["finish", "1", "--yes"]);
    let text = env.ok(&["event", "standings"]);
    let ann = text.lines().find(|l| l.contains("Ann")).unwrap();
    assert_eq!(ann.matches("10").count(), 2, "score and R1: {text}");
    let standings = env.json(&["event", "standings"]);
    let report: Value =
        serde_json::from_str(&env.ok(&["event", "report", "--format", "json"])).unwrap();
    for json in [&standings, &report] {
        for player in json["players"].as_array().unwrap() {
            // One round: what it holds is the score, as the text's R1 column shows it.
            assert_eq!(
                player["shares"],
                serde_json::json!([player["score"]]),
                "{json}"
            );
        }
        assert_eq!(json["players"][0]["score"], 10, "{json}");
    }
}

#[test]
fn a_partial_export_ranks_its_round_under_the_rounds_number() {
    let env = TestEnv::new();
    let new = [
        "event",
        "new",
        "Fri",
        "--game",
        "pig10",
        "--players",
        "A1,B1,C1,D1",
    ];
    env.ok(&[&new[..], &["--rounds", "2"]].concat());
    env.ok(&["event", "seat"]);
    env.ok(&["round", "1", "A1=5", "B1=4", "C1=3", "D1=2"]);
    env.ok(&["finish", "1", "--yes"]);
    env.ok(&["event", "seat"]);
    env.ok(&["round", "2", "A1=1", "B1=2", "C1=3", "D1=4"]);
    env.ok(&["finish", "2", "--yes"]);
    let file = env.dir().join("m2.jsonl");
    let file = file.to_str().unwrap();
    env.ok(&["export", "--match", "2", "-o", file]);
    let other = TestEnv::with_seed(2);
    other.ok(&["import", file]);
    let text = other.ok(&["event", "standings"]);
    assert!(text.contains("R2") && !text.contains("R1"), "{text}");
    assert!(!text.contains('–'), "every share shown: {text}");
    let standings = other.json(&["event", "standings"]);
    for player in standings["players"].as_array().unwrap() {
        assert_eq!(
            player["shares"],
            serde_json::json!([player["score"]]),
            "{standings}"
        );
    }
    let report: Value =
        serde_json::from_str(&other.ok(&["event", "report", "--format", "json"])).unwrap();
    let rounds: Vec<&Value> = report["rounds"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| &r["round"])
        .collect();
    assert_eq!(rounds, [2], "{report}");
    assert_eq!(report["players"], standings["players"]);
}

#[test]
fn a_second_forced_draw_says_the_round_it_drew_is_unplayed() {
    let env = TestEnv::new();
    let new = [
        "event",
        "new",
        "F",
        "--game",
        "pig10",
        "--players",
        "Ann,Bob,Cy,Dee,Eve,Fay",
    ];
    env.ok(&[&new[..], &["--rounds", "3"]].concat());
    env.ok(&["event", "seat"]);
    env.ok(&["finish", "1", "--abandon", "--yes"]);
    env.ok(&["event", "seat", "--force"]);
    assert_eq!(
        env.fails(&["event", "seat", "--force"], 3),
        "round 2 was just drawn and none of its tables has ended, so nobody is left to seat in round 3; play round 2 first (or draw it again with `tenscore event seat --redraw`), then draw the next round"
    );
}

#[test]
fn seven_players_in_krumme10_teams_are_told_what_works() {
    let env = TestEnv::new();
    let new = [
        "event",
        "new",
        "K",
        "--game",
        "krumme10",
        "--teams",
        "--players",
    ];
    assert_eq!(
        env.fails(&[&new[..], &["A1,B1,C1,D1,E1,F1,G1"]].concat(), 3),
        "7 players cannot be split into tables of 4 to 6, the only tables --teams seats; add or remove a player (teams need tables of 4 to 6), or leave out --teams"
    );
    // At a draw, after someone left: the limit named is --teams.
    env.ok(&[&new[..], &["A1,B1,C1,D1,E1,F1,G1,H1"]].concat());
    env.ok(&["event", "remove", "K", "H1"]);
    let refused = env.fails(&["event", "seat"], 3);
    assert!(
        refused.starts_with(
            "7 players cannot be split into tables of 4 to 6, the only tables --teams seats; "
        ),
        "{refused}"
    );
}

#[test]
fn event_new_help_leaves_out_the_starter_it_refuses() {
    let env = TestEnv::new();
    let help = env.ok(&["event", "new", "--help"]);
    assert!(help.contains("Under the 10 options"), "{help}");
    assert!(!help.contains("--starter"), "{help}");
}

#[test]
fn seating_of_round_0_or_past_a_complete_evening_says_which_rounds_there_are() {
    let env = TestEnv::new();
    let new = [
        "event",
        "new",
        "LS",
        "--game",
        "pig10",
        "--players",
        "Ann,Bob,Cy",
    ];
    env.ok(&[&new[..], &["--rounds", "1"]].concat());
    env.ok(&["event", "seat"]);
    assert_eq!(
        env.fails(&["event", "seating", "--round", "0"], 2),
        "there is no round 0: rounds are numbered from 1; give --round 1, or leave --round out for the last round"
    );
    assert_eq!(
        env.fails(&["event", "seating", "--round", "2"], 2),
        "LS has one round, all drawn: there is no round 2; give --round 1, or leave --round out for the last round"
    );
}

#[test]
fn round_columns_left_out_for_width_are_said_under_the_ranking() {
    let env = TestEnv::new();
    let new = [
        "event",
        "new",
        "W",
        "--game",
        "pig10",
        "--players",
        "Ann,Bob,Cy",
    ];
    env.ok(&[&new[..], &["--rounds", "6"]].concat());
    for round in 1..=6 {
        let seating = env.json(&["event", "seat"]);
        play_in_seat_order(&env, &seating, &[5, 3, 1]);
        let _ = round;
    }
    let narrow = |lang: &str| {
        let out = env
            .cmd()
            .env("COLUMNS", "60")
            .args(["--lang", lang, "event", "standings"])
            .output()
            .unwrap();
        String::from_utf8(out.stdout).unwrap()
    };
    let text = narrow("en");
    assert!(!text.contains("R1 "), "{text}");
    let said = text
        .lines()
        .find(|l| l.contains("left out"))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(said.starts_with("R1–R"), "{text}");
    assert!(
        words(&text).contains("--json or a wider terminal shows them"),
        "{text}"
    );
    assert!(words(&narrow("nl")).contains("weggelaten wegens ruimtegebrek"));
    assert!(words(&narrow("de")).contains("aus Platzgründen"));
    // Wide enough, nothing is left out and nothing said.
    assert!(!env.ok(&["event", "standings"]).contains("left out"));
}

#[test]
fn a_krumme10_team_evenings_report_shows_the_teams_score() {
    let env = TestEnv::new();
    let new = [
        "event",
        "new",
        "KT",
        "--game",
        "krumme10",
        "--teams",
        "--players",
    ];
    env.ok(&[&new[..], &["A1,B1,C1,D1", "--rounds", "1"]].concat());
    let seating = env.json(&["event", "seat"]);
    let (id, names) = tables(&seating).remove(0);
    let id = id.to_string();
    let points: Vec<String> = names
        .iter()
        .zip([8, 2, 4, 6])
        .map(|(n, p)| format!("{n}={p}"))
        .collect();
    let mut args = vec!["round", id.as_str()];
    args.extend(points.iter().map(String::as_str));
    env.ok(&args);
    env.ok(&["finish", &id, "--yes"]);
    let csv = env.ok(&["event", "report", "--format", "csv"]);
    let mut lines = csv.lines();
    assert_eq!(
        lines.next(),
        Some("round,table,player,place,score,share,team_score"),
        "{csv}"
    );
    // Seats 1 and 3 are one team (8 + 4 = 12, 6 each), 2 and 4 the other (2 + 6, 4 each).
    let first: Vec<&str> = lines.next().unwrap().split(',').collect();
    assert_eq!((first[3], first[4], first[6]), ("1", "8", "6.00"), "{csv}");
    let html = env.dir().join("kt.html");
    env.ok(&["event", "report", "--html", html.to_str().unwrap()]);
    let page = std::fs::read_to_string(&html).unwrap();
    assert!(page.contains("<th class=\"n\">Team</th>"), "{page}");
    assert!(page.contains("<td class=\"n\">6.00</td>"), "{page}");
}

#[test]
fn event_add_with_only_an_events_name_asks_for_the_players() {
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
    env.ok(&[
        "event",
        "new",
        "Saturday",
        "--game",
        "pig10",
        "--players",
        "Dee,Eve,Fay",
    ]);
    assert_eq!(
        env.fails(&["event", "add", "Friday"], 2),
        "'Friday' names an event, and no players follow it; name the players after the event (`tenscore event add Friday NAME...`); a player of that name takes the event with --event (`tenscore event add --event EVENT Friday`)"
    );
    env.fails(&["event", "remove", "friday"], 2);
    // Named after the event, the players join it; --event still adds a player of that name.
    assert_eq!(
        env.ok(&["event", "add", "Friday", "Gus"]),
        "Gus joins Friday from round 1.\n"
    );
    assert_eq!(
        env.ok(&["event", "add", "--event", "Saturday", "Friday"]),
        "Friday joins Saturday from round 1.\n"
    );
}
