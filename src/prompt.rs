//! The play questions of Tenstuff, on its way into its game's folder (`src/games/tenstuff/`); this
//! file goes once it is there. The session's own questions and the terminal are in
//! [`crate::session`].

pub mod tenstuff;

// What that file imports as `crate::prompt::...`: the Ui trait and its helpers.
#[cfg(test)]
pub use crate::games::ui::scripted;
pub use crate::games::ui::{Flows, PlayMatch, PromptError, Ui, back_on_esc, back_word, is_back};
