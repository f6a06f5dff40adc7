//! Pooling tables (issue 31): `tenscore import` of a second table's file whose matches ended in
//! between the matches already stored, and of a file whose matches come in shuffled order, each
//! beside the same matches imported in order. Seasons and ratings are counted once per import, so
//! the second table must take under 2 s (1,000 finished matches against 1,000 stored) and the
//! shuffled file at most 2x the file in order (10,000 matches).
//!
//! The files are written here, as `tenscore export` writes them: Tenstuff matches of three deals,
//! four players from a pool of twelve (the same names at both tables, with each table's own
//! UUIDs, so the second table's players are matched by name), each deal a finishing order drawn
//! from a fixed seed and scored as the rules score it (place k of n: n - k points).

use std::io::Write as _;
use std::path::Path;
use std::time::Duration;

use serde_json::json;
use tenscore::exchange::{
    EndRecord, HeaderRecord, MatchLine, PlayerLine, Record, RoundLine, ScoreLine,
};

use super::{measured, tenscore};

/// The aim for importing the second table's file.
const SECOND_TABLE_AIM: Duration = Duration::from_secs(2);
/// The aim for a shuffled file, over the same file in order.
const SHUFFLED_AIM: f64 = 2.0;
const POOL: usize = 12;
const SEATS: usize = 4;
const DEALS: usize = 3;
/// When the evening's first match ends (2026-02-06T18:00:00Z), in seconds since 1970.
const EVENING: i64 = 1_770_400_800;

/// One table's file to write: `count` matches, the `n`-th ending `first + n * step` minutes into
/// the evening, its UUIDs from `seed`.
struct Table {
    first: i64,
    step: i64,
    count: usize,
    seed: u64,
}

/// Times the imports; returns what missed its aim (when `gate`).
pub fn pooling(work: &Path, gate: bool) -> Vec<String> {
    let (matches, shuffled_matches) = if gate { (1_000, 10_000) } else { (40, 200) };
    let table = |name: &str, first, step, count, seed, shuffled| {
        let path = work.join(name);
        write_table(
            &path,
            &Table {
                first,
                step,
                count,
                seed,
            },
            shuffled,
        );
        path
    };
    let first = table("table-a.jsonl", 0, 2, matches, 1, false);
    let second = table("table-b.jsonl", 1, 2, matches, 2, false);
    let pooled = work.join("pooled.db");
    let import = |db: &Path, file: &Path| {
        super::disk_at_rest();
        measured(tenscore(db, &[Path::new("import"), file])).0
    };
    let first_time = import(&pooled, &first);
    let second_time = import(&pooled, &second);

    let in_order = table("in-order.jsonl", 0, 1, shuffled_matches, 3, false);
    let shuffled = table("shuffled.jsonl", 0, 1, shuffled_matches, 3, true);
    let in_order_time = import(&work.join("in-order.db"), &in_order);
    let shuffled_time = import(&work.join("shuffled.db"), &shuffled);

    let ratio = shuffled_time.as_secs_f64() / in_order_time.as_secs_f64().max(1e-9);
    println!("\npooling tables (seasons and ratings counted once per import):");
    println!(
        "  a pooled second table ({matches} finished matches interleaved with {matches} stored) \
         {:>7.2} s, the first table {:>7.2} s  (aim: under {} s)",
        second_time.as_secs_f64(),
        first_time.as_secs_f64(),
        SECOND_TABLE_AIM.as_secs()
    );
    println!(
        "  {shuffled_matches} matches shuffled {:>7.2} s, in order {:>7.2} s: {ratio:.2}x  \
         (aim: within {SHUFFLED_AIM}x)",
        shuffled_time.as_secs_f64(),
        in_order_time.as_secs_f64()
    );
    let mut over = Vec::new();
    if gate && second_time > SECOND_TABLE_AIM {
        over.push(format!(
            "a pooled second table {:.2} s",
            second_time.as_secs_f64()
        ));
    }
    if gate && ratio > SHUFFLED_AIM {
        over.push(format!("a shuffled import {ratio:.2}x of in order"));
    }
    over
}

/// A small fixed-seed generator (xorshift), so that every run writes the same files (and times
/// its runs in the same drawn order).
pub(crate) struct Draw(u64);

impl Draw {
    /// The order of the timed pairs of runs, drawn anew for each run of them (the same every
    /// time the benchmark runs). In a fixed order each program followed the same others every
    /// time, and what ran just before moved a program's time by up to half: in the rows per
    /// round, byte-for-byte copies of one binary came to 2.10x and 0.70x the floor, each against
    /// the floor on its own file, in two places of the order, and the floor itself to 1.7 and 3.8
    /// µs a round.
    pub(crate) fn order_of_runs() -> Draw {
        Draw(0x9E37_79B9_7F4A_7C15)
    }

    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }

    pub(crate) fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

fn uuid(seed: u64, kind: u64, n: usize) -> String {
    uuid::Uuid::from_u128(((seed as u128) << 96) | ((kind as u128) << 64) | n as u128)
        .hyphenated()
        .to_string()
}

fn at(minutes: i64) -> String {
    chrono::DateTime::from_timestamp(EVENING + 60 * minutes, 0)
        .unwrap()
        .to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

/// Writes `table`'s file, its matches in the order they ended or `shuffled`.
fn write_table(path: &Path, table: &Table, shuffled: bool) {
    let mut out = std::io::BufWriter::new(std::fs::File::create(path).unwrap());
    let mut line = |record: Record| {
        serde_json::to_writer(&mut out, &record).unwrap();
        out.write_all(b"\n").unwrap();
    };
    line(Record::Header(HeaderRecord {
        format: "tenscore-export".to_string(),
        schema: tenscore::store::schema_version() as u32,
        exported_at: at(0),
        tenscore: env!("CARGO_PKG_VERSION").to_string(),
    }));
    let players: Vec<String> = (0..POOL).map(|n| uuid(table.seed, 1, n)).collect();
    for (n, player) in players.iter().enumerate() {
        line(Record::Player(PlayerLine {
            uuid: player.clone(),
            name: format!("Player {}", n + 1),
            created_at: at(-60),
            aliases: Vec::new(),
            merged_names: Default::default(),
            named_at: None,
        }));
    }
    let mut order: Vec<usize> = (0..table.count).collect();
    if shuffled {
        Draw(0x9E37_79B9_7F4A_7C15 ^ table.seed).shuffle(&mut order);
    }
    for n in order {
        for record in one_match(table, &players, n) {
            line(record);
        }
    }
    line(Record::End(EndRecord {
        players: POOL as u64,
        matches: table.count as u64,
        rounds: (table.count * DEALS) as u64,
        series: 0,
        events: 0,
    }));
    out.flush().unwrap();
}

/// The `n`-th match of `table` with its deals, as records.
fn one_match(table: &Table, players: &[String], n: usize) -> Vec<Record> {
    let ended = table.first + n as i64 * table.step;
    let id = uuid(table.seed, 2, n);
    // Four players of the pool, a different four each match.
    let mut draw = Draw(0x2545_F491_4F6C_DD1D ^ ((table.seed << 32) + n as u64));
    let mut pool: Vec<usize> = (0..POOL).collect();
    draw.shuffle(&mut pool);
    let seated: Vec<String> = pool[..SEATS].iter().map(|&p| players[p].clone()).collect();
    let mut records = vec![Record::Match(MatchLine {
        uuid: id.clone(),
        game: "tenstuff".to_string(),
        options: json!({"casual": false}),
        status: "finished".to_string(),
        ended_by: Some("finish".to_string()),
        created_at: at(ended - 30),
        finished_at: Some(at(ended)),
        kept_finished_at: None,
        players: seated.clone(),
        rounds: DEALS as u32,
        round_records: DEALS as u64,
    })];
    let mut totals = [0i64; SEATS];
    let mut won = [0i64; SEATS];
    for deal in 0..DEALS {
        let mut finish: Vec<usize> = (0..SEATS).collect();
        draw.shuffle(&mut finish);
        won[finish[0]] += 1;
        let mut points = [0i64; SEATS];
        for (place, &seat) in finish.iter().enumerate() {
            points[seat] = (SEATS - 1 - place) as i64;
            totals[seat] += points[seat];
        }
        let scores = (0..SEATS)
            .map(|seat| ScoreLine {
                player: seated[seat].clone(),
                points: points[seat],
                total: totals[seat],
                out: false,
                notes: Vec::new(),
                counters: [("deals_won".to_string(), won[seat])].into(),
            })
            .collect();
        records.push(Record::Round(RoundLine {
            match_uuid: id.clone(),
            uuid: uuid(table.seed, 3, n * DEALS + deal),
            seq: deal as u32 + 1,
            take: 1,
            opening: None,
            entry: Some(json!({"order": finish})),
            withdrawn: false,
            withdrawn_at: None,
            replaces: None,
            reason: None,
            created_at: at(ended - 20 + 5 * deal as i64),
            explanation: None,
            scores,
        }));
    }
    records
}
