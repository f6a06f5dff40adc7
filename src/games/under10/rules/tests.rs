use super::*;
use crate::i18n::{Lang, with};

/// How often each language marks a house ruling and a tenscore convention in a message.
fn markers(lang: Lang, id: &str) -> (usize, usize) {
    let text = with(lang, || t!(id));
    let (house, convention) = match lang {
        Lang::En => ("[house ruling", "[tenscore convention]"),
        Lang::Nl => ("[huisregel", "[tenscore-afspraak]"),
        Lang::De => ("[Hausregel", "[tenscore-Konvention]"),
    };
    (
        text.matches(house).count(),
        text.matches(convention).count(),
    )
}

#[test]
fn every_rule_is_marked_alike_in_every_language() {
    for id in SECTIONS {
        let english = markers(Lang::En, id);
        for lang in [Lang::Nl, Lang::De] {
            assert_eq!(markers(lang, id), english, "{id} in {lang:?}");
        }
    }
    let house: usize = SECTIONS.iter().map(|id| markers(Lang::En, id).0).sum();
    assert_eq!(house, 15);
}

#[test]
fn every_language_has_the_same_sections_and_tables() {
    // The same sections, a blank line between each, and a table in the same ones.
    let shape = |lang: Lang| {
        SECTIONS.map(|id| {
            let section = with(lang, || t!(id));
            (
                section.lines().any(str::is_empty),
                section.lines().any(|line| line.starts_with("  ")),
            )
        })
    };
    assert_eq!(shape(Lang::Nl), shape(Lang::En));
    assert_eq!(shape(Lang::De), shape(Lang::En));
    for lang in [Lang::Nl, Lang::De] {
        let text = with(lang, text);
        assert!(text.ends_with('\n') && !text.ends_with("\n\n"), "{lang:?}");
        assert!(text.lines().all(|line| line.trim_end() == line), "{lang:?}");
    }
}

#[test]
fn the_rules_name_the_bonus_cards_in_every_language() {
    for (lang, words) in [
        (Lang::En, ["ruil-een", "tausch-eine"]),
        (Lang::Nl, ["ruil-een", "tausch-eine"]),
        (Lang::De, ["tausch-eine", "ruil-een"]),
    ] {
        let text = with(lang, text);
        for word in words {
            assert!(text.contains(word), "{lang:?}: {word}");
        }
    }
    assert!(with(Lang::Nl, text).starts_with("ONDER DE 10"));
    assert!(with(Lang::De, text).starts_with("UNTER DER 10"));
}
