//! The interchange format of `tenscore export` and `tenscore import`: a lossless JSON Lines copy
//! of the database. Its records, the reading of one line ([`read_line`], bounded, then
//! [`parse_record`]) and the writer ([`JsonLines`], an [`ExportSink`]) live here, below ops, so
//! that export and import share them without reaching into presentation (the CSV of
//! `export --format csv`, for spreadsheets, is presentation: `render::export`).
//!
//! # The format (`"format": "tenscore-export"`)
//!
//! UTF-8, one JSON object per line, each line ended by `\n`, nothing else in the file. Every
//! object has a `"type"`; the other keys follow it in the order listed here. The records come in
//! this order, so that an importer can read them one line at a time and hold one match at most:
//!
//! 1. one `header`;
//! 2. every `player` the matches need (all players when no filter is given), by their id in the
//!    exporting database;
//! 3. per match, by id: one `match`, then its `round_records` `round` lines, by `seq` then `take`;
//! 4. every `series` the events count in (all series when no filter is given), by id;
//! 5. every `event` whose tables' matches are in the file (all events when no filter is given),
//!    by id: an event names only matches, players and series earlier in the file (or, when
//!    imported, already in the database it is imported into);
//! 6. one `end`. A file without it was cut short.
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
//! - `named_at` (schema 14): when the player was last renamed; left out when never. An import
//!   takes the name given last, by this (else `created_at`) against when the name here was.
//!
//! `match`:
//! - `uuid`; `game`: the game's id (`under10`, `updown`, `pig10`, `krumme10`, `tenstuff`).
//! - `options`: the match's options as the game's engine reads them (a JSON object; a key the game
//!   has no option for is refused).
//! - `status`: `"in-progress"`, `"finished"` or `"abandoned"`; `ended_by`: `"rules"`, `"finish"`,
//!   `"abandoned"`, or `null` in progress.
//! - `created_at`; `finished_at` (`null` in progress).
//! - `kept_finished_at`, only in a match in progress that had ended before (reopened, or its last
//!   round undone): when it first ended. Ended again with no round played past the ones it had,
//!   the match keeps that time (and its place in the order seasons and ratings count matches in).
//!   Left out otherwise, and in files written before it was carried.
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
//! `series` (a season of club nights):
//! - `uuid`, `name`, `best` (how many of a player's best evenings count), `min_evenings` (how
//!   many evenings a player must attend to be ranked), `created_at`.
//!
//! `event` (a club night: rounds of a draw at many tables, each table a match):
//! - `uuid`, `name`; `game` and `options`: every table's game and options, as a match has them.
//! - `rounds`: the rounds planned; `table_size`: the size of table the draw aims for;
//!   `ranking`: `"share"` or `"points"`; `series`: the UUID of its series, or `null`;
//!   `created_at`.
//! - `players`: the roster, whole, by player id: `player` (UUID), `joined` (the first round the
//!   player is seated in, from 1), `left` (the first round they are no longer in, `null`
//!   while in).
//! - `draws`: the rounds drawn, in order: `round`, `seed` (it reproduces the draw),
//!   `by_standing` (whether players of similar standing were seated together), `drawn_at`, and
//!   `tables`: each table of that round whose match is in the file, by number: `table` (its
//!   number, from 1) and `match` (the match's UUID). With a filter (`export --match`, `--game`,
//!   `--since`) an event goes along with the tables whose matches the filter takes, and a draw
//!   with none of them is left out; an event with none is not written.
//!
//! `end`: `players`, `matches`, `rounds`: how many records of each type the file holds;
//! `series`, `events`: the same, written only when the file holds any (a file without them
//! holds none, as every file of schema 7 and earlier).
//!
//! Not exported, as it is derived from the above when a match ends or a player is looked up:
//! each ended match's places and figures, the seasons, rivalries and ratings, the players'
//! folded names, and the database's own bookkeeping (write marks).

mod read;
mod sink;

pub use read::{LONGEST_RECORD, LONGEST_RECORD_TEXT, LineError, read_line};
pub use sink::{ExportCounts, ExportSink, JsonLines, SinkError};

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::games::{GameId, Note};
use crate::store::ImportedMatch;

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
    Series(SeriesLine),
    Event(EventLine),
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
    /// The names kept by merges (schema 12), by the alias UUID of the record merged away, as
    /// folded names ("annie"): they find this player here as at the table. Left out when none
    /// (and by a tenscore before schema 12).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub merged_names: BTreeMap<String, String>,
    /// When the player was last renamed (schema 14), so that a pool takes the name given last;
    /// left out when never (and by a tenscore before schema 14): named as made.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub named_at: Option<String>,
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
    /// In progress again: when the match first ended (a reopen or an undo keeps it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kept_finished_at: Option<String>,
    pub players: Vec<String>,
    pub rounds: u32,
    pub round_records: u64,
}

impl MatchLine {
    /// The match as it started in the file's database, to be written here seated by `players`
    /// (local ids, in seating order).
    pub fn imported<'a>(&'a self, game: GameId, players: &'a [i64]) -> ImportedMatch<'a> {
        ImportedMatch {
            uuid: &self.uuid,
            game,
            options: &self.options,
            created_at: &self.created_at,
            kept_finished_at: self.kept_finished_at.as_deref(),
            players,
        }
    }
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

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeriesLine {
    pub uuid: String,
    pub name: String,
    pub best: u32,
    pub min_evenings: u32,
    pub created_at: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EventLine {
    pub uuid: String,
    pub name: String,
    pub game: String,
    pub options: Value,
    pub rounds: u32,
    pub table_size: u32,
    pub ranking: String,
    pub series: Option<String>,
    pub created_at: String,
    pub players: Vec<EventPlayerLine>,
    pub draws: Vec<DrawLine>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventPlayerLine {
    pub player: String,
    pub joined: u32,
    pub left: Option<u32>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrawLine {
    pub round: u32,
    pub seed: i64,
    pub by_standing: bool,
    pub drawn_at: String,
    pub tables: Vec<TableLine>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableLine {
    pub table: u32,
    #[serde(rename = "match")]
    pub match_uuid: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EndRecord {
    pub players: u64,
    pub matches: u64,
    pub rounds: u64,
    /// Written when the file holds any (a file without them holds none).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub series: u64,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub events: u64,
}

fn is_zero(count: &u64) -> bool {
    *count == 0
}

/// One line of an export. A round's line, nearly every line of a long file, is read straight
/// into its type when it starts as the export writes it (its `type` first): the tagged
/// [`Record`] would first copy it whole to find its `type`.
pub fn parse_record(line: &str) -> Result<Record, serde_json::Error> {
    match line.starts_with(r#"{"type":"round","#) {
        true => serde_json::from_str::<RoundLine>(line).map(Record::Round),
        false => serde_json::from_str(line),
    }
}
