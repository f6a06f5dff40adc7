//! The notation of a Krumme10 play: `NAME:CARD`, a steal `NAME:1>VICTIM:CARD` (the chain of 1s
//! goes on with more `>VICTIM:CARD`), and `4p!` for a pink 4 that reverses the direction. Names are
//! kept as typed; a [`super::Table`] turns them into seats.

use crate::games::RuleViolation;
use crate::games::krumme10::cards::{Krumme10Card, parse_krumme10_card};
use crate::t;

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
/// once the play is seated at a [`Table`](super::Table), or a name as typed before.
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
/// kept as typed (trimmed); a [`Table`](super::Table) turns them into seats.
pub fn parse_play(text: &str) -> Result<Play<String>, RuleViolation> {
    let not_a_play = || {
        RuleViolation::malformed(
            t!("krumme10-not-a-play", text = text.trim()),
            t!("krumme10-play-notation"),
        )
    };
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

pub(super) fn not_a_reversal(typed: &str) -> RuleViolation {
    RuleViolation::malformed(
        t!("krumme10-not-a-reversal", typed = typed),
        t!("krumme10-not-a-reversal-legal"),
    )
}

#[cfg(test)]
mod tests;
