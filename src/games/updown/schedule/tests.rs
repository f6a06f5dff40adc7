use super::*;
use crate::games::Rules;
use crate::games::updown::Updown;
use crate::games::updown::tests::chosen;

#[test]
fn the_default_peak_is_ten_or_what_51_cards_deal_for_every_table_size() {
    let expected = [
        (3, 10, 19),
        (4, 10, 19),
        (5, 10, 19),
        (6, 8, 15),
        (7, 7, 13),
    ];
    for (players, peak, rounds) in expected {
        let options = Updown
            .options(chosen(None, false), &crate::games::table_of(players))
            .unwrap();
        assert_eq!(options.peak, peak, "{players} players");
        assert_eq!(rounds_in_match(options.peak), rounds, "{players} players");
    }
}

#[test]
fn the_schedule_climbs_to_the_peak_and_comes_back_down() {
    let classic: Vec<u32> = (1..=19).map(|seq| cards_in_round(10, seq)).collect();
    assert_eq!(
        classic,
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]
    );
    let short: Vec<u32> = (1..=rounds_in_match(3))
        .map(|seq| cards_in_round(3, seq))
        .collect();
    assert_eq!(short, [1, 2, 3, 2, 1]);
    assert_eq!(rounds_in_match(1), 1);
    assert_eq!(cards_in_round(1, 1), 1);
}

#[test]
fn the_first_bidder_moves_one_seat_clockwise_each_round() {
    let firsts: Vec<usize> = (1..=6).map(|seq| first_bidder(4, seq)).collect();
    assert_eq!(firsts, [0, 1, 2, 3, 0, 1]);
    assert_eq!(bidding_order(4, 3), [2, 3, 0, 1]);
    assert_eq!(bidding_order(5, 6), [0, 1, 2, 3, 4]);
    assert_eq!(first_bidder(7, 19), 4);
}
