//! Club nights travel with `export` and `import`: the organiser draws on one file, each table's
//! laptop imports it, plays its match and exports, and the organiser pools the tables' files
//! into the evening's results; a later draw reaches the tables the same way.

use std::path::Path;

use serde_json::Value;

use crate::common::TestEnv;
use crate::evening::{create_event, draw_round, redraw};

const PLAYERS: [&str; 6] = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"];

/// Exports the whole database of `env` to `name` in its folder; the file's path.
fn export(env: &TestEnv, name: &str) -> String {
    let path = env.dir().join(name).display().to_string();
    env.ok(&["export", "-o", &path]);
    path
}

/// The records of an export, parsed.
fn records(path: &str) -> Vec<Value> {
    std::fs::read_to_string(path)
        .expect("the export reads")
        .lines()
        .map(|line| serde_json::from_str(line).expect("a record"))
        .collect()
}

/// The records of one type.
fn of_type(records: &[Value], kind: &str) -> Vec<Value> {
    (records.iter())
        .filter(|r| r["type"] == kind)
        .cloned()
        .collect()
}

/// The tables of every event in a database, as (event name, round, table, match status,
/// players in seat order), read through the library.
fn tables(db: &Path) -> Vec<(String, u32, u32, String, Vec<String>)> {
    use tenscore::store::{Access, Store, StoreError};
    let store = Store::open(db, Access::Read).expect("the database opens");
    store
        .read(|r| {
            let mut all = Vec::new();
            for summary in r.events()? {
                let event = summary.event;
                for table in r.event_tables(event.id, None)? {
                    all.push((
                        event.name.clone(),
                        table.round,
                        table.table,
                        table.status.as_str().to_string(),
                        table.players.iter().map(|p| p.name.to_string()).collect(),
                    ));
                }
            }
            Ok::<_, StoreError>(all)
        })
        .expect("the tables read")
}

/// The organiser's file: "Friday club" with six players, round 1 drawn at two tables.
fn organiser() -> (TestEnv, i64) {
    let env = TestEnv::with_seed(1);
    let event = create_event(env.db(), "Friday club", &PLAYERS);
    draw_round(
        env.db(),
        event,
        1,
        7,
        &[&["Ann", "Bob", "Cy"], &["Dee", "Eve", "Fay"]],
    );
    (env, event)
}

/// A table's laptop: imports the organiser's file, plays match `id` to its end, exports.
fn play_table(seed: u64, from: &str, id: &str, round: &[&str]) -> (TestEnv, String) {
    let table = TestEnv::with_seed(seed);
    table.ok(&["import", from]);
    let mut args = vec!["round", id];
    args.extend_from_slice(round);
    table.ok(&args);
    table.ok(&["finish", id]);
    let file = export(&table, "table.jsonl");
    (table, file)
}

#[test]
fn the_export_carries_the_event_its_roster_and_draw_after_the_matches() {
    let (env, _) = organiser();
    let file = records(&export(&env, "friday.jsonl"));
    let kinds: Vec<&str> = file.iter().map(|r| r["type"].as_str().unwrap()).collect();
    let first_event = kinds.iter().position(|k| *k == "event").unwrap();
    let last_match = kinds.iter().rposition(|k| *k == "match").unwrap();
    assert!(last_match < first_event, "{kinds:?}");
    let matches = of_type(&file, "match");
    let events = of_type(&file, "event");
    assert_eq!(events.len(), 1);
    let event = &events[0];
    assert_eq!(event["name"], "Friday club");
    assert_eq!(event["game"], "pig10");
    assert_eq!(event["ranking"], "share");
    assert_eq!(event["series"], Value::Null);
    assert_eq!(event["players"].as_array().unwrap().len(), 6);
    assert_eq!(event["players"][0]["joined"], 1);
    assert_eq!(event["players"][0]["left"], Value::Null);
    let draws = event["draws"].as_array().unwrap();
    assert_eq!(draws.len(), 1);
    assert_eq!(draws[0]["round"], 1);
    assert_eq!(draws[0]["seed"], 7);
    assert_eq!(draws[0]["by_standing"], false);
    assert_eq!(
        draws[0]["tables"],
        serde_json::json!([
            {"table": 1, "match": matches[0]["uuid"]},
            {"table": 2, "match": matches[1]["uuid"]},
        ])
    );
    assert_eq!(file.last().unwrap()["events"], 1);
    assert_eq!(file.last().unwrap().get("series"), None);
}

#[test]
fn tables_play_on_their_own_laptops_and_the_organiser_pools_their_files() {
    let (organiser, event) = organiser();
    let friday = export(&organiser, "friday.jsonl");
    let (table1, file1) = play_table(2, &friday, "1", &["Ann=3", "Bob=5", "Cy=0"]);
    let (_table2, file2) = play_table(3, &friday, "2", &["Dee=2", "Eve=0", "Fay=4"]);
    // The table's laptop knows the evening as the organiser drew it.
    assert_eq!(tables(table1.db())[0].4, ["Ann", "Bob", "Cy"]);
    assert_eq!(
        organiser.ok(&["import", &file1]).lines().nth(1),
        Some(
            "Events: 0 added, 0 extended, 1 already present; tables: 0 added; series: 0 added, \
             0 already present."
        )
    );
    organiser.ok(&["import", &file2]);
    let pooled = tables(organiser.db());
    assert_eq!(
        pooled
            .iter()
            .map(|t| (t.1, t.2, t.3.as_str()))
            .collect::<Vec<_>>(),
        [(1, 1, "finished"), (1, 2, "finished")]
    );
    for id in ["1", "2"] {
        assert_eq!(
            organiser.json(&["show", id, "--all"]),
            if id == "1" {
                table1.json(&["show", id, "--all"])
            } else {
                _table2.json(&["show", id, "--all"])
            }
        );
    }
    // Every file again: nothing changes, and the summary says so.
    let before = organiser.db_bytes();
    for file in [&file1, &file2, &friday] {
        let again = organiser.json(&["import", file]);
        assert_eq!(again["matches"]["added"], 0);
        assert_eq!(again["matches"]["extended"], 0);
        assert_eq!(
            again["events"],
            serde_json::json!({"added": 0, "extended": 0, "present": 1, "tables_added": 0,
                               "series_added": 0, "series_present": 0})
        );
    }
    assert_eq!(organiser.db_bytes(), before);

    // Round 2 is drawn on the organiser's file and reaches a table with its new tables.
    draw_round(
        organiser.db(),
        event,
        2,
        8,
        &[&["Ann", "Dee", "Bob"], &["Eve", "Cy", "Fay"]],
    );
    let friday2 = export(&organiser, "friday2.jsonl");
    let took = table1.json(&["import", &friday2]);
    assert_eq!(took["matches"]["added"], 2);
    assert_eq!(took["events"]["extended"], 1);
    assert_eq!(took["events"]["tables_added"], 2);
    let at_table = tables(table1.db());
    assert_eq!(
        at_table
            .iter()
            .map(|t| (t.1, t.2, t.3.as_str(), t.4.join(",")))
            .collect::<Vec<_>>(),
        [
            (1, 1, "finished", "Ann,Bob,Cy".to_string()),
            (1, 2, "finished", "Dee,Eve,Fay".to_string()),
            (2, 1, "in-progress", "Ann,Dee,Bob".to_string()),
            (2, 2, "in-progress", "Eve,Cy,Fay".to_string()),
        ]
    );
}

#[test]
fn an_export_of_one_match_takes_its_event_with_that_table_and_the_whole_roster() {
    let (organiser, _) = organiser();
    let one = organiser.dir().join("one.jsonl").display().to_string();
    organiser.ok(&["export", "--match", "2", "-o", &one]);
    let file = records(&one);
    assert_eq!(of_type(&file, "match").len(), 1);
    // The roster's players come along, seated in that match or not.
    assert_eq!(of_type(&file, "player").len(), 6);
    let event = &of_type(&file, "event")[0];
    let tables = &event["draws"][0]["tables"];
    assert_eq!(tables.as_array().unwrap().len(), 1);
    assert_eq!(tables[0]["table"], 2);
    let elsewhere = TestEnv::with_seed(5);
    elsewhere.ok(&["import", &one]);
    let taken = self::tables(elsewhere.db());
    assert_eq!(taken.len(), 1);
    assert_eq!((taken[0].1, taken[0].2), (1, 2));
    // An export of a match of no event has none.
    let plain = TestEnv::with_seed(6);
    plain.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    let file = records(&export(&plain, "plain.jsonl"));
    assert!(of_type(&file, "event").is_empty());
    assert_eq!(
        file.last().unwrap(),
        &serde_json::json!({"type": "end", "players": 2, "matches": 1, "rounds": 0})
    );
}

#[test]
fn a_round_drawn_again_elsewhere_refuses_the_file_and_writes_nothing() {
    let (organiser, _) = organiser();
    let friday = export(&organiser, "friday.jsonl");
    let table = TestEnv::with_seed(2);
    table.ok(&["import", &friday]);
    let mut changed = records(&friday);
    let at = changed.iter().position(|r| r["type"] == "event").unwrap();
    changed[at]["draws"][0]["seed"] = 99.into();
    let path = table.dir().join("redrawn.jsonl");
    let text: String = changed.iter().map(|r| format!("{r}\n")).collect();
    std::fs::write(&path, text).unwrap();
    let before = table.db_bytes();
    let path = path.display().to_string();
    assert_eq!(
        table.fails(&["import", &path], 3),
        format!(
            "round 1 of 'Friday club' in {path} was drawn differently from the same round here; \
             nothing was imported; the round was drawn again on one of the two databases after \
             they were copied: keep one draw, and import the other into another database"
        )
    );
    assert_eq!(table.db_bytes(), before);
}

#[test]
fn a_table_whose_match_is_nowhere_refuses_the_file() {
    let (organiser, _) = organiser();
    let friday = export(&organiser, "friday.jsonl");
    let mut changed = records(&friday);
    let at = changed.iter().position(|r| r["type"] == "event").unwrap();
    let missing = "00000000-0000-4000-8000-000000000009";
    changed[at]["draws"][0]["tables"][1]["match"] = missing.into();
    let path = organiser.dir().join("astray.jsonl");
    let text: String = changed.iter().map(|r| format!("{r}\n")).collect();
    std::fs::write(&path, text).unwrap();
    let path = path.display().to_string();
    let fresh = TestEnv::with_seed(4);
    let uuid = changed[at]["uuid"].as_str().unwrap().to_string();
    assert_eq!(
        fresh.fails(&["import", &path], 2),
        format!(
            "line {} of {path} cannot be imported: event {uuid}: its table 2 of round 1 is match \
             {missing}, which neither the file nor this database holds; nothing was imported; \
             import a file written by `tenscore export` (JSON), whole",
            at + 1
        )
    );
    assert!(!fresh.db().exists() || tables(fresh.db()).is_empty());
}

#[test]
fn a_table_whose_match_plays_another_game_refuses_the_file() {
    let (organiser, _) = organiser();
    organiser.new_match(&["updown", "--players", "Ann,Bob,Cy"]);
    let friday = export(&organiser, "friday.jsonl");
    let mut changed = records(&friday);
    let updown = (changed.iter())
        .find(|r| r["type"] == "match" && r["game"] == "updown")
        .map(|r| r["uuid"].as_str().unwrap().to_string())
        .unwrap();
    let at = changed.iter().position(|r| r["type"] == "event").unwrap();
    changed[at]["draws"][0]["tables"][1]["match"] = updown.as_str().into();
    let path = organiser.dir().join("edited.jsonl");
    let text: String = changed.iter().map(|r| format!("{r}\n")).collect();
    std::fs::write(&path, text).unwrap();
    let path = path.display().to_string();
    let fresh = TestEnv::with_seed(4);
    let uuid = changed[at]["uuid"].as_str().unwrap().to_string();
    assert_eq!(
        fresh.fails(&["import", &path], 2),
        format!(
            "line {} of {path} cannot be imported: event {uuid}: its table 2 of round 1 is match \
             {updown}, a 10 op en neer match, but the evening plays Pig 10; nothing was imported; \
             import a file written by `tenscore export` (JSON), whole",
            at + 1
        )
    );
    assert!(!fresh.db().exists() || tables(fresh.db()).is_empty());
}

/// The tables of `event seat --json`: each match's id and its players in seat order.
fn seated(seating: &Value) -> Vec<(String, Vec<String>)> {
    (seating["tables"].as_array().unwrap().iter())
        .map(|t| {
            let names = (t["players"].as_array().unwrap().iter())
                .map(|p| p.as_str().unwrap().to_string())
                .collect();
            (t["match"].as_i64().unwrap().to_string(), names)
        })
        .collect()
}

#[test]
fn an_evening_seated_with_the_event_commands_is_pooled_from_the_tables_files_and_drawn_on() {
    let organiser = TestEnv::with_seed(1);
    organiser.ok(&[
        "event",
        "new",
        "Friday club",
        "--game",
        "pig10",
        "--players",
        "Ann,Bob,Cy,Dee,Eve,Fay,Gus,Hal",
        "--rounds",
        "2",
    ]);
    let first = seated(&organiser.json(&["event", "seat"]));
    assert_eq!(first.len(), 2);
    let friday = export(&organiser, "friday.jsonl");
    // Each table's laptop: the organiser's file, its own match played to the end, its export.
    let mut laptops = Vec::new();
    let mut files = Vec::new();
    for (n, (id, names)) in first.iter().enumerate() {
        let laptop = TestEnv::with_seed(10 + n as u64);
        laptop.ok(&["import", &friday]);
        let mut round = vec!["round".to_string(), id.clone()];
        round.extend((names.iter().enumerate()).map(|(i, name)| format!("{name}={}", 10 - i)));
        laptop.ok(&round.iter().map(String::as_str).collect::<Vec<_>>());
        laptop.ok(&["finish", id]);
        files.push(export(&laptop, "table.jsonl"));
        laptops.push(laptop);
    }
    let played = |env: &TestEnv| -> Vec<u64> {
        let standings = env.json(&["event", "standings", "Friday club"]);
        (standings["players"].as_array().unwrap().iter())
            .map(|p| p["matches"].as_u64().unwrap())
            .collect()
    };
    assert_eq!(played(&organiser), [0; 8]);
    for file in &files {
        organiser.ok(&["import", file]);
    }
    // The evening's results are complete: everyone played their table, and someone is last.
    assert_eq!(played(&organiser), [1; 8]);
    let standings = organiser.json(&["event", "standings", "Friday club"]);
    assert!(standings["last"].is_string(), "{standings}");
    let pooled = tables(organiser.db());
    assert!(pooled.iter().all(|t| t.3 == "finished"), "{pooled:?}");
    for (laptop, (id, _)) in laptops.iter().zip(&first) {
        assert_eq!(
            organiser.json(&["show", id, "--all"]),
            laptop.json(&["show", id, "--all"])
        );
    }
    let before = organiser.db_bytes();
    for file in files.iter().chain([&friday]) {
        organiser.ok(&["import", file]);
    }
    assert_eq!(organiser.db_bytes(), before, "an import again wrote");

    // Round 2 is drawn once every table of round 1 has ended here, and travels to a table.
    let second = organiser.json(&["event", "seat"]);
    assert_eq!(second["round"], 2);
    let friday2 = export(&organiser, "friday2.jsonl");
    let took = laptops[0].json(&["import", &friday2]);
    assert_eq!(took["events"]["tables_added"], 2);
    assert_eq!(tables(laptops[0].db()), tables(organiser.db()));
    assert_eq!(
        laptops[0].json(&["event", "standings", "Friday club"]),
        organiser.json(&["event", "standings", "Friday club"])
    );
}

/// The roster of the evening in a database: (name, joined, left), by name.
fn roster(db: &Path) -> Vec<(String, u32, Option<u32>)> {
    use tenscore::store::{Access, Store, StoreError};
    let store = Store::open(db, Access::Read).expect("the database opens");
    store
        .read(|r| {
            let event = r.events()?.remove(0).event;
            let players = r.event_players(event.id)?;
            Ok::<_, StoreError>(
                (players.into_iter())
                    .map(|p| (p.player.name, p.joined, p.left))
                    .collect(),
            )
        })
        .expect("the roster reads")
}

#[test]
fn the_roster_comes_from_the_organisers_newer_file_and_a_tables_older_one_leaves_it() {
    let (organiser, event) = organiser();
    let friday = export(&organiser, "friday.jsonl");
    let table = TestEnv::with_seed(2);
    table.ok(&["import", &friday]);
    let old = export(&table, "table.jsonl");
    // Fay's table has ended; the organiser takes her out and seats Gus from round 2, then draws
    // it.
    organiser.ok(&["round", "2", "Dee=10", "Eve=20", "Fay=30"]);
    organiser.ok(&["finish", "2"]);
    organiser.ok(&["event", "remove", "Fay"]);
    organiser.ok(&["event", "add", "Gus"]);
    let changed = roster(organiser.db());
    // The table's file, drawn no further than here, leaves the roster as the organiser made it.
    organiser.ok(&["import", &old]);
    assert_eq!(roster(organiser.db()), changed);
    draw_round(
        organiser.db(),
        event,
        2,
        8,
        &[&["Ann", "Dee", "Gus"], &["Bob", "Cy", "Eve"]],
    );
    let friday2 = export(&organiser, "friday2.jsonl");
    let took = table.json(&["import", &friday2]);
    assert_eq!(took["events"]["extended"], 1);
    assert_eq!(roster(table.db()), changed);
    let fay = changed.iter().find(|p| p.0 == "Fay").unwrap();
    let gus = changed.iter().find(|p| p.0 == "Gus").unwrap();
    assert_eq!((fay.1, fay.2, gus.1, gus.2), (1, Some(2), 2, None));
}

#[test]
fn a_player_taken_off_before_being_seated_goes_from_the_tables_roster_with_the_next_draw() {
    let (organiser, event) = organiser();
    let table = TestEnv::with_seed(2);
    table.ok(&["import", &export(&organiser, "friday.jsonl")]);
    // No table has begun: Fay is taken off the evening altogether.
    organiser.ok(&["event", "remove", "Fay"]);
    draw_round(
        organiser.db(),
        event,
        2,
        8,
        &[&["Ann", "Dee"], &["Bob", "Cy", "Eve"]],
    );
    table.ok(&["import", &export(&organiser, "friday2.jsonl")]);
    let names: Vec<String> = roster(table.db()).into_iter().map(|p| p.0).collect();
    assert_eq!(names, ["Ann", "Bob", "Cy", "Dee", "Eve"]);
    assert_eq!(roster(table.db()), roster(organiser.db()));
}

#[test]
fn a_record_after_the_club_nights_or_a_miscounted_end_is_refused_naming_its_line() {
    let (organiser, _) = organiser();
    let records = records(&export(&organiser, "friday.jsonl"));
    let write = |name: &str, lines: &[Value]| {
        let path = organiser.dir().join(name);
        let text: String = lines.iter().map(|r| format!("{r}\n")).collect();
        std::fs::write(&path, text).unwrap();
        path.display().to_string()
    };
    let fresh = TestEnv::with_seed(4);
    // A series before the last match: that match comes after the club nights began.
    let mut early = records.clone();
    let last_match = early.iter().rposition(|r| r["type"] == "match").unwrap();
    let series = serde_json::json!({"type": "series", "uuid": "01a22154-0000-7000-8000-00000000000a",
        "name": "Winter", "best": 4, "min_evenings": 2, "created_at": "2026-01-02T03:04:05Z"});
    early.insert(last_match, series);
    let path = write("early.jsonl", &early);
    assert_eq!(
        fresh.fails(&["import", &path], 2),
        format!(
            "line {} of {path} cannot be imported: a match record after the events began; nothing \
             was imported; import a file written by `tenscore export` (JSON), whole",
            last_match + 2
        )
    );
    // An end record that does not count the event.
    let mut miscounted = records.clone();
    let last = miscounted.len() - 1;
    miscounted[last]["events"] = 2.into();
    let path = write("miscounted.jsonl", &miscounted);
    assert_eq!(
        fresh.fails(&["import", &path], 2),
        format!(
            "line {} of {path} cannot be imported: its end record counts 0 series and 2 events, \
             but the file holds 0 and 1; nothing was imported; import a file written by \
             `tenscore export` (JSON), whole",
            last + 1
        )
    );
    assert!(!fresh.db().exists() || tables(fresh.db()).is_empty());
}

#[test]
fn a_round_drawn_again_before_anyone_played_replaces_the_tables_copy_and_not_the_other_way() {
    let (organiser, event) = organiser();
    let table = TestEnv::with_seed(2);
    table.ok(&["import", &export(&organiser, "friday.jsonl")]);
    let stale = export(&table, "stale.jsonl");
    // Drawn again a moment later (times are kept to the second).
    std::thread::sleep(std::time::Duration::from_millis(1100));
    redraw(
        organiser.db(),
        event,
        1,
        9,
        &[&["Ann", "Dee", "Eve"], &["Bob", "Cy", "Fay"]],
    );
    let again = export(&organiser, "again.jsonl");
    // The table's copy of the first draw does not undo the organiser's second.
    let before = organiser.db_bytes();
    assert_eq!(
        organiser.fails(&["import", &stale], 3),
        format!(
            "round 1 of 'Friday club' in {stale} was drawn differently from the same round here; \
             nothing was imported; the round was drawn again on one of the two databases after \
             they were copied: keep one draw, and import the other into another database"
        )
    );
    assert_eq!(organiser.db_bytes(), before);
    // The organiser's second draw replaces the table's copy of the first, whose matches go.
    let took = table.json(&["import", &again]);
    assert_eq!(took["events"]["tables_added"], 2);
    assert_eq!(tables(table.db()), tables(organiser.db()));
    // The same matches (local ids aside: each database numbers its own).
    let without_ids = |env: &TestEnv| {
        let mut history = env.json(&["history"]);
        for entry in history.as_array_mut().unwrap() {
            entry.as_object_mut().unwrap().remove("id");
        }
        history
    };
    assert_eq!(without_ids(&table), without_ids(&organiser));
    table.ok(&["import", &again]);
    assert_eq!(table.json(&["import", &again])["events"]["present"], 1);
}

#[test]
fn an_evening_travels_to_a_league_server_and_back_unchanged() {
    let Some(db) = crate::pg_server::fresh_database() else {
        return;
    };
    let (organiser, _) = organiser();
    organiser.ok(&["round", "1", "Ann=30", "Bob=20", "Cy=10"]);
    organiser.ok(&["finish", "1"]);
    let friday = export(&organiser, "friday.jsonl");
    let league = TestEnv::on(db.url()).unseeded();
    let took = league.json(&["import", &friday]);
    assert_eq!(took["events"]["added"], 1);
    assert_eq!(took["events"]["tables_added"], 2);
    let place = serde_json::json!({"id": 1, "name": "Friday club", "round": 1, "table": 2});
    assert_eq!(league.json(&["show", "2"])["event"], place);
    assert_eq!(league.json(&["import", &friday])["events"]["present"], 1);
    // Back from the server, the file is the organiser's, times and UUIDs included.
    let back = league.dir().join("back.jsonl").display().to_string();
    league.ok(&["export", "-o", &back]);
    let without_time = |path: &str| -> Vec<Value> {
        let mut all = records(path);
        all[0]["exported_at"] = Value::Null;
        all
    };
    assert_eq!(without_time(&back), without_time(&friday));
}

#[test]
fn a_round_drawn_again_within_the_same_second_still_replaces_the_tables_copy() {
    // Both envs run with the clock fixed (one second for every command), as a quick organiser
    // (or a script) draws and redraws within one.
    let organiser = TestEnv::with_seed(1);
    let players = PLAYERS.join(",");
    organiser.ok(&[
        "event",
        "new",
        "Quick",
        "--game",
        "pig10",
        "--players",
        &players,
    ]);
    organiser.ok(&["event", "seat"]);
    let first = export(&organiser, "first.jsonl");
    let table = TestEnv::with_seed(2);
    table.ok(&["import", &first]);
    organiser.ok(&["event", "seat", "--redraw"]);
    let drawn: Vec<String> = (of_type(&records(&export(&organiser, "x.jsonl")), "event"))
        .iter()
        .flat_map(|e| e["draws"].as_array().cloned().unwrap_or_default())
        .map(|d| d["drawn_at"].as_str().unwrap_or_default().to_string())
        .collect();
    // The redraw is stamped a second after the draw it replaced.
    assert_eq!(drawn, ["2026-01-02T03:04:06Z"]);
    let again = export(&organiser, "again.jsonl");
    table.ok(&["import", &again]);
    let seating = |env: &TestEnv| env.json(&["event", "seating"])["tables"].clone();
    assert_eq!(seating(&table), seating(&organiser));
}
