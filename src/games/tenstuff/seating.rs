//! Who plays next around a Tenstuff table. Players are listed in seating order, clockwise; play
//! passes to the left (clockwise), and to the right (counterclockwise) while three sixes are in
//! force (rule document, "three sixes").

use serde::Serialize;

/// The way play passes around the table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    /// To the left, the next seat in the seating order: how play normally passes.
    #[default]
    Clockwise,
    /// To the right, the seat before in the seating order: while three sixes are in force.
    Counterclockwise,
}

impl Direction {
    /// As printed in JSON: "clockwise", "counterclockwise".
    pub fn name(self) -> &'static str {
        match self {
            Direction::Clockwise => "clockwise",
            Direction::Counterclockwise => "counterclockwise",
        }
    }

    /// "to the left (clockwise)", "to the right (counterclockwise)".
    pub fn words(self) -> String {
        crate::t!("tenstuff-direction", direction = self.name())
    }
}

/// The seat that plays after `seat` at a table of `players` (seated clockwise), going
/// `direction`, passing over every seat `sits_out` says sits out. `seat` itself when everyone
/// else sits out.
pub fn next_seat(
    players: usize,
    seat: usize,
    direction: Direction,
    sits_out: impl Fn(usize) -> bool,
) -> usize {
    (1..players)
        .map(|step| match direction {
            Direction::Clockwise => (seat + step) % players,
            Direction::Counterclockwise => (seat + players - step) % players,
        })
        .find(|&other| !sits_out(other))
        .unwrap_or(seat)
}

#[cfg(test)]
mod tests;
