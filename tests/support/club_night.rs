//! Club nights made through the library (the `event` commands are another part's): an event
//! with its players and the draws of its rounds, written into a test's database file as the
//! store writes them (random UUIDs, the system clock).

use std::path::Path;

use serde_json::json;
use tenscore::games::GameId;
use tenscore::store::{Access, EventRanking, NewEvent, Store};

/// Creates event `name` (Pig 10, at tables of three, ranked by share, two rounds
/// planned) with `players` from round 1; its id.
pub fn create_event(db: &Path, name: &str, players: &[&str]) -> i64 {
    let mut store = Store::open(db, Access::Create).expect("the database opens");
    let event = NewEvent {
        name: name.to_string(),
        game: "pig10".parse::<GameId>().expect("a game"),
        options: json!({}),
        rounds: 2,
        table_size: 3,
        ranking: EventRanking::Share,
        series: None,
        players: players.iter().map(|p| p.to_string()).collect(),
    };
    store
        .write(|w| w.create_event(&event))
        .expect("the event is created")
}

/// Draws round `round` of event `event` with `seed`: `tables` in seat order; the tables' match
/// ids.
pub fn draw(db: &Path, event: i64, round: u32, seed: i64, tables: &[&[&str]]) -> Vec<i64> {
    let mut store = Store::open(db, Access::Write).expect("the database opens");
    let tables: Vec<Vec<String>> = tables
        .iter()
        .map(|t| t.iter().map(|p| p.to_string()).collect())
        .collect();
    store
        .write(|w| w.record_draw(event, round, seed, false, &tables))
        .expect("the draw is recorded")
}

/// Draws round `round` of event `event` again with `seed` (as `event seat --redraw`: its draw
/// undone, no table having begun, then made anew); the new tables' match ids.
pub fn redraw(db: &Path, event: i64, round: u32, seed: i64, tables: &[&[&str]]) -> Vec<i64> {
    let mut store = Store::open(db, Access::Write).expect("the database opens");
    let tables: Vec<Vec<String>> = tables
        .iter()
        .map(|t| t.iter().map(|p| p.to_string()).collect())
        .collect();
    store
        .write(|w| {
            assert!(w.undraw_round(event, round)?, "the round was undone");
            w.record_draw(event, round, seed, false, &tables)
        })
        .expect("the draw is recorded again")
}
