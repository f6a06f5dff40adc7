use super::*;
use crate::games::ViolationKind;
use crate::games::pig10::tests::names;
use crate::games::pig10::{TARGET, play_options};
use proptest::prelude::*;

const TABLE: [&str; 4] = ["Steve", "Sally", "Jane", "Claudio"];

fn plays(list: &[(usize, u8, Option<u64>)]) -> Vec<PilePlay> {
    list.iter()
        .map(|&(seat, card, called)| PilePlay { seat, card, called })
        .collect()
}

/// Plays clockwise from `first`, one card each in turn, none called.
fn in_turn(players: usize, first: usize, cards: &[u8]) -> Vec<PilePlay> {
    cards
        .iter()
        .enumerate()
        .map(|(i, &card)| PilePlay {
            seat: (first + i) % players,
            card,
            called: None,
        })
        .collect()
}

#[test]
fn the_rule_documents_pile_then_a_new_pile_from_the_player_after_claudio() {
    // Steve 4, Sally 3, Jane 2, Claudio 6: 15, Jane takes 4 cards; Steve, after Claudio, starts
    // the next pile: 7 and Sally's 3 make exactly 10, hers.
    let deal = replay_deal(&names(&TABLE), None, &in_turn(4, 0, &[4, 3, 2, 6, 7, 3, 1])).unwrap();
    assert_eq!(deal.piles.len(), 3);
    assert_eq!(
        (deal.piles[0].taker, deal.piles[0].cards),
        (Some(2), 4),
        "Jane, seated before Claudio"
    );
    assert_eq!((deal.piles[1].taker, deal.piles[1].cards), (Some(1), 2));
    assert_eq!((deal.piles[2].taker, deal.piles[2].cards), (None, 1));
    assert_eq!(deal.collected, [0, 2, 4, 0]);
    assert_eq!(deal.left_in_middle(), 1);
}

#[test]
fn after_a_taken_pile_the_player_after_the_last_card_plays_not_the_taker() {
    // Claudio goes over; Jane takes the pile, but Steve (after Claudio) plays next.
    let table = names(&TABLE);
    let refused = replay_deal(
        &table,
        None,
        &plays(&[(0, 9), (1, 0), (2, 9), (3, 6), (2, 1)].map(|(s, c)| (s, c, None))),
    )
    .unwrap_err();
    assert_eq!(refused.kind, ViolationKind::AgainstRules);
    assert_eq!(
        refused.problem,
        "pile 2, play 5: Jane plays out of turn: after Claudio it is Steve's turn (clockwise)"
    );
}

#[test]
fn a_called_value_no_choice_gives_is_refused_with_its_pile_and_play() {
    let refused = replay_deal(
        &names(&TABLE),
        None,
        &plays(&[(0, 10, None), (1, 4, None), (2, 5, Some(3))]),
    )
    .unwrap_err();
    assert_eq!(refused.kind, ViolationKind::AgainstRules);
    assert_eq!(
        refused.problem,
        "pile 2, play 3: Jane: a 5 on a pile of 4 cannot make 3"
    );
    assert_eq!(refused.legal, "the only legal value is 9");
}

#[test]
fn the_shares_go_round_from_the_starter() {
    assert_eq!(shares(12, 4, 0), [3, 3, 3, 3]);
    assert_eq!(shares(80, 3, 1), [26, 27, 27]);
    assert_eq!(shares(14, 4, 2), [3, 3, 4, 4]);
}

#[test]
fn with_the_size_known_every_card_is_played_and_no_more() {
    let table = names(&["Ann", "Bob"]);
    let six = in_turn(2, 1, &[4, 3, 2, 1, 9, 9]);
    let deal = replay_deal(&table, Some(6), &six).unwrap();
    assert_eq!(deal.collected, [4, 2]);
    assert_eq!(deal.piles.len(), 2);

    let unfinished = replay_deal(&table, Some(6), &six[..5]).unwrap_err();
    // Plays left out do not fit the deal typed (exit 2), as tricks left out of a hand.
    assert_eq!(unfinished.kind, ViolationKind::Malformed);
    assert_eq!(
        unfinished.problem,
        "the deal is not over: Ann still holds 1 card"
    );
    // Everyone still holding cards is named.
    let unfinished = replay_deal(&table, Some(6), &six[..4]).unwrap_err();
    assert_eq!(
        unfinished.problem,
        "the deal is not over: Ann still holds 1 card and Bob still holds 1 card"
    );

    let mut seven = six.clone();
    seven.push(PilePlay {
        seat: 1,
        card: 2,
        called: None,
    });
    let over = replay_deal(&table, Some(6), &seven).unwrap_err();
    assert_eq!(over.kind, ViolationKind::Malformed);
    assert_eq!(
        over.problem,
        "pile 3, play 7: Bob has played every card the deal gave them but plays a 2"
    );
    // What to type: the size the plays make, when they are the whole deal.
    assert_eq!(
        over.legal,
        "--cards 6 gives Bob 3 cards: if the 7 plays given are the whole deal, give --cards 7; \
         if not, correct who played this card"
    );
}

#[test]
fn the_starter_has_the_odd_card_and_a_pile_never_taken_belongs_to_nobody() {
    // 7 cards among 2: Ann starts and plays 4, Bob 3; the 7 ones never reach 10.
    let table = names(&["Ann", "Bob"]);
    let deal = replay_deal(&table, Some(7), &in_turn(2, 0, &[1, 1, 1, 1, 1, 1, 1])).unwrap();
    assert_eq!(deal.collected, [0, 0]);
    assert_eq!(deal.left_in_middle(), 7);
}

#[test]
fn a_deal_size_that_cannot_be_breaks_the_rules_as_a_peak_the_deck_cannot_deal() {
    let table = names(&TABLE);
    for cards in [11, 81] {
        let refused = replay_deal(&table, Some(cards), &in_turn(4, 0, &[1])).unwrap_err();
        assert_eq!(refused.kind, ViolationKind::AgainstRules, "{cards}");
    }
    let long = in_turn(4, 0, &[0; 81]);
    let refused = replay_deal(&table, None, &long).unwrap_err();
    assert_eq!(refused.kind, ViolationKind::AgainstRules);
    assert_eq!(
        refused.problem,
        "81 plays were given, but a deal has at most 80 cards (the box)"
    );
}

/// A legal play for the pile as it stands: the first legal value of `card`, called.
fn legal_play(
    seat: usize,
    card: u8,
    pile: u8,
    previous: Option<u8>,
    pick: usize,
) -> (PilePlay, u8) {
    let options = play_options(pile, previous, card);
    let value = options[pick % options.len()].value;
    (
        PilePlay {
            seat,
            card,
            called: Some(u64::from(value)),
        },
        value,
    )
}

proptest! {
    /// Random legal deals (every player plays their share of the deal in turn, each calling a
    /// legal value) are accepted; the cards collected add up to the cards of the taken piles, and
    /// those with the cards left in the middle to every card played.
    #[test]
    fn legal_deals_are_accepted_and_collected_cards_add_up(
        players in 2usize..=8,
        starter in 0usize..8,
        extra in 0u32..=56,
        cards in prop::collection::vec((0u8..=10, 0usize..3), 80),
    ) {
        let table: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
        let starter = starter % players;
        let size = (HAND * players as u32 + extra).min(BOX_CARDS);
        let mut list = Vec::new();
        let (mut pile, mut previous) = (0u8, None);
        for (i, &(card, pick)) in cards.iter().take(size as usize).enumerate() {
            let (play, value) = legal_play((starter + i) % players, card, pile, previous, pick);
            list.push(play);
            if value >= TARGET {
                (pile, previous) = (0, None);
            } else {
                (pile, previous) = (value, Some(card));
            }
        }
        let deal = replay_deal(&table, Some(size), &list).unwrap();
        let collected: u32 = deal.collected.iter().sum();
        let taken: usize = deal.piles.iter().filter(|p| p.taker.is_some()).map(|p| p.cards).sum();
        prop_assert_eq!(collected as usize, taken);
        prop_assert_eq!(taken + deal.left_in_middle(), size as usize);
        prop_assert!(deal.piles.iter().rev().skip(1).all(|p| p.taker.is_some()));
        // The same deal without its size is the same deal.
        prop_assert_eq!(replay_deal(&table, None, &list).unwrap(), deal);
        // Two plays after the first swapped between their players: the first of them is out of
        // turn, and the refusal names that play.
        let swap = 2 + pick_of(&cards) % (list.len() - 2);
        let mut swapped = list.clone();
        let seat = swapped[swap].seat;
        swapped[swap].seat = swapped[swap - 1].seat;
        swapped[swap - 1].seat = seat;
        let refused = replay_deal(&table, Some(size), &swapped).unwrap_err();
        prop_assert_eq!(refused.kind, ViolationKind::AgainstRules);
        let at = format!(", play {swap}: ");
        prop_assert!(refused.problem.contains(&at), "{} not in {}", at, refused.problem);
    }
}

/// A number drawn from the deal's cards, to pick a play to swap.
fn pick_of(cards: &[(u8, usize)]) -> usize {
    cards
        .iter()
        .map(|&(card, pick)| usize::from(card) * 3 + pick)
        .sum()
}

// The reader's language.

use crate::i18n::{Lang, with};

#[test]
fn an_unfinished_deal_is_refused_in_dutch_and_german() {
    let table = names(&["Anke", "Bram"]);
    let five = in_turn(2, 0, &[1, 1, 1, 1, 1]);
    let refused = |lang| with(lang, || replay_deal(&table, Some(6), &five).unwrap_err());
    let nl = refused(Lang::Nl);
    assert_eq!(
        nl.problem,
        "het potje is nog niet uit: Bram heeft nog 1 kaart"
    );
    let de = refused(Lang::De);
    assert_eq!(
        de.problem,
        "der Durchgang ist noch nicht vorbei: Bram hat noch 1 Karte"
    );
}
