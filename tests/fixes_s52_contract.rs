//! Faults found in session 52 where one thing was answered two ways: refusals about where a match
//! stands with two exit codes, check forms refusing a wrong number of cards with two exit codes,
//! times in JSON in UTC here and in local time there, and a club night's CSV with figures the
//! page and the text round.

use crate::common::TestEnv;

/// Runs `args`, expects exit `code` and one line, with the database left byte for byte; returns
/// the line.
fn refused_unwritten(env: &TestEnv, args: &[&str], code: i32) -> String {
    let before = env.db_bytes();
    let line = env.fails(args, code);
    assert!(env.db_bytes() == before, "{args:?} wrote");
    line
}

#[test]
fn every_refusal_about_where_a_match_stands_exits_3_and_a_round_it_lacks_exit_2() {
    let env = TestEnv::new();
    env.ok(&["new", "updown", "--players", "Ann,Bob,Cy"]);
    // Nothing to undo: where the match stands, as a round for a finished match (exit 3).
    assert_eq!(
        refused_unwritten(&env, &["undo"], 3),
        "match 1 has no round to undo; open a round first with `tenscore bid`"
    );
    // Tricks before bids, and an edit of a round that is not there (a lookup, exit 2).
    assert!(
        refused_unwritten(&env, &["round", "Ann=1", "Bob=0", "Cy=0"], 3)
            .starts_with("round 1 has no bids yet")
    );
    let edit = ["edit", "1", "1", "Ann=1", "Bob=0", "Cy=0", "--reason", "x"];
    assert_eq!(
        refused_unwritten(&env, &edit, 2),
        "match 1 has no round 1; its rounds are numbered 1 to 0 (see `tenscore show 1`)"
    );
    // Bids in: bids again, and an edit of the round only bid, are where the match stands.
    env.ok(&["bid", "Ann=1", "Bob=0", "Cy=1"]);
    assert!(
        refused_unwritten(&env, &["bid", "Ann=1", "Bob=0", "Cy=1"], 3)
            .starts_with("round 1 of match 1 already has its bids;")
    );
    assert_eq!(
        refused_unwritten(&env, &edit, 3),
        "round 1 of match 1 has only its bids so far: there is nothing played to edit; record it \
         with `tenscore round 1 ...`, or withdraw the bids with `tenscore undo 1`"
    );
    assert!(
        refused_unwritten(&env, &["reopen", "1"], 3)
            .starts_with("match 1 is in progress, so there is nothing to reopen;")
    );
    assert!(
        refused_unwritten(&env, &["finish"], 3).starts_with("match 1 has no rounds yet, so")
    );
    // Abandoned: it takes no round, no bids, no undo, no second ending.
    env.ok(&["finish", "--abandon"]);
    for args in [
        &["undo", "1"][..],
        &["round", "1", "Ann=1", "Bob=0", "Cy=0"],
        &["bid", "1", "Ann=1", "Bob=0", "Cy=1"],
        &["finish", "1"],
    ] {
        assert!(
            refused_unwritten(&env, args, 3).starts_with("match 1 "),
            "{args:?}"
        );
    }

    // Every game words its nothing to undo in its own round word, with exit 3.
    for (game, players, undo) in [
        ("pig10", "Ann,Bob", "match 2 has no deal to undo; record a deal first"),
        ("krumme10", "Ann,Bob", "match 3 has no game to undo; record a game first"),
        ("under10", "Ann,Bob", "match 4 has no round to undo; record a round first"),
        ("tenstuff", "Ann,Bob", "match 5 has no deal to undo; record a deal first"),
    ] {
        env.ok(&["new", game, "--players", players]);
        assert_eq!(
            refused_unwritten(&env, &["undo"], 3),
            format!("{undo} with `tenscore round`")
        );
    }
    // In Dutch too.
    assert!(
        refused_unwritten(&env, &["--lang", "nl", "undo"], 3).starts_with("partij 5 heeft "),
    );
}
