//! Session 53, a club night of 14: the venue's board follows every change it shows (a redraw,
//! the roster, a table abandoned or reopened, a rename), on a file and on the league server.

use std::num::NonZeroU16;
use std::time::{Duration, Instant};

use rexpect::process::WaitStatus;

use crate::common::TestEnv;

const TIMEOUT_MS: u64 = 20_000;
const LEAVE: &str = "\x1b[?25h\x1b[?1049l";

/// What an 80x24 terminal shows after `printed` (rexpect reads a char per byte).
fn screen(printed: &str) -> Vec<String> {
    let bytes: Vec<u8> = printed.chars().map(|c| c as u8).collect();
    let rows = NonZeroU16::new(24).expect("rows");
    let columns = NonZeroU16::new(80).expect("columns");
    let mut parser = vt100::Parser::new(rows, columns, 0);
    parser.process(&bytes);
    let mut rows: Vec<String> = (parser.screen().rows(0, 80))
        .map(|row| row.trim_end().to_string())
        .collect();
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
