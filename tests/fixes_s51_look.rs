//! Session 51: looking back on a season with the read commands (tester T6): what the JSON,
//! the keys and the narrow tables said less, or other, than the text and the guide.

use serde_json::json;

use crate::common::TestEnv;

/// Ann last in two matches of two: behind Bob once, behind Cy once.
fn behind_two() -> TestEnv {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    env.ok(&["round", "1", "Ann=1", "Bob=5"]);
    env.ok(&["finish", "1"]);
    env.ok(&["new", "pig10", "--players", "Ann,Cy"]);
    env.ok(&["round", "2", "Ann=1", "Cy=5"]);
    env.ok(&["finish", "2"]);
    env
}

/// Several opponents level for most often are all in the JSON, as the text names them; before,
/// `nemesis` gave Bob alone while the text said "behind Bob and Cy".
#[test]
fn level_nemeses_and_victims_are_all_in_the_json() {
    let env = behind_two();
    let text = env.ok(&["stats", "--player", "Ann"]);
    assert!(
        text.contains("Ann finished behind Bob and Cy most often (once)."),
        "{text}"
    );
    let ann = &env.json(&["stats", "--player", "Ann"])["players"][0];
    assert_eq!(ann["nemesis"], json!({"name": "Bob", "times": 1}));
    assert_eq!(
        ann["nemeses"],
        json!([{"name": "Bob", "times": 1}, {"name": "Cy", "times": 1}])
    );
    assert_eq!(ann["victim"], json!(null));
    assert_eq!(ann["victims"], json!([]));
    let bob = &env.json(&["stats", "--player", "Bob"])["players"][0];
    assert_eq!(bob["victims"], json!([{"name": "Ann", "times": 1}]));
    assert_eq!(bob["victim"], bob["victims"][0]);
}

/// The line under a list cut short says how many players it shows of how many, in words nobody
/// reads as a count of wins; before: "The player with the most wins of 3" ("three wins?").
#[test]
fn a_list_cut_short_says_how_many_players_of_how_many() {
    let env = behind_two();
    for (lang, line) in [
        (
            "en",
            "Shown: 1 of the 3 players, the one with the most wins; `tenscore stats --all` lists \
             every one.",
        ),
        (
            "nl",
            "Getoond: 1 van de 3 spelers, die met de meeste overwinningen; `tenscore stats --all` \
             toont ze allemaal.",
        ),
        (
            "de",
            "Gezeigt: 1 von 3 Spielern, der mit den meisten Siegen; `tenscore stats --all` zeigt \
             alle.",
        ),
    ] {
        let text = env.ok(&["--lang", lang, "stats", "--limit", "1"]);
        assert!(text.contains(&format!("\n\n{line}\n")), "{lang}:\n{text}");
    }
    let text = env.ok(&["stats", "--limit", "2"]);
    assert!(
        text.contains(
            "\n\nShown: 2 of the 3 players, those with the most wins; `tenscore stats --all` \
             lists every one.\n"
        ),
        "{text}"
    );
}

/// `stats` at `width` columns in `lang`.
fn stats_at(env: &TestEnv, lang: &str, width: &str, args: &[&str]) -> String {
    let out = env
        .cmd()
        .env("COLUMNS", width)
        .args(["--lang", lang, "stats"])
        .args(args)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// The key under a table of short titles spells the average place out; before: "Avg = Avg
/// place", "Gem. = Gem. plaats", and in German "Ø Platz" was not explained at all.
#[test]
fn the_key_spells_the_average_place_out() {
    let env = behind_two();
    for (lang, entry) in [
        ("en", "Avg = Average place"),
        ("nl", "Gem. = Gemiddelde plaats"),
        ("de", "Ø Platz = Durchschnittsplatz"),
    ] {
        let text = stats_at(&env, lang, "60", &[]);
        // What follows the first table: its key.
        let key = crate::common::words(&text[text.find('┘').unwrap()..]);
        let explained = [",", "."]
            .iter()
            .any(|end| key.contains(&format!(" {entry}{end}")));
        assert!(explained, "{lang}:\n{text}");
        for (_, other) in [("en", "Avg place"), ("nl", "Gem. plaats")] {
            assert!(!key.contains(&format!("= {other}")), "{lang}:\n{text}");
        }
    }
    // A table wide enough keeps its title as it was.
    let wide = stats_at(&env, "en", "120", &[]);
    assert!(wide.contains("┆ Avg place ┆"), "{wide}");
}

/// Players level for most cards in a deal are listed as every list of names is ("Ann, Bob and
/// Cy"), and so are players left out of a finishing order and flags that are not for a game;
/// before: "Ann and Bob and Cy", "Cy and Dee and Eve", "--call and --luck and --order".
#[test]
fn three_names_are_listed_with_commas_and_one_and() {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "Ann,Bob,Cy,Dee"]);
    for (lang, line) in [
        ("en", "Most this deal: Ann, Bob and Cy with 4."),
        (
            "nl",
            "De meeste kaarten in dit potje: Ann, Bob en Cy met 4.",
        ),
        (
            "de",
            "Die meisten Karten in diesem Durchgang: Ann, Bob und Cy mit 4.",
        ),
    ] {
        let text = env.ok(&["--lang", lang, "round", "Ann=4", "Bob=4", "Cy=4", "Dee=1"]);
        assert!(text.contains(&format!("\n  {line}\n")), "{lang}:\n{text}");
        env.ok(&["undo", "--yes"]);
    }
    let flags = [
        "round", "Ann=1", "--call", "Ann", "--luck", "Bob", "--order", "Ann",
    ];
    assert_eq!(
        env.fails(&flags, 2),
        "--call, --luck and --order are not for Pig 10; Pig 10 has no flags: leave them out"
    );
    env.ok(&["new", "tenstuff", "--players", "Ann,Bob,Cy,Dee,Eve"]);
    let order = ["round", "--order", "Ann,Bob"];
    for (lang, start) in [
        (
            "en",
            "the finishing order leaves out 3 players: Cy, Dee and Eve;",
        ),
        ("nl", "in de eindvolgorde ontbreken Cy, Dee en Eve;"),
        (
            "de",
            "in der Reihenfolge des Ausgehens fehlen Cy, Dee und Eve;",
        ),
    ] {
        let mut args = vec!["--lang", lang];
        args.extend_from_slice(&order);
        let message = env.fails(&args, 2);
        assert!(message.starts_with(start), "{lang}: {message}");
    }
}

/// A cell of rates by the cards dealt wraps between its pairs, never between a count and its
/// rate; before, at 72 columns: "1: 100% 2:" over "100%".
#[test]
fn a_rate_by_cards_stays_with_its_count_when_the_cell_wraps() {
    let env = TestEnv::new();
    env.ok(&["new", "updown", "--players", "Ann,Bob,Cy", "--peak", "2"]);
    for (bids, tricks) in [
        (["Ann=1", "Bob=0", "Cy=0"], ["Ann=1", "Bob=0", "Cy=0"]),
        (["Ann=0", "Bob=1", "Cy=1"], ["Ann=0", "Bob=2", "Cy=0"]),
        (["Ann=0", "Bob=0", "Cy=1"], ["Ann=0", "Bob=0", "Cy=1"]),
    ] {
        env.ok(&[&["bid"][..], &bids[..], &["--trump", "hearts"]].concat());
        env.ok(&[&["round"][..], &tricks[..]].concat());
    }
    // The cells of the column, line by line, of the game's table's rows.
    let by_cards = |text: &str| -> Vec<String> {
        let table = &text[text.find("10 op en neer").unwrap()..];
        (table.lines())
            .skip_while(|line| !line.starts_with('╞'))
            .take_while(|line| !line.starts_with('└'))
            .filter_map(|line| line.split('┆').nth(6).map(|c| c.trim().to_string()))
            .filter(|cell| !cell.is_empty())
            .collect()
    };
    for (lang, width) in [("en", "72"), ("nl", "80"), ("de", "80")] {
        let text = stats_at(&env, lang, width, &["--game", "updown", "--player", "Ann"]);
        let cells = by_cards(&text);
        assert_eq!(cells, ["1:\u{a0}100%", "2:\u{a0}100%"], "{lang}:\n{text}");
    }
    let wide = stats_at(&env, "en", "120", &["--game", "updown", "--player", "Ann"]);
    assert_eq!(by_cards(&wide), ["1:\u{a0}100% 2:\u{a0}100%"], "{wide}");
}

/// `cmd` at `width` columns; its output.
fn at_width(env: &TestEnv, width: &str, args: &[&str]) -> String {
    let out = env.cmd().env("COLUMNS", width).args(args).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// The chart's heading wraps between words on a phone; before, "Under the 10 · match 1 ·
/// running totals over 2 rounds" ran past 40 columns (in Dutch too).
#[test]
fn the_charts_heading_wraps_on_a_phone() {
    let env = TestEnv::new();
    env.ok(&["new", "under10", "--players", "Ann,Bob"]);
    env.ok(&["round", "Ann=5", "Bob=20", "--call", "Ann"]);
    env.ok(&["round", "Ann=30", "Bob=2", "--call", "Bob"]);
    let text = at_width(&env, "40", &["show", "1", "--chart"]);
    assert!(
        text.starts_with("Under the 10 · match 1 · running totals\n  over 2 rounds\nAnn: 30\n"),
        "{text}"
    );
    let dutch = at_width(&env, "40", &["--lang", "nl", "show", "1", "--chart"]);
    assert!(
        dutch.starts_with("Onder de 10 · partij 1 · verloop van de\n  totalen over 2 rondes\n"),
        "{dutch}"
    );
    for line in text.lines().chain(dutch.lines()) {
        assert!(line.chars().count() <= 40, "{line}");
    }
    // Wide enough, it stays one line.
    let wide = at_width(&env, "80", &["show", "1", "--chart"]);
    assert!(
        wide.starts_with("Under the 10 · match 1 · running totals over 2 rounds\n"),
        "{wide}"
    );
}

/// On a phone every player of a stats table keeps one line: a game's table lets its rating go
/// first and keeps its own figures, and a rating or a compact place is never broken; before, at
/// 40 columns the figures went, the rating stayed and every player took two lines ("30.3 ±7.8"
/// over "(1)").
#[test]
fn a_stats_table_on_a_phone_keeps_each_player_on_one_line() {
    let env = behind_two();
    let text = at_width(&env, "40", &["stats"]);
    let pig = &text[text.find("Pig 10\n").unwrap()..];
    assert!(
        pig.starts_with(
            "Pig 10\n\
             ┌────────┬────┬───┬───────┬───────┐\n\
             │ Player ┆ Pl ┆ W ┆ Deals ┆ Cards │\n"
        ),
        "{text}"
    );
    assert!(
        crate::common::words(pig).contains(
            "Columns: Cards = Cards per deal. Rating is left out for width; --json or a wider \
             terminal shows it."
        ),
        "{text}"
    );
    for lang in ["en", "nl", "de"] {
        for width in ["20", "24", "30", "36", "40"] {
            let text = at_width(&env, width, &["--lang", lang, "stats"]);
            for line in text.lines().filter(|line| line.starts_with('│')) {
                let first = line[3..].split(['┆', '│']).next().unwrap_or_default();
                assert!(!first.trim().is_empty(), "{lang} {width}: {line}\n{text}");
            }
            assert_eq!(
                text,
                at_width(&env, width, &["--lang", lang, "stats", "--all"]),
                "{lang} {width}"
            );
        }
    }
    // Wider than a phone, a rating keeps its plain spaces.
    let wide = at_width(&env, "120", &["stats"]);
    assert!(wide.contains("┆ 27.6 ±8.1 (1) │"), "{wide}");
}

/// Beside Team A and Team B, `show` on a phone heads players by their first two letters; before,
/// Ann was "A" and Bob "B", Ann sitting in team A with Cyril.
#[test]
fn players_beside_teams_are_not_headed_by_a_teams_letter() {
    let env = TestEnv::new();
    env.ok(&[
        "new",
        "krumme10",
        "--players",
        "Ann,Bob,Cyril,Dee",
        "--teams",
    ]);
    env.ok(&["round", "Ann=10", "Bob=20", "Cyril=30", "Dee=5"]);
    let text = at_width(&env, "40", &["show", "1"]);
    assert!(
        text.starts_with(
            "1  An +10→10, Bo +20→20, Cy +30→30,\n   De +5→5, Team A 20.00, Team B 12.50\n"
        ),
        "{text}"
    );
    assert!(
        text.contains("\nPlayers: An Ann, Bo Bob, Cy Cyril,\n  De Dee.\n"),
        "{text}"
    );
    // Without teams an initial is still one letter.
    env.ok(&["new", "pig10", "--players", "Ann,Bob,Cyril,Dee,Eve,Fay"]);
    env.ok(&[
        "round", "Ann=10", "Bob=20", "Cyril=30", "Dee=5", "Eve=4", "Fay=3",
    ]);
    let text = at_width(&env, "24", &["show", "2"]);
    assert!(text.contains("Players: A Ann, B Bob,"), "{text}");
}
