//! Session 55, words: `show` on a terminal of 45-50 columns breaks its notes and its heading only
//! between their parts, two events sharing a name are not silently told apart by age, plainer
//! wording, and the hints that name a command repeat the `--db` they were given.

use crate::common::TestEnv;

/// An Under the 10 match of four where round 2 halves two players, so that its notes are longer
/// than a phone's line.
fn two_halvings() -> TestEnv {
    let env = TestEnv::new();
    env.ok(&["new", "under10", "--players", "Annemarie,Bartholomew,Cy,Dee"]);
    let round = |points: [&str; 4]| {
        let mut args = vec!["round", "--call", "Cy"];
        args.extend(points);
        env.ok(&args);
    };
    round(["Annemarie=40", "Bartholomew=50", "Cy=5", "Dee=60"]);
    round(["Annemarie=60", "Bartholomew=50", "Cy=5", "Dee=45"]);
    env
}

/// The lines of `show` from "Notes:" (or its translation) to the line before the blank one.
fn notes_below(shown: &str) -> Vec<&str> {
    (shown.lines())
        .skip_while(|line| !line.ends_with(':') || line.starts_with(' '))
        .take_while(|line| !line.is_empty())
        .collect()
}

/// The heading's lines: after the blank line under the rounds, up to the options.
fn heading(shown: &str) -> Vec<&str> {
    let mut lines = shown.lines().skip_while(|line| !line.is_empty()).skip(1);
    vec![lines.next().unwrap_or(""), lines.next().unwrap_or("")]
}

/// At 45, 48 and 50 columns a round's notes broke inside a part ("Bartholomew:" over "halved 100
/// → 50") and the heading inside its status ("· in" over "progress"): now each part stays whole.
#[test]
fn show_at_45_to_50_columns_breaks_notes_and_heading_between_their_parts() {
    let env = two_halvings();
    for columns in [45, 48, 50] {
        let shown = env.ok_in(columns, &["show", "1"]);
        assert_eq!(
            notes_below(&shown),
            [
                "Notes:",
                "  1  Cy: called",
                "  2  Annemarie: halved 100 → 50;",
                "     Bartholomew: halved 100 → 50; Cy: called",
            ],
            "at {columns} columns:\n{shown}"
        );
        assert_eq!(
            heading(&shown),
            ["Under the 10 · match 1 · after 2 rounds ·", "  in progress"],
            "at {columns} columns:\n{shown}"
        );
    }
}
