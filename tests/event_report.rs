//! `tenscore event report`: the evening's results to post — one HTML page that headless
//! Chromium renders with the ranking `event standings --json` gives, CSV and JSON on standard
//! output or into a file written whole, and a file that cannot be written refused in one line.

use serde_json::Value;
use tenscore::store::EventRanking;

use crate::chromium;
use crate::common::TestEnv;
use crate::event_standings::played_evening;

#[test]
fn the_html_page_renders_in_chromium_with_the_ranking_the_json_gives() {
    let env = TestEnv::new();
    played_evening(&env, EventRanking::Share);
    let page = env.dir().join("friday.html");
    let said = env.ok(&[
        "event",
        "report",
        "Friday",
        "--html",
        page.to_str().unwrap(),
    ]);
    assert_eq!(said, format!("Written to {}.\n", page.display()));
    let standings = env.json(&["event", "standings", "Friday"]);
    let wanted: Vec<[String; 2]> = standings["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            [
                p["name"].as_str().unwrap().to_string(),
                p["rank"].to_string(),
            ]
        })
        .collect();
    // Nothing left beside the page: the temporary file it was written to was renamed.
    let mut left: Vec<String> = std::fs::read_dir(env.dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .filter(|n| n.contains("friday"))
        .collect();
    left.sort();
    assert_eq!(left, ["friday.html"]);
    let Some(dom) = chromium::dom_or_skip(&page) else {
        return;
    };
    let rows: Vec<[String; 2]> = chromium::ranked_rows(&dom, "ranking")
        .into_iter()
        .map(|[player, rank, _]| [player, rank])
        .collect();
    assert_eq!(rows, wanted);
    assert!(dom.contains("Last place"), "the page names the last place");
}

#[test]
fn csv_has_a_row_per_player_per_table_and_json_the_standings_with_every_round() {
    let env = TestEnv::new();
    played_evening(&env, EventRanking::Share);
    let csv = env.ok(&["event", "report", "Friday", "--format", "csv"]);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "round,table,player,place,score,share");
    assert_eq!(lines.len(), 1 + 14, "{csv}");
    // Shares as the page shows them (the JSON keeps the full numbers).
    assert!(lines.contains(&"2,1,Cy,1,30,0.83"), "{csv}");
    assert!(lines.contains(&"1,2,Gus,3,10,0.00"), "{csv}");
    let json: Value =
        serde_json::from_str(&env.ok(&["event", "report", "Friday", "--format", "json"]))
            .expect("JSON");
    let standings = env.json(&["event", "standings", "Friday"]);
    for key in [
        "event",
        "name",
        "game",
        "rounds_played",
        "players",
        "last",
        "last_place",
    ] {
        assert_eq!(json[key], standings[key], "{key}");
    }
    let rounds = json["rounds"].as_array().expect("rounds");
    assert_eq!(rounds.len(), 2);
    assert_eq!(rounds[1]["tables"][1]["players"][0]["name"], "Fay");
    // Into a file with -o: the same bytes after the byte order mark a spreadsheet wants, and a
    // line saying where.
    let file = env.dir().join("friday.csv");
    env.ok(&[
        "event",
        "report",
        "Friday",
        "--format",
        "csv",
        "-o",
        file.to_str().unwrap(),
    ]);
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        format!("\u{feff}{csv}")
    );
}

#[test]
fn a_file_that_cannot_be_written_is_refused_in_one_line_and_nothing_is_left() {
    let env = TestEnv::new();
    played_evening(&env, EventRanking::Share);
    let missing = env.dir().join("no-such-folder").join("friday.html");
    assert_eq!(
        env.fails(
            &[
                "event",
                "report",
                "Friday",
                "--html",
                missing.to_str().unwrap()
            ],
            1
        ),
        format!(
            "cannot write the report page to {}: there is no folder {}; choose an existing folder",
            missing.display(),
            env.dir().join("no-such-folder").display()
        )
    );
    let folder = env.dir().to_str().unwrap().to_string();
    assert_eq!(
        env.fails(
            &[
                "event", "report", "Friday", "--format", "json", "-o", &folder
            ],
            1
        ),
        format!(
            "cannot write the JSON report to {folder}: it is a folder; name a file in it, e.g. report.json"
        )
    );
}

#[test]
fn an_abandoned_table_is_posted_as_abandoned_not_as_done() {
    let env = TestEnv::new();
    let evening = crate::evening::evening(
        &env,
        "Monday",
        ("pig10", serde_json::json!({})),
        EventRanking::Share,
        &["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"],
        1,
        &[&[&["Ann", "Bob", "Cy"], &["Dee", "Eve", "Fay"]]],
    );
    crate::evening::play_and_finish(
        &env,
        evening.tables[0][0],
        &[("Ann", 5), ("Bob", 3), ("Cy", 1)],
    );
    crate::evening::record(
        &env,
        evening.tables[0][1],
        &[("Dee", 2), ("Eve", 8), ("Fay", 1)],
    );
    env.ok(&["finish", &evening.tables[0][1].to_string(), "--abandon"]);
    let board = env.ok(&["event", "board", "Monday"]);
    assert!(
        board.contains("Table 1 — Ann, Bob, Cy — 1 deal, done ✓"),
        "{board}"
    );
    assert!(
        board.contains("Table 2 — Dee, Eve, Fay — 1 deal, abandoned (no winner)"),
        "{board}"
    );
    let page = env.dir().join("monday.html");
    env.ok(&[
        "event",
        "report",
        "Monday",
        "--html",
        page.to_str().unwrap(),
    ]);
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(html.contains("1 deal, abandoned (no winner)"), "{html}");
    // The evening still ranks the table as it stood when it was abandoned.
    let csv = env.ok(&["event", "report", "Monday", "--format", "csv"]);
    let rows: Vec<&str> = csv.lines().collect();
    assert_eq!(
        &rows[4..],
        ["1,2,Dee,2,2,0.50", "1,2,Eve,1,8,1.00", "1,2,Fay,3,1,0.00"]
    );
}
