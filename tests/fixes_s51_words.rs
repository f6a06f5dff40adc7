//! Session 51: referee wordings a first-time player misread (tester T7). Each verdict was right;
//! the words said less, or other, than the rule.

use crate::common::TestEnv;

const SKIP_RULE: &str = "a skipped player may hand back any cards of their hand in the suit of \
                         the 10 (hearts), never the 10 itself, and never a joker, which has no suit";

/// A call beaten on a tie says the same number is enough; before: "as few is enough", which
/// is no English.
#[test]
fn a_call_beaten_on_a_tie_says_the_same_number_is_enough() {
    let env = TestEnv::new();
    let v = env.check_json(
        "under10",
        &["call", "--call", "Ann", "Ann=7", "Bob=7", "Cy=3+joker"],
        0,
    );
    let reason = v["reason"].as_str().unwrap();
    assert!(
        reason.starts_with(
            "Ann called with 7 points, but Bob had 7 too (the same number is enough to beat a \
             call) — a failed call:"
        ),
        "{reason}"
    );
}

/// A value said that is one of several names the others too, as a refusal does; before: "a 4
/// on a pile of 4 can make 4:", above a list holding 8 as well.
#[test]
fn a_legal_value_said_names_the_other_legal_values() {
    let env = TestEnv::new();
    let args = ["play", "--pile", "4", "4", "--says", "4"];
    let v = env.check_json("pig10", &args, 0);
    assert_eq!(
        v["reason"],
        "a 4 on a pile of 4 can make 4; the legal values are 4 or 8"
    );
    let text = env.check_text("pig10", &args, 0);
    assert!(
        text.starts_with("Legal: a 4 on a pile of 4 can make 4; the legal values are 4 or 8:\n"),
        "{text}"
    );
    // The only value a card can make is said alone.
    let v = env.check_json("pig10", &["play", "--pile", "9", "1", "--says", "10"], 0);
    assert_eq!(v["reason"], "a 1 on a pile of 9 can make 10");
}

/// A card refused at a skip names what this hand may hand back; before: "none of them may be
/// handed back", while 3♥ and K♥ could go back.
#[test]
fn a_refused_hand_back_names_what_the_hand_may_give() {
    let env = TestEnv::new();
    let args = [
        "skip",
        "--ten",
        "10H",
        "--hand",
        "3H,KH,10S,10C,5C",
        "--give",
        "10S",
    ];
    let v = env.check_json("tenstuff", &args, 3);
    assert_eq!(
        v["reason"],
        format!(
            "10♠ is not a heart, the suit of 10♥; from this hand, 3♥ and K♥ may be handed back: \
             {SKIP_RULE}"
        )
    );
    assert_eq!(v["allowed"], serde_json::json!([]));
    // A hand without a heart: nothing may go back.
    let args = ["skip", "--ten", "10H", "--hand", "3C,10S", "--give", "3C"];
    let v = env.check_json("tenstuff", &args, 3);
    assert_eq!(
        v["reason"],
        format!("3♣ is not a heart, the suit of 10♥; nothing may be handed back: {SKIP_RULE}")
    );
}

/// `undo` of the last round of a match `finish` ended says the match is open again, as an edit
/// that reopens one does (tester T8); before, only "Deal 1 withdrawn" was said, and the table
/// quietly left a club night's ranking. A match in progress is not said to be open again.
#[test]
fn undo_that_reopens_an_ended_match_says_so() {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    env.ok(&["round", "1", "Ann=5", "Bob=1"]);
    env.ok(&["round", "1", "Ann=2", "Bob=3"]);
    let text = env.ok(&["undo", "1"]);
    assert!(
        text.starts_with(
            "Deal 2 withdrawn from match 1, Pig 10: Ann, Bob (kept in `tenscore show 1 --all`).\n"
        ),
        "{text}"
    );
    env.ok(&["finish", "1"]);
    let text = env.wide(&["undo", "1"], 0);
    assert!(
        text.starts_with(
            "Deal 1 withdrawn from match 1, Pig 10: Ann, Bob (kept in `tenscore show 1 --all`). \
             The match had ended: it is open again.\n"
        ),
        "{text}"
    );
    assert_eq!(env.json(&["standings", "1"])["status"], "in-progress");
}
