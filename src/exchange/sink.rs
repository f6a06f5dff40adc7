//! The writing side of the interchange format: where an export's records go ([`ExportSink`]),
//! what may go wrong there ([`SinkError`]), and the JSON Lines writer.

use std::collections::BTreeMap;
use std::io::Write;

use serde::Serialize;

use super::{
    DrawLine, EXPORT_FORMAT, EndRecord, EventLine, EventPlayerLine, HeaderRecord, MatchLine,
    PlayerLine, Record, SeriesLine, TableLine,
};
use crate::games::{Note, SeamError};
use crate::store::{EventCopy, EventsCopy, MatchInfo, PlayerRecord, RoundRecord};

/// What stopped an export's writer; the command layer says it (a closed pipe ends quietly).
#[derive(Debug)]
pub enum SinkError {
    /// The output could not be written.
    Write(std::io::Error),
    /// A record could not be written as JSON (the reason, from serde).
    Json(String),
    /// A CSV row could not be written (the reason, from the csv writer).
    Csv(String),
    /// A stored round its game cannot read (for a writer that puts it in the game's words).
    Game(SeamError),
}

impl From<SeamError> for SinkError {
    fn from(e: SeamError) -> Self {
        SinkError::Game(e)
    }
}

/// How many records of each kind an export wrote (the JSON `end` record; `--json -o` prints it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ExportCounts {
    pub players: u64,
    pub matches: u64,
    /// JSON: every round record; CSV: the live scored rounds written as rows.
    pub rounds: u64,
    /// JSON only: the series and events (club nights) written after the matches.
    pub series: u64,
    pub events: u64,
}

/// Where an export's records go, in the order of the format: the players once, then each match
/// with all of its rounds, then the end.
pub trait ExportSink {
    fn players(&mut self, players: &[PlayerRecord]) -> Result<(), SinkError>;
    /// A match with every round it keeps (live, withdrawn and open), by `seq` then `take`.
    fn one_match(&mut self, info: &MatchInfo, rounds: &[RoundRecord]) -> Result<(), SinkError>;
    /// After the matches: the series and events that go along with them (a format that does
    /// not carry them leaves them out).
    fn events(&mut self, _events: &EventsCopy) -> Result<(), SinkError> {
        Ok(())
    }
    /// The end of the export; what was written.
    fn end(&mut self) -> Result<ExportCounts, SinkError>;
}

/// The JSON Lines export.
pub struct JsonLines<W: Write> {
    out: W,
    counts: ExportCounts,
}

impl<W: Write> JsonLines<W> {
    /// Starts the export with its header.
    pub fn start(mut out: W, schema: u32, exported_at: String) -> Result<Self, SinkError> {
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

fn write_line<W: Write, T: Serialize>(out: &mut W, value: &T) -> Result<(), SinkError> {
    serde_json::to_writer(&mut *out, value).map_err(|e| match e.io_error_kind() {
        Some(kind) => SinkError::Write(std::io::Error::from(kind)),
        None => SinkError::Json(e.to_string()),
    })?;
    out.write_all(b"\n").map_err(SinkError::Write)
}

/// A round's line as it is written: [`RoundLine`] borrowed from what the store read, so that a
/// long export copies nothing it writes (the same JSON, key for key, as `Record::Round`).
#[derive(Serialize)]
struct RoundOut<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    #[serde(rename = "match")]
    match_uuid: &'a str,
    /// Written as text, as [`RoundLine`] has it.
    uuid: &'a uuid::Uuid,
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
        withdrawn_at: round.withdrawn_at(),
        replaces: round.replaces(),
        reason: round.reason(),
        created_at: &round.created_at,
        // The store keeps a withdrawn round's explanation; a live round's is derived.
        explanation: round.withdrawn.then_some(round.explanation()),
        scores: (info.players.iter().zip(&round.scores))
            .map(|(player, score)| ScoreOut {
                player: &player.uuid,
                points: score.points,
                total: score.total,
                out: score.out,
                notes: score.notes(),
                counters: score.counters(),
            })
            .collect(),
    }
}

impl<W: Write> ExportSink for JsonLines<W> {
    fn players(&mut self, players: &[PlayerRecord]) -> Result<(), SinkError> {
        for player in players {
            let line = Record::Player(PlayerLine {
                uuid: player.uuid.clone(),
                name: player.name.clone(),
                created_at: player.created_at.clone(),
                aliases: player.aliases.clone(),
                merged_names: player.merged_names.clone(),
                named_at: player.named_at.clone(),
            });
            write_line(&mut self.out, &line)?;
            self.counts.players += 1;
        }
        Ok(())
    }

    fn one_match(&mut self, info: &MatchInfo, rounds: &[RoundRecord]) -> Result<(), SinkError> {
        let line = Record::Match(MatchLine {
            uuid: info.uuid.clone(),
            game: info.game.id().to_string(),
            options: info.options.clone(),
            status: info.status.as_str().to_string(),
            ended_by: info.ended_by.map(|e| e.as_str().to_string()),
            created_at: info.created_at.clone(),
            finished_at: info.finished_at.clone(),
            kept_finished_at: info.kept_end.as_ref().map(|kept| kept.at.clone()),
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

    fn events(&mut self, copied: &EventsCopy) -> Result<(), SinkError> {
        for series in &copied.series {
            let line = Record::Series(SeriesLine {
                uuid: series.uuid.clone(),
                name: series.name.clone(),
                best: series.best,
                min_evenings: series.min,
                created_at: series.created_at.clone(),
            });
            write_line(&mut self.out, &line)?;
            self.counts.series += 1;
        }
        for event in &copied.events {
            write_line(&mut self.out, &Record::Event(event_line(event)))?;
            self.counts.events += 1;
        }
        Ok(())
    }

    fn end(&mut self) -> Result<ExportCounts, SinkError> {
        let end = Record::End(EndRecord {
            players: self.counts.players,
            matches: self.counts.matches,
            rounds: self.counts.rounds,
            series: self.counts.series,
            events: self.counts.events,
        });
        write_line(&mut self.out, &end)?;
        self.out.flush().map_err(SinkError::Write)?;
        Ok(self.counts)
    }
}

/// An event's line: its row, roster and draws, every reference a UUID.
fn event_line(event: &EventCopy) -> EventLine {
    let info = &event.info;
    EventLine {
        uuid: info.uuid.clone(),
        name: info.name.clone(),
        game: info.game.id().to_string(),
        options: info.options.clone(),
        rounds: info.rounds,
        table_size: info.table_size,
        ranking: info.ranking.as_str().to_string(),
        series: event.series_uuid.clone(),
        created_at: info.created_at.clone(),
        players: (event.players.iter())
            .map(|p| EventPlayerLine {
                player: p.player.clone(),
                joined: p.joined,
                left: p.left,
            })
            .collect(),
        draws: (event.draws.iter())
            .map(|draw| DrawLine {
                round: draw.round.round,
                seed: draw.round.seed,
                by_standing: draw.round.by_standing,
                drawn_at: draw.round.drawn_at.clone(),
                tables: (draw.tables.iter())
                    .map(|(table, uuid)| TableLine {
                        table: *table,
                        match_uuid: uuid.clone(),
                    })
                    .collect(),
            })
            .collect(),
    }
}
