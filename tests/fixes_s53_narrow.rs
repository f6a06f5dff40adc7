//! Session 53, names and numbers kept whole at every width: Krumme10's team columns are never
//! cut inside a number (`show` lists the rounds instead); `stats` and `player list` leave
//! columns out before a name would wrap; a list of names breaks between names; short titles
//! come before a note wraps; the colour chart's legend lines up wide names.

use unicode_width::UnicodeWidthStr;

use crate::common::TestEnv;

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
            let shown = env.ok_in(columns, &["show", "1"]);
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
    let shown = krumme10_in_teams(6).ok_in(60, &["show", "1"]);
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

/// The testers' finished Pig 10 match: accents, an apostrophe, an emoji and a long name of
/// four words.
fn pig10_of_five() -> TestEnv {
    let env = TestEnv::new();
    let anne = "Anne-Marie van der Berg-Smits";
    env.ok(&[
        "new",
        "pig10",
        "--players",
        &format!("Zoë,Björn,O'Brien,🦄 Uni,{anne}"),
    ]);
    for points in [["10", "5", "0", "3", "12"], ["4", "5", "7", "3", "1"]] {
        let names = ["Zoë", "Björn", "O'Brien", "🦄 Uni", anne];
        let scores: Vec<String> = (names.iter().zip(points))
            .map(|(n, p)| format!("{n}={p}"))
            .collect();
        let mut args = vec!["round"];
        args.extend(scores.iter().map(String::as_str));
        env.ok(&args);
    }
    env.ok(&["finish"]);
    env
}

/// At 40 columns `stats` keeps the player and the wins, `player list` the name, each player on
/// one line: the other columns are left out (and named) before a name would wrap. Before, both
/// kept every column they could and spread "Anne-Marie van der Berg-Smits" over two or three
/// lines.
#[test]
fn on_a_phone_columns_give_way_before_a_name_wraps() {
    let env = pig10_of_five();
    let stats = env.ok_in(40, &["stats", "--game", "pig10"]);
    assert_eq!(
        stats,
        "\
┌───────────────────────────────┬───┐
│ Player                        ┆ W │
╞═══════════════════════════════╪═══╡
│ Zoë                           ┆ 1 │
│ Anne-Marie van der Berg-Smits ┆ 0 │
│ Björn                         ┆ 0 │
│ O'Brien                       ┆ 0 │
│ 🦄 Uni                        ┆ 0 │
└───────────────────────────────┴───┘
Columns: W = Won.
Played, Win rate, Average place, Best,
  Worst and Streak are left out for
  width; --json or a wider terminal
  shows them.

Pig 10
┌───────────────────────────────┬───┐
│ Player                        ┆ W │
╞═══════════════════════════════╪═══╡
│ Zoë                           ┆ 1 │
│ Anne-Marie van der Berg-Smits ┆ 0 │
│ Björn                         ┆ 0 │
│ O'Brien                       ┆ 0 │
│ 🦄 Uni                        ┆ 0 │
└───────────────────────────────┴───┘
Played, Deals, Cards per deal and Rating
  are left out for width; --json or a
  wider terminal shows them.
"
    );
    let listed = env.ok_in(40, &["player", "list"]);
    assert_eq!(
        listed,
        "\
┌───────────────────────────────┐
│ Player                        │
╞═══════════════════════════════╡
│ Anne-Marie van der Berg-Smits │
│ Björn                         │
│ O'Brien                       │
│ Zoë                           │
│ 🦄 Uni                        │
└───────────────────────────────┘
Matches, Won and Last played are left
  out for width; --json or a wider
  terminal shows them.
"
    );
    // `stats --all`, drawn a row at a time, leaves out the same columns.
    let all = env.ok_in(40, &["stats", "--all"]);
    assert!(
        all.contains("│ Anne-Marie van der Berg-Smits ┆ 0 │\n"),
        "{all}"
    );
}

/// The cells of the column `at` of a table's rows (its titles' lines left out), trimmed, the
/// empty ones left out: a wrapped cell's lines in order.
fn column_lines(table: &str, at: usize) -> Vec<String> {
    (table.lines())
        .skip_while(|line| !line.starts_with('╞'))
        .filter(|line| line.starts_with('│'))
        .filter_map(|line| line.trim_matches('│').split('┆').nth(at))
        .map(|cell| cell.trim().to_string())
        .filter(|cell| !cell.is_empty())
        .collect()
}

/// At 60 columns `history`'s list of players breaks after a comma, between names: "José María"
/// and "🦄 Uni" each on one line. Before, the cell read "Zoë, José" over "María,".
#[test]
fn a_list_of_names_breaks_between_names() {
    let env = TestEnv::new();
    env.ok(&[
        "new",
        "pig10",
        "--players",
        "Zoë,José María,O'Brien,🦄 Uni,李明,Ahmed أحمد",
    ]);
    let history = env.ok_in(60, &["history"]);
    assert_eq!(too_wide(&history, 60), Vec::<&str>::new(), "{history}");
    assert_eq!(
        column_lines(&history, 3),
        [
            "Zoë,",
            "José María,",
            "O'Brien,",
            "🦄 Uni, 李明,",
            "Ahmed أحمد"
        ],
        "{history}"
    );
}

/// `show` at 30 columns puts each player's initial beside their cell, with the key below, also
/// when an initial is two columns wide (🦄); where initials clash, each player's shortest
/// beginning no other shares ("Zoë" and "Zoe", "Anne-Marie v" and "Anne-Marie J"). Before, it
/// fell back to full names and split "Anne-Marie van der" from "Berg-Smits +12→12".
#[test]
fn compact_show_keys_players_by_their_shortest_unique_beginning() {
    let env = pig10_of_five();
    let shown = env.ok_in(30, &["show", "1"]);
    assert!(
        shown.starts_with(
            "\
1  Z +10→10, B +5→5, O +0→0,
   🦄 +3→3, A +12→12
2  Z +4→14, B +5→10, O +7→7,
   🦄 +3→6, A +1→13
Players: Z Zoë, B Björn,
  O O'Brien, 🦄 🦄 Uni,
  A Anne-Marie van der
  Berg-Smits.
"
        ),
        "{shown}"
    );
    env.ok(&[
        "new",
        "pig10",
        "--players",
        "Zoë,Zoe,Anne-Marie van der Berg-Smits,Anne-Marie Jansen",
    ]);
    env.ok(&[
        "round",
        "Zoë=3",
        "Zoe=4",
        "Anne-Marie van der Berg-Smits=5",
        "Anne-Marie Jansen=6",
    ]);
    let shown = env.ok_in(30, &["show", "2"]);
    assert!(
        shown.starts_with(
            "\
1  Zoë +3→3, Zoe +4→4,
   Anne-Marie v +5→5,
   Anne-Marie J +6→6
Players: Zoë Zoë, Zoe Zoe,
"
        ),
        "{shown}"
    );
}

/// The colour chart's legend pads each name by the columns it takes: the totals of 李明 and
/// "🦄 Uni" (two columns a character) line up with Bob's. Before, they stood one or two
/// columns further right.
#[test]
fn the_colour_charts_legend_lines_up_wide_names() {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "李明,🦄 Uni,Bob"]);
    for _ in 0..2 {
        env.ok(&["round", "李明=5", "🦄 Uni=3", "Bob=4"]);
    }
    let out = (env.cmd().env("COLUMNS", "60"))
        .args(["--color", "always", "show", "1", "--chart"])
        .output()
        .expect("tenscore runs");
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).expect("utf-8 output");
    // The escape codes of the colours left out: what the terminal shows.
    let shown = without_escapes(&text);
    let legend: Vec<(&str, &str)> = (shown.lines())
        .filter(|line| line.starts_with("━━ "))
        .filter_map(|line| line.rsplit_once(' '))
        .collect();
    assert_eq!(
        legend.iter().map(|(_, total)| *total).collect::<Vec<_>>(),
        ["10", "6", "8"],
        "{shown}"
    );
    let columns: Vec<usize> = legend.iter().map(|(name, _)| name.width()).collect();
    assert_eq!(columns, [10, 10, 10], "{shown}");
}

/// `text` without its colours' escape codes (`ESC [ ... m`).
fn without_escapes(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            chars.by_ref().find(|c| *c == 'm');
        } else {
            out.push(c);
        }
    }
    out
}

#[test]
fn at_80_columns_the_short_titles_come_before_a_note_wraps() {
    let env = TestEnv::new();
    let players = "李明,Ahmed أحمد,Anne-Marie van der Berg-Smits,🦄 Uni";
    env.ok(&["new", "updown", "--players", players, "--peak", "2"]);
    let names: Vec<&str> = players.split(',').collect();
    let bids: Vec<String> = (names.iter().zip(["0", "0", "1", "0"]))
        .map(|(name, n)| format!("{name}={n}"))
        .collect();
    let tricks: Vec<String> = (names.iter().zip(["0", "0", "0", "1"]))
        .map(|(name, n)| format!("{name}={n}"))
        .collect();
    let args = |verb: &'static str, entries: &[String]| -> Vec<String> {
        std::iter::once(verb.to_string())
            .chain(entries.iter().cloned())
            .collect()
    };
    let bid = args("bid", &bids);
    env.ok(&bid.iter().map(String::as_str).collect::<Vec<_>>());
    let round = args("round", &tricks);
    env.ok(&round.iter().map(String::as_str).collect::<Vec<_>>());
    let shown = env.ok_in(80, &["standings"]);
    assert!(too_wide(&shown, 80).is_empty(), "{shown}");
    // Each note on its row, whole, under the short titles and their key.
    let row = (shown.lines())
        .find(|line| line.contains("Anne-Marie van der Berg-Smits"))
        .unwrap_or_else(|| panic!("no row for Anne-Marie: {shown}"));
    assert!(row.contains("bid 1, took 0"), "{shown}");
    assert!(
        shown.contains("Columns: # = Rank, Last = Last round."),
        "{shown}"
    );
}
