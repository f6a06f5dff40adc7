//! The reading side of an import: the file read one bounded line at a time (`exchange`), each
//! record parsed and checked (its order, counts, text and times) and each match replayed as the
//! file has it, with no database.

use std::collections::HashMap;
use std::io::BufRead;

use super::{bounds, live_records, malformed};
use crate::exchange::{
    EXPORT_FORMAT, EndRecord, EventLine, HeaderRecord, LONGEST_RECORD_TEXT, LineError, MatchLine,
    PlayerLine, Record, RoundLine, SeriesLine, parse_record, read_line,
};
use crate::games::{GameId, names::PlayerName};
use crate::ops::audit::replay_match;
use crate::ops::{OpError, Said};
use crate::store::{Ending, MatchInfo, SeatedPlayer, Status};

/// What the reading thread sends: one record or match of the file, or the problem that stopped
/// it, with how many bytes of the file it took.
pub(super) struct Read {
    pub event: Result<Event, OpError>,
    pub bytes: u64,
}

pub(super) enum Event {
    Player {
        line: PlayerLine,
        number: u64,
    },
    /// A match and its rounds, and whether they replay through its game's engine as the file
    /// has them (for a match this database does not have yet, that is the replay it needs).
    Match {
        pending: Pending,
        replayed: Replayed,
    },
    /// A series, after every match.
    Series {
        line: SeriesLine,
        number: u64,
    },
    /// An event, after every match and series.
    Evening {
        line: EventLine,
        number: u64,
    },
    /// The end record, its counts checked, and nothing after it.
    End,
}

/// Whether a match's rounds, as the file has them, follow from its game's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Replayed {
    Clean,
    /// Something does not follow, or cannot be read: the merge finds and names it.
    NotClean,
}

/// Reads the export, sending each player, each match with its rounds, and the end to `sender`,
/// until the end record or the first problem (which it sends too).
pub(super) fn read_export(
    source: &mut (dyn BufRead + Send),
    file: &str,
    sender: &std::sync::mpsc::SyncSender<Read>,
) {
    let mut reader = Reader {
        file,
        names: HashMap::new(),
        counted: Counted::default(),
        bytes: 0,
    };
    let mut bytes = Vec::new();
    let mut number = 0u64;
    let mut pending: Option<Pending> = None;
    let send = |bytes: &mut u64, event: Result<Event, OpError>| {
        let read = Read {
            event,
            bytes: std::mem::take(bytes),
        };
        sender.send(read).is_ok()
    };
    loop {
        let (line, read) = match next_line(source, &mut bytes, file, number + 1) {
            Ok(Some(line)) => line,
            Ok(None) => break,
            Err(problem) => {
                send(&mut reader.bytes, Err(problem));
                return;
            }
        };
        number += 1;
        reader.bytes += read as u64;
        let events = reader.line(line, number, &mut pending);
        for event in events {
            let stop = event.is_err();
            if !send(&mut reader.bytes, event) || stop {
                return;
            }
        }
    }
    let last = match (reader.counted.ended, number) {
        (true, _) => Ok(Event::End),
        // Not one line: an empty file is not an export cut short, whatever it was meant to be.
        (false, 0) => Err(OpError::usage(
            crate::said!("error-import-empty", file = file),
            crate::said!("error-import-empty-hint"),
        )),
        (false, _) => Err(OpError::usage(
            crate::said!("error-import-cut-short", file = file),
            crate::said!("error-import-cut-short-hint"),
        )),
    };
    send(&mut reader.bytes, last);
}

/// Line `number` of the file, read into `bytes` ([`read_line`]): the line and how many bytes
/// it took, or `None` at the end of the file.
fn next_line<'b>(
    source: &mut (dyn BufRead + Send),
    bytes: &'b mut Vec<u8>,
    file: &str,
    number: u64,
) -> Result<Option<(&'b str, usize)>, OpError> {
    read_line(source, bytes).map_err(|e| match e {
        LineError::Unreadable(e) => OpError::failed(
            crate::said!(
                "error-import-unreadable",
                file = file,
                reason = crate::i18n::os_reason(&e)
            ),
            None,
        ),
        LineError::TooLong => malformed(
            file,
            number,
            crate::said!("error-import-too-long", most = LONGEST_RECORD_TEXT),
        ),
        LineError::NotUtf8 => malformed(file, number, crate::said!("error-import-not-utf8")),
    })
}

/// The reading side of an import: everything about the file that needs no database.
struct Reader<'f> {
    file: &'f str,
    /// The names the file gives its players' UUIDs.
    names: HashMap<String, String>,
    counted: Counted,
    /// Read since the last event sent.
    bytes: u64,
}

impl Reader<'_> {
    /// Line `number` without what editors and mail add around the records, a byte order mark
    /// before the first and blank lines after the end (`None`: nothing to read); a CSV file
    /// tenscore wrote is named as such.
    fn as_saved<'t>(&self, text: &'t str, number: u64) -> Result<Option<&'t str>, OpError> {
        if self.counted.ended && text.trim().is_empty() {
            return Ok(None);
        }
        if number != 1 {
            return Ok(Some(text));
        }
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        // The headers of the CSV files tenscore writes (`export --format csv`, `event report`).
        let csv = ["match,date,game,", "round,table,player,"];
        match csv.iter().any(|header| text.starts_with(header)) {
            true => Err(malformed(self.file, 1, crate::said!("error-import-csv"))),
            false => Ok(Some(text)),
        }
    }

    /// What line `number` adds: nothing while it is a round of the match being read or the
    /// header, else the match it finished, the player, or the problem with it.
    fn line(
        &mut self,
        text: &str,
        number: u64,
        pending: &mut Option<Pending>,
    ) -> Vec<Result<Event, OpError>> {
        let file = self.file;
        let text = match self.as_saved(text, number) {
            Ok(Some(text)) => text,
            Ok(None) => return Vec::new(),
            Err(problem) => return vec![Err(problem)],
        };
        if self.counted.ended {
            return vec![Err(malformed(
                file,
                number,
                crate::said!("error-import-after-end"),
            ))];
        }
        let record = match checked_record(text) {
            Ok(record) => record,
            Err(problem) => return vec![Err(malformed(file, number, problem))],
        };
        match (number, record) {
            (1, Record::Header(header)) => match self.header(&header) {
                Ok(()) => Vec::new(),
                Err(problem) => vec![Err(problem)],
            },
            (1, _) => vec![Err(malformed(
                file,
                1,
                crate::said!("error-import-no-header"),
            ))],
            (_, Record::Header(_)) => {
                vec![Err(malformed(
                    file,
                    number,
                    crate::said!("error-import-second-header"),
                ))]
            }
            (_, Record::Player(player)) => {
                if pending.is_some() || self.counted.events_began() {
                    return vec![Err(malformed(
                        file,
                        number,
                        crate::said!("error-import-late-player"),
                    ))];
                }
                self.counted.players += 1;
                self.names.insert(player.uuid.clone(), player.name.clone());
                vec![Ok(Event::Player {
                    line: player,
                    number,
                })]
            }
            (_, Record::Match(_)) if self.counted.events_began() => vec![Err(malformed(
                file,
                number,
                crate::said!("event-exchange-late-match"),
            ))],
            (_, Record::Match(next)) => {
                let done = pending.take().map(|done| self.finished(done));
                self.counted.matches += 1;
                *pending = Some(Pending {
                    line: next,
                    number,
                    rounds: Vec::new(),
                });
                done.into_iter().collect()
            }
            (_, Record::Round(round)) => self.round_line(round, number, pending),
            (_, record @ (Record::Series(_) | Record::Event(_))) => {
                self.club_night(record, number, pending)
            }
            (_, Record::End(end)) => self.end_line(&end, number, pending),
        }
    }

    /// A series or an event, after every match: a series before every event.
    fn club_night(
        &mut self,
        record: Record,
        number: u64,
        pending: &mut Option<Pending>,
    ) -> Vec<Result<Event, OpError>> {
        match record {
            Record::Series(_) if self.counted.events > 0 => vec![Err(malformed(
                self.file,
                number,
                crate::said!("event-exchange-late-series"),
            ))],
            Record::Series(line) => {
                self.counted.series += 1;
                self.after_matches(pending, Event::Series { line, number })
            }
            Record::Event(line) => {
                self.counted.events += 1;
                self.after_matches(pending, Event::Evening { line, number })
            }
            // Only series and events are handed here.
            _ => Vec::new(),
        }
    }

    /// A record that follows the matches: the last match read is done, then comes `event`.
    fn after_matches(
        &self,
        pending: &mut Option<Pending>,
        event: Event,
    ) -> Vec<Result<Event, OpError>> {
        let mut events: Vec<_> = pending
            .take()
            .map(|done| self.finished(done))
            .into_iter()
            .collect();
        events.push(Ok(event));
        events
    }

    /// A round of the match being read: it must belong to that match.
    fn round_line(
        &mut self,
        round: RoundLine,
        number: u64,
        pending: &mut Option<Pending>,
    ) -> Vec<Result<Event, OpError>> {
        let file = self.file;
        let Some(current) = pending.as_mut().filter(|p| p.line.uuid == round.match_uuid) else {
            return vec![Err(malformed(
                file,
                number,
                crate::said!(
                    "error-import-round-astray",
                    round = round.uuid.as_str(),
                    match_uuid = round.match_uuid.as_str()
                ),
            ))];
        };
        if let Err(problem) = bounds::check_unplayed_round(&current.line, &round) {
            return vec![Err(malformed(file, number, problem))];
        }
        self.counted.rounds += 1;
        current.rounds.push(round);
        Vec::new()
    }

    /// The end record: the last match read is done, and the counts must be what was read.
    fn end_line(
        &mut self,
        end: &EndRecord,
        number: u64,
        pending: &mut Option<Pending>,
    ) -> Vec<Result<Event, OpError>> {
        let mut events: Vec<_> = pending
            .take()
            .map(|done| self.finished(done))
            .into_iter()
            .collect();
        let counted = &self.counted;
        if (end.players, end.matches, end.rounds)
            != (counted.players, counted.matches, counted.rounds)
        {
            events.push(Err(malformed(
                self.file,
                number,
                crate::said!(
                    "error-import-counts",
                    players = end.players,
                    matches = end.matches,
                    rounds = end.rounds,
                    players_held = counted.players,
                    matches_held = counted.matches,
                    rounds_held = counted.rounds
                ),
            )));
            return events;
        }
        if (end.series, end.events) != (counted.series, counted.events) {
            events.push(Err(malformed(
                self.file,
                number,
                crate::said!(
                    "event-exchange-counts",
                    series = end.series,
                    events = end.events,
                    series_held = counted.series,
                    events_held = counted.events
                ),
            )));
            return events;
        }
        // Sent at the end of the file, which must come next.
        self.counted.ended = true;
        events
    }

    /// The header: a tenscore export this tenscore can read.
    fn header(&self, header: &HeaderRecord) -> Result<(), OpError> {
        let file = self.file;
        if header.format != EXPORT_FORMAT {
            return Err(malformed(
                file,
                1,
                crate::said!(
                    "error-import-format",
                    format = header.format.as_str(),
                    expected = EXPORT_FORMAT
                ),
            ));
        }
        let known = crate::store::schema_version();
        if header.schema as usize > known {
            return Err(OpError::usage(
                crate::said!(
                    "error-import-newer",
                    file = file,
                    schema = header.schema,
                    known = known
                ),
                crate::said!(
                    "error-import-newer-hint",
                    version = header.tenscore.as_str(),
                    schema = header.schema
                ),
            ));
        }
        Ok(())
    }

    /// A match read whole, with the replay of its rounds as the file has them. When it did not
    /// replay, a round that cannot be read as its game's is malformed (exit 2), named by its
    /// line (the match's rounds follow its line) and field.
    fn finished(&self, pending: Pending) -> Result<Event, OpError> {
        if self.replays_clean(&pending) {
            let replayed = Replayed::Clean;
            return Ok(Event::Match { pending, replayed });
        }
        for (index, round) in (1u64..).zip(&pending.rounds) {
            if let Err(problem) = bounds::check_played_round(&pending.line, round) {
                return Err(malformed(self.file, pending.number + index, problem));
            }
        }
        let replayed = Replayed::NotClean;
        Ok(Event::Match { pending, replayed })
    }

    /// Whether the live rounds of `pending` follow from its game's rules, ended as the file
    /// says. Scoring goes by seat, so the names are the file's; anything that cannot be read is
    /// left to the merge, which names the problem.
    fn replays_clean(&self, pending: &Pending) -> bool {
        let line = &pending.line;
        let (Ok(game), Ok(status)) = (line.game.parse::<GameId>(), Status::parse(&line.status))
        else {
            return false;
        };
        let Ok(ended_by) = line.ended_by.as_deref().map(Ending::parse).transpose() else {
            return false;
        };
        let mut players = Vec::with_capacity(line.players.len());
        for uuid in &line.players {
            let Some(name) = self.names.get(uuid) else {
                return false;
            };
            players.push(SeatedPlayer {
                player_id: 0,
                uuid: uuid.clone(),
                name: PlayerName::stored(name.clone()),
            });
        }
        let info = MatchInfo {
            id: 0,
            uuid: line.uuid.clone(),
            game,
            options: line.options.clone(),
            status,
            created_at: line.created_at.clone(),
            finished_at: line.finished_at.clone(),
            kept_end: None,
            ended_by,
            rounds: line.rounds,
            players,
            open_round: None,
            table: None,
        };
        let mut findings = Vec::new();
        replay_match(&info, &live_records(&pending.rounds), &mut findings).is_ok()
            && findings.is_empty()
    }
}

/// A line's record, parsed and checked ([`bounds::check`]); the problem with it.
fn checked_record(line: &str) -> Result<Record, Said> {
    let mut record = parse_record(line)
        .map_err(|e| crate::said!("error-import-not-a-record", reason = e.to_string()))?;
    bounds::check(&mut record)?;
    Ok(record)
}

/// How many records of each kind the file held so far (checked against its end record).
#[derive(Default)]
struct Counted {
    players: u64,
    matches: u64,
    rounds: u64,
    series: u64,
    events: u64,
    /// The end record was read.
    ended: bool,
}

impl Counted {
    /// Whether the records after the matches (series, events) began.
    fn events_began(&self) -> bool {
        self.series + self.events > 0
    }
}

/// A match record and its rounds, read until the next match or the end.
pub(super) struct Pending {
    pub line: MatchLine,
    /// Its line in the file.
    pub number: u64,
    pub rounds: Vec<RoundLine>,
}
