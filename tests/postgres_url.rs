//! `--db postgres://...` (and `TENSCORE_DB`): a malformed server URL is refused before anything
//! is opened (exit 2, the part named), an unreachable server fails within seconds naming host,
//! port and user (exit 1), and a password given anywhere is never printed.

use std::path::Path;
use std::process::Output;
use std::time::{Duration, Instant};

use crate::common::TestEnv;

/// Everything a run printed, both streams.
fn printed(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// The names in a folder, sorted.
fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Each malformed URL (its password "secret" where it has one), and the start of the one line
/// that refuses it.
const MALFORMED: [(&str, &str); 7] = [
    (
        "postgres://ann:secret@db.club.example:54x2/league",
        "the port '54x2' in postgres://ann:***@db.club.example:54x2/league is not a number; write the server as postgres://USER@HOST[:PORT]/DBNAME",
    ),
    (
        "postgres://ann:secret@db.club.example:70000/league",
        "the port '70000' in postgres://ann:***@db.club.example:70000/league is not between 1 and 65535",
    ),
    (
        "postgres://ann:secret@db.club.example/league?hostaddr=10.0.0.1",
        "the query parameter 'hostaddr' in postgres://ann:***@db.club.example/league?hostaddr=10.0.0.1 is not one tenscore knows",
    ),
    (
        "postgres://ann:se%zzcret@db.club.example/league",
        "the password '***' in postgres://ann:***@db.club.example/league has a bad percent-encoding",
    ),
    (
        "postgres://:secret@db.club.example/league",
        "the user before '@' in postgres://:***@db.club.example/league is empty",
    ),
    (
        "postgresql://ann:secret@db.club.example/league/2026",
        "the database name 'league/2026' in postgresql://ann:***@db.club.example/league/2026 has more than one part",
    ),
    (
        "POSTGRES://ann:secret@[::1/league",
        "the host '[::1' in POSTGRES://ann:***@[::1/league opens '[' without closing it",
    ),
];

#[test]
fn a_malformed_url_in_db_or_tenscore_db_exits_2_naming_the_part_and_creates_nothing() {
    for (url, refusal) in MALFORMED {
        for given_as in ["--db", "TENSCORE_DB"] {
            let env = TestEnv::new();
            let run = |args: &[&str]| {
                let mut cmd = env.cmd();
                match given_as {
                    "--db" => cmd.args(["--db", url]),
                    _ => cmd.env("TENSCORE_DB", url),
                };
                cmd.args(args).output().unwrap()
            };
            // A write that would create the database, and a read.
            for args in [
                &["new", "under10", "--players", "Ann,Bob"][..],
                &["standings"],
            ] {
                let out = run(args);
                let stderr = String::from_utf8_lossy(&out.stderr);
                assert_eq!(out.status.code(), Some(2), "{given_as} {url}: {stderr}");
                assert!(out.stdout.is_empty(), "{given_as} {url}");
                assert_eq!(stderr.lines().count(), 1, "{stderr}");
                assert!(
                    stderr.starts_with(&format!("error: {refusal}")),
                    "{given_as} {url}:\n{stderr}"
                );
                assert!(!printed(&out).contains("secret"), "{stderr}");
                assert!(names_in(env.dir()).is_empty(), "{:?}", names_in(env.dir()));
            }
        }
    }
}

#[test]
fn a_malformed_url_is_refused_in_json_mode_and_in_every_language_without_the_password() {
    let env = TestEnv::new();
    for lang in ["en", "nl", "de"] {
        let out = env
            .cmd()
            .args(["--json", "--lang", lang, "--db", MALFORMED[0].0, "history"])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{}", printed(&out));
        let port = match lang {
            "nl" => "de poort '54x2'",
            "de" => "der Port '54x2'",
            _ => "the port '54x2'",
        };
        assert!(printed(&out).contains(port), "{}", printed(&out));
        assert!(!printed(&out).contains("secret"), "{}", printed(&out));
    }
}

#[test]
fn clap_never_echoes_the_url_in_its_own_errors() {
    let env = TestEnv::new();
    let url = "postgres://ann:secret@db.club.example/league";
    for args in [
        &["--db", url, "nosuchcommand"][..],
        &["--db", url, "standings", "--bogus"],
        &["--db", url, "--db", url, "standings"],
        &["--db", url, "standings", "1", "2"],
        &[&format!("--db={url}"), "nosuchcommand"],
    ] {
        let out = env.run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", printed(&out));
        assert!(!printed(&out).contains("secret"), "{}", printed(&out));
    }
    let out = env
        .cmd()
        .env("TENSCORE_DB", url)
        .args(["--help"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(!printed(&out).contains("secret"));
}

#[test]
fn a_server_nobody_listens_on_fails_quickly_naming_host_port_and_user_never_the_password() {
    let env = TestEnv::new();
    let started = Instant::now();
    for (url, password_env) in [
        ("postgres://ann:secret@127.0.0.1:1/league", None),
        ("postgres://ann@127.0.0.1:1/league", Some("secret")),
    ] {
        for json in [false, true] {
            let mut cmd = env.cmd();
            cmd.env("PGPASSFILE", env.dir().join("no-pgpass"));
            if let Some(password) = password_env {
                cmd.env("PGPASSWORD", password);
            }
            if json {
                cmd.arg("--json");
            }
            let out = cmd.args(["--db", url, "standings"]).output().unwrap();
            let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
            assert_eq!(out.status.code(), Some(1), "{url}: {}", printed(&out));
            assert_eq!(stderr.lines().count(), 1, "{stderr}");
            assert!(
                stderr.contains("cannot reach the league server 127.0.0.1:1 as ann"),
                "{stderr}"
            );
            assert!(!printed(&out).contains("secret"), "{}", printed(&out));
            assert!(names_in(env.dir()).is_empty(), "{:?}", names_in(env.dir()));
        }
    }
    // Four attempts, each within the connect timeout (5 s) and far less on a refused port.
    assert!(
        started.elapsed() < Duration::from_secs(20),
        "{:?}",
        started.elapsed()
    );
}

#[test]
fn a_malformed_url_is_refused_in_the_language_shown() {
    let env = TestEnv::new();
    let url = "postgres://ann:secret@club:54x2/league";
    let said = |lang: &str| env.fails(&["--lang", lang, "--db", url, "standings"], 2);
    assert_eq!(
        said("nl"),
        "de poort '54x2' in postgres://ann:***@club:54x2/league is geen getal; schrijf de server als postgres://USER@HOST[:PORT]/DBNAME"
    );
    assert_eq!(
        said("de"),
        "der Port '54x2' in postgres://ann:***@club:54x2/league ist keine Zahl; schreib den Server als postgres://USER@HOST[:PORT]/DBNAME"
    );
}
