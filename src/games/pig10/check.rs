//! `tenscore check pig10`: what a pile may become after a card (here), who takes a pile (`pile`)
//! and a whole deal (`deal`).

use clap::Subcommand;
use serde::Serialize;

use super::cards::parse_pig10_card;
use crate::games::Verdict;
use crate::games::forms::{
    CheckForms, RecordedRound, RoundWanted, capitalised, forms_command, illegal_or_error,
    read_form, verdict,
};
use crate::games::names::safe_text as sanitize;
use crate::games::pig10::{self, Lead, PlayOption, Way};
use crate::games::{RuleViolation, numbers};
use crate::t;

mod deal;
mod pile;

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
        #[arg(long, value_name = "N", default_value_t = 0, value_parser = pile_value)]
        pile: u8,

        /// The card just before it in the pile
        #[arg(long, value_name = "CARD")]
        previous: Option<String>,

        /// The card played
        #[arg(value_name = "CARD")]
        card: String,

        /// The pile value the player called; exit 3 when no legal choice gives it
        #[arg(long, value_name = "N", value_parser = said_value)]
        says: Option<u64>,
    },
    /// Replay a pile play by play: its values, the choices each player had, and who takes it
    #[command(after_help = "\
Plays follow the seating, clockwise, from whoever laid the first card; players without cards
are skipped when named with --skip.
Without --players the seating is read from the plays as if they were in turn: each player sits
where their first play was; a single play needs no seating. --skip needs --players: where a
player without cards sits decides who takes a pile that goes over 10.
Example: tenscore check pig10 pile Steve:4 Sally:3 Jane:2 Claudio:6
Example: tenscore check pig10 pile --players Ann,Bob,Cy,Dee --skip Cy Ann:4 Bob:3 Dee:6")]
    Pile {
        /// The players in seating order, clockwise [default: read from the plays, see below]
        #[arg(long, value_name = "A,B,...", value_delimiter = ',')]
        players: Vec<String>,

        /// Players who have no cards left (their turn is skipped; with --players)
        #[arg(long, value_name = "NAME,...", value_delimiter = ',')]
        skip: Vec<String>,

        /// The plays in order, each NAME:CARD or NAME:CARD@CALLED
        #[arg(value_name = "NAME:CARD[@CALLED]", required = true, num_args = 1..)]
        plays: Vec<String>,
    },
    /// Replay a whole deal pile after pile: who takes each pile and the cards each player collected
    #[command(after_help = "\
The plays follow each other clockwise from whoever laid the first card; a pile that reaches 10
or more is taken and the next play starts a new pile, by the player after the one who laid its
last card. Cards of a last pile that nobody took belong to nobody.
With --cards (the cards the deal was played with: 3 each, the rest drawn after every turn) every
player must play all the cards the deal gives them and no more.
With --round (and --match) the cards collected are compared with that recorded deal, played at
the match's seating: leave out --players to take it (given, it must be the same order).
Example: tenscore check pig10 deal --players Ann,Bob Ann:4 Bob:6 Ann:3 Bob:9
Example: tenscore check pig10 deal --match 2 --round 1 Ann:4 Bob:6 ...")]
    Deal {
        /// The players in seating order, clockwise [default with --round: the match's seating]
        #[arg(
            long,
            value_name = "A,B,...",
            value_delimiter = ',',
            required_unless_present = "round"
        )]
        players: Vec<String>,

        /// The cards the deal was played with; every player must then play their share
        #[arg(long, value_name = "N", value_parser = deal_cards)]
        cards: Option<u32>,

        /// The match whose deal --round names [default: the most recent unfinished match]
        #[arg(long = "match", value_name = "M", requires = "round", value_parser = numbers::match_number)]
        r#match: Option<i64>,

        /// Compare with this recorded deal, counted from 1
        #[arg(long, value_name = "R", value_parser = numbers::round_number)]
        round: Option<u32>,

        /// The plays of the deal in order, each NAME:CARD or NAME:CARD@CALLED
        #[arg(value_name = "NAME:CARD[@CALLED]", required = true, num_args = 1..)]
        plays: Vec<String>,
    },
}

/// `check pig10 play --json`: every value the pile may take after the card, ascending, one
/// option per value, and why; not legal when the value the player called is not among them.
#[derive(Debug, Serialize)]
struct PlayVerdict<'a> {
    legal: bool,
    values: Vec<u8>,
    options: Vec<ValueOption<'a>>,
    reason: String,
}

/// One value the pile may take: the rule in words, the ways the card makes it, and what it leads
/// to.
#[derive(Debug, Serialize)]
struct ValueOption<'a> {
    value: u8,
    rule: String,
    ways: &'a [Way],
    leads_to: Lead,
}

/// `check pig10`, reached through the game's entry in `GAMES`.
pub struct Pig10Forms;

impl CheckForms for Pig10Forms {
    fn command(&self) -> clap::Command {
        forms_command::<Pig10Check>(
            super::ABOUT.id,
            super::ABOUT.aliases,
            "Pig 10: what a card makes of a pile, who takes it, a whole deal",
        )
    }

    fn check(
        &self,
        matches: &clap::ArgMatches,
        recorded: Option<&RecordedRound>,
    ) -> Result<Verdict, RuleViolation> {
        run(read_form(matches)?, recorded)
    }

    /// `check pig10 deal --round R [--match M]`: the recorded deal to compare with.
    fn round_wanted(&self, matches: &clap::ArgMatches) -> Option<RoundWanted> {
        match read_form(matches) {
            Ok(Pig10Check::Deal {
                r#match,
                round: Some(round),
                ..
            }) => Some(RoundWanted {
                match_id: r#match,
                round: Some(round),
            }),
            _ => None,
        }
    }
}

fn run(what: Pig10Check, recorded: Option<&RecordedRound>) -> Result<Verdict, RuleViolation> {
    match what {
        Pig10Check::Play {
            pile,
            previous,
            card,
            says,
        } => play(pile, previous.as_deref(), &card, says),
        Pig10Check::Pile {
            players,
            skip,
            plays,
        } => pile::pile(&players, &skip, &plays),
        Pig10Check::Deal {
            players,
            cards,
            plays,
            ..
        } => deal::deal(&players, cards, recorded, &plays),
    }
}

/// Each option with its rule in words, for the JSON.
fn value_options<'a>(card: u8, pile: u8, options: &'a [PlayOption]) -> Vec<ValueOption<'a>> {
    options
        .iter()
        .map(|o| ValueOption {
            value: o.value,
            rule: rules_in_words(card, pile, o),
            ways: &o.ways,
            leads_to: o.leads_to,
        })
        .collect()
}

fn rules_in_words(card: u8, pile: u8, option: &PlayOption) -> String {
    option
        .ways
        .iter()
        .map(|way| way.describe(card, pile))
        .reduce(|first, next| t!("pig10-way-or", first = first, next = next))
        .unwrap_or_default()
}

/// `--says N`: any whole number (one no play makes is the rules' to refuse); what is no number is
/// refused saying what to write, as `5@x` is.
fn said_value(text: &str) -> Result<u64, numbers::FlagError> {
    let said = numbers::within(text, |typed| numbers::OutOfRange {
        problem: t!("pig10-says-too-large", value = typed),
        fix: t!("pig10-says-too-large-hint"),
    });
    said.map_err(|e| -> numbers::FlagError {
        match e.downcast::<numbers::NumberError>() {
            Ok(e) if matches!(*e, numbers::NumberError::Unreadable(_)) => {
                format!("{}; {}", e, t!("pig10-says-notation")).into()
            }
            Ok(e) => e,
            Err(e) => e,
        }
    })
}

/// `--pile N`: digits beyond any pile are refused with the values a pile in play has.
fn pile_value(text: &str) -> Result<u8, numbers::FlagError> {
    numbers::within(text, |typed| numbers::OutOfRange {
        problem: t!("pig10-pile-too-large", value = typed),
        fix: t!("pig10-pile-gone-legal"),
    })
}

/// `deal --cards N`: digits beyond the box are refused with what the box holds.
fn deal_cards(text: &str) -> Result<u32, numbers::FlagError> {
    numbers::within(text, |typed| numbers::OutOfRange {
        problem: t!("pig10-cards-too-large", value = typed),
        fix: t!("pig10-cards-too-large-hint", most = pig10::BOX_CARDS),
    })
}

/// A card written with its called value (`5@8`), the notation of `pile` and `deal`: `play` takes
/// the card alone and the value after --says, said so with what to type (for `previous`, the
/// card before, no called value at all).
fn called_in_card(text: &str, previous: bool) -> Result<(), RuleViolation> {
    let Some((card, called)) = text.split_once('@') else {
        return Ok(());
    };
    if parse_pig10_card(card).is_err() {
        return Ok(());
    }
    let text = sanitize(text.trim()).to_string();
    let (card, called) = (card.trim().to_string(), sanitize(called.trim()).to_string());
    Err(if previous {
        RuleViolation::malformed(
            t!("pig10-play-previous-called", text = text),
            t!("pig10-play-previous-called-hint", card = card),
        )
    } else {
        RuleViolation::malformed(
            t!("pig10-play-card-called", text = text),
            t!("pig10-play-card-called-hint", card = card, called = called),
        )
    })
}

fn play(
    pile: u8,
    previous: Option<&str>,
    card: &str,
    says: Option<u64>,
) -> Result<Verdict, RuleViolation> {
    pig10::check_pile(pile)?;
    called_in_card(card, false)?;
    if let Some(previous) = previous {
        called_in_card(previous, true)?;
    }
    let card = parse_pig10_card(card).map_err(RuleViolation::from)?;
    let previous = previous
        .map(parse_pig10_card)
        .transpose()
        .map_err(RuleViolation::from)?;
    if let Some(previous) = previous {
        pig10::check_previous(pile, previous)?;
    }
    let options = pig10::play_options(pile, previous, card);
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
            pig10::can_make(card, pile, previous, pig10::values_in_words(&options)),
        ),
        // The value said is one of several: the others are named too, as a refusal names them.
        Some(called) if values.iter().any(|&v| u64::from(v) == called) => (
            true,
            match options.len() {
                1 => pig10::can_make(card, pile, previous, called.to_string()),
                _ => format!(
                    "{}; {}",
                    pig10::can_make(card, pile, previous, called.to_string()),
                    pig10::legal_values(&options)
                ),
            },
        ),
        Some(called) => (
            false,
            format!(
                "{}; {}",
                pig10::cannot_make(card, pile, previous, called),
                pig10::legal_values(&options)
            ),
        ),
    };
    let head = if legal {
        t!("pig10-verdict-legal", reason = &reason)
    } else {
        t!("pig10-verdict-illegal", reason = &reason)
    };
    lines.insert(0, head);
    verdict(
        legal,
        lines.join("\n"),
        PlayVerdict {
            legal,
            values,
            options: value_options(card, pile, &options),
            reason,
        },
    )
}
