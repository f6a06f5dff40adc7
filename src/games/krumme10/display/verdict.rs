//! A replayed Krumme10 display in words: how it ended, who scores (and what a scored card's back
//! may be), who may score foul points, who draws, and the direction after a reversal.

use crate::games::krumme10::cards::Krumme10Card;
use crate::t;

use super::{Direction, DisplayOutcome, Resolution, ScoredCard, Table};

/// A card in words: "pink 4", "3".
pub fn card_words(card: Krumme10Card) -> String {
    if card.pink {
        t!("krumme10-pink-four")
    } else {
        card.value.to_string()
    }
}

/// "Alma", "Alma and Bernie", "Alma, Bernie and Carla", in the reader's language.
pub fn words_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [most @ .., last] => t!("krumme10-and", most = most.join(", "), last = last),
    }
}

/// The players at `seats`, listed: "Alma, Bernie and Carla".
pub(super) fn and_list(table: &Table, seats: &[usize]) -> String {
    let names: Vec<String> = seats
        .iter()
        .map(|&seat| table.name(seat).to_string())
        .collect();
    words_list(&names)
}

/// "a 1 or a 5".
pub fn backs_in_words(backs: &[u8]) -> String {
    backs
        .iter()
        .map(|&back| t!("krumme10-a-back", back = back))
        .reduce(|first, second| t!("krumme10-either", first = first, second = second))
        .unwrap_or_default()
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
            Resolution::Open => {
                sentences.push(t!("krumme10-verdict-open", total = total, target = target))
            }
            Resolution::Exact {
                scorer,
                cards,
                points,
            } => {
                sentences.push(t!(
                    "krumme10-verdict-exact",
                    target = target,
                    name = table.name(*scorer),
                    scored = scored_in_words(cards),
                    points = *points
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
        sentences.push(match self.draw_order.is_empty() {
            true => t!("krumme10-verdict-no-draw"),
            false => t!(
                "krumme10-verdict-draw",
                names = and_list(table, &self.draw_order),
                count = self.draw_order.len()
            ),
        });
        // The direction, when a pink 4 changed it or it was not clockwise to begin with.
        let reversed = self.steps.iter().any(|step| step.reverses);
        if reversed || self.direction != Direction::Clockwise {
            sentences.push(t!(
                "krumme10-verdict-direction",
                direction = self.direction.to_string()
            ));
        }
        sentences.join(" ")
    }

    /// "Foul: Alma went over, 12 against 10.", naming the thief as liable when the card that went
    /// over was stolen.
    fn went_over(&self, table: &Table, causer: usize) -> String {
        match self.steps.last() {
            Some(step) if step.stolen() => t!(
                "krumme10-verdict-foul-stolen",
                name = table.name(causer),
                card = step.card.to_string(),
                victim = table.name(step.from),
                total = self.total(),
                target = self.target()
            ),
            _ => t!(
                "krumme10-verdict-foul",
                name = table.name(causer),
                total = self.total(),
                target = self.target()
            ),
        }
    }
}

/// Who may score foul points, in turn order after the causer: over 15 with any of their cards,
/// over 10 with their lowest.
fn foul_scorers_in_words(table: &Table, scorers: &[usize], any_card: bool) -> String {
    let with = if any_card { "any" } else { "lowest" };
    match scorers {
        [] => t!("krumme10-foul-no-one"),
        [only] => t!(
            "krumme10-foul-scorer",
            name = table.name(*only),
            with = with
        ),
        [first, rest @ ..] => {
            let then: Vec<String> = rest
                .iter()
                .map(|&seat| t!("krumme10-foul-then", name = table.name(seat)))
                .collect();
            t!(
                "krumme10-foul-scorers",
                first = table.name(*first),
                then = then.join(", "),
                with = with
            )
        }
    }
}

/// The causer's teammates never score foul points: "Carla, Alma's teammate, scores none."
fn teammates_in_words(table: &Table, causer: usize, teammates: &[usize]) -> Option<String> {
    if teammates.is_empty() {
        return None;
    }
    Some(t!(
        "krumme10-foul-teammates",
        names = and_list(table, teammates),
        causer = table.name(causer),
        count = teammates.len()
    ))
}

/// A player with no cards left scores no foul points: "Dora has no cards left and scores none."
fn without_cards_in_words(table: &Table, without_cards: &[usize]) -> Option<String> {
    if without_cards.is_empty() {
        return None;
    }
    Some(t!(
        "krumme10-foul-without-cards",
        names = and_list(table, without_cards),
        count = without_cards.len()
    ))
}

/// "the 0", "the 3 and the jackpot of 2 pink 4s", "the pink 4, the whole jackpot", "the pink 4 and
/// the jackpot of 1 more pink 4".
fn scored_in_words(cards: &[ScoredCard]) -> String {
    let Some((last, jackpot)) = cards.split_first() else {
        return t!("krumme10-scored-nothing");
    };
    match (last.card.pink, jackpot.len()) {
        (false, 0) => t!("krumme10-scored-card", card = card_words(last.card)),
        (false, count) => t!(
            "krumme10-scored-jackpot",
            card = last.card.value,
            count = count
        ),
        (true, 0) => t!("krumme10-scored-whole-jackpot"),
        (true, count) => t!("krumme10-scored-pink-and-jackpot", count = count),
    }
}

/// What the scorer may find when flipping a scored card: "It may be flipped when scored: its back
/// is a 1 or a 5."
fn flips_in_words(cards: &[ScoredCard]) -> String {
    match cards {
        [only] => t!("krumme10-flip-one", backs = backs_in_words(&only.backs)),
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
                    t!(
                        "krumme10-back-of",
                        card = card_words(scored.card),
                        backs = backs_in_words(&scored.backs)
                    )
                })
                .collect();
            t!("krumme10-flip-each", backs = backs.join("; "))
        }
    }
}

#[cfg(test)]
mod tests;
