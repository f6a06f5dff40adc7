//! Faults found in batch s53 about saying why: what an edit changed in the rounds after it, why
//! the referee gives a trick, a hint that fits the match's options.

use crate::common::{TestEnv, words};

/// An Under the 10 match whose round 3 halves Ann (40 + 50 + 10 = 100 → 50) and whose round 4
/// leaves her at 105; one more point in round 1 takes the halving away and puts her out in round 4.
fn halved_in_round_three() -> TestEnv {
    let env = TestEnv::new();
    env.ok(&["new", "under10", "--players", "Ann,Bob,Cy"]);
    for ann in ["Ann=40", "Ann=50", "Ann=10", "Ann=55"] {
        env.ok(&["round", ann, "Bob=0", "Cy=5", "--call", "Bob"]);
    }
    env
}

/// The lines of an edit's confirmation before the table.
fn confirmation(out: &str) -> Vec<&str> {
    out.lines().take_while(|line| !line.is_empty()).collect()
}

/// Before, the confirmation said only "3 later rounds rescored." while Ann lost her halving and
/// went out: her total jumped by 51 without a word.
#[test]
fn an_edit_names_the_halving_and_the_out_it_changes_in_later_rounds() {
    let env = halved_in_round_three();
    let out = env.ok(&["edit", "1", "1", "Ann=41", "Bob=0", "Cy=5", "--call", "Bob"]);
    let said = confirmation(&out);
    assert!(
        words(&said.join(" ")).ends_with("3 later rounds rescored. Round 3, Ann: no longer halved 100 → 50 (total 101) Round 4, Ann: now out (156)"),
        "{out}"
    );
    assert_eq!(
        said[said.len() - 2..],
        [
            "Round 3, Ann: no longer halved 100 → 50 (total 101)",
            "Round 4, Ann: now out (156)"
        ],
        "{out}"
    );
    // Back again: the halving comes back and the out goes, in --json too.
    let json = env.json(&["edit", "1", "1", "Ann=40", "Bob=0", "Cy=5", "--call", "Bob"]);
    assert_eq!(
        json["later_changes"],
        serde_json::json!([
            {"round": 3, "player": "Ann", "change": "new",
             "note": {"note": "halved", "from": 100, "to": 50}, "total": 50},
            {"round": 4, "player": "Ann", "change": "gone",
             "note": {"note": "went-out", "total": 156}, "total": 105},
        ])
    );
    assert_eq!(json["rescored"], 3);
}

/// In Dutch and German the changes are said in the reader's language.
#[test]
fn the_changes_of_an_edit_are_worded_in_dutch_and_german() {
    let env = halved_in_round_three();
    let nl = env.ok(&[
        "--lang", "nl", "edit", "1", "1", "Ann=41", "Bob=0", "Cy=5", "--call", "Bob",
    ]);
    assert!(
        nl.contains("\nRonde 3, Ann: niet meer gehalveerd 100 → 50 (totaal 101)\nRonde 4, Ann: nu eruit (156)\n"),
        "{nl}"
    );
    let de = env.ok(&[
        "--lang", "de", "edit", "1", "1", "Ann=40", "Bob=0", "Cy=5", "--call", "Bob",
    ]);
    assert!(
        de.contains("\nRunde 3, Ann: jetzt halbiert 100 → 50\nRunde 4, Ann: nicht mehr ausgeschieden (156) (Summe 105)\n"),
        "{de}"
    );
}

/// A game whose rescored rounds only move the totals (Pig 10) says nothing more than the count.
#[test]
fn an_edit_that_only_moves_totals_names_no_changes() {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "Ann,Bob,Cy"]);
    for _ in 0..3 {
        env.ok(&["round", "Ann=3", "Bob=1", "Cy=0"]);
    }
    let out = env.ok(&["edit", "1", "1", "Ann=2", "Bob=1", "Cy=0"]);
    assert!(
        words(&confirmation(&out).join(" ")).ends_with(
            "(the old entry is kept in `tenscore show 1 --all`). 2 later deals rescored."
        ),
        "{out}"
    );
    let json = env.json(&["edit", "1", "1", "Ann=3", "Bob=1", "Cy=0"]);
    assert_eq!(json["later_changes"], serde_json::json!([]));
}

/// Before, a match without bonus cards was told to write "12+joker, 0+trade-one", which it then
/// refused ("... played without bonus cards", exit 3); the hint offers the bonus cards only where
/// the match has them.
#[test]
fn a_hand_hint_names_bonus_cards_only_in_a_match_with_them() {
    let env = TestEnv::new();
    env.ok(&["new", "under10", "--players", "Ann,Bob,Cy"]);
    let typed = ["round", "1", "Ann=1", "Bob=x", "Cy=3", "--call", "Ann"];
    assert_eq!(
        env.refused_unwritten(&typed, 2),
        "Bob=x: 'x' is not a number of points; write the points left in hand as a whole number: 7, 12"
    );
    assert_eq!(
        env.refused_unwritten(
            &["round", "1", "Ann=1", "Bob=4+", "Cy=3", "--call", "Ann"],
            2
        ),
        "Bob=4+: '4+' has a '+' with no bonus card after it; write the points left in hand as a whole number: 7, 12"
    );
    env.ok(&["new", "under10", "--players", "Ann,Bob,Cy", "--bonus-cards"]);
    let typed = ["round", "2", "Ann=1", "Bob=x", "Cy=3", "--call", "Ann"];
    assert_eq!(
        env.refused_unwritten(&typed, 2),
        "Bob=x: 'x' is not a number of points; write the points left in hand as a whole number, then any bonus card held: 7, 12+joker, 0+trade-one"
    );
}
