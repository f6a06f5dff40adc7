//! Faults found in session 50 in what import reads and what `play` takes as typed: a match found
//! by its UUID but made with other options (a conflict, not a match to add rounds to), free
//! text of a file that would show otherwise than it is, a tab pasted between names, and `back`
//! typed at a list.

use serde_json::{Value, json};

use crate::common::TestEnv;
use crate::pty_wrapping::{Screen, flowing};

/// The file's first match record, read from an export.
fn first_match(export: &str) -> Value {
    export
        .lines()
        .map(|line| serde_json::from_str::<Value>(line).unwrap())
        .find(|record| record["type"] == "match")
        .unwrap()
}

/// Two tables that made the same match UUID (the same seed) with other options: one with the
/// hook and a round played, the other without. Each side imports the other's file, and is refused
/// with the options of both named, nothing written; each imports its own file as present.
fn other_options_under_one_uuid(a: &TestEnv, b: &TestEnv) {
    a.ok(&[
        "new",
        "updown",
        "--players",
        "Ann,Bob,Cy",
        "--peak",
        "3",
        "--hook",
    ]);
    a.ok(&["bid", "Ann=1", "Bob=0", "Cy=1"]);
    a.ok(&["round", "Ann=1", "Bob=0", "Cy=0"]);
    b.ok(&["new", "updown", "--players", "Ann,Bob,Cy", "--peak", "3"]);
    let (file_a, file_b) = (a.dir().join("a.jsonl"), b.dir().join("b.jsonl"));
    let (file_a, file_b) = (file_a.to_str().unwrap(), file_b.to_str().unwrap());
    a.ok(&["export", "-o", file_a]);
    b.ok(&["export", "-o", file_b]);
    let uuid = first_match(&a.ok(&["export"]))["uuid"].clone();
    assert_eq!(first_match(&b.ok(&["export"]))["uuid"], uuid);
    let uuid = uuid.as_str().unwrap();
    let hooked = "1 to 3 cards and back, 5 rounds, with the hook";
    let unhooked = "1 to 3 cards and back, 5 rounds, no hook";
    for (env, file, here, there) in [(a, file_b, hooked, unhooked), (b, file_a, unhooked, hooked)] {
        let before = (env.db_bytes(), env.ok(&["export"]));
        assert_eq!(
            env.fails(&["import", file], 3).replace(file, "FILE"),
            format!(
                "match 1, 10 op en neer: Ann, Bob, Cy (UUID {uuid}) in FILE cannot be imported: \
                 this database holds it with other options (here: {here}; in the file: {there}); \
                 nothing was imported; one UUID cannot name two different matches: export the \
                 file again at the table that started it (a file changed by hand does not \
                 import), or import it into another database"
            )
        );
        assert!(
            (env.db_bytes(), env.ok(&["export"])) == before,
            "a refused import wrote"
        );
    }
    // Its own file is no conflict: the match is here already, options and all.
    assert_eq!(
        a.json(&["import", file_a])["matches"],
        json!({"added": 0, "extended": 0, "present": 1})
    );
}

#[test]
fn a_match_made_with_other_options_under_its_uuid_is_a_conflict() {
    other_options_under_one_uuid(&TestEnv::new(), &TestEnv::new());
}

#[test]
fn a_match_made_with_other_options_under_its_uuid_is_a_conflict_on_the_league_server() {
    let (Some(a), Some(b)) = (
        crate::pg_server::fresh_database(),
        crate::pg_server::fresh_database(),
    ) else {
        return;
    };
    other_options_under_one_uuid(&TestEnv::on(a.url()), &TestEnv::on(b.url()));
}

/// Every free text an import reads, spoiled with a direction or invisible character: refused
/// naming the line, the field and the character (exit 2), the database left as it was. Before,
/// a withdrawn round's explanation and the version of tenscore that wrote the file were checked
/// for control characters only, so `show --all` could read otherwise than the file said.
#[test]
fn every_free_text_an_import_reads_refuses_a_direction_or_invisible_character() {
    let table = TestEnv::new();
    table.ok(&["new", "under10", "--players", "Ann,Bob,Cy"]);
    table.ok(&["round", "Ann=7", "Bob=4", "Cy=12", "--call", "Ann"]);
    let edit = ["edit", "1", "1", "Ann=7", "Bob=3", "Cy=12", "--call", "Ann"];
    table.ok(&[&edit[..], &["--reason", "recounted"]].concat());
    table.ok(&["series", "new", "Winter", "--best", "2"]);
    let players = "Ann,Bob,Cy,Dee,Eve,Fay";
    let event = [
        "event",
        "new",
        "Friday",
        "--game",
        "pig10",
        "--players",
        players,
    ];
    table.ok(&[&event[..], &["--table-size", "3", "--series", "Winter"]].concat());
    let records: Vec<Value> = (table.ok(&["export"]).lines())
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    let find = |what: &dyn Fn(&Value) -> bool| records.iter().position(what).unwrap();
    let withdrawn = find(&|r| r["withdrawn"] == true);
    let edited = find(&|r| r["reason"].is_string());
    let series = find(&|r| r["type"] == "series");
    let event = find(&|r| r["type"] == "event");
    let with_notes = find(&|r| r["withdrawn"] == false && r["scores"][0]["notes"][0].is_object());
    let env = TestEnv::with_seed(2);
    env.ok(&["new", "pig10", "--players", "Eve,Fay"]);
    let path = env.dir().join("spoiled.jsonl");
    let path = path.to_str().unwrap();
    let refused = |index: usize, spoil: &dyn Fn(&mut Value)| {
        let mut spoiled = records.clone();
        spoil(&mut spoiled[index]);
        let text: String = spoiled.iter().map(|r| format!("{r}\n")).collect();
        std::fs::write(path, text).unwrap();
        let before = env.db_bytes();
        let said = env.fails(&["import", path], 2).replace(path, "FILE");
        assert!(env.db_bytes() == before, "a refused import wrote");
        said
    };
    let at = |index: usize, field: &str, code: &str| {
        format!(
            "line {} of FILE cannot be imported: its {field} holds a character that does not \
             show as it is ({code}): a direction, line or invisible character; nothing was \
             imported; import a file written by `tenscore export` (JSON), whole",
            index + 1
        )
    };
    // The fields that were let through.
    assert_eq!(
        refused(withdrawn, &|r| r["explanation"][0] =
            json!("Ann\u{202E} called")),
        at(withdrawn, "explanation", "U+202E")
    );
    assert_eq!(
        refused(withdrawn, &|r| r["explanation"][0] =
            json!("Ann\u{200B} called")),
        at(withdrawn, "explanation", "U+200B")
    );
    assert_eq!(
        refused(0, &|r| r["tenscore"] = json!("9.0.0\u{2067}")),
        at(0, "tenscore", "U+2067")
    );
    // Every other kind of field, as before.
    assert_eq!(
        refused(edited, &|r| r["reason"] = json!("re\u{202E}counted")),
        at(edited, "reason", "U+202E")
    );
    assert_eq!(
        refused(with_notes, &|r| r["scores"][0]["notes"][0]["note"] =
            json!("c\u{2066}alled")),
        at(with_notes, "notes", "U+2066")
    );
    assert_eq!(
        refused(with_notes, &|r| r["scores"][0]["counters"] =
            json!({"c\u{200D}alls": 1})),
        at(with_notes, "counters", "U+200D")
    );
    assert_eq!(
        refused(series, &|r| r["name"] = json!("Win\u{200B}ter")),
        at(series, "name", "U+200B")
    );
    assert_eq!(
        refused(event, &|r| r["name"] = json!("Fri\u{202E}day")),
        at(event, "name", "U+202E")
    );
    let player = refused(1, &|r| r["name"] = json!("An\u{202E}n"));
    assert!(
        player.starts_with(&format!(
            "line 2 of FILE cannot be imported: player {}: ",
            records[1]["uuid"].as_str().unwrap()
        )) && player.contains("RIGHT-TO-LEFT OVERRIDE"),
        "{player}"
    );
    // Unspoiled, the file imports.
    std::fs::write(
        path,
        records.iter().map(|r| format!("{r}\n")).collect::<String>(),
    )
    .unwrap();
    env.ok(&["import", path]);
}

/// The players of the match `env` made first, in seating order.
fn seated(env: &TestEnv) -> Value {
    env.json(&["history", "--all"])[0]["players"].clone()
}

/// Names pasted from a spreadsheet's row come with a tab between them: each is a player, as
/// with commas, and a tab after a comma adds nothing. Before, dialoguer dropped the tab and
/// "Ann<Tab>Bob<Tab>Cy" was one player, AnnBobCy (refused at Pig 10, a match of one wrong
/// name where two names were pasted).
#[test]
fn names_pasted_with_tabs_between_them_are_separate_players() {
    let env = TestEnv::new();
    let mut s = Screen::start(&env, "en", &["play"]);
    s.choose("(pig10)", 2);
    s.answer("Players, clockwise (e.g. Ann, Bob, Cy)", "Ann\tBob,\tCy");
    s.expect("Record deal 1");
    s.leave_menu();
    let screen = flowing(&s.ends_well());
    assert!(
        screen.contains("Players, clockwise (e.g. Ann, Bob, Cy): Ann, Bob,Cy Match 1 started"),
        "{screen}"
    );
    assert_eq!(seated(&env), json!(["Ann", "Bob", "Cy"]));
}

/// `back` typed at a list goes back, as Esc does and as it does at a typed question, and what is
/// typed is shown with how to go back; a word that does not go back is refused under the list.
/// Before, the letters were keys of dialoguer's list (k moved the mark up), so `back` and Enter
/// at the games chose Tenstuff.
#[test]
fn back_typed_at_a_list_goes_back_as_esc_does() {
    let env = TestEnv::new();
    let hint = "type back and Enter, or press Esc, to go back; choose with ↑ ↓ and Enter";
    let mut s = Screen::start(&env, "en", &["play"]);
    s.expect("(tenstuff)");
    s.press("bob\n");
    // Session 50: the word refused named first, wrapped between words.
    s.expect("error: 'bob' is not one of the choices; type back and Enter, or press Esc, to go");
    s.press("ba");
    s.expect("Which game?: ba");
    s.expect(hint);
    s.press("ck\n");
    let screen = flowing(&s.ends_well());
    assert!(!screen.contains("Players"), "{screen}");
    assert!(!screen.contains(hint), "the hint is cleared: {screen}");

    // In a round, the mark on Bob: back at who called goes back to how the round ended (it
    // chose Ann, the k moving the mark up), then Esc there to the menu, nothing recorded.
    env.ok(&["new", "under10", "--players", "Ann,Bob"]);
    let mut s = Screen::start(&env, "en", &["play", "1"]);
    s.choose("Record round 1", 0);
    s.choose("How did round 1 end?", 0);
    s.expect("Who called \"Under the 10!\"?");
    s.press("\x1b[B");
    s.press("back\n");
    s.expect("How did round 1 end?");
    s.press("\x1b");
    s.expect("Record round 1");
    s.leave_menu();
    let screen = flowing(&s.ends_well());
    assert!(!screen.contains("Points left"), "{screen}");
    assert_eq!(env.json(&["show", "1"])["rounds"], json!([]));
}
