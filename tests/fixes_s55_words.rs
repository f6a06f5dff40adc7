//! Session 55, words: `show` on a terminal of 45-50 columns breaks its notes and its heading only
//! between their parts, two events sharing a name are not silently told apart by age, plainer
//! wording, and the hints that name a command repeat the `--db` they were given.

use crate::common::TestEnv;

/// An Under the 10 match of four where round 2 halves two players, so that its notes are longer
/// than a phone's line.
fn two_halvings() -> TestEnv {
    let env = TestEnv::new();
    env.ok(&[
        "new",
        "under10",
        "--players",
        "Annemarie,Bartholomew,Cy,Dee",
    ]);
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

// Wording.

/// An edit without --reason keeps a reason that reads after "edited: " in `show --all`: before,
/// "edited: edited with tenscore edit" (and "gewijzigd: verbeterd met tenscore edit").
#[test]
fn an_edit_without_a_reason_reads_naturally_in_show_all() {
    for (lang, note) in [
        ("en", "edited: no reason given"),
        ("nl", "gewijzigd: geen reden opgegeven"),
        ("de", "geändert: ohne Angabe eines Grundes"),
    ] {
        let env = TestEnv::new();
        env.ok(&["new", "pig10", "--players", "Ann,Bob"]);
        env.ok(&["round", "Ann=12", "Bob=18"]);
        env.ok(&["--lang", lang, "edit", "1", "1", "Ann=11", "Bob=19"]);
        let shown = env.ok(&["--lang", lang, "show", "1", "--all"]);
        let notes: Vec<&str> = (shown.lines())
            .filter(|line| line.contains(':') && line.starts_with('│'))
            .map(|line| line.trim_end_matches([' ', '│']))
            .collect();
        assert!(
            notes
                .iter()
                .any(|line| line.ends_with(&format!("┆ {note}"))),
            "{lang}: {shown}"
        );
        assert!(!shown.contains("tenscore edit"), "{lang}: {shown}");
    }
}

/// A card before that cannot have left the pile: two values are said as "8 or 9" (it read "at
/// 8 to 9"), a run of them as "between 3 and 9", in every language.
#[test]
fn the_pile_a_card_before_leaves_is_said_as_a_person_says_it() {
    let env = TestEnv::new();
    let refusal = |lang: &str, previous: &str| {
        let args = [
            "--lang",
            lang,
            "check",
            "pig10",
            "play",
            "--pile",
            "2",
            "--previous",
            previous,
            "1",
        ];
        let line = env.fails(&args, 2);
        line.split(';').next().unwrap_or_default().to_string()
    };
    assert_eq!(
        refusal("en", "8"),
        "after an 8 the pile is at 8 or 9, not at 2"
    );
    assert_eq!(
        refusal("en", "3"),
        "after a 3 the pile is between 3 and 9, not at 2"
    );
    assert_eq!(refusal("en", "9"), "after a 9 the pile is at 9, not at 2");
    assert_eq!(
        refusal("nl", "8"),
        "na een 8 staat de stapel op 8 of 9, niet op 2"
    );
    assert_eq!(
        refusal("nl", "3"),
        "na een 3 staat de stapel ergens tussen 3 en 9, niet op 2"
    );
    assert_eq!(
        refusal("de", "8"),
        "nach einer 8 steht der Stapel auf 8 oder 9, nicht auf 2"
    );
    assert_eq!(
        refusal("de", "3"),
        "nach einer 3 steht der Stapel irgendwo zwischen 3 und 9, nicht auf 2"
    );
}

/// A series not found is said one way, by `event new --series` as by `series standings`
/// (before: "there is no series 'Nope'" beside "there is no series named 'Nope'").
#[test]
fn a_series_not_found_is_said_the_same_everywhere() {
    let env = TestEnv::new();
    env.ok(&["series", "new", "Winter", "--best", "2"]);
    for (lang, problem) in [
        ("en", "there is no series named 'Nope'"),
        ("nl", "er is geen reeks met de naam 'Nope'"),
        ("de", "es gibt keine Serie namens 'Nope'"),
    ] {
        let new = env.fails(
            &[
                "--lang",
                lang,
                "event",
                "new",
                "X",
                "--game",
                "pig10",
                "--players",
                "A,B,C",
                "--series",
                "Nope",
            ],
            2,
        );
        let standings = env.fails(&["--lang", lang, "series", "standings", "Nope"], 2);
        for line in [&new, &standings] {
            assert_eq!(line.split(';').next(), Some(problem), "{line}");
        }
    }
}

// Events sharing a name.

/// Two club nights called "Friday", one of them pooled from another table's file.
pub(crate) fn two_fridays() -> TestEnv {
    let here = TestEnv::with_seed(1);
    let there = TestEnv::with_seed(2);
    let new_friday = [
        "event",
        "new",
        "Friday",
        "--game",
        "pig10",
        "--players",
        "Ann,Bob,Cy",
    ];
    here.ok(&new_friday);
    there.ok_at("2026-01-09T19:00:00Z", &new_friday);
    let file = there.dir().join("there.jsonl");
    let file = file.to_str().expect("a UTF-8 path");
    there.ok(&["export", "-o", file]);
    here.ok(&["import", file]);
    here
}

/// EVENT named by a name two events share (after `import`) is refused, naming both by id and
/// day and how to choose one (exit 2, as a name that does not fit); before, the newest was
/// taken without a word. An id still names either.
#[test]
fn a_name_two_events_share_is_refused_naming_both() {
    let env = two_fridays();
    let refusal = "2 events are named 'Friday': 2 (2026-01-09), 1 (2026-01-02); name the one \
                   you mean by its id instead, e.g. 2 (`tenscore event list` shows them)";
    for args in [
        &["event", "standings", "Friday"][..],
        &["event", "seating", "friday"],
        &["event", "seat", "Friday"],
        &["event", "board", "Friday"],
        &["event", "report", "Friday", "--format", "json"],
        // The first word names events: it is refused as the event, not taken for a player.
        &["event", "add", "Friday", "Dan"],
        &["event", "remove", "Friday", "Cy"],
    ] {
        assert_eq!(env.refused_unwritten(args, 2), refusal, "{args:?}");
    }
    assert_eq!(
        env.refused_unwritten(&["--lang", "nl", "event", "standings", "Friday"], 2),
        "2 avonden heten 'Friday': 2 (09-01-2026), 1 (02-01-2026); noem de avond die je bedoelt \
         bij zijn nummer, bijv. 2 (`tenscore event list` toont ze)"
    );
    assert_eq!(
        env.refused_unwritten(&["--lang", "de", "event", "standings", "Friday"], 2),
        "2 Abende heißen 'Friday': 2 (09.01.2026), 1 (02.01.2026); nenne den gemeinten Abend bei \
         seiner Nummer, z. B. 2 (`tenscore event list` zeigt sie)"
    );
    for id in ["1", "2"] {
        let json = env.json(&["event", "standings", id]);
        assert_eq!(json["name"], "Friday", "{json}");
    }
}

// Hints that name a command repeat the --db they were given.

/// A user on `--db other.db` is told commands that look in other.db: the hints of the player
/// rename and merge, of a player or event not found, of a rematch and an edit. Before, they
/// said `tenscore player rename ...`, which looks in the default file. Named by TENSCORE_DB
/// alone (as every other test here), the hints stay as they were.
#[test]
fn hints_that_name_a_command_repeat_the_db_given() {
    let env = TestEnv::new();
    let other = env.dir().join("other.db");
    let other = other.to_str().expect("a UTF-8 path");
    let on_other = |args: &[&str], code: i32| {
        let mut all = vec!["--db", other];
        all.extend_from_slice(args);
        env.fails(&all, code)
    };
    env.ok(&["--db", other, "new", "pig10", "--players", "Ann,Bob"]);
    let friday = [
        "event",
        "new",
        "Friday",
        "--game",
        "pig10",
        "--players",
        "Ann,Bob,Cy",
    ];
    env.ok(&[&["--db", other][..], &friday].concat());
    let db = format!("tenscore --db {other}");
    assert_eq!(
        on_other(&["player", "rename", "Ann", "Bob"], 2),
        format!(
            "there is already a player called 'Bob'; choose another name: they both played in match 1, so \
             they are two people, not one to merge; e.g. `{db} player rename Ann NEW`"
        )
    );
    assert_eq!(
        on_other(&["player", "merge", "Ann", "ann"], 2),
        format!(
            "'Ann' and 'Ann' are one player already; name two different players: `{db} player merge FROM INTO`"
        )
    );
    assert_eq!(
        on_other(&["history", "--player", "Zed"], 2),
        format!(
            "no player named 'Zed' has played in this database; check the spelling; `{db} history` lists the matches and who \
             played them"
        )
    );
    assert_eq!(
        on_other(&["event", "standings", "Frida"], 2),
        format!("no event named 'Frida'; did you mean Friday? `{db} event list` shows them")
    );
    assert_eq!(
        on_other(&["new", "--rematch", "1"], 3),
        format!(
            "match 1 is still in progress; a rematch repeats a match that ended; finish it first with `{db} finish 1`, or name one that \
             ended (`{db} history` lists them)"
        )
    );
    // Without --db, as before.
    env.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    assert_eq!(
        env.fails(&["history", "--player", "Zed"], 2),
        "no player named 'Zed' has played in this database; check the spelling; `tenscore history` lists the matches and who \
         played them"
    );
}

/// The export a database named to `import` needs is made with its own --db, and imported with
/// the --db the import was given (it said `tenscore import FILE`, the default file).
#[test]
fn a_database_named_to_import_is_answered_with_both_dbs() {
    let env = TestEnv::new();
    let table = env.dir().join("table.db");
    let here = env.dir().join("here.db");
    let (table, here) = (
        table.to_str().expect("UTF-8"),
        here.to_str().expect("UTF-8"),
    );
    env.ok(&["--db", table, "new", "pig10", "--players", "Ann,Bob"]);
    let export = table.replace("table.db", "table.jsonl");
    assert_eq!(
        env.fails(&["--db", here, "import", table], 2),
        format!(
            "{table} is a database (an SQLite file), not an export; nothing was imported; to pool its \
             matches, export them first with `tenscore --db {table} export -o {export}`, then \
             `tenscore --db {here} import {export}`"
        )
    );
}
