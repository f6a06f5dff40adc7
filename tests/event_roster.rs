//! Arrivals, departures and redraws that meet: a player who leaves while waiting in a round
//! drawn but not started is not seated by its redraw, and a deal recorded and undone at a table
//! does not stop the redraw that `event add` and `event remove` promise.

use serde_json::Value;

use crate::common::TestEnv;
use crate::event_seat::{club, play_table, record_deal, tables};

fn seated(seating: &Value) -> Vec<String> {
    tables(seating)
        .into_iter()
        .flat_map(|(_, names)| names)
        .collect()
}

#[test]
fn a_player_waiting_in_a_round_not_started_who_leaves_is_not_seated_by_its_redraw() {
    let env = TestEnv::new();
    club(&env, 8, 2);
    let round1 = tables(&env.json(&["event", "seat"]));
    assert_eq!(round1.len(), 2);
    play_table(&env, round1[0].0, &round1[0].1);
    // The last round drawn while table 2 still plays: its players wait.
    let forced = env.json(&["event", "seat", "--force"]);
    let waiting = forced["waiting"][0].as_str().unwrap().to_string();
    assert!(round1[1].1.contains(&waiting));
    assert_eq!(
        env.ok(&["event", "remove", &waiting]),
        format!("{waiting} leaves Friday from round 2.\n")
    );
    play_table(&env, round1[1].0, &round1[1].1);
    let redrawn = env.json(&["event", "seat", "--redraw"]);
    let all = seated(&redrawn);
    assert!(!all.contains(&waiting), "{redrawn}");
    assert_eq!(all.len(), 7, "{redrawn}");
    assert_eq!(redrawn["waiting"], serde_json::json!([]));
}

#[test]
fn a_deal_recorded_and_undone_does_not_stop_the_redraw_a_late_arrival_is_promised() {
    let env = TestEnv::new();
    club(&env, 7, 2);
    let round1 = tables(&env.json(&["event", "seat"]));
    // A deal typed at the wrong table, then withdrawn: the table has not started.
    record_deal(&env, round1[0].0, &round1[0].1);
    env.ok(&["undo", &round1[0].0.to_string()]);
    let said = env.ok(&["event", "add", "Hal"]);
    assert!(
        said.contains("`tenscore event seat --redraw` draws it again"),
        "{said}"
    );
    let redrawn = env.json(&["event", "seat", "--redraw"]);
    assert!(seated(&redrawn).contains(&"Hal".to_string()), "{redrawn}");
    // The withdrawn deal went with its match; the file holds nothing of it.
    env.ok(&["check", "history"]);
    let export = env.ok(&["export"]);
    assert!(!export.contains(r#""type":"round""#), "{export}");
    // Once a live deal stands, the redraw is refused naming the table.
    let now = tables(&redrawn);
    record_deal(&env, now[0].0, &now[0].1);
    let refused = env.fails(&["event", "seat", "--redraw"], 3);
    assert!(
        refused.contains(&format!("table 1 (match {}) has started", now[0].0)),
        "{refused}"
    );
}

#[test]
fn once_every_evening_is_complete_the_views_show_the_newest_and_a_write_still_asks() {
    let env = TestEnv::new();
    club(&env, 4, 1);
    let round = tables(&env.json(&["event", "seat"]));
    play_table(&env, round[0].0, &round[0].1);
    // The evening just ended is looked at and posted without its name.
    assert!(
        env.ok(&["event", "standings"])
            .starts_with("Friday · Pig 10 · after round 1 of 1\n")
    );
    assert!(
        env.ok(&["event", "board"])
            .starts_with("Friday · Pig 10 · round 1 of 1\n")
    );
    assert!(
        env.ok(&["event", "seating"])
            .starts_with("Friday · round 1\n")
    );
    let report = env.json(&["event", "report", "--format", "json"]);
    assert_eq!(report["name"], "Friday");
    // Drawing still needs an evening not complete.
    let refused = env.fails(&["event", "seat"], 2);
    assert!(
        refused.starts_with("there is no unfinished event"),
        "{refused}"
    );
}

#[test]
fn a_second_forced_draw_seats_nobody_still_playing_an_earlier_round() {
    let env = TestEnv::new();
    club(&env, 8, 3);
    let round1 = tables(&env.json(&["event", "seat"]));
    play_table(&env, round1[0].0, &round1[0].1);
    // Round 2 passes over table 2 of round 1; round 3 passes over it again.
    let round2 = tables(&env.json(&["event", "seat", "--force"]));
    // Everyone else still at round 2's table: nobody is free for round 3.
    assert_eq!(
        env.fails(&["event", "seat", "--force"], 3),
        "round 2 was just drawn and none of its tables has ended, so nobody is left to seat in \
         round 3; play round 2 first (or draw it again with `tenscore event seat --redraw`), then \
         draw the next round"
    );
    play_table(&env, round2[0].0, &round2[0].1);
    let round3 = env.json(&["event", "seat", "--force"]);
    let still = &round1[1].1;
    let at_round3 = seated(&round3);
    assert!(
        still.iter().all(|name| !at_round3.contains(name)),
        "{still:?} still play round 1, yet sit at {round3}"
    );
    // A plain draw waits for them, naming the round they play.
    let env = TestEnv::new();
    club(&env, 8, 3);
    let round1 = tables(&env.json(&["event", "seat"]));
    play_table(&env, round1[0].0, &round1[0].1);
    let round2 = tables(&env.json(&["event", "seat", "--force"]));
    play_table(&env, round2[0].0, &round2[0].1);
    let refused = env.fails(&["event", "seat"], 3);
    assert!(
        refused.starts_with("round 1 is still playing at table 2;"),
        "{refused}"
    );
}

#[test]
fn a_late_arrival_after_a_forced_draw_is_seated_by_the_redraw_it_was_promised() {
    let env = TestEnv::new();
    club(&env, 8, 3);
    let round1 = tables(&env.json(&["event", "seat"]));
    play_table(&env, round1[0].0, &round1[0].1);
    env.json(&["event", "seat", "--force"]);
    let said = env.ok(&["event", "add", "Zoe"]);
    assert!(
        said.contains("`tenscore event seat --redraw` draws it again"),
        "{said}"
    );
    let redrawn = env.json(&["event", "seat", "--redraw"]);
    let all = seated(&redrawn);
    assert!(all.contains(&"Zoe".to_string()), "{redrawn}");
    assert!(
        round1[1].1.iter().all(|name| !all.contains(name)),
        "{redrawn}"
    );
}
