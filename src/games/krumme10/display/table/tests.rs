use super::*;
use crate::games::ViolationKind;
use crate::games::krumme10::display::tests::{
    ABC, ABCD, ALMA, BERNIE, CARLA, DORA, card, names, table,
};
use crate::games::krumme10::display::{Lay, parse_play, replay_display};

#[test]
fn a_table_seats_2_to_6_players_and_teams_only_4_to_6() {
    let seats = |count: usize, teams: bool| {
        let list: Vec<String> = (0..count).map(|i| format!("P{i}")).collect();
        Table::new(list, teams, &[]).unwrap()
    };
    for count in [1, 7] {
        let refusal = seats(count, false).check_players().unwrap_err();
        assert_eq!(refusal.kind, ViolationKind::AgainstRules);
        assert_eq!(
            refusal.problem,
            format!("Krumme10 is played by 2 to 6 players, not {count}")
        );
        // The referee asks first.
        let play = Play {
            player: 0,
            lay: Lay::of(card(3)),
            steals: vec![],
        };
        assert_eq!(replay_display(&seats(count, false), &[play]), Err(refusal));
    }
    for count in [2, 3] {
        let table = seats(count, true);
        assert_eq!(table.team_of(0), None);
        let refusal = table.check_players().unwrap_err();
        assert_eq!(refusal.kind, ViolationKind::AgainstRules);
        assert_eq!(
            refusal.problem,
            format!("teams need 4 to 6 players, not {count}")
        );
    }
    for count in 2..=6 {
        assert_eq!(seats(count, count >= 4).check_players(), Ok(()));
    }
    assert_eq!(teams_need_a_seating().kind, ViolationKind::AgainstRules);
    assert!(
        teams_need_a_seating()
            .problem
            .starts_with("teams need 4 to 6 players")
    );
}

#[test]
fn teams_follow_the_seating_abab_abcab_ababab() {
    let teams_of = |count: usize| {
        let list: Vec<String> = (0..count).map(|i| format!("P{i}")).collect();
        let table = Table::new(list, true, &[]).unwrap();
        (0..count)
            .map(|seat| table.team_of(seat).unwrap())
            .collect::<Vec<_>>()
    };
    assert_eq!(teams_of(4), [0, 1, 0, 1]);
    assert_eq!(teams_of(5), [0, 1, 2, 0, 1]);
    assert_eq!(teams_of(6), [0, 1, 0, 1, 0, 1]);
    let four = Table::new(names(&ABCD), true, &[]).unwrap();
    assert!(four.teammates(ALMA, CARLA) && four.teammates(BERNIE, DORA));
    assert!(!four.teammates(ALMA, BERNIE) && !four.teammates(ALMA, ALMA));
    assert!(!table(&ABCD).teammates(ALMA, CARLA));
}

#[test]
fn names_are_matched_whatever_the_case_and_unknown_ones_are_malformed() {
    let table = table(&ABC);
    assert_eq!(table.seat_of(" bernie "), Some(BERNIE));
    let refusal = table
        .seat_play(&parse_play("Alma:1>Zed:3").unwrap())
        .unwrap_err();
    assert_eq!(refusal.kind, ViolationKind::Malformed);
    assert_eq!(refusal.problem, "'Zed' is not among the players");
    assert_eq!(refusal.legal, "name one of Alma, Bernie, Carla");
    let refusal = Table::new(names(&["Alma", "ALMA"]), false, &[]).unwrap_err();
    assert_eq!(refusal.kind, ViolationKind::Malformed);
    let refusal = Table::new(names(&ABC), false, &names(&["Zed"])).unwrap_err();
    assert_eq!(refusal.kind, ViolationKind::Malformed);
}

#[test]
fn without_a_seating_the_names_are_seated_in_the_order_they_first_appear() {
    let plays: Vec<Play<String>> = ["Bernie:3", "carla:3", "Alma:1>BERNIE:1>Dora:3"]
        .iter()
        .map(|text| parse_play(text).unwrap())
        .collect();
    let table = Table::inferred(&plays, &names(&["dora"])).unwrap();
    assert_eq!(table.names(), ["Bernie", "carla", "Alma", "Dora"]);
    assert!(!table.has_cards(3) && table.has_cards(0));
    assert_eq!(table.team_of(0), None);
    // One name is fine (the others are not named); seven are too many.
    let one = [parse_play("Alma:3").unwrap()];
    assert_eq!(Table::inferred(&one, &[]).unwrap().names(), ["Alma"]);
    assert_eq!(Table::inferred(&one, &[]).unwrap().check_players(), Ok(()));
    let seven: Vec<Play<String>> = (0..7)
        .map(|i| parse_play(&format!("P{i}:0")).unwrap())
        .collect();
    let refusal = Table::inferred(&seven, &[])
        .unwrap()
        .check_players()
        .unwrap_err();
    assert_eq!(refusal.kind, ViolationKind::AgainstRules);
    assert_eq!(
        refusal.problem,
        "Krumme10 is played by 2 to 6 players, but the plays name 7"
    );
}
