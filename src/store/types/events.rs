//! What the store hands out and takes in about club nights: an event (one evening of rounds at
//! many tables, each table a match), its players, draws, tables and results, and the series of
//! evenings it may belong to.

use serde_json::Value;

use super::{Player, SeatedPlayer, Status};
use crate::games::GameId;
use crate::store::StoreError;

/// How an event ranks its players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventRanking {
    /// Per table, the share of the table a player beat (1 for the winner, 0 for the last).
    Share,
    /// The game's own points, where they compare across tables.
    Points,
}

impl EventRanking {
    /// The word stored (and shown in JSON).
    pub fn as_str(self) -> &'static str {
        match self {
            EventRanking::Share => "share",
            EventRanking::Points => "points",
        }
    }

    /// Reads a stored ranking; anything else is damaged data.
    pub fn parse(text: &str) -> Result<EventRanking, StoreError> {
        match text {
            "share" => Ok(EventRanking::Share),
            "points" => Ok(EventRanking::Points),
            other => Err(StoreError::Damaged(format!(
                "an event ranks by '{other}', which this tenscore does not know"
            ))),
        }
    }
}

/// An event to create ([`crate::store::Writer::create_event`]).
#[derive(Clone, Debug, PartialEq)]
pub struct NewEvent {
    pub name: String,
    pub game: GameId,
    /// The game's options for every table's match (as a match's options).
    pub options: Value,
    /// The rounds planned (at least 1).
    pub rounds: u32,
    /// The size of a table the draw aims for (at least 1).
    pub table_size: u32,
    pub ranking: EventRanking,
    /// The series (by id) the evening counts in, if any.
    pub series: Option<i64>,
    /// The players from the first round on, as typed (found or created as a match's players).
    pub players: Vec<String>,
}

/// An event as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct EventInfo {
    pub id: i64,
    pub uuid: String,
    pub name: String,
    pub game: GameId,
    pub options: Value,
    /// The rounds planned.
    pub rounds: u32,
    pub table_size: u32,
    pub ranking: EventRanking,
    /// The series it counts in: its id and name.
    pub series: Option<(i64, String)>,
    /// UTC, RFC 3339.
    pub created_at: String,
}

/// An event in the list of events ([`crate::store::Reader::events`]).
#[derive(Clone, Debug, PartialEq)]
pub struct EventSummary {
    pub event: EventInfo,
    /// The rounds drawn so far.
    pub drawn: u32,
    /// The players still in (not left).
    pub players: u32,
    /// The tables of drawn rounds whose match is still in progress.
    pub unfinished: u32,
}

impl EventSummary {
    /// Every planned round drawn and every table's match ended.
    pub fn complete(&self) -> bool {
        self.drawn >= self.event.rounds && self.unfinished == 0
    }
}

/// A player of an event: from which round they are seated, and from which round no longer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventPlayer {
    pub player: Player,
    /// The first round they are seated in (from 1).
    pub joined: u32,
    /// The first round they are no longer seated in; `None` while they are still in.
    pub left: Option<u32>,
}

impl EventPlayer {
    /// Whether the draw of `round` seats them. A player who left and came back has `left`
    /// cleared ([`crate::store::Writer::add_event_players`]): the rounds drawn without them
    /// are told by the tables of those rounds, not by this.
    pub fn present_in(&self, round: u32) -> bool {
        self.joined <= round && self.left.is_none_or(|left| round < left)
    }
}

/// A round drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventRound {
    pub round: u32,
    /// The seed the draw was made with (it reproduces the draw).
    pub seed: i64,
    /// Whether players of similar standing were seated together.
    pub by_standing: bool,
    /// UTC, RFC 3339.
    pub drawn_at: String,
}

/// A table of a drawn round: its match, how far that match is, and its players in seat order
/// (seat 0 starts).
#[derive(Clone, Debug, PartialEq)]
pub struct EventTable {
    pub round: u32,
    /// The table's number in its round, from 1.
    pub table: u32,
    pub match_id: i64,
    pub status: Status,
    /// The match's live scored rounds so far.
    pub rounds: u32,
    pub players: Vec<SeatedPlayer>,
}

/// A seat's final place in an ended match of an event (the match's `results` row).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventResult {
    pub round: u32,
    pub table: u32,
    pub match_id: i64,
    pub player_id: i64,
    /// The place, from 1 (teammates share their team's place as the match stored it).
    pub rank: u32,
    /// The final score the match ended with.
    pub score: i64,
}

/// Where a match sits in an event ([`crate::store::Reader::event_of_match`]): "Table 3,
/// round 2 of <event>".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TablePlace {
    pub event: i64,
    pub event_name: String,
    pub round: u32,
    pub table: u32,
}

/// A series of evenings (a season): players rank by the average of their best `best` evenings
/// among those who attended at least `min` of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeriesInfo {
    pub id: i64,
    pub uuid: String,
    pub name: String,
    pub best: u32,
    pub min: u32,
    /// UTC, RFC 3339.
    pub created_at: String,
}

/// An evening of a series with everything its ranking is made from
/// ([`crate::store::Reader::series_events`]).
#[derive(Clone, Debug, PartialEq)]
pub struct SeriesEvening {
    pub event: EventInfo,
    pub players: Vec<EventPlayer>,
    /// Every table of every drawn round, in round and table order.
    pub tables: Vec<EventTable>,
    pub results: Vec<EventResult>,
}

/// A seat's running total in an unfinished table of an event
/// ([`crate::store::Reader::event_live_totals`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiveTotal {
    pub match_id: i64,
    pub player_id: i64,
    /// The total after the match's last live round.
    pub total: i64,
}

/// How far an event is, in a few values that change with every write the venue's board shows
/// ([`crate::store::Reader::event_mark`]): equal marks, nothing to redraw.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EventMark {
    /// The tables drawn.
    pub tables: i64,
    /// The tables' match ids, summed: a redraw's matches are new ones (ids are never given
    /// again), so it changes even where the number of tables stays.
    pub matches: i64,
    /// The tables' matches' live rounds, summed.
    pub rounds: i64,
    /// The tables finished (ended by the rules or by `finish`).
    pub finished: i64,
    /// The tables abandoned.
    pub abandoned: i64,
    /// The rounds ever recorded at the tables, live or withdrawn (an edit adds one).
    pub recorded: i64,
    /// The rounds withdrawn (an undo).
    pub withdrawn: i64,
    /// The roster: how many players, and the sums of their ids, of the rounds they joined and
    /// of the rounds they left (0 while in), so that `event add` and `event remove` change it.
    pub roster: [i64; 4],
    /// The event's name.
    pub name: String,
    /// When one of its players was last renamed (UTC, RFC 3339), or `None`.
    pub renamed: Option<String>,
}
