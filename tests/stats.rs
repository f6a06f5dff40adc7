//! `tenscore stats`: a season counted from the finished matches, checked against figures
//! worked out by hand for every game.

use serde_json::{Value, json};

use crate::common::TestEnv;

/// Seven matches; five finished, one in progress, one abandoned (those two never count).
///
/// 1. Under the 10, Ann, Bob, Cy: Bob calls twice, Ann is halved (100 → 50), Ann has a stroke
///    of luck, Cy's call fails (Bob beats it). Finished: Bob 14, Cy 39, Ann 62.
/// 2. 10 op en neer, Ann, Bob, Cy, one round: Ann and Bob bid exactly, Cy does not. Ann 11,
///    Bob 10, Cy 0; the rules end it.
/// 3. Pig 10, Bob, Cy, Dee: Bob 4, Cy 4 (a shared win), Dee 2.
/// 4. Tenstuff, Cy, Eve, Ann: Eve, Ann, Cy, then Ann, Eve, Cy: Ann and Eve share the win.
/// 5. Krumme10 alone, Ann and Bob: 30-10, then 5-15: Ann 35, Bob 25.
fn season() -> TestEnv {
    let env = TestEnv::new();
    for args in [
        &["new", "under10", "--players", "Ann,Bob,Cy"][..],
        &["round", "Ann=60", "Bob=0", "Cy=1", "--call", "Bob"],
        &["round", "Ann=40", "Bob=0", "Cy=1", "--call", "Bob"],
        &["round", "Ann=0", "Bob=14", "Cy=9", "--luck", "Ann"],
        &["round", "Ann=12", "Bob=3", "Cy=8", "--call", "Cy"],
        &["finish"],
        &["new", "updown", "--players", "Ann,Bob,Cy", "--peak", "1"],
        &["bid", "Ann=1", "Bob=0", "Cy=1"],
        &["round", "Ann=1", "Bob=0", "Cy=0"],
        &["new", "pig10", "--players", "Bob,Cy,Dee"],
        &["round", "Bob=4", "Cy=4", "Dee=2"],
        &["finish"],
        &["new", "tenstuff", "--players", "Cy,Eve,Ann"],
        &["round", "--order", "Eve,Ann,Cy"],
        &["round", "--order", "Ann,Eve,Cy"],
        &["finish"],
        &["new", "krumme10", "--players", "Ann,Bob"],
        &["round", "Ann=30", "Bob=10"],
        &["round", "Ann=5", "Bob=15"],
        &["finish"],
        &["new", "pig10", "--players", "Ann,Bob,Cy"],
        &["round", "Ann=3", "Bob=1", "Cy=0"],
        &["new", "tenstuff", "--players", "Ann,Bob"],
        &["finish", "--abandon"],
    ] {
        env.ok(args);
    }
    env
}

fn player<'a>(stats: &'a Value, name: &str) -> &'a Value {
    stats["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == name)
        .unwrap_or_else(|| panic!("{name} in {stats}"))
}

#[test]
fn each_player_is_counted_over_the_finished_matches_only() {
    let env = season();
    let stats = env.json(&["stats"]);
    let names: Vec<&str> = stats["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Ann", "Bob", "Cy", "Eve", "Dee"], "most wins first");
    let ann = player(&stats, "Ann");
    assert_eq!(
        ann["played"], 4,
        "the match in progress and the abandoned one do not count"
    );
    assert_eq!(ann["won"], 3);
    assert_eq!(ann["win_rate"], 0.75);
    assert_eq!(ann["average_place"], 1.5);
    assert_eq!(
        ann["longest_streak"], 3,
        "lost match 1, then won 2, 4 and 5"
    );
    assert_eq!(
        ann["best"],
        json!({"match": 5, "game": "krumme10", "place": 1, "of": 2})
    );
    assert_eq!(
        ann["worst"],
        json!({"match": 1, "game": "under10", "place": 3, "of": 3})
    );
    let bob = player(&stats, "Bob");
    assert_eq!(
        (bob["played"].clone(), bob["won"].clone()),
        (json!(4), json!(2))
    );
    assert_eq!(bob["longest_streak"], 1, "won, lost, won, lost");
    assert_eq!(
        player(&stats, "Cy")["won"],
        1,
        "a shared win counts for each winner"
    );
    assert_eq!(player(&stats, "Eve")["won"], 1);
}

#[test]
fn each_game_counts_what_only_a_referee_can_count() {
    let env = season();
    let stats = env.json(&["stats"]);
    // The game's own figures, its rating aside (see the rating tests).
    let games = |name: &str| {
        let mut games = player(&stats, name)["games"].clone();
        for figures in games.as_object_mut().unwrap().values_mut() {
            figures.as_object_mut().unwrap().remove("rating");
        }
        games
    };
    assert_eq!(
        games("Ann")["under10"],
        json!({"played": 1, "won": 0, "calls": 0, "failed_calls": 0, "luck": 1, "halvings": 1, "outs": 0})
    );
    assert_eq!(games("Bob")["under10"]["calls"], 2);
    assert_eq!(games("Cy")["under10"]["calls"], 1);
    assert_eq!(games("Cy")["under10"]["failed_calls"], 1);
    assert_eq!(
        games("Cy")["updown"],
        json!({"played": 1, "won": 0, "bids": 1, "exact": 0, "exact_rate": 0.0, "exact_rate_by_cards": {"1": 0.0}})
    );
    assert_eq!(games("Bob")["updown"]["exact_rate"], 1.0);
    assert_eq!(
        games("Dee")["pig10"],
        json!({"played": 1, "won": 0, "deals": 1, "cards_per_deal": 2.0})
    );
    assert_eq!(games("Ann")["krumme10"]["points_per_game_alone"], 17.5);
    assert_eq!(
        games("Ann")["krumme10"]["points_per_game_in_teams"],
        Value::Null
    );
    assert_eq!(games("Bob")["krumme10"]["points_per_game_alone"], 12.5);
    assert_eq!(
        games("Ann")["tenstuff"]["average_place"],
        1.5,
        "2nd, then 1st"
    );
    assert_eq!(games("Cy")["tenstuff"]["average_place"], 3.0);

    let text = env.ok(&["stats"]);
    for title in [
        "Under the 10",
        "10 op en neer",
        "Pig 10",
        "Krumme10",
        "Tenstuff",
        "Exact %",
        "Cards per deal",
    ] {
        assert!(text.contains(title), "{title}: {text}");
    }
    assert!(
        text.lines()
            .any(|l| l.starts_with("│ Ann") && l.contains("75%") && l.contains("1.50")),
        "{text}"
    );
}

#[test]
fn a_game_a_player_or_a_day_narrows_what_is_counted() {
    let env = season();
    let stats = env.json(&["stats", "--game", "under10"]);
    assert_eq!(stats["players"].as_array().unwrap().len(), 3);
    assert_eq!(player(&stats, "Bob")["won"], 1);
    assert_eq!(player(&stats, "Ann")["played"], 1);

    let cy = env.json(&["stats", "--player", "cy"]);
    assert_eq!(cy["players"].as_array().unwrap().len(), 1, "only Cy");
    let cy = &cy["players"][0];
    assert_eq!(cy["played"], 4);
    // Cy finished behind Ann twice (matches 2, 4) and Bob twice (1, 2): Ann first by name.
    assert_eq!(cy["nemesis"], json!({"name": "Ann", "times": 2}));
    // Ahead of Ann once (match 1) and of Dee once (3).
    assert_eq!(cy["victim"], json!({"name": "Ann", "times": 1}));
    // The text names every one tied (JSON keeps one, first by name, as DESIGN has it).
    let text = env.ok(&["stats", "--player", "Cy"]);
    assert!(
        text.contains(
            "Cy finished behind Ann and Bob most often (2 times), and ahead of Ann and Dee most \
             often (once)."
        ),
        "{text}"
    );

    assert_eq!(
        env.json(&["stats", "--since", "2026-01-03"])["players"],
        json!([])
    );
    assert!(
        env.ok(&["stats", "--since", "2026-01-03"])
            .contains("No finished match fits that; leave out --since")
    );
    assert_eq!(
        player(&env.json(&["stats", "--since", "2026-01-02"]), "Ann")["played"],
        4
    );
}

#[test]
fn two_players_head_to_head() {
    let env = season();
    let vs = env.json(&["stats", "--vs", "ann", "Bob"]);
    assert_eq!(
        vs["head_to_head"],
        json!({"players": ["Ann", "Bob"], "matches": 3, "ahead": {"Ann": 2, "Bob": 1}, "level": 0})
    );
    let names: Vec<&str> = vs["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Ann", "Bob"]);
    assert_eq!(
        vs["players"][1]["played"], 4,
        "each over all their matches, not only together"
    );
    let text = env.ok(&["stats", "--vs", "Ann", "Bob"]);
    assert!(
        text.contains("Ann and Bob finished 3 matches together: Ann ahead 2 times, Bob ahead once, level 0 times."),
        "{text}"
    );
    let apart = env.ok(&["stats", "--vs", "Eve", "Dee"]);
    assert!(
        apart.contains("Eve and Dee have not finished a match together."),
        "{apart}"
    );
}

#[test]
fn an_edit_that_changes_the_winner_changes_the_stats() {
    let env = season();
    assert_eq!(player(&env.json(&["stats"]), "Bob")["won"], 2);
    // Match 5, Krumme10: Bob's first game was 40, not 10: Bob 55, Ann 35.
    env.ok(&["edit", "5", "1", "Ann=30", "Bob=40", "--reason", "misread"]);
    let stats = env.json(&["stats"]);
    assert_eq!(player(&stats, "Bob")["won"], 3);
    assert_eq!(player(&stats, "Ann")["won"], 2);
    assert_eq!(player(&stats, "Ann")["longest_streak"], 2);
}

#[test]
fn exact_bids_are_counted_by_the_cards_in_the_round() {
    let env = TestEnv::new();
    // Peak 2: rounds of 1, 2 and 1 cards. Ann bids exactly with 1 card twice and misses with
    // 2; Bob misses with 1 card in round 1 and bids exactly with 2; Cy misses both rounds of 1
    // card.
    for args in [
        &["new", "updown", "--players", "Ann,Bob,Cy", "--peak", "2"][..],
        &["bid", "Ann=1", "Bob=1", "Cy=1"],
        &["round", "Ann=1", "Bob=0", "Cy=0"],
        &["bid", "Ann=0", "Bob=1", "Cy=0"],
        &["round", "Ann=1", "Bob=1", "Cy=0"],
        &["bid", "Ann=0", "Bob=0", "Cy=0"],
        &["round", "Ann=0", "Bob=0", "Cy=1"],
    ] {
        env.ok(args);
    }
    let stats = env.json(&["stats"]);
    let updown = |name: &str| player(&stats, name)["games"]["updown"].clone();
    assert_eq!(updown("Ann")["exact_rate"], 2.0 / 3.0);
    assert_eq!(
        updown("Ann")["exact_rate_by_cards"],
        json!({"1": 1.0, "2": 0.0})
    );
    assert_eq!(
        updown("Bob")["exact_rate_by_cards"],
        json!({"1": 0.5, "2": 1.0})
    );
    assert_eq!(
        updown("Cy")["exact_rate_by_cards"],
        json!({"1": 0.0, "2": 1.0})
    );
    let text = env.ok(&["stats"]);
    assert!(
        text.lines()
            .any(|l| l.starts_with("│ Ann") && l.contains("1:\u{a0}100% 2:\u{a0}0%")),
        "{text}"
    );
}

/// A player's rating in a game as `stats --json` gives it: (mu, sigma, matches).
fn rating(stats: &Value, name: &str, game: &str) -> (f64, f64, u64) {
    let rating = &player(stats, name)["games"][game]["rating"];
    (
        rating["mu"].as_f64().unwrap_or_else(|| panic!("{rating}")),
        rating["sigma"].as_f64().unwrap(),
        rating["matches"].as_u64().unwrap(),
    )
}

#[test]
fn a_win_raises_a_rating_and_a_read_leaves_it_where_it_is() {
    let env = season();
    let stats = env.json(&["stats"]);
    // Krumme10, match 5: Ann beat Bob. Everyone starts at 25 ± 8.33.
    let (ann, ann_sigma, ann_matches) = rating(&stats, "Ann", "krumme10");
    let (bob, _, _) = rating(&stats, "Bob", "krumme10");
    assert!(ann > 25.0 && bob < 25.0, "Ann {ann}, Bob {bob}");
    assert!(ann_sigma < 8.3333, "one match makes it surer: {ann_sigma}");
    assert_eq!(ann_matches, 1);
    // Pig 10, match 3: Bob and Cy shared the win over Dee: a tie moves them alike.
    let (bob_pig, _, _) = rating(&stats, "Bob", "pig10");
    let (cy_pig, _, _) = rating(&stats, "Cy", "pig10");
    let (dee_pig, _, _) = rating(&stats, "Dee", "pig10");
    assert!((bob_pig - cy_pig).abs() < 1e-9 && bob_pig > 25.0 && dee_pig < 25.0);
    // Read again, and again by player: nothing moves.
    assert_eq!(env.json(&["stats"]), stats);
    let ann_alone = env.json(&["stats", "--player", "Ann"]);
    assert_eq!(
        ann_alone["players"][0]["games"]["krumme10"]["rating"],
        player(&stats, "Ann")["games"]["krumme10"]["rating"]
    );
    let text = env.ok(&["stats", "--game", "krumme10"]);
    assert!(text.contains("Rating"), "{text}");
    assert!(
        text.lines()
            .any(|l| l.starts_with("│ Ann") && l.contains(&format!("{ann:.1} ±"))),
        "{text}"
    );
}

#[test]
fn an_edit_that_changes_the_winner_moves_the_ratings_and_a_reopened_match_stops_counting() {
    let env = season();
    env.ok(&["edit", "5", "1", "Ann=30", "Bob=40", "--reason", "misread"]);
    let stats = env.json(&["stats"]);
    let (ann, _, _) = rating(&stats, "Ann", "krumme10");
    let (bob, _, _) = rating(&stats, "Bob", "krumme10");
    assert!(bob > 25.0 && ann < 25.0, "Ann {ann}, Bob {bob}");

    // Match 3 (Pig 10) back in progress: it counts for no one, its ratings go.
    env.ok(&["undo", "3"]);
    let stats = env.json(&["stats"]);
    assert!(
        stats["players"]
            .as_array()
            .unwrap()
            .iter()
            .all(|p| p["name"] != "Dee"),
        "Dee's only match is in progress again: {stats}"
    );
    assert_eq!(player(&stats, "Bob")["games"]["pig10"], Value::Null);
    assert_eq!(player(&stats, "Bob")["played"], 3);
}

#[test]
fn in_teams_a_team_is_rated_as_one() {
    let env = TestEnv::new();
    // ABAB: Ann and Cy against Bob and Dee. Cy scored least, but their team won on average.
    for args in [
        &["new", "krumme10", "--players", "Ann,Bob,Cy,Dee", "--teams"][..],
        &["round", "Ann=40", "Bob=10", "Cy=2", "Dee=10"],
        &["finish"],
    ] {
        env.ok(args);
    }
    let stats = env.json(&["stats"]);
    let (ann, _, _) = rating(&stats, "Ann", "krumme10");
    let (cy, _, _) = rating(&stats, "Cy", "krumme10");
    let (bob, _, _) = rating(&stats, "Bob", "krumme10");
    assert!(cy > 25.0 && (ann - cy).abs() < 1e-9, "Ann {ann}, Cy {cy}");
    assert!(bob < 25.0, "{bob}");
}

#[test]
fn bad_questions_are_refused_in_one_line_and_write_nothing() {
    let env = season();
    let before = env.db_bytes();
    for (args, message) in [
        (&["stats", "--vs", "Ann"][..], "--vs"),
        (
            &["stats", "--vs", "Ann", "ann"],
            "'Ann' is one player; --vs compares two",
        ),
        (
            &["stats", "--vs", "Ann", "Zed"],
            "no player named 'Zed' has played in this database",
        ),
        (&["stats", "--player", "Zed"], "no player named 'Zed'"),
        (
            &["stats", "--since", "2024-13-45"],
            "--since '2024-13-45' is not a date",
        ),
        (&["stats", "--game", "poker"], "poker"),
        (&["stats", "--player", "Ann", "--vs", "Ann", "Bob"], "--vs"),
    ] {
        let err = env.fails(args, 2);
        assert!(err.contains(message), "{args:?}: {err}");
    }
    assert!(env.db_bytes() == before);
}

#[test]
fn a_long_season_lists_the_players_with_the_most_wins_unless_all_are_asked_for() {
    let env = season();
    let names = |stats: &Value| -> Vec<String> {
        stats["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["name"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(names(&env.json(&["stats", "--limit", "2"])), ["Ann", "Bob"]);
    let text = env.ok(&["stats", "--limit", "2"]);
    assert!(
        text.contains(
            "Shown: 2 of the 5 players, those with the most wins; `tenscore stats --all` lists every \
             one."
        ),
        "{text}"
    );
    assert!(!text.contains("│ Cy"), "{text}");
    assert_eq!(names(&env.json(&["stats", "--all"])).len(), 5);
    assert_eq!(names(&env.json(&["stats"])).len(), 5, "20 by default");
    assert!(!env.ok(&["stats"]).contains("--all"));
    // Within one game, ranked by that game's wins.
    assert_eq!(
        names(&env.json(&["stats", "--game", "under10", "--limit", "1"])),
        ["Bob"]
    );
    let err = env.fails(&["stats", "--limit", "0"], 2);
    assert!(err.contains("--limit"), "{err}");
}
