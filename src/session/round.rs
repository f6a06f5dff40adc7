//! The next round: its opening (bids) when the game has one, then its entry, each written once.

use std::collections::BTreeMap;

use crate::error::CliError;
use crate::games::RoundInput;
use crate::games::ui::Ui;
use crate::ops::{self, MatchState};
use crate::output::Output;
use crate::render;
use crate::store::Store;
use crate::t;

use super::questions::{self, MenuState};
use super::retry::{Written, write_retrying};
use super::{SessionError, after_refusal, reload, stop_if_gone, view};

/// Records the next round, first asking for its opening (bids) when the game has one and it is
/// not in yet; `referee`: the table chose to referee it from the menu. A refused or abandoned
/// opening leaves the match as it was.
pub(super) fn record_next_round(
    out: &Output,
    store: &mut Store,
    ui: &mut dyn Ui,
    state: MatchState,
    menu: MenuState,
    referee: bool,
) -> Result<MatchState, SessionError> {
    let needs_opening = state.info.game.game().needs_opening() && state.info.open_round.is_none();
    let id = state.info.id;
    let state = if needs_opening {
        match open_next_round(store, ui, &state, menu)? {
            Some(opened) => opened,
            None => return reload(store, id),
        }
    } else {
        state
    };
    let title = state.info.game.round_title();
    let opening = state.info.game.opening_word();
    let kept = state.info.open_round.is_some();
    let asked = if referee {
        questions::ask_refereed_round(ui, &state.info, &state.standing)?
    } else {
        questions::ask_round(ui, &state.info, &state.standing, None)?
    };
    let Some(mut input) = asked else {
        let left = ["play-round-left", "play-round-left-kept"][usize::from(kept)];
        ui.say(&t!(
            left,
            round = &title,
            seq = menu.next_round,
            opening = &opening
        ))?;
        return reload(store, id);
    };
    // A flag of the opening among the answers (the trump the referee was given) goes with it.
    let opening_flags = opening_flags_of(&state, &mut input);
    let written = write_retrying(store, ui, Some(&state.info), |store| {
        ops::record_round_typed_on(store, Some(id), &input, &opening_flags, Some(&state))
    })?;
    match written {
        Written::Done(Ok(recorded)) => {
            let view = view(&recorded.state)?;
            ui.say(&render::round_text(
                out,
                &recorded.outcome,
                recorded.seq,
                recorded.ended,
                &view,
            ))?;
            // The write returns the match as it left it: reading it again would cost a league
            // table a round trip a deal (DESIGN section 6: at most 2 after the first).
            return Ok(recorded.state);
        }
        Written::Done(Err(e)) if e.is_refusal() => {
            ui.say(&t!(
                "play-round-refused",
                round = &title,
                seq = menu.next_round,
                error = CliError::from(&e).to_string()
            ))?;
            after_refusal(out, store, ui, id, &e)?;
        }
        Written::Done(Err(e)) => return Err(e.into()),
        Written::Landed => {}
        Written::Dropped => ui.say(&t!(
            if kept {
                "play-round-dropped-kept"
            } else {
                "play-round-dropped"
            },
            round = &title,
            seq = menu.next_round,
            opening = &opening
        ))?,
    }
    reload(store, id)
}

/// Takes the flags of the game's opening out of a round's answers.
fn opening_flags_of(state: &MatchState, input: &mut RoundInput) -> BTreeMap<String, String> {
    let own = state.info.game.game().opening_flags();
    let (opening, entry) = std::mem::take(&mut input.flags)
        .into_iter()
        .partition(|(name, _)| own.iter().any(|flag| flag.name == name.as_str()));
    input.flags = entry;
    opening
}

/// Asks for the opening (bids) of the next round and records it; the match opened, or `None`
/// when the player gave none or the rules refused it (said to the player).
pub(super) fn open_next_round(
    store: &mut Store,
    ui: &mut dyn Ui,
    state: &MatchState,
    menu: MenuState,
) -> Result<Option<MatchState>, SessionError> {
    let title = state.info.game.round_title();
    let Some(input) = questions::ask_opening(ui, &state.info, &state.standing, None)? else {
        ui.say(&t!("play-open-left", round = &title, seq = menu.next_round))?;
        return Ok(None);
    };
    let written = write_retrying(store, ui, Some(&state.info), |store| {
        ops::open_round_typed_on(store, Some(state.info.id), &input, Some(state))
    })?;
    match written {
        Written::Done(Ok(opened)) => {
            let next = view(&opened)?.next.unwrap_or_default();
            ui.say(&render::sanitize_lines(&next))?;
            Ok(Some(opened))
        }
        Written::Done(Err(e)) if e.is_refusal() => {
            ui.say(&t!(
                "play-open-refused",
                round = &title,
                seq = menu.next_round,
                error = CliError::from(&e).to_string()
            ))?;
            stop_if_gone(&e)?;
            Ok(None)
        }
        Written::Done(Err(e)) => Err(e.into()),
        Written::Landed => Ok(Some(reload(store, state.info.id)?)),
        Written::Dropped => {
            ui.say(&t!(
                "play-open-dropped",
                round = &title,
                seq = menu.next_round,
                opening = state.info.game.opening_word()
            ))?;
            Ok(None)
        }
    }
}
