//! What the store hands out and takes in: typed values, the same for every backend.

use std::collections::{BTreeMap, HashMap};

use serde_json::Value;

use super::StoreError;
use super::season::{PlayerSeason, Rating, SeasonKey, Tally};
use crate::games::names::{PlayerName, names_list};
use crate::games::{GameId, Outcome};

mod event_copies;
mod events;
mod records;
pub use event_copies::*;
pub use events::*;
pub use records::*;

/// A match's lifecycle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    InProgress,
    Finished,
    Abandoned,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::InProgress => "in-progress",
            Status::Finished => "finished",
            Status::Abandoned => "abandoned",
        }
    }

    /// Reads a stored status; anything else is damaged data.
    pub fn parse(text: &str) -> Result<Status, StoreError> {
        match text {
            "in-progress" => Ok(Status::InProgress),
            "finished" => Ok(Status::Finished),
            "abandoned" => Ok(Status::Abandoned),
            other => Err(StoreError::Damaged(crate::t!(
                "error-store-unknown-status",
                status = other
            ))),
        }
    }
}

/// How a match ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The game's rules ended it (a round, or an edit, brought it to its end).
    Rules,
    /// `tenscore finish`: ranked as it stood.
    Finish,
    /// `tenscore finish --abandon`: no winner.
    Abandoned,
}

impl Ending {
    pub fn as_str(self) -> &'static str {
        match self {
            Ending::Rules => "rules",
            Ending::Finish => "finish",
            Ending::Abandoned => "abandoned",
        }
    }

    /// Reads a stored ending; anything else is damaged data.
    pub fn parse(text: &str) -> Result<Ending, StoreError> {
        match text {
            "rules" => Ok(Ending::Rules),
            "finish" => Ok(Ending::Finish),
            "abandoned" => Ok(Ending::Abandoned),
            other => Err(StoreError::Damaged(crate::t!(
                "error-store-unknown-ending",
                ending = other
            ))),
        }
    }

    /// The status a match ended this way has.
    pub fn status(self) -> Status {
        match self {
            Ending::Rules | Ending::Finish => Status::Finished,
            Ending::Abandoned => Status::Abandoned,
        }
    }
}

/// A player in a seat of a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatedPlayer {
    pub player_id: i64,
    /// The player's UUID, the same in every database the player's matches are merged into.
    pub uuid: String,
    /// Shown with `{}`, always terminal-safe.
    pub name: PlayerName,
}

/// A match header with its players in seating order.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchInfo {
    pub id: i64,
    pub uuid: String,
    pub game: GameId,
    pub options: Value,
    pub status: Status,
    pub created_at: String,
    pub finished_at: Option<String>,
    /// While it is in progress again after it ended: when it ended, and how far its rounds had
    /// got then (ended again without a round past those, it takes that time back).
    pub kept_end: Option<KeptEnd>,
    /// How it ended; `None` while in progress.
    pub ended_by: Option<Ending>,
    /// Live scored rounds.
    pub rounds: u32,
    pub players: Vec<SeatedPlayer>,
    /// The next round, when it has been opened (bids) but not yet recorded.
    pub open_round: Option<OpenRound>,
    /// The event table it is, if any ("Friday club — round 2, table 3").
    pub table: Option<TablePlace>,
}

/// When a match reopened since had ended, and the positions its rounds had reached then (read
/// with the match on the server; on SQLite only when it ends again).
#[derive(Clone, Debug, PartialEq)]
pub struct KeptEnd {
    pub at: String,
    pub positions: Option<u32>,
}

/// A round opened before it is played (10 op en neer: the bids), waiting for its entry.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenRound {
    /// Which of the rounds recorded at this position it is (1, then 2 after an undo, ...).
    pub take: u32,
    pub seq: u32,
    pub opening: Value,
}

impl MatchInfo {
    /// The match in the words every write starts its report with, and that a question or a
    /// refusal names it by: `match 2, Under the 10: Ann, Bob, Cy` (the names terminal-safe).
    pub fn label(&self) -> String {
        crate::t!(
            "cmd-match-label",
            id = self.id,
            title = self.game.title(),
            players = names_list(self.players.iter().map(|p| &p.name))
        )
    }

    /// The players' names as typed, in seating order (for storage, JSON and the engines).
    pub fn names(&self) -> Vec<String> {
        self.players
            .iter()
            .map(|p| p.name.as_stored().to_string())
            .collect()
    }

    /// The seat of a stored score's player; a score without a seat means damaged data.
    pub(crate) fn seat_of_player(&self, player_id: i64) -> Result<usize, StoreError> {
        self.players
            .iter()
            .position(|p| p.player_id == player_id)
            .ok_or_else(|| StoreError::Damaged(crate::t!("error-store-no-seat", id = self.id)))
    }
}

/// Which rounds of a match to read, and how much of each: `show` reads the withdrawn rounds only
/// with `--all`, and the explanations only for JSON, the one output that prints them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundsWanted {
    /// The withdrawn and replaced rounds too (the audit trail).
    pub withdrawn: bool,
    /// Each round's explanation; without it, [`RoundRecord::explanation`] is empty.
    pub explanations: bool,
    /// Each score's counters ([`ScoreRecord::counters`]): what an export, an import and the
    /// audit compare, and what some games' explanations read; without it they are empty.
    pub counters: bool,
}

impl RoundsWanted {
    /// Everything: every round, with its explanation.
    pub const ALL: RoundsWanted = RoundsWanted {
        withdrawn: true,
        explanations: true,
        counters: true,
    };
    /// The live rounds with their explanations.
    pub const LIVE: RoundsWanted = RoundsWanted {
        withdrawn: false,
        explanations: true,
        counters: true,
    };
}

/// A seat's final place, written when a match ends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinalPlace {
    pub rank: usize,
    pub score: i64,
    pub won: bool,
}

/// A player record: the short id, the UUID that identifies them across databases, and the
/// spelling they have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub id: i64,
    pub uuid: String,
    pub name: String,
}

/// One of the game's own figures, about one seat of an ended match.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Figure {
    /// How many live rounds brought the seat a note of this kind (`called`, `failed-call`,
    /// `luck`, `halved`, `went-out`, `hit-bid`, ...: the note's tag as stored).
    Note(String),
    /// A running counter of the game (`bids_hit`, `deals_won`, ...) as it stood at the end.
    Counter(String),
}

impl Figure {
    const NOTE: &'static str = "note:";
    const COUNTER: &'static str = "counter:";

    /// The stored key: `note:KIND` or `counter:NAME`.
    pub fn key(&self) -> String {
        match self {
            Figure::Note(kind) => format!("{}{kind}", Figure::NOTE),
            Figure::Counter(name) => format!("{}{name}", Figure::COUNTER),
        }
    }

    /// Reads a stored key; anything else is damaged data.
    pub fn parse(key: &str) -> Result<Figure, StoreError> {
        if let Some(kind) = key.strip_prefix(Figure::NOTE) {
            Ok(Figure::Note(kind.to_string()))
        } else if let Some(name) = key.strip_prefix(Figure::COUNTER) {
            Ok(Figure::Counter(name.to_string()))
        } else {
            Err(StoreError::Damaged(crate::t!(
                "error-store-unknown-figure",
                key = key
            )))
        }
    }
}

/// A figure of one seat of an ended match, written when the match ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchFigure {
    pub seat: usize,
    pub player_id: i64,
    pub figure: Figure,
    pub value: i64,
}

/// A live round as entered, for rescoring the rounds after an edit.
#[derive(Clone, Debug, PartialEq)]
pub struct LiveEntry {
    pub seq: u32,
    pub opening: Option<Value>,
    pub entry: Value,
}

/// A past round's replacement (`edit`): what opened it, the new entry, its scores and why.
#[derive(Clone, Copy, Debug)]
pub struct Replacement<'a> {
    pub seq: u32,
    pub opening: Option<&'a Value>,
    pub entry: &'a Value,
    pub outcome: &'a Outcome,
    pub reason: &'a str,
    /// The explanation of the round replaced, kept with it in the audit trail.
    pub replaced_explanation: &'a [String],
}

/// Which matches a look back over the file lists (`history`): every condition given must hold.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MatchFilter {
    pub game: Option<GameId>,
    /// Matches this player sat in (a player's id).
    pub player: Option<i64>,
    /// Started at or after this instant (UTC, RFC 3339 to the second, as stored).
    pub since: Option<String>,
    /// Started before this instant (UTC, RFC 3339 to the second, as stored).
    pub before: Option<String>,
    /// At most this many, the newest.
    pub limit: Option<u32>,
    /// Matches still in progress only (the list `play` resumes from).
    pub in_progress: bool,
    /// Finished matches only: this one alone.
    pub match_id: Option<i64>,
    /// Finished matches only: those that finished at or after this one, in the order seasons
    /// count them.
    pub from: Option<SeasonKey>,
    /// Finished matches only: at most this many, the first in the order seasons count them (a
    /// long run of them read a part at a time).
    pub first: Option<u32>,
}

/// Which matches an export takes (`tenscore export`): every condition given must hold; none
/// given, every match.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ExportFilter {
    /// This match alone.
    pub match_id: Option<i64>,
    pub game: Option<GameId>,
    /// Started at or after this instant (UTC, RFC 3339 to the second, as stored).
    pub since: Option<String>,
}

/// A player record whole, as an export copies it: the UUID, the spelling, when it was made,
/// and the UUIDs of the player records merged into it (aliases).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerRecord {
    pub id: i64,
    pub uuid: String,
    pub name: String,
    /// UTC, RFC 3339.
    pub created_at: String,
    /// When the player was last renamed (UTC, RFC 3339); `None`: named as made.
    pub named_at: Option<String>,
    /// The UUIDs of player records merged into this one, in the order of their bytes.
    pub aliases: Vec<String>,
    /// The folded names those records kept (schema 12), by alias UUID.
    pub merged_names: std::collections::BTreeMap<String, String>,
}

/// A player record from another database (`tenscore import`), written as it was there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImportedPlayer<'a> {
    pub uuid: &'a str,
    pub name: &'a str,
    /// UTC, RFC 3339.
    pub created_at: &'a str,
    /// When it was last renamed there (UTC, RFC 3339); `None`: named as made.
    pub named_at: Option<&'a str>,
}

/// A match from another database (`tenscore import`), written in progress with no rounds; its
/// rounds follow ([`ImportedRound`]) and then how it ended.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ImportedMatch<'a> {
    pub uuid: &'a str,
    pub game: GameId,
    pub options: &'a Value,
    /// UTC, RFC 3339.
    pub created_at: &'a str,
    /// In progress again: when it first ended there (UTC, RFC 3339).
    pub kept_finished_at: Option<&'a str>,
    /// The local ids of its players, in seating order.
    pub players: &'a [i64],
}

/// A round from another database (`tenscore import`), written as it was there: live,
/// withdrawn, or only opened (no entry, no scores). It takes the next take at its position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ImportedRound<'a> {
    pub uuid: &'a str,
    pub seq: u32,
    pub opening: Option<&'a Value>,
    pub entry: Option<&'a Value>,
    pub withdrawn: bool,
    pub withdrawn_at: Option<&'a str>,
    /// The UUID of the round of the same match and position it replaced (`edit`).
    pub replaces: Option<&'a str>,
    pub reason: Option<&'a str>,
    pub created_at: &'a str,
    /// A withdrawn round's explanation, kept as it was.
    pub explanation: Option<&'a [String]>,
    /// One per seat, in seating order; empty for a round only opened.
    pub scores: &'a [ScoreRecord],
}

/// Where a round (found by its UUID) is kept, and what it holds.
#[derive(Clone, Debug, PartialEq)]
pub struct RoundPlace {
    pub match_id: i64,
    pub seq: u32,
    pub take: u32,
    pub withdrawn: bool,
    /// Opened (bids) and waiting for its entry.
    pub open: bool,
    /// Its opening and entry as JSON, as the export writes them (to tell a round recorded
    /// differently under the same UUID).
    pub opening: Option<serde_json::Value>,
    pub entry: Option<serde_json::Value>,
}

/// A match as a list of matches shows it: what was played, by whom, who won.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchSummary {
    pub id: i64,
    pub game: GameId,
    pub status: Status,
    pub ended_by: Option<Ending>,
    /// UTC, RFC 3339.
    pub created_at: String,
    /// Live scored rounds.
    pub rounds: u32,
    /// In seating order.
    pub players: Vec<PlayerName>,
    /// The winners of a finished match, in seating order; none while in progress or abandoned.
    pub winners: Vec<PlayerName>,
    /// The event table it is, if any ("Table 3, round 2 of Friday club").
    pub table: Option<TablePlace>,
}

/// A player as the list of players shows them: how much they played, and when last.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerSummary {
    pub player: Player,
    /// Matches they sat in, whatever became of them.
    pub matches: u32,
    /// Finished matches they won (a shared win counts for each winner).
    pub won: u32,
    /// When the newest of their matches started (UTC, RFC 3339); `None` if they have none.
    pub last_played: Option<String>,
}

/// A finished match as a season's statistics read it: every seat's final place and the notes
/// its rounds brought.
#[derive(Clone, Debug, PartialEq)]
pub struct FinishedMatch {
    pub id: i64,
    pub game: GameId,
    pub options: Value,
    /// UTC, RFC 3339, as stored.
    pub finished_at: String,
    /// In seating order.
    pub seats: Vec<FinishedSeat>,
}

impl FinishedMatch {
    /// Where the match stands in the order seasons count them.
    pub fn key(&self) -> SeasonKey {
        SeasonKey {
            finished_at: self.finished_at.clone(),
            match_id: self.id,
        }
    }
}

/// One seat of a finished match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinishedSeat {
    pub player_id: i64,
    pub name: PlayerName,
    pub rank: usize,
    pub score: i64,
    pub won: bool,
    /// The game's season sums of the seat (exact bids, calls, ...), as the match ended.
    pub sums: BTreeMap<String, i64>,
}

/// One player's season in one game (`game`), or in all games together (`None`).
#[derive(Clone, Debug, PartialEq)]
pub struct StoredSeason {
    pub player_id: i64,
    pub name: PlayerName,
    pub game: Option<GameId>,
    pub season: PlayerSeason,
    /// The player's rating in the game (none for all games together).
    pub rating: Option<Rating>,
}

/// What is kept of the players `stats` is asked about: their season rows, and how each fared
/// against each opponent (by player id; sorted by game, then opponent), when asked for.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlayersKept {
    pub seasons: Vec<StoredSeason>,
    pub rivals: HashMap<i64, Vec<Rivalry>>,
}

/// How a player fared against one opponent in one game's finished matches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rivalry {
    pub other_id: i64,
    pub other: PlayerName,
    pub game: GameId,
    pub tally: Tally,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_label_names_the_match_game_and_players_and_never_prints_a_control_character() {
        let seat = |id: i64, name: &str| SeatedPlayer {
            player_id: id,
            uuid: String::new(),
            name: PlayerName::stored(name),
        };
        let info = MatchInfo {
            id: 2,
            uuid: String::new(),
            game: crate::games::pig10::ID,
            options: Value::Null,
            status: Status::InProgress,
            created_at: String::new(),
            finished_at: None,
            kept_end: None,
            ended_by: None,
            rounds: 0,
            players: vec![seat(1, "Ann"), seat(2, "B\u{1b}[31mob\u{202e}")],
            open_round: None,
            table: None,
        };
        let label = info.label();
        assert!(label.starts_with("match 2, Pig 10: Ann, B"), "{label:?}");
        assert!(
            !label.contains(['\u{1b}', '\u{202e}']),
            "printed raw: {label:?}"
        );
    }
}

/// A season row of `stats --all`, handed over with the player's other rows, best first.
#[derive(Debug)]
pub struct RankedSeason {
    pub season: StoredSeason,
}
