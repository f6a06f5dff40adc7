//! The evening's ranking as it stands, read in one snapshot with a statement for each kind of
//! row (the event, its players, its rounds, its tables with their seats, the results of ended
//! tables, the running totals of the others), however many tables play; ranked by the pure
//! `events::rank_evening`. The commands make the view every event output shows of it.

use std::collections::HashMap;

use crate::events::{self, EveningRules, Ranked, SeatResult, TableResult};
use crate::games::{GameId, SeatState, team_ranks};
use crate::ops::OpError;
use crate::ops::event::find_event_to_show;
use crate::store::{
    EventInfo, EventMark, EventPlayer, EventRanking, EventResult, EventRound, EventTable,
    LiveTotal, Reader, Status, Store,
};

/// Everything an evening's ranking and views are made from, read in one snapshot.
pub struct Evening {
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
            higher_is_better: self.higher_is_better(),
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
    /// each player's own; and the team's score, which the tie-break compares.
    fn seats_of(&self, table: &EventTable, results: &[&EventResult]) -> Vec<SeatResult> {
        let mut seats: Vec<SeatResult> = table
            .players
            .iter()
            .filter_map(|seat| results.iter().find(|r| r.player_id == seat.player_id))
            .map(|r| SeatResult {
                player: r.player_id,
                place: r.rank,
                score: r.score,
                team: None,
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
            let points: i64 = team.seats.iter().filter_map(|&s| totals.get(s)).sum();
            let members = i64::try_from(team.seats.len()).unwrap_or(i64::MAX);
            for &seat in &team.seats {
                if let Some(s) = seats.get_mut(seat) {
                    s.place = u32::try_from(ahead + 1).unwrap_or(u32::MAX);
                    s.team = Some((points, members));
                }
            }
        }
        seats
    }

    /// A player's name: as on the event's list, else as seated (a player who left).
    pub fn name_of(&self, id: i64) -> String {
        let listed = self.players.iter().find(|p| p.player.id == id);
        match listed {
            Some(p) => p.player.name.clone(),
            None => (self.tables.iter().flat_map(|t| &t.players))
                .find(|s| s.player_id == id)
                .map(|s| s.name.as_stored().to_string())
                .unwrap_or_default(),
        }
    }

    /// An ended table's seats with their final places (a team's members at the team's place)
    /// and scores, in seat order; empty for a table still playing.
    pub fn final_seats(&self, table: &EventTable) -> Vec<SeatResult> {
        if table.status == Status::InProgress {
            return Vec::new();
        }
        let results: Vec<&EventResult> = (self.results.iter())
            .filter(|r| r.match_id == table.match_id)
            .collect();
        self.seats_of(table, &results)
    }

    /// A seat's running total at a table still playing (after its match's last round).
    pub fn live_total(&self, match_id: i64, player: i64) -> Option<i64> {
        (self.live.iter())
            .find(|l| l.match_id == match_id && l.player_id == player)
            .map(|l| l.total)
    }

    /// Whether the event's game ranks a higher total better.
    pub fn higher_is_better(&self) -> bool {
        higher_is_better(self.info.game, &self.info.options)
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

/// The evening the event `typed` names (or the most recent open one, else the newest) as it
/// stands, read in one snapshot.
pub fn evening(store: &Store, typed: Option<&str>) -> Result<Evening, OpError> {
    store.read(|reader| {
        let info = find_event_to_show(reader, typed)?;
        Evening::read(reader, info)
    })
}

/// What the venue's board shows and the mark it was read at.
pub struct Board {
    pub evening: Evening,
    pub mark: EventMark,
}

/// The board of the event `typed` names, read with its mark in one snapshot.
pub fn board(store: &Store, typed: Option<&str>) -> Result<Board, OpError> {
    store.read(|reader| {
        let info = find_event_to_show(reader, typed)?;
        let mark = reader.event_mark(info.id)?;
        Ok(Board {
            evening: Evening::read(reader, info)?,
            mark,
        })
    })
}

/// Whether event `event` changed since `mark` (one small statement): a table recorded, undid or
/// ended a round, a round was drawn or drawn again, a player was added or removed. The board
/// reads everything again only then.
pub fn board_changed(store: &Store, event: i64, mark: &EventMark) -> Result<bool, OpError> {
    store.read(|reader| Ok(reader.event_mark(event)? != *mark))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::higher_is_better;
    use crate::games::GameId;

    #[test]
    fn only_under_the_10_ranks_the_lower_total_better() {
        for game in GameId::all() {
            assert_eq!(
                higher_is_better(game, &json!({})),
                game.id() != "under10",
                "{}",
                game.id()
            );
        }
    }
}
