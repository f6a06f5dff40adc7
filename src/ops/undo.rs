//! `undo`: the last thing recorded in a match withdrawn (kept in the audit trail), whether the
//! opening of a round (bids) or a scored round, and what the table is told it was.

use super::{MatchState, OpError, explanation_after, reload, resolve_match, state_of};
use crate::games::{GameId, Standing};
use crate::store::{MatchInfo, ScoreRecord, Status, Store, Writer};

/// What `undo` withdrew.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Undone {
    /// What opened this round (10 op en neer: the bids).
    Opening(u32),
    /// This scored round.
    Round(u32),
    /// This scored round, the last of an ended match, which is in progress again.
    Ending(u32),
}

impl Undone {
    pub fn seq(self) -> u32 {
        match self {
            Undone::Opening(seq) | Undone::Round(seq) | Undone::Ending(seq) => seq,
        }
    }

    /// What `undo` would withdraw from the match as it stands: its open bids, else its last
    /// round; `None` when there is nothing (no round yet, or an abandoned match, which stays).
    pub fn of(info: &MatchInfo) -> Option<Undone> {
        match &info.open_round {
            _ if info.status == Status::Abandoned => None,
            Some(open) => Some(Undone::Opening(open.seq)),
            None => (info.rounds > 0).then_some(Undone::Round(info.rounds)),
        }
    }

    /// What is (or was) withdrawn, in words within a sentence: "the bids of round 3", "deal 3".
    pub fn words(self, game: GameId) -> String {
        match self {
            Undone::Opening(seq) => crate::t!(
                "cmd-undone-opening",
                opening = game.opening_word(),
                round = game.round_word(),
                seq = seq
            ),
            Undone::Round(seq) | Undone::Ending(seq) => {
                crate::t!("cmd-undone-round", round = game.round_word(), seq = seq)
            }
        }
    }

    /// Which kind was withdrawn, for the messages: "opening" (the bids, a plural in Dutch) or
    /// "round".
    pub fn kind(self) -> &'static str {
        match self {
            Undone::Opening(_) => "opening",
            Undone::Round(_) | Undone::Ending(_) => "round",
        }
    }

    /// What was withdrawn, in words, to start a sentence: "The bids of round 3", "Deal 3".
    pub fn describe(self, game: GameId) -> String {
        let words = self.words(game);
        let mut chars = words.chars();
        chars
            .next()
            .map(|first| first.to_uppercase().chain(chars).collect())
            .unwrap_or_default()
    }
}

/// Withdraws the open bids of a match, or else its last round, reopening the match if it was
/// finished (by its rules or by `finish`). Returns the match as it stands after. An abandoned
/// match is refused: the table gave it up, and withdrawing a round would silently put it back in
/// progress.
pub fn undo_last(
    store: &mut Store,
    match_id: Option<i64>,
) -> Result<(MatchState, Undone), OpError> {
    undo_last_typed_on(store, match_id, None)
}

/// [`undo_last`] asked for while the match stood at `typed_on` (`play` asks first): refused
/// when another terminal has moved it since, so that what is withdrawn is what was shown.
pub fn undo_last_typed_on(
    store: &mut Store,
    match_id: Option<i64>,
    typed_on: Option<&MatchState>,
) -> Result<(MatchState, Undone), OpError> {
    store.write(|writer| {
        let info = resolve_match(writer, match_id)?;
        crate::ops::refuse_if_moved(writer, &info, typed_on)?;
        if info.status == Status::Abandoned {
            return Err(OpError::rule(
                crate::said!("error-abandoned-stays", id = info.id, game = info.game.id()),
                // Reopened, it is in progress again and its last round can be undone.
                crate::said!("error-start-new-or-reopen", id = info.id),
            ));
        }
        if let Some(seq) = writer.withdraw_open_round(&info)? {
            // Nothing else of the match changed: it is not read again.
            let info = MatchInfo {
                open_round: None,
                ..info
            };
            return Ok((state_of(writer, info)?, Undone::Opening(seq)));
        }
        let (seq, before) = withdraw_last_round(writer, &info)?;
        let undone = Undone::Round(seq);
        if info.status == Status::Finished {
            // Reopened: its header changed.
            let info = reload(writer, info)?;
            return Ok((state_of(writer, info)?, Undone::Ending(seq)));
        }
        // The standing is the one before the round withdrawn, read for its explanation; the
        // header lost that round and nothing else (on the server each read is a round trip).
        let (standing, last) = before;
        let info = MatchInfo {
            rounds: seq - 1,
            open_round: None,
            ..info
        };
        let state = MatchState {
            info,
            standing,
            last,
        };
        Ok((state, undone))
    })
}

/// Withdraws the last round with its explanation (a finished match is reopened); its position
/// and the standing before it, with the scores of the round before it.
fn withdraw_last_round(
    writer: &dyn Writer,
    info: &MatchInfo,
) -> Result<(u32, (Standing, Vec<ScoreRecord>)), OpError> {
    // Where the match stands, not what was typed: exit 3, as a round for an ended match.
    let nothing = || {
        OpError::rule(
            crate::said!("error-nothing-to-undo", id = info.id, game = info.game.id()),
            if info.game.game().needs_opening() {
                crate::said!("error-open-first", game = info.game.id())
            } else {
                crate::said!("error-record-first", game = info.game.id())
            },
        )
    };
    if info.rounds == 0 {
        return Err(nothing());
    }
    let last = info.rounds;
    let before = writer.standing_with_scores(info, last - 1)?;
    let explanation = explanation_after(writer, info, last, &before.0)?;
    let seq = writer
        .withdraw_last_round(info, &explanation)?
        .ok_or_else(nothing)?;
    // A finished match (by its rules or by `finish`) is open again; `undo_last` refused an
    // abandoned one.
    if info.status == Status::Finished {
        writer.reopen_match(info.id)?;
    }
    Ok((seq, before))
}

#[cfg(test)]
mod tests {
    use super::Undone;
    use crate::games::GameId;
    use crate::i18n::{Lang, with};

    #[test]
    fn what_undo_withdraws_is_said_in_each_language() {
        let updown = GameId::all().find(|g| g.id() == "updown").unwrap();
        let pig10 = GameId::all().find(|g| g.id() == "pig10").unwrap();
        assert_eq!(Undone::Opening(3).describe(updown), "The bids of round 3");
        assert_eq!(
            with(Lang::Nl, || Undone::Opening(3).describe(updown)),
            "De biedingen van ronde 3"
        );
        assert_eq!(
            with(Lang::De, || Undone::Opening(3).describe(updown)),
            "Die Gebote von Runde 3"
        );
        assert_eq!(with(Lang::Nl, || Undone::Round(2).words(pig10)), "potje 2");
    }
}
