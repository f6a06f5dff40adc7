//! Where the database lives, and what it keeps.

use crate::common::TestEnv;

#[test]
fn the_default_database_is_created_in_the_platform_data_directory() {
    let env = TestEnv::new();
    let out = env
        .cmd()
        .env_remove("TENSCORE_DB")
        .args(["new", "under10", "--players", "Ann,Bob"])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(env.dir().join("data/tenscore/tenscore.db").exists());
    assert!(!env.db().exists());
}

#[test]
fn db_flag_overrides_the_environment() {
    let env = TestEnv::new();
    let other = env.dir().join("other.db");
    env.ok(&[
        "--db",
        other.to_str().unwrap(),
        "new",
        "under10",
        "--players",
        "Ann,Bob",
    ]);
    assert!(other.exists());
    assert!(!env.db().exists());
}

#[test]
fn rules_and_check_never_touch_the_database() {
    let env = TestEnv::new();
    let rules = env.ok(&["rules", "under10"]);
    assert!(rules.contains("[house ruling]"), "{rules}");
    env.ok(&["rules", "under-the-10"]);
    env.ok(&["check", "under10", "combo", "8r", "8b"]);
    assert!(!env.db().exists());
}

#[test]
fn players_keep_one_identity_across_matches() {
    let env = TestEnv::new();
    env.new_match(&["under10", "--players", "Ann,Bob"]);
    let second = env.json(&["new", "under10", "--players", "ann,Cy"]);
    // The second match seats the same Ann, spelled as she was first entered.
    assert_eq!(second["players"], serde_json::json!(["Ann", "Cy"]));
}

#[test]
fn names_with_escape_characters_never_reach_the_terminal_raw() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob"]);
    // A name smuggled in past `new` (an import from elsewhere, say) is still shown safely.
    rusqlite::Connection::open(env.db())
        .unwrap()
        .execute(
            "UPDATE players SET name = 'Bo\u{1b}[2Jb' WHERE name = 'Bob'",
            [],
        )
        .unwrap();
    let out = env.ok(&["standings", &id.to_string()]);
    assert!(!out.contains('\u{1b}'), "{out:?}");
    assert!(out.contains("Bo\u{FFFD}[2Jb"), "{out}");
}

#[test]
fn a_closed_pipe_ends_quietly() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob"]);
    // Far more output than a pipe holds (64 KiB), so the write must meet the closed pipe: 400
    // rounds written straight through the store, as `round` writes them.
    let mut store = tenscore::store::Store::open(env.db(), false).unwrap();
    store
        .write(|conn| {
            let mut info = tenscore::store::load_match(conn, id)?.unwrap();
            let game = info.game.game();
            let mut standing = tenscore::store::current_standing(conn, &info)?;
            let input = tenscore::games::RoundInput {
                entries: vec![("Ann".into(), "0".into()), ("Bob".into(), "1".into())],
                call: Some("Ann".into()),
                luck: None,
                trump: None,
                order: None,
            };
            for _ in 0..400 {
                let entry = game.parse(&info.options, &standing, None, &input).unwrap();
                let outcome = game.score(&info.options, &standing, None, &entry).unwrap();
                tenscore::store::record_round(conn, &info, &entry, &outcome)?;
                info.rounds += 1;
                standing = standing.after(&outcome);
            }
            Ok::<_, tenscore::store::StoreError>(())
        })
        .unwrap();
    drop(store);
    assert!(env.ok(&["--json", "show", &id.to_string()]).len() > 200_000);
    let mut child = env
        .process()
        .args(["--json", "show", &id.to_string()])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(out.status.code(), Some(0));
}
