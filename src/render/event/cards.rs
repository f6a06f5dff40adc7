//! `event seat` and `event seating`: the table cards an organiser reads out, and their JSON.

use serde::Serialize;

use super::RoundView;
use crate::games::and_list;
use crate::render::{fit, sanitize};

/// Below the table cards of a draw that seated smaller tables than the game's range would have:
/// "No table of 6 this round: 10 op en neer as this evening plays it (1 to 10 cards and back,
/// 19 rounds, no hook) cannot be played by 6 players.", fitted to `width`.
pub fn size_left_out_text(title: &str, options: &str, size: usize, width: usize) -> String {
    let line = crate::t!(
        "event-size-left-out",
        size = size,
        title = title,
        options = options
    );
    fit::fit_lines(&line, width, &[])
}

/// The table cards of one round, fitted to `width`: a heading ("Club night · round 2"), then a
/// line a table, "Table 1 — Ann, Bob, Cy, Dee — Ann starts" (players in seat order; seat 0
/// starts), then who waits this round, if anyone.
pub fn table_cards_text(event_name: &str, round: &RoundView, width: usize) -> String {
    let mut lines = vec![crate::t!(
        "event-cards-heading",
        name = sanitize(event_name).into_owned(),
        round = round.round
    )];
    let mut names = Vec::new();
    for table in &round.tables {
        let players: Vec<String> = (table.players.iter())
            .map(|seat| sanitize(&seat.name).into_owned())
            .collect();
        let starter = players.first().cloned().unwrap_or_default();
        lines.push(crate::t!(
            "event-table-card",
            table = table.table,
            // The id every command of that table's match is typed with.
            id = table.match_id,
            players = players.join(", "),
            starter = starter
        ));
        names.extend(players);
    }
    if !round.waiting.is_empty() {
        let waiting: Vec<String> = (round.waiting.iter())
            .map(|n| sanitize(n).into_owned())
            .collect();
        lines.push(crate::t!("event-waiting", names = and_list(&waiting)));
        names.extend(waiting);
    }
    fit::fit_lines(&lines.join("\n"), width, &names)
}

/// `event seat --json` and `event seating --json` (DESIGN section 8).
#[derive(Debug, Serialize)]
pub struct SeatingJson {
    /// The event's id.
    pub event: i64,
    pub round: u32,
    pub seed: i64,
    pub tables: Vec<TableJson>,
    pub waiting: Vec<String>,
}

/// One table of [`SeatingJson`].
#[derive(Debug, Serialize)]
pub struct TableJson {
    pub table: u32,
    /// The table's match id.
    #[serde(rename = "match")]
    pub match_id: i64,
    /// In seat order.
    pub players: Vec<String>,
    /// Who starts: the player in seat 0.
    pub starts: Option<String>,
}

impl SeatingJson {
    pub fn of(event: i64, round: &RoundView) -> SeatingJson {
        SeatingJson {
            event,
            round: round.round,
            seed: round.seed,
            tables: (round.tables.iter())
                .map(|t| TableJson {
                    table: t.table,
                    match_id: t.match_id,
                    players: t.players.iter().map(|s| s.name.clone()).collect(),
                    starts: t.players.first().map(|s| s.name.clone()),
                })
                .collect(),
            waiting: round.waiting.clone(),
        }
    }
}

/// [`SeatingJson`] of round `round` of event `event` as pretty JSON (keys in alphabetical order).
pub fn seating_json(event: i64, round: &RoundView) -> String {
    super::pretty(&SeatingJson::of(event, round))
}
