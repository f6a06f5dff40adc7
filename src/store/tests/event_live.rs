//! What every backend must do for the venue's board: the running totals of an event's
//! unfinished tables in one read, and a mark that changes with every round recorded, undone or
//! ended at any of its tables.

use serde_json::json;

use super::{end, end_ranked, for_each_backend, names, outcome, player_id, record};
use crate::games::pig10;
use crate::store::{Ending, EventMark, EventRanking, LiveTotal, NewEvent, Store};

fn evening(store: &mut Store) -> (i64, Vec<i64>) {
    let event = NewEvent {
        name: "Friday".to_string(),
        game: pig10::ID,
        options: json!({}),
        rounds: 2,
        table_size: 2,
        ranking: EventRanking::Share,
        series: None,
        players: names(&["Ann", "Bob", "Cy", "Dee"]),
    };
    let id = store.write(|w| w.create_event(&event)).expect("created");
    let tables = vec![names(&["Ann", "Bob"]), names(&["Cy", "Dee"])];
    let matches = store
        .write(|w| w.record_draw(id, (1, 5, false), None, &tables))
        .expect("drawn");
    (id, matches)
}

fn live(store: &Store, event: i64) -> Vec<(i64, i64)> {
    let totals: Vec<LiveTotal> = store.read(|r| r.event_live_totals(event)).expect("read");
    totals.iter().map(|t| (t.match_id, t.total)).collect()
}

fn mark(store: &Store, event: i64) -> EventMark {
    store.read(|r| r.event_mark(event)).expect("read")
}

#[test]
fn the_live_totals_follow_the_last_round_and_the_mark_every_change() {
    for_each_backend(|store| {
        let (event, tables) = evening(store);
        assert_eq!(live(store, event), Vec::new());
        let drawn = mark(store, event);
        assert_eq!(
            (drawn.tables, drawn.rounds, drawn.finished, drawn.recorded),
            (2, 0, 0, 0)
        );
        record(
            store,
            tables[0],
            json!({"n": 1}),
            &outcome(&[3, 5], &[3, 5], Vec::new()),
        );
        assert_eq!(live(store, event), [(tables[0], 3), (tables[0], 5)]);
        let one = mark(store, event);
        assert_ne!(one, drawn);
        record(
            store,
            tables[0],
            json!({"n": 2}),
            &outcome(&[4, 1], &[7, 6], Vec::new()),
        );
        record(
            store,
            tables[1],
            json!({"n": 1}),
            &outcome(&[2, 0], &[2, 0], Vec::new()),
        );
        assert_eq!(
            live(store, event),
            [
                (tables[0], 7),
                (tables[0], 6),
                (tables[1], 2),
                (tables[1], 0)
            ]
        );
        let three = mark(store, event);
        assert_eq!((three.rounds, three.recorded), (3, 3));
        end_ranked(store, tables[0], &[1, 2]);
        // An ended table's places are its results: only the other table plays on.
        assert_eq!(live(store, event), [(tables[1], 2), (tables[1], 0)]);
        assert_eq!(mark(store, event).finished, 1);
    });
}

#[test]
fn the_mark_changes_with_a_redraw_the_roster_a_match_abandoned_or_reopened_and_a_rename() {
    for_each_backend(|store| {
        let (event, _) = evening(store);
        let mut before = mark(store, event);
        let mut changed = |store: &mut Store, what: &str| {
            let now = mark(store, event);
            assert_ne!(now, before, "{what}: the mark stayed");
            before = now;
        };
        // Drawn again with the same number of tables: new matches.
        assert!(store.write(|w| w.undraw_round(event, 1)).expect("undrawn"));
        let tables = vec![names(&["Ann", "Cy"]), names(&["Bob", "Dee"])];
        let again = store
            .write(|w| w.record_draw(event, (1, 6, false), None, &tables))
            .expect("drawn again");
        changed(store, "a redraw");
        store
            .write(|w| w.add_event_players(event, &names(&["Zed"]), 2))
            .expect("added");
        changed(store, "a player added");
        let ann = player_id(store, "Ann");
        store
            .write(|w| w.remove_event_players(event, &[ann], 2))
            .expect("removed");
        changed(store, "a player removed");
        end(store, again[0], Ending::Abandoned);
        changed(store, "a table abandoned");
        store.write(|w| w.reopen_match(again[0])).expect("reopened");
        changed(store, "a table reopened");
        end(store, again[0], Ending::Finish);
        changed(store, "a table finished");
        let bob = player_id(store, "Bob");
        store
            .write(|w| w.rename_player(bob, "Bobby", "2030-01-01T00:00:00Z"))
            .expect("renamed");
        changed(store, "a player renamed");
    });
}
