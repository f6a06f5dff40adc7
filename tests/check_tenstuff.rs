//! `tenscore check tenstuff`: whether a set may be played and its kind, slam hand-overs, and who
//! starts a deal; nothing is recorded.

use serde_json::{Value, json};

use crate::common::TestEnv;

fn check_json(env: &TestEnv, args: &[&str], code: i32) -> Value {
    env.check_json("tenstuff", args, code)
}

fn check_text(env: &TestEnv, args: &[&str], code: i32) -> String {
    env.check_text("tenstuff", args, code)
}

fn check_fails(env: &TestEnv, args: &[&str], code: i32) -> String {
    env.check_fails("tenstuff", args, code)
}

const MATCH_REASON: &str =
    "a match: a set of the same value and size; play another set if you like";

#[test]
fn two_queens_on_two_queens_are_a_match() {
    let env = TestEnv::new();
    let v = check_json(&env, &["play", "--on", "QH,QS", "QC", "qd"], 0);
    assert_eq!(
        v,
        json!({
            "legal": true,
            "kind": "match",
            "set": ["QC", "QD"],
            "on": ["QH", "QS"],
            "reason": MATCH_REASON,
        })
    );
    let text = check_text(&env, &["play", "--on", "QH,QS", "QC,QD"], 0);
    assert_eq!(text.trim_end(), format!("Legal, {MATCH_REASON}."));
    // Nothing is recorded: no database file is even created.
    assert!(!env.db().exists());
}

#[test]
fn each_kind_of_play_is_named() {
    let env = TestEnv::new();
    for (args, kind) in [
        (vec!["play", "7C"], "plain"),
        (vec!["play", "--on", "5H", "7C"], "plain"),
        (vec!["play", "--on", "5H", "5C"], "match"),
        (vec!["play", "--on", "8H,8D", "8S"], "attempt"),
        (vec!["play", "--on", "8H", "8S", "8C"], "slam"),
        (vec!["play", "--on", "QH", "4H"], "plain"),
        (vec!["play", "--on", "KC", "JK,JKM"], "plain"),
        (vec!["play", "--on", "JKM", "jk"], "match"),
    ] {
        let v = check_json(&env, &args, 0);
        assert_eq!(v["kind"], kind, "{args:?}: {v}");
        assert_eq!(v["legal"], true);
    }
    let text = check_text(&env, &["play", "--on", "QH", "4H"], 0);
    assert_eq!(
        text.trim_end(),
        "Legal, a plain play: a 4 is lower than Q♥ but shares hearts with it, and on jacks, \
         queens and kings a lower set may go when it shares a suit."
    );
    let text = check_text(&env, &["play", "--on", "3C", "3D", "3H", "3S"], 0);
    assert_eq!(
        text.trim_end(),
        "Legal, a slam: a bigger set of the same value; give the slammed player lower cards \
         sharing a suit with your set if you like."
    );
    let text = check_text(&env, &["play", "JKM"], 0);
    assert_eq!(
        text.trim_end(),
        "Legal, a plain play: the pile is empty, so any set may start it."
    );
}

#[test]
fn a_lower_set_without_a_shared_suit_on_a_face_set_is_refused() {
    let env = TestEnv::new();
    let reason = "a 4 is lower than Q♥ and shares no suit with it; on jacks, queens and kings a \
                  set of equal or higher value, a lower set sharing a suit, or jokers may go: \
                  here queens or higher, a set with a heart, or jokers";
    let v = check_json(&env, &["play", "--on", "QH", "4C"], 3);
    assert_eq!(
        v,
        json!({"legal": false, "kind": null, "set": ["4C"], "on": ["QH"], "reason": reason})
    );
    let text = check_text(&env, &["play", "--on", "QH", "4C"], 3);
    assert_eq!(text.trim_end(), format!("Not legal: {reason}."));
}

#[test]
fn jokers_on_a_five_and_broken_sets_are_refused() {
    let env = TestEnv::new();
    let v = check_json(&env, &["play", "--on", "5C", "JK"], 3);
    assert_eq!(
        v["reason"],
        "a joker is lower than 5♣; a set may go on a set of equal or higher value, and lower sets \
         or jokers only on jacks, queens and kings: here 5s or higher"
    );
    for args in [
        vec!["play", "KC", "QC"],
        vec!["play", "JK", "5C"],
        vec!["play", "5C,5D,5H,5S,6C"],
        vec!["play", "QH", "QH"],
        vec!["play", "--on", "8H", "8S", "8H"],
    ] {
        let v = check_json(&env, &args, 3);
        assert_eq!(v["legal"], false, "{args:?}");
        assert_eq!(v["kind"], Value::Null);
    }
    let text = check_text(&env, &["play", "KC", "QC"], 3);
    assert_eq!(
        text.trim_end(),
        "Not legal: K♣ and Q♣ are of different values; a set is 1 to 4 cards of one value, or \
         the two jokers."
    );
}

#[test]
fn a_slam_hands_over_lower_cards_sharing_a_suit() {
    let env = TestEnv::new();
    let reason = "5♠ and 3♣ may be given: a slam may give the slammed player cards lower than \
                  the slamming set that share a suit with it";
    let args = ["slam", "--on", "8H", "--set", "8S,8C", "--give", "5S,3C"];
    let v = check_json(&env, &args, 0);
    assert_eq!(
        v,
        json!({"legal": true, "allowed": ["5S", "3C"], "refused": [], "reason": reason})
    );
    let text = check_text(&env, &args, 0);
    assert_eq!(text.trim_end(), format!("Legal: {reason}."));
}

#[test]
fn a_card_that_may_not_be_given_is_named_with_why() {
    let env = TestEnv::new();
    let args = [
        "slam",
        "--on",
        "8H",
        "--set",
        "8S,8C",
        "--give",
        "5S,KS,5D,JK",
    ];
    let v = check_json(&env, &args, 3);
    assert_eq!(v["legal"], false);
    assert_eq!(v["allowed"], json!(["5S"]));
    assert_eq!(
        v["refused"],
        json!([
            {"card": "KS", "problems": ["not-lower"], "why": "K♠ is higher than the slamming 8s"},
            {"card": "5D", "problems": ["no-shared-suit"],
             "why": "5♦ shares no suit with the slamming 8s (spades and clubs)"},
            {"card": "JK", "problems": ["joker"],
             "why": "JK is a joker, and a joker is never given: it has no suit to share"},
        ])
    );
    let text = check_text(&env, &args, 3);
    assert_eq!(
        text.trim_end(),
        "Not legal: K♠ is higher than the slamming 8s; 5♦ shares no suit with the slamming 8s \
         (spades and clubs); JK is a joker, and a joker is never given: it has no suit to share; \
         only 5♠ may be given: a slam may give the slammed player cards lower than the slamming \
         set that share a suit with it."
    );
}

#[test]
fn no_slam_no_hand_over() {
    let env = TestEnv::new();
    let v = check_json(
        &env,
        &["slam", "--on", "8H", "--set", "8S", "--give", "5S"],
        3,
    );
    assert_eq!(
        v,
        json!({
            "legal": false,
            "allowed": [],
            "refused": [],
            "reason": "an 8 on 8♥ is a match, not a slam; only a slam, a bigger set of the same \
                       value, may give cards to the slammed player",
        })
    );
    let text = check_text(
        &env,
        &["slam", "--on", "7H", "--set", "8S,8C", "--give", "5S"],
        3,
    );
    assert_eq!(
        text.trim_end(),
        "Not legal: two 8s on 7♥ is a plain play, not a slam; only a slam, a bigger set of the \
         same value, may give cards to the slammed player."
    );
}

#[test]
fn the_lowest_card_starts_and_opens_with_its_value() {
    let env = TestEnv::new();
    let args = ["first", "Ann=3S,9S,3H", "Bob=3C,7H", "Cy=4D"];
    let reason = "Bob holds the lowest card, 3♣: no one holds a lower value, and of the 3s held \
                  (3♣, 3♥ and 3♠) the club is lowest, as diamonds < clubs < hearts < spades; the \
                  first play is a set of the lowest value in hand (3s)";
    let v = check_json(&env, &args, 0);
    assert_eq!(
        v,
        json!({
            "legal": true,
            "starter": "Bob",
            "card": "3C",
            "sets": [["3C"]],
            "reason": reason,
        })
    );
    let text = check_text(&env, &args, 0);
    assert_eq!(
        text.trim_end(),
        format!("Bob starts. {reason}.\nOpening sets: 3♣")
    );
    let v = check_json(&env, &["first", "Ann=3S,9S,3H", "Bob=5C,7H"], 0);
    assert_eq!(v["starter"], "Ann");
    assert_eq!(v["sets"], json!([["3H"], ["3S"], ["3H", "3S"]]));
}

#[test]
fn the_marked_joker_is_below_the_unmarked() {
    let env = TestEnv::new();
    let args = ["first", "Ann=JK,AS", "Bob=KH,jkm", "Cy=AD"];
    let v = check_json(&env, &args, 0);
    assert_eq!(v["starter"], "Bob");
    assert_eq!(v["card"], "JKM");
    assert_eq!(v["sets"], json!([["JKM"]]));
    assert_eq!(
        v["reason"],
        "Bob holds the lowest card, JKM: jokers are the lowest cards, and the marked joker is \
         below the unmarked one; the first play is a set of the lowest value in hand (jokers)"
    );
    let v = check_json(&env, &["first", "Ann=JK,AS,JKM", "Bob=AD"], 0);
    assert_eq!(v["sets"], json!([["JKM"], ["JK"], ["JKM", "JK"]]));
    let text = check_text(&env, &["first", "Ann=JK,AS,JKM", "Bob=AD"], 0);
    assert!(
        text.trim_end().ends_with("Opening sets: JKM | JK | JKM JK"),
        "{text}"
    );
}

#[test]
fn impossible_tables_are_refused() {
    let env = TestEnv::new();
    let v = check_json(&env, &["first", "Ann=JK,AS", "Bob=as"], 3);
    assert_eq!(
        v,
        json!({
            "legal": false,
            "starter": null,
            "card": null,
            "sets": [],
            "reason": "A♠ is held twice, but a deck holds each card once; list each card in the \
                       one hand that holds it",
        })
    );
    let v = check_json(&env, &["first", "Ann=KC"], 3);
    assert_eq!(
        v["reason"],
        "1 hand given, but Tenstuff is played by 2 to 8 players; give every player's hand, one \
         NAME=CARD,... each"
    );
    let v = check_json(&env, &["first", "Ann=", "Bob="], 3);
    assert_eq!(
        v["reason"],
        "no one holds a card, so no one can start; give the cards in every player's hand"
    );
}

#[test]
fn malformed_input_is_one_line_on_stderr_with_exit_2() {
    let env = TestEnv::new();
    let notation = "a card is a rank A, 2–10 (or T), J, Q, K followed by a suit C, D, H, S (♣ ♦ \
                    ♥ ♠): KC, 10H, AS; or a joker: JK (unmarked), JKM (marked)";
    assert_eq!(
        check_fails(&env, &["play", "KX"], 2),
        format!("'KX' is not a Tenstuff card; {notation}")
    );
    assert_eq!(
        check_fails(&env, &["play", "--on", "11H", "QC"], 2),
        format!("'11H' is not a Tenstuff card; {notation}")
    );
    assert_eq!(
        check_fails(
            &env,
            &["slam", "--on", "8H", "--set", "8S,8C", "--give", "JKX"],
            2
        ),
        format!("'JKX' is not a Tenstuff card; {notation}")
    );
    assert_eq!(
        check_fails(&env, &["first", "Ann=3C", "Bob=11H"], 2),
        format!("'11H' is not a Tenstuff card; {notation}")
    );
    assert_eq!(
        check_fails(&env, &["first", "Ann", "Bob=3C"], 2),
        "'Ann' is not a hand; write each hand as NAME=CARD,CARD,..., e.g. Ann=3D,9S,KH"
    );
    assert_eq!(
        check_fails(&env, &["first", "Ann=3C", "ann=4C"], 2),
        "two players are called 'ann'; give each player a different name, e.g. Ann and Ann B"
    );
    // An unknown form, and a form missing what it needs.
    let unknown = check_fails(&env, &["deal", "3C"], 2);
    assert!(
        unknown.contains("unrecognized subcommand 'deal'"),
        "{unknown}"
    );
    check_fails(&env, &["slam", "--on", "8H", "--set", "8S,8C"], 2);
    check_fails(&env, &["play"], 2);
    // The JSON form answers malformed input on stderr too, never with a verdict.
    let out = env.run(&["--json", "check", "tenstuff", "play", "KX"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
}
