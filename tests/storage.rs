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
    let mut store = tenscore::store::Store::open(env.db(), tenscore::store::Access::Write).unwrap();
    store
        .write(|conn| {
            let mut info = conn.load_match(id)?.unwrap();
            let game = info.game.game();
            let mut standing = conn.current_standing(&info)?;
            let input = tenscore::games::RoundInput::entries(vec![
                ("Ann".into(), "0".into()),
                ("Bob".into(), "1".into()),
            ])
            .with_flag("call", "Ann");
            for _ in 0..400 {
                let entry = game.parse(&info.options, &standing, None, &input).unwrap();
                let outcome = game.score(&info.options, &standing, None, &entry).unwrap();
                conn.record_round(&info, &entry, &outcome)?;
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

#[test]
fn read_commands_on_a_missing_file_create_nothing() {
    let env = TestEnv::new();
    let typo = env.dir().join("typo.db");
    let path = typo.to_str().unwrap();
    for read in [
        vec!["--db", path, "standings"],
        vec!["--db", path, "show", "1"],
        vec!["--db", path, "--json", "standings", "1"],
    ] {
        let err = env.fails(&read, 1);
        assert_eq!(
            err,
            format!(
                "no tenscore database at {path}; start a match with `tenscore new GAME --players A,B,C`, or choose another file with --db PATH or TENSCORE_DB"
            )
        );
    }
    // Writes to a match need the file that holds it: nothing is created for them either.
    env.fails(
        &["--db", path, "round", "Ann=3", "Bob=4", "--call", "Ann"],
        1,
    );
    env.fails(&["--db", path, "undo"], 1);
    env.fails(&["--db", path, "finish"], 1);
    assert!(!typo.exists());
    assert_eq!(std::fs::read_dir(env.dir()).unwrap().count(), 0);
}

#[test]
fn read_commands_read_an_existing_file_without_writing_to_it() {
    let env = TestEnv::new();
    let id = env.new_match(&["pig10", "--players", "Ann,Bob"]);
    env.ok(&["round", "Ann=3", "Bob=5"]);
    let before = env.db_bytes();
    env.ok(&["standings"]);
    env.ok(&["show", &id.to_string(), "--all"]);
    assert_eq!(env.db_bytes(), before);
}
