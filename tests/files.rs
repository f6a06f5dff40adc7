//! The file under tenscore: several terminals creating it at once, and every way of opening it
//! that fails (a read-only folder or file, a full disk, another program's lock), each refused in
//! one line naming the cause and the fix, with exit 1 and the file byte for byte as it was.
//!
//! The tests run as root in CI, and root ignores file permissions: there, a read-only folder is a
//! read-only bind mount and a full disk a small tmpfs, both in a private mount namespace
//! (`unshare`), and a read-only file is an immutable one (`chattr +i`). Where the system refuses
//! those, the test says so on stderr and skips that part; as another user, permissions do it.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::common::TestEnv;

/// Whether the tests run as root, whom file permissions do not stop.
pub(crate) fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|out| String::from_utf8_lossy(&out.stdout).trim() == "0")
}

/// `program` with the environment `env.process()` gives tenscore.
pub(crate) fn with_env_of(env: &TestEnv, program: &str) -> Command {
    let base = env.process();
    let mut cmd = Command::new(program);
    cmd.env_clear();
    for (key, value) in base.get_envs() {
        if let Some(value) = value {
            cmd.env(key, value);
        }
    }
    cmd
}

/// Waits for every child, failing (and killing them) if any is still running after `limit`.
fn wait_all(children: Vec<Child>, limit: Duration) -> Vec<Output> {
    let deadline = Instant::now() + limit;
    let mut children = children;
    while children
        .iter_mut()
        .any(|child| child.try_wait().unwrap().is_none())
    {
        if Instant::now() > deadline {
            for child in &mut children {
                let _ = child.kill();
            }
            panic!("tenscore still running after {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    children
        .into_iter()
        .map(|child| child.wait_with_output().unwrap())
        .collect()
}

/// Exit 1 with one line on stderr; returns it without "error: ".
fn refused(out: &Output, what: &str) -> String {
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(
        out.status.code(),
        Some(1),
        "{what}: expected exit 1\nstdout: {}\nstderr: {stderr}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert_eq!(
        stderr.lines().count(),
        1,
        "{what}: one line expected:\n{stderr}"
    );
    stderr.trim_end().trim_start_matches("error: ").to_string()
}

/// Exit 0 and nothing on stderr; returns stdout.
fn succeeded(out: &Output, what: &str) -> String {
    assert_eq!(
        out.status.code(),
        Some(0),
        "{what}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone()).unwrap()
}

/// The names of the files in a folder, sorted.
fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .collect();
    names.sort();
    names
}

/// A match of Pig 10 with one deal, its file closed (no -wal, no -shm beside it).
fn one_deal(env: &TestEnv) -> i64 {
    let id = env.new_match(&["pig10", "--players", "Ann,Bob"]);
    env.ok(&["round", "Ann=3", "Bob=5"]);
    id
}

/// Leaves an empty `-wal` and a `-shm` beside the file at `path`, as a read-only connection
/// does (as tenscore's reads once did): a connection that reads and closes without
/// taking the log into the file.
pub(crate) fn leave_logs_beside(path: &Path) {
    let conn = rusqlite::Connection::open(path).unwrap();
    conn.set_db_config(
        rusqlite::config::DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE,
        true,
    )
    .unwrap();
    let _: i64 = conn
        .query_row("SELECT count(*) FROM sqlite_master", [], |row| row.get(0))
        .unwrap();
    drop(conn);
    for suffix in ["-wal", "-shm"] {
        let mut side = path.as_os_str().to_os_string();
        side.push(suffix);
        assert!(PathBuf::from(side).exists(), "{suffix}");
    }
}

const READ_ONLY_FIX: &str = " is read-only; choose a writable file with --db PATH or TENSCORE_DB";

// 1. Several terminals on a new file.

#[test]
fn four_terminals_starting_matches_on_a_missing_file_all_succeed() {
    let env = TestEnv::new();
    for round in 1..=5 {
        let path = env.dir().join(format!("race{round}.db"));
        let db = path.to_str().unwrap();
        // All four are started before any is waited on.
        let children: Vec<Child> = (1..=4)
            .map(|k| {
                env.process()
                    .args(["--db", db, "--json", "new", "pig10", "--players"])
                    .arg(format!("A{k},B{k}"))
                    .stdout(Stdio::piped())
                    .stderr(Stdio::piped())
                    .spawn()
                    .unwrap()
            })
            .collect();
        let mut ids: Vec<i64> = wait_all(children, Duration::from_secs(60))
            .iter()
            .map(|out| {
                let text = succeeded(out, &format!("round {round}: new"));
                serde_json::from_str::<Value>(&text).unwrap()["id"]
                    .as_i64()
                    .unwrap()
            })
            .collect();
        ids.sort();
        assert_eq!(ids, vec![1, 2, 3, 4], "round {round}");
        // Each match seats the players of the terminal that started it.
        let mut seated: Vec<Vec<String>> = ids
            .iter()
            .map(|id| {
                let standings = env.json(&["--db", db, "standings", &id.to_string()]);
                let mut names: Vec<String> = standings["players"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|p| p["name"].as_str().unwrap().to_string())
                    .collect();
                names.sort();
                names
            })
            .collect();
        seated.sort();
        let expected: Vec<Vec<String>> = (1..=4)
            .map(|k| vec![format!("A{k}"), format!("B{k}")])
            .collect();
        assert_eq!(seated, expected, "round {round}");
    }
}

// 2. A read-only folder.

/// Runs tenscore with `args` while `dir` is read-only: as root a read-only bind mount in a
/// private mount namespace, else the folder's permissions. `None` when it cannot be had here.
pub(crate) fn in_read_only_folder(env: &TestEnv, dir: &Path, args: &[&str]) -> Option<Output> {
    if is_root() {
        let probe = Command::new("unshare")
            .args(["--mount", "--propagation", "private", "sh", "-c"])
            .arg(r#"mount --bind -o ro "$0" "$0" && ! touch "$0/.probe" 2>/dev/null"#)
            .arg(dir)
            .output();
        if !probe.is_ok_and(|out| out.status.success()) {
            return None;
        }
        let out = with_env_of(env, "unshare")
            .args(["--mount", "--propagation", "private", "sh", "-c"])
            .arg(r#"mount --bind -o ro "$0" "$0" || exit 97; shift; exec "$@""#)
            .arg(dir)
            .arg("--")
            .arg(env!("CARGO_BIN_EXE_tenscore"))
            .args(args)
            .output()
            .unwrap();
        assert_ne!(out.status.code(), Some(97), "the read-only mount failed");
        Some(out)
    } else {
        use std::os::unix::fs::PermissionsExt;
        let mode = |bits| std::fs::Permissions::from_mode(bits);
        std::fs::set_permissions(dir, mode(0o555)).unwrap();
        let out = env.process().args(args).output();
        std::fs::set_permissions(dir, mode(0o755)).unwrap();
        Some(out.unwrap())
    }
}

#[test]
fn a_read_only_folder_is_read_and_a_write_there_says_it_is_read_only() {
    let env = TestEnv::new();
    let id = one_deal(&env).to_string();
    let dir = env.dir().to_path_buf();
    let expected = env.ok(&["standings", &id]);
    // With an empty -wal and a -shm beside the file (as a read of an older tenscore left them),
    // reading works.
    leave_logs_beside(env.db());
    let Some(out) = in_read_only_folder(&env, &dir, &["standings", &id]) else {
        eprintln!("skipped: no read-only folder can be had here (unshare or mount refused)");
        return;
    };
    assert_eq!(succeeded(&out, "standings"), expected);
    // And with nothing beside the file, as a file copied to a read-only place is.
    for suffix in ["-wal", "-shm"] {
        let mut side = env.db().as_os_str().to_os_string();
        side.push(suffix);
        let _ = std::fs::remove_file(PathBuf::from(side));
    }
    let files = listing(&dir);
    let before = env.db_bytes();
    let out = in_read_only_folder(&env, &dir, &["standings", &id]).unwrap();
    assert_eq!(succeeded(&out, "standings"), expected);
    let out = in_read_only_folder(&env, &dir, &["--json", "show", &id]).unwrap();
    assert!(succeeded(&out, "show").contains("\"Ann\""));

    // A write to the file is refused: the file (as root, a read-only mount) or its folder (as a
    // user, a folder without write permission) is read-only.
    let out = in_read_only_folder(&env, &dir, &["round", &id, "Ann=1", "Bob=2"]).unwrap();
    let msg = refused(&out, "round");
    let db = env.db().display().to_string();
    let folder = dir.display().to_string();
    assert!(
        msg == format!("{db}{READ_ONLY_FIX}") || msg == format!("{folder}{READ_ONLY_FIX}"),
        "{msg}"
    );
    // A new file there too: the folder is read-only.
    let new_db = dir.join("new.db");
    let out = in_read_only_folder(
        &env,
        &dir,
        &[
            "--db",
            new_db.to_str().unwrap(),
            "new",
            "pig10",
            "--players",
            "Ann,Bob",
        ],
    )
    .unwrap();
    assert_eq!(refused(&out, "new"), format!("{folder}{READ_ONLY_FIX}"));

    assert_eq!(env.db_bytes(), before);
    assert_eq!(listing(&dir), files);
    // Writable again, the file takes the deal.
    env.ok(&["round", &id, "Ann=1", "Bob=2"]);
}

// 3. A read-only file.

/// Makes a file read-only for whoever runs the tests, until dropped: `chattr +i` for root,
/// `chmod 444` for anyone else.
pub(crate) struct ReadOnlyFile(PathBuf, bool);

impl ReadOnlyFile {
    pub(crate) fn new(path: &Path) -> Option<ReadOnlyFile> {
        if is_root() {
            let done = Command::new("chattr")
                .arg("+i")
                .arg(path)
                .stderr(Stdio::null())
                .status()
                .is_ok_and(|s| s.success());
            done.then(|| ReadOnlyFile(path.to_path_buf(), true))
        } else {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o444)).unwrap();
            Some(ReadOnlyFile(path.to_path_buf(), false))
        }
    }
}

impl Drop for ReadOnlyFile {
    fn drop(&mut self) {
        if self.1 {
            let _ = Command::new("chattr").arg("-i").arg(&self.0).status();
        } else {
            use std::os::unix::fs::PermissionsExt;
            let _ = std::fs::set_permissions(&self.0, std::fs::Permissions::from_mode(0o644));
        }
    }
}

#[test]
fn a_write_to_a_read_only_file_says_so_and_changes_nothing() {
    let env = TestEnv::new();
    let id = one_deal(&env).to_string();
    let before = env.db_bytes();
    let expected = env.ok(&["standings", &id]);
    let Some(guard) = ReadOnlyFile::new(env.db()) else {
        eprintln!("skipped: chattr +i is refused here, and root writes to a chmod 444 file");
        return;
    };
    for write in [
        &["round", &id, "Ann=1", "Bob=2"][..],
        &["new", "pig10", "--players", "Cy,Dee"],
        &["undo", &id],
        &["finish", &id],
    ] {
        assert_eq!(
            env.fails(write, 1),
            format!("{}{READ_ONLY_FIX}", env.db().display()),
            "{write:?}"
        );
    }
    // Reading a read-only file works.
    assert_eq!(env.ok(&["standings", &id]), expected);
    drop(guard);
    assert_eq!(env.db_bytes(), before);
}

#[test]
fn a_read_only_file_of_an_older_schema_says_it_must_be_upgraded_first() {
    let env = TestEnv::new();
    let id = one_deal(&env).to_string();
    // The file as a tenscore of schema 8 left it.
    let conn = rusqlite::Connection::open(env.db()).expect("the file opens");
    conn.execute_batch(&format!(
        "{} PRAGMA user_version = 8",
        crate::schema_8::SQLITE
    ))
    .expect("version 8");
    drop(conn);
    let before = env.db_bytes();
    let Some(guard) = ReadOnlyFile::new(env.db()) else {
        eprintln!("skipped: chattr +i is refused here, and root writes to a chmod 444 file");
        return;
    };
    assert_eq!(
        env.fails(&["standings", &id], 1),
        format!(
            "{} was written by an older tenscore and is read-only: this one upgrades a file once \
             before reading it, which writes to it (and its folder); make the file and its \
             folder writable for one command, or copy the file somewhere writable and use the \
             copy with --db",
            env.db().display()
        )
    );
    drop(guard);
    assert_eq!(env.db_bytes(), before);
    // Writable again, it is upgraded and read.
    env.ok(&["standings", &id]);
}

#[test]
fn a_file_of_no_permission_says_permission_denied() {
    if is_root() {
        // Root reads and writes a file whatever its permissions: nothing to see here.
        eprintln!("skipped: root ignores file permissions");
        return;
    }
    use std::os::unix::fs::PermissionsExt;
    let env = TestEnv::new();
    one_deal(&env);
    let before = env.db_bytes();
    let mode = |bits| std::fs::Permissions::from_mode(bits);
    std::fs::set_permissions(env.db(), mode(0o000)).unwrap();
    let read = env.fails(&["standings"], 1);
    let write = env.fails(&["round", "Ann=1", "Bob=2"], 1);
    std::fs::set_permissions(env.db(), mode(0o644)).unwrap();
    let expected = format!(
        "permission denied: {}; give yourself access to it, or choose another file with --db PATH or TENSCORE_DB",
        env.db().display()
    );
    assert_eq!(read, expected);
    assert_eq!(write, expected);
    assert_eq!(env.db_bytes(), before);
}

// 4. A full disk.

/// Runs `script` with `sh` in a private mount namespace where `$0` is an empty tmpfs of 256 KiB at
/// `mount` and `$1` the tenscore binary; `None` when that cannot be had here.
fn on_a_small_disk(env: &TestEnv, mount: &Path, script: &str) -> Option<Output> {
    if !is_root() {
        return None;
    }
    std::fs::create_dir_all(mount).unwrap();
    let out = with_env_of(env, "unshare")
        .args(["--mount", "--propagation", "private", "sh", "-c"])
        .arg(format!(
            r#"mount -t tmpfs -o size=256k tmpfs "$0" || exit 97
{script}"#
        ))
        .arg(mount)
        .arg(env!("CARGO_BIN_EXE_tenscore"))
        .output()
        .ok()?;
    (out.status.code() != Some(97) && !String::from_utf8_lossy(&out.stderr).contains("unshare:"))
        .then_some(out)
}

#[test]
fn a_full_disk_is_named_and_nothing_is_written() {
    let env = TestEnv::new();
    let id = one_deal(&env).to_string();
    let original = std::fs::read(env.db()).unwrap();
    let mount = env.dir().join("small");
    let out_dir = env.dir().join("out");
    std::fs::create_dir(&out_dir).unwrap();
    // On the small disk: a copy of the file, then the disk filled up; each command's stderr and
    // exit code, and the file afterwards, are kept outside it.
    let script = format!(
        r#"m="$0"; tenscore="$1"; out="{out}"
cp "{db}" "$m/t.db"
dd if=/dev/zero of="$m/fill" bs=4096 >/dev/null 2>&1
run() {{ name=$1; shift; "$tenscore" "$@" >"$out/$name.out" 2>"$out/$name.err"; echo $? >"$out/$name.code"; }}
run standings --db "$m/t.db" standings {id}
run round --db "$m/t.db" round {id} Ann=1 Bob=2
run new --db "$m/t.db" new pig10 --players Cy,Dee
run fresh --db "$m/fresh.db" new pig10 --players Cy,Dee
run after --db "$m/t.db" standings {id}
cp "$m/t.db" "$out/t.db"
"#,
        out = out_dir.display(),
        db = env.db().display(),
    );
    let Some(out) = on_a_small_disk(&env, &mount, &script) else {
        eprintln!("skipped: no small file system can be mounted here (not root, or refused)");
        return;
    };
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let read = |name: &str| std::fs::read_to_string(out_dir.join(name)).unwrap();
    let small_db = mount.join("t.db").display().to_string();
    let full = |path: &str| {
        format!(
            "error: the disk holding {path} is full; nothing was written; free some space on that disk and try again\n"
        )
    };
    // Reading works on a full disk.
    assert_eq!(read("standings.code"), "0\n", "{}", read("standings.err"));
    assert_eq!(read("standings.out"), env.ok(&["standings", &id]));
    // Every write says the disk is full, in one line, with exit 1.
    for name in ["round", "new"] {
        assert_eq!(read(&format!("{name}.code")), "1\n", "{name}");
        assert_eq!(read(&format!("{name}.err")), full(&small_db), "{name}");
    }
    // A new file on a full disk.
    assert_eq!(read("fresh.code"), "1\n");
    assert_eq!(
        read("fresh.err"),
        full(&mount.join("fresh.db").display().to_string())
    );
    assert_eq!(read("after.code"), "0\n", "{}", read("after.err"));
    // The file is byte for byte what it was.
    assert_eq!(std::fs::read(out_dir.join("t.db")).unwrap(), original);
}

// 5. Another program's lock.

#[test]
fn a_file_locked_by_another_program_says_so_after_the_wait() {
    let env = TestEnv::new();
    let id = one_deal(&env).to_string();
    let before = env.db_bytes();
    // Another program takes the file for itself: exclusive locking mode, and a transaction.
    let holder = rusqlite::Connection::open(env.db()).unwrap();
    holder
        .pragma_update(None, "locking_mode", "EXCLUSIVE")
        .unwrap();
    holder.execute_batch("BEGIN EXCLUSIVE").unwrap();
    let started = Instant::now();
    let children: Vec<Child> = [
        vec!["standings", id.as_str()],
        vec!["round", id.as_str(), "Ann=1", "Bob=2"],
    ]
    .iter()
    .map(|args| {
        env.process()
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap()
    })
    .collect();
    let outputs = wait_all(children, Duration::from_secs(60));
    let waited = started.elapsed();
    let expected = format!(
        "{} is locked by another program; close it and try again",
        env.db().display()
    );
    assert_eq!(refused(&outputs[0], "standings"), expected);
    assert_eq!(refused(&outputs[1], "round"), expected);
    // They waited for the lock (the busy timeout, 5 s) before giving up.
    assert!(waited >= Duration::from_secs(4), "{waited:?}");
    holder.execute_batch("ROLLBACK").unwrap();
    drop(holder);
    assert_eq!(env.db_bytes(), before);
    // Once it is closed, the same commands work.
    env.ok(&["round", &id, "Ann=1", "Bob=2"]);
}

// 6. Only a file that is not SQLite is "not a tenscore database".

#[test]
fn only_a_file_that_is_not_sqlite_or_not_ours_is_not_a_tenscore_database() {
    let env = TestEnv::new();
    let not_ours = |path: &Path| {
        format!(
            "{} is not a tenscore database; it was left untouched; choose another file with --db PATH or TENSCORE_DB",
            path.display()
        )
    };
    // A text file.
    let text = env.dir().join("notes.txt");
    std::fs::write(&text, "eggs, milk\n".repeat(500)).unwrap();
    // Another application's SQLite file.
    let other = env.dir().join("other.db");
    let conn = rusqlite::Connection::open(&other).unwrap();
    conn.execute_batch("PRAGMA application_id = 42; CREATE TABLE t (x); INSERT INTO t VALUES (1);")
        .unwrap();
    drop(conn);
    for path in [&text, &other] {
        let before = std::fs::read(path).unwrap();
        let db = path.to_str().unwrap();
        for args in [
            &["--db", db, "standings"][..],
            &["--db", db, "new", "pig10", "--players", "Ann,Bob"],
        ] {
            assert_eq!(env.fails(args, 1), not_ours(path), "{args:?}");
        }
        assert_eq!(std::fs::read(path).unwrap(), before);
    }
    // A folder where the file should be is not "not a tenscore database".
    let folder = env.dir().join("a-folder.db");
    std::fs::create_dir(&folder).unwrap();
    let msg = env.fails(
        &[
            "--db",
            folder.to_str().unwrap(),
            "new",
            "pig10",
            "--players",
            "Ann,Bob",
        ],
        1,
    );
    assert!(!msg.contains("not a tenscore database"), "{msg}");
    assert!(msg.contains(&folder.display().to_string()), "{msg}");
}
