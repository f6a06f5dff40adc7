//! "Referee the hand?" in `play`, on a pseudo-terminal: a 10 op en neer match started with
//! `--referee` takes the cards of every trick, says who takes each, shows a revoke with the rule,
//! and records the tricks it derives once the table says so.

use rexpect::session::PtySession;

use crate::common::TestEnv;
use crate::pty_play::{answer, ends_well, expect, key, menu_pick, menu_quit, pairs, spawn};

#[test]
fn a_refereed_hand_records_the_tricks_it_derives_and_a_revoke_is_recorded_as_played_when_asked() {
    let env = TestEnv::new();
    let id = env.new_match(&[
        "updown",
        "--players",
        "Ann,Bob,Cy",
        "--peak",
        "3",
        "--referee",
    ]);
    let mut p = spawn(&env, &["play", &id.to_string()]);

    // Round 1, one card, Ann leads; hearts trump: Cy's 2♥ takes K♣ and 5♣.
    menu_pick(&mut p, 1, 0);
    answer(
        &mut p,
        "Trump suit (C, D, H, S, hearts, ..., or none; Enter to skip)",
        "H",
    );
    answer(&mut p, "Ann's bid (0–1)", "0");
    answer(&mut p, "Bob's bid (0–1)", "0");
    answer(&mut p, "Cy's bid (0–1)", "1");
    key(&mut p, "Referee the hand?", "y");
    answer(&mut p, "Trick 1, led by Ann", "KC,5C,2H");
    expect(&mut p, "Cy takes it with 2♥:");
    expect(&mut p, "Round 1 recorded");

    // Round 2, two cards, Bob leads; diamonds trump. Cy discards A♠ on clubs, then plays 4♣:
    // the revoke is shown with the rule, and the table records the hand as played.
    menu_pick(&mut p, 2, 0);
    answer(
        &mut p,
        "Trump suit (C, D, H, S, hearts, ..., or none; Enter to skip)",
        "D",
    );
    answer(&mut p, "Bob's bid (0–2)", "1");
    answer(&mut p, "Cy's bid (0–2)", "1");
    answer(&mut p, "Ann's bid (0–2)", "0");
    key(&mut p, "Referee the hand?", "y");
    round_two_with_a_revoke_recorded_as_played(&mut p);
    menu_quit(&mut p, 3);
    ends_well(p);
    both_rounds_scored_as_the_cards_say(&env, id);
}

/// Round 2's two tricks typed card by card (Bob leads, diamonds trump): Cy discards A♠ on clubs,
/// then plays 4♣; the revoke is shown with the rule and the hand recorded as played.
pub(crate) fn round_two_with_a_revoke_recorded_as_played(p: &mut PtySession) {
    answer(p, "Trick 1, led by Bob", "KC,AS,5C");
    expect(p, "Bob takes it with K♣:");
    answer(p, "Trick 2, led by Bob", "2H,4C,3H");
    expect(p, "Ann takes it with 3♥:");
    expect(p, "Revoke: Cy revoked in trick 1");
    key(p, "Record the tricks as played?", "y");
    expect(p, "Round 2 recorded");
}

/// Round 1: every bid hit (10, 10, 11). Round 2: Ann and Bob took 1 each, Cy none, as the cards
/// say: only Bob's bid of 1 hit (+11). The tricks stored are the ones the cards gave.
pub(crate) fn both_rounds_scored_as_the_cards_say(env: &TestEnv, id: i64) {
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
