//! `tenscore check krumme10`: a display replayed card by card with how it ends, who scores, who may
//! score foul points and who draws; what the back of a card may show; the worked examples of the
//! rule document; refusals and malformed input; nothing is recorded.

use serde_json::{Value, json};

use crate::common::TestEnv;

fn check_json(env: &TestEnv, args: &[&str], code: i32) -> Value {
    env.check_json("krumme10", args, code)
}

fn check_text(env: &TestEnv, args: &[&str], code: i32) -> String {
    env.check_text("krumme10", args, code)
}

fn check_fails(env: &TestEnv, args: &[&str], code: i32) -> String {
    env.check_fails("krumme10", args, code)
}

/// `display ARGS...`
fn display<'a>(args: &[&'a str]) -> Vec<&'a str> {
    let mut all = vec!["display"];
    all.extend_from_slice(args);
    all
}

/// One step of the display as JSON.
fn step(play: u32, card: &str, by: &str, from: &str, total: u32, target: u32) -> Value {
    json!({
        "play": play,
        "card": card,
        "by": by,
        "from": from,
        "stolen": by != from,
        "reverses": false,
        "total": total,
        "target": target,
    })
}

// The rule document's worked examples.

#[test]
fn the_drawing_example_bernie_then_carla_score_then_bernie_carla_and_alma_draw() {
    let env = TestEnv::new();
    let args = display(&[
        "--players",
        "Alma,Bernie,Carla",
        "Bernie:3",
        "Carla:3",
        "Alma:1>Bernie:1>Bernie:1>Carla:3",
    ]);
    let reason = "Foul: Alma went over with the 3 stolen from Carla (the thief is liable), 12 \
                  against 10. Bernie, then Carla, may score foul points with their lowest card. \
                  Then Bernie, Carla and Alma draw.";
    assert_eq!(
        check_json(&env, &args, 0),
        json!({
            "legal": true,
            "reason": reason,
            "players": ["Alma", "Bernie", "Carla"],
            "steps": [
                step(1, "3", "Bernie", "Bernie", 3, 10),
                step(2, "3", "Carla", "Carla", 6, 10),
                step(3, "1", "Alma", "Alma", 7, 10),
                step(3, "1", "Alma", "Bernie", 8, 10),
                step(3, "1", "Alma", "Bernie", 9, 10),
                step(3, "3", "Alma", "Carla", 12, 10),
            ],
            "outcome": "foul",
            "causer": "Alma",
            "foul_scorers": ["Bernie", "Carla"],
            "any_card": false,
            "total": 12,
            "target": 10,
            "draw_order": ["Bernie", "Carla", "Alma"],
            "starting_direction": "clockwise",
            "direction": "clockwise",
        })
    );
    let text = check_text(&env, &args, 0);
    assert_eq!(
        text.trim_end(),
        format!(
            "\
┌──────┬──────┬────────┬────────┬───────┬────────┐
│ Play ┆ Card ┆ By     ┆ From   ┆ Total ┆ Target │
╞══════╪══════╪════════╪════════╪═══════╪════════╡
│    1 ┆    3 ┆ Bernie ┆ Bernie ┆     3 ┆     10 │
│    2 ┆    3 ┆ Carla  ┆ Carla  ┆     6 ┆     10 │
│    3 ┆    1 ┆ Alma   ┆ Alma   ┆     7 ┆     10 │
│    3 ┆    1 ┆ Alma   ┆ Bernie ┆     8 ┆     10 │
│    3 ┆    1 ┆ Alma   ┆ Bernie ┆     9 ┆     10 │
│    3 ┆    3 ┆ Alma   ┆ Carla  ┆    12 ┆     10 │
└──────┴──────┴────────┴────────┴───────┴────────┘
{reason}"
        )
    );
    // Without --players the seating is read from the plays: Bernie, Carla, Alma, which is the
    // same turn order (this is the example of the help).
    let inferred = check_json(&env, &display(&args[3..]), 0);
    assert_eq!(inferred["players"], json!(["Bernie", "Carla", "Alma"]));
    assert_eq!(inferred["foul_scorers"], json!(["Bernie", "Carla"]));
    assert_eq!(inferred["draw_order"], json!(["Bernie", "Carla", "Alma"]));
    assert_eq!(inferred["reason"], reason);
    // Nothing is recorded: no database file is even created.
    assert!(!env.db().exists());
}

#[test]
fn quickly_steal_a_0_the_1_reaches_10_and_the_stolen_5_lands_as_0() {
    let env = TestEnv::new();
    let before = [
        "--players",
        "Alma,Bernie,Carla",
        "Alma:2",
        "Bernie:5",
        "Carla:2",
    ];
    let args = display(&[&before[..], &["Alma:1>Bernie:0"]].concat());
    let reason = "Exact 10: Alma scores the 0 (+0). It may be flipped when scored: its back is a 1 \
                  or a 5. Then Bernie and Alma draw.";
    assert_eq!(
        check_json(&env, &args, 0),
        json!({
            "legal": true,
            "reason": reason,
            "players": ["Alma", "Bernie", "Carla"],
            "steps": [
                step(1, "2", "Alma", "Alma", 2, 10),
                step(2, "5", "Bernie", "Bernie", 7, 10),
                step(3, "2", "Carla", "Carla", 9, 10),
                step(4, "1", "Alma", "Alma", 10, 10),
                step(4, "0", "Alma", "Bernie", 10, 10),
            ],
            "outcome": "exact",
            "scorer": "Alma",
            "points": 0,
            "cards": [{"card": "0", "backs": [1, 5]}],
            "total": 10,
            "target": 10,
            "draw_order": ["Bernie", "Alma"],
            "starting_direction": "clockwise",
            "direction": "clockwise",
        })
    );
    let text = check_text(&env, &args, 0);
    assert!(
        text.contains("│    4 ┆    0 ┆ Alma   ┆ Bernie ┆    10 ┆     10 │"),
        "{text}"
    );
    assert!(text.trim_end().ends_with(reason), "{text}");
    // Letting the 1's effect expire scores the 1 instead.
    let v = check_json(&env, &display(&[&before[..], &["Alma:1"]].concat()), 0);
    assert_eq!(
        (v["outcome"].clone(), v["points"].clone()),
        (json!("exact"), json!(1))
    );
    // Had the 5 landed as a 4: the target is 15 and the display open at 14.
    let args = display(&[&before[..], &["Alma:1>Bernie:4"]].concat());
    let v = check_json(&env, &args, 0);
    assert_eq!(v["outcome"], "open");
    assert_eq!(
        (v["total"].clone(), v["target"].clone()),
        (json!(14), json!(15))
    );
    assert_eq!(
        v["reason"],
        "Open: 14 against 15; the next play continues this display. Then Bernie and Alma draw."
    );
    for absent in ["scorer", "points", "cards", "foul_scorers", "any_card"] {
        assert!(v.get(absent).is_none(), "{absent}");
    }
}

// The 4s, the jackpot, fouls.

#[test]
fn a_4_above_10_raises_the_target_first_and_a_4_on_12_against_15_fouls() {
    let env = TestEnv::new();
    for four in ["4", "4b", "4p", "4P"] {
        let v = check_json(
            &env,
            &display(&["Alma:5", "Bernie:3", &format!("Carla:{four}")]),
            0,
        );
        assert_eq!(v["outcome"], "open", "{four}");
        assert_eq!(
            (v["total"].clone(), v["target"].clone()),
            (json!(12), json!(15))
        );
    }
    let v = check_json(
        &env,
        &display(&["Alma:4", "Bernie:5", "Carla:3", "Alma:4"]),
        0,
    );
    assert_eq!(v["outcome"], "foul");
    assert_eq!(v["any_card"], true);
    assert_eq!(v["foul_scorers"], json!(["Bernie", "Carla"]));
    assert!(
        v["reason"]
            .as_str()
            .unwrap()
            .contains("may score foul points with any of their cards (15 was exceeded)")
    );
}

#[test]
fn the_jackpot_at_15_scores_every_face_up_pink_4_once() {
    let env = TestEnv::new();
    let v = check_json(
        &env,
        &display(&["Alma:4p", "Bernie:4p", "Carla:5", "Alma:2"]),
        0,
    );
    assert_eq!(v["outcome"], "exact");
    assert_eq!(v["scorer"], "Alma");
    assert_eq!(v["points"], 10);
    assert_eq!(
        v["cards"],
        json!([
            {"card": "2", "backs": [1, 3]},
            {"card": "4p", "backs": [3, 5]},
            {"card": "4p", "backs": [3, 5]},
        ])
    );
    // The last card a pink 4 itself: counted once.
    let v = check_json(
        &env,
        &display(&["Alma:4p", "Bernie:5", "Carla:2", "Alma:4p"]),
        0,
    );
    assert_eq!(v["points"], 8);
    assert_eq!(v["cards"].as_array().unwrap().len(), 2);
}

#[test]
fn teams_and_players_without_cards_score_no_foul_points() {
    let env = TestEnv::new();
    let args = display(&[
        "--players",
        "Alma,Bernie,Carla,Dora",
        "--teams",
        "--empty",
        "dora",
        "Bernie:5",
        "Carla:3",
        "Alma:1>Carla:3",
    ]);
    let v = check_json(&env, &args, 0);
    // Alma stole from her teammate Carla (allowed) and went over: only Bernie of team B scores,
    // Dora has no cards.
    assert_eq!(v["outcome"], "foul");
    assert_eq!(v["foul_scorers"], json!(["Bernie"]));
    // Dora out of cards: the Showdown, with the draw pile gone, so nobody draws.
    assert_eq!(v["draw_order"], json!([]));
    assert_eq!(
        v["reason"],
        "Foul: Alma went over with the 3 stolen from Carla (the thief is liable), 12 against 10. \
         Bernie may score foul points with their lowest card. Carla, Alma's teammate, scores \
         none. Dora has no cards left and scores none. Nobody draws: a player without cards \
         means the draw pile is gone (Showdown)."
    );
}

#[test]
fn a_pink_4_reverses_the_direction_and_the_foul_order_with_it() {
    let env = TestEnv::new();
    let args = display(&[
        "--players",
        "Alma,Bernie,Carla,Dora",
        "Alma:4p!",
        "Dora:5",
        "Carla:5",
        "Bernie:2",
    ]);
    let v = check_json(&env, &args, 0);
    assert_eq!(v["direction"], "counterclockwise");
    assert_eq!(
        v["steps"][0],
        json!({"play": 1, "card": "4p", "by": "Alma", "from": "Alma", "stolen": false,
               "reverses": true, "total": 4, "target": 15})
    );
    assert_eq!(v["foul_scorers"], json!(["Alma", "Dora", "Carla"]));
    assert_eq!(v["draw_order"], json!(["Alma", "Dora", "Carla", "Bernie"]));
    let text = check_text(&env, &args, 0);
    assert!(text.contains("│    1 ┆  4p! ┆ Alma "), "{text}");
    assert!(
        text.trim_end().ends_with("Play goes on counterclockwise."),
        "{text}"
    );
}

// Whose turn it is.

/// The JSON of a display that breaks a rule.
fn refused(reason: &str) -> Value {
    json!({
        "legal": false,
        "reason": reason,
        "steps": [],
        "outcome": null,
        "total": null,
        "target": null,
        "draw_order": [],
    })
}

/// Expects the display to be refused (exit 3) for `reason`, as text and as JSON.
fn assert_refused(env: &TestEnv, args: &[&str], reason: &str) {
    assert_eq!(check_json(env, args, 3), refused(reason), "{args:?}");
    let text = check_text(env, args, 3);
    assert_eq!(text.trim_end(), format!("Not legal: {reason}."), "{args:?}");
    assert_eq!(text.lines().count(), 1, "{text}");
}

#[test]
fn a_play_out_of_turn_is_not_legal_exit_3_naming_whose_turn_it_was() {
    let env = TestEnv::new();
    let abc = ["--players", "A,B,C"];
    assert_refused(
        &env,
        &display(&[&abc[..], &["A:3", "A:3"]].concat()),
        "A plays out of turn: after A it is B's turn (play goes clockwise); the next play is B's; \
         a player with no cards left is skipped, so only a player alone with cards plays twice in \
         a row",
    );
    assert_refused(
        &env,
        &display(&[&abc[..], &["A:3", "C:3"]].concat()),
        "C plays out of turn: after A it is B's turn (play goes clockwise); the next play is B's; \
         a player with no cards left is skipped; if a pink 4 in an earlier display left play going \
         counterclockwise, give --counterclockwise",
    );
    let v = check_json(
        &env,
        &display(&[&abc[..], &["A:3", "B:3", "C:3", "A:0"]].concat()),
        0,
    );
    assert_eq!(v["outcome"], "open");
    // Without --players too: the names seated as the plays read, the others unknown.
    assert_refused(
        &env,
        &display(&["Alma:3", "Alma:3"]),
        "Alma plays out of turn: after Alma it is another player's turn (only Alma is named, and a \
         player plays twice in a row only when no one else has cards); name the players with \
         --players, and those with no cards left with --empty",
    );
    assert_refused(
        &env,
        &display(&["Alma:1", "Bernie:1", "Alma:1", "Carla:1"]),
        "Alma plays out of turn: after Bernie it is Carla's turn (play goes clockwise); the next \
         play is Carla's; a player with no cards left is skipped",
    );
    assert!(!env.db().exists());
}

#[test]
fn after_bernies_reversing_pink_4_it_is_almas_turn_counterclockwise() {
    let env = TestEnv::new();
    let seating = ["--players", "Alma,Bernie,Carla,Dora"];
    assert_refused(
        &env,
        &display(&[&seating[..], &["Alma:3", "Bernie:4p!", "Carla:5", "Dora:5"]].concat()),
        "Carla plays out of turn: after Bernie's pink 4 it is Alma's turn (play goes \
         counterclockwise); the next play is Alma's; a player with no cards left is skipped",
    );
    // In turn: Alma again, then Dora, whose foul is scored counterclockwise from her.
    let args = display(&[&seating[..], &["Alma:3", "Bernie:4p!", "Alma:5", "Dora:5"]].concat());
    let v = check_json(&env, &args, 0);
    assert_eq!(v["causer"], "Dora");
    assert_eq!(v["foul_scorers"], json!(["Carla", "Bernie", "Alma"]));
    assert_eq!(v["draw_order"], json!(["Carla", "Bernie", "Alma", "Dora"]));
    assert_eq!(
        (v["starting_direction"].clone(), v["direction"].clone()),
        (json!("clockwise"), json!("counterclockwise"))
    );
    // Without --players the seating read from the plays follows the reversal as well: Carla,
    // first named after it, sits on Alma's other side.
    let inferred = display(&["Alma:3", "Bernie:4p!", "Alma:5", "Carla:5"]);
    let v = check_json(&env, &inferred, 0);
    assert_eq!(v["players"], json!(["Carla", "Alma", "Bernie"]));
    assert_eq!(v["foul_scorers"], json!(["Bernie", "Alma"]));
}

#[test]
fn a_player_without_cards_is_skipped_in_turn_order() {
    let env = TestEnv::new();
    let seating = ["--players", "Alma,Bernie,Carla,Dora", "--empty", "bernie"];
    let args = display(&[&seating[..], &["Dora:5", "Alma:3", "Carla:3"]].concat());
    let v = check_json(&env, &args, 0);
    assert_eq!(v["causer"], "Carla");
    assert_eq!(v["foul_scorers"], json!(["Dora", "Alma"]));
    assert_eq!(v["draw_order"], json!([]));
    assert_eq!(
        v["reason"],
        "Foul: Carla went over, 11 against 10. Dora, then Alma, may score foul points with their \
         lowest card. Bernie has no cards left and scores none. Nobody draws: a player without \
         cards means the draw pile is gone (Showdown)."
    );
    assert_refused(
        &env,
        &display(&[&seating[..], &["Alma:5", "Dora:3"]].concat()),
        "Dora plays out of turn: after Alma it is Carla's turn (play goes clockwise; Bernie has no \
         cards left); the next play is Carla's; a player with no cards left is skipped; if a pink \
         4 in an earlier display left play going counterclockwise, give --counterclockwise",
    );
    // Alone with cards, Alma plays again and again.
    let alone = ["--players", "Alma,Bernie,Carla", "--empty", "Bernie,Carla"];
    let v = check_json(
        &env,
        &display(&[&alone[..], &["Alma:3", "Alma:3", "Alma:4"]].concat()),
        0,
    );
    assert_eq!(
        (v["outcome"].clone(), v["total"].clone()),
        (json!("open"), json!(10))
    );
}

#[test]
fn counterclockwise_starts_the_display_counterclockwise_and_scores_and_draws_that_way() {
    let env = TestEnv::new();
    let plays = [
        "--players",
        "Alma,Bernie,Carla,Dora",
        "Alma:5",
        "Dora:3",
        "Carla:3",
    ];
    let args = display(&[&["--counterclockwise"][..], &plays[..]].concat());
    let v = check_json(&env, &args, 0);
    assert_eq!(v["starting_direction"], "counterclockwise");
    assert_eq!(v["direction"], "counterclockwise");
    assert_eq!(v["causer"], "Carla");
    assert_eq!(v["foul_scorers"], json!(["Bernie", "Alma", "Dora"]));
    assert_eq!(v["draw_order"], json!(["Bernie", "Alma", "Dora", "Carla"]));
    let reason = "Foul: Carla went over, 11 against 10. Bernie, then Alma, then Dora, may score foul \
                  points with their lowest card. Then Bernie, Alma, Dora and Carla draw. Play goes \
                  on counterclockwise.";
    assert_eq!(v["reason"], reason);
    let text = check_text(&env, &args, 0);
    assert!(
        text.contains("│    2 ┆    3 ┆ Dora  ┆ Dora  ┆     8 ┆     10 │"),
        "{text}"
    );
    assert!(text.trim_end().ends_with(reason), "{text}");
    // Clockwise, Dora does not follow Alma: the refusal says how to start counterclockwise.
    assert_refused(
        &env,
        &display(&plays),
        "Dora plays out of turn: after Alma it is Bernie's turn (play goes clockwise); the next \
         play is Bernie's; a player with no cards left is skipped; if a pink 4 in an earlier \
         display left play going counterclockwise, give --counterclockwise",
    );
    // And the other way round.
    let args = display(&[
        "--counterclockwise",
        "--players",
        "Alma,Bernie,Carla,Dora",
        "Alma:5",
        "Bernie:3",
    ]);
    assert_refused(
        &env,
        &args,
        "Bernie plays out of turn: after Alma it is Dora's turn (play goes counterclockwise from \
         the start); the next play is Dora's; a player with no cards left is skipped; if play \
         went clockwise when this display began, leave out --counterclockwise",
    );
    // Without --players the seating is read counterclockwise too.
    let v = check_json(
        &env,
        &display(&["--counterclockwise", "Alma:5", "Dora:3", "Carla:3"]),
        0,
    );
    assert_eq!(v["players"], json!(["Carla", "Dora", "Alma"]));
    assert_eq!(v["foul_scorers"], json!(["Alma", "Dora"]));
    // Given twice it is refused as malformed, before anything is replayed.
    let message = check_fails(
        &env,
        &display(&["--counterclockwise", "--counterclockwise", "Alma:3"]),
        2,
    );
    assert_eq!(
        message,
        "the argument '--counterclockwise' cannot be used multiple times; see `tenscore check \
         krumme10 display --help`"
    );
    assert!(!env.db().exists());
}

// What the back of a card may show.

#[test]
fn back_says_what_the_back_of_a_card_may_show() {
    let env = TestEnv::new();
    assert_eq!(
        check_text(&env, &["back", "3"], 0).trim_end(),
        "The back of a 3 is a 2 or a 4."
    );
    assert_eq!(
        check_json(&env, &["back", "3"], 0),
        json!({"legal": true, "reason": "the back of a 3 is a 2 or a 4", "card": "3", "backs": [2, 4]})
    );
    for (value, backs) in [
        ("0", json!([1, 5])),
        ("1", json!([0, 2])),
        ("5", json!([0, 4])),
        ("4", json!([3, 5])),
        ("4b", json!([3, 5])),
        ("4p", json!([3, 5])),
    ] {
        assert_eq!(
            check_json(&env, &["back", value], 0)["backs"],
            backs,
            "{value}"
        );
    }
    assert_eq!(
        check_text(&env, &["back", "4P"], 0).trim_end(),
        "The back of a pink 4 is a 3 or a 5."
    );
    assert_eq!(
        check_text(&env, &["back", "0"], 0).trim_end(),
        "The back of a 0 is a 1 or a 5."
    );
}

// Rule breaks: exit 3, the verdict on stdout (text and JSON), nothing on stderr.

#[test]
fn a_display_that_breaks_a_rule_is_not_legal_exit_3() {
    let env = TestEnv::new();
    let resolved = "a resolved display is cleared: check the next display on its own";
    let cases: Vec<(Vec<&str>, String)> =
        vec![
        (
            display(&["Alma:3>Bernie:2"]),
            "Alma cannot steal from Bernie: Alma's own 3 did not land as a 1, and only a 1 may \
             steal; the chain of 1s goes on only while cards land as 1: end the play there"
                .into(),
        ),
        (
            display(&["Alma:1>Bernie:2>Carla:1"]),
            "Alma cannot steal from Carla: the 2 stolen from Bernie did not land as a 1, and only \
             a 1 may steal; the chain of 1s goes on only while cards land as 1: end the play there"
                .into(),
        ),
        (
            display(&["Bernie:3", "Alma:1>alma:2"]),
            "Alma cannot steal from Alma: a 1 steals from another player; name another player (a \
             teammate is allowed) as the one stolen from"
                .into(),
        ),
        (
            display(&["Alma:5", "Bernie:5", "Carla:3"]),
            format!(
                "Carla's 3 is a card after the display was resolved (Bernie hit the target \
                 exactly at play 2); {resolved}"
            ),
        ),
        (
            display(&["Alma:5", "Bernie:3", "Carla:3", "Alma:0"]),
            format!(
                "Alma's 0 is a card after the display was resolved (Carla went over the target at \
                 play 3); {resolved}"
            ),
        ),
        (
            display(&["Alma:5", "Bernie:3", "Carla:1>Alma:1>Bernie:1>Alma:3"]),
            format!(
                "the 3 stolen from Alma is a card after the display was resolved (Carla went over \
                 the target with the card before); {resolved}"
            ),
        ),
        (
            display(&["--players", "Alma,Bernie,Carla", "--empty", "Carla", "Carla:3"]),
            "Carla has no cards left (named with --empty) but plays a 3; leave out --empty for a \
             player who still plays"
                .into(),
        ),
        (
            display(&["--teams", "Alma:3", "Bernie:3", "Carla:3", "Dora:0"]),
            "teams need 4 to 6 players, seated with --players; seat 4 to 6 players with \
             --players, or play without --teams"
                .into(),
        ),
        (
            display(&["--players", "Alma,Bernie,Carla", "--teams", "Alma:3"]),
            "teams need 4 to 6 players, not 3; seat 4 to 6 players with --players, or play \
             without --teams"
                .into(),
        ),
        (
            display(&["--players", "Alma", "Alma:3"]),
            "Krumme10 is played by 2 to 6 players, not 1; seat 2 to 6 players".into(),
        ),
        (
            display(&["A:0", "B:0", "C:0", "D:0", "E:0", "F:0", "G:0"]),
            "Krumme10 is played by 2 to 6 players, but the plays name 7; seat 2 to 6 players"
                .into(),
        ),
    ];
    for (args, reason) in &cases {
        assert_refused(&env, args, reason);
    }
    assert!(!env.db().exists());
}

// Malformed input: exit 2, one line on stderr, nothing on stdout.

#[test]
fn malformed_checks_are_refused_in_one_line_exit_2() {
    let env = TestEnv::new();
    let notation =
        "a Krumme10 card is its face-up value 0 to 5; a pink four is 4p, a blue one 4 or 4b";
    let play = "write each play as NAME:CARD, a steal as NAME:1>VICTIM:CARD (the stolen card as it \
                landed), e.g. Alma:1>Bernie:3; a pink 4 that reverses the direction is 4p!";
    let cases: Vec<(Vec<&str>, String)> =
        vec![
        (
            display(&["Alma:3p"]),
            format!("'3p' is not a Krumme10 card: only a 4 is pink or blue; {notation}"),
        ),
        (
            display(&["Alma:6"]),
            format!("'6' is not a Krumme10 card; {notation}"),
        ),
        (
            display(&["Alma:1>Bernie:-1"]),
            format!("'-1' is not a Krumme10 card; {notation}"),
        ),
        (
            display(&["Alma:x"]),
            format!("'x' is not a Krumme10 card; {notation}"),
        ),
        (
            display(&["Alma:4!"]),
            "'4!' cannot reverse the direction: only a pink 4 does; write ! only after a pink 4: \
             4p!"
                .into(),
        ),
        (display(&["Alma3"]), format!("'Alma3' is not a play; {play}")),
        (display(&["Alma:1>"]), format!("'Alma:1>' is not a play; {play}")),
        (
            display(&["--players", "Alma,Bernie", "Alma:1>Zed:3"]),
            "'Zed' is not among the players; name one of Alma, Bernie".into(),
        ),
        (
            display(&["--players", "Alma,Bernie", "--empty", "Zed", "Alma:3"]),
            "'Zed' is not among the players; name one of Alma, Bernie".into(),
        ),
        (
            display(&["--empty", "Zed", "Alma:3", "Bernie:3"]),
            "'Zed' is not among the players; name one of Alma, Bernie".into(),
        ),
        (
            // Unknown names are reported before the rules are asked about the table.
            display(&["--players", "Alma", "--teams", "Zed:3"]),
            "'Zed' is not among the players; name one of Alma".into(),
        ),
        (
            display(&["--players", "Alma,alma", "Alma:3"]),
            "'Alma' and 'alma' are the same name typed twice (case does not tell players \
             apart); give each player a different name, e.g. Alma and Alma B"
                .into(),
        ),
        (
            display(&["12:3"]),
            "the name '12' is only digits, which would read as a match id; add a letter, e.g. \
             Player1"
                .into(),
        ),
        (
            vec!["back", "6"],
            format!("'6' is not a Krumme10 card; {notation}"),
        ),
        (
            vec!["back", "3p"],
            format!("'3p' is not a Krumme10 card: only a 4 is pink or blue; {notation}"),
        ),
    ];
    for (args, message) in &cases {
        assert_eq!(&check_fails(&env, args, 2), message, "{args:?}");
        // Malformed input gives no verdict on stdout, even with --json.
        let mut all = vec!["--json", "check", "krumme10"];
        all.extend_from_slice(args);
        let out = env.run(&all);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
    // Without plays clap refuses.
    let message = check_fails(&env, &["display", "--players", "Alma,Bernie"], 2);
    assert!(
        message.starts_with("the following required arguments were not provided"),
        "{message}"
    );
    assert!(!env.db().exists());
}

#[test]
fn with_a_player_out_of_cards_nobody_is_told_to_draw() {
    // Out of cards only in the Showdown, when the draw pile is gone: "No more cards are drawn".
    let env = TestEnv::new();
    let args = display(&["--players", "A,B,C", "--empty", "C", "A:5", "B:3", "A:3"]);
    let text = env.check_text("krumme10", &args, 0);
    assert!(!text.contains("draw."), "{text}");
    assert!(
        text.trim_end().ends_with(
            "Nobody draws: a player without cards means the draw pile is gone (Showdown)."
        ),
        "{text}"
    );
    assert_eq!(check_json(&env, &args, 0)["draw_order"], json!([]));
    // With everyone holding cards the same display still ends with who draws.
    let all = display(&["--players", "A,B,C", "A:5", "B:3"]);
    assert!(
        env.check_text("krumme10", &all, 0)
            .contains("Then B draws.")
    );
}
