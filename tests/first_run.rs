//! The first write to the default database says where the scores are kept, once, on standard
//! error (issue 35, item 7); a file the user named with `--db` or `TENSCORE_DB` is not announced.

use std::path::PathBuf;
use std::process::Output;

use crate::common::TestEnv;

/// Where the default database of `env` is: its data directory (XDG_DATA_HOME), `tenscore.db`.
fn default_db(env: &TestEnv) -> PathBuf {
    env.dir().join("data").join("tenscore").join("tenscore.db")
}

/// `tenscore ARGS...` with neither `--db` nor `TENSCORE_DB`: the default database.
fn on_default(env: &TestEnv, args: &[&str]) -> Output {
    env.cmd()
        .env_remove("TENSCORE_DB")
        .args(args)
        .output()
        .expect("tenscore runs")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn the_first_write_says_where_the_scores_are_kept_and_never_again() {
    let env = TestEnv::new();
    let db = default_db(&env);
    let first = on_default(
        &env,
        &["--json", "new", "under10", "--players", "Ann,Bob,Cy"],
    );
    assert_eq!(first.status.code(), Some(0), "{}", stderr(&first));
    assert_eq!(
        stderr(&first),
        format!(
            "Scores are kept in {} (created now; --db or TENSCORE_DB chooses another file).\n",
            db.display()
        )
    );
    // Standard output stays clean JSON.
    let json: serde_json::Value = serde_json::from_slice(&first.stdout).expect("JSON");
    assert_eq!(json["id"], 1);
    assert!(db.exists());
    for args in [
        vec!["round", "Ann=4", "Bob=5", "Cy=6", "--call", "Ann"],
        vec!["new", "pig10", "--players", "Ann,Bob,Cy"],
    ] {
        let again = on_default(&env, &args);
        assert_eq!(again.status.code(), Some(0), "{}", stderr(&again));
        assert_eq!(stderr(&again), "", "{args:?}");
    }
}

#[test]
fn the_line_is_said_in_dutch_and_german() {
    for (lang, words) in [
        (
            "nl",
            "De scores worden bewaard in {} (nu aangemaakt; met --db of TENSCORE_DB kies je een \
             ander bestand).\n",
        ),
        (
            "de",
            "Die Punkte werden in {} gespeichert (gerade angelegt; mit --db oder TENSCORE_DB \
             wählst du eine andere Datei).\n",
        ),
    ] {
        let env = TestEnv::new();
        let out = on_default(
            &env,
            &["--lang", lang, "new", "pig10", "--players", "Ann,Bob"],
        );
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        let path = default_db(&env).display().to_string();
        assert_eq!(stderr(&out), words.replace("{}", &path), "{lang}");
    }
}

#[test]
fn a_refused_first_write_creates_nothing_and_says_nothing() {
    let env = TestEnv::new();
    let refused = on_default(&env, &["new", "under10", "--players", "Ann"]);
    assert_eq!(refused.status.code(), Some(3));
    assert!(
        !stderr(&refused).contains("kept in"),
        "{}",
        stderr(&refused)
    );
    assert!(!default_db(&env).exists());
    let read = on_default(&env, &["history"]);
    assert!(!stderr(&read).contains("kept in"), "{}", stderr(&read));
    assert!(!default_db(&env).exists());
    // The first write that is kept still says it.
    let kept = on_default(&env, &["new", "under10", "--players", "Ann,Bob"]);
    assert_eq!(kept.status.code(), Some(0));
    assert!(
        stderr(&kept).starts_with("Scores are kept in "),
        "{}",
        stderr(&kept)
    );
}

#[test]
fn a_database_the_user_named_is_not_announced() {
    let env = TestEnv::new();
    // TENSCORE_DB (as TestEnv sets it) and --db both name a new file: the user chose it.
    let out = env.run(&["new", "under10", "--players", "Ann,Bob"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(stderr(&out), "");
    assert!(env.db().exists());
    let named = env.dir().join("league.db");
    let named_text = named.to_str().expect("a UTF-8 path");
    let out = on_default(
        &env,
        &["--db", named_text, "new", "pig10", "--players", "Ann,Bob"],
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(stderr(&out), "");
    assert!(named.exists());
    assert!(!default_db(&env).exists());
}
