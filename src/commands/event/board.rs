//! `tenscore event board`: the venue's screen. One frame at the terminal's size (80x24 into a
//! pipe), or with --follow the whole screen, redrawn when anything it shows changes (a table
//! records or ends, a round is drawn again, the roster: see `ops::event::board_changed`) or the
//! terminal is resized, until q, Ctrl-C or SIGTERM, which leave the terminal as it was.

use std::io::{IsTerminal, Read, Write};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::Duration;

use clap::Args;
use nix::sys::signal::{SigSet, Signal};

use super::evening_view::event_view;
use crate::commands::Context;
use crate::error::CliError;
use crate::ops;
use crate::render::event::{board_frame, report_json};
use crate::store::{Access, Store};

/// The frame into a pipe or a file: what fits any terminal.
const PIPE_SIZE: (usize, usize) = (80, 24);
/// How often the board asks whether the event changed: a file costs a read of a few pages, a
/// server a round trip.
const FILE_POLL: Duration = Duration::from_millis(500);
const SERVER_POLL: Duration = Duration::from_secs(1);

/// Leave the alternate screen, show the cursor; enter it and hide the cursor.
const LEAVE: &str = "\x1b[?25h\x1b[?1049l";
const ENTER: &str = "\x1b[?1049h\x1b[?25l";

#[derive(Debug, Args)]
// One line a paragraph: clap fills them to the help's width.
#[command(after_help = "\
The screen: each table of the current round with how far its match is and who leads, or that it is done (a table of an earlier round still playing comes first), then the evening's ranking, fitted to the terminal (80x24 into a pipe or a file).
--follow takes the whole terminal and redraws by itself whenever something it shows changes: a table records, undoes or edits a round, a table ends or is reopened, a round is drawn (again), a player is added, removed or renamed, or the window is resized. q, Ctrl-C or SIGTERM leave it, with the terminal as it was. It needs a terminal: into a pipe it is refused (exit 2).
--json prints the board once as data: the JSON of `event report --format json` (with --follow it is refused, exit 2).
Example: tenscore event board Friday --follow")]
pub struct BoardArgs {
    /// The event: its number or name (left out: the most recent unfinished one)
    #[arg(value_name = "EVENT")]
    pub event: Option<String>,
    /// Take the whole terminal and redraw whenever something shown changes, until q or Ctrl-C
    /// (needs a terminal)
    #[arg(long)]
    pub follow: bool,
}

pub(super) fn run(ctx: &Context, args: BoardArgs) -> Result<(), CliError> {
    if args.follow && ctx.json {
        return Err(CliError::usage(
            crate::t!("event-results-board-json-follow"),
            crate::t!("event-results-board-json-follow-hint"),
        ));
    }
    if !args.follow {
        let store = ctx.open_store(Access::Read)?;
        let view = event_view(&ops::event::evening(&store, args.event.as_deref())?);
        // The board as data: the tables of every round with their progress, and the ranking,
        // as `event report --format json` writes them.
        if ctx.json {
            return ctx.print(report_json(&view).trim_end_matches('\n'));
        }
        let (width, height) = match std::io::stdout().is_terminal() {
            true => screen_size(),
            false => PIPE_SIZE,
        };
        return ctx.print(board_frame(&view, width, height).trim_end_matches('\n'));
    }
    if !std::io::stdout().is_terminal() || !std::io::stdin().is_terminal() {
        return Err(CliError::usage(
            crate::t!("event-results-board-no-terminal"),
            crate::t!("event-results-board-no-terminal-hint"),
        ));
    }
    // Blocked before anything starts a thread (a server's client does), so that only the
    // thread waiting for them receives them: the screen is always restored.
    let signals = leaving_signals();
    signals
        .thread_block()
        .map_err(|e| CliError::runtime(e.to_string(), None))?;
    let store = ctx.open_store(Access::Read)?;
    let first = ops::event::board(&store, args.event.as_deref())?;
    let poll = match ctx.on_server() {
        true => SERVER_POLL,
        false => FILE_POLL,
    };
    let (send, wakes) = mpsc::channel();
    watch_signals(signals, send.clone());
    watch_keys(send);
    let screen = Screen::enter()?;
    let followed = follow(&store, first, &wakes, poll);
    drop(screen);
    followed
}

/// What wakes the board before its next look at the tables.
enum Wake {
    Key(u8),
    Leave,
    Resized,
}

fn leaving_signals() -> SigSet {
    let mut set = SigSet::empty();
    for signal in [
        Signal::SIGINT,
        Signal::SIGTERM,
        Signal::SIGHUP,
        Signal::SIGWINCH,
    ] {
        set.add(signal);
    }
    set
}

/// Waits for the blocked signals on a thread of its own: a resize redraws, the others leave.
fn watch_signals(set: SigSet, send: Sender<Wake>) {
    std::thread::spawn(move || {
        while let Ok(signal) = set.wait() {
            let wake = match signal {
                Signal::SIGWINCH => Wake::Resized,
                _ => Wake::Leave,
            };
            if send.send(wake).is_err() {
                return;
            }
        }
    });
}

/// Reads the keys pressed, one byte at a time, on a thread of its own.
fn watch_keys(send: Sender<Wake>) {
    std::thread::spawn(move || {
        let mut stdin = std::io::stdin();
        let mut byte = [0u8; 1];
        while let Ok(1) = stdin.read(&mut byte) {
            if send.send(Wake::Key(byte[0])).is_err() {
                return;
            }
        }
        // Standard input closed: nobody can press q any more.
        let _ = send.send(Wake::Leave);
    });
}

/// Draws and redraws until a key or a signal says to leave.
fn follow(
    store: &Store,
    first: ops::event::Board,
    wakes: &Receiver<Wake>,
    poll: Duration,
) -> Result<(), CliError> {
    let event = first.evening.info.id;
    let mut board = first;
    let mut size = screen_size();
    // The league server out of reach: the board stays, saying so, and looks again each poll.
    let mut away = false;
    draw(&board, size, away)?;
    loop {
        let redraw = match wakes.recv_timeout(poll) {
            Ok(Wake::Key(b'q' | b'Q' | 0x03)) | Ok(Wake::Leave) => return Ok(()),
            Ok(Wake::Key(_)) => false,
            Ok(Wake::Resized) => true,
            Err(RecvTimeoutError::Timeout) => false,
            Err(RecvTimeoutError::Disconnected) => return Ok(()),
        };
        let now = screen_size();
        let mut changed = redraw || now != size;
        size = now;
        match newer_board(store, event, &board) {
            Ok(newer) => {
                changed |= away || newer.is_some();
                away = false;
                board = newer.unwrap_or(board);
            }
            Err(e) if e.is_line_down() => {
                changed |= !away;
                away = true;
            }
            Err(e) => return Err(e.into()),
        }
        if changed {
            draw(&board, size, away)?;
        }
    }
}

/// The board again when the event changed since `board` was read; `None` when it did not.
fn newer_board(
    store: &Store,
    event: i64,
    board: &ops::event::Board,
) -> Result<Option<ops::event::Board>, ops::OpError> {
    if !ops::event::board_changed(store, event, &board.mark)? {
        return Ok(None);
    }
    ops::event::board(store, Some(&event.to_string())).map(Some)
}

/// One frame over the whole screen: each line cleared to its end, the rest of the screen below;
/// `away`: its last line says the league server does not answer.
fn draw(
    board: &ops::event::Board,
    (width, height): (usize, usize),
    away: bool,
) -> Result<(), CliError> {
    let mut frame = board_frame(
        &event_view(&board.evening),
        width,
        height.saturating_sub(usize::from(away)).max(1),
    );
    if away {
        frame = format!(
            "{}\n{}",
            frame.trim_end_matches('\n'),
            crate::t!("event-results-board-away")
        );
    }
    let mut text = String::from("\x1b[H");
    for (n, line) in frame.lines().enumerate() {
        if n > 0 {
            text.push_str("\r\n");
        }
        text.push_str(line);
        text.push_str("\x1b[K");
    }
    text.push_str("\x1b[J");
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(|e| CliError::output(&e))
}

/// The terminal's columns and rows (80x24 when it does not say).
fn screen_size() -> (usize, usize) {
    match terminal_size::terminal_size() {
        Some((w, h)) if w.0 > 0 && h.0 > 0 => (usize::from(w.0), usize::from(h.0)),
        _ => PIPE_SIZE,
    }
}

/// The alternate screen with the cursor hidden and keys read as pressed (no echo, no Enter);
/// dropped, the terminal as it was.
struct Screen {
    /// Dropped after the screen is left, putting the terminal's settings back.
    _keys: crate::session::KeysAsPressed,
}

impl Screen {
    fn enter() -> Result<Screen, CliError> {
        let keys = crate::session::KeysAsPressed::keep();
        let mut out = std::io::stdout().lock();
        out.write_all(ENTER.as_bytes())
            .and_then(|()| out.flush())
            .map_err(|e| CliError::output(&e))?;
        Ok(Screen { _keys: keys })
    }
}

impl Drop for Screen {
    fn drop(&mut self) {
        let mut out = std::io::stdout().lock();
        // Nothing more can be done about a terminal that is gone.
        let _ = out.write_all(LEAVE.as_bytes()).and_then(|()| out.flush());
    }
}
