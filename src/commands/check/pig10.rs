//! `tenscore check pig10`: what a pile may become after a card, and who takes a pile.

use clap::Subcommand;
use serde_json::{Value, json};

use super::{illegal_or_error, verdict};
use crate::commands::Context;
use crate::error::CliError;
use crate::games::RuleViolation;
use crate::games::cards::{parse_pig10_card, parse_pig10_play};
use crate::games::names::PlayerName;
use crate::games::names::same_name;
use crate::games::pig10::{self, PilePlay, PlayOption};
use crate::ops::checked_names;
use crate::render::sanitize;

/// Pig 10 cards are the numbers 0–10 (0 is the frog, 5 the pigmaid); `@N` after a card is the
/// pile value the player called.
#[derive(Debug, Subcommand)]
pub enum Pig10Check {
    /// Every value the pile may take after a card, the rule behind each and what it leads to
    #[command(after_help = "\
Examples:
  tenscore check pig10 play --pile 7 2                 a 2 on a pile of 7
  tenscore check pig10 play --pile 6 5 --says 1        may the pigmaid make it 1?
  tenscore check pig10 play --pile 7 --previous 4 4    the same number as the card before")]
    Play {
        /// The pile value before the card [default: 0, an empty middle]
        #[arg(long, value_name = "N", default_value_t = 0)]
        pile: u8,

        /// The card just before it in the pile
        #[arg(long, value_name = "CARD")]
        previous: Option<String>,

        /// The card played
        #[arg(value_name = "CARD")]
        card: String,

        /// The pile value the player called; exit 3 when no legal choice gives it
        #[arg(long, value_name = "N")]
        says: Option<u8>,
    },
    /// Replay a pile play by play: its values, the choices each player had, and who takes it
    #[command(after_help = "\
Plays follow the seating, clockwise, from whoever laid the first card; players without cards
are skipped when named with --skip.
Example: tenscore check pig10 pile --players Steve,Sally,Jane,Claudio Steve:4 Sally:3 Jane:2 Claudio:6")]
    Pile {
        /// The players in seating order, clockwise
        #[arg(long, value_name = "A,B,...", value_delimiter = ',', required = true)]
        players: Vec<String>,

        /// Players who have no cards left (their turn is skipped)
        #[arg(long, value_name = "NAME,...", value_delimiter = ',')]
        skip: Vec<String>,

        /// The plays in order, each NAME:CARD or NAME:CARD@CALLED
        #[arg(value_name = "NAME:CARD[@CALLED]", required = true, num_args = 1..)]
        plays: Vec<String>,
    },
}

pub(crate) fn run(ctx: &Context, what: Pig10Check) -> Result<(), CliError> {
    match what {
        Pig10Check::Play {
            pile,
            previous,
            card,
            says,
        } => play(ctx, pile, previous.as_deref(), &card, says),
        Pig10Check::Pile {
            players,
            skip,
            plays,
        } => pile(ctx, &players, &skip, &plays),
    }
}

fn options_json(card: u8, pile: u8, options: &[PlayOption]) -> Vec<Value> {
    options
        .iter()
        .map(|o| {
            json!({
                "value": o.value,
                "rule": rules_in_words(card, pile, o),
                "ways": o.ways,
                "leads_to": o.leads_to,
            })
        })
        .collect()
}

fn rules_in_words(card: u8, pile: u8, option: &PlayOption) -> String {
    option
        .ways
        .iter()
        .map(|way| way.describe(card, pile))
        .collect::<Vec<_>>()
        .join("; or ")
}

fn play(
    ctx: &Context,
    pile: u8,
    previous: Option<&str>,
    card: &str,
    says: Option<u8>,
) -> Result<(), CliError> {
    pig10::check_pile(pile)?;
    let card = parse_pig10_card(card).map_err(RuleViolation::from)?;
    let previous = previous
        .map(parse_pig10_card)
        .transpose()
        .map_err(RuleViolation::from)?;
    let options = pig10::play_options(pile, previous, card);
    let on = pig10::pile_in_words(pile, previous);
    let values: Vec<u8> = options.iter().map(|o| o.value).collect();
    let mut lines: Vec<String> = options
        .iter()
        .map(|o| {
            format!(
                "  {}: {} ({})",
                o.value,
                rules_in_words(card, pile, o),
                o.leads_to.describe()
            )
        })
        .collect();
    let (legal, reason) = match says {
        None => (
            true,
            format!(
                "a {card} on {on} can make {}",
                pig10::values_in_words(&options)
            ),
        ),
        Some(called) if values.contains(&called) => {
            (true, format!("a {card} on {on} can make {called}"))
        }
        Some(called) => (
            false,
            format!(
                "a {card} on {on} cannot make {called}; {}",
                pig10::legal_values(&options)
            ),
        ),
    };
    let head = if legal {
        format!("Legal: {reason}:")
    } else {
        format!("Not legal: {reason}:")
    };
    lines.insert(0, head);
    verdict(
        ctx,
        legal,
        lines.join("\n"),
        &json!({
            "legal": legal,
            "reason": reason,
            "values": values,
            "options": options_json(card, pile, &options),
        }),
    )
}

fn seat_named(players: &[String], name: &str) -> Result<usize, CliError> {
    players
        .iter()
        .position(|p| same_name(p, name))
        .ok_or_else(|| {
            CliError::usage(
                format!("'{}' is not among the players", name.trim()),
                format!("name one of {}", players.join(", ")),
            )
        })
}

fn pile(
    ctx: &Context,
    players: &[String],
    skip: &[String],
    plays: &[String],
) -> Result<(), CliError> {
    let players = checked_names(players)?;
    let mut without_cards = vec![false; players.len()];
    for name in skip.iter().filter(|n| !n.trim().is_empty()) {
        without_cards[seat_named(&players, name)?] = true;
    }
    let plays = plays
        .iter()
        .map(|text| {
            let (name, card) = text.split_once(':').ok_or_else(|| {
                CliError::usage(
                    format!("'{text}' is not a play"),
                    "write each play as NAME:CARD or NAME:CARD@CALLED, e.g. Ann:5@0",
                )
            })?;
            let (card, called) = parse_pig10_play(card).map_err(RuleViolation::from)?;
            Ok(PilePlay {
                seat: seat_named(&players, name)?,
                card,
                called,
            })
        })
        .collect::<Result<Vec<_>, CliError>>()?;
    let outcome = match pig10::replay_pile(&players, &without_cards, &plays) {
        Ok(outcome) => outcome,
        Err(violation) => {
            return illegal_or_error(
                ctx,
                violation,
                |reason| json!({ "legal": false, "reason": reason, "values": [], "taker": null, "cards": 0, "plays": [] }),
            );
        }
    };
    let mut lines = Vec::new();
    let mut pile = 0;
    let mut steps_json = Vec::new();
    for (index, step) in outcome.steps.iter().enumerate() {
        let name = &players[step.seat];
        let option = PlayOption {
            value: step.value,
            ways: step.ways.clone(),
            leads_to: pig10::Lead::Open,
        };
        let rule = rules_in_words(step.card, pile, &option);
        let others = match step.alternatives.as_slice() {
            [] => String::new(),
            values => format!(
                "; could also have made {}",
                values
                    .iter()
                    .map(u8::to_string)
                    .collect::<Vec<_>>()
                    .join(" or ")
            ),
        };
        lines.push(format!(
            "{}. {} plays {}: {} ({rule}{others})",
            index + 1,
            PlayerName::stored(name.as_str()),
            step.card,
            step.value
        ));
        steps_json.push(json!({
            "name": name,
            "card": step.card,
            "value": step.value,
            "rule": rule,
            "alternatives": step.alternatives,
        }));
        pile = step.value;
    }
    let last = outcome.steps.last().map(|s| s.seat).unwrap_or_default();
    let cards = match outcome.cards {
        1 => "1 card".to_string(),
        n => format!("{n} cards"),
    };
    let reason = match outcome.taker {
        None => format!("the pile stands at {pile} and is still open ({cards})"),
        Some(taker) if taker == last => format!("exactly 10: {} takes the {cards}", players[taker]),
        Some(taker) => format!(
            "over 10: {}, seated before {}, takes the {cards}",
            players[taker], players[last]
        ),
    };
    lines.push(format!("{}.", capitalised(&sanitize(&reason))));
    verdict(
        ctx,
        true,
        lines.join("\n"),
        &json!({
            "legal": true,
            "reason": reason,
            "values": outcome.steps.iter().map(|s| s.value).collect::<Vec<_>>(),
            "taker": outcome.taker.map(|t| players[t].clone()),
            "cards": outcome.cards,
            "plays": steps_json,
        }),
    )
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
