use super::*;

#[test]
fn clockwise_is_the_next_seat_and_wraps_around() {
    let none = |_: usize| false;
    assert_eq!(next_seat(4, 1, Direction::Clockwise, none), 2);
    assert_eq!(next_seat(4, 3, Direction::Clockwise, none), 0);
    assert_eq!(next_seat(2, 0, Direction::Clockwise, none), 1);
}

#[test]
fn counterclockwise_is_the_seat_before_and_wraps_around() {
    let none = |_: usize| false;
    assert_eq!(next_seat(4, 1, Direction::Counterclockwise, none), 0);
    assert_eq!(next_seat(4, 0, Direction::Counterclockwise, none), 3);
    assert_eq!(next_seat(2, 1, Direction::Counterclockwise, none), 0);
}

#[test]
fn a_seat_that_sits_out_is_passed_over() {
    // A, B, C, D with B sitting out: after A comes C; counterclockwise after C comes A.
    let b_out = |seat: usize| seat == 1;
    assert_eq!(next_seat(4, 0, Direction::Clockwise, b_out), 2);
    assert_eq!(next_seat(4, 2, Direction::Counterclockwise, b_out), 0);
    // Two players, one sitting out: the other plays again.
    assert_eq!(next_seat(2, 0, Direction::Clockwise, b_out), 0);
}

#[test]
fn directions_are_named_in_words() {
    assert_eq!(Direction::Clockwise.name(), "clockwise");
    assert_eq!(Direction::Counterclockwise.name(), "counterclockwise");
    assert_eq!(Direction::Clockwise.words(), "to the left (clockwise)");
    assert_eq!(
        Direction::Counterclockwise.words(),
        "to the right (counterclockwise)"
    );
}
