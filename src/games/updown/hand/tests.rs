use super::*;
use crate::games::ViolationKind;
use crate::games::cards::{Rank, parse_card};
use proptest::prelude::*;

fn trick(text: &str) -> Vec<Card> {
    text.split(',')
        .map(|code| parse_card(code).unwrap())
        .collect()
}

fn names(list: &str) -> Vec<String> {
    list.split(',').map(String::from).collect()
}

fn hand<'a>(players: &'a [String], trump: Option<Suit>, tricks: &'a [Vec<Card>]) -> Hand<'a> {
    Hand {
        players,
        leader: 0,
        trump: trump.into(),
        trump_card: None,
        tricks,
        round: None,
    }
}

#[test]
fn the_rule_documents_example_trick_inside_a_hand_goes_to_the_fourth_player_who_leads_next() {
    // Hearts trump; K♣ led, A♠, 5♣, 2♥: the lone trump takes it, and its player leads next.
    let players = names("Ann,Bob,Cy,Dee");
    let tricks = [trick("KC,AS,5C,2H"), trick("3D,4D,5D,6D")];
    let refereed = referee_hand(&hand(&players, Some(Suit::Hearts), &tricks)).unwrap();
    assert_eq!(refereed.tricks[0].winner, 3);
    assert_eq!(refereed.tricks[1].leader, 3);
    // Dee led 3♦; Ann's 4♦, Bob's 5♦ and Cy's 6♦ follow: Cy takes the second trick.
    assert_eq!(refereed.tricks[1].winner, 2);
    assert_eq!(refereed.taken, vec![0, 0, 1, 1]);
    assert_eq!(refereed.revoke, None);
}

#[test]
fn a_discard_proven_by_a_later_card_of_the_suit_led_is_a_revoke() {
    let players = names("Ann,Bob,Cy");
    let tricks = [trick("KC,AS,5C"), trick("2H,4C,3H")];
    let refereed = referee_hand(&hand(&players, Some(Suit::Hearts), &tricks)).unwrap();
    let revoke = Revoke {
        trick: 1,
        seat: 1,
        led: Suit::Clubs,
        played: parse_card("AS").unwrap(),
        proof: parse_card("4C").unwrap(),
        proof_trick: 2,
    };
    assert_eq!(refereed.revoke, Some(revoke));
}

#[test]
fn a_player_who_never_shows_the_suit_again_cannot_be_caught() {
    let players = names("Ann,Bob,Cy");
    let tricks = [trick("KC,AS,5C"), trick("2H,4D,3H")];
    let refereed = referee_hand(&hand(&players, Some(Suit::Hearts), &tricks)).unwrap();
    assert_eq!(refereed.revoke, None);
    assert_eq!(refereed.taken, vec![1, 0, 1]);
}

#[test]
fn the_proof_is_the_first_later_card_of_the_suit_led() {
    // Bob discards on clubs in trick 1, then plays 7♣ in trick 3 and 9♣ in trick 4 (both on
    // spades, which he never shows: those discards stand).
    let players = names("Ann,Bob,Cy");
    let tricks = [
        trick("KC,AS,5C"),
        trick("2D,3D,4D"),
        trick("8S,9S,7C"),
        trick("QS,9C,JS"),
    ];
    let refereed = referee_hand(&hand(&players, None, &tricks)).unwrap();
    let revoke = refereed.revoke.unwrap();
    assert_eq!((revoke.trick, revoke.seat), (1, 1));
    assert_eq!(
        (revoke.proof, revoke.proof_trick),
        (parse_card("7C").unwrap(), 3)
    );
}

#[test]
fn the_next_trick_is_led_by_the_winner_so_cards_are_read_from_the_winners_seat() {
    // Cy takes trick 1 with the trump, so trick 2 reads Cy, Ann, Bob: Bob's 6♣ follows.
    let players = names("Ann,Bob,Cy");
    let tricks = [trick("KD,AD,2S"), trick("5C,7C,6C")];
    let refereed = referee_hand(&hand(&players, Some(Suit::Spades), &tricks)).unwrap();
    assert_eq!(refereed.tricks[1].leader, 2);
    assert_eq!(refereed.tricks[1].winner, 0);
}

fn malformed(hand: &Hand<'_>) -> String {
    let violation = referee_hand(hand).unwrap_err();
    assert_eq!(violation.kind, ViolationKind::Malformed);
    violation.problem
}

#[test]
fn a_trick_without_one_card_per_player_is_malformed_naming_the_trick() {
    let players = names("Ann,Bob,Cy");
    let tricks = [trick("KC,AS,5C"), trick("2H,4C")];
    assert_eq!(
        malformed(&hand(&players, None, &tricks)),
        "trick 2 has 2 cards, but 3 players each play one card to every trick"
    );
}

#[test]
fn a_card_twice_in_the_hand_is_malformed_naming_both_tricks() {
    let players = names("Ann,Bob,Cy");
    let tricks = [trick("KC,AS,5C"), trick("2H,KC,3H")];
    assert_eq!(
        malformed(&hand(&players, None, &tricks)),
        "K♣ is played in trick 1 and again in trick 2, but a deck holds each card once"
    );
}

#[test]
fn the_turned_up_trump_card_in_a_trick_is_malformed() {
    let players = names("Ann,Bob,Cy");
    let tricks = [trick("KC,AS,5C")];
    let mut with_card = hand(&players, Some(Suit::Spades), &tricks);
    with_card.trump_card = Some(parse_card("AS").unwrap());
    assert_eq!(
        malformed(&with_card),
        "A♠ is the card turned up for trump, yet trick 1 has it"
    );
}

#[test]
fn a_hand_longer_or_shorter_than_the_round_is_malformed() {
    let players = names("Ann,Bob,Cy");
    let tricks = [trick("KC,AS,5C"), trick("2H,4C,3H")];
    let mut known = hand(&players, None, &tricks);
    known.round = Some((1, 1));
    assert_eq!(
        malformed(&known),
        "trick 2 is one too many: round 1 deals 1 card to each player"
    );
    known.round = Some((3, 3));
    assert_eq!(
        malformed(&known),
        "the hand has 2 tricks, but round 3 deals 3 cards to each player"
    );
    known.round = Some((2, 2));
    assert!(referee_hand(&known).is_ok());
}

// Random legal hands: deal from a shuffled deck, play legally.

fn deck() -> Vec<Card> {
    Suit::ALL
        .iter()
        .flat_map(|&suit| Rank::ALL.iter().map(move |&rank| Card::new(rank, suit)))
        .collect()
}

/// A hand played by the rules: every player follows suit when they can; `choices` pick among
/// the legal cards.
fn play_legally(
    deck: &[Card],
    seats: usize,
    cards: usize,
    leader: usize,
    trump: Option<Suit>,
    choices: &[u16],
) -> Vec<Vec<Card>> {
    let mut hands: Vec<Vec<Card>> = (0..seats)
        .map(|s| deck[s * cards..(s + 1) * cards].to_vec())
        .collect();
    let mut picks = choices.iter().cycle();
    let mut leader = leader;
    let mut tricks = Vec::new();
    for _ in 0..cards {
        let mut played: Vec<Card> = Vec::new();
        for offset in 0..seats {
            let held = &mut hands[(leader + offset) % seats];
            let following: Vec<usize> = (0..held.len())
                .filter(|&i| played.first().is_some_and(|led| held[i].suit == led.suit))
                .collect();
            let legal: Vec<usize> = match following.is_empty() {
                true => (0..held.len()).collect(),
                false => following,
            };
            let pick = legal[usize::from(*picks.next().unwrap()) % legal.len()];
            played.push(held.remove(pick));
        }
        let won = tricks::trick_winner(trump, &played, Some(seats)).unwrap();
        leader = (leader + won.winner) % seats;
        tricks.push(played);
    }
    tricks
}

/// A player who followed suit in trick `i` with `c` and played `d` of another suit in a later
/// trick `j`, swapped so that `d` is the discard and `c` its proof; only swaps that leave every
/// trick's winner as it was, so that every other card stays with its player.
fn revoke_by_swap(
    refereed: &Refereed,
    tricks: &[Vec<Card>],
    seats: usize,
    trump: Option<Suit>,
) -> Option<(usize, Vec<Vec<Card>>)> {
    let place = |t: usize, seat: usize| (seat + seats - refereed.tricks[t].leader) % seats;
    for i in 0..tricks.len() {
        let led = tricks[i][0].suit;
        for offset in 1..seats {
            let seat = (refereed.tricks[i].leader + offset) % seats;
            if tricks[i][offset].suit != led {
                continue;
            }
            for j in i + 1..tricks.len() {
                let at = place(j, seat);
                if tricks[j][at].suit == led {
                    continue;
                }
                let mut swapped = tricks.to_vec();
                swapped[i][offset] = tricks[j][at];
                swapped[j][at] = tricks[i][offset];
                let same = |t: usize| {
                    tricks::trick_winner(trump, &swapped[t], Some(seats)).map(|w| w.winner)
                        == Ok(refereed.tricks[t].won.winner)
                };
                if same(i) && same(j) {
                    return Some((i + 1, swapped));
                }
            }
        }
    }
    None
}

fn legal_hands() -> impl Strategy<Value = (Vec<Card>, usize, usize, usize, Option<Suit>, Vec<u16>)>
{
    (3usize..=7).prop_flat_map(|seats| {
        (
            Just(deck()).prop_shuffle(),
            Just(seats),
            1..=51 / seats,
            0..seats,
            proptest::option::of(proptest::sample::select(Suit::ALL.to_vec())),
            proptest::collection::vec(any::<u16>(), 1..64),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn every_legally_played_hand_is_accepted_and_its_tricks_add_up(
        (deck, seats, cards, leader, trump, choices) in legal_hands()
    ) {
        let players: Vec<String> = (0..seats).map(|s| format!("P{s}")).collect();
        let tricks = play_legally(&deck, seats, cards, leader, trump, &choices);
        let hand = Hand {
            players: &players,
            leader,
            trump: trump.into(),
            trump_card: None,
            tricks: &tricks,
            round: Some((1, u32::try_from(cards).unwrap())),
        };
        let refereed = referee_hand(&hand).unwrap();
        prop_assert_eq!(&refereed.revoke, &None);
        prop_assert_eq!(refereed.taken.iter().sum::<u32>() as usize, cards);
        prop_assert_eq!(refereed.tricks.len(), cards);
    }

    #[test]
    fn the_same_hands_with_one_card_swapped_into_a_revoke_are_refused_naming_that_trick(
        (deck, seats, cards, leader, trump, choices) in legal_hands()
    ) {
        let players: Vec<String> = (0..seats).map(|s| format!("P{s}")).collect();
        let tricks = play_legally(&deck, seats, cards, leader, trump, &choices);
        let hand = Hand {
            players: &players,
            leader,
            trump: trump.into(),
            trump_card: None,
            tricks: &tricks,
            round: None,
        };
        let refereed = referee_hand(&hand).unwrap();
        // Most hands have such a swap (about 5 in 6 when counted); the others have nothing to swap.
        if let Some((trick, swapped)) = revoke_by_swap(&refereed, &tricks, seats, trump) {
            let revoked = referee_hand(&Hand { tricks: &swapped, ..hand }).unwrap();
            prop_assert_eq!(revoked.revoke.map(|r| r.trick), Some(trick));
        }
    }
}

#[test]
fn a_hand_of_more_tricks_than_the_deck_deals_each_player_is_a_rule_broken() {
    // All 52 cards in 13 tricks of four: the deck deals four players at most 12 each, one card
    // being kept to turn for trump.
    let players = names("Ann,Bob,Cy,Dee");
    let tricks: Vec<Vec<Card>> = [
        "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A",
    ]
    .iter()
    .map(|rank| trick(&format!("{rank}C,{rank}D,{rank}H,{rank}S")))
    .collect();
    let violation = referee_hand(&hand(&players, None, &tricks)).unwrap_err();
    assert_eq!(violation.kind, ViolationKind::AgainstRules);
    assert!(
        violation.problem.contains("13 cards"),
        "{}",
        violation.problem
    );
    assert!(
        violation.legal.contains("1 to 12 cards"),
        "{}",
        violation.legal
    );
    // Twelve of them are a hand the deck can deal.
    assert!(referee_hand(&hand(&players, None, &tricks[..12])).is_ok());
}
