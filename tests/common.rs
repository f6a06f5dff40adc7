//! A test environment: its own temporary database, HOME, data directory and time zone, and a
//! fixed clock and UUID seed.

use std::path::{Path, PathBuf};
use std::process::Output;

use assert_cmd::Command;
use serde_json::Value;
use tempfile::TempDir;

/// The words of `text`, one space between each: what a sentence says, wherever the terminal's
/// width broke its lines.
pub fn words(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

pub struct TestEnv {
    dir: TempDir,
    db: PathBuf,
    /// `TENSCORE_UUID_SEED`: two databases given the same one make the same UUIDs; `None`:
    /// random ones, as at a real table.
    seed: Option<u64>,
}

impl TestEnv {
    pub fn new() -> TestEnv {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let db = dir.path().join("tenscore.db");
        TestEnv {
            dir,
            db,
            seed: Some(1),
        }
    }

    /// Another table's database: its UUIDs follow from `seed`, so they differ from those of a
    /// database with another seed (`import` merges databases by UUID).
    pub fn with_seed(seed: u64) -> TestEnv {
        TestEnv {
            seed: Some(seed),
            ..TestEnv::new()
        }
    }

    /// An environment whose database is `db`: a file, or a PostgreSQL server's URL.
    pub fn on(db: impl Into<PathBuf>) -> TestEnv {
        TestEnv {
            db: db.into(),
            ..TestEnv::new()
        }
    }

    /// The same, with random UUIDs: seeded ones are counted from what the database holds, and
    /// writers at the same moment would count alike.
    pub fn unseeded(self) -> TestEnv {
        TestEnv { seed: None, ..self }
    }

    pub fn db(&self) -> &Path {
        &self.db
    }

    pub fn dir(&self) -> &Path {
        self.dir.path()
    }

    /// `tenscore` with this environment's database and nothing from the user's. The clock and the
    /// UUIDs are fixed (`TENSCORE_NOW`, `TENSCORE_UUID_SEED`) so that output is the same every run.
    pub fn cmd(&self) -> Command {
        Command::from_std(self.process())
    }

    /// The same, as a plain process (for pipes and terminals).
    pub fn process(&self) -> std::process::Command {
        let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_tenscore"));
        cmd.env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("HOME", self.dir.path())
            .env("XDG_DATA_HOME", self.dir.path().join("data"))
            .env("TENSCORE_DB", &self.db)
            .env("NO_COLOR", "1")
            .env("TZ", "UTC")
            .env("COLUMNS", "120")
            .env("TENSCORE_NOW", "2026-01-02T03:04:05Z");
        if let Some(seed) = self.seed {
            cmd.env("TENSCORE_UUID_SEED", seed.to_string());
        }
        cmd
    }

    pub fn run(&self, args: &[&str]) -> Output {
        self.cmd().args(args).output().expect("tenscore runs")
    }

    /// Runs and expects success; returns stdout.
    pub fn ok(&self, args: &[&str]) -> String {
        let out = self.run(args);
        assert_eq!(
            out.status.code(),
            Some(0),
            "tenscore {args:?} failed:\nstdout: {}\nstderr: {}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).expect("utf-8 output")
    }

    /// [`TestEnv::ok`] with the clock at `now` (RFC 3339): a match started or ended then.
    pub fn ok_at(&self, now: &str, args: &[&str]) -> String {
        let out = self.cmd().env("TENSCORE_NOW", now).args(args).output();
        let out = out.expect("tenscore runs");
        assert_eq!(
            out.status.code(),
            Some(0),
            "tenscore {args:?} at {now} failed:\nstdout: {}\nstderr: {}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).expect("utf-8 output")
    }

    /// [`TestEnv::ok`] at a terminal `columns` wide (`COLUMNS`).
    pub fn ok_in(&self, columns: usize, args: &[&str]) -> String {
        let out = (self.cmd().env("COLUMNS", columns.to_string()))
            .args(args)
            .output()
            .expect("tenscore runs");
        assert_eq!(
            out.status.code(),
            Some(0),
            "tenscore {args:?} at {columns} columns failed:\nstdout: {}\nstderr: {}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).expect("utf-8 output")
    }

    /// Runs with `--json` and expects success.
    pub fn json(&self, args: &[&str]) -> Value {
        let mut with_json = vec!["--json"];
        with_json.extend_from_slice(args);
        let text = self.ok(&with_json);
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}):\n{text}"))
    }

    /// Runs and expects this exit code and a one-line error; returns stderr without its label
    /// ("error: ", in Dutch "fout: ", in German "Fehler: ").
    pub fn fails(&self, args: &[&str], code: i32) -> String {
        let out = self.run(args);
        let stderr = String::from_utf8_lossy(&out.stderr).to_string();
        assert_eq!(
            out.status.code(),
            Some(code),
            "tenscore {args:?}: expected exit {code}\nstdout: {}\nstderr: {stderr}",
            String::from_utf8_lossy(&out.stdout)
        );
        assert_eq!(
            stderr.lines().count(),
            1,
            "one line expected, got:\n{stderr}"
        );
        let line = stderr.trim_end();
        ["error: ", "fout: ", "Fehler: "]
            .iter()
            .find_map(|label| line.strip_prefix(label))
            .unwrap_or(line)
            .to_string()
    }

    /// [`TestEnv::fails`] with the database file and its WAL left byte for byte: a refusal
    /// writes nothing.
    pub fn refused_unwritten(&self, args: &[&str], code: i32) -> String {
        let before = self.db_bytes();
        let line = self.fails(args, code);
        assert!(self.db_bytes() == before, "{args:?} wrote to the database");
        line
    }

    /// `tenscore [--json] check GAME ARGS...`: expects exit `code` (0 legal, 3 not) with the verdict
    /// on stdout and nothing on stderr; returns stdout. The verdict is asked for on a terminal
    /// wide enough that no sentence wraps: these tests read its words (the snapshots and
    /// `words_wrap_at_80_columns` read how it wraps).
    fn verdict(&self, json: bool, game: &str, args: &[&str], code: i32) -> String {
        let mut all = if json { vec!["--json"] } else { Vec::new() };
        all.extend(["check", game]);
        all.extend_from_slice(args);
        let (stdout, stderr) = self.wide_output(&all, code);
        assert!(stderr.is_empty(), "{all:?}: {stderr}");
        stdout
    }

    /// `tenscore ARGS...` on a terminal wide enough that no sentence wraps (for tests that read
    /// words, not where lines break): expects exit `code`; returns stdout.
    pub fn wide(&self, args: &[&str], code: i32) -> String {
        self.wide_output(args, code).0
    }

    fn wide_output(&self, args: &[&str], code: i32) -> (String, String) {
        let out = (self.cmd().env("COLUMNS", "1000"))
            .args(args)
            .output()
            .expect("tenscore runs");
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        assert_eq!(out.status.code(), Some(code), "{args:?}: {stderr}");
        (String::from_utf8(out.stdout).expect("utf-8 output"), stderr)
    }

    /// A `check` verdict as JSON; every verdict has "legal" and "reason".
    pub fn check_json(&self, game: &str, args: &[&str], code: i32) -> Value {
        let text = self.verdict(true, game, args, code);
        let v: Value =
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}):\n{text}"));
        assert!(v["legal"].is_boolean(), "{v}");
        assert!(v["reason"].is_string(), "{v}");
        v
    }

    /// A `check` verdict as text.
    pub fn check_text(&self, game: &str, args: &[&str], code: i32) -> String {
        self.verdict(false, game, args, code)
    }

    /// A `check` that cannot be read: exit `code` and a one-line error.
    pub fn check_fails(&self, game: &str, args: &[&str], code: i32) -> String {
        let mut all = vec!["check", game];
        all.extend_from_slice(args);
        self.fails(&all, code)
    }

    /// Starts a match and returns its id.
    pub fn new_match(&self, args: &[&str]) -> i64 {
        let mut all = vec!["new"];
        all.extend_from_slice(args);
        self.json(&all)["id"].as_i64().expect("a match id")
    }

    /// The standings as JSON.
    pub fn standings(&self, id: i64) -> Value {
        self.json(&["standings", &id.to_string()])
    }

    /// Every player's score in the standings, by name.
    pub fn scores(&self, id: i64) -> Vec<(String, i64)> {
        let mut scores: Vec<(String, i64)> = self.standings(id)["players"]
            .as_array()
            .expect("players")
            .iter()
            .map(|p| {
                (
                    p["name"].as_str().unwrap().to_string(),
                    p["score"].as_i64().unwrap(),
                )
            })
            .collect();
        scores.sort();
        scores
    }

    /// Plays a match of each of the five games, as the export and import tests need them: an
    /// edited round and a finished match (under10, match 1), open bids (updown, 2), an undone
    /// round and an abandoned match (pig10, 3), a match in progress (krumme10, 4), and a tenstuff
    /// match (5) with `annie`, whom the tests then merge into Ann.
    pub fn five_games(&self) {
        let script: &[&[&str]] = &[
            &["new", "under10", "--players", "Ann,Bob,Cy", "--bonus-cards"],
            &[
                "round",
                "1",
                "Ann=7",
                "Bob=3",
                "Cy=12+joker",
                "--call",
                "Bob",
            ],
            &["round", "1", "Ann=4", "Bob=9", "Cy=0", "--luck", "Cy"],
            &[
                "edit",
                "1",
                "1",
                "Ann=8",
                "Bob=3",
                "Cy=12",
                "--call",
                "Bob",
                "--reason",
                "miscounted",
            ],
            &["finish", "1"],
            &["new", "updown", "--players", "Ann,Bob,Dee"],
            &["bid", "2", "Ann=1", "Bob=0", "Dee=1"],
            &["round", "2", "Ann=1", "Bob=0", "Dee=0"],
            &["bid", "2", "Ann=1", "Bob=0", "Dee=0"],
            &["new", "pig10", "--players", "Cy,Dee"],
            &["round", "3", "Cy=3", "Dee=5"],
            &["round", "3", "Cy=2", "Dee=1"],
            &["undo", "3"],
            &["finish", "3", "--abandon"],
            &["new", "krumme10", "--players", "Ann,Cy"],
            &["round", "4", "Ann=5", "Cy=0"],
            &["new", "tenstuff", "--players", "annie,Bob,Cy"],
            &["round", "5", "--order", "Bob,annie,Cy"],
        ];
        for args in script {
            self.ok(args);
        }
    }

    /// The database file's bytes with its WAL, to prove nothing was written.
    pub fn db_bytes(&self) -> Vec<u8> {
        let mut bytes = std::fs::read(&self.db).unwrap_or_default();
        let mut wal = self.db.clone().into_os_string();
        wal.push("-wal");
        bytes.extend(std::fs::read(PathBuf::from(wal)).unwrap_or_default());
        bytes
    }
}

/// `text` without what it quotes in backticks (commands, typed as they are in every language).
pub fn outside_backticks(text: &str) -> String {
    text.split('`').step_by(2).collect::<Vec<_>>().join(" ")
}

/// The words of `english` that `text` says, as whole words in any case: what the Dutch and
/// German tests look for to find a sentence left untranslated.
pub fn english_words(text: &str, english: &[&str]) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|word| english.iter().any(|e| e.eq_ignore_ascii_case(word)))
        .map(str::to_string)
        .collect()
}

/// What a language test saw, each output under its name: one snapshot for many outputs.
pub fn transcript(seen: &[(String, String)]) -> String {
    seen.iter()
        .map(|(what, text)| format!("== {what}\n{}\n", text.trim_end()))
        .collect()
}
