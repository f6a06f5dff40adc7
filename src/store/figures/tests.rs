use serde_json::json;

use super::*;

fn round(player_id: i64, seq: u32, notes: Value, counters: &[(&str, i64)]) -> SeatRound {
    SeatRound {
        player_id,
        seq,
        notes: serde_json::from_value(notes).unwrap(),
        counters: counters.iter().map(|(k, v)| (k.to_string(), *v)).collect(),
    }
}

#[test]
fn notes_are_counted_by_kind_and_counters_taken_from_the_last_round() {
    let rounds = [
        round(2, 2, json!([{"note": "called"}]), &[("bids_hit", 2)]),
        round(1, 1, json!([{"note": "failed-call"}]), &[("bids_hit", 0)]),
        round(
            1,
            3,
            json!([{"note": "halved", "from": 100, "to": 50}]),
            &[("bids_hit", 1)],
        ),
        round(
            1,
            2,
            json!([{"note": "called"}, {"note": "luck"}]),
            &[("bids_hit", 5)],
        ),
        round(2, 1, json!([{"note": "called"}]), &[]),
    ];
    let figures = tally(&rounds).unwrap();
    let note = |p, k: &str| figures.get(&(p, Figure::Note(k.into()))).copied();
    let counter = |p, k: &str| figures.get(&(p, Figure::Counter(k.into()))).copied();
    assert_eq!(note(1, "failed-call"), Some(1));
    assert_eq!(note(1, "called"), Some(1));
    assert_eq!(note(1, "luck"), Some(1));
    assert_eq!(note(1, "halved"), Some(1));
    assert_eq!(note(2, "called"), Some(2));
    assert_eq!(note(2, "luck"), None);
    assert_eq!(counter(1, "bids_hit"), Some(1));
    assert_eq!(counter(2, "bids_hit"), Some(2));
    assert_eq!(figures.len(), 7);
}

#[test]
fn a_note_without_its_kind_is_damaged_data() {
    let rounds = [round(1, 1, json!([{"from": 100}]), &[])];
    assert!(matches!(tally(&rounds), Err(StoreError::Damaged(_))));
}

#[test]
fn figure_keys_read_back() {
    for figure in [
        Figure::Note("hit-bid".into()),
        Figure::Counter("deals_won".into()),
    ] {
        assert_eq!(Figure::parse(&figure.key()).unwrap(), figure);
    }
    assert!(Figure::parse("hit-bid").is_err());
}
