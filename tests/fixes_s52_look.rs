//! Session 52: what a narrow terminal shows (tester's notes on the look): column titles and
//! names cut inside a word, key lines wider than the terminal, the words of the left-out note.

use crate::common::TestEnv;

const ALEXANDRINA: &str = "Alexandrina Montgomery";
const BARTHOLOMEW: &str = "Bartholomew Fitzgerald";
const CORNELIUS: &str = "Cornelius Vanderbilt";

/// Three players of long names: a Pig 10 match and an Under the 10 match, both finished.
fn long_names() -> TestEnv {
    let env = TestEnv::new();
    let players = [ALEXANDRINA, BARTHOLOMEW, CORNELIUS].join(",");
    let entry = |name: &str, points: u32| format!("{name}={points}");
    env.ok(&["new", "pig10", "--players", &players]);
    let round = ["round", "1"].map(String::from).into_iter().chain([
        entry(ALEXANDRINA, 1),
        entry(BARTHOLOMEW, 5),
        entry(CORNELIUS, 3),
    ]);
    env.ok(&round
        .collect::<Vec<_>>()
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>());
    env.ok(&["finish", "1"]);
    env.ok(&["new", "under10", "--players", &players]);
    let round = ["round", "2", "--call", CORNELIUS]
        .map(String::from)
        .into_iter()
        .chain([
            entry(ALEXANDRINA, 12),
            entry(BARTHOLOMEW, 25),
            entry(CORNELIUS, 3),
        ]);
    env.ok(&round
        .collect::<Vec<_>>()
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>());
    env.ok(&["finish", "2"]);
    env
}

/// `args` at `width` columns; stdout.
fn at_width(env: &TestEnv, width: usize, args: &[&str]) -> String {
    let out = (env.cmd().env("COLUMNS", width.to_string()))
        .args(args)
        .output()
        .expect("tenscore runs");
    assert_eq!(out.status.code(), Some(0), "{args:?}: {out:?}");
    String::from_utf8(out.stdout).expect("utf-8 output")
}

/// At 60 columns a game's table of long names wraps its titles and names between words and
/// leaves out what does not fit beside them, naming it; before, comfy-table cut them where a
/// column ended: "Playe" over "r", "Fail" over "ed", "Barth" over "olome" over "w Fit".
#[test]
fn at_60_columns_no_title_or_name_is_cut_inside_a_word() {
    let env = long_names();
    let text = at_width(&env, 60, &["stats"]);
    let under10 = &text[text.find("Under the 10\n").expect("the game's table")..];
    let under10 = &under10[..under10.find("\n\n").expect("the next table")];
    assert_eq!(
        under10,
        "\
Under the 10
┌─────────────┬────┬───┬───────┬────────┬──────┬───────┐
│ Player      ┆ Pl ┆ W ┆ Calls ┆ Failed ┆ Luck ┆ Halv. │
╞═════════════╪════╪═══╪═══════╪════════╪══════╪═══════╡
│ Cornelius   ┆  1 ┆ 1 ┆     1 ┆      0 ┆    0 ┆     0 │
│ Vanderbilt  ┆    ┆   ┆       ┆        ┆      ┆       │
│ Alexandrina ┆  1 ┆ 0 ┆     0 ┆      0 ┆    0 ┆     0 │
│ Montgomery  ┆    ┆   ┆       ┆        ┆      ┆       │
│ Bartholomew ┆  1 ┆ 0 ┆     0 ┆      0 ┆    0 ┆     0 │
│ Fitzgerald  ┆    ┆   ┆       ┆        ┆      ┆       │
└─────────────┴────┴───┴───────┴────────┴──────┴───────┘
Columns: Failed = Failed calls, Luck = Strokes of luck,
  Halv. = Halvings.
Times out and Rating are left out for width; --json or a
  wider terminal shows them."
    );
    // The table of every game together keeps every column, its names and places wrapped at
    // their spaces; `stats --all` (drawn a row at a time) is the same.
    let overall = &text[..text.find("┘").expect("a table")];
    assert!(
        overall.starts_with(
            "\
┌─────────────┬────┬───┬─────┬──────┬───────┬───────┬─────┐
│ Player      ┆ Pl ┆ W ┆ W%  ┆ Avg  ┆ Best  ┆ Worst ┆ Str │
╞═════════════╪════╪═══╪═════╪══════╪═══════╪═══════╪═════╡
│ Bartholomew ┆  2 ┆ 1 ┆ 50% ┆ 2.00 ┆ 1st/3 ┆ 3rd/3 ┆   1 │
│ Fitzgerald  ┆    ┆   ┆     ┆      ┆ #1    ┆ #2    ┆     │
"
        ),
        "{text}"
    );
    // (`stats --all` prints each game's table in the first table's order, as read: the same
    // lines, ordered otherwise.)
    let sorted = |text: &str| {
        let mut lines: Vec<String> = text.lines().map(String::from).collect();
        lines.sort_unstable();
        lines
    };
    assert_eq!(
        sorted(&at_width(&env, 60, &["stats", "--all"])),
        sorted(&text)
    );
    // Every other list too: each word of a title or a name is whole on its line.
    let words = ["Player", "Matches", "Played", "Started", "Status", "Rounds"]
        .into_iter()
        .chain(ALEXANDRINA.split(' '))
        .chain(BARTHOLOMEW.split(' '))
        .chain(CORNELIUS.split(' '));
    let words: Vec<&str> = words.collect();
    for width in [40, 50, 60] {
        for args in [
            &["stats"][..],
            &["history"],
            &["player", "list"],
            &["standings", "2"],
        ] {
            let text = at_width(&env, width, args);
            for line in text.lines().filter(|l| l.starts_with('│')) {
                for cell in line.trim_matches('│').split('┆').map(str::trim) {
                    for word in cell.split([' ', ',', '*']).filter(|w| w.len() > 2) {
                        let whole = words.iter().any(|w| w.starts_with(word));
                        let cut = !words.contains(&word) && whole;
                        assert!(!cut, "{args:?} at {width}: {word:?} cut in\n{text}");
                    }
                }
            }
        }
    }
}

/// A club night's ranking at 30 columns: the names wrapped between words, the matches left out
/// and named; before, "Playe" over "r", "Matc" over "hes" and "Alexa" over "ndrin".
#[test]
fn event_standings_at_30_columns_cut_no_word() {
    let env = TestEnv::new();
    let players = [ALEXANDRINA, BARTHOLOMEW, CORNELIUS].join(",");
    env.ok(&[
        "event",
        "new",
        "Club",
        "--game",
        "pig10",
        "--players",
        &players,
        "--rounds",
        "1",
    ]);
    let seat = env.json(&["event", "seat"]);
    let seated: Vec<String> = (seat["tables"][0]["players"].as_array().expect("players"))
        .iter()
        .zip([30, 20, 10])
        .map(|(name, cards)| format!("{}={cards}", name.as_str().expect("a name")))
        .collect();
    let mut round = vec!["round", "1"];
    round.extend(seated.iter().map(String::as_str));
    env.ok(&round);
    env.ok(&["finish", "1"]);
    let text = at_width(&env, 30, &["event", "standings"]);
    let first = seat["tables"][0]["players"][0].as_str().expect("a name");
    let (given, family) = first.split_once(' ').expect("two words");
    assert!(
        text.contains(&format!(
            "\
┌──────┬─────────────┬───────┐
│ Rank ┆ Player      ┆ Score │
╞══════╪═════════════╪═══════╡
│    1 ┆ {given:<11} ┆  1.00 │
│      ┆ {family:<11} ┆       │
"
        )),
        "{text}"
    );
    assert!(
        text.contains("  shows it.\nMatches is left out for width;\n"),
        "{text}"
    );
}

/// The lines under a table (the key to its short titles and initials, what it leaves out, the
/// notes) fit 20 to 36 columns, in every language: a piece too wide for a line breaks at its
/// spaces. Before, "  A Alexandrina Montgomery," ran past 20 to 26 columns, "  Karten pro
/// Durchgang" past 20 and 21.
#[test]
fn the_lines_under_a_table_fit_a_phone() {
    let env = long_names();
    for lang in ["en", "nl", "de"] {
        for width in (20..=36).step_by(2) {
            for args in [&["show", "1"][..], &["show", "2"], &["stats"], &["history"]] {
                let args = [&["--lang", lang][..], args].concat();
                let text = at_width(&env, width, &args);
                for line in text.lines() {
                    let columns = unicode_width::UnicodeWidthStr::width(line);
                    assert!(columns <= width, "{args:?} at {width}: {line:?}\n{text}");
                }
            }
        }
    }
    let key = at_width(&env, 20, &["show", "2"]);
    assert!(
        key.contains("\nPlayers:\n  A Alexandrina\n  Montgomery,\n"),
        "{key}"
    );
}

/// The note of the columns left out names the average place in the key's words, as the key
/// above it explains "Avg"; before: "Win rate, Avg place, Best, ..." under "Avg = Average
/// place", in Dutch "Gem. plaats" under "Gem. = Gemiddelde plaats".
#[test]
fn the_left_out_note_names_the_average_place_as_the_key_does() {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "Ann,Bob,Cy"]);
    env.ok(&["round", "Ann=1", "Bob=5", "Cy=3"]);
    env.ok(&["finish"]);
    for (lang, width, note) in [
        (
            "en",
            30,
            "Average place, Best, Worst and Streak are left out",
        ),
        (
            "nl",
            36,
            "Gemiddelde plaats, Beste, Slechtste en Reeks zijn weggelaten",
        ),
        (
            "de",
            36,
            "Die Spalten Durchschnittsplatz, Bester, Schlechtester und Serie",
        ),
    ] {
        for all in [&[][..], &["--all"]] {
            let args = [&["--lang", lang, "stats"][..], all].concat();
            let text = at_width(&env, width, &args);
            let words = crate::common::words(&text);
            assert!(words.contains(note), "{args:?}:\n{text}");
            for short in ["Avg place", "Gem. plaats", "Ø Platz,"] {
                assert!(!words.contains(short), "{args:?}:\n{text}");
            }
        }
    }
}
