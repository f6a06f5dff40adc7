//! Scoring a validated round of Under the 10: how the round ended decides who scores 0 (a call
//! that stands, the players who beat a failed call, the lucky player), everyone else scores their
//! hand plus the penalty of every bonus card held, and the totals are halved at exactly 100 and
//! 150 and put a player out above 150.

use crate::games::names::PlayerName;
use crate::games::{Note, Outcome, SeatResult, SeatState, Standing, Worded};
use crate::t;

use super::{
    Ending, Entry, Hand, OUT_ROUND, Options, STARTED, describe_bonus, join_names, starter,
};

/// A failed call costs 20 penalty points on top of the caller's hand.
const FAILED_CALL_PENALTY: i64 = 20;
/// Landing exactly here halves the total to 50.
const FIRST_HALVING_MARK: i64 = 100;
/// Landing exactly here halves the total to 75; going above it puts the player out.
const SECOND_HALVING_MARK: i64 = 150;

/// More card points than any hand holds: a stored entry with more is not explained unchecked.
const SANE_POINTS: i64 = 1_000_000;

/// Scores a validated entry: the ending first (it decides who scores 0), then everyone else's
/// hand, then the totals.
pub(super) fn score_round(options: &Options, standing: &Standing, entry: &Entry) -> Outcome {
    let tally = tally_round(standing, entry, None);
    settle_totals(standing, starter(options, standing), tally)
}

/// Why a stored round (checked when it was written) scored as it did, in the words
/// [`score_round`] gives it, without checking it again or making its scores (`show --json`
/// explains every round). `None` when the entry does not fit the table: it is scored then, and
/// refused as any entry that does not fit.
pub(super) fn explain_round(
    standing: &Standing,
    entry: &Entry,
    worded: &mut Worded,
) -> Option<Vec<String>> {
    let seats = standing.seats.len();
    // Numbers far outside what a hand holds are left to the check, which refuses them.
    let sane = |hand: &Option<Hand>| {
        hand.as_ref()
            .is_none_or(|hand| (0..=SANE_POINTS).contains(&hand.points) && hand.bonus.len() < 64)
    };
    if entry.hands.len() != seats || entry.ending.seat() >= seats || !entry.hands.iter().all(sane) {
        return None;
    }
    let Tally {
        points,
        mut explanation,
        ..
    } = tally_round(standing, entry, Some(worded));
    for (seat, (state, &points)) in standing.seats.iter().zip(&points).enumerate() {
        if !state.out {
            settled(seat, state, points, &mut explanation);
        }
    }
    Some(explanation.lines)
}

/// The ending first (it decides who scores 0), then everyone else's hand.
fn tally_round<'w>(
    standing: &Standing,
    entry: &Entry,
    worded: Option<&'w mut Worded>,
) -> Tally<'w> {
    let round = Round {
        seats: &standing.seats,
        entry,
    };
    let mut tally = Tally::new(standing.seats.len(), worded);
    match entry.ending {
        Ending::Call { seat: caller } => score_call(&round, caller, &mut tally),
        Ending::Luck { seat: lucky } => score_luck(&round, lucky, &mut tally),
    }
    score_hands(&round, &mut tally);
    tally
}

/// The round being scored: the seats and the validated entry.
struct Round<'a> {
    seats: &'a [SeatState],
    entry: &'a Entry,
}

impl Round<'_> {
    fn name(&self, seat: usize) -> &PlayerName {
        &self.seats[seat].name
    }

    /// The card points in a seat's hand (0 for a seat without one).
    fn hand_points(&self, seat: usize) -> i64 {
        self.entry.hands[seat]
            .as_ref()
            .map_or(0, |hand| hand.points)
    }
}

/// The round scores so far: each seat's points and notes, and the explanation in order.
struct Tally<'w> {
    points: Vec<i64>,
    notes: Vec<Vec<Note>>,
    explanation: Lines<'w>,
    /// Seats whose round score the ending already decided; the rest score their hand.
    decided: Vec<bool>,
}

impl<'w> Tally<'w> {
    fn new(seats: usize, worded: Option<&'w mut Worded>) -> Tally<'w> {
        Tally {
            points: vec![0; seats],
            notes: vec![Vec::new(); seats],
            explanation: Lines {
                lines: Vec::new(),
                worded,
            },
            decided: vec![false; seats],
        }
    }

    /// The ending decided `seat`'s round score.
    fn decide(&mut self, seat: usize) {
        if let Some(decided) = self.decided.get_mut(seat) {
            *decided = true;
        }
    }
}

/// A round's explanation: its lines, worded once a match where it is explained (`show --json`).
struct Lines<'w> {
    lines: Vec<String>,
    worded: Option<&'w mut Worded>,
}

impl Lines<'_> {
    /// Adds message `id`, which says what `key` holds (seats and numbers), worded by `word`.
    fn say(&mut self, id: &'static str, key: Option<[i64; 4]>, word: impl FnOnce() -> String) {
        let line = match self.worded.as_deref_mut() {
            Some(worded) => worded.line(id, key, word),
            None => word(),
        };
        self.lines.push(line);
    }
}

/// A seat as a number in a [`Lines::say`] key.
fn at(seat: usize) -> i64 {
    seat as i64
}

/// A round ended by a call: it stands unless a player without a bonus card holds as few points
/// as the caller or fewer.
fn score_call(round: &Round, caller: usize, tally: &mut Tally) {
    let called = round.hand_points(caller);
    // House ruling: a player holding a bonus card cannot win a round, so only players
    // without bonus cards can beat the caller.
    let contenders: Vec<usize> = (0..round.seats.len())
        .filter(|&seat| seat != caller)
        .filter_map(|seat| round.entry.hands[seat].as_ref().map(|hand| (seat, hand)))
        .filter(|(_, hand)| hand.points <= called)
        .map(|(seat, _)| seat)
        .collect();
    let (beaters, blocked): (Vec<usize>, Vec<usize>) = contenders.into_iter().partition(|&seat| {
        round.entry.hands[seat]
            .as_ref()
            .is_some_and(|hand| !hand.holds_bonus())
    });
    tally.decide(caller);
    if beaters.is_empty() {
        // The call stands: "The winner receives 0 points."
        tally.notes[caller].push(Note::new("called"));
        // Bonus cards are named only when someone holds one (never in a match without them).
        let anyone_holds_bonus = (round.entry.hands.iter())
            .flatten()
            .any(|hand| hand.holds_bonus());
        let key = [at(caller), called, i64::from(anyone_holds_bonus), 0];
        tally.explanation.say("under10-call-stands", Some(key), || {
            t!(
                "under10-call-stands",
                caller = round.name(caller).to_string(),
                points = called,
                anyone = yes_no(anyone_holds_bonus)
            )
        });
    } else {
        score_failed_call(round, caller, &beaters, tally);
    }
    for &seat in &blocked {
        let points = round.hand_points(seat);
        tally
            .explanation
            .say("under10-blocked", Some([at(seat), points, 0, 0]), || {
                t!(
                    "under10-blocked",
                    name = round.name(seat).to_string(),
                    points = points
                )
            });
    }
}

/// A failed call: "20 penalty points plus the number of points in your hand"; the lowest of the
/// beaters (all of them on a tie) win and score 0.
fn score_failed_call(round: &Round, caller: usize, beaters: &[usize], tally: &mut Tally) {
    let called = round.hand_points(caller);
    let lowest = beaters
        .iter()
        .map(|&seat| round.hand_points(seat))
        .min()
        .unwrap_or(0);
    let winners: Vec<usize> = beaters
        .iter()
        .copied()
        .filter(|&seat| round.hand_points(seat) == lowest)
        .collect();
    tally.points[caller] = FAILED_CALL_PENALTY + called;
    tally.notes[caller].push(Note::new("failed-call"));
    for &winner in &winners {
        tally.notes[winner].push(Note::new("beat-caller"));
        tally.decide(winner);
    }
    // The winners as one number, a bit a seat (none past 62: such a line is worded each time).
    let winner_bits = (winners.iter()).try_fold(0i64, |bits, &seat| {
        (seat < 63).then(|| bits | (1i64 << seat))
    });
    let key = winner_bits.map(|bits| [at(caller), called, lowest, bits]);
    let score = tally.points[caller];
    tally.explanation.say("under10-call-fails", key, || {
        let winner_names = join_names(winners.iter().map(|&seat| round.name(seat)));
        let beaten = t!(
            "under10-beaten",
            tie = yes_no(lowest == called),
            winners = &winner_names,
            lowest = lowest
        );
        t!(
            "under10-call-fails",
            caller = round.name(caller).to_string(),
            called = called,
            beaten = beaten,
            penalty = FAILED_CALL_PENALTY,
            score = score,
            winners = &winner_names,
            count = winners.len()
        )
    });
    for &seat in beaters.iter().filter(|seat| !winners.contains(seat)) {
        let points = round.hand_points(seat);
        let key = [at(seat), called, points, 0];
        tally.explanation.say("under10-also-beat", Some(key), || {
            t!(
                "under10-also-beat",
                name = round.name(seat).to_string(),
                called = called,
                points = points
            )
        });
    }
}

/// Stroke of luck: the lucky player has 0 points and the round ends at once.
fn score_luck(round: &Round, lucky: usize, tally: &mut Tally) {
    tally.notes[lucky].push(Note::new("luck"));
    tally.decide(lucky);
    tally
        .explanation
        .say("under10-luck-ends", Some([at(lucky), 0, 0, 0]), || {
            t!("under10-luck-ends", name = round.name(lucky).to_string())
        });
}

/// Everyone the ending did not decide scores their hand; house ruling: plus the penalty of
/// every bonus card still held, in every kind of round.
fn score_hands(round: &Round, tally: &mut Tally) {
    for (seat, hand) in round.entry.hands.iter().enumerate() {
        let Some(hand) = hand else { continue };
        if tally.decided.get(seat) == Some(&true) {
            continue;
        }
        tally.points[seat] = hand.round_score();
        let penalty = hand.penalty();
        if penalty > 0 {
            tally.notes[seat].push(Note::new("bonus-penalty").with("points", penalty));
            let score = tally.points[seat];
            // The bonus cards held, in order, as digits 1 to 3 (none past 20: worded each time).
            let held = (hand.bonus.len() <= 20).then(|| {
                (hand.bonus.iter()).fold(0i64, |code, &bonus| code * 4 + 1 + bonus as i64)
            });
            let key = held.map(|held| [at(seat), hand.points, held, 0]);
            tally.explanation.say("under10-penalty", key, || {
                let sum: Vec<String> = std::iter::once(hand.points.to_string())
                    .chain(hand.bonus.iter().map(|bonus| bonus.penalty().to_string()))
                    .collect();
                t!(
                    "under10-penalty",
                    name = round.name(seat).to_string(),
                    bonus = describe_bonus(&hand.bonus),
                    penalty = penalty,
                    sum = sum.join(" + "),
                    score = score
                )
            });
        }
    }
}

/// Adds each seat's round score to its total (halved at exactly 100 and 150, out above 150) and
/// keeps the counters: the round a seat went out, and the round it started.
fn settle_totals(standing: &Standing, started: Option<usize>, tally: Tally) -> Outcome {
    let Tally {
        points,
        mut notes,
        mut explanation,
        ..
    } = tally;
    let round = i64::from(standing.rounds_played) + 1;
    let mut results = Vec::with_capacity(standing.seats.len());
    for (seat, state) in standing.seats.iter().enumerate() {
        if state.out {
            // House ruling: out players take no part in later rounds.
            results.push(SeatResult {
                points: 0,
                total: state.total,
                out: true,
                notes: vec![Note::new(Note::SAT_OUT)],
                counters: state.counters.clone(),
            });
            continue;
        }
        let seat_notes = std::mem::take(&mut notes[seat]);
        let mut result = settle_seat(seat, state, points[seat], seat_notes, &mut explanation);
        if result.out {
            result.counters.insert(OUT_ROUND.to_string(), round);
        }
        if started == Some(seat) {
            result.counters.insert(STARTED.to_string(), round);
        }
        results.push(result);
    }
    Outcome {
        seats: results,
        explanation: explanation.lines,
    }
}

/// One seat still in: its round score added to its total, halved when it lands exactly on 100 or
/// 150, and out above 150.
fn settle_seat(
    seat: usize,
    state: &SeatState,
    points: i64,
    mut notes: Vec<Note>,
    explanation: &mut Lines<'_>,
) -> SeatResult {
    let (reached, total, out) = settled(seat, state, points, explanation);
    if total != reached {
        notes.push(
            Note::new(Note::HALVED)
                .with("from", reached)
                .with("to", total),
        );
    }
    if out {
        notes.push(Note::new("went-out").with("total", total));
    }
    SeatResult {
        points,
        total,
        out,
        notes,
        counters: state.counters.clone(),
    }
}

/// A seat's round score added to its total, with why: what the total reached, the total
/// (halved when it lands exactly on 100 or 150) and whether it is out (above 150).
fn settled(
    seat: usize,
    state: &SeatState,
    points: i64,
    explanation: &mut Lines<'_>,
) -> (i64, i64, bool) {
    let reached = state.total.saturating_add(points);
    let total = after_halving(reached);
    if total != reached {
        let key = [at(seat), reached, total, 0];
        explanation.say("under10-halved", Some(key), || {
            t!(
                "under10-halved",
                name = state.name.to_string(),
                reached = reached,
                total = total
            )
        });
    }
    let out = total > SECOND_HALVING_MARK;
    if out {
        explanation.say("under10-went-out", Some([at(seat), total, 0, 0]), || {
            t!(
                "under10-went-out",
                name = state.name.to_string(),
                mark = SECOND_HALVING_MARK,
                total = total
            )
        });
    }
    (reached, total, out)
}

/// A selector's `yes` or `no`.
fn yes_no(yes: bool) -> &'static str {
    if yes { "yes" } else { "no" }
}

/// "If you exactly reach 100 points, your score is halved to 50"; exactly 150 is halved to 75.
fn after_halving(total: i64) -> i64 {
    match total {
        FIRST_HALVING_MARK | SECOND_HALVING_MARK => total / 2,
        _ => total,
    }
}

#[cfg(test)]
mod tests;

/// The notes of an Under the 10 round, in words.
pub(super) fn note_text(note: &Note) -> String {
    match note.kind.as_str() {
        "called" => t!("under10-note-called"),
        "failed-call" => t!("under10-note-failed-call"),
        "beat-caller" => t!("under10-note-beat-caller"),
        "luck" => t!("under10-note-luck"),
        "bonus-penalty" => t!("under10-note-bonus", points = note.value("points")),
        Note::HALVED => t!(
            "under10-note-halved",
            from = note.value("from"),
            to = note.value("to")
        ),
        "went-out" => t!("under10-note-went-out", total = note.value("total")),
        Note::SAT_OUT => t!("under10-note-out"),
        // Anything a later version writes.
        other => other.replace('-', " "),
    }
}
