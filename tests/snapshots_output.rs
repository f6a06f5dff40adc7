//! Snapshots of what every game's match commands and every `check` form print, as text and as
//! `--json`, pinned byte for byte so that a refactor can be checked against them. `TestEnv` fixes
//! the clock (`TENSCORE_NOW`) and the UUIDs (`TENSCORE_UUID_SEED`), so the timestamps and UUIDs in
//! `show --json` are the same on every run. Each snapshot's description is the command line that
//! printed it. Update with `INSTA_UPDATE=always cargo test --test main snapshots_output`, then
//! read every changed `.snap` file.

use serde_json::Value;

use crate::common::TestEnv;

/// `tenscore [--json] ARGS...` as a label for a snapshot.
fn command_line(json: bool, args: &[&str]) -> String {
    let mut line = String::from("tenscore");
    if json {
        line.push_str(" --json");
    }
    for arg in args {
        line.push(' ');
        line.push_str(arg);
    }
    line
}

/// Runs `tenscore [--json] ARGS...`, expects success and returns stdout (checked to be JSON with
/// `json`).
fn output(env: &TestEnv, json: bool, args: &[&str]) -> String {
    let mut all = if json { vec!["--json"] } else { Vec::new() };
    all.extend_from_slice(args);
    let text = env.ok(&all);
    if json {
        serde_json::from_str::<Value>(&text)
            .unwrap_or_else(|e| panic!("{all:?}: not JSON ({e}):\n{text}"));
    }
    text
}

/// Snapshots `text` under `name`, described by the command line that printed it.
fn snapshot(name: &str, command: &str, text: &str) {
    insta::with_settings!({ description => command, omit_expression => true }, {
        insta::assert_snapshot!(name, text);
    });
}

/// Runs `tenscore ARGS...` as text and as `--json` and snapshots both as `{name}_text` and
/// `{name}_json`.
fn snapshot_both(env: &TestEnv, name: &str, args: &[&str]) {
    for json in [false, true] {
        let text = output(env, json, args);
        let suffix = if json { "json" } else { "text" };
        snapshot(
            &format!("{name}_{suffix}"),
            &command_line(json, args),
            &text,
        );
    }
}

/// Plays a match in two fresh databases: `setup` (the `new` and every round but the last), then
/// the `last` round, recorded as text in one and as `--json` in the other; snapshots both answers
/// and `standings` and `show` as text and JSON.
fn played_match(game: &str, setup: &[&[&str]], last: &[&str]) {
    let envs = [set_up(setup), set_up(setup)];
    for (env, json) in envs.iter().zip([false, true]) {
        let text = output(env, json, last);
        let suffix = if json { "json" } else { "text" };
        snapshot(
            &format!("{game}_round_{suffix}"),
            &command_line(json, last),
            &text,
        );
    }
    // The two databases hold the same match, down to its timestamps and UUIDs.
    assert_eq!(
        output(&envs[0], true, &["show", "1", "--all"]),
        output(&envs[1], true, &["show", "1", "--all"]),
        "{game}: the same commands in two databases"
    );
    snapshot_both(&envs[0], &format!("{game}_standings"), &["standings"]);
    snapshot_both(&envs[0], &format!("{game}_show"), &["show", "1"]);
}

/// A fresh database after `commands`, each of which must succeed.
fn set_up(commands: &[&[&str]]) -> TestEnv {
    let env = TestEnv::new();
    for args in commands {
        env.ok(args);
    }
    env
}

#[test]
fn under10_two_rounds_a_failed_call_and_a_stroke_of_luck() {
    played_match(
        "under10",
        &[
            &["new", "under10", "--players", "Ann,Bob,Cy"],
            &["round", "Ann=7", "Bob=5", "Cy=12", "--call", "Ann"],
        ],
        &["round", "Ann=9", "Bob=0", "Cy=4", "--luck", "Bob"],
    );
}

#[test]
fn under10_with_bonus_cards_a_call_that_stands_and_a_stroke_of_luck() {
    played_match(
        "under10_bonus",
        &[
            &["new", "under10", "--players", "Ann,Bob,Cy", "--bonus-cards"],
            &[
                "round",
                "Ann=4",
                "Bob=3+joker",
                "Cy=10+trade-all+trade-one",
                "--call",
                "Ann",
            ],
        ],
        &["round", "Ann=6+trade-one", "Bob=0", "Cy=8", "--luck", "Bob"],
    );
}

#[test]
fn under10_undo_and_edit_in_the_audit_trail() {
    let env = set_up(&[
        &["new", "under10", "--players", "Ann,Bob,Cy"],
        &["round", "Ann=3", "Bob=5", "Cy=12", "--call", "Ann"],
        &["round", "Ann=9", "Bob=0", "Cy=4", "--luck", "Bob"],
        &["round", "Ann=2", "Bob=8", "Cy=6", "--call", "Ann"],
        &["undo"],
    ]);
    env.ok(&[
        "edit",
        "1",
        "1",
        "Ann=3",
        "Bob=2",
        "Cy=12",
        "--call",
        "Ann",
        "--reason",
        "Bob had 2, not 5",
    ]);
    snapshot_both(&env, "under10_audit_show_all", &["show", "1", "--all"]);
    snapshot_both(&env, "under10_audit_standings_after_edit", &["standings"]);
}

#[test]
fn updown_two_rounds_of_bids_and_tricks() {
    played_match(
        "updown",
        &[
            &["new", "updown", "--players", "Ann,Bob,Cy,Dee"],
            &[
                "bid", "Ann=1", "Bob=0", "Cy=0", "Dee=1", "--trump", "hearts",
            ],
            &["round", "Ann=1", "Bob=0", "Cy=0", "Dee=0"],
            &[
                "bid", "Ann=1", "Bob=1", "Cy=0", "Dee=1", "--trump", "spades",
            ],
        ],
        &["round", "Ann=1", "Bob=0", "Cy=0", "Dee=1"],
    );
}

#[test]
fn updown_undo_of_open_bids_and_an_edit_in_the_audit_trail() {
    let env = set_up(&[
        &["new", "updown", "--players", "Ann,Bob,Cy", "--hook"],
        &["bid", "Ann=1", "Bob=1", "Cy=1", "--trump", "clubs"],
        &["round", "Ann=0", "Bob=1", "Cy=0"],
        &["bid", "Ann=0", "Bob=1", "Cy=0", "--trump", "diamonds"],
        &["round", "Ann=0", "Bob=1", "Cy=1"],
        &["bid", "Ann=1", "Bob=1", "Cy=0"],
        &["undo"],
    ]);
    env.ok(&[
        "edit",
        "1",
        "1",
        "Ann=0",
        "Bob=1",
        "Cy=0",
        "--bids",
        "Ann=0,Bob=1,Cy=1",
        "--trump",
        "clubs",
        "--reason",
        "Ann bid 0, not 1",
    ]);
    snapshot_both(&env, "updown_audit_show_all", &["show", "1", "--all"]);
    snapshot_both(&env, "updown_audit_standings_after_edit", &["standings"]);
}

#[test]
fn pig10_two_deals() {
    played_match(
        "pig10",
        &[
            &["new", "pig10", "--players", "Ann,Bob,Cy"],
            &["round", "Ann=12", "Bob=7", "Cy=0"],
        ],
        &["round", "Ann=3", "Bob=8", "Cy=14"],
    );
}

#[test]
fn krumme10_two_games() {
    played_match(
        "krumme10",
        &[
            &["new", "krumme10", "--players", "Ann,Bob,Cy,Dee"],
            &["round", "Ann=14", "Bob=9", "Cy=20", "Dee=17"],
        ],
        &["round", "Ann=3", "Bob=25", "Cy=0", "Dee=12"],
    );
}

#[test]
fn tenstuff_two_deals() {
    played_match(
        "tenstuff",
        &[
            &["new", "tenstuff", "--players", "Ann,Bob,Cy,Dee"],
            &["round", "--order", "Cy,Ann,Dee,Bob"],
        ],
        &["round", "--order", "Ann,Dee,Cy"],
    );
}

// The referee: one snapshot per `check` form and output, each with a legal verdict (exit 0) and,
// where the form has one, a play or claim that breaks a rule (exit 3).

/// Runs `tenscore [--json] check GAME ARGS...` for every (expected exit, ARGS) case and snapshots
/// them together as `check_{game}_{form}_{text|json}`: the command, the exit code and stdout.
fn verdicts(game: &str, form: &str, cases: &[(i32, &[&str])]) {
    let env = TestEnv::new();
    for json in [false, true] {
        let mut all_cases = Vec::new();
        for (code, args) in cases {
            let mut all = if json { vec!["--json"] } else { Vec::new() };
            all.extend(["check", game, form]);
            all.extend_from_slice(args);
            let out = env.run(&all);
            let stdout = String::from_utf8(out.stdout).expect("utf-8 output");
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(*code), "{all:?}: {stderr}");
            assert!(stderr.is_empty(), "{all:?}: {stderr}");
            if json {
                let v: Value = serde_json::from_str(&stdout)
                    .unwrap_or_else(|e| panic!("{all:?}: not JSON ({e}):\n{stdout}"));
                assert_eq!(v["legal"], *code == 0, "{all:?}: {v}");
                assert!(v["reason"].is_string(), "{all:?}: {v}");
            }
            all_cases.push(format!(
                "$ {}\nexit: {}\n---\n{stdout}",
                command_line(false, &all),
                out.status.code().unwrap()
            ));
        }
        let suffix = if json { "json" } else { "text" };
        snapshot(
            &format!("check_{game}_{form}_{suffix}"),
            &format!("tenscore [--json] check {game} {form} ..."),
            &all_cases.join("\n"),
        );
    }
    // Nothing is recorded: no database is even created.
    assert!(!env.db().exists());
}

#[test]
fn check_under10_call() {
    verdicts(
        "under10",
        "call",
        &[
            (0, &["--call", "Ann", "Ann=3", "Bob=7", "Cy=12"]),
            (
                0,
                &["--call", "Ann", "Ann=4", "Bob=4", "Cy=3+joker", "Dee=4"],
            ),
            (3, &["--call", "Ann", "Ann=10", "Bob=7"]),
        ],
    );
}

#[test]
fn check_under10_combo() {
    verdicts(
        "under10",
        "combo",
        &[
            (0, &["3r", "4r", "5r"]),
            (0, &["8r", "9r", "10r", "11r", "joker"]),
            (3, &["3r", "5b"]),
        ],
    );
}

#[test]
fn check_under10_luck() {
    verdicts(
        "under10",
        "luck",
        &[
            (0, &["--played", "8r,8b", "--drawn", "8g"]),
            (3, &["--played", "8r", "--drawn", "8g", "--from", "open"]),
        ],
    );
}

#[test]
fn check_updown_trick() {
    verdicts(
        "updown",
        "trick",
        &[
            (0, &["--trump", "hearts", "KC", "AS", "5C", "2H"]),
            (
                0,
                &[
                    "--trump",
                    "H",
                    "--players",
                    "Ann,Bob,Cy,Dee",
                    "--leader",
                    "Bob",
                    "KC",
                    "AS",
                    "5C",
                    "2H",
                ],
            ),
            (3, &["--trump", "H", "KC", "AS"]),
        ],
    );
}

#[test]
fn check_updown_follow() {
    verdicts(
        "updown",
        "follow",
        &[
            (0, &["--led", "clubs", "KC", "--hand", "5C,KC,2H"]),
            (3, &["--led", "clubs", "2H", "--hand", "5C,KC,2H"]),
        ],
    );
}

#[test]
fn check_updown_bids() {
    verdicts(
        "updown",
        "bids",
        &[
            (
                0,
                &["--cards", "5", "--seats", "4", "--hook", "2", "1", "0"],
            ),
            (0, &["--cards", "5", "--seats", "4", "2", "1"]),
            (3, &["--cards", "5", "--seats", "4", "2", "1", "6"]),
        ],
    );
}

#[test]
fn check_pig10_play() {
    verdicts(
        "pig10",
        "play",
        &[
            (0, &["--pile", "6", "5"]),
            (0, &["--pile", "5", "--previous", "5", "5"]),
            (3, &["--pile", "6", "5", "--says", "4"]),
        ],
    );
}

#[test]
fn check_pig10_pile() {
    let seating = "Steve,Sally,Jane,Claudio";
    verdicts(
        "pig10",
        "pile",
        &[
            (
                0,
                &[
                    "--players",
                    seating,
                    "Steve:4",
                    "Sally:3",
                    "Jane:2",
                    "Claudio:6",
                ],
            ),
            (0, &["--players", seating, "Steve:5", "Sally:1", "Jane:5@1"]),
        ],
    );
}

#[test]
fn check_krumme10_display() {
    verdicts(
        "krumme10",
        "display",
        &[
            (
                0,
                &[
                    "--players",
                    "Alma,Bernie,Carla",
                    "Bernie:3",
                    "Carla:3",
                    "Alma:1>Bernie:1>Bernie:1>Carla:3",
                ],
            ),
            (
                0,
                &[
                    "--players",
                    "Alma,Bernie,Carla",
                    "Alma:2",
                    "Bernie:5",
                    "Carla:2",
                    "Alma:1>Bernie:0",
                ],
            ),
            (
                0,
                &[
                    "--players",
                    "Alma,Bernie,Carla,Dora",
                    "Alma:4p!",
                    "Dora:5",
                    "Carla:5",
                    "Bernie:2",
                ],
            ),
            (
                0,
                &["--players", "Alma,Bernie,Carla,Dora", "Alma:5", "Bernie:3"],
            ),
            (3, &["Alma:5", "Bernie:5", "Carla:3"]),
            (
                3,
                &[
                    "--players",
                    "Alma,Bernie,Carla,Dora",
                    "Alma:3",
                    "Bernie:4p!",
                    "Carla:5",
                ],
            ),
            (
                0,
                &[
                    "--counterclockwise",
                    "--players",
                    "Alma,Bernie,Carla,Dora",
                    "Alma:5",
                    "Dora:3",
                    "Carla:3",
                ],
            ),
        ],
    );
}

#[test]
fn check_krumme10_back() {
    verdicts(
        "krumme10",
        "back",
        &[(0, &["3"]), (0, &["4P"]), (0, &["0"])],
    );
}

#[test]
fn check_tenstuff_play() {
    verdicts(
        "tenstuff",
        "play",
        &[
            (0, &["--on", "QH,QS", "QC", "QD"]),
            (0, &["--on", "QH", "4H"]),
            (0, &["--on", "3C", "3D", "3H", "3S"]),
            (3, &["--on", "QH", "4C"]),
        ],
    );
}

#[test]
fn check_tenstuff_slam() {
    verdicts(
        "tenstuff",
        "slam",
        &[
            (0, &["--on", "8H", "--set", "8S,8C", "--give", "5S,3C"]),
            (
                3,
                &["--on", "8H", "--set", "8S,8C", "--give", "5S,KS,5D,JK"],
            ),
        ],
    );
}

#[test]
fn check_tenstuff_first() {
    verdicts(
        "tenstuff",
        "first",
        &[
            (0, &["Ann=3S,9S,3H", "Bob=3C,7H", "Cy=4D"]),
            (0, &["Ann=JK,AS,JKM", "Bob=AD"]),
            (0, &["--restart", "Ann=9S,KH", "Bob=7C,7D", "Cy="]),
            (3, &["--restart", "--casual", "Ann=9S,KH", "Bob=7C,7D"]),
        ],
    );
}

#[test]
fn check_tenstuff_skip() {
    verdicts(
        "tenstuff",
        "skip",
        &[
            (0, &["--ten", "10H", "--hand", "3H,10H,KH,4C,JK"]),
            (
                0,
                &[
                    "--ten",
                    "10S",
                    "--hand",
                    "2S,9D",
                    "--players",
                    "Ann,Bob,Cy",
                    "--skipped",
                    "Bob",
                ],
            ),
            (
                3,
                &[
                    "--ten",
                    "10H",
                    "--hand",
                    "3H,10H,KH,4C,JK",
                    "--give",
                    "3H,10H,4C,JK",
                ],
            ),
        ],
    );
}

#[test]
fn check_tenstuff_unwin() {
    let slam = [
        "--players",
        "Ann,Bob,Cy,Dee",
        "--out",
        "Ann,Bob",
        "--by",
        "Cy",
        "--on",
        "5H",
    ];
    let with = |more: &[&'static str]| [&slam[..], more].concat();
    verdicts(
        "tenstuff",
        "unwin",
        &[
            (0, &with(&["--set", "5S,5C", "--give", "3S"])),
            (0, &with(&["--set", "5S,5C"])),
            (3, &with(&["--set", "5S,5C", "--give", "3S,KD"])),
        ],
    );
}

#[test]
fn check_tenstuff_sixes() {
    verdicts(
        "tenstuff",
        "sixes",
        &[
            (
                0,
                &["--players", "Ann,Bob,Cy,Dee", "--by", "Bob", "6H,6C,6S"],
            ),
            (0, &["--players", "Ann,Bob,Cy,Dee", "--by", "Bob", "6H,6C"]),
            (
                0,
                &[
                    "--players",
                    "Ann,Bob,Cy,Dee",
                    "--by",
                    "Bob",
                    "--swapped",
                    "6H,6C,6S",
                ],
            ),
            (
                3,
                &[
                    "--players",
                    "Ann,Bob,Cy,Dee",
                    "--by",
                    "Bob",
                    "--casual",
                    "6H,6C,6S",
                ],
            ),
        ],
    );
}

#[test]
fn check_tenstuff_shame() {
    verdicts(
        "tenstuff",
        "shame",
        &[
            (0, &["--hand", "5"]),
            (0, &["--hand", "3H,10H,KH"]),
            (3, &["--hand", "5", "--casual"]),
        ],
    );
}

#[test]
fn check_tenstuff_excommunication() {
    let table = ["--players", "Ann,Bob,Cy,Dee", "--by", "Bob"];
    let with = |more: &[&'static str]| [&table[..], more].concat();
    verdicts(
        "tenstuff",
        "excommunication",
        &[
            (0, &with(&["--onto", "table"])),
            (0, &with(&["--onto", "pile", "Cy:play", "Dee:pass"])),
            (3, &with(&["--onto", "pile", "Dee:play"])),
        ],
    );
}
