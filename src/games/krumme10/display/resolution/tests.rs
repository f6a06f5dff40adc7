use super::*;
use crate::games::krumme10::display::tests::{
    ABC, ABCD, ALMA, BERNIE, CARLA, DORA, PINK, card, exact, foul, names, refused, replay, table,
    totals,
};

// The display: 10, and 15 after a face-up 4.

#[test]
fn an_open_display_adds_the_cards_and_continues_with_the_next_play() {
    let table = table(&ABC);
    let outcome = replay(&table, &["Alma:3", "Bernie:0", "Carla:5"]).unwrap();
    assert_eq!(totals(&outcome), [(3, 10), (3, 10), (8, 10)]);
    assert_eq!(outcome.resolution, Resolution::Open);
    assert_eq!(outcome.draw_order, [CARLA]);
    assert_eq!(outcome.direction, Direction::Clockwise);
    assert_eq!((outcome.total(), outcome.target()), (8, 10));
}

#[test]
fn a_blue_4_above_10_raises_the_target_to_15_first_and_does_not_foul() {
    let table = table(&ABC);
    for four in ["4", "4b"] {
        let outcome = replay(&table, &["Alma:5", "Bernie:3", &format!("Carla:{four}")]).unwrap();
        assert_eq!(totals(&outcome), [(5, 10), (8, 10), (12, 15)]);
        assert_eq!(outcome.resolution, Resolution::Open);
    }
}

#[test]
fn a_pink_4_above_10_does_not_foul_either() {
    let table = table(&ABC);
    let outcome = replay(&table, &["Alma:5", "Bernie:3", "Carla:4p"]).unwrap();
    assert_eq!(totals(&outcome), [(5, 10), (8, 10), (12, 15)]);
    assert_eq!(outcome.resolution, Resolution::Open);
}

#[test]
fn a_4_that_makes_10_leaves_the_display_open_against_15() {
    let table = table(&ABC);
    let outcome = replay(&table, &["Alma:3", "Bernie:3", "Carla:4"]).unwrap();
    assert_eq!(totals(&outcome), [(3, 10), (6, 10), (10, 15)]);
    assert_eq!(outcome.resolution, Resolution::Open);
}

#[test]
fn a_4_on_12_with_the_target_already_15_fouls() {
    let table = table(&ABC);
    let outcome = replay(&table, &["Alma:4", "Bernie:5", "Carla:3", "Alma:4"]).unwrap();
    assert_eq!(totals(&outcome), [(4, 15), (9, 15), (12, 15), (16, 15)]);
    // Over 15: the others may score with any of their cards.
    assert_eq!(foul(&outcome), (ALMA, vec![BERNIE, CARLA], true));
    assert_eq!(outcome.draw_order, [BERNIE, CARLA, ALMA]);
}

#[test]
fn exactly_10_scores_the_last_card() {
    let table = table(&ABC);
    let outcome = replay(&table, &["Alma:3", "Bernie:5", "Carla:2"]).unwrap();
    assert_eq!(exact(&outcome), (CARLA, vec![(2, card(2))], 2));
    assert_eq!(outcome.draw_order, [CARLA]);
    let Resolution::Exact { cards, .. } = &outcome.resolution else {
        unreachable!()
    };
    // The scorer may flip it when adding it: its back is a 1 or a 3.
    assert_eq!(cards[0].backs, [1, 3]);
}

#[test]
fn the_jackpot_at_15_is_the_last_card_and_every_face_up_pink_4() {
    let table = table(&ABC);
    let outcome = replay(&table, &["Alma:4p", "Bernie:4p", "Carla:5", "Alma:2"]).unwrap();
    assert_eq!(totals(&outcome), [(4, 15), (8, 15), (13, 15), (15, 15)]);
    assert_eq!(
        exact(&outcome),
        (ALMA, vec![(3, card(2)), (0, PINK), (1, PINK)], 10)
    );
    // A blue 4 is no jackpot.
    let outcome = replay(&table, &["Alma:4", "Bernie:4p", "Carla:5", "Alma:2"]).unwrap();
    assert_eq!(exact(&outcome), (ALMA, vec![(3, card(2)), (1, PINK)], 6));
}

#[test]
fn a_pink_4_as_the_last_card_is_counted_once() {
    let table = table(&ABC);
    let outcome = replay(&table, &["Alma:4p", "Bernie:5", "Carla:2", "Alma:4p"]).unwrap();
    assert_eq!(totals(&outcome).last(), Some(&(15, 15)));
    assert_eq!(exact(&outcome), (ALMA, vec![(3, PINK), (0, PINK)], 8));
    let outcome = replay(&table, &["Alma:4", "Bernie:5", "Carla:2", "Alma:4p"]).unwrap();
    assert_eq!(exact(&outcome), (ALMA, vec![(3, PINK)], 4));
}

// Fouls.

#[test]
fn a_foul_over_10_lets_the_others_score_their_lowest_card_in_turn_order_after_the_causer() {
    let table = table(&ABCD);
    let outcome = replay(&table, &["Alma:5", "Bernie:3", "Carla:3"]).unwrap();
    assert_eq!(totals(&outcome).last(), Some(&(11, 10)));
    assert_eq!(foul(&outcome), (CARLA, vec![DORA, ALMA, BERNIE], false));
    assert_eq!(outcome.draw_order, [DORA, ALMA, BERNIE, CARLA]);
}

#[test]
fn a_foul_over_15_lets_the_others_score_any_card() {
    let table = table(&ABC);
    let outcome = replay(&table, &["Alma:4p", "Bernie:5", "Carla:5", "Alma:3"]).unwrap();
    assert_eq!(totals(&outcome).last(), Some(&(17, 15)));
    assert_eq!(foul(&outcome), (ALMA, vec![BERNIE, CARLA], true));
}

#[test]
fn a_player_with_no_cards_scores_no_foul_points_and_cannot_play_or_be_stolen_from() {
    let table = Table::new(names(&ABCD), false, &names(&["bernie"])).unwrap();
    let outcome = replay(&table, &["Carla:5", "Dora:3", "Alma:3"]).unwrap();
    let (causer, scorers, _) = foul(&outcome);
    assert_eq!((causer, scorers), (ALMA, vec![CARLA, DORA]));
    let Resolution::Foul { without_cards, .. } = &outcome.resolution else {
        unreachable!()
    };
    assert_eq!(without_cards, &[BERNIE]);
    // Out of cards only in the Showdown, with the draw pile gone: nobody draws.
    assert!(outcome.draw_order.is_empty(), "{:?}", outcome.draw_order);
    let refusal = refused(&table, &["Alma:3", "Bernie:2"]);
    assert_eq!(
        refusal.problem,
        "Bernie has no cards left (named with --empty) but plays a 2"
    );
    let refusal = refused(&table, &["Alma:1>Bernie:2"]);
    assert_eq!(
        refusal.problem,
        "Alma cannot steal from Bernie: Bernie has no cards left"
    );
}

#[test]
fn teammates_of_the_causer_never_score_foul_points() {
    let table = Table::new(names(&ABCD), true, &[]).unwrap();
    let outcome = replay(&table, &["Bernie:5", "Carla:3", "Dora:1", "Alma:2"]).unwrap();
    // Alma and Carla are team A; Bernie and Dora team B.
    assert_eq!(foul(&outcome), (ALMA, vec![BERNIE, DORA], false));
    let Resolution::Foul { teammates, .. } = &outcome.resolution else {
        unreachable!()
    };
    assert_eq!(teammates, &[CARLA]);
    assert_eq!(outcome.draw_order, [BERNIE, DORA, ALMA]);
    // ABCAB: the fifth player, Eve, is Bernie's teammate; Carla's team C is alone.
    let five = Table::new(
        names(&["Alma", "Bernie", "Carla", "Dora", "Eve"]),
        true,
        &[],
    )
    .unwrap();
    let outcome = replay(&five, &["Alma:5", "Bernie:3", "Carla:3"]).unwrap();
    assert_eq!(foul(&outcome).1, [3, 4, 0, 1]);
    // Bernie's foul: Carla, Dora, then Alma; Eve, his teammate, scores none.
    let outcome = replay(&five, &["Eve:5", "Alma:3", "Bernie:3"]).unwrap();
    assert_eq!(foul(&outcome).1, [2, 3, 0]);
}

#[test]
fn stealing_from_a_teammate_is_allowed() {
    let table = Table::new(names(&ABCD), true, &[]).unwrap();
    let outcome = replay(&table, &["Dora:5", "Alma:1>Carla:4"]).unwrap();
    assert_eq!(totals(&outcome), [(5, 10), (6, 10), (10, 15)]);
    assert_eq!(outcome.steps[2].from, CARLA);
    assert!(outcome.steps[2].stolen());
    assert_eq!(outcome.draw_order, [CARLA, ALMA]);
}

#[test]
fn a_reversed_direction_changes_the_foul_order_and_the_draw_order() {
    let table = table(&ABCD);
    let outcome = replay(&table, &["Alma:4p!", "Dora:5", "Carla:5", "Bernie:2"]).unwrap();
    assert_eq!(outcome.direction, Direction::Counterclockwise);
    assert_eq!(foul(&outcome), (BERNIE, vec![ALMA, DORA, CARLA], true));
    assert_eq!(outcome.draw_order, [ALMA, DORA, CARLA, BERNIE]);
    // Without a reversal it is clockwise after Bernie.
    let outcome = replay(&table, &["Carla:4p", "Dora:5", "Alma:5", "Bernie:2"]).unwrap();
    assert_eq!(foul(&outcome), (BERNIE, vec![CARLA, DORA, ALMA], true));
    // A pink 4 reverses at once, so a foul by the reversing card itself goes the new way.
    let outcome = replay(&table, &["Alma:4", "Bernie:5", "Carla:3", "Dora:4p!"]).unwrap();
    assert_eq!(foul(&outcome), (DORA, vec![CARLA, BERNIE, ALMA], true));
    // Until the next reversal: two make clockwise again, so Alma follows Dora.
    let outcome = replay(&table, &["Alma:4p!", "Dora:4p!", "Alma:5", "Bernie:3"]).unwrap();
    assert_eq!(outcome.direction, Direction::Clockwise);
    assert_eq!(foul(&outcome), (BERNIE, vec![CARLA, DORA, ALMA], true));
    // A stolen pink 4 may reverse too.
    let outcome = replay(&table, &["Alma:1>Bernie:4p!"]).unwrap();
    assert_eq!(outcome.direction, Direction::Counterclockwise);
    assert!(outcome.steps[1].reverses);
}
