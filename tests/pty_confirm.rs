//! `undo` and `finish` without MATCH in a terminal, when more than one match is unfinished: they
//! ask first, on a pseudo-terminal as at the table. `n` and Enter writes nothing, `y` and Enter
//! goes ahead on the match asked about. (Without a terminal they never ask: `at_the_table.rs`.)

use rexpect::process::WaitStatus;
use rexpect::session::PtySession;

use crate::common::TestEnv;
use crate::pty_play::{expect, spawn};

/// Waits for the end and checks exit 0; returns what was on the screen after the last wait.
fn ends_well(mut p: PtySession) -> String {
    let rest = p
        .exp_eof()
        .unwrap_or_else(|e| panic!("waiting for the end: {e}"));
    match p.process().wait() {
        Ok(WaitStatus::Exited(_, 0)) => rest,
        other => panic!("tenscore ended with {other:?}"),
    }
}

/// Match 1: Under the 10 (Ann, Bob, Cy), one round; match 2, the newest: Pig 10 (Ann, Bob, Cy,
/// Dee), two deals. Both unfinished.
fn two_unfinished() -> TestEnv {
    let env = TestEnv::new();
    env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    env.ok(&["round", "Ann=3", "Bob=5", "Cy=12", "--call", "Ann"]);
    env.new_match(&["pig10", "--players", "Ann,Bob,Cy,Dee"]);
    env.ok(&["round", "Ann=3", "Bob=5", "Cy=12", "Dee=0"]);
    env.ok(&["round", "Ann=1", "Bob=5", "Cy=2", "Dee=0"]);
    env
}

#[test]
fn finish_without_match_asks_and_a_no_writes_nothing_and_a_yes_finishes() {
    let env = two_unfinished();
    let before = env.db_bytes();
    let mut p = spawn(&env, &["finish"]);
    expect(
        &mut p,
        "Finish match 2, Pig 10: Ann, Bob, Cy, Dee? (2 matches are unfinished)",
    );
    p.send_line("n").expect("typed");
    expect(&mut p, "Nothing finished.");
    let rest = ends_well(p);
    assert!(!rest.contains("Finished match"), "{rest}");
    assert_eq!(env.db_bytes(), before, "a no wrote to the database");
    assert_eq!(env.standings(2)["status"], "in-progress");

    // Enter alone is the default: no.
    let mut p = spawn(&env, &["finish"]);
    expect(&mut p, "(2 matches are unfinished)");
    p.send_line("").expect("typed");
    expect(&mut p, "Nothing finished.");
    ends_well(p);
    assert_eq!(env.db_bytes(), before, "Enter wrote to the database");

    let mut p = spawn(&env, &["finish"]);
    expect(&mut p, "Finish match 2, Pig 10");
    p.send_line("y").expect("typed");
    expect(&mut p, "Finished match 2, Pig 10: Ann, Bob, Cy, Dee.");
    ends_well(p);
    assert_eq!(env.standings(2)["status"], "finished");
    assert_eq!(env.standings(1)["status"], "in-progress");
}

#[test]
fn abandon_and_undo_ask_the_same_way() {
    let env = two_unfinished();
    let before = env.db_bytes();
    let mut p = spawn(&env, &["finish", "--abandon"]);
    expect(
        &mut p,
        "Abandon match 2, Pig 10: Ann, Bob, Cy, Dee? (2 matches are unfinished)",
    );
    p.send_line("n").expect("typed");
    expect(&mut p, "Nothing abandoned.");
    ends_well(p);

    let mut p = spawn(&env, &["undo"]);
    expect(
        &mut p,
        "Withdraw deal 2 from match 2, Pig 10: Ann, Bob, Cy, Dee? (2 matches are unfinished)",
    );
    p.send_line("n").expect("typed");
    expect(&mut p, "Nothing withdrawn.");
    ends_well(p);
    assert_eq!(env.db_bytes(), before, "a no wrote to the database");

    let mut p = spawn(&env, &["undo"]);
    expect(&mut p, "Withdraw deal 2 from match 2");
    p.send_line("y").expect("typed");
    expect(
        &mut p,
        "Deal 2 withdrawn from match 2, Pig 10: Ann, Bob, Cy, Dee",
    );
    ends_well(p);
    assert_eq!(env.standings(2)["rounds"], 1);
    assert_eq!(env.standings(1)["rounds"], 1);
}

#[test]
fn a_named_match_yes_or_a_single_unfinished_match_is_not_asked_about() {
    let env = two_unfinished();
    let p = spawn(&env, &["undo", "1"]);
    let screen = ends_well(p);
    assert!(
        screen.contains("Round 1 withdrawn from match 1"),
        "{screen}"
    );
    assert!(!screen.contains('?'), "asked: {screen}");

    let p = spawn(&env, &["undo", "--yes"]);
    let screen = ends_well(p);
    assert!(screen.contains("Deal 2 withdrawn from match 2"), "{screen}");
    assert!(!screen.contains('?'), "asked: {screen}");

    env.ok(&["finish", "1", "--abandon"]);
    let p = spawn(&env, &["finish"]);
    let screen = ends_well(p);
    assert!(screen.contains("Finished match 2, Pig 10"), "{screen}");
    assert!(!screen.contains('?'), "asked: {screen}");
}

#[test]
fn a_typed_word_is_read_whole_and_one_neither_yes_nor_no_is_asked_again() {
    let env = two_unfinished();
    let before = env.db_bytes();
    let mut p = spawn(&env, &["finish"]);
    expect(&mut p, "Finish match 2, Pig 10");
    // Its last y made it yes, once: now it answers nothing, and the question stands.
    p.send_line("no way").expect("typed");
    p.send_line("maybe").expect("typed");
    p.send_line("no").expect("typed");
    expect(&mut p, "Nothing finished.");
    ends_well(p);
    assert_eq!(env.db_bytes(), before, "a word that is no answer wrote");

    let mut p = spawn(&env, &["finish"]);
    expect(&mut p, "Finish match 2, Pig 10");
    p.send_line("yes").expect("typed");
    expect(&mut p, "Finished match 2, Pig 10: Ann, Bob, Cy, Dee.");
    ends_well(p);
}
