use serde_json::json;

use super::*;
use crate::games::names::PlayerName;
use crate::store::FinishedSeat;

/// A finished match of `game`: each seat as (player id, rank, score, won).
fn finished(
    id: i64,
    game: &str,
    options: serde_json::Value,
    seats: &[(i64, usize, i64, bool)],
) -> FinishedMatch {
    FinishedMatch {
        id,
        game: game.parse().unwrap(),
        options,
        finished_at: format!("2026-01-{:02}T20:00:00Z", id),
        seats: seats
            .iter()
            .map(|&(player_id, rank, score, won)| FinishedSeat {
                player_id,
                name: PlayerName::stored(format!("P{player_id}")),
                rank,
                score,
                won,
                sums: BTreeMap::from([("calls".to_string(), 1)]),
            })
            .collect(),
    }
}

fn pig(id: i64, seats: &[(i64, usize, i64, bool)]) -> FinishedMatch {
    finished(id, "pig10", json!({}), seats)
}

#[test]
fn a_season_counts_wins_places_streaks_and_the_best_and_worst_match() {
    let matches = [
        pig(1, &[(1, 1, 5, true), (2, 2, 9, false), (3, 3, 12, false)]),
        pig(2, &[(1, 1, 3, true), (2, 2, 4, false)]),
        pig(3, &[(1, 2, 8, false), (2, 1, 2, true), (3, 3, 9, false)]),
        pig(4, &[(1, 1, 1, true), (3, 2, 7, false)]),
    ];
    let seasons = count(&matches);
    let ann = &seasons[&(1, Some("pig10".parse().unwrap()))];
    assert_eq!((ann.played, ann.won, ann.place_sum), (4, 3, 5));
    assert_eq!((ann.longest_streak, ann.current_streak), (2, 1));
    // Of the equal firsts the newest stands; 2nd of 3 is the worst.
    assert_eq!(ann.best.as_ref().map(|p| p.match_id), Some(4));
    assert_eq!(
        ann.worst.as_ref().map(|p| (p.match_id, p.place, p.of)),
        Some((3, 2, 3))
    );
    assert_eq!(ann.sums.get("calls"), Some(&4));
    assert_eq!(ann.last, Some(matches[3].key()));
    // All games together: the same counts, no game sums.
    let all = &seasons[&(1, None)];
    assert_eq!((all.played, all.won, all.longest_streak), (4, 3, 2));
    assert!(all.sums.is_empty());
    let cy = &seasons[&(3, None)];
    assert_eq!((cy.played, cy.won, cy.longest_streak), (3, 0, 0));
    assert_eq!(cy.average_place(), Some(8.0 / 3.0));
}

#[test]
fn rivalries_go_both_ways_and_a_shared_place_is_level() {
    let m = pig(1, &[(1, 1, 5, true), (2, 1, 5, true), (3, 3, 12, false)]);
    let pairs = rivalries(&m);
    let of = |a, b| {
        pairs
            .iter()
            .find(|(x, y, _)| (*x, *y) == (a, b))
            .map(|p| p.2)
    };
    assert_eq!(
        of(1, 2),
        Some(Tally {
            level: 1,
            ..Tally::default()
        })
    );
    assert_eq!(
        of(1, 3),
        Some(Tally {
            ahead: 1,
            ..Tally::default()
        })
    );
    assert_eq!(
        of(3, 1),
        Some(Tally {
            behind: 1,
            ..Tally::default()
        })
    );
    assert_eq!(pairs.len(), 6);
}

#[test]
fn a_rating_rises_for_the_winner_and_falls_for_the_last() {
    let m = pig(1, &[(1, 1, 5, true), (2, 2, 9, false), (3, 3, 12, false)]);
    let start = [Rating::default(); 3];
    let after = rate(&m, &start).unwrap();
    assert!(after[0].mu > 25.0, "{after:?}");
    assert!(after[2].mu < 25.0, "{after:?}");
    assert!(after[0].mu > after[1].mu && after[1].mu > after[2].mu);
    // Every rating grows surer.
    assert!(after.iter().all(|r| r.sigma < start[0].sigma));
}

#[test]
fn a_tie_between_equals_moves_neither_estimate() {
    let m = pig(1, &[(1, 1, 5, true), (2, 1, 5, true)]);
    let after = rate(&m, &[Rating::default(); 2]).unwrap();
    assert!((after[0].mu - 25.0).abs() < 1e-9, "{after:?}");
    assert!((after[0].mu - after[1].mu).abs() < 1e-9);
}

#[test]
fn in_teams_the_team_is_rated_by_its_average_not_each_member_by_place() {
    // Krumme10 in teams, ABAB: seats 0 and 2 are team A (20 + 2 = 11 on average), seats 1 and
    // 3 team B (10 + 10 = 10). Seat 2 finished last among the players, but their team won.
    let m = finished(
        1,
        "krumme10",
        json!({"teams": true, "long": false, "showdown": false}),
        &[
            (1, 1, 20, true),
            (2, 2, 10, false),
            (3, 4, 2, true),
            (4, 2, 10, false),
        ],
    );
    let after = rate(&m, &[Rating::default(); 4]).unwrap();
    assert!(
        after[2].mu > 25.0,
        "the winning team's weakest member rises: {after:?}"
    );
    assert!(after[1].mu < 25.0 && after[3].mu < 25.0, "{after:?}");
    assert!(
        (after[0].mu - after[2].mu).abs() < 1e-9,
        "team mates move together"
    );
}

#[test]
fn exact_bids_are_summed_by_the_cards_dealt() {
    let note = |kind: &str| json!({"note": kind, "bid": 1});
    let round = |seq, kind: &str| SeatRound {
        player_id: 7,
        seq,
        notes: vec![note(kind)],
        counters: BTreeMap::new(),
    };
    // Peak 3: rounds of 1, 2, 3, 2, 1 cards.
    let rounds = [
        round(1, "hit-bid"),
        round(2, "missed-bid"),
        round(3, "hit-bid"),
        round(4, "hit-bid"),
        round(5, "missed-bid"),
    ];
    let sums = seat_sums(
        "updown".parse().unwrap(),
        &json!({"peak": 3, "hook": true}),
        &[(7, 30)],
        &rounds,
    )
    .unwrap();
    let expected: BTreeMap<String, i64> = [
        ("bids", 5),
        ("exact", 3),
        ("bids@1", 2),
        ("exact@1", 1),
        ("bids@2", 2),
        ("exact@2", 1),
        ("bids@3", 1),
        ("exact@3", 1),
    ]
    .map(|(k, v)| (k.to_string(), v))
    .into();
    assert_eq!(sums, vec![expected]);
}
