use crate::games::under10::tests::{bonus_on, fresh, plain, play, refused, with_totals};
use crate::games::under10::{Bonus, Ending, Entry, Hand, Under10};
use crate::games::{Rules, ViolationKind};
use proptest::prelude::*;

// --- calls --------------------------------------------------------------------------------

#[test]
fn a_call_with_9_points_is_legal_and_with_10_refused() {
    let standing = fresh(&["Ann", "Bob"]);
    assert!(
        play(
            &plain(),
            &standing,
            &[("Ann", "9"), ("Bob", "20")],
            Some("Ann"),
            None
        )
        .is_ok()
    );
    let error = refused(play(
        &plain(),
        &standing,
        &[("Ann", "10"), ("Bob", "20")],
        Some("Ann"),
        None,
    ));
    assert_eq!(error.kind, ViolationKind::AgainstRules);
    assert_eq!(error.problem, "Ann called with 10 points in hand");
    assert_eq!(
        error.legal,
        "a call needs fewer than 10 points (0 to 9) and no bonus card"
    );
    let error = refused(play(
        &plain(),
        &standing,
        &[("Ann", "12"), ("Bob", "20")],
        Some("Ann"),
        None,
    ));
    assert_eq!(error.problem, "Ann called with 12 points in hand");
}

#[test]
fn a_call_while_holding_a_bonus_card_is_refused() {
    let error = refused(play(
        &bonus_on(),
        &fresh(&["Ann", "Bob"]),
        &[("Ann", "0+trade-one"), ("Bob", "20")],
        Some("Ann"),
        None,
    ));
    assert_eq!(error.kind, ViolationKind::AgainstRules);
    assert_eq!(error.problem, "Ann called while holding a trade-one");
}

#[test]
fn a_bonus_card_with_bonus_cards_off_is_refused() {
    let error = refused(play(
        &plain(),
        &fresh(&["Ann", "Bob"]),
        &[("Ann", "3"), ("Bob", "4+joker")],
        Some("Ann"),
        None,
    ));
    assert_eq!(error.kind, ViolationKind::AgainstRules);
    assert_eq!(
        error.problem,
        "Bob holds a joker, but this match is played without bonus cards"
    );
}

#[test]
fn card_points_above_five_cards_of_13_less_the_bonus_cards_are_refused() {
    let standing = fresh(&["Ann", "Bob"]);
    let hand = |bob: &str| {
        play(
            &bonus_on(),
            &standing,
            &[("Ann", "3"), ("Bob", bob)],
            Some("Ann"),
            None,
        )
    };
    assert!(hand("65").is_ok());
    assert_eq!(refused(hand("66")).kind, ViolationKind::AgainstRules);
    assert!(hand("52+joker").is_ok());
    assert_eq!(refused(hand("53+joker")).kind, ViolationKind::AgainstRules);
    assert!(hand("39+joker+trade-one").is_ok());
    assert_eq!(
        refused(hand("40+joker+trade-one")).kind,
        ViolationKind::AgainstRules
    );
    assert!(hand("0+joker+joker+joker+joker+joker").is_ok());
    assert_eq!(
        refused(hand("1+joker+joker+joker+joker+joker")).kind,
        ViolationKind::AgainstRules
    );
    let error = refused(hand("0+joker+joker+joker+joker+joker+joker"));
    assert_eq!(error.kind, ViolationKind::AgainstRules);
    assert_eq!(
        error.problem,
        "Bob holds 6 bonus cards, but a hand holds at most 5 cards"
    );
    assert_eq!(
        refused(hand("53+joker")).problem,
        "Bob has 53 points in hand, but besides 1 bonus card, 4 cards of at most 13 make at most 52"
    );
}

// --- stroke of luck -----------------------------------------------------------------------

#[test]
fn a_lucky_player_with_points_or_a_bonus_card_left_is_refused() {
    let standing = fresh(&["Ann", "Bob"]);
    let error = refused(play(
        &bonus_on(),
        &standing,
        &[("Ann", "3"), ("Bob", "5")],
        None,
        Some("Ann"),
    ));
    assert_eq!(error.kind, ViolationKind::AgainstRules);
    assert_eq!(error.problem, "Ann had a stroke of luck but still holds 3");
    assert_eq!(
        error.legal,
        "a stroke of luck empties the hand: enter Ann=0"
    );
    let error = refused(play(
        &bonus_on(),
        &standing,
        &[("Ann", "0+joker"), ("Bob", "5")],
        None,
        Some("Ann"),
    ));
    assert_eq!(error.kind, ViolationKind::AgainstRules);
}

// --- stored entries and the end of the match ----------------------------------------------

#[test]
fn a_stored_entry_is_checked_again_when_scored() {
    let standing = with_totals(&[(40, false), (162, true), (20, false)]);
    let some = |points| {
        Some(Hand {
            points,
            bonus: vec![],
        })
    };
    let entries = [
        (
            Entry {
                ending: Ending::Call { seat: 0 },
                hands: vec![some(5), some(3), some(9)],
            },
            ViolationKind::AgainstRules,
        ),
        (
            Entry {
                ending: Ending::Call { seat: 0 },
                hands: vec![some(5), None],
            },
            ViolationKind::Malformed,
        ),
        (
            Entry {
                ending: Ending::Call { seat: 7 },
                hands: vec![some(5), None, some(9)],
            },
            ViolationKind::Malformed,
        ),
        (
            Entry {
                ending: Ending::Call { seat: 1 },
                hands: vec![some(5), None, some(9)],
            },
            ViolationKind::Malformed,
        ),
        (
            Entry {
                ending: Ending::Call { seat: 2 },
                hands: vec![some(5), None, some(19)],
            },
            ViolationKind::AgainstRules,
        ),
        (
            Entry {
                ending: Ending::Luck { seat: 2 },
                hands: vec![some(5), None, some(1)],
            },
            ViolationKind::AgainstRules,
        ),
        (
            Entry {
                ending: Ending::Call { seat: 0 },
                hands: vec![some(5), None, some(66)],
            },
            ViolationKind::AgainstRules,
        ),
    ];
    for (entry, kind) in entries {
        assert_eq!(
            Under10
                .score(&plain(), &standing, None, &entry)
                .unwrap_err()
                .kind,
            kind,
            "{entry:?}"
        );
    }
}

#[test]
fn no_round_is_scored_with_fewer_than_two_players_in() {
    let standing = with_totals(&[(40, false), (162, true)]);
    let error = refused(play(
        &plain(),
        &standing,
        &[("Ann", "5")],
        Some("Ann"),
        None,
    ));
    assert_eq!(error.kind, ViolationKind::AgainstRules);
}

// --- properties ---------------------------------------------------------------------------

proptest! {
    #[test]
    fn score_never_panics_on_any_stored_entry(
        seat in 0usize..8,
        is_call in any::<bool>(),
        hands in prop::collection::vec(proptest::option::of((any::<i64>(), prop::collection::vec(prop::sample::select(Bonus::ALL.to_vec()), 0..8))), 0..6),
    ) {
        let standing = with_totals(&[(0, false), (162, true), (99, false), (149, false)]);
        let hands = hands.into_iter().map(|h| h.map(|(points, bonus)| Hand { points, bonus })).collect();
        let ending = if is_call { Ending::Call { seat } } else { Ending::Luck { seat } };
        let _ = Under10.score(&bonus_on(), &standing, None, &Entry { ending, hands });
    }
}
