//! A replayed Krumme10 display in words: how it ended, who scores (and what a scored card's back
//! may be), who may score foul points, who draws, and the direction after a reversal.

use crate::games::a_or_an;
use crate::games::cards::Krumme10Card;

use super::{Direction, DisplayOutcome, Resolution, ScoredCard, Table};

/// A card in words: "pink 4", "3".
pub fn card_words(card: Krumme10Card) -> String {
    if card.pink {
        "pink 4".to_string()
    } else {
        card.value.to_string()
    }
}

/// "Alma", "Alma and Bernie", "Alma, Bernie and Carla".
pub(super) fn and_list(table: &Table, seats: &[usize]) -> String {
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
        .map(|back| a_or_an(&back.to_string()))
        .collect::<Vec<_>>()
        .join(" or ")
}

impl DisplayOutcome {
    /// The verdict in words: how the display ended, who scores (and what a scored card's back may
    /// be), who may score foul points, who draws, and the direction after a reversal (or when it
    /// is counterclockwise).
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
                sentences.push(self.went_over(table, *causer));
                sentences.push(foul_scorers_in_words(table, scorers, *any_card));
                sentences.extend(teammates_in_words(table, *causer, teammates));
                sentences.extend(without_cards_in_words(table, without_cards));
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
        // The direction, when a pink 4 changed it or it was not clockwise to begin with.
        let reversed = self.steps.iter().any(|step| step.reverses);
        if reversed || self.direction != Direction::Clockwise {
            sentences.push(format!("Play goes on {}.", self.direction));
        }
        sentences.join(" ")
    }

    /// "Foul: Alma went over, 12 against 10.", naming the thief as liable when the card that went
    /// over was stolen.
    fn went_over(&self, table: &Table, causer: usize) -> String {
        let liable = match self.steps.last() {
            Some(step) if step.stolen() => format!(
                " with the {} stolen from {} (the thief is liable)",
                step.card,
                table.name(step.from)
            ),
            _ => String::new(),
        };
        format!(
            "Foul: {} went over{liable}, {} against {}.",
            table.name(causer),
            self.total(),
            self.target()
        )
    }
}

/// Who may score foul points, in turn order after the causer: over 15 with any of their cards,
/// over 10 with their lowest.
fn foul_scorers_in_words(table: &Table, scorers: &[usize], any_card: bool) -> String {
    let with = if any_card {
        "with any of their cards (15 was exceeded)"
    } else {
        "with their lowest card"
    };
    match scorers {
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
    }
}

/// The causer's teammates never score foul points: "Carla, Alma's teammate, scores none."
fn teammates_in_words(table: &Table, causer: usize, teammates: &[usize]) -> Option<String> {
    let causer_name = table.name(causer);
    match teammates {
        [] => None,
        [one] => Some(format!(
            "{}, {causer_name}'s teammate, scores none.",
            table.name(*one)
        )),
        many => Some(format!(
            "{}, {causer_name}'s teammates, score none.",
            and_list(table, many)
        )),
    }
}

/// A player with no cards left scores no foul points: "Dora has no cards left and scores none."
fn without_cards_in_words(table: &Table, without_cards: &[usize]) -> Option<String> {
    match without_cards {
        [] => None,
        [one] => Some(format!(
            "{} has no cards left and scores none.",
            table.name(*one)
        )),
        many => Some(format!(
            "{} have no cards left and score none.",
            and_list(table, many)
        )),
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
                        "the back of {} is {}",
                        a_or_an(&card_words(scored.card)),
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
