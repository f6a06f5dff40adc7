//! `tenscore export`: the JSON Lines copy (every record, in order, with UUIDs), the CSV for
//! spreadsheets (checked against `standings`), the filters, `-o FILE`, and what is refused.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use crate::common::TestEnv;

/// [`TestEnv::five_games`], with `annie` then merged into Ann. Returns the UUID `annie` had.
fn five_games(env: &TestEnv) -> String {
    env.five_games();
    let before = lines(&env.ok(&["export"]));
    let annie = before
        .iter()
        .find(|r| r["type"] == "player" && r["name"] == "annie")
        .expect("annie's record")["uuid"]
        .as_str()
        .unwrap()
        .to_string();
    env.ok(&["player", "merge", "annie", "Ann"]);
    annie
}

/// The records of a JSON Lines export, each line parsed on its own.
fn lines(text: &str) -> Vec<Value> {
    assert!(text.ends_with('\n'), "every line ends with a newline");
    text.lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}")))
        .collect()
}

fn of_type<'a>(records: &'a [Value], kind: &str) -> Vec<&'a Value> {
    records.iter().filter(|r| r["type"] == kind).collect()
}

fn is_uuid(value: &Value) -> bool {
    value
        .as_str()
        .is_some_and(|s| s.len() == 36 && s.chars().all(|c| c.is_ascii_hexdigit() || c == '-'))
}

#[test]
fn a_json_export_holds_every_player_match_and_round_in_order_with_their_uuids() {
    let env = TestEnv::new();
    let annie = five_games(&env);
    let records = lines(&env.ok(&["export"]));

    let header = &records[0];
    assert_eq!(header["type"], "header");
    assert_eq!(header["format"], "tenscore-export");
    assert_eq!(header["schema"], 16);
    assert_eq!(header["exported_at"], "2026-01-02T03:04:05Z");
    assert_eq!(header["tenscore"], env!("CARGO_PKG_VERSION"));
    // The order: the header, the players, each match followed by its rounds, the end.
    let kinds: Vec<&str> = records
        .iter()
        .map(|r| r["type"].as_str().unwrap())
        .collect();
    let first_match = kinds.iter().position(|k| *k == "match").unwrap();
    assert!(
        kinds[1..first_match].iter().all(|k| *k == "player"),
        "{kinds:?}"
    );
    assert_eq!(kinds.last(), Some(&"end"));
    assert_eq!(kinds.iter().filter(|k| **k == "header").count(), 1);

    // Ann, Bob, Cy, Dee; annie merged into Ann, her UUID Ann's alias.
    let players = of_type(&records, "player");
    let names: Vec<&str> = players
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Ann", "Bob", "Cy", "Dee"]);
    assert_eq!(players[0]["aliases"], serde_json::json!([annie]));
    assert!(
        players
            .iter()
            .all(|p| is_uuid(&p["uuid"]) && p["created_at"].is_string())
    );
    let uuid_of: BTreeMap<&str, &str> = players
        .iter()
        .map(|p| (p["name"].as_str().unwrap(), p["uuid"].as_str().unwrap()))
        .collect();
    let known: BTreeSet<&str> = uuid_of.values().copied().collect();

    // Each match is followed by exactly its round records, by seq then take.
    let mut matches = Vec::new();
    let mut at = first_match;
    while records[at]["type"] == "match" {
        let m = &records[at];
        let count = m["round_records"].as_u64().unwrap() as usize;
        let rounds: Vec<&Value> = records[at + 1..at + 1 + count].iter().collect();
        assert!(
            rounds
                .iter()
                .all(|r| r["type"] == "round" && r["match"] == m["uuid"])
        );
        let keys: Vec<(u64, u64)> = rounds
            .iter()
            .map(|r| (r["seq"].as_u64().unwrap(), r["take"].as_u64().unwrap()))
            .collect();
        let mut sorted = keys.clone();
        sorted.sort();
        assert_eq!(keys, sorted);
        matches.push((m, rounds));
        at += 1 + count;
    }
    assert_eq!(records[at]["type"], "end");
    assert_eq!(at, records.len() - 1);
    let games: Vec<&str> = matches
        .iter()
        .map(|(m, _)| m["game"].as_str().unwrap())
        .collect();
    assert_eq!(
        games,
        ["under10", "updown", "pig10", "krumme10", "tenstuff"]
    );
    let round_count: usize = matches.iter().map(|(_, r)| r.len()).sum();
    assert_eq!(
        records[at],
        serde_json::json!({"type": "end", "players": 4, "matches": 5, "rounds": round_count})
    );
    for (m, rounds) in &matches {
        assert!(is_uuid(&m["uuid"]));
        assert!(m["options"].is_object(), "{m}");
        let seated: Vec<&str> = m["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_str().unwrap())
            .collect();
        assert!(seated.iter().all(|p| known.contains(p)), "{m}");
        for round in rounds {
            assert!(is_uuid(&round["uuid"]), "{round}");
            let scores = round["scores"].as_array().unwrap();
            if round["entry"].is_null() {
                assert!(scores.is_empty(), "an open round has no scores: {round}");
                continue;
            }
            // Every seat's score, in seating order, by UUID.
            let by: Vec<&str> = scores
                .iter()
                .map(|s| s["player"].as_str().unwrap())
                .collect();
            assert_eq!(by, seated, "{round}");
            for score in scores {
                assert!(
                    score["points"].is_i64() && score["total"].is_i64(),
                    "{score}"
                );
                assert!(
                    score["out"].is_boolean() && score["notes"].is_array(),
                    "{score}"
                );
                assert!(score["counters"].is_object(), "{score}");
            }
        }
        // The live scored rounds are the match's count, and its standings' last totals.
        let live: Vec<&&Value> = rounds
            .iter()
            .filter(|r| r["withdrawn"] == false && !r["entry"].is_null())
            .collect();
        assert_eq!(live.len() as u64, m["rounds"].as_u64().unwrap(), "{m}");
    }

    // under10: finished; round 1 edited: the old take withdrawn with its explanation, the new one
    // replacing it by UUID, with the reason.
    let (under10, rounds) = &matches[0];
    assert_eq!(
        (under10["status"].as_str(), under10["ended_by"].as_str()),
        (Some("finished"), Some("finish"))
    );
    assert!(under10["finished_at"].is_string());
    assert_eq!(
        under10["players"],
        serde_json::json!([uuid_of["Ann"], uuid_of["Bob"], uuid_of["Cy"]])
    );
    assert_eq!(rounds.len(), 3);
    let (old, new) = (rounds[0], rounds[1]);
    assert_eq!(
        (old["seq"].as_u64(), old["take"].as_u64()),
        (Some(1), Some(1))
    );
    assert_eq!(old["withdrawn"], true);
    assert!(old["withdrawn_at"].is_string());
    assert!(!old["explanation"].as_array().unwrap().is_empty(), "{old}");
    assert_eq!(
        old["entry"]["hands"][2]["bonus"],
        serde_json::json!(["joker"])
    );
    assert_eq!(
        old["scores"][2]["points"], 22,
        "the joker's +10, as it scored then"
    );
    assert_eq!(new["replaces"], old["uuid"]);
    assert_eq!(new["reason"], "miscounted");
    assert_eq!(new["withdrawn"], false);
    assert!(
        new["explanation"].is_null(),
        "a live round's explanation is derived"
    );
    assert_eq!(new["scores"][0]["points"], 8);

    // updown: in progress, round 2's bids open (no entry, no scores).
    let (updown, rounds) = &matches[1];
    assert_eq!(updown["status"], "in-progress");
    assert!(updown["ended_by"].is_null() && updown["finished_at"].is_null());
    let open = rounds.last().unwrap();
    assert_eq!(
        (open["seq"].as_u64(), open["withdrawn"].as_bool()),
        (Some(2), Some(false))
    );
    assert_eq!(open["opening"]["bids"], serde_json::json!([1, 0, 0]));
    assert!(open["entry"].is_null());
    assert_eq!(rounds[0]["opening"]["bids"], serde_json::json!([1, 0, 1]));
    assert_eq!(rounds[0]["entry"]["tricks"], serde_json::json!([1, 0, 0]));

    // pig10: abandoned, its undone round 2 kept, withdrawn, with its scores.
    let (pig10, rounds) = &matches[2];
    assert_eq!(
        (pig10["status"].as_str(), pig10["ended_by"].as_str()),
        (Some("abandoned"), Some("abandoned"))
    );
    assert_eq!(rounds.len(), 2);
    assert_eq!(rounds[1]["withdrawn"], true);
    assert_eq!(rounds[1]["entry"], serde_json::json!({"cards": [2, 1]}));
    assert_eq!(rounds[1]["scores"][0]["total"], 5);

    // tenstuff: annie's seat is Ann's now.
    let (tenstuff, _) = &matches[4];
    assert_eq!(tenstuff["players"][0], uuid_of["Ann"]);
}

#[test]
fn two_exports_of_one_database_differ_only_in_when_they_were_made() {
    let env = TestEnv::new();
    five_games(&env);
    let first = env.ok(&["export"]);
    let out = env
        .cmd()
        .env("TENSCORE_NOW", "2027-05-06T07:08:09Z")
        .arg("export")
        .output()
        .unwrap();
    let second = String::from_utf8(out.stdout).unwrap();
    let (head1, rest1) = first.split_once('\n').unwrap();
    let (head2, rest2) = second.split_once('\n').unwrap();
    assert_eq!(rest1, rest2);
    assert_ne!(head1, head2);
    assert_eq!(
        head2.replace("2027-05-06T07:08:09Z", "2026-01-02T03:04:05Z"),
        head1
    );
}

/// The games and player names of an export.
fn games_and_players(records: &[Value]) -> (Vec<String>, Vec<String>) {
    let names = |kind: &str, key: &str| {
        of_type(records, kind)
            .iter()
            .map(|r| r[key].as_str().unwrap().to_string())
            .collect()
    };
    (names("match", "game"), names("player", "name"))
}

#[test]
fn the_filters_choose_the_matches_and_the_players_they_seat() {
    let env = TestEnv::new();
    five_games(&env);
    // A sixth match, started three days later.
    env.cmd()
        .env("TENSCORE_NOW", "2026-01-05T10:00:00Z")
        .args(["new", "pig10", "--players", "Eve,Bob"])
        .assert()
        .success();

    let one = lines(&env.ok(&["export", "--match", "3"]));
    assert_eq!(
        games_and_players(&one),
        (vec!["pig10".into()], vec!["Cy".into(), "Dee".into()])
    );
    assert_eq!(of_type(&one, "round").len(), 2);
    assert_eq!(one.last().unwrap()["matches"], 1);

    let pig10 = lines(&env.ok(&["export", "--game", "pig10"]));
    assert_eq!(
        games_and_players(&pig10),
        (
            vec!["pig10".into(), "pig10".into()],
            vec!["Bob".into(), "Cy".into(), "Dee".into(), "Eve".into()]
        )
    );

    let since = lines(&env.ok(&["export", "--since", "2026-01-04"]));
    assert_eq!(
        games_and_players(&since),
        (vec!["pig10".into()], vec!["Bob".into(), "Eve".into()])
    );
    let all = lines(&env.ok(&["export", "--since", "2026-01-02"]));
    assert_eq!(of_type(&all, "match").len(), 6);
    let none = lines(&env.ok(&["export", "--game", "krumme10", "--since", "2026-01-04"]));
    assert_eq!(games_and_players(&none), (vec![], vec![]));
    assert_eq!(none.len(), 2, "a header and an end: {none:?}");

    // The same filters for CSV.
    let csv = env.ok(&["export", "--format", "csv", "--game", "pig10"]);
    assert_eq!(
        csv,
        "match,date,game,round,player,entry,round score,running total,notes,edit reason\n\
         3,2026-01-02,pig10,1,Cy,3 cards,3,3,,\n\
         3,2026-01-02,pig10,1,Dee,5 cards,5,5,,\n"
    );
}

#[test]
fn an_unknown_match_game_or_day_is_refused_with_exit_2_and_nothing_written() {
    let env = TestEnv::new();
    five_games(&env);
    let file = env.dir().join("out.jsonl");
    let file_arg = file.to_str().unwrap();
    for (args, message) in [
        (
            vec!["export", "--match", "9"],
            "there is no match 9 in this database; leave --match out to export every match; `tenscore history --all` lists them",
        ),
        (
            vec!["export", "--match", "9", "-o", file_arg],
            "there is no match 9 in this database; leave --match out to export every match; `tenscore history --all` lists them",
        ),
        (
            vec!["export", "--format", "csv", "--match", "9", "-o", file_arg],
            "there is no match 9 in this database; leave --match out to export every match; `tenscore history --all` lists them",
        ),
    ] {
        let out = env.run(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(
            out.stdout.is_empty(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stdout)
        );
        assert_eq!(env.fails(&args, 2), message);
    }
    for args in [
        vec!["export", "--game", "poker"],
        vec!["export", "--game", "poker", "-o", file_arg],
        vec!["export", "--since", "yesterday", "-o", file_arg],
        vec!["export", "--format", "xml"],
    ] {
        let out = env.run(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
    // Nothing at the path, and no temporary file beside it.
    let left: Vec<_> = std::fs::read_dir(env.dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .filter(|name| name.contains("out.jsonl"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

#[test]
fn an_export_to_a_file_writes_what_standard_output_gets_and_says_what_it_wrote() {
    let env = TestEnv::new();
    five_games(&env);
    let file = env.dir().join("scores.jsonl");
    let file_arg = file.to_str().unwrap();
    let said = env.ok(&["export", "-o", file_arg]);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), env.ok(&["export"]));
    let rounds = of_type(&lines(&env.ok(&["export"])), "round").len();
    assert_eq!(
        said,
        format!("Exported 5 matches to {file_arg}: {rounds} rounds, 4 players.\n")
    );
    // --json with -o: what was written, as JSON.
    let csv = env.dir().join("scores.csv");
    let csv_arg = csv.to_str().unwrap();
    let summary = env.json(&["export", "--format", "csv", "--output", csv_arg]);
    assert_eq!(
        summary,
        serde_json::json!({"file": csv_arg, "matches": 5, "rounds": 6, "players": 4})
    );
    // A file of CSV starts with the byte order mark a spreadsheet wants; a pipe gets the rows.
    assert_eq!(
        std::fs::read_to_string(&csv).unwrap(),
        format!("\u{feff}{}", env.ok(&["export", "--format", "csv"]))
    );
    // --json without -o: the same JSON Lines.
    assert_eq!(env.ok(&["--json", "export"]), env.ok(&["export"]));
    // An existing file is replaced whole.
    std::fs::write(
        &file,
        "old and much longer than nothing at all\n".repeat(1000),
    )
    .unwrap();
    env.ok(&["export", "--match", "3", "-o", file_arg]);
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        env.ok(&["export", "--match", "3"])
    );
    // No temporary file is left beside it.
    let names: BTreeSet<String> = std::fs::read_dir(env.dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .filter(|n| n.starts_with('.'))
        .collect();
    assert!(names.is_empty(), "{names:?}");
}

#[test]
fn an_export_to_a_path_that_cannot_be_written_exits_1_and_leaves_nothing() {
    let env = TestEnv::new();
    five_games(&env);
    let missing = env.dir().join("no-such-folder").join("x.jsonl");
    let message = env.fails(&["export", "-o", missing.to_str().unwrap()], 1);
    assert_eq!(
        message,
        format!(
            "cannot write the export to {}: there is no folder {}; choose an existing folder",
            missing.display(),
            env.dir().join("no-such-folder").display()
        )
    );
    let folder = env.dir().join("a-folder");
    std::fs::create_dir(&folder).unwrap();
    let message = env.fails(
        &["export", "--format", "csv", "-o", folder.to_str().unwrap()],
        1,
    );
    assert_eq!(
        message,
        format!(
            "cannot write the CSV export to {}: it is a folder; name a file in it, e.g. tenscore.csv",
            folder.display()
        )
    );
    assert_eq!(std::fs::read_dir(&folder).unwrap().count(), 0);
}

#[test]
fn an_export_never_creates_a_database() {
    let env = TestEnv::new();
    let file = env.dir().join("x.jsonl");
    for args in [
        vec!["export"],
        vec!["export", "--format", "csv"],
        vec!["export", "-o", file.to_str().unwrap()],
    ] {
        let message = env.fails(&args, 1);
        assert!(message.starts_with("no tenscore database at "), "{message}");
    }
    assert!(!env.db().exists());
    assert!(!file.exists());
}

#[test]
fn the_csv_rows_add_up_to_the_standings_of_every_match() {
    let env = TestEnv::new();
    five_games(&env);
    let text = env.ok(&["export", "--format", "csv"]);
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    assert_eq!(
        reader.headers().unwrap(),
        vec![
            "match",
            "date",
            "game",
            "round",
            "player",
            "entry",
            "round score",
            "running total",
            "notes",
            "edit reason"
        ]
    );
    // (match, player) -> (sum of round scores, last running total, rounds)
    let mut sums: BTreeMap<(i64, String), (i64, i64, u32)> = BTreeMap::new();
    let mut entries = Vec::new();
    for row in reader.records() {
        let row = row.unwrap();
        assert_eq!(row.len(), 10);
        assert_eq!(&row[1], "2026-01-02");
        let id: i64 = row[0].parse().unwrap();
        let sum = sums.entry((id, row[4].to_string())).or_default();
        sum.0 += row[6].parse::<i64>().unwrap();
        sum.1 = row[7].parse().unwrap();
        sum.2 += 1;
        entries.push(format!(
            "{} {} {}: {} [{}]",
            &row[2], &row[3], &row[4], &row[5], &row[8]
        ));
    }
    for id in 1..=5 {
        let standings = env.standings(id);
        let rounds = standings["rounds"].as_u64().unwrap() as u32;
        for player in standings["players"].as_array().unwrap() {
            let name = player["name"].as_str().unwrap().to_string();
            let score = player["score"].as_i64().unwrap();
            let (sum, last, counted) = sums[&(id, name.clone())];
            assert_eq!(
                (sum, last, counted),
                (score, score, rounds),
                "match {id}, {name}"
            );
        }
    }
    // Withdrawn rounds and open bids are left out; each player's part in the game's words.
    assert_eq!(
        entries,
        [
            "under10 1 Ann: 8 []",
            "under10 1 Bob: 3, called [called]",
            "under10 1 Cy: 12 []",
            "under10 2 Ann: 4 []",
            "under10 2 Bob: 9 []",
            "under10 2 Cy: 0, luck [stroke of luck]",
            "updown 1 Ann: bid 1, took 1 [hit 1]",
            "updown 1 Bob: bid 0, took 0 [hit 0]",
            "updown 1 Dee: bid 1, took 0 [bid 1, took 0]",
            "pig10 1 Cy: 3 cards []",
            "pig10 1 Dee: 5 cards []",
            "krumme10 1 Ann: 5 points []",
            "krumme10 1 Cy: 0 points []",
            "tenstuff 1 Ann: 2nd []",
            "tenstuff 1 Bob: 1st []",
            "tenstuff 1 Cy: 3rd []",
        ]
    );
}

#[test]
fn every_line_reads_back_as_the_records_the_format_declares_and_writes_the_same() {
    use tenscore::exchange::Record;
    let env = TestEnv::new();
    five_games(&env);
    let text = env.ok(&["export"]);
    for line in text.lines() {
        let record: Record = serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}"));
        assert_eq!(serde_json::to_string(&record).unwrap(), line);
    }
}
