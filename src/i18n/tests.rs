use std::collections::{BTreeMap, BTreeSet};
use std::ffi::OsString;

use fluent_syntax::ast;

use super::*;

#[path = "../../tests/support/fluent_variables.rs"]
mod fluent_variables;
use fluent_variables::pattern_variables;

fn args(words: &[&str]) -> Vec<OsString> {
    std::iter::once("tenscore")
        .chain(words.iter().copied())
        .map(OsString::from)
        .collect()
}

fn env<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
    move |name| {
        vars.iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.to_string())
    }
}

#[test]
fn the_flag_comes_before_the_variable_and_the_variable_before_the_locale() {
    let locale = [("LANG", "de_DE.UTF-8")];
    assert_eq!(
        choose(&args(&["--lang", "nl", "standings"]), env(&locale)),
        Ok(Lang::Nl)
    );
    assert_eq!(
        choose(&args(&["standings", "--lang=NL"]), env(&locale)),
        Ok(Lang::Nl)
    );
    assert_eq!(choose(&args(&["standings"]), env(&locale)), Ok(Lang::De));
    let both = [("TENSCORE_LANG", "en"), ("LANG", "de_DE.UTF-8")];
    assert_eq!(choose(&args(&["standings"]), env(&both)), Ok(Lang::En));
    // LC_ALL before LC_MESSAGES before LANG.
    let all = [
        ("LC_ALL", "nl_BE"),
        ("LC_MESSAGES", "de_AT"),
        ("LANG", "en_US"),
    ];
    assert_eq!(choose(&args(&[]), env(&all)), Ok(Lang::Nl));
    let messages = [("LC_MESSAGES", "de_AT"), ("LANG", "en_US")];
    assert_eq!(choose(&args(&[]), env(&messages)), Ok(Lang::De));
    // After `--`, `--lang` is a value, not the flag.
    assert_eq!(
        choose(&args(&["--", "--lang", "nl"]), env(&[("LANG", "C")])),
        Ok(Lang::En)
    );
}

#[test]
fn an_unknown_code_is_refused_and_an_unknown_locale_is_english() {
    assert_eq!(
        choose(&args(&["--lang", "fr"]), env(&[])),
        Err(UnknownLanguage("fr".to_string(), Source::Flag))
    );
    assert_eq!(
        choose(&args(&[]), env(&[("TENSCORE_LANG", "fr")])),
        Err(UnknownLanguage("fr".to_string(), Source::Environment))
    );
    for locale in ["fr_FR.UTF-8", "C", "POSIX", "C.UTF-8"] {
        assert_eq!(
            choose(&args(&[]), env(&[("LANG", locale)])),
            Ok(Lang::En),
            "{locale}"
        );
    }
    assert_eq!(Lang::from_locale("nl_NL.UTF-8"), Some(Lang::Nl));
    assert_eq!(Lang::from_locale("de-CH"), Some(Lang::De));
    assert_eq!(Lang::from_locale("en_GB@euro"), Some(Lang::En));
}

#[test]
fn a_message_is_spoken_in_the_language_in_use() {
    assert_eq!(
        with(Lang::En, || t!("lang-unknown", code = "fr")),
        "unknown language 'fr'"
    );
    assert_eq!(
        with(Lang::Nl, || t!("lang-unknown", code = "fr")),
        "onbekende taal 'fr'"
    );
    assert_eq!(
        with(Lang::De, || t!("lang-unknown", code = "fr")),
        "unbekannte Sprache 'fr'"
    );
    assert_eq!(with(Lang::De, || decimal(30.5, 1)), "30,5");
    // Plurals by the language's rules, numbers as given.
    assert_eq!(
        with(Lang::Nl, || t!("game-rounds", game = "under10", count = 1)),
        "1 ronde"
    );
    assert_eq!(
        with(Lang::Nl, || t!("game-rounds", game = "under10", count = 2)),
        "2 rondes"
    );
    assert_eq!(
        with(Lang::De, || t!("game-rounds", game = "updown", count = 1)),
        "1 Runde"
    );
    assert_eq!(
        with(Lang::De, || t!("game-rounds", game = "updown", count = 2)),
        "2 Runden"
    );
    assert_eq!(
        with(Lang::En, || t!("game-rounds", game = "pig10", count = 0)),
        "0 deals"
    );
    assert_eq!(
        with(Lang::En, || t!("game-title", game = "under10")),
        "Under the 10"
    );
    assert_eq!(
        with(Lang::Nl, || t!("game-title", game = "under10")),
        "Onder de 10"
    );
    assert_eq!(with(Lang::Nl, || decimal(30.5, 1)), "30,5");
    assert_eq!(with(Lang::En, || decimal(30.5, 1)), "30.5");
}

/// Every message of a file: its id, and the variables it uses (in its value, attributes and
/// selectors), sorted.
fn messages(text: &str, file: &str) -> BTreeMap<String, BTreeSet<String>> {
    let resource = fluent_syntax::parser::parse(text)
        .unwrap_or_else(|(_, errors)| panic!("{file} does not parse: {errors:?}"));
    let mut found = BTreeMap::new();
    for entry in resource.body {
        if let ast::Entry::Message(message) = entry {
            let mut variables = BTreeSet::new();
            let value = message.value.as_ref();
            assert!(
                value.is_some_and(|v| !pattern_is_blank(v)),
                "{file}: message '{}' is empty",
                message.id.name
            );
            value
                .into_iter()
                .for_each(|p| pattern_variables(p, &mut variables));
            for attribute in &message.attributes {
                pattern_variables(&attribute.value, &mut variables);
            }
            found.insert(message.id.name.to_string(), variables);
        }
    }
    found
}

fn pattern_is_blank(pattern: &ast::Pattern<&str>) -> bool {
    pattern.elements.iter().all(|element| match element {
        ast::PatternElement::TextElement { value } => value.trim().is_empty(),
        ast::PatternElement::Placeable { .. } => false,
    })
}

#[test]
fn every_message_is_in_every_language_with_the_same_variables_and_none_is_empty() {
    for area in &RESOURCES {
        let [en, nl, de] = area.text;
        let file = |lang: &str| format!("locales/{lang}/{}.ftl", area.prefix);
        let english = messages(en, &file("en"));
        for id in english.keys() {
            assert!(
                id.strip_prefix(area.prefix)
                    .is_some_and(|rest| rest.starts_with('-'))
                    && area_of(id).is_some_and(|found| found.prefix == area.prefix),
                "{}: message '{id}' must start with '{}-' to be found in it",
                file("en"),
                area.prefix
            );
        }
        for (lang, text) in [("nl", nl), ("de", de)] {
            let other = messages(text, &file(lang));
            let missing: Vec<_> = english
                .keys()
                .filter(|id| !other.contains_key(*id))
                .collect();
            let extra: Vec<_> = other
                .keys()
                .filter(|id| !english.contains_key(*id))
                .collect();
            assert!(missing.is_empty(), "{} lacks {missing:?}", file(lang));
            assert!(
                extra.is_empty(),
                "{} has {extra:?}, which English lacks",
                file(lang)
            );
            for (id, variables) in &english {
                assert_eq!(
                    &other[id],
                    variables,
                    "{}: '{id}' takes other variables than in English",
                    file(lang)
                );
            }
        }
    }
}

#[test]
fn every_file_parses_in_fluent_bundle_too() {
    for area in &RESOURCES {
        for lang in Lang::ALL {
            let text = area.text[lang.index()].to_string();
            if let Err((_, errors)) = fluent_bundle::FluentResource::try_new(text) {
                panic!("locales/{}/{}.ftl: {errors:?}", lang.code(), area.prefix);
            }
        }
    }
}

/// A message written twice in a language is read as whichever the lookup finds first: the
/// second is dead text, and a new message given a taken id shows the old one's words.
#[test]
fn no_message_id_is_written_twice_in_a_language() {
    for lang in Lang::ALL {
        let mut seen = std::collections::HashMap::new();
        for area in &RESOURCES {
            let file = format!("locales/{}/{}.ftl", lang.code(), area.prefix);
            let whole =
                fluent_syntax::parser::parse(area.text[lang.index()]).expect("the file parses");
            for entry in whole.body {
                if let ast::Entry::Message(message) = entry
                    && let Some(first) = seen.insert(message.id.name, file.clone())
                {
                    panic!(
                        "'{}' is written in {first} and again in {file}",
                        message.id.name
                    );
                }
            }
        }
    }
}

#[test]
fn every_message_parses_alone_as_it_does_in_its_file() {
    for area in &RESOURCES {
        for lang in Lang::ALL {
            let text = area.text[lang.index()];
            let file = format!("locales/{}/{}.ftl", lang.code(), area.prefix);
            let whole = fluent_syntax::parser::parse(text).expect("the file parses");
            for entry in whole.body {
                let ast::Entry::Message(mut message) = entry else {
                    continue;
                };
                // A comment above a message is for translators, not part of it.
                message.comment = None;
                let id = message.id.name;
                let source = source_of(area, lang, id)
                    .unwrap_or_else(|| panic!("{file}: '{id}' is not found alone"));
                let alone = fluent_syntax::parser::parse(source)
                    .unwrap_or_else(|(_, e)| panic!("{file}: '{id}' alone: {e:?}"));
                assert_eq!(
                    alone.body,
                    vec![ast::Entry::Message(message)],
                    "{file}: '{id}' reads otherwise alone"
                );
            }
        }
    }
}

/// The source of message `id` as the build's index has it.
fn source_of(area: &Area, lang: Lang, id: &str) -> Option<&'static str> {
    let text = area.text[lang.index()];
    let index = area.index[lang.index()];
    let at = index
        .binary_search_by(|&(start, end, ..)| text[start as usize..end as usize].cmp(id))
        .ok()?;
    let (start, _, end, ..) = index[at];
    Some(&text[start as usize..end as usize])
}

#[test]
fn a_plain_message_reads_as_fluent_reads_it() {
    let mut plain = 0;
    for area in &RESOURCES {
        for lang in Lang::ALL {
            let text = area.text[lang.index()];
            let mut bundle = new_bundle(lang);
            let resource = fluent_bundle::FluentResource::try_new(text.to_string())
                .unwrap_or_else(|_| panic!("{}: parses", area.prefix));
            bundle.add_resource(resource).expect("one file per bundle");
            let whole = fluent_syntax::parser::parse(text).expect("the file parses");
            for entry in whole.body {
                let ast::Entry::Message(message) = entry else {
                    continue;
                };
                let id = message.id.name;
                let Some(Found::Plain(fast)) = area.find(lang, id) else {
                    continue;
                };
                plain += 1;
                let pattern = bundle
                    .get_message(id)
                    .and_then(|m| m.value())
                    .expect("a value");
                let mut errors = Vec::new();
                let fluent = bundle.format_pattern(pattern, None, &mut errors);
                assert_eq!(fast, fluent, "{}/{}: '{id}'", lang.code(), area.prefix);
            }
        }
    }
    // Most messages are plain: the fast path is taken.
    assert!(plain > 500, "{plain}");
}

#[test]
fn a_message_is_read_whole_and_found_by_its_whole_id_only() {
    let text = "# note\nab-cd = one\nab-c = two\n    more\n\n  and more\n\nab = { $x }\n";
    let found: Vec<(&str, &str, Option<&str>)> = scan::entries(text)
        .into_iter()
        .map(|e| {
            (
                &text[e.id.0..e.id.1],
                &text[e.source.0..e.source.1],
                e.plain.map(|(from, to)| &text[from..to]),
            )
        })
        .collect();
    assert_eq!(
        found,
        [
            ("ab-cd", "ab-cd = one\n", Some("one")),
            ("ab-c", "ab-c = two\n    more\n\n  and more\n", None),
            ("ab", "ab = { $x }\n", None),
        ]
    );
    let area = &RESOURCES[0];
    assert!(area.find(Lang::En, "lang-unknown").is_some());
    assert!(area.find(Lang::En, "lang-unknow").is_none());
    assert!(area.find(Lang::En, "lang").is_none());
}

#[test]
fn the_systems_answer_is_in_the_readers_words_and_english_keeps_the_systems_own() {
    use std::io::{Error, ErrorKind};
    let missing = Error::from(ErrorKind::NotFound);
    assert_eq!(with(Lang::En, || os_reason(&missing)), missing.to_string());
    assert_eq!(
        with(Lang::Nl, || os_reason(&missing)),
        "bestand of map bestaat niet"
    );
    assert_eq!(
        with(Lang::De, || os_reason(&Error::from(
            ErrorKind::PermissionDenied
        ))),
        "keine Berechtigung"
    );
    // An answer without words of its own keeps the system's.
    let other = Error::other("the disk sighed");
    assert_eq!(with(Lang::De, || os_reason(&other)), "the disk sighed");
}

#[test]
fn a_half_is_rounded_away_from_zero_as_by_hand() {
    let shown = |value: f64| with(Lang::En, || decimal_half_away(value, 2));
    assert_eq!(shown(0.125), "0.13");
    assert_eq!(shown(0.875), "0.88");
    assert_eq!(shown(1.125), "1.13");
    assert_eq!(shown(0.375), "0.38");
    assert_eq!(shown(2.0 / 3.0), "0.67");
    assert_eq!(shown(1.0 / 3.0), "0.33");
    assert_eq!(shown(0.0), "0.00");
    assert_eq!(shown(-0.001), "0.00");
    assert_eq!(shown(-0.125), "-0.13");
    // A half that binary fractions leave a hair below: an eighth and a tenth.
    assert_eq!(shown(0.125 + 0.1), "0.23");
    assert_eq!(shown((1.25 + 1.0) / 2.0), "1.13");
    assert_eq!(with(Lang::Nl, || decimal_half_away(1.125, 2)), "1,13");
    assert_eq!(with(Lang::De, || decimal_half_away(12.5, 0)), "13");
    // Rust's own formatting rounds the same halves to even.
    assert_eq!(with(Lang::En, || decimal(0.125, 2)), "0.12");
}

#[test]
fn a_figure_for_a_file_is_rounded_as_shown_with_a_point_in_every_language() {
    for lang in [Lang::En, Lang::Nl, Lang::De] {
        assert_eq!(with(lang, || plain_half_away(2.0 / 3.0, 2)), "0.67");
        assert_eq!(with(lang, || plain_half_away(1.125, 2)), "1.13");
        assert_eq!(with(lang, || plain_half_away(1234.5, 2)), "1234.50");
        assert_eq!(with(lang, || plain_half_away(-0.001, 2)), "0.00");
    }
}
