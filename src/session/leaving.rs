//! How the session ends: the last line after Quit (how to come back), and what Ctrl-C left out and
//! kept.

use crate::games::ui::{PromptError, Ui};
use crate::ops;
use crate::store::{MatchInfo, Status, Store};
use crate::t;

use super::questions::Next;
use super::retry::same_point;
use super::{Db, SessionError};

/// Ctrl-C stops `play`: says what the interrupted step left out and what is saved, then how to
/// come back. `doing` is the menu choice that was under way, if any.
pub(super) fn interrupted(
    store: &Store,
    ui: &mut dyn Ui,
    before: &MatchInfo,
    doing: Option<Next>,
    db: Db,
) -> Result<(), SessionError> {
    // With the league server out of reach, what was last read is what is known to be saved,
    // and whether the step under way landed cannot be told: leaving must not need the server.
    let (now, lost) = match ops::match_state(store, Some(before.id)) {
        Ok(state) => {
            let lost = lost_words(doing, before, &state.info);
            (state.info, lost)
        }
        Err(e) if e.is_line_down() => (before.clone(), unknown_words(doing, before, db)),
        Err(e) => return Err(e.into()),
    };
    let saved = t!(
        "play-saved",
        count = now.rounds,
        game = now.game.id(),
        round = now.game.round_word()
    );
    let way_back = way_back(store, &now, db)?;
    ui.say(&match lost {
        Some(lost) => t!(
            "play-interrupted-lost",
            id = now.id,
            lost = lost,
            saved = saved,
            way_back = way_back
        ),
        None => t!(
            "play-interrupted",
            id = now.id,
            saved = saved,
            way_back = way_back
        ),
    })?;
    Err(PromptError::Interrupted.into())
}

/// What the step `doing`, stopped by Ctrl-C, left out, when it says something: the round not
/// recorded (its bids kept, if they are in), or nothing changed.
pub(super) fn lost_words(
    doing: Option<Next>,
    before: &MatchInfo,
    now: &MatchInfo,
) -> Option<String> {
    let unchanged = now.rounds == before.rounds && same_point(before, now);
    match doing {
        Some(Next::Round | Next::Referee) if now.rounds == before.rounds => {
            let id = match &now.open_round {
                Some(_) => "play-lost-round-kept",
                None => "play-lost-round",
            };
            Some(t!(
                id,
                round = now.game.round_word(),
                seq = now.rounds + 1,
                opening = now.game.opening_word()
            ))
        }
        Some(Next::Fix | Next::Undo | Next::Finish | Next::Abandon | Next::Reopen) if unchanged => {
            Some(t!("play-lost-nothing"))
        }
        _ => None,
    }
}

/// What the step `doing`, stopped by Ctrl-C while the league server does not answer, may have
/// changed: not known until it answers, so the player is told where to look.
fn unknown_words(doing: Option<Next>, before: &MatchInfo, db: Db) -> Option<String> {
    match doing? {
        Next::Round
        | Next::Referee
        | Next::Fix
        | Next::Undo
        | Next::Finish
        | Next::Abandon
        | Next::Reopen => Some(t!("play-lost-unknown", id = before.id, db = db.spliced())),
        _ => None,
    }
}

/// The last line: how to come back to this match (`db`: the `--db PATH` to repeat).
pub(super) fn farewell(store: &Store, info: &MatchInfo, db: Db) -> Result<String, SessionError> {
    if info.status != Status::InProgress {
        return Ok(db.noted(t!(
            "play-farewell-ended",
            id = info.id,
            status = info.status.as_str(),
            db = db.spliced()
        )));
    }
    Ok(t!(
        "play-farewell",
        id = info.id,
        count = info.rounds,
        game = info.game.id(),
        rounds = info.game.rounds(u64::from(info.rounds)),
        way_back = way_back(store, info, db)?
    ))
}

/// How to come back to a match: resume it, or (once it is over) see it again; `db` is the
/// `--db PATH` the command needs to find the same database, when it does.
pub(super) fn way_back(store: &Store, info: &MatchInfo, db: Db) -> Result<String, SessionError> {
    let words = db.spliced();
    if info.status != Status::InProgress {
        return Ok(db.noted(t!("play-see-again", id = info.id, db = words)));
    }
    // `tenscore play` alone offers the most recent unfinished match first, which may be another;
    // with the league server out of reach the match is named, which is always right.
    let latest = match ops::latest_unfinished(store) {
        Err(e) if e.is_line_down() => None,
        latest => latest?,
    };
    Ok(db.noted(if latest == Some(info.id) {
        t!("play-resume", db = words)
    } else {
        t!("play-resume-id", id = info.id, db = words)
    }))
}
