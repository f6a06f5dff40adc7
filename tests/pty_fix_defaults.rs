//! Fix a past round in `tenscore play` starts from the round as it was (issue 35, item 1): every
//! question offers the old answer (the caller, the hands, the bids and the trump, the tricks), so
//! that Enter keeps it and fixing one typo is one changed answer; a fix that keeps every answer
//! writes nothing (the file byte for byte) and says so in one line. On a pseudo-terminal at 80
//! columns, in English and in Dutch, drawn as the terminal shows it.

use crate::common::TestEnv;
use crate::pty_play::pairs;
use crate::pty_wrapping::{Screen, flowing};

/// Enter alone: keeps the answer offered.
const ENTER: &str = "";

#[test]
fn fix_offers_the_old_caller_and_hands_so_one_typo_is_one_changed_answer() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    env.ok(&["round", "Ann=5", "Bob=14", "Cy=9", "--call", "Ann"]);
    // Cy called in round 2, Bob's 8 is the typo (he had 7).
    env.ok(&["round", "Ann=12", "Bob=8", "Cy=3", "--call", "Cy"]);

    let mut s = Screen::start(&env, "en", &["play", &id.to_string()]);
    // Record, Undo, Fix: the third item; the rounds are listed newest first.
    s.choose("Record round 3", 2);
    s.choose("Round 2: Ann +12, Bob +8, Cy 0", 0);
    // The old ending and the old caller are where the cursor starts: Enter keeps them.
    s.choose("How did round 2 end?", 0);
    s.choose("Who called", 0);
    s.answer("Ann: points in hand [12]", ENTER);
    s.answer("Bob: points in hand [8]", "7");
    s.answer("Cy (caller): points in hand [3]", ENTER);
    s.answer("Why the change?", ENTER);
    s.expect("Round 2 fixed");
    s.choose("Record round 3", 6);
    let rows = s.ends_well();

    assert_eq!(
        env.scores(id),
        pairs(&[("Ann", 12), ("Bob", 21), ("Cy", 9)])
    );
    let shown = env.json(&["show", &id.to_string()]);
    let round = &shown["rounds"][1];
    assert_eq!(round["entry"]["ending"]["call"]["seat"], 2, "{round}");
    // The screen reports each answer taken, the old ones included.
    let text = flowing(&rows);
    for taken in [
        "Who called \"Under the 10!\"?: Cy",
        "Ann: points in hand: 12",
        "Bob: points in hand: 7",
        "Cy (caller): points in hand: 3",
    ] {
        assert!(
            text.contains(taken),
            "{taken:?} not on the screen:\n{}",
            rows.join("\n")
        );
    }
}

#[test]
fn a_fix_that_keeps_every_answer_writes_nothing_and_says_so() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    env.ok(&["round", "Ann=5", "Bob=14", "Cy=9", "--call", "Ann"]);
    env.ok(&["round", "Ann=12", "Bob=8", "Cy=0", "--luck", "Cy"]);
    let before = env.db_bytes();

    let mut s = Screen::start(&env, "en", &["play", &id.to_string()]);
    s.choose("Record round 3", 2);
    s.choose("Round 2: Ann +12, Bob +8, Cy 0", 0);
    // A stroke of luck, Cy's: offered as it was.
    s.choose("How did round 2 end?", 0);
    s.choose("Who emptied their hand?", 0);
    s.answer("Ann: points in hand [12]", ENTER);
    s.answer("Bob: points in hand [8]", ENTER);
    s.expect("Round 2 is unchanged: every answer was kept, so nothing was written.");
    s.choose("Record round 3", 6);
    let rows = s.ends_well();

    assert_eq!(env.db_bytes(), before, "a fix that changed nothing wrote");
    assert!(
        !flowing(&rows).contains("Why the change?"),
        "no reason is asked for a fix that changes nothing:\n{}",
        rows.join("\n")
    );
    let shown = env.json(&["show", &id.to_string(), "--all"]);
    assert_eq!(shown["rounds"].as_array().map(Vec::len), Some(2), "{shown}");
}

#[test]
fn in_dutch_a_fix_offers_the_old_bids_trump_and_tricks_and_keeping_them_writes_nothing() {
    let env = TestEnv::new();
    let id = env.new_match(&["updown", "--players", "Ann,Bob,Cy", "--peak", "3"]);
    env.ok(&["bid", "Ann=1", "Bob=0", "Cy=1", "--trump", "hearts"]);
    env.ok(&["round", "Ann=1", "Bob=0", "Cy=0"]);
    let before = env.db_bytes();

    let mut s = Screen::start(&env, "nl", &["play", &id.to_string()]);
    // Record, Referee this hand, Undo, Fix: the fourth item.
    s.choose("Noteer ronde 2", 3);
    s.choose("Ronde 1:", 0);
    // The bids asked again rather than kept: each offered as it was, the trump too.
    s.key("biedingen van ronde 1", "n");
    s.answer("te slaan) [H]", ENTER);
    for (name, bid) in [("Ann", 1), ("Bob", 0), ("Cy", 1)] {
        s.answer(&format!("Bod van {name} (0–1) [{bid}]"), ENTER);
    }
    // The tricks: the first two offered as taken, the last one what remains.
    for (name, bid, taken) in [("Ann", 1, 1), ("Bob", 0, 0), ("Cy", 1, 0)] {
        s.answer(&format!("Slagen van {name} (bod {bid}) [{taken}]"), ENTER);
    }
    s.expect("Ronde 1 is niet veranderd: er is niets opgeslagen.");
    s.choose("Noteer ronde 2", 7);
    let rows = s.ends_well();

    assert!(
        !flowing(&rows).contains("Waarom de wijziging?"),
        "no reason is asked for a fix that changes nothing:\n{}",
        rows.join("\n")
    );

    assert_eq!(env.db_bytes(), before, "a fix that changed nothing wrote");
}
