//! Writing through a busy file, a full disk or a lost league server: `play` keeps what the player typed and
//! asks whether to try again, and never writes one thing twice.

mod unsettled;

use crate::error::CliError;
use crate::games::ui::Ui;
use crate::ops::{self, OpError};
use crate::store::{MatchInfo, Store};
use crate::t;

use super::SessionError;
use super::questions;

/// What `play` says when a write meets a lock that another tenscore has held for longer than the
/// busy timeout of the store.
pub(super) fn busy_message() -> String {
    t!("play-busy", seconds = crate::store::BUSY_TIMEOUT.as_secs())
}

/// What came of a write that `play` may have made again after the file was busy, or after the
/// league server could not say whether it kept it.
pub(super) enum Written<T> {
    /// Written, or refused for another reason than a busy file.
    Done(Result<T, OpError>),
    /// Not written: the player chose not to try again, or the match changed in the meantime.
    Dropped,
    /// Written: the league server, asked again, had kept it (said to the player); the match is
    /// to be read again.
    Landed,
}

/// Runs `write`, and while it meets a file another tenscore holds longer than the busy timeout,
/// or a full disk, says so and asks whether to try again: what the player typed is kept until
/// they give up.
/// The write is all or nothing, so a refused one left nothing behind. Before writing again, the
/// match of `watch` (when there is one) is read: if another tenscore changed it meanwhile (a
/// round recorded, opened or withdrawn, the match ended), nothing is written, so that a deal
/// typed at both terminals is not recorded twice. A write to `watch` that the league server
/// could not be asked about (it may have been recorded) is asked about again when the player
/// tries again, and made again only if the server did not keep it (`unsettled.rs`).
pub(super) fn write_retrying<T>(
    store: &mut Store,
    ui: &mut dyn Ui,
    watch: Option<&MatchInfo>,
    mut write: impl FnMut(&mut Store) -> Result<T, OpError>,
) -> Result<Written<T>, SessionError> {
    loop {
        match write(store) {
            Err(e) if e.is_busy() => {
                ui.say(&busy_message())?;
                if !questions::confirm_retry(ui)? {
                    return Ok(Written::Dropped);
                }
            }
            // Nothing was written: the same write, with what the player typed, once it answers.
            Err(e) if e.is_line_down() => {
                ui.say(&super::away::server_away(&CliError::from(&e)))?;
                ui.say(&t!("play-line-down-kept"))?;
                if !questions::confirm_retry(ui)? {
                    return Ok(Written::Dropped);
                }
                // The match is read below; until the server answers, that asks again.
            }
            // Nothing was written (a write is one transaction): the error says to free space.
            Err(e) if e.is_disk_full() => {
                ui.say(&CliError::from(&e).to_string())?;
                ui.say(&t!("play-disk-full-kept"))?;
                if !questions::confirm_retry(ui)? {
                    return Ok(Written::Dropped);
                }
            }
            Err(e) if watch.is_some() && store.unsettled() => {
                match unsettled::ask_again(store, ui, e)? {
                    unsettled::Asked::Kept => return Ok(Written::Landed),
                    unsettled::Asked::GaveUp(e) => return Ok(Written::Done(Err(e))),
                    unsettled::Asked::NotKept => {}
                }
            }
            done => return Ok(Written::Done(done)),
        }
        if let Some(before) = watch {
            let now = match ops::match_state(store, Some(before.id)) {
                Ok(state) => state.info,
                // Still out of reach: the write, tried again, says so and asks again (it
                // refuses by itself a match that moved, should the server answer by then).
                Err(e) if e.is_line_down() => continue,
                Err(e) => return Err(e.into()),
            };
            if !same_point(before, &now) {
                ui.say(&t!("play-changed-meanwhile", id = before.id))?;
                return Ok(Written::Dropped);
            }
        }
    }
}

pub(super) use crate::ops::same_point;
