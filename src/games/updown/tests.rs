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
        referee: false,
    }
}

pub(super) fn chosen(peak: Option<u32>, hook: bool) -> Choices {
    Choices {
        peak,
        hook,
        no_trump: false,
        referee: false,
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
fn a_peak_fits_the_tables_the_deck_deals_it_to() {
    // A club night keeps the options of its first tables: 10 cards reach five players, not six.
    assert!(Updown.fits(&options(10, false), 3));
    assert!(Updown.fits(&options(10, false), 5));
    assert!(!Updown.fits(&options(10, false), 6));
    assert!(Updown.fits(&options(8, true), 6));
    assert!(!Updown.fits(&options(8, true), 7));
    assert!(Updown.fits(&options(17, false), 3));
    assert!(!Updown.fits(&options(17, false), 4));
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
        trump: crate::games::updown::tricks::Trump::Of(Suit::Hearts),
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
        trump: crate::games::updown::tricks::Trump::Of(Suit::Spades),
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
        trump: crate::games::updown::tricks::Trump::NotGiven,
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
        trump: crate::games::updown::tricks::Trump::Of(Suit::Diamonds),
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
    assert_eq!(
        no_trump.trump,
        crate::games::updown::tricks::Trump::NotGiven
    );
}

// The reader's language: messages chosen by logic (plurals, places, suits, lists), and the rules.

use super::rules_text::RULES;
use crate::i18n::{Lang, with};

#[test]
fn the_round_ahead_counts_its_cards_by_the_languages_plural() {
    let standing = table(3);
    let one = |lang| {
        with(lang, || {
            Updown.next_round(&options(10, false), &standing, None)
        })
    };
    assert_eq!(
        one(Lang::Nl),
        "Ronde 1 van 19: 1 kaart per speler. Ann biedt als eerste en komt uit."
    );
    assert_eq!(
        one(Lang::De),
        "Runde 1 von 19: je 1 Karte. Ann bietet zuerst und spielt aus."
    );
    let mut second = table(3);
    second.rounds_played = 1;
    let two = with(Lang::De, || {
        Updown.next_round(&options(10, true), &second, None)
    });
    assert_eq!(
        two,
        "Runde 2 von 19: je 2 Karten. Bob bietet zuerst und spielt aus. Mit Hakenregel bietet Ann \
         zuletzt und darf die Gebote nicht auf 2 bringen."
    );
}

#[test]
fn places_suits_and_lists_are_said_in_the_language() {
    let places = |lang| with(lang, || [1, 2, 3, 4].map(ordinal).join(" "));
    assert_eq!(places(Lang::En), "1st 2nd 3rd 4th");
    assert_eq!(places(Lang::Nl), "1e 2e 3e 4e");
    assert_eq!(places(Lang::De), "1. 2. 3. 4.");
    let suits = |lang| with(lang, || Suit::ALL.map(suit_name).join(" "));
    assert_eq!(suits(Lang::En), "clubs diamonds hearts spades");
    assert_eq!(suits(Lang::Nl), "klaveren ruiten harten schoppen");
    assert_eq!(suits(Lang::De), "Kreuz Karo Herz Pik");
    assert_eq!(with(Lang::Nl, || or_list(&[0, 2, 3])), "0, 2 of 3");
    assert_eq!(with(Lang::De, || or_list(&[0, 2, 3])), "0, 2 oder 3");
    assert_eq!(with(Lang::De, || or_list(&[])), "nichts");
}

#[test]
fn the_options_notes_and_titles_follow_the_language() {
    let hooked = options(10, true);
    assert_eq!(
        with(Lang::Nl, || Updown.describe_options(&hooked)),
        "1 tot 10 kaarten en weer terug, 19 rondes, met de haakregel"
    );
    assert_eq!(
        with(Lang::De, || Updown.describe_options(&options(1, false))),
        "je 1 Karte, 1 Runde, ohne Hakenregel"
    );
    let missed = Note::new(scoring::MISSED_BID)
        .with("bid", 2)
        .with("tricks", 1);
    assert_eq!(
        with(Lang::Nl, || Updown.note_text(&missed)),
        "bod 2, 1 gehaald"
    );
    assert_eq!(
        with(Lang::De, || Updown.note_text(&missed)),
        "Gebot 2, 1 gemacht"
    );
    let seat = &table(3).seats[0];
    let title = |lang| with(lang, || Updown.figures(&hooked, seat, 0)[0].title());
    assert_eq!(title(Lang::En), "Bids hit");
    assert_eq!(title(Lang::Nl), "Biedingen raak");
    assert_eq!(title(Lang::De), "Gebote erfüllt");
    let columns = |lang| with(lang, || Updown.season_columns()[0].title());
    assert_eq!(columns(Lang::En), "Bids");
    assert_eq!(columns(Lang::De), "Gebote");
}

/// How often `marker` opens a bracket in `text`, wherever its lines were broken.
fn markers(text: &str, marker: &str) -> usize {
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    flat.matches(marker).count()
}

#[test]
fn every_rule_has_the_same_house_rulings_and_conventions_in_every_language() {
    let mut rulings = 0;
    for &id in RULES.iter().flat_map(|section| section.iter()) {
        let [en, nl, de] = Lang::ALL.map(|lang| with(lang, || crate::t!(id)));
        let ruling = markers(&en, "[house ruling");
        assert_eq!(markers(&nl, "[huisregel"), ruling, "{id}");
        assert_eq!(markers(&de, "[Hausregel"), ruling, "{id}");
        let convention = markers(&en, "[tenscore convention");
        assert_eq!(markers(&nl, "[tenscore-afspraak"), convention, "{id}");
        assert_eq!(markers(&de, "[tenscore-Konvention"), convention, "{id}");
        rulings += ruling;
    }
    assert_eq!(rulings, 8);
}

#[test]
fn the_rules_read_as_before_in_english_and_keep_their_headings_in_every_language() {
    let english = with(Lang::En, || Updown.rules_text());
    assert!(
        english.starts_with("10 OP EN NEER (ten up and down"),
        "{english}"
    );
    assert!(
        english.ends_with("with its cards and who\nbids first.\n"),
        "{english}"
    );
    for lang in Lang::ALL {
        let text = with(lang, || Updown.rules_text());
        let headings = text
            .lines()
            .filter(|line| {
                let letters: Vec<char> = line.chars().filter(|c| c.is_alphabetic()).collect();
                letters.len() > 1 && letters.iter().all(|c| c.is_uppercase())
            })
            .count();
        assert_eq!(headings, 7, "{lang:?}");
        assert_eq!(text.matches("\n  tenscore ").count(), 4, "{lang:?}");
    }
}
