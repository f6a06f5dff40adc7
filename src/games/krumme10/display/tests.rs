use super::*;
use crate::games::ViolationKind;
use proptest::prelude::*;

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|n| n.to_string()).collect()
}

/// A table seated as given, without teams, every player holding cards.
fn table(list: &[&str]) -> Table {
    Table::new(names(list), false, &[]).unwrap()
}

fn seated(table: &Table, texts: &[&str]) -> Vec<Play> {
    texts
        .iter()
        .map(|text| table.seat_play(&parse_play(text).unwrap()).unwrap())
        .collect()
}

fn replay(table: &Table, texts: &[&str]) -> Result<DisplayOutcome, RuleViolation> {
    replay_display(table, &seated(table, texts))
}

fn totals(outcome: &DisplayOutcome) -> Vec<(u8, u8)> {
    outcome.steps.iter().map(|s| (s.total, s.target)).collect()
}

fn refused(table: &Table, texts: &[&str]) -> RuleViolation {
    let refusal = replay(table, texts).unwrap_err();
    assert_eq!(refusal.kind, ViolationKind::AgainstRules, "{refusal:?}");
    refusal
}

fn foul(outcome: &DisplayOutcome) -> (usize, Vec<usize>, bool) {
    match &outcome.resolution {
        Resolution::Foul {
            causer,
            scorers,
            any_card,
            ..
        } => (*causer, scorers.clone(), *any_card),
        other => panic!("not a foul: {other:?}"),
    }
}

fn exact(outcome: &DisplayOutcome) -> (usize, Vec<(usize, Krumme10Card)>, u8) {
    match &outcome.resolution {
        Resolution::Exact {
            scorer,
            cards,
            points,
        } => (
            *scorer,
            cards.iter().map(|c| (c.step, c.card)).collect(),
            *points,
        ),
        other => panic!("not exact: {other:?}"),
    }
}

const ABC: [&str; 3] = ["Alma", "Bernie", "Carla"];
const ABCD: [&str; 4] = ["Alma", "Bernie", "Carla", "Dora"];
const ALMA: usize = 0;
const BERNIE: usize = 1;
const CARLA: usize = 2;
const DORA: usize = 3;

fn card(value: u8) -> Krumme10Card {
    Krumme10Card::plain(value)
}

const PINK: Krumme10Card = Krumme10Card::PINK_FOUR;

// The notation of a play.

#[test]
fn a_play_is_a_name_and_a_card_and_a_steal_follows_a_1() {
    assert_eq!(
        parse_play("Alma:3").unwrap(),
        Play {
            player: "Alma".to_string(),
            lay: Lay::of(card(3)),
            steals: vec![],
        }
    );
    let chain = parse_play(" Alma : 1 > Bernie:1>Carla:4P! ").unwrap();
    assert_eq!(chain.player, "Alma");
    assert_eq!(chain.lay, Lay::of(card(1)));
    assert_eq!(
        chain.steals,
        [
            Steal {
                victim: "Bernie".to_string(),
                lay: Lay::of(card(1)),
            },
            Steal {
                victim: "Carla".to_string(),
                lay: Lay {
                    card: PINK,
                    reverse: true,
                },
            },
        ]
    );
    assert_eq!(
        chain.names().collect::<Vec<_>>(),
        ["Alma", "Bernie", "Carla"]
    );
}

#[test]
fn only_a_pink_4_reverses_and_bad_plays_are_malformed() {
    for (typed, problem) in [
        (
            "Alma:4!",
            "'4!' cannot reverse the direction: only a pink 4 does",
        ),
        (
            "Alma:4b!",
            "'4b!' cannot reverse the direction: only a pink 4 does",
        ),
        (
            "Alma:1>Bernie:3!",
            "'3!' cannot reverse the direction: only a pink 4 does",
        ),
        (
            "Alma:3p",
            "'3p' is not a Krumme10 card: only a 4 is pink or blue",
        ),
        ("Alma:6", "'6' is not a Krumme10 card"),
        ("Alma:-1", "'-1' is not a Krumme10 card"),
        ("Alma:x", "'x' is not a Krumme10 card"),
        ("Alma:4p!!", "'4p!' is not a Krumme10 card"),
        ("Alma3", "'Alma3' is not a play"),
        (":3", "':3' is not a play"),
        ("Alma:1>", "'Alma:1>' is not a play"),
        ("Alma:1>:3", "'Alma:1>:3' is not a play"),
        ("", "'' is not a play"),
    ] {
        let refusal = parse_play(typed).unwrap_err();
        assert_eq!(refusal.kind, ViolationKind::Malformed, "{typed}");
        assert_eq!(refusal.problem, problem, "{typed}");
    }
}

// The table.

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
    assert_eq!(outcome.draw_order, [CARLA, DORA, ALMA]);
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
    let outcome = replay(&five, &["Alma:5", "Carla:3", "Bernie:3"]).unwrap();
    assert_eq!(foul(&outcome).1, [2, 3, 0]);
}

#[test]
fn stealing_from_a_teammate_is_allowed() {
    let table = Table::new(names(&ABCD), true, &[]).unwrap();
    let outcome = replay(&table, &["Bernie:5", "Alma:1>Carla:4"]).unwrap();
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
    // Without the reversal it is clockwise after Bernie.
    let outcome = replay(&table, &["Alma:4p", "Dora:5", "Carla:5", "Bernie:2"]).unwrap();
    assert_eq!(foul(&outcome).1, [CARLA, DORA, ALMA]);
    // A pink 4 reverses at once, so a foul by the reversing card itself goes the new way.
    let outcome = replay(&table, &["Alma:4", "Bernie:5", "Carla:3", "Dora:4p!"]).unwrap();
    assert_eq!(foul(&outcome), (DORA, vec![CARLA, BERNIE, ALMA], true));
    // Until the next reversal: two make clockwise again.
    let outcome = replay(&table, &["Alma:4p!", "Dora:4p!", "Carla:5", "Bernie:3"]).unwrap();
    assert_eq!(outcome.direction, Direction::Clockwise);
    assert_eq!(foul(&outcome).1, [CARLA, DORA, ALMA]);
    // A stolen pink 4 may reverse too.
    let outcome = replay(&table, &["Alma:1>Bernie:4p!"]).unwrap();
    assert_eq!(outcome.direction, Direction::Counterclockwise);
    assert!(outcome.steps[1].reverses);
}

// The chain of 1s.

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
    let outcome = replay(&table, &["Carla:5", "Alma:1>Bernie:1>Bernie:1>Bernie:3"]).unwrap();
    assert_eq!(totals(&outcome).last(), Some(&(11, 10)));
    assert_eq!(foul(&outcome), (ALMA, vec![CARLA, DORA], false));
    let Resolution::Foul { without_cards, .. } = &outcome.resolution else {
        unreachable!()
    };
    assert_eq!(without_cards, &[BERNIE]);
    // Bernie still draws: cards were stolen from him.
    assert_eq!(outcome.draw_order, [BERNIE, CARLA, DORA, ALMA]);
}

// The rule document's examples.

#[test]
fn the_drawing_example_bernie_then_carla_score_and_bernie_carla_alma_draw() {
    let plays = ["Bernie:3", "Carla:3", "Alma:1>Bernie:1>Bernie:1>Carla:3"];
    let table = table(&ABC);
    let outcome = replay(&table, &plays).unwrap();
    assert_eq!(
        totals(&outcome),
        [(3, 10), (6, 10), (7, 10), (8, 10), (9, 10), (12, 10)]
    );
    assert_eq!(foul(&outcome), (ALMA, vec![BERNIE, CARLA], false));
    assert_eq!(outcome.draw_order, [BERNIE, CARLA, ALMA]);
    assert_eq!(
        outcome.verdict(&table),
        "Foul: Alma went over with the 3 stolen from Carla (the thief is liable), 12 against 10. \
         Bernie, then Carla, may score foul points with their lowest card. Then Bernie, Carla and \
         Alma draw."
    );
    // Seated in the order the names first appear (Bernie, Carla, Alma): the same turn order.
    let parsed: Vec<Play<String>> = plays.iter().map(|p| parse_play(p).unwrap()).collect();
    let inferred = Table::inferred(&parsed, &[]).unwrap();
    let again = replay(&inferred, &plays).unwrap();
    assert_eq!(again.verdict(&inferred), outcome.verdict(&table));
}

#[test]
fn quickly_steal_a_0_a_1_that_reaches_10_may_still_steal() {
    let table = table(&ABC);
    let before = ["Alma:2", "Bernie:5", "Carla:2"];
    // The 1 alone would score exactly 10.
    let outcome = replay(&table, &[before[0], before[1], before[2], "Alma:1"]).unwrap();
    assert_eq!(exact(&outcome), (ALMA, vec![(3, card(1))], 1));
    // Stealing Bernie's open 5, which lands as a 0: still 10, and the 0 is the last card.
    let outcome = replay(
        &table,
        &[before[0], before[1], before[2], "Alma:1>Bernie:0"],
    )
    .unwrap();
    assert_eq!(totals(&outcome)[3..], [(10, 10), (10, 10)]);
    assert_eq!(exact(&outcome), (ALMA, vec![(4, card(0))], 0));
    assert_eq!(outcome.draw_order, [BERNIE, ALMA]);
    assert_eq!(
        outcome.verdict(&table),
        "Exact 10: Alma scores the 0 (+0). It may be flipped when scored: its back is a 1 or a 5. \
         Then Bernie and Alma draw."
    );
    // Had it landed as a 4, the target would be 15 and the display open at 14.
    let outcome = replay(
        &table,
        &[before[0], before[1], before[2], "Alma:1>Bernie:4"],
    )
    .unwrap();
    assert_eq!(totals(&outcome).last(), Some(&(14, 15)));
    assert_eq!(outcome.resolution, Resolution::Open);
}

// After the display resolved.

#[test]
fn a_play_after_the_display_resolved_is_refused() {
    let table = table(&ABC);
    let refusal = refused(&table, &["Alma:5", "Bernie:5", "Carla:3"]);
    assert_eq!(
        refusal.problem,
        "Carla's 3 is a card after the display was resolved (Bernie hit the target exactly at \
         play 2)"
    );
    assert_eq!(
        refusal.legal,
        "a resolved display is cleared: check the next display on its own"
    );
    let refusal = refused(&table, &["Alma:5", "Bernie:5>Carla:2", "Carla:3"]);
    assert!(
        refusal.problem.starts_with("Bernie cannot steal"),
        "{}",
        refusal.problem
    );
    let refusal = refused(&table, &["Alma:5", "Bernie:3", "Carla:3", "Alma:0"]);
    assert_eq!(
        refusal.problem,
        "Alma's 0 is a card after the display was resolved (Carla went over the target at play 3)"
    );
}

// Words.

#[test]
fn the_verdict_names_the_jackpot_the_backs_the_teammates_and_the_direction() {
    let table = table(&ABC);
    let outcome = replay(&table, &["Alma:4p", "Bernie:4p!", "Carla:5", "Bernie:2"]).unwrap();
    assert_eq!(
        outcome.verdict(&table),
        "Exact 15: Bernie scores the 2 and the jackpot of 2 pink 4s (+10). Each may be flipped \
         when scored: the back of a 2 is a 1 or a 3; the back of a pink 4 is a 3 or a 5. Then \
         Bernie draws. Play goes on counterclockwise."
    );
    let outcome = replay(&table, &["Alma:4", "Bernie:5", "Carla:2", "Alma:4p"]).unwrap();
    assert!(
        outcome
            .verdict(&table)
            .starts_with("Exact 15: Alma scores the pink 4, the whole jackpot (+4).")
    );
    let outcome = replay(&table, &["Alma:4p", "Bernie:5", "Carla:2", "Alma:4p"]).unwrap();
    assert!(outcome.verdict(&table).starts_with(
        "Exact 15: Alma scores the pink 4 and the jackpot of 1 more pink 4 (+8). Each may be \
         flipped when scored: the back of a pink 4 is a 3 or a 5."
    ));
    let teams = Table::new(names(&ABCD), true, &names(&["Dora"])).unwrap();
    let outcome = replay(&teams, &["Alma:4", "Bernie:5", "Carla:3", "Alma:5"]).unwrap();
    assert_eq!(
        outcome.verdict(&teams),
        "Foul: Alma went over, 17 against 15. Bernie may score foul points with any of their \
         cards (15 was exceeded). Carla, Alma's teammate, scores none. Dora has no cards left and \
         scores none. Then Bernie and Alma draw."
    );
    let two = Table::new(names(&["Alma", "Bernie"]), false, &names(&["Bernie"])).unwrap();
    let outcome = replay(&two, &["Alma:5", "Alma:3", "Alma:3"]).unwrap();
    assert!(
        outcome
            .verdict(&two)
            .contains("No one may score foul points.")
    );
    let outcome = replay(&table, &["Alma:3", "Bernie:1>Carla:2"]).unwrap();
    assert_eq!(
        outcome.verdict(&table),
        "Open: 6 against 10; the next play continues this display. Then Carla and Bernie draw."
    );
}

// Input the parser would never produce: still refused, never a panic.

#[test]
fn seats_and_cards_from_outside_the_notation_are_malformed() {
    let table = table(&ABC);
    let bad = [
        Play {
            player: 7,
            lay: Lay::of(card(3)),
            steals: vec![],
        },
        Play {
            player: 0,
            lay: Lay::of(card(1)),
            steals: vec![Steal {
                victim: usize::MAX,
                lay: Lay::of(card(1)),
            }],
        },
        Play {
            player: 0,
            lay: Lay::of(card(9)),
            steals: vec![],
        },
        Play {
            player: 0,
            lay: Lay::of(Krumme10Card {
                value: 2,
                pink: true,
            }),
            steals: vec![],
        },
        Play {
            player: 0,
            lay: Lay {
                card: card(4),
                reverse: true,
            },
            steals: vec![],
        },
    ];
    for play in bad {
        let refusal = replay_display(&table, std::slice::from_ref(&play)).unwrap_err();
        assert_eq!(refusal.kind, ViolationKind::Malformed, "{play:?}");
    }
    let refusal = replay_display(&table, &[]).unwrap_err();
    assert_eq!(refusal.kind, ViolationKind::Malformed);
    assert_eq!(
        table
            .turn_order_after(usize::MAX, Direction::Counterclockwise)
            .len(),
        2
    );
    assert_eq!(table.name(9), "?");
}

// Properties.

/// A play of random cards by random seats (some not at the table), its steals cut after the first
/// card that did not land as a 1 when `lawful`, so that long chains are reached.
fn any_play() -> impl Strategy<Value = (Play, bool)> {
    let lay = (0u8..=5, any::<bool>(), any::<bool>()).prop_map(|(value, pink, reverse)| {
        let pink = pink && value == 4;
        Lay {
            card: Krumme10Card { value, pink },
            reverse: reverse && pink,
        }
    });
    (
        0usize..7,
        lay.clone(),
        prop::collection::vec((0usize..7, lay), 0..5),
        any::<bool>(),
    )
        .prop_map(|(player, lay, steals, lawful)| {
            let mut steals: Vec<Steal> = steals
                .into_iter()
                .map(|(victim, lay)| Steal { victim, lay })
                .collect();
            if lawful {
                let mut before = lay.card.value;
                let keep = steals
                    .iter()
                    .take_while(|steal| {
                        let ok = before == 1;
                        before = steal.lay.card.value;
                        ok
                    })
                    .count();
                steals.truncate(keep);
            }
            (
                Play {
                    player,
                    lay,
                    steals,
                },
                lawful,
            )
        })
}

fn check_invariants(table: &Table, outcome: &DisplayOutcome) -> Result<(), TestCaseError> {
    let last = outcome.steps.len() - 1;
    for (index, step) in outcome.steps.iter().enumerate() {
        // A display never stays unresolved above its target: only the last card can be over it.
        prop_assert!(step.total <= step.target || index == last);
        prop_assert!(step.target == TARGET || step.target == RAISED_TARGET);
    }
    let (total, target) = (outcome.total(), outcome.target());
    let active = outcome.steps[last].by;
    match &outcome.resolution {
        Resolution::Open => prop_assert!(total < target),
        Resolution::Exact {
            scorer,
            cards,
            points,
        } => {
            prop_assert_eq!(total, target);
            prop_assert_eq!(*scorer, active);
            // Every scored card is scored once, the last card among them.
            let mut seen: Vec<usize> = cards.iter().map(|c| c.step).collect();
            prop_assert_eq!(seen.first(), Some(&last));
            seen.sort_unstable();
            seen.dedup();
            prop_assert_eq!(seen.len(), cards.len());
            for scored in &cards[1..] {
                prop_assert!(scored.card.pink && target == RAISED_TARGET);
            }
            let sum: u8 = cards.iter().map(|c| c.card.value).sum();
            prop_assert_eq!(*points, sum);
        }
        Resolution::Foul {
            causer, scorers, ..
        } => {
            prop_assert!(total > target);
            prop_assert_eq!(*causer, active);
            for &seat in scorers {
                prop_assert!(seat != active && !table.teammates(active, seat));
                prop_assert!(table.has_cards(seat));
            }
        }
    }
    // The active player draws last, and no one draws twice.
    prop_assert_eq!(outcome.draw_order.last(), Some(&active));
    let mut drawers = outcome.draw_order.clone();
    drawers.sort_unstable();
    drawers.dedup();
    prop_assert_eq!(drawers.len(), outcome.draw_order.len());
    Ok(())
}

proptest! {
    /// Whatever is played, the referee never panics; a refusal is a rule (or, for seats and cards
    /// from outside the table, malformed); and every prefix it accepts keeps the invariants: no
    /// display stays unresolved above its target, and every scored card is scored once.
    #[test]
    fn any_display_keeps_the_invariants_and_never_panics(
        players in 2usize..=6,
        teams in any::<bool>(),
        empty in prop::collection::vec(any::<bool>(), 6),
        plays in prop::collection::vec(any_play(), 1..8),
    ) {
        let list: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
        let empty: Vec<String> = (0..players).filter(|&i| empty[i]).map(|i| format!("P{i}")).collect();
        let table = Table::new(list, teams && players >= 4, &empty).unwrap();
        let plays: Vec<Play> = plays.into_iter().map(|(play, _)| play).collect();
        let mut refused_at = None;
        for end in 1..=plays.len() {
            match replay_display(&table, &plays[..end]) {
                Ok(outcome) => {
                    prop_assert!(refused_at.is_none(), "a longer sequence cannot become legal");
                    check_invariants(&table, &outcome)?;
                    let _ = outcome.verdict(&table);
                }
                Err(refusal) => {
                    let off_table = plays[..end].iter().any(|p| {
                        p.player >= players || p.steals.iter().any(|s| s.victim >= players)
                    });
                    if !off_table {
                        prop_assert_eq!(refusal.kind, ViolationKind::AgainstRules);
                    }
                    refused_at.get_or_insert(end);
                }
            }
        }
    }

    /// Reading any text as a play, and seating it, never panics.
    #[test]
    fn reading_any_text_as_a_play_never_panics(text in any::<String>(), shaped in "[A-Ca-c]{1,3}(:[0-6pb!]{0,3}(>[A-C]{1,2})?){0,4}") {
        let table = table(&["A", "B", "C"]);
        for typed in [text, shaped] {
            if let Ok(play) = parse_play(&typed) {
                let _ = Table::inferred(std::slice::from_ref(&play), &[]);
                if let Ok(seated) = table.seat_play(&play) {
                    let _ = replay_display(&table, &[seated]);
                }
            }
        }
    }
}
