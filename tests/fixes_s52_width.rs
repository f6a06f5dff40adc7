//! Session 52, on a phone's width (40 to 50 columns): the venue's board keeps who leads each
//! table and the rounds with results; the confirmations wrap to the width as the lines under
//! them do; `series standings` dates an evening by its local day.

use serde_json::json;
use tenscore::store::EventRanking;

use crate::common::TestEnv;
use crate::evening::{Evening, draw, evening, play_and_finish, record};

/// Round 1 of eight players played at two tables; round 2 seated, its table 1 one deal in (Anke
/// leads), its table 2 not started.
fn round_two_under_way(env: &TestEnv) -> Evening {
    let mut evening = evening(
        env,
        "Vrijdag",
        ("pig10", json!({})),
        EventRanking::Share,
        &[
            "Gijs", "Hanna", "Eva", "Fenna", "Anke", "Bram", "Cees", "Dirk",
        ],
        3,
        &[&[
            &["Gijs", "Hanna", "Eva", "Fenna"],
            &["Anke", "Bram", "Cees", "Dirk"],
        ]],
    );
    play_and_finish(
        env,
        evening.tables[0][0],
        &[("Gijs", 30), ("Hanna", 20), ("Eva", 10), ("Fenna", 5)],
    );
    play_and_finish(
        env,
        evening.tables[0][1],
        &[("Anke", 30), ("Bram", 20), ("Cees", 10), ("Dirk", 5)],
    );
    let mut store = tenscore::store::Store::open(env.db(), tenscore::store::Access::Write)
        .expect("the database opens");
    evening.tables.extend(draw(
        &mut store,
        evening.event,
        2,
        &[&[
            &["Bram", "Dirk", "Eva", "Anke"],
            &["Cees", "Gijs", "Fenna", "Hanna"],
        ]],
    ));
    record(
        env,
        evening.tables[1][0],
        &[("Bram", 3), ("Dirk", 10), ("Eva", 17), ("Anke", 24)],
    );
    evening
}

/// `tenscore event board` printed once on a terminal of `columns` x `rows`, in `lang`, as the
/// screen shows it (the terminal's line ends made plain).
fn board_on_a_terminal(env: &TestEnv, lang: &str, columns: u16, rows: u16) -> String {
    let mut cmd = std::process::Command::new("sh");
    cmd.env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .env("HOME", env.dir())
        .env("TENSCORE_DB", env.db())
        .env("TENSCORE_LANG", lang)
        .env("TZ", "UTC")
        .env("NO_COLOR", "1")
        .env("TERM", "xterm")
        .arg("-c")
        .arg(r#"stty cols "$1" rows "$2" && exec "$0" event board"#)
        .arg(env!("CARGO_BIN_EXE_tenscore"))
        .arg(columns.to_string())
        .arg(rows.to_string());
    let mut p = rexpect::session::spawn_command(cmd, Some(20_000)).expect("starts on a terminal");
    let read = p.exp_eof().expect("the whole board");
    let bytes: Vec<u8> = read.chars().map(|c| c as u8).collect();
    String::from_utf8_lossy(&bytes).replace("\r\n", "\n")
}

#[test]
fn the_board_at_45_columns_keeps_who_leads_and_the_round_with_results() {
    let env = TestEnv::new();
    round_two_under_way(&env);
    // Each table's number and progress on its line, its players below; R1 (the round with
    // results) kept where R2 (all "–") goes; the last place wrapped rather than cut.
    assert_eq!(
        board_on_a_terminal(&env, "nl", 45, 30),
        "Vrijdag · Pig 10 · ronde 2 van 3
Tafel 1 — 1 potje, Anke staat voor
  Bram, Dirk, Eva, Anke
Tafel 2 — nog niet begonnen
  Cees, Gijs, Fenna, Hanna

Stand
┌────────┬────────┬───────┬──────────┬──────┐
│ Plaats ┆ Speler ┆ Score ┆ Partijen ┆ R1   │
╞════════╪════════╪═══════╪══════════╪══════╡
│      1 ┆ Anke   ┆  1,00 ┆        1 ┆ 1,00 │
│      1 ┆ Gijs   ┆  1,00 ┆        1 ┆ 1,00 │
│      3 ┆ Bram   ┆  0,67 ┆        1 ┆ 0,67 │
│      3 ┆ Hanna  ┆  0,67 ┆        1 ┆ 0,67 │
│      5 ┆ Cees   ┆  0,33 ┆        1 ┆ 0,33 │
│      5 ┆ Eva    ┆  0,33 ┆        1 ┆ 0,33 │
│      7 ┆ Dirk   ┆  0,00 ┆        1 ┆ 0,00 │
│      7 ┆ Fenna  ┆  0,00 ┆        1 ┆ 0,00 │
└────────┴────────┴───────┴──────────┴──────┘
Laatste plaats: Dirk en Fenna — de
  poedelprijs
"
    );
}

#[test]
fn the_board_at_40_by_12_leaves_out_the_players_before_who_leads() {
    let env = TestEnv::new();
    round_two_under_way(&env);
    let board = board_on_a_terminal(&env, "en", 40, 12);
    let lines: Vec<&str> = board.lines().collect();
    assert!(lines.len() <= 12, "{board}");
    assert!(
        lines.iter().all(|l| l.chars().count() <= 40),
        "a line wider than 40:\n{board}"
    );
    // Too short for the players too: the tables keep one line each, who leads whole.
    assert_eq!(
        lines[..4],
        [
            "Vrijdag · Pig 10 · round 2 of 3",
            "Table 1 — 1 deal, Anke leads",
            "Table 2 — not started",
            "",
        ],
        "{board}"
    );
    let header = lines
        .iter()
        .find(|l| l.contains("Rank"))
        .expect("the ranking");
    assert!(!header.contains("R2"), "{board}");
}

/// `tenscore ARGS...` in `lang` fitted to `columns` (COLUMNS), which succeeds; its output.
fn at(env: &TestEnv, lang: &str, columns: u16, args: &[&str]) -> String {
    let out = (env.process())
        .env("TENSCORE_LANG", lang)
        .env("COLUMNS", columns.to_string())
        .args(args)
        .output()
        .expect("tenscore runs");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// The first `n` lines of `text`, each with its line break.
fn head(text: &str, n: usize) -> String {
    text.lines().take(n).map(|l| format!("{l}\n")).collect()
}

#[test]
fn new_round_edit_and_undo_wrap_their_first_lines_to_the_width() {
    let env = TestEnv::new();
    let players = ["--players", "Anke,Bram,Cees,Dirk"];
    assert_eq!(
        at(
            &env,
            "nl",
            45,
            &[&["new", "under10"][..], &players].concat()
        ),
        "Partij 1 begonnen: Onder de 10 met 4 spelers
  (wie als laatste overblijft wint, zonder
  bonuskaarten).
Volgorde, met de klok mee: Anke, Bram, Cees,
  Dirk.
Ronde 1: Anke begint.
Noteer de rondes met `tenscore round ...` of
  speel interactief met `tenscore play`.
"
    );
    let round = [
        "round", "1", "Anke=7", "Bram=12", "Cees=9", "Dirk=3", "--call", "Dirk",
    ];
    assert_eq!(
        head(&at(&env, "nl", 45, &round), 2),
        "Ronde 1 genoteerd in partij 1, Onder de 10:
  Anke, Bram, Cees, Dirk.
"
    );
    let edit = [
        "edit", "1", "1", "Anke=7", "Bram=12", "Cees=9", "Dirk=2", "--call", "Dirk",
    ];
    assert_eq!(
        head(&at(&env, "en", 40, &edit), 5),
        "Round 1 replaced in match 1, Under the
  10: Anke, Bram, Cees, Dirk (the old
  entry is kept in
  `tenscore show 1 --all`).

"
    );
    assert_eq!(
        head(&at(&env, "nl", 45, &["undo", "1", "--yes"]), 4),
        "Ronde 1 is teruggenomen uit partij 1, Onder
  de 10: Anke, Bram, Cees, Dirk (bewaard in
  `tenscore show 1 --all`).

"
    );
    assert_eq!(
        at(&env, "en", 40, &[&["new", "updown"][..], &players].concat()),
        "Match 2 started: 10 op en neer for 4 (1
  to 10 cards and back, 19 rounds, no
  hook).
Seating, clockwise: Anke, Bram, Cees,
  Dirk.
Round 1 of 19: 1 card each. Anke bids
  first and leads.
Record rounds with `tenscore bid ...` or
  play interactively with
  `tenscore play`.
"
    );
}

#[test]
fn event_new_and_series_new_wrap_to_the_width() {
    let env = TestEnv::new();
    assert_eq!(
        at(
            &env,
            "nl",
            45,
            &[
                "event",
                "new",
                "Vrijdag avond",
                "--game",
                "pig10",
                "--players",
                "Gijs,Hanna,Eva",
                "--rounds",
                "2"
            ]
        ),
        "Avond 1 aangemaakt: Vrijdag avond, Pig 10, 3
  spelers, 2 rondes. Volgende stap:
  `tenscore event seat` loot ronde 1.
"
    );
    assert_eq!(
        at(
            &env,
            "en",
            40,
            &["series", "new", "Winter reeks", "--best", "3"]
        ),
        "Series Winter reeks started: each
  player's best 3 evenings count, 3
  evenings to be ranked. Add an evening
  to it with `tenscore event new ...
  --series 'Winter reeks'`.
"
    );
}

#[test]
fn series_standings_dates_an_evening_by_its_local_day() {
    // 22:30 UTC on the 2nd is 00:30 on the 3rd in UTC+2, where the evening was held.
    let env = TestEnv::new();
    let local = |args: &[&str]| {
        let out = (env.process())
            .env("TZ", "EET-2")
            .env("TENSCORE_NOW", "2026-01-02T22:30:00Z")
            .args(args)
            .output()
            .expect("tenscore runs");
        assert_eq!(out.status.code(), Some(0), "{out:?}");
        String::from_utf8(out.stdout).expect("UTF-8")
    };
    local(&["series", "new", "Winter", "--best", "2"]);
    local(&[
        "event",
        "new",
        "Friday",
        "--game",
        "pig10",
        "--players",
        "Ann,Bob,Cy",
        "--rounds",
        "1",
        "--series",
        "Winter",
    ]);
    let text = local(&["series", "standings", "Winter"]);
    assert_eq!(
        text.lines().last(),
        Some("E1 = Friday (2026-01-03)"),
        "{text}"
    );
    let page = env.dir().join("winter.html");
    local(&[
        "series",
        "standings",
        "Winter",
        "--html",
        page.to_str().expect("a path"),
    ]);
    let html = std::fs::read_to_string(&page).expect("the page");
    assert!(html.contains("2026-01-03"), "{html}");
    assert!(!html.contains("2026-01-02"), "{html}");
}

#[test]
fn a_play_too_many_for_the_cards_says_what_to_type_in_every_language() {
    let env = TestEnv::new();
    let args = [
        "check",
        "pig10",
        "deal",
        "--players",
        "Ann,Bob",
        "--cards",
        "6",
        "Ann:4",
        "Bob:3",
        "Ann:2",
        "Bob:1",
        "Ann:9",
        "Bob:9",
        "Ann:1",
    ];
    let refused = |lang: &str| {
        let out = (env.process())
            .env("TENSCORE_LANG", lang)
            .env("COLUMNS", "1000")
            .args(args)
            .output()
            .expect("tenscore runs");
        assert_eq!(out.status.code(), Some(2), "{out:?}");
        assert!(out.stdout.is_empty(), "{out:?}");
        String::from_utf8(out.stderr).expect("UTF-8")
    };
    assert_eq!(
        refused("en"),
        "error: pile 3, play 7: Ann has played every card the deal gave them but plays a 1; \
         --cards 6 gives Ann 3 cards: if the 7 plays given are the whole deal, give --cards 7; \
         if not, correct who played this card\n"
    );
    assert_eq!(
        refused("nl"),
        "fout: stapel 3, zet 7: Ann heeft alle kaarten van dit potje al gespeeld, maar speelt nog \
         een 1; --cards 6 geeft Ann 3 kaarten: zijn de 7 opgegeven zetten het hele potje, geef \
         dan --cards 7; zo niet, verbeter dan wie deze kaart speelde\n"
    );
    assert_eq!(
        refused("de"),
        "Fehler: Stapel 3, Zug 7: Ann hat schon alle Karten dieses Durchgangs gespielt, spielt \
         aber noch eine 1; --cards 6 gibt Ann 3 Karten: Sind die 7 angegebenen Züge der ganze \
         Durchgang, dann --cards 7 angeben; sonst berichtigen, wer diese Karte gespielt hat\n"
    );
}
