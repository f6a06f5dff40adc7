//! The set referee of Tenstuff (rules/tenstuff.txt and the house rulings of DESIGN section 5):
//! whether a set may be played on the set below it and what kind of play that is, which cards a
//! slam may hand over, and who starts a deal with which sets. Every answer carries the rule behind
//! it in words, because it is read out at a table where someone disagrees.
//!
//! The rules, from the rule document and the house rulings:
//! - Values run Joker < A < 2 < ... < 10 < J < Q < K; suits never rank, except to choose who starts.
//! - A set is 1–4 cards of one value, or the two jokers; a single card (a lone joker too) is a set.
//!   A deck holds each card once, so no card can be in a set twice, or in two sets at once.
//! - A set may go on a set of equal or higher value. On jacks, queens and kings also: a higher
//!   face set, a lower set of any value that shares at least one suit with the set below, or
//!   jokers (which have no suit).
//! - On the same value: the same size is a match (play another set), smaller an attempt (guess the
//!   next card of the draw pile), larger a slam (give the slammed player lower cards that share a
//!   suit with the slamming set). Anything else is a plain play, as is any set on an empty pile.
//! - The player with the lowest card starts (jokers lowest, the marked one below the unmarked;
//!   among equal values diamonds < clubs < hearts < spades) and opens with a set of the lowest
//!   value in hand.
//!
//! Malformed cards never reach this module (the notation lives in [`crate::games::cards`]); every
//! refusal here is a broken rule (exit 3).

use serde::Serialize;

use crate::games::RuleViolation;
use crate::games::cards::{Rank, Suit, TenstuffCard};

/// A set holds at most the four cards of one value (rule document: "sets always consist of 1 to 4
/// cards").
pub const MOST_CARDS_IN_A_SET: usize = 4;

use super::PLAYERS;

/// The set rule in words, for refusals.
const SET_RULE: &str = "a set is 1 to 4 cards of one value, or the two jokers";

/// The slam hand-over rule in words.
const GIFT_RULE: &str = "a slam may give the slammed player cards lower than the slamming set that share a suit with it";

/// 1–4 cards of one value, or the two jokers, each card once: a set that passed the set rules.
/// The cards stay in the order given.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct Set {
    cards: Vec<TenstuffCard>,
}

impl Set {
    /// Checks the set rules. Refused (exit 3): no card, more than four cards, a card twice (a deck
    /// holds each card once), a joker with a number card (only the two jokers make a set together),
    /// or cards of different values.
    pub fn new(cards: &[TenstuffCard]) -> Result<Set, RuleViolation> {
        if cards.is_empty() {
            return Err(RuleViolation::rule(
                "a set needs at least one card",
                SET_RULE,
            ));
        }
        if cards.len() > MOST_CARDS_IN_A_SET {
            return Err(RuleViolation::rule(
                format!(
                    "{} cards are too many for one set (at most {MOST_CARDS_IN_A_SET})",
                    cards.len()
                ),
                SET_RULE,
            ));
        }
        if let Some(card) = first_repeat(cards) {
            return Err(RuleViolation::rule(
                format!("{card} is listed twice, but a deck holds each card once"),
                SET_RULE,
            ));
        }
        // A joker with a number card: the jokers are a set of their own, never wild cards.
        let joker = cards.iter().copied().find(|c| c.is_joker());
        let number = cards.iter().copied().find(|c| !c.is_joker());
        if let (Some(joker), Some(number)) = (joker, number) {
            return Err(RuleViolation::rule(
                format!(
                    "{joker} cannot be in one set with {number}: a joker is no wild card, and only \
                     the two jokers make a set together"
                ),
                SET_RULE,
            ));
        }
        if let Some((&first, rest)) = cards.split_first()
            && let Some(&other) = rest.iter().find(|c| c.value() != first.value())
        {
            return Err(RuleViolation::rule(
                format!("{first} and {other} are of different values"),
                SET_RULE,
            ));
        }
        Ok(Set {
            cards: cards.to_vec(),
        })
    }

    /// The cards, in the order given.
    pub fn cards(&self) -> &[TenstuffCard] {
        &self.cards
    }

    /// The value every card of the set shares (0 for jokers, 1 = ace ... 13 = king).
    pub fn value(&self) -> u8 {
        self.cards
            .first()
            .map_or(TenstuffCard::JOKER_VALUE, |c| c.value())
    }

    /// How many cards the set holds, 1–4.
    pub fn size(&self) -> usize {
        self.cards.len()
    }

    /// A set of jokers (one or both).
    pub fn is_jokers(&self) -> bool {
        self.value() == TenstuffCard::JOKER_VALUE
    }

    /// A set of jacks, queens or kings: lower sets may go on it when they share a suit.
    pub fn is_face(&self) -> bool {
        self.value() >= Rank::JACK.value()
    }

    /// The suits in the set, each once, in the order of the cards; none for jokers.
    pub fn suits(&self) -> Vec<Suit> {
        let mut suits = Vec::new();
        for suit in self.cards.iter().filter_map(|c| c.suit()) {
            if !suits.contains(&suit) {
                suits.push(suit);
            }
        }
        suits
    }

    /// The suits this set shares with another, in the order of this set's cards.
    pub fn shared_suits(&self, other: &Set) -> Vec<Suit> {
        let theirs = other.suits();
        self.suits()
            .into_iter()
            .filter(|suit| theirs.contains(suit))
            .collect()
    }
}

/// What a legal play leads to (rule document, "Special plays").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PlayKind {
    /// Nothing special: on an empty pile, on another value, or by the face-card and joker rules.
    Plain,
    /// The same value and size: the player may play another set.
    Match,
    /// The same value, smaller: the player may guess the next card of the draw pile.
    Attempt,
    /// The same value, bigger: the player may give the slammed player lower cards sharing a suit.
    Slam,
}

impl PlayKind {
    /// The kind as printed in JSON: "plain", "match", "attempt", "slam".
    pub fn name(self) -> &'static str {
        match self {
            PlayKind::Plain => "plain",
            PlayKind::Match => "match",
            PlayKind::Attempt => "attempt",
            PlayKind::Slam => "slam",
        }
    }
}

/// Which rule lets a set go where it goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum PlayRule {
    /// No set below: any set may start the pile.
    EmptyPile,
    /// A set may go on a set of equal or higher value.
    EqualOrHigher,
    /// On jacks, queens and kings: a lower set that shares at least one suit with the set below.
    SharedSuitOnFace,
    /// On jacks, queens and kings: jokers.
    JokersOnFace,
}

/// A legal play: what kind it is, by which rule, and the rule in words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayVerdict {
    pub kind: PlayKind,
    pub rule: PlayRule,
    /// The rule in words, starting with the kind: "a match: a set of the same value and size;
    /// play another set if you like".
    pub reason: String,
}

/// Judges a set played on the set below it; `below` empty means the pile is empty. Both are
/// checked against the set rules, and no card may be in both (a deck holds each card once).
/// A lower set that no rule allows is refused with the rule and what would be legal.
pub fn judge_play(
    below: &[TenstuffCard],
    played: &[TenstuffCard],
) -> Result<PlayVerdict, RuleViolation> {
    let below = below_set(below)?;
    let played = Set::new(played)?;
    if let Some(below) = &below
        && let Some(card) = played.cards().iter().find(|c| below.cards().contains(c))
    {
        return Err(RuleViolation::rule(
            format!(
                "{card} is in the set below and in the set played, but a deck holds each card once"
            ),
            "play a set of cards that are not already on the pile",
        ));
    }
    play_on(below.as_ref(), &played)
}

/// Judges a checked set on a checked set below it (`None`: the pile is empty). The sets are
/// trusted to hold different cards; [`judge_play`] checks that too.
pub fn play_on(below: Option<&Set>, played: &Set) -> Result<PlayVerdict, RuleViolation> {
    let Some(below) = below else {
        return Ok(PlayVerdict {
            kind: PlayKind::Plain,
            rule: PlayRule::EmptyPile,
            reason: "a plain play: the pile is empty, so any set may start it".to_string(),
        });
    };
    let (words, plural) = set_words(played);
    let on = join(below.cards());
    let same_value = played.value() == below.value();
    if same_value {
        // Special plays: the same value, compared by size.
        let (kind, reason) = match played.size().cmp(&below.size()) {
            std::cmp::Ordering::Equal => (
                PlayKind::Match,
                "a match: a set of the same value and size; play another set if you like",
            ),
            std::cmp::Ordering::Less => (
                PlayKind::Attempt,
                "an attempt: a smaller set of the same value; guess the next card of the draw \
                 pile if you like (value and suit: if you are right, it goes to the next player)",
            ),
            std::cmp::Ordering::Greater => (
                PlayKind::Slam,
                "a slam: a bigger set of the same value; give the slammed player lower cards \
                 sharing a suit with your set if you like",
            ),
        };
        return Ok(PlayVerdict {
            kind,
            rule: PlayRule::EqualOrHigher,
            reason: reason.to_string(),
        });
    }
    if played.value() > below.value() {
        return Ok(PlayVerdict {
            kind: PlayKind::Plain,
            rule: PlayRule::EqualOrHigher,
            reason: format!(
                "a plain play: {words} {} higher than {on}, and a set may go on a set of equal or \
                 higher value",
                verb(plural, "is", "are")
            ),
        });
    }
    // Lower than the set below: only the face-card rules can allow it.
    if below.is_face() {
        if played.is_jokers() {
            // Jokers can be played on face cards (they have no suit to share).
            return Ok(PlayVerdict {
                kind: PlayKind::Plain,
                rule: PlayRule::JokersOnFace,
                reason: format!(
                    "a plain play: {words} may go on {on}, because jokers may be played on \
                     jacks, queens and kings"
                ),
            });
        }
        let shared = played.shared_suits(below);
        if !shared.is_empty() {
            // On jacks, queens and kings a lower set may go when it shares at least one suit.
            return Ok(PlayVerdict {
                kind: PlayKind::Plain,
                rule: PlayRule::SharedSuitOnFace,
                reason: format!(
                    "a plain play: {words} {} lower than {on} but {} {} with {}, and on jacks, \
                     queens and kings a lower set may go when it shares a suit",
                    verb(plural, "is", "are"),
                    verb(plural, "shares", "share"),
                    and_list(&shared.iter().map(|s| s.name()).collect::<Vec<_>>()),
                    verb(below.size() > 1, "it", "them"),
                ),
            });
        }
        return Err(RuleViolation::rule(
            format!(
                "{words} {} lower than {on} and {} no suit with {}",
                verb(plural, "is", "are"),
                verb(plural, "shares", "share"),
                verb(below.size() > 1, "it", "them"),
            ),
            format!(
                "on jacks, queens and kings a set of equal or higher value, a lower set sharing a \
                 suit, or jokers may go: here {}, a set with {}, or jokers",
                equal_or_higher(below.value()),
                or_list(
                    &below
                        .suits()
                        .iter()
                        .map(|s| format!("a {}", s.singular()))
                        .collect::<Vec<_>>()
                )
            ),
        ));
    }
    Err(RuleViolation::rule(
        format!("{words} {} lower than {on}", verb(plural, "is", "are")),
        format!(
            "a set may go on a set of equal or higher value, and lower sets or jokers only on \
             jacks, queens and kings: here {}",
            equal_or_higher(below.value())
        ),
    ))
}

/// Why a card may not be handed over after a slam.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum GiftProblem {
    /// A joker has no suit, so it never shares one with the slamming set.
    Joker,
    /// Not lower than the slamming set (equal or higher value).
    NotLower,
    /// Shares no suit with any card of the slamming set.
    NoSharedSuit,
}

/// A card offered after a slam that may not be given, and why in words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RefusedGift {
    pub card: TenstuffCard,
    pub problems: Vec<GiftProblem>,
    /// "K♦ is higher than the slamming 8s and shares no suit with them (hearts and spades)".
    pub why: String,
}

/// Which of the cards offered after a slam may be handed over to the slammed player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HandOver {
    /// The cards that may be given, in the order offered.
    pub allowed: Vec<TenstuffCard>,
    /// The cards that may not, in the order offered.
    pub refused: Vec<RefusedGift>,
    /// The verdict and the rule in words.
    pub reason: String,
}

impl HandOver {
    /// Every card offered may be given.
    pub fn legal(&self) -> bool {
        self.refused.is_empty()
    }
}

/// Why `card` may not be given after a slam with `slam`; empty when it may. The card must be lower
/// than the slamming set and share a suit with one of its cards; a joker never can (house ruling:
/// it has no suit to share).
pub fn gift_problems(slam: &Set, card: TenstuffCard) -> Vec<GiftProblem> {
    let Some(suit) = card.suit() else {
        return vec![GiftProblem::Joker];
    };
    let mut problems = Vec::new();
    if card.value() >= slam.value() {
        problems.push(GiftProblem::NotLower);
    }
    if !slam.suits().contains(&suit) {
        problems.push(GiftProblem::NoSharedSuit);
    }
    problems
}

/// Which of the cards `offered` may be given to the slammed player after `slam` was played on
/// `below`. Refused (exit 3) when either set breaks the set rules, a card is listed twice or in
/// two places (a deck holds each card once), or the play is no slam (a legal play of another kind,
/// or no legal play at all). A card that may not be given is not a refusal of the question: it is
/// listed in [`HandOver::refused`] and [`HandOver::legal`] is false.
pub fn slam_hand_over(
    below: &[TenstuffCard],
    slam: &[TenstuffCard],
    offered: &[TenstuffCard],
) -> Result<HandOver, RuleViolation> {
    let verdict = judge_play(below, slam)?;
    let slam_set = Set::new(slam)?;
    if verdict.kind != PlayKind::Slam {
        let (words, _) = set_words(&slam_set);
        let on = if below.is_empty() {
            "an empty pile".to_string()
        } else {
            join(below)
        };
        return Err(RuleViolation::rule(
            format!(
                "{words} on {on} is {}, not a slam",
                match verdict.kind {
                    PlayKind::Plain => "a plain play",
                    PlayKind::Match => "a match",
                    PlayKind::Attempt => "an attempt",
                    PlayKind::Slam => "a slam",
                }
            ),
            "only a slam, a bigger set of the same value, may give cards to the slammed player",
        ));
    }
    if let Some(card) = first_repeat(offered) {
        return Err(RuleViolation::rule(
            format!("{card} is offered twice, but a deck holds each card once"),
            "offer each card once",
        ));
    }
    if let Some(card) = offered
        .iter()
        .find(|c| below.contains(c) || slam.contains(c))
    {
        let place = if slam.contains(card) {
            "the slamming set"
        } else {
            "the slammed set"
        };
        return Err(RuleViolation::rule(
            format!("{card} is offered but is already in {place}; a deck holds each card once"),
            "offer cards from the slamming player's hand",
        ));
    }
    let value = value_plural(slam_set.value());
    let suits = if slam_set.is_jokers() {
        "jokers have no suit".to_string()
    } else {
        and_list(
            &slam_set
                .suits()
                .iter()
                .map(|s| s.name().to_string())
                .collect::<Vec<_>>(),
        )
    };
    let mut allowed = Vec::new();
    let mut refused = Vec::new();
    for &card in offered {
        let problems = gift_problems(&slam_set, card);
        if problems.is_empty() {
            allowed.push(card);
            continue;
        }
        let higher = if card.value() > slam_set.value() {
            format!("is higher than the slamming {value}")
        } else {
            format!("is not lower than the slamming {value}")
        };
        let why = match problems.as_slice() {
            [GiftProblem::NotLower, GiftProblem::NoSharedSuit] => {
                format!("{card} {higher} and shares no suit with them ({suits})")
            }
            [GiftProblem::NotLower] => format!("{card} {higher}"),
            [GiftProblem::NoSharedSuit] => {
                format!("{card} shares no suit with the slamming {value} ({suits})")
            }
            _ => format!("{card} is a joker, and a joker is never given: it has no suit to share"),
        };
        refused.push(RefusedGift {
            card,
            problems,
            why,
        });
    }
    let may = match allowed.as_slice() {
        [] if offered.is_empty() => "nothing was offered".to_string(),
        [] => "none of them may be given".to_string(),
        _ if refused.is_empty() => format!("{} may be given", join(&allowed)),
        _ => format!("only {} may be given", join(&allowed)),
    };
    let reasons: Vec<&str> = refused.iter().map(|r| r.why.as_str()).collect();
    let reason = if reasons.is_empty() {
        format!("{may}: {GIFT_RULE}")
    } else {
        format!("{}; {may}: {GIFT_RULE}", reasons.join("; "))
    };
    Ok(HandOver {
        allowed,
        refused,
        reason,
    })
}

/// Who starts a deal and with which sets.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Opening {
    /// The starter's place in the hands given, 0-based.
    pub seat: usize,
    /// The lowest card in play, in the starter's hand.
    pub card: TenstuffCard,
    /// Every set the starter may open with ([`opening_sets`]).
    pub sets: Vec<Vec<TenstuffCard>>,
    /// Why [`Opening::card`] is the lowest, and what the first play must be: "no one holds a
    /// lower value, and of the 3s held (3♦ and 3♠) the diamond is lowest, as diamonds < clubs <
    /// hearts < spades; the first play is a set of the lowest value in hand (3s)".
    pub reason: String,
}

/// Who starts a deal (or the restart after three sixes): the player holding the lowest card, by
/// [`TenstuffCard::start_order`] (jokers lowest, the marked one below the unmarked; then A, 2, ...;
/// among equal values diamonds < clubs < hearts < spades). Hands with no cards are fine (a
/// player who is out); refused (exit 3) are fewer than 2 or more than 8 hands, a card held twice,
/// and hands without a single card between them.
pub fn opening<H: AsRef<[TenstuffCard]>>(hands: &[H]) -> Result<Opening, RuleViolation> {
    if !PLAYERS.contains(&hands.len()) {
        return Err(RuleViolation::rule(
            format!(
                "{} {} given, but Tenstuff is played by {} to {} players",
                hands.len(),
                verb(hands.len() != 1, "hand", "hands"),
                PLAYERS.start(),
                PLAYERS.end()
            ),
            "give every player's hand, one NAME=CARD,... each",
        ));
    }
    let all: Vec<TenstuffCard> = hands
        .iter()
        .flat_map(|hand| hand.as_ref().iter().copied())
        .collect();
    if let Some(card) = first_repeat(&all) {
        return Err(RuleViolation::rule(
            format!("{card} is held twice, but a deck holds each card once"),
            "list each card in the one hand that holds it",
        ));
    }
    let lowest = hands
        .iter()
        .enumerate()
        .flat_map(|(seat, hand)| hand.as_ref().iter().map(move |&card| (seat, card)))
        .min_by_key(|(_, card)| card.start_order());
    let Some((seat, card)) = lowest else {
        return Err(RuleViolation::rule(
            "no one holds a card, so no one can start",
            "give the cards in every player's hand",
        ));
    };
    // The first play is a set of the lowest value in hand, which is the lowest card's value.
    let sets = opening_sets(hands.get(seat).map_or(&[][..], |h| h.as_ref()));
    let why = if card == TenstuffCard::MARKED_JOKER {
        "jokers are the lowest cards, and the marked joker is below the unmarked one".to_string()
    } else if card.is_joker() {
        "jokers are the lowest cards".to_string()
    } else {
        let same: Vec<TenstuffCard> = all
            .iter()
            .copied()
            .filter(|c| c.value() == card.value())
            .collect();
        let lower = if card.value() == Rank::ACE.value() {
            "no one holds a joker"
        } else {
            "no one holds a lower value"
        };
        if same.len() > 1 {
            let mut same = same;
            same.sort_by_key(|c| c.start_order());
            format!(
                "{lower}, and of the {} held ({}) the {} is lowest, as diamonds < clubs < hearts \
                 < spades",
                value_plural(card.value()),
                join(&same),
                card.suit().map_or("joker", Suit::singular)
            )
        } else {
            lower.to_string()
        }
    };
    let reason = format!(
        "{why}; the first play is a set of the lowest value in hand ({})",
        value_plural(card.value())
    );
    Ok(Opening {
        seat,
        card,
        sets,
        reason,
    })
}

/// Every set a hand may open a deal with: each non-empty combination of its cards of the lowest
/// value in hand, smallest sets first, the cards of each in the order that decides who starts
/// (the two jokers: `JKM`, `JK`, then both). Empty for an empty hand. A card listed twice counts
/// once.
pub fn opening_sets(hand: &[TenstuffCard]) -> Vec<Vec<TenstuffCard>> {
    let Some(lowest) = hand.iter().map(|c| c.value()).min() else {
        return Vec::new();
    };
    let mut cards: Vec<TenstuffCard> = Vec::new();
    for &card in hand.iter().filter(|c| c.value() == lowest) {
        if !cards.contains(&card) {
            cards.push(card);
        }
    }
    cards.sort_by_key(|c| c.start_order());
    // At most four cards of one value (two jokers): at most 15 combinations.
    let mut sets: Vec<Vec<TenstuffCard>> = (1u32..(1 << cards.len()))
        .map(|mask| {
            cards
                .iter()
                .enumerate()
                .filter(|(i, _)| mask & (1 << i) != 0)
                .map(|(_, &c)| c)
                .collect()
        })
        .collect();
    sets.sort_by(|a: &Vec<TenstuffCard>, b: &Vec<TenstuffCard>| {
        let key = |set: &Vec<TenstuffCard>| {
            (
                set.len(),
                set.iter().map(|c| c.start_order()).collect::<Vec<_>>(),
            )
        };
        key(a).cmp(&key(b))
    });
    sets
}

/// The set below as a [`Set`], `None` for an empty pile; a refusal says which set broke the rules.
fn below_set(below: &[TenstuffCard]) -> Result<Option<Set>, RuleViolation> {
    if below.is_empty() {
        return Ok(None);
    }
    Set::new(below)
        .map(Some)
        .map_err(|violation| RuleViolation {
            problem: format!("the set below: {}", violation.problem),
            ..violation
        })
}

/// The first card that appears a second time, in the order listed.
fn first_repeat(cards: &[TenstuffCard]) -> Option<TenstuffCard> {
    cards
        .iter()
        .enumerate()
        .find(|&(i, card)| cards[..i].contains(card))
        .map(|(_, &card)| card)
}

/// A value's name: "joker", "ace", "2"–"10", "jack", "queen", "king".
fn value_name(value: u8) -> &'static str {
    match value {
        0 => "joker",
        1 => "ace",
        2 => "2",
        3 => "3",
        4 => "4",
        5 => "5",
        6 => "6",
        7 => "7",
        8 => "8",
        9 => "9",
        10 => "10",
        11 => "jack",
        12 => "queen",
        _ => "king",
    }
}

/// "jokers", "aces", "7s", "kings".
fn value_plural(value: u8) -> String {
    format!("{}s", value_name(value))
}

/// The set played in words, and whether that is plural: "a 4", "an ace", "two queens", "two
/// jokers".
fn set_words(set: &Set) -> (String, bool) {
    let value = set.value();
    match set.size() {
        1 => {
            let article = if matches!(value, 1 | 8) { "an" } else { "a" };
            (format!("{article} {}", value_name(value)), false)
        }
        size => {
            let count = match size {
                2 => "two",
                3 => "three",
                _ => "four",
            };
            (format!("{count} {}", value_plural(value)), true)
        }
    }
}

/// What may go on a set of this value by the equal-or-higher rule: "5s or higher", "kings".
fn equal_or_higher(value: u8) -> String {
    if value == Rank::KING.value() {
        value_plural(value)
    } else {
        format!("{} or higher", value_plural(value))
    }
}

fn verb<'a>(plural: bool, one: &'a str, many: &'a str) -> &'a str {
    if plural { many } else { one }
}

/// "Q♥", "Q♥ and Q♠", "3♦, 3♣ and 3♠".
fn join(cards: &[TenstuffCard]) -> String {
    let shown: Vec<String> = cards.iter().map(TenstuffCard::to_string).collect();
    and_list(&shown)
}

fn and_list<S: AsRef<str>>(items: &[S]) -> String {
    word_list(items, "and")
}

fn or_list<S: AsRef<str>>(items: &[S]) -> String {
    word_list(items, "or")
}

fn word_list<S: AsRef<str>>(items: &[S], last_word: &str) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.as_ref().to_string(),
        Some((last, rest)) => format!(
            "{} {last_word} {}",
            rest.iter()
                .map(AsRef::as_ref)
                .collect::<Vec<_>>()
                .join(", "),
            last.as_ref()
        ),
    }
}

#[cfg(test)]
mod tests;
