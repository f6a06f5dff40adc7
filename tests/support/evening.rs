//! An evening set up for the club-night tests: the event and its draws written through the
//! library's store (as `event new` and `event seat` write them, so that a test chooses the
//! tables), every table's match then played through the binary with `round` and `finish`, as the
//! tables of a club night do. `create_event`, `draw_round` and `redraw` write into a file of
//! their own (an organiser's, a table's laptop's), with random UUIDs and the system clock.

#![allow(dead_code)]

use std::path::Path;

use serde_json::{Value, json};
use tenscore::store::{Access, EventRanking, NewEvent, Store};

use crate::common::TestEnv;

/// The event's id and, per round drawn, its tables' match ids.
pub struct Evening {
    pub event: i64,
    pub tables: Vec<Vec<i64>>,
}

/// Creates the event `name` of `game` (with `options`) for `players` over `rounds` rounds, and
/// draws `draws` (per round, per table, the players in seat order).
pub fn evening(
    env: &TestEnv,
    name: &str,
    (game, options): (&str, Value),
    ranking: EventRanking,
    players: &[&str],
    rounds: u32,
    draws: &[&[&[&str]]],
) -> Evening {
    let mut store = Store::open(env.db(), Access::Create).expect("the database opens");
    let new = NewEvent {
        game: game.parse().unwrap_or_else(|_| panic!("a game: {game}")),
        options,
        rounds,
        table_size: 4,
        ranking,
        ..new_event(name, players)
    };
    let event = store
        .write(|w| w.create_event(&new))
        .expect("the event is created");
    let tables = draw(&mut store, event, 1, draws);
    Evening { event, tables }
}

/// Draws `draws` as rounds `first`, `first + 1`, ... of `event`.
pub fn draw(store: &mut Store, event: i64, first: u32, draws: &[&[&[&str]]]) -> Vec<Vec<i64>> {
    (first..)
        .zip(draws)
        .map(|(round, tables)| {
            let names = seated(tables);
            store
                .write(|w| w.record_draw(event, (round, 7 * i64::from(round), false), None, &names))
                .expect("the round is drawn")
        })
        .collect()
}

/// Puts event `event` in series `series`, as `event new --series` does.
pub fn join_series(env: &TestEnv, event: i64, series: &str) {
    let conn = rusqlite::Connection::open(env.db()).expect("the file opens");
    conn.execute(
        "UPDATE events SET series_id = (SELECT id FROM series WHERE name = ?1) WHERE id = ?2",
        rusqlite::params![series, event],
    )
    .expect("the event joins the series");
}

/// Records one round of match `id` (`NAME=VALUE` per player) and ends the match with `finish`.
pub fn play_and_finish(env: &TestEnv, id: i64, scores: &[(&str, i64)]) {
    record(env, id, scores);
    env.ok(&["finish", &id.to_string()]);
}

/// Records one round of match `id`.
pub fn record(env: &TestEnv, id: i64, scores: &[(&str, i64)]) {
    let mut args = vec!["round".to_string(), id.to_string()];
    args.extend(scores.iter().map(|(n, s)| format!("{n}={s}")));
    env.ok(&args.iter().map(String::as_str).collect::<Vec<_>>());
}

/// A Pig 10 evening `name` for `players`, ranked by share over two rounds at tables of three.
fn new_event(name: &str, players: &[&str]) -> NewEvent {
    NewEvent {
        name: name.to_string(),
        game: "pig10".parse().expect("a game"),
        options: json!({}),
        rounds: 2,
        table_size: 3,
        ranking: EventRanking::Share,
        series: None,
        players: players.iter().map(|p| p.to_string()).collect(),
    }
}

/// The players of each table, in seat order, as the store takes them.
fn seated(tables: &[&[&str]]) -> Vec<Vec<String>> {
    (tables.iter())
        .map(|t| t.iter().map(|p| p.to_string()).collect())
        .collect()
}

/// Creates event `name` (Pig 10, at tables of three, ranked by share, two rounds planned) with
/// `players` from round 1 in the file `db`; its id.
pub fn create_event(db: &Path, name: &str, players: &[&str]) -> i64 {
    let mut store = Store::open(db, Access::Create).expect("the database opens");
    store
        .write(|w| w.create_event(&new_event(name, players)))
        .expect("the event is created")
}

/// Draws round `round` of event `event` in the file `db` with `seed`: `tables` in seat order;
/// the tables' match ids.
pub fn draw_round(db: &Path, event: i64, round: u32, seed: i64, tables: &[&[&str]]) -> Vec<i64> {
    let mut store = Store::open(db, Access::Write).expect("the database opens");
    store
        .write(|w| w.record_draw(event, (round, seed, false), None, &seated(tables)))
        .expect("the draw is recorded")
}

/// Draws round `round` of event `event` again with `seed` (as `event seat --redraw`: its draw
/// undone, no table having begun, then made anew); the new tables' match ids.
pub fn redraw(db: &Path, event: i64, round: u32, seed: i64, tables: &[&[&str]]) -> Vec<i64> {
    let mut store = Store::open(db, Access::Write).expect("the database opens");
    store
        .write(|w| {
            assert!(w.undraw_round(event, round)?, "the round was undone");
            w.record_draw(event, (round, seed, false), None, &seated(tables))
        })
        .expect("the draw is recorded again")
}
