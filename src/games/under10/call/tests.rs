use crate::games::ViolationKind;
use crate::games::under10::tests::{input, names, round_points};
use crate::games::under10::{Hand, call_stands, check_call, settle_call};

#[test]
fn check_call_scores_with_bonus_cards_on_from_totals_of_0() {
    let (caller, outcome) = check_call(&input(
        &[("Ann", "5"), ("Bob", "3+joker"), ("Cy", "7")],
        Some("ann"),
        None,
    ))
    .unwrap();
    assert_eq!(caller, 0);
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
