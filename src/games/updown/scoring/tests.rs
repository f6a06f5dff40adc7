use super::*;
use crate::games::updown::cards_in_round;
use crate::games::updown::tests::{chosen, options, play, table, totals, typed};
use crate::games::{Figure, Progress, Rules, ViolationKind};
use proptest::prelude::*;

// Tricks.

#[test]
fn tricks_come_after_the_bids() {
    let refused = Updown
        .parse(
            &options(10, false),
            &table(3),
            None,
            &typed(&[("Ann", 1), ("Bob", 0), ("Cy", 0)]),
        )
        .unwrap_err();
    assert_eq!(refused.kind, ViolationKind::AgainstRules);
    assert_eq!(
        format!("{}; {}", refused.problem, refused.legal),
        "round 1 has no bids yet (bids come before the tricks); open the round with `tenscore \
         bid NAME=N ...`, then record the tricks"
    );
}

#[test]
fn tricks_must_add_up_to_the_cards_of_the_round() {
    let mut standing = table(4);
    standing.rounds_played = 2;
    let short = play(&options(10, false), &standing, &[1, 1, 1, 1], &[1, 1, 0, 0]).unwrap_err();
    assert_eq!(short.kind, ViolationKind::AgainstRules);
    assert_eq!(
        format!("{}; {}", short.problem, short.legal),
        "the tricks add up to 2, but round 3 deals 3 cards so 3 tricks are played; give tricks \
         adding up to exactly 3"
    );
    let over = play(&options(10, false), &standing, &[1, 1, 1, 1], &[4, 0, 0, 0]).unwrap_err();
    assert_eq!(
        over.problem,
        "Ann took 4 tricks, but round 3 has only 3 tricks"
    );
    assert!(play(&options(10, false), &standing, &[1, 1, 1, 1], &[3, 0, 0, 0]).is_ok());
}

// Scoring.

#[test]
fn an_exact_bid_scores_the_tricks_plus_ten_and_any_other_scores_nothing() {
    let mut standing = table(4);
    standing.rounds_played = 4; // 5 cards
    standing.seats[2].total = 30;
    let outcome = play(&options(10, false), &standing, &[2, 0, 1, 3], &[2, 0, 3, 0]).unwrap();
    let points: Vec<i64> = outcome.seats.iter().map(|s| s.points).collect();
    assert_eq!(points, [12, 10, 0, 0]);
    let after = standing.after(&outcome);
    assert_eq!(totals(&after), [12, 10, 30, 0]);
    assert_eq!(
        outcome.seats[0].notes,
        [Note::new("hit-bid").with("bid", 2.into())]
    );
    assert_eq!(
        outcome.seats[2].notes,
        [Note::new("missed-bid")
            .with("bid", 1.into())
            .with("tricks", 3.into())]
    );
    assert_eq!(
        outcome.explanation,
        [
            "Exact bids score the tricks + 10: Ann bid 2 and took 2 (+12), Bob bid 0 and took 0 \
             (+10).",
            "Missed bids score 0: Cy bid 1, took 3 (2 over); Dee bid 3, took 0 (3 under)."
        ]
    );
}

#[test]
fn when_nobody_hits_the_explanation_says_so() {
    let outcome = play(&options(10, false), &table(3), &[1, 1, 1], &[1, 0, 0]).unwrap();
    let outcome_misses = play(&options(10, false), &table(3), &[0, 1, 1], &[1, 0, 0]).unwrap();
    assert_eq!(outcome.seats[0].points, 11);
    assert_eq!(
        outcome_misses.explanation[0],
        "Nobody took exactly their bid, so nobody scores."
    );
}

#[test]
fn bids_hit_are_counted_per_seat_against_the_rounds_played() {
    let options = options(10, false);
    let mut standing = table(3);
    for (bids, tricks) in [
        ([1, 0, 0], [1, 0, 0]),
        ([1, 1, 0], [0, 2, 0]),
        ([0, 0, 3], [1, 1, 1]),
    ] {
        let outcome = play(&options, &standing, &bids, &tricks).unwrap();
        standing = standing.after(&outcome);
    }
    let hit: Vec<String> = standing
        .seats
        .iter()
        .map(|seat| {
            Updown.figures(&options, seat, standing.rounds_played)[0]
                .text
                .clone()
        })
        .collect();
    assert_eq!(hit, ["1/3", "1/3", "2/3"]);
    assert_eq!(
        Updown.figures(&options, &standing.seats[2], 3)[0],
        Figure {
            key: "bids_hit",
            title_id: "updown-figure-bids-hit",
            value: 2,
            text: "2/3".into(),
        }
    );
}

#[test]
fn the_best_possible_match_totals_290_with_the_default_peak() {
    let options = Updown
        .options(chosen(None, false), &crate::games::table_of(4))
        .unwrap();
    let mut standing = table(4);
    while Updown.progress(&options, &standing) == Progress::InProgress {
        let cards = cards_in_round(options.peak, standing.rounds_played + 1);
        let outcome = play(&options, &standing, &[cards, 0, 0, 0], &[cards, 0, 0, 0]).unwrap();
        standing = standing.after(&outcome);
    }
    assert_eq!(standing.rounds_played, 19);
    assert_eq!(totals(&standing), [290, 190, 190, 190]);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// Any tricks the engine accepts add up to the cards, and every total is the sum of the
    /// round points: tricks + 10 on an exact bid, else 0.
    #[test]
    fn accepted_tricks_sum_to_the_cards_and_totals_fold_the_points(
        players in 3usize..=7,
        rounds in prop::collection::vec(
            (prop::collection::vec(0u32..=10, 7), prop::collection::vec(0u32..=10, 7)),
            1..19,
        ),
    ) {
        let options = Updown.options(chosen(None, false), &crate::games::table_of(players)).unwrap();
        let mut standing = table(players);
        let mut expected = vec![0i64; players];
        for (bids, tricks) in rounds {
            if Updown.progress(&options, &standing) == Progress::Ended {
                break;
            }
            let cards = cards_in_round(options.peak, standing.rounds_played + 1);
            let bids: Vec<u32> = bids[..players].iter().map(|b| b % (cards + 1)).collect();
            let tricks = &tricks[..players];
            match play(&options, &standing, &bids, tricks) {
                Ok(outcome) => {
                    prop_assert_eq!(tricks.iter().sum::<u32>(), cards);
                    for seat in 0..players {
                        if bids[seat] == tricks[seat] {
                            expected[seat] += i64::from(tricks[seat]) + 10;
                        }
                    }
                    standing = standing.after(&outcome);
                    prop_assert_eq!(totals(&standing), expected.clone());
                }
                Err(refused) => {
                    prop_assert!(
                        tricks.iter().sum::<u32>() != cards || tricks.iter().any(|&t| t > cards),
                        "refused a valid round: {}", refused.problem
                    );
                }
            }
        }
    }
}

#[test]
fn a_stored_round_that_breaks_the_rules_is_refused_when_scored_again() {
    // What `check history` replays: the bids and tricks as stored, never parsed again.
    let opts = options(10, true);
    let mut standing = table(3);
    standing.rounds_played = 2; // round 3: 3 cards
    let opening = |bids: Vec<u32>, cards: u32| Opening {
        cards,
        trump: crate::games::updown::tricks::Trump::NotGiven,
        bids,
    };
    let score = |opening: &Opening, tricks: Vec<u32>| {
        Updown.score(&opts, &standing, Some(opening), &Entry { tricks })
    };
    assert!(score(&opening(vec![1, 0, 1], 3), vec![1, 1, 1]).is_ok());
    let short = score(&opening(vec![1, 0, 1], 3), vec![1, 1, 0]).unwrap_err();
    assert!(
        short.problem.starts_with("the tricks add up to 2"),
        "{short:?}"
    );
    let too_many = score(&opening(vec![4, 0, 0], 3), vec![3, 0, 0]).unwrap_err();
    assert!(too_many.problem.contains("bid of 4"), "{too_many:?}");
    // Round 3 deals 3 cards, so bids of 1, 1 and 1 (the last bidder making 3) break the hook.
    let hooked = score(&opening(vec![1, 1, 1], 3), vec![1, 1, 1]).unwrap_err();
    assert!(hooked.problem.starts_with("with the hook"), "{hooked:?}");
    let other_round = score(&opening(vec![1, 0, 1], 2), vec![1, 1, 1]).unwrap_err();
    assert!(
        other_round.problem.contains("was opened for 2 cards"),
        "{other_round:?}"
    );
}
