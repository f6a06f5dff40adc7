//! Session 53, a club night of 14: the venue's board follows every change it shows (a redraw,
//! the roster, a table abandoned or reopened, a rename), on a file and on the league server;
//! evenings equal on paper print equal scores.

use std::time::{Duration, Instant};

use rexpect::process::WaitStatus;
use serde_json::{Value, json};
use tenscore::store::EventRanking;

use crate::common::TestEnv;
use crate::evening::{evening, join_series, play_and_finish};

const TIMEOUT_MS: u64 = 20_000;
const LEAVE: &str = "\x1b[?25h\x1b[?1049l";

/// What an 80x24 terminal shows after `printed`, without the empty rows under it.
fn screen(printed: &str) -> Vec<String> {
    let mut rows = crate::event_board::screen(printed);
    while rows.last().is_some_and(String::is_empty) {
        rows.pop();
    }
    rows
}

/// The board following `env`'s database on a pseudo-terminal, and what it printed so far.
struct Following {
    board: rexpect::session::PtySession,
    printed: String,
}

impl Following {
    fn start(env: &TestEnv) -> Following {
        let mut cmd = env.process();
        cmd.env("TERM", "xterm")
            .args(["event", "board", "--follow"]);
        let board = rexpect::session::spawn_command(cmd, Some(TIMEOUT_MS))
            .expect("tenscore starts on a pseudo-terminal");
        let mut following = Following {
            board,
            printed: String::new(),
        };
        following.shows(env, "the first frame");
        following
    }

    /// Waits until the screen is the board's one frame (80x24, as `event board` prints it into
    /// a pipe), as it stands now; `after` names the change, for the failure.
    fn shows(&mut self, env: &TestEnv, after: &str) {
        let frame: Vec<String> = (env.ok(&["event", "board"]).lines())
            .map(|line| line.trim_end().to_string())
            .collect();
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            while let Some(c) = self.board.try_read() {
                self.printed.push(c);
            }
            let seen = screen(&self.printed);
            if seen == frame {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "after {after}, the board still shows:\n{}\n\ninstead of:\n{}",
                seen.join("\n"),
                frame.join("\n")
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    fn leave(mut self) {
        self.board.send("q").expect("q sent");
        self.board.flush().expect("q sent");
        let rest = self.board.exp_eof().expect("the board leaves");
        assert!(rest.ends_with(LEAVE), "the terminal is not restored");
        match self.board.process().wait() {
            Ok(WaitStatus::Exited(_, 0)) => {}
            other => panic!("board ended with {other:?}"),
        }
    }
}

/// Every change the board shows, one after the other, each followed by the screen.
fn the_board_follows(env: &TestEnv) {
    env.ok(&[
        "event",
        "new",
        "Sat",
        "--game",
        "pig10",
        "--players",
        "Ann,Bob,Cy,Dee,Eve,Fay,Gus,Hal",
        "--table-size",
        "4",
    ]);
    env.ok(&["event", "seat"]);
    let first_draw = env.ok(&["event", "board"]);
    let mut board = Following::start(env);
    env.ok(&["event", "seat", "--redraw"]);
    // The same two tables, other players: where the draw is not the one shown first.
    assert_ne!(env.ok(&["event", "board"]), first_draw);
    board.shows(env, "a redraw of as many tables");
    env.ok(&["event", "add", "Zed"]);
    board.shows(env, "event add");
    assert!(board.printed.contains("Waiting this round: Zed"));
    env.ok(&["event", "remove", "Ann"]);
    board.shows(env, "event remove");
    env.ok(&["event", "seat", "--redraw"]);
    board.shows(env, "a redraw without Ann, with Zed");
    let tables = env.json(&["event", "seating"]);
    let table = tables["tables"][0]["match"].as_i64().expect("a match");
    let id = table.to_string();
    env.ok(&["finish", &id, "--abandon", "--yes"]);
    board.shows(env, "a table abandoned");
    env.ok(&["player", "rename", "Zed", "Zeb"]);
    board.shows(env, "a player renamed");
    board.leave();
}

#[test]
fn the_board_follows_a_redraw_the_roster_an_abandoned_table_and_a_rename() {
    the_board_follows(&TestEnv::new());
}

#[test]
fn on_the_league_server_the_board_follows_them_too() {
    let Some(server) = crate::pg_server::fresh_database() else {
        return;
    };
    the_board_follows(&TestEnv::on(server.url()));
}

/// (name, score, rank) of each player in `standing`'s `"players"`, as listed.
fn scores(standing: &Value) -> Vec<(String, Value, Value)> {
    (standing["players"].as_array().expect("players").iter())
        .map(|p| {
            let name = p["name"].as_str().expect("a name").to_string();
            (name, p["score"].clone(), p["rank"].clone())
        })
        .collect()
}

#[test]
fn evenings_equal_on_paper_print_equal_scores_in_the_evening_and_the_series() {
    let env = TestEnv::new();
    env.ok(&["series", "new", "S2", "--best", "1"]);
    // Tables of four, seated in the order they finish: Ann comes 2nd, 1st and 3rd (2/3 + 1 +
    // 1/3, added as floats 1.9999999999999998), Bob 1st, 1st and last (1 + 1 + 0 = 2).
    let night = evening(
        &env,
        "Float",
        ("pig10", json!({})),
        EventRanking::Share,
        &["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"],
        3,
        &[
            &[&["Bob", "Ann", "Cy", "Dee"], &["Eve", "Fay", "Gus", "Hal"]],
            &[&["Ann", "Cy", "Eve", "Gus"], &["Bob", "Dee", "Fay", "Hal"]],
            &[&["Cy", "Eve", "Ann", "Hal"], &["Dee", "Fay", "Gus", "Bob"]],
        ],
    );
    join_series(&env, night.event, "S2");
    let seats = [
        ["Bob", "Ann", "Cy", "Dee"],
        ["Eve", "Fay", "Gus", "Hal"],
        ["Ann", "Cy", "Eve", "Gus"],
        ["Bob", "Dee", "Fay", "Hal"],
        ["Cy", "Eve", "Ann", "Hal"],
        ["Dee", "Fay", "Gus", "Bob"],
    ];
    for (&id, table) in night.tables.iter().flatten().zip(&seats) {
        let finished: Vec<(&str, i64)> = table.iter().copied().zip([30, 20, 10, 5]).collect();
        play_and_finish(&env, id, &finished);
    }
    // Each the float nearest its exact sum: ties print equal, and 5/3 prints as 5/3 does.
    let standing = env.json(&["event", "standings", "Float"]);
    let evening: Vec<(String, Value)> = (scores(&standing).into_iter())
        .map(|(name, score, _)| (name, score))
        .collect();
    let exact = |name: &str, score: f64| (name.to_string(), json!(score));
    assert_eq!(
        evening,
        [
            exact("Bob", 2.0),
            exact("Ann", 2.0),
            exact("Cy", 2.0),
            exact("Eve", 2.0),
            exact("Dee", 5.0 / 3.0),
            exact("Fay", 5.0 / 3.0),
            exact("Gus", 2.0 / 3.0),
            exact("Hal", 0.0),
        ]
    );
    let two = json!(2.0);
    let series = env.json(&["series", "standings", "S2"]);
    let line = |name: &str| {
        (scores(&series).into_iter())
            .find(|(n, _, _)| n == name)
            .map(|(_, score, rank)| (score, rank))
            .expect("in the series")
    };
    for name in ["Ann", "Bob", "Cy", "Eve"] {
        assert_eq!(line(name), (two.clone(), json!(1)), "{name}: {series}");
    }
}

#[test]
fn a_write_lock_another_program_holds_is_one_line_blaming_no_one_with_what_to_do() {
    let env = TestEnv::new();
    let id = env.new_match(&["pig10", "--players", "Ann,Bob"]);
    // Another program (a database browser, say) holding the write lock past tenscore's wait.
    let other = rusqlite::Connection::open(env.db()).expect("the file opens");
    other
        .execute_batch("BEGIN IMMEDIATE")
        .expect("the lock is taken");
    let refused = env.fails(&["round", &id.to_string(), "Ann=1", "Bob=2"], 1);
    other.execute_batch("ROLLBACK").expect("the lock is let go");
    assert_eq!(
        refused,
        "the database is locked by another program (another tenscore, a backup or a database \
         browser), so nothing was written; try again once it is done"
    );
    assert_eq!(env.standings(id)["rounds"], json!(0));
}
