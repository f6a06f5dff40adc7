use crate::games::krumme10::display::Resolution;
use crate::games::krumme10::display::tests::{
    ABC, ABCD, ALMA, BERNIE, CARLA, DORA, card, exact, foul, refused, replay, table, totals,
};

#[test]
fn the_chain_of_1s_goes_on_while_stolen_cards_land_as_1() {
    let table = table(&ABC);
    let outcome = replay(&table, &["Alma:5", "Bernie:1>Carla:1>Alma:1>Carla:2"]).unwrap();
    assert_eq!(
        totals(&outcome),
        [(5, 10), (6, 10), (7, 10), (8, 10), (10, 10)]
    );
    let from: Vec<usize> = outcome.steps.iter().map(|s| s.from).collect();
    assert_eq!(from, [ALMA, BERNIE, CARLA, ALMA, CARLA]);
    assert!(outcome.steps[1..].iter().all(|s| s.by == BERNIE));
    // Bernie scores the last card, the 2 stolen from Carla.
    assert_eq!(exact(&outcome), (BERNIE, vec![(4, card(2))], 2));
    assert_eq!(outcome.draw_order, [CARLA, ALMA, BERNIE]);
}

#[test]
fn only_a_card_that_landed_as_1_may_steal() {
    let table = table(&ABC);
    let refusal = refused(&table, &["Alma:3>Bernie:2"]);
    assert_eq!(
        refusal.problem,
        "Alma cannot steal from Bernie: Alma's own 3 did not land as a 1, and only a 1 may steal"
    );
    let refusal = refused(&table, &["Alma:1>Bernie:2>Carla:1"]);
    assert_eq!(
        refusal.problem,
        "Alma cannot steal from Carla: the 2 stolen from Bernie did not land as a 1, and only a 1 \
         may steal"
    );
}

#[test]
fn a_1_never_steals_from_the_thief() {
    let table = table(&ABC);
    let refusal = refused(&table, &["Alma:1>Alma:2"]);
    assert_eq!(
        refusal.problem,
        "Alma cannot steal from Alma: a 1 steals from another player"
    );
    // Another player's card may be stolen back in the same chain only from someone else.
    let refusal = refused(&table, &["Alma:1>Bernie:1>alma:3"]);
    assert!(refusal.problem.starts_with("Alma cannot steal from Alma"));
}

#[test]
fn the_chain_stops_at_a_foul() {
    let table = table(&ABC);
    let refusal = refused(
        &table,
        &["Alma:5", "Bernie:3", "Carla:1>Alma:1>Bernie:1>Alma:3"],
    );
    assert_eq!(
        refusal.problem,
        "the 3 stolen from Alma is a card after the display was resolved (Carla went over the \
         target with the card before)"
    );
    // Without the last steal it is Carla's foul: 11 against 10.
    let outcome = replay(&table, &["Alma:5", "Bernie:3", "Carla:1>Alma:1>Bernie:1"]).unwrap();
    assert_eq!(totals(&outcome).last(), Some(&(11, 10)));
    assert_eq!(foul(&outcome), (CARLA, vec![ALMA, BERNIE], false));
}

#[test]
fn no_more_than_three_cards_are_stolen_from_one_player_and_a_robbed_player_scores_none() {
    let table = table(&ABCD);
    let refusal = refused(&table, &["Alma:1>Bernie:1>Bernie:1>Bernie:1>Bernie:0"]);
    assert_eq!(
        refusal.problem,
        "Alma cannot steal a 4th card from Bernie in one turn: a player holds 3"
    );
    let outcome = replay(&table, &["Dora:5", "Alma:1>Bernie:1>Bernie:1>Bernie:3"]).unwrap();
    assert_eq!(totals(&outcome).last(), Some(&(11, 10)));
    assert_eq!(foul(&outcome), (ALMA, vec![CARLA, DORA], false));
    let Resolution::Foul { without_cards, .. } = &outcome.resolution else {
        unreachable!()
    };
    assert_eq!(without_cards, &[BERNIE]);
    // Bernie still draws: cards were stolen from him.
    assert_eq!(outcome.draw_order, [BERNIE, CARLA, DORA, ALMA]);
}
