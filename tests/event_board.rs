//! `tenscore event board`: one frame of the venue's screen at 80x24 into a pipe; with --follow,
//! on a pseudo-terminal, the alternate screen redrawn when another process records a round,
//! left with q as it was entered (cursor shown, main screen); refused without a terminal.

use std::num::NonZeroU16;

use rexpect::process::WaitStatus;
use serde_json::json;
use tenscore::store::EventRanking;

use crate::common::TestEnv;
use crate::evening::{Evening, evening, play_and_finish, record};

const TIMEOUT_MS: u64 = 20_000;
const ENTER: &str = "\x1b[?1049h\x1b[?25l";
const LEAVE: &str = "\x1b[?25h\x1b[?1049l";

/// Seven players, round 1 drawn: table 1 ended, table 2 still playing one deal in.
fn evening_under_way(env: &TestEnv) -> Evening {
    let evening = evening(
        env,
        "Friday",
        ("pig10", json!({})),
        EventRanking::Share,
        &["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus"],
        3,
        &[&[&["Ann", "Bob", "Cy", "Dee"], &["Eve", "Fay", "Gus"]]],
    );
    play_and_finish(
        env,
        evening.tables[0][0],
        &[("Ann", 30), ("Bob", 25), ("Cy", 15), ("Dee", 10)],
    );
    record(
        env,
        evening.tables[0][1],
        &[("Eve", 12), ("Fay", 20), ("Gus", 3)],
    );
    evening
}

#[test]
fn one_frame_into_a_pipe_is_80_by_24() {
    let env = TestEnv::new();
    evening_under_way(&env);
    let frame = env.ok(&["event", "board"]);
    let lines: Vec<&str> = frame.lines().collect();
    assert!(lines.len() <= 24, "{frame}");
    assert!(
        lines.iter().all(|l| unicode_width(l) <= 80),
        "a line wider than 80:\n{frame}"
    );
    assert_eq!(
        frame,
        "Friday · Pig 10 · round 1 of 3
Table 1 — Ann, Bob, Cy, Dee — 1 deal, done ✓
Table 2 — Eve, Fay, Gus — 1 deal, Fay leads

Ranking
┌──────┬────────┬───────┬─────────┬──────┐
│ Rank ┆ Player ┆ Score ┆ Matches ┆ R1   │
╞══════╪════════╪═══════╪═════════╪══════╡
│    1 ┆ Ann    ┆  1.00 ┆       1 ┆ 1.00 │
│    2 ┆ Bob    ┆  0.67 ┆       1 ┆ 0.67 │
│    3 ┆ Cy     ┆  0.33 ┆       1 ┆ 0.33 │
│    4 ┆ Dee    ┆  0.00 ┆       1 ┆ 0.00 │
│    5 ┆ Eve    ┆  0.00 ┆       0 ┆    – │
│    5 ┆ Fay    ┆  0.00 ┆       0 ┆    – │
│    5 ┆ Gus    ┆  0.00 ┆       0 ┆    – │
└──────┴────────┴───────┴─────────┴──────┘
Last place: Dee — the booby prize
"
    );
}

/// A row of the 80-column screen.
fn pad(text: &str) -> String {
    let mut row = text.to_string();
    row.truncate(row.trim_end().len());
    row
}

fn unicode_width(line: &str) -> usize {
    line.chars().count()
}

#[test]
fn follow_without_a_terminal_is_refused_with_the_fix() {
    let env = TestEnv::new();
    evening_under_way(&env);
    assert_eq!(
        env.fails(&["event", "board", "--follow"], 2),
        "event board --follow needs a terminal to draw on; leave out --follow to print one frame, \
         or run it in a terminal"
    );
}

#[test]
fn json_is_the_board_as_data_the_same_as_the_reports_json() {
    let env = TestEnv::new();
    evening_under_way(&env);
    let board = env.json(&["event", "board"]);
    assert_eq!(board, env.json(&["event", "report", "--format", "json"]));
    let tables = &board["rounds"][0]["tables"];
    assert_eq!(tables[0]["ended"], json!(true));
    assert_eq!(tables[1]["ended"], json!(false));
    assert_eq!(tables[1]["players"][1]["name"], json!("Fay"));
    assert_eq!(tables[1]["players"][1]["score"], json!(20));
    assert_eq!(board["players"][0]["name"], json!("Ann"));
}

#[test]
fn json_with_follow_is_refused_with_the_fix() {
    let env = TestEnv::new();
    evening_under_way(&env);
    assert_eq!(
        env.fails(&["--json", "event", "board", "--follow"], 2),
        "event board --follow draws a screen, and --json prints the board once as data; \
         leave out --follow, or --json"
    );
}

/// What an 80x24 terminal shows after `printed` (as rexpect reads it: a char per byte).
pub(crate) fn screen(printed: &str) -> Vec<String> {
    let bytes: Vec<u8> = printed.chars().map(|c| c as u8).collect();
    let rows = NonZeroU16::new(24).expect("rows");
    let columns = NonZeroU16::new(80).expect("columns");
    let mut parser = vt100::Parser::new(rows, columns, 0);
    parser.process(&bytes);
    parser
        .screen()
        .rows(0, 80)
        .map(|row| row.trim_end().to_string())
        .collect()
}

#[test]
fn follow_redraws_when_a_table_records_and_q_restores_the_terminal() {
    let env = TestEnv::new();
    let evening = evening_under_way(&env);
    let mut cmd = env.process();
    cmd.env("TERM", "xterm")
        .args(["event", "board", "--follow"]);
    let mut p = rexpect::session::spawn_command(cmd, Some(TIMEOUT_MS))
        .expect("tenscore starts on a pseudo-terminal");
    let mut printed = p
        .exp_string(ENTER)
        .expect("the alternate screen is entered");
    printed.push_str(ENTER);
    let first = p.exp_string("Ranking").expect("the first frame");
    printed.push_str(&first);
    printed.push_str("Ranking");
    assert!(
        screen(&printed).contains(&pad("Table 2 — Eve, Fay, Gus — 1 deal, Fay leads")),
        "{}",
        screen(&printed).join("\n")
    );
    // Another table records a deal, Eve now ahead: the board redraws by itself.
    record(
        &env,
        evening.tables[0][1],
        &[("Eve", 40), ("Fay", 1), ("Gus", 2)],
    );
    let wanted = "2 deals, Eve leads";
    let redrawn = p.exp_string(wanted).expect("the board redraws");
    printed.push_str(&redrawn);
    printed.push_str(wanted);
    let seen = screen(&printed);
    assert!(
        seen.contains(&pad("Table 2 — Eve, Fay, Gus — 2 deals, Eve leads")),
        "{}",
        seen.join("\n")
    );
    p.send("q").expect("q sent");
    p.flush().expect("q sent");
    let rest = p.exp_eof().expect("the board leaves");
    assert!(
        rest.ends_with(LEAVE),
        "the terminal is not restored: {rest:?}"
    );
    match p.process().wait() {
        Ok(WaitStatus::Exited(_, 0)) => {}
        other => panic!("board ended with {other:?}"),
    }
}

#[test]
fn ctrl_c_and_sigterm_leave_the_board_with_the_terminal_restored() {
    let env = TestEnv::new();
    evening_under_way(&env);
    for leave in ["ctrl-c", "sigterm"] {
        let mut cmd = env.process();
        cmd.env("TERM", "xterm")
            .args(["event", "board", "--follow"]);
        let mut p = rexpect::session::spawn_command(cmd, Some(TIMEOUT_MS))
            .expect("tenscore starts on a pseudo-terminal");
        p.exp_string("Ranking").expect("the first frame");
        match leave {
            "ctrl-c" => p.send_control('c').expect("Ctrl-C sent"),
            _ => p
                .process_mut()
                .signal(rexpect::process::Signal::SIGTERM)
                .expect("SIGTERM sent"),
        }
        let rest = p.exp_eof().expect("the board leaves");
        assert!(
            rest.ends_with(LEAVE),
            "{leave}: the terminal is not restored: {rest:?}"
        );
        match p.process().wait() {
            Ok(WaitStatus::Exited(_, 0)) => {}
            other => panic!("{leave}: board ended with {other:?}"),
        }
    }
}

/// The board process of `env` (a child of this test process running `event board --follow` on
/// its database), found in /proc: rexpect keeps the pid to itself.
fn board_pid(env: &TestEnv) -> u32 {
    let me = std::process::id().to_string();
    let db = env.db().to_string_lossy().to_string();
    for entry in std::fs::read_dir("/proc").expect("/proc") {
        let path = entry.expect("an entry").path();
        let Ok(stat) = std::fs::read_to_string(path.join("stat")) else {
            continue;
        };
        // pid (comm) state ppid ...: the fields after the last ')'.
        let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
        let parent = after.split_whitespace().nth(1).unwrap_or("");
        let cmdline = std::fs::read(path.join("cmdline")).unwrap_or_default();
        let environ = std::fs::read(path.join("environ")).unwrap_or_default();
        let ours = parent == me
            && String::from_utf8_lossy(&cmdline).contains("--follow")
            && String::from_utf8_lossy(&environ).contains(&format!("TENSCORE_DB={db}\0"));
        if ours {
            return path
                .file_name()
                .and_then(|n| n.to_str())
                .and_then(|n| n.parse().ok())
                .expect("a pid");
        }
    }
    panic!("no board process found")
}

#[test]
fn follow_redraws_to_the_terminals_new_size() {
    let env = TestEnv::new();
    evening_under_way(&env);
    let mut cmd = env.process();
    cmd.env("TERM", "xterm")
        .args(["event", "board", "--follow"]);
    let mut p = rexpect::session::spawn_command(cmd, Some(TIMEOUT_MS))
        .expect("tenscore starts on a pseudo-terminal");
    p.exp_string("Ranking").expect("the first frame at 80x24");
    // The terminal made 12 rows high (the kernel tells the board with SIGWINCH): the ranking
    // no longer fits and its last rows are summed up.
    let tty = format!("/proc/{}/fd/0", board_pid(&env));
    let resized = std::process::Command::new("stty")
        .args(["-F", &tty, "rows", "12", "cols", "60"])
        .status()
        .expect("stty runs");
    assert!(resized.success());
    p.exp_string("more").expect("the board redraws at 60x12");
    p.send("q").expect("q sent");
    p.flush().expect("q sent");
    let rest = p.exp_eof().expect("the board leaves");
    assert!(
        rest.ends_with(LEAVE),
        "the terminal is not restored: {rest:?}"
    );
}

/// Friday on a league server (`league`): one Pig 10 table of Ann, Bob and Cy drawn; its match.
fn one_table_on_the_league(league: &TestEnv) -> i64 {
    league.ok(&[
        "event",
        "new",
        "Friday",
        "--game",
        "pig10",
        "--players",
        "Ann,Bob,Cy",
        "--rounds",
        "1",
    ]);
    let seat = league.json(&["event", "seat"]);
    seat["tables"][0]["match"].as_i64().expect("a match")
}

/// `event board --follow` of `env`'s database on a pseudo-terminal, its first frame drawn.
fn board_following(env: &TestEnv) -> rexpect::session::PtySession {
    let mut cmd = env.process();
    cmd.env("TERM", "xterm")
        .args(["event", "board", "--follow"]);
    let mut p = rexpect::session::spawn_command(cmd, Some(TIMEOUT_MS))
        .expect("tenscore starts on a pseudo-terminal");
    p.exp_string("not started").expect("the first frame");
    p
}

/// Leaves the board with q: exit 0, the terminal restored.
fn leave_with_q(mut p: rexpect::session::PtySession) {
    p.send("q").expect("q sent");
    p.flush().expect("q sent");
    let rest = p.exp_eof().expect("the board leaves");
    assert!(
        rest.ends_with(LEAVE),
        "the terminal is not restored: {rest:?}"
    );
    match p.process().wait() {
        Ok(WaitStatus::Exited(_, 0)) => {}
        other => panic!("board ended with {other:?}"),
    }
}

#[test]
fn follow_on_the_league_server_redraws_when_a_table_records() {
    let Some(server) = crate::pg_server::fresh_database() else {
        return;
    };
    let league = TestEnv::on(server.url());
    let id = one_table_on_the_league(&league);
    let mut p = board_following(&league);
    record(&league, id, &[("Ann", 3), ("Bob", 9), ("Cy", 1)]);
    p.exp_string("1 deal, Bob leads")
        .expect("the board redraws");
    leave_with_q(p);
}

#[test]
fn follow_on_a_league_server_stays_up_while_the_server_is_away_and_goes_on_once_back() {
    use crate::fault_proxy::{Fault, FaultProxy, Plan, Which};
    let Some(db) = crate::pg_server::fresh_database() else {
        return;
    };
    let league = TestEnv::on(db.url());
    let id = one_table_on_the_league(&league);
    let proxy = FaultProxy::start(
        &db.socket_dir,
        Plan {
            fault: Fault::AfterCommit,
            which: Which::Nth(usize::MAX),
            then_unreachable: false,
        },
    );
    let mut p = board_following(&TestEnv::on(crate::exactly_once::through(&db, &proxy)));
    proxy.go_away();
    p.exp_string("The league server does not answer")
        .expect("the board says the server is away");
    proxy.come_back();
    record(&league, id, &[("Ann", 3), ("Bob", 9), ("Cy", 1)]);
    p.exp_string("1 deal, Bob leads")
        .expect("the board goes on once the server is back");
    leave_with_q(p);
}
