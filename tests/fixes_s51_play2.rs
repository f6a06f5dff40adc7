//! Session 51, a second pass at `play`: what the table typed is kept (the trump the referee was
//! given, the points typed before going back), and the players' question behaves as a line.

use crate::common::TestEnv;
use crate::pty_wrapping::Screen;

/// The trump a table skipped with the bids and named when `play` refereed the hand judged that
/// hand, but was not recorded: `check updown hand --match 1 --round 1` said "no trump was given"
/// and judged the trick without trumps (Cy's A♣ took it, against the recorded tricks). It is
/// recorded with the bids now, as `bid --trump` records it.
#[test]
fn the_trump_given_to_the_referee_is_recorded_with_the_round() {
    let env = TestEnv::new();
    let id = env.new_match(&["updown", "--players", "Ann,Bob,Cy", "--referee"]);
    let mut s = Screen::start(&env, "en", &["play", &id.to_string()]);
    s.choose("Record round 1", 0);
    // Skipped with the bids.
    s.answer("Trump suit (C, D, H, S", "");
    s.answer("Ann's bid", "1");
    s.answer("Bob's bid", "0");
    s.answer("Cy's bid", "1");
    s.key("Referee the hand?", "y");
    s.answer("Trump suit of this hand", "H");
    s.answer("Trick 1", "2C,3H,AC");
    s.expect("Bob takes it with 3♥.");
    // Record round 2, Undo, Fix, Show, Finish, Abandon, Quit.
    s.choose("What next?", 6);
    s.ends_well();
    let shown = env.json(&["show", &id.to_string()]);
    assert_eq!(
        shown["rounds"][0]["opening"],
        serde_json::json!({"bids": [1, 0, 1], "cards": 1, "trump": "hearts"}),
        "{shown}"
    );
    let id = id.to_string();
    let hand = ["hand", "--match", &id, "--round", "1", "2C,3H,AC"];
    let verdict = env.check_json("updown", &hand, 0);
    assert_eq!(verdict["recorded"], "agrees", "{verdict}");
    assert_eq!(verdict["tricks"][0]["winner"], "Bob", "{verdict}");
    assert_eq!(
        verdict["tricks"][0]["reason"],
        "3♥ wins: it is the only trump (hearts) in the trick, and a trump beats every card of \
         another suit, even A♣.",
        "{verdict}"
    );
    assert_eq!(
        env.scores(id.parse().expect("an id")),
        vec![("Ann".into(), 0), ("Bob".into(), 0), ("Cy".into(), 0)]
    );
}
