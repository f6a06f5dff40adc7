//! What `--db` may be, and what a refusal leaves behind: a folder, a named pipe or a device is
//! refused at once (exit 1, naming what it is); a refused first write leaves no file where there
//! was none; a refused file (another program's, a newer tenscore's, one whose version was reset)
//! keeps no `-wal` or `-shm` beside it; an empty `--db` is input that cannot be used (exit 2);
//! and the messages name the true cause. (The advice for an ended match and `check history` on
//! the audit trail: `ended_advice.rs`.)

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use crate::common::TestEnv;

/// Whether the tests run as root (CI does), who may open `/dev/full` for writing.
fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|out| String::from_utf8_lossy(&out.stdout).trim() == "0")
}

/// The names in a folder, sorted.
fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .collect();
    names.sort();
    names
}

/// `path` with `suffix` appended: the -wal, -shm and -journal files beside a database.
fn beside(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_os_string();
    name.push(suffix);
    PathBuf::from(name)
}

/// Neither the file nor anything SQLite puts beside it is there.
fn assert_no_file(path: &Path) {
    for suffix in ["", "-wal", "-shm", "-journal"] {
        let file = beside(path, suffix);
        assert!(
            std::fs::symlink_metadata(&file).is_err(),
            "{} was left behind",
            file.display()
        );
    }
}

/// Runs `tenscore ARGS` in `env`, killed if it has not ended within a few seconds (a named pipe
/// opened for reading would wait for a writer for ever).
fn run_within(env: &TestEnv, args: &[&str]) -> Output {
    let mut child = env
        .process()
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(10);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("tenscore {args:?} still running after 10 s");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    child.wait_with_output().unwrap()
}

/// Exit 1 with one line on stderr; returns it without "error: ".
fn refused(out: &Output, what: &str) -> String {
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(out.status.code(), Some(1), "{what}: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "{what}: {stderr}");
    stderr.trim_end().trim_start_matches("error: ").to_string()
}

const NOT_A_FILE_FIX: &str =
    "not a file; nothing was opened; choose a database file with --db PATH or TENSCORE_DB";

// 1. A refused first write leaves no file.

#[test]
fn a_refused_new_at_a_missing_path_leaves_no_file() {
    let env = TestEnv::new();
    assert_eq!(
        env.fails(&["new", "pig10", "--players", "A=B,Bob"], 2),
        "the name 'A=B' contains a character that entries use (= , : @ >) or a control \
         character; a name may hold letters, digits, spaces and punctuation but = , : @ >, e.g. \
         O'Brien or Ann-Marie"
    );
    assert_no_file(env.db());
    // Refused by the rules (exit 3) after the file was made: gone too.
    assert_eq!(
        env.fails(&["new", "pig10", "--players", "Ann"], 3),
        "Pig 10 is played by 2 to 8 players, not 1; name 2 to 8 players, separated by commas"
    );
    assert_no_file(env.db());
    // A write that lands keeps its file.
    env.new_match(&["pig10", "--players", "Ann,Bob"]);
    assert!(env.db().is_file());
}

#[test]
fn an_empty_import_at_a_missing_path_leaves_no_file() {
    let env = TestEnv::new();
    let empty = env.dir().join("empty.json");
    std::fs::write(&empty, "").unwrap();
    assert_eq!(
        env.fails(&["import", empty.to_str().unwrap()], 2),
        format!(
            "{} is empty; nothing was imported; import a file made with `tenscore export`",
            empty.display()
        )
    );
    assert_no_file(env.db());
}

// 2. What is not a file is refused at once.

#[test]
fn a_folder_as_db_is_named_a_folder_with_a_file_inside_it_to_choose() {
    let env = TestEnv::new();
    let folder = env.dir().join("games");
    std::fs::create_dir(&folder).unwrap();
    let db = folder.to_str().unwrap();
    for args in [
        &["--db", db, "history"][..],
        &["--db", db, "new", "pig10", "--players", "Ann,Bob"],
        &["--db", db, "round", "Ann=3", "Bob=5"],
    ] {
        assert_eq!(
            env.fails(args, 1),
            format!(
                "{db} is a folder, not a database file; choose a file inside it, e.g. --db {db}/tenscore.db"
            ),
            "{args:?}"
        );
    }
    assert!(listing(&folder).is_empty(), "{:?}", listing(&folder));
    assert_eq!(listing(env.dir()), vec!["games"]);
    // The file it suggests works.
    let inside = format!("{db}/tenscore.db");
    env.ok(&["--db", &inside, "new", "pig10", "--players", "Ann,Bob"]);
}

#[test]
fn a_named_pipe_as_db_is_refused_at_once_instead_of_hanging() {
    let env = TestEnv::new();
    let fifo = env.dir().join("pipe.db");
    let made = Command::new("mkfifo").arg(&fifo).status();
    if !made.is_ok_and(|status| status.success()) {
        eprintln!("skipped: mkfifo is not available here");
        return;
    }
    let db = fifo.to_str().unwrap();
    for args in [
        &["--db", db, "standings"][..],
        &["--db", db, "new", "pig10", "--players", "Ann,Bob"],
    ] {
        assert_eq!(
            refused(&run_within(&env, args), db),
            format!("{db} is a named pipe (FIFO), {NOT_A_FILE_FIX}")
        );
    }
    assert_eq!(listing(env.dir()), vec!["pipe.db"]);
}

#[test]
fn a_device_as_db_is_refused_and_nothing_is_made_beside_it() {
    let env = TestEnv::new();
    for args in [
        &["--db", "/dev/null", "history"][..],
        &["--db", "/dev/null", "new", "pig10", "--players", "Ann,Bob"],
    ] {
        assert_eq!(
            env.fails(args, 1),
            format!("/dev/null is a character device, {NOT_A_FILE_FIX}")
        );
    }
    assert!(Path::new("/dev/null-journal").symlink_metadata().is_err());
    // Only root may write /dev/full, which SQLite then gave a -journal beside it.
    if !is_root() {
        eprintln!("skipped /dev/full: only root may open it for writing");
        return;
    }
    let journal = Path::new("/dev/full-journal");
    let there_before = journal.symlink_metadata().is_ok();
    assert_eq!(
        env.fails(
            &["--db", "/dev/full", "new", "pig10", "--players", "Ann,Bob"],
            1
        ),
        format!("/dev/full is a character device, {NOT_A_FILE_FIX}")
    );
    if !there_before {
        assert!(
            journal.symlink_metadata().is_err(),
            "/dev/full-journal made"
        );
    }
}

// 3. A refused file keeps nothing beside it.

/// Every command that opens the file, reading or writing.
const OPENING: [&[&str]; 7] = [
    &["show"],
    &["standings"],
    &["history"],
    &["stats"],
    &["check", "history"],
    &["export"],
    &["new", "pig10", "--players", "Ann,Bob"],
];

/// Runs every command of [`OPENING`] on `path`, each refused with `message` (exit 1), and checks
/// that the file is byte for byte as it was with nothing beside it.
fn refused_with_nothing_beside(env: &TestEnv, path: &Path, message: &str) {
    let before = std::fs::read(path).unwrap();
    let db = path.to_str().unwrap();
    for args in OPENING {
        let mut all = vec!["--db", db];
        all.extend_from_slice(args);
        assert_eq!(env.fails(&all, 1), message, "{args:?}");
        for suffix in ["-wal", "-shm", "-journal"] {
            let file = beside(path, suffix);
            assert!(
                file.symlink_metadata().is_err(),
                "{args:?} left {}",
                file.display()
            );
        }
    }
    assert_eq!(std::fs::read(path).unwrap(), before);
}

#[test]
fn another_programs_file_in_wal_mode_keeps_no_wal_or_shm_beside_it() {
    let env = TestEnv::new();
    let other = env.dir().join("notes.db");
    let conn = rusqlite::Connection::open(&other).unwrap();
    conn.execute_batch(
        "PRAGMA journal_mode = WAL; CREATE TABLE notes (text); INSERT INTO notes VALUES ('eggs');",
    )
    .unwrap();
    drop(conn);
    assert_eq!(listing(env.dir()), vec!["notes.db"]);
    refused_with_nothing_beside(
        &env,
        &other,
        &format!(
            "{} is not a tenscore database; it was left untouched; choose another file with \
             --db PATH or TENSCORE_DB",
            other.display()
        ),
    );
}

#[test]
fn a_newer_tenscores_file_keeps_no_wal_or_shm_beside_it() {
    let env = TestEnv::new();
    env.new_match(&["pig10", "--players", "Ann,Bob"]);
    let newer = tenscore::store::schema_version() as i64 + 1;
    let conn = rusqlite::Connection::open(env.db()).unwrap();
    conn.pragma_update(None, "user_version", newer).unwrap();
    drop(conn);
    assert_no_file(&beside(env.db(), "-wal"));
    refused_with_nothing_beside(
        &env,
        env.db(),
        &format!(
            "{} was written by a newer tenscore (schema {newer}; this one knows up to {}); it \
             was left untouched; use a newer tenscore, or another file with --db",
            env.db().display(),
            tenscore::store::schema_version()
        ),
    );
}

#[test]
fn a_tenscore_file_whose_version_was_reset_to_0_is_named_so_without_sql() {
    let env = TestEnv::new();
    env.new_match(&["pig10", "--players", "Ann,Bob"]);
    let conn = rusqlite::Connection::open(env.db()).unwrap();
    conn.pragma_update(None, "user_version", 0).unwrap();
    drop(conn);
    refused_with_nothing_beside(
        &env,
        env.db(),
        &format!(
            "{} is a tenscore database whose schema version was reset to 0, so this tenscore \
             cannot tell which schema it has; it was left untouched; restore it from a backup, \
             or choose another file with --db PATH or TENSCORE_DB",
            env.db().display()
        ),
    );
}

// 4. An empty --db.

#[test]
fn an_empty_db_is_input_that_cannot_be_used() {
    let env = TestEnv::new();
    let message = "the database path is empty; give a file with --db PATH, or unset TENSCORE_DB";
    assert_eq!(env.fails(&["--db", "", "history"], 2), message);
    assert_eq!(
        env.fails(&["--db", "", "new", "pig10", "--players", "Ann,Bob"], 2),
        message
    );
    let out = env
        .cmd()
        .env("TENSCORE_DB", "")
        .args(["standings"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!("error: {message}\n")
    );
    assert!(listing(env.dir()).iter().all(|name| !name.contains(".db")));
}

// 5. Messages that tell the truth.

#[test]
fn a_shm_that_is_a_folder_is_named_not_the_writable_file_called_read_only() {
    let env = TestEnv::new();
    env.new_match(&["pig10", "--players", "Ann,Bob"]);
    std::fs::create_dir(beside(env.db(), "-shm")).unwrap();
    let before = std::fs::read(env.db()).unwrap();
    assert_eq!(
        env.fails(&["round", "Ann=3", "Bob=5"], 1),
        format!(
            "an I/O error on {}-shm: Is a directory (os error 21); nothing was written; check \
             the disk, or copy the file elsewhere and use that copy with --db",
            env.db().display()
        )
    );
    assert_eq!(std::fs::read(env.db()).unwrap(), before);
}

#[test]
fn a_folder_that_cannot_be_looked_into_is_permission_denied_not_read_only() {
    if is_root() {
        eprintln!("skipped: root may look into every folder");
        return;
    }
    use std::os::unix::fs::PermissionsExt;
    let env = TestEnv::new();
    let closed = env.dir().join("closed");
    std::fs::create_dir(&closed).unwrap();
    let db = closed.join("tenscore.db");
    let env = TestEnv::on(&db);
    env.new_match(&["pig10", "--players", "Ann,Bob"]);
    // Writable, but not searchable.
    std::fs::set_permissions(&closed, std::fs::Permissions::from_mode(0o600)).unwrap();
    let out = env.run(&["standings"]);
    std::fs::set_permissions(&closed, std::fs::Permissions::from_mode(0o755)).unwrap();
    assert_eq!(
        refused(&out, "standings"),
        format!(
            "permission denied: {}; give yourself access to it, or choose another file with \
             --db PATH or TENSCORE_DB",
            closed.display()
        )
    );
}

#[test]
fn a_file_in_a_folder_that_does_not_exist_is_refused_and_no_folder_is_made() {
    let env = TestEnv::new();
    let db = env.dir().join("no-such-folder").join("tenscore.db");
    let path = db.to_str().unwrap();
    assert_eq!(
        env.fails(&["--db", path, "new", "pig10", "--players", "Ann,Bob"], 1),
        format!(
            "cannot open the database {path}: there is no folder {}; choose a writable path \
             with --db PATH or TENSCORE_DB",
            env.dir().join("no-such-folder").display()
        )
    );
    assert_eq!(
        env.fails(&["--db", path, "standings"], 1),
        format!(
            "no tenscore database at {path}; start a match with `tenscore new GAME --players \
             A,B,C`, or choose another file with --db PATH or TENSCORE_DB"
        )
    );
    assert!(!env.dir().join("no-such-folder").exists());
}

#[test]
fn the_new_refusals_speak_dutch_and_german() {
    let env = TestEnv::new();
    env.new_match(&["updown", "--players", "Ann,Bob,Cy", "--peak", "1"]);
    env.ok(&["bid", "Ann=1", "Bob=0", "Cy=1"]);
    env.ok(&["round", "Ann=1", "Bob=0", "Cy=0"]);
    let folder = env.dir().to_str().unwrap().to_string();
    let cases: [(&str, Vec<&str>, i32, String); 6] = [
        (
            "nl",
            vec!["bid", "1", "Ann=1", "Bob=0", "Cy=1"],
            3,
            "partij 1 is afgelopen; er kunnen geen rondes meer bij; begin een nieuwe partij met \
             `tenscore new`, of speel verder: `tenscore undo 1` neemt ronde 1 terug, de ronde die \
             de partij besliste"
                .to_string(),
        ),
        (
            "de",
            vec!["reopen", "1"],
            3,
            "Partie 1 wurde nach ihren Regeln gewonnen (die letzte Runde hat sie entschieden), \
             nicht mit `tenscore finish` beendet; zum Weiterspielen nimmt `tenscore undo 1` \
             Runde 1 zurück, die die Partie entschieden hat"
                .to_string(),
        ),
        (
            "nl",
            vec!["--db", &folder, "history"],
            1,
            format!(
                "{folder} is een map, geen databasebestand; kies een bestand in die map, \
                 bijvoorbeeld --db {folder}/tenscore.db"
            ),
        ),
        (
            "de",
            vec!["--db", "/dev/null", "history"],
            1,
            "/dev/null ist ein Zeichengerät, keine Datei; es wurde nichts geöffnet; wähle eine \
             Datenbankdatei mit --db PATH oder TENSCORE_DB"
                .to_string(),
        ),
        (
            "nl",
            vec!["--db", "", "history"],
            2,
            "het pad van de database is leeg; geef een bestand op met --db PATH, of verwijder \
             TENSCORE_DB met `unset TENSCORE_DB`"
                .to_string(),
        ),
        (
            "de",
            vec!["--db", "", "history"],
            2,
            "der Pfad der Datenbank ist leer; gib eine Datei mit --db PATH an, oder entferne \
             TENSCORE_DB mit `unset TENSCORE_DB`"
                .to_string(),
        ),
    ];
    let before = env.db_bytes();
    for (lang, args, code, expected) in cases {
        let mut all = vec!["--lang", lang];
        all.extend(args);
        assert_eq!(env.fails(&all, code), expected, "{all:?}");
    }
    assert_eq!(env.db_bytes(), before);
}

#[test]
fn a_link_to_a_database_file_is_a_file_and_a_link_to_a_folder_is_a_folder() {
    let env = TestEnv::new();
    let id = env.new_match(&["pig10", "--players", "Ann,Bob"]);
    let link = env.dir().join("link.db");
    std::os::unix::fs::symlink(env.db(), &link).unwrap();
    let db = link.to_str().unwrap();
    env.ok(&["--db", db, "round", "Ann=3", "Bob=5"]);
    assert_eq!(env.standings(id)["rounds"], 1);
    let to_folder = env.dir().join("folder-link.db");
    std::os::unix::fs::symlink(env.dir(), &to_folder).unwrap();
    let db = to_folder.to_str().unwrap();
    assert_eq!(
        env.fails(&["--db", db, "standings"], 1),
        format!(
            "{db} is a folder, not a database file; choose a file inside it, e.g. --db \
             {db}/tenscore.db"
        )
    );
}
