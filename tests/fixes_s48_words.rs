//! The wording faults of batch s48 (fix 2), each pinned by a test that fails without its fix.

use tenscore::i18n::{Lang, with};

use crate::common::TestEnv;

/// A message rendered in `lang`.
macro_rules! said {
    ($lang:expr, $($rest:tt)*) => {
        with($lang, || tenscore::t!($($rest)*))
    };
}

/// Dutch says "er is er al 1 gehaald", not "er zijn er al 1".
#[test]
fn dutch_updown_tricks_prompt_says_one_trick_in_the_singular() {
    let line = said!(
        Lang::Nl,
        "updown-ask-tricks-over",
        seq = 2,
        cards = 2,
        taken = 1,
        name = "Bram",
        remaining = 1
    );
    assert!(line.contains("er is er al 1 gehaald"), "{line}");
    let line = said!(
        Lang::Nl,
        "updown-ask-tricks-over",
        seq = 3,
        cards = 3,
        taken = 2,
        name = "Bram",
        remaining = 1
    );
    assert!(line.contains("er zijn er al 2 gehaald"), "{line}");
}

/// One card of the suit led "zit" in the hand; two "zitten".
#[test]
fn dutch_follow_refusal_says_zit_for_one_card() {
    let env = TestEnv::new();
    let args = |hand| {
        vec![
            "--lang", "nl", "check", "updown", "follow", "--led", "klaveren", "--hand", hand, "AH",
        ]
    };
    let line = env.wide(&args("2C,AH,KS"), 3);
    assert!(line.contains("in de hand zit 2♣"), "{line}");
    let line = env.wide(&args("2C,3C,AH"), 3);
    assert!(line.contains("in de hand zitten 2♣"), "{line}");
}

/// A lower set on face cards must share a suit: "een ruitenkaart of een schoppenkaart", "einer
/// Karo- oder Pikkarte", not "een ruiten" or "einem Karo".
#[test]
fn tenstuff_suit_hint_names_cards_of_a_suit() {
    let env = TestEnv::new();
    let check = |lang| {
        env.wide(
            &[
                "--lang", lang, "check", "tenstuff", "play", "--on", "QD,QS", "3C",
            ],
            3,
        )
    };
    let nl = check("nl");
    assert!(nl.contains("een ruitenkaart of een schoppenkaart"), "{nl}");
    let de = check("de");
    assert!(de.contains("einer Karo- oder Pikkarte"), "{de}");
    let three = env.wide(
        &[
            "--lang", "de", "check", "tenstuff", "play", "--on", "QD,QS,QH", "3C",
        ],
        3,
    );
    assert!(
        three.contains("einer Karo-, Pik- oder Herzkarte"),
        "{three}"
    );
}

/// Krumme10's flip note says what may be flipped: "Jede Karte darf", not "Jede darf".
#[test]
fn german_krumme10_flip_note_names_the_card() {
    let env = TestEnv::new();
    let text = env.wide(
        &[
            "--lang",
            "de",
            "check",
            "krumme10",
            "display",
            "--players",
            "A,B,C",
            "A:3",
            "B:4p",
            "C:5",
            "A:3",
        ],
        0,
    );
    assert!(text.contains("Jede Karte darf beim Nehmen"), "{text}");
    assert!(!text.contains("Jede darf"), "{text}");
}

/// The last player's place in Tenstuff's `play` ends with the ordinal's own full stop, not two.
#[test]
fn german_tenstuff_last_place_has_one_full_stop() {
    let words = with(Lang::De, || tenscore::games::tenstuff::place_in_words(3));
    let line = said!(
        Lang::De,
        "tenstuff-last-place",
        name = "Ulrike",
        words = words
    );
    assert_eq!(line, "Ulrike wird Dritter.");
}

/// A late arrival before the round starts: the redraw note names them ("met Henk erbij", "mit
/// Henk"), not "met hen" / "mit ihnen" for one person; an early leave likewise.
#[test]
fn event_add_and_remove_redraw_note_names_the_players() {
    for (add, remove) in [("nl", "de"), ("de", "nl")] {
        let env = TestEnv::new();
        crate::event_seat::club(&env, 8, 3);
        env.ok(&["event", "seat"]);
        let added = env.wide(&["--lang", add, "event", "add", "Henk"], 0);
        let removed = env.wide(&["--lang", remove, "event", "remove", "P8"], 0);
        let (nl, de) = if add == "nl" {
            (added, removed)
        } else {
            (removed, added)
        };
        if add == "nl" {
            assert!(nl.contains("loot haar opnieuw, met Henk erbij."), "{nl}");
            assert!(de.contains("setzt P8 noch an einen Tisch"), "{de}");
            assert!(de.contains("lost sie ohne P8 neu aus."), "{de}");
        } else {
            assert!(de.contains("lost sie neu aus, mit Henk."), "{de}");
            assert!(nl.contains("heeft P8 nog aan tafel"), "{nl}");
            assert!(nl.contains("loot haar opnieuw zonder P8."), "{nl}");
        }
    }
}

/// A total of one takes the singular ("1 van 1 ronde", "0 von 1 Tisch"), and two are "beide".
#[test]
fn counts_of_one_and_two_read_naturally() {
    let row = |lang| {
        said!(
            lang,
            "event-cmd-list-row",
            id = 1,
            name = "Vrijdag",
            title = "Pig 10",
            drawn = 1,
            rounds = 1,
            players = 6,
            series = ""
        )
    };
    assert!(
        row(Lang::Nl).contains("1 van 1 ronde geloot"),
        "{}",
        row(Lang::Nl)
    );
    assert!(
        row(Lang::De).contains("1 von 1 Runde ausgelost"),
        "{}",
        row(Lang::De)
    );
    let heading = |lang| {
        said!(
            lang,
            "event-standings-heading-playing",
            name = "Vrijdag",
            game = "Pig 10",
            round = 1,
            planned = 3,
            done = 0,
            tables = 1
        )
    };
    assert!(
        heading(Lang::Nl).contains("0 van 1 tafel klaar"),
        "{}",
        heading(Lang::Nl)
    );
    assert!(
        heading(Lang::De).contains("0 von 1 Tisch fertig"),
        "{}",
        heading(Lang::De)
    );
    let legal = |lang| said!(lang, "updown-whole-legal", tricks = 2);
    assert!(
        legal(Lang::Nl).contains("beide slagen volgen"),
        "{}",
        legal(Lang::Nl)
    );
    assert!(
        legal(Lang::De).contains("Beide Stiche folgen"),
        "{}",
        legal(Lang::De)
    );
    let drawn = said!(
        Lang::Nl,
        "event-cmd-add-no-round",
        name = "Vrijdag",
        names = "Henk",
        rounds = 2
    );
    assert!(drawn.contains("beide rondes zijn geloot"), "{drawn}");
    let drawn = said!(
        Lang::De,
        "event-cmd-all-drawn",
        name = "Freitag",
        rounds = 2
    );
    assert!(drawn.contains("beide Runden von Freitag"), "{drawn}");
}

/// Dutch `undo` says what was withdrawn with a verb that agrees: "De biedingen van ronde 1 zijn
/// teruggenomen uit partij 1", "Potje 1 is teruggenomen".
#[test]
fn dutch_undo_says_zijn_or_is_teruggenomen() {
    let env = TestEnv::new();
    env.ok(&["new", "updown", "--players", "Dirk,Evert,Fenna"]);
    env.ok(&["bid", "1", "Dirk=0", "Evert=0", "Fenna=0"]);
    let said = env.ok(&["--lang", "nl", "undo", "1"]);
    assert!(
        said.starts_with("De biedingen van ronde 1 zijn teruggenomen uit partij 1"),
        "{said}"
    );
    env.ok(&["new", "pig10", "--players", "Anouk,Bram,Cor"]);
    env.ok(&["round", "2", "Anouk=12", "Bram=7", "Cor=0"]);
    let said = env.ok(&["--lang", "nl", "undo", "2"]);
    assert!(
        said.starts_with("Potje 1 is teruggenomen uit partij 2"),
        "{said}"
    );
}

/// German Under the 10 names the bonus cards Handtausch and Einzeltausch, and reads those words
/// as well as the older tausch-alle and tausch-eine.
#[test]
fn german_bonus_cards_read_naturally_and_both_names_are_read() {
    let one = said!(Lang::De, "under10-bonus-one", bonus = "trade-one");
    let all = said!(Lang::De, "under10-bonus-one", bonus = "trade-all");
    assert_eq!((one.as_str(), all.as_str()), ("Einzeltausch", "Handtausch"));
    let env = TestEnv::new();
    env.ok(&["new", "under10", "--players", "Ann,Bob,Cy", "--bonus-cards"]);
    env.ok(&[
        "round",
        "Ann=6",
        "Bob=3+Einzeltausch",
        "Cy=17+handtausch+tausch-eine",
        "--call",
        "Ann",
    ]);
    assert_eq!(
        env.scores(1),
        vec![("Ann".into(), 0), ("Bob".into(), 8), ("Cy".into(), 42)]
    );
}

/// `show`'s column of how many cards a 10 op en neer round deals is "Kaarten" / "Karten".
#[test]
fn updown_show_deal_column_says_cards() {
    assert_eq!(said!(Lang::Nl, "table-deal"), "Kaarten");
    assert_eq!(said!(Lang::De, "table-deal"), "Karten");
}

/// The HTML report's heading over the evening's ranking says ranking, as English does, not the
/// final standings of an evening still being played.
#[test]
fn event_report_ranking_heading_is_not_a_final_one() {
    assert_eq!(said!(Lang::De, "event-report-ranking"), "Rangliste");
    assert_eq!(said!(Lang::Nl, "event-report-ranking"), "Klassement");
}

/// German messages quote with „…“, not "…".
#[test]
fn german_quotes_are_german() {
    for id in ["under10-ending-call", "under10-ask-caller"] {
        let line = said!(Lang::De, id);
        assert!(line.contains("„Unter der 10!“"), "{line}");
    }
}

/// Krumme10 in German uses the rule document's words: pinke 4, klauen, Abwurfstapel.
#[test]
fn german_krumme10_uses_the_rule_documents_words() {
    let env = TestEnv::new();
    let rules = env.ok(&["--lang", "de", "rules", "krumme10"]);
    for word in ["pinke 4", "klauen", "Abwurfstapel"] {
        assert!(rules.contains(word), "{word}:\n{rules}");
    }
    for word in ["rosa", "stehlen", "Ablagestapel"] {
        assert!(!rules.contains(word), "{word}:\n{rules}");
    }
    let refused = env.wide(
        &[
            "--lang",
            "de",
            "check",
            "krumme10",
            "display",
            "--players",
            "Alma,Bernie",
            "Alma:1>Alma:3",
        ],
        3,
    );
    assert!(refused.contains("kann nicht von Alma klauen"), "{refused}");
}

/// The caller's call fails against the lowest hand: German says so, not "(am wenigsten)".
#[test]
fn german_failed_call_names_the_lowest_hand() {
    let env = TestEnv::new();
    let text = env.wide(
        &[
            "--lang",
            "de",
            "check",
            "under10",
            "call",
            "--call",
            "Ann",
            "Ann=5",
            "Bob=4",
            "Cy=12+joker",
        ],
        0,
    );
    assert!(text.contains("Bob (niedrigste Hand) bekommt 0"), "{text}");
}

/// Dutch updown rules: no duty "te troeven of over te troeven".
#[test]
fn dutch_updown_rules_say_over_te_troeven() {
    let text = said!(Lang::Nl, "rules-updown-play-follow");
    assert!(
        text.contains("je hoeft niet te troeven of over te troeven"),
        "{text}"
    );
}

/// Pig 10's 5 has one Dutch name: the rules' varkenshoedster.
#[test]
fn dutch_pig10_five_has_one_name() {
    let notation = said!(Lang::Nl, "cards-pig10-notation");
    assert!(notation.contains("5 de varkenshoedster"), "{notation}");
    assert!(!notation.contains("varkensmeisje"), "{notation}");
}

/// Commands named in Dutch and German hints use the CLI's own placeholders (MATCH, ROUND, NAME,
/// GAME, FILE), as its help shows them, not PARTIJ or PARTIE.
#[test]
fn hints_use_the_clis_placeholders() {
    for lang in [Lang::Nl, Lang::De] {
        let hint = said!(lang, "event-cmd-still-playing-hint");
        assert!(hint.contains("`tenscore finish MATCH`"), "{hint}");
        let edit = said!(lang, "cmd-edit-round-entry");
        assert!(edit.contains("`tenscore edit MATCH ROUND "), "{edit}");
        let empty = said!(lang, "event-cmd-list-empty");
        assert!(
            empty.contains("`tenscore event new NAME --game GAME "),
            "{empty}"
        );
    }
}

/// `history` writes a day of this year as the language does: 01-02 in English, 02-01 in Dutch,
/// 02.01. in German (the tests' clock says 2 January).
#[test]
fn history_writes_this_years_day_as_the_language_does() {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "Anouk,Bram"]);
    for (lang, day) in [("en", "01-02"), ("nl", "02-01"), ("de", "02.01.")] {
        // Narrow enough that the year is left out.
        let out = (env.process())
            .env("COLUMNS", "50")
            .args(["--lang", lang, "history"])
            .output()
            .unwrap();
        let list = String::from_utf8(out.stdout).unwrap();
        assert!(list.contains(&format!(" {day} ")), "{lang}: {list}");
        assert!(!list.contains("2026"), "{lang}: {list}");
    }
}

/// A total over the limit names every count with its player, the last one too: "Anna 40, Bram
/// 30 en Cees 20 maken samen 90", where it said "Bram 30 en 20".
#[test]
fn a_total_over_the_limit_names_the_last_player_too() {
    for (lang, said) in [
        (Lang::En, "Anna 40, Bram 30 and Cees 20 make 90 cards"),
        (
            Lang::Nl,
            "Anna 40, Bram 30 en Cees 20 maken samen 90 kaarten",
        ),
        (Lang::De, "Anna 40, Bram 30 und Cees 20 ergeben 90 Karten"),
    ] {
        let line = said!(
            lang,
            "play-counts-sum",
            so_far = "Anna 40, Bram 30",
            n = 20,
            sum = 90,
            unit = "cards",
            why = "…",
            name = "Cees",
            back = "<"
        );
        assert!(line.starts_with(said), "{line}");
    }
}

/// A lucky player still holding cards is told their hand with the bonus card's local name,
/// "houdt nog 2+ruil-alles", not the stored English "2+trade-all".
#[test]
fn a_lucky_hand_still_held_is_echoed_with_the_local_card_name() {
    let env = TestEnv::new();
    env.ok(&["new", "under10", "--players", "Piet,Ria", "--bonus-cards"]);
    let round = |lang| {
        env.fails(
            &[
                "--lang",
                lang,
                "round",
                "Piet=2+ruil-alles",
                "Ria=7",
                "--luck",
                "Piet",
            ],
            3,
        )
    };
    let nl = round("nl");
    assert!(nl.contains("houdt nog 2+ruil-alles in de hand"), "{nl}");
    let de = round("de");
    assert!(de.contains("hält aber noch 2+handtausch"), "{de}");
    let en = round("en");
    assert!(en.contains("still holds 2+trade-all"), "{en}");
}

/// A value clap refuses from a fixed list is refused with the list: "expected pile or table".
#[test]
fn an_invalid_choice_names_the_values_allowed() {
    let env = TestEnv::new();
    for (args, expected) in [
        (
            &["check", "tenstuff", "excommunication", "--onto", "discard"][..],
            "invalid value 'discard' for '--onto <WHERE>': expected pile or table",
        ),
        (
            &["export", "--format", "xml"][..],
            "invalid value 'xml' for '--format",
        ),
        (
            &[
                "event",
                "new",
                "X",
                "--game",
                "pig10",
                "--players",
                "A,B,C,D",
                "--ranking",
                "best",
            ][..],
            "invalid value 'best' for '--ranking",
        ),
        (
            &["new", "under10", "--players", "Ann,Bob", "--end", "sudden"][..],
            "invalid value 'sudden' for '--end",
        ),
    ] {
        let line = env.fails(args, 2);
        assert!(line.contains(expected), "{args:?}: {line}");
        assert!(line.contains(": expected "), "{args:?}: {line}");
        assert!(line.ends_with("--help`"), "{args:?}: {line}");
    }
}

/// `event report` with neither --html nor --format names both.
#[test]
fn event_report_without_a_form_names_both() {
    let env = TestEnv::new();
    let line = env.fails(&["event", "report"], 2);
    assert!(line.contains("--html <FILE>"), "{line}");
    assert!(line.contains("--format <FORMAT>"), "{line}");
    let both = env.fails(
        &["event", "report", "--html", "a.html", "--format", "csv"],
        2,
    );
    assert!(both.contains("cannot be used with"), "{both}");
}

/// A series whose name has a space is suggested quoted, as the shell needs it.
#[test]
fn a_series_name_with_a_space_is_suggested_quoted() {
    let env = TestEnv::new();
    let said = env.ok(&["series", "new", "Winter 2026", "--best", "2"]);
    assert!(said.contains("--series 'Winter 2026'`"), "{said}");
    let said = env.ok(&["series", "new", "Zomer", "--best", "2"]);
    assert!(said.contains("--series Zomer`"), "{said}");
    assert_eq!(
        tenscore::render::shell_word("Ann's night"),
        r"'Ann'\''s night'"
    );
}

/// `reopen --help` says it reopens an abandoned match too.
#[test]
fn reopen_help_names_abandoned_matches() {
    let env = TestEnv::new();
    let help = env.ok(&["reopen", "--help"]);
    assert!(help.contains("or abandoned"), "{help}");
}
