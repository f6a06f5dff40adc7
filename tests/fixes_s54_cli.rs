//! Session 54: the command line's help, completions and exit codes.

use crate::common::{TestEnv, words};

/// A name another player has here is refused with the same exit code whether `player rename`
/// or an import's later name asks for it: 2, a name that does not fit this database (no rule of
/// a game is broken), each in one line naming the rename to type, and nothing is written.
#[test]
fn a_taken_name_exits_2_from_player_rename_and_from_import_alike() {
    let table = TestEnv::with_seed(1);
    table.ok_at(
        "2026-03-02T19:00:00Z",
        &["new", "pig10", "--players", "Ann,Bob"],
    );
    let before = table.dir().join("before.jsonl");
    table.ok(&["export", "-o", before.to_str().unwrap()]);
    table.ok_at(
        "2026-03-03T10:00:00Z",
        &["player", "rename", "Bob", "Robert"],
    );
    let after = table.dir().join("after.jsonl");
    let after = after.to_str().unwrap();
    table.ok(&["export", "-o", after]);

    let pool = TestEnv::with_seed(3);
    pool.ok(&["import", before.to_str().unwrap()]);
    pool.ok_at(
        "2026-03-03T20:00:00Z",
        &["new", "pig10", "--players", "Robert,Cy"],
    );
    assert_eq!(
        pool.refused_unwritten(&["player", "rename", "Bob", "Robert"], 2),
        "there is already a player called 'Robert'; choose another name; if they are one person, \
         `tenscore player merge Bob Robert`"
    );
    assert_eq!(
        pool.refused_unwritten(&["import", after], 2),
        format!(
            "{after} renames 'Bob' to 'Robert', later than this database named them, but another \
             player here is called 'Robert'; nothing was imported; two players cannot share a \
             name: rename the other player here first with `tenscore player rename Robert NEW` \
             (or merge the two with `tenscore player merge` when they are one person), then \
             import again"
        )
    );
}

/// The long options a `--help` lists, in its order.
fn options_listed(help: &str) -> Vec<String> {
    // An option's line starts at column 2 (`-h, --help`) or 6; wrapped words start further in.
    help.lines()
        .filter_map(|line| {
            line.strip_prefix("  -h, ")
                .or_else(|| line.strip_prefix("      --").map(|_| line.trim_start()))
        })
        .map(|line| {
            line.split([' ', '<'])
                .next()
                .unwrap_or_default()
                .to_string()
        })
        .collect()
}

/// `new GAME --help` and `play GAME --help` list --players first, then the game's own options,
/// then the options every command takes: clap sorted by display order and every command counts
/// its own from 0 as the globals did, so the globals were shuffled in among the game's
/// (`--db, --end, --bonus-cards, --json, --no-color, --starter, --color, --players, ...`).
#[test]
fn new_game_help_lists_players_first_and_the_global_options_last() {
    let env = TestEnv::new();
    let globals = [
        "--db",
        "--json",
        "--no-color",
        "--color",
        "--plain",
        "--lang",
        "--help",
    ];
    for (game, own) in [
        ("under10", vec!["--end", "--bonus-cards", "--starter"]),
        (
            "updown",
            vec!["--peak", "--hook", "--no-trump", "--referee"],
        ),
        ("pig10", vec![]),
    ] {
        for command in ["new", "play"] {
            let mut expected = vec!["--players"];
            expected.extend(&own);
            expected.extend(globals);
            for help in ["-h", "--help"] {
                assert_eq!(
                    options_listed(&env.ok(&[command, game, help])),
                    expected,
                    "tenscore {command} {game} {help}"
                );
            }
        }
    }
    // Any command: its own options first (export's --format, not --db).
    assert_eq!(
        options_listed(&env.ok(&["export", "--help"]))[..2],
        ["--format", "--match"]
    );
}

/// `event board --help` says what the screen shows, what --follow does, how to leave it, that
/// it needs a terminal, and what --json prints, as GUIDE's "On the venue's screen" does.
#[test]
fn event_board_help_says_what_the_screen_shows_and_how_to_leave_follow() {
    let help = words(&TestEnv::new().ok(&["event", "board", "--help"]));
    for said in [
        "--follow Take the whole terminal and redraw whenever something shown changes, until q or \
         Ctrl-C (needs a terminal)",
        "The screen: each table of the current round with how far its match is and who leads, or \
         that it is done (a table of an earlier round still playing comes first), then the \
         evening's ranking, fitted to the terminal (80x24 into a pipe or a file).",
        "--follow takes the whole terminal and redraws by itself whenever something it shows \
         changes: a table records, undoes or edits a round, a table ends or is reopened, a round \
         is drawn (again), a player is added, removed or renamed, or the window is resized. q, \
         Ctrl-C or SIGTERM leave it, with the terminal as it was. It needs a terminal: into a \
         pipe it is refused (exit 2).",
        "--json prints the board once as data: the JSON of `event report --format json` (with \
         --follow it is refused, exit 2).",
    ] {
        assert!(help.contains(said), "missing: {said}\nin: {help}");
    }
}

/// The shells' completions of `event new` offer the options of every game (a static script
/// cannot tell which game `--game` named; the one of another game is refused by name when run)
/// but not `--starter`, which a club night always refuses: it was in the bash and zsh scripts,
/// though hidden from the help. Typed anyway, it is refused in one line as before.
#[test]
fn event_new_completions_leave_out_the_starter_a_club_night_refuses() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let bash = std::fs::read_to_string(root.join("completions/tenscore.bash")).unwrap();
    let opts = bash
        .split("tenscore__subcmd__event__subcmd__new)")
        .nth(1)
        .and_then(|rest| rest.lines().find(|line| line.trim().starts_with("opts=")))
        .unwrap();
    assert_eq!(
        opts.trim(),
        "opts=\"-h --game --players --players-file --rounds --table-size --series --ranking --end \
         --bonus-cards --peak --hook --no-trump --referee --teams --long --showdown --casual --db \
         --json --no-color --color --plain --lang --help\""
    );
    let zsh = std::fs::read_to_string(root.join("completions/_tenscore")).unwrap();
    let event_new = zsh.split("tenscore-event-command-").nth(1).unwrap();
    let event_new = event_new.split("(add)").next().unwrap();
    assert!(
        event_new.contains("'--end=[How the match ends]"),
        "{event_new}"
    );
    assert!(!event_new.contains("--starter"), "{event_new}");

    let env = TestEnv::new();
    for starter in [&["--starter", "Ann"][..], &["--starter=Ann"]] {
        let mut args = vec![
            "event",
            "new",
            "U",
            "--game",
            "under10",
            "--players",
            "A,B,C,D",
        ];
        args.extend(starter);
        assert_eq!(
            env.refused_unwritten(&args, 2),
            "--starter names a player, but at a club night the draw decides who starts (the first \
             seat of each table); leave --starter out"
        );
    }
}
