//! "Referee the hand?" in `play` (a match with `--referee`): the cards of every trick typed as
//! they were played, each trick's winner said as it is typed, the whole hand refereed as
//! `check updown hand` referees it, and the tricks it derives recorded. A revoke is shown with
//! the rule, and the table decides: record the hand as played, or type it again. A trump asked
//! here (the bids were given without one) comes back with the tricks as the opening's `trump`
//! flag, a suit or none, so that it is recorded with the bids the hand was refereed with.

use crate::games::cards::{Card, Suit, means_no_trump, parse_cards, parse_suit};
use crate::games::ui::{PromptError, Ui, is_back};
use crate::games::updown::hand::{Hand, referee_hand, revoke_violation};
use crate::games::updown::tricks::{Trump, example_trick};
use crate::games::updown::{self, Opening, tricks};
use crate::games::{RoundInput, Standing};
use crate::t;

/// The round's tricks in a match refereed every round: "Referee the hand?", then its cards
/// ([`ask_refereed`]) or, answered no, its tricks as numbers. Back at the first trick (or at the
/// trump) asks "Referee the hand?" again, offering its answer; back there leaves the round:
/// `None`.
pub fn ask_hand_or_tricks(
    ui: &mut dyn Ui,
    standing: &Standing,
    opening: &Opening,
) -> Result<Option<RoundInput>, PromptError> {
    // The table asked for refereeing with the match: Enter says yes.
    let mut offered = true;
    loop {
        let Some(referee) = back_on_cancel(ui.confirm(&t!("updown-ask-referee"), offered))? else {
            return Ok(None);
        };
        let asked = match referee {
            true => ask_refereed(ui, standing, opening)?,
            false => super::ask_tricks_again(ui, standing, opening, None)?,
        };
        if asked.is_some() {
            return Ok(asked);
        }
        offered = referee;
    }
}

/// Back (Esc) at a yes/no question as `None`.
fn back_on_cancel(answer: Result<bool, PromptError>) -> Result<Option<bool>, PromptError> {
    match answer {
        Ok(yes) => Ok(Some(yes)),
        Err(PromptError::Cancelled) => Ok(None),
        Err(e) => Err(e),
    }
}

/// The tricks of the round from its cards; `None` when the table goes back from the first
/// trick (or the trump). The trump asked for, when the bids had none, is the input's `trump`
/// flag (the opening's flag, recorded with the bids).
pub fn ask_refereed(
    ui: &mut dyn Ui,
    standing: &Standing,
    opening: &Opening,
) -> Result<Option<RoundInput>, PromptError> {
    let seq = standing.rounds_played + 1;
    let players: Vec<String> = (standing.seats.iter())
        .map(|s| s.name.as_stored().to_string())
        .collect();
    let leader = updown::bidding_order(players.len(), seq)[0];
    // The trump as typed, offered again when the table goes back to it from the first trick.
    let mut typed_trump = None;
    'trump: loop {
        let Some((trump, typed)) = trump_of(ui, opening, typed_trump.as_deref())? else {
            return Ok(None);
        };
        typed_trump = typed;
        loop {
            let Some(tricks) = ask_cards(ui, standing, opening, leader, trump)? else {
                // Back from the first trick: to the trump when it was asked, else out.
                match typed_trump {
                    Some(_) => continue 'trump,
                    None => return Ok(None),
                }
            };
            let hand = Hand {
                players: &players,
                leader,
                // Asked of the table (`trump_of`): none is a round without trumps.
                trump: trump.into(),
                trump_card: None,
                tricks: &tricks,
                round: Some((seq, opening.cards)),
            };
            let refereed = match referee_hand(&hand) {
                Ok(refereed) => refereed,
                Err(refused) => {
                    ui.say(&t!(
                        "updown-referee-refused",
                        problem = refused.problem,
                        legal = refused.legal
                    ))?;
                    continue;
                }
            };
            if let Some(revoke) = &refereed.revoke {
                let violation = revoke_violation(revoke, &players);
                ui.say(&t!(
                    "updown-referee-revoke",
                    problem = violation.problem,
                    legal = violation.legal
                ))?;
                if !ui.confirm(&t!("updown-ask-record-as-played"), false)? {
                    continue;
                }
            }
            let mut input = RoundInput::default();
            for (name, taken) in players.iter().zip(&refereed.taken) {
                input.entries.push((name.clone(), taken.to_string()));
            }
            // The trump the bids lacked, as `bid --trump` takes it: a suit's letter, or none.
            if opening.trump == Trump::NotGiven {
                let told = match trump {
                    Some(suit) => suit.letter().to_string(),
                    None => t!("updown-no-trumps-typed"),
                };
                input.flags.insert("trump".into(), told);
            }
            return Ok(Some(input));
        }
    }
}

/// A hand's trump (none: a hand without trumps), with the answer as typed when it was asked.
type TrumpAnswer = (Option<Suit>, Option<String>);

/// The trump the bids recorded, else asked (Enter: none, offered as "no trump"; `offered`: the
/// answer typed before going back), with the answer as typed when it was asked. `None` when the table goes back.
fn trump_of(
    ui: &mut dyn Ui,
    opening: &Opening,
    offered: Option<&str>,
) -> Result<Option<TrumpAnswer>, PromptError> {
    match opening.trump {
        Trump::Of(suit) => return Ok(Some((Some(suit), None))),
        Trump::NoTrumps => return Ok(Some((None, None))),
        Trump::NotGiven => {}
    }
    let check = |text: &str| {
        if text.trim().is_empty() || is_back(text) || means_no_trump(text) {
            return Ok(());
        }
        parse_suit(text).map(|_| ()).map_err(|e| e.to_string())
    };
    // Enter takes "no trump", so that the answered line says so rather than nothing.
    let no_trump = t!("updown-referee-no-trump");
    let offered = offered.unwrap_or(&no_trump);
    let answer = ui.ask(&t!("updown-ask-referee-trump"), Some(offered), &check)?;
    if is_back(&answer) {
        return Ok(None);
    }
    Ok(Some((parse_suit(&answer).ok(), Some(answer))))
}

/// The cards of every trick, each trick led by the last one's winner; `back` goes back one
/// trick, and from the first leaves the refereeing (`None`).
fn ask_cards(
    ui: &mut dyn Ui,
    standing: &Standing,
    opening: &Opening,
    first: usize,
    trump: Option<Suit>,
) -> Result<Option<Vec<Vec<Card>>>, PromptError> {
    let seats = standing.seats.len();
    let cards = usize::try_from(opening.cards).unwrap_or(usize::MAX);
    let mut tricks: Vec<Vec<Card>> = Vec::new();
    let mut leaders = vec![first];
    while tricks.len() < cards {
        let leader = leaders[tricks.len()];
        let played: Vec<Card> = tricks.iter().flatten().copied().collect();
        let check = |text: &str| {
            if is_back(text) {
                return Ok(());
            }
            one_trick(text, seats, &played).map(|_| ())
        };
        let prompt = t!(
            "updown-ask-trick",
            trick = tricks.len() + 1,
            name = standing.seats[leader].name.to_string(),
            example = example_trick(seats, ",")
        );
        let answer = ui.ask(&prompt, None, &check)?;
        if is_back(&answer) {
            if tricks.pop().is_none() {
                return Ok(None);
            }
            leaders.pop();
            continue;
        }
        let Ok(trick) = one_trick(&answer, seats, &played) else {
            continue;
        };
        let Ok(won) = tricks::trick_winner(trump, &trick, Some(seats)) else {
            continue;
        };
        let winner = (leader + won.winner) % seats;
        ui.say(&t!(
            "updown-referee-taken",
            name = standing.seats[winner].name.to_string(),
            card = won.card.to_string(),
            because = won.because.as_str()
        ))?;
        leaders.push(winner);
        tricks.push(trick);
    }
    Ok(Some(tricks))
}

/// One trick as typed: one card per player, none played before.
fn one_trick(text: &str, seats: usize, played: &[Card]) -> Result<Vec<Card>, String> {
    let trick = parse_cards(&[text.to_string()]).map_err(|e| e.to_string())?;
    if trick.len() != seats {
        return Err(t!(
            "updown-referee-trick-size",
            count = trick.len(),
            players = seats
        ));
    }
    let again = (trick.iter().enumerate())
        .find(|&(i, card)| played.contains(card) || trick[..i].contains(card));
    match again {
        Some((_, card)) => Err(t!("updown-referee-played", card = card.to_string())),
        None => Ok(trick),
    }
}

#[cfg(test)]
mod tests;
