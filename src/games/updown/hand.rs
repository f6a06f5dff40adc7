//! The whole hand of a 10 op en neer round refereed, trick by trick (`check updown hand`): each
//! trick's winner by the trick referee ([`super::tricks`]), the tricks per player, and follow suit
//! across the hand. A revoke can only be proven after the fact: a player who did not follow the
//! suit led, and later played a card of that suit, held it. A player who never shows the suit
//! again cannot be caught by the cards alone, so their discard stands.

use super::tricks::{self, TrickVerdict, Trump};
use super::{suit_card, suit_name};
use crate::games::RuleViolation;
use crate::games::cards::{Card, Suit};
use crate::t;

/// A hand as the table tells it: the tricks in the order played, each trick's cards in the order
/// played (the led card first).
#[derive(Clone, Copy, Debug)]
pub struct Hand<'a> {
    /// The players in seating order, clockwise.
    pub players: &'a [String],
    /// The seat that led the first trick.
    pub leader: usize,
    /// The trump: a suit, none (a round without trumps), or none given (judged as a round
    /// without trumps, which each trick's reason says).
    pub trump: Trump,
    /// The turned-up card that named the trump: in nobody's hand.
    pub trump_card: Option<Card>,
    pub tricks: &'a [Vec<Card>],
    /// The round the hand was dealt in, when known: its number and the cards dealt to each player.
    pub round: Option<(u32, u32)>,
}

/// One trick as it was played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedTrick {
    /// The seat that led it.
    pub leader: usize,
    pub cards: Vec<Card>,
    /// The seat that took it.
    pub winner: usize,
    pub won: TrickVerdict,
}

/// A player who did not follow suit while a later card shows they could have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Revoke {
    /// The trick it happened in, from 1.
    pub trick: usize,
    pub seat: usize,
    pub led: Suit,
    pub played: Card,
    /// The first later card of the suit led that the player played, and its trick (from 1).
    pub proof: Card,
    pub proof_trick: usize,
}

/// The hand refereed: every trick with its winner, the tricks each seat took, and the first
/// revoke in the order of play, if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refereed {
    pub tricks: Vec<PlayedTrick>,
    /// Per seat, in seating order.
    pub taken: Vec<u32>,
    pub revoke: Option<Revoke>,
}

/// Referees a whole hand. Malformed (exit 2) when it cannot be a hand: a trick without one card
/// per player, a card twice (or the turned-up trump card played), or a number of tricks other
/// than the cards the round dealt.
pub fn referee_hand(hand: &Hand<'_>) -> Result<Refereed, RuleViolation> {
    check_shape(hand)?;
    let seats = hand.players.len();
    let mut played = Vec::with_capacity(hand.tricks.len());
    let mut taken = vec![0; seats];
    let mut leader = hand.leader;
    for cards in hand.tricks {
        let won = tricks::trick_winner(hand.trump, cards, Some(seats))?;
        let winner = (leader + won.winner) % seats;
        taken[winner] += 1;
        played.push(PlayedTrick {
            leader,
            cards: cards.clone(),
            winner,
            won,
        });
        leader = winner;
    }
    let revoke = first_revoke(&played, seats)?;
    Ok(Refereed {
        tricks: played,
        taken,
        revoke,
    })
}

/// The first revoke in the order of play: a card off the suit led from a player whose later
/// cards include that suit. The follow-suit referee decides, given what the player is proven to
/// have held (the card played and every card they played after it).
fn first_revoke(tricks: &[PlayedTrick], seats: usize) -> Result<Option<Revoke>, RuleViolation> {
    for (index, trick) in tricks.iter().enumerate() {
        let Some(&led) = trick.cards.first() else {
            continue;
        };
        for (offset, &card) in trick.cards.iter().enumerate().skip(1) {
            let seat = (trick.leader + offset) % seats;
            let later: Vec<(usize, Card)> = (tricks.iter().enumerate().skip(index + 1))
                .map(|(i, t)| (i, t.cards[(seat + seats - t.leader) % seats]))
                .collect();
            let mut held = vec![card];
            held.extend(later.iter().map(|&(_, c)| c));
            if tricks::may_follow(led.suit, &held, card)?.legal {
                continue;
            }
            if let Some(&(proof_index, proof)) = later.iter().find(|(_, c)| c.suit == led.suit) {
                return Ok(Some(Revoke {
                    trick: index + 1,
                    seat,
                    led: led.suit,
                    played: card,
                    proof,
                    proof_trick: proof_index + 1,
                }));
            }
        }
    }
    Ok(None)
}

/// The revoke in words, the rule it breaks as its hint.
pub fn revoke_violation(revoke: &Revoke, players: &[String]) -> RuleViolation {
    let name = crate::games::names::PlayerName::stored(players[revoke.seat].as_str()).to_string();
    RuleViolation::rule(
        t!(
            "updown-whole-revoke",
            name = name,
            trick = revoke.trick,
            led = suit_name(revoke.led),
            played = revoke.played.to_string(),
            proof = revoke.proof.to_string(),
            later = revoke.proof_trick,
            led_card = suit_card(revoke.led)
        ),
        t!("updown-whole-revoke-rule"),
    )
}

/// Everything that makes the tricks not a hand: the counts, the cards twice, the trump card.
fn check_shape(hand: &Hand<'_>) -> Result<(), RuleViolation> {
    let seats = hand.players.len();
    for (index, cards) in hand.tricks.iter().enumerate() {
        if cards.len() != seats {
            return Err(RuleViolation::malformed(
                t!(
                    "updown-whole-trick-size",
                    trick = index + 1,
                    count = cards.len(),
                    players = seats
                ),
                t!(
                    "updown-whole-trick-size-legal",
                    players = seats,
                    example = tricks::example_trick(seats, ",")
                ),
            ));
        }
    }
    check_deal(seats, hand.tricks.len())?;
    check_once(hand)?;
    if let Some((round, cards)) = hand.round {
        check_length(hand.tricks.len(), round, cards)?;
    }
    Ok(())
}

/// A hand of more tricks than the deck deals each player (one card is kept to turn for trump).
fn check_deal(seats: usize, tricks: usize) -> Result<(), RuleViolation> {
    let deepest = super::schedule::deepest_peak(seats);
    if tricks <= deepest as usize {
        return Ok(());
    }
    Err(RuleViolation::rule(
        t!("updown-deal-impossible", seats = seats, cards = tricks),
        t!("updown-deal-impossible-legal", deepest = deepest),
    ))
}

/// A deck holds each card once, and the turned-up trump card is in nobody's hand.
fn check_once(hand: &Hand<'_>) -> Result<(), RuleViolation> {
    let mut seen: Vec<(Card, usize)> = Vec::new();
    for (index, cards) in hand.tricks.iter().enumerate() {
        for &card in cards {
            if Some(card) == hand.trump_card {
                return Err(RuleViolation::malformed(
                    t!(
                        "updown-whole-trump-card-played",
                        card = card.to_string(),
                        trick = index + 1
                    ),
                    t!("updown-whole-trump-card-played-legal"),
                ));
            }
            if let Some(&(_, first)) = seen.iter().find(|(c, _)| *c == card) {
                let problem = match first == index {
                    true => t!(
                        "updown-whole-twice-in-trick",
                        card = card.to_string(),
                        trick = index + 1
                    ),
                    false => t!(
                        "updown-whole-twice",
                        card = card.to_string(),
                        first = first + 1,
                        again = index + 1
                    ),
                };
                return Err(RuleViolation::malformed(
                    problem,
                    t!("updown-whole-twice-legal"),
                ));
            }
            seen.push((card, index));
        }
    }
    Ok(())
}

/// One trick per card in each hand: round `round` dealt `cards` to each player.
fn check_length(count: usize, round: u32, cards: u32) -> Result<(), RuleViolation> {
    let dealt = usize::try_from(cards).unwrap_or(usize::MAX);
    if count > dealt {
        return Err(RuleViolation::malformed(
            t!(
                "updown-whole-too-long",
                trick = dealt + 1,
                round = round,
                cards = cards
            ),
            t!("updown-whole-length-legal", cards = cards),
        ));
    }
    if count < dealt {
        return Err(RuleViolation::malformed(
            t!(
                "updown-whole-too-short",
                count = count,
                round = round,
                cards = cards
            ),
            t!("updown-whole-length-legal", cards = cards),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests;
