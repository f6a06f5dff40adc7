//! Club nights: create an evening, seat its rounds, change who plays between rounds, and the
//! reads the event commands show. Each write is one store transaction; the draw itself is pure
//! code in [`crate::events`].

mod create;
mod find;
mod roster;
mod seat;
mod seating;
mod seed;
mod series;
mod standing;
mod standing_order;

pub use create::{Created, EventRequest, create_event};
pub use find::{find_event, find_event_to_show, list_events, names_event};
pub use roster::{Added, Removed, add_players, remove_players};
pub use seat::{Planned, SeatRequest, Seated, planned_tables, seat_round};
pub use seating::{RoundSeating, seating};
pub use seed::new_seed;
pub use series::{SeriesStanding, create_series, series_standing};
pub use standing::{Board, Evening, board, board_changed, evening};
pub use standing_order::standing_order;

use crate::games::GameId;

/// The games whose points compare across tables (every table plays the same deals or piles),
/// so an evening may rank by them (`--ranking points`).
pub const POINTS_GAMES: [&str; 2] = ["updown", "pig10"];

/// Whether an evening of `game` may rank by the game's points.
pub fn points_compare(game: GameId) -> bool {
    POINTS_GAMES.contains(&game.id())
}

#[cfg(test)]
mod tests;
