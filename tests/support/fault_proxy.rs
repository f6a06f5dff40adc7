//! A proxy that breaks the line to the tests' PostgreSQL server at the worst moment: right as a
//! transaction's COMMIT goes by. It listens on a Unix socket of its own (a folder with
//! `.s.PGSQL.5432` in it, as the server's), relays every connection to the server's socket, and
//! reads what the client sends message by message (PostgreSQL's protocol: the untyped startup
//! messages, then a type byte and a length). tenscore sends COMMIT as a simple Query ('Q'), the
//! last statement of it; when one is due to be cut, the proxy either forwards it and then drops
//! both sides before the reply can reach the client (the server commits, the client never hears
//! so), or drops both sides without forwarding it (the server rolls the transaction back). It can then stay away: its
//! socket removed, so that every new connection is refused, as a server that went down.
//!
//! Standard library only, one thread per direction of each connection; it imports nothing of the
//! crate.

#![allow(dead_code)]

use std::io::{Read, Write};
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// Where the line breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    /// The COMMIT reaches the server; its answer never reaches the client.
    AfterCommit,
    /// The COMMIT never reaches the server.
    BeforeCommit,
}

/// Which COMMITs are cut, counted over every connection through the proxy (from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Which {
    Every,
    /// The first, the third, the fifth...: a write cut once and run again gets through.
    EveryOther,
    /// Only the nth.
    Nth(usize),
}

impl Which {
    fn cuts(self, n: usize) -> bool {
        match self {
            Which::Every => true,
            Which::EveryOther => n % 2 == 1,
            Which::Nth(nth) => n == nth,
        }
    }
}

/// What the proxy does.
#[derive(Clone, Copy, Debug)]
pub struct Plan {
    pub fault: Fault,
    pub which: Which,
    /// After the first cut, the proxy refuses every new connection (the server is gone).
    pub then_unreachable: bool,
}

/// The name of a server's socket on port 5432 in its folder.
const SOCKET: &str = ".s.PGSQL.5432";

/// A running proxy; its folder goes when it is dropped (its threads end with their connections).
pub struct FaultProxy {
    dir: PathBuf,
    shared: Arc<Shared>,
}

struct Shared {
    upstream: PathBuf,
    listening: PathBuf,
    plan: Plan,
    commits: AtomicUsize,
    cuts: AtomicUsize,
    /// The client side of every connection relayed, for [`FaultProxy::go_away`].
    clients: Mutex<Vec<UnixStream>>,
}

impl FaultProxy {
    /// A proxy to the server whose socket is in `server_dir`, cutting as `plan` says.
    pub fn start(server_dir: &Path, plan: Plan) -> FaultProxy {
        let (dir, listening, listener) = crate::latency_proxy::listen_as_a_server("proxy");
        let shared = Arc::new(Shared {
            upstream: server_dir.join(SOCKET),
            listening,
            plan,
            commits: AtomicUsize::new(0),
            cuts: AtomicUsize::new(0),
            clients: Mutex::new(Vec::new()),
        });
        accept(listener, &shared);
        FaultProxy { dir, shared }
    }

    /// Back after it stayed away (`then_unreachable`): new connections are relayed again, and
    /// cut as the plan says.
    pub fn come_back(&self) {
        let listening = &self.shared.listening;
        let listener = UnixListener::bind(listening)
            .unwrap_or_else(|e| panic!("cannot listen on {}: {e}", listening.display()));
        accept(listener, &self.shared);
    }

    /// Gone at once, between two statements, as a server stopped or a line dropped: every
    /// connection is closed and new ones are refused until [`FaultProxy::come_back`].
    pub fn go_away(&self) {
        let _ = std::fs::remove_file(&self.shared.listening);
        for client in self.shared.clients.lock().unwrap().drain(..) {
            let _ = client.shutdown(std::net::Shutdown::Both);
        }
    }

    /// The folder of the proxy's socket: the host of a URL through it.
    pub fn socket_dir(&self) -> &Path {
        &self.dir
    }

    /// How many COMMITs it has cut.
    pub fn cuts(&self) -> usize {
        self.shared.cuts.load(Ordering::SeqCst)
    }

    /// How many COMMITs went through it (cut or not).
    pub fn commits(&self) -> usize {
        self.shared.commits.load(Ordering::SeqCst)
    }
}

impl Drop for FaultProxy {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Relays every connection `listener` takes, each in a thread of its own.
fn accept(listener: UnixListener, shared: &Arc<Shared>) {
    let shared = Arc::clone(shared);
    std::thread::spawn(move || {
        for client in listener.incoming() {
            let Ok(client) = client else { return };
            let shared = Arc::clone(&shared);
            std::thread::spawn(move || relay(client, &shared));
        }
    });
}

/// One connection: the server's replies relayed as they come (until a cut), the client's
/// messages one at a time.
fn relay(client: UnixStream, shared: &Shared) {
    let Ok(server) = UnixStream::connect(&shared.upstream) else {
        return;
    };
    if let Ok(kept) = client.try_clone() {
        shared.clients.lock().unwrap().push(kept);
    }
    let cut = Arc::new(AtomicBool::new(false));
    let (Ok(mut from_server), Ok(mut to_client)) = (server.try_clone(), client.try_clone()) else {
        return;
    };
    let replies_cut = Arc::clone(&cut);
    std::thread::spawn(move || {
        let mut buffer = [0u8; 16 * 1024];
        loop {
            match from_server.read(&mut buffer) {
                // Whatever came after the cut is the COMMIT's answer: never relayed.
                Ok(n) if n > 0 && !replies_cut.load(Ordering::SeqCst) => {
                    if to_client.write_all(&buffer[..n]).is_err() {
                        break;
                    }
                }
                _ => break,
            }
        }
        let _ = to_client.shutdown(std::net::Shutdown::Both);
    });
    let _ = requests(&client, &server, &cut, shared);
    let _ = client.shutdown(std::net::Shutdown::Both);
    let _ = server.shutdown(std::net::Shutdown::Both);
}

/// Relays the client's messages to the server until either side ends or a COMMIT is cut.
fn requests(
    mut client: &UnixStream,
    mut server: &UnixStream,
    cut: &AtomicBool,
    shared: &Shared,
) -> std::io::Result<()> {
    // The startup messages have no type byte: a request for TLS or GSS encryption (answered
    // with one byte) is followed by another one.
    loop {
        let message = untyped(&mut client)?;
        server.write_all(&message)?;
        if !matches!(code(&message), 80_877_103 | 80_877_104) {
            break;
        }
    }
    loop {
        let message = typed(&mut client)?;
        if !is_commit(&message) {
            server.write_all(&message)?;
            continue;
        }
        let n = shared.commits.fetch_add(1, Ordering::SeqCst) + 1;
        if !shared.plan.which.cuts(n) {
            server.write_all(&message)?;
            continue;
        }
        cut.store(true, Ordering::SeqCst);
        if shared.plan.then_unreachable {
            // Gone before the client can look again.
            let _ = std::fs::remove_file(&shared.listening);
        }
        if shared.plan.fault == Fault::AfterCommit {
            server.write_all(&message)?;
            server.flush()?;
        }
        shared.cuts.fetch_add(1, Ordering::SeqCst);
        return Ok(());
    }
}

/// A startup message: its length (itself included), then the rest.
fn untyped(from: &mut impl Read) -> std::io::Result<Vec<u8>> {
    let mut length = [0u8; 4];
    from.read_exact(&mut length)?;
    let mut message = length.to_vec();
    read_rest(from, &mut message, u32::from_be_bytes(length))?;
    Ok(message)
}

/// A message: its type, its length (itself included), then the rest.
fn typed(from: &mut impl Read) -> std::io::Result<Vec<u8>> {
    let mut head = [0u8; 5];
    from.read_exact(&mut head)?;
    let mut message = head.to_vec();
    let length = u32::from_be_bytes([head[1], head[2], head[3], head[4]]);
    read_rest(from, &mut message, length)?;
    Ok(message)
}

fn read_rest(from: &mut impl Read, message: &mut Vec<u8>, length: u32) -> std::io::Result<()> {
    let rest = usize::try_from(length.saturating_sub(4)).unwrap_or(0);
    let start = message.len();
    message.resize(start + rest, 0);
    from.read_exact(&mut message[start..])
}

/// The request code of a startup message (its second four bytes).
fn code(message: &[u8]) -> u32 {
    match message.get(4..8) {
        Some(&[a, b, c, d]) => u32::from_be_bytes([a, b, c, d]),
        _ => 0,
    }
}

/// A simple Query whose (last) statement is COMMIT: tenscore sends the writes that waited for
/// it in the same query.
fn is_commit(message: &[u8]) -> bool {
    if message.first() != Some(&b'Q') {
        return false;
    }
    let text = String::from_utf8_lossy(message.get(5..).unwrap_or_default());
    let text = text
        .trim_end_matches('\0')
        .trim()
        .trim_end_matches(';')
        .trim();
    let last = text.rsplit(';').next().unwrap_or_default().trim();
    last.eq_ignore_ascii_case("COMMIT")
}
