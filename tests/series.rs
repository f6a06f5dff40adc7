//! `tenscore series`: a season of evenings. Each evening's score is the player's sum of shares
//! that evening; the series averages each player's best K, ranking only players with at least
//! N evenings. Created and ranked through the binary; the evenings set up as `event new
//! --series` would link them.

use serde_json::{Value, json};
use tenscore::store::EventRanking;

use crate::chromium;
use crate::common::TestEnv;
use crate::evening::{evening, join_series, play_and_finish};

/// A one-table evening of three, played and ended, in series `series`; its id.
fn evening_of(env: &TestEnv, name: &str, scores: &[(&str, i64)]) -> i64 {
    let players: Vec<&str> = scores.iter().map(|(n, _)| *n).collect();
    let e = evening(
        env,
        name,
        ("pig10", json!({})),
        EventRanking::Share,
        &players,
        1,
        &[&[&players]],
    );
    play_and_finish(env, e.tables[0][0], scores);
    join_series(env, e.event, "Winter");
    e.event
}

#[test]
fn the_best_k_evenings_average_and_too_few_evenings_leave_a_player_unranked() {
    let env = TestEnv::new();
    assert_eq!(
        env.wide(&["series", "new", "Winter", "--best", "2"], 0),
        "Series Winter started: each player's best 2 evenings count, 2 evenings to be ranked. \
         Add an evening to it with `tenscore event new ... --series Winter`.\n"
    );
    assert_eq!(
        env.wide(&["series", "new", "Solo", "--best", "1", "--min", "1"], 0),
        "Series Solo started: each player's best evening counts, one evening to be ranked. \
         Add an evening to it with `tenscore event new ... --series Solo`.\n"
    );
    // Before its first evening the series says what comes next, not an empty table.
    assert_eq!(
        env.ok(&["series", "standings", "Winter"]),
        "Winter · the best 2 of 0 evenings count, at least 2 to rank\n\
         No evening counts in Winter yet: add one with `tenscore event new NAME --game GAME \
         --players A,B,... --series Winter`.\n"
    );
    // Shares: 1, 1/2, 0 at each table of three.
    let first = evening_of(&env, "Week 1", &[("Ann", 30), ("Bob", 20), ("Cy", 10)]);
    let second = evening_of(&env, "Week 2", &[("Bob", 30), ("Dee", 20), ("Ann", 10)]);
    let third = evening_of(&env, "Week 3", &[("Ann", 30), ("Cy", 20), ("Bob", 10)]);
    let series = env.json(&["series", "standings", "winter"]);
    // Ann: 1, 0, 1 → (1 + 1) / 2; Bob: 1/2, 1, 0 → (1 + 1/2) / 2; Cy: 0, 1/2 → 1/4;
    // Dee: one evening, fewer than 2.
    assert_eq!(
        series,
        json!({
            "series": "Winter",
            "best": 2,
            "min": 2,
            "players": [
                {"name": "Ann", "score": 1.0, "rank": 1, "evenings": 3, "counted": [first, third]},
                {"name": "Bob", "score": 0.75, "rank": 2, "evenings": 3, "counted": [second, first]},
                {"name": "Cy", "score": 0.25, "rank": 3, "evenings": 2, "counted": [third, first]},
                {"name": "Dee", "score": 0.5, "rank": null, "evenings": 1, "counted": [second]},
            ]
        })
    );
    let page = env.dir().join("winter.html");
    let text = env.ok(&[
        "series",
        "standings",
        "Winter",
        "--html",
        page.to_str().unwrap(),
    ]);
    assert!(text.starts_with("Winter · "), "{text}");
    assert!(
        text.ends_with(&format!("Written to {}.\n", page.display())),
        "{text}"
    );
    let Some(dom) = chromium::dom_or_skip(&page) else {
        return;
    };
    let rows: Vec<String> = chromium::ranked_rows(&dom, "series")
        .into_iter()
        .map(|[player, _, _]| player)
        .collect();
    assert_eq!(rows, ["Ann", "Bob", "Cy", "Dee"]);
}

#[test]
fn min_defaults_to_best_and_can_be_lower() {
    let env = TestEnv::new();
    let made = env.json(&["series", "new", "Spring", "--best", "3", "--min", "1"]);
    assert_eq!(made, json!({"series": "Spring", "best": 3, "min": 1}));
    let made = env.json(&["series", "new", "Summer", "--best", "4"]);
    assert_eq!(made["min"], 4);
}

#[test]
fn a_series_named_twice_or_not_found_is_refused_and_nothing_is_written() {
    let env = TestEnv::new();
    env.ok(&["series", "new", "Winter", "--best", "2"]);
    let before = env.db_bytes();
    assert_eq!(
        env.fails(&["series", "new", "WINTER", "--best", "3"], 2),
        "there is already a series named Winter; give the new series another name, or add the \
         evening to Winter with --series"
    );
    assert_eq!(
        env.fails(&["series", "standings", "Wintr"], 2),
        "there is no series named 'Wintr'; did you mean Winter?"
    );
    assert_eq!(
        env.fails(&["series", "new", " ", "--best", "2"], 2),
        "the series has no name; name the season, e.g. \"Winter 2026\""
    );
    // A name that reads other than it is (a right-to-left override) is refused, naming it.
    assert_eq!(
        env.fails(&["series", "new", "Win\u{202E}ter", "--best", "2"], 2),
        "the series name holds U+202E (RIGHT-TO-LEFT OVERRIDE), which changes how the text around \
         it reads; name the season, e.g. \"Winter 2026\""
    );
    assert_eq!(env.db_bytes(), before);
    let empty: Value = env.json(&["series", "standings", "Winter"]);
    assert_eq!(empty["players"], json!([]));
}

#[test]
fn the_messages_speak_dutch_and_german() {
    let env = TestEnv::new();
    assert_eq!(
        env.wide(
            &[
                "--lang", "nl", "series", "new", "Winter", "--best", "2", "--min", "1"
            ],
            0
        ),
        "Reeks Winter begonnen: de beste 2 avonden van elke speler tellen, één avond nodig voor \
         een plaats. Voeg er een avond aan toe met `tenscore event new ... --series Winter`.\n"
    );
    assert_eq!(
        env.wide(
            &["--lang", "de", "series", "new", "Sommer", "--best", "3"],
            0
        ),
        "Serie Sommer begonnen: die besten 3 Abende jeder Spielerin und jedes Spielers zählen, 3 \
         Abende für einen Platz nötig. Füge mit `tenscore event new ... --series Sommer` einen \
         Abend hinzu.\n"
    );
    assert_eq!(
        env.fails(&["--lang", "nl", "series", "standings", "Wintr"], 2),
        "er is geen reeks met de naam 'Wintr'; bedoel je Winter?"
    );
    assert_eq!(
        env.fails(&["--lang", "de", "series", "standings", "Herbst"], 2),
        "es gibt keine Serie namens 'Herbst'; beginne eine mit `tenscore series new NAME --best K`"
    );
}

#[test]
fn eight_evenings_count_each_players_best_six_of_those_with_six() {
    let env = TestEnv::new();
    env.ok(&["series", "new", "Winter", "--best", "6", "--min", "6"]);
    // One table of three an evening: shares 1, 1/2 and 0 by the cards collected.
    let nights: [[(&str, i64); 3]; 8] = [
        [("Ann", 30), ("Bob", 20), ("Dee", 10)],
        [("Dee", 30), ("Ann", 20), ("Cy", 10)],
        [("Bob", 30), ("Dee", 20), ("Ann", 10)],
        [("Ann", 30), ("Cy", 20), ("Dee", 10)],
        [("Cy", 30), ("Ann", 20), ("Bob", 10)],
        [("Dee", 30), ("Bob", 20), ("Cy", 10)],
        [("Ann", 30), ("Dee", 20), ("Bob", 10)],
        [("Bob", 30), ("Ann", 20), ("Cy", 10)],
    ];
    let ids: Vec<i64> = (nights.iter().enumerate())
        .map(|(i, night)| evening_of(&env, &format!("Week {}", i + 1), night))
        .collect();
    let week = |n: usize| ids[n - 1];
    let series = env.json(&["series", "standings", "Winter"]);
    // Worked by hand:
    // Ann, 7 evenings: 1, 1/2, 0, 1, 1/2, 1, 1/2; the best 6 leave week 3's 0 out: 4.5 / 6.
    // Bob, 6: 1/2, 1, 0, 1/2, 0, 1 = 3 / 6. Dee, 6: 0, 1, 1/2, 0, 1, 1/2 = 3 / 6: shares Bob's rank.
    // Cy, 5 evenings (0, 1/2, 1, 0, 0): fewer than 6, listed unranked with the average of all 5.
    let row = |i: usize| &series["players"][i];
    let counted = |i: usize| -> Vec<i64> {
        let mut ids: Vec<i64> = (row(i)["counted"].as_array().unwrap().iter())
            .map(|v| v.as_i64().unwrap())
            .collect();
        ids.sort_unstable();
        ids
    };
    assert_eq!(
        (
            row(0)["name"].clone(),
            row(0)["score"].clone(),
            row(0)["rank"].clone()
        ),
        (json!("Ann"), json!(0.75), json!(1))
    );
    assert_eq!(row(0)["evenings"], 7);
    assert_eq!(counted(0), [1, 2, 4, 5, 7, 8].map(week));
    for (i, name) in [(1, "Bob"), (2, "Dee")] {
        assert_eq!(row(i)["name"], name, "{series}");
        assert_eq!(
            (row(i)["score"].clone(), row(i)["rank"].clone()),
            (json!(0.5), json!(2))
        );
        assert_eq!(row(i)["evenings"], 6);
    }
    assert_eq!(counted(1), [1, 3, 5, 6, 7, 8].map(week));
    assert_eq!(counted(2), [1, 2, 3, 4, 6, 7].map(week));
    assert_eq!(
        (
            row(3)["name"].clone(),
            row(3)["score"].clone(),
            row(3)["rank"].clone()
        ),
        (json!("Cy"), json!(0.3), Value::Null)
    );
    assert_eq!(row(3)["evenings"], 5);
    assert_eq!(counted(3), [2, 4, 5, 6, 8].map(week));
    assert_eq!(series["players"].as_array().unwrap().len(), 4);
}

/// `args` as the `&str`s a command line takes.
fn run(args: &[String]) -> Vec<&str> {
    args.iter().map(String::as_str).collect()
}

#[test]
fn an_evening_joins_a_series_only_where_its_scores_add_up_with_the_others() {
    let env = TestEnv::new();
    env.ok(&["series", "new", "Winter", "--best", "2"]);
    let new = |name: &str, game: &str, ranking: &str| {
        vec![
            "event".to_string(),
            "new".to_string(),
            name.to_string(),
            "--game".to_string(),
            game.to_string(),
            "--players".to_string(),
            "Ann,Bob,Cy".to_string(),
            "--ranking".to_string(),
            ranking.to_string(),
            "--series".to_string(),
            "Winter".to_string(),
        ]
    };
    env.ok(&run(&new("Week 1", "pig10", "points")));
    assert_eq!(
        env.fails(&run(&new("Week 2", "pig10", "share")), 2),
        "the evenings of Winter rank by the game's points, and this one would rank by share of \
         the table: the two do not add up; give --ranking points, or count this evening in \
         another series"
    );
    assert_eq!(
        env.fails(&run(&new("Week 2", "updown", "points")), 2),
        "the evenings of Winter rank by the points of Pig 10, which do not compare with the \
         points of 10 op en neer; rank this evening by share of the table (--ranking share) in \
         a series of its own, or leave out --series"
    );
    env.ok(&run(&new("Week 2", "pig10", "points")));
    // Shares compare across games.
    env.ok(&["series", "new", "Spring", "--best", "2"]);
    for (name, game) in [("Week 3", "pig10"), ("Week 4", "tenstuff")] {
        let mut args = new(name, game, "share");
        *args.last_mut().unwrap() = "Spring".to_string();
        env.ok(&run(&args));
    }
}
