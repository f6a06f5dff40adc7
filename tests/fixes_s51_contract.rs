//! Faults found in session 51 where one thing was answered two ways: a half rounded to even in
//! `stats` where club nights round it away from zero, a trick of the wrong size refused with
//! another exit code by `check updown trick` than by `check updown hand`, refusals about the
//! evening's state with two exit codes, and names and options that `import` let in where the
//! command line refuses them.

use crate::common::TestEnv;

/// The cells of the row of `name` in the first table of `text` that has one.
fn row_of(text: &str, name: &str) -> Vec<String> {
    let line = (text.lines())
        .find(|line| {
            line.split('┆')
                .next()
                .is_some_and(|c| c.trim_matches(['│', ' ']) == name)
        })
        .unwrap_or_else(|| panic!("no row of {name} in:\n{text}"));
    line.split(['┆', '│'])
        .map(str::trim)
        .filter(|cell| !cell.is_empty())
        .map(String::from)
        .collect()
}

/// Eight matches of Krumme10 of one game each: Ann wins the first by 1 to 0, Bob the other
/// seven by 3 to 0. Ann's win rate is 12.5%, Bob's average place 1.125, Ann's points per game
/// 0.125 and Bob's 2.625: every one an exact half at the precision shown.
fn eight_matches_of_halves(env: &TestEnv) {
    for n in 0..8 {
        env.ok(&["new", "krumme10", "--players", "Ann,Bob"]);
        match n {
            0 => env.ok(&["round", "Ann=1", "Bob=0"]),
            _ => env.ok(&["round", "Ann=0", "Bob=3"]),
        };
        env.ok(&["finish"]);
    }
}

#[test]
fn stats_rounds_an_exact_half_away_from_zero_as_club_nights_do() {
    let env = TestEnv::new();
    eight_matches_of_halves(&env);
    let all = env.ok(&["stats"]);
    // Player, played, won, win rate, average place, best, worst, streak.
    assert_eq!(
        row_of(&all, "Ann")[..5],
        ["Ann", "8", "1", "13%", "1.88"],
        "{all}"
    );
    assert_eq!(
        row_of(&all, "Bob")[..5],
        ["Bob", "8", "7", "88%", "1.13"],
        "{all}"
    );
    let game = env.ok(&["stats", "--game", "krumme10"]);
    let krumme10 = &game[game.find("Krumme10\n").unwrap()..];
    // Player, played, won, points per game alone, in teams.
    assert_eq!(row_of(krumme10, "Ann")[..5], ["Ann", "8", "1", "0.13", "–"]);
    assert_eq!(row_of(krumme10, "Bob")[..5], ["Bob", "8", "7", "2.63", "–"]);
    // In Dutch the same halves, with the decimal comma; one player's listing rounds alike.
    let dutch = env.ok(&["--lang", "nl", "stats", "--game", "krumme10"]);
    assert_eq!(row_of(&dutch, "Bob")[3..5], ["88%", "1,13"], "{dutch}");
    let ann = env.ok(&["stats", "--player", "Ann"]);
    assert_eq!(row_of(&ann, "Ann")[3..5], ["13%", "1.88"], "{ann}");
    // JSON keeps the full numbers.
    let json = env.json(&["stats"]);
    let bob = &json["players"][0];
    assert_eq!(
        (bob["name"].as_str(), bob["average_place"].as_f64()),
        (Some("Bob"), Some(1.125))
    );
}
