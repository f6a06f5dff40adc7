//! The faults of batch s48, each pinned by the test that found it fixed.

use crate::common::TestEnv;

/// A number more than its flag can ever hold names the flag's range and the fix, as the rules'
/// own refusals do, where clap's bare "number too large to fit in target type" named neither.
#[test]
fn a_number_beyond_its_flag_names_the_flag_and_its_range() {
    let env = TestEnv::new();
    for (args, said) in [
        (
            &["check", "pig10", "play", "5", "--pile", "99999999999"][..],
            "--pile 99999999999 is more than a pile can hold; give the pile value 0 to 9 (0 for \
             an empty pile)",
        ),
        (
            &[
                "check",
                "updown",
                "bids",
                "--cards",
                "99999999999",
                "--seats",
                "4",
            ][..],
            "--cards 99999999999 is more cards than a deck can deal; a round deals each player 1 \
             to 51 / players cards, rounded down (17 for three players, 12 for four)",
        ),
        (
            &[
                "new",
                "updown",
                "--players",
                "A,B,C",
                "--peak",
                "99999999999",
            ][..],
            "--peak 99999999999 is more cards than a deck can deal; choose --peak 1 to 51 / \
             players, rounded down (17 for three players, 12 for four)",
        ),
        (
            &[
                "check",
                "updown",
                "bids",
                "--cards",
                "5",
                "--seats",
                "99999999999999999999999",
            ][..],
            "--seats 99999999999999999999999 is more players than a table seats; seat 3 to 7 \
             players",
        ),
        (
            &[
                "check",
                "updown",
                "bids",
                "--cards",
                "5",
                "--seats",
                "4",
                "99999999999",
            ][..],
            "a bid of 99999999999 is more tricks than any round has; a bid is 0 to the cards of \
             the round (--cards)",
        ),
        (
            &[
                "check",
                "pig10",
                "play",
                "5",
                "--says",
                "99999999999999999999999",
            ][..],
            "--says 99999999999999999999999 is more than a pile can reach; leave out --says to see \
             every value the card can give the pile",
        ),
        (
            &[
                "check",
                "pig10",
                "deal",
                "--players",
                "A,B",
                "--cards",
                "99999999999",
                "A:1",
            ][..],
            "--cards 99999999999 is more cards than the box holds; the box holds 80: give --cards \
             from 3 per player to 80",
        ),
        (
            &["show", "99999999999999999999"][..],
            "there is no match 99999999999999999999 in this database; leave MATCH out for the \
             most recent unfinished match, or check --db",
        ),
    ] {
        let line = env.fails(args, 2);
        assert_eq!(line, said, "{args:?}");
    }
    let line = env.fails(
        &[
            "--lang", "de", "check", "pig10", "play", "5", "--pile", "300",
        ],
        2,
    );
    assert!(line.starts_with("--pile 300 ist mehr, als"), "{line}");
}

/// A value its parser refused points to the help of the subcommand it was given to, as an
/// unknown argument's refusal does, not to `tenscore --help`; other refusals keep their words.
#[test]
fn a_refused_value_points_to_its_subcommands_help() {
    let env = TestEnv::new();
    let line = env.fails(
        &[
            "--db",
            "new",
            "new",
            "updown",
            "--players",
            "A,B,C",
            "--peak",
            "x",
        ],
        2,
    );
    assert_eq!(
        line,
        "invalid value 'x' for '--peak <N>': invalid digit found in string; see `tenscore new \
         updown --help`"
    );
    let line = env.fails(&["check", "pig10", "play", "5", "--pile", "x"], 2);
    assert!(
        line.ends_with("see `tenscore check pig10 play --help`"),
        "{line}"
    );
    let line = env.fails(
        &["check", "under10", "luck", "--played", "5", "--from", "x"],
        2,
    );
    assert!(
        line.ends_with("see `tenscore check under10 luck --help`"),
        "{line}"
    );
    let line = env.fails(&["new", "updown", "--players", "A,B,C", "--foo"], 2);
    assert_eq!(
        line,
        "unexpected argument '--foo' found; a similar argument exists: '--hook'; see `tenscore \
         new updown --help`"
    );
}

/// `play`'s number questions say what was typed and why it is not a number, as the command line
/// does, where `-0`, `+5`, a full-width `５` and `1e3` had the same generic re-ask.
#[test]
fn a_play_count_that_is_no_number_is_named_with_the_reason() {
    use crate::pty_play::{answer, choose, expect, spawn};
    let env = TestEnv::new();
    let mut p = spawn(&env, &["play", "pig10"]);
    answer(&mut p, "Players", "Ann, Bob");
    expect(&mut p, "Match 1 started");
    choose(&mut p, "Record deal 1", 0);
    // The reasons are wrapped to the terminal: short pieces of them are waited for.
    for (typed, said) in [
        ("+5", "'+5' has a sign: type 5"),
        ("-0", "'-0' has a sign: type 0"),
        ("-3", "'-3' is below 0"),
        ("５", "'５' is not a whole number"),
        ("1e3", "'1e3' is not a whole number"),
    ] {
        answer(&mut p, "Ann: cards collected", typed);
        expect(&mut p, said);
        expect(&mut p, "0 to 80");
    }
    answer(&mut p, "Ann: cards collected", "5");
    answer(&mut p, "Bob: cards collected", "7");
    expect(&mut p, "Deal 1 recorded");
    drop(p);
    let standings = env.json(&["standings", "1"]);
    assert_eq!(standings["rounds"], 1, "{standings}");
}

/// German counts after "nach" and "von" take the dative ("nach 2 Durchgängen", "von 1 Runde"),
/// Dutch ones the singular for one, and a German ordinal ("3.") never ends a sentence, where its
/// full stop doubled ("Ann ist 3..").
#[test]
fn german_and_dutch_counts_agree_and_no_ordinal_doubles_a_full_stop() {
    use tenscore::i18n::{Lang, with};
    let env = TestEnv::new();
    env.new_match(&["pig10", "--players", "Ann,Bob"]);
    for _ in 0..2 {
        env.ok(&["round", "Ann=3", "Bob=4"]);
    }
    let table = env.ok(&["--lang", "de", "standings"]);
    assert!(table.contains("nach 2 Durchgängen ·"), "{table}");
    let after = |rounds: u32, game: &str| {
        with(Lang::De, || {
            tenscore::t!("game-rounds-dative", game = game, count = rounds)
        })
    };
    assert_eq!(after(2, "pig10"), "2 Durchgängen");
    assert_eq!(after(1, "krumme10"), "1 Durchgang");
    assert_eq!(after(3, "updown"), "3 Runden");
    assert_eq!(after(1, "under10"), "1 Runde");

    let last = with(Lang::De, || {
        let words = tenscore::games::tenstuff::place_in_words(3);
        tenscore::t!("tenstuff-last-place", name = "Ann", words = words)
    });
    assert_eq!(last, "Ann wird Dritter.");
    assert!(!last.contains(".."), "{last}");

    for (lang, said) in [
        (Lang::De, "0 von 1 Runde ausgelost"),
        (Lang::Nl, "0 van 1 ronde geloot"),
        (Lang::En, "0 of 1 round drawn"),
    ] {
        let row = with(lang, || {
            tenscore::t!(
                "event-cmd-list-row",
                id = 1,
                name = "Club",
                title = "Pig 10",
                drawn = 0,
                rounds = 1,
                players = 8,
                series = ""
            )
        });
        assert!(row.contains(said), "{row}");
    }
    for (lang, said) in [
        (Lang::De, "1 von 1 Runde gespielt"),
        (Lang::Nl, "1 van 1 ronde gespeeld"),
    ] {
        let summary = with(lang, || {
            tenscore::t!(
                "event-report-summary",
                game = "Pig 10",
                played = 1,
                planned = 1
            )
        });
        assert!(summary.ends_with(said), "{summary}");
    }
}

/// `check pig10 play 5@8` (the notation of `pile` and `deal`) is refused saying the called value
/// goes after --says, as `play --help` has it, where it was said to be no Pig 10 card.
#[test]
fn pig10_play_with_the_called_value_on_the_card_points_to_says() {
    let env = TestEnv::new();
    assert_eq!(
        env.fails(&["check", "pig10", "play", "--pile", "3", "5@8"], 2),
        "'5@8' is a card with the value called after it, which `check pig10 play` takes from \
         --says; give the card alone and the value called with --says: 5 --says 8"
    );
    assert_eq!(
        env.fails(&["check", "pig10", "play", "--previous", "4@7", "4"], 2),
        "'4@7' after --previous has a called value, which the card before does not need; give \
         the card alone: --previous 4"
    );
    let line = env.fails(&["--lang", "de", "check", "pig10", "play", "5@8"], 2);
    assert!(line.ends_with("5 --says 8"), "{line}");
    // What is no card at all is still said to be none.
    let line = env.fails(&["check", "pig10", "play", "x@8"], 2);
    assert!(line.contains("is not a Pig 10 card"), "{line}");
}

/// `check under10 call` with a --call or --luck naming none of the hands speaks of the hands
/// given, not of "this match", which the referee does not have.
#[test]
fn under10_check_naming_no_hand_speaks_of_the_hands_not_a_match() {
    let env = TestEnv::new();
    assert_eq!(
        env.fails(
            &["check", "under10", "call", "--call", "Cy", "Ann=3", "Bob=2"],
            2
        ),
        "--call Cy: 'Cy' has no hand among the ones given; name one of the players whose hand is \
         given: Ann, Bob"
    );
    for lang in ["nl", "de"] {
        let line = env.fails(
            &[
                "--lang", lang, "check", "under10", "call", "--luck", "Cy", "Ann=3", "Bob=2",
            ],
            2,
        );
        assert!(
            !line.contains("Partie") && !line.contains("partij"),
            "{line}"
        );
        assert!(line.starts_with("--luck Cy: 'Cy'"), "{line}");
    }
    // A round for a match still speaks of the match.
    env.new_match(&["under10", "--players", "Ann,Bob"]);
    let line = env.fails(&["round", "Ann=3", "Bob=2", "--call", "Cy"], 2);
    assert!(line.contains("in this match"), "{line}");
}
