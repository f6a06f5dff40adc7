//! `show --chart`: every player's running total over the rounds. [`ChartData`] takes it from the
//! stored rounds (pure); [`ChartData::text`] draws it in the terminal with textplots,
//! [`ChartData::svg`] as an SVG with plotters, and [`ChartData::json`] is its `--json`.
//!
//! What the chart marks: a total halved (the line drops at that round from the total reached to
//! the halved one) and a player going out (their line ends there); both are also listed in words.

mod svg;
mod table;
mod terminal;
#[cfg(test)]
mod tests;

use std::path::Path;

use serde::Serialize;

use super::sat_out;
use crate::games::names::PlayerName;
use crate::games::{GameId, Note, Team};
use crate::store::{MatchInfo, RoundRecord};

/// The colours of the players' lines, by seat (every game seats at most 8): Okabe and Ito's
/// palette, told apart by colour-blind eyes (no red beside a green), on a light and a dark
/// background, and where the terminal has only its 16 colours (`colored` then takes the
/// nearest): blue, orange, bluish green, reddish purple, sky blue, vermilion, yellow, grey.
/// Colour is never all that tells the lines apart: in the SVG each seat has its marker and its
/// name at its line's end, and a line another covers says so in the legend.
const PALETTE: [(u8, u8, u8); 8] = [
    (0, 114, 178),
    (230, 159, 0),
    (0, 158, 115),
    (204, 121, 167),
    (86, 180, 233),
    (213, 94, 0),
    (240, 228, 66),
    (153, 153, 153),
];

/// The colour of the line of the player in `seat`.
fn colour(seat: usize) -> (u8, u8, u8) {
    PALETTE[seat % PALETTE.len()]
}

/// Every player's running total over the live scored rounds, and what happened on the way.
#[derive(Debug, Serialize)]
pub struct ChartData<'a> {
    #[serde(rename = "match")]
    pub match_id: i64,
    pub game: GameId,
    /// The last live scored round (the chart's right end); 0 before round 1.
    pub rounds: u32,
    /// One per player, in seating order.
    pub series: Vec<Series<'a>>,
    /// In round order, then seating order.
    pub events: Vec<ChartEvent<'a>>,
    /// In a match played in teams, the teams (the SVG draws their lines bold, the members'
    /// thin); not in `--json`, which stays the players' series.
    #[serde(skip)]
    pub teams: Vec<Team>,
}

/// One player's line: `(round, total after it)` for every live scored round the player took part
/// in, from `(0, 0)`; it ends at the round the player went out.
#[derive(Debug, Serialize)]
pub struct Series<'a> {
    pub player: &'a PlayerName,
    pub totals: Vec<(u32, i64)>,
}

/// Something the chart marks on a player's line.
#[derive(Debug, PartialEq, Eq, Serialize)]
pub struct ChartEvent<'a> {
    pub round: u32,
    #[serde(skip)]
    pub seat: usize,
    pub player: &'a PlayerName,
    #[serde(flatten)]
    pub kind: EventKind,
}

/// What happened: `{"kind": "halved", "from": 100, "to": 50}` or `{"kind": "out", "total": 155}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum EventKind {
    /// The total reached a halving mark exactly (`from`) and was halved (`to`).
    Halved { from: i64, to: i64 },
    /// The player went out of the match with this total.
    Out { total: i64 },
}

/// What `show --chart --json` prints: the chart's data, and where the SVG was written.
#[derive(Debug, Serialize)]
pub struct ChartJson<'a> {
    #[serde(flatten)]
    pub chart: &'a ChartData<'a>,
    /// The file `--svg` wrote; left out without `--svg`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub svg: Option<String>,
}

impl<'a> ChartData<'a> {
    /// The chart of `info`'s match from its rounds as the store gives them, in order: withdrawn
    /// rounds and a round only opened (bids) are left out; a seat that sat a round out (it was out
    /// already) has no point in it.
    pub fn new(info: &'a MatchInfo, rounds: &[RoundRecord]) -> ChartData<'a> {
        let mut series: Vec<Series<'a>> = (info.players.iter())
            .map(|p| Series {
                player: &p.name,
                totals: vec![(0, 0)],
            })
            .collect();
        let mut out = vec![false; series.len()];
        let mut events = Vec::new();
        let mut last = 0;
        let scored = rounds
            .iter()
            .filter(|r| !r.withdrawn && !r.scores.is_empty());
        for round in scored {
            last = round.seq;
            for (seat, (line, score)) in series.iter_mut().zip(&round.scores).enumerate() {
                if sat_out(score.notes()) {
                    continue;
                }
                line.totals.push((round.seq, score.total));
                let event = |kind| ChartEvent {
                    round: round.seq,
                    seat,
                    player: line.player,
                    kind,
                };
                for note in score.notes().iter().filter(|n| n.is(Note::HALVED)) {
                    events.push(event(EventKind::Halved {
                        from: note.value("from"),
                        to: note.value("to"),
                    }));
                }
                if score.out && !out[seat] {
                    events.push(event(EventKind::Out { total: score.total }));
                }
                out[seat] = score.out;
            }
        }
        ChartData {
            match_id: info.id,
            game: info.game,
            rounds: last,
            series,
            events,
            teams: (info.game.game())
                .teams(&info.options, info.players.len())
                .ok()
                .flatten()
                .unwrap_or_default(),
        }
    }

    /// What `--json` prints; `svg`: the file the chart was written to, if any.
    pub fn json(&'a self, svg: Option<&Path>) -> ChartJson<'a> {
        ChartJson {
            chart: self,
            svg: svg.map(|path| path.display().to_string()),
        }
    }

    /// The points `seat`'s line is drawn through: its totals, and before a halved total the
    /// total it reached, so that a halving shows as a drop at its round.
    fn path(&self, seat: usize) -> Vec<(u32, i64)> {
        let Some(series) = self.series.get(seat) else {
            return Vec::new();
        };
        let mut path = Vec::with_capacity(series.totals.len() + 2);
        for &(round, total) in &series.totals {
            for event in self.events_of(seat).filter(|e| e.round == round) {
                if let EventKind::Halved { from, .. } = event.kind {
                    path.push((round, from));
                }
            }
            path.push((round, total));
        }
        path
    }

    /// The points of `team`'s line: after each round all its members scored, their totals added
    /// up and divided by their number (as a team scores), from `(0, 0)`.
    fn team_path(&self, team: &Team) -> Vec<(u32, f64)> {
        let members: Vec<&Series<'_>> = (team.seats.iter())
            .filter_map(|&seat| self.series.get(seat))
            .collect();
        let Some(first) = members.first() else {
            return Vec::new();
        };
        let size = members.len() as f64;
        (first.totals.iter())
            .filter_map(|&(round, _)| {
                let totals = members.iter().map(|m| {
                    (m.totals.iter())
                        .find(|(r, _)| *r == round)
                        .map(|&(_, total)| total)
                });
                let sum: Option<i64> = totals.sum();
                sum.map(|sum| (round, sum as f64 / size))
            })
            .collect()
    }

    /// For each seat, the other seats whose line is the same all along (drawn over each
    /// other, they would look like one line).
    fn same_lines(&self) -> Vec<Vec<usize>> {
        let paths: Vec<Vec<(u32, i64)>> = (0..self.series.len()).map(|s| self.path(s)).collect();
        (paths.iter().enumerate())
            .map(|(seat, path)| {
                (paths.iter().enumerate())
                    .filter(|&(other, theirs)| other != seat && theirs == path)
                    .map(|(other, _)| other)
                    .collect()
            })
            .collect()
    }

    /// "same line as Bob and Cy", or nothing for a line of its own.
    fn same_as(&self, same: &[usize]) -> Option<String> {
        let names: Vec<String> = (same.iter())
            .filter_map(|&seat| self.series.get(seat))
            .map(|s| s.player.to_string())
            .collect();
        (!names.is_empty()).then(|| {
            crate::t!(
                "table-chart-same-as",
                others = crate::games::and_list(&names)
            )
        })
    }

    /// The events on `seat`'s line.
    fn events_of(&self, seat: usize) -> impl Iterator<Item = &ChartEvent<'a>> {
        self.events.iter().filter(move |e| e.seat == seat)
    }

    /// The lowest and highest value any line reaches, 0 included.
    fn y_bounds(&self) -> (i64, i64) {
        let values = (0..self.series.len()).flat_map(|seat| self.path(seat));
        values.fold((0, 0), |(low, high), (_, y)| (low.min(y), high.max(y)))
    }

    /// The round `seat` went out in, if they did.
    fn out_round(&self, seat: usize) -> Option<u32> {
        self.events_of(seat)
            .find(|e| matches!(e.kind, EventKind::Out { .. }))
            .map(|e| e.round)
    }

    /// Each event in words, one a line: "Round 2: Ann halved 100 → 50", "Round 4: Bob out (155)".
    fn event_lines(&self) -> Vec<String> {
        let round_title = self.game.round_title();
        self.events
            .iter()
            .map(|event| {
                let what = match event.kind {
                    EventKind::Halved { from, to } => {
                        crate::t!("table-chart-halved", from = from, to = to)
                    }
                    EventKind::Out { total } => crate::t!("table-chart-out", total = total),
                };
                crate::t!(
                    "table-chart-event",
                    round = round_title.as_str(),
                    seq = event.round,
                    player = event.player.to_string(),
                    what = what
                )
            })
            .collect()
    }

    /// The heading: game, match, how many rounds.
    fn title(&self) -> String {
        crate::t!(
            "table-chart-title",
            title = self.game.title(),
            id = self.match_id,
            counted = self.game.rounds(u64::from(self.rounds))
        )
    }
}
