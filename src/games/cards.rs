//! The card notation games share: how cards are typed at the command line and shown back.
//!
//! Cards are written case-insensitively, and a list of cards may be separated by spaces or commas.
//! A game with a deck of its own keeps its notation in its folder (`under10/cards.rs`,
//! `pig10/cards.rs`, `krumme10/cards.rs`, and Tenstuff's jokers in `tenstuff/cards.rs`).
//!
//! The standard 52-card deck (10 op en neer and Tenstuff): a rank `A 2 3 4 5 6 7 8 9 10 J Q K`
//! (`T` for 10) followed by a suit `C D H S` or its symbol `♣ ♦ ♥ ♠` (`KC`, `10H`, `A♠`). Where only
//! a suit is asked for (`--trump`, `--led`) its English or Dutch name is accepted too. A card is
//! shown back with its symbol (`K♣`) and stored in its ASCII code (`KC`). The stored rank is the
//! card's face (ace = 1): 10 op en neer ranks aces high, Tenstuff low, so each game chooses its
//! order ([`Rank::ace_high`] for trick-taking).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::RuleViolation;

/// A card that cannot be read: what was typed, and what a card looks like.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{problem}: {legal}")]
pub struct CardError {
    /// What is wrong, e.g. "'14r' is not an Under the 10 card".
    pub problem: String,
    /// How cards are written.
    pub legal: String,
}

/// A card that cannot be read is malformed input (exit 2), never a rule question.
impl From<CardError> for RuleViolation {
    fn from(error: CardError) -> Self {
        RuleViolation::malformed(error.problem, error.legal)
    }
}

/// The names a suit is typed by, whatever the language shown: English, Dutch and German, plural
/// and singular, lowercase (text is lowercased before it is compared).
const SUIT_NAMES: [(&str, Suit); 20] = [
    ("clubs", Suit::Clubs),
    ("club", Suit::Clubs),
    ("klaveren", Suit::Clubs),
    ("klaver", Suit::Clubs),
    ("kreuz", Suit::Clubs),
    ("diamonds", Suit::Diamonds),
    ("diamond", Suit::Diamonds),
    ("ruiten", Suit::Diamonds),
    ("ruit", Suit::Diamonds),
    ("karo", Suit::Diamonds),
    ("hearts", Suit::Hearts),
    ("heart", Suit::Hearts),
    ("harten", Suit::Hearts),
    ("hart", Suit::Hearts),
    ("herz", Suit::Hearts),
    ("spades", Suit::Spades),
    ("spade", Suit::Spades),
    ("schoppen", Suit::Spades),
    ("schop", Suit::Spades),
    ("pik", Suit::Spades),
];

/// The words for a round without trumps, as typed for `--trump`: English, Dutch and German, as a
/// card player says it ("geen troef", "ohne Trumpf", or the first word alone), lowercase.
const NO_TRUMP_WORDS: [&str; 11] = [
    "none",
    "no trump",
    "no trumps",
    "geen",
    "geen troef",
    "zonder",
    "zonder troef",
    "kein",
    "kein trumpf",
    "ohne",
    "ohne trumpf",
];

/// Whether `text` says there is no trump (`none`, `geen`, `kein`, `ohne Trumpf`, ...), whatever
/// the language shown, as a suit's name is read in any of them.
pub fn means_no_trump(text: &str) -> bool {
    let typed = normalise(text);
    let words = typed.split_whitespace().collect::<Vec<_>>().join(" ");
    NO_TRUMP_WORDS.contains(&words.as_str())
}

/// The names a rank is typed by in words: English, Dutch and German, lowercase. The number
/// words are there for the compound a Dutch or German table says (`klavervijf`, `Herzzwei`,
/// `five-of-clubs`), as the rules' worked examples write them; `vier` and `acht` are both.
const RANK_NAMES: &[(&str, Rank)] = &[
    ("ace", Rank::ACE),
    ("aas", Rank::ACE),
    ("ass", Rank::ACE),
    ("king", Rank::KING),
    ("heer", Rank::KING),
    ("koning", Rank::KING),
    ("könig", Rank::KING),
    ("koenig", Rank::KING),
    ("queen", Rank::QUEEN),
    ("vrouw", Rank::QUEEN),
    ("dame", Rank::QUEEN),
    ("jack", Rank::JACK),
    ("boer", Rank::JACK),
    ("bube", Rank::JACK),
    ("ten", Rank::TEN),
    ("tien", Rank::TEN),
    ("zehn", Rank::TEN),
    ("two", Rank::TWO),
    ("twee", Rank::TWO),
    ("zwei", Rank::TWO),
    ("three", Rank::THREE),
    ("drie", Rank::THREE),
    ("drei", Rank::THREE),
    ("four", Rank::FOUR),
    ("vier", Rank::FOUR),
    ("five", Rank::FIVE),
    ("vijf", Rank::FIVE),
    ("fünf", Rank::FIVE),
    ("fuenf", Rank::FIVE),
    ("six", Rank::SIX),
    ("zes", Rank::SIX),
    ("sechs", Rank::SIX),
    ("seven", Rank::SEVEN),
    ("zeven", Rank::SEVEN),
    ("sieben", Rank::SEVEN),
    ("eight", Rank::EIGHT),
    ("acht", Rank::EIGHT),
    ("nine", Rank::NINE),
    ("negen", Rank::NINE),
    ("neun", Rank::NINE),
];

/// The suit named `typed` (lowercase), in any of the three languages.
fn suit_named(typed: &str) -> Option<Suit> {
    SUIT_NAMES
        .iter()
        .find(|(name, _)| *name == typed)
        .map(|&(_, suit)| suit)
}

/// The four suits of the standard deck. The order (clubs, diamonds, hearts, spades) only sorts
/// hands for display; no game here ranks one suit above another except by calling it trump.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// The ASCII letter used in a card's code (`KC`).
    pub fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }

    /// The symbol used when a card is shown (`K♣`).
    pub fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    /// The suit's name in the plural in the language in use, as in "no clubs in hand" ("geen
    /// klaveren", "kein Kreuz").
    pub fn said(self) -> String {
        crate::t!("cards-suit", suit = self.name())
    }

    /// One card of the suit in the language in use, as in "the highest club".
    pub fn said_one(self) -> String {
        crate::t!("cards-suit-one", suit = self.name())
    }

    /// The suit's name in the plural, as in "no clubs in hand"; also its stored form.
    pub fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "clubs",
            Suit::Diamonds => "diamonds",
            Suit::Hearts => "hearts",
            Suit::Spades => "spades",
        }
    }

    /// One card of the suit, as in "the highest club".
    pub fn singular(self) -> &'static str {
        match self {
            Suit::Clubs => "club",
            Suit::Diamonds => "diamond",
            Suit::Hearts => "heart",
            Suit::Spades => "spade",
        }
    }

    /// The suit of a letter or symbol (lowercase letters only: callers lowercase first). The
    /// outline symbols are accepted because some keyboards and fonts only offer those.
    fn from_char(c: char) -> Option<Suit> {
        match c {
            'c' | '♣' | '♧' => Some(Suit::Clubs),
            'd' | '♦' | '♢' => Some(Suit::Diamonds),
            'h' | '♥' | '♡' => Some(Suit::Hearts),
            's' | '♠' | '♤' => Some(Suit::Spades),
            _ => None,
        }
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

impl FromStr for Suit {
    type Err = CardError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_suit(s)
    }
}

/// Text as typed, ready to compare: trimmed, lowercased, and without the variation selectors that
/// phones add after a suit symbol (`♥️` is `♥` followed by U+FE0F).
pub(super) fn normalise(text: &str) -> String {
    text.trim()
        .to_lowercase()
        .chars()
        .filter(|&c| c != '\u{FE0E}' && c != '\u{FE0F}')
        .collect()
}

/// Reads a suit as typed for `--trump` or `--led`: a letter (`H`), a symbol (`♥`, `♡`), or its
/// English, Dutch or German name, singular or plural (`hearts`, `heart`, `harten`, `hart`,
/// `Herz`), whatever the language shown.
pub fn parse_suit(text: &str) -> Result<Suit, CardError> {
    let typed = normalise(text);
    let mut chars = typed.chars();
    if let (Some(only), None) = (chars.next(), chars.next())
        && let Some(suit) = Suit::from_char(only)
    {
        return Ok(suit);
    }
    suit_named(&typed).ok_or_else(|| CardError {
        problem: crate::t!("cards-not-suit", text = text),
        legal: crate::t!("cards-suit-notation"),
    })
}

/// The rank of a standard card as printed on its face: 1 is the ace, 2–10, 11 the jack, 12 the
/// queen, 13 the king. It deliberately has no order of its own: 10 op en neer ranks the ace above
/// the king ([`Rank::ace_high`]), Tenstuff below the two, so each game says which order it means.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rank(u8);

impl Rank {
    pub const ACE: Rank = Rank(1);
    pub const TWO: Rank = Rank(2);
    pub const THREE: Rank = Rank(3);
    pub const FOUR: Rank = Rank(4);
    pub const FIVE: Rank = Rank(5);
    pub const SIX: Rank = Rank(6);
    pub const SEVEN: Rank = Rank(7);
    pub const EIGHT: Rank = Rank(8);
    pub const NINE: Rank = Rank(9);
    pub const TEN: Rank = Rank(10);
    pub const JACK: Rank = Rank(11);
    pub const QUEEN: Rank = Rank(12);
    pub const KING: Rank = Rank(13);

    /// Every rank, ace first.
    pub const ALL: [Rank; 13] = [
        Rank::ACE,
        Rank::TWO,
        Rank::THREE,
        Rank::FOUR,
        Rank::FIVE,
        Rank::SIX,
        Rank::SEVEN,
        Rank::EIGHT,
        Rank::NINE,
        Rank::TEN,
        Rank::JACK,
        Rank::QUEEN,
        Rank::KING,
    ];

    /// The rank with this face value (1 = ace ... 13 = king); anything else is no rank.
    pub fn new(value: u8) -> Option<Rank> {
        (1..=13).contains(&value).then_some(Rank(value))
    }

    /// The face value: 1 = ace, 2–10, 11 = jack, 12 = queen, 13 = king.
    pub fn value(self) -> u8 {
        self.0
    }

    /// The order for taking tricks (2 < ... < 10 < J < Q < K < A): the face value, with the ace
    /// as 14.
    pub fn ace_high(self) -> u8 {
        if self == Rank::ACE { 14 } else { self.0 }
    }

    /// How the rank is written on a card: `A`, `2`–`10`, `J`, `Q`, `K`.
    pub fn symbol(self) -> &'static str {
        match self.0 {
            1 => "A",
            2 => "2",
            3 => "3",
            4 => "4",
            5 => "5",
            6 => "6",
            7 => "7",
            8 => "8",
            9 => "9",
            10 => "10",
            11 => "J",
            12 => "Q",
            _ => "K",
        }
    }

    /// The rank as typed (already lowercased): exactly one of the symbols, `t` for 10, or a name
    /// in English, Dutch or German (`king`, `heer`, `könig`). A bare `1`, `01` or `11` is refused
    /// rather than guessed at (is `1` an ace, `11` a jack?).
    fn from_typed(typed: &str) -> Option<Rank> {
        if let Some(&(_, rank)) = RANK_NAMES.iter().find(|(name, _)| *name == typed) {
            return Some(rank);
        }
        match typed {
            "a" => Some(Rank::ACE),
            "10" | "t" => Some(Rank::TEN),
            "j" => Some(Rank::JACK),
            "q" => Some(Rank::QUEEN),
            "k" => Some(Rank::KING),
            _ => {
                let mut chars = typed.chars();
                match (chars.next(), chars.next()) {
                    (Some(digit @ '2'..='9'), None) => {
                        digit.to_digit(10).and_then(|d| Rank::new(d as u8))
                    }
                    _ => None,
                }
            }
        }
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

/// One card of the standard 52-card deck. Stored (JSON) as its ASCII code, `"KC"`, so that a stored
/// round reads the way it was typed; shown with the suit symbol, `K♣`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Card {
    pub rank: Rank,
    pub suit: Suit,
}

impl Card {
    pub fn new(rank: Rank, suit: Suit) -> Card {
        Card { rank, suit }
    }

    /// The ASCII form: rank then suit letter, `KC`, `10H`, `AS`.
    pub fn code(self) -> String {
        format!("{}{}", self.rank.symbol(), self.suit.letter())
    }

    /// All 52 cards, suit by suit (clubs first), ace to king within a suit.
    pub fn deck() -> impl Iterator<Item = Card> {
        Suit::ALL
            .into_iter()
            .flat_map(|suit| Rank::ALL.into_iter().map(move |rank| Card { rank, suit }))
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank.symbol(), self.suit.symbol())
    }
}

impl FromStr for Card {
    type Err = CardError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_card(s)
    }
}

impl From<Card> for String {
    fn from(card: Card) -> String {
        card.code()
    }
}

impl TryFrom<String> for Card {
    type Error = CardError;

    fn try_from(text: String) -> Result<Card, CardError> {
        parse_card(&text)
    }
}

/// Reads one standard card, whatever the language shown: a rank and the suit's letter or symbol
/// (`KC`, `10h`, `th`, `A♠`, `q♡`, `heer♥`), or the suit's name and the rank in one word as a
/// Dutch or German table says it, with or without a `-` (`hartenheer`, `Herzkönig`,
/// `schoppen-10`, `karoass`), or in English words (`king-of-hearts`, `10-of-spades`).
/// After a rank symbol only a suit may follow: `KHH`, `1C`, `11H` and the Tenstuff joker `JK`
/// are refused.
pub fn parse_card(text: &str) -> Result<Card, CardError> {
    let refuse = || CardError {
        problem: crate::t!("cards-not-card", text = text),
        legal: crate::t!("cards-card-notation"),
    };
    let typed = normalise(text);
    // The suit is the last character and the rank everything before it; splitting by characters,
    // never by bytes, keeps multibyte input (`K♣`, `é`) safe.
    let mut chars = typed.chars();
    if let Some(suit) = chars.next_back().and_then(Suit::from_char)
        && let Some(rank) = Rank::from_typed(chars.as_str())
    {
        return Ok(Card { rank, suit });
    }
    named_card(&typed).ok_or_else(refuse)
}

/// A card written with the suit's name: `hartenheer`, `herz-könig`, `king-of-hearts`.
fn named_card(typed: &str) -> Option<Card> {
    SUIT_NAMES.iter().find_map(|&(name, suit)| {
        let rank = if let Some(rest) = typed.strip_prefix(name) {
            rest.strip_prefix('-').unwrap_or(rest)
        } else if let Some(rest) = typed.strip_suffix(name) {
            // After the rank only a letter or symbol may follow (`KHearts` is refused), or "of".
            rest.strip_suffix("-of-")?
        } else {
            return None;
        };
        Rank::from_typed(rank).map(|rank| Card { rank, suit })
    })
}

/// Reads a list of standard cards; each argument may itself hold several cards separated by commas
/// or spaces (`KC,AS 5C`).
pub fn parse_cards(args: &[String]) -> Result<Vec<Card>, CardError> {
    args.iter()
        .flat_map(|arg| arg.split(|c: char| c == ',' || c.is_whitespace()))
        .filter(|piece| !piece.is_empty())
        .map(parse_card)
        .collect()
}

#[cfg(test)]
mod tests;
