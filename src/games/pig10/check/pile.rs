//! `check pig10 pile`: the plays of one pile as typed, replayed along the seating (given, or
//! taken from the order of the plays), each play's value and rule, and who takes the pile. The
//! deal's check (`deal.rs`) reads its plays and words its piles with the same pieces.

use serde::Serialize;

use super::{capitalised, illegal_or_error, rules_in_words, sanitize, verdict};
use crate::games::RuleViolation;
use crate::games::Verdict;
use crate::games::names::checked_names;
use crate::games::names::{NameIndex, PlayerName};
use crate::games::pig10::cards::parse_pig10_play;
use crate::games::pig10::{self, Lead, PileOutcome, PilePlay, PlayOption};
use crate::t;

/// `check pig10 pile --json`: the pile play by play, its value after each play, who takes it (a
/// name, `null` while it is open) with how many cards, and why; empty when a play breaks a rule.
#[derive(Debug, Serialize)]
struct PileVerdict {
    legal: bool,
    plays: Vec<PileStep>,
    values: Vec<u8>,
    taker: Option<String>,
    cards: usize,
    reason: String,
}

impl PileVerdict {
    /// A pile with a play that breaks a rule: no plays, no taker, no cards.
    fn refused(reason: String) -> Self {
        PileVerdict {
            legal: false,
            plays: Vec::new(),
            values: Vec::new(),
            taker: None,
            cards: 0,
            reason,
        }
    }
}

/// One play of `check pig10 pile`: who laid which card, the value it made by which rule, and the
/// other values the player could have made.
#[derive(Debug, Serialize)]
struct PileStep {
    name: String,
    card: u8,
    value: u8,
    rule: String,
    alternatives: Vec<u8>,
}

impl PileStep {
    /// The play as a numbered line: "2. Sally plays 3: 7 (…; could also have made 1)".
    fn line(&self, index: usize) -> String {
        let name = PlayerName::stored(self.name.as_str()).to_string();
        let alternatives = self
            .alternatives
            .iter()
            .map(u8::to_string)
            .reduce(|first, last| t!("pig10-or", first = first, last = last));
        match alternatives {
            None => t!(
                "pig10-step",
                index = index + 1,
                name = name,
                card = self.card,
                value = self.value,
                rule = &self.rule
            ),
            Some(alternatives) => t!(
                "pig10-step-alternatives",
                index = index + 1,
                name = name,
                card = self.card,
                value = self.value,
                rule = &self.rule,
                alternatives = alternatives
            ),
        }
    }
}

fn seat_named(players: &[String], seats: &NameIndex, name: &str) -> Result<usize, RuleViolation> {
    seats.seat(name).ok_or_else(|| {
        RuleViolation::malformed(
            t!("pig10-not-a-player", name = name.trim()),
            t!("pig10-not-a-player-hint", players = players.join(", ")),
        )
    })
}

/// `check pig10 pile`: the plays as typed, replayed along the seating; each play, then who takes
/// the pile.
pub(super) fn pile(
    players: &[String],
    skip: &[String],
    plays: &[String],
) -> Result<Verdict, RuleViolation> {
    // Every play is read first: a badly typed play is the thing to fix, whatever the seating.
    let typed = plays
        .iter()
        .map(|text| typed_play(text))
        .collect::<Result<Vec<_>, RuleViolation>>()?;
    let players = match players {
        [] => match seating_from_plays(skip, &typed)? {
            Seating::Table(names) => names,
            Seating::Lone(name) => {
                let names = [name];
                let plays: Vec<PilePlay> = typed.iter().map(|play| play.at(0)).collect();
                return pile_verdict(&names, pig10::replay_lone_pile(&names, &plays));
            }
        },
        given => checked_names(given)?,
    };
    let seats = NameIndex::new(players.iter().map(String::as_str));
    let mut without_cards = vec![false; players.len()];
    for name in skip.iter().filter(|n| !n.trim().is_empty()) {
        without_cards[seat_named(&players, &seats, name)?] = true;
    }
    let plays = typed
        .iter()
        .map(|play| Ok(play.at(seat_named(&players, &seats, &play.name)?)))
        .collect::<Result<Vec<_>, RuleViolation>>()?;
    pile_verdict(
        &players,
        pig10::replay_pile(&players, &without_cards, &plays),
    )
}

/// The replayed pile's verdict: each play, then who takes the pile; a play that breaks a rule is
/// the verdict's refusal.
fn pile_verdict(
    players: &[String],
    replayed: Result<PileOutcome, RuleViolation>,
) -> Result<Verdict, RuleViolation> {
    let outcome = match replayed {
        Ok(outcome) => outcome,
        Err(violation) => return illegal_or_error(violation, PileVerdict::refused),
    };
    let steps = pile_steps(players, &outcome);
    let reason = pile_reason(players, &outcome);
    let mut lines: Vec<String> = steps
        .iter()
        .enumerate()
        .map(|(index, step)| step.line(index))
        .collect();
    lines.push(format!("{}.", capitalised(&sanitize(&reason))));
    verdict(
        true,
        lines.join("\n"),
        PileVerdict {
            legal: true,
            values: steps.iter().map(|step| step.value).collect(),
            plays: steps,
            taker: outcome.taker.map(|t| players[t].clone()),
            cards: outcome.cards,
            reason,
        },
    )
}

/// Where the seating comes from when `--players` is left out.
enum Seating {
    /// Two or more players, each where their first play was.
    Table(Vec<String>),
    /// Every play is this one player's: the plays alone decide what they can.
    Lone(String),
}

/// The seating when `--players` is left out: every name in the order of its first play, as if
/// the plays were in turn (a play out of that turn is then refused by the replay, as with
/// `--players`). A player without cards could sit anywhere, so `--skip` needs the seating.
fn seating_from_plays(skip: &[String], plays: &[TypedPlay]) -> Result<Seating, RuleViolation> {
    if skip.iter().any(|name| !name.trim().is_empty()) {
        return Err(RuleViolation::malformed(
            t!("pig10-skip-needs-players"),
            t!("pig10-skip-needs-players-hint"),
        ));
    }
    let mut names: Vec<String> = Vec::new();
    for play in plays {
        let known = NameIndex::new(names.iter().map(String::as_str));
        if known.seat(&play.name).is_none() {
            names.push(play.name.trim().to_string());
        }
    }
    Ok(match <[String; 1]>::try_from(checked_names(&names)?) {
        Ok([only]) => Seating::Lone(only),
        Err(names) => Seating::Table(names),
    })
}

/// One play as typed, NAME:CARD or NAME:CARD@CALLED, before it is given a seat.
struct TypedPlay {
    name: String,
    card: u8,
    called: Option<u64>,
}

impl TypedPlay {
    /// The play at its player's seat.
    fn at(&self, seat: usize) -> PilePlay {
        PilePlay {
            seat,
            card: self.card,
            called: self.called,
        }
    }
}

/// One play as typed, NAME:CARD or NAME:CARD@CALLED, at its player's seat.
pub(super) fn pile_play(
    players: &[String],
    seats: &NameIndex,
    text: &str,
) -> Result<PilePlay, RuleViolation> {
    let play = typed_play(text)?;
    Ok(play.at(seat_named(players, seats, &play.name)?))
}

/// Reads one play as typed, NAME:CARD or NAME:CARD@CALLED.
fn typed_play(text: &str) -> Result<TypedPlay, RuleViolation> {
    let (name, card) = text.split_once(':').ok_or_else(|| {
        RuleViolation::malformed(
            t!("pig10-not-a-play", text = text),
            t!("pig10-not-a-play-hint"),
        )
    })?;
    let (card, called) = parse_pig10_play(card).map_err(RuleViolation::from)?;
    Ok(TypedPlay {
        name: name.to_string(),
        card,
        called,
    })
}

/// Every play of the replayed pile with its player's name and the rule that made its value.
fn pile_steps(players: &[String], outcome: &PileOutcome) -> Vec<PileStep> {
    let mut pile = 0;
    let mut steps = Vec::with_capacity(outcome.steps.len());
    for step in &outcome.steps {
        let option = PlayOption {
            value: step.value,
            ways: step.ways.clone(),
            leads_to: Lead::Open,
        };
        steps.push(PileStep {
            name: players[step.seat].clone(),
            card: step.card,
            value: step.value,
            rule: rules_in_words(step.card, pile, &option),
            alternatives: step.alternatives.clone(),
        });
        pile = step.value;
    }
    steps
}

/// How the pile ends: still open at its value, or taken (exactly 10, or over 10) with its cards.
pub(super) fn pile_reason(players: &[String], outcome: &PileOutcome) -> String {
    let pile = outcome.steps.last().map_or(0, |s| s.value);
    let last = outcome.steps.last().map(|s| s.seat).unwrap_or_default();
    let cards = t!("pig10-cards", count = outcome.cards);
    match outcome.taker {
        None => t!("pig10-pile-open", pile = pile, cards = cards),
        Some(taker) if taker == last => {
            t!("pig10-pile-taken", taker = &players[taker], cards = cards)
        }
        Some(taker) => t!(
            "pig10-pile-over",
            taker = &players[taker],
            last = &players[last],
            cards = cards
        ),
    }
}
