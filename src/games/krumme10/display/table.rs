//! The players around a Krumme10 table: names in seating order (clockwise), the teams that follow
//! the seating, and who has no cards left; the table turns names into seats and says who plays
//! after whom.

use std::collections::{HashMap, HashSet};

use crate::games::RuleViolation;
use crate::games::krumme10::team_of_seat;
use crate::games::names::{NameIndex, fold};
use crate::t;

use super::{Direction, PLAYERS, Play, Steal, TEAM_PLAYERS};

/// The players around the table: names in seating order (clockwise), the teams if they play in
/// teams, and who has no cards left.
///
/// Building a table only refuses what cannot be read (exit 2: empty or repeated names, an unknown
/// name in `empty`); whether the game can be played at it (exit 3) is [`Table::check_players`],
/// which [`replay_display`](super::replay_display) calls first, so that malformed plays are
/// reported before rule questions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    names: Vec<String>,
    /// The seat of each name, by its folded spelling.
    seats: NameIndex,
    /// Teams were asked for (they count only at a table of 4 to 6).
    teams: bool,
    /// Seated from the plays ([`Table::inferred`]): the other players are unknown, so fewer than
    /// two names are fine.
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

    /// The seating when no `--players` were given, read from the plays as if every play was in
    /// turn, starting `start` (clockwise unless a pink 4 in an earlier display reversed it).
    ///
    /// A player is seated where their first play was in turn: next to the player before them, on
    /// the side play was going (after a reversal, the other side). A name that first appears as
    /// a victim is seated by its first play all the same, since being stolen from says nothing
    /// about where someone sits; names that only ever appear as victims, and any player whose
    /// first play could not have been in turn whatever the seating, are seated after the others,
    /// in the order they are first named, so that [`replay_display`](super::replay_display)
    /// refuses a play out of turn with the seating it was read as. No teams.
    pub fn inferred(
        plays: &[Play<String>],
        empty: &[String],
        start: Direction,
    ) -> Result<Table, RuleViolation> {
        let mut names = seated_in_turn(plays, start);
        let mut known: HashSet<String> = names.iter().map(|name| fold(name)).collect();
        for name in plays.iter().flat_map(Play::names) {
            if known.insert(fold(name)) {
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
                t!("krumme10-players-named", players = players),
                t!("krumme10-players-seat"),
            ));
        }
        if !self.inferred && !PLAYERS.contains(&players) {
            return Err(RuleViolation::rule(
                t!("krumme10-players-seated", players = players),
                t!("krumme10-players-seat"),
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
        let mut known = HashSet::new();
        for name in &names {
            if name.trim().is_empty() {
                return Err(RuleViolation::malformed(
                    t!("krumme10-name-empty"),
                    t!("krumme10-name-empty-legal"),
                ));
            }
            if !known.insert(fold(name)) {
                return Err(RuleViolation::malformed(
                    t!("krumme10-name-twice", name = name.trim()),
                    t!("krumme10-name-twice-legal", name = name.trim()),
                ));
            }
        }
        let mut table = Table {
            empty: vec![false; names.len()],
            seats: NameIndex::new(names.iter().map(String::as_str)),
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
        team_of_seat(self.names.len())?.get(seat).copied()
    }

    /// Whether two different seats play in the same team.
    pub fn teammates(&self, one: usize, other: usize) -> bool {
        one != other && self.team_of(one).is_some() && self.team_of(one) == self.team_of(other)
    }

    /// Whether the player at a seat still has cards.
    pub fn has_cards(&self, seat: usize) -> bool {
        self.empty.get(seat).is_some_and(|empty| !empty)
    }

    /// Whether any player has run out of cards (named with `--empty`).
    pub fn anyone_without_cards(&self) -> bool {
        self.empty.iter().any(|&empty| empty)
    }

    /// The seat of a player named as typed (case-insensitive).
    pub fn seat_of(&self, name: &str) -> Option<usize> {
        self.seats.seat(name)
    }

    /// The seat of a player named as typed; an unknown name is malformed input (exit 2).
    pub fn seat_named(&self, name: &str) -> Result<usize, RuleViolation> {
        self.seat_of(name).ok_or_else(|| {
            RuleViolation::malformed(
                t!("krumme10-not-a-player", name = name.trim()),
                if self.names.is_empty() {
                    t!("krumme10-not-a-player-none")
                } else {
                    t!("krumme10-not-a-player-legal", names = self.names.join(", "))
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

    /// Whose turn it is after `seat` played, going `direction`: the next player who still has
    /// cards (a player with no cards left is skipped, rule document, Showdown), or `seat` again
    /// when no one else has any. `None` at a table of one, which only a seating read from the
    /// plays can be: the others are unknown, so it cannot be told whose turn it is.
    pub fn next_turn(&self, seat: usize, direction: Direction) -> Option<usize> {
        if self.names.len() < 2 {
            return None;
        }
        let next = self
            .turn_order_after(seat, direction)
            .into_iter()
            .find(|&other| self.has_cards(other));
        Some(next.unwrap_or(seat))
    }

    /// Whether the seating was read from the plays ([`Table::inferred`]) rather than given.
    pub fn seated_from_plays(&self) -> bool {
        self.inferred
    }
}

/// The players whose first play was in turn, clockwise, as read from the plays.
///
/// Play moves one seat at a time (every player named in the plays has cards, or the referee
/// refuses their play anyway), so the players seen so far sit together in an arc: clockwise from
/// its first end to its last, with the players not named yet in the one gap between the last end
/// and the first. A new player's first play is in turn only when the play before was at the end
/// of the arc facing the way play goes, and the gap was never crossed; they then take that end.
/// Seats are numbers that grow clockwise, so taking either end costs the same.
fn seated_in_turn(plays: &[Play<String>], start: Direction) -> Vec<String> {
    let mut seats: HashMap<String, i64> = HashMap::new();
    let mut seated: Vec<(i64, String)> = Vec::new();
    // The seats at the two ends of the arc, and the seat of the player before.
    let (mut first, mut last) = (0i64, 0i64);
    let mut before: Option<i64> = None;
    // Play crossed the gap, going all the way round: no one new can be in turn any more.
    let mut closed = false;
    let mut direction = start;
    for play in plays {
        let name = play.player.trim();
        let key = fold(name);
        let seat = match (seats.get(&key).copied(), before) {
            (Some(seat), previous) => {
                closed |= previous.is_some_and(|previous| match direction {
                    Direction::Clockwise => previous == last && seat == first,
                    Direction::Counterclockwise => previous == first && seat == last,
                });
                seat
            }
            (None, None) => 0,
            (None, Some(previous)) => match direction {
                Direction::Clockwise if !closed && previous == last => {
                    last += 1;
                    last
                }
                Direction::Counterclockwise if !closed && previous == first => {
                    first -= 1;
                    first
                }
                // Out of turn whatever the seating: the referee refuses this play (or one before
                // it), and the rest are seated after the others.
                _ => break,
            },
        };
        if seats.insert(key, seat).is_none() {
            seated.push((seat, name.to_string()));
        }
        before = Some(seat);
        // A pink 4 reverses the direction at once, so for the next play already.
        let lays = std::iter::once(&play.lay).chain(play.steals.iter().map(|s| &s.lay));
        if lays.filter(|lay| lay.reverse).count() % 2 == 1 {
            direction = direction.reversed();
        }
    }
    seated.sort_unstable_by_key(|(seat, _)| *seat);
    seated.into_iter().map(|(_, name)| name).collect()
}

fn teams_need_4_to_6(players: Option<usize>) -> RuleViolation {
    RuleViolation::rule(
        match players {
            Some(players) => t!("krumme10-teams-players", players = players),
            None => t!("krumme10-teams-seating"),
        },
        t!("krumme10-teams-seating-legal"),
    )
}

/// The refusal of `--teams` without a seating: teams follow the seating, so it must be given.
pub fn teams_need_a_seating() -> RuleViolation {
    teams_need_4_to_6(None)
}

#[cfg(test)]
mod tests;
