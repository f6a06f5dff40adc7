//! What `tenscore export` writes: a lossless JSON Lines copy of the database (the default), or a
//! spreadsheet's CSV (`--format csv`).
//!
//! # The JSON Lines format (`"format": "tenscore-export"`)
//!
//! UTF-8, one JSON object per line, each line ended by `\n`, nothing else in the file. Every
//! object has a `"type"`; the other keys follow it in the order listed here. The records come in
//! this order, so that an importer can read them one line at a time and hold one match at most:
//!
//! 1. one `header`;
//! 2. every `player` the matches need (all players when no filter is given), by their id in the
//!    exporting database;
//! 3. per match, by id: one `match`, then its `round_records` `round` lines, by `seq` then `take`;
//! 4. one `end`. A file without it was cut short.
//!
//! Two exports of the same database with the same filters are identical apart from
//! `exported_at`. Local integer ids (the `MATCH` people type) are not exported: rows are
//! identified by their UUIDs (lower-case, hyphenated text), and every reference between records
//! is a UUID. Times are UTC, RFC 3339 to the second (`2026-01-02T03:04:05Z`), as stored.
//!
//! `header`:
//! - `format`: always `"tenscore-export"`.
//! - `schema`: the schema version of the database exported (`PRAGMA user_version`); an importer
//!   refuses a file from a newer schema than its own.
//! - `exported_at`: when the export was made (`TENSCORE_NOW` when set).
//! - `tenscore`: the version of tenscore that wrote it.
//!
//! `player`:
//! - `uuid`, `name` (the spelling the player has, as entered), `created_at`.
//! - `aliases`: the UUIDs of player records merged into this one (`player merge`, or records of
//!   other databases), sorted; `[]` for none.
//!
//! `match`:
//! - `uuid`; `game`: the game's id (`under10`, `updown`, `pig10`, `krumme10`, `tenstuff`).
//! - `options`: the match's options as the game's engine reads them (a JSON object).
//! - `status`: `"in-progress"`, `"finished"` or `"abandoned"`; `ended_by`: `"rules"`, `"finish"`,
//!   `"abandoned"`, or `null` in progress.
//! - `created_at`; `finished_at` (`null` in progress).
//! - `players`: the seated players' UUIDs in seating order (seat 0 first, clockwise); each one has
//!   a `player` record earlier in the file.
//! - `rounds`: the live scored rounds, as the match keeps count of them.
//! - `round_records`: how many `round` lines follow for this match (every round kept: live,
//!   withdrawn, replaced, and an open round with bids only).
//!
//! `round` (one per stored round, withdrawn and open ones included):
//! - `match`: the UUID of its match (the `match` record just before).
//! - `uuid`; `seq`: its position, from 1, as `show` numbers the rounds; `take`: which of the
//!   rounds recorded at that position it is (1, then 2 after an `undo` or an `edit`, ...).
//! - `opening`: what opened the round (10 op en neer: `{"cards", "trump", "bids"}`), `null` for
//!   games without that step; `entry`: the round as entered, in the game's own shape, `null`
//!   while the round is only opened. Both as the store holds them (what `show --json` prints).
//! - `withdrawn`: `true` once undone or replaced; `withdrawn_at` (`null` while live).
//! - `replaces`: the UUID of the round (same match and `seq`) this one replaced by an `edit`, else
//!   `null`; `reason`: the edit's reason, else `null`.
//! - `created_at`: when it was recorded (or opened).
//! - `explanation`: for a withdrawn round, the sentences it was explained by when it was
//!   withdrawn (kept, as they can no longer be derived); `null` for a live round, whose
//!   explanation is derived again from its entry.
//! - `scores`: one per seat in seating order, `[]` for an open round: `player` (UUID), `points`
//!   (the round's score as the rules give it), `total` (the running total after it), `out`,
//!   `notes` (the game's notes as stored: `{"note": "halved", "from": 100, "to": 50}`) and
//!   `counters` (the game's running per-seat figures, an object of integers; `{}` for none).
//!
//! `end`: `players`, `matches`, `rounds`: how many records of each type the file holds.
//!
//! Not exported, as it is derived from the above when a match ends or a player is looked up:
//! each ended match's places and figures, the seasons, rivalries and ratings, the players'
//! folded names, and the database's own bookkeeping (write marks).
//!
//! # The CSV format
//!
//! A header row, then one row per player per live scored round (withdrawn rounds and open rounds
//! left out), matches by id, rounds by position, players in seating order: `match` (the id
//! `show` takes), `date` (the day the match started, local time, `YYYY-MM-DD`), `game` (its id),
//! `round`, `player`, `entry` (the player's part of the round: the hand as typed, `7+joker`, with
//! `, called` or `, luck` for Under the 10; `bid/tricks` for 10 op en neer; `3 cards` for
//! Pig 10; `5 points` for Krumme 10; the place, `1st`, for Tenstuff), `round score`, `running
//! total`, `notes` (the game's notes in words, comma-separated).

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::io::Write;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::error::CliError;
use crate::games::Note;
use crate::store::{MatchInfo, PlayerRecord, RoundRecord};

/// The `format` of every JSON export.
pub const EXPORT_FORMAT: &str = "tenscore-export";

/// One line of a JSON export.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Record {
    Header(HeaderRecord),
    Player(PlayerLine),
    Match(MatchLine),
    Round(RoundLine),
    End(EndRecord),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeaderRecord {
    pub format: String,
    pub schema: u32,
    pub exported_at: String,
    pub tenscore: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerLine {
    pub uuid: String,
    pub name: String,
    pub created_at: String,
    pub aliases: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchLine {
    pub uuid: String,
    pub game: String,
    pub options: Value,
    pub status: String,
    pub ended_by: Option<String>,
    pub created_at: String,
    pub finished_at: Option<String>,
    pub players: Vec<String>,
    pub rounds: u32,
    pub round_records: u64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoundLine {
    #[serde(rename = "match")]
    pub match_uuid: String,
    pub uuid: String,
    pub seq: u32,
    pub take: u32,
    pub opening: Option<Value>,
    pub entry: Option<Value>,
    pub withdrawn: bool,
    pub withdrawn_at: Option<String>,
    pub replaces: Option<String>,
    pub reason: Option<String>,
    pub created_at: String,
    pub explanation: Option<Vec<String>>,
    pub scores: Vec<ScoreLine>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreLine {
    pub player: String,
    pub points: i64,
    pub total: i64,
    pub out: bool,
    pub notes: Vec<Note>,
    pub counters: BTreeMap<String, i64>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EndRecord {
    pub players: u64,
    pub matches: u64,
    pub rounds: u64,
}

/// How many records of each kind an export wrote (the JSON `end` record; `--json -o` prints it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ExportCounts {
    pub players: u64,
    pub matches: u64,
    /// JSON: every round record; CSV: the live scored rounds written as rows.
    pub rounds: u64,
}

/// Where an export's records go, in the order of the format: the players once, then each match
/// with all of its rounds, then the end.
pub trait ExportSink {
    fn players(&mut self, players: &[PlayerRecord]) -> Result<(), CliError>;
    /// A match with every round it keeps (live, withdrawn and open), by `seq` then `take`.
    fn one_match(&mut self, info: &MatchInfo, rounds: &[RoundRecord]) -> Result<(), CliError>;
    /// The end of the export; what was written.
    fn end(&mut self) -> Result<ExportCounts, CliError>;
}

/// An output error as the command reports it (a closed pipe ends quietly).
fn write_error(e: std::io::Error) -> CliError {
    match e.kind() {
        std::io::ErrorKind::BrokenPipe => CliError::from(e),
        _ => CliError::runtime(
            crate::t!("table-export-failed", error = e.to_string()),
            None,
        ),
    }
}

/// The JSON Lines export.
pub struct JsonLines<W: Write> {
    out: W,
    counts: ExportCounts,
}

impl<W: Write> JsonLines<W> {
    /// Starts the export with its header.
    pub fn start(mut out: W, schema: u32, exported_at: String) -> Result<Self, CliError> {
        let header = Record::Header(HeaderRecord {
            format: EXPORT_FORMAT.to_string(),
            schema,
            exported_at,
            tenscore: env!("CARGO_PKG_VERSION").to_string(),
        });
        write_line(&mut out, &header)?;
        Ok(JsonLines {
            out,
            counts: ExportCounts::default(),
        })
    }
}

fn write_line<W: Write, T: Serialize>(out: &mut W, value: &T) -> Result<(), CliError> {
    serde_json::to_writer(&mut *out, value).map_err(|e| match e.io_error_kind() {
        Some(kind) => write_error(std::io::Error::from(kind)),
        None => CliError::runtime(
            crate::t!("table-export-json-failed", error = e.to_string()),
            None,
        ),
    })?;
    out.write_all(b"\n").map_err(write_error)
}

/// A round's line as it is written: [`RoundLine`] borrowed from what the store read, so that a
/// long export copies nothing it writes (the same JSON, key for key, as `Record::Round`).
#[derive(Serialize)]
struct RoundOut<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    #[serde(rename = "match")]
    match_uuid: &'a str,
    uuid: &'a str,
    seq: u32,
    take: u32,
    opening: Option<&'a crate::packed::Packed>,
    entry: Option<&'a crate::packed::Packed>,
    withdrawn: bool,
    withdrawn_at: Option<&'a str>,
    replaces: Option<&'a str>,
    reason: Option<&'a str>,
    created_at: &'a str,
    explanation: Option<&'a [String]>,
    scores: Vec<ScoreOut<'a>>,
}

/// A [`ScoreLine`] as it is written, borrowed.
#[derive(Serialize)]
struct ScoreOut<'a> {
    player: &'a str,
    points: i64,
    total: i64,
    out: bool,
    notes: &'a [Note],
    counters: &'a BTreeMap<String, i64>,
}

fn round_out<'a>(info: &'a MatchInfo, round: &'a RoundRecord) -> RoundOut<'a> {
    RoundOut {
        kind: "round",
        match_uuid: &info.uuid,
        uuid: &round.uuid,
        seq: round.seq,
        take: round.take,
        opening: round.opening.as_ref(),
        entry: round.entry.as_ref(),
        withdrawn: round.withdrawn,
        withdrawn_at: round.withdrawn_at.as_deref(),
        replaces: round.replaces.as_deref(),
        reason: round.reason.as_deref(),
        created_at: &round.created_at,
        // The store keeps a withdrawn round's explanation; a live round's is derived.
        explanation: round.withdrawn.then_some(round.explanation.as_slice()),
        scores: (info.players.iter().zip(&round.scores))
            .map(|(player, score)| ScoreOut {
                player: &player.uuid,
                points: score.points,
                total: score.total,
                out: score.out,
                notes: &score.notes,
                counters: &score.counters,
            })
            .collect(),
    }
}

impl<W: Write> ExportSink for JsonLines<W> {
    fn players(&mut self, players: &[PlayerRecord]) -> Result<(), CliError> {
        for player in players {
            let line = Record::Player(PlayerLine {
                uuid: player.uuid.clone(),
                name: player.name.clone(),
                created_at: player.created_at.clone(),
                aliases: player.aliases.clone(),
            });
            write_line(&mut self.out, &line)?;
            self.counts.players += 1;
        }
        Ok(())
    }

    fn one_match(&mut self, info: &MatchInfo, rounds: &[RoundRecord]) -> Result<(), CliError> {
        let line = Record::Match(MatchLine {
            uuid: info.uuid.clone(),
            game: info.game.id().to_string(),
            options: info.options.clone(),
            status: info.status.as_str().to_string(),
            ended_by: info.ended_by.map(|e| e.as_str().to_string()),
            created_at: info.created_at.clone(),
            finished_at: info.finished_at.clone(),
            players: info.players.iter().map(|p| p.uuid.clone()).collect(),
            rounds: info.rounds,
            round_records: rounds.len() as u64,
        });
        write_line(&mut self.out, &line)?;
        self.counts.matches += 1;
        for round in rounds {
            write_line(&mut self.out, &round_out(info, round))?;
        }
        self.counts.rounds += rounds.len() as u64;
        Ok(())
    }

    fn end(&mut self) -> Result<ExportCounts, CliError> {
        let end = Record::End(EndRecord {
            players: self.counts.players,
            matches: self.counts.matches,
            rounds: self.counts.rounds,
        });
        write_line(&mut self.out, &end)?;
        self.out.flush().map_err(write_error)?;
        Ok(self.counts)
    }
}

/// The CSV export: one row per player per live scored round.
pub struct CsvRows<W: Write> {
    out: csv::Writer<W>,
    counts: ExportCounts,
}

/// The header row.
const CSV_HEADER: [&str; 9] = [
    "match",
    "date",
    "game",
    "round",
    "player",
    "entry",
    "round score",
    "running total",
    "notes",
];

fn csv_error(e: csv::Error) -> CliError {
    match e.into_kind() {
        csv::ErrorKind::Io(e) => write_error(e),
        other => CliError::runtime(
            crate::t!("table-export-failed", error = format!("{other:?}")),
            None,
        ),
    }
}

impl<W: Write> CsvRows<W> {
    /// Starts the export with its header row.
    pub fn start(out: W) -> Result<Self, CliError> {
        let mut out = csv::Writer::from_writer(out);
        out.write_record(CSV_HEADER).map_err(csv_error)?;
        Ok(CsvRows {
            out,
            counts: ExportCounts::default(),
        })
    }
}

/// A text cell a spreadsheet will not run: one that starts with `=`, `+`, `-`, `@`, a tab or a
/// carriage return gets a leading `'` (OWASP's rule against CSV injection), whatever the database
/// holds (a file an older tenscore wrote, or an import, may hold such a name). Only text cells:
/// a number written from an integer (`-5`) is a number to a spreadsheet, not a formula.
fn inert(text: &str) -> Cow<'_, str> {
    match text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        true => Cow::Owned(format!("'{text}")),
        false => Cow::Borrowed(text),
    }
}

/// The local day of a stored instant: `2026-01-02`; as stored when it does not read.
fn local_day(stored: &str) -> String {
    chrono::DateTime::parse_from_rfc3339(stored)
        .map(|t| {
            t.with_timezone(&chrono::Local)
                .format("%Y-%m-%d")
                .to_string()
        })
        .unwrap_or_else(|_| stored.to_string())
}

impl<W: Write> ExportSink for CsvRows<W> {
    fn players(&mut self, players: &[PlayerRecord]) -> Result<(), CliError> {
        self.counts.players = players.len() as u64;
        Ok(())
    }

    fn one_match(&mut self, info: &MatchInfo, rounds: &[RoundRecord]) -> Result<(), CliError> {
        let game = info.game.game();
        let id = info.id.to_string();
        let date = local_day(&info.created_at);
        self.counts.matches += 1;
        for round in rounds {
            // Live scored rounds only: not the audit trail, not bids waiting for their round.
            if round.withdrawn || round.scores.is_empty() {
                continue;
            }
            let entries = game.seat_entries(
                &info.options,
                round.seq,
                round.opening.as_ref(),
                round.entry.as_ref(),
            )?;
            let seq = round.seq.to_string();
            for (seat, (player, score)) in info.players.iter().zip(&round.scores).enumerate() {
                let notes = super::notes_text(game, &score.notes);
                let entry = entries.get(seat).map(String::as_str).unwrap_or_default();
                // Numbers are written from integers as they are (`-5` stays a number to a
                // spreadsheet); every text cell goes through `inert`.
                self.out
                    .write_record([
                        id.as_str(),
                        &inert(&date),
                        &inert(info.game.id()),
                        &seq,
                        &inert(player.name.as_stored()),
                        &inert(entry),
                        &score.points.to_string(),
                        &score.total.to_string(),
                        &inert(&notes),
                    ])
                    .map_err(csv_error)?;
            }
            self.counts.rounds += 1;
        }
        Ok(())
    }

    fn end(&mut self) -> Result<ExportCounts, CliError> {
        self.out.flush().map_err(write_error)?;
        Ok(self.counts)
    }
}
