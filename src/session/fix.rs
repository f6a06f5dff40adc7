//! Fixing a past round from the menu, as `tenscore edit` does: which round, its questions again
//! with the old answers offered (10 op en neer: its bids kept or corrected), a reason; the later
//! rounds are rescored. A fix that changes nothing writes nothing.

use serde_json::Value;

use crate::error::CliError;
use crate::games::RoundInput;
use crate::games::ui::{Past, Ui};
use crate::ops::{self, MatchState, OpError};
use crate::output::Output;
use crate::packed::{self, Packed};
use crate::store::{MatchInfo, RoundRecord, RoundsWanted, Store};
use crate::t;

use super::questions;
use super::replay::Replay;
use super::retry::{Written, write_retrying};
use super::{SessionError, reload, view};

/// Asks which past round to fix, asks it again as it was played (10 op en neer: keeping its bids
/// or taking corrected ones) and an optional reason, then replaces it as `tenscore edit` does:
/// the later rounds are rescored.
pub(super) fn fix_past_round(
    out: &Output,
    store: &mut Store,
    ui: &mut dyn Ui,
    state: MatchState,
) -> Result<MatchState, SessionError> {
    let id = state.info.id;
    // Back at the round's first question asks which round again.
    let mut chosen = None;
    let (seq, fixed, reason) = 'which: loop {
        let Some(record) = ask_which(store, ui, &state.info, chosen)? else {
            ui.say(&t!("play-nothing-changed"))?;
            return Ok(state);
        };
        let seq = record.seq;
        chosen = Some(seq);
        // The answers to step back into: every one fed back but the last, asked again.
        let mut answers = Vec::new();
        loop {
            let mut replay = Replay::new(ui, std::mem::take(&mut answers));
            let again = ask_again(store, &mut replay, &state.info, &record)?;
            let record_of = replay.into_record();
            let fixed = match again {
                Again::Asked(fixed) => fixed,
                Again::Back(0) => continue 'which,
                // Back at the first question of a step: the last answer before it again.
                Again::Back(at) => {
                    answers = record_of[..at].to_vec();
                    continue;
                }
                Again::Said => return reload(store, id),
            };
            if fixed.unchanged {
                // Every answer kept: nothing to write, not even an edit in the audit trail. Unless
                // another terminal moved the match meanwhile: the round kept may be gone.
                let now = reload(store, id)?;
                match ops::refuse_moved(Some(&state), &now.info, Some(&now.standing)) {
                    Err(moved) => ui.say(&refused(&state.info, seq, &moved))?,
                    Ok(()) => ui.say(&t!(
                        "play-fix-unchanged",
                        round = state.info.game.round_title(),
                        seq = seq
                    ))?,
                }
                return Ok(now);
            }
            match questions::ask_fix_reason(ui)? {
                Some(reason) if reason.is_empty() => {
                    break 'which (seq, fixed, t!("play-fix-reason"));
                }
                Some(reason) => break 'which (seq, fixed, reason),
                // `back`: the round's last question again, offering its answer.
                None => answers = record_of,
            }
        }
    };
    let written = write_retrying(store, ui, Some(&state.info), |store| {
        ops::edit_round(
            store,
            &ops::Edit {
                match_id: id,
                seq,
                input: &fixed.input,
                opening: fixed.bids.as_ref(),
                reason: &reason,
                typed_on: Some(&state),
            },
        )
    })?;
    say_fixed(out, ui, &state.info, seq, written)?;
    reload(store, id)
}

/// Which live round to fix, from the list of them, as stored (round `chosen` marked, when the
/// table went back to the list from it); `None` for Back or Esc.
fn ask_which(
    store: &Store,
    ui: &mut dyn Ui,
    info: &MatchInfo,
    chosen: Option<u32>,
) -> Result<Option<RoundRecord>, SessionError> {
    let wanted = RoundsWanted {
        withdrawn: false,
        explanations: false,
        counters: false,
    };
    let (_, rounds) = ops::match_rounds(store, Some(info.id), wanted)?;
    let lines: Vec<(u32, String)> = rounds
        .iter()
        .filter(|round| !round.scores.is_empty())
        .map(|round| (round.seq, round_line(info, round)))
        .collect();
    let seq = questions::ask_round_to_fix(ui, &info.game.round_word(), &lines, chosen)?;
    Ok(seq.and_then(|seq| rounds.into_iter().find(|round| round.seq == seq)))
}

/// How asking a past round again ended.
enum Again {
    Asked(Fixed),
    /// Back (or Esc) at the first question of a step, the answers before it numbering this
    /// many: the last of them is asked again; none: which round.
    Back(usize),
    /// Its corrected bids were refused, and that said.
    Said,
}

/// A past round as asked again: its entry, and its corrected bids when they were not kept.
struct Fixed {
    input: RoundInput,
    bids: Option<RoundInput>,
    /// Every answer is the one stored: the fix would change nothing.
    unchanged: bool,
}

/// Asks round `record` again as it was played (first whether to keep its bids, in a game that
/// has them), every question offering its old answer; [`Again::Back`] when the player went back
/// from the first question of a step (the bids, the round's entry), [`Again::Said`] (said) when
/// the corrected bids were refused.
fn ask_again(
    store: &Store,
    ui: &mut Replay,
    info: &MatchInfo,
    record: &RoundRecord,
) -> Result<Again, SessionError> {
    let game = info.game;
    let seq = record.seq;
    let mut past = ops::past_round(store, info.id, seq)?;
    let old_entry = record
        .entry
        .as_ref()
        .map(Packed::to_json)
        .unwrap_or_default();
    let old_opening = past
        .info
        .open_round
        .as_ref()
        .map(|open| open.opening.clone());
    let was = Past {
        opening: old_opening.as_ref(),
        entry: &old_entry,
    };
    let mut bids = None;
    if game.game().needs_opening() {
        let question = match recorded_opening(info, old_opening.as_ref()) {
            Some(recorded) => t!(
                "play-keep-opening-said",
                opening = game.opening_word(),
                round = game.round_word(),
                seq = seq,
                recorded = recorded
            ),
            None => t!(
                "play-keep-opening",
                opening = game.opening_word(),
                round = game.round_word(),
                seq = seq
            ),
        };
        let keep = match ui.confirm(&question, true) {
            Err(crate::games::ui::PromptError::Cancelled) => return Ok(Again::Back(0)),
            keep => keep?,
        };
        if !keep {
            let asked_before = ui.answered();
            let asked = questions::ask_opening(ui, &past.info, &past.before, Some(was))?;
            let Some(corrected) = asked else {
                // Back at the first bid: whether to keep the bids, again.
                return Ok(Again::Back(asked_before));
            };
            past = match past.opened_again(&corrected) {
                Ok(opened) => opened,
                Err(e) => {
                    ui.say(&refused(info, seq, &e))?;
                    return Ok(Again::Said);
                }
            };
            bids = Some(corrected);
        }
    }
    let asked_before = ui.answered();
    let Some(input) = questions::ask_round(ui, &past.info, &past.before, Some(was))? else {
        // Back at the round's first question: the bids' last answer, or which round.
        return Ok(Again::Back(asked_before));
    };
    let opening = past.info.open_round.as_ref().map(|open| &open.opening);
    let entry = (game.game())
        .parse(&past.info.options, &past.before, opening, &input)
        .ok();
    let unchanged = same_value(opening, old_opening.as_ref())
        && entry
            .as_ref()
            .is_some_and(|entry| ops::same_entry(game.game(), &old_entry, entry));
    Ok(Again::Asked(Fixed {
        input,
        bids,
        unchanged,
    }))
}

/// A recorded opening's entries after the players' names, as they were typed ("Ann 1, Bob 0,
/// Cy 2"), so that whether to keep them can be answered without looking them up; `None` when
/// there is none to show.
fn recorded_opening(info: &MatchInfo, opening: Option<&Value>) -> Option<String> {
    let entries = info.game.game().opening_entries(opening?).ok()?;
    if entries.is_empty() || entries.len() != info.players.len() {
        return None;
    }
    let said: Vec<String> = (info.players.iter())
        .zip(&entries)
        .map(|(player, entry)| format!("{} {entry}", player.name))
        .collect();
    Some(said.join(", "))
}

/// Two stored values (openings, entries) are the same once written: compared in their packed
/// form, so that how a number was read does not count.
fn same_value(a: Option<&Value>, b: Option<&Value>) -> bool {
    a.map(packed::pack) == b.map(packed::pack)
}

/// Says what came of the fix of round `seq`: done (with the later rounds rescored, the match
/// reopened), refused, or not written.
fn say_fixed(
    out: &Output,
    ui: &mut dyn Ui,
    info: &MatchInfo,
    seq: u32,
    written: Written<ops::Edited>,
) -> Result<(), SessionError> {
    match written {
        Written::Done(Ok(edited)) => {
            let mut said = t!(
                "play-fix-done",
                round = info.game.round_title(),
                seq = seq,
                label = edited.state.info.label()
            );
            if edited.rescored > 0 {
                let later = t!(
                    "cmd-edit-rescored",
                    count = edited.rescored,
                    game = info.game.id()
                );
                said = format!("{said} {later}");
            }
            if edited.reopened {
                said = format!("{said} {}", t!("cmd-edit-reopened"));
            }
            if edited.ended {
                said = format!("{said} {}", t!("cmd-edit-ended"));
            }
            // What the later rounds gained or lost (a halving, an out), as `edit` says it.
            for line in crate::render::later_changes_text(info, &edited.changes) {
                said = format!("{said}\n{line}");
            }
            ui.say(&format!("{said}\n\n{}", view(&edited.state)?.text(out)))?;
        }
        Written::Done(Err(e)) if e.is_refusal() => {
            ui.say(&refused(info, seq, &e))?;
            super::stop_if_gone(&e)?;
        }
        Written::Done(Err(e)) => return Err(e.into()),
        Written::Landed => {}
        Written::Dropped => ui.say(&t!("play-nothing-changed"))?,
    }
    Ok(())
}

/// "Round 3 was not changed: ..." with the reason.
fn refused(info: &MatchInfo, seq: u32, e: &OpError) -> String {
    t!(
        "play-fix-refused",
        round = info.game.round_title(),
        seq = seq,
        error = CliError::from(e).to_string()
    )
}

/// One past round in the list to fix: "Round 3: Ann +5, Bob +14, Cy 0".
pub(super) fn round_line(info: &MatchInfo, round: &RoundRecord) -> String {
    let scores: Vec<String> = (info.players.iter())
        .zip(&round.scores)
        .map(|(player, score)| match score.points {
            0 => format!("{} 0", player.name),
            points => format!("{} {points:+}", player.name),
        })
        .collect();
    format!(
        "{} {}: {}",
        info.game.round_title(),
        round.seq,
        scores.join(", ")
    )
}
