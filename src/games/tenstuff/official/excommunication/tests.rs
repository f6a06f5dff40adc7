use super::*;
use crate::games::ViolationKind;

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

fn play(seat: usize) -> Turn {
    Turn {
        seat,
        action: Action::Play,
    }
}

fn pass(seat: usize) -> Turn {
    Turn {
        seat,
        action: Action::Pass,
    }
}

fn replay(players: usize, by: usize, onto: Placement, turns: &[Turn]) -> Excommunication {
    excommunication(&table(players), by, onto, turns).unwrap()
}

fn refused(players: usize, by: usize, onto: Placement, turns: &[Turn]) -> RuleViolation {
    let violation = excommunication(&table(players), by, onto, turns).unwrap_err();
    assert_eq!(violation.kind, ViolationKind::AgainstRules);
    violation
}

#[test]
fn the_bare_table_is_right_and_no_one_is_excommunicated() {
    let done = replay(4, BOB, Placement::Table, &[]);
    assert!(!done.excommunicated);
    assert_eq!(done.back_after, None);
    assert_eq!(done.next, CY);
    assert_eq!(
        done.reason,
        "the last set before the reshuffle goes on the bare table to start a new play pile, as \
         Bob did, so no one is excommunicated; play passes to the left (clockwise), and it is \
         Cy's turn"
    );
    // Play goes round as always, Bob included.
    let done = replay(4, BOB, Placement::Table, &[play(CY), pass(DEE), play(ANN)]);
    assert_eq!(done.next, BOB);
    assert_eq!(done.back_after, None);
}

#[test]
fn on_the_old_pile_the_player_is_excommunicated_and_passed_over() {
    let done = replay(4, BOB, Placement::Pile, &[]);
    assert!(done.excommunicated);
    assert_eq!(done.back_after, None);
    assert_eq!(done.next, CY);
    assert_eq!(
        done.reason,
        "Bob put the last set before the reshuffle on the play pile about to be shuffled instead \
         of the bare table, so Bob is excommunicated: no playing and no drawing (not even for \
         that turn, house ruling) until another player passes; it is Cy's turn"
    );
    // Cy, Dee and Ann play; Bob's seat is passed over, so Cy plays again.
    let done = replay(4, BOB, Placement::Pile, &[play(CY), play(DEE), play(ANN)]);
    assert_eq!(done.next, CY);
    assert_eq!(done.back_after, None);
}

#[test]
fn another_players_pass_brings_them_back_in_their_own_seat() {
    // Cy plays, Dee passes: Bob is back, and plays when the rotation reaches him: Ann first.
    let done = replay(4, BOB, Placement::Pile, &[play(CY), pass(DEE)]);
    assert!(done.excommunicated);
    assert_eq!(done.back_after, Some(DEE));
    assert_eq!(done.next, ANN);
    assert_eq!(
        done.reason,
        "Bob put the last set before the reshuffle on the play pile about to be shuffled instead \
         of the bare table and was excommunicated until Dee passed; Bob is back and plays when \
         the rotation reaches their seat again; it is Ann's turn"
    );
    let done = replay(4, BOB, Placement::Pile, &[play(CY), pass(DEE), play(ANN)]);
    assert_eq!(done.next, BOB);
    // Ann's pass, just before Bob's seat: Bob plays straight after.
    let done = replay(4, BOB, Placement::Pile, &[play(CY), play(DEE), pass(ANN)]);
    assert_eq!(done.back_after, Some(ANN));
    assert_eq!(done.next, BOB);
    // The first pass counts, whoever makes it; later passes change nothing.
    let done = replay(4, BOB, Placement::Pile, &[pass(CY), pass(DEE)]);
    assert_eq!(done.back_after, Some(CY));
    assert_eq!(done.next, ANN);
}

#[test]
fn with_two_players_the_other_plays_until_they_pass() {
    // "Especially deadly when there are only two players": Ann plays on and on.
    let done = replay(2, BOB, Placement::Pile, &[play(ANN), play(ANN), play(ANN)]);
    assert_eq!(done.next, ANN);
    let done = replay(2, BOB, Placement::Pile, &[play(ANN), pass(ANN)]);
    assert_eq!(done.back_after, Some(ANN));
    assert_eq!(done.next, BOB);
}

#[test]
fn the_excommunicated_player_may_not_play_or_pass_before_another_passes() {
    let violation = refused(
        4,
        BOB,
        Placement::Pile,
        &[play(CY), play(DEE), play(ANN), play(BOB)],
    );
    assert_eq!(
        violation.problem,
        "Bob plays while excommunicated: no playing and no drawing until another player passes; \
         after Ann it is Cy's turn"
    );
    assert_eq!(
        violation.legal,
        "give the turns after Bob's in order, clockwise; an excommunicated player sits out until \
         another player passes"
    );
    let violation = refused(4, BOB, Placement::Pile, &[play(CY), play(DEE), pass(BOB)]);
    assert!(
        violation
            .problem
            .starts_with("Bob passes while excommunicated")
    );
}

#[test]
fn a_turn_out_of_turn_names_whose_turn_it_is() {
    let violation = refused(4, BOB, Placement::Pile, &[play(DEE)]);
    assert_eq!(
        violation.problem,
        "Dee plays out of turn: after Bob it is Cy's turn (clockwise, passing over the \
         excommunicated Bob)"
    );
    let violation = refused(4, BOB, Placement::Table, &[play(CY), pass(ANN)]);
    assert_eq!(
        violation.problem,
        "Ann passes out of turn: after Cy it is Dee's turn (clockwise)"
    );
    // Back after Dee's pass, Bob's turn comes after Ann's, not before.
    let violation = refused(4, BOB, Placement::Pile, &[play(CY), pass(DEE), play(BOB)]);
    assert_eq!(
        violation.problem,
        "Bob plays out of turn: after Dee it is Ann's turn (clockwise)"
    );
}

#[test]
fn a_table_of_one_is_refused() {
    let violation = refused(1, ANN, Placement::Pile, &[]);
    assert_eq!(
        violation.problem,
        "Tenstuff is played by 2 to 8 players, not 1"
    );
}
