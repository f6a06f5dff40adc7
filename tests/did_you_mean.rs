//! "Did you mean ...?" (issue 35, item 6): a name never seen here that is close to a known one,
//! case and accents left out, is asked about in `play` and named in a refusal at the command
//! line; an unknown game close to a known one is named too. Refusals write nothing.

use crate::common::TestEnv;
use crate::pty_play::{answer, ends_well, expect, key, spawn};

/// A database where Ann, Bob, Cy and Éva have played: one match of Under the 10 (match 1).
fn table() -> TestEnv {
    let env = TestEnv::new();
    env.new_match(&["under10", "--players", "Ann,Bob,Cy,Éva"]);
    env
}

/// The players of match `id`, in seating order.
fn seated(env: &TestEnv, id: i64) -> Vec<String> {
    let v = env.json(&["show", &id.to_string()]);
    let players = v["players"].as_array().expect("players");
    players
        .iter()
        .map(|p| {
            p.as_str()
                .or(p["name"].as_str())
                .expect("a name")
                .to_string()
        })
        .collect()
}

/// Every player's name, as `player list --json` gives it.
fn known(env: &TestEnv) -> Vec<String> {
    let v = env.json(&["player", "list"]);
    let list = v.as_array().or(v["players"].as_array()).expect("players");
    list.iter()
        .map(|p| p["name"].as_str().expect("a name").to_string())
        .collect()
}

#[test]
fn a_name_not_at_the_table_names_the_closest_player() {
    let env = table();
    let before = env.db_bytes();
    let cases: [(&[&str], &str); 5] = [
        (
            &["round", "Anne=4", "Bob=5", "Cy=6", "Éva=7", "--call", "Bob"],
            "Anne=4: there is no player 'Anne' in this match; did you mean Ann?",
        ),
        (
            &["round", "Ann=4", "Bob=5", "Cy=6", "Eva=7", "--call", "Bob"],
            "Eva=7: there is no player 'Eva' in this match; did you mean Éva?",
        ),
        (
            &[
                "round", "Ann=4", "Bob=5", "Cy=6", "Éva=7", "--call", "Bobby",
            ],
            "--call Bobby: there is no player 'Bobby' in this match; did you mean Bob?",
        ),
        (
            &["round", "Ann=4", "Bob=5", "Cy=6", "Éva=7", "--luck", "CYY"],
            "--luck CYY: there is no player 'CYY' in this match; did you mean Cy?",
        ),
        // Not close to anyone: the players are listed, as before.
        (
            &["round", "Jan=4", "Bob=5", "Cy=6", "Éva=7", "--call", "Bob"],
            "Jan=4: there is no player 'Jan' in this match; give NAME=POINTS for the players \
             still in: Ann, Bob, Cy and Éva",
        ),
    ];
    for (args, message) in cases {
        assert_eq!(env.fails(args, 2), message, "{args:?}");
    }
    assert_eq!(env.db_bytes(), before, "a refusal writes nothing");
}

#[test]
fn the_other_games_name_the_closest_player_too() {
    let env = table();
    let pig = env
        .new_match(&["pig10", "--players", "Ann,Bob,Cy"])
        .to_string();
    assert_eq!(
        env.fails(&["round", &pig, "Ann=1", "Bob=2", "Cyy=3"], 2),
        "there is no player 'Cyy' in this match; did you mean Cy?"
    );
    let stuff = env
        .new_match(&["tenstuff", "--players", "Ann,Bob,Cy"])
        .to_string();
    assert_eq!(
        env.fails(&["round", &stuff, "--order", "Ann,Bobb"], 2),
        "there is no player 'Bobb' in this match; did you mean Bob?"
    );
    assert_eq!(
        env.fails(
            &["--lang", "nl", "round", &pig, "Anne=1", "Bob=2", "Cy=3"],
            2
        ),
        "er is geen speler 'Anne' in deze partij; bedoel je Ann?"
    );
    assert_eq!(
        env.fails(
            &["--lang", "de", "round", &pig, "Anne=1", "Bob=2", "Cy=3"],
            2
        ),
        "in dieser Partie gibt es keinen Spieler 'Anne'; meinst du Ann?"
    );
}

#[test]
fn a_player_never_seen_here_names_the_closest_known_one() {
    let env = table();
    assert_eq!(
        env.fails(&["stats", "--player", "Anne"], 2),
        "no player named 'Anne' has played in this database; did you mean Ann?"
    );
    assert_eq!(
        env.fails(&["history", "--player", "bobby"], 2),
        "no player named 'bobby' has played in this database; did you mean Bob?"
    );
    assert_eq!(
        env.fails(&["--lang", "nl", "stats", "--vs", "Ann", "Cyy"], 2),
        "in deze database heeft geen speler met de naam 'Cyy' gespeeld; bedoel je Cy?"
    );
    assert_eq!(
        env.fails(&["--lang", "de", "player", "rename", "Eva", "Eva B"], 2),
        "in dieser Datenbank hat kein Spieler namens 'Eva' gespielt; meinst du Éva?"
    );
    // Close to nobody: the hint as before.
    assert_eq!(
        env.fails(&["stats", "--player", "Zed"], 2),
        "no player named 'Zed' has played in this database; check the spelling; `tenscore \
         history` lists the matches and who played them"
    );
}

#[test]
fn an_unknown_game_close_to_a_known_one_is_named() {
    let env = TestEnv::new();
    assert_eq!(
        env.fails(&["new", "unter10", "--players", "Ann,Bob"], 2),
        "unknown game 'unter10'; did you mean under10?"
    );
    assert_eq!(
        env.fails(&["new", "Krume10", "--players", "Ann,Bob"], 2),
        "unknown game 'Krume10'; did you mean krumme10?"
    );
    assert_eq!(
        env.fails(&["--lang", "nl", "new", "pig01", "--players", "Ann,Bob"], 2),
        "onbekend spel 'pig01'; bedoel je pig10?"
    );
    assert_eq!(
        env.fails(
            &["--lang", "de", "new", "tenstuf", "--players", "Ann,Bob"],
            2
        ),
        "unbekanntes Spiel 'tenstuf'; meinst du tenstuff?"
    );
    // Close to no game: every game is listed, as before.
    assert!(
        env.fails(&["new", "chess", "--players", "Ann,Bob"], 2)
            .starts_with("unknown game 'chess'; tenscore knows under10 ")
    );
    assert!(!env.db().exists());
}

#[test]
fn new_takes_a_new_name_as_a_new_player() {
    // At the command line `new` is where new people are named: Bobby sits down as himself.
    let env = table();
    let id = env.new_match(&["pig10", "--players", "Ann,Bobby"]);
    assert_eq!(seated(&env, id), ["Ann", "Bobby"]);
}

#[test]
fn play_asks_about_a_new_name_close_to_a_known_player_and_takes_the_known_one() {
    let env = table();
    let mut p = spawn(&env, &["play", "pig10", "--players", "Ann,Bobby,Cy"]);
    key(
        &mut p,
        "Bobby has not played here before; did you mean Bob?",
        "y",
    );
    expect(&mut p, "Match 2 started");
    leave(&mut p, "2");
    ends_well(p);
    assert_eq!(seated(&env, 2), ["Ann", "Bob", "Cy"]);
    assert!(!known(&env).contains(&"Bobby".to_string()));
}

#[test]
fn play_keeps_a_new_player_when_the_answer_is_no() {
    let env = table();
    let mut p = spawn(
        &env,
        &["--lang", "nl", "play", "pig10", "--players", "Eva,Bobby"],
    );
    // Eva is Éva but for the accent, Bobby close to Bob: each is asked about, in Dutch.
    key(
        &mut p,
        "Eva heeft hier nog niet gespeeld; bedoel je Éva?",
        "n",
    );
    key(
        &mut p,
        "Bobby heeft hier nog niet gespeeld; bedoel je Bob?",
        "n",
    );
    leave(&mut p, "2");
    ends_well(p);
    assert_eq!(seated(&env, 2), ["Eva", "Bobby"]);
}

#[test]
fn play_asks_nothing_about_known_names_or_names_close_to_nobody() {
    let env = table();
    let mut p = spawn(&env, &["play", "pig10", "--players", "ann,Zed"]);
    answer_nothing_until(&mut p, "Match 2 started");
    leave(&mut p, "2");
    ends_well(p);
    assert_eq!(seated(&env, 2), ["Ann", "Zed"]);
}

#[test]
fn play_asks_in_german_and_the_question_is_typed_players_too() {
    let env = table();
    let mut p = spawn(&env, &["--lang", "de", "play", "pig10"]);
    answer(&mut p, "Spieler", "Ann, Cyy");
    key(
        &mut p,
        "Cyy hat hier noch nicht gespielt; meinst du Cy?",
        "y",
    );
    leave(&mut p, "2");
    ends_well(p);
    assert_eq!(seated(&env, 2), ["Ann", "Cy"]);
}

const ESC: &str = "\x1b";

/// Waits for `text` with no question before it.
fn answer_nothing_until(p: &mut rexpect::session::PtySession, text: &str) {
    let seen = p.exp_string(text).expect("the match starts");
    assert!(!seen.contains("did you mean"), "{seen}");
}

/// Leaves at the menu between rounds of the new Pig 10 match (Esc, back to the start screen,
/// and Esc again: everything recorded is saved), once it shows deal 1 ("1" in every language).
fn leave(p: &mut rexpect::session::PtySession, id: &str) {
    expect(p, id);
    expect(p, "1");
    for _ in 0..2 {
        std::thread::sleep(std::time::Duration::from_millis(300));
        p.send(ESC).expect("Esc sent");
        p.flush().expect("Esc sent");
    }
}

#[test]
fn help_says_how_new_names_are_taken() {
    let env = TestEnv::new();
    for command in ["new", "play"] {
        let help = crate::common::words(&env.ok(&[command, "pig10", "--help"]));
        assert!(
            help.contains(
                "A name never seen in this database is a new player. `play` first asks about \
                 one that is close to a known player's name (case and accents aside, a letter or \
                 two off): \"Bobby has not played here before; did you mean Bob?\"; `new` takes \
                 the names as typed."
            ),
            "{command}: {help}"
        );
    }
}

#[test]
fn a_newcomers_slips_on_the_command_line_say_what_to_type() {
    let env = TestEnv::new();
    // The names without --players: said where they go, nothing created.
    assert_eq!(
        env.fails(&["new", "under10", "Ann,Bob,Cy"], 2),
        "unexpected argument 'Ann,Bob,Cy' found; name the players in one list after --players, \
         with commas between them: --players Ann,Bob,Cy; see `tenscore new under10 --help`"
    );
    assert!(!env.db().exists());
    // A game left out names the games.
    assert_eq!(
        env.fails(&["rules"], 2),
        "the following required arguments were not provided: <GAME>; the games are under10, \
         updown, pig10, krumme10, tenstuff; see `tenscore rules --help`"
    );
    // A question mark ends the problem: no ";" after it.
    assert_eq!(
        env.fails(&["rules", "pig"], 2),
        "invalid value 'pig' for '<GAME>': unknown game 'pig'; did you mean pig10? see `tenscore \
         rules --help`"
    );
}
