//! Club nights and the referee's words: faults a tester found on the s50 build, each pinned by
//! the command that showed it.

use serde_json::{Value, json};

use crate::common::TestEnv;
use crate::event_seat::{club, play_table, record_deal, tables};

/// The players of every table of `seating`, all together.
fn everyone_seated(seating: &Value) -> Vec<String> {
    tables(seating).into_iter().flat_map(|(_, n)| n).collect()
}

/// A player's row of `event standings --json`.
fn row<'a>(standings: &'a Value, name: &str) -> &'a Value {
    (standings["players"].as_array().unwrap().iter())
        .find(|p| p["name"] == name)
        .unwrap_or_else(|| panic!("{name} is not ranked: {standings}"))
}

#[test]
fn an_early_leave_in_a_round_before_the_last_goes_after_the_table_now_playing() {
    let env = TestEnv::new();
    club(&env, 12, 3);
    let round1 = tables(&env.json(&["event", "seat"]));
    for (id, names) in &round1 {
        play_table(&env, *id, names);
    }
    let round2 = tables(&env.json(&["event", "seat"]));
    // Round 2 of 3 has started at table 1; table 2 has not recorded a deal yet.
    record_deal(&env, round2[0].0, &round2[0].1);
    let (at1, at2) = (&round2[0].1[0], &round2[1].1[0]);
    let (m1, m2) = (round2[0].0, round2[1].0);
    assert_eq!(
        env.ok(&["event", "remove", at1, at2]),
        format!(
            "{at1} and {at2} leave Friday from round 3. \
             {at1} is still at table 1 of round 2 (match {m1}): its match counts once it ends; \
             `tenscore finish {m1}` ends it now. \
             {at2} is still at table 2 of round 2 (match {m2}): its match counts once it ends; \
             `tenscore finish {m2}` ends it now.\n"
        )
    );
    // Someone whose table of this round ended leaves with nothing more said.
    play_table(&env, round2[2].0, &round2[2].1);
    let done = &round2[2].1[0];
    assert_eq!(
        env.json(&["event", "remove", done]),
        json!({"event": 1, "removed": [done], "from_round": 3})
    );
    // Their tables play on and count for them; the next round seats none of the three.
    for (id, names) in &round2[..2] {
        play_table(&env, *id, names);
    }
    let round3 = env.json(&["event", "seat"]);
    let seated = everyone_seated(&round3);
    assert_eq!(seated.len(), 9, "{round3}");
    for gone in [at1, at2, done] {
        assert!(!seated.contains(gone), "{gone} is seated: {round3}");
    }
    let standings = env.json(&["event", "standings"]);
    assert_eq!(row(&standings, at1)["matches"], 2, "{standings}");
    assert_eq!(row(&standings, at2)["matches"], 2, "{standings}");
    // Once the last round has started, no round is left to play without them: refused, as
    // before.
    let round3 = tables(&round3);
    record_deal(&env, round3[0].0, &round3[0].1);
    let last = env.fails(&["event", "remove", &seated[0]], 2);
    assert!(last.starts_with("no round of Friday is left"), "{last}");
}
