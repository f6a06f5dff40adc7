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

#[test]
fn standard_output_into_a_pipe_a_loop_of_links_a_journal_and_permissions() {
    use std::os::unix::fs::PermissionsExt;
    let env = TestEnv::new();
    two_matches(&env);
    // `-o /dev/stdout` into a pipe (what the test reads): written through, as stdout is.
    let piped = env.ok(&["export", "-o", "/dev/stdout"]);
    assert!(piped.starts_with(r#"{"type":"header""#), "{piped}");
    // A loop of links is refused, the links left as they were.
    let (a, b) = (env.dir().join("loopa"), env.dir().join("loopb"));
    std::os::unix::fs::symlink("loopb", &a).unwrap();
    std::os::unix::fs::symlink("loopa", &b).unwrap();
    let message = env.fails(&["export", "-o", a.to_str().unwrap()], 1);
    assert!(message.contains("symbolic links"), "{message}");
    assert!(
        std::fs::symlink_metadata(&a)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    // The journal beside the database, not there yet, is the database's too.
    let journal = format!("{}-journal", env.db().display());
    env.fails(&["export", "-o", &journal], 2);
    assert!(!std::path::Path::new(&journal).exists());
    // A private file stays private; a read-only one is not written.
    let private = env.dir().join("private.jsonl");
    std::fs::write(&private, "old").unwrap();
    std::fs::set_permissions(&private, std::fs::Permissions::from_mode(0o600)).unwrap();
    env.ok(&["export", "-o", private.to_str().unwrap()]);
    let mode = std::fs::metadata(&private).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600);
    let kept = env.dir().join("kept.jsonl");
    std::fs::write(&kept, "kept").unwrap();
    std::fs::set_permissions(&kept, std::fs::Permissions::from_mode(0o444)).unwrap();
    let message = env.fails(&["export", "-o", kept.to_str().unwrap()], 1);
    assert!(message.contains("permission denied"), "{message}");
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), "kept");
}
