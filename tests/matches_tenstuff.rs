//! Whole Tenstuff matches through the binary: each deal is its finishing order (`--order`, the last
//! player may be left out), place k of n scores n − k, the standings are the sums with ties split by
//! deals won, and every refused order writes nothing.

use serde_json::Value;

use crate::common::TestEnv;

fn order(env: &TestEnv, id: i64, names: &str) -> Value {
    env.json(&["round", &id.to_string(), "--order", names])
}

/// (name, score, rank, deals won) in the order the standings list them.
fn table(standings: &Value) -> Vec<(String, i64, i64, i64)> {
    standings["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                p["score"].as_i64().unwrap(),
                p["rank"].as_i64().unwrap(),
                p["deals_won"].as_i64().unwrap(),
            )
        })
        .collect()
}

fn row(name: &str, score: i64, rank: i64, won: i64) -> (String, i64, i64, i64) {
    (name.to_string(), score, rank, won)
}

#[test]
fn three_deals_with_a_tie_on_points_broken_by_deals_won() {
    let env = TestEnv::new();
    let id = env.new_match(&["tenstuff", "--players", "Ann,Bob,Cy,Dee"]);
    let first = order(&env, id, "Ann,Cy,Bob,Dee");
    assert_eq!(
        first["explanation"][0],
        "Finishing order: 1st Ann (+3), 2nd Cy (+2), 3rd Bob (+1), 4th Dee (+0); place k of 4 \
         scores 4 − k."
    );
    // The last player may be left out: Ann is fourth.
    order(&env, id, "Cy,Dee,Bob");
    order(&env, id, "Dee,Cy,Bob,Ann");
    // Ann 3 + 0 + 0 = 3 with one deal won; Bob 1 + 1 + 1 = 3 with none.
    let finished = env.json(&["finish", &id.to_string()]);
    assert_eq!(finished["status"], "finished");
    assert_eq!(
        table(&finished),
        [
            row("Cy", 7, 1, 1),
            row("Dee", 5, 2, 1),
            row("Ann", 3, 3, 1),
            row("Bob", 3, 4, 0),
        ]
    );
    assert_eq!(finished["winners"], serde_json::json!(["Cy"]));
    // Every deal hands out n(n − 1)/2 = 6 points.
    let total: i64 = table(&finished).iter().map(|r| r.1).sum();
    assert_eq!(total, 18);
}

#[test]
fn equal_points_and_equal_deals_won_share_the_win() {
    let env = TestEnv::new();
    let id = env.new_match(&["tenstuff", "--players", "Ann,Bob,Cy"]);
    for names in ["Ann,Bob,Cy", "Bob,Cy,Ann", "Cy,Ann,Bob"] {
        order(&env, id, names);
    }
    let finished = env.json(&["finish", &id.to_string()]);
    assert_eq!(finished["winners"], serde_json::json!(["Ann", "Bob", "Cy"]));
    assert!(table(&finished).iter().all(|r| r.2 == 1));
    let text = env.ok(&["standings", &id.to_string(), "--no-color"]);
    assert!(text.contains("Winners (shared): Ann, Bob, Cy"), "{text}");
}

#[test]
fn new_and_standings_say_how_many_cards_each_player_is_dealt() {
    let env = TestEnv::new();
    for (players, cards) in [
        ("A,B", 10),
        ("A,B,C,D", 10),
        ("A,B,C,D,E", 8),
        ("A,B,C,D,E,F", 7),
        ("A,B,C,D,E,F,G", 6),
        ("A,B,C,D,E,F,G,H", 5),
    ] {
        let text = env.ok(&["new", "tenstuff", "--players", players]);
        assert!(
            text.contains(&format!(
                "Deal 1: {cards} cards each; whoever holds the lowest card starts."
            )),
            "{text}"
        );
    }
    let standings = env.standings(6);
    assert!(
        standings["next"]
            .as_str()
            .unwrap()
            .starts_with("Deal 1: 5 cards each"),
        "{standings}"
    );
}

#[test]
fn a_bad_finishing_order_or_table_is_refused_and_writes_nothing() {
    let env = TestEnv::new();
    let id = env.new_match(&["tenstuff", "--players", "Ann,Bob,Cy,Dee"]);
    let m = id.to_string();
    let before = env.db_bytes();
    let cases: [(&[&str], i32, &str); 6] = [
        (
            &["round", &m, "--order", "Ann,Bob,Ann"],
            2,
            "Ann is in the finishing order twice; name each player once, first out first",
        ),
        (
            &["round", &m, "--order", "Ann,Zed,Cy"],
            2,
            "there is no player 'Zed' in this match; the players are Ann, Bob, Cy, Dee",
        ),
        (
            &["round", &m, "--order", "Ann,Bob"],
            2,
            "the finishing order leaves out 2 players: Cy and Dee; name every player in the order \
             they went out; only the last may be left out (the players are Ann, Bob, Cy, Dee)",
        ),
        (
            &["round", &m, "Ann=3"],
            2,
            "a Tenstuff deal is its finishing order, not NAME=VALUE entries; give --order with \
             the players, first out first, e.g. --order Cy,Ann,Bob",
        ),
        (
            &["new", "tenstuff", "--players", "Solo"],
            3,
            "Tenstuff is played by 2 to 8 players, not 1; name 2 to 8 players, separated by commas",
        ),
        (
            &["new", "tenstuff", "--players", "A,B,C,D,E,F,G,H,I"],
            3,
            "Tenstuff is played by 2 to 8 players, not 9; name 2 to 8 players, separated by commas",
        ),
    ];
    for (args, code, message) in cases {
        assert_eq!(env.fails(args, code), message, "tenscore {args:?}");
        assert_eq!(env.db_bytes(), before, "tenscore {args:?} wrote");
    }
}

#[test]
fn standings_and_show_list_points_and_deals_won() {
    let env = TestEnv::new();
    let id = env.new_match(&["tenstuff", "--players", "Ann,Bob,Cy", "--casual"]);
    order(&env, id, "Cy,Ann,Bob");
    order(&env, id, "Ann,Cy");
    let m = id.to_string();
    let show = env.ok(&["show", &m, "--no-color"]);
    insta::assert_snapshot!("tenstuff_show_after_two_deals", show);
}
