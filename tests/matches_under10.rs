//! Whole Under the 10 matches through the binary, against a temporary database.

use serde_json::Value;

use crate::common::{TestEnv, words};

fn names(scores: &[(&str, i64)]) -> Vec<(String, i64)> {
    let mut v: Vec<(String, i64)> = scores.iter().map(|(n, s)| (n.to_string(), *s)).collect();
    v.sort();
    v
}

fn notes_of(round: &Value, player: &str) -> Vec<String> {
    round["scores"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["name"] == player)
        .unwrap()["notes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["note"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn new_prints_the_id_game_and_players_in_seating_order() {
    let env = TestEnv::new();
    let new = env.json(&["new", "onderde10", "--players", "Cy,Ann, Bob"]);
    assert_eq!(new["game"], "under10");
    assert_eq!(new["players"], serde_json::json!(["Cy", "Ann", "Bob"]));
    let id = new["id"].as_i64().unwrap();
    let text = env.ok(&["new", "under10", "--players", "Dee,Eve"]);
    assert!(
        text.starts_with(&format!("Match {} started: Under the 10 for 2", id + 1)),
        "{text}"
    );
    assert!(text.contains("Round 1: Dee starts."), "{text}");
}

#[test]
fn the_table_chooses_who_starts_round_1_and_the_rotation_follows_from_there() {
    let env = TestEnv::new();
    let text = env.ok(&[
        "new",
        "under10",
        "--players",
        "Ann,Bob,Cy",
        "--starter",
        "bob",
    ]);
    assert!(text.contains("Round 1: Bob starts."), "{text}");
    let id = 1;
    assert_eq!(env.standings(id)["next"], "Round 1: Bob starts.");
    env.ok(&["round", "Ann=5", "Bob=0", "Cy=8", "--call", "Bob"]);
    assert_eq!(env.standings(id)["next"], "Round 2: Cy starts.");
    env.ok(&["round", "Ann=5", "Bob=0", "Cy=8", "--call", "Bob"]);
    assert_eq!(env.standings(id)["next"], "Round 3: Ann starts.");
    // A rematch keeps the seats and the options, the starter among them.
    env.ok(&["finish"]);
    let rematch = env.ok(&["new", "--rematch"]);
    assert!(rematch.contains("Round 1: Bob starts."), "{rematch}");
    // A starter who is not at the table cannot be read: exit 2, nothing written.
    let before = env.db_bytes();
    let msg = env.fails(
        &["new", "under10", "--players", "Ann,Bob", "--starter", "Cy"],
        2,
    );
    assert_eq!(
        msg,
        "the starter 'Cy' is not at the table; name one of Ann and Bob with --starter"
    );
    assert_eq!(env.db_bytes(), before);
}

#[test]
fn a_failed_call_costs_the_caller_20_plus_hand_and_the_lowest_scores_0() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    let round = env.json(&["round", "Ann=7", "Bob=5", "Cy=12", "--call", "Ann"]);
    assert_eq!(round["round"], 1);
    assert_eq!(
        env.scores(id),
        names(&[("Ann", 27), ("Bob", 0), ("Cy", 12)])
    );
    assert_eq!(notes_of(&round, "Ann"), vec!["failed-call"]);
    assert_eq!(notes_of(&round, "Bob"), vec!["beat-caller"]);
    let explanation = round["explanation"].to_string();
    assert!(explanation.contains("20"), "{explanation}");
}

#[test]
fn a_call_that_stands_scores_0_for_the_caller_and_hands_for_the_rest() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    let text = env.ok(&["round", "Ann=3", "Bob=5", "Cy=12", "--call", "Ann"]);
    assert!(
        text.starts_with(&format!(
            "Round 1 recorded in match {id}, Under the 10: Ann, Bob, Cy.\n"
        )),
        "{text}"
    );
    assert_eq!(env.scores(id), names(&[("Ann", 0), ("Bob", 5), ("Cy", 12)]));
}

#[test]
fn beaters_tied_at_the_lowest_share_the_win_and_a_tie_with_the_caller_beats_the_call() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob,Cy,Dee"]);
    env.ok(&["round", "Ann=7", "Bob=5", "Cy=5", "Dee=6", "--call", "Ann"]);
    assert_eq!(
        env.scores(id),
        names(&[("Ann", 27), ("Bob", 0), ("Cy", 0), ("Dee", 6)])
    );
    env.ok(&["round", "Ann=6", "Bob=6", "Cy=30", "Dee=8", "--call", "Bob"]);
    // Ann has as many points as the caller: the call fails.
    assert_eq!(
        env.scores(id),
        names(&[("Ann", 27), ("Bob", 26), ("Cy", 30), ("Dee", 14)])
    );
}

#[test]
fn bonus_cards_add_their_penalty_and_a_holder_cannot_beat_the_caller() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob,Cy", "--bonus-cards"]);
    let round = env.json(&[
        "round",
        "Ann=4",
        "Bob=3+joker",
        "Cy=10+trade-all+trade-one",
        "--call",
        "Ann",
    ]);
    assert_eq!(
        env.scores(id),
        names(&[("Ann", 0), ("Bob", 13), ("Cy", 35)])
    );
    assert_eq!(notes_of(&round, "Ann"), vec!["called"]);
    assert_eq!(notes_of(&round, "Bob"), vec!["bonus-penalty"]);
}

#[test]
fn a_stroke_of_luck_scores_0_and_everyone_else_their_hand() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    let round = env.json(&["round", "Ann=0", "Bob=14", "Cy=9", "--luck", "Ann"]);
    assert_eq!(env.scores(id), names(&[("Ann", 0), ("Bob", 14), ("Cy", 9)]));
    assert_eq!(notes_of(&round, "Ann"), vec!["luck"]);
}

/// Bob calls with an empty hand every round and Cy holds 1, so the call stands and Ann's total is
/// the sum of her hands.
fn ann_scores(env: &TestEnv, hands: &[i64]) {
    for hand in hands {
        env.ok(&[
            "round",
            &format!("Ann={hand}"),
            "Bob=0",
            "Cy=1",
            "--call",
            "Bob",
        ]);
    }
}

#[test]
fn exactly_100_is_halved_to_50_and_exactly_150_to_75() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    ann_scores(&env, &[60]);
    let round = env.json(&["round", "Ann=40", "Bob=0", "Cy=1", "--call", "Bob"]);
    assert_eq!(notes_of(&round, "Ann"), vec!["halved"]);
    assert_eq!(round["scores"][0]["total"], 50);
    assert_eq!(round["scores"][0]["points"], 40);
    ann_scores(&env, &[65]);
    let round = env.json(&["round", "Ann=35", "Bob=0", "Cy=1", "--call", "Bob"]);
    assert_eq!(round["scores"][0]["total"], 75);
    assert_eq!(round["scores"][0]["out"], false);
    let standings = env.standings(id);
    assert_eq!(standings["status"], "in-progress");
    let show = env.ok(&["show", &id.to_string()]);
    assert!(show.contains("halved 100 → 50"), "{show}");
    assert!(show.contains("halved 150 → 75"), "{show}");
}

/// Issue 15, item 5: after a halving the tables show it: `show`'s cell goes from the round's
/// points to the mark reached, then to the halved total (not "+40 → 50" after 60), and the
/// standings say it beside the last round's points. JSON keeps its numbers.
#[test]
fn a_halved_total_shows_the_mark_it_reached_in_show_and_the_standings() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    ann_scores(&env, &[60]);
    env.ok(&["round", "Ann=40", "Bob=0", "Cy=1", "--call", "Bob"]);
    let show = env.ok(&["show", &id.to_string()]);
    assert!(show.contains("│ 2     ┆ +40 → 100 → 50 ┆"), "{show}");
    let standings = env.ok(&["standings"]);
    let ann = standings
        .lines()
        .find(|line| line.contains(" Ann "))
        .unwrap_or_else(|| panic!("no row for Ann in\n{standings}"));
    assert!(
        ann.contains("┆    50 ┆ +40, halved at 100 ┆ in "),
        "{standings}"
    );
    let json = env.json(&["show", &id.to_string()]);
    assert_eq!(json["rounds"][1]["scores"][0]["points"], 40);
    assert_eq!(json["rounds"][1]["scores"][0]["total"], 50);
    // On a narrow terminal the compact cell still shows the mark.
    let narrow = (env.cmd().env("COLUMNS", "40"))
        .args(["show", &id.to_string()])
        .output()
        .expect("tenscore runs");
    let narrow = String::from_utf8(narrow.stdout).expect("utf-8 output");
    assert!(narrow.contains("+40→100→50"), "{narrow}");
}

/// `round`'s explanation and `check`'s verdict at `columns` columns.
fn explained_at(columns: &str) -> (String, String) {
    let env = TestEnv::new();
    let players = "Anna Maria,Bartholomew,Cy";
    env.new_match(&["under10", "--players", players, "--bonus-cards"]);
    let run = |args: &[&str]| {
        let out = (env.cmd().env("COLUMNS", columns))
            .args(args)
            .output()
            .expect("tenscore runs");
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        String::from_utf8(out.stdout).expect("utf-8 output")
    };
    let round = run(&[
        "round",
        "Anna Maria=4",
        "Bartholomew=4",
        "Cy=3+joker",
        "--call",
        "Anna Maria",
    ]);
    let explanation: Vec<&str> = (round.lines().skip(1))
        .take_while(|line| !line.is_empty())
        .collect();
    let verdict = run(&[
        "check",
        "under10",
        "call",
        "--call",
        "Cy",
        "Ann=6",
        "Bob=5+trade-one",
        "Cy=6",
    ]);
    (explanation.join("\n"), verdict)
}

/// Issue 15, item 4: a long explanation after `round` and a long `check` verdict wrap at 80
/// columns at spaces only (the continuation hangs under the sentence), never inside a word or
/// a name, and say the same words as on a wide terminal.
#[test]
fn a_long_explanation_wraps_at_80_columns_only_between_words() {
    use unicode_width::UnicodeWidthStr;
    let (explanation, verdict) = explained_at("80");
    let (wide_explanation, wide_verdict) = explained_at("1000");
    assert_eq!(words(&explanation), words(&wide_explanation));
    assert_eq!(words(&verdict), words(&wide_verdict));
    // Each sentence is one line when there is room; at 80 the long one wraps.
    assert!(wide_explanation.lines().count() < explanation.lines().count());
    assert!(wide_verdict.lines().count() < verdict.lines().count());
    for line in explanation.lines().chain(verdict.lines()) {
        assert!(line.width() <= 80, "{line:?}");
    }
    for line in explanation.lines() {
        assert!(line.starts_with("  "), "{explanation}");
        // Never "Anna" at the end of one line and "Maria" at the start of the next.
        assert_eq!(
            line.matches("Anna").count(),
            line.matches("Anna Maria").count(),
            "{explanation}"
        );
    }
    // Every break was at a space: the words of each line are words of the wide text.
    let wide_words: Vec<&str> = wide_explanation.split_whitespace().collect();
    let narrow_words: Vec<&str> = explanation.split_whitespace().collect();
    assert_eq!(narrow_words, wide_words);
    assert!(
        explanation.contains("\n    "),
        "the continuation hangs under its sentence:\n{explanation}"
    );
}

#[test]
fn a_total_above_150_puts_a_player_out_and_their_entries_are_refused() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    ann_scores(&env, &[60, 60, 31]); // 151
    let standings = env.standings(id);
    let ann = standings["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "Ann")
        .unwrap()
        .clone();
    assert_eq!(ann["eliminated"], true);
    assert_eq!(ann["rank"], 3);
    assert_eq!(standings["status"], "in-progress");
    let before = env.db_bytes();
    let refusal = env.fails(&["round", "Ann=3", "Bob=4", "Cy=5", "--call", "Bob"], 3);
    assert!(
        refusal.starts_with("Ann is out of the match (151)"),
        "{refusal}"
    );
    assert_eq!(env.db_bytes(), before);
    env.ok(&["round", "Bob=4", "Cy=5", "--call", "Bob"]);
    assert_eq!(
        env.scores(id),
        names(&[("Ann", 151), ("Bob", 0), ("Cy", 3 + 5)])
    );
}

#[test]
fn last_standing_plays_on_until_one_player_is_left_who_wins() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    ann_scores(&env, &[60, 60, 31]);
    for _ in 0..3 {
        env.ok(&["round", "Bob=0", "Cy=60", "--call", "Bob"]);
    }
    let standings = env.standings(id);
    assert_eq!(standings["status"], "finished");
    assert_eq!(standings["winners"], serde_json::json!(["Bob"]));
    let last = standings["rounds"].as_u64().unwrap();
    let refusal = env.fails(&["round", &id.to_string(), "Bob=0", "--call", "Bob"], 3);
    assert_eq!(
        refusal,
        format!(
            "match {id} is finished; it takes no more rounds; start a new match with `tenscore new`, \
             or play on: `tenscore undo {id}` withdraws round {last}, the one that ended it"
        )
    );
}

#[test]
fn first_out_stops_after_the_round_in_which_a_player_goes_out() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob,Cy", "--end", "first-out"]);
    env.ok(&["round", "Ann=60", "Bob=3", "Cy=20", "--call", "Bob"]);
    env.ok(&["round", "Ann=60", "Bob=9", "Cy=20", "--call", "Bob"]);
    let round = env.json(&["round", "Ann=40", "Bob=30", "Cy=2", "--call", "Cy"]);
    assert_eq!(round["status"], "finished");
    let standings = env.standings(id);
    // Bob 30, Cy 40: the lowest total still in wins.
    assert_eq!(standings["winners"], serde_json::json!(["Bob"]));
    assert_eq!(
        env.scores(id),
        names(&[("Ann", 160), ("Bob", 30), ("Cy", 40)])
    );
}

#[test]
fn a_tie_for_the_lowest_total_shares_the_win() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob,Cy", "--end", "first-out"]);
    env.ok(&["round", "Ann=60", "Bob=12", "Cy=0", "--call", "Cy"]);
    env.ok(&["round", "Ann=65", "Bob=0", "Cy=12", "--call", "Bob"]);
    env.ok(&["round", "Ann=0", "Bob=3", "Cy=3", "--luck", "Ann"]);
    assert_eq!(
        env.scores(id),
        names(&[("Ann", 125), ("Bob", 15), ("Cy", 15)])
    );
    // Ann goes out; Bob and Cy both stay on 15.
    env.ok(&["round", "Ann=30", "Bob=0", "Cy=0", "--luck", "Bob"]);
    let standings = env.standings(id);
    assert_eq!(standings["status"], "finished", "{standings}");
    assert_eq!(standings["winners"], serde_json::json!(["Bob", "Cy"]));
    let ranks: Vec<i64> = standings["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["rank"].as_i64().unwrap())
        .collect();
    assert_eq!(ranks, vec![1, 1, 3]);
    let text = env.ok(&["standings", &id.to_string()]);
    assert!(text.contains("Winners (shared): Bob, Cy"), "{text}");
}

#[test]
fn undo_withdraws_the_last_round_and_keeps_it_in_the_audit_trail() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob"]);
    env.ok(&["round", "Ann=3", "Bob=10", "--call", "Ann"]);
    env.ok(&["round", "Ann=20", "Bob=1", "--call", "Bob"]);
    let undo = env.ok(&["undo"]);
    assert!(
        undo.starts_with(&format!(
            "Round 2 withdrawn from match {id}, Under the 10: Ann, Bob (kept in `tenscore show {id} --all`)."
        )),
        "{undo}"
    );
    assert_eq!(env.scores(id), names(&[("Ann", 0), ("Bob", 10)]));
    assert_eq!(env.standings(id)["rounds"], 1);
    let all = env.json(&["show", &id.to_string(), "--all"]);
    let rounds = all["rounds"].as_array().unwrap();
    assert_eq!(rounds.len(), 2);
    assert_eq!(rounds[1]["withdrawn"], true);
    let live = env.json(&["show", &id.to_string()]);
    assert_eq!(live["rounds"].as_array().unwrap().len(), 1);
    // The next round takes the withdrawn one's place.
    env.ok(&["round", "Ann=2", "Bob=1", "--call", "Bob"]);
    assert_eq!(env.scores(id), names(&[("Ann", 2), ("Bob", 10)]));
    env.ok(&["undo"]);
    env.ok(&["undo"]);
    let nothing = env.fails(&["undo", &id.to_string()], 3);
    assert_eq!(
        nothing,
        format!("match {id} has no round to undo; record a round first with `tenscore round`")
    );
}

#[test]
fn undo_reopens_a_match_that_its_last_round_had_ended() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob"]);
    ann_scores_two(&env, &[65, 65, 65]);
    assert_eq!(env.standings(id)["status"], "finished");
    env.ok(&["undo", &id.to_string()]);
    let standings = env.standings(id);
    assert_eq!(standings["status"], "in-progress");
    assert_eq!(standings["winners"], serde_json::json!([]));
    assert_eq!(env.scores(id), names(&[("Ann", 130), ("Bob", 0)]));
}

fn ann_scores_two(env: &TestEnv, hands: &[i64]) {
    for hand in hands {
        env.ok(&["round", &format!("Ann={hand}"), "Bob=0", "--call", "Bob"]);
    }
}

#[test]
fn edit_replaces_a_round_and_rescores_the_rounds_after_it() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob"]);
    ann_scores_two(&env, &[60, 30, 10]);
    // 60, 90, then exactly 100 is halved to 50.
    assert_eq!(env.scores(id), names(&[("Ann", 50), ("Bob", 0)]));
    // Ann really had 40 in round 2: she is halved there (100 → 50), and round 3 lands on 60.
    let edit = [
        "edit",
        &id.to_string(),
        "2",
        "Ann=40",
        "Bob=0",
        "--call",
        "Bob",
        "--reason",
        "recounted",
    ];
    env.ok(&edit);
    assert_eq!(env.scores(id), names(&[("Ann", 60), ("Bob", 0)]));
    let show = env.json(&["show", &id.to_string()]);
    assert_eq!(show["rounds"][1]["scores"][0]["total"], 50);
    assert_eq!(show["rounds"][2]["scores"][0]["total"], 60);
    let all = env.json(&["show", &id.to_string(), "--all"]);
    let rounds = all["rounds"].as_array().unwrap();
    assert_eq!(rounds.len(), 4);
    let edited = rounds.iter().find(|r| r["reason"] == "recounted").unwrap();
    assert_eq!(edited["round"], 2);
    assert_eq!(edited["withdrawn"], false);
    let text = env.ok(&["show", &id.to_string(), "--all"]);
    assert!(
        text.contains("2 withdrawn") && text.contains("edited: recounted"),
        "{text}"
    );
}

#[test]
fn an_edit_that_breaks_a_later_round_is_refused_and_writes_nothing() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    ann_scores(&env, &[65, 65, 15, 3]); // 65, 130, 145, 148
    let before = env.db_bytes();
    // An edit that breaks a rule by itself.
    let refusal = env.fails(
        &[
            "edit",
            &id.to_string(),
            "1",
            "Ann=65",
            "Bob=0",
            "Cy=99",
            "--call",
            "Bob",
            "--reason",
            "x",
        ],
        3,
    );
    assert!(refusal.contains("Cy has 99 points"), "{refusal}");
    // With 25 in round 3 Ann goes out (155), so her entry in round 4 no longer fits.
    let refusal = env.fails(
        &[
            "edit",
            &id.to_string(),
            "3",
            "Ann=25",
            "Bob=0",
            "Cy=1",
            "--call",
            "Bob",
            "--reason",
            "x",
        ],
        3,
    );
    assert!(
        refusal
            .starts_with("with this change round 4 no longer fits: Ann is out of the match (155)"),
        "{refusal}"
    );
    // Editing round 4 first cannot help (Ann still needs an entry there): the way out is undo.
    assert!(
        refusal.ends_with(&format!(
            "; undo the rounds after round 3 (`tenscore undo {id}`, once for each), make this \
             edit, then record them again"
        )),
        "{refusal}"
    );
    let msg = env.fails(
        &[
            "edit",
            &id.to_string(),
            "9",
            "Ann=1",
            "Bob=0",
            "Cy=1",
            "--call",
            "Bob",
            "--reason",
            "x",
        ],
        2,
    );
    assert!(
        msg.starts_with(&format!("match {id} has no round 9")),
        "{msg}"
    );
    env.fails(
        &[
            "edit",
            &id.to_string(),
            "1",
            "Ann=1",
            "Bob=0",
            "Cy=1",
            "--call",
            "Bob",
            "--reason",
            " ",
        ],
        2,
    );
    assert_eq!(env.db_bytes(), before);
}

#[test]
fn standings_and_show_render_tables_with_rank_state_and_running_totals() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    env.ok(&["round", "Ann=7", "Bob=5", "Cy=12", "--call", "Ann"]);
    env.ok(&["round", "Ann=1", "Bob=5", "Cy=9", "--call", "Ann"]);
    let standings = env.ok(&["standings"]);
    insta::assert_snapshot!(
        "standings_after_two_rounds",
        standings.replace(&format!("match {id}"), "match N")
    );
    let show = env.ok(&["show"]);
    insta::assert_snapshot!(
        "show_after_two_rounds",
        show.replace(&format!("match {id}"), "match N")
    );
}

#[test]
fn finish_ends_a_match_early_and_abandon_ends_it_without_a_winner() {
    let env = TestEnv::new();
    let a = env.new_match(&["under10", "--players", "Ann,Bob"]);
    env.ok(&["round", "Ann=3", "Bob=10", "--call", "Ann"]);
    let finished = env.json(&["finish"]);
    assert_eq!(finished["status"], "finished");
    assert_eq!(finished["winners"], serde_json::json!(["Ann"]));
    let b = env.new_match(&["under10", "--players", "Ann,Bob"]);
    let abandoned = env.json(&["finish", &b.to_string(), "--abandon"]);
    assert_eq!(abandoned["status"], "abandoned");
    assert_eq!(abandoned["winners"], serde_json::json!([]));
    let refusal = env.fails(&["finish", &a.to_string()], 3);
    assert!(
        refusal.starts_with(&format!("match {a} is finished")),
        "{refusal}"
    );
}

#[test]
fn the_table_printed_after_a_round_is_the_stored_one() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob"]);
    // 65, 130 (halving does not apply), then out at 195: the last round ends the match.
    for hand in [65, 65, 65] {
        let round = env.json(&["round", &format!("Ann={hand}"), "Bob=0", "--call", "Bob"]);
        assert_eq!(round["standings"], env.standings(id), "after Ann={hand}");
    }
    assert_eq!(env.standings(id)["status"], "finished");
}

#[test]
fn the_rules_of_every_game_fit_80_columns_and_follow_the_terminal() {
    let env = TestEnv::new();
    let rules_at = |game: &str, columns: &str| {
        let output = (env.cmd().env("COLUMNS", columns))
            .args(["rules", game])
            .output()
            .unwrap();
        String::from_utf8(output.stdout).unwrap()
    };
    let words = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
    for game in ["under10", "updown", "pig10", "krumme10", "tenstuff"] {
        let text = rules_at(game, "80");
        let widest = text.lines().map(|l| l.chars().count()).max().unwrap_or(0);
        assert!(widest <= 80, "{game}: a line of {widest} columns in {text}");
        // Wider terminals get longer lines, with the same words.
        let wide = rules_at(game, "120");
        assert!(wide.lines().count() < text.lines().count(), "{game}");
        assert_eq!(words(&wide), words(&text), "{game}");
    }
}
