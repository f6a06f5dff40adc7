use super::*;
use crate::games::ViolationKind;
use crate::games::tenstuff::sets::tests::cards;

fn table() -> Vec<String> {
    ["Ann", "Bob", "Cy", "Dee"].map(String::from).to_vec()
}

fn after(by: usize, set: &str, in_force: bool) -> Sixes {
    after_set(&table(), by, &cards(set), in_force).unwrap()
}

#[test]
fn three_sixes_turn_play_to_the_right_and_swap_the_piles() {
    // A, B, C, D: Bob plays three sixes, so from the next turn play passes to the right: Ann.
    let sixes = after(1, "6H 6C 6S", false);
    assert!(sixes.three_sixes);
    assert_eq!(sixes.direction, Direction::Counterclockwise);
    assert_eq!(sixes.next, 0);
    assert!(sixes.piles_swap);
    assert_eq!(
        sixes.reason,
        "three sixes: from the next turn play passes to the right (counterclockwise), so Ann \
         plays next; the face-up play pile becomes the face-up draw pile and the face-down draw \
         pile becomes the face-down play pile, so sets are played face down, shown and announced \
         first; this lasts until the draw pile runs out, and then play restarts: the face-down \
         pile becomes the draw pile without reshuffling, everyone keeps their hand, the player \
         with the lowest card starts, and play passes to the left (clockwise) again"
    );
    // From the first seat, the player to the right is the last one.
    assert_eq!(after(0, "6D 6C 6S", false).next, 3);
}

#[test]
fn only_exactly_three_sixes_do_it() {
    for set in ["6H", "6H 6C", "6H 6C 6S 6D", "7H 7C 7S", "JK JKM"] {
        let sixes = after(1, set, false);
        assert!(!sixes.three_sixes, "{set}");
        assert!(!sixes.piles_swap, "{set}");
        assert_eq!(sixes.direction, Direction::Clockwise, "{set}");
        assert_eq!(sixes.next, 2, "{set}");
    }
    assert_eq!(
        after(1, "6H 6C", false).reason,
        "two 6s are not three sixes: only a set of exactly three sixes turns play around and \
         swaps the piles; play passes to the left (clockwise) as before, so Cy plays next"
    );
    assert_eq!(
        after(1, "6H", false).reason,
        "a 6 is not three sixes: only a set of exactly three sixes turns play around and swaps \
         the piles; play passes to the left (clockwise) as before, so Cy plays next"
    );
}

#[test]
fn three_sixes_while_in_force_change_nothing_more() {
    // House ruling: play keeps passing to the right; the piles do not swap back.
    let sixes = after(1, "6H 6C 6S", true);
    assert!(sixes.three_sixes);
    assert_eq!(sixes.direction, Direction::Counterclockwise);
    assert_eq!(sixes.next, 0);
    assert!(!sixes.piles_swap);
    assert_eq!(
        sixes.reason,
        "three sixes while three sixes are already in force change nothing more (house ruling): \
         play keeps passing to the right (counterclockwise), so Ann plays next, and the piles \
         stay as they are until the draw pile runs out and play restarts"
    );
}

#[test]
fn while_in_force_any_other_set_keeps_play_going_right() {
    let sixes = after(2, "9C", true);
    assert!(!sixes.three_sixes);
    assert_eq!(sixes.direction, Direction::Counterclockwise);
    assert_eq!(sixes.next, 1);
    assert!(!sixes.piles_swap);
    assert_eq!(
        sixes.reason,
        "a 9 is not three sixes: only a set of exactly three sixes turns play around and swaps \
         the piles; three sixes are still in force, so play keeps passing to the right \
         (counterclockwise) and Bob plays next"
    );
}

#[test]
fn a_broken_set_and_a_table_too_small_are_refused() {
    let violation = after_set(&table(), 1, &cards("6H 6C 7S"), false).unwrap_err();
    assert_eq!(violation.kind, ViolationKind::AgainstRules);
    assert_eq!(violation.problem, "6♥ and 7♠ are of different values");
    let one = vec!["Ann".to_string()];
    let violation = after_set(&one, 0, &cards("6H 6C 6S"), false).unwrap_err();
    assert_eq!(
        violation.problem,
        "Tenstuff is played by 2 to 8 players, not 1"
    );
}

#[test]
fn with_two_players_the_other_one_plays_next_either_way() {
    let two = vec!["Ann".to_string(), "Bob".to_string()];
    let sixes = after_set(&two, 0, &cards("6H 6C 6S"), false).unwrap();
    assert_eq!(sixes.next, 1);
    assert_eq!(sixes.direction, Direction::Counterclockwise);
}
