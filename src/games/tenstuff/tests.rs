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
        (
            &["Ann", "Bob"],
            "the finishing order leaves out 2 players: Cy and Dee",
        ),
        (
            &[],
            "the finishing order leaves out 4 players: Ann, Bob, Cy and Dee",
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

mod languages {
    use super::super::sets::words::set_words;
    use super::super::sets::{Set, judge_play};
    use super::*;
    use crate::games::tenstuff::cards::parse_tenstuff_cards;
    use crate::i18n::{Lang, with};

    fn set(cards: &str) -> Set {
        Set::new(&parse_tenstuff_cards(&[cards.to_string()]).unwrap()).unwrap()
    }

    #[test]
    fn sets_are_counted_and_named_by_the_language() {
        let words = |lang, cards| with(lang, || set_words(&set(cards)).0);
        assert_eq!(words(Lang::En, "AS"), "an ace");
        assert_eq!(words(Lang::En, "6H,6C,6S"), "three 6s");
        assert_eq!(words(Lang::Nl, "AS"), "een aas");
        assert_eq!(words(Lang::Nl, "6H,6C,6S"), "drie zessen");
        assert_eq!(words(Lang::Nl, "QH,QS"), "twee vrouwen");
        assert_eq!(words(Lang::De, "QH"), "eine Dame");
        assert_eq!(words(Lang::De, "KH"), "ein König");
        assert_eq!(words(Lang::De, "6H,6C,6S,6D"), "vier Sechsen");
    }

    #[test]
    fn places_and_plural_verbs_follow_the_language() {
        assert_eq!(with(Lang::En, || place_word(2)), "2nd");
        assert_eq!(with(Lang::Nl, || place_word(2)), "2e");
        assert_eq!(with(Lang::De, || place_word(2)), "2.");
        // Inside a sentence Dutch and German spell the place out ("wie was als eerste uit?").
        assert_eq!(with(Lang::Nl, || place_in_words(1)), "eerste");
        assert_eq!(with(Lang::Nl, || place_in_words(3)), "derde");
        assert_eq!(with(Lang::Nl, || place_in_words(11)), "11e");
        assert_eq!(with(Lang::De, || place_in_words(2)), "Zweiter");
        assert_eq!(with(Lang::En, || place_in_words(1)), "1st");
        let asked = |lang, place| {
            with(lang, || {
                crate::t!("tenstuff-ask-out", deal = 2, place = place_in_words(place))
            })
        };
        assert_eq!(asked(Lang::Nl, 1), "Potje 2: wie was als eerste uit?");
        assert_eq!(asked(Lang::De, 1), "Durchgang 2: wer ging als Erster aus?");
        let back = with(Lang::Nl, || {
            crate::t!(
                "tenstuff-ask-back",
                name = "Cees",
                place = place_in_words(1)
            )
        });
        assert_eq!(back, "Terug: Cees was niet de eerste");
        let reason = |lang, on: &str, played: &str| {
            with(lang, || {
                let on = parse_tenstuff_cards(&[on.to_string()]).unwrap();
                let played = parse_tenstuff_cards(&[played.to_string()]).unwrap();
                judge_play(&on, &played).unwrap().reason
            })
        };
        assert!(reason(Lang::Nl, "5H", "7C").contains("een 7 is hoger dan 5♥"));
        assert!(reason(Lang::Nl, "5H", "7C,7D").contains("twee zevens zijn hoger"));
        assert!(reason(Lang::De, "5H", "7C").contains("eine 7 ist höher als 5♥"));
        assert!(reason(Lang::De, "5H", "7C,7D").contains("zwei Siebenen sind höher"));
        assert!(
            reason(Lang::De, "QH,QS", "4H").contains("teilt aber Herz mit diesen Karten"),
            "{}",
            reason(Lang::De, "QH,QS", "4H")
        );
        let standing = table(3);
        let outcome = with(Lang::Nl, || deal(&standing, &["Bob", "Cy"]).unwrap());
        assert_eq!(
            outcome.explanation,
            [
                "Eindvolgorde: 1e Bob (+2), 2e Cy (+1), 3e Ann (+0); plaats k van 3 levert 3 − k \
              punten op."
            ]
        );
        assert_eq!(
            with(Lang::De, || Tenstuff.next_round(
                &Options::default(),
                &table(5),
                None
            )),
            "Durchgang 1: 8 Karten für jeden; wer die niedrigste Karte hält, beginnt."
        );
    }

    fn marks(text: &str, words: &[&str]) -> usize {
        words.iter().map(|word| text.matches(word).count()).sum()
    }

    #[test]
    fn every_rule_has_the_same_house_rulings_and_conventions_in_every_language() {
        for id in RULES {
            let [en, nl, de] =
                [Lang::En, Lang::Nl, Lang::De].map(|lang| with(lang, || crate::t!(id)));
            let house = marks(&en, &["[house ruling"]);
            assert_eq!(marks(&nl, &["[huisregel"]), house, "{id} in Dutch");
            assert_eq!(marks(&de, &["[Hausregel"]), house, "{id} in German");
            let convention = marks(&en, &["[tenscore convention"]);
            assert_eq!(
                marks(&nl, &["[tenscore-afspraak"]),
                convention,
                "{id} in Dutch"
            );
            assert_eq!(
                marks(&de, &["[tenscore-Konvention"]),
                convention,
                "{id} in German"
            );
            let official = marks(&en, &["[official]"]);
            assert_eq!(marks(&nl, &["[officieel]"]), official, "{id} in Dutch");
            assert_eq!(marks(&de, &["[offiziell]"]), official, "{id} in German");
        }
    }

    /// (The 80 columns are tested through the binary, in tests/lang_tenstuff.rs.)
    #[test]
    fn the_rules_have_the_english_headings_in_dutch_and_german() {
        for lang in [Lang::Nl, Lang::De] {
            let text = with(lang, || Tenstuff.rules_text());
            // Every heading of the English text has one here.
            let headings = |text: &str| {
                text.lines()
                    .filter(|line| {
                        let letters: Vec<char> =
                            line.chars().filter(|c| c.is_alphabetic()).collect();
                        letters.len() > 1 && letters.iter().all(|c| c.is_uppercase())
                    })
                    .count()
            };
            assert_eq!(
                headings(&text),
                headings(&Tenstuff.rules_text()),
                "{lang:?}"
            );
        }
    }
}
