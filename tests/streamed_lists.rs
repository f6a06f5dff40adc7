//! `stats --all` and `player list` printed as the store hands them over (issue 34: memory that
//! does not grow with the players shown): the columns' widths come first (the bounds, or a pass
//! that measures), so the tables are the ones the whole list made, widest name and largest
//! number included, in colour, narrow, and as JSON; the order is the one the season sorted.

use crate::common::TestEnv;

/// stdout of `tenscore ARGS...` with `COLUMNS` set to `columns` (and colour when asked).
fn at(env: &TestEnv, columns: &str, args: &[&str]) -> String {
    let out = (env.cmd().env("COLUMNS", columns))
        .args(args)
        .output()
        .expect("tenscore runs");
    assert_eq!(out.status.code(), Some(0), "{args:?}");
    String::from_utf8(out.stdout).expect("utf-8 output")
}

/// Tenstuff matches of one deal, each finished: the first named wins.
fn finished(env: &TestEnv, order: &[&str]) {
    env.ok(&["new", "tenstuff", "--players", &order.join(",")]);
    env.ok(&["round", "--order", &order.join(",")]);
    env.ok(&["finish"]);
}

#[test]
fn player_list_is_as_wide_as_its_widest_name_and_numbers() {
    let env = TestEnv::new();
    for _ in 0..10 {
        finished(&env, &["Ann", "Bob"]);
    }
    // A name of wide characters (two columns each) and one left unfinished: no win, a match.
    env.ok(&["new", "pig10", "--players", "李小龍,Bob,zoë"]);
    assert_eq!(
        env.ok(&["player", "list"]),
        "\
┌────────┬─────────┬─────┬──────────────────┐
│ Player ┆ Matches ┆ Won ┆ Last played      │
╞════════╪═════════╪═════╪══════════════════╡
│ Ann    ┆      10 ┆  10 ┆ 2026-01-02 03:04 │
│ Bob    ┆      11 ┆   0 ┆ 2026-01-02 03:04 │
│ zoë    ┆       1 ┆   0 ┆ 2026-01-02 03:04 │
│ 李小龍 ┆       1 ┆   0 ┆ 2026-01-02 03:04 │
└────────┴─────────┴─────┴──────────────────┘
"
    );
}

#[test]
fn stats_all_lists_what_the_whole_season_lists() {
    let env = TestEnv::new();
    // Ties in wins and matches, ordered by name whatever the case; two games.
    finished(&env, &["bea", "Ann", "Cas"]);
    finished(&env, &["Ann", "Dan"]);
    finished(&env, &["Cas", "Eli"]);
    finished(&env, &["Zoë Ångström-Lindqvist", "bea"]);
    env.ok(&["new", "krumme10", "--players", "Ann,Dan,Eli"]);
    // `--limit` at least the players counted: the whole season, held and sorted as before.
    for scope in [&[][..], &["--game", "tenstuff"][..]] {
        let all = env.ok(&[&["stats", "--all"], scope].concat());
        let whole = env.ok(&[&["stats", "--limit", "100"], scope].concat());
        assert_eq!(all, whole);
    }
    let all = env.ok(&["stats", "--all"]);
    let names: Vec<&str> = (all.lines())
        .take_while(|line| !line.starts_with('└'))
        .skip(3)
        .filter_map(|line| line.split('┆').next())
        .map(|cell| cell.trim_start_matches('│').trim())
        .collect();
    assert_eq!(
        names,
        ["Ann", "bea", "Cas", "Zoë Ångström-Lindqvist", "Dan", "Eli"]
    );
    assert!(all.contains("\n\nTenstuff\n┌"), "{all}");
}

#[test]
fn stats_all_of_nobody_says_so() {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "Ann,Bob,Cy"]);
    assert_eq!(
        env.ok(&["stats", "--all"]),
        env.ok(&["stats", "--limit", "100"])
    );
    assert_eq!(env.ok(&["player", "list"]).lines().count(), 7);
}

/// Ties in wins and matches go by the name as players are found (case folded), compared as
/// text compares byte by byte: "Eve" before "zed" before "Émile" before "éva" ("é" after
/// every ASCII letter, and "émile" before "éva"), exactly as the whole season sorted them.
#[test]
fn stats_all_orders_ties_by_the_folded_name_accents_included() {
    let env = TestEnv::new();
    finished(&env, &["Émile", "x1"]);
    finished(&env, &["zed", "x2"]);
    finished(&env, &["Eve", "x3"]);
    finished(&env, &["éva", "x4"]);
    let all = env.ok(&["stats", "--all"]);
    let names: Vec<&str> = (all.lines())
        .take_while(|line| !line.starts_with('└'))
        .skip(3)
        .filter_map(|line| line.split('┆').next())
        .map(|cell| cell.trim_start_matches('│').trim())
        .collect();
    assert_eq!(
        names,
        ["Eve", "zed", "Émile", "éva", "x1", "x2", "x3", "x4"]
    );
    assert_eq!(all, env.ok(&["stats", "--limit", "100"]));
}

/// The same text in colour and on narrow and wide terminals, and the same JSON, as the whole
/// season printed (`--limit` above the players counted goes the old way: held and sorted).
#[test]
fn stats_all_in_colour_narrow_and_as_json_is_the_whole_season() {
    let env = TestEnv::new();
    finished(&env, &["bea", "Ann", "Cas"]);
    finished(&env, &["Ann", "Dan"]);
    finished(&env, &["李小龍", "bea"]);
    env.ok(&["new", "krumme10", "--players", "Ann,Dan,Eli"]);
    for scope in [&[][..], &["--game", "tenstuff"][..]] {
        for flags in [&[][..], &["--color", "always"][..], &["--json"][..]] {
            for columns in ["60", "120"] {
                let all = at(&env, columns, &[flags, &["stats", "--all"], scope].concat());
                let whole = at(
                    &env,
                    columns,
                    &[flags, &["stats", "--limit", "100"], scope].concat(),
                );
                assert_eq!(all, whole, "{flags:?} {scope:?} at {columns}");
            }
        }
    }
    let json = env.json(&["stats", "--all"]);
    let names: Vec<&str> = (json["players"].as_array().expect("a list").iter())
        .map(|p| p["name"].as_str().expect("a name"))
        .collect();
    assert_eq!(names, ["Ann", "bea", "李小龍", "Cas", "Dan"]);
}

/// `player list --json` an element at a time: the same list, by name; a season of nobody is
/// an empty list.
#[test]
fn player_list_as_json_and_a_season_of_nobody() {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "Ann,Bob,Cy"]);
    assert_eq!(
        env.ok(&["--json", "stats", "--all"]),
        "{\n  \"players\": []\n}\n"
    );
    finished(&env, &["Bob", "ann"]);
    let list = env.json(&["player", "list"]);
    let rows: Vec<(&str, u64, u64)> = (list.as_array().expect("a list").iter())
        .map(|p| {
            let count = |key: &str| p[key].as_u64().expect("a number");
            (
                p["name"].as_str().expect("a name"),
                count("matches"),
                count("won"),
            )
        })
        .collect();
    // "ann" is Ann (found by the folded name), her spelling the first.
    assert_eq!(rows, [("Ann", 2, 0), ("Bob", 2, 1), ("Cy", 1, 0)]);
    let text = env.ok(&["--json", "player", "list"]);
    assert!(text.starts_with("[\n  {\n    \"last_played\": "), "{text}");
    assert!(text.ends_with("\n  }\n]\n"), "{text}");
}

/// In colour the titles are bold and the rows as into a pipe; on a phone's terminal too narrow
/// for the table, when last played gives way and the names stay whole, the rows all there.
#[test]
fn player_list_in_colour_and_on_a_narrow_terminal() {
    let env = TestEnv::new();
    finished(&env, &["Alexandra Wilhelmina", "Bob"]);
    let colour = env.ok(&["--color", "always", "player", "list"]);
    assert!(colour.contains("\u{1b}[1m"), "{colour:?}");
    assert!(
        colour.contains("│ Bob                  ┆       1 ┆   0 ┆ 2026-01-02 03:04 │"),
        "{colour}"
    );
    let narrow = at(&env, "40", &["player", "list"]);
    assert!(
        narrow.lines().all(|line| line.chars().count() <= 40),
        "{narrow}"
    );
    assert!(narrow.contains("│ Alexandra Wilhelmina ┆"), "{narrow}");
    assert!(narrow.contains("│ Bob"), "{narrow}");
    assert!(narrow.contains("Last played is left out"), "{narrow}");
}

/// On a league server the listings are the same, byte for byte, as in a file: the same order
/// (the folded names compared byte by byte there too), the same widths, the same JSON.
#[test]
fn on_a_server_the_listings_are_the_ones_of_a_file() {
    let Some(server) = crate::pg_server::fresh_database() else {
        return;
    };
    let file = TestEnv::new();
    let league = TestEnv::on(server.url());
    for env in [&file, &league] {
        finished(env, &["bea", "Ann", "Cas"]);
        finished(env, &["Émile", "zed"]);
        finished(env, &["éva", "李小龍"]);
        finished(env, &["Cas", "Eve"]);
        env.ok(&["new", "krumme10", "--players", "Ann,Dan,Eli"]);
    }
    for args in [
        &["stats", "--all"][..],
        &["stats", "--all", "--game", "tenstuff"],
        &["--json", "stats", "--all"],
        &["--json", "stats", "--all", "--game", "tenstuff"],
        &["--color", "always", "stats", "--all"],
        &["player", "list"],
        &["--json", "player", "list"],
    ] {
        assert_eq!(file.ok(args), league.ok(args), "tenscore {args:?}");
    }
}
