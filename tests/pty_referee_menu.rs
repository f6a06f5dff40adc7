//! "Referee this hand" in `play`'s round menu, on a pseudo-terminal: a 10 op en neer match
//! started WITHOUT `--referee` referees the round the table picks it for, as `--referee` does,
//! and records the tricks it derives from the cards.

use crate::common::TestEnv;
use crate::pty_play::{answer, choose, ends_well, expect, key, menu_pick, menu_quit, pairs, spawn};

#[test]
fn referee_this_hand_from_the_menu_records_the_tricks_the_cards_give_in_a_match_without_referee() {
    let env = TestEnv::new();
    let id = env.new_match(&["updown", "--players", "Ann,Bob,Cy", "--peak", "3"]);
    let mut p = spawn(&env, &["play", &id.to_string()]);

    // Round 1, picked as "Referee this hand" (the second item): the bids first, then the cards
    // of its one trick at once (the menu asked already). Hearts trump: Cy's 2♥ takes it.
    menu_pick(&mut p, 1, 1);
    answer(
        &mut p,
        "Trump suit (C, D, H, S, or hearts, harten, ...; Enter to skip)",
        "H",
    );
    answer(&mut p, "Ann's bid (0–1)", "0");
    answer(&mut p, "Bob's bid (0–1)", "0");
    answer(&mut p, "Cy's bid (0–1)", "1");
    answer(&mut p, "Trick 1, led by Ann", "KC,5C,2H");
    expect(&mut p, "Cy takes it with 2♥.");
    expect(&mut p, "Round 1 recorded");
    menu_quit(&mut p, 2);
    ends_well(p);

    // Round 2's bids typed with `bid`: the menu offers its tricks, and refereeing them next.
    env.ok(&["bid", "Bob=1", "Cy=1", "Ann=0", "--trump", "diamonds"]);
    let mut p = spawn(&env, &["play", &id.to_string()]);
    expect(&mut p, "Record the tricks of round 2");
    choose(
        &mut p,
        "Referee this hand (type the cards of every trick)",
        1,
    );
    // Cy discards A♠ on clubs, then plays 4♣: the revoke shown with the rule, recorded as played.
    answer(&mut p, "Trick 1, led by Bob", "KC,AS,5C");
    expect(&mut p, "Bob takes it with K♣.");
    answer(&mut p, "Trick 2, led by Bob", "2H,4C,3H");
    expect(&mut p, "Ann takes it with 3♥.");
    expect(&mut p, "Revoke: Cy revoked in trick 1");
    key(&mut p, "Record the tricks as played?", "y");
    expect(&mut p, "Round 2 recorded");
    menu_quit(&mut p, 3);
    ends_well(p);

    // Round 1: every bid hit (10, 10, 11). Round 2: Ann and Bob took 1 each, Cy none, as the
    // cards say: only Bob's bid of 1 hit (+11).
    assert_eq!(
        env.scores(id),
        pairs(&[("Ann", 10), ("Bob", 21), ("Cy", 11)])
    );
    let shown = env.json(&["show", &id.to_string()]);
    assert_eq!(
        shown["rounds"][0]["entry"]["tricks"],
        serde_json::json!([0, 0, 1]),
        "{shown}"
    );
    assert_eq!(
        shown["rounds"][1]["entry"]["tricks"],
        serde_json::json!([1, 1, 0]),
        "{shown}"
    );
}
