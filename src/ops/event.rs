//! Club nights (DESIGN section 8): an event's draw, players and tables, its ranking, the venue's
//! board, the report to post, and the series of evenings. The draw and the ranking are pure
//! (`crate::events`); these operations read and write the store around them.

mod find;
mod series;
mod standing;

pub use find::find_event;
pub use series::{create_series, series_view};
pub use standing::{Board, board, board_changed, evening_view, event_view, standing_order};
