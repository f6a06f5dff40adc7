//! The play questions of three games (10 op en neer, Krumme10, Tenstuff), on their way into their
//! games' folders (`src/games/<game>/`); this file goes once they are there. The session's own
//! questions and the terminal are in [`crate::session`].

pub mod krumme10;
pub mod tenstuff;
pub mod updown;

// What those files import as `crate::prompt::...`: the Ui trait and its helpers.
#[cfg(test)]
pub use crate::games::ui::scripted;
pub(crate) use crate::games::ui::stored;
pub use crate::games::ui::{Flows, PlayMatch, PromptError, Ui, back_on_esc, back_word, is_back};
