//! `tenscore check updown hand`: a whole hand refereed trick by trick, revokes found by a later
//! card, scores from the bids, and the comparison with a recorded round (read, never written).

use serde_json::json;

use crate::common::TestEnv;

const THREE: &str = "Ann,Bob,Cy";

/// `check updown hand --players Ann,Bob,Cy --leader Ann` and `args`.
fn hand_args<'a>(args: &[&'a str]) -> Vec<&'a str> {
    let mut all = vec!["hand", "--players", THREE, "--leader", "Ann"];
    all.extend_from_slice(args);
    all
}

const TRICK_ONE_REASON: &str = "K♣ wins: no trump (hearts) was played, so the highest club (the \
                                suit led) takes the trick, and K♣ ranks above 5♣; A♠ is neither \
                                a club nor a trump, so it cannot win.";

#[test]
fn a_legal_hand_gives_each_tricks_winner_and_why_and_the_tricks_taken() {
    let env = TestEnv::new();
    let args = hand_args(&["--trump", "hearts", "KC,AS,5C", "2H,3H,4S"]);
    let v = env.check_json("updown", &args, 0);
    assert_eq!(
        v,
        json!({
            "legal": true,
            "reason": "Legal: both tricks follow the rules, and no card played later shows a revoke.",
            "tricks": [
                {"winner": "Ann", "cards": ["KC", "AS", "5C"], "reason": TRICK_ONE_REASON},
                {"winner": "Bob", "cards": ["2H", "3H", "4S"], "reason": "3♥ wins: it is the \
                  highest trump (hearts, the suit led), above 2♥, and a trump beats every card \
                  of another suit, even 4♠."},
            ],
            "taken": {"Ann": 1, "Bob": 1, "Cy": 0},
        })
    );
    let text = env.check_text("updown", &args, 0);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert_eq!(
        lines[0],
        "Trick 1 (K♣, A♠ and 5♣): Ann takes it with K♣: no trump (hearts) was played, so the \
         highest club (the suit led) takes the trick, and K♣ ranks above 5♣; A♠ is neither a \
         club nor a trump, so it cannot win."
    );
    assert_eq!(lines[2], "Tricks taken: Ann 1, Bob 1, Cy 0.");
    assert!(!env.db().exists());
}

#[test]
fn the_rule_documents_example_trick_inside_a_hand_lets_its_winner_lead_the_next() {
    let env = TestEnv::new();
    // K♣ A♠ 5♣ 2♥ with hearts trump goes to Dee, who leads 3♦: then Ann, Bob, Cy follow.
    let args = [
        "hand",
        "--players",
        "Ann,Bob,Cy,Dee",
        "--leader",
        "Ann",
        "--trump",
        "H",
        "KC,AS,5C,2H",
        "3D,4D,5D,6D",
    ];
    let v = env.check_json("updown", &args, 0);
    assert_eq!(v["tricks"][0]["winner"], "Dee");
    assert_eq!(
        v["tricks"][0]["reason"],
        "2♥ wins: it is the only trump (hearts) in the trick, and a trump beats every card of \
         another suit, even A♠."
    );
    assert_eq!(v["tricks"][1]["winner"], "Cy");
    assert_eq!(v["taken"], json!({"Ann": 0, "Bob": 0, "Cy": 1, "Dee": 1}));
}

#[test]
fn with_bids_the_round_is_scored_as_the_game_scores_it() {
    let env = TestEnv::new();
    let args = hand_args(&[
        "--trump-card",
        "9H",
        "--bids",
        "Ann=2,Bob=1,Cy=0",
        "KC,AS,5C",
        "3H,2H,4S",
    ]);
    let v = env.check_json("updown", &args, 0);
    assert_eq!(v["taken"], json!({"Ann": 2, "Bob": 0, "Cy": 0}));
    assert_eq!(v["scores"], json!({"Ann": 12, "Bob": 0, "Cy": 10}));
    assert!(v.get("recorded").is_none(), "{v}");
    let text = env.check_text("updown", &args, 0);
    assert!(
        text.contains(
            "\nScores (an exact bid scores the tricks + 10, any other 0): Ann 12, Bob 0, Cy 10.\n"
        ),
        "{text}"
    );
}

const REVOKE: &str = "Bob revoked in trick 1: clubs were led and Bob played A♠, yet played 4♣ in \
                      trick 2, so Bob held a club; follow suit when you can (the rule document \
                      names no penalty for a revoke, and neither does tenscore: the table decides)";

#[test]
fn a_revoke_proven_by_a_later_card_is_exit_3_with_the_trick_the_player_and_the_proof() {
    let env = TestEnv::new();
    let args = hand_args(&["--trump", "hearts", "KC,AS,5C", "2H,4C,3H"]);
    let v = env.check_json("updown", &args, 3);
    assert_eq!(v["legal"], false);
    assert_eq!(v["reason"], REVOKE);
    assert_eq!(
        v["revoke"],
        json!({"trick": 1, "player": "Bob", "led": "clubs", "played": "AS", "proof": "4C",
               "proof_trick": 2})
    );
    assert!(v.get("scores").is_none(), "{v}");
    let text = env.check_text("updown", &args, 3);
    assert_eq!(text.trim_end(), format!("Not legal: {REVOKE}."));
}

#[test]
fn a_player_who_never_shows_the_suit_again_cannot_be_caught() {
    let env = TestEnv::new();
    let args = hand_args(&["--trump", "hearts", "KC,AS,5C", "2H,4D,3H"]);
    let v = env.check_json("updown", &args, 0);
    assert_eq!(v["legal"], true);
    assert!(v.get("revoke").is_none(), "{v}");
}

#[test]
fn the_revoke_in_dutch_and_german() {
    let env = TestEnv::new();
    let mut nl = vec!["--lang", "nl", "check", "updown"];
    nl.extend(hand_args(&["--trump", "hearts", "KC,AS,5C", "2H,4C,3H"]));
    assert_eq!(
        env.wide(&nl, 3).trim_end(),
        "Niet toegestaan: Bob heeft verzaakt in slag 1: er werd klaveren gevraagd en Bob speelde \
         A♠, maar speelde 4♣ in slag 2, dus Bob had een klaverkaart; beken kleur als je kunt (het \
         spelregelboekje noemt geen straf voor verzaken, en tenscore ook niet: dat beslist de \
         tafel)."
    );
    let mut de = vec!["--lang", "de", "check", "updown"];
    de.extend(hand_args(&["--trump", "hearts", "KC,AS,5C", "2H,4C,3H"]));
    assert_eq!(
        env.wide(&de, 3).trim_end(),
        "Nicht erlaubt: Bob hat in Stich 1 die Farbe verleugnet: Kreuz war ausgespielt und Bob \
         spielte A♠, spielte aber 4♣ in Stich 2, hatte also eine Kreuzkarte auf der Hand; \
         bedienen, wenn man kann (die Spielanleitung nennt keine Strafe für eine Renonce, und \
         tenscore auch nicht: Das entscheidet der Tisch)."
    );
}

#[test]
fn a_hand_that_cannot_be_one_is_exit_2_naming_the_trick_and_the_card() {
    let env = TestEnv::new();
    let refused = |args: &[&str]| env.check_fails("updown", &hand_args(args), 2);
    assert_eq!(
        refused(&["KC,AS,5C", "2H,4C"]),
        "trick 2 has 2 cards, but 3 players each play one card to every trick; give each trick \
         as its 3 cards in the order played, comma-separated, the led card first: KC,AS,5C"
    );
    assert_eq!(
        refused(&["KC,AS,5C", "2H,KC,3H"]),
        "K♣ is played in trick 1 and again in trick 2, but a deck holds each card once; check \
         the cards typed: every card is played once in a hand"
    );
    assert_eq!(
        refused(&["--trump-card", "5C", "KC,AS,5C"]),
        "5♣ is the card turned up for trump, yet trick 1 has it; the card turned up for trump is \
         in nobody's hand: check --trump-card and that trick"
    );
    assert_eq!(
        refused(&["--trump", "spades", "--trump-card", "5C", "KC,AS,6C"]),
        "--trump spades and --trump-card 5♣ name different trump suits; give one of them, or \
         make them name the same suit"
    );
    assert_eq!(
        refused(&["--bids", "Ann=1,Bob=0", "KC,AS,5C"]),
        "--bids has no bid for Cy; give one bid for each player with --bids NAME=N,...: Ann, \
         Bob, Cy"
    );
    let stranger = ["hand", "--players", THREE, "--leader", "Dan", "KC,AS,5C"];
    assert_eq!(
        env.check_fails("updown", &stranger, 2),
        "the leader 'Dan' is not among the players; name one of Ann, Bob, Cy"
    );
    assert!(!env.db().exists());
}

/// A match of Ann, Bob and Cy with round 1 (1 card) recorded: Ann bid 1 and took it.
fn match_with_round_one(env: &TestEnv) -> i64 {
    let id = env.new_match(&["updown", "--players", THREE]);
    env.ok(&["bid", "Ann=1", "Bob=0", "Cy=0"]);
    env.ok(&["round", "Ann=1", "Bob=0", "Cy=0"]);
    id
}

#[test]
fn compared_with_a_recorded_round_the_tricks_agree_or_differ_and_nothing_is_written() {
    let env = TestEnv::new();
    let id = match_with_round_one(&env).to_string();
    let before = env.db_bytes();
    let agrees = hand_args(&["--match", &id, "--round", "1", "KC,5C,2C"]);
    let v = env.check_json("updown", &agrees, 0);
    assert_eq!(v["recorded"], "agrees");
    // The recorded bids score the hand: every bid hit.
    assert_eq!(v["scores"], json!({"Ann": 11, "Bob": 10, "Cy": 10}));
    let text = env.check_text("updown", &agrees, 0);
    assert!(
        text.contains("\nRound 1 of match 1 records the same tricks.\n"),
        "{text}"
    );
    let differs = hand_args(&["--match", &id, "--round", "1", "2C,KC,5C"]);
    let v = env.check_json("updown", &differs, 0);
    assert_eq!(v["recorded"], "differs");
    assert_eq!(v["taken"], json!({"Ann": 0, "Bob": 1, "Cy": 0}));
    let text = env.check_text("updown", &differs, 0);
    assert!(
        text.contains("\nRound 1 of match 1 records other tricks: Ann 1, Bob 0, Cy 0.\n"),
        "{text}"
    );
    assert_eq!(env.db_bytes(), before);
}

#[test]
fn the_open_round_scores_the_hand_with_its_bids_and_has_no_tricks_to_compare() {
    let env = TestEnv::new();
    let id = match_with_round_one(&env).to_string();
    let args = [
        "hand",
        "--players",
        THREE,
        "--leader",
        "Bob",
        "--match",
        &id,
        "KC,5C,2C",
    ];
    assert_eq!(
        env.check_fails("updown", &args, 2),
        "match 1 has no open round (bids waiting for their tricks); name a recorded round with \
         --round R"
    );
    env.ok(&["bid", "Ann=0", "Bob=1", "Cy=1"]);
    let before = env.db_bytes();
    let open = [
        "hand",
        "--players",
        THREE,
        "--leader",
        "Bob",
        "--match",
        &id,
        "KC,5C,2C",
        "3D,4D,5D",
    ];
    let v = env.check_json("updown", &open, 0);
    assert_eq!(v["recorded"], "open");
    assert_eq!(v["taken"], json!({"Ann": 1, "Bob": 1, "Cy": 0}));
    assert_eq!(v["scores"], json!({"Ann": 0, "Bob": 11, "Cy": 0}));
    assert_eq!(env.db_bytes(), before);
}

#[test]
fn a_hand_that_does_not_fit_the_recorded_round_is_exit_2() {
    let env = TestEnv::new();
    let id = match_with_round_one(&env).to_string();
    let before = env.db_bytes();
    let refused = |args: &[&str]| env.check_fails("updown", &hand_args(args), 2);
    assert_eq!(
        refused(&["--match", &id, "--round", "1", "KC,5C,2C", "3D,4D,5D"]),
        "trick 2 is one too many: round 1 deals 1 card to each player; give 1 trick, one for \
         each card in hand"
    );
    assert_eq!(
        refused(&["--match", &id, "--round", "4", "KC,5C,2C"]),
        "match 1 has no recorded round 4; only number 1 is recorded (see `tenscore show 1`)"
    );
    let strangers = [
        "hand",
        "--players",
        "Ann,Bob,Dee",
        "--leader",
        "Ann",
        "--match",
        &id,
        "--round",
        "1",
        "KC,5C,2C",
    ];
    assert_eq!(
        env.check_fails("updown", &strangers, 2),
        "the hand's players (Ann, Bob, Dee) are not the players of match 1 (Ann, Bob, Cy); name \
         the match's players with --players, or compare with another match"
    );
    assert_eq!(env.db_bytes(), before);
}

#[test]
fn a_match_of_another_game_is_exit_2_and_round_needs_match() {
    let env = TestEnv::new();
    let id = env.new_match(&["pig10", "--players", THREE]).to_string();
    let before = env.db_bytes();
    assert_eq!(
        env.check_fails("updown", &hand_args(&["--match", &id, "KC,5C,2C"]), 2),
        "match 1 is a Pig 10 match, not 10 op en neer; give --match the number of a match of \
         this game (see `tenscore history`)"
    );
    let mut nl = vec!["--lang", "nl", "check", "updown"];
    nl.extend(hand_args(&["--match", &id, "KC,5C,2C"]));
    assert_eq!(
        env.fails(&nl, 2),
        "partij 1 is een partij Pig 10, geen 10 op en neer; geef bij --match het nummer van een \
         partij van dit spel (zie `tenscore history`)"
    );
    let refused = env.check_fails("updown", &hand_args(&["--round", "1", "KC,5C,2C"]), 2);
    assert!(refused.contains("--match <M>"), "{refused}");
    assert_eq!(env.db_bytes(), before);
}

#[test]
fn a_bid_above_the_cards_of_the_hand_is_refused_as_bid_refuses_it() {
    let env = TestEnv::new();
    // Two tricks: a round of 2 cards, so a bid of 3 cannot be made (DESIGN 5: 0..cards).
    let args = hand_args(&[
        "--trump-card",
        "9H",
        "--bids",
        "Ann=1,Bob=1,Cy=3",
        "KC,AS,5C",
        "2H,3H,4S",
    ]);
    let v = env.check_json("updown", &args, 3);
    assert_eq!(v["legal"], false);
    assert_eq!(
        v["reason"],
        "Cy's bid of 3 is above the 2 cards of the round; a bid is 0 to 2"
    );
    assert!(v.get("scores").is_none(), "{v}");
    let text = env.check_text("updown", &args, 3);
    assert_eq!(
        text.trim_end(),
        "Not legal: Cy's bid of 3 is above the 2 cards of the round; a bid is 0 to 2."
    );
}

#[test]
fn typed_bids_the_hook_bars_are_refused_for_a_round_of_a_hook_match() {
    let env = TestEnv::new();
    env.new_match(&["updown", "--players", THREE, "--hook"]);
    // Cy bids last in round 1 (1 card): 1 + 0 + 0 adds up to the card, which `bid` refuses.
    let refused_by_bid = env.fails(&["bid", "Ann=1", "Bob=0", "Cy=0"], 3);
    env.ok(&["bid", "Ann=1", "Bob=0", "Cy=1"]);
    env.ok(&["round", "Ann=1", "Bob=0", "Cy=0"]);
    let adds_up = ["--bids", "Ann=1,Bob=0,Cy=0"];
    let args = hand_args(&[
        adds_up[0], adds_up[1], "--match", "1", "--round", "1", "KC,5C,2C",
    ]);
    let v = env.check_json("updown", &args, 3);
    let reason = "with the hook, Cy (bidding last) may not bid 0: the bids would add up to the 1 \
                  card of round 1; Cy may bid 1";
    assert_eq!(v["reason"], reason);
    assert!(refused_by_bid.contains(reason), "{refused_by_bid}");
    let fine = hand_args(&[
        "--bids",
        "Ann=1,Bob=0,Cy=1",
        "--match",
        "1",
        "--round",
        "1",
        "KC,5C,2C",
    ]);
    assert_eq!(
        env.check_json("updown", &fine, 0)["scores"],
        json!({"Ann": 11, "Bob": 10, "Cy": 0})
    );
}

/// A match of Ann, Bob and Cy whose round 1 (1 card) was bid with hearts as trump.
fn match_with_hearts_in_round_one(env: &TestEnv) {
    env.new_match(&["updown", "--players", THREE]);
    env.ok(&["bid", "Ann=1", "Bob=0", "Cy=1", "--trump", "hearts"]);
    env.ok(&["round", "Ann=1", "Bob=0", "Cy=0"]);
}

#[test]
fn a_seating_leader_or_trump_the_recorded_round_contradicts_is_exit_2() {
    let env = TestEnv::new();
    match_with_hearts_in_round_one(&env);
    let before = env.db_bytes();
    let round_one = |args: &[&'static str]| {
        let mut all = vec!["hand", "--match", "1", "--round", "1"];
        all.extend_from_slice(args);
        all.push("KC,AC,5C");
        all
    };
    let cases: [(&[&str], &str); 5] = [
        (
            &["--players", "Bob,Ann,Cy", "--leader", "Ann"],
            "match 1 seats its players in the order Ann, Bob, Cy, not Bob, Ann, Cy; leave out \
             --players to take the match's seating",
        ),
        (
            &["--leader", "Cy"],
            "round 1 of match 1 is led by Ann (the lead moves one seat clockwise each round), not \
             Cy; leave out --leader to take the round's leader",
        ),
        (
            &["--trump", "spades"],
            "round 1 of match 1 has hearts as trump (recorded with its bids), not spades; leave \
             out --trump and --trump-card to take the recorded trump",
        ),
        (
            &["--trump-card", "9S"],
            "round 1 of match 1 has hearts as trump (recorded with its bids), not spades; leave \
             out --trump and --trump-card to take the recorded trump",
        ),
        (
            &["--trump", "none"],
            "round 1 of match 1 has hearts as trump (recorded with its bids), so it is not a \
             round without trumps; leave out --trump and --trump-card to take the recorded trump",
        ),
    ];
    for (args, message) in cases {
        assert_eq!(
            env.check_fails("updown", &round_one(args), 2),
            message,
            "{args:?}"
        );
    }
    assert_eq!(env.db_bytes(), before);
}

#[test]
fn with_a_recorded_round_the_seating_leader_and_trump_are_the_matchs() {
    let env = TestEnv::new();
    match_with_hearts_in_round_one(&env);
    // Nothing but the round and the cards: Ann leads round 1 and hearts are trump, so Cy's 2H
    // takes the trick (the round records it as Ann's).
    let v = env.check_json(
        "updown",
        &["hand", "--match", "1", "--round", "1", "KC,AC,2H"],
        0,
    );
    assert_eq!(v["taken"], json!({"Ann": 0, "Bob": 0, "Cy": 1}));
    assert_eq!(v["recorded"], "differs");
    // Agreeing with the match, the same things may be given.
    let given = [
        "hand",
        "--players",
        "Ann,Bob,Cy",
        "--leader",
        "Ann",
        "--trump",
        "H",
        "--match",
        "1",
        "--round",
        "1",
        "KC,AC,2H",
    ];
    assert_eq!(env.check_json("updown", &given, 0)["taken"], v["taken"]);
    // The open round 2 is led by Bob, one seat further.
    env.ok(&["bid", "Ann=0", "Bob=1", "Cy=0"]);
    let open = env.check_json(
        "updown",
        &["hand", "--match", "1", "KC,5C,2C", "3D,4D,5D"],
        0,
    );
    assert_eq!(open["tricks"][0]["winner"], "Bob");
    assert_eq!(open["taken"], json!({"Ann": 1, "Bob": 1, "Cy": 0}));
}

#[test]
fn a_bid_that_is_no_number_is_named_and_a_match_of_under_the_10_takes_an() {
    let env = TestEnv::new();
    assert_eq!(
        env.check_fails("updown", &hand_args(&["--bids", "Ann=x", "KC,AS,5C"]), 2),
        "'Ann=x' is not a bid: a bid is a whole number of tricks, 0 or more; give one bid for \
         each player with --bids NAME=N,...: Ann, Bob, Cy"
    );
    // The example trick has one card per player: four at a table of four.
    let four = [
        "hand",
        "--players",
        "Ann,Bob,Cy,Dee",
        "--leader",
        "Ann",
        "KC,AS,5C,2H",
        "3H",
    ];
    assert!(
        env.check_fails("updown", &four, 2)
            .ends_with(": KC,AS,5C,2H"),
        "{four:?}"
    );
    let id = env
        .new_match(&["under10", "--players", "Ann,Bob"])
        .to_string();
    assert_eq!(
        env.check_fails("updown", &["hand", "--match", &id, "KC,AS,5C"], 2),
        "match 1 is an Under the 10 match, not 10 op en neer; give --match the number of a match \
         of this game (see `tenscore history`)"
    );
}
