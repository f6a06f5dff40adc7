//! Issue 35, item 10: Dutch and German that read as if written in them. A yes/no question shows
//! its keys and default in the language spoken; a new match counts its players; the call "lukt"
//! or "gaat mis" in one wording everywhere; "doet nog mee"; one word per idea (a deal or a
//! Krumme10 game is a "potje", a "Durchgang"); and an answer refused inside `play` says what to
//! type at the prompt, not which command line to use.

use crate::common::TestEnv;
use crate::pty_play::{answer, choose, ends_well, expect, key, spawn};

const UP: &str = "\x1b[A";

/// Waits for `item` in the menu and picks the item above it (from the first, the last: quit).
fn quit_from(p: &mut rexpect::session::PtySession, item: &str) {
    expect(p, item);
    p.send(&format!("{UP}\n")).expect("keys sent");
    p.flush().expect("keys sent");
}

/// Under the 10 for Ann and Bob, two rounds in.
fn two_rounds() -> TestEnv {
    let env = TestEnv::new();
    env.new_match(&["under10", "--players", "Ann,Bob"]);
    env.ok(&["round", "Ann=2", "Bob=14", "--call", "Ann"]);
    env.ok(&["round", "Ann=30", "Bob=5", "--call", "Bob"]);
    env
}

#[test]
fn a_yes_no_question_shows_its_keys_and_default_in_dutch_and_j_answers_yes() {
    let env = two_rounds();
    let mut p = spawn(&env, &["--lang", "nl", "play", "1"]);
    choose(&mut p, "Noteer ronde 3", 1);
    key(
        &mut p,
        "Wil je ronde 2 terugnemen? Het blijft bewaard in het logboek. [j/N] ",
        "j",
    );
    expect(&mut p, "Het blijft bewaard in het logboek. ja");
    expect(&mut p, "onde 2 is teruggenomen uit partij 1");
    quit_from(&mut p, "Noteer ronde 2");
    ends_well(p);
    assert_eq!(env.standings(1)["rounds"], 1);
}

#[test]
fn a_yes_no_question_says_nein_in_german_and_yes_no_in_english() {
    let env = two_rounds();
    let mut p = spawn(&env, &["--lang", "de", "play", "1"]);
    choose(&mut p, "Runde 3 eintragen", 1);
    key(
        &mut p,
        "Wirklich Runde 2 zurücknehmen? Es bleibt im Protokoll erhalten. [j/N] ",
        "n",
    );
    expect(&mut p, "Es bleibt im Protokoll erhalten. nein");
    quit_from(&mut p, "Runde 3 eintragen");
    ends_well(p);
    assert_eq!(env.standings(1)["rounds"], 2);

    let mut p = spawn(&env, &["play", "1"]);
    choose(&mut p, "Record round 3", 1);
    key(
        &mut p,
        "Withdraw round 2? It stays in the audit trail. [y/N] ",
        "n",
    );
    expect(&mut p, "It stays in the audit trail. no");
    quit_from(&mut p, "Record round 3");
    ends_well(p);
    assert_eq!(env.standings(1)["rounds"], 2);
}

#[test]
fn a_hand_refused_in_play_says_what_to_type_at_the_prompt() {
    for (lang, record, call, caller, hand, hint, recorded) in [
        (
            "en",
            "Record round 1",
            "How did round 1 end?",
            "Ann (caller): points in hand",
            "Bob: points in hand",
            "card points alone: 12",
            "Round 1 recorded",
        ),
        (
            "nl",
            "Noteer ronde 1",
            "Hoe eindigde ronde 1?",
            "Ann (roeper): punten in de hand",
            "Bob: punten in de hand",
            "kaartpunten: 12",
            "Ronde 1 genoteerd",
        ),
    ] {
        let env = TestEnv::new();
        env.new_match(&["under10", "--players", "Ann,Bob"]);
        let mut p = spawn(&env, &["--lang", lang, "play", "1"]);
        choose(&mut p, record, 0);
        choose(&mut p, call, 0);
        choose(&mut p, "Ann", 0);
        if lang == "nl" {
            expect(
                &mut p,
                "Punten die iedereen nog in de hand heeft in ronde 1, bijv. 7;",
            );
        }
        answer(&mut p, caller, "3");
        answer(&mut p, hand, "12+joker");
        let refused = screen_until(&mut p, hint);
        assert!(!refused.contains("Bob="), "{refused}");
        assert!(!refused.contains("--bonus-cards"), "{refused}");
        answer(&mut p, hand, "12");
        expect(&mut p, recorded);
        quit_from(
            &mut p,
            if lang == "nl" {
                "Noteer ronde 2"
            } else {
                "Record round 2"
            },
        );
        ends_well(p);
        assert_eq!(
            env.scores(1),
            crate::pty_play::pairs(&[("Ann", 0), ("Bob", 12)])
        );
    }
}

/// The screen up to `text` (and `text`), decoded.
fn screen_until(p: &mut rexpect::session::PtySession, text: &str) -> String {
    let wanted: String = text.bytes().map(char::from).collect();
    let read = p
        .exp_string(&wanted)
        .unwrap_or_else(|e| panic!("waiting for {text:?}: {e}"));
    let bytes: Vec<u8> = read.chars().map(|c| c as u8).collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

#[test]
fn a_new_match_counts_its_players_in_every_language() {
    for (lang, first) in [
        (
            "en",
            "Match 1 started: Under the 10 for 3 (last one standing wins, bonus cards off).",
        ),
        (
            "nl",
            "Partij 1 begonnen: Onder de 10 met 3 spelers (wie als laatste overblijft wint, \
             zonder bonuskaarten).",
        ),
        (
            "de",
            "Partie 1 begonnen: Unter der 10 mit 3 Spielern (wer als Letzter übrig bleibt, \
             gewinnt, ohne Bonuskarten).",
        ),
    ] {
        let env = TestEnv::new();
        let text = env.ok(&["--lang", lang, "new", "under10", "--players", "Ann,Bob,Cy"]);
        assert_eq!(text.lines().next(), Some(first), "{lang}");
    }
}

#[test]
fn the_call_lukt_or_gaat_mis_in_one_wording_and_a_player_still_in_doet_nog_mee() {
    let env = TestEnv::new();
    env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    let stands = env.wide(
        &[
            "--lang", "nl", "round", "Ann=3", "Bob=20", "Cy=7", "--call", "Ann",
        ],
        0,
    );
    assert!(
        stands.contains(
            "Ann riep met 3 punten en niemand anders had 3 of minder — de roep lukt: Ann krijgt 0, \
             de anderen krijgen de punten in hun hand."
        ),
        "{stands}"
    );
    assert!(stands.contains("Onder de 10 geroepen"), "{stands}");
    assert!(stands.contains("doet nog mee"), "{stands}");
    let fails = env.wide(
        &[
            "--lang", "nl", "round", "Ann=9", "Bob=20", "Cy=7", "--call", "Ann",
        ],
        0,
    );
    assert!(
        fails.contains(
            "Ann riep met 9 punten, maar Cy had 7 — de roep ging mis: Ann krijgt 20 + 9 = 29, \
             Cy (laagste) krijgt 0."
        ),
        "{fails}"
    );
    assert!(fails.contains("roep ging mis (+20)"), "{fails}");
    let dutch = env.wide(
        &[
            "--lang", "nl", "check", "under10", "call", "--call", "Ann", "Ann=7", "Bob=6",
        ],
        0,
    );
    assert_eq!(
        dutch.lines().next(),
        Some("De roep mag, maar hij gaat mis.")
    );
    let rules = env.wide(&["--lang", "nl", "rules", "under10"], 0);
    for stiff in ["blijft staan", "mislukt", "roep mislukt"] {
        assert!(!rules.contains(stiff), "{stiff} in\n{rules}");
    }
    assert!(rules.contains("lukt de roep?"), "{rules}");
    let german = env.wide(
        &[
            "--lang", "de", "round", "Ann=9", "Bob=20", "Cy=7", "--call", "Ann",
        ],
        0,
    );
    assert!(
        german.contains("— der Ruf scheitert: Ann bekommt 20 + 9 = 29"),
        "{german}"
    );
}

/// The words of `text` that are `word` or its plural, whole words only.
fn says(text: &str, words: &[&str]) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| words.contains(w))
        .map(str::to_string)
        .collect()
}

#[test]
fn a_pig10_deal_and_a_krumme10_game_are_one_word_in_dutch_and_in_german() {
    let env = TestEnv::new();
    env.new_match(&["pig10", "--players", "Ann,Bob,Cy"]);
    let pig10 = env.wide(&["--lang", "nl", "round", "Ann=10", "Bob=20", "Cy=5"], 0);
    assert!(
        pig10.starts_with("Potje 1 genoteerd in partij 1, Pig 10"),
        "{pig10}"
    );
    assert!(
        pig10.contains("De meeste kaarten in dit potje: Bob met 20."),
        "{pig10}"
    );
    env.new_match(&["krumme10", "--players", "Ann,Bob,Cy"]);
    let krumme10 = env.wide(&["--lang", "nl", "round", "Ann=10", "Bob=20", "Cy=5"], 0);
    assert!(
        krumme10.starts_with("Potje 1 genoteerd in partij 2, Krumme10"),
        "{krumme10}"
    );
    let german = env.wide(&["--lang", "de", "round", "1", "Ann=1", "Bob=2", "Cy=3"], 0);
    assert!(
        german.starts_with("Durchgang 2 eingetragen in Partie 1, Pig 10"),
        "{german}"
    );
    let german = env.wide(&["--lang", "de", "round", "2", "Ann=1", "Bob=2", "Cy=3"], 0);
    assert!(
        german.starts_with("Durchgang 2 eingetragen in Partie 2, Krumme10"),
        "{german}"
    );
    // "spel" is the game itself in Dutch (and "in het spel" is in play), never a deal.
    let dutch = env.wide(&["--lang", "nl", "rules", "pig10"], 0);
    assert_eq!(
        says(&dutch, &["spel", "spellen", "Spel", "Spellen"]),
        Vec::<String>::new()
    );
    for game in ["pig10", "tenstuff"] {
        let dutch = env.wide(&["--lang", "nl", "rules", game], 0);
        assert!(!says(&dutch, &["potje", "potjes"]).is_empty(), "{game}");
        let german = env.wide(&["--lang", "de", "rules", game], 0);
        assert!(
            !says(&german, &["Durchgang", "Durchgänge"]).is_empty(),
            "{game}"
        );
    }
    let shown = env.wide(&["--lang", "nl", "show", "1"], 0);
    assert!(shown.contains("na 2 potjes"), "{shown}");
}
