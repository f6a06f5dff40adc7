//! What `settle` finds out about a write, against the tests' own server: committed, rolled
//! back, still open on a connection nobody uses any more (ended, so: not committed), and the
//! server out of reach (not known).

use super::super::db::{Db, WriteId};
use super::super::errors::Server;
use super::super::pg_server::{self, PgDb};
use super::{Settled, settle};
use crate::store::Access;

/// A connection to a fresh tenscore database, or `None` (the test passes, said once) without
/// PostgreSQL.
fn connection() -> Option<(PgDb, Db)> {
    let db = pg_server::fresh_database()?;
    let opened = super::super::open::open(db.config(), db.url(), Access::Create);
    Some((db, opened.expect("the database opens")))
}

fn write(db: &Db) -> WriteId {
    db.begin_write("BEGIN").expect("a write begins");
    // Its id comes with its first answer.
    db.write_id()
        .expect("the write is answered")
        .expect("the server says which write it is")
}

#[test]
fn a_committed_write_is_found_committed() {
    let Some((_, db)) = connection() else { return };
    let id = write(&db);
    db.batch("COMMIT").expect("committed");
    assert_eq!(settle(&db, id), Settled::Committed);
}

#[test]
fn a_rolled_back_write_is_found_not_committed() {
    let Some((_, db)) = connection() else { return };
    let id = write(&db);
    db.rollback();
    assert_eq!(settle(&db, id), Settled::NotCommitted);
}

#[test]
fn a_write_left_open_on_a_connection_given_up_is_ended_and_found_not_committed() {
    let Some((server, left)) = connection() else {
        return;
    };
    let id = write(&left);
    let asking = super::super::open::open(server.config(), server.url(), Access::Write)
        .expect("a second connection");
    let started = std::time::Instant::now();
    assert_eq!(settle(&asking, id), Settled::NotCommitted);
    // Given its moment first, then ended.
    assert!(started.elapsed() >= super::PATIENCE);
    assert!(left.batch("COMMIT").is_err(), "its connection was ended");
}

#[test]
fn a_write_whose_server_cannot_be_reached_again_is_not_known() {
    let Some((server, db)) = connection() else {
        return;
    };
    let id = write(&db);
    db.batch("COMMIT").expect("committed");
    // The same server, but a new connection would go to a folder without one.
    let gone = tempfile::tempdir().expect("a folder");
    let mut elsewhere = postgres::Config::new();
    elsewhere
        .host_path(gone.path())
        .user(pg_server::SUPERUSER)
        .dbname(&server.name);
    let server_shown = Server::of(&elsewhere, server.url());
    let db = Db::new(server.connect(), elsewhere, server_shown, Access::Write);
    assert_eq!(
        settle(&db, id),
        Settled::Unknown(
            "error connecting to server: No such file or directory (os error 2)".into()
        )
    );
}
