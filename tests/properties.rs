//! Properties through the real binary: totals are the fold of the stored round scores under the
//! halving rule, and a refused entry leaves the database byte-for-byte unchanged.

use proptest::prelude::*;

use crate::common::TestEnv;

/// The halving rule: exactly 100 → 50, exactly 150 → 75; above 150 is out.
fn fold(total: i64, points: i64) -> i64 {
    match total + points {
        100 => 50,
        150 => 75,
        t => t,
    }
}

#[derive(Debug, Clone)]
struct RoundPlan {
    ender: usize,
    luck: bool,
    hands: Vec<i64>,
}

fn round_plan(players: usize) -> impl Strategy<Value = RoundPlan> {
    (
        0..players,
        any::<bool>(),
        prop::collection::vec(0i64..=65, players),
    )
        .prop_map(|(ender, luck, hands)| RoundPlan { ender, luck, hands })
}

const NAMES: [&str; 4] = ["Ann", "Bob", "Cy", "Dee"];

proptest! {
    #![proptest_config(ProptestConfig { cases: 10, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn totals_are_the_fold_of_the_round_scores(plans in prop::collection::vec(round_plan(4), 1..12)) {
        let env = TestEnv::new();
        let id = env.new_match(&["under10", "--players", "Ann,Bob,Cy,Dee"]);
        for plan in &plans {
            let standings = env.standings(id);
            if standings["status"] != "in-progress" {
                break;
            }
            let out: Vec<bool> = NAMES
                .iter()
                .map(|n| standings["players"].as_array().unwrap().iter().any(|p| p["name"] == *n && p["eliminated"] == true))
                .collect();
            let in_play: Vec<usize> = (0..4).filter(|&s| !out[s]).collect();
            let ender = in_play[plan.ender % in_play.len()];
            let mut args: Vec<String> = vec!["round".into()];
            for &seat in &in_play {
                let hand = if seat == ender { if plan.luck { 0 } else { plan.hands[seat] % 10 } } else { plan.hands[seat] };
                args.push(format!("{}={hand}", NAMES[seat]));
            }
            args.push(if plan.luck { "--luck" } else { "--call" }.into());
            args.push(NAMES[ender].into());
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            env.ok(&args);
        }
        let show = env.json(&["show", &id.to_string()]);
        let mut totals = [0i64; 4];
        let mut gone = [false; 4];
        for round in show["rounds"].as_array().unwrap() {
            for (seat, score) in round["scores"].as_array().unwrap().iter().enumerate() {
                let points = score["points"].as_i64().unwrap();
                if gone[seat] {
                    // Out players take no part: their total never changes again.
                    prop_assert_eq!(points, 0);
                } else {
                    totals[seat] = fold(totals[seat], points);
                    gone[seat] = totals[seat] > 150;
                }
                prop_assert_eq!(score["total"].as_i64().unwrap(), totals[seat]);
                prop_assert_eq!(score["out"].as_bool().unwrap(), gone[seat]);
            }
        }
        for player in env.standings(id)["players"].as_array().unwrap() {
            let seat = NAMES.iter().position(|n| player["name"] == *n).unwrap();
            prop_assert_eq!(player["score"].as_i64().unwrap(), totals[seat]);
        }
    }

    #[test]
    fn a_refused_entry_leaves_the_database_unchanged(
        entries in prop::collection::vec(("(Ann|Bob|Cy|Zed|)", "(-?[0-9]{1,3}|seven|[0-9]\\+(joker|trade-all|x)|)"), 0..5),
        caller in "(Ann|Bob|Zed)",
        luck in any::<bool>(),
    ) {
        let env = TestEnv::new();
        env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
        env.ok(&["round", "Ann=3", "Bob=7", "Cy=9", "--call", "Ann"]);
        let before = env.db_bytes();
        let mut args: Vec<String> = vec!["round".into()];
        args.extend(entries.iter().map(|(name, value)| format!("{name}={value}")));
        args.push(if luck { "--luck" } else { "--call" }.into());
        args.push(caller);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = env.run(&args);
        let stderr = String::from_utf8_lossy(&out.stderr).to_string();
        prop_assert!(!stderr.contains("panicked"), "{}", stderr);
        if out.status.code() != Some(0) {
            prop_assert!(matches!(out.status.code(), Some(2 | 3)), "{:?}: {}", out.status, stderr);
            prop_assert_eq!(stderr.lines().count(), 1);
            prop_assert_eq!(env.db_bytes(), before);
        }
    }
}
