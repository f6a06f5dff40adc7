//! `check updown trick` in a round without trumps (issue 35, item 8): `--trump none` or no
//! `--trump` at all, and the highest card of the suit led takes the trick; without `--trump` the
//! answer says that no trump was given (s50).

use serde_json::json;

use crate::common::{TestEnv, words};

#[test]
fn without_trump_the_highest_card_of_the_suit_led_takes_the_trick() {
    let env = TestEnv::new();
    // With hearts trump 2H would take it; without trumps the king of clubs does.
    let v = env.check_json("updown", &["trick", "KC", "AS", "5C", "2H"], 0);
    assert_eq!(
        v,
        json!({
            "legal": true,
            "winner": 1,
            "card": "KC",
            "reason": "K♣ wins: no trump was given (--trump), so this is judged as a round \
                       without trumps, where the highest club (the suit led) takes the trick, \
                       and K♣ ranks above 5♣; A♠ and 2♥ are not clubs, so they cannot win."
        })
    );
    assert!(!env.db().exists());
}

#[test]
fn trump_none_is_the_same_as_leaving_it_out() {
    let env = TestEnv::new();
    for none in ["none", "NONE", " None "] {
        let text = env.check_text(
            "updown",
            &[
                "trick",
                "--trump",
                none,
                "--players",
                "Ann,Bob,Cy",
                "--leader",
                "Bob",
                "3D",
                "QD",
                "AS",
            ],
            0,
        );
        assert_eq!(
            words(&text),
            "Cy takes the trick with Q♦: there are no trumps this round, so the highest diamond \
             (the suit led) takes the trick, and Q♦ ranks above 3♦; A♠ is not a diamond, so it \
             cannot win."
        );
    }
    let alone = env.check_json("updown", &["trick", "--trump", "none", "7H", "AS", "KC"], 0);
    assert_eq!(alone["winner"], 1);
    assert_eq!(
        alone["reason"],
        "7♥ wins: there are no trumps this round and nobody else played a heart (the suit led), \
         so the led card takes the trick; A♠ and K♣ are not hearts, so they cannot win."
    );
}

#[test]
fn a_named_trump_still_wins_the_trick() {
    let env = TestEnv::new();
    let v = env.check_json(
        "updown",
        &["trick", "--trump", "hearts", "KC", "AS", "5C", "2H"],
        0,
    );
    assert_eq!(v["winner"], 4);
    assert_eq!(v["card"], "2H");
}

#[test]
fn a_no_trump_trick_is_told_in_dutch_and_german() {
    let env = TestEnv::new();
    let dutch = env
        .cmd()
        .env("COLUMNS", "1000")
        .args(["--lang", "nl", "check", "updown", "trick", "KC", "AS", "5C"])
        .output()
        .expect("tenscore runs");
    assert_eq!(
        words(&String::from_utf8_lossy(&dutch.stdout)),
        "De 1e kaart, K♣, wint de slag: er is geen troef opgegeven (--trump), dus geldt dit als \
         een ronde zonder troef: de hoogste klaverkaart (de gevraagde kleur) wint de slag, en K♣ \
         is hoger dan 5♣; A♠ is geen klaverkaart en kan dus niet winnen."
    );
    let german = env
        .cmd()
        .env("COLUMNS", "1000")
        .args([
            "--lang", "de", "check", "updown", "trick", "--trump", "none", "KC", "AS", "5C",
        ])
        .output()
        .expect("tenscore runs");
    assert_eq!(
        words(&String::from_utf8_lossy(&german.stdout)),
        "Die 1. Karte, K♣, macht den Stich: in dieser Runde gibt es keinen Trumpf, also macht \
         die höchste Kreuzkarte (die ausgespielte Farbe) den Stich, und K♣ ist höher als 5♣; A♠ \
         ist keine Kreuzkarte und kann deshalb nicht gewinnen."
    );
}

#[test]
fn a_trump_that_is_not_a_suit_names_none_too() {
    let env = TestEnv::new();
    assert_eq!(
        env.check_fails("updown", &["trick", "--trump", "nix", "KC", "AS"], 2),
        "'nix' is not a suit; a suit is C, D, H or S (♣ ♦ ♥ ♠), or \
         clubs/diamonds/hearts/spades, klaveren/ruiten/harten/schoppen; or none for a round \
         without trumps"
    );
    assert!(!env.db().exists());
}

#[test]
fn help_and_rules_say_how_to_referee_a_round_without_trumps() {
    let env = TestEnv::new();
    let help = words(&env.ok(&["check", "updown", "trick", "--help"]));
    assert!(
        help.contains(
            "In a round without trumps say --trump none: the highest card of the suit led \
             takes the trick. Left out, no trump was given: the trick is judged as a round \
             without trumps, and the answer says so."
        ),
        "{help}"
    );
    assert!(
        help.contains("none for a round without trumps (left out: judged as one)"),
        "{help}"
    );
    let rules = words(&env.ok(&["rules", "updown"]));
    assert!(
        rules.contains(
            "A table that plays a round without trumps (the rule document has none) says \
             `--trump none`: the highest card of the suit led takes the trick. With `--trump` \
             left out the trick is judged the same way, and the answer says that no trump was \
             given, so that a forgotten `--trump` shows."
        ),
        "{rules}"
    );
}
