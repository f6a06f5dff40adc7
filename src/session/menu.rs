//! The menu's choices other than a round and a fix: undo, show, finish or abandon, reopen; and
//! what the menu offers for the match as it stands.

use crate::error::CliError;
use crate::games::ui::Ui;
use crate::ops::{self, MatchState};
use crate::output::Output;
use crate::render;
use crate::store::{Ending, MatchInfo, RoundsWanted, Status, Store};
use crate::t;

use super::questions::{self, MenuState};
use super::retry::{Written, write_retrying};
use super::{SessionError, after_refusal, reload, view};

/// What the menu offers for the match as it stands.
pub(super) fn menu_of(info: &MatchInfo) -> MenuState {
    MenuState {
        next_round: info.rounds + 1,
        // An abandoned match stays abandoned; a finished one reopens when its last round goes.
        last_round: (info.rounds > 0 && info.status != Status::Abandoned).then_some(info.rounds),
        over: info.status != Status::InProgress,
        opened: info.open_round.is_some(),
        abandoned: info.status == Status::Abandoned,
        reopenable: info.status != Status::InProgress && info.ended_by != Some(Ending::Rules),
        game: info.game,
        referee: info.status == Status::InProgress && questions::offers_referee(info),
    }
}

/// Withdraws the last round (or the opened one) once the player confirms, and says whether that
/// put an ended match back in progress.
pub(super) fn undo_last_round(
    out: &Output,
    store: &mut Store,
    ui: &mut dyn Ui,
    state: MatchState,
    menu: MenuState,
) -> Result<MatchState, SessionError> {
    let Some(what) = ops::Undone::of(&state.info) else {
        return Ok(state);
    };
    if !questions::confirm_undo(ui, &what.words(state.info.game))? {
        ui.say(&t!("cmd-undo-declined"))?;
        return Ok(state);
    }
    let written = write_retrying(store, ui, Some(&state.info), |store| {
        ops::undo_last_typed_on(store, Some(state.info.id), Some(&state))
    })?;
    let (after_undo, undone) = match written {
        Written::Done(Err(e)) if e.is_refusal() => {
            let error = crate::error::CliError::from(&e).to_string();
            ui.say(&t!("play-undo-refused", error = error))?;
            after_refusal(out, store, ui, state.info.id, &e)?;
            return reload(store, state.info.id);
        }
        Written::Done(done) => done?,
        Written::Landed => return reload(store, state.info.id),
        Written::Dropped => {
            ui.say(&t!("cmd-undo-declined"))?;
            return reload(store, state.info.id);
        }
    };
    let view = view(&after_undo)?;
    let after = &after_undo.info;
    let mut said = t!(
        "play-undo-done",
        what = undone.describe(after.game),
        kind = undone.kind(),
        label = after.label()
    );
    if menu.over && after.status == Status::InProgress {
        said = format!("{said} {}", t!("play-open-again"));
    }
    ui.say(&format!("{said}\n\n{}", view.text(out)))?;
    reload(store, state.info.id)
}

/// Shows every round of the match and the table, as `tenscore show` does.
pub(super) fn show_match(
    out: &Output,
    store: &Store,
    ui: &mut dyn Ui,
    state: MatchState,
) -> Result<MatchState, SessionError> {
    let wanted = RoundsWanted {
        withdrawn: false,
        explanations: false,
        counters: false,
    };
    let (shown, rounds) = ops::match_rounds(store, Some(state.info.id), wanted)?;
    let view = view(&shown)?;
    ui.say(&render::show_text(out, &shown.info, &rounds, &view)?)?;
    reload(store, state.info.id)
}

/// Ends the match now once the player confirms: finished (the table as it stands ranks it) or
/// abandoned (no winner).
pub(super) fn end_now(
    out: &Output,
    store: &mut Store,
    ui: &mut dyn Ui,
    state: MatchState,
    abandon: bool,
) -> Result<MatchState, SessionError> {
    // Refused before "are you sure?": a yes would only be told no.
    if !abandon && state.info.rounds == 0 {
        let problem = t!(
            "error-nothing-to-rank",
            id = state.info.id,
            game = state.info.game.id()
        );
        let error = format!("{problem}; {}", t!("play-nothing-to-rank-hint"));
        ui.say(&t!("play-end-refused", id = state.info.id, error = error))?;
        return Ok(state);
    }
    let confirmed = if abandon {
        questions::confirm_abandon(ui, state.info.id)?
    } else {
        questions::confirm_finish(ui, state.info.id)?
    };
    if !confirmed {
        ui.say(&t!("play-goes-on"))?;
        return Ok(state);
    }
    let written = write_retrying(store, ui, Some(&state.info), |store| {
        ops::finish_match(store, Some(state.info.id), abandon)
    })?;
    let ended = match written {
        // Refused (nothing to rank yet, bids open): said here, and the menu stays.
        Written::Done(Err(e)) if e.is_refusal() => {
            ui.say(&t!(
                "play-end-refused",
                id = state.info.id,
                error = CliError::from(&e).to_string()
            ))?;
            after_refusal(out, store, ui, state.info.id, &e)?;
            return reload(store, state.info.id);
        }
        Written::Done(done) => done?,
        Written::Landed => return reload(store, state.info.id),
        Written::Dropped => {
            ui.say(&t!("play-goes-on"))?;
            return reload(store, state.info.id);
        }
    };
    let done = t!(
        "cmd-finish-done",
        abandon = if abandon { "yes" } else { "no" },
        label = ended.state.info.label()
    );
    let withdrawn = crate::render::bids_withdrawn(&ended.state.info, ended.withdrawn_opening);
    ui.say(&format!(
        "{done}{withdrawn}\n\n{}",
        view(&ended.state)?.text(out)
    ))?;
    reload(store, state.info.id)
}

/// Puts a match ended from the menu (or by `finish`) back in progress: an accidental Finish or
/// Abandon costs nothing.
pub(super) fn reopen_now(
    out: &Output,
    store: &mut Store,
    ui: &mut dyn Ui,
    state: MatchState,
) -> Result<MatchState, SessionError> {
    let written = write_retrying(store, ui, Some(&state.info), |store| {
        ops::reopen_match(store, state.info.id)
    })?;
    match written {
        Written::Done(Ok(reopened)) => ui.say(&format!(
            "{}\n\n{}",
            t!("cmd-reopen-done", label = reopened.info.label()),
            view(&reopened)?.text(out)
        ))?,
        Written::Done(Err(e)) if e.is_refusal() => {
            ui.say(&t!(
                "play-reopen-refused",
                id = state.info.id,
                error = CliError::from(&e).to_string()
            ))?;
            after_refusal(out, store, ui, state.info.id, &e)?;
        }
        Written::Done(Err(e)) => return Err(e.into()),
        Written::Landed => {}
        Written::Dropped => ui.say(&t!("play-stays"))?,
    }
    reload(store, state.info.id)
}
