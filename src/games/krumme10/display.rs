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
//! after a stolen card was flipped), and the direction of play starts clockwise, in seating order,
//! unless it is told that a reversal in an earlier display left it counterclockwise. It checks
//! whose turn each play is: a display starts with whoever's turn it was (the first play's
//! player; who starts a game, the table decides), and each play after it is by the next player
//! in the current direction who still has cards. A pink 4's reversal turns it at once, for the
//! next play already, until the next reversal; the player who played last plays again only when
//! no one else has cards ([`Table::next_turn`]).
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
pub use verdict::{backs_in_words, card_words, words_list};

use std::fmt;

use serde::Serialize;

use crate::games::RuleViolation;
use crate::games::krumme10::cards::Krumme10Card;
use crate::t;
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

/// The direction in words, in the reader's language.
impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&t!("krumme10-direction", direction = self.as_str()))
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

/// A replayed display: the direction of play it started in, every card, how it ended, who draws
/// after the last turn (in order, the active player last), and the direction of play after it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DisplayOutcome {
    pub starting_direction: Direction,
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
        Resolution::Exact { scorer, .. } => t!(
            "krumme10-resolved-exact",
            name = table.name(*scorer),
            play = play + 1
        ),
        Resolution::Foul { causer, .. } => t!(
            "krumme10-resolved-foul",
            name = table.name(*causer),
            play = play + 1
        ),
        Resolution::Open => t!("krumme10-resolved-open", play = play + 1),
    }
}

/// Checks what a seated play built without [`parse_play`] may hold: seats at the table, cards of
/// the deck, `!` only on a pink 4.
fn check_shape(table: &Table, play: &Play) -> Result<(), RuleViolation> {
    let seats = std::iter::once(play.player).chain(play.steals.iter().map(|s| s.victim));
    for seat in seats {
        if seat >= table.names().len() {
            return Err(RuleViolation::malformed(
                t!("krumme10-no-such-seat", seat = seat.saturating_add(1)),
                t!("krumme10-seats-at-table", count = table.names().len()),
            ));
        }
    }
    let lays = std::iter::once(play.lay).chain(play.steals.iter().map(|s| s.lay));
    for lay in lays {
        if !lay.card.is_valid() {
            return Err(RuleViolation::malformed(
                t!("krumme10-not-a-card", value = lay.card.value),
                t!("krumme10-not-a-card-legal"),
            ));
        }
        if lay.reverse && lay.card != Krumme10Card::PINK_FOUR {
            return Err(not_a_reversal(&lay.notation()));
        }
    }
    Ok(())
}

/// Replays one display from an empty middle, play by play, play going `start` when it begins
/// (clockwise, unless a pink 4 in an earlier display reversed it). Refused (exit 3): a table
/// Krumme10 is not played at ([`Table::check_players`]); a play by a player with no cards, or out
/// of turn (after the first play, each is by the next player in the current direction who still
/// has cards); a steal after a card that did not land as a 1, from the thief themselves, from a
/// player with no cards, or a fourth from one player in one turn; and any card after the display
/// was resolved. Malformed (exit 2): no plays, seats not at the table, cards not of the deck.
pub fn replay_display(
    table: &Table,
    start: Direction,
    plays: &[Play],
) -> Result<DisplayOutcome, RuleViolation> {
    if plays.is_empty() {
        return Err(RuleViolation::malformed(
            t!("krumme10-no-plays"),
            t!("krumme10-no-plays-legal"),
        ));
    }
    table.check_players()?;
    let players = table.names().len();
    let mut steps: Vec<Step> = Vec::new();
    let mut total: u8 = 0;
    let mut target = TARGET;
    let mut direction = start;
    let mut last: Option<(Resolution, Vec<usize>)> = None;
    for (index, play) in plays.iter().enumerate() {
        check_shape(table, play)?;
        check_turn(
            table,
            play,
            last.as_ref().map(|(resolution, _)| resolution),
            &steps,
            Turn { start, direction },
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
            // A pink 4 lets the active player reverse the direction, at once and until the next
            // reversal (house ruling), whether it was their own or a stolen one: the foul scorers
            // and the draw order of this play, and whose turn comes next, go the new way.
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
        starting_direction: start,
        steps,
        resolution,
        draw_order,
        direction,
    })
}

/// Which way play goes: as the display started, and now (after any reversal so far).
#[derive(Clone, Copy, Debug)]
struct Turn {
    start: Direction,
    direction: Direction,
}

/// Whether the next play may be played at all: not after the display resolved at the end of an
/// earlier play (`before` is how the display stood after the play before), not by a player with
/// no cards left, and only by the player whose turn it is (`steps` are the cards so far).
fn check_turn(
    table: &Table,
    play: &Play,
    before: Option<&Resolution>,
    steps: &[Step],
    turn: Turn,
) -> Result<(), RuleViolation> {
    let name = table.name(play.player);
    // The display resolved at the end of an earlier play: it has been cleared.
    if let Some(resolution @ (Resolution::Exact { .. } | Resolution::Foul { .. })) = before {
        let previous = steps.last().map_or(0, |step| step.play);
        return Err(after_resolution(
            t!(
                "krumme10-card-of",
                name = name,
                card = play.lay.card.to_string()
            ),
            resolved_words(table, resolution, previous),
        ));
    }
    // No cards left, no more play (Showdown).
    if !table.has_cards(play.player) {
        return Err(RuleViolation::rule(
            t!(
                "krumme10-empty-plays",
                name = name,
                card = play.lay.card.to_string()
            ),
            t!("krumme10-empty-plays-legal"),
        ));
    }
    // The first play is by whoever's turn it was; each play after it by the next player in the
    // current direction who still has cards.
    let Some(previous) = steps.last() else {
        return Ok(());
    };
    let due = table.next_turn(previous.by, turn.direction);
    if due == Some(play.player) {
        return Ok(());
    }
    Err(out_of_turn(table, play.player, due, previous, steps, turn))
}

/// The refusal of a play out of turn: who played, whose turn it was, and why (which way play
/// goes and since when, and who was skipped for having no cards). `previous` is the last card of
/// the play before.
fn out_of_turn(
    table: &Table,
    player: usize,
    due: Option<usize>,
    previous: &Step,
    steps: &[Step],
    turn: Turn,
) -> RuleViolation {
    let name = table.name(player);
    let reversal = steps.iter().rev().find(|step| step.reverses);
    let after = match reversal {
        Some(step) if step.play == previous.play => pink_four_words(table, step),
        _ => table.name(previous.by).to_string(),
    };
    // A table of one, seated from the plays: the others are unknown, so they have cards.
    let Some(due) = due else {
        return RuleViolation::rule(
            t!("krumme10-out-of-turn-alone", name = name, after = after),
            t!("krumme10-out-of-turn-alone-legal"),
        );
    };
    let due_name = table.name(due);
    let since = match reversal {
        Some(step) if step.play != previous.play => format!(
            " {}",
            t!(
                "krumme10-reversed-since",
                four = pink_four_words(table, step),
                play = step.play + 1
            )
        ),
        None if turn.start == Direction::Counterclockwise => {
            format!(" {}", t!("krumme10-reversed-from-start"))
        }
        _ => String::new(),
    };
    let skipped: Vec<usize> = table
        .turn_order_after(previous.by, turn.direction)
        .into_iter()
        .take_while(|&seat| seat != due)
        .collect();
    let skipped = match skipped.as_slice() {
        [] => String::new(),
        many => format!(
            "; {}",
            t!(
                "krumme10-skipped",
                names = verdict::and_list(table, many),
                count = many.len()
            )
        ),
    };
    let mut legal = t!("krumme10-out-of-turn-legal", due = due_name);
    if player == previous.by {
        legal.push_str(&t!("krumme10-out-of-turn-twice"));
    }
    // In turn the other way round, and nothing in this display reversed the direction: perhaps a
    // pink 4 in an earlier display did (or did not).
    let other_way = table.next_turn(previous.by, turn.direction.reversed()) == Some(player);
    if other_way && reversal.is_none() && !table.seated_from_plays() {
        legal.push_str("; ");
        legal.push_str(&match turn.start {
            Direction::Clockwise => t!("krumme10-hint-counterclockwise"),
            Direction::Counterclockwise => t!("krumme10-hint-clockwise"),
        });
    }
    RuleViolation::rule(
        t!(
            "krumme10-out-of-turn",
            name = name,
            after = after,
            due = due_name,
            direction = turn.direction.to_string(),
            since = since,
            skipped = skipped
        ),
        legal,
    )
}

/// The pink 4 of a reversal: "Bernie's pink 4", "the pink 4 Bernie stole from Carla".
fn pink_four_words(table: &Table, step: &Step) -> String {
    if step.stolen() {
        t!(
            "krumme10-pink-four-stolen",
            thief = table.name(step.by),
            victim = table.name(step.from)
        )
    } else {
        t!("krumme10-pink-four-own", name = table.name(step.by))
    }
}

fn after_resolution(card: String, resolved: String) -> RuleViolation {
    RuleViolation::rule(
        t!(
            "krumme10-after-resolution",
            card = card,
            resolved = resolved
        ),
        t!("krumme10-after-resolution-legal"),
    )
}

#[cfg(test)]
mod tests;
