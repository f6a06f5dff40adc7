//! The PostgreSQL backend against the tests' own server: what opening finds and creates, what
//! it refuses and leaves untouched, the login and connection failures, and writers that meet.
//! (The conformance suite, `store/tests.rs`, runs every store method against it too.)

use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

use serde_json::json;

use super::pg_server::{self, PgDb};
use crate::games::{Outcome, SeatResult, pig10};
use crate::store::{APPLICATION_ID, Access, Store, StoreError, WRITE_TRIES, schema_version};

/// A fresh database, or `None` (the test passes, said once) without PostgreSQL.
fn database() -> Option<PgDb> {
    pg_server::fresh_database()
}

/// Opens as a command does: the database is looked at with the first statement (the check goes
/// in its round trip), so a database that is not this build's is refused there.
fn open(db: &PgDb, access: Access) -> Result<Store, StoreError> {
    let store = Store::open_server(db.config(), db.url(), access)?;
    store.read(|reader| reader.unfinished_count().map(drop))?;
    Ok(store)
}

/// The relations in the database's schema, by name.
fn relations(db: &PgDb) -> Vec<String> {
    db.connect()
        .query(
            "SELECT c.relname::text FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
             WHERE n.nspname = 'public' AND c.relkind IN ('r', 'S', 'v')
             ORDER BY 1",
            &[],
        )
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect()
}

fn marker(db: &PgDb) -> Vec<(String, String)> {
    db.connect()
        .query("SELECT key, value FROM tenscore_meta ORDER BY key", &[])
        .unwrap()
        .iter()
        .map(|r| (r.get(0), r.get(1)))
        .collect()
}

#[test]
fn the_last_migration_makes_the_schema_version_sqlite_has() {
    assert_eq!(super::open::newest_step(), schema_version());
}

#[test]
fn an_empty_database_read_or_written_to_is_missing_and_nothing_is_created() {
    let Some(db) = database() else { return };
    for access in [Access::Read, Access::Write] {
        let e = open(&db, access).err().expect("refused");
        assert!(matches!(e, StoreError::Missing { .. }), "{e:?}");
        assert_eq!(
            e.to_string(),
            format!("no tenscore database at {}", db.url())
        );
    }
    assert_eq!(relations(&db), Vec::<String>::new());
}

#[test]
fn create_makes_the_schema_and_the_marker_and_later_opens_find_it() {
    let Some(db) = database() else { return };
    let mut store = open(&db, Access::Create).expect("created");
    let id = store
        .write(|w| w.create_match(pig10::ID, &json!({}), &["Ann".into(), "Bob".into()]))
        .expect("a match");
    assert_eq!(id, 1);
    let tables = relations(&db);
    for table in [
        "matches",
        "players",
        "rounds",
        "round_scores",
        "seats",
        "results",
        "match_figures",
        "player_aliases",
        "player_seasons",
        "match_ratings",
        "write_marks",
        "tenscore_meta",
    ] {
        assert!(tables.contains(&table.to_string()), "{table} in {tables:?}");
    }
    assert_eq!(
        marker(&db),
        vec![
            ("application_id".to_string(), APPLICATION_ID.to_string()),
            ("schema_version".to_string(), schema_version().to_string()),
        ]
    );
    for access in [Access::Read, Access::Write, Access::Create] {
        let store = open(&db, access).expect("opened");
        assert_eq!(store.read(|r| r.match_ids()).unwrap(), vec![1]);
    }
}

#[test]
fn a_database_of_someone_else_is_not_ours_and_is_left_untouched() {
    let Some(db) = database() else { return };
    db.connect()
        .batch_execute(
            "CREATE TABLE invoices (id int PRIMARY KEY); INSERT INTO invoices VALUES (7)",
        )
        .unwrap();
    for access in [Access::Read, Access::Write, Access::Create] {
        let e = open(&db, access).err().expect("refused");
        assert!(matches!(e, StoreError::NotOurs { .. }), "{e:?}");
        assert_eq!(
            e.to_string(),
            format!("{} is not a tenscore database", db.url())
        );
    }
    assert_eq!(relations(&db), vec!["invoices".to_string()]);
    let rows: i64 = db
        .connect()
        .query_one("SELECT count(*) FROM invoices", &[])
        .unwrap()
        .get(0);
    assert_eq!(rows, 1);
}

#[test]
fn another_applications_marker_is_not_ours() {
    let Some(db) = database() else { return };
    db.connect()
        .batch_execute(
            "CREATE TABLE tenscore_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
             INSERT INTO tenscore_meta VALUES ('application_id', '42'), ('schema_version', '5')",
        )
        .unwrap();
    let e = open(&db, Access::Create).err().expect("refused");
    assert!(matches!(e, StoreError::NotOurs { .. }), "{e:?}");
    assert_eq!(relations(&db), vec!["tenscore_meta".to_string()]);
}

#[test]
fn a_newer_schema_is_refused_and_left_untouched() {
    let Some(db) = database() else { return };
    drop(open(&db, Access::Create).expect("created"));
    db.connect()
        .batch_execute("UPDATE tenscore_meta SET value = '99' WHERE key = 'schema_version'")
        .unwrap();
    let before = relations(&db);
    for access in [Access::Read, Access::Write, Access::Create] {
        let e = open(&db, access).err().expect("refused");
        match &e {
            StoreError::Newer { found, known, .. } => {
                assert_eq!((*found, *known), (99, schema_version()));
            }
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(relations(&db), before);
    assert_eq!(
        marker(&db)[1],
        ("schema_version".to_string(), "99".to_string())
    );
}

#[test]
fn two_tenscores_creating_at_once_create_the_schema_once() {
    let Some(db) = database() else { return };
    for _ in 0..3 {
        let barrier = Arc::new(Barrier::new(4));
        let openers: Vec<_> = (0..4)
            .map(|_| {
                let (db, barrier) = (db.clone(), Arc::clone(&barrier));
                std::thread::spawn(move || {
                    barrier.wait();
                    open(&db, Access::Create).map(drop)
                })
            })
            .collect();
        for opener in openers {
            opener.join().unwrap().expect("every one opens it");
        }
    }
    assert_eq!(marker(&db).len(), 2);
    assert!(relations(&db).contains(&"matches".to_string()));
}

#[test]
fn a_wrong_password_is_a_refused_login_naming_the_user_and_never_the_password() {
    let Some(db) = database() else { return };
    drop(open(&db, Access::Create).expect("created"));
    pg_server::create_login("ann_league", "right horse");
    let mut config = db.config_as("ann_league");
    config.password("battery-staple-42");
    let shown = db
        .url_as("ann_league")
        .replace("ann_league@", "ann_league:***@");
    let e = Store::open_server(config, shown, Access::Read)
        .err()
        .expect("refused");
    assert!(matches!(e, StoreError::LoginRefused { .. }), "{e:?}");
    let said = format!("{e} {}", e.hint().unwrap_or_default());
    eprintln!("{said}");
    assert!(said.contains("ann_league"), "{said}");
    assert!(
        said.contains(&db.socket_dir.display().to_string()),
        "{said}"
    );
    assert!(!said.contains("battery-staple-42"), "{said}");
    assert!(!format!("{e:?}").contains("battery-staple-42"));

    // The right one logs in.
    let mut config = db.config_as("ann_league");
    config.password("right horse");
    let store = Store::open_server(config, db.url_as("ann_league"), Access::Read).expect("in");
    assert_eq!(store.read(|r| r.match_ids()).unwrap(), Vec::<i64>::new());
}

#[test]
fn nothing_listening_is_unreachable_at_once_naming_host_port_and_user() {
    let empty = tempfile::tempdir().unwrap();
    let mut config = postgres::Config::new();
    config
        .host_path(empty.path())
        .port(5999)
        .user("ann")
        .dbname("league");
    config.password("secret-never-shown");
    let started = Instant::now();
    let e = Store::open_server(
        config,
        "postgres://ann:***@somewhere/league".into(),
        Access::Read,
    )
    .err()
    .expect("refused");
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "{:?}",
        started.elapsed()
    );
    assert!(matches!(e, StoreError::Unreachable { .. }), "{e:?}");
    let said = e.to_string();
    eprintln!("{said} ({:?})", started.elapsed());
    assert!(
        said.contains(&format!("{}:5999 as ann", empty.path().display())),
        "{said}"
    );
    assert!(!said.contains("secret-never-shown"), "{said}");
    assert!(e.hint().unwrap_or_default().contains("--db"), "{e:?}");

    // Over TCP: a port nobody listens on.
    let mut config = postgres::Config::new();
    config
        .host("127.0.0.1")
        .port(1)
        .user("bob")
        .dbname("league");
    let e = Store::open_server(
        config,
        "postgres://bob@127.0.0.1:1/league".into(),
        Access::Read,
    )
    .err()
    .expect("refused");
    assert!(matches!(e, StoreError::Unreachable { .. }), "{e:?}");
    assert!(e.to_string().contains("127.0.0.1:1 as bob"), "{e}");
    eprintln!("{e}");
}

#[test]
fn a_server_that_takes_the_connection_but_never_answers_is_given_up_within_the_timeout() {
    // A socket that listens and never accepts: the connection is made, no answer ever comes.
    let silent = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = silent.local_addr().unwrap().port();
    let mut config = postgres::Config::new();
    config
        .host("127.0.0.1")
        .port(port)
        .user("ann")
        .dbname("league")
        .connect_timeout(Duration::from_millis(300));
    let started = Instant::now();
    let e = Store::open_server(
        config,
        format!("postgres://ann@127.0.0.1:{port}/league"),
        Access::Read,
    )
    .err()
    .expect("refused");
    let took = started.elapsed();
    assert!(took < Duration::from_secs(3), "{took:?}");
    assert!(matches!(e, StoreError::Unreachable { .. }), "{e:?}");
    assert!(
        e.to_string().contains(&format!("127.0.0.1:{port} as ann")),
        "{e}"
    );
    eprintln!("{e} ({took:?})");
}

/// An outcome for two seats.
fn outcome(round: i64) -> Outcome {
    Outcome {
        seats: (0..2)
            .map(|seat| SeatResult {
                points: round + seat,
                total: round * 10 + seat,
                out: false,
                notes: Vec::new(),
                counters: Default::default(),
            })
            .collect(),
        explanation: Vec::new(),
    }
}

#[test]
fn writers_that_meet_on_one_match_are_run_again_and_every_round_lands_once() {
    let Some(db) = database() else { return };
    let mut store = open(&db, Access::Create).expect("created");
    let id = store
        .write(|w| w.create_match(pig10::ID, &json!({}), &["Ann".into(), "Bob".into()]))
        .unwrap();
    const EACH: usize = 15;
    let barrier = Arc::new(Barrier::new(2));
    let writers: Vec<_> = (0..2)
        .map(|writer| {
            let (db, barrier) = (db.clone(), Arc::clone(&barrier));
            std::thread::spawn(move || {
                let mut store = open(&db, Access::Write).expect("opened");
                let mut tries = 0;
                barrier.wait();
                for n in 0..EACH {
                    store
                        .write(|w| {
                            tries += 1;
                            let info = w.load_match(id)?.expect("the match");
                            let entry = json!({"writer": writer, "n": n});
                            w.record_round(&info, &entry, &outcome(i64::from(info.rounds)))
                        })
                        .expect("every round lands");
                }
                tries
            })
        })
        .collect();
    let tries: usize = writers.into_iter().map(|w| w.join().unwrap()).sum();
    eprintln!("{} rounds written in {tries} tries", 2 * EACH);
    let rounds = store
        .read(|r| {
            let info = r.load_match(id)?.expect("the match");
            r.rounds_of(&info, crate::store::RoundsWanted::ALL)
        })
        .unwrap();
    assert_eq!(rounds.len(), 2 * EACH);
    let seqs: Vec<u32> = rounds.iter().map(|r| r.seq).collect();
    assert_eq!(seqs, (1..=2 * EACH as u32).collect::<Vec<_>>());
    assert!(rounds.iter().all(|r| r.take == 1 && !r.withdrawn));
    // Each round scored from the count the match had when it was written: none was lost.
    for round in &rounds {
        assert_eq!(round.scores[0].total, i64::from(round.seq - 1) * 10);
    }
    let mut entries: Vec<String> = rounds
        .iter()
        .map(|r| format!("{:?}", r.entry.as_ref().map(|e| e.to_json())))
        .collect();
    entries.sort();
    entries.dedup();
    assert_eq!(entries.len(), 2 * EACH, "a round recorded twice");
}

#[test]
fn a_write_that_keeps_meeting_another_gives_up_after_the_bound_and_writes_nothing() {
    let Some(db) = database() else { return };
    let mut store = open(&db, Access::Create).expect("created");
    let id = store
        .write(|w| w.create_match(pig10::ID, &json!({}), &["Ann".into(), "Bob".into()]))
        .unwrap();
    let mut other = db.connect();
    // The server refuses every round as it would a write that met another (the locks keep
    // tenscore's own writers from meeting, so the refusal is made by hand).
    other
        .batch_execute(
            "CREATE FUNCTION clash() RETURNS trigger AS $$ BEGIN
                 RAISE EXCEPTION 'clash' USING ERRCODE = 'serialization_failure';
             END $$ LANGUAGE plpgsql;
             CREATE TRIGGER clash BEFORE INSERT ON rounds FOR EACH ROW EXECUTE FUNCTION clash();",
        )
        .unwrap();
    let mut tries = 0;
    let e = store
        .write(|w| {
            tries += 1;
            let info = w.load_match(id)?.expect("the match");
            w.record_round(&info, &json!({"n": tries}), &outcome(0))
        })
        .expect_err("given up");
    assert_eq!(tries, WRITE_TRIES as usize);
    assert!(
        matches!(e, StoreError::Contended { tries } if tries == WRITE_TRIES),
        "{e:?}"
    );
    assert!(
        e.to_string()
            .contains("other tables wrote at the same moment"),
        "{e}"
    );
    assert_eq!(e.hint().as_deref(), Some("try again"));
    let info = store.read(|r| r.load_match(id)).unwrap().unwrap();
    assert_eq!(info.rounds, 0);
    let rows: i64 = other
        .query_one("SELECT count(*) FROM rounds", &[])
        .unwrap()
        .get(0);
    assert_eq!(rows, 0);
}

#[test]
fn a_read_sees_one_snapshot_while_others_write() {
    let Some(db) = database() else { return };
    let mut store = open(&db, Access::Create).expect("created");
    store
        .write(|w| w.create_match(pig10::ID, &json!({}), &["Ann".into(), "Bob".into()]))
        .unwrap();
    let mut writer = open(&db, Access::Write).expect("opened");
    store
        .read(|r| {
            assert_eq!(r.match_ids()?, vec![1]);
            writer
                .write(|w| w.create_match(pig10::ID, &json!({}), &["Cy".into(), "Di".into()]))
                .unwrap();
            assert_eq!(r.match_ids()?, vec![1], "the same snapshot");
            Ok::<_, StoreError>(())
        })
        .unwrap();
    assert_eq!(store.read(|r| r.match_ids()).unwrap(), vec![1, 2]);
}

#[test]
fn six_tables_on_their_own_matches_and_two_on_one_lose_and_repeat_nothing_while_others_read() {
    let Some(db) = database() else { return };
    let mut store = open(&db, Access::Create).expect("created");
    const ROUNDS: usize = 20;
    let names = |i: usize| vec![format!("A{i}"), format!("B{i}")];
    let own: Vec<i64> = (0..6)
        .map(|i| {
            store
                .write(|w| w.create_match(pig10::ID, &json!({}), &names(i)))
                .unwrap()
        })
        .collect();
    let shared = store
        .write(|w| w.create_match(pig10::ID, &json!({}), &names(9)))
        .unwrap();
    let done = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let barrier = Arc::new(Barrier::new(10));
    let mut tables: Vec<_> = own.iter().chain([&shared, &shared]).copied().collect();
    tables.sort_unstable();
    let writers: Vec<_> = tables
        .into_iter()
        .enumerate()
        .map(|(writer, id)| {
            let (db, barrier) = (db.clone(), Arc::clone(&barrier));
            std::thread::spawn(move || {
                let mut store = open(&db, Access::Write).expect("opened");
                let (mut tries, mut most) = (0, 0);
                barrier.wait();
                for n in 0..ROUNDS {
                    let mut these = 0;
                    store
                        .write(|w| {
                            tries += 1;
                            these += 1;
                            let info = w.load_match(id)?.expect("the match");
                            let entry = json!({"writer": writer, "n": n});
                            w.record_round(&info, &entry, &outcome(i64::from(info.rounds)))
                        })
                        .expect("every round lands");
                    most = most.max(these);
                    // A table writes a round every minute or so; here, every few milliseconds.
                    std::thread::sleep(Duration::from_millis(2));
                }
                (id, tries, most)
            })
        })
        .collect();
    let readers: Vec<_> = (0..2)
        .map(|_| {
            let (db, barrier, done) = (db.clone(), Arc::clone(&barrier), Arc::clone(&done));
            std::thread::spawn(move || {
                let store = open(&db, Access::Read).expect("opened");
                barrier.wait();
                let mut reads = 0;
                while !done.load(std::sync::atomic::Ordering::Relaxed) {
                    store
                        .read(|r| {
                            r.matches(&crate::store::MatchFilter::default())?;
                            r.seasons(None)?;
                            r.finished_matches(&crate::store::MatchFilter::default())?;
                            for id in r.match_ids()? {
                                let info = r.load_match(id)?.expect("the match");
                                let rounds =
                                    r.rounds_of(&info, crate::store::RoundsWanted::LIVE)?;
                                assert_eq!(rounds.len(), info.rounds as usize, "one snapshot");
                                r.current_standing(&info)?;
                            }
                            Ok::<_, StoreError>(())
                        })
                        .expect("no reader error");
                    reads += 1;
                }
                reads
            })
        })
        .collect();
    let mut tries_by_match: Vec<(i64, usize, usize)> =
        writers.into_iter().map(|w| w.join().unwrap()).collect();
    done.store(true, std::sync::atomic::Ordering::Relaxed);
    let reads: usize = readers.into_iter().map(|r| r.join().unwrap()).sum();
    tries_by_match.sort_unstable();
    eprintln!(
        "(match, tries, most tries of one round) ({ROUNDS} rounds each): {tries_by_match:?}; {reads} reads"
    );
    // Kept apart by locks, no write clashed: each round landed on its first try (the two writers
    // of the shared match took turns).
    assert!(
        tries_by_match.iter().all(|&(_, _, most)| most == 1),
        "{tries_by_match:?}"
    );
    for id in own.iter().chain([&shared]) {
        let rounds = store
            .read(|r| {
                let info = r.load_match(*id)?.expect("the match");
                r.rounds_of(&info, crate::store::RoundsWanted::ALL)
            })
            .unwrap();
        let expected = if *id == shared { 2 * ROUNDS } else { ROUNDS };
        let seqs: Vec<u32> = rounds.iter().map(|r| r.seq).collect();
        assert_eq!(
            seqs,
            (1..=expected as u32).collect::<Vec<_>>(),
            "match {id}"
        );
        for round in &rounds {
            assert_eq!(round.scores[0].total, i64::from(round.seq - 1) * 10);
        }
    }
}

#[test]
fn a_server_is_named_as_its_url_writes_it_an_ipv6_address_in_brackets() {
    let named = |config: &str| {
        let config: postgres::Config = config.parse().expect("a config");
        super::errors::Server::of(&config, String::new()).hosts
    };
    assert_eq!(named("host=::1 port=5433 user=ann"), "[::1]:5433");
    assert_eq!(named("host=club port=5433 user=ann"), "club:5433");
}
