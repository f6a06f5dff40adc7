//! What a table can do to the file: kill a writer at any moment, and write and read from several
//! terminals at once. After each, the file is intact and every stored running total is the sum of
//! the live rounds before it.

use std::process::Stdio;
use std::thread;
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::common::TestEnv;

/// A small deterministic generator for kill delays and counts (no dependency for it).
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % n
    }
}

/// `PRAGMA integrity_check` of the file, read directly.
fn integrity(env: &TestEnv) -> String {
    let conn = rusqlite::Connection::open(env.db()).expect("the file opens");
    conn.query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .expect("integrity_check runs")
}

/// Pig 10 scores are the cards collected: every running total must be the sum of the seat's live
/// round scores up to it, and the standings the last of them.
fn assert_totals_follow_the_rounds(env: &TestEnv, id: i64) -> u64 {
    let shown = env.json(&["show", &id.to_string()]);
    let rounds = shown["rounds"].as_array().expect("rounds");
    let seats = shown["players"].as_array().expect("players").len();
    let mut sums = vec![0i64; seats];
    for round in rounds {
        for (seat, score) in round["scores"]
            .as_array()
            .expect("scores")
            .iter()
            .enumerate()
        {
            sums[seat] += score["points"].as_i64().expect("points");
            assert_eq!(score["total"].as_i64(), Some(sums[seat]), "{shown}");
        }
    }
    let standings = &shown["standings"]["players"];
    for player in standings.as_array().expect("players") {
        let name = &player["name"];
        let seat = shown["players"]
            .as_array()
            .expect("players")
            .iter()
            .position(|p| p == name)
            .expect("a seat");
        assert_eq!(player["score"].as_i64(), Some(sums[seat]), "{shown}");
    }
    rounds.len() as u64
}

#[test]
fn a_writer_killed_at_any_moment_never_leaves_a_torn_round_or_a_wrong_total() {
    let env = TestEnv::new();
    let id = env.new_match(&["pig10", "--players", "Ann,Bob,Cy"]);
    env.ok(&["round", "Ann=3", "Bob=4", "Cy=5"]);
    let mut rng = Lcg(11);
    let started = Instant::now();
    let (mut kills, mut runs) = (0, 0);
    let mut recorded_before = 1;
    // At least 100 kills of `round` and `edit` while they run, at random moments, bounded in time.
    while kills < 110 && started.elapsed() < Duration::from_secs(90) {
        let (a, b, c) = (rng.below(20), rng.below(20), rng.below(20));
        let args: Vec<String> = if rng.below(3) == 0 && recorded_before > 1 {
            let round = 1 + rng.below(recorded_before);
            vec![
                "edit".into(),
                id.to_string(),
                round.to_string(),
                format!("Ann={a}"),
                format!("Bob={b}"),
                format!("Cy={c}"),
                "--reason".into(),
                "recounted".into(),
            ]
        } else {
            vec![
                "round".into(),
                id.to_string(),
                format!("Ann={a}"),
                format!("Bob={b}"),
                format!("Cy={c}"),
            ]
        };
        let mut child = env
            .process()
            .args(&args)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("tenscore starts");
        thread::sleep(Duration::from_micros(rng.below(4_000)));
        // Only a process still running is killed; one that ended simply landed its write.
        if child.try_wait().expect("the child's state").is_none() {
            child.kill().expect("a running child is killed");
            kills += 1;
        }
        let _ = child.wait();
        runs += 1;
        assert_eq!(
            integrity(&env),
            "ok",
            "after run {runs} ({kills} killed): {args:?}"
        );
        let recorded = assert_totals_follow_the_rounds(&env, id);
        // A killed `round` adds one round or none; an `edit` never changes the count.
        assert!(
            recorded == recorded_before || recorded == recorded_before + 1,
            "{recorded_before} -> {recorded}"
        );
        recorded_before = recorded;
    }
    assert!(kills >= 100, "only {kills} kills in the time given");
}

/// `tenscore` as the test environment runs it, for another thread: the same environment.
#[derive(Clone)]
struct Launcher {
    envs: Vec<(std::ffi::OsString, std::ffi::OsString)>,
}

impl Launcher {
    fn of(env: &TestEnv) -> Launcher {
        let cmd = env.process();
        let envs = cmd
            .get_envs()
            .filter_map(|(key, value)| Some((key.to_owned(), value?.to_owned())))
            .collect();
        Launcher { envs }
    }

    /// Runs `tenscore ARGS` and expects success; returns its standard output.
    fn ok(&self, args: &[String]) -> Vec<u8> {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_tenscore"))
            .env_clear()
            .envs(self.envs.iter().map(|(key, value)| (key, value)))
            .args(args)
            .output()
            .expect("tenscore runs");
        assert_eq!(
            out.status.code(),
            Some(0),
            "tenscore {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        out.stdout
    }
}

#[test]
fn four_writers_and_two_readers_on_one_file_lose_and_repeat_nothing() {
    let env = TestEnv::new();
    let ids: Vec<i64> = (0..4)
        .map(|k| env.new_match(&["pig10", "--players", &format!("A{k},B{k}")]))
        .collect();
    const ROUNDS: usize = 12;
    let tenscore = Launcher::of(&env);
    let writers: Vec<_> = ids
        .iter()
        .map(|&id| {
            let tenscore = tenscore.clone();
            thread::spawn(move || {
                let k = id - 1;
                for n in 0..ROUNDS {
                    tenscore.ok(&[
                        "round".to_string(),
                        id.to_string(),
                        format!("A{k}={n}"),
                        format!("B{k}=1"),
                    ]);
                }
            })
        })
        .collect();
    let readers: Vec<_> = (0..2)
        .map(|r| {
            let tenscore = tenscore.clone();
            let ids = ids.clone();
            thread::spawn(move || {
                let started = Instant::now();
                let mut reads = 0;
                while started.elapsed() < Duration::from_secs(3) || reads < 10 {
                    let id = ids[(reads + r) % ids.len()];
                    let out = tenscore.ok(&["--json".into(), "show".into(), id.to_string()]);
                    let shown: Value = serde_json::from_slice(&out).expect("JSON");
                    assert!(shown["rounds"].as_array().expect("rounds").len() <= ROUNDS);
                    reads += 1;
                }
            })
        })
        .collect();
    for thread in writers.into_iter().chain(readers) {
        thread.join().expect("no writer or reader failed");
    }
    assert_eq!(integrity(&env), "ok");
    for id in ids {
        assert_eq!(assert_totals_follow_the_rounds(&env, id), ROUNDS as u64);
    }
}
