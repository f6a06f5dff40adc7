//! `tenscore event standings`: the evening's ranking through the binary, on an evening whose
//! tables were played with `round` and `finish`: shares of tables of 4 and of 3 (a tie at a
//! table shares its places), the relative score, the head-to-head tie-break, the last place,
//! the ranking by points, a Krumme10 team's members at their team's place, and EVENT refused.

use serde_json::{Value, json};
use tenscore::store::EventRanking;

use crate::common::TestEnv;
use crate::evening::{Evening, evening, play_and_finish, record};

const SEVEN: [&str; 7] = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus"];

/// Seven players, two rounds of a table of 4 and one of 3, every table's match ended:
///
/// | round | table | cards (place)                                  | shares             |
/// |-------|-------|------------------------------------------------|--------------------|
/// | 1     | 1     | Ann 30 (1), Bob 25 (2), Cy 15 (3), Dee 10 (4)  | 1, 2/3, 1/3, 0     |
/// | 1     | 2     | Eve 40 (1), Fay 25 (2), Gus 10 (3)             | 1, 1/2, 0          |
/// | 2     | 1     | Cy 30 (1), Eve 30 (1), Ann 20 (3), Gus 0 (4)   | 5/6, 5/6, 1/3, 0   |
/// | 2     | 2     | Fay 30 (1), Bob 20 (2), Dee 10 (3)             | 1, 1/2, 0          |
///
/// Bob and Cy both have 7/6 and the same average score above their tables' mean (+2.5); Bob
/// placed above Cy where they met (round 1), so Bob ranks 4th and Cy 5th. Dee and Gus have no
/// share; Dee lost by less (−10 against −17.5 on average), so Gus holds the last place.
pub fn played_evening(env: &TestEnv, ranking: EventRanking) -> Evening {
    let evening = evening(
        env,
        "Friday",
        ("pig10", json!({})),
        ranking,
        &SEVEN,
        2,
        &[
            &[&["Ann", "Bob", "Cy", "Dee"], &["Eve", "Fay", "Gus"]],
            &[&["Cy", "Eve", "Ann", "Gus"], &["Fay", "Bob", "Dee"]],
        ],
    );
    let t = &evening.tables;
    play_and_finish(
        env,
        t[0][0],
        &[("Ann", 30), ("Bob", 25), ("Cy", 15), ("Dee", 10)],
    );
    play_and_finish(env, t[0][1], &[("Eve", 40), ("Fay", 25), ("Gus", 10)]);
    play_and_finish(
        env,
        t[1][0],
        &[("Cy", 30), ("Eve", 30), ("Ann", 20), ("Gus", 0)],
    );
    play_and_finish(env, t[1][1], &[("Fay", 30), ("Bob", 20), ("Dee", 10)]);
    evening
}

/// (name, rank) in the order the JSON lists the players.
fn ranks(standings: &Value) -> Vec<(String, u64)> {
    standings["players"]
        .as_array()
        .unwrap_or_else(|| panic!("no players in {standings}"))
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                p["rank"].as_u64().unwrap(),
            )
        })
        .collect()
}

fn named(list: &[(&str, u64)]) -> Vec<(String, u64)> {
    list.iter().map(|(n, r)| (n.to_string(), *r)).collect()
}

fn assert_close(seen: &Value, wanted: f64, what: &str) {
    let seen = seen
        .as_f64()
        .unwrap_or_else(|| panic!("{what}: not a number: {seen}"));
    assert!(
        (seen - wanted).abs() < 1e-9,
        "{what}: {seen} is not {wanted}"
    );
}

#[test]
fn shares_of_tables_of_four_and_three_rank_the_evening_and_head_to_head_splits_a_tie() {
    let env = TestEnv::new();
    let evening = played_evening(&env, EventRanking::Share);
    let standings = env.json(&["event", "standings", "Friday"]);
    assert_eq!(
        ranks(&standings),
        named(&[
            ("Eve", 1),
            ("Fay", 2),
            ("Ann", 3),
            ("Bob", 4),
            ("Cy", 5),
            ("Dee", 6),
            ("Gus", 7)
        ])
    );
    // The shape: these keys and no others, at the top and for each player.
    let keys = |v: &Value| -> Vec<String> { v.as_object().unwrap().keys().cloned().collect() };
    assert_eq!(
        keys(&standings),
        [
            "event",
            "game",
            "last",
            "last_place",
            "name",
            "players",
            "rounds_played"
        ]
    );
    assert_eq!(standings["event"], evening.event);
    assert_eq!(standings["name"], "Friday");
    assert_eq!(standings["game"], "pig10");
    assert_eq!(standings["rounds_played"], 2);
    assert_eq!(standings["last"], "Gus");
    let wanted: [(&str, f64, [f64; 2]); 7] = [
        ("Eve", 1.0 + 2.5 / 3.0, [1.0, 2.5 / 3.0]),
        ("Fay", 0.5 + 1.0, [0.5, 1.0]),
        ("Ann", 1.0 + 1.0 / 3.0, [1.0, 1.0 / 3.0]),
        ("Bob", 2.0 / 3.0 + 0.5, [2.0 / 3.0, 0.5]),
        ("Cy", 1.0 / 3.0 + 2.5 / 3.0, [1.0 / 3.0, 2.5 / 3.0]),
        ("Dee", 0.0, [0.0, 0.0]),
        ("Gus", 0.0, [0.0, 0.0]),
    ];
    for (player, (name, score, shares)) in
        standings["players"].as_array().unwrap().iter().zip(wanted)
    {
        assert_eq!(keys(player), ["matches", "name", "rank", "score", "shares"]);
        assert_eq!(player["name"], name);
        assert_eq!(player["matches"], 2, "{name}");
        assert_close(&player["score"], score, name);
        for (r, share) in shares.iter().enumerate() {
            assert_close(
                &player["shares"][r],
                *share,
                &format!("{name}, round {}", r + 1),
            );
        }
    }
}

#[test]
fn the_text_ranks_with_two_decimals_a_share_per_round_and_names_the_last_place() {
    let env = TestEnv::new();
    played_evening(&env, EventRanking::Share);
    // EVENT by its name in any case.
    let text = env.ok(&["event", "standings", "friday"]);
    assert_eq!(
        text,
        "Friday · Pig 10 · after round 2 of 2
┌──────┬────────┬───────┬─────────┬──────┬──────┐
│ Rank ┆ Player ┆ Score ┆ Matches ┆ R1   ┆ R2   │
╞══════╪════════╪═══════╪═════════╪══════╪══════╡
│    1 ┆ Eve    ┆  1.83 ┆       2 ┆ 1.00 ┆ 0.83 │
│    2 ┆ Fay    ┆  1.50 ┆       2 ┆ 0.50 ┆ 1.00 │
│    3 ┆ Ann    ┆  1.33 ┆       2 ┆ 1.00 ┆ 0.33 │
│    4 ┆ Bob    ┆  1.17 ┆       2 ┆ 0.67 ┆ 0.50 │
│    5 ┆ Cy     ┆  1.17 ┆       2 ┆ 0.33 ┆ 0.83 │
│    6 ┆ Dee    ┆  0.00 ┆       2 ┆ 0.00 ┆ 0.00 │
│    7 ┆ Gus    ┆  0.00 ┆       2 ┆ 0.00 ┆ 0.00 │
└──────┴────────┴───────┴─────────┴──────┴──────┘
Last place: Gus — the booby prize
"
    );
}

#[test]
fn ranked_by_points_the_game_scores_add_up_and_the_tie_is_split_as_by_shares() {
    let env = TestEnv::new();
    let evening = played_evening(&env, EventRanking::Points);
    // EVENT by its number.
    let standings = env.json(&["event", "standings", &evening.event.to_string()]);
    assert_eq!(
        ranks(&standings),
        named(&[
            ("Eve", 1),
            ("Fay", 2),
            ("Ann", 3),
            ("Bob", 4),
            ("Cy", 5),
            ("Dee", 6),
            ("Gus", 7)
        ])
    );
    let scores: Vec<Value> = standings["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["score"].clone())
        .collect();
    // Whole points, as integers.
    assert_eq!(
        scores,
        [
            json!(70),
            json!(55),
            json!(50),
            json!(45),
            json!(45),
            json!(20),
            json!(10)
        ]
    );
    // Each round's column holds the points the score sums: Eve 40 then 30.
    let text = env.ok(&["event", "standings", &evening.event.to_string()]);
    let eve = text.lines().find(|l| l.contains(" Eve ")).unwrap();
    let cells: Vec<&str> = eve.split('┆').map(str::trim).collect();
    assert_eq!(cells[2..], ["70", "2", "40", "30 │"], "{text}");
}

#[test]
fn a_krumme10_teams_members_take_their_teams_place_and_share() {
    let env = TestEnv::new();
    let evening = evening(
        &env,
        "Teams",
        (
            "krumme10",
            json!({"teams": true, "long": false, "showdown": false}),
        ),
        EventRanking::Share,
        &["Ann", "Bob", "Cy", "Dee"],
        1,
        &[&[&["Ann", "Bob", "Cy", "Dee"]]],
    );
    // Teams A (Ann, Cy: 3 and 1, average 2) and B (Bob, Dee: 2 and 0, average 1): Ann and Cy
    // share 1st place (5/6 each), Bob and Dee 3rd (1/6 each), whatever their own points say.
    play_and_finish(
        &env,
        evening.tables[0][0],
        &[("Ann", 3), ("Bob", 2), ("Cy", 1), ("Dee", 0)],
    );
    let standings = env.json(&["event", "standings", "Teams"]);
    let shares: Vec<(String, f64)> = standings["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                p["shares"][0].as_f64().unwrap(),
            )
        })
        .collect();
    let wanted = [
        ("Ann", 2.5 / 3.0),
        ("Cy", 2.5 / 3.0),
        ("Bob", 0.5 / 3.0),
        ("Dee", 0.5 / 3.0),
    ];
    assert_eq!(shares.len(), 4);
    for ((name, share), (want_name, want)) in shares.iter().zip(wanted) {
        assert_eq!(name, want_name, "{standings}");
        assert!((share - want).abs() < 1e-9, "{name}: {share}");
    }
    // Equal shares, and the same score against the table's mean: in teams the game's score is
    // the team's (DESIGN section 5), so teammates stay level and share their rank.
    assert_eq!(
        ranks(&standings),
        named(&[("Ann", 1), ("Cy", 1), ("Bob", 3), ("Dee", 3)])
    );
}

#[test]
fn a_table_still_playing_counts_nothing_yet_and_the_standings_say_so() {
    let env = TestEnv::new();
    let evening = evening(
        &env,
        "Monday",
        ("pig10", json!({})),
        EventRanking::Share,
        &["Ann", "Bob", "Cy"],
        1,
        &[&[&["Ann", "Bob", "Cy"]]],
    );
    record(
        &env,
        evening.tables[0][0],
        &[("Ann", 5), ("Bob", 3), ("Cy", 1)],
    );
    let standings = env.json(&["event", "standings"]);
    assert_eq!(standings["rounds_played"], 0);
    assert!(
        env.ok(&["event", "standings"])
            .starts_with("Monday · Pig 10 · round 1 of 1 playing, 0 of 1 table done\n")
    );
    assert_eq!(standings["last"], Value::Null);
    assert_eq!(
        ranks(&standings),
        named(&[("Ann", 1), ("Bob", 1), ("Cy", 1)])
    );
}

#[test]
fn a_round_1_table_reopened_after_round_2_is_named_by_the_standings_and_the_board() {
    let env = TestEnv::new();
    let evening = played_evening(&env, EventRanking::Share);
    let reopened = evening.tables[0][0];
    env.ok(&["reopen", &reopened.to_string()]);
    let text = env.ok(&["event", "standings"]);
    let lines: Vec<&str> = text.lines().collect();
    // Round 2 is done; round 1 is not, while its first table plays again.
    assert_eq!(lines[0], "Friday · Pig 10 · after round 2 of 2", "{text}");
    assert_eq!(
        lines[1],
        format!("Round 1, table 1 (match {reopened}) is still playing: it counts once it ends.")
    );
    assert_eq!(env.json(&["event", "standings"])["rounds_played"], 1);
    let board = env.ok(&["event", "board"]);
    assert_eq!(
        board.lines().nth(1),
        Some("Round 1 · Table 1 — Ann, Bob, Cy, Dee — 1 deal, Ann leads"),
        "{board}"
    );
    // Ended again, the evening reads as before.
    env.ok(&["finish", &reopened.to_string()]);
    let event = evening.event.to_string();
    let text = env.ok(&["event", "standings", &event]);
    assert!(
        text.starts_with("Friday · Pig 10 · after round 2 of 2\n┌"),
        "{text}"
    );
    assert!(!env.ok(&["event", "board", &event]).contains("Round 1 ·"));
}

#[test]
fn an_event_not_found_is_refused_with_the_fix() {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    assert_eq!(
        env.fails(&["event", "standings"], 2),
        "there is no unfinished event; create one with `tenscore event new NAME --game GAME \
         --players A,B,...`, or name one (`tenscore event list` shows them)"
    );
    played_evening(&env, EventRanking::Share);
    // Every table ended: no event is open, and the standings show the newest.
    assert!(
        env.ok(&["event", "standings"])
            .starts_with("Friday · Pig 10 · after round 2 of 2\n")
    );
    assert_eq!(
        env.fails(&["event", "standings", "Frday"], 2),
        "no event named 'Frday'; did you mean Friday? `tenscore event list` shows them"
    );
    assert_eq!(
        env.fails(&["event", "standings", "9"], 2),
        "there is no event 9 in this database; `tenscore event list` shows the events"
    );
}

/// An evening of eight made with `event new` and `event seat` (two tables of four), each table
/// then playing one deal of 30, 25, 15 and 10 cards in seat order and ending.
fn seated_and_played(env: &TestEnv) -> Value {
    env.ok(&[
        "event",
        "new",
        "Club",
        "--game",
        "pig10",
        "--players",
        "P1,P2,P3,P4,P5,P6,P7,P8",
        "--rounds",
        "1",
    ]);
    let seat = env.json(&["event", "seat"]);
    for table in seat["tables"].as_array().expect("tables") {
        let id = table["match"].as_i64().expect("a match");
        let players: Vec<&str> = table["players"]
            .as_array()
            .expect("players")
            .iter()
            .map(|p| p.as_str().expect("a name"))
            .collect();
        let scores: Vec<(&str, i64)> = players.iter().copied().zip([30, 25, 15, 10]).collect();
        play_and_finish(env, id, &scores);
    }
    seat
}

/// Two tables alike: their winners level on shares and on score against the table, and never
/// met, so they share 1st place; and so on down to the two sharing the last place, where the
/// JSON names the first of them.
fn assert_two_tables_alike(env: &TestEnv, seat: &Value) {
    let at = |place: usize| -> Vec<String> {
        let mut names: Vec<String> = (seat["tables"].as_array().unwrap().iter())
            .map(|t| t["players"][place].as_str().unwrap().to_string())
            .collect();
        names.sort();
        names
    };
    let standings = env.json(&["event", "standings", "Club"]);
    let mut wanted = Vec::new();
    for (place, rank) in [(0, 1), (1, 3), (2, 5), (3, 7)] {
        wanted.extend(at(place).into_iter().map(|name| (name, rank)));
    }
    assert_eq!(ranks(&standings), wanted);
    assert_eq!(standings["last"], at(3)[0].as_str());
    let frame = env.ok(&["event", "board", "Club"]);
    assert!(
        frame.starts_with("Club · Pig 10 · round 1 of 1\n"),
        "{frame}"
    );
}

#[test]
fn an_evening_seated_by_the_binary_ranks_equal_places_alike_on_a_file_and_on_the_server() {
    let env = TestEnv::new();
    let seat = seated_and_played(&env);
    assert_two_tables_alike(&env, &seat);
    let Some(server) = crate::pg_server::fresh_database() else {
        return;
    };
    let league = TestEnv::on(server.url());
    let seat = seated_and_played(&league);
    assert_two_tables_alike(&league, &seat);
}
