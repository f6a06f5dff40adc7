//! What `export -o FILE` (and every other command that writes a file) writes over: never a
//! database, through a symbolic link to the file it names, and into a pipe as it is.

use std::os::unix::fs::FileTypeExt;
use std::process::Command;

use crate::common::TestEnv;

fn two_matches(env: &TestEnv) {
    env.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    env.ok(&["round", "Ann=30", "Bob=10"]);
    env.ok(&["new", "under10", "--players", "Cy,Dee"]);
}

#[test]
fn an_export_over_the_database_itself_or_its_log_is_refused_and_the_matches_stay() {
    let env = TestEnv::new();
    two_matches(&env);
    let before = env.db_bytes();
    let db = env.db().to_str().unwrap().to_string();
    let message = env.fails(&["export", "-o", &db], 2);
    assert_eq!(
        message,
        format!(
            "{db} is a SQLite database (or the log beside one), not a file for the export: \
             writing there would destroy it; choose another file name, e.g. tenscore.jsonl"
        )
    );
    assert_eq!(env.db_bytes(), before);
    assert!(env.ok(&["history"]).contains("Cy, Dee"));
    // Another database, and a log beside one, are as safe as the one open.
    let other = env.dir().join("other.db");
    std::fs::copy(env.db(), &other).unwrap();
    let log = env.dir().join("other.db-wal");
    std::fs::write(&log, b"frames").unwrap();
    for target in [&other, &log] {
        env.fails(&["export", "-o", target.to_str().unwrap()], 2);
    }
    assert_eq!(std::fs::read(&log).unwrap(), b"frames");
    // The chart of `show` goes through the same door.
    let message = env.fails(&["show", "1", "--chart", "--svg", &db], 2);
    assert!(message.contains("is a SQLite database"), "{message}");
    assert_eq!(env.db_bytes(), before);
}

#[test]
fn an_export_to_a_symbolic_link_writes_the_file_it_points_to() {
    let env = TestEnv::new();
    two_matches(&env);
    let dated = env.dir().join("2026-11-28.jsonl");
    std::fs::write(&dated, "old").unwrap();
    let latest = env.dir().join("latest.jsonl");
    std::os::unix::fs::symlink("2026-11-28.jsonl", &latest).unwrap();
    env.ok(&["export", "-o", latest.to_str().unwrap()]);
    assert!(
        std::fs::symlink_metadata(&latest)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(
        std::fs::read_to_string(&dated).unwrap(),
        env.ok(&["export"])
    );
    // A link to a file not made yet makes it.
    let fresh = env.dir().join("fresh.jsonl");
    std::os::unix::fs::symlink("made-now.jsonl", &fresh).unwrap();
    env.ok(&["export", "-o", fresh.to_str().unwrap()]);
    assert!(env.dir().join("made-now.jsonl").is_file());
}

#[test]
fn an_export_into_a_named_pipe_goes_through_it() {
    let env = TestEnv::new();
    two_matches(&env);
    let fifo = env.dir().join("pipe.jsonl");
    let made = Command::new("mkfifo").arg(&fifo).status();
    if !made.is_ok_and(|status| status.success()) {
        eprintln!("skipped: mkfifo is not available here");
        return;
    }
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read_to_string(fifo).unwrap())
    };
    env.ok(&["export", "-o", fifo.to_str().unwrap()]);
    let read = reader.join().unwrap();
    assert_eq!(read.lines().count(), env.ok(&["export"]).lines().count());
    assert!(
        std::fs::symlink_metadata(&fifo)
            .unwrap()
            .file_type()
            .is_fifo(),
        "the pipe was replaced by a file"
    );
}
