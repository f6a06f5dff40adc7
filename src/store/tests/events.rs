//! What every backend must do for club nights: series created and found, events created with
//! their players, players coming late and leaving early, draws recorded (each table a match)
//! and undone while no table has begun, and everything read back, one event or a whole series.

use serde_json::json;

use super::{create, end_ranked, for_each_backend, names, outcome, player_id, record};
use crate::games::under10;
use crate::store::{
    EventInfo, EventPlayer, EventRanking, EventResult, EventRound, NewEvent, Status, Store,
    StoreError, TablePlace,
};

fn new_event(name: &str, rounds: u32, series: Option<i64>, players: &[&str]) -> NewEvent {
    NewEvent {
        name: name.to_string(),
        game: under10::ID,
        options: json!({"end": "last-standing"}),
        rounds,
        table_size: 3,
        ranking: EventRanking::Share,
        series,
        players: names(players),
    }
}

fn create_event(store: &mut Store, event: &NewEvent) -> i64 {
    store
        .write(|w| w.create_event(event))
        .expect("an event is created")
}

fn draw(store: &mut Store, event: i64, round: u32, seed: i64, tables: &[&[&str]]) -> Vec<i64> {
    let tables: Vec<Vec<String>> = tables.iter().map(|t| names(t)).collect();
    store
        .write(|w| w.record_draw(event, (round, seed, false), None, &tables))
        .expect("a draw is recorded")
}

fn event(store: &Store, id: i64) -> EventInfo {
    store
        .read(|r| r.event(id))
        .expect("read")
        .expect("the event")
}

/// The players of an event as (name, joined, left).
fn players(store: &Store, event: i64) -> Vec<(String, u32, Option<u32>)> {
    store
        .read(|r| r.event_players(event))
        .expect("read")
        .into_iter()
        .map(|p: EventPlayer| (p.player.name, p.joined, p.left))
        .collect()
}

/// The tables of an event (or of one round) as (round, table, names in seat order).
fn seating(store: &Store, event: i64, round: Option<u32>) -> Vec<(u32, u32, Vec<String>)> {
    store
        .read(|r| r.event_tables(event, round))
        .expect("read")
        .into_iter()
        .map(|t| {
            let seated = t.players.iter().map(|p| p.name.to_string()).collect();
            (t.round, t.table, seated)
        })
        .collect()
}

fn open_event(store: &Store) -> Option<i64> {
    store
        .read(|r| r.latest_open_event())
        .expect("read")
        .map(|e| e.id)
}

#[test]
fn a_series_is_created_found_by_its_name_whatever_its_case_and_never_named_twice() {
    for_each_backend(|store| {
        let winter = store
            .write(|w| w.create_series("Winter 2026", 6, 6))
            .expect("created");
        let spring = store
            .write(|w| w.create_series("Spring", 3, 0))
            .expect("created");
        let found = store
            .read(|r| r.series_named("WINTER 2026"))
            .expect("read")
            .expect("the series");
        assert_eq!(found.id, winter);
        assert_eq!(
            (found.name.as_str(), found.best, found.min),
            ("Winter 2026", 6, 6)
        );
        assert_eq!(found.uuid.len(), 36);
        assert!(chrono::DateTime::parse_from_rfc3339(&found.created_at).is_ok());
        assert_eq!(
            store.read(|r| r.series(winter)).expect("read"),
            Some(found.clone())
        );
        assert_eq!(store.read(|r| r.series(spring + 1)).expect("read"), None);
        assert_eq!(
            store.read(|r| r.series_named("Summer")).expect("read"),
            None
        );
        // The same name in another case is refused, naming the series there is; nothing is
        // written.
        let taken = store.write(|w| w.create_series("winter 2026", 4, 4));
        assert!(
            matches!(&taken, Err(StoreError::SeriesTaken { name }) if name == "Winter 2026"),
            "{taken:?}"
        );
        let listed: Vec<(i64, String)> = store
            .read(|r| r.series_list())
            .expect("read")
            .into_iter()
            .map(|s| (s.id, s.name))
            .collect();
        assert_eq!(
            listed,
            vec![
                (spring, "Spring".to_string()),
                (winter, "Winter 2026".to_string())
            ]
        );
    });
}

#[test]
fn an_event_reads_back_with_its_players_and_is_found_by_id_name_and_as_the_one_open() {
    for_each_backend(|store| {
        // Ann is known from a match: the event finds her by her folded name, spelled as before.
        create(store, under10::ID, &["Ann", "Zed"]);
        let series = store
            .write(|w| w.create_series("Winter", 6, 6))
            .expect("created");
        let first = create_event(store, &new_event("Club night", 3, None, &["Bob", "Cy"]));
        let mut spec = new_event("Club night", 2, Some(series), &["ANN", "Bob", "Cy", "Dee"]);
        spec.ranking = EventRanking::Points;
        spec.table_size = 4;
        let second = create_event(store, &spec);
        assert!(first < second);
        let info = event(store, second);
        assert_eq!(info.id, second);
        assert_eq!((info.name.as_str(), info.game), ("Club night", under10::ID));
        assert_eq!(info.options, json!({"end": "last-standing"}));
        assert_eq!((info.rounds, info.table_size), (2, 4));
        assert_eq!(info.ranking, EventRanking::Points);
        assert_eq!(info.series, Some((series, "Winter".to_string())));
        assert_eq!(info.uuid.len(), 36);
        assert_ne!(info.uuid, event(store, first).uuid);
        assert!(chrono::DateTime::parse_from_rfc3339(&info.created_at).is_ok());
        assert_eq!(event(store, first).series, None);
        assert_eq!(store.read(|r| r.event(second + 1)).expect("read"), None);
        // By name: every event of that name, newest first, whatever its case.
        let named = store.read(|r| r.events_named("CLUB NIGHT")).expect("read");
        assert_eq!(named, vec![info.clone(), event(store, first)]);
        assert!(
            store
                .read(|r| r.events_named("Club"))
                .expect("read")
                .is_empty()
        );
        assert_eq!(
            players(store, second),
            vec![
                ("Ann".to_string(), 1, None),
                ("Bob".to_string(), 1, None),
                ("Cy".to_string(), 1, None),
                ("Dee".to_string(), 1, None),
            ]
        );
        assert_eq!(open_event(store), Some(second));
        let listed = store.read(|r| r.events()).expect("read");
        let ids: Vec<i64> = listed.iter().map(|e| e.event.id).collect();
        assert_eq!(ids, vec![second, first]);
        assert_eq!(
            (listed[0].drawn, listed[0].players, listed[0].unfinished),
            (0, 4, 0)
        );
        assert_eq!(listed[0].event, info);
        assert!(!listed[0].complete());
    });
}

#[test]
fn a_draw_creates_each_tables_match_seated_as_drawn_and_its_results_read_back() {
    for_each_backend(|store| {
        let id = create_event(
            store,
            &new_event("Club night", 2, None, &["Ann", "Bob", "Cy", "Dee", "Eve"]),
        );
        let tables = draw(store, id, 1, -42, &[&["Cy", "Ann", "Eve"], &["Dee", "Bob"]]);
        assert_eq!(tables.len(), 2);
        // Each table is an ordinary match of the event's game and options, seated as drawn.
        for (&match_id, seated) in tables
            .iter()
            .zip([vec!["Cy", "Ann", "Eve"], vec!["Dee", "Bob"]])
        {
            let info = store
                .read(|r| r.load_match(match_id))
                .expect("read")
                .expect("the table's match");
            assert_eq!((info.game, info.status), (under10::ID, Status::InProgress));
            assert_eq!(info.options, json!({"end": "last-standing"}));
            assert_eq!(info.names(), names(&seated));
        }
        let rounds = store.read(|r| r.event_rounds(id)).expect("read");
        assert_eq!(rounds.len(), 1);
        let EventRound {
            round,
            seed,
            by_standing,
            ref drawn_at,
        } = rounds[0];
        assert_eq!((round, seed, by_standing), (1, -42, false));
        assert!(chrono::DateTime::parse_from_rfc3339(drawn_at).is_ok());
        let read = store.read(|r| r.event_tables(id, Some(1))).expect("read");
        assert_eq!(
            read.iter()
                .map(|t| (t.table, t.match_id, t.status, t.rounds))
                .collect::<Vec<_>>(),
            vec![
                (1, tables[0], Status::InProgress, 0),
                (2, tables[1], Status::InProgress, 0)
            ]
        );
        assert_eq!(read[0].players[0].player_id, player_id(store, "Cy"));
        assert_eq!(
            store.read(|r| r.event_of_match(tables[1])).expect("read"),
            Some(TablePlace {
                event: id,
                event_name: "Club night".to_string(),
                round: 1,
                table: 2
            })
        );
        let lone = create(store, under10::ID, &["Ann", "Bob"]);
        assert_eq!(store.read(|r| r.event_of_match(lone)).expect("read"), None);

        // A table plays a round, then both end: their places are the event's results.
        record(
            store,
            tables[1],
            json!({"r": 1}),
            &outcome(&[3, 5], &[3, 5], Vec::new()),
        );
        let summary = |store: &Store| {
            let listed = store.read(|r| r.events()).expect("read");
            (listed[0].drawn, listed[0].unfinished, listed[0].complete())
        };
        assert_eq!(summary(store), (1, 2, false));
        end_ranked(store, tables[0], &[2, 1, 3]);
        assert!(store.read(|r| r.event_results(id)).expect("read").len() == 3);
        end_ranked(store, tables[1], &[1, 2]);
        assert_eq!(
            store.read(|r| r.event_tables(id, None)).expect("read")[1].rounds,
            1
        );
        let results = store.read(|r| r.event_results(id)).expect("read");
        let result = |table: u32, name: &str, rank: u32| EventResult {
            round: 1,
            table,
            match_id: tables[table as usize - 1],
            player_id: player_id(store, name),
            rank,
            score: 10 * i64::from(rank),
        };
        assert_eq!(
            results,
            vec![
                result(1, "Ann", 1),
                result(1, "Cy", 2),
                result(1, "Eve", 3),
                result(2, "Dee", 1),
                result(2, "Bob", 2),
            ]
        );
        // One round of two drawn: still open, then complete once round 2 is drawn and played.
        assert_eq!(summary(store), (1, 0, false));
        assert_eq!(open_event(store), Some(id));
        let second = draw(store, id, 2, 7, &[&["Ann", "Bob"], &["Cy", "Dee", "Eve"]]);
        assert_eq!(open_event(store), Some(id));
        assert_eq!(
            seating(store, id, None),
            vec![
                (1, 1, names(&["Cy", "Ann", "Eve"])),
                (1, 2, names(&["Dee", "Bob"])),
                (2, 1, names(&["Ann", "Bob"])),
                (2, 2, names(&["Cy", "Dee", "Eve"])),
            ]
        );
        assert_eq!(seating(store, id, Some(2)).len(), 2);
        end_ranked(store, second[0], &[1, 2]);
        end_ranked(store, second[1], &[1, 2, 3]);
        assert_eq!(open_event(store), None);
        assert_eq!(summary(store), (2, 0, true));
    });
}

#[test]
fn players_come_late_leave_early_and_come_back() {
    for_each_backend(|store| {
        let id = create_event(
            store,
            &new_event("Club night", 4, None, &["Ann", "Bob", "Cy"]),
        );
        draw(store, id, 1, 1, &[&["Ann", "Bob", "Cy"]]);
        // Eve comes for round 2; "ann" is already in and stays as she is.
        let added = store
            .write(|w| w.add_event_players(id, &names(&["Eve", "ann"]), 2))
            .expect("added");
        assert_eq!(
            added,
            vec![player_id(store, "Eve"), player_id(store, "Ann")]
        );
        let (bob, eve) = (player_id(store, "Bob"), player_id(store, "Eve"));
        // Bob leaves after round 1; Eve, never seated, is taken off the list.
        store
            .write(|w| w.remove_event_players(id, &[bob, eve], 2))
            .expect("removed");
        assert_eq!(
            players(store, id),
            vec![
                ("Ann".to_string(), 1, None),
                ("Bob".to_string(), 1, Some(2)),
                ("Cy".to_string(), 1, None),
            ]
        );
        let listed = store.read(|r| r.event_players(id)).expect("read");
        assert!(listed[1].present_in(1) && !listed[1].present_in(2));
        // Bob comes back for round 3: his first round stays 1, and round 2's tables (drawn
        // without him) say he missed it.
        draw(store, id, 2, 2, &[&["Ann", "Cy"]]);
        store
            .write(|w| w.add_event_players(id, &names(&["Bob"]), 3))
            .expect("added");
        assert_eq!(players(store, id)[1], ("Bob".to_string(), 1, None));
        assert_eq!(
            seating(store, id, Some(2)),
            vec![(2, 1, names(&["Ann", "Cy"]))]
        );
        assert_eq!(store.read(|r| r.events()).expect("read")[0].players, 3);
    });
}

/// The matches each player sat in, as the list of players counts them.
fn match_counts(store: &Store) -> Vec<(String, u32)> {
    store
        .read(|r| r.players(None))
        .expect("read")
        .into_iter()
        .map(|p| (p.player.name, p.matches))
        .collect()
}

#[test]
fn a_draw_no_table_has_begun_is_undone_and_a_begun_one_is_kept() {
    for_each_backend(|store| {
        let id = create_event(
            store,
            &new_event("Club night", 2, None, &["Ann", "Bob", "Cy", "Dee"]),
        );
        let before = match_counts(store);
        let tables = draw(store, id, 1, 5, &[&["Ann", "Bob"], &["Cy", "Dee"]]);
        assert!(!store.write(|w| w.undraw_round(id, 2)).expect("write"));
        assert!(store.write(|w| w.undraw_round(id, 1)).expect("write"));
        assert_eq!(seating(store, id, None), Vec::new());
        assert_eq!(
            store.read(|r| r.event_rounds(id)).expect("read"),
            Vec::new()
        );
        for &match_id in &tables {
            assert_eq!(store.read(|r| r.load_match(match_id)).expect("read"), None);
        }
        assert_eq!(match_counts(store), before);
        assert_eq!(
            store.read(|r| r.match_ids()).expect("read"),
            Vec::<i64>::new()
        );

        // Round 1 drawn again, and its first table records a round.
        let drawn_and_begun = |store: &mut Store| {
            let tables = draw(store, id, 1, 6, &[&["Ann", "Cy"], &["Bob", "Dee"]]);
            record(
                store,
                tables[0],
                json!({"r": 1}),
                &outcome(&[1, 2], &[1, 2], Vec::new()),
            );
            tables
        };
        // The round taken back: nothing stands at the table, so the draw is undone, the
        // withdrawn round going with its match.
        let tables = drawn_and_begun(store);
        store
            .write(|w| {
                let info = w.load_match(tables[0])?.expect("the match");
                w.withdraw_last_round(&info, &["taken back".to_string()])
            })
            .expect("withdrawn");
        assert!(store.write(|w| w.undraw_round(id, 1)).expect("write"));
        assert_eq!(
            store.read(|r| r.match_ids()).expect("read"),
            Vec::<i64>::new()
        );
        assert_eq!(match_counts(store), before);

        // The round stands: the draw stays.
        let tables = drawn_and_begun(store);
        assert!(!store.write(|w| w.undraw_round(id, 1)).expect("write"));
        assert_eq!(seating(store, id, Some(1)).len(), 2);
        assert_eq!(store.read(|r| r.event_rounds(id)).expect("read").len(), 1);
        assert_eq!(store.read(|r| r.match_ids()).expect("read"), tables);
        // A round drawn twice is refused, and the draw is one write: no table of it is left.
        let again =
            store.write(|w| w.record_draw(id, (1, 9, false), None, &[names(&["Ann", "Bob"])]));
        assert!(again.is_err(), "{again:?}");
        assert_eq!(store.read(|r| r.match_ids()).expect("read"), tables);
        assert_eq!(store.read(|r| r.event_rounds(id)).expect("read")[0].seed, 6);
    });
}

#[test]
fn a_series_reads_back_its_evenings_with_their_players_tables_and_results() {
    for_each_backend(|store| {
        let series = store
            .write(|w| w.create_series("Winter", 2, 1))
            .expect("created");
        let first = create_event(
            store,
            &new_event("Night 1", 1, Some(series), &["Ann", "Bob"]),
        );
        let other = create_event(store, &new_event("Elsewhere", 1, None, &["Ann", "Cy"]));
        let second = create_event(
            store,
            &new_event("Night 2", 1, Some(series), &["Bob", "Cy"]),
        );
        let night1 = draw(store, first, 1, 1, &[&["Ann", "Bob"]]);
        draw(store, other, 1, 1, &[&["Cy", "Ann"]]);
        let night2 = draw(store, second, 1, 1, &[&["Cy", "Bob"]]);
        end_ranked(store, night1[0], &[1, 2]);
        let evenings = store.read(|r| r.series_events(series)).expect("read");
        let ids: Vec<i64> = evenings.iter().map(|e| e.event.id).collect();
        assert_eq!(ids, vec![first, second]);
        assert_eq!(evenings[0].event, event(store, first));
        let names_of = |players: &[EventPlayer]| -> Vec<String> {
            players.iter().map(|p| p.player.name.clone()).collect()
        };
        assert_eq!(names_of(&evenings[0].players), names(&["Ann", "Bob"]));
        assert_eq!(names_of(&evenings[1].players), names(&["Bob", "Cy"]));
        assert_eq!(
            evenings.iter().map(|e| e.tables.len()).collect::<Vec<_>>(),
            vec![1, 1]
        );
        assert_eq!(evenings[1].tables[0].match_id, night2[0]);
        assert_eq!(
            evenings[0]
                .results
                .iter()
                .map(|r| (r.player_id, r.rank))
                .collect::<Vec<_>>(),
            vec![(player_id(store, "Ann"), 1), (player_id(store, "Bob"), 2)]
        );
        assert_eq!(evenings[1].results, Vec::new());
        assert_eq!(
            store.read(|r| r.series_events(series + 1)).expect("read"),
            Vec::new()
        );
    });
}
