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

use std::fmt;

use serde::Serialize;

use crate::games::RuleViolation;
use crate::games::cards::{Krumme10Card, krumme10_backs, parse_krumme10_card};

pub use super::{PLAYERS, TEAM_PLAYERS};
/// Every display aims for exactly 10 ...
pub const TARGET: u8 = 10;
/// ... until a face-up 4 raises it to 15.
pub const RAISED_TARGET: u8 = 15;
/// Every player keeps three cards in front of them, drawing back up after each turn, so no more
/// than three can be stolen from one player in one turn.
pub const HAND: usize = 3;

/// How plays are written, for error messages.
const PLAY_NOTATION: &str = "write each play as NAME:CARD, a steal as NAME:1>VICTIM:CARD (the \
                             stolen card as it landed), e.g. Alma:1>Bernie:3; a pink 4 that \
                             reverses the direction is 4p!";

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

/// One card laid into the display, as it landed face up, and whether a pink 4 reversed the
/// direction with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lay {
    pub card: Krumme10Card,
    pub reverse: bool,
}

impl Lay {
    /// A card laid without reversing the direction.
    pub fn of(card: Krumme10Card) -> Lay {
        Lay {
            card,
            reverse: false,
        }
    }

    /// The lay as written: `3`, `4p`, `4p!`.
    pub fn notation(self) -> String {
        if self.reverse {
            format!("{}!", self.card)
        } else {
            self.card.to_string()
        }
    }
}

/// A card stolen by a 1 and laid at once from its back; `P` names the victim (a seat, or a name
/// as typed).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Steal<P = usize> {
    pub victim: P,
    pub lay: Lay,
}

/// One turn: the active player's own card, then the chain of stolen cards in order. `P` is a seat
/// once the play is seated at a [`Table`], or a name as typed before.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Play<P = usize> {
    pub player: P,
    pub lay: Lay,
    pub steals: Vec<Steal<P>>,
}

impl Play<String> {
    /// Every name in the play, in the order written: the player, then each victim.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        std::iter::once(self.player.as_str()).chain(self.steals.iter().map(|s| s.victim.as_str()))
    }
}

/// Reads one play: `Alma:3`, `Alma:4p!`, `Alma:1>Bernie:3`, `Alma:1>Bernie:1>Carla:3`. Names are
/// kept as typed (trimmed); a [`Table`] turns them into seats.
pub fn parse_play(text: &str) -> Result<Play<String>, RuleViolation> {
    let not_a_play =
        || RuleViolation::malformed(format!("'{}' is not a play", text.trim()), PLAY_NOTATION);
    let mut pieces = text.split('>').map(|piece| {
        let (name, card) = piece.split_once(':').ok_or_else(not_a_play)?;
        let name = name.trim();
        if name.is_empty() {
            return Err(not_a_play());
        }
        Ok((name.to_string(), parse_lay(card)?))
    });
    let (player, lay) = pieces.next().ok_or_else(not_a_play)??;
    let steals = pieces
        .map(|piece| piece.map(|(victim, lay)| Steal { victim, lay }))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Play {
        player,
        lay,
        steals,
    })
}

/// Reads a card of a play, with `!` after a pink 4 that reverses the direction.
fn parse_lay(text: &str) -> Result<Lay, RuleViolation> {
    let typed = text.trim();
    let (card, reverse) = match typed.strip_suffix('!') {
        Some(card) => (card, true),
        None => (typed, false),
    };
    let card = parse_krumme10_card(card)?;
    // Only a pink 4 lets the active player reverse the direction.
    if reverse && card != Krumme10Card::PINK_FOUR {
        return Err(not_a_reversal(typed));
    }
    Ok(Lay { card, reverse })
}

fn not_a_reversal(typed: &str) -> RuleViolation {
    RuleViolation::malformed(
        format!("'{typed}' cannot reverse the direction: only a pink 4 does"),
        "write ! only after a pink 4: 4p!",
    )
}

/// The players around the table: names in seating order (clockwise), the teams if they play in
/// teams, and who has no cards left.
///
/// Building a table only refuses what cannot be read (exit 2: empty or repeated names, an unknown
/// name in `empty`); whether the game can be played at it (exit 3) is [`Table::check_players`],
/// which [`replay_display`] calls first, so that malformed plays are reported before rule questions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    names: Vec<String>,
    /// Teams were asked for (they count only at a table of 4 to 6).
    teams: bool,
    /// Seated in the order the plays named them: the other players are unknown, so fewer than two
    /// names are fine.
    inferred: bool,
    /// Seats without cards: they cannot play, be stolen from, or score foul points.
    empty: Vec<bool>,
}

impl Table {
    /// A table seated as given (clockwise), in teams or not, with `empty` naming the players with
    /// no cards left.
    pub fn new(names: Vec<String>, teams: bool, empty: &[String]) -> Result<Table, RuleViolation> {
        Table::seated(names, teams, false, empty)
    }

    /// The seating when no `--players` were given: the order in which the names first appear in
    /// the plays (victims included), without teams.
    pub fn inferred(plays: &[Play<String>], empty: &[String]) -> Result<Table, RuleViolation> {
        let mut names: Vec<String> = Vec::new();
        for name in plays.iter().flat_map(Play::names) {
            if !names.iter().any(|known| same_name(known, name)) {
                names.push(name.trim().to_string());
            }
        }
        Table::seated(names, false, true, empty)
    }

    /// Whether Krumme10 can be played at this table: 2 to 6 players (at most 6 named, when the
    /// seating comes from the plays), and teams only for 4 to 6.
    pub fn check_players(&self) -> Result<(), RuleViolation> {
        let players = self.names.len();
        if self.inferred && players > *PLAYERS.end() {
            return Err(RuleViolation::rule(
                format!("Krumme10 is played by 2 to 6 players, but the plays name {players}"),
                "seat 2 to 6 players",
            ));
        }
        if !self.inferred && !PLAYERS.contains(&players) {
            return Err(RuleViolation::rule(
                format!("Krumme10 is played by 2 to 6 players, not {players}"),
                "seat 2 to 6 players",
            ));
        }
        if self.teams && !TEAM_PLAYERS.contains(&players) {
            return Err(teams_need_4_to_6(Some(players)));
        }
        Ok(())
    }

    fn seated(
        names: Vec<String>,
        teams: bool,
        inferred: bool,
        empty: &[String],
    ) -> Result<Table, RuleViolation> {
        for (seat, name) in names.iter().enumerate() {
            if name.trim().is_empty() {
                return Err(RuleViolation::malformed(
                    "a player name is empty",
                    "separate names with single commas, e.g. --players Ann,Bob,Cy",
                ));
            }
            if names[..seat].iter().any(|other| same_name(other, name)) {
                return Err(RuleViolation::malformed(
                    format!("two players are called '{}'", name.trim()),
                    "give each player a different name, e.g. Ann and Ann B",
                ));
            }
        }
        let mut table = Table {
            empty: vec![false; names.len()],
            names,
            teams,
            inferred,
        };
        for name in empty.iter().filter(|name| !name.trim().is_empty()) {
            let seat = table.seat_named(name)?;
            table.empty[seat] = true;
        }
        Ok(table)
    }

    /// The names in seating order.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The name at a seat ("?" for a seat that is not at the table, which a seated play never has).
    pub fn name(&self, seat: usize) -> &str {
        self.names.get(seat).map_or("?", String::as_str)
    }

    /// The team of a seat (0 = A, 1 = B, 2 = C), when playing in teams at a table of 4 to 6.
    pub fn team_of(&self, seat: usize) -> Option<usize> {
        if !self.teams {
            return None;
        }
        // Teams follow the seating: ABAB, ABCAB, ABABAB.
        super::team_of_seat(self.names.len())?.get(seat).copied()
    }

    /// Whether two different seats play in the same team.
    pub fn teammates(&self, one: usize, other: usize) -> bool {
        one != other && self.team_of(one).is_some() && self.team_of(one) == self.team_of(other)
    }

    /// Whether the player at a seat still has cards.
    pub fn has_cards(&self, seat: usize) -> bool {
        self.empty.get(seat).is_some_and(|empty| !empty)
    }

    /// The seat of a player named as typed (case-insensitive).
    pub fn seat_of(&self, name: &str) -> Option<usize> {
        self.names.iter().position(|known| same_name(known, name))
    }

    /// The seat of a player named as typed; an unknown name is malformed input (exit 2).
    pub fn seat_named(&self, name: &str) -> Result<usize, RuleViolation> {
        self.seat_of(name).ok_or_else(|| {
            RuleViolation::malformed(
                format!("'{}' is not among the players", name.trim()),
                if self.names.is_empty() {
                    "name the players with --players".to_string()
                } else {
                    format!("name one of {}", self.names.join(", "))
                },
            )
        })
    }

    /// A play with its names turned into seats.
    pub fn seat_play(&self, play: &Play<String>) -> Result<Play, RuleViolation> {
        Ok(Play {
            player: self.seat_named(&play.player)?,
            lay: play.lay,
            steals: play
                .steals
                .iter()
                .map(|steal| {
                    Ok(Steal {
                        victim: self.seat_named(&steal.victim)?,
                        lay: steal.lay,
                    })
                })
                .collect::<Result<_, RuleViolation>>()?,
        })
    }

    /// Every other seat in turn order after `seat`, going `direction`.
    pub fn turn_order_after(&self, seat: usize, direction: Direction) -> Vec<usize> {
        let players = self.names.len();
        (1..players)
            .map(|step| match direction {
                Direction::Clockwise => (seat % players + step) % players,
                Direction::Counterclockwise => (seat % players + players - step) % players,
            })
            .collect()
    }
}

fn same_name(one: &str, other: &str) -> bool {
    one.trim().to_lowercase() == other.trim().to_lowercase()
}

fn teams_need_4_to_6(players: Option<usize>) -> RuleViolation {
    RuleViolation::rule(
        match players {
            Some(players) => format!("teams need 4 to 6 players, not {players}"),
            None => "teams need 4 to 6 players, seated with --players".to_string(),
        },
        "seat 4 to 6 players with --players, or play without --teams",
    )
}

/// The refusal of `--teams` without a seating: teams follow the seating, so it must be given.
pub fn teams_need_a_seating() -> RuleViolation {
    teams_need_4_to_6(None)
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
        if seat >= table.names.len() {
            return Err(RuleViolation::malformed(
                format!("seat {} is not at the table", seat.saturating_add(1)),
                format!("the table has {} seats", table.names.len()),
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
    let players = table.names.len();
    let mut steps: Vec<Step> = Vec::new();
    let mut total: u8 = 0;
    let mut target = TARGET;
    let mut direction = Direction::Clockwise;
    let mut last: Option<(Resolution, Vec<usize>)> = None;
    for (index, play) in plays.iter().enumerate() {
        check_shape(table, play)?;
        let active = play.player;
        let name = table.name(active);
        // The display resolved at the end of an earlier play: it has been cleared.
        if let Some((resolution @ (Resolution::Exact { .. } | Resolution::Foul { .. }), _)) = &last
        {
            return Err(after_resolution(
                format!("{name}'s {}", play.lay.card),
                resolved_words(table, resolution, index - 1),
            ));
        }
        // No cards left, no more play (Showdown).
        if !table.has_cards(active) {
            return Err(RuleViolation::rule(
                format!(
                    "{name} has no cards left (named with --empty) but plays a {}",
                    play.lay.card
                ),
                "leave out --empty for a player who still plays",
            ));
        }
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

fn after_resolution(card: String, resolved: String) -> RuleViolation {
    RuleViolation::rule(
        format!("{card} is a card after the display was resolved ({resolved})"),
        "a resolved display is cleared: check the next display on its own",
    )
}

/// Checks one steal of a chain: the display must still be in play, the card before must have
/// landed as a 1, and the victim must be another player who still has a card to take.
fn check_steal(
    table: &Table,
    steps: &[Step],
    active: usize,
    victim: usize,
    lay: Lay,
    robbed: &[usize],
) -> Result<(), RuleViolation> {
    let thief = table.name(active);
    let victim_name = table.name(victim);
    // The chain stops when the display goes over the target: the foul resolves it at once.
    if steps
        .last()
        .is_some_and(|before| before.total > before.target)
    {
        return Err(after_resolution(
            format!("the {} stolen from {victim_name}", lay.card),
            format!("{thief} went over the target with the card before"),
        ));
    }
    // Only a card that lands as a 1 may steal; the chain of 1s goes on while stolen cards land as 1.
    if let Some(before) = steps.last()
        && before.card.value != 1
    {
        let which = if before.stolen() {
            format!(
                "the {} stolen from {}",
                before.card,
                table.name(before.from)
            )
        } else {
            format!("{thief}'s own {}", before.card)
        };
        return Err(RuleViolation::rule(
            format!(
                "{thief} cannot steal from {victim_name}: {which} did not land as a 1, and only a 1 \
                 may steal"
            ),
            "the chain of 1s goes on only while cards land as 1: end the play there",
        ));
    }
    // A 1 steals from another player (teammates allowed), never from the thief.
    if victim == active {
        return Err(RuleViolation::rule(
            format!("{thief} cannot steal from {thief}: a 1 steals from another player"),
            "name another player (a teammate is allowed) as the one stolen from",
        ));
    }
    if !table.has_cards(victim) {
        return Err(RuleViolation::rule(
            format!("{thief} cannot steal from {victim_name}: {victim_name} has no cards left"),
            "steal from a player who still has cards, or leave out --empty for them",
        ));
    }
    // Three cards in front of each player: a fourth cannot be taken from one hand in one turn.
    if robbed.get(victim).is_some_and(|&taken| taken >= HAND) {
        return Err(RuleViolation::rule(
            format!(
                "{thief} cannot steal a 4th card from {victim_name} in one turn: a player holds 3"
            ),
            "steal from another player",
        ));
    }
    Ok(())
}

/// How a play ends the display (or leaves it open), and who draws after it.
fn resolve(
    table: &Table,
    steps: &[Step],
    active: usize,
    robbed: &[usize],
    direction: Direction,
) -> (Resolution, Vec<usize>) {
    let (total, target) = steps.last().map_or((0, TARGET), |s| (s.total, s.target));
    let order = table.turn_order_after(active, direction);
    let victim = |seat: usize| robbed.get(seat).is_some_and(|&taken| taken > 0);
    let resolution = if total > target {
        // Over the target: everyone but the causer and their teammates may score foul points, in
        // turn order after the causer; a player with no cards scores none.
        let teammates: Vec<usize> = order
            .iter()
            .copied()
            .filter(|&seat| table.teammates(active, seat))
            .collect();
        let (scorers, without_cards): (Vec<usize>, Vec<usize>) = order
            .iter()
            .copied()
            .filter(|&seat| !table.teammates(active, seat))
            .partition(|&seat| {
                table.has_cards(seat) && robbed.get(seat).is_none_or(|&taken| taken < HAND)
            });
        Resolution::Foul {
            causer: active,
            scorers,
            // Over 15 the others may score with any of their cards; over 10 with their lowest.
            any_card: target == RAISED_TARGET,
            teammates,
            without_cards,
        }
    } else if total == target {
        exact(steps, active, target)
    } else {
        Resolution::Open
    };
    // All score first; then those stolen from and the foul scorers draw in turn order after the
    // active player, who draws last.
    let draws = |seat: usize| {
        victim(seat)
            || matches!(&resolution, Resolution::Foul { scorers, .. } if scorers.contains(&seat))
    };
    let mut draw_order: Vec<usize> = order.into_iter().filter(|&seat| draws(seat)).collect();
    draw_order.push(active);
    (resolution, draw_order)
}

/// Exactly on target: the last card, and at 15 every face-up pink 4 in the display; no card counts
/// twice (the last card may itself be a pink 4).
fn exact(steps: &[Step], scorer: usize, target: u8) -> Resolution {
    let last = steps.len().saturating_sub(1);
    let jackpot = steps
        .iter()
        .enumerate()
        .filter(|(index, step)| target == RAISED_TARGET && step.card.pink && *index != last);
    let cards: Vec<ScoredCard> = steps
        .get(last)
        .map(|step| (last, step))
        .into_iter()
        .chain(jackpot)
        .map(|(index, step)| ScoredCard {
            step: index,
            card: step.card,
            backs: krumme10_backs(step.card.value),
        })
        .collect();
    let points = cards
        .iter()
        .fold(0u8, |sum, scored| sum.saturating_add(scored.card.value));
    Resolution::Exact {
        scorer,
        cards,
        points,
    }
}

/// A card in words: "pink 4", "3".
pub fn card_words(card: Krumme10Card) -> String {
    if card.pink {
        "pink 4".to_string()
    } else {
        card.value.to_string()
    }
}

/// "Alma", "Alma and Bernie", "Alma, Bernie and Carla".
fn and_list(table: &Table, seats: &[usize]) -> String {
    let names: Vec<&str> = seats.iter().map(|&seat| table.name(seat)).collect();
    match names.as_slice() {
        [init @ .., last] if !init.is_empty() => format!("{} and {last}", init.join(", ")),
        _ => names.concat(),
    }
}

/// "a 1 or a 5".
pub fn backs_in_words(backs: &[u8]) -> String {
    backs
        .iter()
        .map(|back| format!("a {back}"))
        .collect::<Vec<_>>()
        .join(" or ")
}

impl DisplayOutcome {
    /// The verdict in words: how the display ended, who scores (and what a scored card's back may
    /// be), who may score foul points, who draws, and the direction after a reversal.
    pub fn verdict(&self, table: &Table) -> String {
        let total = self.total();
        let target = self.target();
        let mut sentences = Vec::new();
        match &self.resolution {
            Resolution::Open => sentences.push(format!(
                "Open: {total} against {target}; the next play continues this display."
            )),
            Resolution::Exact {
                scorer,
                cards,
                points,
            } => {
                sentences.push(format!(
                    "Exact {target}: {} scores {} (+{points}).",
                    table.name(*scorer),
                    scored_in_words(cards)
                ));
                sentences.push(flips_in_words(cards));
            }
            Resolution::Foul {
                causer,
                scorers,
                any_card,
                teammates,
                without_cards,
            } => {
                let causer_name = table.name(*causer);
                let liable = match self.steps.last() {
                    Some(step) if step.stolen() => format!(
                        " with the {} stolen from {} (the thief is liable)",
                        step.card,
                        table.name(step.from)
                    ),
                    _ => String::new(),
                };
                sentences.push(format!(
                    "Foul: {causer_name} went over{liable}, {total} against {target}."
                ));
                let with = if *any_card {
                    "with any of their cards (15 was exceeded)"
                } else {
                    "with their lowest card"
                };
                sentences.push(match scorers.as_slice() {
                    [] => "No one may score foul points.".to_string(),
                    [only] => format!("{} may score foul points {with}.", table.name(*only)),
                    [first, rest @ ..] => {
                        let then: Vec<String> = rest
                            .iter()
                            .map(|&seat| format!("then {}", table.name(seat)))
                            .collect();
                        format!(
                            "{}, {}, may score foul points {with}.",
                            table.name(*first),
                            then.join(", ")
                        )
                    }
                });
                match teammates.as_slice() {
                    [] => {}
                    [one] => sentences.push(format!(
                        "{}, {causer_name}'s teammate, scores none.",
                        table.name(*one)
                    )),
                    many => sentences.push(format!(
                        "{}, {causer_name}'s teammates, score none.",
                        and_list(table, many)
                    )),
                }
                match without_cards.as_slice() {
                    [] => {}
                    [one] => sentences.push(format!(
                        "{} has no cards left and scores none.",
                        table.name(*one)
                    )),
                    many => sentences.push(format!(
                        "{} have no cards left and score none.",
                        and_list(table, many)
                    )),
                }
            }
        }
        let verb = if self.draw_order.len() == 1 {
            "draws"
        } else {
            "draw"
        };
        sentences.push(format!(
            "Then {} {verb}.",
            and_list(table, &self.draw_order)
        ));
        if self.steps.iter().any(|step| step.reverses) {
            sentences.push(format!("Play goes on {}.", self.direction));
        }
        sentences.join(" ")
    }
}

/// "the 0", "the 3 and the jackpot of 2 pink 4s", "the pink 4, the whole jackpot", "the pink 4 and
/// the jackpot of 1 more pink 4".
fn scored_in_words(cards: &[ScoredCard]) -> String {
    let Some((last, jackpot)) = cards.split_first() else {
        return "nothing".to_string();
    };
    let fours = |n: usize| if n == 1 { "pink 4" } else { "pink 4s" };
    match (last.card.pink, jackpot.len()) {
        (false, 0) => format!("the {}", card_words(last.card)),
        (false, n) => format!(
            "the {} and the jackpot of {n} {}",
            last.card.value,
            fours(n)
        ),
        (true, 0) => "the pink 4, the whole jackpot".to_string(),
        (true, n) => format!("the pink 4 and the jackpot of {n} more {}", fours(n)),
    }
}

/// What the scorer may find when flipping a scored card: "It may be flipped when scored: its back
/// is a 1 or a 5."
fn flips_in_words(cards: &[ScoredCard]) -> String {
    match cards {
        [only] => format!(
            "It may be flipped when scored: its back is {}.",
            backs_in_words(&only.backs)
        ),
        _ => {
            let mut kinds: Vec<&ScoredCard> = Vec::new();
            for scored in cards {
                if !kinds.iter().any(|known| known.card == scored.card) {
                    kinds.push(scored);
                }
            }
            let backs: Vec<String> = kinds
                .iter()
                .map(|scored| {
                    format!(
                        "the back of a {} is {}",
                        card_words(scored.card),
                        backs_in_words(&scored.backs)
                    )
                })
                .collect();
            format!("Each may be flipped when scored: {}.", backs.join("; "))
        }
    }
}

#[cfg(test)]
mod tests;
