//! The draw an event stores can be made again: its stored seed and the history before it give
//! the same tables.

use super::*;
use crate::games::GameId;
use crate::store::{Access, EventRanking, Store};

fn club(store: &mut Store, players: usize) -> i64 {
    let game: GameId = "pig10".parse().expect("a game");
    let request = EventRequest {
        name: "Friday".into(),
        game,
        players: (1..=players).map(|n| format!("P{n}")).collect(),
        rounds: 4,
        table_size: 4,
        series: None,
        ranking: EventRanking::Share,
        choices: game.game().choices_from(&[]).expect("no options"),
    };
    create_event(store, &request).expect("created").info.id
}

/// The names at each table of a stored round, in seat order.
fn stored(seated: &RoundSeating) -> Vec<Vec<String>> {
    (seated.tables.iter())
        .map(|t| t.players.iter().map(|p| p.name.to_string()).collect())
        .collect()
}

#[test]
fn the_stored_seed_and_history_give_the_stored_tables_again() {
    let dir = tempfile::tempdir().expect("a folder");
    let mut store = Store::open(&dir.path().join("t.db"), Access::Create).expect("a store");
    let event = club(&mut store, 14);
    let first = seat_round(&mut store, None, &SeatRequest::default()).expect("round 1");
    let again = store
        .read(|reader| {
            let info = find_event(reader, Some("Friday"))?;
            planned_tables(
                reader,
                &info,
                1,
                SeatRequest::default(),
                first.seating.round.seed,
            )
        })
        .expect("the plan")
        .tables;
    assert_eq!(again, stored(&first.seating));
    let sizes: Vec<usize> = again.iter().map(Vec::len).collect();
    assert_eq!(sizes, [4, 4, 3, 3]);

    // Drawn again: a new seed, and that seed gives the new tables.
    let redraw = SeatRequest {
        redraw: true,
        ..SeatRequest::default()
    };
    let second = seat_round(&mut store, Some("1"), &redraw).expect("round 1 again");
    assert_eq!(second.seating.round.round, 1);
    assert_ne!(second.seating.round.seed, first.seating.round.seed);
    let replayed = store
        .read(|reader| {
            let info = find_event(reader, None)?;
            assert_eq!(info.id, event);
            planned_tables(
                reader,
                &info,
                1,
                SeatRequest::default(),
                second.seating.round.seed,
            )
        })
        .expect("the plan")
        .tables;
    assert_eq!(replayed, stored(&second.seating));

    // Round 2 drawn after round 1 ended (abandoned: no results, but the pairs have met): the
    // stored seed and that history give its tables again.
    for table in &second.seating.tables {
        crate::ops::finish_match(&mut store, Some(table.match_id), true).expect("abandoned");
    }
    let round2 = seat_round(&mut store, None, &SeatRequest::default()).expect("round 2");
    let replayed = store
        .read(|reader| {
            let info = find_event(reader, None)?;
            planned_tables(
                reader,
                &info,
                2,
                SeatRequest::default(),
                round2.seating.round.seed,
            )
        })
        .expect("the plan")
        .tables;
    assert_eq!(replayed, stored(&round2.seating));
}

#[test]
fn a_draw_makes_only_tables_the_evenings_options_fit() {
    let updown: GameId = "updown".parse().expect("a game");
    let peak = |peak: u32| serde_json::json!({"peak": peak, "hook": false});
    // Up to 10 cards: five players at most, whatever the target.
    assert_eq!(
        create::fitting_sizes(updown, &peak(10), 5).expect("sizes"),
        3..=5
    );
    assert_eq!(
        create::fitting_sizes(updown, &peak(10), 3).expect("sizes"),
        3..=5
    );
    assert_eq!(
        create::fitting_sizes(updown, &peak(8), 5).expect("sizes"),
        3..=6
    );
    assert_eq!(
        create::fitting_sizes(updown, &peak(7), 4).expect("sizes"),
        3..=7
    );
    // Six at up to 10 cards: two tables of three, the table of six left out and said so.
    let drawn = |players| create::draw_sizes(updown, &peak(10), 5, players).expect("sizes");
    assert_eq!(
        drawn(6),
        create::DrawSizes {
            sizes: vec![3, 3],
            left_out: Some(6)
        }
    );
    assert_eq!(
        drawn(5),
        create::DrawSizes {
            sizes: vec![5],
            left_out: None
        }
    );
    // Options without a table size: the game's own range.
    let pig10: GameId = "pig10".parse().expect("a game");
    let none = serde_json::json!({});
    assert_eq!(
        create::fitting_sizes(pig10, &none, 4).expect("sizes"),
        pig10.game().players()
    );
    // Krumme 10 in teams: tables of teams only.
    let krumme10: GameId = "krumme10".parse().expect("a game");
    let teams = serde_json::json!({"teams": true, "long": false, "showdown": false});
    assert_eq!(
        create::fitting_sizes(krumme10, &teams, 4).expect("sizes"),
        4..=6
    );
}
