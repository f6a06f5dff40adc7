//! The faults of batch s47, each pinned by the test that found it fixed.

use crate::common::TestEnv;

/// `postgres:/...` and `postgres//...` (the `://` a character short) are refused as the other
/// near-miss schemes are: exit 2, the password as `***`, and the URL that was meant.
#[test]
fn a_server_url_a_slash_or_colon_short_is_refused_with_its_password_hidden() {
    let env = TestEnv::new();
    for (given, shown) in [
        (
            "postgres:/league:Lg.pw@127.0.0.1:55433/league",
            "postgres:/league:***@127.0.0.1:55433/league",
        ),
        (
            "postgres//league:Lg.pw@127.0.0.1:55433/league",
            "postgres//league:***@127.0.0.1:55433/league",
        ),
    ] {
        let line = env.fails(&["--db", given, "standings"], 2);
        assert!(!line.contains("Lg.pw"), "{line}");
        assert!(line.contains(shown), "{line}");
        assert!(
            line.ends_with("did you mean postgres://league:***@127.0.0.1:55433/league?"),
            "{line}"
        );
    }
}

/// A day written as YYYY-MM-DD that the calendar does not have is said as such, not as no date.
#[test]
fn a_day_the_calendar_lacks_is_said_to_be_none_of_its_days() {
    let env = TestEnv::new();
    let line = env.fails(&["history", "--since", "2026-02-29"], 2);
    assert_eq!(
        line,
        "--since '2026-02-29' is not a day of the calendar: that month of 2026 has 28 days; \
         write a day that exists, e.g. 2026-02-28, the last of that month"
    );
    let line = env.fails(&["history", "--until", "2026-04-31"], 2);
    assert!(line.contains("that month of 2026 has 30 days"), "{line}");
    // Day 00 most likely meant the first.
    let line = env.fails(&["history", "--since", "2026-01-00"], 2);
    assert!(
        line.ends_with("write a day that exists, e.g. 2026-01-01, the first of that month"),
        "{line}"
    );
    let line = env.fails(&["--lang", "de", "history", "--since", "2028-02-30"], 2);
    assert!(line.contains("dieser Monat hat 2028 29 Tage"), "{line}");
    // Not in that form at all: still no date.
    let line = env.fails(&["history", "--since", "29-02-2026"], 2);
    assert!(line.contains("is not a date"), "{line}");
}

/// Krumme10's `play` asks for a game's victory points with the word the other games' prompts
/// use for a deal (Durchgang, potje), not the one for a whole match (Partie, partij).
#[test]
fn krumme10_play_asks_for_a_game_with_the_word_for_a_deal() {
    use tenscore::i18n::{Lang, with};
    for (lang, word, not) in [
        (Lang::De, "Durchgang 1", "Partie"),
        (Lang::Nl, "potje 1", "partij"),
    ] {
        let intro = with(lang, || {
            tenscore::t!("play-counts-krumme10-intro", seq = 1, back = "<")
        });
        assert!(intro.contains(word), "{intro}");
        assert!(!intro.contains(not), "{intro}");
    }
}

/// `check under10 call` with one player is told the game's player count, as seven players are,
/// not that a match (which `check` does not have) is over.
#[test]
fn under10_check_with_one_player_names_the_player_count() {
    let env = TestEnv::new();
    for luck_or_call in ["--call", "--luck"] {
        let verdict = env.check_text("under10", &["call", luck_or_call, "Ann", "Ann=7"], 3);
        assert!(
            verdict
                .contains("Under the 10 is played by 2 to 6 players, not 1; seat 2 to 6 players"),
            "{verdict}"
        );
        assert!(!verdict.contains("match"), "{verdict}");
    }
}

/// A pile value called at 256 or far beyond is a whole number no play makes: refused by the
/// rules as 255 is (exit 3, the legal values named), shown as typed; only a non-number is
/// unreadable (exit 2).
#[test]
fn pig10_any_whole_pile_value_called_is_the_rules_refusal() {
    let env = TestEnv::new();
    for called in ["255", "256", "18446744073709551615"] {
        let pile = env.check_text(
            "pig10",
            &["pile", "--players", "A,B", &format!("A:5@{called}")],
            3,
        );
        assert!(
            pile.contains(&format!("cannot make {called}; the only legal value is 5")),
            "{pile}"
        );
        let play = env.check_text("pig10", &["play", "5", "--says", called], 3);
        assert!(
            play.contains(&format!("cannot make {called}; the only legal value is 5")),
            "{play}"
        );
        let json = env.check_json("pig10", &["play", "5", "--says", called], 3);
        assert_eq!(json["legal"], false);
    }
    env.check_fails("pig10", &["pile", "--players", "A,B", "A:5@x"], 2);
    let line = env.check_fails("pig10", &["play", "5", "--says", "x"], 2);
    assert!(
        line.contains("the value called after --says is a whole number, e.g. --says 1"),
        "{line}"
    );
}

/// The Round of Shame with a hand the deck cannot fill to a multiple of five is refused (exit 3),
/// however large the number (no wrapping), naming the real limit, 49; counts are echoed exactly,
/// not through a float.
#[test]
fn a_shamed_hand_beyond_49_is_refused_and_large_counts_are_printed_exactly() {
    let env = TestEnv::new();
    let most = env.check_text("tenstuff", &["shame", "--hand", "49"], 0);
    assert!(most.contains("draw 1 to have 50"), "{most}");
    for (hand, after) in [
        ("50", "55"),
        ("54", "55"),
        ("18446744073709551614", "18446744073709551615"),
        ("18446744073709551615", "18446744073709551620"),
    ] {
        let verdict = env.check_text("tenstuff", &["shame", "--hand", hand], 3);
        let said = crate::common::words(&verdict);
        assert!(
            said.contains(&format!(
                "a hand of {hand} cards would have to grow to {after} cards, but the deck holds 54; \
                 count the cards in the player's hand: at most 49"
            )),
            "{said}"
        );
    }
    let seats = env.check_text(
        "updown",
        &["bids", "--cards", "5", "--seats", "18446744073709551615"],
        3,
    );
    assert!(
        crate::common::words(&seats).contains("not 18446744073709551615;"),
        "{seats}"
    );
}

/// `stats` with a filter that leaves nothing, while finished matches exist, says so and which
/// flag to leave out (as `history` does), not that no match has finished yet.
#[test]
fn stats_with_a_filter_that_leaves_nothing_names_the_flags_to_leave_out() {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    env.ok(&["round", "1", "Ann=30", "Bob=0"]);
    env.ok(&["finish", "1"]);
    let said = |args: &[&str]| crate::common::words(&env.ok(args));
    assert_eq!(
        said(&["stats", "--game", "updown"]),
        "No finished match fits that; leave out --game to see more."
    );
    assert_eq!(
        said(&["stats", "--since", "2099-01-01"]),
        "No finished match fits that; leave out --since to see more."
    );
    assert_eq!(
        said(&["stats", "--player", "Ann", "--game", "tenstuff"]),
        "None of Ann's finished matches fits that; leave out --game to see more."
    );
    assert_eq!(
        said(&["stats", "--game", "tenstuff", "--since", "2099-01-01"]),
        "No finished match fits that; leave out --game or --since to see more."
    );
    // Every player's season, one game asked for: the same.
    assert_eq!(
        said(&["stats", "--all", "--game", "updown"]),
        "No finished match fits that; leave out --game to see more."
    );
    // The JSON stays as it was: no players.
    assert_eq!(
        env.json(&["stats", "--game", "updown"])["players"],
        serde_json::json!([])
    );
    // With nothing finished at all, there is nothing to leave out.
    let fresh = TestEnv::new();
    fresh.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    assert!(
        said_in(&fresh, &["stats", "--game", "pig10"])
            .starts_with("No finished matches to count yet")
    );
    assert!(
        said_in(&fresh, &["stats", "--all", "--game", "pig10"])
            .starts_with("No finished matches to count yet")
    );
}

fn said_in(env: &TestEnv, args: &[&str]) -> String {
    crate::common::words(&env.ok(args))
}

/// A three-letter name with one letter changed or two swapped (its first letter kept) is
/// answered with the known player; an unrelated short name is not.
#[test]
fn one_letter_off_in_a_short_name_suggests_the_known_player() {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "Eve,Deb,Ann"]);
    for (args, meant) in [
        (&["history", "--player", "Eva"][..], "Eve"),
        (&["history", "--player", "Dbe"][..], "Deb"),
        (&["history", "--player", "Anm"][..], "Ann"),
        (&["stats", "--player", "Eva"][..], "Eve"),
        (&["player", "rename", "Eva", "X"][..], "Eve"),
    ] {
        let line = env.fails(args, 2);
        assert!(
            line.ends_with(&format!("did you mean {meant}?")),
            "{args:?}: {line}"
        );
    }
    let line = env.fails(&["history", "--player", "Bob"], 2);
    assert!(!line.contains("did you mean"), "{line}");
}

/// A file whose rounds were all exported from a pig10 match with one edited round, its edit's
/// reason replaced by `reason`.
fn export_with_reason(reason: &str) -> (TestEnv, std::path::PathBuf) {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    env.ok(&["round", "1", "Ann=3", "Bob=1"]);
    env.ok(&["edit", "1", "1", "Ann=4", "Bob=1", "--reason", "recounted"]);
    let text = env.ok(&["export"]);
    assert!(text.contains("\"recounted\""), "{text}");
    let file = env.dir().join("reason.json");
    let bad = serde_json::to_string(reason).unwrap();
    std::fs::write(&file, text.replace("\"recounted\"", &bad)).unwrap();
    (env, file)
}

/// A control character (a NUL above all) in an imported round's reason is refused on both
/// backends as a name's is: exit 2, the line named, nothing imported; not a raw database error
/// on PostgreSQL nor garbage on SQLite.
#[test]
fn a_control_character_in_an_imported_reason_is_refused_on_both_backends() {
    let (_source, file) = export_with_reason("fi\u{0}xed");
    let file = file.to_str().unwrap();
    let sqlite = TestEnv::new();
    sqlite.ok(&["new", "pig10", "--players", "Cy,Dee"]);
    let mut targets = vec![sqlite];
    if let Some(db) = crate::pg_server::fresh_database() {
        let pg = TestEnv::on(db.url());
        pg.ok(&["new", "pig10", "--players", "Cy,Dee"]);
        targets.push(pg);
    }
    for env in &targets {
        for args in [&["import", "--dry-run", file][..], &["import", file][..]] {
            let line = env.fails(args, 2);
            assert!(
                line.contains("cannot be imported: its reason holds a control character (U+0000)"),
                "{args:?}: {line}"
            );
            assert!(line.starts_with("line "), "{line}");
        }
        assert_eq!(env.json(&["history"]).as_array().unwrap().len(), 1);
    }
    // Nor can `edit` take one, so no export holds one.
    let (env, _) = export_with_reason("x");
    let line = env.fails(
        &["edit", "1", "1", "Ann=5", "Bob=1", "--reason", "a\u{1b}b"],
        2,
    );
    assert!(
        line.contains("holds U+001B, which is a control character"),
        "{line}"
    );
}

/// `export` from a server database that is not tenscore's writes nothing to stdout (no JSON
/// header, no CSV column row) before it fails, as with a SQLite file; nor a file with -o.
#[test]
fn export_from_a_database_that_is_not_tenscores_writes_nothing() {
    let Some(db) = crate::pg_server::fresh_database() else {
        return;
    };
    let env = TestEnv::on(db.url());
    for format in ["json", "csv"] {
        let out = env.run(&["export", "--format", format]);
        assert_eq!(out.status.code(), Some(1), "{out:?}");
        assert!(
            out.stdout.is_empty(),
            "{}",
            String::from_utf8_lossy(&out.stdout)
        );
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("no tenscore database"), "{stderr}");
        let file = env.dir().join(format!("e.{format}"));
        let out = env.run(&["export", "--format", format, "-o", file.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(1), "{out:?}");
        assert!(!file.exists(), "{}", file.display());
    }
    let sqlite = TestEnv::new();
    let out = sqlite.run(&["export"]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(out.stdout.is_empty());
}

/// On a league server the advice is what works there: a database the server lacks is not made
/// by `new` (the admin makes it, or another is named as a URL); one that is not tenscore's is
/// left for another database, not "another file". SQLite's advice stays as it was.
#[test]
fn a_server_database_that_is_missing_or_not_tenscores_gets_server_advice() {
    let Some(db) = crate::pg_server::fresh_database() else {
        return;
    };
    let url = db.url();
    let nosuch = format!("{}_nosuch", url);
    let line = TestEnv::on(&nosuch).fails(&["standings"], 1);
    assert!(
        line.contains("the server has no database of the name in"),
        "{line}"
    );
    assert!(
        line.contains("ask the server's admin to create it"),
        "{line}"
    );
    assert!(
        line.contains("postgres://USER@HOST[:PORT]/DBNAME"),
        "{line}"
    );
    assert!(!line.contains("tenscore new"), "{line}");
    // `new` there fails too, and says the same (every command that would write as well).
    for args in [
        &["new", "pig10", "--players", "A,B"][..],
        &[
            "event",
            "new",
            "Fri",
            "--game",
            "pig10",
            "--players",
            "A,B,C",
        ][..],
        &["series", "new", "Winter", "--best", "2"][..],
    ] {
        assert_eq!(TestEnv::on(&nosuch).fails(args, 1), line, "{args:?}");
    }
    // A dry run into a league database without tenscore's tables: the import itself makes them.
    let other = TestEnv::new();
    let file = other.dir().join("other.jsonl");
    other.ok(&["new", "pig10", "--players", "A,B"]);
    other.ok(&["export", "-o", file.to_str().unwrap()]);
    let dry = TestEnv::on(&url).fails(&["import", "--dry-run", file.to_str().unwrap()], 1);
    assert!(
        dry.ends_with("a dry run creates nothing: import without --dry-run makes the database and takes the file into it, or choose another with --db PATH or TENSCORE_DB"),
        "{dry}"
    );

    // A database with tables of someone else's.
    db.connect()
        .batch_execute("CREATE TABLE accounts (id int)")
        .unwrap();
    let line = TestEnv::on(&url).fails(&["standings"], 1);
    assert!(line.contains("is not a tenscore database"), "{line}");
    assert!(!line.contains("file"), "{line}");
    assert!(
        line.contains("name another database as postgres://USER@HOST[:PORT]/DBNAME"),
        "{line}"
    );

    // A file keeps a file's advice.
    let line = TestEnv::new().fails(&["standings"], 1);
    assert!(line.contains("start a match with `tenscore new"), "{line}");
    assert!(
        line.contains("choose another file with --db PATH"),
        "{line}"
    );
}
