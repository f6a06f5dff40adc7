//! Session 56's fixes to club nights' names and to the CSV a spreadsheet opens: `event new`
//! refuses a name an event has already, and `export --format csv` / `event report --format csv`
//! open in Excel and LibreOffice as written (no bid and tricks read as a date, names in UTF-8).

use crate::common::TestEnv;
use crate::fixes_s55_words::two_fridays;

/// `event new NAME` for Pig 10 with three players.
fn new_event(name: &str) -> Vec<&str> {
    vec![
        "event",
        "new",
        name,
        "--game",
        "pig10",
        "--players",
        "Ann,Bob,Cy",
    ]
}

/// The events' names, oldest first, as stored.
fn event_names(env: &TestEnv) -> Vec<String> {
    let json = env.json(&["event", "list"]);
    let mut names: Vec<String> = (json.as_array().expect("a list").iter())
        .map(|event| event["name"].as_str().expect("a name").to_string())
        .collect();
    names.reverse();
    names
}

// `event new` with a name taken.

/// A second event called as the first could not be named at once (every command given a
/// shared name refuses it), so `event new` refuses it: exit 2 as for a player's name taken,
/// one line naming the event there is and offering free names, nothing written. The name is
/// compared as players' names are: whatever its case, runs of spaces or typographic
/// apostrophe. Before, it made a second "Friday".
#[test]
fn event_new_refuses_a_name_an_event_has_already_and_offers_free_ones() {
    let env = TestEnv::new();
    env.ok(&new_event("Friday"));
    // The names offered are spelled as typed.
    for (typed, spelled) in [
        ("Friday", "Friday"),
        ("FRIDAY", "FRIDAY"),
        (" friday ", "friday"),
    ] {
        assert_eq!(
            env.refused_unwritten(&new_event(typed), 2),
            format!(
                "an event is named 'Friday' already: 1 (2026-01-02); give the new one a name \
                 of its own, e.g. '{spelled} 2' or '{spelled} 2026-01-02'"
            ),
            "{typed:?}"
        );
    }
    // A name offered is taken as it is; the next refusal offers the next number.
    env.ok(&new_event("Friday 2"));
    assert_eq!(
        env.refused_unwritten(&new_event("Friday"), 2),
        "an event is named 'Friday' already: 1 (2026-01-02); give the new one a name of its \
         own, e.g. 'Friday 3' or 'Friday 2026-01-02'"
    );
    assert_eq!(
        env.refused_unwritten(&new_event("Friday 2"), 2),
        "an event is named 'Friday 2' already: 2 (2026-01-02); give the new one a name of its \
         own, e.g. 'Friday 3' or 'Friday 2 2026-01-02'"
    );
    assert_eq!(event_names(&env), ["Friday", "Friday 2"]);
    // Runs of spaces, a no-break space and a typographic apostrophe, as a phone types them.
    env.ok(&new_event("Club  O’Brien"));
    assert_eq!(
        env.refused_unwritten(&new_event("club o'brien"), 2),
        "an event is named 'Club  O’Brien' already: 3 (2026-01-02); give the new one a name of \
         its own, e.g. 'club o'\\''brien 2' or 'club o'\\''brien 2026-01-02'"
    );
    assert_eq!(
        env.refused_unwritten(&new_event("CLUB\u{00A0}O’BRIEN"), 2),
        "an event is named 'Club  O’Brien' already: 3 (2026-01-02); give the new one a name of \
         its own, e.g. 'CLUB\u{00A0}O’BRIEN 2' or 'CLUB\u{00A0}O’BRIEN 2026-01-02'"
    );
    // ... and the event is found by the same spelling.
    let json = env.json(&["event", "standings", "club o'brien"]);
    assert_eq!(json["name"], "Club  O’Brien", "{json}");
}

/// The refusal in Dutch and German, with the day as the reader's language writes it.
#[test]
fn a_name_taken_is_refused_in_dutch_and_german() {
    let env = TestEnv::new();
    env.ok(&new_event("Vrijdag"));
    let in_lang = |lang: &str| {
        let mut args = vec!["--lang", lang];
        args.extend(new_event("vrijdag"));
        env.refused_unwritten(&args, 2)
    };
    assert_eq!(
        in_lang("nl"),
        "er heet al een avond 'Vrijdag': 1 (02-01-2026); geef de nieuwe een eigen naam, bijv. \
         'vrijdag 2' of 'vrijdag 02-01-2026'"
    );
    assert_eq!(
        in_lang("de"),
        "ein Abend heißt schon 'Vrijdag': 1 (02.01.2026); gib dem neuen einen eigenen Namen, \
         z. B. 'vrijdag 2' oder 'vrijdag 02.01.2026'"
    );
}

/// Pooling two tables' files may still bring two events of one name (import is not refused):
/// a third is refused naming both, the names offered are free, and each event is still named by
/// its id, as the shared name's refusal says.
#[test]
fn a_name_two_pooled_events_share_is_refused_for_a_third_and_ids_still_name_them() {
    let env = two_fridays();
    assert_eq!(event_names(&env), ["Friday", "Friday"]);
    assert_eq!(
        env.refused_unwritten(&new_event("Friday"), 2),
        "2 events are named 'Friday' already: 2 (2026-01-09), 1 (2026-01-02); give the new one \
         a name of its own, e.g. 'Friday 2' or 'Friday 2026-01-02'"
    );
    assert_eq!(
        env.fails(&["event", "standings", "Friday"], 2),
        "2 events are named 'Friday': 2 (2026-01-09), 1 (2026-01-02); name the one you mean by \
         its id instead, e.g. 2 (`tenscore event list` shows them)"
    );
    for id in ["1", "2"] {
        assert_eq!(env.json(&["event", "standings", id])["name"], "Friday");
    }
    env.ok(&new_event("Friday 2"));
    assert_eq!(event_names(&env), ["Friday", "Friday", "Friday 2"]);
}

// CSV for spreadsheets.

/// The byte order mark that tells Excel the file is UTF-8.
const BOM: &str = "\u{feff}";

/// A match of 10 op en neer with a round played, its players' names with ö, ï and ß.
fn updown_round() -> TestEnv {
    let env = TestEnv::new();
    env.ok(&["new", "updown", "--players", "Jörg,Anaïs,Weiß"]);
    env.ok(&["bid", "Jörg=1", "Anaïs=0", "Weiß=1"]);
    env.ok(&["round", "Jörg=1", "Anaïs=0", "Weiß=0"]);
    env
}

/// `tenscore ARGS > FILE`: standard output redirected to a file, as a person saving a CSV for
/// a spreadsheet types it; the file's bytes.
fn redirected(env: &TestEnv, args: &[&str], file: &std::path::Path) -> Vec<u8> {
    let out = std::fs::File::create(file).unwrap();
    let status = env.process().args(args).stdout(out).status().unwrap();
    assert!(status.success(), "tenscore {args:?} > {}", file.display());
    std::fs::read(file).unwrap()
}

/// 10 op en neer's bid and tricks are written in words ("bid 1, took 1"): `1/1`, as before,
/// was 1 January to LibreOffice and Excel. A file (`-o`, or `> FILE`) starts with a byte order
/// mark, so that Excel on Windows reads "Jörg" and not "JÃ¶rg"; into a pipe, where a program
/// reads the rows, there is none.
#[test]
fn an_updown_csv_has_no_date_in_it_and_a_file_of_it_starts_with_a_byte_order_mark() {
    let env = updown_round();
    let rows = "match,date,game,round,player,entry,round score,running total,notes,edit reason\n\
         1,2026-01-02,updown,1,Jörg,\"bid 1, took 1\",11,11,hit 1,\n\
         1,2026-01-02,updown,1,Anaïs,\"bid 0, took 0\",10,10,hit 0,\n\
         1,2026-01-02,updown,1,Weiß,\"bid 1, took 0\",0,0,\"bid 1, took 0\",\n";
    assert_eq!(env.ok(&["export", "--format", "csv"]), rows);
    let file = env.dir().join("scores.csv");
    env.ok(&["export", "--format", "csv", "-o", file.to_str().unwrap()]);
    let bytes = std::fs::read(&file).unwrap();
    assert_eq!(&bytes[..3], b"\xEF\xBB\xBF");
    assert_eq!(String::from_utf8(bytes).unwrap(), format!("{BOM}{rows}"));
    let saved = env.dir().join("saved.csv");
    let bytes = redirected(&env, &["export", "--format", "csv"], &saved);
    assert_eq!(String::from_utf8(bytes).unwrap(), format!("{BOM}{rows}"));
    // In the reader's language, as the rest of the row.
    let dutch = env.ok(&["--lang", "nl", "export", "--format", "csv"]);
    assert_eq!(
        dutch.lines().nth(1),
        Some("1,2026-01-02,updown,1,Jörg,\"bod 1, 1 gehaald\",11,11,bod 1 gehaald,")
    );
    // The JSON Lines export has no mark: `import` reads it, not a spreadsheet.
    let json = redirected(&env, &["export"], &env.dir().join("all.jsonl"));
    assert!(json.starts_with(b"{\"type\":\"header\""));
}

/// `event report --format csv` starts with the mark too in a file (`-o`, `> FILE`), not into a
/// pipe; a name a spreadsheet would run as a formula gets a leading ' as in `export` (before,
/// the report wrote it as it was).
#[test]
fn an_event_reports_csv_starts_with_the_mark_and_its_names_are_inert() {
    let env = TestEnv::new();
    env.ok(&new_event("Jörg's night"));
    env.ok(&["event", "seat"]);
    // A name no typed name can be any more, as an older file or a hand may hold it.
    let conn = rusqlite::Connection::open(env.db()).unwrap();
    conn.execute("UPDATE players SET name = '=Ann' WHERE name = 'Ann'", [])
        .unwrap();
    drop(conn);
    let csv = env.ok(&["event", "report", "--format", "csv"]);
    assert!(
        csv.starts_with("round,table,player,place,score,share\n"),
        "{csv}"
    );
    let players: Vec<&str> = (csv.lines().skip(1))
        .map(|row| row.split(',').nth(2).unwrap())
        .collect();
    let mut sorted = players.clone();
    sorted.sort();
    assert_eq!(sorted, ["'=Ann", "Bob", "Cy"], "{csv}");
    let file = env.dir().join("night.csv");
    env.ok(&[
        "event",
        "report",
        "--format",
        "csv",
        "-o",
        file.to_str().unwrap(),
    ]);
    let written = std::fs::read_to_string(&file).unwrap();
    assert_eq!(written.trim_end(), format!("{BOM}{}", csv.trim_end()));
    let saved = env.dir().join("saved.csv");
    let bytes = redirected(&env, &["event", "report", "--format", "csv"], &saved);
    assert_eq!(
        String::from_utf8(bytes).unwrap().trim_end(),
        written.trim_end()
    );
    // A CSV given to `import` is still named as such, mark and all.
    assert_eq!(
        env.fails(&["import", file.to_str().unwrap()], 2),
        format!(
            "line 1 of {} cannot be imported: it looks like a CSV export (for spreadsheets), not \
             the JSON export `tenscore export -o FILE` writes; nothing was imported; import a \
             file written by `tenscore export` (JSON), whole",
            file.display()
        )
    );
}

// A club night at a phone's width, with accented names.

/// The eight players of a club night, every name with a letter outside ASCII.
const ACCENTED: &str = "Zoë,Jörg,Anaïs,Weiß,Ødegård,Łukasz,Émile,François";

/// What `event new`, `event add`, `event remove` and `event list` say is fitted to a phone's 40
/// columns (and to 80), each name, the game's title and "series NAME" kept whole and the command
/// to type on a line of its own. Before, `add`, `remove` and `list` printed lines of up to 150
/// columns that the terminal cut anywhere, and `event new` broke "Pig 10" into "Pig" and "10,
/// 8 players".
#[test]
fn event_new_add_remove_and_list_fit_a_phone_keeping_names_and_titles_whole() {
    let env = TestEnv::new();
    env.ok(&["series", "new", "Winterreeks Zuid-Holland", "--best", "2"]);
    let new = [
        "event",
        "new",
        "Vrijdagavond Café",
        "--game",
        "pig10",
        "--players",
        ACCENTED,
        "--series",
        "Winterreeks Zuid-Holland",
    ];
    assert_eq!(
        env.ok_in(40, &new),
        "Event 1 created: Vrijdagavond Café,\n  \
         Pig 10, 8 players, 3 rounds. Next:\n  \
         `tenscore event seat` draws round 1.\n"
    );
    env.ok(&["event", "seat"]);
    assert_eq!(
        env.ok_in(40, &["event", "add", "Vrijdagavond Café", "Günther"]),
        "Günther joins Vrijdagavond Café from\n  \
         round 1. Round 1 is drawn but not\n  \
         started:\n  \
         `tenscore event seat --redraw` draws\n  \
         it again with them.\n"
    );
    assert_eq!(
        env.ok_in(40, &["--lang", "de", "event", "remove", "Günther"]),
        "Günther hört bei Vrijdagavond Café ab\n  Runde 1 auf.\n"
    );
    assert_eq!(
        env.ok_in(40, &["event", "list"]),
        "1 Vrijdagavond Café · 2026-01-02 ·\n  \
         Pig 10 · 1 of 3 rounds drawn · 8\n  \
         players ·\n  \
         series Winterreeks Zuid-Holland\n"
    );
    assert_eq!(
        env.ok_in(80, &["event", "list"]),
        "1 Vrijdagavond Café · 2026-01-02 · Pig 10 · 1 of 3 rounds drawn · 8 players ·\n  \
         series Winterreeks Zuid-Holland\n"
    );
    // Where it fits, a row is as it was.
    assert_eq!(
        env.ok(&["event", "list"]),
        "1  Vrijdagavond Café · 2026-01-02 · Pig 10 · 1 of 3 rounds drawn · 8 players · series \
         Winterreeks Zuid-Holland\n"
    );
}

/// A player removed from the evening while the round drawn still seated them, who then played
/// it, is named in the series' standings as at the evening's (before, the series listed their
/// scores under an empty name).
#[test]
fn a_player_removed_who_still_played_is_named_in_the_series() {
    let env = TestEnv::new();
    env.ok(&["series", "new", "Winter", "--best", "2"]);
    env.ok(&[
        "event",
        "new",
        "Friday",
        "--game",
        "pig10",
        "--players",
        "Zoë,Jörg,Anaïs,Émile",
        "--table-size",
        "4",
        "--series",
        "Winter",
    ]);
    env.ok(&["event", "seat"]);
    env.ok(&["event", "remove", "Émile"]);
    let table = env.standings(1);
    let seats: Vec<&str> = (table["players"].as_array().unwrap().iter())
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    let entries: Vec<String> = (seats.iter().enumerate())
        .map(|(n, name)| format!("{name}={}", 3 * n))
        .collect();
    let mut round = vec!["round", "1"];
    round.extend(entries.iter().map(String::as_str));
    env.ok(&round);
    env.ok(&["finish", "1", "--yes"]);
    let series = env.json(&["series", "standings", "Winter"]);
    let mut names: Vec<&str> = (series["players"].as_array().unwrap().iter())
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    names.sort();
    assert_eq!(names, ["Anaïs", "Jörg", "Zoë", "Émile"], "{series}");
}

/// Krumme10's entry in the CSV follows the reader's language as the other games' do (before,
/// "14 points" was English in every language).
#[test]
fn a_krumme10_csv_entry_is_in_the_readers_language() {
    let env = TestEnv::new();
    env.ok(&["new", "krumme10", "--players", "Ann,Bob,Cy"]);
    env.ok(&["round", "Ann=1", "Bob=14", "Cy=0"]);
    let entries = |lang: &str| -> Vec<String> {
        let csv = env.ok(&["--lang", lang, "export", "--format", "csv"]);
        csv.lines()
            .skip(1)
            .map(|line| line.split(',').nth(5).unwrap_or_default().to_string())
            .collect()
    };
    assert_eq!(entries("en"), ["1 point", "14 points", "0 points"]);
    assert_eq!(entries("nl"), ["1 punt", "14 punten", "0 punten"]);
    assert_eq!(entries("de"), ["1 Punkt", "14 Punkte", "0 Punkte"]);
}

/// A series name that differs from one there is only in its case, its runs of spaces or how its
/// accents are composed is taken, as an event's or a player's is (before, "Winter  2026" with two
/// spaces was created beside "Winter 2026"); such a name finds the series, too.
#[test]
fn a_series_name_differing_only_in_spaces_or_accents_is_taken() {
    let env = TestEnv::new();
    env.ok(&["series", "new", "Winter 2026", "--best", "3"]);
    env.ok(&["series", "new", "Crème", "--best", "3"]);
    for taken in ["winter  2026", "WINTER\u{a0}2026", "Cre\u{300}me"] {
        let said = env.fails(&["series", "new", taken, "--best", "3"], 2);
        assert!(said.contains("already a series named"), "{taken}: {said}");
    }
    let shown = env.ok(&["series", "standings", "winter   2026"]);
    assert!(shown.starts_with("Winter 2026 · "), "{shown}");
    let listed = env.ok(&["--json", "series", "standings", "cre\u{300}me"]);
    assert!(listed.contains("\"series\": \"Crème\""), "{listed}");
}

/// A Pig 10 deal that hands out the whole box says nothing of cards left in the middle (before,
/// it said they belonged to nobody when there were none); one that leaves some still says so.
#[test]
fn a_pig10_deal_of_the_whole_box_leaves_no_cards_to_speak_of() {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "Ann,Bob,Cy"]);
    let whole = env.ok(&["round", "Ann=40", "Bob=30", "Cy=10"]);
    assert!(
        whole.contains("Ann 40, Bob 30, Cy 10 (80 in all).\n"),
        "{whole}"
    );
    let short = env.ok(&["round", "Ann=40", "Bob=30", "Cy=9"]);
    assert!(
        short.contains("(79 in all; cards left in the middle belong to nobody)."),
        "{short}"
    );
    let german = env.ok(&["--lang", "de", "round", "Ann=40", "Bob=30", "Cy=10"]);
    assert!(german.contains("(80 insgesamt).\n"), "{german}");
}
