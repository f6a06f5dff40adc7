//! `tenscore check under10`: referee calls, combinations and strokes of luck without recording.

use serde_json::json;

use crate::common::TestEnv;

fn check_json(env: &TestEnv, args: &[&str], code: i32) -> serde_json::Value {
    env.check_json("under10", args, code)
}

#[test]
fn a_call_that_stands() {
    let env = TestEnv::new();
    let v = check_json(
        &env,
        &["call", "--call", "Ann", "Ann=3", "Bob=7", "Cy=12"],
        0,
    );
    assert_eq!(v["legal"], true);
    assert_eq!(v["call_stands"], true);
    assert_eq!(v["scores"], json!({"Ann": 0, "Bob": 7, "Cy": 12}));
    assert!(
        v["reason"].as_str().unwrap().contains("the call stands"),
        "{v}"
    );
    // Nothing is recorded: no database file is even created.
    assert!(!env.db().exists());
}

#[test]
fn a_failed_call_on_a_tie_with_a_bonus_holder_who_cannot_beat_it() {
    let env = TestEnv::new();
    let v = check_json(
        &env,
        &[
            "call",
            "--call",
            "Ann",
            "Ann=4",
            "Bob=4",
            "Cy=3+joker",
            "Dee=4",
        ],
        0,
    );
    assert_eq!(v["legal"], true);
    assert_eq!(v["call_stands"], false);
    assert_eq!(
        v["scores"],
        json!({"Ann": 24, "Bob": 0, "Cy": 13, "Dee": 0})
    );
}

#[test]
fn an_illegal_call_exits_3_with_the_reason() {
    let env = TestEnv::new();
    let v = check_json(&env, &["call", "--call", "Ann", "Ann=10", "Bob=7"], 3);
    assert_eq!(v["legal"], false);
    assert_eq!(
        v["reason"],
        "Ann called with 10 points in hand; a call needs fewer than 10 points (0 to 9) and no bonus card"
    );
    let v = check_json(
        &env,
        &["call", "--call", "Ann", "Ann=2+trade-one", "Bob=7"],
        3,
    );
    assert_eq!(v["legal"], false);
    let text = env.run(&[
        "check", "under10", "call", "--call", "Ann", "Ann=10", "Bob=7",
    ]);
    assert_eq!(text.status.code(), Some(3));
    assert!(
        String::from_utf8_lossy(&text.stdout).starts_with("Not legal: Ann called with 10 points")
    );
    assert!(text.stderr.is_empty());
}

#[test]
fn a_malformed_call_check_exits_2() {
    let env = TestEnv::new();
    let msg = env.fails(
        &[
            "check",
            "under10",
            "call",
            "--call",
            "Ann",
            "Ann=seven",
            "Bob=7",
        ],
        2,
    );
    assert!(msg.starts_with("Ann=seven"), "{msg}");
    let msg = env.fails(&["check", "under10", "call", "Ann=3", "Bob=7"], 2);
    assert_eq!(
        msg,
        "neither a caller nor a stroke of luck was named; name who called with --call NAME, or \
         who emptied their hand with --luck NAME"
    );
    env.fails(
        &[
            "check", "under10", "call", "--call", "Zed", "Ann=3", "Bob=7",
        ],
        2,
    );
}

#[test]
fn combinations_are_named_with_the_joker_standing_in() {
    let env = TestEnv::new();
    let cases = [
        (vec!["5r"], "single"),
        (vec!["8r", "8b"], "pair"),
        (vec!["10r", "10b", "10g"], "three-of-a-kind"),
        (vec!["3r", "3b", "3g", "3y"], "four-of-a-kind"),
        (vec!["3r", "4r", "5r"], "small-street"),
        (vec!["5R,3r", "4R"], "small-street"),
        (vec!["8r", "9b", "10g", "11r", "12y"], "big-street"),
        (vec!["4r", "5r", "3r", "10r", "12r"], "flush"),
        (vec!["8r", "9r", "10r", "11r", "joker"], "big-street"),
        (vec!["8r", "*"], "pair"),
    ];
    for (cards, kind) in cases {
        let mut args = vec!["combo"];
        args.extend(cards.iter().copied());
        let v = check_json(&env, &args, 0);
        assert_eq!(v["combination"], kind, "{cards:?}: {v}");
        assert_eq!(v["legal"], true);
    }
}

#[test]
fn non_combinations_exit_3_and_say_why() {
    let env = TestEnv::new();
    for cards in [
        vec!["8r", "8b", "9r", "9b"],
        vec!["8r", "8b", "8g", "9r", "9b"],
        vec!["8r", "9b", "10r"],
        vec!["12r", "13r", "0r"],
        vec!["2r", "2b", "2g", "2y", "2p"],
    ] {
        let mut args = vec!["combo"];
        args.extend(cards.iter().copied());
        let v = check_json(&env, &args, 3);
        assert_eq!(v["legal"], false, "{cards:?}");
        assert_eq!(v["combination"], serde_json::Value::Null);
        assert!(!v["reason"].as_str().unwrap().is_empty());
    }
    let msg = env.fails(&["check", "under10", "combo", "14r"], 2);
    assert!(msg.contains("'14r' is not an Under the 10 card"), "{msg}");
}

#[test]
fn a_stroke_of_luck_needs_the_closed_deck_and_a_matching_value() {
    let env = TestEnv::new();
    let v = check_json(&env, &["luck", "--played", "8r,8b", "--drawn", "8g"], 0);
    assert_eq!(v["legal"], true);
    let v = check_json(
        &env,
        &["luck", "--played", "8r", "--drawn", "8g", "--from", "open"],
        3,
    );
    assert_eq!(v["legal"], false);
    check_json(&env, &["luck", "--played", "8r", "--drawn", "9r"], 3);
    check_json(&env, &["luck", "--played", "8r", "--drawn", "joker"], 3);
    env.fails(
        &[
            "check", "under10", "luck", "--played", "8r", "--drawn", "8g", "--from", "table",
        ],
        2,
    );
}

#[test]
fn a_name_with_an_escape_is_never_printed_raw_in_a_verdict() {
    let env = TestEnv::new();
    let name = "A\u{1b}[31mnn";
    let out = env.run(&[
        "check",
        "under10",
        "call",
        "--call",
        name,
        &format!("{name}=3"),
        "Bob=5",
    ]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(!text.contains('\u{1b}'), "{text:?}");
    assert!(
        text.contains("A\u{FFFD}[31mnn called with 3 points"),
        "{text}"
    );
    assert!(text.contains("  A\u{FFFD}[31mnn: 0"), "{text}");
    // JSON keeps the name as typed, escaped by JSON itself.
    let json = env.check_json(
        "under10",
        &["call", "--call", name, &format!("{name}=3"), "Bob=5"],
        0,
    );
    assert_eq!(json["scores"][name], 0);
}

#[test]
fn a_stroke_of_luck_is_refereed_the_emptied_hand_scores_0_and_everyone_else_their_hand() {
    let env = TestEnv::new();
    let v = check_json(
        &env,
        &["call", "--luck", "Cy", "Ann=7", "Bob=12+joker", "Cy=0"],
        0,
    );
    assert_eq!(
        v,
        json!({
            "legal": true,
            "ending": "luck",
            "call_stands": null,
            "scores": {"Ann": 7, "Bob": 22, "Cy": 0},
            "reason": "Cy emptied their hand by a stroke of luck — the round ends: Cy scores 0, \
                       everyone else scores their hand. Bob holds a joker: +10 (12 + 10 = 22)."
        })
    );
    let text = env.ok(&[
        "check",
        "under10",
        "call",
        "--luck",
        "Cy",
        "Ann=7",
        "Bob=12+joker",
        "Cy=0",
    ]);
    assert!(
        text.starts_with("The stroke of luck is allowed.\nCy emptied their hand"),
        "{text}"
    );
    assert!(
        text.ends_with("Round scores:\n  Ann: 7\n  Bob: 22\n  Cy: 0\n"),
        "{text}"
    );
    // The lucky hand is empty: points left in it break the rule (exit 3), in words.
    let v = check_json(&env, &["call", "--luck", "Cy", "Ann=7", "Cy=3"], 3);
    assert_eq!(v["legal"], false);
    assert_eq!(v["ending"], "luck");
    assert_eq!(v["scores"], json!({}));
    assert_eq!(
        v["reason"],
        "Cy had a stroke of luck but still holds 3; a stroke of luck empties the hand: enter Cy=0"
    );
    // A round ends one way: both at once cannot be read (exit 2).
    let msg = env.fails(
        &[
            "check", "under10", "call", "--luck", "Cy", "--call", "Ann", "Ann=3", "Cy=0",
        ],
        2,
    );
    assert!(msg.starts_with("both --call and --luck given"), "{msg}");
    assert!(!env.db().exists());
}

#[test]
fn a_bonus_card_holder_with_as_few_points_as_the_caller_does_not_break_the_call() {
    // House ruling: only a player who could win the round can beat the caller.
    let env = TestEnv::new();
    let v = check_json(
        &env,
        &["call", "--call", "A", "A=9", "B=3+trade-one", "C=20"],
        0,
    );
    assert_eq!(v["call_stands"], true);
    assert_eq!(v["scores"], json!({"A": 0, "B": 8, "C": 20}));
    let rules = env.ok(&["rules", "under10"]);
    let words = rules.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.contains(
            "So a bonus-card holder with as few points as the caller, or fewer, does not make the \
             call fail: Ann calls on 9, Bob holds 3 points and a trade-one, Cy holds 20, and the \
             call stands"
        ),
        "{rules}"
    );
}

#[test]
fn one_point_in_hand_is_said_in_the_singular() {
    let env = TestEnv::new();
    let args = [
        "call",
        "--call",
        "Ann",
        "Ann=5",
        "Bob=1+joker+trade-one+trade-all+trade-one+joker",
    ];
    let v = check_json(&env, &args, 3);
    assert_eq!(
        v["reason"],
        "Bob has 1 point in hand, but besides 5 bonus cards, 0 cards of at most 13 make at most \
         0; a hand holds at most 5 cards, so at most (5 − bonus cards) × 13 = 0 points"
    );
}
