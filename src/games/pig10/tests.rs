use super::*;
use crate::games::{SeamError, ViolationKind};

// The helper below is shared with the tests of the pile referee.

pub(super) fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|n| n.to_string()).collect()
}

// The match: cards collected per deal.

fn deal(standing: &Standing, cards: &[u32]) -> Result<Outcome, RuleViolation> {
    let input = RoundInput {
        entries: standing
            .seats
            .iter()
            .zip(cards)
            .map(|(seat, cards)| (seat.name.as_stored().to_string(), cards.to_string()))
            .collect(),
        ..RoundInput::default()
    };
    let entry = Pig10.parse(&Options {}, standing, None, &input)?;
    Pig10.score(&Options {}, standing, None, &entry)
}

#[test]
fn standings_are_the_sums_of_the_deals_and_the_most_cards_win() {
    let mut standing = Standing::start(&names(&["Ann", "Bob", "Cy"]));
    for cards in [[12, 7, 0], [3, 20, 9], [15, 3, 21]] {
        let outcome = deal(&standing, &cards).unwrap();
        standing = standing.after(&outcome);
    }
    let totals: Vec<i64> = standing.seats.iter().map(|s| s.total).collect();
    assert_eq!(totals, [30, 30, 30]);
    let keys: Vec<Vec<i64>> = standing
        .seats
        .iter()
        .map(|s| Pig10.rank_key(&Options {}, s))
        .collect();
    assert_eq!(crate::games::ranks(&keys), [1, 1, 1]);
    assert_eq!(Pig10.progress(&Options {}, &standing), Progress::InProgress);
    let outcome = deal(&Standing::start(&names(&["Ann", "Bob"])), &[12, 7]).unwrap();
    assert_eq!(
        outcome.explanation,
        [
            "Cards collected this deal: Ann 12, Bob 7 (19 in all; cards left in the middle belong \
             to nobody).",
            "Most this deal: Ann with 12."
        ]
    );
}

#[test]
fn a_deal_above_the_80_cards_in_the_box_is_refused() {
    let standing = Standing::start(&names(&["Ann", "Bob"]));
    assert!(deal(&standing, &[40, 40]).is_ok());
    let refused = deal(&standing, &[41, 40]).unwrap_err();
    assert_eq!(refused.kind, ViolationKind::AgainstRules);
    assert_eq!(
        format!("{}; {}", refused.problem, refused.legal),
        "the deal's cards add up to 81, but the box holds only 80; count again: together the \
         players collect at most 80 cards"
    );
}

#[test]
fn negative_or_missing_counts_and_other_games_flags_are_malformed() {
    let standing = Standing::start(&names(&["Ann", "Bob"]));
    let mut input = RoundInput {
        entries: vec![("Ann".into(), "-1".into()), ("Bob".into(), "3".into())],
        ..RoundInput::default()
    };
    let refused = Pig10
        .parse(&Options {}, &standing, None, &input)
        .unwrap_err();
    assert_eq!(refused.kind, ViolationKind::Malformed);
    assert_eq!(refused.problem, "'Ann=-1' is not a number of cards");
    input.entries[0].1 = "2".into();
    // Another game's flag is refused at the seam, before the engine reads the entries.
    let input = input.with_flag("call", "Ann");
    let refused =
        crate::games::Game::parse(&Pig10, &serde_json::json!({}), &standing, None, &input);
    let Err(SeamError::Violation(refused)) = refused else {
        panic!("--call was not refused: {refused:?}");
    };
    assert_eq!(
        format!("{}; {}", refused.problem, refused.legal),
        "--call is not for Pig 10; Pig 10 has no flags: leave them out"
    );
    assert!(
        Pig10
            .options(Choices::default(), &crate::games::table_of(1))
            .is_err()
    );
    assert!(
        Pig10
            .options(Choices::default(), &crate::games::table_of(9))
            .is_err()
    );
    assert!(
        Pig10
            .options(Choices::default(), &crate::games::table_of(8))
            .is_ok()
    );
}

#[test]
fn a_stored_deal_above_the_box_is_refused_when_scored_again() {
    // What `check history` replays: the entry as stored, never parsed again.
    let standing = Standing::start(&names(&["Ann", "Bob"]));
    let stored = Entry {
        cards: vec![41, 40],
    };
    let refused = Pig10
        .score(&Options {}, &standing, None, &stored)
        .unwrap_err();
    assert!(
        refused.problem.contains("the box holds only 80"),
        "{refused:?}"
    );
    let fits = Entry {
        cards: vec![40, 40],
    };
    assert!(Pig10.score(&Options {}, &standing, None, &fits).is_ok());
}

// The reader's language.

use crate::i18n::{Lang, with};

#[test]
fn a_deal_is_explained_in_dutch_and_german_with_the_leaders_joined() {
    let standing = Standing::start(&names(&["Anke", "Bram", "Carla"]));
    let dutch = with(Lang::Nl, || deal(&standing, &[8, 8, 1]).unwrap());
    assert_eq!(
        dutch.explanation,
        [
            "Verzamelde kaarten in dit potje: Anke 8, Bram 8, Carla 1 (17 in totaal; kaarten die \
             in het midden blijven liggen, zijn van niemand).",
            "De meeste kaarten in dit potje: Anke en Bram met 8."
        ]
    );
    let german = with(Lang::De, || deal(&standing, &[8, 8, 8]).unwrap());
    assert_eq!(
        german.explanation[1],
        "Die meisten Karten in diesem Durchgang: Anke, Bram und Carla mit 8."
    );
    // Nobody collected anything: no one has the most.
    let empty = with(Lang::De, || deal(&standing, &[0, 0, 0]).unwrap());
    assert_eq!(empty.explanation.len(), 1);
}

#[test]
fn a_count_of_cards_is_one_card_or_many_in_every_language() {
    let entry = Entry {
        cards: vec![1, 0, 12],
    };
    let cards = |lang| {
        with(lang, || {
            Pig10.seat_entries(&Options {}, 1, None, Some(&entry))
        })
    };
    assert_eq!(cards(Lang::En), ["1 card", "0 cards", "12 cards"]);
    assert_eq!(cards(Lang::Nl), ["1 kaart", "0 kaarten", "12 kaarten"]);
    assert_eq!(cards(Lang::De), ["1 Karte", "0 Karten", "12 Karten"]);
}

#[test]
fn the_next_deal_the_options_and_the_box_speak_the_language() {
    let standing = Standing::start(&names(&["Anke", "Bram"]));
    assert_eq!(
        with(Lang::Nl, || Pig10.next_round(&Options {}, &standing, None)),
        "Potje 1: wie het snelst tot tien telt, begint; noteer daarna de verzamelde kaarten."
    );
    assert_eq!(
        with(Lang::De, || Pig10.next_round(&Options {}, &standing, None)),
        "Durchgang 1: Wer am schnellsten bis zehn zählt, beginnt; danach die gesammelten Karten \
         eintragen."
    );
    assert_eq!(
        with(Lang::De, || Pig10.describe_options(&Options {})),
        "wer über alle Durchgänge die meisten Karten sammelt, gewinnt"
    );
    let over = with(Lang::Nl, || deal(&standing, &[41, 40]).unwrap_err());
    assert_eq!(
        over.problem,
        "de kaarten van dit potje komen samen op 81, maar de doos bevat er maar 80"
    );
    let stored = Entry { cards: vec![3] };
    let short = with(Lang::De, || {
        Pig10
            .score(&Options {}, &standing, None, &stored)
            .unwrap_err()
    });
    assert_eq!(
        short.problem,
        "der Durchgang hat nicht für jeden Spieler eine Anzahl"
    );
}

#[test]
fn the_stats_columns_are_titled_in_each_language_and_keep_their_keys() {
    let titles = |lang| {
        with(lang, || {
            Pig10
                .season_columns()
                .iter()
                .map(|c| (c.key.to_string(), c.title()))
                .collect::<Vec<_>>()
        })
    };
    let pairs = |list: [(&str, &str); 2]| list.map(|(k, t)| (k.to_string(), t.to_string()));
    assert_eq!(
        titles(Lang::Nl),
        pairs([("deals", "Potjes"), ("cards_per_deal", "Kaarten per potje")])
    );
    assert_eq!(
        titles(Lang::De),
        pairs([
            ("deals", "Durchgänge"),
            ("cards_per_deal", "Karten pro Durchgang")
        ])
    );
    assert_eq!(
        titles(Lang::En),
        pairs([("deals", "Deals"), ("cards_per_deal", "Cards per deal")])
    );
}

// The rules text.

/// Every rule message in a language, in order.
fn rule_messages(lang: Lang) -> Vec<String> {
    with(lang, || {
        RULES
            .iter()
            .flat_map(|section| section.iter())
            .map(|id| crate::t!(id))
            .collect()
    })
}

#[test]
fn every_rule_is_marked_alike_in_english_dutch_and_german() {
    let count = |text: &str, marker: &str| text.matches(marker).count();
    let english = rule_messages(Lang::En);
    let dutch = rule_messages(Lang::Nl);
    let german = rule_messages(Lang::De);
    let ids = RULES.iter().flat_map(|section| section.iter());
    let mut rulings = 0;
    for (((id, en), nl), de) in ids.zip(&english).zip(&dutch).zip(&german) {
        let house = count(en, "[house ruling]");
        assert_eq!(count(nl, "[huisregel]"), house, "{id} in Dutch");
        assert_eq!(count(de, "[Hausregel]"), house, "{id} in German");
        let convention = count(en, "[tenscore convention]");
        assert_eq!(
            count(nl, "[tenscore-afspraak]"),
            convention,
            "{id} in Dutch"
        );
        assert_eq!(
            count(de, "[tenscore-Konvention]"),
            convention,
            "{id} in German"
        );
        rulings += house + convention;
    }
    assert_eq!(rulings, 12);
}

#[test]
fn the_rules_have_the_same_headings_and_rows_in_every_language() {
    // The renderer finds a heading as a line whose letters are all capitals, a table row as an
    // indented line: every language has as many, in the same places.
    let shape = |lang| {
        with(lang, || Pig10.rules_text())
            .lines()
            .map(|line| {
                let letters: Vec<char> = line.chars().filter(|c| c.is_alphabetic()).collect();
                if line.trim().is_empty() {
                    "blank"
                } else if line.starts_with("  ") && !line.starts_with("   ") {
                    "row"
                } else if letters.len() > 1 && letters.iter().all(|c| c.is_uppercase()) {
                    "heading"
                } else {
                    "text"
                }
            })
            .filter(|kind| *kind != "text")
            .collect::<Vec<_>>()
    };
    let english = shape(Lang::En);
    assert_eq!(english.iter().filter(|k| **k == "heading").count(), 6);
    assert_eq!(english.iter().filter(|k| **k == "row").count(), 3);
    assert_eq!(shape(Lang::Nl), english);
    assert_eq!(shape(Lang::De), english);
    assert!(with(Lang::Nl, || Pig10.rules_text()).starts_with("PIG 10 — de regels"));
    assert!(with(Lang::De, || Pig10.rules_text()).starts_with("PIG 10 — die Regeln"));
}
