//! A whole Pig 10 deal replayed (`tenscore check pig10 deal`): its plays in order, pile after pile.
//! A pile that reaches 10 or more is taken and the next play starts a new one on the empty middle;
//! the turn passes clockwise all along, so after a pile is taken the player after the one who laid
//! its last card plays next. The piles are built by the pile referee (`pile::OpenPile`), so the
//! values a card may make are ruled in one place.
//!
//! The deal's size: the rule document deals 3 cards each and has everyone draw after their turn
//! until the draw pile is gone, then play on until no hand holds a card. The draws go round in turn
//! order, so with `cards` in the deal each player holds cards / players, and the first
//! cards mod players of them from the starter one more; a player who has played them all is skipped.

use serde::Serialize;

use crate::games::RuleViolation;
use crate::t;

use super::pile::{OpenPile, next_seat};
use super::{BOX_CARDS, PileOutcome, PilePlay, check_player_count};

/// The cards each player is dealt to start with; they draw back up to it after every turn.
pub const HAND: u32 = 3;

/// A replayed deal: its piles in order (the last one may still be open), and the cards each seat
/// collected (the piles it took, summed).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DealOutcome {
    pub piles: Vec<PileOutcome>,
    pub collected: Vec<u32>,
}

impl DealOutcome {
    /// The cards of the last pile when it was not taken: they belong to nobody.
    pub fn left_in_middle(&self) -> usize {
        self.piles
            .last()
            .filter(|pile| pile.taker.is_none())
            .map_or(0, |pile| pile.cards)
    }
}

/// The cards each seat plays in a deal of `cards` begun by `starter`: 3 in hand, then one drawn
/// after each turn while the draw pile lasts, the draws going round in turn order.
pub fn shares(cards: u32, players: usize, starter: usize) -> Vec<u32> {
    let players_u32 = u32::try_from(players).unwrap_or(u32::MAX).max(1);
    let (each, extra) = (cards / players_u32, cards % players_u32);
    (0..players)
        .map(|seat| {
            let from_starter = (seat + players - starter) % players;
            each + u32::from(u32::try_from(from_starter).unwrap_or(u32::MAX) < extra)
        })
        .collect()
}

/// Checks the deal's size: at least 3 cards for each player, at most the box. A size no table
/// of the game can deal breaks its rules (exit 3), as a `--peak` the deck cannot deal does.
fn check_size(cards: u32, players: usize) -> Result<(), RuleViolation> {
    let least = HAND.saturating_mul(u32::try_from(players).unwrap_or(u32::MAX));
    if cards < least || cards > BOX_CARDS {
        return Err(RuleViolation::rule(
            t!("pig10-deal-size", cards = cards, players = players),
            t!(
                "pig10-deal-size-hint",
                least = least,
                most = BOX_CARDS,
                players = players
            ),
        ));
    }
    Ok(())
}

/// A refusal at a play of the deal, its pile and play named (both counted from 1).
fn at(pile: usize, play: usize, violation: RuleViolation) -> RuleViolation {
    RuleViolation {
        problem: t!(
            "pig10-deal-at",
            pile = pile,
            play = play,
            problem = violation.problem
        ),
        ..violation
    }
}

/// Who holds cards as the deal goes: with the deal's size known, the cards each seat still has to
/// play; without it, everyone may play on.
struct Hands {
    left: Option<Vec<u32>>,
    /// The deal's size and what it gives each seat, to say so when a seat plays one too many.
    dealt: Option<(u32, Vec<u32>)>,
}

impl Hands {
    fn without_cards(&self, players: usize) -> Vec<bool> {
        match &self.left {
            Some(left) => left.iter().map(|&n| n == 0).collect(),
            None => vec![false; players],
        }
    }
}

/// Replays a deal: `names` the seating (clockwise), `cards` the deal's size when known, `plays`
/// every card laid, in order. The first play may come from anyone (the quickest counter begins).
pub fn replay_deal(
    names: &[String],
    cards: Option<u32>,
    plays: &[PilePlay],
) -> Result<DealOutcome, RuleViolation> {
    let players = names.len();
    check_player_count(players)?;
    if let Some(cards) = cards {
        check_size(cards, players)?;
    }
    // More plays than the box holds: no deal of the game is that long (exit 3).
    if plays.len() > BOX_CARDS as usize {
        return Err(RuleViolation::rule(
            t!(
                "pig10-deal-too-long",
                plays = plays.len(),
                limit = BOX_CARDS
            ),
            t!("pig10-deal-too-long-hint"),
        ));
    }
    let Some(first) = plays.first() else {
        return Err(RuleViolation::malformed(
            t!("pig10-no-plays"),
            t!("pig10-no-plays-legal"),
        ));
    };
    let dealt = cards.map(|cards| (cards, shares(cards, players, first.seat)));
    let mut hands = Hands {
        left: dealt.as_ref().map(|(_, given)| given.clone()),
        dealt,
    };
    let mut piles: Vec<PileOutcome> = Vec::new();
    let mut open = OpenPile::default();
    let mut last: Option<usize> = None;
    for (index, play) in plays.iter().enumerate() {
        let pile = piles.len() + 1;
        check_deal_turn(names, &hands, play, last, plays.len())
            .map_err(|v| at(pile, index + 1, v))?;
        let taker = open.lay(names, play).map_err(|v| at(pile, index + 1, v))?;
        if let Some(left) = hands.left.as_mut() {
            left[play.seat] -= 1;
        }
        if taker.is_some() {
            piles.push(std::mem::take(&mut open).outcome(taker));
        }
        last = Some(play.seat);
    }
    if !open.is_empty() {
        piles.push(open.outcome(None));
    }
    check_all_played(names, &hands)?;
    let mut collected = vec![0; players];
    for pile in &piles {
        if let Some(taker) = pile.taker {
            collected[taker] += u32::try_from(pile.cards).unwrap_or(u32::MAX);
        }
    }
    Ok(DealOutcome { piles, collected })
}

/// Whether `play` may come next: from a player who still holds a card, and (after the first play)
/// from the next player clockwise after `last` who does. `plays`: how many were given in all.
fn check_deal_turn(
    names: &[String],
    hands: &Hands,
    play: &PilePlay,
    last: Option<usize>,
    plays: usize,
) -> Result<(), RuleViolation> {
    let name = &names[play.seat];
    // A play more than `--cards` gave this player does not fit the deal typed (exit 2), as a
    // trick too many for the round's cards in `check updown hand`: nobody broke a rule.
    // The fix said: a whole deal is played out, so its size is the number of plays.
    if let (Some(left), Some((cards, given))) = (&hands.left, &hands.dealt)
        && left[play.seat] == 0
    {
        return Err(RuleViolation::malformed(
            t!(
                "pig10-deal-no-cards-left",
                name = name,
                card = super::card_in_words(play.card)
            ),
            t!(
                "pig10-deal-no-cards-left-hint",
                cards = *cards,
                name = name,
                share = given[play.seat],
                plays = plays
            ),
        ));
    }
    let Some(last) = last else {
        return Ok(());
    };
    let due = next_seat(last, &hands.without_cards(names.len()));
    if play.seat != due {
        return Err(RuleViolation::rule(
            t!(
                "pig10-out-of-turn",
                name = name,
                last = &names[last],
                due = &names[due]
            ),
            t!("pig10-deal-out-of-turn-legal"),
        ));
    }
    Ok(())
}

/// With the deal's size known, every player must have played every card the deal gave them: the
/// rule document plays on until no hand holds a card.
fn check_all_played(names: &[String], hands: &Hands) -> Result<(), RuleViolation> {
    let Some(left) = &hands.left else {
        return Ok(());
    };
    // Everyone still holding cards is named: each of them has plays missing.
    let mut holding: Vec<String> = (names.iter().zip(left))
        .filter(|&(_, &n)| n > 0)
        .map(|(name, &n)| {
            t!(
                "pig10-deal-holds",
                name = name.as_str(),
                left = t!("pig10-cards", count = n)
            )
        })
        .collect();
    let Some(last) = holding.pop() else {
        return Ok(());
    };
    let held = match holding.is_empty() {
        true => last,
        false => t!("pig10-and", first = holding.join(", "), next = last),
    };
    // Plays left out of the deal typed (exit 2), as tricks left out of a hand.
    Err(RuleViolation::malformed(
        t!("pig10-deal-unfinished", held = held),
        t!("pig10-deal-unfinished-legal"),
    ))
}

#[cfg(test)]
mod tests;
