use super::*;
use crate::games::ViolationKind;
use crate::games::tenstuff::sets::GiftProblem;
use crate::games::tenstuff::sets::tests::{card, cards};

const ANN: usize = 0;
const BOB: usize = 1;
const CY: usize = 2;
const DEE: usize = 3;

fn table(players: usize) -> Vec<String> {
    ["Ann", "Bob", "Cy", "Dee"][..players]
        .iter()
        .map(|n| n.to_string())
        .collect()
}

fn slam(players: usize, out: &[usize], by: usize, on: &str, set: &str, give: &str) -> Unwin {
    unwin(
        &table(players),
        out,
        by,
        &cards(on),
        &cards(set),
        &cards(give),
    )
    .unwrap()
}

fn refused(
    players: usize,
    out: &[usize],
    by: usize,
    on: &str,
    set: &str,
    give: &str,
) -> RuleViolation {
    unwin(
        &table(players),
        out,
        by,
        &cards(on),
        &cards(set),
        &cards(give),
    )
    .unwrap_err()
}

#[test]
fn slammed_with_cards_the_last_player_out_unwins_and_loses_their_place() {
    // Ann went out first, then Bob with a 5♥; Cy slams two 5s on it and gives 3♠.
    let done = slam(4, &[ANN, BOB], CY, "5H", "5S 5C", "3S");
    assert!(done.legal());
    assert!(done.back);
    assert_eq!(done.slammed, BOB);
    assert_eq!(done.order, [ANN]);
    assert_eq!(done.hand_over.allowed, cards("3S"));
    assert_eq!(
        done.reason,
        "Cy slams two 5s on 5♥, the set Bob went out with, and gives 3♠, so Bob unwins: back in \
         the deal with the cards given, no longer 2nd; the finishing order so far is Ann; record \
         the deal's final finishing order with Bob where they finally finish"
    );
    // The winner of the deal unwins too, while two players are still in.
    let done = slam(3, &[ANN], BOB, "9D", "9S 9C", "2S 4C");
    assert!(done.back);
    assert_eq!(done.slammed, ANN);
    assert!(done.order.is_empty());
    assert!(
        done.reason.contains("no longer 1st; no one is out;"),
        "{}",
        done.reason
    );
}

#[test]
fn slammed_without_cards_they_stay_out() {
    let done = slam(4, &[ANN, BOB], DEE, "5H", "5S 5C", "");
    assert!(done.legal());
    assert!(!done.back);
    assert_eq!(done.order, [ANN, BOB]);
    assert_eq!(
        done.reason,
        "Dee slams two 5s on 5♥, the set Bob went out with, but gives no cards, so Bob stays \
         out, 2nd: only a player given cards comes back into the deal"
    );
}

#[test]
fn cards_that_may_not_be_given_leave_them_out_and_are_named() {
    let done = slam(4, &[ANN, BOB], CY, "5H", "5S 5C", "3S KS 3D");
    assert!(!done.legal());
    assert!(!done.back);
    assert_eq!(done.order, [ANN, BOB]);
    assert_eq!(done.hand_over.allowed, cards("3S"));
    let refused: Vec<(TenstuffCard, Vec<GiftProblem>)> = done
        .hand_over
        .refused
        .iter()
        .map(|r| (r.card, r.problems.clone()))
        .collect();
    assert_eq!(
        refused,
        [
            (card("KS"), vec![GiftProblem::NotLower]),
            (card("3D"), vec![GiftProblem::NoSharedSuit]),
        ]
    );
    assert!(
        done.reason
            .ends_with("; Bob comes back into the deal only with cards that may be given"),
        "{}",
        done.reason
    );
}

#[test]
fn only_a_slam_unwins() {
    for (on, set) in [("5H", "5S"), ("5H 5D", "5S"), ("4H", "5S 5C")] {
        let violation = refused(4, &[ANN, BOB], CY, on, set, "3S");
        assert_eq!(violation.kind, ViolationKind::AgainstRules, "{set} on {on}");
        assert_eq!(
            violation.legal,
            "only a slam, a bigger set of the same value, may give cards to the slammed player"
        );
    }
    let violation = refused(4, &[ANN, BOB], CY, "5H", "5S 6C", "3S");
    assert_eq!(violation.problem, "5♠ and 6♣ are of different values");
}

#[test]
fn a_deal_with_one_player_left_is_over() {
    let violation = refused(4, &[ANN, BOB, CY], DEE, "5H", "5S 5C", "3S");
    assert_eq!(violation.kind, ViolationKind::AgainstRules);
    assert_eq!(
        violation.problem,
        "the deal was over when Cy went out, as only Dee was left: it cannot be unwon"
    );
    assert_eq!(
        violation.legal,
        "a player can unwin only while two players or more are still in after they went out (so \
         with 3 players or more)"
    );
    // Two players: the first out ends the deal.
    let violation = refused(2, &[ANN], BOB, "5H", "5S 5C", "3S");
    assert_eq!(
        violation.problem,
        "the deal was over when Ann went out, as only Bob was left: it cannot be unwon"
    );
    let violation = refused(2, &[ANN, BOB], BOB, "5H", "5S 5C", "3S");
    assert!(
        violation
            .problem
            .ends_with("as no one was left: it cannot be unwon")
    );
}

#[test]
fn the_slam_comes_from_a_player_still_in() {
    let violation = refused(4, &[ANN, BOB], ANN, "5H", "5S 5C", "3S");
    assert_eq!(violation.kind, ViolationKind::AgainstRules);
    assert_eq!(
        violation.problem,
        "Ann went out 1st and plays no more, so cannot slam"
    );
    assert_eq!(
        violation.legal,
        "the slam comes from a player still in the deal: Cy and Dee"
    );
    // Not the slammed player either: they are out too.
    let violation = refused(4, &[ANN, BOB], BOB, "5H", "5S 5C", "3S");
    assert_eq!(
        violation.problem,
        "Bob went out 2nd and plays no more, so cannot slam"
    );
}

#[test]
fn no_one_out_or_a_player_out_twice_is_malformed() {
    let violation = refused(4, &[], CY, "5H", "5S 5C", "3S");
    assert_eq!(violation.kind, ViolationKind::Malformed);
    assert_eq!(
        violation.problem,
        "no one is out, so no one can be slammed back into the deal"
    );
    let violation = refused(4, &[ANN, ANN], CY, "5H", "5S 5C", "3S");
    assert_eq!(violation.kind, ViolationKind::Malformed);
    assert_eq!(violation.problem, "Ann is out twice");
}
