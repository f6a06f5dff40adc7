//! `tenscore event seat`, `seating`, `add` and `remove`: rounds drawn through the binary, each
//! table an ordinary match; every refusal in one line with the file unchanged; on both backends.

use std::collections::BTreeSet;

use serde_json::Value;

use crate::common::TestEnv;
use crate::pg_server;

/// `P1,P2,...,Pn`.
fn players(n: usize) -> String {
    (1..=n)
        .map(|i| format!("P{i}"))
        .collect::<Vec<_>>()
        .join(",")
}

/// An event of Pig 10 (`rounds` planned) with `n` players P1..Pn.
pub(crate) fn club(env: &TestEnv, n: usize, rounds: u32) {
    let rounds = rounds.to_string();
    env.ok(&[
        "event",
        "new",
        "Friday",
        "--game",
        "pig10",
        "--players",
        &players(n),
        "--rounds",
        &rounds,
    ]);
}

/// An event of 10 op en neer with `n` players P1..Pn and `extra` arguments (`--peak 12`).
fn updown_evening(env: &TestEnv, n: usize, extra: &[&str]) {
    let players = players(n);
    let mut args = vec![
        "event",
        "new",
        "Friday",
        "--game",
        "updown",
        "--players",
        &players,
    ];
    args.extend_from_slice(extra);
    env.ok(&args);
}

/// Each table of a seating: its match id and players in seat order.
pub(crate) fn tables(seating: &Value) -> Vec<(i64, Vec<String>)> {
    (seating["tables"].as_array().expect("tables").iter())
        .map(|t| {
            let names = (t["players"].as_array().expect("players").iter())
                .map(|p| p.as_str().expect("a name").to_string())
                .collect();
            (t["match"].as_i64().expect("a match"), names)
        })
        .collect()
}

/// One deal recorded at a table: the first seat collects most.
pub(crate) fn record_deal(env: &TestEnv, id: i64, names: &[String]) {
    let mut args = vec!["round".to_string(), id.to_string()];
    args.extend(
        names
            .iter()
            .enumerate()
            .map(|(i, n)| format!("{n}={}", 10 - i)),
    );
    env.ok(&args.iter().map(String::as_str).collect::<Vec<_>>());
}

/// One deal recorded at a table and its match finished.
pub(crate) fn play_table(env: &TestEnv, id: i64, names: &[String]) {
    record_deal(env, id, names);
    env.ok(&["finish", &id.to_string()]);
}

fn play_round(env: &TestEnv, seating: &Value) {
    for (id, names) in tables(seating) {
        play_table(env, id, &names);
    }
}

fn sizes(seating: &Value) -> Vec<usize> {
    tables(seating)
        .iter()
        .map(|(_, names)| names.len())
        .collect()
}

#[test]
fn sixteen_players_over_five_rounds_never_meet_twice() {
    let env = TestEnv::new();
    club(&env, 16, 5);
    let mut met: BTreeSet<(String, String)> = BTreeSet::new();
    for round in 1..=5 {
        let seating = env.json(&["event", "seat"]);
        assert_eq!(seating["round"], round);
        assert_eq!(sizes(&seating), [4, 4, 4, 4]);
        for (_, names) in tables(&seating) {
            for a in &names {
                for b in &names {
                    if a < b {
                        assert!(
                            met.insert((a.clone(), b.clone())),
                            "{a} and {b} meet again in round {round}"
                        );
                    }
                }
            }
        }
        play_round(&env, &seating);
    }
    assert_eq!(met.len(), 16 * 15 / 2, "in five rounds every pair met once");
    assert_eq!(
        env.refused_unwritten(&["event", "seat", "Friday"], 3),
        "all 5 rounds of Friday are drawn; `tenscore event standings` shows the evening's ranking; `tenscore event seat --redraw` draws the last round again while no table has started it"
    );
}

#[test]
fn fourteen_players_sit_at_tables_of_four_four_three_three() {
    let env = TestEnv::new();
    club(&env, 14, 3);
    let seating = env.json(&["event", "seat"]);
    assert_eq!(sizes(&seating), [4, 4, 3, 3]);
    assert_eq!(seating["waiting"], serde_json::json!([]));
    // Each table's first player starts, and the cards say so.
    for table in seating["tables"].as_array().unwrap() {
        assert_eq!(table["starts"], table["players"][0]);
    }
    let cards = env.ok(&["event", "seating"]);
    let first = tables(&seating);
    assert!(cards.starts_with("Friday · round 1\n"), "{cards}");
    let line = format!(
        "Table 1 (match {}) — {} — {} starts",
        first[0].0,
        first[0].1.join(", "),
        first[0].1[0]
    );
    assert!(cards.contains(&line), "{cards}");
    assert_eq!(
        env.json(&["event", "seating", "Friday", "--round", "1"]),
        seating
    );
}

#[test]
fn a_round_still_playing_is_refused_and_force_seats_the_others() {
    let env = TestEnv::new();
    club(&env, 8, 3);
    let first = env.json(&["event", "seat"]);
    let round1 = tables(&first);
    play_table(&env, round1[0].0, &round1[0].1);
    assert_eq!(
        env.refused_unwritten(&["event", "seat"], 3),
        "round 1 is still playing at table 2; record its last round or end it with `tenscore finish MATCH`, or draw now with `tenscore event seat --force` (its players wait a round)"
    );
    let forced = env.json(&["event", "seat", "--force"]);
    assert_eq!(forced["round"], 2);
    let seated: BTreeSet<String> = tables(&forced).into_iter().flat_map(|(_, n)| n).collect();
    let waiting: BTreeSet<String> = (forced["waiting"].as_array().unwrap().iter())
        .map(|n| n.as_str().unwrap().to_string())
        .collect();
    assert_eq!(seated, round1[0].1.iter().cloned().collect());
    assert_eq!(waiting, round1[1].1.iter().cloned().collect());
    let cards = env.ok(&["event", "seating"]);
    assert!(cards.contains("Waiting this round: "), "{cards}");
}

#[test]
fn a_round_is_drawn_again_until_a_table_starts() {
    let env = TestEnv::new();
    club(&env, 8, 3);
    assert_eq!(
        env.refused_unwritten(&["event", "seat", "--redraw"], 3),
        "no round of Friday is drawn yet; `tenscore event seat` draws the next round"
    );
    let first = env.json(&["event", "seat"]);
    let again = env.json(&["event", "seat", "--redraw"]);
    assert_eq!(again["round"], 1);
    assert_ne!(again["seed"], first["seed"]);
    // The first draw's matches are gone: two matches, the new draw's.
    assert_eq!(env.json(&["history"]).as_array().map(Vec::len), Some(2));
    ids_are_not_given_again(&env, &first, &again);
    // Nor by the draw after, nor by a match started after it.
    let third = env.json(&["event", "seat", "--redraw"]);
    ids_are_not_given_again(&env, &again, &third);
    let later = env.json(&["new", "pig10", "--players", "X,Y,Z"]);
    let highest = tables(&third).iter().map(|(id, _)| *id).max();
    assert!(later["id"].as_i64() > highest, "{later} after {third}");
    env.ok(&["finish", "--abandon"]);
    let again = third;
    let (id, names) = tables(&again)[1].clone();
    let m = id.to_string();
    let entries: Vec<String> = names.iter().map(|n| format!("{n}=3")).collect();
    let mut args = vec!["round", m.as_str()];
    args.extend(entries.iter().map(String::as_str));
    env.ok(&args);
    assert_eq!(
        env.refused_unwritten(&["event", "seat", "--redraw"], 3),
        format!(
            "round 1 of Friday cannot be drawn again: table 2 (match {id}) has started; a round is drawn again only before any table records; `tenscore event seat` draws the next one once this one ends"
        )
    );
}

/// A round drawn again (`again`) gives its tables new match ids, none of the withdrawn draw's
/// (`before`), and a withdrawn one named says what became of it, writing nothing.
fn ids_are_not_given_again(env: &TestEnv, before: &Value, again: &Value) {
    let withdrawn: Vec<i64> = tables(before).iter().map(|(id, _)| *id).collect();
    let highest = withdrawn.iter().max().copied().unwrap_or_default();
    for (id, _) in tables(again) {
        assert!(
            id > highest,
            "match {id} of {again} was given before: {before}"
        );
    }
    assert_eq!(
        env.refused_unwritten(&["show", &withdrawn[0].to_string()], 2),
        format!(
            "match {} is no longer here: its table was withdrawn when its club night's round was drawn again; `tenscore event seating` shows the tables as drawn now",
            withdrawn[0]
        )
    );
}

#[test]
fn a_late_arrival_joins_and_an_early_leave_goes() {
    let env = TestEnv::new();
    club(&env, 8, 3);
    env.ok(&["event", "seat"]);
    // Before any table starts: a redraw seats the late arrival in this round.
    assert_eq!(
        env.wide(&["event", "add", "Ivy"], 0),
        "Ivy joins Friday from round 1. Round 1 is drawn but not started: `tenscore event seat --redraw` draws it again with them.\n"
    );
    let cards = env.ok(&["event", "seating"]);
    assert!(cards.contains("Waiting this round: Ivy"), "{cards}");
    assert_eq!(
        env.refused_unwritten(&["event", "add", "ivy"], 2),
        "Ivy already plays in Friday; nothing to add: `tenscore event seating` shows who sits where"
    );
    let redrawn = env.json(&["event", "seat", "--redraw"]);
    assert_eq!(sizes(&redrawn), [3, 3, 3]);
    assert_eq!(redrawn["waiting"], serde_json::json!([]));
    // Once a table has started, a new player joins from the next round.
    let round1 = tables(&redrawn);
    play_table(&env, round1[0].0, &round1[0].1);
    let added = env.json(&["event", "add", "Friday", "Jo", "Kim"]);
    assert_eq!(
        added,
        serde_json::json!({"event": 1, "added": ["Jo", "Kim"], "from_round": 2})
    );
    // Someone at a table that still plays leaves after it; someone whose table ended goes now.
    let (playing, at) = (&round1[1].1[0], round1[1].0);
    assert_eq!(
        env.wide(&["event", "remove", playing], 0),
        format!(
            "{playing} leaves Friday from round 2. {playing} is still at table 2 of round 1 (match {at}): its match counts once it ends; `tenscore finish {at}` ends it now.\n"
        )
    );
    let gone = &round1[0].1[0];
    assert_eq!(
        env.ok(&["event", "remove", gone]),
        format!("{gone} leaves Friday from round 2.\n")
    );
    assert_eq!(
        env.refused_unwritten(&["event", "remove", "Zed"], 2),
        format!("Zed does not play in Friday; the players are {}", {
            let mut left: Vec<String> = (1..=8)
                .map(|i| format!("P{i}"))
                .chain(["Ivy", "Jo", "Kim"].map(String::from))
                .filter(|n| n != gone && n != playing)
                .collect();
            left.sort();
            let last = left.pop().unwrap();
            format!("{} and {last}", left.join(", "))
        })
    );
    for (id, names) in &round1[1..] {
        play_table(&env, *id, names);
    }
    let round2 = env.json(&["event", "seat"]);
    let seated: BTreeSet<String> = tables(&round2).into_iter().flat_map(|(_, n)| n).collect();
    assert!(seated.contains("Jo") && seated.contains("Kim"));
    assert!(!seated.contains(gone.as_str()) && !seated.contains(playing.as_str()));
    assert_eq!(seated.len(), 9);
}

#[test]
fn a_tables_match_works_with_round_undo_show_and_standings() {
    let env = TestEnv::new();
    club(&env, 6, 2);
    let seating = env.json(&["event", "seat"]);
    let (id, names) = tables(&seating)[0].clone();
    let m = id.to_string();
    let entries: Vec<String> = names
        .iter()
        .enumerate()
        .map(|(i, n)| format!("{n}={}", 5 + i))
        .collect();
    let mut args = vec!["round", m.as_str()];
    args.extend(entries.iter().map(String::as_str));
    env.ok(&args);
    env.ok(&["undo", &m]);
    env.ok(&args);
    let shown = env.json(&["show", &m]);
    assert_eq!(shown["game"], "pig10");
    let standings = env.json(&["standings", &m]);
    assert_eq!(standings["rounds"], 1, "{standings}");
}

#[test]
fn an_evening_on_the_league_server() {
    let Some(server) = pg_server::fresh_database() else {
        return;
    };
    let league = TestEnv::on(server.url());
    club(&league, 8, 2);
    let first = league.json(&["event", "seat"]);
    assert_eq!(sizes(&first), [4, 4]);
    play_round(&league, &first);
    let second = league.json(&["event", "seat"]);
    assert_eq!(second["round"], 2);
    assert_eq!(sizes(&second), [4, 4]);
    // Drawn again before a table starts: each player's count of matches on the server loses
    // the withdrawn table and gains the new one (two matches each, the second one newest).
    let again = league.json(&["event", "seat", "--redraw"]);
    assert_eq!(sizes(&again), [4, 4]);
    let withdrawn = tables(&second).iter().map(|(id, _)| *id).max();
    for (id, _) in tables(&again) {
        assert!(
            Some(id) > withdrawn,
            "match {id} of {again} was given before: {second}"
        );
    }
    let players = league.json(&["player", "list"]);
    let players = players.as_array().unwrap();
    assert_eq!(players.len(), 8, "{players:?}");
    for player in players {
        assert_eq!(player["matches"], 2, "{player}");
        assert!(player["last_played"].is_string(), "{player}");
    }
    assert_eq!(league.json(&["event", "seating", "--round", "1"]), {
        let mut played = first.clone();
        played["waiting"] = serde_json::json!([]);
        played
    });
}

#[test]
fn by_standing_seats_the_top_half_apart_from_the_bottom_half() {
    let env = TestEnv::new();
    club(&env, 16, 3);
    let first = env.json(&["event", "seat"]);
    // `play_round` ranks each table in seat order: the first two seats are the top half.
    play_round(&env, &first);
    let top: BTreeSet<String> = (tables(&first).into_iter())
        .flat_map(|(_, n)| n.into_iter().take(2))
        .collect();
    let second = env.json(&["event", "seat", "--by-standing"]);
    for (_, names) in tables(&second) {
        let high = names.iter().filter(|n| top.contains(*n)).count();
        assert!(
            high == 0 || high == names.len(),
            "a table mixes the halves: {second}"
        );
    }
}

#[test]
fn an_early_leave_before_the_round_starts_is_drawn_out_by_a_redraw() {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    assert_eq!(
        env.ok(&["event", "list"]),
        "No events yet: `tenscore event new NAME --game GAME --players A,B,...` creates one.\n"
    );
    club(&env, 9, 2);
    env.ok(&["event", "seat"]);
    assert_eq!(
        env.wide(&["event", "remove", "Friday", "P9"], 0),
        "P9 leaves Friday from round 1. Round 1 still seats them and has not started: `tenscore event seat --redraw` draws it again without them.\n"
    );
    let redrawn = env.json(&["event", "seat", "--redraw"]);
    assert_eq!(sizes(&redrawn), [4, 4]);
    let seated: BTreeSet<String> = tables(&redrawn).into_iter().flat_map(|(_, n)| n).collect();
    assert!(!seated.contains("P9"));
    assert_eq!(
        env.refused_unwritten(&["event", "seating", "--round", "3"], 2),
        "round 3 of Friday is not drawn (only round 1); `tenscore event seat` draws the next round"
    );
    assert_eq!(
        env.refused_unwritten(&["--lang", "de", "event", "seat"], 3),
        "Runde 1 läuft noch an den Tischen 1 und 2; trage ihre letzten Runden ein oder beende sie mit `tenscore finish MATCH`, oder lose jetzt mit `tenscore event seat --force` aus (ihre Spieler setzen eine Runde aus)"
    );
}

/// Fourteen players, three rounds on the league server, the four tables of each round recording
/// at once; after each round the evening's scores are the shares worked out from the seats (the
/// first seat collects most: at a table of four 1, 2/3, 1/3, 0; of three 1, 1/2, 0).
#[test]
fn fourteen_players_on_the_server_four_tables_recording_at_once_rank_as_worked_out() {
    let Some(server) = pg_server::fresh_database() else {
        return;
    };
    // Random UUIDs, as at real tables: seeded ones are counted from what the database holds,
    // and four writers at the same moment would count alike.
    let league = TestEnv::on(server.url()).unseeded();
    club(&league, 14, 3);
    let mut expected: std::collections::BTreeMap<String, f64> = Default::default();
    for round in 1..=3 {
        let seating = league.json(&["event", "seat"]);
        assert_eq!(sizes(&seating), [4, 4, 3, 3], "round {round}");
        std::thread::scope(|scope| {
            for (id, names) in tables(&seating) {
                let league = &league;
                scope.spawn(move || play_table(league, id, &names));
            }
        });
        for (_, names) in tables(&seating) {
            let last = (names.len() - 1) as f64;
            for (seat, name) in names.iter().enumerate() {
                *expected.entry(name.clone()).or_default() += (last - seat as f64) / last;
            }
        }
        // Named: once its last round has ended the evening is no longer the open one.
        let standings = league.json(&["event", "standings", "Friday"]);
        assert_eq!(standings["rounds_played"], round);
        for player in standings["players"].as_array().expect("players") {
            let name = player["name"].as_str().expect("a name");
            let score = player["score"].as_f64().expect("a score");
            assert!(
                (score - expected[name]).abs() < 1e-9,
                "round {round}: {name} has {score}, worked out {}",
                expected[name]
            );
        }
        assert_eq!(standings["players"].as_array().map(Vec::len), Some(14));
    }
}

#[test]
fn a_late_arrival_is_seated_only_at_tables_the_evenings_peak_can_be_dealt_to() {
    let env = TestEnv::new();
    updown_evening(&env, 5, &["--rounds", "2", "--table-size", "5"]);
    assert_eq!(sizes(&env.json(&["event", "seat"])), [5]);
    env.ok(&["event", "add", "P6"]);
    // Ten cards each, the evening's peak, cannot be dealt to six (51 cards, one kept for trump):
    // two tables of three, each playing the evening's match, and the cards say why.
    let cards = env.ok(&["event", "seat", "--redraw"]);
    let words = cards.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.ends_with(
            "No table of 6 this round: 10 op en neer as this evening plays it (1 to 10 cards and \
             back, 19 rounds, no hook) cannot be played by 6 players."
        ),
        "{cards}"
    );
    let redrawn = env.json(&["event", "seat", "--redraw"]);
    assert_eq!(sizes(&redrawn), [3, 3]);
    for (id, _) in tables(&redrawn) {
        let standings = env.ok(&["standings", &id.to_string()]);
        assert!(
            standings.contains("1 to 10 cards and back, 19 rounds"),
            "{standings}"
        );
    }
    // A table size the evening can play says nothing more.
    env.ok(&["event", "remove", "P6"]);
    let five = env.ok(&["event", "seat", "--redraw"]);
    assert!(!five.contains("No table"), "{five}");
}

#[test]
fn players_the_evenings_options_cannot_seat_are_refused_naming_the_options() {
    let env = TestEnv::new();
    updown_evening(&env, 4, &["--peak", "12"]);
    assert_eq!(sizes(&env.json(&["event", "seat"])), [4]);
    env.ok(&["event", "add", "P5"]);
    // Twelve cards reach four players at most, and five make no tables of three or four.
    assert_eq!(
        env.refused_unwritten(&["event", "seat", "--redraw"], 3),
        "5 players cannot be split into tables of 3 to 4: 10 op en neer as this evening plays it \
         (1 to 12 cards and back, 23 rounds, no hook) is played by 3 to 4; add or remove a player \
         (`tenscore event add` or `tenscore event remove`), then draw again"
    );
    env.ok(&["event", "add", "P6"]);
    assert_eq!(sizes(&env.json(&["event", "seat", "--redraw"])), [3, 3]);
}

#[test]
fn joining_or_leaving_once_the_last_round_has_started_is_refused() {
    let env = TestEnv::new();
    club(&env, 4, 1);
    let seating = env.json(&["event", "seat"]);
    let (id, names) = &tables(&seating)[0];
    record_deal(&env, *id, names);
    // No round is left to seat them: saying they join "from round 2" would be untrue.
    assert_eq!(
        env.refused_unwritten(&["event", "add", "Ivy", "Jo"], 3),
        "no round of Friday is left to seat Ivy and Jo: its one round has been drawn and started; \
         a late arrival joins before the last round starts; `tenscore event standings` shows the \
         evening's ranking"
    );
    // Nor is one left to play without a player who goes.
    assert_eq!(
        env.refused_unwritten(&["event", "remove", &names[0]], 3),
        format!(
            "no round of Friday is left to play without {}: its one round has been drawn and \
             started; the evening ends with the tables now playing; `tenscore event standings` \
             shows its ranking",
            names[0]
        )
    );
}
