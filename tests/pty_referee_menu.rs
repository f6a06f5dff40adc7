//! "Referee this hand" in `play`'s round menu, on a pseudo-terminal: a 10 op en neer match
//! started WITHOUT `--referee` referees the round the table picks it for, as `--referee` does,
//! and records the tricks it derives from the cards.

use crate::common::TestEnv;
use crate::pty_play::{answer, choose, ends_well, expect, menu_pick, menu_quit, spawn};
use crate::pty_referee::{
    both_rounds_scored_as_the_cards_say, round_two_with_a_revoke_recorded_as_played,
};

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
        "Trump suit (C, D, H, S, hearts, ..., or none; Enter to skip)",
        "H",
    );
    answer(&mut p, "Ann's bid (0–1)", "0");
    answer(&mut p, "Bob's bid (0–1)", "0");
    answer(&mut p, "Cy's bid (0–1)", "1");
    answer(&mut p, "Trick 1, led by Ann", "KC,5C,2H");
    expect(&mut p, "Cy takes it with 2♥:");
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
    round_two_with_a_revoke_recorded_as_played(&mut p);
    menu_quit(&mut p, 3);
    ends_well(p);
    both_rounds_scored_as_the_cards_say(&env, id);
}
