use super::*;

#[test]
fn names_fold_by_unicode_case_and_outer_spaces() {
    assert_eq!(fold(" Éva "), "éva");
    assert!(same_name("ÉVA", "éva"));
    assert!(same_name("Ann", " ann"));
    assert!(!same_name("Ann", "Anna"));
    assert!(PlayerName::stored("Éva").is("éva"));
}

#[test]
fn a_name_composed_or_decomposed_is_one_name() {
    // "Zoë" as most keyboards send it (one ë) and as some send it (e, then the combining dots).
    assert_eq!(fold("Zoe\u{0308}"), fold("Zo\u{00EB}"));
    assert_eq!(fold("E\u{0301}VA"), "\u{00E9}va");
    assert!(same_name("ZOE\u{0308}", "zoë"));
    assert!(!same_name("Zoe", "Zoë"));
    let twice = checked_names(&["Zo\u{00EB}".to_string(), "Zoe\u{0308}".to_string()]);
    assert!(twice.is_err(), "{twice:?}");
}

#[test]
fn a_name_is_shown_safely_whatever_it_holds() {
    let name = PlayerName::stored("A\u{1b}[31mnn\u{202E}x");
    assert_eq!(name.to_string(), "A\u{FFFD}[31mnn\u{FFFD}x");
    assert_eq!(format!("{name:<8}|"), "A\u{FFFD}[31mnn\u{FFFD}x|");
    assert_eq!(format!("{:<5}|", PlayerName::stored("Bo")), "Bo   |");
    // The text itself is kept for storage and JSON.
    assert_eq!(name.as_stored(), "A\u{1b}[31mnn\u{202E}x");
    assert_eq!(
        serde_json::to_string(&name).unwrap(),
        "\"A\\u001b[31mnn\u{202E}x\""
    );
}

#[test]
fn typed_names_are_trimmed_and_refused_when_unusable() {
    assert_eq!(PlayerName::typed("  Ann ").unwrap().as_stored(), "Ann");
    for (typed, problem) in [
        (" ", "a player name is empty"),
        ("B=b", "the name 'B=b' contains a character"),
        ("A\u{1b}[2J", "the name 'A\u{FFFD}[2J' contains a character"),
        ("42", "the name '42' is only digits"),
    ] {
        let refused = PlayerName::typed(typed).unwrap_err();
        assert!(
            refused.problem.starts_with(problem),
            "{typed:?}: {refused:?}"
        );
    }
    assert!(PlayerName::typed(&"x".repeat(41)).is_err());
    assert!(PlayerName::typed(&"x".repeat(40)).is_ok());
}

#[test]
fn names_that_could_deceive_are_refused_saying_which_character_and_why() {
    let use_letters = "a name may hold letters, digits, spaces and punctuation but = , : @ >, e.g. O'Brien or Ann-Marie";
    for (typed, problem, legal) in [
        (
            "A\u{202E}x",
            "the name 'A<U+202E>x' holds U+202E (RIGHT-TO-LEFT OVERRIDE), which changes how \
             text around it reads",
            use_letters,
        ),
        (
            "\u{061C}Bo",
            "the name '<U+061C>Bo' holds U+061C (ARABIC LETTER MARK), which changes how text \
             around it reads",
            use_letters,
        ),
        (
            "Ann\u{2066}",
            "the name 'Ann<U+2066>' holds U+2066 (LEFT-TO-RIGHT ISOLATE), which changes how \
             text around it reads",
            use_letters,
        ),
        (
            "A\u{200F}b",
            "the name 'A<U+200F>b' holds U+200F (RIGHT-TO-LEFT MARK), which changes how text \
             around it reads",
            use_letters,
        ),
        (
            "A\u{2028}b",
            "the name 'A<U+2028>b' holds U+2028 (LINE SEPARATOR), which breaks the line it is \
             printed on",
            use_letters,
        ),
        (
            "A\u{2029}b",
            "the name 'A<U+2029>b' holds U+2029 (PARAGRAPH SEPARATOR), which breaks the line \
             it is printed on",
            use_letters,
        ),
        (
            "\u{200B}",
            "the name '<U+200B>' is only invisible characters, such as U+200B (ZERO WIDTH \
             SPACE), so it reads as empty",
            use_letters,
        ),
        (
            "\u{FEFF} \u{2060}",
            "the name '<U+FEFF> <U+2060>' is only invisible characters, such as U+FEFF (ZERO \
             WIDTH NO-BREAK SPACE, the byte order mark), so it reads as empty",
            use_letters,
        ),
        (
            "\u{00AD}\u{FE0F}",
            "the name '<U+00AD><U+FE0F>' is only invisible characters, such as U+00AD (SOFT \
             HYPHEN), so it reads as empty",
            use_letters,
        ),
        (
            "-h",
            "the name '-h' starts with '-', which would read as an option (a later \
             `round -h=3` prints help)",
            "start the name with a letter or digit; '-' may come later, e.g. Ann-Marie",
        ),
        (
            "\u{200D}--players",
            "the name '<U+200D>--players' starts with '-', which would read as an option (a \
             later `round -h=3` prints help)",
            "start the name with a letter or digit; '-' may come later, e.g. Ann-Marie",
        ),
        (
            "\u{200B}42",
            "the name '<U+200B>42' is only digits, which would read as a match id",
            "add a letter, e.g. Player1",
        ),
    ] {
        let refused = PlayerName::typed(typed).unwrap_err();
        assert_eq!(
            refused.kind,
            crate::games::ViolationKind::Malformed,
            "{typed:?}"
        );
        assert_eq!(refused.problem, problem, "{typed:?}");
        assert_eq!(refused.legal, legal, "{typed:?}");
    }
    // Inside a name, '-', '+' and a variation selector (it only picks how a character is drawn)
    // are fine.
    for typed in ["Ann-Marie", "Jo.", "Ann+1", "Zoë", "Bo \u{2764}\u{FE0F}"] {
        assert!(PlayerName::typed(typed).is_ok(), "{typed:?}");
    }
}

#[test]
fn look_alike_names_share_a_key_and_say_which_character_hides() {
    assert_eq!(look_alike_key("A\u{200B}nn"), look_alike_key(" ann"));
    assert_eq!(look_alike_key("Ann\u{00AD}"), "ann");
    assert_ne!(look_alike_key("Ann"), look_alike_key("Anne"));
    assert_eq!(
        look_alike("Ann", "A\u{200B}nn").as_deref(),
        Some("U+200B (ZERO WIDTH SPACE)")
    );
    assert_eq!(look_alike("Ann", "ann"), None);
    assert_eq!(revealed_name("A\u{200B}n\u{1b}"), "A<U+200B>n<U+001B>");
}

#[test]
fn a_name_index_finds_the_first_seat_of_a_spelling() {
    let index = NameIndex::new(["Ann", "Bob", "ann"]);
    assert_eq!(index.seat(" ANN "), Some(0));
    assert_eq!(index.seat("bob"), Some(1));
    assert_eq!(index.seat("Cy"), None);
}

#[test]
fn refusals_are_said_in_the_language_in_use() {
    use crate::i18n::{Lang, with};
    let problem = |lang, text: &str| with(lang, || PlayerName::typed(text).unwrap_err().problem);
    assert_eq!(problem(Lang::Nl, " "), "een spelersnaam is leeg");
    assert_eq!(
        problem(Lang::De, "12"),
        "der Name '12' besteht nur aus Ziffern und würde als Partienummer gelesen"
    );
    assert_eq!(
        problem(Lang::Nl, "A\u{2028}B"),
        "de naam 'A<U+2028>B' bevat U+2028 (LINE SEPARATOR), dat de regel afbreekt waarop het staat"
    );
}

#[test]
fn a_name_a_spreadsheet_would_run_is_refused() {
    for typed in [
        "+HYPERLINK(\"evil.example\")",
        "+cmd|' /C calc'!A0",
        " +x",
        "\u{200B}+x",
    ] {
        let refused = PlayerName::typed(typed).unwrap_err();
        assert_eq!(refused.kind, crate::games::ViolationKind::Malformed);
        assert!(
            refused
                .problem
                .ends_with("starts with '+', which a spreadsheet would run as a formula"),
            "{typed:?}: {refused:?}"
        );
        assert_eq!(
            refused.legal,
            "start the name with a letter or digit; '+' may come later, e.g. Ann+1"
        );
    }
    assert_eq!(
        PlayerName::typed("+x").unwrap_err().problem,
        "the name '+x' starts with '+', which a spreadsheet would run as a formula"
    );
    // The other formula starts are refused as before: '=' and '@' anywhere, '-' at the start.
    for typed in ["=1+1", "@SUM(A1)", "-2+3"] {
        assert!(PlayerName::typed(typed).is_err(), "{typed:?}");
    }
}

#[test]
fn an_invisible_format_character_is_refused_naming_it() {
    for (typed, shown, char) in [
        ("An\u{200B}n", "An<U+200B>n", "U+200B (ZERO WIDTH SPACE)"),
        (
            "\u{FEFF}Ann",
            "<U+FEFF>Ann",
            "U+FEFF (ZERO WIDTH NO-BREAK SPACE, the byte order mark)",
        ),
        ("Ann\u{200D}", "Ann<U+200D>", "U+200D (ZERO WIDTH JOINER)"),
        ("An\u{00AD}n", "An<U+00AD>n", "U+00AD (SOFT HYPHEN)"),
        ("A\u{2060}nn", "A<U+2060>nn", "U+2060 (WORD JOINER)"),
        ("Ann\u{2064}", "Ann<U+2064>", "U+2064 (INVISIBLE PLUS)"),
    ] {
        let refused = PlayerName::typed(typed).unwrap_err();
        assert_eq!(refused.kind, crate::games::ViolationKind::Malformed);
        assert_eq!(
            refused.problem,
            format!(
                "the name '{shown}' holds {char}, an invisible character, so it would look like \
                 another name"
            ),
            "{typed:?}"
        );
        assert_eq!(
            refused.legal,
            "type the name without it; letters, digits, spaces and punctuation but = , : @ > are \
             fine, e.g. O'Brien"
        );
    }
}

#[test]
fn every_unicode_space_is_one_plain_space_in_the_name_itself() {
    for typed in [
        "Ann\u{00A0}B",
        "Ann  B",
        "Ann\u{2003}B",
        "Ann\u{202F}B",
        "Ann\u{3000}\u{00A0} B",
        "\u{00A0}Ann B\u{2009}",
    ] {
        assert_eq!(
            PlayerName::typed(typed).unwrap().as_stored(),
            "Ann B",
            "{typed:?}"
        );
    }
}

#[test]
fn the_key_of_a_name_leaves_out_invisible_characters_and_odd_spaces() {
    assert_eq!(fold("An\u{200B}n"), "ann");
    assert_eq!(fold("\u{FEFF}Ann"), "ann");
    assert_eq!(fold("Ann\u{00A0}\u{00A0}B"), "ann b");
    assert!(same_name("Ann B", "ann\u{2007}b"));
    assert!(PlayerName::stored("An\u{200B}n").is("ANN"));
    assert_eq!(NameIndex::new(["An\u{200B}n", "Bo"]).seat("ann"), Some(0));
    // The key an older tenscore stored, by which such a player is still found.
    assert_eq!(fold_as_before(" An\u{200B}n "), "an\u{200B}n");
}

#[test]
fn a_stored_name_shows_its_format_characters_visibly() {
    assert_eq!(PlayerName::stored("An\u{200B}n").to_string(), "An<U+200B>n");
    assert_eq!(PlayerName::stored("\u{FEFF}Ann").to_string(), "<U+FEFF>Ann");
    assert_eq!(safe_text("Ann\u{00AD}"), "Ann<U+00AD>");
    // Variation selectors stay: they only choose how the character before them is drawn.
    assert_eq!(safe_text("\u{2764}\u{FE0F}"), "\u{2764}\u{FE0F}");
}

#[test]
fn free_text_names_the_first_character_that_would_print_otherwise() {
    let found = |text: &str| unshown_char(text).map(|u| (u.char, u.effect));
    assert_eq!(found("Bob miscounted, Ваня שכח ❤\u{FE0F}"), None);
    assert_eq!(
        found("a\u{202E}b"),
        Some(("U+202E (RIGHT-TO-LEFT OVERRIDE)".to_string(), "reorders"))
    );
    assert_eq!(
        found("a\u{2029}b"),
        Some(("U+2029 (PARAGRAPH SEPARATOR)".to_string(), "breaks"))
    );
    assert_eq!(
        found("a\u{FEFF}b"),
        Some((
            "U+FEFF (ZERO WIDTH NO-BREAK SPACE, the byte order mark)".to_string(),
            "hidden"
        ))
    );
    assert_eq!(found("a\nb"), Some(("U+000A".to_string(), "control")));
}

#[test]
fn names_list_without_regard_to_case_or_accents() {
    let mut names = vec![
        "Zoë", "Émile", "anna", "Zack", "Øyvind", "emma", "Bob", "Éva", "Eva",
    ];
    names.sort_by_cached_key(|name| sort_key(name));
    assert_eq!(
        names,
        [
            "anna", "Bob", "Émile", "emma", "Eva", "Éva", "Øyvind", "Zack", "Zoë"
        ]
    );
}

#[test]
fn marks_need_a_letter_and_no_letter_carries_more_than_a_language_writes() {
    use chars::{MarkTrouble, mark_trouble};
    assert_eq!(mark_trouble("\u{308}"), Some(MarkTrouble::Alone('\u{308}')));
    assert_eq!(
        mark_trouble("Bo \u{301}b"),
        Some(MarkTrouble::Alone('\u{301}'))
    );
    assert_eq!(
        mark_trouble("Zoe\u{308}\u{308}"),
        Some(MarkTrouble::Twice('\u{308}'))
    );
    // Precomposed ë with one more diaeresis is the same mark twice too.
    assert_eq!(
        mark_trouble("Zo\u{eb}\u{308}"),
        Some(MarkTrouble::Twice('\u{308}'))
    );
    let piled = format!("\u{e9}{}", "\u{301}".repeat(10));
    assert_eq!(mark_trouble(&piled), Some(MarkTrouble::Stacked(10)));
    // Vietnamese (two on a vowel, composed or not), pointed Hebrew (three on a letter).
    for fine in [
        "Zoe\u{308}",
        "Nguy\u{1ec5}n",
        "Nguye\u{302}\u{303}n",
        "\u{5e9}\u{5bc}\u{5c2}\u{5b8}",
    ] {
        assert_eq!(mark_trouble(fine), None, "{fine:?}");
    }
}

#[test]
fn a_joiner_between_emoji_is_part_of_the_emoji_and_between_letters_hides() {
    let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}";
    let rainbow = "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}";
    for name in [family, rainbow] {
        assert_eq!(PlayerName::typed(name).unwrap().to_string(), name);
        assert_eq!(revealed_name(name), name);
        assert!(shows_as_typed(name));
    }
    for hiding in ["A\u{200D}nn", "\u{1F308}\u{200D}x", "1\u{200D}2"] {
        assert!(PlayerName::typed(hiding).is_err(), "{hiding:?}");
        assert!(safe_text(hiding).contains("<U+200D>"), "{hiding:?}");
    }
}

#[test]
fn a_typographic_apostrophe_is_the_plain_one_when_names_are_compared() {
    assert!(same_name("O\u{2019}Brien", "o'brien"));
    assert!(same_name("\u{2018}t Hart", "'t Hart"));
    assert_eq!(told_apart_by("O'Brien", "O\u{2019}Brien"), "apostrophe");
    assert_eq!(told_apart_by("Zo\u{eb}", "Zoe\u{308}"), "encoding");
    assert_eq!(told_apart_by("Ann", "ANN"), "case");
    assert_eq!(told_apart_by("O'Brien", "o\u{2019}brien"), "several");
}
