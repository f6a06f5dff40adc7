use crate::games::under10::tests::{
    ALL_IN, bonus_on, call, fresh, plain, play, refused, round_points, totals, with_totals,
};
use crate::games::under10::{Bonus, Ending, Entry, Hand, Under10, call_stands};
use crate::games::{Note, Rules, SeatResult, Standing, ViolationKind};
use proptest::prelude::*;

// --- calls --------------------------------------------------------------------------------

#[test]
fn a_call_stands_when_everyone_else_has_more_and_the_winner_receives_0() {
    let outcome = call(
        &fresh(&ALL_IN),
        &[("Ann", "6"), ("Bob", "7"), ("Cy", "12"), ("Dee", "30")],
        "Ann",
    );
    assert_eq!(round_points(&outcome), vec![0, 7, 12, 30]);
    assert_eq!(outcome.seats[0].notes, vec![Note::new("called")]);
    assert!(call_stands(&outcome, 0));
    assert!(
        outcome.explanation[0].contains("the call stands"),
        "{:?}",
        outcome.explanation
    );
}

#[test]
fn a_failed_call_costs_20_plus_the_hand_and_the_lower_player_scores_0() {
    let outcome = call(
        &fresh(&["Ann", "Bob", "Cy"]),
        &[("Ann", "4"), ("Bob", "6"), ("Cy", "11")],
        "Bob",
    );
    assert_eq!(round_points(&outcome), vec![0, 26, 11]);
    assert_eq!(outcome.seats[1].notes, vec![Note::new("failed-call")]);
    assert_eq!(outcome.seats[0].notes, vec![Note::new("beat-caller")]);
    assert!(!call_stands(&outcome, 1));
    assert_eq!(
        outcome.explanation[0],
        "Bob called with 6 points, but Ann had 4 — a failed call: Bob scores 20 + 6 = 26, Ann \
         (lowest) scores 0."
    );
}

#[test]
fn a_player_with_as_many_points_as_the_caller_beats_the_call() {
    let outcome = call(
        &fresh(&["Ann", "Bob", "Cy"]),
        &[("Ann", "5"), ("Bob", "5"), ("Cy", "9")],
        "Ann",
    );
    assert_eq!(round_points(&outcome), vec![25, 0, 9]);
    assert_eq!(outcome.seats[1].notes, vec![Note::new("beat-caller")]);
}

#[test]
fn beaters_tied_at_the_lowest_all_score_0_and_a_higher_beater_scores_their_hand() {
    let outcome = call(
        &fresh(&ALL_IN),
        &[("Ann", "8"), ("Bob", "3"), ("Cy", "3"), ("Dee", "7")],
        "Ann",
    );
    assert_eq!(round_points(&outcome), vec![28, 0, 0, 7]);
    assert_eq!(outcome.seats[1].notes, vec![Note::new("beat-caller")]);
    assert_eq!(outcome.seats[2].notes, vec![Note::new("beat-caller")]);
    assert!(outcome.seats[3].notes.is_empty());
    assert!(outcome.explanation[0].contains("Bob and Cy (lowest, tied) score 0"));
}

#[test]
fn a_bonus_holder_with_fewer_points_does_not_beat_the_caller_and_pays_the_penalty() {
    let outcome = call(
        &fresh(&["Ann", "Bob", "Cy"]),
        &[("Ann", "6"), ("Bob", "2+joker"), ("Cy", "9")],
        "Ann",
    );
    assert_eq!(round_points(&outcome), vec![0, 12, 9]);
    assert!(call_stands(&outcome, 0));
    assert_eq!(
        outcome.seats[1].notes,
        vec![Note::new("bonus-penalty").with("points", 10.into())]
    );
    assert!(
        outcome
            .explanation
            .iter()
            .any(|line| line.contains("cannot beat the caller"))
    );
}

#[test]
fn a_bonus_holder_does_not_share_the_win_of_a_failed_call() {
    let outcome = call(
        &fresh(&["Ann", "Bob", "Cy"]),
        &[("Ann", "6"), ("Bob", "1+trade-one"), ("Cy", "4")],
        "Ann",
    );
    assert_eq!(round_points(&outcome), vec![26, 6, 0]);
}

#[test]
fn each_bonus_card_costs_its_penalty() {
    assert_eq!(Bonus::TradeAll.penalty(), 20);
    assert_eq!(Bonus::Joker.penalty(), 10);
    assert_eq!(Bonus::TradeOne.penalty(), 5);
    let outcome = call(
        &fresh(&ALL_IN),
        &[
            ("Ann", "3"),
            ("Bob", "4+trade-all"),
            ("Cy", "4+joker"),
            ("Dee", "4+trade-one"),
        ],
        "Ann",
    );
    assert_eq!(round_points(&outcome), vec![0, 24, 14, 9]);
    assert!(
        outcome
            .explanation
            .contains(&"Cy holds a joker: +10 (4 + 10 = 14).".to_string())
    );
}

#[test]
fn several_bonus_cards_add_up() {
    let outcome = call(
        &fresh(&["Ann", "Bob"]),
        &[("Ann", "3"), ("Bob", "0+trade-all+joker+trade-one")],
        "Ann",
    );
    assert_eq!(round_points(&outcome), vec![0, 35]);
    assert_eq!(
        outcome.seats[1].notes,
        vec![Note::new("bonus-penalty").with("points", 35.into())]
    );
}

// --- stroke of luck -----------------------------------------------------------------------

#[test]
fn a_stroke_of_luck_scores_0_for_the_lucky_player_and_the_hand_for_everyone_else() {
    let outcome = play(
        &bonus_on(),
        &fresh(&["Ann", "Bob", "Cy"]),
        &[("Ann", "12+joker"), ("Bob", "0"), ("Cy", "3")],
        None,
        Some("Bob"),
    )
    .unwrap();
    assert_eq!(round_points(&outcome), vec![22, 0, 3]);
    assert_eq!(outcome.seats[1].notes, vec![Note::new("luck")]);
    assert_eq!(
        outcome.seats[0].notes,
        vec![Note::new("bonus-penalty").with("points", 10.into())]
    );
}

// --- halving and going out ----------------------------------------------------------------

/// Ann calls with 0; Bob's hand lands his total where the test wants it.
fn bob_reaches(previous: i64, hand: i64) -> SeatResult {
    let standing = with_totals(&[(0, false), (previous, false)]);
    let bob = hand.to_string();
    call(&standing, &[("Ann", "0"), ("Bob", &bob)], "Ann").seats[1].clone()
}

#[test]
fn exactly_100_is_halved_to_50_and_99_and_101_are_not() {
    let bob = bob_reaches(90, 10);
    assert_eq!((bob.points, bob.total), (10, 50));
    assert_eq!(
        bob.notes,
        vec![
            Note::new("halved")
                .with("from", 100.into())
                .with("to", 50.into())
        ]
    );
    assert_eq!(bob_reaches(89, 10).total, 99);
    assert_eq!(bob_reaches(91, 10).total, 101);
}

#[test]
fn exactly_150_is_halved_to_75_and_is_not_out() {
    let bob = bob_reaches(140, 10);
    assert_eq!((bob.total, bob.out), (75, false));
    assert_eq!(
        bob.notes,
        vec![
            Note::new("halved")
                .with("from", 150.into())
                .with("to", 75.into())
        ]
    );
    assert_eq!(
        (bob_reaches(139, 10).total, bob_reaches(139, 10).out),
        (149, false)
    );
}

#[test]
fn above_150_is_out() {
    let bob = bob_reaches(141, 10);
    assert_eq!((bob.total, bob.out), (151, true));
    assert_eq!(
        bob.notes,
        vec![Note::new("went-out").with("total", 151.into())]
    );
    let outcome = call(
        &with_totals(&[(0, false), (150 - 8, false)]),
        &[("Ann", "0"), ("Bob", "28")],
        "Ann",
    );
    assert!(
        outcome
            .explanation
            .contains(&"Bob went above 150 (170) and is out.".to_string())
    );
}

#[test]
fn halving_is_explained() {
    let outcome = call(
        &with_totals(&[(0, false), (90, false)]),
        &[("Ann", "0"), ("Bob", "10")],
        "Ann",
    );
    assert!(
        outcome
            .explanation
            .contains(&"Bob reached exactly 100 and is halved to 50.".to_string())
    );
}

#[test]
fn an_out_player_sits_out_and_an_entry_for_them_is_refused() {
    let standing = with_totals(&[(40, false), (162, true), (20, false)]);
    let outcome = play(
        &plain(),
        &standing,
        &[("Ann", "5"), ("Cy", "9")],
        Some("Ann"),
        None,
    )
    .unwrap();
    assert_eq!(
        outcome.seats[1],
        SeatResult {
            points: 0,
            total: 162,
            out: true,
            notes: vec![Note::new("sat-out")],
            counters: Default::default()
        }
    );
    assert_eq!(totals(&outcome), vec![40, 162, 29]);

    let error = refused(play(
        &plain(),
        &standing,
        &[("Ann", "5"), ("Bob", "3"), ("Cy", "9")],
        Some("Ann"),
        None,
    ));
    assert_eq!(error.kind, ViolationKind::AgainstRules);
    assert_eq!(
        error.problem,
        "Bob is out of the match (162) and takes no part in later rounds"
    );
    assert_eq!(
        error.legal,
        "leave Bob out of the entry; the players still in are Ann and Cy"
    );

    let error = refused(play(
        &plain(),
        &standing,
        &[("Ann", "5")],
        Some("Ann"),
        None,
    ));
    assert_eq!(error.kind, ViolationKind::Malformed);
    assert_eq!(error.problem, "no entry for Cy");

    let error = refused(play(
        &plain(),
        &standing,
        &[("Ann", "5"), ("Cy", "0")],
        None,
        Some("Bob"),
    ));
    assert_eq!(error.kind, ViolationKind::Malformed);
    assert_eq!(error.problem, "--luck Bob: Bob is out of the match (162)");
}

// --- properties ---------------------------------------------------------------------------

/// The rule document's totals, written out on their own: add, halve exactly 100 and 150.
fn fold_total(total: i64, points: i64) -> i64 {
    let total = total + points;
    if total == 100 {
        50
    } else if total == 150 {
        75
    } else {
        total
    }
}

/// One round's raw material: who ends it (among those in), call or luck, and a hand per seat.
fn raw_round() -> impl Strategy<Value = (usize, bool, Vec<(i64, Vec<Bonus>)>)> {
    let bonus = prop::sample::select(Bonus::ALL.to_vec());
    (
        0usize..6,
        any::<bool>(),
        prop::collection::vec((0i64..=65, prop::collection::vec(bonus, 0..=2)), 6),
    )
}

/// Shapes raw material into a valid entry for this standing (caller ≤ 9 without bonus, lucky
/// player at 0, points within the hand limit).
pub(super) fn valid_entry(
    standing: &Standing,
    raw: &(usize, bool, Vec<(i64, Vec<Bonus>)>),
) -> Entry {
    let still_in: Vec<usize> = (0..standing.seats.len())
        .filter(|&s| !standing.seats[s].out)
        .collect();
    let (pick, is_call, hands) = raw;
    let ender = still_in[pick % still_in.len()];
    let hands = standing
        .seats
        .iter()
        .enumerate()
        .map(|(seat, state)| {
            if state.out {
                return None;
            }
            let (points, bonus) = &hands[seat];
            let limit = (5 - bonus.len() as i64) * 13;
            let mut hand = Hand {
                points: points % (limit + 1),
                bonus: bonus.clone(),
            };
            if seat == ender {
                hand.bonus.clear();
                hand.points = if *is_call { points % 10 } else { 0 };
            }
            Some(hand)
        })
        .collect();
    let ending = if *is_call {
        Ending::Call { seat: ender }
    } else {
        Ending::Luck { seat: ender }
    };
    Entry { ending, hands }
}

proptest! {
    #[test]
    fn totals_are_the_fold_of_round_points_and_out_seats_never_change(
        players in 2usize..=6,
        rounds in prop::collection::vec(raw_round(), 1..60),
    ) {
        let seat_names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
        let mut standing = Standing::start(&seat_names);
        let mut folded = vec![0i64; players];
        let mut out = vec![false; players];
        for raw in &rounds {
            if standing.seats.iter().filter(|s| !s.out).count() < 2 {
                break;
            }
            let entry = valid_entry(&standing, raw);
            let outcome = Under10.score(&bonus_on(), &standing, None, &entry).unwrap();
            for seat in 0..players {
                let result = &outcome.seats[seat];
                if out[seat] {
                    prop_assert_eq!(result.total, folded[seat]);
                    prop_assert!(result.out);
                    prop_assert_eq!(result.points, 0);
                    continue;
                }
                folded[seat] = fold_total(folded[seat], result.points);
                out[seat] = folded[seat] > 150;
                prop_assert_eq!(result.total, folded[seat]);
                prop_assert_eq!(result.out, out[seat]);
                prop_assert!(result.points >= 0);
            }
            // The winner of every round scores 0.
            let winners = outcome.seats.iter().filter(|s| {
                [Note::new("called"), Note::new("beat-caller"), Note::new("luck")].iter().any(|note| s.notes.contains(note))
            });
            let mut any_winner = false;
            for winner in winners {
                prop_assert_eq!(winner.points, 0);
                any_winner = true;
            }
            prop_assert!(any_winner);
            standing = standing.after(&outcome);
        }
    }
}

// A stored round's explanation, worded without scoring it again ([`super::explain_round`]), says
// what scoring it says, word for word, in every language, where lines are worded once a match.
mod explained {
    use proptest::prelude::*;

    use super::{raw_round, valid_entry};
    use crate::games::under10::tests::bonus_on;
    use crate::games::under10::{Entry, Hand, Under10};
    use crate::games::{Rules, Standing, Worded};
    use crate::i18n::Lang;

    proptest! {
        #[test]
        fn explained_as_scored_round_after_round(
            players in 2usize..=6,
            rounds in prop::collection::vec(raw_round(), 1..60),
        ) {
            let seat_names: Vec<String> = (0..players).map(|i| format!("P\"{i}\"")).collect();
            for lang in Lang::ALL {
                crate::i18n::with(lang, || -> Result<(), TestCaseError> {
                    let mut standing = Standing::start(&seat_names);
                    let mut worded = Worded::default();
                    for raw in &rounds {
                        if standing.seats.iter().filter(|s| !s.out).count() < 2 {
                            break;
                        }
                        let entry = valid_entry(&standing, raw);
                        let outcome = Under10.score(&bonus_on(), &standing, None, &entry).unwrap();
                        let explained = super::super::explain_round(&standing, &entry, &mut worded);
                        prop_assert_eq!(explained.as_ref(), Some(&outcome.explanation));
                        standing = standing.after(&outcome);
                    }
                    Ok(())
                })?;
            }
        }
    }

    #[test]
    fn an_entry_that_does_not_fit_the_table_is_left_to_scoring() {
        let standing = Standing::start(&["Ann".to_string(), "Bob".to_string()]);
        let hand = |points| {
            Some(Hand {
                points,
                bonus: Vec::new(),
            })
        };
        let mut worded = Worded::default();
        let odd = [
            (
                crate::games::under10::Ending::Call { seat: 2 },
                vec![hand(1), hand(5)],
            ),
            (
                crate::games::under10::Ending::Call { seat: 0 },
                vec![hand(1)],
            ),
            (
                crate::games::under10::Ending::Call { seat: 0 },
                vec![hand(1), hand(i64::MAX)],
            ),
        ];
        for (ending, hands) in odd {
            let entry = Entry { ending, hands };
            assert_eq!(
                super::super::explain_round(&standing, &entry, &mut worded),
                None
            );
        }
    }
}
