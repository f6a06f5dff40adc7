//! Looking back on a Krumme10 match played in teams (issue 35 item 5): teammates share their
//! team's place in `stats`, and `show --svg` draws the teams bold, their members thin.

use crate::common::TestEnv;
use crate::pg_server;
use crate::schema_8;

/// Plays the match into `env`'s database.
fn play_teams_match(env: &TestEnv) {
    env.ok(&["new", "krumme10", "--players", "Ann,Bob,Cy,Dee", "--teams"]);
    env.ok(&["round", "1", "Ann=0", "Bob=2", "Cy=1", "Dee=2"]);
    env.ok(&["round", "1", "Ann=0", "Bob=3", "Cy=2", "Dee=2"]);
    env.ok(&["finish", "1"]);
}

/// Ann and Cy (team A) against Bob and Dee (team B), two games. Alone Ann would be last (0) and
/// Cy third (3); as teams, B (9 points, 4.5 each) beat A (3 points, 1.5 each).
fn teams_match() -> TestEnv {
    let env = TestEnv::new();
    env.ok(&["new", "krumme10", "--players", "Ann,Bob,Cy,Dee", "--teams"]);
    env.ok(&["round", "1", "Ann=0", "Bob=2", "Cy=1", "Dee=2"]);
    env.ok(&["round", "1", "Ann=0", "Bob=3", "Cy=2", "Dee=2"]);
    env.ok(&["finish", "1"]);
    env
}

/// Each player's best place (place, of) in `stats --json`.
fn places(env: &TestEnv, args: &[&str]) -> Vec<(String, u64, u64)> {
    let mut all = vec!["stats"];
    all.extend_from_slice(args);
    let stats = env.json(&all);
    let mut places: Vec<(String, u64, u64)> = stats["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap_or_default().to_string(),
                p["best"]["place"].as_u64().unwrap_or_default(),
                p["best"]["of"].as_u64().unwrap_or_default(),
            )
        })
        .collect();
    places.sort();
    places
}

#[test]
fn teammates_share_their_teams_place_in_stats() {
    let env = teams_match();
    let shared = vec![
        ("Ann".to_string(), 3, 4),
        ("Bob".to_string(), 1, 4),
        ("Cy".to_string(), 3, 4),
        ("Dee".to_string(), 1, 4),
    ];
    assert_eq!(places(&env, &[]), shared);
    // The same counted afresh for one game and from a day on as kept for the season.
    assert_eq!(places(&env, &["--game", "krumme10"]), shared);
    assert_eq!(places(&env, &["--since", "2026-01-01"]), shared);
    let stats = env.json(&["stats"]);
    for player in stats["players"].as_array().expect("players") {
        let expected = if ["Bob", "Dee"].contains(&player["name"].as_str().unwrap_or_default()) {
            1.0
        } else {
            3.0
        };
        assert_eq!(player["average_place"], expected, "{player}");
    }
    let text = env.ok(&["stats", "--player", "Ann"]);
    assert!(text.contains("3rd of 4 (match 1)"), "{text}");
    assert!(!text.contains("4th of 4"), "{text}");
    // Teammates finished level: neither is the other's nemesis.
    let vs = env.ok(&["stats", "--vs", "Ann", "Cy"]);
    assert!(
        vs.starts_with(
            "Ann and Cy finished 1 match together: Ann ahead 0 times, Cy ahead 0 times, level once.\n"
        ),
        "{vs}"
    );
}

#[test]
fn a_league_server_counts_the_shared_place_as_a_file_does() {
    let Some(server) = pg_server::fresh_database() else {
        return;
    };
    let league = TestEnv::on(server.url());
    play_teams_match(&league);
    let file = teams_match();
    assert_eq!(places(&league, &[]), places(&file, &[]));
    assert_eq!(places(&league, &[])[0], ("Ann".to_string(), 3, 4));
    assert_eq!(league.json(&["stats"]), file.json(&["stats"]));
}

#[test]
fn teams_share_their_place_after_a_reopened_match_ends_again() {
    let env = teams_match();
    env.ok(&["reopen", "1"]);
    // Now A wins: Ann 10 + Cy 3 against Bob 5 + Dee 4.
    env.ok(&["round", "1", "Ann=10", "Bob=0", "Cy=0", "Dee=0"]);
    env.ok(&["finish", "1"]);
    assert_eq!(
        places(&env, &[]),
        vec![
            ("Ann".to_string(), 1, 4),
            ("Bob".to_string(), 3, 4),
            ("Cy".to_string(), 1, 4),
            ("Dee".to_string(), 3, 4),
        ]
    );
}

/// The `<polyline>`s drawn through more than two points (the lines; axes, ticks and legend
/// samples have two): (stroke width, points).
fn lines_of(svg: &roxmltree::Document) -> Vec<(String, Vec<(f64, f64)>)> {
    svg.descendants()
        .filter(|node| node.has_tag_name("polyline"))
        .filter_map(|node| {
            let points: Vec<(f64, f64)> = node
                .attribute("points")?
                .split_whitespace()
                .filter_map(|p| {
                    let (x, y) = p.split_once(',')?;
                    Some((x.parse().ok()?, y.parse().ok()?))
                })
                .collect();
            let width = node.attribute("stroke-width")?.to_string();
            (points.len() > 2).then_some((width, points))
        })
        .collect()
}

fn svg_of(env: &TestEnv, name: &str) -> String {
    let file = env.dir().join(name);
    let file_arg = file.to_str().expect("a UTF-8 path");
    env.ok(&["show", "1", "--svg", file_arg]);
    std::fs::read_to_string(&file).expect("the SVG was written")
}

#[test]
fn the_svg_draws_the_teams_bold_and_their_members_thin() {
    let env = teams_match();
    let svg = svg_of(&env, "teams.svg");
    let doc = roxmltree::Document::parse(&svg).expect("well-formed XML");
    let lines = lines_of(&doc);
    let widths: Vec<&str> = lines.iter().map(|(w, _)| w.as_str()).collect();
    // The four members in seating order, then the two teams.
    assert_eq!(widths, ["1", "1", "1", "1", "5", "5"], "{svg}");
    let last_y = |n: usize| lines[n].1.last().map(|p| p.1).unwrap_or_default();
    // Team A's line ends at 1.5, between Ann's 0 and Cy's 3 (a higher total is higher up, a
    // smaller y); team B's at 4.5, between Dee's 4 and Bob's 5.
    assert!(last_y(0) > last_y(4) && last_y(4) > last_y(2), "{svg}");
    assert!(last_y(3) > last_y(5) && last_y(5) > last_y(1), "{svg}");
    let texts: Vec<&str> = doc
        .descendants()
        .filter(|node| node.has_tag_name("text"))
        .filter_map(|node| node.text())
        .map(str::trim)
        .collect();
    for label in ["Team A: Ann, Cy", "Team B: Bob, Dee", "Ann", "Dee"] {
        assert!(texts.contains(&label), "{label} not in {texts:?}");
    }
}

#[test]
fn without_teams_every_player_keeps_one_line_of_the_usual_width() {
    let env = TestEnv::new();
    env.ok(&["new", "krumme10", "--players", "Ann,Bob,Cy,Dee"]);
    env.ok(&["round", "1", "Ann=0", "Bob=2", "Cy=1", "Dee=2"]);
    env.ok(&["round", "1", "Ann=0", "Bob=3", "Cy=2", "Dee=2"]);
    let svg = svg_of(&env, "alone.svg");
    let doc = roxmltree::Document::parse(&svg).expect("well-formed XML");
    let widths: Vec<String> = lines_of(&doc).into_iter().map(|(w, _)| w).collect();
    assert_eq!(widths, ["2", "2", "2", "2"], "{svg}");
    assert!(!svg.contains("Team"), "{svg}");
}

/// What schema 8 added (club nights), dropped to make a database of an older schema.
const SCHEMA_8_TABLES: &str = "DROP TABLE event_tables; DROP TABLE event_rounds;
     DROP TABLE event_players; DROP TABLE events; DROP TABLE series;";

/// The places as stats reads them, with the teams counted as they were before schema 7: each
/// teammate at their own rank (Ann last, Cy third). Simulated by a file whose seasons, rivals and
/// ratings are gone and whose schema says 6 (without the tables later schemas added): the upgrade
/// must count them all again.
fn as_before_schema_7(env: &TestEnv) {
    let conn = rusqlite::Connection::open(env.db()).expect("the file opens");
    conn.execute_batch(&format!(
        "DELETE FROM player_seasons; {SCHEMA_8_TABLES}
         {} PRAGMA user_version = 6;",
        schema_8::SQLITE
    ))
    .expect("the seasons go");
}

#[test]
fn the_upgrade_to_schema_7_counts_every_season_again_with_the_shared_places() {
    let env = teams_match();
    let counted = env.json(&["stats", "--all"]);
    as_before_schema_7(&env);
    // The first write upgrades the file (a read of an older file reads it as it is).
    env.ok(&["new", "pig10", "--players", "Eve,Fay"]);
    let conn = rusqlite::Connection::open(env.db()).expect("the file opens");
    let version: i64 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .expect("a version");
    assert_eq!(version, 16);
    assert_eq!(env.json(&["stats", "--all"]), counted);
    assert_eq!(places(&env, &[])[0], ("Ann".to_string(), 3, 4));
}

#[test]
fn a_league_server_counts_every_season_again_on_the_upgrade_to_schema_7() {
    let Some(db) = pg_server::fresh_database() else {
        return;
    };
    let env = TestEnv::on(db.url());
    play_teams_match(&env);
    let counted = env.json(&["stats", "--all"]);
    let mut client = db.connect();
    client
        .batch_execute(&format!(
            "DELETE FROM player_seasons; {SCHEMA_8_TABLES}
                 {} UPDATE tenscore_meta SET value = '6' WHERE key = 'schema_version';",
            schema_8::POSTGRES
        ))
        .expect("the seasons go");
    env.ok(&["new", "pig10", "--players", "Eve,Fay"]);
    let version: String = client
        .query_one(
            "SELECT value FROM tenscore_meta WHERE key = 'schema_version'",
            &[],
        )
        .expect("a version")
        .get(0);
    assert_eq!(version, "16");
    assert_eq!(env.json(&["stats", "--all"]), counted);
}
