//! Properties through the real binary: totals are the fold of the stored round scores under the
//! halving rule, and a refused entry leaves the database byte-for-byte unchanged.

use proptest::prelude::*;

use crate::common::TestEnv;

/// The halving rule: exactly 100 → 50, exactly 150 → 75; above 150 is out.
fn fold(total: i64, points: i64) -> i64 {
    match total + points {
        100 => 50,
        150 => 75,
        t => t,
    }
}

#[derive(Debug, Clone)]
struct RoundPlan {
    ender: usize,
    luck: bool,
    hands: Vec<i64>,
}

fn round_plan(players: usize) -> impl Strategy<Value = RoundPlan> {
    (
        0..players,
        any::<bool>(),
        prop::collection::vec(0i64..=65, players),
    )
        .prop_map(|(ender, luck, hands)| RoundPlan { ender, luck, hands })
}

const NAMES: [&str; 4] = ["Ann", "Bob", "Cy", "Dee"];

proptest! {
    #![proptest_config(ProptestConfig { cases: 10, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn totals_are_the_fold_of_the_round_scores(plans in prop::collection::vec(round_plan(4), 1..12)) {
        let env = TestEnv::new();
        let id = env.new_match(&["under10", "--players", "Ann,Bob,Cy,Dee"]);
        for plan in &plans {
            let standings = env.standings(id);
            if standings["status"] != "in-progress" {
                break;
            }
            let out: Vec<bool> = NAMES
                .iter()
                .map(|n| standings["players"].as_array().unwrap().iter().any(|p| p["name"] == *n && p["eliminated"] == true))
                .collect();
            let in_play: Vec<usize> = (0..4).filter(|&s| !out[s]).collect();
            let ender = in_play[plan.ender % in_play.len()];
            let mut args: Vec<String> = vec!["round".into()];
            for &seat in &in_play {
                let hand = if seat == ender { if plan.luck { 0 } else { plan.hands[seat] % 10 } } else { plan.hands[seat] };
                args.push(format!("{}={hand}", NAMES[seat]));
            }
            args.push(if plan.luck { "--luck" } else { "--call" }.into());
            args.push(NAMES[ender].into());
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            env.ok(&args);
        }
        let show = env.json(&["show", &id.to_string()]);
        let mut totals = [0i64; 4];
        let mut gone = [false; 4];
        for round in show["rounds"].as_array().unwrap() {
            for (seat, score) in round["scores"].as_array().unwrap().iter().enumerate() {
                let points = score["points"].as_i64().unwrap();
                if gone[seat] {
                    // Out players take no part: their total never changes again.
                    prop_assert_eq!(points, 0);
                } else {
                    totals[seat] = fold(totals[seat], points);
                    gone[seat] = totals[seat] > 150;
                }
                prop_assert_eq!(score["total"].as_i64().unwrap(), totals[seat]);
                prop_assert_eq!(score["out"].as_bool().unwrap(), gone[seat]);
            }
        }
        for player in env.standings(id)["players"].as_array().unwrap() {
            let seat = NAMES.iter().position(|n| player["name"] == *n).unwrap();
            prop_assert_eq!(player["score"].as_i64().unwrap(), totals[seat]);
        }
    }

    #[test]
    fn a_refused_entry_leaves_the_database_unchanged(
        entries in prop::collection::vec(("(Ann|Bob|Cy|Zed|)", "(-?[0-9]{1,3}|seven|[0-9]\\+(joker|trade-all|x)|)"), 0..5),
        caller in "(Ann|Bob|Zed)",
        luck in any::<bool>(),
    ) {
        let env = TestEnv::new();
        env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
        env.ok(&["round", "Ann=3", "Bob=7", "Cy=9", "--call", "Ann"]);
        let before = env.db_bytes();
        let mut args: Vec<String> = vec!["round".into()];
        args.extend(entries.iter().map(|(name, value)| format!("{name}={value}")));
        args.push(if luck { "--luck" } else { "--call" }.into());
        args.push(caller);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = env.run(&args);
        let stderr = String::from_utf8_lossy(&out.stderr).to_string();
        prop_assert!(!stderr.contains("panicked"), "{}", stderr);
        if out.status.code() != Some(0) {
            prop_assert!(matches!(out.status.code(), Some(2 | 3)), "{:?}: {}", out.status, stderr);
            prop_assert_eq!(stderr.lines().count(), 1);
            prop_assert_eq!(env.db_bytes(), before);
        }
    }
}

/// One 10 op en neer round: a bid and a share of the tricks per player (taken modulo the cards of
/// the round), and a tricks entry that is most likely wrong.
#[derive(Debug, Clone)]
struct UpdownPlan {
    bids: Vec<u32>,
    taker_of_each_trick: Vec<usize>,
    wrong: Vec<u32>,
}

fn updown_plan() -> impl Strategy<Value = UpdownPlan> {
    (
        prop::collection::vec(0u32..=10, 4),
        prop::collection::vec(0usize..4, 10),
        prop::collection::vec(0u32..=10, 4),
    )
        .prop_map(|(bids, taker_of_each_trick, wrong)| UpdownPlan {
            bids,
            taker_of_each_trick,
            wrong,
        })
}

fn updown_args(command: &str, values: &[u32]) -> Vec<String> {
    let mut args = vec![command.to_string()];
    args.extend(
        NAMES
            .iter()
            .zip(values)
            .map(|(name, v)| format!("{name}={v}")),
    );
    args
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 8, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn updown_totals_are_the_sum_of_tricks_plus_10_on_exact_bids(
        peak in 1u32..=4,
        plans in prop::collection::vec(updown_plan(), 1..8),
    ) {
        let env = TestEnv::new();
        let id = env.new_match(&["updown", "--players", "Ann,Bob,Cy,Dee", "--peak", &peak.to_string()]);
        let rounds = 2 * peak - 1;
        let mut totals = [0i64; 4];
        let mut played = 0u32;
        for plan in plans.iter().take(rounds as usize) {
            let seq = played + 1;
            let cards = if seq <= peak { seq } else { 2 * peak - seq };
            let bids: Vec<u32> = plan.bids.iter().map(|b| b % (cards + 1)).collect();
            let mut tricks = vec![0u32; 4];
            for &seat in &plan.taker_of_each_trick[..cards as usize] {
                tricks[seat] += 1;
            }
            let args = updown_args("bid", &bids);
            env.ok(&args.iter().map(String::as_str).collect::<Vec<_>>());

            // Tricks that do not add up to the cards are refused and write nothing.
            let mut wrong: Vec<u32> = plan.wrong.iter().map(|t| t % (cards + 1)).collect();
            if wrong.iter().sum::<u32>() == cards {
                wrong[0] = (wrong[0] + 1) % (cards + 1);
            }
            prop_assert_ne!(wrong.iter().sum::<u32>(), cards);
            let before = env.db_bytes();
            let args = updown_args("round", &wrong);
            let out = env.run(&args.iter().map(String::as_str).collect::<Vec<_>>());
            let stderr = String::from_utf8_lossy(&out.stderr).to_string();
            prop_assert_eq!(out.status.code(), Some(3), "{:?}: {}", wrong, stderr);
            prop_assert_eq!(stderr.lines().count(), 1);
            prop_assert!(stderr.contains("give tricks adding up to exactly"), "{}", stderr);
            prop_assert_eq!(env.db_bytes(), before);

            let args = updown_args("round", &tricks);
            env.ok(&args.iter().map(String::as_str).collect::<Vec<_>>());
            for seat in 0..4 {
                if bids[seat] == tricks[seat] {
                    totals[seat] += i64::from(tricks[seat]) + 10;
                }
            }
            played += 1;
        }
        // Every stored round: its tricks add up to its cards, and the running totals match.
        let show = env.json(&["show", &id.to_string()]);
        let stored = show["rounds"].as_array().unwrap();
        prop_assert_eq!(stored.len() as u32, played);
        let mut running = [0i64; 4];
        for round in stored {
            let cards = round["opening"]["cards"].as_u64().unwrap();
            let tricks: Vec<u64> = round["entry"]["tricks"].as_array().unwrap().iter().map(|t| t.as_u64().unwrap()).collect();
            let bids: Vec<u64> = round["opening"]["bids"].as_array().unwrap().iter().map(|b| b.as_u64().unwrap()).collect();
            prop_assert_eq!(tricks.iter().sum::<u64>(), cards);
            for (seat, score) in round["scores"].as_array().unwrap().iter().enumerate() {
                let points = if bids[seat] == tricks[seat] { tricks[seat] as i64 + 10 } else { 0 };
                running[seat] += points;
                prop_assert_eq!(score["points"].as_i64().unwrap(), points);
                prop_assert_eq!(score["total"].as_i64().unwrap(), running[seat]);
            }
        }
        prop_assert_eq!(running, totals);
        let standings = env.standings(id);
        for player in standings["players"].as_array().unwrap() {
            let seat = NAMES.iter().position(|n| player["name"] == *n).unwrap();
            prop_assert_eq!(player["score"].as_i64().unwrap(), totals[seat]);
        }
        let status = if played == rounds { "finished" } else { "in-progress" };
        prop_assert_eq!(standings["status"].as_str().unwrap(), status);
    }
}

const PIG10_NAMES: [&str; 3] = ["Ann", "Bob", "Cy"];

/// `round NAME=CARDS...` for the Pig 10 players in seating order.
fn pig10_args(cards: &[u32]) -> Vec<String> {
    let mut args = vec!["round".to_string()];
    args.extend(
        PIG10_NAMES
            .iter()
            .zip(cards)
            .map(|(name, c)| format!("{name}={c}")),
    );
    args
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 8, failure_persistence: None, ..ProptestConfig::default() })]

    /// Deals of up to 40 cards a player, so that some hand out more than the 80 cards in the box,
    /// and one deal made to add up to 81 or more among them: those are refused (exit 3) and leave
    /// the database byte for byte as it was; the others are recorded, and the standings are the
    /// sums of the recorded deals.
    #[test]
    fn pig10_standings_are_the_sums_of_the_deals_and_a_deal_over_80_writes_nothing(
        mut deals in prop::collection::vec(prop::collection::vec(0u32..=40, 3), 1..8),
        mut over in prop::collection::vec(0u32..=80, 3),
        at in any::<prop::sample::Index>(),
    ) {
        let env = TestEnv::new();
        let id = env.new_match(&["pig10", "--players", "Ann,Bob,Cy"]);
        let counted: u32 = over.iter().sum();
        if counted <= 80 {
            over[0] += 81 - counted;
        }
        deals.insert(at.index(deals.len() + 1), over);
        let mut sums = [0i64; 3];
        let mut recorded = 0;
        let mut refused = 0;
        for cards in &deals {
            let total: u32 = cards.iter().sum();
            let args = pig10_args(cards);
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            if total > 80 {
                let before = env.db_bytes();
                let out = env.run(&args);
                let stderr = String::from_utf8_lossy(&out.stderr).to_string();
                prop_assert_eq!(out.status.code(), Some(3), "{:?}: {}", cards, stderr);
                prop_assert_eq!(stderr.lines().count(), 1);
                prop_assert_eq!(
                    stderr.trim_end(),
                    format!(
                        "error: the deal's cards add up to {total}, but the box holds only 80; count \
                         again: together the players collect at most 80 cards"
                    )
                );
                prop_assert_eq!(env.db_bytes(), before);
                refused += 1;
            } else {
                env.ok(&args);
                recorded += 1;
                for (sum, c) in sums.iter_mut().zip(cards) {
                    *sum += i64::from(*c);
                }
            }
        }
        prop_assert!(refused >= 1);
        let standings = env.standings(id);
        prop_assert_eq!(standings["rounds"].as_i64().unwrap(), recorded);
        for player in standings["players"].as_array().unwrap() {
            let seat = PIG10_NAMES.iter().position(|n| player["name"] == *n).unwrap();
            prop_assert_eq!(player["score"].as_i64().unwrap(), sums[seat]);
            let rank = 1 + sums.iter().filter(|&&s| s > sums[seat]).count() as i64;
            prop_assert_eq!(player["rank"].as_i64().unwrap(), rank);
        }
    }
}

const KRUMME10_NAMES: [&str; 6] = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"];

proptest! {
    #![proptest_config(ProptestConfig { cases: 8, failure_persistence: None, ..ProptestConfig::default() })]

    /// Krumme10 in teams of 4 to 6 players, with small points so that teams often tie: each team
    /// in `standings --json` has the members the seating gives it (ABAB, ABCAB, ABABAB), its
    /// members' points added up, their sum divided by their number as its score (to 2 decimals),
    /// and a rank that follows the exact fractions (a/n above b/m exactly when a·m > b·n; equal
    /// fractions share the rank); once finished, the members of the rank-1 teams are the winners.
    #[test]
    fn krumme10_team_scores_are_the_members_average_ranked_by_the_exact_fraction(
        players in 4usize..=6,
        games in prop::collection::vec(prop::collection::vec(0u32..=9, 6), 1..5),
        finish in any::<bool>(),
    ) {
        let env = TestEnv::new();
        let names = &KRUMME10_NAMES[..players];
        let id = env.new_match(&["krumme10", "--players", &names.join(","), "--teams"]);
        let mut totals = vec![0i64; players];
        for points in &games {
            let mut args = vec!["round".to_string()];
            args.extend(names.iter().zip(points).map(|(n, p)| format!("{n}={p}")));
            env.ok(&args.iter().map(String::as_str).collect::<Vec<_>>());
            for (total, p) in totals.iter_mut().zip(points) {
                *total += i64::from(*p);
            }
        }
        if finish {
            env.ok(&["finish", &id.to_string()]);
        }
        // The seating's teams, worked out here: seat s plays for team s mod 2, and with 5 players
        // the middle seat is team C alone.
        let team_of = |seat: usize| if players == 5 { [0, 1, 2, 0, 1][seat] } else { seat % 2 };
        let count = if players == 5 { 3 } else { 2 };
        let expected: Vec<(String, Vec<String>, i64, i64)> = (0..count)
            .map(|team| {
                let seats: Vec<usize> = (0..players).filter(|&s| team_of(s) == team).collect();
                (
                    ["A", "B", "C"][team].to_string(),
                    seats.iter().map(|&s| names[s].to_string()).collect(),
                    seats.iter().map(|&s| totals[s]).sum(),
                    seats.len() as i64,
                )
            })
            .collect();
        let standings = env.standings(id);
        let shown = standings["teams"].as_array().expect("a teams array");
        prop_assert_eq!(shown.len(), count);
        let mut last_rank = 0;
        for team in shown {
            let name = team["name"].as_str().unwrap();
            let (_, members, points, n) = expected.iter().find(|t| t.0 == name).unwrap();
            let listed: Vec<String> = team["members"].as_array().unwrap().iter().map(|m| m.as_str().unwrap().to_string()).collect();
            prop_assert_eq!(&listed, members);
            prop_assert_eq!(team["points"].as_i64().unwrap(), *points);
            // Rounded half up to cents, in whole numbers: (200·points + n) / 2n.
            let cents = (200 * points + n) / (2 * n);
            let score = team["score"].as_f64().unwrap();
            prop_assert_eq!((score * 100.0).round() as i64, cents, "{} {}/{}: {}", name, points, n, score);
            prop_assert!((score - *points as f64 / *n as f64).abs() <= 0.005 + 1e-9);
            let rank = 1 + expected.iter().filter(|(_, _, b, m)| b * n > points * m).count() as i64;
            prop_assert_eq!(team["rank"].as_i64().unwrap(), rank, "{}: {}", name, standings);
            // Best first.
            prop_assert!(rank >= last_rank);
            last_rank = rank;
        }
        // A player's own rank is still their rank among the players.
        for player in standings["players"].as_array().unwrap() {
            let seat = names.iter().position(|n| player["name"] == *n).unwrap();
            prop_assert_eq!(player["score"].as_i64().unwrap(), totals[seat]);
            let rank = 1 + totals.iter().filter(|&&t| t > totals[seat]).count() as i64;
            prop_assert_eq!(player["rank"].as_i64().unwrap(), rank);
        }
        let mut winners: Vec<String> = standings["winners"].as_array().unwrap().iter().map(|w| w.as_str().unwrap().to_string()).collect();
        winners.sort();
        let mut best: Vec<String> = Vec::new();
        if finish {
            for (_, members, points, n) in &expected {
                if !expected.iter().any(|(_, _, b, m)| b * n > points * m) {
                    best.extend(members.iter().cloned());
                }
            }
            best.sort();
        }
        prop_assert_eq!(winners, best);
    }
}

const TENSTUFF_NAMES: [&str; 8] = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"];

/// A Tenstuff match: the number of players, each deal's finishing order (seats, first out first)
/// with whether its last player is left out of `--order`, and where and how a finishing order
/// with a repeated player is tried.
#[derive(Debug, Clone)]
struct TenstuffPlan {
    players: usize,
    deals: Vec<(Vec<usize>, bool)>,
    refused_at: prop::sample::Index,
    repeated: prop::sample::Index,
    spot: prop::sample::Index,
    replace: bool,
}

fn tenstuff_plan() -> impl Strategy<Value = TenstuffPlan> {
    (2usize..=8).prop_flat_map(|players| {
        (
            prop::collection::vec(
                (
                    Just((0..players).collect::<Vec<usize>>()).prop_shuffle(),
                    any::<bool>(),
                ),
                1..5,
            ),
            any::<prop::sample::Index>(),
            any::<prop::sample::Index>(),
            any::<prop::sample::Index>(),
            any::<bool>(),
        )
            .prop_map(
                move |(deals, refused_at, repeated, spot, replace)| TenstuffPlan {
                    players,
                    deals,
                    refused_at,
                    repeated,
                    spot,
                    replace,
                },
            )
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 8, failure_persistence: None, ..ProptestConfig::default() })]

    /// Tenstuff matches of 2 to 8 players over a few deals, each finishing order given with
    /// `--order` (sometimes without its last player): every deal hands out n(n − 1)/2 points, so
    /// the scores in `standings --json` add up to deals × n(n − 1)/2; a player's score is the sum
    /// of n − place over the deals, `deals_won` counts their firsts, and the rank follows the
    /// points, then the deals won. A finishing order naming a player twice (an extra name, or one
    /// in place of another) is refused with exit 2 in one line and writes nothing.
    #[test]
    fn tenstuff_scores_are_the_places_summed_and_a_repeated_player_writes_nothing(
        plan in tenstuff_plan(),
    ) {
        let n = plan.players;
        let names = &TENSTUFF_NAMES[..n];
        let env = TestEnv::new();
        let id = env.new_match(&["tenstuff", "--players", &names.join(",")]);
        let m = id.to_string();
        let refused_at = plan.refused_at.index(plan.deals.len() + 1);
        let mut scores = vec![0i64; n];
        let mut won = vec![0i64; n];
        for (deal, (order, leave_last)) in plan.deals.iter().enumerate() {
            if deal == refused_at {
                refuse_repeated(&env, &m, names, order, &plan)?;
            }
            let given = if *leave_last { &order[..n - 1] } else { &order[..] };
            let typed: Vec<&str> = given.iter().map(|&s| names[s]).collect();
            env.ok(&["round", &m, "--order", &typed.join(",")]);
            for (place, &seat) in order.iter().enumerate() {
                scores[seat] += (n - 1 - place) as i64;
            }
            won[order[0]] += 1;
        }
        if refused_at == plan.deals.len() {
            let order: Vec<usize> = (0..n).collect();
            refuse_repeated(&env, &m, names, &order, &plan)?;
        }
        let standings = env.standings(id);
        let deals = plan.deals.len() as i64;
        prop_assert_eq!(standings["rounds"].as_i64().unwrap(), deals);
        let players = standings["players"].as_array().unwrap();
        prop_assert_eq!(players.len(), n);
        let sum: i64 = players.iter().map(|p| p["score"].as_i64().unwrap()).sum();
        prop_assert_eq!(sum, deals * (n * (n - 1) / 2) as i64);
        for player in players {
            let seat = names.iter().position(|name| player["name"] == *name).unwrap();
            prop_assert_eq!(player["score"].as_i64().unwrap(), scores[seat], "{}", standings);
            prop_assert_eq!(player["deals_won"].as_i64().unwrap(), won[seat], "{}", standings);
            let rank = 1 + (0..n)
                .filter(|&o| (scores[o], won[o]) > (scores[seat], won[seat]))
                .count() as i64;
            prop_assert_eq!(player["rank"].as_i64().unwrap(), rank, "{}", standings);
        }
    }
}

/// Tries `order` (seats, first out first) with one player named twice: an extra name put in at
/// some spot, or a name put in place of another one; checks it is refused with exit 2 in one line
/// and leaves the database byte for byte as it was.
fn refuse_repeated(
    env: &TestEnv,
    m: &str,
    names: &[&str],
    order: &[usize],
    plan: &TenstuffPlan,
) -> Result<(), TestCaseError> {
    let n = order.len();
    let twice = plan.repeated.index(n);
    let mut typed: Vec<&str> = order.iter().map(|&s| names[s]).collect();
    if plan.replace {
        // Any other spot: the repeated player stands in for someone.
        let spot = (twice + 1 + plan.spot.index(n - 1)) % n;
        typed[spot] = names[order[twice]];
    } else {
        typed.insert(plan.spot.index(n + 1), names[order[twice]]);
    }
    let before = env.db_bytes();
    let out = env.run(&["round", m, "--order", &typed.join(",")]);
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    prop_assert_eq!(out.status.code(), Some(2), "{:?}: {}", typed, stderr);
    prop_assert_eq!(stderr.lines().count(), 1, "{}", stderr);
    prop_assert_eq!(
        stderr.trim_end(),
        format!(
            "error: {} is in the finishing order twice; name each player once, first out first",
            names[order[twice]]
        ),
        "{:?}",
        typed
    );
    prop_assert_eq!(env.db_bytes(), before, "{:?} wrote", typed);
    Ok(())
}
