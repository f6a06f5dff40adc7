//! Names, CSV cells and `--db` values made to deceive: a name a spreadsheet would run is refused
//! wherever a name comes in (new, player rename, import) and a CSV export makes any such text
//! inert; names that differ only by invisible or space characters are one person; a `--db` that
//! looks like a server address never prints its password; a password file others can read is
//! said to be ignored; the server messages in Dutch and German say "als", not "as". Every refusal
//! is checked against the database file afterwards.

use std::process::Output;

use serde_json::Value;

use crate::common::TestEnv;
use crate::pg_server;

const ZWSP: &str = "\u{200B}";
const NBSP: &str = "\u{00A0}";

/// Everything a run printed, both streams.
fn printed(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// The names in `player list --json`, with the matches each sat in.
fn players(env: &TestEnv) -> Vec<(String, u64)> {
    let list = env.json(&["player", "list"]);
    list.as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                p["matches"].as_u64().unwrap(),
            )
        })
        .collect()
}

fn db(env: &TestEnv) -> rusqlite::Connection {
    rusqlite::Connection::open(env.db()).unwrap()
}

const FORMULA_REFUSAL: &str = "starts with '+', which a spreadsheet would run as a formula; start \
                               the name with a letter or digit; '+' may come later, e.g. Ann+1";

#[test]
fn new_refuses_a_name_a_spreadsheet_would_run() {
    let env = TestEnv::new();
    let said = env.fails(
        &[
            "new",
            "pig10",
            "--players",
            "+HYPERLINK(\"evil.example\"),Bob",
        ],
        2,
    );
    assert_eq!(
        said,
        format!("the name '+HYPERLINK(\"evil.example\")' {FORMULA_REFUSAL}")
    );
    assert!(!env.db().exists(), "the refused first new left a file");
    // Into a database that holds matches: it is left as it was.
    env.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    let bytes = env.db_bytes();
    let said = env.fails(&["new", "pig10", "--players", "Ann,+cmd|' /C calc'!A0"], 2);
    assert_eq!(
        said,
        format!("the name '+cmd|' /C calc'!A0' {FORMULA_REFUSAL}")
    );
    assert!(env.db_bytes() == bytes, "the refused new wrote");
}

#[test]
fn player_rename_refuses_every_formula_start_and_writes_nothing() {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    let bytes = env.db_bytes();
    assert_eq!(
        env.fails(&["player", "rename", "Bob", "+x"], 2),
        format!("the name '+x' {FORMULA_REFUSAL}")
    );
    let entry_char = "contains a character that entries use (= , : @ >) or a control character; \
                      a name may hold letters, digits, spaces and punctuation but = , : @ >, \
                      e.g. O'Brien or Ann-Marie";
    for (new, refusal) in [
        ("=x", format!("the name '=x' {entry_char}")),
        ("@x", format!("the name '@x' {entry_char}")),
        (
            "-x",
            "the name '-x' starts with '-', which would read as an option (a later `round \
             -h=3` prints help); start the name with a letter or digit; '-' may come later, e.g. \
             Ann-Marie"
                .to_string(),
        ),
    ] {
        assert_eq!(
            env.fails(&["player", "rename", "Bob", "--", new], 2),
            refusal
        );
    }
    assert!(env.db_bytes() == bytes, "a refused rename wrote");
    assert_eq!(
        players(&env),
        [("Ann".to_string(), 1), ("Bob".to_string(), 1)]
    );
}

#[test]
fn import_refuses_a_player_whose_name_a_spreadsheet_would_run() {
    let a = TestEnv::new();
    a.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    a.ok(&["round", "Ann=3", "Bob=5"]);
    let mut records: Vec<Value> = a
        .ok(&["export"])
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    let line = records
        .iter()
        .position(|r| r["type"] == "player" && r["name"] == "Ann")
        .unwrap();
    records[line]["name"] = "+cmd|' /C calc'!A0".into();
    let uuid = records[line]["uuid"].as_str().unwrap().to_string();
    let file = a.dir().join("hostile.jsonl");
    let text: String = records.iter().map(|r| format!("{r}\n")).collect();
    std::fs::write(&file, text).unwrap();

    let b = TestEnv::with_seed(2);
    b.ok(&["new", "pig10", "--players", "Eve,Fay"]);
    let bytes = b.db_bytes();
    let said = b.fails(&["import", file.to_str().unwrap()], 2);
    assert_eq!(
        said.replace(file.to_str().unwrap(), "FILE"),
        format!(
            "line {} of FILE cannot be imported: player {uuid}: the name '+cmd|' /C calc'!A0' \
             starts with '+', which a spreadsheet would run as a formula; \
             nothing was imported; import a file written by `tenscore export` (JSON), whole",
            line + 1
        )
    );
    assert!(b.db_bytes() == bytes, "the refused import wrote");
}

#[test]
fn import_takes_a_name_with_odd_spaces_as_its_plain_spelling() {
    let a = TestEnv::new();
    a.ok(&["new", "pig10", "--players", "Ann B,Cy D"]);
    a.ok(&["round", "Ann B=3", "Cy D=5"]);
    let mut records: Vec<Value> = a
        .ok(&["export"])
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    for record in records.iter_mut().filter(|r| r["type"] == "player") {
        let spaced = match record["name"].as_str().unwrap() {
            "Ann B" => format!("Ann{NBSP}B"),
            _ => "Cy\u{2003}\u{2003}D".to_string(),
        };
        record["name"] = spaced.into();
    }
    let file = a.dir().join("spaced.jsonl");
    let text: String = records.iter().map(|r| format!("{r}\n")).collect();
    std::fs::write(&file, text).unwrap();

    let b = TestEnv::with_seed(2);
    b.ok(&["new", "pig10", "--players", "Ann B,Eve"]);
    b.ok(&["import", file.to_str().unwrap()]);
    assert_eq!(
        players(&b),
        [
            ("Ann B".to_string(), 2),
            ("Cy D".to_string(), 1),
            ("Eve".to_string(), 1)
        ]
    );
}

#[test]
fn csv_export_makes_every_formula_like_text_cell_inert_and_keeps_negative_numbers() {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "Pa,Pb,Pc,Pd,Pe,Pf,Pg"]);
    env.ok(&[
        "round", "Pa=1", "Pb=2", "Pc=0", "Pd=3", "Pe=4", "Pf=5", "Pg=6",
    ]);
    // Text no name can hold any more, as a file an older tenscore (or a hand) wrote it.
    let conn = db(&env);
    for (old, hostile) in [
        ("Pa", "=1+1"),
        ("Pb", "+HYPERLINK(\"evil.example\")"),
        ("Pc", "-2+3"),
        ("Pd", "@SUM(A1)"),
        ("Pe", "\tTab"),
        ("Pf", "\rReturn"),
    ] {
        conn.execute(
            "UPDATE players SET name = ?2 WHERE name = ?1",
            [old, hostile],
        )
        .unwrap();
    }
    // A negative score, which a spreadsheet reads as the number it is.
    conn.execute(
        "UPDATE round_scores SET points = -5, total = -5
         WHERE player_id = (SELECT id FROM players WHERE name = 'Pg')",
        [],
    )
    .unwrap();
    drop(conn);
    let csv = env.ok(&["export", "--format", "csv"]);
    assert_eq!(
        csv,
        "match,date,game,round,player,entry,round score,running total,notes,edit reason\n\
         1,2026-01-02,pig10,1,'=1+1,1 card,1,1,,\n\
         1,2026-01-02,pig10,1,\"'+HYPERLINK(\"\"evil.example\"\")\",2 cards,2,2,,\n\
         1,2026-01-02,pig10,1,'-2+3,0 cards,0,0,,\n\
         1,2026-01-02,pig10,1,'@SUM(A1),3 cards,3,3,,\n\
         1,2026-01-02,pig10,1,'\tTab,4 cards,4,4,,\n\
         1,2026-01-02,pig10,1,\"'\rReturn\",5 cards,5,5,,\n\
         1,2026-01-02,pig10,1,Pg,6 cards,-5,-5,,\n"
    );
}

#[test]
fn a_name_with_an_invisible_character_is_refused_naming_it() {
    let env = TestEnv::new();
    let refusal = "the name 'An<U+200B>n' holds U+200B (ZERO WIDTH SPACE), an invisible \
                   character, so it would look like another name; type the name without it; \
                   letters, digits, spaces and punctuation but = , : @ > are fine, e.g. O'Brien";
    let players = format!("Ann,An{ZWSP}n");
    assert_eq!(
        env.fails(&["new", "pig10", "--players", &players], 2),
        refusal
    );
    env.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    let bytes = env.db_bytes();
    assert_eq!(
        env.fails(&["new", "pig10", "--players", "\u{FEFF}Ann,Bob"], 2),
        "the name '<U+FEFF>Ann' holds U+FEFF (ZERO WIDTH NO-BREAK SPACE, the byte order mark), \
         an invisible character, so it would look like another name; type the name without it; \
         letters, digits, spaces and punctuation but = , : @ > are fine, e.g. O'Brien"
    );
    assert_eq!(
        env.fails(&["player", "rename", "Bob", &format!("An{ZWSP}n")], 2),
        refusal
    );
    assert!(env.db_bytes() == bytes, "a refused name was written");
}

#[test]
fn names_that_differ_only_by_their_spaces_are_one_person() {
    let env = TestEnv::new();
    let nbsp = format!("Ann{NBSP}B");
    assert_eq!(
        env.fails(&["new", "pig10", "--players", &format!("Ann B,{nbsp}")], 2),
        "two players are called 'Ann B'; give each player a different name, e.g. Ann B and Ann B B"
    );
    assert!(!env.db().exists() || players(&env).is_empty());
    env.ok(&["new", "pig10", "--players", "Ann B,Cy"]);
    env.ok(&["round", "Ann B=3", "Cy=5"]);
    env.ok(&["finish"]);
    env.ok(&["new", "pig10", "--players", &format!("{nbsp},Cy")]);
    env.ok(&["round", &format!("{nbsp}=7"), "Cy=1"]);
    env.ok(&["finish"]);
    env.ok(&["new", "pig10", "--players", "Ann\u{2003}\u{2003}B,Cy"]);
    assert_eq!(
        players(&env),
        [("Ann B".to_string(), 3), ("Cy".to_string(), 3)]
    );
    let stats = env.json(&["stats", "--player", &nbsp]);
    let rows = stats["players"].as_array().unwrap();
    let ann = rows.iter().find(|p| p["name"] == "Ann B").unwrap();
    assert_eq!((&ann["played"], &ann["won"]), (&2.into(), &1.into()));
    assert!(rows.iter().all(|p| p["name"] != nbsp.as_str()));
}

#[test]
fn a_name_an_older_tenscore_stored_with_an_invisible_character_is_shown_visibly_and_found() {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "Zed,Bob"]);
    env.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    // As an older tenscore stored "An\u{200B}n": the name and its key, raw.
    db(&env)
        .execute(
            "UPDATE players SET name = ?1, folded = ?2 WHERE name = 'Zed'",
            [format!("An{ZWSP}n"), format!("an{ZWSP}n")],
        )
        .unwrap();
    let list = env.ok(&["player", "list"]);
    assert!(list.contains("An<U+200B>n "), "{list}");
    assert!(!list.contains(ZWSP), "{list:?}");
    // Its exact spelling finds it, and merging makes the two one person.
    let said = env.ok(&["player", "merge", &format!("An{ZWSP}n"), "Ann"]);
    assert!(said.contains("An<U+200B>n"), "{said}");
    assert!(!said.contains(ZWSP), "{said:?}");
    assert_eq!(
        players(&env),
        [("Ann".to_string(), 2), ("Bob".to_string(), 2)]
    );
}

#[test]
fn a_db_that_looks_like_a_server_address_never_prints_its_password() {
    let env = TestEnv::new();
    for (db, refusal) in [
        (
            "postgress://league:SECRETPW@club/league",
            "the scheme 'postgress' in postgress://league:***@club/league is neither postgres \
             nor postgresql, and a file name holds no '://'; did you mean \
             postgres://league:***@club/league?",
        ),
        (
            "postgre://league:SECRETPW@club/league",
            "the scheme 'postgre' in postgre://league:***@club/league is neither postgres nor \
             postgresql, and a file name holds no '://'; did you mean \
             postgres://league:***@club/league?",
        ),
        (
            "league:SECRETPW@club/league",
            "league:***@club/league looks like a server address with a user, not a file name; \
             write a league server as postgres://USER@HOST[:PORT]/DBNAME, and a file with such a \
             name as ./NAME",
        ),
    ] {
        for args in [
            &["--db", db, "new", "pig10", "--players", "Ann,Bob"][..],
            &["--db", db, "standings"],
            &["--json", "--db", db, "player", "list"],
        ] {
            let out = env.run(args);
            assert_eq!(out.status.code(), Some(2), "{args:?}: {}", printed(&out));
            assert!(!printed(&out).contains("SECRETPW"), "{}", printed(&out));
            assert_eq!(
                String::from_utf8_lossy(&out.stderr),
                format!("error: {refusal}\n")
            );
        }
        // As TENSCORE_DB too.
        let out = env
            .cmd()
            .env("TENSCORE_DB", db)
            .arg("history")
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        assert!(!printed(&out).contains("SECRETPW"), "{}", printed(&out));
    }
    // Nothing was created anywhere: no file, no folder named after the address.
    let mut left: Vec<_> = std::fs::read_dir(env.dir()).unwrap().collect();
    left.retain(|entry| {
        let name = entry.as_ref().unwrap().file_name();
        name != "data"
    });
    assert!(left.is_empty(), "{left:?}");
}

#[test]
fn the_server_messages_in_dutch_and_german_say_als() {
    let env = TestEnv::new();
    for (lang, start) in [
        (
            "nl",
            "fout: de competitieserver 127.0.0.1:1 als ann is niet bereikbaar: ",
        ),
        (
            "de",
            "Fehler: der Ligaserver 127.0.0.1:1 als ann ist nicht erreichbar: ",
        ),
    ] {
        let out = env
            .cmd()
            .env("PGPASSFILE", env.dir().join("no-pgpass"))
            .args(["--lang", lang, "--db", "postgres://ann@127.0.0.1:1/league"])
            .arg("standings")
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        assert_eq!(out.status.code(), Some(1), "{stderr}");
        assert!(stderr.starts_with(start), "{stderr}");
        assert!(!stderr.contains(" as "), "{stderr}");
    }
}

#[cfg(unix)]
#[test]
fn a_refused_login_says_a_pgpass_others_can_read_was_ignored() {
    use std::os::unix::fs::PermissionsExt;
    let Some(server) = pg_server::fresh_database() else {
        return;
    };
    pg_server::create_login("pgpass_ann", "horse battery");
    let env = TestEnv::on(server.url_as("pgpass_ann"));
    let pgpass = env.dir().join(".pgpass");
    std::fs::write(&pgpass, "*:*:*:pgpass_ann:horse battery\n").unwrap();
    std::fs::set_permissions(&pgpass, std::fs::Permissions::from_mode(0o644)).unwrap();
    let said = env.fails(&["history"], 1);
    assert!(
        said.ends_with(
            " refused to log in pgpass_ann; ~/.pgpass was ignored: the group or others can read \
             it; make it yours alone with chmod 600 ~/.pgpass, or give the password in PGPASSWORD"
        ),
        "{said}"
    );
    // Made the owner's alone, the same file logs in.
    std::fs::set_permissions(&pgpass, std::fs::Permissions::from_mode(0o600)).unwrap();
    env.ok(&["new", "pig10", "--players", "Ann,Bob"]);
}
