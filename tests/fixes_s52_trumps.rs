//! Session 52, helper Y: a round of 10 op en neer without trumps is recorded as such. Before, "no
//! trumps" and "not told" were both an opening without a trump: `bid --trump none` was refused
//! ("'none' is not a suit"), `play` stored nothing when the table said a hand had none, and `show`
//! and `check updown hand --match` could not tell the two apart.

use serde_json::{Value, json};

use crate::common::{TestEnv, words};
use crate::pty_play::{answer, ends_well, expect, menu_pick, menu_quit, spawn};

/// A match of Ann, Bob and Cy with rounds of 1, 2 and 1 cards; its id as typed.
fn match_of_three(env: &TestEnv) -> String {
    let id = env.new_match(&["updown", "--players", "Ann,Bob,Cy", "--peak", "2"]);
    id.to_string()
}

/// The openings of the match's rounds, as `show --json` gives them.
fn openings(env: &TestEnv, id: &str) -> Vec<Value> {
    let shown = env.json(&["show", id, "--all"]);
    let rounds = shown["rounds"].as_array().expect("rounds");
    rounds.iter().map(|r| r["opening"].clone()).collect()
}

#[test]
fn bid_trump_none_in_any_language_records_a_round_without_trumps() {
    for none in ["none", "geen", "zonder troef", "kein", "Ohne Trumpf"] {
        let env = TestEnv::new();
        let id = match_of_three(&env);
        let out = env.ok(&["bid", &id, "Ann=1", "Bob=0", "Cy=0", "--trump", none]);
        assert!(
            out.contains("Round 1 of 3: 1 card each, no trumps.\n"),
            "{none}: {out}"
        );
        assert_eq!(
            openings(&env, &id),
            [json!({"cards": 1, "no_trumps": true, "bids": [1, 0, 0]})],
            "{none}"
        );
    }
}

#[test]
fn a_round_told_with_a_suit_or_not_told_is_stored_as_before() {
    let env = TestEnv::new();
    let id = match_of_three(&env);
    env.ok(&["bid", &id, "Ann=1", "Bob=0", "Cy=0", "--trump", "hearts"]);
    env.ok(&["round", &id, "Ann=1", "Bob=0", "Cy=0"]);
    env.ok(&["bid", &id, "Ann=1", "Bob=0", "Cy=0"]);
    assert_eq!(
        openings(&env, &id),
        [
            json!({"cards": 1, "trump": "hearts", "bids": [1, 0, 0]}),
            json!({"cards": 2, "bids": [1, 0, 0]}),
        ]
    );
}

#[test]
fn an_unreadable_trump_is_refused_naming_none_too_and_nothing_is_written() {
    let env = TestEnv::new();
    let id = match_of_three(&env);
    let before = env.db_bytes();
    let said = env.fails(&["bid", &id, "Ann=1", "Bob=0", "Cy=0", "--trump", "nix"], 2);
    assert!(said.starts_with("'nix' is not a suit"), "{said}");
    assert!(
        said.ends_with("; or none for a round without trumps"),
        "{said}"
    );
    assert_eq!(env.db_bytes(), before);
}

#[test]
fn show_says_no_trumps_in_three_languages_and_in_a_narrow_column() {
    let env = TestEnv::new();
    let id = match_of_three(&env);
    env.ok(&["bid", &id, "Ann=1", "Bob=0", "Cy=0", "--trump", "none"]);
    env.ok(&["round", &id, "Ann=1", "Bob=0", "Cy=0"]);
    let deal = |lang: &str| {
        let shown = env.wide(&["--lang", lang, "show", &id], 0);
        let row = shown.lines().find(|l| l.contains("│ 1 ")).expect("round 1");
        row.split('┆').nth(1).expect("the deal").trim().to_string()
    };
    assert_eq!(deal("en"), "1 card, no trumps");
    assert_eq!(deal("nl"), "1 kaart, zonder troef");
    assert_eq!(deal("de"), "1 Karte, ohne Trumpf");
    let narrow = env
        .cmd()
        .env("COLUMNS", "40")
        .args(["show", &id])
        .output()
        .expect("tenscore runs");
    let narrow = String::from_utf8(narrow.stdout).expect("utf-8");
    assert!(narrow.contains("│ 1 ┆ 1NT  ┆ 1/1 11 ┆"), "{narrow}");
}

#[test]
fn check_hand_of_a_recorded_round_judges_it_without_trumps_and_refuses_a_suit() {
    let env = TestEnv::new();
    let id = match_of_three(&env);
    env.ok(&["bid", &id, "Ann=1", "Bob=0", "Cy=0", "--trump", "none"]);
    env.ok(&["round", &id, "Ann=1", "Bob=0", "Cy=0"]);
    let hand = ["hand", "--match", &id, "--round", "1", "KC,AS,5C"];
    let text = env.check_text("updown", &hand, 0);
    assert!(
        words(&text).starts_with(
            "Trick 1 (K♣, A♠ and 5♣): Ann takes it with K♣: there are no trumps this round, so \
             the highest club (the suit led) takes the trick"
        ),
        "{text}"
    );
    let mut with_suit = hand.to_vec();
    with_suit.extend(["--trump", "S"]);
    assert_eq!(
        env.check_fails("updown", &with_suit, 2),
        "round 1 of match 1 has no trumps (recorded with its bids), so spades is not trump; leave \
         out --trump and --trump-card to take the recorded trump"
    );
    let mut with_none = hand.to_vec();
    with_none.extend(["--trump", "kein"]);
    env.check_text("updown", &with_none, 0);
    let history = env.ok(&["check", "history"]);
    assert_eq!(
        history,
        "1 match, 1 round checked: every round follows from the rules\n"
    );
}

#[test]
fn an_edit_of_the_bids_alone_keeps_the_round_without_trumps() {
    let env = TestEnv::new();
    let id = match_of_three(&env);
    env.ok(&["bid", &id, "Ann=1", "Bob=0", "Cy=0", "--trump", "none"]);
    env.ok(&["round", &id, "Ann=1", "Bob=0", "Cy=0"]);
    env.ok(&[
        "edit",
        &id,
        "1",
        "Ann=1",
        "Bob=0",
        "Cy=0",
        "--bids",
        "Ann=0,Bob=0,Cy=0",
    ]);
    let live = openings(&env, &id).pop().expect("a round");
    assert_eq!(
        live,
        json!({"cards": 1, "no_trumps": true, "bids": [0, 0, 0]})
    );
    // A suit given in the edit replaces it.
    env.ok(&["edit", &id, "1", "Ann=1", "Bob=0", "Cy=0", "--trump", "C"]);
    let live = openings(&env, &id).pop().expect("a round");
    assert_eq!(
        live,
        json!({"cards": 1, "trump": "clubs", "bids": [0, 0, 0]})
    );
}

#[test]
fn an_exported_round_without_trumps_is_imported_as_one() {
    let here = TestEnv::with_seed(1);
    let id = match_of_three(&here);
    here.ok(&["bid", &id, "Ann=1", "Bob=0", "Cy=0", "--trump", "geen"]);
    here.ok(&["round", &id, "Ann=1", "Bob=0", "Cy=0"]);
    let file = here.dir().join("night.jsonl");
    let file = file.to_str().expect("a path");
    here.ok(&["export", "-o", file]);
    let exported = std::fs::read_to_string(file).expect("the export");
    assert!(
        exported.contains(r#""opening":{"bids":[1,0,0],"cards":1,"no_trumps":true}"#),
        "{exported}"
    );

    let there = TestEnv::with_seed(2);
    there.ok(&["import", file]);
    assert_eq!(
        openings(&there, "1"),
        [json!({"cards": 1, "no_trumps": true, "bids": [1, 0, 0]})]
    );

    // A file that says both cannot be imported, and nothing is.
    let both = exported.replace(
        r#""no_trumps":true"#,
        r#""no_trumps":true,"trump":"hearts""#,
    );
    let both_file = here.dir().join("both.jsonl");
    std::fs::write(&both_file, both).expect("written");
    let elsewhere = TestEnv::with_seed(3);
    let said = elsewhere.fails(&["import", both_file.to_str().expect("a path")], 2);
    assert!(
        said.contains("(the bids name hearts as trump and also say the round has no trumps)"),
        "{said}"
    );
    assert!(!elsewhere.db().exists() || elsewhere.json(&["list"]) == json!([]));
}

#[test]
fn play_records_no_trumps_told_with_the_bids_and_answered_to_the_referee() {
    let env = TestEnv::new();
    let id = match_of_three(&env);
    let mut p = spawn(&env, &["play", &id]);

    // Round 1: "geen" at the trump question of the bids.
    menu_pick(&mut p, 1, 0);
    answer(
        &mut p,
        "Trump suit (C, D, H, S, hearts, ..., or none; Enter to skip)",
        "geen",
    );
    answer(&mut p, "Ann's bid (0–1)", "1");
    answer(&mut p, "Bob's bid (0–1)", "0");
    answer(&mut p, "Cy's bid (0–1)", "0");
    answer(&mut p, "Ann's tricks (bid 1)", "1");
    answer(&mut p, "Bob's tricks (bid 0)", "0");
    answer(&mut p, "Cy's tricks (bid 0) [0]", "");
    expect(&mut p, "Round 1 recorded");

    // Round 2, picked as "Referee this hand": the trump skipped with the bids, then "none" told
    // to the referee; Bob's K♣ takes the first trick, Ann's 3♥ the second.
    menu_pick(&mut p, 2, 1);
    answer(
        &mut p,
        "Trump suit (C, D, H, S, hearts, ..., or none; Enter to skip)",
        "",
    );
    answer(&mut p, "Bob's bid (0–2)", "1");
    answer(&mut p, "Cy's bid (0–2)", "1");
    answer(&mut p, "Ann's bid (0–2)", "0");
    answer(&mut p, "Trump suit of this hand", "none");
    answer(&mut p, "Trick 1, led by Bob", "KC,5C,AS");
    answer(&mut p, "Trick 2, led by Bob", "2H,4D,3H");
    expect(&mut p, "Ann takes it with 3♥:");
    expect(&mut p, "Round 2 recorded");
    menu_quit(&mut p, 3);
    ends_well(p);

    let opened = openings(&env, &id);
    assert_eq!(
        opened,
        [
            json!({"cards": 1, "no_trumps": true, "bids": [1, 0, 0]}),
            json!({"cards": 2, "no_trumps": true, "bids": [0, 1, 1]}),
        ]
    );
}

/// Item 3: the note of the evening's rounds left out for width ends with a full stop, as the
/// general note of columns left out does, in every language; before, it had none.
#[test]
fn the_rounds_left_out_note_ends_as_the_columns_left_out_note_does() {
    use tenscore::i18n::{Lang, with};
    for lang in Lang::ALL {
        for count in [1, 2] {
            let rounds = with(lang, || {
                tenscore::t!(
                    "event-standings-rounds-left-out",
                    count = count,
                    first = "R1",
                    last = "R2"
                )
            });
            let columns = with(lang, || {
                tenscore::t!("table-left-out", count = count, columns = "Last")
            });
            assert!(columns.ends_with('.'), "{lang:?}: {columns}");
            assert!(rounds.ends_with('.'), "{lang:?}: {rounds}");
            assert!(!rounds.ends_with(".."), "{lang:?}: {rounds}");
        }
    }
}
