//! Faults found in batch s48, each pinned by the test that found it fixed.

use crate::common::TestEnv;

/// Runs `tenscore --db DB ARGS` in the environment's folder: `--db` as a relative path.
fn in_folder(env: &TestEnv, db: &str, args: &[&str]) -> std::process::Output {
    env.process()
        .current_dir(env.dir())
        .arg("--db")
        .arg(db)
        .args(args)
        .output()
        .expect("tenscore runs")
}

/// `--db :memory:` and `--db file:NAME` are files of those names: SQLite's in-memory database
/// would lose the match with the process, and a URI would write another file.
#[test]
fn a_db_named_like_sqlites_special_names_is_a_file_of_that_name() {
    let env = TestEnv::new();
    for db in [":memory:", "file:a.db", "file::memory:"] {
        let new = in_folder(&env, db, &["new", "pig10", "--players", "Ann,Bob"]);
        assert!(new.status.success(), "{db}: {new:?}");
        let round = in_folder(&env, db, &["round", "Ann=3", "Bob=4"]);
        assert!(round.status.success(), "{db}: {round:?}");
        let standings = in_folder(&env, db, &["--json", "standings"]);
        let json: serde_json::Value =
            serde_json::from_slice(&standings.stdout).expect("standings JSON");
        assert_eq!(json["rounds"], 1, "{db}");
        let file = env.dir().join(db);
        assert!(std::fs::metadata(&file).expect(db).len() > 0, "{db}");
    }
    // Nothing went to the file a URI would have named.
    assert!(!env.dir().join("a.db").exists());
}
