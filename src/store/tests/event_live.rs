//! What every backend must do for the venue's board: the running totals of an event's
//! unfinished tables in one read, and a mark that changes with every round recorded, undone or
//! ended at any of its tables.

use serde_json::json;

use super::{end_ranked, for_each_backend, names, outcome, record};
use crate::games::pig10;
use crate::store::{EventMark, EventRanking, LiveTotal, NewEvent, Store};

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
        .write(|w| w.record_draw(id, 1, 5, false, &tables))
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
            drawn,
            EventMark {
                tables: 2,
                rounds: 0,
                ended: 0,
                recorded: 0,
                withdrawn: 0
            }
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
        assert_eq!(mark(store, event).ended, 1);
    });
}
