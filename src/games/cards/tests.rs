use super::*;

// The standard 52-card deck.

fn std_card(rank: Rank, suit: Suit) -> Card {
    Card::new(rank, suit)
}

#[test]
fn suits_have_a_letter_a_symbol_and_a_name() {
    let shown: Vec<(char, char, &str, &str)> = Suit::ALL
        .iter()
        .map(|suit| (suit.letter(), suit.symbol(), suit.name(), suit.singular()))
        .collect();
    assert_eq!(
        shown,
        vec![
            ('C', '♣', "clubs", "club"),
            ('D', '♦', "diamonds", "diamond"),
            ('H', '♥', "hearts", "heart"),
            ('S', '♠', "spades", "spade"),
        ]
    );
    assert_eq!(Suit::Hearts.to_string(), "♥");
    assert!(Suit::Clubs < Suit::Diamonds && Suit::Hearts < Suit::Spades);
}

#[test]
fn suits_read_as_letters_symbols_and_english_or_dutch_names() {
    let forms = [
        (
            Suit::Clubs,
            ["C", "c", "♣", "♧", "clubs", "club", "klaveren", "klaver"],
        ),
        (
            Suit::Diamonds,
            ["D", "d", "♦", "♢", "diamonds", "diamond", "ruiten", "ruit"],
        ),
        (
            Suit::Hearts,
            ["H", "h", "♥", "♡", "hearts", "heart", "harten", "hart"],
        ),
        (
            Suit::Spades,
            ["S", "s", "♠", "♤", "spades", "spade", "schoppen", "schop"],
        ),
    ];
    for (suit, texts) in forms {
        for text in texts {
            assert_eq!(parse_suit(text), Ok(suit), "{text}");
        }
    }
    assert_eq!(parse_suit(" HEARTS "), Ok(Suit::Hearts));
    assert_eq!(parse_suit("Klaveren"), Ok(Suit::Clubs));
    assert_eq!("♥\u{FE0F}".parse::<Suit>(), Ok(Suit::Hearts));
}

#[test]
fn an_unknown_suit_names_what_was_typed_and_every_accepted_form() {
    let error = parse_suit("X").unwrap_err();
    assert_eq!(error.problem, "'X' is not a suit");
    assert_eq!(
        error.legal,
        "a suit is C, D, H or S (♣ ♦ ♥ ♠), or clubs/diamonds/hearts/spades, \
         klaveren/ruiten/harten/schoppen"
    );
    for text in [
        "", " ", "CD", "clover", "harts", "k", "♣♣", "jk", "trump", "é",
    ] {
        assert!(parse_suit(text).is_err(), "{text:?} should be refused");
    }
    let violation: RuleViolation = parse_suit("x").unwrap_err().into();
    assert_eq!(violation.kind, super::super::ViolationKind::Malformed);
}

#[test]
fn ranks_keep_the_face_value_and_rank_the_ace_high_only_on_request() {
    assert_eq!(Rank::ACE.value(), 1);
    assert_eq!(Rank::KING.value(), 13);
    assert_eq!(Rank::ACE.ace_high(), 14);
    assert_eq!(Rank::KING.ace_high(), 13);
    assert_eq!(Rank::TWO.ace_high(), 2);
    assert_eq!(Rank::new(0), None);
    assert_eq!(Rank::new(14), None);
    assert_eq!(Rank::new(11), Some(Rank::JACK));
    let values: Vec<u8> = Rank::ALL.iter().map(|rank| rank.value()).collect();
    assert_eq!(values, (1..=13).collect::<Vec<u8>>());
    let shown: Vec<String> = Rank::ALL.iter().map(|rank| rank.to_string()).collect();
    assert_eq!(
        shown,
        [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"
        ]
    );
}

#[test]
fn cards_show_with_the_suit_symbol_and_code_in_ascii() {
    let king_of_clubs = std_card(Rank::KING, Suit::Clubs);
    let ten_of_hearts = std_card(Rank::TEN, Suit::Hearts);
    assert_eq!(king_of_clubs.to_string(), "K♣");
    assert_eq!(ten_of_hearts.to_string(), "10♥");
    assert_eq!(king_of_clubs.code(), "KC");
    assert_eq!(ten_of_hearts.code(), "10H");
    assert_eq!(std_card(Rank::ACE, Suit::Spades).code(), "AS");
}

#[test]
fn cards_read_case_insensitively_with_letters_or_symbols() {
    let cases = [
        ("KC", Rank::KING, Suit::Clubs),
        ("kc", Rank::KING, Suit::Clubs),
        (" 10H ", Rank::TEN, Suit::Hearts),
        ("10h", Rank::TEN, Suit::Hearts),
        ("TH", Rank::TEN, Suit::Hearts),
        ("th", Rank::TEN, Suit::Hearts),
        ("AS", Rank::ACE, Suit::Spades),
        ("a♠", Rank::ACE, Suit::Spades),
        ("2D", Rank::TWO, Suit::Diamonds),
        ("9♦", Rank::NINE, Suit::Diamonds),
        ("Q♡", Rank::QUEEN, Suit::Hearts),
        ("J♧", Rank::JACK, Suit::Clubs),
        ("5♢", Rank::FIVE, Suit::Diamonds),
        ("7♤", Rank::SEVEN, Suit::Spades),
        ("K♥\u{FE0F}", Rank::KING, Suit::Hearts),
    ];
    for (text, rank, suit) in cases {
        assert_eq!(parse_card(text), Ok(std_card(rank, suit)), "{text}");
    }
}

#[test]
fn other_shapes_are_refused_with_the_notation() {
    let error = parse_card("11H").unwrap_err();
    assert_eq!(error.problem, "'11H' is not a card");
    assert_eq!(
        error.to_string(),
        "'11H' is not a card: a card is a rank A, 2–10 (or T), J, Q, K followed by a suit C, D, \
         H, S (♣ ♦ ♥ ♠): KC, 10H, AS"
    );
    for text in [
        "11H", "KX", "1C", "0C", "01C", "010H", "K", "H", "10", "", " ", "KHH", "JK", "JKM", "K H",
        "KHearts", "+5C", "-5C", "5", "5é", "é5C", "♣K", "CK", "1 0H", "12C", "AA", "K♣♣",
        "\u{FE0F}",
    ] {
        assert!(parse_card(text).is_err(), "{text:?} should be refused");
    }
    let violation: RuleViolation = parse_card("JK").unwrap_err().into();
    assert_eq!(violation.kind, super::super::ViolationKind::Malformed);
    assert_eq!(violation.problem, "'JK' is not a card");
}

#[test]
fn every_card_of_the_deck_reads_back_from_its_code_and_its_display() {
    let deck: Vec<Card> = Card::deck().collect();
    assert_eq!(deck.len(), 52);
    let distinct: std::collections::HashSet<Card> = deck.iter().copied().collect();
    assert_eq!(distinct.len(), 52);
    for card in deck {
        assert_eq!(parse_card(&card.code()), Ok(card), "{}", card.code());
        assert_eq!(parse_card(&card.to_string()), Ok(card), "{card}");
        assert_eq!(card.code().parse::<Card>(), Ok(card));
    }
}

#[test]
fn standard_card_lists_may_be_separated_by_spaces_or_commas() {
    let args: Vec<String> = vec!["KC,AS".into(), "5c".into(), " 2♥ , 10d ".into()];
    assert_eq!(
        parse_cards(&args),
        Ok(vec![
            std_card(Rank::KING, Suit::Clubs),
            std_card(Rank::ACE, Suit::Spades),
            std_card(Rank::FIVE, Suit::Clubs),
            std_card(Rank::TWO, Suit::Hearts),
            std_card(Rank::TEN, Suit::Diamonds),
        ])
    );
    assert_eq!(parse_cards(&[]), Ok(vec![]));
    let bad: Vec<String> = vec!["KC,11H".into()];
    assert_eq!(
        parse_cards(&bad).unwrap_err().problem,
        "'11H' is not a card"
    );
}

#[test]
fn cards_are_stored_as_their_code_and_suits_as_their_name() {
    let card = std_card(Rank::TEN, Suit::Hearts);
    assert_eq!(serde_json::to_string(&card).unwrap(), "\"10H\"");
    assert_eq!(serde_json::from_str::<Card>("\"10h\"").unwrap(), card);
    assert!(serde_json::from_str::<Card>("\"11H\"").is_err());
    assert_eq!(serde_json::to_string(&Suit::Clubs).unwrap(), "\"clubs\"");
    assert_eq!(
        serde_json::from_str::<Suit>("\"spades\"").unwrap(),
        Suit::Spades
    );
    let hand = vec![card, std_card(Rank::KING, Suit::Clubs)];
    let stored = serde_json::to_string(&hand).unwrap();
    assert_eq!(stored, "[\"10H\",\"KC\"]");
    assert_eq!(serde_json::from_str::<Vec<Card>>(&stored).unwrap(), hand);
}

fn any_card() -> impl proptest::strategy::Strategy<Value = Card> {
    proptest::sample::select(Card::deck().collect::<Vec<_>>())
}

proptest::proptest! {
    #[test]
    fn reading_any_text_as_a_standard_card_or_suit_never_panics(text in "\\PC*") {
        let _ = parse_card(&text);
        let _ = parse_suit(&text);
        let _ = parse_cards(&[text]);
    }

    #[test]
    fn reading_any_string_at_all_never_panics(text in proptest::arbitrary::any::<String>()) {
        let _ = parse_card(&text);
        let _ = parse_suit(&text);
        let _ = parse_cards(&[text]);
    }

    #[test]
    fn a_card_reads_back_whatever_the_case_and_padding(
        card in any_card(),
        shown in proptest::bool::ANY,
        upper in proptest::bool::ANY,
        padding in " {0,2}",
    ) {
        let text = if shown { card.to_string() } else { card.code() };
        let text = if upper { text.to_uppercase() } else { text.to_lowercase() };
        let typed = format!("{padding}{text}{padding}");
        proptest::prop_assert_eq!(parse_card(&typed), Ok(card));
    }
}

#[test]
fn suits_read_in_english_dutch_and_german_whatever_the_language_shown() {
    use crate::i18n::{Lang, with};
    let forms = [
        (
            Suit::Hearts,
            [
                "H", "♥", "hearts", "heart", "harten", "hart", "Herz", "HERZ",
            ],
        ),
        (
            Suit::Diamonds,
            [
                "D", "♦", "diamonds", "diamond", "ruiten", "ruit", "Karo", "karo",
            ],
        ),
        (
            Suit::Clubs,
            [
                "C", "♣", "clubs", "club", "klaveren", "klaver", "Kreuz", "KREUZ",
            ],
        ),
        (
            Suit::Spades,
            [
                "S", "♠", "spades", "spade", "schoppen", "schop", "Pik", "pik",
            ],
        ),
    ];
    for lang in Lang::ALL {
        for (suit, texts) in forms {
            for text in texts {
                assert_eq!(with(lang, || parse_suit(text)), Ok(suit), "{lang:?} {text}");
            }
        }
    }
}

#[test]
fn named_ranks_read_in_english_dutch_and_german() {
    use crate::i18n::{Lang, with};
    let forms = [
        ("hartenheer", Rank::KING, Suit::Hearts),
        ("Harten-Heer", Rank::KING, Suit::Hearts),
        ("hartkoning", Rank::KING, Suit::Hearts),
        ("ruitenvrouw", Rank::QUEEN, Suit::Diamonds),
        ("klaverenboer", Rank::JACK, Suit::Clubs),
        ("schoppenaas", Rank::ACE, Suit::Spades),
        ("schoppen10", Rank::TEN, Suit::Spades),
        ("Herzkönig", Rank::KING, Suit::Hearts),
        ("HERZ-KÖNIG", Rank::KING, Suit::Hearts),
        ("herzkoenig", Rank::KING, Suit::Hearts),
        ("Karodame", Rank::QUEEN, Suit::Diamonds),
        ("Kreuzbube", Rank::JACK, Suit::Clubs),
        ("Pikass", Rank::ACE, Suit::Spades),
        ("Pik7", Rank::SEVEN, Suit::Spades),
        ("king-of-hearts", Rank::KING, Suit::Hearts),
        ("Queen-of-Spades", Rank::QUEEN, Suit::Spades),
        ("ace-of-clubs", Rank::ACE, Suit::Clubs),
        ("10-of-diamonds", Rank::TEN, Suit::Diamonds),
        ("heer♥", Rank::KING, Suit::Hearts),
        ("königH", Rank::KING, Suit::Hearts),
        ("BubeC", Rank::JACK, Suit::Clubs),
        ("aasS", Rank::ACE, Suit::Spades),
        ("vrouw♦", Rank::QUEEN, Suit::Diamonds),
        ("DameD", Rank::QUEEN, Suit::Diamonds),
        ("boer♣", Rank::JACK, Suit::Clubs),
    ];
    for lang in Lang::ALL {
        for (text, rank, suit) in forms {
            assert_eq!(
                with(lang, || parse_card(text)),
                Ok(std_card(rank, suit)),
                "{lang:?} {text}"
            );
        }
    }
    assert_eq!(
        parse_cards(&["hartenheer,Pikass 10H".to_string()]),
        Ok(vec![
            std_card(Rank::KING, Suit::Hearts),
            std_card(Rank::ACE, Suit::Spades),
            std_card(Rank::TEN, Suit::Hearts)
        ])
    );
    for text in [
        "harten",
        "herz",
        "heer",
        "hartenheerH",
        "hartenprins",
        "kinghearts",
        "10harten",
        "harten-of-heer",
        "herz11",
        "pik1",
    ] {
        assert!(parse_card(text).is_err(), "{text:?} should be refused");
    }
}

#[test]
fn card_errors_and_suit_names_are_said_in_the_language_in_use() {
    use crate::i18n::{Lang, with};
    let error = with(Lang::Nl, || parse_card("11H").unwrap_err());
    assert_eq!(error.problem, "'11H' is geen kaart");
    let error = with(Lang::De, || parse_suit("X").unwrap_err());
    assert_eq!(error.problem, "'X' ist keine Farbe");
    assert!(
        error.legal.contains("Kreuz/Karo/Herz/Pik"),
        "{}",
        error.legal
    );
    assert_eq!(with(Lang::En, || Suit::Clubs.said()), "clubs");
    assert_eq!(with(Lang::Nl, || Suit::Clubs.said()), "klaveren");
    assert_eq!(with(Lang::De, || Suit::Hearts.said()), "Herz");
    assert_eq!(with(Lang::Nl, || Suit::Spades.said_one()), "schop");
    assert_eq!(with(Lang::En, || Suit::Diamonds.said_one()), "diamond");
}

#[test]
fn no_trump_is_read_in_english_dutch_and_german() {
    use super::means_no_trump;
    for said in [
        "none",
        "NONE",
        " none ",
        "no trumps",
        "geen",
        "Geen troef",
        "zonder troef",
        "kein",
        "Kein  Trumpf",
        "ohne",
        "ohne Trumpf",
    ] {
        assert!(means_no_trump(said), "{said}");
    }
    for other in ["", "hearts", "geen harten", "keine", "nix", "no"] {
        assert!(!means_no_trump(other), "{other}");
    }
}

/// The number words, as a Dutch or German table says a card ("klavervijf", "Herz-Zwei"), and
/// as English words ("five-of-clubs").
#[test]
fn number_words_name_ranks_in_every_language() {
    let words = [
        (["two", "twee", "zwei"], Rank::TWO),
        (["three", "drie", "drei"], Rank::THREE),
        (["four", "vier", "vier"], Rank::FOUR),
        (["five", "vijf", "fünf"], Rank::FIVE),
        (["six", "zes", "sechs"], Rank::SIX),
        (["seven", "zeven", "sieben"], Rank::SEVEN),
        (["eight", "acht", "acht"], Rank::EIGHT),
        (["nine", "negen", "neun"], Rank::NINE),
        (["ten", "tien", "zehn"], Rank::TEN),
    ];
    for ([english, dutch, german], rank) in words {
        for (text, suit) in [
            (format!("{english}-of-spades"), Suit::Spades),
            (format!("klaver{dutch}"), Suit::Clubs),
            (format!("Harten-{dutch}"), Suit::Hearts),
            (format!("Kreuz{german}"), Suit::Clubs),
            (format!("karo-{german}"), Suit::Diamonds),
        ] {
            assert_eq!(parse_card(&text), Ok(std_card(rank, suit)), "{text}");
        }
    }
    assert_eq!(
        parse_card("kreuzfuenf"),
        Ok(std_card(Rank::FIVE, Suit::Clubs))
    );
    // A number word is a rank, never a card by itself.
    for text in ["vijf", "zwei", "klaver-een", "harteneen", "elf-of-hearts"] {
        assert!(parse_card(text).is_err(), "{text:?} should be refused");
    }
}
