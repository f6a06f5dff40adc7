use super::*;
use crate::games::ViolationKind;
use proptest::prelude::*;

const TABLE: [&str; 7] = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus"];

fn table(players: usize) -> Standing {
    Standing::start(
        &TABLE[..players]
            .iter()
            .map(|n| n.to_string())
            .collect::<Vec<_>>(),
    )
}

fn options(peak: u32, hook: bool) -> Options {
    Options { peak, hook }
}

fn chosen(peak: Option<u32>, hook: bool) -> NewOptions {
    NewOptions {
        peak,
        hook,
        ..NewOptions::default()
    }
}

fn typed(pairs: &[(&str, u32)]) -> RoundInput {
    RoundInput {
        entries: pairs
            .iter()
            .map(|(name, n)| (name.to_string(), n.to_string()))
            .collect(),
        ..RoundInput::default()
    }
}

/// Opens the next round with `bids` (in seating order) and scores `tricks` (in seating order).
fn play(
    options: &Options,
    standing: &Standing,
    bids: &[u32],
    tricks: &[u32],
) -> Result<Outcome, RuleViolation> {
    let names = &TABLE[..standing.seats.len()];
    let bid_pairs: Vec<(&str, u32)> = names.iter().copied().zip(bids.iter().copied()).collect();
    let opening = Updown.open(options, standing, &typed(&bid_pairs))?;
    let trick_pairs: Vec<(&str, u32)> = names.iter().copied().zip(tricks.iter().copied()).collect();
    let entry = Updown.parse(options, standing, Some(&opening), &typed(&trick_pairs))?;
    Updown.score(options, standing, Some(&opening), &entry)
}

fn totals(standing: &Standing) -> Vec<i64> {
    standing.seats.iter().map(|s| s.total).collect()
}

// The schedule and the deck.

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
        let options = Updown.options(&chosen(None, false), players).unwrap();
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
fn a_peak_the_deck_cannot_deal_is_refused_and_names_the_deepest_one() {
    let refused = Updown.options(&chosen(Some(8), false), 7).unwrap_err();
    assert_eq!(refused.kind, ViolationKind::AgainstRules);
    assert_eq!(
        format!("{}; {}", refused.problem, refused.legal),
        "a peak of 8 cannot be dealt to 7 players: the 52 cards deal at most 7 each, keeping one \
         to turn for trump; choose --peak 1 to 7"
    );
    assert_eq!(Updown.options(&chosen(Some(7), false), 7).unwrap().peak, 7);
    // Fewer players may go above the classic 10: 51 / 3 = 17.
    assert_eq!(
        Updown.options(&chosen(Some(17), true), 3).unwrap(),
        options(17, true)
    );
    assert!(Updown.options(&chosen(Some(18), false), 3).is_err());
    assert!(Updown.options(&chosen(Some(0), false), 4).is_err());
}

#[test]
fn three_to_seven_players_sit_at_the_table() {
    for players in [2, 8] {
        let refused = Updown.options(&chosen(None, false), players).unwrap_err();
        assert_eq!(refused.kind, ViolationKind::AgainstRules);
        assert_eq!(
            refused.problem,
            format!("10 op en neer is played by 3 to 7 players, not {players}")
        );
    }
    assert_eq!(Updown.players(), 3..=7);
}

#[test]
fn under_the_10_options_are_not_for_this_game() {
    let refused = Updown
        .options(
            &NewOptions {
                bonus_cards: true,
                ..NewOptions::default()
            },
            4,
        )
        .unwrap_err();
    assert_eq!(refused.kind, ViolationKind::Malformed);
}

// Who bids first.

#[test]
fn the_first_bidder_moves_one_seat_clockwise_each_round() {
    let firsts: Vec<usize> = (1..=6).map(|seq| first_bidder(4, seq)).collect();
    assert_eq!(firsts, [0, 1, 2, 3, 0, 1]);
    assert_eq!(bidding_order(4, 3), [2, 3, 0, 1]);
    assert_eq!(bidding_order(5, 6), [0, 1, 2, 3, 4]);
    assert_eq!(first_bidder(7, 19), 4);
}

#[test]
fn the_next_round_names_its_cards_and_who_bids_first() {
    let mut standing = table(4);
    standing.rounds_played = 4;
    assert_eq!(
        Updown.next_round(&options(10, false), &standing, None),
        "Round 5 of 19: 5 cards each. Ann bids first and leads."
    );
    standing.rounds_played = 1;
    assert_eq!(
        Updown.next_round(&options(10, true), &standing, None),
        "Round 2 of 19: 2 cards each. Bob bids first and leads. With the hook, Ann bids last \
         and may not make the bids add up to 2."
    );
    standing.rounds_played = 19;
    assert_eq!(
        Updown.next_round(&options(10, false), &standing, None),
        "The match is over: no further rounds."
    );
}

#[test]
fn with_bids_open_the_next_round_lists_them_in_bidding_order_and_the_barred_bid() {
    let mut standing = table(4);
    standing.rounds_played = 2;
    let opening = Opening {
        cards: 3,
        trump: Some(Suit::Hearts),
        bids: vec![0, 1, 1, 0],
    };
    assert_eq!(
        Updown.next_round(&options(10, true), &standing, Some(&opening)),
        "Round 3 of 19: 3 cards each, hearts trump.\nBids: Cy 1, Dee 0, Ann 0, Bob 1 (2 in all \
         for 3 tricks: 1 under). With the hook, Bob could not bid 2.\nCy leads; record the \
         tricks next."
    );
}

// Bids.

#[test]
fn every_player_bids_once_from_zero_to_the_cards_of_the_round() {
    let mut standing = table(4);
    standing.rounds_played = 2;
    let opening = Updown
        .open(
            &options(10, false),
            &standing,
            &typed(&[("dee", 3), ("Ann", 0), ("Bob", 3), ("Cy", 3)]),
        )
        .unwrap();
    assert_eq!(opening.cards, 3);
    assert_eq!(opening.bids, [0, 3, 3, 3]);
    assert_eq!(opening.trump, None);

    let above = Updown
        .open(
            &options(10, false),
            &standing,
            &typed(&[("Ann", 4), ("Bob", 0), ("Cy", 0), ("Dee", 0)]),
        )
        .unwrap_err();
    assert_eq!(above.kind, ViolationKind::AgainstRules);
    assert_eq!(
        format!("{}; {}", above.problem, above.legal),
        "Ann's bid of 4 is above the 3 cards of the round; a bid is 0 to 3"
    );
}

#[test]
fn a_missing_repeated_or_unknown_bidder_is_malformed() {
    let standing = table(3);
    let cases: [(&[(&str, u32)], &str); 3] = [
        (&[("Ann", 0), ("Bob", 1)], "no bid for Cy"),
        (&[("Ann", 0), ("Bob", 1), ("ann", 1)], "Ann is named twice"),
        (
            &[("Ann", 0), ("Bob", 1), ("Zed", 0)],
            "there is no player 'Zed' in this match",
        ),
    ];
    for (pairs, problem) in cases {
        let refused = Updown
            .open(&options(10, false), &standing, &typed(pairs))
            .unwrap_err();
        assert_eq!(refused.kind, ViolationKind::Malformed);
        assert_eq!(refused.problem, problem);
    }
    let mut words = typed(&[("Ann", 0), ("Bob", 1), ("Cy", 0)]);
    words.entries[0].1 = "seven".into();
    let refused = Updown
        .open(&options(10, false), &standing, &words)
        .unwrap_err();
    assert_eq!(refused.problem, "'Ann=seven' is not a bid");
    assert_eq!(refused.legal, "write a whole number, e.g. Ann=1");
}

#[test]
fn the_hook_bars_the_last_bidder_from_making_the_bids_add_up() {
    let mut standing = table(4);
    standing.rounds_played = 4; // round 5: 5 cards, Ann bids first, Dee last
    let hooked = options(10, true);
    let refused = Updown
        .open(
            &hooked,
            &standing,
            &typed(&[("Ann", 2), ("Bob", 1), ("Cy", 0), ("Dee", 2)]),
        )
        .unwrap_err();
    assert_eq!(refused.kind, ViolationKind::AgainstRules);
    assert_eq!(
        format!("{}; {}", refused.problem, refused.legal),
        "with the hook, Dee (bidding last) may not bid 2: the bids would add up to the 5 cards \
         of round 5; Dee may bid 0, 1, 3, 4 or 5"
    );
    // Without the hook the same bids stand; with it, any other last bid does.
    assert!(
        Updown
            .open(
                &options(10, false),
                &standing,
                &typed(&[("Ann", 2), ("Bob", 1), ("Cy", 0), ("Dee", 2)])
            )
            .is_ok()
    );
    assert!(
        Updown
            .open(
                &hooked,
                &standing,
                &typed(&[("Ann", 2), ("Bob", 1), ("Cy", 0), ("Dee", 3)])
            )
            .is_ok()
    );
}

#[test]
fn the_hook_binds_the_last_in_bidding_order_not_the_last_seat() {
    let mut standing = table(4);
    standing.rounds_played = 1; // round 2: Bob bids first, Ann last
    let refused = Updown
        .open(
            &options(10, true),
            &standing,
            &typed(&[("Ann", 1), ("Bob", 1), ("Cy", 0), ("Dee", 0)]),
        )
        .unwrap_err();
    assert!(
        refused
            .problem
            .starts_with("with the hook, Ann (bidding last) may not bid 1"),
        "{}",
        refused.problem
    );
}

#[test]
fn allowed_bids_lists_what_the_next_bidder_may_say() {
    assert_eq!(allowed_bids(3, 4, false, &[]).unwrap(), [0, 1, 2, 3]);
    assert_eq!(allowed_bids(3, 4, true, &[1, 1]).unwrap(), [0, 1, 2, 3]);
    // The last of four bidders, with 2 bid on 3 cards: 1 is barred.
    assert_eq!(allowed_bids(3, 4, true, &[1, 1, 0]).unwrap(), [0, 2, 3]);
    // When the others already bid more than the cards, nothing is barred.
    assert_eq!(allowed_bids(2, 3, true, &[2, 1]).unwrap(), [0, 1, 2]);
    let everyone = allowed_bids(3, 3, true, &[1, 1, 0]).unwrap_err();
    assert_eq!(
        everyone.problem,
        "all 3 players have bid already (3 bids given)"
    );
    let above = allowed_bids(3, 4, false, &[4]).unwrap_err();
    assert_eq!(
        above.problem,
        "a bid of 4 is above the 3 cards of the round"
    );
    assert!(allowed_bids(3, 8, false, &[]).is_err());
}

#[test]
fn the_trump_is_read_in_any_accepted_spelling_and_kept() {
    let standing = table(3);
    let mut input = typed(&[("Ann", 0), ("Bob", 0), ("Cy", 0)]);
    for (typed_trump, suit) in [
        ("H", Suit::Hearts),
        ("schoppen", Suit::Spades),
        ("♦", Suit::Diamonds),
    ] {
        input.trump = Some(typed_trump.to_string());
        let opening = Updown.open(&options(10, false), &standing, &input).unwrap();
        assert_eq!(opening.trump, Some(suit));
    }
    input.trump = Some("X".into());
    let refused = Updown
        .open(&options(10, false), &standing, &input)
        .unwrap_err();
    assert_eq!(refused.kind, ViolationKind::Malformed);
}

#[test]
fn no_round_opens_after_the_last_one() {
    let mut standing = table(3);
    standing.rounds_played = 5;
    let refused = Updown
        .open(
            &options(3, false),
            &standing,
            &typed(&[("Ann", 0), ("Bob", 0), ("Cy", 0)]),
        )
        .unwrap_err();
    assert_eq!(refused.problem, "all 5 rounds of the match are played");
}

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
    assert_eq!(outcome.seats[0].notes, [Note::HitBid { bid: 2 }]);
    assert_eq!(
        outcome.seats[2].notes,
        [Note::MissedBid { bid: 1, tricks: 3 }]
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
            title: "Bids hit",
            value: 2,
            text: "2/3".into(),
        }
    );
}

#[test]
fn the_best_possible_match_totals_290_with_the_default_peak() {
    let options = Updown.options(&chosen(None, false), 4).unwrap();
    let mut standing = table(4);
    while Updown.progress(&options, &standing) == Progress::InProgress {
        let cards = cards_in_round(options.peak, standing.rounds_played + 1);
        let outcome = play(&options, &standing, &[cards, 0, 0, 0], &[cards, 0, 0, 0]).unwrap();
        standing = standing.after(&outcome);
    }
    assert_eq!(standing.rounds_played, 19);
    assert_eq!(totals(&standing), [290, 190, 190, 190]);
}

#[test]
fn the_match_ends_after_the_last_round_and_the_highest_total_wins_ties_shared() {
    let options = options(2, false); // rounds of 1, 2, 1 cards
    let mut standing = table(3);
    for (bids, tricks) in [
        ([1, 0, 0], [1, 0, 0]),
        ([0, 1, 1], [0, 1, 1]),
        ([0, 1, 0], [1, 0, 0]),
    ] {
        assert_eq!(Updown.progress(&options, &standing), Progress::InProgress);
        let outcome = play(&options, &standing, &bids, &tricks).unwrap();
        standing = standing.after(&outcome);
    }
    assert_eq!(Updown.progress(&options, &standing), Progress::Ended);
    assert_eq!(totals(&standing), [21, 21, 31]);
    let game: &dyn crate::games::Game = &Updown;
    let ranks = game
        .ranks(&serde_json::to_value(options).unwrap(), &standing)
        .unwrap();
    assert_eq!(ranks, [2, 2, 1]);
    let keys: Vec<Vec<i64>> = [5, 9, 9, 1]
        .iter()
        .map(|&total| {
            Updown.rank_key(
                &options,
                &SeatState {
                    total,
                    ..SeatState::default()
                },
            )
        })
        .collect();
    assert_eq!(crate::games::ranks(&keys), [3, 1, 1, 4]);
}

#[test]
fn show_describes_each_round_by_its_cards_trump_bids_and_tricks() {
    let opening = Opening {
        cards: 3,
        trump: Some(Suit::Spades),
        bids: vec![1, 0, 2],
    };
    let entry = Entry {
        tricks: vec![1, 1, 1],
    };
    assert_eq!(
        Updown.round_detail(&options(10, false), 3, Some(&opening), Some(&entry)),
        RoundDetail {
            about: Some("3 cards ♠".into()),
            seats: vec!["1/1".into(), "0/1".into(), "2/1".into()],
        }
    );
    let open_only = Opening {
        cards: 1,
        trump: None,
        bids: vec![0, 1, 0],
    };
    assert_eq!(
        Updown.round_detail(&options(10, false), 1, Some(&open_only), None),
        RoundDetail {
            about: Some("1 card".into()),
            seats: vec!["bid 0".into(), "bid 1".into(), "bid 0".into()],
        }
    );
}

#[test]
fn the_stored_forms_read_back_unchanged() {
    let opening = Opening {
        cards: 4,
        trump: Some(Suit::Diamonds),
        bids: vec![1, 2, 0],
    };
    let json = serde_json::to_value(&opening).unwrap();
    assert_eq!(
        json,
        serde_json::json!({ "cards": 4, "trump": "diamonds", "bids": [1, 2, 0] })
    );
    assert_eq!(serde_json::from_value::<Opening>(json).unwrap(), opening);
    let no_trump: Opening =
        serde_json::from_value(serde_json::json!({ "cards": 1, "bids": [0, 0, 1] })).unwrap();
    assert_eq!(no_trump.trump, None);
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
        let options = Updown.options(&chosen(None, false), players).unwrap();
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
fn a_peak_of_zero_deals_nothing_and_a_peak_of_one_is_one_round() {
    let refused = Updown.options(&chosen(Some(0), false), 4).unwrap_err();
    assert_eq!(
        format!("{}; {}", refused.problem, refused.legal),
        "a peak of 0 deals no cards; choose --peak 1 to 12"
    );
    assert_eq!(
        Updown.describe_options(&options(1, false)),
        "1 card each, 1 round, no hook"
    );
    assert_eq!(
        Updown.describe_options(&options(10, true)),
        "1 to 10 cards and back, 19 rounds, with the hook"
    );
}

#[test]
fn allowed_bids_needs_a_table_of_3_to_7_and_cards_the_deck_can_deal() {
    assert_eq!(
        allowed_bids(3, 2, false, &[]).unwrap_err().problem,
        "10 op en neer is played by 3 to 7 players, not 2"
    );
    assert_eq!(
        allowed_bids(11, 5, false, &[]).unwrap_err().problem,
        "5 players cannot each be dealt 11 cards"
    );
    assert!(allowed_bids(0, 4, false, &[]).is_err());
    assert!(allowed_bids(10, 5, true, &[]).is_ok());
    assert!(check_table_size(3).is_ok() && check_table_size(7).is_ok());
    assert!(check_table_size(8).is_err());
}
