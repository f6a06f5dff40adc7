//! An evening set up for the club-night tests: the event and its draws written through the
//! library's store (as `event new` and `event seat` write them), every table's match then
//! played through the binary with `round` and `finish`, as the tables of a club night do.

#![allow(dead_code)]

use serde_json::Value;
use tenscore::games::GameId;
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
    let game: GameId = game.parse().unwrap_or_else(|_| panic!("a game: {game}"));
    let new = NewEvent {
        name: name.to_string(),
        game,
        options,
        rounds,
        table_size: 4,
        ranking,
        series: None,
        players: players.iter().map(|p| p.to_string()).collect(),
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
            let names: Vec<Vec<String>> = tables
                .iter()
                .map(|t| t.iter().map(|p| p.to_string()).collect())
                .collect();
            store
                .write(|w| w.record_draw(event, round, 7 * i64::from(round), false, &names))
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
