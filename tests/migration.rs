//! The migrations upgrade, in place and in one transaction, real databases of every earlier schema:
//! the ones the last release of each wrote (tests/fixtures/v1.db, v2.db and v3.db, written by
//! tests/fixtures/make_fixture.sh, which lists what they hold), compared with what those releases
//! showed of them (tests/fixtures/v1_show.json, v2_show.json and v3_show.json).

use std::collections::{BTreeMap, HashMap};
use std::path::Path;

use rusqlite::{Connection, OpenFlags};
use serde_json::{Value, json};
use tenscore::store::{Access, Ending, Figure, RoundsWanted, Status, Store, StoreError};

use crate::common::TestEnv;

const FIXTURE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/v1.db");
const FIXTURE_SHOW: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/v1_show.json");
const FIXTURE_V2: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/v2.db");
const FIXTURE_V2_SHOW: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/v2_show.json");
const FIXTURE_V3: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/v3.db");
const FIXTURE_V3_SHOW: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/v3_show.json");
const FIXTURE_V4: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/v4.db");
const FIXTURE_V4_SHOW: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/v4_show.json");
const FIXTURE_V4_STATS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/v4_stats.json");
/// The schema this tenscore writes.
const CURRENT: i64 = 16;
const MATCHES: i64 = 8;

/// A test environment whose database is a copy of the version-1 fixture.
fn with_v1() -> TestEnv {
    with_fixture(FIXTURE)
}

/// A test environment whose database is a copy of `fixture`.
fn with_fixture(fixture: &str) -> TestEnv {
    let env = TestEnv::new();
    std::fs::copy(fixture, env.db()).expect("the fixture is copied");
    env
}

/// What the release before showed of every match (`show M --all --json`), by match id.
fn shown_by_v1() -> BTreeMap<i64, Value> {
    shown_in(FIXTURE_SHOW)
}

/// What a release showed of every match, as `make_fixture.sh` wrote it to `file`, by match id.
fn shown_in(file: &str) -> BTreeMap<i64, Value> {
    let all: Vec<Value> = serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
    all.into_iter()
        .map(|m| (m["match"].as_i64().expect("a match id"), m))
        .collect()
}

/// The fixture as version 1 stored it, read without changing it.
fn v1_connection(dir: &Path) -> Connection {
    pristine(dir, FIXTURE)
}

/// Every table that holds the matches, their players and what they figured, from schema 2 on.
const TABLES: [&str; 8] = [
    "players",
    "player_aliases",
    "matches",
    "seats",
    "rounds",
    "round_scores",
    "results",
    "match_figures",
];

/// How many rows `table` holds.
fn rows(conn: &Connection, table: &str) -> i64 {
    conn.query_row(&format!("SELECT count(*) FROM {table}"), [], |r| r.get(0))
        .unwrap()
}

/// `fixture` as its release stored it, read from a copy in `dir` without changing it.
fn pristine(dir: &Path, fixture: &str) -> Connection {
    let name = Path::new(fixture).file_name().expect("a fixture file");
    let copy = dir.join("pristine").with_extension(name);
    std::fs::copy(fixture, &copy).unwrap();
    Connection::open_with_flags(&copy, OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap()
}

fn user_version(path: &Path) -> i64 {
    Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY)
        .unwrap()
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .unwrap()
}

/// Every `from` in the strings of `value` becomes `to`.
fn rename(value: &mut Value, from: &str, to: &str) {
    match value {
        Value::String(s) => *s = s.replace(from, to),
        Value::Array(items) => items.iter_mut().for_each(|v| rename(v, from, to)),
        Value::Object(fields) => fields.values_mut().for_each(|v| rename(v, from, to)),
        _ => {}
    }
}

/// `shown` with the wording of explanations that changed since the fixtures were written read as
/// today's: a call that stands names bonus cards only when someone holds one (no fixture match
/// plays with them). Applied to both sides: a withdrawn round keeps the explanation it had.
fn reworded(mut shown: Value) -> Value {
    rename(
        &mut shown,
        "nobody without a bonus card had",
        "nobody else had",
    );
    shown
}

#[test]
fn the_fixture_is_a_self_contained_version_1_database() {
    assert_self_contained(FIXTURE, 1);
}

#[test]
fn the_second_fixture_is_a_self_contained_version_2_database() {
    assert_self_contained(FIXTURE_V2, 2);
}

#[test]
fn the_fourth_fixture_is_a_self_contained_version_4_database() {
    assert_self_contained(FIXTURE_V4, 4);
}

#[test]
fn the_third_fixture_is_a_self_contained_version_3_database() {
    assert_self_contained(FIXTURE_V3, 3);
}

/// `fixture` is a tenscore database of schema `expected`, all of it in the one file.
fn assert_self_contained(fixture: &str, expected: i32) {
    // Read from the header, so that nothing opens the fixture itself (and leaves a WAL beside it).
    let bytes = std::fs::read(fixture).unwrap();
    assert!(bytes.starts_with(b"SQLite format 3\0"));
    let version = i32::from_be_bytes(bytes[60..64].try_into().unwrap());
    let application_id = i32::from_be_bytes(bytes[68..72].try_into().unwrap());
    assert_eq!((version, application_id), (expected, 0x5445_4E53));
    // Written in WAL mode, and checkpointed: every page is in the file.
    assert_eq!((bytes[18], bytes[19]), (2, 2));
    let page_size = u32::from(u16::from_be_bytes([bytes[16], bytes[17]]));
    let pages = u32::from_be_bytes(bytes[28..32].try_into().unwrap());
    assert_eq!(bytes.len() as u64, u64::from(page_size) * u64::from(pages));
    for leftover in ["-wal", "-shm"] {
        let path = format!("{fixture}{leftover}");
        assert!(
            !Path::new(&path).exists(),
            "{path} would belong to the fixture"
        );
    }
    // The upgrade works on a copy, never on the fixture.
    let env = with_fixture(fixture);
    assert_eq!(user_version(env.db()), i64::from(expected));
}

#[test]
fn a_read_command_upgrades_a_version_1_file_and_every_match_reads_as_before() {
    let env = with_v1();
    // A read command: the file is upgraded once, then read.
    let text = env.ok(&["standings"]);
    assert!(text.contains("match 7"), "{text}");
    assert_eq!(user_version(env.db()), CURRENT);
    assert_eq!(tenscore::store::schema_version() as i64, CURRENT);

    // Every match, round (withdrawn ones too), score, total, note, bid, place and winner is as
    // the release before showed it; only "éva" is now "Éva", the player she was merged into (in
    // the explanations too, derived again from the entries since schema 4).
    let before = shown_by_v1();
    assert_eq!(before.len() as i64, MATCHES);
    for (id, mut expected) in before {
        if id == 5 {
            rename(&mut expected, "éva", "Éva");
        }
        let after = env.json(&["show", &id.to_string(), "--all"]);
        assert_eq!(reworded(after), reworded(expected), "match {id}");
    }
    let standings = env.json(&["standings", "5"]);
    assert_eq!(standings["winners"], serde_json::json!(["Éva"]));
}

#[test]
fn the_upgraded_file_keeps_every_row_and_takes_new_rounds() {
    let env = with_v1();
    let v1 = v1_connection(env.dir());
    env.ok(&["standings"]);
    let db = Connection::open(env.db()).unwrap();
    let count = |conn: &Connection, table: &str| -> i64 {
        conn.query_row(&format!("SELECT count(*) FROM {table}"), [], |r| r.get(0))
            .unwrap()
    };
    for table in ["matches", "seats", "rounds", "round_scores", "results"] {
        assert_eq!(count(&db, table), count(&v1, table), "{table}");
    }
    // One player fewer: "éva" was merged.
    assert_eq!(count(&db, "players"), count(&v1, "players") - 1);
    let checks: Vec<String> = db
        .prepare("PRAGMA foreign_key_check")
        .unwrap()
        .query_map([], |r| r.get::<_, String>(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert!(checks.is_empty(), "{checks:?}");
    let integrity: String = db
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap();
    assert_eq!(integrity, "ok");
    drop(db);

    // The upgraded file takes rounds, bids and new matches as any other.
    let round = env.json(&["round", "7", "Ann=3", "Bob=4", "--call", "Ann"]);
    assert_eq!(round["round"], 2);
    env.ok(&["round", "6", "Ann=0", "Bob=1", "Cy=1", "Dee=1"]);
    assert_eq!(env.json(&["standings", "6"])["rounds"], 3);
    let new = env.json(&["new", "pig10", "--players", "éva,ÉVA-B,Ann"]);
    assert_eq!(new["players"], serde_json::json!(["Éva", "ÉVA-B", "Ann"]));
}

#[test]
fn how_each_match_ended_is_told_from_its_final_standing() {
    let env = with_v1();
    let store = Store::open(env.db(), Access::Read).expect("upgraded and opened");
    let endings: Vec<(Status, Option<Ending>)> = store
        .read(|r| {
            (1..=MATCHES)
                .map(|id| {
                    let info = r.load_match(id)?.expect("the match");
                    Ok((info.status, info.ended_by))
                })
                .collect::<Result<_, StoreError>>()
        })
        .unwrap();
    use Ending::*;
    assert_eq!(
        endings,
        vec![
            // Under the 10, first out: Cy went out in round 6.
            (Status::Finished, Some(Rules)),
            // 10 op en neer with one card: over after its only round.
            (Status::Finished, Some(Rules)),
            // Pig 10, Tenstuff and Under the 10 (match 8) by `finish`.
            (Status::Finished, Some(Finish)),
            (Status::Abandoned, Some(Abandoned)),
            (Status::Finished, Some(Finish)),
            (Status::InProgress, None),
            (Status::InProgress, None),
            (Status::Finished, Some(Finish)),
        ]
    );
}

#[test]
fn the_figures_of_every_ended_match_are_written_and_none_for_matches_in_progress() {
    let env = with_v1();
    let shown = shown_by_v1();
    let store = Store::open(env.db(), Access::Read).expect("upgraded and opened");
    let figures: BTreeMap<i64, Vec<(usize, Figure, i64)>> = store
        .read(|r| {
            (1..=MATCHES)
                .map(|id| {
                    let figures = r.figures_of(id)?;
                    let info = r.load_match(id)?.expect("the match");
                    for f in &figures {
                        assert_eq!(f.player_id, info.players[f.seat].player_id);
                    }
                    Ok((
                        id,
                        figures
                            .into_iter()
                            .map(|f| (f.seat, f.figure, f.value))
                            .collect(),
                    ))
                })
                .collect::<Result<_, StoreError>>()
        })
        .unwrap();
    assert!(
        figures[&6].is_empty() && figures[&7].is_empty(),
        "in progress"
    );
    for id in [1, 2, 5, 8] {
        assert!(!figures[&id].is_empty(), "match {id}");
    }

    // Every note of every live round, as the release before showed them, is counted by its kind.
    for (id, match_shown) in &shown {
        let mut expected: BTreeMap<(usize, String), i64> = BTreeMap::new();
        for round in match_shown["rounds"].as_array().unwrap() {
            if round["withdrawn"].as_bool().unwrap() {
                continue;
            }
            for (seat, score) in round["scores"].as_array().unwrap().iter().enumerate() {
                for note in score["notes"].as_array().unwrap() {
                    let kind = note["note"].as_str().unwrap().to_string();
                    *expected.entry((seat, kind)).or_insert(0) += 1;
                }
            }
        }
        let counted: BTreeMap<(usize, String), i64> = figures[id]
            .iter()
            .filter_map(|(seat, figure, value)| match figure {
                Figure::Note(kind) => Some(((*seat, kind.clone()), *value)),
                Figure::Counter(_) => None,
            })
            .collect();
        // (Pig 10 and Krumme10 keep no notes or counters: no figures for matches 3 and 4.)
        if !matches!(id, 6 | 7) {
            assert_eq!(counted, expected, "match {id}");
        }
    }
    // Under the 10 (match 1): Ann failed a call, called once (round 2 as edited), had a stroke
    // of luck and was halved; Bob called three times; Cy went out.
    let note = |id: i64, seat: usize, kind: &str| {
        figures[&id]
            .iter()
            .find(|(s, f, _)| *s == seat && *f == Figure::Note(kind.to_string()))
            .map(|(_, _, v)| *v)
    };
    assert_eq!(
        [
            note(1, 0, "failed-call"),
            note(1, 0, "called"),
            note(1, 0, "luck"),
            note(1, 0, "halved"),
            note(1, 1, "called"),
            note(1, 2, "went-out"),
        ],
        [Some(1), Some(1), Some(1), Some(1), Some(3), Some(1)]
    );
    // The running counters as they stood at the end, as the standings showed them.
    let counter = |id: i64, seat: usize, name: &str| {
        figures[&id]
            .iter()
            .find(|(s, f, _)| *s == seat && *f == Figure::Counter(name.to_string()))
            .map(|(_, _, v)| *v)
    };
    for (id, name, shown_as) in [(2, "bids_hit", "bids_hit"), (5, "deals_won", "deals_won")] {
        let players = &shown[&id]["players"];
        for standing in shown[&id]["standings"]["players"].as_array().unwrap() {
            let seat = players
                .as_array()
                .unwrap()
                .iter()
                .position(|p| p == &standing["name"])
                .unwrap();
            assert_eq!(
                counter(id, seat, name),
                standing[shown_as].as_i64(),
                "match {id} seat {seat}"
            );
        }
    }
    assert_eq!(counter(2, 2, "bids_hit"), Some(0));
}

#[test]
fn an_edited_round_names_the_round_it_replaced_by_uuid() {
    let env = with_v1();
    let v1 = v1_connection(env.dir());
    // Version 1: the replacing round's UUID and the replaced round's UUID, through the integer id.
    let links: HashMap<String, String> = v1
        .prepare(
            "SELECT new.uuid, old.uuid FROM rounds new JOIN rounds old ON old.id = new.replaces",
        )
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(links.len(), 2, "the fixture edits match 1 and match 6");
    let store = Store::open(env.db(), Access::Read).expect("upgraded and opened");
    let mut found = HashMap::new();
    for id in [1, 6] {
        let rounds = store
            .read(|r| {
                let info = r.load_match(id)?.expect("the match");
                r.rounds_of(&info, RoundsWanted::ALL)
            })
            .unwrap();
        for round in rounds {
            if let Some(replaced) = round.replaces() {
                assert!(round.reason().is_some());
                found.insert(round.uuid.to_string(), replaced.to_string());
            }
        }
    }
    assert_eq!(found, links);
    drop(store);
    // An edit after the upgrade links the same way.
    env.ok(&[
        "edit", "7", "1", "Ann=2", "Bob=10", "--call", "Ann", "--reason", "x",
    ]);
    let store = Store::open(env.db(), Access::Read).unwrap();
    let rounds = store
        .read(|r| r.rounds_of(&r.load_match(7)?.expect("match 7"), RoundsWanted::ALL))
        .unwrap();
    let edited = rounds.iter().find(|r| r.reason().is_some()).unwrap();
    let original = rounds.iter().find(|r| r.seq == 1 && r.withdrawn).unwrap();
    assert_eq!(edited.replaces(), Some(original.uuid.to_string().as_str()));
}

#[test]
fn eva_and_eva_in_lower_case_become_one_player_and_the_merged_uuid_stays_an_alias() {
    let env = with_v1();
    let v1 = v1_connection(env.dir());
    let player = |name: &str| -> (i64, String) {
        v1.query_row(
            "SELECT id, uuid FROM players WHERE name = ?1",
            [name],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap()
    };
    let (eva, eva_uuid) = player("Éva");
    let (lower, lower_uuid) = player("éva");
    assert!(eva < lower, "Éva was entered first");

    env.ok(&["standings"]);
    let db = Connection::open(env.db()).unwrap();
    let names: Vec<(i64, String, String)> = db
        .prepare("SELECT id, name, folded FROM players WHERE folded = 'éva'")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(names, vec![(eva, "Éva".to_string(), "éva".to_string())]);
    let aliases: Vec<(Vec<u8>, i64)> = db
        .prepare("SELECT uuid, player_id FROM player_aliases")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    // Stored as its 16 bytes since schema 4.
    let lower_bytes = uuid::Uuid::parse_str(&lower_uuid)
        .unwrap()
        .as_bytes()
        .to_vec();
    assert_eq!(aliases, vec![(lower_bytes, eva)]);
    // Nothing refers to the merged player any more: seats, scores and places are Éva's.
    for table in ["seats", "round_scores", "results", "match_figures"] {
        let left: i64 = db
            .query_row(
                &format!("SELECT count(*) FROM {table} WHERE player_id = ?1"),
                [lower],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(left, 0, "{table}");
    }
    let won: (i64, i64) = db
        .query_row(
            "SELECT rank, won FROM results WHERE match_id = 5 AND player_id = ?1",
            [eva],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!(won, (1, 1));
    // Every name is folded the engine's way.
    let unfolded: i64 = db
        .query_row(
            "SELECT count(*) FROM players WHERE folded <> lower(name)",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(unfolded, 1, "only Éva's folding is beyond ASCII");
    drop(db);

    // Either UUID finds her.
    let store = Store::open(env.db(), Access::Read).unwrap();
    for uuid in [&eva_uuid, &lower_uuid] {
        let found = store.read(|r| r.player_by_uuid(uuid)).unwrap().unwrap();
        assert_eq!((found.id, found.name.as_str()), (eva, "Éva"));
    }
    drop(store);
    // And so does her name, however it is typed.
    let new = env.json(&["new", "tenstuff", "--players", "ÉVA,Cy"]);
    assert_eq!(new["players"], serde_json::json!(["Éva", "Cy"]));
}

#[test]
fn a_match_seating_both_spellings_refuses_the_upgrade_and_leaves_the_file_untouched() {
    let env = with_v1();
    {
        // Impossible through tenscore, but a hand-edited file may hold it: match 3 seats Éva, and
        // now "éva" in Ann's seat.
        let conn = Connection::open(env.db()).unwrap();
        let changed = conn
            .execute(
                "UPDATE seats SET player_id = (SELECT id FROM players WHERE name = 'éva')
                 WHERE match_id = 3 AND seat = 0",
                [],
            )
            .unwrap();
        assert_eq!(changed, 1);
    }
    let before = env.db_bytes();
    assert_eq!(user_version(env.db()), 1);
    for command in [
        &["standings"][..],
        &["show", "3"],
        &["round", "7", "Ann=1", "Bob=2", "--call", "Ann"],
    ] {
        let msg = env.fails(command, 1);
        assert!(
            msg.starts_with(
                "database migration failed: 0002_looking_back_and_import.sql: \
                 match 3 seats both 'Éva' and 'éva'"
            ),
            "{msg}"
        );
        assert!(
            msg.ends_with("the file was left untouched; the tenscore that wrote it still reads it"),
            "{msg}"
        );
        assert_eq!(env.db_bytes(), before, "{command:?} changed the file");
    }
    assert_eq!(user_version(env.db()), 1);
}

#[test]
fn a_fresh_database_and_an_upgraded_one_have_the_same_schema() {
    let schema = |path: &Path| -> Vec<(String, String, Option<String>)> {
        Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY)
            .unwrap()
            .prepare("SELECT type, name, sql FROM sqlite_master ORDER BY type, name")
            .unwrap()
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap()
    };
    let upgraded = with_v1();
    upgraded.ok(&["standings"]);
    let fresh = TestEnv::new();
    fresh.new_match(&["under10", "--players", "Ann,Bob"]);
    assert_eq!(schema(upgraded.db()), schema(fresh.db()));
    assert_eq!(user_version(fresh.db()), CURRENT);
    for fixture in [FIXTURE_V2, FIXTURE_V3, FIXTURE_V4] {
        let upgraded = with_fixture(fixture);
        upgraded.ok(&["standings"]);
        assert_eq!(schema(upgraded.db()), schema(fresh.db()), "{fixture}");
    }
}

#[test]
fn a_version_2_file_is_upgraded_and_every_match_reads_as_before() {
    assert_every_match_reads_as_before(FIXTURE_V2, FIXTURE_V2_SHOW);
}

#[test]
fn a_version_3_file_is_upgraded_and_every_match_reads_as_before() {
    // Explanations of live rounds are derived again, not read: they read as that release
    // stored them.
    assert_every_match_reads_as_before(FIXTURE_V3, FIXTURE_V3_SHOW);
}

#[test]
fn a_version_4_file_is_upgraded_and_every_match_reads_as_before() {
    assert_every_match_reads_as_before(FIXTURE_V4, FIXTURE_V4_SHOW);
}

#[test]
fn a_version_4_file_counts_the_season_its_release_counted_and_rates_it() {
    let env = with_fixture(FIXTURE_V4);
    let v4 = pristine(env.dir(), FIXTURE_V4);
    let before: Value =
        serde_json::from_str(&std::fs::read_to_string(FIXTURE_V4_STATS).unwrap()).unwrap();
    let after = env.json(&["stats"]);
    assert_eq!(user_version(env.db()), CURRENT);
    // Every row is kept; the season sums, seasons, rivals and ratings are new.
    let db = Connection::open_with_flags(env.db(), OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
    for table in TABLES.iter().chain(&["write_marks"]) {
        assert_eq!(rows(&db, table), rows(&v4, table), "{table}");
    }
    let finished_seats: i64 = db
        .query_row(
            "SELECT count(*) FROM results r JOIN matches m ON m.id = r.match_id
             WHERE m.status = 'finished'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(
        rows(&db, "match_ratings"),
        finished_seats,
        "a rating per finished seat"
    );
    drop(db);

    let players = |stats: &Value| -> Vec<Value> { stats["players"].as_array().unwrap().clone() };
    assert_eq!(players(&after).len(), players(&before).len());
    for (old, listed) in players(&before).iter().zip(players(&after)) {
        let name = old["name"].as_str().unwrap();
        assert_eq!(listed["name"], old["name"], "listed in the same order");
        // As the release before counted it, player by player (its rivals now with --player).
        let alone = env.json(&["stats", "--player", name]);
        let mut new = alone["players"][0].clone();
        assert!(new["played"] == old["played"] && new["won"] == old["won"]);
        for (game, figures) in new["games"].as_object_mut().unwrap() {
            let rating = figures.as_object_mut().unwrap().remove("rating").unwrap();
            assert_eq!(rating["matches"], figures["played"], "{name} {game}");
            figures
                .as_object_mut()
                .unwrap()
                .remove("exact_rate_by_cards");
        }
        // Every rival level for most often, added since (s51) beside the one that release gave.
        for added in ["nemeses", "victims"] {
            new.as_object_mut().unwrap().remove(added);
        }
        // That release gave numbers to 4 decimals; they are given in full since (s53).
        assert_eq!(&to_four_decimals(new), old, "{name}");
    }
    // Bob bid exactly in 10 op en neer's only round, of one card.
    let bob = env.json(&["stats", "--player", "Bob", "--game", "updown"]);
    assert_eq!(
        bob["players"][0]["games"]["updown"]["exact_rate_by_cards"],
        json!({"1": 1.0})
    );
    // And the season goes on: a match that ends now is added to it.
    let ann_won =
        |env: &TestEnv| env.json(&["stats", "--player", "Ann"])["players"][0]["won"].clone();
    let won_before = ann_won(&env).as_u64().unwrap();
    env.ok(&["round", "7", "Ann=1", "Bob=9", "--call", "Ann"]);
    env.ok(&["finish", "7"]);
    assert_eq!(ann_won(&env), won_before + 1);
}

#[test]
fn a_version_4_file_whose_upgrade_fails_is_left_exactly_as_it_was() {
    let env = with_fixture(FIXTURE_V4);
    {
        // A hand-damaged score note: the season sums cannot be counted from it.
        let conn = Connection::open(env.db()).unwrap();
        conn.execute(
            "UPDATE round_scores SET notes = x'c1' WHERE match_id = 1 AND seq = 1",
            [],
        )
        .unwrap();
    }
    let before = env.db_bytes();
    let msg = env.fails(&["standings"], 1);
    assert!(
        msg.starts_with("database migration failed: 0005_seasons.sql: "),
        "{msg}"
    );
    assert_eq!(env.db_bytes(), before);
    assert_eq!(user_version(env.db()), 4);
}

/// After a read command upgrades a copy of `fixture`, `show --all --json` of every match is what
/// the release that wrote it showed (`shown`).
fn assert_every_match_reads_as_before(fixture: &str, shown: &str) {
    let env = with_fixture(fixture);
    env.ok(&["standings"]);
    assert_eq!(user_version(env.db()), CURRENT);
    let before = shown_in(shown);
    assert_eq!(before.len() as i64, MATCHES);
    for (id, expected) in before {
        let after = env.json(&["show", &id.to_string(), "--all"]);
        assert_eq!(reworded(after), reworded(expected), "match {id}");
    }
}

#[test]
fn a_version_3_file_keeps_every_row_packed_and_clustered_and_takes_new_rounds() {
    let env = with_fixture(FIXTURE_V3);
    let v3 = pristine(env.dir(), FIXTURE_V3);
    env.ok(&["standings"]);
    let count =
        |conn: &Connection, sql: &str| -> i64 { conn.query_row(sql, [], |r| r.get(0)).unwrap() };
    let db = Connection::open_with_flags(env.db(), OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
    for table in TABLES.iter().chain(&["write_marks"]) {
        assert_eq!(rows(&db, table), rows(&v3, table), "{table}");
    }
    // Explanations are kept for withdrawn rounds only; nothing is JSON text any more.
    assert_eq!(
        count(
            &db,
            "SELECT count(*) FROM rounds WHERE explanation IS NOT NULL"
        ),
        count(&v3, "SELECT count(*) FROM rounds WHERE withdrawn = 1")
    );
    assert_eq!(
        count(
            &db,
            "SELECT count(*) FROM rounds WHERE typeof(uuid) <> 'blob' OR length(uuid) <> 16
                 OR typeof(entry) NOT IN ('blob', 'null') OR typeof(opening) NOT IN ('blob', 'null')"
        ),
        0
    );
    assert_eq!(
        count(
            &db,
            "SELECT count(*) FROM round_scores WHERE typeof(notes) = 'text' OR typeof(counters) = 'text'"
        ),
        0
    );
    // No index repeats a key: the scores of a match are found through their own key.
    assert_eq!(
        count(
            &db,
            "SELECT count(*) FROM sqlite_master WHERE name IN ('round_scores_match_player', 'rounds_match_seq')"
        ),
        0
    );
    assert_eq!(
        count(&db, "SELECT count(*) FROM pragma_foreign_key_check"),
        0
    );
    // The pages the old tables took were given back (VACUUM), or taken again by the tables of a
    // later schema: hardly a page is left free.
    let (free, pages) = (
        count(&db, "PRAGMA freelist_count"),
        count(&db, "PRAGMA page_count"),
    );
    assert!(
        free <= 2 && free * 4 <= pages,
        "{free} of {pages} pages free"
    );
    drop(db);
    // Rounds, undo and edit work on the upgraded file, and an undone round keeps its explanation.
    env.ok(&["round", "7", "Ann=3", "Bob=4", "--call", "Ann"]);
    env.ok(&["undo", "7"]);
    let shown = env.json(&["show", "7", "--all"]);
    let withdrawn: Vec<&Value> = shown["rounds"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["withdrawn"] == true)
        .collect();
    assert!(
        withdrawn.iter().any(|r| r["explanation"][0]
            .as_str()
            .is_some_and(|e| e.starts_with("Ann called"))),
        "{shown}"
    );
    env.ok(&[
        "edit", "7", "1", "Ann=2", "Bob=10", "--call", "Ann", "--reason", "x",
    ]);
    assert_eq!(env.json(&["standings", "7"])["rounds"], 1);
}

#[test]
fn a_version_3_file_whose_upgrade_fails_is_left_exactly_as_it_was() {
    let env = with_fixture(FIXTURE_V3);
    {
        // A hand-damaged entry: the packing step cannot read it.
        let conn = Connection::open(env.db()).unwrap();
        conn.execute("UPDATE rounds SET entry = '{not json' WHERE id = 1", [])
            .unwrap();
    }
    let before = env.db_bytes();
    let msg = env.fails(&["standings"], 1);
    assert!(
        msg.starts_with("database migration failed: 0004_rows_by_match.sql: "),
        "{msg}"
    );
    assert!(msg.contains("JSON column does not read"), "{msg}");
    assert_eq!(env.db_bytes(), before);
    assert_eq!(user_version(env.db()), 3);
}

#[test]
fn an_upgraded_version_2_file_keeps_every_row_and_marks_its_writes_from_then_on() {
    let env = with_fixture(FIXTURE_V2);
    let v2 = pristine(env.dir(), FIXTURE_V2);
    env.ok(&["standings"]);
    {
        let db = Connection::open_with_flags(env.db(), OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
        for table in TABLES {
            assert_eq!(rows(&db, table), rows(&v2, table), "{table}");
        }
        // No write has been marked yet: the upgrade is not one.
        assert_eq!(rows(&db, "write_marks"), 0);
    }
    env.ok(&["round", "7", "Ann=3", "Bob=4", "--call", "Ann"]);
    env.ok(&["new", "pig10", "--players", "Ann,Bob"]);
    let db = Connection::open_with_flags(env.db(), OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
    let generations: Vec<i64> = db
        .prepare("SELECT generation FROM write_marks ORDER BY generation")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(generations, vec![1, 2]);
    assert_eq!(rows(&db, "rounds"), rows(&v2, "rounds") + 1);
}

#[test]
fn a_round_the_engine_cannot_read_again_is_still_undone() {
    let env = TestEnv::new();
    env.new_match(&["pig10", "--players", "Ann,Bob"]);
    env.ok(&["round", "Ann=10", "Bob=20"]);
    {
        // A hand-edited entry in another game's shape (packed `{"points": [1, 2]}`).
        let mut entry = Vec::new();
        rmp::encode::write_map_len(&mut entry, 1).unwrap();
        rmp::encode::write_str(&mut entry, "points").unwrap();
        rmp::encode::write_array_len(&mut entry, 2).unwrap();
        rmp::encode::write_uint(&mut entry, 1).unwrap();
        rmp::encode::write_uint(&mut entry, 2).unwrap();
        let conn = Connection::open(env.db()).unwrap();
        let changed = conn
            .execute(
                "UPDATE rounds SET entry = ?1 WHERE match_id = 1 AND seq = 1",
                [entry],
            )
            .unwrap();
        assert_eq!(changed, 1);
    }
    // Its explanation cannot be derived again, yet undo takes it away, and keeps it as stored.
    env.ok(&["undo"]);
    let shown = env.json(&["show", "1", "--all"]);
    let round = &shown["rounds"][0];
    assert_eq!(round["withdrawn"], true);
    assert_eq!(round["explanation"], serde_json::json!([]));
    assert_eq!(round["entry"], serde_json::json!({"points": [1, 2]}));
    assert_eq!(env.json(&["standings", "1"])["rounds"], 0);
}

/// `value` with every fraction rounded to 4 decimals, as `stats --json` gave them before s53.
fn to_four_decimals(value: Value) -> Value {
    match value {
        Value::Number(n) if n.is_f64() => {
            let rounded = (n.as_f64().unwrap() * 10_000.0).round() / 10_000.0;
            json!(rounded)
        }
        Value::Array(items) => Value::Array(items.into_iter().map(to_four_decimals).collect()),
        Value::Object(fields) => Value::Object(
            (fields.into_iter())
                .map(|(key, v)| (key, to_four_decimals(v)))
                .collect(),
        ),
        other => other,
    }
}
