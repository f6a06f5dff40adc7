//! Club nights as an export copies them and an import writes them: by UUIDs, so that the
//! evening, its roster, draws and tables travel between databases with the matches.

use serde_json::Value;

use super::{EventInfo, EventRanking, EventRound, SeriesInfo};
use crate::games::GameId;

/// The series and events an export copies, after its matches ([`crate::store::Reader::export_events`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct EventsCopy {
    /// Every series an event copied counts in (every series, when nothing is filtered), by id.
    pub series: Vec<SeriesInfo>,
    pub events: Vec<EventCopy>,
}

/// An event copied whole: its row, its series' UUID, its roster, and its draws with the tables
/// the export takes.
#[derive(Clone, Debug, PartialEq)]
pub struct EventCopy {
    pub info: EventInfo,
    pub series_uuid: Option<String>,
    pub players: Vec<EventPlayerCopy>,
    pub draws: Vec<DrawCopy>,
}

/// A player of an event, by UUID.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventPlayerCopy {
    pub player: String,
    pub joined: u32,
    pub left: Option<u32>,
}

/// A round drawn, with the tables (number and match UUID) the export takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrawCopy {
    pub round: EventRound,
    pub tables: Vec<(u32, String)>,
}

/// A series from another database (`import`), written with its UUID and time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImportedSeries<'a> {
    pub uuid: &'a str,
    pub name: &'a str,
    pub best: u32,
    pub min: u32,
    pub created_at: &'a str,
}

/// An event from another database (`import`), written without players or draws (those follow).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ImportedEvent<'a> {
    pub uuid: &'a str,
    pub name: &'a str,
    pub game: GameId,
    pub options: &'a Value,
    pub rounds: u32,
    pub table_size: u32,
    pub ranking: EventRanking,
    /// The local series it counts in.
    pub series: Option<i64>,
    pub created_at: &'a str,
}
