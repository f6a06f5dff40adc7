//! Whole Pig 10 matches through the binary: a deal records the cards each player collected, the
//! standings are the sums (most cards first, ties shared), `finish` names the winners, and every
//! refused deal (more than the 80 cards in the box, a count that cannot be read) writes nothing.

use serde_json::{Value, json};

use crate::common::TestEnv;

const THREE: [&str; 3] = ["Ann", "Bob", "Cy"];

/// `tenscore [--json] round [MATCH] NAME=CARDS...` for the players in seating order.
fn deal_args(id: Option<i64>, names: &[&str], cards: &[u32]) -> Vec<String> {
    assert_eq!(names.len(), cards.len());
    let mut args = vec!["round".to_string()];
    args.extend(id.map(|id| id.to_string()));
    args.extend(names.iter().zip(cards).map(|(n, c)| format!("{n}={c}")));
    args
}

/// Records a deal and returns the `--json round` answer.
fn deal(env: &TestEnv, id: i64, names: &[&str], cards: &[u32]) -> Value {
    let args = deal_args(Some(id), names, cards);
    env.json(&args.iter().map(String::as_str).collect::<Vec<_>>())
}

fn sorted(scores: &[(&str, i64)]) -> Vec<(String, i64)> {
    let mut v: Vec<(String, i64)> = scores.iter().map(|(n, s)| (n.to_string(), *s)).collect();
    v.sort();
    v
}

/// (name, rank) in the order the standings list them.
fn ranks(standings: &Value) -> Vec<(String, i64)> {
    standings["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                p["rank"].as_i64().unwrap(),
            )
        })
        .collect()
}

fn assert_refusals(env: &TestEnv, cases: &[(&[&str], i32, String)]) {
    let before = env.db_bytes();
    for (args, code, message) in cases {
        assert_eq!(&env.fails(args, *code), message, "tenscore {args:?}");
        assert_eq!(
            env.db_bytes(),
            before,
            "tenscore {args:?} wrote to the database"
        );
    }
}

/// A small deterministic generator, for varied but reproducible deals.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u32) -> u32 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % u64::from(n)) as u32
    }
}

#[test]
fn three_deals_and_finish_end_in_a_shared_win_with_ranks_1_1_3() {
    let env = TestEnv::new();
    let new = env.json(&["new", "pig10", "--players", "Ann,Bob,Cy"]);
    assert_eq!(
        new,
        json!({"id": 1, "game": "pig10", "players": ["Ann", "Bob", "Cy"]})
    );
    let id = 1;
    let standings = env.standings(id);
    assert_eq!(standings["status"], "in-progress");
    assert_eq!(standings["rounds"], 0);
    assert_eq!(
        standings["next"],
        "Deal 1: the quickest to count to ten begins; record the cards collected."
    );

    // Deal 1: Ann 12, Bob 7, Cy 0.
    let round = deal(&env, id, &THREE, &[12, 7, 0]);
    assert_eq!(round["round"], 1);
    assert_eq!(
        round["explanation"],
        json!([
            "Cards collected this deal: Ann 12, Bob 7, Cy 0 (19 in all; cards left in the middle \
             belong to nobody).",
            "Most this deal: Ann with 12."
        ])
    );
    let points: Vec<(i64, i64)> = round["scores"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["points"].as_i64().unwrap(), s["total"].as_i64().unwrap()))
        .collect();
    assert_eq!(points, vec![(12, 12), (7, 7), (0, 0)]);
    assert_eq!(round["status"], "in-progress");

    // Deal 2: Ann 3, Bob 8, Cy 4: Ann and Bob are level at 15.
    let round = deal(&env, id, &THREE, &[3, 8, 4]);
    assert_eq!(round["explanation"][1], "Most this deal: Bob with 8.");
    assert_eq!(
        ranks(&round["standings"]),
        vec![("Ann".into(), 1), ("Bob".into(), 1), ("Cy".into(), 3)]
    );
    assert_eq!(round["standings"]["winners"], json!([]));

    // Deal 3: Ann 10, Bob 10, Cy 20 (two lead the deal): 25, 25, 24.
    let round = deal(&env, id, &THREE, &[10, 10, 20]);
    assert_eq!(round["explanation"][1], "Most this deal: Cy with 20.");
    let round = env.standings(id);
    assert_eq!(round["rounds"], 3);
    assert_eq!(round["status"], "in-progress");
    assert_eq!(
        round["next"],
        "Deal 4: the quickest to count to ten begins; record the cards collected."
    );
    assert_eq!(
        env.scores(id),
        sorted(&[("Ann", 25), ("Bob", 25), ("Cy", 24)])
    );

    // Finish: the table ranks as it stands; the tie shares the win.
    let finished = env.json(&["finish", &id.to_string()]);
    assert_eq!(finished["status"], "finished");
    assert_eq!(finished["winners"], json!(["Ann", "Bob"]));
    let standings = env.standings(id);
    assert_eq!(standings["status"], "finished");
    assert_eq!(standings["winners"], json!(["Ann", "Bob"]));
    assert_eq!(standings["next"], Value::Null);
    assert_eq!(
        ranks(&standings),
        vec![("Ann".into(), 1), ("Bob".into(), 1), ("Cy".into(), 3)]
    );
    let text = env.ok(&["standings", &id.to_string()]);
    assert!(text.contains("Winners (shared): Ann, Bob"), "{text}");

    // A finished match takes no more deals, and cannot be finished twice.
    let finished = format!(
        "match {id} is finished; it takes no more deals; start a new match with `tenscore new`, \
         or reopen this one with `tenscore reopen {id}`"
    );
    let m = id.to_string();
    assert_refusals(
        &env,
        &[
            (
                &["round", &m, "Ann=1", "Bob=0", "Cy=0"],
                3,
                finished.clone(),
            ),
            (
                &["finish", &m],
                3,
                format!(
                    "match {id} is finished already; see it with `tenscore show {id}`; to end it another way, reopen it first with `tenscore reopen {id}`"
                ),
            ),
            (
                &["round", "Ann=1", "Bob=0", "Cy=0"],
                2,
                format!(
                    "there is no unfinished match; name a match by its id: {id} is the one that \
                     ended last (`tenscore history` lists them), or start one with `tenscore new \
                     GAME --players Ann,Bob,Cy`"
                ),
            ),
        ],
    );
}

#[test]
fn a_single_leader_wins_alone_and_the_text_names_the_winner() {
    let env = TestEnv::new();
    let id = env.new_match(&["pig-10", "--players", "Ann,Bob"]);
    deal(&env, id, &["Ann", "Bob"], &[10, 20]);
    deal(&env, id, &["Ann", "Bob"], &[11, 9]);
    let text = env.ok(&["finish", &id.to_string()]);
    assert!(text.contains("Winner: Bob"), "{text}");
    let standings = env.standings(id);
    assert_eq!(standings["winners"], json!(["Bob"]));
    assert_eq!(
        ranks(&standings),
        vec![("Bob".into(), 1), ("Ann".into(), 2)]
    );
}

#[test]
fn the_standings_are_the_sums_of_the_deals_for_eight_players() {
    let env = TestEnv::new();
    let eight = ["A", "B", "C", "D", "E", "F", "G", "H"];
    let id = env.new_match(&["pig10", "--players", "A,B,C,D,E,F,G,H"]);
    let mut rng = Lcg(10);
    let mut totals = [0i64; 8];
    let mut deals: Vec<Vec<u32>> = Vec::new();
    for seq in 1..=12 {
        // Each deal hands out up to the 80 cards of the box, one pile at a time.
        let handed = rng.below(81);
        let mut cards = vec![0u32; 8];
        for _ in 0..handed {
            cards[rng.below(8) as usize] += 1;
        }
        let round = deal(&env, id, &eight, &cards);
        assert_eq!(round["round"], seq);
        for (seat, c) in cards.iter().enumerate() {
            totals[seat] += i64::from(*c);
            assert_eq!(round["scores"][seat]["points"], *c, "deal {seq}");
            assert_eq!(round["scores"][seat]["total"], totals[seat], "deal {seq}");
        }
        deals.push(cards);
    }
    // The stored deals are the entries as typed.
    let show = env.json(&["show", &id.to_string()]);
    let stored: Vec<Vec<u32>> = show["rounds"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| serde_json::from_value(r["entry"]["cards"].clone()).unwrap())
        .collect();
    assert_eq!(stored, deals);
    // The standings are the column sums, most cards first, ties sharing the rank.
    let standings = env.standings(id);
    for p in standings["players"].as_array().unwrap() {
        let seat = eight.iter().position(|n| p["name"] == *n).unwrap();
        let sum: i64 = deals.iter().map(|d| i64::from(d[seat])).sum();
        assert_eq!(sum, totals[seat]);
        assert_eq!(p["score"], sum, "{}", eight[seat]);
        let rank = 1 + totals.iter().filter(|&&t| t > totals[seat]).count();
        assert_eq!(p["rank"], rank, "{}", eight[seat]);
    }
    let scores: Vec<i64> = standings["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["score"].as_i64().unwrap())
        .collect();
    assert!(scores.windows(2).all(|w| w[0] >= w[1]), "{scores:?}");
}

#[test]
fn a_deal_of_81_cards_is_refused_and_nothing_is_written_but_80_is_recorded() {
    let env = TestEnv::new();
    let id = env.new_match(&["pig10", "--players", "Ann,Bob,Cy"]);
    deal(&env, id, &THREE, &[5, 5, 5]);
    let m = id.to_string();
    let over = |total: u32| {
        format!(
            "the deal's cards add up to {total}, but the box holds only 80; count again: together \
             the players collect at most 80 cards"
        )
    };
    assert_refusals(
        &env,
        &[
            (&["round", "Ann=50", "Bob=30", "Cy=1"], 3, over(81)),
            (&["round", &m, "Ann=81", "Bob=0", "Cy=0"], 3, over(81)),
            (&["round", "Ann=80", "Bob=80", "Cy=80"], 3, over(240)),
            (&["round", "Ann=0", "Bob=0", "Cy=1000"], 3, over(1000)),
        ],
    );
    assert_eq!(env.standings(id)["rounds"], 1);
    // Exactly the 80 cards of the box is fine.
    deal(&env, id, &THREE, &[50, 30, 0]);
    assert_eq!(
        env.scores(id),
        sorted(&[("Ann", 55), ("Bob", 35), ("Cy", 5)])
    );
}

#[test]
fn counts_too_large_to_add_up_are_refused_not_wrapped_round() {
    let env = TestEnv::new();
    env.new_match(&["pig10", "--players", "Ann,Bob,Cy"]);
    let before = env.db_bytes();
    let out = env.run(&["round", "Ann=4294967295", "Bob=1", "Cy=0"]);
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(
        matches!(out.status.code(), Some(2 | 3)),
        "recorded: {}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert_eq!(env.db_bytes(), before);
}

#[test]
fn every_refused_deal_names_the_rule_and_what_is_legal_and_writes_nothing() {
    let env = TestEnv::new();
    let id = env.new_match(&["pig10", "--players", "Ann,Bob,Cy"]);
    deal(&env, id, &THREE, &[4, 2, 6]);
    let cases: &[(&[&str], i32, String)] = &[
        (
            &["round", "Ann=seven", "Bob=0", "Cy=0"],
            2,
            "'Ann=seven' is not a number of cards; write a whole number, e.g. Ann=1".into(),
        ),
        (
            &["round", "Ann=-1", "Bob=0", "Cy=0"],
            2,
            "'Ann=-1' is not a number of cards; write a whole number, e.g. Ann=1".into(),
        ),
        (
            &["round", "Ann=1.5", "Bob=0", "Cy=0"],
            2,
            "'Ann=1.5' is not a number of cards; write a whole number, e.g. Ann=1".into(),
        ),
        (
            &["round", "Ann=", "Bob=0", "Cy=0"],
            2,
            "'Ann=' is not a number of cards; write a whole number, e.g. Ann=1".into(),
        ),
        (
            &["round", "Ann=99999999999999999999", "Bob=0", "Cy=0"],
            2,
            "'Ann=99999999999999999999' is far more cards than any deal has; count again and \
             type what the player has"
                .into(),
        ),
        (
            &["round", "Ann=1", "Bob=3"],
            2,
            "no cards for Cy; give every player's cards: Ann, Bob, Cy".into(),
        ),
        (
            &["round", "Ann=1", "Bob=3", "Cy=2", "Ann=2"],
            2,
            "Ann is named twice; give each player's cards once".into(),
        ),
        (
            &["round", "Ann=1", "Bob=3", "Cy=2", "Zed=1"],
            2,
            "there is no player 'Zed' in this match; the players are Ann, Bob, Cy".into(),
        ),
        (
            &["round", "Ann", "Bob=3", "Cy=2"],
            2,
            "'Ann' is not an entry; write NAME=VALUE for each player, e.g. Ann=7".into(),
        ),
        (
            &["round", "Ann=1", "Bob=3", "Cy=2", "--call", "Ann"],
            2,
            "--call is not for Pig 10; Pig 10 has no flags: leave them out".into(),
        ),
        (
            &["round", "Ann=1", "Bob=3", "Cy=2", "--luck", "Ann"],
            2,
            "--luck is not for Pig 10; Pig 10 has no flags: leave them out".into(),
        ),
        (
            &["round", "99", "Ann=1", "Bob=3", "Cy=2"],
            2,
            "there is no match 99 in this database; leave MATCH out for the most recent \
             unfinished match, or check --db"
                .into(),
        ),
        (
            &["bid", "Ann=1", "Bob=3", "Cy=2"],
            2,
            "Pig 10 has no bidding before a deal; record the deal with `tenscore round`".into(),
        ),
    ];
    assert_refusals(&env, cases);
    assert_eq!(env.scores(id), sorted(&[("Ann", 4), ("Bob", 2), ("Cy", 6)]));
}

#[test]
fn undo_withdraws_the_last_deal_keeps_it_in_the_audit_trail_and_reopens_a_finished_match() {
    let env = TestEnv::new();
    let id = env.new_match(&["pig10", "--players", "Ann,Bob,Cy"]);
    let m = id.to_string();
    deal(&env, id, &THREE, &[12, 7, 0]);
    deal(&env, id, &THREE, &[3, 8, 4]);
    let undo = env.json(&["undo", &m]);
    assert_eq!(undo["what"], "round");
    assert_eq!(undo["withdrawn"], 2);
    assert_eq!(undo["standings"]["rounds"], 1);
    assert_eq!(
        undo["standings"]["next"],
        "Deal 2: the quickest to count to ten begins; record the cards collected."
    );
    assert_eq!(
        env.scores(id),
        sorted(&[("Ann", 12), ("Bob", 7), ("Cy", 0)])
    );
    // The deal is played again, differently, and the match finished.
    deal(&env, id, &THREE, &[1, 1, 30]);
    env.ok(&["finish", &m]);
    assert_eq!(env.standings(id)["winners"], json!(["Cy"]));
    // Undo after finish withdraws the last deal and opens the match again.
    let undo = env.json(&["undo", &m]);
    assert_eq!(undo["withdrawn"], 2);
    let standings = env.standings(id);
    assert_eq!(standings["status"], "in-progress");
    assert_eq!(standings["winners"], json!([]));
    assert_eq!(standings["rounds"], 1);
    // Both withdrawn deals stay in the audit trail.
    let all = env.json(&["show", &m, "--all"]);
    let withdrawn: Vec<&Value> = all["rounds"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["withdrawn"] == true)
        .map(|r| &r["entry"]["cards"])
        .collect();
    assert_eq!(withdrawn, vec![&json!([3, 8, 4]), &json!([1, 1, 30])]);
    assert_eq!(
        env.json(&["show", &m])["rounds"].as_array().unwrap().len(),
        1
    );
    // Down to no deals, then nothing more to undo.
    env.ok(&["undo"]);
    let before = env.db_bytes();
    assert_eq!(
        env.fails(&["undo", &m], 3),
        format!("match {id} has no deal to undo; record a deal first with `tenscore round`")
    );
    assert_eq!(env.db_bytes(), before);
}

#[test]
fn a_match_finished_without_deals_can_be_reopened_as_the_refusal_says() {
    let env = TestEnv::new();
    let id = env.new_match(&["pig10", "--players", "Ann,Bob,Cy"]);
    let m = id.to_string();
    let out = env.run(&["finish", &m]);
    if out.status.code() == Some(0) {
        let message = env.fails(&["round", &m, "Ann=1", "Bob=0", "Cy=0"], 3);
        assert!(
            message.contains(&format!("reopen this one with `tenscore reopen {id}`")),
            "{message}"
        );
        // The way back the message names must work.
        env.ok(&["reopen", &m]);
        assert_eq!(env.standings(id)["status"], "in-progress");
    } else {
        // Or a match without deals is not finished at all (exit 3), nothing written.
        assert_eq!(out.status.code(), Some(3));
        assert_eq!(env.standings(id)["status"], "in-progress");
    }
}

#[test]
fn edit_replaces_a_deal_rescores_the_later_ones_and_checks_the_box() {
    let env = TestEnv::new();
    let id = env.new_match(&["pig10", "--players", "Ann,Bob"]);
    let m = id.to_string();
    deal(&env, id, &["Ann", "Bob"], &[10, 20]);
    deal(&env, id, &["Ann", "Bob"], &[11, 9]);
    let before = env.db_bytes();
    assert_eq!(
        env.fails(
            &["edit", &m, "1", "Ann=50", "Bob=31", "--reason", "recount"],
            3
        ),
        "the deal's cards add up to 81, but the box holds only 80; count again: together the \
         players collect at most 80 cards"
    );
    assert_eq!(
        env.fails(
            &["edit", &m, "3", "Ann=50", "Bob=30", "--reason", "recount"],
            2
        ),
        format!(
            "match {id} has no deal 3; its deals are numbered 1 to 2 (see `tenscore show {id}`)"
        )
    );
    assert_eq!(
        env.fails(
            &["edit", &m, "1", "Ann=x", "Bob=30", "--reason", "recount"],
            2
        ),
        "'Ann=x' is not a number of cards; write a whole number, e.g. Ann=1"
    );
    assert_eq!(env.db_bytes(), before);

    env.ok(&["edit", &m, "1", "Ann=50", "Bob=30", "--reason", "recount"]);
    assert_eq!(env.scores(id), sorted(&[("Ann", 61), ("Bob", 39)]));
    let show = env.json(&["show", &m]);
    let rounds = show["rounds"].as_array().unwrap();
    assert_eq!(rounds.len(), 2);
    assert_eq!(rounds[0]["entry"]["cards"], json!([50, 30]));
    assert_eq!(rounds[0]["reason"], "recount");
    let totals = |r: &Value| -> Vec<i64> {
        r["scores"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["total"].as_i64().unwrap())
            .collect()
    };
    assert_eq!(totals(&rounds[0]), vec![50, 30]);
    assert_eq!(totals(&rounds[1]), vec![61, 39]);
    assert_eq!(
        ranks(&env.standings(id)),
        vec![("Ann".into(), 1), ("Bob".into(), 2)]
    );
    let text = env.ok(&["show", &m, "--all"]);
    assert!(
        text.contains("1 withdrawn") && text.contains("edited: recount"),
        "{text}"
    );
}

#[test]
fn standings_and_show_render_the_cards_collected() {
    let env = TestEnv::new();
    let id = env.new_match(&["pig10", "--players", "Ann,Bob,Cy"]);
    deal(&env, id, &THREE, &[12, 7, 0]);
    deal(&env, id, &THREE, &[3, 8, 4]);
    let standings = env.ok(&["--no-color", "standings"]);
    insta::assert_snapshot!(
        "pig10_standings_after_two_deals",
        standings.replace(&format!("match {id}"), "match N")
    );
    let show = env.ok(&["--no-color", "show"]);
    insta::assert_snapshot!(
        "pig10_show_after_two_deals",
        show.replace(&format!("match {id}"), "match N")
    );
}

#[test]
fn the_rules_of_pig_10_mention_the_80_cards_and_mark_the_house_rulings() {
    let env = TestEnv::new();
    let rules = env.ok(&["rules", "pig10"]);
    assert!(rules.starts_with("PIG 10"), "{rules}");
    let flat = rules.split_whitespace().collect::<Vec<_>>().join(" ");
    for ruling in [
        "The box holds 80 cards (from the publisher's list of contents, not the rule document), so \
         a deal's counts may not add up to more. [house ruling]",
        "bringing it down to exactly 0 is fine. [house ruling]",
        "A 5 in that position has all three choices: add, subtract or set. [house ruling]",
        "a called number that no choice gives is wrong. [house ruling]",
        "whether or not they still hold cards. [house ruling]",
        "Players without cards are skipped when the turn passes. [house ruling]",
        "cards still in the middle belong to nobody. [house ruling]",
        "equal counts share the win and the rank.",
        "2 to 8 players",
    ] {
        assert!(flat.contains(ruling), "missing {ruling:?}");
    }
    // The worked examples are there as the rule document prints them.
    assert!(
        flat.contains("Jane, seated before Claudio, takes the 4 cards"),
        "{rules}"
    );
    let v = env.json(&["rules", "pig-10"]);
    assert_eq!(v["game"], "pig10");
    assert_eq!(v["title"], "Pig 10");
    // JSON gives the text as written; the terminal gets it filled to its width, word for word.
    let words = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert_eq!(words(v["rules"].as_str().unwrap()), flat);
    // Rules never touch the database.
    assert!(!env.db().exists());
}

#[test]
fn bad_pig10_matches_are_refused_at_new_and_nothing_is_written() {
    let env = TestEnv::new();
    env.new_match(&["pig10", "--players", "Ann,Bob"]);
    let cases: &[(&[&str], i32, String)] = &[
        (
            &["new", "pig10", "--players", "Ann"],
            3,
            "Pig 10 is played by 2 to 8 players, not 1; name 2 to 8 players, separated by commas"
                .into(),
        ),
        (
            &["new", "pig10", "--players", "A,B,C,D,E,F,G,H,I"],
            3,
            "Pig 10 is played by 2 to 8 players, not 9; name 2 to 8 players, separated by commas"
                .into(),
        ),
        (
            &["new", "pig10", "--players", "Ann,Bob", "--hook"],
            2,
            "--hook is not for Pig 10; Pig 10 has no options: leave them out".into(),
        ),
        (
            &["new", "pig10", "--players", "Ann,Bob", "--peak", "3"],
            2,
            "--peak is not for Pig 10; Pig 10 has no options: leave them out".into(),
        ),
        (
            &["new", "pig10", "--players", "Ann,Bob", "--bonus-cards"],
            2,
            "--bonus-cards is not for Pig 10; Pig 10 has no options: leave them out".into(),
        ),
        (
            &["new", "pig10", "--players", "Ann,Bob", "--end", "first-out"],
            2,
            "--end is not for Pig 10; Pig 10 has no options: leave them out".into(),
        ),
        (
            &["new", "pig10", "--players", "Ann,Bob,ann"],
            2,
            "'Ann' and 'ann' are the same name typed twice (case does not tell players apart); give each player a different name, e.g. Ann and Ann B"
                .into(),
        ),
        (
            &["new", "pig10"],
            2,
            "no players were named; name them in seating order with --players Ann,Bob,Cy".into(),
        ),
    ];
    assert_refusals(&env, cases);
    // Only the first match exists.
    assert_eq!(
        env.fails(&["standings", "2"], 2),
        "there is no match 2 in this database; leave MATCH out for the most recent unfinished \
         match, or check --db"
    );
    // Two and eight players are fine.
    let v = env.json(&["new", "pig10", "--players", "A,B,C,D,E,F,G,H"]);
    assert_eq!(v["players"].as_array().unwrap().len(), 8);
}
