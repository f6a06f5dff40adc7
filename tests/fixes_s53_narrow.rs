//! Session 53, names and numbers kept whole at every width: Krumme10's team columns are never
//! cut inside a number (`show` lists the rounds instead); `stats` and `player list` leave
//! columns out before a name would wrap; a list of names breaks between names; short titles
//! come before a note wraps; the colour chart's legend lines up wide names.

use unicode_width::UnicodeWidthStr;

use crate::common::TestEnv;

/// `tenscore ARGS...` at `columns` columns: its output.
fn at(env: &TestEnv, columns: usize, args: &[&str]) -> String {
    let out = (env.cmd().env("COLUMNS", columns.to_string()))
        .args(args)
        .output()
        .expect("tenscore runs");
    assert_eq!(out.status.code(), Some(0), "{args:?} at {columns}");
    String::from_utf8(out.stdout).expect("utf-8 output")
}

/// The lines of `text` wider than `columns`.
fn too_wide(text: &str, columns: usize) -> Vec<&str> {
    text.lines().filter(|l| l.width() > columns).collect()
}

/// The pieces of `show`'s rounds (what comes before the standings): each table cell between
/// its borders, or each piece of a listed round between its commas, trimmed.
fn round_pieces(shown: &str) -> Vec<String> {
    let rounds = shown.split("\n\n").next().unwrap_or_default();
    (rounds.lines())
        .flat_map(|line| line.split(['│', '┆', ',']))
        .map(|piece| piece.trim().to_string())
        .filter(|piece| !piece.is_empty())
        .collect()
}

/// A Krumme10 match in teams of `players` (4, 5 or 6) players, two games played.
fn krumme10_in_teams(players: usize) -> TestEnv {
    let env = TestEnv::new();
    let names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"];
    let first = ["10", "11", "7", "9", "6", "2"];
    let second = ["4", "5", "3", "5", "3", "1"];
    env.ok(&[
        "new",
        "krumme10",
        "--players",
        &names[..players].join(","),
        "--teams",
    ]);
    for points in [first, second] {
        let mut args = vec!["round".to_string()];
        args.extend((names.iter().zip(points).take(players)).map(|(n, p)| format!("{n}={p}")));
        env.ok(&args.iter().map(String::as_str).collect::<Vec<_>>());
    }
    env
}

/// Every player's cell of game 2 and every team's score after it, whole, at 40, 50, 60 and 80
/// columns: in a table (full or compact cells) or listed a game a line. Before, at 50 and 60
/// columns the table was cut inside them ("+4→1" over "4", "11." over "00").
#[test]
fn krumme10_team_columns_are_never_cut_inside_a_number() {
    let game_two = ["+4→14", "+5→16", "+3→10", "+5→14", "+3→9", "+1→3"];
    let teams_after: [&[&str]; 3] = [
        &["12.00", "15.00"],
        &["14.00", "12.50", "10.00"],
        &["11.00", "11.00"],
    ];
    for (players, teams) in (4..=6).zip(teams_after) {
        let env = krumme10_in_teams(players);
        for columns in [40, 50, 60, 80] {
            let shown = at(&env, columns, &["show", "1"]);
            assert_eq!(too_wide(&shown, columns), Vec::<&str>::new(), "{shown}");
            let pieces = round_pieces(&shown);
            for cell in &game_two[..players] {
                let full = cell.replace('→', " → ");
                let whole = pieces.iter().any(|p| {
                    p.ends_with(cell) || p.ends_with(&full) || p.contains(&format!("{full} "))
                });
                assert!(whole, "{cell} at {columns}, {players} players:\n{shown}");
            }
            for score in teams {
                let whole = pieces.iter().any(|p| {
                    p.ends_with(&format!("→{score}"))
                        || p.ends_with(&format!(" {score}"))
                        || p == score
                });
                assert!(whole, "{score} at {columns}, {players} players:\n{shown}");
            }
        }
    }
    let shown = at(&krumme10_in_teams(6), 60, &["show", "1"]);
    let rounds = shown.split("\n\n").next().unwrap_or_default();
    assert_eq!(
        rounds,
        "\
1  An +10→10, Bo +11→11, Cy +7→7, De +9→9, Ev +6→6, Fa +2→2,
   Team A 7.67, Team B 7.33
2  An +4→14, Bo +5→16, Cy +3→10, De +5→14, Ev +3→9, Fa +1→3,
   Team A 11.00, Team B 11.00
Each team: its score after the game (a team scores its
  members' points divided by their number).
Players: An Ann, Bo Bob, Cy Cy, De Dee, Ev Eve, Fa Fay."
    );
}
