//! A write of `play` whose COMMIT the league server may have kept: the line dropped just after
//! it was sent, and the server could not be reached to ask. The player is told so (the write may
//! have been recorded) and may try again: the server is then asked again, and the write is made
//! again only if the server did not keep it, so that a deal is never kept twice.

use crate::error::CliError;
use crate::games::ui::{PromptError, Ui};
use crate::ops::OpError;
use crate::session::questions;
use crate::store::Store;
use crate::t;

/// What asking the server again found.
pub(super) enum Asked {
    /// The server had kept the write (said to the player).
    Kept,
    /// It had not: the write may be made again.
    NotKept,
    /// The player gave up: the error stands.
    GaveUp(OpError),
}

/// Says `error` (the write may have been recorded) and, for as long as the player wants to try
/// again and the server cannot be asked, asks it again.
pub(super) fn ask_again(
    store: &mut Store,
    ui: &mut dyn Ui,
    error: OpError,
) -> Result<Asked, PromptError> {
    let mut error = error;
    loop {
        // Asked again, the server may be out of reach: said as `play` says it, not with the
        // command line's advice.
        let said = CliError::from(&error);
        ui.say(&match error.is_line_down() {
            true => crate::session::away::server_away(&said),
            false => said.to_string(),
        })?;
        if !questions::confirm_retry(ui)? {
            return Ok(Asked::GaveUp(error));
        }
        match store.settle() {
            Ok(true) => {
                ui.say(&t!("play-kept-after-all"))?;
                return Ok(Asked::Kept);
            }
            Ok(false) => return Ok(Asked::NotKept),
            Err(still) => error = still.into(),
        }
    }
}
