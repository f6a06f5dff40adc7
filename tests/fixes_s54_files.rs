//! Session 54: what a read leaves beside the file. A read closes as a write does: the last
//! connection to the file takes the write-ahead log into it and removes the `-wal` and `-shm`
//! (reads opened the file read-only, and left an empty `-wal` and a 32 KiB `-shm` behind). A file
//! or folder that may not be written is still read; a missing file is still refused, and nothing
//! is made; a read takes no write lock.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::common::TestEnv;
use crate::files::{ReadOnlyFile, in_read_only_folder, leave_logs_beside};

/// `path` with `suffix` appended.
fn beside(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_os_string();
    name.push(suffix);
    PathBuf::from(name)
}

/// The names in the database's folder that start with its name: the file and what is beside it.
fn the_file_and_its_logs(env: &TestEnv) -> Vec<String> {
    let name = env.db().file_name().unwrap().to_string_lossy().to_string();
    let mut names: Vec<String> = std::fs::read_dir(env.dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .filter(|n| n.starts_with(&name))
        .collect();
    names.sort();
    names
}

/// A match of Pig 10 with two deals and a finished one, so that every read has something to show.
fn two_matches(env: &TestEnv) {
    env.new_match(&["pig10", "--players", "Ann,Bob"]);
    env.ok(&["round", "Ann=3", "Bob=5"]);
    env.ok(&["finish"]);
    env.new_match(&["pig10", "--players", "Ann,Cy"]);
    env.ok(&["round", "Ann=4", "Cy=2"]);
}

const READS: &[&[&str]] = &[
    &["standings"],
    &["show", "1"],
    &["show", "2", "--all"],
    &["history"],
    &["stats"],
    &["player", "list"],
    &["export"],
    &["export", "--format", "csv"],
    &["--json", "standings"],
    &["--json", "history"],
];

#[test]
fn every_read_leaves_the_file_alone_with_no_wal_or_shm_beside_it() {
    let env = TestEnv::new();
    two_matches(&env);
    assert_eq!(the_file_and_its_logs(&env), ["tenscore.db"]);
    let before = env.db_bytes();
    for read in READS {
        env.ok(read);
        assert_eq!(the_file_and_its_logs(&env), ["tenscore.db"], "{read:?}");
    }
    assert_eq!(env.db_bytes(), before);
}

#[test]
fn a_read_takes_away_the_empty_logs_an_older_read_left() {
    let env = TestEnv::new();
    two_matches(&env);
    let expected = env.ok(&["standings"]);
    leave_logs_beside(env.db());
    assert_eq!(
        the_file_and_its_logs(&env),
        ["tenscore.db", "tenscore.db-shm", "tenscore.db-wal"]
    );
    assert_eq!(env.ok(&["standings"]), expected);
    assert_eq!(the_file_and_its_logs(&env), ["tenscore.db"]);
}

#[test]
fn a_read_of_a_missing_file_is_refused_and_makes_nothing() {
    let env = TestEnv::new();
    for read in READS {
        let line = env.fails(read, 1);
        assert_eq!(
            line,
            format!(
                "no tenscore database at {}; start a match with `tenscore new GAME --players \
                 A,B,C`, or choose another file with --db PATH or TENSCORE_DB",
                env.db().display()
            ),
            "{read:?}"
        );
        assert!(the_file_and_its_logs(&env).is_empty(), "{read:?}");
    }
}

#[test]
fn a_read_only_file_is_still_read() {
    let env = TestEnv::new();
    two_matches(&env);
    let expected: Vec<String> = READS.iter().map(|read| env.ok(read)).collect();
    let before = env.db_bytes();
    let Some(guard) = ReadOnlyFile::new(env.db()) else {
        eprintln!("skipped: chattr +i is refused here, and root writes to a chmod 444 file");
        return;
    };
    for (read, expected) in READS.iter().zip(&expected) {
        assert_eq!(&env.ok(read), expected, "{read:?}");
    }
    drop(guard);
    assert_eq!(env.db_bytes(), before);
}

#[test]
fn a_file_in_a_read_only_folder_is_still_read_and_nothing_is_left_there() {
    let env = TestEnv::new();
    two_matches(&env);
    let expected: Vec<String> = READS.iter().map(|read| env.ok(read)).collect();
    let before = env.db_bytes();
    let dir = env.dir().to_path_buf();
    for (read, expected) in READS.iter().zip(&expected) {
        let Some(out) = in_read_only_folder(&env, &dir, read) else {
            eprintln!("skipped: no read-only folder can be had here (unshare or mount refused)");
            return;
        };
        assert_eq!(out.status.code(), Some(0), "{read:?}: {out:?}");
        assert_eq!(&String::from_utf8_lossy(&out.stdout), expected, "{read:?}");
    }
    assert_eq!(the_file_and_its_logs(&env), ["tenscore.db"]);
    assert_eq!(env.db_bytes(), before);
}

#[test]
fn a_read_while_another_holds_the_write_lock_reads_at_once_and_leaves_the_log_to_it() {
    let env = TestEnv::new();
    two_matches(&env);
    let expected = env.ok(&["standings"]);
    // Another program in the middle of a write: a read takes no write lock, so it does not wait.
    let writer = rusqlite::Connection::open(env.db()).unwrap();
    writer.execute_batch("BEGIN IMMEDIATE").unwrap();
    let started = Instant::now();
    assert_eq!(env.ok(&["standings"]), expected);
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "the read waited"
    );
    // The log is the writer's while it is open: the read left it where it was.
    assert!(beside(env.db(), "-wal").exists());
    assert!(beside(env.db(), "-shm").exists());
    writer.execute_batch("ROLLBACK").unwrap();
    drop(writer);
    assert_eq!(the_file_and_its_logs(&env), ["tenscore.db"]);
    // A write after it goes as ever.
    env.ok(&["round", "Ann=1", "Cy=1"]);
    assert_eq!(the_file_and_its_logs(&env), ["tenscore.db"]);
}

// 2. A write the league server may have kept names the command to look with, and `--db` with it.

/// `tenscore ARGS` on the league at `url` named by `--db` (TENSCORE_DB unset): exit 1, and the
/// hint of its one line.
fn unsettled_hint(env: &TestEnv, url: &str, args: &[&str]) -> String {
    let out = env
        .process()
        .env_remove("TENSCORE_DB")
        .arg("--db")
        .arg(url)
        .args(args)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(1), "{args:?}: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("the change may have been recorded; "),
        "{stderr}"
    );
    stderr
        .trim_end()
        .split("the change may have been recorded; ")
        .nth(1)
        .unwrap()
        .to_string()
}

/// A proxy to `db` that cuts the next write's COMMIT and then lets nothing through.
fn cutting_after_the_commit(db: &crate::pg_server::PgDb) -> crate::fault_proxy::FaultProxy {
    use crate::fault_proxy::{Fault, FaultProxy, Plan, Which};
    FaultProxy::start(
        &db.socket_dir,
        Plan {
            fault: Fault::AfterCommit,
            which: Which::Nth(1),
            then_unreachable: true,
        },
    )
}

#[test]
fn a_write_that_may_have_been_recorded_names_the_look_with_the_db_it_was_given() {
    let Some(db) = crate::pg_server::fresh_database() else {
        return;
    };
    let direct = TestEnv::on(db.url());
    direct.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    let env = TestEnv::new();

    // A deal of match 1: look at match 1, on that league.
    let proxy = cutting_after_the_commit(&db);
    let url = crate::exactly_once::through(&db, &proxy);
    let shown = format!(
        "postgres://postgres@{}:5432/{}",
        proxy.socket_dir().display().to_string().replace('/', "%2F"),
        db.name
    );
    assert_eq!(
        unsettled_hint(&env, &url, &["round", "1", "Ann=3", "Bob=5"]),
        format!(
            "once the server is back, see whether it was with `tenscore --db {shown} standings \
             1` before you enter it again"
        )
    );

    // A rename, with a password in the URL: never shown, the URL quoted as one word.
    let proxy = cutting_after_the_commit(&db);
    let url = crate::exactly_once::through(&db, &proxy).replace("postgres@", "postgres:secret@");
    let shown = format!(
        "postgres://postgres:***@{}:5432/{}",
        proxy.socket_dir().display().to_string().replace('/', "%2F"),
        db.name
    );
    assert_eq!(
        unsettled_hint(&env, &url, &["player", "rename", "Bob", "Bo"]),
        format!(
            "once the server is back, see whether it was with `tenscore --db '{shown}' player \
             list` before you enter it again"
        )
    );

    // A new match, named by TENSCORE_DB: found again without `--db`.
    let proxy = cutting_after_the_commit(&db);
    let url = crate::exactly_once::through(&db, &proxy);
    let out = TestEnv::on(&url).run(&["new", "pig10", "--players", "Cy,Dee"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.ends_with("see whether it was with `tenscore history` before you enter it again\n"),
        "{stderr}"
    );
}

// 3. A name taken here is input that does not fit (exit 2), from an import as from a rename.

#[test]
fn import_no_name_match_refusing_a_name_taken_here_exits_2_as_a_rename_to_it_does() {
    let a = TestEnv::new();
    a.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    a.ok(&["round", "1", "Ann=3", "Bob=5"]);
    let file = a.dir().join("a.jsonl");
    a.ok(&["export", "-o", file.to_str().unwrap()]);
    let b = TestEnv::with_seed(2);
    b.ok(&["new", "pig10", "--players", "ANN,Cy"]);
    let error = b.refused_unwritten(&["import", file.to_str().unwrap(), "--no-name-match"], 2);
    assert_eq!(
        error,
        format!(
            "player 'Ann' of {} is not known here by UUID, and this database has another player \
             called 'ANN'; with --no-name-match they cannot both be kept; nothing was imported; \
             rename the player here first with `tenscore player rename ANN NEW`, or import \
             without --no-name-match to take them as one",
            file.display()
        )
    );
    // The same clash from a rename: the same exit.
    b.refused_unwritten(&["player", "rename", "Cy", "Ann"], 2);
    // Without --no-name-match they are one player.
    b.ok(&["import", file.to_str().unwrap()]);
}
