//! The typed shapes of every `--json` answer of the match commands: `new`, `bid`, `round`,
//! `undo`, `edit`, `finish`, `standings`, `show` and `rules`.
//!
//! [`Output::print_json`] prints object keys in alphabetical order, so fields are declared here in
//! reading order. Names serialise as typed, game ids as their id; a value that may be missing is
//! `null` (`next`, `finished_at`, ...), except `teams`, which is left out when there are none.
//!
//! [`Output::print_json`]: crate::output::Output::print_json

use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::Value;

use super::StandingsView;
use crate::games::names::PlayerName;
use crate::games::{GameId, Note, Outcome, SeatResult, TeamStanding};
use crate::ops::local_rfc3339;
use crate::packed::Packed;
use crate::store::{MatchInfo, RoundRecord, ScoreRecord};

/// The table of a match as it stands: what `standings --json` and `finish --json` print, and
/// the `standings` of `bid`, `round`, `undo`, `edit` and `show`.
#[derive(Debug, Serialize)]
pub struct StandingsJson<'a> {
    #[serde(rename = "match")]
    pub match_id: i64,
    pub game: GameId,
    /// `in-progress`, `finished` or `abandoned`.
    pub status: &'static str,
    /// Live scored rounds.
    pub rounds: u32,
    /// Best first.
    pub players: Vec<PlayerJson<'a>>,
    /// Best first; only when the match is played in teams.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub teams: Vec<TeamJson<'a>>,
    /// Empty until the match is finished.
    pub winners: &'a [PlayerName],
    /// Who starts, deals or bids next; `null` once the match is over.
    pub next: Option<&'a str>,
    /// Only when the match is a table of an event (a club night).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub event: Option<EventTableJson<'a>>,
}

/// The event table a match is: in [`StandingsJson`] and [`ShowJson`], only for such a match.
#[derive(Debug, Serialize)]
pub struct EventTableJson<'a> {
    pub id: i64,
    pub name: &'a str,
    pub round: u32,
    pub table: u32,
}

impl<'a> EventTableJson<'a> {
    pub fn of(info: &'a MatchInfo) -> Option<EventTableJson<'a>> {
        info.table.as_ref().map(|place| EventTableJson {
            id: place.event,
            name: &place.event_name,
            round: place.round,
            table: place.table,
        })
    }
}

/// One player of [`StandingsJson`].
#[derive(Debug, Serialize)]
pub struct PlayerJson<'a> {
    pub name: &'a PlayerName,
    pub score: i64,
    /// Among the players (1 is best; ties share a rank), in teams too.
    pub rank: usize,
    pub eliminated: bool,
    /// The game's own running figures (`bids_hit`, `deals_won`, ...), beside the fields above.
    #[serde(flatten)]
    pub figures: BTreeMap<&'static str, i64>,
}

/// One team of [`StandingsJson`].
#[derive(Debug, Serialize)]
pub struct TeamJson<'a> {
    pub name: &'a str,
    /// In seating order.
    pub members: Vec<&'a PlayerName>,
    /// The members' points added up.
    pub points: i64,
    /// Points per member, rounded to two decimals.
    pub score: f64,
    pub rank: usize,
}

/// One seat's result in a round: in `round --json`'s `scores` and in each round of `show --json`.
#[derive(Debug, Serialize)]
pub struct ScoreJson<'a> {
    pub name: &'a PlayerName,
    pub points: i64,
    /// The running total after the round.
    pub total: i64,
    pub out: bool,
    pub notes: &'a [Note],
}

/// What `round --json` prints: the round just recorded, its outcome and the table after it.
#[derive(Debug, Serialize)]
pub struct RoundJson<'a> {
    #[serde(rename = "match")]
    pub match_id: i64,
    pub round: u32,
    pub status: &'static str,
    /// In seating order.
    pub scores: Vec<ScoreJson<'a>>,
    pub explanation: &'a [String],
    pub winners: &'a [PlayerName],
    pub standings: StandingsJson<'a>,
}

/// What `show --json` prints: the match, every round shown and the table as it stands.
#[derive(Debug, Serialize)]
pub struct ShowJson<'a> {
    #[serde(rename = "match")]
    pub match_id: i64,
    pub uuid: &'a str,
    pub game: GameId,
    pub status: &'static str,
    /// In local time with its offset, as every time in JSON but `export`'s (stored in UTC).
    pub created_at: String,
    pub finished_at: Option<String>,
    /// In seating order.
    pub players: Vec<&'a PlayerName>,
    pub rounds: Vec<ShowRoundJson<'a>>,
    pub standings: StandingsJson<'a>,
    /// Only when the match is a table of an event (a club night).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub event: Option<EventTableJson<'a>>,
}

/// One round of [`ShowJson`], withdrawn and replaced ones included with `show --all`.
#[derive(Debug, Serialize)]
pub struct ShowRoundJson<'a> {
    pub round: u32,
    pub withdrawn: bool,
    /// Why it was edited; `null` when it was not.
    pub reason: Option<&'a str>,
    /// The entry as stored; `null` while the round is only opened.
    pub entry: Option<&'a Packed>,
    /// What opened it (the bids), as stored; `null` in games without an opening.
    pub opening: Option<&'a Packed>,
    /// In local time with its offset.
    pub recorded_at: String,
    /// In seating order; empty while the round is only opened.
    pub scores: Vec<ScoreJson<'a>>,
    pub explanation: &'a [String],
}

/// What `new --json` prints: the match started.
#[derive(Debug, Serialize)]
pub struct NewMatchJson<'a> {
    pub id: i64,
    pub game: GameId,
    /// In seating order.
    pub players: Vec<&'a PlayerName>,
}

/// What `bid --json` prints: the round just opened with its bids, and the table.
#[derive(Debug, Serialize)]
pub struct BidJson<'a> {
    #[serde(rename = "match")]
    pub match_id: i64,
    pub round: u32,
    /// In seating order.
    pub players: Vec<&'a PlayerName>,
    /// What opened the round (the bids, the trump), as stored.
    pub opening: Option<&'a Value>,
    pub next: Option<&'a str>,
    pub standings: StandingsJson<'a>,
}

/// What `undo --json` prints: what was withdrawn, and the table after it.
#[derive(Debug, Serialize)]
pub struct UndoJson<'a> {
    #[serde(rename = "match")]
    pub match_id: i64,
    /// The round withdrawn, or the round whose bids were.
    pub withdrawn: u32,
    /// `round` or `bids`.
    pub what: &'static str,
    pub standings: StandingsJson<'a>,
}

/// What `edit --json` prints: the round replaced, how many later rounds were rescored, and the
/// table after it.
#[derive(Debug, Serialize)]
pub struct EditJson<'a> {
    #[serde(rename = "match")]
    pub match_id: i64,
    pub round: u32,
    /// False when the round already read so and nothing was written (the text says "already
    /// reads so").
    pub changed: bool,
    pub rescored: usize,
    /// What the rescored rounds gained or lost (a halving, going out), round by round.
    pub later_changes: Vec<crate::render::LaterChangeJson>,
    pub standings: StandingsJson<'a>,
}

/// What `rules --json` prints.
#[derive(Debug, Serialize)]
pub struct RulesJson {
    pub game: GameId,
    pub title: String,
    /// The rules in our own words, house rulings marked.
    pub rules: String,
}

impl<'a> StandingsJson<'a> {
    pub fn new(view: &'a StandingsView) -> StandingsJson<'a> {
        let info = &view.info;
        StandingsJson {
            match_id: info.id,
            game: info.game,
            status: info.status.as_str(),
            rounds: info.rounds,
            players: view
                .rows
                .iter()
                .map(|row| PlayerJson {
                    name: &row.name,
                    score: row.total,
                    rank: row.rank,
                    eliminated: row.out,
                    figures: row.figures.iter().map(|f| (f.key, f.value)).collect(),
                })
                .collect(),
            teams: view
                .teams
                .iter()
                .map(|team| TeamJson::new(view, team))
                .collect(),
            winners: &view.winners,
            next: view.next.as_deref(),
            event: EventTableJson::of(info),
        }
    }
}

impl<'a> TeamJson<'a> {
    fn new(view: &'a StandingsView, team: &'a TeamStanding) -> TeamJson<'a> {
        TeamJson {
            name: &team.name,
            members: view.member_names(team).collect(),
            points: team.points,
            score: (team.score() * 100.0).round() / 100.0,
            rank: team.rank,
        }
    }
}

impl<'a> ScoreJson<'a> {
    /// A seat's stored score.
    fn stored(name: &'a PlayerName, score: &'a ScoreRecord) -> ScoreJson<'a> {
        ScoreJson {
            name,
            points: score.points,
            total: score.total,
            out: score.out,
            notes: score.notes(),
        }
    }

    /// A seat's result as the engine just scored it.
    fn scored(name: &'a PlayerName, result: &'a SeatResult) -> ScoreJson<'a> {
        ScoreJson {
            name,
            points: result.points,
            total: result.total,
            out: result.out,
            notes: &result.notes,
        }
    }
}

/// What `round --json` prints: round `seq` just recorded, its outcome and the table after it.
pub fn round_json<'a>(outcome: &'a Outcome, seq: u32, view: &'a StandingsView) -> RoundJson<'a> {
    RoundJson {
        match_id: view.info.id,
        round: seq,
        status: view.info.status.as_str(),
        scores: (view.info.players.iter())
            .zip(&outcome.seats)
            .map(|(player, result)| ScoreJson::scored(&player.name, result))
            .collect(),
        explanation: &outcome.explanation,
        winners: &view.winners,
        standings: view.json(),
    }
}

/// What `show --json` prints (its keys sorted when printed through [`Output::print_json`];
/// `show` itself writes the same text straight, with [`super::ShowJsonText`]).
///
/// [`Output::print_json`]: crate::output::Output::print_json
pub fn show_json<'a>(
    info: &'a MatchInfo,
    rounds: &'a [RoundRecord],
    view: &'a StandingsView,
) -> ShowJson<'a> {
    ShowJson {
        match_id: info.id,
        uuid: &info.uuid,
        game: info.game,
        status: info.status.as_str(),
        created_at: local_rfc3339(&info.created_at),
        finished_at: info.finished_at.as_deref().map(local_rfc3339),
        players: info.players.iter().map(|p| &p.name).collect(),
        rounds: rounds.iter().map(|r| ShowRoundJson::new(info, r)).collect(),
        standings: view.json(),
        event: EventTableJson::of(info),
    }
}

impl<'a> ShowRoundJson<'a> {
    fn new(info: &'a MatchInfo, round: &'a RoundRecord) -> ShowRoundJson<'a> {
        ShowRoundJson {
            round: round.seq,
            withdrawn: round.withdrawn,
            reason: round.reason(),
            entry: round.entry.as_ref(),
            opening: round.opening.as_ref(),
            recorded_at: local_rfc3339(&round.created_at),
            scores: (info.players.iter())
                .zip(&round.scores)
                .map(|(player, score)| ScoreJson::stored(&player.name, score))
                .collect(),
            explanation: round.explanation(),
        }
    }
}

impl<'a> NewMatchJson<'a> {
    pub fn new(info: &'a MatchInfo) -> NewMatchJson<'a> {
        NewMatchJson {
            id: info.id,
            game: info.game,
            players: info.players.iter().map(|p| &p.name).collect(),
        }
    }
}

impl<'a> BidJson<'a> {
    /// Round `seq`, which the view's match has just opened.
    pub fn new(view: &'a StandingsView, seq: u32) -> BidJson<'a> {
        let info = &view.info;
        BidJson {
            match_id: info.id,
            round: seq,
            players: info.players.iter().map(|p| &p.name).collect(),
            opening: info.open_round.as_ref().map(|open| &open.opening),
            next: view.next.as_deref(),
            standings: view.json(),
        }
    }
}

impl<'a> UndoJson<'a> {
    /// `withdrawn`: the round's number; `what`: `round` or `bids`.
    pub fn new(view: &'a StandingsView, withdrawn: u32, what: &'static str) -> UndoJson<'a> {
        UndoJson {
            match_id: view.info.id,
            withdrawn,
            what,
            standings: view.json(),
        }
    }
}

impl<'a> EditJson<'a> {
    pub fn new(
        view: &'a StandingsView,
        round: u32,
        changed: bool,
        edited: &crate::ops::Edited,
    ) -> EditJson<'a> {
        EditJson {
            match_id: view.info.id,
            round,
            changed,
            rescored: edited.rescored,
            later_changes: crate::render::LaterChangeJson::each(&view.info, &edited.changes),
            standings: view.json(),
        }
    }
}

impl RulesJson {
    pub fn new(game: GameId) -> RulesJson {
        RulesJson {
            game,
            title: game.title(),
            rules: game.game().rules_text(),
        }
    }
}
