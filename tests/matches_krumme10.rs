//! Whole Krumme10 matches through the binary: a game records each player's victory points (whole
//! numbers adding up to at most 270), the standings are the sums, and with `--teams` the players
//! also play in teams that follow the seating (ABAB, ABCAB, ABABAB): a team scores its members'
//! points divided by their number, ranked by that exact fraction and shown with two decimals, and
//! the members of the best team(s) win. Every refused match or game writes nothing.

use serde_json::{Value, json};

use crate::common::TestEnv;

const FOUR: [&str; 4] = ["Ann", "Bob", "Cy", "Dee"];
const FIVE: [&str; 5] = ["Ann", "Bob", "Cy", "Dee", "Eve"];
const SIX: [&str; 6] = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"];

/// `tenscore round MATCH NAME=POINTS...` for the players in seating order.
fn game_args(id: i64, names: &[&str], points: &[u32]) -> Vec<String> {
    assert_eq!(names.len(), points.len());
    let mut args = vec!["round".to_string(), id.to_string()];
    args.extend(names.iter().zip(points).map(|(n, p)| format!("{n}={p}")));
    args
}

/// Records a game and returns the `--json round` answer.
fn game(env: &TestEnv, id: i64, names: &[&str], points: &[u32]) -> Value {
    let args = game_args(id, names, points);
    env.json(&args.iter().map(String::as_str).collect::<Vec<_>>())
}

fn sorted(scores: &[(&str, i64)]) -> Vec<(String, i64)> {
    let mut v: Vec<(String, i64)> = scores.iter().map(|(n, s)| (n.to_string(), *s)).collect();
    v.sort();
    v
}

/// (name, rank) of the players in the order the standings list them.
fn ranks(standings: &Value) -> Vec<(String, i64)> {
    standings["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                p["rank"].as_i64().unwrap(),
            )
        })
        .collect()
}

/// The winners as a sorted list of names (the order of `winners` is not part of the contract).
fn winners(standings: &Value) -> Vec<String> {
    let mut names: Vec<String> = standings["winners"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_str().unwrap().to_string())
        .collect();
    names.sort();
    names
}

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|n| n.to_string()).collect()
}

fn assert_refusals(env: &TestEnv, cases: &[(&[&str], i32, String)]) {
    let before = env.db_bytes();
    for (args, code, message) in cases {
        assert_eq!(&env.fails(args, *code), message, "tenscore {args:?}");
        assert_eq!(
            env.db_bytes(),
            before,
            "tenscore {args:?} wrote to the database"
        );
    }
}

/// The text of a command with the match id replaced, for snapshots.
fn without_id(text: &str, id: i64) -> String {
    text.replace(&format!("match {id}"), "match N")
}

#[test]
fn teams_follow_the_seating_abab_abcab_ababab_and_new_names_them() {
    let env = TestEnv::new();
    let cases: [(&str, &str, Value); 3] = [
        (
            "Ann,Bob,Cy,Dee",
            "Teams: A (Ann, Cy), B (Bob, Dee).",
            json!([["A", ["Ann", "Cy"]], ["B", ["Bob", "Dee"]]]),
        ),
        (
            "Ann,Bob,Cy,Dee,Eve",
            "Teams: A (Ann, Dee), B (Bob, Eve), C (Cy).",
            json!([["A", ["Ann", "Dee"]], ["B", ["Bob", "Eve"]], ["C", ["Cy"]]]),
        ),
        (
            "Ann,Bob,Cy,Dee,Eve,Fay",
            "Teams: A (Ann, Cy, Eve), B (Bob, Dee, Fay).",
            json!([["A", ["Ann", "Cy", "Eve"]], ["B", ["Bob", "Dee", "Fay"]]]),
        ),
    ];
    for (seq, (players, line, teams)) in cases.into_iter().enumerate() {
        let text = env.ok(&["new", "krumme10", "--players", players, "--teams"]);
        let count = players.split(',').count();
        assert_eq!(
            text,
            format!(
                "Match {id} started: Krumme10 for {count} (teams: a team scores its members' \
                 average).\nSeating, clockwise: {seating}.\n{line}\nGame 1: whoever last had an \
                 odd-numbered birthday starts; record victory points.\nRecord games with `tenscore round ...` or play interactively with `tenscore play`.\n",
                id = seq + 1,
                seating = players.replace(',', ", "),
            )
        );
        // Before any game every team stands at 0 and they all share rank 1, in seating order.
        let standings = env.standings(seq as i64 + 1);
        let shown: Vec<Value> = standings["teams"]
            .as_array()
            .unwrap_or_else(|| panic!("no teams in {standings}"))
            .iter()
            .map(|t| {
                assert_eq!(t["points"], 0, "{t}");
                assert_eq!(t["score"], json!(0.0), "{t}");
                assert_eq!(t["rank"], 1, "{t}");
                json!([t["name"], t["members"]])
            })
            .collect();
        assert_eq!(Value::Array(shown), teams, "{players}");
    }
}

#[test]
fn every_player_for_themselves_without_teams_and_the_top_player_wins() {
    let env = TestEnv::new();
    let new = env.json(&["new", "krumme10", "--players", "Ann,Bob,Cy,Dee"]);
    assert_eq!(
        new,
        json!({"id": 1, "game": "krumme10", "players": ["Ann", "Bob", "Cy", "Dee"]})
    );
    let text = env.ok(&["standings"]);
    assert!(
        text.starts_with(
            "Krumme10 · match 1 · no games yet · in progress\nevery player for themselves\n"
        ),
        "{text}"
    );
    assert!(!text.contains("Team"), "{text}");
    let round = game(&env, 1, &FOUR, &[14, 9, 20, 17]);
    // One line of explanation: no teams.
    assert_eq!(
        round["explanation"],
        json!(["Victory points this game: Ann 14, Bob 9, Cy 20, Dee 17."])
    );
    let standings = env.standings(1);
    assert_eq!(standings.get("teams"), None, "{standings}");
    env.ok(&["finish"]);
    let standings = env.standings(1);
    assert_eq!(standings["winners"], json!(["Cy"]));
    let text = env.ok(&["standings", "1"]);
    assert!(text.ends_with("\nWinner: Cy\n"), "{text}");
}

#[test]
fn the_variants_are_recorded_with_the_match_and_shown_in_the_header() {
    let env = TestEnv::new();
    let cases: [(&[&str], &str); 4] = [
        (&["Ann,Bob"], "every player for themselves"),
        (
            &["Ann,Bob,Cy", "--long"],
            "every player for themselves, long: the discard pile is reshuffled once",
        ),
        (
            &["Ann,Bob,Cy,Dee", "--teams", "--showdown"],
            "teams: a team scores its members' average, showdown: all cards are played out",
        ),
        (
            &["Ann,Bob,Cy,Dee,Eve,Fay", "--showdown", "--long", "--teams"],
            "teams: a team scores its members' average, long: the discard pile is reshuffled \
             once, showdown: all cards are played out",
        ),
    ];
    for (seq, (args, header)) in cases.into_iter().enumerate() {
        let id = (seq + 1).to_string();
        let mut new = vec!["new", "krumme10", "--players"];
        new.extend_from_slice(args);
        let text = env.wide(&new, 0);
        let count = args[0].split(',').count();
        assert!(
            text.starts_with(&format!(
                "Match {id} started: Krumme10 for {count} ({header}).\n"
            )),
            "{text}"
        );
        // Read back from the database: the header of the standings and of `show`.
        let standings = env.ok(&["standings", &id]);
        assert_eq!(standings.lines().nth(1), Some(header), "{standings}");
        let mut round = vec!["round".to_string(), id.clone()];
        round.extend(args[0].split(',').map(|n| format!("{n}=1")));
        env.ok(&round.iter().map(String::as_str).collect::<Vec<_>>());
        let show = env.ok(&["show", &id]);
        assert!(show.contains(&format!("\n{header}\n")), "{show}");
    }
}

#[test]
fn bad_krumme10_matches_are_refused_at_new_and_nothing_is_written() {
    let env = TestEnv::new();
    env.new_match(&["krumme10", "--players", "Ann,Bob"]);
    let takes = "Krumme10 takes --teams, --long and --showdown";
    let cases: &[(&[&str], i32, String)] = &[
        (
            &["new", "krumme10", "--players", "Ann"],
            3,
            "Krumme10 is played by 2 to 6 players, not 1; name 2 to 6 players, separated by commas"
                .into(),
        ),
        (
            &["new", "krumme10", "--players", "A,B,C,D,E,F,G"],
            3,
            "Krumme10 is played by 2 to 6 players, not 7; name 2 to 6 players, separated by commas"
                .into(),
        ),
        (
            &["new", "krumme10", "--players", "A,B,C,D,E,F,G", "--teams"],
            3,
            "Krumme10 is played by 2 to 6 players, not 7; name 2 to 6 players, separated by commas"
                .into(),
        ),
        (
            &["new", "krumme10", "--players", "Ann,Bob", "--teams"],
            3,
            "teams need 4 to 6 players, not 2; leave out --teams, or seat 4 to 6 players".into(),
        ),
        (
            &[
                "new",
                "krumme10",
                "--players",
                "Ann,Bob,Cy",
                "--teams",
                "--long",
            ],
            3,
            "teams need 4 to 6 players, not 3; leave out --teams, or seat 4 to 6 players".into(),
        ),
        (
            &["new", "krumme10", "--players", "Ann,Bob,Cy,Dee", "--hook"],
            2,
            format!("--hook is not for Krumme10; {takes}"),
        ),
        (
            &[
                "new",
                "krumme10",
                "--players",
                "Ann,Bob,Cy,Dee",
                "--bonus-cards",
            ],
            2,
            format!("--bonus-cards is not for Krumme10; {takes}"),
        ),
        (
            &[
                "new",
                "krumme10",
                "--players",
                "Ann,Bob,Cy,Dee",
                "--teams",
                "--peak",
                "3",
            ],
            2,
            format!("--peak is not for Krumme10; {takes}"),
        ),
        (
            &[
                "new",
                "krumme10",
                "--players",
                "Ann,Bob",
                "--end",
                "first-out",
            ],
            2,
            format!("--end is not for Krumme10; {takes}"),
        ),
        (
            &[
                "new",
                "krumme10",
                "--players",
                "Ann,Bob,Cy,Dee",
                "--hook",
                "--bonus-cards",
            ],
            2,
            // clap stops at the first option that is not the game's.
            format!("--hook is not for Krumme10; {takes}"),
        ),
        (
            &["new", "krumme10", "--players", "Ann,Bob,ann"],
            2,
            "'Ann' and 'ann' are the same name typed twice (case does not tell players apart); give each player a different name, e.g. Ann and Ann B"
                .into(),
        ),
        (
            &["new", "krumme10", "--teams"],
            2,
            "no players were named; name them in seating order with --players Ann,Bob,Cy".into(),
        ),
    ];
    assert_refusals(&env, cases);
    assert_eq!(
        env.fails(&["standings", "2"], 2),
        "there is no match 2 in this database; leave MATCH out for the most recent unfinished \
         match, or check --db"
    );
    // Two and six players are fine, and the alias names the same game.
    let v = env.json(&["new", "krumme-10", "--players", "A,B,C,D,E,F"]);
    assert_eq!(v["game"], "krumme10");
    assert_eq!(v["players"].as_array().unwrap().len(), 6);
}

#[test]
fn a_game_over_270_points_is_refused_and_writes_nothing_but_270_is_recorded() {
    let env = TestEnv::new();
    let id = env.new_match(&["krumme10", "--players", "Ann,Bob,Cy,Dee,Eve", "--teams"]);
    game(&env, id, &FIVE, &[14, 9, 20, 17, 22]);
    let m = id.to_string();
    let over = |total: u64| {
        format!(
            "the game's points add up to {total}, but 54 cards of at most 5 give at most 270; \
             count again: together at most 270 points"
        )
    };
    assert_refusals(
        &env,
        &[
            (
                &["round", "Ann=271", "Bob=0", "Cy=0", "Dee=0", "Eve=0"],
                3,
                over(271),
            ),
            (
                &["round", &m, "Ann=100", "Bob=100", "Cy=71", "Dee=0", "Eve=0"],
                3,
                over(271),
            ),
            (
                &[
                    "round", "Ann=270", "Bob=270", "Cy=270", "Dee=270", "Eve=270",
                ],
                3,
                over(1350),
            ),
            // Summed wide: the largest numbers do not wrap round below the limit.
            (
                &["round", "Ann=4294967295", "Bob=1", "Cy=0", "Dee=0", "Eve=0"],
                3,
                over(4_294_967_296),
            ),
            (
                &[
                    "round",
                    "Ann=4294967295",
                    "Bob=4294967295",
                    "Cy=4294967295",
                    "Dee=4294967295",
                    "Eve=4294967295",
                ],
                3,
                over(5 * 4_294_967_295),
            ),
        ],
    );
    assert_eq!(env.standings(id)["rounds"], 1);
    // Exactly 270, and a game in which nobody scores, are fine.
    game(&env, id, &FIVE, &[0, 0, 270, 0, 0]);
    game(&env, id, &FIVE, &[0, 0, 0, 0, 0]);
    assert_eq!(
        env.scores(id),
        sorted(&[
            ("Ann", 14),
            ("Bob", 9),
            ("Cy", 290),
            ("Dee", 17),
            ("Eve", 22)
        ])
    );
    assert_eq!(env.standings(id)["rounds"], 3);
    // `edit` checks the same limit.
    let before = env.db_bytes();
    assert_eq!(
        env.fails(
            &[
                "edit", &m, "1", "Ann=271", "Bob=0", "Cy=0", "Dee=0", "Eve=0", "--reason", "x"
            ],
            3
        ),
        over(271)
    );
    assert_eq!(env.db_bytes(), before);
}

#[test]
fn every_refused_game_names_the_problem_and_what_is_legal_and_writes_nothing() {
    let env = TestEnv::new();
    let id = env.new_match(&["krumme10", "--players", "Ann,Bob,Cy,Dee", "--teams"]);
    game(&env, id, &FOUR, &[4, 2, 6, 0]);
    let not_points = |entry: &str| {
        format!("'{entry}' is not a number of victory points; write a whole number, e.g. Ann=1")
    };
    let cases: &[(&[&str], i32, String)] = &[
        (
            &["round", "Ann=-1", "Bob=0", "Cy=0", "Dee=0"],
            2,
            not_points("Ann=-1"),
        ),
        (
            &["round", "Ann=seven", "Bob=0", "Cy=0", "Dee=0"],
            2,
            not_points("Ann=seven"),
        ),
        (
            &["round", "Ann=1.5", "Bob=0", "Cy=0", "Dee=0"],
            2,
            not_points("Ann=1.5"),
        ),
        (
            &["round", "Ann=", "Bob=0", "Cy=0", "Dee=0"],
            2,
            not_points("Ann="),
        ),
        (
            // Too large for a number of points at all: unreadable (exit 2), said as too large.
            &["round", "Ann=4294967296", "Bob=0", "Cy=0", "Dee=0"],
            2,
            "'Ann=4294967296' is far more victory points than any game gives; count again and \
             type what the player has"
                .into(),
        ),
        (
            &["round", "Ann=1", "Bob=3", "Cy=2"],
            2,
            "no points for Dee; give every player's points: Ann, Bob, Cy, Dee".into(),
        ),
        (
            &["round", "Ann=1"],
            2,
            "no points for Bob, Cy, Dee; give every player's points: Ann, Bob, Cy, Dee".into(),
        ),
        (
            &["round", "Ann=1", "Bob=3", "Cy=2", "Dee=0", "ann=2"],
            2,
            "Ann is named twice; give each player's points once".into(),
        ),
        (
            &["round", "Ann=1", "Bob=3", "Cy=2", "Dee=0", "Zed=1"],
            2,
            "there is no player 'Zed' in this match; the players are Ann, Bob, Cy, Dee".into(),
        ),
        (
            &["round", "Ann", "Bob=3", "Cy=2", "Dee=0"],
            2,
            "'Ann' is not an entry; write NAME=VALUE for each player, e.g. Ann=7".into(),
        ),
        (
            &["round", "Ann=1", "Bob=3", "Cy=2", "Dee=0", "--call", "Ann"],
            2,
            "--call is not for Krumme10; Krumme10 has no flags: leave them out".into(),
        ),
        (
            &["round", "Ann=1", "Bob=3", "Cy=2", "Dee=0", "--luck", "Ann"],
            2,
            "--luck is not for Krumme10; Krumme10 has no flags: leave them out".into(),
        ),
        (
            &["round", "99", "Ann=1", "Bob=3", "Cy=2", "Dee=0"],
            2,
            "there is no match 99 in this database; leave MATCH out for the most recent \
             unfinished match, or check --db"
                .into(),
        ),
        (
            &["bid", "Ann=1", "Bob=3", "Cy=2", "Dee=0"],
            2,
            "Krumme10 has no bidding before a game; record the game with `tenscore round`".into(),
        ),
    ];
    assert_refusals(&env, cases);
    assert_eq!(
        env.scores(id),
        sorted(&[("Ann", 4), ("Bob", 2), ("Cy", 6), ("Dee", 0)])
    );
    assert_eq!(env.standings(id)["rounds"], 1);
}

/// Five players: A is Ann and Dee, B is Bob and Eve, C is Cy alone. C's 16 points beat A's 31
/// (15.50) and B's 30 (15.00): teams rank by points per member, not by points. Bob has the most
/// points of all but his team comes last, and Cy alone wins.
#[test]
fn a_team_ranks_by_points_per_member_so_one_player_with_16_beats_two_with_31() {
    let env = TestEnv::new();
    let id = env.new_match(&["krumme10", "--players", "Ann,Bob,Cy,Dee,Eve", "--teams"]);
    let round = game(&env, id, &FIVE, &[20, 29, 16, 11, 1]);
    assert_eq!(
        round["explanation"],
        json!([
            "Victory points this game: Ann 20, Bob 29, Cy 16, Dee 11, Eve 1.",
            "Teams this game: team A 31, team B 30, team C 16 points; a team scores its members' \
             points divided by their number: team A 15.50, team B 15.00 and team C 16.00.",
            "Team scores now: team A 15.50, team B 15.00 and team C 16.00."
        ])
    );
    let expected_teams = json!([
        {"name": "C", "members": ["Cy"], "points": 16, "score": 16.0, "rank": 1},
        {"name": "A", "members": ["Ann", "Dee"], "points": 31, "score": 15.5, "rank": 2},
        {"name": "B", "members": ["Bob", "Eve"], "points": 30, "score": 15.0, "rank": 3},
    ]);
    let standings = env.standings(id);
    assert_eq!(standings["teams"], expected_teams);
    assert_eq!(round["standings"]["teams"], expected_teams);
    // A player's own rank is their rank among the players.
    assert_eq!(
        ranks(&standings),
        vec![
            ("Bob".into(), 1),
            ("Ann".into(), 2),
            ("Cy".into(), 3),
            ("Dee".into(), 4),
            ("Eve".into(), 5)
        ]
    );
    assert_eq!(standings["winners"], json!([]));

    let finished = env.json(&["finish", &id.to_string()]);
    assert_eq!(finished["status"], "finished");
    assert_eq!(finished["winners"], json!(["Cy"]));
    let standings = env.standings(id);
    assert_eq!(standings["winners"], json!(["Cy"]));
    assert_eq!(standings["teams"], expected_teams);
    assert_eq!(ranks(&standings)[0], ("Bob".into(), 1));
    let text = env.ok(&["standings", &id.to_string()]);
    assert!(text.ends_with("\nWinning team: C (Cy)\n"), "{text}");
    assert!(!text.contains("Winner: Bob"), "{text}");
}

/// Six players: two teams of three, whose scores are thirds: 46/3 shows as 15.33, 47/3 as 15.67
/// (rounded, not cut off), in the table, in `show` and in JSON.
#[test]
fn teams_of_three_show_their_score_with_two_decimals_rounded() {
    let env = TestEnv::new();
    let id = env.new_match(&["krumme10", "--players", "Ann,Bob,Cy,Dee,Eve,Fay", "--teams"]);
    game(&env, id, &SIX, &[20, 17, 16, 15, 10, 15]);
    let standings = env.standings(id);
    assert_eq!(
        standings["teams"],
        json!([
            {"name": "B", "members": ["Bob", "Dee", "Fay"], "points": 47, "score": 15.67, "rank": 1},
            {"name": "A", "members": ["Ann", "Cy", "Eve"], "points": 46, "score": 15.33, "rank": 2},
        ])
    );
    let text = env.ok(&["standings"]);
    let row = |team: &str| {
        text.lines()
            .find(|l| l.contains(&format!(" {team} ")) && l.contains(','))
            .unwrap_or_else(|| panic!("no row for team {team} in:\n{text}"))
            .to_string()
    };
    assert!(
        row("B").contains(" 47 ") && row("B").contains(" 15.67 "),
        "{text}"
    );
    assert!(
        row("A").contains(" 46 ") && row("A").contains(" 15.33 "),
        "{text}"
    );
    let show = env.ok(&["show"]);
    assert!(
        show.contains("+15.33 → 15.33") && show.contains("+15.67 → 15.67"),
        "{show}"
    );
}

/// Five players: A (Ann, Dee) has 30 points, C (Cy) 15: both 15.00 exactly, so they share rank 1
/// and the next team is third; all three of their members win.
#[test]
fn teams_with_exactly_the_same_score_share_rank_1_and_the_win() {
    let env = TestEnv::new();
    let id = env.new_match(&["krumme10", "--players", "Ann,Bob,Cy,Dee,Eve", "--teams"]);
    game(&env, id, &FIVE, &[4, 3, 9, 12, 1]);
    game(&env, id, &FIVE, &[6, 2, 6, 8, 4]);
    let expected_teams = json!([
        {"name": "A", "members": ["Ann", "Dee"], "points": 30, "score": 15.0, "rank": 1},
        {"name": "C", "members": ["Cy"], "points": 15, "score": 15.0, "rank": 1},
        {"name": "B", "members": ["Bob", "Eve"], "points": 10, "score": 5.0, "rank": 3},
    ]);
    let standings = env.standings(id);
    assert_eq!(standings["teams"], expected_teams);
    // Players: Dee 20, Cy 15, Ann 10, Bob 5, Eve 5 (a tie among the players too).
    assert_eq!(
        ranks(&standings),
        vec![
            ("Dee".into(), 1),
            ("Cy".into(), 2),
            ("Ann".into(), 3),
            ("Bob".into(), 4),
            ("Eve".into(), 4)
        ]
    );
    let text = env.ok(&["finish"]);
    assert!(
        text.ends_with("\nWinning teams (shared): A (Ann, Dee), C (Cy)\n"),
        "{text}"
    );
    let standings = env.standings(id);
    assert_eq!(standings["status"], "finished");
    assert_eq!(winners(&standings), names(&["Ann", "Cy", "Dee"]));
    assert_eq!(standings["teams"], expected_teams);
}

/// Four players, ABAB: the teams are level while the players are not, then one game decides.
#[test]
fn four_players_in_two_teams_of_two() {
    let env = TestEnv::new();
    let id = env.new_match(&["krumme10", "--players", "Ann,Bob,Cy,Dee", "--teams"]);
    game(&env, id, &FOUR, &[30, 10, 0, 20]);
    let standings = env.standings(id);
    assert_eq!(
        standings["teams"],
        json!([
            {"name": "A", "members": ["Ann", "Cy"], "points": 30, "score": 15.0, "rank": 1},
            {"name": "B", "members": ["Bob", "Dee"], "points": 30, "score": 15.0, "rank": 1},
        ])
    );
    game(&env, id, &FOUR, &[0, 0, 1, 0]);
    env.ok(&["finish"]);
    let standings = env.standings(id);
    assert_eq!(
        standings["teams"],
        json!([
            {"name": "A", "members": ["Ann", "Cy"], "points": 31, "score": 15.5, "rank": 1},
            {"name": "B", "members": ["Bob", "Dee"], "points": 30, "score": 15.0, "rank": 2},
        ])
    );
    assert_eq!(winners(&standings), names(&["Ann", "Cy"]));
    let text = env.ok(&["standings", &id.to_string()]);
    assert!(text.ends_with("\nWinning team: A (Ann, Cy)\n"), "{text}");
}

#[test]
fn standings_and_show_render_players_and_teams_with_running_totals() {
    let env = TestEnv::new();
    let id = env.new_match(&[
        "krumme10",
        "--players",
        "Ann,Bob,Cy,Dee,Eve",
        "--teams",
        "--long",
    ]);
    game(&env, id, &FIVE, &[14, 9, 20, 17, 22]);
    game(&env, id, &FIVE, &[3, 25, 0, 12, 6]);
    let standings = env.ok(&["--no-color", "standings"]);
    insta::assert_snapshot!(
        "krumme10_standings_in_teams_after_two_games",
        without_id(&standings, id)
    );
    let show = env.ok(&["--no-color", "show"]);
    insta::assert_snapshot!(
        "krumme10_show_in_teams_after_two_games",
        without_id(&show, id)
    );
    // The running totals of `show`, row by row: every player, then every team (points and score).
    let json = env.json(&["show"]);
    let totals: Vec<Vec<i64>> = json["rounds"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            r["scores"]
                .as_array()
                .unwrap()
                .iter()
                .map(|s| s["total"].as_i64().unwrap())
                .collect()
        })
        .collect();
    assert_eq!(
        totals,
        vec![vec![14, 9, 20, 17, 22], vec![17, 34, 20, 29, 28]]
    );
    // Each game's row ends with each team's score in the game and after it (points per member),
    // the scores the explanation and the standings give.
    for (seq, cells) in [
        (1, ["+15.50 → 15.50", "+15.50 → 15.50", "+20.00 → 20.00"]),
        (2, ["+7.50 → 23.00", "+15.50 → 31.00", "+0.00 → 20.00"]),
    ] {
        let row = show
            .lines()
            .find(|l| l.starts_with(&format!("│ {seq} ")))
            .unwrap_or_else(|| panic!("no row for game {seq} in:\n{show}"));
        let words: Vec<&str> = row
            .split(['│', '┆'])
            .map(str::trim)
            .filter(|w| !w.is_empty())
            .collect();
        assert_eq!(&words[words.len() - 3..], &cells[..], "{show}");
    }
}

/// Three games by six players in two teams of three, finished: team A wins although Bob of team B
/// has the most points; `undo` withdraws the last game and opens the match again.
#[test]
fn a_whole_match_of_three_games_in_teams_finished_and_reopened_by_undo() {
    let env = TestEnv::new();
    let id = env.new_match(&["krumme10", "--players", "Ann,Bob,Cy,Dee,Eve,Fay", "--teams"]);
    let m = id.to_string();
    assert_eq!(
        env.standings(id)["next"],
        "Game 1: whoever last had an odd-numbered birthday starts; record victory points."
    );

    // Game 1: A (Ann, Cy, Eve) 21 = 7.00, B (Bob, Dee, Fay) 39 = 13.00.
    let round = game(&env, id, &SIX, &[12, 30, 0, 5, 9, 4]);
    assert_eq!(round["round"], 1);
    assert_eq!(round["status"], "in-progress");
    assert_eq!(
        round["explanation"][1],
        "Teams this game: team A 21, team B 39 points; a team scores its members' points divided \
         by their number: team A 7.00 and team B 13.00."
    );
    assert_eq!(
        round["explanation"][2],
        "Team scores now: team A 7.00 and team B 13.00."
    );
    let team_scores = |standings: &Value| -> Vec<(String, i64, f64, i64)> {
        standings["teams"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| {
                (
                    t["name"].as_str().unwrap().to_string(),
                    t["points"].as_i64().unwrap(),
                    t["score"].as_f64().unwrap(),
                    t["rank"].as_i64().unwrap(),
                )
            })
            .collect()
    };
    assert_eq!(
        team_scores(&round["standings"]),
        vec![("B".into(), 39, 13.0, 1), ("A".into(), 21, 7.0, 2)]
    );

    // Game 2: A 61 more = 82 (27.33), B 3 more = 42 (14.00).
    let round = game(&env, id, &SIX, &[40, 0, 18, 2, 3, 1]);
    assert_eq!(
        team_scores(&round["standings"]),
        vec![("A".into(), 82, 27.33, 1), ("B".into(), 42, 14.0, 2)]
    );

    // Game 3: A 92 (30.67), B 67 (22.33); Bob has 55, the most of anyone.
    game(&env, id, &SIX, &[0, 25, 10, 0, 0, 0]);
    let standings = env.standings(id);
    assert_eq!(standings["rounds"], 3);
    assert_eq!(standings["status"], "in-progress");
    assert_eq!(standings["winners"], json!([]));
    assert_eq!(
        standings["next"],
        "Game 4: whoever last had an odd-numbered birthday starts; record victory points."
    );
    assert_eq!(
        env.scores(id),
        sorted(&[
            ("Ann", 52),
            ("Bob", 55),
            ("Cy", 28),
            ("Dee", 7),
            ("Eve", 12),
            ("Fay", 5)
        ])
    );
    assert_eq!(
        team_scores(&standings),
        vec![("A".into(), 92, 30.67, 1), ("B".into(), 67, 22.33, 2)]
    );

    // Finish: the best team's members win, not the best player.
    let finished = env.json(&["finish", &m]);
    assert_eq!(finished["status"], "finished");
    let standings = env.standings(id);
    assert_eq!(standings["status"], "finished");
    assert_eq!(standings["next"], Value::Null);
    assert_eq!(winners(&standings), names(&["Ann", "Cy", "Eve"]));
    assert_eq!(winners(&finished), names(&["Ann", "Cy", "Eve"]));
    assert_eq!(
        ranks(&standings),
        vec![
            ("Bob".into(), 1),
            ("Ann".into(), 2),
            ("Cy".into(), 3),
            ("Eve".into(), 4),
            ("Dee".into(), 5),
            ("Fay".into(), 6)
        ]
    );
    assert_eq!(
        team_scores(&standings),
        vec![("A".into(), 92, 30.67, 1), ("B".into(), 67, 22.33, 2)]
    );
    let text = env.ok(&["standings", &m]);
    assert!(
        text.ends_with("\nWinning team: A (Ann, Cy, Eve)\n"),
        "{text}"
    );
    assert!(text.contains("after 3 games · finished"), "{text}");

    // A finished match takes no more games, and cannot be finished twice.
    let refusal = format!(
        "match {id} is finished; it takes no more games; start a new match with `tenscore new`, \
         or reopen this one with `tenscore reopen {id}`"
    );
    assert_refusals(
        &env,
        &[
            (
                &[
                    "round", &m, "Ann=1", "Bob=0", "Cy=0", "Dee=0", "Eve=0", "Fay=0",
                ],
                3,
                refusal.clone(),
            ),
            (
                &["finish", &m],
                3,
                format!(
                    "match {id} is finished already; see it with `tenscore show {id}`; to end it another way, reopen it first with `tenscore reopen {id}`"
                ),
            ),
        ],
    );

    // Undo withdraws game 3 and opens the match again, as after game 2.
    let undo = env.json(&["undo", &m]);
    assert_eq!(undo["what"], "round");
    assert_eq!(undo["withdrawn"], 3);
    let standings = env.standings(id);
    assert_eq!(standings["status"], "in-progress");
    assert_eq!(standings["rounds"], 2);
    assert_eq!(standings["winners"], json!([]));
    assert_eq!(
        standings["next"],
        "Game 3: whoever last had an odd-numbered birthday starts; record victory points."
    );
    assert_eq!(
        team_scores(&standings),
        vec![("A".into(), 82, 27.33, 1), ("B".into(), 42, 14.0, 2)]
    );
    // The withdrawn game stays in the audit trail; a game can be recorded again.
    let all = env.json(&["show", &m, "--all"]);
    let withdrawn: Vec<&Value> = all["rounds"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["withdrawn"] == true)
        .map(|r| &r["entry"]["points"])
        .collect();
    assert_eq!(withdrawn, vec![&json!([0, 25, 10, 0, 0, 0])]);
    let round = game(&env, id, &SIX, &[0, 40, 0, 30, 0, 0]);
    assert_eq!(round["round"], 3);
    assert_eq!(
        team_scores(&round["standings"]),
        vec![("B".into(), 112, 37.33, 1), ("A".into(), 82, 27.33, 2)]
    );
}

/// The table's rows on a colour terminal 120 columns wide, as bytes decoded: the players' names
/// are highlighted there (green, bold) for the winners.
fn coloured_standings(env: &TestEnv, id: i64) -> String {
    let mut cmd = std::process::Command::new("sh");
    cmd.env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .env("HOME", env.dir())
        .env("TENSCORE_DB", env.db())
        .env("TZ", "UTC")
        .env("TERM", "xterm")
        .arg("-c")
        .arg(r#"stty cols 120 rows 40 && exec "$0" standings "$1""#)
        .arg(env!("CARGO_BIN_EXE_tenscore"))
        .arg(id.to_string());
    let mut p = rexpect::session::spawn_command(cmd, Some(10_000)).expect("starts on a terminal");
    let read = p.exp_eof().expect("the whole table");
    let bytes: Vec<u8> = read.chars().map(|c| c as u8).collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

/// In a finished team match the winners are the best team's members; the players' table should
/// highlight them, not also the top player of a losing team.
#[test]
fn a_finished_team_match_highlights_the_winning_team_not_the_top_player() {
    let env = TestEnv::new();
    let id = env.new_match(&["krumme10", "--players", "Ann,Bob,Cy,Dee", "--teams"]);
    game(&env, id, &FOUR, &[100, 150, 20, 0]);
    game(&env, id, &FOUR, &[40, 0, 50, 10]);
    env.ok(&["finish"]);
    assert_eq!(winners(&env.standings(id)), names(&["Ann", "Cy"]));
    let screen = coloured_standings(&env, id);
    let row = |name: &str| {
        screen
            .lines()
            .find(|l| l.contains(&format!(" {name} ")) && l.contains('┆'))
            .unwrap_or_else(|| panic!("no row for {name} in:\n{screen}"))
            .to_string()
    };
    // The winners are highlighted...
    assert!(row("Ann").contains('\x1b'), "{screen:?}");
    assert!(row("Cy").contains('\x1b'), "{screen:?}");
    // ...and Bob, first among the players but in the losing team, is not.
    assert!(!row("Bob").contains('\x1b'), "{:?}", row("Bob"));
    assert!(!row("Dee").contains('\x1b'), "{:?}", row("Dee"));
}

/// Issue 15, item 5: the team scores a game's explanation gives (its members' points divided by
/// their number) are the ones the tables show: the standings' Score column and the teams'
/// cells of `show`, game by game.
#[test]
fn the_team_scores_of_the_explanation_are_the_ones_the_tables_show() {
    let env = TestEnv::new();
    let id = env.new_match(&["krumme10", "--players", "Ann,Bob,Cy,Dee", "--teams"]);
    game(&env, id, &FOUR, &[10, 4, 21, 7]);
    let round = game(&env, id, &FOUR, &[3, 9, 0, 2]);
    // A: Ann and Cy, 3 + 0 this game (1.50), 34 in all (17.00); B: Bob and Dee, 11 (5.50), 22
    // (11.00).
    assert_eq!(
        round["explanation"],
        json!([
            "Victory points this game: Ann 3, Bob 9, Cy 0, Dee 2.",
            "Teams this game: team A 3, team B 11 points; a team scores its members' points \
             divided by their number: team A 1.50 and team B 5.50.",
            "Team scores now: team A 17.00 and team B 11.00."
        ])
    );
    let standings = env.ok(&["standings"]);
    let team_row = |team: &str| {
        (standings.lines())
            .find(|line| line.contains(&format!("┆ {team}    ┆")))
            .unwrap_or_else(|| panic!("no row for team {team} in\n{standings}"))
            .to_string()
    };
    assert!(team_row("A").ends_with("┆ 17.00 │"), "{standings}");
    assert!(team_row("B").ends_with("┆ 11.00 │"), "{standings}");
    let show = env.ok(&["show"]);
    let last = (show.lines())
        .find(|line| line.starts_with("│ 2 "))
        .unwrap_or_else(|| panic!("no row for game 2 in\n{show}"));
    assert!(last.ends_with("+1.50 → 17.00 ┆ +5.50 → 11.00 │"), "{show}");
    assert!(show.contains("Each team: its score in the game → its score after it"));
}
