//! `check tenstuff unwin`: a slam on the set a player went out with, and whether they unwin.

use serde::Serialize;

use super::{RefusedCard, cards_of, codes, seat_named, table_of, verdict_line};
use crate::games::forms::{capitalised, illegal_or_error, verdict};
use crate::games::names::safe_text as sanitize;
use crate::games::tenstuff;
use crate::games::{RuleViolation, Verdict};

/// The form as typed.
pub(super) struct Asked<'a> {
    pub players: &'a [String],
    pub out: &'a [String],
    pub by: &'a str,
    pub on: &'a [String],
    pub set: &'a [String],
    pub give: &'a [String],
}

/// `check tenstuff unwin --json`: who was slammed (the last player out), who is back in the deal
/// (that name, or `null` when they stay out), the finishing order so far (names, first out
/// first), the cards that may be given and each that may not with why, and the reason; `null`
/// and empty when the slam breaks a rule.
#[derive(Debug, Serialize)]
struct UnwinVerdict<'a> {
    legal: bool,
    slammed: Option<String>,
    back: Option<String>,
    order: Vec<String>,
    allowed: Vec<String>,
    refused: Vec<RefusedCard<'a>>,
    reason: String,
}

impl UnwinVerdict<'_> {
    fn refused(reason: String) -> Self {
        UnwinVerdict {
            legal: false,
            slammed: None,
            back: None,
            order: Vec::new(),
            allowed: Vec::new(),
            refused: Vec::new(),
            reason,
        }
    }
}

pub(super) fn run(asked: &Asked<'_>) -> Result<Verdict, RuleViolation> {
    let (players, seats) = table_of(asked.players)?;
    let out = asked
        .out
        .iter()
        .filter(|name| !name.trim().is_empty())
        .map(|name| seat_named(&players, &seats, name))
        .collect::<Result<Vec<usize>, RuleViolation>>()?;
    let by = seat_named(&players, &seats, asked.by)?;
    let on = cards_of(asked.on)?;
    let set = cards_of(asked.set)?;
    let give = cards_of(asked.give)?;
    let done = match tenstuff::unwin::unwin(&players, &out, by, &on, &set, &give) {
        Ok(done) => done,
        Err(violation) => return illegal_or_error(violation, UnwinVerdict::refused),
    };
    let legal = done.legal();
    let sentence = capitalised(&sanitize(&done.reason));
    let text = if legal {
        format!("{sentence}.")
    } else {
        verdict_line(false, &sanitize(&done.reason))
    };
    let name = |seat: usize| players.get(seat).cloned().unwrap_or_default();
    verdict(
        legal,
        text,
        UnwinVerdict {
            legal,
            slammed: Some(name(done.slammed)),
            back: done.back.then(|| name(done.slammed)),
            order: done.order.iter().map(|&seat| name(seat)).collect(),
            allowed: codes(&done.hand_over.allowed),
            refused: done
                .hand_over
                .refused
                .iter()
                .map(|r| RefusedCard {
                    card: r.card.code(),
                    problems: &r.problems,
                    why: &r.why,
                })
                .collect(),
            reason: done.reason.clone(),
        },
    )
}
