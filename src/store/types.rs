//! What the store hands out and takes in: typed values, the same for every backend.

use serde_json::Value;

use super::StoreError;
use crate::games::{GameId, Note, Outcome, SeatResult};

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
            other => Err(StoreError::Damaged(format!(
                "unknown match status '{other}'"
            ))),
        }
    }
}

/// A player in a seat of a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatedPlayer {
    pub player_id: i64,
    pub name: String,
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
    /// Live scored rounds.
    pub rounds: u32,
    pub players: Vec<SeatedPlayer>,
    /// The next round, when it has been opened (bids) but not yet recorded.
    pub open_round: Option<OpenRound>,
}

/// A round opened before it is played (10 op en neer: the bids), waiting for its entry.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenRound {
    pub id: i64,
    pub seq: u32,
    pub opening: Value,
}

impl MatchInfo {
    pub fn names(&self) -> Vec<String> {
        self.players.iter().map(|p| p.name.clone()).collect()
    }

    /// The seat of a stored score's player; a score without a seat means damaged data.
    pub(crate) fn seat_of_player(&self, player_id: i64) -> Result<usize, StoreError> {
        self.players
            .iter()
            .position(|p| p.player_id == player_id)
            .ok_or_else(|| StoreError::Damaged(format!("a score in match {} has no seat", self.id)))
    }
}

/// One stored round with the scores it produced, for `show`.
#[derive(Clone, Debug)]
pub struct RoundRecord {
    pub id: i64,
    pub seq: u32,
    pub opening: Option<Value>,
    pub entry: Option<Value>,
    pub explanation: Vec<String>,
    pub withdrawn: bool,
    pub reason: Option<String>,
    pub created_at: String,
    /// One per seat, in seating order (empty while the round is only opened).
    pub scores: Vec<ScoreRecord>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreRecord {
    pub points: i64,
    pub total: i64,
    pub out: bool,
    pub notes: Vec<Note>,
}

impl From<&SeatResult> for ScoreRecord {
    fn from(result: &SeatResult) -> Self {
        ScoreRecord {
            points: result.points,
            total: result.total,
            out: result.out,
            notes: result.notes.clone(),
        }
    }
}

/// A seat's final place, written when a match ends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinalPlace {
    pub rank: usize,
    pub score: i64,
    pub won: bool,
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
}
