use super::*;
use crate::games::{RuleViolation, ViolationKind};

fn std_card(rank: Rank, suit: Suit) -> Card {
    Card::new(rank, suit)
}

fn tenstuff(code: &str) -> TenstuffCard {
    parse_tenstuff_card(code).unwrap()
}

#[test]
fn tenstuff_jokers_are_jk_and_jkm_in_any_case() {
    for text in ["JK", "jk", "Jk", " jK "] {
        assert_eq!(parse_tenstuff_card(text), Ok(TenstuffCard::UNMARKED_JOKER));
    }
    for text in ["JKM", "jkm", "JkM", " jkm "] {
        assert_eq!(parse_tenstuff_card(text), Ok(TenstuffCard::MARKED_JOKER));
    }
}

#[test]
fn tenstuff_standard_cards_read_as_standard_cards() {
    assert_eq!(
        tenstuff("KC"),
        TenstuffCard::Card(std_card(Rank::KING, Suit::Clubs))
    );
    assert_eq!(
        tenstuff("10h"),
        TenstuffCard::Card(std_card(Rank::TEN, Suit::Hearts))
    );
    assert_eq!(
        tenstuff("a♠"),
        TenstuffCard::Card(std_card(Rank::ACE, Suit::Spades))
    );
    assert_eq!(
        TenstuffCard::from(std_card(Rank::JACK, Suit::Diamonds)),
        tenstuff("JD")
    );
}

#[test]
fn tenstuff_cards_that_cannot_be_read_are_refused_with_the_notation() {
    let error = parse_tenstuff_card("KX").unwrap_err();
    assert_eq!(
        error.to_string(),
        "'KX' is not a Tenstuff card: a card is a rank A, 2–10 (or T), J, Q, K followed by a suit \
         C, D, H, S (♣ ♦ ♥ ♠): KC, 10H, AS; or a joker: JK (unmarked), JKM (marked)"
    );
    for text in [
        "", "11H", "1C", "JKX", "JKMM", "J K", "JM", "J", "K", "joker", "*", "JK M", "MJK", "JKH",
    ] {
        assert!(
            parse_tenstuff_card(text).is_err(),
            "{text:?} should be refused"
        );
    }
    let violation: RuleViolation = parse_tenstuff_card("11H").unwrap_err().into();
    assert_eq!(violation.kind, ViolationKind::Malformed);
}

#[test]
fn tenstuff_cards_show_with_symbols_and_store_as_codes() {
    assert_eq!(tenstuff("KC").to_string(), "K♣");
    assert_eq!(tenstuff("jk").to_string(), "JK");
    assert_eq!(tenstuff("jkm").to_string(), "JKM");
    assert_eq!(tenstuff("10h").code(), "10H");
    assert_eq!(tenstuff("jkm").code(), "JKM");
    let hand = vec![tenstuff("KC"), tenstuff("JK"), tenstuff("JKM")];
    let stored = serde_json::to_string(&hand).unwrap();
    assert_eq!(stored, "[\"KC\",\"JK\",\"JKM\"]");
    assert_eq!(
        serde_json::from_str::<Vec<TenstuffCard>>(&stored).unwrap(),
        hand
    );
    assert!(serde_json::from_str::<TenstuffCard>("\"JKX\"").is_err());
    assert_eq!(
        "jkm".parse::<TenstuffCard>(),
        Ok(TenstuffCard::MARKED_JOKER)
    );
}

#[test]
fn tenstuff_values_run_from_the_jokers_to_the_kings() {
    let order = [
        "JK", "AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS",
    ];
    for pair in order.windows(2) {
        assert!(
            tenstuff(pair[0]).value() < tenstuff(pair[1]).value(),
            "{} < {}",
            pair[0],
            pair[1]
        );
    }
    assert_eq!(tenstuff("JK").value(), tenstuff("JKM").value());
    assert_eq!(tenstuff("5C").value(), tenstuff("5H").value());
    assert!(tenstuff("JC").is_face() && tenstuff("QC").is_face() && tenstuff("KC").is_face());
    assert!(!tenstuff("10C").is_face() && !tenstuff("JK").is_face());
    assert_eq!(tenstuff("JK").suit(), None);
    assert_eq!(tenstuff("5H").suit(), Some(Suit::Hearts));
    assert!(tenstuff("JKM").is_joker() && !tenstuff("AS").is_joker());
}

#[test]
fn to_choose_who_starts_the_marked_joker_is_lowest_then_suits_break_ties() {
    let order = [
        "JKM", "JK", "AD", "AC", "AH", "AS", "2D", "2C", "2H", "2S", "KD", "KC", "KH", "KS",
    ];
    for pair in order.windows(2) {
        assert!(
            tenstuff(pair[0]).start_order() < tenstuff(pair[1]).start_order(),
            "{} < {}",
            pair[0],
            pair[1]
        );
    }
    let deck: Vec<TenstuffCard> = TenstuffCard::deck().collect();
    assert_eq!(deck.len(), 54);
    for (i, card) in deck.iter().enumerate() {
        assert_eq!(usize::from(card.start_order()), i, "{card}");
    }
}

proptest::proptest! {
    #[test]
    fn reading_any_text_as_a_tenstuff_card_never_panics(text in proptest::arbitrary::any::<String>()) {
        let _ = parse_tenstuff_card(&text);
        let _ = parse_tenstuff_cards(&[text]);
    }

    #[test]
    fn a_tenstuff_card_reads_back_from_its_code_and_its_display(
        card in proptest::sample::select(TenstuffCard::deck().collect::<Vec<_>>()),
        lower in proptest::bool::ANY,
    ) {
        let code = if lower { card.code().to_lowercase() } else { card.code() };
        proptest::prop_assert_eq!(parse_tenstuff_card(&code), Ok(card));
        proptest::prop_assert_eq!(parse_tenstuff_card(&card.to_string()), Ok(card));
    }
}

#[test]
fn tenstuff_lists_may_be_separated_by_spaces_or_commas() {
    let args: Vec<String> = vec!["JK,jkm".into(), "5C 10h".into()];
    assert_eq!(
        parse_tenstuff_cards(&args),
        Ok(vec![
            TenstuffCard::UNMARKED_JOKER,
            TenstuffCard::MARKED_JOKER,
            tenstuff("5C"),
            tenstuff("10H")
        ])
    );
    let bad: Vec<String> = vec!["JK,11H".into()];
    assert_eq!(
        parse_tenstuff_cards(&bad).unwrap_err().problem,
        "'11H' is not a Tenstuff card"
    );
}

#[test]
fn standard_cards_named_in_dutch_or_german_read_as_tenstuff_cards_too() {
    assert_eq!(
        parse_tenstuff_card("Herzkönig"),
        Ok(TenstuffCard::Card(std_card(Rank::KING, Suit::Hearts)))
    );
}
