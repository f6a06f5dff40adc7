//! Session 54, narrow terminals and plain mode: names kept whole in `standings` at any width
//! (columns give way, then one player a line), notes that wrap only where they read well, a
//! number said once in an edit's later changes, plain words in plain mode's headings.

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
