//! `tenscore play` alone on a laptop that holds an evening's tables: the start screen offers an
//! event table's match as "Table 2, round 1 of Friday club: ...", and a deal typed there is
//! recorded in that match.

use crate::common::TestEnv;
use crate::evening::{create_event, draw_round};
use crate::pty_play::{answer, choose, ends_well, expect, spawn};

#[test]
fn play_offers_the_tables_of_the_evening_and_records_a_deal_in_the_one_chosen() {
    let env = TestEnv::new();
    let event = create_event(
        env.db(),
        "Friday club",
        &["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"],
    );
    draw_round(
        env.db(),
        event,
        1,
        7,
        &[&["Ann", "Bob", "Cy"], &["Dee", "Eve", "Fay"]],
    );

    let mut p = spawn(&env, &["play"]);
    // Newest first: table 2 (match 2), then table 1; the second is chosen.
    expect(
        &mut p,
        "Resume Table 2, round 1 of Friday club: Dee, Eve, Fay · match 2 · no deals yet",
    );
    choose(
        &mut p,
        "Resume Table 1, round 1 of Friday club: Ann, Bob, Cy · match 1 · no deals yet",
        1,
    );
    expect(&mut p, "Resuming match 1");
    expect(&mut p, "Friday club — round 1, table 1 · Pig 10 · match 1");
    choose(&mut p, "Record deal 1", 0);
    answer(&mut p, "Ann: cards collected", "50");
    answer(&mut p, "Bob: cards collected", "20");
    answer(&mut p, "Cy: cards collected", "10");
    expect(&mut p, "Deal 1 recorded");
    // Quit is the last item of the menu: up from the first wraps round to it.
    expect(&mut p, "Record deal 2");
    p.send("\x1b[A\n").expect("keys sent");
    p.flush().expect("keys sent");
    expect(&mut p, "Match 1 saved after 1 deal");
    ends_well(p);

    let standings = env.json(&["standings", "1"]);
    assert_eq!(standings["rounds"], 1);
    assert_eq!(
        standings["event"],
        serde_json::json!({"id": 1, "name": "Friday club", "round": 1, "table": 1})
    );
    assert_eq!(env.json(&["standings", "2"])["rounds"], 0);
}
