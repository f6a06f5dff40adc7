//! `tenscore check updown`: who takes a trick, whether a card follows suit, which bids are allowed,
//! and a whole hand refereed.

use clap::Subcommand;
use serde::Serialize;

use crate::games::cards::{Suit, means_no_trump, parse_cards, parse_suit};
use crate::games::forms::{CheckForms, forms_command, illegal_or_error, read_form, verdict};
use crate::games::names::PlayerName;
use crate::games::names::checked_names;
use crate::games::names::same_name;
use crate::games::tricks::TrickVerdict as TrickWon;
use crate::games::tricks::Trump;
use crate::games::{RecordedRound, RoundWanted, Verdict};
use crate::games::{RuleViolation, numbers, tricks, updown};
use crate::t;

mod hand;

/// Cards are a rank A, 2–10 (or T), J, Q, K then a suit C, D, H, S (♣ ♦ ♥ ♠): KC, 10H, AS. Suits
/// may also be named: clubs, diamonds, hearts, spades, or klaveren, ruiten, harten, schoppen.
#[derive(Debug, Subcommand)]
pub enum UpdownCheck {
    /// Who takes a trick, and why
    #[command(after_help = "\
The cards in the order played, the led card first. In a round without trumps say --trump none:
the highest card of the suit led takes the trick. Left out, no trump was given: the trick is
judged as a round without trumps, and the answer says so.
Examples:
  tenscore check updown trick --trump hearts KC AS 5C 2H
  tenscore check updown trick KC AS 5C 2H
  tenscore check updown trick --trump H --players Ann,Bob,Cy,Dee --leader Bob KC AS 5C 2H")]
    Trick {
        /// The trump suit of the round; none for a round without trumps (left out: judged as one)
        #[arg(long, value_name = "SUIT")]
        trump: Option<String>,

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
    /// A whole hand, trick by trick: each trick's winner, the tricks taken, and any revoke
    #[command(after_help = "\
Each TRICK is its cards in the order played, comma-separated, the led card first; the first trick
is led by --leader, each next one by the previous trick's winner. A player who did not follow the
suit led, and later played a card of that suit, revoked: exit 3, naming the trick and the card that
proves it. A player who never shows the suit again cannot be caught by the cards alone.
With --bids (or the bids of a recorded round) the round's scores; with --match M --round R whether
the recorded tricks agree (without --round: the open round, whose bids score the hand). With
--match the match's seating, the round's leader and its recorded trump are taken when left out;
given, they must agree with the match (exit 2).
Examples:
  tenscore check updown hand --players Ann,Bob,Cy --leader Ann --trump hearts KC,AS,5C 2H,3H,4S
  tenscore check updown hand --players Ann,Bob,Cy --leader Ann --trump-card 9H \\
    --bids Ann=1,Bob=0,Cy=1 KC,AS,5C 2H,3H,4S
  tenscore check updown hand --match 3 --round 2 KC,AS,5C 2H,3H,4S")]
    Hand(hand::HandArgs),
    /// Which bids the next bidder may make, given the bids so far
    #[command(after_help = "\
The bids so far, in bidding order. With --hook the last bidder may not make the bids add up to the
cards of the round.
Example: tenscore check updown bids --cards 5 --seats 4 --hook 2 1 0")]
    Bids {
        /// Cards dealt to each player this round
        #[arg(long, value_name = "N", value_parser = round_cards)]
        cards: u32,

        /// How many players bid
        #[arg(long, value_name = "P", value_parser = seats)]
        seats: usize,

        /// The last bidder may not make the bids add up to the cards
        #[arg(long)]
        hook: bool,

        /// The bids so far, in bidding order
        #[arg(value_name = "BID", value_parser = bid)]
        bids: Vec<u32>,
    },
}

/// `bids --cards N`: digits beyond any round are refused with what a round deals.
fn round_cards(text: &str) -> Result<u32, numbers::FlagError> {
    numbers::within(text, |typed| numbers::OutOfRange {
        problem: crate::t!("updown-cards-too-large", value = typed),
        fix: crate::t!("updown-cards-too-large-hint"),
    })
}

/// `bids --seats P`: digits beyond any table are refused with the seats the game takes.
fn seats(text: &str) -> Result<usize, numbers::FlagError> {
    numbers::within(text, |typed| {
        let seats = super::PLAYERS;
        numbers::OutOfRange {
            problem: crate::t!("updown-seats-too-large", value = typed),
            fix: crate::t!("game-seat", low = *seats.start(), high = *seats.end()),
        }
    })
}

/// A `BID` of `bids`: digits beyond any round are refused with what a bid may be.
fn bid(text: &str) -> Result<u32, numbers::FlagError> {
    numbers::within(text, |typed| numbers::OutOfRange {
        problem: crate::t!("updown-bid-too-large", value = typed),
        fix: crate::t!("updown-bid-too-large-hint"),
    })
}

/// `check updown trick --json`: who takes the trick with which card (its code), and why; both
/// `null` when the trick cannot have happened.
#[derive(Debug, Serialize)]
struct TrickVerdict {
    legal: bool,
    winner: Option<Winner>,
    card: Option<String>,
    reason: String,
}

impl TrickVerdict {
    /// A trick that cannot have happened: no winner, no card.
    fn refused(reason: String) -> Self {
        TrickVerdict {
            legal: false,
            winner: None,
            card: None,
            reason,
        }
    }
}

/// Who takes a trick: a name when the players were given, else a place in the order of play.
#[derive(Debug, Serialize)]
#[serde(untagged)]
enum Winner {
    /// The 1-based place in the order of play (1 led the trick).
    Place(usize),
    /// The player's name, as given with `--players`.
    Name(String),
}

/// `check updown follow --json`: whether the card (its code) may be played when the suit (its
/// name) was led, and why.
#[derive(Debug, Serialize)]
struct FollowVerdict {
    legal: bool,
    card: String,
    led: &'static str,
    reason: String,
}

/// `check updown bids --json`: the bids the next bidder may make, ascending (none when the bids so
/// far break a rule), and why.
#[derive(Debug, Serialize)]
struct BidsVerdict {
    legal: bool,
    allowed: Vec<u32>,
    reason: String,
}

impl BidsVerdict {
    /// Bids that break a rule: nothing is allowed next.
    fn refused(reason: String) -> Self {
        BidsVerdict {
            legal: false,
            allowed: Vec::new(),
            reason,
        }
    }
}

/// `check updown`, reached through the game's entry in `GAMES`.
pub struct UpdownForms;

impl CheckForms for UpdownForms {
    fn command(&self) -> clap::Command {
        forms_command::<UpdownCheck>(
            super::ABOUT.id,
            super::ABOUT.aliases,
            "10 op en neer: who takes a trick, following suit, which bids are allowed",
        )
    }

    fn check(
        &self,
        matches: &clap::ArgMatches,
        recorded: Option<&RecordedRound>,
    ) -> Result<Verdict, RuleViolation> {
        run(read_form(matches)?, recorded)
    }

    fn round_wanted(&self, matches: &clap::ArgMatches) -> Option<RoundWanted> {
        match read_form(matches) {
            Ok(UpdownCheck::Hand(args)) => hand::wanted(&args),
            _ => None,
        }
    }
}

fn run(what: UpdownCheck, recorded: Option<&RecordedRound>) -> Result<Verdict, RuleViolation> {
    match what {
        UpdownCheck::Hand(args) => hand::run(args, recorded),
        UpdownCheck::Trick {
            trump,
            players,
            leader,
            cards,
        } => trick(trump.as_deref(), &players, leader.as_deref(), &cards),
        UpdownCheck::Follow { led, hand, card } => follow(&led, &hand, &card),
        UpdownCheck::Bids {
            cards,
            seats,
            hook,
            bids,
        } => bids_allowed(cards, seats, hook, &bids),
    }
}

/// `check updown trick`: the table (if named) and the cards, refereed; the winner named or placed.
fn trick(
    trump: Option<&str>,
    players: &[String],
    leader: Option<&str>,
    cards: &[String],
) -> Result<Verdict, RuleViolation> {
    let trump = match trump {
        None => Trump::NotGiven,
        typed => Trump::from(trump_suit(typed)?),
    };
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
        return illegal_or_error(violation, TrickVerdict::refused);
    }
    let lead_seat = match (&players, leader) {
        (Some(players), Some(leader)) => seat_of_leader(players, leader)?,
        _ => 0,
    };
    let won = match tricks::trick_winner(trump, &cards, players.as_ref().map(Vec::len)) {
        Ok(won) => won,
        Err(violation) => return illegal_or_error(violation, TrickVerdict::refused),
    };
    let winner = match &players {
        Some(players) => Winner::Name(players[(lead_seat + won.winner) % players.len()].clone()),
        None => Winner::Place(won.winner + 1),
    };
    let text = trick_text(&winner, &won);
    verdict(
        true,
        text,
        TrickVerdict {
            legal: true,
            winner: Some(winner),
            card: Some(won.card.code()),
            reason: won.reason,
        },
    )
}

/// The trump as typed after `--trump`: left out, or `none` (`geen`, `kein`, ...), is a round
/// without trumps.
fn trump_suit(typed: Option<&str>) -> Result<Option<Suit>, RuleViolation> {
    match typed {
        None => Ok(None),
        Some(text) if means_no_trump(text) => Ok(None),
        Some(text) => parse_suit(text).map(Some).map_err(|refused| {
            RuleViolation::malformed(
                refused.problem,
                t!("updown-check-trump-notation", notation = refused.legal),
            )
        }),
    }
}

/// The seat of the player who led the trick; a name not at the table is malformed (exit 2).
fn seat_of_leader(players: &[String], leader: &str) -> Result<usize, RuleViolation> {
    players
        .iter()
        .position(|p| same_name(p, leader))
        .ok_or_else(|| {
            RuleViolation::malformed(
                t!("updown-check-leader-unknown", leader = leader),
                crate::games::names::similar::guess_or(
                    leader,
                    players.iter().map(String::as_str),
                    || t!("updown-check-leader-legal", players = players.join(", ")),
                ),
            )
        })
}

/// Who takes the trick, with which card and why, in words.
fn trick_text(winner: &Winner, won: &TrickWon) -> String {
    match winner {
        Winner::Name(name) => t!(
            "updown-check-named",
            name = PlayerName::stored(name.as_str()).to_string(),
            card = won.card.to_string(),
            because = won.because.as_str()
        ),
        Winner::Place(place) => t!(
            "updown-check-placed",
            place = updown::ordinal(*place),
            card = won.card.to_string(),
            because = won.because.as_str()
        ),
    }
}

fn follow(led: &str, hand: &[String], card: &str) -> Result<Verdict, RuleViolation> {
    let led = parse_suit(led).map_err(RuleViolation::from)?;
    let hand = parse_cards(hand).map_err(RuleViolation::from)?;
    let card_list = parse_cards(&[card.to_string()]).map_err(RuleViolation::from)?;
    let [card] = card_list[..] else {
        return Err(RuleViolation::malformed(
            t!("updown-check-one-card"),
            t!("updown-check-one-card-legal"),
        ));
    };
    let followed = match tricks::may_follow(led, &hand, card) {
        Ok(followed) => followed,
        Err(violation) => {
            return illegal_or_error(violation, |reason| FollowVerdict {
                legal: false,
                card: card.code(),
                led: led.name(),
                reason,
            });
        }
    };
    let text = if followed.legal {
        t!("updown-check-legal", reason = followed.reason.as_str())
    } else {
        t!("updown-check-not-legal", reason = followed.reason.as_str())
    };
    verdict(
        followed.legal,
        text,
        FollowVerdict {
            legal: followed.legal,
            card: card.code(),
            led: led.name(),
            reason: followed.reason,
        },
    )
}

fn bids_allowed(
    cards: u32,
    seats: usize,
    hook: bool,
    bids: &[u32],
) -> Result<Verdict, RuleViolation> {
    match updown::allowed_bids(cards, seats, hook, bids) {
        Ok(allowed) => {
            let last = bids.len() + 1 == seats;
            let reason = match (hook && last, cards.checked_sub(bids.iter().sum())) {
                (true, Some(barred)) => {
                    t!("updown-check-bids-hook", barred = barred, cards = cards)
                }
                _ => t!("updown-check-bids-any", cards = cards),
            };
            verdict(
                true,
                t!(
                    "updown-check-bids",
                    place = updown::ordinal(bids.len() + 1),
                    allowed = updown::or_list(&allowed),
                    reason = reason.as_str()
                ),
                BidsVerdict {
                    legal: true,
                    allowed,
                    reason,
                },
            )
        }
        Err(violation) => illegal_or_error(violation, BidsVerdict::refused),
    }
}
