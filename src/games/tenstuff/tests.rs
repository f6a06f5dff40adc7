use super::*;
use crate::games::ViolationKind;
use proptest::prelude::*;

fn table(players: usize) -> Standing {
    let names: Vec<String> = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"][..players]
        .iter()
        .map(|n| n.to_string())
        .collect();
    Standing::start(&names)
}

fn deal(standing: &Standing, order: &[&str]) -> Result<Outcome, RuleViolation> {
    let input = RoundInput::default().with_flag("order", order.join(","));
    let entry = Tenstuff.parse(&Options::default(), standing, None, &input)?;
    Tenstuff.score(&Options::default(), standing, None, &entry)
}

#[test]
fn each_player_is_dealt_10_cards_up_to_4_players_then_fewer() {
    let dealt: Vec<u32> = (2..=8).map(cards_dealt).collect();
    assert_eq!(dealt, [10, 10, 10, 8, 7, 6, 5]);
    assert_eq!(
        Tenstuff.next_round(&Options::default(), &table(5), None),
        "Deal 1: 8 cards each; whoever holds the lowest card starts."
    );
}

#[test]
fn place_k_of_n_scores_n_minus_k() {
    let standing = table(4);
    let outcome = deal(&standing, &["Cy", "Ann", "Dee", "Bob"]).unwrap();
    let points: Vec<i64> = outcome.seats.iter().map(|s| s.points).collect();
    assert_eq!(points, [2, 0, 3, 1]);
    assert_eq!(
        outcome.explanation,
        [
            "Finishing order: 1st Cy (+3), 2nd Ann (+2), 3rd Dee (+1), 4th Bob (+0); place k of 4 \
          scores 4 − k."
        ]
    );
    assert_eq!(outcome.seats[2].counters[DEALS_WON], 1);
    assert_eq!(outcome.seats[0].counters[DEALS_WON], 0);
}

#[test]
fn the_last_player_may_be_left_out_of_the_order() {
    let standing = table(3);
    let outcome = deal(&standing, &["Bob", "Cy"]).unwrap();
    let points: Vec<i64> = outcome.seats.iter().map(|s| s.points).collect();
    assert_eq!(points, [0, 2, 1]);
}

#[test]
fn a_repeated_unknown_or_missing_player_is_malformed() {
    let standing = table(4);
    let cases: [(&[&str], &str); 4] = [
        (&["Ann", "ann", "Cy"], "Ann is in the finishing order twice"),
        (
            &["Ann", "Zed", "Cy"],
            "there is no player 'Zed' in this match",
        ),
        (&["Ann", "Bob"], "the finishing order leaves out Cy and Dee"),
        (
            &[],
            "the finishing order leaves out Ann and Bob and Cy and Dee",
        ),
    ];
    for (order, problem) in cases {
        let refused = deal(&standing, order).unwrap_err();
        assert_eq!(refused.kind, ViolationKind::Malformed, "{order:?}");
        assert_eq!(refused.problem, problem);
    }
    let input = RoundInput {
        entries: vec![("Ann".into(), "3".into())],
        ..RoundInput::default()
    };
    let refused = Tenstuff
        .parse(&Options::default(), &standing, None, &input)
        .unwrap_err();
    assert_eq!(
        refused.problem,
        "a Tenstuff deal is its finishing order, not NAME=VALUE entries"
    );
    let refused = Tenstuff
        .parse(&Options::default(), &standing, None, &RoundInput::default())
        .unwrap_err();
    assert_eq!(refused.problem, "the finishing order is missing");
}

#[test]
fn two_to_eight_players_and_only_casual_as_an_option() {
    for players in [1, 9] {
        assert_eq!(
            Tenstuff
                .options(Choices::default(), &crate::games::table_of(players))
                .unwrap_err()
                .problem,
            format!("Tenstuff is played by 2 to 8 players, not {players}")
        );
    }
    let casual = Choices { casual: true };
    assert_eq!(
        Tenstuff
            .options(casual, &crate::games::table_of(8))
            .unwrap(),
        Options { casual: true }
    );
    assert_eq!(
        Tenstuff.describe_options(&Options::default()),
        "official rules: excommunication, the three sixes and cheating; equal points are split by \
         deals won"
    );
}

#[test]
fn equal_points_are_split_by_deals_won_then_shared() {
    let mut tied = table(3);
    for order in [
        ["Ann", "Bob", "Cy"],
        ["Bob", "Cy", "Ann"],
        ["Cy", "Ann", "Bob"],
    ] {
        let outcome = deal(&tied, &order).unwrap();
        tied = tied.after(&outcome);
    }
    // 3 each, 1 deal won each: shared.
    let keys: Vec<Vec<i64>> = tied
        .seats
        .iter()
        .map(|s| Tenstuff.rank_key(&Options::default(), s))
        .collect();
    assert_eq!(crate::games::ranks(&keys), [1, 1, 1]);
    // Ann 2 + 0 = 2 with one win, Cy 0 + 2 = 2 with none: Ann ranks first.
    let mut split = table(3);
    for order in [["Ann", "Bob", "Cy"], ["Bob", "Cy", "Ann"]] {
        let outcome = deal(&split, &order).unwrap();
        split = split.after(&outcome);
    }
    let totals: Vec<i64> = split.seats.iter().map(|s| s.total).collect();
    assert_eq!(totals, [2, 3, 1]);
    let keys: Vec<Vec<i64>> = split
        .seats
        .iter()
        .map(|s| Tenstuff.rank_key(&Options::default(), s))
        .collect();
    assert_eq!(crate::games::ranks(&keys), [2, 1, 3]);
    let figure = &Tenstuff.figures(&Options::default(), &split.seats[1], 2)[0];
    assert_eq!((figure.key, figure.value), ("deals_won", 1));
}

#[test]
fn a_tie_on_points_goes_to_the_player_with_more_deals_won() {
    let mut standing = table(4);
    // Ann: 3 + 0 + 0 = 3 (one win); Bob: 1 + 1 + 1 = 3 (no win).
    for order in [
        ["Ann", "Cy", "Bob", "Dee"],
        ["Cy", "Dee", "Bob", "Ann"],
        ["Dee", "Cy", "Bob", "Ann"],
    ] {
        let outcome = deal(&standing, &order).unwrap();
        standing = standing.after(&outcome);
    }
    let totals: Vec<i64> = standing.seats.iter().map(|s| s.total).collect();
    assert_eq!(totals, [3, 3, 7, 5]);
    let keys: Vec<Vec<i64>> = standing
        .seats
        .iter()
        .map(|s| Tenstuff.rank_key(&Options::default(), s))
        .collect();
    assert_eq!(crate::games::ranks(&keys), [3, 4, 1, 2]);
}

proptest! {
    /// A deal's points always sum to n(n − 1)/2, and exactly one player wins it.
    #[test]
    fn a_deals_points_sum_to_n_times_n_minus_1_over_2(
        players in 2usize..=8,
        shuffle in prop::collection::vec(any::<u32>(), 8),
        leave_out_last in any::<bool>(),
    ) {
        let standing = table(players);
        let mut order: Vec<usize> = (0..players).collect();
        order.sort_by_key(|&s| shuffle[s]);
        let names: Vec<&str> = order
            .iter()
            .take(if leave_out_last { players - 1 } else { players })
            .map(|&s| standing.seats[s].name.as_stored())
            .collect();
        let outcome = deal(&standing, &names).unwrap();
        let sum: i64 = outcome.seats.iter().map(|s| s.points).sum();
        prop_assert_eq!(sum, (players * (players - 1) / 2) as i64);
        let winners = outcome.seats.iter().filter(|s| s.counters[DEALS_WON] == 1).count();
        prop_assert_eq!(winners, 1);
    }
}
