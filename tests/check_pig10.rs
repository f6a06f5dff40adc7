//! `tenscore check pig10`: every value a pile may take after a card, and a pile replayed play by
//! play with who takes it; the worked examples of the rule document; nothing is recorded.

use serde_json::{Value, json};

use crate::common::TestEnv;

fn check_json(env: &TestEnv, args: &[&str], code: i32) -> Value {
    env.check_json("pig10", args, code)
}

fn check_text(env: &TestEnv, args: &[&str], code: i32) -> String {
    env.check_text("pig10", args, code)
}

fn check_fails(env: &TestEnv, args: &[&str], code: i32) -> String {
    env.check_fails("pig10", args, code)
}

/// The seating of the rule document's examples, clockwise.
const SEATING: &str = "Steve,Sally,Jane,Claudio";

/// `pile --players Steve,Sally,Jane,Claudio PLAYS...`
fn pile_args<'a>(plays: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec!["pile", "--players", SEATING];
    args.extend_from_slice(plays);
    args
}

/// The values of `check pig10 play ARGS` (`--json`, exit 0).
fn values(env: &TestEnv, args: &[&str]) -> Value {
    let mut all = vec!["play"];
    all.extend_from_slice(args);
    check_json(env, &all, 0)["values"].clone()
}

// The rule document's worked examples.

#[test]
fn steve_4_sally_3_jane_2_claudio_6_make_15_and_jane_takes_the_4_cards() {
    let env = TestEnv::new();
    let plays = ["Steve:4", "Sally:3", "Jane:2", "Claudio:6"];
    let v = check_json(&env, &pile_args(&plays), 0);
    assert_eq!(
        v,
        json!({
            "legal": true,
            "reason": "over 10: Jane, seated before Claudio, takes the 4 cards",
            "values": [4, 7, 9, 15],
            "taker": "Jane",
            "cards": 4,
            "plays": [
                {"name": "Steve", "card": 4, "value": 4, "rule": "add 4 to 0", "alternatives": []},
                {"name": "Sally", "card": 3, "value": 7, "rule": "add 3 to 4", "alternatives": []},
                {"name": "Jane", "card": 2, "value": 9, "rule": "add 2 to 7", "alternatives": []},
                {"name": "Claudio", "card": 6, "value": 15, "rule": "add 6 to 9", "alternatives": []},
            ]
        })
    );
    let text = check_text(&env, &pile_args(&plays), 0);
    assert_eq!(
        text.trim_end(),
        "1. Steve plays 4: 4 (add 4 to 0)\n\
         2. Sally plays 3: 7 (add 3 to 4)\n\
         3. Jane plays 2: 9 (add 2 to 7)\n\
         4. Claudio plays 6: 15 (add 6 to 9)\n\
         Over 10: Jane, seated before Claudio, takes the 4 cards."
    );
    // The values the players said out loud ("four", "seven", "nine", "fifteen") are the legal ones.
    let called = ["Steve:4@4", "Sally:3@7", "Jane:2@9", "Claudio:6@15"];
    assert_eq!(check_json(&env, &pile_args(&called), 0), v);
    // Nothing is recorded: no database file is even created.
    assert!(!env.db().exists());
}

#[test]
fn had_claudio_played_a_1_the_pile_would_have_been_exactly_10_and_his() {
    let env = TestEnv::new();
    let plays = ["Steve:4", "Sally:3", "Jane:2", "Claudio:1"];
    let v = check_json(&env, &pile_args(&plays), 0);
    assert_eq!(v["legal"], true);
    assert_eq!(v["values"], json!([4, 7, 9, 10]));
    assert_eq!(v["taker"], "Claudio");
    assert_eq!(v["cards"], 4);
    assert_eq!(v["reason"], "exactly 10: Claudio takes the 4 cards");
    assert_eq!(v["plays"][3]["rule"], "add 1 to 9");
    let text = check_text(&env, &pile_args(&plays), 0);
    assert!(
        text.ends_with(
            "4. Claudio plays 1: 10 (add 1 to 9)\nExactly 10: Claudio takes the 4 cards.\n"
        ),
        "{text}"
    );
    assert!(!env.db().exists());
}

#[test]
fn the_pigmaid_example_steve_five_sally_six_jane_one() {
    let env = TestEnv::new();
    let plays = ["Steve:5@5", "Sally:1@6", "Jane:5@1"];
    let v = check_json(&env, &pile_args(&plays), 0);
    assert_eq!(
        v,
        json!({
            "legal": true,
            "reason": "the pile stands at 1 and is still open (3 cards)",
            "values": [5, 6, 1],
            "taker": null,
            "cards": 3,
            "plays": [
                {"name": "Steve", "card": 5, "value": 5, "rule": "add 5 to 0", "alternatives": []},
                {"name": "Sally", "card": 1, "value": 6, "rule": "add 1 to 5", "alternatives": []},
                {
                    "name": "Jane",
                    "card": 5,
                    "value": 1,
                    "rule": "the pigmaid subtracts 5 from 6",
                    "alternatives": [11]
                },
            ]
        })
    );
    let text = check_text(&env, &pile_args(&plays), 0);
    assert_eq!(
        text.trim_end(),
        "1. Steve plays 5: 5 (add 5 to 0)\n\
         2. Sally plays 1: 6 (add 1 to 5)\n\
         3. Jane plays 5: 1 (the pigmaid subtracts 5 from 6; could also have made 11)\n\
         The pile stands at 1 and is still open (3 cards)."
    );
    // Without a called value, the pigmaid is added: 11, over 10, and Sally takes the pile.
    let v = check_json(&env, &pile_args(&["Steve:5", "Sally:1", "Jane:5"]), 0);
    assert_eq!(v["values"], json!([5, 6, 11]));
    assert_eq!(v["taker"], "Sally");
}

#[test]
fn the_same_card_example_three_seven_four_eight_eight() {
    let env = TestEnv::new();
    let plays = [
        "Claudio:3@3",
        "Steve:4@7",
        "Sally:4@4",
        "Jane:4@8",
        "Claudio:8@8",
    ];
    let v = check_json(&env, &pile_args(&plays), 0);
    assert_eq!(
        v,
        json!({
            "legal": true,
            "reason": "the pile stands at 8 and is still open (5 cards)",
            "values": [3, 7, 4, 8, 8],
            "taker": null,
            "cards": 5,
            "plays": [
                {"name": "Claudio", "card": 3, "value": 3, "rule": "add 3 to 0", "alternatives": []},
                {"name": "Steve", "card": 4, "value": 7, "rule": "add 4 to 3", "alternatives": []},
                {
                    "name": "Sally",
                    "card": 4,
                    "value": 4,
                    "rule": "the same number as the card before, so the pile may become 4",
                    "alternatives": [11]
                },
                {"name": "Jane", "card": 4, "value": 8, "rule": "add 4 to 4", "alternatives": [4]},
                {
                    "name": "Claudio",
                    "card": 8,
                    "value": 8,
                    "rule": "the card equals the pile value, so the pile may become 8",
                    "alternatives": [16]
                },
            ]
        })
    );
    let text = check_text(&env, &pile_args(&plays), 0);
    assert_eq!(
        text.trim_end(),
        "1. Claudio plays 3: 3 (add 3 to 0)\n\
         2. Steve plays 4: 7 (add 4 to 3)\n\
         3. Sally plays 4: 4 (the same number as the card before, so the pile may become 4; could \
         also have made 11)\n\
         4. Jane plays 4: 8 (add 4 to 4; could also have made 4)\n\
         5. Claudio plays 8: 8 (the card equals the pile value, so the pile may become 8; could \
         also have made 16)\n\
         The pile stands at 8 and is still open (5 cards)."
    );
}

// Every option of `check pig10 play`.

#[test]
fn a_five_on_a_six_is_subtracted_to_1_or_added_to_11() {
    let env = TestEnv::new();
    let v = check_json(&env, &["play", "--pile", "6", "5"], 0);
    assert_eq!(
        v,
        json!({
            "legal": true,
            "reason": "a 5 on a pile of 6 can make 1 or 11",
            "values": [1, 11],
            "options": [
                {
                    "value": 1,
                    "rule": "the pigmaid subtracts 5 from 6",
                    "ways": ["subtract"],
                    "leads_to": "open"
                },
                {"value": 11, "rule": "add 5 to 6", "ways": ["add"], "leads_to": "over"},
            ]
        })
    );
    let text = check_text(&env, &["play", "--pile", "6", "5"], 0);
    assert_eq!(
        text.trim_end(),
        "Legal: a 5 on a pile of 6 can make 1 or 11:\n  \
         1: the pigmaid subtracts 5 from 6 (the pile stays open)\n  \
         11: add 5 to 6 (over 10: the player seated before takes the pile)"
    );
    assert!(!env.db().exists());
}

#[test]
fn a_five_on_a_five_goes_down_to_exactly_0_equals_the_pile_or_takes_it_at_10() {
    let env = TestEnv::new();
    let v = check_json(&env, &["play", "--pile", "5", "5"], 0);
    assert_eq!(v["values"], json!([0, 5, 10]));
    assert_eq!(
        v["options"],
        json!([
            {"value": 0, "rule": "the pigmaid subtracts 5 from 5", "ways": ["subtract"], "leads_to": "open"},
            {
                "value": 5,
                "rule": "the card equals the pile value, so the pile may become 5",
                "ways": ["equals-pile"],
                "leads_to": "open"
            },
            {"value": 10, "rule": "add 5 to 5", "ways": ["add"], "leads_to": "takes"},
        ])
    );
    let text = check_text(&env, &["play", "--pile", "5", "5"], 0);
    assert_eq!(
        text.trim_end(),
        "Legal: a 5 on a pile of 5 can make 0, 5 or 10:\n  \
         0: the pigmaid subtracts 5 from 5 (the pile stays open)\n  \
         5: the card equals the pile value, so the pile may become 5 (the pile stays open)\n  \
         10: add 5 to 5 (exactly 10: the player takes the pile)"
    );
    // Down to exactly 0 is fine: the called 0 is legal.
    let v = check_json(&env, &["play", "--pile", "5", "5", "--says", "0"], 0);
    assert_eq!(v["legal"], true);
    assert_eq!(
        v["reason"],
        "a 5 on a pile of 5 can make 0; the legal values are 0, 5 or 10"
    );
}

#[test]
fn a_five_on_a_five_after_a_five_has_all_three_options_and_names_both_rules_for_the_set() {
    let env = TestEnv::new();
    let args = ["play", "--pile", "5", "--previous", "5", "5"];
    let v = check_json(&env, &args, 0);
    assert_eq!(
        v,
        json!({
            "legal": true,
            "reason": "a 5 on a pile of 5 can make 0, 5 or 10",
            "values": [0, 5, 10],
            "options": [
                {"value": 0, "rule": "the pigmaid subtracts 5 from 5", "ways": ["subtract"], "leads_to": "open"},
                {
                    "value": 5,
                    "rule": "the same number as the card before, so the pile may become 5; or the \
                             card equals the pile value, so the pile may become 5",
                    "ways": ["same-card", "equals-pile"],
                    "leads_to": "open"
                },
                {"value": 10, "rule": "add 5 to 5", "ways": ["add"], "leads_to": "takes"},
            ]
        })
    );
    // A FIVE on a pile of 8 after a FIVE: add, subtract or set; three values as well.
    assert_eq!(
        values(&env, &["--pile", "8", "--previous", "5", "5"]),
        json!([3, 5, 13])
    );
}

#[test]
fn a_five_never_takes_the_pile_below_zero() {
    let env = TestEnv::new();
    // On an empty pile only the five itself.
    let v = check_json(&env, &["play", "5"], 0);
    assert_eq!(
        v,
        json!({
            "legal": true,
            "reason": "a 5 on an empty pile can make 5",
            "values": [5],
            "options": [{"value": 5, "rule": "add 5 to 0", "ways": ["add"], "leads_to": "open"}]
        })
    );
    assert_eq!(
        check_text(&env, &["play", "5"], 0).trim_end(),
        "Legal: a 5 on an empty pile can make 5:\n  5: add 5 to 0 (the pile stays open)"
    );
    // On a pile of 3 or 4 it can only be added.
    assert_eq!(values(&env, &["--pile", "3", "5"]), json!([8]));
    assert_eq!(values(&env, &["--pile", "4", "5"]), json!([9]));
    let v = check_json(&env, &["play", "--pile", "3", "5", "--says", "0"], 3);
    assert_eq!(v["legal"], false);
    assert_eq!(
        v["reason"],
        "a 5 on a pile of 3 cannot make 0; the only legal value is 8"
    );
    assert_eq!(v["values"], json!([8]));
}

#[test]
fn the_frog_sets_the_pile_to_0_whatever_it_was() {
    let env = TestEnv::new();
    let v = check_json(&env, &["play", "--pile", "7", "0"], 0);
    assert_eq!(
        v,
        json!({
            "legal": true,
            "reason": "a 0 on a pile of 7 can make 0",
            "values": [0],
            "options": [
                {"value": 0, "rule": "the frog sets the pile to 0", "ways": ["frog"], "leads_to": "open"}
            ]
        })
    );
    assert_eq!(
        check_text(&env, &["play", "--pile", "7", "0"], 0).trim_end(),
        "Legal: a 0 on a pile of 7 can make 0:\n  0: the frog sets the pile to 0 (the pile stays open)"
    );
    // On an empty pile, and on a frog: still only 0.
    assert_eq!(values(&env, &["0"]), json!([0]));
    assert_eq!(
        values(&env, &["--pile", "0", "--previous", "0", "0"]),
        json!([0])
    );
    // The frog is never added: a frog on 7 cannot leave it at 7.
    let v = check_json(&env, &["play", "--pile", "7", "0", "--says", "7"], 3);
    assert_eq!(
        v["reason"],
        "a 0 on a pile of 7 cannot make 7; the only legal value is 0"
    );
}

#[test]
fn the_same_number_as_the_card_before_may_become_the_pile_value() {
    let env = TestEnv::new();
    let args = ["play", "--pile", "7", "--previous", "4", "4"];
    let v = check_json(&env, &args, 0);
    assert_eq!(
        v,
        json!({
            "legal": true,
            "reason": "a 4 on a pile of 7 can make 4 or 11",
            "values": [4, 11],
            "options": [
                {
                    "value": 4,
                    "rule": "the same number as the card before, so the pile may become 4",
                    "ways": ["same-card"],
                    "leads_to": "open"
                },
                {"value": 11, "rule": "add 4 to 7", "ways": ["add"], "leads_to": "over"},
            ]
        })
    );
    assert_eq!(
        check_text(&env, &args, 0).trim_end(),
        "Legal: a 4 on a pile of 7 can make 4 or 11:\n  \
         4: the same number as the card before, so the pile may become 4 (the pile stays open)\n  \
         11: add 4 to 7 (over 10: the player seated before takes the pile)"
    );
    // A different card before: only the sum.
    assert_eq!(
        values(&env, &["--pile", "7", "--previous", "3", "4"]),
        json!([11])
    );
    // A 2 on 8 after a 2: set the pile back to 2, or add it and take the pile at 10.
    assert_eq!(
        values(&env, &["--pile", "8", "--previous", "2", "2"]),
        json!([2, 10])
    );
    // The previous card is read like a card.
    assert_eq!(
        values(&env, &["--pile", "7", "--previous", " 4 ", "4"]),
        json!([4, 11])
    );
}

#[test]
fn a_card_equal_to_the_pile_value_may_become_the_pile_value() {
    let env = TestEnv::new();
    let v = check_json(&env, &["play", "--pile", "4", "4"], 0);
    assert_eq!(
        v,
        json!({
            "legal": true,
            "reason": "a 4 on a pile of 4 can make 4 or 8",
            "values": [4, 8],
            "options": [
                {
                    "value": 4,
                    "rule": "the card equals the pile value, so the pile may become 4",
                    "ways": ["equals-pile"],
                    "leads_to": "open"
                },
                {"value": 8, "rule": "add 4 to 4", "ways": ["add"], "leads_to": "open"},
            ]
        })
    );
    // The rule document's Claudio: an 8 on a pile of 8 leaves it at 8 (or goes over with 16).
    assert_eq!(values(&env, &["--pile", "8", "8"]), json!([8, 16]));
    assert_eq!(values(&env, &["--pile", "8", "7"]), json!([15]));
}

#[test]
fn a_10_on_an_empty_or_zeroed_pile_takes_it() {
    let env = TestEnv::new();
    let v = check_json(&env, &["play", "10"], 0);
    assert_eq!(
        v,
        json!({
            "legal": true,
            "reason": "a 10 on an empty pile can make 10",
            "values": [10],
            "options": [{"value": 10, "rule": "add 10 to 0", "ways": ["add"], "leads_to": "takes"}]
        })
    );
    assert_eq!(
        check_text(&env, &["play", "10"], 0).trim_end(),
        "Legal: a 10 on an empty pile can make 10:\n  \
         10: add 10 to 0 (exactly 10: the player takes the pile)"
    );
    // A pile zeroed by the frog.
    let v = check_json(&env, &["play", "--pile", "0", "--previous", "0", "10"], 0);
    assert_eq!(v["reason"], "a 10 on a pile of 0 can make 10");
    assert_eq!(v["options"][0]["leads_to"], "takes");
    // In a pile: frog, then 10; and a pigmaid down to 0, then 10.
    let v = check_json(
        &env,
        &["pile", "--players", "Ann,Bob,Cy", "Ann:6", "Bob:0", "Cy:10"],
        0,
    );
    assert_eq!(v["values"], json!([6, 0, 10]));
    assert_eq!(v["taker"], "Cy");
    assert_eq!(v["reason"], "exactly 10: Cy takes the 3 cards");
    let v = check_json(
        &env,
        &[
            "pile",
            "--players",
            "Ann,Bob,Cy",
            "Ann:5",
            "Bob:5@0",
            "Cy:10",
        ],
        0,
    );
    assert_eq!(v["values"], json!([5, 0, 10]));
    assert_eq!(v["taker"], "Cy");
    assert_eq!(v["plays"][1]["alternatives"], json!([5, 10]));
}

#[test]
fn over_10_the_player_seated_before_takes_the_pile() {
    let env = TestEnv::new();
    let v = check_json(&env, &["play", "--pile", "8", "6"], 0);
    assert_eq!(
        v,
        json!({
            "legal": true,
            "reason": "a 6 on a pile of 8 can make 14",
            "values": [14],
            "options": [{"value": 14, "rule": "add 6 to 8", "ways": ["add"], "leads_to": "over"}]
        })
    );
    assert_eq!(
        check_text(&env, &["play", "--pile", "8", "6"], 0).trim_end(),
        "Legal: a 6 on a pile of 8 can make 14:\n  \
         14: add 6 to 8 (over 10: the player seated before takes the pile)"
    );
    // The highest possible: a 10 on a 9.
    assert_eq!(values(&env, &["--pile", "9", "10"]), json!([19]));
    // Exactly 10 by adding.
    let v = check_json(&env, &["play", "--pile", "9", "1"], 0);
    assert_eq!(v["options"][0]["leads_to"], "takes");
}

#[test]
fn says_checks_the_called_value_against_the_legal_ones() {
    let env = TestEnv::new();
    // Legal: the reason names the called value, the options are all listed.
    let v = check_json(&env, &["play", "--pile", "6", "5", "--says", "1"], 0);
    assert_eq!(v["legal"], true);
    assert_eq!(
        v["reason"],
        "a 5 on a pile of 6 can make 1; the legal values are 1 or 11"
    );
    assert_eq!(v["values"], json!([1, 11]));
    assert_eq!(v["options"].as_array().unwrap().len(), 2);
    let text = check_text(&env, &["play", "--pile", "6", "5", "--says", "11"], 0);
    assert!(
        text.starts_with("Legal: a 5 on a pile of 6 can make 11; the legal values are 1 or 11:\n"),
        "{text}"
    );
    // Not legal: exit 3, the verdict on stdout, naming the legal values.
    let v = check_json(&env, &["play", "--pile", "6", "5", "--says", "2"], 3);
    assert_eq!(
        v,
        json!({
            "legal": false,
            "reason": "a 5 on a pile of 6 cannot make 2; the legal values are 1 or 11",
            "values": [1, 11],
            "options": [
                {
                    "value": 1,
                    "rule": "the pigmaid subtracts 5 from 6",
                    "ways": ["subtract"],
                    "leads_to": "open"
                },
                {"value": 11, "rule": "add 5 to 6", "ways": ["add"], "leads_to": "over"},
            ]
        })
    );
    let text = check_text(&env, &["play", "--pile", "6", "5", "--says", "2"], 3);
    assert_eq!(
        text.trim_end(),
        "Not legal: a 5 on a pile of 6 cannot make 2; the legal values are 1 or 11:\n  \
         1: the pigmaid subtracts 5 from 6 (the pile stays open)\n  \
         11: add 5 to 6 (over 10: the player seated before takes the pile)"
    );
    // Three legal values are listed with commas.
    let v = check_json(
        &env,
        &["play", "--pile", "5", "--previous", "5", "5", "--says", "6"],
        3,
    );
    assert_eq!(
        v["reason"],
        "a 5 on a pile of 5 cannot make 6; the legal values are 0, 5 or 10"
    );
    // A called value far out of reach is still a rule break, not malformed.
    let v = check_json(&env, &["play", "--pile", "3", "3", "--says", "200"], 3);
    assert_eq!(v["values"], json!([3, 6]));
    assert!(!env.db().exists());
}

// `check pig10 pile` beyond the worked examples.

#[test]
fn skip_passes_over_players_without_cards_but_the_seat_before_still_takes_the_pile() {
    let env = TestEnv::new();
    // Jane has no cards: after Sally it is Claudio's turn.
    let args = [
        "pile",
        "--players",
        SEATING,
        "--skip",
        "Jane",
        "Steve:4",
        "Sally:3",
        "Claudio:6",
    ];
    let v = check_json(&env, &args, 0);
    assert_eq!(v["values"], json!([4, 7, 13]));
    // Over 10: Jane, seated before Claudio, takes it, whether or not she still holds cards.
    assert_eq!(v["taker"], "Jane");
    assert_eq!(v["cards"], 3);
    assert_eq!(
        v["reason"],
        "over 10: Jane, seated before Claudio, takes the 3 cards"
    );
    assert_eq!(
        check_text(&env, &args, 0).trim_end(),
        "1. Steve plays 4: 4 (add 4 to 0)\n\
         2. Sally plays 3: 7 (add 3 to 4)\n\
         3. Claudio plays 6: 13 (add 6 to 7)\n\
         Over 10: Jane, seated before Claudio, takes the 3 cards."
    );
    // Two players skipped, written in any case, and the turn wraps round the table.
    let v = check_json(
        &env,
        &[
            "pile",
            "--players",
            SEATING,
            "--skip",
            "sally,JANE",
            "Claudio:1",
            "Steve:2",
            "Claudio:3",
        ],
        0,
    );
    assert_eq!(v["values"], json!([1, 3, 6]));
    assert_eq!(v["taker"], Value::Null);
    // Without --skip, the same plays are out of turn.
    let v = check_json(&env, &pile_args(&["Steve:4", "Sally:3", "Claudio:6"]), 3);
    assert_eq!(
        v["reason"],
        "Claudio plays out of turn: after Sally it is Jane's turn (clockwise); give the plays in \
         seating order; name players without cards with --skip"
    );
    // A skipped player who plays.
    let v = check_json(
        &env,
        &[
            "pile",
            "--players",
            SEATING,
            "--skip",
            "Sally",
            "Steve:4",
            "Sally:3",
        ],
        3,
    );
    assert_eq!(
        v["reason"],
        "Sally has no cards (named with --skip) but plays a 3; leave out --skip for a player who \
         still plays"
    );
}

#[test]
fn over_10_with_two_players_goes_to_the_other_one() {
    let env = TestEnv::new();
    let v = check_json(
        &env,
        &["pile", "--players", "Ann,Bob", "Ann:6", "Bob:3", "Ann:5"],
        0,
    );
    assert_eq!(v["values"], json!([6, 9, 14]));
    assert_eq!(v["taker"], "Bob");
    assert_eq!(v["cards"], 3);
    assert_eq!(
        v["reason"],
        "over 10: Bob, seated before Ann, takes the 3 cards"
    );
    assert_eq!(v["plays"][2]["alternatives"], json!([4]));
    let v = check_json(&env, &["pile", "--players", "Ann,Bob", "Ann:6", "Bob:6"], 0);
    assert_eq!(v["values"], json!([6, 12]));
    assert_eq!(v["taker"], "Ann");
    // Ann's 6 under Bob's 6 gave Bob the choice of 6 as well.
    assert_eq!(v["plays"][1]["alternatives"], json!([6]));
    let text = check_text(&env, &["pile", "--players", "Ann,Bob", "Ann:6", "Bob:6"], 0);
    assert_eq!(
        text.trim_end(),
        "1. Ann plays 6: 6 (add 6 to 0)\n\
         2. Bob plays 6: 12 (add 6 to 6; could also have made 6)\n\
         Over 10: Ann, seated before Bob, takes the 2 cards."
    );
}

#[test]
fn a_pile_may_start_with_any_player_and_names_are_matched_whatever_the_case() {
    let env = TestEnv::new();
    let v = check_json(&env, &pile_args(&["jane:2", "CLAUDIO:7"]), 0);
    assert_eq!(v["values"], json!([2, 9]));
    assert_eq!(v["plays"][0]["name"], "Jane");
    assert_eq!(v["plays"][1]["name"], "Claudio");
    assert_eq!(
        v["reason"],
        "the pile stands at 9 and is still open (2 cards)"
    );
    // From Claudio, the last seat, the turn goes round to Steve.
    let v = check_json(&env, &pile_args(&["Claudio:2", "Steve:2"]), 0);
    assert_eq!(v["values"], json!([2, 4]));
}

#[test]
fn one_card_in_the_pile_is_counted_as_1_card() {
    let env = TestEnv::new();
    let v = check_json(&env, &["pile", "--players", "Ann,Bob", "Ann:10"], 0);
    assert_eq!(v["taker"], "Ann");
    assert_eq!(v["cards"], 1);
    assert_eq!(v["values"], json!([10]));
}

#[test]
fn the_reason_for_a_pile_of_one_card_is_singular() {
    let env = TestEnv::new();
    let v = check_json(&env, &["pile", "--players", "Ann,Bob", "Ann:10"], 0);
    let reason = v["reason"].as_str().unwrap();
    assert!(!reason.contains("1 cards"), "{reason}");
    let v = check_json(&env, &["pile", "--players", "Ann,Bob", "Ann:4"], 0);
    let reason = v["reason"].as_str().unwrap();
    assert!(!reason.contains("1 cards"), "{reason}");
}

#[test]
fn a_refusal_with_one_legal_value_names_it_in_the_singular() {
    let env = TestEnv::new();
    let v = check_json(&env, &["play", "--pile", "3", "5", "--says", "0"], 3);
    let reason = v["reason"].as_str().unwrap();
    assert!(!reason.contains("values are 8"), "{reason}");
    let v = check_json(&env, &pile_args(&["Steve:4", "Sally:3@8"]), 3);
    let reason = v["reason"].as_str().unwrap();
    assert!(!reason.contains("values are 7"), "{reason}");
}

// Rule breaks: exit 3, the verdict on stdout (text and JSON), nothing on stderr.

#[test]
fn a_pile_that_breaks_a_rule_is_not_legal_exit_3() {
    let env = TestEnv::new();
    let refused = |reason: &str| {
        json!({
            "legal": false,
            "reason": reason,
            "values": [],
            "taker": null,
            "cards": 0,
            "plays": []
        })
    };
    let cases: &[(Vec<&str>, &str)] = &[
        (
            pile_args(&["Steve:4", "Jane:3"]),
            "Jane plays out of turn: after Steve it is Sally's turn (clockwise); give the plays in \
             seating order; name players without cards with --skip",
        ),
        (
            pile_args(&["Steve:4", "Steve:3"]),
            "Steve plays out of turn: after Steve it is Sally's turn (clockwise); give the plays in \
             seating order; name players without cards with --skip",
        ),
        (
            pile_args(&["Steve:4", "Sally:3@8"]),
            "Sally: a 3 on a pile of 4 cannot make 8; the only legal value is 7",
        ),
        (
            // "five", "six", then a FIVE cannot make "zero": below zero is not a choice.
            pile_args(&["Steve:5@5", "Sally:1@6", "Jane:5@0"]),
            "Jane: a 5 on a pile of 6 cannot make 0; the legal values are 1 or 11",
        ),
        (
            pile_args(&["Steve:5@0"]),
            "Steve: a 5 on an empty pile cannot make 0; the only legal value is 5",
        ),
        (
            pile_args(&["Steve:10", "Sally:3"]),
            "Sally's 3 comes after the pile was taken at play 1; a taken pile is gone: check the \
             next pile on its own, from an empty middle",
        ),
        (
            pile_args(&["Steve:4", "Sally:3", "Jane:2", "Claudio:6", "Steve:1"]),
            "Steve's 1 comes after the pile was taken at play 4; a taken pile is gone: check the \
             next pile on its own, from an empty middle",
        ),
        (
            vec!["pile", "--players", "Steve", "Steve:4"],
            "Pig 10 is played by 2 to 8 players, not 1; seat 2 to 8 players",
        ),
        (
            vec!["pile", "--players", "A,B,C,D,E,F,G,H,I", "A:4"],
            "Pig 10 is played by 2 to 8 players, not 9; seat 2 to 8 players",
        ),
    ];
    for (args, reason) in cases {
        let v = check_json(&env, args, 3);
        assert_eq!(v, refused(reason), "{args:?}");
        let text = check_text(&env, args, 3);
        assert_eq!(text.trim_end(), format!("Not legal: {reason}."), "{args:?}");
    }
    // Eight players are fine.
    let v = check_json(
        &env,
        &["pile", "--players", "A,B,C,D,E,F,G,H", "H:4", "A:6"],
        0,
    );
    assert_eq!(v["taker"], "A");
    assert!(!env.db().exists());
}

// Malformed input: exit 2, one line on stderr, nothing on stdout.

#[test]
fn malformed_checks_are_refused_in_one_line_exit_2() {
    let env = TestEnv::new();
    let card = "a Pig 10 card is a number 0 to 10 (0 is the frog, 5 the pigmaid)";
    let cases: Vec<(Vec<&str>, String)> = vec![
        (
            vec!["play", "11"],
            format!("'11' is not a Pig 10 card; {card}"),
        ),
        (
            vec!["play", "--pile", "3", "x"],
            format!("'x' is not a Pig 10 card; {card}"),
        ),
        (
            vec!["play", "--pile", "3", "--", "-1"],
            format!("'-1' is not a Pig 10 card; {card}"),
        ),
        (
            vec!["play", "--pile", "3", "--previous", "12", "3"],
            format!("'12' is not a Pig 10 card; {card}"),
        ),
        (
            vec!["play", "--pile", "10", "3"],
            "a pile of 10 is not in play: at 10 or more it has been taken; give the pile value 0 \
             to 9 (0 for an empty pile)"
                .into(),
        ),
        (
            vec!["play", "--pile", "12", "3"],
            "a pile of 12 is not in play: at 10 or more it has been taken; give the pile value 0 \
             to 9 (0 for an empty pile)"
                .into(),
        ),
        (
            vec!["play", "--pile", "x", "3"],
            "invalid value 'x' for '--pile <N>': invalid digit found in string; see `tenscore \
             check pig10 play --help`"
                .into(),
        ),
        (
            vec!["play", "--pile", "3", "3", "--says", "x"],
            "invalid value 'x' for '--says <N>': invalid digit found in string; the value \
             called after --says is a whole number, e.g. --says 1; see `tenscore check pig10 play --help`"
                .into(),
        ),
        (
            vec!["play"],
            "the following required arguments were not provided: <CARD>; see `tenscore check \
             pig10 play --help`"
                .into(),
        ),
        (
            pile_args(&["Steve:4", "Zed:3"]),
            "'Zed' is not among the players; name one of Steve, Sally, Jane, Claudio".into(),
        ),
        (
            pile_args(&["Steve:11"]),
            format!("'11' is not a Pig 10 card; {card}"),
        ),
        (
            pile_args(&["Steve:four"]),
            format!("'four' is not a Pig 10 card; {card}"),
        ),
        (
            pile_args(&["Steve4"]),
            "'Steve4' is not a play; write each play as NAME:CARD or NAME:CARD@CALLED, e.g. \
             Ann:5@0"
                .into(),
        ),
        (
            pile_args(&["Steve:4@x"]),
            "'x' is not a pile value; the value called after @ is a whole number, e.g. 5@0".into(),
        ),
        (
            pile_args(&["Steve:4@-1"]),
            "'-1' is not a pile value; the value called after @ is a whole number, e.g. 5@0".into(),
        ),
        (
            vec!["pile", "--players", SEATING, "--skip", "Zed", "Steve:4"],
            "'Zed' is not among the players; name one of Steve, Sally, Jane, Claudio".into(),
        ),
        (
            vec!["pile", "--players", "Steve,Steve", "Steve:4"],
            "two players are called 'Steve'; give each player a different name, e.g. Steve and Steve B"
                .into(),
        ),
        (
            vec!["pile", "--players", "Ann,,Bob", "Ann:4"],
            "a player name is empty; separate names with single commas, e.g. --players Ann,Bob,Cy"
                .into(),
        ),
    ];
    for (args, message) in &cases {
        assert_eq!(&check_fails(&env, args, 2), message, "{args:?}");
        // Malformed input gives no verdict on stdout, even with --json.
        let mut all = vec!["--json", "check", "pig10"];
        all.extend_from_slice(args);
        let out = env.run(&all);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
    // Without plays clap refuses; without players, plays that name one player more than once
    // need the seating to say whether that player may play again.
    let message = check_fails(&env, &["pile", "--players", SEATING], 2);
    assert!(
        message.starts_with("the following required arguments were not provided"),
        "{message}"
    );
    let message = check_fails(&env, &["pile", "Steve:4", "Steve:3"], 2);
    assert_eq!(
        message,
        "every play is Steve's, and whether Steve may lay another card depends on the seating \
         (only when the others have no cards left); give the seating with --players A,B,... and \
         those without cards with --skip NAME,..."
    );
    assert!(!env.db().exists());
}

#[test]
fn the_alias_pig_10_checks_the_same() {
    let env = TestEnv::new();
    let out = env.run(&["--json", "check", "pig-10", "play", "--pile", "6", "5"]);
    assert_eq!(out.status.code(), Some(0));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v, check_json(&env, &["play", "--pile", "6", "5"], 0));
}

#[test]
fn an_eight_takes_an_and_a_five_takes_a() {
    let env = TestEnv::new();
    let text = check_text(&env, &["play", "--pile", "3", "8"], 0);
    assert!(
        text.starts_with("Legal: an 8 on a pile of 3 can make 11"),
        "{text}"
    );
    let text = check_text(&env, &["play", "--pile", "3", "5", "--says", "11"], 3);
    assert!(
        text.starts_with("Not legal: a 5 on a pile of 3 cannot make 11"),
        "{text}"
    );
}
