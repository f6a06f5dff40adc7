//! `--color auto|always|never`, `--no-color` and NO_COLOR: colour in the tables exactly when it is
//! chosen, also through a pipe, and the same table width in colour or not.

use crate::common::TestEnv;

/// A match of Ann, Bob and Cy after one round: Bob called and is first (bold and green in colour).
fn played() -> TestEnv {
    let env = TestEnv::new();
    env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    env.ok(&["round", "Ann=3", "Bob=0", "Cy=12", "--call", "Bob"]);
    env
}

/// `tenscore FLAGS... standings` through a pipe, with NO_COLOR=1 (as every test runs) or without
/// NO_COLOR; COLUMNS as given. Returns stdout.
fn standings(env: &TestEnv, flags: &[&str], no_color_env: bool, columns: &str) -> String {
    let mut cmd = env.cmd();
    if !no_color_env {
        cmd.env_remove("NO_COLOR");
    }
    let out = cmd
        .env("COLUMNS", columns)
        .args(flags)
        .arg("standings")
        .output()
        .expect("tenscore runs");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{flags:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8 output")
}

fn has_ansi(text: &str) -> bool {
    text.contains("\x1b[")
}

/// The text without its ANSI escape sequences (ESC [ parameters final-byte).
fn strip_ansi(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            if chars.next() == Some('[') {
                for c in chars.by_ref() {
                    if ('\x40'..='\x7e').contains(&c) {
                        break;
                    }
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

fn widths(text: &str) -> Vec<usize> {
    text.lines().map(|line| line.chars().count()).collect()
}

#[test]
fn color_always_colours_the_table_through_a_pipe() {
    let env = played();
    for flags in [&["--color", "always"][..], &["--color=always"]] {
        let out = standings(&env, flags, false, "120");
        assert!(has_ansi(&out), "{flags:?}: no colour in\n{out}");
    }
}

#[test]
fn color_always_wins_over_no_color_in_the_environment() {
    let env = played();
    let out = standings(&env, &["--color", "always"], true, "120");
    assert!(has_ansi(&out), "no colour in\n{out}");
}

#[test]
fn never_no_color_and_the_environment_give_no_colour() {
    let env = played();
    let cases: &[(&[&str], bool)] = &[
        (&["--color", "never"], false),
        (&["--no-color"], false),
        // --no-color means never, whatever --color says.
        (&["--color", "always", "--no-color"], false),
        (&["--no-color", "--color", "always"], true),
        (&[], true),
        (&["--color", "auto"], true),
    ];
    for (flags, no_color_env) in cases {
        let out = standings(&env, flags, *no_color_env, "120");
        assert!(
            !has_ansi(&out),
            "{flags:?} (NO_COLOR set: {no_color_env}): colour in\n{out}"
        );
    }
}

#[test]
fn an_unknown_colour_choice_is_refused_naming_the_valid_ones() {
    let env = played();
    assert_eq!(
        env.fails(&["--color", "sometimes", "standings"], 2),
        "invalid value 'sometimes' for '--color <WHEN>': expected auto, always or never; see \
         `tenscore --help`"
    );
}

#[test]
fn the_table_is_as_wide_in_colour_as_without() {
    let env = played();
    for columns in ["40", "120"] {
        let plain = standings(&env, &["--color", "never"], false, columns);
        let coloured = standings(&env, &["--color", "always"], false, columns);
        assert!(has_ansi(&coloured) && !has_ansi(&plain));
        let stripped = strip_ansi(&coloured);
        assert_eq!(widths(&stripped), widths(&plain), "COLUMNS={columns}");
        assert_eq!(stripped, plain, "COLUMNS={columns}");
    }
    // COLUMNS=40 is narrower than the table: it fits (short titles, its notes wrapped at word
    // boundaries), in colour or not.
    let plain = standings(&env, &["--color", "never"], false, "40");
    let table: Vec<usize> = plain
        .lines()
        .filter(|line| line.starts_with(['┌', '│', '╞', '└']))
        .map(|line| line.chars().count())
        .collect();
    assert!(
        !table.is_empty() && table.iter().all(|w| *w <= 40 && *w == table[0]),
        "{plain}"
    );
    assert!(
        plain.lines().all(|line| line.chars().count() <= 40),
        "{plain}"
    );
}

#[test]
fn the_help_is_coloured_as_chosen() {
    let env = TestEnv::new();
    let help = |flags: &[&str], no_color_env: bool| {
        let mut cmd = env.cmd();
        if !no_color_env {
            cmd.env_remove("NO_COLOR");
        }
        let out = cmd
            .args(flags)
            .arg("--help")
            .output()
            .expect("tenscore runs");
        assert_eq!(out.status.code(), Some(0));
        String::from_utf8(out.stdout).expect("utf-8 output")
    };
    assert!(has_ansi(&help(&["--color", "always"], true)));
    assert!(!has_ansi(&help(&[], true)));
    assert!(!has_ansi(&help(
        &["--color", "always", "--no-color"],
        false
    )));
}

/// On a terminal `auto` colours, unless NO_COLOR is set or colour is turned off.
#[test]
fn auto_colours_a_terminal_unless_no_color_says_not() {
    let env = played();
    let screen = |flags: &[&str], no_color_env: bool| {
        let mut cmd = env.process();
        if !no_color_env {
            cmd.env_remove("NO_COLOR");
        }
        cmd.env("TERM", "xterm").args(flags).arg("standings");
        let mut p = rexpect::session::spawn_command(cmd, Some(10_000))
            .expect("tenscore starts on a pseudo-terminal");
        p.exp_eof().expect("tenscore ends")
    };
    assert!(has_ansi(&screen(&[], false)));
    assert!(has_ansi(&screen(&["--color", "auto"], false)));
    assert!(!has_ansi(&screen(&[], true)));
    assert!(!has_ansi(&screen(&["--color", "never"], false)));
    assert!(!has_ansi(&screen(&["--no-color"], false)));
}

/// Into a pipe with no COLUMNS the tables are fitted to 80 columns, as on a terminal of 80, and
/// drawn without comfy-table; they are the very tables comfy-table lays out (in colour, then
/// stripped): the rounds (a withdrawn and an edited one, notes), the standings and the teams.
#[test]
fn a_pipe_without_a_width_gets_the_tables_of_80_columns() {
    let env = played();
    env.ok(&["round", "Ann=0", "Bob=7", "Cy=2", "--luck", "Ann"]);
    env.ok(&["undo"]);
    env.ok(&[
        "edit",
        "1",
        "1",
        "Ann=4",
        "Bob=0",
        "Cy=12",
        "--call",
        "Bob",
        "--reason",
        "miscounted",
    ]);
    env.new_match(&["krumme10", "--players", "Ann,Bob,Cy,Dee", "--teams"]);
    env.ok(&["round", "Ann=10", "Bob=4", "Cy=0", "Dee=7"]);
    for args in [
        &["show", "1", "--all"][..],
        &["standings", "1"],
        &["show", "2"],
        &["standings", "2"],
    ] {
        let run = |columns: Option<&str>, colour: bool| {
            let mut cmd = env.cmd();
            match columns {
                Some(columns) => cmd.env("COLUMNS", columns),
                None => cmd.env_remove("COLUMNS"),
            };
            if colour {
                cmd.arg("--color").arg("always");
            }
            let out = cmd.args(args).output().expect("tenscore runs");
            assert_eq!(out.status.code(), Some(0), "{args:?}");
            String::from_utf8(out.stdout).expect("utf-8 output")
        };
        let drawn = run(None, false);
        assert!(drawn.contains('╞') && drawn.contains('┆'), "{drawn}");
        assert!(drawn.lines().all(|l| l.chars().count() <= 80), "{drawn}");
        assert_eq!(drawn, run(Some("80"), false), "{args:?}");
        assert_eq!(drawn, strip_ansi(&run(Some("80"), true)), "{args:?}");
    }
}
