//! How a match ended (the rules, `finish`, `finish --abandon`) and the game's figures written
//! with it, as `round`, `finish`, `undo` and `edit` leave them.

use tenscore::store::{Access, Ending, Figure, Status, Store};

use crate::common::TestEnv;

/// The match's status, how it ended, and its figures as (seat, key, value).
fn ended(env: &TestEnv, id: i64) -> (Status, Option<Ending>, Vec<(usize, String, i64)>) {
    let store = Store::open(env.db(), Access::Read).expect("the database opens");
    store
        .read(|r| {
            let info = r.load_match(id)?.expect("the match");
            let figures = r
                .figures_of(id)?
                .into_iter()
                .map(|f| (f.seat, f.figure.key(), f.value))
                .collect();
            Ok::<_, tenscore::store::StoreError>((info.status, info.ended_by, figures))
        })
        .expect("read")
}

fn has(figures: &[(usize, String, i64)], seat: usize, figure: &Figure, value: i64) -> bool {
    figures.contains(&(seat, figure.key(), value))
}

#[test]
fn the_rules_finish_and_abandon_each_say_how_the_match_ended() {
    let env = TestEnv::new();
    let by_rules = env.new_match(&["updown", "--players", "Ann,Bob,Cy", "--peak", "1"]);
    env.ok(&["bid", "Ann=1", "Bob=0", "Cy=1"]);
    env.ok(&["round", "Ann=1", "Bob=0", "Cy=0"]);
    let (status, ending, figures) = ended(&env, by_rules);
    assert_eq!((status, ending), (Status::Finished, Some(Ending::Rules)));
    let hit = Figure::Note("hit-bid".into());
    let bids_hit = Figure::Counter("bids_hit".into());
    assert!(has(&figures, 0, &hit, 1), "{figures:?}");
    assert!(
        has(&figures, 2, &Figure::Note("missed-bid".into()), 1),
        "{figures:?}"
    );
    assert!(
        has(&figures, 1, &bids_hit, 1) && has(&figures, 2, &bids_hit, 0),
        "{figures:?}"
    );

    let finished = env.new_match(&["under10", "--players", "Ann,Bob"]);
    env.ok(&["round", "Ann=3", "Bob=10", "--call", "Ann"]);
    assert_eq!(
        ended(&env, finished),
        (Status::InProgress, None, Vec::new())
    );
    env.ok(&["finish"]);
    let (status, ending, figures) = ended(&env, finished);
    assert_eq!((status, ending), (Status::Finished, Some(Ending::Finish)));
    assert!(
        has(&figures, 0, &Figure::Note("called".into()), 1),
        "{figures:?}"
    );

    let abandoned = env.new_match(&["pig10", "--players", "Ann,Bob"]);
    env.ok(&["finish", "--abandon"]);
    assert_eq!(
        ended(&env, abandoned),
        (Status::Abandoned, Some(Ending::Abandoned), Vec::new())
    );
}

#[test]
fn undo_reopens_a_match_without_its_figures_and_the_next_ending_writes_them_again() {
    let env = TestEnv::new();
    let id = env.new_match(&["updown", "--players", "Ann,Bob,Cy", "--peak", "1"]);
    env.ok(&["bid", "Ann=1", "Bob=0", "Cy=1"]);
    env.ok(&["round", "Ann=1", "Bob=0", "Cy=0"]);
    env.ok(&["undo", &id.to_string()]);
    assert_eq!(ended(&env, id), (Status::InProgress, None, Vec::new()));
    // The undone round took its bids with it: bid again, then play it otherwise.
    env.ok(&["bid", &id.to_string(), "Ann=1", "Bob=0", "Cy=1"]);
    env.ok(&["round", &id.to_string(), "Ann=0", "Bob=0", "Cy=1"]);
    let (status, ending, figures) = ended(&env, id);
    assert_eq!((status, ending), (Status::Finished, Some(Ending::Rules)));
    // From the round as played now: Cy hit, Ann missed.
    assert!(
        has(&figures, 2, &Figure::Note("hit-bid".into()), 1),
        "{figures:?}"
    );
    assert!(
        has(&figures, 0, &Figure::Note("missed-bid".into()), 1),
        "{figures:?}"
    );
    assert!(
        !has(&figures, 0, &Figure::Note("hit-bid".into()), 1),
        "{figures:?}"
    );
}

#[test]
fn an_edit_ends_a_match_by_the_rules_when_they_end_it_else_as_it_was_ended() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob", "--end", "first-out"]);
    let m = id.to_string();
    env.ok(&["round", "Ann=60", "Bob=0", "--call", "Bob"]);
    env.ok(&["round", "Ann=60", "Bob=0", "--call", "Bob"]);
    env.ok(&["round", "Ann=20", "Bob=0", "--call", "Bob"]);
    env.ok(&["finish"]);
    let called = Figure::Note("called".into());
    let went_out = Figure::Note("went-out".into());
    let (_, ending, figures) = ended(&env, id);
    assert_eq!(ending, Some(Ending::Finish));
    assert!(has(&figures, 1, &called, 3), "{figures:?}");

    // Still finished by `finish` when the rules do not end it after the edit.
    env.ok(&[
        "edit", &m, "1", "Ann=59", "Bob=0", "--call", "Bob", "--reason", "recount",
    ]);
    assert_eq!(ended(&env, id).1, Some(Ending::Finish));
    // Ann out at 155: now the rules end it, and the figures say so.
    env.ok(&[
        "edit", &m, "3", "Ann=36", "Bob=0", "--call", "Bob", "--reason", "recount",
    ]);
    let (status, ending, figures) = ended(&env, id);
    assert_eq!((status, ending), (Status::Finished, Some(Ending::Rules)));
    assert!(has(&figures, 0, &went_out, 1), "{figures:?}");
    assert!(has(&figures, 1, &called, 3), "{figures:?}");
    // Back under the limit: the rules ended it and no longer do, so it is open again (issue 12:
    // the rules' ending replaced the table's `finish`, as the upgrade to schema 2 tells them
    // apart), without its figures, and Ann did not go out after all.
    env.ok(&[
        "edit", &m, "3", "Ann=20", "Bob=0", "--call", "Bob", "--reason", "recount",
    ]);
    let (status, ending, figures) = ended(&env, id);
    assert_eq!((status, ending), (Status::InProgress, None));
    assert!(figures.is_empty(), "{figures:?}");
    assert!(
        !figures.iter().any(|(_, key, _)| *key == went_out.key()),
        "{figures:?}"
    );
    // The table can stop it again.
    env.ok(&["finish", &m]);
    assert_eq!(ended(&env, id).1, Some(Ending::Finish));
}

#[test]
fn an_edit_of_an_abandoned_match_keeps_it_abandoned_with_figures_from_the_new_rounds() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob"]);
    env.ok(&["round", "Ann=3", "Bob=10", "--call", "Ann"]);
    env.ok(&["finish", "--abandon"]);
    let called = Figure::Note("called".into());
    assert!(has(&ended(&env, id).2, 0, &called, 1));
    env.ok(&[
        "edit",
        &id.to_string(),
        "1",
        "Ann=5",
        "Bob=3",
        "--call",
        "Bob",
        "--reason",
        "x",
    ]);
    let (status, ending, figures) = ended(&env, id);
    assert_eq!(
        (status, ending),
        (Status::Abandoned, Some(Ending::Abandoned))
    );
    assert!(has(&figures, 1, &called, 1), "{figures:?}");
    assert!(!has(&figures, 0, &called, 1), "{figures:?}");
    // Still no winner.
    assert_eq!(env.standings(id)["winners"], serde_json::json!([]));
}

#[test]
fn an_edit_that_takes_back_the_round_that_ended_a_match_reopens_it() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob"]);
    let m = id.to_string();
    // Ann calls with 0 in every round and Bob scores his hand: out at 160, so Ann wins.
    for hand in ["Bob=60", "Bob=60", "Bob=40"] {
        env.ok(&["round", &m, "Ann=0", hand, "--call", "Ann"]);
    }
    assert_eq!(env.standings(id)["winners"], serde_json::json!(["Ann"]));
    assert_eq!(ended(&env, id).1, Some(Ending::Rules));

    // Bob had 5, not 40: 125, still in, so the rules no longer end the match.
    let edited = env.json(&[
        "edit", &m, "3", "Ann=0", "Bob=5", "--call", "Ann", "--reason", "recount",
    ]);
    assert_eq!(edited["standings"]["status"], "in-progress");
    assert_eq!(edited["standings"]["winners"], serde_json::json!([]));
    let standings = env.standings(id);
    assert_eq!(standings["status"], "in-progress");
    assert_eq!(standings["winners"], serde_json::json!([]));
    assert_eq!(standings["next"], "Round 4: Bob starts.");
    assert_eq!(ended(&env, id), (Status::InProgress, None, Vec::new()));

    // It is the unfinished match again: rounds go on, and the rules end it once more.
    env.ok(&["round", "Ann=3", "Bob=12", "--call", "Ann"]);
    assert_eq!(env.standings(id)["rounds"], 4);
    assert_eq!(ended(&env, id).0, Status::InProgress);
    env.ok(&["round", "Ann=0", "Bob=20", "--call", "Ann"]);
    let (status, ending, figures) = ended(&env, id);
    assert_eq!((status, ending), (Status::Finished, Some(Ending::Rules)));
    assert!(
        has(&figures, 1, &Figure::Note("went-out".into()), 1),
        "{figures:?}"
    );
    assert_eq!(env.standings(id)["winners"], serde_json::json!(["Ann"]));
}

#[test]
fn an_edit_the_rules_still_end_keeps_the_match_ended_by_them_with_its_new_winner() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob"]);
    let m = id.to_string();
    // Ann 60, Bob 60, Ann 120, Bob 120, then Bob out at 160: Ann wins.
    let ann_has = ["Ann=60", "Bob=0", "--call", "Bob"];
    let bob_has = ["Ann=0", "Bob=60", "--call", "Ann"];
    for entry in [ann_has, bob_has, ann_has, bob_has] {
        env.ok(&[&["round", m.as_str()][..], &entry[..]].concat());
    }
    env.ok(&["round", &m, "Ann=0", "Bob=40", "--call", "Ann"]);
    assert_eq!(ended(&env, id).1, Some(Ending::Rules));
    assert_eq!(env.standings(id)["winners"], serde_json::json!(["Ann"]));
    let went_out = Figure::Note("went-out".into());

    // Bob had 45, not 40: out at 165, and Ann still wins.
    env.ok(&[
        "edit", &m, "5", "Ann=0", "Bob=45", "--call", "Ann", "--reason", "recount",
    ]);
    let (status, ending, figures) = ended(&env, id);
    assert_eq!((status, ending), (Status::Finished, Some(Ending::Rules)));
    assert!(has(&figures, 1, &went_out, 1), "{figures:?}");
    assert_eq!(
        env.scores(id),
        vec![("Ann".to_string(), 120), ("Bob".to_string(), 165)]
    );
    assert_eq!(env.standings(id)["winners"], serde_json::json!(["Ann"]));

    // It was Bob who called, and Ann had 40: she goes out at 160, and Bob wins.
    let edited = env.json(&[
        "edit",
        &m,
        "5",
        "Ann=40",
        "Bob=0",
        "--call",
        "Bob",
        "--reason",
        "wrong caller",
    ]);
    assert_eq!(edited["standings"]["status"], "finished");
    assert_eq!(edited["standings"]["winners"], serde_json::json!(["Bob"]));
    let (status, ending, figures) = ended(&env, id);
    assert_eq!((status, ending), (Status::Finished, Some(Ending::Rules)));
    assert!(has(&figures, 0, &went_out, 1), "{figures:?}");
    assert!(!has(&figures, 1, &went_out, 1), "{figures:?}");
    let standings = env.standings(id);
    assert_eq!(standings["status"], "finished");
    assert_eq!(standings["winners"], serde_json::json!(["Bob"]));
}

#[test]
fn an_edit_of_a_match_ended_by_finish_keeps_it_finished_with_places_from_the_new_standing() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob"]);
    let m = id.to_string();
    env.ok(&["round", &m, "Ann=3", "Bob=10", "--call", "Ann"]);
    env.ok(&["round", &m, "Ann=2", "Bob=7", "--call", "Ann"]);
    env.ok(&["finish", &m]);
    assert_eq!(env.standings(id)["winners"], serde_json::json!(["Ann"]));

    // Round 2 was Bob's call, and Ann had 30: Bob leads now, and the table's stop still stands.
    let edited = env.json(&[
        "edit", &m, "2", "Ann=30", "Bob=2", "--call", "Bob", "--reason", "recount",
    ]);
    assert_eq!(edited["standings"]["status"], "finished");
    assert_eq!(edited["standings"]["winners"], serde_json::json!(["Bob"]));
    let (status, ending, figures) = ended(&env, id);
    assert_eq!((status, ending), (Status::Finished, Some(Ending::Finish)));
    let called = Figure::Note("called".into());
    assert!(
        has(&figures, 0, &called, 1) && has(&figures, 1, &called, 1),
        "{figures:?}"
    );
    let standings = env.standings(id);
    assert_eq!(standings["status"], "finished");
    assert_eq!(standings["winners"], serde_json::json!(["Bob"]));
    assert_eq!(
        env.scores(id),
        vec![("Ann".to_string(), 30), ("Bob".to_string(), 10)]
    );
    // Still closed to more rounds: the table stopped it.
    let refusal = env.fails(&["round", &m, "Ann=1", "Bob=5", "--call", "Ann"], 3);
    assert!(
        refusal.starts_with(&format!("match {id} is finished")),
        "{refusal}"
    );
}

#[test]
fn an_edit_the_rules_would_end_leaves_an_abandoned_match_abandoned_without_winners() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob"]);
    let m = id.to_string();
    for hand in ["Bob=60", "Bob=60", "Bob=20"] {
        env.ok(&["round", &m, "Ann=0", hand, "--call", "Ann"]);
    }
    env.ok(&["finish", &m, "--abandon"]);
    // Bob had 40 in round 3: out at 160, which would end the match by the rules; but the table
    // gave it up, so it stays abandoned, with its figures from the corrected rounds.
    env.ok(&[
        "edit", &m, "3", "Ann=0", "Bob=40", "--call", "Ann", "--reason", "recount",
    ]);
    let (status, ending, figures) = ended(&env, id);
    assert_eq!(
        (status, ending),
        (Status::Abandoned, Some(Ending::Abandoned))
    );
    assert!(
        has(&figures, 1, &Figure::Note("went-out".into()), 1),
        "{figures:?}"
    );
    let standings = env.standings(id);
    assert_eq!(standings["status"], "abandoned");
    assert_eq!(standings["winners"], serde_json::json!([]));
}

#[test]
fn undo_refuses_an_abandoned_match_and_writes_nothing() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob"]);
    let m = id.to_string();
    env.ok(&["round", &m, "Ann=3", "Bob=10", "--call", "Ann"]);
    env.ok(&["round", &m, "Ann=2", "Bob=7", "--call", "Ann"]);
    env.ok(&["finish", &m, "--abandon"]);
    let before = env.db_bytes();
    assert_eq!(
        env.fails(&["undo", &m], 3),
        format!(
            "match {id} was abandoned; its rounds stay as they were; \
             start a new match with `tenscore new`, or reopen this one with `tenscore reopen {id}`"
        )
    );
    assert_eq!(env.db_bytes(), before);
    let (status, ending, _) = ended(&env, id);
    assert_eq!(
        (status, ending),
        (Status::Abandoned, Some(Ending::Abandoned))
    );
    assert_eq!(env.standings(id)["rounds"], 2);

    // Abandoned before its first deal: the same refusal, in the game's words.
    let empty = env.new_match(&["pig10", "--players", "Ann,Bob"]);
    env.ok(&["finish", &empty.to_string(), "--abandon"]);
    let before = env.db_bytes();
    assert_eq!(
        env.fails(&["undo", &empty.to_string()], 3),
        format!(
            "match {empty} was abandoned; its deals stay as they were; \
             start a new match with `tenscore new`, or reopen this one with `tenscore reopen \
             {empty}`"
        )
    );
    assert_eq!(env.db_bytes(), before);
    // The advice works, even before a first deal.
    env.ok(&["reopen", &empty.to_string()]);
}

#[test]
fn undo_reopens_a_match_ended_by_finish_as_it_does_one_the_rules_ended() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob"]);
    let m = id.to_string();
    env.ok(&["round", &m, "Ann=3", "Bob=10", "--call", "Ann"]);
    env.ok(&["round", &m, "Ann=2", "Bob=7", "--call", "Ann"]);
    env.ok(&["finish", &m]);
    let undo = env.json(&["undo", &m]);
    assert_eq!(undo["withdrawn"], 2);
    assert_eq!(undo["standings"]["status"], "in-progress");
    assert_eq!(undo["standings"]["winners"], serde_json::json!([]));
    assert_eq!(ended(&env, id), (Status::InProgress, None, Vec::new()));
    assert_eq!(env.standings(id)["rounds"], 1);
}

#[test]
fn an_edit_that_reopens_a_match_says_so() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob"]);
    let m = id.to_string();
    for hand in ["Bob=60", "Bob=60", "Bob=40"] {
        env.ok(&["round", &m, "Ann=0", hand, "--call", "Ann"]);
    }
    let text = env.wide(
        &[
            "edit", &m, "3", "Ann=0", "Bob=5", "--call", "Ann", "--reason", "recount",
        ],
        0,
    );
    assert!(
        text.starts_with(
            "Round 3 replaced in match 1, Under the 10: Ann, Bob (the old entry is kept in \
             `tenscore show 1 --all`). The rules no longer end the match: it is open again.\n"
        ),
        "{text}"
    );
    // An edit of a match in progress says nothing of the kind.
    let text = env.wide(
        &[
            "edit", &m, "3", "Ann=0", "Bob=6", "--call", "Ann", "--reason", "recount",
        ],
        0,
    );
    assert!(!text.contains("open again"), "{text}");
    assert!(!text.contains("the rules end the match"), "{text}");
    // One that makes the rules end it says that, as the round that ended it would have.
    let text = env.wide(
        &[
            "edit", &m, "3", "Ann=0", "Bob=40", "--call", "Ann", "--reason", "recount",
        ],
        0,
    );
    assert!(
        text.starts_with(
            "Round 3 replaced in match 1, Under the 10: Ann, Bob (the old entry is kept in \
             `tenscore show 1 --all`). With this change the rules end the match: it is over.\n"
        ),
        "{text}"
    );
    assert!(text.contains("Winner: Ann"), "{text}");
}

#[test]
fn an_edit_that_changes_nothing_writes_nothing_and_says_so() {
    let env = TestEnv::new();
    let id = env.new_match(&["pig10", "--players", "Ann,Bob"]);
    let m = id.to_string();
    env.ok(&["round", &m, "Ann=10", "Bob=5"]);
    let bytes = env.db_bytes();
    // The same deal, typed in another order and with a reason: nothing to replace.
    let text = env.ok(&["edit", &m, "1", "Bob=05", "Ann=10", "--reason", "check"]);
    assert!(
        text.starts_with("Deal 1 of match 1 already reads so: nothing was written.\n"),
        "{text}"
    );
    assert!(env.db_bytes() == bytes, "an unchanged edit wrote");
    let all = env.json(&["show", &m, "--all"]);
    assert_eq!(all["rounds"].as_array().map(Vec::len), Some(1), "{all}");
}
