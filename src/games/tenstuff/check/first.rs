//! `check tenstuff first`: who starts a deal with which sets, or the restart after three sixes
//! (an official rule, refused with `--casual`).

use serde::Serialize;

use super::{cards_of, codes, shown};
use crate::games::forms::{capitalised, illegal_or_error, verdict};
use crate::games::names::safe_text as sanitize;
use crate::games::names::{PlayerName, checked_names};
use crate::games::tenstuff::cards::TenstuffCard;
use crate::games::tenstuff::official::{OfficialRule, casual_refusal, restart_words};
use crate::games::tenstuff::sets::{self, Opening};
use crate::games::{RuleViolation, Verdict};

/// `check tenstuff first --json`: who starts, with which card (its code), the sets they may open
/// with, and why; `null` and none when the hands cannot be dealt.
#[derive(Debug, Serialize)]
struct StarterVerdict {
    legal: bool,
    starter: Option<String>,
    card: Option<String>,
    sets: Vec<Vec<String>>,
    reason: String,
}

impl StarterVerdict {
    /// Hands that cannot be dealt: no starter.
    fn refused(reason: String) -> Self {
        StarterVerdict {
            legal: false,
            starter: None,
            card: None,
            sets: Vec::new(),
            reason,
        }
    }
}

/// `check tenstuff first`: who starts a deal; with `--restart`, the restart after three sixes
/// (the same lowest-card rule), refused under `--casual`.
pub(super) fn run(hands: &[String], restart: bool, casual: bool) -> Result<Verdict, RuleViolation> {
    let (names, held) = hands_of(hands)?;
    if restart && casual {
        let refusal = casual_refusal(OfficialRule::Restart);
        return illegal_or_error(refusal, StarterVerdict::refused);
    }
    let opening = match sets::opening(&held) {
        Ok(opening) => opening,
        Err(violation) => {
            return illegal_or_error(violation, StarterVerdict::refused);
        }
    };
    let starter = names.get(opening.seat).cloned().unwrap_or_default();
    let (text, reason) = starter_words(&starter, &opening, restart);
    verdict(
        true,
        text,
        StarterVerdict {
            legal: true,
            starter: Some(starter),
            card: Some(opening.card.code()),
            sets: opening.sets.iter().map(|set| codes(set)).collect(),
            reason,
        },
    )
}

/// The hands as typed, each NAME=CARD,...: the players' checked names, and the cards each holds.
fn hands_of(hands: &[String]) -> Result<(Vec<String>, Vec<Vec<TenstuffCard>>), RuleViolation> {
    let mut names = Vec::with_capacity(hands.len());
    let mut held = Vec::with_capacity(hands.len());
    for text in hands {
        let (name, cards) = text.split_once('=').ok_or_else(|| {
            RuleViolation::malformed(
                crate::t!("tenstuff-not-a-hand", text = text.as_str()),
                crate::t!("tenstuff-not-a-hand-hint"),
            )
        })?;
        names.push(name.to_string());
        held.push(cards_of(&[cards.to_string()])?);
    }
    Ok((checked_names(&names)?, held))
}

/// Who starts and why: the text shown (the starter, the reason, the sets they may open with)
/// and the reason alone, for `--json`. The restart after three sixes follows the same lowest-card
/// rule, said in its own words.
fn starter_words(starter: &str, opening: &Opening, restart: bool) -> (String, String) {
    let lowest = crate::t!(
        "tenstuff-holds-lowest",
        name = starter,
        card = opening.card.to_string(),
        reason = opening.reason.as_str()
    );
    let choices = opening
        .sets
        .iter()
        .map(|set| shown(set))
        .collect::<Vec<_>>()
        .join(" | ");
    let sets = crate::t!("tenstuff-opening-sets", sets = choices.as_str());
    let shown_starter = PlayerName::stored(starter);
    if restart {
        let reason = crate::t!(
            "tenstuff-restart-reason",
            restart = restart_words(),
            lowest = lowest
        );
        let starts = crate::t!(
            "tenstuff-starts-restart",
            name = shown_starter.to_string(),
            reason = capitalised(&sanitize(&reason))
        );
        (format!("{starts}\n{sets}"), reason)
    } else {
        let starts = crate::t!(
            "tenstuff-starts",
            name = shown_starter.to_string(),
            reason = sanitize(&lowest).into_owned()
        );
        (format!("{starts}\n{sets}"), lowest)
    }
}
