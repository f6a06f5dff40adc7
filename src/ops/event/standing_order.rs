//! `event seat --by-standing`: the players in the order of the evening's standing so far, the
//! sum of their shares of the ended tables (as [`crate::events::rank_evening`] ranks them).

use crate::events::{EveningRules, Ranking, SeatResult, TableResult, rank_evening};
use crate::games::GameId;
use crate::ops::OpError;
use crate::store::{EventInfo, EventRanking, EventResult, Reader};

/// Whether a higher game score is better in `game` (Under the 10: the fewest points win).
pub fn higher_is_better(game: GameId) -> bool {
    game.id() != "under10"
}

/// `players` (ids, in the event's order) best first by the evening's standing so far; those
/// without an ended match come last, in the order given.
pub fn standing_order(
    reader: &dyn Reader,
    event: &EventInfo,
    players: &[i64],
) -> Result<Vec<i64>, OpError> {
    let tables = table_results(&reader.event_results(event.id)?);
    let rules = EveningRules {
        ranking: match event.ranking {
            EventRanking::Share => Ranking::Share,
            EventRanking::Points => Ranking::Points,
        },
        higher_is_better: higher_is_better(event.game),
        rounds: event.rounds,
        players: players.to_vec(),
    };
    let ranked = rank_evening(&tables, &rules);
    Ok(crate::events::standing_order(&ranked)
        .into_iter()
        .filter(|id| players.contains(id))
        .collect())
}

/// The stored places of the ended tables, one [`TableResult`] a table (they come by round,
/// table and place).
fn table_results(results: &[EventResult]) -> Vec<TableResult> {
    let mut tables: Vec<TableResult> = Vec::new();
    for result in results {
        let seat = SeatResult {
            player: result.player_id,
            place: result.rank,
            score: result.score,
        };
        match tables.last_mut() {
            Some(last) if last.round == result.round && last.table == result.table => {
                last.seats.push(seat)
            }
            _ => tables.push(TableResult {
                round: result.round,
                table: result.table,
                seats: vec![seat],
            }),
        }
    }
    tables
}
