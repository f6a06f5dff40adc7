//! A name merged into another player keeps finding that player (schema 12): typed at a later
//! match, on a club night's list or looked up, "Annie" merged into Ann is Ann, on both backends;
//! typed beside Ann it is refused in one line, with nothing written.

use crate::common::TestEnv;

/// Annie and Ann each played a match of their own; Annie is merged into Ann.
fn merged(env: &TestEnv) {
    env.ok(&["new", "pig10", "--players", "Annie,Bob,Cy"]);
    env.ok(&["finish", "--abandon"]);
    env.ok(&["new", "pig10", "--players", "Ann,Bob,Cy"]);
    env.ok(&["finish", "--abandon"]);
    env.ok(&["player", "merge", "Annie", "Ann"]);
}

fn names(list: &serde_json::Value) -> Vec<String> {
    (list.as_array().unwrap().iter())
        .map(|p| p["name"].as_str().unwrap().to_string())
        .collect()
}

/// On `env`; `file`: a SQLite file, whose bytes show that a refusal wrote nothing.
fn a_merged_name_finds_its_player(env: &TestEnv, file: bool) {
    merged(env);
    // Typed again, in any case: Ann sits, and no new Annie appears.
    let started = env.json(&["new", "pig10", "--players", "ANNIE,Bob,Cy"]);
    assert_eq!(started["players"], serde_json::json!(["Ann", "Bob", "Cy"]));
    env.ok(&["finish", "--abandon"]);
    assert_eq!(names(&env.json(&["player", "list"])), ["Ann", "Bob", "Cy"]);
    // Looked up by the merged name.
    let history = env.json(&["history", "--player", "annie"]);
    assert_eq!(history.as_array().unwrap().len(), 3, "{history}");

    // Beside Ann (either order): one person at two seats, refused with nothing written.
    let before = file.then(|| env.db_bytes());
    for players in ["Annie,Ann,Cy", "Ann,Cy,annie"] {
        let typed = if players.starts_with("Annie") {
            "Annie"
        } else {
            "annie"
        };
        assert_eq!(
            env.fails(&["new", "pig10", "--players", players], 2),
            format!(
                "'{typed}' was merged into Ann, who is already at this table; name Ann once; if \
                 {typed} is someone else, give them a name of their own, e.g. {typed} B"
            )
        );
    }
    assert_eq!(
        env.fails(
            &[
                "event",
                "new",
                "Friday",
                "--game",
                "pig10",
                "--players",
                "Bob,Annie,Cy,Ann,Dee,Eve"
            ],
            2
        ),
        "'Annie' was merged into Ann, who is already on this evening's list; name Ann once; if \
         Annie is someone else, give them a name of their own, e.g. Annie B"
    );
    assert!(
        before.is_none_or(|before| env.db_bytes() == before),
        "a refusal wrote nothing"
    );
    assert_eq!(names(&env.json(&["player", "list"])), ["Ann", "Bob", "Cy"]);

    // On a club night's list the merged name is Ann; adding Ann again changes nothing.
    let event = env.json(&[
        "event",
        "new",
        "Friday",
        "--game",
        "pig10",
        "--players",
        "Bob,Annie,Cy,Dee,Eve,Fay",
    ]);
    assert!(
        names(&serde_json::json!(
            (event["players"].as_array().unwrap().iter())
                .map(|n| serde_json::json!({"name": n}))
                .collect::<Vec<_>>()
        ))
        .contains(&"Ann".to_string()),
        "{event}"
    );
    env.fails(&["event", "add", "Ann"], 2);
}

#[test]
fn a_merged_name_finds_the_player_it_was_merged_into() {
    a_merged_name_finds_its_player(&TestEnv::new(), true);
    if let Some(server) = crate::pg_server::fresh_database() {
        a_merged_name_finds_its_player(&TestEnv::on(server.url()), false);
    }
}

#[test]
fn a_new_spelling_of_another_player_may_not_take_a_merged_name() {
    let env = TestEnv::new();
    merged(&env);
    // "Annie" is Ann's now: Bob cannot take it (a rename that would make two people one name).
    assert_eq!(
        env.fails(&["player", "rename", "Bob", "Annie"], 2),
        "'Annie' was merged into Ann, so it is Ann's name; choose another name: they both played \
         in match 1, so they are two people, not one to merge; e.g. `tenscore player rename Bob \
         NEW`"
    );
    // Ann may take it back as her own spelling (then "Ann" is nobody, as after any rename).
    env.ok(&["player", "rename", "Ann", "Annie"]);
    let started = env.json(&["new", "pig10", "--players", "annie,Bob,Cy"]);
    assert_eq!(
        started["players"],
        serde_json::json!(["Annie", "Bob", "Cy"])
    );
}

/// In `play`, a merged name typed beside its player is said at the players' question, which is
/// asked again (it ended the session with the refusal once every question was answered); the
/// merged name alone seats its player.
#[test]
fn play_asks_again_for_a_merged_name_beside_its_player() {
    let env = TestEnv::new();
    merged(&env);
    let mut s = crate::pty_wrapping::Screen::start(&env, "en", &["play", "pig10"]);
    s.answer("Players, clockwise (e.g. Ann, Bob, Cy)", "Annie, Ann, Cy");
    s.expect("error: 'Annie' was merged into Ann, who is already at this table");
    // A typo of Ann's name beside Annie is not offered Ann, who sits there already as Annie
    // (yes ended the session with the refusal): a new player, asked about as such.
    s.answer("Players, clockwise (e.g. Ann, Bob, Cy)", "annie, Anni, Cy");
    s.expect("Seating, clockwise: Ann, Anni, Cy.");
    s.leave_menu();
    s.ends_well();
    env.ok(&["finish", "--abandon"]);
    let mut s = crate::pty_wrapping::Screen::start(&env, "en", &["play", "pig10"]);
    s.answer("Players, clockwise (e.g. Ann, Bob, Cy)", "Annie, Bob, Cy");
    s.expect("Seating, clockwise: Ann, Bob, Cy.");
    s.leave_menu();
    s.ends_well();
    let match_ = env.json(&["show"]);
    assert_eq!(match_["players"], serde_json::json!(["Ann", "Bob", "Cy"]));
    assert!(!names(&env.json(&["player", "list"])).contains(&"Annie".to_string()));
}

/// A name a merge kept travels with the export: pooled, "Annie" finds Ann there too, and a
/// second import changes nothing; where a player of that name is there already, they stay two
/// (the name finds them), as without the kept name.
#[test]
fn a_name_kept_by_a_merge_is_carried_by_export_and_import() {
    let table = TestEnv::new();
    merged(&table);
    let file = table.dir().join("table.jsonl");
    table.ok(&["export", "-o", file.to_str().unwrap()]);
    let exported = std::fs::read_to_string(&file).unwrap();
    let ann = (exported.lines())
        .map(|line| serde_json::from_str::<serde_json::Value>(line).unwrap())
        .find(|line| line["type"] == "player" && line["name"] == "Ann")
        .unwrap();
    let alias = ann["aliases"][0].as_str().unwrap();
    assert_eq!(ann["merged_names"], serde_json::json!({ alias: "annie" }));

    let pool = TestEnv::new();
    pool.ok(&["import", file.to_str().unwrap()]);
    let before = pool.db_bytes();
    pool.ok(&["import", file.to_str().unwrap()]);
    assert!(
        pool.db_bytes() == before,
        "the second import changed nothing"
    );
    let started = pool.json(&["new", "pig10", "--players", "Annie,Bob,Cy"]);
    assert_eq!(started["players"], serde_json::json!(["Ann", "Bob", "Cy"]));

    // A pool with an Annie of its own: the name is hers.
    let other = TestEnv::new();
    other.ok(&["new", "pig10", "--players", "Annie,Dee,Eve"]);
    other.ok(&["import", file.to_str().unwrap()]);
    let started = other.json(&["new", "pig10", "--players", "Annie,Bob,Cy"]);
    assert_eq!(
        started["players"],
        serde_json::json!(["Annie", "Bob", "Cy"])
    );
}
