//! `stats` and `history` fit 80 columns in English, Dutch and German, on a terminal of 80
//! columns and into a pipe without COLUMNS (issue 35 items 3 and 4): no line is wider, a column
//! title is never split (each appears whole, in the table or in the key below it), every row is
//! one line, and `stats --vs` answers first.

use crate::common::{TestEnv, words};

/// A season of every game, each match finished, the Krumme10 one in teams, and one abandoned:
/// the widest tables `stats` and `history` print.
fn season() -> TestEnv {
    let env = TestEnv::new();
    let script: &[&[&str]] = &[
        &["new", "under10", "--players", "Anke,Bram,Cees"],
        &[
            "round", "1", "Anke=7", "Bram=3", "Cees=12", "--call", "Bram",
        ],
        &["finish", "1"],
        &["new", "updown", "--players", "Anke,Bram,Dirk"],
        &["bid", "2", "Anke=1", "Bram=0", "Dirk=1"],
        &["round", "2", "Anke=1", "Bram=0", "Dirk=0"],
        &["finish", "2"],
        &["new", "pig10", "--players", "Cees,Dirk"],
        &["round", "3", "Cees=3", "Dirk=5"],
        &["finish", "3"],
        &[
            "new",
            "krumme10",
            "--players",
            "Anke,Bram,Cees,Dirk",
            "--teams",
        ],
        &["round", "4", "Anke=5", "Bram=0", "Cees=3", "Dirk=1"],
        &["round", "4", "Anke=0", "Bram=7", "Cees=0", "Dirk=2"],
        &["finish", "4"],
        &["new", "tenstuff", "--players", "Anke,Bram,Cees"],
        &["round", "5", "--order", "Bram,Anke,Cees"],
        &["finish", "5"],
        &["new", "under10", "--players", "Anke,Bram,Cees,Dirk"],
        &["finish", "6", "--abandon"],
    ];
    for args in script {
        env.ok(args);
    }
    env
}

/// What `tenscore --lang LANG ARGS` prints at COLUMNS=80 (`Some`) or into a pipe with no
/// COLUMNS at all (`None`).
fn printed(env: &TestEnv, lang: &str, columns: Option<&str>, args: &[&str]) -> String {
    let mut cmd = env.process();
    match columns {
        Some(columns) => cmd.env("COLUMNS", columns),
        None => cmd.env_remove("COLUMNS"),
    };
    let out = cmd
        .args(["--lang", lang])
        .args(args)
        .output()
        .expect("tenscore runs");
    assert_eq!(out.status.code(), Some(0), "{args:?}");
    String::from_utf8(out.stdout).expect("utf-8")
}

/// Every column title `stats` and `history` print for this season, in full, in `lang`.
fn titles(lang: &str) -> &'static [&'static str] {
    match lang {
        "en" => &[
            "Player",
            "Played",
            "Won",
            "Win rate",
            // The table's title "Avg place" in a key: the words it stands for.
            "Average place",
            "Best",
            "Worst",
            "Streak",
            "Rating",
            "Calls",
            "Failed calls",
            "Strokes of luck",
            "Halvings",
            "Times out",
            "Exact % by cards",
            "Points per game in teams",
            "Cards per deal",
            "Average place in a deal",
            "Match",
            "Started",
            "Game",
            "Players",
            "Winners",
            "Rounds",
            "Status",
        ],
        "nl" => &[
            "Speler",
            "Gespeeld",
            "Gewonnen",
            "Winst-%",
            "Gemiddelde plaats",
            "Beste",
            "Slechtste",
            "Reeks",
            "Rating",
            "Geroepen",
            "Mislukt",
            "Meevallers",
            "Halveringen",
            "Keer eruit",
            "Precies % per aantal kaarten",
            "Punten per potje in teams",
            "Kaarten per potje",
            "Gemiddelde plaats in een potje",
            "Partij",
            "Begonnen",
            "Spel",
            "Spelers",
            "Winnaars",
            "Rondes",
            "Status",
            "afgebroken",
            "uitgespeeld",
        ],
        _ => &[
            "Spieler",
            "Gespielt",
            "Gewonnen",
            "Siegquote",
            "Ø Platz",
            "Bester",
            "Schlechtester",
            "Serie",
            "Wertung",
            "Rufe",
            "Gescheitert",
            "Glücksfälle",
            "Halbierungen",
            "Ausgeschieden",
            "Genau % nach Kartenzahl",
            "Punkte pro Durchgang im Team",
            "Karten pro Durchgang",
            "Durchschnittsplatz im Durchgang",
            "Partie",
            "Begonnen",
            "Spiel",
            "Spieler",
            "Sieger",
            "Runden",
            "Status",
            "abgebrochen",
            "beendet",
        ],
    }
}

/// The lines fit `width`; every table's title row and rows are one line each: a line of a
/// table never starts with an empty first cell (what a wrapped cell leaves), and the title row
/// is followed by the line under it.
fn assert_fits(text: &str, width: usize, what: &str) {
    for line in text.lines() {
        assert!(
            line.chars().count() <= width,
            "{what}: a line of {} columns:\n{line}\nin\n{text}",
            line.chars().count()
        );
    }
    let lines: Vec<&str> = text.lines().collect();
    for (n, line) in lines.iter().enumerate() {
        if let Some(row) = line.strip_prefix('│') {
            let first = row.split(['┆', '│']).next().unwrap_or_default();
            assert!(
                !first.trim().is_empty(),
                "{what}: a row on more than one line:\n{line}\nin\n{text}"
            );
        }
        if line.starts_with('┌') {
            assert!(
                lines.get(n + 2).is_some_and(|l| l.starts_with('╞')),
                "{what}: a title row on more than one line in\n{text}"
            );
        }
    }
}

#[test]
fn stats_and_history_fit_80_columns_in_every_language_and_into_a_pipe() {
    let env = season();
    for lang in ["en", "nl", "de"] {
        for columns in [Some("80"), None] {
            let mut all = String::new();
            for args in [
                &["stats"][..],
                &["stats", "--vs", "Anke", "Bram"],
                &["stats", "--player", "Anke"],
                &["history"],
            ] {
                let text = printed(&env, lang, columns, args);
                assert_fits(&text, 80, &format!("{lang} {columns:?} {args:?}"));
                all.push_str(&text);
            }
            // No title is cut: each one appears whole, in a table or in the key below it.
            let all = words(&all);
            for title in titles(lang) {
                assert!(
                    all.contains(title),
                    "{lang} {columns:?}: '{title}' not whole in\n{all}"
                );
            }
        }
    }
}

#[test]
fn a_narrow_stats_table_has_short_titles_and_a_key_below_it() {
    let env = season();
    let text = printed(&env, "en", Some("80"), &["stats"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[1],
        "│ Player ┆ Pl ┆ W ┆ W%  ┆ Avg  ┆ Best     ┆ Worst    ┆ Str │"
    );
    assert_eq!(
        lines[3],
        "│ Bram   ┆  4 ┆ 3 ┆ 75% ┆ 1.25 ┆ 1st/3 #5 ┆ 2nd/3 #2 ┆   2 │"
    );
    assert!(
        text.contains(
            "└────────┴────┴───┴─────┴──────┴──────────┴──────────┴─────┘\n\
             Columns: Pl = Played, W = Won, W% = Win rate, Avg = Average place, Str = Streak.\n\
             Best and worst: a cell such as 2nd/4 #12 means 2nd of 4 players in match 12.\n"
        ),
        "{text}"
    );
    // A title explained once is not explained again under the next table.
    assert!(
        text.contains(
            "Columns: Failed = Failed calls, Luck = Strokes of luck, Halv. = Halvings,\n  \
             Out = Times out.\n"
        ),
        "{text}"
    );
    // Wide enough, the titles stay whole and there is no key.
    let wide = printed(&env, "en", Some("200"), &["stats"]);
    assert!(
        wide.contains("│ Player ┆ Played ┆ Won ┆ Win rate ┆ Avg place ┆"),
        "{wide}"
    );
    assert!(!wide.contains("Columns:"), "{wide}");
}

#[test]
fn a_narrow_history_drops_the_year_marks_the_winners_and_says_so() {
    let env = season();
    let text = printed(&env, "nl", None, &["history"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[1],
        "│ # ┆ Begonnen ┆ Spel          ┆ Spelers                  ┆ Rd. ┆ Status      │"
    );
    assert_eq!(
        lines[5],
        "│ 4 ┆ 02-01    ┆ Krumme10      ┆ Anke, Bram*, Cees, Dirk* ┆   2 ┆ uitgespeeld │"
    );
    assert_eq!(
        lines.last().copied(),
        Some("Kolommen: # = Partij, Rd. = Rondes, * = Winnaars.")
    );
    // With room, the full table as before.
    let wide = printed(&env, "nl", Some("200"), &["history"]);
    assert!(
        wide.contains(
            "│      4 ┆ 02-01-2026 03:04 ┆ Krumme10      ┆ Anke, Bram, Cees, Dirk ┆ Bram, Dirk ┆"
        ),
        "{wide}"
    );
}

#[test]
fn stats_vs_leads_with_the_head_to_head_and_wraps_every_sentence() {
    let env = season();
    let text = printed(&env, "en", Some("80"), &["stats", "--vs", "Anke", "Bram"]);
    assert!(
        text.starts_with(
            "Anke and Bram finished 4 matches together: Anke ahead once, Bram ahead 3 times,\n  \
             level 0 times.\n\n┌"
        ),
        "{text}"
    );
    // The head-to-head is said once, first.
    assert_eq!(text.matches("finished 4 matches together").count(), 1);
    let player = printed(&env, "en", Some("80"), &["stats", "--player", "Anke"]);
    assert!(
        player.ends_with(
            "Anke finished behind Bram most often (3 times), and ahead of Cees most often (2\n  \
             times).\n"
        ),
        "{player}"
    );
    for lang in ["nl", "de"] {
        let text = printed(&env, lang, Some("80"), &["stats", "--vs", "Anke", "Bram"]);
        let first = words(text.split("\n\n").next().unwrap_or_default());
        let expected = match lang {
            "nl" => "Anke en Bram speelden",
            _ => "Anke und Bram haben",
        };
        assert!(first.starts_with(expected), "{lang}: {text}");
    }
}

#[test]
fn nothing_to_show_is_said_within_80_columns_too() {
    let env = TestEnv::new();
    env.ok(&["new", "under10", "--players", "Anke,Bram,Cees"]);
    for lang in ["en", "nl", "de"] {
        // Every filter given, so that every one is named.
        let history = [
            "history",
            "--game",
            "pig10",
            "--player",
            "Anke",
            "--since",
            "2020-01-01",
            "--until",
            "2020-01-02",
        ];
        for args in [&["stats"][..], &history] {
            let text = printed(&env, lang, None, args);
            // Longer than 80 columns in Dutch and German: wrapped between words.
            if lang != "en" {
                assert!(text.lines().count() > 1, "{lang} {args:?}: {text}");
            }
            assert_fits(&text, 80, &format!("{lang} {args:?}"));
        }
    }
    assert_eq!(
        words(&printed(&env, "en", None, &["stats"])),
        "No finished matches to count yet: statistics count the matches that ended."
    );
}
