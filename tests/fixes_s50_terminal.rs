//! Session 50's fixes of narrow terminals and of `play`'s prompts: `stats`, `stats --all` and
//! `player list` on a phone's width, `show`'s round cells, a wrapped question once answered or
//! refused, and Under the 10's players question.

use crate::common::TestEnv;
use crate::pty_wrapping::{Screen, flowing};

/// stdout of `tenscore ARGS...` at `columns` columns.
fn at_width(env: &TestEnv, columns: usize, args: &[&str]) -> String {
    let out = (env.process().env("COLUMNS", columns.to_string()))
        .args(args)
        .output()
        .expect("tenscore runs");
    assert_eq!(out.status.code(), Some(0), "{args:?}");
    String::from_utf8(out.stdout).expect("utf-8 output")
}

/// Every line within `width` columns, and no table row holding a piece of a word: each word of
/// a row is among `words`, or has no letter.
fn readable(text: &str, width: usize, words: &[&str]) {
    for line in text.lines() {
        assert!(
            unicode_width::UnicodeWidthStr::width(line) <= width,
            "wider than {width}: {line:?}\n{text}"
        );
        if line.starts_with('│') {
            for word in line.split(['│', '┆', ' ']).filter(|w| !w.is_empty()) {
                assert!(
                    words.contains(&word) || word.chars().all(|c| !c.is_alphabetic()),
                    "{word:?} cut in {line:?}\n{text}"
                );
            }
        }
    }
}

/// A finished Under the 10 of long names and a finished Pig 10.
fn season() -> TestEnv {
    let env = TestEnv::new();
    env.ok(&["new", "under10", "--players", "Anna Maria,Bartholomew,Cy"]);
    for (bart, anna, call) in [("5", "30", "Bartholomew"), ("20", "3", "Anna Maria")] {
        let (bart, anna) = (format!("Bartholomew={bart}"), format!("Anna Maria={anna}"));
        env.ok(&["round", &bart, &anna, "Cy=12", "--call", call]);
    }
    env.ok(&["finish"]);
    env.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    env.ok(&["round", "Ann=30", "Bob=50"]);
    env.ok(&["finish"]);
    env
}

// 1. `stats`, `stats --all` and `player list` at phone widths.

#[test]
fn stats_and_player_list_at_phone_widths_keep_words_whole_and_name_what_is_left_out() {
    let env = season();
    let words = [
        "Anna",
        "Maria",
        "Bartholomew",
        "Cy",
        "Ann",
        "Bob",
        "Player",
        "Pl",
        "W",
        "W%",
        "Avg",
        "Best",
        "Worst",
        "Str",
        "Matches",
        "Won",
        "Last",
        "played",
        "Rating",
        "Deals",
        "Cards",
        "Calls",
        "Failed",
        "Luck",
        "Halv.",
        "Out",
        "1st/3",
        "1st/2",
        "2nd/2",
        "2nd/3",
        "3rd/3",
    ];
    for width in [20, 24, 30, 36, 40] {
        let all = at_width(&env, width, &["stats", "--all"]);
        readable(&all, width, &words);
        // Drawn a row at a time, the same as the season held whole.
        assert_eq!(all, at_width(&env, width, &["stats"]), "at {width}");
        readable(&at_width(&env, width, &["player", "list"]), width, &words);
    }
    assert_eq!(
        at_width(&env, 30, &["stats", "--all"]),
        "\
┌─────────────┬────┬───┐
│ Player      ┆ Pl ┆ W │
╞═════════════╪════╪═══╡
│ Bartholomew ┆  1 ┆ 1 │
│ Bob         ┆  1 ┆ 1 │
│ Ann         ┆  1 ┆ 0 │
│ Anna Maria  ┆  1 ┆ 0 │
│ Cy          ┆  1 ┆ 0 │
└─────────────┴────┴───┘
Columns: Pl = Played, W = Won.
Win rate, Average place, Best,
  Worst and Streak are left
  out for width; --json or a
  wider terminal shows them.

Under the 10
┌─────────────┬────┬───┐
│ Player      ┆ Pl ┆ W │
╞═════════════╪════╪═══╡
│ Bartholomew ┆  1 ┆ 1 │
│ Anna Maria  ┆  1 ┆ 0 │
│ Cy          ┆  1 ┆ 0 │
└─────────────┴────┴───┘
Calls, Failed calls,
  Strokes of luck, Halvings,
  Times out and Rating are
  left out for width; --json
  or a wider terminal shows
  them.

Pig 10
┌────────┬────┬───┬───────┐
│ Player ┆ Pl ┆ W ┆ Deals │
╞════════╪════╪═══╪═══════╡
│ Bob    ┆  1 ┆ 1 ┆     1 │
│ Ann    ┆  1 ┆ 0 ┆     1 │
└────────┴────┴───┴───────┘
Cards per deal and Rating are
  left out for width; --json
  or a wider terminal shows
  them.
"
    );
    assert_eq!(
        at_width(&env, 30, &["player", "list"]),
        "\
┌─────────────┬─────────┐
│ Player      ┆ Matches │
╞═════════════╪═════════╡
│ Ann         ┆       1 │
│ Anna Maria  ┆       1 │
│ Bartholomew ┆       1 │
│ Bob         ┆       1 │
│ Cy          ┆       1 │
└─────────────┴─────────┘
Won and Last played are left
  out for width; --json or a
  wider terminal shows them.
"
    );
    // At 40 the places come back into the key's reach; wider, nothing is left out.
    let forty = at_width(&env, 40, &["stats", "--all"]);
    assert!(
        forty.contains("│ Bartholomew ┆  1 ┆ 1 ┆ 100% ┆ 1.00 │"),
        "{forty}"
    );
    for args in [&["stats", "--all"][..], &["stats"], &["player", "list"]] {
        assert!(!at_width(&env, 80, args).contains("left out"), "{args:?}");
    }
}

// 3 and 4. A question too long for its prompt's row, refused and answered.

/// Under the 10 set up in `play` at 50 columns (in colour or not): the players' question (two
/// rows at 50) answered with one player first, refused; the screen under the refusal, and once
/// the next question is asked after two players.
fn players_refused_then_answered(colour: &str) -> (Vec<String>, Vec<String>) {
    let env = TestEnv::new();
    let args = ["--color", colour, "play"];
    let mut s = Screen::start_at(&env, "en", 50, &args);
    s.choose("Under the 10 (under10)", 0);
    s.answer("Ann, Bob, Cy)", "Ann");
    s.expect("not 1;");
    s.expect("Ann, Bob, Cy)");
    let refused = s.screen();
    s.press("Ann, Bob\n");
    s.expect("How does the match end?");
    let answered = s.screen();
    (refused, answered)
}

/// The rows from the players' question on (up to what the session was last waited for), each
/// without the spaces at its end.
fn from_players(rows: &[String]) -> Vec<String> {
    (rows.iter().skip(1))
        .map(|row| row.trim_end().to_string())
        .take_while(|row| !row.contains("How does the match end?"))
        .collect()
}

#[test]
fn a_refusal_under_a_wrapped_question_stands_above_the_whole_question() {
    let (refused, answered) = players_refused_then_answered("never");
    // The refusal above the question, whose two rows stay together.
    assert_eq!(
        from_players(&refused),
        [
            "error: Under the 10 is played by 2 to 6 players,",
            "       not 1; name 2 to 6 players, separated by",
            "       commas",
            "Players, clockwise; who starts is asked after",
            "  the options (e.g. Ann, Bob, Cy)",
        ],
        "{}",
        refused.join("\n")
    );
    // Answered: the refusal gone, the question whole with its answer, once.
    assert_eq!(
        from_players(&answered),
        [
            "Players, clockwise; who starts is asked after",
            "  the options (e.g. Ann, Bob, Cy): Ann, Bob",
        ],
        "{}",
        answered.join("\n")
    );
}

#[test]
fn in_colour_a_wrapped_question_once_answered_is_marked_answered() {
    let (refused, answered) = players_refused_then_answered("always");
    assert_eq!(
        from_players(&refused),
        [
            "✘ Under the 10 is played by 2 to 6 players, not 1;",
            "  name 2 to 6 players, separated by commas",
            "? Players, clockwise; who starts is asked after",
            "  the options (e.g. Ann, Bob, Cy)",
        ],
        "{}",
        refused.join("\n")
    );
    // The tick of an answered question where its question mark was, as on one row.
    assert_eq!(
        from_players(&answered),
        [
            "✔ Players, clockwise; who starts is asked after",
            "  the options (e.g. Ann, Bob, Cy) · Ann, Bob",
        ],
        "{}",
        answered.join("\n")
    );
    assert_eq!(answered[0], "✔ Which game? · Under the 10 (under10)");
}

// 5. Under the 10's players question says who starts is asked after the options, in every language.

#[test]
fn under10_players_question_says_who_starts_is_asked_after_the_options_in_every_language() {
    for (lang, question, [end, bonus, starter]) in [
        (
            "en",
            "Players, clockwise; who starts is asked after the options (e.g. Ann, Bob, Cy)",
            [
                "How does the match end?",
                "bonus cards",
                "Who starts round 1",
            ],
        ),
        (
            "nl",
            "Spelers, met de klok mee; wie er begint, vragen we na de spelopties (bijv. Ann, Bob, Cy)",
            [
                "Hoe eindigt de partij?",
                "bonuskaarten",
                "Wie begint ronde 1",
            ],
        ),
        (
            "de",
            "Spieler im Uhrzeigersinn; wer anfängt, fragen wir nach den Spieloptionen (z. B. Ann, Bob, Cy)",
            [
                "Wie endet die Partie?",
                "Bonuskarten",
                "Wer fängt Runde 1 an",
            ],
        ),
    ] {
        let env = TestEnv::new();
        let mut s = Screen::start(&env, lang, &["--color", "never", "play"]);
        s.choose("(under10)", 0);
        s.answer("Cy)", "Ann, Bob");
        s.choose(end, 0);
        s.key(bonus, "n");
        s.expect(starter);
        let screen = s.screen().join("\n");
        assert!(flowing(&s.screen()).contains(question), "{screen}");
        assert!(
            !screen.contains("first one starts")
                && !screen.contains("eerste begint")
                && !screen.contains("erste beginnt"),
            "{screen}"
        );
    }
    // 10 op en neer's first player bids first and leads: its question says so.
    let env = TestEnv::new();
    let mut s = Screen::start(&env, "en", &["--color", "never", "play"]);
    s.choose("(updown)", 1);
    s.expect("Cy)");
    let screen = s.screen();
    let asked = "Players, clockwise, the first one starts (e.g. Ann, Bob, Cy)";
    assert!(flowing(&screen).contains(asked), "{}", screen.join("\n"));
}

// 2. `show`'s round cells whole at phone widths.

#[test]
fn show_at_phone_widths_keeps_each_round_cell_whole() {
    let env = TestEnv::new();
    env.ok(&[
        "new",
        "under10",
        "--players",
        "Anna Maria,Bartholomew,Cy,Dee",
    ]);
    for (bart, anna, dee, call) in [
        ("5", "30", "9", "Bartholomew"),
        ("20", "3", "4", "Anna Maria"),
    ] {
        let hands = [
            format!("Bartholomew={bart}"),
            format!("Anna Maria={anna}"),
            "Cy=12".to_string(),
            format!("Dee={dee}"),
        ];
        let hands: Vec<&str> = hands.iter().map(String::as_str).collect();
        env.ok(&[&["round"][..], &hands, &["--call", call]].concat());
    }
    let cells = [
        "+30→30", "+0→0", "+12→12", "+9→9", "+0→30", "+20→20", "+12→24", "+4→13",
    ];
    for width in 20..=40 {
        let text = at_width(&env, width, &["show", "1"]);
        for line in text.lines() {
            assert!(
                unicode_width::UnicodeWidthStr::width(line) <= width,
                "wider than {width}: {line:?}\n{text}"
            );
        }
        // Every round's cell on one line, whole.
        for cell in cells {
            assert!(text.contains(cell), "{cell} split at {width}:\n{text}");
        }
    }
    let text = at_width(&env, 30, &["show", "1"]);
    assert!(
        text.starts_with(
            "\
1  A +30→30, B +0→0, C +12→12,
   D +9→9
2  A +0→30, B +20→20,
   C +12→24, D +4→13
Players: A Anna Maria,
  B Bartholomew, C Cy, D Dee.
"
        ),
        "{text}"
    );
    // Where the table fits, it stands.
    assert!(
        at_width(&env, 40, &["show", "1"]).contains("│ 1 ┆ +30→30 ┆   +0→0 ┆ +12→12 ┆  +9→9 │")
    );
}
