//! `tenscore check updown`: who takes a trick, whether a card follows suit, which bids are allowed.

use clap::Subcommand;
use serde_json::json;

use super::{illegal_or_error, verdict};
use crate::commands::Context;
use crate::error::CliError;
use crate::games::cards::{parse_cards, parse_suit};
use crate::games::names::PlayerName;
use crate::games::names::same_name;
use crate::games::{RuleViolation, ordinal, tricks, updown};
use crate::ops::checked_names;

/// Cards are a rank A, 2–10 (or T), J, Q, K then a suit C, D, H, S (♣ ♦ ♥ ♠): KC, 10H, AS. Suits
/// may also be named: clubs, diamonds, hearts, spades, or klaveren, ruiten, harten, schoppen.
#[derive(Debug, Subcommand)]
pub enum UpdownCheck {
    /// Who takes a trick, and why
    #[command(after_help = "\
The cards in the order played, the led card first.
Examples:
  tenscore check updown trick --trump hearts KC AS 5C 2H
  tenscore check updown trick --trump H --players Ann,Bob,Cy,Dee --leader Bob KC AS 5C 2H")]
    Trick {
        /// The trump suit of the round
        #[arg(long, value_name = "SUIT")]
        trump: String,

        /// The players in seating order, clockwise, to name the winner
        #[arg(long, value_name = "A,B,...", value_delimiter = ',')]
        players: Vec<String>,

        /// Who led the trick (with --players) [default: the first player]
        #[arg(long, value_name = "NAME", requires = "players")]
        leader: Option<String>,

        /// The cards in the order played, the led card first
        #[arg(value_name = "CARD", required = true, num_args = 1..)]
        cards: Vec<String>,
    },
    /// Whether a card may be played from a hand (follow suit when you can)
    #[command(after_help = "Example: tenscore check updown follow --led clubs --hand 5C,KC,2H 2H")]
    Follow {
        /// The suit that was led
        #[arg(long, value_name = "SUIT")]
        led: String,

        /// Every card in the player's hand, the played one included
        #[arg(long, value_name = "CARD,...", value_delimiter = ',', required = true)]
        hand: Vec<String>,

        /// The card played
        #[arg(value_name = "CARD")]
        card: String,
    },
    /// Which bids the next bidder may make, given the bids so far
    #[command(after_help = "\
The bids so far, in bidding order. With --hook the last bidder may not make the bids add up to the
cards of the round.
Example: tenscore check updown bids --cards 5 --seats 4 --hook 2 1 0")]
    Bids {
        /// Cards dealt to each player this round
        #[arg(long, value_name = "N")]
        cards: u32,

        /// How many players bid
        #[arg(long, value_name = "P")]
        seats: usize,

        /// The last bidder may not make the bids add up to the cards
        #[arg(long)]
        hook: bool,

        /// The bids so far, in bidding order
        #[arg(value_name = "BID")]
        bids: Vec<u32>,
    },
}

pub(crate) fn run(ctx: &Context, what: UpdownCheck) -> Result<(), CliError> {
    match what {
        UpdownCheck::Trick {
            trump,
            players,
            leader,
            cards,
        } => trick(ctx, &trump, &players, leader.as_deref(), &cards),
        UpdownCheck::Follow { led, hand, card } => follow(ctx, &led, &hand, &card),
        UpdownCheck::Bids {
            cards,
            seats,
            hook,
            bids,
        } => bids_allowed(ctx, cards, seats, hook, &bids),
    }
}

/// The reason without its "2♥ wins: " opening, for a sentence that already names the card.
fn why(reason: &str) -> &str {
    reason
        .split_once(" wins: ")
        .map_or(reason, |(_, because)| because)
}

fn trick(
    ctx: &Context,
    trump: &str,
    players: &[String],
    leader: Option<&str>,
    cards: &[String],
) -> Result<(), CliError> {
    let trump = parse_suit(trump).map_err(RuleViolation::from)?;
    let cards = parse_cards(cards).map_err(RuleViolation::from)?;
    let players = if players.is_empty() {
        None
    } else {
        Some(checked_names(players)?)
    };
    if let Some(Err(violation)) = players
        .as_ref()
        .map(|players| updown::check_table_size(players.len()))
    {
        return illegal_or_error(
            ctx,
            violation,
            |reason| json!({ "legal": false, "winner": null, "card": null, "reason": reason }),
        );
    }
    let lead_seat = match (&players, leader) {
        (Some(players), Some(leader)) => players
            .iter()
            .position(|p| same_name(p, leader))
            .ok_or_else(|| {
                CliError::usage(
                    format!("the leader '{leader}' is not among the players"),
                    format!("name one of {}", players.join(", ")),
                )
            })?,
        _ => 0,
    };
    let verdict_of = tricks::trick_winner(trump, &cards, players.as_ref().map(Vec::len));
    let won = match verdict_of {
        Ok(won) => won,
        Err(violation) => {
            return illegal_or_error(
                ctx,
                violation,
                |reason| json!({ "legal": false, "winner": null, "card": null, "reason": reason }),
            );
        }
    };
    let (winner, text) = match &players {
        Some(players) => {
            let name = &players[(lead_seat + won.winner) % players.len()];
            (
                json!(name),
                format!(
                    "{} takes the trick with {}: {}",
                    PlayerName::stored(name.as_str()),
                    won.card,
                    why(&won.reason)
                ),
            )
        }
        None => (
            json!(won.winner + 1),
            format!(
                "The {} card, {}, takes the trick: {}",
                ordinal(won.winner + 1),
                won.card,
                why(&won.reason)
            ),
        ),
    };
    verdict(
        ctx,
        true,
        text,
        &json!({
            "legal": true,
            "winner": winner,
            "card": won.card.code(),
            "reason": won.reason,
        }),
    )
}

fn follow(ctx: &Context, led: &str, hand: &[String], card: &str) -> Result<(), CliError> {
    let led = parse_suit(led).map_err(RuleViolation::from)?;
    let hand = parse_cards(hand).map_err(RuleViolation::from)?;
    let card_list = parse_cards(&[card.to_string()]).map_err(RuleViolation::from)?;
    let [card] = card_list[..] else {
        return Err(CliError::usage(
            "give the one card played",
            "e.g. tenscore check updown follow --led clubs --hand 5C,KC,2H 2H",
        ));
    };
    let followed = tricks::may_follow(led, &hand, card)?;
    let text = if followed.legal {
        format!("Legal: {}", followed.reason)
    } else {
        format!("Not legal: {}", followed.reason)
    };
    verdict(
        ctx,
        followed.legal,
        text,
        &json!({
            "legal": followed.legal,
            "card": card.code(),
            "led": led.name(),
            "reason": followed.reason,
        }),
    )
}

fn bids_allowed(
    ctx: &Context,
    cards: u32,
    seats: usize,
    hook: bool,
    bids: &[u32],
) -> Result<(), CliError> {
    match updown::allowed_bids(cards, seats, hook, bids) {
        Ok(allowed) => {
            let last = bids.len() + 1 == seats;
            let reason = match (hook && last, cards.checked_sub(bids.iter().sum())) {
                (true, Some(barred)) => format!(
                    "with the hook the last bidder may not bid {barred}, which would make the bids \
                     add up to the {}",
                    updown::plural(cards, "card", "cards")
                ),
                _ => format!(
                    "a bid may be anything from 0 to the {} of the round",
                    updown::plural(cards, "card", "cards")
                ),
            };
            let list = updown::or_list(&allowed);
            verdict(
                ctx,
                true,
                format!(
                    "The {} bidder may bid {list}: {reason}.",
                    ordinal(bids.len() + 1)
                ),
                &json!({ "legal": true, "allowed": allowed, "reason": reason }),
            )
        }
        Err(violation) => illegal_or_error(
            ctx,
            violation,
            |reason| json!({ "legal": false, "allowed": [], "reason": reason }),
        ),
    }
}
