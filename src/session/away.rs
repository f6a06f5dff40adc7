//! The league server out of reach before a match's menu is on the screen (the start screen, the
//! match chosen there, a new match's first questions): `play` says so, that nothing was written
//! and everything recorded is saved, and asks whether to try again, as a write that meets it
//! does (`retry.rs`); leaving, it says how to come back. It stopped with the server's error.

use crate::error::CliError;
use crate::games::ui::{PromptError, Ui};
use crate::t;

use super::{Db, SessionError, questions};

/// A league server's error as `play` says it: the problem, then what to check. The command
/// line's hint (choose another database with `--db`) is no answer in the middle of a session;
/// what `play` does about it is said next (it keeps what was typed and asks to try again, or
/// goes back to its menu).
pub(super) fn server_away(e: &CliError) -> String {
    CliError::runtime(e.problem.clone(), Some(t!("play-server-away-hint"))).to_string()
}

/// Whether the player tries again.
pub(super) enum Away {
    Again,
    Leave,
}

/// Says `e` (the league server is out of reach), that nothing was written and everything
/// recorded is saved, and asks whether to try again. Leaving (no, Esc, Ctrl-C) says how to come
/// back: `play MATCH` for the match `chosen`, else `play`; after Ctrl-C the session stops.
pub(super) fn ask_again(
    ui: &mut dyn Ui,
    e: &CliError,
    chosen: Option<i64>,
    db: Db,
) -> Result<Away, SessionError> {
    ui.say(&server_away(e))?;
    ui.say(&t!("play-away-saved"))?;
    match questions::confirm_retry(ui) {
        Ok(true) => Ok(Away::Again),
        Ok(false) => {
            ui.say(&come_back(chosen, db))?;
            Ok(Away::Leave)
        }
        Err(PromptError::Interrupted) => {
            ui.say(&come_back(chosen, db))?;
            Err(PromptError::Interrupted.into())
        }
        Err(e) => Err(e.into()),
    }
}

/// How to come back once the league server answers: to match `chosen`, or to the start screen.
pub(super) fn come_back(chosen: Option<i64>, db: Db) -> String {
    db.noted(match chosen {
        Some(id) => t!("play-away-resume-id", id = id, db = db.spliced()),
        None => t!("play-away-come-back", db = db.spliced()),
    })
}
