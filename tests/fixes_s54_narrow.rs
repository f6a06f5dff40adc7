//! Session 54, narrow terminals and plain mode: names kept whole in `standings` at any width
//! (columns give way, then one player a line), notes that wrap only where they read well, a
//! number said once in an edit's later changes, plain words in plain mode's headings.

use unicode_width::UnicodeWidthStr;

use crate::common::TestEnv;

/// The lines of `text` wider than `columns`.
fn too_wide(text: &str, columns: usize) -> Vec<&str> {
    text.lines().filter(|l| l.width() > columns).collect()
}

/// The lines of an edit's confirmation that name a later round's change.
fn later_changes(out: &str) -> Vec<&str> {
    (out.lines().take_while(|line| !line.is_empty()))
        .filter(|line| line.contains(", Ann: "))
        .collect()
}

/// A note that names the total itself ("out (156)", "halved 100 → 50") is not followed by the
/// same number again. Before: "Round 4, Ann: now out (156) (total 156)".
#[test]
fn an_edit_says_a_later_rounds_total_once() {
    let env = TestEnv::new();
    env.ok(&["new", "under10", "--players", "Ann,Bob,Cy"]);
    for ann in ["Ann=40", "Ann=50", "Ann=10", "Ann=55"] {
        env.ok(&["round", ann, "Bob=0", "Cy=5", "--call", "Bob"]);
    }
    let out = env.ok(&["edit", "1", "1", "Ann=41", "Bob=0", "Cy=5", "--call", "Bob"]);
    assert_eq!(
        later_changes(&out),
        [
            "Round 3, Ann: no longer halved 100 → 50 (total 101)",
            "Round 4, Ann: now out (156)"
        ],
        "{out}"
    );
    let out = env.ok(&["edit", "1", "1", "Ann=40", "Bob=0", "Cy=5", "--call", "Bob"]);
    assert_eq!(
        later_changes(&out),
        [
            "Round 3, Ann: now halved 100 → 50",
            "Round 4, Ann: no longer out (156) (total 105)"
        ],
        "{out}"
    );
    let nl = env.ok(&[
        "--lang", "nl", "edit", "1", "1", "Ann=41", "Bob=0", "Cy=5", "--call", "Bob",
    ]);
    assert_eq!(
        later_changes(&nl),
        [
            "Ronde 3, Ann: niet meer gehalveerd 100 → 50 (totaal 101)",
            "Ronde 4, Ann: nu eruit (156)"
        ],
        "{nl}"
    );
}

/// An Under the 10 match of five, two with long names of two words, after one round.
fn under10_with_long_names() -> TestEnv {
    let env = TestEnv::new();
    let players = "Maximiliane von Bülow,Anne-Sophie Meyer,Bob,Cy,Dee";
    env.ok(&["new", "under10", "--players", players]);
    env.ok(&[
        "round",
        "--call",
        "Bob",
        "Maximiliane von Bülow=60",
        "Anne-Sophie Meyer=50",
        "Bob=5",
        "Cy=20",
        "Dee=30",
    ]);
    env
}

/// The players' table of `standings`: its lines from the first border to the last.
fn players_table(shown: &str) -> Vec<&str> {
    (shown.lines())
        .skip_while(|line| !line.starts_with('┌'))
        .take_while(|line| !line.starts_with('└'))
        .collect()
}

/// At 40 and 45 columns the last round and the state give way and each name stays on one
/// line; at 30 and 22, where even rank, name and total do not fit with a name whole, a player a
/// line. Before, "Maximiliane von" over "Bülow" (and "Anne-Sophie" over "Meyer") while Last and
/// State kept their columns; at 22 columns "Maximilian" over "e" in an 11-letter name.
#[test]
fn standings_leave_out_columns_then_list_players_before_a_name_wraps() {
    let env = under10_with_long_names();
    for columns in [40, 45] {
        let shown = env.ok_in(columns, &["standings"]);
        assert_eq!(too_wide(&shown, columns), Vec::<&str>::new(), "{shown}");
        assert_eq!(
            players_table(&shown)[3..],
            [
                "│ 1 ┆ Bob                   ┆     0 │",
                "│ 2 ┆ Cy                    ┆    20 │",
                "│ 3 ┆ Dee                   ┆    30 │",
                "│ 4 ┆ Anne-Sophie Meyer     ┆    50 │",
                "│ 5 ┆ Maximiliane von Bülow ┆    60 │",
            ],
            "{shown}"
        );
        assert!(
            shown.contains("\nLast and State are left out for width;"),
            "{shown}"
        );
    }
    let shown = env.ok_in(30, &["standings"]);
    assert!(
        shown.contains(
            "\
1. Bob, total 0
2. Cy, total 20
3. Dee, total 30
4. Anne-Sophie Meyer, total 50
5. Maximiliane von Bülow,
   total 60
Last and State are left out
  for width; --json or a wider
  terminal shows them.
"
        ),
        "{shown}"
    );
    // One-word names at the narrowest width: whole on their lines.
    let env = TestEnv::new();
    env.ok(&["new", "updown", "--players", "Maximiliane,Anne-Sophie,Bob"]);
    let shown = env.ok_in(22, &["--lang", "de", "standings"]);
    assert_eq!(too_wide(&shown, 22), Vec::<&str>::new(), "{shown}");
    assert!(
        shown.contains("\n1. Maximiliane,\n   insgesamt 0\n1. Anne-Sophie,\n   insgesamt 0\n"),
        "{shown}"
    );
}

/// A 10 op en neer match whose Maximiliane bid 1 and took nothing.
fn updown_with_a_missed_bid() -> TestEnv {
    let env = TestEnv::new();
    env.ok(&[
        "new",
        "updown",
        "--players",
        "Maximiliane,Anne-Sophie,Bob,Cy,Dee",
    ]);
    env.ok(&[
        "bid",
        "Maximiliane=1",
        "Anne-Sophie=0",
        "Bob=0",
        "Cy=0",
        "Dee=1",
    ]);
    env.ok(&[
        "round",
        "Maximiliane=0",
        "Anne-Sophie=0",
        "Bob=0",
        "Cy=0",
        "Dee=1",
    ]);
    env
}

/// At 50 and 60 columns "bid 1, took 0" wraps only after its comma; at 35 the notes give way
/// rather than stand a word a line. Before, at 50 columns the note read "bid" / "1," / "took" /
/// "0", at 60 "bid 1, took" / "0", at 35 again a word a line.
#[test]
fn a_note_wraps_between_its_parts_or_gives_way() {
    let env = updown_with_a_missed_bid();
    for columns in [50, 60] {
        let shown = env.ok_in(columns, &["standings"]);
        assert_eq!(too_wide(&shown, columns), Vec::<&str>::new(), "{shown}");
        let rows = players_table(&shown);
        let notes: Vec<&str> = (rows.iter())
            .skip_while(|line| !line.contains("Maximiliane"))
            .filter_map(|line| line.trim_end_matches('│').rsplit('┆').next())
            .map(str::trim)
            .collect();
        assert_eq!(notes, ["bid 1,", "took 0"], "{shown}");
    }
    let shown = env.ok_in(35, &["standings"]);
    assert_eq!(
        players_table(&shown)[1],
        "│ # ┆ Player      ┆ Total │",
        "{shown}"
    );
    assert!(
        shown.contains("\nBids hit, Last and Notes are left\n  out for width;"),
        "{shown}"
    );
}

/// Plain mode reads a heading's parts apart with commas, as a screen reader says them. Before,
/// "Under the 10 · match 1 · after 1 round · in progress" ("·" read aloud as "middle dot").
#[test]
fn plain_mode_says_a_headings_parts_with_commas() {
    let env = under10_with_long_names();
    let plain = env.ok(&["--plain", "standings"]);
    assert_eq!(
        plain.lines().next(),
        Some("Under the 10, match 1, after 1 round, in progress"),
        "{plain}"
    );
    assert!(!plain.contains('·'), "{plain}");
    let out = (env.cmd().env("COLUMNS", "40").env("TENSCORE_PLAIN", "1"))
        .args(["--lang", "nl", "standings"])
        .output()
        .expect("tenscore runs");
    let text = String::from_utf8(out.stdout).expect("utf-8 output");
    assert!(!text.contains('·'), "{text}");
    // Without plain mode the heading keeps its dots.
    let framed = env.ok(&["standings"]);
    assert!(
        framed.starts_with("Under the 10 · match 1 · after 1 round · in progress\n"),
        "{framed}"
    );
}

/// Under the 10's last round with its note ("+5, halved at 100") wraps only after its comma,
/// or gives way; before, "halved at" stood over a lone "100", which read as a score of its own.
#[test]
fn a_last_rounds_note_wraps_between_its_parts_or_gives_way() {
    let env = TestEnv::new();
    let max = "Maximiliane von Bülow";
    env.ok(&["new", "under10", "--players", &format!("Ann,Bob,{max}")]);
    let call = ["--call", max];
    for (ann, bob) in [
        ("Ann=40", "Bob=10"),
        ("Ann=40", "Bob=10"),
        ("Ann=15", "Bob=30"),
    ] {
        let max_points = format!("{max}=0");
        env.ok(&[&["round", ann, bob, &max_points][..], &call].concat());
    }
    let max_points = format!("{max}=3");
    env.ok(&["round", "Ann=5", "Bob=0", &max_points, "--call", "Bob"]);
    let wrapped = env.ok_in(62, &["standings"]);
    assert!(too_wide(&wrapped, 62).is_empty(), "{wrapped}");
    let ann: Vec<&str> = (wrapped.lines())
        .skip_while(|line| !line.contains(" Ann "))
        .take(2)
        .map(|line| line.split('┆').nth(3).unwrap_or_default().trim())
        .collect();
    assert_eq!(ann, ["+5,", "halved at 100"], "{wrapped}");
    let narrow = env.ok_in(55, &["standings"]);
    assert!(!narrow.contains("halved"), "{narrow}");
    assert!(narrow.contains("Last is left out for width"), "{narrow}");
}
