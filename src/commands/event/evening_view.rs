//! The view every event output shows (`render::event::EventView`), made from the evening as
//! `ops` read and ranked it: the ranking, every round's tables with their progress or final
//! places, the last place.

use crate::events::{self, Ranked};
use crate::ops::event::Evening;
use crate::render::event::{
    EventView, Progress, RankedRow, Ranking, RoundView, SeatView, TableView,
};
use crate::store::{EventRanking, EventRound, EventTable, Status};

/// The evening as the event views show it.
pub(crate) fn event_view(evening: &Evening) -> EventView {
    let ranked = evening.ranked();
    let rounds: Vec<RoundView> = (evening.rounds.iter())
        .map(|r| round_view(evening, r))
        .collect();
    let rounds_played = rounds
        .iter()
        .filter(|r| !r.tables.is_empty() && r.tables.iter().all(|t| t.progress.ended))
        .count();
    EventView {
        id: evening.info.id,
        name: evening.info.name.clone(),
        game: evening.info.game,
        ranking: match evening.info.ranking {
            EventRanking::Share => Ranking::Share,
            EventRanking::Points => Ranking::Points,
        },
        rounds_planned: evening.info.rounds,
        rounds_played: u32::try_from(rounds_played).unwrap_or(u32::MAX),
        players: ranked.iter().map(|r| row(evening, r)).collect(),
        last: events::last_place(&ranked)
            .into_iter()
            .map(|id| evening.name_of(id))
            .collect(),
        rounds,
    }
}

/// A player's line: a share for every round drawn, by the round's number (a partial export
/// holds only some rounds, and the view's rounds are those it holds).
fn row(evening: &Evening, ranked: &Ranked) -> RankedRow {
    let shares = (evening.rounds.iter())
        .map(|r| (r.round as usize).checked_sub(1))
        .map(|r| r.and_then(|r| ranked.shares.get(r).copied().flatten()))
        .collect();
    RankedRow {
        name: evening.name_of(ranked.player),
        rank: u32::try_from(ranked.rank).unwrap_or(u32::MAX),
        score: ranked.score,
        matches: u32::try_from(ranked.matches).unwrap_or(u32::MAX),
        shares,
    }
}

/// A round's tables, and the players present but not seated in it.
fn round_view(evening: &Evening, round: &EventRound) -> RoundView {
    let tables: Vec<&EventTable> = (evening.tables.iter())
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
        tables: tables.iter().map(|t| table_view(evening, t)).collect(),
        waiting: (evening.players.iter())
            .filter(|p| p.present_in(round.round) && !seated(p.player.id))
            .map(|p| p.player.name.clone())
            .collect(),
    }
}

/// A table: its final places and shares once ended, its running totals while playing.
fn table_view(evening: &Evening, table: &EventTable) -> TableView {
    let ended = table.status != Status::InProgress;
    let abandoned = table.status == Status::Abandoned;
    let finals = evening.final_seats(table);
    let players: Vec<SeatView> = (table.players.iter())
        .map(|seat| {
            let done = finals.iter().find(|s| s.player == seat.player_id);
            SeatView {
                name: seat.name.as_stored().to_string(),
                place: done.map(|s| s.place),
                score: done
                    .map(|s| s.score)
                    .or_else(|| evening.live_total(table.match_id, seat.player_id)),
                share: done.map(|s| events::share(&finals, s.place)),
                team_score: (done.and_then(|s| s.team))
                    .map(|(points, members)| points as f64 / members.max(1) as f64),
            }
        })
        .collect();
    let leaders = leaders(evening, &players, ended);
    TableView {
        table: table.table,
        match_id: table.match_id,
        players,
        progress: Progress {
            rounds_played_in_match: table.rounds,
            leaders,
            ended,
            abandoned,
        },
    }
}

/// Who leads a table: its winners once ended, else the best running total; every one of
/// equals, since a tie shares the win (DESIGN section 5). Nobody before a score.
fn leaders(evening: &Evening, seats: &[SeatView], ended: bool) -> Vec<String> {
    let named = |lead: &dyn Fn(&SeatView) -> bool| {
        seats
            .iter()
            .filter(|s| lead(s))
            .map(|s| s.name.clone())
            .collect()
    };
    if ended {
        return named(&|s| s.place == Some(1));
    }
    let higher = evening.higher_is_better();
    let best = seats
        .iter()
        .filter_map(|s| s.score)
        .reduce(|a, b| match higher {
            true => a.max(b),
            false => a.min(b),
        });
    match best {
        Some(best) => named(&|s| s.score == Some(best)),
        None => Vec::new(),
    }
}
