//! The merge of an export's club nights: its series and events, after every match of the file
//! is here (an event names its tables' matches by UUID).
//!
//! - A series is found by UUID, else by name (whatever its case: a name names one series here),
//!   else added with its UUID.
//! - An event is found by UUID (it must be the same game, else the UUID names two events:
//!   refused, exit 2), else added with its UUID, name, options, rounds planned, ranking and
//!   series; one found keeps those as they are here.
//! - Its roster (who plays from which round) is taken whole when the event is new here, or when
//!   the file has drawn more of its rounds than this database (the organiser's newer copy): a
//!   player it lacks (taken off before ever being seated) is taken off here too;
//!   otherwise the roster here stays as it is, so that a table's file does not undo what the
//!   organiser changed since (a player added or taken out for the next round).
//! - A draw found (the same round) must have the same seed, else the round was drawn twice:
//!   the file's draw replaces the one here when it was drawn later and no table of the round
//!   here has begun (the organiser drew it again, `event seat --redraw`: the unplayed matches of
//!   the draw here go); otherwise refused (exit 3). A draw not found is added. A table found must be the same match, and a
//!   match may be the table of one event only (else refused, exit 3). A table whose match is
//!   neither in the file nor here refuses the file (exit 2). Tables not in the file (an export
//!   with a filter takes the tables whose matches it takes) are not touched: an event goes along
//!   with the tables present, and takes the others from another file later.

use std::collections::HashMap;

use super::{Importer, check_uuid, malformed};
use crate::exchange::{DrawLine, EventLine, SeriesLine};
use crate::games::GameId;
use crate::ops::{OpError, SaidArg};
use crate::store::{EventRanking, EventRound, ImportedEvent, ImportedSeries};

/// What an import found and did with the series and events of its file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EventsImported {
    pub series_added: u64,
    pub series_present: u64,
    pub events_added: u64,
    /// Present here, and took players, draws or tables from the file.
    pub events_extended: u64,
    pub events_present: u64,
    pub tables_added: u64,
}

impl EventsImported {
    /// Whether the file held any series or event.
    pub fn held(&self) -> bool {
        self.series_added
            + self.series_present
            + self.events_added
            + self.events_extended
            + self.events_present
            > 0
    }

    /// Whether they write anything.
    pub(super) fn changes(&self) -> bool {
        self.series_added + self.events_added + self.events_extended > 0
    }
}

impl Importer<'_, '_> {
    /// Finds or adds a series of the file.
    pub(super) fn series(&mut self, line: &SeriesLine, number: u64) -> Result<(), OpError> {
        let writer = self.writer;
        check_uuid(self.file, number, &line.uuid)?;
        let found = match writer.series_by_uuid(&line.uuid)? {
            Some(id) => Some(id),
            None => writer.series_named(&line.name)?.map(|series| series.id),
        };
        let id = match found {
            Some(id) => {
                self.summary.events.series_present += 1;
                id
            }
            None => {
                self.summary.events.series_added += 1;
                writer.import_series(&ImportedSeries {
                    uuid: &line.uuid,
                    name: &line.name,
                    best: line.best,
                    min: line.min_evenings,
                    created_at: &line.created_at,
                })?
            }
        };
        self.series.insert(line.uuid.clone(), id);
        Ok(())
    }

    /// Merges an event of the file: its row, roster, draws and tables.
    pub(super) fn event(&mut self, line: &EventLine, number: u64) -> Result<(), OpError> {
        let writer = self.writer;
        let file = self.file;
        check_uuid(file, number, &line.uuid)?;
        let bad = |problem: SaidArg| {
            malformed(
                file,
                number,
                crate::said!(
                    "event-exchange-event",
                    uuid = line.uuid.as_str(),
                    problem = problem
                ),
            )
        };
        let roster = self.roster_of(line, &bad)?;
        let (id, added) = match writer.event_by_uuid(&line.uuid)? {
            Some(id) => (self.event_here(id, line)?, false),
            None => (self.add_event(line, &bad)?, true),
        };
        let mut rounds_here = match added {
            true => Vec::new(),
            false => writer.event_rounds(id)?,
        };
        let drawn_here = rounds_here.iter().map(|r| r.round).max().unwrap_or(0);
        let drawn_in_file = line.draws.iter().map(|d| d.round).max().unwrap_or(0);
        let mut changed = false;
        if added || drawn_in_file > drawn_here {
            changed |= self.take_roster(id, added, &roster)?;
        }
        let mut tables: Vec<(u32, u32, i64)> = match added {
            true => Vec::new(),
            false => (writer.event_tables(id, None)?.into_iter())
                .map(|t| (t.round, t.table, t.match_id))
                .collect(),
        };
        for draw in &line.draws {
            changed |= self.draw(id, line, draw, (&mut rounds_here, &mut tables))?;
            changed |= self.tables(id, line, draw, &mut tables, &bad)?;
        }
        let counts = &mut self.summary.events;
        match (added, changed) {
            (true, _) => counts.events_added += 1,
            (false, true) => counts.events_extended += 1,
            (false, false) => counts.events_present += 1,
        }
        Ok(())
    }

    /// The local players of the event's roster, with their rounds; a player the file does not
    /// hold, or one twice, refuses the file.
    fn roster_of(
        &self,
        line: &EventLine,
        bad: &dyn Fn(SaidArg) -> OpError,
    ) -> Result<Vec<(i64, u32, Option<u32>)>, OpError> {
        let mut roster: Vec<(i64, u32, Option<u32>)> = Vec::with_capacity(line.players.len());
        for player in &line.players {
            let id = match self.players.get(&player.player) {
                Some(&id) => Some(id),
                None => self.writer.player_by_uuid(&player.player)?.map(|p| p.id),
            };
            let Some(id) = id else {
                return Err(bad(crate::said!(
                    "event-exchange-no-player",
                    player = player.player.as_str()
                )
                .into()));
            };
            if roster.iter().any(|(other, _, _)| *other == id) {
                return Err(bad(crate::said!(
                    "event-exchange-player-twice",
                    player = player.player.as_str()
                )
                .into()));
            }
            roster.push((id, player.joined, player.left));
        }
        Ok(roster)
    }

    /// The event here with the line's UUID, which must be the same game.
    fn event_here(&self, id: i64, line: &EventLine) -> Result<i64, OpError> {
        let here = self.writer.event(id)?;
        match here {
            Some(here) if here.game.id() == line.game => Ok(id),
            _ => Err(OpError::usage(
                crate::said!(
                    "event-exchange-uuid-taken",
                    uuid = line.uuid.as_str(),
                    file = self.file,
                    name = line.name.as_str()
                ),
                crate::said!("event-exchange-uuid-taken-hint"),
            )),
        }
    }

    /// Adds the event of the line (its roster and draws follow); its local id.
    fn add_event(
        &self,
        line: &EventLine,
        bad: &dyn Fn(SaidArg) -> OpError,
    ) -> Result<i64, OpError> {
        let writer = self.writer;
        let game = line.game.parse::<GameId>().map_err(|_| {
            bad(crate::said!("event-exchange-unknown-game", game = line.game.as_str()).into())
        })?;
        let ranking = EventRanking::parse(&line.ranking).map_err(|_| {
            bad(crate::said!("event-exchange-ranking", ranking = line.ranking.as_str()).into())
        })?;
        let series = match &line.series {
            None => None,
            Some(uuid) => {
                let found = match self.series.get(uuid) {
                    Some(&id) => Some(id),
                    None => writer.series_by_uuid(uuid)?,
                };
                Some(found.ok_or_else(|| {
                    bad(crate::said!("event-exchange-no-series", series = uuid.as_str()).into())
                })?)
            }
        };
        Ok(writer.import_event(&ImportedEvent {
            uuid: &line.uuid,
            name: &line.name,
            game,
            options: &line.options,
            rounds: line.rounds,
            table_size: line.table_size,
            ranking,
            series,
            created_at: &line.created_at,
        })?)
    }

    /// Takes the file's roster whole: each player's rounds as the file has them, and no one it
    /// lacks. Whether it wrote.
    fn take_roster(
        &self,
        event: i64,
        added: bool,
        roster: &[(i64, u32, Option<u32>)],
    ) -> Result<bool, OpError> {
        let here: HashMap<i64, (u32, Option<u32>)> = match added {
            true => HashMap::new(),
            false => (self.writer.event_players(event)?.into_iter())
                .map(|p| (p.player.id, (p.joined, p.left)))
                .collect(),
        };
        let mut changed = false;
        for &(player, joined, left) in roster {
            if here.get(&player) != Some(&(joined, left)) {
                self.writer
                    .set_event_player(event, player, (joined, left))?;
                changed = true;
            }
        }
        // A player the newer roster no longer has was taken off before ever being seated
        // (`event remove` before the round they were to join): off here too.
        let gone: Vec<i64> = (here.keys())
            .filter(|id| !roster.iter().any(|(player, _, _)| player == *id))
            .copied()
            .collect();
        if !gone.is_empty() {
            self.writer.remove_event_players(event, &gone, 1)?;
            changed = true;
        }
        Ok(changed)
    }

    /// Adds the draw of a round not drawn here; one drawn here must be the same draw, unless
    /// the file's was drawn later and no table here has begun. Whether it wrote.
    fn draw(
        &self,
        event: i64,
        line: &EventLine,
        draw: &DrawLine,
        (rounds_here, tables): (&mut Vec<EventRound>, &mut Vec<(u32, u32, i64)>),
    ) -> Result<bool, OpError> {
        let found = rounds_here.iter().position(|r| r.round == draw.round);
        match found.map(|at| &rounds_here[at]) {
            Some(here) if (here.seed, here.by_standing) == (draw.seed, draw.by_standing) => {
                Ok(false)
            }
            // Drawn again later (`event seat --redraw`) where no table here has begun: the
            // later draw replaces this one, whose unplayed matches go.
            Some(here)
                if draw.drawn_at > here.drawn_at
                    && self.writer.undraw_round(event, draw.round)? =>
            {
                rounds_here.retain(|r| r.round != draw.round);
                tables.retain(|(round, _, _)| *round != draw.round);
                self.add_draw(event, draw, rounds_here)
            }
            Some(_) => Err(OpError::rule(
                crate::said!(
                    "event-exchange-drawn-twice",
                    round = draw.round,
                    name = line.name.as_str(),
                    file = self.file
                ),
                crate::said!("event-exchange-drawn-twice-hint"),
            )),
            None => self.add_draw(event, draw, rounds_here),
        }
    }

    /// Writes the draw of a round not here. Always writes.
    fn add_draw(
        &self,
        event: i64,
        draw: &DrawLine,
        rounds_here: &mut Vec<EventRound>,
    ) -> Result<bool, OpError> {
        let round = EventRound {
            round: draw.round,
            seed: draw.seed,
            by_standing: draw.by_standing,
            drawn_at: draw.drawn_at.clone(),
        };
        self.writer.import_event_round(event, &round)?;
        // A file that gives the round twice finds it the second time.
        rounds_here.push(round);
        Ok(true)
    }

    /// Adds the tables of a draw not here (`tables`: the event's tables here, as round, table
    /// and match, kept up to date). Whether it wrote.
    fn tables(
        &mut self,
        event: i64,
        line: &EventLine,
        draw: &DrawLine,
        tables: &mut Vec<(u32, u32, i64)>,
        bad: &dyn Fn(SaidArg) -> OpError,
    ) -> Result<bool, OpError> {
        let writer = self.writer;
        let mut changed = false;
        for table in &draw.tables {
            let Some(match_id) = writer.match_by_uuid(&table.match_uuid)? else {
                return Err(bad(crate::said!(
                    "event-exchange-no-match",
                    table = table.table,
                    round = draw.round,
                    match_uuid = table.match_uuid.as_str()
                )
                .into()));
            };
            // A table plays the evening's game: a match of another game (a file edited by
            // hand) cannot be one of its tables.
            if let Some(other) = writer
                .load_match(match_id)?
                .filter(|m| m.game.id() != line.game)
            {
                return Err(bad(crate::said!(
                    "event-exchange-other-game",
                    table = table.table,
                    round = draw.round,
                    match_uuid = table.match_uuid.as_str(),
                    game = other.game.title(),
                    game_id = other.game.id(),
                    event_game = (line.game.parse::<GameId>())
                        .map_or_else(|_| line.game.clone(), |g| g.title().to_string())
                )
                .into()));
            }
            let here = (tables.iter())
                .find(|(round, number, _)| (*round, *number) == (draw.round, table.table));
            let elsewhere = match here {
                Some(&(_, _, id)) if id == match_id => continue,
                Some(_) => true,
                None => writer.event_of_match(match_id)?.is_some(),
            };
            if elsewhere {
                return Err(OpError::rule(
                    crate::said!(
                        "event-exchange-other-table",
                        table = table.table,
                        round = draw.round,
                        name = line.name.as_str(),
                        file = self.file
                    ),
                    crate::said!("event-exchange-drawn-twice-hint"),
                ));
            }
            writer.import_event_table(event, (draw.round, table.table), match_id)?;
            tables.push((draw.round, table.table, match_id));
            self.summary.events.tables_added += 1;
            changed = true;
        }
        Ok(changed)
    }
}
