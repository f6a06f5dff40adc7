//! `tenscore play` in Dutch and German, on a pseudo-terminal as a person at the table plays it: a
//! whole 10 op en neer match in Dutch, a Pig 10 deal in German with a count refused with its
//! German reason and `zurück` typed to go back, and a check that neither screen says an English
//! word. The results are read back with `tenscore --json standings`.

use rexpect::process::WaitStatus;
use rexpect::session::PtySession;

use crate::common::TestEnv;
use crate::pty_play::spawn;

const DOWN: &str = "\x1b[B";
const UP: &str = "\x1b[A";

/// English words that would give away a sentence of `play` left untranslated.
const ENGLISH: &[&str] = &[
    "round",
    "rounds",
    "player",
    "players",
    "points",
    "undo",
    "quit",
    "match",
    "cards",
    "the",
    "type",
    "back",
    "record",
    "bids",
    "tricks",
    "show",
    "finish",
    "abandon",
    "what",
    "next",
    "saved",
    "resume",
    "deal",
    "game",
    "withdraw",
    "done",
    "again",
    "collected",
    "which",
    "with",
    "and",
    "each",
    "trump",
    "recorded",
    "first",
    "many",
    "holds",
    "whole",
    "number",
    "see",
    "it",
    "error",
];

/// A session on a pseudo-terminal and everything it showed so far, decoded.
struct Session {
    p: PtySession,
    seen: String,
}

impl Session {
    fn start(env: &TestEnv, args: &[&str]) -> Session {
        Session {
            p: spawn(env, args),
            seen: String::new(),
        }
    }

    /// Waits for `text` on the screen; returns what came before it (and keeps it, with `text`).
    fn expect(&mut self, text: &str) -> String {
        let wanted: String = text.bytes().map(char::from).collect();
        let read = self
            .p
            .exp_string(&wanted)
            .unwrap_or_else(|e| panic!("waiting for {text:?}: {e}\nseen so far:\n{}", self.seen));
        let bytes: Vec<u8> = read.chars().map(|c| c as u8).collect();
        let before = String::from_utf8_lossy(&bytes).into_owned();
        self.seen.push_str(&before);
        self.seen.push_str(text);
        before
    }

    /// Waits for the question, then types the answer and Enter.
    fn answer(&mut self, question: &str, text: &str) {
        self.expect(question);
        self.p.send_line(text).expect("typed");
    }

    /// Waits for a yes/no question, then presses the key and Enter.
    fn key(&mut self, question: &str, key: &str) {
        self.expect(question);
        self.p.send(&format!("{key}\n")).expect("key sent");
        self.p.flush().expect("key sent");
    }

    /// Waits for `item` in a list, then moves `down` items down (up when negative) and presses
    /// Enter.
    fn choose(&mut self, item: &str, down: i32) {
        self.expect(item);
        self.press(down);
    }

    /// Moves `down` items down (up when negative) in the list on the screen and presses Enter.
    fn press(&mut self, down: i32) {
        let keys = if down >= 0 {
            DOWN.repeat(down.unsigned_abs() as usize)
        } else {
            UP.repeat(down.unsigned_abs() as usize)
        };
        self.p.send(&format!("{keys}\n")).expect("keys sent");
        self.p.flush().expect("keys sent");
    }

    /// Waits for the end, checks exit 0, and returns everything the session showed.
    fn ends_well(mut self) -> String {
        let rest = self
            .p
            .exp_eof()
            .unwrap_or_else(|e| panic!("waiting for the end: {e}"));
        let bytes: Vec<u8> = rest.chars().map(|c| c as u8).collect();
        self.seen.push_str(&String::from_utf8_lossy(&bytes));
        match self.p.process().wait() {
            Ok(WaitStatus::Exited(_, 0)) => {}
            other => panic!("tenscore play ended with {other:?}"),
        }
        self.seen
    }
}

/// Every player's score in the standings, by name, and the standings themselves.
fn scores(env: &TestEnv, id: i64) -> (Vec<(String, i64)>, serde_json::Value) {
    (env.scores(id), env.standings(id))
}

fn pairs(expected: &[(&str, i64)]) -> Vec<(String, i64)> {
    let mut pairs: Vec<(String, i64)> = (expected.iter())
        .map(|(name, score)| (name.to_string(), *score))
        .collect();
    pairs.sort();
    pairs
}

/// The English words of `ENGLISH` a screen says, outside what it quotes as a command and
/// outside the escape sequences that draw it.
fn english_words(screen: &str) -> Vec<String> {
    let plain = without_escapes(screen);
    crate::common::english_words(&crate::common::outside_backticks(&plain), ENGLISH)
}

/// `text` without the terminal's escape sequences (ESC [ ... letter).
fn without_escapes(text: &str) -> String {
    let mut plain = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\x1b' {
            plain.push(c);
            continue;
        }
        if chars.next() == Some('[') {
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() || c == '~' {
                    break;
                }
            }
        }
    }
    plain
}

/// A whole 10 op en neer match of three rounds (1, 2 and 1 card) typed in Dutch, with `terug`
/// once, to the end the rules give it; the screen it showed.
fn updown_match_in_dutch(env: &TestEnv) -> String {
    let mut s = Session::start(
        env,
        &[
            "--lang",
            "nl",
            "play",
            "updown",
            "--players",
            "Ann,Bob,Cy",
            "--peak",
            "2",
        ],
    );
    s.expect("Partij 1 begonnen");
    s.expect("Ronde 1 van 3: 1 kaart per speler. Ann biedt als eerste en komt uit.");

    // Round 1, one card, Ann bids first: Ann 1, Bob 0, Cy 0; Ann takes the trick.
    s.choose("Noteer ronde 1", 0);
    s.expect("Wat nu?");
    s.expect(
        "Biedingen voor ronde 1, vanaf Ann de tafel rond; typ terug om één antwoord terug te gaan.",
    );
    s.answer("Troefkleur", "");
    s.answer("Bod van Ann (0–1)", "1");
    s.answer("Bod van Bob (0–1)", "0");
    s.answer("Bod van Cy (0–1)", "0");
    s.expect("Biedingen: Ann 1, Bob 0, Cy 0");
    s.answer("Slagen van Ann (bod 1)", "1");
    s.answer("Slagen van Bob (bod 0)", "0");
    s.answer("Slagen van Cy (bod 0) [0]", "");
    s.expect("Ronde 1 genoteerd");

    // The menu offers the round, undo, a fix, show, finish, abandon and quit, in Dutch.
    let menu = s.expect("Stop (alles wat genoteerd is, blijft bewaard)");
    for item in [
        "Noteer ronde 2",
        "Neem ronde 1 terug",
        "Verbeter achteraf een ronde",
        "Toon de hele partij",
        "Beëindig de partij nu (de huidige stand is de eindstand)",
        "Breek de partij af (geen winnaar)",
    ] {
        assert!(menu.contains(item), "no {item:?} in:\n{menu}");
    }

    // Round 2, two cards, Bob bids first: Bob types 2, goes back with `terug` from Cy's bid and
    // bids 1; Cy 1, Ann 0. Bob takes one trick, Ann the other.
    s.press(0);
    s.expect("Biedingen voor ronde 2, vanaf Bob de tafel rond");
    s.answer("Troefkleur", "harten");
    s.answer("Bod van Bob (0–2)", "2");
    s.answer("Bod van Cy (0–2)", "terug");
    s.answer("Bod van Bob (0–2) [2]", "1");
    s.answer("Bod van Cy (0–2)", "1");
    s.answer("Bod van Ann (0–2)", "0");
    s.expect("harten is troef");
    s.answer("Slagen van Bob (bod 1)", "1");
    s.answer("Slagen van Cy (bod 1)", "0");
    s.answer("Slagen van Ann (bod 0) [1]", "");
    s.expect("Ronde 2 genoteerd");

    // Round 3, one card again, Cy bids first: all bid 0, Bob takes the trick.
    s.choose("Noteer ronde 3", 0);
    s.expect("Biedingen voor ronde 3, vanaf Cy de tafel rond");
    s.answer("Troefkleur", "");
    s.answer("Bod van Cy (0–1)", "0");
    s.answer("Bod van Ann (0–1)", "0");
    s.answer("Bod van Bob (0–1)", "0");
    s.answer("Slagen van Cy (bod 0)", "0");
    s.answer("Slagen van Ann (bod 0)", "0");
    s.answer("Slagen van Bob (bod 0) [1]", "");
    s.expect("Ronde 3 genoteerd");

    // The rules end the match: no next round; the last one may still be undone. Klaar leaves.
    let menu = s.expect("De partij is voorbij. Wat nu?");
    assert!(!menu.contains("Noteer ronde 4"), "{menu}");
    s.expect("Neem ronde 3 terug (de partij gaat weer open)");
    // Undo is asked to be confirmed, and declined; Klaar is highlighted, undo three items up.
    s.choose("Klaar", -3);
    s.key(
        "Wil je ronde 3 terugnemen? Het blijft bewaard in het logboek.",
        "n",
    );
    s.expect("Niets teruggenomen.");
    s.choose("Klaar", 0);
    s.expect("Partij 1 is afgelopen; bekijk haar opnieuw met `tenscore show 1`.");
    s.ends_well()
}

#[test]
fn lang_play_a_whole_updown_match_is_played_in_dutch() {
    let env = TestEnv::new();
    updown_match_in_dutch(&env);

    // Round 1: Ann 1 + 10, Bob 10, Cy 10. Round 2: Bob 1 + 10, Cy 0 (bid 1, took 0), Ann 0 (bid
    // 0, took 1). Round 3: Cy 10, Ann 10, Bob 0 (bid 0, took 1).
    let (scores, standings) = scores(&env, 1);
    assert_eq!(scores, pairs(&[("Ann", 21), ("Bob", 21), ("Cy", 20)]));
    assert_eq!(standings["status"], "finished");
    assert_eq!(standings["rounds"], 3);
    assert_eq!(standings["winners"], serde_json::json!(["Ann", "Bob"]));
    // The bid Bob went back from was never recorded.
    let shown = env.json(&["show", "1"]);
    assert_eq!(
        shown["rounds"][1]["opening"]["bids"],
        serde_json::json!([0, 1, 1])
    );
    assert_eq!(shown["rounds"][1]["opening"]["trump"], "hearts");
}

/// One Pig 10 deal typed in German from the start screen's questions (the game, the players):
/// a count over the box refused with its German reason, one that would make the sum too big, a
/// word refused, `zurück` to go back one answer; then Quit. The screen it showed.
fn pig10_deal_in_german(env: &TestEnv) -> String {
    let mut s = Session::start(env, &["--lang", "de", "play"]);
    // Under the 10, 10 op en neer, Pig 10, ...: Pig 10 is the third.
    s.choose("Welches Spiel?", 2);
    s.answer(
        "Spieler im Uhrzeigersinn (z. B. Ann, Bob, Cy)",
        "Anke, Bernd, Carla",
    );
    s.expect("Partie 1 begonnen");
    s.choose("Durchgang 1 eintragen", 0);
    s.expect(
        "Gesammelte Karten jedes Spielers in Durchgang 1 (in der Schachtel sind 80); tippe zurück, \
         um eine Antwort zurückzugehen.",
    );
    // 81 alone is too many: the box holds 80.
    s.answer("Anke: gesammelte Karten", "81");
    s.expect("Fehler: 81 sind zu viele: in der Schachtel sind 80 Karten");
    s.answer("Anke: gesammelte Karten", "50");
    // 50 and 31 make 81: which count is wrong?
    s.answer("Bernd: gesammelte Karten", "31");
    s.expect("Anke 50 und Bernd 31 ergeben 81 Karten, aber in der Schachtel sind 80");
    s.expect("welche Zahl stimmt nicht? Tippe die von Bernd noch einmal");
    // Anke's was wrong: back to it, 40 instead of the 50 offered.
    s.answer("Bernd: gesammelte Karten", "zurück");
    s.answer("Anke: gesammelte Karten [50]", "40");
    s.answer("Bernd: gesammelte Karten", "31");
    s.answer("Carla: gesammelte Karten", "neun");
    // The answer is named, then what is wanted (wrapped at 80 columns).
    s.expect("Fehler: 'neun' ist keine ganze Zahl: nur die Ziffern 0 bis 9 werden gelesen");
    s.expect("Karten als ganze Zahl an, 0 bis 9");
    s.answer("Carla: gesammelte Karten", "9");
    s.expect("Durchgang 1 eingetragen");
    // Quit, the last item: up from the first one.
    s.choose("Aufhören (alles Eingetragene bleibt gespeichert)", -1);
    s.expect("Partie 1 ist gespeichert: 1 Durchgang eingetragen. Weiter mit `tenscore play`.");
    s.ends_well()
}

#[test]
fn lang_play_a_pig10_deal_is_typed_in_german_and_a_wrong_count_told_why() {
    let env = TestEnv::new();
    pig10_deal_in_german(&env);
    let (scores, standings) = scores(&env, 1);
    assert_eq!(scores, pairs(&[("Anke", 40), ("Bernd", 31), ("Carla", 9)]));
    assert_eq!(standings["status"], "in-progress");
    assert_eq!(standings["rounds"], 1);
}

#[test]
fn lang_play_says_no_english_word_in_dutch_or_german() {
    for (lang, screen) in [
        ("nl", updown_match_in_dutch(&TestEnv::new())),
        ("de", pig10_deal_in_german(&TestEnv::new())),
    ] {
        let found = english_words(&screen);
        assert!(
            found.is_empty(),
            "{lang}: English words {found:?} in:\n{}",
            without_escapes(&screen)
        );
    }
}

#[test]
fn lang_play_english_words_are_found_outside_escapes_and_commands() {
    let screen = "\x1b[2KWat nu?\x1b[1A Resume with `tenscore play`, the round";
    assert_eq!(english_words(screen), ["Resume", "with", "the", "round"]);
}
