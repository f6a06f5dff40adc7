//! `tenscore check pig10 deal`: a whole deal replayed pile after pile through the binary, who took
//! each pile and the cards each player collected; the refusals (a play out of turn, a card no
//! choice allows, a player out of cards, unreadable plays), the comparison with a deal recorded
//! with `new pig10` and `round`, and the Dutch and German words of a refusal.

use serde_json::{Value, json};

use crate::common::TestEnv;

/// The seating of the rule document's examples, clockwise.
const SEATING: &str = "Steve,Sally,Jane,Claudio";

/// A legal deal: Jane's 9 makes 16 (Sally, before her, takes 3 cards); Claudio, after Jane,
/// starts the next pile, which Sally's 10 on the frog's zero takes; Jane's and Claudio's fives
/// make 10; Steve's 8 is left in the middle.
const DEAL: [&str; 9] = [
    "Steve:4",
    "Sally:3",
    "Jane:9",
    "Claudio:1",
    "Steve:0",
    "Sally:10",
    "Jane:5",
    "Claudio:5",
    "Steve:8",
];

/// `deal --players SEATING EXTRA... PLAYS...`
fn deal_args<'a>(extra: &[&'a str], plays: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec!["deal", "--players", SEATING];
    args.extend_from_slice(extra);
    args.extend_from_slice(plays);
    args
}

fn check_json(env: &TestEnv, args: &[&str], code: i32) -> Value {
    env.check_json("pig10", args, code)
}

#[test]
fn a_legal_deal_gives_each_piles_taker_and_the_cards_each_player_collected() {
    let env = TestEnv::new();
    let v = check_json(&env, &deal_args(&[], &DEAL), 0);
    assert_eq!(
        v,
        json!({
            "legal": true,
            "piles": [
                {"taker": "Sally", "cards": 3},
                {"taker": "Sally", "cards": 3},
                {"taker": "Claudio", "cards": 2},
                {"taker": null, "cards": 1},
            ],
            "collected": {"Steve": 0, "Sally": 6, "Jane": 0, "Claudio": 2},
            "reason": "4 piles; cards collected: Steve 0, Sally 6, Jane 0, Claudio 2 (8 in all; \
                       1 card left in the middle, belonging to nobody)",
        })
    );
    let text = env.check_text("pig10", &deal_args(&[], &DEAL), 0);
    assert_eq!(
        text.trim_end(),
        "Pile 1 (Steve 4, Sally 3, Jane 9): over 10: Sally, seated before Jane, takes the 3 cards.\n\
         Pile 2 (Claudio 1, Steve 0, Sally 10): exactly 10: Sally takes the 3 cards.\n\
         Pile 3 (Jane 5, Claudio 5): exactly 10: Claudio takes the 2 cards.\n\
         Pile 4 (Steve 8): the pile stands at 8 and is still open (1 card); at the end of the deal \
         its cards belong to nobody.\n\
         4 piles; cards collected: Steve 0, Sally 6, Jane 0, Claudio 2 (8 in all; 1 card left in \
         the middle, belonging to nobody)."
    );
    // Nothing is recorded: no database file is even created.
    assert!(!env.db().exists());
}

#[test]
fn after_a_taken_pile_the_player_after_the_last_card_goes_on_not_the_taker() {
    let env = TestEnv::new();
    // Sally took pile 2 with the 10; Jane, after her, must start pile 3, not Claudio.
    let mut plays = DEAL[..6].to_vec();
    plays.push("Claudio:5");
    let v = check_json(&env, &deal_args(&[], &plays), 3);
    assert_eq!(
        v,
        json!({
            "legal": false,
            "piles": [],
            "collected": {},
            "reason": "pile 3, play 7: Claudio plays out of turn: after Sally it is Jane's turn \
                       (clockwise); give the plays in seating order: after a pile is taken, the \
                       player after the one who laid its last card plays next",
        })
    );
    let text = env.check_text("pig10", &deal_args(&[], &plays), 3);
    assert_eq!(
        text.trim_end(),
        format!("Not legal: {}.", v["reason"].as_str().unwrap())
    );
    // A value no choice gives is refused with the rule, its pile and play named.
    let mut called = DEAL[..6].to_vec();
    called.push("Jane:5@0");
    let v = check_json(&env, &deal_args(&[], &called), 3);
    assert_eq!(
        v["reason"],
        "pile 3, play 7: Jane: a 5 on an empty pile cannot make 0; the only legal value is 5"
    );
    assert!(!env.db().exists());
}

#[test]
fn with_the_deals_size_every_player_plays_their_share_and_no_more() {
    let env = TestEnv::new();
    // 7 cards for 2: Ann, who starts, plays 4 and Bob 3.
    let seven = [
        "Ann:4", "Bob:3", "Ann:3", "Bob:9", "Ann:2", "Bob:1", "Ann:1",
    ];
    let args = |cards: &'static str, plays: &[&'static str]| {
        let mut all = vec!["deal", "--players", "Ann,Bob", "--cards", cards];
        all.extend_from_slice(plays);
        all
    };
    let v = check_json(&env, &args("7", &seven), 0);
    assert_eq!(v["collected"], json!({"Ann": 3, "Bob": 2}));
    assert_eq!(
        v["piles"],
        json!([
            {"taker": "Ann", "cards": 3},
            {"taker": "Bob", "cards": 2},
            {"taker": null, "cards": 2},
        ])
    );
    // A play left out, or one too many, does not fit the deal typed (exit 2), as tricks in a
    // hand of the wrong number do.
    assert_eq!(
        env.check_fails("pig10", &args("7", &seven[..6]), 2),
        "the deal is not over: Ann still holds 1 card; play goes on until no hand holds a card: \
         give every play of the deal"
    );
    assert_eq!(
        env.check_fails("pig10", &args("6", &seven), 2),
        "pile 3, play 7: Ann has played every card the deal gave them but plays a 1; --cards 6 \
         gives Ann 3 cards: if the 7 plays given are the whole deal, give --cards 7; if not, \
         correct who played this card"
    );
}

#[test]
fn an_unreadable_play_or_deal_is_exit_2_naming_the_play() {
    let env = TestEnv::new();
    let cases: [(Vec<&str>, &str); 4] = [
        (
            deal_args(&[], &["Steve:4", "Sally:3", "Jane:11"]),
            "play 3 ('Jane:11'): '11' is not a Pig 10 card; a Pig 10 card is a number 0 to 10 \
             (0 is the frog, 5 the pigmaid)",
        ),
        (
            deal_args(&[], &["Steve:4", "Bob:3"]),
            "play 2 ('Bob:3'): 'Bob' is not among the players; name one of Steve, Sally, Jane, \
             Claudio",
        ),
        (
            deal_args(&[], &["Steve:4", "Sally 3"]),
            "play 2 ('Sally 3'): 'Sally 3' is not a play; write each play as NAME:CARD or \
             NAME:CARD@CALLED, e.g. Ann:5@0",
        ),
        (
            deal_args(&["--match", "1"], &["Steve:4"]),
            "the following required arguments were not provided: --round <R>; see `tenscore \
             check pig10 deal --help`",
        ),
    ];
    for (args, message) in cases {
        assert_eq!(env.check_fails("pig10", &args, 2), message, "{args:?}");
    }
    // A deal no table of the game can deal breaks its rules, as a --peak the deck cannot deal.
    let v = check_json(&env, &deal_args(&["--cards", "11"], &["Steve:4"]), 3);
    assert_eq!(
        v["reason"],
        "a deal of 11 cards cannot be played by 4 players; everyone is dealt 3 cards and the box \
         holds 80: give --cards from 12 to 80 for 4 players"
    );
    assert!(!env.db().exists());
}

#[test]
fn the_cards_collected_agree_or_differ_with_the_recorded_deal() {
    let env = TestEnv::new();
    let id = env.new_match(&["pig10", "--players", SEATING]);
    assert_eq!(id, 1);
    env.json(&["round", "Steve=0", "Sally=6", "Jane=0", "Claudio=2"]);
    env.json(&["round", "Steve=0", "Sally=5", "Jane=1", "Claudio=2"]);
    let before = env.db_bytes();

    let agrees = check_json(
        &env,
        &deal_args(&["--match", "1", "--round", "1"], &DEAL),
        0,
    );
    assert_eq!(agrees["recorded"], "agrees");
    assert_eq!(
        agrees["collected"],
        json!({"Steve": 0, "Sally": 6, "Jane": 0, "Claudio": 2})
    );
    let text = env.check_text(
        "pig10",
        &deal_args(&["--match", "1", "--round", "1"], &DEAL),
        0,
    );
    assert!(
        text.ends_with("\nDeal 1 of match 1 as recorded agrees.\n"),
        "{text}"
    );

    let differs = check_json(
        &env,
        &deal_args(&["--match", "1", "--round", "2"], &DEAL),
        0,
    );
    assert_eq!(differs["recorded"], "differs");
    assert_eq!(differs["legal"], true);
    let text = env.check_text(
        "pig10",
        &deal_args(&["--match", "1", "--round", "2"], &DEAL),
        0,
    );
    assert!(
        text.ends_with(
            "\nDeal 2 of match 1 as recorded differs: it says Steve 0, Sally 5, Jane 1, Claudio 2.\n"
        ),
        "{text}"
    );
    // Without --match, the most recent unfinished match: match 1.
    let text = env.check_text("pig10", &deal_args(&["--round", "1"], &DEAL), 0);
    assert!(
        text.ends_with("\nDeal 1 of match 1 as recorded agrees.\n"),
        "{text}"
    );
    // Without a comparison the verdict has no "recorded".
    assert!(
        check_json(&env, &deal_args(&[], &DEAL), 0)
            .get("recorded")
            .is_none()
    );

    // A deal that breaks a rule is not compared: the verdict says why it is not legal.
    let mut out_of_turn = DEAL[..6].to_vec();
    out_of_turn.push("Claudio:5");
    let refused = check_json(
        &env,
        &deal_args(&["--match", "1", "--round", "1"], &out_of_turn),
        3,
    );
    assert!(refused.get("recorded").is_none(), "{refused}");

    // The round, the players and the game must be the recorded match's (exit 2).
    env.new_match(&["updown", "--players", SEATING]);
    let cases: [(Vec<&str>, &str); 3] = [
        (
            deal_args(&["--match", "1", "--round", "3"], &DEAL),
            "match 1 has no recorded deal 3; they are numbered 1 to 2 (see `tenscore show 1`)",
        ),
        (
            vec![
                "deal",
                "--players",
                "Steve,Sally,Jane",
                "--match",
                "1",
                "--round",
                "1",
                "Steve:4",
            ],
            "match 1 seats other players: Steve, Sally, Jane, Claudio; give --players exactly \
             the players of match 1, or another --match",
        ),
        (
            deal_args(&["--match", "2", "--round", "1"], &DEAL),
            "match 2 is a 10 op en neer match, not Pig 10; give --match the number of a match of \
             this game (see `tenscore history`)",
        ),
    ];
    let before_cases = env.db_bytes();
    for (args, message) in cases {
        assert_eq!(env.check_fails("pig10", &args, 2), message, "{args:?}");
    }
    assert_eq!(
        env.db_bytes(),
        before_cases,
        "a check wrote to the database"
    );
    assert_ne!(before, before_cases, "the second match was recorded");
}

#[test]
fn a_play_out_of_turn_is_refused_in_dutch_and_german() {
    let env = TestEnv::new();
    let mut plays = DEAL[..6].to_vec();
    plays.push("Claudio:5");
    let reason = |lang: &str| {
        let mut all = vec!["--lang", lang, "--json", "check", "pig10"];
        all.extend(deal_args(&[], &plays));
        let v: Value = serde_json::from_str(&env.wide(&all, 3)).unwrap();
        v["reason"].clone()
    };
    assert_eq!(
        reason("nl"),
        "stapel 3, zet 7: Claudio is niet aan de beurt: na Sally is Jane aan de beurt (met de \
         klok mee); geef de zetten in de volgorde waarin de spelers zitten: na een gepakte stapel \
         is de speler ná wie de laatste kaart legde aan de beurt"
    );
    assert_eq!(
        reason("de"),
        "Stapel 3, Zug 7: Claudio ist nicht an der Reihe: nach Sally ist Jane dran (im \
         Uhrzeigersinn); die Züge in Sitzreihenfolge angeben: nach einem genommenen Stapel ist \
         der Spieler nach dem dran, der die letzte Karte gelegt hat"
    );
}

#[test]
fn a_recorded_deal_is_replayed_at_the_matchs_seating() {
    let env = TestEnv::new();
    env.new_match(&["pig10", "--players", SEATING]);
    env.json(&["round", "Steve=0", "Sally=6", "Jane=0", "Claudio=2"]);
    let before = env.db_bytes();
    // Left out, --players is the match's seating.
    let taken = ["deal", "--match", "1", "--round", "1"];
    let v = check_json(&env, &[&taken[..], &DEAL[..]].concat(), 0);
    assert_eq!(v["recorded"], "agrees");
    // The same players in another order are another table: refused, not compared (exit 2).
    let reseated = [
        "deal",
        "--players",
        "Steve,Jane,Sally,Claudio",
        "--match",
        "1",
        "--round",
        "1",
    ];
    assert_eq!(
        env.check_fails("pig10", &[&reseated[..], &DEAL[..]].concat(), 2),
        "match 1 seats its players in the order Steve, Sally, Jane, Claudio, not Steve, Jane, \
         Sally, Claudio; leave out --players to take the match's seating"
    );
    assert_eq!(env.db_bytes(), before);
    // Without a recorded deal the seating must be given.
    let refused = env.check_fails("pig10", &[&["deal"][..], &DEAL[..]].concat(), 2);
    assert!(refused.contains("--players"), "{refused}");
}

#[test]
fn an_unfinished_deal_names_everyone_still_holding_cards() {
    let env = TestEnv::new();
    let args = [
        "deal",
        "--players",
        "Ann,Bob",
        "--cards",
        "6",
        "Ann:4",
        "Bob:6",
        "Ann:3",
        "Bob:9",
    ];
    assert_eq!(
        env.check_fails("pig10", &args, 2),
        "the deal is not over: Ann still holds 1 card and Bob still holds 1 card; play goes on \
         until no hand holds a card: give every play of the deal"
    );
}
