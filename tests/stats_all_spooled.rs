//! `stats --all` reads each season once (issue 34 item 4): a table's rows wait in a temporary
//! file while their widths are measured, and are printed from it in the layout the whole
//! season takes (full titles, or short ones with a key below; the figures by cards wrapped;
//! comfy-table's own wrapping when nothing fits). `player list` likewise. The file never
//! outlives the command, and a temporary folder that cannot hold it is said in one line.

use std::path::Path;

use crate::common::TestEnv;

/// A season of every game, each match finished, the Krumme10 one in teams; Up and down over
/// many deal sizes (a long "by cards" column) and a long name.
fn season() -> TestEnv {
    let env = TestEnv::new();
    let script: &[&[&str]] = &[
        &["new", "under10", "--players", "Anke,Bram,Cees"],
        &[
            "round", "1", "Anke=7", "Bram=3", "Cees=12", "--call", "Bram",
        ],
        &["finish", "1"],
        &[
            "new",
            "updown",
            "--players",
            "Anke,Bram,Dirk-Jan van der Berg",
        ],
        &["bid", "2", "Anke=1", "Bram=0", "Dirk-Jan van der Berg=1"],
        &["round", "2", "Anke=1", "Bram=0", "Dirk-Jan van der Berg=0"],
        &["bid", "2", "Anke=1", "Bram=0", "Dirk-Jan van der Berg=0"],
        &["round", "2", "Anke=1", "Bram=1", "Dirk-Jan van der Berg=0"],
        &["bid", "2", "Anke=1", "Bram=1", "Dirk-Jan van der Berg=0"],
        &["round", "2", "Anke=1", "Bram=1", "Dirk-Jan van der Berg=1"],
        &["finish", "2"],
        &["new", "pig10", "--players", "Cees,Dirk-Jan van der Berg"],
        &["round", "3", "Cees=3", "Dirk-Jan van der Berg=5"],
        &["finish", "3"],
        &[
            "new",
            "krumme10",
            "--players",
            "Anke,Bram,Cees,Eva",
            "--teams",
        ],
        &["round", "4", "Anke=5", "Bram=0", "Cees=3", "Eva=1"],
        &["round", "4", "Anke=0", "Bram=7", "Cees=0", "Eva=2"],
        &["finish", "4"],
        &["new", "tenstuff", "--players", "Anke,Bram,Cees"],
        &["round", "5", "--order", "Bram,Anke,Cees"],
        &["finish", "5"],
    ];
    for args in script {
        env.ok(args);
    }
    env
}

/// stdout of `tenscore ARGS`, in a temporary folder `tmp`, at COLUMNS `columns` (none: into a
/// pipe), expecting success.
fn printed(env: &TestEnv, tmp: &Path, columns: Option<&str>, args: &[&str]) -> String {
    let mut cmd = env.process();
    match columns {
        Some(columns) => cmd.env("COLUMNS", columns),
        None => cmd.env_remove("COLUMNS"),
    };
    let out = (cmd.env("TMPDIR", tmp).args(args))
        .output()
        .expect("tenscore runs");
    assert_eq!(out.status.code(), Some(0), "{args:?}");
    String::from_utf8(out.stdout).expect("utf-8 output")
}

/// The files in `folder`.
fn files_in(folder: &Path) -> Vec<String> {
    (std::fs::read_dir(folder).expect("the folder is there"))
        .map(|entry| {
            entry
                .expect("an entry")
                .file_name()
                .to_string_lossy()
                .into()
        })
        .collect()
}

#[test]
fn stats_all_in_every_layout_and_language_is_the_whole_season() {
    let env = season();
    let tmp = env.dir().join("tmp");
    std::fs::create_dir(&tmp).expect("a temporary folder");
    let widths = [
        None,
        Some("30"),
        Some("45"),
        Some("60"),
        Some("80"),
        Some("200"),
    ];
    for lang in ["en", "nl", "de"] {
        for scope in [&[][..], &["--game", "updown"][..]] {
            for colour in [&[][..], &["--color", "always"][..]] {
                for columns in widths {
                    let args = [&["--lang", lang][..], colour, &["stats"], scope].concat();
                    let all = printed(&env, &tmp, columns, &[&args[..], &["--all"]].concat());
                    let whole = printed(
                        &env,
                        &tmp,
                        columns,
                        &[&args[..], &["--limit", "100"]].concat(),
                    );
                    if scope.is_empty() {
                        // Every game's table of `stats` ranks by that game's wins, while `--all`
                        // prints them as read, in the first table's order (GUIDE): the same
                        // lines, in another order.
                        let mut all: Vec<&str> = all.lines().collect();
                        let mut whole: Vec<&str> = whole.lines().collect();
                        all.sort_unstable();
                        whole.sort_unstable();
                        assert_eq!(all, whole, "{args:?} at {columns:?}");
                    } else {
                        assert_eq!(all, whole, "{args:?} at {columns:?}");
                    }
                }
            }
        }
    }
    // The layouts differ: a key below the short titles at 80 columns, none at 200.
    let narrow = printed(&env, &tmp, Some("80"), &["stats", "--all"]);
    let wide = printed(&env, &tmp, Some("200"), &["stats", "--all"]);
    assert!(narrow.contains("Columns: Pl = Played"), "{narrow}");
    assert!(!wide.contains("Columns:"), "{wide}");
    assert!(wide.contains("Dirk-Jan van der Berg"), "{wide}");
    assert_eq!(files_in(&tmp), Vec::<String>::new());
}

#[test]
fn stats_all_says_when_no_temporary_file_can_be_made() {
    let env = season();
    let missing = env.dir().join("missing");
    let before = env.db_bytes();
    let out = (env.cmd().env("TMPDIR", &missing))
        .args(["stats", "--all"])
        .output()
        .expect("tenscore runs");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "");
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "error: the list could not be laid out in a temporary file in {}: No such file or \
             directory (os error 2); make room there, or name another folder with TMPDIR\n",
            missing.display()
        )
    );
    assert_eq!(env.db_bytes(), before);
    // `--json` and a season of nobody (a match not finished) need no temporary file.
    let json = (env.cmd().env("TMPDIR", &missing))
        .args(["--json", "stats", "--all"])
        .output()
        .expect("tenscore runs");
    assert_eq!(json.status.code(), Some(0));
    let empty = TestEnv::new();
    empty.ok(&["new", "tenstuff", "--players", "Ann,Bob"]);
    let none = (empty.cmd().env("TMPDIR", &missing))
        .args(["stats", "--all"])
        .output()
        .expect("tenscore runs");
    assert_eq!(
        String::from_utf8_lossy(&none.stdout),
        "No finished matches to count yet: statistics count the matches that ended.\n"
    );
}

#[test]
fn player_list_leaves_nothing_behind_and_says_when_no_temporary_file_can_be_made() {
    let env = season();
    let tmp = env.dir().join("tmp");
    std::fs::create_dir(&tmp).expect("a temporary folder");
    // On a phone's width each name keeps one line: last played, the wins and the matches are
    // left out before it would wrap (session 53), said below; into a pipe, nothing is fitted.
    let narrow = printed(&env, &tmp, Some("30"), &["player", "list"]);
    assert!(narrow.contains("│ Player                │\n"), "{narrow}");
    assert!(narrow.contains("│ Dirk-Jan van der Berg │\n"), "{narrow}");
    assert!(
        narrow.contains("Matches, Won and Last played\n  are left out"),
        "{narrow}"
    );
    let piped = printed(&env, &tmp, None, &["player", "list"]);
    assert!(
        piped.contains("│ Dirk-Jan van der Berg ┆       2 ┆"),
        "{piped}"
    );
    assert_eq!(
        printed(&env, &tmp, Some("120"), &["player", "list"]),
        "\
┌───────────────────────┬─────────┬─────┬──────────────────┐
│ Player                ┆ Matches ┆ Won ┆ Last played      │
╞═══════════════════════╪═════════╪═════╪══════════════════╡
│ Anke                  ┆       4 ┆   1 ┆ 2026-01-02 03:04 │
│ Bram                  ┆       4 ┆   3 ┆ 2026-01-02 03:04 │
│ Cees                  ┆       4 ┆   0 ┆ 2026-01-02 03:04 │
│ Dirk-Jan van der Berg ┆       2 ┆   1 ┆ 2026-01-02 03:04 │
│ Eva                   ┆       1 ┆   1 ┆ 2026-01-02 03:04 │
└───────────────────────┴─────────┴─────┴──────────────────┘
"
    );
    assert_eq!(files_in(&tmp), Vec::<String>::new());
    let missing = env.dir().join("missing");
    let out = (env.cmd().env("TMPDIR", &missing))
        .args(["player", "list"])
        .output()
        .expect("tenscore runs");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "");
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "error: the list could not be laid out in a temporary file in {}: No such file or \
             directory (os error 2); make room there, or name another folder with TMPDIR\n",
            missing.display()
        )
    );
}
