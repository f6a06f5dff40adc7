//! `tenscore check under10`: calls, combinations and strokes of luck.

use clap::{Args, Subcommand};
use serde_json::{Value, json};

use super::{illegal_or_error, verdict};
use crate::commands::{Context, parse_entries};
use crate::error::CliError;
use crate::games::cards::parse_under10_cards;
use crate::games::names::PlayerName;
use crate::games::under10;
use crate::games::{RoundInput, RuleViolation};

/// Under the 10 cards are a value 0–13 followed by a colour letter a–z the table agrees on (8r,
/// 12b); the joker is `joker` or `*`. Lists may be separated by spaces or commas.
#[derive(Debug, Subcommand)]
pub enum Under10Check {
    /// Settle a call: who wins the round, everyone's round score and why
    #[command(
        after_help = "Example: tenscore check under10 call --call Ann Ann=7 Bob=7 Cy=3+joker\n\
        Bonus cards (joker, trade-one, trade-all) are allowed here."
    )]
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

/// How the disputed round ended: the call (or, wrongly, a stroke of luck).
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
    fn input(self, entries: &[String]) -> Result<RoundInput, CliError> {
        let mut input = RoundInput::entries(parse_entries(entries)?);
        for (flag, name) in [("call", self.call), ("luck", self.luck)] {
            if let Some(name) = name {
                input.flags.insert(flag.to_string(), name);
            }
        }
        Ok(input)
    }
}

pub(crate) fn run(ctx: &Context, what: Under10Check) -> Result<(), CliError> {
    match what {
        Under10Check::Call { entries, ending } => {
            let input = ending.input(&entries)?;
            if input.flag("call").is_none() {
                return Err(CliError::usage(
                    "no caller was named",
                    "name who called with --call NAME",
                ));
            }
            match under10::check_call(&input) {
                Ok((caller, outcome)) => {
                    let stands = under10::call_stands(&outcome, caller);
                    let names: Vec<&str> = input.entries.iter().map(|(n, _)| n.as_str()).collect();
                    let scores: serde_json::Map<String, Value> = names
                        .iter()
                        .zip(&outcome.seats)
                        .map(|(name, seat)| (name.to_string(), json!(seat.points)))
                        .collect();
                    let reason = outcome.explanation.join(" ");
                    let mut text = format!(
                        "Legal call. {}\n{reason}\nRound scores:",
                        if stands {
                            "The call stands."
                        } else {
                            "The call fails."
                        }
                    );
                    for (name, seat) in names.iter().zip(&outcome.seats) {
                        text.push_str(&format!(
                            "\n  {}: {}",
                            PlayerName::stored(*name),
                            seat.points
                        ));
                    }
                    verdict(
                        ctx,
                        true,
                        text,
                        &json!({ "legal": true, "call_stands": stands, "scores": scores, "reason": reason }),
                    )
                }
                Err(violation) => illegal_or_error(
                    ctx,
                    violation,
                    |reason| json!({ "legal": false, "call_stands": false, "scores": {}, "reason": reason }),
                ),
            }
        }
        Under10Check::Combo { cards } => {
            let cards = parse_under10_cards(&cards).map_err(RuleViolation::from)?;
            match under10::combination(&cards) {
                Ok(combo) => verdict(
                    ctx,
                    true,
                    format!("Legal: {}.", combo.explanation),
                    &json!({
                        "legal": true,
                        "combination": combo.kind,
                        "also": combo.also,
                        "reason": combo.explanation,
                    }),
                ),
                Err(violation) => illegal_or_error(
                    ctx,
                    violation,
                    |reason| json!({ "legal": false, "combination": null, "also": [], "reason": reason }),
                ),
            }
        }
        Under10Check::Luck {
            played,
            drawn,
            from,
        } => {
            let played = parse_under10_cards(&played).map_err(RuleViolation::from)?;
            let drawn = parse_under10_cards(&[drawn]).map_err(RuleViolation::from)?;
            let [drawn] = drawn[..] else {
                return Err(CliError::usage("--drawn takes one card", "e.g. --drawn 8r"));
            };
            match under10::stroke_of_luck(&played, drawn, from == "closed") {
                Ok(reason) => verdict(
                    ctx,
                    true,
                    format!("A stroke of luck: {reason}."),
                    &json!({ "legal": true, "luck": true, "reason": reason }),
                ),
                Err(violation) => illegal_or_error(
                    ctx,
                    violation,
                    |reason| json!({ "legal": false, "luck": false, "reason": reason }),
                ),
            }
        }
    }
}
