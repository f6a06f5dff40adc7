//! `tenscore check updown`: who takes a trick, whether a card may follow, which bids are allowed;
//! nothing is recorded.

use serde_json::{Value, json};

use crate::common::TestEnv;

fn check_json(env: &TestEnv, args: &[&str], code: i32) -> Value {
    env.check_json("updown", args, code)
}

fn check_text(env: &TestEnv, args: &[&str], code: i32) -> String {
    env.check_text("updown", args, code)
}

fn check_fails(env: &TestEnv, args: &[&str], code: i32) -> String {
    env.check_fails("updown", args, code)
}

const EXAMPLE_REASON: &str = "2♥ wins: it is the only trump (hearts) in the trick, and a trump \
                              beats every card of another suit, even A♠.";

#[test]
fn the_rule_documents_example_goes_to_the_fourth_card() {
    let env = TestEnv::new();
    // Hearts trump; KC led, then AS (no clubs), 5C, 2H (a trump, no clubs): player 4 takes it.
    let v = check_json(
        &env,
        &["trick", "--trump", "hearts", "KC", "AS", "5C", "2H"],
        0,
    );
    assert_eq!(
        v,
        json!({"legal": true, "winner": 4, "card": "2H", "reason": EXAMPLE_REASON})
    );
    let text = check_text(&env, &["trick", "--trump", "H", "KC", "AS", "5C", "2H"], 0);
    assert_eq!(
        text.trim_end(),
        "The 4th card, 2♥, takes the trick: it is the only trump (hearts) in the trick, and a \
         trump beats every card of another suit, even A♠."
    );
    // Nothing is recorded: no database file is even created.
    assert!(!env.db().exists());
}

#[test]
fn with_players_and_a_leader_the_winner_is_named() {
    let env = TestEnv::new();
    // Bob leads, so Cy plays 2nd, Dee 3rd and Ann 4th: Ann's 2H takes it.
    let args = [
        "trick",
        "--trump",
        "H",
        "--players",
        "Ann,Bob,Cy,Dee",
        "--leader",
        "Bob",
        "KC",
        "AS",
        "5C",
        "2H",
    ];
    let v = check_json(&env, &args, 0);
    assert_eq!(
        v,
        json!({"legal": true, "winner": "Ann", "card": "2H", "reason": EXAMPLE_REASON})
    );
    let text = check_text(&env, &args, 0);
    assert_eq!(
        text.trim_end(),
        "Ann takes the trick with 2♥: it is the only trump (hearts) in the trick, and a trump \
         beats every card of another suit, even A♠."
    );
    // The leader is found whatever the case; Dee leads, so Cy plays 4th.
    let v = check_json(
        &env,
        &[
            "trick",
            "--trump",
            "H",
            "--players",
            "Ann,Bob,Cy,Dee",
            "--leader",
            "dee",
            "KC",
            "AS",
            "5C",
            "2H",
        ],
        0,
    );
    assert_eq!(v["winner"], "Cy");
    // Without --leader the first player leads.
    let v = check_json(
        &env,
        &[
            "trick",
            "--trump",
            "H",
            "KC",
            "AS",
            "5C",
            "2H",
            "--players",
            "Ann,Bob,Cy,Dee",
        ],
        0,
    );
    assert_eq!(v["winner"], "Dee");
    // A leader who is not at the table.
    assert_eq!(
        check_fails(
            &env,
            &[
                "trick",
                "--trump",
                "H",
                "--players",
                "Ann,Bob,Cy,Dee",
                "--leader",
                "Zed",
                "KC",
                "AS",
                "5C",
                "2H",
            ],
            2
        ),
        "the leader 'Zed' is not among the players; name one of Ann, Bob, Cy, Dee"
    );
}

#[test]
fn without_a_trump_the_highest_card_of_the_suit_led_wins() {
    let env = TestEnv::new();
    let v = check_json(&env, &["trick", "--trump", "S", "5D", "AC", "9D", "2D"], 0);
    assert_eq!(
        v,
        json!({
            "legal": true,
            "winner": 3,
            "card": "9D",
            "reason": "9♦ wins: no trump (spades) was played, so the highest diamond (the suit led) \
                       takes the trick, and 9♦ ranks above 5♦ and 2♦; A♣ is neither a diamond \
                       nor a trump, so it cannot win."
        })
    );
    // 2 .. 10, jack, queen, king, ace.
    let order = [
        ("10H", "JH", 2),
        ("JH", "QH", 2),
        ("QH", "KH", 2),
        ("KH", "AH", 2),
        ("AH", "KH", 1),
        ("10H", "9H", 1),
        ("2H", "3H", 2),
    ];
    for (led, second, winner) in order {
        let v = check_json(&env, &["trick", "--trump", "C", led, second, "4D"], 0);
        assert_eq!(v["winner"], winner, "{led} {second}: {v}");
    }
}

#[test]
fn an_off_suit_ace_cannot_win() {
    let env = TestEnv::new();
    let v = check_json(&env, &["trick", "--trump", "S", "2C", "AD", "3C"], 0);
    assert_eq!(v["winner"], 3);
    assert_eq!(v["card"], "3C");
    assert_eq!(v["legal"], true);
}

#[test]
fn when_trump_is_led_the_highest_trump_wins() {
    let env = TestEnv::new();
    let v = check_json(&env, &["trick", "--trump", "S", "5S", "AD", "9S", "2D"], 0);
    assert_eq!(
        v,
        json!({
            "legal": true,
            "winner": 3,
            "card": "9S",
            "reason": "9♠ wins: it is the highest trump (spades, the suit led), above 5♠, and a \
                       trump beats every card of another suit, even A♦."
        })
    );
    // Two trumps on a club lead: the higher trump wins.
    let v = check_json(&env, &["trick", "--trump", "H", "AC", "3H", "2H", "KC"], 0);
    assert_eq!(v["winner"], 2);
    assert_eq!(v["card"], "3H");
}

#[test]
fn cards_and_suits_may_be_written_in_every_documented_way() {
    let env = TestEnv::new();
    for args in [
        vec!["--trump", "hearts", "KC", "AS", "5C", "2H"],
        vec!["--trump", "harten", "kc", "as", "5c", "2h"],
        vec!["--trump", "♥", "K♣", "A♠", "5♣", "2♥"],
        vec!["--trump", "h", "KC,AS,5C,2H"],
        vec!["--trump", "H", "KC AS 5C 2H"],
    ] {
        let mut all = vec!["trick"];
        all.extend(args.iter().copied());
        let v = check_json(&env, &all, 0);
        assert_eq!(v["winner"], 4, "{args:?}");
        assert_eq!(v["card"], "2H", "{args:?}");
    }
    let v = check_json(
        &env,
        &["trick", "--trump", "klaveren", "9C", "TC", "10D"],
        0,
    );
    assert_eq!(v["winner"], 2);
    assert_eq!(v["card"], "10C");
}

#[test]
fn a_trick_that_cannot_be_is_not_legal_exit_3() {
    let env = TestEnv::new();
    // A card listed twice is impossible input: exit 2 and one line, before the count is judged.
    assert_eq!(
        env.check_fails("updown", &["trick", "--trump", "H", "2H", "2h", "3H"], 2),
        "2♥ is played twice in this trick (cards 1 and 2), but a deck holds each card once; each \
         card played once, in the order played, the led card first"
    );
    assert_eq!(
        env.check_fails("updown", &["trick", "--trump", "H", "KC", "KC"], 2),
        "K♣ is played twice in this trick (cards 1 and 2), but a deck holds each card once; each \
         card played once, in the order played, the led card first"
    );
    // More cards than players at the table, or fewer: a card of nobody at it, or a player's
    // card missing, is input that does not fit the table (exit 2, one line), as in a hand.
    assert_eq!(
        env.check_fails(
            "updown",
            &[
                "trick",
                "--trump",
                "H",
                "--players",
                "Ann,Bob,Cy",
                "--leader",
                "Ann",
                "2H",
                "3H",
                "4H",
                "5H",
            ],
            2
        ),
        "the trick has 4 cards, but 3 players each play one card to every trick; give the trick \
         as its 3 cards in the order played, the led card first: KC AS 5C"
    );
    assert_eq!(
        env.check_fails(
            "updown",
            &[
                "trick",
                "--trump",
                "H",
                "--players",
                "Ann,Bob,Cy,Dee",
                "--leader",
                "Ann",
                "2H",
                "3H",
            ],
            2
        ),
        "the trick has 2 cards, but 4 players each play one card to every trick; give the trick \
         as its 4 cards in the order played, the led card first: KC AS 5C 2H"
    );
    // More cards than the game ever has players.
    let v = check_json(
        &env,
        &[
            "trick", "--trump", "H", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H",
        ],
        3,
    );
    assert_eq!(
        v["reason"],
        "8 cards in one trick, but 10 op en neer is played by 3 to 7 players; one card per \
         player, at most 7, in the order played, the led card first"
    );
    let v = check_json(&env, &["trick", "--trump", "H", "2H"], 3);
    assert_eq!(
        v["reason"],
        "a trick needs at least 3 cards, but only 1 was given; the cards in the order played, the \
         led card first: KC AS 5C 2H"
    );
    // Two cards are no trick either: the game is played by 3 to 7 players.
    let v = check_json(&env, &["trick", "--trump", "none", "2S", "3H"], 3);
    assert_eq!(
        v["reason"],
        "a trick needs at least 3 cards, but only 2 were given; the cards in the order played, the \
         led card first: KC AS 5C 2H"
    );
    assert!(!env.db().exists());
}

#[test]
fn a_trick_at_a_table_of_two_is_not_legal() {
    let env = TestEnv::new();
    let v = check_json(
        &env,
        &[
            "trick",
            "--trump",
            "H",
            "--players",
            "Ann,Bob",
            "--leader",
            "Ann",
            "2H",
            "3H",
        ],
        3,
    );
    assert_eq!(v["legal"], false);
}

#[test]
fn follow_suit_when_you_can_otherwise_any_card() {
    let env = TestEnv::new();
    // Following suit is legal.
    let v = check_json(
        &env,
        &["follow", "--led", "clubs", "KC", "--hand", "5C,KC,2H"],
        0,
    );
    assert_eq!(
        v,
        json!({
            "legal": true,
            "card": "KC",
            "led": "clubs",
            "reason": "K♣ may be played: it follows the suit led (clubs)."
        })
    );
    // Holding clubs, a heart may not be played on a club lead.
    let v = check_json(
        &env,
        &["follow", "--led", "clubs", "2H", "--hand", "5C,KC,2H"],
        3,
    );
    assert_eq!(
        v,
        json!({
            "legal": false,
            "card": "2H",
            "led": "clubs",
            "reason": "2♥ may not be played: a club was led and the hand holds 5♣ and K♣, so a \
                       club must be played (follow suit when you can)."
        })
    );
    let text = check_text(
        &env,
        &["follow", "--led", "C", "--hand", "5C,KC,2H", "--", "2H"],
        3,
    );
    assert!(
        text.starts_with("Not legal: 2♥ may not be played"),
        "{text}"
    );
    // Void of the suit led: any card, and no duty to trump.
    let v = check_json(
        &env,
        &["follow", "--led", "klaveren", "2H", "--hand", "5D,KH,2H"],
        0,
    );
    assert_eq!(
        v,
        json!({
            "legal": true,
            "card": "2H",
            "led": "clubs",
            "reason": "2♥ may be played: the hand has no clubs (the suit led), so any card may be \
                       played — there is no duty to trump."
        })
    );
    let text = check_text(
        &env,
        &["follow", "--hand", "5D,KH,2H", "--led", "C", "2H"],
        0,
    );
    assert!(text.starts_with("Legal: 2♥ may be played"), "{text}");
    // The card must be in the hand.
    assert_eq!(
        check_fails(
            &env,
            &["follow", "--led", "C", "3H", "--hand", "5C,KC,2H"],
            2
        ),
        "3♥ is not in the hand: the hand holds 5♣, K♣ and 2♥; list the card among the hand"
    );
    assert!(!env.db().exists());
}

#[test]
fn the_documented_forms_take_the_cards_after_a_comma_list() {
    let env = TestEnv::new();
    // The form of DESIGN.md and of the help: the played card after --hand.
    let v = check_json(
        &env,
        &["follow", "--led", "clubs", "--hand", "5C,KC,2H", "2H"],
        3,
    );
    assert_eq!(v["legal"], false);
    assert_eq!(v["card"], "2H");
    // --hand given twice adds to the hand.
    let v = check_json(
        &env,
        &[
            "follow", "--led", "C", "--hand", "5D,2H", "--hand", "3C", "2H",
        ],
        3,
    );
    assert_eq!(
        v["reason"],
        "2♥ may not be played: a club was led and the hand holds 3♣, so 3♣ must be played (follow \
         suit when you can)."
    );
    // The cards of a trick after --players.
    let v = check_json(
        &env,
        &[
            "trick",
            "--trump",
            "H",
            "--players",
            "Ann,Bob,Cy,Dee",
            "KC",
            "AS",
            "5C",
            "2H",
        ],
        0,
    );
    assert_eq!(v["winner"], "Dee");
}

#[test]
fn the_bids_the_next_bidder_may_make() {
    let env = TestEnv::new();
    let v = check_json(
        &env,
        &[
            "bids", "--cards", "5", "--seats", "4", "--hook", "2", "1", "0",
        ],
        0,
    );
    assert_eq!(
        v,
        json!({
            "legal": true,
            "allowed": [0, 1, 3, 4, 5],
            "reason": "with the hook the last bidder may not bid 2, which would make the bids add \
                       up to the 5 cards"
        })
    );
    let text = check_text(
        &env,
        &[
            "bids", "--cards", "5", "--seats", "4", "--hook", "2", "1", "0",
        ],
        0,
    );
    assert_eq!(
        text.trim_end(),
        "The 4th bidder may bid 0, 1, 3, 4 or 5: with the hook the last bidder may not bid 2, which \
         would make the bids add up to the 5 cards."
    );
    let anything = json!({
        "legal": true,
        "allowed": [0, 1, 2, 3, 4, 5],
        "reason": "a bid may be anything from 0 to the 5 cards of the round"
    });
    // Without the hook, anything from 0 to the cards.
    let v = check_json(
        &env,
        &["bids", "--cards", "5", "--seats", "4", "2", "1", "0"],
        0,
    );
    assert_eq!(v, anything);
    // With the hook, but the next bidder is not the last.
    let v = check_json(
        &env,
        &["bids", "--cards", "5", "--seats", "4", "--hook", "2", "1"],
        0,
    );
    assert_eq!(v, anything);
    let v = check_json(&env, &["bids", "--cards", "5", "--seats", "4", "--hook"], 0);
    assert_eq!(v, anything);
    // With the hook, the others already bid more than the cards: nothing is barred.
    let v = check_json(
        &env,
        &[
            "bids", "--cards", "5", "--seats", "4", "--hook", "3", "3", "0",
        ],
        0,
    );
    assert_eq!(v, anything);
    // The hook can bar the top bid too.
    let v = check_json(
        &env,
        &["bids", "--cards", "3", "--seats", "3", "--hook", "0", "0"],
        0,
    );
    assert_eq!(v["allowed"], json!([0, 1, 2]));
    assert!(!env.db().exists());
}

#[test]
fn the_bids_reason_for_one_card_is_singular() {
    let env = TestEnv::new();
    let v = check_json(
        &env,
        &["bids", "--cards", "1", "--seats", "3", "--hook", "0", "0"],
        0,
    );
    assert_eq!(v["allowed"], json!([0]));
    let reason = v["reason"].as_str().unwrap();
    assert!(!reason.contains("1 cards"), "{reason}");
}

#[test]
fn bids_that_cannot_be_are_not_legal_exit_3() {
    let env = TestEnv::new();
    let cases: &[(&[&str], &str)] = &[
        (
            &["bids", "--cards", "5", "--seats", "4", "6"],
            "a bid of 6 is above the 5 cards of the round; a bid is 0 to 5",
        ),
        (
            &["bids", "--cards", "5", "--seats", "2"],
            "10 op en neer is played by 3 to 7 players, not 2; seat 3 to 7 players",
        ),
        (
            &["bids", "--cards", "5", "--seats", "8"],
            "10 op en neer is played by 3 to 7 players, not 8; seat 3 to 7 players",
        ),
    ];
    for (args, reason) in cases {
        let v = check_json(&env, args, 3);
        assert_eq!(
            v,
            json!({"legal": false, "allowed": [], "reason": reason}),
            "{args:?}"
        );
    }
    // More bids than bidders does not fit --seats (exit 2), as a trick of more cards than players.
    assert_eq!(
        env.check_fails(
            "updown",
            &["bids", "--cards", "5", "--seats", "4", "1", "1", "1", "1"],
            2
        ),
        "all 4 players have bid already (4 bids given); give the bids made so far, at most 3"
    );
    let text = check_text(&env, &["bids", "--cards", "5", "--seats", "4", "6"], 3);
    assert_eq!(
        text.trim_end(),
        "Not legal: a bid of 6 is above the 5 cards of the round; a bid is 0 to 5."
    );
    // More cards than the deck deals to that many players: refused (exit 3).
    assert_eq!(
        check_text(&env, &["bids", "--cards", "11", "--seats", "5"], 3).trim_end(),
        "Not legal: 5 players cannot each be dealt 11 cards; a round deals 1 to 10 cards each (52 \
         cards, one kept for trump)."
    );
    assert_eq!(
        check_text(&env, &["bids", "--cards", "0", "--seats", "4"], 3).trim_end(),
        "Not legal: 4 players cannot each be dealt 0 cards; a round deals 1 to 12 cards each (52 \
         cards, one kept for trump)."
    );
}

#[test]
fn cards_the_deck_cannot_deal_are_a_json_verdict_too() {
    let env = TestEnv::new();
    let v = check_json(&env, &["bids", "--cards", "0", "--seats", "4"], 3);
    assert_eq!(v["legal"], false);
    let v = check_json(&env, &["bids", "--cards", "11", "--seats", "5"], 3);
    assert_eq!(v["legal"], false);
}

#[test]
fn every_malformed_check_exits_2_with_one_line() {
    let env = TestEnv::new();
    let not_a_card = |card: &str| {
        format!(
            "'{card}' is not a card; a card is a rank A, 2–10 (or T), J, Q, K followed by a suit \
             C, D, H, S (♣ ♦ ♥ ♠): KC, 10H, AS"
        )
    };
    let not_a_suit = "'X' is not a suit; a suit is C, D, H or S (♣ ♦ ♥ ♠), or \
                      clubs/diamonds/hearts/spades, klaveren/ruiten/harten/schoppen"
        .to_string();
    let cases: Vec<(Vec<&str>, String)> =
        vec![
        (vec!["trick", "--trump", "H", "11H", "2H"], not_a_card("11H")),
        (vec!["trick", "--trump", "H", "KX", "2H"], not_a_card("KX")),
        (vec!["trick", "--trump", "H", "KC", "1C"], not_a_card("1C")),
        // Issue 35: a trick's trump may also be none.
        (
            vec!["trick", "--trump", "X", "KC", "2H"],
            format!("{not_a_suit}; or none for a round without trumps"),
        ),
        (
            vec!["follow", "--led", "X", "2H", "--hand", "2H"],
            not_a_suit.clone(),
        ),
        (
            vec!["follow", "--led", "C", "2H", "--hand", "2H,KX"],
            not_a_card("KX"),
        ),
        (
            vec!["follow", "--led", "C", "11H", "--hand", "2H"],
            not_a_card("11H"),
        ),
        (
            vec!["follow", "--led", "C", "2H,3H", "--hand", "2H,3H"],
            "give the one card played; e.g. tenscore check updown follow --led clubs --hand \
             5C,KC,2H 2H"
                .to_string(),
        ),
        (
            vec![
                "trick",
                "--trump",
                "H",
                "--players",
                "Ann,ann,Cy",
                "--leader",
                "Ann",
                "2H",
                "3H",
                "4H",
            ],
            "'Ann' and 'ann' are the same name typed twice (case does not tell players apart); give each player a different name, e.g. Ann and Ann B"
                .to_string(),
        ),
        (
            vec!["bids", "--cards", "5", "--seats", "4", "x"],
            "invalid value 'x' for '[BID]...': invalid digit found in string; see `tenscore \
             check updown bids --help`"
                .to_string(),
        ),
        (
            vec!["bids", "--cards", "five", "--seats", "4"],
            "invalid value 'five' for '--cards <N>': invalid digit found in string; see \
             `tenscore check updown bids --help`"
                .to_string(),
        ),
        (
            vec!["bogus"],
            "unrecognized subcommand 'bogus'; see `tenscore check updown --help`".to_string(),
        ),
    ];
    for (args, message) in &cases {
        assert_eq!(&check_fails(&env, args, 2), message, "{args:?}");
    }
    // Missing arguments are refused with exit 2 too.
    for args in [
        vec!["trick", "--trump", "H"],
        vec!["follow", "--led", "C", "--hand", "2H"],
        vec!["bids", "--seats", "4"],
    ] {
        check_fails(&env, &args, 2);
    }
    assert!(!env.db().exists());
}

#[test]
fn a_missing_argument_is_named_with_the_help_to_read() {
    let env = TestEnv::new();
    assert_eq!(
        check_fails(&env, &["follow", "--led", "C", "2H"], 2),
        "the following required arguments were not provided: --hand <CARD,...>; see `tenscore \
         check updown follow --help`"
    );
    assert!(!env.db().exists());
}
