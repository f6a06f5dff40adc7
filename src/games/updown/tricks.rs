//! The trick referee of 10 op en neer (DESIGN section 5): who takes a trick, and whether a card may
//! be played to it. Both answers come with the rule behind them in one sentence, because they are
//! read out at a table where someone disagrees.
//!
//! The rules, from the rule document and the house rulings:
//! - Cards rank 2 < 3 < ... < 10 < J < Q < K < A within a suit.
//! - The first card of a trick is led; the others follow clockwise. Follow suit when you can;
//!   otherwise any card may be played, with no duty to trump or overtrump.
//! - The highest trump takes the trick if any trump was played; otherwise the highest card of the
//!   suit led. A card of another suit that is not trump never wins ("altijd minder waard").
//! - Every round has a trump suit.

use serde::Serialize;

use crate::games::RuleViolation;
use crate::games::cards::{Card, Suit};

/// A trick holds one card per player, and 10 op en neer is played by 3 to 7 players.
pub const MOST_CARDS_IN_A_TRICK: usize = 7;

/// Fewer than two cards decide nothing: a lone led card has nothing to beat.
pub const FEWEST_CARDS_IN_A_TRICK: usize = 2;

/// Who takes a trick, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TrickVerdict {
    /// The winner's place in the order of play, 0-based (0 led the trick).
    pub winner: usize,
    /// The card that takes the trick.
    pub card: Card,
    /// One sentence naming the rule that decided it, e.g. "2♥ wins: it is the only trump
    /// (hearts) in the trick, and a trump beats every card of another suit, even A♠."
    pub reason: String,
}

/// Whether a card may be played to a trick, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FollowVerdict {
    pub legal: bool,
    /// One sentence naming the rule, and the cards that must be played instead when it is not
    /// legal.
    pub reason: String,
}

/// Decides who takes a trick: `cards` in the order played, the led card first. With `players`
/// given, the trick must be complete (one card from every player).
///
/// Refused (exit 3) when the trick cannot have happened: fewer than 2 cards, a count that does not
/// fit the table, or the same card twice (a deck holds each card once).
pub fn trick_winner(
    trump: Suit,
    cards: &[Card],
    players: Option<usize>,
) -> Result<TrickVerdict, RuleViolation> {
    check_trick_size(cards.len(), players)?;
    if let Some(repeat) = first_repeat(cards) {
        return Err(RuleViolation::rule(
            format!(
                "{} is played twice in this trick (cards {} and {}), but a deck holds each card \
                 once",
                repeat.card,
                repeat.first + 1,
                repeat.again + 1
            ),
            "each card played once, in the order played, the led card first",
        ));
    }
    let Some((&led_card, followers)) = cards.split_first() else {
        // check_trick_size already refused an empty trick; answer the same way regardless.
        return Err(too_few_cards(0));
    };
    let mut winner = 0;
    let mut best = led_card;
    for (offset, &card) in followers.iter().enumerate() {
        if beats(card, best, trump) {
            winner = offset + 1;
            best = card;
        }
    }
    Ok(TrickVerdict {
        winner,
        card: best,
        reason: trick_reason(trump, led_card.suit, cards, best),
    })
}

/// Whether `card` may be played from `hand` when `led` was led: follow suit when you can,
/// otherwise anything goes (there is no duty to trump, so the trump suit plays no part here).
///
/// Malformed (exit 2) when the card is not in the hand or the hand lists a card twice: then the
/// question itself is wrong, not the play.
pub fn may_follow(led: Suit, hand: &[Card], card: Card) -> Result<FollowVerdict, RuleViolation> {
    if let Some(repeat) = first_repeat(hand) {
        return Err(RuleViolation::malformed(
            format!("the hand lists {} twice", repeat.card),
            "a deck holds each card once: list each card of the hand once",
        ));
    }
    if !hand.contains(&card) {
        let held = if hand.is_empty() {
            "the hand is empty".to_string()
        } else {
            format!("the hand holds {}", join_cards(hand))
        };
        return Err(RuleViolation::malformed(
            format!("{card} is not in the hand: {held}"),
            "list the card among the hand",
        ));
    }
    let of_led_suit: Vec<Card> = hand.iter().copied().filter(|c| c.suit == led).collect();
    let reason = if card.suit == led {
        FollowVerdict {
            legal: true,
            reason: format!(
                "{card} may be played: it follows the suit led ({}).",
                led.name()
            ),
        }
    } else if of_led_suit.is_empty() {
        FollowVerdict {
            legal: true,
            reason: format!(
                "{card} may be played: the hand has no {} (the suit led), so any card may be \
                 played — there is no duty to trump.",
                led.name()
            ),
        }
    } else {
        let must = match of_led_suit.as_slice() {
            [only] => format!("so {only} must be played"),
            _ => format!("so a {} must be played", led.singular()),
        };
        FollowVerdict {
            legal: false,
            reason: format!(
                "{card} may not be played: a {} was led and the hand holds {}, {must} (follow \
                 suit when you can).",
                led.singular(),
                join_cards(&of_led_suit)
            ),
        }
    };
    Ok(reason)
}

/// Whether `challenger` takes the trick from the card winning it so far. The card winning so far
/// is always of the suit led or a trump, so: a trump beats a non-trump, a non-trump never beats a
/// trump, and otherwise only a higher card of the same suit wins (a discard never does).
fn beats(challenger: Card, best: Card, trump: Suit) -> bool {
    match (challenger.suit == trump, best.suit == trump) {
        (true, false) => true,
        (false, true) => false,
        _ => challenger.suit == best.suit && challenger.rank.ace_high() > best.rank.ace_high(),
    }
}

/// Refuses a trick whose number of cards cannot be a trick of 10 op en neer.
fn check_trick_size(count: usize, players: Option<usize>) -> Result<(), RuleViolation> {
    if let Some(players) = players
        && count != players
    {
        return Err(RuleViolation::rule(
            format!(
                "{} for {}",
                plural(count, "card", "cards"),
                plural(players, "player", "players")
            ),
            format!(
                "one card per player: a trick is complete when all {players} players have played, \
                 the led card first"
            ),
        ));
    }
    if count < FEWEST_CARDS_IN_A_TRICK {
        return Err(too_few_cards(count));
    }
    if count > MOST_CARDS_IN_A_TRICK {
        return Err(RuleViolation::rule(
            format!(
                "{count} cards in one trick, but 10 op en neer is played by 3 to \
                 {MOST_CARDS_IN_A_TRICK} players"
            ),
            format!(
                "one card per player, at most {MOST_CARDS_IN_A_TRICK}, in the order played, the \
                 led card first"
            ),
        ));
    }
    Ok(())
}

fn too_few_cards(count: usize) -> RuleViolation {
    let given = match count {
        0 => "none were given".to_string(),
        1 => "only 1 was given".to_string(),
        _ => format!("only {count} were given"),
    };
    RuleViolation::rule(
        format!("a trick needs at least {FEWEST_CARDS_IN_A_TRICK} cards, but {given}"),
        "the cards in the order played, the led card first: KC AS 5C 2H",
    )
}

/// A card listed twice, with both places (0-based).
struct Repeat {
    card: Card,
    first: usize,
    again: usize,
}

/// The first card that appears a second time, in the order listed.
fn first_repeat(cards: &[Card]) -> Option<Repeat> {
    cards.iter().enumerate().find_map(|(again, card)| {
        cards[..again]
            .iter()
            .position(|earlier| earlier == card)
            .map(|first| Repeat {
                card: *card,
                first,
                again,
            })
    })
}

/// Why `winner` takes the trick, in one sentence that names the rule and the cards it beat.
fn trick_reason(trump: Suit, led: Suit, cards: &[Card], winner: Card) -> String {
    let others: Vec<Card> = cards.iter().copied().filter(|&c| c != winner).collect();
    if winner.suit == trump {
        trump_reason(trump, led, &others, winner)
    } else {
        led_suit_reason(trump, led, &others, winner)
    }
}

/// A trump takes the trick: the highest trump wins, and a trump beats every card of another suit.
fn trump_reason(trump: Suit, led: Suit, others: &[Card], winner: Card) -> String {
    let others = others.iter().copied();
    let other_trumps: Vec<Card> = others.clone().filter(|c| c.suit == trump).collect();
    let non_trumps: Vec<Card> = others.filter(|c| c.suit != trump).collect();
    let trump_label = if trump == led {
        format!("{}, the suit led", trump.name())
    } else {
        trump.name().to_string()
    };
    let mut reason = if other_trumps.is_empty() {
        format!("{winner} wins: it is the only trump ({trump_label}) in the trick")
    } else {
        format!(
            "{winner} wins: it is the highest trump ({trump_label}), above {}",
            join_cards(&other_trumps)
        )
    };
    if !non_trumps.is_empty() {
        reason.push_str(", and a trump beats every card of another suit");
        // Name the card people point at: a higher-ranked card that still loses to the trump.
        let highest_beaten = non_trumps
            .iter()
            .copied()
            .filter(|c| c.rank.ace_high() > winner.rank.ace_high())
            .reduce(|best, c| {
                if c.rank.ace_high() > best.rank.ace_high() {
                    c
                } else {
                    best
                }
            });
        if let Some(higher) = highest_beaten {
            reason.push_str(&format!(", even {higher}"));
        }
    }
    reason.push('.');
    reason
}

/// No trump was played: the highest card of the suit led takes the trick; a discard never wins.
fn led_suit_reason(trump: Suit, led: Suit, others: &[Card], winner: Card) -> String {
    let others = others.iter().copied();
    let followers: Vec<Card> = others.clone().filter(|c| c.suit == led).collect();
    let strays: Vec<Card> = others.filter(|c| c.suit != led).collect();
    let mut reason = if followers.is_empty() {
        format!(
            "{winner} wins: no trump ({}) was played and nobody else played a {} (the suit \
             led), so the led card takes the trick",
            trump.name(),
            led.singular()
        )
    } else {
        format!(
            "{winner} wins: no trump ({}) was played, so the highest {} (the suit led) takes \
             the trick, and {winner} ranks above {}",
            trump.name(),
            led.singular(),
            join_cards(&followers)
        )
    };
    match strays.as_slice() {
        [] => {}
        [one] => reason.push_str(&format!(
            "; {one} is neither a {} nor a trump, so it cannot win",
            led.singular()
        )),
        _ => reason.push_str(&format!(
            "; {} are neither {} nor trumps, so they cannot win",
            join_cards(&strays),
            led.name()
        )),
    }
    reason.push('.');
    reason
}

/// "K♣", "K♣ and 5♣", "A♠, K♣ and 5♣".
fn join_cards(cards: &[Card]) -> String {
    let shown: Vec<String> = cards.iter().map(Card::to_string).collect();
    match shown.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// "1 card", "5 cards".
fn plural(count: usize, one: &str, many: &str) -> String {
    if count == 1 {
        format!("{count} {one}")
    } else {
        format!("{count} {many}")
    }
}

#[cfg(test)]
mod tests;
