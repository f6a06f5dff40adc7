//! Bad input: one line naming the problem and the fix, the exit code of DESIGN.md section 3, and
//! nothing written.

use crate::common::TestEnv;

/// A match of Ann, Bob and Cy where Cy is out (151), Ann on 3 and Bob on 0.
fn table() -> (TestEnv, i64) {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    for hand in ["60", "60", "31"] {
        env.ok(&[
            "round",
            "Ann=3",
            "Bob=0",
            &format!("Cy={hand}"),
            "--call",
            "Bob",
        ]);
    }
    env.ok(&["undo"]);
    env.ok(&["round", "Ann=3", "Bob=0", "Cy=31", "--call", "Bob"]);
    (env, id)
}

#[test]
fn every_refused_round_names_the_problem_and_the_fix_and_writes_nothing() {
    let (env, _) = table();
    let cases: &[(&[&str], i32, &str)] = &[
        (&["round", "Ann=3", "Zed=4", "--call", "Ann"], 2, "Zed"),
        (
            &["round", "Ann=3", "Ann=4", "Bob=5", "--call", "Ann"],
            2,
            "Ann is entered twice",
        ),
        (&["round", "Ann=3", "--call", "Ann"], 2, "no entry for Bob"),
        (
            &["round", "Ann=3", "Bob=4", "Cy=5", "--call", "Ann"],
            3,
            "Cy is out of the match (151)",
        ),
        (&["round", "Ann=-3", "Bob=4", "--call", "Bob"], 2, "Ann=-3"),
        (
            &["round", "Ann=66", "Bob=4", "--call", "Bob"],
            3,
            "at most 65",
        ),
        (
            &["round", "Ann=6+joker", "Bob=4", "--call", "Bob"],
            3,
            "without bonus cards",
        ),
        (&["round", "Ann=3", "Bob=4"], 2, "--call"),
        (
            &["round", "Ann=3", "Bob=4", "--call", "Ann", "--luck", "Bob"],
            2,
            "--call",
        ),
        (
            &["round", "Ann=10", "Bob=4", "--call", "Ann"],
            3,
            "Ann called with 10 points in hand",
        ),
        (
            &["round", "Ann=seven", "Bob=4", "--call", "Bob"],
            2,
            "Ann=seven",
        ),
        (&["round", "Ann=", "Bob=4", "--call", "Bob"], 2, "Ann"),
        (
            &["round", "Ann", "Bob=4", "--call", "Bob"],
            2,
            "'Ann' is not an entry",
        ),
        (
            &["round", "99", "Ann=3", "Bob=4", "--call", "Bob"],
            2,
            "there is no match 99",
        ),
        (
            &["round", "Ann=3", "Bob=4", "--luck", "Bob"],
            3,
            "stroke of luck",
        ),
        (&["round", "Ann=3", "Bob=4", "--call", "Cy"], 2, "Cy is out"),
        (
            &["round", "Ann=3", "Bob=4", "--bogus"],
            2,
            "unexpected argument '--bogus'",
        ),
    ];
    let before = env.db_bytes();
    for (args, code, words) in cases {
        let msg = env.fails(args, *code);
        assert!(
            msg.contains(words),
            "tenscore {args:?}: {msg:?} lacks {words:?}"
        );
        assert!(msg.contains("; "), "tenscore {args:?}: no fix in {msg:?}");
        assert_eq!(
            env.db_bytes(),
            before,
            "tenscore {args:?} wrote to the database"
        );
    }
}

#[test]
fn exact_messages_for_common_mistakes() {
    let (env, _) = table();
    assert_eq!(
        env.fails(&["round", "Ann=10", "Bob=4", "--call", "Ann"], 3),
        "Ann called with 10 points in hand; a call needs fewer than 10 points (0 to 9) and no bonus card"
    );
    assert_eq!(
        env.fails(&["round", "Ann", "Bob=4", "--call", "Bob"], 2),
        "'Ann' is not an entry; write NAME=VALUE for each player, e.g. Ann=7"
    );
    assert_eq!(
        env.fails(&["round", "99", "Ann=3", "Bob=4", "--call", "Bob"], 2),
        "there is no match 99 in this database; leave MATCH out for the most recent unfinished match, or check --db"
    );
}

#[test]
fn bad_matches_are_refused_at_new() {
    let env = TestEnv::new();
    let cases: &[(&[&str], i32, &str)] = &[
        (
            &["new", "under10", "--players", "Ann,,Bob"],
            2,
            "a player name is empty; separate names with single commas",
        ),
        (
            &["new", "under10", "--players", "Ann,ann"],
            2,
            "'Ann' and 'ann' are the same name typed twice (case does not tell players apart)",
        ),
        (
            &["new", "under10", "--players", "Ann"],
            3,
            "Under the 10 is played by 2 to 6 players, not 1",
        ),
        (
            &["new", "under10", "--players", "A,B,C,D,E,F,G"],
            3,
            "Under the 10 is played by 2 to 6 players, not 7",
        ),
        (
            &["new", "poker", "--players", "Ann,Bob"],
            2,
            "unknown game 'poker'",
        ),
        (&["new", "under10", "--players", "Ann,42"], 2, "only digits"),
        (
            &["new", "under10", "--players", "Ann,B=b"],
            2,
            "contains a character",
        ),
        (&["new", "under10"], 2, "no players were named"),
        (
            &["new", "under10", "--players", "Ann,Bob", "--end", "never"],
            2,
            "invalid value 'never'",
        ),
    ];
    for (args, code, words) in cases {
        let msg = env.fails(args, *code);
        assert!(
            msg.contains(words),
            "tenscore {args:?}: {msg:?} lacks {words:?}"
        );
    }
    // Nothing was started, and no file was made: there is no database to show.
    assert!(!env.db().exists());
    let msg = env.fails(&["standings"], 1);
    assert!(msg.starts_with("no tenscore database at"), "{msg}");
}

#[test]
fn a_path_that_cannot_be_written_is_a_runtime_error() {
    let env = TestEnv::new();
    let missing = env.dir().join("no/such/folder/t.db");
    let out = env
        .cmd()
        .args([
            "--db",
            missing.to_str().unwrap(),
            "new",
            "under10",
            "--players",
            "Ann,Bob",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.starts_with("error: cannot open the database"), "{err}");
    assert!(err.contains("--db PATH"), "{err}");
    assert_eq!(err.lines().count(), 1);
}

#[test]
fn a_file_that_is_not_a_tenscore_database_is_refused_untouched() {
    let env = TestEnv::new();
    let path = env.dir().join("notes.txt");
    std::fs::write(&path, "not a database at all\n".repeat(100)).unwrap();
    let out = env
        .cmd()
        .args(["--db", path.to_str().unwrap(), "standings"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("is not a tenscore database; it was left untouched"),
        "{err}"
    );
    assert_eq!(
        std::fs::read(&path).unwrap(),
        "not a database at all\n".repeat(100).as_bytes()
    );
}

#[test]
fn a_database_from_a_newer_tenscore_is_refused_untouched() {
    let env = TestEnv::new();
    env.new_match(&["under10", "--players", "Ann,Bob"]);
    rusqlite::Connection::open(env.db())
        .unwrap()
        .pragma_update(None, "user_version", 42)
        .unwrap();
    let before = env.db_bytes();
    let msg = env.fails(&["standings"], 1);
    assert!(
        msg.contains("was written by a newer tenscore (schema 42"),
        "{msg}"
    );
    assert_eq!(env.db_bytes(), before);
}

#[test]
fn no_input_makes_tenscore_panic() {
    let env = TestEnv::new();
    env.new_match(&["under10", "--players", "Ann,Bob"]);
    let nasty = [
        "Ann=99999999999999999999999",
        "Ann=+",
        "Ann=3+",
        "Ann=3++joker",
        "=3",
        "Ann=\u{1b}[31m",
        "Ann=3+joker+joker+joker+joker+joker+joker",
        "Ann=٣",
        "",
    ];
    for value in nasty {
        let out = env.run(&["round", value, "Bob=1", "--call", "Bob"]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(matches!(out.status.code(), Some(2 | 3)), "{value:?}: {err}");
        assert!(!err.contains("panicked"), "{value:?}: {err}");
        assert!(
            !err.contains('\u{1b}'),
            "an escape reached the terminal: {err:?}"
        );
    }
}

#[test]
fn a_call_while_holding_a_bonus_card_is_refused() {
    let env = TestEnv::new();
    env.new_match(&["under10", "--players", "Ann,Bob", "--bonus-cards"]);
    let before = env.db_bytes();
    assert_eq!(
        env.fails(&["round", "Ann=2+joker", "Bob=9", "--call", "Ann"], 3),
        "Ann called while holding a joker; a call needs fewer than 10 points (0 to 9) and no bonus card"
    );
    assert_eq!(env.db_bytes(), before);
}

#[test]
fn a_round_flag_of_another_game_is_refused_and_writes_nothing() {
    let env = TestEnv::new();
    env.new_match(&["under10", "--players", "Ann,Bob"]);
    let before = env.db_bytes();
    assert_eq!(
        env.fails(
            &[
                "round", "Ann=3", "Bob=5", "--call", "Ann", "--order", "Bob,Ann"
            ],
            2
        ),
        "--order is not for Under the 10; Under the 10 takes --call and --luck"
    );
    assert_eq!(
        env.fails(&["new", "pig10", "--players", "Ann,Bob", "--teams"], 2),
        "--teams is not for Pig 10; Pig 10 has no options: leave them out"
    );
    assert_eq!(
        env.fails(&["new", "chess", "--players", "Ann,Bob"], 2),
        "unknown game 'chess'; tenscore knows under10 (onderde10, under-the-10), updown \
         (10-op-en-neer, oh-hell), pig10 (pig-10), krumme10 (krumme-10), tenstuff (ten-stuff); \
         see `tenscore new --help`"
    );
    assert_eq!(env.db_bytes(), before);
    // A typo of a shared flag keeps clap's own suggestion.
    let typo = env.fails(&["new", "pig10", "--playres", "Ann,Bob"], 2);
    assert!(typo.contains("--players"), "{typo}");
}

#[test]
fn a_round_saved_but_not_printed_is_a_warning_and_exit_0_so_it_is_never_retried() {
    let env = TestEnv::new();
    env.new_match(&["pig10", "--players", "Ann,Bob"]);
    let full = std::fs::File::create("/dev/full").expect("/dev/full");
    let out = env
        .process()
        .args(["round", "Ann=3", "Bob=5"])
        .stdout(full)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(
        stderr.starts_with("warning: the answer could not be written to standard output")
            && stderr.trim_end().ends_with("; the change itself was saved"),
        "{stderr}"
    );
    // Recorded exactly once.
    assert_eq!(env.standings(1)["rounds"], 1);
    // A read that cannot print has nothing saved: a plain error, exit 1.
    let full = std::fs::File::create("/dev/full").expect("/dev/full");
    let out = env
        .process()
        .args(["standings"])
        .stdout(full)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stderr).starts_with("error: the answer could not be written")
    );
}

#[test]
fn a_closed_standard_error_still_gives_the_exit_code_not_a_panic() {
    let env = TestEnv::new();
    env.new_match(&["under10", "--players", "Pa,Ma"]);
    let before = env.db_bytes();
    let mut child = env
        .process()
        .args(["round", "1", "Pa=bad", "Ma=3", "--call", "Ma"])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stderr.take());
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(2));
    assert_eq!(env.db_bytes(), before);
}

#[test]
fn a_game_is_named_in_any_case_and_by_its_aliases() {
    let env = TestEnv::new();
    let new = env.json(&["new", "UNDER10", "--players", "Ann,Bob"]);
    assert_eq!(new["game"], "under10");
    let new = env.json(&["new", "Oh-Hell", "--players", "Ann,Bob,Cy", "--hook"]);
    assert_eq!(new["game"], "updown");
    assert_eq!(env.json(&["rules", "PIG-10"])["game"], "pig10");
}

/// Stored bytes that no longer read are refused in one line naming the column, never a panic,
/// and nothing is written: a cut-short entry, damaged notes, and an entry that reads but is not
/// the game's shape.
#[test]
fn damaged_stored_rounds_are_named_not_a_panic() {
    let cases = [
        // 0x92: an array of two items; one follows, then the bytes end.
        (
            "UPDATE rounds SET entry = x'9201'",
            "stored data is damaged: round entry: cut short",
        ),
        // An array holding word 200, which no list has.
        (
            "UPDATE round_scores SET notes = x'91d401c8' WHERE notes IS NOT NULL",
            "stored data is damaged: score notes: unknown word 200",
        ),
        // A packed 7: a value, but not an Under the 10 entry.
        (
            "UPDATE rounds SET entry = x'07'",
            "stored data does not fit under10",
        ),
    ];
    for (sql, expected) in cases {
        let env = TestEnv::new();
        env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
        env.ok(&["round", "Ann=3", "Bob=0", "Cy=12", "--call", "Bob"]);
        let changed = rusqlite::Connection::open(env.db())
            .unwrap()
            .execute(sql, [])
            .unwrap();
        assert_eq!(changed, 1, "{sql}");
        let before = env.db_bytes();
        let msg = env.fails(&["show", "1"], 1);
        assert!(msg.contains(expected), "{sql}: {msg}");
        assert_eq!(env.db_bytes(), before, "{sql}");
    }
}
