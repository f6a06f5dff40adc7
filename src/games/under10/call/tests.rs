use crate::games::ViolationKind;
use crate::games::under10::tests::{input, names, round_points};
use crate::games::under10::{Ending, Hand, call_stands, check_call, settle_call};

#[test]
fn check_call_scores_with_bonus_cards_on_from_totals_of_0() {
    let (ending, outcome) = check_call(&input(
        &[("Ann", "5"), ("Bob", "3+joker"), ("Cy", "7")],
        Some("ann"),
        None,
    ))
    .unwrap();
    assert_eq!(ending, Ending::Call { seat: 0 });
    let caller = ending.seat();
    assert!(call_stands(&outcome, caller));
    assert_eq!(round_points(&outcome), vec![0, 13, 7]);
    let hands = [
        Hand {
            points: 5,
            bonus: vec![],
        },
        Hand {
            points: 5,
            bonus: vec![],
        },
    ];
    let outcome = settle_call(&names(&["Ann", "Bob"]), 0, &hands).unwrap();
    assert!(!call_stands(&outcome, 0));
    assert_eq!(round_points(&outcome), vec![25, 0]);
    assert_eq!(
        check_call(&input(&[("Ann", "5")], Some("Ann"), None))
            .unwrap_err()
            .kind,
        ViolationKind::AgainstRules
    );
    assert_eq!(
        check_call(&input(&[("Ann", "5"), ("Ann", "5")], Some("Ann"), None))
            .unwrap_err()
            .kind,
        ViolationKind::Malformed
    );
}

#[test]
fn check_call_referees_a_stroke_of_luck_the_emptied_hand_scores_0_the_others_their_hands() {
    let (ending, outcome) = check_call(&input(
        &[("Ann", "0"), ("Bob", "3+joker"), ("Cy", "12")],
        None,
        Some("Ann"),
    ))
    .unwrap();
    assert_eq!(ending, Ending::Luck { seat: 0 });
    // Bob's joker adds its penalty of 10 to his 3 points.
    assert_eq!(round_points(&outcome), vec![0, 13, 12]);
    assert!(!call_stands(&outcome, 0));
    // The player who emptied their hand holds nothing: points or a bonus card are refused.
    for refused in ["4", "0+joker"] {
        let violation =
            check_call(&input(&[("Ann", refused), ("Bob", "3")], None, Some("Ann"))).unwrap_err();
        assert_eq!(violation.kind, ViolationKind::AgainstRules, "{refused}");
    }
    // Both endings at once cannot be read.
    let both = check_call(&input(
        &[("Ann", "0"), ("Bob", "3")],
        Some("Bob"),
        Some("Ann"),
    ));
    assert_eq!(both.unwrap_err().kind, ViolationKind::Malformed);
}
