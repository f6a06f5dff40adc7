//! The evening's ranking as it stands, read in one snapshot with a statement for each kind of
//! row (the event, its players, its rounds, its tables with their seats, the results of ended
//! tables, the running totals of the others), however many tables play; ranked by the pure
//! `events::rank_evening` and made into the view every event output shows.

use std::collections::HashMap;

use crate::events::{self, EveningRules, Ranked, SeatResult, TableResult};
use crate::games::{GameId, SeatState, team_ranks};
use crate::ops::OpError;
use crate::ops::event::find_event;
use crate::render::event::{
    EventView, Progress, RankedRow, Ranking, RoundView, SeatView, TableView,
};
use crate::store::{
    EventInfo, EventMark, EventPlayer, EventRanking, EventResult, EventRound, EventTable,
    LiveTotal, Reader, Status, Store,
};

/// Everything an evening's ranking and views are made from.
pub(super) struct Evening {
    pub info: EventInfo,
    pub players: Vec<EventPlayer>,
    pub rounds: Vec<EventRound>,
    pub tables: Vec<EventTable>,
    pub results: Vec<EventResult>,
    pub live: Vec<LiveTotal>,
}

impl Evening {
    pub fn read(reader: &dyn Reader, info: EventInfo) -> Result<Evening, OpError> {
        let id = info.id;
        let tables = reader.event_tables(id, None)?;
        let playing = tables
            .iter()
            .any(|t| t.status == Status::InProgress && t.rounds > 0);
        Ok(Evening {
            players: reader.event_players(id)?,
            rounds: reader.event_rounds(id)?,
            results: reader.event_results(id)?,
            live: match playing {
                true => reader.event_live_totals(id)?,
                false => Vec::new(),
            },
            tables,
            info,
        })
    }

    /// The ranking, best first (`events::rank_evening`).
    pub fn ranked(&self) -> Vec<Ranked> {
        let rules = EveningRules {
            ranking: match self.info.ranking {
                EventRanking::Share => events::Ranking::Share,
                EventRanking::Points => events::Ranking::Points,
            },
            higher_is_better: higher_is_better(self.info.game, &self.info.options),
            rounds: self.info.rounds,
            players: self.players.iter().map(|p| p.player.id).collect(),
        };
        events::rank_evening(&self.table_results(), &rules)
    }

    /// Each ended table's seats with their places: a team's members at the team's place.
    fn table_results(&self) -> Vec<TableResult> {
        let mut by_match: HashMap<i64, Vec<&EventResult>> = HashMap::new();
        for result in &self.results {
            by_match.entry(result.match_id).or_default().push(result);
        }
        self.tables
            .iter()
            .filter_map(|table| {
                let results = by_match.get(&table.match_id)?;
                Some(TableResult {
                    round: table.round,
                    table: table.table,
                    seats: self.seats_of(table, results),
                })
            })
            .collect()
    }

    /// A table's results in seat order. In a match played in teams every member takes the
    /// team's place (two teams of two: 1, 1, 3, 3), as seasons count it: the stored `rank` is
    /// each player's own.
    fn seats_of(&self, table: &EventTable, results: &[&EventResult]) -> Vec<SeatResult> {
        let mut seats: Vec<SeatResult> = table
            .players
            .iter()
            .filter_map(|seat| results.iter().find(|r| r.player_id == seat.player_id))
            .map(|r| SeatResult {
                player: r.player_id,
                place: r.rank,
                score: r.score,
            })
            .collect();
        let game = self.info.game.game();
        let Ok(Some(teams)) = game.teams(&self.info.options, seats.len()) else {
            return seats;
        };
        let totals: Vec<i64> = seats.iter().map(|s| s.score).collect();
        let ranks = team_ranks(&teams, &totals);
        for (team, rank) in teams.iter().zip(&ranks) {
            let ahead: usize = (teams.iter().zip(&ranks))
                .filter(|(_, other)| *other < rank)
                .map(|(other, _)| other.seats.len())
                .sum();
            for &seat in &team.seats {
                if let Some(s) = seats.get_mut(seat) {
                    s.place = u32::try_from(ahead + 1).unwrap_or(u32::MAX);
                }
            }
        }
        seats
    }

    fn name_of(&self, id: i64) -> String {
        let listed = self.players.iter().find(|p| p.player.id == id);
        match listed {
            Some(p) => p.player.name.clone(),
            None => (self.tables.iter().flat_map(|t| &t.players))
                .find(|s| s.player_id == id)
                .map(|s| s.name.as_stored().to_string())
                .unwrap_or_default(),
        }
    }

    /// The view of the evening: its ranking, every round's tables, the last place.
    pub fn view(&self) -> EventView {
        let ranked = self.ranked();
        let drawn = self.rounds.len();
        let rounds: Vec<RoundView> = self.rounds.iter().map(|r| self.round_view(r)).collect();
        let rounds_played = rounds
            .iter()
            .filter(|r| !r.tables.is_empty() && r.tables.iter().all(|t| t.progress.ended))
            .count();
        EventView {
            id: self.info.id,
            name: self.info.name.clone(),
            game: self.info.game,
            ranking: match self.info.ranking {
                EventRanking::Share => Ranking::Share,
                EventRanking::Points => Ranking::Points,
            },
            rounds_planned: self.info.rounds,
            rounds_played: u32::try_from(rounds_played).unwrap_or(u32::MAX),
            players: ranked.iter().map(|r| self.row(r, drawn)).collect(),
            last: events::last_place(&ranked)
                .into_iter()
                .map(|id| self.name_of(id))
                .collect(),
            rounds,
        }
    }

    fn row(&self, ranked: &Ranked, drawn: usize) -> RankedRow {
        let mut shares = ranked.shares.clone();
        shares.resize(drawn, None);
        RankedRow {
            name: self.name_of(ranked.player),
            rank: u32::try_from(ranked.rank).unwrap_or(u32::MAX),
            score: ranked.score,
            matches: u32::try_from(ranked.matches).unwrap_or(u32::MAX),
            shares,
        }
    }

    fn round_view(&self, round: &EventRound) -> RoundView {
        let tables: Vec<&EventTable> = (self.tables.iter())
            .filter(|t| t.round == round.round)
            .collect();
        let seated = |id: i64| {
            tables
                .iter()
                .any(|t| t.players.iter().any(|s| s.player_id == id))
        };
        RoundView {
            round: round.round,
            seed: round.seed,
            tables: tables.iter().map(|t| self.table_view(t)).collect(),
            waiting: (self.players.iter())
                .filter(|p| p.present_in(round.round) && !seated(p.player.id))
                .map(|p| p.player.name.clone())
                .collect(),
        }
    }

    fn table_view(&self, table: &EventTable) -> TableView {
        let ended = table.status != Status::InProgress;
        let finals: Vec<SeatResult> = match ended {
            true => {
                let results: Vec<&EventResult> = (self.results.iter())
                    .filter(|r| r.match_id == table.match_id)
                    .collect();
                self.seats_of(table, &results)
            }
            false => Vec::new(),
        };
        let players: Vec<SeatView> = (table.players.iter())
            .map(|seat| {
                let done = finals.iter().find(|s| s.player == seat.player_id);
                let live = (self.live.iter())
                    .find(|l| l.match_id == table.match_id && l.player_id == seat.player_id);
                SeatView {
                    name: seat.name.as_stored().to_string(),
                    place: done.map(|s| s.place),
                    score: done.map(|s| s.score).or(live.map(|l| l.total)),
                    share: done.map(|s| events::share(&finals, s.place)),
                }
            })
            .collect();
        let leader = self.leader(&players, ended);
        TableView {
            table: table.table,
            match_id: table.match_id,
            players,
            progress: Progress {
                rounds_played_in_match: table.rounds,
                leader,
                ended,
            },
        }
    }

    /// Who leads a table: its winner once ended, else the best running total (the first of
    /// equals); nobody before a score.
    fn leader(&self, seats: &[SeatView], ended: bool) -> Option<String> {
        if ended {
            return seats
                .iter()
                .find(|s| s.place == Some(1))
                .map(|s| s.name.clone());
        }
        let higher = higher_is_better(self.info.game, &self.info.options);
        let best = seats
            .iter()
            .filter_map(|s| s.score)
            .reduce(|a, b| match higher {
                true => a.max(b),
                false => a.min(b),
            })?;
        seats
            .iter()
            .find(|s| s.score == Some(best))
            .map(|s| s.name.clone())
    }
}

/// Whether the game ranks a higher total better, asked of its own ranking rule (`rank_key`,
/// smaller is better): a seat with 10 points against one with none, all else equal. Under the
/// 10 ranks the lower total better; the other games the higher.
fn higher_is_better(game: GameId, options: &serde_json::Value) -> bool {
    let key = |total: i64| {
        let seat = SeatState {
            total,
            ..SeatState::default()
        };
        game.game().rank_key(options, &seat).ok()
    };
    match (key(10), key(0)) {
        (Some(ten), Some(none)) => ten <= none,
        _ => true,
    }
}

/// The evening's view of the event `typed` names (or the most recent open one), from one
/// snapshot.
pub fn event_view(store: &Store, typed: Option<&str>) -> Result<EventView, OpError> {
    store.read(|reader| {
        let info = find_event(reader, typed)?;
        evening_view(reader, info)
    })
}

/// The view of event `info` as it stands.
pub fn evening_view(reader: &dyn Reader, info: EventInfo) -> Result<EventView, OpError> {
    Ok(Evening::read(reader, info)?.view())
}

/// What the venue's board shows and the mark it was read at.
pub struct Board {
    pub view: EventView,
    pub mark: EventMark,
}

/// The board of the event `typed` names, read with its mark in one snapshot.
pub fn board(store: &Store, typed: Option<&str>) -> Result<Board, OpError> {
    store.read(|reader| {
        let info = find_event(reader, typed)?;
        let mark = reader.event_mark(info.id)?;
        Ok(Board {
            view: evening_view(reader, info)?,
            mark,
        })
    })
}

/// Whether event `event`'s tables changed since `mark` (one small statement): the board reads
/// everything again only then.
pub fn board_changed(store: &Store, event: i64, mark: EventMark) -> Result<bool, OpError> {
    store.read(|reader| Ok(reader.event_mark(event)? != mark))
}
