//! `tenscore check tenstuff`: whether a set may be played and what kind of play it is, which cards
//! a slam may hand over, and who starts a deal with which sets.

use clap::Subcommand;
use serde::Serialize;

use super::{illegal_or_error, verdict};
use crate::commands::Context;
use crate::error::CliError;
use crate::games::RuleViolation;
use crate::games::cards::{TenstuffCard, parse_tenstuff_cards};
use crate::games::names::PlayerName;
use crate::games::tenstuff::sets::{self, GiftProblem};
use crate::ops::checked_names;
use crate::render::sanitize;

/// Cards are a rank A, 2–10 (or T), J, Q, K then a suit C, D, H, S (♣ ♦ ♥ ♠): KC, 10H, AS; the
/// jokers are JK (unmarked) and JKM (marked).
#[derive(Debug, Subcommand)]
pub enum TenstuffCheck {
    /// Whether a set may go on the set below, and whether it is a match, an attempt or a slam
    #[command(after_help = "\
A set is 1 to 4 cards of one value, or the two jokers. Leave out --on for an empty pile.
Examples:
  tenscore check tenstuff play --on 5H 7C              a 7 on a 5
  tenscore check tenstuff play --on QH,QS QC,QD        two queens on two queens: a match
  tenscore check tenstuff play --on QH 4H              a lower set sharing a suit with a queen
  tenscore check tenstuff play --on KC JK,JKM          jokers on a king")]
    Play {
        /// The set below (the last set played) [default: an empty pile]
        #[arg(long, value_name = "CARD,...", value_delimiter = ',')]
        on: Vec<String>,

        /// The set played
        #[arg(value_name = "CARD", required = true, num_args = 1..)]
        cards: Vec<String>,
    },
    /// Which cards a slam may hand over to the slammed player
    #[command(after_help = "\
A card may be given when it is lower than the slamming set and shares a suit with one of its
cards; a joker never may.
Example: tenscore check tenstuff slam --on 8H --set 8S,8C --give 5S,3C,KS,5D")]
    Slam {
        /// The set slammed on
        #[arg(long, value_name = "CARD,...", value_delimiter = ',', required = true)]
        on: Vec<String>,

        /// The slamming set: the same value, more cards
        #[arg(long, value_name = "CARD,...", value_delimiter = ',', required = true)]
        set: Vec<String>,

        /// The cards the slamming player wants to give
        #[arg(long, value_name = "CARD,...", value_delimiter = ',', required = true)]
        give: Vec<String>,
    },
    /// Who starts a deal (the lowest card), and the sets they may open with
    #[command(after_help = "\
Every player's hand as NAME=CARD,CARD,... (2 to 8 players).
Example: tenscore check tenstuff first Ann=3D,9S,KH Bob=3C,JKM Cy=AS,AH")]
    First {
        /// Each player's hand
        #[arg(value_name = "NAME=CARD,...", required = true, num_args = 1..)]
        hands: Vec<String>,
    },
}

/// `check tenstuff play --json`: the set played and the set below (card codes), the kind of play
/// (`null` when it is not legal), and why.
#[derive(Debug, Serialize)]
struct SetVerdict {
    legal: bool,
    set: Vec<String>,
    on: Vec<String>,
    kind: Option<&'static str>,
    reason: String,
}

/// `check tenstuff slam --json`: the cards that may be handed over (codes, in the order offered),
/// each card that may not with why, and the verdict in words.
#[derive(Debug, Serialize)]
struct SlamVerdict<'a> {
    legal: bool,
    allowed: Vec<String>,
    refused: Vec<RefusedCard<'a>>,
    reason: String,
}

impl SlamVerdict<'_> {
    /// A slam that breaks a rule: no card is judged.
    fn refused(reason: String) -> Self {
        SlamVerdict {
            legal: false,
            allowed: Vec::new(),
            refused: Vec::new(),
            reason,
        }
    }
}

/// A card a slam may not hand over: its code, the rules it breaks, and why in words.
#[derive(Debug, Serialize)]
struct RefusedCard<'a> {
    card: String,
    problems: &'a [GiftProblem],
    why: &'a str,
}

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

pub(crate) fn run(ctx: &Context, what: TenstuffCheck) -> Result<(), CliError> {
    match what {
        TenstuffCheck::Play { on, cards } => play(ctx, &on, &cards),
        TenstuffCheck::Slam { on, set, give } => slam(ctx, &on, &set, &give),
        TenstuffCheck::First { hands } => first(ctx, &hands),
    }
}

/// Cards as typed; an unreadable card is malformed input (exit 2).
fn cards_of(args: &[String]) -> Result<Vec<TenstuffCard>, CliError> {
    parse_tenstuff_cards(args)
        .map_err(RuleViolation::from)
        .map_err(CliError::from)
}

fn codes(cards: &[TenstuffCard]) -> Vec<String> {
    cards.iter().map(|c| c.code()).collect()
}

/// "Q♥ Q♠", or "an empty pile".
fn shown(cards: &[TenstuffCard]) -> String {
    if cards.is_empty() {
        "an empty pile".to_string()
    } else {
        cards
            .iter()
            .map(TenstuffCard::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    }
}

fn play(ctx: &Context, on: &[String], cards: &[String]) -> Result<(), CliError> {
    let below = cards_of(on)?;
    let played = cards_of(cards)?;
    match sets::judge_play(&below, &played) {
        Ok(judged) => verdict(
            ctx,
            true,
            format!("Legal, {}.", judged.reason),
            &SetVerdict {
                legal: true,
                set: codes(&played),
                on: codes(&below),
                kind: Some(judged.kind.name()),
                reason: judged.reason,
            },
        ),
        Err(violation) => illegal_or_error(ctx, violation, |reason| SetVerdict {
            legal: false,
            set: codes(&played),
            on: codes(&below),
            kind: None,
            reason,
        }),
    }
}

fn slam(ctx: &Context, on: &[String], set: &[String], give: &[String]) -> Result<(), CliError> {
    let below = cards_of(on)?;
    let slam = cards_of(set)?;
    let offered = cards_of(give)?;
    let hand_over = match sets::slam_hand_over(&below, &slam, &offered) {
        Ok(hand_over) => hand_over,
        Err(violation) => {
            return illegal_or_error(ctx, violation, SlamVerdict::refused);
        }
    };
    let legal = hand_over.legal();
    let head = if legal { "Legal" } else { "Not legal" };
    verdict(
        ctx,
        legal,
        format!("{head}: {}.", hand_over.reason),
        &SlamVerdict {
            legal,
            allowed: codes(&hand_over.allowed),
            refused: hand_over
                .refused
                .iter()
                .map(|r| RefusedCard {
                    card: r.card.code(),
                    problems: &r.problems,
                    why: &r.why,
                })
                .collect(),
            reason: hand_over.reason,
        },
    )
}

fn first(ctx: &Context, hands: &[String]) -> Result<(), CliError> {
    let mut names = Vec::with_capacity(hands.len());
    let mut held = Vec::with_capacity(hands.len());
    for text in hands {
        let (name, cards) = text.split_once('=').ok_or_else(|| {
            CliError::usage(
                format!("'{text}' is not a hand"),
                "write each hand as NAME=CARD,CARD,..., e.g. Ann=3D,9S,KH",
            )
        })?;
        names.push(name.to_string());
        held.push(cards_of(&[cards.to_string()])?);
    }
    let names = checked_names(&names)?;
    let opening = match sets::opening(&held) {
        Ok(opening) => opening,
        Err(violation) => {
            return illegal_or_error(ctx, violation, StarterVerdict::refused);
        }
    };
    let starter = names.get(opening.seat).cloned().unwrap_or_default();
    let reason = format!(
        "{starter} holds the lowest card, {}: {}",
        opening.card, opening.reason
    );
    let choices = opening
        .sets
        .iter()
        .map(|set| shown(set))
        .collect::<Vec<_>>()
        .join(" | ");
    verdict(
        ctx,
        true,
        format!(
            "{} starts. {}.\nOpening sets: {choices}",
            PlayerName::stored(starter.as_str()),
            sanitize(&reason)
        ),
        &StarterVerdict {
            legal: true,
            starter: Some(starter),
            card: Some(opening.card.code()),
            sets: opening.sets.iter().map(|set| codes(set)).collect(),
            reason,
        },
    )
}
