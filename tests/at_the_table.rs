//! At the table (issue 15): `reopen` a match `finish` ended, `new --rematch`, every write naming
//! its match and game in its first line, `undo` and `finish` without MATCH among several
//! unfinished matches (no question without a terminal; the terminal is in `pty_confirm.rs`), and
//! a round or bids without MATCH that belong to another unfinished match.

use serde_json::Value;

use crate::common::TestEnv;

/// `stats --json`'s "played" of `name`, or `None` when they are not listed (no finished match).
fn played(env: &TestEnv, name: &str) -> Option<i64> {
    env.json(&["stats"])["players"]
        .as_array()
        .expect("players")
        .iter()
        .find(|p| p["name"] == name)
        .map(|p| p["played"].as_i64().expect("played"))
}

/// The match's status as `standings --json` gives it.
fn status(env: &TestEnv, id: i64) -> Value {
    env.standings(id)["status"].clone()
}

#[test]
fn reopen_puts_a_finished_match_back_in_progress_and_takes_its_results_back() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob,Cy", "--bonus-cards"]);
    env.ok(&["round", "Ann=3", "Bob=5", "Cy=12", "--call", "Ann"]);
    env.ok(&["finish"]);
    assert_eq!(status(&env, id), "finished");
    assert_eq!(played(&env, "Ann"), Some(1));
    let counted = env.json(&["stats"]);
    assert!(counted.to_string().contains("\"rating\""), "{counted}");

    let text = env.ok(&["reopen", "1"]);
    assert!(
        text.starts_with("Reopened match 1, Under the 10: Ann, Bob, Cy.\n\n"),
        "{text}"
    );
    assert!(text.contains("in progress"), "{text}");
    assert!(text.contains("Round 2: Bob starts."), "{text}");
    assert_eq!(status(&env, id), "in-progress");
    assert!(env.standings(id)["winners"].as_array().unwrap().is_empty());
    // Its places, season and rating are taken back: nobody has a finished match now.
    assert_eq!(played(&env, "Ann"), None);

    // Finished again as it stood, it counts exactly as it did: seasons and ratings included.
    env.ok(&["finish"]);
    assert_eq!(env.json(&["stats"]), counted);
    env.ok(&["reopen", "1"]);

    // The match plays on, then ends again and counts again, once.
    env.ok(&["round", "Ann=20", "Bob=1", "Cy=8", "--call", "Bob"]);
    assert_eq!(env.standings(id)["rounds"], 2);
    env.ok(&["finish"]);
    assert_eq!(played(&env, "Ann"), Some(1));
    assert_eq!(env.standings(id)["winners"], serde_json::json!(["Bob"]));
}

#[test]
fn reopen_json_is_the_standings_of_the_match_reopened() {
    let env = TestEnv::new();
    let id = env.new_match(&["pig10", "--players", "Ann,Bob,Cy"]);
    env.ok(&["round", "Ann=3", "Bob=8", "Cy=14"]);
    env.ok(&["finish"]);
    let reopened = env.json(&["reopen", &id.to_string()]);
    assert_eq!(reopened, env.standings(id));
    assert_eq!(reopened["status"], "in-progress");
    assert_eq!(reopened["match"], id);
}

#[test]
fn an_abandoned_match_can_be_reopened() {
    let env = TestEnv::new();
    let id = env.new_match(&["tenstuff", "--players", "Ann,Bob,Cy"]);
    env.ok(&["round", "--order", "Cy,Ann"]);
    let text = env.ok(&["finish", "--abandon"]);
    assert!(
        text.starts_with("Abandoned match 1, Tenstuff: Ann, Bob, Cy.\n\n"),
        "{text}"
    );
    assert_eq!(status(&env, id), "abandoned");
    env.ok(&["reopen", "1"]);
    assert_eq!(status(&env, id), "in-progress");
    assert_eq!(env.standings(id)["rounds"], 1);
    // In progress again, it is the match MATCH left out means.
    env.ok(&["round", "--order", "Ann,Bob"]);
    assert_eq!(env.standings(id)["rounds"], 2);
}

#[test]
fn reopen_refuses_a_match_the_rules_ended_one_in_progress_and_one_that_does_not_exist() {
    let env = TestEnv::new();
    let by_rules = env.new_match(&["updown", "--players", "Ann,Bob,Cy", "--peak", "1"]);
    env.ok(&["bid", "Ann=1", "Bob=0", "Cy=1"]);
    env.ok(&["round", "Ann=1", "Bob=0", "Cy=0"]);
    assert_eq!(status(&env, by_rules), "finished");
    assert_eq!(
        env.refused_unwritten(&["reopen", "1"], 3),
        "match 1 was won under its rules (its last round ended it), not ended by `tenscore \
         finish`; to play on, `tenscore undo 1` withdraws round 1, the one that ended it"
    );
    assert_eq!(status(&env, by_rules), "finished");

    env.new_match(&["pig10", "--players", "Ann,Bob"]);
    assert_eq!(
        env.refused_unwritten(&["reopen", "2"], 3),
        "match 2 is in progress, so there is nothing to reopen; record its next deal with \
         `tenscore round 2 ...`"
    );
    assert_eq!(
        env.refused_unwritten(&["reopen", "7"], 2),
        "there is no match 7 in this database; `tenscore history` lists the matches and their ids"
    );
    // MATCH is required: reopen never guesses.
    let missing = env.refused_unwritten(&["reopen"], 2);
    assert!(missing.contains("<MATCH>"), "{missing}");
    let signed = env.refused_unwritten(&["reopen", "+1"], 2);
    assert!(
        signed.contains("write the number without its sign: 1"),
        "{signed}"
    );
}

#[test]
fn reopen_on_a_missing_file_creates_nothing() {
    let env = TestEnv::new();
    let message = env.fails(&["reopen", "1"], 1);
    assert!(message.starts_with("no tenscore database at"), "{message}");
    assert!(!env.db().exists());
}

#[test]
fn a_rematch_has_the_same_game_players_seats_and_options() {
    let env = TestEnv::new();
    env.new_match(&["updown", "--players", "Cy,Ann,Bob", "--peak", "2", "--hook"]);
    env.ok(&["finish", "--abandon"]);
    let under10 = env.new_match(&["under10", "--players", "Dee,Bob,Ann", "--bonus-cards"]);
    env.ok(&["round", "Dee=3", "Bob=5", "Ann=12", "--call", "Dee"]);
    env.ok(&["finish"]);

    // Left out: the match that ended last.
    let text = env.ok(&["new", "--rematch"]);
    assert!(
        text.starts_with(
            "Rematch of match 2: match 3, Under the 10: Dee, Bob, Ann.\nMatch 3 started: Under \
             the 10 for 3 (last one standing wins, bonus cards on).\nSeating, clockwise: Dee, \
             Bob, Ann.\n"
        ),
        "{text}"
    );
    let rematch = env.standings(3);
    assert_eq!(rematch["game"], "under10");
    assert_eq!(rematch["status"], "in-progress");
    assert_eq!(rematch["rounds"], 0);

    // Named: an abandoned match may be played again too; --json as `new --json`.
    let json = env.json(&["new", "--rematch", "1"]);
    assert_eq!(
        json,
        serde_json::json!({"id": 4, "game": "updown", "players": ["Cy", "Ann", "Bob"]})
    );
    let options = env.ok(&["standings", "4"]);
    assert!(
        options.contains("1 to 2 cards and back, 3 rounds, with the hook"),
        "{options}"
    );
    assert!(under10 < 4);
}

#[test]
fn a_rematch_seats_merged_players_as_who_they_are_now() {
    let env = TestEnv::new();
    env.new_match(&["pig10", "--players", "Annie,Bob,Cy"]);
    env.ok(&["round", "Annie=3", "Bob=8", "Cy=14"]);
    env.ok(&["finish"]);
    env.new_match(&["pig10", "--players", "Ann,Dee"]);
    env.ok(&["finish", "--abandon"]);
    env.ok(&["player", "merge", "Annie", "Ann"]);
    let json = env.json(&["new", "--rematch", "1"]);
    assert_eq!(json["players"], serde_json::json!(["Ann", "Bob", "Cy"]));
    // The same Ann: one player, now with three matches, and no Annie left.
    let players = env.json(&["player", "list"]);
    let listed: Vec<(&str, i64)> = players
        .as_array()
        .expect("a list of players")
        .iter()
        .map(|p| (p["name"].as_str().unwrap(), p["matches"].as_i64().unwrap()))
        .collect();
    assert_eq!(listed, vec![("Ann", 3), ("Bob", 2), ("Cy", 2), ("Dee", 1)]);
}

#[test]
fn a_rematch_is_refused_for_a_match_in_progress_an_unknown_one_and_with_a_game() {
    let env = TestEnv::new();
    assert_eq!(
        env.fails(&["new", "--rematch"], 1),
        format!(
            "no tenscore database at {}; start a match with `tenscore new GAME --players A,B,C`, \
             or choose another file with --db PATH or TENSCORE_DB",
            env.db().display()
        )
    );
    assert!(!env.db().exists(), "a rematch never creates the file");

    env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    assert_eq!(
        env.refused_unwritten(&["new", "--rematch"], 2),
        "no match has ended yet, so there is none to play again; start one with `tenscore new \
         GAME --players Ann,Bob,Cy`"
    );
    assert_eq!(
        env.refused_unwritten(&["new", "--rematch", "1"], 3),
        "match 1 is still in progress; a rematch repeats a match that ended; finish it first \
         with `tenscore finish 1`, or name one that ended (`tenscore history` lists them)"
    );
    assert_eq!(
        env.refused_unwritten(&["new", "--rematch", "9"], 2),
        "there is no match 9 in this database; leave MATCH out for the match that ended last \
         (`tenscore history` lists them)"
    );
    assert_eq!(
        env.refused_unwritten(&["new", "under10", "--players", "Ann,Bob", "--rematch"], 2),
        "--rematch does not go with a game (under10); a rematch takes its game, players and \
         options from the match it repeats: `tenscore new --rematch [MATCH]`"
    );
    assert_eq!(
        env.refused_unwritten(&["new", "--rematch", "--players", "Ann,Bob"], 2),
        "--players goes after a game: `tenscore new GAME --players Ann,Bob,Cy`; a rematch \
         (--rematch) takes its players and options from the match it repeats"
    );
    let game_after = env.refused_unwritten(&["new", "--rematch", "1", "pig10"], 2);
    assert!(
        game_after.contains("'pig10' cannot be used with '--rematch"),
        "{game_after}"
    );
    let game_as_match = env.refused_unwritten(&["new", "--rematch", "pig10"], 2);
    assert!(
        game_as_match.contains("a rematch takes its game from the match it repeats"),
        "{game_as_match}"
    );
    assert_eq!(
        env.refused_unwritten(&["new"], 2),
        "no game was named; start a match with `tenscore new GAME --players Ann,Bob,Cy` \
         (games: under10, updown, pig10, krumme10, tenstuff), or play one that ended again \
         with `tenscore new --rematch [MATCH]`"
    );
    assert_eq!(env.json(&["history"]).as_array().unwrap().len(), 1);
}

#[test]
fn every_write_names_its_match_game_and_players_in_its_first_line() {
    let env = TestEnv::new();
    env.new_match(&["updown", "--players", "Ann,Bob,Cy,Dee"]);
    let first = |args: &[&str]| {
        let text = env.ok(args);
        text.lines().next().unwrap_or_default().to_string()
    };
    assert_eq!(
        first(&["bid", "Ann=1", "Bob=0", "Cy=0", "Dee=1"]),
        "Bids for round 1 recorded in match 1, 10 op en neer: Ann, Bob, Cy, Dee."
    );
    assert_eq!(
        first(&["round", "Ann=1", "Bob=0", "Cy=0", "Dee=0"]),
        "Round 1 recorded in match 1, 10 op en neer: Ann, Bob, Cy, Dee."
    );
    assert_eq!(
        first(&[
            "edit",
            "1",
            "1",
            "Ann=0",
            "Bob=0",
            "Cy=0",
            "Dee=1",
            "--reason",
            "Dee took it"
        ]),
        "Round 1 replaced in match 1, 10 op en neer: Ann, Bob, Cy, Dee (the old entry is kept \
         in `tenscore show 1 --all`)."
    );
    assert_eq!(
        first(&["undo"]),
        "Round 1 withdrawn from match 1, 10 op en neer: Ann, Bob, Cy, Dee (kept in `tenscore \
         show 1 --all`)."
    );
    env.ok(&["bid", "Ann=1", "Bob=0", "Cy=0", "Dee=1"]);
    env.ok(&["round", "Ann=1", "Bob=0", "Cy=0", "Dee=0"]);
    assert_eq!(
        first(&["finish"]),
        "Finished match 1, 10 op en neer: Ann, Bob, Cy, Dee."
    );
    assert_eq!(
        first(&["reopen", "1"]),
        "Reopened match 1, 10 op en neer: Ann, Bob, Cy, Dee."
    );
    assert_eq!(
        first(&["finish", "--abandon"]),
        "Abandoned match 1, 10 op en neer: Ann, Bob, Cy, Dee."
    );
    assert_eq!(
        first(&["new", "--rematch"]),
        "Rematch of match 1: match 2, 10 op en neer: Ann, Bob, Cy, Dee."
    );
}

#[test]
fn without_a_terminal_undo_and_finish_ask_nothing_and_act_on_the_most_recent_unfinished_match() {
    let env = TestEnv::new();
    let older = env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    env.ok(&["round", "Ann=3", "Bob=5", "Cy=12", "--call", "Ann"]);
    let newer = env.new_match(&["pig10", "--players", "Ann,Bob,Cy,Dee"]);
    env.ok(&["round", "Ann=3", "Bob=5", "Cy=12", "Dee=0"]);
    env.ok(&["round", "Ann=1", "Bob=5", "Cy=2", "Dee=0"]);

    let undo = env.run(&["undo"]);
    assert_eq!(undo.status.code(), Some(0));
    assert!(
        undo.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&undo.stderr)
    );
    assert_eq!(env.standings(newer)["rounds"], 1);
    assert_eq!(env.standings(older)["rounds"], 1);

    let finish = env.run(&["finish"]);
    assert_eq!(finish.status.code(), Some(0));
    assert!(
        finish.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&finish.stderr)
    );
    assert_eq!(status(&env, newer), "finished");
    assert_eq!(status(&env, older), "in-progress");

    // --yes says the same; it is only for undo and finish.
    env.ok(&["undo", "--yes"]);
    assert_eq!(env.standings(older)["rounds"], 0);
    env.ok(&["finish", "--yes", "--abandon"]);
    assert_eq!(status(&env, older), "abandoned");
    for read in [
        &["standings", "--yes"][..],
        &["show", "1", "--yes"],
        &["history", "--yes"],
        &["reopen", "1", "--yes"],
    ] {
        let message = env.refused_unwritten(read, 2);
        assert!(
            message.starts_with("unexpected argument '--yes' found"),
            "{read:?}: {message}"
        );
    }
}

/// Match 1: Under the 10 for Ann, Bob, Cy; match 2 (the newest): 10 op en neer for Ann, Bob,
/// Cy, Dee.
fn two_tables() -> TestEnv {
    let env = TestEnv::new();
    env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    env.new_match(&["updown", "--players", "Ann,Bob,Cy,Dee"]);
    env
}

#[test]
fn a_round_of_another_unfinished_match_is_refused_naming_it() {
    let env = two_tables();
    assert_eq!(
        env.refused_unwritten(&["round", "Ann=5", "Bob=14", "Cy=22", "--call", "Ann"], 2),
        "this round fits match 1 (Under the 10: Ann, Bob, Cy), not match 2 (10 op en neer: Ann, \
         Bob, Cy, Dee), the most recent unfinished match (--call is not for 10 op en neer); \
         name the match: `tenscore round 1 Ann=5 ...`"
    );
    // With the bids of match 2 open, the round is still match 1's.
    env.ok(&["bid", "Ann=1", "Bob=0", "Cy=0", "Dee=1"]);
    let message = env.refused_unwritten(&["round", "ann=0", "Bob=14", "Cy=22", "--luck", "Ann"], 2);
    assert!(
        message.starts_with("this round fits match 1 (Under the 10: Ann, Bob, Cy), not match 2"),
        "{message}"
    );
    // Named, it is recorded there.
    env.ok(&["round", "1", "Ann=5", "Bob=14", "Cy=22", "--call", "Ann"]);
    assert_eq!(env.standings(1)["rounds"], 1);
    assert_eq!(env.standings(2)["rounds"], 0);
}

#[test]
fn a_deal_of_an_older_match_of_fewer_players_is_refused_naming_it() {
    let env = TestEnv::new();
    env.new_match(&["pig10", "--players", "Ann,Bob,Cy"]);
    env.new_match(&["updown", "--players", "Ann,Bob,Cy,Dee"]);
    // Match 2 would say "round 1 has no bids yet": the deal is match 1's.
    assert_eq!(
        env.refused_unwritten(&["round", "Ann=5", "Bob=14", "Cy=22"], 2),
        "this deal fits match 1 (Pig 10: Ann, Bob, Cy), not match 2 (10 op en neer: Ann, Bob, \
         Cy, Dee), the most recent unfinished match (round 1 has no bids yet (bids come before \
         the tricks)); name the match: `tenscore round 1 Ann=5 ...`"
    );
}

#[test]
fn a_round_that_fits_no_other_match_keeps_its_own_refusal() {
    let env = two_tables();
    // Eve plays nowhere; a call with 10 points fits no match either.
    assert_eq!(
        env.refused_unwritten(&["round", "Ann=5", "Eve=3", "--call", "Ann"], 2),
        "--call is not for 10 op en neer; 10 op en neer has no flags: leave them out"
    );
    let message =
        env.refused_unwritten(&["round", "Ann=10", "Bob=14", "Cy=22", "--call", "Ann"], 2);
    assert!(
        message.starts_with("--call is not for 10 op en neer"),
        "{message}"
    );
    // Named, a match gives its own refusal, never another match's.
    let named = env.refused_unwritten(
        &["round", "2", "Ann=5", "Bob=14", "Cy=22", "--call", "Ann"],
        2,
    );
    assert!(
        named.starts_with("--call is not for 10 op en neer"),
        "{named}"
    );
}

#[test]
fn bids_of_another_unfinished_match_are_refused_naming_it() {
    let env = TestEnv::new();
    env.new_match(&["updown", "--players", "Ann,Bob,Cy"]);
    env.new_match(&["updown", "--players", "Dee,Eve,Fay"]);
    assert_eq!(
        env.refused_unwritten(&["bid", "Ann=1", "Bob=0", "Cy=1"], 2),
        "these bids fit match 1 (10 op en neer: Ann, Bob, Cy), not match 2 (10 op en neer: Dee, \
         Eve, Fay), the most recent unfinished match (there is no player 'Ann' in this \
         match); name the match: `tenscore bid 1 Ann=1 ...`"
    );
    env.ok(&["bid", "1", "Ann=1", "Bob=0", "Cy=1"]);
}

#[test]
fn bids_after_their_match_ended_name_the_match_they_went_to() {
    let env = TestEnv::new();
    env.new_match(&["pig10", "--players", "Xan,Yve"]);
    env.new_match(&["updown", "--players", "Ann,Bob,Cy", "--peak", "1"]);
    env.ok(&["bid", "Ann=0", "Bob=0", "Cy=0"]);
    env.ok(&["round", "Ann=1", "Bob=0", "Cy=0"]);
    // The 10 op en neer match has ended: the newest unfinished one is the Pig 10 table.
    assert_eq!(
        env.refused_unwritten(&["bid", "Ann=1", "Bob=0", "Cy=1"], 2),
        "match 1 (Pig 10: Xan, Yve), the most recent unfinished match, does not seat Ann, Bob, \
         Cy; name their match: `tenscore bid MATCH Ann=1 ...`; `tenscore history --player Ann` \
         lists their matches"
    );
    // Their match unfinished but not taking it (no bids open for a round): named.
    env.new_match(&["updown", "--players", "Ann,Bob,Cy", "--peak", "1"]);
    env.new_match(&["pig10", "--players", "Xan,Yve"]);
    assert_eq!(
        env.refused_unwritten(&["round", "Ann=1", "Bob=0", "Cy=0"], 2),
        "match 4 (Pig 10: Xan, Yve), the most recent unfinished match, does not seat Ann, Bob, \
         Cy; name the match: `tenscore round 3 Ann=1 ...`"
    );
    // One of them at that table: the game's own refusal, which names the others.
    let error = env.refused_unwritten(&["round", "Xan=1", "Bob=0"], 2);
    assert!(
        error.starts_with("there is no player 'Bob' in this match"),
        "{error}"
    );
}
