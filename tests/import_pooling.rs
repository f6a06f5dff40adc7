//! Pooling the tables of an evening: two tables' files whose matches ended in between each
//! other's, imported one after the other in either order, give the seasons, head-to-head and
//! ratings of one table that played every match in the order they ended.

use serde_json::Value;

use crate::common::TestEnv;

/// A Tenstuff match of one deal: when it ended (10:00 ...), its players, their finishing order.
type Planned = (&'static str, &'static str, &'static str);

const TABLE_A: [Planned; 6] = [
    ("10:00", "Ann,Bob,Cy", "Bob,Ann,Cy"),
    ("10:20", "Ann,Cy,Dee", "Dee,Cy,Ann"),
    ("10:40", "Bob,Cy,Dee", "Cy,Bob,Dee"),
    ("11:00", "Ann,Bob,Dee", "Ann,Dee,Bob"),
    ("11:20", "Ann,Bob,Cy,Dee", "Cy,Dee,Ann,Bob"),
    ("11:40", "Ann,Cy", "Ann,Cy"),
];

const TABLE_B: [Planned; 6] = [
    ("10:10", "Ann,Bob,Eve", "Eve,Bob,Ann"),
    ("10:30", "Cy,Eve", "Cy,Eve"),
    ("10:50", "Ann,Dee,Eve", "Ann,Eve,Dee"),
    ("11:10", "Bob,Cy,Eve", "Bob,Eve,Cy"),
    ("11:30", "Ann,Bob,Cy,Eve", "Eve,Ann,Cy,Bob"),
    ("11:50", "Dee,Eve", "Eve,Dee"),
];

/// Plays `matches` at `env`'s table, each started five minutes before it ends.
fn play(env: &TestEnv, matches: &[Planned]) {
    for (ended, players, order) in matches {
        let (hour, minute) = ended.split_once(':').unwrap();
        let minutes = hour.parse::<u32>().unwrap() * 60 + minute.parse::<u32>().unwrap() - 5;
        let started = format!("{:02}:{:02}", minutes / 60, minutes % 60);
        at(env, &started, &["new", "tenstuff", "--players", players]);
        at(env, &started, &["round", "--order", order]);
        at(env, ended, &["finish", "--yes"]);
    }
}

/// `stats --json` with each best and worst match named by when it started, not by its id here.
fn stats(env: &TestEnv) -> Value {
    let started: Vec<(i64, Value)> = env
        .json(&["history", "--all"])
        .as_array()
        .unwrap()
        .iter()
        .map(|m| (m["id"].as_i64().unwrap(), m["date"].clone()))
        .collect();
    let mut stats = env.json(&["stats"]);
    for player in stats["players"].as_array_mut().unwrap() {
        for which in ["best", "worst"] {
            let id = player[which]["match"].as_i64().unwrap();
            let (_, date) = started.iter().find(|(m, _)| *m == id).unwrap();
            player[which]["match"] = date.clone();
        }
    }
    stats
}

fn export(env: &TestEnv, name: &str) -> String {
    let path = env.dir().join(name);
    env.ok(&["export", "-o", path.to_str().unwrap()]);
    path.to_str().unwrap().to_string()
}

#[test]
fn two_tables_pooled_in_either_order_rate_as_one_table_that_played_in_order() {
    let (a, b) = (TestEnv::with_seed(1), TestEnv::with_seed(2));
    play(&a, &TABLE_A);
    play(&b, &TABLE_B);
    let (file_a, file_b) = (export(&a, "a.jsonl"), export(&b, "b.jsonl"));

    let mut in_order: Vec<Planned> = TABLE_A.iter().chain(&TABLE_B).copied().collect();
    in_order.sort();
    let one_table = TestEnv::with_seed(3);
    play(&one_table, &in_order);
    let expected = stats(&one_table);
    assert_eq!(expected["players"].as_array().unwrap().len(), 5);

    for (first, second) in [(&file_a, &file_b), (&file_b, &file_a)] {
        let pooled = TestEnv::with_seed(4);
        pooled.ok(&["import", first]);
        pooled.ok(&["import", second]);
        assert_eq!(stats(&pooled), expected, "{first} then {second}");
    }
}

#[test]
fn one_file_with_its_matches_in_any_order_rates_as_in_order() {
    // One table's export, its matches written newest first: each ends before every one counted.
    let table = TestEnv::with_seed(1);
    let mut in_order: Vec<Planned> = TABLE_A.iter().chain(&TABLE_B).copied().collect();
    in_order.sort();
    play(&table, &in_order);
    let expected = stats(&table);
    let text = std::fs::read_to_string(export(&table, "t.jsonl")).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let first_match = lines
        .iter()
        .position(|l| l.starts_with(r#"{"type":"match""#))
        .unwrap();
    let mut matches: Vec<Vec<&str>> = Vec::new();
    for line in &lines[first_match..lines.len() - 1] {
        match line.starts_with(r#"{"type":"match""#) {
            true => matches.push(vec![line]),
            false => matches.last_mut().unwrap().push(line),
        }
    }
    matches.reverse();
    let mut reversed: Vec<&str> = lines[..first_match].to_vec();
    reversed.extend(matches.into_iter().flatten());
    reversed.push(lines[lines.len() - 1]);
    let path = table.dir().join("reversed.jsonl");
    std::fs::write(&path, reversed.join("\n") + "\n").unwrap();

    let imported = TestEnv::with_seed(2);
    imported.ok(&["import", path.to_str().unwrap()]);
    assert_eq!(stats(&imported), expected);
}

/// A table's file pooled here after a later match of this file: its match takes a higher id, but
/// the players' last match is still the one that started last.
fn last_played_after_pooling_an_earlier_start(main: &TestEnv) {
    let table2 = TestEnv::with_seed(2);
    at(&table2, "10:00", &["new", "pig10", "--players", "Ann,Bob"]);
    at(&table2, "10:05", &["round", "Ann=5", "Bob=3"]);
    at(main, "11:00", &["new", "pig10", "--players", "Ann,Bob,Cy"]);
    at(main, "11:05", &["round", "Ann=3", "Bob=5", "Cy=1"]);
    at(main, "11:10", &["finish", "--yes"]);
    at(&table2, "11:20", &["finish", "--yes"]);
    let file = export(&table2, "table2.jsonl");
    main.ok(&["import", &file]);
    let history = main.json(&["history"]);
    // The pooled match comes in last (id 2) and, started earlier, is listed after match 1.
    let ids: Vec<&Value> = history
        .as_array()
        .unwrap()
        .iter()
        .map(|m| &m["id"])
        .collect();
    assert_eq!(ids, [1, 2], "{history}");
    let players = main.json(&["player", "list"]);
    for player in players.as_array().unwrap() {
        assert_eq!(
            player["last_played"]
                .as_str()
                .map(|t| t.contains("T11:00:00")),
            Some(true),
            "{player} (in a UTC+0 test zone)"
        );
    }
}

#[test]
fn a_pooled_earlier_match_leaves_the_last_played_as_it_was() {
    last_played_after_pooling_an_earlier_start(&TestEnv::new());
}

#[test]
fn a_pooled_earlier_match_leaves_the_last_played_as_it_was_on_the_league_server() {
    let Some(server) = crate::pg_server::fresh_database() else {
        return;
    };
    last_played_after_pooling_an_earlier_start(&TestEnv::on(server.url()));
}

/// Runs `args` in `env` at `time` ("19:30") of the evening; expects success.
fn at(env: &TestEnv, time: &str, args: &[&str]) {
    env.ok_at(&format!("2026-03-06T{time}:00Z"), args);
}
