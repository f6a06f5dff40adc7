use super::*;
use crate::games::ViolationKind;
use crate::games::krumme10::display::tests::{
    ABC, ABCD, ALMA, BERNIE, CARLA, DORA, card, in_words, inferred, names, refused, refused_from,
    replay, replay_from, table, table_without, totals, typed,
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
        let table = seats(count, false);
        assert_eq!(
            replay_display(&table, Direction::Clockwise, &[play]),
            Err(refusal)
        );
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
fn whose_turn_is_next_skips_players_without_cards() {
    let table = table(&ABCD);
    assert_eq!(table.next_turn(DORA, Direction::Clockwise), Some(ALMA));
    assert_eq!(
        table.next_turn(ALMA, Direction::Counterclockwise),
        Some(DORA)
    );
    let table = table_without(&ABCD, &["Bernie", "Dora"]);
    assert_eq!(table.next_turn(ALMA, Direction::Clockwise), Some(CARLA));
    assert_eq!(table.next_turn(CARLA, Direction::Clockwise), Some(ALMA));
    assert_eq!(
        table.next_turn(ALMA, Direction::Counterclockwise),
        Some(CARLA)
    );
    // Alone with cards: the same player again.
    let table = table_without(&ABC, &["Alma", "Carla"]);
    assert_eq!(table.next_turn(BERNIE, Direction::Clockwise), Some(BERNIE));
    // One name, the others unknown: no one can say.
    let one = inferred(&["Alma:3"], &[], Direction::Clockwise);
    assert_eq!(one.next_turn(ALMA, Direction::Clockwise), None);
    assert!(one.seated_from_plays() && !table.seated_from_plays());
}

#[test]
fn without_a_seating_each_player_sits_where_their_first_play_was_in_turn() {
    let clockwise = Direction::Clockwise;
    let plays = ["Bernie:3", "carla:3", "Alma:1>BERNIE:1>Dora:3"];
    let table = inferred(&plays, &["dora"], clockwise);
    // Dora is only stolen from: she sits after the players.
    assert_eq!(table.names(), ["Bernie", "carla", "Alma", "Dora"]);
    assert!(!table.has_cards(3) && table.has_cards(0));
    assert_eq!(table.team_of(0), None);
    // Carla is stolen from before she plays: she sits where her play was in turn, after Bernie.
    let plays = ["Alma:1>Carla:2", "Bernie:3", "Carla:3"];
    let table = inferred(&plays, &[], clockwise);
    assert_eq!(table.names(), ["Alma", "Bernie", "Carla"]);
    assert_eq!(
        totals(&replay(&table, &plays).unwrap()).last(),
        Some(&(9, 10))
    );
    // Counterclockwise from the start, each new player sits on the other side.
    let plays = ["Alma:2", "Dora:2", "Carla:2", "Bernie:2"];
    let table = inferred(&plays, &[], Direction::Counterclockwise);
    assert_eq!(table.names(), ["Bernie", "Carla", "Dora", "Alma"]);
    assert!(replay_from(&table, Direction::Counterclockwise, &plays).is_ok());
    // After a reversal too: Dora, Eve, back to Dora, then on to Carla and Bernie.
    let plays = [
        "Dora:0", "Eve:4p!", "Dora:0", "Carla:0", "Bernie:0", "Alma:0",
    ];
    let table = inferred(&plays, &[], clockwise);
    assert_eq!(table.names(), ["Alma", "Bernie", "Carla", "Dora", "Eve"]);
    let outcome = replay(&table, &plays).unwrap();
    assert_eq!(outcome.direction, Direction::Counterclockwise);
    // The rule document's drawing example, and the help's, read the same.
    let plays = ["Bernie:3", "Carla:3", "Alma:1>Bernie:1>Bernie:1>Carla:3"];
    assert!(replay(&inferred(&plays, &[], clockwise), &plays).is_ok());
    // The names are matched whatever the case, and typed plays read the same.
    let table = Table::inferred(&typed(&["Alma:3", "BERNIE:3", "alma:3"]), &[], clockwise);
    assert_eq!(table.unwrap().names(), ["Alma", "BERNIE"]);
}

#[test]
fn without_a_seating_a_play_no_seating_puts_in_turn_is_refused_all_the_same() {
    let clockwise = Direction::Clockwise;
    // Alma alone twice: the others are unknown, so they have cards.
    let plays = ["Alma:3", "Alma:3"];
    let table = inferred(&plays, &[], clockwise);
    assert_eq!(
        in_words(&refused(&table, &plays)),
        "Alma plays out of turn: after Alma it is another player's turn (only Alma is named, and \
         a player plays twice in a row only when no one else has cards); name the players with \
         --players, and those with no cards left with --empty"
    );
    // Dora would have to sit between Bernie and Alma, who played one after the other: she is
    // seated after the others, and her play is out of turn.
    let plays = ["Alma:1", "Bernie:1", "Carla:4p!", "Bernie:1", "Dora:1"];
    let table = inferred(&plays, &[], clockwise);
    assert_eq!(table.names(), ["Alma", "Bernie", "Carla", "Dora"]);
    assert_eq!(
        in_words(&refused(&table, &plays)),
        "Dora plays out of turn: after Bernie it is Alma's turn (play goes counterclockwise since \
         Carla's pink 4 at play 3); the next play is Alma's; a player with no cards left is \
         skipped"
    );
    // Play went round (Alma, Bernie, Alma): whoever is named after that was skipped, as the
    // seating reads.
    let plays = ["Alma:1", "Bernie:1", "Alma:1", "Carla:1"];
    let table = inferred(&plays, &[], clockwise);
    assert_eq!(table.names(), ["Alma", "Bernie", "Carla"]);
    assert_eq!(
        refused(&table, &plays).problem,
        "Alma plays out of turn: after Bernie it is Carla's turn (play goes clockwise)"
    );
    let plays = ["Alma:1", "Bernie:1", "Alma:1>Carla:1"];
    let table = inferred(&plays, &[], clockwise);
    assert!(
        refused(&table, &plays)
            .problem
            .ends_with("it is Carla's turn (play goes clockwise)")
    );
    // A seating read from the plays gives no hint about --counterclockwise: it would change too.
    let plays = ["Alma:0", "Bernie:0", "Carla:0", "Bernie:0"];
    for start in [clockwise, Direction::Counterclockwise] {
        let refusal = refused_from(&inferred(&plays, &[], start), start, &plays);
        assert!(!refusal.legal.contains("--counterclockwise"), "{refusal:?}");
    }
}

#[test]
fn without_a_seating_one_name_is_fine_and_seven_are_too_many() {
    // One name is fine (the others are not named); seven are too many.
    let one = inferred(&["Alma:3"], &[], Direction::Clockwise);
    assert_eq!(one.names(), ["Alma"]);
    assert_eq!(one.check_players(), Ok(()));
    let seven: Vec<Play<String>> = (0..7)
        .map(|i| parse_play(&format!("P{i}:0")).unwrap())
        .collect();
    let refusal = Table::inferred(&seven, &[], Direction::Clockwise)
        .unwrap()
        .check_players()
        .unwrap_err();
    assert_eq!(refusal.kind, ViolationKind::AgainstRules);
    assert_eq!(
        refusal.problem,
        "Krumme10 is played by 2 to 6 players, but the plays name 7"
    );
}
