//! `tenscore import`: a JSON Lines export (`src/exchange.rs` documents it) merged into the
//! database in one write transaction: all of it, or nothing. The file is read one line at a time
//! and a few matches are held at a time (the reader's lead on the writer), so memory does not
//! grow with the file.
//!
//! The merge rules:
//! - Players are found by UUID, also among the UUIDs merged into a local player (aliases: a
//!   player merged away here stays merged), then by any of the aliases the file gives them. A
//!   player found by neither but known here by the same name (folded, as names are found) is
//!   taken as that player ("matched by name"), and their UUID becomes an alias of the local one;
//!   with `--no-name-match` they are refused instead (exit 3), since two players cannot share a
//!   name: rename the local player first. Anyone else is added with their UUID. The aliases the
//!   file gives a player become aliases of the player found, unless they already find someone.
//! - Matches are found by UUID; one found must be the same game with the same players in the
//!   same seats (else the UUID names two matches: refused, exit 2), and made with the same
//!   options (else the one match was recorded otherwise: refused, exit 3). A new match is
//!   written whole.
//! - Rounds are found by UUID; one found must belong to the same match at the same position (else
//!   refused: exit 2 for another match, 3 for another position, 3 for other bids or another
//!   entry) and is left as it is here, except that a round only opened here (bids) takes the
//!   entry and scores the file recorded for it. A
//!   round not found is added at the next take of its position: a withdrawn one anywhere, a live
//!   one only as the match's next round (or its next open round); a live round at a position
//!   where this database has another live round is a conflict (refused, exit 3), as is a gap.
//!   Withdrawals and edits made after the rounds were copied here are not carried over: they
//!   show up as such a conflict.
//! - Status: a new match takes the file's status, end and time it ended. A match in progress here
//!   that the file ended takes that end when, merged, it has the rounds the file counts (no more
//!   of its own); a match ended here keeps its end, and refuses rounds played on after it (exit
//!   3) until reopened here. An end is written as `finish` writes it
//!   (places, figures); the seasons, rivals and ratings follow once, after the last match of the
//!   file, from the earliest end it wrote on, so that pooling tables whose matches ended in
//!   between each other's costs one count, not one per match.
//! - Club nights (series, events with their rosters, draws and tables) come after the matches
//!   and are merged by UUID once every match of the file is here (`import/events.rs` has their
//!   rules).
//! - Every match that took rounds is replayed through its game's engine (`check history`'s
//!   replay) from the standing stored before each round: the first stored value that does not
//!   follow from the rules refuses the whole file (exit 3).
//! - The malformed (not JSON, cut short, a newer schema, an unknown game, a record out of place,
//!   a line longer than any record, a time that is not RFC 3339, text longer than the command
//!   line takes, options the game cannot read or with a key it has no option for, a new
//!   player's name that mixes alphabets as `new --players` refuses it) is refused with exit 2
//!   and the line it is on.

mod bounds;
mod events;
mod merged;
mod players;
mod read;
mod round;
mod same_match;

pub use events::EventsImported;

use std::collections::HashMap;
use std::io::BufRead;

use crate::exchange::{MatchLine, RoundLine};
use crate::games::GameId;
use crate::ops::audit::replay_match;
use crate::ops::final_places;
use crate::ops::{OpError, SaidArg};
use crate::store::{Ending, MatchInfo, RoundRecord, RoundsWanted, Status, Store, Writer};
use read::{Event, Pending, Read, Replayed, read_export};
use round::live_records;

/// How to import.
#[derive(Clone, Copy, Debug, Default)]
pub struct ImportOptions {
    /// Check everything and count it, then write nothing.
    pub dry_run: bool,
    /// Take a player with an unknown UUID but a known name as a new player (refused while the
    /// name is taken) instead of as the player known by that name.
    pub no_name_match: bool,
}

/// What an import found and did (or, with `--dry-run`, would do).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportSummary {
    pub matches_added: u64,
    pub matches_present: u64,
    /// Present here, and took rounds or its end from the file.
    pub matches_extended: u64,
    pub rounds_added: u64,
    pub rounds_present: u64,
    pub players_added: u64,
    /// Found by UUID or alias.
    pub players_present: u64,
    /// Taken as the player known here by the same name: (the name in the file, the name here).
    pub matched_by_name: Vec<(String, String)>,
    /// Found by UUID, and called otherwise in the file, named here later: (the name here, the
    /// name in the file).
    pub named_otherwise: Vec<(String, String)>,
    /// Found by UUID, and renamed here to the name the file gave them later: (the name they had
    /// here, the name in the file).
    pub renamed: Vec<(String, String)>,
    /// The file's series and events (club nights).
    pub events: EventsImported,
    pub dry_run: bool,
}

impl ImportSummary {
    /// Whether the import writes anything.
    fn changes(&self, aliases_added: bool) -> bool {
        aliases_added
            || self.matches_added + self.matches_extended + self.rounds_added + self.players_added
                > 0
            || !self.matched_by_name.is_empty()
            || !self.renamed.is_empty()
            || self.events.changes()
    }
}

/// Told how far an import has read, to show a progress bar.
pub trait ImportProgress {
    /// After each line: how many bytes it had.
    fn advance(&mut self, bytes: u64);
}

/// How many events the reading thread may be ahead of the writing one: a few matches, so
/// memory stays that of a few matches however long the file.
const READ_AHEAD: usize = 8;

/// Merges the export `source` (named `file` in messages) into `store` in one transaction.
///
/// Two threads share the work, so that an import on two cores takes the time of its writes: one
/// reads and parses the file, checks its order and counts, and replays each match through its
/// game's engine as the file has it; the other (this one) merges what it is sent, in the
/// file's order, so the first problem in the file is the one reported.
pub fn import(
    store: &mut Store,
    source: &mut (dyn BufRead + Send),
    file: &str,
    options: ImportOptions,
    mut progress: Option<&mut dyn ImportProgress>,
) -> Result<ImportSummary, OpError> {
    std::thread::scope(|scope| {
        let (sender, events) = std::sync::mpsc::sync_channel(READ_AHEAD);
        scope.spawn(move || read_export(source, file, &sender));
        let mut tries = 0;
        let merged = store.write_if(|writer| {
            // The file streams through once: a write run again (the connection to the league
            // server broke before it was committed, or another table wrote at the same moment)
            // cannot read it again, and says so.
            tries += 1;
            if tries > 1 {
                return Err(OpError::failed(
                    crate::said!("error-import-again", file = file),
                    Some(crate::said!("error-import-again-hint")),
                ));
            }
            let mut run = Importer {
                writer,
                file,
                options,
                players: HashMap::new(),
                series: HashMap::new(),
                summary: ImportSummary {
                    dry_run: options.dry_run,
                    ..ImportSummary::default()
                },
                aliases_added: false,
                ended: Vec::new(),
            };
            loop {
                // The reader stops after the end record or a problem, so the channel closes
                // only after one of them has been received.
                let Ok(Read { event, bytes }) = events.recv() else {
                    return Err(OpError::failed(
                        crate::said!("error-import-stopped", file = file),
                        None,
                    ));
                };
                if let Some(progress) = progress.as_deref_mut() {
                    progress.advance(bytes);
                }
                match event? {
                    Event::Player { line, number } => run.player(&line, number)?,
                    Event::Match { pending, replayed } => run.one_match(pending, replayed)?,
                    Event::Series { line, number } => run.series(&line, number)?,
                    Event::Evening { line, number } => run.event(&line, number)?,
                    Event::End => break,
                }
            }
            // Once for the whole file: counted per match, matches that ended between matches
            // already counted would each count the seasons and ratings after them again.
            if !run.ended.is_empty() {
                writer.recount_imported(&run.ended)?;
            }
            let keep = !options.dry_run && run.summary.changes(run.aliases_added);
            Ok((run.summary, keep))
        });
        // A reader still sending learns that no one listens, and stops.
        drop(events);
        merged
    })
}

/// The game a match line names, one this tenscore knows.
fn game_of(file: &str, line: &MatchLine) -> Result<GameId, OpError> {
    line.game.parse().map_err(|_| {
        OpError::usage(
            crate::said!(
                "error-import-unknown-game",
                uuid = line.uuid.as_str(),
                file = file,
                game = line.game.as_str()
            ),
            crate::said!("error-import-unknown-game-hint"),
        )
    })
}

/// A file that is not a whole tenscore export (exit 2), at line `number`.
fn malformed(file: &str, number: u64, problem: impl Into<SaidArg>) -> OpError {
    OpError::usage(
        crate::said!(
            "error-import-line",
            number = number,
            file = file,
            problem = problem
        ),
        crate::said!("error-import-whole-hint"),
    )
}

struct Importer<'w, 'f> {
    writer: &'w dyn Writer,
    file: &'f str,
    options: ImportOptions,
    /// The file's player UUIDs and the local players they are.
    players: HashMap<String, i64>,
    /// The file's series UUIDs and the local series they are.
    series: HashMap<String, i64>,
    summary: ImportSummary,
    aliases_added: bool,
    /// The matches the file ended, whose seasons, rivals and ratings are counted at its end.
    ended: Vec<i64>,
}

impl Importer<'_, '_> {
    /// Merges one match of the file with its rounds.
    fn one_match(&mut self, pending: Pending, replayed: Replayed) -> Result<(), OpError> {
        let Pending {
            line,
            number,
            rounds,
        } = pending;
        let writer = self.writer;
        let file = self.file;
        check_uuid(file, number, &line.uuid)?;
        let game = game_of(file, &line)?;
        let bad = |problem: SaidArg| {
            malformed(
                file,
                number,
                crate::said!(
                    "error-import-match",
                    uuid = line.uuid.as_str(),
                    problem = problem
                ),
            )
        };
        let status = Status::parse(&line.status).map_err(|e| bad(e.to_string().into()))?;
        let ending = line
            .ended_by
            .as_deref()
            .map(Ending::parse)
            .transpose()
            .map_err(|e| bad(e.to_string().into()))?;
        if rounds.len() as u64 != line.round_records {
            return Err(bad(crate::said!(
                "error-import-round-records",
                counted = line.round_records,
                held = rounds.len()
            )
            .into()));
        }
        let seats = self.seats(&line, &bad)?;
        let (mut info, added) = self.match_here(&line, game, &seats)?;
        let mut took_rounds = false;
        let before = info.rounds;
        for round in &rounds {
            took_rounds |= self.round(&mut info, (&line, added), round)?;
        }
        if info.rounds != before {
            writer.count_rounds(info.id, info.rounds)?;
        }
        // The file's end, for a new match; for one here in progress, when it has what the file
        // counts.
        let takes_end = status != Status::InProgress
            && info.status == Status::InProgress
            && (added || info.rounds == line.rounds);
        if added && info.rounds != line.rounds {
            return Err(bad(crate::said!(
                "error-import-rounds",
                counted = line.rounds,
                held = info.rounds
            )
            .into()));
        }
        if takes_end {
            self.end(&mut info, &line, (status, ending), added, &bad)?;
        }
        if took_rounds {
            self.replay_taken(&info, &rounds, added, replayed)?;
        }
        match (added, took_rounds || takes_end) {
            (true, _) => self.summary.matches_added += 1,
            (false, true) => self.summary.matches_extended += 1,
            (false, false) => self.summary.matches_present += 1,
        }
        Ok(())
    }

    /// Replays a match that took rounds. A new match is replayed from the file's rounds (what
    /// was written), one that was here from its rows; the reader replayed a new match as the file
    /// has it already, which is what was written, when that replay was clean.
    fn replay_taken(
        &self,
        info: &MatchInfo,
        rounds: &[RoundLine],
        added: bool,
        replayed: Replayed,
    ) -> Result<(), OpError> {
        let live = match (added, replayed) {
            (true, Replayed::Clean) => None,
            (true, Replayed::NotClean) => Some(live_records(rounds)),
            (false, _) => Some(self.writer.rounds_of(info, RoundsWanted::LIVE)?),
        };
        match live {
            Some(live) => self.replay(info, &live, added),
            None => Ok(()),
        }
    }

    /// The local players of the match's seats, in order; a seat the file names no player for,
    /// or a player seated twice, refuses the file.
    fn seats(
        &self,
        line: &MatchLine,
        bad: &dyn Fn(SaidArg) -> OpError,
    ) -> Result<Vec<i64>, OpError> {
        let mut seats = Vec::with_capacity(line.players.len());
        for uuid in &line.players {
            let id = *self.players.get(uuid).ok_or_else(|| {
                bad(crate::said!("error-import-unseated", uuid = uuid.as_str()).into())
            })?;
            if seats.contains(&id) {
                return Err(OpError::usage(
                    crate::said!(
                        "error-import-one-player",
                        uuid = line.uuid.as_str(),
                        file = self.file
                    ),
                    crate::said!("error-import-one-player-hint"),
                ));
            }
            seats.push(id);
        }
        Ok(seats)
    }

    /// The match here with the line's UUID (it must be the same game and seats), or the match
    /// added; and whether it was added.
    fn match_here(
        &self,
        line: &MatchLine,
        game: GameId,
        seats: &[i64],
    ) -> Result<(MatchInfo, bool), OpError> {
        let writer = self.writer;
        match writer.match_by_uuid(&line.uuid)? {
            Some(id) => {
                let info = load(writer, id)?;
                let local: Vec<i64> = info.players.iter().map(|p| p.player_id).collect();
                if info.game != game || local != seats {
                    return Err(OpError::usage(
                        crate::said!(
                            "error-import-uuid-taken",
                            uuid = line.uuid.as_str(),
                            file = self.file,
                            title = game.title(),
                            label = info.label()
                        ),
                        crate::said!("error-import-uuid-taken-hint"),
                    ));
                }
                same_match::same_options(&info, line, self.file)?;
                Ok((info, false))
            }
            None => {
                let id = writer.import_match(&line.imported(game, seats))?;
                Ok((load(writer, id)?, true))
            }
        }
    }

    /// Ends the match as the file ended it (`status` and `ending` as the line has them), at the
    /// file's time; `info` is read again afterwards.
    fn end(
        &mut self,
        info: &mut MatchInfo,
        line: &MatchLine,
        (status, ending): (Status, Option<Ending>),
        added: bool,
        bad: &dyn Fn(SaidArg) -> OpError,
    ) -> Result<(), OpError> {
        let writer = self.writer;
        let (Some(ending), Some(finished_at)) = (ending, line.finished_at.as_deref()) else {
            return Err(bad(crate::said!(
                "error-import-no-end",
                status = line.status.as_str()
            )
            .into()));
        };
        if ending.status() != status {
            return Err(bad(crate::said!(
                "error-import-end-differs",
                status = line.status.as_str(),
                ending = ending.as_str()
            )
            .into()));
        }
        let standing = writer.current_standing(info)?;
        // As `finish`: bids open here were never played; they go, kept in the audit trail.
        if !added {
            writer.withdraw_open_round(info)?;
        }
        let places = final_places(
            info.game.game(),
            info,
            &standing,
            ending != Ending::Abandoned,
        )?;
        writer.end_match_at(info, ending, &places, finished_at)?;
        self.ended.push(info.id);
        *info = load(writer, info.id)?;
        Ok(())
    }

    /// Replays the live rounds of a match that took rounds: the first stored value that does not
    /// follow from the rules refuses the file.
    fn replay(&self, info: &MatchInfo, rounds: &[RoundRecord], added: bool) -> Result<(), OpError> {
        let mut findings = Vec::new();
        replay_match(info, rounds, &mut findings)?;
        let Some(first) = findings.first() else {
            return Ok(());
        };
        let which = match added {
            true => crate::said!(
                "error-import-new-match",
                uuid = info.uuid.as_str(),
                title = info.game.title()
            ),
            false => crate::said!(
                "error-import-known-match",
                label = info.label(),
                uuid = info.uuid.as_str()
            ),
        };
        Err(OpError::rule(
            crate::said!(
                "error-import-against-rules",
                game = info.game.id(),
                seq = first.seq,
                which = which,
                file = self.file,
                reason = first.reason.as_str()
            ),
            crate::said!("error-import-against-rules-hint"),
        ))
    }
}

/// The match with local id `id`, just written or found.
fn load(writer: &dyn Writer, id: i64) -> Result<MatchInfo, OpError> {
    writer
        .load_match(id)?
        .ok_or_else(|| OpError::failed(crate::said!("error-import-unread", id = id), None))
}

/// A UUID of the file, which must be one.
fn check_uuid(file: &str, number: u64, text: &str) -> Result<(), OpError> {
    match uuid::Uuid::parse_str(text) {
        Ok(_) => Ok(()),
        Err(_) => Err(malformed(
            file,
            number,
            crate::said!("error-import-not-uuid", text = text),
        )),
    }
}
