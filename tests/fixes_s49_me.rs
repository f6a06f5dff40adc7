//! Session 49: faults fixed in the referee, each pinned by the test that found it fixed.

use crate::common::TestEnv;

/// The 52 cards as 13 tricks of four, one rank a trick.
fn whole_deck_in_tricks() -> Vec<String> {
    [
        "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A",
    ]
    .iter()
    .map(|rank| format!("{rank}C,{rank}D,{rank}H,{rank}S"))
    .collect()
}

/// Four players are dealt at most 12 cards each (51 dealt, one turned for trump): a hand of 13
/// tricks was refereed and scored (Ann's bid of 13 made 23).
#[test]
fn check_updown_hand_refuses_more_tricks_than_the_deck_deals_each_player() {
    let env = TestEnv::new();
    let tricks = whole_deck_in_tricks();
    let mut args = vec![
        "hand",
        "--players",
        "Ann,Bob,Cy,Dee",
        "--leader",
        "Ann",
        "--trump",
        "none",
        "--bids",
        "Ann=13,Bob=0,Cy=0,Dee=0",
    ];
    args.extend(tricks.iter().map(String::as_str));
    let verdict = env.check_json("updown", &args, 3);
    assert_eq!(verdict["legal"], false);
    assert_eq!(
        verdict["reason"],
        "4 players cannot each be dealt 13 cards; a round deals 1 to 12 cards each (52 cards, \
         one kept for trump)"
    );
    assert!(verdict.get("scores").is_none(), "{verdict}");
    // Twelve tricks (Ann bidding all of them) are a hand the deck deals.
    args[8] = "Ann=12,Bob=0,Cy=0,Dee=0";
    let twelve = env.check_json("updown", &args[..args.len() - 1], 0);
    assert_eq!(twelve["legal"], true, "{twelve}");
}

/// No table deals anyone more than 17 cards (three players): an 18-card hand was judged as if
/// it could be held.
#[test]
fn check_updown_follow_refuses_a_hand_bigger_than_any_table_deals() {
    let env = TestEnv::new();
    let seventeen = "2H,3H,4H,5H,6H,7H,8H,9H,TH,JH,QH,KH,AH,2S,3S,4S,5S";
    let eighteen = format!("{seventeen},6S");
    let args = ["follow", "--led", "hearts", "--hand", &eighteen, "2H"];
    let verdict = env.check_json("updown", &args, 3);
    assert_eq!(verdict["legal"], false);
    assert_eq!(
        verdict["reason"],
        "a hand of 18 cards is more than any table deals; three players, the fewest, are dealt \
         at most 17 cards each (52 cards, one kept for trump)"
    );
    let args = ["follow", "--led", "hearts", "--hand", seventeen, "2H"];
    assert_eq!(env.check_json("updown", &args, 0)["legal"], true);
}

/// Pig 10 with three players: twenty deals, then forty edits all over the match (a fixed,
/// scrambled order), each command given `at` as its clock when there is one.
fn a_much_edited_match(env: &TestEnv, at: impl Fn(usize) -> Option<String>) {
    let mut step = 0;
    let mut run = |args: Vec<String>| {
        step += 1;
        let mut cmd = env.cmd();
        if let Some(now) = at(step) {
            cmd.env("TENSCORE_NOW", now);
        }
        let out = cmd.args(&args).output().unwrap();
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    run(["new", "pig10", "--players", "Ka,Kd,Kx"]
        .map(String::from)
        .to_vec());
    for deal in 1..=20 {
        let entry = [
            format!("Ka={}", deal % 7),
            "Kd=1".into(),
            format!("Kx={}", deal % 3),
        ];
        run([vec!["round".into(), "1".into()], entry.to_vec()].concat());
    }
    for edit in 1..=40usize {
        let deal = (edit * 7 + edit * edit) % 20 + 1;
        run(vec![
            "edit".into(),
            "1".into(),
            deal.to_string(),
            format!("Ka={}", edit % 9),
            format!("Kd={}", (edit * 3) % 5),
            "Kx=2".into(),
            "--reason".into(),
            format!("fix {edit}"),
        ]);
    }
}

/// `check history` judged a withdrawn take from the standings the rules give from every take
/// before it, and kept at most 64 of them: after a run of edits the one it was really scored
/// from (the standing stored with the live round before it) fell off the end, and correct rounds
/// were reported as not following from the rules (exit 3). Found on both backends.
#[test]
fn check_history_after_a_run_of_edits_finds_every_round_following_from_the_rules() {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "Ka,Kd"]);
    for deal in 1..=10 {
        env.ok(&["round", "1", &format!("Ka={}", deal % 10), "Kd=1"]);
    }
    for deal in 2..=10 {
        let fixed = format!("Ka={}", deal - 1);
        let also = format!("Kd={}", deal - 1);
        env.ok(&[
            "edit",
            "1",
            &deal.to_string(),
            &fixed,
            &also,
            "--reason",
            "typo",
        ]);
    }
    let audit = env.json(&["check", "history"]);
    assert_eq!(audit["findings"], serde_json::json!([]), "{audit}");
    assert_eq!(audit["rounds"], 10, "{audit}");
}

/// The same for edits all over a match, each a second after the one before, as at a table: the
/// takes live when a take was withdrawn are known from the stored times.
#[test]
fn check_history_judges_a_withdrawn_take_from_the_rounds_live_when_it_was_withdrawn() {
    let env = TestEnv::new();
    a_much_edited_match(&env, |step| {
        Some(format!("2026-01-02T03:{:02}:{:02}Z", step / 60, step % 60))
    });
    let audit = env.json(&["check", "history"]);
    assert_eq!(audit["findings"], serde_json::json!([]), "{audit}");
}

/// The same for edits given faster than one a second (a script): the time-ordered UUIDs tell
/// them apart to the millisecond.
#[test]
fn check_history_tells_edits_apart_within_a_second_by_their_uuids() {
    let env = TestEnv::new().unseeded();
    a_much_edited_match(&env, |_| None);
    let audit = env.json(&["check", "history"]);
    assert_eq!(audit["findings"], serde_json::json!([]), "{audit}");
}

/// `back` at "Why the change?" recorded the fix with "back" as its reason; it goes back to the
/// round's questions (its last one, session 54), offering the answers just given, and nothing
/// is written until the fix is asked through again.
#[test]
fn back_at_the_reason_for_a_fix_asks_the_round_again_with_the_answers_just_given() {
    use crate::pty_wrapping::Screen;
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    env.ok(&["round", "Ann=5", "Bob=14", "Cy=9", "--call", "Ann"]);
    env.ok(&["round", "Ann=12", "Bob=8", "Cy=3", "--call", "Cy"]);

    let mut s = Screen::start(&env, "en", &["play", &id.to_string()]);
    s.choose("Record round 3", 2);
    s.choose("Round 2: Ann +12, Bob +8, Cy 0", 0);
    s.choose("How did round 2 end?", 0);
    s.choose("Who called", 0);
    s.answer("Ann: points in hand [12]", "");
    s.answer("Bob: points in hand [8]", "7");
    s.answer("Cy (caller): points in hand [3]", "");
    s.answer("Why the change?", "back");
    // The last question again, and back from it: Bob's 7 is now the answer offered.
    s.answer("Cy (caller): points in hand [3]", "back");
    s.answer("Bob: points in hand [7]", "");
    s.answer("Cy (caller): points in hand [3]", "");
    s.answer("Why the change?", "Bob had 7");
    s.expect("Round 2 fixed");
    s.choose("Record round 3", 6);
    s.ends_well();

    let shown = env.json(&["show", &id.to_string(), "--all"]);
    let rounds = shown["rounds"].as_array().unwrap();
    let reasons: Vec<&serde_json::Value> = rounds.iter().map(|r| &r["reason"]).collect();
    assert!(reasons.iter().any(|r| *r == "Bob had 7"), "{shown}");
    assert!(!reasons.iter().any(|r| *r == "back"), "{shown}");
    // One fix: the first round, the second as typed and its replacement.
    assert_eq!(rounds.len(), 3, "{shown}");
}

/// Setting up a match in `play` had no way back: `back` at the players was refused as one
/// player named "back", `back` at 10 op en neer's peak as not a number, and a wrong game meant
/// leaving `play`. `back` steps back one question, offering what was answered.
#[test]
fn back_while_setting_up_a_match_steps_back_to_the_question_before() {
    use crate::pty_wrapping::Screen;
    let env = TestEnv::new();
    let mut s = Screen::start(&env, "en", &["play"]);
    s.choose("Under the 10 (under10)", 0);
    // The wrong game: back at the players, and 10 op en neer instead.
    s.answer("Players, clockwise", "back");
    s.choose("10 op en neer (updown)", 1);
    s.answer("Players, clockwise", "Ann, Bob, Cy");
    // Back at the peak: the players again, as typed (Enter keeps them).
    s.answer("Most cards in a round", "back");
    s.answer("Bob, Cy) [Ann, Bob, Cy]", "");
    s.answer("Most cards in a round", "");
    s.key("Play with the hook", "y");
    s.key("trump", "y");
    s.expect("Match 1 started: 10 op en neer for 3");
    // Record, Referee, Show, Finish, Abandon, Quit.
    s.choose("Record round 1", 5);
    s.ends_well();

    let shown = env.json(&["show", "1"]);
    assert_eq!(shown["game"], "updown", "{shown}");
    assert_eq!(shown["players"], serde_json::json!(["Ann", "Bob", "Cy"]));
    let next = shown["standings"]["next"].as_str().unwrap();
    assert!(next.contains("With the hook"), "{next}");
}

/// The same bonus cards typed in another order were taken for a change: `edit` wrote a new take
/// of the round (its reason in the audit trail) where the text and JSON say nothing changed.
#[test]
fn an_edit_giving_the_same_bonus_cards_in_another_order_changes_nothing() {
    let env = TestEnv::new();
    env.ok(&["new", "under10", "--players", "Ann,Bob,Cy", "--bonus-cards"]);
    env.ok(&[
        "round",
        "Ann=3",
        "Bob=12+joker+trade-one",
        "Cy=20",
        "--call",
        "Ann",
    ]);
    let before = env.db_bytes();
    let args = [
        "edit",
        "1",
        "1",
        "Ann=3",
        "Bob=12+trade-one+joker",
        "Cy=20",
        "--call",
        "Ann",
    ];
    let edited = env.json(&args);
    assert_eq!(edited["changed"], false, "{edited}");
    assert_eq!(env.db_bytes(), before, "an edit that changed nothing wrote");
    // Other cards are a change.
    let args = [
        "edit",
        "1",
        "1",
        "Ann=3",
        "Bob=12+joker",
        "Cy=20",
        "--call",
        "Ann",
    ];
    let edited = env.json(&args);
    assert_eq!(edited["changed"], true, "{edited}");
}
