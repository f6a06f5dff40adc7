//! Session 49's fixes of terminals, files and generated pages: `play` on a full disk, narrow
//! terminals, a parent path that is a file, a confirmation that cannot be printed, the man pages
//! and completions, and `edit`'s refusal advice.

use std::path::Path;

use crate::common::TestEnv;
use crate::files::{is_root, with_env_of};
use crate::pty_play::{choose, expect, key};

/// Whether a small file system can be mounted here, in a mount namespace of its own.
fn small_disks_can_be_mounted(env: &TestEnv, mount: &Path) -> bool {
    is_root()
        && with_env_of(env, "unshare")
            .args(["--mount", "--propagation", "private", "sh", "-c"])
            .arg(r#"mount -t tmpfs -o size=256k tmpfs "$0""#)
            .arg(mount)
            .output()
            .is_ok_and(|out| out.status.success())
}

// 1. `play` on a full disk keeps the deal typed and offers to try again.

/// A deal typed while the disk holding the file is full: said so with what to do, dropped on
/// "n" with nothing written; typed again, it is written once space is freed and "y" tries again.
#[test]
fn a_deal_met_by_a_full_disk_is_kept_and_written_once_there_is_space() {
    let env = TestEnv::new();
    let id = env.new_match(&["pig10", "--players", "Ann,Bob"]);
    let mount = env.dir().join("small");
    std::fs::create_dir(&mount).unwrap();
    if !small_disks_can_be_mounted(&env, &mount) {
        eprintln!("skipped: no small file system can be mounted here (not root, or refused)");
        return;
    }
    let fill = env.dir().join("fill");
    let filled = env.dir().join("filled");
    let free = env.dir().join("free");
    let standings = env.dir().join("standings.json");
    // On a small disk: play, while a helper fills the disk up once `fill` is made (play has its
    // file open by then) and frees it once `free` is made; then the standings as the file holds
    // them, kept outside the small disk.
    let script = r#"m="$0"; tenscore="$1"; dir="$3"
mount -t tmpfs -o size=256k tmpfs "$m" || exit 97
cp "$2" "$m/t.db"
wait_for() { i=0; while [ ! -e "$dir/$1" ] && [ $i -lt 600 ]; do sleep 0.1; i=$((i+1)); done; }
( wait_for fill; dd if=/dev/zero of="$m/fill" bs=4096 >/dev/null 2>&1; touch "$dir/filled"
  wait_for free; rm -f "$m/fill" ) &
"$tenscore" --db "$m/t.db" play "$4"
code=$?
"$tenscore" --db "$m/t.db" --json standings "$4" >"$dir/standings.json"
exit $code"#;
    let mut cmd = with_env_of(&env, "unshare");
    cmd.env("TERM", "xterm")
        .args(["--mount", "--propagation", "private", "sh", "-c", script])
        .arg(&mount)
        .arg(env!("CARGO_BIN_EXE_tenscore"))
        .arg(env.db())
        .arg(env.dir())
        .arg(id.to_string());
    let mut p = rexpect::session::spawn_command(cmd, Some(20_000)).expect("play starts");
    let wait_for = |path: &Path| {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
        while !path.exists() {
            assert!(
                std::time::Instant::now() < deadline,
                "{} not made",
                path.display()
            );
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
    };
    let small_db = mount.join("t.db").display().to_string();
    let full = format!(
        "the disk holding {small_db} is full; nothing was written; free some space on that disk and try again"
    );
    expect(&mut p, "Record deal 1");
    std::fs::write(&fill, "").unwrap();
    wait_for(&filled);
    p.send("\n").unwrap();
    p.flush().unwrap();
    crate::pty_play::answer(&mut p, "Ann: cards collected", "50");
    crate::pty_play::answer(&mut p, "Bob: cards collected", "30");
    expect(&mut p, &full);
    expect(&mut p, "What you typed is kept.");
    key(&mut p, "Try again?", "n");
    expect(&mut p, "Deal 1 not recorded: what was typed is dropped.");

    choose(&mut p, "Record deal 1", 0);
    crate::pty_play::answer(&mut p, "Ann: cards collected", "40");
    crate::pty_play::answer(&mut p, "Bob: cards collected", "20");
    expect(&mut p, &full);
    expect(&mut p, "Try again?");
    // Still full: asked again, the deal still kept.
    p.send("y\n").unwrap();
    p.flush().unwrap();
    expect(&mut p, &full);
    expect(&mut p, "Try again?");
    std::fs::write(&free, "").unwrap();
    // The helper polls every tenth of a second.
    std::thread::sleep(std::time::Duration::from_millis(1000));
    p.send("y\n").unwrap();
    p.flush().unwrap();
    expect(&mut p, "Deal 1 recorded");
    expect(&mut p, "Record deal 2");
    p.send("\x1b[A\n").unwrap();
    p.flush().unwrap();
    expect(&mut p, &format!("Match {id} saved after 1 deal"));
    p.exp_eof().expect("play ends");
    let written: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&standings).unwrap()).unwrap();
    assert_eq!(written["rounds"], 1, "{written}");
    let mut scores: Vec<(String, i64)> = written["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                p["score"].as_i64().unwrap(),
            )
        })
        .collect();
    scores.sort();
    assert_eq!(
        scores,
        vec![("Ann".to_string(), 40), ("Bob".to_string(), 20)]
    );
}

// 2. Narrow terminals: words whole, the least important columns left out and named.

/// stdout of `tenscore ARGS...` at `columns` columns.
fn at_width(env: &TestEnv, columns: usize, args: &[&str]) -> String {
    let out = (env.process().env("COLUMNS", columns.to_string()))
        .args(args)
        .output()
        .expect("tenscore runs");
    assert_eq!(out.status.code(), Some(0), "{args:?}");
    String::from_utf8(out.stdout).expect("utf-8 output")
}

/// The matches of a table with long names: one under10 going on, one pig10 finished.
fn long_names() -> TestEnv {
    let env = TestEnv::new();
    env.ok(&["new", "under10", "--players", "Anna Maria,Bartholomew,Cy"]);
    env.ok(&[
        "round",
        "Bartholomew=5",
        "Anna Maria=30",
        "Cy=12",
        "--call",
        "Bartholomew",
    ]);
    env.ok(&[
        "round",
        "Bartholomew=20",
        "Anna Maria=3",
        "Cy=12",
        "--call",
        "Anna Maria",
    ]);
    env.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    env.ok(&["round", "Ann=30", "Bob=50"]);
    env.ok(&["finish"]);
    env
}

/// Every line within `width` columns, and no table row holding a piece of a word: each cell's
/// words are among `words`.
fn readable(text: &str, width: usize, words: &[&str]) {
    for line in text.lines() {
        assert!(
            unicode_width::UnicodeWidthStr::width(line) <= width,
            "wider than {width}: {line:?}\n{text}"
        );
        if line.starts_with('│') {
            for word in line.split(['│', '┆', ' ', ',']).filter(|w| !w.is_empty()) {
                assert!(
                    words.contains(&word) || word.chars().all(|c| !c.is_alphabetic()),
                    "{word:?} cut in {line:?}\n{text}"
                );
            }
        }
    }
}

#[test]
fn standings_at_30_columns_keep_names_whole_and_say_what_is_left_out() {
    let env = long_names();
    let text = at_width(&env, 30, &["standings", "1"]);
    assert_eq!(
        text,
        "Under the 10 · match 1 ·
  after 2 rounds · in progress
last one standing wins, bonus
  cards off
┌───┬─────────────┬───────┐
│ # ┆ Player      ┆ Total │
╞═══╪═════════════╪═══════╡
│ 1 ┆ Bartholomew ┆    20 │
│ 2 ┆ Cy          ┆    24 │
│ 3 ┆ Anna Maria  ┆    30 │
└───┴─────────────┴───────┘
Last and State are left out
  for width; --json or a wider
  terminal shows them.
Columns: # = Rank.
Round 3: Cy starts.
"
    );
    // At 40 the state comes back; only the last round is left out.
    let text = at_width(&env, 40, &["standings", "1"]);
    assert!(
        text.contains("│ 3 ┆ Anna Maria  ┆    30 ┆ called │"),
        "{text}"
    );
    assert!(
        text.contains("Last is left out for width; --json or a\n  wider terminal shows it."),
        "{text}"
    );
}

#[test]
fn history_at_phone_widths_wraps_at_words_and_names_the_columns_left_out() {
    let env = long_names();
    let words = [
        "Anna",
        "Maria",
        "Bartholomew",
        "Cy",
        "Ann",
        "Bob*",
        "Game",
        "Players",
        "pig10",
        "under10",
        "#",
    ];
    for width in [20, 24, 30, 36, 40] {
        readable(&at_width(&env, width, &["history"]), width, &words);
    }
    let history = at_width(&env, 30, &["history"]);
    assert_eq!(
        history,
        "┌───┬─────────┬──────────────┐
│ # ┆ Game    ┆ Players      │
╞═══╪═════════╪══════════════╡
│ 2 ┆ pig10   ┆ Ann, Bob*    │
│ 1 ┆ under10 ┆ Anna Maria,  │
│   ┆         ┆ Bartholomew, │
│   ┆         ┆ Cy           │
└───┴─────────┴──────────────┘
Columns: # = Match,
  * = Winners.
Started, Rounds and Status are
  left out for width; --json
  or a wider terminal shows
  them.
"
    );
    // Wider than a phone, comfy-table's layout stands: nothing is left out.
    assert!(!at_width(&env, 60, &["history"]).contains("left out"));
}

// 3. A folder on the way that is a file: the user's mistake, refused (exit 2), naming it.

#[test]
fn a_path_through_a_file_is_a_usage_refusal_naming_the_file() {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    env.ok(&["round", "Ann=30", "Bob=50"]);
    env.ok(&[
        "event",
        "new",
        "Fri",
        "--game",
        "pig10",
        "--players",
        "Ann,Bob,Cy,Dee",
    ]);
    let notes = env.dir().join("notes.txt");
    std::fs::write(&notes, "eggs\n").unwrap();
    let n = notes.display();
    let before = env.db_bytes();
    let db = format!("{n}/sub/x.db");
    assert_eq!(
        env.fails(&["--db", &db, "new", "pig10", "--players", "Ann,Bob"], 2),
        format!(
            "{n} is a file, not a folder, so {db} cannot be in it; nothing was opened; choose a database file in an existing folder with --db PATH or TENSCORE_DB"
        )
    );
    assert_eq!(
        env.fails(&["--db", &db, "standings"], 2),
        format!(
            "{n} is a file, not a folder, so {db} cannot be in it; nothing was opened; choose a database file in an existing folder with --db PATH or TENSCORE_DB"
        )
    );
    for (args, what, file) in [
        (vec!["export", "-o"], "the export", "out.jsonl"),
        (
            vec!["event", "report", "--html"],
            "the report page",
            "r.html",
        ),
        (vec!["show", "1", "--chart", "--svg"], "the chart", "c.svg"),
    ] {
        let target = format!("{n}/{file}");
        let args = [&args[..], &[target.as_str()]].concat();
        assert_eq!(
            env.fails(&args, 2),
            format!(
                "cannot write {what} to {target}: {n} is a file, not a folder; nothing was written; choose a path in an existing folder"
            ),
            "{args:?}"
        );
    }
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), "eggs\n");
    assert_eq!(env.db_bytes(), before);
    let mut left: Vec<String> = std::fs::read_dir(env.dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| !name.starts_with("tenscore.db"))
        .collect();
    left.sort();
    // Nothing was made beside the file either.
    assert_eq!(left, vec!["notes.txt"]);
}

// 4. export -o with standard output on a full disk: the file is whole, the note a warning.

#[test]
fn an_export_written_whole_whose_note_cannot_be_printed_warns_and_exits_0() {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    env.ok(&["round", "Ann=30", "Bob=50"]);
    let file = env.dir().join("out.jsonl");
    let expected = env.ok(&["export"]);
    for json in [false, true] {
        let _ = std::fs::remove_file(&file);
        let full = std::fs::File::create("/dev/full").expect("/dev/full");
        let mut args = if json { vec!["--json"] } else { Vec::new() };
        args.extend(["export", "-o", file.to_str().unwrap()]);
        let out = env.process().args(&args).stdout(full).output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            format!(
                "warning: the answer could not be written to standard output: No space left on device (os error 28); {} itself was written whole\n",
                file.display()
            )
        );
        assert_eq!(std::fs::read_to_string(&file).unwrap(), expected);
    }
}

// 5 and 6. The generated pages: no page for clap's help; check's completions offer every alias.

#[test]
fn man_pages_list_no_help_page_and_check_completions_offer_every_game_alias() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for page in std::fs::read_dir(root.join("man")).unwrap() {
        let page = page.unwrap().path();
        let text = std::fs::read_to_string(&page).unwrap();
        assert!(
            !text.contains("\\-help(1)"),
            "{} lists a help page that does not exist",
            page.display()
        );
        let name = page.file_name().unwrap().to_string_lossy().into_owned();
        assert!(!name.contains("-help"), "{name}");
    }
    let bash = std::fs::read_to_string(root.join("completions/tenscore.bash")).unwrap();
    for alias in ["krumme-10", "ten-stuff", "pig-10", "onderde10", "oh-hell"] {
        assert!(
            bash.contains(&format!("tenscore__subcmd__check,{alias})")),
            "check {alias} is not completed"
        );
    }
    // And the parser takes what is offered.
    let env = TestEnv::new();
    assert_eq!(
        env.ok(&["check", "krumme-10", "back", "3"]),
        env.ok(&["check", "krumme10", "back", "3"])
    );
}
