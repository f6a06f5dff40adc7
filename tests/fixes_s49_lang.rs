//! Session 49's fixes of the reader's language: clap's refusals, the missing subcommand and an
//! option of another command, each on one line in English, Dutch and German.

use crate::common::TestEnv;

/// `tenscore --lang LANG ARGS...` refused with exit 2 and nothing on standard output: its one
/// line, label included.
fn refused(env: &TestEnv, lang: &str, args: &[&str]) -> String {
    let out = env
        .cmd()
        .args(["--lang", lang])
        .args(args)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{lang} {args:?}");
    assert!(out.stdout.is_empty(), "{lang} {args:?}: stdout not empty");
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{lang} {args:?}: {stderr}");
    stderr.trim_end().to_string()
}

#[test]
fn clap_refusals_speak_dutch_and_german_and_english_as_before() {
    let env = TestEnv::new();
    let cases: [(&[&str], [&str; 3]); 9] = [
        (
            &["new", "under10", "--players"],
            [
                "error: a value is required for '--players <A,B,...>...' but none was supplied; see `tenscore new under10 --help`",
                "fout: '--players <A,B,...>...' vraagt om een waarde, maar er is er geen gegeven; zie `tenscore new under10 --help`",
                "Fehler: '--players <A,B,...>...' braucht einen Wert, aber es wurde keiner angegeben; siehe `tenscore new under10 --help`",
            ],
        ),
        (
            &["--color", "purple", "standings"],
            [
                "error: invalid value 'purple' for '--color <WHEN>': expected auto, always or never; see `tenscore --help`",
                "fout: ongeldige waarde 'purple' voor '--color <WHEN>': kies auto, always of never; zie `tenscore --help`",
                "Fehler: ungültiger Wert 'purple' für '--color <WHEN>': möglich sind auto, always oder never; siehe `tenscore --help`",
            ],
        ),
        (
            &["export", "--format", "xml"],
            [
                "error: invalid value 'xml' for '--format <FORMAT>': expected json or csv; see `tenscore export --help`",
                "fout: ongeldige waarde 'xml' voor '--format <FORMAT>': kies json of csv; zie `tenscore export --help`",
                "Fehler: ungültiger Wert 'xml' für '--format <FORMAT>': möglich sind json oder csv; siehe `tenscore export --help`",
            ],
        ),
        (
            &["check", "pig10", "play", "--pile", "x", "3"],
            [
                "error: invalid value 'x' for '--pile <N>': invalid digit found in string; see `tenscore check pig10 play --help`",
                "fout: ongeldige waarde 'x' voor '--pile <N>': dat is geen heel getal: alleen de cijfers 0 tot 9; zie `tenscore check pig10 play --help`",
                "Fehler: ungültiger Wert 'x' für '--pile <N>': das ist keine ganze Zahl: nur die Ziffern 0 bis 9; siehe `tenscore check pig10 play --help`",
            ],
        ),
        (
            &["player", "rename", "Ann"],
            [
                "error: the following required arguments were not provided: <NEW>; see `tenscore player rename --help`",
                "fout: niet gegeven, maar verplicht: <NEW>; zie `tenscore player rename --help`",
                "Fehler: nicht angegeben, aber Pflicht: <NEW>; siehe `tenscore player rename --help`",
            ],
        ),
        (
            &["show", "--chart", "--chart"],
            [
                "error: the argument '--chart' cannot be used multiple times; see `tenscore show --help`",
                "fout: het argument '--chart' mag maar één keer gegeven worden; zie `tenscore show --help`",
                "Fehler: das Argument '--chart' darf nur einmal angegeben werden; siehe `tenscore show --help`",
            ],
        ),
        (
            &["history", "extra"],
            [
                "error: unexpected argument 'extra' found; see `tenscore history --help`",
                "fout: onverwacht argument 'extra'; zie `tenscore history --help`",
                "Fehler: unerwartetes Argument 'extra'; siehe `tenscore history --help`",
            ],
        ),
        (
            &["histroy"],
            [
                "error: unrecognized subcommand 'histroy'; a similar subcommand exists: 'history'; see `tenscore --help`",
                "fout: onbekend subcommando 'histroy'; een subcommando dat erop lijkt: 'history'; zie `tenscore --help`",
                "Fehler: unbekannter Unterbefehl 'histroy'; ein ähnlicher Unterbefehl: 'history'; siehe `tenscore --help`",
            ],
        ),
        (
            &["stats", "--vs", "Ann"],
            [
                "error: 2 values required for '--vs <A> <B>' but 1 was provided; see `tenscore stats --help`",
                "fout: '--vs <A> <B>' vraagt 2 waarden, maar kreeg er 1; zie `tenscore stats --help`",
                "Fehler: '--vs <A> <B>' braucht 2 Werte, bekam aber 1; siehe `tenscore stats --help`",
            ],
        ),
    ];
    for (args, expected) in cases {
        for (lang, line) in ["en", "nl", "de"].into_iter().zip(expected) {
            assert_eq!(refused(&env, lang, args), line, "{lang} {args:?}");
        }
    }
    assert!(!env.db().exists(), "a refusal wrote a database");
}

#[test]
fn a_command_of_commands_typed_alone_names_its_subcommands_on_one_line() {
    let env = TestEnv::new();
    let cases: [(&str, [&str; 3]); 4] = [
        (
            "event",
            [
                "error: `tenscore event` needs a subcommand: new, add, remove, seat, seating, standings, board, report or list; see `tenscore event --help`",
                "fout: `tenscore event` vraagt om een subcommando: new, add, remove, seat, seating, standings, board, report of list; zie `tenscore event --help`",
                "Fehler: `tenscore event` braucht einen Unterbefehl: new, add, remove, seat, seating, standings, board, report oder list; siehe `tenscore event --help`",
            ],
        ),
        (
            "series",
            [
                "error: `tenscore series` needs a subcommand: new or standings; see `tenscore series --help`",
                "fout: `tenscore series` vraagt om een subcommando: new of standings; zie `tenscore series --help`",
                "Fehler: `tenscore series` braucht einen Unterbefehl: new oder standings; siehe `tenscore series --help`",
            ],
        ),
        (
            "player",
            [
                "error: `tenscore player` needs a subcommand: list, rename or merge; see `tenscore player --help`",
                "fout: `tenscore player` vraagt om een subcommando: list, rename of merge; zie `tenscore player --help`",
                "Fehler: `tenscore player` braucht einen Unterbefehl: list, rename oder merge; siehe `tenscore player --help`",
            ],
        ),
        (
            "check",
            [
                "error: `tenscore check` needs a subcommand: under10, updown, pig10, krumme10, tenstuff or history; see `tenscore check --help`",
                "fout: `tenscore check` vraagt om een subcommando: under10, updown, pig10, krumme10, tenstuff of history; zie `tenscore check --help`",
                "Fehler: `tenscore check` braucht einen Unterbefehl: under10, updown, pig10, krumme10, tenstuff oder history; siehe `tenscore check --help`",
            ],
        ),
    ];
    for (command, expected) in cases {
        for (lang, line) in ["en", "nl", "de"].into_iter().zip(expected) {
            // TestEnv sets TENSCORE_DB, with which clap calls it a missing subcommand; without
            // any argument clap would print the help instead: both are the one line.
            assert_eq!(refused(&env, lang, &[command]), line, "{lang} {command}");
            let out = env
                .cmd()
                .env_remove("TENSCORE_DB")
                .env("HOME", env.dir())
                .args(["--lang", lang, command])
                .output()
                .unwrap();
            assert_eq!(out.status.code(), Some(2), "{lang} {command} without --db");
            assert!(out.stdout.is_empty());
            assert_eq!(String::from_utf8(out.stderr).unwrap(), format!("{line}\n"));
        }
    }
    assert_eq!(
        refused(&env, "en", &["check", "updown"]),
        "error: `tenscore check updown` needs a subcommand: trick, follow, hand or bids; see `tenscore check updown --help`"
    );
    // `tenscore` alone is the front door: its help, as before.
    let out = env.cmd().env_remove("TENSCORE_DB").output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8(out.stderr).unwrap().contains("Commands:"));
    assert!(!env.db().exists(), "a refusal wrote a database");
}

#[test]
fn an_option_of_another_command_names_that_command_never_dash_dash() {
    let env = TestEnv::new();
    let cases: [(&[&str], [&str; 3]); 4] = [
        (
            &["finish", "--trump", "hearts"],
            [
                "error: unexpected argument '--trump' found; `tenscore finish` has no such option; `tenscore bid`, `tenscore edit` and `tenscore check updown ...` take it; see `tenscore finish --help`",
                "fout: onverwacht argument '--trump'; `tenscore finish` kent die optie niet; `tenscore bid`, `tenscore edit` en `tenscore check updown ...` hebben die wel; zie `tenscore finish --help`",
                "Fehler: unerwartetes Argument '--trump'; `tenscore finish` kennt diese Option nicht; `tenscore bid`, `tenscore edit` und `tenscore check updown ...` haben sie; siehe `tenscore finish --help`",
            ],
        ),
        (
            &["standings", "--reason", "typo"],
            [
                "error: unexpected argument '--reason' found; `tenscore standings` has no such option; `tenscore edit` takes it; see `tenscore standings --help`",
                "fout: onverwacht argument '--reason'; `tenscore standings` kent die optie niet; `tenscore edit` heeft die wel; zie `tenscore standings --help`",
                "Fehler: unerwartetes Argument '--reason'; `tenscore standings` kennt diese Option nicht; `tenscore edit` hat sie; siehe `tenscore standings --help`",
            ],
        ),
        (
            &["standings", "--bogus"],
            [
                "error: unexpected argument '--bogus' found; `tenscore standings` has no such option; see `tenscore standings --help`",
                "fout: onverwacht argument '--bogus'; `tenscore standings` kent die optie niet; zie `tenscore standings --help`",
                "Fehler: unerwartetes Argument '--bogus'; `tenscore standings` kennt diese Option nicht; siehe `tenscore standings --help`",
            ],
        ),
        // A typo of an option of its own stays clap's guess, though another command takes the
        // option as typed.
        (
            &["history", "--players", "Ann"],
            [
                "error: unexpected argument '--players' found; a similar argument exists: '--player'; see `tenscore history --help`",
                "fout: onverwacht argument '--players'; een argument dat erop lijkt: '--player'; zie `tenscore history --help`",
                "Fehler: unerwartetes Argument '--players'; ein ähnliches Argument: '--player'; siehe `tenscore history --help`",
            ],
        ),
    ];
    for (args, expected) in cases {
        for (lang, line) in ["en", "nl", "de"].into_iter().zip(expected) {
            let said = refused(&env, lang, args);
            assert_eq!(said, line, "{lang} {args:?}");
            assert!(!said.contains("'-- "), "{said}");
        }
    }
    // Several commands of one family are named once: every game's `new`, every form of `check`.
    assert_eq!(
        refused(&env, "en", &["standings", "--players", "Ann,Bob"]),
        "error: unexpected argument '--players' found; `tenscore standings` has no such option; `tenscore new ...`, `tenscore play`, `tenscore check ...` and `tenscore event new` take it; see `tenscore standings --help`"
    );
    assert!(!env.db().exists(), "a refusal wrote a database");
}

#[test]
fn a_count_of_one_or_two_reads_as_the_language_says_it() {
    let env = TestEnv::new();
    env.ok(&[
        "event",
        "new",
        "Friday",
        "--game",
        "under10",
        "--players",
        "Ann,Bob,Cy",
        "--rounds",
        "2",
    ]);
    env.ok(&["event", "seat", "Friday"]);
    let headings = [
        (
            "en",
            "Friday · Under the 10 · round 1 of 2 playing, 0 of 1 table done",
        ),
        (
            "nl",
            "Friday · Onder de 10 · ronde 1 van 2 bezig, 0 van 1 tafel klaar",
        ),
        (
            "de",
            "Friday · Unter der 10 · Runde 1 von 2 läuft, 0 von 1 Tisch fertig",
        ),
    ];
    for (lang, heading) in headings {
        let shown = env.ok(&["--lang", lang, "event", "standings", "Friday"]);
        assert_eq!(shown.lines().next(), Some(heading), "{lang}");
    }
    let hand = [
        "check",
        "updown",
        "hand",
        "--players",
        "Ann,Bob,Cy",
        "--leader",
        "Ann",
        "--trump",
        "hearts",
        "KC,AS,5C",
        "2H,3H,4S",
    ];
    assert_eq!(
        env.ok(&hand).lines().last(),
        Some("Legal: both tricks follow the rules, and no card played later shows a revoke.")
    );
}

#[test]
fn the_systems_answer_about_a_file_is_in_the_readers_language() {
    let env = TestEnv::new();
    let missing = env.dir().join("missing.json");
    let missing = missing.to_str().unwrap();
    let cases = [
        (
            "en",
            format!(
                "cannot read {missing}: No such file or directory (os error 2); nothing was \
                 imported; name a file written by `tenscore export`"
            ),
        ),
        (
            "nl",
            format!(
                "{missing} kan niet worden gelezen: bestand of map bestaat niet; er is niets \
                 geïmporteerd; noem een bestand dat `tenscore export` heeft geschreven"
            ),
        ),
        (
            "de",
            format!(
                "{missing} kann nicht gelesen werden: Datei oder Ordner nicht gefunden; nichts \
                 wurde importiert; nenne eine Datei, die `tenscore export` geschrieben hat"
            ),
        ),
    ];
    for (lang, expected) in cases {
        assert_eq!(env.fails(&["--lang", lang, "import", missing], 1), expected);
    }
    let not_text = env.dir().join("players.txt");
    std::fs::write(&not_text, b"\xff\xfeAnn\n").unwrap();
    let said = env.fails(
        &[
            "--lang",
            "nl",
            "event",
            "new",
            "Friday",
            "--game",
            "under10",
            "--players-file",
            not_text.to_str().unwrap(),
        ],
        1,
    );
    assert!(
        said.contains(": het bestand is geen UTF-8-tekst;"),
        "{said}"
    );
    assert!(!env.db().exists(), "a refusal wrote a database");
}
