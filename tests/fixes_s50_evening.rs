//! Club nights and the referee's words: faults a tester found on the s50 build, each pinned by
//! the command that showed it.

use serde_json::{Value, json};
use tenscore::store::EventRanking;

use crate::common::TestEnv;
use crate::evening::{evening, join_series, play_and_finish, record};
use crate::event_seat::{club, play_table, record_deal, tables};

/// The players of every table of `seating`, all together.
fn everyone_seated(seating: &Value) -> Vec<String> {
    tables(seating).into_iter().flat_map(|(_, n)| n).collect()
}

/// A player's row of `event standings --json`.
fn row<'a>(standings: &'a Value, name: &str) -> &'a Value {
    (standings["players"].as_array().unwrap().iter())
        .find(|p| p["name"] == name)
        .unwrap_or_else(|| panic!("{name} is not ranked: {standings}"))
}

#[test]
fn an_early_leave_in_a_round_before_the_last_goes_after_the_table_now_playing() {
    let env = TestEnv::new();
    club(&env, 12, 3);
    let round1 = tables(&env.json(&["event", "seat"]));
    for (id, names) in &round1 {
        play_table(&env, *id, names);
    }
    let round2 = tables(&env.json(&["event", "seat"]));
    // Round 2 of 3 has started at table 1; table 2 has not recorded a deal yet.
    record_deal(&env, round2[0].0, &round2[0].1);
    let (at1, at2) = (&round2[0].1[0], &round2[1].1[0]);
    let (m1, m2) = (round2[0].0, round2[1].0);
    assert_eq!(
        env.wide(&["event", "remove", at1, at2], 0),
        format!(
            "{at1} and {at2} leave Friday from round 3. \
             {at1} is still at table 1 of round 2 (match {m1}): its match counts once it ends; \
             `tenscore finish {m1}` ends it now. \
             {at2} is still at table 2 of round 2 (match {m2}): its match counts once it ends; \
             `tenscore finish {m2}` ends it now.\n"
        )
    );
    // Someone whose table of this round ended leaves with nothing more said.
    play_table(&env, round2[2].0, &round2[2].1);
    let done = &round2[2].1[0];
    assert_eq!(
        env.json(&["event", "remove", done]),
        json!({"event": 1, "removed": [done], "from_round": 3})
    );
    // Their tables play on and count for them; the next round seats none of the three.
    for (id, names) in &round2[..2] {
        play_table(&env, *id, names);
    }
    let round3 = env.json(&["event", "seat"]);
    let seated = everyone_seated(&round3);
    assert_eq!(seated.len(), 9, "{round3}");
    for gone in [at1, at2, done] {
        assert!(!seated.contains(gone), "{gone} is seated: {round3}");
    }
    let standings = env.json(&["event", "standings"]);
    assert_eq!(row(&standings, at1)["matches"], 2, "{standings}");
    assert_eq!(row(&standings, at2)["matches"], 2, "{standings}");
    // Once the last round has started, no round is left to play without them: refused, as
    // before.
    let round3 = tables(&round3);
    record_deal(&env, round3[0].0, &round3[0].1);
    let last = env.fails(&["event", "remove", &seated[0]], 3);
    assert!(last.starts_with("no round of Friday is left"), "{last}");
}

/// A Pig 10 evening of ten at tables of 4, 3 and 3 (round 1 drawn), `rounds` planned.
fn ten_at_three_tables(env: &TestEnv, rounds: u32) -> Vec<i64> {
    let players = [
        "Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo",
    ];
    let drawn = evening(
        env,
        "Friday",
        ("pig10", json!({})),
        EventRanking::Share,
        &players,
        rounds,
        &[&[
            &["Ann", "Bob", "Cy", "Dee"],
            &["Eve", "Fay", "Gus"],
            &["Hal", "Ivy", "Jo"],
        ]],
    );
    drawn.tables[0].clone()
}

#[test]
fn the_last_place_is_named_once_a_table_has_ended_in_the_first_round_as_in_later_ones() {
    let env = TestEnv::new();
    let round1 = ten_at_three_tables(&env, 2);
    record(&env, round1[2], &[("Hal", 3), ("Ivy", 2), ("Jo", 1)]);
    // No table has ended: no last place yet.
    assert_eq!(env.json(&["event", "standings"])["last"], Value::Null);
    assert!(!env.ok(&["event", "standings"]).contains("Last place"));
    let scores = [("Ann", 10), ("Bob", 8), ("Cy", 6), ("Dee", 4)];
    play_and_finish(&env, round1[0], &scores);
    play_and_finish(&env, round1[1], &[("Eve", 9), ("Fay", 5), ("Gus", 2)]);
    // Two tables ended, the third plays: Dee and Gus beat nobody; Gus finished further below
    // his table's mean, so the last place is his. Hal, Ivy and Jo have no match yet.
    let standings = env.json(&["event", "standings"]);
    assert_eq!(standings["rounds_played"], 0);
    assert_eq!(standings["last"], "Gus", "{standings}");
    let text = env.ok(&["event", "standings"]);
    assert_eq!(
        text.lines().last(),
        Some("Last place: Gus — the booby prize"),
        "{text}"
    );
    let report = env.json(&["event", "report", "--format", "json"]);
    assert_eq!(report["last"], "Gus");
    // Mid-round 2, the same rule: the last place among those who finished a match.
    play_and_finish(&env, round1[2], &[("Hal", 7), ("Ivy", 5), ("Jo", 1)]);
    let round2 = tables(&env.json(&["event", "seat"]));
    play_table(&env, round2[0].0, &round2[0].1);
    let standings = env.json(&["event", "standings"]);
    assert_eq!(standings["rounds_played"], 1);
    let last = standings["last"]
        .as_str()
        .expect("a last place")
        .to_string();
    let text = env.ok(&["event", "standings"]);
    assert_eq!(
        text.lines().last().map(str::to_string),
        Some(format!("Last place: {last} — the booby prize")),
        "{text}"
    );
}

/// A Pig 10 evening of five at one table over two rounds whose shares fall on exact halves of a
/// hundredth: Dee and Eve tie for fourth in round 1 (0.125 each), Ann and Bob for second in
/// round 2 (0.625 each), Dee wins round 2 (1.125 in all).
fn halves(env: &TestEnv) -> i64 {
    let five = ["Ann", "Bob", "Cy", "Dee", "Eve"];
    let drawn = evening(
        env,
        "Halves",
        ("pig10", json!({})),
        EventRanking::Share,
        &five,
        2,
        &[&[&five], &[&five]],
    );
    let round1 = [("Ann", 10), ("Bob", 8), ("Cy", 6), ("Dee", 2), ("Eve", 2)];
    play_and_finish(env, drawn.tables[0][0], &round1);
    let round2 = [("Ann", 6), ("Bob", 6), ("Cy", 1), ("Dee", 10), ("Eve", 3)];
    play_and_finish(env, drawn.tables[1][0], &round2);
    drawn.event
}

#[test]
fn an_exact_half_is_rounded_away_from_zero_in_every_figure_of_an_evening_and_a_series() {
    let env = TestEnv::new();
    let event = halves(&env);
    assert_eq!(
        env.ok(&["event", "standings"]),
        "Halves · Pig 10 · after round 2 of 2
┌──────┬────────┬───────┬─────────┬──────┬──────┐
│ Rank ┆ Player ┆ Score ┆ Matches ┆ R1   ┆ R2   │
╞══════╪════════╪═══════╪═════════╪══════╪══════╡
│    1 ┆ Ann    ┆  1.63 ┆       2 ┆ 1.00 ┆ 0.63 │
│    2 ┆ Bob    ┆  1.38 ┆       2 ┆ 0.75 ┆ 0.63 │
│    3 ┆ Dee    ┆  1.13 ┆       2 ┆ 0.13 ┆ 1.00 │
│    4 ┆ Cy     ┆  0.50 ┆       2 ┆ 0.50 ┆ 0.00 │
│    5 ┆ Eve    ┆  0.38 ┆       2 ┆ 0.13 ┆ 0.25 │
└──────┴────────┴───────┴─────────┴──────┴──────┘
Last place: Eve — the booby prize
"
    );
    let dutch = env.ok(&["--lang", "nl", "event", "standings"]);
    let dee = dutch.lines().find(|l| l.contains("Dee")).unwrap();
    assert!(
        dee.ends_with("┆ Dee    ┆  1,13 ┆        2 ┆ 0,13 ┆ 1,00 │"),
        "{dutch}"
    );
    // JSON keeps the exact values.
    let standings = env.json(&["event", "standings"]);
    assert_eq!(row(&standings, "Dee")["score"], json!(1.125));
    assert_eq!(row(&standings, "Dee")["shares"], json!([0.125, 1.0]));
    // The page to post shows the same figures as the terminal.
    let page = env.dir().join("halves.html");
    env.ok(&["event", "report", "--html", page.to_str().unwrap()]);
    let html = std::fs::read_to_string(&page).unwrap();
    for figure in ["1.63", "1.38", "1.13", "0.38", "0.63", "0.13"] {
        assert!(html.contains(&format!(">{figure}<")), "{figure}: {html}");
    }
    for even in ["1.62", "1.12", "0.12", "0.62"] {
        assert!(!html.contains(&format!(">{even}<")), "{even}: {html}");
    }
    // A series of best 1: each player's score is that evening's.
    env.ok(&["series", "new", "Season", "--best", "1"]);
    join_series(&env, event, "Season");
    let series = env.ok(&["series", "standings", "Season"]);
    for (name, figure) in [
        ("Ann", "1.63"),
        ("Bob", "1.38"),
        ("Dee", "1.13"),
        ("Eve", "0.38"),
    ] {
        let line = (series.lines())
            .find(|l| l.contains(&format!("┆ {name} ")))
            .unwrap_or_else(|| panic!("{name}: {series}"));
        // The average, and the evening that counted (marked *).
        assert!(
            line.contains(&format!(" {figure} ┆")) && line.contains(&format!("{figure}*")),
            "{name}: {series}"
        );
    }
    let page = env.dir().join("season.html");
    env.ok(&[
        "series",
        "standings",
        "Season",
        "--html",
        page.to_str().unwrap(),
    ]);
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(
        html.contains(">1.13<") && html.contains(">1.13*<"),
        "{html}"
    );
    assert_eq!(
        env.json(&["series", "standings", "Season"])["players"][2]["score"],
        json!(1.125)
    );
}

#[test]
fn a_trick_told_no_trump_says_that_none_was_given() {
    let env = TestEnv::new();
    let hand = [
        "hand",
        "--players",
        "Ann,Bob,Cy",
        "--leader",
        "Ann",
        "KC,2H,5C",
    ];
    assert_eq!(
        env.check_text("updown", &hand, 0),
        "Trick 1 (K♣, 2♥ and 5♣): Ann takes it with K♣: no trump was given (--trump), so this is \
         judged as a round without trumps, where the highest club (the suit led) takes the trick, \
         and K♣ ranks above 5♣; 2♥ is not a club, so it cannot win.\n\
         Tricks taken: Ann 1, Bob 0, Cy 0.\n\
         Legal: the trick follows the rules, and no card played later shows a revoke.\n"
    );
    let trick = env.check_json("updown", &["trick", "KC", "AS", "3D", "2H"], 0);
    assert_eq!(
        trick,
        json!({
            "card": "KC",
            "legal": true,
            "reason": "K♣ wins: no trump was given (--trump), so this is judged as a round without \
                       trumps, and nobody else played a club (the suit led), so the led card takes \
                       the trick; A♠, 3♦ and 2♥ are not clubs, so they cannot win.",
            "winner": 1
        })
    );
    // Said to be a round without trumps, it is one.
    let none = env.check_text(
        "updown",
        &["trick", "--trump", "none", "KC", "AS", "5C", "2H"],
        0,
    );
    assert_eq!(
        none,
        "The 1st card, K♣, takes the trick: there are no trumps this round, so the highest club \
         (the suit led) takes the trick, and K♣ ranks above 5♣; A♠ and 2♥ are not clubs, so they \
         cannot win.\n"
    );
    let dutch = env.wide(
        &[
            "--lang", "nl", "check", "updown", "trick", "KC", "AS", "5C", "2H",
        ],
        0,
    );
    assert!(
        dutch.contains(
            "er is geen troef opgegeven (--trump), dus geldt dit als een ronde zonder troef"
        ),
        "{dutch}"
    );
    // The rules no longer say both that every round has a trump and how to leave it out.
    let rules = env.wide(&["rules", "updown"], 0);
    assert!(!rules.contains("Every round has a trump"), "{rules}");
    assert!(
        rules.contains(
            "After the deal the next card is turned up: its suit is trump for the round. The rule \
             document has a trump in every round; telling tenscore which (`bid --trump hearts`) is \
             optional and only for the record. A table that plays a round without trumps tells it \
             with `bid --trump none`.\n"
        ),
        "{rules}"
    );
    assert!(
        rules.contains(
            "A table that plays a round without trumps (the rule document has none) says `--trump \
             none`: the highest card of the suit led takes the trick. With `--trump` left out the \
             trick is judged the same way, and the answer says that no trump was given, so that a \
             forgotten `--trump` shows. [tenscore convention]\n"
        ),
        "{rules}"
    );
}

#[test]
fn the_card_a_laid_joker_stood_for_is_no_stroke_of_luck_by_a_stated_house_ruling() {
    let env = TestEnv::new();
    let luck = ["luck", "--played", "3r,joker,5r", "--drawn", "4g"];
    let verdict = env.check_json("under10", &luck, 3);
    assert_eq!(
        verdict,
        json!({
            "legal": false,
            "luck": false,
            "reason": "4g drawn from the closed deck matches the value of none of the cards just \
                       laid (3r joker 5r): the joker laid has no value of its own, and counts as \
                       the card it stands for only inside its combination (a house ruling); a \
                       stroke of luck is a card drawn from the closed deck with the same value as \
                       a card just laid (a drawn joker never matches)"
        })
    );
    // Stated in the house rulings of `rules under10`, marked, in every language.
    for (lang, ruling) in [
        (
            "en",
            "A joker you just laid has no value of its own either: it counts as the card it stands \
             for only inside the combination it completes, so after laying 3, joker, 5 as a street, \
             a drawn 4 is no stroke of luck. [house ruling]",
        ),
        (
            "nl",
            "Ook een joker die je net hebt gelegd, heeft zelf geen waarde: hij telt alleen binnen \
             de combinatie die hij afmaakt als de kaart waarvoor hij staat, dus na 3, joker, 5 als \
             straat is een getrokken 4 geen meevaller. [huisregel]",
        ),
        (
            "de",
            "Auch ein Joker, den du gerade abgelegt hast, hat keinen eigenen Wert: er zählt nur \
             innerhalb der Kombination, die er vollständig macht, als die Karte, für die er steht; \
             nach 3, Joker, 5 als Straße ist eine gezogene 4 also kein Glücksfall. [Hausregel]",
        ),
    ] {
        let rules = env.wide(&["--lang", lang, "rules", "under10"], 0);
        assert!(rules.contains(ruling), "{lang}: {rules}");
    }
}
