//! The Krumme10 display referee: replays the cards laid into one shared display, turn by turn, and
//! says how it ends (exactly on target, over it, or still open), who scores, and who draws in which
//! order. The rule document is rules/krumme10.txt; where it leaves room, the house rulings of DESIGN
//! section 5 decide, and comments beside the code name the rule or ruling they implement.
//!
//! A *play* is one turn: the active player lays one card of their own; a card that lands as a 1 may
//! steal, so the thief takes a card from another player and lays it at once from its back, and when
//! that one lands as a 1 too the chain of 1s goes on. The notation (`Alma:1>Bernie:1>Carla:3`, a
//! reversing pink 4 `4p!`) is read by [`parse_play`]; names become seats at a [`Table`]; and
//! [`replay_display`] referees the plays from an empty display.
//!
//! The referee only knows what it is told: cards are written as they landed (the value on top
//! after a stolen card was flipped), and the direction of play starts clockwise, in seating order.
//! It does not check whose turn a play is: a display starts with whoever's turn it was, and a
//! reversal in an earlier display would change the order without the referee knowing.
//!
//! The referee is split along the rules: `play` reads the notation, `table` seats the players,
//! `steal` checks the chain of 1s, `resolution` says how a play ends the display (on target, the
//! jackpot, a foul) and who draws after it, and `verdict` puts the outcome in words. This module
//! replays the display card by card.

mod play;
mod resolution;
mod steal;
mod table;
mod verdict;

pub use play::{Lay, Play, Steal, parse_play};
pub use table::{Table, teams_need_a_seating};
pub use verdict::{backs_in_words, card_words};

use std::fmt;

use serde::Serialize;

use crate::games::RuleViolation;
use crate::games::cards::Krumme10Card;
use play::not_a_reversal;
use resolution::resolve;
use steal::check_steal;

pub use super::{PLAYERS, TEAM_PLAYERS};
/// Every display aims for exactly 10 ...
pub const TARGET: u8 = 10;
/// ... until a face-up 4 raises it to 15.
pub const RAISED_TARGET: u8 = 15;
/// Every player keeps three cards in front of them, drawing back up after each turn, so no more
/// than three can be stolen from one player in one turn.
pub const HAND: usize = 3;

/// The direction of play: clockwise follows the seating.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    Clockwise,
    Counterclockwise,
}

impl Direction {
    /// The other direction, after a pink 4 reversed it.
    pub fn reversed(self) -> Direction {
        match self {
            Direction::Clockwise => Direction::Counterclockwise,
            Direction::Counterclockwise => Direction::Clockwise,
        }
    }

    /// The direction in words, also its JSON form.
    pub fn as_str(self) -> &'static str {
        match self {
            Direction::Clockwise => "clockwise",
            Direction::Counterclockwise => "counterclockwise",
        }
    }
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One card in the display: the play (turn) it belongs to, from 0; who laid it; whose hand it came
/// from (another player's for a stolen card); the card as it landed; and the total and target right
/// after it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Step {
    pub play: usize,
    pub by: usize,
    pub from: usize,
    pub card: Krumme10Card,
    /// A pink 4 with which the active player reversed the direction.
    pub reverses: bool,
    pub total: u8,
    pub target: u8,
}

impl Step {
    /// Whether the card was stolen (laid by someone other than its owner).
    pub fn stolen(&self) -> bool {
        self.by != self.from
    }
}

/// A card the scorer of an exact display adds to their points: which step of the display, the card,
/// and what its back may show (the scorer may flip it when adding it, for better or worse).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ScoredCard {
    pub step: usize,
    pub card: Krumme10Card,
    pub backs: Vec<u8>,
}

/// How the display stands after the last play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "outcome", rename_all = "lowercase")]
pub enum Resolution {
    /// Below the target: the next play continues the same display.
    Open,
    /// Exactly on target: the active player scores the last card, and at 15 the jackpot of every
    /// face-up pink 4 in the display (the last card first, then the jackpot in display order).
    Exact {
        scorer: usize,
        cards: Vec<ScoredCard>,
        points: u8,
    },
    /// Over the target: these players, in this order, may score foul points.
    Foul {
        causer: usize,
        scorers: Vec<usize>,
        /// Over 15: with any of their cards; over 10: with their lowest.
        any_card: bool,
        /// The causer's teammates, who never score foul points, in turn order.
        teammates: Vec<usize>,
        /// Players who would score but have no cards left (named so, or robbed of all three this
        /// turn), in turn order.
        without_cards: Vec<usize>,
    },
}

/// A replayed display: every card, how it ended, who draws after the last turn (in order, the active
/// player last), and the direction of play after it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DisplayOutcome {
    pub steps: Vec<Step>,
    pub resolution: Resolution,
    pub draw_order: Vec<usize>,
    pub direction: Direction,
}

impl DisplayOutcome {
    /// The total after the last card.
    pub fn total(&self) -> u8 {
        self.steps.last().map_or(0, |step| step.total)
    }

    /// The target after the last card.
    pub fn target(&self) -> u8 {
        self.steps.last().map_or(TARGET, |step| step.target)
    }
}

/// How a display resolved, for the refusal of a card after it.
fn resolved_words(table: &Table, resolution: &Resolution, play: usize) -> String {
    match resolution {
        Resolution::Exact { scorer, .. } => {
            format!(
                "{} hit the target exactly at play {}",
                table.name(*scorer),
                play + 1
            )
        }
        Resolution::Foul { causer, .. } => {
            format!(
                "{} went over the target at play {}",
                table.name(*causer),
                play + 1
            )
        }
        Resolution::Open => format!("play {}", play + 1),
    }
}

/// Checks what a seated play built without [`parse_play`] may hold: seats at the table, cards of
/// the deck, `!` only on a pink 4.
fn check_shape(table: &Table, play: &Play) -> Result<(), RuleViolation> {
    let seats = std::iter::once(play.player).chain(play.steals.iter().map(|s| s.victim));
    for seat in seats {
        if seat >= table.names().len() {
            return Err(RuleViolation::malformed(
                format!("seat {} is not at the table", seat.saturating_add(1)),
                format!("the table has {} seats", table.names().len()),
            ));
        }
    }
    let lays = std::iter::once(play.lay).chain(play.steals.iter().map(|s| s.lay));
    for lay in lays {
        if !lay.card.is_valid() {
            return Err(RuleViolation::malformed(
                format!("a card of value {} is not a Krumme10 card", lay.card.value),
                "a Krumme10 card is its face-up value 0 to 5; only a 4 is pink",
            ));
        }
        if lay.reverse && lay.card != Krumme10Card::PINK_FOUR {
            return Err(not_a_reversal(&lay.notation()));
        }
    }
    Ok(())
}

/// Replays one display from an empty middle, play by play. Refused (exit 3): a table Krumme10 is
/// not played at ([`Table::check_players`]); a play by a player
/// with no cards; a steal after a card that did not land as a 1, from the thief themselves, from a
/// player with no cards, or a fourth from one player in one turn; and any card after the display
/// was resolved. Malformed (exit 2): no plays, seats not at the table, cards not of the deck.
pub fn replay_display(table: &Table, plays: &[Play]) -> Result<DisplayOutcome, RuleViolation> {
    if plays.is_empty() {
        return Err(RuleViolation::malformed(
            "no plays were given",
            "give the plays in order, e.g. Alma:3 Bernie:1>Carla:2",
        ));
    }
    table.check_players()?;
    let players = table.names().len();
    let mut steps: Vec<Step> = Vec::new();
    let mut total: u8 = 0;
    let mut target = TARGET;
    let mut direction = Direction::Clockwise;
    let mut last: Option<(Resolution, Vec<usize>)> = None;
    for (index, play) in plays.iter().enumerate() {
        check_shape(table, play)?;
        check_turn(
            table,
            play,
            index,
            last.as_ref().map(|(resolution, _)| resolution),
        )?;
        let active = play.player;
        let mut robbed = vec![0usize; players];
        let lays = std::iter::once((active, play.lay))
            .chain(play.steals.iter().map(|steal| (steal.victim, steal.lay)));
        for (position, (from, lay)) in lays.enumerate() {
            if position > 0 {
                check_steal(table, &steps, active, from, lay, &robbed)?;
                robbed[from] += 1;
            }
            // Every face-up 4, blue or pink, raises the target to 15 before its value is added, so
            // a 4 never fouls against 10 (house ruling, "the pink 4 prevents a foul").
            if lay.card.value == 4 {
                target = RAISED_TARGET;
            }
            total = total.saturating_add(lay.card.value);
            // A pink 4 lets the active player reverse the direction, at once.
            if lay.reverse {
                direction = direction.reversed();
            }
            steps.push(Step {
                play: index,
                by: active,
                from,
                card: lay.card,
                reverses: lay.reverse,
                total,
                target,
            });
        }
        last = Some(resolve(table, &steps, active, &robbed, direction));
    }
    let (resolution, draw_order) = last.unwrap_or((Resolution::Open, Vec::new()));
    Ok(DisplayOutcome {
        steps,
        resolution,
        draw_order,
        direction,
    })
}

/// Whether the play at `index` may be played at all: not after the display resolved at the end of
/// an earlier play (`before` is how the display stood after the play before), and not by a player
/// with no cards left.
fn check_turn(
    table: &Table,
    play: &Play,
    index: usize,
    before: Option<&Resolution>,
) -> Result<(), RuleViolation> {
    let name = table.name(play.player);
    // The display resolved at the end of an earlier play: it has been cleared.
    if let Some(resolution @ (Resolution::Exact { .. } | Resolution::Foul { .. })) = before {
        return Err(after_resolution(
            format!("{name}'s {}", play.lay.card),
            resolved_words(table, resolution, index - 1),
        ));
    }
    // No cards left, no more play (Showdown).
    if !table.has_cards(play.player) {
        return Err(RuleViolation::rule(
            format!(
                "{name} has no cards left (named with --empty) but plays {}",
                crate::games::a_or_an(&play.lay.card.to_string())
            ),
            "leave out --empty for a player who still plays",
        ));
    }
    Ok(())
}

fn after_resolution(card: String, resolved: String) -> RuleViolation {
    RuleViolation::rule(
        format!("{card} is a card after the display was resolved ({resolved})"),
        "a resolved display is cleared: check the next display on its own",
    )
}

#[cfg(test)]
mod tests;
