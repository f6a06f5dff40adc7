use super::*;
use crate::games::ViolationKind;
use crate::games::pig10::tests::names;
use proptest::prelude::*;

fn values(pile: u8, previous: Option<u8>, card: u8) -> Vec<u8> {
    play_options(pile, previous, card)
        .iter()
        .map(|o| o.value)
        .collect()
}

fn plays(list: &[(usize, u8, Option<u64>)]) -> Vec<PilePlay> {
    list.iter()
        .map(|&(seat, card, called)| PilePlay { seat, card, called })
        .collect()
}

const TABLE: [&str; 4] = ["Steve", "Sally", "Jane", "Claudio"];

// Every option of every card.

#[test]
fn a_card_on_an_empty_pile_makes_its_own_number() {
    for card in 1..=9 {
        assert_eq!(values(0, None, card), [card], "card {card}");
    }
    let ten = play_options(0, None, 10);
    assert_eq!(ten.len(), 1);
    assert_eq!((ten[0].value, ten[0].leads_to), (10, Lead::Takes));
}

#[test]
fn a_card_is_added_to_the_pile() {
    let options = play_options(7, Some(3), 2);
    assert_eq!(
        options,
        [PlayOption {
            value: 9,
            ways: vec![Way::Add],
            leads_to: Lead::Open,
        }]
    );
    assert_eq!(play_options(9, Some(2), 1)[0].leads_to, Lead::Takes);
    assert_eq!(play_options(9, Some(2), 6)[0].leads_to, Lead::Over);
}

#[test]
fn the_pigmaid_may_be_added_or_subtracted_but_never_below_zero() {
    assert_eq!(values(6, Some(1), 5), [1, 11]);
    // Down to exactly 0 is fine.
    let to_zero = play_options(5, Some(2), 5);
    assert_eq!(to_zero[0].value, 0);
    assert!(to_zero[0].ways.contains(&Way::Subtract));
    // Below 0 is not: on 4 the pigmaid only adds.
    assert_eq!(values(4, Some(4), 5), [9]);
    // On an empty pile it is simply 5.
    assert_eq!(values(0, None, 5), [5]);
}

#[test]
fn the_frog_sets_the_pile_to_zero() {
    for pile in 0..=9 {
        let options = play_options(pile, Some(3), 0);
        assert_eq!(options.len(), 1);
        assert_eq!(options[0].value, 0);
        assert_eq!(options[0].ways, [Way::Frog]);
    }
}

#[test]
fn the_same_number_as_the_card_before_may_become_the_pile_value() {
    // Claudio 3, Steve 4 ("seven"), Sally 4: "four" or "eleven".
    let options = play_options(7, Some(4), 4);
    assert_eq!(values(7, Some(4), 4), [4, 11]);
    assert_eq!(options[0].ways, [Way::SameCard]);
    assert_eq!(options[1].leads_to, Lead::Over);
    // Not on another number before it.
    assert_eq!(values(7, Some(3), 4), [11]);
}

#[test]
fn a_card_equal_to_the_pile_may_become_the_pile_value() {
    // Claudio's 8 on a pile of 8 leaves it at "eight".
    let options = play_options(8, Some(4), 8);
    assert_eq!(values(8, Some(4), 8), [8, 16]);
    assert_eq!(options[0].ways, [Way::EqualsPile]);
    // Jane's 4 on Sally's 4 (pile 4): both rules give 4, or she adds to 8.
    let jane = play_options(4, Some(4), 4);
    assert_eq!(values(4, Some(4), 4), [4, 8]);
    assert_eq!(jane[0].ways, [Way::SameCard, Way::EqualsPile]);
}

#[test]
fn a_pigmaid_on_a_pigmaid_has_all_three_choices() {
    let options = play_options(5, Some(5), 5);
    assert_eq!(values(5, Some(5), 5), [0, 5, 10]);
    assert_eq!(options[0].ways, [Way::Subtract]);
    assert_eq!(options[1].ways, [Way::SameCard, Way::EqualsPile]);
    assert_eq!(options[2].leads_to, Lead::Takes);
}

#[test]
fn a_pile_of_ten_or_more_is_not_in_play() {
    assert!(check_pile(9).is_ok());
    let refused = check_pile(10).unwrap_err();
    assert_eq!(refused.kind, ViolationKind::Malformed);
    assert_eq!(
        refused.problem,
        "a pile of 10 is not in play: at 10 or more it has been taken"
    );
}

// Replaying a pile: the rule document's worked examples.

#[test]
fn over_ten_the_player_seated_before_takes_the_pile() {
    let outcome = replay_pile(
        &names(&TABLE),
        &[false; 4],
        &plays(&[(0, 4, None), (1, 3, None), (2, 2, None), (3, 6, None)]),
    )
    .unwrap();
    let made: Vec<u8> = outcome.steps.iter().map(|s| s.value).collect();
    assert_eq!(made, [4, 7, 9, 15]);
    assert_eq!(outcome.taker, Some(2)); // Jane
    assert_eq!(outcome.cards, 4);
}

#[test]
fn exactly_ten_the_player_takes_the_pile() {
    let outcome = replay_pile(
        &names(&TABLE),
        &[false; 4],
        &plays(&[
            (0, 4, Some(4)),
            (1, 3, Some(7)),
            (2, 2, Some(9)),
            (3, 1, Some(10)),
        ]),
    )
    .unwrap();
    assert_eq!(outcome.taker, Some(3)); // Claudio
}

#[test]
fn the_pigmaid_and_same_card_examples_give_the_documents_values() {
    let five = replay_pile(
        &names(&TABLE),
        &[false; 4],
        &plays(&[(0, 5, Some(5)), (1, 1, Some(6)), (2, 5, Some(1))]),
    )
    .unwrap();
    let made: Vec<u8> = five.steps.iter().map(|s| s.value).collect();
    assert_eq!(made, [5, 6, 1]);
    assert_eq!(five.steps[2].alternatives, [11]);
    assert_eq!(five.taker, None);

    // Claudio 3, Steve 4, Sally 4 ("four"), Jane 4 ("eight"), Claudio 8 ("eight").
    let seating = names(&["Claudio", "Steve", "Sally", "Jane"]);
    let same = replay_pile(
        &seating,
        &[false; 4],
        &plays(&[
            (0, 3, Some(3)),
            (1, 4, Some(7)),
            (2, 4, Some(4)),
            (3, 4, Some(8)),
            (0, 8, Some(8)),
        ]),
    )
    .unwrap();
    let made: Vec<u8> = same.steps.iter().map(|s| s.value).collect();
    assert_eq!(made, [3, 7, 4, 8, 8]);
    assert_eq!(same.steps[3].alternatives, [4]);
    assert_eq!(same.taker, None);
    assert_eq!(same.cards, 5);
}

#[test]
fn without_a_called_value_the_card_is_added() {
    let outcome = replay_pile(
        &names(&TABLE),
        &[false; 4],
        &plays(&[(0, 5, None), (1, 5, None)]),
    )
    .unwrap();
    assert_eq!(outcome.steps[1].value, 10);
    assert_eq!(outcome.steps[1].alternatives, [0, 5]);
    assert_eq!(outcome.taker, Some(1));
}

#[test]
fn both_outcomes_with_two_players() {
    let two = names(&["Ann", "Bob"]);
    let over = replay_pile(&two, &[false; 2], &plays(&[(0, 6, None), (1, 7, None)])).unwrap();
    assert_eq!(over.taker, Some(0)); // Bob went over: Ann, seated before him, takes it.
    let exact = replay_pile(&two, &[false; 2], &plays(&[(1, 3, None), (0, 7, None)])).unwrap();
    assert_eq!(exact.taker, Some(0));
    let over_first_seat =
        replay_pile(&two, &[false; 2], &plays(&[(1, 6, None), (0, 9, None)])).unwrap();
    assert_eq!(over_first_seat.taker, Some(1));
}

#[test]
fn the_player_seated_before_takes_it_even_without_cards_and_turns_skip_them() {
    // Sally has no cards: Steve is followed by Jane; Jane goes over, so Sally takes the pile.
    let outcome = replay_pile(
        &names(&TABLE),
        &[false, true, false, false],
        &plays(&[(0, 6, None), (2, 7, None)]),
    )
    .unwrap();
    assert_eq!(outcome.taker, Some(1));
}

#[test]
fn a_called_value_no_choice_gives_is_refused_naming_the_legal_ones() {
    let refused = replay_pile(
        &names(&TABLE),
        &[false; 4],
        &plays(&[(0, 6, None), (1, 5, Some(2))]),
    )
    .unwrap_err();
    assert_eq!(refused.kind, ViolationKind::AgainstRules);
    assert_eq!(
        format!("{}; {}", refused.problem, refused.legal),
        "Sally: a 5 on a pile of 6 cannot make 2; the legal values are 1 or 11"
    );
}

#[test]
fn plays_out_of_seating_order_or_after_the_take_are_refused() {
    let out_of_turn = replay_pile(
        &names(&TABLE),
        &[false; 4],
        &plays(&[(0, 2, None), (2, 3, None)]),
    )
    .unwrap_err();
    assert_eq!(
        out_of_turn.problem,
        "Jane plays out of turn: after Steve it is Sally's turn (clockwise)"
    );
    let after = replay_pile(
        &names(&TABLE),
        &[false; 4],
        &plays(&[(0, 10, None), (1, 3, None)]),
    )
    .unwrap_err();
    assert_eq!(
        after.problem,
        "Sally's 3 comes after the pile was taken at play 1"
    );
    let skipped = replay_pile(
        &names(&TABLE),
        &[false, true, false, false],
        &plays(&[(1, 3, None)]),
    )
    .unwrap_err();
    assert!(
        skipped.problem.starts_with("Sally has no cards"),
        "{}",
        skipped.problem
    );
}

#[test]
fn one_or_nine_players_are_not_a_table() {
    for count in [1, 9] {
        let table: Vec<String> = (0..count).map(|i| format!("P{i}")).collect();
        let refused =
            replay_pile(&table, &vec![false; count], &plays(&[(0, 3, None)])).unwrap_err();
        assert_eq!(
            refused.problem,
            format!("Pig 10 is played by 2 to 8 players, not {count}")
        );
    }
}

proptest! {
    /// Whatever cards are played and values called, a pile value is never negative (u8 cannot be)
    /// and never above 19; a resolved pile goes to exactly one seat and ends the replay.
    #[test]
    fn piles_never_go_negative_and_a_resolved_pile_has_one_taker(
        players in 2usize..=8,
        first in 0usize..8,
        cards in prop::collection::vec((0u8..=10, prop::option::of(0u64..=20)), 1..12),
    ) {
        let table: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
        let mut seat = first % players;
        let mut list = Vec::new();
        for (card, called) in cards {
            list.push(PilePlay { seat, card, called });
            seat = (seat + 1) % players;
        }
        match replay_pile(&table, &vec![false; players], &list) {
            Ok(outcome) => {
                prop_assert!(outcome.steps.iter().all(|s| s.value <= 19));
                let last = outcome.steps.last().unwrap();
                match outcome.taker {
                    Some(taker) => {
                        prop_assert!(taker < players);
                        prop_assert!(last.value >= TARGET);
                        prop_assert_eq!(outcome.cards, list.len());
                    }
                    None => prop_assert!(outcome.steps.iter().all(|s| s.value < TARGET)),
                }
            }
            Err(refused) => prop_assert_eq!(refused.kind, ViolationKind::AgainstRules),
        }
        for pile in 0..TARGET {
            for card in 0..=10 {
                for previous in [None, Some(card)] {
                    let options = play_options(pile, previous, card);
                    prop_assert!(!options.is_empty());
                    prop_assert!(options.windows(2).all(|w| w[0].value < w[1].value));
                }
            }
        }
    }
}

// The reader's language.

use crate::i18n::{Lang, with};

#[test]
fn the_legal_values_are_one_or_many_in_every_language() {
    let one = play_options(0, None, 8);
    let three = play_options(5, Some(5), 5);
    let said = |lang, options: &[PlayOption]| with(lang, || legal_values(options));
    assert_eq!(said(Lang::En, &one), "the only legal value is 8");
    assert_eq!(said(Lang::Nl, &one), "de enige toegestane waarde is 8");
    assert_eq!(said(Lang::De, &one), "der einzige erlaubte Wert ist 8");
    assert_eq!(said(Lang::En, &three), "the legal values are 0, 5 or 10");
    assert_eq!(
        said(Lang::Nl, &three),
        "de toegestane waarden zijn 0, 5 of 10"
    );
    assert_eq!(
        said(Lang::De, &three),
        "die erlaubten Werte sind 0, 5 oder 10"
    );
}

#[test]
fn a_card_takes_its_article_and_the_pile_its_case() {
    assert_eq!(with(Lang::En, || card_in_words(8)), "an 8");
    assert_eq!(with(Lang::En, || card_in_words(5)), "a 5");
    assert_eq!(with(Lang::Nl, || card_in_words(8)), "een 8");
    assert_eq!(with(Lang::De, || card_in_words(8)), "eine 8");
    assert_eq!(
        with(Lang::En, || cannot_make(8, 0, None, 3)),
        "an 8 on an empty pile cannot make 3"
    );
    assert_eq!(
        with(Lang::Nl, || can_make(5, 6, Some(1), "1 of 11".into())),
        "een 5 op een stapel van 6 kan 1 of 11 opleveren"
    );
    assert_eq!(
        with(Lang::De, || cannot_make(8, 0, None, 3)),
        "eine 8 auf einem leeren Stapel kann keine 3 ergeben"
    );
}

#[test]
fn a_play_out_of_turn_is_refused_in_dutch_and_german() {
    let seating = names(&["Anke", "Bram", "Carla"]);
    let out_of_turn = plays(&[(0, 4, None), (2, 3, None)]);
    let refused = |lang| {
        with(lang, || {
            replay_pile(&seating, &[false; 3], &out_of_turn).unwrap_err()
        })
    };
    assert_eq!(
        refused(Lang::Nl).problem,
        "Carla is niet aan de beurt: na Anke is Bram aan de beurt (met de klok mee)"
    );
    assert_eq!(
        refused(Lang::De).problem,
        "Carla ist nicht an der Reihe: nach Anke ist Bram dran (im Uhrzeigersinn)"
    );
    let rules = |lang, way: Way| with(lang, || way.describe(5, 6));
    assert_eq!(
        rules(Lang::Nl, Way::Subtract),
        "de varkenshoedster trekt 5 af van 6"
    );
    assert_eq!(
        rules(Lang::De, Way::Frog),
        "der Frosch setzt den Stapel auf 0"
    );
    assert_eq!(
        with(Lang::De, || Lead::Over.describe()),
        "über 10: der Spieler, der davor sitzt, nimmt den Stapel"
    );
}

#[test]
fn the_card_before_fits_only_the_values_it_can_leave_a_pile_at() {
    // The frog leaves 0; the pigmaid anything from 0 to 9; another card its number to 9.
    for previous in 0..=9u8 {
        let fits: Vec<u8> = (0..TARGET)
            .filter(|&pile| check_previous(pile, previous).is_ok())
            .collect();
        let expected: Vec<u8> = match previous {
            FROG => vec![0],
            PIGMAID => (0..=9).collect(),
            card => (card..=9).collect(),
        };
        assert_eq!(fits, expected, "previous {previous}");
    }
    // A 10 always takes its pile: no card follows it there, whatever the pile.
    for pile in 0..TARGET {
        let refusal = check_previous(pile, 10).unwrap_err();
        assert_eq!(refusal.kind, ViolationKind::Malformed, "pile {pile}");
    }
    let refusal = check_previous(0, 3).unwrap_err();
    assert_eq!(
        refusal.problem,
        "after a 3 the pile is between 3 and 9, not at 0"
    );
}

#[test]
fn a_lone_players_single_play_is_judged_and_a_second_asks_for_the_seating() {
    let ann = names(&["Ann"]);
    let outcome = replay_lone_pile(&ann, &plays(&[(0, 10, None)])).unwrap();
    assert_eq!((outcome.taker, outcome.cards), (Some(0), 1));
    let outcome = replay_lone_pile(&ann, &plays(&[(0, 4, None)])).unwrap();
    assert_eq!((outcome.taker, outcome.cards), (None, 1));
    // The values are judged first: a called value no play makes breaks the rules.
    let refusal = replay_lone_pile(&ann, &plays(&[(0, 3, Some(5))])).unwrap_err();
    assert_eq!(refusal.kind, ViolationKind::AgainstRules);
    let refusal = replay_lone_pile(&ann, &plays(&[(0, 10, None), (0, 3, None)])).unwrap_err();
    assert_eq!(refusal.kind, ViolationKind::AgainstRules);
    // Two plays that stand: only the seating says whether Ann may play again.
    let refusal = replay_lone_pile(&ann, &plays(&[(0, 4, None), (0, 3, None)])).unwrap_err();
    assert_eq!(refusal.kind, ViolationKind::Malformed);
}
