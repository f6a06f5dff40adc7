//! The front door: clap's usage errors as one line in the reader's language (through clap's
//! formatter hook), and the one list of commands as `--help` shows it.

use crate::common::TestEnv;

/// Standard error and the exit code of `tenscore ARGS...`.
fn refusal(env: &TestEnv, args: &[&str]) -> (String, Option<i32>) {
    let out = env.run(args);
    assert!(out.stdout.is_empty(), "{args:?}: stdout not empty");
    (String::from_utf8(out.stderr).unwrap(), out.status.code())
}

#[test]
fn clap_refusals_are_one_line_labelled_in_the_readers_language() {
    let env = TestEnv::new();
    let cases: [(&[&str], &str); 3] = [
        (
            &["--lang", "nl", "stats", "--vs", "a"],
            "fout: '--vs <A> <B>' vraagt 2 waarden, maar kreeg er 1; zie `tenscore stats --help`\n",
        ),
        (
            &[
                "--lang", "de", "check", "updown", "trick", "--trmp", "hearts", "KC",
            ],
            "Fehler: unerwartetes Argument '--trmp'; ein ähnliches Argument: '--trump'; siehe `tenscore check updown trick --help`\n",
        ),
        // Colour asked for, but the line has none to give.
        (
            &[
                "--color", "always", "--lang", "en", "show", "--chart", "--chart",
            ],
            "error: the argument '--chart' cannot be used multiple times; see `tenscore show --help`\n",
        ),
    ];
    for (args, expected) in cases {
        assert_eq!(
            refusal(&env, args),
            (expected.to_string(), Some(2)),
            "{args:?}"
        );
    }
    assert!(!env.db().exists(), "a refusal wrote a database");
}

#[test]
fn help_lists_every_command_once_in_the_lists_order() {
    let env = TestEnv::new();
    let help = env.ok(&["--help"]);
    let listed: Vec<&str> = help
        .lines()
        .skip_while(|line| *line != "Commands:")
        .skip(1)
        .take_while(|line| line.starts_with("  "))
        .filter(|line| line.starts_with("  ") && !line.starts_with("   "))
        .filter_map(|line| line.split_whitespace().next())
        .collect();
    let expected = [
        "new",
        "play",
        "bid",
        "round",
        "undo",
        "edit",
        "finish",
        "reopen",
        "standings",
        "show",
        "history",
        "export",
        "import",
        "stats",
        "player",
        "check",
        "event",
        "series",
        "rules",
        "help",
    ];
    assert_eq!(listed, expected);
    // Each command reads its own arguments: its help names it in the usage line.
    for command in &expected[..expected.len() - 1] {
        let help = env.ok(&[command, "--help"]);
        assert!(
            help.contains(&format!("Usage: tenscore {command}")),
            "{command}: {help}"
        );
    }
}
