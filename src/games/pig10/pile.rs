//! The pile referee of Pig 10 (`tenscore check pig10`): what a pile may become when a card is laid
//! on it (added, the pigmaid subtracted, the frog's zero, the same number), what that leads to
//! (exactly 10 takes the pile, more gives it to the player seated before), and a pile replayed play
//! by play from an empty middle.

use serde::Serialize;

use crate::games::RuleViolation;
use crate::t;

use super::check_player_count;

/// Exactly this takes the pile; more gives it to the player seated before.
pub const TARGET: u8 = 10;
/// The frog sets the pile to zero.
pub const FROG: u8 = 0;
/// The pigmaid may be added or subtracted.
pub const PIGMAID: u8 = 5;

/// How a card changes the pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Way {
    /// The card's number is added (the usual way).
    Add,
    /// A FIVE is subtracted (never below zero).
    Subtract,
    /// The frog sets the pile to zero.
    Frog,
    /// The same number as the card before it in the pile: the pile becomes the card's number.
    SameCard,
    /// A card equal to the pile value: the pile becomes the card's number.
    EqualsPile,
}

impl Way {
    /// The rule in words, for a card played on a pile.
    pub fn describe(self, card: u8, pile: u8) -> String {
        match self {
            Way::Add => t!("pig10-way-add", card = card, pile = pile),
            Way::Subtract => t!("pig10-way-subtract", pile = pile),
            Way::Frog => t!("pig10-way-frog"),
            Way::SameCard => t!("pig10-way-same-card", card = card),
            Way::EqualsPile => t!("pig10-way-equals-pile", card = card),
        }
    }
}

/// What a pile value leads to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Lead {
    /// Below 10: the pile stays open.
    Open,
    /// Exactly 10: the player who played takes the pile.
    Takes,
    /// Above 10: the player seated before takes the pile.
    Over,
}

impl Lead {
    fn of(value: u8) -> Lead {
        match value.cmp(&TARGET) {
            std::cmp::Ordering::Less => Lead::Open,
            std::cmp::Ordering::Equal => Lead::Takes,
            std::cmp::Ordering::Greater => Lead::Over,
        }
    }

    pub fn describe(self) -> String {
        match self {
            Lead::Open => t!("pig10-lead-open"),
            Lead::Takes => t!("pig10-lead-takes"),
            Lead::Over => t!("pig10-lead-over"),
        }
    }
}

/// One value a pile may take after a card, every rule that gives it, and what it leads to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayOption {
    pub value: u8,
    pub ways: Vec<Way>,
    pub leads_to: Lead,
}

/// Checks a pile value before a card is played: a pile of 10 or more has been taken.
pub fn check_pile(pile: u8) -> Result<(), RuleViolation> {
    if pile >= TARGET {
        return Err(RuleViolation::malformed(
            t!("pig10-pile-gone", pile = pile),
            t!("pig10-pile-gone-legal"),
        ));
    }
    Ok(())
}

/// Checks the card before (`--previous`) against the pile value: a pile holds only a value that
/// card could have left it at, and a 10, which always takes its pile, is never the card before.
pub fn check_previous(pile: u8, previous: u8) -> Result<(), RuleViolation> {
    // The values `previous` leaves an open pile at, from any pile it could have been laid on: the
    // rules themselves say which (always one run of values: 0 for the frog, 0 to 9 for the
    // pigmaid, the card's number to 9 for the others, none for a 10).
    let left: Vec<u8> = (0..TARGET)
        .flat_map(|before| play_options(before, Some(previous), previous))
        .filter(|option| option.leads_to == Lead::Open)
        .map(|option| option.value)
        .collect();
    let (Some(&low), Some(&high)) = (left.iter().min(), left.iter().max()) else {
        return Err(RuleViolation::malformed(
            t!("pig10-previous-takes", card = previous),
            t!("pig10-previous-takes-hint"),
        ));
    };
    if left.contains(&pile) {
        return Ok(());
    }
    let problem = if low == high {
        t!(
            "pig10-previous-leaves-one",
            card = previous,
            low = low,
            pile = pile
        )
    } else {
        t!(
            "pig10-previous-leaves",
            card = previous,
            low = low,
            high = high,
            count = high - low + 1,
            pile = pile
        )
    };
    Err(RuleViolation::malformed(
        problem,
        t!("pig10-previous-leaves-hint"),
    ))
}

/// Every value the pile may take when `card` is played on a pile of `pile` whose last card was
/// `previous` (none on an empty pile), ascending.
pub fn play_options(pile: u8, previous: Option<u8>, card: u8) -> Vec<PlayOption> {
    let mut found: Vec<(u8, Way)> = Vec::new();
    if card == FROG {
        // The frog always sets the pile back to zero.
        found.push((0, Way::Frog));
    } else {
        found.push((pile + card, Way::Add));
        // House ruling: a FIVE may be subtracted, never below zero (down to exactly 0 is fine).
        if card == PIGMAID && pile >= PIGMAID {
            found.push((pile - PIGMAID, Way::Subtract));
        }
        // Same card, same number: on the same number as the card before, or on a pile equal to the
        // card, the card's number may become the pile value.
        if previous == Some(card) {
            found.push((card, Way::SameCard));
        }
        if pile == card {
            found.push((card, Way::EqualsPile));
        }
    }
    let mut options: Vec<PlayOption> = Vec::new();
    found.sort_by_key(|(value, _)| *value);
    for (value, way) in found {
        match options.last_mut() {
            Some(last) if last.value == value => last.ways.push(way),
            _ => options.push(PlayOption {
                value,
                ways: vec![way],
                leads_to: Lead::of(value),
            }),
        }
    }
    options
}

/// The value a play leads to: the one called, which must be legal, or else the usual one (the
/// card added; the frog's zero).
fn chosen_option(
    pile: u8,
    previous: Option<u8>,
    card: u8,
    called: Option<u64>,
) -> Result<(PlayOption, Vec<PlayOption>), RuleViolation> {
    let options = play_options(pile, previous, card);
    let chosen = match called {
        Some(called) => options
            .iter()
            .find(|o| u64::from(o.value) == called)
            .cloned(),
        None => options
            .iter()
            .find(|o| o.ways.contains(&Way::Add) || o.ways.contains(&Way::Frog))
            .cloned(),
    };
    match chosen {
        Some(option) => Ok((option, options)),
        None => Err(RuleViolation::rule(
            cannot_make(card, pile, previous, called.unwrap_or_default()),
            legal_values(&options),
        )),
    }
}

/// "an empty pile" or "a pile of 7", as a card is laid on it ("a 5 on a pile of 7").
pub fn pile_in_words(pile: u8, previous: Option<u8>) -> String {
    if pile == 0 && previous.is_none() {
        t!("pig10-pile-empty")
    } else {
        t!("pig10-pile-of", pile = pile)
    }
}

/// A card with its article: "a 5", "an 8".
pub fn card_in_words(card: u8) -> String {
    t!("pig10-a-card", card = card)
}

/// "a 5 on a pile of 6 cannot make 4".
/// `called` is any whole number typed (`5@256`): no pile reaches it, and it is refused as a
/// value out of reach is, by the rules (exit 3), shown as typed (text, not a float).
pub fn cannot_make(card: u8, pile: u8, previous: Option<u8>, called: u64) -> String {
    t!(
        "pig10-cannot-make",
        card = card_in_words(card),
        pile = pile_in_words(pile, previous),
        called = called.to_string()
    )
}

/// "a 5 on a pile of 6 can make 1 or 11" (`values` in words).
pub fn can_make(card: u8, pile: u8, previous: Option<u8>, values: String) -> String {
    t!(
        "pig10-can-make",
        card = card_in_words(card),
        pile = pile_in_words(pile, previous),
        values = values
    )
}

/// The values in words: "9", "1 or 11", "0, 5 or 10".
pub fn values_in_words(options: &[PlayOption]) -> String {
    let values: Vec<String> = options.iter().map(|o| o.value.to_string()).collect();
    match values.as_slice() {
        [init @ .., last] if !init.is_empty() => {
            t!("pig10-or", first = init.join(", "), last = last)
        }
        _ => values.join(""),
    }
}

/// What a player may call instead: "the only legal value is 9", "the legal values are 1 or 11".
pub fn legal_values(options: &[PlayOption]) -> String {
    t!(
        "pig10-legal-values",
        count = options.len(),
        values = values_in_words(options)
    )
}

/// One card laid on the pile in `check pig10 pile`: who, which card, and the value they called.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PilePlay {
    pub seat: usize,
    pub card: u8,
    pub called: Option<u64>,
}

/// One play of a replayed pile: the value it made and the values the player could have made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PileStep {
    pub seat: usize,
    pub card: u8,
    pub value: u8,
    pub ways: Vec<Way>,
    /// The other legal values, ascending.
    pub alternatives: Vec<u8>,
}

/// A replayed pile: every step, and who took it (none while open) with how many cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PileOutcome {
    pub steps: Vec<PileStep>,
    pub taker: Option<usize>,
    pub cards: usize,
}

/// The seat after `seat`, clockwise, skipping seats without cards.
pub(super) fn next_seat(seat: usize, without_cards: &[bool]) -> usize {
    let players = without_cards.len();
    (1..=players)
        .map(|step| (seat + step) % players)
        .find(|&s| !without_cards[s])
        .unwrap_or(seat)
}

/// Replays a pile from an empty middle: each play must come from the next player clockwise (players
/// without cards are skipped), each called value must be legal, and nothing may follow once the pile
/// is taken. `names` are the players in seating order, for the refusals.
pub fn replay_pile(
    names: &[String],
    without_cards: &[bool],
    plays: &[PilePlay],
) -> Result<PileOutcome, RuleViolation> {
    let players = names.len();
    check_player_count(players)?;
    if plays.is_empty() {
        return Err(RuleViolation::malformed(
            t!("pig10-no-plays"),
            t!("pig10-no-plays-legal"),
        ));
    }
    let mut open = OpenPile::default();
    let mut taker = None;
    for (index, play) in plays.iter().enumerate() {
        check_turn(
            names,
            without_cards,
            play,
            index,
            taker.is_some(),
            open.steps.last(),
        )?;
        taker = open.lay(names, play)?;
    }
    Ok(open.outcome(taker))
}

/// Replays a pile whose plays all name one player, given no seating: a single card on an empty
/// middle makes at most 10, so the plays alone decide it. That player laying another card is
/// possible only where everyone else has no cards, which the seating says; so after the values
/// are checked (they do not depend on it), more than one play asks for the seating.
pub fn replay_lone_pile(
    names: &[String],
    plays: &[PilePlay],
) -> Result<PileOutcome, RuleViolation> {
    let mut open = OpenPile::default();
    let mut taker = None;
    for (index, play) in plays.iter().enumerate() {
        if taker.is_some() {
            return Err(after_taken(&names[play.seat], play.card, index));
        }
        taker = open.lay(names, play)?;
    }
    match plays {
        [] => Err(RuleViolation::malformed(
            t!("pig10-no-plays"),
            t!("pig10-no-plays-legal"),
        )),
        [_] => Ok(open.outcome(taker)),
        [first, ..] => Err(RuleViolation::malformed(
            t!("pig10-lone-player-turns", name = &names[first.seat]),
            t!("pig10-lone-player-turns-hint"),
        )),
    }
}

/// A play laid after its pile was taken at play `index`.
fn after_taken(name: &str, card: u8, index: usize) -> RuleViolation {
    RuleViolation::rule(
        t!("pig10-after-taken", name = name, card = card, index = index),
        t!("pig10-after-taken-legal"),
    )
}

/// A pile being built play by play from an empty middle: what `check pig10 pile` replays, and
/// each pile of `check pig10 deal` in turn.
#[derive(Clone, Debug, Default)]
pub(super) struct OpenPile {
    value: u8,
    previous: Option<u8>,
    steps: Vec<PileStep>,
}

impl OpenPile {
    /// Lays one play whose turn has been checked: the value it makes must be legal. Who takes
    /// the pile after it (none while it stays open).
    pub(super) fn lay(
        &mut self,
        names: &[String],
        play: &PilePlay,
    ) -> Result<Option<usize>, RuleViolation> {
        let players = names.len();
        let name = &names[play.seat];
        let (option, options) = chosen_option(self.value, self.previous, play.card, play.called)
            .map_err(|v| RuleViolation::rule(format!("{name}: {}", v.problem), v.legal))?;
        self.steps.push(PileStep {
            seat: play.seat,
            card: play.card,
            value: option.value,
            ways: option.ways.clone(),
            alternatives: options
                .iter()
                .map(|o| o.value)
                .filter(|&v| v != option.value)
                .collect(),
        });
        self.value = option.value;
        self.previous = Some(play.card);
        Ok(match option.leads_to {
            Lead::Open => None,
            Lead::Takes => Some(play.seat),
            // Over 10: the player seated before takes it, whether or not they still hold cards.
            Lead::Over => Some((play.seat + players - 1) % players),
        })
    }

    /// Whether no card has been laid yet.
    pub(super) fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// The pile as it ends, taken by `taker` or still open.
    pub(super) fn outcome(self, taker: Option<usize>) -> PileOutcome {
        PileOutcome {
            cards: self.steps.len(),
            steps: self.steps,
            taker,
        }
    }
}

/// Whether a play may come next: not after the pile was taken (`taken`), not from a player without
/// cards, and only from the next player clockwise after the one who played `last`.
fn check_turn(
    names: &[String],
    without_cards: &[bool],
    play: &PilePlay,
    index: usize,
    taken: bool,
    last: Option<&PileStep>,
) -> Result<(), RuleViolation> {
    let name = &names[play.seat];
    if taken {
        return Err(after_taken(name, play.card, index));
    }
    if without_cards[play.seat] {
        return Err(RuleViolation::rule(
            t!(
                "pig10-skipped-plays",
                name = name,
                card = card_in_words(play.card)
            ),
            t!("pig10-skipped-plays-legal"),
        ));
    }
    if let Some(last) = last {
        let due = next_seat(last.seat, without_cards);
        if play.seat != due {
            return Err(RuleViolation::rule(
                t!(
                    "pig10-out-of-turn",
                    name = name,
                    last = &names[last.seat],
                    due = &names[due]
                ),
                t!("pig10-out-of-turn-legal"),
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests;
