//! Whole 10 op en neer matches through the binary: bids open a round, tricks close it, an exact bid
//! scores the tricks + 10, and every refused bid or round writes nothing.

use serde_json::{Value, json};

use crate::common::{TestEnv, words};

const FOUR: [&str; 4] = ["Ann", "Bob", "Cy", "Dee"];

/// Cards dealt in round `seq` (from 1) of a match that climbs to `peak` and back: 1, 2, .., peak,
/// .., 2, 1. Computed here independently of the engine.
fn cards_in(peak: u32, seq: u32) -> u32 {
    if seq <= peak { seq } else { 2 * peak - seq }
}

fn rounds_of(peak: u32) -> u32 {
    2 * peak - 1
}

/// An exact bid scores the tricks + 10, anything else 0.
fn points(bid: u32, tricks: u32) -> i64 {
    if bid == tricks {
        i64::from(tricks) + 10
    } else {
        0
    }
}

fn cards_word(n: u32) -> String {
    format!("{n} {}", if n == 1 { "card" } else { "cards" })
}

/// `tenscore <command> MATCH NAME=N...` for the players in seating order.
fn entries(command: &str, id: i64, names: &[&str], values: &[u32]) -> Vec<String> {
    assert_eq!(names.len(), values.len());
    let mut args = vec![command.to_string(), id.to_string()];
    args.extend(names.iter().zip(values).map(|(n, v)| format!("{n}={v}")));
    args
}

fn run_ok(env: &TestEnv, args: &[String]) -> String {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    env.ok(&args)
}

/// Opens a round with the bids and closes it with the tricks, both in seating order.
fn play(env: &TestEnv, id: i64, names: &[&str], bids: &[u32], tricks: &[u32]) {
    run_ok(env, &entries("bid", id, names, bids));
    run_ok(env, &entries("round", id, names, tricks));
}

fn player<'a>(standings: &'a Value, name: &str) -> &'a Value {
    standings["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == name)
        .unwrap_or_else(|| panic!("{name} in {standings}"))
}

fn sorted(scores: &[(&str, i64)]) -> Vec<(String, i64)> {
    let mut v: Vec<(String, i64)> = scores.iter().map(|(n, s)| (n.to_string(), *s)).collect();
    v.sort();
    v
}

/// A small deterministic generator, so the long match has varied but reproducible rounds.
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
fn a_whole_match_for_four_is_19_rounds_and_an_exact_bid_scores_the_tricks_plus_10() {
    let env = TestEnv::new();
    let id = env.new_match(&["updown", "--players", "Ann,Bob,Cy,Dee"]);
    let mut rng = Lcg(4);
    let mut totals = [0i64; 4];
    let mut hits = [0i64; 4];
    let mut misses = 0;
    for seq in 1..=19 {
        let cards = cards_in(10, seq);
        let mut tricks = [0u32; 4];
        for _ in 0..cards {
            tricks[rng.below(4) as usize] += 1;
        }
        let mut bids = tricks;
        for seat in 0..4 {
            // About one bid in three misses, by one trick over or under.
            if rng.below(3) == 0 {
                bids[seat] = if tricks[seat] < cards {
                    tricks[seat] + 1
                } else {
                    tricks[seat] - 1
                };
                misses += 1;
            }
            let won = points(bids[seat], tricks[seat]);
            totals[seat] += won;
            hits[seat] += i64::from(bids[seat] == tricks[seat]);
        }
        run_ok(&env, &entries("bid", id, &FOUR, &bids));
        // Open bids are no round yet.
        assert_eq!(env.standings(id)["rounds"], seq - 1);
        let round: Value = serde_json::from_str(&run_ok(
            &env,
            &[
                vec!["--json".to_string()],
                entries("round", id, &FOUR, &tricks),
            ]
            .concat(),
        ))
        .unwrap();
        assert_eq!(round["round"], seq);
        for (seat, score) in round["scores"].as_array().unwrap().iter().enumerate() {
            assert_eq!(
                score["points"],
                points(bids[seat], tricks[seat]),
                "round {seq}, {}",
                FOUR[seat]
            );
            assert_eq!(score["total"], totals[seat], "round {seq}, {}", FOUR[seat]);
        }
        let status = if seq == 19 { "finished" } else { "in-progress" };
        assert_eq!(round["standings"]["status"], status, "after round {seq}");
    }
    assert!(misses > 10 && misses < 50, "{misses} misses: not varied");

    let standings = env.standings(id);
    assert_eq!(standings["status"], "finished");
    assert_eq!(standings["rounds"], 19);
    assert_eq!(standings["next"], Value::Null);
    let best = *totals.iter().max().unwrap();
    let winners: Vec<&str> = (0..4)
        .filter(|&s| totals[s] == best)
        .map(|s| FOUR[s])
        .collect();
    assert_eq!(standings["winners"], json!(winners));
    for seat in 0..4 {
        let p = player(&standings, FOUR[seat]);
        assert_eq!(p["score"], totals[seat], "{}", FOUR[seat]);
        assert_eq!(p["bids_hit"], hits[seat], "{}", FOUR[seat]);
        let rank = 1 + totals.iter().filter(|&&t| t > totals[seat]).count();
        assert_eq!(p["rank"], rank, "{}", FOUR[seat]);
    }
    // Players are listed by rank.
    let ranks: Vec<i64> = standings["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["rank"].as_i64().unwrap())
        .collect();
    assert!(ranks.windows(2).all(|w| w[0] <= w[1]), "{ranks:?}");

    // The stored rounds deal 1..10..1 cards.
    let show = env.json(&["show", &id.to_string()]);
    let dealt: Vec<i64> = show["rounds"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["opening"]["cards"].as_i64().unwrap())
        .collect();
    assert_eq!(
        dealt,
        vec![1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]
    );

    // The match is over: no further bids or tricks.
    let before = env.db_bytes();
    let finished = format!(
        "match {id} is finished; it takes no more rounds; start a new match with `tenscore new`, \
         or play on: `tenscore undo {id}` withdraws round 19, the one that ended it"
    );
    let bid = env.fails(
        &["bid", &id.to_string(), "Ann=1", "Bob=0", "Cy=0", "Dee=0"],
        3,
    );
    assert_eq!(bid, finished);
    let round = env.fails(
        &["round", &id.to_string(), "Ann=1", "Bob=0", "Cy=0", "Dee=0"],
        3,
    );
    assert_eq!(round, finished);
    assert_eq!(env.db_bytes(), before);
}

#[test]
fn the_best_possible_match_totals_290_and_a_perfect_zero_bidder_190() {
    let env = TestEnv::new();
    let id = env.new_match(&["updown", "--players", "Ann,Bob,Cy,Dee"]);
    for seq in 1..=19 {
        let cards = cards_in(10, seq);
        play(&env, id, &FOUR, &[cards, 0, 0, 0], &[cards, 0, 0, 0]);
    }
    let standings = env.standings(id);
    assert_eq!(standings["status"], "finished");
    // 11 + 12 + ... + 20 + ... + 12 + 11, as the rule document says.
    assert_eq!(
        env.scores(id),
        sorted(&[("Ann", 290), ("Bob", 190), ("Cy", 190), ("Dee", 190)])
    );
    assert_eq!(standings["winners"], json!(["Ann"]));
    for name in FOUR {
        assert_eq!(player(&standings, name)["bids_hit"], 19, "{name}");
    }
    let ranks: Vec<(String, i64)> = standings["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                p["rank"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        ranks,
        sorted(&[("Ann", 1), ("Bob", 2), ("Cy", 2), ("Dee", 2)])
    );
    let text = env.ok(&["standings", &id.to_string()]);
    assert!(text.contains("19/19"), "{text}");
    assert!(text.contains("Winner: Ann"), "{text}");
}

#[test]
fn the_first_bidder_moves_one_seat_clockwise_each_round_and_round_6_of_5_starts_with_seat_1() {
    let env = TestEnv::new();
    let five = ["Ann", "Bob", "Cy", "Dee", "Eve"];
    let id = env.new_match(&["updown", "--players", "Ann,Bob,Cy,Dee,Eve"]);
    // 51 / 5 = 10: the default peak stays 10, 19 rounds.
    assert_eq!(
        env.standings(id)["next"],
        "Round 1 of 19: 1 card each. Ann bids first and leads."
    );
    for seq in 1..=19u32 {
        let cards = cards_in(10, seq);
        let first = five[((seq - 1) % 5) as usize];
        let standings = env.standings(id);
        assert_eq!(
            standings["next"],
            format!(
                "Round {seq} of 19: {} each. {first} bids first and leads.",
                cards_word(cards)
            )
        );
        // The first bidder takes every trick and bids so.
        let mut values = [0u32; 5];
        values[((seq - 1) % 5) as usize] = cards;
        let bid = env.json(
            &entries("bid", id, &five, &values)
                .iter()
                .map(String::as_str)
                .collect::<Vec<_>>(),
        );
        assert_eq!(bid["round"], seq);
        assert_eq!(bid["opening"]["cards"], cards);
        let next = bid["next"].as_str().unwrap();
        assert!(
            next.starts_with(&format!(
                "Round {seq} of 19: {} each.\nBids: {first} ",
                cards_word(cards)
            )) && next.ends_with(&format!("\n{first} leads; record the tricks next.")),
            "round {seq}: {next}"
        );
        run_ok(&env, &entries("round", id, &five, &values));
    }
    // Ann, who bid first in rounds 1, 6, 11 and 16, took 1 + 6 + 9 + 4 tricks.
    let standings = env.standings(id);
    assert_eq!(player(&standings, "Ann")["score"], 1 + 6 + 9 + 4 + 190);
    assert_eq!(standings["next"], Value::Null);
}

#[test]
fn the_round_6_first_bidder_of_five_is_named_in_the_standings_text() {
    let env = TestEnv::new();
    let five = ["Ann", "Bob", "Cy", "Dee", "Eve"];
    let id = env.new_match(&["updown", "--players", "Ann,Bob,Cy,Dee,Eve"]);
    for seq in 1..=5 {
        let mut values = [0u32; 5];
        values[0] = cards_in(10, seq);
        play(&env, id, &five, &values, &values);
    }
    let text = env.ok(&["standings", &id.to_string()]);
    assert!(
        text.ends_with("Round 6 of 19: 6 cards each. Ann bids first and leads.\n"),
        "{text}"
    );
}

#[test]
fn the_default_peak_is_10_or_what_the_deck_deals_and_a_peak_sets_the_rounds() {
    let env = TestEnv::new();
    let cases: &[(&str, &str)] = &[
        ("Ann,Bob,Cy", "1 to 10 cards and back, 19 rounds, no hook"),
        (
            "Ann,Bob,Cy,Dee",
            "1 to 10 cards and back, 19 rounds, no hook",
        ),
        (
            "Ann,Bob,Cy,Dee,Eve",
            "1 to 10 cards and back, 19 rounds, no hook",
        ),
        (
            "Ann,Bob,Cy,Dee,Eve,Fay",
            "1 to 8 cards and back, 15 rounds, no hook",
        ),
        (
            "Ann,Bob,Cy,Dee,Eve,Fay,Gus",
            "1 to 7 cards and back, 13 rounds, no hook",
        ),
    ];
    for (players, described) in cases {
        let text = env.ok(&["new", "updown", "--players", players]);
        assert!(text.contains(&format!("({described})")), "{text}");
    }
    let text = env.ok(&["new", "updown", "--players", "Ann,Bob,Cy", "--peak", "17"]);
    assert!(
        text.contains("(1 to 17 cards and back, 33 rounds, no hook)"),
        "{text}"
    );
}

#[test]
fn the_rules_new_and_its_help_agree_on_the_peak_four_players_may_choose() {
    let env = TestEnv::new();
    let text = env.ok(&[
        "new",
        "updown",
        "--players",
        "Ann,Bob,Cy,Dee",
        "--peak",
        "12",
    ]);
    assert!(
        text.contains("(1 to 12 cards and back, 23 rounds, no hook)"),
        "{text}"
    );
    let err = env.fails(
        &[
            "new",
            "updown",
            "--players",
            "Ann,Bob,Cy,Dee",
            "--peak",
            "13",
        ],
        3,
    );
    assert!(err.contains("choose --peak 1 to 12"), "{err}");
    let words = |text: String| text.split_whitespace().collect::<Vec<_>>().join(" ");
    let rules = words(env.ok(&["rules", "updown"]));
    assert!(
        rules.contains("for four players 1 to 12: a peak of 12 makes 23 rounds"),
        "{rules}"
    );
    assert!(!rules.contains("A smaller peak may be chosen"), "{rules}");
    let help = words(env.ok(&["new", "updown", "--help"]));
    assert!(help.contains("12 for four players"), "{help}");
}

#[test]
fn peak_7_for_seven_players_is_13_rounds() {
    let env = TestEnv::new();
    let seven = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus"];
    let id = env.new_match(&["updown", "--players", &seven.join(",")]);
    for seq in 1..=13u32 {
        let cards = cards_in(7, seq);
        let first = ((seq - 1) % 7) as usize;
        assert_eq!(
            env.standings(id)["next"],
            format!(
                "Round {seq} of 13: {} each. {} bids first and leads.",
                cards_word(cards),
                seven[first]
            )
        );
        let mut values = [0u32; 7];
        values[first] = cards;
        play(&env, id, &seven, &values, &values);
    }
    let standings = env.standings(id);
    assert_eq!(standings["status"], "finished");
    assert_eq!(standings["rounds"], 13);
    // 13 exact bids each (130); the tricks of 1..7..1 go to the first bidders: Ann led rounds 1 and 8.
    assert_eq!(player(&standings, "Ann")["score"], 130 + 1 + 6);
    assert_eq!(player(&standings, "Gus")["score"], 130 + 7);
}

#[test]
fn peak_3_plays_5_rounds_of_1_2_3_2_1_cards() {
    let env = TestEnv::new();
    let id = env.new_match(&["updown", "--players", "Ann,Bob,Cy,Dee", "--peak", "3"]);
    for (seq, cards) in [(1, 1u32), (2, 2), (3, 3), (4, 2), (5, 1)] {
        assert_eq!(cards_in(3, seq), cards);
        let before = env.db_bytes();
        // One above the cards of this round is refused.
        let msg = env.fails(
            &entries("bid", id, &FOUR, &[cards + 1, 0, 0, 0])
                .iter()
                .map(String::as_str)
                .collect::<Vec<_>>(),
            3,
        );
        assert_eq!(
            msg,
            format!(
                "Ann's bid of {} is above the {} of the round; a bid is 0 to {cards}",
                cards + 1,
                cards_word(cards),
            )
        );
        assert_eq!(env.db_bytes(), before);
        play(&env, id, &FOUR, &[0, 0, 0, cards], &[0, 0, 0, cards]);
    }
    let standings = env.standings(id);
    assert_eq!(standings["status"], "finished");
    assert_eq!(standings["rounds"], rounds_of(3));
    let show = env.json(&["show", &id.to_string()]);
    let dealt: Vec<i64> = show["rounds"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["opening"]["cards"].as_i64().unwrap())
        .collect();
    assert_eq!(dealt, vec![1, 2, 3, 2, 1]);
    assert_eq!(
        env.scores(id),
        sorted(&[("Ann", 50), ("Bob", 50), ("Cy", 50), ("Dee", 59)])
    );
}

#[test]
fn undo_withdraws_the_open_bids_first_then_the_last_round() {
    let env = TestEnv::new();
    let id = env.new_match(&["updown", "--players", "Ann,Bob,Cy,Dee"]);
    play(&env, id, &FOUR, &[1, 0, 0, 0], &[1, 0, 0, 0]);
    play(&env, id, &FOUR, &[0, 2, 0, 0], &[0, 1, 1, 0]);
    assert_eq!(
        env.scores(id),
        sorted(&[("Ann", 21), ("Bob", 10), ("Cy", 10), ("Dee", 20)])
    );
    run_ok(&env, &entries("bid", id, &FOUR, &[1, 1, 1, 1]));

    // First undo: the open bids go, the rounds stay.
    let undo = env.ok(&["undo", &id.to_string()]);
    assert!(
        undo.starts_with(&format!(
            "The bids of round 3 withdrawn from match {id}, 10 op en neer: Ann, Bob, Cy, Dee \
             (kept in `tenscore show {id} --all`)."
        )),
        "{undo}"
    );
    let standings = env.standings(id);
    assert_eq!(standings["rounds"], 2);
    assert_eq!(
        standings["next"],
        "Round 3 of 19: 3 cards each. Cy bids first and leads."
    );
    assert_eq!(
        env.scores(id),
        sorted(&[("Ann", 21), ("Bob", 10), ("Cy", 10), ("Dee", 20)])
    );
    // With the bids gone, tricks for round 3 are refused.
    let before = env.db_bytes();
    assert_eq!(
        env.fails(&["round", "Ann=1", "Bob=1", "Cy=1", "Dee=0"], 3),
        "round 3 has no bids yet (bids come before the tricks); open the round with \
         `tenscore bid NAME=N ...`, then record the tricks"
    );
    assert_eq!(env.db_bytes(), before);

    // Second undo: the last closed round goes, with its bids.
    let undo = env.json(&["undo", &id.to_string()]);
    assert_eq!(undo["what"], "round");
    assert_eq!(undo["withdrawn"], 2);
    assert_eq!(undo["standings"]["rounds"], 1);
    assert_eq!(
        undo["standings"]["next"],
        "Round 2 of 19: 2 cards each. Bob bids first and leads."
    );
    assert_eq!(
        env.scores(id),
        sorted(&[("Ann", 11), ("Bob", 10), ("Cy", 10), ("Dee", 10)])
    );
    assert_eq!(
        env.fails(&["round", "Ann=0", "Bob=1", "Cy=1", "Dee=0"], 3),
        "round 2 has no bids yet (bids come before the tricks); open the round with \
         `tenscore bid NAME=N ...`, then record the tricks"
    );

    // Open bids again, then undo them as JSON.
    run_ok(&env, &entries("bid", id, &FOUR, &[0, 1, 1, 0]));
    let undo = env.json(&["undo"]);
    assert_eq!(undo["what"], "bids");
    assert_eq!(undo["withdrawn"], 2);
    assert_eq!(undo["standings"]["rounds"], 1);

    // The withdrawn bids and round are kept in the audit trail.
    let all = env.json(&["show", &id.to_string(), "--all"]);
    let withdrawn = all["rounds"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["withdrawn"] == true)
        .count();
    assert_eq!(withdrawn, 3);
    let live = env.json(&["show", &id.to_string()]);
    assert_eq!(live["rounds"].as_array().unwrap().len(), 1);

    env.ok(&["undo"]);
    let before = env.db_bytes();
    assert_eq!(
        env.fails(&["undo", &id.to_string()], 3),
        format!("match {id} has no round to undo; open a round first with `tenscore bid`")
    );
    assert_eq!(env.db_bytes(), before);
}

#[test]
fn undo_reopens_a_match_that_its_last_round_finished() {
    let env = TestEnv::new();
    let three = ["Ann", "Bob", "Cy"];
    let id = env.new_match(&["updown", "--players", "Ann,Bob,Cy", "--peak", "2"]);
    play(&env, id, &three, &[1, 0, 0], &[1, 0, 0]);
    play(&env, id, &three, &[0, 2, 0], &[0, 2, 0]);
    play(&env, id, &three, &[0, 0, 1], &[0, 0, 1]);
    let standings = env.standings(id);
    assert_eq!(standings["status"], "finished");
    assert_eq!(standings["winners"], json!(["Bob"]));

    let undo = env.json(&["undo", &id.to_string()]);
    assert_eq!(undo["what"], "round");
    assert_eq!(undo["withdrawn"], 3);
    let standings = env.standings(id);
    assert_eq!(standings["status"], "in-progress");
    assert_eq!(standings["winners"], json!([]));
    assert_eq!(standings["rounds"], 2);
    assert_eq!(
        standings["next"],
        "Round 3 of 3: 1 card each. Cy bids first and leads."
    );
    // Reopened: the last round can be played again, differently, and ends the match again.
    play(&env, id, &three, &[1, 0, 0], &[1, 0, 0]);
    let standings = env.standings(id);
    assert_eq!(standings["status"], "finished");
    assert_eq!(
        env.scores(id),
        sorted(&[("Ann", 32), ("Bob", 32), ("Cy", 30)])
    );
    assert_eq!(standings["winners"], json!(["Ann", "Bob"]));
}

#[test]
fn the_hook_refuses_the_last_bid_that_makes_the_bids_add_up_and_names_the_legal_ones() {
    let env = TestEnv::new();
    let new = env.ok(&["new", "updown", "--players", "Ann,Bob,Cy,Dee", "--hook"]);
    // The sentence wraps at the terminal's width: its words are what counts here.
    assert!(
        words(&new).contains(
            "Round 1 of 19: 1 card each. Ann bids first and leads. With the hook, Dee bids last \
             and may not make the bids add up to 1."
        ),
        "{new}"
    );
    assert!(
        new.contains("(1 to 10 cards and back, 19 rounds, with the hook)"),
        "{new}"
    );
    assert!(new.starts_with("Match 1 started"), "{new}");
    let id = 1;
    let before = env.db_bytes();
    // Round 1: Ann bids first, so Dee bids last.
    assert_eq!(
        env.fails(&["bid", "Ann=1", "Bob=0", "Cy=0", "Dee=0"], 3),
        "with the hook, Dee (bidding last) may not bid 0: the bids would add up to the 1 card of \
         round 1; Dee may bid 1"
    );
    // The bids may be typed in any order: the hook still names the last bidder.
    assert_eq!(
        env.fails(&["bid", "Dee=1", "Cy=0", "Bob=0", "Ann=0"], 3),
        "with the hook, Dee (bidding last) may not bid 1: the bids would add up to the 1 card of \
         round 1; Dee may bid 0"
    );
    assert_eq!(env.db_bytes(), before);
    let bid = env.ok(&["bid", "Ann=1", "Bob=0", "Cy=0", "Dee=1", "--trump", "H"]);
    assert!(
        bid.contains(
            "Round 1 of 19: 1 card each, hearts trump.\nBids: Ann 1, Bob 0, Cy 0, Dee 1 (2 in all \
             for 1 trick: 1 over). With the hook, Dee could not bid 0.\nAnn leads; record the \
             tricks next."
        ),
        "{bid}"
    );
    let round = env.ok(&["round", "Ann=1", "Bob=0", "Cy=0", "Dee=0"]);
    assert!(
        words(&round).contains(
            "Round 2 of 19: 2 cards each. Bob bids first and leads. With the hook, Ann bids last \
             and may not make the bids add up to 2."
        ),
        "{round}"
    );

    // Round 2: Bob bids first, so Ann bids last.
    let before = env.db_bytes();
    assert_eq!(
        env.fails(&["bid", "Ann=0", "Bob=1", "Cy=1", "Dee=0"], 3),
        "with the hook, Ann (bidding last) may not bid 0: the bids would add up to the 2 cards of \
         round 2; Ann may bid 1 or 2"
    );
    assert_eq!(env.db_bytes(), before);
    // When the others already bid more than the cards, the last bidder may bid anything.
    let bid = env.json(&["bid", "Ann=0", "Bob=2", "Cy=1", "Dee=0"]);
    assert_eq!(bid["opening"]["bids"], json!([0, 2, 1, 0]));
    assert_eq!(
        bid["next"],
        "Round 2 of 19: 2 cards each.\nBids: Bob 2, Cy 1, Dee 0, Ann 0 (3 in all for 2 tricks: \
         1 over). With the hook, Ann could bid anything.\nBob leads; record the tricks next."
    );
    env.ok(&["round", "Ann=0", "Bob=2", "Cy=0", "Dee=0"]);

    // Round 3: Cy bids first, so Bob bids last; three options remain for him.
    let before = env.db_bytes();
    assert_eq!(
        env.fails(&["bid", "Ann=1", "Bob=0", "Cy=1", "Dee=1"], 3),
        "with the hook, Bob (bidding last) may not bid 0: the bids would add up to the 3 cards of \
         round 3; Bob may bid 1, 2 or 3"
    );
    assert_eq!(env.db_bytes(), before);
    // Bob takes one of the legal alternatives.
    env.ok(&["bid", "Ann=1", "Bob=2", "Cy=1", "Dee=1"]);
    env.ok(&["round", "Ann=1", "Bob=1", "Cy=1", "Dee=0"]);
    assert_eq!(
        env.scores(id),
        sorted(&[("Ann", 32), ("Bob", 22), ("Cy", 21), ("Dee", 10)])
    );
}

#[test]
fn a_tie_for_the_highest_total_shares_the_win() {
    let env = TestEnv::new();
    let three = ["Ann", "Bob", "Cy"];
    let id = env.new_match(&["updown", "--players", "Ann,Bob,Cy", "--peak", "2"]);
    play(&env, id, &three, &[0, 0, 0], &[0, 0, 1]); // 10, 10, 0
    play(&env, id, &three, &[1, 1, 1], &[1, 1, 0]); // 11, 11, 0
    play(&env, id, &three, &[0, 0, 1], &[0, 0, 1]); // 10, 10, 11
    let standings = env.standings(id);
    assert_eq!(standings["status"], "finished");
    assert_eq!(
        env.scores(id),
        sorted(&[("Ann", 31), ("Bob", 31), ("Cy", 11)])
    );
    assert_eq!(standings["winners"], json!(["Ann", "Bob"]));
    let ranks: Vec<i64> = standings["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["rank"].as_i64().unwrap())
        .collect();
    assert_eq!(ranks, vec![1, 1, 3]);
    let text = env.ok(&["standings", &id.to_string()]);
    assert!(text.contains("Winners (shared): Ann, Bob"), "{text}");
}

#[test]
fn standings_and_show_render_bids_tricks_trump_and_the_open_round() {
    let env = TestEnv::new();
    let id = env.new_match(&["updown", "--players", "Ann,Bob,Cy,Dee", "--hook"]);
    env.ok(&[
        "bid", "Ann=1", "Bob=0", "Cy=0", "Dee=1", "--trump", "hearts",
    ]);
    env.ok(&["round", "Ann=1", "Bob=0", "Cy=0", "Dee=0"]);
    env.ok(&["bid", "Ann=1", "Bob=1", "Cy=0", "Dee=1"]);
    env.ok(&["round", "Ann=1", "Bob=1", "Cy=0", "Dee=0"]);
    env.ok(&[
        "bid", "Ann=0", "Bob=1", "Cy=2", "Dee=1", "--trump", "klaveren",
    ]);
    let standings = env.ok(&["--no-color", "standings"]);
    insta::assert_snapshot!(
        "updown_standings_with_open_bids",
        standings.replace(&format!("match {id}"), "match N")
    );
    let show = env.ok(&["--no-color", "show"]);
    insta::assert_snapshot!(
        "updown_show_with_open_bids",
        show.replace(&format!("match {id}"), "match N")
    );
}

#[test]
fn edit_replaces_the_tricks_of_a_round_keeps_its_bids_and_rescores_later_rounds() {
    let env = TestEnv::new();
    let id = env.new_match(&["updown", "--players", "Ann,Bob,Cy,Dee"]);
    play(&env, id, &FOUR, &[1, 0, 0, 0], &[1, 0, 0, 0]); // 11 10 10 10
    play(&env, id, &FOUR, &[0, 1, 1, 0], &[0, 1, 1, 0]); // 10 11 11 10
    play(&env, id, &FOUR, &[0, 0, 3, 0], &[0, 0, 3, 0]); // 10 10 13 10
    assert_eq!(
        env.scores(id),
        sorted(&[("Ann", 31), ("Bob", 31), ("Cy", 34), ("Dee", 30)])
    );
    let before = env.db_bytes();
    // An edit is checked like a round: the tricks must add up to the cards.
    assert_eq!(
        env.fails(
            &[
                "edit",
                &id.to_string(),
                "2",
                "Ann=1",
                "Bob=1",
                "Cy=1",
                "Dee=0",
                "--reason",
                "recount"
            ],
            3
        ),
        "the tricks add up to 3, but round 2 deals 2 cards so 2 tricks are played; give tricks \
         adding up to exactly 2"
    );
    assert_eq!(
        env.fails(
            &[
                "edit",
                &id.to_string(),
                "4",
                "Ann=1",
                "Bob=1",
                "Cy=1",
                "Dee=1",
                "--reason",
                "recount"
            ],
            2
        ),
        format!(
            "match {id} has no round 4; its rounds are numbered 1 to 3 (see `tenscore show {id}`)"
        )
    );
    assert_eq!(env.db_bytes(), before);

    // Round 2 really went Ann 1, Bob 1: Ann and Cy miss their bids there.
    env.ok(&[
        "edit",
        &id.to_string(),
        "2",
        "Ann=1",
        "Bob=1",
        "Cy=0",
        "Dee=0",
        "--reason",
        "recount",
    ]);
    assert_eq!(
        env.scores(id),
        sorted(&[("Ann", 21), ("Bob", 31), ("Cy", 23), ("Dee", 30)])
    );
    let show = env.json(&["show", &id.to_string()]);
    let rounds = show["rounds"].as_array().unwrap();
    assert_eq!(rounds.len(), 3);
    // The bids stay as they were made.
    assert_eq!(rounds[1]["opening"]["bids"], json!([0, 1, 1, 0]));
    assert_eq!(rounds[1]["opening"]["cards"], 2);
    assert_eq!(rounds[1]["entry"]["tricks"], json!([1, 1, 0, 0]));
    assert_eq!(rounds[1]["reason"], "recount");
    let totals = |r: &Value| -> Vec<i64> {
        r["scores"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["total"].as_i64().unwrap())
            .collect()
    };
    assert_eq!(totals(&rounds[1]), vec![11, 21, 10, 20]);
    assert_eq!(totals(&rounds[2]), vec![21, 31, 23, 30]);
    let bids_hit: Vec<i64> = FOUR
        .iter()
        .map(|n| player(&env.standings(id), n)["bids_hit"].as_i64().unwrap())
        .collect();
    assert_eq!(bids_hit, vec![2, 3, 2, 3]);
    let text = env.ok(&["show", &id.to_string(), "--all"]);
    assert!(
        text.contains("2 withdrawn") && text.contains("edited: recount"),
        "{text}"
    );
}

/// A match of four at round 1 (1 card, Ann bids first, no hook).
fn fresh() -> (TestEnv, i64) {
    let env = TestEnv::new();
    let id = env.new_match(&["updown", "--players", "Ann,Bob,Cy,Dee"]);
    (env, id)
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

#[test]
fn every_refused_bid_names_the_rule_and_what_is_legal_and_writes_nothing() {
    let (env, id) = fresh();
    let m = id.to_string();
    let cases: &[(&[&str], i32, String)] = &[
        (
            &["bid", "Ann=2", "Bob=0", "Cy=0", "Dee=0"],
            3,
            "Ann's bid of 2 is above the 1 card of the round; a bid is 0 to 1".into(),
        ),
        (
            &["bid", "Ann=1", "Bob=0", "Cy=0"],
            2,
            "no bid for Dee; give every player's bid: Ann, Bob, Cy, Dee".into(),
        ),
        (
            &["bid", "Ann=1", "Bob=0", "Cy=0", "Dee=0", "Ann=1"],
            2,
            "Ann is named twice; give each player's bid once".into(),
        ),
        (
            &["bid", "Ann=1", "Bob=0", "Cy=0", "Zed=1"],
            2,
            "there is no player 'Zed' in this match; the players are Ann, Bob, Cy, Dee".into(),
        ),
        (
            &["bid", "Ann=seven", "Bob=0", "Cy=0", "Dee=0"],
            2,
            "'Ann=seven' is not a bid; write a whole number, e.g. Ann=1".into(),
        ),
        (
            &["bid", "Ann=-1", "Bob=0", "Cy=0", "Dee=0"],
            2,
            "'Ann=-1' is not a bid; write a whole number, e.g. Ann=1".into(),
        ),
        (
            &["bid", "Ann", "Bob=0", "Cy=0", "Dee=0"],
            2,
            "'Ann' is not an entry; write NAME=VALUE for each player, e.g. Ann=7".into(),
        ),
        (
            &["bid", "Ann=1", "Bob=0", "Cy=0", "Dee=0", "--trump", "X"],
            2,
            "'X' is not a suit; a suit is C, D, H or S (♣ ♦ ♥ ♠), or clubs/diamonds/hearts/spades, \
             klaveren/ruiten/harten/schoppen; or none for a round without trumps"
                .into(),
        ),
        (
            &["bid", "99", "Ann=1", "Bob=0", "Cy=0", "Dee=0"],
            2,
            "there is no match 99 in this database; leave MATCH out for the most recent \
             unfinished match, or check --db"
                .into(),
        ),
        (
            &["round", &m, "Ann=1", "Bob=0", "Cy=0", "Dee=0"],
            3,
            "round 1 has no bids yet (bids come before the tricks); open the round with \
             `tenscore bid NAME=N ...`, then record the tricks"
                .into(),
        ),
    ];
    assert_refusals(&env, cases);
    // A bid for an Under the 10 match is refused too.
    let under10 = env.new_match(&["under10", "--players", "Ann,Bob"]);
    let before = env.db_bytes();
    assert_eq!(
        env.fails(&["bid", &under10.to_string(), "Ann=1", "Bob=0"], 2),
        "Under the 10 has no bidding before a round; record the round with `tenscore round`"
    );
    assert_eq!(env.db_bytes(), before);
}

#[test]
fn every_refused_round_of_tricks_names_the_rule_and_writes_nothing() {
    let (env, id) = fresh();
    let m = id.to_string();
    env.ok(&["bid", "Ann=1", "Bob=0", "Cy=0", "Dee=0", "--trump", "S"]);
    let cases: &[(&[&str], i32, String)] = &[
        (
            &["round", "Ann=1", "Bob=0", "Cy=1", "Dee=0"],
            3,
            "the tricks add up to 2, but round 1 deals 1 card so 1 trick is played; give tricks \
             adding up to exactly 1"
                .into(),
        ),
        (
            &["round", "Ann=0", "Bob=0", "Cy=0", "Dee=0"],
            3,
            "the tricks add up to 0, but round 1 deals 1 card so 1 trick is played; give tricks \
             adding up to exactly 1"
                .into(),
        ),
        (
            &["round", "Ann=2", "Bob=0", "Cy=0", "Dee=0"],
            3,
            "Ann took 2 tricks, but round 1 has only 1 trick; tricks are 0 to 1 per player, \
             adding up to 1"
                .into(),
        ),
        (
            &["round", "Ann=1", "Bob=0", "Cy=0"],
            2,
            "no tricks for Dee; give every player's tricks: Ann, Bob, Cy, Dee".into(),
        ),
        (
            &["round", "Ann=1", "Bob=0", "Cy=0", "Dee=0", "Dee=0"],
            2,
            "Dee is named twice; give each player's tricks once".into(),
        ),
        (
            &["round", "Ann=one", "Bob=0", "Cy=0", "Dee=0"],
            2,
            "'Ann=one' is not a number of tricks; write a whole number, e.g. Ann=1".into(),
        ),
        (
            &["round", "Ann=1", "Bob=0", "Cy=0", "Zed=0"],
            2,
            "there is no player 'Zed' in this match; the players are Ann, Bob, Cy, Dee".into(),
        ),
        (
            &["round", "Ann=1", "Bob=0", "Cy=0", "Dee=0", "--call", "Ann"],
            2,
            "--call is not for 10 op en neer; 10 op en neer has no flags: leave them out".into(),
        ),
        (
            &["bid", "Ann=0", "Bob=0", "Cy=0", "Dee=1"],
            3,
            format!(
                "round 1 of match {id} already has its bids; record its tricks with `tenscore \
                 round`, or withdraw the bids with `tenscore undo {id}`"
            ),
        ),
        (
            &["bid", &m, "Ann=1", "Bob=0", "Cy=0", "Dee=0"],
            3,
            format!(
                "round 1 of match {id} already has its bids; record its tricks with `tenscore \
                 round`, or withdraw the bids with `tenscore undo {id}`"
            ),
        ),
    ];
    assert_refusals(&env, cases);
    // The open bids survived every refusal, with their trump.
    env.ok(&["round", "Ann=1", "Bob=0", "Cy=0", "Dee=0"]);
    assert_eq!(
        env.scores(id),
        sorted(&[("Ann", 11), ("Bob", 10), ("Cy", 10), ("Dee", 10)])
    );
    let show = env.json(&["show", &m]);
    assert_eq!(
        show["rounds"][0]["opening"],
        json!({"bids": [1, 0, 0, 0], "cards": 1, "trump": "spades"})
    );
}

#[test]
fn bad_updown_matches_are_refused_at_new_and_nothing_is_written() {
    let env = TestEnv::new();
    env.new_match(&["updown", "--players", "Ann,Bob,Cy"]);
    let cases: &[(&[&str], i32, String)] = &[
        (
            &["new", "updown", "--players", "Ann,Bob"],
            3,
            "10 op en neer is played by 3 to 7 players, not 2; name 3 to 7 players, separated by \
             commas"
                .into(),
        ),
        (
            &["new", "updown", "--players", "A,B,C,D,E,F,G,H"],
            3,
            "10 op en neer is played by 3 to 7 players, not 8; name 3 to 7 players, separated by \
             commas"
                .into(),
        ),
        (
            &["new", "updown", "--players", "A,B,C,D,E,F,G", "--peak", "8"],
            3,
            "a peak of 8 cannot be dealt to 7 players: the 52 cards deal at most 7 each, keeping \
             one to turn for trump; choose --peak 1 to 7"
                .into(),
        ),
        (
            &["new", "updown", "--players", "A,B,C,D", "--peak", "13"],
            3,
            "a peak of 13 cannot be dealt to 4 players: the 52 cards deal at most 12 each, \
             keeping one to turn for trump; choose --peak 1 to 12"
                .into(),
        ),
        (
            &["new", "updown", "--players", "A,B,C", "--peak", "18"],
            3,
            "a peak of 18 cannot be dealt to 3 players: the 52 cards deal at most 17 each, \
             keeping one to turn for trump; choose --peak 1 to 17"
                .into(),
        ),
        (
            &["new", "updown", "--players", "A,B,C,D", "--bonus-cards"],
            2,
            "--bonus-cards is not for 10 op en neer; 10 op en neer takes --peak, --hook, --no-trump and --referee".into(),
        ),
        (
            &[
                "new",
                "updown",
                "--players",
                "A,B,C,D",
                "--end",
                "first-out",
            ],
            2,
            "--end is not for 10 op en neer; 10 op en neer takes --peak, --hook, --no-trump and --referee".into(),
        ),
        (
            &["new", "under10", "--players", "A,B,C,D", "--hook"],
            2,
            "--hook is not for Under the 10; Under the 10 takes --end, --bonus-cards and --starter".into(),
        ),
        (
            &["new", "updown", "--players", "A,B,C,D", "--peak", "x"],
            2,
            "invalid value 'x' for '--peak <N>': invalid digit found in string; see `tenscore \
             new updown --help`"
                .into(),
        ),
    ];
    assert_refusals(&env, cases);
    // A peak of 0 is refused too (exit 3), whatever the words.
    let before = env.db_bytes();
    env.fails(&["new", "updown", "--players", "A,B,C,D", "--peak", "0"], 3);
    assert_eq!(env.db_bytes(), before);
    // Only the first match exists.
    assert_eq!(
        env.fails(&["standings", "2"], 2),
        "there is no match 2 in this database; leave MATCH out for the most recent unfinished \
         match, or check --db"
    );
}

#[test]
fn a_bid_for_a_finished_match_is_refused_and_writes_nothing() {
    let env = TestEnv::new();
    let three = ["Ann", "Bob", "Cy"];
    let id = env.new_match(&["updown", "--players", "Ann,Bob,Cy", "--peak", "1"]);
    play(&env, id, &three, &[1, 0, 0], &[1, 0, 0]);
    assert_eq!(env.standings(id)["status"], "finished");
    let before = env.db_bytes();
    assert_eq!(
        env.fails(&["bid", &id.to_string(), "Ann=1", "Bob=0", "Cy=0"], 3),
        format!(
            "match {id} is finished; it takes no more rounds; start a new match with `tenscore \
             new`, or play on: `tenscore undo {id}` withdraws round 1, the one that ended it"
        )
    );
    // Without MATCH there is no unfinished match to bid in.
    let msg = env.fails(&["bid", "Ann=1", "Bob=0", "Cy=0"], 2);
    assert!(msg.starts_with("there is no unfinished match"), "{msg}");
    // The match that just ended is the one most likely meant: its id is the fix.
    assert!(
        msg.contains(&format!(
            "name a match by its id: {id} is the one that ended last"
        )),
        "{msg}"
    );
    assert_eq!(env.db_bytes(), before);
}

#[test]
fn a_peak_of_1_is_described_as_one_round() {
    let env = TestEnv::new();
    let text = env.ok(&["new", "updown", "--players", "Ann,Bob,Cy", "--peak", "1"]);
    assert!(!text.contains("1 rounds"), "{text}");
}

#[test]
fn finishing_with_open_bids_leaves_no_open_round_behind() {
    let env = TestEnv::new();
    let three = ["Ann", "Bob", "Cy"];
    let id = env.new_match(&["updown", "--players", "Ann,Bob,Cy"]);
    play(&env, id, &three, &[1, 0, 0], &[1, 0, 0]);
    run_ok(&env, &entries("bid", id, &three, &[1, 0, 0]));
    let before = env.db_bytes();
    let out = env.run(&["finish", &id.to_string()]);
    if out.status.code() == Some(0) {
        // Finished: no round may be left waiting for its tricks.
        let show = env.json(&["show", &id.to_string()]);
        let open = show["rounds"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|r| r["entry"].is_null())
            .count();
        assert_eq!(open, 0, "{show}");
    } else {
        // Or refused until the bids are closed or withdrawn, writing nothing.
        assert_eq!(out.status.code(), Some(3));
        assert_eq!(env.db_bytes(), before);
    }
}

#[test]
fn edit_with_bids_keeps_the_recorded_trump_unless_another_is_given() {
    let env = TestEnv::new();
    let id = env
        .new_match(&["updown", "--players", "Ann,Bob,Cy"])
        .to_string();
    env.ok(&["bid", &id, "Ann=1", "Bob=0", "Cy=0", "--trump", "clubs"]);
    env.ok(&["round", &id, "Ann=1", "Bob=0", "Cy=0"]);
    let trump = |env: &TestEnv| env.json(&["show", &id])["rounds"][0]["opening"]["trump"].clone();
    let bids = ["--bids", "Ann=1,Bob=0,Cy=1", "--reason", "Cy bid 1"];
    let mut edit = vec!["edit", id.as_str(), "1", "Ann=1", "Bob=0", "Cy=0"];
    edit.extend(bids);
    env.ok(&edit);
    assert_eq!(trump(&env), "clubs");
    edit.extend(["--trump", "hearts"]);
    env.ok(&edit);
    assert_eq!(trump(&env), "hearts");
}

#[test]
fn edit_with_bids_corrects_a_mistyped_bid_and_rescores_the_rounds_after_it() {
    let env = TestEnv::new();
    let id = env.new_match(&["updown", "--players", "Ann,Bob,Cy", "--hook"]);
    play(&env, id, &["Ann", "Bob", "Cy"], &[1, 1, 0], &[0, 1, 0]); // 0 11 10
    play(&env, id, &["Ann", "Bob", "Cy"], &[1, 0, 0], &[1, 0, 1]); // 11 10 0
    let match_id = id.to_string();
    let before = env.db_bytes();
    // The corrected bids are checked like `bid`: round 1 has Ann first, so Cy bids last.
    assert_eq!(
        env.fails(
            &[
                "edit",
                &match_id,
                "1",
                "Ann=0",
                "Bob=1",
                "Cy=0",
                "--bids",
                "Ann=0,Bob=1,Cy=0",
                "--reason",
                "Ann bid 0",
            ],
            3
        ),
        "with the hook, Cy (bidding last) may not bid 0: the bids would add up to the 1 card of \
         round 1; Cy may bid 1"
    );
    assert_eq!(env.db_bytes(), before);

    env.ok(&[
        "edit",
        &match_id,
        "1",
        "Ann=0",
        "Bob=1",
        "Cy=0",
        "--bids",
        "Ann=0,Bob=1,Cy=1",
        "--trump",
        "spades",
        "--reason",
        "Ann bid 0, not 1",
    ]);
    // Round 1 now: Ann 0/0 +10, Bob 1/1 +11, Cy 1/0 +0; round 2 unchanged: +11, +10, +0.
    assert_eq!(
        env.scores(id),
        sorted(&[("Ann", 21), ("Bob", 21), ("Cy", 0)])
    );
    let standings = env.standings(id);
    let hits: Vec<(String, i64)> = standings["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                p["bids_hit"].as_i64().unwrap(),
            )
        })
        .collect();
    assert!(
        hits.contains(&("Ann".into(), 2)) && hits.contains(&("Cy".into(), 0)),
        "{hits:?}"
    );
    let show = env.json(&["show", &match_id, "--all"]);
    let rounds = show["rounds"].as_array().unwrap();
    let edited = rounds
        .iter()
        .find(|r| r["round"] == 1 && r["withdrawn"] == false)
        .unwrap();
    assert_eq!(edited["opening"]["bids"], serde_json::json!([0, 1, 1]));
    assert_eq!(edited["opening"]["trump"], "spades");
    assert_eq!(edited["reason"], "Ann bid 0, not 1");
}

#[test]
fn the_rules_of_10_op_en_neer_mark_the_house_rulings() {
    let env = TestEnv::new();
    let rules = env.ok(&["rules", "10-op-en-neer"]);
    assert!(rules.starts_with("10 OP EN NEER"), "{rules}");
    for ruling in [
        "3 to 7 players; 4 is the classic table. [house ruling]",
        "no duty to trump or to play higher. [house ruling]",
        "= 290 points with the peak of 10",
        "share the win (and the rank). [house ruling]",
    ] {
        // Read as words: the text is filled to the terminal's width.
        let flat = rules.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(flat.contains(ruling), "missing {ruling:?}");
    }
    assert_eq!(env.json(&["rules", "oh-hell"])["game"], "updown");
}

/// Six names as long as real ones, none the start of another.
const LONG_NAMES: [&str; 6] = [
    "Alexandra",
    "Bartholomew",
    "Charlotte",
    "Dominique",
    "Evangeline",
    "Frederique",
];

/// A whole match of `names` (most bids exact, every third seat one off, a trump every round) and
/// `show` of it at `columns` columns, for each of `columns`.
fn whole_match_shown(names: &[&str], columns: &[&str]) -> Vec<String> {
    let env = TestEnv::new();
    let id = env.new_match(&["updown", "--players", &names.join(",")]);
    let seats = names.len() as u32;
    let peak = (51 / seats).min(10);
    for seq in 1..=rounds_of(peak) {
        let cards = cards_in(peak, seq);
        let tricks: Vec<u32> = (0..seats)
            .map(|i| cards / seats + u32::from((i + seq) % seats < cards % seats))
            .collect();
        let bids: Vec<u32> = (tricks.iter().zip(0..))
            .map(|(&t, i)| match (i + seq) % 3 {
                0 => (t + 1) % (cards + 1),
                _ => t,
            })
            .collect();
        let mut bid = entries("bid", id, names, &bids);
        bid.extend([
            "--trump".into(),
            ["C", "D", "H", "S"][seq as usize % 4].into(),
        ]);
        run_ok(&env, &bid);
        run_ok(&env, &entries("round", id, names, &tricks));
    }
    columns
        .iter()
        .map(|columns| {
            let out = (env.cmd().env("COLUMNS", columns))
                .args(["show", &id.to_string()])
                .output()
                .expect("tenscore runs");
            assert_eq!(out.status.code(), Some(0));
            String::from_utf8(out.stdout).expect("utf-8 output")
        })
        .collect()
}

/// The rows of the first table of `text` (its title row left out), one line each.
fn round_rows(text: &str) -> Vec<&str> {
    text.lines()
        .skip_while(|line| !line.starts_with('╞'))
        .skip(1)
        .take_while(|line| !line.starts_with('└'))
        .collect()
}

/// Issue 15, item 4: `show` of a whole 10 op en neer match fits 80 columns with one line per
/// round, for four, five and six players with long names, and never splits a name; 120 columns
/// keep the full layout.
#[test]
fn show_of_a_whole_match_fits_80_columns_one_line_a_round_and_never_splits_a_name() {
    use unicode_width::UnicodeWidthStr;
    for seats in [4, 5, 6] {
        let names = &LONG_NAMES[..seats];
        let shown = whole_match_shown(names, &["80", "120"]);
        let (narrow, wide) = (&shown[0], &shown[1]);
        for line in narrow.lines() {
            assert!(line.width() <= 80, "{seats} players: {line:?} in\n{narrow}");
        }
        let rounds = rounds_of((51 / seats as u32).min(10));
        let rows = round_rows(narrow);
        assert_eq!(rows.len() as u32, rounds, "{narrow}");
        for (row, seq) in rows.iter().zip(1..) {
            let first = row
                .trim_start_matches('│')
                .split('┆')
                .next()
                .unwrap_or_default();
            assert_eq!(first.trim(), seq.to_string(), "{narrow}");
        }
        for name in names {
            // Whole every time: a split "Alexa|ndra" would leave its start on its own.
            assert_eq!(
                narrow.matches(&name[..3]).count(),
                narrow.matches(name).count(),
                "{name} split in\n{narrow}"
            );
            // Its column (or its key) and its row of the standings, at least.
            assert!(narrow.matches(name).count() >= 2, "{name} in\n{narrow}");
        }
        if seats == 4 {
            // The same names as often as in the full layout: none left out or cut.
            for name in names {
                assert_eq!(narrow.matches(name).count(), wide.matches(name).count());
            }
            // 120 columns: the full layout, the round's points → running total.
            let title = wide.lines().nth(1).unwrap_or_default();
            assert!(title.contains("Round") && title.contains("Deal"), "{wide}");
            assert!(names.iter().all(|name| title.contains(name)), "{wide}");
            let rows = round_rows(wide);
            assert_eq!(rows.len() as u32, rounds, "{wide}");
            assert!(
                rows[0].contains("1 card ♦") && rows[0].contains(" → "),
                "{wide}"
            );
            assert!(wide.contains("then the round's points → running total"));
        }
    }
}
