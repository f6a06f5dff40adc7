use super::*;
use crate::games::ViolationKind;

// The helpers below are shared with the tests of the submodules (schedule, bidding, scoring).

pub(super) const TABLE: [&str; 7] = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus"];

pub(super) fn table(players: usize) -> Standing {
    Standing::start(
        &TABLE[..players]
            .iter()
            .map(|n| n.to_string())
            .collect::<Vec<_>>(),
    )
}

pub(super) fn options(peak: u32, hook: bool) -> Options {
    Options {
        peak,
        hook,
        no_trump: false,
    }
}

pub(super) fn chosen(peak: Option<u32>, hook: bool) -> Choices {
    Choices {
        peak,
        hook,
        no_trump: false,
    }
}

pub(super) fn typed(pairs: &[(&str, u32)]) -> RoundInput {
    RoundInput {
        entries: pairs
            .iter()
            .map(|(name, n)| (name.to_string(), n.to_string()))
            .collect(),
        ..RoundInput::default()
    }
}

/// Opens the next round with `bids` (in seating order) and scores `tricks` (in seating order).
pub(super) fn play(
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

pub(super) fn totals(standing: &Standing) -> Vec<i64> {
    standing.seats.iter().map(|s| s.total).collect()
}

// The options and the table.

#[test]
fn a_peak_the_deck_cannot_deal_is_refused_and_names_the_deepest_one() {
    let refused = Updown
        .options(chosen(Some(8), false), &crate::games::table_of(7))
        .unwrap_err();
    assert_eq!(refused.kind, ViolationKind::AgainstRules);
    assert_eq!(
        format!("{}; {}", refused.problem, refused.legal),
        "a peak of 8 cannot be dealt to 7 players: the 52 cards deal at most 7 each, keeping one \
         to turn for trump; choose --peak 1 to 7"
    );
    assert_eq!(
        Updown
            .options(chosen(Some(7), false), &crate::games::table_of(7))
            .unwrap()
            .peak,
        7
    );
    // Fewer players may go above the classic 10: 51 / 3 = 17.
    assert_eq!(
        Updown
            .options(chosen(Some(17), true), &crate::games::table_of(3))
            .unwrap(),
        options(17, true)
    );
    assert!(
        Updown
            .options(chosen(Some(18), false), &crate::games::table_of(3))
            .is_err()
    );
    assert!(
        Updown
            .options(chosen(Some(0), false), &crate::games::table_of(4))
            .is_err()
    );
}

#[test]
fn three_to_seven_players_sit_at_the_table() {
    for players in [2, 8] {
        let refused = Updown
            .options(chosen(None, false), &crate::games::table_of(players))
            .unwrap_err();
        assert_eq!(refused.kind, ViolationKind::AgainstRules);
        assert_eq!(
            refused.problem,
            format!("10 op en neer is played by 3 to 7 players, not {players}")
        );
    }
    assert_eq!(Updown.players(), 3..=7);
}

#[test]
fn a_peak_of_zero_deals_nothing_and_a_peak_of_one_is_one_round() {
    let refused = Updown
        .options(chosen(Some(0), false), &crate::games::table_of(4))
        .unwrap_err();
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

// The next round.

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

// The match.

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
            about_short: Some("3♠".into()),
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
            about_short: Some("1".into()),
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
