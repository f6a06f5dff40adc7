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
    ] {
        let v = check_json(&env, &args, 3);
        assert_eq!(v["legal"], false, "{args:?}");
        assert_eq!(v["kind"], Value::Null);
    }
    // A card listed twice is impossible input: exit 2 and one line, not a verdict.
    for (args, message) in [
        (
            vec!["play", "QH", "QH"],
            "Q♥ is listed twice, but a deck holds each card once; list each card of a set once",
        ),
        (
            vec!["play", "5H", "5H"],
            "5♥ is listed twice, but a deck holds each card once; list each card of a set once",
        ),
        (
            vec!["play", "--on", "8H", "8S", "8H"],
            "8♥ is in the set below and in the set played, but a deck holds each card once; play \
             a set of cards that are not already on the pile",
        ),
        (
            vec!["play", "--on", "5H", "5h"],
            "5♥ is in the set below and in the set played, but a deck holds each card once; play \
             a set of cards that are not already on the pile",
        ),
        (
            vec!["slam", "--on", "5S", "--set", "5H,5D", "--give", "4H,4H"],
            "4♥ is offered twice, but a deck holds each card once; offer each card once",
        ),
        (
            vec!["skip", "--ten", "10H", "--hand", "3H,3H"],
            "3♥ is in the hand twice, but a deck holds each card once; list each card of the \
             skipped player's hand once",
        ),
    ] {
        assert_eq!(check_fails(&env, &args, 2), message, "{args:?}");
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
    // A card held twice is impossible input: exit 2 and one line.
    assert_eq!(
        check_fails(&env, &["first", "Ann=JK,AS", "Bob=as"], 2),
        "A♠ is held twice, but a deck holds each card once; list each card in the one hand that \
         holds it"
    );
    assert_eq!(
        check_fails(&env, &["first", "Ann=3D", "Bob=3D"], 2),
        "3♦ is held twice, but a deck holds each card once; list each card in the one hand that \
         holds it"
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
        "'Ann' and 'ann' are the same name typed twice (case does not tell players apart); give each player a different name, e.g. Ann and Ann B"
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

/// `base` followed by `more`.
fn joined<'a>(base: &[&'a str], more: &[&'a str]) -> Vec<&'a str> {
    let mut args = base.to_vec();
    args.extend_from_slice(more);
    args
}

// Skipping a player with a 10.

const SKIP_RULE: &str = "a skipped player may hand back any cards of their hand in the suit of \
                         the 10 (hearts), never the 10 itself, and never a joker, which has no \
                         suit";

#[test]
fn a_skipped_player_may_hand_back_cards_of_the_tens_suit() {
    let env = TestEnv::new();
    let args = ["skip", "--ten", "10H", "--hand", "3H,10H,KH,4C,JK"];
    let reason = format!("3♥ and K♥ may be handed back: {SKIP_RULE}");
    let v = check_json(&env, &args, 0);
    assert_eq!(
        v,
        json!({
            "legal": true,
            "ten": "10H",
            "allowed": ["3H", "KH"],
            "refused": [],
            "next": null,
            "reason": reason,
        })
    );
    let text = check_text(&env, &args, 0);
    assert_eq!(
        text.trim_end(),
        format!(
            "Legal: {reason}.\nThe skipped player does not draw, and play passes at once to the \
             next player."
        )
    );
    // Giving some of them back is legal too.
    let v = check_json(
        &env,
        &[
            "skip",
            "--ten",
            "10H",
            "--hand",
            "3H,10H,KH,4C,JK",
            "--give",
            "kh",
        ],
        0,
    );
    assert_eq!(v["allowed"], json!(["KH"]));
    assert_eq!(v["reason"], format!("K♥ may be handed back: {SKIP_RULE}"));
}

#[test]
fn a_card_that_may_not_go_back_is_named_with_why() {
    let env = TestEnv::new();
    let args = [
        "skip",
        "--ten",
        "10H",
        "--hand",
        "3H,10H,KH,4C,JK",
        "--give",
        "3H,10H,4C,JK,5S",
    ];
    let reason = format!(
        "10♥ is the 10 that skipped them, and the 10 itself is never handed back; 4♣ is not a \
         heart, the suit of 10♥; JK is a joker, and a joker is never handed back: it has no suit; \
         5♠ is not in the skipped player's hand, and only cards of their own hand go back; from \
         this hand, 3♥ and K♥ may be handed back: {SKIP_RULE}"
    );
    let v = check_json(&env, &args, 3);
    assert_eq!(
        v,
        json!({
            "legal": false,
            "ten": "10H",
            "allowed": ["3H"],
            "refused": [
                {"card": "10H", "problem": "the-ten",
                 "why": "10♥ is the 10 that skipped them, and the 10 itself is never handed back"},
                {"card": "4C", "problem": "other-suit", "why": "4♣ is not a heart, the suit of 10♥"},
                {"card": "JK", "problem": "joker",
                 "why": "JK is a joker, and a joker is never handed back: it has no suit"},
                {"card": "5S", "problem": "not-in-hand",
                 "why": "5♠ is not in the skipped player's hand, and only cards of their own hand \
                         go back"},
            ],
            "next": null,
            "reason": reason,
        })
    );
    let text = check_text(&env, &args, 3);
    assert_eq!(
        text.trim_end(),
        format!(
            "Not legal: {reason}.\nThe skipped player does not draw, and play passes at once to \
             the next player."
        )
    );
}

#[test]
fn the_next_player_after_a_skip_is_named_with_the_table() {
    let env = TestEnv::new();
    let args = [
        "skip",
        "--ten",
        "10S",
        "--hand",
        "2S,9D",
        "--players",
        "Ann,Bob,Cy",
        "--skipped",
        "bob",
    ];
    let v = check_json(&env, &args, 0);
    assert_eq!(v["next"], "Cy");
    assert_eq!(v["allowed"], json!(["2S"]));
    let text = check_text(&env, &args, 0);
    assert_eq!(
        text.trim_end().lines().last(),
        Some(
            "Bob does not draw, and play passes at once to the next player, to the left \
             (clockwise): Cy."
        )
    );
    // While three sixes are in force play passes to the right.
    let mut right = args.to_vec();
    right.push("--counterclockwise");
    let v = check_json(&env, &right, 0);
    assert_eq!(v["next"], "Ann");
    let text = check_text(&env, &right, 0);
    assert!(
        text.trim_end().ends_with(
            "Bob does not draw, and play passes at once to the next player, to the right \
             (counterclockwise): Ann."
        ),
        "{text}"
    );
}

#[test]
fn only_a_ten_skips() {
    let env = TestEnv::new();
    let reason = "only a 10 skips a player, and 9♥ is no 10; hand the skipped player a 10 (10♣, \
                  10♦, 10♥ or 10♠) before their turn";
    let v = check_json(&env, &["skip", "--ten", "9H", "--hand", "3H"], 3);
    assert_eq!(
        v,
        json!({
            "legal": false,
            "ten": "9H",
            "allowed": [],
            "refused": [],
            "next": null,
            "reason": reason,
        })
    );
    let text = check_text(&env, &["skip", "--ten", "JK", "--hand", "3H"], 3);
    assert_eq!(
        text.trim_end(),
        "Not legal: only a 10 skips a player, and JK is no 10; hand the skipped player a 10 (10♣, \
         10♦, 10♥ or 10♠) before their turn."
    );
}

#[test]
fn a_skip_that_cannot_be_read_is_exit_2() {
    let env = TestEnv::new();
    assert_eq!(
        check_fails(&env, &["skip", "--ten", "10X", "--hand", "3H"], 2),
        "'10X' is not a Tenstuff card; a card is a rank A, 2–10 (or T), J, Q, K followed by a suit \
         C, D, H, S (♣ ♦ ♥ ♠): KC, 10H, AS; or a joker: JK (unmarked), JKM (marked)"
    );
    assert_eq!(
        check_fails(
            &env,
            &[
                "skip",
                "--ten",
                "10H",
                "--hand",
                "3H",
                "--players",
                "Ann,Bob",
                "--skipped",
                "Zed"
            ],
            2
        ),
        "'Zed' is not among the players; name one of Ann, Bob"
    );
    // --skipped and --players go together.
    check_fails(
        &env,
        &["skip", "--ten", "10H", "--hand", "3H", "--skipped", "Ann"],
        2,
    );
    check_fails(
        &env,
        &[
            "skip",
            "--ten",
            "10H",
            "--hand",
            "3H",
            "--players",
            "Ann,Bob",
        ],
        2,
    );
    check_fails(&env, &["skip", "--ten", "10H"], 2);
}

// Unwinning.

#[test]
fn a_player_slammed_with_cards_unwins() {
    let env = TestEnv::new();
    let args = [
        "unwin",
        "--players",
        "Ann,Bob,Cy,Dee",
        "--out",
        "Ann,Bob",
        "--by",
        "Cy",
        "--on",
        "5H",
        "--set",
        "5S,5C",
        "--give",
        "3S",
    ];
    let reason = "Cy slams two 5s on 5♥, the set Bob went out with, and gives 3♠, so Bob unwins: \
                  back in the deal with the cards given, no longer 2nd; the finishing order so \
                  far is Ann; record the deal's final finishing order with Bob where they finally \
                  finish";
    let v = check_json(&env, &args, 0);
    assert_eq!(
        v,
        json!({
            "legal": true,
            "slammed": "Bob",
            "back": "Bob",
            "order": ["Ann"],
            "allowed": ["3S"],
            "refused": [],
            "reason": reason,
        })
    );
    let text = check_text(&env, &args, 0);
    assert_eq!(text.trim_end(), format!("C{}.", &reason[1..]));
}

#[test]
fn a_player_slammed_without_cards_stays_out() {
    let env = TestEnv::new();
    let reason = "Cy slams two 5s on 5♥, the set Bob went out with, but gives no cards, so Bob \
                  stays out, 2nd: only a player given cards comes back into the deal";
    let mut args = vec![
        "unwin",
        "--players",
        "Ann,Bob,Cy,Dee",
        "--out",
        "Ann,Bob",
        "--by",
        "Cy",
        "--on",
        "5H",
        "--set",
        "5S,5C",
    ];
    let v = check_json(&env, &args, 0);
    assert_eq!(
        v,
        json!({
            "legal": true,
            "slammed": "Bob",
            "back": null,
            "order": ["Ann", "Bob"],
            "allowed": [],
            "refused": [],
            "reason": reason,
        })
    );
    assert_eq!(
        check_text(&env, &args, 0).trim_end(),
        format!("C{}.", &reason[1..])
    );
    // An empty --give is no cards too.
    args.extend(["--give", ""]);
    assert_eq!(check_json(&env, &args, 0)["back"], Value::Null);
}

#[test]
fn an_unwin_with_a_card_that_may_not_be_given_is_refused() {
    let env = TestEnv::new();
    let args = [
        "unwin",
        "--players",
        "Ann,Bob,Cy,Dee",
        "--out",
        "Ann,Bob",
        "--by",
        "Cy",
        "--on",
        "5H",
        "--set",
        "5S,5C",
        "--give",
        "3S,KD",
    ];
    let reason = "K♦ is higher than the slamming 5s and shares no suit with them (spades and \
                  clubs); only 3♠ may be given: a slam may give the slammed player cards lower \
                  than the slamming set that share a suit with it; Bob comes back into the deal \
                  only with cards that may be given";
    let v = check_json(&env, &args, 3);
    assert_eq!(
        v,
        json!({
            "legal": false,
            "slammed": "Bob",
            "back": null,
            "order": ["Ann", "Bob"],
            "allowed": ["3S"],
            "refused": [{
                "card": "KD",
                "problems": ["not-lower", "no-shared-suit"],
                "why": "K♦ is higher than the slamming 5s and shares no suit with them (spades \
                        and clubs)",
            }],
            "reason": reason,
        })
    );
    assert_eq!(
        check_text(&env, &args, 3).trim_end(),
        format!("Not legal: {reason}.")
    );
}

#[test]
fn no_unwin_without_a_slam_after_the_deal_or_from_a_player_out() {
    let env = TestEnv::new();
    let table = ["unwin", "--players", "Ann,Bob,Cy,Dee"];
    let refused = |rest: &[&str]| {
        let mut args = table.to_vec();
        args.extend_from_slice(rest);
        check_json(&env, &args, 3)
    };
    let v = refused(&[
        "--out", "Ann,Bob", "--by", "Cy", "--on", "5H", "--set", "5S", "--give", "3S",
    ]);
    assert_eq!(
        v,
        json!({
            "legal": false,
            "slammed": null,
            "back": null,
            "order": [],
            "allowed": [],
            "refused": [],
            "reason": "a 5 on 5♥ is a match, not a slam; only a slam, a bigger set of the same \
                       value, may give cards to the slammed player",
        })
    );
    let v = refused(&[
        "--out",
        "Ann,Bob,Cy",
        "--by",
        "Dee",
        "--on",
        "5H",
        "--set",
        "5S,5C",
        "--give",
        "3S",
    ]);
    assert_eq!(
        v["reason"],
        "the deal was over when Cy went out, as only Dee was left: it cannot be unwon; a player \
         can unwin only while two players or more are still in after they went out (so with 3 \
         players or more)"
    );
    let v = refused(&[
        "--out", "Ann,Bob", "--by", "Ann", "--on", "5H", "--set", "5S,5C",
    ]);
    assert_eq!(
        v["reason"],
        "Ann went out 1st and plays no more, so cannot slam; the slam comes from a player still \
         in the deal: Cy and Dee"
    );
    // Two players: the first one out ends the deal.
    let v = check_json(
        &env,
        &[
            "unwin",
            "--players",
            "Ann,Bob",
            "--out",
            "Ann",
            "--by",
            "Bob",
            "--on",
            "5H",
            "--set",
            "5S,5C",
            "--give",
            "3S",
        ],
        3,
    );
    assert_eq!(v["legal"], false);
    assert!(
        v["reason"]
            .as_str()
            .unwrap()
            .starts_with("the deal was over when Ann went out"),
        "{v}"
    );
}

#[test]
fn an_unwin_that_cannot_be_read_is_exit_2() {
    let env = TestEnv::new();
    let base = [
        "unwin",
        "--players",
        "Ann,Bob,Cy,Dee",
        "--on",
        "5H",
        "--set",
        "5S,5C",
    ];
    let fails = |rest: &[&str]| {
        let mut args = base.to_vec();
        args.extend_from_slice(rest);
        check_fails(&env, &args, 2)
    };
    assert_eq!(
        fails(&["--out", "Ann,Zed", "--by", "Cy"]),
        "'Zed' is not among the players; name one of Ann, Bob, Cy, Dee"
    );
    assert_eq!(
        fails(&["--out", "Ann,Bob", "--by", "Zed"]),
        "'Zed' is not among the players; name one of Ann, Bob, Cy, Dee"
    );
    assert_eq!(
        fails(&["--out", "Ann,ann", "--by", "Cy"]),
        "Ann is out twice; name each player once in --out, first out first"
    );
    assert!(
        fails(&["--out", "Ann,Bob", "--by", "Cy", "--give", "3X"])
            .starts_with("'3X' is not a Tenstuff card")
    );
    fails(&["--by", "Cy"]);
}

// The official rules: three sixes and the restart.

const CASUAL_HINT: &str = "leave out --casual to play by the official rules (excommunication, \
                           the three sixes and cheating), as a match does unless started with \
                           `new tenstuff --casual`";

#[test]
fn three_sixes_turn_play_to_the_right_and_swap_the_piles() {
    let env = TestEnv::new();
    let args = ["sixes", "--players", "A,B,C,D", "--by", "B", "6H,6C,6S"];
    let reason = "three sixes: from the next turn play passes to the right (counterclockwise), so \
                  A plays next; the face-up play pile becomes the face-up draw pile and the \
                  face-down draw pile becomes the face-down play pile, so sets are played face \
                  down, shown and announced first; this lasts until the draw pile runs out, and \
                  then play restarts: the face-down pile becomes the draw pile without \
                  reshuffling, everyone keeps their hand, the player with the lowest card starts, \
                  and play passes to the left (clockwise) again";
    let v = check_json(&env, &args, 0);
    assert_eq!(
        v,
        json!({
            "legal": true,
            "three_sixes": true,
            "next": "A",
            "direction": "counterclockwise",
            "piles_swap": true,
            "reason": reason,
        })
    );
    assert_eq!(
        check_text(&env, &args, 0).trim_end(),
        format!("T{}.", &reason[1..])
    );
}

#[test]
fn only_exactly_three_sixes_count() {
    let env = TestEnv::new();
    let v = check_json(
        &env,
        &["sixes", "--players", "A,B,C,D", "--by", "B", "6H", "6C"],
        0,
    );
    assert_eq!(
        v,
        json!({
            "legal": true,
            "three_sixes": false,
            "next": "C",
            "direction": "clockwise",
            "piles_swap": false,
            "reason": "two 6s are not three sixes: only a set of exactly three sixes turns play \
                       around and swaps the piles; play passes to the left (clockwise) as \
                       before, so C plays next",
        })
    );
    for set in ["6H,6C,6S,6D", "7H,7C,7S", "6D"] {
        let v = check_json(
            &env,
            &["sixes", "--players", "A,B,C,D", "--by", "B", set],
            0,
        );
        assert_eq!(v["three_sixes"], false, "{set}");
        assert_eq!(v["next"], "C", "{set}");
    }
    // A set that is no set is refused, as in `play`.
    let v = check_json(
        &env,
        &["sixes", "--players", "A,B,C,D", "--by", "B", "6H,6C,7S"],
        3,
    );
    assert_eq!(
        v,
        json!({
            "legal": false,
            "three_sixes": false,
            "next": null,
            "direction": null,
            "piles_swap": false,
            "reason": "6♥ and 7♠ are of different values; a set is 1 to 4 cards of one value, or \
                       the two jokers",
        })
    );
}

#[test]
fn three_sixes_while_in_force_change_nothing_more() {
    let env = TestEnv::new();
    let args = [
        "sixes",
        "--players",
        "A,B,C,D",
        "--by",
        "B",
        "--swapped",
        "6H,6C,6S",
    ];
    let v = check_json(&env, &args, 0);
    assert_eq!(
        v,
        json!({
            "legal": true,
            "three_sixes": true,
            "next": "A",
            "direction": "counterclockwise",
            "piles_swap": false,
            "reason": "three sixes while three sixes are already in force change nothing more \
                       (house ruling): play keeps passing to the right (counterclockwise), so A \
                       plays next, and the piles stay as they are until the draw pile runs out \
                       and play restarts",
        })
    );
    let v = check_json(
        &env,
        &[
            "sixes",
            "--players",
            "A,B,C,D",
            "--by",
            "A",
            "--swapped",
            "9C",
        ],
        0,
    );
    assert_eq!(v["next"], "D");
    assert_eq!(v["direction"], "counterclockwise");
}

#[test]
fn the_restart_after_three_sixes_starts_with_the_lowest_card() {
    let env = TestEnv::new();
    let args = ["first", "--restart", "Ann=9S,KH", "Bob=7C,7D", "Cy="];
    let reason = "the restart after three sixes: the face-down pile becomes the draw pile without \
                  reshuffling, everyone keeps their hand, the player with the lowest card starts, \
                  and play passes to the left (clockwise) again; Bob holds the lowest card, 7♦: \
                  no one holds a lower value, and of the 7s held (7♦ and 7♣) the diamond is \
                  lowest, as diamonds < clubs < hearts < spades; the first play is a set of the \
                  lowest value in hand (7s)";
    let v = check_json(&env, &args, 0);
    assert_eq!(
        v,
        json!({
            "legal": true,
            "starter": "Bob",
            "card": "7D",
            "sets": [["7D"], ["7C"], ["7D", "7C"]],
            "reason": reason,
        })
    );
    assert_eq!(
        check_text(&env, &args, 0).trim_end(),
        format!(
            "Bob starts the restart. T{}.\nOpening sets: 7♦ | 7♣ | 7♦ 7♣",
            &reason[1..]
        )
    );
    // Without --restart, `first` words the start of a deal, whatever --casual says.
    let v = check_json(&env, &["first", "--casual", "Ann=9S,KH", "Bob=7C,7D"], 0);
    assert!(
        v["reason"]
            .as_str()
            .unwrap()
            .starts_with("Bob holds the lowest card"),
        "{v}"
    );
}

// The official rules: the Round of Shame.

#[test]
fn caught_cheating_with_5_cards_draw_to_10() {
    let env = TestEnv::new();
    let reason = "caught cheating with 5 cards in hand: draw 5 to have 10, the next multiple of \
                  five (at least one card is drawn), then lay the hand face up on the table for \
                  everyone to see until the end of your next turn";
    let v = check_json(&env, &["shame", "--hand", "5"], 0);
    assert_eq!(
        v,
        json!({"legal": true, "hand": 5, "draw": 5, "hand_after": 10, "reason": reason})
    );
    assert_eq!(
        check_text(&env, &["shame", "--hand", "5"], 0).trim_end(),
        format!("C{}.", &reason[1..])
    );
    for (hand, draw, after) in [("3", 2, 5), ("0", 5, 5), ("9", 1, 10)] {
        let v = check_json(&env, &["shame", "--hand", hand], 0);
        assert_eq!(
            (v["draw"].clone(), v["hand_after"].clone()),
            (json!(draw), json!(after))
        );
    }
    // The cards themselves are counted.
    let v = check_json(&env, &["shame", "--hand", "3H,10H,KH"], 0);
    assert_eq!((v["hand"].clone(), v["draw"].clone()), (json!(3), json!(2)));
}

#[test]
fn a_hand_the_deck_cannot_hold_is_refused() {
    let env = TestEnv::new();
    let v = check_json(&env, &["shame", "--hand", "50"], 3);
    assert_eq!(
        v,
        json!({
            "legal": false,
            "hand": 50,
            "draw": null,
            "hand_after": null,
            "reason": "a hand of 50 cards would have to grow to 55 cards, but the deck holds 54; \
                       count the cards in the player's hand: at most 49",
        })
    );
    assert_eq!(
        check_fails(&env, &["shame", "--hand", "3H,3H"], 2),
        "3♥ is in the hand twice, but a deck holds each card once; list each card of the hand \
         once, or give the number of cards"
    );
    assert!(
        check_fails(&env, &["shame", "--hand", "5X"], 2).starts_with("'5X' is not a Tenstuff card")
    );
    check_fails(&env, &["shame"], 2);
}

// The official rules: excommunication.

#[test]
fn the_last_set_on_the_bare_table_excommunicates_no_one() {
    let env = TestEnv::new();
    let args = [
        "excommunication",
        "--players",
        "Ann,Bob,Cy,Dee",
        "--by",
        "Bob",
        "--onto",
        "table",
    ];
    let reason = "the last set before the reshuffle goes on the bare table to start a new play \
                  pile, as Bob did, so no one is excommunicated; play passes to the left \
                  (clockwise), and it is Cy's turn";
    let v = check_json(&env, &args, 0);
    assert_eq!(
        v,
        json!({
            "legal": true,
            "excommunicated": false,
            "back_after": null,
            "next": "Cy",
            "reason": reason,
        })
    );
    assert_eq!(
        check_text(&env, &args, 0).trim_end(),
        format!("T{}.", &reason[1..])
    );
}

#[test]
fn on_the_old_pile_the_player_sits_out_until_another_passes() {
    let env = TestEnv::new();
    let base = [
        "excommunication",
        "--players",
        "Ann,Bob,Cy,Dee",
        "--by",
        "Bob",
        "--onto",
        "pile",
    ];
    let with = |turns: &[&'static str]| joined(&base, turns);
    let reason = "Bob put the last set before the reshuffle on the play pile about to be \
                  shuffled instead of the bare table, so Bob is excommunicated: no playing and no \
                  drawing (not even for that turn, house ruling) until another player passes; it \
                  is Cy's turn";
    let v = check_json(&env, &with(&["Cy:play", "Dee:play", "Ann:play"]), 0);
    assert_eq!(
        v,
        json!({
            "legal": true,
            "excommunicated": true,
            "back_after": null,
            "next": "Cy",
            "reason": reason,
        })
    );
    // Dee passes: Bob is back, and plays when the rotation reaches him, after Ann.
    let args = with(&["Cy:play", "Dee:pass"]);
    let reason = "Bob put the last set before the reshuffle on the play pile about to be \
                  shuffled instead of the bare table and was excommunicated until Dee passed; Bob \
                  is back and plays when the rotation reaches their seat again; it is Ann's turn";
    let v = check_json(&env, &args, 0);
    assert_eq!(
        v,
        json!({
            "legal": true,
            "excommunicated": true,
            "back_after": "Dee",
            "next": "Ann",
            "reason": reason,
        })
    );
    assert_eq!(check_text(&env, &args, 0).trim_end(), format!("{reason}."));
    let v = check_json(&env, &with(&["Cy:play", "Dee:pass", "Ann:PLAY"]), 0);
    assert_eq!(v["next"], "Bob");
}

#[test]
fn a_turn_out_of_turn_is_refused_naming_whose_turn_it_is() {
    let env = TestEnv::new();
    let base = [
        "excommunication",
        "--players",
        "Ann,Bob,Cy,Dee",
        "--by",
        "Bob",
        "--onto",
        "pile",
    ];
    let with = |turns: &[&'static str]| joined(&base, turns);
    let hint = "give the turns after Bob's in order, clockwise; an excommunicated player sits out \
                until another player passes";
    let v = check_json(
        &env,
        &with(&["Cy:play", "Dee:play", "Ann:play", "Bob:play"]),
        3,
    );
    let reason = format!(
        "Bob plays while excommunicated: no playing and no drawing until another player passes; \
         after Ann it is Cy's turn; {hint}"
    );
    assert_eq!(
        v,
        json!({
            "legal": false,
            "excommunicated": null,
            "back_after": null,
            "next": null,
            "reason": reason,
        })
    );
    let text = check_text(&env, &with(&["Dee:play"]), 3);
    assert_eq!(
        text.trim_end(),
        format!(
            "Not legal: Dee plays out of turn: after Bob it is Cy's turn (clockwise, passing over \
             the excommunicated Bob); {hint}."
        )
    );
    let v = check_json(&env, &with(&["Cy:play", "Dee:pass", "Bob:play"]), 3);
    assert!(
        v["reason"]
            .as_str()
            .unwrap()
            .starts_with("Bob plays out of turn: after Dee it is Ann's turn (clockwise);"),
        "{v}"
    );
}

#[test]
fn an_excommunication_that_cannot_be_read_is_exit_2() {
    let env = TestEnv::new();
    let base = ["excommunication", "--players", "Ann,Bob,Cy", "--by", "Bob"];
    let fails = |rest: &[&str]| {
        let mut args = base.to_vec();
        args.extend_from_slice(rest);
        check_fails(&env, &args, 2)
    };
    assert_eq!(
        fails(&["--onto", "pile", "Cy:nap"]),
        "'Cy:nap' is not a turn; write each turn as NAME:play or NAME:pass, e.g. Cy:play Dee:pass"
    );
    assert_eq!(
        fails(&["--onto", "pile", "Cy"]),
        "'Cy' is not a turn; write each turn as NAME:play or NAME:pass, e.g. Cy:play Dee:pass"
    );
    assert_eq!(
        fails(&["--onto", "pile", "Zed:play"]),
        "'Zed' is not among the players; name one of Ann, Bob, Cy"
    );
    assert!(fails(&["--onto", "floor"]).contains("floor"));
    fails(&[]);
}

#[test]
fn the_official_rules_are_refused_under_casual() {
    let env = TestEnv::new();
    let refusal =
        |rule: &str| format!("{rule}, and --casual switches the official rules off; {CASUAL_HINT}");
    let v = check_json(
        &env,
        &[
            "sixes",
            "--casual",
            "--players",
            "A,B,C,D",
            "--by",
            "B",
            "6H,6C,6S",
        ],
        3,
    );
    assert_eq!(
        v,
        json!({
            "legal": false,
            "three_sixes": false,
            "next": null,
            "direction": null,
            "piles_swap": false,
            "reason": refusal("three sixes are an official rule"),
        })
    );
    let v = check_json(&env, &["shame", "--hand", "5", "--casual"], 3);
    assert_eq!(
        v,
        json!({
            "legal": false,
            "hand": 5,
            "draw": null,
            "hand_after": null,
            "reason": refusal("the Round of Shame for a player caught cheating is an official rule"),
        })
    );
    let args = [
        "excommunication",
        "--players",
        "A,B,C",
        "--by",
        "B",
        "--onto",
        "pile",
        "--casual",
    ];
    let v = check_json(&env, &args, 3);
    assert_eq!(
        v,
        json!({
            "legal": false,
            "excommunicated": null,
            "back_after": null,
            "next": null,
            "reason": refusal("excommunication is an official rule"),
        })
    );
    let v = check_json(
        &env,
        &["first", "--restart", "--casual", "Ann=9S", "Bob=7C"],
        3,
    );
    assert_eq!(
        v,
        json!({
            "legal": false,
            "starter": null,
            "card": null,
            "sets": [],
            "reason": refusal(
                "the restart after three sixes is part of three sixes, an official rule"
            ),
        })
    );
    // The text is the one line of the verdict, on standard output.
    let text = check_text(&env, &["shame", "--hand", "5", "--casual"], 3);
    assert_eq!(
        text.trim_end(),
        format!(
            "Not legal: {}.",
            refusal("the Round of Shame for a player caught cheating is an official rule")
        )
    );
    // Input that cannot be read is exit 2 first, --casual or not.
    assert!(
        check_fails(&env, &["shame", "--hand", "5X", "--casual"], 2)
            .starts_with("'5X' is not a Tenstuff card")
    );
}

#[test]
fn a_name_not_at_the_table_is_exit_2_in_every_form() {
    let env = TestEnv::new();
    let not_there = "'Zed' is not among the players; name one of A, B, C";
    for args in [
        vec!["sixes", "--players", "A,B,C", "--by", "Zed", "6H,6C,6S"],
        vec![
            "excommunication",
            "--players",
            "A,B,C",
            "--by",
            "Zed",
            "--onto",
            "pile",
        ],
        vec![
            "unwin",
            "--players",
            "A,B,C",
            "--out",
            "A",
            "--by",
            "Zed",
            "--on",
            "5H",
            "--set",
            "5S,5C",
        ],
        vec![
            "skip",
            "--ten",
            "10H",
            "--hand",
            "3H",
            "--players",
            "A,B,C",
            "--skipped",
            "Zed",
        ],
    ] {
        assert_eq!(check_fails(&env, &args, 2), not_there, "{args:?}");
    }
    // A table of one player is a rule broken (exit 3), not unreadable.
    let v = check_json(
        &env,
        &["sixes", "--players", "A", "--by", "A", "6H,6C,6S"],
        3,
    );
    assert_eq!(
        v["reason"],
        "Tenstuff is played by 2 to 8 players, not 1; seat 2 to 8 players"
    );
}

#[test]
fn the_rules_explain_every_form() {
    let env = TestEnv::new();
    let rules = crate::common::words(&env.ok(&["rules", "tenstuff"]));
    for said in [
        "A set must be of equal or higher value than the set it goes on",
        "SKIPPING WITH A 10 Before someone's turn you may skip it by handing them a 10",
        "they unwin: they are back in the deal with those cards and lose their place",
        "Three sixes [official] After a turn in which a set of exactly three sixes was played",
        "Three sixes while three sixes are already in force change nothing more: play keeps \
         passing to the right, and the piles stay as they are until the draw pile runs out. \
         [house ruling]",
        "Then play restarts: the face-down pile becomes the draw pile again without reshuffling",
        "Excommunication [official]",
        "if Cy plays and Dee passes, Ann plays next, then Bob.",
        "The Round of Shame [official]",
        "with 5 cards, draw to 10",
    ] {
        assert!(rules.contains(said), "{said:?} missing from:\n{rules}");
    }
}
