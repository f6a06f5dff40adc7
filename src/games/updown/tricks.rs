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
//! - The rule document turns up a trump every round; a table may play a round without trumps,
//!   and `check` judges a trick told no trump as one: saying so, so that a forgotten `--trump`
//!   shows.

use serde::Serialize;

use super::{ID, and_list as join_cards, suit_card, suit_name};
use crate::games::RuleViolation;
use crate::games::cards::{Card, Suit};
use crate::t;

/// A trick holds one card per player, and 10 op en neer is played by 3 to 7 players.
pub const MOST_CARDS_IN_A_TRICK: usize = 7;

/// A trick holds one card per player, and 10 op en neer needs at least 3 players (house ruling).
pub const FEWEST_CARDS_IN_A_TRICK: usize = 3;

/// The trump a trick is judged with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trump {
    /// The round's trump suit.
    Of(Suit),
    /// A round without trumps, as the table said (`--trump none`, a match that keeps none).
    NoTrumps,
    /// No trump was given: judged as a round without trumps, and the reason says why.
    NotGiven,
}

impl Trump {
    /// The trump suit, if there is one.
    pub fn suit(self) -> Option<Suit> {
        match self {
            Trump::Of(suit) => Some(suit),
            Trump::NoTrumps | Trump::NotGiven => None,
        }
    }
}

impl From<Option<Suit>> for Trump {
    fn from(suit: Option<Suit>) -> Trump {
        suit.map_or(Trump::NoTrumps, Trump::Of)
    }
}

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
    /// The same without its opening, for a sentence that names the card already: "it is the only
    /// trump (hearts) in the trick, ...".
    #[serde(skip)]
    pub because: String,
}

/// Whether a card may be played to a trick, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FollowVerdict {
    pub legal: bool,
    /// One sentence naming the rule, and the cards that must be played instead when it is not
    /// legal.
    pub reason: String,
}

/// Decides who takes a trick: `cards` in the order played, the led card first; without a trump
/// suit (`None`, [`Trump::NoTrumps`] or [`Trump::NotGiven`]) the highest card of the suit led
/// wins. With `players` given, the trick must be complete (one card from every player).
///
/// Malformed (exit 2) when the same card is listed twice (a deck holds each card once) or the
/// count does not fit the table; refused (exit 3) when no table of the game plays a trick of
/// that many cards (fewer than 3, more than 7).
pub fn trick_winner(
    trump: impl Into<Trump>,
    cards: &[Card],
    players: Option<usize>,
) -> Result<TrickVerdict, RuleViolation> {
    let told = trump.into();
    let trump = told.suit();
    // A card twice is impossible input (exit 2), refused before any rule is asked.
    if let Some(repeat) = first_repeat(cards) {
        return Err(RuleViolation::malformed(
            t!(
                "updown-trick-twice",
                card = repeat.card.to_string(),
                first = repeat.first + 1,
                again = repeat.again + 1
            ),
            t!("updown-trick-twice-legal"),
        ));
    }
    check_trick_size(cards.len(), players)?;
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
    let because = trick_reason(told, led_card.suit, cards, best);
    Ok(TrickVerdict {
        winner,
        card: best,
        reason: t!(
            "updown-wins",
            card = best.to_string(),
            because = because.as_str()
        ),
        because,
    })
}

/// Whether `card` may be played from `hand` when `led` was led: follow suit when you can,
/// otherwise anything goes (there is no duty to trump, so the trump suit plays no part here).
///
/// Malformed (exit 2) when the card is not in the hand or the hand lists a card twice: then the
/// question itself is wrong, not the play.
pub fn may_follow(led: Suit, hand: &[Card], card: Card) -> Result<FollowVerdict, RuleViolation> {
    // The fewest players deal the biggest hands: no table deals more than this to anyone.
    let biggest = super::schedule::deepest_peak(*super::ABOUT.players.start());
    if hand.len() > biggest as usize {
        return Err(RuleViolation::rule(
            t!("updown-hand-too-big", count = hand.len()),
            t!("updown-hand-too-big-legal", biggest = biggest),
        ));
    }
    if let Some(repeat) = first_repeat(hand) {
        return Err(RuleViolation::malformed(
            t!("updown-hand-twice", card = repeat.card.to_string()),
            t!("updown-hand-twice-legal"),
        ));
    }
    if !hand.contains(&card) {
        let held = if hand.is_empty() {
            t!("updown-hand-empty")
        } else {
            t!(
                "updown-hand-holds",
                cards = join_cards(hand),
                count = hand.len()
            )
        };
        return Err(RuleViolation::malformed(
            t!("updown-not-in-hand", card = card.to_string(), held = held),
            t!("updown-not-in-hand-legal"),
        ));
    }
    let of_led_suit: Vec<Card> = hand.iter().copied().filter(|c| c.suit == led).collect();
    let shown = card.to_string();
    let reason = if card.suit == led {
        FollowVerdict {
            legal: true,
            reason: t!("updown-follow-led", card = shown, led = suit_name(led)),
        }
    } else if of_led_suit.is_empty() {
        FollowVerdict {
            legal: true,
            reason: t!("updown-follow-void", card = shown, led = suit_name(led)),
        }
    } else {
        let must = match of_led_suit.as_slice() {
            [only] => t!("updown-follow-must-card", only = only.to_string()),
            _ => t!("updown-follow-must-suit", led_card = suit_card(led)),
        };
        FollowVerdict {
            legal: false,
            reason: t!(
                "updown-follow-refused",
                card = shown,
                led_card = suit_card(led),
                held = join_cards(&of_led_suit),
                count = of_led_suit.len(),
                must = must
            ),
        }
    };
    Ok(reason)
}

/// Whether `challenger` takes the trick from the card winning it so far. The card winning so far
/// is always of the suit led or a trump, so: a trump beats a non-trump, a non-trump never beats a
/// trump, and otherwise only a higher card of the same suit wins (a discard never does).
fn beats(challenger: Card, best: Card, trump: Option<Suit>) -> bool {
    let is_trump = |card: Card| Some(card.suit) == trump;
    match (is_trump(challenger), is_trump(best)) {
        (true, false) => true,
        (false, true) => false,
        _ => challenger.suit == best.suit && challenger.rank.ace_high() > best.rank.ace_high(),
    }
}

/// A trick of one card from each of `seats` players, as typed: "KC,AS,5C" for three in a
/// hand (`separator` ","), "KC AS 5C" as `check updown trick` takes them (" ").
pub(crate) fn example_trick(seats: usize, separator: &str) -> String {
    const CARDS: [&str; 7] = ["KC", "AS", "5C", "2H", "7D", "QS", "3C"];
    CARDS[..seats.min(CARDS.len())].join(separator)
}

/// Refuses a trick whose number of cards cannot be a trick of 10 op en neer. A count other than
/// the table's is input that does not fit the table (a player's card missing or one too many:
/// exit 2, as `check updown hand` says of such a trick); without a table, a count no table of
/// the game has is a player count the game does not allow (exit 3).
fn check_trick_size(count: usize, players: Option<usize>) -> Result<(), RuleViolation> {
    if let Some(players) = players
        && count != players
    {
        return Err(RuleViolation::malformed(
            t!("updown-trick-count", count = count, players = players),
            t!(
                "updown-trick-count-legal",
                players = players,
                example = example_trick(players, " ")
            ),
        ));
    }
    if count < FEWEST_CARDS_IN_A_TRICK {
        return Err(too_few_cards(count));
    }
    if count > MOST_CARDS_IN_A_TRICK {
        return Err(RuleViolation::rule(
            t!(
                "updown-trick-too-many",
                count = count,
                game = ID.title(),
                most = MOST_CARDS_IN_A_TRICK
            ),
            t!("updown-trick-too-many-legal", most = MOST_CARDS_IN_A_TRICK),
        ));
    }
    Ok(())
}

fn too_few_cards(count: usize) -> RuleViolation {
    RuleViolation::rule(
        t!(
            "updown-trick-too-few",
            fewest = FEWEST_CARDS_IN_A_TRICK,
            count = count
        ),
        t!("updown-trick-too-few-legal"),
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

/// Why `winner` takes the trick, in one sentence that names the rule and the cards it beat
/// (without the "2♥ wins: " that opens [`TrickVerdict::reason`]).
fn trick_reason(trump: Trump, led: Suit, cards: &[Card], winner: Card) -> String {
    let others: Vec<Card> = cards.iter().copied().filter(|&c| c != winner).collect();
    let mut reason = match trump {
        Trump::Of(trump) if winner.suit == trump => trump_reason(trump, led, &others, winner),
        Trump::Of(trump) => led_suit_reason(trump, led, &others, winner),
        Trump::NoTrumps => no_trump_reason(led, &others, winner, NO_TRUMPS),
        Trump::NotGiven => no_trump_reason(led, &others, winner, NOT_GIVEN),
    };
    reason.push('.');
    reason
}

/// A trump takes the trick: the highest trump wins, and a trump beats every card of another suit.
fn trump_reason(trump: Suit, led: Suit, others: &[Card], winner: Card) -> String {
    let others = others.iter().copied();
    let other_trumps: Vec<Card> = others.clone().filter(|c| c.suit == trump).collect();
    let non_trumps: Vec<Card> = others.filter(|c| c.suit != trump).collect();
    let trump_label = if trump == led {
        t!("updown-trump-led", trump = suit_name(trump))
    } else {
        suit_name(trump)
    };
    let mut reason = if other_trumps.is_empty() {
        t!("updown-only-trump", label = trump_label)
    } else {
        t!(
            "updown-highest-trump",
            label = trump_label,
            others = join_cards(&other_trumps)
        )
    };
    if !non_trumps.is_empty() {
        reason = t!("updown-trump-beats", reason = reason);
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
            reason = t!(
                "updown-trump-beats-even",
                reason = reason,
                higher = higher.to_string()
            );
        }
    }
    reason
}

/// No trump was played: the highest card of the suit led takes the trick; a discard never wins.
fn led_suit_reason(trump: Suit, led: Suit, others: &[Card], winner: Card) -> String {
    let others = others.iter().copied();
    let followers: Vec<Card> = others.clone().filter(|c| c.suit == led).collect();
    let strays: Vec<Card> = others.filter(|c| c.suit != led).collect();
    let reason = if followers.is_empty() {
        t!(
            "updown-led-alone",
            trump = suit_name(trump),
            led_card = suit_card(led)
        )
    } else {
        t!(
            "updown-led-highest",
            trump = suit_name(trump),
            led_card = suit_card(led),
            card = winner.to_string(),
            followers = join_cards(&followers)
        )
    };
    with_strays(reason, &strays, led, ["updown-stray", "updown-strays"])
}

/// `reason`, then why the cards not of the suit led (`strays`) did not take the trick, in the
/// words of `ids` (one stray, several).
fn with_strays(reason: String, strays: &[Card], led: Suit, ids: [&str; 2]) -> String {
    match strays {
        [] => reason,
        [one] => t!(
            ids[0],
            reason = reason,
            stray = one.to_string(),
            led_card = suit_card(led)
        ),
        _ => t!(
            ids[1],
            reason = reason,
            strays = join_cards(strays),
            led = suit_name(led)
        ),
    }
}

/// The words of a trick without trumps: the led card alone in its suit, the highest of several.
const NO_TRUMPS: [&str; 2] = ["updown-no-trump-led-alone", "updown-no-trump-led-highest"];
/// The same when no trump was given: said, since a table may have forgotten `--trump`.
const NOT_GIVEN: [&str; 2] = ["updown-untold-led-alone", "updown-untold-led-highest"];

/// A round without trumps (or judged as one, in the words of `ids`): the highest card of the
/// suit led takes the trick, whatever else is played.
fn no_trump_reason(led: Suit, others: &[Card], winner: Card, ids: [&str; 2]) -> String {
    let followers: Vec<Card> = others.iter().copied().filter(|c| c.suit == led).collect();
    let strays: Vec<Card> = others.iter().copied().filter(|c| c.suit != led).collect();
    let reason = if followers.is_empty() {
        t!(ids[0], led_card = suit_card(led))
    } else {
        t!(
            ids[1],
            led_card = suit_card(led),
            card = winner.to_string(),
            followers = join_cards(&followers)
        )
    };
    with_strays(
        reason,
        &strays,
        led,
        ["updown-no-trump-stray", "updown-no-trump-strays"],
    )
}

#[cfg(test)]
mod tests;
