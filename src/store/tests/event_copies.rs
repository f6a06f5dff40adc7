//! What every backend must do for club nights that travel (`export`, `import`): the series and
//! events an export copies (all, or those with a table among the matches a filter takes), the
//! same rows written into another store by UUID, and the event table a match is, read with the
//! match and with the listing of matches.

use serde_json::json;

use super::{create, for_each_backend, names};
use crate::games::pig10;
use crate::store::{
    EventRanking, EventRound, ExportFilter, ImportedEvent, ImportedMatch, ImportedSeries,
    MatchFilter, NewEvent, Store, TablePlace,
};

/// "Friday club" in series "Winter" with four players, round 1 drawn at two tables; its id.
fn friday(store: &mut Store) -> i64 {
    let series = store
        .write(|w| w.create_series("Winter", 4, 2))
        .expect("created");
    let event = NewEvent {
        name: "Friday club".to_string(),
        game: pig10::ID,
        options: json!({}),
        rounds: 3,
        table_size: 2,
        ranking: EventRanking::Share,
        series: Some(series),
        players: names(&["Ann", "Bob", "Cy", "Dee"]),
    };
    let id = store.write(|w| w.create_event(&event)).expect("created");
    let tables = vec![names(&["Ann", "Bob"]), names(&["Cy", "Dee"])];
    store
        .write(|w| w.record_draw(id, (1, 42, true), None, &tables))
        .expect("drawn");
    id
}

#[test]
fn an_export_copies_every_event_or_those_with_a_table_among_its_matches() {
    for_each_backend(|store| {
        let event = friday(store);
        let plain = create(store, pig10::ID, &["Ann", "Eve"]);
        let all = store
            .read(|r| r.export_events(&ExportFilter::default()))
            .expect("read");
        assert_eq!(all.series.len(), 1);
        assert_eq!(all.events.len(), 1);
        let copy = &all.events[0];
        assert_eq!(copy.info.id, event);
        assert_eq!(
            copy.series_uuid.as_deref(),
            Some(all.series[0].uuid.as_str())
        );
        let roster: Vec<(u32, Option<u32>)> =
            copy.players.iter().map(|p| (p.joined, p.left)).collect();
        assert_eq!(roster, [(1, None); 4]);
        assert_eq!(copy.draws.len(), 1);
        assert_eq!(
            (copy.draws[0].round.seed, copy.draws[0].round.by_standing),
            (42, true)
        );
        let first = store
            .read(|r| r.load_match(1))
            .expect("read")
            .expect("match");
        let second = store
            .read(|r| r.load_match(2))
            .expect("read")
            .expect("match");
        assert_eq!(
            copy.draws[0].tables,
            [(1, first.uuid.clone()), (2, second.uuid.clone())]
        );

        let one = |id: i64| {
            let filter = ExportFilter {
                match_id: Some(id),
                ..ExportFilter::default()
            };
            store.read(|r| r.export_events(&filter)).expect("read")
        };
        let table_two = one(2);
        assert_eq!(table_two.events.len(), 1);
        assert_eq!(table_two.series.len(), 1);
        assert_eq!(table_two.events[0].players.len(), 4);
        assert_eq!(table_two.events[0].draws[0].tables, [(2, second.uuid)]);
        let none = one(plain);
        assert!(none.events.is_empty() && none.series.is_empty(), "{none:?}");
        // The roster's players go along with a table's match, seated in it or not.
        let filter = ExportFilter {
            match_id: Some(2),
            ..ExportFilter::default()
        };
        let players: Vec<String> = store
            .read(|r| r.players_of_matches(&filter))
            .expect("read")
            .into_iter()
            .map(|p| p.name)
            .collect();
        assert_eq!(players, ["Ann", "Bob", "Cy", "Dee"]);
    });
}

#[test]
fn an_event_is_written_by_uuid_with_its_roster_draw_and_tables_and_found_again() {
    for_each_backend(|store| {
        let series_uuid = "01a22154-0000-7000-8000-000000000001";
        let event_uuid = "01a22154-0000-7000-8000-000000000002";
        let match_uuid = "01a22154-0000-7000-8000-000000000003";
        let ann = create(store, pig10::ID, &["Ann", "Bob"]);
        let (ann_id, bob_id) = store
            .read(|r| {
                let info = r.load_match(ann)?.expect("match");
                Ok::<_, crate::store::StoreError>((
                    info.players[0].player_id,
                    info.players[1].player_id,
                ))
            })
            .expect("read");
        let (event, table_match) = store
            .write(|w| {
                let series = w.import_series(&ImportedSeries {
                    uuid: series_uuid,
                    name: "Winter",
                    best: 4,
                    min: 2,
                    created_at: "2026-01-02T03:04:05Z",
                })?;
                let event = w.import_event(&ImportedEvent {
                    uuid: event_uuid,
                    name: "Friday club",
                    game: pig10::ID,
                    options: &json!({}),
                    rounds: 2,
                    table_size: 2,
                    ranking: EventRanking::Points,
                    series: Some(series),
                    created_at: "2026-01-02T03:04:06Z",
                })?;
                w.set_event_player(event, ann_id, (1, None))?;
                w.set_event_player(event, bob_id, (1, None))?;
                // Written again: the row is rewritten, not doubled.
                w.set_event_player(event, bob_id, (1, Some(2)))?;
                let table_match = w.import_match(&ImportedMatch {
                    uuid: match_uuid,
                    game: pig10::ID,
                    options: &json!({}),
                    created_at: "2026-01-02T03:04:07Z",
                    kept_finished_at: None,
                    players: &[ann_id, bob_id],
                })?;
                w.import_event_round(
                    event,
                    &EventRound {
                        round: 1,
                        seed: 9,
                        by_standing: false,
                        drawn_at: "2026-01-02T03:04:08Z".to_string(),
                    },
                )?;
                w.import_event_table(event, (1, 1), table_match)?;
                Ok::<_, crate::store::StoreError>((event, table_match))
            })
            .expect("written");
        let found = store
            .read(|r| {
                Ok::<_, crate::store::StoreError>((
                    r.series_by_uuid(series_uuid)?,
                    r.event_by_uuid(event_uuid)?,
                ))
            })
            .expect("read");
        assert_eq!(found.1, Some(event));
        assert!(found.0.is_some());
        let info = store
            .read(|r| r.event(event))
            .expect("read")
            .expect("the event");
        assert_eq!(
            (
                info.uuid.as_str(),
                info.name.as_str(),
                info.ranking,
                info.created_at.as_str()
            ),
            (
                event_uuid,
                "Friday club",
                EventRanking::Points,
                "2026-01-02T03:04:06Z"
            )
        );
        assert_eq!(info.series.map(|s| s.1).as_deref(), Some("Winter"));
        let roster: Vec<(String, u32, Option<u32>)> = store
            .read(|r| r.event_players(event))
            .expect("read")
            .into_iter()
            .map(|p| (p.player.name, p.joined, p.left))
            .collect();
        assert_eq!(
            roster,
            [
                ("Ann".to_string(), 1, None),
                ("Bob".to_string(), 1, Some(2))
            ]
        );
        let place = TablePlace {
            event,
            event_name: "Friday club".to_string(),
            round: 1,
            table: 1,
        };
        // The match knows its table: read with its header, and in the listing.
        let loaded = store
            .read(|r| r.load_match(table_match))
            .expect("read")
            .expect("match");
        assert_eq!(loaded.table, Some(place.clone()));
        let plain = store
            .read(|r| r.load_match(ann))
            .expect("read")
            .expect("match");
        assert_eq!(plain.table, None);
        let listed: Vec<(i64, Option<TablePlace>)> = store
            .read(|r| r.matches(&MatchFilter::default()))
            .expect("read")
            .into_iter()
            .map(|m| (m.id, m.table))
            .collect();
        // Newest first by start: the table's match, imported, started before Ann's.
        assert_eq!(listed, [(ann, None), (table_match, Some(place))]);
    });
}
