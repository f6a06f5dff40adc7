use super::*;
use crate::games::cards::Suit;
use crate::games::updown::tests::{options, table, typed};
use crate::games::{Rules, ViolationKind};

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
    assert_eq!(opening.trump, crate::games::updown::tricks::Trump::NotGiven);

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
        input.flags.insert("trump".into(), typed_trump.to_string());
        let opening = Updown.open(&options(10, false), &standing, &input).unwrap();
        assert_eq!(opening.trump, crate::games::updown::tricks::Trump::Of(suit));
    }
    input.flags.insert("trump".into(), "X".into());
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
