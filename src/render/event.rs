//! Club nights (issue 36, DESIGN section 8): how an event and a series look. The ops layer fills
//! the plain views below from the store and the pure ranking (`events`); nothing here reads the
//! store. Ids are `i64`, names `String` (raw: each output makes them safe its own way, sanitised
//! for the terminal, escaped for HTML, as they are in JSON and CSV).
//!
//! - [`standings_text`] / [`standings_json`]: `event standings`, the evening's ranking.
//! - [`table_cards_text`] / [`seating_json`]: `event seat` and `event seating`, the table cards.
//! - [`board_frame`]: one screen of `event board` (the command clears and redraws).
//! - [`report_html`] / [`report_csv`] / [`report_json`]: `event report`, results to post.
//! - [`series_text`] / [`series_json`] / [`series_html`]: `series standings`.

mod board;
mod cards;
mod chart;
mod html;
mod report;
mod series;
mod standings;
#[cfg(test)]
mod tests;

use serde::Serialize;

use crate::games::GameId;

pub use board::board_frame;
pub use cards::{SeatingJson, TableJson, seating_json, size_left_out_text, table_cards_text};
pub use html::report_html;
pub use report::{report_csv, report_json};
pub use series::{SeriesJson, SeriesRowJson, series_html, series_json, series_text};
pub use standings::{StandingsJson, StandingsRowJson, standings_json, standings_text};

/// How an evening ranks its players (`events.ranking`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Ranking {
    /// The sum of each match's share of the table beaten (0 to 1 a match).
    Share,
    /// The sum of the game's own points.
    Points,
}

/// One evening as it stands: what every event view shows.
#[derive(Debug, Clone)]
pub struct EventView {
    /// The event's id (`events.id`), "event" in JSON.
    pub id: i64,
    pub name: String,
    pub game: GameId,
    pub ranking: Ranking,
    /// The rounds planned (`events.rounds`).
    pub rounds_planned: u32,
    /// The rounds whose every table has ended.
    pub rounds_played: u32,
    /// The evening's ranking, best first (rank order; ties share a rank).
    pub players: Vec<RankedRow>,
    /// Who holds the last place (several when tied), in ranking order; empty before any result.
    pub last: Vec<String>,
    /// Every round drawn so far, the first first; the last may still be playing.
    pub rounds: Vec<RoundView>,
}

impl EventView {
    /// The highest round whose every table has ended: what "after round N" names. It is
    /// `rounds_played` unless an earlier round's table plays on (reopened, or drawn past with
    /// `event seat --force`) while a later one has ended.
    pub fn last_round_done(&self) -> u32 {
        (self.rounds.iter())
            .filter(|r| !r.tables.is_empty() && r.tables.iter().all(|t| t.progress.ended))
            .map(|r| r.round)
            .max()
            .unwrap_or(0)
    }

    /// The tables of rounds before the last drawn that have not ended, with their round: a
    /// table reopened after the next round was drawn, or one the draw went past.
    pub fn earlier_tables_playing(&self) -> Vec<(u32, &TableView)> {
        let Some((_, earlier)) = self.rounds.split_last() else {
            return Vec::new();
        };
        (earlier.iter())
            .flat_map(|r| r.tables.iter().map(move |t| (r.round, t)))
            .filter(|(_, t)| !t.progress.ended)
            .collect()
    }
}

/// One player in the evening's ranking.
#[derive(Debug, Clone)]
pub struct RankedRow {
    pub name: String,
    /// 1 for the best; tied players share a rank.
    pub rank: u32,
    /// The sum of shares (`Ranking::Share`) or of the game's points (`Ranking::Points`).
    pub score: f64,
    /// The matches the player has finished this evening.
    pub matches: u32,
    /// Per round drawn (index 0 = round 1): the player's share of that round's match, `None`
    /// where they did not play it (waiting, not yet arrived, gone, or the match not ended).
    pub shares: Vec<Option<f64>>,
}

/// One round's draw and how its tables stand.
#[derive(Debug, Clone)]
pub struct RoundView {
    /// From 1.
    pub round: u32,
    /// The stored seed the draw is reproducible from.
    pub seed: i64,
    pub tables: Vec<TableView>,
    /// Present players not seated this round (`event seat --force`), by name.
    pub waiting: Vec<String>,
}

/// One table of a round: its match and its players in seat order (seat 0 starts).
#[derive(Debug, Clone)]
pub struct TableView {
    /// From 1.
    pub table: u32,
    pub match_id: i64,
    pub players: Vec<SeatView>,
    pub progress: Progress,
}

/// One seat of a table and, once known, how its player did.
#[derive(Debug, Clone)]
pub struct SeatView {
    pub name: String,
    /// The place at the table (1 = best; tied players share it); `None` while playing.
    pub place: Option<u32>,
    /// The game's own total at the table (so far, or final).
    pub score: Option<i64>,
    /// The share of the table beaten; `None` until the match ended.
    pub share: Option<f64>,
    /// In a match played in teams (Krumme10), once it ended: the player's team's score (its
    /// members' points divided by their number), which decided the place.
    pub team_score: Option<f64>,
}

/// How far a table's match is.
#[derive(Debug, Clone, Default)]
pub struct Progress {
    /// The match's live scored rounds (deals, games) so far.
    pub rounds_played_in_match: u32,
    /// Who leads, in seat order: several where tied (they share the lead, as a tie shares the
    /// win); none before the first round.
    pub leaders: Vec<String>,
    pub ended: bool,
    /// Ended with `finish --abandon`: nobody won the match, though the evening still ranks the
    /// table as it stood (its places and shares).
    pub abandoned: bool,
}

/// A season of evenings and its ranking (`series standings`).
#[derive(Debug, Clone)]
pub struct SeriesView {
    /// The series' id (`series.id`); the views show its name.
    pub id: i64,
    pub name: String,
    /// Each player's best `best` evenings count.
    pub best: u32,
    /// The evenings a player needs to be ranked.
    pub min_evenings: u32,
    /// The series' evenings, oldest first.
    pub evenings: Vec<EveningView>,
    /// Ranked players first (rank order), then those with too few evenings.
    pub players: Vec<SeriesRow>,
}

/// One evening of a series.
#[derive(Debug, Clone)]
pub struct EveningView {
    /// The event's id.
    pub event: i64,
    pub name: String,
    /// The day it was held, as the reader's language writes it; shown as given.
    pub date: String,
}

/// One player of a series.
#[derive(Debug, Clone)]
pub struct SeriesRow {
    pub name: String,
    /// `None` with fewer than `min_evenings` evenings.
    pub rank: Option<u32>,
    /// The average of the counted evenings' scores.
    pub score: f64,
    /// Per evening of [`SeriesView::evenings`]: the player's evening score, `None` if absent.
    pub scores: Vec<Option<f64>>,
    /// The events (ids) whose scores counted.
    pub counted: Vec<i64>,
}

impl SeriesRow {
    /// The evenings the player attended.
    pub fn attended(&self) -> u32 {
        u32::try_from(self.scores.iter().flatten().count()).unwrap_or(u32::MAX)
    }
}

/// A score as the ranking reads it: a share sum with two decimals ("2,50" in Dutch), points
/// whole; an exact half rounded away from zero, as by hand (every figure of an evening or a
/// series is shown so).
fn score_text(ranking: Ranking, score: f64) -> String {
    match ranking {
        Ranking::Share => crate::i18n::decimal_half_away(score, 2),
        Ranking::Points => crate::i18n::decimal_half_away(score, 0),
    }
}

/// What a player's column of round index `r` shows: their share of that round's table, or in an
/// evening ranked by points the game's points they made there (what the score sums), "–" where
/// they did not play it or their table still plays.
fn round_cell(view: &EventView, row: &RankedRow, r: usize) -> String {
    match view.ranking {
        Ranking::Share => share_text(row.shares.get(r).copied().flatten()),
        Ranking::Points => (row.shares.get(r).copied().flatten())
            .map_or_else(|| "–".to_string(), |points| (points as i64).to_string()),
    }
}

/// One round's share with two decimals, "–" where the player did not play it.
fn share_text(share: Option<f64>) -> String {
    share.map_or_else(|| "–".to_string(), |s| crate::i18n::decimal_half_away(s, 2))
}

/// A score for JSON: whole points as an integer, a share sum as a number.
fn score_json(ranking: Ranking, score: f64) -> serde_json::Value {
    match ranking {
        Ranking::Points if score.fract() == 0.0 && score.abs() < 9.0e15 => {
            serde_json::Value::from(score as i64)
        }
        _ => serde_json::Value::from(score),
    }
}

/// The value as pretty JSON, keys in alphabetical order as every `--json` prints them.
fn pretty<T: Serialize>(value: &T) -> String {
    serde_json::to_value(value)
        .and_then(|v| serde_json::to_string_pretty(&v))
        .unwrap_or_default()
}
