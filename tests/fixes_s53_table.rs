//! Session 53, at the table: `play` keeps the answer given when the table goes back, and its
//! lines fit the terminal; each pinned by the test that finds it fixed.

use serde_json::json;

use crate::common::TestEnv;
use crate::pty_wrapping::{Screen, flowing};

const DOWN: &str = "\x1b[B";

/// After `back`, "Who emptied their hand?" and "How did round 1 end?" came back with their first
/// choice marked (Ann, a call), so Enter recorded the wrong player and the wrong ending. The
/// choice given is marked, and Enter keeps it.
#[test]
fn back_at_under10_marks_the_ending_and_the_player_chosen() {
    let env = TestEnv::new();
    let id = env.new_match(&["under10", "--players", "Ann,Bob,Cy,Dee"]);
    let mut s = Screen::start(&env, "en", &["play", &id.to_string()]);
    s.choose("Record round 1", 0);
    // A stroke of luck, by Cy.
    s.choose("How did round 1 end?", 1);
    s.choose("Who emptied their hand?", 2);
    s.expect("Ann: points in hand");
    s.press("back\n");
    s.expect("> Cy");
    s.press("back\n");
    s.expect("> Stroke of luck: someone emptied their hand");
    s.press("\n");
    s.expect("> Cy");
    s.press("\n");
    s.answer("Ann: points in hand", "3");
    s.answer("Bob: points in hand", "4");
    s.answer("Dee: points in hand", "5");
    s.choose("Record round 2", 6);
    s.ends_well();
    let round = &env.json(&["show", &id.to_string()])["rounds"][0];
    assert_eq!(
        round["entry"]["ending"],
        json!({"luck": {"seat": 2}}),
        "{round}"
    );
}

/// "Back: Dee was not 2nd" asked the 2nd place again with Ann marked (the first still to
/// place); back at the 1st place marked Ann, not Cy. The player chosen there is marked.
#[test]
fn back_in_a_tenstuff_finishing_order_marks_the_player_chosen() {
    let env = TestEnv::new();
    let id = env.new_match(&["tenstuff", "--players", "Ann,Bob,Cy,Dee"]);
    let mut s = Screen::start(&env, "en", &["play", &id.to_string()]);
    s.choose("Record deal 1", 0);
    s.choose("who went out 1st?", 2);
    s.choose("who went out 2nd?", 2);
    s.expect("who went out 3rd?");
    s.press("Back: Dee\n");
    s.expect("> Dee");
    s.press("back\n");
    s.expect("> Cy");
    s.press("\n");
    s.expect("> Dee");
    s.press("\n");
    s.expect("who went out 3rd?");
    s.press(&format!("{DOWN}\n"));
    s.choose("Record deal 2", 6);
    let screen = flowing(&s.ends_well());
    assert!(screen.contains("Ann is 4th."), "{screen}");
    assert_eq!(
        env.json(&["show", &id.to_string()])["rounds"][0]["entry"],
        json!({"order": [2, 3, 1, 0]})
    );
}

/// A deal typed on a table whose match an event redraw withdrew meanwhile said the refusal
/// twice: "Deal 1 was not recorded: match 1 is no longer here: ..." and again as "error: match 1
/// is no longer here: ...". It is said once, and `play` ends with the refusal's exit code (2,
/// as for any match not here), nothing written.
#[test]
fn a_deal_refused_because_a_redraw_withdrew_its_match_is_said_once() {
    let env = TestEnv::new();
    let players = "Ann,Bob,Cy,Dee,Eve,Fay,Gus,Hal";
    env.ok(&[
        "event",
        "new",
        "Fri",
        "--game",
        "pig10",
        "--players",
        players,
    ]);
    env.ok(&["event", "seat"]);
    let mut p = crate::pty_play::spawn(&env, &["play", "1"]);
    crate::pty_play::expect(&mut p, "Record deal 1");
    env.ok(&["event", "seat", "--redraw"]);
    p.send("\n").expect("Enter");
    for count in ["20", "20", "20", "20"] {
        crate::pty_play::answer(&mut p, "cards collected", count);
    }
    let rest = p.exp_eof().expect("play ends");
    let rest: Vec<u8> = rest.chars().map(|c| c as u8).collect();
    let rest = String::from_utf8_lossy(&rest).replace("\r\n", "\n");
    assert_eq!(rest.matches("is no longer here").count(), 1, "{rest}");
    assert!(
        rest.contains(
            "Deal 1 was not recorded: match 1 is no longer here: its table was withdrawn"
        ),
        "{rest}"
    );
    match p.process().wait() {
        Ok(rexpect::process::WaitStatus::Exited(_, 2)) => {}
        other => panic!("play ended with {other:?}:\n{rest}"),
    }
    assert_eq!(env.json(&["show", "3"])["rounds"], json!([]));
}

/// The start screen at 60x20 with 12 unfinished matches gave its list 17 rows whatever was said
/// above it, so "The 9 newest unfinished matches are listed; ..." went off the top of the
/// screen. The list takes the rows left under it: the screen shows the note, the question and
/// the marked match, and nothing runs off it.
#[test]
fn the_start_screen_at_60_by_20_keeps_its_note_above_a_list_of_many_matches() {
    let env = TestEnv::new();
    for n in 1..=12 {
        let players = format!("Annemarie,Bartholomew,Cornelius{n}");
        env.new_match(&["under10", "--players", &players]);
    }
    let mut cmd = env.process();
    cmd.env("TERM", "xterm")
        .env_remove("COLUMNS")
        .env("TENSCORE_LANG", "en");
    let program = cmd.get_program().to_owned();
    let mut sh = std::process::Command::new("sh");
    sh.env_clear()
        .envs(cmd.get_envs().filter_map(|(k, v)| Some((k, v?))))
        .arg("-c")
        .arg(r#"stty cols 60 rows 20 && exec "$0" play"#)
        .arg(program);
    let mut p = rexpect::session::spawn_command(sh, Some(10_000)).expect("play starts");
    let (before, more) = p.exp_regex("[0-9]+ more").expect("the list");
    let printed: Vec<u8> = (before + &more).chars().map(|c| c as u8).collect();
    let mut screen = vt100::Parser::new(nonzero(20), nonzero(60), 0);
    screen.process(&printed);
    let rows: Vec<String> = screen.screen().rows(0, 60).collect();
    assert!(
        rows[0].starts_with("The 9 newest unfinished matches are listed;"),
        "{}",
        rows.join("\n")
    );
    assert_eq!(rows[3], "Which match?:", "{}", rows.join("\n"));
    assert!(
        rows[4].starts_with("> Resume match 12"),
        "{}",
        rows.join("\n")
    );
    p.send_line("back").expect("back typed");
    p.exp_eof().expect("play ends");
}

fn nonzero(n: u16) -> std::num::NonZeroU16 {
    std::num::NonZeroU16::new(n).expect("not zero")
}

/// At 80 columns `new` broke a command in backticks over two lines ("... play interactively
/// with `tenscore" / "  play`."), which reads as two. It is kept whole, as a name is.
#[test]
fn new_at_80_columns_keeps_a_command_in_backticks_on_one_line() {
    let env = TestEnv::new();
    let out = env
        .process()
        .env("COLUMNS", "80")
        .args(["new", "under10", "--players", "Ann,Bob"])
        .output()
        .expect("new runs");
    assert_eq!(out.status.code(), Some(0));
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.ends_with(
            "Record rounds with `tenscore round ...` or play interactively with\n  `tenscore play`.\n"
        ),
        "{said}"
    );
}
