//! The floor of the benchmark (DESIGN section 6): a bare rusqlite program doing the SQL that
//! tenscore's `standings`, `round` and `show` of one match do, with nothing else around it (no
//! clap, no engine, no rendering), and printing the rows minimally.
//!
//! ```text
//! cargo run --release --example bare_floor -- DB standings [MATCH]
//! cargo run --release --example bare_floor -- DB show [MATCH]
//! cargo run --release --example bare_floor -- DB round [MATCH] --points 4,3,5,2
//! ```
//!
//! Without MATCH it takes the newest match in progress, as tenscore does. It opens the file as the
//! store does (read-only for reading; WAL, `synchronous=FULL`, foreign keys and the busy timeout)
//! and reads in one deferred transaction:
//!
//! - `standings`: the match (header, seats, and the open round of a game that bids) and the scores
//!   of its last live round, which hold the running totals.
//! - `show`: the same, and every live round of the match with all its scores.
//! - `round`: in one IMMEDIATE transaction, what `standings` reads, then the round (a new row, or
//!   the open round of 10 op en neer closed), a score for every seat (the running total moved on
//!   by the points given, the counters kept) and the match's round count. It does not score: the
//!   points are given. It leaves out what only tenscore does around a write (the mark of each
//!   write, emptying the log), which is tenscore's cost above the floor.
//!
//! Every statement is one constant below, named after the store query it copies
//! (`src/store/queries/*.rs`): when the schema changes, change them with it.
//!
//! The benchmark (`benches/commands.rs`) builds this program and times it whole-process, as it
//! times tenscore, on the same databases.

// Benchmark tooling: a panic is the failure report here.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::collections::HashMap;
use std::io::Write as _;
use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;

use rusqlite::{Connection, OpenFlags, OptionalExtension, TransactionBehavior, params};

/// matches.rs `latest_unfinished`.
const LATEST_UNFINISHED: &str =
    "SELECT id FROM matches WHERE status = 'in-progress' ORDER BY id DESC LIMIT 1";
/// matches.rs `load_match`: the header.
const MATCH_HEADER: &str =
    "SELECT uuid, game, options, status, ended_by, created_at, finished_at, rounds
             FROM matches WHERE id = ?1";
/// matches.rs `load_match`: the seats.
const MATCH_SEATS: &str =
    "SELECT s.player_id, p.uuid, p.name FROM seats s JOIN players p ON p.id = s.player_id
         WHERE s.match_id = ?1 ORDER BY s.seat";
/// rounds.rs `open_round` (read by `load_match` for a game that opens its rounds with bids).
const OPEN_ROUND: &str = "SELECT take, opening FROM rounds
             WHERE match_id = ?1 AND seq = ?2 AND withdrawn = 0 AND entry IS NULL";
/// rounds.rs `live_take`.
const LIVE_TAKE: &str =
    "SELECT take FROM rounds WHERE match_id = ?1 AND seq = ?2 AND withdrawn = 0";
/// history.rs `standing_with_scores`.
const ROUND_SCORES: &str = "SELECT player_id, points, total, out, notes, counters FROM round_scores
         WHERE match_id = ?1 AND seq = ?2 AND take = ?3";
/// history.rs `raw_rounds` (`show`; text output reads no explanation, ?3 false).
const MATCH_ROUNDS: &str =
    "SELECT seq, take, uuid, opening, entry, CASE WHEN ?3 THEN explanation END, withdrawn,
                replaces, reason, created_at,
                (SELECT o.uuid FROM rounds o
                 WHERE o.match_id = r.match_id AND o.seq = r.seq AND o.take = r.replaces),
                withdrawn_at
         FROM rounds r WHERE match_id = ?1 AND (?2 OR withdrawn = 0) ORDER BY seq, take";
/// history.rs `rounds_of` (`show`; text output reads no counters, ?2 false).
const MATCH_SCORES: &str =
    "SELECT seq, take, player_id, points, total, out, notes, CASE WHEN ?2 THEN counters END
         FROM round_scores WHERE match_id = ?1 ORDER BY seq, take";
/// rounds.rs `record_round`: closing the open round.
const CLOSE_ROUND: &str =
    "UPDATE rounds SET entry = ?4 WHERE match_id = ?1 AND seq = ?2 AND take = ?3";
/// rounds.rs `next_take`.
const NEXT_TAKE: &str =
    "SELECT coalesce(max(take), 0) + 1 FROM rounds WHERE match_id = ?1 AND seq = ?2";
/// rounds.rs `record_round`: a new round.
const INSERT_ROUND: &str = "INSERT INTO rounds (match_id, seq, take, uuid, entry, created_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)";
/// rounds.rs `insert_scores`.
const INSERT_SCORE: &str =
    "INSERT INTO round_scores (match_id, seq, take, player_id, points, total, out, notes, counters)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)";
/// rounds.rs `record_round`: the match's round count.
const SET_ROUNDS: &str = "UPDATE matches SET rounds = ?2 WHERE id = ?1";

/// The games whose rounds are opened (bids) before they are recorded: the store reads their open
/// round with the match (`Game::needs_opening`).
const OPENING_GAMES: [&str; 1] = ["updown"];
/// The store's `BUSY_TIMEOUT`.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

type Result<T> = std::result::Result<T, Box<dyn std::error::Error>>;

/// Runs one command: `DB standings|show|round [MATCH] [--points P,P,...]`.
fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: bare_floor DB standings|show [MATCH] | DB round [MATCH] --points P,P,...";
    let (Some(db), Some(command)) = (args.first(), args.get(1)) else {
        eprintln!("{usage}");
        return ExitCode::from(2);
    };
    let mut match_id = None;
    let mut points = Vec::new();
    let mut rest = args[2..].iter();
    while let Some(arg) = rest.next() {
        if arg == "--points" {
            let parsed = rest
                .next()
                .map(|list| list.split(',').map(str::parse::<i64>).collect());
            let Some(Ok(parsed)) = parsed else {
                eprintln!("--points takes whole numbers, one a seat\n{usage}");
                return ExitCode::from(2);
            };
            points = parsed;
        } else if let Ok(id) = arg.parse::<i64>() {
            match_id = Some(id);
        } else {
            eprintln!("unknown argument '{arg}'\n{usage}");
            return ExitCode::from(2);
        }
    }
    let db = Path::new(db);
    let done = match command.as_str() {
        "standings" => standings(db, match_id),
        "show" => show(db, match_id),
        "round" => round(db, match_id, &points),
        _ => {
            eprintln!("{usage}");
            return ExitCode::from(2);
        }
    };
    match done {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

/// Opens the file as the store opens it (`src/store/sqlite/open.rs`).
fn open(db: &Path, write: bool) -> Result<Connection> {
    let flags = if write {
        OpenFlags::SQLITE_OPEN_READ_WRITE
    } else {
        OpenFlags::SQLITE_OPEN_READ_ONLY
    };
    let conn = Connection::open_with_flags(db, flags | OpenFlags::SQLITE_OPEN_NO_MUTEX)?;
    conn.busy_timeout(BUSY_TIMEOUT)?;
    if write {
        // Already so (a property of the file); the store asks too before it writes.
        conn.pragma_update(None, "journal_mode", "WAL")?;
    }
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    Ok(conn)
}

/// A match as `load_match` reads it, with what the floor prints or writes.
struct Match {
    id: i64,
    game: String,
    status: String,
    rounds: u32,
    /// By seat: player id and name.
    seats: Vec<(i64, String)>,
    /// The open round (10 op en neer with its bids in): its take.
    open_round: Option<u32>,
}

impl Match {
    fn seat_of(&self, player_id: i64) -> Result<usize> {
        self.seats
            .iter()
            .position(|(id, _)| *id == player_id)
            .ok_or_else(|| format!("player {player_id} is not seated in match {}", self.id).into())
    }
}

/// The match named, or the newest in progress.
fn load_match(conn: &Connection, id: Option<i64>) -> Result<Match> {
    let id = match id {
        Some(id) => id,
        None => conn
            .query_row(LATEST_UNFINISHED, [], |r| r.get(0))
            .optional()?
            .ok_or("there is no unfinished match")?,
    };
    // Every column, as the store reads them.
    let (_uuid, game, _options, status, _ended_by, _created, _finished, rounds) = conn
        .query_row(MATCH_HEADER, [id], |r| {
            Ok((
                r.get::<_, Vec<u8>>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, String>(3)?,
                r.get::<_, Option<String>>(4)?,
                r.get::<_, String>(5)?,
                r.get::<_, Option<String>>(6)?,
                r.get::<_, u32>(7)?,
            ))
        })
        .optional()?
        .ok_or_else(|| format!("there is no match {id}"))?;
    let seats = conn
        .prepare_cached(MATCH_SEATS)?
        .query_map([id], |r| {
            let _uuid: Vec<u8> = r.get(1)?;
            Ok((r.get::<_, i64>(0)?, r.get::<_, String>(2)?))
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    let open_round = if OPENING_GAMES.contains(&game.as_str()) {
        conn.prepare_cached(OPEN_ROUND)?
            .query_row(params![id, rounds + 1], |r| {
                let _opening: Option<Vec<u8>> = r.get(1)?;
                r.get::<_, u32>(0)
            })
            .optional()?
    } else {
        None
    };
    Ok(Match {
        id,
        game,
        status,
        rounds,
        seats,
        open_round,
    })
}

/// One seat after the last live round, as `standing_with_scores` reads it.
#[derive(Clone, Default)]
struct SeatNow {
    total: i64,
    out: bool,
    counters: Option<Vec<u8>>,
}

/// Every seat after the last live round (zero at the start of the match).
fn standing(conn: &Connection, game: &Match) -> Result<Vec<SeatNow>> {
    let mut seats = vec![SeatNow::default(); game.seats.len()];
    if game.rounds == 0 {
        return Ok(seats);
    }
    let take: u32 = conn
        .prepare_cached(LIVE_TAKE)?
        .query_row(params![game.id, game.rounds], |r| r.get(0))?;
    let rows = conn
        .prepare_cached(ROUND_SCORES)?
        .query_map(params![game.id, game.rounds, take], |r| {
            let _points: i64 = r.get(1)?;
            let _notes: Option<Vec<u8>> = r.get(4)?;
            Ok((
                r.get::<_, i64>(0)?,
                SeatNow {
                    total: r.get(2)?,
                    out: r.get(3)?,
                    counters: r.get(5)?,
                },
            ))
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    for (player_id, now) in rows {
        seats[game.seat_of(player_id)?] = now;
    }
    Ok(seats)
}

fn print_standing(out: &mut impl std::io::Write, game: &Match, seats: &[SeatNow]) -> Result<()> {
    writeln!(
        out,
        "match {} {} {} after {} rounds",
        game.id, game.game, game.status, game.rounds
    )?;
    for ((_, name), seat) in game.seats.iter().zip(seats) {
        writeln!(out, "{name}\t{}\t{}", seat.total, seat.out)?;
    }
    Ok(())
}

fn standings(db: &Path, match_id: Option<i64>) -> Result<()> {
    let mut conn = open(db, false)?;
    let tx = conn.transaction_with_behavior(TransactionBehavior::Deferred)?;
    let game = load_match(&tx, match_id)?;
    let seats = standing(&tx, &game)?;
    drop(tx);
    let mut out = std::io::stdout().lock();
    print_standing(&mut out, &game, &seats)
}

fn show(db: &Path, match_id: Option<i64>) -> Result<()> {
    let mut conn = open(db, false)?;
    let tx = conn.transaction_with_behavior(TransactionBehavior::Deferred)?;
    let game = load_match(&tx, match_id)?;
    // Every column, as `raw_rounds` reads them; the live rounds only, as `show` without --all.
    let rounds = tx
        .prepare_cached(MATCH_ROUNDS)?
        .query_map(params![game.id, false, false], |r| {
            let _uuid: Vec<u8> = r.get(2)?;
            let _explanation: Option<String> = r.get(5)?;
            let _withdrawn: bool = r.get(6)?;
            let _replaces: Option<u32> = r.get(7)?;
            let _reason: Option<String> = r.get(8)?;
            let _created: String = r.get(9)?;
            let _replaced: Option<Vec<u8>> = r.get(10)?;
            let _withdrawn_at: Option<String> = r.get(11)?;
            Ok((
                (r.get::<_, u32>(0)?, r.get::<_, u32>(1)?),
                r.get::<_, Option<Vec<u8>>>(3)?,
                r.get::<_, Option<Vec<u8>>>(4)?,
            ))
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    // Points and running total by round, in seat order.
    let mut scores: HashMap<(u32, u32), Vec<(i64, i64)>> = HashMap::new();
    let rows = tx
        .prepare_cached(MATCH_SCORES)?
        .query_map(params![game.id, false], |r| {
            let _out: bool = r.get(5)?;
            let _notes: Option<Vec<u8>> = r.get(6)?;
            let _counters: Option<Vec<u8>> = r.get(7)?;
            Ok((
                (r.get::<_, u32>(0)?, r.get::<_, u32>(1)?),
                r.get::<_, i64>(2)?,
                r.get::<_, i64>(3)?,
                r.get::<_, i64>(4)?,
            ))
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    for (round, player_id, points, total) in rows {
        let seat = game.seat_of(player_id)?;
        scores
            .entry(round)
            .or_insert_with(|| vec![(0, 0); game.seats.len()])[seat] = (points, total);
    }
    let seats = standing(&tx, &game)?;
    drop(tx);
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for (round, opening, entry) in rounds {
        write!(
            out,
            "{}\t{}\t{}",
            round.0,
            opening.map_or(0, |o| o.len()),
            entry.map_or(0, |e| e.len())
        )?;
        for (points, total) in scores.remove(&round).unwrap_or_default() {
            write!(out, "\t{points}/{total}")?;
        }
        writeln!(out)?;
    }
    print_standing(&mut out, &game, &seats)?;
    out.flush()?;
    Ok(())
}

fn round(db: &Path, match_id: Option<i64>, points: &[i64]) -> Result<()> {
    let mut conn = open(db, true)?;
    let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
    let game = load_match(&tx, match_id)?;
    if points.len() != game.seats.len() {
        return Err(format!("match {} seats {} players", game.id, game.seats.len()).into());
    }
    let before = standing(&tx, &game)?;
    let seq = game.rounds + 1;
    // The entry packed as tenscore packs `{"points": [...]}` (src/packed.rs).
    let mut entry = Vec::new();
    rmp::encode::write_map_len(&mut entry, 1)?;
    rmp::encode::write_str(&mut entry, "points")?;
    rmp::encode::write_array_len(&mut entry, points.len() as u32)?;
    for &p in points {
        rmp::encode::write_sint(&mut entry, p)?;
    }
    let take = match game.open_round {
        Some(take) => {
            tx.execute(CLOSE_ROUND, params![game.id, seq, take, entry])?;
            take
        }
        None => {
            let take: u32 = tx
                .prepare_cached(NEXT_TAKE)?
                .query_row(params![game.id, seq], |r| r.get(0))?;
            let uuid = uuid::Uuid::now_v7();
            let now = chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true);
            tx.execute(
                INSERT_ROUND,
                params![game.id, seq, take, uuid.as_bytes(), entry, now],
            )?;
            take
        }
    };
    let mut insert = tx.prepare_cached(INSERT_SCORE)?;
    let mut after = Vec::with_capacity(points.len());
    for (((player_id, _), seat), &points) in game.seats.iter().zip(&before).zip(points) {
        let total = seat.total + points;
        insert.execute(params![
            game.id,
            seq,
            take,
            player_id,
            points,
            total,
            seat.out,
            None::<Vec<u8>>,
            seat.counters
        ])?;
        after.push(SeatNow {
            total,
            ..seat.clone()
        });
    }
    drop(insert);
    tx.execute(SET_ROUNDS, params![game.id, seq])?;
    tx.commit()?;
    let mut out = std::io::stdout().lock();
    writeln!(out, "recorded round {seq}")?;
    print_standing(
        &mut out,
        &Match {
            rounds: seq,
            ..game
        },
        &after,
    )
}
