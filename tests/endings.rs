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
    // Back under the limit: the rules no longer end it, so it stands as finished by `finish`
    // (as the upgrade to schema 2 tells them apart), and Ann did not go out after all.
    env.ok(&[
        "edit", &m, "3", "Ann=20", "Bob=0", "--call", "Bob", "--reason", "recount",
    ]);
    let (status, ending, figures) = ended(&env, id);
    assert_eq!((status, ending), (Status::Finished, Some(Ending::Finish)));
    assert!(
        !figures.iter().any(|(_, key, _)| *key == went_out.key()),
        "{figures:?}"
    );
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
