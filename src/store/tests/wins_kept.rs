//! A match added on to the seasons writes the wins of only the players whose wins moved: the
//! others' rows are written without them, so that their entries in the ranking of wins
//! (`player_seasons_best`) stay where they are (SQLite moves an index entry out and back in for
//! any column of it written, even to the same value: a page of the index more per `finish`).

use std::error::Error;
use std::sync::{Mutex, PoisonError};

use rusqlite::trace::{TraceEvent, TraceEventCodes};
use serde_json::json;

use super::{
    assert_kept_as_counted, create, end_ranked, end_ranked_in, outcome, player_id, record,
    season_of,
};
use crate::games::under10;
use crate::store::{Access, Store};

/// Each statement run while tracing, with its values in place.
static TRACED: Mutex<Vec<String>> = Mutex::new(Vec::new());

fn keep(event: TraceEvent<'_>) {
    if let TraceEvent::Profile(statement, _) = event {
        let sql = statement
            .expanded_sql()
            .unwrap_or_else(|| statement.sql().to_string());
        TRACED
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(sql);
    }
}

/// The player id a season write names: through the row's key (the player's id times 16 plus the
/// scope's number), the first value of the insert or the key of the update. `None` for any other
/// statement.
fn season_written(sql: &str) -> Option<(&'static str, i64)> {
    let sql = sql.trim_start();
    let (form, after) = if sql.starts_with("INSERT INTO player_seasons") {
        ("with wins", sql.split_once("VALUES (")?.1)
    } else if sql.starts_with("UPDATE player_seasons SET season") {
        ("without wins", sql.split_once("WHERE key = ")?.1)
    } else if sql.starts_with("UPDATE player_seasons SET all_season = NULL") {
        // Taken from another row of the player: no season written.
        return None;
    } else if sql.starts_with("UPDATE player_seasons SET all_season") {
        // The season of all games together, in its game's row.
        let form = match sql.contains("all_won =") {
            true => "with wins",
            false => "without wins",
        };
        (form, sql.split_once("WHERE key = ")?.1)
    } else {
        return None;
    };
    let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
    Some((form, digits.parse::<i64>().ok()? / 16))
}

#[test]
fn a_finish_writes_the_wins_of_only_the_players_whose_wins_moved() -> Result<(), Box<dyn Error>> {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("wins.db");
    let mut store = Store::open(&path, Access::Create)?;
    let players = ["Ann", "Bob", "Cy"];
    let played = |store: &mut Store| {
        let id = create(store, under10::ID, &players);
        record(
            store,
            id,
            json!({}),
            &outcome(&[3, 5, 2], &[3, 5, 2], Vec::new()),
        );
        id
    };
    // Every player has a season already: Ann won the first match.
    let first = played(&mut store);
    end_ranked(&mut store, first, &[1, 2, 3]);
    let second = played(&mut store);
    let [ann, bob, cy] = players.map(|name| player_id(&store, name));
    drop(store);

    // Bob wins the second: only his wins move.
    let mut conn = rusqlite::Connection::open(&path)?;
    conn.trace_v2(TraceEventCodes::SQLITE_TRACE_PROFILE, Some(keep));
    let tx = conn.transaction()?;
    end_ranked_in(&tx, second, &[2, 1, 3])?;
    tx.commit()?;
    conn.trace_v2(TraceEventCodes::empty(), None);
    drop(conn);

    let traced = std::mem::take(&mut *TRACED.lock().unwrap_or_else(PoisonError::into_inner));
    let mut written: Vec<(&str, i64)> = traced.iter().filter_map(|s| season_written(s)).collect();
    written.sort_unstable();
    let mut expected = vec![
        ("with wins", bob),
        ("with wins", bob),
        ("without wins", ann),
        ("without wins", ann),
        ("without wins", cy),
        ("without wins", cy),
    ];
    expected.sort_unstable();
    assert_eq!(written, expected, "{traced:#?}");
    // Everyone's last match was of this game: their season of all games together stays in its
    // row, and no other row of theirs is written.
    assert!(
        !traced.iter().any(|s| s.contains("SET all_season = NULL")),
        "{traced:#?}"
    );

    // What was written is what counting every match again gives, and what the seasons say.
    let store = Store::open(&path, Access::Write)?;
    assert_kept_as_counted(&store);
    for (name, won) in [("Ann", 1), ("Bob", 1), ("Cy", 0)] {
        for scope in [Some(under10::ID), None] {
            let season = season_of(&store, name, scope).ok_or("a season")?.season;
            assert_eq!((season.won, season.played), (won, 2), "{name} {scope:?}");
        }
    }
    Ok(())
}

/// A statement that is not a season write is not taken for one.
#[test]
fn only_season_writes_are_read_as_such() {
    assert_eq!(
        season_written("UPDATE player_seasons SET rating_mu = 1"),
        None
    );
    assert_eq!(
        season_written("UPDATE player_seasons SET season = '{}', played = 2 WHERE key = 273"),
        Some(("without wins", 17))
    );
}
