//! `tenscore check under10`: calls, combinations and strokes of luck.

use std::collections::BTreeMap;

use clap::{Args, Subcommand};
use serde::Serialize;

use super::cards::parse_under10_cards;
use crate::games::Verdict;
use crate::games::forms::parse_entries;
use crate::games::forms::{
    CheckForms, RecordedRound, forms_command, illegal_or_error, read_form, verdict,
};
use crate::games::names::PlayerName;
use crate::games::under10::{self, Combination, Ending};
use crate::games::{Outcome, RoundInput, RuleViolation, ViolationKind};
use crate::t;

/// Under the 10 cards are a value 0–13 followed by a colour letter a–z the table agrees on (8r,
/// 12b); the joker is `joker` or `*`. Lists may be separated by spaces or commas.
#[derive(Debug, Subcommand)]
pub enum Under10Check {
    /// Settle how a round ended: whether a call stands (who wins the round), or a stroke of luck;
    /// everyone's round score and why
    #[command(after_help = "\
Examples:
  tenscore check under10 call --call Ann Ann=7 Bob=7 Cy=3+joker
  tenscore check under10 call --luck Ann Ann=0 Bob=7 Cy=3+joker
Bonus cards (joker, trade-one, trade-all) are allowed here.")]
    Call {
        /// NAME=POINTS[+BONUS...] for every player in the round
        #[arg(value_name = "NAME=POINTS", required = true, num_args = 1..)]
        entries: Vec<String>,

        #[command(flatten)]
        ending: CallEnding,
    },
    /// Whether these cards form a combination, which one, or why not
    #[command(
        after_help = "Cards: value 0-13 then a colour letter (8r, 12b); joker or * for the joker.\n\
        Example: tenscore check under10 combo 8r 9r joker"
    )]
    Combo {
        /// The cards laid down together
        #[arg(value_name = "CARD", required = true, num_args = 1..)]
        cards: Vec<String>,
    },
    /// Whether a drawn card is a stroke of luck
    #[command(after_help = "Example: tenscore check under10 luck --played 8r,8b --drawn 8g")]
    Luck {
        /// The card or cards just laid
        #[arg(long, value_name = "CARD,...", value_delimiter = ',', required = true, num_args = 1..)]
        played: Vec<String>,

        /// The card drawn
        #[arg(long, value_name = "CARD")]
        drawn: String,

        /// Where it was drawn from
        #[arg(long, value_name = "DECK", value_parser = ["closed", "open"], default_value = "closed")]
        from: String,
    },
}

/// How the disputed round ended: a call, or a stroke of luck.
#[derive(Debug, Args)]
pub struct CallEnding {
    /// Who called "Under the 10!"
    #[arg(long, value_name = "NAME")]
    call: Option<String>,

    /// Who emptied their hand (stroke of luck)
    #[arg(long, value_name = "NAME")]
    luck: Option<String>,
}

impl CallEnding {
    /// The round as typed: the entries and how it ended.
    fn input(self, entries: &[String]) -> Result<RoundInput, RuleViolation> {
        let mut input = RoundInput::entries(parse_entries(entries)?);
        for (flag, name) in [("call", self.call), ("luck", self.luck)] {
            if let Some(name) = name {
                input.flags.insert(flag.to_string(), name);
            }
        }
        Ok(input)
    }
}

/// `check under10 call --json`: whether the round may end so, how it ended (`"call"` or
/// `"luck"`), whether the call stands (`null` after a stroke of luck), every player's round score
/// by name (empty when the ending breaks a rule) and why.
#[derive(Debug, Serialize)]
struct CallVerdict {
    legal: bool,
    ending: &'static str,
    call_stands: Option<bool>,
    scores: BTreeMap<String, i64>,
    reason: String,
}

impl CallVerdict {
    /// An ending that breaks a rule: a call does not stand, and nothing is scored.
    fn refused(ending: &'static str, reason: String) -> Self {
        CallVerdict {
            legal: false,
            ending,
            call_stands: (ending == CALL).then_some(false),
            scores: BTreeMap::new(),
            reason,
        }
    }
}

const CALL: &str = "call";
const LUCK: &str = "luck";

/// `check under10 combo --json`: the combination the cards make and the others they also make,
/// or `null` and none when they make none, and why.
#[derive(Debug, Serialize)]
struct ComboVerdict {
    legal: bool,
    combination: Option<Combination>,
    also: Vec<Combination>,
    reason: String,
}

impl ComboVerdict {
    /// Cards that make no combination.
    fn refused(reason: String) -> Self {
        ComboVerdict {
            legal: false,
            combination: None,
            also: Vec::new(),
            reason,
        }
    }
}

/// `check under10 luck --json`: whether the drawn card is a stroke of luck, and why.
#[derive(Debug, Serialize)]
struct LuckVerdict {
    legal: bool,
    luck: bool,
    reason: String,
}

impl LuckVerdict {
    /// A draw is legal to claim exactly when it is a stroke of luck.
    fn new(luck: bool, reason: String) -> Self {
        LuckVerdict {
            legal: luck,
            luck,
            reason,
        }
    }
}

/// `check under10`, reached through the game's entry in `GAMES`.
pub struct Under10Forms;

impl CheckForms for Under10Forms {
    fn command(&self) -> clap::Command {
        forms_command::<Under10Check>(
            super::ABOUT.id,
            super::ABOUT.aliases,
            "Under the 10: calls, combinations, strokes of luck",
        )
    }

    fn check(
        &self,
        matches: &clap::ArgMatches,
        _recorded: Option<&RecordedRound>,
    ) -> Result<Verdict, RuleViolation> {
        run(read_form(matches)?)
    }
}

fn run(what: Under10Check) -> Result<Verdict, RuleViolation> {
    match what {
        Under10Check::Call { entries, ending } => call(&entries, ending),
        Under10Check::Combo { cards } => combo(&cards),
        Under10Check::Luck {
            played,
            drawn,
            from,
        } => luck(&played, drawn, &from),
    }
}

/// `check under10 call`: the round as typed, which must name a caller or the player who emptied
/// their hand, settled as the rules score it.
fn call(entries: &[String], ending: CallEnding) -> Result<Verdict, RuleViolation> {
    let input = ending.input(entries)?;
    // Both at once are refused by the engine in its own words (exit 2).
    let typed = match (input.flag("call"), input.flag("luck")) {
        (None, None) => {
            return Err(RuleViolation::malformed(
                t!("under10-check-no-ending"),
                t!("under10-check-no-ending-hint"),
            ));
        }
        (None, Some(_)) => LUCK,
        (Some(_), _) => CALL,
    };
    flag_names_a_hand(&input)?;
    match under10::check_call(&input) {
        Ok((ending, outcome)) => {
            let scores = round_scores(&input, &outcome);
            let reason = outcome.explanation.join(" ");
            let (text, stands) = match ending {
                Ending::Call { seat } => {
                    let stands = under10::call_stands(&outcome, seat);
                    (call_text(stands, &reason, &scores), Some(stands))
                }
                Ending::Luck { .. } => (luck_text(&reason, &scores), None),
            };
            let json = CallVerdict {
                legal: true,
                ending: typed,
                call_stands: stands,
                scores: scores
                    .iter()
                    .map(|&(name, points)| (name.to_string(), points))
                    .collect(),
                reason,
            };
            verdict(true, text, json)
        }
        Err(violation) => illegal_or_error(violation, |reason| CallVerdict::refused(typed, reason)),
    }
}

/// `--call NAME` / `--luck NAME` naming none of the hands given: refused in the referee's words,
/// since the engine's ("no player in this match") speak of a match the referee does not have.
fn flag_names_a_hand(input: &RoundInput) -> Result<(), RuleViolation> {
    let names: Vec<String> = input.entries.iter().map(|(name, _)| name.clone()).collect();
    let table = crate::games::Standing::start(&names);
    for flag in ["call", "luck"] {
        if let Some(typed) = input.flag(flag)
            && table.seat_of(typed).is_none()
        {
            return Err(RuleViolation::malformed(
                t!(
                    "under10-check-flag-unknown",
                    flag = format!("--{flag}"),
                    typed = typed,
                    name = typed.trim()
                ),
                t!(
                    "under10-check-flag-unknown-hint",
                    names = table.names_list()
                ),
            ));
        }
    }
    Ok(())
}

/// Every player's round score, in the order typed.
fn round_scores<'a>(input: &'a RoundInput, outcome: &Outcome) -> Vec<(&'a str, i64)> {
    input
        .entries
        .iter()
        .zip(&outcome.seats)
        .map(|((name, _), seat)| (name.as_str(), seat.points))
        .collect()
}

/// A legal call in words: whether it stands, why, and the round scores.
fn call_text(stands: bool, reason: &str, scores: &[(&str, i64)]) -> String {
    let stands = if stands { "yes" } else { "no" };
    let text = format!("{}\n{reason}", t!("under10-check-call", stands = stands));
    with_scores(text, scores)
}

/// A legal stroke of luck in words: why, and the round scores.
fn luck_text(reason: &str, scores: &[(&str, i64)]) -> String {
    with_scores(format!("{}\n{reason}", t!("under10-check-luck")), scores)
}

/// The text followed by every player's round score.
fn with_scores(mut text: String, scores: &[(&str, i64)]) -> String {
    text.push('\n');
    text.push_str(&t!("under10-check-scores"));
    for &(name, points) in scores {
        text.push_str(&format!("\n  {}: {points}", PlayerName::stored(name)));
    }
    text
}

/// `check under10 combo`: which combination the cards make, or why none.
fn combo(cards: &[String]) -> Result<Verdict, RuleViolation> {
    let cards = parse_under10_cards(cards).map_err(RuleViolation::from)?;
    match under10::combination(&cards) {
        Ok(combo) => verdict(
            true,
            t!("under10-check-combo", reason = &combo.explanation),
            ComboVerdict {
                legal: true,
                combination: Some(combo.kind),
                also: combo.also,
                reason: combo.explanation,
            },
        ),
        Err(violation) => illegal_or_error(violation, ComboVerdict::refused),
    }
}

/// `check under10 luck`: whether the card drawn after the cards played is a stroke of luck.
fn luck(played: &[String], drawn: String, from: &str) -> Result<Verdict, RuleViolation> {
    let played = parse_under10_cards(played).map_err(RuleViolation::from)?;
    let drawn = parse_under10_cards(&[drawn]).map_err(RuleViolation::from)?;
    let [drawn] = drawn[..] else {
        return Err(RuleViolation::malformed(
            t!("under10-check-one-drawn"),
            t!("under10-check-one-drawn-hint"),
        ));
    };
    match under10::stroke_of_luck(&played, drawn, from == "closed") {
        Ok(reason) => verdict(
            true,
            t!("under10-check-luck-yes", reason = &reason),
            LuckVerdict::new(true, reason),
        ),
        Err(violation) if violation.kind == ViolationKind::Malformed => Err(violation),
        Err(violation) => {
            let reason = format!("{}; {}", violation.problem, violation.legal);
            verdict(
                false,
                t!("under10-check-luck-no", reason = &reason),
                LuckVerdict::new(false, reason),
            )
        }
    }
}
