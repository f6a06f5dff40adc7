//! `tenscore play` driven through a pseudo-terminal, as a person at the table would: choices with
//! the arrow keys and Enter, points typed, a refused answer typed again. The results are read back
//! with `tenscore --json standings`, so the tests match on stable words only, never on colours or
//! the layout of the tables.

use rexpect::process::WaitStatus;
use rexpect::session::PtySession;

use crate::common::TestEnv;

/// Generous: CI runs the tests on two loaded cores.
const TIMEOUT_MS: u64 = 10_000;

const DOWN: &str = "\x1b[B";
const UP: &str = "\x1b[A";
const ESC: &str = "\x1b";

/// `tenscore ARGS...` on a pseudo-terminal, with the environment's database and nothing of the
/// user's (no colour, so the plain prompts).
pub(crate) fn spawn(env: &TestEnv, args: &[&str]) -> PtySession {
    let mut cmd = env.process();
    cmd.env("TERM", "xterm").args(args);
    rexpect::session::spawn_command(cmd, Some(TIMEOUT_MS))
        .expect("tenscore starts on a pseudo-terminal")
}

/// Waits for `text` on the screen.
pub(crate) fn expect(p: &mut PtySession, text: &str) {
    if let Err(e) = p.exp_string(&as_read(text)) {
        panic!("waiting for {text:?}: {e}");
    }
}

/// rexpect reads the screen a byte at a time, each byte as one `char`: `text` as it reads it, so
/// that "0–2" (an en dash) can be waited for.
fn as_read(text: &str) -> String {
    text.bytes().map(char::from).collect()
}

/// Waits for `text` and returns the screen before it, decoded back from what rexpect read.
fn screen_until(p: &mut PtySession, text: &str) -> String {
    let read = p
        .exp_string(&as_read(text))
        .unwrap_or_else(|e| panic!("waiting for {text:?}: {e}"));
    let bytes: Vec<u8> = read.chars().map(|c| c as u8).collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Waits for the question, then types the answer and Enter.
pub(crate) fn answer(p: &mut PtySession, question: &str, text: &str) {
    expect(p, question);
    p.send_line(text).expect("typed");
}

/// Waits for a yes/no question, then presses the key and Enter (a yes/no question waits for
/// Enter, so that the Enter after the key never answers the next menu).
pub(crate) fn key(p: &mut PtySession, question: &str, key: &str) {
    expect(p, question);
    p.send(&format!("{key}\n")).expect("key sent");
    p.flush().expect("key sent");
}

/// Waits for `item` in a list, then moves `down` items down and presses Enter.
pub(crate) fn choose(p: &mut PtySession, item: &str, down: usize) {
    expect(p, item);
    p.send(&format!("{}\n", DOWN.repeat(down)))
        .expect("keys sent");
    p.flush().expect("keys sent");
}

/// Waits for `item` in a list, then moves `up` items up and presses Enter.
fn choose_up(p: &mut PtySession, item: &str, up: usize) {
    expect(p, item);
    p.send(&format!("{}\n", UP.repeat(up))).expect("keys sent");
    p.flush().expect("keys sent");
}

/// Waits for the program to end and checks it ended with exit 0.
pub(crate) fn ends_well(mut p: PtySession) {
    if let Err(e) = p.exp_eof() {
        panic!("waiting for the end: {e}");
    }
    match p.process().wait() {
        Ok(WaitStatus::Exited(_, 0)) => {}
        other => panic!("tenscore play ended with {other:?}"),
    }
}

/// The menu between rounds: "Record round N" is its first item.
pub(crate) fn menu_pick(p: &mut PtySession, next_round: u32, down: usize) {
    record_pick(p, "round", next_round, down);
}

/// The menu of a game whose rounds are called `word` ("deal", "game"): "Record deal N" first.
fn record_pick(p: &mut PtySession, word: &str, next: u32, down: usize) {
    choose(p, &format!("Record {word} {next}"), down);
}

/// Waits for the menu and picks its last item, Quit (up from the first item wraps round).
pub(crate) fn menu_quit(p: &mut PtySession, next_round: u32) {
    choose_up(p, &format!("Record round {next_round}"), 1);
}

/// One call round, every hand typed in seating order.
pub(crate) fn call_round(
    p: &mut PtySession,
    round: u32,
    caller_seat: usize,
    hands: &[(&str, &str)],
) {
    menu_pick(p, round, 0);
    choose(p, &format!("How did round {round} end?"), 0);
    choose(p, "Who called", caller_seat);
    for (i, (name, points)) in hands.iter().enumerate() {
        let question = if i == caller_seat {
            format!("{name} (caller): points in hand")
        } else {
            format!("{name}: points in hand")
        };
        answer(p, &question, points);
    }
    expect(p, &format!("Round {round} recorded"));
}

fn scores(env: &TestEnv, id: i64) -> Vec<(String, i64)> {
    env.scores(id)
}

pub(crate) fn pairs(expected: &[(&str, i64)]) -> Vec<(String, i64)> {
    let mut pairs: Vec<(String, i64)> = expected
        .iter()
        .map(|(name, score)| (name.to_string(), *score))
        .collect();
    pairs.sort();
    pairs
}

#[test]
fn two_rounds_typed_at_the_table_with_a_refused_answer_give_the_right_totals() {
    let env = TestEnv::new();
    let mut p = spawn(&env, &["play"]);

    // A new match: the game, the players, the options.
    choose(&mut p, "Which game?", 0);
    answer(&mut p, "Players", "Ann, Bob, Cy");
    choose(&mut p, "How does the match end?", 0);
    key(&mut p, "bonus cards", "n");
    choose(&mut p, "Who starts round 1", 0);
    expect(&mut p, "Match 1 started");
    expect(&mut p, "Round 1: Ann starts.");

    // Round 1: Bob calls; his 12 is refused with the reason, then 7. Cy has less: a failed call.
    menu_pick(&mut p, 1, 0);
    choose(&mut p, "How did round 1 end?", 0);
    choose(&mut p, "Who called", 1);
    answer(&mut p, "Ann: points in hand", "12");
    answer(&mut p, "Bob (caller): points in hand", "12");
    expect(&mut p, "Bob called with 12 points in hand");
    expect(&mut p, "fewer than 10 points");
    answer(&mut p, "Bob (caller): points in hand", "7");
    answer(&mut p, "Cy: points in hand", "5");
    expect(&mut p, "Round 1 recorded");
    expect(&mut p, "failed call");
    expect(&mut p, "Round 2: Bob starts.");

    // Round 2: Ann calls with 3 and nobody has as little: the call stands.
    call_round(&mut p, 2, 0, &[("Ann", "3"), ("Bob", "10"), ("Cy", "8")]);
    expect(&mut p, "the call stands");
    expect(&mut p, "Round 3: Cy starts.");

    // Quit, the last item: up from the first one.
    menu_quit(&mut p, 3);
    expect(&mut p, "Match 1 saved after 2 rounds");
    expect(&mut p, "tenscore play");
    ends_well(p);

    // Round 1: Ann 12, Bob 20 + 7, Cy 0. Round 2: Ann 0, Bob 10, Cy 8.
    assert_eq!(
        scores(&env, 1),
        pairs(&[("Ann", 12), ("Bob", 37), ("Cy", 8)])
    );
    let standings = env.standings(1);
    assert_eq!(standings["rounds"], 2);
    assert_eq!(standings["status"], "in-progress");
}

#[test]
fn play_resumes_the_unfinished_match_where_it_stands() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    env.ok(&["round", "Ann=4", "Bob=9", "Cy=11", "--call", "Ann"]);

    let mut p = spawn(&env, &["play"]);
    // The start screen offers the unfinished match first: Enter resumes it.
    choose(&mut p, &format!("Resume match {id} · "), 0);
    expect(&mut p, &format!("Resuming match {id}"));
    expect(&mut p, "after 1 round");
    expect(&mut p, "Round 2: Bob starts.");

    // A stroke of luck for Cy: Cy's hand is 0 without being asked.
    menu_pick(&mut p, 2, 0);
    choose(&mut p, "How did round 2 end?", 1);
    choose(&mut p, "Who emptied their hand?", 2);
    expect(&mut p, "Cy emptied their hand: 0 points.");
    answer(&mut p, "Ann: points in hand", "6");
    answer(&mut p, "Bob: points in hand", "15");
    expect(&mut p, "Round 2 recorded");
    expect(&mut p, "stroke of luck");

    // Esc at the menu goes back to the start screen, Esc there leaves; everything recorded is
    // saved.
    expect(&mut p, "Record round 3");
    p.send(ESC).expect("Esc sent");
    p.flush().expect("Esc sent");
    expect(&mut p, "Which match?");
    p.send(ESC).expect("Esc sent");
    p.flush().expect("Esc sent");
    expect(&mut p, "saved after 2 rounds");
    ends_well(p);

    assert_eq!(
        scores(&env, id),
        pairs(&[("Ann", 6), ("Bob", 24), ("Cy", 11)])
    );
}

#[test]
fn undo_from_the_menu_withdraws_the_last_round_once_confirmed() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob"]);
    env.ok(&["round", "Ann=2", "Bob=14", "--call", "Ann"]);
    env.ok(&["round", "Ann=30", "Bob=5", "--call", "Bob"]);

    let mut p = spawn(&env, &["play", &id.to_string()]);
    expect(&mut p, "after 2 rounds");

    // Undo, then change one's mind: nothing is withdrawn.
    menu_pick(&mut p, 3, 1);
    key(&mut p, "Withdraw round 2?", "n");
    expect(&mut p, "Nothing withdrawn.");

    // Undo, confirmed.
    menu_pick(&mut p, 3, 1);
    key(&mut p, "Withdraw round 2?", "y");
    expect(&mut p, "Round 2 withdrawn");
    expect(&mut p, "after 1 round");

    // The menu now offers round 2 again; quit.
    menu_quit(&mut p, 2);
    expect(&mut p, "saved after 1 round");
    ends_well(p);

    assert_eq!(scores(&env, id), pairs(&[("Ann", 0), ("Bob", 14)]));
    assert_eq!(env.standings(id)["rounds"], 1);
    // The withdrawn round stays in the audit trail.
    let shown = env.json(&["show", &id.to_string(), "--all"]);
    let withdrawn = shown["rounds"]
        .as_array()
        .expect("rounds")
        .iter()
        .filter(|r| r["withdrawn"] == true)
        .count();
    assert_eq!(withdrawn, 1);
}

#[test]
fn the_round_that_ends_the_match_can_be_undone_before_leaving() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob", "--end", "first-out"]);
    for _ in 0..4 {
        env.ok(&["round", "Ann=30", "Bob=0", "--call", "Bob"]);
    }

    let mut p = spawn(&env, &["play", "under10"]);
    // `play GAME` without players asks for them: this is a second match; leave it at once.
    answer(&mut p, "Players", "Cy, Dee");
    choose(&mut p, "How does the match end?", 0);
    key(&mut p, "bonus cards", "n");
    // The table says who sits left of the dealer: Dee starts round 1.
    choose(&mut p, "Who starts round 1", 1);
    expect(&mut p, "Round 1: Dee starts.");
    menu_quit(&mut p, 1);
    expect(&mut p, "Match 2 saved, no rounds yet");
    ends_well(p);

    // Ann goes above 150 in round 5 and the match is over; the final menu undoes that round.
    let mut p = spawn(&env, &["play", &id.to_string()]);
    call_round(&mut p, 5, 1, &[("Ann", "31"), ("Bob", "0")]);
    expect(&mut p, "Winner: Bob");
    expect(&mut p, "The match is over");
    // Done is highlighted, so that Enter by habit leaves; Undo is three items up (past Show
    // and Fix a past round).
    choose_up(&mut p, "Undo round 5", 3);
    key(&mut p, "Withdraw round 5?", "y");
    expect(&mut p, "The match is open again.");
    menu_quit(&mut p, 5);
    // Match 2 is the more recent unfinished one, so the way back names match 1.
    expect(
        &mut p,
        "saved after 4 rounds. Resume with `tenscore play 1`",
    );
    ends_well(p);
    assert_eq!(env.standings(id)["status"], "in-progress");
    assert_eq!(scores(&env, id), pairs(&[("Ann", 120), ("Bob", 0)]));

    // Played again to the end and left with Done (the highlighted item).
    let mut p = spawn(&env, &["play", &id.to_string()]);
    call_round(&mut p, 5, 1, &[("Ann", "31"), ("Bob", "0")]);
    choose(&mut p, "Done", 0);
    expect(&mut p, &format!("Match {id} is finished"));
    ends_well(p);
    assert_eq!(env.standings(id)["winners"], serde_json::json!(["Bob"]));
}

#[test]
fn play_without_a_terminal_refuses_in_one_line() {
    let env = TestEnv::new();
    // `TestEnv` runs tenscore with its standard input not a terminal.
    for args in [
        &["play"][..],
        &["play", "under10", "--players", "Ann,Bob"][..],
    ] {
        let message = env.fails(args, 2);
        assert!(message.contains("needs a terminal"), "{message}");
        assert!(message.contains("tenscore round"), "{message}");
    }
    assert!(!env.db().exists(), "nothing may be written");
}

/// Colours only on a terminal, and never with `--no-color` or `NO_COLOR`.
#[test]
fn colours_on_a_terminal_unless_turned_off() {
    let env = TestEnv::new();
    env.ok(&["new", "under10", "--players", "Ann,Bob"]);
    env.ok(&["round", "Ann=3", "Bob=9", "--call", "Ann"]);
    let screen = |extra: &[&str], no_color_env: bool| {
        let mut cmd = env.process();
        cmd.env_remove("NO_COLOR")
            .env("TERM", "xterm")
            .args(extra)
            .arg("standings");
        if no_color_env {
            cmd.env("NO_COLOR", "1");
        }
        let mut p = rexpect::session::spawn_command(cmd, Some(TIMEOUT_MS)).expect("starts");
        p.exp_eof().expect("the whole table")
    };
    assert!(
        screen(&[], false).contains("\x1b["),
        "no colour on a terminal"
    );
    assert!(
        !screen(&["--no-color"], false).contains("\x1b["),
        "colour despite --no-color"
    );
    assert!(
        !screen(&[], true).contains("\x1b["),
        "colour despite NO_COLOR"
    );
    // Piped output never has colour, even without NO_COLOR.
    let piped = env
        .cmd()
        .env_remove("NO_COLOR")
        .arg("standings")
        .output()
        .expect("runs");
    assert!(!String::from_utf8_lossy(&piped.stdout).contains('\x1b'));
}

/// The row of `player` in the standings table on the screen (below its "Bids hit" heading), as
/// its words.
fn table_row(screen: &str, player: &str) -> Vec<String> {
    let below = screen
        .split_once("Bids hit")
        .unwrap_or_else(|| panic!("no Bids hit column in:\n{screen}"))
        .1;
    row_of(below, player)
}

/// Checks that the table on the screen shows `player` with this total and bids hit ("2/2").
fn shows_total(screen: &str, player: &str, total: i64, hit: &str) {
    let row = table_row(screen, player);
    assert!(
        row.contains(&total.to_string()) && row.iter().any(|w| w == hit),
        "{player} should show {total} and {hit} bids hit, got {row:?} in:\n{screen}"
    );
}

#[test]
fn two_updown_rounds_with_a_refused_hook_bid_give_the_typed_totals_and_bids_hit() {
    let env = TestEnv::new();
    let mut p = spawn(
        &env,
        &["play", "updown", "--players", "Ann,Bob,Cy,Dee", "--hook"],
    );
    expect(&mut p, "Match 1 started");

    // Round 1, one card, Ann bids first; no trump named. Ann 1, Bob 0, Cy 0: Dee may not bid 0.
    menu_pick(&mut p, 1, 0);
    expect(&mut p, "Bids for round 1, from Ann round the table");
    answer(
        &mut p,
        "Trump suit (C, D, H, S, hearts, ..., or none; Enter to skip)",
        "",
    );
    answer(&mut p, "Ann's bid (0–1)", "1");
    answer(&mut p, "Bob's bid (0–1)", "0");
    answer(&mut p, "Cy's bid (0–1)", "0");
    answer(&mut p, "Dee's bid (must be 1)", "1");
    expect(&mut p, "Bids: Ann 1, Bob 0, Cy 0, Dee 1");
    expect(&mut p, "Tricks taken in round 1");
    answer(&mut p, "Ann's tricks (bid 1)", "1");
    answer(&mut p, "Bob's tricks (bid 0)", "0");
    answer(&mut p, "Cy's tricks (bid 0)", "0");
    // Dee is offered what remains, none: Enter takes it.
    answer(&mut p, "Dee's tricks (bid 1) [0]", "");
    expect(&mut p, "Round 1 recorded");
    let screen = screen_until(&mut p, "What next?");
    assert!(
        screen.contains(
            "Exact bids score the tricks + 10: Ann bid 1 and took 1 (+11), \
             Bob bid 0 and took 0 (+10), Cy bid 0 and took 0 (+10)."
        ),
        "{screen}"
    );
    assert!(
        screen.contains("Missed bids score 0: Dee bid 1, took 0 (1 under)."),
        "{screen}"
    );
    assert!(screen.contains("Bids hit"), "{screen}");
    shows_total(&screen, "Ann", 11, "1/1");
    shows_total(&screen, "Bob", 10, "1/1");
    shows_total(&screen, "Cy", 10, "1/1");
    shows_total(&screen, "Dee", 0, "0/1");

    // Round 2, two cards, Bob bids first, spades trump. Bob 1, Cy 0, Dee 0: Ann, last, types the
    // forbidden 1 (the bids would add up to the 2 cards), is told why, and bids 2.
    menu_pick(&mut p, 2, 0);
    expect(&mut p, "Bids for round 2, from Bob round the table");
    answer(
        &mut p,
        "Trump suit (C, D, H, S, hearts, ..., or none; Enter to skip)",
        "S",
    );
    answer(&mut p, "Bob's bid (0–2)", "1");
    answer(&mut p, "Cy's bid (0–2)", "0");
    answer(&mut p, "Dee's bid (0–2)", "0");
    answer(&mut p, "Ann's bid (0–2, not 1)", "1");
    expect(&mut p, "Ann (bidding last) may not bid 1");
    answer(&mut p, "Ann's bid (0–2, not 1)", "2");
    expect(&mut p, "spades trump.");
    expect(&mut p, "Bids: Bob 1, Cy 0, Dee 0, Ann 2");
    expect(&mut p, "Tricks taken in round 2");
    answer(&mut p, "Bob's tricks (bid 1)", "0");
    answer(&mut p, "Cy's tricks (bid 0)", "0");
    answer(&mut p, "Dee's tricks (bid 0)", "0");
    // Ann is offered the 2 tricks that remain: Enter takes them.
    answer(&mut p, "Ann's tricks (bid 2) [2]", "");
    expect(&mut p, "Round 2 recorded");
    let screen = screen_until(&mut p, "What next?");
    assert!(
        screen.contains(
            "Exact bids score the tricks + 10: Ann bid 2 and took 2 (+12), \
             Cy bid 0 and took 0 (+10), Dee bid 0 and took 0 (+10)."
        ),
        "{screen}"
    );
    assert!(
        screen.contains("Missed bids score 0: Bob bid 1, took 0 (1 under)."),
        "{screen}"
    );
    shows_total(&screen, "Ann", 23, "2/2");
    shows_total(&screen, "Bob", 10, "1/2");
    shows_total(&screen, "Cy", 20, "2/2");
    shows_total(&screen, "Dee", 10, "1/2");

    // Quit, the last item: up from the first one.
    menu_quit(&mut p, 3);
    expect(&mut p, "Match 1 saved after 2 rounds");
    ends_well(p);

    // Round 1: Ann 1 + 10, Bob 10, Cy 10, Dee 0. Round 2: Ann 2 + 10, Bob 0, Cy 10, Dee 10.
    assert_eq!(
        scores(&env, 1),
        pairs(&[("Ann", 23), ("Bob", 10), ("Cy", 20), ("Dee", 10)])
    );
    let standings = env.standings(1);
    assert_eq!(standings["rounds"], 2);
    assert_eq!(standings["status"], "in-progress");
    let mut bids_hit: Vec<(String, i64)> = standings["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| {
            (
                p["name"].as_str().expect("a name").to_string(),
                p["bids_hit"].as_i64().expect("bids_hit"),
            )
        })
        .collect();
    bids_hit.sort();
    assert_eq!(
        bids_hit,
        pairs(&[("Ann", 2), ("Bob", 1), ("Cy", 2), ("Dee", 1)])
    );
    // The refused 1 was never recorded: the bids of round 2 (in seating order) and its trump.
    let shown = env.json(&["show", "1"]);
    let opening = &shown["rounds"][1]["opening"];
    assert_eq!(opening["bids"], serde_json::json!([2, 1, 0, 0]));
    assert_eq!(opening["trump"], "spades");
}

#[test]
fn two_pig10_deals_with_a_count_over_the_box_refused_then_finish_from_the_menu() {
    let env = TestEnv::new();
    let mut p = spawn(&env, &["play", "pig10", "--players", "Ann,Bob,Cy"]);
    expect(&mut p, "Match 1 started");
    expect(
        &mut p,
        "Deal 1: the quickest to count to ten begins; record the cards collected",
    );

    // Deal 1: Ann 50; Bob's 31 would make 81, more than the box holds: refused, then 30. Cy has
    // none of the 80 left.
    record_pick(&mut p, "deal", 1, 0);
    expect(
        &mut p,
        "Cards each player collected in deal 1 (the box holds 80)",
    );
    answer(&mut p, "Ann: cards collected", "50");
    answer(&mut p, "Bob: cards collected", "31");
    expect(
        &mut p,
        "Ann 50 and Bob 31 make 81 cards, but the box holds 80 cards",
    );
    expect(&mut p, "Type Bob's again");
    answer(&mut p, "Bob: cards collected", "30");
    answer(&mut p, "Cy: cards collected", "0");
    expect(&mut p, "Deal 1 recorded");
    let screen = screen_until(&mut p, "What next?");
    assert!(
        screen.contains("Cards collected this deal: Ann 50, Bob 30, Cy 0 (80 in all"),
        "{screen}"
    );

    // Deal 2: Ann 5, Bob 25, Cy 10; Ann and Bob are level at 55.
    record_pick(&mut p, "deal", 2, 0);
    answer(&mut p, "Ann: cards collected", "5");
    answer(&mut p, "Bob: cards collected", "25");
    answer(&mut p, "Cy: cards collected", "10");
    expect(&mut p, "Deal 2 recorded");
    expect(&mut p, "Most this deal: Bob with 25.");

    // Finish is the fifth item (round, undo, fix, show, finish, abandon, quit): declined once, then confirmed.
    record_pick(&mut p, "deal", 3, 4);
    key(&mut p, "Finish match 1 now?", "n");
    expect(&mut p, "The match goes on.");
    record_pick(&mut p, "deal", 3, 4);
    key(&mut p, "Finish match 1 now?", "y");
    expect(&mut p, "Finished match 1, ");
    let screen = screen_until(&mut p, "The match is over. What now?");
    assert!(screen.contains("Winners (shared): Ann, Bob"), "{screen}");
    // Done is highlighted: Enter leaves.
    choose(&mut p, "Done", 0);
    expect(
        &mut p,
        "Match 1 is finished; see it again with `tenscore show 1`.",
    );
    ends_well(p);

    let standings = env.standings(1);
    assert_eq!(standings["status"], "finished");
    assert_eq!(standings["rounds"], 2);
    assert_eq!(standings["winners"], serde_json::json!(["Ann", "Bob"]));
    assert_eq!(
        scores(&env, 1),
        pairs(&[("Ann", 55), ("Bob", 55), ("Cy", 10)])
    );
    let ranks: Vec<i64> = standings["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| p["rank"].as_i64().expect("a rank"))
        .collect();
    assert_eq!(ranks, vec![1, 1, 3]);
    // The refused 31 was never recorded: the deals as finally typed, in seating order.
    let shown = env.json(&["show", "1"]);
    let deals: Vec<&serde_json::Value> = shown["rounds"]
        .as_array()
        .expect("rounds")
        .iter()
        .map(|r| &r["entry"]["cards"])
        .collect();
    assert_eq!(
        deals,
        vec![
            &serde_json::json!([50, 30, 0]),
            &serde_json::json!([5, 25, 10])
        ]
    );
}

/// A deal typed while another tenscore holds the file's write lock for longer than the wait: the
/// first time it is dropped on "n" and the file is left as it was; typed again, it is written
/// once the lock is gone and "y" tries again.
#[test]
fn a_deal_met_by_a_lock_held_too_long_is_dropped_or_tried_again() {
    let env = TestEnv::new();
    let id = env.new_match(&["pig10", "--players", "Ann,Bob"]);
    // Another writer in the middle of a long transaction.
    let other = rusqlite::Connection::open(env.db()).expect("a second connection");
    other
        .execute_batch("BEGIN IMMEDIATE")
        .expect("the write lock");
    let before = env.db_bytes();

    let mut p = spawn(&env, &["play"]);
    // The start screen offers the unfinished match first: Enter resumes it.
    choose(&mut p, &format!("Resume match {id} · "), 0);
    expect(&mut p, &format!("Resuming match {id}"));
    record_pick(&mut p, "deal", 1, 0);
    answer(&mut p, "Ann: cards collected", "50");
    answer(&mut p, "Bob: cards collected", "30");
    expect(
        &mut p,
        "The file is busy: another program has held it locked for over 5 seconds.",
    );
    key(&mut p, "Try again?", "n");
    expect(&mut p, "Deal 1 not recorded: what was typed is dropped.");
    // The menu again, nothing written.
    record_pick(&mut p, "deal", 1, 0);
    assert_eq!(env.db_bytes(), before, "the file changed");

    answer(&mut p, "Ann: cards collected", "50");
    answer(&mut p, "Bob: cards collected", "30");
    expect(&mut p, "The file is busy");
    expect(&mut p, "Try again?");
    // The other writer is done (it wrote nothing); the same deal goes in.
    drop(other);
    p.send("y\n").expect("key sent");
    p.flush().expect("key sent");
    expect(&mut p, "Deal 1 recorded");
    choose_up(&mut p, "Record deal 2", 1);
    expect(&mut p, "Match 1 saved after 1 deal");
    ends_well(p);

    assert_eq!(scores(&env, id), pairs(&[("Ann", 50), ("Bob", 30)]));
    assert_eq!(env.standings(id)["rounds"], 1);
}

/// The words of the table row on the screen whose second cell is `key` (a player's name in the
/// players' table, a team's letter in the teams' table), without borders or spacing.
fn row_of(screen: &str, key: &str) -> Vec<String> {
    screen
        .lines()
        .map(|line| {
            line.split(|c: char| c.is_whitespace() || c == '│' || c == '┆')
                .filter(|w| !w.is_empty())
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .find(|words| words.get(1).map(String::as_str) == Some(key))
        .unwrap_or_else(|| panic!("no row for {key} in:\n{screen}"))
}

#[test]
fn two_krumme10_games_in_teams_with_counts_over_270_refused_then_finish_from_the_menu() {
    let env = TestEnv::new();
    // With --players on the command line `play` asks no questions about the options (as `new`),
    // so the players are typed here and the set-up questions answered.
    let mut p = spawn(&env, &["play", "krumme10"]);
    answer(&mut p, "Players", "Ann, Bob, Cy, Dee");
    key(
        &mut p,
        "Play in teams following the seating (ABAB, ABCAB, ABABAB)?",
        "y",
    );
    key(&mut p, "Long game: reshuffle the discard pile once", "n");
    key(&mut p, "Showdown: play out every card at the end?", "y");
    expect(&mut p, "Match 1 started: Krumme10 for 4");
    expect(
        &mut p,
        "(teams: a team scores its members' average, showdown: all cards are played out)",
    );
    expect(&mut p, "Teams: A (Ann, Cy), B (Bob, Dee).");
    expect(
        &mut p,
        "Game 1: whoever last had an odd-numbered birthday starts; record victory points",
    );

    // Game 1: Ann's 271 is more than a game gives: refused, then 100. Bob 150; Cy's 21 would make
    // 271: refused, then 20; Dee 0.
    record_pick(&mut p, "game", 1, 0);
    expect(&mut p, "Victory points of each player in game 1");
    answer(&mut p, "Ann: victory points", "271");
    expect(
        &mut p,
        "271 is too many: a game gives at most 270 points (54 cards of at most 5)",
    );
    answer(&mut p, "Ann: victory points", "100");
    answer(&mut p, "Bob: victory points", "150");
    answer(&mut p, "Cy: victory points", "21");
    expect(
        &mut p,
        "Ann 100, Bob 150 and Cy 21 make 271 points, but a game gives at most 270",
    );
    answer(&mut p, "Cy: victory points", "20");
    answer(&mut p, "Dee: victory points", "0");
    expect(&mut p, "Game 1 recorded");
    let screen = screen_until(&mut p, "What next?");
    assert!(
        screen.contains("Victory points this game: Ann 100, Bob 150, Cy 20, Dee 0."),
        "{screen}"
    );
    assert!(
        screen.contains("Teams this game: team A 120, team B 150"),
        "{screen}"
    );
    assert_eq!(row_of(&screen, "Bob"), ["1", "Bob", "150", "+150"]);
    assert_eq!(row_of(&screen, "Ann"), ["2", "Ann", "100", "+100"]);
    assert_eq!(row_of(&screen, "Cy"), ["3", "Cy", "20", "+20"]);
    assert_eq!(row_of(&screen, "Dee"), ["4", "Dee", "0", "+0"]);
    assert_eq!(
        row_of(&screen, "B"),
        ["1", "B", "Bob,", "Dee", "150", "75.00"]
    );
    assert_eq!(
        row_of(&screen, "A"),
        ["2", "A", "Ann,", "Cy", "120", "60.00"]
    );

    // Game 2: Ann 40, Bob 0, Cy 50, Dee 10: team A leads, though Bob has the most points.
    record_pick(&mut p, "game", 2, 0);
    answer(&mut p, "Ann: victory points", "40");
    answer(&mut p, "Bob: victory points", "0");
    answer(&mut p, "Cy: victory points", "50");
    answer(&mut p, "Dee: victory points", "10");
    expect(&mut p, "Game 2 recorded");
    let screen = screen_until(&mut p, "What next?");
    assert!(
        screen.contains("Teams this game: team A 90, team B 10"),
        "{screen}"
    );
    assert_eq!(row_of(&screen, "Bob"), ["1", "Bob", "150", "+0"]);
    assert_eq!(row_of(&screen, "Ann"), ["2", "Ann", "140", "+40"]);
    assert_eq!(row_of(&screen, "Cy"), ["3", "Cy", "70", "+50"]);
    assert_eq!(row_of(&screen, "Dee"), ["4", "Dee", "10", "+10"]);
    assert_eq!(
        row_of(&screen, "A"),
        ["1", "A", "Ann,", "Cy", "210", "105.00"]
    );
    assert_eq!(
        row_of(&screen, "B"),
        ["2", "B", "Bob,", "Dee", "160", "80.00"]
    );

    // Finish is the fifth item (game, undo, fix, show, finish, abandon, quit), confirmed with y.
    record_pick(&mut p, "game", 3, 4);
    key(&mut p, "Finish match 1 now?", "y");
    expect(&mut p, "Finished match 1, ");
    let screen = screen_until(&mut p, "The match is over. What now?");
    assert!(screen.contains("Winning team: A (Ann, Cy)"), "{screen}");
    // Done is highlighted: Enter leaves.
    choose(&mut p, "Done", 0);
    expect(
        &mut p,
        "Match 1 is finished; see it again with `tenscore show 1`.",
    );
    ends_well(p);

    let standings = env.standings(1);
    assert_eq!(standings["status"], "finished");
    assert_eq!(standings["rounds"], 2);
    let mut winners: Vec<&str> = standings["winners"]
        .as_array()
        .expect("winners")
        .iter()
        .map(|w| w.as_str().expect("a name"))
        .collect();
    winners.sort_unstable();
    assert_eq!(winners, ["Ann", "Cy"]);
    assert_eq!(
        scores(&env, 1),
        pairs(&[("Ann", 140), ("Bob", 150), ("Cy", 70), ("Dee", 10)])
    );
    assert_eq!(
        standings["teams"],
        serde_json::json!([
            {"name": "A", "members": ["Ann", "Cy"], "points": 210, "score": 105.0, "rank": 1},
            {"name": "B", "members": ["Bob", "Dee"], "points": 160, "score": 80.0, "rank": 2},
        ])
    );
    // The refused counts were never recorded: the games as finally typed, in seating order.
    let shown = env.json(&["show", "1"]);
    let games: Vec<&serde_json::Value> = shown["rounds"]
        .as_array()
        .expect("rounds")
        .iter()
        .map(|r| &r["entry"]["points"])
        .collect();
    assert_eq!(
        games,
        vec![
            &serde_json::json!([100, 150, 20, 0]),
            &serde_json::json!([40, 0, 50, 10])
        ]
    );
}

/// The words of `player`'s row in the Tenstuff table on the screen (rank, name, total, deals won,
/// last deal), after checking that the table has its "Deals won" column.
fn tenstuff_row(screen: &str, player: &str) -> Vec<String> {
    assert!(
        screen.contains("Deals won"),
        "no Deals won column in:\n{screen}"
    );
    row_of(screen, player)
}

#[test]
fn two_tenstuff_deals_picked_place_by_place_with_back_then_finish_from_the_menu() {
    let env = TestEnv::new();
    // With --players on the command line `play` asks no questions about the options.
    let mut p = spawn(&env, &["play", "tenstuff", "--players", "Ann,Bob,Cy"]);
    expect(&mut p, "Match 1 started: Tenstuff for 3");
    expect(
        &mut p,
        "Deal 1: 10 cards each; whoever holds the lowest card starts.",
    );

    // Deal 1, first try: Back, the last item (up from the first wraps round), straight away.
    record_pick(&mut p, "deal", 1, 0);
    choose_up(&mut p, "Deal 1: who went out 1st?", 1);
    expect(&mut p, "Deal 1 not recorded.");
    // Second try: Ann goes out first, then Back takes that back (only Bob and Cy were left to
    // place, then Back); then Cy first, then Ann; Bob, the last, is placed by himself.
    record_pick(&mut p, "deal", 1, 0);
    choose(&mut p, "Deal 1: who went out 1st?", 0);
    choose(&mut p, "Back: Ann was not 1st", 2);
    choose(&mut p, "Back: leave the deal unrecorded", 2);
    choose(&mut p, "Deal 1: who went out 2nd?", 0);
    expect(&mut p, "Bob is 3rd.");
    expect(&mut p, "Deal 1 recorded");
    let screen = screen_until(&mut p, "What next?");
    assert!(
        screen.contains(
            "Finishing order: 1st Cy (+2), 2nd Ann (+1), 3rd Bob (+0); place k of 3 scores 3 − k."
        ),
        "{screen}"
    );
    assert_eq!(tenstuff_row(&screen, "Cy"), ["1", "Cy", "2", "1", "+2"]);
    assert_eq!(tenstuff_row(&screen, "Ann"), ["2", "Ann", "1", "0", "+1"]);
    assert_eq!(tenstuff_row(&screen, "Bob"), ["3", "Bob", "0", "0", "+0"]);

    // Deal 2: Bob, then Ann (the first of Ann and Cy); Cy is last. Everyone has 2 points: Bob
    // and Cy won a deal each and share the lead, Ann won none and is 3rd.
    record_pick(&mut p, "deal", 2, 0);
    choose(&mut p, "Deal 2: who went out 1st?", 1);
    choose(&mut p, "Deal 2: who went out 2nd?", 0);
    expect(&mut p, "Cy is 3rd.");
    expect(&mut p, "Deal 2 recorded");
    let screen = screen_until(&mut p, "What next?");
    assert!(
        screen.contains(
            "Finishing order: 1st Bob (+2), 2nd Ann (+1), 3rd Cy (+0); place k of 3 scores 3 − k."
        ),
        "{screen}"
    );
    assert_eq!(tenstuff_row(&screen, "Bob"), ["1", "Bob", "2", "1", "+2"]);
    assert_eq!(tenstuff_row(&screen, "Cy"), ["1", "Cy", "2", "1", "+0"]);
    assert_eq!(tenstuff_row(&screen, "Ann"), ["3", "Ann", "2", "0", "+1"]);

    // Finish is the fifth item (deal, undo, fix, show, finish, abandon, quit), confirmed with y.
    record_pick(&mut p, "deal", 3, 4);
    key(&mut p, "Finish match 1 now?", "y");
    expect(&mut p, "Finished match 1, ");
    let screen = screen_until(&mut p, "The match is over. What now?");
    assert!(screen.contains("Winners (shared): Bob, Cy"), "{screen}");
    assert_eq!(tenstuff_row(&screen, "Ann"), ["3", "Ann", "2", "0", "+1"]);
    // Done is highlighted: Enter leaves.
    choose(&mut p, "Done", 0);
    expect(
        &mut p,
        "Match 1 is finished; see it again with `tenscore show 1`.",
    );
    ends_well(p);

    let standings = env.standings(1);
    assert_eq!(standings["status"], "finished");
    assert_eq!(standings["rounds"], 2);
    assert_eq!(standings["winners"], serde_json::json!(["Bob", "Cy"]));
    let table: Vec<(&str, i64, i64, i64)> = standings["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| {
            (
                p["name"].as_str().expect("a name"),
                p["score"].as_i64().expect("a score"),
                p["deals_won"].as_i64().expect("deals_won"),
                p["rank"].as_i64().expect("a rank"),
            )
        })
        .collect();
    assert_eq!(table, [("Bob", 2, 1, 1), ("Cy", 2, 1, 1), ("Ann", 2, 0, 3)]);
    // The two abandoned tries wrote nothing: the deals as recorded, the seats first out first.
    let shown = env.json(&["show", "1", "--all"]);
    let orders: Vec<&serde_json::Value> = shown["rounds"]
        .as_array()
        .expect("rounds")
        .iter()
        .map(|r| &r["entry"]["order"])
        .collect();
    assert_eq!(
        orders,
        vec![&serde_json::json!([2, 0, 1]), &serde_json::json!([1, 0, 2])]
    );
}

/// `play`'s questions read names and counts as `new` and `round` do (issue 12, items 7 and 9):
/// a deceiving name and a count with a sign are refused with the reason and asked again.
#[test]
fn the_questions_refuse_deceiving_names_and_signed_counts_as_the_commands_do() {
    let env = TestEnv::new();
    let mut p = spawn(&env, &["play", "pig10"]);
    answer(&mut p, "Players", "-h, Bob");
    // The reasons are wrapped to the terminal: short pieces of them are waited for.
    expect(&mut p, "starts with '-'");
    // An invisible format character is refused in the name that holds it (issue 31).
    answer(&mut p, "Players", "Ann, A\u{200B}nn");
    expect(&mut p, "holds U+200B");
    answer(&mut p, "Players", "+HYPERLINK(1), Bob");
    expect(&mut p, "starts with '+'");
    answer(&mut p, "Players", "A\u{202E}x, Bob");
    expect(&mut p, "holds U+202E");
    answer(&mut p, "Players", "Ann, Bob");
    expect(&mut p, "Match 1 started");

    record_pick(&mut p, "deal", 1, 0);
    answer(&mut p, "Ann: cards collected", "+5");
    expect(&mut p, "give a whole number of cards");
    answer(&mut p, "Ann: cards collected", "-0");
    expect(&mut p, "give a whole number of cards");
    answer(&mut p, "Ann: cards collected", " 5 ");
    answer(&mut p, "Bob: cards collected", "7");
    expect(&mut p, "Deal 1 recorded");
    // Quit is the last item, one up from the first.
    choose_up(&mut p, "Record deal 2", 1);
    ends_well(p);
    assert_eq!(scores(&env, 1), pairs(&[("Ann", 5), ("Bob", 7)]));
}

#[test]
fn a_backup_moved_over_the_file_between_two_deals_is_refused_and_stays_as_it_was() {
    // `mv backup.db tenscore.db`: another file at the path.
    a_backup_restored_between_two_deals_is_refused(|backup, db| std::fs::rename(backup, db));
}

#[test]
fn a_backup_copied_over_the_file_between_two_deals_is_refused_and_stays_as_it_was() {
    // `cp backup.db tenscore.db`: the same file (inode), its bytes replaced.
    a_backup_restored_between_two_deals_is_refused(|backup, db| {
        std::fs::write(db, std::fs::read(backup)?)
    });
}

/// `play` records a deal, someone restores the backup taken before it with `restore` while `play`
/// is open, and the next deal is refused: the restored file stays as it was.
fn a_backup_restored_between_two_deals_is_refused(
    restore: fn(&std::path::Path, &std::path::Path) -> std::io::Result<()>,
) {
    let env = TestEnv::new();
    let id = env.new_match(&["pig10", "--players", "Ann,Bob"]);
    // A backup taken before the evening's deals.
    let backup = env.dir().join("backup.db");
    std::fs::copy(env.db(), &backup).expect("a backup");

    let mut p = spawn(&env, &["play"]);
    // The start screen offers the unfinished match first: Enter resumes it.
    choose(&mut p, &format!("Resume match {id} · "), 0);
    expect(&mut p, &format!("Resuming match {id}"));
    record_pick(&mut p, "deal", 1, 0);
    answer(&mut p, "Ann: cards collected", "50");
    answer(&mut p, "Bob: cards collected", "30");
    expect(&mut p, "Deal 1 recorded");
    restore(&backup, env.db()).expect("the backup restored");
    let copy = std::fs::read(env.db()).expect("the file");

    record_pick(&mut p, "deal", 2, 0);
    answer(&mut p, "Ann: cards collected", "10");
    answer(&mut p, "Bob: cards collected", "20");
    expect(
        &mut p,
        "was replaced or removed while tenscore had it open; nothing was written",
    );
    if let Err(e) = p.exp_eof() {
        panic!("waiting for the end: {e}");
    }
    match p.process().wait() {
        Ok(WaitStatus::Exited(_, 1)) => {}
        other => panic!("tenscore play ended with {other:?}"),
    }
    // The copy is as it was restored: no deal of the evening went into it, nor its log.
    assert_eq!(std::fs::read(env.db()).expect("the file"), copy);
    assert_eq!(env.standings(id)["rounds"], 0);
}

/// Waits for the program to end and returns its exit code.
fn exit_code(mut p: PtySession) -> i32 {
    if let Err(e) = p.exp_eof() {
        panic!("waiting for the end: {e}");
    }
    match p.process().wait() {
        Ok(WaitStatus::Exited(_, code)) => code,
        other => panic!("tenscore play ended with {other:?}"),
    }
}

#[test]
fn back_steps_back_one_count_and_offers_what_was_typed() {
    let env = TestEnv::new();
    let mut p = spawn(&env, &["play", "pig10", "--players", "Ann,Bob,Cy"]);
    record_pick(&mut p, "deal", 1, 0);
    answer(&mut p, "Ann: cards collected", "50");
    answer(&mut p, "Bob: cards collected", "20");
    // Cy's question: back to Bob, then back to Ann, who meant 40; Bob's 20 is typed again.
    answer(&mut p, "Cy: cards collected", "back");
    answer(&mut p, "Bob: cards collected", "back");
    // Ann's question offers the 50 typed before.
    expect(&mut p, "Ann: cards collected");
    answer(&mut p, "50", "40");
    answer(&mut p, "Bob: cards collected", "20");
    answer(&mut p, "Cy: cards collected", "10");
    expect(&mut p, "Deal 1 recorded");
    choose_up(&mut p, "Record deal 2", 1);
    ends_well(p);
    assert_eq!(
        scores(&env, 1),
        pairs(&[("Ann", 40), ("Bob", 20), ("Cy", 10)])
    );
}

#[test]
fn a_past_round_is_fixed_from_the_menu_with_a_reason() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob"]);
    env.ok(&["round", "Ann=2", "Bob=14", "--call", "Ann"]);
    env.ok(&["round", "Ann=30", "Bob=5", "--call", "Bob"]);

    let mut p = spawn(&env, &["play", &id.to_string()]);
    // Record, Undo, Fix: the third item; the rounds are listed newest first.
    menu_pick(&mut p, 3, 2);
    choose(&mut p, "Round 1: Ann 0, Bob +14", 1);
    choose(&mut p, "How did round 1 end?", 0);
    choose(&mut p, "Who called", 0);
    answer(&mut p, "Ann (caller): points in hand", "2");
    answer(&mut p, "Bob: points in hand", "4");
    answer(&mut p, "Why the change?", "Bob had 4, not 14");
    expect(&mut p, "Round 1 fixed");
    expect(&mut p, "1 later round rescored.");
    menu_quit(&mut p, 3);
    ends_well(p);

    assert_eq!(scores(&env, id), pairs(&[("Ann", 30), ("Bob", 4)]));
    let shown = env.json(&["show", &id.to_string(), "--all"]);
    let reasons: Vec<&str> = (shown["rounds"].as_array().expect("rounds").iter())
        .filter_map(|r| r["reason"].as_str())
        .collect();
    assert_eq!(reasons, ["Bob had 4, not 14"]);
}

#[test]
fn a_match_is_abandoned_from_the_menu() {
    let env = TestEnv::new();
    let id = env.new_match(&["pig10", "--players", "Ann,Bob"]);
    env.ok(&["round", "Ann=50", "Bob=30"]);
    let mut p = spawn(&env, &["play", &id.to_string()]);
    // Record, Undo, Fix, Show, Finish, Abandon: the sixth item.
    record_pick(&mut p, "deal", 2, 5);
    key(&mut p, "Abandon match 1?", "y");
    expect(&mut p, "Abandoned match 1, Pig 10: Ann, Bob.");
    // The menu of an abandoned match leaves with Enter (Done is highlighted).
    choose(&mut p, "Done", 0);
    expect(&mut p, "Match 1 is abandoned");
    ends_well(p);
    assert_eq!(env.standings(id)["status"], "abandoned");
}

#[test]
fn ctrl_c_at_the_menu_shows_the_cursor_and_says_what_is_saved() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob"]);
    env.ok(&["round", "Ann=2", "Bob=14", "--call", "Ann"]);
    env.ok(&["round", "Ann=30", "Bob=5", "--call", "Bob"]);

    let mut p = spawn(&env, &["play", &id.to_string()]);
    expect(&mut p, "Record round 3");
    p.send_control('c').expect("Ctrl-C sent");
    // The menu hid the cursor; Ctrl-C shows it again.
    expect(&mut p, "\x1b[?25h");
    expect(
        &mut p,
        "Match 1: rounds 1-2 are saved. Resume with `tenscore play`.",
    );
    assert_eq!(exit_code(p), 130);

    // Ctrl-C in the middle of a round: that round is not recorded.
    let mut p = spawn(&env, &["play", &id.to_string()]);
    menu_pick(&mut p, 3, 0);
    choose(&mut p, "How did round 3 end?", 0);
    choose(&mut p, "Who called", 0);
    expect(&mut p, "Ann (caller): points in hand");
    p.send_control('c').expect("Ctrl-C sent");
    expect(&mut p, "\x1b[?25h");
    expect(
        &mut p,
        "Match 1: round 3 was not recorded; rounds 1-2 are saved.",
    );
    assert_eq!(exit_code(p), 130);
    assert_eq!(env.standings(id)["rounds"], 2);
}

#[test]
fn the_start_screen_resumes_starts_a_new_match_or_a_rematch() {
    let env = TestEnv::new();
    let ended = env.new_match(&["pig10", "--players", "Ann,Bob"]);
    env.ok(&["round", "Ann=50", "Bob=30"]);
    env.ok(&["finish"]);
    let open = env.new_match(&["under10", "--players", "Cy,Dee"]);

    // Resume (the highlighted first item), New match, Rematch of match 1: Rematch.
    let mut p = spawn(&env, &["play"]);
    expect(
        &mut p,
        &format!("Resume match {open} · Under the 10 · Cy, Dee"),
    );
    expect(&mut p, "New match");
    choose(
        &mut p,
        &format!("Rematch: a new Pig 10 with Ann, Bob, seated as in match {ended}"),
        2,
    );
    expect(&mut p, &format!("Rematch of match {ended}."));
    expect(&mut p, "Match 3 started: Pig 10 for 2");
    choose_up(&mut p, "Record deal 1", 1);
    ends_well(p);
    let rematch = env.json(&["standings", "3"]);
    assert_eq!(rematch["game"], "pig10");
    assert_eq!(rematch["status"], "in-progress");

    // New match: the game question; Esc there goes back to the start screen, Esc there starts
    // nothing.
    let mut p = spawn(&env, &["play"]);
    choose(&mut p, "New match", 2);
    expect(&mut p, "Which game?");
    p.send(ESC).expect("Esc sent");
    p.flush().expect("Esc sent");
    expect(&mut p, "Which match?");
    p.send(ESC).expect("Esc sent");
    p.flush().expect("Esc sent");
    expect(&mut p, "No match started.");
    ends_well(p);

    // Enter resumes the newest unfinished match, the rematch.
    let mut p = spawn(&env, &["play"]);
    choose(&mut p, "Resume match 3 · Pig 10 · Ann, Bob", 0);
    expect(&mut p, "Resuming match 3.");
    choose_up(&mut p, "Record deal 1", 1);
    ends_well(p);
}

#[test]
fn yes_at_a_confirmation_waits_for_enter_and_the_next_menu_still_waits() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob"]);
    env.ok(&["round", "Ann=2", "Bob=14", "--call", "Ann"]);
    env.ok(&["round", "Ann=30", "Bob=5", "--call", "Bob"]);
    let mut p = spawn(&env, &["play", &id.to_string()]);
    menu_pick(&mut p, 3, 1);
    expect(&mut p, "Withdraw round 2?");
    // `y` alone answers nothing yet; Enter then answers the question, not the next menu.
    p.send("y").expect("key sent");
    p.flush().expect("key sent");
    std::thread::sleep(std::time::Duration::from_millis(300));
    assert_eq!(env.standings(id)["rounds"], 2, "y alone withdrew the round");
    p.send("\n").expect("Enter sent");
    p.flush().expect("Enter sent");
    expect(&mut p, "Round 2 withdrawn");
    let screen = screen_until(&mut p, "Record round 2");
    assert!(!screen.contains("How did round"), "{screen}");
    // The menu is still waiting: Quit from it.
    choose_up(&mut p, "Quit", 1);
    expect(&mut p, "saved after 1 round");
    ends_well(p);
}
