//! A proxy that puts a network between tenscore and the tests' PostgreSQL server: it adds a fixed
//! delay each way and counts round trips. It listens on a Unix socket of its own (a folder with
//! `.s.PGSQL.5432` in it, as the server's) and relays every connection to the server's socket.
//!
//! A round trip is a turn of the conversation: the client sends, then waits for the server's
//! answer. The proxy reads what the client sends message by message (PostgreSQL's protocol: the
//! untyped startup message, then a type byte and a length) and counts a turn for each message
//! that comes after the server last spoke (or is the first), except the Terminate ('X') a client
//! says goodbye with, whose answer nobody waits for. Each turn is delayed by half the round trip
//! on the way to the server and half on the way back. So `psql -c 'SELECT 1'` with a SCRAM
//! login counts 4: the startup, the two SCRAM messages and the query.
//!
//! Standard library only, one thread per direction of each connection; it imports nothing of
//! the crate (the league benchmark uses it too).

#![allow(dead_code)]

use std::io::{Read, Write};
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::time::Duration;

/// The name of a server's socket on port 5432 in its folder.
const SOCKET: &str = ".s.PGSQL.5432";

/// A running proxy; its folder goes when it is dropped (its threads end with their connections).
pub struct LatencyProxy {
    dir: PathBuf,
    shared: Arc<Shared>,
}

struct Shared {
    upstream: PathBuf,
    /// The round trip, in microseconds (half of it each way).
    round_trip_us: AtomicU64,
    round_trips: AtomicUsize,
    connections: AtomicUsize,
}

static PROXIES: AtomicUsize = AtomicUsize::new(0);

/// A new folder of its own (named after `kind`) with a server's socket in it, listening: what a
/// proxy's URL points at. Shared by the test proxies.
pub fn listen_as_a_server(kind: &str) -> (PathBuf, PathBuf, UnixListener) {
    // A short path: a socket's path may not be longer than about 100 bytes.
    let dir = std::env::temp_dir().join(format!(
        "tenscore-{kind}-{}-{}",
        std::process::id(),
        PROXIES.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir(&dir).unwrap_or_else(|e| panic!("cannot create {}: {e}", dir.display()));
    let listening = dir.join(SOCKET);
    let listener = UnixListener::bind(&listening)
        .unwrap_or_else(|e| panic!("cannot listen on {}: {e}", listening.display()));
    (dir, listening, listener)
}

impl LatencyProxy {
    /// A proxy to the server whose socket is in `server_dir`, adding `round_trip` to each turn.
    pub fn start(server_dir: &Path, round_trip: Duration) -> LatencyProxy {
        let (dir, _, listener) = listen_as_a_server("rtt");
        let shared = Arc::new(Shared {
            upstream: server_dir.join(SOCKET),
            round_trip_us: AtomicU64::new(micros(round_trip)),
            round_trips: AtomicUsize::new(0),
            connections: AtomicUsize::new(0),
        });
        let accepting = Arc::clone(&shared);
        std::thread::spawn(move || {
            for client in listener.incoming() {
                let Ok(client) = client else { return };
                let shared = Arc::clone(&accepting);
                std::thread::spawn(move || relay(client, &shared));
            }
        });
        LatencyProxy { dir, shared }
    }

    /// The folder of the proxy's socket: the host of a URL through it.
    pub fn socket_dir(&self) -> &Path {
        &self.dir
    }

    /// Changes the round trip added from now on.
    pub fn set_round_trip(&self, round_trip: Duration) {
        self.shared
            .round_trip_us
            .store(micros(round_trip), Ordering::SeqCst);
    }

    /// The round trips counted since the last [`LatencyProxy::reset`], over every connection.
    pub fn round_trips(&self) -> usize {
        self.shared.round_trips.load(Ordering::SeqCst)
    }

    /// The connections made since the last reset.
    pub fn connections(&self) -> usize {
        self.shared.connections.load(Ordering::SeqCst)
    }

    /// Counts from zero again.
    pub fn reset(&self) {
        self.shared.round_trips.store(0, Ordering::SeqCst);
        self.shared.connections.store(0, Ordering::SeqCst);
    }
}

impl Drop for LatencyProxy {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn micros(d: Duration) -> u64 {
    u64::try_from(d.as_micros()).unwrap_or(u64::MAX)
}

fn half_round_trip(shared: &Shared) -> Duration {
    Duration::from_micros(shared.round_trip_us.load(Ordering::SeqCst) / 2)
}

/// One connection: the server's replies relayed as they come (the first bytes of each answer
/// after half the round trip), the client's messages one at a time.
fn relay(client: UnixStream, shared: &Arc<Shared>) {
    let Ok(server) = UnixStream::connect(&shared.upstream) else {
        return;
    };
    shared.connections.fetch_add(1, Ordering::SeqCst);
    // Whether the server spoke since the client's last turn (true: the first message is a turn).
    let answered = Arc::new(AtomicBool::new(true));
    let (Ok(mut from_server), Ok(mut to_client)) = (server.try_clone(), client.try_clone()) else {
        return;
    };
    let server_spoke = Arc::clone(&answered);
    let replies = Arc::clone(shared);
    std::thread::spawn(move || {
        let mut buffer = [0u8; 16 * 1024];
        while let Ok(n) = from_server.read(&mut buffer) {
            if n == 0 {
                break;
            }
            if !server_spoke.load(Ordering::SeqCst) {
                std::thread::sleep(half_round_trip(&replies));
            }
            // Said before the answer is passed on: the client cannot answer it sooner.
            server_spoke.store(true, Ordering::SeqCst);
            if to_client.write_all(&buffer[..n]).is_err() {
                break;
            }
        }
        let _ = to_client.shutdown(std::net::Shutdown::Both);
    });
    let _ = requests(&client, &server, &answered, shared);
    let _ = client.shutdown(std::net::Shutdown::Both);
    let _ = server.shutdown(std::net::Shutdown::Both);
}

/// Relays the client's messages to the server, counting and delaying each turn.
fn requests(
    mut client: &UnixStream,
    mut server: &UnixStream,
    answered: &AtomicBool,
    shared: &Shared,
) -> std::io::Result<()> {
    let startup = untyped(&mut client)?;
    turn(answered, shared);
    server.write_all(&startup)?;
    loop {
        let message = typed(&mut client)?;
        if message.first() != Some(&b'X') && answered.load(Ordering::SeqCst) {
            turn(answered, shared);
        }
        server.write_all(&message)?;
    }
}

/// A new turn: counted, and delayed by half the round trip on its way to the server.
fn turn(answered: &AtomicBool, shared: &Shared) {
    answered.store(false, Ordering::SeqCst);
    shared.round_trips.fetch_add(1, Ordering::SeqCst);
    let half = half_round_trip(shared);
    if !half.is_zero() {
        std::thread::sleep(half);
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
